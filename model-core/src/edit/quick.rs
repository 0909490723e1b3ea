//! Quick entry: the edits behind the few keystrokes a modeller types to draw fast.
//!
//! - an attribute list typed in one line (`video_id, upload_date`), each with the type its
//!   name suggests, the first identifier of an entity that has no key made its key;
//! - an entity typed as `Video(video_id, upload_date)`: its name and its attributes at once,
//!   the relational-schema notation modellers write on whiteboards;
//! - the query a relationship suggests ("Video by User": given the key of one end, find the
//!   other end), the access pattern a one-to-many relationship exists for;
//! - the direction an ordering starts with: newest first for dates and times.

use super::{AttributeOwner, Edit};
use crate::Project;
use crate::cql_type::NativeType;
use crate::ids::fresh_id;
use crate::ids::{QueryId, RelationshipId};
use crate::project::{Direction, Given, Ordering, Predicate, Query};

/// The names in a typed list (`a, b , c`; the full-width comma `，` and `、` separate too),
/// trimmed, empty ones dropped.
pub fn attribute_list(text: &str) -> Vec<String> {
    text.split([',', '，', '、']).map(str::trim).filter(|s| !s.is_empty()).map(str::to_owned).collect()
}

/// `Name(a, b)` (or with full-width parentheses) as the name and the attribute list; `None`
/// when the text is not of that shape or the name before the parenthesis is empty.
pub fn entity_shorthand(text: &str) -> Option<(String, Vec<String>)> {
    let text = text.trim();
    let open = text.find(['(', '（'])?;
    let inner = text[open..].strip_prefix(['(', '（'])?.strip_suffix([')', '）'])?;
    let name = text[..open].trim();
    if name.is_empty() || inner.contains(['(', ')', '（', '）']) {
        return None;
    }
    Some((name.to_owned(), attribute_list(inner)))
}

/// `true` for a name that reads as an identifier (`id`, `user_id`, `userId`, `ID`).
pub fn looks_like_identifier(name: &str) -> bool {
    let n = name.trim();
    let lower = n.to_lowercase();
    lower == "id" || lower.ends_with("_id") || (n.ends_with("Id") && n.len() > 2)
}

/// `true` when a new attribute `name` of `owner` should start as its key: the owner is an
/// entity with no key attribute yet and the name reads as an identifier.
pub fn suggests_key(project: &Project, owner: &AttributeOwner, name: &str) -> bool {
    match owner {
        AttributeOwner::Entity(e) => project.entity(e).is_some_and(|e| !e.attributes.iter().any(|a| a.key)) && looks_like_identifier(name),
        AttributeOwner::Relationship(_) => false,
    }
}

/// The direction an ordering by an attribute of type `ty` starts with: descending (newest
/// first) for dates and times, which lists and timelines almost always want, else ascending.
pub fn suggested_direction(ty: NativeType) -> Direction {
    match ty {
        NativeType::Date | NativeType::Timestamp | NativeType::Timeuuid | NativeType::Time => Direction::Desc,
        _ => Direction::Asc,
    }
}

impl Edit {
    /// The attributes `names` added to `owner` in one step, each typed by its name
    /// ([`NativeType::guess_from_name`]); keys as `key` says (`Some(true)`: every one,
    /// `Some(false)`: none), or when `None` the first that [`suggests_key`]. `None` when the
    /// list is empty.
    pub fn add_attributes(project: &Project, owner: &AttributeOwner, names: &[String], key: Option<bool>) -> Option<Self> {
        let mut edits = Vec::new();
        let mut scratch = project.clone();
        let mut keyed = false;
        for name in names {
            let as_key = key.unwrap_or(!keyed && suggests_key(&scratch, owner, name));
            keyed |= as_key;
            let edit = Self::add_attribute(&scratch, owner.clone(), name, NativeType::guess_from_name(name), as_key);
            // The scratch copy gives the next attribute a fresh id and name; an edit it
            // refuses is left for the real project to refuse with its message.
            let _ = scratch.apply(&edit);
            edits.push(edit);
        }
        match edits.len() {
            0 => None,
            1 => edits.pop(),
            _ => Some(Self::Batch { edits }),
        }
    }

    /// The query relationship `id` suggests from its end `from` (0 or 1): given the key
    /// attributes of that end's entity, find every attribute of the other end's entity, an
    /// entry point when it is the project's first query. `None` when the relationship is
    /// missing, joins an entity to itself, or the given entity has no key.
    pub fn query_along(project: &Project, id: &RelationshipId, from: usize, description: &str) -> Option<Self> {
        let r = project.relationship(id)?;
        let (given_end, found_end) = (r.ends.get(from)?, r.ends.get(1 - from.min(1))?);
        if given_end.entity == found_end.entity {
            return None;
        }
        let (given_entity, found) = (project.entity(&given_end.entity)?, project.entity(&found_end.entity)?);
        let given: Vec<Given> = given_entity
            .attributes
            .iter()
            .filter(|a| a.key)
            .map(|a| Given { attribute: a.id.clone(), predicate: Predicate::Eq, extra: Default::default() })
            .collect();
        if given.is_empty() {
            return None;
        }
        let mut query = Query::new(QueryId::new(fresh_id("Q", project.all_ids().into_iter())), description);
        query.entity = Some(found.id.clone());
        query.find = found.attributes.iter().map(|a| a.id.clone()).collect();
        query.given = given;
        query.entry = project.queries.is_empty();
        // Where several relationships join the same entities, the query goes through this one.
        // The same two entities (a self-relationship of one of them is not).
        let same_ends = |o: &crate::project::Relationship| o.id != r.id && sorted_ends(o) == sorted_ends(r);
        if project.relationships.iter().any(same_ends) {
            query.via = vec![r.id.clone()];
        }
        Some(Self::AddQuery { query, pos: None })
    }
}

/// A relationship's entities, in order (which end is first does not matter).
fn sorted_ends(r: &crate::project::Relationship) -> Vec<&crate::ids::EntityId> {
    let mut v: Vec<&crate::ids::EntityId> = r.ends.iter().map(|e| &e.entity).collect();
    v.sort();
    v
}

/// An ordering by `attribute` of type `ty`, in its [`suggested_direction`].
pub fn ordering(attribute: crate::ids::AttributeId, ty: NativeType) -> Ordering {
    Ordering { attribute, direction: suggested_direction(ty), extra: Default::default() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::EntityId;
    use crate::project::Cardinality;

    #[test]
    fn lists_split_on_latin_and_chinese_commas() {
        assert_eq!(attribute_list(" video_id, upload_date ,,title"), ["video_id", "upload_date", "title"]);
        assert_eq!(attribute_list("名称，价格、库存"), ["名称", "价格", "库存"]);
        assert!(attribute_list(" , ").is_empty());
    }

    #[test]
    fn the_shorthand_names_an_entity_and_lists_its_attributes() {
        assert_eq!(entity_shorthand("Video(video_id, upload_date)"), Some(("Video".into(), vec!["video_id".into(), "upload_date".into()])));
        assert_eq!(entity_shorthand("用户（用户_id）"), Some(("用户".into(), vec!["用户_id".into()])));
        assert_eq!(entity_shorthand("Video"), None);
        assert_eq!(entity_shorthand("(a, b)"), None);
        assert_eq!(entity_shorthand("Video(a, b"), None);
        assert_eq!(entity_shorthand("Video(a(b))"), None);
    }

    fn two_entities() -> (Project, EntityId, EntityId) {
        let mut p = Project::default();
        let add = |p: &mut Project, name: &str, list: &str| {
            let e = Edit::add_entity(p, name, None);
            p.apply(&e).expect("test data");
            let id = p.entities.last().expect("test data").id.clone();
            let edit = Edit::add_attributes(p, &AttributeOwner::Entity(id.clone()), &attribute_list(list), None).expect("test data");
            p.apply(&edit).expect("test data");
            id
        };
        let user = add(&mut p, "User", "user_id, name");
        let video = add(&mut p, "Video", "video_id, upload_date, owner_id");
        (p, user, video)
    }

    #[test]
    fn the_first_identifier_of_a_keyless_entity_is_its_key_and_types_follow_names() {
        let (p, _, video) = two_entities();
        let v = p.entity(&video).expect("test data");
        let keys: Vec<(&str, bool, NativeType)> = v.attributes.iter().map(|a| (a.name.as_str(), a.key, a.ty)).collect();
        assert_eq!(keys, [("video_id", true, NativeType::Uuid), ("upload_date", false, NativeType::Date), ("owner_id", false, NativeType::Uuid)]);
    }

    #[test]
    fn a_relationship_suggests_the_query_of_its_many_end_given_its_one_end() {
        let (mut p, user, video) = two_entities();
        let rel = Edit::add_relationship(&p, &user, &video, "uploads", [Cardinality::One, Cardinality::Many], None);
        p.apply(&rel).expect("test data");
        let rid = p.relationships[0].id.clone();
        let Some(Edit::AddQuery { query, .. }) = Edit::query_along(&p, &rid, 0, "Videos of a user") else { panic!("no query") };
        let v = p.entity(&video).expect("test data");
        assert_eq!(query.entity.as_ref(), Some(&video));
        assert_eq!(query.find, v.attributes.iter().map(|a| a.id.clone()).collect::<Vec<_>>());
        let u = p.entity(&user).expect("test data");
        assert_eq!(query.given.iter().map(|g| &g.attribute).collect::<Vec<_>>(), [&u.attributes[0].id]);
        assert!(query.entry && query.via.is_empty());
        // A user following users does not join users and videos: still no `via`.
        let follows = Edit::add_relationship(&p, &user, &user, "follows", [Cardinality::Many, Cardinality::Many], None);
        let mut with_follows = p.clone();
        with_follows.apply(&follows).expect("test data");
        let Some(Edit::AddQuery { query, .. }) = Edit::query_along(&with_follows, &rid, 0, "") else { panic!("no query") };
        assert!(query.via.is_empty(), "{:?}", query.via);
        // A second relationship between users and videos: the query goes through this one.
        let likes = Edit::add_relationship(&p, &user, &video, "likes", [Cardinality::Many, Cardinality::Many], None);
        let mut with_likes = p.clone();
        with_likes.apply(&likes).expect("test data");
        let Some(Edit::AddQuery { query, .. }) = Edit::query_along(&with_likes, &rid, 0, "") else { panic!("no query") };
        assert_eq!(query.via, std::slice::from_ref(&rid));
        assert!(p.clone().apply(&Edit::query_along(&p, &rid, 0, "").expect("test data")).is_ok());
    }

    #[test]
    fn dates_and_times_order_newest_first() {
        assert_eq!(suggested_direction(NativeType::Timestamp), Direction::Desc);
        assert_eq!(suggested_direction(NativeType::Date), Direction::Desc);
        assert_eq!(suggested_direction(NativeType::Text), Direction::Asc);
    }
}

//! Quick entry: the edits behind the few keystrokes a modeller types to draw fast.
//!
//! - an attribute list typed in one line (`video_id, upload_date`, or with types:
//!   `number int, rate decimal`, `ts: timestamp`), each untyped one with the type its name
//!   suggests; a space or colon that does not separate a name from a type is refused; an
//!   entity without a key gets one: a weak entity's first name (its partial key), else the
//!   first identifier, else the first name;
//! - an entity typed as `Video(video_id, upload_date)`: its name and its attributes at once,
//!   the relational-schema notation modellers write on whiteboards;
//! - the query a relationship suggests ("Video by User": given the key of one end, find the
//!   other end's key and named attributes), the access pattern a one-to-many relationship
//!   exists for; and an entity's own ("Student by id", by an attribute the user picks);
//! - the direction an ordering starts with: newest first for dates and times;
//! - the shape a new relationship starts with: identifying n:1 from a weak entity to its owner.

use super::{AttributeOwner, Edit};
use crate::Project;
use crate::cql::NativeType;
use crate::ids::fresh_id;
use crate::ids::{AttributeId, EntityId, QueryId, RelationshipId};
use crate::project::{Cardinality, Direction, Given, Ordering, Predicate, Query};

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

/// The type a new attribute's name suggests, the one rule for every place that adds one
/// without a type typed after it: `id`, `*_id` → uuid; `*date`, `*_day` → date; `ts`, `*_ts`,
/// `*_at`, `*time*` → timestamp; `is_*`, `has_*` → boolean; `number`, `count`, `*_count`,
/// `num_*`, `qty`, `*_qty`, `quantity` → int; `rate`, `price`, `amount`, `total` (and names
/// ending so) → decimal; `value`, `score`, `*_value`, `*_score` → double; else text.
pub fn guess_type(name: &str) -> NativeType {
    let n = name.trim().to_lowercase().replace([' ', '-'], "_");
    let is = |words: &[&str]| words.iter().any(|w| n == *w);
    let ends = |words: &[&str]| words.iter().any(|w| n == w.trim_start_matches('_') || n.ends_with(w));
    if ends(&["_id"]) {
        NativeType::Uuid
    } else if ends(&["date", "_day"]) {
        NativeType::Date
    } else if is(&["ts"]) || ends(&["_ts", "_at"]) || n.contains("time") {
        NativeType::Timestamp
    } else if n.starts_with("is_") || n.starts_with("has_") {
        NativeType::Boolean
    } else if is(&["number", "count", "qty", "quantity"]) || ends(&["_count", "_qty"]) || n.starts_with("num_") {
        NativeType::Int
    } else if ends(&["rate", "price", "amount", "total"]) {
        NativeType::Decimal
    } else if ends(&["_value", "_score"]) || is(&["value", "score"]) {
        NativeType::Double
    } else {
        NativeType::Text
    }
}

/// One attribute as typed in a list: its name, and the CQL type written after it
/// (`number int`, `ts: timestamp`), if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypedName {
    /// The attribute's name.
    pub name: String,
    /// The type typed after the name; `None`: the name suggests it ([`guess_type`]).
    pub ty: Option<NativeType>,
}

impl TypedName {
    /// The type the attribute gets: the one typed, else the one its name suggests.
    pub fn ty(&self) -> NativeType {
        self.ty.unwrap_or_else(|| guess_type(&self.name))
    }
}

/// Why a typed attribute was refused: a space or a colon in it that does not separate a name
/// from a CQL type (`first name`, `ts: time stamp`). Never stored as a name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotANameAndType {
    /// What was typed, trimmed.
    pub typed: String,
}

/// A typed attribute: `name`, `name type` or `name: type` (the full-width colon too), the type
/// a CQL native type, case-insensitive (`varchar` is text). Anything else with a space or a
/// colon is refused.
pub fn typed_name(text: &str) -> Result<TypedName, NotANameAndType> {
    let text = text.trim();
    let refused = || NotANameAndType { typed: text.to_owned() };
    let separator = |c: char| c.is_whitespace() || matches!(c, ':' | '：');
    let Some(at) = text.find(separator) else {
        return Ok(TypedName { name: text.to_owned(), ty: None });
    };
    let (name, rest) = (text[..at].trim(), text[at..].trim_start_matches(separator));
    match NativeType::parse(rest) {
        Some(ty) if !name.is_empty() => Ok(TypedName { name: name.to_owned(), ty: Some(ty) }),
        _ => Err(refused()),
    }
}

/// Every item of a list ([`attribute_list`]) as a [`typed_name`]; the first refused one stops it.
pub fn typed_names(items: &[String]) -> Result<Vec<TypedName>, NotANameAndType> {
    items.iter().map(|i| typed_name(i)).collect()
}

/// Which of the `names` about to be added to `owner` starts as its key: none when the owner
/// is a relationship or an entity with a key; else a weak entity's first name (its partial
/// key), or a strong entity's first identifier ([`looks_like_identifier`]), or its first name.
pub fn key_index(project: &Project, owner: &AttributeOwner, names: &[TypedName]) -> Option<usize> {
    let AttributeOwner::Entity(id) = owner else { return None };
    let e = project.entity(id)?;
    if names.is_empty() || e.attributes.iter().any(|a| a.key) {
        return None;
    }
    if e.owner.is_some() {
        return Some(0);
    }
    Some(names.iter().position(|n| looks_like_identifier(&n.name)).unwrap_or(0))
}

/// The attributes `names` would add to `owner`, as shown before Enter: name, type, key.
pub fn planned(
    project: &Project,
    owner: &AttributeOwner,
    names: &[TypedName],
    key: Option<bool>,
) -> Vec<(String, NativeType, bool)> {
    let first = key_index(project, owner, names);
    names.iter().enumerate().map(|(i, n)| (n.name.clone(), n.ty(), key.unwrap_or(first == Some(i)))).collect()
}

/// The cardinalities and identification a relationship from `from` to `to` starts with: from
/// a weak entity to its owner identifying n:1 (the owner's end 1), the other way 1:n; else as
/// the attributes name the other's key ([`super::key_reference_cardinalities`]), else m:n.
pub fn new_relationship_shape(project: &Project, from: &EntityId, to: &EntityId) -> ([Cardinality; 2], bool) {
    let owner = |e: &EntityId| project.entity(e).and_then(|e| e.owner.clone());
    if from != to && owner(from).as_ref() == Some(to) {
        ([Cardinality::Many, Cardinality::One], true)
    } else if from != to && owner(to).as_ref() == Some(from) {
        ([Cardinality::One, Cardinality::Many], true)
    } else {
        (super::key_reference_cardinalities(project, from, to).unwrap_or([Cardinality::Many; 2]), false)
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
    /// The attributes `names` added to `owner` in one step, each with its type ([`TypedName::ty`]);
    /// keys as `key` says (`Some(true)`: every one, `Some(false)`: none), or when `None` the one
    /// [`key_index`] picks. `None` when the list is empty.
    pub fn add_attributes(
        project: &Project,
        owner: &AttributeOwner,
        names: &[TypedName],
        key: Option<bool>,
    ) -> Option<Self> {
        let mut edits = Vec::new();
        let mut scratch = project.clone();
        for (name, ty, as_key) in planned(project, owner, names, key) {
            let edit = Self::add_attribute(&scratch, owner.clone(), &name, ty, as_key);
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

    /// A new relationship named after `base` from `from` to `to`, shaped as
    /// [`new_relationship_shape`] says.
    pub fn relate(project: &Project, from: &EntityId, to: &EntityId, base: &str) -> Self {
        let (cardinalities, identifying) = new_relationship_shape(project, from, to);
        let mut edit = Self::add_relationship(project, from, to, base, cardinalities, None);
        if let Self::AddRelationship { relationship, .. } = &mut edit {
            relationship.identifying = identifying;
        }
        edit
    }

    /// The query relationship `id` suggests from its end `from` (0 or 1): given the key
    /// attributes of that end's entity, find the other end's key and named attributes
    /// ([`named_attributes`]), newest first when that entity is keyed by a date or time, an
    /// entry point when it is the project's first query. `None` when the relationship is
    /// missing, joins an entity to itself, or the given entity has no key.
    pub fn query_along(project: &Project, id: &RelationshipId, from: usize, description: &str) -> Option<Self> {
        let r = project.relationship(id)?;
        let (given_end, found_end) = (r.ends.get(from)?, r.ends.get(1 - from.min(1))?);
        if given_end.entity == found_end.entity {
            return None;
        }
        let given_entity = project.entity(&given_end.entity)?;
        let keys: Vec<AttributeId> = given_entity.attributes.iter().filter(|a| a.key).map(|a| a.id.clone()).collect();
        let Some(Self::AddQuery { mut query, pos }) = Self::query_by(project, &found_end.entity, &keys, description)
        else {
            return None;
        };
        // Where several relationships join the same entities, the query goes through this one.
        // The same two entities (a self-relationship of one of them is not).
        let same_ends = |o: &crate::project::Relationship| o.id != r.id && sorted_ends(o) == sorted_ends(r);
        if project.relationships.iter().any(same_ends) {
            query.via = vec![r.id.clone()];
        }
        Some(Self::AddQuery { query, pos })
    }

    /// The query of entity `entity` given `given` (each by equality: its key, one of its
    /// attributes, or another entity's key): it finds the entity's key and named attributes
    /// ([`named_attributes`]), its time key newest first, an entry point when it is the
    /// project's first query. `None` when the entity is missing or nothing is given.
    pub fn query_by(project: &Project, entity: &EntityId, given: &[AttributeId], description: &str) -> Option<Self> {
        let found = project.entity(entity)?;
        if given.is_empty() {
            return None;
        }
        let mut query = Query::new(QueryId::new(fresh_id("Q", project.all_ids().into_iter())), description);
        query.entity = Some(found.id.clone());
        query.find = named_attributes(found);
        query.given = given
            .iter()
            .map(|a| Given { attribute: a.clone(), predicate: Predicate::Eq, extra: Default::default() })
            .collect();
        // A timeline (events of a device): its time key newest first, as the user lists it.
        query.order_by = found
            .attributes
            .iter()
            .filter(|a| a.key && suggested_direction(a.ty) == Direction::Desc)
            .map(|a| ordering(a.id.clone(), a.ty))
            .collect();
        query.entry = project.queries.is_empty();
        Some(Self::AddQuery { query, pos: None })
    }
}

/// The most attributes a suggested query finds ([`named_attributes`]).
pub const NAMED_ATTRIBUTES: usize = 4;

/// `true` for a name that reads as naming its thing (`name`, `title`, `label`, `first_name`,
/// `名称`, `姓名`, `标题`).
pub fn looks_like_a_name(name: &str) -> bool {
    let n = name.trim().to_lowercase();
    ["name", "title", "label"]
        .iter()
        .any(|w| n == *w || n.ends_with(&format!("_{w}")) || n.starts_with(&format!("{w}_")))
        || ["名", "标题", "题目"].iter().any(|w| n.contains(w))
}

/// What a suggested query of `entity` finds: its key, then the attributes that identify or
/// name it ([`looks_like_identifier`], [`looks_like_a_name`]), at most [`NAMED_ATTRIBUTES`];
/// an entity with neither its first attributes. The user adds the rest, instead of removing
/// every attribute it does not want.
pub fn named_attributes(entity: &crate::project::Entity) -> Vec<AttributeId> {
    let named = |a: &&crate::project::Attribute| a.key || looks_like_identifier(&a.name) || looks_like_a_name(&a.name);
    let mut find: Vec<AttributeId> = entity.attributes.iter().filter(|a| a.key).map(|a| a.id.clone()).collect();
    find.extend(entity.attributes.iter().filter(|a| !a.key).filter(named).map(|a| a.id.clone()));
    if find.is_empty() {
        find.extend(entity.attributes.iter().map(|a| a.id.clone()));
    }
    find.truncate(NAMED_ATTRIBUTES.max(entity.attributes.iter().filter(|a| a.key).count()));
    find
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

    #[test]
    fn lists_split_on_latin_and_chinese_commas() {
        assert_eq!(attribute_list(" video_id, upload_date ,,title"), ["video_id", "upload_date", "title"]);
        assert_eq!(attribute_list("名称，价格、库存"), ["名称", "价格", "库存"]);
        assert!(attribute_list(" , ").is_empty());
    }

    #[test]
    fn the_shorthand_names_an_entity_and_lists_its_attributes() {
        assert_eq!(
            entity_shorthand("Video(video_id, upload_date)"),
            Some(("Video".into(), vec!["video_id".into(), "upload_date".into()]))
        );
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
            let names = typed_names(&attribute_list(list)).expect("test data");
            let edit = Edit::add_attributes(p, &AttributeOwner::Entity(id.clone()), &names, None).expect("test data");
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
        assert_eq!(
            keys,
            [
                ("video_id", true, NativeType::Uuid),
                ("upload_date", false, NativeType::Date),
                ("owner_id", false, NativeType::Uuid)
            ]
        );
    }

    #[test]
    fn a_relationship_suggests_the_query_of_its_many_end_given_its_one_end() {
        let (mut p, user, video) = two_entities();
        let rel = Edit::add_relationship(&p, &user, &video, "uploads", [Cardinality::One, Cardinality::Many], None);
        p.apply(&rel).expect("test data");
        let rid = p.relationships[0].id.clone();
        let Some(Edit::AddQuery { query, .. }) = Edit::query_along(&p, &rid, 0, "Videos of a user") else {
            panic!("no query")
        };
        let v = p.entity(&video).expect("test data");
        assert_eq!(query.entity.as_ref(), Some(&video));
        // The key and the identifiers: video_id, owner_id (not upload_date).
        assert_eq!(query.find, [v.attributes[0].id.clone(), v.attributes[2].id.clone()]);
        let u = p.entity(&user).expect("test data");
        assert_eq!(query.given.iter().map(|g| &g.attribute).collect::<Vec<_>>(), [&u.attributes[0].id]);
        assert!(query.entry && query.via.is_empty());
        // A user following users does not join users and videos: still no `via`.
        let follows = Edit::add_relationship(&p, &user, &user, "follows", [Cardinality::Many, Cardinality::Many], None);
        let mut with_follows = p.clone();
        with_follows.apply(&follows).expect("test data");
        let Some(Edit::AddQuery { query, .. }) = Edit::query_along(&with_follows, &rid, 0, "") else {
            panic!("no query")
        };
        assert!(query.via.is_empty(), "{:?}", query.via);
        // A second relationship between users and videos: the query goes through this one.
        let likes = Edit::add_relationship(&p, &user, &video, "likes", [Cardinality::Many, Cardinality::Many], None);
        let mut with_likes = p.clone();
        with_likes.apply(&likes).expect("test data");
        let Some(Edit::AddQuery { query, .. }) = Edit::query_along(&with_likes, &rid, 0, "") else {
            panic!("no query")
        };
        assert_eq!(query.via, std::slice::from_ref(&rid));
        assert!(p.clone().apply(&Edit::query_along(&p, &rid, 0, "").expect("test data")).is_ok());
    }

    #[test]
    fn a_suggested_query_finds_the_key_and_a_few_named_attributes() {
        let mut p = Project::default();
        let student = entity_with(&mut p, "Student", "id, name, branch, email, phone, first_name, title, label", None);
        let e = p.entity(&student).expect("test data");
        let names = |ids: &[AttributeId]| {
            ids.iter().map(|a| e.attributes.iter().find(|x| &x.id == a).map_or("?", |x| &x.name)).collect::<Vec<_>>()
        };
        assert_eq!(names(&named_attributes(e)), ["id", "name", "first_name", "title"]);
        let key = vec![e.attributes[0].id.clone()];
        let Some(Edit::AddQuery { query, .. }) = Edit::query_by(&p, &student, &key, "Student by id") else {
            panic!("no query")
        };
        assert_eq!((query.entity.as_ref(), query.given.len(), query.find.len()), (Some(&student), 1, 4));
        assert!(Edit::query_by(&p, &student, &[], "").is_none());
        let nameless = entity_with(&mut p, "Reading", "at timestamp, value double", None);
        assert_eq!(named_attributes(p.entity(&nameless).expect("test data")).len(), 1, "the key alone");
        assert!(looks_like_a_name("学生姓名") && !looks_like_a_name("branch"));
    }

    #[test]
    fn dates_and_times_order_newest_first() {
        assert_eq!(suggested_direction(NativeType::Timestamp), Direction::Desc);
        assert_eq!(suggested_direction(NativeType::Date), Direction::Desc);
        assert_eq!(suggested_direction(NativeType::Text), Direction::Asc);
    }

    #[test]
    fn names_suggest_their_types() {
        use NativeType::*;
        for (name, ty) in [
            ("id", Uuid),
            ("user_id", Uuid),
            ("upload_date", Date),
            ("birth_day", Date),
            ("uploaded_at", Timestamp),
            ("event_time", Timestamp),
            ("timestamp", Timestamp),
            ("ts", Timestamp),
            ("created_ts", Timestamp),
            ("time", Timestamp),
            ("is_available", Boolean),
            ("has_wifi", Boolean),
            ("number", Int),
            ("count", Int),
            ("view_count", Int),
            ("qty", Int),
            ("rate", Decimal),
            ("price", Decimal),
            ("amount", Decimal),
            ("order total", Decimal),
            ("value", Double),
            ("score", Double),
            ("title", Text),
            ("paid", Text),
            ("phone_number", Text),
        ] {
            assert_eq!(guess_type(name), ty, "{name}");
        }
    }

    #[test]
    fn a_type_typed_after_a_name_is_its_type_and_anything_else_with_a_space_is_refused() {
        let typed = |t: &str| typed_name(t).map(|n| (n.name.clone(), n.ty()));
        assert_eq!(typed("number int"), Ok(("number".into(), NativeType::Int)));
        assert_eq!(typed(" rate  decimal "), Ok(("rate".into(), NativeType::Decimal)));
        assert_eq!(typed("ts: timestamp"), Ok(("ts".into(), NativeType::Timestamp)));
        assert_eq!(typed("value:DOUBLE"), Ok(("value".into(), NativeType::Double)));
        assert_eq!(typed("名称：varchar"), Ok(("名称".into(), NativeType::Text)));
        assert_eq!(typed("rate"), Ok(("rate".into(), NativeType::Decimal)));
        for bad in ["first name", "ts: time stamp", "a:b", ": int", "level integer", "tags set<text>"] {
            assert_eq!(typed_name(bad), Err(NotANameAndType { typed: bad.trim().to_owned() }), "{bad}");
        }
        let Some((name, items)) = entity_shorthand("Reading(ts timestamp, value double)") else { panic!("shorthand") };
        assert_eq!(name, "Reading");
        let names = typed_names(&items).expect("typed");
        assert_eq!(
            names.iter().map(|n| (n.name.as_str(), n.ty())).collect::<Vec<_>>(),
            [("ts", NativeType::Timestamp), ("value", NativeType::Double)]
        );
        assert!(typed_names(&attribute_list("number int, first name")).is_err());
    }

    fn entity_with(p: &mut Project, name: &str, list: &str, owner: Option<&EntityId>) -> EntityId {
        p.apply(&Edit::add_entity(p, name, None)).expect("test data");
        let id = p.entities.last().expect("test data").id.clone();
        if let Some(o) = owner {
            p.apply(&Edit::SetEntityOwner { id: id.clone(), owner: Some(o.clone()) }).expect("test data");
        }
        let names = typed_names(&attribute_list(list)).expect("test data");
        p.apply(&Edit::add_attributes(p, &AttributeOwner::Entity(id.clone()), &names, None).expect("test data"))
            .expect("test data");
        id
    }

    fn keys(p: &Project, e: &EntityId) -> Vec<(String, &'static str, bool)> {
        p.entity(e).expect("test data").attributes.iter().map(|a| (a.name.clone(), a.ty.name(), a.key)).collect()
    }

    #[test]
    fn a_keyless_entity_gets_its_first_identifier_or_first_name_and_a_weak_one_its_partial_key() {
        let mut p = Project::default();
        let room = entity_with(&mut p, "Room", "number int, rate decimal", None);
        assert_eq!(keys(&p, &room), [("number".into(), "int", true), ("rate".into(), "decimal", false)]);
        let video = entity_with(&mut p, "Video", "title, video_id", None);
        assert_eq!(keys(&p, &video), [("title".into(), "text", false), ("video_id".into(), "uuid", true)]);
        let library = entity_with(&mut p, "Library", "library_id, name", None);
        let shelf = entity_with(&mut p, "Shelf", "code, library_id, capacity int", Some(&library));
        assert_eq!(keys(&p, &shelf)[0], ("code".into(), "text", true), "the first name is the partial key");
        assert!(!keys(&p, &shelf)[1].2);
        // An entity that has a key keeps it: nothing more becomes key.
        let more = typed_names(&attribute_list("shelf_id")).expect("test data");
        assert_eq!(
            planned(&p, &AttributeOwner::Entity(shelf), &more, None),
            [("shelf_id".into(), NativeType::Uuid, false)]
        );
    }

    #[test]
    fn a_relationship_from_a_weak_entity_to_its_owner_starts_identifying_n_to_1() {
        let mut p = Project::default();
        let library = entity_with(&mut p, "Library", "library_id", None);
        let shelf = entity_with(&mut p, "Shelf", "code", Some(&library));
        let device = entity_with(&mut p, "Device", "device_id", None);
        for (from, to, ends, identifying) in [
            (&shelf, &library, [Cardinality::Many, Cardinality::One], true),
            (&library, &shelf, [Cardinality::One, Cardinality::Many], true),
            (&shelf, &device, [Cardinality::Many, Cardinality::Many], false),
        ] {
            let mut q = p.clone();
            q.apply(&Edit::relate(&p, from, to, "holds")).expect("test data");
            let r = &q.relationships[0];
            assert_eq!((r.ends.each_ref().map(|e| e.cardinality), r.identifying), (ends, identifying));
        }
    }

    #[test]
    fn a_timeline_query_lists_its_time_key_newest_first() {
        let mut p = Project::default();
        let device = entity_with(&mut p, "Device", "device_id", None);
        let event = entity_with(&mut p, "Event", "at timestamp, level int", None);
        p.apply(&Edit::add_relationship(&p, &device, &event, "emits", [Cardinality::One, Cardinality::Many], None))
            .expect("test data");
        let rid = p.relationships[0].id.clone();
        let Some(Edit::AddQuery { query, .. }) = Edit::query_along(&p, &rid, 0, "") else { panic!("no query") };
        let at = &p.entity(&event).expect("test data").attributes[0];
        assert_eq!(
            query.order_by.iter().map(|o| (&o.attribute, o.direction)).collect::<Vec<_>>(),
            [(&at.id, Direction::Desc)]
        );
    }
}

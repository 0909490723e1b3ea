//! The naming rule (methodology §4.1) for derived tables and their columns.

use crate::er::SubjectRef;
use crate::ids::{AttributeId, EntityId};
use crate::naming::{cql_word, plural, snake_case};
use crate::project::{Index, Owner, Query};
use crate::text::Text;

/// `<queried entity, plural>_by_<given attributes>`.
///
/// A group of given attributes that makes up another entity's whole key is named after that
/// entity (`hotels_by_poi`, `amenities_by_room`); a query given exactly its entity's own key
/// is named after the entity (`hotels`); a query given nothing gets `all_<entities>`.
///
/// A query about a relationship's instances is named after the relationship's noun
/// (`ratings_by_video`, `video_interactions_by_user_video`); a query of aggregates after
/// its subject's statistics (`rating_stats_by_video`).
///
/// The name is always one CQL takes (at most 48 characters): a longer one is shortened by
/// `fit_table_name`, and the full name is returned beside it.
pub fn table_name(index: &Index<'_>, query: &Query, path: &super::AccessPath<'_>) -> (String, Option<String>) {
    let (subject, parts) = name_parts(index, query, path);
    let full = if parts.is_empty() { subject.clone() } else { format!("{subject}_by_{}", parts.join("_")) };
    let short = fit_table_name(&subject, &parts);
    if short == full { (full, None) } else { (short, Some(full)) }
}

/// The subject part of a table's name and the parts after `_by_` (none: the name is the
/// subject alone).
fn name_parts(index: &Index<'_>, query: &Query, path: &super::AccessPath<'_>) -> (String, Vec<String>) {
    let noun = subject_noun(index, path.subject);
    let target = match path.subject {
        Some(SubjectRef::Relationship(_)) => None,
        _ => path.target,
    };
    let subject = match path.subject {
        _ if noun.is_empty() => format!("q{}", snake_case(query.id.as_str())),
        _ if !query.aggregates.is_empty() => match query.period() {
            Some(per) => format!("{}_{noun}_stats", super::period::adjective(per.unit)),
            None => format!("{noun}_stats"),
        },
        Some(SubjectRef::Relationship(r)) => index.relationship(r).map(|r| r.rows_name()).unwrap_or_default(),
        Some(SubjectRef::Entity(e)) if index.plays(e).is_some() => role_rows(index, e),
        Some(SubjectRef::Entity(e)) => index.entity(e).map_or_else(|| plural(&noun), crate::project::Entity::rows_word),
        _ => plural(&noun),
    };
    // The period's time attribute is named by the period (`daily_`), not after `_by_`.
    let period = query.period().map(|p| &p.attribute);
    let given: Vec<&AttributeId> = query
        .given
        .iter()
        .map(|g| &g.attribute)
        .filter(|a| index.attribute(a).is_some() && Some(*a) != period)
        .collect();
    if given.is_empty() {
        return (if query.aggregates.is_empty() { format!("all_{subject}") } else { subject }, Vec::new());
    }
    if is_own_table(index, query, target) {
        return (subject, Vec::new());
    }
    // Entities other than the target whose whole key is given; keep the maximal ones.
    // Only an entity owning a given attribute can have its whole key given (a weak entity's
    // key includes its own partial key).
    let mut covering: Vec<(&EntityId, Vec<&AttributeId>)> = Vec::new();
    for a in &given {
        let Some(e) = index.entity_of(a) else { continue };
        if Some(&e.id) == target || covering.iter().any(|(c, _)| *c == &e.id) {
            continue;
        }
        let key = index.full_key(&e.id);
        if !key.is_empty() && key.iter().all(|a| given.contains(a)) {
            covering.push((&e.id, key));
        }
    }
    let maximal: Vec<&(&EntityId, Vec<&AttributeId>)> = covering
        .iter()
        .filter(|(id, key)| {
            !covering
                .iter()
                .any(|(other, okey)| other != id && okey.len() > key.len() && key.iter().all(|a| okey.contains(a)))
        })
        .collect();
    let mut parts: Vec<String> = Vec::new();
    for a in &given {
        let part = if let Some((e, _)) = maximal.iter().find(|(_, key)| key.contains(a)) {
            entity_word(index, e)
        } else {
            match index.attribute(a) {
                Some((Owner::Entity(e), attr)) if Some(e) != target => {
                    qualify(&entity_word(index, e), &attr.cql_word())
                }
                Some((_, attr)) => attr.cql_word(),
                None => continue,
            }
        };
        if !part.is_empty() && !parts.contains(&part) {
            parts.push(part);
        }
    }
    (subject, parts)
}

/// Letters an abbreviated word keeps.
const ABBREVIATED: usize = 4;

/// A derived table name CQL takes (at most [`crate::cql::MAX_SCHEMA_NAME_LEN`]
/// characters), deterministically:
/// 1. `<subject>_by_<parts>` as the naming rule gives it, when it fits;
/// 2. else the trailing parts are dropped, one at a time, keeping the first (the key still
///    shows every given attribute);
/// 3. else every word is cut to its first four letters (`submissions_by_track` →
///    `subm_by_trac`);
/// 4. else it is cut, and six hexadecimal digits of a hash of the full name end it.
///
/// Names of other characters than ASCII are left to validation (they need a physical name
/// whatever their length).
pub fn fit_table_name(subject: &str, parts: &[String]) -> String {
    let max = crate::cql::MAX_SCHEMA_NAME_LEN;
    let joined = |subject: &str, parts: &[String]| {
        if parts.is_empty() { subject.to_owned() } else { format!("{subject}_by_{}", parts.join("_")) }
    };
    let full = joined(subject, parts);
    if full.len() <= max || !full.is_ascii() {
        return full;
    }
    for keep in (1..parts.len()).rev() {
        let name = joined(subject, &parts[..keep]);
        if name.len() <= max {
            return name;
        }
    }
    let abbreviate = |s: &str| s.split('_').map(|w| &w[..w.len().min(ABBREVIATED)]).collect::<Vec<_>>().join("_");
    let first: Vec<String> = parts.iter().take(1).map(|p| abbreviate(p)).collect();
    let name = joined(&abbreviate(subject), &first);
    if name.len() <= max {
        return name;
    }
    let tag = format!("_{:06x}", fnv1a(full.as_bytes()) & 0xff_ffff);
    let mut cut = name[..max - tag.len()].trim_end_matches('_').to_owned();
    cut.push_str(&tag);
    cut
}

/// FNV-1a, 64 bits: a hash that never changes between versions or machines.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3))
}

/// The singular noun of the query's subject (`rating`, `video`), for names.
pub fn subject_noun(index: &Index<'_>, subject: Option<crate::er::SubjectRef<'_>>) -> String {
    match subject {
        Some(crate::er::SubjectRef::Relationship(r)) => {
            index.relationship(r).map(|r| r.noun_name()).unwrap_or_default()
        }
        Some(crate::er::SubjectRef::Entity(e)) => entity_word(index, e),
        None => String::new(),
    }
}

/// The word naming an entity in table and column names: the role it plays in the query
/// (`follower`: `follower_username`), else its name (`user`).
pub fn entity_word(index: &Index<'_>, e: &EntityId) -> String {
    let entity = || index.entity(e).map(crate::project::Entity::cql_word).unwrap_or_default();
    match index.plays(e) {
        Some(role) if played_at_an_end(index, e, role) => cql_word(role),
        // The owner of a weak entity in a role: the follower's site, `follower_site`.
        Some(role) => format!("{}_{}", cql_word(role), entity()),
        None => entity(),
    }
}

/// `true` when the view entity `e` (`user@follower`) stands at an end labelled `role`; the
/// owner of a weak entity in the role (`site@follower`) plays it only through its weak entity.
fn played_at_an_end(index: &Index<'_>, e: &EntityId, role: &str) -> bool {
    !crate::er::roles::ends_playing(index, e, role).is_empty()
}

/// What the rows of an entity in a role are called: the role's plural when the role is a noun
/// (`followers`), the entity's plural and the role when it is a participle (`followed`,
/// `blocked`: `users_followed`, as in `users_followed_by_user`).
fn role_rows(index: &Index<'_>, e: &EntityId) -> String {
    let written = index.plays(e).unwrap_or_default();
    let role = cql_word(written);
    let entity = index.entity(e).map(crate::project::Entity::cql_word).unwrap_or_default();
    let entities = index.entity(e).map(crate::project::Entity::rows_word).unwrap_or_default();
    if !index.plays(e).is_some_and(|r| played_at_an_end(index, e, r)) {
        return format!("{role}_{entities}");
    }
    let participle = role.ends_with("ed") && !role.contains('_') && role.len() > 3;
    if participle && !entity.is_empty() {
        format!("{entities}_{role}")
    } else {
        crate::naming::plural_of(written, &role)
    }
}

/// `true` when the query looks up single instances of its entity: every given attribute is
/// an equality on the entity's full key, and the whole key is given. Such a table is named
/// after the entity alone (`hotels`) and its key columns keep their plain names (`id`).
pub fn is_own_table(index: &Index<'_>, query: &Query, target: Option<&EntityId>) -> bool {
    let Some(t) = target else { return false };
    let key = index.full_key(t);
    let given: Vec<&AttributeId> = query.given.iter().map(|g| &g.attribute).collect();
    !key.is_empty()
        && query.given.iter().all(|g| g.predicate == crate::project::Predicate::Eq)
        && key.len() == given.len()
        && key.iter().all(|a| given.contains(a))
}

/// `prefix_base`, unless `base` already starts with the prefix, or with the prefix's last
/// word (`sample_time` of `Depth sample` is `sample_time`, never `depth_sample_sample_time`:
/// a name repeats no word), written apart or joined to the rest of its first word
/// (`username` of `User` is `username`, never `user_username`).
pub fn qualify(prefix: &str, base: &str) -> String {
    let last = prefix.rsplit('_').next().unwrap_or(prefix);
    let first_word = base.split('_').next().unwrap_or(base);
    let starts = |p: &str| {
        !p.is_empty()
            && (base == p || base.starts_with(&format!("{p}_")) || (!p.contains('_') && first_word.starts_with(p)))
    };
    if prefix.is_empty() || starts(prefix) || starts(last) { base.to_owned() } else { format!("{prefix}_{base}") }
}

/// The column name of an attribute in a table about `target`:
/// - the attribute's own column name when the user set one;
/// - attributes of other entities, and key attributes of the target outside the target's own
///   table, are qualified with their entity's name (`hotel_id`, `poi_name`), so keys of
///   different entities never clash;
/// - the target's other attributes and relationship attributes keep their plain name.
pub fn column_name(index: &Index<'_>, attribute: &AttributeId, target: Option<&EntityId>, own_table: bool) -> String {
    let Some((owner, attr)) = index.attribute(attribute) else { return snake_case(attribute.as_str()) };
    if let Some(c) = &attr.column {
        return c.clone();
    }
    let mut base = attr.cql_word();
    if base.is_empty() {
        // A name of only punctuation or spaces: fall back on the id (validation reports it).
        base = snake_case(attribute.as_str());
        if base.is_empty() {
            base = "unnamed".to_owned();
        }
    }
    match owner {
        Owner::Entity(e) => {
            let is_target = Some(e) == target;
            if is_target && (!attr.key || own_table) { base } else { qualify(&entity_word(index, e), &base) }
        }
        Owner::Relationship(_) => base,
    }
}
/// Why `name` cannot be a CQL keyspace, table or view name
/// ([`crate::cql::schema_name_problem`]), worded in both languages for a diagnostic.
pub fn schema_name_problem(name: &str) -> Option<Text> {
    let problem = crate::cql::schema_name_problem(name)?;
    Some(problem.said())
}

//! What a query returns rows of: an entity (hotels) or a relationship's instances (the
//! comments on a video, the ratings of a video).

use super::ErGraph;
use super::closure::determined;
use crate::ids::{EntityId, RelationshipId};
use crate::project::{Cardinality, Index, Owner, Query};

/// The subject of a query: whose instances its table's rows are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SubjectRef<'a> {
    /// An entity type.
    Entity(&'a EntityId),
    /// A relationship type: each row is one instance (a comment, a rating).
    Relationship(&'a RelationshipId),
}

/// The entity a query returns: the query's explicit entity, else the most specific entity
/// among its find attributes (the one from which the others are reached through to-one
/// relationships: a temperature reading rather than its sensor), else the entity of the
/// first given attribute.
pub fn target_entity<'a>(index: &Index<'a>, graph: &ErGraph<'a>, query: &'a Query) -> Option<&'a EntityId> {
    if let Some(e) = &query.entity {
        return index.entity(e).map(|e| &e.id);
    }
    let mut find_entities: Vec<&'a EntityId> = Vec::new();
    for a in &query.find {
        if let Some(e) = index.entity_of(a) {
            if !find_entities.contains(&&e.id) {
                find_entities.push(&e.id);
            }
        }
    }
    if find_entities.is_empty() {
        return query.given.iter().find_map(|g| index.entity_of(&g.attribute)).map(|e| &e.id);
    }
    let mut best = find_entities[0];
    let mut best_reach = 0;
    for &cand in &find_entities {
        let reach = find_entities.iter().filter(|&&o| o != cand && reaches_to_one(index, graph, cand, o)).count();
        if reach > best_reach {
            best = cand;
            best_reach = reach;
        }
    }
    Some(best)
}

/// `true` when every step of the shortest path from `from` to `to` is to-one (each `from`
/// instance determines one `to` instance).
fn reaches_to_one(index: &Index<'_>, graph: &ErGraph<'_>, from: &EntityId, to: &EntityId) -> bool {
    let Some(path) = graph.path(from, to) else { return false };
    let mut cur = from.clone();
    for rid in path {
        let Some(r) = index.relationship(rid) else { return false };
        let there = usize::from(r.ends[0].entity == cur);
        if r.ends[there].cardinality != Cardinality::One {
            return false;
        }
        cur = r.ends[there].entity.clone();
    }
    true
}

/// The subject of a query:
/// 1. the relationship the query names (`relationship`);
/// 2. the entity the query names (`entity`);
/// 3. a relationship whose attributes the query returns (or orders by) and whose instances
///    the returned entity does not determine: the answer is that relationship's rows (the
///    comments on a video, not the video);
/// 4. else the returned entity ([`target_entity`]).
pub fn subject<'a>(index: &Index<'a>, graph: &ErGraph<'a>, query: &'a Query) -> Option<SubjectRef<'a>> {
    if let Some(r) = query.relationship.as_ref().and_then(|r| index.relationship(r)) {
        return Some(SubjectRef::Relationship(&r.id));
    }
    let target = target_entity(index, graph, query);
    if query.entity.is_some() {
        return target.map(SubjectRef::Entity);
    }
    let returned = query.find.iter().chain(query.order_by.iter().map(|o| &o.attribute));
    for a in returned {
        let Some((Owner::Relationship(r), _)) = index.attribute(a) else { continue };
        let Some(rel) = index.relationship(r) else { continue };
        let pinned = target.is_some_and(|t| determined(index, &index.full_key(t), Some(&[r])).relationship(r));
        if !pinned {
            return Some(SubjectRef::Relationship(&rel.id));
        }
    }
    target.map(SubjectRef::Entity)
}

impl From<SubjectRef<'_>> for crate::logical::Subject {
    fn from(s: SubjectRef<'_>) -> Self {
        match s {
            SubjectRef::Entity(e) => Self::Entity(e.clone()),
            SubjectRef::Relationship(r) => Self::Relationship(r.clone()),
        }
    }
}

//! A query's access path through the ER graph (MR1): its subject, the entities and
//! relationships it touches, and the relationships joining them.

use super::{ErGraph, SubjectRef, subject};
use crate::ids::{EntityId, RelationshipId};
use crate::project::{Index, Owner, Query, RelationshipKind};

/// The entities and relationships a query touches.
#[derive(Debug, Default)]
pub struct AccessPath<'a> {
    /// Whose instances the rows are.
    pub subject: Option<SubjectRef<'a>>,
    /// The entity the query returns (for a relationship subject: its first end), from which
    /// paths are walked and after which columns are named.
    pub target: Option<&'a EntityId>,
    /// Every entity involved (target first).
    pub entities: Vec<&'a EntityId>,
    /// Relationships on the path, in the order met.
    pub relationships: Vec<&'a RelationshipId>,
    /// Entities that could not be reached from the target.
    pub unreachable: Vec<&'a EntityId>,
}

/// The access path of a query: the subject, every entity its attributes belong to (both
/// ends for relationship attributes), and the relationships joining them to the target.
/// The walk prefers the relationships the query goes through (its `via`, its subject, and
/// those whose attributes it uses), so that of two relationships between the same entities
/// the one the query means is taken, never the first in the file.
pub fn access_path<'a>(index: &Index<'a>, graph: &ErGraph<'a>, query: &'a Query) -> AccessPath<'a> {
    let subject = subject(index, graph, query);
    let mut path = AccessPath { subject, ..AccessPath::default() };
    let push_entity = |path: &mut AccessPath<'a>, e: &'a EntityId| {
        if index.entity(e).is_some() && !path.entities.contains(&e) {
            path.entities.push(e);
        }
    };
    // A relationship on the path, with its ends when `ends`.
    let push_relationship = |path: &mut AccessPath<'a>, r: &'a RelationshipId, ends: bool| {
        let Some(rel) = index.relationship(r) else { return };
        if !path.relationships.contains(&&rel.id) {
            path.relationships.push(&rel.id);
        }
        if ends {
            for end in &rel.ends {
                push_entity(path, &end.entity);
            }
        }
    };
    match subject {
        Some(SubjectRef::Entity(e)) => push_entity(&mut path, e),
        Some(SubjectRef::Relationship(r)) => push_relationship(&mut path, r, true),
        None => {}
    }
    path.target = path.entities.first().copied();
    for r in &query.via {
        push_relationship(&mut path, r, true);
    }
    // The query's attributes bring their owners (both ends of a relationship); an
    // aggregate's attribute brings its relationship alone.
    let attributes = query.attributes().into_iter().map(|a| (a, true));
    let aggregated = query.aggregates.iter().filter_map(|g| g.attribute.as_ref()).map(|a| (a, false));
    for (a, ends) in attributes.chain(aggregated) {
        match index.attribute(a) {
            Some((Owner::Entity(e), _)) => push_entity(&mut path, e),
            Some((Owner::Relationship(r), _)) => push_relationship(&mut path, r, ends),
            None => {}
        }
    }
    let Some(t) = path.target else { return path };
    let mut preferred: Vec<&RelationshipId> = path.relationships.clone();
    preferred.extend(identifying_links(index, graph, query, &path.entities));
    for &e in path.entities.clone().iter().skip(1) {
        match graph.path_preferring(t, e, &preferred) {
            Some(rels) => {
                for r in rels {
                    if !path.relationships.contains(&r) {
                        path.relationships.push(r);
                    }
                }
            }
            None => path.unreachable.push(e),
        }
    }
    path
}

/// The identifying links of the weak entities among `entities` whose owner's key the query
/// uses (given, found or ordered by). The owner's key is part of the weak entity's identity:
/// the query reaches that owner through the weak entity, crossing the link for nothing, never
/// through another relationship that happens to touch the owner ("orders shipped to one of a
/// customer's addresses" reach the customer whose address it is, not the one who placed the
/// order).
fn identifying_links<'a>(
    index: &Index<'a>,
    graph: &ErGraph<'a>,
    query: &Query,
    entities: &[&'a EntityId],
) -> Vec<&'a RelationshipId> {
    let used = query.attributes();
    let mut links = Vec::new();
    for &w in entities {
        let Some(owner) = index.entity(w).and_then(|e| e.owner.as_ref()) else { continue };
        let owners_key = index
            .full_key(w)
            .into_iter()
            .filter(|a| !matches!(index.attribute(a), Some((Owner::Entity(e), _)) if e == w));
        if !owners_key.into_iter().any(|a| used.contains(&a)) {
            continue;
        }
        // The relationships at `w` (an entity owning itself: every one), from the graph: a walk
        // of every relationship here, per query, made derivation quadratic.
        let joins = |(r, other): &(&'a RelationshipId, &'a EntityId)| {
            (*other == owner || w == owner) && index.relationship(r).is_some_and(|r| r.identifying)
        };
        links.extend(graph.relationships_of(w).filter(joins).map(|(r, _)| r));
    }
    links
}

/// `true` when a relationship is m:n.
pub fn is_many_to_many(index: &Index<'_>, r: &RelationshipId) -> bool {
    index.relationship(r).is_some_and(|r| r.kind() == RelationshipKind::ManyToMany)
}

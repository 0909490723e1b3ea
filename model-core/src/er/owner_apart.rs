//! The owner of a weak entity, apart from the same entity met on a query's path another way
//! (issue 40).
//!
//! A weak entity is identified by its owner's key and its own: an employee by the department
//! that numbers it and its number. When a query also reaches the owner's entity by another
//! relationship — the employees *assigned to* a department, where each employee is numbered by
//! its home department — the department given and the employee's home department are two
//! instances of one entity. With one column for both, the table either keeps only the
//! employees assigned to their own department or, keyed by the number alone, merges employees
//! of two departments that share a number.
//!
//! In the query's view the weak entity's owner becomes an entity of its own, the owner *of*
//! the weak entity (`department@employee`, attributes `department.id@employee`), reached
//! through the identifying relationship; the other way keeps the entity itself. Its key
//! columns are named for whose owner it is (`employee_department_id`), and every rule of
//! derivation applies unchanged; the proof's loader reads the view's ids as the entity and
//! relationship themselves.

use super::{ErGraph, access_path};
use crate::ids::{EntityId, RelationshipId};
use crate::project::{Index, Owner, Project, Query};
use rustc_hash::FxHashSet;

/// `view` (the query's view of its roles, `None`: the project itself) with the owner of every
/// weak entity on the query's path whose owner the path meets by another way set apart; `view`
/// unchanged when there is none.
pub(crate) fn apart(
    index: &Index<'_>,
    graph: Option<&ErGraph<'_>>,
    query: &Query,
    view: Option<Project>,
) -> Option<Project> {
    if index.weak_entities().is_empty() || !may_meet_owner(index, query) {
        return view;
    }
    // The project's own index (and graph, when given) when there is no view: indexing the
    // whole project again per query made the trade-offs of a large model quadratic.
    let splits = match &view {
        Some(v) => met_apart(&v.index(), None, query),
        None => met_apart(index, graph, query),
    };
    if splits.is_empty() {
        return view;
    }
    let mut out = view.unwrap_or_else(|| super::roles::scope(index, query));
    for (weak, identifying) in splits {
        set_apart(&mut out, &weak, &identifying);
    }
    Some(out)
}

/// A cheap look before the path is walked: the query names (by an attribute, its subject, a
/// relationship it goes through) a weak entity and an entity of its chain of owners.
fn may_meet_owner(index: &Index<'_>, query: &Query) -> bool {
    let mut named: FxHashSet<&str> = FxHashSet::default();
    for a in super::roles::mentioned(query) {
        match index.attribute(a) {
            Some((Owner::Entity(e), _)) => {
                named.insert(e.as_str());
            }
            Some((Owner::Relationship(r), _)) => {
                named.extend(index.relationship(r).into_iter().flat_map(|r| r.ends.iter().map(|e| e.entity.as_str())));
            }
            None => {}
        }
    }
    named.extend(query.entity.iter().map(|e| e.split_role().0));
    for r in query.relationship.iter().chain(&query.via) {
        let base = RelationshipId::from(r.split_role().0);
        named.extend(index.relationship(&base).into_iter().flat_map(|r| r.ends.iter().map(|e| e.entity.as_str())));
    }
    named.iter().any(|e| owners(index, &EntityId::from(*e)).iter().any(|(o, _)| named.contains(o.as_str())))
}

/// The chain of owners of an entity's key root, nearest first, each with the identifying
/// relationship to the entity below it (`None` when the model has none); cycles cut.
pub fn owners<'a>(index: &Index<'a>, entity: &EntityId) -> Vec<(&'a EntityId, Option<&'a RelationshipId>)> {
    let mut out: Vec<(&'a EntityId, Option<&'a RelationshipId>)> = Vec::new();
    let mut cur = index.key_root(entity);
    let mut seen: FxHashSet<&EntityId> = FxHashSet::default();
    while let Some(e) = cur {
        if !seen.insert(&e.id) {
            break;
        }
        let Some(owner) = e.owner.as_ref().and_then(|o| index.entity(o)) else { break };
        out.push((&owner.id, identifying(index, &e.id, &owner.id)));
        cur = Some(owner);
    }
    out
}

/// The identifying relationship between a weak entity and its owner (among the weak
/// entity's own relationships, [`Index::around`]).
fn identifying<'a>(index: &Index<'a>, weak: &EntityId, owner: &EntityId) -> Option<&'a RelationshipId> {
    index
        .around(weak.as_str())?
        .relationships
        .iter()
        .find(|r| r.identifying && r.ends.iter().any(|e| &e.entity == owner) && !r.is_self())
        .map(|r| &r.id)
}

/// The weak entities (each the one just below the owner to set apart) whose owner the
/// query's path meets another way than through the identifying relationship: it does not
/// cross that relationship, or it does and also joins the two (or the weak entity and an
/// owner above) by another way, as a relationship the query goes `via`. Each with its
/// identifying relationship.
fn met_apart(vindex: &Index<'_>, graph: Option<&ErGraph<'_>>, query: &Query) -> Vec<(EntityId, RelationshipId)> {
    let Some(q) = vindex.query(&query.id) else { return Vec::new() };
    let built;
    let graph = match graph {
        Some(g) => g,
        None => {
            built = ErGraph::new(vindex);
            &built
        }
    };
    let path = access_path(vindex, graph, q);
    let mut out: Vec<(EntityId, RelationshipId)> = Vec::new();
    for e in &path.entities {
        let root = vindex.key_root(e).map_or((*e).clone(), |r| r.id.clone());
        if vindex.plays(&root).is_some() || out.iter().any(|(w, _)| *w == root) {
            continue;
        }
        let chain = owners(vindex, &root);
        let Some((_, Some(rel))) = chain.first() else { continue };
        let met: Vec<&EntityId> = chain.iter().map(|(o, _)| *o).filter(|o| path.entities.contains(o)).collect();
        if met.is_empty() {
            continue;
        }
        let joined = joined_without(vindex, &path, rel, &root);
        if !path.relationships.contains(rel) || met.iter().any(|o| joined.contains(o.as_str())) {
            out.push((root.clone(), (*rel).clone()));
        }
    }
    out
}

/// The entities the path's relationships (and the subtypes' links) join to `from`, the
/// relationship `left_out` left out.
fn joined_without<'a>(
    vindex: &Index<'a>,
    path: &super::AccessPath<'a>,
    left_out: &RelationshipId,
    from: &'a EntityId,
) -> FxHashSet<&'a str> {
    let mut links: Vec<(&str, &str)> = path
        .relationships
        .iter()
        .filter(|r| **r != left_out)
        .filter_map(|r| vindex.relationship(r))
        .map(|r| (r.ends[0].entity.as_str(), r.ends[1].entity.as_str()))
        .collect();
    for e in &path.entities {
        if let Some(sup) = vindex.supertype(e) {
            links.push((e.as_str(), sup.id.as_str()));
        }
    }
    let mut seen: FxHashSet<&str> = FxHashSet::default();
    let mut todo = vec![from.as_str()];
    while let Some(e) = todo.pop() {
        if seen.insert(e) {
            for (a, b) in &links {
                if *a == e && !seen.contains(b) {
                    todo.push(b);
                } else if *b == e && !seen.contains(a) {
                    todo.push(a);
                }
            }
        }
    }
    seen.remove(from.as_str());
    seen
}

/// Sets the owner of `weak` apart in the view: a copy of the owner (and of its own chain of
/// owners) as the owner *of* the weak entity, standing at the identifying relationship's end.
fn set_apart(view: &mut Project, weak: &EntityId, identifying: &RelationshipId) {
    let Some(name) = view.entity(weak).map(crate::project::Entity::cql_word) else { return };
    let Some(owner) = view.entity(weak).and_then(|w| w.owner.clone()) else { return };
    let role = if name.is_empty() { weak.to_string() } else { name };
    let snapshot = view.clone();
    let Some(copy) = super::roles::add_in_role(&snapshot.index(), view, &owner, &role) else { return };
    if let Some(r) = view.relationships.iter_mut().find(|r| &r.id == identifying) {
        for end in &mut r.ends {
            if end.entity == owner {
                end.entity = copy.clone();
            }
        }
    }
    if let Some(w) = view.entities.iter_mut().find(|e| &e.id == weak) {
        w.owner = Some(copy);
    }
}

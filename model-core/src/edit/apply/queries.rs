//! Queries: added, removed (with their transitions, table choices and position), given the
//! entity or relationship they are about, and the transitions of the workflow.

use super::*;

/// [`Edit::AddQuery`].
pub(super) fn add(p: &mut Project, query: &Query, pos: Option<Pos>) -> Result<(), EditError> {
    id_free(p, query.id.as_str())?;
    if let Some(pos) = pos {
        p.layout.workflow.insert(query.id.to_string(), pos);
    }
    p.queries.push(query.clone());
    Ok(())
}

/// [`Edit::RemoveQuery`]: its transitions, table choices, merges, physical tables' mentions
/// and position go with it.
pub(super) fn remove(p: &mut Project, id: &QueryId) -> Result<(), EditError> {
    let Some(at) = p.queries.iter().position(|q| &q.id == id) else {
        return Err(not_found(Thing::Query, id));
    };
    p.queries.remove(at);
    p.transitions.retain(|t| &t.from != id && &t.to != id);
    p.overrides.tables.remove(id);
    for group in &mut p.overrides.merges {
        group.retain(|q| q != id);
    }
    p.overrides.merges.retain(|g| g.len() > 1);
    for t in &mut p.physical.tables {
        t.queries.retain(|q| q != id);
    }
    p.layout.workflow.remove(id.as_str());
    Ok(())
}

/// [`Edit::SetQueryEntity`]: an existing entity, or none.
pub(super) fn set_entity(p: &mut Project, id: &QueryId, entity: Option<&EntityId>) -> Result<(), EditError> {
    if let Some(e) = entity
        && p.entity(e).is_none()
    {
        return Err(not_found(Thing::Entity, e));
    }
    query_mut(p, id)?.entity = entity.cloned();
    Ok(())
}

/// [`Edit::SetQueryRelationship`]: an existing relationship, or none.
pub(super) fn set_relationship(
    p: &mut Project,
    id: &QueryId,
    relationship: Option<&RelationshipId>,
) -> Result<(), EditError> {
    if let Some(r) = relationship
        && p.relationship(r).is_none()
    {
        return Err(not_found(Thing::Relationship, r));
    }
    query_mut(p, id)?.relationship = relationship.cloned();
    Ok(())
}

/// [`Edit::SetQueryVia`]: existing relationships, each once (in the order first given).
pub(super) fn set_via(p: &mut Project, id: &QueryId, via: &[RelationshipId]) -> Result<(), EditError> {
    if let Some(r) = via.iter().find(|r| p.relationship(r).is_none()) {
        return Err(not_found(Thing::Relationship, r));
    }
    let mut unique: Vec<RelationshipId> = Vec::with_capacity(via.len());
    for r in via {
        if !unique.contains(r) {
            unique.push(r.clone());
        }
    }
    query_mut(p, id)?.via = unique;
    Ok(())
}

/// [`Edit::AddTransition`]: between two existing, different queries; once.
pub(super) fn add_transition(p: &mut Project, from: &QueryId, to: &QueryId) -> Result<(), EditError> {
    for q in [from, to] {
        if p.query(q).is_none() {
            return Err(not_found(Thing::Query, q));
        }
    }
    if from == to {
        return Err(EditError::Invalid(Refusal::LeadsToItself { query: from.clone() }));
    }
    if !p.transitions.iter().any(|t| &t.from == from && &t.to == to) {
        p.transitions.push(Transition { from: from.clone(), to: to.clone(), extra: Default::default() });
    }
    Ok(())
}

/// [`Edit::RemoveTransition`].
pub(super) fn remove_transition(p: &mut Project, from: &QueryId, to: &QueryId) -> Result<(), EditError> {
    let before = p.transitions.len();
    p.transitions.retain(|t| !(&t.from == from && &t.to == to));
    if p.transitions.len() == before {
        return Err(not_found(Thing::Transition, format!("{from} → {to}")));
    }
    Ok(())
}

//! Relationships: added between existing entities, removed (with what named them), and the
//! fan-out estimated at an end.

use super::*;

/// [`Edit::AddRelationship`]: both ends name existing entities.
pub(super) fn add(p: &mut Project, relationship: &Relationship, pos: Option<Pos>) -> Result<(), EditError> {
    id_free(p, relationship.id.as_str())?;
    for end in &relationship.ends {
        if p.entity(&end.entity).is_none() {
            return Err(not_found(Thing::Entity, &end.entity));
        }
    }
    fresh_attributes(p, &relationship.attributes)?;
    if let Some(pos) = pos {
        p.layout.conceptual.insert(relationship.id.to_string(), pos);
    }
    p.relationships.push(relationship.clone());
    Ok(())
}

/// [`Edit::RemoveRelationship`].
pub(super) fn remove(p: &mut Project, id: &RelationshipId) -> Result<(), EditError> {
    if p.relationship(id).is_none() {
        return Err(not_found(Thing::Relationship, id));
    }
    remove_unchecked(p, id);
    Ok(())
}

/// Removes a relationship if there is one, its attributes with every reference to them, the
/// queries' references to it and its position.
pub(super) fn remove_unchecked(p: &mut Project, id: &RelationshipId) {
    let Some(at) = p.relationships.iter().position(|r| &r.id == id) else { return };
    let r = p.relationships.remove(at);
    for a in &r.attributes {
        p.forget_attribute(&a.id);
    }
    for q in &mut p.queries {
        if q.relationship.as_ref() == Some(id) {
            q.relationship = None;
        }
        q.via.retain(|v| v != id);
    }
    p.layout.conceptual.remove(id.as_str());
}

/// [`Edit::SetRelationshipEstimate`]: a number of 0 or more, or none.
pub(super) fn set_fan_out(
    p: &mut Project,
    id: &RelationshipId,
    end: usize,
    fan_out: Option<f64>,
) -> Result<(), EditError> {
    if let Some(f) = fan_out {
        check_number(Estimate::FanOut, f)?;
    }
    end_mut(p, id, end)?.fan_out = fan_out;
    Ok(())
}

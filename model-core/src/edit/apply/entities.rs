//! Entity types: added, removed (with everything that named them), owned, estimated, keyed,
//! and their specialisations.

use super::*;

/// [`Edit::AddEntity`].
pub(super) fn add(p: &mut Project, entity: &Entity, pos: Option<Pos>) -> Result<(), EditError> {
    id_free(p, entity.id.as_str())?;
    fresh_attributes(p, &entity.attributes)?;
    if let Some(pos) = pos {
        p.layout.conceptual.insert(entity.id.to_string(), pos);
    }
    p.entities.push(entity.clone());
    Ok(())
}

/// [`Edit::RemoveEntity`]: its relationships go, and what named it (owners, growth, queries,
/// specialisations, positions) forgets it.
pub(super) fn remove(p: &mut Project, id: &EntityId) -> Result<(), EditError> {
    let Some(at) = p.entities.iter().position(|e| &e.id == id) else {
        return Err(not_found(Thing::Entity, id));
    };
    let entity = p.entities.remove(at);
    let rels: Vec<RelationshipId> = p.relationships.iter().filter(|r| r.touches(id)).map(|r| r.id.clone()).collect();
    for r in &rels {
        super::relationships::remove_unchecked(p, r);
    }
    for a in &entity.attributes {
        p.forget_attribute(&a.id);
    }
    for e in &mut p.entities {
        if e.owner.as_ref() == Some(id) {
            e.owner = None;
        }
        if let Some(g) = &mut e.estimates.growth
            && g.for_each.as_ref() == Some(id)
        {
            g.for_each = None;
        }
    }
    for q in &mut p.queries {
        if q.entity.as_ref() == Some(id) {
            q.entity = None;
        }
    }
    let gone: Vec<SpecialisationId> =
        p.specialisations.iter().filter(|s| &s.supertype == id).map(|s| s.id.clone()).collect();
    p.specialisations.retain(|s| &s.supertype != id);
    for s in &mut p.specialisations {
        s.subtypes.retain(|e| e != id);
    }
    for g in gone {
        p.layout.conceptual.remove(g.as_str());
    }
    p.layout.conceptual.remove(id.as_str());
    Ok(())
}

/// [`Edit::SetEntityOwner`]: an existing entity other than itself, or none.
pub(super) fn set_owner(p: &mut Project, id: &EntityId, owner: Option<&EntityId>) -> Result<(), EditError> {
    if let Some(o) = owner {
        if o == id {
            return Err(EditError::Invalid(Refusal::OwnsItself { entity: id.clone() }));
        }
        if p.entity(o).is_none() {
            return Err(not_found(Thing::Entity, o));
        }
    }
    entity_mut(p, id)?.owner = owner.cloned();
    Ok(())
}

/// [`Edit::SetEntityEstimates`].
pub(super) fn set_estimates(p: &mut Project, id: &EntityId, estimates: &EntityEstimates) -> Result<(), EditError> {
    check_estimates(p, id, estimates)?;
    entity_mut(p, id)?.estimates.clone_from(estimates);
    Ok(())
}

/// The estimates of `entity` are numbers of 0 or more, about things that exist: the growth's
/// `for_each` entity, its time attribute and the attributes given distinct values.
fn check_estimates(p: &Project, entity: &EntityId, e: &EntityEstimates) -> Result<(), EditError> {
    if let Some(c) = e.count {
        check_number(Estimate::Count, c)?;
    }
    if let Some(g) = &e.growth {
        check_number(Estimate::GrowthRate, g.rate)?;
        if let Some(d) = g.kept_days {
            check_number(Estimate::DaysKept, d)?;
        }
        if let Some(o) = &g.for_each
            && p.entity(o).is_none()
        {
            return Err(not_found(Thing::Entity, o));
        }
        if let Some(a) = &g.time_attribute {
            check_attributes_exist(p, std::iter::once(a))?;
        }
    }
    for (a, n) in &e.distinct {
        check_number(Estimate::DistinctValues, *n)?;
        let owned = p.entity(entity).is_some_and(|x| x.attributes.iter().any(|x| &x.id == a));
        if !owned {
            return Err(EditError::Invalid(Refusal::NotAnAttributeOf { attribute: a.clone(), entity: entity.clone() }));
        }
    }
    Ok(())
}

/// [`Edit::SetAlternateKeys`]: each key is non-empty and made of the entity's own attributes.
pub(super) fn set_alternate_keys(p: &mut Project, id: &EntityId, keys: &[Vec<AttributeId>]) -> Result<(), EditError> {
    let entity = p.entity(id).ok_or_else(|| not_found(Thing::Entity, id))?;
    for key in keys {
        if key.is_empty() {
            return Err(EditError::Invalid(Refusal::EmptyAlternateKey { entity: entity.name.clone() }));
        }
        if let Some(a) = key.iter().find(|a| !entity.attributes.iter().any(|x| &x.id == *a)) {
            return Err(EditError::Invalid(Refusal::KeyOfOtherAttribute {
                attribute: (*a).clone(),
                entity: entity.name.clone(),
            }));
        }
    }
    entity_mut(p, id)?.alternate_keys = keys.to_vec();
    Ok(())
}

/// [`Edit::AddSpecialisation`].
pub(super) fn add_specialisation(p: &mut Project, specialisation: &Specialisation) -> Result<(), EditError> {
    id_free(p, specialisation.id.as_str())?;
    check_specialisation(p, specialisation)?;
    p.specialisations.push(specialisation.clone());
    Ok(())
}

/// [`Edit::SetSpecialisation`].
pub(super) fn set_specialisation(p: &mut Project, specialisation: &Specialisation) -> Result<(), EditError> {
    check_specialisation(p, specialisation)?;
    let Some(s) = p.specialisations.iter_mut().find(|s| s.id == specialisation.id) else {
        return Err(not_found(Thing::Specialisation, &specialisation.id));
    };
    *s = specialisation.clone();
    Ok(())
}

/// [`Edit::RemoveSpecialisation`], and its position.
pub(super) fn remove_specialisation(p: &mut Project, id: &SpecialisationId) -> Result<(), EditError> {
    let before = p.specialisations.len();
    p.specialisations.retain(|s| &s.id != id);
    if p.specialisations.len() == before {
        return Err(not_found(Thing::Specialisation, id));
    }
    p.layout.conceptual.remove(id.as_str());
    Ok(())
}

/// A specialisation names existing, distinct entities, and the supertype is not its own
/// subtype.
fn check_specialisation(p: &Project, s: &Specialisation) -> Result<(), EditError> {
    for e in std::iter::once(&s.supertype).chain(&s.subtypes) {
        if p.entity(e).is_none() {
            return Err(not_found(Thing::Entity, e));
        }
    }
    if s.subtypes.contains(&s.supertype) {
        return Err(EditError::Invalid(Refusal::OwnSubtype { entity: s.supertype.clone() }));
    }
    if let Some((_, e)) = s.subtypes.iter().enumerate().find(|(i, e)| s.subtypes[..*i].contains(e)) {
        return Err(EditError::Invalid(Refusal::SubtypeTwice { entity: e.clone() }));
    }
    Ok(())
}

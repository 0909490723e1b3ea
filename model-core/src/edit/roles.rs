//! The role at a relationship's end, set, cleared or renamed. A rename carries the queries
//! and overrides that name the role along (`user.username@follower` becomes
//! `user.username@subscriber`): a role is a name, and renaming it loses nothing.

use super::EditError;
use crate::ids::{AttributeId, EntityId, RelationshipId};
use crate::project::{ColumnEdit, Project};

/// Sets the role at end `end` of relationship `id` (`None` or blank: no role).
pub(super) fn set_end_role(
    p: &mut Project,
    id: &RelationshipId,
    end: usize,
    role: Option<&str>,
) -> Result<(), EditError> {
    let new = role.map(str::trim).filter(|r| !r.is_empty()).map(str::to_owned);
    if let Some(r) = &new {
        crate::project::limits::check_role(r).map_err(EditError::Limit)?;
    }
    let r = super::apply::relationship_mut(p, id)?;
    let at = r.ends.get_mut(end).ok_or(EditError::Invalid(super::Refusal::NoSuchEnd { end }))?;
    let old = at.role.as_deref().map(str::trim).filter(|r| !r.is_empty()).map(str::to_owned);
    let entity = at.entity.clone();
    at.role.clone_from(&new);
    // Another end where the entity still plays the old role keeps the references.
    let still_played =
        p.relationships.iter().any(|r| (0..2).any(|i| r.ends[i].entity == entity && r.role(i) == old.as_deref()));
    match (old, new) {
        (Some(old), Some(new)) if old != new && !still_played => rename_references(p, &entity, &old, &new),
        // A role typed again after it was cleared (a name retyped letter by letter passes
        // through none): the references left naming a role no end plays take it, when they
        // name one such role.
        (None, Some(new)) => {
            if let [orphan] = orphan_roles(p, &entity).as_slice() {
                rename_references(p, &entity, orphan, &new);
            }
        }
        _ => {}
    }
    Ok(())
}

/// The roles references name for `entity`'s attributes that no end of it plays.
fn orphan_roles(p: &Project, entity: &EntityId) -> Vec<String> {
    let own: Vec<&str> = p
        .entities
        .iter()
        .filter(|e| &e.id == entity)
        .flat_map(|e| e.attributes.iter().map(|a| a.id.as_str()))
        .collect();
    let played = |role: &str| {
        p.relationships.iter().any(|r| (0..2).any(|i| &r.ends[i].entity == entity && r.role(i) == Some(role)))
    };
    let mut out: Vec<String> = Vec::new();
    for q in &p.queries {
        for a in crate::er::roles::mentioned(q) {
            if let (base, Some(role)) = a.split_role() {
                if own.contains(&base) && !played(role) && !out.iter().any(|o| o == role) {
                    out.push(role.to_owned());
                }
            }
        }
    }
    out
}

/// Every reference to an attribute of `entity` in role `old`, in queries and overrides, now
/// names `new`.
fn rename_references(p: &mut Project, entity: &EntityId, old: &str, new: &str) {
    let own: Vec<AttributeId> =
        p.entities.iter().filter(|e| &e.id == entity).flat_map(|e| e.attributes.iter().map(|a| a.id.clone())).collect();
    let fix = |a: &mut AttributeId| {
        if let (base, Some(role)) = a.split_role() {
            if role == old && own.iter().any(|o| o.as_str() == base) {
                *a = AttributeId::from(base).with_role(new);
            }
        }
    };
    for q in &mut p.queries {
        q.given.iter_mut().for_each(|g| fix(&mut g.attribute));
        q.find.iter_mut().for_each(fix);
        q.order_by.iter_mut().for_each(|o| fix(&mut o.attribute));
        q.aggregates.iter_mut().filter_map(|g| g.attribute.as_mut()).for_each(fix);
        q.nearest.iter_mut().for_each(|n| fix(&mut n.attribute));
    }
    for t in p.overrides.tables.values_mut() {
        if let Some(k) = &mut t.key {
            k.partition.iter_mut().for_each(fix);
            k.clustering.iter_mut().for_each(|o| fix(&mut o.attribute));
        }
        for c in &mut t.columns {
            match c {
                ColumnEdit::Rename { attribute, .. }
                | ColumnEdit::Add { attribute }
                | ColumnEdit::Remove { attribute }
                | ColumnEdit::Static { attribute, .. }
                | ColumnEdit::Index { attribute } => fix(attribute),
            }
        }
    }
}

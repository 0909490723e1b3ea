//! Attributes of entities and relationships: added, removed (with every reference to them),
//! given fields, moved in their list.

use super::*;

/// [`Edit::AddAttribute`].
pub(super) fn add(p: &mut Project, owner: &AttributeOwner, attribute: &Attribute) -> Result<(), EditError> {
    id_free(p, attribute.id.as_str())?;
    match owner {
        AttributeOwner::Entity(e) => entity_mut(p, e)?.attributes.push(attribute.clone()),
        AttributeOwner::Relationship(r) => relationship_mut(p, r)?.attributes.push(attribute.clone()),
    }
    Ok(())
}

/// [`Edit::RemoveAttribute`].
pub(super) fn remove(p: &mut Project, id: &AttributeId) -> Result<(), EditError> {
    let mut found = false;
    for e in &mut p.entities {
        let before = e.attributes.len();
        e.attributes.retain(|a| &a.id != id);
        found |= e.attributes.len() != before;
    }
    for r in &mut p.relationships {
        let before = r.attributes.len();
        r.attributes.retain(|a| &a.id != id);
        found |= r.attributes.len() != before;
    }
    if !found {
        return Err(not_found(Thing::Attribute, id));
    }
    p.forget_attribute(id);
    Ok(())
}

/// [`Edit::SetAttributeFields`]: every field's type one a project file can hold.
pub(super) fn set_fields(p: &mut Project, id: &AttributeId, fields: &[Field]) -> Result<(), EditError> {
    fields.iter().try_for_each(|f| writable_type(&f.ty))?;
    attribute_mut(p, id)?.fields = fields.to_vec();
    Ok(())
}

/// [`Edit::ReorderAttribute`]: one place up or down in its owner's list (at either end it
/// stays).
pub(super) fn reorder(p: &mut Project, id: &AttributeId, up: bool) -> Result<(), EditError> {
    let lists =
        p.entities.iter_mut().map(|e| &mut e.attributes).chain(p.relationships.iter_mut().map(|r| &mut r.attributes));
    for list in lists {
        if let Some(i) = list.iter().position(|a| &a.id == id) {
            let j = if up { i.checked_sub(1) } else { Some(i + 1).filter(|j| *j < list.len()) };
            if let Some(j) = j {
                list.swap(i, j);
            }
            return Ok(());
        }
    }
    Err(not_found(Thing::Attribute, id))
}

impl Project {
    /// Removes every reference to an attribute (queries, physical types, layout, estimates,
    /// time buckets).
    pub(super) fn forget_attribute(&mut self, id: &AttributeId) {
        for q in &mut self.queries {
            q.given.retain(|g| &g.attribute != id);
            q.find.retain(|a| a != id);
            q.order_by.retain(|o| &o.attribute != id);
            q.aggregates.retain(|a| a.attribute.as_ref() != Some(id));
            if q.per.as_ref().is_some_and(|x| &x.attribute == id) {
                q.per = None;
            }
        }
        for e in &mut self.entities {
            for key in &mut e.alternate_keys {
                key.retain(|a| a != id);
            }
            e.alternate_keys.retain(|k| !k.is_empty());
            e.estimates.distinct.remove(id);
            if let Some(g) = &mut e.estimates.growth
                && g.time_attribute.as_ref() == Some(id)
            {
                g.time_attribute = None;
            }
        }
        for ov in self.overrides.tables.values_mut() {
            if matches!(&ov.bucket, Some(Bucket::Time { attribute, .. }) if attribute == id) {
                ov.bucket = None;
            }
            // A hand-set key that named the attribute is no longer the user's key: back to
            // the derived one (the user's other choices stay).
            if ov
                .key
                .as_ref()
                .is_some_and(|k| k.partition.contains(id) || k.clustering.iter().any(|o| &o.attribute == id))
            {
                ov.key = None;
            }
        }
        self.overrides.tables.retain(|_, ov| !ov.is_empty());
        self.physical.types.remove(id);
        self.layout.conceptual.remove(id.as_str());
    }
}

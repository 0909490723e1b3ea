//! A small set as a collection: for a many-to-many relationship whose other end is only named
//! by the query ("a vet's specialties": Vet ──< has >── Specialty, and the query wants only
//! the specialty's name), the alternative of a `set<…>` column in the owner's row instead of
//! one row per pair. Offered only when the relationship's fan-out says the set is small (at
//! most [`SMALL_SET`] elements), or when the user already chose that key; never the default.

use super::{KeyInputs, attribute_type};
use crate::cql::CqlType;
use crate::er::{AccessPath, is_many_to_many};
use crate::ids::AttributeId;
use crate::logical::{Alternative, AlternativeReason, Choice, Column, KeyPart};
use crate::project::{Index, ManualKey, Query};

/// Most elements a set may hold on average for the alternative to be offered: a collection is
/// read whole with its row and every element is a cell, so only a small set belongs there.
pub const SMALL_SET: f64 = 100.0;

/// What a query's table would collect: the other end's key attribute, the column's name and
/// the elements per owner (the relationship's fan-out towards it, when estimated).
#[derive(Clone, Debug)]
pub(super) struct Collected {
    attribute: AttributeId,
    column: String,
    elements: Option<f64>,
}

/// The attribute a query's rows could collect, if any: the single key attribute of the
/// entity at one end of a many-to-many relationship on the path, which the query returns,
/// neither searches nor orders by, and of which it uses nothing else; the relationship's own
/// attributes unused. The rows are then the pairs, and MR5 appended that key to keep them apart.
fn candidate(index: &Index<'_>, query: &Query, path: &AccessPath<'_>, inputs: &KeyInputs<'_>) -> Option<Collected> {
    if !query.aggregates.is_empty() || query.nearest.is_some() {
        return None;
    }
    let used = query.attributes();
    let searched = inputs.searched();
    path.relationships.iter().filter(|r| is_many_to_many(index, r)).find_map(|r| {
        let rel = index.relationship(r)?;
        if rel.attributes.iter().any(|a| used.contains(&&a.id)) {
            return None;
        }
        rel.ends.iter().find_map(|end| {
            let entity = index.entity(&end.entity)?;
            let key = index.full_key(&entity.id);
            let [k] = key.as_slice() else { return None };
            let only_named = entity.attributes.iter().all(|a| &a.id == *k || !used.contains(&&a.id));
            let returned = query.find.contains(k) && inputs.uniqueness.contains(k) && !searched.contains(k);
            let native = matches!(attribute_type(index, k, false), CqlType::Native(_));
            (only_named && returned && native && entity.owner.is_none()).then(|| Collected {
                attribute: (*k).clone(),
                column: entity.rows_word(),
                elements: end.fan_out.filter(|f| f.is_finite() && *f >= 0.0),
            })
        })
    })
}

/// Adds the collection alternative to a query's key alternatives (second, after the default)
/// when the set is small or the user's key is that one; returns what it collects.
pub(super) fn offer(
    index: &Index<'_>,
    query: &Query,
    path: &AccessPath<'_>,
    inputs: &KeyInputs<'_>,
    chosen: Option<&ManualKey>,
    alts: &mut Vec<Alternative>,
) -> Option<Collected> {
    let found = candidate(index, query, path, inputs)?;
    let default = alts.first()?;
    let part = KeyPart::Attribute(found.attribute.clone());
    if !default.clustering.iter().any(|(p, _)| *p == part) {
        return None;
    }
    let clustering = default.clustering.iter().filter(|(p, _)| *p != part).cloned().collect();
    let reason = AlternativeReason::Collection {
        attribute: index.label(&found.attribute),
        elements: found.elements.map(|e| e.round() as u64),
    };
    let alt = Alternative::new(default.partition.clone(), clustering, reason);
    let small = found.elements.is_some_and(|e| e <= SMALL_SET);
    let asked = chosen.is_some_and(|k| alt.as_manual_key().as_ref() == Some(k));
    if !(small || asked) {
        return None;
    }
    alts.retain(|a| a.partition != alt.partition || a.clustering != alt.clustering);
    alts.insert(1.min(alts.len()), alt);
    alts.truncate(super::MAX_ALTERNATIVES);
    Some(found)
}

/// With the collection alternative chosen, the collected attribute's column is the set: named
/// after the other end (`specialties`), one per owner's row. The table records the choice.
pub(super) fn shape(
    index: &Index<'_>,
    alt: &Alternative,
    found: Option<&Collected>,
    columns: &mut [Column],
    choices: &mut Vec<Choice>,
) {
    let (Some(found), AlternativeReason::Collection { .. }) = (found, &alt.reason) else { return };
    let Some(c) = columns.iter_mut().find(|c| c.attribute.as_ref() == Some(&found.attribute) && !c.role.is_key())
    else {
        return;
    };
    c.ty = CqlType::Set(Box::new(c.ty.clone()));
    c.name.clone_from(&found.column);
    c.provenance.reason = crate::logical::Reason::Collected { attribute: index.label(&found.attribute) };
    choices.push(Choice::Collection {
        attribute: found.attribute.clone(),
        column: c.name.clone(),
        elements: found.elements,
    });
}

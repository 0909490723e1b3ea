//! The parts of a project, and copies of just those parts: an undo step keeps what one
//! gesture changed ([`super::Edit::parts`]), not the whole project.

use crate::project::{Entity, Layout, Overrides, Physical, Project, Query, Relationship, Specialisation, Transition};
use std::collections::BTreeMap;

/// A set of the project's parts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Parts(u16);

impl Parts {
    /// The name, description and unknown fields.
    pub const META: Parts = Parts(1);
    /// Entity types.
    pub const ENTITIES: Parts = Parts(1 << 1);
    /// Relationship types.
    pub const RELATIONSHIPS: Parts = Parts(1 << 2);
    /// Specialisations.
    pub const SPECIALISATIONS: Parts = Parts(1 << 3);
    /// Queries.
    pub const QUERIES: Parts = Parts(1 << 4);
    /// Workflow transitions.
    pub const TRANSITIONS: Parts = Parts(1 << 5);
    /// The user's choices about derived tables.
    pub const OVERRIDES: Parts = Parts(1 << 6);
    /// Keyspaces, types, hand-made tables.
    pub const PHYSICAL: Parts = Parts(1 << 7);
    /// Diagram positions.
    pub const LAYOUT: Parts = Parts(1 << 8);
    /// Attributes live in entities and relationships.
    pub const ATTRIBUTES: Parts = Parts(Self::ENTITIES.0 | Self::RELATIONSHIPS.0);
    /// Everything.
    pub const ALL: Parts = Parts((1 << 9) - 1);

    /// Both sets.
    #[must_use]
    pub const fn and(self, other: Parts) -> Parts {
        Parts(self.0 | other.0)
    }

    /// `true` when `other` is in this set.
    pub const fn has(self, other: Parts) -> bool {
        self.0 & other.0 == other.0
    }
}

/// Copies of some parts of a project.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Snapshot {
    meta: Option<(String, String, BTreeMap<String, serde_json::Value>)>,
    entities: Option<Vec<Entity>>,
    relationships: Option<Vec<Relationship>>,
    specialisations: Option<Vec<Specialisation>>,
    queries: Option<Vec<Query>>,
    transitions: Option<Vec<Transition>>,
    overrides: Option<Overrides>,
    physical: Option<Physical>,
    layout: Option<Layout>,
}

fn copy<T: Clone>(parts: Parts, part: Parts, value: &T) -> Option<T> {
    parts.has(part).then(|| value.clone())
}

fn swap<T>(kept: &mut Option<T>, live: &mut T) {
    if let Some(kept) = kept {
        std::mem::swap(kept, live);
    }
}

impl Snapshot {
    /// Copies `parts` of `p`.
    pub(super) fn take(p: &Project, parts: Parts) -> Self {
        Self {
            meta: parts.has(Parts::META).then(|| (p.name.clone(), p.description.clone(), p.extra.clone())),
            entities: copy(parts, Parts::ENTITIES, &p.entities),
            relationships: copy(parts, Parts::RELATIONSHIPS, &p.relationships),
            specialisations: copy(parts, Parts::SPECIALISATIONS, &p.specialisations),
            queries: copy(parts, Parts::QUERIES, &p.queries),
            transitions: copy(parts, Parts::TRANSITIONS, &p.transitions),
            overrides: copy(parts, Parts::OVERRIDES, &p.overrides),
            physical: copy(parts, Parts::PHYSICAL, &p.physical),
            layout: copy(parts, Parts::LAYOUT, &p.layout),
        }
    }

    /// Also copies the `parts` of `p` not copied yet.
    pub(super) fn widen(&mut self, p: &Project, parts: Parts) {
        let more = Self::take(p, parts);
        macro_rules! fill {
            ($($field:ident),*) => { $( if self.$field.is_none() { self.$field = more.$field; } )* };
        }
        fill!(meta, entities, relationships, specialisations, queries, transitions, overrides, physical, layout);
    }

    /// `true` when `p`'s copied parts are what was copied (the edit changed nothing).
    pub(super) fn matches(&self, p: &Project) -> bool {
        self.meta.as_ref().is_none_or(|(n, d, x)| (n, d, x) == (&p.name, &p.description, &p.extra))
            && self.entities.as_ref().is_none_or(|v| v == &p.entities)
            && self.relationships.as_ref().is_none_or(|v| v == &p.relationships)
            && self.specialisations.as_ref().is_none_or(|v| v == &p.specialisations)
            && self.queries.as_ref().is_none_or(|v| v == &p.queries)
            && self.transitions.as_ref().is_none_or(|v| v == &p.transitions)
            && self.overrides.as_ref().is_none_or(|v| v == &p.overrides)
            && self.physical.as_ref().is_none_or(|v| v == &p.physical)
            && self.layout.as_ref().is_none_or(|v| v == &p.layout)
    }

    /// Puts the copied parts back into `p` and keeps `p`'s parts instead (so that calling it
    /// again redoes).
    pub(super) fn swap_with(&mut self, p: &mut Project) {
        if let Some((n, d, x)) = &mut self.meta {
            std::mem::swap(n, &mut p.name);
            std::mem::swap(d, &mut p.description);
            std::mem::swap(x, &mut p.extra);
        }
        swap(&mut self.entities, &mut p.entities);
        swap(&mut self.relationships, &mut p.relationships);
        swap(&mut self.specialisations, &mut p.specialisations);
        swap(&mut self.queries, &mut p.queries);
        swap(&mut self.transitions, &mut p.transitions);
        swap(&mut self.overrides, &mut p.overrides);
        swap(&mut self.physical, &mut p.physical);
        swap(&mut self.layout, &mut p.layout);
    }
}

/// The parts in which two projects differ (a check that an edit changed only what it says).
#[cfg(any(debug_assertions, test))]
pub(super) fn changed(a: &Project, b: &Project) -> Parts {
    let mut out = Parts::default();
    let mut mark = |same: bool, part: Parts| {
        if !same {
            out = out.and(part);
        }
    };
    mark((&a.name, &a.description, &a.extra, &a.format) == (&b.name, &b.description, &b.extra, &b.format), Parts::META);
    mark(a.entities == b.entities, Parts::ENTITIES);
    mark(a.relationships == b.relationships, Parts::RELATIONSHIPS);
    mark(a.specialisations == b.specialisations, Parts::SPECIALISATIONS);
    mark(a.queries == b.queries, Parts::QUERIES);
    mark(a.transitions == b.transitions, Parts::TRANSITIONS);
    mark(a.overrides == b.overrides, Parts::OVERRIDES);
    mark(a.physical == b.physical, Parts::PHYSICAL);
    mark(a.layout == b.layout, Parts::LAYOUT);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::sample;
    use crate::edit::{Edit, History};
    use crate::project::Pos;

    #[test]
    fn a_step_copies_only_the_parts_its_edit_changes_and_undo_redo_restore_them() {
        let mut p = sample("hotel");
        let original = p.clone();
        let id = p.entities[0].id.clone();
        let moved = Edit::MoveNodes {
            canvas: crate::edit::Canvas::Conceptual,
            moves: vec![(id.to_string(), Pos { x: 1.0, y: 2.0 })],
        };
        let renamed = Edit::RenameEntity { id, name: "Inn".to_owned() };
        // A move's step holds the layout only; a rename's, the entities only.
        let step = Snapshot::take(&p, moved.parts());
        assert!(step.layout.is_some() && step.entities.is_none() && step.queries.is_none() && step.overrides.is_none());
        let step = Snapshot::take(&p, renamed.parts());
        assert!(step.entities.is_some() && step.layout.is_none() && step.relationships.is_none());

        let mut h = History::new();
        h.apply(&mut p, &moved).expect("move");
        h.seal();
        h.apply(&mut p, &renamed).expect("rename");
        let after = p.clone();
        assert!(h.undo(&mut p) && h.undo(&mut p));
        assert_eq!(p, original);
        assert!(h.redo(&mut p) && h.redo(&mut p));
        assert_eq!(p, after);
        assert_eq!(changed(&original, &after), Parts::ENTITIES.and(Parts::LAYOUT));
    }
}

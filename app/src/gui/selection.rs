//! What the user has selected: one or more things, by stable id.

use model_core::ids::{AttributeId, EntityId, QueryId, RelationshipId};

/// One selectable thing.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Selected {
    /// An entity type.
    Entity(EntityId),
    /// A relationship type.
    Relationship(RelationshipId),
    /// An attribute type.
    Attribute(AttributeId),
    /// A query.
    Query(QueryId),
    /// A logical table, by name.
    Table(String),
}

/// The selection: ordered, the last item is the primary one the inspector shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    items: Vec<Selected>,
}

impl Selection {
    /// Selects only `item`.
    pub fn set(&mut self, item: Selected) {
        self.items = vec![item];
    }

    /// Adds `item`, or removes it if already selected (Ctrl/Shift-click).
    pub fn toggle(&mut self, item: Selected) {
        if let Some(i) = self.items.iter().position(|s| s == &item) {
            self.items.remove(i);
        } else {
            self.items.push(item);
        }
    }

    /// Selects these items.
    pub fn set_many(&mut self, items: Vec<Selected>) {
        self.items = items;
    }

    /// Clears the selection.
    pub fn clear(&mut self) {
        self.items.clear();
    }

    /// `true` when `item` is selected.
    pub fn contains(&self, item: &Selected) -> bool {
        self.items.contains(item)
    }

    /// All items, in selection order.
    pub fn items(&self) -> &[Selected] {
        &self.items
    }

    /// `true` when nothing is selected.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Selected entities, in selection order.
    pub fn entities(&self) -> Vec<&EntityId> {
        self.items
            .iter()
            .filter_map(|s| match s {
                Selected::Entity(e) => Some(e),
                _ => None,
            })
            .collect()
    }

    /// Drops items that no longer exist in the project or model.
    pub fn retain(&mut self, exists: impl Fn(&Selected) -> bool) {
        self.items.retain(|s| exists(s));
    }
}

//! What the user has selected: one or more things, by stable id; and what the selection
//! highlights on the other diagrams (a query's access path, its table, its workflow node).

use model_core::Project;
use model_core::ids::{AttributeId, EntityId, QueryId, RelationshipId};
use model_core::logical::LogicalModel;
use std::collections::HashSet;

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
    /// A column of a logical table: table name, column name.
    Column(String, String),
}

impl Selected {
    /// The model's item this is, for deleting it ([`model_core::edit::Edit::delete`]);
    /// tables and columns are derived, not deleted.
    pub fn item(&self) -> Option<model_core::edit::Item> {
        use model_core::edit::Item;
        match self {
            Self::Entity(e) => Some(Item::Entity(e.clone())),
            Self::Relationship(r) => Some(Item::Relationship(r.clone())),
            Self::Attribute(a) => Some(Item::Attribute(a.clone())),
            Self::Query(q) => Some(Item::Query(q.clone())),
            Self::Table(_) | Self::Column(..) => None,
        }
    }
}

impl From<model_core::edit::Item> for Selected {
    fn from(item: model_core::edit::Item) -> Self {
        use model_core::edit::Item;
        match item {
            Item::Entity(e) => Self::Entity(e),
            Item::Relationship(r) => Self::Relationship(r),
            Item::Attribute(a) => Self::Attribute(a),
            Item::Query(q) => Self::Query(q),
        }
    }
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

/// What the primary selection lights up elsewhere: a selected query (or a table, or a
/// column's table) highlights the query's access path on the ER diagram, its table on the
/// Chebotko diagrams and its node in the workflow.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Highlight {
    /// Entity ids on the access path.
    pub entities: HashSet<String>,
    /// Relationship ids on the access path.
    pub relationships: HashSet<String>,
    /// Tables serving the query.
    pub tables: HashSet<String>,
    /// The queries.
    pub queries: HashSet<QueryId>,
}

impl Highlight {
    /// The highlight of the primary (last) selected item.
    pub fn of(selection: &Selection, project: &Project, model: &LogicalModel) -> Self {
        let queries: Vec<QueryId> = match selection.items().last() {
            Some(Selected::Query(q)) => vec![q.clone()],
            Some(Selected::Table(t) | Selected::Column(t, _)) => {
                model.table(t).map(|t| t.queries.clone()).unwrap_or_default()
            }
            _ => Vec::new(),
        };
        let mut out = Self::default();
        for q in queries {
            let path = model_core::explain::query_path(project, &q);
            out.entities.extend(path.entities.iter().map(ToString::to_string));
            out.relationships.extend(path.relationships.iter().map(ToString::to_string));
            out.tables.extend(model.tables.iter().filter(|t| t.queries.contains(&q)).map(|t| t.name.clone()));
            out.queries.insert(q);
        }
        out
    }
}

/// The colour of highlighted shapes (a selected query's path, table and node): a violet
/// that reads on both the light and the dark theme, apart from the selection's blue and from
/// the warnings' orange (a highlighted table must not read as a warned one).
pub const HIGHLIGHT: egui::Color32 = egui::Color32::from_rgb(168, 85, 247);

#[cfg(test)]
mod tests {
    use super::HIGHLIGHT;

    /// The hue of a colour in degrees.
    fn hue(c: egui::Color32) -> f32 {
        egui::ecolor::Hsva::from(c).h * 360.0
    }

    #[test]
    fn the_highlight_is_neither_a_warning_nor_an_error_nor_the_selection_in_either_theme() {
        for v in [egui::Visuals::dark(), egui::Visuals::light()] {
            for other in [v.warn_fg_color, v.error_fg_color, v.selection.stroke.color] {
                let d = (hue(HIGHLIGHT) - hue(other)).abs();
                assert!(d.min(360.0 - d) > 40.0, "{HIGHLIGHT:?} next to {other:?}");
            }
            // Drawn as a 3-px stroke: WCAG asks 3:1 of graphics.
            assert!(crate::gui::widgets::contrast(HIGHLIGHT, v.extreme_bg_color) >= 3.0, "on {:?}", v.extreme_bg_color);
        }
    }
}

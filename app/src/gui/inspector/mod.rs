//! The inspector: the properties of the selection, edited in place. Every change is recorded
//! as an [`Edit`] in the frame's action list. One file per kind of thing selected: the ER model's (`conceptual`), a
//! query (`query`), a logical table (`table`).

mod attributes;
mod conceptual;
mod query;
mod sai;
mod suggested_queries;
mod table;

use super::actions::{Actions, Tab};
use super::derived::Derived;

use super::selection::Selected;
use super::widgets::{FieldChange, text_field};
use crate::gui::context::ViewContext;
use model_core::Project;
use model_core::edit::Edit;
use model_core::ids::{AttributeId, EntityId};
use std::collections::HashMap;

/// Inspector state kept between frames (text being typed before it becomes an edit).
#[derive(Debug, Default)]
pub struct Inspector {
    new_attribute: String,
    /// The new attribute's Key box as the user set it (`None`: as its name suggests).
    new_attribute_key: Option<bool>,
    /// Focus the new-attribute field on the next frame (Enter on a new entity's name).
    focus_new_attribute: bool,
    type_buffers: HashMap<AttributeId, String>,
    /// Focus the name field on the next frame (after creating something).
    pub focus_name: bool,
    estimates: super::panels::estimates::EstimatesEditor,
    /// The trade-off figures of the alternatives of the last table shown: derivation count,
    /// query, figures (measuring derives the project once per alternative).
    tradeoffs: Option<(u64, model_core::ids::QueryId, Vec<model_core::tradeoff::Tradeoff>)>,
    /// The figures of the SAI offers of the last table shown: derivation count, table name,
    /// figures (measuring derives the project twice per offer).
    index_tradeoffs: Option<(u64, String, Vec<model_core::tradeoff::IndexTradeoff>)>,
    /// The selection shown last frame: another one starts at the inspector's top.
    shown: Vec<Selected>,
}

/// What the inspector shows a selection in: the project, what was derived from it, the tab.
#[derive(Clone, Copy)]
struct Shown<'a> {
    project: &'a Project,
    derived: &'a Derived,
    tab: Tab,
}

fn apply_field(actions: &mut Actions, change: FieldChange, make: impl FnOnce(String) -> Edit) {
    if let Some(v) = change.value {
        actions.edit(make(v));
    }
    if change.done {
        actions.seal();
    }
}

impl Inspector {
    /// The inspector panel in its scroll area, at its top whenever the selection changed
    /// (a new query's description and givens are seen first, not the previous scroll offset).
    pub fn scrolled_ui(&mut self, ui: &mut egui::Ui, cx: &mut ViewContext<'_>) {
        let mut area = egui::ScrollArea::vertical().id_salt("inspector").auto_shrink([false, false]);
        if self.shown.as_slice() != cx.selection.items() {
            self.shown = cx.selection.items().to_vec();
            area = area.vertical_scroll_offset(0.0);
        }
        area.show(ui, |ui| self.ui(ui, cx));
    }

    /// The inspector panel.
    pub fn ui(&mut self, ui: &mut egui::Ui, cx: &mut ViewContext<'_>) {
        let (project, derived, tab) = (cx.project, cx.derived, cx.tab);
        let (selection, actions) = (&mut *cx.selection, &mut *cx.actions);
        let focus = std::mem::take(&mut self.focus_name);
        let items = selection.items().to_vec();
        if items.len() > 1 {
            self.multi_ui(ui, project, &items, actions);
            return;
        }
        match items.first() {
            None => project_ui(ui, project, actions),
            Some(Selected::Entity(id)) => match project.entity(id) {
                Some(_) => self.entity_ui(ui, project, id, focus, selection, actions),
                None => missing(ui),
            },
            Some(Selected::Relationship(id)) => match project.relationship(id) {
                Some(_) => self.relationship_ui(ui, project, id, focus, selection, actions),
                None => missing(ui),
            },
            Some(Selected::Attribute(id)) => self.attribute_ui(ui, project, id, focus, selection, actions),
            Some(Selected::Query(id)) => match project.query(id) {
                Some(_) => query::query_ui(ui, project, derived, id, focus, selection, actions),
                None => missing(ui),
            },
            Some(Selected::Table(name)) => match derived.derivation.model.table(name) {
                Some(t) => {
                    self.table_ui(ui, Shown { project, derived, tab }, t, selection, actions);
                    self.estimates.table_ui(ui, project, derived, t, actions);
                }
                None => missing(ui),
            },
            Some(Selected::Column(table, column)) => match derived.derivation.model.table(table) {
                Some(t) => super::explain_view::column_ui(ui, project, t, column, selection),
                None => missing(ui),
            },
        }
    }

    fn multi_ui(&mut self, ui: &mut egui::Ui, project: &Project, items: &[Selected], actions: &mut Actions) {
        use super::ui_command::UiCommand;
        ui.heading(tr!("gui-n-selected", count = items.len()));
        let entities: Vec<&EntityId> = items
            .iter()
            .filter_map(|s| match s {
                Selected::Entity(e) => Some(e),
                _ => None,
            })
            .collect();
        if let [a, b] = entities.as_slice() {
            let names = |e: &EntityId| project.entity(e).map_or_else(String::new, |e| e.name.clone());
            if ui.button(tr!("gui-relate-these", first = &names(a), second = &names(b))).clicked() {
                actions.relate((*a).clone(), (*b).clone());
            }
        }
        if UiCommand::Delete.toolbar_button(ui, true) {
            actions.command(UiCommand::Delete);
        }
    }
}

fn name_or(name: &Option<String>, default: &str) -> String {
    name.clone().unwrap_or_else(|| default.to_owned())
}

fn missing(ui: &mut egui::Ui) {
    ui.label(egui::RichText::new(tr!("gui-selection-gone")).weak());
}

fn project_ui(ui: &mut egui::Ui, project: &Project, actions: &mut Actions) {
    ui.heading(tr!("gui-project"));
    let c = text_field(ui, &tr!("gui-title"), &project.name, "project-name", false);
    apply_field(actions, c, |name| Edit::RenameProject { name });
    let mut one = project.overrides.one_table_per_query;
    if ui.checkbox(&mut one, tr!("gui-one-table-per-query")).on_hover_text(tr!("gui-tip-one-table-per-query")).changed()
    {
        actions.edit(Edit::SetOneTablePerQuery { on: one });
    }
    ui.label(egui::RichText::new(tr!("gui-nothing-selected")).weak());
}

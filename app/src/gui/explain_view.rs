//! Explanations in the inspector: why a column is in its table and in its place, and a
//! table's queries and columns, worded in the UI's language from
//! [`model_core::explain`]'s structured reasons.

use super::i18n::language;
use super::selection::{Selected, Selection};
use model_core::Project;
use model_core::explain::{ColumnExplanation, TableExplanation, explain_column, explain_table};
use model_core::logical::Table;

/// A column's whole explanation in the UI's language: `K: MR2, equality search (=) on
/// POI.name in Q1` (worded by model-core).
pub fn column_text(e: &ColumnExplanation) -> String {
    e.words().get(language())
}

/// The inspector for a selected column.
pub fn column_ui(ui: &mut egui::Ui, project: &Project, table: &Table, column: &str, selection: &mut Selection) {
    ui.heading(tr!("gui-teach-column"));
    ui.label(egui::RichText::new(column).monospace().strong());
    if ui.link(tr!("gui-teach-in-table", table = &table.name)).clicked() {
        selection.set(Selected::Table(table.name.clone()));
    }
    let Some(e) = explain_column(table, column) else {
        ui.label(egui::RichText::new(tr!("gui-selection-gone")).weak());
        return;
    };
    if let Some(c) = table.column(column) {
        ui.label(egui::RichText::new(c.ty.to_string()).monospace());
    }
    ui.separator();
    ui.strong(tr!("gui-teach-why-here"));
    ui.label(column_text(&e)).on_hover_text(e.rule.line().get(language()));
    if let Some(q) = &e.query
        && ui.link(q.as_str()).on_hover_text(project.query(q).map_or("", |q| q.description.as_str())).clicked()
    {
        selection.set(Selected::Query(q.clone()));
    }
}

/// A table's explanation: its queries (links), the rules in order, and each column's reason.
pub fn table_ui(ui: &mut egui::Ui, project: &Project, table: &Table, selection: &mut Selection) {
    let e: TableExplanation = explain_table(project, table);
    ui.separator();
    ui.strong(tr!("gui-teach-queries-served"));
    for q in &e.queries {
        let text = project.query(q).map_or_else(|| q.to_string(), |x| format!("{q} {}", x.description));
        if ui.link(text).clicked() {
            selection.set(Selected::Query(q.clone()));
        }
    }
    if !e.path_names.is_empty() {
        ui.label(tr!("gui-teach-access-path", path = &e.path_names.join(", ")));
    }
    rules_ui(ui, &e);
    ui.separator();
    ui.strong(tr!("gui-teach-why-columns"));
    for c in &e.columns {
        ui.horizontal_wrapped(|ui| {
            if ui.link(egui::RichText::new(&c.column).monospace()).clicked() {
                selection.set(Selected::Column(table.name.clone(), c.column.clone()));
            }
            ui.label(column_text(c));
        });
    }
}

/// The mapping rules applied to a table, in the method's order, each with its columns.
pub fn rules_ui(ui: &mut egui::Ui, e: &TableExplanation) {
    ui.strong(tr!("gui-teach-rules-applied"));
    for step in &e.steps {
        ui.horizontal_wrapped(|ui| {
            ui.label(egui::RichText::new(step.rule.words().get(language())).strong())
                .on_hover_text(step.rule.line().get(language()));
            ui.label("→");
            ui.label(egui::RichText::new(step.columns.join(", ")).monospace());
        });
    }
}

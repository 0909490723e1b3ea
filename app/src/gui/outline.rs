//! The outline: every entity, relationship, query, table and type of the project as a tree;
//! clicking selects (and shows the canvas where it lives).

use super::app::{Actions, Tab};
use super::derived::Derived;
use super::i18n::{fill, tr};
use super::selection::{Selected, Selection};
use model_core::Project;

fn item_ui(ui: &mut egui::Ui, selection: &mut Selection, item: Selected, label: &str) -> bool {
    let selected = selection.contains(&item);
    let resp = ui.selectable_label(selected, label);
    if resp.clicked() {
        if ui.input(|i| i.modifiers.command || i.modifiers.shift) {
            selection.toggle(item);
        } else {
            selection.set(item);
        }
        return true;
    }
    false
}

/// A section's heading with its count: "Entities (4)".
fn heading(title: &str, count: usize) -> String {
    fill(tr().parenthesized, &[title, &count.to_string()])
}

/// The outline panel.
pub fn outline_ui(ui: &mut egui::Ui, project: &Project, derived: &Derived, selection: &mut Selection, tab: Tab, actions: &mut Actions) {
    let s = tr();
    egui::ScrollArea::vertical().id_salt("outline").show(ui, |ui| {
        egui::CollapsingHeader::new(heading(s.entities, project.entities.len())).id_salt("o-entities").default_open(true).show(ui, |ui| {
            for e in &project.entities {
                let label = if e.owner.is_some() { format!("{} ▭", e.name) } else { e.name.clone() };
                if item_ui(ui, selection, Selected::Entity(e.id.clone()), &label) && !matches!(tab, Tab::Conceptual) {
                    actions.show_tab = Some(Tab::Conceptual);
                }
                ui.indent(("o-attrs", &e.id), |ui| {
                    for a in &e.attributes {
                        let label = if a.key { format!("🔑 {}", a.name) } else { a.name.clone() };
                        if item_ui(ui, selection, Selected::Attribute(a.id.clone()), &label) && !matches!(tab, Tab::Conceptual) {
                            actions.show_tab = Some(Tab::Conceptual);
                        }
                    }
                });
            }
        });
        egui::CollapsingHeader::new(heading(s.relationships, project.relationships.len())).id_salt("o-rels").default_open(true).show(ui, |ui| {
            for r in &project.relationships {
                let name = |i: usize| r.ends.get(i).and_then(|e| project.entity(&e.entity)).map_or("?", |e| e.name.as_str());
                let label = fill(s.parenthesized, &[&r.name, &fill(s.between, &[name(0), name(1)])]);
                if item_ui(ui, selection, Selected::Relationship(r.id.clone()), &label) && !matches!(tab, Tab::Conceptual) {
                    actions.show_tab = Some(Tab::Conceptual);
                }
            }
        });
        egui::CollapsingHeader::new(heading(s.queries, project.queries.len())).id_salt("o-queries").default_open(true).show(ui, |ui| {
            for q in &project.queries {
                let label = if q.description.is_empty() { q.id.to_string() } else { format!("{} {}", q.id, q.description) };
                if item_ui(ui, selection, Selected::Query(q.id.clone()), &label) && matches!(tab, Tab::Conceptual) {
                    actions.show_tab = Some(Tab::Workflow);
                }
            }
        });
        let model = &derived.derivation.model;
        egui::CollapsingHeader::new(heading(s.tables, model.tables.len())).id_salt("o-tables").default_open(true).show(ui, |ui| {
            for t in &model.tables {
                if item_ui(ui, selection, Selected::Table(t.name.clone()), &t.name) && !matches!(tab, Tab::Logical | Tab::Physical) {
                    actions.show_tab = Some(Tab::Logical);
                }
            }
        });
        egui::CollapsingHeader::new(heading(s.types, model.udts.len() + project.physical.types.len())).id_salt("o-types").default_open(false).show(ui, |ui| {
            for u in &model.udts {
                let fields: Vec<String> = u.fields.iter().map(|(n, t)| format!("{n} {t}")).collect();
                ui.label(format!("{}.{}", u.keyspace, u.name)).on_hover_text(fields.join("\n"));
            }
            let index = project.index();
            for (a, t) in &project.physical.types {
                if item_ui(ui, selection, Selected::Attribute(a.clone()), &format!("{} : {t}", index.label(a))) {
                    actions.show_tab = Some(Tab::Physical);
                }
            }
        });
    });
}

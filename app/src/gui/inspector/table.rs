//! The inspector for a logical table: name, key, alternatives, columns, design choices.

use super::{Inspector, name_or};
use super::super::app::{Actions, Tab};
use super::super::i18n::{fill, tr};
use super::super::selection::{Selected, Selection};
use model_core::Project;
use model_core::edit::Edit;
use model_core::logical::{KeyPart, Origin, Table};
use model_core::project::Direction;

impl Inspector {
    pub(super) fn table_ui(&mut self, ui: &mut egui::Ui, project: &Project, t: &Table, tab: Tab, selection: &mut Selection, actions: &mut Actions) {
        let s = tr();
        ui.heading(s.table);
        let index = project.index();
        match &t.origin {
            Origin::Derived(q) => {
                let mut name = t.name.clone();
                ui.horizontal(|ui| {
                    let l = ui.label(s.table_name);
                    let resp = ui.add(egui::TextEdit::singleline(&mut name).id(ui.make_persistent_id(("table-name", q)))).labelled_by(l.id);
                    if resp.changed() {
                        let new = Some(name.clone()).filter(|n| *n != t.derived_name);
                        selection.set(Selected::Table(name_or(&new, &t.derived_name)));
                        actions.edits.push(Edit::RenameTable { query: q.clone(), name: new });
                    }
                    if resp.lost_focus() {
                        actions.seal = true;
                    }
                });
                if t.name != t.derived_name {
                    ui.horizontal(|ui| {
                        ui.label(fill(s.derived_name_was, &[&t.derived_name]));
                        if ui.small_button(s.reset).clicked() {
                            actions.edits.push(Edit::RenameTable { query: q.clone(), name: None });
                            selection.set(Selected::Table(t.derived_name.clone()));
                        }
                    });
                }
            }
            Origin::Defined(_) => {
                ui.label(&t.name);
            }
        }
        ui.label(egui::RichText::new(fill(s.primary_key_is, &[&t.key_signature()])).monospace());
        ui.horizontal_wrapped(|ui| {
            ui.label(s.serves);
            for q in &t.queries {
                if ui.link(q.as_str()).clicked() {
                    selection.set(Selected::Query(q.clone()));
                    actions.show_tab = Some(Tab::Workflow);
                }
            }
        });
        if let Origin::Derived(q) = &t.origin
            && t.alternatives.len() > 1
        {
            ui.separator();
            ui.strong(s.alternatives).on_hover_text(s.tip_alternatives);
            for (i, alt) in t.alternatives.iter().enumerate() {
                let part = |p: &KeyPart| match p {
                    KeyPart::Attribute(a) => index.attribute(a).map_or_else(|| a.to_string(), |(_, a)| a.name.clone()),
                    KeyPart::Bucket => s.key_part_bucket.to_owned(),
                };
                let pk: Vec<String> = alt.partition.iter().map(part).collect();
                let ck: Vec<String> = alt
                    .clustering
                    .iter()
                    .map(|(p, d)| format!("{}{}", part(p), if *d == Direction::Asc { "↑" } else { "↓" }))
                    .collect();
                let mut key = format!("(({})", pk.join(", "));
                for c in ck {
                    key.push_str(", ");
                    key.push_str(&c);
                }
                key.push(')');
                if ui.radio(t.chosen == i, fill(s.alternative_line, &[&key, &super::super::i18n::alternative_summary(alt)])).clicked() && t.chosen != i {
                    actions.edits.push(Edit::ChooseAlternative { query: q.clone(), alternative: i });
                }
            }
        }
        ui.separator();
        ui.strong(s.columns);
        egui::Grid::new(("cols", &t.name)).num_columns(4).striped(true).show(ui, |ui| {
            for c in &t.columns {
                ui.label(&c.name);
                let ty = match &c.mask {
                    Some(mask) => format!("{} MASKED WITH {mask}", c.ty),
                    None => c.ty.to_string(),
                };
                ui.label(egui::RichText::new(ty).monospace());
                let markers = model_core::render::markers_in(t, c);
                let m = markers.join(" ");
                let tips: Vec<&str> = markers.into_iter().map(super::super::chebotko::marker_meaning).collect();
                if tips.is_empty() {
                    ui.label("");
                } else {
                    ui.label(m).on_hover_text(tips.join("\n"));
                }
                // Why the column is there, in the interface language (model-core's reason is English).
                let why = model_core::explain::explain_column(project, t, &c.name).map(|e| super::super::explain_view::column_text(&e));
                let rule = ui.label(egui::RichText::new(super::super::explain_view::rule_name(c.provenance.rule)).small());
                if let Some(why) = why {
                    rule.on_hover_text(why);
                }
                ui.end_row();
            }
        });
        super::super::explain_view::table_ui(ui, project, t, selection);
        if tab == Tab::Physical {
            ui.separator();
            ui.strong(s.column_types).on_hover_text(s.tip_cql_type);
            for c in &t.columns {
                if let Some(a) = &c.attribute {
                    ui.label(index.label(a));
                    self.physical_type_ui(ui, project, a, actions);
                }
            }
        }
    }
}

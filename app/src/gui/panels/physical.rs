//! The Physical tab's settings: the target database, and each keyspace's name, replication
//! strategy and factors, durable writes.

use crate::gui::actions::Actions;
use crate::gui::context::ViewContext;

use model_core::Project;
use model_core::dialect::Target;
use model_core::edit::Edit;
use model_core::project::{Keyspace, Replication};
use std::collections::BTreeMap;

/// The target database: a choice of every target, one undoable edit each.
fn target_ui(ui: &mut egui::Ui, project: &Project, actions: &mut Actions) {
    let l = ui.label(tr!("gui-target")).on_hover_text(tr!("gui-target-tip"));
    let label = |t: Target| {
        if t == Target::default() { format!("{} {}", t.name(), tr!("gui-target-default")) } else { t.name().to_owned() }
    };
    egui::ComboBox::from_id_salt("target")
        .selected_text(label(project.target()))
        .show_ui(ui, |ui| {
            for t in Target::ALL {
                let chosen = project.target() == t;
                if ui.selectable_label(chosen, label(t)).clicked() && !chosen {
                    actions.edit(Edit::SetTarget { target: Some(t) });
                }
            }
        })
        .response
        .labelled_by(l.id)
        .on_hover_text(tr!("gui-target-tip"));
}

/// What the closed keyspace editor says: the keyspace, its strategy and replication factor
/// (the keyspaces' names when there are several).
fn summary(project: &Project) -> String {
    match project.physical.keyspaces.as_slice() {
        [k] => {
            let class = if matches!(k.replication, Replication::Simple { .. }) {
                "SimpleStrategy"
            } else {
                "NetworkTopologyStrategy"
            };
            tr!("gui-keyspace-summary", keyspace = &k.name, strategy = class, factor = k.replication.total_factor())
        }
        ks => tr!("gui-keyspaces-list", keyspaces = &ks.iter().map(|k| k.name.as_str()).collect::<Vec<_>>().join(", ")),
    }
}

/// The top of the Physical tab in one line: the target database, the keyspaces' summary
/// (one click opens the editor below it; closed at first, remembered while the window lives
/// and with egui's memory between runs) and `toolbar` (the diagram's). The line leaves the
/// diagram the height it has on the Logical tab.
pub fn keyspaces_ui(ui: &mut egui::Ui, cx: &mut ViewContext<'_>, toolbar: impl FnOnce(&mut egui::Ui)) {
    let (project, actions) = (cx.project, &mut *cx.actions);
    let id = ui.make_persistent_id("keyspaces");
    let mut state = egui::collapsing_header::CollapsingState::load_with_default_open(ui.ctx(), id, false);
    ui.horizontal(|ui| {
        target_ui(ui, project, actions);
        ui.separator();
        state
            .show_toggle_button(ui, egui::collapsing_header::paint_default_icon)
            .on_hover_text(tr!("gui-keyspaces-tip"));
        if ui.selectable_label(state.is_open(), summary(project)).on_hover_text(tr!("gui-keyspaces-tip")).clicked() {
            state.toggle(ui);
        }
        ui.separator();
        toolbar(ui);
    });
    state.show_body_unindented(ui, |ui| {
        for (i, ks) in project.physical.keyspaces.iter().enumerate() {
            ui.horizontal(|ui| {
                let mut k = ks.clone();
                let mut changed = false;
                let l = ui.label(tr!("gui-keyspace"));
                let r = ui
                    .add(
                        egui::TextEdit::singleline(&mut k.name)
                            .id(ui.make_persistent_id(("ks-name", i)))
                            .desired_width(120.0),
                    )
                    .labelled_by(l.id);
                changed |= r.changed();
                if r.lost_focus() {
                    actions.seal();
                }
                let simple = matches!(k.replication, Replication::Simple { .. });
                egui::ComboBox::from_id_salt(("ks-class", i))
                    .selected_text(if simple { "SimpleStrategy" } else { "NetworkTopologyStrategy" })
                    .show_ui(ui, |ui| {
                        if ui.selectable_label(simple, "SimpleStrategy").clicked() && !simple {
                            let f = k.replication.total_factor().max(1);
                            k.replication = Replication::Simple { factor: f };
                            changed = true;
                        }
                        if ui.selectable_label(!simple, "NetworkTopologyStrategy").clicked() && simple {
                            let f = k.replication.total_factor().max(1);
                            k.replication = Replication::NetworkTopology {
                                datacenters: BTreeMap::from([("dc1".to_owned(), f)]),
                                replication_factor: None,
                            };
                            changed = true;
                        }
                    });
                match &mut k.replication {
                    Replication::Simple { factor } => {
                        ui.label(tr!("gui-replication-factor"));
                        changed |= ui.add(egui::DragValue::new(factor).range(1..=20)).changed();
                    }
                    Replication::NetworkTopology { datacenters, replication_factor } => {
                        if let Some(f) = replication_factor {
                            ui.label(tr!("gui-replication-factor"));
                            changed |= ui.add(egui::DragValue::new(f).range(0..=20)).changed();
                        }
                        let names: Vec<String> = datacenters.keys().cloned().collect();
                        for dc in names {
                            ui.label(&dc);
                            if let Some(f) = datacenters.get_mut(&dc) {
                                changed |= ui.add(egui::DragValue::new(f).range(0..=20)).changed();
                            }
                        }
                        if ui.small_button(tr!("gui-add-datacenter")).clicked() {
                            let name = model_core::edit::fresh_name("dc", datacenters.keys().map(String::as_str));
                            datacenters.insert(name, 3);
                            changed = true;
                        }
                    }
                }
                changed |= ui.checkbox(&mut k.durable_writes, tr!("gui-durable-writes")).changed();
                if changed {
                    actions.edit(Edit::SetKeyspace { index: i, keyspace: k });
                }
                if project.physical.keyspaces.len() > 1 && crate::gui::widgets::remove_button(ui) {
                    actions.edit(Edit::RemoveKeyspace { index: i });
                }
            });
        }
        if ui.button(tr!("gui-add-keyspace")).clicked() {
            let name =
                model_core::edit::fresh_name("keyspace", project.physical.keyspaces.iter().map(|k| k.name.as_str()));
            actions.edit(Edit::AddKeyspace { keyspace: Keyspace::simple(name.replace(' ', "_"), 3) });
        }
    });
}

//! The menu bar: File, Edit, Model, View, Cluster, Help. Each item is a [`UiCommand`] showing its shortcut.

use crate::gui::actions::Actions;
use crate::gui::actions::TeachAction;
use crate::gui::context::ViewContext;
use crate::gui::files::Replace;
use crate::gui::ui_command::UiCommand;
use std::path::PathBuf;

/// What the menus need to know to enable items.
#[derive(Debug)]
pub struct MenuState<'a> {
    /// Undo possible.
    pub can_undo: bool,
    /// Redo possible.
    pub can_redo: bool,
    /// Recent files.
    pub recent: &'a [PathBuf],
    /// Sample projects.
    pub samples: &'a [PathBuf],
    /// An import report can be shown again.
    pub has_import_report: bool,
    /// Connected to a cluster (Load sample data… and Verify need it).
    pub connected: bool,
}

/// The menu bar.
pub fn menu_bar_ui(ui: &mut egui::Ui, cx: &mut ViewContext<'_>, state: &MenuState<'_>) {
    let (has_selection, language) = (!cx.selection.is_empty(), cx.language);
    let actions = &mut *cx.actions;
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button(tr!("gui-menu-file"), |ui| {
            for c in [UiCommand::New, UiCommand::Open] {
                if c.menu_button(ui, true) {
                    actions.command(c);
                }
            }
            ui.menu_button(tr!("gui-open-sample"), |ui| {
                if state.samples.is_empty() {
                    ui.label(egui::RichText::new(tr!("gui-no-samples")).weak());
                }
                for p in state.samples {
                    let name = p.file_stem().map_or_else(String::new, |n| n.to_string_lossy().into_owned());
                    if ui.button(name).on_hover_text(p.display().to_string()).clicked() {
                        actions.replace(Replace::Open(Some(p.clone())));
                        ui.close();
                    }
                }
            });
            ui.menu_button(tr!("gui-open-recent"), |ui| {
                if state.recent.is_empty() {
                    ui.label(egui::RichText::new(tr!("gui-no-recent")).weak());
                }
                for p in state.recent {
                    if ui.button(p.display().to_string()).clicked() {
                        actions.replace(Replace::Open(Some(p.clone())));
                        ui.close();
                    }
                }
            });
            ui.separator();
            for c in [UiCommand::Save, UiCommand::SaveAs] {
                if c.menu_button(ui, true) {
                    actions.command(c);
                }
            }
            ui.separator();
            for c in [UiCommand::ImportCql, UiCommand::ImportKdm, UiCommand::ImportSql] {
                if c.menu_button(ui, true) {
                    actions.command(c);
                }
            }
            if UiCommand::ImportReport.menu_button(ui, state.has_import_report) {
                actions.command(UiCommand::ImportReport);
            }
            crate::gui::dialogs::compare::menu_ui(ui, actions);
            crate::gui::panels::grade_report::menu_ui(ui, actions);
            ui.separator();
            for c in [UiCommand::ExportSchema, UiCommand::ExportQueries] {
                if c.menu_button(ui, true) {
                    actions.command(c);
                }
            }
            teach_button(
                ui,
                &tr!("gui-cmd-export-picture"),
                &tr!("gui-tip-export-picture"),
                TeachAction::ExportPicture,
                actions,
            );
            ui.separator();
            if UiCommand::Quit.menu_button(ui, true) {
                actions.command(UiCommand::Quit);
            }
        });
        ui.menu_button(tr!("gui-menu-edit"), |ui| {
            if UiCommand::Undo.menu_button(ui, state.can_undo) {
                actions.command(UiCommand::Undo);
            }
            if UiCommand::Redo.menu_button(ui, state.can_redo) {
                actions.command(UiCommand::Redo);
            }
            if UiCommand::History.menu_button(ui, state.can_undo || state.can_redo) {
                actions.command(UiCommand::History);
            }
            ui.separator();
            ui.separator();
            for c in [UiCommand::Copy, UiCommand::Paste, UiCommand::Duplicate] {
                if c.menu_button(ui, true) {
                    actions.command(c);
                }
            }
            if UiCommand::SelectAll.menu_button(ui, true) {
                actions.command(UiCommand::SelectAll);
            }
            if UiCommand::Delete.menu_button(ui, has_selection) {
                actions.command(UiCommand::Delete);
            }
        });
        ui.menu_button(tr!("gui-menu-model"), |ui| {
            for c in [UiCommand::AddEntity, UiCommand::AddRelationship, UiCommand::AddQuery] {
                if c.menu_button(ui, true) {
                    actions.command(c);
                }
            }
        });
        ui.menu_button(tr!("gui-menu-view"), |ui| {
            for c in [
                UiCommand::ShowConceptual,
                UiCommand::ShowWorkflow,
                UiCommand::ShowLogical,
                UiCommand::ShowPhysical,
                UiCommand::FitToView,
                UiCommand::ZoomToSelection,
                UiCommand::ActualSize,
                UiCommand::AutoLayout,
                UiCommand::Presentation,
                UiCommand::StepMode,
                UiCommand::ResetLayout,
            ] {
                if c.menu_button(ui, true) {
                    actions.command(c);
                }
            }
            ui.separator();
            ui.menu_button(tr!("gui-menu-language"), |ui| {
                crate::gui::language::language_menu_ui(ui, language, actions);
            });
            crate::gui::widgets::theme_buttons(ui);
        });
        ui.menu_button(tr!("gui-menu-cluster"), |ui| {
            for c in [UiCommand::Connect, UiCommand::ImportFromCluster, UiCommand::ApplyToCluster, UiCommand::Prove] {
                if c.menu_button(ui, true) {
                    actions.command(c);
                }
            }
            ui.separator();
            for c in [UiCommand::LoadSample, UiCommand::Verify, UiCommand::CompareWithCluster] {
                if c.menu_button(ui, state.connected) {
                    actions.command(c);
                }
            }
        });
        ui.menu_button(tr!("gui-menu-help"), |ui| {
            teach_button(
                ui,
                &tr!("gui-cmd-notation-legend"),
                &tr!("gui-tip-notation-legend"),
                TeachAction::NotationLegend,
                actions,
            );
            teach_button(
                ui,
                &tr!("gui-cmd-method-guide"),
                &tr!("gui-tip-method-guide"),
                TeachAction::MethodGuide,
                actions,
            );
            teach_button(ui, &tr!("gui-cmd-shortcuts"), &tr!("gui-tip-shortcuts"), TeachAction::Shortcuts, actions);
        });
    });
}

/// A menu item for a teaching action.
fn teach_button(ui: &mut egui::Ui, label: &str, tip: &str, action: TeachAction, actions: &mut Actions) {
    if ui.button(label).on_hover_text(tip).clicked() {
        actions.teach(action);
        ui.close();
    }
}

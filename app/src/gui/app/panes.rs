//! What each pane of the dock ([`crate::gui::dock`]) draws: the diagram with its tabs and
//! toolbars, the outline, the inspector, diagnostics, partitions, the CQL preview and the
//! Verify results.

use super::*;
use crate::gui::dock::{Pane, PaneContents};

/// One frame's panes: the view of the document and the state of each pane.
pub(super) struct Panes<'a, 'p> {
    pub cx: &'a mut ViewContext<'p>,
    pub inspector: &'a mut Inspector,
    pub partitions: &'a mut super::super::panels::partitions::PartitionsPanel,
    pub cql_file: &'a mut CqlFile,
    pub conceptual: &'a mut ConceptualCanvas,
    pub workflow: &'a mut WorkflowCanvas,
    pub logical: &'a mut ChebotkoCanvas,
    pub physical: &'a mut ChebotkoCanvas,
    pub steps: &'a mut super::super::panels::step_mode::StepMode,
    pub grade: &'a mut super::super::panels::grade_report::GradeReport,
    pub verify: &'a mut super::super::panels::verify_results::VerifyResults,
}

impl Panes<'_, '_> {
    /// The diagram: step mode's bar, the four tabs, the tab's toolbar and canvas.
    pub fn diagram_ui(&mut self, ui: &mut egui::Ui) {
        let cx = &mut *self.cx;
        let (project, derived, key) = (cx.project, cx.derived, cx.key);
        if self.steps.active {
            crate::gui::panels::step_mode::bar_ui(ui, cx, self.steps);
            // The step shown decides the tab (the app shows it from the next frame).
            let step_tab = self.steps.tab(project);
            if step_tab != cx.tab {
                cx.actions.show_tab(step_tab);
            }
        }
        if let Some(tab) = tabs_ui(ui, cx.tab, project.is_exercise()) {
            cx.actions.show_tab(tab);
        }
        let stepping = self.steps.active;
        let stepped = if stepping { self.steps.model(project, key) } else { None };
        let mut step_clicked = false;
        match cx.tab {
            Tab::Conceptual => {
                self.conceptual.toolbar_ui(ui, cx, stepping);
                self.conceptual.ui(ui, cx);
            }
            Tab::Workflow => {
                self.workflow.toolbar_ui(ui, cx, stepping);
                self.workflow.ui(ui, cx);
            }
            Tab::Logical => {
                let model = stepped.as_ref().unwrap_or(&derived.derivation.model);
                step_clicked = self.logical.toolbar_ui(ui, model, stepping);
                if let Some(table) = self.steps.take_new_table() {
                    self.logical.reveal(&table);
                }
                self.logical.ui(ui, cx, model, self.steps.key(project, key));
            }
            Tab::Physical => {
                let physical = &mut self.physical;
                crate::gui::panels::physical::keyspaces_ui(ui, cx, |ui| {
                    step_clicked = physical.toolbar_ui(ui, &derived.derivation.model, stepping);
                });
                self.physical.ui(ui, cx, &derived.derivation.model, key);
            }
        }
        if step_clicked {
            cx.actions.command(crate::gui::ui_command::UiCommand::StepMode);
        }
    }
}

impl PaneContents for Panes<'_, '_> {
    fn title(&self, pane: Pane) -> String {
        match pane {
            Pane::Diagram => tr!("gui-pane-diagram"),
            Pane::Outline => tr!("gui-outline"),
            Pane::Inspector => tr!("gui-pane-inspector"),
            Pane::Diagnostics => tr!("gui-diagnostics-heading", count = self.cx.derived.diagnostics.len()),
            Pane::Partitions => tr!("gui-part-heading"),
            Pane::Cql => tr!("gui-cql-preview"),
            Pane::Grade => tr!("gui-grade-pane"),
            Pane::Verify => tr!("gui-pane-verify"),
        }
    }

    fn ui(&mut self, ui: &mut egui::Ui, pane: Pane) {
        match pane {
            Pane::Diagram => self.diagram_ui(ui),
            Pane::Outline => outline_ui(ui, self.cx),
            Pane::Inspector => self.inspector.scrolled_ui(ui, self.cx),
            Pane::Diagnostics => diagnostics_ui(ui, self.cx),
            Pane::Partitions => self.partitions.ui(ui, self.cx),
            Pane::Cql => cql_preview_ui(ui, self.cx, self.cql_file),
            Pane::Grade => crate::gui::panels::grade_report::pane_ui(ui, self.cx, self.grade, false),
            Pane::Verify => self.verify.ui(ui, self.cx),
        }
    }
}

/// The four diagrams' tabs (in an exercise, the ER diagram and the workflow only); the tab
/// clicked, if one was.
fn tabs_ui(ui: &mut egui::Ui, shown: Tab, exercise: bool) -> Option<Tab> {
    let mut clicked = None;
    ui.horizontal(|ui| {
        for t in Tab::ALL.into_iter().filter(|t| !exercise || matches!(t, Tab::Conceptual | Tab::Workflow)) {
            if ui.selectable_label(shown == t, egui::RichText::new(t.label()).strong()).clicked() {
                clicked = Some(t);
            }
        }
    });
    ui.separator();
    clicked
}

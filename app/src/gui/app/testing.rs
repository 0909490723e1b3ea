//! What the tests read of the window and the hooks they drive it by: accessors used only by
//! `app/tests` (and unit tests), never by the window itself, in one block so the window's own
//! interface stays what it uses.

use super::*;

/// For tests and screenshots: what the window shows and holds, read back; switches and
/// hooks that stand in for the system (native dialogs, time, the frames that follow).
impl StudioApp {
    /// As if `by` had passed since the last edit not yet in the recovery file (for tests of
    /// the idle write, instead of sleeping).
    pub fn backdate_recovery_edit(&mut self, by: std::time::Duration) {
        if let Some(r) = &mut self.shell.recovery {
            r.backdate_last_edit(by);
        }
    }

    /// This session's recovery file, when recovery is on.
    pub fn recovery_file(&self) -> Option<&Path> {
        self.shell.recovery.as_ref().map(Recovery::file)
    }

    /// How many restore offers are waiting.
    pub fn recovery_offer_count(&self) -> usize {
        self.shell.recovery_offers.len()
    }

    /// The last import's report.
    pub fn import_report(&self) -> Option<&ImportReport> {
        self.shell.import_report.as_ref()
    }

    /// `true` while the import report is shown.
    pub fn import_report_shown(&self) -> bool {
        self.shell.show_import_report
    }

    /// The interface language.
    pub fn language(&self) -> Lang {
        self.shell.language
    }

    /// `true` in presentation mode.
    pub fn presentation(&self) -> bool {
        self.views.presentation
    }

    /// The area of a pane's tab group when last drawn (in the window, or in a window of its
    /// own when detached); `None` before it was drawn or in presentation mode's first frame.
    pub fn pane_rect(&self, pane: crate::gui::dock::Pane) -> Option<egui::Rect> {
        self.views.dock.pane_rect(pane)
    }

    /// The panes' arrangement (to detach a pane, as dragging its tab out does).
    pub fn dock_mut(&mut self) -> &mut crate::gui::dock::Dock {
        &mut self.views.dock
    }

    /// `true` while the in-app file dialog is open.
    pub fn fallback_dialog_open(&self) -> bool {
        self.shell.picker.is_open()
    }

    /// Turns native file dialogs off (tests: the in-app one is used) or on.
    pub fn set_native_dialogs(&mut self, on: bool) {
        self.shell.native_dialogs = on;
    }

    /// The project being edited.
    pub fn project(&self) -> &Project {
        self.state.doc.project()
    }

    /// Where it is saved.
    pub fn path(&self) -> Option<&Path> {
        self.state.doc.path()
    }

    /// `true` when there are unsaved changes.
    pub fn is_dirty(&self) -> bool {
        self.state.doc.is_dirty()
    }

    /// `true` when there is a step to undo.
    pub fn can_undo(&self) -> bool {
        self.state.doc.history().can_undo()
    }

    /// `true` when there is a step to redo.
    pub fn can_redo(&self) -> bool {
        self.state.doc.history().can_redo()
    }

    /// The tab shown.
    pub fn tab(&self) -> Tab {
        self.views.tab
    }

    /// The selection.
    pub fn selection(&self) -> &[Selected] {
        self.state.selection.items()
    }

    /// The logical model of the current project (derived now if the project changed).
    pub fn derivation(&mut self) -> &Derivation {
        self.state.derived.refresh(self.state.doc.project(), self.state.doc.key());
        &self.state.derived.derivation
    }

    /// The analysis of the current project (partition sizes, remedies, the diagnostics
    /// `keyspace-studio check` prints), refreshed if the project changed.
    pub fn analysis(&mut self) -> &model_core::analysis::Analysis {
        self.state.derived.refresh(self.state.doc.project(), self.state.doc.key());
        &self.state.derived.analysis
    }

    /// How many times the model has been derived (once per change, never per frame).
    pub fn derive_count(&self) -> u64 {
        self.state.derived.derive_count
    }

    /// The error dialog's message, if one is shown.
    pub fn error_message(&self) -> Option<&str> {
        self.shell.error.as_ref().map(|(_, m)| m.as_str())
    }

    /// The status bar's message.
    pub fn status(&self) -> &str {
        &self.shell.status
    }

    /// The layout of the Chebotko diagram last drawn on the Logical tab: table names and
    /// boxes, and the arrows' labels (for tests and screenshots).
    pub fn logical_diagram(&self) -> Option<(Vec<(String, egui::Rect)>, Vec<String>)> {
        self.views.logical.layout().map(|l| {
            (
                l.tables.iter().map(|t| (t.name.clone(), crate::gui::canvases::geometry::to_rect(t.rect))).collect(),
                l.arrows.iter().map(|a| a.label.clone()).collect(),
            )
        })
    }

    /// The zoom of the current tab's canvas (1.0 is 100 %); `None` before the canvas was
    /// first shown.
    pub fn zoom(&self) -> Option<f32> {
        match self.views.tab {
            Tab::Conceptual => self.views.conceptual.view.zoom(),
            Tab::Logical => self.views.logical.view.zoom(),
            Tab::Physical => self.views.physical.view.zoom(),
            Tab::Workflow => self.views.workflow.zoom(),
        }
    }

    /// A table's box on the Logical tab as last drawn, on screen (for tests and screenshots).
    pub fn logical_table_on_screen(&self, name: &str) -> Option<egui::Rect> {
        self.views.logical.screen_rect(name)
    }

    /// A rectangle of the Logical tab's canvas (AccessKit's rectangles of what is drawn on
    /// it are the canvas's own) where it was on screen when last drawn.
    pub fn logical_canvas_to_screen(&self, r: egui::Rect) -> Option<egui::Rect> {
        self.views.logical.to_screen(r)
    }

    /// Each query's box on the Workflow tab as last drawn, on screen, by query id (for tests
    /// and screenshots).
    pub fn workflow_boxes(&self) -> Vec<crate::gui::canvases::workflow::WorkflowBox> {
        self.views.workflow.screen_boxes()
    }

    /// The current tab's canvas on screen as last drawn: where the diagram is shown (the zoom
    /// bar's strip not included) and each shape's box with its name (for tests and screenshots).
    pub fn canvas_on_screen(&self) -> (egui::Rect, Vec<(String, egui::Rect)>) {
        match self.views.tab {
            Tab::Conceptual => (self.views.conceptual.view.shown_in(), self.views.conceptual.screen_shapes()),
            Tab::Workflow => (
                self.views.workflow.shown_in(),
                self.views.workflow.screen_boxes().into_iter().map(|b| (b.id, b.rect)).collect(),
            ),
            Tab::Logical => (self.views.logical.view.shown_in(), self.views.logical.screen_shapes()),
            Tab::Physical => (self.views.physical.view.shown_in(), self.views.physical.screen_shapes()),
        }
    }

    /// `(legend, method guide)`: which help windows are open.
    pub fn help_open(&self) -> (bool, bool) {
        (self.shell.help.legend, self.shell.help.guide)
    }

    /// An entity's box on the ER diagram as last drawn, on screen, by name.
    pub fn entity_on_screen(&self, name: &str) -> Option<egui::Rect> {
        self.views.conceptual.entity_on_screen(name)
    }

    /// Whether the F1 sheet (keyboard shortcuts, mouse gestures, step mode) is open.
    pub fn shortcuts_open(&self) -> bool {
        self.shell.help.shortcuts
    }

    /// Step mode's `(step from 1, steps)`, when it is on.
    pub fn step_mode(&self) -> Option<(usize, usize)> {
        let n = crate::gui::panels::step_mode::StepMode::count(self.state.doc.project());
        self.views.steps.active.then(|| (self.views.steps.step.min(n - 1) + 1, n))
    }

    /// The tables the selection highlights on the Chebotko diagrams (a selected query's
    /// table, or the selected table), sorted.
    pub fn highlighted_tables(&self) -> Vec<String> {
        let mut t: Vec<String> = self.state.highlight.tables.iter().cloned().collect();
        t.sort();
        t
    }

    /// The entity and relationship ids the selection highlights on the ER diagram (the
    /// selected query's access path), sorted.
    pub fn highlighted_path(&self) -> Vec<String> {
        let mut t: Vec<String> =
            self.state.highlight.entities.iter().chain(self.state.highlight.relationships.iter()).cloned().collect();
        t.sort();
        t
    }

    /// Waits for the file work under way (saving, importing, pictures, the recovery file) and
    /// shows its results, as the next frames would.
    pub fn wait_for_tasks(&mut self) {
        let outcomes = self.shell.tasks.wait();
        let ctx = self.shell.repaint.clone().unwrap_or_default();
        self.show_outcomes(&ctx, outcomes);
        if let Some(r) = &mut self.shell.recovery {
            r.flush();
        }
    }

    /// `true` while file work runs in the background.
    pub fn tasks_running(&self) -> bool {
        self.shell.tasks.busy().is_some()
    }

    /// The grading shown, if a design was checked and its answer could be read.
    pub fn grading(&self) -> Option<&model_core::grade::Grading> {
        self.views.grade.grading()
    }

    /// Presentation of the report, when on: `(every query at once, the query shown)`.
    pub fn grade_presenting(&self) -> Option<(bool, usize)> {
        self.views.grade.presenting.map(|p| (p.all, p.at))
    }

    /// The exercise's answer as written in the editor.
    pub fn exercise_answer(&self) -> &str {
        &self.views.exercise.text
    }

    /// The window's connection, if one was made (Cluster ▸ Connect…).
    pub fn connection(&self) -> Option<&crate::gui::connection::Connection> {
        self.shell.connection.as_ref()
    }
}

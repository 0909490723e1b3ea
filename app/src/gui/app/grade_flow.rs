//! File ▸ Check a design…, the grade pane, presentation of the report and exercises
//! (issue 43): the answer read ([`model_core::grade::Answer::read`], the command's reader, or the
//! exercise's editor), graded against the open model (`model_core::grade::grade`), shown in
//! the grade pane beside the diagram, graded again when the answer's file or the model
//! changes; the report exported as the page `grade --html` writes; the model saved as an
//! exercise; in an exercise, the tool's own tables kept out of sight.

use super::*;
use crate::gui::actions::GradeAction;
use crate::gui::dialogs::file_picker::{FilePurpose, GradeFile};
use crate::gui::dock::Pane;
use crate::gui::panels::grade_report::{AnswerSource, Checked, Presenting};

/// How often the answer's file is looked at for changes (seconds).
const POLL_SECONDS: f64 = 1.0;

impl StudioApp {
    /// File ▸ Check a design… with `path` (CQL or a project): graded against the open model,
    /// the report shown beside the Chebotko diagram.
    pub fn check_design(&mut self, path: &Path) {
        self.views.grade.source = Some(AnswerSource::File { path: path.to_owned(), modified: None });
        self.regrade();
        if !self.state.doc.project().is_exercise() {
            self.views.dock.show_beside_diagram(Pane::Grade);
            self.set_tab(Tab::Logical);
        }
    }

    /// What the grade pane, the menus and an exercise asked for.
    pub(super) fn grade_action(&mut self, action: GradeAction) {
        let folder = self.state.doc.folder();
        let stem = model_core::naming::snake_case(&self.state.doc.project().name);
        let stem = if stem.is_empty() { "model".to_owned() } else { stem };
        match action {
            GradeAction::PickAnswer => self.pick(FilePurpose::Grade(GradeFile::Answer), folder.as_deref(), None),
            GradeAction::Recheck => self.regrade(),
            GradeAction::ExportHtml => {
                if let Some(page) = self.grade_page() {
                    self.pick(
                        FilePurpose::Grade(GradeFile::Html(page)),
                        folder.as_deref(),
                        Some(&format!("{stem}-grade.html")),
                    );
                }
            }
            GradeAction::Present => {
                if self.views.grade.grading().is_some() {
                    self.views.grade.presenting = Some(Presenting::default());
                }
            }
            GradeAction::LeavePresentation => self.views.grade.presenting = None,
            GradeAction::Close => {
                self.views.grade = crate::gui::panels::grade_report::GradeReport::default();
                self.views.dock.remove(Pane::Grade);
            }
            GradeAction::SaveExercise => {
                self.pick(
                    FilePurpose::Grade(GradeFile::Exercise),
                    folder.as_deref(),
                    Some(&format!("{stem}-exercise.json")),
                );
            }
            GradeAction::OpenAnswerCql => self.pick(FilePurpose::Grade(GradeFile::AnswerCql), folder.as_deref(), None),
            GradeAction::SaveAnswer => {
                let text = self.views.exercise.text.clone();
                self.pick(
                    FilePurpose::Grade(GradeFile::SaveAnswer(text)),
                    folder.as_deref(),
                    Some(&format!("{stem}-answer.cql")),
                );
            }
            GradeAction::CheckAnswer => {
                self.views.grade.source = Some(AnswerSource::Editor);
                self.regrade();
            }
        }
    }

    /// A file of grading was chosen.
    pub(super) fn grade_file_chosen(&mut self, path: &Path, what: GradeFile) {
        let written = |r: std::io::Result<()>| r.map_err(|e| crate::gui::files::cannot_write(path, &e));
        let outcome = match what {
            GradeFile::Answer => {
                self.check_design(path);
                return;
            }
            GradeFile::Html(page) => written(model_core::atomic_file::write(path, page.as_bytes()))
                .map(|()| tr!("gui-grade-exported", path = path.display().to_string())),
            GradeFile::SaveAnswer(text) => written(files::write_text(path, &text))
                .map(|()| tr!("gui-exported-to", path = path.display().to_string())),
            GradeFile::Exercise => self
                .state
                .doc
                .project()
                .as_exercise("")
                .save(path)
                .map_err(|e| e.to_string())
                .map(|()| tr!("gui-grade-exercise-saved", path = path.display().to_string())),
            GradeFile::AnswerCql => match model_core::grade::answer::read_text(path) {
                Ok(text) => {
                    self.views.exercise.text = text;
                    return;
                }
                Err(e) => {
                    self.shell.error = Some((tr!("gui-grade-cannot-read"), e));
                    return;
                }
            },
        };
        match outcome {
            Ok(said) => self.shell.status = said,
            Err(e) => self.shell.error = Some((tr!("gui-grade-cannot-export"), e)),
        }
    }

    /// The report as the HTML page `grade --html` writes, in the window's language.
    pub fn grade_page(&self) -> Option<String> {
        let Some(Ok(c)) = &self.views.grade.result else { return None };
        Some(model_core::grade::page::html(&c.grading, self.shell.language, &c.answer, &self.state.doc.project().name))
    }

    /// Reads the answer again and grades it against the open model.
    pub(super) fn regrade(&mut self) {
        let Some(source) = self.views.grade.source.clone() else { return };
        let answer = match &source {
            AnswerSource::File { path, .. } => {
                let modified = std::fs::metadata(path).and_then(|m| m.modified()).ok();
                self.views.grade.source = Some(AnswerSource::File { path: path.clone(), modified });
                model_core::grade::Answer::read(path)
            }
            AnswerSource::Editor => {
                Ok(model_core::grade::Answer::from_cql(&tr!("gui-exercise-answer"), &self.views.exercise.text))
            }
        };
        let project = self.state.doc.project();
        let result = answer.map(|a| {
            let grading = model_core::grade::grade(project, &a);
            let tables = model_core::grade::answer_model(project, &a, &grading);
            Checked { grading, answer: a.name, tables, model_key: self.state.doc.key(), language: self.shell.language }
        });
        if let Ok(c) = &result {
            let (score, out_of) =
                (model_core::grade::page::points(c.grading.score), model_core::grade::page::points(c.grading.out_of));
            self.shell.status = tr!("gui-grade-checked", answer = &c.answer, score = &score, out_of = &out_of);
        }
        self.views.grade.show(result);
    }

    /// Once a frame: an exercise keeps to the ER diagram and the workflow; the answer is
    /// graded again when its file changed (looked at once a second) or the model did.
    pub(super) fn grade_frame(&mut self, ctx: &egui::Context) {
        if self.state.doc.project().is_exercise() {
            self.views.exercise.start(self.state.doc.project(), self.state.doc.key().0);
            if matches!(self.views.tab, Tab::Logical | Tab::Physical) {
                self.views.tab = Tab::Conceptual;
            }
        }
        // The model edited, or the window's language changed (the report's words).
        let model_changed = matches!(&self.views.grade.result, Some(Ok(c)) if c.model_key != self.state.doc.key() || c.language != self.shell.language);
        let now = ctx.input(|i| i.time);
        let file_changed = match &self.views.grade.source {
            Some(AnswerSource::File { path, modified }) if now - self.views.grade.polled_at >= POLL_SECONDS => {
                self.views.grade.polled_at = now;
                ctx.request_repaint_after(std::time::Duration::from_secs_f64(POLL_SECONDS));
                std::fs::metadata(path).and_then(|m| m.modified()).ok() != *modified
            }
            Some(AnswerSource::File { .. }) => {
                ctx.request_repaint_after(std::time::Duration::from_secs_f64(POLL_SECONDS));
                false
            }
            _ => false,
        };
        if model_changed || file_changed {
            // Graded again by itself: what the status line said stays.
            let said = std::mem::take(&mut self.shell.status);
            self.regrade();
            self.shell.status = said;
        }
    }

    /// `true` when `action` would show the tool's own tables in an exercise (the Logical and
    /// Physical tabs, exports, pictures, step mode, comparisons, the cluster's runs): said in
    /// the status line instead.
    pub(super) fn exercise_hides(&mut self, action: &Action) -> bool {
        use crate::gui::actions::TeachAction;
        if !self.state.doc.project().is_exercise() {
            return false;
        }
        let hides = match action {
            Action::ShowTab(t) => matches!(t, Tab::Logical | Tab::Physical),
            Action::Command(c) => matches!(
                c,
                UiCommand::ShowLogical
                    | UiCommand::ShowPhysical
                    | UiCommand::ExportSchema
                    | UiCommand::ExportQueries
                    | UiCommand::Prove
                    | UiCommand::ApplyToCluster
                    | UiCommand::LoadSample
                    | UiCommand::Verify
                    | UiCommand::CompareWithCluster
                    | UiCommand::StepMode
            ),
            Action::Cluster(
                crate::gui::actions::ClusterAction::LoadSample(_) | crate::gui::actions::ClusterAction::Verify,
            ) => true,
            Action::Teach(t) => matches!(t, TeachAction::ExportPicture | TeachAction::ToggleStepMode),
            Action::Compare(_) | Action::Pictures(_) => true,
            _ => false,
        };
        if hides {
            self.shell.status = tr!("gui-exercise-tab-hidden");
        }
        hides
    }
}

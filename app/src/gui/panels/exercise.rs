//! An exercise open in the window (issue 43): the side column where the student writes (or
//! opens) their tables as CQL and asks for the check; the report comes below it. The tool's
//! own tables are hidden meanwhile (the app keeps to the ER diagram and the workflow).

use crate::gui::actions::{Actions, GradeAction};

use model_core::Project;

/// The student's answer being written.
#[derive(Debug, Default)]
pub struct ExerciseAnswer {
    /// The CQL written.
    pub text: String,
    /// The document epoch it was started for (another exercise opened: started again).
    pub epoch: u64,
}

impl ExerciseAnswer {
    /// Starts the answer of the exercise opened as `epoch` from what its file keeps.
    pub fn start(&mut self, project: &Project, epoch: u64) {
        if self.epoch != epoch {
            self.epoch = epoch;
            self.text = project.exercise.as_ref().map(|e| e.answer.clone()).unwrap_or_default();
        }
    }
}

/// The exercise's heading, instructions, the answer's editor and its buttons.
pub fn answer_ui(ui: &mut egui::Ui, project: &Project, answer: &mut ExerciseAnswer, actions: &mut Actions) {
    ui.heading(tr!("gui-exercise-heading", name = &project.name));
    let instructions = project
        .exercise
        .as_ref()
        .map(|e| e.instructions.as_str())
        .filter(|s| !s.is_empty())
        .unwrap_or(project.description.as_str());
    if !instructions.is_empty() {
        ui.add(egui::Label::new(instructions).wrap());
    }
    ui.label(egui::RichText::new(tr!("gui-exercise-hidden")).weak());
    ui.separator();
    ui.horizontal_wrapped(|ui| {
        if ui.button(tr!("gui-exercise-open-cql")).clicked() {
            actions.grade(GradeAction::OpenAnswerCql);
        }
        if ui.add_enabled(!answer.text.trim().is_empty(), egui::Button::new(tr!("gui-exercise-save-answer"))).clicked()
        {
            actions.grade(GradeAction::SaveAnswer);
        }
        let check = egui::Button::new(egui::RichText::new(tr!("gui-exercise-check")).strong());
        if ui.add_enabled(!answer.text.trim().is_empty(), check).on_hover_text(tr!("gui-tip-exercise-check")).clicked()
        {
            actions.grade(GradeAction::CheckAnswer);
        }
    });
    let label = ui.label(tr!("gui-exercise-answer"));
    let rows = ((ui.available_height() * 0.4) / 16.0).clamp(6.0, 30.0) as usize;
    egui::ScrollArea::vertical().id_salt("exercise-answer").max_height(ui.available_height() * 0.45).show(ui, |ui| {
        let edit = egui::TextEdit::multiline(&mut answer.text)
            .id_salt("exercise-answer-text")
            .code_editor()
            .desired_rows(rows)
            .desired_width(f32::INFINITY)
            .hint_text(tr!("gui-exercise-empty"));
        ui.add(edit).labelled_by(label.id);
    });
}

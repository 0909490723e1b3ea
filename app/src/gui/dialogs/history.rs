//! Edit ▸ History…: every undo step by its words, newest first, the current point marked;
//! clicking a step undoes back to just after it, clicking a greyed (undone) step redoes up to
//! it, in one action each. The status line's undo menu offers the same for the recent steps.

use crate::gui::actions::Actions;
use crate::gui::undo_step;
use model_core::edit::History;

/// Where a row of the history takes the project: undo this many steps, or redo this many.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Undo this many steps (the row's step stays done).
    Undo(usize),
    /// Redo this many steps (up to and including the row's step).
    Redo(usize),
}

impl Goal {
    /// Asks for it.
    pub fn ask(self, actions: &mut Actions) {
        match self {
            Goal::Undo(n) => actions.undo_steps(n),
            Goal::Redo(n) => actions.redo_steps(n),
        }
    }
}

/// One row of the history: its words, whether it is undone (greyed), and where clicking it
/// goes (`None`: the current point, nothing to do).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The step in words ("add entity Hotel").
    pub words: String,
    /// Undone: redo reapplies it.
    pub undone: bool,
    /// What clicking it does.
    pub goal: Option<Goal>,
}

/// The history's rows, newest first: the undone steps (the last undone at the top), then the
/// done ones (the current point first), then the start. `limit` keeps the newest undone and
/// done steps of each side (the status line's menu), `usize::MAX` all.
pub fn rows(history: &History, limit: usize) -> Vec<Row> {
    let redo: Vec<String> = history.redo_steps().take(limit).map(undo_step::label).collect();
    let mut rows: Vec<Row> = redo
        .into_iter()
        .enumerate()
        .rev()
        .map(|(i, words)| Row { words, undone: true, goal: Some(Goal::Redo(i + 1)) })
        .collect();
    rows.extend(history.undo_steps().take(limit).map(undo_step::label).enumerate().map(|(i, words)| Row {
        words,
        undone: false,
        goal: (i > 0).then_some(Goal::Undo(i)),
    }));
    let done = history.undo_len();
    if done <= limit {
        rows.push(Row { words: tr!("gui-history-start"), undone: false, goal: (done > 0).then_some(Goal::Undo(done)) });
    }
    rows
}

/// The history window; `open` is cleared when it is closed.
pub fn history_ui(ctx: &egui::Context, history: &History, open: &mut bool, actions: &mut Actions) {
    let title = tr!("gui-history-title");
    let mut shown = *open;
    super::fitted_window(ctx, &title, "history-window", 360.0).open(&mut shown).show(ctx, |ui| {
        if !history.can_undo() && !history.can_redo() {
            ui.label(tr!("gui-history-empty"));
            return;
        }
        ui.label(egui::RichText::new(tr!("gui-history-explain")).weak());
        ui.separator();
        let rows = rows(history, usize::MAX);
        let room = super::scroll_room(ui, 0.0);
        egui::ScrollArea::vertical().max_height(room).auto_shrink([false, true]).show(ui, |ui| {
            for row in rows {
                row_ui(ui, &row, actions);
            }
        });
    });
    *open = shown;
}

/// One row: a button going there (its tooltip "undo to here" / "redo to here"), or the
/// current point marked.
fn row_ui(ui: &mut egui::Ui, row: &Row, actions: &mut Actions) {
    match row.goal {
        None => {
            ui.horizontal(|ui| {
                ui.label(egui::RichText::new(&row.words).strong());
                ui.label(
                    egui::RichText::new(tr!("gui-history-now")).strong().color(ui.visuals().selection.stroke.color),
                );
            });
        }
        Some(goal) => {
            let text = egui::RichText::new(&row.words);
            let text = if row.undone { text.weak().italics() } else { text };
            let tip = match goal {
                Goal::Undo(_) => tr!("gui-history-undo-to"),
                Goal::Redo(_) => tr!("gui-history-redo-to"),
            };
            if ui.add(egui::Button::new(text).frame(false)).on_hover_text(tip).clicked() {
                goal.ask(actions);
            }
        }
    }
}

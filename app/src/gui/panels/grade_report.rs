//! The grade pane (issue 43): File ▸ Check a design…'s report beside the Chebotko diagram.
//! Per query its verdict (a link: it selects the query, so the diagram beside highlights the
//! tool's table, and draws the answer's table beside the tool's below the list), the score,
//! the rule and reason of each problem in the window's language, and the total; Check again,
//! Export HTML…, Present. Presentation shows the same report full-window in large type, one
//! query at a time or all, from the keyboard ([`present_ui`]).
//!
//! The report is `model_core::grade`'s; the drawing is the Chebotko canvas's own
//! ([`ChebotkoCanvas`]) on a model of two tables. What the user asks for is recorded as a
//! [`GradeAction`]; the app reads files and grades.

use crate::gui::actions::{Actions, GradeAction, Tab};
use crate::gui::canvases::chebotko::ChebotkoCanvas;
use crate::gui::context::ViewContext;
use crate::gui::i18n::words;
use crate::gui::selection::Selected;
use model_core::grade::page::{matched_words, points};
use model_core::grade::{Grading, QueryGrade, Verdict};
use model_core::ids::QueryId;
use model_core::logical::LogicalModel;
use model_core::msg;
use std::path::PathBuf;
use std::time::SystemTime;

/// Where the answer graded comes from.
#[derive(Clone, Debug, PartialEq)]
pub enum AnswerSource {
    /// A file (CQL or a project): read again when it changes.
    File {
        /// The file.
        path: PathBuf,
        /// Its modification time when last read.
        modified: Option<SystemTime>,
    },
    /// The exercise's editor: graded as written.
    Editor,
}

/// A grading shown.
#[derive(Debug)]
pub struct Checked {
    /// The report.
    pub grading: Grading,
    /// The answer's name (its file's).
    pub answer: String,
    /// The answer's tables linked to the model ([`model_core::grade::answer_model`]).
    pub tables: LogicalModel,
    /// The document's key when graded (the model changed: graded again).
    pub model_key: (u64, u64),
    /// The window's language when graded (the answer's name and the drawing are worded).
    pub language: crate::gui::i18n::Lang,
}

/// Presentation of the report: one query (`at`) or all.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Presenting {
    /// Every query at once.
    pub all: bool,
    /// The query shown when one at a time.
    pub at: usize,
}

/// The pane's state between frames.
#[derive(Debug, Default)]
pub struct GradeReport {
    /// Where the answer comes from (none until a design was checked).
    pub source: Option<AnswerSource>,
    /// The last grading, or why the answer could not be read.
    pub result: Option<Result<Checked, String>>,
    /// The query whose tables are drawn.
    pub chosen: Option<QueryId>,
    /// Presentation of the report, when on.
    pub presenting: Option<Presenting>,
    /// Grows with every grading (the drawing's cache key).
    pub generation: u64,
    /// When the answer's file was last looked at (the window's clock, seconds).
    pub polled_at: f64,
    canvas: ChebotkoCanvas,
}

/// The File menu's Check a design… and Save as exercise… items.
pub fn menu_ui(ui: &mut egui::Ui, actions: &mut Actions) {
    for (label, tip, action) in [
        (tr!("gui-grade-check"), tr!("gui-tip-grade-check"), GradeAction::PickAnswer),
        (tr!("gui-grade-save-exercise"), tr!("gui-tip-grade-save-exercise"), GradeAction::SaveExercise),
    ] {
        if ui.button(label).on_hover_text(tip).clicked() {
            actions.grade(action);
            ui.close();
        }
    }
}

/// A verdict's colour (readable in both themes).
fn verdict_colour(v: Verdict, dark: bool) -> egui::Color32 {
    match (v, dark) {
        (Verdict::Correct | Verdict::DifferentButCorrect, false) => egui::Color32::from_rgb(26, 127, 55),
        (Verdict::Correct | Verdict::DifferentButCorrect, true) => egui::Color32::from_rgb(87, 200, 120),
        (Verdict::Wrong, false) => egui::Color32::from_rgb(160, 80, 0),
        (Verdict::Wrong, true) => egui::Color32::from_rgb(240, 160, 60),
        (Verdict::NotServed, false) => egui::Color32::from_rgb(190, 0, 0),
        (Verdict::NotServed, true) => egui::Color32::from_rgb(255, 110, 110),
    }
}

/// The verdict link's words: `Q1: correct`.
pub fn verdict_label(q: &QueryGrade) -> String {
    format!("{}: {}", q.query, words(&q.verdict.words()))
}

impl GradeReport {
    /// A new grading shown (the drawing and presentation keep their query where it still is).
    pub fn show(&mut self, result: Result<Checked, String>) {
        self.generation += 1;
        if let Ok(c) = &result
            && let Some(q) = &self.chosen
            && c.grading.query(q.as_str()).is_none()
        {
            self.chosen = None;
        }
        self.result = Some(result);
    }

    /// The grading shown, if the answer could be read.
    pub fn grading(&self) -> Option<&Grading> {
        self.result.as_ref().and_then(|r| r.as_ref().ok()).map(|c| &c.grading)
    }

    /// Moves presentation's one query by `by` (kept in range).
    pub fn step(&mut self, by: isize) {
        let n = self.grading().map_or(0, |g| g.queries.len());
        if let Some(p) = &mut self.presenting {
            p.at = p.at.saturating_add_signed(by).min(n.saturating_sub(1));
        }
    }
}

/// The pane: the answer's name, the buttons, the queries' verdicts and problems, the total,
/// and the chosen query's tables drawn. `hide_model` (an exercise) leaves the tool's table
/// out, words and drawing.
pub fn pane_ui(ui: &mut egui::Ui, cx: &mut ViewContext<'_>, report: &mut GradeReport, hide_model: bool) {
    if report.result.is_none() {
        return;
    }
    toolbar_ui(ui, cx.actions, report);
    ui.separator();
    let Some(result) = &report.result else { return };
    let checked = match result {
        Ok(checked) => checked,
        Err(e) => {
            ui.colored_label(ui.visuals().error_fg_color, format!("{}: {e}", tr!("gui-grade-cannot-read")));
            return;
        }
    };
    // The report above, the chosen query's tables below (more room for the list until one is).
    let share = if report.chosen.is_some() { 0.5 } else { 0.85 };
    let list_height = (ui.available_height() * share).max(120.0);
    let mut chosen = report.chosen.clone();
    egui::ScrollArea::vertical().id_salt("grade-list").max_height(list_height).auto_shrink([false, false]).show(
        ui,
        |ui| {
            if let Some(q) =
                report_ui(ui, &checked.grading, &checked.answer, cx.project.name.as_str(), hide_model, 1.0, None)
            {
                cx.selection.set(Selected::Query(q.clone()));
                if !hide_model {
                    cx.actions.show_tab(Tab::Logical);
                }
                chosen = Some(q);
                // The two tables shown whole.
                report.canvas.view.fit_pending = true;
            }
        },
    );
    ui.separator();
    drawing_ui(ui, cx, checked, &mut report.canvas, chosen.as_ref(), report.generation, hide_model);
    report.chosen = chosen;
}

/// The buttons above the report.
fn toolbar_ui(ui: &mut egui::Ui, actions: &mut Actions, report: &GradeReport) {
    ui.horizontal_wrapped(|ui| {
        if report.source.is_some()
            && ui.button(tr!("gui-grade-recheck")).on_hover_text(tr!("gui-tip-grade-recheck")).clicked()
        {
            actions.grade(GradeAction::Recheck);
        }
        let graded = report.grading().is_some();
        if ui
            .add_enabled(graded, egui::Button::new(tr!("gui-grade-export")))
            .on_hover_text(tr!("gui-tip-grade-export"))
            .clicked()
        {
            actions.grade(GradeAction::ExportHtml);
        }
        if ui
            .add_enabled(graded, egui::Button::new(tr!("gui-grade-present")))
            .on_hover_text(tr!("gui-tip-grade-present"))
            .clicked()
        {
            actions.grade(GradeAction::Present);
        }
        if ui.button(tr!("gui-grade-close")).clicked() {
            actions.grade(GradeAction::Close);
        }
    });
}

/// The report: title, each query (only `only` when given), notes and total, text scaled by
/// `scale`; the query whose verdict was clicked.
fn report_ui(
    ui: &mut egui::Ui,
    g: &Grading,
    answer: &str,
    model: &str,
    hide_model: bool,
    scale: f32,
    only: Option<usize>,
) -> Option<QueryId> {
    let size = |s: f32| s * scale;
    let dark = ui.visuals().dark_mode;
    let weak = ui.visuals().weak_text_color();
    let mut clicked = None;
    ui.label(
        egui::RichText::new(words(&msg!("grade-title", answer = answer, model = model))).strong().size(size(15.0)),
    );
    for (i, q) in g.queries.iter().enumerate() {
        if only.is_some_and(|o| o != i) {
            continue;
        }
        ui.add_space(size(6.0));
        ui.horizontal_wrapped(|ui| {
            let verdict =
                egui::RichText::new(verdict_label(q)).strong().size(size(14.0)).color(verdict_colour(q.verdict, dark));
            if ui.link(verdict).on_hover_text(tr!("gui-tip-grade-verdict", query = q.query.as_str())).clicked() {
                clicked = Some(q.query.clone());
            }
            ui.label(
                egui::RichText::new(tr!("gui-grade-score", score = &points(q.score), weight = &points(q.weight)))
                    .size(size(14.0)),
            );
            ui.label(egui::RichText::new(&q.description).size(size(13.0)));
            if let Some(how) = matched_words(q.matched_by) {
                ui.label(egui::RichText::new(format!("({})", words(&how))).size(size(12.0)).color(weak));
            }
        });
        ui.indent(("grade-query", i), |ui| {
            if !hide_model {
                ui.label(
                    egui::RichText::new(words(&msg!("grade-model-table", table = q.model_table.clone())))
                        .size(size(13.0)),
                );
            }
            if let Some(t) = q.tables.first() {
                ui.label(
                    egui::RichText::new(words(&msg!("grade-answer-key", key = format!("{t} {}", q.answer_key))))
                        .size(size(13.0)),
                );
            }
            for p in &q.problems {
                let mark = if p.counts { "−" } else { "·" };
                let colour = if p.counts { ui.visuals().text_color() } else { weak };
                let text = format!("{mark} [{} {}] {}", p.rule, p.kind.id(), words(&p.text));
                ui.add(egui::Label::new(egui::RichText::new(text).size(size(13.0)).color(colour)).wrap());
            }
        });
    }
    if only.is_none() {
        for n in &g.notes {
            ui.add_space(size(4.0));
            ui.add(egui::Label::new(egui::RichText::new(words(n)).size(size(13.0)).color(weak)).wrap());
        }
    }
    ui.add_space(size(8.0));
    let total = words(&msg!("grade-total", score = points(g.score), out_of = points(g.out_of)));
    ui.label(egui::RichText::new(total).strong().size(size(15.0)));
    clicked
}

/// The model of the drawing: the tool's table for `query` (unless hidden) and the answer's
/// table graded for it, named as the answer's.
fn pair(cx: &ViewContext<'_>, checked: &Checked, query: &QueryId, hide_model: bool) -> (LogicalModel, bool) {
    let mut out = LogicalModel { udts: cx.model().udts.clone(), ..LogicalModel::default() };
    if !hide_model && let Some(own) = cx.model().table_for_query(query) {
        out.tables.push(own.clone());
    }
    let graded = checked.grading.query(query.as_str()).and_then(|g| g.tables.first());
    let answer = checked
        .tables
        .tables
        .iter()
        .find(|t| Some(&t.name) == graded)
        .or_else(|| checked.tables.tables.iter().find(|t| t.queries.contains(query)));
    let found = answer.is_some();
    if let Some(t) = answer {
        let mut t = t.clone();
        t.name = tr!("gui-grade-answer-table", table = &t.name);
        t.queries = vec![query.clone()];
        out.tables.push(t);
    }
    (out, found)
}

/// The chosen query's tables, drawn by the Chebotko canvas.
fn drawing_ui(
    ui: &mut egui::Ui,
    cx: &mut ViewContext<'_>,
    checked: &Checked,
    canvas: &mut ChebotkoCanvas,
    chosen: Option<&QueryId>,
    generation: u64,
    hide_model: bool,
) {
    let Some(query) = chosen else {
        ui.label(egui::RichText::new(tr!("gui-grade-pick-query")).weak());
        return;
    };
    let (model, found) = pair(cx, checked, query, hide_model);
    let heading = if hide_model {
        tr!("gui-grade-compare-answer-only", query = query.as_str())
    } else {
        tr!("gui-grade-compare-heading", query = query.as_str())
    };
    ui.label(egui::RichText::new(heading).strong());
    if !found {
        ui.label(tr!("gui-grade-no-answer-table", query = query.as_str()));
    }
    if model.tables.is_empty() {
        return;
    }
    let at = checked.grading.queries.iter().position(|g| &g.query == query).unwrap_or(0) as u64;
    canvas.ui(ui, cx, &model, (generation, at));
}

/// Presentation of the report: full-window, large type, one query at a time or all, with
/// buttons for what the keys do (←/→, A, Esc).
pub fn present_ui(ui: &mut egui::Ui, report: &mut GradeReport, model: &str, hide_model: bool, actions: &mut Actions) {
    let Some(Ok(checked)) = &report.result else { return };
    let mut p = report.presenting.unwrap_or_default();
    let n = checked.grading.queries.len();
    let scale = 2.0;
    ui.horizontal_wrapped(|ui| {
        let big = |s: &str| egui::RichText::new(s.to_owned()).size(20.0);
        if !p.all {
            if ui.add_enabled(p.at > 0, egui::Button::new(big(&tr!("gui-grade-present-previous")))).clicked() {
                p.at = p.at.saturating_sub(1);
            }
            ui.label(big(&tr!("gui-grade-present-at", at = &(p.at + 1).to_string(), count = n)));
            if ui.add_enabled(p.at + 1 < n, egui::Button::new(big(&tr!("gui-grade-present-next")))).clicked() {
                p.at += 1;
            }
        }
        let toggle = if p.all { tr!("gui-grade-present-one") } else { tr!("gui-grade-present-all") };
        if ui.button(big(&toggle)).clicked() {
            p.all = !p.all;
        }
        if ui.button(big(&tr!("gui-grade-present-leave"))).clicked() {
            actions.grade(GradeAction::LeavePresentation);
        }
    });
    ui.separator();
    egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
        let only = (!p.all).then_some(p.at.min(n.saturating_sub(1)));
        report_ui(ui, &checked.grading, &checked.answer, model, hide_model, scale, only);
    });
    if report.presenting.is_some() {
        report.presenting = Some(p);
    }
}

/// Presentation's keys, taken before anything else sees them: ←/→ (and Page Up/Down, Space)
/// one query, Home/End the first and last, A all or one, Esc leaves.
pub fn present_keys(ctx: &egui::Context, report: &mut GradeReport) {
    use egui::{Key, Modifiers};
    let pressed = |k: Key| ctx.input_mut(|i| i.consume_key(Modifiers::NONE, k));
    if pressed(Key::Escape) {
        report.presenting = None;
        return;
    }
    if pressed(Key::ArrowRight) || pressed(Key::PageDown) || pressed(Key::Space) {
        report.step(1);
    }
    if pressed(Key::ArrowLeft) || pressed(Key::PageUp) {
        report.step(-1);
    }
    if pressed(Key::Home) {
        report.step(isize::MIN / 2);
    }
    if pressed(Key::End) {
        report.step(isize::MAX / 2);
    }
    if pressed(Key::A)
        && let Some(p) = &mut report.presenting
    {
        p.all = !p.all;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stepping_stays_within_the_queries() {
        let hotel = model_core::Project::load(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../sample-projects/hotel.json"),
        )
        .expect("hotel");
        let answer = model_core::grade::Answer::from_cql("a.cql", "");
        let grading = model_core::grade::grade(&hotel, &answer);
        let n = grading.queries.len();
        let mut r = GradeReport::default();
        r.show(Ok(Checked {
            grading,
            answer: "a.cql".into(),
            tables: LogicalModel::default(),
            model_key: (0, 0),
            language: crate::gui::i18n::Lang::En,
        }));
        r.presenting = Some(Presenting::default());
        r.step(-1);
        assert_eq!(r.presenting.map(|p| p.at), Some(0));
        r.step(isize::MAX / 2);
        assert_eq!(r.presenting.map(|p| p.at), Some(n - 1));
    }
}

//! Step mode, for teaching: the four models revealed one step at a time — the conceptual
//! model, the workflow, the logical model one query's table at a time as the method's first
//! step gives it (one table per query, naming the mapping rules applied to it, from
//! [`model_core::explain`]), then the optimised design (tables merged or serving other
//! queries, with the reasons), then the physical model. F5 or the canvases' toolbar button
//! turn it on and off (leaving shows the tab it started from); ← and → (or Page Up and Page
//! Down) go back and on; a logical step's new table is brought into view.

use crate::gui::actions::{Tab, TeachAction};
use crate::gui::context::ViewContext;
use crate::gui::i18n::language;
use crate::gui::selection::{Selected, Selection};
use model_core::Project;
use model_core::explain::explain_table;
use model_core::logical::LogicalModel;

/// Where step mode is.
#[derive(Debug, Default)]
pub struct StepMode {
    /// Step mode is on.
    pub active: bool,
    /// The step shown, from 0.
    pub step: usize,
    /// The method's one-table-per-query model and the document key it was derived for.
    method: Option<((u64, u64), LogicalModel)>,
    /// The tab shown when step mode was turned on: shown again when it is left.
    from: Tab,
    /// The table the step just shown added, to bring into view on the Logical canvas.
    new_table: Option<String>,
}

/// What one step shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Step 1: the ER diagram.
    Conceptual,
    /// Step 2: the workflow.
    Workflow,
    /// Step 3: the tables of the first `shown` of `of` queries, one table per query.
    Logical {
        /// Queries revealed (1-based count; 0 when there are none).
        shown: usize,
        /// Queries in the workflow.
        of: usize,
    },
    /// Step 3, last: the optimised design (the model the project derives).
    Optimised,
    /// Step 4: the physical model.
    Physical,
}

impl StepMode {
    /// Number of steps for a project: conceptual, workflow, one per query, the optimised
    /// design, physical.
    pub fn count(project: &Project) -> usize {
        4 + project.queries.len().max(1)
    }

    /// Turns step mode on at the first step (remembering `shown`, the tab shown), or off; the
    /// tab to show when it is off: the one it started from.
    pub fn toggle(&mut self, shown: Tab) -> Tab {
        self.active = !self.active;
        self.step = 0;
        self.new_table = None;
        if self.active {
            self.from = shown;
        }
        self.from
    }

    /// The table the step just shown added, once: the Logical canvas brings it into view.
    pub fn take_new_table(&mut self) -> Option<String> {
        self.new_table.take()
    }

    /// What the current step shows.
    pub fn stage(&self, project: &Project) -> Stage {
        let n = project.queries.len();
        let last = Self::count(project) - 1;
        match self.step.min(last) {
            0 => Stage::Conceptual,
            1 => Stage::Workflow,
            s if s == last => Stage::Physical,
            s if s + 1 == last => Stage::Optimised,
            s => Stage::Logical { shown: (s - 1).min(n), of: n },
        }
    }

    /// The tab the current step shows.
    pub fn tab(&self, project: &Project) -> Tab {
        match self.stage(project) {
            Stage::Conceptual => Tab::Conceptual,
            Stage::Workflow => Tab::Workflow,
            Stage::Logical { .. } | Stage::Optimised => Tab::Logical,
            Stage::Physical => Tab::Physical,
        }
    }

    /// The method's first step: one table per query (no merging, no serving by another
    /// query's table), derived once per document key.
    fn method_model(&mut self, project: &Project, key: (u64, u64)) -> &LogicalModel {
        if self.method.as_ref().is_some_and(|(k, _)| *k != key) {
            self.method = None;
        }
        let (_, model) = self.method.get_or_insert_with(|| {
            let mut first = project.clone();
            first.overrides.one_table_per_query = true;
            (key, model_core::derive(&first).model)
        });
        model
    }

    /// At a per-query logical step, the one-table-per-query model with only the revealed
    /// queries' tables (`None` at other steps: the canvases show the project's model).
    pub fn model(&mut self, project: &Project, key: (u64, u64)) -> Option<LogicalModel> {
        let Stage::Logical { shown, .. } = self.stage(project) else { return None };
        let revealed: Vec<_> = project.queries.iter().take(shown).map(|q| q.id.clone()).collect();
        let mut out = self.method_model(project, key).clone();
        out.tables.retain(|t| t.queries.iter().any(|q| revealed.contains(q)));
        Some(out)
    }

    /// The layout cache key for the logical canvas: changes with every logical step.
    pub fn key(&self, project: &Project, key: (u64, u64)) -> (u64, u64) {
        match self.stage(project) {
            Stage::Logical { shown, .. } if self.active => (key.0 ^ ((shown as u64 + 1) << 40), key.1),
            Stage::Optimised if self.active => (key.0 ^ (1 << 62), key.1),
            _ => key,
        }
    }

    fn go(&mut self, step: usize, project: &Project, key: (u64, u64), selection: &mut Selection) {
        self.step = step.min(Self::count(project) - 1);
        if let Stage::Logical { shown, .. } = self.stage(project)
            && let Some(q) = shown.checked_sub(1).and_then(|i| project.queries.get(i))
            && let Some(t) = self.method_model(project, key).table_for_query(&q.id)
        {
            selection.set(Selected::Table(t.name.clone()));
            self.new_table = Some(t.name.clone());
        }
    }
}

/// A step asked for by a key: ← or Page Up back, → or Page Down on (never while typing).
fn key_step(ui: &egui::Ui) -> Option<bool> {
    use egui::{Key, Modifiers};
    if ui.ctx().egui_wants_keyboard_input() {
        return None;
    }
    ui.input_mut(|i| {
        let mut pressed = |keys: [Key; 2]| keys.into_iter().any(|k| i.consume_key(Modifiers::NONE, k));
        if pressed([Key::ArrowRight, Key::PageDown]) {
            Some(true)
        } else if pressed([Key::ArrowLeft, Key::PageUp]) {
            Some(false)
        } else {
            None
        }
    })
}

/// The step bar above the canvas: where we are, Previous / Next / Leave, at a per-query
/// logical step the query, its access path and the mapping rules applied to its table, and
/// at the optimised step each design choice with its reason.
pub fn bar_ui(ui: &mut egui::Ui, cx: &mut ViewContext<'_>, steps: &mut StepMode) {
    let (project, model, key) = (cx.project, &cx.derived.derivation.model, cx.key);
    let (selection, actions) = (&mut *cx.selection, &mut *cx.actions);
    let count = StepMode::count(project);
    match key_step(ui) {
        Some(true) => steps.go(steps.step + 1, project, key, selection),
        Some(false) => steps.go(steps.step.saturating_sub(1), project, key, selection),
        None => {}
    }
    let stage = steps.stage(project);
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.horizontal(|ui| {
            ui.label(
                egui::RichText::new(tr!(
                    "gui-step-counter",
                    step = &(steps.step.min(count - 1) + 1).to_string(),
                    count = count
                ))
                .strong(),
            );
            let keys = |k: &str| tr!("gui-parenthesized", text = tr!("gui-step-keys-tip"), detail = k);
            let previous = egui::Button::new(tr!("gui-step-previous"));
            if ui.add_enabled(steps.step > 0, previous).on_hover_text(keys("← / Page Up")).clicked() {
                steps.go(steps.step.saturating_sub(1), project, key, selection);
            }
            let next = egui::Button::new(tr!("gui-step-next"));
            if ui.add_enabled(steps.step + 1 < count, next).on_hover_text(keys("→ / Page Down")).clicked() {
                steps.go(steps.step + 1, project, key, selection);
            }
            if leave_button(ui) {
                actions.teach(TeachAction::ToggleStepMode);
            }
        });
        match stage {
            Stage::Conceptual => {
                ui.label(tr!("gui-step-conceptual"));
            }
            Stage::Workflow => {
                ui.label(tr!("gui-step-workflow"));
            }
            Stage::Physical => {
                ui.label(tr!("gui-step-physical"));
            }
            Stage::Logical { shown: 0, .. } => {
                ui.label(tr!("gui-step-no-queries"));
            }
            Stage::Optimised => optimised_ui(ui, project, model, steps.method_model(project, key).tables.len()),
            Stage::Logical { shown, of } => {
                let Some(q) = project.queries.get(shown - 1) else { return };
                let Some(t) = steps.method_model(project, key).table_for_query(&q.id).cloned() else { return };
                let t = &t;
                let title =
                    if q.description.is_empty() { q.id.to_string() } else { format!("{} {}", q.id, q.description) };
                ui.label(
                    egui::RichText::new(tr!(
                        "gui-step-logical",
                        shown = shown,
                        of = of,
                        query = &title,
                        table = &t.name
                    ))
                    .strong(),
                );
                let e = explain_table(project, t);
                if !e.path_names.is_empty() {
                    ui.label(tr!("gui-teach-access-path", path = &e.path_names.join(", ")));
                }
                for step in &e.steps {
                    ui.horizontal_wrapped(|ui| {
                        ui.label(egui::RichText::new(step.rule.words().get(language())).strong());
                        ui.label(egui::RichText::new(step.columns.join(", ")).monospace());
                        ui.label(egui::RichText::new(step.rule.line().get(language())).weak().small());
                    });
                }
            }
        }
    });
}

/// Leave step mode, with its shortcut in the tooltip; `true` when clicked.
fn leave_button(ui: &mut egui::Ui) -> bool {
    let shortcut = crate::gui::ui_command::UiCommand::StepMode.shortcut();
    let tip = shortcut.map_or_else(
        || tr!("gui-step-leave-tip"),
        |s| tr!("gui-parenthesized", text = tr!("gui-step-leave-tip"), detail = &ui.ctx().format_shortcut(&s)),
    );
    ui.button(tr!("gui-step-leave")).on_hover_text(tip).clicked()
}

/// The optimised step: how many tables the method's first step had and the design has now,
/// and every design choice in words.
fn optimised_ui(ui: &mut egui::Ui, project: &Project, model: &LogicalModel, method_tables: usize) {
    ui.label(
        egui::RichText::new(tr!("gui-step-optimised", method_tables = method_tables, tables = model.tables.len()))
            .strong(),
    );
    let index = project.index();
    let label = |a: &model_core::ids::AttributeId| index.label(a);
    let lang = crate::gui::i18n::language();
    let mut any = false;
    for t in &model.tables {
        for choice in &t.choices {
            any = true;
            ui.horizontal_wrapped(|ui| {
                ui.label(egui::RichText::new(&t.name).monospace().strong());
                ui.label(choice.text(lang, &label));
            });
        }
    }
    if !any {
        ui.label(egui::RichText::new(tr!("gui-step-optimised-none")).weak());
    }
}

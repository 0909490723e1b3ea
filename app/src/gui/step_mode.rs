//! Step mode, for teaching: the four models revealed one step at a time — the conceptual
//! model, the workflow, the logical model one query's table at a time (naming the mapping
//! rules applied to it, from [`model_core::explain`]), then the physical model.

use super::app::Tab;
use super::explain_view::{rule_line, rule_name};
use super::i18n::{fill, tr};
use super::selection::{Selected, Selection};
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
}

/// What one step shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Step 1: the ER diagram.
    Conceptual,
    /// Step 2: the workflow.
    Workflow,
    /// Step 3: the tables of the first `shown` of `of` queries.
    Logical {
        /// Queries revealed (1-based count; 0 when there are none).
        shown: usize,
        /// Queries in the workflow.
        of: usize,
    },
    /// Step 4: the physical model.
    Physical,
}

impl StepMode {
    /// Number of steps for a project: conceptual, workflow, one per query, physical.
    pub fn count(project: &Project) -> usize {
        3 + project.queries.len().max(1)
    }

    /// Turns step mode on at the first step, or off.
    pub fn toggle(&mut self) {
        self.active = !self.active;
        self.step = 0;
    }

    /// What the current step shows.
    pub fn stage(&self, project: &Project) -> Stage {
        let n = project.queries.len();
        let last = Self::count(project) - 1;
        match self.step.min(last) {
            0 => Stage::Conceptual,
            1 => Stage::Workflow,
            s if s == last => Stage::Physical,
            s => Stage::Logical { shown: (s - 1).min(n), of: n },
        }
    }

    /// The tab the current step shows.
    pub fn tab(&self, project: &Project) -> Tab {
        match self.stage(project) {
            Stage::Conceptual => Tab::Conceptual,
            Stage::Workflow => Tab::Workflow,
            Stage::Logical { .. } => Tab::Logical,
            Stage::Physical => Tab::Physical,
        }
    }

    /// At a logical step, the model with only the revealed queries' tables.
    pub fn model(&self, project: &Project, model: &LogicalModel) -> Option<LogicalModel> {
        let Stage::Logical { shown, .. } = self.stage(project) else { return None };
        let revealed: Vec<_> = project.queries.iter().take(shown).map(|q| &q.id).collect();
        let mut out = model.clone();
        out.tables.retain(|t| t.queries.iter().any(|q| revealed.contains(&q)));
        Some(out)
    }

    /// The layout cache key for the logical canvas: changes with every logical step.
    pub fn key(&self, project: &Project, key: (u64, u64)) -> (u64, u64) {
        match self.stage(project) {
            Stage::Logical { shown, .. } if self.active => (key.0 ^ ((shown as u64 + 1) << 40), key.1),
            _ => key,
        }
    }

    fn go(&mut self, step: usize, project: &Project, model: &LogicalModel, selection: &mut Selection) {
        self.step = step.min(Self::count(project) - 1);
        if let Stage::Logical { shown, .. } = self.stage(project)
            && let Some(q) = shown.checked_sub(1).and_then(|i| project.queries.get(i))
            && let Some(t) = model.table_for_query(&q.id)
        {
            selection.set(Selected::Table(t.name.clone()));
        }
    }
}

/// The step bar above the canvas: where we are, Previous / Next / Leave, and at a logical
/// step the query, its access path and the mapping rules applied to its table.
pub fn bar_ui(ui: &mut egui::Ui, steps: &mut StepMode, project: &Project, model: &LogicalModel, selection: &mut Selection) {
    let s = tr();
    let count = StepMode::count(project);
    let stage = steps.stage(project);
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new(fill(s.step_counter, &[&(steps.step.min(count - 1) + 1).to_string(), &count.to_string()])).strong());
            if ui.add_enabled(steps.step > 0, egui::Button::new(s.step_previous)).clicked() {
                steps.go(steps.step.saturating_sub(1), project, model, selection);
            }
            if ui.add_enabled(steps.step + 1 < count, egui::Button::new(s.step_next)).clicked() {
                steps.go(steps.step + 1, project, model, selection);
            }
            if ui.button(s.step_leave).clicked() {
                steps.toggle();
            }
        });
        match stage {
            Stage::Conceptual => {
                ui.label(s.step_conceptual);
            }
            Stage::Workflow => {
                ui.label(s.step_workflow);
            }
            Stage::Physical => {
                ui.label(s.step_physical);
            }
            Stage::Logical { shown: 0, .. } => {
                ui.label(s.step_no_queries);
            }
            Stage::Logical { shown, of } => {
                let Some(q) = project.queries.get(shown - 1) else { return };
                let Some(t) = model.table_for_query(&q.id) else { return };
                let title = if q.description.is_empty() { q.id.to_string() } else { format!("{} {}", q.id, q.description) };
                ui.label(egui::RichText::new(fill(s.step_logical, &[&shown.to_string(), &of.to_string(), &title, &t.name])).strong());
                let e = explain_table(project, t);
                if !e.path_names.is_empty() {
                    ui.label(fill(s.teach_access_path, &[&e.path_names.join(", ")]));
                }
                for step in &e.steps {
                    ui.horizontal_wrapped(|ui| {
                        ui.label(egui::RichText::new(rule_name(step.rule)).strong());
                        ui.label(egui::RichText::new(step.columns.join(", ")).monospace());
                        ui.label(egui::RichText::new(rule_line(step.rule)).weak().small());
                    });
                }
            }
        }
    });
}

//! The status bar: model counts, the target database, problems, and the last message.

use crate::gui::context::ViewContext;
use crate::gui::i18n::{fill, tr};
use model_core::Severity;

/// The status bar; `busy` names the background work under way, if any.
pub fn status_bar_ui(ui: &mut egui::Ui, cx: &ViewContext<'_>, message: &str, busy: Option<&str>) {
    let (project, tables, diagnostics) = (cx.project, cx.model().tables.len(), &cx.derived.diagnostics);
    let s = tr();
    let errors = diagnostics.iter().filter(|d| d.severity == Severity::Error).count();
    let warnings = diagnostics.iter().filter(|d| d.severity == Severity::Warning).count();
    ui.horizontal(|ui| {
        ui.label(fill(
            s.status_counts,
            &[&project.entities.len().to_string(), &project.relationships.len().to_string(), &project.queries.len().to_string(), &tables.to_string()],
        ));
        ui.separator();
        ui.label(format!("{}: {}", s.target, project.target().name())).on_hover_text(s.target_tip);
        ui.separator();
        let color = if errors > 0 { ui.visuals().error_fg_color } else { ui.visuals().text_color() };
        ui.colored_label(color, fill(s.status_problems, &[&errors.to_string(), &warnings.to_string()]));
        if let Some(busy) = busy {
            ui.separator();
            // An hourglass, not a spinner (which would repaint every frame): the task asks for
            // a frame when it is done.
            ui.label(format!("⏳ {busy}"));
        }
        if !message.is_empty() {
            ui.separator();
            ui.label(message);
        }
    });
}

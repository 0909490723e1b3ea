//! The status bar: model counts, the target database, problems, and the last message.

use crate::gui::context::ViewContext;
use crate::gui::i18n::tr;
use model_core::Severity;

/// The status bar; `busy` names the background work under way, if any.
pub fn status_bar_ui(ui: &mut egui::Ui, cx: &ViewContext<'_>, message: &str, busy: Option<&str>) {
    let (project, tables, diagnostics) = (cx.project, cx.model().tables.len(), &cx.derived.diagnostics);
    let s = tr();
    let errors = diagnostics.iter().filter(|d| d.severity == Severity::Error).count();
    let warnings = diagnostics.iter().filter(|d| d.severity == Severity::Warning).count();
    ui.horizontal(|ui| {
        let c = crate::gui::construct_strings::tr();
        let count = crate::gui::construct_strings::count;
        ui.label(
            [
                count(project.entities.len(), c.n_entity, c.n_entities),
                count(project.relationships.len(), c.n_relationship, c.n_relationships),
                count(project.queries.len(), c.n_query, c.n_queries),
                count(tables, c.n_table, c.n_tables),
            ]
            .join(" · "),
        );
        ui.separator();
        ui.label(format!("{}: {}", s.target, project.target().name())).on_hover_text(s.target_tip);
        ui.separator();
        let color = if errors > 0 { ui.visuals().error_fg_color } else { ui.visuals().text_color() };
        ui.colored_label(color, format!("{} · {}", count(errors, c.n_error, c.n_errors), count(warnings, c.n_warning, c.n_warnings)));
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

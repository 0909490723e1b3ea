//! The diagnostics list: what validation and analysis found; clicking one selects what it is
//! about.

use crate::gui::actions::Tab;
use crate::gui::context::ViewContext;
use crate::gui::i18n::{language, severity_name};
use crate::gui::selection::Selected;
use crate::gui::virtual_list;
use model_core::{Diagnostic, Severity};

/// What a diagnostic is about, as a selection and the tab that shows it.
pub fn subject_of(d: &Diagnostic) -> Option<(Selected, Tab)> {
    let s = &d.subject;
    if let Some(a) = &s.attribute {
        return Some((Selected::Attribute(a.clone()), Tab::Conceptual));
    }
    if let Some(t) = &s.table {
        return Some((Selected::Table(t.clone()), Tab::Logical));
    }
    if let Some(q) = &s.query {
        return Some((Selected::Query(q.clone()), Tab::Workflow));
    }
    if let Some(e) = &s.entity {
        return Some((Selected::Entity(e.clone()), Tab::Conceptual));
    }
    s.relationship.as_ref().map(|r| (Selected::Relationship(r.clone()), Tab::Conceptual))
}

/// The diagnostics panel.
pub fn diagnostics_ui(ui: &mut egui::Ui, cx: &mut ViewContext<'_>) {
    let diagnostics = &cx.derived.diagnostics;
    let (selection, actions) = (&mut *cx.selection, &mut *cx.actions);
    let lang = language();
    if diagnostics.is_empty() {
        ui.label(egui::RichText::new(tr!("gui-no-problems")).weak());
        return;
    }
    let estimate = ui.spacing().interact_size.y + ui.spacing().item_spacing.y;
    // Whole one-line rows in sight: the pane's last line is never cut in half.
    let height = virtual_list::whole_rows(ui.available_height(), estimate);
    let scroll = egui::ScrollArea::vertical().id_salt("diagnostics").max_height(height);
    // Only the diagnostics near the view are laid out (a large model has hundreds).
    virtual_list::show(ui, scroll, diagnostics.len(), estimate, |ui, i| {
        let d = &diagnostics[i];
        let (icon, color) = match d.severity {
            Severity::Error => ("⛔", ui.visuals().error_fg_color),
            Severity::Warning => ("⚠", ui.visuals().warn_fg_color),
            Severity::Info => ("ℹ", ui.visuals().weak_text_color()),
        };
        let text = egui::RichText::new(format!("{icon} {}", d.message_in(lang))).color(color);
        let resp = ui.add(egui::Button::selectable(false, text).wrap());
        // The code is a stable identifier (documented, used by scripts): never translated.
        let tip = |ui: &mut egui::Ui| {
            let mut tip = tr!("gui-parenthesized", text = d.code.as_str(), detail = &severity_name(d.severity));
            if let Some(fix) = d.fix_in(lang) {
                tip.push('\n');
                tip.push_str(&fix);
            }
            ui.label(tip);
        };
        if resp.on_hover_ui(tip).clicked()
            && let Some((item, tab)) = subject_of(d)
        {
            selection.set(item);
            actions.show_tab(tab);
        }
    });
}

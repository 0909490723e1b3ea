//! The status bar: model counts, the target database, problems, the last message, the
//! cluster the window is connected to (host, data centre, version) with Disconnect, and the
//! interface language (one click switches it, as editors show a file's encoding), and the last
//! undo step as a menu of the recent ones (undo or redo to any of them in one click).

use crate::gui::actions::ClusterAction;
use crate::gui::connection::Connection;
use crate::gui::context::ViewContext;
use crate::gui::dialogs::history::{Goal, rows};
use crate::gui::i18n::Lang;
use crate::gui::i18n::words;
use crate::gui::ui_command::UiCommand;
use model_core::Severity;
use model_core::edit::History;
use model_core::msg;

/// The status bar; `busy` names the background work under way, if any; `connection` is the
/// cluster the window is connected to; `history` the open document's undo history.
pub fn status_bar_ui(
    ui: &mut egui::Ui,
    cx: &mut ViewContext<'_>,
    history: &History,
    message: &str,
    busy: Option<&str>,
    connection: Option<&Connection>,
) {
    let (tables, diagnostics) = (cx.model().tables.len(), &cx.derived.diagnostics);
    let errors = diagnostics.iter().filter(|d| d.severity == Severity::Error).count();
    let warnings = diagnostics.iter().filter(|d| d.severity == Severity::Warning).count();
    ui.horizontal(|ui| {
        // Right-aligned, first: the message may take the rest of the line.
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            let next = Lang::ALL.into_iter().cycle().skip_while(|l| *l != cx.language).nth(1).unwrap_or(cx.language);
            if ui.button(cx.language.native_name()).on_hover_text(tr!("gui-tip-language-toggle")).clicked() {
                cx.actions.set_language(next);
            }
            ui.separator();
            if let Some(c) = connection {
                connection_ui(ui, cx, c);
                ui.separator();
            }
            ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                undo_menu_ui(ui, cx, history);
                left_ui(ui, cx, message, busy, errors, warnings, tables);
            });
        });
    });
}

/// The left part of the status bar: counts, target, problems, work under way, the message.
fn left_ui(
    ui: &mut egui::Ui,
    cx: &ViewContext<'_>,
    message: &str,
    busy: Option<&str>,
    errors: usize,
    warnings: usize,
    tables: usize,
) {
    let project = cx.project;
    {
        ui.label(
            [
                words(&msg!("gui-n-entities", count = project.entities.len())),
                words(&msg!("gui-n-relationships", count = project.relationships.len())),
                words(&msg!("gui-n-queries", count = project.queries.len())),
                words(&msg!("gui-n-tables", count = tables)),
            ]
            .join(" · "),
        );
        ui.separator();
        ui.label(format!("{}: {}", tr!("gui-target"), project.target().name())).on_hover_text(tr!("gui-target-tip"));
        ui.separator();
        let color = if errors > 0 { ui.visuals().error_fg_color } else { ui.visuals().text_color() };
        ui.colored_label(
            color,
            format!(
                "{} · {}",
                words(&msg!("gui-n-errors", count = errors)),
                words(&msg!("gui-n-warnings", count = warnings))
            ),
        );
        if let Some(busy) = busy {
            ui.separator();
            // An hourglass, not a spinner (which would repaint every frame): the task asks for
            // a frame when it is done.
            ui.label(format!("⏳ {busy}"));
        }
        if !message.is_empty() {
            ui.separator();
            // Cut to the room left beside the connection (the whole message on hover): a long
            // message never runs under the right-aligned part.
            ui.add(egui::Label::new(message).truncate()).on_hover_text(message);
        }
    }
}

/// How many recent steps of each side the status line's menu lists.
const MENU_STEPS: usize = 10;

/// The last undo step as a menu: the recent steps (a click undoes or redoes to it), undo or
/// redo everything, and the whole history.
fn undo_menu_ui(ui: &mut egui::Ui, cx: &mut ViewContext<'_>, history: &History) {
    if !history.can_undo() && !history.can_redo() {
        return;
    }
    let title = match history.undo_steps().next() {
        Some(last) => tr!("gui-history-menu", step = &crate::gui::undo_step::label(last)),
        None => tr!("gui-history-title"),
    };
    let button = egui::Button::new(egui::RichText::new(title)).truncate();
    let response = ui.add_sized([ui.available_width().min(260.0), ui.spacing().interact_size.y], button);
    let response = response.on_hover_text(tr!("gui-history-menu-tip"));
    egui::Popup::menu(&response).show(|ui| {
        for row in rows(history, MENU_STEPS) {
            let text = egui::RichText::new(&row.words);
            match row.goal {
                None => {
                    ui.label(text.strong());
                }
                Some(goal) => {
                    let text = if row.undone { text.weak().italics() } else { text };
                    if ui.button(text).clicked() {
                        goal.ask(cx.actions);
                    }
                }
            }
        }
        ui.separator();
        let (done, undone) = (history.undo_len(), history.redo_steps().len());
        if done > 0 && ui.button(tr!("gui-history-undo-all", count = done)).clicked() {
            Goal::Undo(done).ask(cx.actions);
        }
        if undone > 0 && ui.button(tr!("gui-history-redo-all", count = undone)).clicked() {
            Goal::Redo(undone).ask(cx.actions);
        }
        if ui.button(tr!("gui-history-open")).clicked() {
            cx.actions.command(UiCommand::History);
        }
    });
    ui.separator();
}

/// What the window is connected to (the server's caveat, if any, in its tooltip), and
/// Disconnect.
fn connection_ui(ui: &mut egui::Ui, cx: &mut ViewContext<'_>, c: &Connection) {
    if ui.button(tr!("gui-status-disconnect")).on_hover_text(tr!("gui-tip-status-disconnect")).clicked() {
        cx.actions.cluster(ClusterAction::Disconnect);
    }
    let tip = match c.server.caveat() {
        Some(caveat) => format!("{}\n{caveat}", tr!("gui-tip-status-connected")),
        None => tr!("gui-tip-status-connected"),
    };
    ui.label(egui::RichText::new(tr!("gui-status-connected", cluster = &c.summary())).strong()).on_hover_text(tip);
}

//! The windows over the main one: comparing with another version, the import report, the
//! file picker (the system's dialog or the in-app one), the help windows, picture export and
//! proving the model on a cluster. They may draw with the canvases' pieces (the legend does),
//! never the other way round.

pub mod apply;
pub mod compare;
pub mod file_picker;
pub mod help;
pub mod import_live;
pub mod import_report;
pub mod picture_export;
pub mod prove;

/// A headless harness drawing one dialog with `draw`, keeping the actions it records (for the
/// dialogs' own tests).
#[cfg(test)]
pub(crate) fn recording<D: 'static>(
    dialog: D,
    draw: impl Fn(&mut D, &egui::Context, &mut crate::gui::actions::Actions) + 'static,
) -> egui_kittest::Harness<'static, (D, Vec<crate::gui::actions::Action>)> {
    egui_kittest::Harness::builder().with_size([1000.0, 700.0]).build_ui_state(
        move |ui, (d, asked): &mut (D, Vec<crate::gui::actions::Action>)| {
            let mut actions = crate::gui::actions::Actions::default();
            draw(d, ui.ctx(), &mut actions);
            asked.extend(actions);
        },
        (dialog, Vec::new()),
    )
}

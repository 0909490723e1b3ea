//! The windows over the main one: comparing with another version, the import report, the
//! file picker (the system's dialog or the in-app one), the help windows, picture export and
//! the cluster dialogs (connect, import, apply, load sample data, prove). They may draw with
//! the canvases' pieces (the legend does), never the other way round.
//!
//! Where a cluster dialog opens and how tall it may grow is decided here, once
//! ([`fitted_window`], [`scroll_room`]): inside the area between the menu bar and the status
//! bar ([`set_area`], each frame), never taller than it, its long part scrolling so the
//! buttons below stay in sight.

pub mod apply;
pub mod cluster_fields;
pub mod compare;
pub mod connect;
pub mod file_picker;
pub mod help;
pub mod history;
pub mod import_live;
pub mod import_report;
pub mod load_sample;
pub mod picture_export;
pub mod prove;
mod report_table;

/// The gap kept between a dialog and the edges of its area.
const MARGIN: f32 = 8.0;

fn area_id() -> egui::Id {
    egui::Id::new("dialog-area")
}

/// Where dialogs may be this frame: the window below the menu bar and above the status bar.
pub fn set_area(ctx: &egui::Context, area: egui::Rect) {
    ctx.data_mut(|d| d.insert_temp(area_id(), area));
}

/// The area dialogs may use (the whole window before the app said).
fn area(ctx: &egui::Context) -> egui::Rect {
    ctx.data(|d| d.get_temp(area_id())).unwrap_or_else(|| ctx.content_rect()).shrink(MARGIN)
}

/// A dialog's window titled `title`: it opens at the top left of the area below the menu
/// bar, stays inside it and is never wider than it; its height is its content's, which
/// [`scroll_room`] keeps inside the area.
pub fn fitted_window<'a>(ctx: &egui::Context, title: &'a str, id: &str, width: f32) -> egui::Window<'a> {
    let area = area(ctx);
    egui::Window::new(title)
        .id(egui::Id::new(id))
        .constrain_to(area)
        .default_pos(area.min + egui::vec2(16.0, 8.0))
        .default_width(width.min(area.width()))
        .max_width(area.width())
        // As large as the content, never a remembered size that squeezes its scrolled part;
        // the content may take up to the area's height (egui's default is 420 points).
        .resizable(false)
        .default_height(area.height())
}

/// The height a dialog's scrolled part may take from the cursor of `ui` so that `below`
/// points (the buttons and results under it) still fit in the area: at least a few lines.
pub fn scroll_room(ui: &egui::Ui, below: f32) -> f32 {
    let bottom = area(ui.ctx()).bottom() - ui.spacing().window_margin.bottomf() - MARGIN;
    (bottom - ui.cursor().top() - below).max(80.0)
}

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

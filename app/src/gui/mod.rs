//! The desktop window (eframe/egui): panels around four canvases (Conceptual, Workflow,
//! Logical, Physical). Every change to the project goes through [`model_core::edit`], so undo,
//! redo and the tests see the same operations.

mod actions;
mod app;
mod canvas;
mod chebotko;
mod chen;
mod command;
mod compare;
pub mod compare_strings;
mod conceptual_canvas;
pub mod construct_strings;
mod cql_preview;
mod derived;
mod diagnostics_panel;
mod document;
mod estimates_editor;
mod explain_view;
mod file_fallback;
mod files;
mod fonts;
mod help;
pub mod i18n;
mod import_dialog;
mod inspector;
pub mod language;
mod menu_bar;
mod outline;
mod partitions_panel;
mod physical_panel;
mod picture_export;
pub mod recovery;
mod selection;
mod startup;
mod status_bar;
mod step_mode;
mod virtual_list;
mod widgets;
mod workflow_canvas;

pub use actions::Tab;
pub use app::StudioApp;
pub use command::UiCommand;
pub use files::{Start, samples_dir};
pub use picture_export::PictureSet;
pub use selection::Selected;

use std::path::PathBuf;

/// The id eframe stores the app's settings under (recent files, last project).
pub const APP_ID: &str = "keyspace-studio";

/// The window and taskbar icon: `assets/icon/keyspace-studio.svg` rasterised by
/// `packaging/icons.sh` (the packages use the same drawing).
const ICON_PNG: &[u8] = include_bytes!("../../../assets/icon/keyspace-studio-256.png");

/// The window icon, decoded (`None` would leave the platform's default icon).
fn window_icon() -> Option<egui::IconData> {
    eframe::icon_data::from_png_bytes(ICON_PNG).ok()
}

/// Opens the window, on `project` when given (else the last project, else the hotel sample).
pub fn run(project: Option<PathBuf>) -> eframe::Result<()> {
    let started = std::time::Instant::now();
    let mut viewport = egui::ViewportBuilder::default()
        .with_title(i18n::tr().app_name)
        // Fits a 1366 × 768 laptop screen with its task bar; the size the user gives it is kept.
        .with_inner_size([1280.0, 720.0])
        .with_min_inner_size([800.0, 500.0]);
    if let Some(icon) = window_icon() {
        viewport = viewport.with_icon(icon);
    }
    let options = eframe::NativeOptions { viewport, persist_window: true, ..Default::default() };
    let start = match project {
        Some(path) => Start::File(path),
        None => Start::LastOrSample,
    };
    eframe::run_native(
        APP_ID,
        options,
        Box::new(move |cc| {
            let mut app = StudioApp::new(cc, start);
            app.set_startup_report(startup::StartupReport::from_env(started));
            Ok(Box::new(app))
        }),
    )
}

#[cfg(test)]
mod tests {
    /// The embedded icon decodes to the 256 px square the packages use.
    #[test]
    fn the_window_icon_decodes() {
        let icon = super::window_icon().expect("the embedded PNG decodes");
        assert_eq!((icon.width, icon.height), (256, 256));
        assert_eq!(icon.rgba.len(), 256 * 256 * 4);
    }
}

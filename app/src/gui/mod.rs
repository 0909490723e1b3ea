//! The desktop window (eframe/egui): panels around four canvases (Conceptual, Workflow,
//! Logical, Physical). Every change to the project goes through [`model_core::edit`], so undo,
//! redo and the tests see the same operations.

mod app;
mod canvas;
mod chebotko;
mod chen;
mod command;
mod conceptual_canvas;
mod cql_preview;
mod derived;
mod diagnostics_panel;
mod document;
mod estimates_editor;
mod explain_view;
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
mod status_bar;
mod startup;
mod step_mode;
mod virtual_list;
mod widgets;
mod workflow_canvas;

pub use app::{StudioApp, Tab};
pub use command::UiCommand;
pub use files::{Start, samples_dir};
pub use picture_export::PictureSet;
pub use selection::Selected;

use std::path::PathBuf;

/// The id eframe stores the app's settings under (recent files, last project).
pub const APP_ID: &str = "keyspace-studio";

/// Opens the window, on `project` when given (else the last project, else the hotel sample).
pub fn run(project: Option<PathBuf>) -> eframe::Result<()> {
    let started = std::time::Instant::now();
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title(i18n::tr().app_name)
            .with_inner_size([1400.0, 900.0])
            .with_min_inner_size([800.0, 500.0]),
        persist_window: true,
        ..Default::default()
    };
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

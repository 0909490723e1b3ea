//! The desktop window (eframe/egui): panels around four canvases (Conceptual, Workflow,
//! Logical, Physical). Every change to the project goes through [`model_core::edit`], so undo,
//! redo and the tests see the same operations.
//!
//! `app/` owns the state and applies what was asked for; `panels/`, `canvases/` and
//! `dialogs/` draw and record the user's requests in `actions`; `inspector/` edits the
//! selection. Below them: the words (`i18n`, `*_strings`, `explain_view`, `estimate_view`),
//! the selection, the derived model and the shared widgets. Data flows one way: no module
//! imports one that imports it (`tests/tests/module_cycles.rs`).

mod actions;
mod app;
mod canvases;
pub mod connection;
mod context;
mod derived;
mod dialogs;
pub mod dock;
mod estimate_view;
mod explain_view;
mod files;
mod fonts;
pub mod i18n;
mod inspector;
pub mod language;
mod open_project;
mod panels;
pub mod recovery;
mod selection;
mod startup;
mod tasks;
mod theme;
mod ui_command;
mod undo_step;
mod virtual_list;
mod widgets;

pub use actions::{PictureSet, Tab};
pub use app::StudioApp;
pub use canvases::{CHEBOTKO_FIT_ZOOM, LEGIBLE_NAME_PX, MIN_FIT_ZOOM, WORKFLOW_FIT_ZOOM};
pub use files::{Start, samples_dir};
pub use selection::Selected;
pub use ui_command::UiCommand;

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
        .with_title(tr!("gui-app-name"))
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
    use std::path::{Path, PathBuf};

    /// The `.rs` files under `app/src/<under>`, as paths relative to `app/src`, with their text.
    pub(super) fn sources(under: &str) -> Vec<(PathBuf, String)> {
        fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
            for e in std::fs::read_dir(dir).expect("src").flatten() {
                let p = e.path();
                if p.is_dir() {
                    walk(&p, out);
                } else if p.extension().is_some_and(|x| x == "rs") {
                    out.push(p);
                }
            }
        }
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut files = Vec::new();
        walk(&src.join(under), &mut files);
        files.sort();
        files
            .into_iter()
            .map(|f| (f.strip_prefix(&src).unwrap_or(&f).to_owned(), std::fs::read_to_string(&f).expect("source")))
            .collect()
    }

    /// Only the file picker names the system's file dialog: every other place that picks a
    /// file asks it, so none can skip the in-app fallback.
    #[test]
    fn no_module_but_the_file_picker_names_rfd() {
        let files = sources("");
        assert!(files.len() > 50, "the scan finds the sources ({})", files.len());
        let naming: Vec<&PathBuf> =
            files.iter().filter(|(_, text)| text.contains(concat!("rfd", "::"))).map(|(f, _)| f).collect();
        assert_eq!(naming, [&Path::new("gui").join("dialogs").join("file_picker.rs")]);
    }

    /// The window imports nothing of the command line (what both need lives in model-core).
    #[test]
    fn the_window_imports_nothing_of_the_command_line() {
        let files = sources("gui");
        assert!(files.len() > 50, "the scan finds the window's sources ({})", files.len());
        let importing: Vec<&PathBuf> =
            files.iter().filter(|(_, text)| text.contains(concat!("crate::", "cli"))).map(|(f, _)| f).collect();
        assert!(importing.is_empty(), "{importing:?}");
    }

    /// The embedded icon decodes to the 256 px square the packages use.
    #[test]
    fn the_window_icon_decodes() {
        let icon = super::window_icon().expect("the embedded PNG decodes");
        assert_eq!((icon.width, icon.height), (256, 256));
        assert_eq!(icon.rgba.len(), 256 * 256 * 4);
    }
}

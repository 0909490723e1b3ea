//! File ▸ Export picture…: one diagram (the current tab's) or all four, as SVG or PNG (by the
//! file name's extension), light or dark, drawn by [`model_core::render`] exactly as the
//! command line's `render` draws them. PNG first (what slides and documents take); then the
//! format written last, kept in eframe's storage with the window's other settings.

use crate::gui::actions::{Actions, PictureRequest, PictureSet, Tab};

use model_core::Project;
use model_core::logical::LogicalModel;
use model_core::render::{Diagram, Theme, render_svg_in, svg_to_png};
use std::path::{Path, PathBuf};

/// Pixels per diagram unit in PNG pictures (sharp on slides).
const PNG_SCALE: f32 = 2.0;

/// The key the format written last is kept under in eframe's storage.
const FORMAT_KEY: &str = "picture-format";

/// The Export picture window's choices, kept while it is open.
#[derive(Debug)]
pub struct PictureDialog {
    /// The window is shown.
    pub open: bool,
    /// Current tab or all four.
    pub set: PictureSet,
    /// Dark theme (else light).
    pub dark: bool,
    /// PNG (else SVG): the format the file dialog proposes.
    pub png: bool,
}

impl Default for PictureDialog {
    /// Closed, the current tab's diagram, light, PNG.
    fn default() -> Self {
        Self { open: false, set: PictureSet::default(), dark: false, png: true }
    }
}

impl PictureDialog {
    /// The dialog with the format kept in `storage` (PNG when none was kept).
    pub fn load(storage: Option<&dyn eframe::Storage>) -> Self {
        let kept = storage.and_then(|s| s.get_string(FORMAT_KEY));
        Self { png: kept.as_deref() != Some("svg"), ..Self::default() }
    }

    /// Keeps the format in `storage` for the next start.
    pub fn save(&self, storage: &mut dyn eframe::Storage) {
        storage.set_string(FORMAT_KEY, if self.png { "png" } else { "svg" }.to_owned());
    }

    /// A picture was written to `path`: its format (by the extension, which the file dialog
    /// may have changed) is the one proposed next time.
    pub fn written(&mut self, path: &Path) {
        match path.extension().map(|e| e.to_string_lossy().to_ascii_lowercase()).as_deref() {
            Some("png") => self.png = true,
            Some("svg") => self.png = false,
            _ => {}
        }
    }
}

/// The diagram a tab shows.
pub fn diagram_of(tab: Tab) -> Diagram {
    match tab {
        Tab::Conceptual => Diagram::Conceptual,
        Tab::Workflow => Diagram::Workflow,
        Tab::Logical => Diagram::Logical,
        Tab::Physical => Diagram::Physical,
    }
}

/// The files written for `path`: the path itself for one diagram; for all four,
/// `name-conceptual.svg`, `name-workflow.svg`... next to it.
pub fn targets(path: &Path, set: PictureSet, tab: Tab) -> Vec<(Diagram, PathBuf)> {
    match set {
        PictureSet::Current => vec![(diagram_of(tab), path.to_owned())],
        PictureSet::AllFour => {
            let stem = path.file_stem().map_or_else(|| "diagram".to_owned(), |s| s.to_string_lossy().into_owned());
            let ext = path.extension().map_or_else(String::new, |e| e.to_string_lossy().into_owned());
            Diagram::ALL.iter().map(|d| (*d, path.with_file_name(format!("{stem}-{}.{ext}", d.name())))).collect()
        }
    }
}

/// Writes the pictures; the format comes from each file's extension (`.svg` or `.png`).
/// Returns the files written, or a message naming the file and the cause.
pub fn write_pictures(
    project: &Project,
    model: &LogicalModel,
    files: &[(Diagram, PathBuf)],
    dark: bool,
) -> Result<Vec<PathBuf>, String> {
    let theme = if dark { Theme::dark() } else { Theme::light() };
    let mut written = Vec::new();
    for (diagram, path) in files {
        let ext = path.extension().map(|e| e.to_string_lossy().to_ascii_lowercase()).unwrap_or_default();
        let svg = render_svg_in(project, model, *diagram, &theme, crate::gui::i18n::language());
        let bytes = match ext.as_str() {
            "svg" => svg.into_bytes(),
            "png" => svg_to_png(&svg, PNG_SCALE).map_err(|e| format!("{}: {e}", path.display()))?.data,
            _ => return Err(tr!("gui-picture-unknown-format", path = path.display().to_string())),
        };
        model_core::atomic_file::write(path, &bytes).map_err(|e| crate::gui::files::cannot_write(path, &e))?;
        written.push(path.clone());
    }
    Ok(written)
}

/// The Export picture window; pressing Export records the request in `actions`.
pub fn dialog_ui(ctx: &egui::Context, dialog: &mut PictureDialog, tab: Tab, actions: &mut Actions) {
    let mut open = dialog.open;
    let mut request = None;
    egui::Window::new(tr!("gui-picture-title"))
        .id(egui::Id::new("picture-export"))
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            egui::Grid::new("picture-grid").num_columns(2).show(ui, |ui| {
                ui.label(tr!("gui-picture-diagram"));
                ui.horizontal(|ui| {
                    ui.radio_value(&mut dialog.set, PictureSet::Current, tr!("gui-picture-current", tab = tab.label()));
                    ui.radio_value(&mut dialog.set, PictureSet::AllFour, tr!("gui-picture-all"));
                });
                ui.end_row();
                ui.label(tr!("gui-picture-theme"));
                ui.horizontal(|ui| {
                    ui.radio_value(&mut dialog.dark, false, tr!("gui-picture-light"));
                    ui.radio_value(&mut dialog.dark, true, tr!("gui-picture-dark"));
                });
                ui.end_row();
                ui.label(tr!("gui-picture-format"));
                ui.horizontal(|ui| {
                    ui.radio_value(&mut dialog.png, false, "SVG");
                    ui.radio_value(&mut dialog.png, true, "PNG");
                });
                ui.end_row();
            });
            ui.separator();
            ui.horizontal(|ui| {
                if ui.button(tr!("gui-picture-export")).clicked() {
                    request = Some(PictureRequest { set: dialog.set, dark: dialog.dark, png: dialog.png });
                }
                if ui.button(tr!("gui-cancel")).clicked() {
                    dialog.open = false;
                }
            });
        });
    dialog.open = open && dialog.open && request.is_none();
    if let Some(request) = request {
        actions.pictures(request);
    }
}

//! Picking a file: the one place the window asks the system's file dialog (`rfd`), and the
//! in-app one where no system dialog can open (a Linux desktop without an XDG portal or
//! zenity, tests). Open, Import, Save As, Export CQL, Export picture, Compare with and Export
//! migration all ask here, so none of them is ever silently not done: the in-app dialog opens
//! instead, and the status line says why it looks different.
//!
//! A request carries its [`FilePurpose`]; the chosen files come back with it, at once from
//! the system's dialog ([`Picked::Chosen`]), or in a later frame from the in-app one
//! ([`FilePicker::update`]). The app does the same with both.

use crate::gui::actions::{PictureRequest, PictureSet, Tab};
use crate::gui::dialogs::picture_export::diagram_of;
use crate::gui::files::Replace;
use egui_file_dialog::{DialogState, FileDialog, FileDialogLabels};
use model_core::import::FileKind;
use std::path::{Path, PathBuf};

/// What the chosen file is for.
#[derive(Clone, Debug, PartialEq)]
pub enum FilePurpose {
    /// Open that project.
    OpenProject,
    /// Import that file (CQL and SQL: several may be chosen).
    Import(FileKind),
    /// Save the project there; then (the unsaved-changes prompt's "Save") replace it.
    SaveProject(Option<Replace>),
    /// Write this CQL text there.
    ExportCql(String),
    /// Write pictures of the diagrams there (the tab shown when asked).
    Pictures(PictureRequest, Tab),
    /// Compare the open project with that file (a project or a schema).
    CompareWith,
    /// Write this migration script there.
    ExportMigration(String),
    /// Read or write a file of grading (File ▸ Check a design…, the grade pane, exercises).
    Grade(GradeFile),
}

/// What a file of grading is for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GradeFile {
    /// The answer to grade the open model against (CQL or a project).
    Answer,
    /// Write this report page there.
    Html(String),
    /// Save the open model there as an exercise.
    Exercise,
    /// Read that CQL into the exercise's answer.
    AnswerCql,
    /// Write this answer (CQL) there.
    SaveAnswer(String),
}

impl GradeFile {
    fn saves(&self) -> bool {
        matches!(self, Self::Html(_) | Self::Exercise | Self::SaveAnswer(_))
    }

    fn title(&self) -> String {
        match self {
            Self::Answer => tr!("gui-grade-check"),
            Self::Html(_) => tr!("gui-grade-export"),
            Self::Exercise => tr!("gui-grade-save-exercise"),
            Self::AnswerCql => tr!("gui-exercise-open-cql"),
            Self::SaveAnswer(_) => tr!("gui-exercise-save-answer"),
        }
    }

    fn filter(&self) -> (String, &'static [&'static str]) {
        match self {
            Self::Answer => (tr!("gui-grade-answer-filter"), &["cql", "txt", "json"]),
            Self::Html(_) => (tr!("gui-grade-html-filter"), &["html", "htm"]),
            Self::Exercise => (tr!("gui-project-filter"), &["json"]),
            Self::AnswerCql => (tr!("gui-cql-filter"), &["cql", "txt"]),
            Self::SaveAnswer(_) => (tr!("gui-cql-script-filter"), &["cql"]),
        }
    }
}

impl FilePurpose {
    /// `true` when the file is written (a save dialog), else read.
    fn saves(&self) -> bool {
        matches!(self, Self::SaveProject(_) | Self::ExportCql(_) | Self::Pictures(..) | Self::ExportMigration(_))
            || matches!(self, Self::Grade(g) if g.saves())
    }

    /// `true` when several files may be chosen.
    fn many(&self) -> bool {
        matches!(self, Self::Import(FileKind::Cql | FileKind::Sql))
    }

    /// The system dialog's title, if it has one of its own.
    fn title(&self) -> Option<String> {
        match self {
            Self::OpenProject => Some(tr!("gui-dialog-open-project")),
            Self::SaveProject(_) => Some(tr!("gui-dialog-save-project")),
            Self::ExportCql(_) => Some(tr!("gui-dialog-export-cql")),
            Self::Pictures(..) => Some(tr!("gui-picture-title")),
            Self::CompareWith => Some(tr!("gui-compare-with")),
            Self::ExportMigration(_) => Some(tr!("gui-compare-export")),
            Self::Grade(g) => Some(g.title()),
            Self::Import(_) => None,
        }
    }

    /// The file filter: its name and extensions.
    fn filter(&self) -> (String, &'static [&'static str]) {
        match self {
            Self::OpenProject | Self::SaveProject(_) => (tr!("gui-project-filter"), &["json"]),
            Self::Import(FileKind::Cql) => (tr!("gui-cql-filter"), &["cql", "txt"]),
            Self::Import(FileKind::Kdm) => (tr!("gui-kdm-filter"), &["xml", "kdm"]),
            Self::Import(FileKind::Sql) => (tr!("gui-sql-filter"), &["sql"]),
            Self::ExportCql(_) | Self::ExportMigration(_) => (tr!("gui-cql-script-filter"), &["cql"]),
            Self::Pictures(req, _) if req.png => (tr!("gui-picture-filter-png"), &["png"]),
            Self::Pictures(..) => (tr!("gui-picture-filter-svg"), &["svg"]),
            Self::CompareWith => (tr!("gui-compare-filter"), &["json", "cql", "txt", "xml", "kdm"]),
            Self::Grade(g) => g.filter(),
        }
    }
}

/// The file name proposed for pictures of `project_name`'s diagrams: `name-diagram.svg` for
/// the tab's diagram, `name.svg` for all four (`name-conceptual.svg`... are written).
pub fn picture_file_name(project_name: &str, req: PictureRequest, tab: Tab) -> String {
    let ext = if req.png { "png" } else { "svg" };
    let base =
        if project_name.trim().is_empty() { "model".to_owned() } else { model_core::naming::snake_case(project_name) };
    match req.set {
        PictureSet::Current => format!("{base}-{}.{ext}", diagram_of(tab).name()),
        PictureSet::AllFour => format!("{base}.{ext}"),
    }
}

/// What asking for a file gave.
#[derive(Debug, PartialEq)]
pub enum Picked {
    /// The system's dialog answered: the files chosen (never empty), with the purpose.
    Chosen(FilePurpose, Vec<PathBuf>),
    /// The in-app dialog is open: [`FilePicker::update`] gives the answer in a later frame.
    InApp,
    /// The user cancelled.
    Cancelled,
}

/// The in-app file dialog and what it was opened for.
#[derive(Debug, Default)]
pub struct FilePicker {
    in_app: Option<(FileDialog, FilePurpose)>,
}

impl FilePicker {
    /// Asks for a file for `purpose`, starting in `dir` (the project's folder), proposing
    /// `name` when saving: with the system's dialog when `native` is allowed and one can open
    /// here, else with the in-app one.
    pub fn ask(&mut self, purpose: FilePurpose, dir: Option<&Path>, name: Option<&str>, native: bool) -> Picked {
        if native && native_available() {
            let files = system_dialog(&purpose, dir, name);
            return if files.is_empty() { Picked::Cancelled } else { Picked::Chosen(purpose, files) };
        }
        let mut dialog = FileDialog::new().id("fallback-file-dialog").labels(labels());
        if let Some(d) = dir.filter(|d| d.is_dir()) {
            dialog = dialog.initial_directory(d.to_path_buf());
        }
        if let Some(n) = name {
            dialog = dialog.default_file_name(n);
        }
        if purpose.saves() {
            dialog.save_file();
        } else if purpose.many() {
            dialog.pick_multiple();
        } else {
            dialog.pick_file();
        }
        self.in_app = Some((dialog, purpose));
        Picked::InApp
    }

    /// `true` while the in-app dialog is open.
    pub fn is_open(&self) -> bool {
        self.in_app.is_some()
    }

    /// Shows the in-app dialog; the purpose and the files once the user has chosen.
    pub fn update(&mut self, ctx: &egui::Context) -> Option<(FilePurpose, Vec<PathBuf>)> {
        let (dialog, _) = self.in_app.as_mut()?;
        dialog.update(ctx);
        match dialog.state() {
            DialogState::Open => None,
            DialogState::Picked(_) => {
                let (mut dialog, purpose) = self.in_app.take()?;
                dialog.take_picked().map(|p| (purpose, vec![p]))
            }
            DialogState::PickedMultiple(_) => {
                let (mut dialog, purpose) = self.in_app.take()?;
                let mut files = dialog.take_picked_multiple()?;
                files.sort();
                Some((purpose, files)).filter(|(_, f)| !f.is_empty())
            }
            _ => {
                self.in_app = None;
                None
            }
        }
    }
}

/// The in-app dialog's words, in the window's language (the crate's own are English).
fn labels() -> FileDialogLabels {
    FileDialogLabels {
        title_select_directory: tr!("gui-fd-title-select-directory"),
        title_select_file: tr!("gui-fd-title-select-file"),
        title_select_multiple: tr!("gui-fd-title-select-multiple"),
        title_save_file: tr!("gui-fd-title-save-file"),
        cancel: tr!("gui-fd-cancel"),
        overwrite: tr!("gui-fd-overwrite"),
        reload: tr!("gui-fd-reload"),
        working_directory: tr!("gui-fd-working-directory"),
        select_all: tr!("gui-fd-select-all"),
        show_hidden: tr!("gui-fd-show-hidden"),
        show_system_files: tr!("gui-fd-show-system-files"),
        heading_pinned: tr!("gui-fd-heading-pinned"),
        heading_places: tr!("gui-fd-heading-places"),
        heading_devices: tr!("gui-fd-heading-devices"),
        heading_removable_devices: tr!("gui-fd-heading-removable-devices"),
        home_dir: tr!("gui-fd-home"),
        desktop_dir: tr!("gui-fd-desktop"),
        documents_dir: tr!("gui-fd-documents"),
        downloads_dir: tr!("gui-fd-downloads"),
        audio_dir: tr!("gui-fd-audio"),
        pictures_dir: tr!("gui-fd-pictures"),
        videos_dir: tr!("gui-fd-videos"),
        pin_folder: tr!("gui-fd-pin"),
        unpin_folder: tr!("gui-fd-unpin"),
        rename_pinned_folder: tr!("gui-fd-rename"),
        selected_directory: tr!("gui-fd-selected-directory"),
        selected_file: tr!("gui-fd-selected-file"),
        selected_items: tr!("gui-fd-selected-items"),
        file_name: tr!("gui-fd-file-name"),
        file_filter_all_files: tr!("gui-fd-all-files"),
        save_extension_any: tr!("gui-fd-any"),
        open_button: tr!("gui-fd-open"),
        save_button: tr!("gui-fd-save"),
        cancel_button: tr!("gui-fd-cancel-button"),
        overwrite_file_modal_text: tr!("gui-fd-overwrite-text"),
        err_empty_folder_name: tr!("gui-fd-err-empty-folder-name"),
        err_empty_file_name: tr!("gui-fd-err-empty-file-name"),
        err_directory_exists: tr!("gui-fd-err-directory-exists"),
        err_file_exists: tr!("gui-fd-err-file-exists"),
    }
}

/// The system's file dialog for `purpose`; the files chosen (empty when cancelled). Several
/// CQL or SQL files import together in name order, as a folder would.
fn system_dialog(purpose: &FilePurpose, dir: Option<&Path>, name: Option<&str>) -> Vec<PathBuf> {
    let (filter, extensions) = purpose.filter();
    let mut d = rfd::FileDialog::new().add_filter(filter, extensions);
    if let Some(title) = purpose.title() {
        d = d.set_title(title);
    }
    if let Some(dir) = dir {
        d = d.set_directory(dir);
    }
    if purpose.saves() {
        if let Some(name) = name {
            d = d.set_file_name(name);
        }
        return d.save_file().into_iter().collect();
    }
    if purpose.many() {
        let mut files = d.pick_files().unwrap_or_default();
        files.sort();
        return files;
    }
    d.pick_file().into_iter().collect()
}

/// `true` when a native file dialog can open: always on Windows and macOS; on other systems
/// when a desktop session (and so an XDG portal) or zenity is there.
pub fn native_available() -> bool {
    if cfg!(any(target_os = "windows", target_os = "macos")) {
        return true;
    }
    let session =
        std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some() && std::env::var_os("XDG_CURRENT_DESKTOP").is_some();
    session || on_path("zenity")
}

fn on_path(program: &str) -> bool {
    std::env::var_os("PATH").is_some_and(|paths| std::env::split_paths(&paths).any(|d| d.join(program).is_file()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_a_system_dialog_the_in_app_one_opens_for_every_purpose() {
        let req = PictureRequest { set: PictureSet::Current, dark: false, png: true };
        for purpose in [
            FilePurpose::OpenProject,
            FilePurpose::Import(FileKind::Cql),
            FilePurpose::SaveProject(None),
            FilePurpose::ExportCql("x".into()),
            FilePurpose::Pictures(req, Tab::Logical),
            FilePurpose::CompareWith,
            FilePurpose::ExportMigration("x".into()),
            FilePurpose::Grade(GradeFile::Answer),
            FilePurpose::Grade(GradeFile::Html("x".into())),
        ] {
            let mut picker = FilePicker::default();
            assert_eq!(picker.ask(purpose.clone(), None, Some("a.cql"), false), Picked::InApp, "{purpose:?}");
            assert!(picker.is_open());
        }
    }

    #[test]
    fn pictures_are_proposed_after_the_project_and_the_diagram() {
        let req = PictureRequest { set: PictureSet::Current, dark: false, png: true };
        assert_eq!(picture_file_name("Hotel Booking", req, Tab::Logical), "hotel_booking-logical.png");
        assert_eq!(
            picture_file_name(" ", PictureRequest { set: PictureSet::AllFour, ..req }, Tab::Logical),
            "model.png"
        );
    }
}

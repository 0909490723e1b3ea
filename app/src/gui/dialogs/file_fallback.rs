//! The in-app file dialog, for where the native one cannot open (a Linux desktop without an
//! XDG portal or zenity, tests): Save, Export, Open and Import then still ask for a file,
//! and the status line says why the dialog looks different. Nothing is silently not saved.

use egui_file_dialog::{DialogState, FileDialog};
use model_core::import::FileKind;
use std::path::{Path, PathBuf};

/// What the chosen file is for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FilePurpose {
    /// Save the project there.
    SaveProject,
    /// Write this CQL text there.
    ExportCql(String),
    /// Open that project.
    OpenProject,
    /// Import that file.
    Import(FileKind),
}

/// The fallback dialog and what it was opened for.
#[derive(Debug, Default)]
pub struct FallbackDialog {
    dialog: Option<(FileDialog, FilePurpose)>,
}

impl FallbackDialog {
    /// Opens the dialog for `purpose`, in `dir` (the project's folder), proposing `name` when
    /// saving.
    pub fn open(&mut self, purpose: FilePurpose, dir: Option<&Path>, name: Option<&str>) {
        let mut dialog = FileDialog::new().id("fallback-file-dialog");
        if let Some(d) = dir.filter(|d| d.is_dir()) {
            dialog = dialog.initial_directory(d.to_path_buf());
        }
        if let Some(n) = name {
            dialog = dialog.default_file_name(n);
        }
        match purpose {
            FilePurpose::SaveProject | FilePurpose::ExportCql(_) => dialog.save_file(),
            FilePurpose::OpenProject | FilePurpose::Import(_) => dialog.pick_file(),
        }
        self.dialog = Some((dialog, purpose));
    }

    /// `true` while the dialog is open.
    pub fn is_open(&self) -> bool {
        self.dialog.is_some()
    }

    /// Shows the dialog; the purpose and the path once the user has chosen a file.
    pub fn update(&mut self, ctx: &egui::Context) -> Option<(FilePurpose, PathBuf)> {
        let (dialog, _) = self.dialog.as_mut()?;
        dialog.update(ctx);
        match dialog.state() {
            DialogState::Open => None,
            DialogState::Picked(_) | DialogState::PickedMultiple(_) => {
                let (mut dialog, purpose) = self.dialog.take()?;
                dialog.take_picked().map(|p| (purpose, p))
            }
            _ => {
                self.dialog = None;
                None
            }
        }
    }
}

/// `true` when a native file dialog can open: always on Windows and macOS; on other systems
/// when a desktop session (and so an XDG portal) or zenity is there.
pub fn native_available() -> bool {
    if cfg!(any(target_os = "windows", target_os = "macos")) {
        return true;
    }
    let session = std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some() && std::env::var_os("XDG_CURRENT_DESKTOP").is_some();
    session || on_path("zenity")
}

fn on_path(program: &str) -> bool {
    std::env::var_os("PATH").is_some_and(|paths| std::env::split_paths(&paths).any(|d| d.join(program).is_file()))
}

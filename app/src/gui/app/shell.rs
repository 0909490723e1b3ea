//! The window around the document: recent files and samples, the error dialog and the
//! question pending before the project is replaced, the status line and title, the interface
//! language, the file picker and the dialogs (help, picture export, prove, apply, import from
//! and connect to a cluster, load sample data, the import report), the cluster connection,
//! background tasks, crash recovery and the start-up report. The document is
//! [`super::state`]; how it is shown, [`super::views`].

use crate::gui::connection::Connection;
use crate::gui::dialogs::apply::ApplyDialog;
use crate::gui::dialogs::connect::ConnectDialog;
use crate::gui::dialogs::file_picker::FilePicker;
use crate::gui::dialogs::help::HelpWindows;
use crate::gui::dialogs::import_live::ImportLiveDialog;
use crate::gui::dialogs::import_report::ImportReport;
use crate::gui::dialogs::load_sample::LoadSampleDialog;
use crate::gui::dialogs::picture_export::PictureDialog;
use crate::gui::dialogs::prove::ProveDialog;
use crate::gui::files::{self, RecentFiles, Replace};
use crate::gui::i18n::Lang;
use crate::gui::recovery::{Orphan, Recovery};
use crate::gui::startup::StartupReport;
use crate::gui::tasks::Tasks;
use std::path::PathBuf;

/// The window's own state, kept between frames.
pub(super) struct Shell {
    /// File ▸ Open recent.
    pub(super) recent: RecentFiles,
    /// The sample projects (File ▸ Open sample).
    pub(super) samples: Vec<PathBuf>,
    /// The error dialog: its title and message.
    pub(super) error: Option<(String, String)>,
    /// Replacing the project, waiting for the answer to "save the changes?".
    pub(super) pending: Option<Replace>,
    /// The window may close (the unsaved changes were answered for).
    pub(super) allow_close: bool,
    /// The status line.
    pub(super) status: String,
    /// The window title last sent.
    pub(super) title: String,
    /// The interface language: the one place it is kept; each frame looks texts up in it.
    pub(super) language: Lang,
    /// The system's file dialogs (off in tests: the in-app one is used).
    pub(super) native_dialogs: bool,
    /// Picks files: the system's dialog, or the in-app one where none opens.
    pub(super) picker: FilePicker,
    /// The legend and the method guide.
    pub(super) help: HelpWindows,
    /// File ▸ Export picture….
    pub(super) pictures: PictureDialog,
    /// Cluster ▸ Prove on a cluster…: the address typed (kept for the session), the run, the
    /// report.
    pub(super) prove: ProveDialog,
    /// Cluster ▸ Apply to cluster…: what was typed, the plan read, the run's results.
    pub(super) apply: ApplyDialog,
    /// Cluster ▸ Import from cluster…: where, which keyspaces.
    pub(super) import_live: ImportLiveDialog,
    /// Cluster ▸ Connect…: what was typed (the password for the session only), the attempt.
    pub(super) connect: ConnectDialog,
    /// The cluster the window is connected to (memory only: never saved).
    pub(super) connection: Option<Connection>,
    /// Cluster ▸ Load sample data…: the sample (rows, seed, keyspaces), the load, its result.
    pub(super) load_sample: LoadSampleDialog,
    /// The last import's report.
    pub(super) import_report: Option<ImportReport>,
    /// Whether the import report is shown.
    pub(super) show_import_report: bool,
    /// The history window (Edit ▸ History…) is open.
    pub(super) show_history: bool,
    /// This window's recovery session (off in tests unless enabled).
    pub(super) recovery: Option<Recovery>,
    /// Unsaved work of sessions that ended without cleaning up, offered one at a time.
    pub(super) recovery_offers: Vec<Orphan>,
    /// The start-up report, when the environment asks for one (see [`crate::gui::startup`]).
    pub(super) startup: Option<StartupReport>,
    /// Saving, importing and picture export running in the background.
    pub(super) tasks: Tasks,
    /// The window's context, to repaint it when background work is done (set each frame).
    pub(super) repaint: Option<egui::Context>,
}

impl Default for Shell {
    /// English, native dialogs, no recent files, nothing running.
    fn default() -> Self {
        Self {
            recent: RecentFiles::default(),
            samples: files::samples(),
            error: None,
            pending: None,
            allow_close: false,
            status: String::new(),
            title: String::new(),
            language: Lang::En,
            native_dialogs: true,
            picker: FilePicker::default(),
            help: HelpWindows::default(),
            pictures: PictureDialog::default(),
            prove: ProveDialog::default(),
            apply: ApplyDialog::default(),
            import_live: ImportLiveDialog::default(),
            connect: ConnectDialog::default(),
            connection: None,
            load_sample: LoadSampleDialog::default(),
            import_report: None,
            show_import_report: false,
            show_history: false,
            recovery: None,
            recovery_offers: Vec::new(),
            startup: None,
            tasks: Tasks::default(),
            repaint: None,
        }
    }
}

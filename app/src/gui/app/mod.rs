//! The application: holds the document ([`state`]), how it is shown ([`views`]) and the window
//! around it ([`shell`]); lays out the panels and applies, in one place, the edits and
//! commands they record.
//! `commands` applies what the panels ask for, `file_flow` reads and writes (in the
//! background, through [`super::tasks`], with the files [`super::dialogs::file_picker`]
//! picks), `compare_flow` runs File ▸ Compare with…, `prove_flow` Cluster ▸ Prove on a
//! cluster…, `grade_flow` File ▸ Check a design… and exercises, `connect_flow` Cluster ▸
//! Connect… and Disconnect, `sample_flow` Load sample data… and Verify, `frame` draws, `panes`
//! fills the dock's panes.

mod apply_flow;
mod clipboard;
mod commands;
mod compare_flow;
mod connect_flow;
mod file_flow;
mod frame;
mod grade_flow;
mod import_live_flow;
mod panes;
mod prove_flow;
mod sample_flow;
mod shell;
mod state;
mod testing;
mod views;

use super::actions::{Action, Actions, ReportAction, Tab};
use super::canvases::chebotko::ChebotkoCanvas;
use super::canvases::conceptual::ConceptualCanvas;
use super::canvases::workflow::WorkflowCanvas;
use super::context::ViewContext;
use super::dialogs::history::history_ui;
use super::dialogs::import_report::{ImportReport, import_report_ui, suggestion_edit};
use super::files::{self, PromptAnswer, RecentFiles, Replace, Start};
use super::i18n::{Lang, use_language};
use super::inspector::Inspector;
use super::open_project::Document;
use super::panels::cql_preview::{CqlFile, cql_preview_ui};
use super::panels::diagnostics::diagnostics_ui;
use super::panels::menu_bar::{MenuState, menu_bar_ui};
use super::panels::outline::outline_ui;
use super::panels::status_bar::status_bar_ui;
use super::recovery::{OfferAnswer, Orphan, Recovery};
use super::selection::Selected;
use super::ui_command::UiCommand;
use model_core::edit::Edit;
use model_core::ids::EntityId;
use model_core::project::Pos;
use model_core::{Derivation, Project};
use shell::Shell;
use state::DocumentState;
use std::path::{Path, PathBuf};
use views::Views;

/// The Keyspace Studio window: the document (`DocumentState`), how it is shown
/// (`Views`) and the window around it (`Shell`), as rerun splits its `App` and
/// `AppState`.
pub struct StudioApp {
    /// What the document is: the project, the derived model, selection, highlight, compare.
    state: DocumentState,
    /// How it is shown: tab, canvases, inspector, panes, dock, presentation, step mode.
    views: Views,
    /// The window: files, dialogs, status, language, tasks, recovery.
    shell: Shell,
}

impl std::fmt::Debug for StudioApp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StudioApp")
            .field("path", &self.state.doc.path())
            .field("tab", &self.views.tab)
            .finish_non_exhaustive()
    }
}

/// How fast Ctrl + wheel zooms: the zoom factor is e^(points scrolled × this); a wheel notch
/// scrolls 40 points, so about ×1.1 a notch.
const WHEEL_ZOOM_SPEED: f32 = 1.0 / 400.0;

impl StudioApp {
    /// The app as eframe creates it: fonts installed, recent files restored, the start
    /// project opened.
    pub fn new(cc: &eframe::CreationContext<'_>, start: Start) -> Self {
        Self::install_fonts(&cc.egui_ctx);
        let recent: RecentFiles = cc.storage.and_then(|s| eframe::get_value(s, RecentFiles::KEY)).unwrap_or_default();
        let language = super::language::saved_or_system(cc.storage);
        // A new project is named "Untitled" in the interface language.
        let mut app = Self::with_project(Project::new(model_core::msg!("gui-untitled").get(language)), None);
        app.views.dock = super::dock::Dock::load(cc.storage);
        app.shell.pictures = super::dialogs::picture_export::PictureDialog::load(cc.storage);
        app.set_language(language);
        app.shell.recent = recent;
        if let Some(settings) = cc.storage.and_then(|s| eframe::get_value(s, super::panels::partitions::SETTINGS_KEY)) {
            app.state.derived.set_settings(settings);
        }
        if let Some(dir) = super::recovery::data_dir() {
            app.enable_recovery(&dir);
        }
        match start {
            // A CQL schema or KDM project given on the command line is imported.
            Start::File(path) if files::is_import_file(&path) => app.import_file(&path),
            Start::File(path) => app.open(&path),
            Start::LastOrSample => {
                let last =
                    app.shell.recent.paths.first().filter(|p| p.is_file() && !files::is_installed_sample(p)).cloned();
                let loaded =
                    last.is_some_and(|p| Project::load(&p).map(|proj| app.replace_document(proj, Some(&p))).is_ok());
                if !loaded && let Some(hotel) = files::hotel_sample() {
                    app.open(&hotel);
                }
            }
            Start::Empty => {}
        }
        app
    }

    /// An app on `project` (saved at `path`), without eframe storage or native dialogs:
    /// for tests and embedding. Install the fonts with [`StudioApp::install_fonts`].
    /// The interface is in English until [`StudioApp::set_language`] says otherwise.
    pub fn with_project(project: Project, path: Option<PathBuf>) -> Self {
        use_language(Lang::En);
        Self { state: DocumentState::new(project, path), views: Views::default(), shell: Shell::default() }
    }

    /// Reports the time to the first frame and the memory then on stderr (see
    /// `super::startup`); `None` turns it off.
    pub fn set_startup_report(&mut self, report: Option<super::startup::StartupReport>) {
        self.shell.startup = report;
    }

    /// Keeps unsaved work in `data_dir/recovery/` (see [`super::recovery`]) and offers the
    /// work of earlier sessions that ended without cleaning up (a crash, a kill).
    pub fn enable_recovery(&mut self, data_dir: &Path) {
        match Recovery::start(data_dir) {
            Ok(r) => {
                self.shell.recovery_offers = r.orphans();
                self.shell.recovery = Some(r);
            }
            Err(e) => {
                self.shell.status = tr!("gui-recovery-write-failed", reason = &format!("{}: {e}", data_dir.display()));
            }
        }
    }

    /// Ends the recovery session as on a clean close: its file is removed.
    pub fn close_recovery(&mut self) {
        if let Some(r) = &mut self.shell.recovery {
            r.close();
        }
    }

    /// Installs the fonts (with the CJK fallback) and the legible colours (`gui/theme.rs`) in
    /// `ctx`, leaves Ctrl + / Ctrl − to the canvases (zooming the diagram, not the whole
    /// interface), and makes a notch of Ctrl + wheel zoom a canvas by about 10 % (egui's
    /// default is about 22 %).
    pub fn install_fonts(ctx: &egui::Context) {
        super::fonts::install(ctx);
        super::theme::install(ctx);
        ctx.options_mut(|o| {
            o.zoom_with_keyboard = false;
            o.input_options.scroll_zoom_speed = WHEEL_ZOOM_SPEED;
        });
    }

    /// Shows the interface in `language` from now on (texts looked up on this thread too).
    pub fn set_language(&mut self, language: Lang) {
        self.shell.language = language;
        use_language(language);
        self.views.dock.set_language();
    }

    /// The window title (file name, unsaved mark).
    pub fn title(&self) -> String {
        let mark = if self.state.doc.is_dirty() { " ●" } else { "" };
        format!("{}{mark} — {}", self.state.doc.display_name(), tr!("gui-app-name"))
    }

    /// Shows a tab: the one place the tab shown changes (the tab bar, the menus and keys,
    /// the panels' links, adding something, step mode: all go through here, the panels by
    /// `Action::ShowTab`). In step mode the step decides: its tab is shown.
    pub fn set_tab(&mut self, tab: Tab) {
        if self.state.doc.project().is_exercise() && matches!(tab, Tab::Logical | Tab::Physical) {
            self.shell.status = tr!("gui-exercise-tab-hidden");
            return;
        }
        self.views.tab = if self.views.steps.active { self.views.steps.tab(self.state.doc.project()) } else { tab };
    }
}

//! The application: owns the document, the derived model, the selection and the view state;
//! lays out the panels and applies, in one place, the edits and commands they return.

use super::actions::{Action, Actions, Tab};
use super::chebotko::ChebotkoCanvas;
use super::command::UiCommand;
use super::conceptual_canvas::ConceptualCanvas;
use super::cql_preview::{CqlFile, cql_preview_ui};
use super::derived::Derived;
use super::diagnostics_panel::diagnostics_ui;
use super::document::Document;
use super::files::{self, PromptAnswer, RecentFiles, Replace, Start};
use super::i18n::{fill, tr};
use super::import_dialog::{ImportReport, ReportAction, import_report_ui, suggestion_edit};
use super::inspector::Inspector;
use super::menu_bar::{MenuState, menu_bar_ui};
use super::outline::outline_ui;
use super::recovery::{OfferAnswer, Orphan, Recovery};
use super::selection::{Selected, Selection};
use super::status_bar::status_bar_ui;
use super::workflow_canvas::WorkflowCanvas;
use model_core::edit::Edit;
use model_core::ids::EntityId;
use model_core::project::{Cardinality, Pos};
use model_core::{Derivation, Project};
use std::path::{Path, PathBuf};

/// The Keyspace Studio window.
pub struct StudioApp {
    doc: Document,
    epoch: u64,
    derived: Derived,
    selection: Selection,
    tab: Tab,
    conceptual: ConceptualCanvas,
    workflow: WorkflowCanvas,
    logical: ChebotkoCanvas,
    physical: ChebotkoCanvas,
    inspector: Inspector,
    partitions: super::partitions_panel::PartitionsPanel,
    cql_file: CqlFile,
    recent: RecentFiles,
    samples: Vec<PathBuf>,
    error: Option<(String, String)>,
    pending: Option<Replace>,
    allow_close: bool,
    status: String,
    title: String,
    /// The interface language of the last frame (a switch resets the status message).
    language: super::i18n::Language,
    native_dialogs: bool,
    highlight: super::selection::Highlight,
    seen_selection: Vec<Selected>,
    help: super::help::HelpWindows,
    steps: super::step_mode::StepMode,
    pictures: super::picture_export::PictureDialog,
    /// The last import's report, and whether it is shown.
    import_report: Option<ImportReport>,
    show_import_report: bool,
    /// This window's recovery session (off in tests unless enabled).
    recovery: Option<Recovery>,
    /// Unsaved work of sessions that ended without cleaning up, offered one at a time.
    recovery_offers: Vec<Orphan>,
    /// The start-up report, when the environment asks for one (see [`super::startup`]).
    startup: Option<super::startup::StartupReport>,
}

impl std::fmt::Debug for StudioApp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StudioApp").field("path", &self.doc.path()).field("tab", &self.tab).finish_non_exhaustive()
    }
}

impl StudioApp {
    /// The app as eframe creates it: fonts installed, recent files restored, the start
    /// project opened.
    pub fn new(cc: &eframe::CreationContext<'_>, start: Start) -> Self {
        Self::install_fonts(&cc.egui_ctx);
        super::language::restore(cc.storage);
        let recent: RecentFiles = cc.storage.and_then(|s| eframe::get_value(s, RecentFiles::KEY)).unwrap_or_default();
        // A new project is named "Untitled" in the interface language.
        let mut app = Self::with_project(Project::new(tr().untitled), None);
        app.recent = recent;
        if let Some(settings) = cc.storage.and_then(|s| eframe::get_value(s, super::partitions_panel::SETTINGS_KEY)) {
            app.derived.set_settings(settings);
        }
        if let Some(dir) = super::recovery::data_dir() {
            app.enable_recovery(&dir);
        }
        match start {
            // A CQL schema or KDM project given on the command line is imported.
            Start::File(path) if files::is_import_file(&path) => app.import_file(&path),
            Start::File(path) => app.open(&path),
            Start::LastOrSample => {
                let last = app.recent.paths.first().filter(|p| p.is_file()).cloned();
                let loaded = last.is_some_and(|p| Project::load(&p).map(|proj| app.replace_document(proj, Some(&p))).is_ok());
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
    pub fn with_project(project: Project, path: Option<PathBuf>) -> Self {
        Self {
            doc: Document::new(project, path, 1),
            epoch: 1,
            derived: Derived::default(),
            selection: Selection::default(),
            tab: Tab::Conceptual,
            conceptual: ConceptualCanvas::default(),
            workflow: WorkflowCanvas::default(),
            logical: ChebotkoCanvas::new(false),
            physical: ChebotkoCanvas::new(true),
            inspector: Inspector::default(),
            partitions: super::partitions_panel::PartitionsPanel::default(),
            cql_file: CqlFile::default(),
            recent: RecentFiles::default(),
            samples: files::samples(),
            error: None,
            pending: None,
            allow_close: false,
            status: String::new(),
            title: String::new(),
            language: super::i18n::language(),
            native_dialogs: true,
            highlight: super::selection::Highlight::default(),
            seen_selection: Vec::new(),
            help: super::help::HelpWindows::default(),
            steps: super::step_mode::StepMode::default(),
            pictures: super::picture_export::PictureDialog::default(),
            import_report: None,
            show_import_report: false,
            recovery: None,
            recovery_offers: Vec::new(),
            startup: None,
        }
    }

    /// Reports the time to the first frame and the memory then on stderr (see
    /// [`super::startup`]); `None` turns it off.
    pub fn set_startup_report(&mut self, report: Option<super::startup::StartupReport>) {
        self.startup = report;
    }

    /// Keeps unsaved work in `data_dir/recovery/` (see [`super::recovery`]) and offers the
    /// work of earlier sessions that ended without cleaning up (a crash, a kill).
    pub fn enable_recovery(&mut self, data_dir: &Path) {
        match Recovery::start(data_dir) {
            Ok(r) => {
                self.recovery_offers = r.orphans();
                self.recovery = Some(r);
            }
            Err(e) => self.status = fill(tr().recovery_write_failed, &[&format!("{}: {e}", data_dir.display())]),
        }
    }

    /// This session's recovery file, when recovery is on.
    pub fn recovery_file(&self) -> Option<&Path> {
        self.recovery.as_ref().map(Recovery::file)
    }

    /// How many restore offers are waiting.
    pub fn recovery_offer_count(&self) -> usize {
        self.recovery_offers.len()
    }

    /// Ends the recovery session as on a clean close: its file is removed.
    pub fn close_recovery(&mut self) {
        if let Some(r) = &mut self.recovery {
            r.close();
        }
    }

    /// Imports a CQL schema or KDM project file as a new, unsaved project and shows the import
    /// report. On failure the open project stays and an error dialog says why.
    pub fn import_file(&mut self, path: &Path) {
        self.import_files(&[path.to_owned()]);
    }

    /// Imports several CQL files (or folders of them) together, in order, as one new unsaved
    /// project, and shows the import report; one path may also be a KDM project. On failure
    /// the open project stays and an error dialog says why.
    pub fn import_files(&mut self, paths: &[PathBuf]) {
        self.import_files_with(paths, &std::collections::BTreeMap::new());
    }

    /// Imports files as [`StudioApp::import_files`] does, with values for their template
    /// placeholders (`${NAME}`, `$NAME$`); the report offers fields for the placeholders.
    pub fn import_files_with(&mut self, paths: &[PathBuf], defines: &std::collections::BTreeMap<String, String>) {
        let Some(first) = paths.first() else { return };
        match model_core::import::import_paths(paths, defines) {
            Ok(imported) => {
                self.epoch += 1;
                let mut report = ImportReport::new(paths, &imported, self.epoch);
                report.template = model_core::import::template_placeholders(paths)
                    .into_iter()
                    .map(|n| {
                        let v = defines.get(&n).cloned().unwrap_or_default();
                        (n, v)
                    })
                    .collect();
                let doc = Document::unsaved(imported.project, None, Some(first.clone()), self.epoch);
                self.install_document(doc);
                self.status = fill(
                    tr().imported_status,
                    &[&report.files_label(), &report.tables.to_string(), &report.notes.len().to_string()],
                );
                self.import_report = Some(report);
                self.show_import_report = true;
            }
            Err(e) => self.error = Some((tr().cannot_import.to_owned(), e.message_in(super::i18n::language().text_lang()))),
        }
    }

    /// The last import's report.
    pub fn import_report(&self) -> Option<&ImportReport> {
        self.import_report.as_ref()
    }

    /// `true` while the import report is shown.
    pub fn import_report_shown(&self) -> bool {
        self.show_import_report
    }

    /// Accepts the last import's suggestion number `index`: adds its entity as one undo step.
    pub fn accept_suggestion(&mut self, index: usize) {
        let Some(sug) = self
            .import_report
            .as_ref()
            .filter(|r| r.epoch == self.epoch)
            .and_then(|r| r.suggestions.get(index))
            .cloned()
        else {
            return;
        };
        let edit = suggestion_edit(self.doc.project(), &sug);
        let added = match &edit {
            Edit::AddEntity { entity, .. } => Some((entity.id.clone(), entity.name.clone())),
            _ => None,
        };
        if let Err(e) = self.doc.apply(&edit) {
            self.status = super::i18n::edit_error(&e);
            return;
        }
        self.doc.seal();
        if let Some((id, name)) = added {
            if let Some(slot) = self.import_report.as_mut().and_then(|r| r.accepted.get_mut(index)) {
                *slot = Some(id.clone());
            }
            self.selection.set(Selected::Entity(id));
            self.status = fill(tr().entity_added_status, &[&name]);
        }
    }

    /// Installs the fonts (with the CJK fallback) in `ctx`, and leaves Ctrl + / Ctrl − to
    /// the canvases (zooming the diagram, not the whole interface).
    pub fn install_fonts(ctx: &egui::Context) {
        super::fonts::install(ctx);
        ctx.options_mut(|o| o.zoom_with_keyboard = false);
    }

    /// Turns native file dialogs off (tests) or on.
    pub fn set_native_dialogs(&mut self, on: bool) {
        self.native_dialogs = on;
    }

    /// The project being edited.
    pub fn project(&self) -> &Project {
        self.doc.project()
    }

    /// Where it is saved.
    pub fn path(&self) -> Option<&Path> {
        self.doc.path()
    }

    /// `true` when there are unsaved changes.
    pub fn is_dirty(&self) -> bool {
        self.doc.is_dirty()
    }

    /// The window title (file name, unsaved mark).
    pub fn title(&self) -> String {
        let mark = if self.doc.is_dirty() { " ●" } else { "" };
        format!("{}{mark} — {}", self.doc.display_name(), tr().app_name)
    }

    /// `true` when there is a step to undo.
    pub fn can_undo(&self) -> bool {
        self.doc.history().can_undo()
    }

    /// `true` when there is a step to redo.
    pub fn can_redo(&self) -> bool {
        self.doc.history().can_redo()
    }

    /// The tab shown.
    pub fn tab(&self) -> Tab {
        self.tab
    }

    /// Shows a tab.
    pub fn set_tab(&mut self, tab: Tab) {
        self.tab = tab;
    }

    /// The selection.
    pub fn selection(&self) -> &[Selected] {
        self.selection.items()
    }

    /// The logical model of the current project (derived now if the project changed).
    pub fn derivation(&mut self) -> &Derivation {
        self.derived.refresh(self.doc.project(), self.doc.key());
        &self.derived.derivation
    }

    /// The analysis of the current project (partition sizes, remedies, the diagnostics
    /// `keyspace-studio check` prints), refreshed if the project changed.
    pub fn analysis(&mut self) -> &model_core::analysis::Analysis {
        self.derived.refresh(self.doc.project(), self.doc.key());
        &self.derived.analysis
    }

    /// How many times the model has been derived (once per change, never per frame).
    pub fn derive_count(&self) -> u64 {
        self.derived.derive_count
    }

    /// The error dialog's message, if one is shown.
    pub fn error_message(&self) -> Option<&str> {
        self.error.as_ref().map(|(_, m)| m.as_str())
    }

    /// The status bar's message.
    pub fn status(&self) -> &str {
        &self.status
    }

    /// The layout of the Chebotko diagram last drawn on the Logical tab: table names and
    /// boxes, and the arrows' labels (for tests and screenshots).
    pub fn logical_diagram(&self) -> Option<(Vec<(String, egui::Rect)>, Vec<String>)> {
        self.logical.layout().map(|l| {
            (l.tables.iter().map(|t| (t.name.clone(), t.rect)).collect(), l.arrows.iter().map(|a| a.label.clone()).collect())
        })
    }

    /// The zoom of the current tab's canvas (1.0 is 100 %); `None` for the Workflow tab
    /// (egui-snarl keeps its own view) or before the canvas was first shown.
    pub fn zoom(&self) -> Option<f32> {
        match self.tab {
            Tab::Conceptual => self.conceptual.view.zoom(),
            Tab::Logical => self.logical.view.zoom(),
            Tab::Physical => self.physical.view.zoom(),
            Tab::Workflow => None,
        }
    }

    /// Runs a teaching action as if chosen from a menu.
    pub fn run_teach(&mut self, action: super::help::TeachAction) {
        use super::help::TeachAction;
        match action {
            TeachAction::ExportPicture => self.pictures.open = true,
            TeachAction::NotationLegend => self.help.legend = true,
            TeachAction::MethodGuide => self.help.guide = true,
            TeachAction::Shortcuts => self.help.shortcuts = true,
            TeachAction::ToggleStepMode => {
                self.steps.toggle();
                if self.steps.active {
                    self.tab = self.steps.tab(self.doc.project());
                }
            }
        }
    }

    /// `(legend, method guide)`: which help windows are open.
    pub fn help_open(&self) -> (bool, bool) {
        (self.help.legend, self.help.guide)
    }

    /// Step mode's `(step from 1, steps)`, when it is on.
    pub fn step_mode(&self) -> Option<(usize, usize)> {
        let n = super::step_mode::StepMode::count(self.doc.project());
        self.steps.active.then(|| (self.steps.step.min(n - 1) + 1, n))
    }

    /// The tables the selection highlights on the Chebotko diagrams (a selected query's
    /// table, or the selected table), sorted.
    pub fn highlighted_tables(&self) -> Vec<String> {
        let mut t: Vec<String> = self.highlight.tables.iter().cloned().collect();
        t.sort();
        t
    }

    /// The entity and relationship ids the selection highlights on the ER diagram (the
    /// selected query's access path), sorted.
    pub fn highlighted_path(&self) -> Vec<String> {
        let mut t: Vec<String> = self.highlight.entities.iter().chain(self.highlight.relationships.iter()).cloned().collect();
        t.sort();
        t
    }

    /// Writes pictures of the diagrams without a dialog: `path` for the current tab's
    /// diagram, or four files next to it (`name-conceptual.svg`...) for all four. The
    /// format comes from the extension (`.svg`, `.png`). Returns the files written; on
    /// failure the error dialog says why, and the message is returned.
    pub fn export_pictures(&mut self, path: &Path, set: super::picture_export::PictureSet, dark: bool) -> Result<Vec<PathBuf>, String> {
        self.derived.refresh(self.doc.project(), self.doc.key());
        let files = super::picture_export::targets(path, set, self.tab);
        match super::picture_export::write_pictures(self.doc.project(), &self.derived.derivation.model, &files, dark) {
            Ok(written) => {
                self.status = match written.as_slice() {
                    [one] => fill(tr().picture_written, &[&one.display().to_string()]),
                    _ => fill(tr().pictures_written, &[&written.len().to_string(), &path.display().to_string()]),
                };
                self.pictures.open = false;
                Ok(written)
            }
            Err(e) => {
                self.error = Some((tr().cannot_export_picture.to_owned(), e.clone()));
                Err(e)
            }
        }
    }

    fn export_pictures_dialog(&mut self, req: super::picture_export::PictureRequest) {
        if !self.native_dialogs {
            self.status = tr().no_dialogs.to_owned();
            return;
        }
        let name = self.doc.project().name.clone();
        if let Some(path) = super::picture_export::pick_path(self.doc.path(), &name, req, self.tab) {
            let _ = self.export_pictures(&path, req.set, req.dark);
        }
    }

    /// A selection made late in a frame (on a canvas, after the inspector was drawn) asks
    /// for one more frame, so the inspector and the highlights show it.
    fn repaint_on_new_selection(&mut self, ctx: &egui::Context) {
        if self.selection.items() != self.seen_selection.as_slice() {
            self.seen_selection = self.selection.items().to_vec();
            ctx.request_repaint();
        }
    }

    /// Once a frame: what the selection highlights, handed to the canvases; step mode's tab.
    fn teach_frame(&mut self) {
        let hl = super::selection::Highlight::of(&self.selection, self.doc.project(), &self.derived.derivation.model);
        if hl != self.highlight {
            self.conceptual.highlight = hl.clone();
            self.workflow.highlight = hl.queries.clone();
            self.logical.highlight = hl.tables.clone();
            self.physical.highlight = hl.tables.clone();
            self.highlight = hl;
        }
        if self.steps.active {
            self.tab = self.steps.tab(self.doc.project());
        }
    }

    /// Applies an edit as an undo step.
    pub fn apply(&mut self, edit: &Edit) -> Result<(), model_core::edit::EditError> {
        self.doc.apply(edit)
    }

    /// Runs a command as if chosen from a menu.
    pub fn run_command(&mut self, ctx: &egui::Context, cmd: UiCommand) {
        let s = tr();
        match cmd {
            UiCommand::New => self.request_replace(ctx, Replace::New),
            UiCommand::Open => self.request_replace(ctx, Replace::Open(None)),
            UiCommand::Save => {
                self.save();
            }
            UiCommand::SaveAs => {
                self.save_as_dialog();
            }
            UiCommand::ExportSchema => self.export(true),
            UiCommand::ExportQueries => self.export(false),
            UiCommand::ImportCql => self.request_replace(ctx, Replace::Import(model_core::import::FileKind::Cql, None)),
            UiCommand::ImportKdm => self.request_replace(ctx, Replace::Import(model_core::import::FileKind::Kdm, None)),
            UiCommand::ImportReport => self.show_import_report = self.import_report.is_some(),
            UiCommand::Quit => self.request_replace(ctx, Replace::Quit),
            UiCommand::Undo => {
                if self.doc.undo() {
                    self.status = s.undone.to_owned();
                }
            }
            UiCommand::Redo => {
                if self.doc.redo() {
                    self.status = s.redone.to_owned();
                }
            }
            UiCommand::Delete => self.delete_selection(),
            UiCommand::SelectAll => self.select_all(),
            UiCommand::AddEntity => {
                let view = self.conceptual.view.scene_rect;
                let center = if view.is_finite() && view.area() > 0.0 { view.center() } else { egui::pos2(200.0, 200.0) };
                // Never on a shape already there: the nearest free spot to the middle of the view.
                let layout = model_core::render::ChenLayout::new(self.doc.project());
                let spot = model_core::render::free_entity_spot(&layout, model_core::render::Point::new(center.x - 70.0, center.y - 22.0), 140.0, 44.0);
                let at = Pos::new(spot.x, spot.y);
                let edit = Edit::add_entity(self.doc.project(), s.new_entity_name, Some(at));
                self.tab = Tab::Conceptual;
                self.apply_new(&edit);
            }
            UiCommand::AddRelationship => {
                let entities: Vec<EntityId> = self.selection.entities().into_iter().cloned().collect();
                match entities.as_slice() {
                    [a, b] => self.relate(a, b),
                    [a] => self.relate(a, a),
                    _ => self.status = s.select_two_entities.to_owned(),
                }
            }
            UiCommand::AddQuery => {
                let edit = Edit::add_query(self.doc.project(), "", None);
                if self.tab == Tab::Conceptual {
                    self.tab = Tab::Workflow;
                }
                self.apply_new(&edit);
            }
            UiCommand::FitToView => match self.tab {
                Tab::Conceptual => self.conceptual.view.fit_pending = true,
                Tab::Logical => self.logical.view.fit_pending = true,
                Tab::Physical => self.physical.view.fit_pending = true,
                Tab::Workflow => self.workflow.fit_pending = true,
            },
            UiCommand::ActualSize => match self.tab {
                Tab::Conceptual => self.conceptual.view.actual_size_pending = true,
                Tab::Logical => self.logical.view.actual_size_pending = true,
                Tab::Physical => self.physical.view.actual_size_pending = true,
                Tab::Workflow => self.workflow.actual_size_pending = true,
            },
            UiCommand::ShowConceptual => self.tab = Tab::Conceptual,
            UiCommand::ShowWorkflow => self.tab = Tab::Workflow,
            UiCommand::ShowLogical => self.tab = Tab::Logical,
            UiCommand::ShowPhysical => self.tab = Tab::Physical,
        }
    }

    /// Opens a project file; on failure the open project stays and an error dialog says why.
    pub fn open(&mut self, path: &Path) {
        match Project::load(path) {
            Ok(p) => {
                self.replace_document(p, Some(path));
                self.status = fill(tr().opened, &[&path.display().to_string()]);
            }
            Err(e) => self.error = Some((tr().cannot_open.to_owned(), files::load_error_message(&e))),
        }
    }

    /// Saves to `path`; on failure an error dialog says why. Returns `true` on success.
    pub fn save_to(&mut self, path: &Path) -> bool {
        match self.doc.save_to(path) {
            Ok(()) => {
                self.recent.touch(path);
                self.status = fill(tr().saved_to, &[&path.display().to_string()]);
                true
            }
            Err(e) => {
                self.error = Some((tr().cannot_save.to_owned(), e.message_in(super::i18n::language().text_lang())));
                false
            }
        }
    }

    fn replace_document(&mut self, project: Project, path: Option<&Path>) {
        self.epoch += 1;
        if let Some(p) = path {
            self.recent.touch(p);
        }
        self.install_document(Document::new(project, path.map(Path::to_owned), self.epoch));
    }

    /// Makes `doc` the open document, with fresh views.
    fn install_document(&mut self, doc: Document) {
        self.doc = doc;
        self.show_import_report = false;
        self.selection.clear();
        self.conceptual = ConceptualCanvas::default();
        self.workflow = WorkflowCanvas::default();
        self.logical = ChebotkoCanvas::new(false);
        self.physical = ChebotkoCanvas::new(true);
    }

    fn save(&mut self) -> bool {
        match self.doc.path().map(Path::to_owned) {
            Some(p) => self.save_to(&p),
            None => self.save_as_dialog(),
        }
    }

    fn save_as_dialog(&mut self) -> bool {
        if !self.native_dialogs {
            self.status = tr().no_dialogs.to_owned();
            return false;
        }
        let name = model_core::naming::snake_case(&self.doc.project().name);
        let name = self.doc.suggested_stem(if name.is_empty() { "project" } else { &name });
        match files::pick_project_to_save(self.doc.path(), &name) {
            Some(p) => self.save_to(&p),
            None => false,
        }
    }

    fn export(&mut self, schema: bool) {
        self.derived.refresh(self.doc.project(), self.doc.key());
        let (file, text) = if schema {
            ("schema.cql", self.derived.schema_cql.clone())
        } else {
            ("queries.cql", self.derived.queries_cql.clone())
        };
        if !self.native_dialogs {
            self.status = tr().no_dialogs.to_owned();
            return;
        }
        let Some(path) = files::pick_cql_to_save(self.doc.path(), file) else { return };
        match files::write_text(&path, &text) {
            Ok(()) => self.status = fill(tr().exported_to, &[&path.display().to_string()]),
            Err(e) => self.error = Some((tr().cannot_export.to_owned(), super::i18n::write_error(&path, &e))),
        }
    }

    fn request_replace(&mut self, ctx: &egui::Context, r: Replace) {
        if self.doc.is_dirty() {
            self.pending = Some(r);
        } else {
            self.do_replace(ctx, r);
        }
    }

    fn do_replace(&mut self, ctx: &egui::Context, r: Replace) {
        match r {
            Replace::New => {
                self.replace_document(Project::new(tr().untitled), None);
                self.status = tr().new_project.to_owned();
            }
            Replace::Open(Some(p)) => self.open(&p),
            Replace::Open(None) => {
                if !self.native_dialogs {
                    self.status = tr().no_dialogs.to_owned();
                    return;
                }
                let start = self.doc.path().and_then(Path::parent).map(Path::to_owned).or_else(files::samples_dir);
                if let Some(p) = files::pick_project_to_open(start.as_deref()) {
                    self.open(&p);
                }
            }
            Replace::Import(_, Some(p)) => self.import_file(&p),
            Replace::ImportWith(paths, defines) => self.import_files_with(&paths, &defines),
            Replace::Restore(file) => self.restore(&Orphan::read(&file)),
            Replace::Import(kind, None) => {
                if !self.native_dialogs {
                    self.status = tr().no_dialogs.to_owned();
                    return;
                }
                let start = self.doc.path().or(self.doc.source()).and_then(Path::parent).map(Path::to_owned);
                let picked = files::pick_files_to_import(kind, start.as_deref());
                if !picked.is_empty() {
                    self.import_files(&picked);
                }
            }
            Replace::Quit => {
                self.allow_close = true;
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            }
        }
    }

    fn apply_new(&mut self, edit: &Edit) {
        if let Err(e) = self.doc.apply(edit) {
            self.status = super::i18n::edit_error(&e);
            return;
        }
        self.doc.seal();
        let item = match edit {
            Edit::AddEntity { entity, .. } => Some(Selected::Entity(entity.id.clone())),
            Edit::AddRelationship { relationship, .. } => Some(Selected::Relationship(relationship.id.clone())),
            Edit::AddQuery { query, .. } => Some(Selected::Query(query.id.clone())),
            _ => None,
        };
        if let Some(item) = item {
            self.selection.set(item);
            self.inspector.focus_name = true;
        }
    }

    fn relate(&mut self, a: &EntityId, b: &EntityId) {
        let edit = Edit::add_relationship(self.doc.project(), a, b, tr().new_relationship_name, [Cardinality::Many, Cardinality::Many], None);
        self.tab = Tab::Conceptual;
        self.apply_new(&edit);
    }

    fn delete_selection(&mut self) {
        let p = self.doc.project();
        let entities: Vec<&EntityId> = self.selection.entities();
        let mut edits = Vec::new();
        for item in self.selection.items() {
            match item {
                Selected::Attribute(a) => {
                    let owner_removed = match p.attribute(a) {
                        Some((model_core::project::Owner::Entity(e), _)) => entities.contains(&e),
                        Some((model_core::project::Owner::Relationship(r), _)) => self.selection.contains(&Selected::Relationship(r.clone()))
                            || p.relationship(r).is_some_and(|r| r.ends.iter().any(|end| entities.contains(&&end.entity))),
                        None => true,
                    };
                    if !owner_removed {
                        edits.push(Edit::RemoveAttribute { id: a.clone() });
                    }
                }
                Selected::Relationship(r) => {
                    if !p.relationship(r).is_some_and(|r| r.ends.iter().any(|end| entities.contains(&&end.entity))) {
                        edits.push(Edit::RemoveRelationship { id: r.clone() });
                    }
                }
                Selected::Query(q) => edits.push(Edit::RemoveQuery { id: q.clone() }),
                Selected::Entity(_) | Selected::Table(_) | Selected::Column(..) => {}
            }
        }
        edits.extend(entities.into_iter().map(|e| Edit::RemoveEntity { id: e.clone() }));
        if edits.is_empty() {
            if !self.selection.is_empty() {
                self.status = tr().tables_are_derived.to_owned();
            }
            return;
        }
        match self.doc.apply(&Edit::Batch { edits }) {
            Ok(()) => self.selection.clear(),
            Err(e) => self.status = super::i18n::edit_error(&e),
        }
    }

    fn select_all(&mut self) {
        let p = self.doc.project();
        let items: Vec<Selected> = match self.tab {
            Tab::Conceptual => p
                .entities
                .iter()
                .map(|e| Selected::Entity(e.id.clone()))
                .chain(p.relationships.iter().map(|r| Selected::Relationship(r.id.clone())))
                .collect(),
            Tab::Workflow => p.queries.iter().map(|q| Selected::Query(q.id.clone())).collect(),
            Tab::Logical | Tab::Physical => {
                self.derived.derivation.model.tables.iter().map(|t| Selected::Table(t.name.clone())).collect()
            }
        };
        self.selection.set_many(items);
    }

    fn prune_selection(&mut self) {
        let p = self.doc.project();
        let model = &self.derived.derivation.model;
        self.selection.retain(|s| match s {
            Selected::Entity(e) => p.entity(e).is_some(),
            Selected::Relationship(r) => p.relationship(r).is_some(),
            Selected::Attribute(a) => p.attribute(a).is_some(),
            Selected::Query(q) => p.query(q).is_some(),
            Selected::Table(t) => model.table(t).is_some(),
            Selected::Column(t, c) => model.table(t).is_some_and(|t| t.column(c).is_some()),
        });
    }

    /// Applies what the panels asked for, in the order they asked.
    fn apply_actions(&mut self, ctx: &egui::Context, actions: Actions) {
        for action in actions {
            match action {
                Action::Edit(edit) => {
                    if let Err(e) = self.doc.apply(&edit) {
                        self.status = super::i18n::edit_error(&e);
                    }
                }
                Action::AddNew(edit) => self.apply_new(&edit),
                Action::Seal => self.doc.seal(),
                Action::Command(c) => self.run_command(ctx, c),
                Action::Relate(a, b) => self.relate(&a, &b),
                Action::ShowTab(t) => self.tab = t,
                Action::Replace(r) => self.request_replace(ctx, r),
                Action::Teach(t) => self.run_teach(t),
            }
        }
    }

    /// One frame of the whole window.
    pub fn frame_ui(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        let language = super::i18n::language();
        if language != self.language {
            // The last message was written in the other language: say what changed instead.
            self.language = language;
            self.status = fill(tr().language_chosen, &[language.native_name()]);
        }
        let modal_open = self.pending.is_some()
            || self.error.is_some()
            || self.show_import_report
            || !self.recovery_offers.is_empty();
        let mut actions = Actions::default();
        if !modal_open {
            for c in UiCommand::pressed(&ctx) {
                actions.command(c);
            }
        }
        self.derived.refresh(self.doc.project(), self.doc.key());
        self.prune_selection();
        self.teach_frame();
        if ctx.input(|i| i.viewport().close_requested()) && self.doc.is_dirty() && !self.allow_close {
            ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
            self.pending = Some(Replace::Quit);
        }
        let key = self.doc.key();
        self.logical.set_partitions(&self.derived.analysis, self.derived.derive_count);
        self.physical.set_partitions(&self.derived.analysis, self.derived.derive_count);
        let project = self.doc.project();
        let derived = &self.derived;
        egui::Panel::top("menu-bar").show(ui, |ui| {
            let state = MenuState {
                can_undo: self.doc.history().can_undo(),
                can_redo: self.doc.history().can_redo(),
                has_selection: !self.selection.is_empty(),
                recent: &self.recent.paths,
                samples: &self.samples,
                has_import_report: self.import_report.is_some(),
            };
            menu_bar_ui(ui, &state, &mut actions);
        });
        egui::Panel::bottom("status-bar").show(ui, |ui| {
            status_bar_ui(ui, project, derived.derivation.model.tables.len(), &derived.diagnostics, &self.status);
        });
        egui::Panel::left("outline").resizable(true).default_size(200.0).show(ui, |ui| {
            ui.heading(tr().outline);
            outline_ui(ui, project, derived, &mut self.selection, self.tab, &mut actions);
        });
        egui::Panel::right("side").resizable(true).default_size(400.0).show(ui, |ui| {
            egui::Panel::bottom("cql-preview").resizable(true).default_size(220.0).show(ui, |ui| {
                ui.strong(tr().cql_preview);
                cql_preview_ui(ui, &mut self.cql_file, &derived.schema_cql, &derived.queries_cql);
            });
            egui::Panel::bottom("partitions").resizable(true).default_size(210.0).show(ui, |ui| {
                self.partitions.ui(ui, project, derived, &mut self.selection, self.tab, &mut actions);
            });
            egui::Panel::bottom("diagnostics").resizable(true).default_size(150.0).show(ui, |ui| {
                ui.strong(fill(tr().diagnostics_heading, &[&derived.diagnostics.len().to_string()]));
                diagnostics_ui(ui, &derived.diagnostics, &mut self.selection, &mut actions);
            });
            egui::CentralPanel::default().show(ui, |ui| {
                egui::ScrollArea::vertical().id_salt("inspector").auto_shrink([false, false]).show(ui, |ui| {
                    self.inspector.ui(ui, project, derived, &mut self.selection, self.tab, &mut actions);
                });
            });
        });
        egui::CentralPanel::default().show(ui, |ui| {
            if self.steps.active {
                super::step_mode::bar_ui(ui, &mut self.steps, project, &derived.derivation.model, key, &mut self.selection);
                self.tab = self.steps.tab(project);
            }
            tabs_ui(ui, &mut self.tab);
            if self.steps.active {
                self.tab = self.steps.tab(project);
            }
            let stepped = if self.steps.active { self.steps.model(project, key) } else { None };
            match self.tab {
                Tab::Conceptual => {
                    self.conceptual.toolbar_ui(ui, &self.selection, &mut actions);
                    self.conceptual.ui(ui, project, key, &mut self.selection, &mut actions);
                }
                Tab::Workflow => {
                    self.workflow.toolbar_ui(ui, &self.selection, &mut actions);
                    self.workflow.ui(ui, project, key, &mut self.selection, &mut actions);
                }
                Tab::Logical => {
                    self.logical.toolbar_ui(ui, stepped.as_ref().unwrap_or(&derived.derivation.model));
                    self.logical.ui(ui, project, stepped.as_ref().unwrap_or(&derived.derivation.model), self.steps.key(project, key), &mut self.selection, &mut actions);
                }
                Tab::Physical => {
                    super::physical_panel::keyspaces_ui(ui, project, &mut actions);
                    self.physical.toolbar_ui(ui, &derived.derivation.model);
                    self.physical.ui(ui, project, &derived.derivation.model, key, &mut self.selection, &mut actions);
                }
            }
        });
        if let Some(settings) = self.partitions.take_settings() {
            self.derived.set_settings(settings);
        }
        self.apply_actions(&ctx, actions);
        self.dialogs_ui(&ctx);
        self.repaint_on_new_selection(&ctx);
        if let Some(r) = &mut self.recovery {
            r.after_frame(&mut self.doc, &ctx);
            if let Some(e) = r.take_error() {
                self.status = fill(tr().recovery_write_failed, &[&e]);
            }
        }
        let title = self.title();
        if title != self.title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.title = title;
        }
    }

    fn dialogs_ui(&mut self, ctx: &egui::Context) {
        super::help::windows_ui(ctx, &mut self.help);
        if let Some(req) = super::picture_export::dialog_ui(ctx, &mut self.pictures, self.tab) {
            self.export_pictures_dialog(req);
        }
        // The restore offer comes first and alone: other dialogs wait until it is answered.
        if let Some(orphan) = self.recovery_offers.first() {
            let Some(answer) = super::recovery::offer_ui(ctx, orphan) else { return };
            let orphan = self.recovery_offers.remove(0);
            match answer {
                OfferAnswer::Restore => {
                    // One restored project at a time; the others are offered at the next start.
                    self.recovery_offers.clear();
                    // Unsaved work in the window (e.g. an import given on the command line) is
                    // asked about first.
                    self.request_replace(ctx, Replace::Restore(orphan.file));
                }
                OfferAnswer::Discard => {
                    if let Err(e) = orphan.discard() {
                        self.error = Some((tr().cannot_discard_recovery.to_owned(), format!("{}: {e}", orphan.file.display())));
                    }
                }
                OfferAnswer::Later => self.recovery_offers.clear(),
            }
            return;
        }
        let report_action = match &mut self.import_report {
            Some(report) if self.show_import_report => {
                let current = report.epoch == self.epoch;
                import_report_ui(ctx, report, self.doc.project(), current).map(|a| (a, current, report.files.clone()))
            }
            _ => None,
        };
        match report_action {
            Some((ReportAction::Close, ..)) => self.show_import_report = false,
            Some((ReportAction::Accept(i), ..)) => self.accept_suggestion(i),
            Some((ReportAction::Reimport(defines), current, files)) => {
                // The import just made, untouched, is replaced at once; anything else asks first.
                let history = self.doc.history();
                let untouched = current && !history.can_undo() && !history.can_redo();
                let r = Replace::ImportWith(files, defines);
                if untouched { self.do_replace(ctx, r) } else { self.request_replace(ctx, r) }
            }
            None => {}
        }
        if let Some((title, message)) = &self.error
            && files::error_dialog_ui(ctx, title, message)
        {
            self.error = None;
        }
        if let Some(r) = self.pending.clone()
            && let Some(answer) = files::unsaved_prompt_ui(ctx, &self.doc.display_name())
        {
            self.pending = None;
            match answer {
                PromptAnswer::Save => {
                    if self.save() {
                        self.do_replace(ctx, r);
                    }
                }
                PromptAnswer::Discard => self.do_replace(ctx, r),
                PromptAnswer::Cancel => {}
            }
        }
    }
}

impl StudioApp {
    /// Opens recovered work as an unsaved project (with its original file, so Save writes
    /// there), keeps it in this session's recovery file, then deletes the old file.
    fn restore(&mut self, orphan: &Orphan) {
        let project = match &orphan.project {
            Ok(p) => p,
            Err(e) => {
                let message = fill(tr().recovery_unreadable, &[e]);
                self.error = Some((tr().cannot_open.to_owned(), format!("{}:\n{message}", orphan.file.display())));
                return;
            }
        };
        self.epoch += 1;
        let doc = Document::unsaved(project.clone(), orphan.original_path.clone(), orphan.source.clone(), self.epoch);
        self.install_document(doc);
        if let Some(r) = &mut self.recovery {
            r.write(&self.doc);
        }
        if let Err(e) = orphan.discard() {
            self.error = Some((tr().cannot_discard_recovery.to_owned(), format!("{}: {e}", orphan.file.display())));
        }
        self.status = fill(tr().restored_status, &[&self.doc.display_name()]);
    }
}

fn tabs_ui(ui: &mut egui::Ui, tab: &mut Tab) {
    ui.horizontal(|ui| {
        for t in Tab::ALL {
            if ui.selectable_label(*tab == t, egui::RichText::new(t.label()).strong()).clicked() {
                *tab = t;
            }
        }
    });
    ui.separator();
}

impl eframe::App for StudioApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        if let Some(report) = &mut self.startup {
            report.frame(ui.ctx());
        }
        self.frame_ui(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, RecentFiles::KEY, &self.recent);
        eframe::set_value(storage, super::partitions_panel::SETTINGS_KEY, self.derived.settings());
        super::language::save(storage);
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        // The window closes only after the unsaved-changes prompt: nothing is left to keep.
        self.close_recovery();
    }
}

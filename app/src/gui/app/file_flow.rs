//! Files: open, save, export, import, pictures, and replacing the project (asking about
//! unsaved work first), and restoring recovered work. Save, import and pictures run in the
//! background; their outcomes are shown by [`StudioApp::show_outcomes`].

use super::*;
use crate::gui::dialogs::file_picker::{FilePurpose, Picked};
use crate::gui::i18n::words;
use crate::gui::tasks::{Kind, Outcome};
use model_core::msg;

impl StudioApp {
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
    /// placeholders (`${NAME}`, `$NAME$`); the report offers fields for the placeholders. The
    /// files are read in the background; the window takes no input until they are.
    pub fn import_files_with(&mut self, paths: &[PathBuf], defines: &std::collections::BTreeMap<String, String>) {
        self.import_files_rejecting(paths, defines, &std::collections::BTreeSet::new());
    }

    /// Imports files as [`StudioApp::import_files_with`] does, without the relationships
    /// inferred from SQL joins whose ids are `rejected` (the import report's Reject).
    pub fn import_files_rejecting(
        &mut self,
        paths: &[PathBuf],
        defines: &std::collections::BTreeMap<String, String>,
        rejected: &std::collections::BTreeSet<String>,
    ) {
        if paths.is_empty() {
            return;
        }
        let (paths, defines, rejected) = (paths.to_vec(), defines.clone(), rejected.clone());
        self.shell.tasks.start(Kind::Import, true, self.shell.language, self.shell.repaint.clone(), move || {
            let joins = model_core::import::sql::JoinInference { off: false, rejected: rejected.clone() };
            let result = model_core::import::import_paths_rejecting(&paths, &defines, &joins);
            let placeholders =
                if result.is_ok() { model_core::import::template_placeholders(&paths) } else { Vec::new() };
            Outcome::Imported { paths, defines, rejected, placeholders, result: Box::new(result) }
        });
    }

    /// An import finished: the new project with its report, or the error (the open project
    /// then stays).
    fn imported(
        &mut self,
        paths: &[PathBuf],
        defines: &std::collections::BTreeMap<String, String>,
        rejected: std::collections::BTreeSet<String>,
        placeholders: Vec<String>,
        result: Result<model_core::import::Imported, model_core::import::ImportError>,
    ) {
        let Some(first) = paths.first() else { return };
        match result {
            Ok(imported) => {
                self.state.epoch += 1;
                let mut report = ImportReport::new(paths, &imported, self.state.epoch);
                report.rejected = rejected;
                report.template = placeholders
                    .into_iter()
                    .map(|n| {
                        let v = defines.get(&n).cloned().unwrap_or_default();
                        (n, v)
                    })
                    .collect();
                let doc = Document::unsaved(imported.project, None, Some(first.clone()), self.state.epoch);
                self.install_document(doc);
                self.shell.status = {
                    let tables = words(&msg!("gui-n-tables", count = report.tables));
                    tr!(
                        "gui-imported-status",
                        files = &report.files_label(),
                        tables = &tables,
                        skipped = report.notes.len()
                    )
                };
                self.shell.import_report = Some(report);
                self.shell.show_import_report = true;
            }
            Err(e) => self.shell.error = Some((tr!("gui-cannot-import"), e.message_in(self.shell.language))),
        }
    }

    /// Accepts the last import's suggestion number `index`: adds its entity as one undo step.
    pub fn accept_suggestion(&mut self, index: usize) {
        let Some(sug) = self
            .shell
            .import_report
            .as_ref()
            .filter(|r| r.epoch == self.state.epoch)
            .and_then(|r| r.suggestions.get(index))
            .cloned()
        else {
            return;
        };
        let edit = suggestion_edit(self.state.doc.project(), &sug);
        let added = if let Edit::AddEntity { entity, .. } = &edit {
            Some((entity.id.clone(), entity.name.clone()))
        } else {
            None
        };
        if let Err(e) = self.state.doc.apply(&edit) {
            self.shell.status = crate::gui::i18n::words(&e.said());
            return;
        }
        self.state.doc.seal();
        if let Some((id, name)) = added {
            if let Some(slot) = self.shell.import_report.as_mut().and_then(|r| r.accepted.get_mut(index)) {
                *slot = Some(id.clone());
            }
            self.state.selection.set(Selected::Entity(id));
            self.shell.status = tr!("gui-entity-added-status", entity = &name);
        }
    }

    /// Writes pictures of the diagrams without a dialog, in the background: `path` for the
    /// current tab's diagram, or four files next to it (`name-conceptual.svg`...) for all
    /// four. The format comes from the extension (`.svg`, `.png`). When done, the status bar
    /// names what was written, or the error dialog says why nothing was.
    pub fn export_pictures(&mut self, path: &Path, set: crate::gui::actions::PictureSet, dark: bool) {
        self.export_pictures_of(path, set, dark, self.views.tab);
    }

    /// Writes pictures as [`Self::export_pictures`] does, `tab`'s diagram for the current one.
    fn export_pictures_of(&mut self, path: &Path, set: crate::gui::actions::PictureSet, dark: bool, tab: Tab) {
        self.state.derived.refresh(self.state.doc.project(), self.state.doc.key());
        let files = crate::gui::dialogs::picture_export::targets(path, set, tab);
        let (project, model, path) =
            (self.state.doc.project().clone(), self.state.derived.derivation.model.clone(), path.to_owned());
        self.shell.tasks.start(Kind::Pictures, false, self.shell.language, self.shell.repaint.clone(), move || {
            let result = crate::gui::dialogs::picture_export::write_pictures(&project, &model, &files, dark);
            Outcome::Pictures { path, result }
        });
    }

    /// Asks where to write the pictures the Export picture window asked for, then writes them.
    pub(super) fn export_pictures_dialog(&mut self, req: crate::gui::actions::PictureRequest) {
        let name =
            crate::gui::dialogs::file_picker::picture_file_name(&self.state.doc.project().name, req, self.views.tab);
        self.pick(FilePurpose::Pictures(req, self.views.tab), self.state.doc.folder().as_deref(), Some(&name));
    }

    /// Opens a project file (an installed sample as an untitled copy of it, so Save asks where);
    /// on failure the open project stays and an error dialog says why.
    pub fn open(&mut self, path: &Path) {
        match Project::load(path) {
            Ok(p) if files::is_installed_sample(path) => {
                self.state.epoch += 1;
                self.install_document(Document::sample_copy(p, path, self.state.epoch));
                let sample = path.file_stem().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
                self.shell.status = tr!("gui-wrongs-opened-sample", sample = &sample);
            }
            Ok(p) => {
                self.replace_document(p, Some(path));
                self.shell.status = tr!("gui-opened", path = path.display().to_string());
            }
            Err(e) => self.shell.error = Some((tr!("gui-cannot-open"), files::load_error_message(&e))),
        }
    }

    /// Saves to `path` in the background: the status bar says "Saving…", then where it went;
    /// on failure an error dialog says why and the work stays unsaved.
    pub fn save_to(&mut self, path: &Path) {
        self.start_save(path, None);
    }

    /// Starts writing the project as it is now to `path`; `then` (a replace the user chose
    /// "Save" for) happens once it is written, never if it fails.
    fn start_save(&mut self, path: &Path, then: Option<Replace>) {
        let project = self.state.doc.project().clone();
        let revision = self.state.doc.begin_save();
        let (path, epoch) = (path.to_owned(), self.state.epoch);
        self.shell.tasks.start(
            Kind::Save,
            then.is_some(),
            self.shell.language,
            self.shell.repaint.clone(),
            move || {
                let result = project.save(&path);
                Outcome::Saved { path, epoch, revision, then, result }
            },
        );
    }

    /// What finished background work did, shown: the document marked saved, the import
    /// installed, the pictures named, or the error.
    pub(super) fn show_outcomes(&mut self, ctx: &egui::Context, outcomes: Vec<Outcome>) {
        for outcome in outcomes {
            match outcome {
                Outcome::Saved { path, epoch, revision, then, result } => match result {
                    Ok(()) => {
                        self.shell.recent.touch(&path);
                        // A document opened meanwhile is not the one written.
                        if epoch == self.state.epoch {
                            self.state.doc.saved(&path, revision);
                        }
                        self.shell.status = tr!("gui-saved-to", path = path.display().to_string());
                        if let Some(r) = then {
                            self.do_replace(ctx, r);
                        }
                    }
                    Err(e) => self.shell.error = Some((tr!("gui-cannot-save"), e.message_in(self.shell.language))),
                },
                Outcome::Imported { paths, defines, rejected, placeholders, result } => {
                    self.imported(&paths, &defines, rejected, placeholders, *result);
                }
                Outcome::Pictures { path, result } => match result {
                    Ok(written) => {
                        if let Some(first) = written.first() {
                            self.shell.pictures.written(first);
                        }
                        self.shell.status = match written.as_slice() {
                            [one] => tr!("gui-picture-written", path = one.display().to_string()),
                            _ => {
                                tr!("gui-pictures-written", count = written.len(), folder = path.display().to_string())
                            }
                        };
                        self.shell.pictures.open = false;
                    }
                    Err(e) => self.shell.error = Some((tr!("gui-cannot-export-picture"), e)),
                },
                Outcome::Arranged { key, canvas, name, positions } => self.arranged(key, canvas, &name, positions),
                Outcome::Compared { result } => self.compared(*result),
                Outcome::ComparedLive { result } => self.compared_live(result),
                Outcome::Migration { path, result } => self.migration_written(&path, &result),
                Outcome::Proved { result } => self.proved(result),
                Outcome::Lost(Kind::Prove) => self.prove_lost(),
                Outcome::ApplyReviewed { result } => self.shell.apply.reviewed(result),
                Outcome::Applied { result } => self.shell.apply.applied(result),
                Outcome::Lost(Kind::Apply) => self.shell.apply.lost(),
                Outcome::Connected { attempt, result } => self.connected(attempt, result),
                Outcome::Lost(Kind::Connect) => self.shell.connect.lost(),
                Outcome::SampleLoaded { result } => self.shell.load_sample.finished(result),
                Outcome::Lost(Kind::LoadSample) => self.shell.load_sample.lost(),
                Outcome::Verified { result } => self.verified(result),
                Outcome::Lost(Kind::Verify) => self.views.verify.lost(),
                Outcome::Lost(kind) => {
                    self.shell.error =
                        Some((tr!("gui-task-failed-title"), tr!("gui-task-failed", task = task_label(kind))));
                }
            }
        }
    }

    pub(super) fn replace_document(&mut self, project: Project, path: Option<&Path>) {
        self.state.epoch += 1;
        if let Some(p) = path {
            self.shell.recent.touch(p);
        }
        self.install_document(Document::new(project, path.map(Path::to_owned), self.state.epoch));
    }

    /// Makes `doc` the open document, with fresh views.
    pub(super) fn install_document(&mut self, mut doc: Document) {
        doc.follow(&self.state.doc);
        self.state.doc = doc;
        self.shell.show_import_report = false;
        self.state.selection.clear();
        self.views.conceptual = ConceptualCanvas::default();
        self.views.workflow = WorkflowCanvas::default();
        self.views.logical = ChebotkoCanvas::new(false);
        self.views.physical = ChebotkoCanvas::new(true);
        self.set_fit_floors();
    }

    /// Saves where the document lives, else asks where (Save As); `then` happens once saved.
    pub(super) fn save(&mut self, then: Option<Replace>) {
        match self.state.doc.path().map(Path::to_owned) {
            Some(p) => self.start_save(&p, then),
            None => self.save_as_dialog(then),
        }
    }

    /// Asks for a file for `purpose` (the system's dialog, else the in-app one, and the status
    /// line says why it looks different); what the file is for is done once it is chosen.
    pub(super) fn pick(&mut self, purpose: FilePurpose, dir: Option<&Path>, name: Option<&str>) {
        match self.shell.picker.ask(purpose, dir, name, self.shell.native_dialogs) {
            Picked::Chosen(purpose, files) => self.file_chosen(purpose, &files),
            Picked::InApp => self.shell.status = tr!("gui-fallback-dialog"),
            Picked::Cancelled => {}
        }
    }

    /// The in-app file dialog, and what it was opened for done with the file the user chose.
    pub(super) fn picker_ui(&mut self, ctx: &egui::Context) {
        if let Some((purpose, files)) = self.shell.picker.update(ctx) {
            self.file_chosen(purpose, &files);
        }
    }

    /// What a file was asked for, done with the files chosen (never empty).
    fn file_chosen(&mut self, purpose: FilePurpose, files: &[PathBuf]) {
        let Some(path) = files.first().cloned() else { return };
        match purpose {
            FilePurpose::SaveProject(then) => self.start_save(&path, then),
            FilePurpose::ExportCql(text) => self.write_cql(&path, &text),
            FilePurpose::OpenProject => self.open(&path),
            FilePurpose::Import(_) => self.import_files(files),
            FilePurpose::Pictures(req, tab) => self.export_pictures_of(&path, req.set, req.dark, tab),
            FilePurpose::CompareWith => self.read_other_side(move || model_core::diff::load_side(&path)),
            FilePurpose::ExportMigration(text) => self.write_migration(&path, text),
            FilePurpose::Grade(what) => self.grade_file_chosen(&path, what),
        }
    }

    fn write_cql(&mut self, path: &Path, text: &str) {
        match files::write_text(path, text) {
            Ok(()) => self.shell.status = tr!("gui-exported-to", path = path.display().to_string()),
            Err(e) => self.shell.error = Some((tr!("gui-cannot-export"), crate::gui::files::cannot_write(path, &e))),
        }
    }

    /// Asks where to save (the system's dialog, else the in-app one) and saves there; `then`
    /// happens once saved.
    pub(super) fn save_as_dialog(&mut self, then: Option<Replace>) {
        let name = model_core::naming::snake_case(&self.state.doc.project().name);
        let name = self.state.doc.suggested_stem(if name.is_empty() { "project" } else { &name });
        let file = self
            .state
            .doc
            .path()
            .and_then(Path::file_name)
            .map_or_else(|| format!("{name}.json"), |n| n.to_string_lossy().into_owned());
        self.pick(FilePurpose::SaveProject(then), self.state.doc.folder().as_deref(), Some(&file));
    }

    pub(super) fn export(&mut self, schema: bool) {
        self.state.derived.refresh(self.state.doc.project(), self.state.doc.key());
        let (file, text) = if schema {
            ("schema.cql", self.state.derived.schema_cql.clone())
        } else {
            ("queries.cql", self.state.derived.queries_cql.clone())
        };
        self.pick(FilePurpose::ExportCql(text), self.state.doc.folder().as_deref(), Some(file));
    }

    pub(super) fn request_replace(&mut self, ctx: &egui::Context, r: Replace) {
        if self.state.doc.is_dirty() {
            self.shell.pending = Some(r);
        } else {
            self.do_replace(ctx, r);
        }
    }

    pub(super) fn do_replace(&mut self, ctx: &egui::Context, r: Replace) {
        match r {
            Replace::New => {
                self.replace_document(Project::new(tr!("gui-untitled")), None);
                self.shell.status = tr!("gui-new-project");
            }
            Replace::Open(Some(p)) => self.open(&p),
            Replace::Open(None) => {
                // The folder worked in (after File ▸ New, the one before), else the samples.
                let start = self.state.doc.folder().or_else(files::samples_dir);
                self.pick(FilePurpose::OpenProject, start.as_deref(), None);
            }
            Replace::Import(_, Some(p)) => self.import_file(&p),
            Replace::ImportWith(paths, defines, rejected) => self.import_files_rejecting(&paths, &defines, &rejected),
            Replace::Restore(file) => self.restore(&Orphan::read(&file)),
            Replace::ImportLive(request) => self.import_live(request),
            Replace::Import(kind, None) => {
                let start = self.state.doc.folder();
                self.pick(FilePurpose::Import(kind), start.as_deref(), None);
            }
            Replace::Quit => {
                self.shell.allow_close = true;
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            }
        }
    }

    /// Opens recovered work as an unsaved project (with its original file, so Save writes
    /// there), keeps it in this session's recovery file, then deletes the old file.
    pub(super) fn restore(&mut self, orphan: &Orphan) {
        let project = match &orphan.project {
            Ok(p) => p,
            Err(e) => {
                let message = tr!("gui-recovery-unreadable", reason = e);
                self.shell.error = Some((tr!("gui-cannot-open"), format!("{}:\n{message}", orphan.file.display())));
                return;
            }
        };
        self.state.epoch += 1;
        let doc =
            Document::unsaved(project.clone(), orphan.original_path.clone(), orphan.source.clone(), self.state.epoch);
        self.install_document(doc);
        if let Some(r) = &mut self.shell.recovery {
            r.write(&self.state.doc);
        }
        if let Err(e) = orphan.discard() {
            self.shell.error = Some((tr!("gui-cannot-discard-recovery"), format!("{}: {e}", orphan.file.display())));
        }
        self.shell.status = tr!("gui-restored-status", project = &self.state.doc.display_name());
    }
}

/// What a kind of background work is called in the status bar and in errors.
pub(super) fn task_label(kind: Kind) -> String {
    match kind {
        Kind::Save => tr!("gui-task-saving"),
        Kind::Import => tr!("gui-task-importing"),
        Kind::Pictures => tr!("gui-task-pictures"),
        Kind::Arrange => tr!("gui-task-arranging"),
        Kind::Compare => tr!("gui-task-comparing"),
        Kind::Migration => tr!("gui-task-migration"),
        Kind::Prove => tr!("gui-task-proving"),
        Kind::Apply => tr!("gui-task-applying"),
        Kind::Connect => tr!("gui-task-connecting"),
        Kind::LoadSample => tr!("gui-task-loading-sample"),
        Kind::Verify => tr!("gui-task-verifying"),
    }
}

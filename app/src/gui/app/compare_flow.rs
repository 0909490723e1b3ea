//! File ▸ Compare with…: the other side read in the background (a file the user picked, or
//! the project as last committed, `git show` included), compared with the open project when
//! it arrives, and the migration written where the user chose, in the background too.

use super::*;
use crate::gui::actions::CompareAction;
use crate::gui::dialogs::file_picker::FilePurpose;
use crate::gui::tasks::{Kind, Outcome};
use model_core::diff::{Loaded, SideError};

impl StudioApp {
    /// What File ▸ Compare with… or the Changes window asked for.
    pub(super) fn compare_action(&mut self, action: CompareAction) {
        match action {
            CompareAction::File => self.pick(FilePurpose::CompareWith, self.state.doc.folder().as_deref(), None),
            CompareAction::LastCommit => match self.state.doc.path().map(Path::to_owned) {
                Some(path) => self.read_other_side(move || model_core::diff::at_revision("HEAD", &path)),
                None => self.compared_with(Err(tr!("gui-compare-unsaved"))),
            },
            CompareAction::ExportMigration(text) => {
                self.pick(FilePurpose::ExportMigration(text), self.state.doc.folder().as_deref(), Some("migrate.cql"));
            }
        }
    }

    /// Reads the other side of a comparison on a thread of its own (a large schema, or git,
    /// takes a while): the window stays live, and the comparison is shown when it arrives.
    pub(super) fn read_other_side(&mut self, read: impl FnOnce() -> Result<Loaded, SideError> + Send + 'static) {
        self.shell.tasks.start(Kind::Compare, false, self.shell.language, self.shell.repaint.clone(), move || {
            Outcome::Compared { result: Box::new(read()) }
        });
    }

    /// The other side arrived (or why it could not be read): compared with the project as it
    /// is now.
    pub(super) fn compared(&mut self, result: Result<Loaded, SideError>) {
        self.compared_with(result.map(|l| (l.label, l.project)).map_err(|e| e.message_in(self.shell.language)));
    }

    fn compared_with(&mut self, old: Result<(String, Project), String>) {
        self.state.derived.refresh(self.state.doc.project(), self.state.doc.key());
        self.state.compare.compare_with(old, self.state.doc.project(), &self.state.derived.derivation.model);
    }

    /// Writes the migration script to `path` in the background; the Changes window says
    /// where it went, or why not.
    pub(super) fn write_migration(&mut self, path: &Path, text: String) {
        let path = path.to_owned();
        self.shell.tasks.start(Kind::Migration, false, self.shell.language, self.shell.repaint.clone(), move || {
            let result = files::write_text(&path, &text);
            Outcome::Migration { path, result }
        });
    }

    /// The migration was written (or not): said in the Changes window, else (it was closed
    /// meanwhile) in the status bar, or the error dialog when it failed.
    pub(super) fn migration_written(&mut self, path: &Path, result: &std::io::Result<()>) {
        let Some(message) = self.state.compare.exported(path, result) else { return };
        match result {
            Ok(()) => self.shell.status = message,
            Err(_) => self.shell.error = Some((tr!("gui-cannot-export"), message)),
        }
    }
}

//! The open document: the project, where it is saved, and its undo history.

use model_core::Project;
use model_core::edit::{Edit, EditError, History};
use std::path::{Path, PathBuf};

/// A project being edited. The project is only changed through [`Document::apply`],
/// [`Document::undo`] and [`Document::redo`].
#[derive(Debug)]
pub struct Document {
    project: Project,
    path: Option<PathBuf>,
    history: History,
    saved_revision: u64,
    /// Distinguishes documents: changes when a new document replaces this one, so caches keyed
    /// by (epoch, generation) never confuse two documents.
    epoch: u64,
}

impl Document {
    /// A document for a project, saved at `path` (or never saved).
    pub fn new(project: Project, path: Option<PathBuf>, epoch: u64) -> Self {
        Self { project, path, history: History::new(), saved_revision: 0, epoch }
    }

    /// The project.
    pub fn project(&self) -> &Project {
        &self.project
    }

    /// Where the project is saved.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Applies an edit as an undo step.
    pub fn apply(&mut self, edit: &Edit) -> Result<(), EditError> {
        self.history.apply(&mut self.project, edit)
    }

    /// Ends the current typing gesture.
    pub fn seal(&mut self) {
        self.history.seal();
    }

    /// Undoes one step; `false` if there was none.
    pub fn undo(&mut self) -> bool {
        self.history.undo(&mut self.project)
    }

    /// Redoes one step; `false` if there was none.
    pub fn redo(&mut self) -> bool {
        self.history.redo(&mut self.project)
    }

    /// The history (for menu labels).
    pub fn history(&self) -> &History {
        &self.history
    }

    /// `true` when the project differs from the file on disk (or was never saved and is not
    /// empty of edits).
    pub fn is_dirty(&self) -> bool {
        self.history.revision() != self.saved_revision
    }

    /// Cache key: changes whenever the project changes.
    pub fn key(&self) -> (u64, u64) {
        (self.epoch, self.history.generation())
    }

    /// Saves to `path` and remembers it as the document's file.
    pub fn save_to(&mut self, path: &Path) -> Result<(), model_core::project::SaveError> {
        self.project.save(path)?;
        self.path = Some(path.to_owned());
        self.saved_revision = self.history.revision();
        self.history.seal();
        Ok(())
    }

    /// The file name shown in the title (or "Untitled").
    pub fn display_name(&self) -> String {
        self.path
            .as_ref()
            .and_then(|p| p.file_name())
            .map_or_else(|| crate::gui::i18n::tr().untitled.to_owned(), |n| n.to_string_lossy().into_owned())
    }
}

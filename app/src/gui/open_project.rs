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
    /// The history revision that matches the file on disk; `None`: no file holds this
    /// project (imported, restored from recovery), so it is unsaved until saved.
    saved_revision: Option<u64>,
    /// Distinguishes documents: changes when a new document replaces this one, so caches keyed
    /// by (epoch, generation) never confuse two documents.
    epoch: u64,
    /// Where the project came from when it was not opened from `path` (an imported CQL or KDM
    /// file): names the document in the title and suggests the file name on first save.
    source: Option<PathBuf>,
    /// A structural edit (something added or removed, a table-affecting choice), an undo or
    /// a redo happened since [`Document::take_structural_change`] was last called.
    structural_change: bool,
    /// The folder of the document this one replaced (File ▸ New after working in a folder):
    /// file dialogs open there while this document has no folder of its own.
    folder_before: Option<PathBuf>,
    /// The installed sample this document is a copy of: the title says so, and Save asks
    /// where (the sample's own file is never overwritten).
    sample: Option<PathBuf>,
}

impl Document {
    /// A document for a project, saved at `path` (or never saved).
    pub fn new(project: Project, path: Option<PathBuf>, epoch: u64) -> Self {
        Self {
            project,
            path,
            history: History::new(),
            saved_revision: Some(0),
            epoch,
            source: None,
            structural_change: false,
            folder_before: None,
            sample: None,
        }
    }

    /// An untitled copy of the installed sample at `sample`: no file holds it (Save asks
    /// where), yet it is unchanged, so nothing asks to save it until it is edited.
    pub fn sample_copy(project: Project, sample: &Path, epoch: u64) -> Self {
        Self { sample: Some(sample.to_owned()), ..Self::new(project, None, epoch) }
    }

    /// The installed sample this document is a copy of.
    pub fn sample(&self) -> Option<&Path> {
        self.sample.as_deref()
    }

    /// A document that no file holds yet: an imported project (`source`: the file it came
    /// from) or work restored after a crash (`path`: its original file, where Save writes).
    /// It counts as unsaved until saved.
    pub fn unsaved(project: Project, path: Option<PathBuf>, source: Option<PathBuf>, epoch: u64) -> Self {
        Self { saved_revision: None, source, ..Self::new(project, path, epoch) }
    }

    /// The project.
    pub fn project(&self) -> &Project {
        &self.project
    }

    /// Where the project is saved.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// The folder file dialogs open in: the project's, else where it was imported from, else
    /// the folder of the document it replaced.
    pub fn folder(&self) -> Option<PathBuf> {
        self.path
            .as_deref()
            .or(self.source.as_deref())
            .and_then(Path::parent)
            .map(Path::to_owned)
            .or_else(|| self.folder_before.clone())
    }

    /// Remembers the folder of the document this one replaces (see [`Self::folder`]).
    pub fn follow(&mut self, before: &Self) {
        self.folder_before = before.folder();
    }

    /// The file an imported project came from.
    pub fn source(&self) -> Option<&Path> {
        self.source.as_deref()
    }

    /// Applies an edit as an undo step.
    pub fn apply(&mut self, edit: &Edit) -> Result<(), EditError> {
        self.history.apply(&mut self.project, edit)?;
        if edit.is_structural() {
            self.structural_change = true;
        }
        Ok(())
    }

    /// Applies an edit as the end of the open gesture of edits like `gesture`, or not at all
    /// when another is open (see [`History::extend`]); `true` when applied.
    pub fn extend(&mut self, edit: &Edit, gesture: &Edit) -> Result<bool, EditError> {
        let done = self.history.extend(&mut self.project, edit, gesture)?;
        if done && edit.is_structural() {
            self.structural_change = true;
        }
        Ok(done)
    }

    /// Ends the current typing gesture.
    pub fn seal(&mut self) {
        self.history.seal();
    }

    /// Undoes one step; `false` if there was none.
    pub fn undo(&mut self) -> bool {
        let done = self.history.undo(&mut self.project);
        self.structural_change |= done;
        done
    }

    /// Redoes one step; `false` if there was none.
    pub fn redo(&mut self) -> bool {
        let done = self.history.redo(&mut self.project);
        self.structural_change |= done;
        done
    }

    /// Undoes up to `count` steps at once; how many were undone.
    pub fn undo_many(&mut self, count: usize) -> usize {
        let done = self.history.undo_many(&mut self.project, count);
        self.structural_change |= done > 0;
        done
    }

    /// Redoes up to `count` steps at once; how many were redone.
    pub fn redo_many(&mut self, count: usize) -> usize {
        let done = self.history.redo_many(&mut self.project, count);
        self.structural_change |= done > 0;
        done
    }

    /// Names the last step as the window sees it (see [`History::describe_last`]).
    pub fn describe_last(&mut self, kind: model_core::edit::EditKind, subject: String, detail: Option<String>) {
        self.history.describe_last(kind, subject, detail);
    }

    /// `true` once after a structural edit, an undo or a redo (then `false` until the next).
    pub fn take_structural_change(&mut self) -> bool {
        std::mem::take(&mut self.structural_change)
    }

    /// The history (for menu labels).
    pub fn history(&self) -> &History {
        &self.history
    }

    /// `true` when the project differs from the file on disk (or no file holds it).
    pub fn is_dirty(&self) -> bool {
        self.saved_revision != Some(self.history.revision())
    }

    /// Cache key: changes whenever the project changes.
    pub fn key(&self) -> (u64, u64) {
        (self.epoch, self.history.generation())
    }

    /// Starts a save: the next edit begins a new undo step, and the revision returned is the
    /// one the saved file will hold (give it to [`Document::saved`] once written).
    pub fn begin_save(&mut self) -> u64 {
        self.history.seal();
        self.history.revision()
    }

    /// The project at `revision` was written to `path`: it becomes the document's file, and
    /// the document is unsaved again only if it changed since.
    pub fn saved(&mut self, path: &Path, revision: u64) {
        self.path = Some(path.to_owned());
        self.source = None;
        self.sample = None;
        self.saved_revision = Some(revision);
    }

    /// The file name shown in the title: the project's file, else "Untitled (imported from
    /// FILE)" for an import, "Untitled (copy of sample NAME)" for a sample, else "Untitled".
    pub fn display_name(&self) -> String {
        let file_name = |p: &Path| p.file_name().map(|n| n.to_string_lossy().into_owned());
        let stem = |p: &Path| p.file_stem().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        match (&self.path, &self.source, &self.sample) {
            (Some(p), _, _) => file_name(p).unwrap_or_else(|| tr!("gui-untitled")),
            (None, Some(src), _) => tr!("gui-untitled-imported-from", file = &file_name(src).unwrap_or_default()),
            (None, None, Some(sample)) => tr!("gui-wrongs-sample-copy", sample = &stem(sample)),
            (None, None, None) => tr!("gui-untitled"),
        }
    }

    /// The file name to suggest when saving for the first time, without `.json`: the
    /// imported file's (or the sample's) stem, else `fallback`.
    pub fn suggested_stem(&self, fallback: &str) -> String {
        self.source
            .as_deref()
            .or(self.sample.as_deref())
            .and_then(Path::file_stem)
            .map(|s| s.to_string_lossy().into_owned())
            .filter(|s| !s.is_empty())
            .unwrap_or_else(|| fallback.to_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn structural_edits_undo_and_redo_are_flagged_once() {
        let mut doc = Document::new(Project::new("P"), None, 1);
        let add = Edit::add_entity(doc.project(), "A", None);
        let id = match &add {
            Edit::AddEntity { entity, .. } => entity.id.clone(),
            other => panic!("{other:?}"),
        };
        doc.apply(&add).expect("add");
        assert!(doc.take_structural_change());
        assert!(!doc.take_structural_change(), "taken once");
        doc.seal();
        doc.apply(&Edit::RenameEntity { id: id.clone(), name: "B".to_owned() }).expect("rename");
        assert!(!doc.take_structural_change(), "a rename waits for the idle write");
        assert!(doc.undo());
        assert!(doc.take_structural_change());
        assert!(Edit::Batch { edits: vec![Edit::RemoveEntity { id }] }.is_structural());
    }

    #[test]
    fn an_unsaved_document_is_dirty_until_saved_and_suggests_its_source_name() {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut doc = Document::unsaved(Project::new("P"), None, Some(PathBuf::from("/x/killrvideo.cql")), 1);
        assert!(doc.is_dirty());
        assert_eq!(doc.suggested_stem("p"), "killrvideo");
        assert!(doc.display_name().contains("killrvideo.cql"), "{}", doc.display_name());
        let path = dir.path().join("killrvideo.json");
        let revision = doc.begin_save();
        doc.project().save(&path).expect("save");
        doc.saved(&path, revision);
        assert!(!doc.is_dirty());
        assert_eq!(doc.display_name(), "killrvideo.json");
        assert_eq!(doc.suggested_stem("p"), "p");
    }
}

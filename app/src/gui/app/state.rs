//! What a document is in the window: the project with its undo history, the model derived
//! from it, what is selected and what the selection highlights, and the comparison shown
//! against it. Everything that changes when the project changes is here; how it is shown is
//! in [`super::views`], the window around it in [`super::shell`].

use crate::gui::derived::Derived;
use crate::gui::dialogs::compare::Compare;
use crate::gui::open_project::Document;
use crate::gui::selection::{Highlight, Selected, Selection};
use model_core::Project;
use std::path::PathBuf;

/// The open document and what follows from it.
pub(super) struct DocumentState {
    /// The project, where it is saved, its undo history.
    pub(super) doc: Document,
    /// Which document of this window's this is (one more each time the project is replaced):
    /// an answer for an earlier one (a save, an import report) is known as such.
    pub(super) epoch: u64,
    /// The model, analysis and diagnostics derived from the project (once per change).
    pub(super) derived: Derived,
    /// What is selected.
    pub(super) selection: Selection,
    /// What the selection highlights on the diagrams (a query's access path, its table).
    pub(super) highlight: Highlight,
    /// The selection the highlight was computed for.
    pub(super) seen_selection: Vec<Selected>,
    /// File ▸ Compare with…: the comparison shown.
    pub(super) compare: Compare,
}

impl DocumentState {
    /// The state of `project`, saved at `path`, nothing selected.
    pub(super) fn new(project: Project, path: Option<PathBuf>) -> Self {
        Self {
            doc: Document::new(project, path, 1),
            epoch: 1,
            derived: Derived::default(),
            selection: Selection::default(),
            highlight: Highlight::default(),
            seen_selection: Vec::new(),
            compare: Compare::default(),
        }
    }
}

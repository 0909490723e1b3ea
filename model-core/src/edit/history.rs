//! Undo and redo: one step per gesture.

use super::*;

/// One undo step: the project as it was before the step.
#[derive(Clone, Debug)]
struct Step {
    kind: EditKind,
    merge_key: Option<(EditKind, String)>,
    before: Project,
    before_revision: u64,
}

/// Undo/redo over snapshots of the project, one step per gesture.
///
/// [`History::generation`] changes whenever the project changes (apply, undo, redo), so
/// derived data can be cached by it; [`History::revision`] identifies the content, so
/// "unsaved changes" is `revision != saved revision` even after undo.
#[derive(Clone, Debug)]
pub struct History {
    undo: Vec<Step>,
    redo: Vec<Step>,
    generation: u64,
    revision: u64,
    next_revision: u64,
    sealed: bool,
    limit: usize,
}

impl Default for History {
    fn default() -> Self {
        Self::new()
    }
}

impl History {
    /// The default number of steps kept.
    pub const DEFAULT_LIMIT: usize = 500;

    /// An empty history.
    pub fn new() -> Self {
        Self { undo: Vec::new(), redo: Vec::new(), generation: 0, revision: 0, next_revision: 1, sealed: true, limit: Self::DEFAULT_LIMIT }
    }

    /// Applies an edit to `project` and records an undo step (or extends the current one
    /// when the edit continues the same gesture). An edit that starts a step and changes
    /// nothing records nothing. On error the project is unchanged and nothing is recorded.
    ///
    /// Only the first edit of a gesture copies the project (the step's snapshot, compared
    /// once to drop a no-op step); the edits that continue it (each keystroke of a name, each
    /// move of a drag) are applied in place, neither copied nor compared.
    pub fn apply(&mut self, project: &mut Project, edit: &Edit) -> Result<(), EditError> {
        let key = edit.merge_key();
        let merges = !self.sealed && key.is_some() && self.undo.last().is_some_and(|s| s.merge_key == key);
        if merges {
            project.apply(edit)?;
        } else {
            let before = project.clone();
            project.apply(edit)?;
            if *project == before {
                return Ok(());
            }
            self.undo.push(Step { kind: edit.kind(), merge_key: key, before, before_revision: self.revision });
            if self.undo.len() > self.limit {
                self.undo.remove(0);
            }
        }
        self.redo.clear();
        self.revision = self.next_revision;
        self.next_revision += 1;
        self.generation += 1;
        self.sealed = false;
        Ok(())
    }

    /// Ends the current gesture: the next edit starts a new undo step even if it would merge.
    pub fn seal(&mut self) {
        self.sealed = true;
    }

    /// Undoes the last step. Returns `false` when there is nothing to undo.
    pub fn undo(&mut self, project: &mut Project) -> bool {
        let Some(step) = self.undo.pop() else { return false };
        let after = std::mem::replace(project, step.before);
        self.redo.push(Step { kind: step.kind, merge_key: None, before: after, before_revision: self.revision });
        self.revision = step.before_revision;
        self.generation += 1;
        self.sealed = true;
        true
    }

    /// Redoes the last undone step. Returns `false` when there is nothing to redo.
    pub fn redo(&mut self, project: &mut Project) -> bool {
        let Some(step) = self.redo.pop() else { return false };
        let before = std::mem::replace(project, step.before);
        self.undo.push(Step { kind: step.kind, merge_key: None, before, before_revision: self.revision });
        self.revision = step.before_revision;
        self.generation += 1;
        self.sealed = true;
        true
    }

    /// `true` when there is a step to undo.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// `true` when there is a step to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The kind ([`Edit::kind`]) of the step undo would revert.
    pub fn undo_kind(&self) -> Option<EditKind> {
        self.undo.last().map(|s| s.kind)
    }

    /// The kind of the step redo would reapply.
    pub fn redo_kind(&self) -> Option<EditKind> {
        self.redo.last().map(|s| s.kind)
    }

    /// Number of steps that can be undone.
    pub fn undo_len(&self) -> usize {
        self.undo.len()
    }

    /// Changes every time the project changes through this history: a cache key.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// Identifies the project's content: equal revisions mean the same content (0 is the
    /// content the history started from).
    pub fn revision(&self) -> u64 {
        self.revision
    }
}

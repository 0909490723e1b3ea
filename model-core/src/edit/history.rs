//! Undo and redo: one step per gesture.

use super::parts::Snapshot;
use super::*;

/// One undo step: the parts of the project the step changed, as they were before it (after
/// it, once undone).
#[derive(Clone, Debug)]
struct Step {
    kind: EditKind,
    /// What the step acted on, by its name ([`super::subject`]), or as the window named it.
    subject: Option<String>,
    /// More of what the step did, as the window named it (the key alternative chosen).
    detail: Option<String>,
    merge_key: Option<(EditKind, String)>,
    before: Snapshot,
    before_revision: u64,
}

/// An undo step as the history lists it: its kind and what it acted on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StepLabel<'a> {
    /// The kind of the step ([`Edit::step_kind`]).
    pub kind: EditKind,
    /// The name of what it acted on ("Hotel"), when one thing.
    pub subject: Option<&'a str>,
    /// More of what it did, when the window said (the key alternative chosen).
    pub detail: Option<&'a str>,
}

impl Step {
    fn label(&self) -> StepLabel<'_> {
        StepLabel { kind: self.kind, subject: self.subject.as_deref(), detail: self.detail.as_deref() }
    }
}

/// Undo/redo over copies of the parts of the project each step changed ([`Edit::parts`]),
/// one step per gesture.
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
        Self {
            undo: Vec::new(),
            redo: Vec::new(),
            generation: 0,
            revision: 0,
            next_revision: 1,
            sealed: true,
            limit: Self::DEFAULT_LIMIT,
        }
    }

    /// Applies an edit to `project` and records an undo step (or extends the current one
    /// when the edit continues the same gesture). An edit that starts a step and changes
    /// nothing records nothing. On error the project is unchanged and nothing is recorded.
    ///
    /// Only the first edit of a gesture copies anything: the parts of the project the edit
    /// may change ([`Edit::parts`]: the layout for a move, the entities for a rename), compared
    /// once to drop a no-op step; the edits that continue it (each keystroke of a name, each
    /// move of a drag) are applied in place, neither copied nor compared.
    pub fn apply(&mut self, project: &mut Project, edit: &Edit) -> Result<(), EditError> {
        let key = edit.merge_key();
        let merges = !self.sealed && key.is_some() && self.undo.last().is_some_and(|s| s.merge_key == key);
        // Debug builds check that the edit changed only the parts it names.
        #[cfg(debug_assertions)]
        let whole = project.clone();
        if merges {
            project.apply(edit)?;
            if let (Some(step), Some(now)) = (self.undo.last_mut(), super::facts::subject(edit, project)) {
                step.subject = Some(now);
            }
        } else {
            let before = Snapshot::take(project, edit.parts());
            let was = super::facts::subject(edit, project);
            project.apply(edit)?;
            if before.matches(project) {
                return Ok(());
            }
            let subject = super::facts::subject(edit, project).or(was);
            self.undo.push(Step {
                kind: edit.step_kind(),
                subject,
                detail: None,
                merge_key: key,
                before,
                before_revision: self.revision,
            });
            if self.undo.len() > self.limit {
                self.undo.remove(0);
            }
        }
        #[cfg(debug_assertions)]
        {
            let changed = super::parts::changed(&whole, project);
            debug_assert!(
                edit.parts().has(changed),
                "{:?} changed {changed:?}, beyond {:?}",
                edit.kind(),
                edit.parts()
            );
        }
        self.redo.clear();
        self.revision = self.next_revision;
        self.next_revision += 1;
        self.generation += 1;
        self.sealed = false;
        Ok(())
    }

    /// `true` while the open step is a gesture of edits like `gesture` (typing a name: each
    /// keystroke's rename of the same thing), not sealed yet.
    pub fn continues(&self, gesture: &Edit) -> bool {
        let key = gesture.merge_key();
        !self.sealed && key.is_some() && self.undo.last().is_some_and(|s| s.merge_key == key)
    }

    /// Applies `edit` as the end of the open gesture of edits like `gesture`, whatever its
    /// kind (the shorthand `Video(video_id, upload_date)` finishing a typed name adds
    /// attributes): one undo then takes back the typing and what it led to together. The step
    /// first copies the parts `edit` may change that it does not hold yet, from `project` as
    /// it is (the gesture's renames did not touch them, so they are as they were before it).
    /// Returns `false`, changing nothing, when that gesture is not the one open (nothing was
    /// typed, or something else happened since).
    pub fn extend(&mut self, project: &mut Project, edit: &Edit, gesture: &Edit) -> Result<bool, EditError> {
        if !self.continues(gesture) {
            return Ok(false);
        }
        let Some(step) = self.undo.last_mut() else { return Ok(false) };
        step.before.widen(project, edit.parts());
        project.apply(edit)?;
        if step.kind != edit.step_kind() {
            step.kind = EditKind::Batch;
            // Named after what the whole gesture acted on, if one thing, no longer the typing.
            step.subject = super::facts::subject(edit, project);
        }
        // What follows starts a step of its own.
        step.merge_key = None;
        self.redo.clear();
        self.revision = self.next_revision;
        self.next_revision += 1;
        self.generation += 1;
        Ok(true)
    }

    /// Ends the current gesture: the next edit starts a new undo step even if it would merge.
    pub fn seal(&mut self) {
        self.sealed = true;
    }

    /// Undoes the last step. Returns `false` when there is nothing to undo.
    pub fn undo(&mut self, project: &mut Project) -> bool {
        let Some(mut step) = self.undo.pop() else { return false };
        step.before.swap_with(project);
        let revision = step.before_revision;
        self.redo.push(Step { merge_key: None, before_revision: self.revision, ..step });
        self.revision = revision;
        self.generation += 1;
        self.sealed = true;
        true
    }

    /// Redoes the last undone step. Returns `false` when there is nothing to redo.
    pub fn redo(&mut self, project: &mut Project) -> bool {
        let Some(mut step) = self.redo.pop() else { return false };
        step.before.swap_with(project);
        let revision = step.before_revision;
        self.undo.push(Step { merge_key: None, before_revision: self.revision, ..step });
        self.revision = revision;
        self.generation += 1;
        self.sealed = true;
        true
    }

    /// Undoes up to `count` steps at once (undo to a point of the history); returns how many
    /// were undone.
    pub fn undo_many(&mut self, project: &mut Project, count: usize) -> usize {
        (0..count).take_while(|_| self.undo(project)).count()
    }

    /// Redoes up to `count` steps at once (redo to a point of the history); returns how many
    /// were redone.
    pub fn redo_many(&mut self, project: &mut Project, count: usize) -> usize {
        (0..count).take_while(|_| self.redo(project)).count()
    }

    /// The steps undo would revert, newest first: the history as a list.
    pub fn undo_steps(&self) -> impl ExactSizeIterator<Item = StepLabel<'_>> {
        self.undo.iter().rev().map(Step::label)
    }

    /// The steps redo would reapply, the next first.
    pub fn redo_steps(&self) -> impl ExactSizeIterator<Item = StepLabel<'_>> {
        self.redo.iter().rev().map(Step::label)
    }

    /// Names the last step as the window sees it (a key alternative chosen: its kind, the
    /// table, which only derivation knows, and the key): the history's words then say it.
    pub fn describe_last(&mut self, kind: EditKind, subject: String, detail: Option<String>) {
        if let Some(step) = self.undo.last_mut() {
            step.kind = kind;
            step.subject = Some(subject);
            step.detail = detail;
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_are_listed_by_what_they_acted_on_and_undone_many_at_once() {
        let (mut h, mut p) = (History::new(), Project::new("P"));
        let add = Edit::add_entity(&p, "Hotel", None);
        h.apply(&mut p, &add).expect("add");
        // A later gesture (a rename typed right after adding merges into the add: one quick-entry step).
        h.seal();
        let id = p.entities[0].id.clone();
        // A rename typed keystroke by keystroke is one step named by the final name.
        for name in ["H", "Ho", "Hostel"] {
            h.apply(&mut p, &Edit::RenameEntity { id: id.clone(), name: name.to_owned() }).expect("rename");
        }
        h.seal();
        h.apply(&mut p, &Edit::RemoveEntity { id }).expect("remove");
        let listed: Vec<_> = h.undo_steps().map(|s| (s.kind, s.subject.map(str::to_owned))).collect();
        assert_eq!(
            listed,
            vec![
                (EditKind::RemoveEntity, Some("Hostel".to_owned())),
                (EditKind::RenameEntity, Some("Hostel".to_owned())),
                (EditKind::AddEntity, Some("Hotel".to_owned())),
            ]
        );
        assert_eq!(h.undo_many(&mut p, 10), 3, "only the steps there are");
        assert!(p.entities.is_empty());
        assert_eq!(h.redo_steps().len(), 3);
        assert_eq!(h.redo_steps().next().map(|s| s.kind), Some(EditKind::AddEntity), "the next to redo first");
        assert_eq!(h.redo_many(&mut p, 2), 2);
        assert_eq!(p.entities[0].name, "Hostel");
        assert_eq!(h.undo_steps().len(), 2);
        h.describe_last(EditKind::ChooseAlternative, "t".to_owned(), Some("k".to_owned()));
        let last = h.undo_steps().next().expect("a step");
        assert_eq!((last.kind, last.subject, last.detail), (EditKind::ChooseAlternative, Some("t"), Some("k")));
    }
}

//! What every panel, canvas and the inspector draw from during a frame, in one value passed to
//! each `*_ui` (the shape of rerun's `ViewerContext`): the project, what was derived from it,
//! the tab, the language, the selection, and the one ordered list of actions they record
//! what the user asks for in. Made by the app at the start of a frame; nothing keeps it.

use super::actions::{Actions, Tab};
use super::derived::Derived;
use super::i18n::Lang;
use super::selection::Selection;
use model_core::Project;
use model_core::logical::LogicalModel;

/// One frame's view of the document for the panels.
#[derive(Debug)]
pub struct ViewContext<'a> {
    /// The project being edited.
    pub project: &'a Project,
    /// What was derived from it (the logical model, diagnostics, analysis, CQL).
    pub derived: &'a Derived,
    /// The document's key: it changes with every change to the project (caches compare it).
    pub key: (u64, u64),
    /// The tab shown.
    pub tab: Tab,
    /// The interface language (the texts of this thread are looked up in it too).
    pub language: Lang,
    /// The selection: a panel changes it at once, so the panels drawn after it show it.
    pub selection: &'a mut Selection,
    /// What the user asked for, in order; the app applies it after drawing.
    pub actions: &'a mut Actions,
}

impl ViewContext<'_> {
    /// The logical model derived from the project.
    pub fn model(&self) -> &LogicalModel {
        &self.derived.derivation.model
    }
}

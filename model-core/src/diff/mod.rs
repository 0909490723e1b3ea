//! Comparing two versions of a model, and migrating a live schema from one to the other
//! (`keyspace-studio diff`, `docs/migrations.md`).
//!
//! Data flows one way: two projects and their derived models → [`compare`] (changes in model
//! terms, each with its [`Class`] by Cassandra's rules) → [`plan::plan`] (statements in a safe
//! order, and a rebuild plan for each table Cassandra cannot change in place) →
//! [`script::script`] (`migrate.cql`). The two sides are read by [`side`] (a file, or a file
//! as committed at a git revision: [`revision`], git confined).

pub mod change;
pub mod classify;
mod conceptual;
pub mod plan;
pub mod revision;
mod schema;
pub mod script;
pub mod side;

pub use change::{Change, ChangeKind, Class, Effect, Noun};
pub use plan::{Plan, plan};
pub use schema::{pair_columns, pair_tables};
pub use script::{ScriptOptions, script};
pub use side::{Loaded, SideError, at_revision, load_pair, load_side};

use crate::Project;
use crate::logical::LogicalModel;

/// One side of a comparison: a project and the model derived from it.
#[derive(Clone, Copy, Debug)]
pub struct Side<'a> {
    /// The project (from a project file, an imported schema, or a git revision).
    pub project: &'a Project,
    /// Its derived logical model.
    pub model: &'a LogicalModel,
}

/// The changes from one model to another.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct Diff {
    /// Every change: conceptual model and workflow first, then keyspaces, types, tables.
    pub changes: Vec<Change>,
    /// Whether the conceptual models and workflows were compared: only when both sides have
    /// one (a CQL schema has none, so only its schema is compared).
    pub model_compared: bool,
}

impl Diff {
    /// No change at all.
    pub fn is_empty(&self) -> bool {
        self.changes.is_empty()
    }

    /// How many changes have this class.
    pub fn count(&self, class: Class) -> usize {
        self.changes.iter().filter(|c| c.class == class).count()
    }
}

/// Compares two models. The conceptual model and workflow are compared only when both sides
/// have one; the schema (keyspaces, types, tables, views) always.
pub fn compare(old: Side<'_>, new: Side<'_>) -> Diff {
    let has_model = |p: &Project| !p.entities.is_empty() || !p.queries.is_empty();
    let model_compared = has_model(old.project) && has_model(new.project);
    let mut changes = Vec::new();
    if model_compared {
        conceptual::compare(old.project, new.project, &mut changes);
    }
    schema::compare(&old, &new, &mut changes);
    Diff { changes, model_compared }
}

/// A change at a place, classified ([`classify::class`] is the one place deciding).
fn change_at(kind: ChangeKind, keyspace: Option<&str>, table: Option<&str>) -> Change {
    Change {
        class: classify::class(&kind),
        kind,
        keyspace: keyspace.map(str::to_owned),
        table: table.map(str::to_owned),
        id: None,
    }
}

#[cfg(test)]
mod tests;

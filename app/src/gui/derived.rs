//! Everything computed from the project (logical model, diagnostics, CQL), cached by the
//! document's edit generation so it is recomputed once per change, never per frame.

use model_core::{Derivation, Diagnostic, Project};

/// Derived data of one project state.
#[derive(Debug, Default)]
pub struct Derived {
    key: Option<(u64, u64)>,
    /// The logical model and derivation diagnostics.
    pub derivation: Derivation,
    /// Validation diagnostics (including the derivation's), sorted.
    pub diagnostics: Vec<Diagnostic>,
    /// `schema.cql`.
    pub schema_cql: String,
    /// `queries.cql`.
    pub queries_cql: String,
    /// How many times the model was derived (for tests and the status bar).
    pub derive_count: u64,
}

impl Derived {
    /// Re-derives when `key` differs from the cached one.
    pub fn refresh(&mut self, project: &Project, key: (u64, u64)) {
        if self.key == Some(key) {
            return;
        }
        self.derivation = model_core::derive(project);
        self.diagnostics = model_core::validate::validate(project, &self.derivation);
        self.schema_cql = model_core::cql::schema_cql(project, &self.derivation.model).text;
        self.queries_cql = model_core::cql::queries_cql(project, &self.derivation.model);
        self.key = Some(key);
        self.derive_count += 1;
    }
}

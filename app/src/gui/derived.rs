//! Everything computed from the project (logical model, diagnostics, CQL), cached by the
//! document's edit generation so it is recomputed once per change, never per frame.

use model_core::analysis::{Analysis, AnalysisSettings};
use model_core::{Derivation, Diagnostic, Project};

/// Derived data of one project state.
#[derive(Debug, Default)]
pub struct Derived {
    key: Option<(u64, u64)>,
    /// The logical model and derivation diagnostics.
    pub derivation: Derivation,
    /// Validation and analysis diagnostics (including the derivation's), sorted: the list
    /// `keyspace-studio check` prints ([`model_core::pipeline::check`]).
    pub diagnostics: Vec<Diagnostic>,
    /// Partition estimates, remedies, duplication and the same diagnostics.
    pub analysis: Analysis,
    /// The thresholds the analysis used.
    settings: AnalysisSettings,
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
        let out = model_core::pipeline::run(project, &self.settings);
        self.derivation = out.derivation;
        self.analysis = out.analysis;
        self.diagnostics = self.analysis.diagnostics.clone();
        self.schema_cql = out.schema_cql;
        self.queries_cql = out.queries_cql;
        self.key = Some(key);
        self.derive_count += 1;
    }

    /// The analysis thresholds in use.
    pub fn settings(&self) -> &AnalysisSettings {
        &self.settings
    }

    /// Changes the analysis thresholds; the next refresh recomputes everything.
    pub fn set_settings(&mut self, settings: AnalysisSettings) {
        if settings != self.settings {
            self.settings = settings;
            self.key = None;
        }
    }
}

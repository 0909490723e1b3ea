//! Everything one edit recomputes, in one call: derive the logical model, validate and
//! analyse it, write `schema.cql` and `queries.cql`. The desktop app runs it after every
//! change; the benchmarks measure it.
//!
//! Large models use two threads (issue 6: a 1,000-query model within one frame): the
//! queries are derived in two halves, then the analysis runs beside validation and the CQL.
//! The output is the same as the one-thread order, byte for byte; small models stay on one
//! thread, where starting another would cost more than it saves.

use crate::analysis::{self, Analysis, AnalysisSettings};
use crate::{Derivation, Project, cql, validate};

/// Models with at least this many queries are processed on two threads.
pub const PARALLEL_FROM: usize = 64;

/// What an edit recomputes.
#[derive(Clone, Debug, Default)]
pub struct Outputs {
    /// The logical model and the derivation's diagnostics.
    pub derivation: Derivation,
    /// Partition estimates, remedies, duplication, and the diagnostics of validation and
    /// analysis together (what [`analysis::check`] returns).
    pub analysis: Analysis,
    /// `schema.cql`.
    pub schema_cql: String,
    /// `queries.cql`.
    pub queries_cql: String,
}

/// Derives, checks and exports `project` (see the module documentation).
pub fn run(project: &Project, settings: &AnalysisSettings) -> Outputs {
    let derivation = crate::derive(project);
    let parallel = project.queries.len() >= PARALLEL_FROM;
    let (analysis, (validation, schema_cql, queries_cql)) = join(
        parallel,
        || analysis::analyse(project, &derivation, settings),
        || {
            let validation = validate::validate(project, &derivation);
            (validation, cql::schema_cql(project, &derivation.model).text, cql::queries_cql(project, &derivation.model))
        },
    );
    let analysis = analysis::with_validation(analysis, validation);
    Outputs { derivation, analysis, schema_cql, queries_cql }
}

/// Runs `a` and `b`, on two threads when `parallel`; a panic in either is passed on.
pub(crate) fn join<A: Send, B: Send>(parallel: bool, a: impl FnOnce() -> A + Send, b: impl FnOnce() -> B + Send) -> (A, B) {
    if !parallel {
        let a = a();
        return (a, b());
    }
    std::thread::scope(|s| {
        let b = s.spawn(b);
        let a = a();
        match b.join() {
            Ok(b) => (a, b),
            Err(panic) => std::panic::resume_unwind(panic),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::synthetic::synthetic_project;

    /// The two-thread path gives what the steps give one after the other.
    #[test]
    fn outputs_equal_the_steps_run_in_order_for_small_and_large_models() {
        let settings = AnalysisSettings::default();
        for queries in [5, PARALLEL_FROM, 300] {
            let p = synthetic_project(queries / 5 + 2, queries, 3);
            let out = run(&p, &settings);
            let d = crate::derive(&p);
            assert_eq!(out.derivation.model, d.model, "{queries} queries");
            assert_eq!(out.derivation.diagnostics, d.diagnostics);
            assert_eq!(out.analysis, analysis::check(&p, &d, &settings));
            assert_eq!(out.schema_cql, cql::schema_cql(&p, &d.model).text);
            assert_eq!(out.queries_cql, cql::queries_cql(&p, &d.model));
        }
    }

    #[test]
    fn deriving_and_analysing_on_two_threads_give_the_one_thread_results() {
        for queries in [1, 2, 7, 300] {
            let p = synthetic_project(queries / 5 + 2, queries, 9);
            let (one, two) = (crate::derive::derive_on(&p, false), crate::derive::derive_on(&p, true));
            assert_eq!(one.model, two.model, "{queries} queries");
            assert_eq!(one.diagnostics, two.diagnostics, "{queries} queries");
            let settings = AnalysisSettings::default();
            let (serial, parallel) = (analysis::analyse_on(&p, &one, &settings, false), analysis::analyse_on(&p, &one, &settings, true));
            assert_eq!(serial, parallel, "{queries} queries");
        }
    }

    #[test]
    fn join_returns_both_results_in_order() {
        assert_eq!(join(true, || 1, || "two"), (1, "two"));
        assert_eq!(join(false, || 1, || "two"), (1, "two"));
    }
}

//! Everything one edit recomputes, in one call: derive the logical model, validate and
//! analyse it, write `schema.cql` and `queries.cql`. The desktop app runs it after every
//! change; the benchmarks measure it.
//!
//! Large models use two threads (a 1,000-query model within one frame): the queries are
//! derived in two halves, then the analysis runs beside validation and the CQL. The output is
//! the same as the one-thread order, byte for byte; small models stay on one thread, where
//! starting another would cost more than it saves. This module alone decides
//! ([`PARALLEL_FROM`]); [`crate::derive()`] and [`analysis::analyse`] called directly use one
//! thread, so threads never nest.

use crate::analysis::{self, Analysis, AnalysisSettings};
use crate::diagnostic::{Code, Diagnostic, Subject};
use crate::parallel::join;
use crate::{Derivation, Project, export, validate};

/// Models with at least this many queries are processed on two threads.
pub const PARALLEL_FROM: usize = 64;

/// What an edit recomputes.
#[derive(Clone, Debug, Default)]
pub struct Outputs {
    /// The logical model and the derivation's diagnostics.
    pub derivation: Derivation,
    /// Partition estimates, remedies, duplication, and the diagnostics of validation and
    /// analysis together (what [`check`] returns).
    pub analysis: Analysis,
    /// `schema.cql`.
    pub schema_cql: String,
    /// `queries.cql`.
    pub queries_cql: String,
}

/// Derives, checks and exports `project` (see the module documentation).
pub fn run(project: &Project, settings: &AnalysisSettings) -> Outputs {
    let parallel = project.queries.len() >= PARALLEL_FROM;
    let derivation = crate::derive::derive_on(project, parallel);
    let (analysis, (validation, schema_cql, queries_cql)) = join(
        parallel,
        || analysis::analyse(project, &derivation, settings),
        || {
            let validation = validate::validate(project, &derivation);
            (
                validation,
                export::schema_cql(project, &derivation.model).text,
                export::queries_cql(project, &derivation.model),
            )
        },
    );
    let analysis = with_validation(analysis, validation);
    Outputs { derivation, analysis, schema_cql, queries_cql }
}

/// Validation and analysis together, as `check` prints them: validation's diagnostics and
/// the analysis's, without a diagnostic repeated for the same code and subject.
pub fn check(project: &Project, derivation: &Derivation, settings: &AnalysisSettings) -> Analysis {
    let parallel = project.queries.len() >= PARALLEL_FROM;
    let (analysis, validation) =
        join(parallel, || analysis::analyse(project, derivation, settings), || validate::validate(project, derivation));
    with_validation(analysis, validation)
}

/// An analysis whose diagnostics are validation's (`validation`) followed by its own that
/// validation did not already report, sorted: what [`check`] returns.
pub fn with_validation(mut a: Analysis, validation: Vec<Diagnostic>) -> Analysis {
    let mut all = validation;
    let seen: rustc_hash::FxHashSet<(Code, Subject)> = all.iter().map(|v| (v.code, v.subject.clone())).collect();
    for d in std::mem::take(&mut a.diagnostics) {
        if !seen.contains(&(d.code, d.subject.clone())) {
            all.push(d);
        }
    }
    crate::diagnostic::sort(&mut all);
    a.diagnostics = all;
    a
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
            assert_eq!(out.analysis, check(&p, &d, &settings));
            let serial = with_validation(analysis::analyse(&p, &d, &settings), validate::validate(&p, &d));
            assert_eq!(out.analysis, serial, "{queries} queries");
            assert_eq!(out.schema_cql, export::schema_cql(&p, &d.model).text);
            assert_eq!(out.queries_cql, export::queries_cql(&p, &d.model));
        }
    }

    #[test]
    fn deriving_on_two_threads_gives_the_one_thread_results() {
        for queries in [1, 2, 7, 300] {
            let p = synthetic_project(queries / 5 + 2, queries, 9);
            let (one, two) = (crate::derive::derive_on(&p, false), crate::derive::derive_on(&p, true));
            assert_eq!(one.model, two.model, "{queries} queries");
            assert_eq!(one.diagnostics, two.diagnostics, "{queries} queries");
        }
    }
}

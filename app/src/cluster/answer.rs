//! `grade --cluster`: a design someone else wrote, run on a real cluster — the proof of
//! [`super::prove`] applied to the answer's tables. The answer's tables (as graded, in the
//! model's keyspaces only: `model_core::grade::answer_model`) are created in scratch keyspaces
//! named `ks_grade_<8 hex>_<name>`, the sample instance is loaded through them, every query
//! they serve is run, and the rows lost or extra are reported; the scratch keyspaces are
//! dropped (only those).

use super::prove::report::{Refusal, Report};
use super::prove::{Options, data, open_scratch};
use super::{Cluster, script};
use model_core::Project;
use model_core::logical::LogicalModel;
use std::sync::atomic::AtomicBool;

/// The prefix of `grade`'s scratch keyspaces (as long as `prove`'s, so names stay within
/// Cassandra's 48 characters).
const PREFIX: &str = "ks_grade_";

/// Runs `tables` (the answer's, linked to the model `project`) on `cluster`.
pub fn run(cluster: &Cluster, project: &Project, tables: LogicalModel, options: &Options) -> Report {
    let mut report = Report { cluster: cluster.address.to_string(), ..Report::default() };
    let Some(scratch) = open_scratch(cluster, project, &tables, options.seed, PREFIX, &mut report) else {
        return report;
    };
    let mut derivation = model_core::derive::Derivation::default();
    derivation.model = tables;
    let schema = model_core::export::schema_cql(project, &derivation.model).text;
    let ran = script::run(cluster, &schema, &scratch.names, Some(&scratch.replication));
    report.statements += ran.ran.len();
    for (r, e) in ran.refused() {
        report.refused.push(Refusal {
            file: "answer".into(),
            line: r.line,
            statement: r.statement.clone(),
            message: e.message.clone(),
        });
    }
    let cancel = AtomicBool::new(false);
    data::prove_data(cluster, project, &derivation, &scratch, options, &mut |_| {}, &cancel, &mut report);
    for e in scratch.drop_all(cluster) {
        report.refused.push(Refusal {
            file: "cleanup".into(),
            line: 0,
            statement: "DROP KEYSPACE".into(),
            message: e.message,
        });
    }
    report
}

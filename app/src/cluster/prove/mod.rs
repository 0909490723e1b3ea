//! `prove`: a model's CQL run on a real cluster, in scratch keyspaces ([`super::scratch`]),
//! and its queries checked row by row against what they mean.
//!
//! 1. `schema.cql`, statement by statement: each refusal and each warning of the server kept;
//! 2. the round trip: the scratch keyspaces read back from `system_schema` (as `DESCRIBE
//!    KEYSPACE` would write them, `cluster::live_schema`), moved
//!    back to the model's names and imported, compared with the exported schema imported the
//!    same way ([`roundtrip`]);
//! 3. every `queries.cql` SELECT and every `writes.cql` statement prepared and run once with
//!    example values (no `ALLOW FILTERING` anywhere);
//! 4. the data ([`data`]): an instance of the ER model (model-core's `proof::instance`) loaded
//!    through the tool's own writes, every query run for many parameter sets, its rows compared
//!    with the reference evaluator's (`proof::evaluate`), and the rows per partition measured;
//! 5. the scratch keyspaces dropped (only those).

pub mod data;
pub mod report;
pub mod roundtrip;

use super::scratch::Scratch;
use super::{Cluster, script};
use model_core::Project;
use model_core::cql::script::{batch_statements, retarget, statements};
use report::{Refusal, Report, StatementCheck};
use std::sync::atomic::{AtomicBool, Ordering};

/// What `prove` is asked to do.
#[derive(Clone, Debug)]
pub struct Options {
    /// Rows of the largest entity (`None`: from the model's estimates, capped).
    pub rows: Option<u32>,
    /// The seed of the generated data and parameters.
    pub seed: u64,
    /// Parameter sets tried per query.
    pub parameter_sets: usize,
}

impl Default for Options {
    fn default() -> Self {
        Self { rows: None, seed: 1, parameter_sets: 24 }
    }
}

/// Where a run is, for a progress bar: the step's name, and how far (done of total).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The step ("schema", "writes", "queries", ...).
    pub step: &'static str,
    /// Units done.
    pub done: usize,
    /// Units in the step.
    pub total: usize,
}

/// Proves `project` on `cluster`. `progress` is told where the run is; `cancel` stops it
/// between statements (the scratch keyspaces are dropped all the same).
pub fn prove(
    cluster: &Cluster,
    project: &Project,
    options: &Options,
    progress: &mut dyn FnMut(Progress),
    cancel: &AtomicBool,
) -> Report {
    let derivation = model_core::derive(project);
    let model = &derivation.model;
    let schema = model_core::export::schema_cql(project, model).text;
    let queries = model_core::export::queries_cql(project, model);
    let writes = model_core::export::writes_cql(project, model);
    let mut report = Report { cluster: cluster.address.to_string(), ..Report::default() };
    let Some(scratch) = open_scratch(cluster, project, model, options.seed, "ks_prove_", &mut report) else {
        return report;
    };

    progress(Progress { step: "schema", done: 0, total: statements(&schema).len() });
    let ran = script::run(cluster, &schema, &scratch.names, Some(&scratch.replication));
    report.statements += ran.ran.len();
    for (r, e) in ran.refused() {
        report.refused.push(Refusal {
            file: "schema.cql".into(),
            line: r.line,
            statement: r.statement.clone(),
            message: e.message.clone(),
        });
    }
    report.warnings.extend(ran.warnings().map(|(line, w)| report::Warning {
        file: "schema.cql".into(),
        line,
        message: w.to_owned(),
    }));
    if cancel.load(Ordering::Relaxed) {
        return finish(cluster, &scratch, report);
    }

    report.round_trip = Some(roundtrip::check(cluster, &scratch, &schema));

    for (file, text) in [("queries.cql", &queries), ("writes.cql", &writes)] {
        let all = statements(text);
        for (i, s) in all.iter().enumerate() {
            progress(Progress {
                step: if file == "writes.cql" { "writes" } else { "queries" },
                done: i,
                total: all.len(),
            });
            if cancel.load(Ordering::Relaxed) {
                return finish(cluster, &scratch, report);
            }
            let check = run_once(cluster, &retarget(s.text, &scratch.names, None));
            report.statements += 1;
            if s.text.to_ascii_uppercase().contains("ALLOW FILTERING") {
                report.refused.push(Refusal {
                    file: file.into(),
                    line: s.line,
                    statement: s.text.to_owned(),
                    message: "ALLOW FILTERING".into(),
                });
            }
            match check {
                StatementCheck { refused: Some(message), .. } => {
                    report.refused.push(Refusal {
                        file: file.into(),
                        line: s.line,
                        statement: s.text.to_owned(),
                        message,
                    });
                }
                StatementCheck { warnings, .. } => {
                    report.warnings.extend(warnings.into_iter().map(|w| report::Warning {
                        file: file.into(),
                        line: s.line,
                        message: w,
                    }));
                }
            }
        }
    }

    data::prove_data(cluster, project, &derivation, &scratch, options, progress, cancel, &mut report);
    finish(cluster, &scratch, report)
}

/// Prepares a statement (each of a batch's, run together as the batch) and runs it once with
/// example values.
fn run_once(cluster: &Cluster, statement: &str) -> StatementCheck {
    let batch = batch_statements(statement);
    let is_batch = batch.is_some();
    let parts: Vec<&str> = batch.unwrap_or_else(|| vec![statement]);
    let mut prepared = Vec::with_capacity(parts.len());
    for p in &parts {
        match cluster.prepare(p) {
            Ok(s) => prepared.push(s),
            Err(e) => return StatementCheck { refused: Some(e.message), warnings: Vec::new() },
        }
    }
    let values: Vec<Vec<model_core::proof::Value>> = prepared.iter().map(super::values::examples).collect();
    let result = if prepared.len() == 1 && !is_batch {
        cluster.execute(&prepared[0], &values[0])
    } else {
        let pairs: Vec<(&scylla::statement::prepared::PreparedStatement, &[model_core::proof::Value])> =
            prepared.iter().zip(&values).map(|(p, v)| (p, v.as_slice())).collect();
        // writes.cql's batches are logged: counter tables are updated outside them.
        cluster.batch(&pairs, super::BatchKind::Logged)
    };
    match result {
        Ok(o) => StatementCheck { refused: None, warnings: o.warnings },
        Err(e) => StatementCheck { refused: Some(e.message), warnings: Vec::new() },
    }
}

fn finish(cluster: &Cluster, scratch: &Scratch, mut report: Report) -> Report {
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

/// Scratch keyspaces for the model's keyspaces and `model`'s, named `<prefix><8 hex>_<name>`
/// (`prefix` as long as `ks_prove_`), recorded in `report`; `None` (the refusal in `report`)
/// when the cluster does not say which keyspaces it has.
pub(crate) fn open_scratch(
    cluster: &Cluster,
    project: &Project,
    model: &model_core::logical::LogicalModel,
    seed: u64,
    prefix: &str,
    report: &mut Report,
) -> Option<Scratch> {
    let mut keyspaces: Vec<String> = project.physical.keyspaces.iter().map(|k| k.name.clone()).collect();
    for t in &model.tables {
        if !keyspaces.contains(&t.keyspace) {
            keyspaces.push(t.keyspace.clone());
        }
    }
    let mut scratch = match Scratch::new(cluster, &keyspaces, seed ^ now_salt()) {
        Ok(s) => s,
        Err(e) => {
            report.refused.push(Refusal {
                file: "cluster".into(),
                line: 0,
                statement: "SELECT … FROM system_schema.keyspaces".into(),
                message: e.message,
            });
            return None;
        }
    };
    if prefix != "ks_prove_" && prefix.len() == "ks_prove_".len() {
        let existing = cluster.keyspaces().unwrap_or_default();
        for name in scratch.names.values_mut() {
            let renamed = name.strip_prefix("ks_prove_").map(|tail| format!("{prefix}{tail}"));
            if let Some(renamed) = renamed.filter(|r| !existing.contains(r)) {
                *name = renamed;
            }
        }
    }
    report.keyspaces = scratch.names.clone();
    report.replication = scratch.replication.clone();
    report.datacenters = scratch.datacenters.clone();
    Some(scratch)
}

/// A salt from the clock, so two runs on one cluster never share scratch names.
pub(crate) fn now_salt() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64)
}

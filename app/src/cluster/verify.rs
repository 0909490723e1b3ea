//! Sample data on a live cluster and the model's queries verified on it.
//!
//! - [`load_sample`] (`keyspace-studio load-sample`): the generated instance of the proof
//!   (`proof::generate`, the same rows and seed give the same data) written through the
//!   model's own writes (`prove::data::load`) into the live keyspaces the model's keyspaces
//!   are mapped to. Nothing is truncated or dropped: the keyspaces' own rows stay.
//! - [`verify`] (`keyspace-studio verify`): every query of the workflow run with values from
//!   the loaded instance (`proof::parameter_sets`), its rows compared with the reference
//!   evaluator's (`prove::data::prove_query`), its latency over `runs` executions of the first
//!   parameter set (p50, p99: the time of the driver's call, binding aside), and every table's
//!   rows per partition measured against the tool's estimate (the first [`MEASURED_ROWS`]
//!   rows of each table). Rows other than the sample's in
//!   the same partitions show as rows the query should not return.

use super::Cluster;
use super::prove::data::{Prepared, load, partitions, prove_query, with_instance_fan_outs};
use super::prove::report::{Difference, PartitionMeasure, QueryProof, Refusal};
use super::prove::{Options as ProveOptions, Progress};
use super::scratch::Scratch;
use model_core::Project;
use model_core::proof::{InstanceOptions, answer, generate, parameter_sets};
use serde_json::{Value as Json, json};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Rows read per table at most to measure its partitions (the live keyspace may hold far more
/// than the sample: a partition cut at the limit is counted as far as it was read).
pub const MEASURED_ROWS: usize = 100_000;

/// Which sample and where.
#[derive(Clone, Debug)]
pub struct Sample {
    /// The model's keyspace → the live keyspace.
    pub keyspaces: BTreeMap<String, String>,
    /// Rows of the largest entity (`None`: from the model's estimates, capped).
    pub rows: Option<u32>,
    /// The seed of the data.
    pub seed: u64,
}

impl Sample {
    /// Every keyspace of the model mapped to `renamed`'s name for it, or its own.
    pub fn new(project: &Project, renamed: &BTreeMap<String, String>, rows: Option<u32>, seed: u64) -> Self {
        let model = model_core::derive(project).model;
        let keyspaces = super::apply::model_keyspaces(project, &model)
            .into_iter()
            .map(|k| {
                let live = renamed.get(&k).cloned().unwrap_or_else(|| k.clone());
                (k, live)
            })
            .collect();
        Self { keyspaces, rows, seed }
    }

    fn target(&self) -> Scratch {
        Scratch { names: self.keyspaces.clone(), replication: String::new(), datacenters: Vec::new() }
    }
}

/// What loading did.
#[derive(Clone, Debug, Default)]
pub struct LoadReport {
    /// Statements written (each of a batch counted).
    pub rows_written: usize,
    /// The bytes of their values on the wire.
    pub bytes_written: usize,
    /// Statements sent.
    pub statements: usize,
    /// Each distinct refusal once.
    pub refused: Vec<Refusal>,
    /// How long it took.
    pub elapsed: Duration,
    /// Stopped before the end.
    pub cancelled: bool,
}

impl LoadReport {
    /// Rows written per second.
    pub fn rate(&self) -> f64 {
        self.per_second(self.rows_written as f64)
    }

    /// Megabytes (10⁶ bytes) of values written per second.
    pub fn megabytes_per_second(&self) -> f64 {
        self.per_second(self.bytes_written as f64 / 1e6)
    }

    /// `amount` over the load's time (0 for a load that took none).
    fn per_second(&self, amount: f64) -> f64 {
        let s = self.elapsed.as_secs_f64();
        if s > 0.0 { amount / s } else { 0.0 }
    }
}

/// Loads the sample. `progress` is told how many batches are done.
pub fn load_sample(
    cluster: &Cluster,
    project: &Project,
    sample: &Sample,
    progress: &mut dyn FnMut(Progress),
    cancel: &AtomicBool,
) -> LoadReport {
    let model = model_core::derive(project).model;
    let instance = generate(project, &InstanceOptions { rows: sample.rows, seed: sample.seed });
    let target = sample.target();
    let mut prepared = Prepared::new(cluster, &target);
    let start = Instant::now();
    let loaded = load(cluster, project, &model, &instance, &mut prepared, progress, cancel);
    LoadReport {
        rows_written: loaded.rows_written,
        bytes_written: loaded.bytes_written,
        statements: loaded.statements,
        refused: loaded.refused,
        elapsed: start.elapsed(),
        cancelled: loaded.cancelled,
    }
}

impl QueryCheck {
    /// `verify`'s own work per run as a share of the median latency (0.02: 2 %).
    pub fn overhead_share(&self) -> Option<f64> {
        let p50 = self.p50?.as_secs_f64();
        (p50 > 0.0).then(|| self.overhead.unwrap_or_default().as_secs_f64() / p50)
    }
}

/// One query verified.
#[derive(Clone, Debug, Default)]
pub struct QueryCheck {
    /// Its rows compared with the evaluator's (as `prove` compares them).
    pub proof: QueryProof,
    /// Executions timed.
    pub runs: usize,
    /// Median latency.
    pub p50: Option<Duration>,
    /// 99th percentile latency.
    pub p99: Option<Duration>,
    /// `verify`'s own work per run, on average (binding the values, reading the rows back,
    /// its bookkeeping): the run's wall time less the driver's round trips.
    pub overhead: Option<Duration>,
    /// Rows the timed parameter set returns.
    pub rows_returned: usize,
    /// The rows were compared with the evaluator's (`false`: no parameter set could be
    /// drawn or answered, and the query was timed with the values of a row of its table).
    pub compared: bool,
}

/// Everything `verify` found.
#[derive(Clone, Debug, Default)]
pub struct Verification {
    /// `host:port`.
    pub cluster: String,
    /// The model's keyspace → the live one.
    pub keyspaces: BTreeMap<String, String>,
    /// Per query.
    pub queries: Vec<QueryCheck>,
    /// Rows per partition measured against the estimate.
    pub partitions: Vec<PartitionMeasure>,
    /// Stopped before the end.
    pub cancelled: bool,
}

impl Verification {
    /// Every query returns rows and exactly the rows it means.
    pub fn holds(&self) -> bool {
        !self.cancelled && self.queries.iter().all(|q| (!q.compared || q.proof.holds) && q.rows_returned > 0)
    }

    /// The JSON object of `verify --json`.
    pub fn to_json(&self) -> Json {
        let ms = |d: Option<Duration>| d.map(|d| d.as_secs_f64() * 1000.0);
        json!({
            "cluster": self.cluster,
            "holds": self.holds(),
            "keyspaces": self.keyspaces,
            "queries": self.queries.iter().map(|q| json!({
                "query": q.proof.query, "table": q.proof.table, "holds": q.proof.holds,
                "parameter_sets": q.proof.parameter_sets, "rows_compared": q.proof.rows_compared,
                "compared": q.compared, "rows_returned": q.rows_returned, "runs": q.runs, "p50_ms": ms(q.p50), "p99_ms": ms(q.p99),
                "overhead_ms": ms(q.overhead), "overhead_share": q.overhead_share(),
                "reason": q.proof.reason,
                "differences": q.proof.differences.iter().map(Difference::to_json).collect::<Vec<_>>(),
            })).collect::<Vec<_>>(),
            "partitions": self.partitions.iter().map(PartitionMeasure::to_json).collect::<Vec<_>>(),
            "cancelled": self.cancelled,
        })
    }
}

/// Verifies every query of `project` on the loaded `sample`: `parameter_sets` per query
/// compared, the first timed over `runs` executions.
pub fn verify(
    cluster: &Cluster,
    project: &Project,
    sample: &Sample,
    parameter_sets_per_query: usize,
    runs: usize,
    progress: &mut dyn FnMut(Progress),
    cancel: &AtomicBool,
) -> Verification {
    let derivation = model_core::derive(project);
    let model = &derivation.model;
    let instance = generate(project, &InstanceOptions { rows: sample.rows, seed: sample.seed });
    let target = sample.target();
    let mut prepared = Prepared::new(cluster, &target);
    let options =
        ProveOptions { rows: sample.rows, seed: sample.seed, parameter_sets: parameter_sets_per_query.max(1) };
    let mut out = Verification {
        cluster: cluster.address.to_string(),
        keyspaces: sample.keyspaces.clone(),
        ..Verification::default()
    };
    let index = project.index();
    let by_query = model.tables_by_query();
    for (n, q) in project.queries.iter().enumerate() {
        progress(Progress { step: "queries", done: n, total: project.queries.len() });
        if cancel.load(Ordering::Relaxed) {
            out.cancelled = true;
            return out;
        }
        let mut check = QueryCheck {
            proof: QueryProof { query: q.id.as_str().to_owned(), ..QueryProof::default() },
            ..QueryCheck::default()
        };
        let Some(t) = by_query.get(q.id.as_str()).copied() else {
            check.proof.reason = Some("no table serves this query".into());
            out.queries.push(check);
            continue;
        };
        check.proof.table = Some(format!("{}.{}", t.keyspace, t.name));
        let plan = model_core::query_plan::plan(&index, q, t);
        if !plan.is_answerable() {
            check.proof.reason = Some(plan.problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "));
            out.queries.push(check);
            continue;
        }
        let sel = model_core::export::queries::select(t, &plan);
        let p = match prepared.get(&sel.text) {
            Ok(p) => p,
            Err(e) => {
                check.proof.reason = Some(format!("the SELECT was refused: {e}"));
                out.queries.push(check);
                continue;
            }
        };
        prove_query(cluster, project, &instance, q, t, &sel, &p, &options, &mut check.proof);
        check.compared = check.proof.parameter_sets > 0;
        // The timed runs: the first parameter set, every SELECT it takes (one per bucket); or,
        // when none could be compared, the values of a row of the table.
        let bound = if check.compared {
            parameter_sets(project, &instance, q, 1, sample.seed).into_iter().next().and_then(|params| {
                let want = answer(project, &instance, q, &params).ok()?;
                super::prove::data::bindings(t, q, &sel, &params, &instance, &want).ok()
            })
        } else {
            let why = check.proof.reason.take().unwrap_or_else(|| "no parameter set drawn from the sample".into());
            check.proof.holds = true;
            check.proof.reason =
                Some(format!("rows not compared ({why}); timed with the values of a row of the table"));
            from_a_row(cluster, &target, t, &sel)
        };
        if let Some(bound) = bound {
            time(cluster, &p, &bound, runs.max(1), &mut check);
        }
        out.queries.push(check);
    }
    out.partitions =
        partitions(cluster, &with_instance_fan_outs(project, &instance), &derivation, &target, Some(MEASURED_ROWS));
    out
}

/// The SELECT's values taken from one row of its table on the cluster (`None`: the table is
/// empty or unreadable).
fn from_a_row(
    cluster: &Cluster,
    target: &Scratch,
    t: &model_core::logical::Table,
    sel: &model_core::export::queries::Select,
) -> Option<Vec<Vec<model_core::proof::Value>>> {
    use model_core::export::queries::Bound;
    use model_core::proof::Value;
    let statement = model_core::cql::script::retarget(
        &format!("SELECT * FROM {} LIMIT 1", model_core::cql::qualified(&t.keyspace, &t.name)),
        &target.names,
        None,
    );
    let o = cluster.run(&statement).ok()?;
    let row = o.rows.into_iter().next()?;
    let value = |column: &str| {
        o.columns.iter().position(|c| c == column).and_then(|i| row.get(i).cloned()).unwrap_or(Value::Null)
    };
    let values = sel
        .markers
        .iter()
        .map(|m| match m.bound {
            Bound::In => Value::List(vec![value(&m.column)]),
            _ => value(&m.column),
        })
        .collect();
    Some(vec![values])
}

/// Runs the SELECTs of one parameter set `runs` times; each run's time is the sum of its
/// SELECTs' round trips through the driver, and the rest of the run's wall time is `verify`'s
/// own overhead.
fn time(
    cluster: &Cluster,
    prepared: &scylla::statement::prepared::PreparedStatement,
    bound: &[Vec<model_core::proof::Value>],
    runs: usize,
    check: &mut QueryCheck,
) {
    let mut times = Vec::with_capacity(runs);
    let mut overhead = Duration::ZERO;
    for _ in 0..runs {
        let wall = Instant::now();
        let mut took = Duration::ZERO;
        let mut rows = 0;
        for values in bound {
            match cluster.execute_timed(prepared, values) {
                Ok((o, driver)) => {
                    rows += o.rows.len();
                    took += driver;
                }
                Err(e) => {
                    check.proof.holds = false;
                    check.proof.reason.get_or_insert(format!("refused while timed: {}", e.message));
                    return;
                }
            }
        }
        check.rows_returned = rows;
        times.push(took);
        overhead += wall.elapsed().saturating_sub(took);
    }
    check.overhead = u32::try_from(times.len()).ok().filter(|n| *n > 0).map(|n| overhead / n);
    times.sort();
    check.runs = times.len();
    check.p50 = percentile(&times, 50);
    check.p99 = percentile(&times, 99);
}

/// The `p`th percentile of sorted times (nearest rank).
fn percentile(sorted: &[Duration], p: usize) -> Option<Duration> {
    if sorted.is_empty() {
        return None;
    }
    let rank = (p * sorted.len()).div_ceil(100).max(1);
    sorted.get(rank - 1).copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_by_nearest_rank() {
        let times: Vec<Duration> = (1..=100).map(Duration::from_millis).collect();
        assert_eq!(percentile(&times, 50), Some(Duration::from_millis(50)));
        assert_eq!(percentile(&times, 99), Some(Duration::from_millis(99)));
        assert_eq!(percentile(&times[..3], 99), Some(Duration::from_millis(3)));
        assert_eq!(percentile(&[], 50), None);
    }
}

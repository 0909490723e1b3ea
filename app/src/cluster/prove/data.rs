//! The data proof: an instance of the ER model (`proof::generate`) loaded through the tool's
//! own writes (`proof::batches`, the statements of writes.cql with values), then every query's
//! SELECT (`cql::queries::select`, as queries.cql writes it) run for many parameter sets
//! (`proof::parameter_sets`) and its rows judged against the reference evaluator
//! (`proof::answer`, which knows nothing of the tables). A query whose table reads one bucket
//! or period per partition is read as the application does: one SELECT per bucket in the
//! range, in the order asked.

use super::Options;
use super::Progress;
use super::report::{Difference, PartitionMeasure, QueryProof, Refusal, Report};
use crate::cluster::scratch::Scratch;
use crate::cluster::{BatchKind, Cluster, Write};
use model_core::Project;
use model_core::cql::quote_identifier;
use model_core::cql::script::retarget;
use model_core::derive::Derivation;
use model_core::export::queries::{Bound, Marker, Select, select};
use model_core::logical::{LogicalModel, Rule, Table};
use model_core::project::{Bucket, Direction, Query};
use model_core::proof::{
    Answer, Condition, Instance, InstanceOptions, Params, Value, answer, batches, generate, parameter_sets,
    period::period,
};
use scylla::statement::prepared::PreparedStatement;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::atomic::{AtomicBool, Ordering};

/// Differences kept per query (the first ones; the count of parameter sets says the rest).
const KEEP: usize = 3;

/// Loads the instance, proves every query, measures the partitions.
#[allow(clippy::too_many_arguments)]
pub fn prove_data(
    cluster: &Cluster,
    project: &Project,
    derivation: &Derivation,
    scratch: &Scratch,
    options: &Options,
    progress: &mut dyn FnMut(Progress),
    cancel: &AtomicBool,
    report: &mut Report,
) {
    let model = &derivation.model;
    let instance = generate(project, &InstanceOptions { rows: options.rows, seed: options.seed });
    let mut prepared = Prepared::new(cluster, scratch);
    empty_tables(cluster, project, derivation, scratch, report);
    let loaded = load(cluster, project, model, &instance, &mut prepared, progress, cancel);
    report.statements += loaded.statements;
    report.rows_written += loaded.rows_written;
    report.refused.extend(loaded.refused);
    if loaded.cancelled {
        report.cancelled = true;
        return;
    }
    let index = project.index();
    let by_query = model.tables_by_query();
    for (n, q) in project.queries.iter().enumerate() {
        progress(Progress { step: "queries", done: n, total: project.queries.len() });
        if cancel.load(Ordering::Relaxed) {
            report.cancelled = true;
            return;
        }
        let mut proof = QueryProof { query: q.id.as_str().to_owned(), ..QueryProof::default() };
        let Some(t) = by_query.get(q.id.as_str()).copied() else {
            proof.reason = Some("no table serves this query".into());
            report.queries.push(proof);
            continue;
        };
        proof.table = Some(format!("{}.{}", t.keyspace, t.name));
        let plan = model_core::query_plan::plan(&index, q, t);
        if !plan.is_answerable() {
            proof.reason = Some(plan.problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "));
            report.queries.push(proof);
            continue;
        }
        let sel = select(t, &plan);
        match prepared.get(&sel.text) {
            Ok(p) => prove_query(cluster, project, &instance, q, t, &sel, &p, options, &mut proof),
            Err(e) => proof.reason = Some(format!("the SELECT was refused: {e}")),
        }
        report.statements += proof.parameter_sets;
        report.queries.push(proof);
    }
    report.partitions = partitions(cluster, &with_instance_fan_outs(project, &instance), derivation, scratch, None);
}

/// Statements prepared once each, moved to the scratch keyspaces first.
pub struct Prepared<'c> {
    cluster: &'c Cluster,
    scratch: &'c Scratch,
    done: BTreeMap<String, Result<PreparedStatement, String>>,
}

impl<'c> Prepared<'c> {
    /// None prepared yet.
    pub fn new(cluster: &'c Cluster, scratch: &'c Scratch) -> Self {
        Self { cluster, scratch, done: BTreeMap::new() }
    }

    /// `cql` (in the model's keyspaces) prepared in the scratch keyspaces, or the server's refusal.
    pub fn get(&mut self, cql: &str) -> Result<PreparedStatement, String> {
        let moved = retarget(cql, &self.scratch.names, None);
        self.done.entry(moved.clone()).or_insert_with(|| self.cluster.prepare(&moved).map_err(|e| e.message)).clone()
    }
}

/// What loading an instance did.
#[derive(Clone, Debug, Default)]
pub struct Loaded {
    /// Statements sent (each of a batch counted).
    pub statements: usize,
    /// Statements that wrote (in batches the server took).
    pub rows_written: usize,
    /// The bytes of their values ([`Value::encoded_len`]).
    pub bytes_written: usize,
    /// Each distinct refusal once.
    pub refused: Vec<Refusal>,
    /// Stopped by the user before the end.
    pub cancelled: bool,
}

/// Loads `instance` through the tool's own writes (`proof::batches`: the statements of
/// writes.cql with values, batches as written), into the scratch keyspaces.
pub fn load(
    cluster: &Cluster,
    project: &Project,
    model: &LogicalModel,
    instance: &Instance,
    prepared: &mut Prepared<'_>,
    progress: &mut dyn FnMut(Progress),
    cancel: &AtomicBool,
) -> Loaded {
    let mut out = Loaded::default();
    let all = batches(project, model, instance);
    let mut refused_writes: BTreeSet<String> = BTreeSet::new();
    let mut refuse = |out: &mut Loaded, what: String, message: String| {
        if refused_writes.insert(message.clone()) {
            out.refused.push(Refusal { file: "writes.cql".into(), line: 0, statement: what, message });
        }
    };
    // Each batch's statements prepared (once each, in the order met); `None` for a batch with a
    // statement the server refused to prepare, which is said once.
    let mut statements: Vec<Option<Vec<PreparedStatement>>> = Vec::with_capacity(all.len());
    for b in &all {
        let these: Result<Vec<PreparedStatement>, (String, String)> =
            b.statements.iter().map(|s| prepared.get(&s.cql).map_err(|e| (s.cql.clone(), e))).collect();
        statements.push(these.map_err(|(cql, e)| refuse(&mut out, cql, e)).ok());
    }
    // Cassandra 5.0.9 fails writes to a table with a vector index beyond a few at once ("Number
    // of outstanding pooled objects has gone beyond the limit of 3", seen in CI on the
    // product catalogue): such a model is loaded one request at a time.
    let vectors =
        model.tables.iter().any(|t| t.columns.iter().any(|c| matches!(c.ty, model_core::cql::CqlType::Vector(..))));
    let in_flight = if vectors { 1 } else { IN_FLIGHT };
    // The batches in windows of requests in flight; progress and Cancel between windows.
    for (at, window) in all.chunks(WINDOW).enumerate() {
        progress(Progress { step: "loading", done: at * WINDOW, total: all.len() });
        if cancel.load(Ordering::Relaxed) {
            out.cancelled = true;
            return out;
        }
        let mut writes = Vec::with_capacity(window.len());
        let mut sent = Vec::with_capacity(window.len());
        for (i, b) in window.iter().enumerate() {
            out.statements += b.statements.len();
            let Some(these) = statements[at * WINDOW + i].as_ref().filter(|s| !s.is_empty()) else { continue };
            let pairs: Vec<(&PreparedStatement, &[Value])> =
                these.iter().zip(&b.statements).map(|(p, s)| (p, s.values.as_slice())).collect();
            writes.push(match (pairs.len(), b.logged) {
                (1, true) => Write::One(pairs[0].0, pairs[0].1),
                (_, logged) => Write::Batch(pairs, if logged { BatchKind::Logged } else { BatchKind::Counter }),
            });
            sent.push(b);
        }
        for (b, result) in sent.into_iter().zip(cluster.write_all(&writes, in_flight)) {
            match result {
                Ok(()) => {
                    out.rows_written += b.statements.len();
                    out.bytes_written +=
                        b.statements.iter().flat_map(|s| &s.values).map(Value::encoded_len).sum::<usize>();
                }
                Err(e) => refuse(&mut out, b.what.clone(), e.message),
            }
        }
    }
    out
}

/// Requests on the wire at once while loading: enough to hide the round trip of one node, few
/// enough that one client does not flood a small test cluster.
const IN_FLIGHT: usize = 32;

/// Batches per window of requests (progress and Cancel are looked at between windows, a
/// fraction of a second apart; the requests in flight drain at each window's end, so fewer,
/// larger windows keep the wire fuller).
const WINDOW: usize = 4096;

/// Empties every table `writes.cql` writes: the run of each statement once with example
/// values (step 3) left rows there that no instance has, which a query reading their partition
/// would return (`'a'`, `1`, `00000000-0000-0001-0000-000000000002`). A materialized view is
/// emptied with its base table.
fn empty_tables(cluster: &Cluster, project: &Project, derivation: &Derivation, scratch: &Scratch, report: &mut Report) {
    let mut done: BTreeSet<(String, String)> = BTreeSet::new();
    for g in model_core::export::writes::plan(project, &derivation.model) {
        for st in g.statements.iter().filter(|st| st.in_text) {
            let t = st.table;
            let Some(ks) = scratch.names.get(&t.keyspace) else { continue };
            if t.view_of.is_some() || !done.insert((ks.clone(), t.name.clone())) {
                continue;
            }
            let statement = format!("TRUNCATE {}.{}", quote_identifier(ks), quote_identifier(&t.name));
            if let Err(e) = cluster.run(&statement) {
                report.refused.push(Refusal { file: "prove".into(), line: 0, statement, message: e.message });
            }
        }
    }
}

/// Runs one query for every parameter set and compares.
#[allow(clippy::too_many_arguments)]
pub(crate) fn prove_query(
    cluster: &Cluster,
    project: &Project,
    instance: &Instance,
    q: &Query,
    t: &Table,
    sel: &Select,
    prepared: &PreparedStatement,
    options: &Options,
    proof: &mut QueryProof,
) {
    proof.holds = true;
    for params in parameter_sets(project, instance, q, options.parameter_sets, options.seed) {
        let want = match answer(project, instance, q, &params) {
            Ok(a) => a,
            Err(r) => {
                proof.holds = false;
                proof.reason = Some(format!("the evaluator cannot answer it: {r}"));
                return;
            }
        };
        proof.parameter_sets += 1;
        let shown: Vec<String> = params.conditions.iter().map(|(a, c)| format!("{a} {}", condition_text(c))).collect();
        let runs = match bindings(t, q, sel, &params, instance, &want) {
            Ok(r) => r,
            Err(why) => {
                proof.holds = false;
                proof.reason = Some(why);
                return;
            }
        };
        let mut got: Vec<Vec<Value>> = Vec::new();
        let mut columns: Vec<String> = Vec::new();
        let mut failure = None;
        for values in runs {
            match cluster.execute(prepared, &values) {
                Ok(o) => {
                    columns = o.columns;
                    got.extend(o.rows);
                }
                Err(e) => failure = Some(e.message),
            }
        }
        // The application's comparisons after reading (an attribute updated in place).
        for (column, attribute) in &sel.after_read {
            let (Some(pos), Some(c)) =
                (columns.iter().position(|x| x == column), attribute.as_ref().and_then(|a| params.condition(a)))
            else {
                continue;
            };
            got.retain(|row| row.get(pos).is_some_and(|v| c.holds(v)));
        }
        if let Some(limit) = q.limit {
            got.truncate(usize::try_from(limit).unwrap_or(usize::MAX));
        }
        proof.rows_compared += got.len();
        let difference = match failure {
            Some(message) => Some(Difference {
                parameters: shown,
                missing: Vec::new(),
                extra: Vec::new(),
                note: Some(format!("refused: {message}")),
            }),
            None => compare(t, &want, &columns, &got).map(|(missing, extra, note)| Difference {
                parameters: shown,
                missing,
                extra,
                note,
            }),
        };
        if let Some(d) = difference {
            proof.holds = false;
            if proof.differences.len() < KEEP {
                proof.differences.push(d);
            }
        }
    }
}

fn condition_text(c: &Condition) -> String {
    match c {
        Condition::Eq(v) => format!("= {}", v.cql_literal()),
        Condition::In(vs) => format!("IN ({})", vs.iter().map(Value::cql_literal).collect::<Vec<_>>().join(", ")),
        Condition::Range { low, high } => {
            let mut parts = Vec::new();
            if let Some((v, inc)) = low {
                parts.push(format!("{} {}", if *inc { ">=" } else { ">" }, v.cql_literal()));
            }
            if let Some((v, inc)) = high {
                parts.push(format!("{} {}", if *inc { "<=" } else { "<" }, v.cql_literal()));
            }
            parts.join(" and ")
        }
    }
}

/// The values of the SELECT's markers for one parameter set: one list per SELECT to run (a
/// time-bucketed table is read one bucket at a time, in the order asked).
pub(crate) fn bindings(
    t: &Table,
    q: &Query,
    sel: &Select,
    params: &Params,
    instance: &Instance,
    want: &Answer,
) -> Result<Vec<Vec<Value>>, String> {
    let condition = |a: &model_core::ids::AttributeId| params.condition(a);
    let mut fixed: Vec<Option<Value>> = Vec::with_capacity(sel.markers.len());
    let mut bucket_at: Option<usize> = None;
    for (i, m) in sel.markers.iter().enumerate() {
        let value = match &m.attribute {
            Some(a) => match (condition(a), t.period().filter(|(_, _, c)| *c == m.column.as_str())) {
                (Some(c), _) => Some(marker_value(c, m)?),
                (None, Some((pa, unit, _))) => {
                    condition(pa).map(|c| marker_value(&period_condition(c, unit), m)).transpose()?
                }
                (None, None) => return Err(format!("no parameter for the column {} of the SELECT", m.column)),
            },
            None => match &t.bucket {
                Some(Bucket::Time { .. }) => {
                    bucket_at = Some(i);
                    None
                }
                Some(Bucket::Random { count }) => {
                    return Err(format!(
                        "a random bucket of {count}: the application reads every bucket and merges them (not proven yet)"
                    ));
                }
                None => Some(Value::Int(0)),
            },
        };
        fixed.push(value);
    }
    let Some(at) = bucket_at else {
        return Ok(vec![fixed.into_iter().map(|v| v.unwrap_or(Value::Null)).collect()]);
    };
    let Some(Bucket::Time { attribute, unit }) = &t.bucket else { return Ok(Vec::new()) };
    // The buckets the range covers: the periods of the instance's values in it, and of its
    // bounds (an empty bucket reads nothing, so the periods with data are the ones that count).
    let cond = condition(attribute).cloned().unwrap_or(Condition::Range { low: None, high: None });
    let mut buckets: BTreeSet<Value> = BTreeSet::new();
    if let Condition::Range { low, high } = &cond {
        buckets.extend(low.iter().chain(high.iter()).map(|(v, _)| period(v, *unit)));
    }
    let base = attribute.as_str().split('@').next().unwrap_or_default();
    let base = model_core::ids::AttributeId::new(base.to_owned());
    let records = instance.entities.values().flatten().map(|r| &r.values);
    let links = instance.links.values().flatten().map(|l| &l.values);
    for v in records.chain(links).filter_map(|values| values.get(&base)) {
        if cond.holds(v) {
            buckets.insert(period(v, *unit));
        }
    }
    let mut ordered: Vec<Value> = buckets.into_iter().filter(|b| !b.is_null()).collect();
    ordered.sort_by(Value::cql_cmp);
    let descending = q.order_by.first().is_some_and(|o| o.direction == Direction::Desc)
        || want.order.first().is_some_and(|(_, d)| *d == Direction::Desc);
    if descending {
        ordered.reverse();
    }
    Ok(ordered
        .into_iter()
        .map(|b| {
            fixed
                .iter()
                .enumerate()
                .map(|(i, v)| if i == at { b.clone() } else { v.clone().unwrap_or(Value::Null) })
                .collect()
        })
        .collect())
}

/// The condition on a time read as one on its period.
fn period_condition(c: &Condition, unit: model_core::project::TimeUnit) -> Condition {
    let p = |v: &Value| period(v, unit);
    match c {
        Condition::Eq(v) => Condition::Eq(p(v)),
        Condition::In(vs) => Condition::In(vs.iter().map(p).collect()),
        Condition::Range { low, high } => Condition::Range {
            low: low.as_ref().map(|(v, _)| (p(v), true)),
            high: high.as_ref().map(|(v, _)| (p(v), true)),
        },
    }
}

/// The value one marker takes from its given's condition.
fn marker_value(c: &Condition, m: &Marker) -> Result<Value, String> {
    let missing = || format!("the parameter of {} has no value for its marker", m.column);
    match (c, m.bound) {
        (Condition::Eq(v), Bound::Eq) => Ok(v.clone()),
        (Condition::In(vs), Bound::In) => Ok(Value::List(vs.clone())),
        (Condition::In(vs), Bound::Eq) if vs.len() == 1 => Ok(vs[0].clone()),
        (Condition::Eq(v), Bound::In) => Ok(Value::List(vec![v.clone()])),
        (Condition::Range { low, .. }, Bound::Low(_)) => low.as_ref().map(|(v, _)| v.clone()).ok_or_else(missing),
        (Condition::Range { high, .. }, Bound::High(_)) => high.as_ref().map(|(v, _)| v.clone()).ok_or_else(missing),
        (Condition::Eq(v), Bound::Nearest) => Ok(v.clone()),
        _ => Err(format!("the given's condition does not fit the SELECT's restriction of {}", m.column)),
    }
}

/// The table column holding one of the answer's columns.
fn column_of<'t>(t: &'t Table, answer_column: &str) -> Option<&'t str> {
    let aggregate = |pred: &dyn Fn(&model_core::logical::Column) -> bool| {
        t.columns.iter().find(|c| c.provenance.rule == Rule::Aggregate && pred(c)).map(|c| c.name.as_str())
    };
    if answer_column == "count(*)" {
        return aggregate(&|c| c.attribute.is_none());
    }
    if let Some((f, rest)) = answer_column.split_once('(') {
        let inner = rest.strip_suffix(')')?;
        let is = |c: &model_core::logical::Column| c.attribute.as_ref().is_some_and(|a| a.as_str() == inner);
        return match f {
            "sum" => aggregate(&|c| is(c) && !c.name.starts_with("min_") && !c.name.starts_with("max_")),
            "min" => aggregate(&|c| is(c) && c.name.starts_with("min_")),
            "max" => aggregate(&|c| is(c) && c.name.starts_with("max_")),
            _ => t.period().filter(|(a, _, _)| a.as_str() == inner).map(|(_, _, c)| c),
        };
    }
    t.column_for(&model_core::ids::AttributeId::new(answer_column.to_owned())).map(|c| c.name.as_str())
}

/// Compares the rows returned (`columns` named by the server) with the answer, on the answer's
/// columns the SELECT returns. `None`: they agree.
fn compare(
    t: &Table,
    want: &Answer,
    columns: &[String],
    got: &[Vec<Value>],
) -> Option<(Vec<Vec<String>>, Vec<Vec<String>>, Option<String>)> {
    let mut keep: Vec<(usize, usize)> = Vec::new();
    for (i, a) in want.columns.iter().enumerate() {
        if let Some(pos) = column_of(t, a.as_str()).and_then(|name| columns.iter().position(|c| c == name)) {
            keep.push((i, pos));
        }
    }
    if got.is_empty() && want.rows.is_empty() {
        return None;
    }
    if keep.is_empty() {
        return Some((Vec::new(), Vec::new(), Some("the SELECT returns none of the query's columns".into())));
    }
    let project = |rows: &[Vec<Value>], by_answer: bool| -> Vec<Vec<Value>> {
        rows.iter()
            .map(|r| {
                keep.iter()
                    .map(|(a, g)| r.get(if by_answer { *a } else { *g }).cloned().unwrap_or(Value::Null))
                    .collect()
            })
            .collect()
    };
    // The order the rows returned can be checked by: the ORDER BY up to its first column the
    // SELECT does not return (ordered by `ts DESC, v` and returning `v` only, the rows are in
    // no order of `v` alone: checking one failed every such query, seed 33 Q1).
    let order: Vec<(usize, Direction)> =
        want.order.iter().map_while(|(i, d)| keep.iter().position(|(a, _)| a == i).map(|j| (j, *d))).collect();
    let projected = Answer {
        columns: keep.iter().filter_map(|(a, _)| want.columns.get(*a).cloned()).collect(),
        rows: project(&want.rows, true),
        ordered: want.ordered,
        order,
        limit: want.limit,
        matching: project(&want.matching, true),
        scores: want.scores.clone(),
    };
    let rows = project(&unnest(t, columns, got), false);
    if projected.accepts(&rows) {
        return None;
    }
    let (missing, extra) = projected.differences(&rows);
    let text = |rows: Vec<Vec<Value>>| {
        rows.into_iter().take(5).map(|r| r.iter().map(Value::cql_literal).collect()).collect::<Vec<Vec<String>>>()
    };
    let note = (missing.is_empty() && extra.is_empty())
        .then(|| "the same rows in another order, or a cut at LIMIT that the ties do not allow".to_owned());
    Some((text(missing), text(extra), note))
}

/// The rows of a table of the collection alternative as the application reads them: such a
/// table holds one row per owner with the collected names in a set (a vet's specialties), the
/// query's answer one row per owner and name; each element is a row, and an empty set none
/// (a found attribute across a to-many step is a row per instance there: an owner with none
/// is not in the answer). Other tables' rows are as returned.
fn unnest(t: &Table, columns: &[String], got: &[Vec<Value>]) -> Vec<Vec<Value>> {
    let Some(at) = t.collection().and_then(|(_, set)| columns.iter().position(|c| c == set)) else {
        return got.to_vec();
    };
    let mut out = Vec::with_capacity(got.len());
    for row in got {
        if let Some(Value::Set(vs) | Value::List(vs)) = row.get(at) {
            for v in vs {
                out.push(row.iter().enumerate().map(|(i, x)| if i == at { v.clone() } else { x.clone() }).collect());
            }
        }
    }
    out
}

/// The project with each relationship end's fan-out set to the instance's own (links per
/// instance of the other end), so the analysis estimates partitions for the data loaded.
pub(crate) fn with_instance_fan_outs(project: &Project, instance: &Instance) -> Project {
    let mut p = project.clone();
    for r in &mut p.relationships {
        let links = instance.links.get(&r.id).map_or(0, Vec::len);
        for i in 0..2 {
            let other = r.ends[1 - i].entity.clone();
            let others = instance.entities.get(&other).map_or(0, Vec::len);
            if others > 0 {
                r.ends[i].fan_out = Some(links as f64 / others as f64);
            }
        }
    }
    p
}

/// Rows per partition of every table, counted after loading, beside the estimate for the
/// same fan-outs (`project` carries the instance's); at most `limit` rows read per table
/// (a user's keyspace may hold more than the sample).
pub(crate) fn partitions(
    cluster: &Cluster,
    project: &Project,
    derivation: &Derivation,
    scratch: &Scratch,
    limit: Option<usize>,
) -> Vec<PartitionMeasure> {
    let analysis = model_core::pipeline::check(project, derivation, &model_core::analysis::AnalysisSettings::default());
    let mut out = Vec::new();
    for t in &derivation.model.tables {
        let Some(ks) = scratch.names.get(&t.keyspace) else { continue };
        let key: Vec<String> = t.partition_key().map(|c| model_core::cql::quote_identifier(&c.name)).collect();
        if key.is_empty() {
            continue;
        }
        let first_clustering = t.clustering().next().map(|c| model_core::cql::quote_identifier(&c.name));
        let cols = key.iter().cloned().chain(first_clustering).collect::<Vec<_>>().join(", ");
        let cut = limit.map(|n| format!(" LIMIT {n}")).unwrap_or_default();
        let statement = format!(
            "SELECT {cols} FROM {}.{}{cut}",
            model_core::cql::quote_identifier(ks),
            model_core::cql::quote_identifier(&t.name)
        );
        let Ok(o) = cluster.run(&statement) else { continue };
        let mut per: BTreeMap<Vec<Value>, usize> = BTreeMap::new();
        for r in &o.rows {
            *per.entry(r.iter().take(key.len()).cloned().collect()).or_insert(0) += 1;
        }
        let rows: usize = per.values().sum();
        let estimated =
            analysis.partitions.iter().find(|p| p.table == t.name && p.keyspace == t.keyspace).and_then(|p| p.rows);
        out.push(PartitionMeasure {
            table: format!("{}.{}", t.keyspace, t.name),
            partitions: per.len(),
            rows,
            max_rows: per.values().copied().max().unwrap_or(0),
            mean_rows: if per.is_empty() { 0.0 } else { rows as f64 / per.len() as f64 },
            estimated_rows: estimated,
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(s: &str) -> Value {
        Value::Text(s.to_owned())
    }

    #[test]
    fn an_order_column_the_select_does_not_return_leaves_the_order_after_it_unchecked() {
        // Readings ordered by ts DESC, then value; the SELECT returns the value only.
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../sample-projects/sensor-readings.json");
        let project = Project::load(&path).expect("the sample loads");
        let derivation = model_core::derive(&project);
        let t = derivation
            .model
            .tables
            .iter()
            .find(|t| t.column_for(&model_core::ids::AttributeId::new("reading.value")).is_some())
            .expect("a table");
        let value = t.column_for(&model_core::ids::AttributeId::new("reading.value")).expect("value").name.clone();
        let row = |v: f64, ts: i64| vec![Value::double(v), Value::Timestamp(ts)];
        let rows = vec![row(1.0, 30), row(2.0, 20), row(0.5, 10)];
        let want = Answer {
            columns: vec![
                model_core::ids::AttributeId::new("reading.value"),
                model_core::ids::AttributeId::new("not.returned"),
            ],
            rows: rows.clone(),
            ordered: true,
            order: vec![(1, Direction::Desc), (0, Direction::Asc)],
            limit: None,
            matching: rows,
            scores: Vec::new(),
        };
        let got = vec![vec![Value::double(1.0)], vec![Value::double(2.0)], vec![Value::double(0.5)]];
        assert_eq!(compare(t, &want, std::slice::from_ref(&value), &got), None, "in the order of ts, not of value");
        let missing = vec![vec![Value::double(1.0)], vec![Value::double(2.0)]];
        assert!(compare(t, &want, &[value], &missing).is_some(), "a row missing still differs");
    }

    #[test]
    fn a_collection_table_is_read_one_row_per_element() {
        // vet-clinic's Q5 takes the collection alternative: one row per vet, the specialties
        // a set; the query's answer has one row per vet and specialty.
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../sample-projects/vet-clinic.json");
        let project = Project::load(&path).expect("the sample loads");
        let derivation = model_core::derive(&project);
        let t = derivation.model.tables.iter().find(|t| t.name == "all_vets").expect("all_vets");
        let (_, set) = t.collection().expect("the collection alternative");
        let columns = vec!["vet_id".to_owned(), set.to_owned()];
        let got =
            vec![vec![Value::Int(1), Value::Set(vec![text("alder"), text("cedar")])], vec![Value::Int(2), Value::Null]];
        let rows = unnest(t, &columns, &got);
        assert_eq!(
            rows,
            vec![vec![Value::Int(1), text("alder")], vec![Value::Int(1), text("cedar")]],
            "a vet of no specialty is no row"
        );
        // Any other table's rows are as returned.
        let other = derivation.model.tables.iter().find(|t| t.collection().is_none()).expect("another table");
        assert_eq!(unnest(other, &columns, &got), got);
    }
}

//! The anti-patterns of methodology §7, each a diagnostic with a stable code. The rules of
//! CQL's SELECT come from [`crate::query_plan`]; ordering problems are reported by
//! [`crate::validate`] (`order-against-clustering`), not again here.

use super::Ctx;
use super::size::fmt;
use crate::cql_type::{CqlType, NativeType};
use crate::diagnostic::{Code, Diagnostic};
use crate::logical::{Column, Origin, Table};
use crate::naming::snake_case;
use crate::project::{Bucket, Owner};
use crate::query_plan::{PlanProblem, plan};

/// How many distinct values a column takes, as far as the estimates tell.
enum Card {
    /// Known from a count or distinct-values estimate.
    Count(f64, String),
    /// Monotonic: new writes all go to the newest value (a date, a time bucket).
    Monotonic(String),
    /// Looks low-cardinality by its name (status, type...), with no estimate to say.
    NameLike(String),
    /// Many values: unique or growing.
    High(String),
    /// Not known.
    Unknown,
}

const LOW_NAMES: &[&str] =
    &["status", "state", "type", "kind", "category", "flag", "gender", "level", "priority", "country", "region"];

fn cardinality(ctx: &Ctx<'_>, table: &Table, c: &Column) -> Card {
    let Some(a) = &c.attribute else {
        if c.role != crate::logical::Role::PartitionKey {
            return Card::Unknown;
        }
        return match &table.bucket {
            None => Card::Count(1.0, format!("{} is a constant bucket", c.name)),
            Some(Bucket::Random { count }) => Card::Count(f64::from(*count), format!("{} is a random bucket 0..{}", c.name, count.saturating_sub(1))),
            Some(Bucket::Time { unit, .. }) => {
                Card::Monotonic(format!("{} is a {} bucket: all current writes go to the newest bucket", c.name, unit.name()))
            }
        };
    };
    let Some((owner, attr)) = ctx.index.attribute(a) else { return Card::Unknown };
    let label = ctx.index.label(a);
    if let Owner::Entity(eid) = owner
        && let Some(e) = ctx.index.entity(eid)
    {
        {
            if let Some(d) = e.estimates.distinct.get(a).copied().filter(|d| d.is_finite() && *d >= 0.0) {
                return Card::Count(d, format!("{label} takes {} distinct values", fmt(d)));
            }
            let key = ctx.index.full_key(eid);
            if key.len() == 1 && key[0] == a {
                if e.estimates.growth.is_some() {
                    return Card::High(format!("{label} identifies a growing number of {}", e.name));
                }
                if let Some(n) = e.estimates.count.filter(|n| n.is_finite() && *n >= 0.0) {
                    return Card::Count(n, format!("{label} identifies one of {} {}", fmt(n), e.name));
                }
            }
        }
    }
    match c.ty {
        CqlType::Native(NativeType::Boolean) => return Card::Count(2.0, format!("{label} is a boolean")),
        CqlType::Native(NativeType::Date) => {
            return Card::Monotonic(format!("{label} is a date: all of one day's writes go to one partition"));
        }
        CqlType::Native(NativeType::Uuid | NativeType::Timeuuid | NativeType::Timestamp) => {
            return Card::High(format!("{label} is a {} (nearly unique)", c.ty));
        }
        _ => {}
    }
    let name = snake_case(&attr.name);
    let last = name.rsplit('_').next().unwrap_or(&name);
    if LOW_NAMES.contains(&last) {
        return Card::NameLike(format!("{label} looks like a {last} (few values), judging by its name"));
    }
    Card::Unknown
}

fn first_query(d: Diagnostic, t: &Table) -> Diagnostic {
    match t.queries.first() {
        Some(q) => d.query(q),
        None => d,
    }
}

/// Hot or low-cardinality partition keys: every partition-key column takes few values or
/// is monotonic, so a few partitions take all the load.
pub(crate) fn hot_partitions(ctx: &Ctx<'_>, out: &mut Vec<Diagnostic>) {
    for t in &ctx.model.tables {
        let pk: Vec<&Column> = t.partition_key().collect();
        if pk.is_empty() {
            continue;
        }
        let mut product = 1.0_f64;
        let mut reasons = Vec::new();
        let mut guessed = false;
        let mut hot = true;
        for c in &pk {
            match cardinality(ctx, t, c) {
                Card::Count(n, why) if n < ctx.settings.low_cardinality => {
                    product *= n.max(1.0);
                    reasons.push(why);
                }
                Card::Monotonic(why) => reasons.push(why),
                Card::NameLike(why) => {
                    guessed = true;
                    reasons.push(why);
                }
                Card::Count(..) | Card::High(_) | Card::Unknown => hot = false,
            }
        }
        if !hot || product >= ctx.settings.low_cardinality {
            continue;
        }
        let mut d = Diagnostic::warning(
            Code::HotPartition,
            format!("table {}: a hot partition key ({}): {}", t.name, t.key_signature(), reasons.join("; ")),
        )
        .table(&t.name)
        .fix(
            "Add a high-cardinality column to the partition key (an id the query gives), or spread the writes with a random bucket 0..N-1 and read all N.",
        );
        if guessed {
            d.message.push_str(". Give the entity a distinct-values estimate to confirm or clear this");
        }
        out.push(first_query(d, t));
    }
}

/// Secondary indexes on high-cardinality columns: every lookup asks every node.
pub(crate) fn indexes(ctx: &Ctx<'_>, out: &mut Vec<Diagnostic>) {
    for t in &ctx.model.tables {
        for c in t.columns.iter().filter(|c| c.indexed) {
            let why = match cardinality(ctx, t, c) {
                Card::Count(n, why) if n >= ctx.settings.index_high_cardinality => why,
                Card::High(why) => why,
                _ => continue,
            };
            let users: Vec<&str> = t
                .queries
                .iter()
                .filter(|q| {
                    ctx.index
                        .query(q)
                        .is_some_and(|q| q.given.iter().any(|g| Some(&g.attribute) == c.attribute.as_ref()))
                })
                .map(|q| q.as_str())
                .collect();
            let used = if users.is_empty() { String::new() } else { format!(", used by {}", users.join(", ")) };
            let d = Diagnostic::warning(
                Code::IndexHighCardinality,
                format!("table {}: secondary index on the high-cardinality column {} ({why}){used}: every lookup asks every node", t.name, c.name),
            )
            .table(&t.name)
            .column(&c.name)
            .fix("Serve the query with a table of its own, partitioned by this column, instead of an index.");
            out.push(first_query(d, t));
        }
    }
}

/// ALLOW FILTERING and two range attributes, from the query plan of each query on its table.
pub(crate) fn query_plans(ctx: &Ctx<'_>, out: &mut Vec<Diagnostic>) {
    for t in &ctx.model.tables {
        if !matches!(t.origin, Origin::Derived(_)) {
            continue;
        }
        for qid in &t.queries {
            let Some(q) = ctx.index.query(qid) else { continue };
            let p = plan(&ctx.index, q, t);
            let ranged: Vec<&String> = p
                .problems
                .iter()
                .filter_map(|x| match x {
                    PlanProblem::MultipleRanges { columns } => Some(columns),
                    _ => None,
                })
                .flatten()
                .collect();
            for problem in &p.problems {
                let d = match problem {
                    PlanProblem::MultipleRanges { .. } => Diagnostic::warning(Code::MultipleRanges, format!("{qid}: {problem}"))
                        .fix("Keep one range attribute in the query and filter the other in the application, or give the second its own table."),
                    PlanProblem::NeedsFiltering { column, .. } if ranged.contains(&column) => continue,
                    PlanProblem::MissingColumn { attribute } => {
                        let dangling = q.given.iter().any(|g| ctx.index.attribute(&g.attribute).is_none() && &g.attribute.to_string() == attribute);
                        if dangling {
                            continue;
                        }
                        Diagnostic::error(Code::AllowFiltering, format!("{qid}: {problem}, so it cannot be answered without ALLOW FILTERING"))
                            .fix("Add the attribute back to the table's primary key, or re-derive the table.")
                    }
                    PlanProblem::NeedsFiltering { column, .. } | PlanProblem::PartitionKeyUnrestricted { column } => {
                        Diagnostic::error(Code::AllowFiltering, format!("{qid}: {problem}"))
                            .column(column)
                            .fix("Choose a key alternative that puts the column in the primary key in query order, or undo the manual edit.")
                    }
                    // Reported by validation as order-against-clustering.
                    PlanProblem::OrderAgainstClustering { .. } | PlanProblem::OrderNotClustering { .. } => continue,
                };
                out.push(d.query(qid).table(&t.name));
            }
        }
    }
}

/// Queues: rows deleted regularly leave tombstones that later reads scan.
pub(crate) fn queues(ctx: &Ctx<'_>, out: &mut Vec<Diagnostic>) {
    for q in ctx.index.project.queries.iter().filter(|q| q.deletes) {
        let Some(t) = ctx.model.table_for_query(&q.id) else { continue };
        let d = if t.clustering().next().is_some() {
            Diagnostic::warning(
                Code::QueueAntiPattern,
                format!("{}: rows of {} are deleted regularly; each delete leaves a tombstone that reads of the partition scan until compaction (a queue)", q.id, t.name),
            )
            .fix("Let rows expire by time bucket (and drop old buckets whole) or with a TTL, or use a queueing system for queues.")
        } else {
            Diagnostic::info(
                Code::QueueAntiPattern,
                format!("{}: rows of {} are deleted regularly; with one row per partition tombstones cost little, but keep gc_grace_seconds in mind", q.id, t.name),
            )
        };
        out.push(d.query(&q.id).table(&t.name));
    }
}

/// Tables serving no query, and queries served by no table.
pub(crate) fn coverage(ctx: &Ctx<'_>, out: &mut Vec<Diagnostic>) {
    for t in &ctx.model.tables {
        if t.queries.iter().any(|q| ctx.index.query(q).is_some()) {
            continue;
        }
        out.push(
            Diagnostic::warning(
                Code::UnusedTable,
                format!("table {} serves no query: every write to it costs and nothing reads it", t.name),
            )
            .table(&t.name)
            .fix("Attach the queries it serves (Physical tab), or drop the table."),
        );
    }
    let served = ctx.model.tables_by_query();
    for q in &ctx.index.project.queries {
        if !served.contains_key(q.id.as_str()) {
            out.push(
                Diagnostic::error(Code::QueryWithoutTable, format!("{} is served by no table", q.id))
                    .query(&q.id)
                    .fix("Re-derive the model, or attach the query to a table that answers it."),
            );
        }
    }
}

//! The anti-patterns of methodology §7, each a diagnostic with a stable code. The rules of
//! CQL's SELECT come from [`crate::query_plan`]; ordering problems are reported by
//! [`crate::validate`] (`order-against-clustering`), not again here.

use super::Ctx;
use super::size::human_number;
use crate::cql::{CqlType, NativeType};
use crate::diagnostic::{Code, Diagnostic};
use crate::logical::{Column, Origin, Table};
use crate::msg;
use crate::naming::snake_case;
use crate::project::{Bucket, Owner};
use crate::query_plan::{PlanProblem, plan};
use crate::text;
use crate::text::Text;

/// How many distinct values a column takes, as far as the estimates tell.
enum Card {
    /// Known from a count or distinct-values estimate.
    Count(f64, Text),
    /// Monotonic: new writes all go to the newest value (a date, a time bucket).
    Monotonic(Text),
    /// Looks low-cardinality by its name (status, type...), with no estimate to say.
    NameLike(Text),
    /// Many values: unique or growing.
    High(Text),
    /// Not known.
    Unknown,
}

const LOW_NAMES: &[&str] =
    &["status", "state", "type", "kind", "category", "flag", "gender", "level", "priority", "country", "region"];

fn cardinality(ctx: &Ctx<'_>, table: &Table, c: &Column) -> Card {
    let Some(a) = &c.attribute else {
        // A column with no attribute is a bucket only in a derived table; in a table defined
        // directly (imported CQL) it is simply not linked to the model: unknown, not constant.
        if c.role != crate::logical::Role::PartitionKey || !matches!(table.origin, Origin::Derived(_)) {
            return Card::Unknown;
        }
        return match &table.bucket {
            None => Card::Count(1.0, msg!("analysis-constant-bucket", name = c.name.to_string())),
            Some(Bucket::Random { count }) => Card::Count(
                f64::from(*count),
                msg!("analysis-random-bucket", name = c.name.to_string(), arg1 = (count.saturating_sub(1)).to_string()),
            ),
            Some(Bucket::Time { unit, .. }) => Card::Monotonic(msg!(
                "analysis-bucket-all-current-writes-go-newest",
                name = c.name.to_string(),
                words = unit.words()
            )),
        };
    };
    let Some((owner, attr)) = ctx.index.attribute(a) else { return Card::Unknown };
    let label = ctx.index.label(a);
    if let Owner::Entity(eid) = owner
        && let Some(e) = ctx.index.entity(eid)
    {
        {
            if let Some(d) = e.estimates.distinct.get(a).copied().filter(|d| d.is_finite() && *d >= 0.0) {
                return Card::Count(
                    d,
                    msg!("analysis-takes-distinct-values", label = label, human_number = human_number(d)),
                );
            }
            let key = ctx.index.full_key(eid);
            if key.len() == 1 && key[0] == a {
                if e.estimates.growth.is_some() {
                    return Card::High(msg!(
                        "analysis-identifies-growing-number",
                        label = label,
                        name = e.name.to_string()
                    ));
                }
                if let Some(n) = e.estimates.count.filter(|n| n.is_finite() && *n >= 0.0) {
                    return Card::Count(
                        n,
                        msg!(
                            "analysis-identifies-one",
                            label = label,
                            human_number = human_number(n),
                            name = e.name.to_string()
                        ),
                    );
                }
            }
        }
    }
    match c.ty {
        CqlType::Native(NativeType::Boolean) => return Card::Count(2.0, msg!("analysis-boolean", label = label)),
        CqlType::Native(NativeType::Date) => {
            return Card::Monotonic(msg!("analysis-date-all-one-day-writes-go", label = label));
        }
        CqlType::Native(NativeType::Uuid | NativeType::Timeuuid | NativeType::Timestamp) => {
            return Card::High(msg!("analysis-nearly-unique", label = label, ty = c.ty.to_string()));
        }
        _ => {}
    }
    let name = snake_case(&attr.name);
    let last = name.rsplit('_').next().unwrap_or(&name);
    if LOW_NAMES.contains(&last) {
        return Card::NameLike(msg!(
            "analysis-looks-like-few-values-judging-name",
            label = label,
            last = last.to_owned()
        ));
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
        if let Some(entity) = small_static_list(ctx, t) {
            let note = msg!(
                "analysis-small-list-one-partition",
                name = t.name.clone(),
                key_signature = t.key_signature(),
                entity = entity
            );
            out.push(first_query(Diagnostic::info(Code::HotPartition, note).table(&t.name), t));
            continue;
        }
        let why = Text::join(&reasons, text::Separator::Semicolon);
        let mut d = Diagnostic::warning(
            Code::HotPartition,
            msg!(
                "analysis-table-hot-partition-key",
                name = t.name.to_string(),
                key_signature = t.key_signature().to_string(),
                why = why.clone()
            ),
        )
        .table(&t.name)
        .fix(msg!("analysis-add-high-cardinality-column-partition-key"));
        if guessed {
            d.append(&msg!("analysis-give-entity-distinct-values-estimate-confirm"));
        }
        out.push(first_query(d, t));
    }
}

/// Most rows of a list kept whole in one partition that is not called hot.
const SMALL_LIST: f64 = 1_000.0;

/// The entity's name when a table keeps all its rows in one constant-bucket partition and the
/// entity is a small list that does not grow (at most [`SMALL_LIST`] instances, or no count
/// and no sign of growth): currencies by code, the countries, a shop's categories. Published
/// models keep such lists in one partition. One that grows (a growth rate, or identified by
/// its time) or is large stays a hot partition.
fn small_static_list(ctx: &Ctx<'_>, t: &Table) -> Option<String> {
    let constant = t.bucket.is_none() && t.partition_key().all(|c| c.attribute.is_none());
    let Some(crate::logical::Subject::Entity(e)) = t.subject.as_ref().filter(|_| constant) else { return None };
    let e = ctx.index.entity(e)?;
    let grows = e.estimates.growth.is_some() || crate::estimate::identifying_time(e).is_some();
    let small = e.estimates.count.is_none_or(|n| n <= SMALL_LIST);
    (!grows && small).then(|| e.name.clone())
}

/// Secondary indexes on high-cardinality columns: every lookup asks every node.
pub(crate) fn indexes(ctx: &Ctx<'_>, out: &mut Vec<Diagnostic>) {
    for t in &ctx.model.tables {
        // A vector's index answers nearest-neighbour searches, not lookups by value.
        for c in t.columns.iter().filter(|c| c.indexed && !matches!(c.ty, crate::cql::CqlType::Vector(..))) {
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
            let used = if users.is_empty() {
                Text::empty()
            } else {
                msg!("analysis-used", arg0 = (users.join(", ")).to_string())
            };
            let d = Diagnostic::warning(
                Code::IndexHighCardinality,
                msg!(
                    "analysis-table-secondary-index-high-cardinality-column",
                    name = t.name.to_string(),
                    c_name = c.name.to_string(),
                    why = why.clone(),
                    used = used.clone()
                ),
            )
            .table(&t.name)
            .column(&c.name)
            .fix(msg!("analysis-serve-query-table-own-partitioned-column"));
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
            let p = plan(ctx.index, q, t);
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
                    PlanProblem::MultipleRanges { .. } => {
                        Diagnostic::warning(Code::MultipleRanges, Text::labelled(qid.as_str(), &problem.text()))
                            .fix(msg!("analysis-keep-one-range-attribute-query-filter"))
                    }
                    PlanProblem::NeedsFiltering { column, .. } if ranged.contains(&column) => continue,
                    PlanProblem::MissingColumn { attribute } => {
                        let dangling = q.given.iter().any(|g| {
                            ctx.index.attribute(&g.attribute).is_none() && &g.attribute.to_string() == attribute
                        });
                        if dangling {
                            continue;
                        }
                        let what = problem.text();
                        Diagnostic::error(
                            Code::AllowFiltering,
                            msg!(
                                "analysis-so-cannot-answered-without-allow-filtering",
                                qid = qid.to_string(),
                                what = what
                            ),
                        )
                        .fix(msg!("analysis-add-attribute-back-table-primary-key"))
                    }
                    PlanProblem::NeedsFiltering { column, .. } | PlanProblem::PartitionKeyUnrestricted { column } => {
                        Diagnostic::error(Code::AllowFiltering, Text::labelled(qid.as_str(), &problem.text()))
                            .column(column)
                            .fix(msg!("analysis-choose-key-alternative-puts-column-primary"))
                    }
                    // Reported by validation as order-against-clustering.
                    PlanProblem::OrderAgainstClustering { .. }
                    | PlanProblem::OrderNotClustering { .. }
                    | PlanProblem::OrderWithoutPartition { .. }
                    | PlanProblem::Nearest { .. } => continue,
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
                msg!(
                    "analysis-rows-deleted-regularly-each-delete-leaves",
                    id = q.id.to_string(),
                    name = t.name.to_string()
                ),
            )
            .fix(msg!("analysis-let-rows-expire-time-bucket-drop"))
        } else {
            Diagnostic::info(
                Code::QueueAntiPattern,
                msg!("analysis-rows-deleted-regularly-one-row-per", id = q.id.to_string(), name = t.name.to_string()),
            )
        };
        out.push(d.query(&q.id).table(&t.name));
    }
}

/// Key columns of attributes the application updates in place (issue 46): Cassandra cannot
/// change a primary key, so each change deletes the row and inserts another (in one logged
/// batch), and a reader between the two sees neither.
pub(crate) fn updated_keys(ctx: &Ctx<'_>, out: &mut Vec<Diagnostic>) {
    for t in &ctx.model.tables {
        for c in t.columns.iter().filter(|c| c.role.is_key()) {
            let Some(a) = c.attribute.as_ref() else { continue };
            if !ctx.index.attribute(a).is_some_and(|(_, at)| at.updated) {
                continue;
            }
            let text = msg!(
                "analysis-updated-key-column",
                column = c.name.clone(),
                name = t.name.clone(),
                attribute = ctx.index.label(a)
            );
            let d = Diagnostic::warning(Code::UpdatedKeyColumn, text)
                .table(&t.name)
                .fix(msg!("analysis-updated-key-column-fix", column = c.name.clone()));
            out.push(match t.queries.first() {
                Some(q) => d.query(q),
                None => d,
            });
        }
    }
}

/// Tables serving no query, and queries served by no table.
pub(crate) fn coverage(ctx: &Ctx<'_>, out: &mut Vec<Diagnostic>) {
    for t in &ctx.model.tables {
        if t.queries.iter().any(|q| ctx.index.query(q).is_some()) {
            continue;
        }
        out.push(
            Diagnostic::warning(Code::UnusedTable, msg!("analysis-table-serves-no-query", name = t.name.to_string()))
                .table(&t.name)
                .fix(msg!("analysis-attach-queries-serves-physical-tab-drop")),
        );
    }
    let served = ctx.model.tables_by_query();
    // A query not begun yet has no table, quietly (`Query::is_empty`).
    for q in ctx.index.project.queries.iter().filter(|q| !q.is_empty()) {
        if !served.contains_key(q.id.as_str()) {
            // A query with an error gets no table until it is fixed (its errors are reported).
            let fix = if crate::er::query_errors(ctx.index, ctx.graph, q).is_empty() {
                msg!("analysis-re-derive-model-attach-query-table")
            } else {
                msg!("analysis-fix-query-errors-first", id = q.id.to_string())
            };
            out.push(
                Diagnostic::error(Code::QueryWithoutTable, msg!("analysis-served-no-table", id = q.id.to_string()))
                    .query(&q.id)
                    .fix(fix),
            );
        }
    }
}

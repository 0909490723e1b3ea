//! The anti-patterns of methodology §7, each a diagnostic with a stable code. The rules of
//! CQL's SELECT come from [`crate::query_plan`]; ordering problems are reported by
//! [`crate::validate`] (`order-against-clustering`), not again here.

use super::Ctx;
use super::size::human_number;
use crate::cql_type::{CqlType, NativeType};
use crate::diagnostic::{Code, Diagnostic};
use crate::logical::{Column, Origin, Table};
use crate::naming::snake_case;
use crate::project::{Bucket, Owner};
use crate::query_plan::{PlanProblem, plan};
use crate::text;
use crate::text::{Lang, Text};

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

const LOW_NAMES: &[&str] = &["status", "state", "type", "kind", "category", "flag", "gender", "level", "priority", "country", "region"];

fn cardinality(ctx: &Ctx<'_>, table: &Table, c: &Column) -> Card {
    let Some(a) = &c.attribute else {
        // A column with no attribute is a bucket only in a derived table; in a table defined
        // directly (imported CQL) it is simply not linked to the model: unknown, not constant.
        if c.role != crate::logical::Role::PartitionKey || !matches!(table.origin, Origin::Derived(_)) {
            return Card::Unknown;
        }
        return match &table.bucket {
            None => Card::Count(1.0, text!("{} is a constant bucket", "{} 是一个常量桶", c.name)),
            Some(Bucket::Random { count }) => {
                Card::Count(f64::from(*count), text!("{} is a random bucket 0..{}", "{} 是一个随机桶 0..{}", c.name, count.saturating_sub(1)))
            }
            Some(Bucket::Time { unit, .. }) => Card::Monotonic(text!(
                "{} is a {} bucket: all current writes go to the newest bucket",
                "{} 是按{}划分的桶：当前的写入全都落在最新的桶里",
                c.name,
                unit.words()
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
                return Card::Count(d, text!("{label} takes {} distinct values", "{label} 有 {} 个不同的值", human_number(d)));
            }
            let key = ctx.index.full_key(eid);
            if key.len() == 1 && key[0] == a {
                if e.estimates.growth.is_some() {
                    return Card::High(text!("{label} identifies a growing number of {}", "{label} 标识的 {} 数量不断增长", e.name));
                }
                if let Some(n) = e.estimates.count.filter(|n| n.is_finite() && *n >= 0.0) {
                    return Card::Count(n, text!("{label} identifies one of {} {}", "{label} 标识 {} 个 {} 中的一个", human_number(n), e.name));
                }
            }
        }
    }
    match c.ty {
        CqlType::Native(NativeType::Boolean) => return Card::Count(2.0, text!("{label} is a boolean", "{label} 是布尔值")),
        CqlType::Native(NativeType::Date) => {
            return Card::Monotonic(text!(
                "{label} is a date: all of one day's writes go to one partition",
                "{label} 是日期：同一天的写入全都落在一个分区里"
            ));
        }
        CqlType::Native(NativeType::Uuid | NativeType::Timeuuid | NativeType::Timestamp) => {
            return Card::High(text!("{label} is a {} (nearly unique)", "{label} 是 {}（几乎唯一）", c.ty));
        }
        _ => {}
    }
    let name = snake_case(&attr.name);
    let last = name.rsplit('_').next().unwrap_or(&name);
    if LOW_NAMES.contains(&last) {
        let last_zh = low_name_zh(last);
        return Card::NameLike(text!("{label} looks like a {last} (few values), judging by its name", "从名称看，{label} 像是{last_zh}（取值很少）"));
    }
    Card::Unknown
}

/// A low-cardinality name word (see `LOW_NAMES`) in Chinese.
fn low_name_zh(word: &str) -> &'static str {
    match word {
        "status" => "状态",
        "state" => "状态",
        "type" => "类型",
        "kind" => "种类",
        "category" => "类别",
        "flag" => "标志",
        "gender" => "性别",
        "level" => "级别",
        "priority" => "优先级",
        "country" => "国家",
        "region" => "地区",
        _ => "低基数的值",
    }
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
        let why = Text::join(&reasons, "; ", "；");
        let why_zh = why.get(Lang::Zh);
        let mut d = Diagnostic::warning(
            Code::HotPartition,
            text!("table {}: a hot partition key ({}): {why}", "表 {}：热点分区键（{}）：{why_zh}", t.name, t.key_signature()),
        )
        .table(&t.name)
        .fix(text!(
            "Add a high-cardinality column to the partition key (an id the query gives), or spread the writes with a random bucket 0..N-1 and read all N.",
            "请在分区键中加入一个高基数的列（查询给出的标识符），或用随机桶 0..N-1 分散写入，读取时读全部 N 个桶。"
        ));
        if guessed {
            d.append(&text!(
                ". Give the entity a distinct-values estimate to confirm or clear this",
                "。请为该实体给出不同值数量的估计值，以确认或排除这一问题"
            ));
        }
        out.push(first_query(d, t));
    }
}

/// Secondary indexes on high-cardinality columns: every lookup asks every node.
pub(crate) fn indexes(ctx: &Ctx<'_>, out: &mut Vec<Diagnostic>) {
    for t in &ctx.model.tables {
        // A vector's index answers nearest-neighbour searches, not lookups by value.
        for c in t.columns.iter().filter(|c| c.indexed && !matches!(c.ty, crate::cql_type::CqlType::Vector(..))) {
            let why = match cardinality(ctx, t, c) {
                Card::Count(n, why) if n >= ctx.settings.index_high_cardinality => why,
                Card::High(why) => why,
                _ => continue,
            };
            let users: Vec<&str> = t
                .queries
                .iter()
                .filter(|q| ctx.index.query(q).is_some_and(|q| q.given.iter().any(|g| Some(&g.attribute) == c.attribute.as_ref())))
                .map(|q| q.as_str())
                .collect();
            let used = if users.is_empty() { Text::new("", "") } else { text!(", used by {}", "，被 {} 使用", users.join(", ")) };
            let (why_zh, used_zh) = (why.get(Lang::Zh), used.get(Lang::Zh));
            let d = Diagnostic::warning(
                Code::IndexHighCardinality,
                text!(
                    "table {}: secondary index on the high-cardinality column {} ({why}){used}: every lookup asks every node",
                    "表 {}：在高基数列 {} 上建了二级索引（{why_zh}）{used_zh}：每次查找都要询问每个节点",
                    t.name,
                    c.name
                ),
            )
            .table(&t.name)
            .column(&c.name)
            .fix(text!(
                "Serve the query with a table of its own, partitioned by this column, instead of an index.",
                "请不用索引，而是用一张以该列为分区键的专用表来服务这个查询。"
            ));
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
                    PlanProblem::MultipleRanges { .. } => Diagnostic::warning(Code::MultipleRanges, Text::labelled(qid.as_str(), &problem.text()))
                        .fix(text!(
                            "Keep one range attribute in the query and filter the other in the application, or give the second its own table.",
                            "请在查询中只保留一个范围属性，另一个在应用中过滤，或者为第二个属性单独建一张表。"
                        )),
                    PlanProblem::NeedsFiltering { column, .. } if ranged.contains(&column) => continue,
                    PlanProblem::MissingColumn { attribute } => {
                        let dangling = q.given.iter().any(|g| ctx.index.attribute(&g.attribute).is_none() && &g.attribute.to_string() == attribute);
                        if dangling {
                            continue;
                        }
                        let what = problem.text();
                        let zh = what.get(Lang::Zh);
                        Diagnostic::error(
                            Code::AllowFiltering,
                            text!(
                                "{qid}: {what}, so it cannot be answered without ALLOW FILTERING",
                                "{qid}：{zh}，因此不用 ALLOW FILTERING 就无法回答"
                            ),
                        )
                        .fix(text!(
                            "Add the attribute back to the table's primary key, or re-derive the table.",
                            "请把该属性重新加入表的主键，或重新推导这张表。"
                        ))
                    }
                    PlanProblem::NeedsFiltering { column, .. } | PlanProblem::PartitionKeyUnrestricted { column } => {
                        Diagnostic::error(Code::AllowFiltering, Text::labelled(qid.as_str(), &problem.text())).column(column).fix(text!(
                            "Choose a key alternative that puts the column in the primary key in query order, or undo the manual edit.",
                            "请选择一个按查询顺序把该列放进主键的备选主键，或撤销手动修改。"
                        ))
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
                text!(
                    "{}: rows of {} are deleted regularly; each delete leaves a tombstone that reads of the partition scan until compaction (a queue)",
                    "{}：{} 的行会被定期删除；每次删除都会留下一个墓碑，在压缩之前读取该分区时都要扫描它（队列反模式）",
                    q.id,
                    t.name
                ),
            )
            .fix(text!(
                "Let rows expire by time bucket (and drop old buckets whole) or with a TTL, or use a queueing system for queues.",
                "请让行按时间桶过期（整桶删除旧数据）或使用 TTL，队列需求请交给消息队列系统。"
            ))
        } else {
            Diagnostic::info(
                Code::QueueAntiPattern,
                text!(
                    "{}: rows of {} are deleted regularly; with one row per partition tombstones cost little, but keep gc_grace_seconds in mind",
                    "{}：{} 的行会被定期删除；每个分区只有一行时墓碑的代价很小，但请留意 gc_grace_seconds",
                    q.id,
                    t.name
                ),
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
                text!(
                    "table {} serves no query: every write to it costs and nothing reads it",
                    "表 {} 不服务于任何查询：对它的每次写入都有代价，却没有读取",
                    t.name
                ),
            )
            .table(&t.name)
            .fix(text!("Attach the queries it serves (Physical tab), or drop the table.", "请关联它服务的查询（“物理模型”页），或删除这张表。")),
        );
    }
    let served = ctx.model.tables_by_query();
    for q in &ctx.index.project.queries {
        if !served.contains_key(q.id.as_str()) {
            out.push(Diagnostic::error(Code::QueryWithoutTable, text!("{} is served by no table", "没有表服务于 {}", q.id)).query(&q.id).fix(text!(
                "Re-derive the model, or attach the query to a table that answers it.",
                "请重新推导模型，或把该查询关联到能回答它的表。"
            )));
        }
    }
}

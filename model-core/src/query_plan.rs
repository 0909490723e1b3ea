//! How a query reads its table: the WHERE restrictions, the ORDER BY, and whether CQL can
//! answer it without `ALLOW FILTERING`. One place for the rules of CQL's SELECT, used by the
//! queries.cql writer, validation and the anti-pattern analysis.

use crate::cql::CqlType;
use crate::logical::{Column, Role, Table};
use crate::msg;
use crate::project::{Bucket, Direction, Index, IndexKind, IndexTarget, Predicate, Query};
use crate::text::Text;

/// How one column is restricted in the WHERE clause.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Restriction {
    /// `col = ?`
    Eq,
    /// `col IN ?`
    In,
    /// A range: `<`, `<=`, `>`, `>=`, or both bounds.
    Range(Predicate),
}

/// Something that keeps a query from being answered by its table as CQL requires.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlanProblem {
    /// A given attribute has no column in the table.
    MissingColumn {
        /// `Entity.attribute`.
        attribute: String,
    },
    /// A partition-key column is not restricted by `=` or `IN`.
    PartitionKeyUnrestricted {
        /// The column.
        column: String,
    },
    /// A restriction CQL accepts only with `ALLOW FILTERING`.
    NeedsFiltering {
        /// The column.
        column: String,
        /// Why, in words.
        why: Text,
    },
    /// More than one column restricted by a range.
    MultipleRanges {
        /// The columns.
        columns: Vec<String>,
    },
    /// An ORDER BY attribute that is not a clustering column.
    OrderNotClustering {
        /// The column or attribute.
        column: String,
    },
    /// ORDER BY on a clustering column while the partition key is not restricted (an index
    /// scan): CQL orders only within a partition.
    OrderWithoutPartition {
        /// The column asked.
        column: String,
    },
    /// A nearest-neighbour search (`ORDER BY v ANN OF ?`) the table cannot run as asked.
    Nearest {
        /// The vector column (or attribute).
        column: String,
        /// Why, in words.
        why: Text,
    },
    /// The requested order is neither the table's clustering order nor its exact reverse.
    OrderAgainstClustering {
        /// What was asked, e.g. `date DESC, hour ASC`.
        asked: String,
        /// What the table stores, e.g. `date DESC, hour DESC`.
        stored: String,
    },
}

/// The SELECT a query runs on its table.
#[derive(Clone, Debug, PartialEq)]
pub struct QueryPlan {
    /// Columns returned (the find attributes' columns), in the query's order.
    pub select: Vec<String>,
    /// WHERE restrictions, in primary-key order.
    pub restrictions: Vec<(String, Restriction)>,
    /// ORDER BY columns with directions (a prefix of the clustering columns).
    pub order: Vec<(String, Direction)>,
    /// The vector column of a nearest-neighbour search: `ORDER BY v ANN OF ?`.
    pub ann: Option<String>,
    /// `true` when the partition key is not restricted and indexes find the rows: every
    /// node is asked (an index scan of the whole table).
    pub scan: bool,
    /// Restrictions the application applies to the rows read, not the WHERE clause: a given
    /// attribute it updates in place, held as a regular column ([`crate::er::after_read`]).
    pub after_read: Vec<(String, Restriction)>,
    /// LIMIT.
    pub limit: Option<u32>,
    /// Notes for the application (how to compute a bucket, fan-out reads).
    pub notes: Vec<Text>,
    /// What prevents answering without ALLOW FILTERING (empty: answerable).
    pub problems: Vec<PlanProblem>,
}

impl QueryPlan {
    /// `true` when CQL answers the query from this table as it stands.
    pub fn is_answerable(&self) -> bool {
        self.problems.is_empty()
    }
}

/// Plans `query` on `table`.
pub fn plan(index: &Index<'_>, query: &Query, table: &Table) -> QueryPlan {
    let mut p = QueryPlan {
        select: Vec::new(),
        restrictions: Vec::new(),
        order: Vec::new(),
        ann: None,
        scan: false,
        after_read: Vec::new(),
        limit: query.limit,
        notes: Vec::new(),
        problems: Vec::new(),
    };
    // Each found attribute's column once, looked up by attribute (a query of a deep weak
    // chain finds thousands: a search per attribute was quadratic, issue 41 item 6).
    let by_attribute: rustc_hash::FxHashMap<&crate::ids::AttributeId, &str> =
        table.columns.iter().rev().filter_map(|c| c.attribute.as_ref().map(|a| (a, c.name.as_str()))).collect();
    let mut selected: rustc_hash::FxHashSet<&str> = rustc_hash::FxHashSet::default();
    for a in &query.find {
        if let Some(name) = by_attribute.get(a) {
            if selected.insert(name) {
                p.select.push((*name).to_owned());
            }
        }
    }
    // An aggregate's answer is its groups with their figures: the period and the aggregate
    // columns too, not only what it finds (issue 40, item 1: the hourly averages of a
    // network's sensors selected the sensor alone).
    if !query.aggregates.is_empty() && !p.select.is_empty() {
        let period = query.period().map(|per| &per.attribute);
        for c in &table.columns {
            let wanted = c.provenance.rule == crate::logical::Rule::Aggregate
                || (period.is_some() && c.attribute.as_ref() == period);
            if wanted && selected.insert(c.name.as_str()) {
                p.select.push(c.name.clone());
            }
        }
    }
    // A SELECT of only partition-key and static columns reads one row per partition, and
    // Cassandra refuses one that also restricts a clustering column ("Cannot restrict
    // clustering columns when selecting only static columns", found by `prove` on 5.0.9).
    // The query's rows are the table's rows: select the clustering columns too.
    let one_per_partition: rustc_hash::FxHashSet<&str> = table
        .columns
        .iter()
        .filter(|c| matches!(c.role, Role::Static | Role::PartitionKey))
        .map(|c| c.name.as_str())
        .collect();
    let only_static = !p.select.is_empty() && p.select.iter().all(|s| one_per_partition.contains(s.as_str()));
    if only_static {
        for c in table.clustering() {
            if selected.insert(c.name.as_str()) {
                p.select.push(c.name.clone());
            }
        }
    }
    if p.select.is_empty() {
        p.select.push("*".to_owned());
    }
    // Restrictions per column, from the given attributes.
    let mut by_column: Vec<(&Column, Restriction)> = Vec::new();
    let after_read = crate::er::after_read::givens(index, query);
    for g in &query.given {
        let Some(c) = table.column_for(&g.attribute) else {
            p.problems.push(PlanProblem::MissingColumn { attribute: index.label(&g.attribute) });
            continue;
        };
        let r = match g.predicate {
            Predicate::Eq => Restriction::Eq,
            Predicate::In => Restriction::In,
            other => Restriction::Range(other),
        };
        // Updated in place and held as a regular column: the application compares it.
        if !c.role.is_key() && !c.indexed && after_read.contains(&&g.attribute) {
            if !p.after_read.iter().any(|(x, _)| x == &c.name) {
                p.after_read.push((c.name.clone(), r));
                p.notes.push(msg!("query-plan-note-after-read", column = c.name.clone()));
                if !p.select.iter().any(|s| s == &c.name || s == "*") {
                    p.select.push(c.name.clone());
                }
            }
            continue;
        }
        if !by_column.iter().any(|(x, _)| x.name == c.name) {
            by_column.push((c, r));
        }
    }
    // Bucket columns are computed by the application.
    by_column.extend(bucket_restrictions(index, table, &mut p.notes));
    plan_nearest(query, table, &mut p);
    // A partition key not fully given by equality: SAI indexes (or a vector search) may still
    // find the rows, asking every node; each other restriction would need ALLOW FILTERING.
    let pk_given = table
        .partition_key()
        .all(|c| by_column.iter().any(|(x, r)| x.name == c.name && matches!(r, Restriction::Eq | Restriction::In)));
    let searched = p.ann.is_some() || by_column.iter().any(|(c, _)| is_sai(table, c));
    if !pk_given && searched {
        p.scan = true;
        p.notes.push(msg!("query-plan-note-sai-scan"));
        for (c, _) in &by_column {
            if !is_sai(table, c) && (c.role.is_key() || !c.indexed) {
                p.problems.push(PlanProblem::NeedsFiltering {
                    column: c.name.clone(),
                    why: msg!("query-plan-restricted-without-partition-key-no-sai", name = c.name.clone()),
                });
            }
        }
        let pos = |name: &str| table.columns.iter().position(|c| c.name == name).unwrap_or(usize::MAX);
        by_column.sort_by_key(|(c, _)| pos(&c.name));
        p.restrictions = by_column.iter().map(|(c, r)| (c.name.clone(), *r)).collect();
        if let Some(o) = query.order_by.first() {
            let column = table.column_for(&o.attribute).map_or_else(|| o.attribute.to_string(), |c| c.name.clone());
            p.problems.push(PlanProblem::OrderWithoutPartition { column });
        }
        return p;
    }
    for c in table.partition_key() {
        match by_column.iter().find(|(x, _)| x.name == c.name) {
            Some((_, Restriction::Eq | Restriction::In)) => {}
            Some((_, Restriction::Range(_))) => p.problems.push(PlanProblem::NeedsFiltering {
                column: c.name.clone(),
                why: msg!("query-plan-partition-key-column-takes-only", name = c.name.to_string()),
            }),
            None => p.problems.push(PlanProblem::PartitionKeyUnrestricted { column: c.name.clone() }),
        }
    }
    // Clustering: restricted columns must form a prefix; only the last may be a range.
    let clustering: Vec<&Column> = table.clustering().collect();
    let mut gap: Option<&str> = None;
    let mut range_seen: Option<&str> = None;
    for c in &clustering {
        match by_column.iter().find(|(x, _)| x.name == c.name) {
            // An SAI index finds the rows of a clustering column restricted out of order.
            Some((_, r)) if (gap.is_some() || range_seen.is_some()) && is_sai(table, c) => {
                if matches!(r, Restriction::Range(_)) {
                    range_seen = range_seen.or(Some(&c.name));
                }
                p.notes.push(msg!("query-plan-note-sai", column = c.name.clone()));
            }
            Some((_, r)) => {
                if let Some(g) = gap {
                    p.problems.push(PlanProblem::NeedsFiltering {
                        column: c.name.clone(),
                        why: msg!(
                            "query-plan-restricted-but-clustering-column-before-not",
                            name = c.name.to_string(),
                            g = g.to_string()
                        ),
                    });
                } else if let Some(prev) = range_seen {
                    p.problems.push(PlanProblem::NeedsFiltering {
                        column: c.name.clone(),
                        why: msg!(
                            "query-plan-restricted-after-range-only-last-restricted",
                            name = c.name.to_string(),
                            prev = prev.to_string()
                        ),
                    });
                }
                if matches!(r, Restriction::Range(_)) {
                    range_seen = Some(&c.name);
                }
            }
            None => gap = gap.or(Some(&c.name)),
        }
    }
    let ranges: Vec<String> = by_column
        .iter()
        .filter(|(c, r)| matches!(r, Restriction::Range(_)) && !is_sai(table, c))
        .map(|(c, _)| c.name.clone())
        .collect();
    if ranges.len() > 1 {
        p.problems.push(PlanProblem::MultipleRanges { columns: ranges });
    }
    for (c, _) in &by_column {
        if !c.role.is_key() {
            if is_sai(table, c) {
                p.notes.push(msg!("query-plan-note-sai", column = c.name.clone()));
            } else if c.indexed {
                p.notes.push(msg!("query-plan-note-secondary", column = c.name.clone()));
            } else {
                p.problems.push(PlanProblem::NeedsFiltering {
                    column: c.name.clone(),
                    why: msg!("query-plan-not-part-primary-key", name = c.name.to_string()),
                });
            }
        }
    }
    // Keep WHERE in primary-key order.
    let pos = |name: &str| table.columns.iter().position(|c| c.name == name).unwrap_or(usize::MAX);
    by_column.sort_by_key(|(c, _)| pos(&c.name));
    p.restrictions = by_column.iter().map(|(c, r)| (c.name.clone(), *r)).collect();
    plan_order(query, table, &clustering, &mut p);
    p
}

/// How the application restricts each bucket column of the partition key (it computes them),
/// with a note on how it reads them.
fn bucket_restrictions<'t>(
    index: &Index<'_>,
    table: &'t Table,
    notes: &mut Vec<Text>,
) -> Vec<(&'t Column, Restriction)> {
    table
        .partition_key()
        .filter(|c| c.attribute.is_none())
        .map(|c| {
            let r = match &table.bucket {
                Some(Bucket::Random { count }) => {
                    notes.push(msg!(
                        "query-plan-note-random-buckets",
                        column = c.name.clone(),
                        count = *count,
                        last = count.saturating_sub(1).to_string()
                    ));
                    Restriction::In
                }
                Some(Bucket::Time { attribute, unit }) => {
                    notes.push(msg!(
                        "query-plan-note-time-bucket",
                        column = c.name.clone(),
                        unit = unit.words(),
                        attribute = index.label(attribute),
                        units = msg!("time-unit-several", unit = unit.name())
                    ));
                    Restriction::Eq
                }
                None => {
                    notes.push(msg!("query-plan-note-assigned-bucket", column = c.name.clone()));
                    Restriction::Eq
                }
            };
            (c, r)
        })
        .collect()
}

/// `true` when an SAI index covers the column itself (not a collection's keys or entries).
pub fn is_sai(table: &Table, c: &Column) -> bool {
    table.indexes.iter().any(|i| {
        i.column.as_deref() == Some(c.name.as_str()) && i.kind() == IndexKind::Sai && i.target == IndexTarget::Column
    })
}

/// The nearest-neighbour search of a query: a vector column with an SAI index, a LIMIT, and
/// no other order (Cassandra 5.0's rules for `ORDER BY v ANN OF ?`).
fn plan_nearest(query: &Query, table: &Table, p: &mut QueryPlan) {
    let Some(n) = &query.nearest else { return };
    let Some(c) = table.column_for(&n.attribute) else {
        p.problems
            .push(PlanProblem::Nearest { column: n.attribute.to_string(), why: msg!("query-plan-no-vector-column") });
        return;
    };
    let mut why = Vec::new();
    if !matches!(c.ty, CqlType::Vector(..)) {
        why.push(msg!("query-plan-not-a-vector", name = c.name.clone(), ty = c.ty.to_string()));
    } else if !is_sai(table, c) {
        why.push(msg!("query-plan-no-sai-vector-index", name = c.name.clone()));
    }
    if query.limit.is_none() {
        why.push(msg!("query-plan-nearest-needs-limit"));
    }
    if !query.order_by.is_empty() {
        why.push(msg!("query-plan-nearest-takes-no-other-order"));
    }
    for w in why {
        p.problems.push(PlanProblem::Nearest { column: c.name.clone(), why: w });
    }
    p.ann = Some(c.name.clone());
    p.notes.push(msg!(
        "query-plan-note-nearest",
        column = c.name.clone(),
        limit = query.limit.unwrap_or(0).to_string()
    ));
}

fn plan_order(query: &Query, table: &Table, clustering: &[&Column], p: &mut QueryPlan) {
    if query.order_by.is_empty() {
        return;
    }
    let mut asked: Vec<(&Column, Direction)> = Vec::new();
    for o in &query.order_by {
        match table.column_for(&o.attribute) {
            Some(c) if matches!(c.role, Role::Clustering(_)) => asked.push((c, o.direction)),
            Some(c) => p.problems.push(PlanProblem::OrderNotClustering { column: c.name.clone() }),
            None => p.problems.push(PlanProblem::OrderNotClustering { column: o.attribute.to_string() }),
        }
    }
    if asked.is_empty() {
        return;
    }
    // Clustering columns fixed by `=` do not change the order; the rest must be asked in the
    // stored order, all as stored or all reversed.
    let eq_fixed = |c: &Column| p.restrictions.iter().any(|(n, r)| n == &c.name && *r == Restriction::Eq);
    let free: Vec<&&Column> = clustering.iter().filter(|c| !eq_fixed(c)).collect();
    let asked_free: Vec<&(&Column, Direction)> = asked.iter().filter(|(c, _)| !eq_fixed(c)).collect();
    let stored_dir = |c: &Column| match c.role {
        Role::Clustering(d) => d,
        _ => Direction::Asc,
    };
    let in_order =
        asked_free.iter().zip(free.iter()).all(|((a, _), f)| a.name == f.name) && asked_free.len() <= free.len();
    let same = asked_free.iter().all(|(c, d)| stored_dir(c) == *d);
    let reversed = asked_free.iter().all(|(c, d)| stored_dir(c) != *d);
    if !in_order || !(same || reversed) {
        let fmt = |v: Vec<(String, Direction)>| {
            v.iter().map(|(n, d)| format!("{n} {}", d.keyword())).collect::<Vec<_>>().join(", ")
        };
        p.problems.push(PlanProblem::OrderAgainstClustering {
            asked: fmt(asked.iter().map(|(c, d)| (c.name.clone(), *d)).collect()),
            stored: fmt(clustering.iter().map(|c| (c.name.clone(), stored_dir(c))).collect()),
        });
        return;
    }
    // ORDER BY: every clustering column up to the last one asked, in stored order, all in the
    // stored direction or all reversed.
    let last = asked.iter().filter_map(|(c, _)| clustering.iter().position(|x| x.name == c.name)).max().unwrap_or(0);
    p.order = clustering[..=last]
        .iter()
        .map(|c| (c.name.clone(), if reversed && !same { stored_dir(c).reversed() } else { stored_dir(c) }))
        .collect();
}

impl PlanProblem {
    /// What is wrong, in English and Chinese.
    pub fn text(&self) -> Text {
        match self {
            Self::MissingColumn { attribute } => {
                msg!("query-plan-table-has-no-column", attribute = attribute.to_string())
            }
            Self::PartitionKeyUnrestricted { column } => {
                msg!("query-plan-partition-key-column-not-given-so", column = column.to_string())
            }
            Self::NeedsFiltering { why, .. } => msg!("query-plan-cql-needs-allow-filtering", why = why.clone()),
            Self::MultipleRanges { columns } => {
                let columns: Vec<Text> = columns.iter().map(Text::verbatim).collect();
                msg!(
                    "query-plan-ranges-cql-restricts-only-one-clustering",
                    columns = Text::join(&columns, crate::text::Separator::And)
                )
            }
            Self::OrderNotClustering { column } => {
                msg!("query-plan-order-cql-orders-only-clustering-columns", column = column.to_string())
            }
            Self::OrderAgainstClustering { asked, stored } => {
                msg!(
                    "query-plan-order-neither-table-clustering-order-nor",
                    asked = asked.to_string(),
                    stored = stored.to_string()
                )
            }
            Self::OrderWithoutPartition { column } => {
                msg!("query-plan-order-only-within-partition", column = column.to_string())
            }
            Self::Nearest { column, why } => {
                msg!("query-plan-nearest-cannot-run", column = column.to_string(), why = why.clone())
            }
        }
    }
}

impl std::fmt::Display for PlanProblem {
    /// The English text.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text().en())
    }
}

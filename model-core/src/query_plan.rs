//! How a query reads its table: the WHERE restrictions, the ORDER BY, and whether CQL can
//! answer it without `ALLOW FILTERING`. One place for the rules of CQL's SELECT, used by the
//! queries.cql writer, validation and the anti-pattern analysis.

use crate::cql_type::CqlType;
use crate::logical::{Column, Role, Table};
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
    /// LIMIT.
    pub limit: Option<u32>,
    /// Notes for the application (how to compute a bucket, fan-out reads).
    pub notes: Vec<String>,
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
        limit: query.limit,
        notes: Vec::new(),
        problems: Vec::new(),
    };
    for a in &query.find {
        if let Some(c) = table.column_for(a) {
            if !p.select.contains(&c.name) {
                p.select.push(c.name.clone());
            }
        }
    }
    if p.select.is_empty() {
        p.select.push("*".to_owned());
    }
    // Restrictions per column, from the given attributes.
    let mut by_column: Vec<(&Column, Restriction)> = Vec::new();
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
        if !by_column.iter().any(|(x, _)| x.name == c.name) {
            by_column.push((c, r));
        }
    }
    // Bucket columns are computed by the application.
    for c in table.partition_key().filter(|c| c.attribute.is_none()) {
        let r = match &table.bucket {
            Some(Bucket::Random { count }) => {
                p.notes.push(format!("{}: read all {count} buckets (0..{}) and merge the results", c.name, count.saturating_sub(1)));
                Restriction::In
            }
            Some(Bucket::Time { attribute, unit }) => {
                p.notes.push(format!(
                    "{}: the {} of {} (one partition per {}; a range over several {}s reads each)",
                    c.name,
                    unit.name(),
                    index.label(attribute),
                    unit.name(),
                    unit.name()
                ));
                Restriction::Eq
            }
            None => {
                p.notes.push(format!("{}: the bucket the application assigned (a constant for a small set)", c.name));
                Restriction::Eq
            }
        };
        by_column.push((c, r));
    }
    plan_nearest(query, table, &mut p);
    // A partition key not fully given by equality: SAI indexes (or a vector search) may still
    // find the rows, asking every node; each other restriction would need ALLOW FILTERING.
    let pk_given = table.partition_key().all(|c| by_column.iter().any(|(x, r)| x.name == c.name && matches!(r, Restriction::Eq | Restriction::In)));
    let searched = p.ann.is_some() || by_column.iter().any(|(c, _)| is_sai(table, c));
    if !pk_given && searched {
        p.scan = true;
        p.notes.push("no partition key given: the SAI indexes ask every node (the whole table is searched)".to_owned());
        for (c, _) in &by_column {
            if !is_sai(table, c) && (c.role.is_key() || !c.indexed) {
                p.problems.push(PlanProblem::NeedsFiltering {
                    column: c.name.clone(),
                    why: crate::text!(
                        "{} is restricted without the whole partition key and has no SAI index",
                        "{} 受到限定，但没有给出完整的分区键，它也没有 SAI 索引",
                        c.name
                    ),
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
                why: crate::text!("{} is a partition-key column, which takes only = or IN", "{} 是分区键列，只能用 = 或 IN 限定", c.name),
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
                p.notes.push(format!("{}: served by its SAI index", c.name));
            }
            Some((_, r)) => {
                if let Some(g) = gap {
                    p.problems.push(PlanProblem::NeedsFiltering {
                        column: c.name.clone(),
                        why: crate::text!(
                            "{} is restricted but the clustering column {g} before it is not",
                            "{} 受到限定，但它之前的聚簇列 {g} 没有",
                            c.name
                        ),
                    });
                } else if let Some(prev) = range_seen {
                    p.problems.push(PlanProblem::NeedsFiltering {
                        column: c.name.clone(),
                        why: crate::text!(
                            "{} is restricted after the range on {prev}; only the last restricted clustering column may take a range",
                            "{} 在 {prev} 的范围条件之后还受到限定；只有最后一个受限定的聚簇列可以使用范围条件",
                            c.name
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
    let ranges: Vec<String> =
        by_column.iter().filter(|(c, r)| matches!(r, Restriction::Range(_)) && !is_sai(table, c)).map(|(c, _)| c.name.clone()).collect();
    if ranges.len() > 1 {
        p.problems.push(PlanProblem::MultipleRanges { columns: ranges });
    }
    for (c, _) in &by_column {
        if !c.role.is_key() {
            if is_sai(table, c) {
                p.notes.push(format!("{}: served by its SAI index", c.name));
            } else if c.indexed {
                p.notes.push(format!("{}: served by its secondary index", c.name));
            } else {
                p.problems.push(PlanProblem::NeedsFiltering {
                    column: c.name.clone(),
                    why: crate::text!("{} is not part of the primary key", "{} 不是主键的一部分", c.name),
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

/// `true` when an SAI index covers the column itself (not a collection's keys or entries).
pub fn is_sai(table: &Table, c: &Column) -> bool {
    table.indexes.iter().any(|i| i.column.as_deref() == Some(c.name.as_str()) && i.kind() == IndexKind::Sai && i.target == IndexTarget::Column)
}

/// The nearest-neighbour search of a query: a vector column with an SAI index, a LIMIT, and
/// no other order (Cassandra 5.0's rules for `ORDER BY v ANN OF ?`).
fn plan_nearest(query: &Query, table: &Table, p: &mut QueryPlan) {
    let Some(n) = &query.nearest else { return };
    let Some(c) = table.column_for(&n.attribute) else {
        p.problems.push(PlanProblem::Nearest {
            column: n.attribute.to_string(),
            why: crate::text!("the table has no column for the vector searched", "表中没有被搜索的向量的列"),
        });
        return;
    };
    let mut why = Vec::new();
    if !matches!(c.ty, CqlType::Vector(..)) {
        why.push(crate::text!("{} is {}, not a vector", "{} 是 {}，不是向量", c.name, c.ty));
    } else if !is_sai(table, c) {
        why.push(crate::text!("{} has no SAI vector index", "{} 没有 SAI 向量索引", c.name));
    }
    if query.limit.is_none() {
        why.push(crate::text!("a nearest-neighbour search needs a LIMIT (k)", "最近邻搜索需要 LIMIT（k）"));
    }
    if !query.order_by.is_empty() {
        why.push(crate::text!("a nearest-neighbour search takes no other ORDER BY", "最近邻搜索不能再有其他 ORDER BY"));
    }
    for w in why {
        p.problems.push(PlanProblem::Nearest { column: c.name.clone(), why: w });
    }
    p.ann = Some(c.name.clone());
    p.notes.push(format!("{}: the {} nearest vectors by its SAI index", c.name, query.limit.unwrap_or(0)));
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
    let in_order = asked_free.iter().zip(free.iter()).all(|((a, _), f)| a.name == f.name) && asked_free.len() <= free.len();
    let same = asked_free.iter().all(|(c, d)| stored_dir(c) == *d);
    let reversed = asked_free.iter().all(|(c, d)| stored_dir(c) != *d);
    if !in_order || !(same || reversed) {
        let fmt = |v: Vec<(String, Direction)>| v.iter().map(|(n, d)| format!("{n} {}", d.keyword())).collect::<Vec<_>>().join(", ");
        p.problems.push(PlanProblem::OrderAgainstClustering {
            asked: fmt(asked.iter().map(|(c, d)| (c.name.clone(), *d)).collect()),
            stored: fmt(clustering.iter().map(|c| (c.name.clone(), stored_dir(c))).collect()),
        });
        return;
    }
    // ORDER BY: every clustering column up to the last one asked, in stored order, all in the
    // stored direction or all reversed.
    let last = asked.iter().filter_map(|(c, _)| clustering.iter().position(|x| x.name == c.name)).max().unwrap_or(0);
    p.order =
        clustering[..=last].iter().map(|c| (c.name.clone(), if reversed && !same { stored_dir(c).reversed() } else { stored_dir(c) })).collect();
}

impl PlanProblem {
    /// What is wrong, in English and Chinese.
    pub fn text(&self) -> Text {
        match self {
            Self::MissingColumn { attribute } => crate::text!("the table has no column for {attribute}", "表中没有 {attribute} 的列"),
            Self::PartitionKeyUnrestricted { column } => crate::text!(
                "partition-key column {column} is not given, so every partition would be scanned",
                "没有给出分区键列 {column}，因此要扫描所有分区"
            ),
            Self::NeedsFiltering { why, .. } => {
                let zh = why.get(crate::text::Lang::Zh);
                crate::text!("{why}: CQL needs ALLOW FILTERING", "{zh}：CQL 需要 ALLOW FILTERING")
            }
            Self::MultipleRanges { columns } => {
                let (en, zh) = (columns.join(" and "), columns.join("、"));
                crate::text!(
                    "ranges on {en}: CQL restricts only one clustering column by a range",
                    "{zh} 上都有范围条件：CQL 只允许一个聚簇列使用范围条件"
                )
            }
            Self::OrderNotClustering { column } => {
                crate::text!("ORDER BY {column}: CQL orders only by clustering columns", "ORDER BY {column}：CQL 只能按聚簇列排序")
            }
            Self::OrderWithoutPartition { column } => crate::text!(
                "ORDER BY {column}: CQL orders only within a partition, and the partition key is not given",
                "ORDER BY {column}：CQL 只能在分区内排序，而查询没有给出分区键"
            ),
            Self::Nearest { column, why } => {
                let zh = why.get(crate::text::Lang::Zh);
                crate::text!("ORDER BY {column} ANN OF ?: {why}", "ORDER BY {column} ANN OF ?：{zh}")
            }
            Self::OrderAgainstClustering { asked, stored } => crate::text!(
                "ORDER BY {asked} is neither the table's clustering order ({stored}) nor its reverse",
                "ORDER BY {asked} 既不是表的聚簇顺序（{stored}），也不是它的逆序"
            ),
        }
    }
}

impl std::fmt::Display for PlanProblem {
    /// The English text.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.text().en())
    }
}

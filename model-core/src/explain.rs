//! Why each column of a derived table is there and in that place, in the method's terms
//! (methodology §4): the role (K, C↑, C↓, S), the mapping rule (MR1–MR5, bucket, manual), the
//! query and attribute it serves, and a [`Reason`] naming what the rule saw. Structured, so the
//! GUI can word it in any language; [`std::fmt::Display`] gives the English sentence
//! ("K: MR2, equality search (=) on POI.name in Q1").
//!
//! Also per table: the rules in the order the method applies them, each with the columns it
//! placed ([`RuleStep`]), and the query's access path on the ER diagram ([`QueryPath`]), for
//! highlighting and for teaching step by step. Pure functions, never panic.

use crate::cql::CqlType;
use crate::derive::{ErGraph, access_path};
use crate::ids::{AttributeId, EntityId, QueryId, RelationshipId};
use crate::logical::{Column, LogicalModel, Origin, Role, Rule, Table};
use crate::msg;
use crate::project::{AggregateFunction, Bucket, ColumnEdit, Direction, Index, Owner, Predicate, Project, TimeUnit};
use crate::text::Text;
use std::fmt;

/// What placed a column, with the names the rule worked on (attribute labels are
/// `Entity.attribute`, as the ER diagram shows them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// MR2: an equality (`=` or `IN`) search attribute, in the partition key.
    EqualitySearch {
        /// The attribute searched on.
        attribute: String,
        /// `=` or `IN`.
        predicate: Predicate,
        /// The query.
        query: QueryId,
    },
    /// MR2, a key alternative that moved an equality attribute after the partition key.
    EqualityAfterPartition {
        /// The attribute searched on.
        attribute: String,
        /// The query.
        query: QueryId,
    },
    /// MR3: a range search attribute, a clustering column.
    RangeSearch {
        /// The attribute searched on.
        attribute: String,
        /// `<`, `<=`, `>`, `>=` or a closed range.
        predicate: Predicate,
        /// The query.
        query: QueryId,
    },
    /// MR4: an ORDER BY attribute, a clustering column in its direction.
    Ordering {
        /// The attribute ordered by.
        attribute: String,
        /// ASC or DESC.
        direction: Direction,
        /// The query.
        query: QueryId,
    },
    /// MR5: a key attribute appended so that different rows of one partition stay apart.
    KeyCompletion {
        /// The key attribute.
        attribute: String,
        /// The entity (or relationship) whose key it is.
        key_of: String,
        /// The entity the query returns (whose rows are kept apart).
        rows_of: String,
        /// The partition key's attributes (empty when it is a bucket).
        partition: Vec<String>,
        /// The query.
        query: QueryId,
    },
    /// An artificial bucket: the query has no equality search attribute.
    NoEqualityBucket {
        /// The query.
        query: QueryId,
    },
    /// A time bucket chosen to bound a partition's size.
    TimeBucket {
        /// The time attribute it is computed from.
        attribute: String,
        /// The unit (day, month...).
        unit: TimeUnit,
        /// The query.
        query: QueryId,
    },
    /// A random bucket chosen to spread one partition over several.
    RandomBucket {
        /// Number of buckets.
        count: u32,
        /// The query.
        query: QueryId,
    },
    /// MR1, static: one value per partition, because the partition key holds the whole key of
    /// the attribute's owner.
    Static {
        /// The attribute returned.
        attribute: String,
        /// The entity (or relationship) whose key the partition key holds.
        owner: String,
        /// The query.
        query: QueryId,
    },
    /// MR1: an attribute the query returns.
    Returned {
        /// The attribute returned.
        attribute: String,
        /// The query.
        query: QueryId,
    },
    /// Added to the table by the user's edit.
    AddedByHand {
        /// The attribute added.
        attribute: String,
        /// The query whose table it is.
        query: QueryId,
    },
    /// Marked static (or not) by the user's edit.
    MarkedByHand {
        /// The attribute.
        attribute: String,
        /// Static or not.
        is_static: bool,
        /// The query whose table it is.
        query: QueryId,
    },
    /// An aggregate the query returns: a counter, or a column the application maintains.
    Aggregated {
        /// The column.
        column: String,
        /// What it aggregates: the function, and the attribute (`None`: the rows counted);
        /// `None` when the query no longer asks for it.
        of: Option<(AggregateFunction, Option<String>)>,
        /// Kept as a counter (else a maintained column).
        counter: bool,
        /// The query.
        query: QueryId,
    },
    /// The period a query's aggregates are kept per: computed by the application from a time.
    Period {
        /// The time attribute it is computed from.
        attribute: String,
        /// The period's length.
        unit: TimeUnit,
        /// The query.
        query: QueryId,
    },
    /// A small set of named things kept as a collection in the owner's row, as the user chose.
    Collected {
        /// The attribute collected.
        attribute: String,
        /// The query.
        query: QueryId,
    },
    /// A column of a table defined directly (imported CQL or made by hand), not derived.
    Defined {
        /// The table.
        table: String,
    },
}

impl Reason {
    /// The query the reason names, if any.
    pub fn query(&self) -> Option<&QueryId> {
        match self {
            Self::EqualitySearch { query, .. }
            | Self::EqualityAfterPartition { query, .. }
            | Self::RangeSearch { query, .. }
            | Self::Ordering { query, .. }
            | Self::KeyCompletion { query, .. }
            | Self::NoEqualityBucket { query }
            | Self::TimeBucket { query, .. }
            | Self::RandomBucket { query, .. }
            | Self::Static { query, .. }
            | Self::Returned { query, .. }
            | Self::Aggregated { query, .. }
            | Self::AddedByHand { query, .. }
            | Self::MarkedByHand { query, .. }
            | Self::Period { query, .. }
            | Self::Collected { query, .. } => Some(query),
            Self::Defined { .. } => None,
        }
    }
}

impl Reason {
    /// The reason in words (`reason-*` in `logical.ftl`), worded in the language shown.
    pub fn words(&self) -> Text {
        let q = |query: &QueryId| query.to_string();
        match self {
            Self::EqualitySearch { attribute, predicate, query } => {
                msg!("reason-equality", operator = predicate.symbol(), attribute = attribute, query = q(query))
            }
            Self::EqualityAfterPartition { attribute, query } => msg!("reason-equality-after", attribute = attribute, query = q(query)),
            Self::RangeSearch { attribute, predicate, query } => {
                msg!("reason-range", operator = predicate.symbol(), attribute = attribute, query = q(query))
            }
            Self::Ordering { attribute, direction, query } => {
                msg!("reason-order", attribute = attribute, direction = direction.keyword(), query = q(query))
            }
            Self::KeyCompletion { key_of, rows_of, partition, query, .. } if partition.is_empty() => {
                msg!("reason-key-completion-bucket", key_of = key_of, rows_of = rows_of, query = q(query))
            }
            Self::KeyCompletion { key_of, rows_of, partition, query, .. } => {
                msg!("reason-key-completion", key_of = key_of, rows_of = rows_of, partition = partition.join(", "), query = q(query))
            }
            Self::NoEqualityBucket { query } => msg!("reason-no-equality-bucket", query = q(query)),
            Self::TimeBucket { attribute, unit, query } => msg!("reason-time-bucket", unit = unit.words(), attribute = attribute, query = q(query)),
            Self::RandomBucket { count, query } => msg!("reason-random-bucket", count = count.to_string(), query = q(query)),
            Self::Static { attribute, owner, query } => msg!("reason-static", query = q(query), attribute = attribute, owner = owner),
            Self::Returned { attribute, query } => msg!("reason-returned", query = q(query), attribute = attribute),
            Self::Aggregated { column, of: Some((f, attribute)), counter, query } => {
                let of = attribute.as_ref().map_or_else(|| msg!("reason-aggregate-rows"), Text::verbatim);
                if *counter {
                    msg!("reason-aggregated-counter", query = q(query), function = f.said(), of = of, column = column)
                } else {
                    msg!("reason-aggregated-column", query = q(query), function = f.said(), of = of, column = column)
                }
            }
            Self::Aggregated { column, of: None, counter: true, query } => msg!("reason-aggregate-counter", query = q(query), column = column),
            Self::Aggregated { column, of: None, counter: false, query } => msg!("reason-aggregate-column", query = q(query), column = column),
            Self::AddedByHand { attribute, query } => msg!("reason-added-by-hand", attribute = attribute, query = q(query)),
            Self::MarkedByHand { attribute, is_static: true, query } => msg!("reason-marked-static", attribute = attribute, query = q(query)),
            Self::MarkedByHand { attribute, is_static: false, query } => {
                msg!("reason-marked-not-static", attribute = attribute, query = q(query))
            }
            Self::Defined { table } => msg!("reason-defined", table = table),
            Self::Period { attribute, unit, query } => msg!("reason-period", query = q(query), unit = unit.words(), attribute = attribute),
            Self::Collected { attribute, query } => msg!("reason-collected", query = q(query), attribute = attribute),
        }
    }
}

impl fmt::Display for Reason {
    /// The English words of [`Reason::words`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words().en())
    }
}

/// How a column's value is stored, when it is more than one plain value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Storage {
    /// A multi-valued attribute as a set (`{}`).
    Set,
    /// A multi-valued attribute as a list (`[]`).
    List,
    /// A multi-valued attribute as a map (`<>`).
    Map,
    /// A composite attribute as a user-defined type (`*`).
    Udt,
    /// A counter (`++`).
    Counter,
}

impl Storage {
    /// The storage of a column type, if it is a collection, UDT or counter.
    pub fn of(ty: &CqlType) -> Option<Self> {
        if ty.is_counter() {
            return Some(Self::Counter);
        }
        match ty {
            CqlType::Set(_) => Some(Self::Set),
            CqlType::List(_) => Some(Self::List),
            CqlType::Map(..) => Some(Self::Map),
            CqlType::Udt(_) => Some(Self::Udt),
            CqlType::Frozen(inner) => Self::of(inner),
            _ => None,
        }
    }
}

impl Storage {
    /// How the column is stored, in words (`storage-*`).
    pub fn words(self) -> Text {
        match self {
            Self::Set => msg!("storage-set"),
            Self::List => msg!("storage-list"),
            Self::Map => msg!("storage-map"),
            Self::Udt => msg!("storage-udt"),
            Self::Counter => msg!("storage-counter"),
        }
    }
}

impl fmt::Display for Storage {
    /// The English words of [`Storage::words`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words().en())
    }
}

/// Why one column is in its table and in its place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ColumnExplanation {
    /// The table.
    pub table: String,
    /// The column.
    pub column: String,
    /// K, C↑, C↓, S or regular.
    pub role: Role,
    /// The rule that placed it.
    pub rule: Rule,
    /// The query it serves (`None` for a defined table).
    pub query: Option<QueryId>,
    /// The attribute it stores (`None` for a bucket or a defined table's column).
    pub attribute: Option<AttributeId>,
    /// What the rule saw.
    pub reason: Reason,
    /// Collection, UDT or counter, if so.
    pub storage: Option<Storage>,
    /// A time (`timestamp`, `timeuuid`) no query orders by, clustered newest first.
    pub newest_first: bool,
}

impl ColumnExplanation {
    /// The whole explanation in words: `K: MR2, equality search (=) on POI.name in Q1`, then
    /// how the column is stored and whether it is read newest first; a regular column has no
    /// marker.
    pub fn words(&self) -> Text {
        let marker = self.role.marker();
        let mut line = if marker.is_empty() {
            msg!("explain-column", rule = self.rule.words(), reason = self.reason.words())
        } else {
            msg!("explain-column-marker", marker = marker, rule = self.rule.words(), reason = self.reason.words())
        };
        if let Some(s) = self.storage {
            line = msg!("explain-column-more", line = line, more = s.words());
        }
        if self.newest_first {
            line = msg!("explain-column-more", line = line, more = msg!("newest-first"));
        }
        line
    }
}

impl fmt::Display for ColumnExplanation {
    /// The English words of [`ColumnExplanation::words`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words().en())
    }
}

/// One mapping rule applied to a query's table, with what it placed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleStep {
    /// MR1..MR5, bucket or manual.
    pub rule: Rule,
    /// The columns it placed, in table order.
    pub columns: Vec<String>,
}

/// The entities and relationships a query goes through on the ER diagram (MR1).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct QueryPath {
    /// The entity the query returns.
    pub target: Option<EntityId>,
    /// Every entity involved (target first).
    pub entities: Vec<EntityId>,
    /// The relationships joining them.
    pub relationships: Vec<RelationshipId>,
}

/// A table explained: its queries, the rules in the method's order, and every column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableExplanation {
    /// The table.
    pub table: String,
    /// The queries it serves.
    pub queries: Vec<QueryId>,
    /// The first query's access path (empty for a defined table).
    pub path: QueryPath,
    /// Names of the entities and relationships on that path, in path order (entities first).
    pub path_names: Vec<String>,
    /// MR1 (what the query returns), MR2, MR3, MR4, MR5, then bucket and manual: each rule
    /// that placed at least one column.
    pub steps: Vec<RuleStep>,
    /// Every column, in table order.
    pub columns: Vec<ColumnExplanation>,
}

/// The order the method applies its rules in (methodology §4): the bucket stands in for MR2.
pub const RULE_ORDER: [Rule; 9] = [Rule::Mr1, Rule::Mr2, Rule::Bucket, Rule::Mr3, Rule::Mr4, Rule::Mr5, Rule::Aggregate, Rule::Manual, Rule::Defined];

/// Every table of `model` explained, in model order.
pub fn explain(project: &Project, model: &LogicalModel) -> Vec<TableExplanation> {
    let index = project.index();
    model.tables.iter().map(|t| explain_table_in(&index, t)).collect()
}

/// One table explained.
pub fn explain_table(project: &Project, table: &Table) -> TableExplanation {
    explain_table_in(&project.index(), table)
}

/// The explanation of the column named `column` of `table`, if it has one.
pub fn explain_column(project: &Project, table: &Table, column: &str) -> Option<ColumnExplanation> {
    let index = project.index();
    table.column(column).map(|c| column_explanation(&index, table, c))
}

/// The explanation of every column of `table`, in column order (one project index for all:
/// what the inspector shows each frame).
pub fn explain_columns(project: &Project, table: &Table) -> Vec<ColumnExplanation> {
    let index = project.index();
    table.columns.iter().map(|c| column_explanation(&index, table, c)).collect()
}

/// The access path of a query on the ER diagram (empty when the query does not exist).
pub fn query_path(project: &Project, query: &QueryId) -> QueryPath {
    let index = project.index();
    query_path_in(&index, query)
}

fn query_path_in(index: &Index<'_>, query: &QueryId) -> QueryPath {
    let Some(q) = index.query(query) else { return QueryPath::default() };
    let graph = ErGraph::new(index);
    let path = access_path(index, &graph, q);
    QueryPath {
        target: path.target.cloned(),
        entities: path.entities.into_iter().cloned().collect(),
        relationships: path.relationships.into_iter().cloned().collect(),
    }
}

fn explain_table_in(index: &Index<'_>, table: &Table) -> TableExplanation {
    let columns: Vec<ColumnExplanation> = table.columns.iter().map(|c| column_explanation(index, table, c)).collect();
    let path = match &table.origin {
        Origin::Derived(q) => query_path_in(index, q),
        Origin::Defined(_) => QueryPath::default(),
    };
    let path_names = path
        .entities
        .iter()
        .map(|e| index.entity(e).map_or_else(|| e.to_string(), |e| e.name.clone()))
        .chain(path.relationships.iter().map(|r| index.relationship(r).map_or_else(|| r.to_string(), |r| r.name.clone())))
        .collect();
    let steps = RULE_ORDER
        .iter()
        .filter_map(|&rule| {
            let cols: Vec<String> = columns.iter().filter(|c| c.rule == rule).map(|c| c.column.clone()).collect();
            (!cols.is_empty()).then_some(RuleStep { rule, columns: cols })
        })
        .collect();
    TableExplanation { table: table.name.clone(), queries: table.queries.clone(), path, path_names, steps, columns }
}

fn column_explanation(index: &Index<'_>, table: &Table, c: &Column) -> ColumnExplanation {
    ColumnExplanation {
        table: table.name.clone(),
        column: c.name.clone(),
        role: c.role,
        rule: c.provenance.rule,
        query: c.provenance.query.clone(),
        attribute: c.attribute.clone(),
        reason: reason(index, table, c),
        storage: Storage::of(&c.ty),
        newest_first: c.role == Role::Clustering(Direction::Desc)
            && c.provenance.rule != Rule::Mr4
            && matches!(c.ty, CqlType::Native(crate::cql::NativeType::Timestamp | crate::cql::NativeType::Timeuuid)),
    }
}

fn reason(index: &Index<'_>, table: &Table, c: &Column) -> Reason {
    let (Some(query), Origin::Derived(_)) = (c.provenance.query.clone(), &table.origin) else {
        return Reason::Defined { table: table.name.clone() };
    };
    let q = index.query(&query);
    let attribute = c.attribute.as_ref().map_or_else(|| c.name.clone(), |a| index.label(a));
    let given = |a: &AttributeId| q.and_then(|q| q.given.iter().find(|g| &g.attribute == a)).map(|g| g.predicate);
    if let Some((a, unit, _)) = table.period().filter(|(_, _, col)| *col == c.name) {
        return Reason::Period { attribute: index.label(a), unit, query };
    }
    if let Some((a, _)) = table.collection().filter(|(_, col)| *col == c.name) {
        return Reason::Collected { attribute: index.label(a), query };
    }
    match c.provenance.rule {
        Rule::Mr2 if c.role == Role::PartitionKey => {
            let predicate = c.attribute.as_ref().and_then(given).unwrap_or(Predicate::Eq);
            Reason::EqualitySearch { attribute, predicate, query }
        }
        Rule::Mr2 => Reason::EqualityAfterPartition { attribute, query },
        Rule::Mr3 => {
            let predicate = c.attribute.as_ref().and_then(given).unwrap_or(Predicate::Range);
            Reason::RangeSearch { attribute, predicate, query }
        }
        Rule::Mr4 => {
            let direction = match c.role {
                Role::Clustering(d) => d,
                _ => Direction::Asc,
            };
            Reason::Ordering { attribute, direction, query }
        }
        Rule::Mr5 => {
            let key_of = c.attribute.as_ref().map_or_else(String::new, |a| owner_name(index, a));
            let rows_of = q
                .map(|q| query_path_in(index, &q.id))
                .and_then(|p| p.target)
                .and_then(|t| index.entity(&t))
                .map_or_else(|| key_of.clone(), |e| e.name.clone());
            let partition = table.partition_key().filter_map(|p| p.attribute.as_ref()).map(|a| index.label(a)).collect();
            Reason::KeyCompletion { attribute, key_of, rows_of, partition, query }
        }
        Rule::Bucket => match &table.bucket {
            Some(Bucket::Time { attribute, unit }) => Reason::TimeBucket { attribute: index.label(attribute), unit: *unit, query },
            Some(Bucket::Random { count }) => Reason::RandomBucket { count: *count, query },
            None => Reason::NoEqualityBucket { query },
        },
        Rule::Mr1 if c.role == Role::Static => {
            let owner = c.attribute.as_ref().map_or_else(String::new, |a| owner_name(index, a));
            Reason::Static { attribute, owner, query }
        }
        Rule::Mr1 => Reason::Returned { attribute, query },
        Rule::Manual => {
            let marked = c.attribute.as_ref().and_then(|a| {
                index.project.overrides.tables.get(&query).and_then(|o| {
                    o.columns.iter().rev().find_map(|e| match e {
                        ColumnEdit::Static { attribute, is_static } if attribute == a => Some(*is_static),
                        _ => None,
                    })
                })
            });
            match marked {
                Some(_) => Reason::MarkedByHand { attribute, is_static: c.role == Role::Static, query },
                None => Reason::AddedByHand { attribute, query },
            }
        }
        Rule::Aggregate => Reason::Aggregated {
            column: c.name.clone(),
            of: q.and_then(|q| aggregated(q, c)).map(|(f, a)| (f, a.map(|a| index.label(a)))),
            counter: c.ty == crate::cql::CqlType::Native(crate::cql::NativeType::Counter),
            query,
        },
        Rule::Defined => Reason::Defined { table: table.name.clone() },
    }
}

/// The aggregate of `query` an aggregate column holds: of its attribute, the one whose
/// function names the column (`min_value`; a sum for an average's total), else the first; a
/// column of no attribute counts the rows (a count, or the count an average divides by).
fn aggregated<'q>(query: &'q crate::project::Query, c: &Column) -> Option<(AggregateFunction, Option<&'q AttributeId>)> {
    let Some(a) = &c.attribute else {
        return query
            .aggregates
            .iter()
            .any(|g| matches!(g.function, AggregateFunction::Count | AggregateFunction::Avg))
            .then_some((AggregateFunction::Count, None));
    };
    let of: Vec<&crate::project::Aggregate> = query.aggregates.iter().filter(|g| g.attribute.as_ref() == Some(a)).collect();
    let named = |g: &&&crate::project::Aggregate| {
        let f = if g.function == AggregateFunction::Avg { AggregateFunction::Sum } else { g.function };
        c.name.starts_with(&format!("{}_", f.name()))
    };
    let g = of.iter().find(named).or(of.first())?;
    let f = if g.function == AggregateFunction::Avg { AggregateFunction::Sum } else { g.function };
    Some((f, g.attribute.as_ref()))
}

/// The name of the entity or relationship an attribute belongs to.
fn owner_name(index: &Index<'_>, a: &AttributeId) -> String {
    match index.attribute(a) {
        Some((Owner::Entity(e), _)) => index.entity(e).map_or_else(|| e.to_string(), |e| e.name.clone()),
        Some((Owner::Relationship(r), _)) => index.relationship(r).map_or_else(|| r.to_string(), |r| r.name.clone()),
        None => a.to_string(),
    }
}

#[cfg(test)]
mod tests;

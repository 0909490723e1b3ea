//! Why each column of a derived table is there and in that place, in the method's terms
//! (methodology §4): the role (K, C↑, C↓, S), the mapping rule (MR1–MR5, bucket, manual), the
//! query and attribute it serves, and the [`Reason`] derivation gave it (read, never rebuilt:
//! `crate::logical::Provenance::reason`). Structured, so the GUI can word it in any language;
//! [`std::fmt::Display`] gives the English sentence ("K: MR2, equality search (=) on POI.name
//! in Q1").
//!
//! Also per table: the rules in the order the method applies them, each with the columns it
//! placed ([`RuleStep`]), and the query's access path on the ER diagram ([`QueryPath`]), for
//! highlighting and for teaching step by step. Pure functions, never panic.

use crate::cql::CqlType;
use crate::derive::{ErGraph, access_path};
use crate::ids::{AttributeId, EntityId, QueryId, RelationshipId};
use crate::logical::{Column, LogicalModel, Origin, Role, Rule, Table};
pub use crate::logical::{Reason, TimeNote};
use crate::msg;
use crate::project::{Index, Project};
use crate::text::Text;
use std::fmt;

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
    /// What the rule saw: the column's [`crate::logical::Provenance::reason`], as derivation
    /// decided it.
    pub reason: Reason,
    /// Collection, UDT or counter, if so.
    pub storage: Option<Storage>,
    /// A time no query orders by, clustered newest first (the reason's [`TimeNote`]).
    pub newest_first: bool,
}

impl ColumnExplanation {
    /// The whole explanation in words: `K: MR2, equality search (=) on POI.name in Q1` (with
    /// the reason's note on a time read newest first), then how the column is stored; a regular
    /// column has no marker.
    pub fn words(&self) -> Text {
        let marker = self.role.marker();
        let reason = self.reason_words();
        let line = if marker.is_empty() {
            msg!("explain-column", rule = self.rule.words(), reason = reason)
        } else {
            msg!("explain-column-marker", marker = marker, rule = self.rule.words(), reason = reason)
        };
        match self.storage {
            Some(s) => msg!("explain-column-more", line = line, more = s.words()),
            None => line,
        }
    }
}

impl ColumnExplanation {
    /// The reason alone in words, with the query it serves (`reason-*`).
    pub fn reason_words(&self) -> Text {
        self.reason.words(self.query.as_ref())
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
pub const RULE_ORDER: [Rule; 9] =
    [Rule::Mr1, Rule::Mr2, Rule::Bucket, Rule::Mr3, Rule::Mr4, Rule::Mr5, Rule::Aggregate, Rule::Manual, Rule::Defined];

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
pub fn explain_column(table: &Table, column: &str) -> Option<ColumnExplanation> {
    table.column(column).map(|c| column_explanation(table, c))
}

/// The explanation of every column of `table`, in column order (what the inspector shows
/// each frame: read from the columns, nothing walked again).
pub fn explain_columns(table: &Table) -> Vec<ColumnExplanation> {
    table.columns.iter().map(|c| column_explanation(table, c)).collect()
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
    let columns: Vec<ColumnExplanation> = table.columns.iter().map(|c| column_explanation(table, c)).collect();
    let path = match &table.origin {
        Origin::Derived(q) => query_path_in(index, q),
        Origin::Defined(_) => QueryPath::default(),
    };
    let path_names = path
        .entities
        .iter()
        .map(|e| index.entity(e).map_or_else(|| e.to_string(), |e| e.name.clone()))
        .chain(
            path.relationships.iter().map(|r| index.relationship(r).map_or_else(|| r.to_string(), |r| r.name.clone())),
        )
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

fn column_explanation(table: &Table, c: &Column) -> ColumnExplanation {
    ColumnExplanation {
        table: table.name.clone(),
        column: c.name.clone(),
        role: c.role,
        rule: c.provenance.rule,
        query: c.provenance.query.clone(),
        attribute: c.attribute.clone(),
        reason: c.provenance.reason.clone(),
        storage: Storage::of(&c.ty),
        newest_first: c.provenance.reason.note() == Some(&TimeNote::NewestFirst),
    }
}

#[cfg(test)]
mod tests;

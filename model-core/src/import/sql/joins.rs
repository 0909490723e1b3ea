//! The equality joins of the application's SELECTs, read when each statement is first parsed
//! (before the schema is known, which may come in a later file): the tables of the FROM
//! clause by alias, and each `a.x = b.y` of an `ON`, a `USING` or the `WHERE` clause.
//! `inference.rs` reads them against the schema as relationships where no foreign key
//! declares one (issue 46).

use super::At;
use super::catalog::{key_of, last_part};
use super::conditions::{Condition, conjuncts};
use super::sources::{join_conditions, join_names};
use sqlparser::ast::{Expr, Query, TableFactor};

/// A column a join names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum ColumnRef {
    /// `x`: the first table of the FROM clause holding it.
    Bare(String),
    /// `t.x`: the table named (or aliased) `t`.
    Qualified(String, String),
    /// A `USING (x)` column on the left of a join: the first of the FROM item's tables up
    /// to `upto` (a place in its list of [`SelectJoins::names`]) holding it.
    Left {
        /// The FROM item.
        item: usize,
        /// The last place of the item's tables on the join's left.
        upto: usize,
        /// The column (key).
        column: String,
    },
}

impl ColumnRef {
    /// The column's key.
    pub fn column(&self) -> &str {
        match self {
            Self::Bare(c) | Self::Qualified(_, c) | Self::Left { column: c, .. } => c,
        }
    }
}

/// One equality of two columns: both sides and the SQL as written (`s.userid = a.userid`).
#[derive(Clone, Debug)]
pub(crate) struct Equality {
    /// The left side.
    pub left: ColumnRef,
    /// The right side.
    pub right: ColumnRef,
    /// The condition as written.
    pub sql: String,
}

/// The joins of one SELECT.
#[derive(Clone, Debug, Default)]
pub(crate) struct SelectJoins {
    /// Where the SELECT is.
    pub at: At,
    /// Its place among the SELECTs kept for the workflow (the query it becomes, if any).
    pub select: usize,
    /// The tables of the FROM clause (alias or name, table; keys), in order.
    pub sources: Vec<(String, String)>,
    /// For each FROM item, the names (alias or name, keys) of its tables, in order.
    pub names: Vec<Vec<String>>,
    /// Its equalities of columns.
    pub equalities: Vec<Equality>,
}

/// The joins of a SELECT (its first, for a `UNION`): `None` when it joins nothing.
pub(crate) fn read(q: &Query, at: At, select: usize) -> Option<SelectJoins> {
    let (Some(s), _) = super::queries::first_select(&q.body) else { return None };
    let mut out = SelectJoins { at, select, ..SelectJoins::default() };
    for t in &s.from {
        for f in std::iter::once(&t.relation).chain(t.joins.iter().map(|j| &j.relation)) {
            if let TableFactor::Table { name, alias, .. } = f {
                let table = key_of(&last_part(name));
                let alias = alias.as_ref().map_or_else(|| table.clone(), |a| key_of(&a.name.value));
                out.sources.push((alias, table));
            }
        }
    }
    if out.sources.len() < 2 {
        return None;
    }
    let names = join_names(s);
    let joins = join_conditions(s, &names);
    let conditions = s.selection.as_ref().map(conjuncts).unwrap_or_default();
    for c in joins.iter().flat_map(|(c, _)| c).chain(&conditions) {
        match c {
            Condition::Join(l, r) => {
                if let (Some(left), Some(right)) = (column_ref(l), column_ref(r)) {
                    out.equalities.push(Equality { left, right, sql: format!("{l} = {r}") });
                }
            }
            Condition::Using { item, left, right, column } => {
                let Some(upto) = left.len().checked_sub(1) else { continue };
                let left = ColumnRef::Left { item: *item, upto, column: column.clone() };
                let right = ColumnRef::Qualified((*right).to_owned(), column.clone());
                out.equalities.push(Equality { left, right, sql: format!("USING ({column})") });
            }
            _ => {}
        }
    }
    out.names = names;
    (!out.equalities.is_empty()).then_some(out)
}

/// A column reference as a [`ColumnRef`].
fn column_ref(e: &Expr) -> Option<ColumnRef> {
    match e {
        Expr::Identifier(i) => Some(ColumnRef::Bare(key_of(&i.value))),
        Expr::CompoundIdentifier(parts) if parts.len() >= 2 => {
            Some(ColumnRef::Qualified(key_of(&parts[parts.len() - 2].value), key_of(&parts[parts.len() - 1].value)))
        }
        Expr::Nested(inner) => column_ref(inner),
        _ => None,
    }
}

//! The tables a SELECT reads (its FROM clause, by alias and by name), how a column reference
//! finds its table, and the conditions of its joins. Every lookup is a hash lookup or a
//! walk of the query's distinct tables, so a query of thousands of joins reads in time
//! near-linear in its length (issue 41: `JOIN … USING` was cubic).

use super::catalog::{key_of, last_part};
use super::conditions::{Condition, conjuncts};
use super::schema::{ColumnMap, Mapping, TableMap};
use crate::project::Index;
use rustc_hash::{FxHashMap, FxHashSet};
use sqlparser::ast::{Expr, Join, JoinConstraint, JoinOperator, Select, TableFactor};
use std::cell::OnceCell;

/// Above this many distinct tables, an unqualified column is found through one map of every
/// column of the query's tables (made once) rather than by asking each table.
const MAP_COLUMNS_FROM: usize = 32;

/// The tables a SELECT reads, by alias (and by name).
pub(crate) struct Sources<'m> {
    /// alias or name (key) → table key, in FROM order.
    pub by_name: Vec<(String, String)>,
    mapping: &'m Mapping,
    /// An alias or a table's name → the places in `by_name` it names (alias or table), the
    /// first of each table only: the first of them holding a column is the one meant.
    named: FxHashMap<String, Vec<usize>>,
    /// The first place of each table, in FROM order.
    distinct: Vec<usize>,
    /// An alias → its first place (a `USING` column is looked up by alias).
    aliases: FxHashMap<String, usize>,
    /// A column's key → the first place (of `distinct`) whose table holds it.
    columns: OnceCell<FxHashMap<String, usize>>,
    /// The role an alias plays in a self-join (`employee m` joined on `e.manager_id = m.id`
    /// plays `manager`): its columns name that end of the relationship.
    roles: FxHashMap<String, String>,
}

impl<'m> Sources<'m> {
    /// The sources of `by_name` (alias, table key), in FROM order.
    pub fn new(by_name: Vec<(String, String)>, mapping: &'m Mapping) -> Self {
        let mut named: FxHashMap<String, Vec<usize>> = FxHashMap::default();
        let mut seen: FxHashSet<(&str, &str)> = FxHashSet::default();
        let mut tables: FxHashSet<&str> = FxHashSet::default();
        let mut distinct = Vec::new();
        let mut aliases = FxHashMap::default();
        for (i, (alias, table)) in by_name.iter().enumerate() {
            for name in [alias, table] {
                if seen.insert((name, table)) {
                    named.entry(name.clone()).or_default().push(i);
                }
            }
            if tables.insert(table) {
                distinct.push(i);
            }
            aliases.entry(alias.clone()).or_insert(i);
        }
        Self { by_name, mapping, named, distinct, aliases, columns: OnceCell::new(), roles: FxHashMap::default() }
    }

    /// The mapping of a table (by key).
    pub fn table(&self, key: &str) -> Option<&'m TableMap> {
        self.mapping.get(key)
    }

    /// The table at a place of `by_name`.
    fn at(&self, place: usize) -> Option<&'m TableMap> {
        self.by_name.get(place).and_then(|(_, t)| self.table(t))
    }

    /// The table of the first source named `alias` (an alias only).
    pub fn by_alias(&self, alias: &str) -> Option<&'m TableMap> {
        self.aliases.get(alias).and_then(|&p| self.at(p))
    }

    /// The mapping of a column reference (`c`, `t.c`): the first source holding it.
    pub fn column(&self, e: &Expr) -> Option<(&'m TableMap, ColumnMap)> {
        let (qualifier, column) = match e {
            Expr::Identifier(i) => (None, key_of(&i.value)),
            Expr::CompoundIdentifier(parts) if parts.len() >= 2 => {
                (Some(key_of(&parts[parts.len() - 2].value)), key_of(&parts[parts.len() - 1].value))
            }
            Expr::Nested(inner) => return self.column(inner),
            _ => return None,
        };
        let holding =
            |place: &usize| self.at(*place).and_then(|t| t.columns.get(&column).map(|c| (t, self.in_role(*place, c))));
        match qualifier {
            Some(q) => self.named.get(&q)?.iter().find_map(holding),
            None if self.distinct.len() > MAP_COLUMNS_FROM => self.column_places().get(&column).and_then(holding),
            None => self.distinct.iter().find_map(holding),
        }
    }

    /// A column of the source at `place`, in the role its alias plays.
    fn in_role(&self, place: usize, c: &ColumnMap) -> ColumnMap {
        let role = self.by_name.get(place).and_then(|(alias, _)| self.roles.get(alias));
        match (c, role) {
            (ColumnMap::Attr(a), Some(role)) => ColumnMap::Attr(a.with_role(role)),
            _ => c.clone(),
        }
    }

    /// The roles of the aliases a self-join names (issue 41): in `e.manager_id = m.id`, a
    /// foreign key to its own table (`e.manager_id`, whose column names the referred end's
    /// role, `manager`) equal to the key it refers to in another alias of that table (`m.id`):
    /// `m` plays that role, so the query names which end it means and `check` can tell them
    /// apart (`e`, named without a role, stays at the other end).
    pub fn self_join_roles<'c>(&mut self, conditions: impl Iterator<Item = &'c Condition<'c>>, index: &Index<'_>) {
        for c in conditions {
            let Condition::Join(l, r) = c else { continue };
            for (foreign, other) in [(*l, *r), (*r, *l)] {
                let Some((table, ColumnMap::Foreign(rel, attribute))) = self.column(foreign) else { continue };
                let (key, Some(role)) = attribute.split_role() else { continue };
                let (Some(alias), from) = (qualifier(other), qualifier(foreign)) else { continue };
                let is_self = index.relationship(&rel).is_some_and(|r| r.is_self());
                // The key of the same table: an m:n table's foreign keys name their own roles,
                // and the entity joined to one stays at the other end, as a query naming one
                // role reads.
                let referred = matches!(self.column(other), Some((t, ColumnMap::Attr(a))) if a.as_str() == key && t.name == table.name);
                if is_self && referred && from.as_ref() != Some(&alias) && !self.roles.contains_key(&alias) {
                    self.roles.insert(alias, role.to_owned());
                }
            }
        }
    }

    /// Every column of the query's tables → the first place holding it.
    fn column_places(&self) -> &FxHashMap<String, usize> {
        self.columns.get_or_init(|| {
            let mut out = FxHashMap::default();
            for &place in &self.distinct {
                for column in self.at(place).iter().flat_map(|t| t.columns.keys()) {
                    out.entry(column.clone()).or_insert(place);
                }
            }
            out
        })
    }
}

/// The alias (or table name) a column reference is qualified by (`m` of `m.id`), as a key.
fn qualifier(e: &Expr) -> Option<String> {
    match e {
        Expr::CompoundIdentifier(parts) if parts.len() >= 2 => Some(key_of(&parts[parts.len() - 2].value)),
        Expr::Nested(inner) => qualifier(inner),
        _ => None,
    }
}

/// A join's constraint and whether it is an outer join; `None` for the joins read as none
/// (`APPLY`, semi and anti joins), whose tables are not on the left of later joins either.
fn constraint_of(j: &Join) -> Option<(&JoinConstraint, bool)> {
    match &j.join_operator {
        JoinOperator::Join(c) | JoinOperator::Inner(c) | JoinOperator::CrossJoin(c) => Some((c, false)),
        JoinOperator::Left(c)
        | JoinOperator::LeftOuter(c)
        | JoinOperator::Right(c)
        | JoinOperator::RightOuter(c)
        | JoinOperator::FullOuter(c) => Some((c, true)),
        _ => None,
    }
}

/// The names (alias or name, key) of each FROM item's tables: its first, then those of its
/// joins, in order.
pub(crate) fn join_names(select: &Select) -> Vec<Vec<String>> {
    let names = |t: &sqlparser::ast::TableWithJoins| {
        std::iter::once(name_of(&t.relation))
            .chain(t.joins.iter().filter(|j| constraint_of(j).is_some()).map(|j| name_of(&j.relation)))
            .collect()
    };
    select.from.iter().map(names).collect()
}

/// Each join's conditions (ON, USING), and whether it is an outer join; `names` are
/// [`join_names`]'s, which a `USING` condition borrows its tables from.
pub(crate) fn join_conditions<'a>(select: &'a Select, names: &'a [Vec<String>]) -> Vec<(Vec<Condition<'a>>, bool)> {
    let mut out = Vec::new();
    for (item, (t, names)) in select.from.iter().zip(names).enumerate() {
        for (k, (constraint, outer)) in t.joins.iter().filter_map(constraint_of).enumerate() {
            let conditions = match constraint {
                JoinConstraint::On(e) => conjuncts(e),
                JoinConstraint::Using(cols) => match (names.get(..=k), names.get(k + 1)) {
                    (Some(left), Some(right)) => cols
                        .iter()
                        .map(|c| Condition::Using { item, left, right, column: key_of(&last_part(c)) })
                        .collect(),
                    _ => Vec::new(),
                },
                _ => Vec::new(),
            };
            out.push((conditions, outer));
        }
    }
    out
}

/// A FROM item's alias or name (key).
fn name_of(f: &TableFactor) -> String {
    match f {
        TableFactor::Table { name, alias, .. } => {
            alias.as_ref().map_or_else(|| key_of(&last_part(name)), |a| key_of(&a.name.value))
        }
        _ => String::new(),
    }
}

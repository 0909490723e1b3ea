//! The application's SQL queries → the workflow: each `SELECT` an access pattern (given,
//! find, order by, aggregates, limit, and the relationships its joins use as `via`); what
//! Cassandra cannot serve as asked is dropped with a note saying what the design does
//! instead. `INSERT`, `UPDATE` and `DELETE` are collected as the write path.

use super::catalog::{key_of, last_part};
use super::conditions::{Condition, Dropped, conjuncts};
use super::schema::{ColumnMap, Mapping, TableMap};
use super::{At, Findings, Subject};
use crate::ids::{AttributeId, EntityId, QueryId, RelationshipId};
use crate::msg;
use crate::project::{Aggregate, AggregateFunction, Direction, Given, Index, Ordering, Predicate, Project, Query};
use crate::text::Text;
use sqlparser::ast::{
    Expr, FunctionArg, FunctionArgExpr, FunctionArguments, GroupByExpr, JoinConstraint, JoinOperator, LimitClause, OrderByKind, OrderBySort,
    Query as SqlQuery, Select, SelectItem, SelectItemQualifiedWildcardKind, SetExpr, TableFactor, TableWithJoins,
};
use std::collections::BTreeMap;

/// A write statement: its kind (`INSERT`, `UPDATE`, `DELETE`) and the table it writes.
#[derive(Clone, Debug)]
pub(crate) struct Write {
    /// Where it is.
    pub at: At,
    /// `INSERT`, `UPDATE` or `DELETE`.
    pub kind: &'static str,
    /// The table's key.
    pub table: String,
    /// The columns an UPDATE sets (keys).
    pub sets: Vec<String>,
}

/// The tables a SELECT reads, by alias (and by name).
struct Sources<'m> {
    /// alias or name (key) → table key, in FROM order.
    by_name: Vec<(String, String)>,
    mapping: &'m Mapping,
}

impl<'m> Sources<'m> {
    fn table(&self, key: &str) -> Option<&'m TableMap> {
        self.mapping.get(key)
    }

    /// The mapping of a column reference (`c`, `t.c`): the first source holding it.
    fn column(&self, e: &Expr) -> Option<(&'m TableMap, ColumnMap)> {
        let (qualifier, column) = match e {
            Expr::Identifier(i) => (None, key_of(&i.value)),
            Expr::CompoundIdentifier(parts) if parts.len() >= 2 => {
                (Some(key_of(&parts[parts.len() - 2].value)), key_of(&parts[parts.len() - 1].value))
            }
            Expr::Nested(inner) => return self.column(inner),
            _ => return None,
        };
        self.by_name
            .iter()
            .filter(|(alias, table)| qualifier.as_ref().is_none_or(|q| q == alias || q == table))
            .find_map(|(_, table)| self.table(table).and_then(|t| t.columns.get(&column).map(|c| (t, c.clone()))))
    }
}

/// Builds queries from SELECTs.
pub(crate) struct QueryBuilder<'m> {
    mapping: &'m Mapping,
    next: usize,
}

impl<'m> QueryBuilder<'m> {
    /// A builder over the schema's mapping.
    pub fn new(mapping: &'m Mapping) -> Self {
        Self { mapping, next: 1 }
    }

    /// One SELECT as a query, or `None` (with a finding) when it reads no table of the
    /// schema. `sql` is its text, `note` the comment above it.
    pub fn select(&mut self, q: &SqlQuery, sql: &str, comment: Option<&str>, at: At, project: &Project, findings: &mut Findings) -> Option<Query> {
        let id = QueryId::new(format!("Q{}", self.next));
        let subject = Subject::Query(id.to_string());
        let mut dropped: Vec<Dropped> = Vec::new();
        let mut drop = |what: Dropped| dropped.push(what);
        let select = match first_select(&q.body) {
            (Some(s), set_operation) => {
                if set_operation {
                    drop(Dropped::SetOperation);
                }
                s
            }
            (None, _) => {
                findings.dropped(at, Subject::Query(sql_head(sql)), msg!("sql-query-no-select"));
                return None;
            }
        };
        let sources = self.sources(select, at, &id, findings)?;
        let mut b = Built::default();
        for (conditions, outer) in join_conditions(select) {
            if outer {
                drop(Dropped::OuterJoin);
            }
            for c in conditions {
                b.condition(&sources, c, &mut drop);
            }
        }
        if let Some(w) = &select.selection {
            for c in conjuncts(w) {
                b.condition(&sources, c, &mut drop);
            }
        }
        if select.having.is_some() {
            drop(Dropped::Having);
        }
        if matches!(select.distinct, Some(sqlparser::ast::Distinct::Distinct | sqlparser::ast::Distinct::On(_))) {
            drop(Dropped::Distinct);
        }
        let index = project.index();
        for item in &select.projection {
            b.select_item(&sources, item, &index, &mut drop);
        }
        if let GroupByExpr::Expressions(exprs, _) = &select.group_by {
            for e in exprs {
                match sources.column(e) {
                    Some((_, c)) if !b.aggregates.is_empty() => b.group(c, &index),
                    Some(_) => {}
                    None => drop(Dropped::Function(e.to_string())),
                }
            }
        }
        b.order(q, &sources, &mut drop);
        b.limit(q, select, &mut drop);
        let mut query = Query::new(id.clone(), describe(sql, comment));
        query.relationship = b.subject_relationship(project);
        query.entity = if query.relationship.is_some() { None } else { b.subject_entity(&sources) };
        query.given = b.given;
        query.find = b.find;
        query.order_by = b.order_by;
        query.aggregates = b.aggregates;
        query.limit = b.limit;
        query.via = b.via;
        self.next += 1;
        for d in dropped {
            findings.dropped(at, subject.clone(), d.said(id.as_str()));
        }
        if let Some(text) = self_relationship(&query, project) {
            findings.changed(at, subject, text);
        }
        findings.became(
            at,
            Subject::Query(id.to_string()),
            msg!("sql-query-became", id = id.to_string(), given = query.given.len().to_string(), find = query.find.len().to_string()),
        );
        Some(query)
    }

    /// The tables of the FROM clause; `None` (with a finding) when one is not in the schema.
    fn sources(&self, select: &Select, at: At, id: &QueryId, findings: &mut Findings) -> Option<Sources<'m>> {
        let mut by_name = Vec::new();
        let factors = select.from.iter().flat_map(|t| std::iter::once(&t.relation).chain(t.joins.iter().map(|j| &j.relation)));
        for f in factors {
            match f {
                TableFactor::Table { name, alias, .. } => {
                    let table = key_of(&last_part(name));
                    if !self.mapping.contains_key(&table) {
                        findings.dropped(at, Subject::Query(id.to_string()), msg!("sql-query-unknown-table", table = last_part(name)));
                        return None;
                    }
                    let alias = alias.as_ref().map_or_else(|| table.clone(), |a| key_of(&a.name.value));
                    by_name.push((alias, table));
                }
                _ => findings.dropped(at, Subject::Query(id.to_string()), Dropped::Subquery.said(id.as_str())),
            }
        }
        if by_name.is_empty() {
            findings.dropped(at, Subject::Query(id.to_string()), msg!("sql-query-no-select"));
            return None;
        }
        Some(Sources { by_name, mapping: self.mapping })
    }
}

/// The query's description: the comment written above it, then its SQL.
fn describe(sql: &str, comment: Option<&str>) -> String {
    match comment.map(str::trim).filter(|c| !c.is_empty()) {
        Some(c) => format!("{c}\n{sql}"),
        None => sql.to_owned(),
    }
}

/// The first words of a statement, for a finding that names no query.
fn sql_head(sql: &str) -> String {
    sql.split_whitespace().take(6).collect::<Vec<_>>().join(" ")
}

/// The leftmost SELECT of a body, and whether set operations (UNION …) were dropped. A
/// loop: a chain of set operations is as deep as it is long.
fn first_select(mut body: &SetExpr) -> (Option<&Select>, bool) {
    let mut set_operation = false;
    loop {
        match body {
            SetExpr::Select(s) => return (Some(s), set_operation),
            SetExpr::Query(q) => body = &q.body,
            SetExpr::SetOperation { left, .. } => {
                set_operation = true;
                body = left;
            }
            _ => return (None, set_operation),
        }
    }
}

/// Each join's conditions (ON, USING), and whether it is an outer join.
fn join_conditions(select: &Select) -> Vec<(Vec<Condition<'_>>, bool)> {
    let mut out = Vec::new();
    for t in &select.from {
        let mut left_names = vec![name_of(&t.relation)];
        for j in &t.joins {
            let (constraint, outer) = match &j.join_operator {
                JoinOperator::Join(c) | JoinOperator::Inner(c) | JoinOperator::CrossJoin(c) => (c, false),
                JoinOperator::Left(c)
                | JoinOperator::LeftOuter(c)
                | JoinOperator::Right(c)
                | JoinOperator::RightOuter(c)
                | JoinOperator::FullOuter(c) => (c, true),
                _ => continue,
            };
            let right = name_of(&j.relation);
            let conditions = match constraint {
                JoinConstraint::On(e) => conjuncts(e),
                JoinConstraint::Using(cols) => cols
                    .iter()
                    .map(|c| {
                        let col = key_of(&last_part(c));
                        Condition::Using(left_names.clone(), right.clone(), col)
                    })
                    .collect(),
                _ => Vec::new(),
            };
            out.push((conditions, outer));
            left_names.push(right);
        }
    }
    out
}

/// A FROM item's alias or name (key).
fn name_of(f: &TableFactor) -> String {
    match f {
        TableFactor::Table { name, alias, .. } => alias.as_ref().map_or_else(|| key_of(&last_part(name)), |a| key_of(&a.name.value)),
        _ => String::new(),
    }
}

/// What a SELECT says, as it is read.
#[derive(Default)]
struct Built {
    given: Vec<Given>,
    find: Vec<AttributeId>,
    order_by: Vec<Ordering>,
    aggregates: Vec<Aggregate>,
    limit: Option<u32>,
    via: Vec<RelationshipId>,
    /// Attribute ids found that belong to relationships (subject candidates).
    relationship_finds: Vec<RelationshipId>,
    /// Tables whose own columns are found, given or ordered (subject candidates).
    touched: Vec<String>,
}

impl Built {
    fn use_column(&mut self, t: &TableMap, c: ColumnMap) -> AttributeId {
        match c {
            ColumnMap::Attr(a) => {
                if !self.touched.contains(&t.name) {
                    self.touched.push(t.name.clone());
                }
                a
            }
            ColumnMap::Foreign(rel, a) => {
                self.add_via(rel);
                a
            }
        }
    }

    fn add_via(&mut self, rel: RelationshipId) {
        if !self.via.contains(&rel) {
            self.via.push(rel);
        }
    }

    fn condition(&mut self, sources: &Sources<'_>, c: Condition<'_>, drop: &mut impl FnMut(Dropped)) {
        match c {
            Condition::Compare(col, predicate) => match sources.column(col) {
                Some((t, c)) => {
                    let a = self.use_column(t, c);
                    self.add_given(a, predicate);
                }
                None => drop(Dropped::NotAColumn(col.to_string())),
            },
            Condition::Join(l, r) => match (sources.column(l), sources.column(r)) {
                (Some((_, lc)), Some((_, rc))) => {
                    let mut joined = false;
                    for side in [&lc, &rc] {
                        if let ColumnMap::Foreign(rel, _) = side {
                            self.add_via(rel.clone());
                            joined = true;
                        }
                    }
                    if !joined {
                        drop(Dropped::JoinWithoutForeignKey(format!("{l} = {r}")));
                    }
                }
                _ => drop(Dropped::NotAColumn(format!("{l} = {r}"))),
            },
            Condition::Using(left, right, col) => {
                let found: Vec<ColumnMap> = left
                    .iter()
                    .chain(std::iter::once(&right))
                    .filter_map(|n| {
                        sources.by_name.iter().find(|(a, _)| a == n).and_then(|(_, t)| sources.table(t)).and_then(|t| t.columns.get(&col).cloned())
                    })
                    .collect();
                let mut joined = false;
                for c in found {
                    if let ColumnMap::Foreign(rel, _) = c {
                        self.add_via(rel);
                        joined = true;
                    }
                }
                if !joined {
                    drop(Dropped::JoinWithoutForeignKey(col));
                }
            }
            Condition::Dropped(d) => drop(d),
        }
    }

    /// A given attribute; `>=` and `<=` on one attribute make a range.
    fn add_given(&mut self, a: AttributeId, p: Predicate) {
        if let Some(g) = self.given.iter_mut().find(|g| g.attribute == a) {
            let lower = |p: Predicate| matches!(p, Predicate::Gt | Predicate::Ge);
            let upper = |p: Predicate| matches!(p, Predicate::Lt | Predicate::Le);
            if (lower(g.predicate) && upper(p)) || (upper(g.predicate) && lower(p)) {
                g.predicate = Predicate::Range;
            }
            return;
        }
        self.given.push(Given { attribute: a, predicate: p, extra: BTreeMap::new() });
    }

    /// A GROUP BY column of an aggregate query: a key is what the aggregates are kept per (a
    /// given of their counter table); another column is only returned.
    fn group(&mut self, c: ColumnMap, index: &Index<'_>) {
        let a = match c {
            ColumnMap::Attr(a) => a,
            ColumnMap::Foreign(rel, a) => {
                self.add_via(rel);
                a
            }
        };
        let key = index.attribute(&a).is_some_and(|(_, attr)| attr.key);
        if key && !self.given.iter().any(|g| g.attribute == a) {
            self.given.push(Given { attribute: a, predicate: Predicate::Eq, extra: BTreeMap::new() });
        }
    }

    fn add_find(&mut self, a: AttributeId, index: &Index<'_>) {
        if let Some((crate::project::Owner::Relationship(r), attr)) = index.attribute(&a) {
            if !attr.key && !self.relationship_finds.contains(r) {
                self.relationship_finds.push(r.clone());
            }
        }
        if !self.find.contains(&a) {
            self.find.push(a);
        }
    }

    fn select_item(&mut self, sources: &Sources<'_>, item: &SelectItem, index: &Index<'_>, drop: &mut impl FnMut(Dropped)) {
        let expr = match item {
            SelectItem::UnnamedExpr(e) | SelectItem::ExprWithAlias { expr: e, .. } | SelectItem::ExprWithAliases { expr: e, .. } => e,
            SelectItem::Wildcard(_) => {
                for (_, table) in sources.by_name.clone() {
                    self.all_columns(sources, &table, index);
                }
                return;
            }
            SelectItem::QualifiedWildcard(SelectItemQualifiedWildcardKind::ObjectName(n), _) => {
                let alias = key_of(&last_part(n));
                if let Some((_, table)) = sources.by_name.iter().find(|(a, t)| *a == alias || *t == alias).cloned() {
                    self.all_columns(sources, &table, index);
                }
                return;
            }
            SelectItem::QualifiedWildcard(..) => return drop(Dropped::NotAColumn(item.to_string())),
        };
        if let Some((t, c)) = sources.column(expr) {
            let a = self.use_column(t, c);
            self.add_find(a, index);
            return;
        }
        match aggregate(expr) {
            Some((function, arg)) => {
                let attribute = match arg {
                    None => None,
                    Some(e) => match sources.column(e) {
                        Some((t, c)) => Some(self.use_column(t, c)),
                        None => return drop(Dropped::Function(expr.to_string())),
                    },
                };
                // COUNT(col) counts rows as COUNT(*) does (no NULLs in a key).
                let attribute = if function == AggregateFunction::Count { None } else { attribute };
                self.aggregates.push(Aggregate::new(function, attribute));
            }
            None => drop(Dropped::Function(expr.to_string())),
        }
    }

    /// `*`: every column of a table (its foreign keys as the keys they refer to).
    fn all_columns(&mut self, sources: &Sources<'_>, table: &str, index: &Index<'_>) {
        let Some(t) = sources.table(table) else { return };
        let mut cols: Vec<(&String, &ColumnMap)> = t.columns.iter().collect();
        // Own attributes in the entity's order, then the foreign keys.
        let order = |c: &ColumnMap| match c {
            ColumnMap::Attr(a) => index.attribute(a).map_or(usize::MAX, |(owner, _)| position(index, owner, a)),
            ColumnMap::Foreign(..) => usize::MAX,
        };
        cols.sort_by_key(|(name, c)| (order(c), (*name).clone()));
        for (_, c) in cols {
            let a = self.use_column(t, c.clone());
            self.add_find(a, index);
        }
    }

    fn order(&mut self, q: &SqlQuery, sources: &Sources<'_>, drop: &mut impl FnMut(Dropped)) {
        let Some(ob) = &q.order_by else { return };
        let OrderByKind::Expressions(exprs) = &ob.kind else { return };
        for o in exprs {
            let direction = if matches!(o.options.sort, Some(OrderBySort::Desc)) { Direction::Desc } else { Direction::Asc };
            match sources.column(&o.expr) {
                Some((t, c)) => {
                    let attribute = self.use_column(t, c);
                    if !self.order_by.iter().any(|x| x.attribute == attribute) {
                        self.order_by.push(Ordering { attribute, direction, extra: BTreeMap::new() });
                    }
                }
                None => drop(Dropped::OrderByExpression(o.expr.to_string())),
            }
        }
    }

    fn limit(&mut self, q: &SqlQuery, select: &Select, drop: &mut impl FnMut(Dropped)) {
        let number = |e: &Expr| e.to_string().trim().parse::<u32>().ok();
        match &q.limit_clause {
            Some(LimitClause::LimitOffset { limit, offset, .. }) => {
                self.limit = limit.as_ref().and_then(number);
                if offset.is_some() {
                    drop(Dropped::Offset);
                }
            }
            Some(LimitClause::OffsetCommaLimit { limit, .. }) => {
                self.limit = number(limit);
                drop(Dropped::Offset);
            }
            None => {}
        }
        if let Some(f) = &q.fetch {
            self.limit = self.limit.or_else(|| f.quantity.as_ref().and_then(number));
        }
        if let Some(top) = &select.top {
            if let Some(sqlparser::ast::TopQuantity::Constant(n)) = &top.quantity {
                self.limit = self.limit.or(u32::try_from(*n).ok());
            }
        }
    }

    /// The relationship whose own attributes the query returns: its rows are the answer.
    fn subject_relationship(&self, _project: &Project) -> Option<RelationshipId> {
        match self.relationship_finds.as_slice() {
            [one] => Some(one.clone()),
            _ => None,
        }
    }

    /// The entity the query returns: of the tables whose own columns it uses, the first that
    /// is not the `1` end of a relationship it goes through towards another of them.
    fn subject_entity(&self, sources: &Sources<'_>) -> Option<EntityId> {
        let entities: Vec<(&str, EntityId)> = sources
            .by_name
            .iter()
            .filter_map(|(_, t)| sources.table(t))
            .filter(|t| self.touched.contains(&t.name))
            .filter_map(|t| t.entity.clone().map(|e| (t.name.as_str(), e)))
            .collect();
        let is_one_side = |name: &str| {
            sources.by_name.iter().filter_map(|(_, t)| sources.table(t)).any(|other| {
                other.name != name
                    && other.links.iter().any(|(rel, target, _)| target == name && self.via.contains(rel))
                    && self.touched.contains(&other.name)
            })
        };
        entities.iter().find(|(name, _)| !is_one_side(name)).or(entities.first()).map(|(_, e)| e.clone())
    }
}

/// The caveat of a query through a self-relationship whose given and found attributes are
/// the same entity's (an employee's reports, given the manager): without roles the two ends
/// cannot be told apart.
fn self_relationship(query: &Query, project: &Project) -> Option<Text> {
    let index = project.index();
    query.via.iter().filter_map(|r| project.relationship(r)).find_map(|r| {
        let entity = &r.ends[0].entity;
        let mine = |a: &AttributeId| index.entity_of(a).is_some_and(|e| &e.id == entity);
        let both = r.ends[1].entity == *entity && query.given.iter().any(|g| mine(&g.attribute)) && query.find.iter().any(mine);
        both.then(|| {
            msg!(
                "sql-query-self-relationship",
                id = query.id.to_string(),
                name = r.name.clone(),
                entity = index.entity(entity).map(|e| e.name.clone()).unwrap_or_default()
            )
        })
    })
}

/// The place of an attribute in its owner, for `*` in table order.
fn position(index: &Index<'_>, owner: crate::project::Owner<'_>, a: &AttributeId) -> usize {
    let attrs = match owner {
        crate::project::Owner::Entity(e) => index.entity(e).map(|e| &e.attributes),
        crate::project::Owner::Relationship(r) => index.relationship(r).map(|r| &r.attributes),
    };
    attrs.and_then(|v| v.iter().position(|x| &x.id == a)).unwrap_or(usize::MAX)
}

/// `COUNT(*)`, `SUM(col)`, … : the function and its argument (`None` for `*`).
fn aggregate(e: &Expr) -> Option<(AggregateFunction, Option<&Expr>)> {
    let Expr::Function(f) = e else { return None };
    let function = match last_part(&f.name).to_ascii_lowercase().as_str() {
        "count" => AggregateFunction::Count,
        "sum" => AggregateFunction::Sum,
        "avg" => AggregateFunction::Avg,
        "min" => AggregateFunction::Min,
        "max" => AggregateFunction::Max,
        _ => return None,
    };
    let FunctionArguments::List(list) = &f.args else { return None };
    match list.args.as_slice() {
        [FunctionArg::Unnamed(FunctionArgExpr::Wildcard)] => Some((function, None)),
        [FunctionArg::Unnamed(FunctionArgExpr::Expr(e))] => Some((function, Some(e))),
        _ => None,
    }
}

/// The table a write statement writes (key), its kind, and the columns an UPDATE sets.
pub(crate) fn write_of(s: &sqlparser::ast::Statement) -> Option<(&'static str, String, Vec<String>)> {
    use sqlparser::ast::{AssignmentTarget, FromTable, Statement, TableObject};
    match s {
        Statement::Insert(i) => match &i.table {
            TableObject::TableName(n) => Some(("INSERT", key_of(&last_part(n)), Vec::new())),
            _ => None,
        },
        Statement::Update(u) => match &u.table.relation {
            TableFactor::Table { name, .. } => {
                let sets = u
                    .assignments
                    .iter()
                    .filter_map(|a| match &a.target {
                        AssignmentTarget::ColumnName(c) => Some(key_of(&last_part(c))),
                        AssignmentTarget::Tuple(_) => None,
                    })
                    .collect();
                Some(("UPDATE", key_of(&last_part(name)), sets))
            }
            _ => None,
        },
        Statement::Delete(d) => {
            let from = match &d.from {
                FromTable::WithFromKeyword(t) | FromTable::WithoutKeyword(t) => t,
            };
            let first: Option<&TableWithJoins> = from.first();
            match first.map(|t| &t.relation) {
                Some(TableFactor::Table { name, .. }) => Some(("DELETE", key_of(&last_part(name)), Vec::new())),
                _ => d.tables.first().map(|n| ("DELETE", key_of(&last_part(n)), Vec::new())),
            }
        }
        _ => None,
    }
}

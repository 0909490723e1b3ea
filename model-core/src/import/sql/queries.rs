//! The application's SQL queries → the workflow: each `SELECT` an access pattern (given,
//! find, order by, aggregates, limit, and the relationships its joins use as `via`); what
//! Cassandra cannot serve as asked is dropped with a note saying what the design does
//! instead. `INSERT`, `UPDATE` and `DELETE` are collected as the write path.

use super::catalog::{key_of, last_part};
use super::conditions::{Dropped, conjuncts};
use super::pattern::Built;
use super::schema::Mapping;
use super::sources::{Sources, join_conditions, join_names};
use super::{At, Findings, Subject};
use crate::ids::{AttributeId, QueryId};
use crate::msg;
use crate::project::{Index, Query};
use crate::text::Text;
use sqlparser::ast::{GroupByExpr, Query as SqlQuery, Select, SetExpr, TableFactor};

/// Builds queries from SELECTs.
pub(crate) struct QueryBuilder<'m, 'i> {
    mapping: &'m Mapping,
    /// The project's schema (the entities and relationships the mapping names).
    index: &'i Index<'i>,
    next: usize,
}

impl<'m, 'i> QueryBuilder<'m, 'i> {
    /// A builder over the schema's mapping and an index of the project it built.
    pub fn new(mapping: &'m Mapping, index: &'i Index<'i>) -> Self {
        Self { mapping, index, next: 1 }
    }

    /// One SELECT as a query, or `None` (with a finding) when it reads no table of the
    /// schema. `sql` is its text, `note` the comment above it.
    pub fn select(
        &mut self,
        q: &SqlQuery,
        sql: &str,
        comment: Option<&str>,
        at: At,
        findings: &mut Findings,
    ) -> Option<Query> {
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
        let mut sources = self.sources(select, at, &id, findings)?;
        let mut b = Built::default();
        let names = join_names(select);
        let joins = join_conditions(select, &names);
        let conditions = select.selection.as_ref().map(conjuncts).unwrap_or_default();
        sources.self_join_roles(joins.iter().flat_map(|(c, _)| c).chain(&conditions), self.index);
        for (conditions, outer) in joins {
            if outer {
                drop(Dropped::OuterJoin);
            }
            for c in conditions {
                b.condition(&sources, c, &mut drop);
            }
        }
        for c in conditions {
            b.condition(&sources, c, &mut drop);
        }
        if select.having.is_some() {
            drop(Dropped::Having);
        }
        if matches!(select.distinct, Some(sqlparser::ast::Distinct::Distinct | sqlparser::ast::Distinct::On(_))) {
            drop(Dropped::Distinct);
        }
        let index = self.index;
        for item in &select.projection {
            b.select_item(&sources, item, index, &mut drop);
        }
        if let GroupByExpr::Expressions(exprs, _) = &select.group_by {
            for e in exprs {
                match sources.column(e) {
                    Some((_, c)) if !b.aggregates.is_empty() => b.group(c, index),
                    Some(_) => {}
                    None => drop(Dropped::Function(e.to_string())),
                }
            }
        }
        b.order(q, &sources, &mut drop);
        b.limit(q, select, &mut drop);
        let mut query = Query::new(id.clone(), describe(sql, comment));
        query.relationship = b.subject_relationship();
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
        if let Some(text) = self_relationship(&query, index) {
            findings.changed(at, subject, text);
        }
        findings.became(
            at,
            Subject::Query(id.to_string()),
            msg!(
                "sql-query-became",
                id = id.to_string(),
                given = query.given.len().to_string(),
                find = query.find.len().to_string()
            ),
        );
        Some(query)
    }

    /// The tables of the FROM clause; `None` (with a finding) when one is not in the schema.
    fn sources(&self, select: &Select, at: At, id: &QueryId, findings: &mut Findings) -> Option<Sources<'m>> {
        let mut by_name = Vec::new();
        let factors =
            select.from.iter().flat_map(|t| std::iter::once(&t.relation).chain(t.joins.iter().map(|j| &j.relation)));
        for f in factors {
            match f {
                TableFactor::Table { name, alias, .. } => {
                    let table = key_of(&last_part(name));
                    if !self.mapping.contains_key(&table) {
                        findings.dropped(
                            at,
                            Subject::Query(id.to_string()),
                            msg!("sql-query-unknown-table", table = last_part(name)),
                        );
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
        Some(Sources::new(by_name, self.mapping))
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
pub(crate) fn first_select(mut body: &SetExpr) -> (Option<&Select>, bool) {
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

/// The caveat of a query through a self-relationship whose given and found attributes are
/// the same entity's (an employee's reports, given the manager): without roles the two ends
/// cannot be told apart. None when the relationship has two roles and the query names one:
/// the import gave them (issue 40, item 7: the caveat said roles were missing where they were
/// not).
fn self_relationship(query: &Query, index: &Index<'_>) -> Option<Text> {
    let names_a_role = crate::er::roles::mentioned(query).any(|a| index.role_of(a).is_some());
    query
        .via
        .iter()
        .filter_map(|r| index.relationship(r))
        .filter(|r| {
            !(names_a_role && r.role(0).is_some() && r.role(1).is_some() && crate::er::roles::ends_told_apart(r))
        })
        .find_map(|r| {
            let entity = &r.ends[0].entity;
            let mine = |a: &AttributeId| index.entity_of(a).is_some_and(|e| &e.id == entity);
            let both = r.ends[1].entity == *entity
                && query.given.iter().any(|g| mine(&g.attribute))
                && query.find.iter().any(mine);
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

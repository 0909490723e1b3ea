//! The answer's tables as logical tables whose columns store the model's attributes: a column
//! is linked by its name to the tool's own table for the query, else to a column of another
//! of the tool's tables, else to an attribute whose column would have that name.

use super::answer::Answer;
use crate::derive::{column_name, defined_table};
use crate::ids::AttributeId;
use crate::logical::{Choice, LogicalModel, Origin, Table};
use crate::msg;
use crate::project::{Index, Owner, Project, Query};
use crate::text::Text;

/// One table of the answer.
#[derive(Clone, Debug)]
pub(super) struct AnswerTable {
    /// As a logical table (no attributes yet: they depend on the query, [`link`]).
    pub table: Table,
    /// What its comment and the comment lines above it say (for `Qn`).
    pub said: String,
}

/// The answer's tables in the model's keyspaces, and a note for each table left out.
pub(super) fn answer_tables(model: &Project, logical: &LogicalModel, answer: &Answer) -> (Vec<AnswerTable>, Vec<Text>) {
    let mut keyspaces: Vec<&str> = model.physical.keyspaces.iter().map(|k| k.name.as_str()).collect();
    keyspaces.extend(logical.tables.iter().map(|t| t.keyspace.as_str()));
    let mut notes = Vec::new();
    let mut out = Vec::new();
    for def in &answer.tables {
        let ks = def.keyspace.clone().or_else(|| answer.default_keyspace.clone());
        if let Some(ks) = ks.as_deref().filter(|k| !keyspaces.contains(k)) {
            let mut theirs: Vec<&str> = keyspaces.clone();
            theirs.sort_unstable();
            theirs.dedup();
            notes.push(msg!(
                "grade-other-keyspace",
                table = def.name.clone(),
                keyspace = ks,
                model = theirs.join(", ")
            ));
            continue;
        }
        let mut table = defined_table(model, def);
        if let Some(ks) = ks {
            table.keyspace = ks;
        }
        let comment = def.options.get("comment").cloned().unwrap_or_default();
        let remark = answer.remarks.get(&def.name).cloned().unwrap_or_default();
        out.push(AnswerTable { table, said: format!("{remark} {comment}") });
    }
    (out, notes)
}

/// `t` read as a table for `query`, whose own table is `own`: each column linked to the
/// attribute it stores, the bucket and period of `own` kept where `t` has their columns.
/// Also returns the columns linked to nothing the model knows.
pub(super) fn link(
    index: &Index<'_>,
    logical: &LogicalModel,
    own: &Table,
    query: &Query,
    t: &Table,
) -> (Table, Vec<String>) {
    let mut out = t.clone();
    let mut unknown = Vec::new();
    for c in &mut out.columns {
        if let Some(o) = own.column(&c.name) {
            c.attribute = o.attribute.clone();
            continue;
        }
        c.attribute = attribute_named(index, logical, query, &c.name);
        if c.attribute.is_none() {
            unknown.push(c.name.clone());
        }
    }
    let has = |name: &str| out.columns.iter().any(|c| c.name == name);
    if own.partition_key().any(|c| c.attribute.is_none() && has(&c.name)) {
        out.bucket = own.bucket.clone();
    }
    out.choices = own
        .choices
        .iter()
        .filter(|ch| match ch {
            Choice::Period { column, .. } | Choice::Collection { column, .. } => has(column),
            _ => false,
        })
        .cloned()
        .collect();
    out.origin = Origin::Derived(query.id.clone());
    out.subject = own.subject.clone();
    out.queries = vec![query.id.clone()];
    (out, unknown)
}

/// The attribute a column of this name stores: one of the tool's tables' columns of that name
/// (an attribute of the query's own entity first), else an attribute whose column is named so.
fn attribute_named(index: &Index<'_>, logical: &LogicalModel, query: &Query, name: &str) -> Option<AttributeId> {
    let mut found: Vec<&AttributeId> = logical
        .tables
        .iter()
        .flat_map(|t| &t.columns)
        .filter(|c| c.name == name)
        .filter_map(|c| c.attribute.as_ref())
        .collect();
    if found.is_empty() {
        let p = index.project;
        let attributes =
            p.entities.iter().flat_map(|e| &e.attributes).chain(p.relationships.iter().flat_map(|r| &r.attributes));
        found = attributes
            .filter(|a| {
                column_name(index, &a.id, None, false) == name
                    || a.cql_word() == name
                    || a.column.as_deref() == Some(name)
            })
            .map(|a| &a.id)
            .collect();
    }
    let on_query = |a: &&AttributeId| match index.attribute(a) {
        Some((Owner::Entity(e), _)) => {
            query.entity.as_ref() == Some(e)
                || query.given.iter().any(|g| index.entity_of(&g.attribute).is_some_and(|x| &x.id == e))
        }
        Some((Owner::Relationship(r), _)) => query.relationship.as_ref() == Some(r) || query.via.contains(r),
        None => false,
    };
    found.iter().find(|a| on_query(a)).or(found.first()).map(|a| (*a).clone())
}

//! What the application's writes tell the model, and what they cannot do in Cassandra as
//! written (issue 46, items 2 and 3):
//! - a column an UPDATE sets is an attribute updated in place, so a query that gives it
//!   compares it after reading instead of keying a table by it ([`crate::er::after_read`]);
//! - a write that computes from the stored value, reads a value to write the next one
//!   (`nextid`), writes many rows at once or chooses its rows by a condition on no key is
//!   said in the write report, with what to do instead.

use super::catalog::Catalog;
use super::report::{Findings, Subject};
use super::schema::{ColumnMap, Mapping};
use super::write_statements::Write;
use crate::cql::NativeType;
use crate::ids::AttributeId;
use crate::msg;
use crate::project::Project;

/// Marks every non-key attribute an UPDATE sets as updated in place, and says, at the write,
/// which queries now compare it after reading.
pub(crate) fn mark_updated(project: &mut Project, mapping: &Mapping, writes: &[Write], findings: &mut Findings) {
    let mut marked: Vec<(usize, AttributeId)> = Vec::new();
    for (i, w) in writes.iter().enumerate().filter(|(_, w)| w.kind == "UPDATE") {
        let Some(m) = mapping.get(&w.table) else { continue };
        for c in &w.sets {
            let Some(ColumnMap::Attr(a)) = m.columns.get(c) else { continue };
            if let Some(at) = project.attribute_mut(a).filter(|at| !at.key && at.multi.is_none()) {
                at.updated = true;
                marked.push((i, a.clone()));
            }
        }
    }
    if marked.is_empty() {
        return;
    }
    let index = project.index();
    for (i, a) in marked {
        let w = &writes[i];
        let giving: Vec<&crate::project::Query> =
            project.queries.iter().filter(|q| q.given.iter().any(|g| g.attribute == a)).collect();
        let (queries, keyed): (Vec<&crate::project::Query>, Vec<&crate::project::Query>) =
            giving.into_iter().partition(|q| crate::er::after_read::givens(&index, q).contains(&&a));
        let ids = |qs: &[&crate::project::Query]| qs.iter().map(|q| q.id.to_string()).collect::<Vec<_>>().join(", ");
        let table = mapping.get(&w.table).map(|m| m.name.clone()).unwrap_or_default();
        let (kind, attribute) = (w.kind.to_owned(), index.label(&a));
        if !queries.is_empty() {
            let text = msg!(
                "sql-write-updated-compared",
                kind = kind.clone(),
                table = table.clone(),
                attribute = attribute.clone(),
                count = queries.len(),
                queries = ids(&queries)
            );
            findings.changed(w.at, subject(w), text);
        }
        if !keyed.is_empty() {
            let text = msg!(
                "sql-write-updated-keyed",
                kind = kind.clone(),
                table = table.clone(),
                attribute = attribute.clone(),
                count = keyed.len(),
                queries = ids(&keyed)
            );
            findings.changed(w.at, subject(w), text);
        }
        if queries.is_empty() && keyed.is_empty() {
            findings.changed(
                w.at,
                subject(w),
                msg!("sql-write-updated", kind = kind, table = table, attribute = attribute),
            );
        }
    }
}

/// The write's entry in the report.
pub(crate) fn subject(w: &Write) -> Subject {
    Subject::Write(format!("{} {}", w.kind, w.table))
}

/// What `w` cannot do in Cassandra as written, each said with what to do instead: arithmetic
/// on the stored value, a read of a number to write the next one, many rows at once, rows
/// chosen by a condition on no key.
pub(crate) fn cautions(catalog: &Catalog, mapping: &Mapping, project: &Project, w: &Write, findings: &mut Findings) {
    let Some(m) = mapping.get(&w.table) else { return };
    let table = m.name.clone();
    let kind = w.kind.to_owned();
    for (column, assignment) in &w.arithmetic {
        let text = msg!(
            "sql-write-arithmetic",
            kind = kind.clone(),
            table = table.clone(),
            column = column.clone(),
            assignment = assignment.clone()
        );
        findings.changed(w.at, subject(w), text);
    }
    if w.kind == "UPDATE" {
        read_then_write(m, project, w, findings);
    }
    if w.kind == "INSERT" {
        return;
    }
    let Some(t) = catalog.table(&w.table) else { return };
    if t.primary_key.is_empty() {
        return;
    }
    let column = |k: &String| t.column(k).map_or_else(|| k.clone(), |c| c.name.clone());
    let given: Vec<String> = t.primary_key.iter().filter(|k| w.keyed.contains(k)).map(column).collect();
    let whole_key = given.len() == t.primary_key.len();
    let mut conditions: Vec<String> =
        w.keyed.iter().filter(|k| !t.primary_key.contains(k)).map(|k| format!("{} = …", column(k))).collect();
    conditions.extend(w.filters.iter().cloned());
    let key = t.primary_key.iter().map(column).collect::<Vec<_>>().join(", ");
    if !whole_key {
        let given = if given.is_empty() { "—".to_owned() } else { given.join(", ") };
        findings.changed(
            w.at,
            subject(w),
            msg!("sql-write-many-rows", kind = kind.clone(), table = table.clone(), given = given, key = key),
        );
    }
    if !conditions.is_empty() {
        let conditions = conditions.join(" AND ");
        let text = if whole_key {
            msg!("sql-write-conditional-row", kind = kind, table = table, conditions = conditions)
        } else {
            msg!("sql-write-by-condition", kind = kind, table = table, conditions = conditions)
        };
        findings.changed(w.at, subject(w), text);
    }
}

/// An UPDATE setting a whole number that a query of the same table reads (`nextid`): two
/// clients that read the same value write the same next one.
fn read_then_write(m: &super::schema::TableMap, project: &Project, w: &Write, findings: &mut Findings) {
    let computed: Vec<String> = w.arithmetic.iter().map(|(c, _)| super::catalog::key_of(c)).collect();
    for c in w.sets.iter().filter(|c| !computed.contains(c)) {
        let Some(ColumnMap::Attr(a)) = m.columns.get(c) else { continue };
        let Some((_, at)) = project.attribute(a) else { continue };
        let whole = matches!(
            at.ty,
            NativeType::Int | NativeType::Bigint | NativeType::Smallint | NativeType::Tinyint | NativeType::Varint
        );
        if !whole {
            continue;
        }
        let Some(q) = project.queries.iter().find(|q| q.find.contains(a)) else { continue };
        let text = msg!(
            "sql-write-read-then-write",
            kind = w.kind.to_owned(),
            table = m.name.clone(),
            column = at.name.clone(),
            id = q.id.to_string()
        );
        findings.changed(w.at, subject(w), text);
    }
}

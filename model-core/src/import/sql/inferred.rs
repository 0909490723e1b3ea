//! The notes of the relationships inferred from joins (`inference.rs`), once the model is
//! built and the queries have their ids: per inferred relationship, what it became, the join
//! it came from and the query, and its id for rejecting it; per join on a key that was not
//! read as one, why.

use super::catalog::{Catalog, ForeignKey};
use super::inference::{Direction, Inference, Why};
use super::keys::{Keys, Link};
use super::schema::Mapping;
use super::{Findings, Subject};
use crate::import::InferredRelationship;
use crate::msg;
use crate::project::Project;

/// What the notes name each SELECT by: its query's id (`Q3`), or its first words when it
/// became no query.
pub(crate) type Labels = [(String, bool)];

/// Says every inferred relationship and every join on a key not inferred; returns the
/// relationships inferred, for the window's import report to offer rejecting.
pub(crate) fn notes(
    inference: &Inference,
    catalog: &Catalog,
    keys: &Keys,
    mapping: &Mapping,
    project: &Project,
    labels: &Labels,
    findings: &mut Findings,
) -> Vec<InferredRelationship> {
    let index = project.index();
    let label = |select: usize| labels.get(select).map(|(l, _)| l.clone()).unwrap_or_default();
    let table_name = |key: &str| catalog.table(key).map_or_else(|| key.to_owned(), |t| t.name.clone());
    let mut out = Vec::new();
    for inferred in &inference.inferred {
        let fk = &inferred.fk;
        let Some(i) = keys
            .foreign_keys
            .iter()
            .position(|f| f.table == fk.table && f.columns == fk.columns && f.target == fk.target)
        else {
            continue;
        };
        let Some(m) = mapping.get(&fk.table) else { continue };
        let (table, target, cols) = (table_name(&fk.table), table_name(&fk.target), columns(catalog, fk));
        let (join, query, id) = (inferred.join.clone(), label(inferred.select), inferred.id.clone());
        let relationship = match keys.links.get(i) {
            Some(Link::End) => m.relationship.as_ref(),
            _ => m.links.iter().find(|(_, _, j)| *j == i).map(|(r, _, _)| r),
        };
        // A foreign key that became no relationship (to or of an m:n table) is said by the schema.
        let Some(r) = relationship.and_then(|r| index.relationship(r)) else { continue };
        let name = r.name.clone();
        let kind = match keys.links.get(i) {
            Some(Link::End) => "end",
            _ if fk.table == fk.target => "self",
            Some(Link::Identifying { .. }) => "weak",
            Some(Link::OneToOne) => "one",
            _ => "many",
        };
        let entity = m.entity.as_ref().and_then(|e| index.entity(e)).map(|e| e.name.clone()).unwrap_or_default();
        let text = msg!(
            "sql-join-inferred",
            kind = kind,
            table = table.clone(),
            cols = cols,
            target = target.clone(),
            name = name.clone(),
            entity = entity,
            join = join,
            query = query,
            id = id.clone()
        );
        findings.changed(fk.at, Subject::Table(table.clone()), text.clone());
        if let Some(d) = inferred.direction {
            let why = match d {
                Direction::Generated => "generated",
                Direction::Joined => "joined",
                Direction::First => "first",
            };
            findings.changed(
                fk.at,
                Subject::Table(table.clone()),
                msg!("sql-join-direction", why = why, table = table.clone(), target = target.clone()),
            );
        }
        out.push(InferredRelationship { id, name, message: text });
    }
    for n in &inference.not_inferred {
        let (table, target, cols) = (table_name(&n.fk.table), table_name(&n.fk.target), columns(catalog, &n.fk));
        let (join, query) = (n.join.clone(), label(n.select));
        let (why, other, first) = match &n.why {
            Why::Declared(other) => ("declared", table_name(other), String::new()),
            Why::Inferred(other, first) => ("taken", table_name(other), label(*first)),
            Why::Rejected => ("rejected", String::new(), String::new()),
        };
        let text = msg!(
            "sql-join-not-inferred",
            why = why,
            query = query,
            join = join,
            table = table.clone(),
            cols = cols,
            target = target,
            other = other,
            first = first,
            id = n.id.clone()
        );
        let subject = match labels.get(n.select) {
            Some((l, true)) => Subject::Query(l.clone()),
            _ => Subject::Table(table),
        };
        findings.dropped(n.at, subject, text);
    }
    out
}

/// A foreign key's columns as written, `, ` between.
fn columns(catalog: &Catalog, fk: &ForeignKey) -> String {
    let t = catalog.table(&fk.table);
    fk.columns
        .iter()
        .map(|c| t.and_then(|t| t.column(c)).map_or_else(|| c.clone(), |c| c.name.clone()))
        .collect::<Vec<_>>()
        .join(", ")
}

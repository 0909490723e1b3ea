//! Design choices after the mapping rules (issue: choose as an expert would): one table for
//! queries whose tables share a primary key, and a query served by another query's table
//! when that table's key already answers it. Each choice is recorded on the table with its
//! reason ([`Choice`]); the project's `one_table_per_query` setting and a query's `separate`
//! override turn them off.

use super::Derivation;
use super::rows::Rows;
use crate::cql::CqlType;
use crate::ids::{AttributeId, QueryId};
use crate::logical::{Choice, Column, Origin, Role, Table};
use crate::project::{Index, Project};
use crate::query_plan::plan;
use std::cmp::Ordering;

/// Applies the design choices to the derived tables.
pub(super) fn choose(index: &Index<'_>, project: &Project, out: &mut Derivation) {
    if project.overrides.one_table_per_query {
        return;
    }
    merge_identical(index, project, out);
    serve_by_broader(index, project, out);
}

/// Query ids in natural order (`Q2` before `Q10`), so that choices never depend on the order
/// of the file.
pub(crate) fn natural_cmp(a: &str, b: &str) -> Ordering {
    let (mut x, mut y) = (a.chars().peekable(), b.chars().peekable());
    loop {
        match (x.peek().copied(), y.peek().copied()) {
            (None, None) => return a.cmp(b),
            (None, Some(_)) => return Ordering::Less,
            (Some(_), None) => return Ordering::Greater,
            (Some(c), Some(d)) if c.is_ascii_digit() && d.is_ascii_digit() => {
                let take = |it: &mut std::iter::Peekable<std::str::Chars<'_>>| {
                    let mut s = String::new();
                    while let Some(c) = it.peek().copied().filter(char::is_ascii_digit) {
                        s.push(c);
                        it.next();
                    }
                    s
                };
                let (m, n) = (take(&mut x), take(&mut y));
                let (m, n) = (m.trim_start_matches('0'), n.trim_start_matches('0'));
                let o = m.len().cmp(&n.len()).then_with(|| m.cmp(n));
                if o != Ordering::Equal {
                    return o;
                }
            }
            (Some(c), Some(d)) => {
                if c != d {
                    return c.cmp(&d);
                }
                x.next();
                y.next();
            }
        }
    }
}

/// A derived table the choices may touch: none of its queries is kept separate, and it is no
/// counter table (counters cannot share a table with other columns).
fn eligible(project: &Project, t: &Table) -> bool {
    matches!(t.origin, Origin::Derived(_))
        && !t.queries.iter().any(|q| project.overrides.tables.get(q).is_some_and(|o| o.separate))
        && !t.columns.iter().any(|c| c.ty == CqlType::Native(crate::cql::NativeType::Counter))
}

/// What makes two tables' keys the same: keyspace, rows, bucket, and each key column's
/// attribute, role and type. The rows count: the vans at a branch and the vehicles at a
/// branch have the same key, but not the same rows; nor have the videos a user uploaded and
/// the videos a user rated.
type KeyShape = (String, Option<Rows>, Option<String>, Vec<(Option<AttributeId>, String, Role, String)>);

fn shape(t: &Table, rows: Option<&Rows>) -> KeyShape {
    (
        t.keyspace.clone(),
        rows.cloned(),
        t.bucket.as_ref().map(|b| format!("{b:?}")),
        t.columns
            .iter()
            .filter(|c| c.role.is_key())
            .map(|c| {
                (
                    c.attribute.clone(),
                    if c.attribute.is_none() { c.name.clone() } else { String::new() },
                    c.role,
                    c.ty.to_string(),
                )
            })
            .collect(),
    )
}

/// The number of predicates of a table's first query (the host of a merge is the table of
/// the query with the fewest), then its id in natural order.
fn host_order(index: &Index<'_>, a: &Table, b: &Table) -> Ordering {
    let preds = |t: &Table| t.queries.first().and_then(|q| index.query(q)).map_or(usize::MAX, |q| q.given.len());
    let id = |t: &Table| t.queries.first().map(QueryId::as_str).unwrap_or_default().to_owned();
    preds(a).cmp(&preds(b)).then_with(|| natural_cmp(&id(a), &id(b)))
}

/// Folds `guest` into `host`: its queries, then its columns the host lacks.
fn fold(host: &mut Table, guest: Table) {
    for q in guest.queries {
        if !host.queries.contains(&q) {
            host.queries.push(q);
        }
    }
    for i in guest.indexes {
        if !host.indexes.iter().any(|x| x.column == i.column && x.target == i.target) {
            host.indexes.push(i);
        }
    }
    for c in guest.choices.into_iter().filter(|c| matches!(c, Choice::VectorIndex { .. })) {
        host.choices.push(c);
    }
    for c in guest.columns {
        let present =
            host.columns.iter().any(|x| (c.attribute.is_some() && x.attribute == c.attribute) || x.name == c.name);
        if !present {
            host.columns.push(c);
        }
    }
    super::order_columns(&mut host.columns);
}

/// Tables with the same key become one: the table of the query with the fewest predicates
/// hosts the others' queries and columns.
fn merge_identical(index: &Index<'_>, project: &Project, out: &mut Derivation) {
    let mut groups: rustc_hash::FxHashMap<KeyShape, Vec<usize>> = rustc_hash::FxHashMap::default();
    for (i, t) in out.model.tables.iter().enumerate() {
        if eligible(project, t) {
            groups.entry(shape(t, out.rows_of(t))).or_default().push(i);
        }
    }
    let mut remove: Vec<usize> = Vec::new();
    let mut moves: Vec<(usize, Vec<usize>)> = Vec::new();
    for (_, mut idxs) in groups.into_iter().filter(|(_, v)| v.len() > 1) {
        idxs.sort_by(|&a, &b| host_order(index, &out.model.tables[a], &out.model.tables[b]));
        moves.push((idxs[0], idxs[1..].to_vec()));
        remove.extend(&idxs[1..]);
    }
    for (host, guests) in moves {
        let mut merged: Vec<QueryId> = Vec::new();
        for g in guests {
            let guest = out.model.tables[g].clone();
            merged.extend(guest.queries.iter().cloned());
            fold(&mut out.model.tables[host], guest);
        }
        out.model.tables[host].choices.push(Choice::Merged { queries: merged });
    }
    let mut removed = vec![false; out.model.tables.len()];
    for i in remove {
        removed[i] = true;
    }
    drop_removed(&mut out.model.tables, &removed);
}

/// Drops the tables marked in `removed`, the others kept in order, in one pass (a `remove`
/// per table moved every table after it: quadratic in a model of many merges).
fn drop_removed(tables: &mut Vec<Table>, removed: &[bool]) {
    let mut i = 0;
    tables.retain(|_| {
        i += 1;
        !removed.get(i - 1).copied().unwrap_or(false)
    });
}

/// A table whose queries another table's key answers (the whole partition key by equality,
/// a clustering prefix, the order asked) is served by that table, which gains the columns it
/// lacks ([`answers`]). Only
/// tables of one keyspace and the same rows can serve each other, so each such group is
/// searched on its own.
fn serve_by_broader(index: &Index<'_>, project: &Project, out: &mut Derivation) {
    let mut groups: rustc_hash::FxHashMap<(&str, Option<&Rows>), Vec<usize>> = rustc_hash::FxHashMap::default();
    for (i, t) in out.model.tables.iter().enumerate() {
        if eligible(project, t) {
            groups.entry((t.keyspace.as_str(), out.rows_of(t))).or_default().push(i);
        }
    }
    let mut groups: Vec<Vec<usize>> = groups.into_values().filter(|g| g.len() > 1).collect();
    groups.sort();
    let tables = &mut out.model.tables;
    let mut removed = vec![false; tables.len()];
    for mut members in groups {
        loop {
            // Guests from the most predicates down, hosts from the fewest up; of the hosts
            // that answer a guest, the one with the fewest bytes to add (none, best).
            members.sort_by(|&a, &b| host_order(index, &tables[a], &tables[b]));
            let found = members.iter().rev().find_map(|&g| {
                members
                    .iter()
                    .copied()
                    .filter(|&h| h != g)
                    .filter_map(|h| answers(index, &tables[h], &tables[g]).map(|added| (h, added)))
                    .min_by_key(|(_, added)| bytes(added))
                    .map(|(h, added)| (g, h, added))
            });
            let Some((g, h, added)) = found else { break };
            let mut guest = tables[g].clone();
            let served = guest.queries.clone();
            // A column the host gains never changes its key (a key column of the guest's own
            // table is a plain value in the host, whose key already keeps the same rows apart),
            // and is static only where it was, under the same partition key.
            let same_partition = partition_of(&guest) == partition_of(&tables[h]);
            for c in guest.columns.iter_mut().filter(|c| c.role.is_key() || (c.role == Role::Static && !same_partition))
            {
                c.role = Role::Regular;
            }
            let table_bytes = bytes(&guest.columns.iter().collect::<Vec<_>>());
            let added_names: Vec<String> = added.iter().map(|c| c.name.clone()).collect();
            let added_bytes = bytes(&added);
            fold(&mut tables[h], guest);
            for query in served {
                tables[h].choices.push(if added_names.is_empty() {
                    Choice::Serves { query }
                } else {
                    Choice::ServesWithColumns { query, columns: added_names.clone(), added_bytes, table_bytes }
                });
            }
            removed[g] = true;
            members.retain(|&m| m != g);
        }
    }
    drop_removed(tables, &removed);
}

/// The columns `host` lacks to serve every query of `guest`, when its key answers them as CQL
/// requires (the whole partition key by equality, a clustering prefix, the order asked), and
/// adding them costs fewer bytes per row than the guest's own table (it always does: the
/// rows are the same, and the guest's table repeats at least its key). `None` when the key
/// does not answer them.
/// A lookup (a guest of one row per partition: no clustering column) is never answered by a
/// table of all rows, partitioned by a bucket the query does not give: a lookup by identifier
/// has its own table, not the bucketed listing that happens to cluster by the identifier
/// (issue 40, item 6: PetClinic's "owner by id" from `all_owners ((bucket), owner_id)`). A
/// partition the query gives (a category's, for a product numbered within it) still serves it.
fn answers<'g>(index: &Index<'_>, host: &Table, guest: &'g Table) -> Option<Vec<&'g Column>> {
    if host.bucket.is_some() || guest.bucket.is_some() || guest.columns.iter().any(|c| c.attribute.is_none()) {
        return None;
    }
    if guest.clustering().next().is_none() && host.partition_key().any(|c| c.attribute.is_none()) {
        return None;
    }
    let answered = guest.queries.iter().all(|q| {
        index.query(q).is_some_and(|query| query.aggregates.is_empty() && plan(index, query, host).is_answerable())
    });
    let missing: Vec<&Column> =
        guest.columns.iter().filter(|c| c.attribute.as_ref().is_some_and(|a| host.column_for(a).is_none())).collect();
    let cheaper = missing.is_empty() || bytes(&missing) < bytes(&guest.columns.iter().collect::<Vec<_>>());
    (answered && cheaper).then_some(missing)
}

/// Bytes per row of some columns, from their types' widths (a variable-width value: its
/// default width).
fn bytes(columns: &[&Column]) -> u64 {
    columns
        .iter()
        .map(|c| match &c.ty {
            CqlType::Native(n) => n.fixed_width().unwrap_or_else(|| n.default_width()),
            _ => VARIABLE_WIDTH,
        })
        .sum()
}

/// Bytes counted for a collection, a tuple or a user-defined type's value.
const VARIABLE_WIDTH: u64 = 64;

/// A table's partition-key attributes.
fn partition_of(t: &Table) -> Vec<Option<&AttributeId>> {
    t.partition_key().map(|c| c.attribute.as_ref()).collect()
}

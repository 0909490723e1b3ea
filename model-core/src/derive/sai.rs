//! Storage-attached indexes in the method (Cassandra 5.0): a query served by another table
//! with SAI indexes on the columns it searches, offered beside its own denormalised table and
//! applied only when the user chose it (`index_on`); and the SAI vector index a
//! nearest-neighbour search needs.

use super::Derivation;
use crate::cql::{CqlType, NativeType};
use crate::diagnostic::{Code, Diagnostic};
use crate::ids::QueryId;
use crate::logical::{Choice, IndexOffer, Origin, Role, Table};
use crate::msg;
use crate::project::{Index, IndexDef, Project, Query};
use crate::query_plan::{Restriction, is_sai, plan};
use crate::text::Text;

/// The index class written for SAI indexes.
pub const SAI_CLASS: &str = "StorageAttachedIndex";

/// Whether SAI indexes are offered for the project: when its target has them (Cassandra 5.0,
/// Astra, DSE 6.8; not one where they are off, absent or unconfirmed). The one place SAI offers
/// and `index_on` choices ask the target.
pub fn offers_sai(project: &Project) -> bool {
    project.target().supports(crate::dialect::Feature::Sai) == crate::dialect::Support::Yes
}

/// An unnamed SAI index on a column.
pub fn sai_index(column: &str) -> IndexDef {
    IndexDef { column: Some(column.to_owned()), using: Some(SAI_CLASS.to_owned()), ..IndexDef::default() }
}

/// Gives a query's own table the SAI vector index its nearest-neighbour search needs (with the
/// similarity function asked); a column that is not a vector gets none (validation says why).
pub(super) fn vector_index(query: &Query, table: &mut Table) {
    let Some(n) = &query.nearest else { return };
    let Some(c) = table.columns.iter_mut().find(|c| c.attribute.as_ref() == Some(&n.attribute)) else { return };
    if !matches!(c.ty, CqlType::Vector(..)) {
        return;
    }
    c.indexed = true;
    let column = c.name.clone();
    let mut def = sai_index(&column);
    def.options.insert("similarity_function".to_owned(), n.similarity.cql().to_owned());
    table.indexes.push(def);
    table.choices.push(Choice::VectorIndex {
        query: query.id.clone(),
        column,
        similarity: n.similarity.cql().to_owned(),
    });
}

/// `host` serving `query` through SAI: the host with the query, the columns it lacks (taken
/// from the query's own table) and an SAI index on each column its key does not answer. `None`
/// when CQL could still not answer the query there (an order the index scan cannot give, a
/// range on the partition key) or a column's name is taken.
struct Served {
    table: Table,
    columns: Vec<String>,
    added: Vec<String>,
    partition_restricted: bool,
}

fn serve(index: &Index<'_>, query: &Query, own: &Table, host: &Table) -> Option<Served> {
    if !query.aggregates.is_empty() || host.columns.iter().any(|c| c.ty == CqlType::Native(NativeType::Counter)) {
        return None;
    }
    let mut t = host.clone();
    let mut added = Vec::new();
    let wanted =
        query.given.iter().map(|g| &g.attribute).chain(&query.find).chain(query.nearest.iter().map(|n| &n.attribute));
    for a in wanted {
        if t.column_for(a).is_some() {
            continue;
        }
        let mut c = own.column_for(a)?.clone();
        if t.column(&c.name).is_some() {
            return None;
        }
        if c.role.is_key() {
            c.role = Role::Regular;
            // A key column froze its collection; a regular one needs no freezing to be read.
            if let CqlType::Frozen(inner) = &c.ty
                && inner.is_collection()
            {
                c.ty = (**inner).clone();
            }
        }
        c.indexed = false;
        added.push(c.name.clone());
        t.columns.push(c);
    }
    if let Some(n) = &query.nearest
        && let Some(c) = own.column_for(&n.attribute)
    {
        for i in own.indexes.iter().filter(|i| i.column.as_deref() == Some(c.name.as_str())) {
            if !t.indexes.iter().any(|x| x.column == i.column) {
                t.indexes.push(i.clone());
            }
        }
    }
    let (columns, partition_restricted) = unanswered(query, &t)?;
    for name in &columns {
        if let Some(c) = t.columns.iter_mut().find(|c| &c.name == name) {
            c.indexed = true;
        }
        t.indexes.push(sai_index(name));
    }
    t.queries.push(query.id.clone());
    super::order_columns(&mut t.columns);
    plan(index, query, &t).is_answerable().then_some(Served { table: t, columns, added, partition_restricted })
}

/// The given columns of `query` that `table`'s key does not answer (each needs an SAI index),
/// and whether the query gives the whole partition key. With the partition key given by
/// equality, the key answers the clustering prefix CQL allows (equalities, then one range);
/// without it every given column is searched by its index. `None` when a column cannot take
/// an SAI index: the only partition-key column.
fn unanswered(query: &Query, table: &Table) -> Option<(Vec<String>, bool)> {
    let restriction = |c: &crate::logical::Column| {
        query.given.iter().find(|g| c.attribute.as_ref() == Some(&g.attribute)).map(|g| match g.predicate {
            crate::project::Predicate::Eq => Restriction::Eq,
            crate::project::Predicate::In => Restriction::In,
            other => Restriction::Range(other),
        })
    };
    let pk: Vec<&crate::logical::Column> = table.partition_key().collect();
    let pk_given =
        !pk.is_empty() && pk.iter().all(|c| matches!(restriction(c), Some(Restriction::Eq | Restriction::In)));
    let mut answered: Vec<&str> = Vec::new();
    if pk_given {
        answered.extend(pk.iter().map(|c| c.name.as_str()));
        for c in table.clustering() {
            match restriction(c) {
                Some(Restriction::Eq | Restriction::In) => answered.push(&c.name),
                Some(Restriction::Range(_)) => {
                    answered.push(&c.name);
                    break;
                }
                None => break,
            }
        }
    }
    let mut columns = Vec::new();
    for g in &query.given {
        let c = table.column_for(&g.attribute)?;
        if answered.contains(&c.name.as_str()) || is_sai(table, c) || columns.contains(&c.name) {
            continue;
        }
        if c.role == Role::PartitionKey && pk.len() == 1 {
            return None;
        }
        columns.push(c.name.clone());
    }
    Some((columns, pk_given))
}

/// Applies the choices given (a query, and the query whose table would serve it), in their
/// order, as [`apply_choices`] does.
pub(super) fn apply_index_choices<'q>(
    index: &Index<'_>,
    project: &Project,
    choices: impl IntoIterator<Item = (&'q Query, &'q QueryId)>,
    out: &mut Derivation,
) {
    for (query, host_query) in choices {
        let stale = |why: Text| {
            let message =
                msg!("derive-index-choice-stale", id = query.id.to_string(), host = host_query.to_string(), why = why);
            Diagnostic::warning(Code::StaleOverride, message).query(&query.id)
        };
        let tables = &out.model.tables;
        let own = tables.iter().position(|t| t.queries.contains(&query.id));
        let host = tables.iter().position(|t| t.queries.contains(host_query));
        let (Some(own), Some(host)) = (own, host) else {
            out.diagnostics.push(stale(msg!("derive-host-has-no-table", host = host_query.to_string())));
            continue;
        };
        if own == host {
            continue;
        }
        if !offers_sai(project) {
            out.diagnostics.push(stale(msg!("derive-target-has-no-sai")));
            continue;
        }
        let (o, h) = (&tables[own], &tables[host]);
        if !matches!(h.origin, Origin::Derived(_)) || o.keyspace != h.keyspace || out.rows_of(o) != out.rows_of(h) {
            out.diagnostics.push(stale(msg!("derive-host-holds-other-rows")));
            continue;
        }
        let Some(served) = serve(index, query, o, h) else {
            out.diagnostics.push(stale(msg!("derive-cql-cannot-answer-there")));
            continue;
        };
        let mut table = served.table;
        table.choices.push(Choice::IndexServes {
            query: query.id.clone(),
            columns: served.columns,
            partition_restricted: served.partition_restricted,
        });
        out.model.tables[host] = table;
        let own_table = &mut out.model.tables[own];
        own_table.queries.retain(|q| q != &query.id);
        if own_table.queries.is_empty() {
            out.model.tables.remove(own);
        }
    }
}

/// The most hosts weighed for one query (the first in table order): keeps offers cheap on
/// models of thousands of queries.
const MAX_HOSTS: usize = 8;

/// Offers, for each query with a table of its own, the derived tables of the same rows that
/// could serve it through SAI indexes instead (at least one new index, or the vector index of
/// a nearest-neighbour search; CQL must answer it there).
pub(super) fn offers(index: &Index<'_>, project: &Project, out: &mut Derivation) {
    if !offers_sai(project) {
        return;
    }
    let tables = &out.model.tables;
    let mut groups: rustc_hash::FxHashMap<(&str, Option<&super::Rows>), Vec<usize>> = rustc_hash::FxHashMap::default();
    for (i, t) in tables.iter().enumerate() {
        if matches!(t.origin, Origin::Derived(_)) && t.subject.is_some() {
            groups.entry((t.keyspace.as_str(), out.rows_of(t))).or_default().push(i);
        }
    }
    let mut offers = Vec::new();
    for members in groups.values().filter(|m| m.len() > 1) {
        for &o in members {
            let own = &tables[o];
            let [qid] = own.queries.as_slice() else { continue };
            let Some(query) = index.query(qid) else { continue };
            if project.overrides.tables.get(qid).is_some_and(|ov| ov.separate || ov.index_on.is_some()) {
                continue;
            }
            for &h in members.iter().filter(|&&h| h != o).take(MAX_HOSTS) {
                let host = &tables[h];
                if host.bucket.is_some() {
                    continue;
                }
                let Some(served) = serve(index, query, own, host) else { continue };
                // An offer brings an index: SAI on a searched column, or the vector's.
                if served.columns.is_empty() && query.nearest.is_none() {
                    continue;
                }
                let Some(host_query) = host.queries.first() else { continue };
                offers.push(IndexOffer {
                    query: qid.clone(),
                    own_table: own.name.clone(),
                    table: host.name.clone(),
                    host_query: host_query.clone(),
                    columns: served.columns,
                    added: served.added,
                    partition_restricted: served.partition_restricted,
                });
            }
        }
    }
    offers.sort_by(|a, b| {
        super::choices::natural_cmp(a.query.as_str(), b.query.as_str()).then_with(|| a.table.cmp(&b.table))
    });
    out.model.index_offers = offers;
}

/// The offers for one query, and which table would serve it.
pub fn offers_for<'a>(
    model: &'a crate::logical::LogicalModel,
    query: &QueryId,
) -> impl Iterator<Item = &'a IndexOffer> {
    model.index_offers.iter().filter(move |o| &o.query == query)
}

//! What Cassandra accepts in a CREATE TABLE, CREATE MATERIALIZED VIEW and CREATE TYPE: the one
//! place that decides it. Validation reports each problem as an error, and `schema.cql` leaves
//! out every statement with a problem (with a comment saying why), so export never writes a
//! statement the validator did not accept.

use crate::cql_type::CqlType;
use crate::logical::{LogicalModel, Role, Table, Udt};
use crate::naming::schema_name_problem;
use crate::project::{Keyspace, Project, Replication};
use crate::text::Text;
use crate::text::said;
use rustc_hash::{FxHashMap, FxHashSet};

/// Why Cassandra would reject a table or view (or it cannot be written: its keyspace is left
/// out), or `None`.
pub fn table_problem(project: &Project, model: &LogicalModel, t: &Table) -> Option<Text> {
    let keyspace_left_out = project.physical.keyspaces.iter().any(|k| k.name == t.keyspace && keyspace_problem(k).is_some());
    if keyspace_left_out {
        return Some(Text::from(said::Cql::KeyspaceLeftOut { keyspace: t.keyspace.to_string() }));
    }
    own_problem(t).or_else(|| broken_type(model, t)).or_else(|| {
        let base = t.view_of.as_deref()?;
        let found = model.tables.iter().find(|b| b.view_of.is_none() && b.keyspace == t.keyspace && b.name == base);
        match found {
            None => Some(Text::from(said::Cql::BaseTableNotTableKeyspace { base: base.to_string(), keyspace: t.keyspace.to_string() })),
            Some(b) => (schema_name_problem(&b.name).is_some() || own_problem(b).is_some())
                .then(|| Text::from(said::Cql::BaseTableCannotCreated { base: base.to_string() })),
        }
    })
}

/// A column whose user-defined type cannot be created.
fn broken_type(model: &LogicalModel, t: &Table) -> Option<Text> {
    t.columns.iter().find_map(|c| {
        c.ty.udts().into_iter().find_map(|name| {
            let u = model.udts.iter().find(|u| u.keyspace == t.keyspace && u.name == name)?;
            udt_problem(u).map(|_| Text::from(said::Cql::ColumnUsesTypeCannotCreated { name: c.name.to_string(), name2: name.to_string() }))
        })
    })
}

/// Problems of the statement itself, without looking at other tables.
fn own_problem(t: &Table) -> Option<Text> {
    if t.columns.is_empty() {
        return Some(Text::from(said::Cql::HasNoColumns));
    }
    if t.partition_key().next().is_none() {
        return Some(Text::from(said::Cql::HasNoPartitionKeyColumn));
    }
    if t.columns.iter().any(|c| c.name.is_empty()) {
        return Some(Text::from(said::Cql::ColumnHasEmptyName));
    }
    if let Some(c) = t.columns.iter().find(|c| c.name.chars().any(super::breaks_text)) {
        return Some(unwritable("column", &c.name));
    }
    let mut seen = FxHashSet::default();
    if let Some(c) = t.columns.iter().find(|c| !seen.insert(c.name.as_str())) {
        return Some(Text::from(said::Cql::ColumnAppearsTwice { name: c.name.to_string() }));
    }
    if let Some(c) = t.columns.iter().find(|c| c.role.is_key() && c.ty.is_collection() && !matches!(c.ty, CqlType::Frozen(_))) {
        return Some(Text::from(said::Cql::KeyColumnCollectionNotFrozen { name: c.name.to_string() }));
    }
    if let Some(c) = t.columns.iter().find(|c| nests_unfrozen_collection(&c.ty, false)) {
        return Some(Text::from(said::Cql::ColumnHoldsCollectionInsideCollectionNot { name: c.name.to_string() }));
    }
    if let Some(c) = t.columns.iter().find(|c| has_empty_vector(&c.ty)) {
        return Some(Text::from(said::Cql::ColumnVectorDimensions { name: c.name.to_string() }));
    }
    let counters = t.columns.iter().filter(|c| c.ty.is_counter()).count();
    let counter_ok = counters == 0 || t.columns.iter().all(|c| if c.role.is_key() { !c.ty.is_counter() } else { c.ty.is_counter() });
    if !counter_ok {
        return Some(Text::from(said::Cql::MixesCounterOtherNonKeyColumns));
    }
    if t.columns.iter().any(|c| c.role == Role::Static) && t.clustering().next().is_none() {
        return Some(Text::from(said::Cql::HasStaticColumnsButNoClustering));
    }
    let mut options: FxHashMap<String, &str> = FxHashMap::default();
    for (k, _) in &t.options {
        if let Some(first) = options.insert(k.to_ascii_lowercase(), k) {
            return Some(Text::from(said::Cql::OptionGivenTwiceAlso { k: k.to_string(), first: first.to_string() }));
        }
    }
    None
}

/// `true` when a set, list or map sits inside another collection (or a vector) without
/// `frozen<>`, which Cassandra rejects.
fn nests_unfrozen_collection(ty: &CqlType, inside: bool) -> bool {
    match ty {
        // A tuple freezes what it holds.
        CqlType::Native(_) | CqlType::Udt(_) | CqlType::Frozen(_) | CqlType::Tuple(_) => false,
        CqlType::Set(t) | CqlType::List(t) => inside || nests_unfrozen_collection(t, true),
        CqlType::Map(k, v) => inside || nests_unfrozen_collection(k, true) || nests_unfrozen_collection(v, true),
        CqlType::Vector(t, _) => nests_unfrozen_collection(t, true),
    }
}

/// `true` when the type is or holds `vector<T, 0>`, which Cassandra rejects.
fn has_empty_vector(ty: &CqlType) -> bool {
    match ty {
        CqlType::Vector(_, 0) => true,
        CqlType::Native(_) | CqlType::Udt(_) => false,
        CqlType::Set(t) | CqlType::List(t) | CqlType::Frozen(t) | CqlType::Vector(t, _) => has_empty_vector(t),
        CqlType::Map(k, v) => has_empty_vector(k) || has_empty_vector(v),
        CqlType::Tuple(ts) => ts.iter().any(has_empty_vector),
    }
}

/// Why Cassandra would reject a user-defined type, or `None`.
pub fn udt_problem(u: &Udt) -> Option<Text> {
    if u.name.is_empty() {
        return Some(Text::from(said::Cql::TypeNameEmpty));
    }
    if u.fields.is_empty() {
        return Some(Text::from(said::Cql::HasNoFields));
    }
    if u.name.chars().any(super::breaks_text) {
        return Some(unwritable("type", &u.name));
    }
    if let Some((n, _)) = u.fields.iter().find(|(_, t)| has_empty_vector(t)) {
        return Some(Text::from(said::Cql::FieldVectorDimensions { n: n.to_string() }));
    }
    if u.fields.iter().any(|(n, _)| n.is_empty()) {
        return Some(Text::from(said::Cql::FieldHasEmptyName));
    }
    if let Some((n, _)) = u.fields.iter().find(|(n, _)| n.chars().any(super::breaks_text)) {
        return Some(unwritable("field", n));
    }
    let mut seen = FxHashSet::default();
    if let Some((n, _)) = u.fields.iter().find(|(n, _)| !seen.insert(n.as_str())) {
        return Some(Text::from(said::Cql::FieldAppearsTwice { n: n.to_string() }));
    }
    None
}

/// Why Cassandra (or a reader of schema.cql) could not take a keyspace statement, or `None`:
/// a datacenter name that is empty or holds a line break or another control character.
pub fn keyspace_problem(ks: &Keyspace) -> Option<Text> {
    let Replication::NetworkTopology { datacenters, .. } = &ks.replication else { return None };
    let dc = datacenters.keys().find(|dc| dc.is_empty() || dc.chars().any(super::breaks_text))?;
    Some(unwritable("datacenter", dc))
}

/// A name CQL cannot carry: empty, or with a character no quoting can write.
fn unwritable(what: &str, name: &str) -> Text {
    if name.is_empty() {
        return Text::from(said::Cql::NameEmpty { what: what.to_string() });
    }
    Text::from(said::Cql::NameHoldsLineBreakAnotherControl { what: what.to_string(), name: format!("{name:?}") })
}

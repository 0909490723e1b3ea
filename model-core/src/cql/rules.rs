//! What Cassandra accepts in a CREATE TABLE, CREATE MATERIALIZED VIEW and CREATE TYPE: the one
//! place that decides it. Validation reports each problem as an error, and `schema.cql` leaves
//! out every statement with a problem (with a comment saying why), so export never writes a
//! statement the validator did not accept.

use crate::cql_type::CqlType;
use crate::logical::{LogicalModel, Role, Table, Udt};
use crate::msg;
use crate::naming::schema_name_problem;
use crate::project::{Keyspace, Project, Replication};
use crate::text::Text;
use rustc_hash::{FxHashMap, FxHashSet};

/// Why Cassandra would reject a table or view (or it cannot be written: its keyspace is left
/// out), or `None`.
pub fn table_problem(project: &Project, model: &LogicalModel, t: &Table) -> Option<Text> {
    let keyspace_left_out = project.physical.keyspaces.iter().any(|k| k.name == t.keyspace && keyspace_problem(k).is_some());
    if keyspace_left_out {
        return Some(msg!("cql-keyspace-left-out", keyspace = t.keyspace.to_string()));
    }
    own_problem(t).or_else(|| broken_type(model, t)).or_else(|| {
        let base = t.view_of.as_deref()?;
        let found = model.tables.iter().find(|b| b.view_of.is_none() && b.keyspace == t.keyspace && b.name == base);
        match found {
            None => Some(msg!("cql-base-table-not-table-keyspace", base = base.to_string(), keyspace = t.keyspace.to_string())),
            Some(b) => (schema_name_problem(&b.name).is_some() || own_problem(b).is_some())
                .then(|| msg!("cql-base-table-cannot-created", base = base.to_string())),
        }
    })
}

/// A column whose user-defined type cannot be created.
fn broken_type(model: &LogicalModel, t: &Table) -> Option<Text> {
    t.columns.iter().find_map(|c| {
        c.ty.udts().into_iter().find_map(|name| {
            let u = model.udts.iter().find(|u| u.keyspace == t.keyspace && u.name == name)?;
            udt_problem(u).map(|_| msg!("cql-column-uses-type-cannot-created", name = c.name.to_string(), name2 = name.to_string()))
        })
    })
}

/// Problems of the statement itself, without looking at other tables.
fn own_problem(t: &Table) -> Option<Text> {
    if t.columns.is_empty() {
        return Some(msg!("cql-has-no-columns"));
    }
    if t.partition_key().next().is_none() {
        return Some(msg!("cql-has-no-partition-key-column"));
    }
    if t.columns.iter().any(|c| c.name.is_empty()) {
        return Some(msg!("cql-column-has-empty-name"));
    }
    if let Some(c) = t.columns.iter().find(|c| c.name.chars().any(super::breaks_text)) {
        return Some(unwritable("column", &c.name));
    }
    let mut seen = FxHashSet::default();
    if let Some(c) = t.columns.iter().find(|c| !seen.insert(c.name.as_str())) {
        return Some(msg!("cql-column-appears-twice", name = c.name.to_string()));
    }
    if let Some(c) = t.columns.iter().find(|c| c.role.is_key() && c.ty.is_collection() && !matches!(c.ty, CqlType::Frozen(_))) {
        return Some(msg!("cql-key-column-collection-not-frozen", name = c.name.to_string()));
    }
    if let Some(c) = t.columns.iter().find(|c| nests_unfrozen_collection(&c.ty, false)) {
        return Some(msg!("cql-column-holds-collection-inside-collection-not", name = c.name.to_string()));
    }
    if let Some(c) = t.columns.iter().find(|c| has_empty_vector(&c.ty)) {
        return Some(msg!("cql-column-vector-dimensions", name = c.name.to_string()));
    }
    let counters = t.columns.iter().filter(|c| c.ty.is_counter()).count();
    let counter_ok = counters == 0 || t.columns.iter().all(|c| if c.role.is_key() { !c.ty.is_counter() } else { c.ty.is_counter() });
    if !counter_ok {
        return Some(msg!("cql-mixes-counter-other-non-key-columns"));
    }
    if t.columns.iter().any(|c| c.role == Role::Static) && t.clustering().next().is_none() {
        return Some(msg!("cql-has-static-columns-but-no-clustering"));
    }
    let mut options: FxHashMap<String, &str> = FxHashMap::default();
    for (k, v) in &t.options {
        if let Some(first) = options.insert(k.to_ascii_lowercase(), k) {
            return Some(msg!("cql-option-given-twice-also", k = k.to_string(), first = first.to_string()));
        }
        if let Some(problem) = option_problem(k, v) {
            return Some(problem);
        }
    }
    None
}

/// Why Cassandra would refuse a time-to-live or time-window option value: a TTL is a whole
/// number of seconds from 0 to 20 years; TWCS windows count minutes, hours or days.
fn option_problem(name: &str, value: &str) -> Option<Text> {
    if name.eq_ignore_ascii_case("default_time_to_live") {
        let ok = value.trim().parse::<u64>().is_ok_and(|s| s <= crate::derive::MAX_TTL_SECONDS);
        return (!ok).then(|| msg!("cql-time-to-live-out-of-range", value = value.to_string()));
    }
    if name.eq_ignore_ascii_case("compaction") && value.contains("TimeWindowCompactionStrategy") {
        let unit = value.split("'compaction_window_unit'").nth(1).and_then(|rest| rest.split('\'').nth(1));
        if let Some(unit) = unit.filter(|u| !["MINUTES", "HOURS", "DAYS"].contains(&u.to_ascii_uppercase().as_str())) {
            return Some(msg!("cql-window-unit-not-twcs", unit = unit.to_string()));
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
        return Some(msg!("cql-type-name-empty"));
    }
    if u.fields.is_empty() {
        return Some(msg!("cql-has-no-fields"));
    }
    if u.name.chars().any(super::breaks_text) {
        return Some(unwritable("type", &u.name));
    }
    if let Some((n, _)) = u.fields.iter().find(|(_, t)| has_empty_vector(t)) {
        return Some(msg!("cql-field-vector-dimensions", n = n.to_string()));
    }
    if u.fields.iter().any(|(n, _)| n.is_empty()) {
        return Some(msg!("cql-field-has-empty-name"));
    }
    if let Some((n, _)) = u.fields.iter().find(|(n, _)| n.chars().any(super::breaks_text)) {
        return Some(unwritable("field", n));
    }
    let mut seen = FxHashSet::default();
    if let Some((n, _)) = u.fields.iter().find(|(n, _)| !seen.insert(n.as_str())) {
        return Some(msg!("cql-field-appears-twice", n = n.to_string()));
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
        return msg!("cql-name-empty", what = what.to_string());
    }
    msg!("cql-name-holds-line-break-another-control", what = what.to_string(), name = format!("{name:?}"))
}

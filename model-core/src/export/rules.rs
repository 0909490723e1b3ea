//! What Cassandra accepts in a CREATE TABLE, CREATE MATERIALIZED VIEW and CREATE TYPE: the one
//! place that decides it. Validation reports each problem as an error, and `schema.cql` leaves
//! out every statement with a problem (with a comment saying why), so export never writes a
//! statement the validator did not accept.

use crate::cql::CqlType;
use crate::cql::schema_name_problem;
use crate::logical::{LogicalModel, Role, Table, Udt};
use crate::msg;
use crate::project::{IndexDef, Keyspace, Project, Replication};
use crate::text::Text;
use rustc_hash::{FxHashMap, FxHashSet};

/// Why Cassandra would reject a table or view (or it cannot be written: its keyspace is left
/// out), or `None`.
pub fn table_problem(project: &Project, model: &LogicalModel, t: &Table) -> Option<Text> {
    keyspace_left_out(project, &t.keyspace)
        .or_else(|| own_problem(t))
        .or_else(|| type_problem(project, model, t))
        .or_else(|| {
            let base = t.view_of.as_deref()?;
            let found = model.tables.iter().find(|b| b.view_of.is_none() && b.keyspace == t.keyspace && b.name == base);
            match found {
                None => Some(msg!(
                    "cql-base-table-not-table-keyspace",
                    base = base.to_string(),
                    keyspace = t.keyspace.to_string()
                )),
                Some(b) => (schema_name_problem(&b.name).is_some() || own_problem(b).is_some())
                    .then(|| msg!("cql-base-table-cannot-created", base = base.to_string())),
            }
        })
}

/// A column whose type Cassandra refuses given the model's user-defined types: a key column
/// holding a duration (through a type too), a type that is not frozen holding a collection
/// that is not, or a type that cannot be created.
fn type_problem(project: &Project, model: &LogicalModel, t: &Table) -> Option<Text> {
    if let Some(c) =
        t.columns.iter().find(|c| c.role.is_key() && references(model, &t.keyspace, &c.ty, &is_duration, 0))
    {
        return Some(msg!("cql-duration-in-key", name = c.name.to_string()));
    }
    if t.columns.iter().all(|c| c.ty.udts().is_empty()) {
        return None;
    }
    let unfrozen = t.columns.iter().find(|c| match &c.ty {
        CqlType::Udt(name) => udt_of(model, &t.keyspace, name)
            .is_some_and(|u| u.fields.iter().any(|(_, f)| f.is_collection() && !matches!(f, CqlType::Frozen(_)))),
        _ => false,
    });
    if let Some(c) = unfrozen {
        return Some(msg!(
            "cql-unfrozen-type-holds-unfrozen-collection",
            name = c.name.to_string(),
            ty = c.ty.to_string()
        ));
    }
    let problems = udt_problems(project, model);
    t.columns.iter().find_map(|c| {
        c.ty.udts().into_iter().find_map(|name| {
            let at = model.udts.iter().position(|u| u.keyspace == t.keyspace && u.name == name)?;
            problems[at].as_ref().map(|_| {
                msg!("cql-column-uses-type-cannot-created", name = c.name.to_string(), name2 = name.to_string())
            })
        })
    })
}

/// The user-defined type `name` of keyspace `ks`.
fn udt_of<'a>(model: &'a LogicalModel, ks: &str, name: &str) -> Option<&'a Udt> {
    model.udts.iter().find(|u| u.keyspace == ks && u.name == name)
}

/// `true` when `ty` is or holds (through collections, tuples and the model's types of
/// keyspace `ks`) a type `pred` picks. Types that refer to themselves stop at depth 32.
fn references(model: &LogicalModel, ks: &str, ty: &CqlType, pred: &dyn Fn(&CqlType) -> bool, depth: usize) -> bool {
    if depth > 32 {
        return false;
    }
    pred(ty)
        || match ty {
            CqlType::Set(t) | CqlType::List(t) | CqlType::Frozen(t) | CqlType::Vector(t, _) => {
                references(model, ks, t, pred, depth + 1)
            }
            CqlType::Map(k, v) => {
                references(model, ks, k, pred, depth + 1) || references(model, ks, v, pred, depth + 1)
            }
            CqlType::Tuple(ts) => ts.iter().any(|t| references(model, ks, t, pred, depth + 1)),
            CqlType::Udt(name) => udt_of(model, ks, name)
                .is_some_and(|u| u.fields.iter().any(|(_, f)| references(model, ks, f, pred, depth + 1))),
            CqlType::Native(_) => false,
        }
}

fn is_duration(ty: &CqlType) -> bool {
    matches!(ty, CqlType::Native(crate::cql::NativeType::Duration))
}

/// `true` when `ty` holds a counter anywhere below its top (in a collection, tuple, vector or
/// frozen type): Cassandra allows a counter only as a column's own type.
fn holds_counter(ty: &CqlType) -> bool {
    match ty {
        CqlType::Native(_) | CqlType::Udt(_) => false,
        CqlType::Set(t) | CqlType::List(t) | CqlType::Frozen(t) | CqlType::Vector(t, _) => {
            t.is_counter() || holds_counter(t)
        }
        CqlType::Map(k, v) => [k, v].iter().any(|t| t.is_counter() || holds_counter(t)),
        CqlType::Tuple(ts) => ts.iter().any(|t| t.is_counter() || holds_counter(t)),
    }
}

/// `true` when `ty` holds a duration in a set or as a map's key, which Cassandra refuses
/// (durations have no order).
fn duration_in_set_or_map_key(ty: &CqlType) -> bool {
    let plain = |t: &CqlType| is_duration(t) || matches!(t, CqlType::Frozen(inner) if is_duration(inner));
    match ty {
        CqlType::Native(_) | CqlType::Udt(_) => false,
        CqlType::Set(t) => plain(t) || duration_in_set_or_map_key(t),
        CqlType::Map(k, v) => plain(k) || duration_in_set_or_map_key(k) || duration_in_set_or_map_key(v),
        CqlType::List(t) | CqlType::Frozen(t) | CqlType::Vector(t, _) => duration_in_set_or_map_key(t),
        CqlType::Tuple(ts) => ts.iter().any(duration_in_set_or_map_key),
    }
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
    if let Some(c) = t.columns.iter().find(|c| c.name.chars().any(crate::cql::breaks_text)) {
        return Some(unwritable("column", &c.name));
    }
    let mut seen = FxHashSet::default();
    if let Some(c) = t.columns.iter().find(|c| !seen.insert(c.name.as_str())) {
        return Some(msg!("cql-column-appears-twice", name = c.name.to_string()));
    }
    if let Some(c) =
        t.columns.iter().find(|c| c.role.is_key() && c.ty.is_collection() && !matches!(c.ty, CqlType::Frozen(_)))
    {
        return Some(msg!("cql-key-column-collection-not-frozen", name = c.name.to_string()));
    }
    if let Some(c) = t.columns.iter().find(|c| nests_unfrozen_collection(&c.ty, false)) {
        return Some(msg!("cql-column-holds-collection-inside-collection-not", name = c.name.to_string()));
    }
    if let Some(c) = t.columns.iter().find(|c| has_empty_vector(&c.ty)) {
        return Some(msg!("cql-column-vector-dimensions", name = c.name.to_string()));
    }
    if let Some(c) = t.columns.iter().find(|c| holds_counter(&c.ty)) {
        return Some(msg!("cql-counter-inside-composite", name = c.name.to_string()));
    }
    if let Some(c) = t.columns.iter().find(|c| duration_in_set_or_map_key(&c.ty)) {
        return Some(msg!("cql-duration-in-set-or-map-key", name = c.name.to_string()));
    }
    let counters = t.columns.iter().filter(|c| c.ty.is_counter()).count();
    let counter_ok =
        counters == 0 || t.columns.iter().all(|c| if c.role.is_key() { !c.ty.is_counter() } else { c.ty.is_counter() });
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
        // Cassandra: "Cannot set default_time_to_live on a table with counters".
        if counters > 0
            && k.eq_ignore_ascii_case("default_time_to_live")
            && v.trim().parse::<u64>().is_ok_and(|s| s > 0)
        {
            return Some(msg!("cql-time-to-live-on-counter-table"));
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

/// Why Cassandra would reject each user-defined type of `schema.cql`, in `model.udts` order
/// (the order it writes them): its keyspace left out ([`keyspace_left_out`]), a problem of the
/// type itself ([`udt_problem`]), or a type it
/// uses that is not created before it, so types that refer to themselves, directly or
/// through others, are all refused, and so are the types that use them. One pass.
pub fn udt_problems(project: &Project, model: &LogicalModel) -> Vec<Option<Text>> {
    let mut created: FxHashSet<(&str, &str)> = FxHashSet::default();
    model
        .udts
        .iter()
        .map(|u| {
            let problem = keyspace_left_out(project, &u.keyspace).or_else(|| udt_problem(u)).or_else(|| {
                let missing = u
                    .fields
                    .iter()
                    .flat_map(|(_, ty)| ty.udts())
                    .find(|d| !created.contains(&(u.keyspace.as_str(), *d)))?;
                Some(msg!("cql-type-not-created-before", name = missing.to_string()))
            });
            if problem.is_none() {
                created.insert((u.keyspace.as_str(), u.name.as_str()));
            }
            problem
        })
        .collect()
}

/// Why Cassandra would reject a user-defined type for what it holds itself (the types it
/// uses apart: [`udt_problems`]), or `None`.
pub fn udt_problem(u: &Udt) -> Option<Text> {
    if u.name.is_empty() {
        return Some(msg!("cql-type-name-empty"));
    }
    if u.fields.is_empty() {
        return Some(msg!("cql-has-no-fields"));
    }
    if u.name.chars().any(crate::cql::breaks_text) {
        return Some(unwritable("type", &u.name));
    }
    if let Some((n, _)) = u.fields.iter().find(|(_, t)| has_empty_vector(t)) {
        return Some(msg!("cql-field-vector-dimensions", n = n.to_string()));
    }
    if u.fields.iter().any(|(n, _)| n.is_empty()) {
        return Some(msg!("cql-field-has-empty-name"));
    }
    if let Some((n, _)) = u.fields.iter().find(|(n, _)| n.chars().any(crate::cql::breaks_text)) {
        return Some(unwritable("field", n));
    }
    let mut seen = FxHashSet::default();
    if let Some((n, _)) = u.fields.iter().find(|(n, _)| !seen.insert(n.as_str())) {
        return Some(msg!("cql-field-appears-twice", n = n.to_string()));
    }
    // Cassandra: "A user type cannot contain counters".
    if let Some((n, _)) = u.fields.iter().find(|(_, t)| t.is_counter() || holds_counter(t)) {
        return Some(msg!("cql-field-counter", n = n.to_string()));
    }
    if let Some((n, _)) = u.fields.iter().find(|(_, t)| duration_in_set_or_map_key(t)) {
        return Some(msg!("cql-duration-in-set-or-map-key", name = n.to_string()));
    }
    None
}

/// Why Cassandra would reject an index of table `t` (beyond its column and target, which
/// export and validation check apart): an index on the only partition key column, or a class
/// that is not a Java class name (Cassandra loads the class by that name).
pub fn index_problem(t: &Table, i: &IndexDef) -> Option<Text> {
    if let Some(class) = i.using.as_deref().filter(|c| !is_java_class_name(c)) {
        return Some(msg!("cql-index-class-not-java-name", class = format!("{class:?}")));
    }
    let column = i.column.as_deref()?;
    let mut keys = t.partition_key();
    let only = keys.next().filter(|_| keys.next().is_none())?;
    (only.name == column).then(|| msg!("cql-index-only-partition-key", column = column.to_owned()))
}

/// `true` for a Java class name: dot-separated identifiers, each a letter, `_` or `$` then
/// letters, digits, `_` or `$` (`org.apache.cassandra.index.sasi.SASIIndex`, `sai`).
fn is_java_class_name(class: &str) -> bool {
    class.split('.').all(|part| {
        let mut chars = part.chars();
        chars.next().is_some_and(|c| c.is_alphabetic() || c == '_' || c == '$')
            && chars.all(|c| c.is_alphanumeric() || c == '_' || c == '$')
    })
}

/// Why Cassandra (or a reader of schema.cql) could not take a keyspace statement, or `None`:
/// a datacenter name that is empty or holds a line break or another control character, or a
/// replication that stores nothing (a factor of 0, every data centre at 0), which `check`
/// rejects as senseless.
pub fn keyspace_problem(ks: &Keyspace) -> Option<Text> {
    match &ks.replication {
        Replication::Simple { factor: 0 } => Some(msg!("cql-replication-factor-zero")),
        Replication::Simple { .. } => None,
        Replication::NetworkTopology { datacenters, replication_factor } => {
            if let Some(dc) = datacenters.keys().find(|dc| dc.is_empty() || dc.chars().any(crate::cql::breaks_text)) {
                return Some(unwritable("datacenter", dc));
            }
            (datacenters.values().all(|&n| n == 0) && replication_factor.unwrap_or(0) == 0)
                .then(|| msg!("cql-replication-factor-zero"))
        }
    }
}

/// Why keyspace `name` is left out of `schema.cql` together with its types and tables, or
/// `None`: a name CQL cannot take, or a keyspace statement with a [`keyspace_problem`]. The
/// one rule deciding it, for the keyspace, its types and its tables, in export and `check`.
pub fn keyspace_left_out(project: &Project, name: &str) -> Option<Text> {
    let left_out = schema_name_problem(name).is_some()
        || project.physical.keyspaces.iter().any(|k| k.name == name && keyspace_problem(k).is_some());
    left_out.then(|| msg!("cql-keyspace-left-out", keyspace = name.to_string()))
}

/// A name CQL cannot carry: empty, or with a character no quoting can write.
fn unwritable(what: &str, name: &str) -> Text {
    if name.is_empty() {
        return msg!("cql-name-empty", what = what.to_string());
    }
    msg!("cql-name-holds-line-break-another-control", what = what.to_string(), name = format!("{name:?}"))
}

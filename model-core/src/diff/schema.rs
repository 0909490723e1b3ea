//! Changes of the schema the two models write: keyspaces, user-defined types, tables and
//! views (their columns, keys, options and indexes). Tables are matched by keyspace and name,
//! then the ones left by what they come from (the query a derived table serves, the id of a
//! defined one): a table whose name changed with its query's key is one table renamed.

use super::Side;
use super::change::{Change, ChangeKind};
use super::classify::type_change;
use crate::logical::{Column, Role, Table, Udt};
use crate::project::IndexDef;
use rustc_hash::{FxHashMap, FxHashSet};

/// Appends the schema changes from `old` to `new`.
pub(super) fn compare(old: &Side<'_>, new: &Side<'_>, out: &mut Vec<Change>) {
    keyspaces(old, new, out);
    udts(&old.model.udts, &new.model.udts, out);
    let old_index = old.project.index();
    let new_index = new.project.index();
    for (o, n) in pair_tables(&old.model.tables, &new.model.tables) {
        match (o, n) {
            (Some(o), None) => {
                let kind = if o.view_of.is_some() {
                    ChangeKind::ViewRemoved { name: o.name.clone() }
                } else {
                    ChangeKind::TableRemoved { name: o.name.clone() }
                };
                out.push(super::change_at(kind, Some(&o.keyspace), Some(&o.name)));
            }
            (None, Some(n)) => {
                let kind = if n.view_of.is_some() {
                    ChangeKind::ViewAdded { name: n.name.clone() }
                } else {
                    ChangeKind::TableAdded { name: n.name.clone() }
                };
                out.push(super::change_at(kind, Some(&n.keyspace), Some(&n.name)));
            }
            (Some(o), Some(n)) => {
                let options = (
                    crate::export::schema::table_options(&old_index, o).0,
                    crate::export::schema::table_options(&new_index, n).0,
                );
                table(o, n, &options, out);
            }
            (None, None) => {}
        }
    }
}

/// The tables of two models, paired: by keyspace and name, then derived tables by the query
/// they were made for; `(Some, None)` removed, `(None, Some)` added. New tables in their order,
/// then removed ones in theirs. The one place deciding which table is which.
pub fn pair_tables<'a>(old: &'a [Table], new: &'a [Table]) -> Vec<(Option<&'a Table>, Option<&'a Table>)> {
    let by_name: FxHashMap<(&str, &str), usize> =
        old.iter().enumerate().map(|(i, t)| ((t.keyspace.as_str(), t.name.as_str()), i)).collect();
    let mut used = vec![false; old.len()];
    let mut pairs: Vec<(Option<usize>, &Table)> = Vec::with_capacity(new.len());
    for t in new {
        let i = by_name.get(&(t.keyspace.as_str(), t.name.as_str())).copied().filter(|&i| !used[i]);
        if let Some(i) = i {
            used[i] = true;
        }
        pairs.push((i, t));
    }
    // Second pass: by origin, among the tables left on both sides.
    let mut by_origin: FxHashMap<String, Vec<usize>> = FxHashMap::default();
    for (i, t) in old.iter().enumerate().filter(|(i, _)| !used[*i]) {
        if let Some(key) = origin_key(&t.origin) {
            by_origin.entry(key).or_default().push(i);
        }
    }
    for (i, t) in pairs.iter_mut() {
        if i.is_none()
            && let Some(key) = origin_key(&t.origin)
            && let Some(list) = by_origin.get_mut(&key)
            && let Some(pos) = list.iter().position(|&j| !used[j] && old[j].view_of.is_some() == t.view_of.is_some())
        {
            let j = list.remove(pos);
            used[j] = true;
            *i = Some(j);
        }
    }
    let mut out: Vec<(Option<&Table>, Option<&Table>)> =
        pairs.into_iter().map(|(i, t)| (i.map(|i| &old[i]), Some(t))).collect();
    out.extend(old.iter().zip(&used).filter(|(_, u)| !**u).map(|(t, _)| (Some(t), None)));
    out
}

/// What a derived table comes from, as a key: the query it was made for. Defined tables have
/// none: an imported schema numbers its tables in file order, so their ids say nothing across
/// two imports.
fn origin_key(origin: &crate::logical::Origin) -> Option<String> {
    match origin {
        crate::logical::Origin::Derived(q) => Some(q.to_string()),
        crate::logical::Origin::Defined(_) => None,
    }
}

fn keyspaces(old: &Side<'_>, new: &Side<'_>, out: &mut Vec<Change>) {
    let old_ks: FxHashMap<&str, _> = old.project.physical.keyspaces.iter().map(|k| (k.name.as_str(), k)).collect();
    let new_names: FxHashSet<&str> = new.project.physical.keyspaces.iter().map(|k| k.name.as_str()).collect();
    for k in &new.project.physical.keyspaces {
        match old_ks.get(k.name.as_str()) {
            None => out.push(super::change_at(ChangeKind::KeyspaceAdded { name: k.name.clone() }, Some(&k.name), None)),
            Some(was) => {
                let (from, to) = (replication_text(was), replication_text(k));
                if from != to {
                    let kind = ChangeKind::ReplicationChanged { name: k.name.clone(), from, to };
                    out.push(super::change_at(kind, Some(&k.name), None));
                }
            }
        }
    }
    for k in old.project.physical.keyspaces.iter().filter(|k| !new_names.contains(k.name.as_str())) {
        out.push(super::change_at(ChangeKind::KeyspaceRemoved { name: k.name.clone() }, Some(&k.name), None));
    }
}

/// The keyspace's `WITH` clause as CQL writes it (replication, durable writes).
pub(super) fn replication_text(k: &crate::project::Keyspace) -> String {
    let mut s = format!("replication = {}", crate::export::schema::replication(&k.replication));
    if !k.durable_writes {
        s.push_str(" AND durable_writes = false");
    }
    s
}

fn udts(old: &[Udt], new: &[Udt], out: &mut Vec<Change>) {
    let old_by: FxHashMap<(&str, &str), &Udt> =
        old.iter().map(|u| ((u.keyspace.as_str(), u.name.as_str()), u)).collect();
    let new_keys: FxHashSet<(&str, &str)> = new.iter().map(|u| (u.keyspace.as_str(), u.name.as_str())).collect();
    for u in new {
        let at = |kind| super::change_at(kind, Some(&u.keyspace), Some(&u.name));
        let Some(was) = old_by.get(&(u.keyspace.as_str(), u.name.as_str())) else {
            out.push(at(ChangeKind::TypeAdded { name: u.name.clone() }));
            continue;
        };
        let old_fields: FxHashMap<&str, _> = was.fields.iter().map(|(n, t)| (n.as_str(), t)).collect();
        let new_fields: FxHashSet<&str> = u.fields.iter().map(|(n, _)| n.as_str()).collect();
        for (n, _) in was.fields.iter().filter(|(n, _)| !new_fields.contains(n.as_str())) {
            out.push(at(ChangeKind::TypeFieldRemoved { field: n.clone() }));
        }
        for (n, t) in &u.fields {
            match old_fields.get(n.as_str()) {
                None => out.push(at(ChangeKind::TypeFieldAdded { field: n.clone(), ty: t.to_string() })),
                Some(was_t) if *was_t != t => {
                    out.push(at(ChangeKind::TypeFieldTypeChanged {
                        field: n.clone(),
                        from: was_t.to_string(),
                        to: t.to_string(),
                    }));
                }
                Some(_) => {}
            }
        }
    }
    for u in old.iter().filter(|u| !new_keys.contains(&(u.keyspace.as_str(), u.name.as_str()))) {
        out.push(super::change_at(ChangeKind::TypeRemoved { name: u.name.clone() }, Some(&u.keyspace), Some(&u.name)));
    }
}

/// The old table's column for each column name of the new table: the same name, or the same
/// attribute under another name (a rename). The one place deciding which column is which.
pub fn pair_columns<'a>(old: &'a Table, new: &'a Table) -> FxHashMap<&'a str, &'a Column> {
    let mut map: FxHashMap<&str, &Column> = FxHashMap::default();
    let new_names: FxHashSet<&str> = new.columns.iter().map(|c| c.name.as_str()).collect();
    for c in &new.columns {
        if let Some(o) = old.column(&c.name) {
            map.insert(&c.name, o);
        }
    }
    let unmatched: Vec<&Column> = new.columns.iter().filter(|c| !map.contains_key(c.name.as_str())).collect();
    let mut renamed_from: FxHashSet<&str> = FxHashSet::default();
    // An attribute in a role whose role was renamed (`user.username@follower` now
    // `@subscriber`) is the same attribute: its column is renamed, not dropped and added.
    let base = |a: &crate::ids::AttributeId| match a.split_role() {
        (b, Some(_)) => Some(b.to_owned()),
        (_, None) => None,
    };
    for c in unmatched {
        let free = |o: &&Column| !new_names.contains(o.name.as_str()) && !renamed_from.contains(o.name.as_str());
        let renamed = c.attribute.as_ref().and_then(|a| {
            old.columns.iter().filter(free).find(|o| o.attribute.as_ref() == Some(a)).or_else(|| {
                let b = base(a)?;
                old.columns.iter().filter(free).find(|o| o.attribute.as_ref().and_then(base).as_ref() == Some(&b))
            })
        });
        if let Some(o) = renamed {
            renamed_from.insert(&o.name);
            map.insert(&c.name, o);
        }
    }
    map
}

type Options = (Vec<(String, String)>, Vec<(String, String)>);

fn table(o: &Table, n: &Table, options: &Options, out: &mut Vec<Change>) {
    let mut push = |kind| out.push(super::change_at(kind, Some(&n.keyspace), Some(&n.name)));
    if o.keyspace != n.keyspace || o.name != n.name {
        push(ChangeKind::TableRenamed {
            from: format!("{}.{}", o.keyspace, o.name),
            to: format!("{}.{}", n.keyspace, n.name),
        });
    }
    if o.view_of.is_some() || n.view_of.is_some() {
        if !same_view(o, n) {
            push(ChangeKind::ViewChanged { name: n.name.clone() });
        }
        options_changes(options, &mut push);
        return;
    }
    let pairs = pair_columns(o, n);
    let old_name = |new_name: &str| pairs.get(new_name).map(|c| c.name.clone());
    for c in &n.columns {
        if let Some(was) = pairs.get(c.name.as_str()).filter(|was| was.name != c.name) {
            push(ChangeKind::ColumnRenamed {
                from: was.name.clone(),
                to: c.name.clone(),
                key: was.role.is_key() && c.role.is_key(),
            });
        }
    }
    // Keys, in the old table's names: a renamed key column is not a key change.
    let old_pk: Vec<String> = o.partition_key().map(|c| c.name.clone()).collect();
    let new_pk: Vec<String> = n.partition_key().map(|c| old_name(&c.name).unwrap_or_else(|| c.name.clone())).collect();
    if old_pk != new_pk {
        push(ChangeKind::PartitionKeyChanged { from: old_pk, to: n.partition_key().map(|c| c.name.clone()).collect() });
    }
    let old_ck: Vec<String> = o.clustering().map(|c| c.name.clone()).collect();
    let new_ck: Vec<String> = n.clustering().map(|c| old_name(&c.name).unwrap_or_else(|| c.name.clone())).collect();
    if old_ck != new_ck {
        let with_order = |t: &Table| t.clustering().map(|c| format!("{} {}", c.name, order(c))).collect::<Vec<_>>();
        push(ChangeKind::ClusteringChanged { from: with_order(o), to: with_order(n) });
    } else {
        for (a, b) in o.clustering().zip(n.clustering()) {
            if a.role != b.role {
                push(ChangeKind::ClusteringOrderChanged {
                    column: b.name.clone(),
                    from: order(a).to_owned(),
                    to: order(b).to_owned(),
                });
            }
        }
    }
    for c in &n.columns {
        match pairs.get(c.name.as_str()) {
            Some(was) => {
                if let Some(kind) = type_change(&c.name, &was.ty, &c.ty) {
                    push(kind);
                }
                if !was.role.is_key() && !c.role.is_key() && was.role != c.role {
                    push(ChangeKind::ColumnRoleChanged {
                        column: c.name.clone(),
                        from: was.role.marker().to_owned(),
                        to: c.role.marker().to_owned(),
                    });
                }
                if was.mask != c.mask {
                    push(ChangeKind::MaskChanged {
                        column: c.name.clone(),
                        from: was.mask.clone(),
                        to: c.mask.clone(),
                    });
                }
            }
            None if !c.role.is_key() => {
                push(ChangeKind::ColumnAdded {
                    column: c.name.clone(),
                    ty: c.ty.to_string(),
                    is_static: c.role == Role::Static,
                });
            }
            None => {}
        }
    }
    let kept: FxHashSet<&str> = pairs.values().map(|c| c.name.as_str()).collect();
    for c in o.columns.iter().filter(|c| !c.role.is_key() && !kept.contains(c.name.as_str())) {
        push(ChangeKind::ColumnRemoved { column: c.name.clone() });
    }
    options_changes(options, &mut push);
    indexes(o, n, &mut push);
}

fn order(c: &Column) -> &'static str {
    match c.role {
        Role::Clustering(d) => d.keyword(),
        _ => "",
    }
}

/// Two views select the same columns, with the same roles and types, from the same base.
fn same_view(o: &Table, n: &Table) -> bool {
    let shape = |t: &Table| t.columns.iter().map(|c| (c.name.clone(), c.ty.clone(), c.role)).collect::<Vec<_>>();
    o.view_of == n.view_of && shape(o) == shape(n)
}

fn options_changes(options: &Options, push: &mut impl FnMut(ChangeKind)) {
    let (old, new) = options;
    let old_map: FxHashMap<&str, &str> = old.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let new_map: FxHashMap<&str, &str> = new.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    for (k, v) in new {
        if old_map.get(k.as_str()) != Some(&v.as_str()) {
            push(ChangeKind::OptionChanged {
                option: k.clone(),
                from: old_map.get(k.as_str()).map(|s| (*s).to_owned()),
                to: Some(v.clone()),
            });
        }
    }
    for (k, v) in old.iter().filter(|(k, _)| !new_map.contains_key(k.as_str())) {
        push(ChangeKind::OptionChanged { option: k.clone(), from: Some(v.clone()), to: None });
    }
}

/// An index's identity: its own name, else its column and target (an unnamed index is named
/// after its table, which may change).
fn index_key(i: &IndexDef) -> String {
    match &i.name {
        Some(n) => n.clone(),
        None => format!("\u{0}{:?}\u{0}{:?}", i.column, i.target),
    }
}

fn indexes(o: &Table, n: &Table, push: &mut impl FnMut(ChangeKind)) {
    let old: Vec<IndexDef> = o.all_indexes();
    let new: Vec<IndexDef> = n.all_indexes();
    let old_by: FxHashMap<String, &IndexDef> = old.iter().map(|i| (index_key(i), i)).collect();
    let new_keys: FxHashSet<String> = new.iter().map(index_key).collect();
    for i in &new {
        match old_by.get(&index_key(i)) {
            None => push(ChangeKind::IndexAdded { name: i.effective_name(&n.name) }),
            Some(was) if *was != i => push(ChangeKind::IndexChanged { name: i.effective_name(&n.name) }),
            Some(_) => {}
        }
    }
    for i in old.iter().filter(|i| !new_keys.contains(&index_key(i))) {
        push(ChangeKind::IndexRemoved { name: i.effective_name(&o.name) });
    }
}

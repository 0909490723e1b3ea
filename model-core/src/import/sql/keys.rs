//! What each table's keys say it is: an entity, a weak entity, or an m:n relationship; and
//! what each foreign key becomes (n:1, 1:1, identifying, self-relationship). The one place
//! for these decisions; `schema.rs` builds the model from them.

use super::catalog::{Catalog, ForeignKey, Table};
use std::collections::{BTreeMap, BTreeSet};

/// What a table becomes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Shape {
    /// An entity; `owner` is the foreign key (index into [`Keys::foreign_keys`]) that
    /// identifies it when it is weak.
    Entity {
        /// The identifying foreign key.
        owner: Option<usize>,
    },
    /// An m:n relationship between the targets of two foreign keys: a junction table (its
    /// key is the two foreign keys) or a table with a surrogate key and two foreign keys
    /// that no table refers to (`surrogate`: its key column, part of the relationship's
    /// identity).
    ManyToMany {
        /// The two foreign keys.
        ends: [usize; 2],
        /// The surrogate key column, if any.
        surrogate: Option<String>,
    },
}

/// What a foreign key of an entity table becomes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Link {
    /// n:1 from the referring table.
    ManyToOne,
    /// 1:1: the referring columns are unique.
    OneToOne,
    /// The identifying relationship of a weak entity (1:n, or 1:1 when the foreign key is
    /// the whole primary key).
    Identifying {
        /// The foreign key is the whole primary key: one per owner.
        one: bool,
    },
    /// Part of an m:n relationship (a junction table's).
    End,
}

/// The decisions for a whole schema.
#[derive(Debug, Default)]
pub(crate) struct Keys {
    /// Tables kept (not partitions), by key, sorted.
    pub tables: BTreeMap<String, usize>,
    /// The primary key of each kept table (keys of columns): declared, or the first unique
    /// set of `NOT NULL` columns (`from_unique`).
    pub primary_keys: BTreeMap<String, (Vec<String>, bool)>,
    /// Usable foreign keys, sorted by table and columns, partitions' moved to their table.
    pub foreign_keys: Vec<ForeignKey>,
    /// What each foreign key becomes.
    pub links: Vec<Link>,
    /// What each kept table becomes.
    pub shapes: BTreeMap<String, Shape>,
    /// Foreign keys that cannot be used: the key, and why.
    pub unusable: Vec<(ForeignKey, Unusable)>,
    /// The foreign keys (indexes) of each table.
    pub by_table: BTreeMap<String, Vec<usize>>,
    /// Tables some foreign key refers to.
    pub referenced: BTreeSet<String>,
}

impl Keys {
    /// The foreign keys (indexes) of `table`.
    pub fn of(&self, table: &str) -> &[usize] {
        self.by_table.get(table).map_or(&[], Vec::as_slice)
    }
}

/// Why a foreign key is not a relationship.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Unusable {
    /// It refers to a table no file creates.
    NoTable,
    /// It names columns its table (or the table referred to) does not have, or their numbers
    /// differ.
    NoColumns,
}

/// Decides every table's and foreign key's shape.
pub(crate) fn decide(catalog: &Catalog) -> Keys {
    let mut k = Keys::default();
    for (i, t) in catalog.tables.iter().enumerate() {
        let key = super::catalog::key_of(&t.name);
        if !catalog.partitions.contains_key(&key) {
            k.tables.insert(key, i);
        }
    }
    for (key, &i) in &k.tables {
        k.primary_keys.insert(key.clone(), primary_key(&catalog.tables[i]));
    }
    foreign_keys(catalog, &mut k);
    for (i, fk) in k.foreign_keys.iter().enumerate() {
        k.by_table.entry(fk.table.clone()).or_default().push(i);
        k.referenced.insert(fk.target.clone());
    }
    for key in k.tables.keys().cloned().collect::<Vec<_>>() {
        let shape = shape(catalog, &k, &key);
        k.shapes.insert(key, shape);
    }
    let mut uniques = Uniques::default();
    k.links = (0..k.foreign_keys.len()).map(|i| link(catalog, &k, i, &mut uniques)).collect();
    break_owner_cycles(&mut k);
    k
}

/// A table's primary key (keys of columns): declared, or the first unique set of `NOT NULL`
/// columns (then `true`), or none.
pub(crate) fn primary_key(t: &Table) -> (Vec<String>, bool) {
    if t.primary_key.is_empty() {
        let unique = t.unique.iter().find(|u| u.iter().all(|c| t.column(c).is_some_and(|c| c.not_null)));
        unique.map(|u| (u.clone(), true)).unwrap_or_default()
    } else {
        (t.primary_key.clone(), false)
    }
}

/// The usable foreign keys: a partition's moved to its table, each once, sorted.
fn foreign_keys(catalog: &Catalog, k: &mut Keys) {
    let mut seen = BTreeSet::new();
    let mut fks: Vec<ForeignKey> = catalog.foreign_keys.clone();
    fks.sort_by(|a, b| (&a.table, &a.columns, &a.target).cmp(&(&b.table, &b.columns, &b.target)));
    for mut fk in fks {
        while let Some(parent) = catalog.partitions.get(&fk.table) {
            fk.table.clone_from(parent);
        }
        while let Some(parent) = catalog.partitions.get(&fk.target) {
            fk.target.clone_from(parent);
        }
        let (Some(&ti), Some(&ri)) = (k.tables.get(&fk.table), k.tables.get(&fk.target)) else {
            if k.tables.contains_key(&fk.table) {
                k.unusable.push((fk, Unusable::NoTable));
            }
            continue;
        };
        let (table, target) = (&catalog.tables[ti], &catalog.tables[ri]);
        if fk.target_columns.is_empty() {
            fk.target_columns = k.primary_keys.get(&fk.target).map(|p| p.0.clone()).unwrap_or_default();
        }
        let fits = !fk.columns.is_empty()
            && fk.columns.len() == fk.target_columns.len()
            && fk.columns.iter().all(|c| table.column(c).is_some())
            && fk.target_columns.iter().all(|c| target.column(c).is_some());
        if !fits {
            k.unusable.push((fk, Unusable::NoColumns));
            continue;
        }
        if seen.insert((fk.table.clone(), fk.columns.clone(), fk.target.clone())) {
            k.foreign_keys.push(fk);
        }
    }
}

fn set(cols: &[String]) -> BTreeSet<&str> {
    cols.iter().map(String::as_str).collect()
}

/// What a table's keys say it is.
fn shape(catalog: &Catalog, k: &Keys, key: &str) -> Shape {
    let t = &catalog.tables[k.tables[key]];
    let pk = &k.primary_keys[key].0;
    let pk_set = set(pk);
    let own: Vec<usize> = k.of(key).to_vec();
    let referenced = k.referenced.contains(key);
    if !referenced && !pk.is_empty() {
        // A junction table: two foreign keys that together are the primary key (the first
        // such pair in the order of the table's foreign keys), found by looking up each
        // one's complement in the key rather than trying every pair (issue 41).
        if let Some((a, b)) = junction(k, &own, &pk_set) {
            return Shape::ManyToMany { ends: ordered(k, pk, a, b), surrogate: None };
        }
        // A surrogate key, and exactly two mandatory foreign keys outside it.
        if let ([a, b], [surrogate]) = (own.as_slice(), pk.as_slice()) {
            let (ca, cb) = (set(&k.foreign_keys[*a].columns), set(&k.foreign_keys[*b].columns));
            let mandatory = |cols: &BTreeSet<&str>| cols.iter().all(|c| t.column(c).is_some_and(|c| c.not_null));
            if ca.is_disjoint(&cb)
                && !ca.contains(surrogate.as_str())
                && !cb.contains(surrogate.as_str())
                && mandatory(&ca)
                && mandatory(&cb)
            {
                return Shape::ManyToMany { ends: [*a, *b], surrogate: Some(surrogate.clone()) };
            }
        }
    }
    // A weak entity: a foreign key to another table inside the primary key (the one whose
    // columns come first in the key).
    let owner = own
        .iter()
        .copied()
        .filter(|&i| k.foreign_keys[i].target != key && set(&k.foreign_keys[i].columns).is_subset(&pk_set))
        .min_by_key(|&i| k.foreign_keys[i].columns.iter().filter_map(|c| pk.iter().position(|p| p == c)).min());
    Shape::Entity { owner }
}

/// The first pair (in the order of `own`) of foreign keys with disjoint columns that together
/// are the primary key `pk`: each key inside it is looked up by its complement.
fn junction(k: &Keys, own: &[usize], pk: &BTreeSet<&str>) -> Option<(usize, usize)> {
    let inside: Vec<(usize, BTreeSet<&str>)> = own
        .iter()
        .enumerate()
        .map(|(n, &i)| (n, set(&k.foreign_keys[i].columns)))
        .filter(|(_, c)| !c.is_empty() && c.is_subset(pk))
        .collect();
    let mut places: rustc_hash::FxHashMap<&BTreeSet<&str>, Vec<usize>> = rustc_hash::FxHashMap::default();
    for (n, c) in &inside {
        places.entry(c).or_default().push(*n);
    }
    let sizes: BTreeSet<usize> = inside.iter().map(|(_, c)| c.len()).collect();
    // Of the pairs (n, m), n < m, the first by n then m, as a loop over every pair finds it.
    inside.iter().filter(|(_, c)| sizes.contains(&(pk.len() - c.len()))).find_map(|(n, c)| {
        let complement: BTreeSet<&str> = pk.difference(c).copied().collect();
        let m = places.get(&complement)?.iter().find(|&&m| m > *n)?;
        Some((own[*n], own[*m]))
    })
}

/// The two ends of a junction in the order their columns come in the primary key.
fn ordered(k: &Keys, pk: &[String], a: usize, b: usize) -> [usize; 2] {
    let first = |i: usize| k.foreign_keys[i].columns.iter().filter_map(|c| pk.iter().position(|p| p == c)).min();
    if first(b) < first(a) { [b, a] } else { [a, b] }
}

/// The unique column sets of each table, as sets, made once per table.
type Uniques<'c> = rustc_hash::FxHashMap<&'c str, rustc_hash::FxHashSet<BTreeSet<&'c str>>>;

fn link<'c>(catalog: &'c Catalog, k: &'c Keys, i: usize, uniques: &mut Uniques<'c>) -> Link {
    let fk = &k.foreign_keys[i];
    match &k.shapes[&fk.table] {
        Shape::ManyToMany { ends, .. } if ends.contains(&i) => Link::End,
        Shape::Entity { owner: Some(o) } if *o == i => {
            let pk = &k.primary_keys[&fk.table].0;
            Link::Identifying { one: set(&fk.columns) == set(pk) }
        }
        _ => {
            let t: &Table = &catalog.tables[k.tables[&fk.table]];
            let cols = set(&fk.columns);
            let pk = &k.primary_keys[&fk.table].0;
            let unique = uniques.entry(fk.table.as_str()).or_insert_with(|| t.unique.iter().map(|u| set(u)).collect());
            if unique.contains(&cols) || (!pk.is_empty() && set(pk) == cols) { Link::OneToOne } else { Link::ManyToOne }
        }
    }
}

/// A weak entity's owner cannot be itself through a chain (A identified by B identified by
/// A): the last identifying key of such a chain becomes n:1.
fn break_owner_cycles(k: &mut Keys) {
    let owner_of = |k: &Keys, table: &str| match k.shapes.get(table) {
        Some(Shape::Entity { owner: Some(o) }) => Some(*o),
        _ => None,
    };
    // Tables whose chain of owners was walked to its end: a later walk reaching one stops
    // there (the rest has no cycle), so a chain of n weak tables is walked once, not n times.
    let mut settled: BTreeSet<String> = BTreeSet::new();
    for start in k.tables.keys().cloned().collect::<Vec<_>>() {
        let mut seen = BTreeSet::from([start.clone()]);
        let mut at = start.clone();
        while let Some(o) = owner_of(k, &at) {
            let next = k.foreign_keys[o].target.clone();
            if settled.contains(&next) {
                break;
            }
            if !seen.insert(next.clone()) {
                k.shapes.insert(at.clone(), Shape::Entity { owner: None });
                k.links[o] = Link::ManyToOne;
                break;
            }
            at = next;
        }
        settled.extend(seen);
    }
}

//! Relationships from the queries' joins (issue 46): where no foreign key declares one, an
//! equality join on columns that are the primary key (or a unique key) of one side is a
//! foreign key of the other side to it, read before the tables' shapes are decided, so that
//! what it becomes (n:1, 1:1 when the columns are the other side's key too, identifying, an
//! end of an m:n table) is decided by `keys.rs` exactly as for a declared one. Foreign keys
//! declared win; the user can reject any inferred one by its id (`signon.userid`).

use super::At;
use super::catalog::{Catalog, ForeignKey, Table, key_of};
use super::joins::{ColumnRef, SelectJoins};
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::{BTreeMap, BTreeSet};

/// What the user asked of the inference.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct JoinInference {
    /// Infer no relationship at all (`--no-inferred-relationships`).
    pub off: bool,
    /// The ids of inferred relationships the user rejected (`signon.userid`: the referring
    /// table and its columns, `+` between columns; any case).
    pub rejected: BTreeSet<String>,
}

impl JoinInference {
    fn rejects(&self, id: &str) -> bool {
        self.rejected.iter().any(|r| r.trim().eq_ignore_ascii_case(id))
    }
}

/// Why a 1:1 join was read with the referring side it was: both sides are keyed by the join's
/// columns, so either could refer to the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Direction {
    /// Only the table referred to fills its key from a sequence.
    Generated,
    /// More tables join the table referred to on its key.
    Joined,
    /// Neither: the table named first in the query is taken as the one referred to.
    First,
}

/// A foreign key inferred from a join.
#[derive(Clone, Debug)]
pub(crate) struct Inferred {
    /// The foreign key (at the SELECT).
    pub fk: ForeignKey,
    /// Its id, for rejecting it: `table.column` (keys; `+` between columns).
    pub id: String,
    /// The join's conditions as written.
    pub join: String,
    /// The SELECT it came from (its place among the SELECTs kept for the workflow).
    pub select: usize,
    /// For a 1:1: why this side refers to the other.
    pub direction: Option<Direction>,
}

/// A join on one side's key that was not read as a relationship, and why.
#[derive(Clone, Debug)]
pub(crate) struct NotInferred {
    /// Where the SELECT is.
    pub at: At,
    /// The SELECT.
    pub select: usize,
    /// The join as written.
    pub join: String,
    /// The foreign key it would have been.
    pub fk: ForeignKey,
    /// Its id.
    pub id: String,
    /// Why not.
    pub why: Why,
}

/// Why a join on a key was not read as a relationship.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Why {
    /// The referring columns have a declared foreign key to another table (its key).
    Declared(String),
    /// They were already inferred to refer to another table (its key), from an earlier SELECT.
    Inferred(String, usize),
    /// The user rejected it.
    Rejected,
}

/// The inference over a whole import.
#[derive(Debug, Default)]
pub(crate) struct Inference {
    /// The foreign keys inferred, in the order of the SELECTs.
    pub inferred: Vec<Inferred>,
    /// The joins on a key not inferred, with why.
    pub not_inferred: Vec<NotInferred>,
}

/// One side of a join between two tables of a SELECT: the tables' places in its FROM
/// clause, the tables (keys) and each equality's columns.
struct Pair {
    select: usize,
    at: At,
    places: (usize, usize),
    tables: (String, String),
    columns: Vec<(String, String)>,
    sql: Vec<String>,
}

/// The side of a pair whose key the join's columns are: that key, in order, and the other
/// side's columns in the same order.
#[derive(Clone, Debug)]
struct Keyed {
    key: Vec<String>,
    others: Vec<String>,
}

/// Infers the foreign keys the SELECTs' joins imply and no declared foreign key gives.
pub(crate) fn infer(catalog: &Catalog, selects: &[SelectJoins], asked: &JoinInference) -> Inference {
    let mut out = Inference::default();
    if asked.off {
        return out;
    }
    let pairs: Vec<Pair> = selects.iter().flat_map(|s| pairs_of(catalog, s)).collect();
    let keyed: Vec<(Option<Keyed>, Option<Keyed>)> = pairs
        .iter()
        .map(|p| {
            let flipped: Vec<(String, String)> = p.columns.iter().map(|(a, b)| (b.clone(), a.clone())).collect();
            (keyed(catalog, &p.tables.0, &p.columns), keyed(catalog, &p.tables.1, &flipped))
        })
        .collect();
    // The tables joined to each table on its key, for the direction of a 1:1.
    let mut joined: FxHashMap<&str, FxHashSet<&str>> = FxHashMap::default();
    for (p, (a, b)) in pairs.iter().zip(&keyed) {
        if a.is_some() {
            joined.entry(p.tables.0.as_str()).or_default().insert(p.tables.1.as_str());
        }
        if b.is_some() {
            joined.entry(p.tables.1.as_str()).or_default().insert(p.tables.0.as_str());
        }
    }
    let declared = declared(catalog);
    let mut taken: BTreeMap<(String, Vec<String>), (String, usize)> = BTreeMap::new();
    for (p, (a, b)) in pairs.iter().zip(keyed) {
        let (referring, target, keyed, direction) = match (a, b) {
            (None, None) => continue,
            (None, Some(k)) => (p.tables.0.as_str(), p.tables.1.as_str(), k, None),
            (Some(k), None) => (p.tables.1.as_str(), p.tables.0.as_str(), k, None),
            (Some(_), Some(_)) if p.tables.0 == p.tables.1 => continue,
            (Some(ka), Some(kb)) => {
                let (a_referred, why) = one_to_one(catalog, &joined, p, &ka, &kb);
                if a_referred {
                    (p.tables.1.as_str(), p.tables.0.as_str(), ka, Some(why))
                } else {
                    (p.tables.0.as_str(), p.tables.1.as_str(), kb, Some(why))
                }
            }
        };
        let fk = ForeignKey {
            table: referring.to_owned(),
            columns: keyed.others.clone(),
            target: target.to_owned(),
            target_columns: keyed.key.clone(),
            at: p.at,
            inferred: true,
        };
        let id = format!("{referring}.{}", keyed.others.join("+"));
        let join = p.sql.join(" AND ");
        let not = |why: Why| NotInferred {
            at: p.at,
            select: p.select,
            join: join.clone(),
            fk: fk.clone(),
            id: id.clone(),
            why,
        };
        let sorted =
            |cols: &[String]| -> Vec<String> { cols.iter().cloned().collect::<BTreeSet<_>>().into_iter().collect() };
        let mine = (referring.to_owned(), sorted(&keyed.others));
        let theirs = (target.to_owned(), sorted(&keyed.key));
        match declared.get(&mine) {
            Some(t) if t == target => continue,
            Some(other) => {
                out.not_inferred.push(not(Why::Declared(other.clone())));
                continue;
            }
            None if declared.get(&theirs).is_some_and(|t| t == referring) => continue,
            None => {}
        }
        match taken.get(&mine) {
            Some((t, _)) if t == target => continue,
            Some((other, select)) => {
                out.not_inferred.push(not(Why::Inferred(other.clone(), *select)));
                continue;
            }
            None if taken.get(&theirs).is_some_and(|(t, _)| t == referring) => continue,
            None => {}
        }
        if asked.rejects(&id) {
            out.not_inferred.push(not(Why::Rejected));
            continue;
        }
        taken.insert(mine, (target.to_owned(), p.select));
        out.inferred.push(Inferred { fk, id, join, select: p.select, direction });
    }
    out
}

/// The declared foreign keys, partitions' moved to their table: (table, columns sorted) →
/// the table referred to.
fn declared(catalog: &Catalog) -> BTreeMap<(String, Vec<String>), String> {
    let mut out = BTreeMap::new();
    for fk in &catalog.foreign_keys {
        let mut columns = fk.columns.clone();
        columns.sort();
        out.entry((fold(catalog, &fk.table), columns)).or_insert_with(|| fold(catalog, &fk.target));
    }
    out
}

/// A partition's table (a table is its own).
fn fold(catalog: &Catalog, table: &str) -> String {
    let mut table = table.to_owned();
    for _ in 0..=catalog.partitions.len() {
        match catalog.partitions.get(&table) {
            Some(parent) => table.clone_from(parent),
            None => break,
        }
    }
    table
}

/// Which side of a 1:1 is referred to (`true`: the first), and why.
fn one_to_one(
    catalog: &Catalog,
    joined: &FxHashMap<&str, FxHashSet<&str>>,
    p: &Pair,
    ka: &Keyed,
    kb: &Keyed,
) -> (bool, Direction) {
    let generated = |table: &str, key: &[String]| {
        catalog.table(table).is_some_and(|t| key.iter().all(|c| t.column(c).is_some_and(|c| c.generated_id)))
    };
    let (ga, gb) = (generated(&p.tables.0, &ka.key), generated(&p.tables.1, &kb.key));
    if ga != gb {
        return (ga, Direction::Generated);
    }
    let count = |t: &str| joined.get(t).map_or(0, FxHashSet::len);
    let (ja, jb) = (count(&p.tables.0), count(&p.tables.1));
    if ja != jb {
        return (ja > jb, Direction::Joined);
    }
    (p.places.0 < p.places.1, Direction::First)
}

/// A key of `table` (its primary key, else its first unique set) that the join's columns
/// cover: `columns` are (this side's, the other side's) pairs.
fn keyed(catalog: &Catalog, table: &str, columns: &[(String, String)]) -> Option<Keyed> {
    let t: &Table = catalog.table(table)?;
    let pk = super::keys::primary_key(t).0;
    std::iter::once(&pk).chain(&t.unique).filter(|k| !k.is_empty()).find_map(|key| {
        let others: Option<Vec<String>> =
            key.iter().map(|k| columns.iter().find(|(mine, _)| mine == k).map(|(_, o)| o.clone())).collect();
        let others = others?;
        let distinct: BTreeSet<&String> = others.iter().collect();
        (distinct.len() == others.len()).then(|| Keyed { key: key.clone(), others })
    })
}

/// The pairs of tables a SELECT's equalities join, each with its columns, in the order of
/// their first equality.
fn pairs_of(catalog: &Catalog, s: &SelectJoins) -> Vec<Pair> {
    let resolver = Resolver::new(catalog, s);
    let mut out: Vec<Pair> = Vec::new();
    let mut places: FxHashMap<(usize, usize), usize> = FxHashMap::default();
    let mut left_maps: FxHashMap<usize, FxHashMap<String, usize>> = FxHashMap::default();
    for e in &s.equalities {
        let (Some(l), Some(r)) = (resolver.place(&e.left, &mut left_maps), resolver.place(&e.right, &mut left_maps))
        else {
            continue;
        };
        if l == r {
            continue;
        }
        let (Some(tl), Some(tr)) = (resolver.tables[l].clone(), resolver.tables[r].clone()) else { continue };
        let (cl, cr) = (e.left.column().to_owned(), e.right.column().to_owned());
        let (key, tables, columns) = if l < r { ((l, r), (tl, tr), (cl, cr)) } else { ((r, l), (tr, tl), (cr, cl)) };
        let i = *places.entry(key).or_insert_with(|| {
            out.push(Pair { select: s.select, at: s.at, places: key, tables, columns: Vec::new(), sql: Vec::new() });
            out.len() - 1
        });
        out[i].columns.push(columns);
        out[i].sql.push(e.sql.clone());
    }
    out
}

/// Finds the FROM place of a column reference of one SELECT.
struct Resolver<'c, 's> {
    catalog: &'c Catalog,
    s: &'s SelectJoins,
    /// Each place's table (key; a partition's parent), when the schema has it.
    tables: Vec<Option<String>>,
    /// An alias (or a table's name) → its first place.
    named: FxHashMap<&'s str, usize>,
    /// A column → the first place whose table holds it (made once, for bare columns).
    columns: std::cell::OnceCell<FxHashMap<String, usize>>,
}

impl<'c, 's> Resolver<'c, 's> {
    fn new(catalog: &'c Catalog, s: &'s SelectJoins) -> Self {
        let tables = s
            .sources
            .iter()
            .map(|(_, t)| {
                let key = fold(catalog, t);
                catalog.table(&key).map(|_| key)
            })
            .collect();
        let mut named = FxHashMap::default();
        for (i, (alias, _)) in s.sources.iter().enumerate() {
            named.entry(alias.as_str()).or_insert(i);
        }
        for (i, (_, table)) in s.sources.iter().enumerate() {
            named.entry(table.as_str()).or_insert(i);
        }
        Self { catalog, s, tables, named, columns: std::cell::OnceCell::new() }
    }

    fn table(&self, place: usize) -> Option<&'c Table> {
        self.tables.get(place).and_then(Option::as_deref).and_then(|k| self.catalog.table(k))
    }

    fn holds(&self, place: usize, column: &str) -> bool {
        self.table(place).is_some_and(|t| t.column(column).is_some())
    }

    /// Each column (key) of the tables at `places` → the first of them holding it.
    fn first_holding(&self, places: impl Iterator<Item = (usize, usize)>) -> FxHashMap<String, usize> {
        let mut m = FxHashMap::default();
        for (at, p) in places {
            for col in self.table(p).iter().flat_map(|t| t.columns.iter()) {
                m.entry(key_of(&col.name)).or_insert(at);
            }
        }
        m
    }

    fn place(&self, c: &ColumnRef, left_maps: &mut FxHashMap<usize, FxHashMap<String, usize>>) -> Option<usize> {
        match c {
            ColumnRef::Qualified(q, column) => self.named.get(q.as_str()).copied().filter(|&p| self.holds(p, column)),
            ColumnRef::Bare(column) => {
                let map = self.columns.get_or_init(|| self.first_holding((0..self.s.sources.len()).map(|p| (p, p))));
                map.get(column).copied()
            }
            ColumnRef::Left { item, upto, column } => {
                let names = self.s.names.get(*item)?;
                let map = left_maps.entry(*item).or_insert_with(|| {
                    let places =
                        names.iter().enumerate().filter_map(|(pos, n)| self.named.get(n.as_str()).map(|&p| (pos, p)));
                    self.first_holding(places)
                });
                let pos = map.get(column).copied().filter(|pos| pos <= upto)?;
                names.get(pos).and_then(|n| self.named.get(n.as_str())).copied()
            }
        }
    }
}

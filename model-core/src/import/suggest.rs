//! Entities proposed from imported tables: key columns that several tables share (`video_id`
//! in seven KillrVideo tables) are probably the key of one entity type. These are offered to
//! the user, never added to the ER model silently.

use crate::cql::{CqlType, NativeType};
use crate::naming::{plural, snake_case};
use crate::project::TableDef;
use rustc_hash::FxHashSet;
use std::collections::{BTreeMap, BTreeSet};

/// An entity type the imported tables imply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EntitySuggestion {
    /// Proposed entity name (`Video`, `HotelRoom`).
    pub name: String,
    /// Its proposed key: column names (as most tables call them) and CQL types.
    pub key_columns: Vec<(String, CqlType)>,
    /// The tables whose primary key holds all of these columns.
    pub tables: Vec<String>,
    /// Why it is proposed, in one sentence, worded when shown.
    pub reason: crate::text::Text,
}

impl EntitySuggestion {
    /// Why it is proposed, in `lang`.
    pub fn reason_in(&self, lang: crate::text::Lang) -> String {
        self.reason.get(lang)
    }
}

/// A candidate key: column names and types.
type Key = Vec<(String, CqlType)>;

/// Suffixes that mark a column as an identifier of something (`hotel_id` → Hotel).
const ID_SUFFIXES: [&str; 7] = ["_id", "_uuid", "_key", "_number", "_name", "_code", "_num"];

/// Proposes entities from tables (views are left out: they repeat their base table's keys).
pub fn suggest_entities(tables: &[TableDef]) -> Vec<EntitySuggestion> {
    // Per table: its key columns under their canonical names, with types.
    let keyed: Vec<(&TableDef, Vec<(String, CqlType)>)> = tables
        .iter()
        .filter(|t| t.view_of.is_none())
        .map(|t| {
            let cols = t
                .columns
                .iter()
                .filter(|c| c.role.is_key())
                .map(|c| (canonical(&t.name, &c.name), c.ty.clone()))
                .collect();
            (t, cols)
        })
        .collect();
    // Which tables hold each key column (indices into `keyed`, ascending): a candidate's
    // tables are found from its first column's list, not by scanning every table.
    let mut by_column: BTreeMap<&(String, CqlType), Vec<usize>> = BTreeMap::new();
    for (i, (_, cols)) in keyed.iter().enumerate() {
        for c in cols {
            let list = by_column.entry(c).or_default();
            if list.last() != Some(&i) {
                list.push(i);
            }
        }
    }
    let holding = |key: &[(String, CqlType)]| -> Vec<String> {
        let Some((first, rest)) = key.split_first() else {
            return keyed.iter().map(|(t, _)| t.name.clone()).collect();
        };
        by_column
            .get(first)
            .into_iter()
            .flatten()
            .filter(|&&i| rest.iter().all(|k| keyed[i].1.contains(k)))
            .map(|&i| keyed[i].0.name.clone())
            .collect()
    };
    let mut candidates: BTreeMap<Key, Vec<String>> = BTreeMap::new();
    for (t, cols) in &keyed {
        for c in cols.iter().filter(|(_, ty)| !is_time(ty)) {
            candidates.entry(vec![c.clone()]).or_insert_with(|| holding(std::slice::from_ref(c)));
        }
        let partition: Vec<(String, CqlType)> = t
            .columns
            .iter()
            .filter(|c| c.role == crate::logical::Role::PartitionKey)
            .map(|c| (canonical(&t.name, &c.name), c.ty.clone()))
            .collect();
        if partition.len() >= 2 && !partition.iter().any(|(_, ty)| is_time(ty)) {
            if let std::collections::btree_map::Entry::Vacant(slot) = candidates.entry(partition) {
                let tables = holding(slot.key());
                slot.insert(tables);
            }
        }
    }
    candidates.retain(|_, tables| tables.len() >= 2);
    // A single column always seen with a composite key is part of that key, not an entity's.
    // Composites are looked up by column, their tables in a set.
    let composites: Vec<BTreeSet<String>> =
        candidates.iter().filter(|(k, _)| k.len() > 1).map(|(_, t)| t.iter().cloned().collect()).collect();
    let mut composites_by_column: BTreeMap<(String, CqlType), Vec<usize>> = BTreeMap::new();
    for (i, key) in candidates.keys().filter(|k| k.len() > 1).enumerate() {
        for c in key {
            composites_by_column.entry(c.clone()).or_default().push(i);
        }
    }
    candidates.retain(|key, tables| {
        let [single] = key.as_slice() else { return true };
        !composites_by_column
            .get(single)
            .is_some_and(|within| within.iter().any(|&i| tables.iter().all(|t| composites[i].contains(t))))
    });
    let mut out: Vec<EntitySuggestion> = candidates
        .into_iter()
        .map(|(key, tables)| {
            let name: String = key.iter().map(|(c, _)| camel(base_name(c))).collect();
            let cols: Vec<String> = key.iter().map(|(c, ty)| format!("{c} {ty}")).collect();
            let reason = crate::msg!(
                "import-proposed-entity",
                key_count = key.len(),
                cols = cols.join(", "),
                count = tables.len(),
                tables = tables.join(", ")
            );
            EntitySuggestion { name, key_columns: key, tables, reason }
        })
        .collect();
    out.sort_by(|a, b| b.tables.len().cmp(&a.tables.len()).then_with(|| a.name.cmp(&b.name)));
    let mut seen: FxHashSet<String> = FxHashSet::default();
    for s in &mut out {
        let base = s.name.clone();
        let mut n = 2;
        while seen.contains(&s.name) || s.name.is_empty() {
            s.name = format!("{}{n}", if base.is_empty() { "Entity" } else { base.as_str() });
            n += 1;
        }
        seen.insert(s.name.clone());
    }
    out
}

/// Dates and times are attributes (a reading's day), not identifiers of an entity.
fn is_time(ty: &CqlType) -> bool {
    matches!(ty, CqlType::Native(NativeType::Timestamp | NativeType::Date | NativeType::Time))
}

/// A key column's name as other tables would call it: a bare `id` in table `hotels` (or
/// `hotels_by_x`) is `hotel_id`.
fn canonical(table: &str, column: &str) -> String {
    if column != "id" {
        return column.to_owned();
    }
    let subject = table.split("_by_").next().unwrap_or(table);
    let last = subject.rsplit('_').next().unwrap_or(subject);
    format!("{}_id", singular(last))
}

/// The singular whose plural (by [`plural`]) is `word`, or `word` itself.
pub(crate) fn singular(word: &str) -> String {
    if ["ss", "us", "is"].iter().any(|e| word.ends_with(e)) {
        return word.to_owned();
    }
    let mut candidates: Vec<String> = Vec::new();
    if let Some(s) = word.strip_suffix("ies") {
        candidates.push(format!("{s}y"));
    }
    if let Some(s) = word.strip_suffix("es") {
        candidates.push(s.to_owned());
    }
    if let Some(s) = word.strip_suffix('s') {
        candidates.push(s.to_owned());
    }
    candidates.into_iter().find(|c| !c.is_empty() && plural(c) == word).unwrap_or_else(|| word.to_owned())
}

/// `hotel_id` → `hotel`; `email` → `email`.
fn base_name(column: &str) -> &str {
    ID_SUFFIXES.iter().find_map(|s| column.strip_suffix(s).filter(|b| !b.is_empty())).unwrap_or(column)
}

/// `point_of_interest` → `PointOfInterest`.
pub(crate) fn camel(snake: &str) -> String {
    snake_case(snake)
        .split('_')
        .map(|w| {
            let mut cs = w.chars();
            cs.next().map_or_else(String::new, |f| f.to_uppercase().chain(cs).collect())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::import::import_cql_str;

    #[test]
    fn singular_and_names() {
        assert_eq!(singular("hotels"), "hotel");
        assert_eq!(singular("amenities"), "amenity");
        assert_eq!(singular("addresses"), "address");
        assert_eq!(singular("status"), "status");
        assert_eq!(canonical("hotels", "id"), "hotel_id");
        assert_eq!(canonical("point_of_interests_by_city", "id"), "interest_id");
        assert_eq!(camel(base_name("hotel_id")), "Hotel");
        assert_eq!(camel(base_name("_id")), "Id");
    }

    #[test]
    fn shared_keys_become_suggestions() {
        let imported = import_cql_str(
            "CREATE TABLE hotels (id text PRIMARY KEY, name text);
             CREATE TABLE pois_by_hotel (hotel_id text, poi_name text, PRIMARY KEY (hotel_id, poi_name));
             CREATE TABLE rooms (hotel_id text, room_number int, d date, PRIMARY KEY ((hotel_id, room_number), d));
             CREATE TABLE amenities_by_room (hotel_id text, room_number int, amenity text, PRIMARY KEY ((hotel_id, room_number), amenity));
             CREATE TABLE log (d date, x int, PRIMARY KEY (d, x));
             CREATE TABLE log2 (d date, y int, PRIMARY KEY (d, y));",
        );
        let s = &imported.suggestions;
        let names: Vec<&str> = s.iter().map(|x| x.name.as_str()).collect();
        assert_eq!(names, ["Hotel", "HotelRoom"], "{s:#?}");
        assert_eq!(s[0].tables, ["hotels", "pois_by_hotel", "rooms", "amenities_by_room"]);
        assert_eq!(s[1].key_columns.len(), 2);
        assert!(s[1].reason.en().contains("rooms, amenities_by_room"), "{}", s[1].reason);
    }
}

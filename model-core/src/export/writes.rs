//! `writes.cql`: for each entity and relationship, the logged batch of INSERTs that keeps
//! every table holding its data in step (the denormalised write of seed 001). Every name goes
//! through [`quote_identifier`] and every comment through [`comment_text`].

use crate::cql::{comment_text, qualified};
use crate::cql::{quote_identifier, schema_name_problem};
use crate::derive::{ErGraph, access_path, rows, target_entity};
use crate::ids::{AttributeId, EntityId, RelationshipId};
use crate::logical::{Column, LogicalModel, Origin, Table};
use crate::project::{Bucket, Entity, Index, Owner, Project, Relationship};
use rustc_hash::{FxHashMap, FxHashSet};
use std::fmt::Write;

/// What a derived table's queries touch: the entities returned, the relationships crossed,
/// and of those the ones that select its rows (making one adds a row).
struct Reach<'a> {
    targets: FxHashSet<&'a EntityId>,
    relationships: FxHashSet<&'a RelationshipId>,
    selecting: FxHashSet<&'a RelationshipId>,
}

fn reach<'a>(index: &Index<'a>, graph: &ErGraph<'a>, t: &Table) -> Reach<'a> {
    let mut r =
        Reach { targets: FxHashSet::default(), relationships: FxHashSet::default(), selecting: FxHashSet::default() };
    if !matches!(t.origin, Origin::Derived(_)) {
        return r;
    }
    for q in t.queries.iter().filter_map(|q| index.query(q)) {
        // A query naming roles is derived in its roles' view (`er::roles::view`): its path,
        // rows and subject are read there, and mapped back to the model's own entities and
        // relationships (an entity in a role is the entity; relationship ids are kept).
        let view = crate::er::roles::view(index, q);
        let view_index = view.as_ref().map(Project::index);
        let view_graph = view_index.as_ref().map(ErGraph::new);
        let (ix, gr) = match (&view_index, &view_graph) {
            (Some(i), Some(g)) => (i, g),
            _ => (index, graph),
        };
        let Some(q) = ix.query(&q.id) else { continue };
        if let Some(e) = target_entity(ix, gr, q) {
            let base = EntityId::from(e.split_role().0);
            r.targets.extend(index.entity(&base).map(|e| &e.id));
        }
        let path = access_path(ix, gr, q);
        let selecting = rows(ix, gr, q, &path).through;
        r.selecting.extend(selecting.iter().filter_map(|s| index.relationship(&s.relationship)).map(|rel| &rel.id));
        r.relationships.extend(path.relationships.iter().filter_map(|id| index.relationship(id)).map(|rel| &rel.id));
    }
    r
}

/// Writes `writes.cql` for a derived model: the text of [`plan`].
pub fn writes_cql(project: &Project, model: &LogicalModel) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "-- writes.cql: {}", comment_text(&project.name));
    let _ =
        writeln!(s, "-- For each entity and relationship, the INSERTs that keep every table holding its data in step,");
    let _ = writeln!(s, "-- in one logged batch (all or nothing); ? marks a bound value.");
    for g in plan(project, model) {
        s.push_str(&g.text);
        if !g.block {
            continue;
        }
        let statements: Vec<&Statement<'_>> = g.statements.iter().filter(|st| st.in_text).collect();
        match statements.as_slice() {
            [] => {
                let _ = writeln!(s, "-- no table stores the {}", comment_text(&g.what));
            }
            [one] => {
                let _ = writeln!(s, "{}", one.cql);
            }
            _ => {
                let _ = writeln!(s, "BEGIN BATCH");
                for st in &statements {
                    let _ = writeln!(s, "  {}", st.cql);
                }
                let _ = writeln!(s, "APPLY BATCH;");
            }
        }
    }
    s
}

/// Whose writes a [`Group`] is.
#[derive(Clone, Copy, Debug)]
pub enum Writer<'a> {
    /// An entity's instances.
    Entity(&'a Entity),
    /// A relationship's instances.
    Relationship(&'a Relationship),
}

/// How a [`Statement`] writes its row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StatementKind {
    /// `INSERT INTO t (…) VALUES (?, …)`: the columns, in order.
    Insert,
    /// `UPDATE t SET c = ?, set = set + ? WHERE k = ? AND …`: the non-key columns, then the
    /// table's key columns.
    SetUpdate,
    /// `UPDATE t SET n = n + ? WHERE k = ? AND …` of a counter table: the counters, then the
    /// key columns. Not in `writes.cql`'s text (it says the table takes counter updates), and
    /// bound only by the table's subject's writes (counters do not take a write twice).
    CounterUpdate,
}

/// One statement of a write: its table and the columns its markers bind, in marker order.
#[derive(Clone, Debug)]
pub struct Statement<'a> {
    /// The table written.
    pub table: &'a Table,
    /// The column of each `?`, in order.
    pub columns: Vec<&'a Column>,
    /// The statement's text, with `?` markers.
    pub cql: String,
    /// How it writes.
    pub kind: StatementKind,
    /// `true` when `writes.cql` writes it.
    pub in_text: bool,
}

/// The writes of one entity or relationship: what `writes.cql` says of it (`text`: its header
/// and comments), then its statements (as one batch when `block`).
#[derive(Clone, Debug)]
pub struct Group<'a> {
    /// Whose writes.
    pub writer: Writer<'a>,
    /// `entity Hotel` / `relationship near`.
    pub what: String,
    /// The header and comments, as written.
    pub text: String,
    /// The statements.
    pub statements: Vec<Statement<'a>>,
    /// `false` for an identifying relationship without attributes (written with its weak
    /// entity): no statement block follows its comments.
    pub block: bool,
}

/// The structured plan of `writes.cql`: per entity, then per relationship, the statements
/// that keep every table holding its data in step. The text and the proof's loader
/// ([`crate::proof::batches`]) both come from it.
pub fn plan<'a>(project: &'a Project, model: &'a LogicalModel) -> Vec<Group<'a>> {
    let index = project.index();
    let graph = ErGraph::new(&index);
    let reaches: Vec<Reach<'_>> = model.tables.iter().map(|t| reach(&index, &graph, t)).collect();
    let mut groups: Vec<Group<'a>> = Vec::new();
    // The tables that may concern each entity and relationship, in table order, from one
    // pass over the tables: the output stays near-linear in the model's size.
    let mut by_entity: FxHashMap<&EntityId, Vec<usize>> = FxHashMap::default();
    let mut by_relationship: FxHashMap<&RelationshipId, Vec<usize>> = FxHashMap::default();
    for (i, (t, r)) in model.tables.iter().zip(&reaches).enumerate() {
        let owners = t.columns.iter().filter_map(|c| match c.attribute.as_ref().and_then(|a| index.attribute(a)) {
            Some((Owner::Entity(o), a)) if !a.key => Some(o),
            _ => None,
        });
        for e in r.targets.iter().copied().chain(owners) {
            let list = by_entity.entry(e).or_default();
            if list.last() != Some(&i) {
                list.push(i);
            }
        }
        for rel in r.relationships.union(&r.selecting) {
            by_relationship.entry(rel).or_default().push(i);
        }
    }
    let tables = |list: Option<&Vec<usize>>| -> Vec<usize> { list.cloned().unwrap_or_default() };
    let tables_of = |list: Vec<usize>| list.into_iter().filter_map(|i| Some((model.tables.get(i)?, reaches.get(i)?)));
    for e in &project.entities {
        let mut s = String::new();
        let _ = writeln!(s, "\n-- Entity {}", comment_text(&e.name));
        let mut writes: Vec<Write1<'_>> = Vec::new();
        for (t, r) in tables_of(tables(by_entity.get(&e.id))) {
            let own = |c: &Column| {
                c.attribute
                    .as_ref()
                    .is_some_and(|a| matches!(index.attribute(a), Some((Owner::Entity(o), _)) if o == &e.id))
            };
            let in_role = |c: &Column| c.attribute.as_ref().is_some_and(|a| index.role_of(a).is_some());
            let is_target = r.targets.contains(&e.id);
            let stores_data = t
                .columns
                .iter()
                .any(|c| own(c) && c.attribute.as_ref().and_then(|a| index.attribute(a)).is_some_and(|(_, a)| !a.key));
            if !is_target && !stores_data {
                continue;
            }
            let columns: Vec<&Column> = t.columns.iter().filter(|c| is_target || c.role.is_key() || own(c)).collect();
            let mut notes = Vec::new();
            let related: Vec<&str> = t
                .columns
                .iter()
                .filter(|c| c.role.is_key() && (!own(c) || in_role(c)))
                .filter(|c| match c.attribute.as_ref().and_then(|a| index.attribute(a)) {
                    // The entity in a role is another instance of it (a user's followers).
                    Some((Owner::Entity(_), _)) if in_role(c) => true,
                    Some((Owner::Entity(o), _)) => to_many(&index, &graph, &e.id, o),
                    Some((Owner::Relationship(_), _)) => true,
                    None => false,
                })
                .map(|c| c.name.as_str())
                .collect();
            match related.len() {
                0 => {}
                1 => notes.push(format!("{}: one row per related {}", t.name, related[0])),
                _ => notes.push(format!("{}: one row per related ({})", t.name, related.join(", "))),
            }
            for c in t.columns.iter().filter(|c| c.role.is_key() && own(c)) {
                if c.attribute.as_ref().and_then(|a| index.attribute(a)).is_some_and(|(_, a)| !a.key) {
                    notes.push(format!(
                        "{} is in the primary key of {}: changing it moves the row (DELETE the old row in the same batch)",
                        c.name, t.name
                    ));
                }
            }
            writes.push(Write1 { table: t, columns, notes });
        }
        let what = format!("entity {}", e.name);
        let statements =
            emit(&mut s, writes, &|t| super::rules::table_problem(project, model, t).is_some(), &|a| index.label(a));
        groups.push(Group { writer: Writer::Entity(e), what, text: s, statements, block: true });
    }
    for rel in &project.relationships {
        let mut s = String::new();
        let _ = writeln!(s, "\n-- Relationship {}", relationship_label(&index, rel));
        if rel.identifying && rel.attributes.is_empty() {
            let weak = rel.ends.iter().enumerate().find_map(|(i, end)| {
                index.entity(&end.entity).filter(|e| e.owner.as_ref() == Some(&rel.ends[1 - i].entity))
            });
            let _ = writeln!(
                s,
                "-- identifying: written with {}",
                comment_text(weak.map_or("the weak entity", |e: &Entity| e.name.as_str()))
            );
            groups.push(Group {
                writer: Writer::Relationship(rel),
                what: format!("relationship {}", rel.name),
                text: s,
                statements: Vec::new(),
                block: false,
            });
            continue;
        }
        let mut writes = Vec::new();
        for (t, reach) in tables_of(tables(by_relationship.get(&rel.id))) {
            let has = |pred: &dyn Fn(Owner<'_>) -> bool| {
                t.columns
                    .iter()
                    .any(|c| c.attribute.as_ref().and_then(|a| index.attribute(a)).is_some_and(|(o, _)| pred(o)))
            };
            let own_attrs = has(&|o| o == Owner::Relationship(&rel.id));
            let both_ends = rel.ends.iter().all(|end| has(&|o| o == Owner::Entity(&end.entity)));
            // A relationship that selects the table's rows adds a row when it is made, even
            // when the table holds nothing of an entity it passes ("rooms a member has booked"
            // gains a row with each booking, through books and for_room).
            if own_attrs || both_ends || reach.selecting.contains(&rel.id) {
                writes.push(Write1 { table: t, columns: t.columns.iter().collect(), notes: Vec::new() });
            }
        }
        let statements =
            emit(&mut s, writes, &|t| super::rules::table_problem(project, model, t).is_some(), &|a| index.label(a));
        groups.push(Group {
            writer: Writer::Relationship(rel),
            what: format!("relationship {}", rel.name),
            text: s,
            statements,
            block: true,
        });
    }
    groups
}

/// `true` when one `from` relates to many `to` along the shortest path (or no path).
fn to_many(index: &Index<'_>, graph: &ErGraph<'_>, from: &EntityId, to: &EntityId) -> bool {
    let Some(path) = graph.path(from, to) else { return true };
    let mut cur = from;
    for rid in path {
        let Some(r) = index.relationship(rid) else { return true };
        let j = usize::from(&r.ends[0].entity == cur);
        if r.ends[j].cardinality == crate::project::Cardinality::Many {
            return true;
        }
        cur = &r.ends[j].entity;
    }
    false
}

fn relationship_label(index: &Index<'_>, rel: &Relationship) -> String {
    let name = |id: &EntityId| index.entity(id).map_or(id.as_str().to_owned(), |e| e.name.clone());
    comment_text(&format!("{} ({} - {})", rel.name, name(&rel.ends[0].entity), name(&rel.ends[1].entity)))
}

/// One INSERT: a table and the columns it sets.
struct Write1<'a> {
    table: &'a Table,
    columns: Vec<&'a Column>,
    notes: Vec<String>,
}

/// The statements of one entity or relationship, their comments written to `s`;
/// `unwritable` says which tables schema.cql leaves out (no INSERT goes to those).
fn emit<'a>(
    s: &mut String,
    writes: Vec<Write1<'a>>,
    unwritable: &dyn Fn(&Table) -> bool,
    label: &dyn Fn(&AttributeId) -> String,
) -> Vec<Statement<'a>> {
    let mut statements: Vec<Statement<'a>> = Vec::new();
    for w in writes {
        let t = w.table;
        if let Some(problem) = schema_name_problem(&t.name).or_else(|| schema_name_problem(&t.keyspace)) {
            let _ = writeln!(s, "-- skipped table {}: {}", comment_text(&t.name), comment_text(&problem.to_string()));
            continue;
        }
        if unwritable(t) {
            let _ = writeln!(s, "-- skipped table {}: schema.cql leaves it out (see check)", comment_text(&t.name));
            continue;
        }
        if t.view_of.is_some() {
            let _ = writeln!(
                s,
                "-- {} is a materialized view: Cassandra keeps it in step with its base table",
                comment_text(&t.name)
            );
            continue;
        }
        if let Some((a, unit, column)) = t.period() {
            let _ = writeln!(
                s,
                "-- {}.{}: the {} of {}, computed by the application from the time it writes",
                comment_text(&t.name),
                comment_text(column),
                unit.name(),
                comment_text(&label(a))
            );
        }
        if t.columns.iter().any(|c| c.ty.is_counter()) {
            let _ = writeln!(
                s,
                "-- {} holds counters: UPDATE it with SET counter = counter + ? (counters take no INSERT and no logged batch)",
                comment_text(&t.name)
            );
            statements.extend(counter_update(t));
            continue;
        }
        for note in &w.notes {
            let _ = writeln!(s, "-- {}", comment_text(note));
        }
        for c in t.partition_key().filter(|c| c.attribute.is_none()) {
            let how = match &t.bucket {
                Some(Bucket::Time { unit, .. }) => format!("the {} of the row's time", unit.name()),
                Some(Bucket::Random { count }) => format!("a random number 0..{}", count.saturating_sub(1)),
                None => "the constant bucket".to_owned(),
            };
            let _ = writeln!(
                s,
                "-- {}.{}: {how}, computed by the application",
                comment_text(&t.name),
                comment_text(&c.name)
            );
        }
        if let Some(update) = t.collection().and_then(|(_, set)| set_update(t, &w.columns, set)) {
            statements.push(update);
            continue;
        }
        let names: Vec<String> = w.columns.iter().map(|c| quote_identifier(&c.name)).collect();
        let marks = vec!["?"; names.len()].join(", ");
        let cql = format!("INSERT INTO {} ({}) VALUES ({marks});", qualified(&t.keyspace, &t.name), names.join(", "));
        statements.push(Statement { table: t, columns: w.columns, cql, kind: StatementKind::Insert, in_text: true });
    }
    statements
}

/// The update of a counter table: each counter incremented by a bound value, by the
/// table's primary key; `None` when it has no counter or no key.
fn counter_update(t: &Table) -> Option<Statement<'_>> {
    let counters: Vec<&Column> = t.columns.iter().filter(|c| c.ty.is_counter()).collect();
    let key: Vec<&Column> = t.columns.iter().filter(|c| c.role.is_key()).collect();
    if counters.is_empty() || key.is_empty() {
        return None;
    }
    let set: Vec<String> =
        counters.iter().map(|c| quote_identifier(&c.name)).map(|n| format!("{n} = {n} + ?")).collect();
    let cond: Vec<String> = key.iter().map(|c| format!("{} = ?", quote_identifier(&c.name))).collect();
    let cql =
        format!("UPDATE {} SET {} WHERE {};", qualified(&t.keyspace, &t.name), set.join(", "), cond.join(" AND "));
    Some(Statement {
        table: t,
        columns: counters.into_iter().chain(key).collect(),
        cql,
        kind: StatementKind::CounterUpdate,
        in_text: false,
    })
}

/// The write of a table whose collection holds a small set: an UPDATE adding to the set
/// (`SET specialties = specialties + ?`, one cell, no read first) and setting the row's other
/// columns, by its primary key; `None` when the write sets nothing beyond the key.
fn set_update<'a>(t: &'a Table, columns: &[&'a Column], set: &str) -> Option<Statement<'a>> {
    let bound: Vec<&Column> = columns
        .iter()
        .copied()
        .filter(|c| !c.role.is_key())
        .chain(t.columns.iter().filter(|c| c.role.is_key()))
        .collect();
    let assignments: Vec<String> = columns
        .iter()
        .filter(|c| !c.role.is_key())
        .map(|c| {
            let name = quote_identifier(&c.name);
            if c.name == set { format!("{name} = {name} + ?") } else { format!("{name} = ?") }
        })
        .collect();
    if assignments.is_empty() {
        return None;
    }
    let key: Vec<String> =
        t.columns.iter().filter(|c| c.role.is_key()).map(|c| format!("{} = ?", quote_identifier(&c.name))).collect();
    let cql = format!(
        "UPDATE {} SET {} WHERE {};",
        qualified(&t.keyspace, &t.name),
        assignments.join(", "),
        key.join(" AND ")
    );
    Some(Statement { table: t, columns: bound, cql, kind: StatementKind::SetUpdate, in_text: true })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::sample;
    use crate::derive::derive;

    fn section<'a>(text: &'a str, header: &str) -> &'a str {
        let start = text.find(header).expect("section present");
        let rest = &text[start..];
        let end = rest[1..]
            .find("\n-- Entity ")
            .or_else(|| rest[1..].find("\n-- Relationship "))
            .map_or(rest.len(), |i| i + 1);
        &rest[..end]
    }

    #[test]
    fn hotel_entity_batch_writes_every_table_holding_it() {
        let p = sample("hotel");
        let text = writes_cql(&p, &derive(&p).model);
        let hotel = section(&text, "-- Entity Hotel\n");
        assert!(hotel.contains("BEGIN BATCH\n"), "{hotel}");
        assert!(hotel.contains(
            "  INSERT INTO hotel.hotels_by_poi (poi_name, hotel_id, name, phone, address) VALUES (?, ?, ?, ?, ?);\n"
        ));
        assert!(
            hotel.contains("  INSERT INTO hotel.hotels (id, name, phone, address, pois) VALUES (?, ?, ?, ?, ?);\n")
        );
        assert!(hotel.contains("-- hotels_by_poi: one row per related poi_name\n"), "{hotel}");
        assert!(hotel.ends_with("APPLY BATCH;\n"), "{hotel}");
        assert!(!hotel.contains("pois_by_hotel"), "only the hotel's key is there: the near relationship writes it");
        // Every table storing a hotel attribute other than its key is written.
        let d = derive(&p);
        for t in &d.model.tables {
            let stores = t.columns.iter().any(|c| {
                c.attribute.as_ref().is_some_and(|a| a.as_str().starts_with("hotel.") && a.as_str() != "hotel.id")
            });
            assert_eq!(stores, hotel.contains(&format!(".{} (", t.name)), "{}", t.name);
        }
    }

    #[test]
    fn availability_quotes_keyword_columns_and_single_insert_needs_no_batch() {
        let p = sample("hotel");
        let text = writes_cql(&p, &derive(&p).model);
        let a = section(&text, "-- Entity Availability\n");
        assert!(
            a.contains("INSERT INTO hotel.available_rooms_by_hotel_date (hotel_id, \"date\", room_number, is_available) VALUES (?, ?, ?, ?);"),
            "{a}"
        );
        assert!(!a.contains("BEGIN BATCH"));
        let r = section(&text, "-- Relationship available on");
        assert!(r.contains("-- identifying: written with Availability"), "{r}");
    }

    #[test]
    fn a_relationship_of_an_entity_with_itself_writes_the_tables_of_its_roles() {
        // Following someone adds a row to the followed list of the one who follows, to the
        // followers of the one followed, and to the follower's timeline; posting a message adds
        // one to the timeline of each follower of its poster.
        let p = sample("social");
        let text = writes_cql(&p, &derive(&p).model);
        let follows = section(&text, "-- Relationship follows");
        for table in ["users_followed_by_user", "followers_by_user", "messages_by_follower"] {
            assert!(follows.contains(&format!("INSERT INTO social.{table} (")), "{table} in\n{follows}");
        }
        assert!(!follows.contains("no table stores"), "{follows}");
        let message = section(&text, "-- Entity Message\n");
        assert!(message.contains("-- messages_by_follower: one row per related follower_username\n"), "{message}");
        let user = section(&text, "-- Entity User\n");
        assert!(user.contains("-- followers_by_user: one row per related follower_username\n"), "{user}");
    }

    #[test]
    fn relationship_batch_and_moved_rows() {
        let p = sample("hotel");
        let text = writes_cql(&p, &derive(&p).model);
        let near = section(&text, "-- Relationship near");
        assert!(near.contains("INSERT INTO hotel.hotels_by_poi"), "{near}");
        assert!(near.contains("INSERT INTO hotel.pois_by_hotel (hotel_id, poi_name, description)"), "{near}");
        let guest = section(&text, "-- Entity Guest\n");
        assert!(
            guest.contains(
                "-- guest_last_name is in the primary key of reservations_by_guest: changing it moves the row"
            ),
            "{guest}"
        );
        assert!(guest.contains("INSERT INTO reservation.guests (guest_id, first_name"), "{guest}");
    }

    #[test]
    fn hostile_names_stay_in_comments_and_quotes() {
        let mut p = sample("hotel");
        if let Some(e) = p.entity_mut(&EntityId::from("hotel")) {
            e.name = "Hotel\nDROP KEYSPACE hotel;".to_owned();
        }
        if let Some(a) = p.attribute_mut(&crate::ids::AttributeId::from("hotel.phone")) {
            a.column = Some("Phone\"; DROP".to_owned());
        }
        let text = writes_cql(&p, &derive(&p).model);
        assert!(text.lines().all(|l| !l.starts_with("DROP")), "{text}");
        assert!(text.contains("\"Phone\"\"; DROP\""), "{text}");
        assert!(text.contains("-- Entity Hotel DROP KEYSPACE hotel;"));
    }

    #[test]
    fn bucket_columns_are_explained() {
        let mut p = sample("hotel");
        p.overrides.tables.entry(crate::ids::QueryId::from("Q4")).or_default().bucket =
            Some(Bucket::Random { count: 4 });
        let text = writes_cql(&p, &derive(&p).model);
        assert!(
            text.contains("-- available_rooms_by_hotel_date.bucket: a random number 0..3, computed by the application"),
            "{text}"
        );
        assert!(text.contains("(hotel_id, bucket, \"date\", room_number, is_available)"), "{text}");
    }
}

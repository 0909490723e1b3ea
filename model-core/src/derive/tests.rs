//! Derivation, rule by rule (methodology §4), on small models built in code.

use super::*;
use crate::builder::ProjectBuilder;
use crate::cql::NativeType::{Counter, Date, Int, Text, Timestamp, Uuid};
use crate::project::Cardinality::{Many, One};
use crate::project::Direction::{Asc, Desc};
use crate::project::Predicate::{Eq, Ge, In, Range};
use crate::project::{Field, Multi, TableOverride};

/// Hotel (id K, name, phone) — near (m:n) — POI (name K, description).
fn hotel_poi() -> ProjectBuilder {
    ProjectBuilder::new("hotel")
        .entity("hotel", &[("id", Text, true), ("name", Text, false), ("phone", Text, false)])
        .entity("poi", &[("name", Text, true), ("description", Text, false)])
        .relationship("near", "hotel", Many, "poi", Many)
}

fn keys(t: &Table) -> Vec<(&str, &'static str)> {
    t.columns.iter().filter(|c| c.role.is_key()).map(|c| (c.name.as_str(), c.role.marker())).collect()
}

fn table<'a>(d: &'a Derivation, q: &str) -> &'a Table {
    d.model.table_for_query(&QueryId::from(q)).expect("table for query")
}

#[test]
fn mr1_find_attributes_become_columns_mr2_equality_is_the_partition_key() {
    let p = hotel_poi()
        .query("Q1", Some("hotel"), &[("poi.name", Eq)], &["hotel.id", "hotel.name", "hotel.phone"], &[])
        .build();
    let d = derive(&p);
    let t = table(&d, "Q1");
    assert_eq!(t.name, "hotels_by_poi");
    assert_eq!(keys(t), vec![("poi_name", "K"), ("hotel_id", "C↑")]);
    let names: Vec<&str> = t.columns.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, vec!["poi_name", "hotel_id", "name", "phone"]);
    assert_eq!(t.column("name").map(|c| c.provenance.rule), Some(Rule::Mr1));
    assert_eq!(t.column("poi_name").map(|c| c.provenance.rule), Some(Rule::Mr2));
    assert_eq!(t.column("hotel_id").map(|c| c.provenance.rule), Some(Rule::Mr5));
    assert!(d.diagnostics.is_empty(), "{:?}", d.diagnostics);
}

#[test]
fn owner_partition_by_default_and_mr2_in_the_given_order_as_an_alternative() {
    let p = ProjectBuilder::new("s")
        .entity("sensor", &[("id", Uuid, true), ("region", Text, false)])
        .entity("reading", &[("ts", Timestamp, true), ("day", Date, false), ("value", Int, false)])
        .owned_by("sensor")
        .relationship("records", "sensor", One, "reading", Many)
        .query("Q1", Some("reading"), &[("reading.day", Eq), ("sensor.id", In)], &["reading.value"], &[])
        .with(|p| p.relationships[0].ends[1].fan_out = Some(1_000.0))
        .build();
    let d = derive(&p);
    let t = table(&d, "Q1");
    // One partition per sensor (the owner of the readings); the day leads the clustering
    // columns, as the estimates keep a sensor's partition small; the readings' time no query
    // orders by comes newest first.
    assert_eq!(keys(t), vec![("sensor_id", "K"), ("day", "C↑"), ("reading_ts", "C↓")]);
    // The plain MR2 key keeps the given order and takes the IN predicate.
    let a = |x: &str| KeyPart::Attribute(x.into());
    assert_eq!(t.alternatives[1].partition, vec![a("reading.day"), a("sensor.id")]);
    assert_eq!(t.alternatives[1].reason, crate::logical::AlternativeReason::AllEquality);
}

#[test]
fn mr3_range_attributes_follow_the_equality_columns() {
    let p = ProjectBuilder::new("s")
        .entity("sensor", &[("id", Uuid, true)])
        .entity("reading", &[("ts", Timestamp, true), ("value", Int, false)])
        .owned_by("sensor")
        .relationship("records", "sensor", One, "reading", Many)
        .query("Q1", Some("reading"), &[("sensor.id", Eq), ("reading.ts", Range)], &["reading.value"], &[])
        .build();
    let t = derive(&p).model.tables.remove(0);
    // A time the query does not order by: newest first.
    assert_eq!(keys(&t), vec![("sensor_id", "K"), ("reading_ts", "C↓")]);
    assert_eq!(t.column("reading_ts").map(|c| c.provenance.rule), Some(Rule::Mr3));
}

#[test]
fn mr3_range_that_is_also_ordered_takes_the_ordering_direction() {
    let p = ProjectBuilder::new("s")
        .entity("sensor", &[("id", Uuid, true)])
        .entity("reading", &[("ts", Timestamp, true), ("value", Int, false)])
        .owned_by("sensor")
        .relationship("records", "sensor", One, "reading", Many)
        .query(
            "Q1",
            Some("reading"),
            &[("sensor.id", Eq), ("reading.ts", Ge)],
            &["reading.value"],
            &[("reading.ts", Desc)],
        )
        .build();
    let t = derive(&p).model.tables.remove(0);
    assert_eq!(keys(&t), vec![("sensor_id", "K"), ("reading_ts", "C↓")]);
}

#[test]
fn mr4_ordering_attributes_are_clustering_columns_with_direction() {
    let p = ProjectBuilder::new("shop")
        .entity("customer", &[("id", Uuid, true)])
        .entity("order", &[("id", Uuid, true), ("submitted", Timestamp, false), ("total", Int, false)])
        .relationship("places", "customer", One, "order", Many)
        .query(
            "Q5",
            Some("order"),
            &[("customer.id", Eq)],
            &["order.id", "order.submitted", "order.total"],
            &[("order.submitted", Desc)],
        )
        .build();
    let t = derive(&p).model.tables.remove(0);
    assert_eq!(t.name, "orders_by_customer");
    assert_eq!(keys(&t), vec![("customer_id", "K"), ("submitted", "C↓"), ("order_id", "C↑")]);
    assert_eq!(t.column("submitted").map(|c| c.provenance.rule), Some(Rule::Mr4));
}

#[test]
fn mr5_appends_the_weak_entitys_full_key_and_m_n_keys() {
    // Room is weak (owned by Hotel): its full key is (hotel.id, room.number).
    let p = ProjectBuilder::new("h")
        .entity("hotel", &[("id", Text, true)])
        .entity("room", &[("number", Int, true), ("rate", Int, false)])
        .owned_by("hotel")
        .entity("amenity", &[("name", Text, true), ("description", Text, false)])
        .relationship("has", "hotel", One, "room", Many)
        .relationship("offers", "room", Many, "amenity", Many)
        .query("Q1", Some("room"), &[("hotel.id", Eq)], &["room.rate"], &[])
        .query("Q2", Some("amenity"), &[("hotel.id", Eq), ("room.number", Eq)], &["amenity.description"], &[])
        .query("Q3", Some("room"), &[("amenity.name", Eq)], &["room.rate"], &[])
        .build();
    let d = derive(&p);
    assert_eq!(keys(table(&d, "Q1")), vec![("hotel_id", "K"), ("room_number", "C↑")]);
    assert_eq!(table(&d, "Q1").name, "rooms_by_hotel");
    assert_eq!(keys(table(&d, "Q2")), vec![("hotel_id", "K"), ("room_number", "K"), ("amenity_name", "C↑")]);
    assert_eq!(table(&d, "Q2").name, "amenities_by_room");
    // Rooms offering an amenity: the m:n path needs the room's whole key.
    assert_eq!(keys(table(&d, "Q3")), vec![("amenity_name", "K"), ("hotel_id", "C↑"), ("room_number", "C↑")]);
}

#[test]
fn mr5_keys_of_a_relationship_whose_attributes_are_returned() {
    let p = ProjectBuilder::new("school")
        .entity("student", &[("id", Int, true), ("name", Text, false)])
        .entity("course", &[("id", Int, true), ("title", Text, false)])
        .relationship("enrolled", "student", Many, "course", Many)
        .relationship_attribute("grade", Text)
        .query("Q1", Some("course"), &[("student.id", Eq)], &["course.title", "enrolled.grade"], &[])
        .build();
    let t = derive(&p).model.tables.remove(0);
    assert_eq!(keys(&t), vec![("student_id", "K"), ("course_id", "C↑")]);
    assert_eq!(t.column("grade").map(|c| c.role), Some(Role::Regular));
}

#[test]
fn static_columns_are_the_ones_the_partition_key_determines() {
    let p = ProjectBuilder::new("h")
        .entity("hotel", &[("id", Text, true), ("name", Text, false)])
        .entity("room", &[("number", Int, true), ("rate", Int, false)])
        .owned_by("hotel")
        .relationship("has", "hotel", One, "room", Many)
        .query("Q1", Some("room"), &[("hotel.id", Eq)], &["hotel.name", "room.number", "room.rate"], &[])
        .query("Q2", Some("hotel"), &[("hotel.id", Eq)], &["hotel.name"], &[])
        .build();
    let d = derive(&p);
    let t = table(&d, "Q1");
    assert_eq!(t.column("hotel_name").map(|c| c.role), Some(Role::Static));
    assert_eq!(t.column("rate").map(|c| c.role), Some(Role::Regular));
    // No clustering column: nothing can be static.
    assert_eq!(table(&d, "Q2").column("name").map(|c| c.role), Some(Role::Regular));
    assert_eq!(table(&d, "Q2").name, "hotels");
}

#[test]
fn collections_udts_and_counters_get_their_cql_types() {
    let p = ProjectBuilder::new("g")
        .entity(
            "guest",
            &[
                ("id", Uuid, true),
                ("emails", Text, false),
                ("phones", Text, false),
                ("addresses", Text, false),
                ("visits", Counter, false),
            ],
        )
        .with_attribute("guest.emails", |a| a.multi = Some(Multi::Set))
        .with_attribute("guest.phones", |a| a.multi = Some(Multi::List))
        .with_attribute("guest.addresses", |a| {
            a.multi = Some(Multi::Map { key: Text });
            a.udt = Some("address".into());
            a.fields = vec![
                Field { name: "street".into(), ty: CqlType::Native(Text), extra: Default::default() },
                Field {
                    name: "geo".into(),
                    ty: CqlType::parse("frozen<point>").expect("type"),
                    extra: Default::default(),
                },
            ];
        })
        .with(|p| {
            p.physical.udts.push(crate::project::UdtDef {
                keyspace: None,
                name: "point".into(),
                fields: vec![Field {
                    name: "lat".into(),
                    ty: CqlType::Native(NativeType::Double),
                    extra: Default::default(),
                }],
                extra: Default::default(),
            });
        })
        .query("Q1", Some("guest"), &[("guest.id", Eq)], &["guest.emails", "guest.phones", "guest.addresses"], &[])
        .query("Q2", Some("guest"), &[("guest.id", Eq)], &["guest.visits"], &[])
        .build();
    let d = derive(&p);
    let t = table(&d, "Q1");
    let ty = |n: &str| t.column(n).map(|c| c.ty.to_string());
    assert_eq!(ty("emails").as_deref(), Some("set<text>"));
    assert_eq!(ty("phones").as_deref(), Some("list<text>"));
    assert_eq!(ty("addresses").as_deref(), Some("map<text, frozen<address>>"));
    // UDTs in dependency order: point before address.
    let udts: Vec<&str> = d.model.udts.iter().map(|u| u.name.as_str()).collect();
    assert_eq!(udts, vec!["point", "address"]);
    assert_eq!(table(&d, "Q2").column("visits").map(|c| c.ty.is_counter()), Some(true));
}

#[test]
fn no_equality_attribute_gets_a_bucket_partition_key() {
    let p = ProjectBuilder::new("n")
        .entity("network", &[("name", Text, true), ("region", Text, false)])
        .query("Q1", Some("network"), &[], &["network.name", "network.region"], &[("network.name", Asc)])
        .build();
    let t = derive(&p).model.tables.remove(0);
    assert_eq!(t.name, "all_networks");
    assert_eq!(keys(&t), vec![("bucket", "K"), ("network_name", "C↑")]);
    assert_eq!(t.column("bucket").map(|c| c.provenance.rule), Some(Rule::Bucket));
}

#[test]
fn alternatives_are_listed_default_first_and_the_choice_is_kept() {
    let mut p = ProjectBuilder::new("s")
        .entity("sensor", &[("id", Uuid, true)])
        .entity("reading", &[("date", Date, false), ("ts", Timestamp, true), ("value", Int, false)])
        .owned_by("sensor")
        .relationship("records", "sensor", One, "reading", Many)
        .query(
            "Q1",
            Some("reading"),
            &[("sensor.id", Eq), ("reading.date", Eq)],
            &["reading.value"],
            &[("reading.ts", Desc)],
        )
        .with(|p| p.relationships[0].ends[1].fan_out = Some(1_000.0))
        .build();
    let d = derive(&p);
    let t = table(&d, "Q1");
    assert_eq!(t.alternatives.len(), 4, "id K + date C (the owner's), (id, date), (date, id), date K + id C");
    assert_eq!(keys(t), vec![("sensor_id", "K"), ("date", "C↑"), ("reading_ts", "C↓")]);
    p.overrides.tables.insert("Q1".into(), TableOverride { alternative: 1, ..TableOverride::default() });
    let d = derive(&p);
    let t = table(&d, "Q1");
    assert_eq!(t.chosen, 1);
    assert_eq!(keys(t), vec![("sensor_id", "K"), ("date", "K"), ("reading_ts", "C↓")]);
    // A choice that no longer exists falls back to the default and says so.
    p.overrides.tables.insert("Q1".into(), TableOverride { alternative: 99, ..TableOverride::default() });
    let d = derive(&p);
    assert_eq!(table(&d, "Q1").chosen, 0);
    assert!(d.diagnostics.iter().any(|x| x.code == Code::StaleOverride));
}

#[test]
fn renames_and_column_edits_survive_re_derivation() {
    let mut p = hotel_poi().query("Q1", Some("hotel"), &[("poi.name", Eq)], &["hotel.name"], &[]).build();
    p.overrides.tables.insert(
        "Q1".into(),
        TableOverride {
            name: Some("hotels_near_poi".into()),
            columns: vec![
                ColumnEdit::Add { attribute: "hotel.phone".into() },
                ColumnEdit::Rename { attribute: "hotel.name".into(), name: "hotel_name".into() },
                ColumnEdit::Index { attribute: "hotel.phone".into() },
            ],
            ..TableOverride::default()
        },
    );
    let d = derive(&p);
    let t = table(&d, "Q1");
    assert_eq!(t.name, "hotels_near_poi");
    assert_eq!(t.derived_name, "hotels_by_poi");
    assert!(t.column("hotel_name").is_some());
    assert_eq!(t.column("phone").map(|c| (c.provenance.rule, c.indexed)), Some((Rule::Manual, true)));
    // The model changes (a new find attribute): the user's choices stay.
    p.queries[0].find.push("poi.description".into());
    let d = derive(&p);
    let t = table(&d, "Q1");
    assert_eq!(t.name, "hotels_near_poi");
    assert!(t.column("hotel_name").is_some() && t.column("poi_description").is_some());
    // Removing a key column by hand is refused with a warning.
    p.overrides
        .tables
        .get_mut(&QueryId::from("Q1"))
        .expect("ov")
        .columns
        .push(ColumnEdit::Remove { attribute: "poi.name".into() });
    let d = derive(&p);
    assert!(table(&d, "Q1").column("poi_name").is_some());
    assert!(d.diagnostics.iter().any(|x| x.code == Code::StaleOverride));
}

#[test]
fn sharing_is_offered_never_applied_and_merges_only_when_accepted() {
    let mut p = hotel_poi()
        .query("Q1", Some("hotel"), &[("poi.name", Eq)], &["hotel.name"], &[])
        .query("Q2", Some("hotel"), &[("poi.name", Eq)], &["hotel.phone"], &[])
        .build();
    // With one table per query (the method's first step, for workshops), identical tables
    // are offered to share, never merged silently.
    p.overrides.one_table_per_query = true;
    let d = derive(&p);
    assert_eq!(d.model.tables.len(), 2, "never merged silently");
    assert_eq!(d.model.sharing.len(), 1);
    assert!(d.diagnostics.iter().any(|x| x.code == Code::SharingOffer));
    // Both tables were named hotels_by_poi: the second is told apart.
    assert_eq!(d.model.tables[1].name, "hotels_by_poi_q2");
    p.overrides.merges.push(vec!["Q1".into(), "Q2".into()]);
    let d = derive(&p);
    assert_eq!(d.model.tables.len(), 1);
    let t = &d.model.tables[0];
    assert_eq!(t.queries, vec![QueryId::from("Q1"), QueryId::from("Q2")]);
    assert!(t.column("name").is_some() && t.column("phone").is_some());
}

#[test]
fn merges_of_three_and_repeated_queries_keep_the_right_host() {
    // Found by fuzzing the project loader: a group of three (or one naming its first query
    // again) indexed the tables with a host index made stale by the first removal.
    let p = hotel_poi()
        .query("Q1", Some("hotel"), &[("poi.name", Eq)], &["hotel.name"], &[])
        .query("Q2", Some("hotel"), &[("poi.name", Eq)], &["hotel.phone"], &[])
        .query("Q3", Some("hotel"), &[("poi.name", Eq)], &["hotel.id"], &[])
        .build();
    for group in [vec!["Q3", "Q1", "Q2"], vec!["Q2", "Q1", "Q3"], vec!["Q3", "Q3", "Q1", "Q2", "Q1"]] {
        let mut p = p.clone();
        p.overrides.merges.push(group.iter().map(|q| QueryId::from(*q)).collect());
        let d = derive(&p);
        assert_eq!(d.model.tables.len(), 1, "{group:?}");
        let t = &d.model.tables[0];
        let mut queries = t.queries.clone();
        queries.sort();
        assert_eq!(queries, vec![QueryId::from("Q1"), QueryId::from("Q2"), QueryId::from("Q3")], "{group:?}");
        assert_eq!(t.queries[0], QueryId::from(group[0]), "the first query's table hosts the others");
        assert!(t.column("name").is_some() && t.column("phone").is_some(), "{group:?}");
    }
}

#[test]
fn every_column_has_provenance_naming_its_rule_and_query() {
    let p = hotel_poi()
        .query("Q1", Some("hotel"), &[("poi.name", Eq)], &["hotel.id", "hotel.name"], &[])
        .query("Q2", Some("poi"), &[("hotel.id", Eq)], &["poi.name", "poi.description"], &[])
        .build();
    for t in derive(&p).model.tables {
        for c in &t.columns {
            assert!(c.provenance.query.is_some(), "{}.{}", t.name, c.name);
            assert!(
                c.provenance.words().en().contains(c.provenance.query.as_ref().map_or("", QueryId::as_str)),
                "{}",
                c.provenance.words().en()
            );
        }
    }
}

#[test]
fn disconnected_entities_are_reported() {
    let p = ProjectBuilder::new("x")
        .entity("a", &[("id", Int, true)])
        .entity("b", &[("id", Int, true), ("v", Int, false)])
        .query("Q1", Some("a"), &[("b.id", Eq)], &["a.id"], &[])
        .build();
    let d = derive(&p);
    assert!(d.diagnostics.iter().any(|x| x.code == Code::DisconnectedAccessPath));
}

#[test]
fn names_cql_cannot_take_are_reported_and_column_collisions_resolved() {
    let mut p = ProjectBuilder::new("x")
        .entity("a", &[("id", Int, true), ("name", Text, false)])
        .query("Q1", Some("a"), &[("a.id", Eq)], &["a.name"], &[])
        .build();
    p.overrides.tables.insert("Q1".into(), TableOverride { name: Some("学生表".into()), ..TableOverride::default() });
    let d = derive(&p);
    assert!(
        d.diagnostics.iter().any(|x| x.code == Code::InvalidCqlName),
        "a name the user gave is reported: {:?}",
        d.diagnostics
    );
    let p = ProjectBuilder::new("x")
        .entity("a", &[("id", Int, true), ("b_v", Int, false)])
        .entity("b", &[("id", Int, true), ("v", Int, false)])
        .relationship("r", "a", Many, "b", One)
        .query("Q1", Some("a"), &[("a.id", Eq)], &["a.b_v", "b.v"], &[])
        .build();
    let d = derive(&p);
    let names: Vec<&str> = d.model.tables[0].columns.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, vec!["id", "b_v", "b_v_2"]);
    assert!(d.diagnostics.iter().any(|x| x.code == Code::NameCollision));
}

#[test]
fn an_unknown_keyspace_in_an_override_is_an_error() {
    let mut p = hotel_poi().query("Q1", Some("hotel"), &[("poi.name", Eq)], &["hotel.name"], &[]).build();
    p.overrides
        .tables
        .insert("Q1".into(), TableOverride { keyspace: Some("nowhere".into()), ..TableOverride::default() });
    let d = derive(&p);
    assert!(d.diagnostics.iter().any(|x| x.code == Code::KeyspaceProblem));
}

#[test]
fn derivation_is_deterministic() {
    let p = hotel_poi()
        .query("Q1", Some("hotel"), &[("poi.name", Eq)], &["hotel.id", "hotel.name"], &[])
        .query("Q2", Some("poi"), &[("hotel.id", Eq)], &["poi.name"], &[])
        .build();
    let a = derive(&p);
    let b = derive(&p);
    assert_eq!(a.model, b.model);
    assert_eq!(a.diagnostics, b.diagnostics);
}

/// Issue 44: a query just added (nothing given, nothing found) is incomplete, quietly: no
/// table (no invented `all_…`), no diagnostic of it; the other query's table is unchanged.
#[test]
fn an_empty_query_derives_no_table_and_reports_nothing() {
    let full = || hotel_poi().query("Q1", Some("hotel"), &[("poi.name", Eq)], &["hotel.id", "hotel.name"], &[]);
    let (before_p, p) = (full().build(), full().query("Q2", None, &[], &[], &[]).build());
    let (before, d) = (derive(&before_p), derive(&p));
    assert!(d.model.table_for_query(&QueryId::from("Q2")).is_none());
    assert_eq!(d.model.tables, before.model.tables);
    let diagnostics = crate::validate::validate(&p, &d);
    assert_eq!(diagnostics, crate::validate::validate(&before_p, &before));
}

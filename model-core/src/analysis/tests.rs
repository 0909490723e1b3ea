//! Tests of the analysis: the acceptance figures (hotel, sensor), and for every anti-pattern
//! code one model that triggers it and one that does not.

use super::*;
use crate::builder::ProjectBuilder;
use crate::cql::NativeType as N;
use crate::derive::derive;
use crate::ids::{AttributeId, EntityId, QueryId};
use crate::logical::Role;
use crate::pipeline::check;
use crate::project::{Bucket, Cardinality, ColumnEdit, Direction, Predicate, Project, TableOverride, TimeUnit};

use crate::builder::sample;

fn run(p: &Project) -> Analysis {
    analyse(p, &derive(p), &AnalysisSettings::default())
}

fn codes(a: &Analysis, code: Code) -> Vec<&Diagnostic> {
    a.with_code(code).collect()
}

fn codes_on<'a>(a: &'a Analysis, code: Code, table: &str) -> Vec<&'a Diagnostic> {
    a.with_code(code).filter(|d| d.subject.table.as_deref() == Some(table)).collect()
}

/// A sensor time series: one reading per second per sensor, kept forever (no bucket).
fn sensor_project() -> Project {
    ProjectBuilder::new("sensors")
        .entity("sensor", &[("id", N::Uuid, true), ("name", N::Text, false)])
        .entity("reading", &[("time", N::Timestamp, true), ("value", N::Double, false)])
        .owned_by("sensor")
        .relationship("records", "sensor", Cardinality::One, "reading", Cardinality::Many)
        .query(
            "Q1",
            Some("reading"),
            &[("sensor.id", Predicate::Eq)],
            &["reading.time", "reading.value"],
            &[("reading.time", Direction::Desc)],
        )
        .with(|p| {
            p.relationships[0].identifying = true;
            if let Some(s) = p.entity_mut(&EntityId::from("sensor")) {
                s.estimates.count = Some(10_000.0);
            }
            if let Some(r) = p.entity_mut(&EntityId::from("reading")) {
                r.estimates.growth = Some(Growth {
                    rate: 1.0,
                    per: TimeUnit::Second,
                    for_each: Some(EntityId::from("sensor")),
                    kept_days: None,
                    time_attribute: None,
                    extra: Default::default(),
                });
            }
        })
        .build()
}

fn set_override(p: &mut Project, q: &str, f: impl FnOnce(&mut TableOverride)) {
    f(p.overrides.tables.entry(QueryId::from(q)).or_default());
}

// ---------------------------------------------------------------- acceptance: hotel

#[test]
fn hotel_available_rooms_matches_the_formula_by_hand() {
    let p = sample("hotel.json");
    let a = run(&p);
    let e = a.partition("available_rooms_by_hotel_date").expect("table estimated");
    assert_eq!(e.status, EstimateStatus::Estimated);
    // Nr = rooms per hotel (has_room fan-out) × days per room (available fan-out).
    assert_eq!(e.rows, Some(100.0 * 730.0));
    assert_eq!(e.rows, Some(73_000.0));
    // Nc = 4 (hotel_id, date, room_number, is_available), Npk = 3, Ns = 0.
    assert_eq!((e.breakdown.nc, e.breakdown.npk, e.breakdown.ns), (4, 3, 0));
    assert_eq!(e.values, Some(73_000.0 * (4.0 - 3.0 - 0.0) + 0.0));
    // Widths: hotel_id text, avg_size 12 (K); date: date 4 (C↑); room_number: smallint 2
    // (physical type, C↑); is_available: boolean 1 (regular); no static column.
    let pk = 12.0;
    let statics = 0.0;
    let clustering = 4.0 + 2.0;
    let regular = 1.0;
    let nr = 73_000.0;
    let nv = 73_000.0;
    let st = pk + statics + nr * (regular + clustering) + 8.0 * nv;
    assert_eq!(st, 1_095_012.0);
    assert_eq!(e.bytes, Some(st));
    let widths: Vec<(&str, f64, WidthSource)> =
        e.breakdown.columns.iter().map(|c| (c.column.as_str(), c.bytes, c.source)).collect();
    assert_eq!(
        widths,
        vec![
            ("hotel_id", 12.0, WidthSource::Average),
            ("date", 4.0, WidthSource::Fixed),
            ("room_number", 2.0, WidthSource::Fixed),
            ("is_available", 1.0, WidthSource::Fixed),
        ]
    );
    // The hover text carries the formula and its numbers.
    let text = e.breakdown.explain(e.rows);
    assert!(text.contains("73,000 × (4 − 3 − 0) + 0 = 73,000"), "{text}");
    assert!(text.contains("= 1,095,012 bytes"), "{text}");
    // Under every threshold: no size diagnostic on it, and no remedy.
    for code in
        [Code::PartitionTooManyValues, Code::PartitionTooLarge, Code::PartitionCellLimit, Code::UnboundedPartition]
    {
        assert!(codes_on(&a, code, "available_rooms_by_hotel_date").is_empty(), "{code}");
    }
    assert!(e.remedies.is_empty());
}

#[test]
fn hotel_other_tables_follow_their_paths() {
    let a = run(&sample("hotel.json"));
    let rows = |t: &str| a.partition(t).and_then(|e| e.rows);
    assert_eq!(rows("hotels_by_poi"), Some(5.0), "hotels per POI (near fan-out)");
    assert_eq!(rows("pois_by_hotel"), Some(20.0), "POIs per hotel");
    assert_eq!(rows("amenities_by_room"), Some(8.0), "amenities per room: the room, not the hotel, is the anchor");
    assert_eq!(rows("hotels"), Some(1.0), "no clustering column");
    // The sample estimates 150,000 distinct last names among 2,000,000 guests, each with 5
    // reservations: 10,000,000 / 150,000 reservations per last name.
    let g = a.partition("reservations_by_guest").expect("estimated");
    assert_eq!(g.status, EstimateStatus::Estimated);
    assert!(g.rows.is_some_and(|r| (r - 10_000_000.0 / 150_000.0).abs() < 1.0), "{:?}", g.rows);
    // Without that estimate, how many guests share a last name is unknown, and said so
    // rather than guessed.
    let mut p = sample("hotel.json");
    for e in &mut p.entities {
        e.estimates.distinct.clear();
    }
    let a = run(&p);
    let g = a.partition("reservations_by_guest").expect("estimated");
    assert_eq!(g.status, EstimateStatus::Unknown);
    assert!(g.rows.is_none());
    assert!(a.with_code(Code::MissingEstimate).any(|d| d.subject.table.as_deref() == Some("reservations_by_guest")
        && d.subject.attribute == Some(AttributeId::from("guest.last_name"))));
}

#[test]
fn distinct_values_estimate_divides_the_partition() {
    let mut p = sample("hotel.json");
    if let Some(g) = p.entity_mut(&EntityId::from("guest")) {
        g.estimates.distinct.insert(AttributeId::from("guest.last_name"), 100_000.0);
    }
    let a = run(&p);
    // 2,000,000 guests / 100,000 last names × 5 reservations per guest.
    assert_eq!(a.partition("reservations_by_guest").and_then(|e| e.rows), Some(100.0));
    assert!(
        !a.with_code(Code::MissingEstimate).any(|d| d.subject.attribute == Some(AttributeId::from("guest.last_name")))
    );
}

// ---------------------------------------------------------------- acceptance: sensor

#[test]
fn sensor_time_series_is_unbounded_and_the_day_bucket_clears_it() {
    let mut p = sensor_project();
    let a = run(&p);
    let table = derive(&p).model.tables[0].name.clone();
    let e = a.partition(&table).expect("estimated");
    assert_eq!(e.status, EstimateStatus::Unbounded);
    assert_eq!(e.rows_per_day, Some(86_400.0));
    let unbounded = codes_on(&a, Code::UnboundedPartition, &table);
    assert_eq!(unbounded.len(), 1);
    assert_eq!(unbounded[0].severity, Severity::Warning);
    assert!(unbounded[0].message.en().contains("86,400 rows a day"), "{}", unbounded[0].message);
    // The suggested time bucket is the coarsest that clears: a day (a week would hold
    // 604,800 rows).
    let remedy =
        e.remedies.iter().find(|r| matches!(r.bucket, Bucket::Time { .. })).expect("a time bucket is suggested");
    assert_eq!(remedy.bucket, Bucket::Time { attribute: AttributeId::from("reading.time"), unit: TimeUnit::Day });
    assert_eq!(remedy.rows_after, 86_400.0);
    assert!(unbounded[0].fix.as_ref().is_some_and(|f| f.en().contains("day")));
    // No random spread for an unbounded partition: it would still grow forever.
    assert!(e.remedies.iter().all(|r| !matches!(r.bucket, Bucket::Random { .. })));

    // Apply it as the app does (the override), re-derive, re-analyse.
    let bucket = remedy.bucket.clone();
    let expected = (remedy.rows_after, remedy.values_after, remedy.bytes_after);
    set_override(&mut p, "Q1", |o| o.bucket = Some(bucket));
    let d = derive(&p);
    let t = &d.model.tables[0];
    assert_eq!(t.key_signature(), "((sensor_id, time_day), reading_time)");
    let after = analyse(&p, &d, &AnalysisSettings::default());
    let e = after.partition(&t.name).expect("estimated");
    assert_eq!(e.status, EstimateStatus::Estimated);
    assert_eq!(e.rows, Some(86_400.0));
    // Nc = 4 (sensor_id, time_day, time, value), Npk = 3: one value per row.
    assert_eq!(e.values, Some(86_400.0));
    // St = uuid 16 + date 4 + 86,400 × (double 8 + timestamp 8) + 8 × 86,400.
    assert_eq!(e.bytes, Some(16.0 + 4.0 + 86_400.0 * (8.0 + 8.0) + 8.0 * 86_400.0));
    assert_eq!(
        (e.rows, e.values, e.bytes),
        (Some(expected.0), Some(expected.1), Some(expected.2)),
        "the remedy's figures hold"
    );
    for code in
        [Code::UnboundedPartition, Code::PartitionTooManyValues, Code::PartitionTooLarge, Code::PartitionCellLimit]
    {
        assert!(codes_on(&after, code, &t.name).iter().all(|d| d.severity < Severity::Warning), "{code} cleared");
    }
}

#[test]
fn sensor_kept_for_a_while_is_bounded() {
    let mut p = sensor_project();
    g_kept(&mut p, 1.0);
    let a = run(&p);
    assert!(codes(&a, Code::UnboundedPartition).is_empty());
    assert_eq!(a.partitions[0].rows, Some(86_400.0));
}

#[test]
fn sensor_readings_sample() {
    let mut p = sample("sensor-readings.json");
    let a = run(&p);
    // As saved: one reading per second for each sensor, kept forever, no bucket.
    let e = a.partition("readings_by_sensor").expect("estimated");
    assert_eq!(e.status, EstimateStatus::Unbounded);
    assert_eq!(e.rows_per_day, Some(86_400.0));
    assert_eq!(codes_on(&a, Code::UnboundedPartition, "readings_by_sensor").len(), 1);
    // Q1 lists all networks: a constant bucket, one hot partition.
    assert_eq!(codes_on(&a, Code::HotPartition, "all_networks").len(), 1);
    let day = Bucket::Time { attribute: AttributeId::from("reading.ts"), unit: TimeUnit::Day };
    assert!(e.remedies.iter().any(|r| r.bucket == day && r.rows_after == 86_400.0), "{:?}", e.remedies);
    set_override(&mut p, "Q3", |o| o.bucket = Some(day));
    let a = run(&p);
    let e = a.partition("readings_by_sensor").expect("estimated");
    assert_eq!(e.rows, Some(86_400.0));
    for code in [Code::UnboundedPartition, Code::PartitionTooManyValues, Code::PartitionTooLarge] {
        assert!(codes_on(&a, code, "readings_by_sensor").iter().all(|d| d.severity < Severity::Warning), "{code}");
    }
}

// ---------------------------------------------------------------- sizes

#[test]
fn too_many_values_gets_a_random_bucket_that_clears_it() {
    let mut p = sample("hotel.json");
    p.relationships.iter_mut().filter(|r| r.id.as_str() == "available").for_each(|r| r.ends[1].fan_out = Some(7_300.0));
    let a = run(&p);
    let t = "available_rooms_by_hotel_date";
    assert_eq!(a.partition(t).and_then(|e| e.rows), Some(730_000.0));
    assert_eq!(codes_on(&a, Code::PartitionTooManyValues, t).len(), 1);
    // No growth rate: a time bucket's effect is unknown, so only the random spread is offered.
    let e = a.partition(t).expect("estimated");
    let r = e.remedies.iter().find(|r| matches!(r.bucket, Bucket::Random { .. })).expect("random bucket offered");
    assert_eq!(r.bucket, Bucket::Random { count: 8 }, "730,000 values / 100,000 → 8 buckets");
    let bucket = r.bucket.clone();
    set_override(&mut p, "Q4", |o| o.bucket = Some(bucket));
    let after = run(&p);
    assert!(codes_on(&after, Code::PartitionTooManyValues, t).is_empty());
    assert_eq!(after.partition(t).and_then(|e| e.rows), Some(730_000.0 / 8.0));
}

#[test]
fn too_large_in_bytes_warns_and_informs() {
    let mut p = sample("hotel.json");
    let a = run(&p);
    assert!(codes(&a, Code::PartitionTooLarge).is_empty());
    // 20 MB: above the 10 MB ideal (info); 200 MB: above 100 MB (warning).
    for (size, severity) in [(20_000_000u32 / 20, Severity::Info), (200_000_000 / 20, Severity::Warning)] {
        if let Some(a) = p.attribute_mut(&AttributeId::from("poi.description")) {
            a.avg_size = Some(size);
        }
        let a = run(&p);
        let d = codes_on(&a, Code::PartitionTooLarge, "pois_by_hotel");
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].severity, severity);
    }
}

#[test]
fn near_two_billion_cells_is_an_error() {
    let mut p = sensor_project();
    if let Some(g) = p.entity_mut(&EntityId::from("reading")).and_then(|r| r.estimates.growth.as_mut()) {
        g.kept_days = Some(36_500.0);
        g.rate = 1.0;
    }
    let a = run(&p);
    let d = codes(&a, Code::PartitionCellLimit);
    assert_eq!(d.len(), 1, "3.15 billion values");
    assert_eq!(d[0].severity, Severity::Error);
    assert!(codes(&a, Code::PartitionTooManyValues).is_empty(), "the error supersedes the warning");
    g_kept(&mut p, 3_650.0);
    let a = run(&p);
    assert!(codes(&a, Code::PartitionCellLimit).is_empty(), "315 million values");
    assert_eq!(codes(&a, Code::PartitionTooManyValues).len(), 1);
}

fn g_kept(p: &mut Project, days: f64) {
    if let Some(g) = p.entity_mut(&EntityId::from("reading")).and_then(|r| r.estimates.growth.as_mut()) {
        g.kept_days = Some(days);
    }
}

#[test]
fn missing_estimates_are_reported_not_guessed() {
    let mut p = sample("hotel.json");
    assert!(
        !run(&p)
            .with_code(Code::MissingEstimate)
            .any(|d| d.subject.table.as_deref() == Some("available_rooms_by_hotel_date"))
    );
    p.relationships.iter_mut().filter(|r| r.id.as_str() == "has_room").for_each(|r| r.ends[1].fan_out = None);
    let a = run(&p);
    let e = a.partition("available_rooms_by_hotel_date").expect("estimated");
    assert_eq!(e.status, EstimateStatus::Unknown);
    assert_eq!((e.rows, e.values, e.bytes), (None, None, None));
    let d: Vec<_> = a
        .with_code(Code::MissingEstimate)
        .filter(|d| d.subject.table.as_deref() == Some("available_rooms_by_hotel_date"))
        .collect();
    assert_eq!(d.len(), 1);
    assert_eq!(d[0].severity, Severity::Info);
    assert!(d[0].message.en().contains("no fan-out"), "{}", d[0].message);
}

#[test]
fn missing_average_size_is_an_info() {
    let a = run(&sample("hotel.json"));
    // Room.rate is a decimal with no average size, in no table: nothing is said of Room.
    let no_size = |a: &Analysis| -> Vec<Diagnostic> {
        a.with_code(Code::MissingEstimate).filter(|d| d.message.en().contains("no average size")).cloned().collect()
    };
    assert!(!no_size(&a).iter().any(|d| d.subject.entity == Some(EntityId::from("room"))), "room.rate is in no table");
    let mut p = sample("hotel.json");
    if let Some(a) = p.attribute_mut(&AttributeId::from("hotel.name")) {
        a.avg_size = None;
    }
    let d = no_size(&run(&p));
    assert_eq!(d.len(), 1);
    assert_eq!(d[0].subject.entity, Some(EntityId::from("hotel")));
    assert_eq!(d[0].message.en(), "Hotel: no average size for name; defaults assumed");
}

/// A model without any sizes yet reads as one note per entity, naming its attributes, not
/// one per attribute (fourteen notes for four entities before).
#[test]
fn missing_average_sizes_are_said_once_per_entity() {
    let mut p = sample("hotel.json");
    let mut cleared = 0;
    for e in &mut p.entities {
        for a in &mut e.attributes {
            cleared += usize::from(a.avg_size.take().is_some());
        }
    }
    assert!(cleared > 4, "{cleared}");
    let a = run(&p);
    let notes: Vec<&Diagnostic> =
        a.with_code(Code::MissingEstimate).filter(|d| d.message.en().contains("no average size")).collect();
    assert!(!notes.is_empty() && notes.len() <= p.entities.len() + p.relationships.len(), "{}", notes.len());
    let mut owners: Vec<_> = notes.iter().map(|d| d.subject.entity.clone().expect("an entity's note")).collect();
    owners.dedup();
    assert_eq!(owners.len(), notes.len(), "one note per entity");
    let hotel = notes.iter().find(|d| d.subject.entity == Some(EntityId::from("hotel"))).expect("Hotel's note");
    assert_eq!(hotel.message.en(), "Hotel: no average size for id, name, phone, address, pois; defaults assumed");
    assert!(
        hotel.message.get(crate::text::Lang::Zh).contains("没有平均大小"),
        "{}",
        hotel.message.get(crate::text::Lang::Zh)
    );
}

#[test]
fn invalid_estimates_never_panic() {
    for bad in [f64::NAN, -1.0, f64::INFINITY, f64::MAX, 0.0, 1e300] {
        let mut p = sample("hotel.json");
        for e in &mut p.entities {
            e.estimates.count = Some(bad);
            e.estimates.distinct.insert(AttributeId::from("guest.last_name"), bad);
            e.estimates.growth = Some(Growth {
                rate: bad,
                per: TimeUnit::Second,
                for_each: Some(e.id.clone()),
                kept_days: Some(bad),
                time_attribute: None,
                extra: Default::default(),
            });
        }
        for r in &mut p.relationships {
            for end in &mut r.ends {
                end.fan_out = Some(bad);
            }
        }
        let a = run(&p);
        for e in &a.partitions {
            for v in [e.rows, e.values, e.bytes].into_iter().flatten() {
                assert!(v.is_finite() && v >= 0.0, "{bad}: {v}");
            }
        }
        serde_json::to_string(&a).expect("serializes");
    }
}

#[test]
fn json_shape_for_check() {
    let a = check(&sample("hotel.json"), &derive(&sample("hotel.json")), &AnalysisSettings::default());
    let v = serde_json::to_value(&a).expect("json");
    assert!(v["diagnostics"].is_array());
    let part = v["partitions"]
        .as_array()
        .and_then(|p| p.iter().find(|p| p["table"] == "available_rooms_by_hotel_date"))
        .expect("row");
    assert_eq!(part["rows"], serde_json::json!(73000));
    assert_eq!(part["values"], serde_json::json!(73000));
    assert_eq!(part["bytes"], serde_json::json!(1_095_012));
    let s = sample("sensor-readings.json");
    let v = serde_json::to_value(check(&s, &derive(&s), &AnalysisSettings::default())).expect("json");
    let d = v["diagnostics"].as_array().and_then(|d| d.first()).expect("a diagnostic");
    assert!(d["severity"].is_string() && d["code"].is_string() && d["message"].is_string());
}

#[test]
fn settings_default_and_partial_files() {
    use crate::dialect::Target;
    let s: AnalysisSettings = serde_json::from_str(r#"{"warn_values": 5}"#).expect("partial settings");
    assert_eq!(s.warn_values, Some(5.0));
    assert_eq!(s.warn_bytes, None, "unset: the target's");
    let t = s.thresholds(Target::Cassandra50);
    assert_eq!((t.warn_values, t.warn_bytes, t.info_bytes), (5.0, 104_857_600.0, 10_000_000.0));
    assert_eq!(s.thresholds(Target::ScyllaDb).warn_bytes, 1_048_576_000.0);
    // Settings saved before targets: the old default follows the target, another value wins.
    let old: AnalysisSettings =
        serde_json::from_str(r#"{"warn_bytes": 100000000.0, "info_bytes": 5000000.0}"#).expect("old settings");
    assert_eq!(old.warn_bytes, None);
    assert_eq!(old.thresholds(Target::ScyllaDb).info_bytes, 5_000_000.0);
    let back: AnalysisSettings = serde_json::from_str(&serde_json::to_string(&old).expect("json")).expect("reads back");
    assert_eq!(back, old);
    // A lower threshold turns the hotel's availability table into a warning.
    let p = sample("hotel.json");
    let a = analyse(&p, &derive(&p), &AnalysisSettings { warn_values: Some(50_000.0), ..AnalysisSettings::default() });
    assert_eq!(codes_on(&a, Code::PartitionTooManyValues, "available_rooms_by_hotel_date").len(), 1);
}

#[test]
fn estimates_round_trip_and_stay_out_of_files_without_them() {
    let mut p = sample("hotel.json");
    for e in &mut p.entities {
        e.estimates.distinct.clear();
        e.estimates.growth = None;
    }
    let text = p.to_json();
    assert!(!text.contains("growth") && !text.contains("distinct"));
    let q = sensor_project();
    let back = Project::from_json(&q.to_json(), std::path::Path::new("x.json")).expect("reloads");
    assert_eq!(
        back.entity(&EntityId::from("reading")).map(|e| &e.estimates),
        q.entity(&EntityId::from("reading")).map(|e| &e.estimates)
    );
}

// ---------------------------------------------------------------- duplication

#[test]
fn duplication_factor_lists_the_tables() {
    let a = run(&sample("hotel.json"));
    let d = a.duplication.iter().find(|d| d.attribute.as_str() == "hotel.name").expect("row");
    assert_eq!(d.tables, vec!["hotel.hotels_by_poi", "hotel.hotels"]);
    assert_eq!(d.factor, 2);
    assert_eq!(d.copies, 6, "two tables × replication factor 3");
    let rate = a.duplication.iter().find(|d| d.attribute.as_str() == "room.rate").expect("row");
    assert_eq!(rate.factor, 0);
}

// ---------------------------------------------------------------- anti-patterns

/// A hand edit of a derived table (the logical editor may do this): `date` is no longer a
/// clustering column of the availability table.
#[test]
fn allow_filtering_needed() {
    let p = sample("hotel.json");
    let mut d = derive(&p);
    assert!(codes(&analyse(&p, &d, &AnalysisSettings::default()), Code::AllowFiltering).is_empty());
    if let Some(c) = d
        .model
        .tables
        .iter_mut()
        .find(|t| t.name == "available_rooms_by_hotel_date")
        .and_then(|t| t.columns.iter_mut().find(|c| c.name == "date"))
    {
        c.role = Role::Regular;
    }
    let a = analyse(&p, &d, &AnalysisSettings::default());
    let f = codes(&a, Code::AllowFiltering);
    assert_eq!(f.len(), 1);
    assert_eq!(f[0].severity, Severity::Error);
    assert_eq!(f[0].subject.query, Some(QueryId::from("Q4")));
    assert!(f[0].message.en().contains("ALLOW FILTERING"));
}

#[test]
fn hot_partition_key() {
    let a = run(&sample("hotel.json"));
    assert!(codes(&a, Code::HotPartition).is_empty(), "hotel partitions are keyed by ids");
    // A query with no equality attribute: a constant bucket, hot for a large list.
    let all = ProjectBuilder::new("t")
        .entity("hotel", &[("id", N::Text, true), ("name", N::Text, false)])
        .with(|p| p.entities[0].estimates.count = Some(50_000.0))
        .query("Q1", Some("hotel"), &[], &["hotel.id", "hotel.name"], &[])
        .build();
    let a = run(&all);
    assert_eq!(codes(&a, Code::HotPartition).len(), 1);
    assert!(codes(&a, Code::HotPartition)[0].message.en().contains("constant bucket"));
    // A small list (no count, nothing says it grows): a note, the published design.
    let mut small = all;
    small.entities[0].estimates.count = None;
    let a = run(&small);
    assert_eq!(
        codes(&a, Code::HotPartition).iter().map(|d| d.severity).collect::<Vec<_>>(),
        vec![crate::Severity::Info]
    );
    // Orders by status: few distinct values.
    let mut orders = ProjectBuilder::new("t")
        .entity("order", &[("id", N::Uuid, true), ("status", N::Text, false)])
        .query("Q1", Some("order"), &[("order.status", Predicate::Eq)], &["order.id"], &[])
        .build();
    assert_eq!(codes(&run(&orders), Code::HotPartition).len(), 1, "a status, by its name");
    if let Some(e) = orders.entity_mut(&EntityId::from("order")) {
        e.estimates.distinct.insert(AttributeId::from("order.status"), 5.0);
    }
    let a = run(&orders);
    assert!(codes(&a, Code::HotPartition)[0].message.en().contains("5 distinct values"));
    if let Some(e) = orders.entity_mut(&EntityId::from("order")) {
        e.estimates.distinct.insert(AttributeId::from("order.status"), 50_000.0);
    }
    assert!(codes(&run(&orders), Code::HotPartition).is_empty(), "an estimate clears the guess");
}

#[test]
fn unbounded_partition() {
    assert_eq!(codes(&run(&sensor_project()), Code::UnboundedPartition).len(), 1);
    assert!(codes(&run(&sample("hotel.json")), Code::UnboundedPartition).is_empty());
}

#[test]
fn queue_anti_pattern() {
    let mut p = sample("hotel.json");
    assert!(codes(&run(&p), Code::QueueAntiPattern).is_empty());
    if let Some(q) = p.query_mut(&QueryId::from("Q4")) {
        q.deletes = true;
    }
    let a = run(&p);
    let d = codes(&a, Code::QueueAntiPattern);
    assert_eq!(d.len(), 1);
    assert_eq!(d[0].severity, Severity::Warning, "the table has clustering columns: reads scan tombstones");
    assert_eq!(d[0].subject.table.as_deref(), Some("available_rooms_by_hotel_date"));
}

#[test]
fn index_on_high_cardinality_column() {
    let mut p = sample("hotel.json");
    set_override(&mut p, "Q4", |o| {
        o.columns.push(ColumnEdit::Index { attribute: AttributeId::from("availability.is_available") });
    });
    assert!(codes(&run(&p), Code::IndexHighCardinality).is_empty(), "a boolean index is low-cardinality");
    set_override(&mut p, "Q6", |o| o.columns.push(ColumnEdit::Index { attribute: AttributeId::from("guest.id") }));
    let a = run(&p);
    let d = codes(&a, Code::IndexHighCardinality);
    assert_eq!(d.len(), 1);
    assert_eq!(d[0].subject.column.as_deref(), Some("guest_id"));
    assert!(d[0].message.en().contains("2,000,000"), "{}", d[0].message);
}

#[test]
fn multiple_ranges() {
    assert!(codes(&run(&sample("hotel.json")), Code::MultipleRanges).is_empty());
    let p = ProjectBuilder::new("t")
        .entity("reading", &[("id", N::Uuid, true), ("time", N::Timestamp, false), ("value", N::Double, false)])
        .query(
            "Q1",
            Some("reading"),
            &[("reading.time", Predicate::Ge), ("reading.value", Predicate::Gt)],
            &["reading.id"],
            &[],
        )
        .build();
    let a = run(&p);
    assert_eq!(codes(&a, Code::MultipleRanges).len(), 1);
    assert!(codes(&a, Code::AllowFiltering).is_empty(), "the second range is reported once, as multiple-ranges");
}

#[test]
fn order_against_clustering_reported_once_by_check() {
    let ok = sample("hotel.json");
    let c = check(&ok, &derive(&ok), &AnalysisSettings::default());
    assert!(codes(&c, Code::OrderAgainstClustering).is_empty());
    // A range on x ordered DESC, then y ASC: the key is (x DESC, y ASC) but the query asks
    // y first.
    // (Set by hand: derivation itself follows the order asked.)
    let p = ProjectBuilder::new("t")
        .entity("event", &[("id", N::Uuid, true), ("day", N::Int, false), ("x", N::Int, false), ("y", N::Int, false)])
        .query(
            "Q1",
            Some("event"),
            &[("event.day", Predicate::Eq), ("event.x", Predicate::Gt)],
            &["event.id"],
            &[("event.y", Direction::Asc), ("event.x", Direction::Desc)],
        )
        .with_key(
            "Q1",
            &["event.day"],
            &[("event.x", Direction::Desc), ("event.y", Direction::Asc), ("event.id", Direction::Asc)],
        )
        .build();
    let d = derive(&p);
    assert!(
        codes(&analyse(&p, &d, &AnalysisSettings::default()), Code::OrderAgainstClustering).is_empty(),
        "validation's code"
    );
    let c = check(&p, &d, &AnalysisSettings::default());
    assert_eq!(codes(&c, Code::OrderAgainstClustering).len(), 1);
}

#[test]
fn unused_table() {
    let mut p = sample("hotel.json");
    assert!(codes(&run(&p), Code::UnusedTable).is_empty());
    p.physical.tables.push(crate::project::TableDef {
        id: crate::ids::TableId::from("audit"),
        name: "audit_log".to_owned(),
        keyspace: None,
        columns: vec![crate::project::ColumnDef {
            name: "id".to_owned(),
            ty: crate::cql::CqlType::Native(N::Uuid),
            role: Role::PartitionKey,
            indexed: false,
            extra: Default::default(),
            mask: None,
        }],
        options: Default::default(),
        queries: Vec::new(),
        view_of: None,
        extra: Default::default(),
        indexes: Vec::new(),
    });
    let a = run(&p);
    let d = codes(&a, Code::UnusedTable);
    assert_eq!(d.len(), 1);
    assert_eq!(d[0].subject.table.as_deref(), Some("audit_log"));
    if let Some(t) = p.physical.tables.last_mut() {
        t.queries.push(QueryId::from("Q9"));
    }
    assert!(codes(&run(&p), Code::UnusedTable).is_empty());
}

#[test]
fn query_without_table() {
    let mut p = sample("hotel.json");
    let d = derive(&p);
    assert!(codes(&analyse(&p, &d, &AnalysisSettings::default()), Code::QueryWithoutTable).is_empty());
    // A derivation older than the project (the app re-derives lazily): Q10 has no table yet.
    let mut q = crate::project::Query::new("Q10", "new query");
    q.given.push(crate::project::Given {
        attribute: AttributeId::from("hotel.id"),
        predicate: Predicate::Eq,
        extra: Default::default(),
    });
    p.queries.push(q);
    let a = analyse(&p, &d, &AnalysisSettings::default());
    let w = codes(&a, Code::QueryWithoutTable);
    assert_eq!(w.len(), 1);
    assert_eq!(w[0].subject.query, Some(QueryId::from("Q10")));
}

#[test]
fn byte_sizes_are_whole_bytes_below_a_kilobyte() {
    // An average partition (2.74 rows) has a fractional byte count; people read whole bytes.
    assert_eq!(fmt_bytes(147.51), "148 bytes");
    assert_eq!(fmt_bytes(12.0), "12 bytes");
    assert_eq!(fmt_bytes(1_100_000.0), "1.1 MB");
    assert_eq!(
        (bytes_text(147.51).en(), bytes_text(147.51).zh()),
        ("148 bytes".to_owned(), Some("148 字节".to_owned()))
    );
}

#[test]
fn an_imported_key_column_is_unknown_not_a_constant_bucket() {
    let imported = crate::import::import_cql_str("CREATE TABLE ks.users (user_id uuid PRIMARY KEY, email text);");
    let p = imported.project;
    let a = analyse(&p, &derive(&p), &AnalysisSettings::default());
    assert!(codes(&a, Code::HotPartition).is_empty(), "{:?}", a.diagnostics);
}

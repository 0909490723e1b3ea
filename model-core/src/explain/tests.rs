//! Tests of the explanations: every column of every sample, the hotel in the method's terms,
//! descending orders, buckets and hand edits, aggregates.

use super::*;
use crate::logical::Rule;
use crate::project::{ColumnEdit, Direction, Predicate};

use crate::builder::sample;

fn samples() -> Vec<(String, Project)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../sample-projects");
    let mut out: Vec<(String, Project)> = std::fs::read_dir(&dir)
        .expect("samples folder")
        .map(|e| e.expect("folder entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .map(|p| (p.display().to_string(), Project::load(&p).expect("sample loads")))
        .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

fn text(p: &Project, table: &str, column: &str) -> String {
    let d = crate::derive(p);
    let t = d.model.table(table).unwrap_or_else(|| panic!("no table {table}"));
    explain_column(t, column).unwrap_or_else(|| panic!("no column {table}.{column}")).to_string()
}

#[test]
fn every_column_of_every_sample_names_a_rule_and_a_query() {
    let all = samples();
    assert!(all.len() >= 6, "samples found: {}", all.len());
    let mut columns = 0;
    for (name, p) in &all {
        let d = crate::derive(p);
        let tables = explain(p, &d.model);
        assert_eq!(tables.len(), d.model.tables.len(), "{name}");
        for t in &tables {
            for c in &t.columns {
                columns += 1;
                let q = c.query.as_ref().unwrap_or_else(|| panic!("{name}: {}.{} names no query", t.table, c.column));
                assert!(t.queries.contains(q) || p.query(q).is_some(), "{name}: {}.{}: unknown {q}", t.table, c.column);
                assert!(!matches!(c.rule, Rule::Defined), "{name}: {}.{} is not derived", t.table, c.column);
                let s = c.to_string();
                assert!(s.contains(c.rule.label()), "{name}: {s}");
                // Every reason names its query but a bucket's, a set's and a hand mark's.
                let names_no_query = matches!(
                    c.reason,
                    Reason::TimeBucket { .. }
                        | Reason::RandomBucket { .. }
                        | Reason::Collected { .. }
                        | Reason::MarkedByHand { .. }
                );
                assert!(names_no_query || s.contains(q.as_str()), "{name}: {s}");
                // Key columns come from MR2–MR5 or a bucket; static and regular ones from MR1,
                // an aggregate or a hand edit.
                if c.role.is_key() {
                    assert!(
                        matches!(c.rule, Rule::Mr2 | Rule::Mr3 | Rule::Mr4 | Rule::Mr5 | Rule::Bucket),
                        "{name}: {s}"
                    );
                } else {
                    assert!(matches!(c.rule, Rule::Mr1 | Rule::Aggregate | Rule::Manual), "{name}: {s}");
                }
            }
            // The steps list each column once, in the method's order.
            let stepped: usize = t.steps.iter().map(|s| s.columns.len()).sum();
            assert_eq!(stepped, t.columns.len(), "{name}: {}", t.table);
            let order: Vec<usize> = t
                .steps
                .iter()
                .map(|s| RULE_ORDER.iter().position(|r| *r == s.rule).expect("a rule of the order"))
                .collect();
            assert!(order.windows(2).all(|w| w[0] < w[1]), "{name}: {}", t.table);
            assert!(!t.path.entities.is_empty(), "{name}: {} has no access path", t.table);
        }
    }
    assert!(columns > 100, "columns checked: {columns}");
}

/// Issue 40, item 8: every aggregate column says what it aggregates, of which attribute (the
/// words derivation gave it; explain used to rebuild others).
#[test]
fn every_aggregate_column_names_its_function_and_attribute() {
    let p = sample("iot-metrics.json");
    for (table, column, says) in [
        ("daily_reading_stats_by_source_metric", "min_value", "needs the smallest of Reading.value"),
        ("daily_reading_stats_by_source_metric", "max_value", "needs the largest of Reading.value"),
        ("daily_reading_stats_by_source_metric", "sum_value", "needs the total of Reading.value"),
        ("daily_reading_stats_by_source_metric", "num_readings", "averages Reading.value"),
        ("hourly_reading_stats_by_source", "num_readings", "counts them"),
    ] {
        let why = text(&p, table, column);
        assert!(why.contains(says), "{table}.{column}: {why}");
    }
}

#[test]
fn hotel_explanations_in_the_methods_terms() {
    let p = sample("hotel.json");
    assert_eq!(text(&p, "hotels_by_poi", "poi_name"), "K: MR2, equality search (=) on POI.name in Q1");
    assert_eq!(text(&p, "hotels_by_poi", "hotel_id"), "C↑: MR5, key of Hotel: keeps different Hotel rows apart in Q1");
    assert_eq!(text(&p, "hotels_by_poi", "name"), "MR1, Q1 returns Hotel.name");
    assert_eq!(
        text(&p, "hotels_by_poi", "address"),
        "MR1, Q1 returns Hotel.address; a composite attribute, stored as a user-defined type"
    );
    assert_eq!(text(&p, "available_rooms_by_hotel_date", "hotel_id"), "K: MR2, equality search (=) on Hotel.id in Q4");
    assert_eq!(text(&p, "available_rooms_by_hotel_date", "date"), "C↑: MR3, range search on Availability.date in Q4");
    assert_eq!(
        text(&p, "available_rooms_by_hotel_date", "room_number"),
        "C↑: MR5, key of Room: keeps different Availability rows apart in Q4"
    );
    assert_eq!(
        text(&p, "reservations_by_guest", "guest_last_name"),
        "K: MR2, equality search (=) on Guest.last_name in Q8"
    );
    assert_eq!(text(&p, "reservations_by_guest", "hotel_id"), "C↑: MR4, Q8 orders by Hotel.id ASC");
    assert_eq!(
        text(&p, "reservations_by_guest", "confirm_number"),
        "C↑: MR5, key of Reservation: keeps different Reservation rows apart in Q8"
    );
    // Structured, for the GUI's own wording.
    let d = crate::derive(&p);
    let t = d.model.table("hotels_by_poi").expect("exists");
    let e = explain_table(&p, t);
    assert_eq!(e.queries, vec![QueryId::from("Q1")]);
    assert_eq!(e.path.target, Some(EntityId::from("hotel")));
    assert_eq!(e.path.relationships, vec![RelationshipId::from("near")]);
    let steps: Vec<(Rule, Vec<&str>)> =
        e.steps.iter().map(|s| (s.rule, s.columns.iter().map(String::as_str).collect())).collect();
    assert_eq!(
        steps,
        vec![
            (Rule::Mr1, vec!["name", "phone", "address"]),
            (Rule::Mr2, vec!["poi_name"]),
            (Rule::Mr5, vec!["hotel_id"])
        ]
    );
    assert_eq!(e.columns[0].reason, Reason::Equality { attribute: "POI.name".into(), predicate: Predicate::Eq });
}

#[test]
fn descending_order_static_columns_buckets_and_hand_edits() {
    use crate::project::{Given, Ordering};
    let mut p = sample("hotel.json");
    // Q8 orders by hotel DESC; Q3 by hotel.id also returns the hotel's name: static.
    let q8 = p.query_mut(&QueryId::from("Q8")).expect("exists");
    q8.order_by = vec![Ordering {
        attribute: AttributeId::from("hotel.id"),
        direction: Direction::Desc,
        extra: Default::default(),
    }];
    let q3 = p.query_mut(&QueryId::from("Q3")).expect("exists");
    q3.find.push(AttributeId::from("hotel.name"));
    assert_eq!(text(&p, "reservations_by_guest", "hotel_id"), "C↓: MR4, Q8 orders by Hotel.id DESC");
    assert_eq!(
        text(&p, "pois_by_hotel", "hotel_name"),
        "S: MR1, Q3 returns Hotel.name; the same for the whole partition, so static"
    );
    // No equality search: a bucket partition key.
    let q1 = p.query_mut(&QueryId::from("Q1")).expect("exists");
    q1.given =
        vec![Given { attribute: AttributeId::from("poi.name"), predicate: Predicate::Gt, extra: Default::default() }];
    let d = crate::derive(&p);
    let t = d.model.table_for_query(&QueryId::from("Q1")).expect("exists");
    let e = explain_table(&p, t);
    assert_eq!(e.columns[0].rule, Rule::Bucket);
    assert_eq!(
        e.columns[0].to_string(),
        "K: bucket, Q1 has no equality attribute, so an artificial bucket is the partition key"
    );
    assert_eq!(e.steps.iter().map(|s| s.rule).collect::<Vec<_>>()[..3], [Rule::Mr1, Rule::Bucket, Rule::Mr3]);
    // Hand edits.
    let ov = p.overrides.tables.entry(QueryId::from("Q2")).or_default();
    ov.columns.push(ColumnEdit::Add { attribute: AttributeId::from("poi.description") });
    let d = crate::derive(&p);
    let t = d.model.table_for_query(&QueryId::from("Q2")).expect("exists");
    let c = t.column_for(&AttributeId::from("poi.description")).expect("exists");
    let e = explain_column(t, &c.name).expect("exists");
    assert_eq!(e.reason, Reason::AddedByHand { attribute: "POI.description".into() });
    assert_eq!(e.to_string(), "manual, added by hand to the table of Q2");
    // Unknown things are no panic.
    assert_eq!(query_path(&p, &QueryId::from("Q99")), QueryPath::default());
    assert!(explain_column(t, "no_such_column").is_none());
}

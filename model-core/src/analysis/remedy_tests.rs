//! Buckets offered where partitions grow without bound (issue 40, item 5), in the shapes that
//! were offered none.

use super::*;
use crate::builder::ProjectBuilder;
use crate::cql::NativeType as N;
use crate::derive::derive;
use crate::ids::{AttributeId, EntityId, QueryId};
use crate::project::{Bucket, Cardinality, Growth, Predicate, TimeUnit};

/// Sensors and their readings, each reading with an id of its own and the time it arrived: one
/// a second per sensor, kept forever; "every reading of a sensor" never names the time.
fn readings_by_id() -> crate::project::Project {
    ProjectBuilder::new("sensors")
        .entity("sensor", &[("id", N::Uuid, true)])
        .entity("reading", &[("id", N::Uuid, true), ("at", N::Timestamp, false), ("value", N::Double, false)])
        .relationship("records", "sensor", Cardinality::One, "reading", Cardinality::Many)
        .query("Q1", Some("reading"), &[("sensor.id", Predicate::Eq)], &["reading.id", "reading.value"], &[])
        .with(|p| {
            if let Some(r) = p.entity_mut(&EntityId::from("reading")) {
                r.estimates.growth = Some(Growth {
                    rate: 1.0,
                    per: TimeUnit::Second,
                    for_each: Some(EntityId::from("sensor")),
                    kept_days: None,
                    time_attribute: Some(AttributeId::from("reading.at")),
                    extra: Default::default(),
                });
            }
        })
        .build()
}

#[test]
fn a_growth_whose_time_the_table_does_not_hold_is_offered_a_bucket_of_that_time() {
    let mut p = readings_by_id();
    let d = derive(&p);
    let table = d.model.tables[0].clone();
    assert_eq!(table.key_signature(), "((sensor_id), reading_id)");
    let a = analyse(&p, &d, &AnalysisSettings::default());
    let e = a.partition(&table.name).expect("estimated");
    assert_eq!(e.status, EstimateStatus::Unbounded);
    // It was warned with a generic fix and no bucket to apply.
    let day = Bucket::Time { attribute: AttributeId::from("reading.at"), unit: TimeUnit::Day };
    let remedy =
        e.remedies.iter().find(|r| r.bucket == day).unwrap_or_else(|| panic!("no day bucket: {:?}", e.remedies));
    assert_eq!(remedy.rows_after, 86_400.0);
    let warning = a.with_code(Code::UnboundedPartition).next().expect("warned");
    assert!(warning.fix.as_ref().is_some_and(|f| f.en().contains("at_day")), "{:?}", warning.fix);
    // Applied as the window applies it: bounded, with the remedy's figures.
    p.overrides.tables.entry(QueryId::from("Q1")).or_default().bucket = Some(day);
    let d = derive(&p);
    assert_eq!(d.model.tables[0].key_signature(), "((sensor_id, at_day), reading_id)");
    let after = analyse(&p, &d, &AnalysisSettings::default());
    let e = after.partition(&d.model.tables[0].name).expect("estimated");
    assert_eq!((e.status, e.rows), (EstimateStatus::Estimated, Some(remedy.rows_after)));
    assert!(after.with_code(Code::UnboundedPartition).next().is_none());
}

//! Aggregates per period, from an IoT metrics model's own needs: the dashboards read the
//! daily minimum, maximum and average of a metric of a source, and a source's readings per
//! hour (`sample-projects/iot-metrics.json`).

use crate::cql::{CqlType, NativeType};
use crate::ids::QueryId;
use crate::logical::{Choice, Role, Table};
use crate::project::{Direction, Per, Project, TimeUnit};

fn iot() -> Project {
    let text = include_str!("../../../sample-projects/iot-metrics.json");
    Project::from_json(text, std::path::Path::new("iot-metrics.json")).expect("the sample loads")
}

fn table<'a>(d: &'a crate::Derivation, q: &str) -> &'a Table {
    d.model.table_for_query(&QueryId::from(q)).expect("a table for the query")
}

#[test]
fn daily_aggregates_of_a_metric_are_one_row_per_source_metric_and_day() {
    let p = iot();
    let d = crate::derive(&p);
    let t = table(&d, "Q2");
    assert_eq!(t.name, "daily_reading_stats_by_source_metric");
    assert_eq!(t.key_signature(), "((source_id, metric_name), day)");
    let day = t.column("day").expect("the day column");
    assert_eq!(day.role, Role::Clustering(Direction::Desc), "the latest day first");
    assert_eq!(day.ty, CqlType::Native(NativeType::Date));
    // Minimum, maximum and average of a decimal: maintained columns, no fraction lost.
    let ty = |n: &str| t.column(n).map(|c| c.ty.to_string());
    assert_eq!(ty("min_value").as_deref(), Some("decimal"));
    assert_eq!(ty("max_value").as_deref(), Some("decimal"));
    assert_eq!(ty("sum_value").as_deref(), Some("decimal"));
    assert_eq!(ty("num_readings").as_deref(), Some("bigint"));
    // Nothing of the reading's own key: the rows are days, not readings.
    assert!(
        t.column("id").is_none() && t.column("ts").is_none(),
        "{:?}",
        t.columns.iter().map(|c| &c.name).collect::<Vec<_>>()
    );
    assert!(
        t.choices.iter().any(|c| matches!(c, Choice::Period { unit: TimeUnit::Day, column, .. } if column == "day"))
    );
}

#[test]
fn an_hourly_count_is_a_counter_per_hour() {
    let p = iot();
    let d = crate::derive(&p);
    let t = table(&d, "Q3");
    assert_eq!(t.name, "hourly_reading_stats_by_source");
    assert_eq!(t.key_signature(), "((source_id), hour)");
    assert_eq!(
        t.column("hour").map(|c| c.ty.clone()),
        Some(CqlType::Native(NativeType::Timestamp)),
        "an hour is an instant"
    );
    assert_eq!(t.column("num_readings").map(|c| c.ty.to_string()).as_deref(), Some("counter"));
}

#[test]
fn the_date_range_reads_a_range_of_days_and_the_application_computes_the_day() {
    let p = iot();
    let d = crate::derive(&p);
    let queries = crate::export::queries_cql(&p, &d.model);
    assert!(
        queries.contains("WHERE source_id = ? AND metric_name = ? AND day >= ? AND day <= ?"),
        "a range of days:\n{queries}"
    );
    let writes = crate::export::writes_cql(&p, &d.model);
    assert!(
        writes.contains(
            "-- daily_reading_stats_by_source_metric.day: the day of Reading.ts, computed by the application"
        ),
        "the application's job:\n{writes}"
    );
    let errors = super::properties::validation_errors(&p, &d);
    assert!(errors.is_empty(), "{errors:?}");
}

#[test]
fn the_day_column_is_explained_as_the_period_of_the_readings_time() {
    let p = iot();
    let d = crate::derive(&p);
    let t = table(&d, "Q2");
    let why = crate::explain::explain_column(t, "day").expect("explained").to_string();
    assert!(why.contains("Q2: one row per day of Reading.ts, computed by the application from the time"), "{why}");
    let zh = crate::explain::explain_column(t, "day").expect("explained").reason_words().get(crate::text::Lang::Zh);
    assert!(zh.contains("Reading.ts"), "{zh}");
    let choice = t.choices.iter().find(|c| matches!(c, Choice::Period { .. })).expect("the period choice");
    assert!(choice.text(crate::text::Lang::En, &|a| p.index().label(a)).contains("per day of Reading.ts"));
}

#[test]
fn each_unit_names_its_column_and_table() {
    let mut p = iot();
    for (unit, column, name, ty) in [
        (TimeUnit::Hour, "hour", "hourly_reading_stats_by_source_metric", NativeType::Timestamp),
        (TimeUnit::Week, "week", "weekly_reading_stats_by_source_metric", NativeType::Date),
        (TimeUnit::Month, "month", "monthly_reading_stats_by_source_metric", NativeType::Date),
    ] {
        p.queries[1].per = Some(Per::new("reading.ts".into(), unit));
        let d = crate::derive(&p);
        let t = table(&d, "Q2");
        assert_eq!((t.name.as_str(), t.key_signature()), (name, format!("((source_id, metric_name), {column})")));
        assert_eq!(t.column(column).map(|c| c.ty.clone()), Some(CqlType::Native(ty)));
    }
}

#[test]
fn a_period_of_something_that_is_not_a_time_is_refused_with_a_fix() {
    let mut p = iot();
    p.queries[1].per = Some(Per::new("reading.value".into(), TimeUnit::Day));
    let d = crate::derive(&p);
    let diags = crate::validate::validate(&p, &d);
    let e = diags.iter().find(|x| x.message.en().contains("not a time")).expect("refused");
    assert_eq!(e.severity, crate::Severity::Error);
    assert!(e.fix.as_ref().is_some_and(|f| f.en().contains("timestamp")));
    // Without aggregates the period is ignored, and said so.
    let mut p = iot();
    p.queries[1].aggregates.clear();
    p.queries[1].find = vec!["reading.value".into()];
    let d = crate::derive(&p);
    assert!(crate::validate::validate(&p, &d).iter().any(|x| x.message.en().contains("has a period but no aggregate")));
}

#[test]
fn the_period_round_trips_and_is_a_change_to_diff() {
    let p = iot();
    let text = p.to_json();
    assert!(text.contains(r#""per": {"#), "{text}");
    let back = Project::from_json(&text, std::path::Path::new("iot.json")).expect("loads");
    assert_eq!(back.queries[1].per, p.queries[1].per);
    let mut changed = p.clone();
    changed.queries[1].per = Some(Per::new("reading.ts".into(), TimeUnit::Hour));
    let (old, new) = (crate::derive(&p).model, crate::derive(&changed).model);
    let diff = crate::diff::compare(
        crate::diff::Side { project: &p, model: &old },
        crate::diff::Side { project: &changed, model: &new },
    );
    assert!(
        diff.changes.iter().any(|c| matches!(&c.kind, crate::diff::ChangeKind::QueryChanged { id, .. } if id == "Q2")),
        "{:?}",
        diff.changes
    );
}

#[test]
fn a_partition_holds_one_row_per_day_kept_not_one_per_reading() {
    // Readings arrive once a minute per source and are kept 90 days: 129,600 readings, but
    // 90 daily rows and 2,160 hourly ones.
    let p = iot();
    let rows = |q: &str| {
        let figures = crate::tradeoff::tradeoffs(&p, &QueryId::from(q), &crate::analysis::AnalysisSettings::default());
        figures.first().and_then(|f| f.rows)
    };
    assert_eq!(rows("Q2"), Some(90.0));
    assert_eq!(rows("Q3"), Some(2_160.0));
}

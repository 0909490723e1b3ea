//! Aggregates per period: "the daily minimum, maximum and average of a metric for a source".
//! A query with aggregates and `"per": {"attribute": "reading.ts", "unit": "day"}` keeps one
//! row of aggregates per period: the period, computed by the application from the time
//! attribute when it writes, is a clustering column (newest first unless the query orders it)
//! named after the unit (`day`), and a range searched on the time attribute is a range on it.
//! The reading's own key is not appended (the rows are periods, not readings).

use super::KeyInputs;
use crate::cql::{CqlType, NativeType};
use crate::logical::{Choice, Column, Role};
use crate::project::{Direction, Index, Query, TimeUnit};

/// The CQL type of a column holding one `unit` of time: a `date` for a day or longer (the
/// first day of the period), else a `timestamp` (the period's first instant). The one place
/// for this decision: time buckets and periods alike.
pub fn unit_type(unit: TimeUnit) -> CqlType {
    CqlType::Native(if unit >= TimeUnit::Day { NativeType::Date } else { NativeType::Timestamp })
}

/// The adjective a period gives a table's name (`daily_reading_stats_by_source_metric`).
pub fn adjective(unit: TimeUnit) -> &'static str {
    match unit {
        TimeUnit::Second => "per_second",
        TimeUnit::Minute => "per_minute",
        TimeUnit::Hour => "hourly",
        TimeUnit::Day => "daily",
        TimeUnit::Week => "weekly",
        TimeUnit::Month => "monthly",
        TimeUnit::Year => "yearly",
    }
}

/// The period's place in the key: the time attribute is a clustering column (a range the
/// query searches on it is a range of periods), never in the partition key, newest first
/// unless the query orders by it.
pub(super) fn place<'a>(query: &'a Query, k: &mut KeyInputs<'a>) {
    let Some(per) = query.period() else { return };
    let a = &per.attribute;
    if k.ordering.iter().any(|(x, _)| *x == a) {
        return;
    }
    k.equality.retain(|x| *x != a);
    k.partition.retain(|x| *x != a);
    match k.range.iter_mut().find(|(x, _)| *x == a) {
        Some(r) => r.1 = Direction::Desc,
        None => k.range.push((a, Direction::Desc)),
    }
}

/// The time attribute's clustering column becomes the period's: named after the unit, of
/// the unit's type, its value computed by the application. The table records the choice.
pub(super) fn shape(index: &Index<'_>, query: &Query, columns: &mut [Column], choices: &mut Vec<Choice>) {
    let Some(per) = query.period() else { return };
    let Some(c) = columns
        .iter_mut()
        .find(|c| matches!(c.role, Role::Clustering(_)) && c.attribute.as_ref() == Some(&per.attribute))
    else {
        return;
    };
    c.name = per.unit.name().to_owned();
    c.ty = unit_type(per.unit);
    c.provenance.reason = crate::logical::Reason::Period { attribute: index.label(&per.attribute), unit: per.unit };
    choices.push(Choice::Period { attribute: per.attribute.clone(), unit: per.unit, column: c.name.clone() });
}

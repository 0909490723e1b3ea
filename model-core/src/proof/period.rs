//! The period of a time value: what the application computes for a period column (aggregates
//! per day) or a time bucket, the one definition the loader and the evaluator share.

use super::value::{Value, civil_from_days, days_from_civil};
use crate::project::TimeUnit;

/// The period of `unit` holding a time value, as the period column stores it: a `date` (the
/// period's first day) for a day or longer, else a `timestamp` (the period's first instant,
/// UTC). Weeks start on Monday (ISO), months on the 1st of the calendar month, years on 1
/// January. A `timestamp`, `date` or `timeuuid` has a period; any other value has none
/// (`Null`).
pub fn period(value: &Value, unit: TimeUnit) -> Value {
    let ms = match value {
        Value::Timestamp(ms) => *ms,
        Value::Date(d) => i64::from(*d) * 86_400_000,
        Value::TimeUuid(b) => {
            let t = i64::try_from(super::value::timeuuid_time(b)).unwrap_or(0);
            (t - 0x01B2_1DD2_1381_4000) / 10_000
        }
        _ => return Value::Null,
    };
    let day = ms.div_euclid(86_400_000);
    let date = |d: i64| Value::Date(i32::try_from(d).unwrap_or(0));
    match unit {
        TimeUnit::Second => Value::Timestamp(ms - ms.rem_euclid(1000)),
        TimeUnit::Minute => Value::Timestamp(ms - ms.rem_euclid(60_000)),
        TimeUnit::Hour => Value::Timestamp(ms - ms.rem_euclid(3_600_000)),
        TimeUnit::Day => date(day),
        // 1970-01-01 was a Thursday: day 4 (1970-01-05) is a Monday.
        TimeUnit::Week => date(day - (day - 4).rem_euclid(7)),
        TimeUnit::Month => {
            let (y, m, _) = civil_from_days(day);
            date(days_from_civil(y, m, 1))
        }
        TimeUnit::Year => {
            let (y, _, _) = civil_from_days(day);
            date(days_from_civil(y, 1, 1))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn periods() {
        let t = Value::Timestamp(1_709_251_200_000 + 3 * 86_400_000 + 5_000_123);
        assert_eq!(period(&t, TimeUnit::Day), Value::Date(19_786));
        assert_eq!(period(&t, TimeUnit::Hour), Value::Timestamp(1_709_251_200_000 + 3 * 86_400_000 + 3_600_000));
        // 2024-03-04 is a Monday.
        assert_eq!(period(&t, TimeUnit::Week), Value::Date(19_786));
        assert_eq!(period(&t, TimeUnit::Month), Value::Date(19_783));
        assert_eq!(period(&Value::Int(3), TimeUnit::Day), Value::Null);
    }
}

//! How long a table's rows live and how its files are compacted, suggested from the
//! conceptual model: an entity kept for N days gives its tables `default_time_to_live`, and a
//! table bucketed by time gets `TimeWindowCompactionStrategy` with one window per bucket.
//! Each is written only when the table's own options (the user's) do not set it.

use crate::logical::{Choice, Subject, Table};
use crate::project::{Bucket, Index, TimeUnit};

/// Cassandra's largest time to live: 20 years, in seconds.
pub const MAX_TTL_SECONDS: u64 = 630_720_000;

/// `default_time_to_live` for rows kept `days` days: seconds, rounded, at most 20 years.
pub fn ttl_seconds(days: f64) -> u64 {
    // Saturating: `days` is finite and positive where it is called; the cap keeps it a TTL.
    ((days * 86_400.0).round() as u64).min(MAX_TTL_SECONDS)
}

/// The compaction map for one time window per bucket of `unit` (TWCS takes minutes, hours or
/// days).
pub fn time_window_compaction(unit: TimeUnit) -> String {
    let (window_unit, size) = match unit {
        TimeUnit::Second | TimeUnit::Minute => ("MINUTES", 1),
        TimeUnit::Hour => ("HOURS", 1),
        TimeUnit::Day => ("DAYS", 1),
        TimeUnit::Week => ("DAYS", 7),
        TimeUnit::Month => ("DAYS", 30),
        TimeUnit::Year => ("DAYS", 365),
    };
    format!(
        "{{'class': 'TimeWindowCompactionStrategy', 'compaction_window_unit': '{window_unit}', 'compaction_window_size': '{size}'}}"
    )
}

/// Adds the suggested options to a derived table, each with its reason, unless the table's
/// options already set them.
pub(super) fn suggest(index: &Index<'_>, table: &mut Table) {
    let has = |t: &Table, name: &str| t.options.iter().any(|(k, _)| k.eq_ignore_ascii_case(name));
    let kept = match &table.subject {
        Some(Subject::Entity(e)) => {
            index.entity(e).and_then(|e| e.estimates.growth.as_ref()).and_then(|g| g.retention_days()).flatten()
        }
        _ => None,
    };
    // Counters cannot expire (Cassandra refuses a default_time_to_live on a counter table).
    let counters = table.columns.iter().any(|c| c.ty.is_counter());
    if let Some(days) = kept.filter(|d| *d > 0.0)
        && !counters
        && !has(table, "default_time_to_live")
    {
        let seconds = ttl_seconds(days);
        table.options.push(("default_time_to_live".to_owned(), seconds.to_string()));
        table.choices.push(Choice::TimeToLive { days, seconds });
    }
    if let Some(Bucket::Time { unit, .. }) = table.bucket
        && !has(table, "compaction")
    {
        table.options.push(("compaction".to_owned(), time_window_compaction(unit)));
        table.choices.push(Choice::TimeWindows { unit });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ttl_is_days_in_seconds_capped_at_twenty_years() {
        assert_eq!(ttl_seconds(30.0), 2_592_000);
        assert_eq!(ttl_seconds(0.5), 43_200);
        assert_eq!(ttl_seconds(1e9), MAX_TTL_SECONDS);
    }

    #[test]
    fn windows_match_the_bucket() {
        assert!(
            time_window_compaction(TimeUnit::Day)
                .contains("'compaction_window_unit': 'DAYS', 'compaction_window_size': '1'")
        );
        assert!(time_window_compaction(TimeUnit::Week).contains("'DAYS', 'compaction_window_size': '7'"));
        assert!(time_window_compaction(TimeUnit::Hour).contains("'HOURS'"));
        assert!(crate::cql::is_valid_option_value(&time_window_compaction(TimeUnit::Month)));
    }
}

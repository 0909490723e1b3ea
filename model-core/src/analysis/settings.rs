//! The thresholds of the analysis (methodology §6), a setting of the app.

use serde::{Deserialize, Serialize};

/// Thresholds for partition sizes and anti-patterns. Missing fields take their defaults, so
/// a saved settings file stays readable when fields are added.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct AnalysisSettings {
    /// Warn when a partition holds more values (cells) than this (classic guidance: 100,000).
    pub warn_values: f64,
    /// Warn when a partition is larger than this many bytes (100 MB).
    pub warn_bytes: f64,
    /// An info note when a partition is larger than this many bytes (10 MB, the seed
    /// articles' ideal).
    pub info_bytes: f64,
    /// An error when a partition holds this many values or more: near Cassandra's hard limit
    /// of 2^31 (about 2.1 billion) cells per partition.
    pub error_values: f64,
    /// A partition key whose columns can take fewer distinct combinations than this is
    /// low-cardinality: a few hot partitions take all the load.
    pub low_cardinality: f64,
    /// A secondary index on a column with at least this many distinct values is on a
    /// high-cardinality column (every lookup asks every node).
    pub index_high_cardinality: f64,
    /// The largest random bucket count a remedy suggests (reads fan out over all buckets).
    pub max_random_buckets: u32,
}

impl Default for AnalysisSettings {
    fn default() -> Self {
        Self {
            warn_values: crate::estimate::GUIDE_VALUES,
            warn_bytes: 100_000_000.0,
            info_bytes: 10_000_000.0,
            error_values: 1_800_000_000.0,
            low_cardinality: 100.0,
            index_high_cardinality: 10_000.0,
            max_random_buckets: 4_096,
        }
    }
}

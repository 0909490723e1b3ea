//! The thresholds of the analysis (methodology §6), a setting of the app. The size thresholds
//! default to the project's target ([`crate::dialect`]); a value the user set wins.

use crate::dialect::Target;
use serde::{Deserialize, Deserializer, Serialize};

/// The classic guidance on values (cells) per partition.
const WARN_VALUES: f64 = crate::estimate::GUIDE_VALUES;
/// The ideal partition size of the seed articles (10 MB).
const INFO_BYTES: f64 = 10_000_000.0;
/// The share of a target's cell limit at which a partition is an error (about 1.8 billion of
/// Cassandra's 2^31 cells).
const CELL_LIMIT_SHARE: f64 = 0.84;

/// Thresholds for partition sizes and anti-patterns. Missing fields take their defaults, so
/// a saved settings file stays readable when fields are added. A size threshold left `None`
/// is the target's ([`AnalysisSettings::thresholds`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct AnalysisSettings {
    /// Warn when a partition holds more values (cells) than this (classic guidance: 100,000).
    #[serde(deserialize_with = "legacy::warn_values", skip_serializing_if = "Option::is_none")]
    pub warn_values: Option<f64>,
    /// Warn when a partition is larger than this many bytes (the target's large-partition
    /// warning: 100 MiB for Cassandra, 1,000 MiB for ScyllaDB).
    #[serde(deserialize_with = "legacy::warn_bytes", skip_serializing_if = "Option::is_none")]
    pub warn_bytes: Option<f64>,
    /// An info note when a partition is larger than this many bytes (10 MB, the seed
    /// articles' ideal).
    #[serde(deserialize_with = "legacy::info_bytes", skip_serializing_if = "Option::is_none")]
    pub info_bytes: Option<f64>,
    /// An error when a partition holds this many values or more: near the target's hard limit
    /// of 2^31 (about 2.1 billion) cells per partition.
    #[serde(deserialize_with = "legacy::error_values", skip_serializing_if = "Option::is_none")]
    pub error_values: Option<f64>,
    /// An error when one row is larger than this many bytes (the target's row limit: 1 MiB on
    /// Amazon Keyspaces; none on Cassandra). 0: no limit.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub row_bytes: Option<f64>,
    /// A partition key whose columns can take fewer distinct combinations than this is
    /// low-cardinality: a few hot partitions take all the load.
    pub low_cardinality: f64,
    /// A secondary index on a column with at least this many distinct values is on a
    /// high-cardinality column (every lookup asks every node).
    pub index_high_cardinality: f64,
    /// The largest random bucket count a remedy suggests (reads fan out over all buckets).
    pub max_random_buckets: u32,
}

/// The thresholds one analysis uses: the user's where set, else the target's.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Thresholds {
    /// Whose defaults the unset thresholds are.
    pub target: Target,
    /// Warn above this many values per partition.
    pub warn_values: f64,
    /// Warn above this many bytes per partition.
    pub warn_bytes: f64,
    /// A note above this many bytes per partition.
    pub info_bytes: f64,
    /// An error at this many values per partition (`None`: the target has no cell limit).
    pub error_values: Option<f64>,
    /// An error above this many bytes per row (`None`: no row limit).
    pub row_bytes: Option<f64>,
    /// A warning above this many bytes per row (the target's large-row warning).
    pub row_warn_bytes: Option<f64>,
}

impl AnalysisSettings {
    /// The thresholds for a project deployed to `target`.
    pub fn thresholds(&self, target: Target) -> Thresholds {
        let limits = target.limits();
        Thresholds {
            target,
            warn_values: self.warn_values.unwrap_or(WARN_VALUES),
            warn_bytes: self.warn_bytes.unwrap_or(limits.partition_warn_bytes),
            info_bytes: self.info_bytes.unwrap_or(INFO_BYTES),
            error_values: positive(
                self.error_values,
                limits.partition_max_cells.map(|c| (c * CELL_LIMIT_SHARE).round()),
            ),
            row_bytes: positive(self.row_bytes, limits.row_max_bytes),
            row_warn_bytes: limits.row_warn_bytes,
        }
    }
}

impl Default for AnalysisSettings {
    fn default() -> Self {
        Self {
            warn_values: None,
            warn_bytes: None,
            info_bytes: None,
            error_values: None,
            row_bytes: None,
            low_cardinality: 100.0,
            index_high_cardinality: 10_000.0,
            max_random_buckets: 4_096,
        }
    }
}

/// The user's limit (0 or less: none), else the target's.
fn positive(user: Option<f64>, target: Option<f64>) -> Option<f64> {
    match user {
        Some(v) if v > 0.0 => Some(v),
        Some(_) => None,
        None => target,
    }
}

impl Default for Thresholds {
    fn default() -> Self {
        AnalysisSettings::default().thresholds(Target::default())
    }
}

/// Reading settings saved before targets existed: a size threshold saved at the old fixed
/// default means "the default", so it becomes `None` and follows the target; any other value
/// is the user's and is kept. Fields missing take their defaults.
mod legacy {
    use super::Deserializer;
    use serde::Deserialize;

    fn unless(old_default: f64, v: Option<f64>) -> Option<f64> {
        v.filter(|x| *x != old_default)
    }

    pub fn warn_values<'de, D: Deserializer<'de>>(d: D) -> Result<Option<f64>, D::Error> {
        Ok(unless(super::WARN_VALUES, Option::deserialize(d)?))
    }
    pub fn warn_bytes<'de, D: Deserializer<'de>>(d: D) -> Result<Option<f64>, D::Error> {
        Ok(unless(100_000_000.0, Option::deserialize(d)?))
    }
    pub fn info_bytes<'de, D: Deserializer<'de>>(d: D) -> Result<Option<f64>, D::Error> {
        Ok(unless(super::INFO_BYTES, Option::deserialize(d)?))
    }
    pub fn error_values<'de, D: Deserializer<'de>>(d: D) -> Result<Option<f64>, D::Error> {
        Ok(unless(1_800_000_000.0, Option::deserialize(d)?))
    }
}

//! Estimates from the conceptual model's numbers (methodology §6): how many rows a table's
//! partition holds, from entity counts, fan-outs, growth and distinct values. Used by the
//! analysis (sizes and warnings) and by derivation's design choices (when a partition would
//! grow too large for an owner alone).

mod factor;
mod rate;
mod rows;

pub use rate::{NotARate, Rate, parse_rate};

pub use factor::{Factor, FactorValue};
pub(crate) use factor::{Nr, sat};
pub(crate) use rows::{growth_time_matches, identifying_time, is_time_column, rows_per_partition};

use crate::er::ErGraph;
use crate::project::Index;

/// The classic guidance for one partition: at most 100,000 values (cells). The analysis
/// warns above it (a setting, this by default); derivation widens an owner's partition key
/// when the owner's partition would cross it.
pub const GUIDE_VALUES: f64 = 100_000.0;

/// What the estimates read: the project's index and its ER graph.
pub(crate) struct Ctx<'a> {
    /// Lookups by id.
    pub index: &'a Index<'a>,
    /// The ER graph.
    pub graph: &'a ErGraph<'a>,
}

//! The numbers that make Nr (rows per partition): each [`Factor`] with what it stands for and
//! how it enters ([`FactorValue`]), the outcome ([`Nr`], [`RowsOutcome`]), and how a number
//! is kept valid and written in a message.

use crate::diagnostic::Diagnostic;
use crate::msg;
use crate::project::Growth;
use crate::text::{Lang, Text};
use serde::Serialize;

/// One number that went into Nr, with what it stands for.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Factor {
    /// What the number is ("Room per Hotel (has, fan-out)"), worded when shown (English in
    /// `--json`).
    pub label: Text,
    /// The number and how it is applied.
    pub value: FactorValue,
}

impl Factor {
    pub(super) fn new(label: Text, value: FactorValue) -> Self {
        Self { label, value }
    }

    /// What the number is, in `lang`.
    pub fn label_in(&self, lang: Lang) -> String {
        self.label.get(lang)
    }
}

/// A number the user gave, for a message: as written for everyday sizes, in scientific
/// notation from 10^15 on (`f64::MAX` printed all 309 digits).
pub(super) fn figure(x: f64) -> String {
    if x.is_finite() && x.abs() >= 1.0e15 { format!("{x:.2e}") } else { x.to_string() }
}

/// "1 per hour" and "每小时 1 个": a growth rate in words.
pub(super) fn rate_text(g: &Growth) -> Text {
    msg!("estimate-per", rate = figure(g.rate), per = g.per.words())
}

/// How a factor enters Nr.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(tag = "op", content = "value", rename_all = "snake_case")]
pub enum FactorValue {
    /// Multiplies.
    Times(f64),
    /// Divides (distinct values, random buckets).
    Divide(f64),
    /// Grows without bound by this many per day.
    Unbounded(f64),
    /// Not known for want of an estimate.
    Unknown,
    /// Grows without bound at a rate no estimate gives: an entity identified by its time
    /// (a reading, a data point) with no estimate that says otherwise.
    GrowsOverTime,
}

/// Rows per partition.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Nr {
    /// An estimate.
    Known(f64),
    /// Grows without bound, by at least this many rows per day.
    Unbounded {
        /// Rows added per day.
        per_day: f64,
    },
    /// Not known; at most this many when the only unknowns are divisors.
    Unknown {
        /// An upper bound, when one is known.
        at_most: Option<f64>,
    },
}

impl Nr {
    /// Ordering for choosing between partition-key anchors: the smallest estimate first,
    /// then unbounded, then unknown.
    pub(super) fn rank(self) -> (u8, f64) {
        match self {
            Self::Known(v) => (0, v),
            Self::Unbounded { per_day } => (1, per_day),
            Self::Unknown { at_most } => (2, at_most.unwrap_or(f64::MAX)),
        }
    }
}

/// Nr with the factors that went into it and the estimates it lacked.
#[derive(Clone, Debug)]
pub(crate) struct RowsOutcome {
    pub nr: Nr,
    pub factors: Vec<Factor>,
    /// `MissingEstimate` diagnostics (without the table subject yet).
    pub missing: Vec<Diagnostic>,
}

/// A number no estimate can make NaN or infinite: NaN → 0, ∞ → f64::MAX.
pub(crate) fn sat(x: f64) -> f64 {
    if x.is_nan() { 0.0 } else { x.clamp(f64::MIN, f64::MAX) }
}

/// A valid estimate: finite and not negative.
pub(super) fn valid(x: f64) -> Option<f64> {
    (x.is_finite() && x >= 0.0).then_some(x)
}

#[cfg(test)]
mod figure_tests {
    /// Issue 29: an estimate of `f64::MAX` printed as a 309-digit number.
    #[test]
    fn huge_figures_are_written_in_scientific_notation() {
        assert_eq!(super::figure(f64::MAX), "1.80e308");
        assert_eq!(super::figure(1.0e15), "1.00e15");
        assert_eq!(super::figure(2.5), "2.5");
        assert_eq!(super::figure(86400.0), "86400");
        assert_eq!(super::figure(f64::NAN), "NaN");
    }
}

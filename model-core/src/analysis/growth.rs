//! Growth over time: how a time series accrues rows, and how long they are kept.

use crate::ids::{AttributeId, EntityId};
use crate::project::TimeUnit;
use serde::{Deserialize, Serialize};

/// How instances of an entity arrive over time (saved under the entity's estimates).
///
/// `{"rate": 1, "per": "second", "for_each": "sensor"}` reads "one new instance per second
/// for each sensor, kept forever": a partition keyed by the sensor grows without bound.
/// With `kept_days` the instances expire (TTL or purge) and the partition is bounded.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Growth {
    /// New instances per `per`.
    pub rate: f64,
    /// The time unit of `rate`.
    pub per: TimeUnit,
    /// The rate is per instance of this entity (the owner of a time series, e.g. a sensor);
    /// `None`: the rate is for the whole entity type.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub for_each: Option<EntityId>,
    /// How many days instances are kept; `None`: forever (unbounded).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kept_days: Option<f64>,
    /// The attribute recording when an instance arrived (what a time bucket is computed
    /// from); `None`: any timestamp, timeuuid or date attribute of the entity.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_attribute: Option<AttributeId>,
}

impl Growth {
    /// Instances per second, or `None` when the rate is negative, NaN or infinite.
    pub fn per_second(&self) -> Option<f64> {
        let r = self.rate / self.per.seconds();
        (self.rate.is_finite() && self.rate >= 0.0 && r.is_finite()).then_some(r)
    }

    /// Instances per day, or `None` when the rate is invalid.
    pub fn per_day(&self) -> Option<f64> {
        self.per_second().map(|r| r * TimeUnit::Day.seconds())
    }

    /// The retention in days: `Some(None)` forever, `Some(Some(d))` kept `d` days, `None`
    /// when the value is negative, NaN or infinite.
    pub fn retention_days(&self) -> Option<Option<f64>> {
        match self.kept_days {
            None => Some(None),
            Some(d) if d.is_finite() && d >= 0.0 => Some(Some(d)),
            Some(_) => None,
        }
    }

    /// Instances (per `for_each` instance) that arrive within one `unit`, capped by what is
    /// kept; `None` when the estimate is invalid.
    pub fn within(&self, unit: TimeUnit) -> Option<f64> {
        let window = self.per_second()? * unit.seconds();
        match self.retention_days() {
            Some(Some(d)) => Some(window.min(self.per_second()? * d * TimeUnit::Day.seconds())),
            Some(None) => Some(window),
            None => None,
        }
    }
}

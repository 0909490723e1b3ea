//! The user's choices and edits to derived tables, kept by stable id across re-derivation.

use crate::ids::{AttributeId, QueryId};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Everything the user decided about the derived logical model.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Overrides {
    /// Per query: the choices for the table that serves it.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub tables: BTreeMap<QueryId, TableOverride>,
    /// Accepted table sharing: each group of queries is served by one table (the first
    /// query's), never applied without the user's word.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub merges: Vec<Vec<QueryId>>,
    /// Fields this version does not know (a newer version's additions), kept so that saving
    /// never drops them.
    #[serde(flatten)]
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
    /// One table per query, as the method's first step shows it: no automatic merging of
    /// tables with the same key, and no query served by another query's table (workshops).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub one_table_per_query: bool,
}

impl Overrides {
    /// `true` when the user has made no choice (so the file omits the section).
    pub fn is_empty(&self) -> bool {
        self.tables.is_empty() && self.merges.is_empty() && self.extra.is_empty() && !self.one_table_per_query
    }
}

/// The user's choices for the table derived from one query.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TableOverride {
    /// Which primary-key alternative (0 = the default, the first listed).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub alternative: usize,
    /// A table name replacing the naming rule's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The keyspace the table goes to (default: the project's first keyspace).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub keyspace: Option<String>,
    /// Manual column edits, applied in order after derivation.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub columns: Vec<ColumnEdit>,
    /// A bucket column added to the partition key to bound its size.
    #[serde(default, skip_serializing_if = "Option::is_none", deserialize_with = "super::tagged::via_value")]
    pub bucket: Option<Bucket>,
    /// The primary key chosen by hand (promoted and demoted columns), replacing the chosen
    /// alternative; validation says whether every query of the table is still served.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<ManualKey>,
    /// Keep this query's table apart: never merged with a table of the same key, never
    /// served by another query's table.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub separate: bool,
    /// Serve this query from the table of that query, with SAI indexes on the columns its
    /// key does not answer, instead of a table of its own (a design alternative the user
    /// chose; `None`: its own table).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub index_on: Option<QueryId>,
    /// CQL table options written after `WITH` (name → CQL value text, e.g.
    /// `"default_time_to_live" → "86400"`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub options: BTreeMap<String, String>,
    /// Fields this version does not know (a newer version's additions), kept so that saving
    /// never drops them.
    #[serde(flatten)]
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

impl TableOverride {
    /// `true` when nothing is overridden.
    pub fn is_empty(&self) -> bool {
        *self == Self::default()
    }
}

/// A primary key set by hand on the Logical tab, by attribute.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ManualKey {
    /// The partition-key attributes, in order.
    pub partition: Vec<AttributeId>,
    /// The clustering attributes, in order, with their direction.
    #[serde(default)]
    pub clustering: Vec<crate::project::Ordering>,
}

/// A manual edit to one column of a derived table, addressed by attribute id.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
// No room for a field this version does not know: refused by name, never dropped (SECURITY.md).
#[serde(tag = "edit", rename_all = "snake_case", deny_unknown_fields)]
pub enum ColumnEdit {
    /// Give the column another name in this table only.
    Rename {
        /// The attribute whose column is renamed.
        attribute: AttributeId,
        /// The new column name.
        name: String,
    },
    /// Add a column for an attribute the query does not ask for.
    Add {
        /// The attribute added.
        attribute: AttributeId,
    },
    /// Remove a non-key column.
    Remove {
        /// The attribute removed.
        attribute: AttributeId,
    },
    /// Mark a non-key column static (or not), overriding the derived choice.
    Static {
        /// The attribute.
        attribute: AttributeId,
        /// Static or not.
        is_static: bool,
    },
    /// Add a secondary index on the column (IDX).
    Index {
        /// The attribute indexed.
        attribute: AttributeId,
    },
}

/// A bucket column that splits partitions (methodology §6 remedies).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
// No room for a field this version does not know: refused by name, never dropped (SECURITY.md).
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Bucket {
    /// A time unit of a timestamp or date attribute: rows of one month/day/hour share a
    /// partition.
    Time {
        /// The timestamp or date attribute the bucket is computed from.
        attribute: AttributeId,
        /// The time unit.
        unit: TimeUnit,
    },
    /// A random (or hashed) number `0..count`, spreading one logical partition over
    /// `count` partitions; reads fan out over all of them.
    Random {
        /// Number of buckets.
        count: u32,
    },
}

/// A unit of time for time buckets and growth rates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TimeUnit {
    /// One second.
    Second,
    /// One minute.
    Minute,
    /// One hour.
    Hour,
    /// One day.
    Day,
    /// One week.
    Week,
    /// One month (30 days).
    Month,
    /// One year (365 days).
    Year,
}

impl TimeUnit {
    /// The unit as a word (`day`, 天), as in "bucket by day" and "one partition per day".
    pub fn words(self) -> crate::text::Text {
        match self {
            TimeUnit::Second => crate::msg!("time-unit-second"),
            TimeUnit::Minute => crate::msg!("time-unit-minute"),
            TimeUnit::Hour => crate::msg!("time-unit-hour"),
            TimeUnit::Day => crate::msg!("time-unit-day"),
            TimeUnit::Week => crate::msg!("time-unit-week"),
            TimeUnit::Month => crate::msg!("time-unit-month"),
            TimeUnit::Year => crate::msg!("time-unit-year"),
        }
    }

    /// One of this unit in words: "one hour", "一小时" (and "一个月", not "一月", January).
    pub fn one(self) -> crate::text::Text {
        match self {
            TimeUnit::Second => crate::msg!("time-unit-one-second"),
            TimeUnit::Minute => crate::msg!("time-unit-one-minute"),
            TimeUnit::Hour => crate::msg!("time-unit-one-hour"),
            TimeUnit::Day => crate::msg!("time-unit-one-day"),
            TimeUnit::Week => crate::msg!("time-unit-one-week"),
            TimeUnit::Month => crate::msg!("time-unit-one-month"),
            TimeUnit::Year => crate::msg!("time-unit-one-year"),
        }
    }

    /// Every unit, smallest first.
    pub const ALL: [TimeUnit; 7] =
        [Self::Second, Self::Minute, Self::Hour, Self::Day, Self::Week, Self::Month, Self::Year];

    /// Length in seconds (a month is 30 days, a year 365).
    pub fn seconds(self) -> f64 {
        match self {
            Self::Second => 1.0,
            Self::Minute => 60.0,
            Self::Hour => 3_600.0,
            Self::Day => 86_400.0,
            Self::Week => 604_800.0,
            Self::Month => 2_592_000.0,
            Self::Year => 31_536_000.0,
        }
    }

    /// The lower-case English name (also the bucket column's suffix).
    pub fn name(self) -> &'static str {
        match self {
            Self::Second => "second",
            Self::Minute => "minute",
            Self::Hour => "hour",
            Self::Day => "day",
            Self::Week => "week",
            Self::Month => "month",
            Self::Year => "year",
        }
    }
}

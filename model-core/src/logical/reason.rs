//! Why a column is in its table and in its place, decided once by derivation and read by
//! everyone who shows it: [`crate::explain`], the data-model document (in its language), the
//! window's inspector and `derive --json` (the typed value and its English summary).
//!
//! A [`Reason`] holds what the rule saw (attribute labels are `Entity.attribute`, as the ER
//! diagram shows them); [`Reason::words`] words it through the catalogue (`reason-*` in
//! `derive.ftl`), nothing is worded while deriving. The query it serves is the
//! [`super::Provenance`]'s.

use crate::ids::QueryId;
use crate::msg;
use crate::project::{Direction, Predicate, TimeUnit};
use crate::text::{Separator, Text};
use serde::Serialize;

/// What placed a column, with the names the rule worked on. Serialised (in `derive --json`)
/// with a `kind` naming the variant in snake case and its fields.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Reason {
    /// MR2: an equality (`=` or `IN`) search attribute, in the partition key.
    Equality {
        /// The attribute searched on.
        attribute: String,
        /// `=` or `IN`.
        predicate: Predicate,
    },
    /// MR2: an `IN` search on an attribute outside the owner's key, a partition per value (as
    /// a clustering column its values would come back in their own order).
    InPartition {
        /// The attribute searched on.
        attribute: String,
    },
    /// In the partition key without being searched on (a key chosen by hand, a widened
    /// owner's partition).
    PartitionKey {
        /// The attribute.
        attribute: String,
    },
    /// An artificial bucket: the query has no equality search attribute.
    NoEqualityBucket,
    /// A time bucket chosen to bound a partition's size.
    TimeBucket {
        /// The time attribute it is computed from.
        attribute: String,
        /// The unit (day, month...).
        unit: TimeUnit,
    },
    /// A random bucket chosen to spread one partition over several.
    RandomBucket {
        /// Number of buckets.
        count: u32,
    },
    /// A bucket the analysis suggests (a remedy's table).
    SuggestedBucket,
    /// MR2, a key alternative that placed an equality attribute after the partition key: one
    /// partition per owner keeps the rows together.
    EqualityAfterPartition {
        /// The attribute searched on.
        attribute: String,
        /// The entities whose partition it is.
        owners: Vec<String>,
        /// How a time is ordered, when it is one.
        note: Option<TimeNote>,
    },
    /// MR3: a range search attribute, a clustering column.
    RangeSearch {
        /// The attribute searched on.
        attribute: String,
        /// `<`, `<=`, `>`, `>=` or a closed range.
        predicate: Predicate,
        /// How a time is ordered, when it is one.
        note: Option<TimeNote>,
    },
    /// MR4: an ORDER BY attribute, a clustering column in its direction.
    Ordering {
        /// The attribute ordered by.
        attribute: String,
        /// ASC or DESC.
        direction: Direction,
        /// How a time is ordered, when it only breaks ties.
        note: Option<TimeNote>,
    },
    /// MR5: a key attribute appended so that different rows of one partition stay apart.
    KeyCompletion {
        /// The key attribute.
        attribute: String,
        /// The entity whose key it is (`None`: a relationship's attribute).
        key_of: Option<String>,
        /// What the query returns, whose rows are kept apart (`None`: no entity or
        /// relationship, "the result").
        rows_of: Option<String>,
        /// How a time is ordered, when it is one.
        note: Option<TimeNote>,
    },
    /// MR1: an attribute the query returns.
    Returned {
        /// The attribute returned.
        attribute: String,
    },
    /// MR1, static: the same for the whole partition.
    Static {
        /// The attribute returned.
        attribute: String,
    },
    /// MR1: the vector a nearest-neighbour search compares.
    Nearest {
        /// The vector attribute.
        attribute: String,
    },
    /// Added to the table by the user's edit.
    AddedByHand {
        /// The attribute added.
        attribute: String,
    },
    /// Marked static (or not) by the user's edit.
    MarkedByHand {
        /// The attribute.
        attribute: String,
        /// Static or not.
        is_static: bool,
    },
    /// An aggregate's count column: the rows the query counts.
    Counted {
        /// Kept as a counter (else a column the application maintains).
        counter: bool,
    },
    /// An aggregate's total (a sum, or the total an average divides).
    Total {
        /// The attribute summed.
        attribute: String,
        /// Kept as a counter (else a column the application maintains).
        counter: bool,
    },
    /// The count an average divides its total by.
    AverageCount {
        /// The attribute averaged.
        attribute: String,
    },
    /// The smallest (`largest: false`) or largest value of an attribute, maintained.
    Extreme {
        /// The attribute.
        attribute: String,
        /// The largest (max), else the smallest (min).
        largest: bool,
    },
    /// The period a query's aggregates are kept per: computed by the application from a time.
    Period {
        /// The time attribute it is computed from.
        attribute: String,
        /// The period's length.
        unit: TimeUnit,
    },
    /// A small set of named things kept as a set in the owner's row, as the user chose.
    Collected {
        /// The attribute collected.
        attribute: String,
    },
    /// A column of a table defined directly (imported CQL or made by hand), not derived.
    Defined {
        /// The table.
        table: String,
    },
}

/// How a time clustering column is ordered when no query orders by it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TimeNote {
    /// Newest first: a time no query orders by is read latest first.
    NewestFirst,
    /// Ascending, though a time: it only breaks ties between rows of the same `of`.
    BreaksTies {
        /// The column before it whose ties it breaks (its attribute's label).
        of: String,
    },
}

impl Reason {
    /// How a time clustering column is ordered, when the reason says so.
    pub fn note(&self) -> Option<&TimeNote> {
        match self {
            Self::EqualityAfterPartition { note, .. }
            | Self::RangeSearch { note, .. }
            | Self::Ordering { note, .. }
            | Self::KeyCompletion { note, .. } => note.as_ref(),
            Self::Equality { .. }
            | Self::InPartition { .. }
            | Self::PartitionKey { .. }
            | Self::NoEqualityBucket
            | Self::TimeBucket { .. }
            | Self::RandomBucket { .. }
            | Self::SuggestedBucket
            | Self::Returned { .. }
            | Self::Static { .. }
            | Self::Nearest { .. }
            | Self::AddedByHand { .. }
            | Self::MarkedByHand { .. }
            | Self::Counted { .. }
            | Self::Total { .. }
            | Self::AverageCount { .. }
            | Self::Extreme { .. }
            | Self::Period { .. }
            | Self::Collected { .. }
            | Self::Defined { .. } => None,
        }
    }

    /// The reason in words, for a column serving `query` (`reason-*`), worded when shown.
    pub fn words(&self, query: Option<&QueryId>) -> Text {
        let query = query.map_or("", QueryId::as_str);
        let maintained = || msg!("reason-maintained");
        let base = match self {
            Self::Equality { attribute, predicate } => {
                msg!("reason-equality", operator = predicate.symbol(), attribute = attribute, query = query)
            }
            Self::InPartition { attribute } => msg!("reason-in-partition", attribute = attribute, query = query),
            Self::PartitionKey { attribute } => msg!("reason-partition-key", attribute = attribute, query = query),
            Self::NoEqualityBucket => msg!("reason-no-equality-bucket", query = query),
            Self::TimeBucket { attribute, unit } => {
                msg!("reason-time-bucket", unit = unit.words(), attribute = attribute)
            }
            Self::RandomBucket { count } => msg!("reason-random-bucket", count = count.to_string()),
            Self::SuggestedBucket => msg!("reason-suggested-bucket"),
            Self::EqualityAfterPartition { attribute, owners, .. } => {
                let owners = Text::join(&owners.iter().map(Text::verbatim).collect::<Vec<_>>(), Separator::AndWord);
                msg!("reason-equality-after", attribute = attribute, query = query, owners = owners)
            }
            Self::RangeSearch { attribute, .. } => msg!("reason-range", attribute = attribute, query = query),
            Self::Ordering { attribute, direction, .. } => {
                msg!("reason-order", query = query, attribute = attribute, direction = direction.keyword())
            }
            Self::KeyCompletion { key_of, rows_of, .. } => {
                let key_of = key_of.as_ref().map_or_else(|| msg!("reason-the-relationship"), Text::verbatim);
                let rows_of = rows_of.as_ref().map_or_else(|| msg!("reason-the-result"), Text::verbatim);
                msg!("reason-key-completion", key_of = key_of, rows_of = rows_of, query = query)
            }
            Self::Returned { attribute } => msg!("reason-returned", query = query, attribute = attribute),
            Self::Static { attribute } => msg!("reason-static", query = query, attribute = attribute),
            Self::Nearest { attribute } => msg!("reason-nearest", query = query, attribute = attribute),
            Self::AddedByHand { .. } => msg!("reason-added-by-hand", query = query),
            Self::MarkedByHand { is_static: true, .. } => msg!("reason-marked-static"),
            Self::MarkedByHand { is_static: false, .. } => msg!("reason-marked-not-static"),
            Self::Counted { counter: true } => {
                msg!("reason-counted", query = query, how = msg!("reason-counter-of-rows"))
            }
            Self::Counted { counter: false } => msg!("reason-counted", query = query, how = maintained()),
            Self::Total { attribute, counter: true } => {
                msg!("reason-total", query = query, attribute = attribute, how = msg!("reason-counter-of-values"))
            }
            Self::Total { attribute, counter: false } => {
                msg!("reason-total", query = query, attribute = attribute, how = maintained())
            }
            Self::AverageCount { attribute } => msg!("reason-average-count", query = query, attribute = attribute),
            Self::Extreme { attribute, largest: false } => {
                msg!("reason-smallest", query = query, attribute = attribute, how = maintained())
            }
            Self::Extreme { attribute, largest: true } => {
                msg!("reason-largest", query = query, attribute = attribute, how = maintained())
            }
            Self::Period { attribute, unit } => {
                msg!("reason-period", query = query, unit = unit.words(), attribute = attribute)
            }
            Self::Collected { attribute } => msg!("reason-collected", attribute = attribute),
            Self::Defined { table } => msg!("reason-defined", table = table),
        };
        match self.note() {
            None => base,
            Some(TimeNote::NewestFirst) => msg!("reason-noted", reason = base, note = msg!("newest-first")),
            Some(TimeNote::BreaksTies { of }) => {
                msg!("reason-noted", reason = base, note = msg!("reason-breaks-ties", of = of))
            }
        }
    }
}

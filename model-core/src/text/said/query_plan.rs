//! Messages of the query plan area, as typed values: one variant per message,
//! its fields the names and figures it is built from (already formatted). Worded by
//! `text::en::query_plan` and `text::zh::query_plan`.

/// A message of the query plan area.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum QueryPlan {
    /// "{name} is a partition-key column, which takes only = or IN"
    PartitionKeyColumnTakesOnly {
        /// `{name}` in the message.
        name: String,
    },
    /// "{name} is restricted but the clustering column {g} before it is not"
    RestrictedButClusteringColumnBeforeNot {
        /// `{name}` in the message.
        name: String,
        /// `{g}` in the message.
        g: String,
    },
    /// "{name} is restricted after the range on {prev}; only the last restricted clustering column may take a range"
    RestrictedAfterRangeOnlyLastRestricted {
        /// `{name}` in the message.
        name: String,
        /// `{prev}` in the message.
        prev: String,
    },
    /// "{name} is not part of the primary key"
    NotPartPrimaryKey {
        /// `{name}` in the message.
        name: String,
    },
    /// "the table has no column for {attribute}"
    TableHasNoColumn {
        /// `{attribute}` in the message.
        attribute: String,
    },
    /// "partition-key column {column} is not given, so every partition would be scanned"
    PartitionKeyColumnNotGivenSo {
        /// `{column}` in the message.
        column: String,
    },
    /// "{why}: CQL needs ALLOW FILTERING"
    CqlNeedsAllowFiltering {
        /// `{why}` in the message.
        why: super::super::Text,
    },
    /// "ranges on {columns}: CQL restricts only one clustering column by a range"
    RangesCqlRestrictsOnlyOneClustering {
        /// `{columns}` in the message.
        columns: super::super::Text,
    },
    /// "ORDER BY {column}: CQL orders only by clustering columns"
    OrderCqlOrdersOnlyClusteringColumns {
        /// `{column}` in the message.
        column: String,
    },
    /// "ORDER BY {asked} is neither the table's clustering order ({stored}) nor its reverse"
    OrderNeitherTableClusteringOrderNor {
        /// `{asked}` in the message.
        asked: String,
        /// `{stored}` in the message.
        stored: String,
    },
}

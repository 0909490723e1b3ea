//! Messages about the project's target database (`docs/targets.md`), as typed values: one
//! variant per message, its fields the names and figures it is built from. Worded by
//! `text::en::target` and `text::zh::target`.

use crate::target::{Feature, Target};

/// A message about the target.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum TargetSaid {
    /// "table {name}"
    Table {
        /// The table.
        name: String,
    },
    /// "view {name}"
    View {
        /// The view.
        name: String,
    },
    /// "index {index} on table {table}"
    Index {
        /// The index's name.
        index: String,
        /// Its table.
        table: String,
    },
    /// "{what} uses {feature}, which {target} does not have; it is left out of schema.cql"
    Lacks {
        /// The statement (a table, view or index).
        what: super::super::Text,
        /// The feature it uses.
        feature: Feature,
        /// The target.
        target: Target,
    },
    /// "{what} uses {feature}, which {target} switches off by default"
    Disables {
        /// The statement.
        what: super::super::Text,
        /// The feature it uses.
        feature: Feature,
        /// The target.
        target: Target,
    },
    /// "{what} uses {feature}; the documentation of {target} read for this tool does not
    /// confirm it has them"
    Unconfirmed {
        /// The statement.
        what: super::super::Text,
        /// The feature it uses.
        feature: Feature,
        /// The target.
        target: Target,
    },
    /// How to do without a feature, or where to find it.
    DoWithout {
        /// The feature.
        feature: Feature,
    },
    /// "Ask the cluster's operator to set {setting} in its configuration, or do without it:
    /// {without}"
    Enable {
        /// The setting that enables the feature.
        setting: String,
        /// The feature.
        feature: Feature,
    },
    /// "Check with the vendor before deploying (docs/targets.md lists what was read)."
    CheckWithVendor,
    /// "table {name}: one row is {size}, over {target}'s row limit of {limit}"
    RowOverLimit {
        /// The table.
        name: String,
        /// One row's size.
        size: super::super::Text,
        /// The target.
        target: Target,
        /// The limit.
        limit: super::super::Text,
    },
    /// "table {name}: one row is {size}, over {target}'s large-row warning of {limit}"
    RowOverWarning {
        /// The table.
        name: String,
        /// One row's size.
        size: super::super::Text,
        /// The target.
        target: Target,
        /// The warning threshold.
        limit: super::super::Text,
    },
    /// How to make rows smaller.
    SmallerRows,
    /// "table {name}: its partition key holds {bytes} bytes, over {target}'s limit of {limit}
    /// bytes"
    PartitionKeyOverLimit {
        /// The table.
        name: String,
        /// The key's bytes.
        bytes: String,
        /// The target.
        target: Target,
        /// The limit.
        limit: String,
    },
    /// How to make a partition key smaller.
    SmallerPartitionKey,
    /// "table {name}: clustering column {column} holds {bytes} bytes, over {target}'s limit of
    /// {limit} bytes"
    ClusteringOverLimit {
        /// The table.
        name: String,
        /// The column.
        column: String,
        /// The column's bytes.
        bytes: String,
        /// The target.
        target: Target,
        /// The limit.
        limit: String,
    },
    /// How to make a clustering column smaller.
    SmallerClustering,
    /// "table {name}: {count} regular columns, but {target} writes at most {max} in one INSERT
    /// or UPDATE"
    ColumnsPerWrite {
        /// The table.
        name: String,
        /// Its regular columns.
        count: usize,
        /// The target.
        target: Target,
        /// The most one write may set.
        max: u32,
    },
    /// "Split the table's columns over two tables with the same key."
    SplitColumns,
}

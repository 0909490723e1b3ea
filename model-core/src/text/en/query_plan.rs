//! The query plan area's messages in English.

use crate::text::Lang;
use crate::text::said::QueryPlan;

/// `m` in English.
pub(super) fn word(m: &QueryPlan) -> String {
    match m {
        QueryPlan::PartitionKeyColumnTakesOnly { name } => format!("{name} is a partition-key column, which takes only = or IN"),
        QueryPlan::RestrictedButClusteringColumnBeforeNot { name, g } => {
            format!("{name} is restricted but the clustering column {g} before it is not")
        }
        QueryPlan::RestrictedAfterRangeOnlyLastRestricted { name, prev } => {
            format!("{name} is restricted after the range on {prev}; only the last restricted clustering column may take a range")
        }
        QueryPlan::NotPartPrimaryKey { name } => format!("{name} is not part of the primary key"),
        QueryPlan::TableHasNoColumn { attribute } => format!("the table has no column for {attribute}"),
        QueryPlan::PartitionKeyColumnNotGivenSo { column } => {
            format!("partition-key column {column} is not given, so every partition would be scanned")
        }
        QueryPlan::CqlNeedsAllowFiltering { why } => {
            let why = why.get(Lang::En);
            format!("{why}: CQL needs ALLOW FILTERING")
        }
        QueryPlan::RangesCqlRestrictsOnlyOneClustering { columns } => {
            let columns = columns.get(Lang::En);
            format!("ranges on {columns}: CQL restricts only one clustering column by a range")
        }
        QueryPlan::OrderCqlOrdersOnlyClusteringColumns { column } => format!("ORDER BY {column}: CQL orders only by clustering columns"),
        QueryPlan::OrderNeitherTableClusteringOrderNor { asked, stored } => {
            format!("ORDER BY {asked} is neither the table's clustering order ({stored}) nor its reverse")
        }
        QueryPlan::RestrictedWithoutPartitionKeyNoSai { name } => {
            format!("{name} is restricted without the whole partition key and has no SAI index")
        }
        QueryPlan::NoVectorColumn => "the table has no column for the vector searched".to_owned(),
        QueryPlan::NotAVector { name, ty } => format!("{name} is {ty}, not a vector"),
        QueryPlan::NoSaiVectorIndex { name } => format!("{name} has no SAI vector index"),
        QueryPlan::NearestNeedsLimit => "a nearest-neighbour search needs a LIMIT (k)".to_owned(),
        QueryPlan::NearestTakesNoOtherOrder => "a nearest-neighbour search takes no other ORDER BY".to_owned(),
        QueryPlan::OrderOnlyWithinPartition { column } => {
            format!("ORDER BY {column}: CQL orders only within a partition, and the partition key is not given")
        }
        QueryPlan::NearestCannotRun { column, why } => {
            let why = why.get(Lang::En);
            format!("ORDER BY {column} ANN OF ?: {why}")
        }
    }
}

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
    }
}

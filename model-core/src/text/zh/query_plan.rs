//! The query plan area's messages in Simplified Chinese.

use crate::text::Lang;
use crate::text::said::QueryPlan;

/// `m` in Simplified Chinese.
pub(super) fn word(m: &QueryPlan) -> String {
    match m {
        QueryPlan::PartitionKeyColumnTakesOnly { name } => format!("{name} 是分区键列，只能用 = 或 IN 限定"),
        QueryPlan::RestrictedButClusteringColumnBeforeNot { name, g } => format!("{name} 受到限定，但它之前的聚簇列 {g} 没有"),
        QueryPlan::RestrictedAfterRangeOnlyLastRestricted { name, prev } => {
            format!("{name} 在 {prev} 的范围条件之后还受到限定；只有最后一个受限定的聚簇列可以使用范围条件")
        }
        QueryPlan::NotPartPrimaryKey { name } => format!("{name} 不是主键的一部分"),
        QueryPlan::TableHasNoColumn { attribute } => format!("表中没有 {attribute} 的列"),
        QueryPlan::PartitionKeyColumnNotGivenSo { column } => format!("没有给出分区键列 {column}，因此要扫描所有分区"),
        QueryPlan::CqlNeedsAllowFiltering { why } => {
            let why = why.get(Lang::Zh);
            format!("{why}：CQL 需要 ALLOW FILTERING")
        }
        QueryPlan::RangesCqlRestrictsOnlyOneClustering { columns } => {
            let columns = columns.get(Lang::Zh);
            format!("{columns} 上都有范围条件：CQL 只允许一个聚簇列使用范围条件")
        }
        QueryPlan::OrderCqlOrdersOnlyClusteringColumns { column } => format!("ORDER BY {column}：CQL 只能按聚簇列排序"),
        QueryPlan::OrderNeitherTableClusteringOrderNor { asked, stored } => {
            format!("ORDER BY {asked} 既不是表的聚簇顺序（{stored}），也不是它的逆序")
        }
    }
}

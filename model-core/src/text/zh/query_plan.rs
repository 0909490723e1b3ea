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
        QueryPlan::RestrictedWithoutPartitionKeyNoSai { name } => format!("{name} 受到限定，但没有给出完整的分区键，它也没有 SAI 索引"),
        QueryPlan::NoVectorColumn => "表中没有被搜索的向量的列".to_owned(),
        QueryPlan::NotAVector { name, ty } => format!("{name} 是 {ty}，不是向量"),
        QueryPlan::NoSaiVectorIndex { name } => format!("{name} 没有 SAI 向量索引"),
        QueryPlan::NearestNeedsLimit => "最近邻搜索需要 LIMIT（k）".to_owned(),
        QueryPlan::NearestTakesNoOtherOrder => "最近邻搜索不能再有其他 ORDER BY".to_owned(),
        QueryPlan::OrderOnlyWithinPartition { column } => format!("ORDER BY {column}：CQL 只能在分区内排序，而查询没有给出分区键"),
        QueryPlan::NearestCannotRun { column, why } => {
            let why = why.get(Lang::Zh);
            format!("ORDER BY {column} ANN OF ?：{why}")
        }
    }
}

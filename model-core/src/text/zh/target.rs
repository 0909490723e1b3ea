//! The target's messages in Simplified Chinese.

use crate::target::Feature;
use crate::text::Lang;
use crate::text::said::TargetSaid;

/// How to do without `f`, or where to find it, in Chinese.
fn without(f: Feature) -> &'static str {
    match f {
        Feature::MaterializedViews => "请用为该查询派生的表（本方法自己的做法）来服务视图的查询，并与基表一起写入；或者选择支持物化视图的目标。",
        Feature::SecondaryIndexes | Feature::Sai | Feature::Sasi | Feature::CustomIndexes => {
            "请删除该索引，改用以被索引列为键的表来服务相关查询；或者选择支持这种索引的目标。"
        }
        Feature::Counters => "请把计数保存在由应用更新的普通 bigint 列中，或者选择支持计数器的目标。",
        Feature::StaticColumns => "请把该列改为普通列（每行重复保存），或者选择支持静态列的目标。",
        Feature::Vector => {
            "请把向量存为 frozen list<float> 或 blob 并在别处检索，或者选择支持向量类型的目标（Apache Cassandra 5.0、DataStax Astra DB Serverless）。"
        }
        Feature::Udts => "请把该类型的字段展开为列，或者选择支持用户定义类型的目标。",
        Feature::Udfs | Feature::LoggedBatchesAcrossPartitions | Feature::CreateKeyspace => "请选择支持它的目标，或者不用它。",
    }
}

/// `m` in Simplified Chinese.
pub(super) fn word(m: &TargetSaid) -> String {
    let z = |t: &crate::text::Text| t.get(Lang::Zh);
    match m {
        TargetSaid::Table { name } => format!("表 {name}"),
        TargetSaid::View { name } => format!("视图 {name}"),
        TargetSaid::Index { index, table } => format!("表 {table} 上的索引 {index}"),
        TargetSaid::Lacks { what, feature, target } => {
            format!("{} 使用了{}，而 {target} 没有这项功能；它已从 schema.cql 中略去", z(what), feature.names().1)
        }
        TargetSaid::Disables { what, feature, target } => format!("{} 使用了{}，而 {target} 默认关闭这项功能", z(what), feature.names().1),
        TargetSaid::Unconfirmed { what, feature, target } => {
            format!("{} 使用了{}；本工具查阅的 {target} 文档未能确认它支持这项功能", z(what), feature.names().1)
        }
        TargetSaid::DoWithout { feature } => without(*feature).to_owned(),
        TargetSaid::Enable { setting, feature } => format!("请让集群管理员在配置中设置 {setting}，或者不用这项功能：{}", without(*feature)),
        TargetSaid::CheckWithVendor => "部署前请向厂商确认（文档 targets.md 列出了所查阅的资料）。".to_owned(),
        TargetSaid::RowOverLimit { name, size, target, limit } => format!("表 {name}：一行为 {}，超过 {target} 的行大小上限 {}", z(size), z(limit)),
        TargetSaid::RowOverWarning { name, size, target, limit } => {
            format!("表 {name}：一行为 {}，超过 {target} 的大行警告阈值 {}", z(size), z(limit))
        }
        TargetSaid::SmallerRows => "请把大的值移到一张主键相同的单独表中、把这一行的列拆到两张表，或把大对象存到数据库之外并只保存引用。".to_owned(),
        TargetSaid::PartitionKeyOverLimit { name, bytes, target, limit } => {
            format!("表 {name}：分区键有 {bytes} 字节，超过 {target} 的上限 {limit} 字节")
        }
        TargetSaid::SmallerPartitionKey => "如果键中的文本属性实际更短，请给出更小的平均大小；否则请改用更短的标识符（uuid）作为表的键。".to_owned(),
        TargetSaid::ClusteringOverLimit { name, column, bytes, target, limit } => {
            format!("表 {name}：聚簇列 {column} 有 {bytes} 字节，超过 {target} 的上限 {limit} 字节")
        }
        TargetSaid::SmallerClustering => "请按更短的值聚簇（标识符或文本前缀）；如果该属性实际更短，请给出更小的平均大小。".to_owned(),
        TargetSaid::ColumnsPerWrite { name, count, target, max } => {
            format!("表 {name}：有 {count} 个普通列，但 {target} 的一条 INSERT 或 UPDATE 最多写入 {max} 个")
        }
        TargetSaid::SplitColumns => "请把这张表的列拆到两张主键相同的表中。".to_owned(),
    }
}

//! The diff area's messages in Simplified Chinese.

use crate::text::Lang;
use crate::text::said::Diff;

/// `m` in Simplified Chinese.
pub(super) fn word(m: &Diff) -> String {
    match m {
        Diff::ModelOnly => "仅模型".to_owned(),
        Diff::SafePlace => "可原地安全变更".to_owned(),
        Diff::SafeCare => "需谨慎".to_owned(),
        Diff::ImpossiblePlace => "无法原地变更".to_owned(),
        Diff::EntityAdded { name } => format!("新增实体 {name}"),
        Diff::EntityRemoved { name } => format!("删除实体 {name}"),
        Diff::EntityRenamed { from, to } => format!("实体 {from} 改名为 {to}"),
        Diff::AttributeAdded { name } => format!("新增属性 {name}"),
        Diff::AttributeRemoved { name } => format!("删除属性 {name}"),
        Diff::AttributeRenamed { from, to } => format!("属性 {from} 改名为 {to}"),
        Diff::AttributeType { name, from, to } => format!("属性 {name}：类型 {from} → {to}"),
        Diff::AttributeJoinedKey { name } => format!("属性 {name} 加入键"),
        Diff::AttributeLeftKey { name } => format!("属性 {name} 退出键"),
        Diff::RelationshipAdded { name } => format!("新增联系 {name}"),
        Diff::RelationshipRemoved { name } => format!("删除联系 {name}"),
        Diff::Relationship { name, from, to } => format!("联系 {name}：{from} → {to}"),
        Diff::QueryAdded { id, description } => format!("新增查询 {id}：{description}"),
        Diff::QueryRemoved { id, description } => format!("删除查询 {id}：{description}"),
        Diff::QueryChanged { id, description } => format!("查询 {id} 已更改：{description}"),
        Diff::KeyspaceAdded { name } => format!("新增键空间 {name}"),
        Diff::KeyspaceRemoved { name } => format!("删除键空间 {name}"),
        Diff::KeyspaceReplication { name, from, to } => format!("键空间 {name}：复制 {from} → {to}"),
        Diff::TypeAdded { name } => format!("新增类型 {name}"),
        Diff::TypeRemoved { name } => format!("删除类型 {name}"),
        Diff::FieldAdded { field, ty } => format!("新增字段 {field} {ty}"),
        Diff::FieldRemoved { field } => format!("删除字段 {field}"),
        Diff::FieldType { field, from, to } => format!("字段 {field}：类型 {from} → {to}"),
        Diff::TableAdded { name } => format!("新增表 {name}"),
        Diff::TableRemoved { name } => format!("删除表 {name}"),
        Diff::TableNow { from, to } => format!("表 {from} 现为 {to}"),
        Diff::MaterializedViewAdded { name } => format!("新增物化视图 {name}"),
        Diff::MaterializedViewRemoved { name } => format!("删除物化视图 {name}"),
        Diff::MaterializedViewChanged { name } => format!("物化视图 {name} 已更改"),
        Diff::ColumnAdded { column, ty } => format!("新增列 {column} {ty}"),
        Diff::StaticColumnAdded { column, ty } => format!("新增静态列 {column} {ty}"),
        Diff::ColumnRemoved { column } => format!("删除列 {column}"),
        Diff::ColumnRenamed { from, to } => format!("列 {from} 改名为 {to}"),
        Diff::ColumnType { column, from, to } => format!("列 {column}：类型 {from} → {to}"),
        Diff::ColumnCollection { column, from, to } => format!("列 {column}：集合 {from} → {to}"),
        Diff::ColumnMask { column, from, to } => format!("列 {column}：掩码 {from} → {to}"),
        Diff::PartitionKey { from, to } => format!("分区键 ({from}) → ({to})"),
        Diff::ClusteringColumns { from, to } => format!("聚簇列 ({from}) → ({to})"),
        Diff::ClusteringOrder { column, from, to } => format!("{column} 的聚簇顺序：{from} → {to}"),
        Diff::Option { option, from, to } => format!("选项 {option}：{from} → {to}"),
        Diff::IndexAdded { name } => format!("新增索引 {name}"),
        Diff::IndexRemoved { name } => format!("删除索引 {name}"),
        Diff::IndexChanged { name } => format!("索引 {name} 已更改"),
        Diff::NameHoldsLineBreakControlCharacter { why } => {
            let why = why.get(Lang::Zh);
            format!("{why}：名称含有换行或控制字符，CQL 语句无法承载：请在模型中改名")
        }
        Diff::AfterChangingReplicationRunFullRepair { ks } => format!("更改 {ks} 的复制后，在每个节点上运行完整修复（nodetool repair -full）"),
        Diff::CassandraCannotDropFieldTypeChange => {
            "Cassandra 不能删除类型的字段或更改其类型：以新名称创建类型，添加该类型的列并回填，然后删除旧列".to_owned()
        }
        Diff::MaterializedViewCannotChangeColumnsKey => {
            "物化视图不能更改其列或键：将其删除并从基表重新构建（不丢失数据，构建完成前读取会失败）".to_owned()
        }
        Diff::CassandraRenamesNoColumnTableIndexes { from } => {
            format!("Cassandra 不能重命名带索引或视图的表的列：重命名 {from} 之前先删除它们，之后再重新创建")
        }
        Diff::CassandraRenamesOnlyPrimaryKeyColumns { from, to } => {
            format!("Cassandra 只能重命名主键列：在删除 {from} 之前把它复制到 {to}（双写，再回填）")
        }
        Diff::OptionNoLongerSetSetBack { option } => format!("选项 {option} 不再设置：请手动恢复其默认值（ALTER TABLE … WITH {option} = …）"),
        Diff::ColumnRole { column, from, to } => {
            let from = from.get(Lang::Zh);
            let to = to.get(Lang::Zh);
            format!("列 {column}：角色 {from} → {to}")
        }
        Diff::RegularRole => "普通".to_owned(),
    }
}

//! The validate area's messages in Simplified Chinese.

use crate::text::Lang;
use crate::text::said::Validate;

/// `m` in Simplified Chinese.
pub(super) fn word(m: &Validate) -> String {
    match m {
        Validate::RelationshipJoinsEntityDoesNotExist { name, entity } => format!("关系 {name} 连接的实体 {entity} 不存在"),
        Validate::ReconnectRelationshipExistingEntityDelete => "请把该关系重新连接到一个已有的实体，或删除它。".to_owned(),
        Validate::WeakEntityOwnedDoesNotExist { name, o } => format!("弱实体 {name} 的所属实体 {o} 不存在"),
        Validate::RefersAttributeDoesNotExist { id, a } => format!("{id} 引用的属性 {a} 不存在"),
        Validate::PickAttributeAgainQueryInspectorRemove => "请在该查询的检查器中重新选择属性，或将其移除。".to_owned(),
        Validate::ReturnsEntityDoesNotExist { id, e } => format!("{id} 返回的实体 {e} 不存在"),
        Validate::WorkflowTransitionRefersDoesNotExist { from, to, end } => format!("工作流转换 {from} → {to} 引用的 {end} 不存在"),
        Validate::TableChoicesStoredNoLongerExists { q } => format!("项目中保存了 {q} 的表选择，但 {q} 已不存在；这些选择被忽略"),
        Validate::CqlTypeStoredAttributeNoLonger { a } => format!("项目中保存了属性 {a} 的 CQL 类型，但该属性已不存在；该类型被忽略"),
        Validate::EntityHasNoName { id } => format!("实体 {id} 没有名称"),
        Validate::TwoEntitiesNamed { name } => format!("有两个实体都叫 {name}"),
        Validate::RenameOneThem => "请重命名其中一个。".to_owned(),
        Validate::AttributeHasNoLettersDigitsMake { name, e_name } => format!("{e_name} 的属性 {name} 不含字母或数字，无法生成列名"),
        Validate::RenameAttributeGiveColumnNameInspector => "请重命名该属性，或在检查器中为它指定列名。".to_owned(),
        Validate::EntityHasTwoAttributesNamed { name, a_name } => format!("实体 {name} 有两个属性都叫 {a_name}"),
        Validate::RelationshipHasTwoAttributesNamed { name, a_name } => format!("关系 {name} 有两个属性都叫 {a_name}"),
        Validate::IdUsedTwiceProjectFileReferences { id } => format!("标识符 {id} 在项目文件中用了两次，对它的引用有歧义"),
        Validate::EntityHasNoKeyAttribute { name } => format!("实体 {name} 没有键属性"),
        Validate::MarkAttributeSIdentifyInstanceKey => "请把能标识一个实例的属性标记为键（带下划线）。".to_owned(),
        Validate::WeakEntityHasNoPartialKey { name } => format!("弱实体 {name} 没有部分键：每个所属实体只能有一个它的实例"),
        Validate::MarkAttributeTellsInstancesApartWithin => "请把在同一所属实体内区分其实例的属性标记为键。".to_owned(),
        Validate::TwoQueriesHaveId { id } => format!("有两个查询的标识符都是 {id}"),
        Validate::ReturnsNothingHasNoFindAttribute { id } => format!("{id} 不返回任何内容：它没有查找属性"),
        Validate::AddAttributesTaskNeedsQueryFind => "请把任务需要的属性加入该查询的查找列表。".to_owned(),
        Validate::DoesNotSayEntityReturns { id } => format!("{id} 没有指明它返回哪个实体"),
        Validate::ChooseEntityQueryReturnsInspector => "请在检查器中选择该查询返回的实体。".to_owned(),
        Validate::OtherColumns { arg0 } => format!("其他列（{arg0}）"),
        Validate::CounterPrimaryKey => "主键中的计数器".to_owned(),
        Validate::TableMixesCounterColumnsCqlRequires { name, arg1, with } => {
            let with = with.get(Lang::Zh);
            format!("表 {name} 把计数器列（{arg1}）和{with}混在一起：CQL 要求计数器表的每个非键列都是计数器")
        }
        Validate::MoveCountersQueryTableTheirOwn => "请把计数器移到单独的查询（和表）中。".to_owned(),
        Validate::TableHasStaticColumnsButNo { name } => format!("表 {name} 有静态列却没有聚簇列；CQL 不接受这样的表"),
        Validate::TableHasOptionNotValidCql { name, name2, value } => {
            format!("表 {name} 的选项 {name2} = {value} 不是有效的 CQL，已从 schema.cql 中略去")
        }
        Validate::WriteValueCqlConstantTextTrue => "请把值写成 CQL 常量（'text'、42、true）或映射（{'class': '...'}）。".to_owned(),
        Validate::ChooseKeyAlternativeWhoseClusteringOrder => "请选择聚簇顺序与之相符的备选主键，或修改查询的排序。".to_owned(),
        Validate::IndexTableColumnTableDoesNot { name, t_name, c } => format!("表 {t_name} 的索引 {name} 建在列 {c} 上，但该表没有这一列"),
        Validate::DeleteIndexAddColumnTable => "请删除该索引，或在表中添加这一列。".to_owned(),
        Validate::IndexTable { name, t_name, problem } => {
            let problem = problem.get(Lang::Zh);
            format!("表 {t_name} 的索引 {name}：{problem}")
        }
        Validate::DeleteIndexOrNameClass => "删除该索引、改为索引其他列，或把它的类写成 Java 类名（如 org.example.MyIndex）。".to_owned(),
        Validate::IndexColumnItselfChangeColumnType => "请直接对该列建索引，或修改该列的类型。".to_owned(),
        Validate::IndexTableNamesNeitherColumnNor { name, t_name } => format!("表 {t_name} 的索引 {name} 既没有指定列也没有指定索引类"),
        Validate::GiveIndexColumnClassCustomIndex => "请为索引指定一列，或自定义索引的类。".to_owned(),
        Validate::TwoIndexesKeyspaceNamedTablesCassandra { keyspace, name, other, t_name } => {
            format!("键空间 {keyspace} 中有两个索引都叫 {name}（在表 {other} 和 {t_name} 上）；Cassandra 要求一个键空间内索引名唯一")
        }
        Validate::RenameOneIndexes => "请重命名其中一个索引。".to_owned(),
        Validate::ColumnHasMaskNotMaskingFunction { name, c_name, mask } => {
            format!("列 {name}.{c_name} 的遮蔽 {mask} 不是遮蔽函数调用，已从 schema.cql 中略去")
        }
        Validate::WriteMaskFunctionCallConstantArguments => "请把遮蔽写成参数为常量的函数调用，例如 mask_inner(1, null)。".to_owned(),
        Validate::TypeCassandraWouldRejectSoLeft { ks, name, problem } => {
            let problem = problem.get(Lang::Zh);
            format!("类型 {ks}.{name}：{problem}；Cassandra 不会接受它，因此已从 schema.cql 中略去")
        }
        Validate::GiveTypeLeastOneFieldEach => "请给类型至少一个字段，每个字段的名称都不为空且互不相同。".to_owned(),
        Validate::CassandraWouldRejectSoLeftOut { kind, name, problem } => {
            let kind = if kind == "view" { "视图" } else { "表" };
            let problem = problem.get(Lang::Zh);
            format!("{kind} {name}：{problem}；Cassandra 不会接受它，因此已从 schema.cql 中略去")
        }
        Validate::GivePartitionKeyDistinctNonEmpty => "请为它指定分区键，并使用互不相同且不为空的列名（每个选项只写一次）。".to_owned(),
        Validate::KeyspaceTablesLeftOutSchemaCql { name, problem } => {
            let problem = problem.get(Lang::Zh);
            format!("键空间 {name}：{problem}；它及其中的表已从 schema.cql 中略去")
        }
        Validate::RenameDatacenterPhysicalTab => "请在“物理模型”页重命名该数据中心。".to_owned(),
        Validate::KeyspaceHasReplicationFactorNoNode { name } => format!("键空间 {name} 的副本因子为 0：没有任何节点会存储它的数据"),
        Validate::SetReplicationFactorLeastProduction => "请把副本因子设为至少 1（生产环境通常为 3）。".to_owned(),
        Validate::BucketCountLeavesNoBucketAny { q } => format!("{q}：分桶数为 0，任何行都无处存放"),
        Validate::UseLeastBucketsRemoveBucket => "请至少使用 2 个桶，或去掉分桶。".to_owned(),
        Validate::GiveNearestLimitAndVector => {
            "请给查询一个 LIMIT（k）且不要其他排序，并把该属性的类型设为向量类型；推导会加上 SAI 向量索引。".to_owned()
        }
    }
}

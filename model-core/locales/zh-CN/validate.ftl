# Messages of the model's checks (model_core::validate): diagnostics and their fixes.

validate-relationship-entity-missing = 关系 { $name } 连接的实体 { $entity } 不存在
validate-reconnect-relationship = 请把该关系重新连接到一个已有的实体，或删除它。
validate-owner-missing = 弱实体 { $name } 的所属实体 { $owner } 不存在
validate-query-attribute-missing = { $id } 引用的属性 { $attribute } 不存在
validate-pick-attribute-again = 请在该查询的检查器中重新选择属性，或将其移除。
validate-returned-entity-missing = { $id } 返回的实体 { $entity } 不存在
validate-transition-end-missing = 工作流转换 { $from } → { $to } 引用的 { $end } 不存在
validate-table-choices-stale = 项目中保存了 { $query } 的表选择，但 { $query } 已不存在；这些选择被忽略
validate-cql-type-stale = 项目中保存了属性 { $attribute } 的 CQL 类型，但该属性已不存在；该类型被忽略
validate-entity-has-no-name = 实体 { $id } 没有名称
validate-entity-name-twice = 有两个实体都叫 { $name }
validate-rename-one = 请重命名其中一个。
validate-cql-name-unusable = { $name } 的 CQL 名称“{ $word }”不能用于表名（{ $problem }），改用“{ $used }”
validate-give-cql-name = 在检查器中填写由 ASCII 字母、数字和 _ 组成的 CQL 名称，或将其清空。
validate-attribute-name-unusable = { $entity } 的属性 { $name } 不含字母或数字，无法生成列名
validate-rename-attribute-or-give-column-name = 请重命名该属性，或在检查器中为它指定列名。
validate-entity-attribute-twice = 实体 { $name } 有两个属性都叫 { $attribute }
validate-relationship-attribute-twice = 关系 { $name } 有两个属性都叫 { $attribute }
validate-id-twice = 标识符 { $id } 在项目文件中用了两次，对它的引用有歧义
validate-entity-has-no-key = 实体 { $name } 没有键属性
validate-mark-key = 请把能标识一个实例的属性标记为键（带下划线）。
validate-weak-entity-has-no-partial-key = 弱实体 { $name } 没有部分键：每个所属实体只能有一个它的实例
validate-mark-partial-key = 请把在同一所属实体内区分其实例的属性标记为键。
validate-query-id-twice = 有两个查询的标识符都是 { $id }
validate-query-finds-nothing = { $id } 不返回任何内容：它没有查找属性
validate-add-find-attributes = 请把任务需要的属性加入该查询的查找列表。
validate-query-returns-no-entity = { $id } 没有指明它返回哪个实体
validate-choose-returned-entity = 请在检查器中选择该查询返回的实体。
validate-other-columns = 其他列（{ $columns }）
validate-counter-primary-key = 主键中的计数器
validate-counter-table-mixed = 表 { $name } 把计数器列（{ $counters }）和{ $with }混在一起：CQL 要求计数器表的每个非键列都是计数器
validate-move-counters = 请把计数器移到单独的查询（和表）中。
validate-static-without-clustering = 表 { $name } 有静态列却没有聚簇列；CQL 不接受这样的表
validate-table-option-invalid = 表 { $name } 的选项 { $option } = { $value } 不是有效的 CQL，已从 schema.cql 中略去
validate-table-option-out-of-range = 表 { $name } 的选项 { $option } = { $value } 超出 Cassandra 接受的范围（{ $range }），已从 schema.cql 中略去
validate-write-option-in-range = 请给该选项一个范围内的值，或删去它以沿用服务器的默认值。
validate-write-option-as-constant = 请把值写成 CQL 常量（'text'、42、true）或映射（{"{"}'class': '...'{"}"}）。
validate-choose-matching-order = 请选择聚簇顺序与之相符的备选主键，或修改查询的排序。
validate-index-column-missing = 表 { $table } 的索引 { $name } 建在列 { $column } 上，但该表没有这一列
validate-delete-index-or-add-column = 请删除该索引，或在表中添加这一列。
validate-index-problem = 表 { $table } 的索引 { $name }：{ $problem }
validate-index-column-itself = 请直接对该列建索引，或修改该列的类型。
validate-delete-index-or-name-class = 删除该索引、改为索引其他列，或把它的类写成 Java 类名（如 org.example.MyIndex）。
validate-index-names-nothing = 表 { $table } 的索引 { $name } 既没有指定列也没有指定索引类
validate-give-index-column-or-class = 请为索引指定一列，或自定义索引的类。
validate-index-name-twice = 键空间 { $keyspace } 中有两个索引都叫 { $name }（在表 { $other } 和 { $table } 上）；Cassandra 要求一个键空间内索引名唯一
validate-rename-index = 请重命名其中一个索引。
validate-mask-not-a-call = 列 { $table }.{ $column } 的遮蔽 { $mask } 不是遮蔽函数调用，已从 schema.cql 中略去
validate-write-mask-as-call = 请把遮蔽写成参数为常量的函数调用，例如 mask_inner(1, null)。
validate-type-rejected = 类型 { $ks }.{ $name }：{ $problem }；Cassandra 不会接受它，因此已从 schema.cql 中略去
validate-give-type-fields = 请给类型至少一个字段，每个字段的名称都不为空且互不相同。
validate-table-rejected = { $kind ->
        [view] 视图
       *[other] 表
    } { $name }：{ $problem }；Cassandra 不会接受它，因此已从 schema.cql 中略去
validate-give-partition-key = 请为它指定分区键，并使用互不相同且不为空的列名（每个选项只写一次）。
validate-keyspace-rejected = 键空间 { $name }：{ $problem }；它及其中的类型和表已从 schema.cql 中略去
validate-rename-datacenter = 请在“物理模型”页重命名该数据中心。
validate-set-replication-factor = 请把副本因子设为至少 1（生产环境通常为 3）。
validate-bucket-count-zero = { $query }：分桶数为 0，任何行都无处存放
validate-use-two-buckets = 请至少使用 2 个桶，或去掉分桶。
validate-give-nearest-limit-and-vector = 请给查询一个 LIMIT（k）且不要其他排序，并把该属性的类型设为向量类型；推导会加上 SAI 向量索引。

# Why a statement of schema.cql is left out or changed (model_core::export).

cql-keyspace-left-out = 其键空间 { $keyspace } 已被略去
cql-replication-factor-zero = 其副本因子为 0：没有任何节点会存储它的数据
cql-base-table-not-table-keyspace = 其基表 { $base } 不是键空间 { $keyspace } 中的表
cql-base-table-cannot-created = 其基表 { $base } 无法创建
cql-column-uses-type-cannot-created = 其列 { $name } 使用的类型 { $name2 } 无法创建
cql-has-no-columns = 它没有任何列
cql-has-no-partition-key-column = 它没有分区键列
cql-column-has-empty-name = 有一列的名称为空
cql-column-appears-twice = 列 { $name } 出现了两次
cql-key-column-collection-not-frozen = 键列 { $name } 是未冻结（frozen）的集合
cql-column-holds-collection-inside-collection-not = 列 { $name } 的集合中嵌套了未冻结（frozen）的集合
cql-column-vector-dimensions = 列 { $name } 是 0 维的向量
cql-mixes-counter-other-non-key-columns = 它把计数器列和其他非键列混在一起（或主键中有计数器）
cql-has-static-columns-but-no-clustering = 它有静态列却没有聚簇列
cql-option-given-twice-also = 选项 { $k } 给出了两次（另一次写作 { $first }）
cql-type-name-empty = 类型名称为空
cql-has-no-fields = 它没有任何字段
cql-field-vector-dimensions = 字段 { $n } 是 0 维的向量
cql-field-has-empty-name = 有一个字段的名称为空
cql-field-appears-twice = 字段 { $n } 出现了两次
cql-time-to-live-out-of-range = default_time_to_live = { $value } 不是 0 到 630720000（20 年）之间的整数秒
cql-window-unit-not-twcs = compaction_window_unit { $unit } 不是 MINUTES、HOURS 或 DAYS
cql-name-empty = { $what ->
        [column] 列
        [type] 类型
        [field] 字段
       *[other] 数据中心
    }名称为空
cql-name-holds-line-break-another-control = { $what ->
        [column] 列
        [type] 类型
        [field] 字段
       *[other] 数据中心
    }名称 { $name } 含有换行或其他控制字符，CQL 无法写出

cql-counter-inside-composite = 列 { $name } 在集合、元组或类型中含有计数器；计数器只能单独作为一列
cql-field-counter = 字段 { $n } 是或含有计数器，类型不能包含计数器
cql-duration-in-key = 键列 { $name } 是或含有 duration，主键不能包含 duration
cql-duration-in-set-or-map-key = { $name } 在 set 中或作为 map 的键含有 duration，Cassandra 不允许这样
cql-unfrozen-type-holds-unfrozen-collection = 列 { $name } 的类型 { $ty } 未冻结（frozen），而其中含有未冻结的集合
cql-time-to-live-on-counter-table = 含计数器的表不能设置 default_time_to_live
cql-type-not-created-before = 它使用的类型 { $name } 未在它之前创建（类型不能直接或经由其他类型引用自身）
cql-index-only-partition-key = 它索引的是唯一的分区键列 { $column }
cql-index-class-not-java-name = 它的类 { $class } 不是 Java 类名

# Messages of the analysis area (model_core::analysis).

analysis-no-average-size-for-defaults-assumed = { $owner }：{ $names } 没有平均大小；已假定默认值
analysis-give-average-sizes-inspector = 请在检查器中为 { $owner } 的属性给出平均大小（字节）。
analysis-table-has-most-rows-per-partition = ；表 { $name } 每个分区最多 { $human_number } 行
analysis-rows-values = { $human_number } 行、{ $human_number_v } 个值、{ $bytes }
analysis-table-values-per-partition-near-cassandra = 表 { $name }：每个分区 { $human_number } 个值（{ $figures }），接近 Cassandra 每个分区 20 亿个单元格的硬性上限
analysis-table-values-per-partition-above = 表 { $name }：每个分区 { $human_number } 个值，超过 { $s_warn_values }（{ $figures }）
analysis-table-per-partition-above = 表 { $name }：每个分区 { $bytes }，超过 { $limit }（{ $figures }）
analysis-table-per-partition-above-ideal = 表 { $name }：每个分区 { $bytes }，超过理想值 { $limit }（{ $figures }）
analysis-passes-values-after-days = ；{ $days_ceil } 天后将超过 { $human_number } 个值
analysis-table-partitions-grow-without-bound-rows = 表 { $name }：分区无限增长，每天增加 { $human_number } 行{ $when }
analysis-table-partitions-grow-by-time = 表 { $name }：分区无限增长：{ $why }
analysis-add-column-partition-key-split-table = 请在分区键中加入一列、拆分这张表，或者对它分桶（按时间戳的某个时间单位，或随机的 0..N-1）。
analysis-constant-bucket = { $name } 是一个常量桶
analysis-random-bucket = { $name } 是一个随机桶 0..{ $arg1 }
analysis-bucket-all-current-writes-go-newest = { $name } 是按{ $words }划分的桶：当前的写入全都落在最新的桶里
analysis-takes-distinct-values = { $label } 有 { $human_number } 个不同的值
analysis-identifies-growing-number = { $label } 标识的 { $name } 数量不断增长
analysis-identifies-one = { $label } 标识 { $human_number } 个 { $name } 中的一个
analysis-boolean = { $label } 是布尔值
analysis-date-all-one-day-writes-go = { $label } 是日期：同一天的写入全都落在一个分区里
analysis-nearly-unique = { $label } 是 { $ty }（几乎唯一）
analysis-table-hot-partition-key = 表 { $name }：热点分区键（{ $key_signature }）：{ $why }
analysis-add-high-cardinality-column-partition-key = 请在分区键中加入一个高基数的列（查询给出的标识符），或用随机桶 0..N-1 分散写入，读取时读全部 N 个桶。
analysis-give-entity-distinct-values-estimate-confirm = 。请为该实体给出不同值数量的估计值，以确认或排除这一问题
analysis-used = ，被 { $arg0 } 使用
analysis-table-secondary-index-high-cardinality-column = 表 { $name }：在高基数列 { $c_name } 上建了二级索引（{ $why }）{ $used }：每次查找都要询问每个节点
analysis-serve-query-table-own-partitioned-column = 请不用索引，而是用一张以该列为分区键的专用表来服务这个查询。
analysis-keep-one-range-attribute-query-filter = 请在查询中只保留一个范围属性，另一个在应用中过滤，或者为第二个属性单独建一张表。
analysis-so-cannot-answered-without-allow-filtering = { $qid }：{ $what }，因此不用 ALLOW FILTERING 就无法回答
analysis-add-attribute-back-table-primary-key = 请把该属性重新加入表的主键，或重新推导这张表。
analysis-choose-key-alternative-puts-column-primary = 请选择一个按查询顺序把该列放进主键的备选主键，或撤销手动修改。
analysis-rows-deleted-regularly-each-delete-leaves = { $id }：{ $name } 的行会被定期删除；每次删除都会留下一个墓碑，在压缩之前读取该分区时都要扫描它（队列反模式）
analysis-let-rows-expire-time-bucket-drop = 请让行按时间桶过期（整桶删除旧数据）或使用 TTL，队列需求请交给消息队列系统。
analysis-rows-deleted-regularly-one-row-per = { $id }：{ $name } 的行会被定期删除；每个分区只有一行时墓碑的代价很小，但请留意 gc_grace_seconds
analysis-updated-key-column = { $column } 在 { $name } 的主键中，而应用会原地更新 { $attribute }：Cassandra 不能修改键，所以每次修改都是删除该行再插入新行（一个日志批处理），两者之间的读取可能两行都看不到
analysis-updated-key-column-fix = 让应用在读取后比较 { $column }（查询的其他给定条件已能找到行），或选择不含它的键；如必须保留，每次修改都在日志批处理中写 DELETE + INSERT
analysis-table-serves-no-query = 表 { $name } 不服务于任何查询：对它的每次写入都有代价，却没有读取
analysis-attach-queries-serves-physical-tab-drop = 请关联它服务的查询（“物理模型”页），或删除这张表。
analysis-served-no-table = 没有表服务于 { $id }
analysis-re-derive-model-attach-query-table = 请重新推导模型，或把该查询关联到能回答它的表。
analysis-fix-query-errors-first = 请先修正 { $id } 的错误：有错误的查询不会得到表，也不会并入其他表。
analysis-rows-values-per-partition = 每个分区 { $human_number } 行、{ $human_number_v } 个值、{ $bytes }
analysis-bucket-add-partition-key-read-over = 按{ $unit }对 { $label } 分桶：把 { $col } 加入分区键；{ $after }。按时间范围读取时，每{ $unit }读一个分区。
analysis-spread-each-partition-over-random-buckets = 把每个分区分散到 { $count } 个随机桶 0..{ $arg0 } 中：把 bucket 加入分区键；{ $after }。每次读取都要分散到全部 { $count } 个桶。
analysis-bytes = { $n } 字节
analysis-small-list-one-partition = 表 { $name } 的所有行都在一个分区中（{ $key_signature }）：这是不增长的小列表的常见设计（整体读取，由应用缓存）；如果 { $entity } 很大或会增长，请给出它的数量或增长速率
analysis-looks-like-few-values-judging-name = 从名称看，{ $label } 像是{ $last ->
        [status] 状态
        [state] 状态
        [type] 类型
        [kind] 种类
        [category] 类别
        [flag] 标志
        [gender] 性别
        [level] 级别
        [priority] 优先级
        [country] 国家
        [region] 地区
       *[other] 低基数的值
    }（取值很少）

# The size formulas' hover text (model_core::analysis::size): a factor, the sums, a column.
analysis-formula-unbounded = 每天 +{ $per_day }，永久 [{ $label }]
analysis-formula-grows = 永久增长 [{ $label }]
analysis-formula-sums = Σ分区键 + Σ静态列 + Nr × (Σ普通列 + Σ聚簇列)
analysis-formula-bytes = { $n } 字节
analysis-formula-column = { $column } { $marker }: { $n } 字节（{ $source }）
analysis-width-fixed = 类型宽度
analysis-width-average = 平均大小
analysis-width-default = 默认值，未给出平均大小

# 诊断的严重程度（model_core::Severity）。
severity-error = 错误
severity-warning = 警告
severity-info = 提示

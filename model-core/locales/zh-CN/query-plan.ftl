# Why a query cannot run as written on its table (model_core::query_plan).

query-plan-partition-key-column-takes-only = { $name } 是分区键列，只能用 = 或 IN 限定
query-plan-restricted-but-clustering-column-before-not = { $name } 受到限定，但它之前的聚簇列 { $g } 没有
query-plan-restricted-after-range-only-last-restricted = { $name } 在 { $prev } 的范围条件之后还受到限定；只有最后一个受限定的聚簇列可以使用范围条件
query-plan-not-part-primary-key = { $name } 不是主键的一部分
query-plan-table-has-no-column = 表中没有 { $attribute } 的列
query-plan-partition-key-column-not-given-so = 没有给出分区键列 { $column }，因此要扫描所有分区
query-plan-cql-needs-allow-filtering = { $why }：CQL 需要 ALLOW FILTERING
query-plan-ranges-cql-restricts-only-one-clustering = { $columns } 上都有范围条件：CQL 只允许一个聚簇列使用范围条件
query-plan-order-cql-orders-only-clustering-columns = ORDER BY { $column }：CQL 只能按聚簇列排序
query-plan-order-neither-table-clustering-order-nor = ORDER BY { $asked } 既不是表的聚簇顺序（{ $stored }），也不是它的逆序
query-plan-restricted-without-partition-key-no-sai = { $name } 受到限定，但没有给出完整的分区键，它也没有 SAI 索引
query-plan-no-vector-column = 表中没有被搜索的向量的列
query-plan-not-a-vector = { $name } 是 { $ty }，不是向量
query-plan-no-sai-vector-index = { $name } 没有 SAI 向量索引
query-plan-nearest-needs-limit = 最近邻搜索需要 LIMIT（k）
query-plan-nearest-takes-no-other-order = 最近邻搜索不能再有其他 ORDER BY
query-plan-order-only-within-partition = ORDER BY { $column }：CQL 只能在分区内排序，而查询没有给出分区键
query-plan-nearest-cannot-run = ORDER BY { $column } ANN OF ?：{ $why }

# 给应用的说明：查询如何读取它的表（queries.cql）。
query-plan-note-sai-scan = 未给出分区键：SAI 索引会询问每个节点（搜索整张表）
query-plan-note-sai = { $column }：由其 SAI 索引提供
query-plan-note-secondary = { $column }：由其二级索引提供
query-plan-note-after-read = { $column }：由应用在读取后与给定值比较（它会被原地更新，所以不作键列）
query-plan-note-random-buckets = { $column }：读取全部 { $count } 个分桶（0..{ $last }）并合并结果
query-plan-note-time-bucket = { $column }：{ $attribute } 所在的{ $unit }（每{ $unit }一个分区；跨{ $units }的范围要逐个读取）
query-plan-note-assigned-bucket = { $column }：应用分配的分桶（小集合用一个常量）
query-plan-note-nearest = { $column }：由其 SAI 索引找出最近的 { $limit } 个向量

# The project's target database (docs/targets.md): what it lacks, and its limits.

feature-materialized-views = 物化视图
feature-secondary-indexes = 二级索引
feature-sai = 存储附加索引（SAI）
feature-sasi = SASI 索引
feature-custom-indexes = 自定义索引类
feature-udts = 用户定义类型
feature-udfs = 用户定义函数和聚合
feature-counters = 计数器列
feature-static-columns = 静态列
feature-vector = 向量类型
feature-logged-batches-across-partitions = 跨分区的日志批处理
feature-create-keyspace = 通过 CQL 执行 CREATE KEYSPACE

# The statement a target message is about ($what below).
target-table = 表 { $name }
target-view = 视图 { $name }
target-index = 表 { $table } 上的索引 { $index }
# $feature is one of the feature-* messages; $target the product's name.
target-lacks = { $what } 使用了{ $feature }，而 { $target } 没有这项功能；它已从 schema.cql 中略去
target-disables = { $what } 使用了{ $feature }，而 { $target } 默认关闭这项功能
target-left-out = 它使用了{ $feature }，而 { $target } 没有这项功能
target-unconfirmed = { $what } 使用了{ $feature }；本工具查阅的 { $target } 文档未能确认它支持这项功能
# How to do without a feature, or where to find it.
target-without-materialized-views = 请用为该查询派生的表（本方法自己的做法）来服务视图的查询，并与基表一起写入；或者选择支持物化视图的目标。
target-without-indexes = 请删除该索引，改用以被索引列为键的表来服务相关查询；或者选择支持这种索引的目标。
target-without-counters = 请把计数保存在由应用更新的普通 bigint 列中，或者选择支持计数器的目标。
target-without-static-columns = 请把该列改为普通列（每行重复保存），或者选择支持静态列的目标。
target-without-vector = 请把向量存为 frozen list<float> 或 blob 并在别处检索，或者选择支持向量类型的目标（Apache Cassandra 5.0、DataStax Astra DB Serverless）。
target-without-udts = 请把该类型的字段展开为列，或者选择支持用户定义类型的目标。
target-without-other = 请选择支持它的目标，或者不用它。
# $without is one of the target-without-* messages.
target-enable = 请让集群管理员在配置中设置 { $setting }，或者不用这项功能：{ $without }
target-check-with-vendor = 部署前请向厂商确认（文档 targets.md 列出了所查阅的资料）。

target-row-over-limit = 表 { $name }：一行为 { $size }，超过 { $target } 的行大小上限 { $limit }
target-row-over-warning = 表 { $name }：一行为 { $size }，超过 { $target } 的大行警告阈值 { $limit }
target-smaller-rows = 请把大的值移到一张主键相同的单独表中、把这一行的列拆到两张表，或把大对象存到数据库之外并只保存引用。
target-partition-key-over-limit = 表 { $name }：分区键有 { $bytes } 字节，超过 { $target } 的上限 { $limit } 字节
target-smaller-partition-key = 如果键中的文本属性实际更短，请给出更小的平均大小；否则请改用更短的标识符（uuid）作为表的键。
target-clustering-over-limit = 表 { $name }：聚簇列 { $column } 有 { $bytes } 字节，超过 { $target } 的上限 { $limit } 字节
target-smaller-clustering = 请按更短的值聚簇（标识符或文本前缀）；如果该属性实际更短，请给出更小的平均大小。
target-columns-per-write = 表 { $name }：有 { $count } 个普通列，但 { $target } 的一条 INSERT 或 UPDATE 最多写入 { $max } 个
target-split-columns = 请把这张表的列拆到两张主键相同的表中。

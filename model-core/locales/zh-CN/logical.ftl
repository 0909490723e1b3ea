# Why a primary-key alternative is what it is (model_core::logical::AlternativeReason).
# $owners are joined with text-separator-and-word.

alternative-owner = 每个{ $owners }一个分区：它的键就是分区键
alternative-owner-filters = 每个{ $owners }一个分区；{ $filters } 作为最前面的聚簇列
alternative-widened = 每个{ $owners }一个分区将无限增长：{ $moved } 加入分区键
alternative-widened-values = 每个{ $owners }一个分区将约有 { $values } 个值：{ $moved } 加入分区键
alternative-all-equality = 全部等值属性按给定顺序组成分区键
alternative-bucket = 没有等值属性：以人工分桶作分区键
alternative-reordered = 等值属性组成分区键，换一种顺序
alternative-split = { $count } 个等值属性组成分区键，其余作聚簇列
alternative-uniqueness-reordered = 唯一性（MR5）列换一种顺序
alternative-manual = 在“逻辑模型”页手动设定
alternative-collection = { $attribute } 作为所有者行中的集合：每个所有者一行，而不是每对一行，每行约 { $elements } 个元素
alternative-collection-unestimated = { $attribute } 作为所有者行中的集合：每个所有者一行，而不是每对一行（没有扇出估计：请保持集合很小）

# 映射规则之外的设计选择（model_core::logical::Choice）。
# $unit 是 time-unit-* 消息；$attribute 是 实体.属性。
choice-period = 它的聚合按 { $attribute } 的每{ $unit }保存：聚簇列 { $column } 存放该时段，由应用在写入时从时间算出（对时间的范围查询即对时段的范围查询）
# $elements 是数字，未估计时为 ?。
choice-collection = 按所选，{ $attribute } 是所有者行中的集合 { $column }：每个所有者一行，而不是每对一行，约 { $elements } 个元素；增删一个元素只写一个单元格（SET { $column } = { $column } + ?），无需先读集合，读取该行时整个集合一并读出

# 查询的聚合按时段保存，写在其返回内容之后。
query-per = 按 { $attribute } 的每{ $unit }

# Why a table is what it is (model_core::logical::Choice). Lists ($queries, $columns,
# $attributes) are joined with text-separator-comma.
choice-merged = { $queries } 的表主键相同：由这一张表共同服务，每行只写一次而不是 { $writes } 次
choice-serves = { $query } 由本表服务：本表的键能回答它（分区键等值、聚簇列前缀），无需为它另写一张表
# $column_count is 0 when the indexed columns are not named; $searched is `partition` or `table`.
choice-index-serves = 按所选，{ $query } 由本表通过 SAI 索引{ $column_count ->
        [0] {""}
       *[other] （{ $columns }）
    }服务，不再单独建表：它的行少写一次；{ $searched ->
        [partition] 它给出了分区键，只搜索一个分区
       *[table] 它没有给出分区键，要询问每个节点（搜索整张表）
    }
choice-vector-index = { $query } 查询向量的最近邻：{ $column } 建有 SAI 向量索引（{ $similarity }）
choice-time-to-live = 它的行保留 { $days } 天，因此用 default_time_to_live = { $seconds } 让它们过期
choice-time-windows = 它按{ $unit }分桶：TimeWindowCompactionStrategy 每{ $unit }一个时间窗口，让每个桶的行留在少数 SSTable 中（建议值，可在表选项中修改）
# $values is a figure, or `unbounded`.
choice-partition-widened = 每个所有者一个分区将{ $values ->
        [unbounded] 无限增长
       *[other] 约有 { $values } 个值
    }：{ $attributes } 加入分区键
choice-serves-with-columns = { $query } 由本表服务（本表的键能回答它）：补上了它缺少的列（{ $columns }），每行约 { $added_bytes } 字节，而不是为它另建每行约 { $table_bytes } 字节的表（让它单独成表即可恢复）
choice-name-shortened = 命名规则给出的 { $full } 超过 CQL 允许的 48 个字符：去掉 _by_ 之后末尾的部分（主键里仍能看到它们），仍太长则把每个词缩写为前四个字母

# 列的存储方式（model_core::explain::Storage），以及按从新到旧读取的时间。
storage-set = 多值属性，以 set 存储
storage-list = 多值属性，以 list 存储
storage-map = 多值属性，以 map 存储
storage-udt = 组合属性，以用户自定义类型存储
storage-counter = 计数器，只能通过增减修改
newest-first = 最新的在前：没有查询指定顺序的时间按从新到旧读取

# 规则的名称（MR1..MR5 本身是名称），以及每条规则做什么。
rule-bucket = 分桶
rule-manual = 手动
rule-aggregate = 聚合
rule-defined = 自定义表
rule-line-mr1 = MR1：查询所需的属性（来自其访问路径上的实体和关系）成为其表的列
rule-line-mr2 = MR2：等值查询属性组成分区键
rule-line-mr3 = MR3：范围查询属性成为聚簇列
rule-line-mr4 = MR4：排序属性按其方向成为聚簇列（C↑ 或 C↓）
rule-line-mr5 = MR5：补充键属性，直到每一行都唯一（键补全）
rule-line-bucket = 分桶：没有等值查询或分区过大时使用的人工分区键
rule-line-aggregate = 聚合：计数和求和是单独一张表中的计数器，最小值和最大值是应用维护的列
rule-line-manual = 手动：用户手工所做的修改
rule-line-defined = 自定义表：导入或手工创建的表，不是推导出来的

# 一列的完整解释；$more 是 storage-* 或 newest-first 消息。
explain-column-marker = { $marker }：{ $rule }，{ $reason }
explain-column = { $rule }，{ $reason }
explain-column-more = { $line }；{ $more }

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

# Messages of the derivation (model_core::derive): diagnostics and their fixes.

derive-not-connected = { $id }：在 ER 图中 { $to } 与 { $from } 不相连，没有访问路径能把它们连起来
derive-draw-relationship-or-remove = 请在 { $from } 和 { $to } 之间画一个关系，或从查询中移除 { $to } 的属性。
derive-key-alternative-gone = { $id }：所选的第 { $number } 个备选主键已不存在，改用默认主键
derive-not-from-counter-table = { $id }：{ $what } 不能从计数器表返回（计数器不能与其他列放在同一张表中）
derive-ask-in-own-query = 请在单独的查询中获取 { $what }；它的表与计数器表一起读取。
derive-keyspace-not-defined = 表 { $name } 被放在键空间 { $ks } 中，但该键空间没有定义
derive-add-keyspace-or-move-table = 请在“物理模型”页添加键空间 { $ks }，或把表移到另一个键空间。
derive-manual-edit-stale = { $id }：一项手动修改（{ $edit }）引用了 { $column }，但它已不再是这张表的列
derive-rename = 重命名
derive-key-column-not-removable = { $id }：列 { $column } 是主键的一部分，不能手动移除
derive-choose-another-key-alternative = 请改为选择另一个备选主键。
derive-remove = 移除
derive-static = 设为静态
derive-index = 建索引
derive-column-name-taken = { $id }：有两列都会叫 { $original }；第二列改名为 { $candidate }
derive-give-column-name = 请在检查器中为其中一个属性指定自己的列名。
derive-merge-query-gone = 一项表合并引用了 { $query }，但它已不存在
derive-merged-keys-differ = { $first } 和 { $second } 曾合并为一张表，但现在它们的主键不同（{ $first_key } 与 { $second_key }）；各自使用一张表
derive-sharing-offer = { $tables } 的主键相同，都是 { $key }：一张表就能服务 { $queries }
derive-merge-them = 如果这些列可以放在一起，请合并它们（“逻辑模型”页，表菜单）。
derive-table-name-taken = 有两张表都会叫 { $name }；{ $query } 的表改名为 { $candidate }
derive-rename-or-merge-tables = 请重命名其中一张表；如果它们的键相同，也可以合并。
derive-no-keyspace = 项目没有键空间；表被写入键空间 `app`
derive-add-keyspace = 请在“物理模型”页添加一个键空间。
derive-keyspace-name-unusable = 键空间名 { $name } 不能用于 CQL：{ $problem }
derive-rename-keyspace = 请在“物理模型”页重命名该键空间。
derive-table-name-unusable = 表名 { $name } 不能用于 CQL：{ $problem }；这张表已从 schema.cql 中略去
derive-give-table-physical-name = 请给这张表起一个物理名（在“逻辑模型”页重命名），例如 ASCII 的 snake_case 形式。
derive-type-defined-twice = 有两个复合属性都定义了类型 { $name }，但字段不同
derive-give-another-type-name = 请在检查器中为其中一个指定另一个类型名。
derive-type-unused = 键空间 { $ks } 的类型 { $name } 没有被任何表使用；仍然保留并导出
derive-type-refers-to-itself = 类型 { $name } 通过自己的字段引用了自身
derive-type-not-defined = 类型 { $name } 被使用了，但没有定义
derive-define-type-fields = 请把它的字段定义为一个复合属性，或在“物理模型”页定义。
derive-index-choice-stale = { $id }：它本应通过 SAI 索引由 { $host } 的表服务，但{ $why }；它仍使用自己的表
derive-host-has-no-table = { $host } 没有表
derive-target-has-no-sai = 目标数据库没有 SAI 索引
derive-host-holds-other-rows = 那张表存放的是别的行
derive-cql-cannot-answer-there = CQL 无法在那里回答它
derive-merged-rows-differ = { $first } 和 { $second } 曾合并为一张表，但它们要的是不同的行（主体或经过的联系不同）；各自使用一张表
derive-aggregates-maintained = { $id }：{ $what } 的{ $function }超出计数器能保存的范围（只能是整数，且不能与其他列并存）：该查询的聚合改为由应用维护的列
derive-aggregate-needs-attribute = { $id }：{ $function }需要一个属性（只有计数统计行数）
derive-give-aggregate-attribute = 请为该聚合指定一个属性（在查询检查器的“聚合”中）。

# 列为何在其表中（model_core::logical::Reason），由推导决定。
# $attribute 是 实体.属性；$query 是查询编号；$operator 是 = 或 IN；$direction 是 ASC 或 DESC；
# $unit 是 time-unit-* 消息；$owners 以 text-separator-and-word 连接。
reason-equality = { $query } 中对 { $attribute } 的等值查询（{ $operator }）
reason-in-partition = { $query } 中对 { $attribute } 的 IN 查询：每个值一个分区，用 IN 读取（作为聚簇列时会按其自身顺序返回，而不是所要求的顺序）
reason-partition-key = { $query } 中的 { $attribute }
reason-no-equality-bucket = { $query } 没有等值查询条件，因此以人工分桶作为分区键
reason-time-bucket = 时间分桶：按 { $attribute } 所在的{ $unit }分桶，限制分区大小
reason-random-bucket = 随机分桶 0..{ $count }：把一个分区分散到 { $count } 个分区；读取需要扇出
reason-suggested-bucket = 分析建议的分桶
reason-equality-after = { $query } 中对 { $attribute } 的等值查询，放在分区键之后：每个{ $owners }一个分区，使各行存放在一起
reason-range = { $query } 中对 { $attribute } 的范围查询
reason-order = { $query } 按 { $attribute } { $direction } 排序
# $key_of 是实体名或 reason-the-relationship；$rows_of 是名称或 reason-the-result。
reason-key-completion = { $key_of } 的键：在 { $query } 中区分不同的 { $rows_of } 行
reason-the-relationship = 该联系
reason-the-result = 结果
reason-returned = { $query } 返回 { $attribute }
reason-static = { $query } 返回 { $attribute }；整个分区的值相同，因此是静态列
reason-nearest = { $query } 搜索与给定 { $attribute } 最近的邻居
reason-added-by-hand = 手动添加到 { $query } 的表中
reason-marked-static = 手动设为静态列
reason-marked-not-static = 手动设为非静态列
# $how 是 reason-counter-of-rows、reason-counter-of-values 或 reason-maintained。
reason-counted = { $query } 对其计数：{ $how }
reason-total = { $query } 需要 { $attribute } 的总和：{ $how }
reason-average-count = { $query } 求 { $attribute } 的平均值：应用读取时用总和除以此计数
reason-smallest = { $query } 需要 { $attribute } 的最小值：{ $how }
reason-largest = { $query } 需要 { $attribute } 的最大值：{ $how }
reason-counter-of-rows = 每新增一个就递增的计数器（计数器放在单独的表中）
reason-counter-of-values = 每个新值都累加的计数器（只限整数）
reason-maintained = 由应用在每次写入时维护的列（写入者竞争时使用轻量级事务）
reason-period = { $query }：{ $attribute } 的每{ $unit }一行，由应用在写入时从时间算出
reason-collected = 每行的 { $attribute }，作为集合：每个所有者一行，而不是每对一行
reason-defined = 定义在表 { $table } 中
# 没有查询指定顺序的时间聚簇列：$reason，然后是 $note（newest-first 或 reason-breaks-ties）。
reason-noted = { $reason }；{ $note }
reason-breaks-ties = 升序，尽管是时间：它只用于区分同一 { $of } 的各行，与已发表的逻辑模型保留决胜列的做法一致

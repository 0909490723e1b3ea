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

# 列为何在此（model_core::explain::Reason），此处措辞的那些原因。
# $unit 是 time-unit-* 消息；$attribute 是 实体.属性。
reason-period = { $query } 按{ $unit }保存聚合：{ $attribute } 所在的{ $unit }，由应用在写入时算出，每{ $unit }一行
reason-collected = { $query } 返回 { $attribute }：一个小集合，作为集合列存于所有者的行中，而不是每对一行

# 查询的聚合按时段保存，写在其返回内容之后。
query-per = 按 { $attribute } 的每{ $unit }

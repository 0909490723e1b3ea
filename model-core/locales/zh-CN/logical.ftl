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

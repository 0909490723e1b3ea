# Why an edit was refused (model_core::edit::EditError), and the kinds of things it names.

thing-entity = 实体
thing-attribute = 属性
thing-relationship = 关系
thing-query = 查询
thing-transition = 转换
thing-keyspace = 键空间
thing-table = 表
thing-specialisation = 特化

edit-not-found = { $kind } { $id } 不存在
edit-duplicate-id = 标识 { $id } 已被使用
# $reason is one of the refusal-* messages, or a limit of the project file.
edit-refused = 无法进行此更改：{ $reason }

refusal-unwritable-type = CQL 类型 { $ty } 无法写入项目文件
refusal-no-such-end = 关系只有两端，没有第 { $end } 端
refusal-owns-itself = 实体 { $entity } 不能属于它自己
refusal-leads-to-itself = 查询不能转到它自己（{ $query }）
refusal-position-not-number = { $id } 的位置不是数字
# $name is quoted.
refusal-invalid-table-option = 表选项 { $name } 需要一个 CQL 名称和一个常量或映射值（例如 86400、'文本'、{"{"}'class': '...'{"}"}）
refusal-option-without-query = 这里只能给由查询推导的表设置表选项；这张表不服务任何查询
refusal-index-on-itself = { $query } 不能通过 SAI 由它自己的表服务；请选择另一个查询的表
refusal-bucket-without-query = 分桶设在了一个不服务任何查询的表上
refusal-too-few-buckets = 随机分桶至少需要 2 个桶，而不是 { $count } 个
# $what is one of the edit-estimate-* messages.
refusal-not-a-cql-name = “{ $word }”不能作为 CQL 名称：{ $problem }
refusal-not-an-estimate = { $what }必须是大于或等于 0 的数字，而不是 { $value }
refusal-empty-alternate-key = { $entity } 的备用键至少需要一个属性
refusal-key-of-other-attribute = { $attribute } 不是 { $entity } 的属性
refusal-no-partition-key = { $query } 的表至少需要一个分区键列
refusal-own-subtype = { $entity } 不能是它自己的子类型
refusal-subtype-twice = { $entity } 作为子类型列了两次
refusal-not-an-attribute-of = 属性 { $attribute } 不是实体 { $entity } 的属性

edit-estimate-fan-out = 扇出
edit-estimate-count = 数量
edit-estimate-growth-rate = 增长率
edit-estimate-days-kept = 保留天数
edit-estimate-distinct-values = 不同取值的个数

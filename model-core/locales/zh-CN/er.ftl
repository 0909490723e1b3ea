# The ER diagram's conceptual model (model_core::er).

er-specialisation-names-entity-does-not-exist = 特化 { $id } 引用的实体 { $e } 不存在
er-remove-from-specialisation-create-entity = 请把它从特化中移除，或创建该实体。
er-listed-subtype-itself = { $sup } 被列为它自己的子类型
er-remove-from-own-subtypes = 请把 { $sup } 从它自己的子类型中移除。
er-specialisation-has-no-subtype = { $sup } 的特化没有子类型
er-connect-subtype-delete = 请为它连接一个子类型，或删除它。
er-through-supertypes-subtype-itself = { $n } 经由其超类型成了它自己的子类型
er-break-cycle-isa-links = 请打破 IsA 关系的环。
er-subtype-marks-key-attributes-but-identified = 子类型 { $n } 标记了键属性，但它由超类型 { $sup } 的键标识；它自己的键属性被忽略
er-unmark-key-attributes-inherits-key = 请取消 { $n } 的键属性标记（它继承 { $sup } 的键）。
er-alternate-key-names-not-attribute = { $n } 的一个备用键引用了 { $what }，它不是 { $n } 的属性
er-make-alternate-key-own-attributes = 请用 { $n } 自己的属性组成备用键。
er-goes-through-relationship-does-not-exist = { $id } 经过的关系 { $r } 不存在
er-choose-another-relationship-inspector = 请在检查器中选择另一个关系。
er-names-both-entity-relationship-subject-relationship = { $id } 同时指定了实体和关系作为主体；使用关系
er-keep-one-two = 请只保留其中一个。
er-aggregates-does-not-exist = { $id } 聚合的 { $a } 不存在
er-choose-another-attribute-aggregate = 请为该聚合选择另一个属性。
er-needs-attribute = { $id }：{ $f }需要一个属性
er-aggregate-not-a-number = { $id }：{ $a } 不是数字，不能用于{ $f }：求和与平均要把值相加，只有数字能相加
er-choose-number-aggregate = 请选择一个数字属性（int、bigint、decimal、double 等），或改用计数、最小值或最大值。
er-choose-attribute-aggregate = 请选择要聚合的属性。

er-owned-through-itself = 弱实体 { $n } 经由其所有者（{ $chain }）归自己所有：它的键永无止境
er-give-strong-owner = 请为其中之一指定强所有者（有自己键的实体），或把它改为强实体。

er-role-self-missing = 关系 { $relationship } 把 { $entity } 与自身相连，但两端没有角色：查询无法说明指的是哪一个 { $entity }
er-role-self-same = 关系 { $relationship } 把 { $entity } 与自身相连，且两端的角色都是 { $role }：查询无法说明指的是哪一个 { $entity }
er-role-fix-write-roles = 请在 { $relationship } 的检查器中写出每一端扮演的角色（如关注者与被关注者），再在查询中指明角色。
er-role-unknown = { $id } 指定了 { $entity } 的角色 { $role }，但 { $entity } 在任何关系端都不扮演该角色
er-role-fix-choose-role = 请选择它的一个角色：{ $roles }。
er-role-fix-write-role = 请在所指关系的那一端、{ $entity } 旁写上 { $role }，或从查询中去掉该角色。
er-role-on-relationship-attribute = { $id } 为关系 { $relationship } 的属性指定了角色：角色由关系两端的实体扮演
er-role-fix-remove-role = 请去掉该角色，或把它指定在那一端实体的属性上。
er-role-query-refused = { $id } 被拒绝：它经过把 { $entity } 与自身相连的关系 { $relationship }，却没有说明每个属性属于哪一个 { $entity }；两者会落入同一列
er-role-fix-name-role-in-query = 请在查询的检查器中为这些属性指明角色：{ $a } 或 { $b }。
er-role-join-guessed = { $id } 以多个角色查找 { $entity }，并经过 { $relationship } 到达 { $other }，而该关系在 { $entity } 一端没有角色：它连接的是第一个查找的 { $entity }（{ $role }）
er-role-join-guessed-fix = 若要把 { $other } 连接到另一个 { $entity }，请不带角色地指定那个 { $entity } 的属性（不带角色的实体即另一端的那个）。
er-period-does-not-exist = { $id } 按 { $a } 的时段保存聚合，但该属性不存在
er-period-choose-time = 请为时段选择一个 timestamp、timeuuid 或 date 属性（查询检查器的“按时段”）。
er-period-not-a-time = { $id } 按 { $a } 的时段保存聚合，但它不是时间（timestamp、timeuuid 或 date）
er-period-finer-than-date = { $id } 按 { $a } 的每{ $unit }保存聚合，但它是 date：日期没有一天之内的部分
er-period-day-or-longer = 请选择一天或更长的时段，或改用 timestamp 属性。
er-period-without-aggregates = { $id } 设了时段却没有聚合：时段被忽略
er-period-add-aggregate = 请添加要按时段保存的聚合，或去掉时段。

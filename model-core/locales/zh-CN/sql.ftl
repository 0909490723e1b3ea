# Messages of the relational import (model_core::import::sql): notes on SQL schemas and queries.

sql-dialect-guessed = 未指定方言：按 { $dialect } SQL 读取这些文件（其中含有 { $mark }）；可用 --dialect 指定其他方言
sql-dialect-not-marked = 未指定方言，文件中也没有方言标志：按 ANSI SQL 读取；可用 --dialect 指定
sql-not-parsed = { $dialect } SQL 解析器无法读取该语句：在此处的 { $found } 停止；跳过该语句，其余照常导入
sql-not-parsed-at-end = { $dialect } SQL 解析器无法读取该语句：语句提前结束；跳过该语句，其余照常导入
sql-too-deep = 该语句嵌套或连接过深，无法读取（导入最多读取 { $nesting } 层相互嵌套的括号或子查询，以及约 { $limit } 个运算符、AND、OR 或 UNION 组成的链）：跳过该语句，其余照常导入
sql-column-not-parsed = 解析器无法读取列或约束 { $column }：将其略去，表的其余部分照常导入
sql-skipped-views = 跳过 { $count } 个视图（第一个：{ $first }）：视图是保存的查询；请导入使用它的查询，设计会为每个查询建表
sql-skipped-functions = 跳过 { $count } 个函数、过程或聚合（第一个：{ $first }）：代码不属于数据模型；其中执行的 SQL 可作为查询导入
sql-skipped-triggers = 跳过 { $count } 个触发器（第一个：{ $first }）：Cassandra 没有触发器；由应用写入一次修改涉及的每张表（写路径）
sql-skipped-sequences = 跳过 { $count } 个序列（第一个：{ $first }）：Cassandra 没有序列；由序列填充的键保留原类型，新键宜用 uuid 或 timeuuid
sql-skipped-grants = 跳过 { $count } 条 GRANT、REVOKE 或角色语句：权限不属于数据模型
sql-skipped-partitions = 跳过 { $count } 个分区表的分区（第一个：{ $first }）：分区存放其所属表的行，是同一个实体；其外键计入所属表
sql-skipped-owners = 跳过 { $count } 条 ALTER … OWNER TO 语句：所有者不属于数据模型
sql-skipped-indexes = 跳过 { $count } 个非唯一索引（第一个：{ $first }）：Cassandra 设计以按查询设主键的表服务每个查询
sql-skipped-session = 跳过 { $count } 条会话或数据库语句（SET、USE、CREATE DATABASE、\c、事务、扩展、模式、其他对象的注释）
sql-skipped-drops = 未执行 { $count } 条 DROP 语句（第一个：{ $first }）：导入按任意顺序采用文件所创建的内容
sql-skipped-other = 跳过 { $count } 条其他语句（第一个：{ $first }）：它们不声明 ER 模型所含的内容
sql-table-created-twice = 表 { $table } 被创建了两次；保留第一个定义
sql-no-such-table = 表 { $table } 被修改或注释，但没有文件创建它；跳过该修改
sql-column-same-name = 表 { $table } 的列 { $dropped } 被略去：该表已有列 { $kept }，而导入比较名称时不区分大小写（如 SQL 对未加引号的名称）；若要保留两者，请重命名其中之一
sql-table-became-entity = 表 { $table } → 实体 { $entity }：{ $attributes } 个属性，键（{ $key }）
sql-table-became-weak-entity = 表 { $table } → 弱实体 { $entity }，由 { $owner } 标识；完整键（{ $key }）
sql-table-became-relationship = 表 { $table } → { $a } 与 { $b } 之间的 m:n 联系，含 { $attributes } 个属性
sql-table-is-partition = 表 { $table } 是 { $parent } 的分区：其行属于 { $parent }，因此不单独成为实体
sql-foreign-key-no-table = 外键 { $table }（{ $cols }）引用的表 { $target } 没有文件创建；其列保留为属性
sql-foreign-key-no-columns = 外键 { $table }（{ $cols }）→ { $target } 所列的列在表中不存在（或数量不符）；跳过该外键
sql-foreign-key-of-relationship = 外键 { $table }（{ $cols }）→ { $target } 涉及一个 m:n 联系，联系不能再参与其他联系；其列保留为属性
sql-column-sequence = { $table }.{ $column } 由序列填充（SERIAL、IDENTITY、AUTO_INCREMENT）：保留为 { $ty }；Cassandra 没有序列，由应用提供该值（新键宜用 uuid 或 timeuuid）
sql-column-document = { $table }.{ $column }（{ $sql }）保留为 text：CQL 不查询文档内部
sql-column-enum = { $table }.{ $column } 为枚举类型 { $ty }：保留为 text（Cassandra 没有枚举类型；取值写在其描述中）
sql-column-domain = { $table }.{ $column } 为域 { $ty }：保留为其基础类型 { $cql }；Cassandra 不检查域的约束
sql-column-unknown-type = { $table }.{ $column }：类型 { $sql } 没有对应的 CQL 类型；保留为 text
sql-column-nested-array = { $table }.{ $column } 是数组的数组：保留为 text 列表
sql-reference-list-name = { $table } 在代理键下列出名称（{ $column }），且有其他表引用它：{ $column } 视为唯一，作为 { $entity } 的备用键，因为列表中的条目以名称区分（若两个条目可能同名，请在检查器中删除该备用键）
sql-unique-alternate-key = { $table } 的 UNIQUE（{ $cols }）→ { $entity } 的备用键；Cassandra 不保证唯一性，以其为条件的查询有自己的表
sql-unique-not-kept = 未保留 { $table } 的 UNIQUE（{ $cols }）：其中部分列是外键，在模型中是联系
sql-table-no-key = 表 { $table } 没有主键，也没有非空唯一列：实体 { $entity } 没有键；请把标识一行的属性标为键
sql-unique-as-key = 表 { $table } 没有主键：以其非空唯一列（{ $cols }）作为键
sql-self-relationship = 外键 { $table }（{ $cols }）引用自身所在的表：{ $entity } 的自联系 { $name }；模型尚无角色名，因此按列命名，两端都是 { $entity }
sql-foreign-key-identifying = 外键 { $table }（{ $cols }）是主键的一部分：{ $entity } 是由 { $target } 标识的弱实体
sql-foreign-key-one-to-one = 外键 { $table }（{ $cols }）→ 与 { $target } 的 1:1 联系 { $name }（其列唯一）
sql-foreign-key-many-to-one = 外键 { $table }（{ $cols }）→ 与 { $target } 的 n:1 联系 { $name }
sql-relationship-ends-not-entities = 表 { $table } 连接的表不是实体；跳过该表
sql-surrogate-many-to-many = 表 { $table } 有代理键（{ $key }）和指向 { $a }、{ $b } 的两个外键，且没有表引用它：它是 m:n 联系，{ $key } 属于其标识（同一对实体可多次关联），其余列为其属性
sql-junction-many-to-many = 表 { $table }：其主键由指向 { $a }、{ $b } 的两个外键组成，因此是 m:n 联系，其余列为其属性
sql-join-inferred = { $query } 的连接 { $join } → { $kind ->
        [end] { $table }（{ $cols }）引用 { $target }，即 m:n 联系 { $name } 的一端：没有外键声明它，而连接的列是 { $target } 的键
        [self] { $table }（{ $cols }）的自联系 { $name }：没有外键声明它，而这些列连接到该表另一个别名的键
        [weak] { $entity } 是由 { $target } 标识的弱实体：没有外键声明它，而属于其主键的 { $table }（{ $cols }）连接到 { $target } 的键
        [one] { $table }（{ $cols }）与 { $target } 的 1:1 联系 { $name }：没有外键声明它，而连接的列是两张表的键
       *[many] { $table }（{ $cols }）与 { $target } 的 n:1 联系 { $name }：没有外键声明它，而连接的列是 { $target } 的键
    }；拒绝它（--reject-join { $id }，或导入报告中的“拒绝”）即可不带它导入
sql-join-direction = { $table } 与 { $target } 都以连接的列为键（1:1）：认为 { $table } 引用 { $target }，{ $why ->
        [generated] 因为后者的键由序列填充
        [joined] 因为有更多的表按其键连接它
       *[first] 因为它在查询中先出现；若方向相反，请声明外键
    }
sql-join-not-inferred = { $query }：连接 { $join } 不作为 { $table }（{ $cols }）与 { $target } 的联系：{ $why ->
        [declared] 已声明的外键使这些列引用 { $other }，以声明的外键为准
        [taken] { $first } 已把这些列连接到 { $other } 的键，保留先读到的连接
       *[rejected] 它已被拒绝（--reject-join { $id }）
    }
sql-query-became = → 查询 { $id }：{ $given } 个条件，{ $find } 个返回属性
sql-query-no-select = 该语句不读取模式中的任何表；它不是工作流的查询
sql-query-unknown-table = 该语句使用的表 { $table } 不在模式中；跳过该语句
sql-query-self-relationship = { $id } 经由自联系 { $name }：没有角色名时，作为条件的 { $entity } 与返回的 { $entity } 是同一组属性，因此派生表读作按键取一个 { $entity }；在支持角色之前，请为另一端另设属性（如经理编号）作为查询条件
sql-query-or = { $id }：已去掉 OR：一张 Cassandra 表只服务一条由等值和一个范围组成的路径；每个分支成为单独的查询（由客户端合并结果），或用 SAI 索引服务
sql-query-like = { $id }：已去掉 { $column } 上的 LIKE：Cassandra 表不做模式匹配；可在 { $column } 上建 SAI 索引（Cassandra 5）或用搜索引擎做文本搜索，或由客户端过滤读到的行
sql-query-not = { $id }：已去掉 { $expr }：无法按不包含的值读取表；由客户端过滤读到的行
sql-query-function = { $id }：已去掉 { $expr }：它由列计算得出；若要按它查询或返回它，请把计算结果存为单独的属性
sql-query-subquery = { $id }：已去掉子查询：Cassandra 没有连接和子查询；请先把它作为单独的查询执行（工作流的一步），再把结果交给本查询
sql-query-having = { $id }：已去掉 HAVING：聚合值保存在计数器表中；由客户端过滤
sql-query-outer-join = { $id }：外连接按内连接读取：反规范化表的行包含连接的数据；没有匹配的行需要单独的查询
sql-query-distinct = { $id }：已去掉 DISTINCT：以这些列为键的表对每个值只返回一次
sql-query-set-operation = { $id }：已去掉 UNION、INTERSECT 或 EXCEPT：只导入第一个 SELECT；其他 SELECT 请各自作为查询导入
sql-query-offset = { $id }：已去掉 OFFSET：Cassandra 用分页状态而不是偏移量翻页
sql-query-null = { $id }：已去掉 { $expr }：Cassandra 不存储可供搜索的空值；由客户端过滤读到的行
sql-query-not-a-column = { $id }：{ $expr } 不是查询所用表的列；已去掉
sql-query-join-without-foreign-key = { $id }：按 { $expr } 的连接不使用外键；访问路径经由模型中已有的联系
sql-query-order-by-expression = { $id }：已去掉 ORDER BY { $expr }：表只能按聚簇列排序（计数器无法排序）；由客户端排序，或由后台任务写入排名表
sql-query-other-condition = { $id }：已去掉条件 { $expr }：它不是列与值的比较
sql-write-arithmetic = { $kind } { $table }：{ $assignment } 根据已存储的值计算，Cassandra 的写入做不到：把 { $column } 改为计数器（计数器表，用 { $column } = { $column } - ? 或 + ? 更新），或先读出再用轻量级事务写入新值（SET { $column } = ? IF { $column } = 读到的值）
sql-write-updated = { $kind } { $table }：应用会原地更新 { $attribute }，因此标记为“原地更新”：默认不以它作表的键（键列的每次修改都要一次 DELETE 加一次 INSERT）
sql-write-updated-compared = { $kind } { $table }：应用会原地更新 { $attribute }，因此标记为“原地更新”，不作键列：{ $queries }（{ $count } 个查询）按其余给定条件找到行，由应用在读取后比较 { $attribute }（在该属性上取消“原地更新”即可以它作表的键）
sql-write-updated-keyed = { $kind } { $table }：应用会原地更新 { $attribute }，因此标记为“原地更新”，但 { $queries }（{ $count } 个查询）仍以它作表的键（没有其他给定条件能找到行、行按它排序，或先用 LIMIT 或聚合截取行）：那里每次修改都要一次 DELETE 加一次 INSERT（见警告 updated-key-column）
sql-write-read-then-write = { $kind } { $table }：设置 { $column }，而 { $id } 会读取它：两个客户端读到同一个值就会写入同一个下一个值（丢失更新）。在 Cassandra 中用轻量级事务写入（UPDATE … SET { $column } = ? WHERE … IF { $column } = 读到的值，未应用时重试），或让新行使用 uuid 或 timeuuid 标识，而不是保存在表里的数字
sql-write-many-rows = { $kind } { $table }：按键（{ $key }）中的 { $given } 选择行：它会写所有匹配的行，而 Cassandra 按完整主键写一行（DELETE 还可以按所写表的键前缀删除一个分区或其中一段行）。先读出这些行的键（单独一个查询），再逐行写入（同一分区的批处理）
sql-write-conditional-row = { $kind } { $table }：只在 { $conditions } 时写它的行：在 Cassandra 中用轻量级事务（… IF { $conditions }），其结果说明是否已应用
sql-write-by-condition = { $kind } { $table }：按 { $conditions } 选择行，而它不是键：Cassandra 只能按键写入。先读出匹配行的键（单独一个查询），再逐行写入；如果期间可能变化，加上 IF { $conditions }（轻量级事务）
sql-write-no-table = { $kind } { $table }：写路径：尚无派生表包含 { $table }（没有查询读取它）
sql-write-path = { $kind } { $table }：写路径：应用现在要写 { $count } 张表：{ $tables }
sql-no-sql-or-cql-in-folder = 该文件夹中没有 .cql 或 .sql 文件
sql-and-cql-together = SQL 文件（.sql）须单独导入，不能与 CQL 或 KDM 文件一起导入

//! The relational import's messages in Chinese.

use crate::text::said::SqlImport;

/// `m` in Chinese.
pub(super) fn word(m: &SqlImport) -> String {
    match m {
        SqlImport::SqlDialectGuessed { dialect, mark } => {
            format!("未指定方言：按 {dialect} SQL 读取这些文件（其中含有 {mark}）；可用 --dialect 指定其他方言")
        }
        SqlImport::SqlDialectNotMarked => "未指定方言，文件中也没有方言标志：按 ANSI SQL 读取；可用 --dialect 指定".to_owned(),
        SqlImport::SqlNotParsed { dialect, found } => format!("{dialect} SQL 解析器无法读取该语句：在此处的 {found} 停止；跳过该语句，其余照常导入"),
        SqlImport::SqlNotParsedAtEnd { dialect } => format!("{dialect} SQL 解析器无法读取该语句：语句提前结束；跳过该语句，其余照常导入"),
        SqlImport::SqlColumnNotParsed { column } => format!("解析器无法读取列或约束 {column}：将其略去，表的其余部分照常导入"),
        SqlImport::SqlSkippedViews { count, first } => {
            format!("跳过 {count} 个视图（第一个：{first}）：视图是保存的查询；请导入使用它的查询，设计会为每个查询建表")
        }
        SqlImport::SqlSkippedFunctions { count, first } => {
            format!("跳过 {count} 个函数、过程或聚合（第一个：{first}）：代码不属于数据模型；其中执行的 SQL 可作为查询导入")
        }
        SqlImport::SqlSkippedTriggers { count, first } => {
            format!("跳过 {count} 个触发器（第一个：{first}）：Cassandra 没有触发器；由应用写入一次修改涉及的每张表（写路径）")
        }
        SqlImport::SqlSkippedSequences { count, first } => {
            format!("跳过 {count} 个序列（第一个：{first}）：Cassandra 没有序列；由序列填充的键保留原类型，新键宜用 uuid 或 timeuuid")
        }
        SqlImport::SqlSkippedGrants { count } => format!("跳过 {count} 条 GRANT、REVOKE 或角色语句：权限不属于数据模型"),
        SqlImport::SqlSkippedPartitions { count, first } => {
            format!("跳过 {count} 个分区表的分区（第一个：{first}）：分区存放其所属表的行，是同一个实体；其外键计入所属表")
        }
        SqlImport::SqlSkippedOwners { count } => format!("跳过 {count} 条 ALTER … OWNER TO 语句：所有者不属于数据模型"),
        SqlImport::SqlSkippedIndexes { count, first } => {
            format!("跳过 {count} 个非唯一索引（第一个：{first}）：Cassandra 设计以按查询设主键的表服务每个查询")
        }
        SqlImport::SqlSkippedSession { count } => {
            format!("跳过 {count} 条会话或数据库语句（SET、USE、CREATE DATABASE、\\c、事务、扩展、模式、其他对象的注释）")
        }
        SqlImport::SqlSkippedDrops { count, first } => format!("未执行 {count} 条 DROP 语句（第一个：{first}）：导入按任意顺序采用文件所创建的内容"),
        SqlImport::SqlSkippedOther { count, first } => format!("跳过 {count} 条其他语句（第一个：{first}）：它们不声明 ER 模型所含的内容"),
        SqlImport::SqlTableCreatedTwice { table } => format!("表 {table} 被创建了两次；保留第一个定义"),
        SqlImport::SqlNoSuchTable { table } => format!("表 {table} 被修改或注释，但没有文件创建它；跳过该修改"),
        SqlImport::SqlTableBecameEntity { table, entity, attributes, key } => format!("表 {table} → 实体 {entity}：{attributes} 个属性，键（{key}）"),
        SqlImport::SqlTableBecameWeakEntity { table, entity, owner, key } => {
            format!("表 {table} → 弱实体 {entity}，由 {owner} 标识；完整键（{key}）")
        }
        SqlImport::SqlTableBecameRelationship { table, a, b, attributes } => {
            format!("表 {table} → {a} 与 {b} 之间的 m:n 联系，含 {attributes} 个属性")
        }
        SqlImport::SqlTableIsPartition { table, parent } => format!("表 {table} 是 {parent} 的分区：其行属于 {parent}，因此不单独成为实体"),
        SqlImport::SqlForeignKeyNoTable { table, cols, target } => format!("外键 {table}（{cols}）引用的表 {target} 没有文件创建；其列保留为属性"),
        SqlImport::SqlForeignKeyNoColumns { table, cols, target } => {
            format!("外键 {table}（{cols}）→ {target} 所列的列在表中不存在（或数量不符）；跳过该外键")
        }
        SqlImport::SqlForeignKeyOfRelationship { table, cols, target } => {
            format!("外键 {table}（{cols}）→ {target} 涉及一个 m:n 联系，联系不能再参与其他联系；其列保留为属性")
        }
        SqlImport::SqlColumnSequence { table, column, ty } => format!(
            "{table}.{column} 由序列填充（SERIAL、IDENTITY、AUTO_INCREMENT）：保留为 {ty}；Cassandra 没有序列，由应用提供该值（新键宜用 uuid 或 timeuuid）"
        ),
        SqlImport::SqlColumnDocument { table, column, sql } => format!("{table}.{column}（{sql}）保留为 text：CQL 不查询文档内部"),
        SqlImport::SqlColumnEnum { table, column, ty } => {
            format!("{table}.{column} 为枚举类型 {ty}：保留为 text（Cassandra 没有枚举类型；取值写在其描述中）")
        }
        SqlImport::SqlColumnDomain { table, column, ty, cql } => {
            format!("{table}.{column} 为域 {ty}：保留为其基础类型 {cql}；Cassandra 不检查域的约束")
        }
        SqlImport::SqlColumnUnknownType { table, column, sql } => format!("{table}.{column}：类型 {sql} 没有对应的 CQL 类型；保留为 text"),
        SqlImport::SqlColumnNestedArray { table, column } => format!("{table}.{column} 是数组的数组：保留为 text 列表"),
        SqlImport::SqlUniqueAlternateKey { table, cols, entity } => {
            format!("{table} 的 UNIQUE（{cols}）→ {entity} 的备用键；Cassandra 不保证唯一性，以其为条件的查询有自己的表")
        }
        SqlImport::SqlUniqueNotKept { table, cols } => format!("未保留 {table} 的 UNIQUE（{cols}）：其中部分列是外键，在模型中是联系"),
        SqlImport::SqlTableNoKey { table, entity } => {
            format!("表 {table} 没有主键，也没有非空唯一列：实体 {entity} 没有键；请把标识一行的属性标为键")
        }
        SqlImport::SqlUniqueAsKey { table, cols } => format!("表 {table} 没有主键：以其非空唯一列（{cols}）作为键"),
        SqlImport::SqlSelfRelationship { table, cols, name, entity } => {
            format!("外键 {table}（{cols}）引用自身所在的表：{entity} 的自联系 {name}；模型尚无角色名，因此按列命名，两端都是 {entity}")
        }
        SqlImport::SqlForeignKeyIdentifying { table, cols, entity, target } => {
            format!("外键 {table}（{cols}）是主键的一部分：{entity} 是由 {target} 标识的弱实体")
        }
        SqlImport::SqlForeignKeyOneToOne { table, cols, name, target } => {
            format!("外键 {table}（{cols}）→ 与 {target} 的 1:1 联系 {name}（其列唯一）")
        }
        SqlImport::SqlForeignKeyManyToOne { table, cols, name, target } => format!("外键 {table}（{cols}）→ 与 {target} 的 n:1 联系 {name}"),
        SqlImport::SqlRelationshipEndsNotEntities { table } => format!("表 {table} 连接的表不是实体；跳过该表"),
        SqlImport::SqlSurrogateManyToMany { table, a, b, key } => format!(
            "表 {table} 有代理键（{key}）和指向 {a}、{b} 的两个外键，且没有表引用它：它是 m:n 联系，{key} 属于其标识（同一对实体可多次关联），其余列为其属性"
        ),
        SqlImport::SqlJunctionManyToMany { table, a, b } => {
            format!("表 {table}：其主键由指向 {a}、{b} 的两个外键组成，因此是 m:n 联系，其余列为其属性")
        }
        SqlImport::SqlQueryBecame { id, given, find } => format!("→ 查询 {id}：{given} 个条件，{find} 个返回属性"),
        SqlImport::SqlQueryNoSelect => "该语句不读取模式中的任何表；它不是工作流的查询".to_owned(),
        SqlImport::SqlQueryUnknownTable { table } => format!("该语句使用的表 {table} 不在模式中；跳过该语句"),
        SqlImport::SqlQuerySelfRelationship { id, name, entity } => format!(
            "{id} 经由自联系 {name}：没有角色名时，作为条件的 {entity} 与返回的 {entity} 是同一组属性，因此派生表读作按键取一个 {entity}；在支持角色之前，请为另一端另设属性（如经理编号）作为查询条件"
        ),
        SqlImport::SqlQueryOr { id } => format!(
            "{id}：已去掉 OR：一张 Cassandra 表只服务一条由等值和一个范围组成的路径；每个分支成为单独的查询（由客户端合并结果），或用 SAI 索引服务"
        ),
        SqlImport::SqlQueryLike { id, column } => format!(
            "{id}：已去掉 {column} 上的 LIKE：Cassandra 表不做模式匹配；可在 {column} 上建 SAI 索引（Cassandra 5）或用搜索引擎做文本搜索，或由客户端过滤读到的行"
        ),
        SqlImport::SqlQueryNot { id, expr } => format!("{id}：已去掉 {expr}：无法按不包含的值读取表；由客户端过滤读到的行"),
        SqlImport::SqlQueryFunction { id, expr } => format!("{id}：已去掉 {expr}：它由列计算得出；若要按它查询或返回它，请把计算结果存为单独的属性"),
        SqlImport::SqlQuerySubquery { id } => {
            format!("{id}：已去掉子查询：Cassandra 没有连接和子查询；请先把它作为单独的查询执行（工作流的一步），再把结果交给本查询")
        }
        SqlImport::SqlQueryHaving { id } => format!("{id}：已去掉 HAVING：聚合值保存在计数器表中；由客户端过滤"),
        SqlImport::SqlQueryOuterJoin { id } => format!("{id}：外连接按内连接读取：反规范化表的行包含连接的数据；没有匹配的行需要单独的查询"),
        SqlImport::SqlQueryDistinct { id } => format!("{id}：已去掉 DISTINCT：以这些列为键的表对每个值只返回一次"),
        SqlImport::SqlQuerySetOperation { id } => {
            format!("{id}：已去掉 UNION、INTERSECT 或 EXCEPT：只导入第一个 SELECT；其他 SELECT 请各自作为查询导入")
        }
        SqlImport::SqlQueryOffset { id } => format!("{id}：已去掉 OFFSET：Cassandra 用分页状态而不是偏移量翻页"),
        SqlImport::SqlQueryNull { id, expr } => format!("{id}：已去掉 {expr}：Cassandra 不存储可供搜索的空值；由客户端过滤读到的行"),
        SqlImport::SqlQueryNotAColumn { id, expr } => format!("{id}：{expr} 不是查询所用表的列；已去掉"),
        SqlImport::SqlQueryJoinWithoutForeignKey { id, expr } => format!("{id}：按 {expr} 的连接不使用外键；访问路径经由模型中已有的联系"),
        SqlImport::SqlQueryOrderByExpression { id, expr } => {
            format!("{id}：已去掉 ORDER BY {expr}：表只能按聚簇列排序（计数器无法排序）；由客户端排序，或由后台任务写入排名表")
        }
        SqlImport::SqlQueryOtherCondition { id, expr } => format!("{id}：已去掉条件 {expr}：它不是列与值的比较"),
        SqlImport::SqlWriteNoTable { kind, table } => format!("{kind} {table}：写路径：尚无派生表包含 {table}（没有查询读取它）"),
        SqlImport::SqlWritePath { kind, table, count, tables } => format!("{kind} {table}：写路径：应用现在要写 {count} 张表：{tables}"),
        SqlImport::NoSqlOrCqlInFolder => "该文件夹中没有 .cql 或 .sql 文件".to_owned(),
        SqlImport::SqlAndCqlTogether => "SQL 文件（.sql）须单独导入，不能与 CQL 或 KDM 文件一起导入".to_owned(),
    }
}

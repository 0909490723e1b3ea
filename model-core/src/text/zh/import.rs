//! The import area's messages in Simplified Chinese.

use crate::text::Lang;
use crate::text::said::Import;

/// `m` in Simplified Chinese.
pub(super) fn word(m: &Import) -> String {
    match m {
        Import::ParserPhrase { phrase } => parser_phrase(phrase),
        Import::SyntaxErrorStatementSkipped { what } => {
            let what = what.get(Lang::Zh);
            format!("语法错误：{what}；跳过该语句")
        }
        Import::SchemaTemplateStatementSUsePlaceholders { templated, list } => format!(
            "该模式是模板：有 {templated} 条语句使用了没有取值的占位符 {list}，已跳过；请用 --define NAME=VALUE 为每个占位符给出取值（在窗口中：导入报告的模板取值）"
        ),
        Import::FilesCreateUseNoKeyspaceTheir { ks } => format!("文件既没有创建也没有使用键空间；其中的表和类型被放入键空间 {ks}"),
        Import::Here { what } => {
            let what = what.get(Lang::Zh);
            format!("此处有{what}")
        }
        Import::UnexpectedAfterEndStatement { found } => {
            let found = found.get(Lang::Zh);
            format!("语句结束后出现了意外的 {found}")
        }
        Import::ExpectedFound { what, found } => {
            let what = what.get(Lang::Zh);
            let found = found.get(Lang::Zh);
            format!("此处应为{what}，却是{found}")
        }
        Import::TypeNeedsLeastOneField => "类型至少需要一个字段".to_owned(),
        Import::SkippedOnlySchemaDefinitionsCreateAlter { what } => {
            format!("已跳过 {what}：只导入模式定义（键空间、类型、表、索引和物化视图的 CREATE、ALTER 与 DROP，以及 USE）")
        }
        Import::KeyspaceUsedButNotCreatedFiles { ks, assumed_factor } => {
            format!("文件中使用了键空间 {ks}，却没有创建它；假定为 SimpleStrategy，副本因子 {assumed_factor}")
        }
        Import::TypeCreatedTwiceFirstDefinitionKept { name } => format!("类型 {name} 被创建了两次；保留第一个定义"),
        Import::TypeFieldDefinedTwiceStatementSkipped { name, name_name } => format!("类型 {name}：字段 {name_name} 被定义了两次；跳过该语句"),
        Import::TableNameCannotUsedCqlStatement { name, problem } => {
            let problem = problem.get(Lang::Zh);
            format!("表名 {name} 不能用于 CQL：{problem}；跳过该语句")
        }
        Import::TableCreatedTwiceFirstDefinitionKept { name } => format!("表 {name} 被创建了两次；保留第一个定义"),
        Import::TableColumnDefinedTwiceStatementSkipped { name, name_name } => format!("表 {name}：列 {name_name} 被定义了两次；跳过该语句"),
        Import::TableHasNoPrimaryKeyStatement { name } => format!("表 {name} 没有 PRIMARY KEY；跳过该语句"),
        Import::TableHasMoreThanOnePrimary { name } => format!("表 {name} 有多个 PRIMARY KEY；跳过该语句"),
        Import::TableCompactStorageNotKeptCassandra { name } => format!("表 {name}：未保留 COMPACT STORAGE（Cassandra 4 及以后的版本已不再支持）"),
        Import::TableMixesCounterNonCounterColumns { name } => format!("表 {name} 混用了计数器列和非计数器列，Cassandra 不接受这样的表；按原样导入"),
        Import::TableKeyColumnNotDefinedStatement { table, name } => format!("表 {table}：键列 {name} 没有定义；跳过该语句"),
        Import::TableColumnAppearsTwicePrimaryKey { table, name } => format!("表 {table}：列 {name} 在主键中出现了两次；跳过该语句"),
        Import::TableKeyColumnCannotStaticStatement { table, name } => format!("表 {table}：键列 {name} 不能是 STATIC；跳过该语句"),
        Import::TableCounterColumnCannotPartPrimary { table, name } => format!("表 {table}：计数器列 {name} 不能是主键的一部分；跳过该语句"),
        Import::TableClusteringOrderNamesNotClustering { table, name } => format!("表 {table}：CLUSTERING ORDER BY 中的 {name} 不是聚簇列；已忽略"),
        Import::TableClusteringOrderMustListClustering { table, name } => {
            format!("表 {table}：CLUSTERING ORDER BY 必须按键的顺序列出聚簇列；{name} 的位置不对")
        }
        Import::TableStaticButTableHasNo { table, name } => format!("表 {table}：{name} 是 STATIC，但这张表没有聚簇列；作为普通列导入"),
        Import::TableOptionGivenTwiceFirstKept { table, name } => format!("表 {table}：选项 {name} 给出了两次；保留第一个"),
        Import::TableOptionKeptButCannotWritten { table, name, value } => {
            format!("表 {table}：选项 {name} = {value} 已保留，但导出时无法写回（它既不是常量也不是映射）")
        }
        Import::IndexTableNotDefinedBeforeIndex { name } => format!("{name} 上的索引：该表在索引之前没有定义；跳过该索引"),
        Import::InternalTableIndexOutRange => "内部错误：表序号超出范围".to_owned(),
        Import::IndexMaterializedViewCannotIndexedSkipped { tname } => format!("{tname} 上的索引：它是物化视图，不能建索引；已跳过"),
        Import::IndexAlreadyExistsTableFirstDefinition { name, other } => format!("索引 {name} 已经存在（在表 {other} 上）；保留第一个定义"),
        Import::IndexColumnNotDefinedIndexSkipped { tname, name } => format!("{tname} 上的索引：列 {name} 没有定义；跳过该索引"),
        Import::IndexIndexSkipped { tname, name, problem } => {
            let problem = problem.get(Lang::Zh);
            format!("{tname}.{name} 上的索引：{problem}；跳过该索引")
        }
        Import::IndexNoColumnNoClassIndex { tname } => format!("{tname} 上的索引：既没有列也没有索引类；跳过该索引"),
        Import::IndexDuplicatesIndexAlreadyColumnFirst { tname, col } => format!("{tname}.{col} 上的索引与该列上已有的索引重复；保留第一个"),
        Import::ViewNameCannotUsedCqlStatement { name, problem } => {
            let problem = problem.get(Lang::Zh);
            format!("视图名 {name} 不能用于 CQL：{problem}；跳过该语句")
        }
        Import::ViewBaseTableAnotherKeyspaceSkipped { name } => format!("视图 {name}：它的基表在另一个键空间中；已跳过"),
        Import::ViewHasNameExistingTableView { name } => format!("视图 {name} 与已有的表或视图同名；保留第一个"),
        Import::ViewBaseTableNotDefinedBefore { name, base_name } => format!("视图 {name}：基表 {base_name} 在它之前没有定义；跳过该视图"),
        Import::ViewColumnNotTableViewSkipped { name, n_name, base_name } => format!("视图 {name}：列 {n_name} 不在表 {base_name} 中；跳过该视图"),
        Import::TableColumnUsesTypeFileDoes { name, c_name, u } => format!("表 {name}：列 {c_name} 使用了类型 {u}，但文件中没有定义它"),
        Import::NoSuchTableDefinedBeforeStatement { what, name } => format!("{what} {name}：在此之前没有定义这张表；跳过该语句"),
        Import::AlterTableMaterializedViewOnlyAlter { tname } => {
            format!("ALTER TABLE {tname}：它是物化视图，只能用 ALTER MATERIALIZED VIEW … WITH 修改；已跳过")
        }
        Import::AlterTableAddColumnAlreadyExists { tname, name } => format!("ALTER TABLE {tname} ADD {name}：该列已经存在；跳过这次添加"),
        Import::AlterTableAddColumnAddedLater { tname, name } => format!("ALTER TABLE {tname} ADD {name}：后来添加的列不能成为主键的一部分；已跳过"),
        Import::AlterTableDropNoSuchColumn { tname, name } => format!("ALTER TABLE {tname} DROP {name}：没有这一列；已跳过"),
        Import::AlterTableDropPrimaryKeyColumn { tname, name } => format!("ALTER TABLE {tname} DROP {name}：主键列不能删除；已跳过"),
        Import::AlterTableDropIndexDependsSo { tname, name, idx } => {
            format!("ALTER TABLE {tname} DROP {name}：索引 {idx} 依赖于它，Cassandra 会拒绝；已跳过")
        }
        Import::AlterTableRenameTableAlreadyHas { tname, name, to_name, to_name2 } => {
            format!("ALTER TABLE {tname} RENAME {name} TO {to_name}：表中已有列 {to_name2}；已跳过")
        }
        Import::AlterTableRenameNoSuchColumn { tname, name } => format!("ALTER TABLE {tname} RENAME {name}：没有这一列；已跳过"),
        Import::AlterTableRenameOnlyPrimaryKey { tname, name } => format!("ALTER TABLE {tname} RENAME {name}：只有主键列可以重命名；已跳过"),
        Import::AlterTableAlterNoSuchColumn { tname, name } => format!("ALTER TABLE {tname} ALTER {name}：没有这一列；已跳过"),
        Import::AlterClusteringOrderCompactStorageCannot { tname } => {
            format!("ALTER {tname}：CLUSTERING ORDER 和 COMPACT STORAGE 在创建后不能修改；已忽略")
        }
        Import::AlterTypeNoSuchTypeDefined { name } => format!("ALTER TYPE {name}：在此之前没有定义这个类型；跳过该语句"),
        Import::AlterTypeAddFieldAlreadyExists { tname, name } => format!("ALTER TYPE {tname} ADD {name}：该字段已经存在；已跳过"),
        Import::AlterTypeRenameTypeAlreadyHas { tname, name, to_name, to_name2 } => {
            format!("ALTER TYPE {tname} RENAME {name} TO {to_name}：类型中已有字段 {to_name2}；已跳过")
        }
        Import::AlterTypeRenameNoSuchField { tname, name } => format!("ALTER TYPE {tname} RENAME {name}：没有这个字段；已跳过"),
        Import::AlterTypeAlterNoSuchField { tname, name } => format!("ALTER TYPE {tname} ALTER {name}：没有这个字段；已跳过"),
        Import::NothingNameDefinedBeforeIgnored { what, name } => format!("{what} {name}：在此之前没有定义这个名称；已忽略"),
        Import::Skipped { what, name, why } => {
            let why = why.get(Lang::Zh);
            format!("{what} {name}：{why}；已跳过")
        }
        Import::MaterializedViewsDependSoCassandraRefuses { what, name, views } => {
            format!("{what} {name}：物化视图（{views}）依赖于它，Cassandra 会拒绝；已跳过")
        }
        Import::DropTypeStillUseSoCassandra { name, users } => format!("DROP TYPE {name}：{users} 仍在使用它，Cassandra 会拒绝；已跳过"),
        Import::KeyspaceCreatedTwiceFirstDefinitionKept { name } => format!("键空间 {name} 被创建了两次；保留第一个定义"),
        Import::KeyspaceHasNoReplicationMapSimplestrategy { name, assumed_factor } => {
            format!("键空间 {name} 没有 replication 映射；假定为 SimpleStrategy，副本因子 {assumed_factor}")
        }
        Import::AlterKeyspaceKeyspaceNotCreatedBefore { name } => format!("ALTER KEYSPACE {name}：该键空间在此之前没有创建；跳过该语句"),
        Import::KeyspaceOptionNotKept { name, name2 } => format!("键空间 {name}：未保留选项 {name2}"),
        Import::KeyspaceReplicationFactorRead { ks, key, v, n } => format!("键空间 {ks}：副本因子 {key} = {v} 按 {n} 读取"),
        Import::KeyspaceReplicationFactorNotNumberAssumed { ks, key, v, assumed_factor } => {
            format!("键空间 {ks}：副本因子 {key} = {v} 不是数字；假定为 {assumed_factor}")
        }
        Import::KeyspaceReplicationClassNotSupportedKept { ks, other, factor } => {
            format!("键空间 {ks}：不支持复制策略类 {other}；改为 SimpleStrategy，副本因子 {factor}")
        }
        Import::ProjectHasNoErmodelNoEntities => "项目中没有 ERMODEL；未导入任何实体".to_owned(),
        Import::EndTagMatchesNoOpenElement { end } => format!("结束标签 </{end}> 没有对应的开始标签"),
        Import::EndTagComesWhileStillOpen { end, open } => format!("结束标签 </{end}> 出现时 <{open}> 尚未结束"),
        Import::ElementNeverClosed { name } => format!("元素 <{name}> 没有结束标签"),
        Import::LineColumnFileNotWellFormed { line, column, what } => {
            let what = what.get(Lang::Zh);
            format!("第 {line} 行，第 {column} 列：{what}：文件不是格式正确的 XML，因此没有导入")
        }
        Import::EdgeDoesNotJoinTwoShapes { id } => format!("连线 {id} 没有连接两个图形；已跳过"),
        Import::EdgeJoinsImporterDoesNotModel { id, value, t_value } => {
            format!("连线 {id} 连接了 {value} 和 {t_value}，本导入器不支持这种连接；已跳过")
        }
        Import::AttributePartPartOnlyOneLevel { value } => format!("属性 {value} 是组成部分的组成部分；复合属性只导入一层"),
        Import::AttributeNotJoinedEntityRelationshipSkipped { value } => format!("属性 {value} 没有连接到实体或关系；已跳过"),
        Import::RelationshipJoinsEntitiesOnlyBinaryRelationships { value, len } => {
            format!("关系 {value} 连接了 {len} 个实体；只导入二元关系，因此跳过它")
        }
        Import::RelationshipNoCardinalityEdgeNAssumed { value, entity } => format!("关系 {value}：连向 {entity} 的连线上没有基数；假定为 n"),
        Import::WeakEntityHasNoIdentifyingRelationship { value } => format!("弱实体 {value} 没有连向所属实体的标识关系；作为普通实体导入"),
        Import::IdentifyingRelationshipWeakEntityUnclearSecond { name } => format!("标识关系 {name}：无法确定它的弱实体；取第二端"),
        Import::KeysJsonNotJsonObjectKeys => "KEYS_JSON 不是 JSON 对象；使用图中画出的键（带下划线的属性）".to_owned(),
        Import::KeysJsonKeyNamesNeitherOwn { name, part } => {
            format!("KEYS_JSON：{name} 的键引用了 {part}，它既不是 {name} 自己的属性，也不是其所属实体的属性；已忽略")
        }
        Import::KeysJsonHasNoAttributeIgnored { name, attr } => format!("KEYS_JSON：{name} 没有属性 {attr}；已忽略"),
        Import::AttributeNotErModelSkipped { id, label } => format!("{id}：属性 {label} 不在 ER 模型中；已跳过"),
        Import::GivenAttributeHasNoPredicateEquality { id, label } => format!("{id}：已知属性 {label} 没有谓词；假定为相等"),
        Import::PhysicalModelNotJsonObjectTables => "PHYSICAL_MODEL 不是 JSON 对象；未导入用户选择的表".to_owned(),
        Import::PhysicalModelTableHasNoName { i } => format!("PHYSICAL_MODEL 中的第 {i} 张表没有名称；已跳过"),
        Import::PhysicalModelTableNoQueryFound { name } => format!("PHYSICAL_MODEL 中的表 {name}：找不到对应的查询；已跳过"),
        Import::PhysicalModelTableColumnHasUnknown { name, col, role_token } => {
            format!("PHYSICAL_MODEL 中的表 {name}：列 {col} 的角色 {role_token} 未知；按普通列读取")
        }
        Import::PhysicalModelTableColumnMatchesNo { name, col, id } => {
            format!("PHYSICAL_MODEL 中的表 {name}：列 {col} 与 {id} 的任何属性都不对应；已跳过")
        }
        Import::TableColumnHasTypeButEarlier { name, c_name, ty, first } => {
            format!("表 {name}：列 {c_name} 的类型是 {ty}，但之前的表给出的是 {first}；保留第一个")
        }
        Import::ChosenTableHasKeyRolesNo { query, name, arg2, key_signature } => {
            format!("{query}：所选的表 {name} 的键（{arg2}）中各列的角色与任何推导出的备选主键都不同；保留推导出的键 {key_signature}")
        }
        Import::FileNotValidUtfInvalidBytes => "文件不是有效的 UTF-8；无效的字节已替换为 \u{fffd}".to_owned(),
        Import::ImportedProjectCannotSaved { why } => {
            let why = why.get(Lang::Zh);
            format!("导入的项目无法按原样保存：{why}")
        }
        Import::FilesTogetherOverCap { mib } => format!("这些文件合计大于 {mib} MiB，超过 Keyspace Studio 一次导入能读取的上限"),
        Import::KdmAlone => "KDM 项目只能单独导入，不能与其他文件一起导入".to_owned(),
        Import::NotKdm => "不是 KDM 项目：其中没有 <KDMPROJECT> 元素".to_owned(),
        Import::ItIsMaterializedView => "它是物化视图".to_owned(),
        Import::ItIsTableNotView => "它是表，不是物化视图".to_owned(),
        Import::ProposedEntity { cols, count, tables, .. } => format!("列 {cols} 出现在 {count} 张表（{tables}）的主键中"),
    }
}

/// A phrase of the CQL parser's messages in Chinese (code in backticks stands apart from the
/// Chinese around it). A phrase this catalogue does not know stays as it is.
fn parser_phrase(en: &str) -> String {
    let zh = match en {
        "a statement" => "一条语句",
        "a statement keyword such as CREATE" => "语句关键字（例如 CREATE）",
        "ADD, DROP, RENAME, ALTER or WITH" => "ADD、DROP、RENAME、ALTER 或 WITH",
        "ADD, RENAME or ALTER" => "ADD、RENAME 或 ALTER",
        "`TYPE`, `MASKED` or `DROP MASKED`" => "`TYPE`、`MASKED` 或 `DROP MASKED`",
        "a masking function" => "遮蔽函数",
        "a masking function argument" => "遮蔽函数参数",
        "an index name" => "索引名",
        "a keyspace name" => "键空间名",
        "an option name" => "选项名",
        "a constant" => "常量",
        "a field name" => "字段名",
        "a type" => "类型",
        "a type name" => "类型名",
        "a type parameter or `>`" => "类型参数或 `>`",
        "one PRIMARY KEY clause only" => "只有一个 PRIMARY KEY 子句",
        "a column name or PRIMARY KEY" => "列名或 PRIMARY KEY",
        "a partition key column" => "分区键列",
        "a clustering column" => "聚簇列",
        "a table option" => "表选项",
        "an option value" => "选项值",
        "an index name or ON" => "索引名或 ON",
        "a column name" => "列名",
        "a column name or `*`" => "列名或 `*`",
        "an index class string" => "索引类字符串",
        "`USING` and the index class" => "`USING` 和索引类",
        "a table name" => "表名",
        "a view name" => "视图名",
        "the base table's name" => "基表名",
        "a string" => "字符串",
        "the end of the statement" => "语句结尾",
        "the type is nested too deeply" => "类型嵌套过深",
        "the value is nested too deeply" => "值嵌套过深",
        "an unterminated string" => "未结束的字符串",
        "an unterminated quoted name" => "未结束的带引号名称",
        "an unterminated `/*` comment" => "未结束的 `/*` 注释",
        "an unterminated `$$` string" => "未结束的 `$$` 字符串",
        _ => {
            if let Some(ch) = en.strip_prefix("an unexpected character ") {
                return format!("意外的字符 {ch}");
            }
            if en.starts_with('`') && en.ends_with('`') {
                return format!(" {en}");
            }
            return en.to_owned();
        }
    };
    zh.to_owned()
}

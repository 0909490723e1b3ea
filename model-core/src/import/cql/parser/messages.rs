//! The parser's and the lexer's messages, in English and Chinese.

use crate::text::Text;

/// A phrase of the parser's and the lexer's messages (what was expected or found) in English
/// and Chinese. Code in backticks stays as it is.
pub(super) fn phrase(en: &str) -> Text {
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
                return Text::new(en, format!("意外的字符 {ch}"));
            }
            if en.starts_with('`') && en.ends_with('`') {
                return Text::new(en, en);
            }
            return Text::english(en);
        }
    };
    Text::new(en, zh)
}

/// Why a CQL type could not be read, in both languages.
pub(super) fn type_error(e: &crate::cql_type::TypeParseError) -> Text {
    crate::catalogue::both(|c| c.type_parse_error(e))
}

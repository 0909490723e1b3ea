//! Indexes and column masks of the tables: an index names a column its table has, with a
//! target that fits the column's type, and a name no other index of its keyspace has; a mask
//! is a masking function call CQL accepts.

use crate::diagnostic::{Code, Diagnostic};
use crate::logical::Table;
use crate::text;
use crate::text::Lang;
use rustc_hash::FxHashMap;

/// Diagnostics about the indexes and masks of `tables`.
pub(super) fn indexes_and_masks(tables: &[Table], d: &mut Vec<Diagnostic>) {
    let mut names: FxHashMap<(&str, String), &str> = FxHashMap::default();
    for t in tables {
        for i in &t.indexes {
            let name = i.effective_name(&t.name);
            match &i.column {
                Some(c) => match t.column(c) {
                    None => d.push(
                        Diagnostic::error(
                            Code::DanglingReference,
                            text!(
                                "index {name} of table {} is on column {c}, which the table does not have",
                                "表 {} 的索引 {name} 建在列 {c} 上，但该表没有这一列",
                                t.name
                            ),
                        )
                        .table(&t.name)
                        .fix(text!("Delete the index, or add the column to the table.", "请删除该索引，或在表中添加这一列。")),
                    ),
                    Some(col) => {
                        if let Some(problem) = i.target.problem_with(&col.ty) {
                            let zh = problem.get(Lang::Zh);
                            d.push(
                                Diagnostic::error(
                                    Code::DanglingReference,
                                    text!("index {name} of table {}: {problem}", "表 {} 的索引 {name}：{zh}", t.name),
                                )
                                .table(&t.name)
                                .fix(text!("Index the column itself, or change the column's type.", "请直接对该列建索引，或修改该列的类型。")),
                            );
                        }
                    }
                },
                None if i.using.is_none() => d.push(
                    Diagnostic::error(
                        Code::DanglingReference,
                        text!(
                            "index {name} of table {} names neither a column nor a class",
                            "表 {} 的索引 {name} 既没有指定列也没有指定索引类",
                            t.name
                        ),
                    )
                    .table(&t.name)
                    .fix(text!("Give the index a column, or the class of a custom index.", "请为索引指定一列，或自定义索引的类。")),
                ),
                None => {}
            }
            if let Some(other) = names.insert((t.keyspace.as_str(), name.clone()), t.name.as_str()) {
                d.push(
                    Diagnostic::error(
                        Code::DuplicateName,
                        text!(
                            "two indexes of keyspace {} are named {name} (on tables {other} and {}); Cassandra keeps one name per keyspace",
                            "键空间 {} 中有两个索引都叫 {name}（在表 {other} 和 {} 上）；Cassandra 要求一个键空间内索引名唯一",
                            t.keyspace,
                            t.name
                        ),
                    )
                    .table(&t.name)
                    .fix(text!("Rename one of the indexes.", "请重命名其中一个索引。")),
                );
            }
        }
        for c in &t.columns {
            let Some(mask) = &c.mask else { continue };
            if !crate::cql::is_valid_mask(mask) {
                d.push(
                    Diagnostic::warning(
                        Code::InvalidCqlName,
                        text!(
                            "column {}.{} has a mask {mask} that is not a masking function call; it is left out of schema.cql",
                            "列 {}.{} 的遮蔽 {mask} 不是遮蔽函数调用，已从 schema.cql 中略去",
                            t.name,
                            c.name
                        ),
                    )
                    .table(&t.name)
                    .fix(text!(
                        "Write the mask as a function call with constant arguments, e.g. mask_inner(1, null).",
                        "请把遮蔽写成参数为常量的函数调用，例如 mask_inner(1, null)。"
                    )),
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::cql_type::{CqlType, NativeType};
    use crate::diagnostic::{Code, Severity};
    use crate::import::import_cql_str;
    use crate::project::{IndexDef, IndexTarget};

    #[test]
    fn indexes_on_missing_columns_bad_targets_duplicate_names_and_bad_masks_are_reported() {
        let mut p = import_cql_str(
            "CREATE KEYSPACE k WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};
             CREATE TABLE k.a (id int PRIMARY KEY, tags set<text>, email text MASKED WITH mask_default());
             CREATE TABLE k.b (id int PRIMARY KEY, name text);
             CREATE INDEX by_name ON k.b (name);",
        )
        .project;
        let check = |p: &crate::project::Project| {
            let d = crate::derive(p);
            crate::validate::validate(p, &d)
                .into_iter()
                .filter(|d| matches!(d.code, Code::DanglingReference | Code::DuplicateName | Code::InvalidCqlName))
                .map(|d| (d.severity, d.message))
                .collect::<Vec<_>>()
        };
        assert!(check(&p).is_empty(), "{:#?}", check(&p));
        let a = &mut p.physical.tables[0];
        a.indexes.push(IndexDef { name: Some("by_name".into()), ..IndexDef::on_column("gone") });
        a.indexes.push(IndexDef { target: IndexTarget::Keys, ..IndexDef::on_column("tags") });
        a.indexes.push(IndexDef::default());
        a.columns[2].mask = Some("mask_default(); DROP TABLE k.a".into());
        a.columns[1].ty = CqlType::Set(Box::new(CqlType::Native(NativeType::Text)));
        let found = check(&p);
        let messages: Vec<&str> = found.iter().map(|(_, m)| m.as_str()).collect();
        assert_eq!(found.len(), 5, "{messages:#?}");
        assert!(messages.iter().any(|m| m.contains("index by_name of table a is on column gone, which the table does not have")), "{messages:#?}");
        assert!(messages.iter().any(|m| m.contains("KEYS() needs a map")), "{messages:#?}");
        assert!(messages.iter().any(|m| m.contains("names neither a column nor a class")), "{messages:#?}");
        assert!(messages.iter().any(|m| m.contains("two indexes of keyspace k are named by_name")), "{messages:#?}");
        assert!(found.iter().any(|(s, m)| *s == Severity::Warning && m.contains("is not a masking function call")), "{messages:#?}");
        // The export leaves out what it cannot write, and says so.
        let d = crate::derive(&p);
        let out = crate::cql::schema_cql(&p, &d.model);
        assert!(!out.text.contains("DROP TABLE"), "{}", out.text);
        assert_eq!(out.skipped.len(), 4, "{:?}", out.skipped);
        assert!(out.skipped.iter().any(|s| s.contains("index by_name on table a: the table has no column gone")), "{:?}", out.skipped);
        assert!(!out.text.contains("INDEX IF NOT EXISTS ON k.a ()"), "{}", out.text);
        assert!(!out.text.contains("KEYS(tags)"), "{}", out.text);
    }
}

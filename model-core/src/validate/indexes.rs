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
                            text!("index {name} of table {} is on column {c}, which the table does not have", "表 {} 的索引 {name} 建在列 {c} 上，但该表没有这一列", t.name),
                        )
                        .table(&t.name)
                        .fix(text!("Delete the index, or add the column to the table.", "请删除该索引，或在表中添加这一列。")),
                    ),
                    Some(col) => {
                        if let Some(problem) = i.target.problem_with(&col.ty) {
                            let zh = problem.get(Lang::Zh);
                            d.push(
                                Diagnostic::error(Code::DanglingReference, text!("index {name} of table {}: {problem}", "表 {} 的索引 {name}：{zh}", t.name))
                                    .table(&t.name)
                                    .fix(text!("Index the column itself, or change the column's type.", "请直接对该列建索引，或修改该列的类型。")),
                            );
                        }
                    }
                },
                None if i.using.is_none() => d.push(
                    Diagnostic::error(
                        Code::DanglingReference,
                        text!("index {name} of table {} names neither a column nor a class", "表 {} 的索引 {name} 既没有指定列也没有指定索引类", t.name),
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

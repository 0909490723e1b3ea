//! Table and keyspace names after derivation: two tables never share a name, and names CQL
//! cannot take are reported.

use super::{Derivation, choices, names};
use crate::diagnostic::{Code, Diagnostic};
use crate::ids::QueryId;
use crate::logical::{Origin, Table};
use crate::project::Project;
use crate::text;
use crate::text::Lang;
use rustc_hash::FxHashMap;

/// Two tables in one keyspace with one name: the one whose query comes later (in natural id
/// order, never file order; tables defined directly after derived ones) gets its query id
/// appended.
pub(super) fn disambiguate(out: &mut Derivation) {
    let mut seen: FxHashMap<(String, String), usize> = FxHashMap::default();
    let mut order: Vec<usize> = (0..out.model.tables.len()).collect();
    let id = |t: &Table| match &t.origin {
        Origin::Derived(q) => (0, q.as_str().to_owned()),
        Origin::Defined(d) => (1, d.as_str().to_owned()),
    };
    order.sort_by(|&a, &b| {
        let (x, y) = (id(&out.model.tables[a]), id(&out.model.tables[b]));
        x.0.cmp(&y.0).then_with(|| choices::natural_cmp(&x.1, &y.1))
    });
    for i in order {
        let key = (out.model.tables[i].keyspace.clone(), out.model.tables[i].name.clone());
        if let std::collections::hash_map::Entry::Vacant(slot) = seen.entry(key) {
            slot.insert(i);
            continue;
        }
        let t = &out.model.tables[i];
        let suffix = match &t.origin {
            Origin::Derived(q) => crate::naming::snake_case(q.as_str()),
            Origin::Defined(id) => crate::naming::snake_case(id.as_str()),
        };
        let mut candidate = format!("{}_{suffix}", t.name);
        let mut n = 2;
        while seen.contains_key(&(t.keyspace.clone(), candidate.clone())) {
            candidate = format!("{}_{suffix}_{n}", t.name);
            n += 1;
        }
        let mut d = Diagnostic::warning(
            Code::NameCollision,
            text!(
                "two tables would be named {}; the table of {} is named {candidate}",
                "有两张表都会叫 {}；{} 的表改名为 {candidate}",
                t.name,
                t.queries.first().map_or("?", QueryId::as_str)
            ),
        )
        .table(&candidate)
        .fix(text!("Rename one of the tables, or merge them if they have the same key.", "请重命名其中一张表；如果它们的键相同，也可以合并。"));
        if let Some(q) = t.queries.first() {
            d = d.query(q);
        }
        out.diagnostics.push(d);
        seen.insert((t.keyspace.clone(), candidate.clone()), i);
        out.model.tables[i].name = candidate;
    }
}

/// Table and keyspace names CQL cannot take get an error asking for a physical name.
pub(super) fn check(project: &Project, out: &mut Derivation) {
    if project.physical.keyspaces.is_empty() {
        out.diagnostics.push(
            Diagnostic::error(
                Code::KeyspaceProblem,
                text!("the project has no keyspace; tables are written to keyspace `app`", "项目没有键空间；表被写入键空间 `app`"),
            )
            .fix(text!("Add a keyspace on the Physical tab.", "请在“物理模型”页添加一个键空间。")),
        );
    }
    for ks in &project.physical.keyspaces {
        if let Some(problem) = names::schema_name_problem(&ks.name) {
            let problem_zh = problem.get(Lang::Zh);
            out.diagnostics.push(
                Diagnostic::error(
                    Code::InvalidCqlName,
                    text!("keyspace name {:?} cannot be used in CQL: {problem}", "键空间名 {:?} 不能用于 CQL：{problem_zh}", ks.name),
                )
                .fix(text!("Rename the keyspace on the Physical tab.", "请在“物理模型”页重命名该键空间。")),
            );
        }
    }
    for t in &out.model.tables {
        if let Some(problem) = names::schema_name_problem(&t.name) {
            let problem_zh = problem.get(Lang::Zh);
            let mut d = Diagnostic::error(
                Code::InvalidCqlName,
                text!(
                    "table name {:?} cannot be used in CQL: {problem}; the table is left out of schema.cql",
                    "表名 {:?} 不能用于 CQL：{problem_zh}；这张表已从 schema.cql 中略去",
                    t.name
                ),
            )
            .table(&t.name)
            .fix(text!(
                "Give the table a physical name (rename it on the Logical tab), e.g. in ASCII snake_case.",
                "请给这张表起一个物理名（在“逻辑模型”页重命名），例如 ASCII 的 snake_case 形式。"
            ));
            if let Some(q) = t.queries.first() {
                d = d.query(q);
            }
            out.diagnostics.push(d);
        }
    }
}

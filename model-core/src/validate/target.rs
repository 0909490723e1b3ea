//! The project's target against the model: a feature the target lacks is an error (its
//! statement is left out of schema.cql), one it switches off by default a warning, one its
//! documentation does not confirm a note. [`crate::cql::target_rules`] decides which features
//! a statement uses.

use crate::cql::target_rules::{index_feature, table_features};
use crate::derive::Derivation;
use crate::diagnostic::{Code, Diagnostic};
use crate::logical::Table;
use crate::project::Project;
use crate::target::{Feature, Support, Target};
use crate::text;
use crate::text::Text;

/// Pushes a diagnostic for each feature the model uses that its target lacks, disables or
/// does not document.
pub(super) fn check(project: &Project, derivation: &Derivation, d: &mut Vec<Diagnostic>) {
    let target = project.target();
    for t in &derivation.model.tables {
        for f in table_features(t) {
            push(target, t, f, None, d);
        }
        for i in t.all_indexes() {
            if let Some(f) = index_feature(&i) {
                push(target, t, f, Some(&i.effective_name(&t.name)), d);
            }
        }
    }
}

fn push(target: Target, t: &Table, f: Feature, index: Option<&str>, d: &mut Vec<Diagnostic>) {
    let (fe, fz) = f.names();
    let tn = target.name();
    let what = match index {
        Some(i) => text!("index {i} on table {}", "表 {} 上的索引 {i}", t.name),
        None if t.view_of.is_some() => text!("view {}", "视图 {}", t.name),
        None => text!("table {}", "表 {}", t.name),
    };
    let (we, wz) = (what.en(), what.get(crate::text::Lang::Zh));
    let diag = match target.supports(f) {
        Support::Yes => return,
        Support::No => Diagnostic::error(
            Code::UnsupportedByTarget,
            text!(
                "{we} uses {fe}, which {tn} does not have; it is left out of schema.cql",
                "{wz} 使用了{fz}，而 {tn} 没有这项功能；它已从 schema.cql 中略去"
            ),
        )
        .fix(fix(f)),
        Support::Disabled(setting) => {
            let without = fix(f);
            let (xe, xz) = (without.en(), without.get(crate::text::Lang::Zh));
            Diagnostic::warning(
                Code::TargetFeatureDisabled,
                text!("{we} uses {fe}, which {tn} switches off by default", "{wz} 使用了{fz}，而 {tn} 默认关闭这项功能"),
            )
            .fix(text!(
                "Ask the cluster's operator to set {setting} in its configuration, or do without it: {xe}",
                "请让集群管理员在配置中设置 {setting}，或者不用这项功能：{xz}"
            ))
        }
        Support::Unconfirmed => Diagnostic::info(
            Code::TargetFeatureUnconfirmed,
            text!(
                "{we} uses {fe}; the documentation of {tn} read for this tool does not confirm it has them",
                "{wz} 使用了{fz}；本工具查阅的 {tn} 文档未能确认它支持这项功能"
            ),
        )
        .fix(text!(
            "Check with the vendor before deploying (docs/targets.md lists what was read).",
            "部署前请向厂商确认（文档 targets.md 列出了所查阅的资料）。"
        )),
    };
    let diag = diag.table(&t.name);
    d.push(match t.queries.first() {
        Some(q) => diag.query(q),
        None => diag,
    });
}

/// How to do without a feature, or where to find it.
fn fix(f: Feature) -> Text {
    match f {
        Feature::MaterializedViews => text!(
            "Serve the view's query from a table derived for it (the method's own answer), written with the base table, or choose a target with materialized views.",
            "请用为该查询派生的表（本方法自己的做法）来服务视图的查询，并与基表一起写入；或者选择支持物化视图的目标。"
        ),
        Feature::SecondaryIndexes | Feature::Sai | Feature::Sasi => text!(
            "Remove the index and serve its queries from a table keyed by the indexed column, or choose a target with this kind of index.",
            "请删除该索引，改用以被索引列为键的表来服务相关查询；或者选择支持这种索引的目标。"
        ),
        Feature::Counters => text!(
            "Keep the count in a regular bigint column the application updates, or choose a target with counters.",
            "请把计数保存在由应用更新的普通 bigint 列中，或者选择支持计数器的目标。"
        ),
        Feature::StaticColumns => text!(
            "Make the column regular (repeated in every row), or choose a target with static columns.",
            "请把该列改为普通列（每行重复保存），或者选择支持静态列的目标。"
        ),
        Feature::Vector => text!(
            "Store the vector as a frozen list<float> or a blob and search it elsewhere, or choose a target with the vector type (Apache Cassandra 5.0, DataStax Astra DB Serverless).",
            "请把向量存为 frozen list<float> 或 blob 并在别处检索，或者选择支持向量类型的目标（Apache Cassandra 5.0、DataStax Astra DB Serverless）。"
        ),
        Feature::Udts => text!(
            "Flatten the type's fields into columns, or choose a target with user-defined types.",
            "请把该类型的字段展开为列，或者选择支持用户定义类型的目标。"
        ),
        Feature::Udfs | Feature::LoggedBatchesAcrossPartitions | Feature::CreateKeyspace => {
            text!("Choose a target that has it, or do without it.", "请选择支持它的目标，或者不用它。")
        }
    }
}

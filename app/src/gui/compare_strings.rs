//! The texts of File ▸ Compare with… (the open project against another version, and the
//! migration to it), in English and Simplified Chinese. Same form and checks as
//! [`super::i18n`]; kept apart so each file stays small.

use super::i18n::{Language, language};

super::i18n::strings! {
    compare_with = "Compare with" / "比较",
    compare_file = "A file… (project or CQL schema)" / "文件…（项目或 CQL 模式）",
    tip_compare_file = "What changed from another version of the model to the open project, and the CQL that migrates a live cluster" / "从模型的另一版本到当前项目改了什么，以及迁移运行中集群的 CQL",
    compare_last_commit = "The last git commit" / "最近一次提交（版本库）",
    tip_compare_last_commit = "The open project as last committed (git show HEAD) against the project as it is now" / "当前项目在版本库中最近一次提交的版本与现在的项目比较",
    compare_title = "Changes" / "变更",
    compare_from = "From {0} to the open project" / "从 {0} 到当前项目",
    compare_same = "No change: the two models are the same." / "没有变更：两个模型相同。",
    compare_schema_only = "The other side is a schema without a conceptual model: only the schemas are compared." / "另一方是没有概念模型的模式：只比较模式。",
    compare_count = "{0} change(s)" / "{0} 项变更",
    compare_rebuilds = "Rebuilds (new table, dual write, backfill, switch reads, drop the old)" / "重建（新表、双写、回填、切换读取、删除旧表）",
    compare_offers = "Lighter alternatives (SAI indexes, Cassandra 5.0)" / "更轻的方案（SAI 索引，Cassandra 5.0）",
    compare_notes = "Notes" / "说明",
    compare_allow_drop = "Write drops as statements" / "把删除写成语句",
    tip_compare_allow_drop = "Drops lose data: unticked, they are written commented out" / "删除会丢失数据：不勾选时它们以注释写出",
    compare_export = "Export migration…" / "导出迁移…",
    compare_exported = "Migration written to {0}" / "迁移已写入 {0}",
    compare_failed = "Cannot compare" / "无法比较",
    compare_unsaved = "The project has no file yet: save it in a git repository first" / "项目还没有文件：请先把它保存到版本库中",
    compare_export_failed = "Cannot write {0}: {1}" / "无法写入 {0}：{1}",
    compare_close = "Close" / "关闭",
    compare_on_diagrams = "On the diagrams:" / "图上：",
    compare_added = "added" / "新增",
    compare_changed = "changed" / "已更改",
    compare_removed_listed = "(removed ones are only listed)" / "（已删除的只在列表中）",
}

/// The texts of the current language.
pub fn tr() -> &'static Strings {
    match language() {
        Language::English => &EN,
        Language::Chinese => &ZH,
    }
}

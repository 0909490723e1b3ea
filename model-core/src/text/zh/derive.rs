//! The derive area's messages in Simplified Chinese.

use crate::text::Lang;
use crate::text::said::Derive;

/// `m` in Simplified Chinese.
pub(super) fn word(m: &Derive) -> String {
    match m {
        Derive::NotConnectedErDiagramSoNo { id, to, from } => format!("{id}：在 ER 图中 {to} 与 {from} 不相连，没有访问路径能把它们连起来"),
        Derive::DrawRelationshipBetweenRemoveAttributesFrom { from, to } => {
            format!("请在 {from} 和 {to} 之间画一个关系，或从查询中移除 {to} 的属性。")
        }
        Derive::ChosenKeyAlternativeNoLongerExists { id, arg1 } => format!("{id}：所选的第 {arg1} 个备选主键已不存在，改用默认主键"),
        Derive::CannotReturnedFromCounterTableCounters { id, what } => format!("{id}：{what} 不能从计数器表返回（计数器不能与其他列放在同一张表中）"),
        Derive::AskQueryOwnTableReadBeside { what } => format!("请在单独的查询中获取 {what}；它的表与计数器表一起读取。"),
        Derive::TablePlacedKeyspaceNotDefined { name, ks } => format!("表 {name} 被放在键空间 {ks} 中，但该键空间没有定义"),
        Derive::AddKeyspacePhysicalTabMoveTable { ks } => format!("请在“物理模型”页添加键空间 {ks}，或把表移到另一个键空间。"),
        Derive::ManualEditRefersNotColumnTable { id, what, a } => {
            let what = what.get(Lang::Zh);
            format!("{id}：一项手动修改（{what}）引用了 {a}，但它已不再是这张表的列")
        }
        Derive::Rename => "重命名".to_owned(),
        Derive::ColumnPartPrimaryKeyCannotRemoved { id, arg1 } => format!("{id}：列 {arg1} 是主键的一部分，不能手动移除"),
        Derive::ChooseAnotherKeyAlternativeInstead => "请改为选择另一个备选主键。".to_owned(),
        Derive::Remove => "移除".to_owned(),
        Derive::Static => "设为静态".to_owned(),
        Derive::Index => "建索引".to_owned(),
        Derive::TwoColumnsWouldNamedSecondNamed { id, original, candidate } => format!("{id}：有两列都会叫 {original}；第二列改名为 {candidate}"),
        Derive::GiveOneAttributesColumnNameOwn => "请在检查器中为其中一个属性指定自己的列名。".to_owned(),
        Derive::TableMergeNamesNoLongerExists { q } => format!("一项表合并引用了 {q}，但它已不存在"),
        Derive::WereMergedIntoOneTableBut { first, q, key_signature, g_key_signature } => {
            format!("{first} 和 {q} 曾合并为一张表，但现在它们的主键不同（{key_signature} 与 {g_key_signature}）；各自使用一张表")
        }
        Derive::HaveSamePrimaryKeyOneTable { tables, arg0, arg1 } => {
            let tables = tables.get(Lang::Zh);
            format!("{tables} 的主键相同，都是 {arg0}：一张表就能服务 {arg1}")
        }
        Derive::MergeThemLogicalTabTableMenu => "如果这些列可以放在一起，请合并它们（“逻辑模型”页，表菜单）。".to_owned(),
        Derive::TwoTablesWouldNamedTableNamed { name, arg1, candidate } => format!("有两张表都会叫 {name}；{arg1} 的表改名为 {candidate}"),
        Derive::RenameOneTablesMergeThemIf => "请重命名其中一张表；如果它们的键相同，也可以合并。".to_owned(),
        Derive::ProjectHasNoKeyspaceTablesWritten => "项目没有键空间；表被写入键空间 `app`".to_owned(),
        Derive::AddKeyspacePhysicalTab => "请在“物理模型”页添加一个键空间。".to_owned(),
        Derive::KeyspaceNameCannotUsedCql { name, problem } => {
            let problem = problem.get(Lang::Zh);
            format!("键空间名 {name} 不能用于 CQL：{problem}")
        }
        Derive::RenameKeyspacePhysicalTab => "请在“物理模型”页重命名该键空间。".to_owned(),
        Derive::TableNameCannotUsedCqlTable { name, problem } => {
            let problem = problem.get(Lang::Zh);
            format!("表名 {name} 不能用于 CQL：{problem}；这张表已从 schema.cql 中略去")
        }
        Derive::GiveTablePhysicalNameRenameLogical => "请给这张表起一个物理名（在“逻辑模型”页重命名），例如 ASCII 的 snake_case 形式。".to_owned(),
        Derive::TwoCompositeAttributesDefineTypeDifferent { name } => format!("有两个复合属性都定义了类型 {name}，但字段不同"),
        Derive::GiveOneThemAnotherTypeName => "请在检查器中为其中一个指定另一个类型名。".to_owned(),
        Derive::TypeKeyspaceUsedNoTableKept { name, ks } => format!("键空间 {ks} 的类型 {name} 没有被任何表使用；仍然保留并导出"),
        Derive::TypeRefersItselfThroughFields { name } => format!("类型 {name} 通过自己的字段引用了自身"),
        Derive::TypeUsedButNotDefined { name } => format!("类型 {name} 被使用了，但没有定义"),
        Derive::DefineFieldsCompositeAttributePhysicalTab => "请把它的字段定义为一个复合属性，或在“物理模型”页定义。".to_owned(),
        Derive::Nothing => "无".to_owned(),
        Derive::IndexChoiceNoLongerHolds { id, host, why } => {
            let why = why.get(crate::text::Lang::Zh);
            format!("{id}：它本应通过 SAI 索引由 {host} 的表服务，但{why}；它仍使用自己的表")
        }
        Derive::HostHasNoTable { host } => format!("{host} 没有表"),
        Derive::TargetHasNoSai => "目标数据库没有 SAI 索引".to_owned(),
        Derive::HostHoldsOtherRows => "那张表存放的是别的行".to_owned(),
        Derive::AggregatesMaintained { id, f_zh, what, .. } => {
            format!("{id}：{what} 的{f_zh}超出计数器能保存的范围（只能是整数，且不能与其他列并存）：该查询的聚合改为由应用维护的列")
        }
        Derive::AggregateNeedsAttribute { id, f_zh, .. } => format!("{id}：{f_zh}需要一个属性（只有计数统计行数）"),
        Derive::GiveAggregateAnAttribute => "请为该聚合指定一个属性（在查询检查器的“聚合”中）。".to_owned(),
        Derive::MergedTablesHoldOtherRows { first, q } => {
            format!("{first} 和 {q} 曾合并为一张表，但它们要的是不同的行（主体或经过的联系不同）；各自使用一张表")
        }
        Derive::CqlCannotAnswerThere => "CQL 无法在那里回答它".to_owned(),
    }
}

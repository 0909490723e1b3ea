//! The cql area's messages in Simplified Chinese.

use crate::text::said::Cql;

/// `m` in Simplified Chinese.
pub(super) fn word(m: &Cql) -> String {
    match m {
        Cql::KeyspaceLeftOut { keyspace } => format!("其键空间 {keyspace} 已被略去"),
        Cql::BaseTableNotTableKeyspace { base, keyspace } => format!("其基表 {base} 不是键空间 {keyspace} 中的表"),
        Cql::BaseTableCannotCreated { base } => format!("其基表 {base} 无法创建"),
        Cql::ColumnUsesTypeCannotCreated { name, name2 } => format!("其列 {name} 使用的类型 {name2} 无法创建"),
        Cql::HasNoColumns => "它没有任何列".to_owned(),
        Cql::HasNoPartitionKeyColumn => "它没有分区键列".to_owned(),
        Cql::ColumnHasEmptyName => "有一列的名称为空".to_owned(),
        Cql::ColumnAppearsTwice { name } => format!("列 {name} 出现了两次"),
        Cql::KeyColumnCollectionNotFrozen { name } => format!("键列 {name} 是未冻结（frozen）的集合"),
        Cql::ColumnHoldsCollectionInsideCollectionNot { name } => format!("列 {name} 的集合中嵌套了未冻结（frozen）的集合"),
        Cql::ColumnVectorDimensions { name } => format!("列 {name} 是 0 维的向量"),
        Cql::MixesCounterOtherNonKeyColumns => "它把计数器列和其他非键列混在一起（或主键中有计数器）".to_owned(),
        Cql::HasStaticColumnsButNoClustering => "它有静态列却没有聚簇列".to_owned(),
        Cql::OptionGivenTwiceAlso { k, first } => format!("选项 {k} 给出了两次（另一次写作 {first}）"),
        Cql::TypeNameEmpty => "类型名称为空".to_owned(),
        Cql::HasNoFields => "它没有任何字段".to_owned(),
        Cql::FieldVectorDimensions { n } => format!("字段 {n} 是 0 维的向量"),
        Cql::FieldHasEmptyName => "有一个字段的名称为空".to_owned(),
        Cql::FieldAppearsTwice { n } => format!("字段 {n} 出现了两次"),
        Cql::NameEmpty { what } => {
            let what = name_kind(what);
            format!("{what}名称为空")
        }
        Cql::NameHoldsLineBreakAnotherControl { what, name } => {
            let what = name_kind(what);
            format!("{what}名称 {name} 含有换行或其他控制字符，CQL 无法写出")
        }
    }
}

/// The kind of a name CQL cannot carry, in Chinese.
fn name_kind(what: &str) -> &'static str {
    match what {
        "column" => "列",
        "type" => "类型",
        "field" => "字段",
        _ => "数据中心",
    }
}

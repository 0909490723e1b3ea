//! The cql area's messages in Simplified Chinese.

use crate::text::said::Cql;

/// `m` in Simplified Chinese.
pub(super) fn word(m: &Cql) -> String {
    match m {
        Cql::TimeToLiveOutOfRange { value } => format!("default_time_to_live = {value} 不是 0 到 630720000（20 年）之间的整数秒"),
        Cql::WindowUnitNotTwcs { unit } => format!("compaction_window_unit {unit} 不是 MINUTES、HOURS 或 DAYS"),
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
        Cql::CounterInsideComposite { name } => format!("列 {name} 在集合、元组或类型中含有计数器；计数器只能单独作为一列"),
        Cql::FieldCounter { n } => format!("字段 {n} 是或含有计数器，类型不能包含计数器"),
        Cql::DurationInKey { name } => format!("键列 {name} 是或含有 duration，主键不能包含 duration"),
        Cql::DurationInSetOrMapKey { name } => format!("{name} 在 set 中或作为 map 的键含有 duration，Cassandra 不允许这样"),
        Cql::UnfrozenTypeHoldsUnfrozenCollection { name, ty } => format!("列 {name} 的类型 {ty} 未冻结（frozen），而其中含有未冻结的集合"),
        Cql::TimeToLiveOnCounterTable => "含计数器的表不能设置 default_time_to_live".to_owned(),
        Cql::TypeNotCreatedBefore { name } => format!("它使用的类型 {name} 未在它之前创建（类型不能直接或经由其他类型引用自身）"),
        Cql::IndexOnlyPartitionKey { column } => format!("它索引的是唯一的分区键列 {column}"),
        Cql::IndexClassNotJavaName { class } => format!("它的类 {class} 不是 Java 类名"),
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

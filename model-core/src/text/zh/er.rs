//! The er area's messages in Simplified Chinese.

use crate::text::said::Er;

/// `m` in Simplified Chinese.
pub(super) fn word(m: &Er) -> String {
    match m {
        Er::SpecialisationNamesEntityDoesNotExist { id, e } => format!("特化 {id} 引用的实体 {e} 不存在"),
        Er::RemoveFromSpecialisationCreateEntity => "请把它从特化中移除，或创建该实体。".to_owned(),
        Er::ListedSubtypeItself { sup } => format!("{sup} 被列为它自己的子类型"),
        Er::RemoveFromOwnSubtypes { sup } => format!("请把 {sup} 从它自己的子类型中移除。"),
        Er::SpecialisationHasNoSubtype { sup } => format!("{sup} 的特化没有子类型"),
        Er::ConnectSubtypeDelete => "请为它连接一个子类型，或删除它。".to_owned(),
        Er::ThroughSupertypesSubtypeItself { n } => format!("{n} 经由其超类型成了它自己的子类型"),
        Er::BreakCycleIsaLinks => "请打破 IsA 关系的环。".to_owned(),
        Er::OwnedThroughItself { n, chain } => format!("弱实体 {n} 经由其所有者（{chain}）归自己所有：它的键永无止境"),
        Er::GiveStrongOwner => "请为其中之一指定强所有者（有自己键的实体），或把它改为强实体。".to_owned(),
        Er::SubtypeMarksKeyAttributesButIdentified { n, sup } => {
            format!("子类型 {n} 标记了键属性，但它由超类型 {sup} 的键标识；它自己的键属性被忽略")
        }
        Er::UnmarkKeyAttributesInheritsKey { n, sup } => format!("请取消 {n} 的键属性标记（它继承 {sup} 的键）。"),
        Er::AlternateKeyNamesNotAttribute { n, what } => format!("{n} 的一个备用键引用了 {what}，它不是 {n} 的属性"),
        Er::MakeAlternateKeyOwnAttributes { n } => format!("请用 {n} 自己的属性组成备用键。"),
        Er::GoesThroughRelationshipDoesNotExist { id, r } => format!("{id} 经过的关系 {r} 不存在"),
        Er::ChooseAnotherRelationshipInspector => "请在检查器中选择另一个关系。".to_owned(),
        Er::NamesBothEntityRelationshipSubjectRelationship { id } => format!("{id} 同时指定了实体和关系作为主体；使用关系"),
        Er::KeepOneTwo => "请只保留其中一个。".to_owned(),
        Er::AggregatesDoesNotExist { id, a } => format!("{id} 聚合的 {a} 不存在"),
        Er::ChooseAnotherAttributeAggregate => "请为该聚合选择另一个属性。".to_owned(),
        Er::NeedsAttribute { id, f_zh, .. } => format!("{id}：{f_zh}需要一个属性"),
        Er::ChooseAttributeAggregate => "请选择要聚合的属性。".to_owned(),
    }
}

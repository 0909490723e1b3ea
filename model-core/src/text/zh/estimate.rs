//! The estimate area's messages in Simplified Chinese.

use crate::text::Lang;
use crate::text::said::Estimate;

/// `m` in Simplified Chinese.
pub(super) fn word(m: &Estimate) -> String {
    match m {
        Estimate::Per { rate, per } => {
            let per = per.get(Lang::Zh);
            format!("每{per} {rate} 个")
        }
        Estimate::Instances { name } => format!("{name} 的实例"),
        Estimate::GiveCountGrowthRateInspectorEstimates { name } => format!("请在检查器的估计值中为 {name} 给出数量（或增长率）。"),
        Estimate::GrowthRateRetentionOwnerCountMissing { name } => format!("{name}：它的增长率、保留期或所属实体的数量缺失或无效"),
        Estimate::Each { scale, entity_name } => format!("，{scale} 个 {entity_name} 各计"),
        Estimate::KeptDays { label, rate, each, d } => {
            let label = label.get(Lang::Zh);
            let rate = rate.get(Lang::Zh);
            let each = each.get(Lang::Zh);
            format!("{label}：{rate}{each}，保留 {d} 天")
        }
        Estimate::KeptForever { label, rate, each } => {
            let label = label.get(Lang::Zh);
            let rate = rate.get(Lang::Zh);
            let each = each.get(Lang::Zh);
            format!("{label}：{rate}{each}，永久保留")
        }
        Estimate::CountEstimateNotValidNumber { name, c } => format!("{name}：数量估计值 {c} 不是有效的数字"),
        Estimate::HasNoCountEstimate { name } => format!("{name} 没有数量估计值"),
        Estimate::Per2 { to_name, from_name, name } => format!("每个 {from_name} 的 {to_name}（{name}）"),
        Estimate::GiveEndFanOutHowMany { to_name, name, from_name } => {
            format!("请为 {name} 的 {to_name} 端给出扇出（每个 {from_name} 对应多少个 {to_name}）。")
        }
        Estimate::KeptDays2 { label, rate, d } => {
            let label = label.get(Lang::Zh);
            let rate = rate.get(Lang::Zh);
            format!("{label}：{rate}，保留 {d} 天")
        }
        Estimate::KeptForever2 { label, rate } => {
            let label = label.get(Lang::Zh);
            let rate = rate.get(Lang::Zh);
            format!("{label}：{rate}，永久保留")
        }
        Estimate::GrowthRateRetentionNotValidNumber { to_name } => format!("{to_name}：它的增长率或保留期不是有效的数字"),
        Estimate::FanOut { label } => {
            let label = label.get(Lang::Zh);
            format!("{label}，扇出")
        }
        Estimate::RelationshipFanOutNotValidNumber { name, f } => format!("关系 {name}：扇出 {f} 不是有效的数字"),
        Estimate::MostOne { label } => {
            let label = label.get(Lang::Zh);
            format!("{label}：至多一个")
        }
        Estimate::FromCounts { label, ct, to_name, cf, from_name } => {
            let label = label.get(Lang::Zh);
            format!("{label}：{ct} 个 {to_name} / {cf} 个 {from_name}，由数量估计值得出")
        }
        Estimate::RelationshipNoFanOutHowMany { name, to_name, from_name } => {
            format!("关系 {name}：没有扇出，不知道每个 {from_name} 对应多少个 {to_name}")
        }
        Estimate::Per3 { t, b } => format!("每个 {b} 的 {t}"),
        Estimate::NotConnectedErDiagramSoTheir { t, b } => format!("在 ER 图中 {t} 与 {b} 不相连，因此它们的数量之比未知"),
        Estimate::ArrivingOne { name, one, why, rate } => {
            let one = one.get(Lang::Zh);
            let why = why.get(Lang::Zh);
            let rate = rate.get(Lang::Zh);
            format!("{one}内到达的 {name}（{why}）：{rate}")
        }
        Estimate::NoClusteringColumnOneRowPer => "没有聚簇列：每个分区一行".to_owned(),
        Estimate::RowsTableDefinedDirectly => "直接定义的表的行数".to_owned(),
        Estimate::TableDefinedDirectlyColumnsNotLinked { name } => format!("表 {name} 是直接定义的：它的列没有关联到实体，因此每个分区的行数未知"),
        Estimate::DeriveTableFromQueryGetSize => "请从查询推导这张表，以得到大小估计。".to_owned(),
        Estimate::RowsUnknownEntity => "未知实体的行数".to_owned(),
        Estimate::EntityReturnsUnknownSoRowsUnknown { id } => format!("{id}：不知道它返回哪个实体，因此行数未知"),
        Estimate::OnePerPartitionKeyPartitionKey { name } => format!("每个分区一个 {name}（它的键就是分区键）"),
        Estimate::DistinctValues { label } => format!("÷ {label} 的不同值数量"),
        Estimate::PartitionKeyHowManyRowsShare { label } => {
            format!("分区键 {label}：不知道有多少行共享同一个值（关系的属性不能给出不同值数量的估计值）")
        }
        Estimate::DatePartitionKey { label } => format!("日期 {label} 在分区键中"),
        Estimate::DistinctValues2 { d, label } => format!("{label} 的 {d} 个不同值"),
        Estimate::PartitionKeyHowManyShareOne { label, ename, .. } => format!("分区键 {label}：不知道有多少个 {ename} 共享同一个值"),
        Estimate::GiveDistinctValuesEstimate { name, attr_name } => format!("请为 {name} 的 {attr_name} 给出不同值数量的估计值。"),
        Estimate::RandomBuckets { n } => format!("{n} 个随机桶"),
        Estimate::Bucket { unit, label } => {
            let unit = unit.get(Lang::Zh);
            format!("按{unit}对 {label} 分桶")
        }
        Estimate::Entity => "其所属实体".to_owned(),
        Estimate::BucketEffectNeedsGrowthRateInstances { unit, label, who } => {
            let unit = unit.get(Lang::Zh);
            let who = who.get(Lang::Zh);
            format!("按{unit}对 {label} 分桶：要估计它的效果，需要 {who} 的增长率（每单位时间新增的实例数）")
        }
        Estimate::GiveGrowthRateInspectorEstimates { who } => {
            let who = who.get(Lang::Zh);
            format!("请在检查器的估计值中为 {who} 给出增长率。")
        }
        Estimate::ConstantBucketEveryRowTableOne => "常量桶：表的所有行都在一个分区中".to_owned(),
        Estimate::GrowsByItsTime { name, attribute } => {
            format!("{name} 以时间（{attribute}）标识：除非估算另有说明，它会无限增长（请给出数量、扇出，或增长速率及保留时长）")
        }
    }
}

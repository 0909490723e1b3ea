//! The analysis area's messages in Simplified Chinese.

use crate::text::Lang;
use crate::text::said::Analysis;

/// `m` in Simplified Chinese.
pub(super) fn word(m: &Analysis) -> String {
    match m {
        Analysis::HasNoAverageSizeBytesDefault { label, human_number, arg1 } => {
            format!("{label} 没有平均大小；在 {arg1} 中假定为 {human_number} 字节（默认值）")
        }
        Analysis::GiveAverageSizeBytesInspector { label } => format!("请在检查器中为 {label} 给出平均大小（字节）。"),
        Analysis::NoAverageSizeForDefaultsAssumed { owner, names } => format!("{owner}：{names} 没有平均大小；已假定默认值"),
        Analysis::GiveAverageSizesInspector { owner } => format!("请在检查器中为 {owner} 的属性给出平均大小（字节）。"),
        Analysis::TableHasMostRowsPerPartition { name, human_number } => format!("；表 {name} 每个分区最多 {human_number} 行"),
        Analysis::RowsValues { human_number, human_number_v, bytes } => {
            let bytes = bytes.get(Lang::Zh);
            format!("{human_number} 行、{human_number_v} 个值、{bytes}")
        }
        Analysis::TableValuesPerPartitionNearCassandra { name, human_number, figures } => {
            let figures = figures.get(Lang::Zh);
            format!("表 {name}：每个分区 {human_number} 个值（{figures}），接近 Cassandra 每个分区 20 亿个单元格的硬性上限")
        }
        Analysis::TableValuesPerPartitionAbove { name, human_number, s_warn_values, figures } => {
            let figures = figures.get(Lang::Zh);
            format!("表 {name}：每个分区 {human_number} 个值，超过 {s_warn_values}（{figures}）")
        }
        Analysis::TablePerPartitionAbove { name, bytes, limit, figures } => {
            let bytes = bytes.get(Lang::Zh);
            let limit = limit.get(Lang::Zh);
            let figures = figures.get(Lang::Zh);
            format!("表 {name}：每个分区 {bytes}，超过 {limit}（{figures}）")
        }
        Analysis::TablePerPartitionAboveIdeal { name, bytes, limit, figures } => {
            let bytes = bytes.get(Lang::Zh);
            let limit = limit.get(Lang::Zh);
            let figures = figures.get(Lang::Zh);
            format!("表 {name}：每个分区 {bytes}，超过理想值 {limit}（{figures}）")
        }
        Analysis::PassesValuesAfterDays { human_number, days_ceil } => format!("；{days_ceil} 天后将超过 {human_number} 个值"),
        Analysis::TablePartitionsGrowWithoutBoundRows { name, human_number, when } => {
            let when = when.get(Lang::Zh);
            format!("表 {name}：分区无限增长，每天增加 {human_number} 行{when}")
        }
        Analysis::TablePartitionsGrowByTime { name, why } => {
            let why = why.get(Lang::Zh);
            format!("表 {name}：分区无限增长：{why}")
        }
        Analysis::AddColumnPartitionKeySplitTable => {
            "请在分区键中加入一列、拆分这张表，或者对它分桶（按时间戳的某个时间单位，或随机的 0..N-1）。".to_owned()
        }
        Analysis::ConstantBucket { name } => format!("{name} 是一个常量桶"),
        Analysis::RandomBucket { name, arg1 } => format!("{name} 是一个随机桶 0..{arg1}"),
        Analysis::BucketAllCurrentWritesGoNewest { name, words } => {
            let words = words.get(Lang::Zh);
            format!("{name} 是按{words}划分的桶：当前的写入全都落在最新的桶里")
        }
        Analysis::TakesDistinctValues { label, human_number } => format!("{label} 有 {human_number} 个不同的值"),
        Analysis::IdentifiesGrowingNumber { label, name } => format!("{label} 标识的 {name} 数量不断增长"),
        Analysis::IdentifiesOne { label, human_number, name } => format!("{label} 标识 {human_number} 个 {name} 中的一个"),
        Analysis::Boolean { label } => format!("{label} 是布尔值"),
        Analysis::DateAllOneDayWritesGo { label } => format!("{label} 是日期：同一天的写入全都落在一个分区里"),
        Analysis::NearlyUnique { label, ty } => format!("{label} 是 {ty}（几乎唯一）"),
        Analysis::LooksLikeFewValuesJudgingName { label, last } => {
            let last = low_name(last);
            format!("从名称看，{label} 像是{last}（取值很少）")
        }
        Analysis::TableHotPartitionKey { name, key_signature, why } => {
            let why = why.get(Lang::Zh);
            format!("表 {name}：热点分区键（{key_signature}）：{why}")
        }
        Analysis::AddHighCardinalityColumnPartitionKey => {
            "请在分区键中加入一个高基数的列（查询给出的标识符），或用随机桶 0..N-1 分散写入，读取时读全部 N 个桶。".to_owned()
        }
        Analysis::GiveEntityDistinctValuesEstimateConfirm => "。请为该实体给出不同值数量的估计值，以确认或排除这一问题".to_owned(),
        Analysis::Used { arg0 } => format!("，被 {arg0} 使用"),
        Analysis::TableSecondaryIndexHighCardinalityColumn { name, c_name, why, used } => {
            let why = why.get(Lang::Zh);
            let used = used.get(Lang::Zh);
            format!("表 {name}：在高基数列 {c_name} 上建了二级索引（{why}）{used}：每次查找都要询问每个节点")
        }
        Analysis::ServeQueryTableOwnPartitionedColumn => "请不用索引，而是用一张以该列为分区键的专用表来服务这个查询。".to_owned(),
        Analysis::KeepOneRangeAttributeQueryFilter => "请在查询中只保留一个范围属性，另一个在应用中过滤，或者为第二个属性单独建一张表。".to_owned(),
        Analysis::SoCannotAnsweredWithoutAllowFiltering { qid, what } => {
            let what = what.get(Lang::Zh);
            format!("{qid}：{what}，因此不用 ALLOW FILTERING 就无法回答")
        }
        Analysis::AddAttributeBackTablePrimaryKey => "请把该属性重新加入表的主键，或重新推导这张表。".to_owned(),
        Analysis::ChooseKeyAlternativePutsColumnPrimary => "请选择一个按查询顺序把该列放进主键的备选主键，或撤销手动修改。".to_owned(),
        Analysis::RowsDeletedRegularlyEachDeleteLeaves { id, name } => {
            format!("{id}：{name} 的行会被定期删除；每次删除都会留下一个墓碑，在压缩之前读取该分区时都要扫描它（队列反模式）")
        }
        Analysis::LetRowsExpireTimeBucketDrop => "请让行按时间桶过期（整桶删除旧数据）或使用 TTL，队列需求请交给消息队列系统。".to_owned(),
        Analysis::RowsDeletedRegularlyOneRowPer { id, name } => {
            format!("{id}：{name} 的行会被定期删除；每个分区只有一行时墓碑的代价很小，但请留意 gc_grace_seconds")
        }
        Analysis::TableServesNoQuery { name } => format!("表 {name} 不服务于任何查询：对它的每次写入都有代价，却没有读取"),
        Analysis::AttachQueriesServesPhysicalTabDrop => "请关联它服务的查询（“物理模型”页），或删除这张表。".to_owned(),
        Analysis::ServedNoTable { id } => format!("没有表服务于 {id}"),
        Analysis::ReDeriveModelAttachQueryTable => "请重新推导模型，或把该查询关联到能回答它的表。".to_owned(),
        Analysis::RowsValuesPerPartition { human_number, human_number_v, bytes } => {
            let bytes = bytes.get(Lang::Zh);
            format!("每个分区 {human_number} 行、{human_number_v} 个值、{bytes}")
        }
        Analysis::BucketAddPartitionKeyReadOver { unit, label, col, after } => {
            let unit = unit.get(Lang::Zh);
            let after = after.get(Lang::Zh);
            format!("按{unit}对 {label} 分桶：把 {col} 加入分区键；{after}。按时间范围读取时，每{unit}读一个分区。")
        }
        Analysis::SpreadEachPartitionOverRandomBuckets { count, arg0, after } => {
            let after = after.get(Lang::Zh);
            format!("把每个分区分散到 {count} 个随机桶 0..{arg0} 中：把 bucket 加入分区键；{after}。每次读取都要分散到全部 {count} 个桶。")
        }
        Analysis::Bytes { n } => format!("{n} 字节"),
        Analysis::SmallListOnePartition { name, key_signature, entity } => format!(
            "表 {name} 的所有行都在一个分区中（{key_signature}）：这是不增长的小列表的常见设计（整体读取，由应用缓存）；如果 {entity} 很大或会增长，请给出它的数量或增长速率"
        ),
    }
}

/// A low-cardinality name word (see `analysis::patterns`' `LOW_NAMES`) in Chinese.
fn low_name(word: &str) -> &'static str {
    match word {
        "status" => "状态",
        "state" => "状态",
        "type" => "类型",
        "kind" => "种类",
        "category" => "类别",
        "flag" => "标志",
        "gender" => "性别",
        "level" => "级别",
        "priority" => "优先级",
        "country" => "国家",
        "region" => "地区",
        _ => "低基数的值",
    }
}

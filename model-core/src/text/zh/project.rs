//! The project area's messages in Simplified Chinese.

use crate::project::TimeUnit;
use crate::text::said::Project;

/// `m` in Simplified Chinese.
pub(super) fn word(m: &Project) -> String {
    match m {
        Project::NeedsMapNotFrozenNot { f, ty } => format!("{f}() 需要未冻结的 map，而不是 {ty}"),
        Project::ValuesNeedsCollectionNotFrozenNot { ty } => format!("VALUES() 需要未冻结的集合，而不是 {ty}"),
        Project::FullNeedsFrozenCollectionNot { ty } => format!("FULL() 需要冻结的集合，而不是 {ty}"),
        Project::Unit(unit) => match unit {
            TimeUnit::Second => "秒",
            TimeUnit::Minute => "分钟",
            TimeUnit::Hour => "小时",
            TimeUnit::Day => "天",
            TimeUnit::Week => "周",
            TimeUnit::Month => "月",
            TimeUnit::Year => "年",
        }
        .to_owned(),
        Project::OneUnit(unit) => match unit {
            TimeUnit::Second => "一秒",
            TimeUnit::Minute => "一分钟",
            TimeUnit::Hour => "一小时",
            TimeUnit::Day => "一天",
            TimeUnit::Week => "一周",
            TimeUnit::Month => "一个月",
            TimeUnit::Year => "一年",
        }
        .to_owned(),
    }
}

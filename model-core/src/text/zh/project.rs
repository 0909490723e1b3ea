//! The project area's messages in Simplified Chinese.

use crate::text::said::Project;

/// `m` in Simplified Chinese.
pub(super) fn word(m: &Project) -> String {
    match m {
        Project::NeedsMapNotFrozenNot { f, ty } => format!("{f}() 需要未冻结的 map，而不是 {ty}"),
        Project::ValuesNeedsCollectionNotFrozenNot { ty } => format!("VALUES() 需要未冻结的集合，而不是 {ty}"),
        Project::FullNeedsFrozenCollectionNot { ty } => format!("FULL() 需要冻结的集合，而不是 {ty}"),
        Project::Second => "秒".to_owned(),
        Project::Minute => "分钟".to_owned(),
        Project::Hour => "小时".to_owned(),
        Project::Day => "天".to_owned(),
        Project::Week => "周".to_owned(),
        Project::Month => "月".to_owned(),
        Project::Year => "年".to_owned(),
        Project::OneSecond => "一秒".to_owned(),
        Project::OneMinute => "一分钟".to_owned(),
        Project::OneHour => "一小时".to_owned(),
        Project::OneDay => "一天".to_owned(),
        Project::OneWeek => "一周".to_owned(),
        Project::OneMonth => "一个月".to_owned(),
        Project::OneYear => "一年".to_owned(),
    }
}

//! The project area's messages in English.

use crate::text::said::Project;

/// `m` in English.
pub(super) fn word(m: &Project) -> String {
    match m {
        Project::NeedsMapNotFrozenNot { f, ty } => format!("{f}() needs a map that is not frozen, not {ty}"),
        Project::ValuesNeedsCollectionNotFrozenNot { ty } => format!("VALUES() needs a collection that is not frozen, not {ty}"),
        Project::FullNeedsFrozenCollectionNot { ty } => format!("FULL() needs a frozen collection, not {ty}"),
        Project::Second => "second".to_owned(),
        Project::Minute => "minute".to_owned(),
        Project::Hour => "hour".to_owned(),
        Project::Day => "day".to_owned(),
        Project::Week => "week".to_owned(),
        Project::Month => "month".to_owned(),
        Project::Year => "year".to_owned(),
        Project::OneSecond => "one second".to_owned(),
        Project::OneMinute => "one minute".to_owned(),
        Project::OneHour => "one hour".to_owned(),
        Project::OneDay => "one day".to_owned(),
        Project::OneWeek => "one week".to_owned(),
        Project::OneMonth => "one month".to_owned(),
        Project::OneYear => "one year".to_owned(),
    }
}

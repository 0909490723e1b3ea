//! The project area's messages in English.

use crate::project::TimeUnit;
use crate::text::said::Project;

/// `m` in English.
pub(super) fn word(m: &Project) -> String {
    match m {
        Project::NeedsMapNotFrozenNot { f, ty } => format!("{f}() needs a map that is not frozen, not {ty}"),
        Project::ValuesNeedsCollectionNotFrozenNot { ty } => format!("VALUES() needs a collection that is not frozen, not {ty}"),
        Project::FullNeedsFrozenCollectionNot { ty } => format!("FULL() needs a frozen collection, not {ty}"),
        Project::Unit(unit) => match unit {
            TimeUnit::Second => "second",
            TimeUnit::Minute => "minute",
            TimeUnit::Hour => "hour",
            TimeUnit::Day => "day",
            TimeUnit::Week => "week",
            TimeUnit::Month => "month",
            TimeUnit::Year => "year",
        }
        .to_owned(),
        Project::OneUnit(unit) => match unit {
            TimeUnit::Second => "one second",
            TimeUnit::Minute => "one minute",
            TimeUnit::Hour => "one hour",
            TimeUnit::Day => "one day",
            TimeUnit::Week => "one week",
            TimeUnit::Month => "one month",
            TimeUnit::Year => "one year",
        }
        .to_owned(),
    }
}

//! Messages of the project area, as typed values: one variant per message,
//! its fields the names and figures it is built from (already formatted). Worded by
//! `text::en::project` and `text::zh::project`.

/// A message of the project area.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Project {
    /// "{f}() needs a map that is not frozen, not {ty}"
    NeedsMapNotFrozenNot {
        /// `{f}` in the message.
        f: String,
        /// `{ty}` in the message.
        ty: String,
    },
    /// "VALUES() needs a collection that is not frozen, not {ty}"
    ValuesNeedsCollectionNotFrozenNot {
        /// `{ty}` in the message.
        ty: String,
    },
    /// "FULL() needs a frozen collection, not {ty}"
    FullNeedsFrozenCollectionNot {
        /// `{ty}` in the message.
        ty: String,
    },
    /// "second"
    Second,
    /// "minute"
    Minute,
    /// "hour"
    Hour,
    /// "day"
    Day,
    /// "week"
    Week,
    /// "month"
    Month,
    /// "year"
    Year,
    /// "one second"
    OneSecond,
    /// "one minute"
    OneMinute,
    /// "one hour"
    OneHour,
    /// "one day"
    OneDay,
    /// "one week"
    OneWeek,
    /// "one month"
    OneMonth,
    /// "one year"
    OneYear,
}

//! A CQL value of the generated data.

/// A CQL value (provisional shape, as specified for the `proof` branch).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Value {
    /// No value.
    Null,
    /// `text`, `varchar`.
    Text(String),
    /// `ascii`.
    Ascii(String),
    /// `boolean`.
    Boolean(bool),
    /// `tinyint`.
    TinyInt(i8),
    /// `smallint`.
    SmallInt(i16),
    /// `int`.
    Int(i32),
    /// `bigint`.
    BigInt(i64),
    /// `varint` (within i64).
    Varint(i64),
    /// `counter`.
    Counter(i64),
    /// `decimal` as (unscaled, scale).
    Decimal(i64, i32),
    /// `float` as its bits.
    Float(u32),
    /// `double` as its bits.
    Double(u64),
    /// `uuid`.
    Uuid([u8; 16]),
    /// `timeuuid`.
    TimeUuid([u8; 16]),
    /// `timestamp`: milliseconds since the epoch.
    Timestamp(i64),
    /// `date`: days since the epoch.
    Date(i32),
    /// `time`: nanoseconds since midnight.
    Time(i64),
    /// `blob`.
    Blob(Vec<u8>),
    /// `inet` (IPv4).
    Inet([u8; 4]),
    /// `duration`.
    Duration {
        /// Months.
        months: i32,
        /// Days.
        days: i32,
        /// Nanoseconds.
        nanos: i64,
    },
    /// `list<…>`.
    List(Vec<Value>),
    /// `set<…>`, sorted and without repeats.
    Set(Vec<Value>),
    /// `map<…>`, sorted by key.
    Map(Vec<(Value, Value)>),
    /// `tuple<…>`.
    Tuple(Vec<Value>),
    /// A user-defined type's value: field names and values in the type's order.
    Udt(Vec<(String, Value)>),
    /// `vector<…, n>`.
    Vector(Vec<Value>),
}

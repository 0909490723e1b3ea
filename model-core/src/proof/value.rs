//! The values of generated data: what the driver binds and what a SELECT returns.

use std::cmp::Ordering;
use std::fmt;

/// A CQL value of the generated data (what the driver binds and what a SELECT returns,
/// compared by equality). Floating-point values are kept as their bits so that `Eq`, `Ord`
/// and `Hash` hold; the generator makes only finite, exactly representable values. The
/// derived `Ord` is a total order for sorting and deduplicating (sets, maps); the order
/// Cassandra sorts clustering columns in is [`Value::cql_cmp`].
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Value {
    /// No value (a column left empty).
    Null,
    /// `text`.
    Text(String),
    /// `ascii` (ASCII characters only).
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
    /// `varint` (generated within `i64`).
    Varint(i64),
    /// `counter`.
    Counter(i64),
    /// `decimal` as (unscaled, scale): `Decimal(150, 2)` is 1.50.
    Decimal(i64, i32),
    /// `float`, as its bits.
    Float(u32),
    /// `double`, as its bits.
    Double(u64),
    /// `uuid`.
    Uuid([u8; 16]),
    /// `timeuuid` (a version 1 UUID).
    TimeUuid([u8; 16]),
    /// `timestamp`: milliseconds since the epoch.
    Timestamp(i64),
    /// `date`: days since the epoch (may be negative).
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
    /// `list<T>`, in order.
    List(Vec<Value>),
    /// `set<T>`: sorted by the derived order, without duplicates ([`Value::set`]).
    Set(Vec<Value>),
    /// `map<K, V>`: sorted by key, one entry per key ([`Value::map`]).
    Map(Vec<(Value, Value)>),
    /// `tuple<…>`.
    Tuple(Vec<Value>),
    /// A user-defined type: (field name, value), in the type's field order.
    Udt(Vec<(String, Value)>),
    /// `vector<T, n>`.
    Vector(Vec<Value>),
}

impl Value {
    /// A set of these elements: sorted, duplicates removed.
    pub fn set(mut elements: Vec<Value>) -> Self {
        elements.sort();
        elements.dedup();
        Self::Set(elements)
    }

    /// A map of these entries: sorted by key, the last entry of a key kept.
    pub fn map(entries: Vec<(Value, Value)>) -> Self {
        let mut m: std::collections::BTreeMap<Value, Value> = std::collections::BTreeMap::new();
        for (k, v) in entries {
            m.insert(k, v);
        }
        Self::Map(m.into_iter().collect())
    }

    /// A `double` value.
    pub fn double(x: f64) -> Self {
        Self::Double(x.to_bits())
    }

    /// A `float` value.
    pub fn float(x: f32) -> Self {
        Self::Float(x.to_bits())
    }

    /// The bytes of the value on the wire in the native protocol, its own length prefix aside
    /// (an element of a collection, a tuple or a UDT counts its prefix): what a write of it
    /// sends, for a load's MB/s.
    pub fn encoded_len(&self) -> usize {
        let varint = |x: i64| (64 - (x ^ (x >> 63)).leading_zeros() as usize) / 8 + 1;
        let prefixed = |v: &Value| 4 + v.encoded_len();
        match self {
            Self::Null => 0,
            Self::Text(s) | Self::Ascii(s) => s.len(),
            Self::Boolean(_) | Self::TinyInt(_) => 1,
            Self::SmallInt(_) => 2,
            Self::Int(_) | Self::Date(_) | Self::Float(_) | Self::Inet(_) => 4,
            Self::BigInt(_) | Self::Counter(_) | Self::Double(_) | Self::Timestamp(_) | Self::Time(_) => 8,
            Self::Varint(x) => varint(*x),
            Self::Decimal(unscaled, _) => 4 + varint(*unscaled),
            Self::Uuid(_) | Self::TimeUuid(_) => 16,
            Self::Blob(b) => b.len(),
            // Three zig-zag vints: at most 9 bytes each.
            Self::Duration { months, days, nanos } => {
                [i64::from(*months), i64::from(*days), *nanos].iter().map(|&x| varint(x).min(9) + 1).sum()
            }
            Self::List(items) | Self::Set(items) => 4 + items.iter().map(prefixed).sum::<usize>(),
            Self::Map(entries) => 4 + entries.iter().map(|(k, v)| prefixed(k) + prefixed(v)).sum::<usize>(),
            Self::Tuple(items) => items.iter().map(prefixed).sum(),
            Self::Udt(fields) => fields.iter().map(|(_, v)| prefixed(v)).sum(),
            Self::Vector(items) => items.iter().map(Value::encoded_len).sum(),
        }
    }

    /// `true` for [`Value::Null`].
    pub fn is_null(&self) -> bool {
        matches!(self, Self::Null)
    }

    /// The value as a comparer should see it: a counter as a `bigint` (an aggregate read from a
    /// counter column or from a maintained `bigint` one is the same number), and empty
    /// collections as `Null` (Cassandra stores no cell for an empty collection and returns
    /// null), recursively for the elements of collections.
    pub fn normalized(&self) -> Value {
        match self {
            Self::Counter(n) => Self::BigInt(*n),
            _ if is_empty_collection(self) => Self::Null,
            Self::List(v) => Self::List(v.iter().map(Value::normalized).collect()),
            Self::Set(v) => Self::set(v.iter().map(Value::normalized).collect()),
            Self::Map(m) => Self::map(m.iter().map(|(k, v)| (k.normalized(), v.normalized())).collect()),
            Self::Tuple(v) => Self::Tuple(v.iter().map(Value::normalized).collect()),
            Self::Vector(v) => Self::Vector(v.iter().map(Value::normalized).collect()),
            Self::Udt(f) => Self::Udt(f.iter().map(|(n, v)| (n.clone(), v.normalized())).collect()),
            other => other.clone(),
        }
    }

    /// The order Cassandra sorts clustering values of one type in: numbers by value
    /// (decimals across scales, floats as numbers), a `timeuuid` by its time then its bytes,
    /// text by its UTF-8 bytes, collections element by element. `Null` sorts first. Values of
    /// different kinds fall back on the derived order.
    pub fn cql_cmp(&self, other: &Value) -> Ordering {
        match (self, other) {
            (Self::Decimal(a, sa), Self::Decimal(b, sb)) => decimal_cmp(*a, *sa, *b, *sb),
            (Self::Float(a), Self::Float(b)) => f32::from_bits(*a).total_cmp(&f32::from_bits(*b)),
            (Self::Double(a), Self::Double(b)) => f64::from_bits(*a).total_cmp(&f64::from_bits(*b)),
            (Self::TimeUuid(a), Self::TimeUuid(b)) => timeuuid_time(a).cmp(&timeuuid_time(b)).then_with(|| a.cmp(b)),
            (Self::List(a), Self::List(b))
            | (Self::Set(a), Self::Set(b))
            | (Self::Tuple(a), Self::Tuple(b))
            | (Self::Vector(a), Self::Vector(b)) => seq_cmp(a, b),
            (Self::Udt(a), Self::Udt(b)) => {
                let a: Vec<&Value> = a.iter().map(|(_, v)| v).collect();
                let b: Vec<&Value> = b.iter().map(|(_, v)| v).collect();
                for (x, y) in a.iter().zip(&b) {
                    let o = x.cql_cmp(y);
                    if o != Ordering::Equal {
                        return o;
                    }
                }
                a.len().cmp(&b.len())
            }
            (Self::Map(a), Self::Map(b)) => {
                for ((ka, va), (kb, vb)) in a.iter().zip(b) {
                    let o = ka.cql_cmp(kb).then_with(|| va.cql_cmp(vb));
                    if o != Ordering::Equal {
                        return o;
                    }
                }
                a.len().cmp(&b.len())
            }
            _ => self.cmp(other),
        }
    }

    /// The value as a CQL literal, for reports: strings quoted with `'` doubled, blobs as
    /// `0x…`, uuids in their 8-4-4-4-12 form, dates and times quoted as text, collections
    /// and UDTs in their literal syntax.
    pub fn cql_literal(&self) -> String {
        match self {
            Self::Null => "null".to_owned(),
            Self::Text(s) | Self::Ascii(s) => format!("'{}'", s.replace('\'', "''")),
            Self::Boolean(b) => b.to_string(),
            Self::TinyInt(n) => n.to_string(),
            Self::SmallInt(n) => n.to_string(),
            Self::Int(n) => n.to_string(),
            Self::BigInt(n) | Self::Varint(n) | Self::Counter(n) => n.to_string(),
            Self::Decimal(u, s) => decimal_text(*u, *s),
            Self::Float(b) => float_text(f64::from(f32::from_bits(*b))),
            Self::Double(b) => float_text(f64::from_bits(*b)),
            Self::Uuid(b) | Self::TimeUuid(b) => uuid_text(b),
            Self::Timestamp(ms) => format!("'{}'", timestamp_text(*ms)),
            Self::Date(d) => format!("'{}'", date_text(*d)),
            Self::Time(ns) => format!("'{}'", time_text(*ns)),
            Self::Blob(b) => {
                let mut s = String::from("0x");
                for x in b {
                    s.push_str(&format!("{x:02x}"));
                }
                s
            }
            Self::Inet(a) => format!("'{}.{}.{}.{}'", a[0], a[1], a[2], a[3]),
            Self::Duration { months, days, nanos } => format!("{months}mo{days}d{nanos}ns"),
            Self::List(v) | Self::Vector(v) => format!("[{}]", join(v.iter().map(Value::cql_literal))),
            Self::Set(v) => format!("{{{}}}", join(v.iter().map(Value::cql_literal))),
            Self::Map(m) => {
                format!("{{{}}}", join(m.iter().map(|(k, v)| format!("{}: {}", k.cql_literal(), v.cql_literal()))))
            }
            Self::Tuple(v) => format!("({})", join(v.iter().map(Value::cql_literal))),
            Self::Udt(f) => format!(
                "{{{}}}",
                join(f.iter().map(|(n, v)| format!("{}: {}", crate::cql::quote_identifier(n), v.cql_literal())))
            ),
        }
    }
}

impl fmt::Display for Value {
    /// The CQL literal ([`Value::cql_literal`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.cql_literal())
    }
}

fn is_empty_collection(v: &Value) -> bool {
    match v {
        Value::List(x) | Value::Set(x) => x.is_empty(),
        Value::Map(m) => m.is_empty(),
        _ => false,
    }
}

fn seq_cmp(a: &[Value], b: &[Value]) -> Ordering {
    for (x, y) in a.iter().zip(b) {
        let o = x.cql_cmp(y);
        if o != Ordering::Equal {
            return o;
        }
    }
    a.len().cmp(&b.len())
}

fn join(items: impl Iterator<Item = String>) -> String {
    items.collect::<Vec<_>>().join(", ")
}

/// Compares two decimals exactly, whatever their scales.
fn decimal_cmp(a: i64, sa: i32, b: i64, sb: i32) -> Ordering {
    let (a, b) = (i128::from(a), i128::from(b));
    let shift = |x: i128, by: i32| -> Option<i128> {
        10i128.checked_pow(u32::try_from(by).ok()?).and_then(|p| x.checked_mul(p))
    };
    let (x, y) =
        if sa >= sb { (Some(a), shift(b, sa.saturating_sub(sb))) } else { (shift(a, sb.saturating_sub(sa)), Some(b)) };
    match (x, y) {
        (Some(x), Some(y)) => x.cmp(&y),
        // Out of range: compare as floating point (never for generated values).
        _ => (a as f64 / 10f64.powi(sa)).total_cmp(&(b as f64 / 10f64.powi(sb))),
    }
}

/// The 60-bit timestamp of a version 1 UUID.
pub(crate) fn timeuuid_time(b: &[u8; 16]) -> u64 {
    let low = u64::from(u32::from_be_bytes([b[0], b[1], b[2], b[3]]));
    let mid = u64::from(u16::from_be_bytes([b[4], b[5]]));
    let high = u64::from(u16::from_be_bytes([b[6], b[7]]) & 0x0fff);
    (high << 48) | (mid << 32) | low
}

fn decimal_text(unscaled: i64, scale: i32) -> String {
    if scale <= 0 {
        let zeros = "0".repeat(usize::try_from(scale.unsigned_abs()).unwrap_or(0).min(64));
        return if unscaled == 0 { "0".to_owned() } else { format!("{unscaled}{zeros}") };
    }
    let digits = unscaled.unsigned_abs().to_string();
    let scale = usize::try_from(scale).unwrap_or(0);
    let padded =
        if digits.len() <= scale { format!("{}{digits}", "0".repeat(scale + 1 - digits.len())) } else { digits };
    let (int, frac) = padded.split_at(padded.len() - scale);
    format!("{}{int}.{frac}", if unscaled < 0 { "-" } else { "" })
}

fn float_text(x: f64) -> String {
    if x.is_finite() && x == x.trunc() && x.abs() < 1e15 { format!("{x:.1}") } else { format!("{x}") }
}

fn uuid_text(b: &[u8; 16]) -> String {
    let hex: String = b.iter().map(|x| format!("{x:02x}")).collect();
    format!("{}-{}-{}-{}-{}", &hex[0..8], &hex[8..12], &hex[12..16], &hex[16..20], &hex[20..32])
}

/// Year, month, day of a day count since 1970-01-01 (proleptic Gregorian; Howard Hinnant's
/// algorithm).
pub(crate) fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = u32::try_from(doy - (153 * mp + 2) / 5 + 1).unwrap_or(1);
    let m = u32::try_from(if mp < 10 { mp + 3 } else { mp - 9 }).unwrap_or(1);
    (if m <= 2 { y + 1 } else { y }, m, d)
}

/// Days since 1970-01-01 of a civil date.
pub(crate) fn days_from_civil(y: i64, m: u32, d: u32) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y.rem_euclid(400);
    let m = i64::from(m);
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + i64::from(d) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

fn date_text(days: i32) -> String {
    let (y, m, d) = civil_from_days(i64::from(days));
    format!("{y:04}-{m:02}-{d:02}")
}

fn time_text(ns: i64) -> String {
    let s = ns.div_euclid(1_000_000_000);
    let frac = ns.rem_euclid(1_000_000_000);
    format!("{:02}:{:02}:{:02}.{frac:09}", s / 3600, (s / 60) % 60, s % 60)
}

fn timestamp_text(ms: i64) -> String {
    let days = ms.div_euclid(86_400_000);
    let rest = ms.rem_euclid(86_400_000);
    let date = date_text(i32::try_from(days).unwrap_or(0));
    format!(
        "{date} {:02}:{:02}:{:02}.{:03}+0000",
        rest / 3_600_000,
        (rest / 60_000) % 60,
        (rest / 1000) % 60,
        rest % 1000
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encoded_lengths_are_the_native_protocol_s() {
        assert_eq!(Value::Text("abc".into()).encoded_len(), 3);
        assert_eq!(Value::Uuid([0; 16]).encoded_len(), 16);
        assert_eq!(Value::Varint(127).encoded_len(), 1);
        assert_eq!(Value::Varint(128).encoded_len(), 2, "two's complement needs a sign byte");
        assert_eq!(Value::Varint(-128).encoded_len(), 1);
        // A count, then each element with its length.
        assert_eq!(Value::List(vec![Value::Int(1), Value::Int(2)]).encoded_len(), 4 + 2 * (4 + 4));
        assert_eq!(Value::Null.encoded_len(), 0);
    }

    #[test]
    fn literals_and_orders() {
        assert_eq!(Value::Text("it's".into()).cql_literal(), "'it''s'");
        assert_eq!(Value::Decimal(150, 2).cql_literal(), "1.50");
        assert_eq!(Value::Decimal(-5, 2).cql_literal(), "-0.05");
        assert_eq!(Value::Date(0).cql_literal(), "'1970-01-01'");
        assert_eq!(Value::Timestamp(86_400_000 + 1).cql_literal(), "'1970-01-02 00:00:00.001+0000'");
        assert_eq!(Value::Decimal(150, 2).cql_cmp(&Value::Decimal(2, 0)), Ordering::Less);
        assert_eq!(
            Value::set(vec![Value::Int(2), Value::Int(1), Value::Int(2)]),
            Value::Set(vec![Value::Int(1), Value::Int(2)])
        );
        assert_eq!(days_from_civil(2024, 3, 1), 19_783);
        assert_eq!(civil_from_days(19_783), (2024, 3, 1));
        assert_eq!(Value::List(vec![]).normalized(), Value::Null);
        assert_eq!(Value::Counter(3).normalized(), Value::BigInt(3));
    }
}

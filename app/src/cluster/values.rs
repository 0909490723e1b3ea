//! Values between model-core's [`Value`] and the driver's `CqlValue`: bound by the type the
//! server gives each `?` marker of a prepared statement (so an `int` of the model binds to a
//! `bigint` column where the schema widened it), and read back from the rows it returns
//! (sets and maps sorted, so two equal collections compare equal).

use model_core::proof::Value;
use scylla::frame::response::result::{CollectionType, ColumnType, NativeType};
use scylla::statement::prepared::PreparedStatement;
use scylla::value::{
    Counter, CqlDate, CqlDecimal, CqlDuration, CqlTime, CqlTimestamp, CqlTimeuuid, CqlValue, CqlVarint,
};
use std::net::{IpAddr, Ipv4Addr};

/// The values of a prepared statement's markers, in order, each converted to its marker's
/// type; an error names the marker and why the value does not fit.
pub fn bind(prepared: &PreparedStatement, values: &[Value]) -> Result<Vec<Option<CqlValue>>, String> {
    let specs = prepared.get_variable_col_specs();
    if specs.len() != values.len() {
        return Err(format!("the statement has {} bound values, {} were given", specs.len(), values.len()));
    }
    specs
        .iter()
        .zip(values)
        .map(|(spec, v)| to_cql(v, spec.typ()).map_err(|why| format!("value for {}: {why}", spec.name())))
        .collect()
}

/// A value as the driver binds it to a column of type `ty` (`None`: null).
pub fn to_cql(value: &Value, ty: &ColumnType<'_>) -> Result<Option<CqlValue>, String> {
    if matches!(value, Value::Null) {
        return Ok(None);
    }
    let no = || Err(format!("{value:?} does not fit a column of type {ty:?}"));
    let element = |v: &Value, t: &ColumnType<'_>| -> Result<CqlValue, String> {
        to_cql(v, t)?.ok_or_else(|| "a collection cannot hold a null".to_owned())
    };
    Ok(Some(match ty {
        ColumnType::Native(n) => match native(value, n) {
            Some(v) => v,
            None => return no(),
        },
        ColumnType::Collection { typ, .. } => match (typ, value) {
            (CollectionType::List(t), Value::List(vs) | Value::Set(vs)) => {
                CqlValue::List(vs.iter().map(|v| element(v, t)).collect::<Result<_, _>>()?)
            }
            (CollectionType::Set(t), Value::Set(vs) | Value::List(vs)) => {
                CqlValue::Set(vs.iter().map(|v| element(v, t)).collect::<Result<_, _>>()?)
            }
            (CollectionType::Map(k, t), Value::Map(kvs)) => CqlValue::Map(
                kvs.iter().map(|(a, b)| Ok((element(a, k)?, element(b, t)?))).collect::<Result<_, String>>()?,
            ),
            _ => return no(),
        },
        ColumnType::Vector { typ, .. } => match value {
            Value::Vector(vs) | Value::List(vs) => {
                CqlValue::Vector(vs.iter().map(|v| element(v, typ)).collect::<Result<_, _>>()?)
            }
            _ => return no(),
        },
        ColumnType::UserDefinedType { definition, .. } => match value {
            Value::Udt(fields) => {
                let mut out = Vec::with_capacity(definition.field_types.len());
                for (name, t) in &definition.field_types {
                    let v = fields.iter().find(|(f, _)| f == name.as_ref()).map(|(_, v)| v);
                    out.push((
                        name.to_string(),
                        match v {
                            Some(v) => to_cql(v, t)?,
                            None => None,
                        },
                    ));
                }
                CqlValue::UserDefinedType {
                    keyspace: definition.keyspace.to_string(),
                    name: definition.name.to_string(),
                    fields: out,
                }
            }
            _ => return no(),
        },
        ColumnType::Tuple(types) => match value {
            Value::Tuple(vs) if vs.len() == types.len() => {
                CqlValue::Tuple(vs.iter().zip(types).map(|(v, t)| to_cql(v, t)).collect::<Result<_, _>>()?)
            }
            _ => return no(),
        },
        _ => return no(),
    }))
}

/// A scalar for a native type, widened where no value is lost.
fn native(value: &Value, ty: &NativeType) -> Option<CqlValue> {
    let int = match value {
        Value::TinyInt(i) => Some(i64::from(*i)),
        Value::SmallInt(i) => Some(i64::from(*i)),
        Value::Int(i) => Some(i64::from(*i)),
        Value::BigInt(i) | Value::Varint(i) | Value::Counter(i) => Some(*i),
        _ => None,
    };
    Some(match (ty, value) {
        (NativeType::Text, Value::Text(s) | Value::Ascii(s)) => CqlValue::Text(s.clone()),
        (NativeType::Ascii, Value::Ascii(s) | Value::Text(s)) if s.is_ascii() => CqlValue::Ascii(s.clone()),
        (NativeType::Boolean, Value::Boolean(b)) => CqlValue::Boolean(*b),
        (NativeType::TinyInt, _) => CqlValue::TinyInt(i8::try_from(int?).ok()?),
        (NativeType::SmallInt, _) => CqlValue::SmallInt(i16::try_from(int?).ok()?),
        (NativeType::Int, _) => CqlValue::Int(i32::try_from(int?).ok()?),
        (NativeType::BigInt, _) => CqlValue::BigInt(int?),
        (NativeType::Counter, _) => CqlValue::Counter(Counter(int?)),
        (NativeType::Varint, _) => CqlValue::Varint(CqlVarint::from_signed_bytes_be(be_bytes(int?))),
        (NativeType::Decimal, Value::Decimal(unscaled, scale)) => {
            CqlValue::Decimal(CqlDecimal::from_signed_be_bytes_and_exponent(be_bytes(*unscaled), *scale))
        }
        (NativeType::Decimal, _) => CqlValue::Decimal(CqlDecimal::from_signed_be_bytes_and_exponent(be_bytes(int?), 0)),
        (NativeType::Float, Value::Float(bits)) => CqlValue::Float(f32::from_bits(*bits)),
        (NativeType::Double, Value::Double(bits)) => CqlValue::Double(f64::from_bits(*bits)),
        (NativeType::Double, Value::Float(bits)) => CqlValue::Double(f64::from(f32::from_bits(*bits))),
        (NativeType::Uuid, Value::Uuid(b) | Value::TimeUuid(b)) => CqlValue::Uuid(uuid::Uuid::from_bytes(*b)),
        (NativeType::Timeuuid, Value::TimeUuid(b)) => CqlValue::Timeuuid(CqlTimeuuid::from(uuid::Uuid::from_bytes(*b))),
        (NativeType::Timestamp, Value::Timestamp(ms)) => CqlValue::Timestamp(CqlTimestamp(*ms)),
        (NativeType::Date, Value::Date(days)) => {
            CqlValue::Date(CqlDate((i64::from(*days) + (1i64 << 31)).try_into().ok()?))
        }
        (NativeType::Time, Value::Time(ns)) => CqlValue::Time(CqlTime(*ns)),
        (NativeType::Blob, Value::Blob(b)) => CqlValue::Blob(b.clone()),
        (NativeType::Inet, Value::Inet(a)) => CqlValue::Inet(IpAddr::V4(Ipv4Addr::from(*a))),
        (NativeType::Duration, Value::Duration { months, days, nanos }) => {
            CqlValue::Duration(CqlDuration { months: *months, days: *days, nanoseconds: *nanos })
        }
        _ => return None,
    })
}

/// A value of type `ty` that any column of the type takes: what a statement is tried with
/// when it only has to run (a collection holds one element, a UDT its first field).
pub fn example(ty: &ColumnType<'_>) -> Value {
    match ty {
        ColumnType::Native(n) => match n {
            NativeType::Ascii => Value::Ascii("a".into()),
            NativeType::Boolean => Value::Boolean(true),
            NativeType::Blob => Value::Blob(vec![1]),
            NativeType::Counter => Value::Counter(1),
            NativeType::Date => Value::Date(20_000),
            NativeType::Decimal => Value::Decimal(15, 1),
            NativeType::Double => Value::Double(1.5f64.to_bits()),
            NativeType::Duration => Value::Duration { months: 0, days: 1, nanos: 0 },
            NativeType::Float => Value::Float(1.5f32.to_bits()),
            NativeType::Int => Value::Int(1),
            NativeType::BigInt => Value::BigInt(1),
            NativeType::Text => Value::Text("a".into()),
            NativeType::Timestamp => Value::Timestamp(1_700_000_000_000),
            NativeType::Inet => Value::Inet([127, 0, 0, 1]),
            NativeType::SmallInt => Value::SmallInt(1),
            NativeType::TinyInt => Value::TinyInt(1),
            NativeType::Time => Value::Time(3_600_000_000_000),
            NativeType::Timeuuid => {
                Value::TimeUuid(*uuid::Uuid::from_u64_pair(0x1234_5678_1234_11ef, 0x8000_0000_0000_0001).as_bytes())
            }
            NativeType::Uuid => Value::Uuid(*uuid::Uuid::from_u64_pair(1, 2).as_bytes()),
            NativeType::Varint => Value::Varint(1),
            _ => Value::Null,
        },
        ColumnType::Collection { typ, .. } => match typ {
            CollectionType::List(t) => Value::List(vec![example(t)]),
            CollectionType::Set(t) => Value::Set(vec![example(t)]),
            CollectionType::Map(k, v) => Value::Map(vec![(example(k), example(v))]),
            _ => Value::Null,
        },
        ColumnType::Vector { typ, dimensions } => Value::Vector(vec![example(typ); usize::from(*dimensions)]),
        ColumnType::UserDefinedType { definition, .. } => {
            Value::Udt(definition.field_types.iter().map(|(n, t)| (n.to_string(), example(t))).collect())
        }
        ColumnType::Tuple(ts) => Value::Tuple(ts.iter().map(example).collect()),
        _ => Value::Null,
    }
}

/// Example values for every marker of a prepared statement ([`example`]).
pub fn examples(prepared: &PreparedStatement) -> Vec<Value> {
    prepared.get_variable_col_specs().iter().map(|s| example(s.typ())).collect()
}

/// The shortest big-endian two's-complement bytes of `n` (as Cassandra writes varints).
fn be_bytes(n: i64) -> Vec<u8> {
    let bytes = n.to_be_bytes();
    let mut start = 0;
    while start < 7 {
        let (a, b) = (bytes[start], bytes[start + 1]);
        if (a == 0 && b & 0x80 == 0) || (a == 0xff && b & 0x80 != 0) {
            start += 1;
        } else {
            break;
        }
    }
    bytes[start..].to_vec()
}

/// An integer from big-endian two's-complement bytes, when it fits 64 bits.
fn from_be_bytes(b: &[u8]) -> Option<i64> {
    if b.is_empty() || b.len() > 8 {
        return None;
    }
    let fill = if b[0] & 0x80 != 0 { 0xff } else { 0 };
    let mut full = [fill; 8];
    full[8 - b.len()..].copy_from_slice(b);
    Some(i64::from_be_bytes(full))
}

/// A value read from a row, as model-core compares it.
pub fn from_cql(value: CqlValue) -> Value {
    let sorted = |mut vs: Vec<Value>| {
        vs.sort();
        vs.dedup();
        vs
    };
    match value {
        CqlValue::Ascii(s) => Value::Ascii(s),
        CqlValue::Text(s) => Value::Text(s),
        CqlValue::Boolean(b) => Value::Boolean(b),
        CqlValue::TinyInt(i) => Value::TinyInt(i),
        CqlValue::SmallInt(i) => Value::SmallInt(i),
        CqlValue::Int(i) => Value::Int(i),
        CqlValue::BigInt(i) => Value::BigInt(i),
        CqlValue::Counter(c) => Value::Counter(c.0),
        CqlValue::Varint(v) => from_be_bytes(v.as_signed_bytes_be_slice())
            .map_or_else(|| Value::Blob(v.as_signed_bytes_be_slice().to_vec()), Value::Varint),
        CqlValue::Decimal(d) => {
            let (bytes, scale) = d.as_signed_be_bytes_slice_and_exponent();
            from_be_bytes(bytes).map_or_else(|| Value::Blob(bytes.to_vec()), |u| Value::Decimal(u, scale))
        }
        CqlValue::Float(f) => Value::Float(f.to_bits()),
        CqlValue::Double(f) => Value::Double(f.to_bits()),
        CqlValue::Uuid(u) => Value::Uuid(*u.as_bytes()),
        CqlValue::Timeuuid(u) => Value::TimeUuid(*uuid::Uuid::from(u).as_bytes()),
        CqlValue::Timestamp(t) => Value::Timestamp(t.0),
        CqlValue::Date(d) => Value::Date(i32::try_from(i64::from(d.0) - (1i64 << 31)).unwrap_or(i32::MIN)),
        CqlValue::Time(t) => Value::Time(t.0),
        CqlValue::Blob(b) => Value::Blob(b),
        CqlValue::Inet(IpAddr::V4(a)) => Value::Inet(a.octets()),
        CqlValue::Inet(IpAddr::V6(a)) => Value::Blob(a.octets().to_vec()),
        CqlValue::Duration(d) => Value::Duration { months: d.months, days: d.days, nanos: d.nanoseconds },
        CqlValue::List(vs) => Value::List(vs.into_iter().map(from_cql).collect()),
        CqlValue::Set(vs) => Value::Set(sorted(vs.into_iter().map(from_cql).collect())),
        CqlValue::Vector(vs) => Value::Vector(vs.into_iter().map(from_cql).collect()),
        CqlValue::Map(kvs) => {
            let mut kvs: Vec<(Value, Value)> = kvs.into_iter().map(|(k, v)| (from_cql(k), from_cql(v))).collect();
            kvs.sort();
            Value::Map(kvs)
        }
        CqlValue::Tuple(vs) => Value::Tuple(vs.into_iter().map(|v| v.map_or(Value::Null, from_cql)).collect()),
        CqlValue::UserDefinedType { fields, .. } => {
            Value::Udt(fields.into_iter().map(|(n, v)| (n, v.map_or(Value::Null, from_cql))).collect())
        }
        CqlValue::Empty => Value::Null,
        _ => Value::Null,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varint_bytes_are_the_shortest_twos_complement() {
        for n in [0i64, 1, -1, 127, 128, -128, -129, 255, 256, i64::MAX, i64::MIN, 1_000_000] {
            let b = be_bytes(n);
            assert_eq!(from_be_bytes(&b), Some(n), "{n}: {b:?}");
        }
        assert_eq!(be_bytes(128), vec![0, 128]);
        assert_eq!(be_bytes(-128), vec![128]);
    }

    #[test]
    fn scalars_widen_and_refuse_what_does_not_fit() {
        let int = ColumnType::Native(NativeType::Int);
        let big = ColumnType::Native(NativeType::BigInt);
        assert_eq!(to_cql(&Value::Int(5), &big), Ok(Some(CqlValue::BigInt(5))));
        assert_eq!(to_cql(&Value::BigInt(5), &int), Ok(Some(CqlValue::Int(5))));
        assert!(to_cql(&Value::BigInt(1 << 40), &int).is_err());
        assert!(to_cql(&Value::Text("x".into()), &int).is_err());
        assert_eq!(to_cql(&Value::Null, &int), Ok(None));
        let date = ColumnType::Native(NativeType::Date);
        let Ok(Some(d)) = to_cql(&Value::Date(-3), &date) else { panic!("date") };
        assert_eq!(from_cql(d), Value::Date(-3));
    }
}

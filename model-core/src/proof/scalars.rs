//! Values of each CQL type from a number: the `pick`-th value of a type. Equal picks give equal
//! values (how the generator ties rows on purpose), different picks different values (how it
//! keeps keys unique), and each type's values sort as their picks do, so a range around a
//! pick's value is a range of picks.

use super::rng::{Rng, mix};
use super::value::Value;
use crate::cql::{CqlType, NativeType};
use crate::project::{Attribute, Project};

/// 2024-03-01T00:00:00Z in milliseconds: the generated times start there.
pub const BASE_MS: i64 = 1_709_251_200_000;
/// 2024-03-01 in days since the epoch.
pub const BASE_DAY: i32 = 19_783;
/// The step between two consecutive picks of a timestamp: 5 h 17 min, so 100 picks span
/// about 22 days and a day holds four or five of them.
pub const STEP_MS: i64 = (5 * 60 + 17) * 60_000;

const WORDS: [&str; 24] = [
    "alder", "birch", "cedar", "delta", "ember", "fjord", "grove", "heron", "iris", "juniper", "kestrel", "lotus",
    "maple", "nectar", "onyx", "pine", "quartz", "river", "sage", "tundra", "umber", "violet", "willow", "yarrow",
];

/// The `pick`-th value of a native type. `salt` varies the bytes of uuids between attributes;
/// texts of a `text` column now and then hold a quote or non-ASCII letters.
pub fn scalar(ty: NativeType, pick: u64, salt: u64) -> Value {
    let p = i64::try_from(pick).unwrap_or(i64::MAX / 2);
    match ty {
        NativeType::Text => Value::Text(word(pick, true)),
        NativeType::Ascii => Value::Ascii(word(pick, false)),
        NativeType::Boolean => Value::Boolean(pick % 2 == 1),
        NativeType::Tinyint => Value::TinyInt(i8::try_from(p.rem_euclid(127)).unwrap_or(0)),
        NativeType::Smallint => Value::SmallInt(i16::try_from(p.rem_euclid(32_000) + 1).unwrap_or(0)),
        NativeType::Int => Value::Int(i32::try_from(p.rem_euclid(2_000_000_000) + 1).unwrap_or(0)),
        NativeType::Bigint => Value::BigInt(p.saturating_add(1)),
        NativeType::Varint => Value::Varint(p.saturating_add(1)),
        NativeType::Counter => Value::Counter(p),
        NativeType::Decimal => Value::Decimal(p.saturating_mul(25).saturating_add(100), 2),
        NativeType::Double => Value::double((p as f64) * 0.25 + 1.0),
        NativeType::Float => Value::float(((p.rem_euclid(1 << 20)) as f32) * 0.25 + 1.0),
        NativeType::Uuid => Value::Uuid(uuid4(pick, salt)),
        NativeType::Timeuuid => Value::TimeUuid(timeuuid(timestamp(pick), salt)),
        NativeType::Timestamp => Value::Timestamp(timestamp(pick)),
        NativeType::Date => Value::Date(BASE_DAY.saturating_add(i32::try_from(p.rem_euclid(1 << 20)).unwrap_or(0))),
        NativeType::Time => {
            Value::Time((p.rem_euclid(96)) * 15 * 60 * 1_000_000_000 + (p / 96).rem_euclid(60) * 1_000_000_000)
        }
        NativeType::Blob => {
            Value::Blob(pick.to_be_bytes().iter().copied().skip_while(|b| *b == 0).collect::<Vec<u8>>()).or_zero()
        }
        NativeType::Inet => Value::Inet([10, (pick >> 16) as u8, (pick >> 8) as u8, pick as u8]),
        NativeType::Duration => {
            Value::Duration { months: 0, days: i32::try_from(p.rem_euclid(10_000)).unwrap_or(0), nanos: 0 }
        }
    }
}

trait OrZero {
    fn or_zero(self) -> Value;
}

impl OrZero for Value {
    /// An empty blob of pick 0 is `0x00`, so that every pick has a value.
    fn or_zero(self) -> Value {
        match self {
            Value::Blob(b) if b.is_empty() => Value::Blob(vec![0]),
            v => v,
        }
    }
}

/// The time of a pick: [`BASE_MS`] + pick × [`STEP_MS`].
pub fn timestamp(pick: u64) -> i64 {
    BASE_MS.saturating_add(i64::try_from(pick % (1 << 30)).unwrap_or(0).saturating_mul(STEP_MS))
}

/// A short word: the pick-th of a list, numbered past its end (`cedar`, `cedar2`); one pick in
/// nine has an apostrophe, one in thirteen (text only) non-ASCII letters.
fn word(pick: u64, unicode: bool) -> String {
    let n = WORDS.len() as u64;
    let base = WORDS.get(usize::try_from(pick % n).unwrap_or(0)).copied().unwrap_or("word");
    let mut w = if pick >= n { format!("{base}{}", pick / n + 1) } else { base.to_owned() };
    if pick % 9 == 4 {
        w.push_str("'s");
    }
    if unicode && pick % 13 == 6 {
        w.push_str("-Zoë-東京");
    }
    w
}

/// A version 4 uuid whose first four bytes are the pick (first bit clear), so that different
/// picks never collide and the byte order is the pick order; the rest from the salt.
fn uuid4(pick: u64, salt: u64) -> [u8; 16] {
    let r = mix(salt ^ pick.wrapping_mul(0x9E37_79B9));
    let r2 = mix(r);
    let mut b = [0u8; 16];
    let head = u32::try_from(pick % (1 << 31)).unwrap_or(0).to_be_bytes();
    b[..4].copy_from_slice(&head);
    b[4..12].copy_from_slice(&r.to_be_bytes());
    b[12..16].copy_from_slice(&r2.to_be_bytes()[..4]);
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    b
}

/// A version 1 uuid of a time (milliseconds since the epoch), its clock sequence and node from
/// the salt.
pub fn timeuuid(ms: i64, salt: u64) -> [u8; 16] {
    // 100-nanosecond intervals since 1582-10-15.
    let t = u64::try_from(ms.saturating_mul(10_000).saturating_add(0x01B2_1DD2_1381_4000)).unwrap_or(0);
    let mut b = [0u8; 16];
    b[0..4].copy_from_slice(&((t & 0xffff_ffff) as u32).to_be_bytes());
    b[4..6].copy_from_slice(&(((t >> 32) & 0xffff) as u16).to_be_bytes());
    b[6..8].copy_from_slice(&((((t >> 48) & 0x0fff) as u16) | 0x1000).to_be_bytes());
    let r = mix(salt).to_be_bytes();
    b[8..16].copy_from_slice(&r);
    b[8] = (b[8] & 0x3f) | 0x80;
    b
}

/// A value of a CQL type for an attribute: collections of 1–3 elements (`Null` for none:
/// Cassandra keeps no empty collection), a composite attribute's UDT with its fields (some
/// left `Null`), a vector of its length.
pub fn typed(project: &Project, attr: Option<&Attribute>, ty: &CqlType, pick: u64, salt: u64, rng: &mut Rng) -> Value {
    typed_depth(project, attr, ty, pick, salt, rng, 0)
}

fn typed_depth(
    project: &Project,
    attr: Option<&Attribute>,
    ty: &CqlType,
    pick: u64,
    salt: u64,
    rng: &mut Rng,
    depth: u32,
) -> Value {
    if depth > 4 {
        return Value::Null;
    }
    let element = |t: &CqlType, rng: &mut Rng, salt: u64| {
        let p = pick.wrapping_mul(3).wrapping_add(rng.below(6));
        typed_depth(project, attr, t, p, salt, rng, depth + 1)
    };
    match ty {
        CqlType::Native(n) => scalar(*n, pick, salt),
        CqlType::Frozen(t) => typed_depth(project, attr, t, pick, salt, rng, depth),
        CqlType::Set(t) | CqlType::List(t) => {
            let n = 1 + rng.index(3);
            let items: Vec<Value> = (0..n).map(|i| element(t, rng, salt ^ i as u64)).collect();
            if matches!(ty, CqlType::Set(_)) { Value::set(items) } else { Value::List(items) }
        }
        CqlType::Map(k, v) => {
            let n = 1 + rng.index(3);
            Value::map(
                (0..n).map(|i| (element(k, rng, salt ^ (i as u64) ^ 0x55), element(v, rng, salt ^ i as u64))).collect(),
            )
        }
        CqlType::Tuple(ts) => {
            Value::Tuple(ts.iter().enumerate().map(|(i, t)| element(t, rng, salt ^ i as u64)).collect())
        }
        CqlType::Vector(t, n) => {
            let n = (*n).min(4096);
            Value::Vector((0..n).map(|i| scalar_of(t, u64::from(i).wrapping_add(pick) % 16, salt)).collect())
        }
        CqlType::Udt(name) => {
            let fields = udt_fields(project, attr, name);
            Value::Udt(
                fields
                    .iter()
                    .enumerate()
                    .map(|(i, (n, t))| {
                        let v = if rng.chance(10) {
                            Value::Null
                        } else {
                            element(t, rng, salt ^ (i as u64).wrapping_mul(7919))
                        };
                        (n.clone(), v)
                    })
                    .collect(),
            )
        }
    }
}

fn scalar_of(t: &CqlType, pick: u64, salt: u64) -> Value {
    match t {
        CqlType::Native(n) => scalar(*n, pick, salt),
        _ => Value::Null,
    }
}

/// The fields of a user-defined type: the composite attribute's own (when its type is the
/// attribute's UDT), else a physical UDT of that name.
pub fn udt_fields(project: &Project, attr: Option<&Attribute>, name: &str) -> Vec<(String, CqlType)> {
    if let Some(a) = attr.filter(|a| a.is_composite() && a.udt_name() == name) {
        return a.fields.iter().map(|f| (f.name.clone(), f.ty.clone())).collect();
    }
    if let Some(u) = project.physical.udts.iter().find(|u| u.name == name) {
        return u.fields.iter().map(|f| (f.name.clone(), f.ty.clone())).collect();
    }
    for a in project
        .entities
        .iter()
        .flat_map(|e| &e.attributes)
        .chain(project.relationships.iter().flat_map(|r| &r.attributes))
    {
        if a.is_composite() && a.udt_name() == name {
            return a.fields.iter().map(|f| (f.name.clone(), f.ty.clone())).collect();
        }
    }
    Vec::new()
}

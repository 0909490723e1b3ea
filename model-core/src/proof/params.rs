//! Parameters to run a query with: values drawn from the instance (rows that match) and some
//! that match nothing.

use super::answer::{Condition, Params};
use super::evaluate::{bindings, given_value, prepare};
use super::instance::Instance;
use super::rng::Rng;
use super::value::Value;
use crate::project::{Predicate, Project, Query};

/// `count` parameter sets for `query` on `instance`, seeded: about three in four from a
/// binding of the instance (an existing given value: `=` that value, `IN` it and one or two
/// others, one of them absent, a range from it to another existing value, a one-sided range
/// at it), the others from values no instance has (a run that must return nothing). A given on
/// the `per` attribute takes periods. None for a query the evaluator refuses.
pub fn parameter_sets(project: &Project, instance: &Instance, query: &Query, count: usize, seed: u64) -> Vec<Params> {
    let Ok(p) = prepare(project, query) else { return Vec::new() };
    let Ok(all) = bindings(instance, &p, None) else { return Vec::new() };
    let mut rng = Rng::for_part(seed, query.id.as_str());
    let n = query.given.len();
    // Each given's existing values, per binding with every given bound.
    let rows: Vec<Vec<Value>> = all
        .iter()
        .map(|b| (0..n).map(|i| given_value(instance, &p, b, i)).collect::<Vec<Value>>())
        .filter(|r| r.iter().all(|v| !v.is_null()))
        .collect();
    let mut out = Vec::new();
    for k in 0..count {
        let miss = rows.is_empty() || (k % 4 == 3);
        let row = if rows.is_empty() { None } else { rows.get(rng.index(rows.len())) };
        let other = if rows.is_empty() { None } else { rows.get(rng.index(rows.len())) };
        let mut conditions = Vec::new();
        for (i, g) in query.given.iter().enumerate() {
            let here = row.and_then(|r| r.get(i)).cloned().unwrap_or(Value::Null);
            let there = other.and_then(|r| r.get(i)).cloned().unwrap_or_else(|| here.clone());
            // A miss changes the last given only: the other values exist, the combination not.
            let absent = miss && i + 1 == n;
            let v = if absent || here.is_null() { absent_like(&here, &mut rng) } else { here.clone() };
            let (lo, hi) = if v.cql_cmp(&there) == std::cmp::Ordering::Greater || absent {
                (v.clone(), v.clone())
            } else {
                (v.clone(), there.clone())
            };
            let c = match g.predicate {
                Predicate::Eq => Condition::Eq(v),
                Predicate::In => {
                    let mut vs = vec![v.clone(), absent_like(&here, &mut rng)];
                    if there != v && !absent {
                        vs.push(there);
                    }
                    Condition::In(vs)
                }
                Predicate::Range => Condition::Range { low: Some((lo, true)), high: Some((hi, true)) },
                Predicate::Lt => Condition::Range { low: None, high: Some((hi, false)) },
                Predicate::Le => Condition::Range { low: None, high: Some((hi, true)) },
                Predicate::Gt => Condition::Range { low: Some((lo, false)), high: None },
                Predicate::Ge => Condition::Range { low: Some((lo, true)), high: None },
            };
            conditions.push((g.attribute.clone(), c));
        }
        if let Some(n) = &query.nearest {
            // The query vector: one of the instance's own (a product like this one).
            let base = crate::ids::AttributeId::from(n.attribute.split_role().0);
            let vectors: Vec<&Value> = instance
                .entities
                .values()
                .flatten()
                .filter_map(|r| r.values.get(&base))
                .filter(|v| matches!(v, Value::Vector(_)))
                .collect();
            let Some(v) = (!vectors.is_empty()).then(|| vectors[rng.index(vectors.len())]) else { return Vec::new() };
            conditions.push((n.attribute.clone(), Condition::Eq(v.clone())));
        }
        out.push(Params { conditions });
    }
    out
}

/// A value of the same type as `v` that the generator never makes (far past its picks);
/// text for a `Null`.
fn absent_like(v: &Value, rng: &mut Rng) -> Value {
    let far = 900_000 + rng.below(1000);
    let fi = i64::try_from(far).unwrap_or(900_000);
    match v {
        Value::Text(_) | Value::Null => Value::Text(format!("absent-{far}")),
        Value::Ascii(_) => Value::Ascii(format!("absent-{far}")),
        Value::Boolean(b) => Value::Boolean(*b),
        Value::TinyInt(_) => Value::TinyInt(-100),
        Value::SmallInt(_) => Value::SmallInt(-30_000),
        Value::Int(_) => Value::Int(-i32::try_from(far).unwrap_or(1)),
        Value::BigInt(_) => Value::BigInt(-fi),
        Value::Varint(_) => Value::Varint(-fi),
        Value::Counter(_) => Value::Counter(-fi),
        Value::Decimal(_, s) => Value::Decimal(-fi, *s),
        Value::Float(_) => Value::float(-1.5),
        Value::Double(_) => Value::double(-1.5),
        Value::Uuid(_) => Value::Uuid([0xff; 16].map(|x| x & 0x7f)),
        Value::TimeUuid(_) => {
            Value::TimeUuid(super::scalars::timeuuid(super::scalars::BASE_MS - 400 * 86_400_000, far))
        }
        Value::Timestamp(_) => Value::Timestamp(super::scalars::BASE_MS - 400 * 86_400_000),
        Value::Date(_) => Value::Date(super::scalars::BASE_DAY - 400),
        Value::Time(_) => Value::Time(1),
        Value::Blob(_) => Value::Blob(vec![0xde, 0xad]),
        Value::Inet(_) => Value::Inet([192, 0, 2, 1]),
        Value::Duration { .. } => Value::Duration { months: 7, days: 0, nanos: 1 },
        Value::List(_) | Value::Set(_) | Value::Map(_) | Value::Tuple(_) | Value::Udt(_) | Value::Vector(_) => {
            Value::Null
        }
    }
}

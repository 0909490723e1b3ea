//! Aggregates by meaning: one row per group of a query's answer (see [`super::Answer`]).

use super::answer::{Answer, period_column};
use super::evaluate::{Groups, Prepared, Refusal, aggregate_columns, extra_period, find_sources, given_value};
use super::instance::Instance;
use super::join::{Bound, Source, read};
use super::period::period;
use super::value::Value;
use crate::cql::{CqlType, NativeType};
use crate::ids::AttributeId;
use crate::project::{AggregateFunction, Owner, Project, Query};
use std::collections::BTreeMap;

/// The answer of a query with aggregates: the groups, each with its aggregates computed on
/// its members (the distinct subject instances in it).
pub(crate) fn answer(
    project: &Project,
    inst: &Instance,
    query: &Query,
    p: &Prepared,
    all: &[Vec<Bound>],
    ordered: bool,
) -> Result<Answer, Refusal> {
    let index = project.index();
    let per = query.per.as_ref();
    let slots = &p.join.slots;
    // The source of an aggregated attribute: found again among the join's slots.
    let source_of = |a: &AttributeId| -> Option<Source> {
        let base = index.attribute(a).map(|(_, x)| x.id.clone())?;
        match index.attribute(a)? {
            (Owner::Relationship(r), _) => {
                let s = if p.subject_link.as_ref() == Some(r) {
                    0
                } else {
                    slots.iter().position(|s| matches!(&s.reach, super::join::Reach::Step(super::view::Step::Rel { rel, .. }) if rel == r))?
                };
                Some(Source::Link(s, r.clone(), base))
            }
            (Owner::Entity(e), _) => {
                let role = index.role_of(a);
                let s = slots
                    .iter()
                    .position(|s| s.node.as_ref().is_some_and(|n| &n.entity == e && n.role.as_deref() == role))?;
                Some(Source::Record(s, base))
            }
        }
    };
    let mut columns: Vec<AttributeId> = query
        .given
        .iter()
        .map(|g| match per {
            Some(x) if x.attribute == g.attribute => period_column(&x.attribute, x.unit),
            _ => g.attribute.clone(),
        })
        .collect();
    let extra = extra_period(query);
    let per_source = per.and_then(|x| source_of(&x.attribute));
    columns.extend(extra.iter().cloned());
    columns.extend(query.find.iter().cloned());
    let aggs = aggregate_columns(query);
    columns.extend(aggs.iter().map(|(_, _, id)| id.clone()));
    let mut groups: Groups = BTreeMap::new();
    for b in all {
        let mut key: Vec<Value> = (0..p.given.len()).map(|i| given_value(inst, p, b, i)).collect();
        if extra.is_some() {
            let v = per_source.as_ref().map_or(Value::Null, |s| read(inst, slots, b, s));
            key.push(per.map_or(Value::Null, |x| period(&v, x.unit)));
        }
        key.extend(find_sources(p).iter().map(|s| read(inst, slots, b, s)));
        groups.entry(key).or_default().push(b.clone());
    }
    let mut rows = Vec::new();
    for (key, members) in groups {
        // One value per member (the subject instance), the first binding's.
        let mut by_member: BTreeMap<Bound, &Vec<Bound>> = BTreeMap::new();
        for b in &members {
            if let Some(m) = b.first() {
                by_member.entry(*m).or_insert(b);
            }
        }
        let mut row = key;
        for (f, a, _) in &aggs {
            let values: Vec<Value> = match a.as_ref().and_then(&source_of) {
                Some(src) => by_member.values().map(|b| read(inst, slots, b, &src)).filter(|v| !v.is_null()).collect(),
                None => Vec::new(),
            };
            let ty = a.as_ref().map(|a| crate::derive::attribute_type(&index, a, false));
            row.push(match f {
                AggregateFunction::Count | AggregateFunction::Avg => {
                    Value::BigInt(i64::try_from(by_member.len()).unwrap_or(i64::MAX))
                }
                AggregateFunction::Sum => sum(&values, ty.as_ref()),
                AggregateFunction::Min => values.iter().min_by(|x, y| x.cql_cmp(y)).cloned().unwrap_or(Value::Null),
                AggregateFunction::Max => values.iter().max_by(|x, y| x.cql_cmp(y)).cloned().unwrap_or(Value::Null),
            });
        }
        rows.push(row);
    }
    let order = query
        .order_by
        .iter()
        .filter_map(|o| {
            let c = match per {
                Some(x) if x.attribute == o.attribute => period_column(&x.attribute, x.unit),
                _ => o.attribute.clone(),
            };
            columns.iter().position(|x| *x == c).map(|i| (i, o.direction))
        })
        .collect();
    Ok(Answer::sorted(columns, rows, ordered, order, query.limit))
}

/// The sum of values: a `bigint` for whole numbers (what a counter or a maintained `bigint`
/// holds), a decimal at the largest scale, a double or float as such (the generator's values
/// are multiples of a quarter: sums are exact). `0` of the type when there is none.
pub(crate) fn sum(values: &[Value], ty: Option<&CqlType>) -> Value {
    let fractional = matches!(ty, Some(CqlType::Native(NativeType::Decimal | NativeType::Double | NativeType::Float)));
    if !fractional {
        let mut t: i64 = 0;
        for v in values {
            t = t.saturating_add(match v {
                Value::TinyInt(n) => i64::from(*n),
                Value::SmallInt(n) => i64::from(*n),
                Value::Int(n) => i64::from(*n),
                Value::BigInt(n) | Value::Varint(n) | Value::Counter(n) => *n,
                _ => 0,
            });
        }
        return Value::BigInt(t);
    }
    match ty {
        Some(CqlType::Native(NativeType::Decimal)) => {
            let scale = values
                .iter()
                .filter_map(|v| if let Value::Decimal(_, s) = v { Some(*s) } else { None })
                .max()
                .unwrap_or(0);
            let mut t: i64 = 0;
            for v in values {
                if let Value::Decimal(u, s) = v {
                    let up = 10i64.checked_pow(u32::try_from(scale - s).unwrap_or(0)).unwrap_or(1);
                    t = t.saturating_add(u.saturating_mul(up));
                }
            }
            Value::Decimal(t, scale)
        }
        Some(CqlType::Native(NativeType::Float)) => {
            Value::float(values.iter().map(|v| if let Value::Float(b) = v { f32::from_bits(*b) } else { 0.0 }).sum())
        }
        _ => {
            Value::double(values.iter().map(|v| if let Value::Double(b) = v { f64::from_bits(*b) } else { 0.0 }).sum())
        }
    }
}

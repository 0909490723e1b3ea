//! Aggregates in a query's answer (count, sum, average, min, max). Cassandra computes none
//! of them across partitions cheaply, so the method keeps them: counters (`num_…`, `sum_…`)
//! in a table of their own keyed by what the query is given, incremented on every write of
//! what they count; min, max and sums of fractions in columns the application maintains
//! (counters only add whole numbers, and cannot stand beside other columns).

use crate::cql::{CqlType, NativeType};
use crate::diagnostic::{Code, Diagnostic};
use crate::ids::AttributeId;
use crate::logical::{Column, Provenance, Reason, Role, Rule};
use crate::msg;
use crate::naming::{plural, snake_case};
use crate::project::{AggregateFunction, Index, Query};

/// The aggregate columns of a query's table: counters for counts, sums and averages of whole
/// numbers; columns the application maintains when the query also asks for something a
/// counter cannot hold (a sum of fractions, a minimum, a maximum), so that nothing asked is
/// dropped and no fraction is lost (counters cannot stand beside other columns).
pub fn columns(index: &Index<'_>, query: &Query, noun: &str, diags: &mut Vec<Diagnostic>) -> Vec<Column> {
    let fractional = |a: &AttributeId| {
        matches!(
            super::attribute_type(index, a, false),
            CqlType::Native(NativeType::Decimal | NativeType::Double | NativeType::Float)
        )
    };
    let summed = |f: AggregateFunction| matches!(f, AggregateFunction::Sum | AggregateFunction::Avg);
    let extreme = |f: AggregateFunction| matches!(f, AggregateFunction::Min | AggregateFunction::Max);
    // What a counter cannot hold: the first one met says why the columns are maintained.
    let uncountable = query.aggregates.iter().find_map(|g| match &g.attribute {
        Some(a) if summed(g.function) && fractional(a) => Some((g.function, a)),
        Some(a) if extreme(g.function) => Some((g.function, a)),
        _ => None,
    });
    let counters = uncountable.is_none();
    if let Some((f, a)) = uncountable
        .filter(|_| query.aggregates.iter().any(|g| g.function == AggregateFunction::Count || summed(g.function)))
    {
        let message =
            msg!("derive-aggregates-maintained", id = query.id.to_string(), function = f.said(), what = index.label(a));
        diags.push(Diagnostic::info(Code::AggregateUnserved, message).query(&query.id).attribute(a));
    }
    let mut out: Vec<Column> = Vec::new();
    let mut push = |name: String, ty: CqlType, attribute: Option<&AttributeId>, reason: Reason| {
        if !out.iter().any(|c: &Column| c.name == name) {
            out.push(Column {
                name,
                ty,
                role: Role::Regular,
                attribute: attribute.cloned(),
                provenance: Provenance { rule: Rule::Aggregate, query: Some(query.id.clone()), reason },
                indexed: false,
                mask: None,
            });
        }
    };
    let counter = CqlType::Native(NativeType::Counter);
    let count_name = format!("num_{}", plural(if noun.is_empty() { "row" } else { noun }));
    let count_ty = if counters { counter.clone() } else { CqlType::Native(NativeType::Bigint) };
    let attr_name = |a: &AttributeId| index.attribute(a).map_or_else(|| snake_case(a.as_str()), |(_, x)| x.cql_word());
    for agg in &query.aggregates {
        match (agg.function, &agg.attribute) {
            (AggregateFunction::Count, _) => {
                push(count_name.clone(), count_ty.clone(), None, Reason::Counted { counter: counters });
            }
            (f, Some(a)) if summed(f) => {
                let ty = match (counters, fractional(a)) {
                    (true, _) => counter.clone(),
                    (false, true) => super::attribute_type(index, a, false),
                    (false, false) => CqlType::Native(NativeType::Bigint),
                };
                push(
                    format!("sum_{}", attr_name(a)),
                    ty,
                    Some(a),
                    Reason::Total { attribute: index.label(a), counter: counters },
                );
                if f == AggregateFunction::Avg {
                    push(
                        count_name.clone(),
                        count_ty.clone(),
                        None,
                        Reason::AverageCount { attribute: index.label(a) },
                    );
                }
            }
            (f, Some(a)) => push(
                format!("{}_{}", f.name(), attr_name(a)),
                super::attribute_type(index, a, false),
                Some(a),
                Reason::Extreme { attribute: index.label(a), largest: f != AggregateFunction::Min },
            ),
            (f, None) => diags.push(
                Diagnostic::warning(
                    Code::AggregateUnserved,
                    msg!("derive-aggregate-needs-attribute", id = query.id.to_string(), function = f.said()),
                )
                .query(&query.id)
                .fix(msg!("derive-give-aggregate-attribute")),
            ),
        }
    }
    out
}

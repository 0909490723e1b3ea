//! Aggregates in a query's answer (count, sum, average, min, max). Cassandra computes none
//! of them across partitions cheaply, so the method keeps them: counters (`num_…`, `sum_…`)
//! in a table of their own keyed by what the query is given, incremented on every write of
//! what they count; min and max in a column the application maintains (counters only add).

use crate::cql_type::{CqlType, NativeType};
use crate::diagnostic::{Code, Diagnostic};
use crate::ids::AttributeId;
use crate::logical::{Column, Provenance, Role, Rule};
use crate::naming::{plural, snake_case};
use crate::project::{AggregateFunction, Index, Query};
use crate::text::{Text, said};

/// The aggregate columns of a query's table: counters when any aggregate is a count, sum or
/// average (then min and max cannot share the table, and are reported), else regular columns
/// the application maintains.
pub fn columns(index: &Index<'_>, query: &Query, noun: &str, diags: &mut Vec<Diagnostic>) -> Vec<Column> {
    let counters = query.aggregates.iter().any(|a| matches!(a.function, AggregateFunction::Count | AggregateFunction::Sum | AggregateFunction::Avg));
    let mut out: Vec<Column> = Vec::new();
    let mut push = |name: String, ty: CqlType, attribute: Option<&AttributeId>, reason: String| {
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
    let attr_name = |a: &AttributeId| index.attribute(a).map_or_else(|| snake_case(a.as_str()), |(_, x)| snake_case(&x.name));
    for agg in &query.aggregates {
        let label = agg.attribute.as_ref().map(|a| index.label(a));
        match (agg.function, &agg.attribute) {
            (AggregateFunction::Count, _) => push(
                count_name.clone(),
                counter.clone(),
                None,
                format!("{} counts them: a counter incremented with every new one (counters live in a table of their own)", query.id),
            ),
            (AggregateFunction::Sum | AggregateFunction::Avg, Some(a)) => {
                let lbl = label.clone().unwrap_or_default();
                push(
                    format!("sum_{}", attr_name(a)),
                    counter.clone(),
                    Some(a),
                    format!("{} needs the total of {lbl}: a counter incremented by each new value (whole numbers only)", query.id),
                );
                if agg.function == AggregateFunction::Avg {
                    push(
                        count_name.clone(),
                        counter.clone(),
                        None,
                        format!("{} averages {lbl}: the application divides the total by this count when it reads them", query.id),
                    );
                }
            }
            (AggregateFunction::Min | AggregateFunction::Max, Some(a)) if !counters => {
                let ty = super::attribute_type(index, a, false);
                push(
                    format!("{}_{}", agg.function.name(), attr_name(a)),
                    ty,
                    Some(a),
                    format!(
                        "{} needs the {} of {}: a column the application keeps up to date on every write (a lightweight transaction when writers race)",
                        query.id,
                        if agg.function == AggregateFunction::Min { "smallest" } else { "largest" },
                        label.clone().unwrap_or_default()
                    ),
                );
            }
            (f, attribute) => {
                let what = attribute.as_ref().map_or_else(|| Text::from(said::Derive::Nothing), |a| Text::verbatim(index.label(a)));
                let (f_name, f_zh) = (f.name(), f.name_zh());
                diags.push(
                    Diagnostic::warning(
                        Code::AggregateUnserved,
                        Text::from(said::Derive::CannotKeptCounterTableSumAverage {
                            id: query.id.to_string(),
                            f_name: f_name.to_string(),
                            what: what.clone(),
                            f_zh: f_zh.to_string(),
                        }),
                    )
                    .query(&query.id)
                    .fix(Text::from(said::Derive::GiveAggregateAttributeAskMinMax)),
                );
            }
        }
    }
    out
}

//! What can be wrong with a query itself, whatever its table: an attribute, entity or
//! relationship it names that does not exist, no entity to return, a path that joins
//! nothing, roles it names wrongly, aggregates of what cannot be aggregated, a period of what
//! is no time. The one place deciding that a query has an error: derivation gives such a
//! query no table (and so no merge), `check` reports each error, export says why the query
//! has no table.

use super::{AccessPath, ErGraph, access_path};
use crate::diagnostic::{Code, Diagnostic, Severity};
use crate::msg;
use crate::project::{AggregateFunction, Index, Query};

/// The diagnostics of a query's own references, subject and aggregates (`check` reports
/// them through [`super::check`]); the roles and the path are derivation's
/// ([`path_errors`]).
pub(super) fn check(index: &Index<'_>, q: &Query, d: &mut Vec<Diagnostic>) {
    for a in q.attributes() {
        if index.attribute(a).is_none() {
            d.push(
                Diagnostic::error(
                    Code::DanglingReference,
                    msg!("validate-query-attribute-missing", id = q.id.to_string(), attribute = a.to_string()),
                )
                .query(&q.id)
                .fix(msg!("validate-pick-attribute-again")),
            );
        }
    }
    if let Some(e) = &q.entity {
        if index.entity(e).is_none() {
            d.push(
                Diagnostic::error(
                    Code::DanglingReference,
                    msg!("validate-returned-entity-missing", id = q.id.to_string(), entity = e.to_string()),
                )
                .query(&q.id),
            );
        }
    }
    let has_entity = q.entity.is_some() || q.attributes().iter().any(|a| index.entity_of(a).is_some());
    if !has_entity {
        d.push(
            Diagnostic::error(
                Code::QueryWithoutEntity,
                msg!("validate-query-returns-no-entity", id = q.id.to_string()),
            )
            .query(&q.id)
            .fix(msg!("validate-choose-returned-entity")),
        );
    }
    let rels = q.relationship.iter().chain(&q.via);
    for r in rels {
        if index.relationship(r).is_none() {
            d.push(
                Diagnostic::error(
                    Code::DanglingReference,
                    msg!("er-goes-through-relationship-does-not-exist", id = q.id.to_string(), r = r.to_string()),
                )
                .query(&q.id)
                .fix(msg!("er-choose-another-relationship-inspector")),
            );
        }
    }
    if q.relationship.is_some() && q.entity.is_some() {
        d.push(
            Diagnostic::warning(
                Code::QueryWithoutEntity,
                msg!("er-names-both-entity-relationship-subject-relationship", id = q.id.to_string()),
            )
            .query(&q.id)
            .fix(msg!("er-keep-one-two")),
        );
    }
    for agg in &q.aggregates {
        let needs_attribute = !matches!(agg.function, AggregateFunction::Count);
        let summed = |f: AggregateFunction| matches!(f, AggregateFunction::Sum | AggregateFunction::Avg);
        match &agg.attribute {
            Some(a) if index.attribute(a).is_none() => d.push(
                Diagnostic::error(
                    Code::DanglingReference,
                    msg!("er-aggregates-does-not-exist", id = q.id.to_string(), a = a.to_string()),
                )
                .query(&q.id)
                .fix(msg!("er-choose-another-attribute-aggregate")),
            ),
            Some(a) if summed(agg.function) && index.attribute(a).is_some_and(|(_, x)| !x.ty.is_number()) => d.push(
                Diagnostic::error(
                    Code::AggregateUnserved,
                    msg!(
                        "er-aggregate-not-a-number",
                        id = q.id.to_string(),
                        f = agg.function.said(),
                        a = index.label(a)
                    ),
                )
                .query(&q.id)
                .attribute(a)
                .fix(msg!("er-choose-number-aggregate")),
            ),
            None if needs_attribute => {
                d.push(
                    Diagnostic::error(
                        Code::AggregateUnserved,
                        msg!("er-needs-attribute", id = q.id.to_string(), f = agg.function.said()),
                    )
                    .query(&q.id)
                    .fix(msg!("er-choose-attribute-aggregate")),
                );
            }
            _ => {}
        }
    }
    if let Some(per) = &q.per {
        check_period(index, q, per, d);
    }
    super::role_joins::warnings(index, q, d);
}

/// `true` when the query has an error of its own (`check`): derivation gives it no table.
pub fn has_errors(index: &Index<'_>, query: &Query) -> bool {
    let mut d = Vec::new();
    check(index, query, &mut d);
    d.iter().any(|x| x.severity == Severity::Error)
}

/// The entities a query uses that its access path cannot reach: an error each.
pub fn disconnected(index: &Index<'_>, query: &Query, path: &AccessPath<'_>) -> Vec<Diagnostic> {
    let from = path.target.map_or_else(|| "?".to_owned(), |t| super::role_joins::label(index, t));
    path.unreachable
        .iter()
        .map(|e| {
            let to = super::role_joins::label(index, e);
            Diagnostic::error(
                Code::DisconnectedAccessPath,
                msg!("derive-not-connected", id = query.id.to_string(), to = to.clone(), from = from.clone()),
            )
            .query(&query.id)
            .entity(e)
            .fix(msg!("derive-draw-relationship-or-remove", from = from.clone(), to = to))
        })
        .collect()
}

/// The errors derivation reports for a query: the roles it names wrongly, else the entities
/// its path (in the view of its roles, [`super::roles::view`]) cannot reach.
pub fn path_errors(index: &Index<'_>, graph: &ErGraph<'_>, query: &Query) -> Vec<Diagnostic> {
    let problems = super::roles::query_problems(index, query);
    if !problems.is_empty() {
        return problems;
    }
    match super::roles::view(index, query) {
        Some(view) => {
            let index = view.index();
            let graph = ErGraph::new(&index);
            disconnected(&index, query, &access_path(&index, &graph, query))
        }
        None => disconnected(index, query, &access_path(index, graph, query)),
    }
}

/// Every error of a query itself, in `check`'s order of reporting: why it has no table.
pub fn query_errors(index: &Index<'_>, graph: &ErGraph<'_>, query: &Query) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    check(index, query, &mut out);
    out.retain(|x| x.severity == Severity::Error);
    out.extend(path_errors(index, graph, query));
    crate::diagnostic::sort(&mut out);
    out
}

/// A query's period: of an existing time attribute (`timestamp`, `timeuuid` or `date`, whose
/// `date` cannot be cut finer than a day), and of aggregates.
fn check_period(index: &Index<'_>, q: &crate::project::Query, per: &crate::project::Per, d: &mut Vec<Diagnostic>) {
    use crate::cql::NativeType;
    let id = q.id.to_string();
    match index.attribute(&per.attribute) {
        None => d.push(
            Diagnostic::error(
                Code::DanglingReference,
                msg!("er-period-does-not-exist", id = id.clone(), a = per.attribute.to_string()),
            )
            .query(&q.id)
            .fix(msg!("er-period-choose-time")),
        ),
        Some((_, a)) if !matches!(a.ty, NativeType::Timestamp | NativeType::Timeuuid | NativeType::Date) => d.push(
            Diagnostic::error(
                Code::AggregateUnserved,
                msg!("er-period-not-a-time", id = id.clone(), a = index.label(&per.attribute)),
            )
            .query(&q.id)
            .attribute(&per.attribute)
            .fix(msg!("er-period-choose-time")),
        ),
        Some((_, a)) if a.ty == NativeType::Date && per.unit < crate::project::TimeUnit::Day => d.push(
            Diagnostic::error(
                Code::AggregateUnserved,
                msg!(
                    "er-period-finer-than-date",
                    id = id.clone(),
                    a = index.label(&per.attribute),
                    unit = per.unit.words()
                ),
            )
            .query(&q.id)
            .attribute(&per.attribute)
            .fix(msg!("er-period-day-or-longer")),
        ),
        Some(_) => {}
    }
    if q.aggregates.is_empty() {
        d.push(
            Diagnostic::warning(Code::AggregateUnserved, msg!("er-period-without-aggregates", id = id))
                .query(&q.id)
                .fix(msg!("er-period-add-aggregate")),
        );
    }
}

//! Why each key column is where it is: the reason a table's column gives (the inspector, the
//! data-model document, `explain`), in the words of the rule that placed it.

use super::KeyInputs;
use crate::ids::AttributeId;
use crate::logical::Rule;
use crate::project::{Direction, Index, Predicate, Query};

/// Why an attribute is in the partition key.
pub(super) fn partition_key(index: &Index<'_>, query: &Query, inputs: &KeyInputs<'_>, a: &AttributeId) -> String {
    let label = index.label(a);
    match query.given.iter().find(|g| &g.attribute == a) {
        Some(g) if g.predicate == Predicate::In && !inputs.owner.is_empty() && !inputs.owner.iter().any(|e| index.full_key(e).contains(&a)) => {
            format!(
                "IN on {label} in {}: one partition per value, read with IN (as a clustering column it would come back in its own order, not the order asked)",
                query.id
            )
        }
        Some(g) => format!("equality search ({}) on {label} in {}", g.predicate.symbol(), query.id),
        None => format!("{label} in {}", query.id),
    }
}

/// Why an attribute is a clustering column, in this direction; `ties_of`: the column before it
/// whose ties it breaks, if it only breaks ties ([`super::key::ties_of`]).
pub(super) fn clustering(
    index: &Index<'_>,
    query: &Query,
    inputs: &KeyInputs<'_>,
    a: &AttributeId,
    dir: Direction,
    rows: &str,
    ties_of: Option<&AttributeId>,
) -> String {
    let label = index.label(a);
    let rule = inputs.rule_of(a);
    let reason = match rule {
        Rule::Mr2 => format!(
            "equality search on {label} in {}, placed after the partition key: one partition per {} keeps the rows together",
            query.id,
            super::partition::owner_names(index, inputs).join(" and ")
        ),
        Rule::Mr3 => format!("range search on {label} in {}", query.id),
        Rule::Mr4 => format!("{} orders by {label} {}", query.id, dir.keyword()),
        _ => {
            let whose = index.entity_of(a).map_or("the relationship", |e| e.name.as_str());
            format!("key of {whose}: keeps different {rows} rows apart in {}", query.id)
        }
    };
    if rule != Rule::Mr4 && dir == Direction::Desc && inputs.instants.contains(&a) {
        format!("{reason}; newest first: a time no query orders by is read latest first")
    } else if let Some(t) = ties_of.filter(|_| dir == Direction::Asc && inputs.instants.contains(&a)) {
        format!(
            "{reason}; ascending, though a time: it only breaks ties between rows of the same {}, as published logical models keep a tie-breaker",
            index.label(t)
        )
    } else {
        reason
    }
}

/// Why a column beyond the key is in the table (`rule`: what brought it), and static when so.
pub(super) fn value(index: &Index<'_>, query: &Query, a: &AttributeId, rule: Rule, is_static: bool) -> String {
    let label = index.label(a);
    if rule == Rule::Manual {
        format!("added by hand to the table of {}", query.id)
    } else if query.nearest.as_ref().is_some_and(|n| &n.attribute == a) && !query.find.contains(a) {
        format!("{} searches the nearest neighbours of a given {label}", query.id)
    } else if is_static {
        format!("{} returns {label}; the same for the whole partition, so static", query.id)
    } else {
        format!("{} returns {label}", query.id)
    }
}

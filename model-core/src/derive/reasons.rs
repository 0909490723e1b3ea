//! Why each column is where it is: the typed [`Reason`] a table's column carries (read by the
//! inspector, the data-model document, `explain` and `derive --json`), decided here once from
//! what the rule saw. Nothing is worded while deriving.

use super::KeyInputs;
use crate::ids::AttributeId;
use crate::logical::{Reason, Rule, TimeNote};
use crate::project::{Direction, Index, Predicate, Query};

/// Why an attribute is in the partition key.
pub(super) fn partition_key(index: &Index<'_>, query: &Query, inputs: &KeyInputs<'_>, a: &AttributeId) -> Reason {
    let attribute = index.label(a);
    match query.given.iter().find(|g| &g.attribute == a) {
        Some(g)
            if g.predicate == Predicate::In
                && !inputs.owner.is_empty()
                && !inputs.owner.iter().any(|e| index.full_key(e).contains(&a)) =>
        {
            Reason::InPartition { attribute }
        }
        Some(g) => Reason::Equality { attribute, predicate: g.predicate },
        None => Reason::PartitionKey { attribute },
    }
}

/// Why an attribute is a clustering column, in this direction; `rows_of`: the name of what
/// the query returns (`None`: neither an entity nor a relationship); `ties_of`: the column
/// before it whose ties it breaks, if it only breaks ties ([`super::key::ties_of`]).
pub(super) fn clustering(
    index: &Index<'_>,
    query: &Query,
    inputs: &KeyInputs<'_>,
    a: &AttributeId,
    dir: Direction,
    rows_of: Option<&str>,
    ties_of: Option<&AttributeId>,
) -> Reason {
    let rule = inputs.rule_of(a);
    let instant = inputs.instants.contains(&a);
    let note = if rule != Rule::Mr4 && dir == Direction::Desc && instant {
        Some(TimeNote::NewestFirst)
    } else {
        ties_of.filter(|_| dir == Direction::Asc && instant).map(|t| TimeNote::BreaksTies { of: index.label(t) })
    };
    let attribute = index.label(a);
    match rule {
        Rule::Mr2 => {
            Reason::EqualityAfterPartition { attribute, owners: super::partition::owner_names(index, inputs), note }
        }
        Rule::Mr3 => {
            let predicate = query.given.iter().find(|g| &g.attribute == a).map_or(Predicate::Range, |g| g.predicate);
            Reason::RangeSearch { attribute, predicate, note }
        }
        Rule::Mr4 => Reason::Ordering { attribute, direction: dir, note },
        Rule::Mr1 | Rule::Mr5 | Rule::Bucket | Rule::Aggregate | Rule::Manual | Rule::Defined => {
            Reason::KeyCompletion {
                attribute,
                key_of: index.entity_of(a).map(|e| e.name.clone()),
                rows_of: rows_of.map(str::to_owned),
                note,
            }
        }
    }
}

/// Why a column beyond the key is in the table (`rule`: what brought it), and static when so.
pub(super) fn value(index: &Index<'_>, query: &Query, a: &AttributeId, rule: Rule, is_static: bool) -> Reason {
    let attribute = index.label(a);
    if rule == Rule::Manual {
        Reason::AddedByHand { attribute }
    } else if query.nearest.as_ref().is_some_and(|n| &n.attribute == a) && !query.find.contains(a) {
        Reason::Nearest { attribute }
    } else if is_static {
        Reason::Static { attribute }
    } else {
        Reason::Returned { attribute }
    }
}

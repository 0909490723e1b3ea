//! The key a query's table takes: the default design (the owner's partition, widened when
//! too large), a small set as a collection, the alternatives the method allows, and the user's choice among them or key
//! set by hand, kept across re-derivations.

use super::{key, partition};
use crate::diagnostic::{Code, Diagnostic};
use crate::er::{AccessPath, ErGraph};
use crate::logical::{Alternative, AlternativeReason, Choice, KeyPart};
use crate::msg;
use crate::project::{Index, Query, TableOverride};

/// The alternatives of a query's key, the one chosen (an index into them), the design
/// choices made on the way (a widened partition) and what the collection alternative collects.
pub(super) fn choose(
    index: &Index<'_>,
    graph: &ErGraph<'_>,
    query: &Query,
    path: &AccessPath<'_>,
    inputs: &key::KeyInputs<'_>,
    ov: &TableOverride,
    diags: &mut Vec<Diagnostic>,
) -> (Vec<Alternative>, usize, Vec<Choice>, Option<super::collection::Collected>) {
    let (partition, widened) = partition::widen(index, graph, query, path, inputs);
    let reason = partition::default_reason(index, inputs, widened.as_ref());
    let mut alts = key::alternatives(inputs, &partition, reason);
    if widened.is_some() {
        // The owner's partition alone stays on the list, second, for the user to weigh.
        let (p, c) = key::key_for(inputs, &inputs.partition);
        if !alts.iter().any(|a| a.partition == p && a.clustering == c) {
            let filters = inputs.filters().map(|a| index.label(a)).collect();
            let reason = AlternativeReason::Owner { owners: partition::owner_names(index, inputs), filters };
            alts.insert(1.min(alts.len()), Alternative::new(p, c, reason));
            alts.truncate(key::MAX_ALTERNATIVES);
        }
    }
    let collected = super::collection::offer(index, query, path, inputs, ov.key.as_ref(), &mut alts);
    let mut choices: Vec<Choice> = Vec::new();
    if let Some((attributes, values)) = widened {
        choices.push(Choice::PartitionWidened { attributes, values });
    }
    let manual = ov.key.as_ref().map(|k| {
        Alternative::new(
            k.partition.iter().map(|a| KeyPart::Attribute(a.clone())).collect(),
            k.clustering.iter().map(|o| (KeyPart::Attribute(o.attribute.clone()), o.direction)).collect(),
            AlternativeReason::Manual,
        )
    });
    // A key the user chose (from the list or by hand) is kept as the key itself, so that it
    // survives re-derivation and a reordered list: it is the alternative with that key, or
    // one more alternative, set by hand.
    let by_key =
        manual.map(|m| match alts.iter().position(|a| a.partition == m.partition && a.clustering == m.clustering) {
            Some(i) => i,
            None => {
                alts.push(m);
                alts.len() - 1
            }
        });
    let chosen = if let Some(i) = by_key {
        i
    } else if ov.alternative < alts.len() {
        ov.alternative
    } else {
        diags.push(
            Diagnostic::warning(
                Code::StaleOverride,
                msg!(
                    "derive-key-alternative-gone",
                    id = query.id.to_string(),
                    number = (ov.alternative.saturating_add(1)).to_string()
                ),
            )
            .query(&query.id),
        );
        0
    };
    (alts, chosen, choices, collected)
}

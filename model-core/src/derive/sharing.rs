//! Tables shared by several queries: the merges the user accepted, and the offers to share a
//! table the tool does not merge by itself (different subjects).

use super::{Derivation, Rows};
use crate::diagnostic::{Code, Diagnostic};
use crate::ids::QueryId;
use crate::logical::{Origin, Role, SharingOffer, Table};
use crate::msg;
use crate::project::Project;
use crate::text::Text;

/// Accepted merges: the first query's table serves the others too; regular columns are
/// united. A merge whose tables no longer share a primary key is not applied, and said so.
pub(super) fn apply_merges(project: &Project, out: &mut Derivation) {
    for group in &project.overrides.merges {
        let Some(first) = group.first() else { continue };
        let Some(mut host) = out.model.tables.iter().position(|t| t.origin == Origin::Derived(first.clone())) else {
            continue;
        };
        // A group naming a query twice (a hand-edited or damaged file) merges it once.
        let mut seen: Vec<&QueryId> = vec![first];
        for q in group.iter().skip(1) {
            if seen.contains(&q) {
                continue;
            }
            seen.push(q);
            let Some(guest) = out.model.tables.iter().position(|t| t.origin == Origin::Derived(q.clone())) else {
                // A query that is there has no table for an error of its own, reported: the
                // merge waits for its fix.
                if !project.queries.iter().any(|x| &x.id == q) {
                    out.diagnostics.push(
                        Diagnostic::warning(
                            Code::StaleOverride,
                            msg!("derive-merge-query-gone", query = q.to_string()),
                        )
                        .query(first),
                    );
                }
                continue;
            };
            let (h, g) = (&out.model.tables[host], &out.model.tables[guest]);
            if out.rows_of(h) != out.rows_of(g) {
                out.diagnostics.push(
                    Diagnostic::warning(
                        Code::StaleOverride,
                        msg!("derive-merged-rows-differ", first = first.to_string(), second = q.to_string()),
                    )
                    .query(q),
                );
                continue;
            }
            if key_shape(h) != key_shape(g) {
                out.diagnostics.push(
                    Diagnostic::warning(
                        Code::StaleOverride,
                        msg!(
                            "derive-merged-keys-differ",
                            first = first.to_string(),
                            second = q.to_string(),
                            first_key = h.key_signature().to_string(),
                            second_key = g.key_signature().to_string()
                        ),
                    )
                    .query(q),
                );
                continue;
            }
            let guest_table = out.model.tables.remove(guest);
            // The host moves down when a table before it goes, for this and later guests.
            if guest < host {
                host -= 1;
            }
            let h = &mut out.model.tables[host];
            h.queries.push(q.clone());
            for c in guest_table.columns {
                if !h.columns.iter().any(|x| x.name == c.name) {
                    h.columns.push(c);
                }
            }
        }
    }
}

/// Primary-key shape for sharing: keyspace, key column names, roles and types.
fn key_shape(t: &Table) -> (String, Vec<(String, Role, String)>) {
    (
        t.keyspace.clone(),
        t.columns.iter().filter(|c| c.role.is_key()).map(|c| (c.name.clone(), c.role, c.ty.to_string())).collect(),
    )
}

/// Derived tables with the same primary key and order could be one table: offer it.
pub(super) fn offer_sharing(out: &mut Derivation) {
    // Grouped by hashing; only the groups of two or more are put in key order (a sorted map
    // compared whole keys at every insertion: ~5 % of deriving 5,000 queries).
    // Only tables of the same rows: the same key over other rows would mix them.
    let mut groups: rustc_hash::FxHashMap<((String, Vec<(String, Role, String)>), Option<&Rows>), Vec<usize>> =
        rustc_hash::FxHashMap::default();
    for (i, t) in out.model.tables.iter().enumerate() {
        if matches!(t.origin, Origin::Derived(_)) {
            groups.entry((key_shape(t), out.rows_of(t))).or_default().push(i);
        }
    }
    let mut shared: Vec<((String, Vec<(String, Role, String)>), Vec<usize>)> =
        groups.into_iter().filter(|(_, v)| v.len() > 1).map(|((shape, _), v)| (shape, v)).collect();
    shared.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| a.1.cmp(&b.1)));
    let mut offers: Vec<SharingOffer> = Vec::new();
    for (_, idxs) in &shared {
        let queries: Vec<QueryId> = idxs.iter().flat_map(|&i| out.model.tables[i].queries.clone()).collect();
        let tables: Vec<String> = idxs.iter().map(|&i| out.model.tables[i].name.clone()).collect();
        out.diagnostics.push(
            Diagnostic::info(Code::SharingOffer, {
                let tables: Vec<Text> = tables.iter().map(Text::verbatim).collect();
                msg!(
                    "derive-sharing-offer",
                    tables = Text::join(&tables, crate::text::Separator::And),
                    key = (out.model.tables[idxs[0]].key_signature()).to_string(),
                    queries = (queries.iter().map(QueryId::as_str).collect::<Vec<_>>().join(", ")).to_string()
                )
            })
            .table(&tables[0])
            .query(&queries[0])
            .fix(msg!("derive-merge-them")),
        );
        offers.push(SharingOffer { queries, tables });
    }
    offers.sort_by(|a, b| a.queries.cmp(&b.queries));
    out.model.sharing = offers;
}

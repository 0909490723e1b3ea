//! Which of the answer's tables each query is graded on: those whose comment (or a comment
//! line above the `CREATE TABLE`) names the query, else the one whose columns match the
//! tool's own table best (said as such in the report).

use super::columns::{AnswerTable, link};
use super::report::MatchedBy;
use crate::ids::QueryId;
use crate::logical::LogicalModel;
use crate::project::Index;
use rustc_hash::FxHashMap;

/// The tables found for a query (indexes into the answer's tables) and how.
#[derive(Clone, Debug)]
pub(super) struct Found {
    /// The candidate tables, in the answer's order.
    pub tables: Vec<usize>,
    /// How they were found.
    pub by: MatchedBy,
}

impl Default for Found {
    fn default() -> Self {
        Self { tables: Vec::new(), by: MatchedBy::Nothing }
    }
}

/// `true` when `said` names the query `id` as a word (`Q2`, `Q2.`, `-- Q2:`; not `Q20`).
pub(super) fn names_query(said: &str, id: &str) -> bool {
    said.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '-')).any(|w| w.eq_ignore_ascii_case(id))
}

/// The tables found for each query of the model.
pub(super) fn match_queries(
    index: &Index<'_>,
    logical: &LogicalModel,
    tables: &[AnswerTable],
) -> FxHashMap<QueryId, Found> {
    let mut out = FxHashMap::default();
    for q in &index.project.queries {
        let named: Vec<usize> =
            tables.iter().enumerate().filter(|(_, t)| names_query(&t.said, q.id.as_str())).map(|(i, _)| i).collect();
        if !named.is_empty() {
            out.insert(q.id.clone(), Found { tables: named, by: MatchedBy::Comment });
            continue;
        }
        let Some(own) = logical.table_for_query(&q.id) else { continue };
        let score = |t: &AnswerTable| {
            let (linked, _) = link(index, logical, own, q, &t.table);
            let overlap = own.columns.iter().filter(|c| linked.column(&c.name).is_some()).count();
            let given = q.given.iter().filter(|g| linked.column_for(&g.attribute).is_some()).count();
            if overlap == 0 || (given == 0 && !q.given.is_empty()) {
                return None;
            }
            let served = crate::query_plan::plan(index, q, &linked).is_answerable();
            let key_same = linked.key_signature() == own.key_signature();
            Some(
                (usize::from(served) * 1000 + usize::from(key_same) * 500 + overlap * 10)
                    .saturating_sub(linked.columns.len().abs_diff(own.columns.len())),
            )
        };
        let best = tables
            .iter()
            .enumerate()
            .filter_map(|(i, t)| score(t).map(|s| (s, i)))
            .max_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
        if let Some((_, i)) = best {
            out.insert(q.id.clone(), Found { tables: vec![i], by: MatchedBy::Columns });
        }
    }
    out
}

//! Two rows of the sample instance that a key lets overwrite each other: the rows the tool's
//! own table holds for the generated data (`proof`'s instance, written by the model's own
//! write path), grouped by the answer's key columns.

use crate::derive::Derivation;
use crate::ids::AttributeId;
use crate::logical::Table;
use crate::msg;
use crate::project::Project;
use crate::proof::{Batch, InstanceOptions, batches, generate};
use crate::text::Text;
use rustc_hash::FxHashMap;

/// The longest value shown in a row.
const SHOWN: usize = 40;

/// The statements the model's own write path sends for the sample instance (made once per
/// grading, when a key first needs an example).
pub(super) fn sample_writes(model: &Project, derivation: &Derivation) -> Vec<Batch> {
    batches(model, &derivation.model, &generate(model, &InstanceOptions::default()))
}

/// Two rows of `own` (the tool's table) with the same values in the columns of `key` (the
/// answer's key attributes) but different rows in the model, in words; `None` when the
/// sample instance (`writes`: [`sample_writes`]) has no such pair.
pub(super) fn example(writes: &[Batch], own: &Table, key: &[&AttributeId]) -> Option<Text> {
    let key_columns: Vec<&str> =
        key.iter().map(|a| own.column_for(a).map(|c| c.name.as_str())).collect::<Option<_>>()?;
    let own_key: Vec<&str> = own.columns.iter().filter(|c| c.role.is_key()).map(|c| c.name.as_str()).collect();
    let target = crate::cql::qualified(&own.keyspace, &own.name);
    let mut seen: FxHashMap<Vec<String>, (Vec<String>, Vec<(String, String)>)> = FxHashMap::default();
    for st in writes.iter().flat_map(|b| &b.statements) {
        let Some(rest) = st.cql.strip_prefix("INSERT INTO ").and_then(|r| r.strip_prefix(target.as_str())) else {
            continue;
        };
        let Some(list) = rest.trim_start().strip_prefix('(').and_then(|r| r.split_once(')')).map(|(l, _)| l) else {
            continue;
        };
        let names: Vec<String> = list.split(',').map(|n| n.trim().trim_matches('"').to_owned()).collect();
        let row: Vec<(String, String)> =
            names.iter().cloned().zip(st.values.iter().map(|v| shorten(&v.cql_literal()))).collect();
        let value = |n: &str| row.iter().find(|(c, _)| c == n).map(|(_, v)| v.clone()).unwrap_or_default();
        let k: Vec<String> = key_columns.iter().map(|n| value(n)).collect();
        let whole: Vec<String> = own_key.iter().map(|n| value(n)).collect();
        match seen.get(&k) {
            Some((other, first)) if *other != whole => {
                let shown = |r: &[(String, String)]| {
                    r.iter()
                        .filter(|(c, _)| own_key.contains(&c.as_str()) || key_columns.contains(&c.as_str()))
                        .map(|(c, v)| format!("{c} = {v}"))
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                let shared =
                    key_columns.iter().zip(&k).map(|(c, v)| format!("{c} = {v}")).collect::<Vec<_>>().join(", ");
                return Some(msg!("grade-collision", key = shared, first = shown(first), second = shown(&row)));
            }
            Some(_) => {}
            None => {
                seen.insert(k, (whole, row));
            }
        }
    }
    None
}

fn shorten(s: &str) -> String {
    if s.chars().count() <= SHOWN { s.to_owned() } else { format!("{}…", s.chars().take(SHOWN).collect::<String>()) }
}

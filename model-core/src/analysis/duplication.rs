//! The duplication factor of each attribute: the tables that store it (the write
//! amplification of one update), and the copies on disk with replication.

use super::Ctx;
use crate::ids::AttributeId;
use serde::Serialize;

/// Where one attribute is stored.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct AttributeDuplication {
    /// The attribute.
    pub attribute: AttributeId,
    /// `Entity.attribute`.
    pub label: String,
    /// The tables storing it, as `keyspace.table`.
    pub tables: Vec<String>,
    /// How many tables store it: the writes one update of it costs.
    pub factor: usize,
    /// Copies on disk: the replication factor of each table's keyspace, summed.
    pub copies: u64,
}

/// One row per attribute of the project, in project order; attributes no table stores have
/// factor 0.
pub(crate) fn duplication(ctx: &Ctx<'_>) -> Vec<AttributeDuplication> {
    let p = ctx.index.project;
    let rf = |ks: &str| -> u64 {
        p.physical.keyspaces.iter().find(|k| k.name == ks).map_or(1, |k| u64::from(k.replication.total_factor()))
    };
    let tables = &ctx.model.tables;
    // Each table's `keyspace.table`, written once (an entity's key is in hundreds of tables).
    let qualified: Vec<String> = tables.iter().map(|t| format!("{}.{}", t.keyspace, t.name)).collect();
    // One pass over the tables: attribute → the tables holding it (indices), in model order.
    let mut holding: rustc_hash::FxHashMap<&str, Vec<usize>> = rustc_hash::FxHashMap::default();
    for (i, t) in tables.iter().enumerate() {
        for c in &t.columns {
            if let Some(a) = &c.attribute {
                let held = holding.entry(a.as_str()).or_default();
                if held.last() != Some(&i) {
                    held.push(i);
                }
            }
        }
    }
    let attrs = p
        .entities
        .iter()
        .flat_map(|e| e.attributes.iter())
        .chain(p.relationships.iter().flat_map(|r| r.attributes.iter()));
    attrs
        .map(|a| {
            let holding: &[usize] = holding.get(a.id.as_str()).map_or(&[], Vec::as_slice);
            AttributeDuplication {
                attribute: a.id.clone(),
                label: ctx.index.label(&a.id),
                tables: holding.iter().map(|&i| qualified[i].clone()).collect(),
                factor: holding.len(),
                copies: holding.iter().map(|&i| rf(&tables[i].keyspace)).fold(0, u64::saturating_add),
            }
        })
        .collect()
}

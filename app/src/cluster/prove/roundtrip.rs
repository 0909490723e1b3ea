//! The round trip of a schema: what the server holds after `schema.cql` ran, read back from
//! `system_schema` (`cluster::live_schema`, the CQL `DESCRIBE KEYSPACE` would give), moved back to the model's keyspace names and imported by the
//! CQL importer, compared by `diff` with the exported `schema.cql` imported the same way.
//! Identical means the server kept every keyspace, type, table, key, order, option and index
//! as the tool wrote it.

use super::report::RoundTrip;
use crate::cluster::Cluster;
use crate::cluster::scratch::Scratch;
use model_core::cql::script::{retarget, statements};
use model_core::diff::{Side, compare};
use model_core::text::Lang;

/// Reads the scratch keyspaces back and compares them with `exported`.
pub fn check(cluster: &Cluster, scratch: &Scratch, exported: &str) -> RoundTrip {
    let names: Vec<String> = scratch.names.values().cloned().collect();
    let described = match crate::cluster::live_schema::read(cluster, &names) {
        Ok(live) => live.cql,
        Err(e) => {
            return RoundTrip {
                identical: false,
                changes: vec![format!("reading system_schema was refused: {}", e.message)],
            };
        }
    };
    let back = scratch.back();
    let moved: String =
        statements(&described).iter().map(|s| format!("{};\n\n", retarget(s.text, &back, None))).collect();
    compare_schemas(exported, &moved)
}

/// Compares two CQL schemas as `diff` would compare two `.cql` files of one name, the
/// replication of keyspaces left out (the scratch keyspaces run with the cluster's own) and
/// table options compared in their canonical form (`dialect::server_defaults`).
pub fn compare_schemas(exported: &str, read_back: &str) -> RoundTrip {
    let mut old = model_core::import::cql::import_named(exported, "schema").project;
    let mut new = model_core::import::cql::import_named(read_back, "schema").project;
    for k in old.physical.keyspaces.iter_mut().chain(new.physical.keyspaces.iter_mut()) {
        k.replication = model_core::project::Replication::Simple { factor: 1 };
    }
    // The server names every option, each at its default unless set: compare canonical forms.
    for t in old.physical.tables.iter_mut().chain(new.physical.tables.iter_mut()) {
        canonical_table(t);
    }
    let (a, b) = (model_core::derive(&old), model_core::derive(&new));
    let diff = compare(Side { project: &old, model: &a.model }, Side { project: &new, model: &b.model });
    RoundTrip {
        identical: diff.is_empty(),
        changes: diff
            .changes
            .iter()
            .map(|c| {
                format!(
                    "{} {}",
                    c.table.as_deref().or(c.keyspace.as_deref()).unwrap_or_default(),
                    c.describe().get(Lang::En)
                )
            })
            .collect(),
    }
}

/// A table as the server writes it back: options in canonical form; every index named (an
/// unnamed one gets the server's default name), its class in full, and an index on a whole
/// non-frozen collection targeting its values, as the server records it.
pub(crate) fn canonical_table(t: &mut model_core::project::TableDef) {
    use model_core::dialect::server_defaults::{canonical_index_class, canonical_options, default_index_name};
    use model_core::project::IndexTarget;
    t.options = canonical_options(&t.options);
    let collections: Vec<String> = t
        .columns
        .iter()
        .filter(|c| c.ty.is_collection() && !matches!(c.ty, model_core::cql::CqlType::Frozen(_)))
        .map(|c| c.name.clone())
        .collect();
    for i in &mut t.indexes {
        if let Some(col) = &i.column {
            if i.name.is_none() {
                i.name = Some(default_index_name(&t.name, col));
            }
            if i.target.is_column() && collections.contains(col) {
                i.target = IndexTarget::Values;
            }
        }
        i.using = i.using.as_deref().map(canonical_index_class);
    }
}

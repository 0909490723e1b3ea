//! The diff area's messages in English.

use crate::text::Lang;
use crate::text::said::Diff;

/// `m` in English.
pub(super) fn word(m: &Diff) -> String {
    match m {
        Diff::ModelOnly => "model only".to_owned(),
        Diff::SafePlace => "safe in place".to_owned(),
        Diff::SafeCare => "safe with care".to_owned(),
        Diff::ImpossiblePlace => "impossible in place".to_owned(),
        Diff::EntityAdded { name } => format!("entity {name} added"),
        Diff::EntityRemoved { name } => format!("entity {name} removed"),
        Diff::EntityRenamed { from, to } => format!("entity {from} renamed {to}"),
        Diff::AttributeAdded { name } => format!("attribute {name} added"),
        Diff::AttributeRemoved { name } => format!("attribute {name} removed"),
        Diff::AttributeRenamed { from, to } => format!("attribute {from} renamed {to}"),
        Diff::AttributeType { name, from, to } => format!("attribute {name}: type {from} → {to}"),
        Diff::AttributeJoinedKey { name } => format!("attribute {name} joined the key"),
        Diff::AttributeLeftKey { name } => format!("attribute {name} left the key"),
        Diff::RelationshipAdded { name } => format!("relationship {name} added"),
        Diff::RelationshipRemoved { name } => format!("relationship {name} removed"),
        Diff::Relationship { name, from, to } => format!("relationship {name}: {from} → {to}"),
        Diff::QueryAdded { id, description } => format!("query {id} added: {description}"),
        Diff::QueryRemoved { id, description } => format!("query {id} removed: {description}"),
        Diff::QueryChanged { id, description } => format!("query {id} changed: {description}"),
        Diff::KeyspaceAdded { name } => format!("keyspace {name} added"),
        Diff::KeyspaceRemoved { name } => format!("keyspace {name} removed"),
        Diff::KeyspaceReplication { name, from, to } => format!("keyspace {name}: replication {from} → {to}"),
        Diff::TypeAdded { name } => format!("type {name} added"),
        Diff::TypeRemoved { name } => format!("type {name} removed"),
        Diff::FieldAdded { field, ty } => format!("field {field} {ty} added"),
        Diff::FieldRemoved { field } => format!("field {field} removed"),
        Diff::FieldType { field, from, to } => format!("field {field}: type {from} → {to}"),
        Diff::TableAdded { name } => format!("table {name} added"),
        Diff::TableRemoved { name } => format!("table {name} removed"),
        Diff::TableNow { from, to } => format!("the table {from} is now {to}"),
        Diff::MaterializedViewAdded { name } => format!("materialized view {name} added"),
        Diff::MaterializedViewRemoved { name } => format!("materialized view {name} removed"),
        Diff::MaterializedViewChanged { name } => format!("materialized view {name} changed"),
        Diff::ColumnAdded { column, ty } => format!("column {column} {ty} added"),
        Diff::StaticColumnAdded { column, ty } => format!("static column {column} {ty} added"),
        Diff::ColumnRemoved { column } => format!("column {column} removed"),
        Diff::ColumnRenamed { from, to } => format!("column {from} renamed {to}"),
        Diff::ColumnType { column, from, to } => format!("column {column}: type {from} → {to}"),
        Diff::ColumnCollection { column, from, to } => format!("column {column}: collection {from} → {to}"),
        Diff::ColumnMask { column, from, to } => format!("column {column}: mask {from} → {to}"),
        Diff::PartitionKey { from, to } => format!("partition key ({from}) → ({to})"),
        Diff::ClusteringColumns { from, to } => format!("clustering columns ({from}) → ({to})"),
        Diff::ClusteringOrder { column, from, to } => format!("clustering order of {column}: {from} → {to}"),
        Diff::Option { option, from, to } => format!("option {option}: {from} → {to}"),
        Diff::IndexAdded { name } => format!("index {name} added"),
        Diff::IndexRemoved { name } => format!("index {name} removed"),
        Diff::IndexChanged { name } => format!("index {name} changed"),
        Diff::NameHoldsLineBreakControlCharacter { why } => {
            let why = why.get(Lang::En);
            format!("{why}: a name holds a line break or a control character, which no CQL statement can carry: rename it in the model")
        }
        Diff::AfterChangingReplicationRunFullRepair { ks } => format!("after changing the replication of {ks}, run a full repair (nodetool repair -full) on every node"),
        Diff::CassandraCannotDropFieldTypeChange => "Cassandra cannot drop a field of a type or change its type: create a type under a new name, add columns of it, backfill them, then drop the old columns".to_owned(),
        Diff::MaterializedViewCannotChangeColumnsKey => "a materialized view cannot change its columns or key: it is dropped and built again from its base table (no data is lost, reads of it fail until it is built)".to_owned(),
        Diff::CassandraRenamesNoColumnTableIndexes { from } => format!("Cassandra renames no column of a table with indexes or views: drop them before renaming {from}, then create them again"),
        Diff::CassandraRenamesOnlyPrimaryKeyColumns { from, to } => format!("Cassandra renames only primary-key columns: copy {from} into {to} (dual write, then a backfill) before dropping {from}"),
        Diff::OptionNoLongerSetSetBack { option } => format!("the option {option} is no longer set: set it back to its default by hand (ALTER TABLE … WITH {option} = …)"),
        Diff::ColumnRole { column, from, to } => {
            let from = from.get(Lang::En); let to = to.get(Lang::En);
            format!("column {column}: role {from} → {to}")
        }
        Diff::RegularRole => "regular".to_owned(),
    }
}

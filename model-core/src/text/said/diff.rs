//! Messages of the diff area, as typed values: one variant per message,
//! its fields the names and figures it is built from (already formatted). Worded by
//! `text::en::diff` and `text::zh::diff`.

/// A message of the diff area.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Diff {
    /// "model only"
    ModelOnly,
    /// "safe in place"
    SafePlace,
    /// "safe with care"
    SafeCare,
    /// "impossible in place"
    ImpossiblePlace,
    /// "entity {name} added"
    EntityAdded {
        /// `{name}` in the message.
        name: String,
    },
    /// "entity {name} removed"
    EntityRemoved {
        /// `{name}` in the message.
        name: String,
    },
    /// "entity {from} renamed {to}"
    EntityRenamed {
        /// `{from}` in the message.
        from: String,
        /// `{to}` in the message.
        to: String,
    },
    /// "attribute {name} added"
    AttributeAdded {
        /// `{name}` in the message.
        name: String,
    },
    /// "attribute {name} removed"
    AttributeRemoved {
        /// `{name}` in the message.
        name: String,
    },
    /// "attribute {from} renamed {to}"
    AttributeRenamed {
        /// `{from}` in the message.
        from: String,
        /// `{to}` in the message.
        to: String,
    },
    /// "attribute {name}: type {from} → {to}"
    AttributeType {
        /// `{name}` in the message.
        name: String,
        /// `{from}` in the message.
        from: String,
        /// `{to}` in the message.
        to: String,
    },
    /// "attribute {name} joined the key"
    AttributeJoinedKey {
        /// `{name}` in the message.
        name: String,
    },
    /// "attribute {name} left the key"
    AttributeLeftKey {
        /// `{name}` in the message.
        name: String,
    },
    /// "relationship {name} added"
    RelationshipAdded {
        /// `{name}` in the message.
        name: String,
    },
    /// "relationship {name} removed"
    RelationshipRemoved {
        /// `{name}` in the message.
        name: String,
    },
    /// "relationship {name}: {from} → {to}"
    Relationship {
        /// `{name}` in the message.
        name: String,
        /// `{from}` in the message.
        from: String,
        /// `{to}` in the message.
        to: String,
    },
    /// "query {id} added: {description}"
    QueryAdded {
        /// `{id}` in the message.
        id: String,
        /// `{description}` in the message.
        description: String,
    },
    /// "query {id} removed: {description}"
    QueryRemoved {
        /// `{id}` in the message.
        id: String,
        /// `{description}` in the message.
        description: String,
    },
    /// "query {id} changed: {description}"
    QueryChanged {
        /// `{id}` in the message.
        id: String,
        /// `{description}` in the message.
        description: String,
    },
    /// "keyspace {name} added"
    KeyspaceAdded {
        /// `{name}` in the message.
        name: String,
    },
    /// "keyspace {name} removed"
    KeyspaceRemoved {
        /// `{name}` in the message.
        name: String,
    },
    /// "keyspace {name}: replication {from} → {to}"
    KeyspaceReplication {
        /// `{name}` in the message.
        name: String,
        /// `{from}` in the message.
        from: String,
        /// `{to}` in the message.
        to: String,
    },
    /// "type {name} added"
    TypeAdded {
        /// `{name}` in the message.
        name: String,
    },
    /// "type {name} removed"
    TypeRemoved {
        /// `{name}` in the message.
        name: String,
    },
    /// "field {field} {ty} added"
    FieldAdded {
        /// `{field}` in the message.
        field: String,
        /// `{ty}` in the message.
        ty: String,
    },
    /// "field {field} removed"
    FieldRemoved {
        /// `{field}` in the message.
        field: String,
    },
    /// "field {field}: type {from} → {to}"
    FieldType {
        /// `{field}` in the message.
        field: String,
        /// `{from}` in the message.
        from: String,
        /// `{to}` in the message.
        to: String,
    },
    /// "table {name} added"
    TableAdded {
        /// `{name}` in the message.
        name: String,
    },
    /// "table {name} removed"
    TableRemoved {
        /// `{name}` in the message.
        name: String,
    },
    /// "the table {from} is now {to}"
    TableNow {
        /// `{from}` in the message.
        from: String,
        /// `{to}` in the message.
        to: String,
    },
    /// "materialized view {name} added"
    MaterializedViewAdded {
        /// `{name}` in the message.
        name: String,
    },
    /// "materialized view {name} removed"
    MaterializedViewRemoved {
        /// `{name}` in the message.
        name: String,
    },
    /// "materialized view {name} changed"
    MaterializedViewChanged {
        /// `{name}` in the message.
        name: String,
    },
    /// "column {column} {ty} added"
    ColumnAdded {
        /// `{column}` in the message.
        column: String,
        /// `{ty}` in the message.
        ty: String,
    },
    /// "static column {column} {ty} added"
    StaticColumnAdded {
        /// `{column}` in the message.
        column: String,
        /// `{ty}` in the message.
        ty: String,
    },
    /// "column {column} removed"
    ColumnRemoved {
        /// `{column}` in the message.
        column: String,
    },
    /// "column {from} renamed {to}"
    ColumnRenamed {
        /// `{from}` in the message.
        from: String,
        /// `{to}` in the message.
        to: String,
    },
    /// "column {column}: type {from} → {to}"
    ColumnType {
        /// `{column}` in the message.
        column: String,
        /// `{from}` in the message.
        from: String,
        /// `{to}` in the message.
        to: String,
    },
    /// "column {column}: collection {from} → {to}"
    ColumnCollection {
        /// `{column}` in the message.
        column: String,
        /// `{from}` in the message.
        from: String,
        /// `{to}` in the message.
        to: String,
    },
    /// "column {column}: mask {from} → {to}"
    ColumnMask {
        /// `{column}` in the message.
        column: String,
        /// `{from}` in the message.
        from: String,
        /// `{to}` in the message.
        to: String,
    },
    /// "partition key ({from}) → ({to})"
    PartitionKey {
        /// `{from}` in the message.
        from: String,
        /// `{to}` in the message.
        to: String,
    },
    /// "clustering columns ({from}) → ({to})"
    ClusteringColumns {
        /// `{from}` in the message.
        from: String,
        /// `{to}` in the message.
        to: String,
    },
    /// "clustering order of {column}: {from} → {to}"
    ClusteringOrder {
        /// `{column}` in the message.
        column: String,
        /// `{from}` in the message.
        from: String,
        /// `{to}` in the message.
        to: String,
    },
    /// "option {option}: {from} → {to}"
    Option {
        /// `{option}` in the message.
        option: String,
        /// `{from}` in the message.
        from: String,
        /// `{to}` in the message.
        to: String,
    },
    /// "index {name} added"
    IndexAdded {
        /// `{name}` in the message.
        name: String,
    },
    /// "index {name} removed"
    IndexRemoved {
        /// `{name}` in the message.
        name: String,
    },
    /// "index {name} changed"
    IndexChanged {
        /// `{name}` in the message.
        name: String,
    },
    /// "{why}: a name holds a line break or a control character, which no CQL statement can carry: rename it in the model"
    NameHoldsLineBreakControlCharacter {
        /// `{why}` in the message.
        why: super::super::Text,
    },
    /// "after changing the replication of {ks}, run a full repair (nodetool repair -full) on every node"
    AfterChangingReplicationRunFullRepair {
        /// `{ks}` in the message.
        ks: String,
    },
    /// "Cassandra cannot drop a field of a type or change its type: create a type under a new name, add columns of it, backfill them, then drop the old columns"
    CassandraCannotDropFieldTypeChange,
    /// "a materialized view cannot change its columns or key: it is dropped and built again from its base table (no data is lost, reads of it fail until it is built)"
    MaterializedViewCannotChangeColumnsKey,
    /// "Cassandra renames no column of a table with indexes or views: drop them before renaming {from}, then create them again"
    CassandraRenamesNoColumnTableIndexes {
        /// `{from}` in the message.
        from: String,
    },
    /// "Cassandra renames only primary-key columns: copy {from} into {to} (dual write, then a backfill) before dropping {from}"
    CassandraRenamesOnlyPrimaryKeyColumns {
        /// `{from}` in the message.
        from: String,
        /// `{to}` in the message.
        to: String,
    },
    /// "the option {option} is no longer set: set it back to its default by hand (ALTER TABLE … WITH {option} = …)"
    OptionNoLongerSetSetBack {
        /// `{option}` in the message.
        option: String,
    },
    /// "column {column}: role {from} → {to}"
    ColumnRole {
        /// `{column}` in the message.
        column: String,
        /// `{from}` in the message.
        from: super::super::Text,
        /// `{to}` in the message.
        to: super::super::Text,
    },
    /// "regular"
    RegularRole,
}

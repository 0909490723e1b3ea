//! The CQL statements the importer understands, as parsed (names resolved, nothing checked
//! against other statements yet).

use crate::cql_type::CqlType;
use crate::project::Direction;

/// A name and the byte offset where it was written (for messages).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Named {
    /// The name (unquoted names lower-cased).
    pub name: String,
    /// Byte offset in the source.
    pub offset: usize,
}

/// `[keyspace.]name`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QualifiedName {
    /// The keyspace, when written.
    pub keyspace: Option<String>,
    /// The name.
    pub name: String,
}

/// A value of a keyspace option: a constant (strings unquoted) or a map of constants.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionValue {
    /// A constant: a string's content, a number or a word as written.
    Constant(String),
    /// A map literal, keys and values as constants.
    Map(Vec<(String, String)>),
}

/// `CREATE KEYSPACE`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CreateKeyspace {
    /// Keyspace name.
    pub name: String,
    /// `IF NOT EXISTS` was written.
    pub if_not_exists: bool,
    /// Options after `WITH`: `replication`, `durable_writes`.
    pub options: Vec<(String, OptionValue)>,
}

/// `CREATE TYPE`.
#[derive(Clone, Debug, PartialEq)]
pub struct CreateType {
    /// Type name.
    pub name: QualifiedName,
    /// `IF NOT EXISTS` was written.
    pub if_not_exists: bool,
    /// Fields in order.
    pub fields: Vec<(Named, CqlType)>,
}

/// A column definition in `CREATE TABLE`.
#[derive(Clone, Debug, PartialEq)]
pub struct ColumnSpec {
    /// Column name and where.
    pub name: Named,
    /// Its type.
    pub ty: CqlType,
    /// `STATIC` was written.
    pub is_static: bool,
    /// `PRIMARY KEY` was written after it.
    pub primary_key: bool,
}

/// The parts of a primary key.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PrimaryKey {
    /// Partition key columns.
    pub partition: Vec<Named>,
    /// Clustering columns.
    pub clustering: Vec<Named>,
}

/// The `WITH` clause of a table or view.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TableOptions {
    /// `CLUSTERING ORDER BY` entries.
    pub order: Vec<(Named, Direction)>,
    /// `COMPACT STORAGE` was written.
    pub compact_storage: bool,
    /// `name = value` options, the value as CQL text.
    pub options: Vec<(Named, String)>,
}

/// `CREATE TABLE`.
#[derive(Clone, Debug, PartialEq)]
pub struct CreateTable {
    /// Table name.
    pub name: QualifiedName,
    /// `IF NOT EXISTS` was written.
    pub if_not_exists: bool,
    /// Columns in the order written.
    pub columns: Vec<ColumnSpec>,
    /// A `PRIMARY KEY (...)` clause, when written.
    pub key: Option<PrimaryKey>,
    /// Offset of the `PRIMARY KEY` clause.
    pub key_offset: usize,
    /// The `WITH` clause.
    pub with: TableOptions,
}

/// `CREATE [CUSTOM] INDEX`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CreateIndex {
    /// Index name, when given.
    pub name: Option<String>,
    /// The indexed table.
    pub table: QualifiedName,
    /// The indexed column.
    pub column: Named,
    /// `keys`, `values`, `entries` or `full` when the target was written `kind(column)`.
    pub target_kind: Option<String>,
    /// The class after `USING`, for custom and storage-attached indexes.
    pub using: Option<String>,
}

/// `CREATE MATERIALIZED VIEW`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CreateView {
    /// View name.
    pub name: QualifiedName,
    /// `IF NOT EXISTS` was written.
    pub if_not_exists: bool,
    /// Selected columns (`None` for `*`).
    pub columns: Option<Vec<Named>>,
    /// The base table.
    pub base: QualifiedName,
    /// The view's primary key.
    pub key: PrimaryKey,
    /// The `WITH` clause.
    pub with: TableOptions,
}

/// One parsed statement.
#[derive(Clone, Debug, PartialEq)]
pub enum Statement {
    /// `CREATE KEYSPACE`.
    Keyspace(CreateKeyspace),
    /// `CREATE TYPE`.
    Type(CreateType),
    /// `CREATE TABLE`.
    Table(CreateTable),
    /// `CREATE INDEX`.
    Index(CreateIndex),
    /// `CREATE MATERIALIZED VIEW`.
    View(CreateView),
    /// `USE keyspace`.
    Use(String),
    /// A statement the importer does not take (DROP, INSERT, ALTER, CREATE FUNCTION, ...):
    /// what it is, e.g. `DROP KEYSPACE`.
    Other(String),
}

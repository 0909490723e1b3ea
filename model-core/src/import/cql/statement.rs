//! The CQL statements the importer understands, as parsed (names resolved, nothing checked
//! against other statements yet).

use crate::cql::CqlType;
use crate::project::{Direction, IndexTarget};

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
    /// `MASKED WITH fn(args)`: the masking function call, normalised (`mask_inner(1, 1)`).
    pub mask: Option<String>,
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
    pub name: Option<Named>,
    /// `IF NOT EXISTS` was written.
    pub if_not_exists: bool,
    /// The indexed table.
    pub table: QualifiedName,
    /// The indexed column (`None` for the empty target list `()` of some custom indexes).
    pub column: Option<Named>,
    /// What of the column: itself, or `KEYS(…)`, `VALUES(…)`, `ENTRIES(…)`, `FULL(…)`.
    pub target: IndexTarget,
    /// The class after `USING`, for custom and storage-attached indexes.
    pub using: Option<String>,
    /// `WITH OPTIONS = {...}`, string contents unquoted.
    pub options: Vec<(String, String)>,
}

/// What an `ALTER TABLE` does.
#[derive(Clone, Debug, PartialEq)]
pub enum AlterTable {
    /// `ADD [IF NOT EXISTS] c type [, …]` or `ADD (c type, …)`.
    Add {
        /// `IF NOT EXISTS` was written.
        if_not_exists: bool,
        /// The new columns.
        columns: Vec<ColumnSpec>,
    },
    /// `DROP [IF EXISTS] c` or `DROP (c, …)`.
    Drop {
        /// `IF EXISTS` was written.
        if_exists: bool,
        /// The columns dropped.
        columns: Vec<Named>,
    },
    /// `RENAME [IF EXISTS] a TO b [AND c TO d …]`.
    Rename(Vec<(Named, Named)>),
    /// `WITH option = value [AND …]`.
    With(TableOptions),
    /// `ALTER c TYPE t` (Cassandra 3 only).
    ColumnType(Named, CqlType),
    /// `ALTER c MASKED WITH fn(…)` (`Some`) or `ALTER c DROP MASKED` (`None`).
    Mask(Named, Option<String>),
}

/// What an `ALTER TYPE` does.
#[derive(Clone, Debug, PartialEq)]
pub enum AlterType {
    /// `ADD [IF NOT EXISTS] field type`.
    Add {
        /// `IF NOT EXISTS` was written.
        if_not_exists: bool,
        /// The new field and its type.
        field: (Named, CqlType),
    },
    /// `RENAME [IF EXISTS] a TO b [AND …]`.
    Rename(Vec<(Named, Named)>),
    /// `ALTER field TYPE t` (Cassandra 3 only).
    FieldType(Named, CqlType),
}

/// What a `DROP` statement removes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DropKind {
    /// `DROP KEYSPACE`.
    Keyspace,
    /// `DROP TABLE`.
    Table,
    /// `DROP TYPE`.
    Type,
    /// `DROP INDEX`.
    Index,
    /// `DROP MATERIALIZED VIEW`.
    View,
}

impl DropKind {
    /// The statement's keywords, e.g. `DROP TABLE`.
    pub fn keywords(self) -> &'static str {
        match self {
            Self::Keyspace => "DROP KEYSPACE",
            Self::Table => "DROP TABLE",
            Self::Type => "DROP TYPE",
            Self::Index => "DROP INDEX",
            Self::View => "DROP MATERIALIZED VIEW",
        }
    }
}

/// `DROP KEYSPACE | TABLE | TYPE | INDEX | MATERIALIZED VIEW [IF EXISTS] name`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DropStatement {
    /// What is dropped.
    pub kind: DropKind,
    /// `IF EXISTS` was written.
    pub if_exists: bool,
    /// Its name (a keyspace's name is in `name.name`).
    pub name: QualifiedName,
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
    /// `ALTER KEYSPACE`: the options replace the keyspace's.
    AlterKeyspace(CreateKeyspace),
    /// `ALTER TABLE name …`.
    AlterTable(QualifiedName, AlterTable),
    /// `ALTER MATERIALIZED VIEW name WITH …`.
    AlterView(QualifiedName, TableOptions),
    /// `ALTER TYPE name …`.
    AlterType(QualifiedName, AlterType),
    /// `DROP …`.
    Drop(DropStatement),
    /// A statement the importer does not take (INSERT, CREATE FUNCTION, GRANT, ...): what it
    /// is, e.g. `INSERT INTO`.
    Other(String),
}

//! The CQL statements the importer understands, as parsed (names resolved, nothing checked
//! against other statements yet).

use super::CqlType;
use crate::msg;
use serde::{Deserialize, Serialize};

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

/// Sort direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, Default)]
pub enum Direction {
    /// Ascending (C↑).
    #[default]
    #[serde(rename = "ASC")]
    Asc,
    /// Descending (C↓).
    #[serde(rename = "DESC")]
    Desc,
}

impl Direction {
    /// `ASC` or `DESC`.
    pub fn keyword(self) -> &'static str {
        match self {
            Self::Asc => "ASC",
            Self::Desc => "DESC",
        }
    }

    /// The other direction.
    pub fn reversed(self) -> Self {
        match self {
            Self::Asc => Self::Desc,
            Self::Desc => Self::Asc,
        }
    }
}

/// What of a column an index covers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum IndexTarget {
    /// `(c)`: the column (a collection's values, for a non-frozen collection).
    #[default]
    Column,
    /// `(KEYS(m))`: a map's keys.
    Keys,
    /// `(VALUES(c))`: a collection's values, written explicitly.
    Values,
    /// `(ENTRIES(m))`: a map's entries.
    Entries,
    /// `(FULL(c))`: a frozen collection as a whole.
    Full,
}

impl IndexTarget {
    /// `true` for the plain column target (the default, not written in files).
    pub fn is_column(&self) -> bool {
        *self == Self::Column
    }

    /// The CQL function around the column (`KEYS`), or `None` for the column itself.
    pub fn function(self) -> Option<&'static str> {
        match self {
            Self::Column => None,
            Self::Keys => Some("KEYS"),
            Self::Values => Some("VALUES"),
            Self::Entries => Some("ENTRIES"),
            Self::Full => Some("FULL"),
        }
    }

    /// Why this target does not fit a column of type `ty`, if it does not: `KEYS` and
    /// `ENTRIES` need a map that is not frozen, `VALUES` a collection that is not frozen,
    /// `FULL` a frozen collection.
    pub fn problem_with(self, ty: &CqlType) -> Option<crate::text::Text> {
        let frozen = matches!(ty, CqlType::Frozen(_));
        match self {
            Self::Keys | Self::Entries if !matches!(ty, CqlType::Map(..)) => {
                let f = self.function().unwrap_or_default();
                Some(msg!("project-needs-map-not-frozen-not", f = f.to_string(), ty = ty.to_string()))
            }
            Self::Values if !ty.is_collection() || frozen => {
                Some(msg!("project-values-needs-collection-not-frozen-not", ty = ty.to_string()))
            }
            Self::Full if !(frozen && ty.is_collection()) => {
                Some(msg!("project-full-needs-frozen-collection-not", ty = ty.to_string()))
            }
            _ => None,
        }
    }

    /// The target for a function name as CQL writes it (any case).
    pub fn from_function(name: &str) -> Option<Self> {
        Some(match name.to_ascii_lowercase().as_str() {
            "keys" => Self::Keys,
            "values" => Self::Values,
            "entries" => Self::Entries,
            "full" => Self::Full,
            _ => return None,
        })
    }
}

//! Physical settings: keyspaces, replication, CQL types, and tables the user defined directly.

use super::Role;
use crate::cql::CqlType;
use crate::ids::{AttributeId, QueryId, TableId};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Keyspaces, type choices, user-defined types and hand-made tables.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Physical {
    /// The keyspaces; derived tables go to the first unless their override names another.
    #[serde(default)]
    pub keyspaces: Vec<Keyspace>,
    /// The CQL type chosen for an attribute when it differs from the attribute's domain
    /// (e.g. `smallint` for a room number).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub types: BTreeMap<AttributeId, CqlType>,
    /// User-defined types that do not come from a composite attribute (e.g. imported).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub udts: Vec<UdtDef>,
    /// Tables defined directly rather than derived from a query (imported from CQL, or
    /// drawn by hand on the Physical tab).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tables: Vec<TableDef>,
    /// The database the model is deployed to (`None`: Apache Cassandra 5.0, what files
    /// without one meant); see [`crate::project::Project::target`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<crate::dialect::Target>,
    /// Fields this version does not know (a newer version's additions), kept so that saving
    /// never drops them.
    #[serde(flatten)]
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

/// A keyspace and its replication.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Keyspace {
    /// The keyspace name.
    pub name: String,
    /// How data is replicated.
    #[serde(deserialize_with = "super::tagged::via_value")]
    pub replication: Replication,
    /// `durable_writes` (default true).
    #[serde(default = "yes", skip_serializing_if = "is_true")]
    pub durable_writes: bool,
    /// Fields this version does not know (a newer version's additions), kept so that saving
    /// never drops them.
    #[serde(flatten)]
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

fn yes() -> bool {
    true
}
fn is_true(b: &bool) -> bool {
    *b
}

impl Keyspace {
    /// A keyspace with SimpleStrategy and the given replication factor.
    pub fn simple(name: impl Into<String>, factor: u32) -> Self {
        Self {
            name: name.into(),
            replication: Replication::Simple { factor },
            durable_writes: true,
            extra: Default::default(),
        }
    }
}

/// A replication strategy.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
// No room for a field this version does not know: refused by name, never dropped (SECURITY.md).
#[serde(tag = "class", deny_unknown_fields)]
pub enum Replication {
    /// `SimpleStrategy` with one replication factor.
    #[serde(rename = "SimpleStrategy")]
    Simple {
        /// Replicas of each row.
        factor: u32,
    },
    /// `NetworkTopologyStrategy` with a factor per datacenter.
    #[serde(rename = "NetworkTopologyStrategy")]
    NetworkTopology {
        /// Datacenter name → replicas there.
        datacenters: BTreeMap<String, u32>,
        /// `'replication_factor': N`, the shorthand of Cassandra 4.0 and later: N replicas in
        /// every datacenter not named in `datacenters`. Kept as written.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        replication_factor: Option<u32>,
    },
}

impl Replication {
    /// Total number of replicas of each row (multiplies disk use).
    pub fn total_factor(&self) -> u32 {
        match self {
            Self::Simple { factor } => *factor,
            Self::NetworkTopology { datacenters, replication_factor } => {
                // The shorthand counts once: the datacenters it covers are not known here.
                datacenters.values().sum::<u32>() + replication_factor.unwrap_or(0)
            }
        }
    }
}

/// A user-defined type given directly.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct UdtDef {
    /// Keyspace it belongs to (`None`: every keyspace that uses it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub keyspace: Option<String>,
    /// Type name.
    pub name: String,
    /// Fields in order.
    pub fields: Vec<crate::project::Field>,
    /// Fields this version does not know (a newer version's additions), kept so that saving
    /// never drops them.
    #[serde(flatten)]
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

/// A table defined directly (imported or hand-made), shown and exported like a derived one.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableDef {
    /// Stable id.
    pub id: TableId,
    /// Table name.
    pub name: String,
    /// Keyspace (`None`: the project's first keyspace).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub keyspace: Option<String>,
    /// Columns; key columns carry their role, in key order.
    pub columns: Vec<ColumnDef>,
    /// Table options after `WITH`, name → CQL value text, kept verbatim.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub options: BTreeMap<String, String>,
    /// Queries this table serves.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub queries: Vec<QueryId>,
    /// For a materialized view: the base table's name (the view's SELECT is rebuilt from
    /// its columns).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub view_of: Option<String>,
    /// Fields this version does not know (a newer version's additions), kept so that saving
    /// never drops them.
    #[serde(flatten)]
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
    /// Indexes on the table (secondary, SAI, SASI, custom), in creation order. Columns marked
    /// `indexed` (older files) count as unnamed secondary indexes: see [`TableDef::all_indexes`].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub indexes: Vec<IndexDef>,
}

impl TableDef {
    /// Every index of the table: those listed, then an unnamed secondary index for each column
    /// marked `indexed` that no listed index targets (how older files and hand-made tables say
    /// it).
    pub fn all_indexes(&self) -> Vec<IndexDef> {
        with_column_indexes(&self.indexes, self.columns.iter().filter(|c| c.indexed).map(|c| c.name.as_str()))
    }
}

/// The listed indexes, then an unnamed secondary index on each of `indexed` that none of them
/// targets: the one rule for columns marked indexed, for defined and derived tables alike.
pub fn with_column_indexes<'a>(listed: &[IndexDef], indexed: impl Iterator<Item = &'a str>) -> Vec<IndexDef> {
    let mut out = listed.to_vec();
    for c in indexed {
        if !out.iter().any(|i| i.column.as_deref() == Some(c)) {
            out.push(IndexDef::on_column(c));
        }
    }
    out
}

/// An index on a table: `CREATE [CUSTOM] INDEX [name] ON table (target) [USING 'class'
/// [WITH OPTIONS = {...}]]`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct IndexDef {
    /// The index name, when written (Cassandra names an unnamed one `table_column_idx`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The indexed column; `None` for the empty target list `()` some custom indexes use.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub column: Option<String>,
    /// What of the column is indexed (the column itself, or a collection's keys, values,
    /// entries or whole frozen value).
    #[serde(default, skip_serializing_if = "IndexTarget::is_column")]
    pub target: IndexTarget,
    /// The implementation class after `USING` (`None`: a plain secondary index), as written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub using: Option<String>,
    /// `WITH OPTIONS = {...}`: option name → value (string contents, unquoted).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub options: BTreeMap<String, String>,
    /// Fields this version does not know (a newer version's additions), kept so that saving
    /// never drops them.
    #[serde(flatten)]
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl IndexDef {
    /// An unnamed secondary index on a column.
    pub fn on_column(column: &str) -> Self {
        Self { column: Some(column.to_owned()), ..Self::default() }
    }

    /// What kind of index it is, from its class.
    pub fn kind(&self) -> IndexKind {
        IndexKind::of(self.using.as_deref())
    }

    /// The name Cassandra gives the index on `table`: its own, else `table_column_idx`
    /// (`table_idx` without a column).
    pub fn effective_name(&self, table: &str) -> String {
        match (&self.name, &self.column) {
            (Some(n), _) => n.clone(),
            (None, Some(c)) => format!("{table}_{c}_idx"),
            (None, None) => format!("{table}_idx"),
        }
    }
}

pub use crate::cql::IndexTarget;

/// The kinds of index Cassandra has, told apart by their class.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IndexKind {
    /// The built-in secondary index (no `USING`, or `USING 'legacy_local_table'`).
    Secondary,
    /// Storage-attached index (Cassandra 5.0; `USING 'sai'` or `'StorageAttachedIndex'`).
    Sai,
    /// SSTable-attached secondary index (`org.apache.cassandra.index.sasi.SASIIndex`).
    Sasi,
    /// Any other class (Lucene, Elassandra, ...).
    Custom,
}

impl IndexKind {
    /// The kind of an index with this class.
    pub fn of(using: Option<&str>) -> Self {
        let Some(class) = using else { return Self::Secondary };
        let short = class.rsplit('.').next().unwrap_or(class).to_ascii_lowercase();
        match short.as_str() {
            "sai" | "storageattachedindex" => Self::Sai,
            "sasiindex" => Self::Sasi,
            "legacy_local_table" | "cassandraindex" => Self::Secondary,
            _ => Self::Custom,
        }
    }

    /// A short label for diagrams and reports: `IDX`, `SAI`, `SASI`, `CUSTOM`.
    pub fn label(self) -> &'static str {
        match self {
            Self::Secondary => "IDX",
            Self::Sai => "SAI",
            Self::Sasi => "SASI",
            Self::Custom => "CUSTOM",
        }
    }
}

/// A column of a directly defined table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ColumnDef {
    /// Column name (case kept; quoted in CQL when needed).
    pub name: String,
    /// CQL type.
    #[serde(rename = "type")]
    pub ty: CqlType,
    /// K, C↑, C↓, S or regular.
    #[serde(default)]
    pub role: Role,
    /// Has an unnamed secondary index (IDX); indexes with a name, a class or options are in
    /// [`TableDef::indexes`].
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub indexed: bool,
    /// Fields this version does not know (a newer version's additions), kept so that saving
    /// never drops them.
    #[serde(flatten)]
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
    /// A dynamic data mask (Cassandra 5.0): the masking function call as written, e.g.
    /// `mask_inner(1, 1)` or `mask_default()`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mask: Option<String>,
}

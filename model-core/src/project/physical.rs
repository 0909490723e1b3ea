//! Physical settings: keyspaces, replication, CQL types, and tables the user defined directly.

use crate::cql_type::CqlType;
use crate::ids::{AttributeId, QueryId, TableId};
use crate::logical::Role;
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
        Self { name: name.into(), replication: Replication::Simple { factor }, durable_writes: true, extra: Default::default() }
    }
}

/// A replication strategy.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "class")]
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
    },
}

impl Replication {
    /// Total number of replicas of each row (multiplies disk use).
    pub fn total_factor(&self) -> u32 {
        match self {
            Self::Simple { factor } => *factor,
            Self::NetworkTopology { datacenters } => datacenters.values().sum(),
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
    /// Has a secondary index (IDX).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub indexed: bool,
    /// Fields this version does not know (a newer version's additions), kept so that saving
    /// never drops them.
    #[serde(flatten)]
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

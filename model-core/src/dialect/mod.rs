//! The database a project is deployed to, and what that database accepts: its features,
//! its limits and, where it differs from Cassandra's, how it counts a row's bytes.
//!
//! One place for every per-target fact, each with its source in `docs/targets.md`.
//! Validation reports a feature the target lacks, the analysis takes its thresholds from
//! here (the user's own thresholds still win) and `schema.cql` leaves out what the target
//! would refuse or ignore. A leaf: it depends on `cql_type` and `text` only.

mod facts;
mod row_size;
pub mod server_defaults;

pub use row_size::{ColumnPart, RowColumn, keyspaces_row_bytes, keyspaces_value_bytes};

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A database a model can be deployed to. Saved in the project (`physical.target`); a
/// project without one targets [`Target::Cassandra50`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Target {
    /// Apache Cassandra 4.0.
    Cassandra40,
    /// Apache Cassandra 4.1.
    Cassandra41,
    /// Apache Cassandra 5.0 (the default).
    #[default]
    Cassandra50,
    /// ScyllaDB, the last open-source release (6.2).
    ScyllaDb,
    /// DataStax Astra DB Serverless.
    AstraServerless,
    /// Amazon Keyspaces (for Apache Cassandra).
    Keyspaces,
    /// DataStax Enterprise 6.8.
    Dse68,
}

/// Something a project may use that not every target has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Feature {
    /// `CREATE MATERIALIZED VIEW`.
    MaterializedViews,
    /// The built-in secondary index (`CREATE INDEX` without a class).
    SecondaryIndexes,
    /// Storage-attached indexes.
    Sai,
    /// SSTable-attached secondary indexes.
    Sasi,
    /// Custom index classes (`CREATE CUSTOM INDEX … USING 'org.example.Index'`: Lucene, DSE
    /// Search, ...), Java classes loaded by Cassandra.
    CustomIndexes,
    /// User-defined types.
    Udts,
    /// User-defined functions and aggregates.
    Udfs,
    /// Counter columns.
    Counters,
    /// Static columns.
    StaticColumns,
    /// The `vector<float, n>` type.
    Vector,
    /// A logged batch whose statements touch several partitions.
    LoggedBatchesAcrossPartitions,
    /// `CREATE KEYSPACE` run through CQL.
    CreateKeyspace,
}

impl Feature {
    /// Every feature, in table order.
    pub const ALL: [Feature; 12] = [
        Self::MaterializedViews,
        Self::SecondaryIndexes,
        Self::Sai,
        Self::Sasi,
        Self::CustomIndexes,
        Self::Udts,
        Self::Udfs,
        Self::Counters,
        Self::StaticColumns,
        Self::Vector,
        Self::LoggedBatchesAcrossPartitions,
        Self::CreateKeyspace,
    ];

    /// The id of the feature's name in the catalogue (`feature-sai`).
    fn id(self) -> &'static str {
        match self {
            Self::MaterializedViews => "feature-materialized-views",
            Self::SecondaryIndexes => "feature-secondary-indexes",
            Self::Sai => "feature-sai",
            Self::Sasi => "feature-sasi",
            Self::CustomIndexes => "feature-custom-indexes",
            Self::Udts => "feature-udts",
            Self::Udfs => "feature-udfs",
            Self::Counters => "feature-counters",
            Self::StaticColumns => "feature-static-columns",
            Self::Vector => "feature-vector",
            Self::LoggedBatchesAcrossPartitions => "feature-logged-batches-across-partitions",
            Self::CreateKeyspace => "feature-create-keyspace",
        }
    }

    /// The feature's name (the noun in messages and `docs/targets.md`), worded when shown.
    pub fn said(self) -> crate::text::Text {
        crate::text::Message::new(self.id()).into()
    }

    /// The feature's name in English (export's notes are English).
    pub fn name(self) -> String {
        crate::text::Message::new(self.id()).word(crate::text::Lang::En)
    }

    /// How to do without the feature, or where to find it, worded when shown.
    pub fn without(self) -> crate::text::Text {
        use crate::msg;
        match self {
            Self::MaterializedViews => msg!("target-without-materialized-views"),
            Self::SecondaryIndexes | Self::Sai | Self::Sasi | Self::CustomIndexes => msg!("target-without-indexes"),
            Self::Counters => msg!("target-without-counters"),
            Self::StaticColumns => msg!("target-without-static-columns"),
            Self::Vector => msg!("target-without-vector"),
            Self::Udts => msg!("target-without-udts"),
            Self::Udfs | Self::LoggedBatchesAcrossPartitions | Self::CreateKeyspace => msg!("target-without-other"),
        }
    }
}

/// Whether a target has a feature.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Support {
    /// It has it.
    Yes,
    /// It has it, switched off by default (an experimental feature an operator enables in the
    /// node's configuration): the setting that enables it.
    Disabled(&'static str),
    /// It does not have it: statements using it are refused.
    No,
    /// Its documentation, as read for `docs/targets.md`, does not say.
    Unconfirmed,
}

/// What a target does with a table option (`WITH name = ...`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionSupport {
    /// The option applies.
    Applies,
    /// The target accepts the statement and drops the option (or the option does not
    /// apply to a managed service): export leaves it out.
    Ignored,
    /// The target no longer has the option and refuses a statement naming it (Cassandra 4.0
    /// removed `read_repair_chance` and `dclocal_read_repair_chance`, CASSANDRA-13910):
    /// export leaves it out.
    Removed,
    /// The target has no option of that name and refuses a statement naming it ("Unknown
    /// property"): export leaves it out.
    Unknown,
}

/// A target's sizes and guardrails. `None`: no such limit, or none documented.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// A partition larger than this many bytes is reported by the database (a warning in its
    /// log or to the client).
    pub partition_warn_bytes: f64,
    /// A partition with more rows than this is reported by the database.
    pub partition_warn_rows: Option<f64>,
    /// The most cells one partition can hold.
    pub partition_max_cells: Option<f64>,
    /// A hard limit on one row's size (bytes): a write over it fails.
    pub row_max_bytes: Option<f64>,
    /// A row larger than this is reported by the database (a warning, not a failure).
    pub row_warn_bytes: Option<f64>,
    /// Most bytes of a partition key's data.
    pub partition_key_max_bytes: Option<f64>,
    /// Most bytes of one clustering column's data.
    pub clustering_column_max_bytes: Option<f64>,
    /// Most regular columns one INSERT or UPDATE may write.
    pub columns_per_write: Option<u32>,
    /// A batch larger than this many bytes is warned about.
    pub batch_warn_bytes: Option<f64>,
    /// A batch larger than this many bytes fails.
    pub batch_fail_bytes: Option<f64>,
    /// A read scanning more tombstones than this is warned about.
    pub tombstone_warn: Option<f64>,
    /// A read scanning more tombstones than this fails.
    pub tombstone_fail: Option<f64>,
}

/// How a target counts a row's bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RowSizeRule {
    /// Cassandra's: the clustering and regular values of the row and 8 bytes of timestamp
    /// per cell (the St formula of methodology §6, for one row).
    Cassandra,
    /// Amazon Keyspaces' encoded row size ([`keyspaces_row_bytes`]).
    Keyspaces,
}

impl Target {
    /// Every target, in menu order.
    pub const ALL: [Target; 7] = [
        Self::Cassandra40,
        Self::Cassandra41,
        Self::Cassandra50,
        Self::ScyllaDb,
        Self::AstraServerless,
        Self::Keyspaces,
        Self::Dse68,
    ];

    /// The stable id saved in project files and given to `--target`: `cassandra-5.0`.
    pub fn id(self) -> &'static str {
        match self {
            Self::Cassandra40 => "cassandra-4.0",
            Self::Cassandra41 => "cassandra-4.1",
            Self::Cassandra50 => "cassandra-5.0",
            Self::ScyllaDb => "scylladb",
            Self::AstraServerless => "astra",
            Self::Keyspaces => "keyspaces",
            Self::Dse68 => "dse-6.8",
        }
    }

    /// The product's name, as its vendor writes it (the same in every language).
    pub fn name(self) -> &'static str {
        match self {
            Self::Cassandra40 => "Apache Cassandra 4.0",
            Self::Cassandra41 => "Apache Cassandra 4.1",
            Self::Cassandra50 => "Apache Cassandra 5.0",
            Self::ScyllaDb => "ScyllaDB 6.2",
            Self::AstraServerless => "DataStax Astra DB Serverless",
            Self::Keyspaces => "Amazon Keyspaces",
            Self::Dse68 => "DataStax Enterprise 6.8",
        }
    }

    /// The target with this id, or one of the short names the command line accepts
    /// (`cassandra5`, `c5`, `scylla`, `astra-db`, `amazon-keyspaces`, `dse`), in any case.
    pub fn parse(text: &str) -> Option<Self> {
        let t = text.trim().to_ascii_lowercase().replace(['_', ' '], "-");
        Self::ALL.into_iter().find(|x| x.id() == t).or(match t.as_str() {
            "cassandra4.0" | "cassandra-4" | "c4.0" | "4.0" => Some(Self::Cassandra40),
            "cassandra4.1" | "c4.1" | "4.1" => Some(Self::Cassandra41),
            "cassandra" | "cassandra5" | "cassandra-5" | "cassandra5.0" | "c5" | "5.0" => Some(Self::Cassandra50),
            "scylla" | "scylla-db" | "scylladb-6.2" => Some(Self::ScyllaDb),
            "astra-db" | "astra-serverless" | "astra-db-serverless" => Some(Self::AstraServerless),
            "amazon-keyspaces" | "aws-keyspaces" | "mcs" => Some(Self::Keyspaces),
            "dse" | "dse6.8" | "datastax-enterprise" => Some(Self::Dse68),
            _ => None,
        })
    }

    /// Whether the target has `feature`.
    pub fn supports(self, feature: Feature) -> Support {
        facts::support(self, feature)
    }

    /// The target's limits.
    pub fn limits(self) -> Limits {
        facts::limits(self)
    }

    /// What the target does with the table option `name` (any case).
    pub fn table_option(self, name: &str) -> OptionSupport {
        facts::table_option(self, &name.to_ascii_lowercase())
    }

    /// Whether the target honours `durable_writes` in `CREATE KEYSPACE`.
    pub fn keyspace_durable_writes(self) -> OptionSupport {
        facts::durable_writes(self)
    }

    /// How the target counts a row's bytes.
    pub fn row_size_rule(self) -> RowSizeRule {
        if self == Self::Keyspaces { RowSizeRule::Keyspaces } else { RowSizeRule::Cassandra }
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for Target {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

impl<'de> Deserialize<'de> for Target {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Self::parse(&text).ok_or_else(|| {
            let known: Vec<&str> = Self::ALL.iter().map(|t| t.id()).collect();
            serde::de::Error::custom(format!("unknown target {text:?}; known targets: {}", known.join(", ")))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_and_short_names_parse() {
        for t in Target::ALL {
            assert_eq!(Target::parse(t.id()), Some(t));
            let json = serde_json::to_string(&t).expect("serialises");
            assert_eq!(serde_json::from_str::<Target>(&json).expect("reads back"), t);
        }
        assert_eq!(Target::parse("Scylla"), Some(Target::ScyllaDb));
        assert_eq!(Target::parse("amazon_keyspaces"), Some(Target::Keyspaces));
        assert_eq!(Target::parse("DSE"), Some(Target::Dse68));
        assert_eq!(Target::parse("oracle"), None);
        let err = serde_json::from_str::<Target>("\"oracle\"").expect_err("unknown target refused");
        assert!(err.to_string().contains("known targets: cassandra-4.0"), "{err}");
        assert_eq!(Target::default(), Target::Cassandra50);
    }

    #[test]
    fn what_the_issue_names_holds() {
        // Materialized views rejected by Astra; indexes and UDFs absent on Keyspaces; Scylla
        // warning at 1,000 MB, not 100 MB; Keyspaces rows capped at 1 MB.
        assert_eq!(Target::AstraServerless.supports(Feature::MaterializedViews), Support::No);
        assert_eq!(Target::Keyspaces.supports(Feature::SecondaryIndexes), Support::No);
        assert_eq!(Target::Keyspaces.supports(Feature::Udfs), Support::No);
        assert_eq!(Target::ScyllaDb.limits().partition_warn_bytes, 1_000.0 * 1_048_576.0);
        assert_eq!(Target::Cassandra50.limits().partition_warn_bytes, 100.0 * 1_048_576.0);
        assert_eq!(Target::Keyspaces.limits().row_max_bytes, Some(1_048_576.0));
        assert_eq!(Target::AstraServerless.supports(Feature::CreateKeyspace), Support::No);
        assert_eq!(Target::Keyspaces.table_option("Compaction"), OptionSupport::Ignored);
        assert_eq!(Target::Cassandra50.table_option("compaction"), OptionSupport::Applies);
        // Found by running the zipkin2 schema on Cassandra 5.0: "Unknown property
        // 'dclocal_read_repair_chance'".
        for t in [Target::Cassandra40, Target::Cassandra41, Target::Cassandra50] {
            assert_eq!(t.table_option("dclocal_read_repair_chance"), OptionSupport::Removed);
            assert_eq!(t.table_option("gc_grace_secondc"), OptionSupport::Unknown, "a misspelt option");
            assert_eq!(t.table_option("gc_grace_seconds"), OptionSupport::Applies);
            assert_eq!(t.table_option("READ_REPAIR_CHANCE"), OptionSupport::Removed);
        }
        assert_eq!(Target::Dse68.table_option("read_repair_chance"), OptionSupport::Applies);
        assert_eq!(Target::Keyspaces.row_size_rule(), RowSizeRule::Keyspaces);
    }
}

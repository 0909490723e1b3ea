//! The logical (and physical) model: tables with key roles, as derived from the project.

use crate::cql::CqlType;
use crate::ids::{AttributeId, EntityId, QueryId, RelationshipId, TableId};
pub use crate::project::Role;
use crate::project::{Bucket, Direction};
use crate::text::{Separator, Text};
use serde::Serialize;

mod reason;
pub use reason::{Reason, TimeNote};

/// The mapping rule (or user action) that put a column in a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Rule {
    /// MR1: an attribute the query needs, from an entity or relationship on its access path.
    #[serde(rename = "MR1")]
    Mr1,
    /// MR2: an equality search attribute, in the partition key.
    #[serde(rename = "MR2")]
    Mr2,
    /// MR3: an inequality (range) search attribute, a clustering column.
    #[serde(rename = "MR3")]
    Mr3,
    /// MR4: an ordering attribute, a clustering column with its direction.
    #[serde(rename = "MR4")]
    Mr4,
    /// MR5: a key attribute appended so that rows of different entities stay apart.
    #[serde(rename = "MR5")]
    Mr5,
    /// An artificial bucket partition key (no equality attribute, or a size remedy).
    #[serde(rename = "bucket")]
    Bucket,
    /// An aggregate the query returns, kept as a counter or a maintained column.
    #[serde(rename = "aggregate")]
    Aggregate,
    /// Added by the user's manual edit.
    #[serde(rename = "manual")]
    Manual,
    /// Defined directly (imported CQL or a hand-made table).
    #[serde(rename = "defined")]
    Defined,
}

impl Rule {
    /// Short label: `MR1`..`MR5`, `bucket`, `aggregate`, `manual`, `defined`.
    pub fn label(self) -> &'static str {
        match self {
            Self::Mr1 => "MR1",
            Self::Mr2 => "MR2",
            Self::Mr3 => "MR3",
            Self::Mr4 => "MR4",
            Self::Mr5 => "MR5",
            Self::Bucket => "bucket",
            Self::Aggregate => "aggregate",
            Self::Manual => "manual",
            Self::Defined => "defined",
        }
    }

    /// The rule's name in words: `MR1`..`MR5` as they are, the others translated (`rule-*`).
    pub fn words(self) -> crate::text::Text {
        match self {
            Self::Bucket => crate::msg!("rule-bucket"),
            Self::Aggregate => crate::msg!("rule-aggregate"),
            Self::Manual => crate::msg!("rule-manual"),
            Self::Defined => crate::msg!("rule-defined"),
            Self::Mr1 | Self::Mr2 | Self::Mr3 | Self::Mr4 | Self::Mr5 => crate::text::Text::verbatim(self.label()),
        }
    }

    /// One line saying what the rule does (the method guide, step mode, tooltips).
    pub fn line(self) -> crate::text::Text {
        match self {
            Self::Mr1 => crate::msg!("rule-line-mr1"),
            Self::Mr2 => crate::msg!("rule-line-mr2"),
            Self::Mr3 => crate::msg!("rule-line-mr3"),
            Self::Mr4 => crate::msg!("rule-line-mr4"),
            Self::Mr5 => crate::msg!("rule-line-mr5"),
            Self::Bucket => crate::msg!("rule-line-bucket"),
            Self::Aggregate => crate::msg!("rule-line-aggregate"),
            Self::Manual => crate::msg!("rule-line-manual"),
            Self::Defined => crate::msg!("rule-line-defined"),
        }
    }
}

/// Why a column is in its table and in its place.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Provenance {
    /// The rule that placed it.
    pub rule: Rule,
    /// The query it serves (`None` for defined tables).
    pub query: Option<QueryId>,
    /// What the rule saw, decided once by derivation ([`Provenance::words`]: "equality search
    /// (=) on POI.name in Q1").
    pub reason: Reason,
}

impl Provenance {
    /// The reason in words, with the query it serves, worded when shown.
    pub fn words(&self) -> Text {
        self.reason.words(self.query.as_ref())
    }
}

/// A column of a logical table.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Column {
    /// Column name (unquoted; quoted when written as CQL if needed).
    pub name: String,
    /// CQL type.
    #[serde(rename = "type")]
    pub ty: CqlType,
    /// K, C↑, C↓, S or regular.
    pub role: Role,
    /// The attribute it stores (`None` for a bucket or a defined table's column).
    pub attribute: Option<AttributeId>,
    /// Why it is here.
    pub provenance: Provenance,
    /// Has an index of any kind (IDX, SAI, SASI, custom): see [`Table::indexes`].
    pub indexed: bool,
    /// A dynamic data mask (Cassandra 5.0) as written, e.g. `mask_inner(1, 1)`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mask: Option<String>,
}

/// Where a table comes from.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Origin {
    /// Derived from this query (and possibly serving others through an accepted merge).
    Derived(QueryId),
    /// Defined directly by the user (imported or hand-made).
    Defined(TableId),
}

/// Whose instances a derived table's rows are.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "kind", content = "id", rename_all = "snake_case")]
pub enum Subject {
    /// An entity type's instances.
    Entity(EntityId),
    /// A relationship type's instances (comments, ratings).
    Relationship(RelationshipId),
}

/// A design choice derivation made beyond the mapping rules, with its reason: shown in the
/// inspector, `derive --json`, `explain` and the document.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "choice", rename_all = "snake_case")]
pub enum Choice {
    /// Queries whose tables had the same primary key are served by this one table.
    Merged {
        /// The queries whose tables were folded into this one.
        queries: Vec<QueryId>,
    },
    /// A query is served by this table, whose key answers it, instead of a table of its own.
    Serves {
        /// The query served.
        query: QueryId,
    },
    /// A query is served by this table through SAI indexes on the columns it searches, as the
    /// user chose, instead of a table of its own.
    IndexServes {
        /// The query served.
        query: QueryId,
        /// The columns given an SAI index for it.
        columns: Vec<String>,
        /// `true` when the query gives the whole partition key (one partition searched).
        partition_restricted: bool,
    },
    /// A nearest-neighbour search needs an SAI vector index on this column.
    VectorIndex {
        /// The query searching.
        query: QueryId,
        /// The vector column.
        column: String,
        /// The similarity function (`COSINE`, ...).
        similarity: String,
    },
    /// The rows' entity is kept for a number of days, so the table's rows expire by
    /// `default_time_to_live`.
    TimeToLive {
        /// Days kept.
        days: f64,
        /// The `default_time_to_live` it gives, in seconds.
        seconds: u64,
    },
    /// The table is bucketed by time, so its SSTables are compacted by time window, one
    /// window per bucket (`TimeWindowCompactionStrategy`).
    TimeWindows {
        /// The bucket's unit.
        unit: crate::project::TimeUnit,
    },
    /// The owner's partition would grow past the guidance, so these equality attributes
    /// joined the partition key.
    PartitionWidened {
        /// The attributes moved into the partition key.
        attributes: Vec<AttributeId>,
        /// Values per partition with the owner's key alone (`None`: unbounded).
        values: Option<f64>,
    },
    /// A query is served by this table, whose key answers it, with the columns it lacked
    /// added: fewer bytes per row than a table of its own.
    ServesWithColumns {
        /// The query served.
        query: QueryId,
        /// The columns added for it.
        columns: Vec<String>,
        /// Bytes per row the added columns take.
        added_bytes: u64,
        /// Bytes per row of the table it would have had.
        table_bytes: u64,
    },
    /// The naming rule's name is longer than CQL takes (48 characters): the table's name is
    /// shortened (`derive::fit_table_name`).
    NameShortened {
        /// The naming rule's full name.
        full: String,
    },
    /// The query's aggregates are kept per period of a time attribute: its clustering column
    /// holds the period (`day`), which the application computes from the time when it writes.
    Period {
        /// The time attribute the period is computed from.
        attribute: AttributeId,
        /// The period's length.
        unit: crate::project::TimeUnit,
        /// The period's column.
        column: String,
    },
    /// A small set of named things (a vet's specialties) is a collection column of the
    /// owner's row instead of one row per pair, as the user chose.
    Collection {
        /// The attribute collected (the other end's name).
        attribute: AttributeId,
        /// The collection column.
        column: String,
        /// Elements per row, from the relationship's fan-out (`None`: not estimated).
        elements: Option<f64>,
    },
}

impl Choice {
    /// The choice and its reason in words; `label` names an attribute (`Entity.attribute`).
    pub fn text(&self, lang: crate::text::Lang, label: &dyn Fn(&AttributeId) -> String) -> String {
        self.said(label).get(lang)
    }

    /// The choice and its reason as a message, worded when shown.
    pub fn said(&self, label: &dyn Fn(&AttributeId) -> String) -> Text {
        use crate::msg;
        let list = |items: Vec<String>| {
            Text::join(&items.into_iter().map(Text::verbatim).collect::<Vec<_>>(), Separator::Comma)
        };
        let ids = |qs: &[QueryId]| list(qs.iter().map(QueryId::to_string).collect());
        match self {
            Self::Merged { queries } => msg!("choice-merged", queries = ids(queries), writes = queries.len() + 1),
            Self::Serves { query } => msg!("choice-serves", query = query.as_str()),
            Self::IndexServes { query, columns, partition_restricted } => msg!(
                "choice-index-serves",
                query = query.as_str(),
                columns = list(columns.clone()),
                column_count = columns.len(),
                searched = if *partition_restricted { "partition" } else { "table" }
            ),
            Self::VectorIndex { query, column, similarity } => {
                msg!("choice-vector-index", query = query.as_str(), column = column, similarity = similarity)
            }
            Self::TimeToLive { days, seconds } => {
                msg!("choice-time-to-live", days = days.to_string(), seconds = seconds.to_string())
            }
            Self::TimeWindows { unit } => msg!("choice-time-windows", unit = unit.words()),
            Self::PartitionWidened { attributes, values } => msg!(
                "choice-partition-widened",
                values = values.map_or_else(|| "unbounded".to_owned(), |v| format!("{v:.0}")),
                attributes = list(attributes.iter().map(label).collect())
            ),
            Self::ServesWithColumns { query, columns, added_bytes, table_bytes } => msg!(
                "choice-serves-with-columns",
                query = query.as_str(),
                columns = list(columns.clone()),
                added_bytes = added_bytes.to_string(),
                table_bytes = table_bytes.to_string()
            ),
            Self::NameShortened { full } => msg!("choice-name-shortened", full = full),
            Self::Period { attribute, unit, column } => {
                msg!("choice-period", column = column.clone(), unit = unit.words(), attribute = label(attribute))
            }
            Self::Collection { attribute, column, elements } => msg!(
                "choice-collection",
                column = column.clone(),
                attribute = label(attribute),
                elements = elements.map_or_else(|| "?".to_owned(), |e| format!("{e:.0}"))
            ),
        }
    }

    /// The query whose own table this choice folded away, if any (what "keep apart" undoes).
    pub fn folded_queries(&self) -> &[QueryId] {
        match self {
            Self::Merged { queries } => queries,
            Self::Serves { query } | Self::ServesWithColumns { query, .. } => std::slice::from_ref(query),
            Self::PartitionWidened { .. }
            | Self::NameShortened { .. }
            | Self::IndexServes { .. }
            | Self::VectorIndex { .. }
            | Self::TimeToLive { .. }
            | Self::TimeWindows { .. }
            | Self::Period { .. }
            | Self::Collection { .. } => &[],
        }
    }
}

/// A logical table: one per query (or shared), with columns in key order first.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Table {
    /// Table name (after the user's rename, if any).
    pub name: String,
    /// The naming rule's name before any rename.
    pub derived_name: String,
    /// Keyspace.
    pub keyspace: String,
    /// Where it comes from.
    pub origin: Origin,
    /// Whose instances its rows are (derived tables).
    pub subject: Option<Subject>,
    /// Queries served (the entry arrows of the Chebotko diagram).
    pub queries: Vec<QueryId>,
    /// Columns: partition key, then clustering in order, then static, then regular.
    pub columns: Vec<Column>,
    /// Table options, name → CQL value text.
    pub options: Vec<(String, String)>,
    /// The primary-key alternatives the user may choose between (derived tables only).
    pub alternatives: Vec<Alternative>,
    /// Index of the alternative in use.
    pub chosen: usize,
    /// The bucket in use, if any.
    pub bucket: Option<Bucket>,
    /// For a materialized view: its base table.
    pub view_of: Option<String>,
    /// The table's indexes, in creation order (a derived table: one unnamed secondary index
    /// per column the user indexed).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub indexes: Vec<crate::project::IndexDef>,
    /// Design choices made for this table beyond the mapping rules, with their reasons.
    pub choices: Vec<Choice>,
}

impl Table {
    /// Partition key columns, in order.
    pub fn partition_key(&self) -> impl Iterator<Item = &Column> {
        self.columns.iter().filter(|c| c.role == Role::PartitionKey)
    }

    /// Clustering columns, in order.
    pub fn clustering(&self) -> impl Iterator<Item = &Column> {
        self.columns.iter().filter(|c| matches!(c.role, Role::Clustering(_)))
    }

    /// The column storing an attribute.
    pub fn column_for(&self, attribute: &AttributeId) -> Option<&Column> {
        self.columns.iter().find(|c| c.attribute.as_ref() == Some(attribute))
    }

    /// Every index to create: [`Table::indexes`], then an unnamed secondary index on each
    /// indexed column none of them targets.
    pub fn all_indexes(&self) -> Vec<crate::project::IndexDef> {
        crate::project::with_column_indexes(
            &self.indexes,
            self.columns.iter().filter(|c| c.indexed).map(|c| c.name.as_str()),
        )
    }

    /// The period a table of aggregates keeps them per: the time attribute, the unit and the
    /// period's column ([`Choice::Period`]).
    pub fn period(&self) -> Option<(&AttributeId, crate::project::TimeUnit, &str)> {
        self.choices.iter().find_map(|c| match c {
            Choice::Period { attribute, unit, column } => Some((attribute, *unit, column.as_str())),
            _ => None,
        })
    }

    /// The small set a table keeps as a collection: the attribute collected and the column
    /// ([`Choice::Collection`]).
    pub fn collection(&self) -> Option<(&AttributeId, &str)> {
        self.choices.iter().find_map(|c| match c {
            Choice::Collection { attribute, column, .. } => Some((attribute, column.as_str())),
            _ => None,
        })
    }

    /// The column with this name.
    pub fn column(&self, name: &str) -> Option<&Column> {
        self.columns.iter().find(|c| c.name == name)
    }

    /// The primary key as CQL writes it: `((a, b), c, d)` → `"((a, b), c, d)"`, unquoted
    /// names; handy in messages and tests.
    pub fn key_signature(&self) -> String {
        let pk: Vec<&str> = self.partition_key().map(|c| c.name.as_str()).collect();
        let ck: Vec<&str> = self.clustering().map(|c| c.name.as_str()).collect();
        let mut s = format!("(({})", pk.join(", "));
        for c in ck {
            s.push_str(", ");
            s.push_str(c);
        }
        s.push(')');
        s
    }
}

/// One valid primary key for a query's table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Alternative {
    /// Partition key parts.
    pub partition: Vec<KeyPart>,
    /// Clustering parts with their order.
    pub clustering: Vec<(KeyPart, Direction)>,
    /// Why this key, as a typed value ([`AlternativeReason::said`]; `Display` is English).
    pub reason: AlternativeReason,
}

impl Alternative {
    /// A key with its reason.
    pub fn new(partition: Vec<KeyPart>, clustering: Vec<(KeyPart, Direction)>, reason: AlternativeReason) -> Self {
        Self { partition, clustering, reason }
    }

    /// The key as the user's choice is saved ([`crate::project::ManualKey`]), or `None` when
    /// it holds the artificial bucket column (then only its index can name it).
    pub fn as_manual_key(&self) -> Option<crate::project::ManualKey> {
        let attribute = |p: &KeyPart| match p {
            KeyPart::Attribute(a) => Some(a.clone()),
            KeyPart::Bucket => None,
        };
        Some(crate::project::ManualKey {
            partition: self.partition.iter().map(attribute).collect::<Option<Vec<_>>>()?,
            clustering: self
                .clustering
                .iter()
                .map(|(p, d)| {
                    attribute(p).map(|a| crate::project::Ordering {
                        attribute: a,
                        direction: *d,
                        extra: Default::default(),
                    })
                })
                .collect::<Option<Vec<_>>>()?,
        })
    }

    /// The key as `((partition…), clustering↑, …)` with attribute names (`bucket` for the
    /// artificial bucket column).
    pub fn signature(&self, index: &crate::project::Index<'_>) -> String {
        let part = |p: &KeyPart| match p {
            KeyPart::Attribute(a) => index.attribute(a).map_or_else(|| a.to_string(), |(_, a)| a.name.clone()),
            KeyPart::Bucket => "bucket".to_owned(),
        };
        let mut key = format!("(({})", self.partition.iter().map(part).collect::<Vec<_>>().join(", "));
        for (p, d) in &self.clustering {
            key.push_str(", ");
            key.push_str(&part(p));
            key.push_str(if *d == crate::project::Direction::Asc { "↑" } else { "↓" });
        }
        key.push(')');
        key
    }
}

/// Why a primary-key alternative is what it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum AlternativeReason {
    /// The partition key is the key of the entity (or entities) owning the rows; further
    /// equality attributes lead the clustering columns.
    Owner {
        /// The owners' names.
        owners: Vec<String>,
        /// The further equality attributes (`Entity.attribute`), empty when none.
        filters: Vec<String>,
    },
    /// The owner's partition would be too large: these equality attributes joined it.
    Widened {
        /// The owners' names.
        owners: Vec<String>,
        /// The attributes moved in (`Entity.attribute`).
        moved: Vec<String>,
        /// Values per partition of the owner alone (`None`: grows without bound).
        values: Option<u64>,
    },
    /// Every equality attribute in the partition key, in the order given (plain MR2).
    AllEquality,
    /// No equality attribute: an artificial bucket is the partition key.
    Bucket,
    /// The equality attributes in another order.
    Reordered,
    /// The first `count` equality attributes in the partition key, the rest clustering.
    Split {
        /// How many stay in the partition key.
        count: usize,
    },
    /// The MR5 columns in another order.
    UniquenessReordered,
    /// Set by hand on the Logical tab.
    Manual,
    /// A small set of named things (a vet's specialties) as a collection column of the
    /// owner's row: the other end's key leaves the primary key.
    Collection {
        /// The attribute collected (`Entity.attribute`).
        attribute: String,
        /// Elements per row from the relationship's fan-out (`None`: not estimated).
        elements: Option<u64>,
    },
}

impl AlternativeReason {
    /// The reason in words, worded when shown.
    pub fn said(&self) -> crate::text::Text {
        use crate::msg;
        use crate::text::{Separator, Text};
        let list = |v: &[String], sep| Text::join(&v.iter().map(Text::verbatim).collect::<Vec<_>>(), sep);
        match self {
            Self::Owner { owners, filters } if filters.is_empty() => {
                msg!("alternative-owner", owners = list(owners, Separator::AndWord))
            }
            Self::Owner { owners, filters } => {
                msg!(
                    "alternative-owner-filters",
                    owners = list(owners, Separator::AndWord),
                    filters = list(filters, Separator::Comma)
                )
            }
            Self::Widened { owners, moved, values: None } => {
                msg!(
                    "alternative-widened",
                    owners = list(owners, Separator::AndWord),
                    moved = list(moved, Separator::Comma)
                )
            }
            Self::Widened { owners, moved, values: Some(v) } => msg!(
                "alternative-widened-values",
                owners = list(owners, Separator::AndWord),
                values = v.to_string(),
                moved = list(moved, Separator::Comma)
            ),
            Self::AllEquality => msg!("alternative-all-equality"),
            Self::Bucket => msg!("alternative-bucket"),
            Self::Reordered => msg!("alternative-reordered"),
            Self::Split { count } => msg!("alternative-split", count = *count),
            Self::UniquenessReordered => msg!("alternative-uniqueness-reordered"),
            Self::Manual => msg!("alternative-manual"),
            Self::Collection { attribute, elements: Some(n) } => {
                msg!("alternative-collection", attribute = attribute.clone(), elements = *n)
            }
            Self::Collection { attribute, elements: None } => {
                msg!("alternative-collection-unestimated", attribute = attribute.clone())
            }
        }
    }
}

impl std::fmt::Display for AlternativeReason {
    /// English.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.said().en())
    }
}

/// A part of a primary key.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum KeyPart {
    /// An attribute's column.
    Attribute(AttributeId),
    /// The artificial bucket column.
    Bucket,
}

impl KeyPart {
    /// The attribute of an attribute's column (`None` for the bucket).
    pub fn attribute(&self) -> Option<&AttributeId> {
        match self {
            Self::Attribute(a) => Some(a),
            Self::Bucket => None,
        }
    }
}

/// The derived logical model of a project.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct LogicalModel {
    /// Tables: derived tables in query order, then defined tables.
    pub tables: Vec<Table>,
    /// User-defined types to create, per keyspace, in dependency order.
    pub udts: Vec<Udt>,
    /// Offers to share a table between queries (never applied without the user).
    pub sharing: Vec<SharingOffer>,
    /// Offers to serve a query from another table with SAI indexes instead of a table of its
    /// own (never applied without the user).
    pub index_offers: Vec<IndexOffer>,
}

impl LogicalModel {
    /// The table serving a query.
    pub fn table_for_query(&self, query: &QueryId) -> Option<&Table> {
        self.tables.iter().find(|t| t.queries.contains(query))
    }

    /// The table serving each query, by query id (the first table when several do).
    pub fn tables_by_query(&self) -> rustc_hash::FxHashMap<&str, &Table> {
        let mut map = rustc_hash::FxHashMap::with_capacity_and_hasher(self.tables.len(), Default::default());
        for t in &self.tables {
            for q in &t.queries {
                map.entry(q.as_str()).or_insert(t);
            }
        }
        map
    }

    /// The table with this name (first match).
    pub fn table(&self, name: &str) -> Option<&Table> {
        self.tables.iter().find(|t| t.name == name)
    }
}

/// A user-defined type to create.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Udt {
    /// Keyspace.
    pub keyspace: String,
    /// Type name.
    pub name: String,
    /// Fields: name and type.
    pub fields: Vec<(String, CqlType)>,
}

/// A design alternative: a query served by another table, whose key does not answer it, with
/// SAI indexes on the columns it searches (Cassandra 5.0), instead of a table of its own.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct IndexOffer {
    /// The query that could do without its own table.
    pub query: QueryId,
    /// Its table now.
    pub own_table: String,
    /// The table that would serve it.
    pub table: String,
    /// A query that table serves (how the choice is saved: `index_on`).
    pub host_query: QueryId,
    /// The columns that would get an SAI index (none: their indexes exist already).
    pub columns: Vec<String>,
    /// Columns the table would gain to return what the query asks.
    pub added: Vec<String>,
    /// `true` when the query gives the table's whole partition key: the index searches one
    /// partition; `false`: every node is asked.
    pub partition_restricted: bool,
}

/// Two or more queries whose tables have the same primary key and compatible order.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SharingOffer {
    /// The queries that could share one table.
    pub queries: Vec<QueryId>,
    /// The tables they have now.
    pub tables: Vec<String>,
}

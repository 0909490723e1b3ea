//! The logical (and physical) model: tables with key roles, as derived from the project.

use crate::cql_type::CqlType;
use crate::ids::{AttributeId, EntityId, QueryId, RelationshipId, TableId};
pub use crate::project::Role;
use crate::project::{Bucket, Direction};
use serde::Serialize;

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
}

/// Why a column is in its table and in its place.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Provenance {
    /// The rule that placed it.
    pub rule: Rule,
    /// The query it serves (`None` for defined tables).
    pub query: Option<QueryId>,
    /// One sentence a student can read: "equality search on POI.name in Q1".
    pub reason: String,
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
        use crate::text::Lang::{En, Zh};
        let ids = |qs: &[QueryId], sep: &str| qs.iter().map(QueryId::as_str).collect::<Vec<_>>().join(sep);
        match (self, lang) {
            (Self::Merged { queries }, En) => format!(
                "{} had tables with the same primary key: this one table serves them, so each row is written once instead of {} times",
                ids(queries, ", "),
                queries.len() + 1
            ),
            (Self::Merged { queries }, Zh) => {
                format!("{} 的表主键相同：由这一张表共同服务，每行只写一次而不是 {} 次", ids(queries, "、"), queries.len() + 1)
            }
            (Self::Serves { query }, En) => format!(
                "{query} is served by this table: its key answers it (equality on the partition key and a clustering prefix), so no table of its own is written"
            ),
            (Self::Serves { query }, Zh) => format!("{query} 由本表服务：本表的键能回答它（分区键等值、聚簇列前缀），无需为它另写一张表"),
            (Self::IndexServes { query, columns, partition_restricted }, En) => format!(
                "{query} is served by this table through SAI indexes{}, as chosen, instead of a table of its own: its rows are written once less; {}",
                if columns.is_empty() { String::new() } else { format!(" on {}", columns.join(", ")) },
                if *partition_restricted {
                    "it gives the partition key, so one partition is searched"
                } else {
                    "it does not give the partition key, so every node is asked (the whole table is searched)"
                }
            ),
            (Self::IndexServes { query, columns, partition_restricted }, Zh) => format!(
                "按所选，{query} 由本表通过 SAI 索引{}服务，不再单独建表：它的行少写一次；{}",
                if columns.is_empty() { String::new() } else { format!("（{}）", columns.join("、")) },
                if *partition_restricted {
                    "它给出了分区键，只搜索一个分区"
                } else {
                    "它没有给出分区键，要询问每个节点（搜索整张表）"
                }
            ),
            (Self::VectorIndex { query, column, similarity }, En) => {
                format!("{query} asks for the nearest neighbours of a vector: {column} has an SAI vector index ({similarity})")
            }
            (Self::VectorIndex { query, column, similarity }, Zh) => format!("{query} 查询向量的最近邻：{column} 建有 SAI 向量索引（{similarity}）"),
            (Self::TimeToLive { days, seconds }, En) => format!("its rows are kept {days} days, so they expire by default_time_to_live = {seconds}"),
            (Self::TimeToLive { days, seconds }, Zh) => format!("它的行保留 {days} 天，因此用 default_time_to_live = {seconds} 让它们过期"),
            (Self::TimeWindows { unit }, En) => format!(
                "it is bucketed by {}: TimeWindowCompactionStrategy with one window per {} keeps each bucket's rows in few SSTables (a suggestion; change it in the table options)",
                unit.name(),
                unit.name()
            ),
            (Self::TimeWindows { unit }, Zh) => {
                let u = unit.words();
                let u = u.get(Zh);
                format!("它按{u}分桶：TimeWindowCompactionStrategy 每{u}一个时间窗口，让每个桶的行留在少数 SSTable 中（建议值，可在表选项中修改）")
            }
            (Self::PartitionWidened { attributes, values }, En) => format!(
                "one partition per owner would {}: {} joined the partition key",
                values.map_or_else(|| "grow without bound".to_owned(), |v| format!("hold about {v:.0} values")),
                attributes.iter().map(label).collect::<Vec<_>>().join(", ")
            ),
            (Self::ServesWithColumns { query, columns, added_bytes, table_bytes }, En) => format!(
                "{query} is served by this table, whose key answers it: the columns it lacked ({}) were added, about {added_bytes} bytes per row, instead of a table of its own of about {table_bytes} bytes per row (keep it apart to give it its own table)",
                columns.join(", ")
            ),
            (Self::ServesWithColumns { query, columns, added_bytes, table_bytes }, Zh) => format!(
                "{query} 由本表服务（本表的键能回答它）：补上了它缺少的列（{}），每行约 {added_bytes} 字节，而不是为它另建每行约 {table_bytes} 字节的表（让它单独成表即可恢复）",
                columns.join("、")
            ),
            (Self::NameShortened { full }, En) => format!(
                "the naming rule gives {full}, longer than the 48 characters CQL takes: shortened by dropping the trailing parts after _by_ (the key still shows them), then abbreviating each word to four letters"
            ),
            (Self::NameShortened { full }, Zh) => {
                format!(
                    "命名规则给出的 {full} 超过 CQL 允许的 48 个字符：去掉 _by_ 之后末尾的部分（主键里仍能看到它们），仍太长则把每个词缩写为前四个字母"
                )
            }
            (Self::Period { attribute, unit, column }, lang) => {
                crate::msg!("choice-period", column = column.clone(), unit = unit.words(), attribute = label(attribute)).get(lang)
            }
            (Self::Collection { attribute, column, elements }, lang) => crate::msg!(
                "choice-collection",
                column = column.clone(),
                attribute = label(attribute),
                elements = elements.map_or_else(|| "?".to_owned(), |e| format!("{e:.0}"))
            )
            .get(lang),
            (Self::PartitionWidened { attributes, values }, Zh) => format!(
                "每个所有者一个分区将{}：{} 加入分区键",
                values.map_or_else(|| "无限增长".to_owned(), |v| format!("约有 {v:.0} 个值")),
                attributes.iter().map(label).collect::<Vec<_>>().join("、")
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
        crate::project::with_column_indexes(&self.indexes, self.columns.iter().filter(|c| c.indexed).map(|c| c.name.as_str()))
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
                .map(|(p, d)| attribute(p).map(|a| crate::project::Ordering { attribute: a, direction: *d, extra: Default::default() }))
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
            Self::Owner { owners, filters } if filters.is_empty() => msg!("alternative-owner", owners = list(owners, Separator::AndWord)),
            Self::Owner { owners, filters } => {
                msg!("alternative-owner-filters", owners = list(owners, Separator::AndWord), filters = list(filters, Separator::Comma))
            }
            Self::Widened { owners, moved, values: None } => {
                msg!("alternative-widened", owners = list(owners, Separator::AndWord), moved = list(moved, Separator::Comma))
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
            Self::Collection { attribute, elements: Some(n) } => msg!("alternative-collection", attribute = attribute.clone(), elements = *n),
            Self::Collection { attribute, elements: None } => msg!("alternative-collection-unestimated", attribute = attribute.clone()),
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

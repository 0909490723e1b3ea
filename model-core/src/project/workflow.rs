//! The application workflow: queries (access patterns) and the transitions between them.

use crate::ids::{AttributeId, EntityId, QueryId, RelationshipId};
use serde::{Deserialize, Serialize};

/// An access pattern: what the application gives and what it wants back.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Query {
    /// Stable id, shown as `Q1`, `Q2`, ...
    pub id: QueryId,
    /// What the task does, in the user's words ("Find hotels near a given point of interest").
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
    /// The entity the query returns (the table is named after it). When absent, the entity
    /// of the first find attribute that belongs to an entity.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entity: Option<EntityId>,
    /// The relationship whose instances the query returns (comments, ratings), when its
    /// answer is relationship rows rather than entities: the table is named after the
    /// relationship's noun and keyed by the instances' identity. Takes precedence over
    /// `entity`. When both are absent and the query returns a relationship's attributes that
    /// its entity does not determine, the relationship is the subject.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub relationship: Option<RelationshipId>,
    /// The relationships the access path goes through, when several join the same entities
    /// (a user uploads a video, and comments on videos): the path prefers them over others.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub via: Vec<RelationshipId>,
    /// Search predicates, in the order the user gave them.
    #[serde(default)]
    pub given: Vec<Given>,
    /// Attributes the query returns. One the entity holds in a role of a relationship is a
    /// role-qualified reference (`user.username@follower`), written `{"attribute":
    /// "user.username", "role": "follower"}` in the file (`super::role_refs`).
    #[serde(default, with = "super::role_refs")]
    pub find: Vec<AttributeId>,
    /// Requested order of the results.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub order_by: Vec<Ordering>,
    /// Aggregates the query returns (the number of ratings of a video, their sum): served
    /// by a counter table of their own (methodology: counters live apart from other columns).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub aggregates: Vec<Aggregate>,
    /// The period the aggregates are kept per ("daily minimum of a metric"): one row per
    /// period of a time attribute, the period computed from it by the application.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub per: Option<Per>,
    /// Maximum number of rows returned.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<u32>,
    /// The query asks for the `limit` nearest neighbours of a given vector (`ORDER BY v ANN
    /// OF ? LIMIT k`, Cassandra 5.0): its table needs an SAI vector index on the attribute.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nearest: Option<Nearest>,
    /// An entry point of the workflow (a task the user can start with).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub entry: bool,
    /// Expected share of the workload or notes on the write side: `true` when rows of this
    /// query's table are deleted regularly (a queue), which the analysis flags.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub deletes: bool,
    /// Fields this version does not know (a newer version's additions), kept so that saving
    /// never drops them.
    #[serde(flatten)]
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Query {
    /// The period its aggregates are kept per: `None` when it has none or no aggregates (a
    /// period of nothing aggregated says nothing; validation reports it).
    pub fn period(&self) -> Option<&Per> {
        self.per.as_ref().filter(|_| !self.aggregates.is_empty())
    }

    /// `true` for a query not begun yet: no subject, nothing given, found, ordered by or
    /// aggregated, no nearest-neighbour search (what "Add query" makes). Such a query is
    /// incomplete, quietly: derivation makes it no table and validation says nothing of it.
    pub fn is_empty(&self) -> bool {
        self.entity.is_none()
            && self.relationship.is_none()
            && self.given.is_empty()
            && self.find.is_empty()
            && self.order_by.is_empty()
            && self.aggregates.is_empty()
            && self.nearest.is_none()
    }

    /// An empty query with an id and a description.
    pub fn new(id: impl Into<QueryId>, description: impl Into<String>) -> Self {
        Self {
            id: id.into(),
            description: description.into(),
            entity: None,
            relationship: None,
            via: Vec::new(),
            given: Vec::new(),
            find: Vec::new(),
            order_by: Vec::new(),
            aggregates: Vec::new(),
            per: None,
            limit: None,
            nearest: None,
            entry: false,
            deletes: false,
            extra: Default::default(),
        }
    }

    /// Every attribute the query mentions (given, find, order by), in that order, once each.
    pub fn attributes(&self) -> Vec<&AttributeId> {
        let mut out: Vec<&AttributeId> = Vec::new();
        let all = self
            .given
            .iter()
            .map(|g| &g.attribute)
            .chain(self.find.iter())
            .chain(self.order_by.iter().map(|o| &o.attribute));
        for a in all {
            if !out.contains(&a) {
                out.push(a);
            }
        }
        out
    }
}

impl From<String> for QueryId {
    fn from(s: String) -> Self {
        Self(s)
    }
}

/// A nearest-neighbour search: the vector attribute compared and how similarity is measured.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Nearest {
    /// The `vector<float, n>` attribute searched.
    pub attribute: AttributeId,
    /// The similarity function of the attribute's SAI vector index.
    #[serde(default)]
    pub similarity: Similarity,
    /// Fields this version does not know (a newer version's additions), kept so that saving
    /// never drops them.
    #[serde(flatten)]
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

/// How an SAI vector index compares vectors (`similarity_function`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Similarity {
    /// The angle between the vectors (Cassandra's default).
    #[default]
    Cosine,
    /// The straight-line distance.
    Euclidean,
    /// The dot product (for vectors normalised to length 1).
    DotProduct,
}

impl Similarity {
    /// Every function, for pick lists.
    pub const ALL: [Similarity; 3] = [Self::Cosine, Self::Euclidean, Self::DotProduct];

    /// The value of the index option `similarity_function`.
    pub fn cql(self) -> &'static str {
        match self {
            Self::Cosine => "COSINE",
            Self::Euclidean => "EUCLIDEAN",
            Self::DotProduct => "DOT_PRODUCT",
        }
    }
}

/// One search predicate of a query.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "super::role_refs::GivenFile", into = "super::role_refs::GivenFile")]
pub struct Given {
    /// The attribute searched on (role-qualified when the query names the role its entity
    /// plays: `user.username@follower`, written with `"role": "follower"` in the file).
    pub attribute: AttributeId,
    /// How it is compared.
    #[serde(rename = "op")]
    pub predicate: Predicate,
    /// Fields this version does not know (a newer version's additions), kept so that saving
    /// never drops them.
    #[serde(flatten)]
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

/// How a given attribute is compared.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Predicate {
    /// `=`
    #[serde(rename = "=")]
    Eq,
    /// `IN (...)`
    #[serde(rename = "IN")]
    In,
    /// `<`
    #[serde(rename = "<")]
    Lt,
    /// `<=`
    #[serde(rename = "<=")]
    Le,
    /// `>`
    #[serde(rename = ">")]
    Gt,
    /// `>=`
    #[serde(rename = ">=")]
    Ge,
    /// A closed range: `>= ? AND <= ?`.
    #[serde(rename = "range")]
    Range,
}

impl Predicate {
    /// Every predicate, for pick lists.
    pub const ALL: [Predicate; 7] = [Self::Eq, Self::In, Self::Lt, Self::Le, Self::Gt, Self::Ge, Self::Range];

    /// `true` for `=` and `IN`: the predicates a partition key accepts.
    pub fn is_equality(self) -> bool {
        matches!(self, Self::Eq | Self::In)
    }

    /// The symbol shown to users.
    pub fn symbol(self) -> &'static str {
        match self {
            Self::Eq => "=",
            Self::In => "IN",
            Self::Lt => "<",
            Self::Le => "<=",
            Self::Gt => ">",
            Self::Ge => ">=",
            Self::Range => "range",
        }
    }
}

pub use crate::cql::Direction;

/// A column's role in Chebotko notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum Role {
    /// K: partition key.
    PartitionKey,
    /// C↑ / C↓: clustering column with its order.
    Clustering(Direction),
    /// S: static column.
    Static,
    /// A regular column.
    #[default]
    Regular,
}

impl Role {
    /// The Chebotko marker: `K`, `C↑`, `C↓`, `S`, or empty.
    pub fn marker(self) -> &'static str {
        match self {
            Self::PartitionKey => "K",
            Self::Clustering(Direction::Asc) => "C↑",
            Self::Clustering(Direction::Desc) => "C↓",
            Self::Static => "S",
            Self::Regular => "",
        }
    }

    /// Parses a marker as [`Role::marker`] writes it (also `C+`/`C-` and `C`).
    pub fn from_marker(s: &str) -> Option<Self> {
        Some(match s {
            "K" => Self::PartitionKey,
            "C↑" | "C+" | "C" => Self::Clustering(Direction::Asc),
            "C↓" | "C-" => Self::Clustering(Direction::Desc),
            "S" => Self::Static,
            "" => Self::Regular,
            _ => return None,
        })
    }

    /// Part of the primary key.
    pub fn is_key(self) -> bool {
        matches!(self, Self::PartitionKey | Self::Clustering(_))
    }
}

impl Serialize for Role {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.marker())
    }
}

impl<'de> Deserialize<'de> for Role {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Role::from_marker(&s).ok_or_else(|| serde::de::Error::custom(format!("unknown column role `{s}`")))
    }
}

/// One ORDER BY item.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "super::role_refs::OrderingFile", into = "super::role_refs::OrderingFile")]
pub struct Ordering {
    /// The attribute ordered by (role-qualified as in [`Given`]).
    pub attribute: AttributeId,
    /// The direction.
    #[serde(default)]
    pub direction: Direction,
    /// Fields this version does not know (a newer version's additions), kept so that saving
    /// never drops them.
    #[serde(flatten)]
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

/// A workflow edge: the result of `from` supplies the input of `to`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Transition {
    /// The earlier query.
    pub from: QueryId,
    /// The later query.
    pub to: QueryId,
    /// Fields this version does not know (a newer version's additions), kept so that saving
    /// never drops them.
    #[serde(flatten)]
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

/// An aggregate in a query's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Aggregate {
    /// The function.
    pub function: AggregateFunction,
    /// What is counted or summed: an attribute (a rating), or `None` for `count` of the
    /// query's subject (the number of comments).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attribute: Option<AttributeId>,
    /// Fields this version does not know (a newer version's additions), kept so that saving
    /// never drops them.
    #[serde(flatten)]
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Aggregate {
    /// The aggregate `function` of `attribute` (`None`: the count of the query's subject).
    pub fn new(function: AggregateFunction, attribute: Option<AttributeId>) -> Self {
        Self { function, attribute, extra: Default::default() }
    }
}

/// The period a query's aggregates are kept per: `{"attribute": "reading.ts", "unit": "day"}`
/// keeps one row of aggregates per day of the reading's time.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Per {
    /// The timestamp or date attribute the period is computed from.
    pub attribute: AttributeId,
    /// The length of one period.
    pub unit: super::TimeUnit,
    /// Fields this version does not know (a newer version's additions), kept so that saving
    /// never drops them.
    #[serde(flatten)]
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Per {
    /// Aggregates per `unit` of `attribute`.
    pub fn new(attribute: AttributeId, unit: super::TimeUnit) -> Self {
        Self { attribute, unit, extra: Default::default() }
    }
}

/// An aggregate function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AggregateFunction {
    /// How many: a `counter` column `num_…` incremented on every insert.
    Count,
    /// A total: a `counter` column `sum_…` incremented by the value (integers only).
    Sum,
    /// An average: `sum_…` and `num_…` counters, divided when read.
    Avg,
    /// The smallest value: a regular column the application maintains (counters only add).
    Min,
    /// The largest value: a regular column the application maintains.
    Max,
}

impl AggregateFunction {
    /// Every function, for pick lists.
    pub const ALL: [Self; 5] = [Self::Count, Self::Sum, Self::Avg, Self::Min, Self::Max];

    /// The function as a noun (`sum`, 求和), worded when shown.
    pub fn said(self) -> crate::text::Text {
        match self {
            Self::Count => crate::msg!("aggregate-count"),
            Self::Sum => crate::msg!("aggregate-sum"),
            Self::Avg => crate::msg!("aggregate-avg"),
            Self::Min => crate::msg!("aggregate-min"),
            Self::Max => crate::msg!("aggregate-max"),
        }
    }

    /// The lower-case name (`count`).
    pub fn name(self) -> &'static str {
        match self {
            Self::Count => "count",
            Self::Sum => "sum",
            Self::Avg => "avg",
            Self::Min => "min",
            Self::Max => "max",
        }
    }
}

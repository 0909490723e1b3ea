//! The conceptual model: entity types, attribute types and relationship types (Chen notation).

use super::TimeUnit;
use crate::cql::{CqlType, NativeType};
use crate::ids::{AttributeId, EntityId, RelationshipId};
use serde::{Deserialize, Serialize};

/// An entity type: a rectangle in the ER diagram (a double rectangle when weak).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Entity {
    /// Stable id.
    pub id: EntityId,
    /// Display name, any script (`Hotel`, `学生`).
    pub name: String,
    /// The word for the entity in table and column names (`student`), when the user chose
    /// one; absent, its name transliterated ([`crate::naming::cql_word`]: 学生 → `xue_sheng`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cql_name: Option<String>,
    /// Free text shown in tooltips and documents.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
    /// For a weak entity: the owner that identifies it (through an identifying relationship).
    /// Its full key is the owner's full key followed by this entity's own key attributes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owner: Option<EntityId>,
    /// The attribute types, in display order; key attributes in key order.
    #[serde(default)]
    pub attributes: Vec<Attribute>,
    /// Alternate unique keys: each a set of this entity's attributes whose values identify
    /// one instance as the key does (a user's email). A query given one needs no further
    /// key column to keep its rows apart.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub alternate_keys: Vec<Vec<AttributeId>>,
    /// Volume estimates for partition sizing.
    #[serde(default, skip_serializing_if = "EntityEstimates::is_empty")]
    pub estimates: EntityEstimates,
    /// Fields this version does not know (a newer version's additions), kept so that saving
    /// never drops them.
    #[serde(flatten)]
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

/// How many instances of an entity exist, for partition sizing.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct EntityEstimates {
    /// Estimated number of instances of the entity type.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub count: Option<f64>,
    /// How instances arrive over time (a time series: one reading per second per sensor),
    /// and how long they are kept. Where given, it takes precedence over `count` and over
    /// the fan-out towards this entity from its `for_each` entity.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub growth: Option<Growth>,
    /// Number of distinct values of a non-key attribute of this entity among its instances
    /// (e.g. 5 order statuses, 80,000 guest last names): how a partition key on that
    /// attribute divides the instances.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub distinct: std::collections::BTreeMap<AttributeId, f64>,
    /// Fields this version does not know (a newer version's additions), kept so that saving
    /// never drops them.
    #[serde(flatten)]
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Entity {
    /// The word for the entity in table and column names: the CQL name the user chose, else
    /// its name transliterated ([`crate::naming::cql_word`]: 学生 → `xue_sheng`).
    pub fn cql_word(&self) -> String {
        chosen(self.cql_name.as_deref()).unwrap_or_else(|| crate::naming::cql_word(&self.name))
    }

    /// What its rows are called in table names: the plural of its CQL word (`hotels`), the
    /// word itself when it is a transliteration ([`crate::naming::plural_of`]).
    pub fn rows_word(&self) -> String {
        let written = chosen(self.cql_name.as_deref()).unwrap_or_else(|| self.name.clone());
        crate::naming::plural_of(&written, &self.cql_word())
    }
}

/// A CQL name the user chose, lower-cased, when it is one CQL takes; one it does not take is
/// reported by validation ([`crate::cql::schema_name_problem`]) and the name's own word used.
fn chosen(name: Option<&str>) -> Option<String> {
    let name = name.map(str::trim).filter(|n| !n.is_empty())?;
    crate::cql::schema_name_problem(name).is_none().then(|| name.to_ascii_lowercase())
}

impl EntityEstimates {
    /// `true` when no estimate is given (so the file omits it).
    pub fn is_empty(&self) -> bool {
        self.count.is_none() && self.growth.is_none() && self.distinct.is_empty() && self.extra.is_empty()
    }
}

/// How instances of an entity arrive over time (saved under the entity's estimates).
///
/// `{"rate": 1, "per": "second", "for_each": "sensor"}` reads "one new instance per second
/// for each sensor, kept forever": a partition keyed by the sensor grows without bound.
/// With `kept_days` the instances expire (TTL or purge) and the partition is bounded.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Growth {
    /// New instances per `per`.
    pub rate: f64,
    /// The time unit of `rate`.
    pub per: TimeUnit,
    /// The rate is per instance of this entity (the owner of a time series, e.g. a sensor);
    /// `None`: the rate is for the whole entity type.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub for_each: Option<EntityId>,
    /// How many days instances are kept; `None`: forever (unbounded).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kept_days: Option<f64>,
    /// The attribute recording when an instance arrived (what a time bucket is computed
    /// from); `None`: any timestamp, timeuuid or date attribute of the entity.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_attribute: Option<AttributeId>,
    /// Fields this version does not know (a newer version's additions), kept so that saving
    /// never drops them.
    #[serde(flatten)]
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Growth {
    /// Instances per second, or `None` when the rate is negative, NaN or infinite.
    pub fn per_second(&self) -> Option<f64> {
        let r = self.rate / self.per.seconds();
        (self.rate.is_finite() && self.rate >= 0.0 && r.is_finite()).then_some(r)
    }

    /// Instances per day, or `None` when the rate is invalid.
    pub fn per_day(&self) -> Option<f64> {
        self.per_second().map(|r| r * TimeUnit::Day.seconds())
    }

    /// The retention in days: `Some(None)` forever, `Some(Some(d))` kept `d` days, `None`
    /// when the value is negative, NaN or infinite.
    pub fn retention_days(&self) -> Option<Option<f64>> {
        match self.kept_days {
            None => Some(None),
            Some(d) if d.is_finite() && d >= 0.0 => Some(Some(d)),
            Some(_) => None,
        }
    }

    /// Instances (per `for_each` instance) that arrive within one `unit`, capped by what is
    /// kept; `None` when the estimate is invalid.
    pub fn within(&self, unit: TimeUnit) -> Option<f64> {
        let window = self.per_second()? * unit.seconds();
        match self.retention_days() {
            Some(Some(d)) => Some(window.min(self.per_second()? * d * TimeUnit::Day.seconds())),
            Some(None) => Some(window),
            None => None,
        }
    }
}

/// An attribute type: an oval (underlined when key, double when multi-valued).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Attribute {
    /// Stable id, unique in the project.
    pub id: AttributeId,
    /// Display name, any script.
    pub name: String,
    /// The attribute's domain, a CQL native type (the default physical type).
    #[serde(rename = "type")]
    pub ty: NativeType,
    /// Part of the entity's key (underlined).
    #[serde(default, skip_serializing_if = "is_false")]
    pub key: bool,
    /// Multi-valued: becomes a collection column.
    #[serde(default, skip_serializing_if = "Option::is_none", deserialize_with = "super::tagged::multi")]
    pub multi: Option<Multi>,
    /// Composite attribute: its sub-attributes become a user-defined type.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fields: Vec<Field>,
    /// The name of the user-defined type of a composite attribute (default: the attribute's
    /// snake_case name).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub udt: Option<String>,
    /// The column name used in every table, instead of the naming rule's choice. Needed for
    /// names in scripts CQL cannot take unquoted, and to follow an existing schema.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub column: Option<String>,
    /// Average size in bytes of one value (text, blob, collections), for partition sizing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub avg_size: Option<u32>,
    /// The application changes the value of an existing instance in place (an UPDATE sets
    /// it: a password, a status). Such an attribute is no key column of a query that finds
    /// its rows by the rest of what it gives: the application compares it after reading
    /// ([`crate::er::after_read`]), as a key column would cost a DELETE and an INSERT per
    /// change; `check` warns where it is one.
    #[serde(default, skip_serializing_if = "is_false")]
    pub updated: bool,
    /// Free text.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
    /// Fields this version does not know (a newer version's additions), kept so that saving
    /// never drops them.
    #[serde(flatten)]
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// How a multi-valued attribute is stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
// No room for a field this version does not know: refused by name, never dropped (SECURITY.md).
#[serde(rename_all = "snake_case", tag = "kind", deny_unknown_fields)]
pub enum Multi {
    /// `set<T>`: unordered, unique values (the default).
    Set,
    /// `list<T>`: ordered values.
    List,
    /// `map<K, T>`: values keyed by a key of type `key`.
    Map {
        /// The map's key type.
        key: NativeType,
    },
}

/// A sub-attribute of a composite attribute: a field of the user-defined type.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Field {
    /// Field name.
    pub name: String,
    /// Field type (may name another user-defined type).
    #[serde(rename = "type")]
    pub ty: CqlType,
    /// Fields this version does not know (a newer version's additions), kept so that saving
    /// never drops them.
    #[serde(flatten)]
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Attribute {
    /// A plain attribute with a name and a type.
    pub fn new(id: impl Into<AttributeId>, name: impl Into<String>, ty: NativeType) -> Self {
        Self {
            id: id.into(),
            name: name.into(),
            ty,
            key: false,
            multi: None,
            fields: Vec::new(),
            udt: None,
            column: None,
            avg_size: None,
            updated: false,
            description: String::new(),
            extra: Default::default(),
        }
    }

    /// `true` for a counter attribute.
    pub fn is_counter(&self) -> bool {
        self.ty == NativeType::Counter
    }

    /// `true` for a composite attribute (a user-defined type).
    pub fn is_composite(&self) -> bool {
        !self.fields.is_empty()
    }

    /// The name of this composite attribute's user-defined type.
    pub fn udt_name(&self) -> String {
        self.udt.clone().unwrap_or_else(|| crate::naming::cql_word(&self.name))
    }

    /// The attribute's word in column names before any qualification: the name
    /// transliterated ([`crate::naming::cql_word`]); the column the user set, where there is
    /// one, replaces the whole column name instead.
    pub fn cql_word(&self) -> String {
        crate::naming::cql_word(&self.name)
    }
}

impl From<String> for AttributeId {
    fn from(s: String) -> Self {
        Self(s)
    }
}

/// Cardinality at one end of a relationship: Chen's `1`, or `n`/`m` (many).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cardinality {
    /// At most one.
    #[serde(rename = "1")]
    One,
    /// Many (`n` or `m`).
    #[serde(rename = "n")]
    Many,
}

/// One end of a relationship: the entity it joins and the cardinality written next to it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RelationshipEnd {
    /// The entity at this end.
    pub entity: EntityId,
    /// How many of this end's entities one entity of the other end relates to.
    pub cardinality: Cardinality,
    /// The role the entity plays at this end (Chen: a label beside the entity): `follower`
    /// and `followed` of "User follows User", `billing` and `shipping` of two relationships
    /// from an order to an address. Needed on both ends of a relationship of an entity with
    /// itself; a query names it to say which end it means (`user.username@follower`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role: Option<String>,
    /// Estimated average number of this end's entities per entity of the other end
    /// (e.g. 100 rooms per hotel), for partition sizing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fan_out: Option<f64>,
    /// Fields this version does not know (a newer version's additions), kept so that saving
    /// never drops them.
    #[serde(flatten)]
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

/// A relationship type: a diamond (double when identifying) between two entity types.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Relationship {
    /// Stable id.
    pub id: RelationshipId,
    /// Display name, usually a verb (`near`, `makes`).
    pub name: String,
    /// The word for the relationship in table names (`likes`), when the user chose one;
    /// absent, its name transliterated ([`crate::naming::cql_word`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cql_name: Option<String>,
    /// Free text.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
    /// The two ends.
    pub ends: [RelationshipEnd; 2],
    /// Identifying relationship of a weak entity (drawn as a double diamond).
    #[serde(default, skip_serializing_if = "is_false")]
    pub identifying: bool,
    /// The relationship's own attributes (e.g. a reservation's start date). An attribute
    /// marked `key` is part of the relationship's identity: one pair of entities may be
    /// related several times, once per value (an actor plays several characters in one
    /// video), so it becomes a clustering column of the relationship's tables.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attributes: Vec<Attribute>,
    /// Fields this version does not know (a newer version's additions), kept so that saving
    /// never drops them.
    #[serde(flatten)]
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
    /// What one instance of the relationship is called, as a noun (`rating` for "rates",
    /// `comment` for "comments on"): tables of queries about the relationship are named
    /// after it (`ratings_by_video`). Absent: the relationship's name without a trailing
    /// preposition.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub noun: Option<String>,
}

/// The cardinality class of a relationship.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RelationshipKind {
    /// 1:1
    OneToOne,
    /// 1:n (either way round)
    OneToMany,
    /// m:n
    ManyToMany,
}

impl Relationship {
    /// 1:1, 1:n or m:n.
    pub fn kind(&self) -> RelationshipKind {
        match (self.ends[0].cardinality, self.ends[1].cardinality) {
            (Cardinality::One, Cardinality::One) => RelationshipKind::OneToOne,
            (Cardinality::Many, Cardinality::Many) => RelationshipKind::ManyToMany,
            _ => RelationshipKind::OneToMany,
        }
    }

    /// The entities whose keys together identify one instance of the relationship:
    /// 1:1 → the first end's, 1:n → the n side's, m:n → both.
    pub fn key_entities(&self) -> Vec<&EntityId> {
        match self.kind() {
            RelationshipKind::OneToOne => vec![&self.ends[0].entity],
            RelationshipKind::ManyToMany => vec![&self.ends[0].entity, &self.ends[1].entity],
            RelationshipKind::OneToMany => {
                if self.ends[0].cardinality == Cardinality::Many {
                    vec![&self.ends[0].entity]
                } else {
                    vec![&self.ends[1].entity]
                }
            }
        }
    }

    /// The attributes that are part of the relationship's identity (marked `key`).
    pub fn identity(&self) -> impl Iterator<Item = &Attribute> {
        self.attributes.iter().filter(|a| a.key)
    }

    /// The word for the relationship in table names: the CQL name the user chose, else its
    /// name transliterated ([`crate::naming::cql_word`]).
    pub fn cql_word(&self) -> String {
        chosen(self.cql_name.as_deref()).unwrap_or_else(|| crate::naming::cql_word(&self.name))
    }

    /// The noun naming one instance (`rating`), snake_case: the relationship's `noun`, else
    /// its CQL name, else its name without a trailing preposition ("comments on" →
    /// `comments`); in any script, transliterated.
    pub fn noun_name(&self) -> String {
        if let Some(n) = self.noun.as_deref().map(crate::naming::cql_word).filter(|n| !n.is_empty()) {
            return n;
        }
        if let Some(n) = chosen(self.cql_name.as_deref()) {
            return n;
        }
        const PREPOSITIONS: [&str; 10] = ["on", "in", "with", "to", "for", "of", "at", "by", "from", "into"];
        let words: Vec<&str> = self.name.split_whitespace().collect();
        let keep = match words.split_last() {
            Some((last, rest)) if !rest.is_empty() && PREPOSITIONS.contains(&last.to_lowercase().as_str()) => rest,
            _ => &words[..],
        };
        crate::naming::cql_word(&keep.join(" "))
    }

    /// What its tables' rows are called, plural: the noun's plural (`ratings`), or, without a
    /// noun, the name as it is less a trailing preposition ("comments on" → `comments`,
    /// "rates" → `rates`: a verb's `-s` already reads as a plural).
    pub fn rows_name(&self) -> String {
        match self.noun.as_deref().map(crate::naming::cql_word).filter(|n| !n.is_empty()) {
            Some(n) => crate::naming::plural_of(self.noun.as_deref().unwrap_or_default(), &n),
            None => self.noun_name(),
        }
    }

    /// `true` when both ends are the same entity ("User follows User").
    pub fn is_self(&self) -> bool {
        self.ends[0].entity == self.ends[1].entity
    }

    /// The role written at end `i`, when it is not blank.
    pub fn role(&self, i: usize) -> Option<&str> {
        self.ends.get(i).and_then(|e| e.role.as_deref()).map(str::trim).filter(|r| !r.is_empty())
    }

    /// `true` when the relationship joins `entity` at either end.
    pub fn touches(&self, entity: &EntityId) -> bool {
        self.ends.iter().any(|e| &e.entity == entity)
    }
}

/// A specialisation (IsA, Chen/EER): a supertype with subtypes that inherit its attributes
/// and key. Drawn as a circle under the supertype, `d` (disjoint) or `o` (overlapping),
/// joined by a double line when total.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Specialisation {
    /// Stable id.
    pub id: crate::ids::SpecialisationId,
    /// The supertype (a vehicle).
    pub supertype: EntityId,
    /// The subtypes (a car, a truck). Each is an entity whose own key, if any, is ignored:
    /// it is identified by the supertype's key.
    pub subtypes: Vec<EntityId>,
    /// An instance belongs to at most one subtype (`d`); `false`: overlapping (`o`).
    #[serde(default, skip_serializing_if = "is_false")]
    pub disjoint: bool,
    /// Every instance of the supertype belongs to some subtype (a double line).
    #[serde(default, skip_serializing_if = "is_false")]
    pub total: bool,
    /// Fields this version does not know (a newer version's additions), kept so that saving
    /// never drops them.
    #[serde(flatten)]
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

//! What changed between two models, in model terms: the kinds of change, where they are, and
//! their words in English and Chinese.

use crate::msg;
use crate::text::Text;
use serde::Serialize;

/// How a change reaches a running cluster (Cassandra's rules, `docs/migrations.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Class {
    /// A change of the conceptual model or the workflow: no statement of its own (its effect,
    /// if any, shows as changes of tables).
    ModelOnly,
    /// One statement applies it to a live cluster without losing data (`ALTER TABLE … ADD`,
    /// `WITH` options, new tables, types and indexes).
    InPlace,
    /// A statement applies it, but data is lost or work follows (a `DROP`, a replication
    /// change that needs a repair): it needs the user's confirmation.
    WithCare,
    /// Cassandra refuses it in place (a key, a clustering order, a column's type or role): the
    /// migration is a plan (new table, dual write, backfill, switch reads, drop the old).
    Impossible,
}

impl Class {
    /// Every class, from the lightest.
    pub const ALL: [Class; 4] = [Class::ModelOnly, Class::InPlace, Class::WithCare, Class::Impossible];

    /// The class in words.
    pub fn label(self) -> Text {
        match self {
            Self::ModelOnly => msg!("diff-class-model-only"),
            Self::InPlace => msg!("diff-class-in-place"),
            Self::WithCare => msg!("diff-class-with-care"),
            Self::Impossible => msg!("diff-class-impossible"),
        }
    }

    /// A stable code (`in_place`, ...), as `--json` writes it.
    pub fn code(self) -> &'static str {
        match self {
            Self::ModelOnly => "model_only",
            Self::InPlace => "in_place",
            Self::WithCare => "with_care",
            Self::Impossible => "impossible",
        }
    }
}

/// What kind of thing changed: the model's nouns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Noun {
    /// An entity type.
    Entity,
    /// An attribute of an entity or relationship.
    Attribute,
    /// A relationship type.
    Relationship,
    /// A query of the workflow.
    Query,
    /// A keyspace.
    Keyspace,
    /// A user-defined type.
    Type,
    /// A table.
    Table,
    /// A materialized view.
    View,
    /// A column of a table.
    Column,
    /// A table's primary key.
    Key,
    /// A table option (`WITH`).
    Option,
    /// An index.
    Index,
}

/// What a change does to the thing it concerns: shown on the diagrams.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Effect {
    /// The thing is new (a table under a new name counts as new).
    Added,
    /// The thing is gone.
    Removed,
    /// The thing is there in both, changed.
    Changed,
}

/// One change, with its kind, class and place.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Change {
    /// What changed and how.
    #[serde(flatten)]
    pub kind: ChangeKind,
    /// How it reaches a live cluster.
    pub class: Class,
    /// The keyspace it is in (schema changes).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub keyspace: Option<String>,
    /// The table, view or type it is in (schema changes).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub table: Option<String>,
    /// The stable id of the entity, attribute, relationship or query it concerns (changes of
    /// the conceptual model and workflow), for marking it on the diagrams.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
}

impl Change {
    /// The noun of the thing changed.
    pub fn noun(&self) -> Noun {
        self.kind.noun()
    }

    /// The change in words, with its place (`hotel.hotels_by_poi: column phone added`).
    pub fn describe(&self) -> Text {
        let what = self.kind.describe();
        match (&self.keyspace, &self.table) {
            (Some(k), Some(t)) => Text::labelled(&format!("{k}.{t}"), &what),
            (Some(k), None) => Text::labelled(k, &what),
            _ => what,
        }
    }
}

/// The kinds of change, each with what it needs to be worded and migrated.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum ChangeKind {
    /// An entity type was added.
    EntityAdded {
        /// Its name.
        name: String,
    },
    /// An entity type was removed.
    EntityRemoved {
        /// Its name.
        name: String,
    },
    /// An entity type was renamed (the same id).
    EntityRenamed {
        /// The old name.
        from: String,
        /// The new name.
        to: String,
    },
    /// An attribute was added.
    AttributeAdded {
        /// `Entity.attribute`.
        name: String,
    },
    /// An attribute was removed.
    AttributeRemoved {
        /// `Entity.attribute`.
        name: String,
    },
    /// An attribute was renamed (the same id).
    AttributeRenamed {
        /// The old `Entity.attribute`.
        from: String,
        /// The new `Entity.attribute`.
        to: String,
    },
    /// An attribute's type changed.
    AttributeTypeChanged {
        /// `Entity.attribute`.
        name: String,
        /// The old type.
        from: String,
        /// The new type.
        to: String,
    },
    /// An attribute joined or left its entity's key.
    AttributeKeyChanged {
        /// `Entity.attribute`.
        name: String,
        /// Whether it is part of the key now.
        key: bool,
    },
    /// A relationship type was added.
    RelationshipAdded {
        /// Its name.
        name: String,
    },
    /// A relationship type was removed.
    RelationshipRemoved {
        /// Its name.
        name: String,
    },
    /// A relationship's ends, cardinalities or identification changed.
    RelationshipChanged {
        /// Its name.
        name: String,
        /// The old ends, as `A 1:n B`.
        from: String,
        /// The new ends.
        to: String,
    },
    /// A query was added to the workflow.
    QueryAdded {
        /// Its id (`Q7`).
        id: String,
        /// What it asks.
        description: String,
    },
    /// A query was removed.
    QueryRemoved {
        /// Its id.
        id: String,
        /// What it asked.
        description: String,
    },
    /// A query asks something else (search, results, order, limit).
    QueryChanged {
        /// Its id.
        id: String,
        /// What it asks now.
        description: String,
    },
    /// A keyspace was added.
    KeyspaceAdded {
        /// Its name.
        name: String,
    },
    /// A keyspace was removed.
    KeyspaceRemoved {
        /// Its name.
        name: String,
    },
    /// A keyspace's replication or durable writes changed.
    ReplicationChanged {
        /// The keyspace.
        name: String,
        /// The old replication map.
        from: String,
        /// The new replication map.
        to: String,
    },
    /// A user-defined type was added.
    TypeAdded {
        /// Its name.
        name: String,
    },
    /// A user-defined type was removed.
    TypeRemoved {
        /// Its name.
        name: String,
    },
    /// A field was added to a user-defined type.
    TypeFieldAdded {
        /// The field.
        field: String,
        /// Its type.
        ty: String,
    },
    /// A field was removed from a user-defined type.
    TypeFieldRemoved {
        /// The field.
        field: String,
    },
    /// A field of a user-defined type changed its type.
    TypeFieldTypeChanged {
        /// The field.
        field: String,
        /// The old type.
        from: String,
        /// The new type.
        to: String,
    },
    /// A table was added.
    TableAdded {
        /// Its name.
        name: String,
    },
    /// A table was removed.
    TableRemoved {
        /// Its name.
        name: String,
    },
    /// The table serving a query has another name (Cassandra cannot rename a table).
    TableRenamed {
        /// The old name.
        from: String,
        /// The new name.
        to: String,
    },
    /// A materialized view was added.
    ViewAdded {
        /// Its name.
        name: String,
    },
    /// A materialized view was removed.
    ViewRemoved {
        /// Its name.
        name: String,
    },
    /// A materialized view's base, columns or key changed.
    ViewChanged {
        /// Its name.
        name: String,
    },
    /// A regular or static column was added.
    ColumnAdded {
        /// The column.
        column: String,
        /// Its type.
        ty: String,
        /// Whether it is static.
        #[serde(rename = "static")]
        is_static: bool,
    },
    /// A regular or static column was removed (its data with it).
    ColumnRemoved {
        /// The column.
        column: String,
    },
    /// A column stores the same attribute under another name.
    ColumnRenamed {
        /// The old name.
        from: String,
        /// The new name.
        to: String,
        /// Whether it is part of the primary key (only those can be renamed in place).
        key: bool,
    },
    /// A column's type changed.
    ColumnTypeChanged {
        /// The column.
        column: String,
        /// The old type.
        from: String,
        /// The new type.
        to: String,
    },
    /// A collection column changed its kind (list, set, map).
    CollectionKindChanged {
        /// The column.
        column: String,
        /// The old type.
        from: String,
        /// The new type.
        to: String,
    },
    /// A column moved between regular and static.
    ColumnRoleChanged {
        /// The column.
        column: String,
        /// The old role marker (`S` or empty).
        from: String,
        /// The new role marker.
        to: String,
    },
    /// A column's dynamic data mask changed.
    MaskChanged {
        /// The column.
        column: String,
        /// The old mask, if any.
        from: Option<String>,
        /// The new mask, if any.
        to: Option<String>,
    },
    /// The partition key's columns changed.
    PartitionKeyChanged {
        /// The old partition key columns.
        from: Vec<String>,
        /// The new ones.
        to: Vec<String>,
    },
    /// The clustering columns changed.
    ClusteringChanged {
        /// The old clustering columns with their order.
        from: Vec<String>,
        /// The new ones.
        to: Vec<String>,
    },
    /// A clustering column's order changed (ASC, DESC).
    ClusteringOrderChanged {
        /// The column.
        column: String,
        /// The old order.
        from: String,
        /// The new order.
        to: String,
    },
    /// A table option was set, changed or unset.
    OptionChanged {
        /// The option.
        option: String,
        /// The old value, if set.
        from: Option<String>,
        /// The new value, if set.
        to: Option<String>,
    },
    /// An index was added.
    IndexAdded {
        /// Its name (as Cassandra names it).
        name: String,
    },
    /// An index was removed.
    IndexRemoved {
        /// Its name.
        name: String,
    },
    /// An index changed its target, class or options.
    IndexChanged {
        /// Its name.
        name: String,
    },
}

impl ChangeKind {
    /// The noun of the thing changed.
    pub fn noun(&self) -> Noun {
        use ChangeKind as K;
        match self {
            K::EntityAdded { .. } | K::EntityRemoved { .. } | K::EntityRenamed { .. } => Noun::Entity,
            K::AttributeAdded { .. }
            | K::AttributeRemoved { .. }
            | K::AttributeRenamed { .. }
            | K::AttributeTypeChanged { .. }
            | K::AttributeKeyChanged { .. } => Noun::Attribute,
            K::RelationshipAdded { .. } | K::RelationshipRemoved { .. } | K::RelationshipChanged { .. } => {
                Noun::Relationship
            }
            K::QueryAdded { .. } | K::QueryRemoved { .. } | K::QueryChanged { .. } => Noun::Query,
            K::KeyspaceAdded { .. } | K::KeyspaceRemoved { .. } | K::ReplicationChanged { .. } => Noun::Keyspace,
            K::TypeAdded { .. }
            | K::TypeRemoved { .. }
            | K::TypeFieldAdded { .. }
            | K::TypeFieldRemoved { .. }
            | K::TypeFieldTypeChanged { .. } => Noun::Type,
            K::TableAdded { .. } | K::TableRemoved { .. } | K::TableRenamed { .. } => Noun::Table,
            K::ViewAdded { .. } | K::ViewRemoved { .. } | K::ViewChanged { .. } => Noun::View,
            K::ColumnAdded { .. }
            | K::ColumnRemoved { .. }
            | K::ColumnRenamed { .. }
            | K::ColumnTypeChanged { .. }
            | K::CollectionKindChanged { .. }
            | K::ColumnRoleChanged { .. }
            | K::MaskChanged { .. } => Noun::Column,
            K::PartitionKeyChanged { .. } | K::ClusteringChanged { .. } | K::ClusteringOrderChanged { .. } => Noun::Key,
            K::OptionChanged { .. } => Noun::Option,
            K::IndexAdded { .. } | K::IndexRemoved { .. } | K::IndexChanged { .. } => Noun::Index,
        }
    }

    /// Whether the thing it concerns was added, removed or changed.
    pub fn effect(&self) -> Effect {
        use ChangeKind as K;
        match self {
            K::EntityAdded { .. }
            | K::AttributeAdded { .. }
            | K::RelationshipAdded { .. }
            | K::QueryAdded { .. }
            | K::KeyspaceAdded { .. }
            | K::TypeAdded { .. }
            | K::TableAdded { .. }
            | K::TableRenamed { .. }
            | K::ViewAdded { .. }
            | K::IndexAdded { .. } => Effect::Added,
            K::EntityRemoved { .. }
            | K::AttributeRemoved { .. }
            | K::RelationshipRemoved { .. }
            | K::QueryRemoved { .. }
            | K::KeyspaceRemoved { .. }
            | K::TypeRemoved { .. }
            | K::TableRemoved { .. }
            | K::ViewRemoved { .. }
            | K::IndexRemoved { .. } => Effect::Removed,
            _ => Effect::Changed,
        }
    }

    /// The stable code of the kind (`column-added`), as `--json` writes it.
    pub fn code(&self) -> String {
        serde_json::to_value(self)
            .ok()
            .and_then(|v| v.get("kind").and_then(|k| k.as_str()).map(str::to_owned))
            .unwrap_or_default()
    }

    /// The change in words, without its place.
    pub fn describe(&self) -> Text {
        use ChangeKind as K;
        let opt = |v: &Option<String>| v.clone().unwrap_or_else(|| "-".to_owned());
        match self {
            K::EntityAdded { name } => msg!("change-entity-added", name = name.to_string()),
            K::EntityRemoved { name } => msg!("change-entity-removed", name = name.to_string()),
            K::EntityRenamed { from, to } => {
                msg!("change-entity-renamed", from = from.to_string(), to = to.to_string())
            }
            K::AttributeAdded { name } => msg!("change-attribute-added", name = name.to_string()),
            K::AttributeRemoved { name } => msg!("change-attribute-removed", name = name.to_string()),
            K::AttributeRenamed { from, to } => {
                msg!("change-attribute-renamed", from = from.to_string(), to = to.to_string())
            }
            K::AttributeTypeChanged { name, from, to } => {
                msg!(
                    "change-attribute-type-changed",
                    name = name.to_string(),
                    from = from.to_string(),
                    to = to.to_string()
                )
            }
            K::AttributeKeyChanged { name, key: true } => {
                msg!("change-attribute-key-changed-joined", name = name.to_string())
            }
            K::AttributeKeyChanged { name, key: false } => {
                msg!("change-attribute-key-changed-left", name = name.to_string())
            }
            K::RelationshipAdded { name } => msg!("change-relationship-added", name = name.to_string()),
            K::RelationshipRemoved { name } => msg!("change-relationship-removed", name = name.to_string()),
            K::RelationshipChanged { name, from, to } => {
                msg!(
                    "change-relationship-changed",
                    name = name.to_string(),
                    from = from.to_string(),
                    to = to.to_string()
                )
            }
            K::QueryAdded { id, description } => {
                msg!("change-query-added", id = id.to_string(), description = description.to_string())
            }
            K::QueryRemoved { id, description } => {
                msg!("change-query-removed", id = id.to_string(), description = description.to_string())
            }
            K::QueryChanged { id, description } => {
                msg!("change-query-changed", id = id.to_string(), description = description.to_string())
            }
            K::KeyspaceAdded { name } => msg!("change-keyspace-added", name = name.to_string()),
            K::KeyspaceRemoved { name } => msg!("change-keyspace-removed", name = name.to_string()),
            K::ReplicationChanged { name, from, to } => {
                msg!(
                    "change-replication-changed",
                    name = name.to_string(),
                    from = from.to_string(),
                    to = to.to_string()
                )
            }
            K::TypeAdded { name } => msg!("change-type-added", name = name.to_string()),
            K::TypeRemoved { name } => msg!("change-type-removed", name = name.to_string()),
            K::TypeFieldAdded { field, ty } => {
                msg!("change-type-field-added", field = field.to_string(), ty = ty.to_string())
            }
            K::TypeFieldRemoved { field } => msg!("change-type-field-removed", field = field.to_string()),
            K::TypeFieldTypeChanged { field, from, to } => {
                msg!(
                    "change-type-field-type-changed",
                    field = field.to_string(),
                    from = from.to_string(),
                    to = to.to_string()
                )
            }
            K::TableAdded { name } => msg!("change-table-added", name = name.to_string()),
            K::TableRemoved { name } => msg!("change-table-removed", name = name.to_string()),
            K::TableRenamed { from, to } => msg!("change-table-renamed", from = from.to_string(), to = to.to_string()),
            K::ViewAdded { name } => msg!("change-view-added", name = name.to_string()),
            K::ViewRemoved { name } => msg!("change-view-removed", name = name.to_string()),
            K::ViewChanged { name } => msg!("change-view-changed", name = name.to_string()),
            K::ColumnAdded { column, ty, is_static: false } => {
                msg!("change-column-added", column = column.to_string(), ty = ty.to_string())
            }
            K::ColumnAdded { column, ty, is_static: true } => {
                msg!("change-column-added-static", column = column.to_string(), ty = ty.to_string())
            }
            K::ColumnRemoved { column } => msg!("change-column-removed", column = column.to_string()),
            K::ColumnRenamed { from, to, .. } => {
                msg!("change-column-renamed", from = from.to_string(), to = to.to_string())
            }
            K::ColumnTypeChanged { column, from, to } => {
                msg!(
                    "change-column-type-changed",
                    column = column.to_string(),
                    from = from.to_string(),
                    to = to.to_string()
                )
            }
            K::CollectionKindChanged { column, from, to } => {
                msg!(
                    "change-collection-kind-changed",
                    column = column.to_string(),
                    from = from.to_string(),
                    to = to.to_string()
                )
            }
            K::ColumnRoleChanged { column, from, to } => {
                let role = |r: &str| if r.is_empty() { msg!("change-role-regular") } else { Text::verbatim(r) };
                msg!("change-column-role-changed", column = column.to_string(), from = role(from), to = role(to))
            }
            K::MaskChanged { column, from, to } => {
                let (from, to) = (opt(from), opt(to));
                msg!("change-mask-changed", column = column.to_string(), from = from, to = to)
            }
            K::PartitionKeyChanged { from, to } => {
                let (from, to) = (from.join(", "), to.join(", "));
                msg!("change-partition-key-changed", from = from, to = to)
            }
            K::ClusteringChanged { from, to } => {
                let (from, to) = (from.join(", "), to.join(", "));
                msg!("change-clustering-changed", from = from, to = to)
            }
            K::ClusteringOrderChanged { column, from, to } => {
                msg!(
                    "change-clustering-order-changed",
                    column = column.to_string(),
                    from = from.to_string(),
                    to = to.to_string()
                )
            }
            K::OptionChanged { option, from, to } => {
                let (from, to) = (opt(from), opt(to));
                msg!("change-option-changed", option = option.to_string(), from = from, to = to)
            }
            K::IndexAdded { name } => msg!("change-index-added", name = name.to_string()),
            K::IndexRemoved { name } => msg!("change-index-removed", name = name.to_string()),
            K::IndexChanged { name } => msg!("change-index-changed", name = name.to_string()),
        }
    }
}

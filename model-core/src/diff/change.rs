//! What changed between two models, in model terms: the kinds of change, where they are, and
//! their words in English and Chinese.

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
            Self::ModelOnly => crate::text!("model only", "仅模型"),
            Self::InPlace => crate::text!("safe in place", "可原地安全变更"),
            Self::WithCare => crate::text!("safe with care", "需谨慎"),
            Self::Impossible => crate::text!("impossible in place", "无法原地变更"),
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
            K::RelationshipAdded { .. } | K::RelationshipRemoved { .. } | K::RelationshipChanged { .. } => Noun::Relationship,
            K::QueryAdded { .. } | K::QueryRemoved { .. } | K::QueryChanged { .. } => Noun::Query,
            K::KeyspaceAdded { .. } | K::KeyspaceRemoved { .. } | K::ReplicationChanged { .. } => Noun::Keyspace,
            K::TypeAdded { .. } | K::TypeRemoved { .. } | K::TypeFieldAdded { .. } | K::TypeFieldRemoved { .. } | K::TypeFieldTypeChanged { .. } => {
                Noun::Type
            }
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
        serde_json::to_value(self).ok().and_then(|v| v.get("kind").and_then(|k| k.as_str()).map(str::to_owned)).unwrap_or_default()
    }

    /// The change in words, without its place.
    pub fn describe(&self) -> Text {
        use ChangeKind as K;
        let opt = |v: &Option<String>| v.clone().unwrap_or_else(|| "-".to_owned());
        match self {
            K::EntityAdded { name } => crate::text!("entity {name} added", "新增实体 {name}"),
            K::EntityRemoved { name } => crate::text!("entity {name} removed", "删除实体 {name}"),
            K::EntityRenamed { from, to } => crate::text!("entity {from} renamed {to}", "实体 {from} 改名为 {to}"),
            K::AttributeAdded { name } => crate::text!("attribute {name} added", "新增属性 {name}"),
            K::AttributeRemoved { name } => crate::text!("attribute {name} removed", "删除属性 {name}"),
            K::AttributeRenamed { from, to } => crate::text!("attribute {from} renamed {to}", "属性 {from} 改名为 {to}"),
            K::AttributeTypeChanged { name, from, to } => {
                crate::text!("attribute {name}: type {from} → {to}", "属性 {name}：类型 {from} → {to}")
            }
            K::AttributeKeyChanged { name, key: true } => crate::text!("attribute {name} joined the key", "属性 {name} 加入键"),
            K::AttributeKeyChanged { name, key: false } => crate::text!("attribute {name} left the key", "属性 {name} 退出键"),
            K::RelationshipAdded { name } => crate::text!("relationship {name} added", "新增联系 {name}"),
            K::RelationshipRemoved { name } => crate::text!("relationship {name} removed", "删除联系 {name}"),
            K::RelationshipChanged { name, from, to } => {
                crate::text!("relationship {name}: {from} → {to}", "联系 {name}：{from} → {to}")
            }
            K::QueryAdded { id, description } => crate::text!("query {id} added: {description}", "新增查询 {id}：{description}"),
            K::QueryRemoved { id, description } => {
                crate::text!("query {id} removed: {description}", "删除查询 {id}：{description}")
            }
            K::QueryChanged { id, description } => {
                crate::text!("query {id} changed: {description}", "查询 {id} 已更改：{description}")
            }
            K::KeyspaceAdded { name } => crate::text!("keyspace {name} added", "新增键空间 {name}"),
            K::KeyspaceRemoved { name } => crate::text!("keyspace {name} removed", "删除键空间 {name}"),
            K::ReplicationChanged { name, from, to } => {
                crate::text!("keyspace {name}: replication {from} → {to}", "键空间 {name}：复制 {from} → {to}")
            }
            K::TypeAdded { name } => crate::text!("type {name} added", "新增类型 {name}"),
            K::TypeRemoved { name } => crate::text!("type {name} removed", "删除类型 {name}"),
            K::TypeFieldAdded { field, ty } => crate::text!("field {field} {ty} added", "新增字段 {field} {ty}"),
            K::TypeFieldRemoved { field } => crate::text!("field {field} removed", "删除字段 {field}"),
            K::TypeFieldTypeChanged { field, from, to } => {
                crate::text!("field {field}: type {from} → {to}", "字段 {field}：类型 {from} → {to}")
            }
            K::TableAdded { name } => crate::text!("table {name} added", "新增表 {name}"),
            K::TableRemoved { name } => crate::text!("table {name} removed", "删除表 {name}"),
            K::TableRenamed { from, to } => {
                crate::text!("the table {from} is now {to}", "表 {from} 现为 {to}")
            }
            K::ViewAdded { name } => crate::text!("materialized view {name} added", "新增物化视图 {name}"),
            K::ViewRemoved { name } => crate::text!("materialized view {name} removed", "删除物化视图 {name}"),
            K::ViewChanged { name } => crate::text!("materialized view {name} changed", "物化视图 {name} 已更改"),
            K::ColumnAdded { column, ty, is_static: false } => crate::text!("column {column} {ty} added", "新增列 {column} {ty}"),
            K::ColumnAdded { column, ty, is_static: true } => {
                crate::text!("static column {column} {ty} added", "新增静态列 {column} {ty}")
            }
            K::ColumnRemoved { column } => crate::text!("column {column} removed", "删除列 {column}"),
            K::ColumnRenamed { from, to, .. } => crate::text!("column {from} renamed {to}", "列 {from} 改名为 {to}"),
            K::ColumnTypeChanged { column, from, to } => {
                crate::text!("column {column}: type {from} → {to}", "列 {column}：类型 {from} → {to}")
            }
            K::CollectionKindChanged { column, from, to } => {
                crate::text!("column {column}: collection {from} → {to}", "列 {column}：集合 {from} → {to}")
            }
            K::ColumnRoleChanged { column, from, to } => {
                let role = |r: &str| if r.is_empty() { "regular".to_owned() } else { r.to_owned() };
                let role_zh = |r: &str| if r.is_empty() { "普通".to_owned() } else { r.to_owned() };
                Text::new(
                    format!("column {column}: role {} → {}", role(from), role(to)),
                    format!("列 {column}：角色 {} → {}", role_zh(from), role_zh(to)),
                )
            }
            K::MaskChanged { column, from, to } => {
                let (from, to) = (opt(from), opt(to));
                crate::text!("column {column}: mask {from} → {to}", "列 {column}：掩码 {from} → {to}")
            }
            K::PartitionKeyChanged { from, to } => {
                let (from, to) = (from.join(", "), to.join(", "));
                crate::text!("partition key ({from}) → ({to})", "分区键 ({from}) → ({to})")
            }
            K::ClusteringChanged { from, to } => {
                let (from, to) = (from.join(", "), to.join(", "));
                crate::text!("clustering columns ({from}) → ({to})", "聚簇列 ({from}) → ({to})")
            }
            K::ClusteringOrderChanged { column, from, to } => {
                crate::text!("clustering order of {column}: {from} → {to}", "{column} 的聚簇顺序：{from} → {to}")
            }
            K::OptionChanged { option, from, to } => {
                let (from, to) = (opt(from), opt(to));
                crate::text!("option {option}: {from} → {to}", "选项 {option}：{from} → {to}")
            }
            K::IndexAdded { name } => crate::text!("index {name} added", "新增索引 {name}"),
            K::IndexRemoved { name } => crate::text!("index {name} removed", "删除索引 {name}"),
            K::IndexChanged { name } => crate::text!("index {name} changed", "索引 {name} 已更改"),
        }
    }
}

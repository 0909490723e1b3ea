//! Edits to a project as commands, and the undo/redo history.
//!
//! Every change the user makes is an [`Edit`], applied by one function,
//! [`Project::apply`], so that the GUI, autosave and tests all see the same operations.
//! [`History`] applies edits and keeps, for each step, copies of the parts of the project it
//! changed ([`Edit::parts`], `parts.rs`), so undo and redo restore exactly what was there. One gesture (a drag, a typing session in
//! one field) is one step: consecutive edits with the same [`Edit::merge_key`] merge into
//! one step until [`History::seal`] ends the gesture.
//!
//! Here: the [`Edit`] type and the constructors of new things; `facts.rs` holds every fact
//! about an edit (its kind, parts, merge key, what it adds, whether it is structural); `apply.rs`
//! applies an edit (all or nothing), `error.rs` says why one was refused, `history.rs` keeps
//! the undo steps.

use crate::cql::{CqlType, NativeType};
use crate::ids::{AttributeId, EntityId, QueryId, RelationshipId, SpecialisationId, Thing, fresh_id};
use crate::project::{
    Aggregate, Attribute, Bucket, Cardinality, Entity, EntityEstimates, Field, Given, Keyspace, ManualKey, Multi,
    Nearest, Ordering, Per, Pos, Project, Query, Relationship, RelationshipEnd, Specialisation, TableOverride,
    Transition,
};

mod apply;
mod error;
mod facts;
mod history;
mod items;
mod key_reference;
mod parts;
pub mod quick;
mod roles;

pub use error::{EditError, Estimate, Refusal};
pub use facts::EditKind;
pub use history::{History, StepLabel};
pub use items::Item;
pub use key_reference::key_reference_cardinalities;
pub use parts::Parts;

/// Where a new attribute goes.
#[derive(Clone, Debug, PartialEq, Eq, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttributeOwner {
    /// An entity's attribute.
    Entity(EntityId),
    /// A relationship's attribute.
    Relationship(RelationshipId),
}

/// Which canvas a position belongs to (the sections of [`crate::project::Layout`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Canvas {
    /// The ER diagram.
    Conceptual,
    /// The query workflow.
    Workflow,
    /// The Chebotko diagram.
    Logical,
}

/// One change to a project. Applied by [`Project::apply`].
///
/// Read from JSON (the MCP server's `edit` tool) externally tagged, the variant in snake case
/// with its fields: `{"rename_entity": {"id": "e1", "name": "Hotel"}}`; the things it adds
/// are written as in a project file.
#[derive(Clone, Debug, PartialEq, serde::Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Edit {
    /// Give the project another title.
    RenameProject {
        /// The new title.
        name: String,
    },
    /// Add an entity type, optionally placing it on the ER diagram.
    AddEntity {
        /// The entity (its id must be fresh).
        entity: Entity,
        /// Top-left corner on the ER diagram.
        pos: Option<Pos>,
    },
    /// Delete an entity type, its relationships, and every reference to its attributes.
    RemoveEntity {
        /// The entity.
        id: EntityId,
    },
    /// Rename an entity type.
    RenameEntity {
        /// The entity.
        id: EntityId,
        /// The new name.
        name: String,
    },
    /// Change an entity's description.
    SetEntityDescription {
        /// The entity.
        id: EntityId,
        /// The new description.
        description: String,
    },
    /// Make an entity weak (owned by `owner`) or regular (`None`).
    SetEntityOwner {
        /// The entity.
        id: EntityId,
        /// Its owner.
        owner: Option<EntityId>,
    },
    /// Add an attribute type to an entity or relationship.
    AddAttribute {
        /// Where it goes.
        owner: AttributeOwner,
        /// The attribute (its id must be fresh).
        attribute: Attribute,
    },
    /// Delete an attribute type and every reference to it.
    RemoveAttribute {
        /// The attribute.
        id: AttributeId,
    },
    /// Rename an attribute type.
    RenameAttribute {
        /// The attribute.
        id: AttributeId,
        /// The new name.
        name: String,
    },
    /// Change an attribute's domain.
    SetAttributeType {
        /// The attribute.
        id: AttributeId,
        /// The new type.
        ty: NativeType,
    },
    /// Make an attribute part of its entity's key, or not.
    SetAttributeKey {
        /// The attribute.
        id: AttributeId,
        /// Key or not.
        key: bool,
    },
    /// Make an attribute multi-valued (a collection) or single-valued.
    SetAttributeMulti {
        /// The attribute.
        id: AttributeId,
        /// The collection kind, or `None`.
        multi: Option<Multi>,
    },
    /// Set the sub-attributes of a composite attribute (empty: not composite).
    SetAttributeFields {
        /// The attribute.
        id: AttributeId,
        /// The fields.
        fields: Vec<Field>,
    },
    /// Move an attribute one place up or down among its owner's attributes (key order).
    ReorderAttribute {
        /// The attribute.
        id: AttributeId,
        /// `true`: one place earlier; `false`: one place later.
        up: bool,
    },
    /// Add a relationship type.
    AddRelationship {
        /// The relationship (its id must be fresh; both ends must exist).
        relationship: Relationship,
        /// Top-left corner of its diamond on the ER diagram.
        pos: Option<Pos>,
    },
    /// Delete a relationship type and every reference to its attributes.
    RemoveRelationship {
        /// The relationship.
        id: RelationshipId,
    },
    /// Rename a relationship type.
    RenameRelationship {
        /// The relationship.
        id: RelationshipId,
        /// The new name.
        name: String,
    },
    /// Set the cardinality written at one end of a relationship.
    SetCardinality {
        /// The relationship.
        id: RelationshipId,
        /// 0 or 1.
        end: usize,
        /// One or many.
        cardinality: Cardinality,
    },
    /// Mark a relationship as identifying (double diamond) or not.
    SetIdentifying {
        /// The relationship.
        id: RelationshipId,
        /// Identifying or not.
        identifying: bool,
    },
    /// Add a query to the workflow.
    AddQuery {
        /// The query (its id must be fresh).
        query: Query,
        /// Position on the workflow canvas.
        pos: Option<Pos>,
    },
    /// Delete a query, its transitions and its table's overrides.
    RemoveQuery {
        /// The query.
        id: QueryId,
    },
    /// Change a query's description.
    SetQueryDescription {
        /// The query.
        id: QueryId,
        /// The new description.
        description: String,
    },
    /// Set the entity a query returns (`None`: inferred from the find attributes).
    SetQueryEntity {
        /// The query.
        id: QueryId,
        /// The entity.
        entity: Option<EntityId>,
    },
    /// Mark a query as an entry point of the workflow, or not.
    SetQueryEntry {
        /// The query.
        id: QueryId,
        /// Entry point or not.
        entry: bool,
    },
    /// Set a query's LIMIT.
    SetQueryLimit {
        /// The query.
        id: QueryId,
        /// The limit, or none.
        limit: Option<u32>,
    },
    /// Replace a query's search predicates.
    SetQueryGiven {
        /// The query.
        id: QueryId,
        /// The predicates, in order.
        given: Vec<Given>,
    },
    /// Replace a query's find attributes.
    SetQueryFind {
        /// The query.
        id: QueryId,
        /// The attributes returned, in order.
        find: Vec<AttributeId>,
    },
    /// Replace a query's ORDER BY.
    SetQueryOrderBy {
        /// The query.
        id: QueryId,
        /// The orderings, in order.
        order_by: Vec<Ordering>,
    },
    /// Add a workflow edge.
    AddTransition {
        /// The earlier query.
        from: QueryId,
        /// The later query.
        to: QueryId,
    },
    /// Delete a workflow edge.
    RemoveTransition {
        /// The earlier query.
        from: QueryId,
        /// The later query.
        to: QueryId,
    },
    /// Move nodes of one canvas (one drag of one or more nodes).
    MoveNodes {
        /// The canvas.
        canvas: Canvas,
        /// Node id (entity, relationship, attribute, query id or table name) → new position.
        moves: Vec<(String, Pos)>,
    },
    /// Replace every saved position of one canvas (an automatic layout, see
    /// [`crate::render::arrange`]): what is not listed goes back to its automatic place.
    ArrangeCanvas {
        /// The canvas.
        canvas: Canvas,
        /// Node id → position; every other saved position of the canvas is forgotten.
        positions: Vec<(String, Pos)>,
    },
    /// Choose a primary-key alternative for a query's table.
    ChooseAlternative {
        /// The query whose table it is.
        query: QueryId,
        /// The alternative's index (0 = the default).
        alternative: usize,
    },
    /// Rename a query's table (`None`: back to the naming rule's name).
    RenameTable {
        /// The query whose table it is.
        query: QueryId,
        /// The new name.
        name: Option<String>,
    },
    /// Choose the CQL type of an attribute's columns (`None`: the attribute's domain).
    SetPhysicalType {
        /// The attribute.
        attribute: AttributeId,
        /// The CQL type.
        ty: Option<CqlType>,
    },
    /// Add a keyspace.
    AddKeyspace {
        /// The keyspace.
        keyspace: Keyspace,
    },
    /// Replace a keyspace's settings (name, replication, durable writes).
    SetKeyspace {
        /// Position in the project's keyspace list.
        index: usize,
        /// The new settings.
        keyspace: Keyspace,
    },
    /// Delete a keyspace.
    RemoveKeyspace {
        /// Position in the project's keyspace list.
        index: usize,
    },
    /// Replace an entity's volume estimates (count, growth, distinct values per attribute).
    SetEntityEstimates {
        /// The entity.
        id: EntityId,
        /// The new estimates (numbers must be finite and not negative).
        estimates: EntityEstimates,
    },
    /// Set the average fan-out at one end of a relationship: how many of that end's
    /// entities one entity of the other end relates to (`None`: not estimated).
    SetRelationshipEstimate {
        /// The relationship.
        id: RelationshipId,
        /// 0 or 1.
        end: usize,
        /// The average fan-out (finite, not negative).
        fan_out: Option<f64>,
    },
    /// Say whether the application updates an attribute in place (a password, a status):
    /// such an attribute is compared after reading rather than keyed
    /// ([`crate::er::after_read`]).
    SetAttributeUpdated {
        /// The attribute.
        id: AttributeId,
        /// `true`: the application updates it.
        updated: bool,
    },
    /// Set the average size in bytes of one value of an attribute (`None`: the type's
    /// default width is assumed).
    SetAttributeSize {
        /// The attribute.
        id: AttributeId,
        /// Bytes per value.
        avg_size: Option<u32>,
    },
    /// Put a bucket column in the partition key of a table (`None`: remove it). The bucket
    /// is set on every query the table serves, so the queries of a merged table keep one
    /// primary key and stay merged.
    SetTableBucket {
        /// The queries whose table it is (a table's `queries`).
        queries: Vec<QueryId>,
        /// The bucket.
        bucket: Option<Bucket>,
    },
    /// Set the relationship whose rows a query returns (`None`: the query returns entities).
    SetQueryRelationship {
        /// The query.
        id: QueryId,
        /// The relationship.
        relationship: Option<RelationshipId>,
    },
    /// Set the relationships a query's access path goes through, when several join the same
    /// entities.
    SetQueryVia {
        /// The query.
        id: QueryId,
        /// The relationships, in the user's order.
        via: Vec<RelationshipId>,
    },
    /// Replace the aggregates a query returns.
    SetQueryAggregates {
        /// The query.
        id: QueryId,
        /// The aggregates, in order.
        aggregates: Vec<Aggregate>,
    },
    /// Keep a query's aggregates per period of a time attribute (`None`: over the whole
    /// search, one row per group).
    SetQueryPer {
        /// The query.
        id: QueryId,
        /// The period.
        per: Option<Per>,
    },
    /// Replace an entity's alternate unique keys (each a set of its own attributes).
    SetAlternateKeys {
        /// The entity.
        id: EntityId,
        /// The keys.
        keys: Vec<Vec<AttributeId>>,
    },
    /// Set the role the entity plays at one end of a relationship (`None` or blank: none).
    /// Renaming a role renames the queries' and overrides' references to it.
    SetEndRole {
        /// The relationship.
        id: RelationshipId,
        /// 0 or 1.
        end: usize,
        /// The role (`follower`).
        role: Option<String>,
    },
    /// Set the word an entity is called by in table and column names (`None` or blank: its
    /// name transliterated). Refused unless it is ASCII letters, digits and `_`.
    SetEntityCqlName {
        /// The entity.
        id: EntityId,
        /// The word (`student`).
        name: Option<String>,
    },
    /// Set the word a relationship is called by in table names (`None` or blank: its name
    /// transliterated). Refused unless it is ASCII letters, digits and `_`.
    SetRelationshipCqlName {
        /// The relationship.
        id: RelationshipId,
        /// The word (`takes_part`).
        name: Option<String>,
    },
    /// Set the column name an attribute has in every table (`None` or blank: the naming
    /// rule's). Any text: one CQL cannot take unquoted is written quoted.
    SetAttributeColumn {
        /// The attribute.
        id: AttributeId,
        /// The column name (`student_no`, or `"学号"` kept as written).
        column: Option<String>,
    },
    /// Set the noun a relationship's rows are named by (`None`: the relationship's name).
    SetRelationshipNoun {
        /// The relationship.
        id: RelationshipId,
        /// The noun ("comments").
        noun: Option<String>,
    },
    /// Add a specialisation (IsA).
    AddSpecialisation {
        /// The specialisation (its id must be fresh; its entities must exist).
        specialisation: Specialisation,
    },
    /// Replace a specialisation's supertype, subtypes, disjointness and totality.
    SetSpecialisation {
        /// The specialisation, by its id.
        specialisation: Specialisation,
    },
    /// Delete a specialisation (the entities stay).
    RemoveSpecialisation {
        /// The specialisation.
        id: SpecialisationId,
    },
    /// Set a table's primary key by hand (`None`: back to the derived key).
    SetTableKey {
        /// The query whose table it is.
        query: QueryId,
        /// The key.
        key: Option<ManualKey>,
    },
    /// Put a query's table in one of the project's keyspaces (`None`: the first one, the
    /// default).
    SetTableKeyspace {
        /// The query whose table it is.
        query: QueryId,
        /// The keyspace's name.
        keyspace: Option<String>,
    },
    /// Keep a query's table apart from tables it would be merged with or served by.
    SetTableSeparate {
        /// The query whose table it is.
        query: QueryId,
        /// Apart or not.
        separate: bool,
    },
    /// Serve a query from the table of another query through SAI indexes instead of a table
    /// of its own (`None`: its own table again).
    SetTableIndexOn {
        /// The query.
        query: QueryId,
        /// A query whose table serves it.
        host: Option<QueryId>,
    },
    /// Set a CQL option of a table (`None`: remove it, back to the derived suggestion or
    /// Cassandra's default). Set on every query the table serves, so a merged table keeps it.
    SetTableOption {
        /// The queries whose table it is (a table's `queries`).
        queries: Vec<QueryId>,
        /// The option's name (`default_time_to_live`, `compaction`).
        name: String,
        /// Its CQL value text (`86400`, `{'class': '...'}`).
        value: Option<String>,
    },
    /// Make a query a nearest-neighbour search of a vector attribute (`None`: an ordinary
    /// query).
    SetQueryNearest {
        /// The query.
        id: QueryId,
        /// The vector attribute and similarity function.
        nearest: Option<Nearest>,
    },
    /// Derive one table per query (no automatic merging or serving), or optimise.
    SetOneTablePerQuery {
        /// One table per query or not.
        on: bool,
    },
    /// Choose the database the model is deployed to (`None`: the default, Apache Cassandra
    /// 5.0, and nothing saved).
    SetTarget {
        /// The target.
        target: Option<crate::dialect::Target>,
    },
    /// Several edits as one step (e.g. deleting a multiple selection). All or nothing.
    Batch {
        /// The edits, applied in order.
        edits: Vec<Edit>,
    },
}

impl Edit {
    /// A new entity with a fresh id and a name not yet taken (`base`, `base 2`, ...).
    pub fn add_entity(project: &Project, base: &str, pos: Option<Pos>) -> Self {
        let id = EntityId::new(fresh_id("e", project.all_ids().into_iter()));
        let name = fresh_name(base, project.entities.iter().map(|e| e.name.as_str()));
        let entity = Entity {
            cql_name: None,
            id,
            name,
            description: String::new(),
            owner: None,
            attributes: Vec::new(),
            alternate_keys: Vec::new(),
            estimates: EntityEstimates::default(),
            extra: Default::default(),
        };
        Self::AddEntity { entity, pos }
    }

    /// A copy of an entity (its attributes, keys, alternate keys and estimates) with fresh ids
    /// and a name not yet taken, at `pos`; `None` when there is no such entity. Relationships
    /// are not copied: the copy is a new entity type to connect.
    pub fn duplicate_entity(project: &Project, id: &EntityId, pos: Option<Pos>) -> Option<Self> {
        Some(Self::copy_of_entity(project, project.entity(id)?, pos))
    }

    /// `original` (of this project or another, a pasted one) added to `project` under fresh
    /// ids and a name not yet taken, at `pos`: its attributes, keys, alternate keys and
    /// estimates follow their attributes' new ids, and what names an attribute not its own
    /// (a pasted text's) is dropped. An owner (weak entity) or growth-per entity is kept only
    /// when `project` has it (a paste maps those among the pasted entities afterwards).
    pub fn copy_of_entity(project: &Project, original: &Entity, pos: Option<Pos>) -> Self {
        let taken = project.all_ids();
        let number = |prefix: &str| {
            fresh_id(prefix, taken.iter().copied()).trim_start_matches(prefix).parse::<u64>().unwrap_or(1)
        };
        let mut renamed: std::collections::BTreeMap<AttributeId, AttributeId> = std::collections::BTreeMap::new();
        let mut copy = original.clone();
        copy.id = EntityId::new(format!("e{}", number("e")));
        copy.name = fresh_name(&original.name, project.entities.iter().map(|e| e.name.as_str()));
        for (next, a) in (number("a")..).zip(copy.attributes.iter_mut()) {
            let fresh = AttributeId::new(format!("a{next}"));
            renamed.insert(a.id.clone(), fresh.clone());
            a.id = fresh;
        }
        let map = |a: &AttributeId| renamed.get(a).cloned();
        copy.alternate_keys = copy
            .alternate_keys
            .iter()
            .map(|key| key.iter().filter_map(map).collect::<Vec<_>>())
            .filter(|k| !k.is_empty())
            .collect();
        copy.estimates.distinct = copy.estimates.distinct.iter().filter_map(|(a, n)| Some((map(a)?, *n))).collect();
        let here = |e: &Option<EntityId>| e.clone().filter(|e| project.entity(e).is_some());
        if let Some(g) = &mut copy.estimates.growth {
            g.time_attribute = g.time_attribute.as_ref().and_then(map);
            g.for_each = here(&g.for_each);
        }
        copy.owner = here(&copy.owner);
        Self::AddEntity { entity: copy, pos }
    }

    /// A new attribute with a fresh id and a name not yet taken in its owner.
    pub fn add_attribute(project: &Project, owner: AttributeOwner, base: &str, ty: NativeType, key: bool) -> Self {
        let id = AttributeId::new(fresh_id("a", project.all_ids().into_iter()));
        let taken: Vec<&str> = match &owner {
            AttributeOwner::Entity(e) => {
                project.entity(e).map(|e| e.attributes.iter().map(|a| a.name.as_str()).collect()).unwrap_or_default()
            }
            AttributeOwner::Relationship(r) => project
                .relationship(r)
                .map(|r| r.attributes.iter().map(|a| a.name.as_str()).collect())
                .unwrap_or_default(),
        };
        let mut attribute = Attribute::new(id, fresh_name(base, taken.into_iter()), ty);
        attribute.key = key;
        Self::AddAttribute { owner, attribute }
    }

    /// A new relationship between two entities with a fresh id.
    pub fn add_relationship(
        project: &Project,
        from: &EntityId,
        to: &EntityId,
        base: &str,
        cardinalities: [Cardinality; 2],
        pos: Option<Pos>,
    ) -> Self {
        let id = RelationshipId::new(fresh_id("r", project.all_ids().into_iter()));
        let name = fresh_name(base, project.relationships.iter().map(|r| r.name.as_str()));
        let end = |entity: &EntityId, cardinality| RelationshipEnd {
            entity: entity.clone(),
            cardinality,
            role: None,
            fan_out: None,
            extra: Default::default(),
        };
        let relationship = Relationship {
            cql_name: None,
            id,
            name,
            description: String::new(),
            ends: [end(from, cardinalities[0]), end(to, cardinalities[1])],
            identifying: false,
            attributes: Vec::new(),
            extra: Default::default(),
            noun: None,
        };
        Self::AddRelationship { relationship, pos }
    }

    /// A new query `Qn` with the next free number.
    pub fn add_query(project: &Project, description: &str, pos: Option<Pos>) -> Self {
        let id = QueryId::new(fresh_id("Q", project.all_ids().into_iter()));
        Self::AddQuery { query: Query::new(id, description), pos }
    }
}

impl Edit {
    /// A copy of a query (what it is given, finds, orders by, its subject and limits; not its
    /// transitions) under the next free id `Qn`, at `pos`; `None` when there is no such query.
    pub fn duplicate_query(project: &Project, id: &QueryId, pos: Option<Pos>) -> Option<Self> {
        let mut query = project.query(id)?.clone();
        query.id = QueryId::new(fresh_id("Q", project.all_ids().into_iter()));
        query.entry = false;
        Some(Self::AddQuery { query, pos })
    }
}

/// `base` if no name in `taken` equals it, else `base 2`, `base 3`, ...
pub fn fresh_name<'a>(base: &str, taken: impl Iterator<Item = &'a str>) -> String {
    let taken: Vec<&str> = taken.collect();
    if !taken.contains(&base) {
        return base.to_owned();
    }
    (2..).map(|n| format!("{base} {n}")).find(|c| !taken.contains(&c.as_str())).unwrap_or_else(|| base.to_owned())
}

#[cfg(test)]
mod tests;

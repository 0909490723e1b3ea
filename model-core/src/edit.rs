//! Edits to a project as commands, and the undo/redo history.
//!
//! Every change the user makes is an [`Edit`], applied by one function,
//! [`Project::apply`], so that the GUI, autosave and tests all see the same operations.
//! [`History`] applies edits and keeps snapshots of the project before each step, so
//! undo and redo restore exactly what was there. One gesture (a drag, a typing session in
//! one field) is one step: consecutive edits with the same [`Edit::merge_key`] merge into
//! one step until [`History::seal`] ends the gesture.

use crate::cql_type::{CqlType, NativeType};
use crate::ids::{AttributeId, EntityId, QueryId, RelationshipId, SpecialisationId, fresh_id};
use crate::project::{
    Aggregate, Attribute, Bucket, Cardinality, Entity, EntityEstimates, Field, Given, Keyspace, ManualKey, Multi, Ordering, Pos,
    Project, Query, Relationship, RelationshipEnd, Specialisation, TableOverride, Transition,
};

/// Where a new attribute goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AttributeOwner {
    /// An entity's attribute.
    Entity(EntityId),
    /// A relationship's attribute.
    Relationship(RelationshipId),
}

/// Which canvas a position belongs to (the sections of [`crate::project::Layout`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Canvas {
    /// The ER diagram.
    Conceptual,
    /// The query workflow.
    Workflow,
    /// The Chebotko diagram.
    Logical,
}

/// One change to a project. Applied by [`Project::apply`].
#[derive(Clone, Debug, PartialEq)]
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
    /// Replace an entity's alternate unique keys (each a set of its own attributes).
    SetAlternateKeys {
        /// The entity.
        id: EntityId,
        /// The keys.
        keys: Vec<Vec<AttributeId>>,
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
    /// Keep a query's table apart from tables it would be merged with or served by.
    SetTableSeparate {
        /// The query whose table it is.
        query: QueryId,
        /// Apart or not.
        separate: bool,
    },
    /// Derive one table per query (no automatic merging or serving), or optimise.
    SetOneTablePerQuery {
        /// One table per query or not.
        on: bool,
    },
    /// Several edits as one step (e.g. deleting a multiple selection). All or nothing.
    Batch {
        /// The edits, applied in order.
        edits: Vec<Edit>,
    },
}

/// Why an edit could not be applied. The project is left unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EditError {
    /// The edit names something that does not exist.
    #[error("{kind} {id} does not exist")]
    NotFound {
        /// What kind of thing (`entity`, `attribute`, ...).
        kind: &'static str,
        /// Its id.
        id: String,
    },
    /// The edit would add something whose id is already used.
    #[error("the id {0} is already used")]
    DuplicateId(String),
    /// The edit is not valid for another reason.
    #[error("{0}")]
    Invalid(String),
    /// The edited project could not be saved to a file that loads again (a name or a text
    /// over [`crate::project::limits`]), in both languages.
    #[error("{0}")]
    Limit(crate::text::Text),
}

/// A CQL type a project file can hold: one that reads back as itself. (An empty tuple, for
/// one, prints as `tuple<>`, which CQL and the loader refuse: saving it would write a file
/// that does not open. Found by fuzzing the edits.)
fn writable_type(ty: &CqlType) -> Result<(), EditError> {
    match CqlType::parse(&ty.to_string()) {
        Ok(back) if &back == ty => Ok(()),
        _ => Err(EditError::Invalid(format!("the CQL type {ty} cannot be written to a project file"))),
    }
}

fn not_found(kind: &'static str, id: impl std::fmt::Display) -> EditError {
    EditError::NotFound { kind, id: id.to_string() }
}

impl Edit {
    /// A stable name for the kind of edit (`add-entity`, `rename-attribute`, ...), for undo
    /// menu labels (the GUI translates it) and logs.
    pub fn kind(&self) -> &'static str {
        match self {
            Self::RenameProject { .. } => "rename-project",
            Self::AddEntity { .. } => "add-entity",
            Self::RemoveEntity { .. } => "remove-entity",
            Self::RenameEntity { .. } => "rename-entity",
            Self::SetEntityDescription { .. } => "set-entity-description",
            Self::SetEntityOwner { .. } => "set-entity-owner",
            Self::AddAttribute { .. } => "add-attribute",
            Self::RemoveAttribute { .. } => "remove-attribute",
            Self::RenameAttribute { .. } => "rename-attribute",
            Self::SetAttributeType { .. } => "set-attribute-type",
            Self::SetAttributeKey { .. } => "set-attribute-key",
            Self::SetAttributeMulti { .. } => "set-attribute-multi",
            Self::SetAttributeFields { .. } => "set-attribute-fields",
            Self::ReorderAttribute { .. } => "reorder-attribute",
            Self::AddRelationship { .. } => "add-relationship",
            Self::RemoveRelationship { .. } => "remove-relationship",
            Self::RenameRelationship { .. } => "rename-relationship",
            Self::SetCardinality { .. } => "set-cardinality",
            Self::SetIdentifying { .. } => "set-identifying",
            Self::AddQuery { .. } => "add-query",
            Self::RemoveQuery { .. } => "remove-query",
            Self::SetQueryDescription { .. } => "set-query-description",
            Self::SetQueryEntity { .. } => "set-query-entity",
            Self::SetQueryEntry { .. } => "set-query-entry",
            Self::SetQueryLimit { .. } => "set-query-limit",
            Self::SetQueryGiven { .. } => "set-query-given",
            Self::SetQueryFind { .. } => "set-query-find",
            Self::SetQueryOrderBy { .. } => "set-query-order-by",
            Self::AddTransition { .. } => "add-transition",
            Self::RemoveTransition { .. } => "remove-transition",
            Self::MoveNodes { .. } => "move-nodes",
            Self::ChooseAlternative { .. } => "choose-alternative",
            Self::RenameTable { .. } => "rename-table",
            Self::SetPhysicalType { .. } => "set-physical-type",
            Self::AddKeyspace { .. } => "add-keyspace",
            Self::SetKeyspace { .. } => "set-keyspace",
            Self::RemoveKeyspace { .. } => "remove-keyspace",
            Self::SetEntityEstimates { .. } => "set-entity-estimates",
            Self::SetRelationshipEstimate { .. } => "set-relationship-estimate",
            Self::SetAttributeSize { .. } => "set-attribute-size",
            Self::SetTableBucket { .. } => "set-table-bucket",
            Self::SetQueryRelationship { .. } => "set-query-relationship",
            Self::SetQueryVia { .. } => "set-query-via",
            Self::SetQueryAggregates { .. } => "set-query-aggregates",
            Self::SetAlternateKeys { .. } => "set-alternate-keys",
            Self::SetRelationshipNoun { .. } => "set-relationship-noun",
            Self::AddSpecialisation { .. } => "add-specialisation",
            Self::SetSpecialisation { .. } => "set-specialisation",
            Self::RemoveSpecialisation { .. } => "remove-specialisation",
            Self::SetTableKey { .. } => "set-table-key",
            Self::SetTableSeparate { .. } => "set-table-separate",
            Self::SetOneTablePerQuery { .. } => "set-one-table-per-query",
            Self::Batch { .. } => "batch",
        }
    }

    /// Edits that continue one typing gesture share a key: consecutive edits with the same
    /// key merge into one undo step until the history is sealed.
    pub fn merge_key(&self) -> Option<String> {
        let key = |id: &str| Some(format!("{}:{id}", self.kind()));
        match self {
            Self::RenameProject { .. } => key(""),
            Self::RenameEntity { id, .. } | Self::SetEntityDescription { id, .. } => key(id.as_str()),
            Self::RenameAttribute { id, .. } => key(id.as_str()),
            Self::RenameRelationship { id, .. } | Self::SetRelationshipNoun { id, .. } => key(id.as_str()),
            Self::SetQueryDescription { id, .. } | Self::SetQueryLimit { id, .. } => key(id.as_str()),
            Self::RenameTable { query, .. } => key(query.as_str()),
            Self::SetKeyspace { index, .. } => key(&index.to_string()),
            Self::SetEntityEstimates { id, .. } => key(id.as_str()),
            Self::SetRelationshipEstimate { id, end, .. } => key(&format!("{id}:{end}")),
            Self::SetAttributeSize { id, .. } => key(id.as_str()),
            _ => None,
        }
    }

    /// A new entity with a fresh id and a name not yet taken (`base`, `base 2`, ...).
    pub fn add_entity(project: &Project, base: &str, pos: Option<Pos>) -> Self {
        let id = EntityId::new(fresh_id("e", project.all_ids().into_iter()));
        let name = fresh_name(base, project.entities.iter().map(|e| e.name.as_str()));
        let entity = Entity {
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
        let end = |entity: &EntityId, cardinality| RelationshipEnd { entity: entity.clone(), cardinality, fan_out: None, extra: Default::default() };
        let relationship = Relationship {
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

/// `base` if no name in `taken` equals it, else `base 2`, `base 3`, ...
pub fn fresh_name<'a>(base: &str, taken: impl Iterator<Item = &'a str>) -> String {
    let taken: Vec<&str> = taken.collect();
    if !taken.contains(&base) {
        return base.to_owned();
    }
    (2..).map(|n| format!("{base} {n}")).find(|c| !taken.contains(&c.as_str())).unwrap_or_else(|| base.to_owned())
}

impl Project {
    /// Applies one edit. All or nothing: on error the project is unchanged.
    pub fn apply(&mut self, edit: &Edit) -> Result<(), EditError> {
        // Refused when the result is a project no file may hold (it would save, then not load).
        if crate::project::limits::may_exceed(edit) {
            let mut copy = self.clone();
            copy.apply_unchecked(edit)?;
            crate::project::limits::check(&copy).map_err(EditError::Limit)?;
            *self = copy;
            return Ok(());
        }
        self.apply_unchecked(edit)
    }

    fn apply_unchecked(&mut self, edit: &Edit) -> Result<(), EditError> {
        if let Edit::Batch { edits } = edit {
            let mut copy = self.clone();
            for e in edits {
                copy.apply(e)?;
            }
            *self = copy;
            return Ok(());
        }
        apply_one(self, edit)
    }

    fn id_taken(&self, id: &str) -> bool {
        self.all_ids().contains(&id)
    }

    /// Removes every reference to an attribute (queries, physical types, layout, estimates,
    /// time buckets).
    fn forget_attribute(&mut self, id: &AttributeId) {
        for q in &mut self.queries {
            q.given.retain(|g| &g.attribute != id);
            q.find.retain(|a| a != id);
            q.order_by.retain(|o| &o.attribute != id);
            q.aggregates.retain(|a| a.attribute.as_ref() != Some(id));
        }
        for e in &mut self.entities {
            for key in &mut e.alternate_keys {
                key.retain(|a| a != id);
            }
            e.alternate_keys.retain(|k| !k.is_empty());
            e.estimates.distinct.remove(id);
            if let Some(g) = &mut e.estimates.growth
                && g.time_attribute.as_ref() == Some(id)
            {
                g.time_attribute = None;
            }
        }
        for ov in self.overrides.tables.values_mut() {
            if matches!(&ov.bucket, Some(Bucket::Time { attribute, .. }) if attribute == id) {
                ov.bucket = None;
            }
            // A hand-set key that named the attribute is no longer the user's key: back to
            // the derived one (the user's other choices stay).
            if ov.key.as_ref().is_some_and(|k| k.partition.contains(id) || k.clustering.iter().any(|o| &o.attribute == id)) {
                ov.key = None;
            }
        }
        self.overrides.tables.retain(|_, ov| !ov.is_empty());
        self.physical.types.remove(id);
        self.layout.conceptual.remove(id.as_str());
    }
}

fn entity_mut<'a>(p: &'a mut Project, id: &EntityId) -> Result<&'a mut Entity, EditError> {
    p.entity_mut(id).ok_or_else(|| not_found("entity", id))
}

fn relationship_mut<'a>(p: &'a mut Project, id: &RelationshipId) -> Result<&'a mut Relationship, EditError> {
    p.relationship_mut(id).ok_or_else(|| not_found("relationship", id))
}

fn end_mut<'a>(p: &'a mut Project, id: &RelationshipId, end: usize) -> Result<&'a mut RelationshipEnd, EditError> {
    relationship_mut(p, id)?
        .ends
        .get_mut(end)
        .ok_or_else(|| EditError::Invalid(format!("a relationship has two ends, not {}", end + 1)))
}

fn query_mut<'a>(p: &'a mut Project, id: &QueryId) -> Result<&'a mut Query, EditError> {
    p.query_mut(id).ok_or_else(|| not_found("query", id))
}

fn attribute_mut<'a>(p: &'a mut Project, id: &AttributeId) -> Result<&'a mut Attribute, EditError> {
    p.attribute_mut(id).ok_or_else(|| not_found("attribute", id))
}

fn check_attributes_exist<'a>(p: &Project, ids: impl Iterator<Item = &'a AttributeId>) -> Result<(), EditError> {
    let index = p.index();
    for id in ids {
        if index.attribute(id).is_none() {
            return Err(not_found("attribute", id));
        }
    }
    Ok(())
}

fn apply_one(p: &mut Project, edit: &Edit) -> Result<(), EditError> {
    match edit {
        Edit::RenameProject { name } => p.name.clone_from(name),
        Edit::AddEntity { entity, pos } => {
            if p.id_taken(entity.id.as_str()) {
                return Err(EditError::DuplicateId(entity.id.to_string()));
            }
            for a in &entity.attributes {
                if p.id_taken(a.id.as_str()) {
                    return Err(EditError::DuplicateId(a.id.to_string()));
                }
            }
            if let Some(pos) = pos {
                p.layout.conceptual.insert(entity.id.to_string(), *pos);
            }
            p.entities.push(entity.clone());
        }
        Edit::RemoveEntity { id } => {
            let Some(at) = p.entities.iter().position(|e| &e.id == id) else {
                return Err(not_found("entity", id));
            };
            let entity = p.entities.remove(at);
            let rels: Vec<RelationshipId> =
                p.relationships.iter().filter(|r| r.touches(id)).map(|r| r.id.clone()).collect();
            for r in &rels {
                remove_relationship(p, r);
            }
            for a in &entity.attributes {
                p.forget_attribute(&a.id);
            }
            for e in &mut p.entities {
                if e.owner.as_ref() == Some(id) {
                    e.owner = None;
                }
                if let Some(g) = &mut e.estimates.growth
                    && g.for_each.as_ref() == Some(id)
                {
                    g.for_each = None;
                }
            }
            for q in &mut p.queries {
                if q.entity.as_ref() == Some(id) {
                    q.entity = None;
                }
            }
            let gone: Vec<SpecialisationId> = p.specialisations.iter().filter(|s| &s.supertype == id).map(|s| s.id.clone()).collect();
            p.specialisations.retain(|s| &s.supertype != id);
            for s in &mut p.specialisations {
                s.subtypes.retain(|e| e != id);
            }
            for g in gone {
                p.layout.conceptual.remove(g.as_str());
            }
            p.layout.conceptual.remove(id.as_str());
        }
        Edit::RenameEntity { id, name } => entity_mut(p, id)?.name.clone_from(name),
        Edit::SetEntityDescription { id, description } => entity_mut(p, id)?.description.clone_from(description),
        Edit::SetEntityOwner { id, owner } => {
            if let Some(o) = owner {
                if o == id {
                    return Err(EditError::Invalid(format!("entity {id} cannot own itself")));
                }
                if p.entity(o).is_none() {
                    return Err(not_found("entity", o));
                }
            }
            entity_mut(p, id)?.owner.clone_from(owner);
        }
        Edit::AddAttribute { owner, attribute } => {
            if p.id_taken(attribute.id.as_str()) {
                return Err(EditError::DuplicateId(attribute.id.to_string()));
            }
            match owner {
                AttributeOwner::Entity(e) => entity_mut(p, e)?.attributes.push(attribute.clone()),
                AttributeOwner::Relationship(r) => relationship_mut(p, r)?.attributes.push(attribute.clone()),
            }
        }
        Edit::RemoveAttribute { id } => {
            let mut found = false;
            for e in &mut p.entities {
                let before = e.attributes.len();
                e.attributes.retain(|a| &a.id != id);
                found |= e.attributes.len() != before;
            }
            for r in &mut p.relationships {
                let before = r.attributes.len();
                r.attributes.retain(|a| &a.id != id);
                found |= r.attributes.len() != before;
            }
            if !found {
                return Err(not_found("attribute", id));
            }
            p.forget_attribute(id);
        }
        Edit::RenameAttribute { id, name } => attribute_mut(p, id)?.name.clone_from(name),
        Edit::SetAttributeType { id, ty } => attribute_mut(p, id)?.ty = *ty,
        Edit::SetAttributeKey { id, key } => attribute_mut(p, id)?.key = *key,
        Edit::SetAttributeMulti { id, multi } => attribute_mut(p, id)?.multi.clone_from(multi),
        Edit::SetAttributeFields { id, fields } => {
            fields.iter().try_for_each(|f| writable_type(&f.ty))?;
            attribute_mut(p, id)?.fields.clone_from(fields);
        }
        Edit::ReorderAttribute { id, up } => {
            let lists = p
                .entities
                .iter_mut()
                .map(|e| &mut e.attributes)
                .chain(p.relationships.iter_mut().map(|r| &mut r.attributes));
            let mut done = false;
            for list in lists {
                if let Some(i) = list.iter().position(|a| &a.id == id) {
                    let j = if *up { i.checked_sub(1) } else { Some(i + 1).filter(|j| *j < list.len()) };
                    if let Some(j) = j {
                        list.swap(i, j);
                    }
                    done = true;
                    break;
                }
            }
            if !done {
                return Err(not_found("attribute", id));
            }
        }
        Edit::AddRelationship { relationship, pos } => {
            if p.id_taken(relationship.id.as_str()) {
                return Err(EditError::DuplicateId(relationship.id.to_string()));
            }
            for end in &relationship.ends {
                if p.entity(&end.entity).is_none() {
                    return Err(not_found("entity", &end.entity));
                }
            }
            if let Some(pos) = pos {
                p.layout.conceptual.insert(relationship.id.to_string(), *pos);
            }
            p.relationships.push(relationship.clone());
        }
        Edit::RemoveRelationship { id } => {
            if p.relationship(id).is_none() {
                return Err(not_found("relationship", id));
            }
            remove_relationship(p, id);
        }
        Edit::RenameRelationship { id, name } => relationship_mut(p, id)?.name.clone_from(name),
        Edit::SetCardinality { id, end, cardinality } => {
            end_mut(p, id, *end)?.cardinality = *cardinality;
        }
        Edit::SetIdentifying { id, identifying } => relationship_mut(p, id)?.identifying = *identifying,
        Edit::AddQuery { query, pos } => {
            if p.id_taken(query.id.as_str()) {
                return Err(EditError::DuplicateId(query.id.to_string()));
            }
            if let Some(pos) = pos {
                p.layout.workflow.insert(query.id.to_string(), *pos);
            }
            p.queries.push(query.clone());
        }
        Edit::RemoveQuery { id } => {
            let Some(at) = p.queries.iter().position(|q| &q.id == id) else {
                return Err(not_found("query", id));
            };
            p.queries.remove(at);
            p.transitions.retain(|t| &t.from != id && &t.to != id);
            p.overrides.tables.remove(id);
            for group in &mut p.overrides.merges {
                group.retain(|q| q != id);
            }
            p.overrides.merges.retain(|g| g.len() > 1);
            for t in &mut p.physical.tables {
                t.queries.retain(|q| q != id);
            }
            p.layout.workflow.remove(id.as_str());
        }
        Edit::SetQueryDescription { id, description } => query_mut(p, id)?.description.clone_from(description),
        Edit::SetQueryEntity { id, entity } => {
            if let Some(e) = entity
                && p.entity(e).is_none()
            {
                return Err(not_found("entity", e));
            }
            query_mut(p, id)?.entity.clone_from(entity);
        }
        Edit::SetQueryEntry { id, entry } => query_mut(p, id)?.entry = *entry,
        Edit::SetQueryLimit { id, limit } => query_mut(p, id)?.limit = *limit,
        Edit::SetQueryGiven { id, given } => {
            check_attributes_exist(p, given.iter().map(|g| &g.attribute))?;
            query_mut(p, id)?.given.clone_from(given);
        }
        Edit::SetQueryFind { id, find } => {
            check_attributes_exist(p, find.iter())?;
            query_mut(p, id)?.find.clone_from(find);
        }
        Edit::SetQueryOrderBy { id, order_by } => {
            check_attributes_exist(p, order_by.iter().map(|o| &o.attribute))?;
            query_mut(p, id)?.order_by.clone_from(order_by);
        }
        Edit::AddTransition { from, to } => {
            for q in [from, to] {
                if p.query(q).is_none() {
                    return Err(not_found("query", q));
                }
            }
            if from == to {
                return Err(EditError::Invalid(format!("a query cannot lead to itself ({from})")));
            }
            if !p.transitions.iter().any(|t| &t.from == from && &t.to == to) {
                p.transitions.push(Transition { from: from.clone(), to: to.clone(), extra: Default::default() });
            }
        }
        Edit::RemoveTransition { from, to } => {
            let before = p.transitions.len();
            p.transitions.retain(|t| !(&t.from == from && &t.to == to));
            if p.transitions.len() == before {
                return Err(not_found("transition", format!("{from} → {to}")));
            }
        }
        Edit::MoveNodes { canvas, moves } => {
            let section = match canvas {
                Canvas::Conceptual => &mut p.layout.conceptual,
                Canvas::Workflow => &mut p.layout.workflow,
                Canvas::Logical => &mut p.layout.logical,
            };
            for (id, pos) in moves {
                if !(pos.x.is_finite() && pos.y.is_finite()) {
                    return Err(EditError::Invalid(format!("position of {id} is not a number")));
                }
            }
            for (id, pos) in moves {
                section.insert(id.clone(), *pos);
            }
        }
        Edit::ChooseAlternative { query, alternative } => {
            with_table_override(p, query, |ov| ov.alternative = *alternative)?;
        }
        Edit::RenameTable { query, name } => {
            with_table_override(p, query, |ov| ov.name = name.clone().filter(|n| !n.trim().is_empty()))?;
        }
        Edit::SetPhysicalType { attribute, ty } => {
            if p.attribute(attribute).is_none() {
                return Err(not_found("attribute", attribute));
            }
            match ty {
                Some(t) => {
                    writable_type(t)?;
                    p.physical.types.insert(attribute.clone(), t.clone());
                }
                None => {
                    p.physical.types.remove(attribute);
                }
            }
        }
        Edit::AddKeyspace { keyspace } => p.physical.keyspaces.push(keyspace.clone()),
        Edit::SetKeyspace { index, keyspace } => {
            let Some(k) = p.physical.keyspaces.get_mut(*index) else {
                return Err(not_found("keyspace", index));
            };
            *k = keyspace.clone();
        }
        Edit::RemoveKeyspace { index } => {
            if *index >= p.physical.keyspaces.len() {
                return Err(not_found("keyspace", index));
            }
            p.physical.keyspaces.remove(*index);
        }
        Edit::SetEntityEstimates { id, estimates } => {
            check_estimates(p, id, estimates)?;
            entity_mut(p, id)?.estimates.clone_from(estimates);
        }
        Edit::SetRelationshipEstimate { id, end, fan_out } => {
            if let Some(f) = fan_out {
                check_number("fan-out", *f)?;
            }
            end_mut(p, id, *end)?.fan_out = *fan_out;
        }
        Edit::SetAttributeSize { id, avg_size } => attribute_mut(p, id)?.avg_size = *avg_size,
        Edit::SetQueryRelationship { id, relationship } => {
            if let Some(r) = relationship
                && p.relationship(r).is_none()
            {
                return Err(not_found("relationship", r));
            }
            query_mut(p, id)?.relationship.clone_from(relationship);
        }
        Edit::SetQueryVia { id, via } => {
            if let Some(r) = via.iter().find(|r| p.relationship(r).is_none()) {
                return Err(not_found("relationship", r));
            }
            let mut unique: Vec<RelationshipId> = Vec::with_capacity(via.len());
            for r in via {
                if !unique.contains(r) {
                    unique.push(r.clone());
                }
            }
            query_mut(p, id)?.via = unique;
        }
        Edit::SetQueryAggregates { id, aggregates } => {
            check_attributes_exist(p, aggregates.iter().filter_map(|a| a.attribute.as_ref()))?;
            query_mut(p, id)?.aggregates.clone_from(aggregates);
        }
        Edit::SetAlternateKeys { id, keys } => {
            let entity = p.entity(id).ok_or_else(|| not_found("entity", id))?;
            for key in keys {
                if key.is_empty() {
                    return Err(EditError::Invalid(format!("an alternate key of {} needs at least one attribute", entity.name)));
                }
                if let Some(a) = key.iter().find(|a| !entity.attributes.iter().any(|x| &x.id == *a)) {
                    return Err(EditError::Invalid(format!("{a} is not an attribute of {}", entity.name)));
                }
            }
            entity_mut(p, id)?.alternate_keys.clone_from(keys);
        }
        Edit::SetRelationshipNoun { id, noun } => {
            relationship_mut(p, id)?.noun = noun.clone().filter(|n| !n.trim().is_empty());
        }
        Edit::AddSpecialisation { specialisation } => {
            if p.id_taken(specialisation.id.as_str()) {
                return Err(EditError::DuplicateId(specialisation.id.to_string()));
            }
            check_specialisation(p, specialisation)?;
            p.specialisations.push(specialisation.clone());
        }
        Edit::SetSpecialisation { specialisation } => {
            check_specialisation(p, specialisation)?;
            let Some(s) = p.specialisations.iter_mut().find(|s| s.id == specialisation.id) else {
                return Err(not_found("specialisation", &specialisation.id));
            };
            *s = specialisation.clone();
        }
        Edit::RemoveSpecialisation { id } => {
            let before = p.specialisations.len();
            p.specialisations.retain(|s| &s.id != id);
            if p.specialisations.len() == before {
                return Err(not_found("specialisation", id));
            }
            p.layout.conceptual.remove(id.as_str());
        }
        Edit::SetTableKey { query, key } => {
            if let Some(k) = key {
                if k.partition.is_empty() {
                    return Err(EditError::Invalid(format!("the table of {query} needs at least one partition-key column")));
                }
                check_attributes_exist(p, k.partition.iter().chain(k.clustering.iter().map(|o| &o.attribute)))?;
            }
            with_table_override(p, query, |ov| ov.key.clone_from(key))?;
        }
        Edit::SetTableSeparate { query, separate } => {
            with_table_override(p, query, |ov| ov.separate = *separate)?;
        }
        Edit::SetOneTablePerQuery { on } => p.overrides.one_table_per_query = *on,
        Edit::SetTableBucket { queries, bucket } => {
            if queries.is_empty() {
                return Err(EditError::Invalid("a bucket is set on a table derived from a query; this table serves none".to_owned()));
            }
            for q in queries {
                if p.query(q).is_none() {
                    return Err(not_found("query", q));
                }
            }
            match bucket {
                Some(Bucket::Time { attribute, .. }) if p.attribute(attribute).is_none() => {
                    return Err(not_found("attribute", attribute));
                }
                Some(Bucket::Random { count }) if *count < 2 => {
                    return Err(EditError::Invalid(format!("a random bucket needs at least 2 buckets, not {count}")));
                }
                _ => {}
            }
            for query in queries {
                let ov = p.overrides.tables.entry(query.clone()).or_default();
                ov.bucket.clone_from(bucket);
                if ov.is_empty() {
                    p.overrides.tables.remove(query);
                }
            }
        }
        Edit::Batch { edits } => {
            for e in edits {
                p.apply(e)?;
            }
        }
    }
    Ok(())
}

/// An estimate must be a finite number, not negative.
fn check_number(what: &str, x: f64) -> Result<(), EditError> {
    if x.is_finite() && x >= 0.0 {
        Ok(())
    } else {
        Err(EditError::Invalid(format!("the {what} must be a number of 0 or more, not {x}")))
    }
}

/// The estimates of `entity` are numbers of 0 or more, about things that exist: the growth's
/// `for_each` entity, its time attribute and the attributes given distinct values.
fn check_estimates(p: &Project, entity: &EntityId, e: &EntityEstimates) -> Result<(), EditError> {
    if let Some(c) = e.count {
        check_number("count", c)?;
    }
    if let Some(g) = &e.growth {
        check_number("growth rate", g.rate)?;
        if let Some(d) = g.kept_days {
            check_number("number of days kept", d)?;
        }
        if let Some(o) = &g.for_each
            && p.entity(o).is_none()
        {
            return Err(not_found("entity", o));
        }
        if let Some(a) = &g.time_attribute {
            check_attributes_exist(p, std::iter::once(a))?;
        }
    }
    for (a, n) in &e.distinct {
        check_number("number of distinct values", *n)?;
        let owned = p.entity(entity).is_some_and(|x| x.attributes.iter().any(|x| &x.id == a));
        if !owned {
            return Err(EditError::Invalid(format!("attribute {a} is not an attribute of entity {entity}")));
        }
    }
    Ok(())
}

/// Changes the user's choices for a query's table; an override left empty is removed (the
/// file omits it).
fn with_table_override(p: &mut Project, query: &QueryId, change: impl FnOnce(&mut TableOverride)) -> Result<(), EditError> {
    if p.query(query).is_none() {
        return Err(not_found("query", query));
    }
    let ov = p.overrides.tables.entry(query.clone()).or_default();
    change(ov);
    if ov.is_empty() {
        p.overrides.tables.remove(query);
    }
    Ok(())
}

/// A specialisation names existing, distinct entities, and the supertype is not its own
/// subtype.
fn check_specialisation(p: &Project, s: &Specialisation) -> Result<(), EditError> {
    for e in std::iter::once(&s.supertype).chain(&s.subtypes) {
        if p.entity(e).is_none() {
            return Err(not_found("entity", e));
        }
    }
    if s.subtypes.contains(&s.supertype) {
        return Err(EditError::Invalid(format!("{} cannot be a subtype of itself", s.supertype)));
    }
    if let Some((_, e)) = s.subtypes.iter().enumerate().find(|(i, e)| s.subtypes[..*i].contains(e)) {
        return Err(EditError::Invalid(format!("{e} is listed twice as a subtype")));
    }
    Ok(())
}

fn remove_relationship(p: &mut Project, id: &RelationshipId) {
    let Some(at) = p.relationships.iter().position(|r| &r.id == id) else { return };
    let r = p.relationships.remove(at);
    for a in &r.attributes {
        p.forget_attribute(&a.id);
    }
    for q in &mut p.queries {
        if q.relationship.as_ref() == Some(id) {
            q.relationship = None;
        }
        q.via.retain(|v| v != id);
    }
    p.layout.conceptual.remove(id.as_str());
}

/// One undo step: the project as it was before the step.
#[derive(Clone, Debug)]
struct Step {
    kind: &'static str,
    merge_key: Option<String>,
    before: Project,
    before_revision: u64,
}

/// Undo/redo over snapshots of the project, one step per gesture.
///
/// [`History::generation`] changes whenever the project changes (apply, undo, redo), so
/// derived data can be cached by it; [`History::revision`] identifies the content, so
/// "unsaved changes" is `revision != saved revision` even after undo.
#[derive(Clone, Debug)]
pub struct History {
    undo: Vec<Step>,
    redo: Vec<Step>,
    generation: u64,
    revision: u64,
    next_revision: u64,
    sealed: bool,
    limit: usize,
}

impl Default for History {
    fn default() -> Self {
        Self::new()
    }
}

impl History {
    /// The default number of steps kept.
    pub const DEFAULT_LIMIT: usize = 500;

    /// An empty history.
    pub fn new() -> Self {
        Self { undo: Vec::new(), redo: Vec::new(), generation: 0, revision: 0, next_revision: 1, sealed: true, limit: Self::DEFAULT_LIMIT }
    }

    /// Applies an edit to `project` and records an undo step (or extends the current one
    /// when the edit continues the same gesture). An edit that changes nothing records
    /// nothing. On error the project is unchanged and nothing is recorded.
    pub fn apply(&mut self, project: &mut Project, edit: &Edit) -> Result<(), EditError> {
        let before = project.clone();
        project.apply(edit)?;
        if *project == before {
            return Ok(());
        }
        let key = edit.merge_key();
        let merges = !self.sealed && key.is_some() && self.undo.last().is_some_and(|s| s.merge_key == key);
        if !merges {
            self.undo.push(Step { kind: edit.kind(), merge_key: key, before, before_revision: self.revision });
            if self.undo.len() > self.limit {
                self.undo.remove(0);
            }
        }
        self.redo.clear();
        self.revision = self.next_revision;
        self.next_revision += 1;
        self.generation += 1;
        self.sealed = false;
        Ok(())
    }

    /// Ends the current gesture: the next edit starts a new undo step even if it would merge.
    pub fn seal(&mut self) {
        self.sealed = true;
    }

    /// Undoes the last step. Returns `false` when there is nothing to undo.
    pub fn undo(&mut self, project: &mut Project) -> bool {
        let Some(step) = self.undo.pop() else { return false };
        let after = std::mem::replace(project, step.before);
        self.redo.push(Step { kind: step.kind, merge_key: None, before: after, before_revision: self.revision });
        self.revision = step.before_revision;
        self.generation += 1;
        self.sealed = true;
        true
    }

    /// Redoes the last undone step. Returns `false` when there is nothing to redo.
    pub fn redo(&mut self, project: &mut Project) -> bool {
        let Some(step) = self.redo.pop() else { return false };
        let before = std::mem::replace(project, step.before);
        self.undo.push(Step { kind: step.kind, merge_key: None, before, before_revision: self.revision });
        self.revision = step.before_revision;
        self.generation += 1;
        self.sealed = true;
        true
    }

    /// `true` when there is a step to undo.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// `true` when there is a step to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The kind ([`Edit::kind`]) of the step undo would revert.
    pub fn undo_kind(&self) -> Option<&'static str> {
        self.undo.last().map(|s| s.kind)
    }

    /// The kind of the step redo would reapply.
    pub fn redo_kind(&self) -> Option<&'static str> {
        self.redo.last().map(|s| s.kind)
    }

    /// Number of steps that can be undone.
    pub fn undo_len(&self) -> usize {
        self.undo.len()
    }

    /// Changes every time the project changes through this history: a cache key.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// Identifies the project's content: equal revisions mean the same content (0 is the
    /// content the history started from).
    pub fn revision(&self) -> u64 {
        self.revision
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::project::{Direction, Predicate};

    fn add_entity(h: &mut History, p: &mut Project, name: &str) -> EntityId {
        let e = Edit::add_entity(p, name, Some(Pos::new(0.0, 0.0)));
        let Edit::AddEntity { entity, .. } = &e else { unreachable!() };
        let id = entity.id.clone();
        h.apply(p, &e).expect("add entity");
        id
    }

    fn add_attr(h: &mut History, p: &mut Project, e: &EntityId, name: &str, key: bool) -> AttributeId {
        let mut edit = Edit::add_attribute(p, AttributeOwner::Entity(e.clone()), name, NativeType::Text, key);
        if let Edit::AddAttribute { attribute, .. } = &mut edit {
            attribute.name = name.to_owned();
        }
        let Edit::AddAttribute { attribute, .. } = &edit else { unreachable!() };
        let id = attribute.id.clone();
        h.apply(p, &edit).expect("add attribute");
        id
    }

    /// Builds the hotel-near-POI model of the acceptance test through edits only.
    fn hotel_poi(h: &mut History, p: &mut Project) -> (EntityId, EntityId, QueryId) {
        let hotel = add_entity(h, p, "Hotel");
        let hotel_id = add_attr(h, p, &hotel, "id", true);
        let hotel_name = add_attr(h, p, &hotel, "name", false);
        let poi = add_entity(h, p, "POI");
        let poi_name = add_attr(h, p, &poi, "name", true);
        let rel = Edit::add_relationship(p, &hotel, &poi, "near", [Cardinality::Many, Cardinality::Many], None);
        h.apply(p, &rel).expect("relationship");
        let q = Edit::add_query(p, "hotels near a POI", None);
        let Edit::AddQuery { query, .. } = &q else { unreachable!() };
        let qid = query.id.clone();
        h.apply(p, &q).expect("query");
        let given = vec![Given { attribute: poi_name, predicate: Predicate::Eq, extra: Default::default() }];
        h.apply(p, &Edit::SetQueryGiven { id: qid.clone(), given }).expect("given");
        h.apply(p, &Edit::SetQueryFind { id: qid.clone(), find: vec![hotel_id, hotel_name] }).expect("find");
        h.apply(p, &Edit::SetQueryEntity { id: qid.clone(), entity: Some(hotel.clone()) }).expect("entity");
        (hotel, poi, qid)
    }

    #[test]
    fn hotel_flow_derives_hotels_by_poi_and_undoes_to_empty() {
        let mut p = Project::new("Hotel");
        let empty = p.clone();
        let mut h = History::new();
        hotel_poi(&mut h, &mut p);
        let d = crate::derive(&p);
        let t = d.model.tables.first().expect("one table");
        assert_eq!(t.name, "hotels_by_poi");
        assert_eq!(t.key_signature(), "((poi_name), hotel_id)");
        let full = p.clone();
        while h.undo(&mut p) {}
        assert_eq!(p, empty);
        assert_eq!(h.revision(), 0);
        while h.redo(&mut p) {}
        assert_eq!(p, full);
    }

    #[test]
    fn ids_are_fresh_and_names_unique() {
        let mut p = Project::new("t");
        let mut h = History::new();
        let a = add_entity(&mut h, &mut p, "Entity");
        let b = add_entity(&mut h, &mut p, "Entity");
        assert_ne!(a, b);
        assert_eq!(p.entities[1].name, "Entity 2");
        let q1 = Edit::add_query(&p, "", None);
        h.apply(&mut p, &q1).expect("q1");
        assert_eq!(p.queries[0].id.as_str(), "Q1");
        let q2 = Edit::add_query(&p, "", None);
        h.apply(&mut p, &q2).expect("q2");
        assert_eq!(p.queries[1].id.as_str(), "Q2");
    }

    #[test]
    fn typing_merges_until_sealed() {
        let mut p = Project::new("t");
        let mut h = History::new();
        let e = add_entity(&mut h, &mut p, "E");
        h.seal();
        for name in ["H", "Ho", "Hotel"] {
            h.apply(&mut p, &Edit::RenameEntity { id: e.clone(), name: name.to_owned() }).expect("rename");
        }
        assert_eq!(h.undo_len(), 2);
        h.seal();
        h.apply(&mut p, &Edit::RenameEntity { id: e, name: "Inn".to_owned() }).expect("rename");
        assert_eq!(h.undo_len(), 3);
        assert!(h.undo(&mut p));
        assert_eq!(p.entities[0].name, "Hotel");
        assert!(h.undo(&mut p));
        assert_eq!(p.entities[0].name, "E");
    }

    #[test]
    fn no_op_edits_record_nothing_and_errors_change_nothing() {
        let mut p = Project::new("t");
        let mut h = History::new();
        let e = add_entity(&mut h, &mut p, "E");
        let gen_before = h.generation();
        h.apply(&mut p, &Edit::RenameEntity { id: e.clone(), name: "E".to_owned() }).expect("same name");
        assert_eq!(h.generation(), gen_before);
        let before = p.clone();
        let bad = Edit::Batch {
            edits: vec![
                Edit::RenameEntity { id: e, name: "X".to_owned() },
                Edit::RenameEntity { id: EntityId::new("missing"), name: "Y".to_owned() },
            ],
        };
        let err = h.apply(&mut p, &bad).expect_err("missing entity");
        assert!(matches!(err, EditError::NotFound { kind: "entity", .. }));
        assert_eq!(p, before);
        assert_eq!(h.undo_len(), 1);
    }

    #[test]
    fn removing_an_entity_cascades_and_undo_restores_it() {
        let mut p = Project::new("t");
        let mut h = History::new();
        let (hotel, poi, q) = hotel_poi(&mut h, &mut p);
        let full = p.clone();
        h.apply(&mut p, &Edit::RemoveEntity { id: poi.clone() }).expect("remove");
        assert!(p.relationships.is_empty());
        let query = p.query(&q).expect("query kept");
        assert!(query.given.is_empty());
        assert_eq!(query.find.len(), 2);
        assert_eq!(query.entity.as_ref(), Some(&hotel));
        assert!(!p.layout.conceptual.contains_key(poi.as_str()));
        assert!(h.undo(&mut p));
        assert_eq!(p, full);
    }

    #[test]
    fn removing_a_query_drops_transitions_and_overrides() {
        let mut p = Project::new("t");
        let mut h = History::new();
        let (_, _, q1) = hotel_poi(&mut h, &mut p);
        let q2 = Edit::add_query(&p, "second", None);
        h.apply(&mut p, &q2).expect("q2");
        let q2 = p.queries[1].id.clone();
        h.apply(&mut p, &Edit::AddTransition { from: q1.clone(), to: q2 }).expect("edge");
        assert!(h.apply(&mut p, &Edit::AddTransition { from: q1.clone(), to: q1.clone() }).is_err());
        h.apply(&mut p, &Edit::RenameTable { query: q1.clone(), name: Some("near_hotels".to_owned()) }).expect("rename");
        assert_eq!(crate::derive(&p).model.tables[0].name, "near_hotels");
        h.apply(&mut p, &Edit::RemoveQuery { id: q1 }).expect("remove");
        assert!(p.transitions.is_empty());
        assert!(p.overrides.is_empty());
    }

    #[test]
    fn moves_are_one_step_and_reject_nan() {
        let mut p = Project::new("t");
        let mut h = History::new();
        let e = add_entity(&mut h, &mut p, "E");
        let f = add_entity(&mut h, &mut p, "F");
        let moves = vec![(e.to_string(), Pos::new(10.0, 20.0)), (f.to_string(), Pos::new(30.0, 40.0))];
        h.apply(&mut p, &Edit::MoveNodes { canvas: Canvas::Conceptual, moves }).expect("move");
        assert_eq!(p.layout.conceptual.get(f.as_str()), Some(&Pos::new(30.0, 40.0)));
        let bad = vec![(e.to_string(), Pos::new(f32::NAN, 0.0))];
        assert!(h.apply(&mut p, &Edit::MoveNodes { canvas: Canvas::Conceptual, moves: bad }).is_err());
        assert!(h.undo(&mut p));
        assert_eq!(p.layout.conceptual.get(f.as_str()), Some(&Pos::new(0.0, 0.0)));
    }

    #[test]
    fn attribute_edits_and_order_by() {
        let mut p = Project::new("t");
        let mut h = History::new();
        let e = add_entity(&mut h, &mut p, "E");
        let a = add_attr(&mut h, &mut p, &e, "a", true);
        let b = add_attr(&mut h, &mut p, &e, "b", false);
        h.apply(&mut p, &Edit::ReorderAttribute { id: b.clone(), up: true }).expect("reorder");
        assert_eq!(p.entities[0].attributes[0].id, b);
        h.apply(&mut p, &Edit::SetAttributeMulti { id: b.clone(), multi: Some(Multi::List) }).expect("multi");
        h.apply(&mut p, &Edit::SetAttributeType { id: b, ty: NativeType::Int }).expect("type");
        let order = vec![Ordering { attribute: a.clone(), direction: Direction::Desc, extra: Default::default() }];
        let q = Edit::add_query(&p, "", None);
        h.apply(&mut p, &q).expect("q");
        let qid = p.queries[0].id.clone();
        h.apply(&mut p, &Edit::SetQueryOrderBy { id: qid, order_by: order }).expect("order");
        h.apply(&mut p, &Edit::RemoveAttribute { id: a.clone() }).expect("remove");
        assert!(p.queries[0].order_by.is_empty());
        assert!(h.apply(&mut p, &Edit::RenameAttribute { id: a, name: "x".to_owned() }).is_err());
        let attr = &p.entities[0].attributes[0];
        assert_eq!((attr.ty, attr.multi.clone()), (NativeType::Int, Some(Multi::List)));
    }

    #[test]
    fn revision_tracks_content_for_unsaved_marks() {
        let mut p = Project::new("t");
        let mut h = History::new();
        add_entity(&mut h, &mut p, "E");
        let saved = h.revision();
        add_entity(&mut h, &mut p, "F");
        assert_ne!(h.revision(), saved);
        h.undo(&mut p);
        assert_eq!(h.revision(), saved);
        h.redo(&mut p);
        assert_ne!(h.revision(), saved);
    }

    #[test]
    fn entity_estimates_apply_undo_and_reject_bad_numbers() {
        let mut p = Project::new("t");
        let mut h = History::new();
        let (hotel, poi, _) = hotel_poi(&mut h, &mut p);
        let name = p.entities[0].attributes[1].id.clone();
        let before = p.clone();
        h.seal();
        let steps = h.undo_len();
        let mut est = EntityEstimates { count: Some(1_000.0), ..EntityEstimates::default() };
        est.distinct.insert(name, 900.0);
        h.apply(&mut p, &Edit::SetEntityEstimates { id: hotel.clone(), estimates: est.clone() }).expect("estimates");
        assert_eq!(p.entity(&hotel).map(|e| &e.estimates), Some(&est));
        let growth = crate::project::Growth {
            rate: 2.0,
            per: crate::project::TimeUnit::Day,
            for_each: Some(poi),
            kept_days: Some(30.0),
            time_attribute: None,
            extra: Default::default(),
        };
        let grown = EntityEstimates { growth: Some(growth.clone()), ..est.clone() };
        h.apply(&mut p, &Edit::SetEntityEstimates { id: hotel.clone(), estimates: grown }).expect("growth");
        assert_eq!(h.undo_len(), steps + 1, "typing in one entity's estimates is one step");
        let after = p.clone();
        for bad in [
            EntityEstimates { count: Some(f64::NAN), ..EntityEstimates::default() },
            EntityEstimates { count: Some(-1.0), ..EntityEstimates::default() },
            EntityEstimates { growth: Some(crate::project::Growth { rate: f64::INFINITY, ..growth.clone() }), ..EntityEstimates::default() },
            EntityEstimates { growth: Some(crate::project::Growth { for_each: Some(EntityId::new("gone")), ..growth }), ..EntityEstimates::default() },
            EntityEstimates { distinct: [(p.entities[1].attributes[0].id.clone(), 3.0)].into_iter().collect(), ..EntityEstimates::default() },
        ] {
            assert!(h.apply(&mut p, &Edit::SetEntityEstimates { id: hotel.clone(), estimates: bad }).is_err());
            assert_eq!(p, after);
        }
        assert!(h.undo(&mut p));
        assert_eq!(p, before);
    }

    #[test]
    fn fan_out_and_average_size_merge_while_typing_and_undo() {
        let mut p = Project::new("t");
        let mut h = History::new();
        hotel_poi(&mut h, &mut p);
        let rel = p.relationships[0].id.clone();
        let attr = p.entities[0].attributes[1].id.clone();
        h.seal();
        let steps = h.undo_len();
        for f in [1.0, 12.0, 120.0] {
            h.apply(&mut p, &Edit::SetRelationshipEstimate { id: rel.clone(), end: 1, fan_out: Some(f) }).expect("fan-out");
        }
        assert_eq!(h.undo_len(), steps + 1);
        assert_eq!(p.relationships[0].ends[1].fan_out, Some(120.0));
        assert!(h.apply(&mut p, &Edit::SetRelationshipEstimate { id: rel.clone(), end: 2, fan_out: Some(1.0) }).is_err());
        assert!(h.apply(&mut p, &Edit::SetRelationshipEstimate { id: rel, end: 0, fan_out: Some(-3.0) }).is_err());
        h.seal();
        h.apply(&mut p, &Edit::SetAttributeSize { id: attr.clone(), avg_size: Some(40) }).expect("size");
        assert_eq!(p.attribute(&attr).map(|(_, a)| a.avg_size), Some(Some(40)));
        assert!(h.apply(&mut p, &Edit::SetAttributeSize { id: AttributeId::new("gone"), avg_size: Some(1) }).is_err());
        assert!(h.undo(&mut p));
        assert_eq!(p.attribute(&attr).map(|(_, a)| a.avg_size), Some(None));
        assert!(h.undo(&mut p));
        assert_eq!(p.relationships[0].ends[1].fan_out, None);
    }

    fn sensor_sample() -> Project {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../sample-projects/sensor-readings.json");
        Project::load(&path).expect("sensor sample")
    }

    #[test]
    fn a_day_bucket_clears_the_unbounded_sensor_partition_and_undo_restores_it() {
        use crate::analysis::{AnalysisSettings, analyse};
        use crate::diagnostic::Code;
        let settings = AnalysisSettings::default();
        let mut p = sensor_sample();
        let before = p.clone();
        let mut h = History::new();
        let d = crate::derive(&p);
        let a = analyse(&p, &d, &settings);
        assert_eq!(a.with_code(Code::UnboundedPartition).count(), 1);
        let table = d.model.table("readings_by_sensor").expect("readings table");
        let q = &table.queries;
        assert_eq!(q.len(), 2, "Q3 and Q4 share the table");
        let remedy = a.partition("readings_by_sensor").and_then(|e| e.remedies.first()).expect("a remedy").clone();
        assert_eq!(remedy.bucket, Bucket::Time { attribute: AttributeId::new("reading.ts"), unit: crate::project::TimeUnit::Day });
        h.apply(&mut p, &Edit::SetTableBucket { queries: q.clone(), bucket: Some(remedy.bucket) }).expect("bucket");
        let d = crate::derive(&p);
        let a = analyse(&p, &d, &settings);
        assert_eq!(a.with_code(Code::UnboundedPartition).count(), 0);
        assert_eq!(a.partition("readings_by_sensor").and_then(|e| e.rows), Some(86_400.0));
        assert!(crate::cql::queries_cql(&p, &d.model).contains("ts_day"));
        assert!(h.apply(&mut p, &Edit::SetTableBucket { queries: q.clone(), bucket: Some(Bucket::Random { count: 1 }) }).is_err());
        let missing = Bucket::Time { attribute: AttributeId::new("gone"), unit: crate::project::TimeUnit::Hour };
        assert!(h.apply(&mut p, &Edit::SetTableBucket { queries: q.clone(), bucket: Some(missing) }).is_err());
        assert!(h.apply(&mut p, &Edit::SetTableBucket { queries: vec![QueryId::new("Q99")], bucket: None }).is_err());
        assert!(h.apply(&mut p, &Edit::SetTableBucket { queries: Vec::new(), bucket: None }).is_err());
        h.apply(&mut p, &Edit::SetTableBucket { queries: q.clone(), bucket: None }).expect("remove bucket");
        assert_eq!(p, before, "removing the only override leaves no empty override behind");
        assert!(h.undo(&mut p));
        assert!(q.iter().all(|q| p.overrides.tables.get(q).is_some_and(|o| o.bucket.is_some())));
        assert!(h.undo(&mut p));
        assert_eq!(p, before);
    }

    #[test]
    fn removing_an_attribute_or_entity_forgets_its_estimates_and_buckets() {
        let mut p = sensor_sample();
        let mut h = History::new();
        let ts = AttributeId::new("reading.ts");
        let queries = vec![QueryId::new("Q3"), QueryId::new("Q4")];
        let day = Bucket::Time { attribute: ts.clone(), unit: crate::project::TimeUnit::Day };
        h.apply(&mut p, &Edit::SetTableBucket { queries: queries.clone(), bucket: Some(day) }).expect("bucket");
        let reading = EntityId::new("reading");
        let growth = |p: &Project| p.entity(&reading).and_then(|e| e.estimates.growth.clone());
        assert_eq!(growth(&p).and_then(|g| g.time_attribute), Some(ts.clone()));
        h.apply(&mut p, &Edit::RemoveAttribute { id: ts }).expect("remove ts");
        assert_eq!(growth(&p).and_then(|g| g.time_attribute), None);
        assert!(queries.iter().all(|q| p.overrides.tables.get(q).is_none_or(|o| o.bucket.is_none())));
        assert!(!p.overrides.tables.contains_key(&queries[1]), "an override left empty is dropped");
        h.apply(&mut p, &Edit::RemoveEntity { id: EntityId::new("sensor") }).expect("remove sensor");
        assert_eq!(growth(&p).and_then(|g| g.for_each), None);
        let estimates = p.entity(&reading).map(|e| e.estimates.clone()).expect("reading");
        h.apply(&mut p, &Edit::SetEntityEstimates { id: reading, estimates }).expect("estimates stay editable");
    }

    #[test]
    fn types_a_file_cannot_hold_are_refused_and_the_project_still_saves_and_loads() {
        let mut h = History::default();
        let mut p = Project::new("T");
        let e = add_entity(&mut h, &mut p, "Reading");
        let a = add_attr(&mut h, &mut p, &e, "value", false);
        let empty_tuple = CqlType::Tuple(Vec::new());
        let err = h.apply(&mut p, &Edit::SetPhysicalType { attribute: a.clone(), ty: Some(empty_tuple.clone()) });
        assert!(matches!(err, Err(EditError::Invalid(_))), "{err:?}");
        let fields = vec![Field { name: "f".to_owned(), ty: empty_tuple, extra: Default::default() }];
        let err = h.apply(&mut p, &Edit::SetAttributeFields { id: a.clone(), fields });
        assert!(matches!(err, Err(EditError::Invalid(_))), "{err:?}");
        // A type that reads back is taken.
        let ok = CqlType::parse("frozen<tuple<int, text>>").expect("parses");
        h.apply(&mut p, &Edit::SetPhysicalType { attribute: a, ty: Some(ok) }).expect("a writable type is taken");
        Project::from_json(&p.to_json(), std::path::Path::new("t.json")).expect("what was saved loads again");
    }
}

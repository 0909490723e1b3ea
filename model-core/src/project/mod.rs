//! The saved document: conceptual model, workflow, overrides, physical settings, layout.
//!
//! Derived data (tables, diagnostics, CQL) is never stored here: it is recomputed from this.

mod conceptual;
mod described;
mod duplicate_keys;
mod exercise;
mod file;
mod file_said;
mod json_syntax;
mod layout;
pub mod limits;
mod migrate;
mod overrides;
mod physical;
mod role_refs;
mod shape_check;
mod tagged;
mod workflow;

pub use conceptual::{
    Attribute, Cardinality, Entity, EntityEstimates, Field, Growth, Multi, Relationship, RelationshipEnd,
    RelationshipKind, Specialisation,
};
pub use described::{Expected, Found};
pub use exercise::Exercise;
pub use file::{
    FORMAT, FORMAT_VERSION, JsonKind, JsonSyntax, JsonToken, LoadError, NotAProject, SaveError, ShapeProblem,
    UnknownWhat,
};
pub use layout::{Layout, Pos};
pub use overrides::{Bucket, ColumnEdit, ManualKey, Overrides, TableOverride, TimeUnit};
pub use physical::{
    ColumnDef, IndexDef, IndexKind, IndexTarget, Keyspace, Physical, Replication, TableDef, UdtDef, with_column_indexes,
};
pub use workflow::{
    Aggregate, AggregateFunction, Direction, Given, Nearest, Ordering, Per, Predicate, Query, Role, Similarity,
    Transition,
};

use crate::ids::{AttributeId, EntityId, QueryId, RelationshipId};
use rustc_hash::FxHashMap;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A Keyspace Studio project, as saved in a `.json` file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Project {
    /// `keyspace-studio/N`: the file format and its version.
    pub format: String,
    /// The project's title.
    #[serde(default)]
    pub name: String,
    /// Free text about the project.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
    /// Entity types.
    #[serde(default)]
    pub entities: Vec<Entity>,
    /// Relationship types.
    #[serde(default)]
    pub relationships: Vec<Relationship>,
    /// Specialisations (IsA): supertypes and their subtypes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub specialisations: Vec<Specialisation>,
    /// The workflow's queries.
    #[serde(default)]
    pub queries: Vec<Query>,
    /// The workflow's edges.
    #[serde(default)]
    pub transitions: Vec<Transition>,
    /// The user's choices and edits to derived tables.
    #[serde(default, skip_serializing_if = "Overrides::is_empty")]
    pub overrides: Overrides,
    /// Keyspaces, types, hand-made tables.
    #[serde(default)]
    pub physical: Physical,
    /// Diagram positions.
    #[serde(default, skip_serializing_if = "Layout::is_empty")]
    pub layout: Layout,
    /// Set when the file is an exercise (issue 43): the window hides the tool's tables.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exercise: Option<Exercise>,
    /// Fields this version does not know, kept so that saving never drops them.
    #[serde(flatten)]
    pub extra: BTreeMap<String, serde_json::Value>,
}

impl Default for Project {
    fn default() -> Self {
        Self::new("Untitled")
    }
}

/// Where an attribute lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Owner<'a> {
    /// An attribute of an entity.
    Entity(&'a EntityId),
    /// An attribute of a relationship.
    Relationship(&'a RelationshipId),
}

impl Project {
    /// An empty project with one keyspace.
    pub fn new(name: impl Into<String>) -> Self {
        let name = name.into();
        let ks = crate::naming::cql_word(&name);
        let ks = if crate::cql::schema_name_problem(&ks).is_none() { ks } else { "app".to_owned() };
        Self {
            format: FORMAT.to_owned(),
            name,
            description: String::new(),
            entities: Vec::new(),
            relationships: Vec::new(),
            specialisations: Vec::new(),
            queries: Vec::new(),
            transitions: Vec::new(),
            overrides: Overrides::default(),
            physical: Physical { keyspaces: vec![Keyspace::simple(ks, 3)], ..Physical::default() },
            layout: Layout::default(),
            exercise: None,
            extra: BTreeMap::new(),
        }
    }

    /// The entity with this id.
    pub fn entity(&self, id: &EntityId) -> Option<&Entity> {
        self.entities.iter().find(|e| &e.id == id)
    }

    /// The entity with this id, mutably.
    pub fn entity_mut(&mut self, id: &EntityId) -> Option<&mut Entity> {
        self.entities.iter_mut().find(|e| &e.id == id)
    }

    /// The relationship with this id.
    pub fn relationship(&self, id: &RelationshipId) -> Option<&Relationship> {
        self.relationships.iter().find(|r| &r.id == id)
    }

    /// The relationship with this id, mutably.
    pub fn relationship_mut(&mut self, id: &RelationshipId) -> Option<&mut Relationship> {
        self.relationships.iter_mut().find(|r| &r.id == id)
    }

    /// The query with this id.
    pub fn query(&self, id: &QueryId) -> Option<&Query> {
        self.queries.iter().find(|q| &q.id == id)
    }

    /// The query with this id, mutably.
    pub fn query_mut(&mut self, id: &QueryId) -> Option<&mut Query> {
        self.queries.iter_mut().find(|q| &q.id == id)
    }

    /// The attribute with this id and where it lives (a linear scan; use [`Index`] in loops).
    /// A role-qualified reference (`user.username@follower`) finds its attribute.
    pub fn attribute(&self, id: &AttributeId) -> Option<(Owner<'_>, &Attribute)> {
        self.attribute_exactly(id).or_else(|| match id.split_role() {
            (base, Some(_)) => self.attribute_exactly(&AttributeId::from(base)),
            _ => None,
        })
    }

    /// The role a reference names ([`crate::ids::ROLE_SEPARATOR`]): `None` for an attribute's
    /// own id, or when what comes before the role is no attribute.
    pub fn role_of<'r>(&self, id: &'r AttributeId) -> Option<&'r str> {
        match id.split_role() {
            (base, Some(role))
                if self.attribute_exactly(id).is_none()
                    && self.attribute_exactly(&AttributeId::from(base)).is_some() =>
            {
                Some(role)
            }
            _ => None,
        }
    }

    fn attribute_exactly(&self, id: &AttributeId) -> Option<(Owner<'_>, &Attribute)> {
        for e in &self.entities {
            if let Some(a) = e.attributes.iter().find(|a| &a.id == id) {
                return Some((Owner::Entity(&e.id), a));
            }
        }
        for r in &self.relationships {
            if let Some(a) = r.attributes.iter().find(|a| &a.id == id) {
                return Some((Owner::Relationship(&r.id), a));
            }
        }
        None
    }

    /// The attribute with this id, mutably.
    pub fn attribute_mut(&mut self, id: &AttributeId) -> Option<&mut Attribute> {
        let in_entities = self.entities.iter_mut().flat_map(|e| e.attributes.iter_mut());
        let mut all = in_entities.chain(self.relationships.iter_mut().flat_map(|r| r.attributes.iter_mut()));
        all.find(|a| &a.id == id)
    }

    /// `Entity.attribute` as users write it (`Hotel.id`; `User (follower).username` for a
    /// role), or the raw id when dangling.
    pub fn attribute_label(&self, id: &AttributeId) -> String {
        match self.attribute(id) {
            Some((Owner::Entity(e), a)) => {
                let entity = self.entity(e).map_or(e.as_str(), |e| e.name.as_str());
                match self.role_of(id) {
                    Some(role) => format!("{entity} ({role}).{}", a.name),
                    None => format!("{entity}.{}", a.name),
                }
            }
            Some((Owner::Relationship(r), a)) => {
                format!("{}.{}", self.relationship(r).map_or(r.as_str(), |r| r.name.as_str()), a.name)
            }
            None => id.to_string(),
        }
    }

    /// The database the project is deployed to: the one saved, else Apache Cassandra 5.0.
    pub fn target(&self) -> crate::dialect::Target {
        self.physical.target.unwrap_or_default()
    }

    /// The name of the keyspace derived tables go to by default.
    pub fn default_keyspace(&self) -> &str {
        self.physical.keyspaces.first().map_or("app", |k| k.name.as_str())
    }

    /// Every id used by anything in the project (for minting fresh ids).
    pub fn all_ids(&self) -> Vec<&str> {
        let mut ids: Vec<&str> = Vec::new();
        for e in &self.entities {
            ids.push(e.id.as_str());
            ids.extend(e.attributes.iter().map(|a| a.id.as_str()));
        }
        for r in &self.relationships {
            ids.push(r.id.as_str());
            ids.extend(r.attributes.iter().map(|a| a.id.as_str()));
        }
        ids.extend(self.queries.iter().map(|q| q.id.as_str()));
        ids.extend(self.physical.tables.iter().map(|t| t.id.as_str()));
        ids
    }

    /// Builds a lookup index for fast access by id.
    pub fn index(&self) -> Index<'_> {
        Index::new(self)
    }
}

/// Hash-map lookups by id over a borrowed project, for code that resolves many references.
#[derive(Debug)]
pub struct Index<'a> {
    /// The project indexed.
    pub project: &'a Project,
    entities: FxHashMap<&'a str, &'a Entity>,
    relationships: FxHashMap<&'a str, &'a Relationship>,
    attributes: FxHashMap<&'a str, (Owner<'a>, &'a Attribute)>,
    queries: FxHashMap<&'a str, &'a Query>,
    /// Subtype → supertype (the first specialisation naming it).
    supertypes: FxHashMap<&'a str, &'a EntityId>,
    /// Weak entities and their owners, in file order.
    weak: Vec<(&'a EntityId, &'a EntityId)>,
    /// Entities that may be identified by something other than their own key attributes
    /// (alternate keys, or no key attribute of their own: subtypes, weak entities without a
    /// partial key).
    other_keyed: Vec<&'a Entity>,
    /// Per entity id: the relationships with an end at it (each once), the specialisations
    /// naming it (as supertype or subtype), the weak entities it owns; in file order.
    around: FxHashMap<&'a str, Around<'a>>,
    /// The place of each entity, relationship and specialisation in the file (by id), so that
    /// a part of the model gathered from [`Self::around`] keeps the file's order.
    positions: FxHashMap<(Kind, &'a str), usize>,
}

/// The kinds of things [`Index::position`] places.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// An entity.
    Entity,
    /// A relationship.
    Relationship,
    /// A specialisation.
    Specialisation,
}

/// What touches one entity in the model ([`Index::around`]).
#[derive(Debug, Default)]
pub struct Around<'a> {
    /// Relationships with an end at the entity, each once.
    pub relationships: Vec<&'a Relationship>,
    /// Specialisations naming the entity as supertype or subtype.
    pub specialisations: Vec<&'a Specialisation>,
    /// The weak entities it owns.
    pub owns: Vec<&'a EntityId>,
}

/// The [`Around`] of every entity, in one pass over the model.
fn around_of(project: &Project) -> FxHashMap<&str, Around<'_>> {
    let mut m: FxHashMap<&str, Around<'_>> = FxHashMap::default();
    for r in &project.relationships {
        m.entry(r.ends[0].entity.as_str()).or_default().relationships.push(r);
        if r.ends[1].entity != r.ends[0].entity {
            m.entry(r.ends[1].entity.as_str()).or_default().relationships.push(r);
        }
    }
    for s in &project.specialisations {
        m.entry(s.supertype.as_str()).or_default().specialisations.push(s);
        for sub in s.subtypes.iter().filter(|x| **x != s.supertype) {
            let at = m.entry(sub.as_str()).or_default();
            if !at.specialisations.iter().any(|x| std::ptr::eq(*x, s)) {
                at.specialisations.push(s);
            }
        }
    }
    for e in &project.entities {
        if let Some(o) = &e.owner {
            m.entry(o.as_str()).or_default().owns.push(&e.id);
        }
    }
    m
}

impl<'a> Index<'a> {
    /// Indexes a project.
    pub fn new(project: &'a Project) -> Self {
        let mut attributes = FxHashMap::default();
        for e in &project.entities {
            for a in &e.attributes {
                attributes.entry(a.id.as_str()).or_insert((Owner::Entity(&e.id), a));
            }
        }
        for r in &project.relationships {
            for a in &r.attributes {
                attributes.entry(a.id.as_str()).or_insert((Owner::Relationship(&r.id), a));
            }
        }
        Self {
            project,
            around: around_of(project),
            positions: {
                let mut m: FxHashMap<(Kind, &str), usize> = FxHashMap::default();
                for (i, e) in project.entities.iter().enumerate() {
                    m.entry((Kind::Entity, e.id.as_str())).or_insert(i);
                }
                for (i, r) in project.relationships.iter().enumerate() {
                    m.entry((Kind::Relationship, r.id.as_str())).or_insert(i);
                }
                for (i, sp) in project.specialisations.iter().enumerate() {
                    m.entry((Kind::Specialisation, sp.id.as_str())).or_insert(i);
                }
                m
            },
            weak: project.entities.iter().filter_map(|e| e.owner.as_ref().map(|o| (&e.id, o))).collect(),
            other_keyed: project
                .entities
                .iter()
                .filter(|e| !e.alternate_keys.is_empty() || !e.attributes.iter().any(|a| a.key))
                .collect(),
            entities: project.entities.iter().map(|e| (e.id.as_str(), e)).collect(),
            relationships: project.relationships.iter().map(|r| (r.id.as_str(), r)).collect(),
            attributes,
            queries: project.queries.iter().map(|q| (q.id.as_str(), q)).collect(),
            supertypes: {
                let mut m = FxHashMap::default();
                for s in &project.specialisations {
                    for sub in &s.subtypes {
                        if sub != &s.supertype {
                            m.entry(sub.as_str()).or_insert(&s.supertype);
                        }
                    }
                }
                m
            },
        }
    }

    /// The entity with this id; an entity in a role (`user@follower`) finds the entity.
    pub fn entity(&self, id: &EntityId) -> Option<&'a Entity> {
        self.entities.get(id.as_str()).copied().or_else(|| match id.split_role() {
            (base, Some(_)) => self.entities.get(base).copied(),
            _ => None,
        })
    }

    /// The relationship with this id.
    pub fn relationship(&self, id: &RelationshipId) -> Option<&'a Relationship> {
        self.relationships.get(id.as_str()).copied()
    }

    /// The attribute with this id and its owner; a role-qualified reference
    /// (`user.username@follower`) finds its attribute.
    pub fn attribute(&self, id: &AttributeId) -> Option<(Owner<'a>, &'a Attribute)> {
        self.attributes.get(id.as_str()).copied().or_else(|| match id.split_role() {
            (base, Some(_)) => self.attributes.get(base).copied(),
            _ => None,
        })
    }

    /// The role an entity id names (`user@follower`: `follower`), when the text before it is
    /// an entity's id: derivation's entity in a role ([`crate::derive()`]'s view of a query).
    pub fn plays<'r>(&self, id: &'r EntityId) -> Option<&'r str> {
        match id.split_role() {
            (base, Some(role)) if self.entities.contains_key(base) => Some(role),
            _ => None,
        }
    }

    /// The role a reference names: `None` for an attribute's own id (even one holding the
    /// separator), or when what comes before the role is no attribute.
    pub fn role_of<'r>(&self, id: &'r AttributeId) -> Option<&'r str> {
        match id.split_role() {
            (base, Some(role)) if !self.attributes.contains_key(id.as_str()) && self.attributes.contains_key(base) => {
                Some(role)
            }
            _ => None,
        }
    }

    /// The query with this id.
    pub fn query(&self, id: &QueryId) -> Option<&'a Query> {
        self.queries.get(id.as_str()).copied()
    }

    /// The entity owning an attribute (`None` for relationship attributes and dangling ids).
    pub fn entity_of(&self, id: &AttributeId) -> Option<&'a Entity> {
        match self.attribute(id)? {
            (Owner::Entity(e), _) => self.entity(e),
            (Owner::Relationship(_), _) => None,
        }
    }

    /// The supertype of a subtype (IsA), if any.
    pub fn supertype(&self, entity: &EntityId) -> Option<&'a Entity> {
        self.supertypes.get(entity.as_str()).and_then(|s| self.entity(s))
    }

    /// The full key of an entity: a subtype's is its supertype's (it inherits the key);
    /// else the owner's full key (for a weak entity) followed by its own key attributes.
    /// Cycles of ownership and specialisation are cut.
    pub fn full_key(&self, entity: &EntityId) -> Vec<&'a AttributeId> {
        let root = self.key_root(entity);
        let mut chain: Vec<&'a Entity> = Vec::new();
        // The chain's ids in a set: a scan of the chain per step made a chain of n weak
        // entities cost n² per key, n³ for all of them (3,000: 9 s).
        let mut in_chain: rustc_hash::FxHashSet<&'a EntityId> = rustc_hash::FxHashSet::default();
        let mut cur = root;
        while let Some(e) = cur {
            if !in_chain.insert(&e.id) {
                break;
            }
            chain.push(e);
            cur = e.owner.as_ref().and_then(|o| self.entity(o));
        }
        chain.iter().rev().flat_map(|e| e.attributes.iter().filter(|a| a.key).map(|a| &a.id)).collect()
    }

    /// The entity whose key an entity's full key starts from: its topmost supertype (a
    /// subtype inherits the key), itself when it has none; cycles of specialisation cut.
    pub fn key_root(&self, entity: &EntityId) -> Option<&'a Entity> {
        let mut root = self.entity(entity);
        let mut seen: Vec<&'a EntityId> = Vec::new();
        while let Some(e) = root {
            match self.supertype(&e.id) {
                Some(sup) if !seen.contains(&&sup.id) && sup.id != e.id => {
                    seen.push(&e.id);
                    root = Some(sup);
                }
                _ => break,
            }
        }
        root
    }

    /// What touches an entity (by its id as written, a role's `user@follower` apart from
    /// `user`): its relationships, specialisations and the weak entities it owns.
    pub fn around(&self, entity: &str) -> Option<&Around<'a>> {
        self.around.get(entity)
    }

    /// The place in the file of the thing of this kind with this id (`usize::MAX`: none), so
    /// that a part of the model gathered from [`Self::around`] keeps the file's order.
    pub fn position(&self, kind: Kind, id: &str) -> usize {
        self.positions.get(&(kind, id)).copied().unwrap_or(usize::MAX)
    }

    /// Weak entities and their owners, in file order.
    pub fn weak_entities(&self) -> &[(&'a EntityId, &'a EntityId)] {
        &self.weak
    }

    /// Entities that may be identified by something other than their own key attributes:
    /// those with alternate keys, and those with no key attribute of their own.
    pub fn other_keyed_entities(&self) -> &[&'a Entity] {
        &self.other_keyed
    }

    /// `Entity.attribute` label (`User (follower).username` for a role).
    pub fn label(&self, id: &AttributeId) -> String {
        match self.attribute(id) {
            Some((Owner::Entity(e), a)) => {
                let entity = self.entity(e).map_or(e.as_str(), |e| e.name.as_str());
                // A reference naming a role, or an attribute of an entity in a role (derivation's view).
                match self.role_of(id).or_else(|| self.plays(e)) {
                    Some(role) => format!("{entity} ({role}).{}", a.name),
                    None => format!("{entity}.{}", a.name),
                }
            }
            Some((Owner::Relationship(r), a)) => {
                format!("{}.{}", self.relationship(r).map_or(r.as_str(), |r| r.name.as_str()), a.name)
            }
            None => id.to_string(),
        }
    }
}

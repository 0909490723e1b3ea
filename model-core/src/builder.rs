//! A compact way to build projects in code: tests, examples, benchmarks and the synthetic
//! model generator use it instead of writing JSON by hand.

use crate::cql::NativeType;
use crate::ids::{AttributeId, EntityId, QueryId, RelationshipId};
use crate::project::{
    Attribute, Cardinality, Direction, Entity, EntityEstimates, Given, Ordering, Predicate, Project, Query,
    Relationship, RelationshipEnd, Transition,
};

/// Builds a [`Project`] step by step. Attribute ids are `entity.attribute`.
#[derive(Debug)]
pub struct ProjectBuilder {
    project: Project,
}

impl ProjectBuilder {
    /// A builder that goes on from `project`.
    pub fn from_project(project: Project) -> Self {
        Self { project }
    }

    /// A new project with one keyspace named after `name`.
    pub fn new(name: &str) -> Self {
        Self { project: Project::new(name) }
    }

    /// Adds an entity; `attrs` are `(name, type, is_key)`.
    #[must_use]
    pub fn entity(mut self, id: &str, attrs: &[(&str, NativeType, bool)]) -> Self {
        let attributes = attrs
            .iter()
            .map(|(n, t, k)| {
                let mut a = Attribute::new(format!("{id}.{n}"), *n, *t);
                a.key = *k;
                a
            })
            .collect();
        self.project.entities.push(Entity {
            cql_name: None,
            id: EntityId::from(id),
            name: capitalize(id),
            description: String::new(),
            owner: None,
            attributes,
            alternate_keys: Vec::new(),
            estimates: EntityEstimates::default(),
            extra: Default::default(),
        });
        self
    }

    /// Makes the last-added entity weak, owned by `owner`.
    #[must_use]
    pub fn owned_by(mut self, owner: &str) -> Self {
        if let Some(e) = self.project.entities.last_mut() {
            e.owner = Some(EntityId::from(owner));
        }
        self
    }

    /// Writes the roles the entities play at the ends of the last-added relationship.
    #[must_use]
    pub fn roles(mut self, roles: [Option<&str>; 2]) -> Self {
        if let Some(r) = self.project.relationships.last_mut() {
            for (end, role) in r.ends.iter_mut().zip(roles) {
                end.role = role.map(str::to_owned);
            }
        }
        self
    }

    /// Changes an attribute in place (by id `entity.attribute`).
    #[must_use]
    pub fn with_attribute(mut self, id: &str, f: impl FnOnce(&mut Attribute)) -> Self {
        if let Some(a) = self.project.attribute_mut(&AttributeId::from(id)) {
            f(a);
        }
        self
    }

    /// Adds a relationship between two entities with the cardinality at each end.
    #[must_use]
    pub fn relationship(mut self, id: &str, a: &str, ca: Cardinality, b: &str, cb: Cardinality) -> Self {
        self.project.relationships.push(Relationship {
            cql_name: None,
            id: RelationshipId::from(id),
            name: id.to_owned(),
            description: String::new(),
            ends: [
                RelationshipEnd {
                    entity: EntityId::from(a),
                    cardinality: ca,
                    role: None,
                    fan_out: None,
                    extra: Default::default(),
                },
                RelationshipEnd {
                    entity: EntityId::from(b),
                    cardinality: cb,
                    role: None,
                    fan_out: None,
                    extra: Default::default(),
                },
            ],
            identifying: false,
            attributes: Vec::new(),
            extra: Default::default(),
            noun: None,
        });
        self
    }

    /// Adds an attribute to the last-added relationship.
    #[must_use]
    pub fn relationship_attribute(mut self, name: &str, ty: NativeType) -> Self {
        if let Some(r) = self.project.relationships.last_mut() {
            let id = format!("{}.{name}", r.id);
            r.attributes.push(Attribute::new(id, name, ty));
        }
        self
    }

    /// Adds a query: `given` as `(attribute id, predicate)`, `find` attribute ids, `order` as
    /// `(attribute id, direction)`.
    #[must_use]
    pub fn query(
        mut self,
        id: &str,
        entity: Option<&str>,
        given: &[(&str, Predicate)],
        find: &[&str],
        order: &[(&str, Direction)],
    ) -> Self {
        let mut q = Query::new(id, format!("query {id}"));
        q.entity = entity.map(EntityId::from);
        q.given = given
            .iter()
            .map(|(a, p)| Given { attribute: AttributeId::from(*a), predicate: *p, extra: Default::default() })
            .collect();
        q.find = find.iter().map(|a| AttributeId::from(*a)).collect();
        q.order_by = order
            .iter()
            .map(|(a, d)| Ordering { attribute: AttributeId::from(*a), direction: *d, extra: Default::default() })
            .collect();
        self.project.queries.push(q);
        self
    }

    /// Sets the primary key of a query's table by hand, as the Logical tab does: the
    /// partition-key attributes, then the clustering attributes with their order.
    #[must_use]
    pub fn with_key(mut self, query: &str, partition: &[&str], clustering: &[(&str, Direction)]) -> Self {
        let key = crate::project::ManualKey {
            partition: partition.iter().map(|a| AttributeId::from(*a)).collect(),
            clustering: clustering
                .iter()
                .map(|(a, d)| Ordering { attribute: AttributeId::from(*a), direction: *d, extra: Default::default() })
                .collect(),
        };
        self.project.overrides.tables.entry(QueryId::from(query)).or_default().key = Some(key);
        self
    }

    /// Adds a workflow transition.
    #[must_use]
    pub fn transition(mut self, from: &str, to: &str) -> Self {
        self.project.transitions.push(Transition {
            from: QueryId::from(from),
            to: QueryId::from(to),
            extra: Default::default(),
        });
        self
    }

    /// Changes the project in place.
    #[must_use]
    pub fn with(mut self, f: impl FnOnce(&mut Project)) -> Self {
        f(&mut self.project);
        self
    }

    /// The project.
    pub fn build(self) -> Project {
        self.project
    }
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    c.next().map_or_else(String::new, |f| f.to_uppercase().collect::<String>() + c.as_str())
}

/// Every sample project of the repository, by the name [`sample`] takes.
#[cfg(test)]
pub(crate) const SAMPLES: [&str; 12] = [
    "books",
    "hotel",
    "iot-metrics",
    "online-supermarket",
    "orders",
    "product-catalogue",
    "sensor-readings",
    "social",
    "student-projects",
    "vehicle-rental",
    "vet-clinic",
    "video-sharing",
];

/// A sample project of the repository, `sample-projects/NAME` (`.json` may be left out), for
/// tests; panics with the load error when it does not load.
#[cfg(test)]
pub(crate) fn sample(name: &str) -> Project {
    let file = if name.ends_with(".json") { name.to_owned() } else { format!("{name}.json") };
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../sample-projects").join(file);
    Project::load(&path).unwrap_or_else(|e| panic!("{e}"))
}

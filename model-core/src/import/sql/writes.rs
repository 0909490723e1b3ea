//! Which tables of the derived model a write statement must now write, looked up from maps
//! made once per import: the tables of each subject, of each relationship their queries go
//! through, and of each attribute they hold (issue 41: each write asked every table, writes
//! beside queries were quadratic).

use crate::ids::{AttributeId, EntityId, RelationshipId};
use crate::logical::{LogicalModel, Subject};
use crate::project::Project;
use rustc_hash::{FxHashMap, FxHashSet};

/// The derived tables (places in the model) by what they hold.
pub(crate) struct TablesOf<'d> {
    model: &'d LogicalModel,
    by_entity: FxHashMap<&'d EntityId, Vec<usize>>,
    /// A relationship's tables: those of it as subject, and those whose queries go through it.
    by_relationship: FxHashMap<&'d RelationshipId, Vec<usize>>,
    by_attribute: FxHashMap<&'d AttributeId, Vec<usize>>,
}

impl<'d> TablesOf<'d> {
    /// The maps of `model`, derived from `project`.
    pub fn new(project: &'d Project, model: &'d LogicalModel) -> Self {
        let index = project.index();
        let mut out = Self {
            model,
            by_entity: FxHashMap::default(),
            by_relationship: FxHashMap::default(),
            by_attribute: FxHashMap::default(),
        };
        for (i, t) in model.tables.iter().enumerate() {
            let mut relationships: FxHashSet<&RelationshipId> = FxHashSet::default();
            match &t.subject {
                Some(Subject::Entity(e)) => out.by_entity.entry(e).or_default().push(i),
                Some(Subject::Relationship(r)) => {
                    relationships.insert(r);
                }
                None => {}
            }
            relationships.extend(t.queries.iter().filter_map(|q| index.query(q)).flat_map(|q| q.via.iter()));
            for r in relationships {
                out.by_relationship.entry(r).or_default().push(i);
            }
            let attributes: FxHashSet<&AttributeId> = t.columns.iter().filter_map(|c| c.attribute.as_ref()).collect();
            for a in attributes {
                out.by_attribute.entry(a).or_default().push(i);
            }
        }
        out
    }

    /// The names of the tables at `places`, in the model's order, each once.
    fn names(&self, mut places: Vec<usize>) -> Vec<String> {
        places.sort_unstable();
        places.dedup();
        places.into_iter().filter_map(|i| self.model.tables.get(i)).map(|t| t.name.clone()).collect()
    }

    /// The tables whose rows are instances of an entity (its subject) or of a relationship
    /// (its subject, or a relationship its queries go through).
    pub fn rows_of(&self, entity: Option<&EntityId>, relationship: Option<&RelationshipId>) -> Vec<String> {
        let places = match (entity, relationship) {
            (_, Some(r)) => self.by_relationship.get(r),
            (Some(e), None) => self.by_entity.get(e),
            (None, None) => None,
        };
        self.names(places.cloned().unwrap_or_default())
    }

    /// The tables holding a column of any of `attributes`.
    pub fn holding<'a>(&self, attributes: impl Iterator<Item = &'a AttributeId>) -> Vec<String> {
        self.names(attributes.filter_map(|a| self.by_attribute.get(a)).flatten().copied().collect())
    }
}

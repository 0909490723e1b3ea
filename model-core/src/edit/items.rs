//! The things a user selects, adds and deletes on the canvases, and the one edit that deletes
//! a selection (what an edit added is one of its facts, `facts.rs`).

use super::Edit;
use crate::ids::{AttributeId, EntityId, QueryId, RelationshipId};
use crate::project::{Owner, Project};

/// A thing of the conceptual model or the workflow, by id.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Item {
    /// An entity type.
    Entity(EntityId),
    /// A relationship type.
    Relationship(RelationshipId),
    /// An attribute.
    Attribute(AttributeId),
    /// A query.
    Query(QueryId),
}

impl Edit {
    /// The one edit that deletes `items` (a multiple selection), or `None` when there is
    /// nothing to delete. What goes with a deleted entity (its attributes, its relationships
    /// and theirs) is left to the entity's removal rather than removed twice; entities go last.
    pub fn delete(project: &Project, items: &[Item]) -> Option<Edit> {
        let entities: Vec<&EntityId> = items
            .iter()
            .filter_map(|i| match i {
                Item::Entity(e) => Some(e),
                _ => None,
            })
            .collect();
        let joins_removed = |r: &RelationshipId| {
            project.relationship(r).is_some_and(|r| r.ends.iter().any(|end| entities.contains(&&end.entity)))
        };
        let mut edits = Vec::new();
        for item in items {
            match item {
                Item::Attribute(a) => {
                    let owner_removed = match project.attribute(a) {
                        Some((Owner::Entity(e), _)) => entities.contains(&e),
                        Some((Owner::Relationship(r), _)) => {
                            items.contains(&Item::Relationship(r.clone())) || joins_removed(r)
                        }
                        None => true,
                    };
                    if !owner_removed {
                        edits.push(Edit::RemoveAttribute { id: a.clone() });
                    }
                }
                Item::Relationship(r) => {
                    if !joins_removed(r) {
                        edits.push(Edit::RemoveRelationship { id: r.clone() });
                    }
                }
                Item::Query(q) => edits.push(Edit::RemoveQuery { id: q.clone() }),
                Item::Entity(_) => {}
            }
        }
        edits.extend(entities.into_iter().map(|e| Edit::RemoveEntity { id: e.clone() }));
        (!edits.is_empty()).then_some(Edit::Batch { edits })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::sample;

    #[test]
    fn deleting_a_selection_removes_each_thing_once_and_undoes_in_one_step() {
        let p = sample("hotel");
        let room = p.entities.iter().find(|e| e.name == "Room").expect("Room");
        let own_attribute = room.attributes[0].id.clone();
        let rel = p
            .relationships
            .iter()
            .find(|r| r.ends.iter().any(|e| e.entity == room.id))
            .expect("a relationship of Room");
        let other = p
            .relationships
            .iter()
            .find(|r| r.ends.iter().all(|e| e.entity != room.id))
            .expect("a relationship without Room");
        let q = p.queries[0].id.clone();
        let items = [
            Item::Attribute(own_attribute),
            Item::Relationship(rel.id.clone()),
            Item::Relationship(other.id.clone()),
            Item::Query(q.clone()),
            Item::Entity(room.id.clone()),
        ];
        let Some(Edit::Batch { edits }) = Edit::delete(&p, &items) else { panic!("a batch") };
        // Room's attribute and relationship go with Room; Room goes last.
        assert_eq!(
            edits,
            vec![
                Edit::RemoveRelationship { id: other.id.clone() },
                Edit::RemoveQuery { id: q },
                Edit::RemoveEntity { id: room.id.clone() }
            ]
        );
        let (mut after, mut history) = (p.clone(), super::super::History::new());
        history.apply(&mut after, &Edit::Batch { edits }).expect("applies");
        assert!(after.entity(&room.id).is_none() && after.relationships.iter().all(|r| r.id != other.id));
        assert!(history.undo(&mut after));
        assert_eq!(after, p, "one undo restores everything");
        assert_eq!(Edit::delete(&p, &[]), None);
    }

    #[test]
    fn the_added_thing_of_an_edit() {
        let p = sample("hotel");
        let add = Edit::add_entity(&p, "Thing", None);
        let Edit::AddEntity { entity, .. } = &add else { panic!("an entity") };
        assert_eq!(add.added(), Some(Item::Entity(entity.id.clone())));
        assert_eq!(Edit::RenameProject { name: "x".into() }.added(), None);
    }
}

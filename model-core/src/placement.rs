//! Where a new shape goes on the ER diagram: never on a shape already drawn. A new entity
//! takes the free spot nearest where it was asked for ([`crate::render::free_entity_spot`]);
//! a new relationship's diamond sits between its entities unless that touches another
//! shape (two entities drawn side by side leave no room between them), then at the nearest
//! free spot.

use crate::Project;
use crate::edit::Edit;
use crate::project::Pos;
use crate::render::{ChenLayout, free_diamond_spot};

/// `edit` with a place for the relationship it adds, when it has none and the automatic
/// place would touch another shape; any other edit as it is.
pub fn relationship_in_free_space(project: &Project, mut edit: Edit) -> Edit {
    let Edit::AddRelationship { relationship, pos: None } = &edit else { return edit };
    let id = relationship.id.to_string();
    let mut trial = project.clone();
    if trial.apply(&edit).is_err() {
        // Refused: the real apply says why.
        return edit;
    }
    if let Some(spot) = free_diamond_spot(&ChenLayout::new(&trial), &id)
        && let Edit::AddRelationship { pos, .. } = &mut edit
    {
        *pos = Some(Pos::new(spot.x, spot.y));
    }
    edit
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::project::Cardinality;
    use crate::render::conceptual_overlaps;

    /// User and Video `gap` apart, and the edit relating them with no place given.
    fn two_entities(gap: f32) -> (Project, Edit) {
        let mut p = Project::new("t");
        for (name, x) in [("User", 0.0), ("Video", gap)] {
            let edit = Edit::add_entity(&p, name, Some(Pos::new(x, 0.0)));
            p.apply(&edit).expect("add");
        }
        let (a, b) = (p.entities[0].id.clone(), p.entities[1].id.clone());
        let edit = Edit::add_relationship(&p, &a, &b, "uploads", [Cardinality::One, Cardinality::Many], None);
        (p, edit)
    }

    #[test]
    fn a_relationship_between_entities_side_by_side_goes_where_it_touches_nothing() {
        // As Add entity puts them: side by side, no room for a diamond between.
        let (mut p, edit) = two_entities(200.0);
        let mut unplaced = p.clone();
        unplaced.apply(&edit).expect("relate");
        assert!(!conceptual_overlaps(&ChenLayout::new(&unplaced), 5).is_empty(), "the midpoint touches the entities");
        let placed = relationship_in_free_space(&p, edit);
        assert!(matches!(placed, Edit::AddRelationship { pos: Some(_), .. }));
        p.apply(&placed).expect("relate");
        assert!(conceptual_overlaps(&ChenLayout::new(&p), 5).is_empty(), "{:?}", conceptual_overlaps(&ChenLayout::new(&p), 5));
    }

    #[test]
    fn a_diamond_with_room_keeps_its_automatic_place() {
        let (p, edit) = two_entities(600.0);
        assert_eq!(relationship_in_free_space(&p, edit.clone()), edit);
    }
}

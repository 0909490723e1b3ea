//! Where a new shape goes on the ER diagram: never on a shape already drawn. A new entity
//! takes the free spot nearest where it was asked for ([`crate::render::free_entity_spot`]);
//! a new relationship's diamond keeps its automatic place between its entities (the layout
//! steps it aside when they stand too close, and it follows them when they move) unless that
//! touches another shape; then it is given the nearest free spot, which stays where it is.

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

    /// User and Video `gap` apart (and a third entity at `blocker`, if any), and the edit
    /// relating User and Video with no place given.
    fn entities(gap: f32, blocker: Option<f32>) -> (Project, Edit) {
        let mut p = Project::new("t");
        let mut places = vec![("User", 0.0), ("Video", gap)];
        places.extend(blocker.map(|x| ("Blocker", x)));
        for (name, x) in places {
            let edit = Edit::add_entity(&p, name, Some(Pos::new(x, 0.0)));
            p.apply(&edit).expect("add");
        }
        let (a, b) = (p.entities[0].id.clone(), p.entities[1].id.clone());
        let edit = Edit::add_relationship(&p, &a, &b, "uploads", [Cardinality::One, Cardinality::Many], None);
        (p, edit)
    }

    fn overlaps(p: &Project) -> Vec<(String, String)> {
        conceptual_overlaps(&ChenLayout::new(p), 5)
    }

    #[test]
    fn between_entities_side_by_side_the_automatic_diamond_steps_aside_and_stays_automatic() {
        // As Add entity puts them: side by side, no room for a diamond between.
        let (mut p, edit) = entities(200.0, None);
        let placed = relationship_in_free_space(&p, edit.clone());
        assert_eq!(placed, edit, "no place saved: the diamond follows its entities");
        p.apply(&placed).expect("relate");
        assert!(overlaps(&p).is_empty(), "{:?}", overlaps(&p));
    }

    #[test]
    fn a_diamond_whose_automatic_place_is_taken_goes_to_the_nearest_free_spot() {
        // A third entity stands where the diamond would go.
        let (mut p, edit) = entities(600.0, Some(300.0));
        let mut unplaced = p.clone();
        unplaced.apply(&edit).expect("relate");
        assert!(!overlaps(&unplaced).is_empty(), "the automatic place touches the third entity");
        let placed = relationship_in_free_space(&p, edit);
        assert!(matches!(placed, Edit::AddRelationship { pos: Some(_), .. }));
        p.apply(&placed).expect("relate");
        assert!(overlaps(&p).is_empty(), "{:?}", overlaps(&p));
    }

    #[test]
    fn a_diamond_with_room_keeps_its_automatic_place() {
        let (p, edit) = entities(600.0, None);
        assert_eq!(relationship_in_free_space(&p, edit.clone()), edit);
    }
}

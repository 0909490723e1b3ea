//! Which entity names another's key: the cardinalities a new relationship between two
//! entities starts with when their attributes say it. An entity that has an attribute named
//! like each key attribute of the other (`Project.student_id` for `Student.student_id`, or
//! for `Student.id`) holds a reference to one of the other: many of it, one of the other.

use crate::Project;
use crate::ids::EntityId;
use crate::project::{Cardinality, Entity};

/// A name as it is compared: lower case, spaces and hyphens as underscores, camelCase split
/// (`studentId` → `student_id`).
fn normal(name: &str) -> String {
    let mut out = String::new();
    let mut prev_lower = false;
    for c in name.trim().chars() {
        if c.is_uppercase() && prev_lower {
            out.push('_');
        }
        prev_lower = c.is_lowercase() || c.is_ascii_digit();
        match c {
            ' ' | '-' => out.push('_'),
            c => out.extend(c.to_lowercase()),
        }
    }
    out
}

/// `true` when `holder` has an attribute named like every key attribute of `target`: the
/// key's own name when it reads as the target's identifier (`student_id`, `studentId`, or a
/// name holding the entity's, `学生编号` of `学生`; never the bare `id`, nor a plain word like
/// `name` that any entity may have), or the target's name before it (`student_id`,
/// `studentid` for `Student.id`). A target without a key is named by nobody.
fn names_key_of(holder: &Entity, target: &Entity) -> bool {
    let names: Vec<String> = holder.attributes.iter().map(|a| normal(&a.name)).collect();
    let entity = normal(&target.name);
    let mut keys = target.attributes.iter().filter(|a| a.key).peekable();
    keys.peek().is_some()
        && keys.all(|k| {
            let key = normal(&k.name);
            let qualified = [format!("{entity}_{key}"), format!("{entity}{key}")];
            let own = key != "id" && (super::quick::looks_like_identifier(&k.name) || key.contains(&entity));
            (own && names.contains(&key)) || qualified.iter().any(|q| names.contains(q))
        })
}

/// The cardinalities (`[from's end, to's end]`) a relationship from `from` to `to` starts with
/// by the names of their attributes: `[n, 1]` when `from` names `to`'s key (many of `from`,
/// each with one `to`), `[1, n]` the other way; `None` when neither does, both do (the same key
/// on both sides says nothing about which is many), an entity is missing, or it is one entity
/// related to itself.
pub fn key_reference_cardinalities(project: &Project, from: &EntityId, to: &EntityId) -> Option<[Cardinality; 2]> {
    if from == to {
        return None;
    }
    let (a, b) = (project.entity(from)?, project.entity(to)?);
    match (names_key_of(a, b), names_key_of(b, a)) {
        (true, false) => Some([Cardinality::Many, Cardinality::One]),
        (false, true) => Some([Cardinality::One, Cardinality::Many]),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edit::Edit;
    use crate::edit::quick::{attribute_list, typed_names};
    use Cardinality::{Many, One};

    /// An entity named `name` with the attributes `list`, the first one named `key` its key.
    fn entity(p: &mut Project, name: &str, list: &str, key: &str) -> EntityId {
        p.apply(&Edit::add_entity(p, name, None)).expect("test data");
        let id = p.entities.last().expect("test data").id.clone();
        let names = typed_names(&attribute_list(list)).expect("test data");
        let owner = crate::edit::AttributeOwner::Entity(id.clone());
        p.apply(&Edit::add_attributes(p, &owner, &names, Some(false)).expect("test data")).expect("test data");
        let e = p.entities.iter_mut().find(|e| e.id == id).expect("test data");
        for a in &mut e.attributes {
            a.key = key.split(',').any(|k| k.trim() == a.name);
        }
        id
    }

    #[test]
    fn the_entity_naming_the_others_key_is_the_many_end() {
        let mut p = Project::default();
        let student = entity(&mut p, "Student", "student_id, name", "student_id");
        let project = entity(&mut p, "Project", "project_id, title, student_id", "project_id");
        assert_eq!(key_reference_cardinalities(&p, &project, &student), Some([Many, One]));
        assert_eq!(key_reference_cardinalities(&p, &student, &project), Some([One, Many]));
    }

    #[test]
    fn a_bare_id_key_is_named_with_its_entitys_name() {
        let mut p = Project::default();
        let student = entity(&mut p, "Student", "id, name", "id");
        let camel = entity(&mut p, "Project", "id, title, studentId", "id");
        let spaced = entity(&mut p, "Line Item", "id", "id");
        let order = entity(&mut p, "Order", "id, lineItemId", "id");
        assert_eq!(key_reference_cardinalities(&p, &camel, &student), Some([Many, One]), "studentId names Student.id");
        assert_eq!(
            key_reference_cardinalities(&p, &order, &spaced),
            Some([Many, One]),
            "lineItemId names Line Item.id"
        );
        // Both keyed `id`: the bare name is nobody's reference.
        let other = entity(&mut p, "Other", "id", "id");
        assert_eq!(key_reference_cardinalities(&p, &other, &student), None);
    }

    #[test]
    fn names_in_any_script_compare_whole() {
        let mut p = Project::default();
        let student = entity(&mut p, "学生", "学生编号, 姓名", "学生编号");
        let project = entity(&mut p, "课题", "课题编号, 题目, 学生编号", "课题编号");
        assert_eq!(key_reference_cardinalities(&p, &student, &project), Some([One, Many]));
    }

    #[test]
    fn a_plain_word_key_is_not_a_reference() {
        let mut p = Project::default();
        let hotel = entity(&mut p, "Hotel", "id, name", "id");
        let poi = entity(&mut p, "POI", "name, description", "name");
        assert_eq!(key_reference_cardinalities(&p, &hotel, &poi), None, "every entity may have a name");
        let guide = entity(&mut p, "Guide", "guide_id, poi_name", "guide_id");
        assert_eq!(key_reference_cardinalities(&p, &guide, &poi), Some([Many, One]), "poi_name names POI.name");
    }

    #[test]
    fn every_part_of_a_composite_key_must_be_named() {
        let mut p = Project::default();
        let room = entity(&mut p, "Room", "hotel_id, room_number", "hotel_id, room_number");
        let partly = entity(&mut p, "Review", "review_id, hotel_id", "review_id");
        let wholly = entity(&mut p, "Booking", "booking_id, hotel_id, room_number", "booking_id");
        assert_eq!(key_reference_cardinalities(&p, &partly, &room), None);
        assert_eq!(key_reference_cardinalities(&p, &wholly, &room), Some([Many, One]));
    }

    #[test]
    fn no_reference_both_references_no_key_or_itself_say_nothing() {
        let mut p = Project::default();
        let student = entity(&mut p, "Student", "student_id", "student_id");
        let course = entity(&mut p, "Course", "course_id", "course_id");
        let profile = entity(&mut p, "Profile", "student_id, bio", "student_id");
        let keyless = entity(&mut p, "Note", "text, student_id", "");
        assert_eq!(key_reference_cardinalities(&p, &student, &course), None, "neither names the other");
        assert_eq!(key_reference_cardinalities(&p, &student, &profile), None, "the same key on both sides");
        assert_eq!(key_reference_cardinalities(&p, &student, &student), None, "one entity");
        assert_eq!(key_reference_cardinalities(&p, &keyless, &student), Some([Many, One]));
        assert_eq!(key_reference_cardinalities(&p, &student, &keyless), Some([One, Many]), "Note has no key to name");
        assert_eq!(key_reference_cardinalities(&p, &student, &EntityId::new("missing")), None);
    }

    #[test]
    fn drawn_relationships_start_as_the_reference_says() {
        let mut p = Project::default();
        let student = entity(&mut p, "Student", "student_id", "student_id");
        let project = entity(&mut p, "Project", "project_id, student_id", "project_id");
        p.apply(&Edit::relate(&p, &student, &project, "does")).expect("test data");
        assert_eq!(p.relationships[0].ends.each_ref().map(|e| e.cardinality), [One, Many]);
    }
}

//! Copy and paste of a part of the ER model: entity types with their attributes, and the
//! relationships among them, as text on the system clipboard (so a part copied in one window
//! pastes into another). The text is untrusted when pasted: it is read only when it carries
//! this tool's header, and whatever it holds enters the project under fresh ids through
//! ordinary edits, which refuse what a project may not hold.

use crate::Project;
use crate::edit::{Edit, fresh_name};
use crate::ids::{AttributeId, EntityId, RelationshipId, fresh_id};
use crate::project::{Entity, Pos, Relationship};
use crate::render::{ChenLayout, Point, free_entity_spot};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The first line of a clip's text.
pub const HEADER: &str = "keyspace-studio er-clip 1";

/// The most entity types one paste brings in (a clip is typed by a person, not a schema).
pub const MAX_ENTITIES: usize = 200;

/// The most relationships a clip may hold per entity type in it.
pub const MAX_RELATIONSHIPS_PER_ENTITY: usize = 4;

/// What was copied: entity types and the relationships whose ends are all among them.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Clip {
    /// The entity types, as they were.
    pub entities: Vec<Entity>,
    /// The relationships among them.
    #[serde(default)]
    pub relationships: Vec<Relationship>,
}

/// Why a clip's text could not be pasted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClipError {
    /// It has the header but not a clip after it (the JSON error's words).
    Malformed(String),
    /// More entity types than one paste brings in.
    TooMany(usize),
}

impl Clip {
    /// The entity types `ids` of `project` (in model order) and the relationships among
    /// them; `None` when none of the ids is an entity type.
    pub fn of(project: &Project, ids: &[EntityId]) -> Option<Self> {
        let entities: Vec<Entity> = project.entities.iter().filter(|e| ids.contains(&e.id)).cloned().collect();
        if entities.is_empty() {
            return None;
        }
        let inside = |r: &&Relationship| r.ends.iter().all(|end| entities.iter().any(|e| e.id == end.entity));
        let relationships = project.relationships.iter().filter(inside).cloned().collect();
        Some(Self { entities, relationships })
    }

    /// The clip as clipboard text: the header line, then JSON.
    pub fn to_text(&self) -> String {
        format!("{HEADER}\n{}", serde_json::to_string_pretty(self).unwrap_or_default())
    }

    /// The clip in `text`: `None` when the text is not a clip (ordinary text pasted), an
    /// error when it says it is one but is not readable.
    pub fn from_text(text: &str) -> Option<Result<Self, ClipError>> {
        let body = text.trim_start().strip_prefix(HEADER)?;
        Some(match serde_json::from_str::<Self>(body) {
            Ok(clip) if clip.entities.len() > MAX_ENTITIES => Err(ClipError::TooMany(clip.entities.len())),
            // Each relationship costs a layout to place: a text with more than a copy could
            // hold is refused rather than freezing the window.
            Ok(clip) if clip.relationships.len() > MAX_RELATIONSHIPS_PER_ENTITY * clip.entities.len().max(1) => {
                Err(ClipError::Malformed(format!(
                    "{} relationships among {} entity types",
                    clip.relationships.len(),
                    clip.entities.len()
                )))
            }
            Ok(clip) => Ok(clip),
            Err(e) => Err(ClipError::Malformed(e.to_string())),
        })
    }

    /// The names of the entity types, in order.
    pub fn names(&self) -> Vec<&str> {
        self.entities.iter().map(|e| e.name.as_str()).collect()
    }

    /// The edit that adds the clip to `project` in one step: each entity type under fresh
    /// ids and a free name, in the free space nearest `near` (the top-left corner of the
    /// first), each relationship between the copies. `None` when the clip is empty.
    pub fn paste(&self, project: &Project, near: Point) -> Option<Edit> {
        let mut scratch = project.clone();
        let mut edits = Vec::new();
        let mut new_ids: BTreeMap<&EntityId, EntityId> = BTreeMap::new();
        for e in &self.entities {
            let edit = place(&scratch, e, near);
            if let Edit::AddEntity { entity, .. } = &edit {
                new_ids.insert(&e.id, entity.id.clone());
            }
            // A copy the project refuses is left for the real apply to refuse with its message.
            if scratch.apply(&edit).is_err() {
                return Some(edit);
            }
            edits.push(edit);
        }
        // An owner or growth-per entity among the pasted ones is its copy (the scratch copies
        // keep the originals': only places and ids are read from them below).
        for (e, edit) in self.entities.iter().zip(edits.iter_mut()) {
            if let Edit::AddEntity { entity, .. } = edit {
                if let Some(o) = e.owner.as_ref().and_then(|o| new_ids.get(o)) {
                    entity.owner = Some(o.clone());
                }
                let per = e.estimates.growth.as_ref().and_then(|g| g.for_each.as_ref()).and_then(|f| new_ids.get(f));
                if let (Some(g), Some(per)) = (&mut entity.estimates.growth, per) {
                    g.for_each = Some(per.clone());
                }
            }
        }
        for r in &self.relationships {
            let mut copy = r.clone();
            let mapped: Option<Vec<EntityId>> = r.ends.iter().map(|end| new_ids.get(&end.entity).cloned()).collect();
            let Some(mapped) = mapped else { continue };
            for (end, id) in copy.ends.iter_mut().zip(mapped) {
                end.entity = id;
            }
            copy.id = RelationshipId::new(fresh_id("r", scratch.all_ids().into_iter()));
            copy.name = fresh_name(&r.name, scratch.relationships.iter().map(|x| x.name.as_str()));
            // Fresh ids one after the other (the copy is not in the project yet to be avoided).
            let mut taken: Vec<String> = scratch.all_ids().into_iter().map(str::to_owned).collect();
            for a in &mut copy.attributes {
                let fresh = fresh_id("a", taken.iter().map(String::as_str));
                taken.push(fresh.clone());
                a.id = AttributeId::new(fresh);
            }
            let edit = crate::placement::relationship_in_free_space(
                &scratch,
                Edit::AddRelationship { relationship: copy, pos: None },
            );
            if scratch.apply(&edit).is_err() {
                continue;
            }
            edits.push(edit);
        }
        match edits.len() {
            0 => None,
            1 => edits.pop(),
            _ => Some(Edit::Batch { edits }),
        }
    }
}

/// `e` copied into `project` where neither it nor its attribute ovals touch a shape: the
/// free spot for a bare entity nearest `near`, else the nearest spot with room for the whole
/// cluster (an entity with many attributes needs more than the bare entity's room).
fn place(project: &Project, e: &Entity, near: Point) -> Edit {
    let at = |p: Point| Edit::copy_of_entity(project, e, Some(Pos::new(p.x, p.y)));
    let before = ChenLayout::new(project);
    let first = free_entity_spot(&before, near, 140.0, 44.0);
    let edit = at(first);
    let mut trial = project.clone();
    if trial.apply(&edit).is_err() {
        return edit;
    }
    // The copy's shapes (the entity, its ovals), relative to where it was put.
    let after = ChenLayout::new(&trial);
    let old: std::collections::HashSet<&str> = before.nodes.iter().map(|n| n.id.as_str()).collect();
    let cluster: Vec<crate::render::Rect> = after
        .nodes
        .iter()
        .filter(|n| !old.contains(n.id.as_str()))
        .map(|n| crate::render::Rect::new(n.rect.x - first.x, n.rect.y - first.y, n.rect.w, n.rect.h))
        .collect();
    let free = |p: Point| {
        cluster.iter().all(|r| {
            let moved = crate::render::Rect::new(r.x + p.x, r.y + p.y, r.w, r.h).expand(8.0);
            !before.nodes.iter().any(|n| n.rect.intersects(&moved))
        })
    };
    // Checked with the real layout (the ovals of a crowded entity are arranged around what is
    // near): a spot that passes the quick test but overlaps in truth is passed over.
    let known = crate::render::conceptual_overlaps(&before, usize::MAX).len();
    let checks = std::cell::Cell::new(0_u32);
    let clean = |p: Point| {
        checks.set(checks.get() + 1);
        let mut trial = project.clone();
        trial.apply(&at(p)).is_ok()
            && crate::render::conceptual_overlaps(&ChenLayout::new(&trial), known + 1).len() <= known
    };
    let good = |p: Point| free(p) && (checks.get() >= MAX_LAYOUT_CHECKS || clean(p));
    if good(first) {
        return edit;
    }
    crate::render::nearest_free(first, 40.0, 60, 1.0, good).map_or(edit, at)
}

/// How many candidate spots [`place`] lays out in full before it trusts the quick test.
const MAX_LAYOUT_CHECKS: u32 = 24;

#[cfg(test)]
mod tests {
    use super::*;

    fn hotel() -> Project {
        crate::builder::sample("hotel")
    }

    #[test]
    fn a_copied_pair_pastes_under_fresh_ids_with_its_relationship_and_undoes_in_one_step() {
        let p = hotel();
        let ids: Vec<EntityId> = p.entities.iter().take(2).map(|e| e.id.clone()).collect();
        let clip = Clip::of(&p, &ids).expect("a clip");
        let text = clip.to_text();
        let back = Clip::from_text(&text).expect("ours").expect("readable");
        assert_eq!(back, clip);
        let edit = back.paste(&p, Point::new(0.0, 0.0)).expect("an edit");
        let mut after = p.clone();
        after.apply(&edit).expect("applies");
        assert_eq!(after.entities.len(), p.entities.len() + 2);
        assert_eq!(after.relationships.len(), p.relationships.len() + clip.relationships.len());
        // Fresh ids and names: nothing of the original is touched.
        for e in &p.entities {
            assert_eq!(after.entity(&e.id), Some(e));
        }
        let names: Vec<&str> = after.entities[p.entities.len()..].iter().map(|e| e.name.as_str()).collect();
        assert!(names.iter().all(|n| n.ends_with(" 2")), "{names:?}");
        let derivation = crate::derive::derive(&after);
        assert!(
            crate::validate::validate(&after, &derivation)
                .iter()
                .all(|d| d.severity != crate::diagnostic::Severity::Error)
        );
        // The copies sit where no shape is.
        let overlaps = |p: &Project| crate::render::conceptual_overlaps(&ChenLayout::new(p), 100);
        assert_eq!(overlaps(&after), overlaps(&p));
        // One undo step takes the whole paste back.
        let (mut history, mut undone) = (crate::edit::History::new(), p.clone());
        history.apply(&mut undone, &edit).expect("applies");
        history.seal();
        assert!(history.undo(&mut undone));
        assert_eq!(undone, p);
    }

    #[test]
    fn an_entity_with_many_attributes_pasted_into_a_crowded_spot_touches_nothing() {
        let p = hotel();
        let widest = p.entities.iter().max_by_key(|e| e.attributes.len()).expect("entities");
        let clip = Clip::of(&p, std::slice::from_ref(&widest.id)).expect("a clip");
        let overlaps = |p: &Project| crate::render::conceptual_overlaps(&ChenLayout::new(p), 100);
        // Onto every entity of the diagram in turn.
        for n in ChenLayout::new(&p).nodes.iter().filter(|n| n.kind == crate::render::NodeKind::Entity) {
            let mut after = p.clone();
            after.apply(&clip.paste(&p, Point::new(n.rect.x, n.rect.y)).expect("an edit")).expect("applies");
            assert_eq!(overlaps(&after), overlaps(&p), "pasted onto {}", n.id);
        }
    }

    #[test]
    fn a_relationship_with_attributes_and_a_weak_entity_paste_with_their_own_copies() {
        // video-sharing: `comments on` carries two attributes.
        let p = crate::builder::sample("video-sharing");
        let ids: Vec<EntityId> = p.entities.iter().map(|e| e.id.clone()).collect();
        let clip = Clip::of(&p, &ids).expect("a clip");
        assert!(clip.relationships.iter().any(|r| r.attributes.len() >= 2));
        let mut after = p.clone();
        after.apply(&clip.paste(&p, Point::new(0.0, 0.0)).expect("an edit")).expect("applies");
        let mut seen = std::collections::HashSet::new();
        for a in after
            .entities
            .iter()
            .flat_map(|e| &e.attributes)
            .chain(after.relationships.iter().flat_map(|r| &r.attributes))
        {
            assert!(seen.insert(a.id.clone()), "{} used twice", a.id);
        }
        // hotel: Room is owned by Hotel; copied together, Room 2 is owned by Hotel 2.
        let p = hotel();
        let (hotel_id, room) =
            (EntityId::new("hotel"), p.entities.iter().find(|e| e.owner.is_some()).expect("a weak entity").clone());
        assert_eq!(room.owner.as_ref(), Some(&hotel_id));
        let clip = Clip::of(&p, &[hotel_id.clone(), room.id.clone()]).expect("a clip");
        let mut after = p.clone();
        after.apply(&clip.paste(&p, Point::new(0.0, 0.0)).expect("an edit")).expect("applies");
        let copy = |name: &str| after.entities.iter().find(|e| e.name == name).expect("copied").id.clone();
        let room_copy = after.entity(&copy(&format!("{} 2", room.name))).expect("copy");
        assert_eq!(room_copy.owner, Some(copy("Hotel 2")));
        // Copied alone, the duplicate stays owned by the original owner.
        let alone = Clip::of(&p, std::slice::from_ref(&room.id)).expect("a clip");
        let mut after = p.clone();
        after.apply(&alone.paste(&p, Point::new(0.0, 0.0)).expect("an edit")).expect("applies");
        assert_eq!(after.entities.last().and_then(|e| e.owner.clone()), Some(hotel_id));
    }

    #[test]
    fn ordinary_text_is_not_a_clip_and_a_broken_clip_says_so() {
        assert_eq!(Clip::from_text("hotel_id uuid"), None);
        assert!(matches!(
            Clip::from_text(&format!("{HEADER}\n{{\"entities\": 7}}")),
            Some(Err(ClipError::Malformed(_)))
        ));
        let many = Clip { entities: vec![hotel().entities[0].clone(); MAX_ENTITIES + 1], relationships: Vec::new() };
        assert_eq!(Clip::from_text(&many.to_text()), Some(Err(ClipError::TooMany(MAX_ENTITIES + 1))));
        // More relationships than a copy could hold.
        let p = hotel();
        let rels = Clip {
            entities: vec![p.entities[0].clone()],
            relationships: vec![p.relationships[0].clone(); MAX_RELATIONSHIPS_PER_ENTITY + 1],
        };
        assert!(matches!(Clip::from_text(&rels.to_text()), Some(Err(ClipError::Malformed(_)))));
    }

    #[test]
    fn a_relationship_to_an_entity_not_copied_stays_behind() {
        let p = hotel();
        let first = p.entities[0].id.clone();
        let clip = Clip::of(&p, std::slice::from_ref(&first)).expect("a clip");
        assert!(clip.relationships.iter().all(|r| r.ends.iter().all(|e| e.entity == first)));
    }
}

//! Copy, paste and duplicate on the ER diagram: Ctrl+C puts the selected entity types on the
//! clipboard, a paste (here or in another window) adds copies under fresh names in free
//! space as one undo step, Ctrl+D duplicates without the clipboard; each says what it did.

use crate::support::Settle;
use crate::support::{click, harness, hotel};
use egui::{Event, Key, Modifiers};
use keyspace_studio::gui::StudioApp;

#[test]
fn copied_entities_paste_as_copies_in_one_undo_step_and_say_so() {
    let (project, _) = hotel();
    let entities = project.entities.len();
    let mut h = harness(StudioApp::with_project(project, None));
    h.settle();
    click(&mut h, "Hotel");
    h.key_press_modifiers(Modifiers::COMMAND, Key::C);
    h.settle();
    assert_eq!(h.state().status(), "Copied Hotel — Ctrl+V pastes a copy");
    // What the system's clipboard then holds (kittest keeps no clipboard of its own).
    let copied = model_core::clipboard::Clip::of(h.state().project(), &[model_core::ids::EntityId::new("hotel")])
        .expect("clip")
        .to_text();

    // Pasted (the system delivers Ctrl+V as a paste event with the clipboard's text).
    h.event(Event::Paste(copied.clone()));
    h.settle();
    let p = h.state().project().clone();
    assert_eq!(p.entities.len(), entities + 1);
    let copy = p.entities.last().expect("the copy");
    assert_eq!(copy.name, "Hotel 2");
    assert_eq!(copy.attributes.len(), p.entities.iter().find(|e| e.name == "Hotel").expect("Hotel").attributes.len());
    assert_eq!(h.state().status(), "Pasted Hotel 2 — Ctrl+Z to undo");
    let layout = model_core::render::ChenLayout::new(&p);
    assert_eq!(
        model_core::render::conceptual_overlaps(&layout, 10),
        model_core::render::conceptual_overlaps(&model_core::render::ChenLayout::new(&hotel().0), 10)
    );
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.settle();
    assert_eq!(h.state().project().entities.len(), entities, "one undo takes the paste back");
    assert_eq!(h.state().status(), "Undone: add entity Hotel 2 — Ctrl+Y to redo");

    // Ordinary text pasted outside a text field changes nothing and says why.
    h.event(Event::Paste("hotel_id uuid".into()));
    h.settle();
    assert_eq!(h.state().project().entities.len(), entities);
    assert_eq!(h.state().status(), "The clipboard holds no entity types to paste");
    // A clip cut short is named as such.
    h.event(Event::Paste(copied[..copied.len() / 2].to_owned()));
    h.settle();
    assert_eq!(
        h.state().status(),
        "The entity types on the clipboard cannot be read (the text was changed or cut short)"
    );

    // Ctrl+D duplicates the selection beside it.
    click(&mut h, "POI");
    h.key_press_modifiers(Modifiers::COMMAND, Key::D);
    h.settle();
    assert_eq!(h.state().project().entities.len(), entities + 1);
    assert_eq!(h.state().status(), "Duplicated as POI 2 — Ctrl+Z to undo");
    // The system delivers Ctrl+C as a copy event: the selection (the duplicate) is copied.
    h.event(Event::Copy);
    h.settle();
    assert_eq!(h.state().status(), "Copied POI 2 — Ctrl+V pastes a copy");
}

#[test]
fn paste_in_a_text_field_is_the_field_s_own() {
    let (project, _) = hotel();
    let entities = project.entities.len();
    let mut h = harness(StudioApp::with_project(project, None));
    h.settle();
    click(&mut h, "Hotel");
    click(&mut h, "New attribute");
    let clip = model_core::clipboard::Clip::of(h.state().project(), &[model_core::ids::EntityId::new("hotel")])
        .expect("clip")
        .to_text();
    h.event(Event::Paste(clip));
    h.settle();
    assert_eq!(h.state().project().entities.len(), entities, "no entity pasted while typing");
}

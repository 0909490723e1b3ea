//! Issue 44 (step): step mode from the toolbar and F5, back to the tab it started from, a
//! logical step's new table in view; a drawn relationship starting 1:n when one entity names
//! the other's key; picture export PNG first, then the format written last; the F1 sheet
//! (Escape closes it, the mouse gestures, step mode).

use crate::support::{Memory, Settle, click, harness_sized, hotel};
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use keyspace_studio::gui::{PictureSet, StudioApp, Tab, UiCommand};
use model_core::Project;
use model_core::edit::Edit;
use model_core::edit::quick::{attribute_list, typed_names};
use model_core::project::Cardinality;

fn window(project: Project, tab: Tab) -> Harness<'static, StudioApp> {
    let mut app = StudioApp::with_project(project, None);
    app.set_native_dialogs(false);
    app.set_tab(tab);
    let mut h = harness_sized(app, [1366.0, 768.0]);
    h.settle();
    h
}

fn press(h: &mut Harness<'_, StudioApp>, key: Key) {
    h.key_press(key);
    h.settle();
}

#[test]
fn f5_from_the_logical_tab_goes_through_every_step_and_comes_back_to_it() {
    let (project, _) = hotel();
    let total = 4 + project.queries.len();
    let mut h = window(project, Tab::Logical);
    assert_eq!(UiCommand::StepMode.shortcut().map(|s| s.logical_key), Some(Key::F5));
    // Enter (1), every step by → (total − 1), leave (1): no menu, no tab to find again.
    let mut interactions = 0;
    press(&mut h, Key::F5);
    interactions += 1;
    assert_eq!((h.state().step_mode(), h.state().tab()), (Some((1, total)), Tab::Conceptual));
    for step in 2..=total {
        press(&mut h, Key::ArrowRight);
        interactions += 1;
        assert_eq!(h.state().step_mode(), Some((step, total)));
    }
    assert_eq!(h.state().tab(), Tab::Physical);
    press(&mut h, Key::ArrowLeft);
    assert_eq!(h.state().step_mode(), Some((total - 1, total)), "← goes back");
    press(&mut h, Key::ArrowRight);
    press(&mut h, Key::F5);
    interactions += 1;
    assert_eq!((h.state().step_mode(), h.state().tab()), (None, Tab::Logical), "back where it started");
    assert_eq!(interactions, total + 1, "before: View, Step mode, {} × Next, Leave, Logical", total - 1);
}

#[test]
fn the_toolbar_button_starts_step_mode_and_leave_returns_to_the_workflow() {
    let (project, _) = hotel();
    let mut h = window(project, Tab::Workflow);
    click(&mut h, "▶ Steps");
    assert_eq!(h.state().step_mode().map(|s| s.0), Some(1));
    click(&mut h, "Next ▸");
    click(&mut h, "Next ▸");
    assert_eq!(h.state().tab(), Tab::Logical);
    click(&mut h, "Leave step mode");
    assert_eq!((h.state().step_mode(), h.state().tab()), (None, Tab::Workflow));
    // The toolbar's button leaves too (it shows pressed while step mode is on).
    click(&mut h, "▶ Steps");
    click(&mut h, "▶ Steps");
    assert_eq!((h.state().step_mode(), h.state().tab()), (None, Tab::Workflow));
}

#[test]
fn each_logical_steps_new_table_is_in_view_below_the_step_banner() {
    let (project, _) = hotel();
    let queries = project.queries.clone();
    let mut h = window(project, Tab::Logical);
    press(&mut h, Key::F5);
    press(&mut h, Key::ArrowRight);
    for (i, q) in queries.iter().enumerate() {
        press(&mut h, Key::ArrowRight);
        assert_eq!(h.state().tab(), Tab::Logical);
        let Some(keyspace_studio::gui::Selected::Table(name)) = h.state().selection().first().cloned() else {
            panic!("step {}: the new table is selected", i + 3)
        };
        let (canvas, _) = h.state().canvas_on_screen();
        let table = h.state().logical_table_on_screen(&name).expect("drawn");
        let banner = h.get_by_label("Leave step mode").rect();
        assert!(canvas.top() > banner.bottom(), "the canvas starts under the banner");
        assert!(canvas.expand(1.0).contains_rect(table), "{}: table {name} at {table:?} is in view ({canvas:?})", q.id);
    }
}

/// An entity named `name` with the attributes `list`, the first its key.
fn entity(p: &mut Project, name: &str, list: &str, at: (f32, f32)) {
    p.apply(&Edit::add_entity(p, name, Some(model_core::project::Pos::new(at.0, at.1)))).expect("test data");
    let id = p.entities.last().expect("test data").id.clone();
    let names = typed_names(&attribute_list(list)).expect("test data");
    let owner = model_core::edit::AttributeOwner::Entity(id);
    p.apply(&Edit::add_attributes(p, &owner, &names, None).expect("test data")).expect("test data");
}

#[test]
fn dragging_from_project_to_student_draws_one_student_many_projects() {
    let mut p = Project::new("Workshop");
    entity(&mut p, "Student", "student_id, name", (100.0, 100.0));
    entity(&mut p, "Project", "project_id, title, student_id", (600.0, 100.0));
    let mut h = window(p, Tab::Conceptual);
    let zoom = h.state().zoom().expect("shown");
    let from = h.state().entity_on_screen("Project").expect("drawn");
    let to = h.state().entity_on_screen("Student").expect("drawn").center();
    // The handle on the entity's right edge, 8 canvas points out.
    let handle = from.right_center() + egui::vec2(8.0 * zoom, 0.0);
    h.hover_at(handle);
    h.settle();
    h.drag_at(handle);
    h.step();
    for i in 1..=10 {
        h.hover_at(handle + (to - handle) * (i as f32 / 10.0));
        h.step();
    }
    h.drop_at(to);
    h.settle();
    let p = h.state().project();
    assert_eq!(p.relationships.len(), 1, "one relationship drawn");
    let ends: Vec<(&str, Cardinality)> = p.relationships[0]
        .ends
        .iter()
        .map(|e| (p.entity(&e.entity).map_or("", |e| e.name.as_str()), e.cardinality))
        .collect();
    assert_eq!(ends, [("Project", Cardinality::Many), ("Student", Cardinality::One)]);
}

fn format_radio_on(h: &Harness<'_, StudioApp>, label: &str) -> bool {
    h.get_by_label(label).accesskit_node().toggled() == Some(egui::accesskit::Toggled::True)
}

#[test]
fn picture_export_proposes_png_then_the_format_written_last_and_keeps_it() {
    let (project, _) = hotel();
    let mut h = window(project, Tab::Conceptual);
    click(&mut h, "File");
    click(&mut h, "Export picture…");
    assert!(format_radio_on(&h, "PNG"), "PNG first");
    assert!(!format_radio_on(&h, "SVG"));
    click(&mut h, "Cancel");
    let dir = tempfile::tempdir().expect("a folder");
    h.state_mut().export_pictures(&dir.path().join("er.svg"), PictureSet::Current, false);
    crate::support::frames_until_done(&mut h);
    assert!(dir.path().join("er.svg").is_file());
    click(&mut h, "File");
    click(&mut h, "Export picture…");
    assert!(format_radio_on(&h, "SVG"), "the format written last");
    let mut storage = Memory::default();
    eframe::App::save(h.state_mut(), &mut storage);
    assert_eq!(eframe::Storage::get_string(&storage, "picture-format").as_deref(), Some("svg"), "kept for next time");
}

#[test]
fn f1_lists_the_shortcuts_gestures_and_step_mode_and_escape_closes_it() {
    let (project, _) = hotel();
    let mut h = window(project, Tab::Conceptual);
    press(&mut h, Key::F1);
    assert!(h.state().shortcuts_open());
    h.get_by_label("F5");
    h.get_by_label("Mouse");
    h.get_by_label("Drag the empty canvas, or scroll");
    h.get_by_label("Ctrl + wheel, or pinch");
    h.get_by_label("Drag an entity's ● onto another entity");
    h.get_by_label("Workflow: drag a query's ● onto another query");
    assert!(h.query_all_by_label("Step mode").count() >= 2, "the F5 row and the heading");
    press(&mut h, Key::Escape);
    assert!(!h.state().shortcuts_open(), "Escape closes it");
    assert!(h.query_by_label("Drag the empty canvas, or scroll").is_none());
}

/// A logical step's new table, panned out of view, is pointed to from the canvas's edge;
/// one click on the marker brings it back, and a table in view has no marker.
#[test]
fn a_steps_new_table_panned_away_is_marked_at_the_edge_and_one_click_brings_it_back() {
    let (project, _) = hotel();
    let mut h = window(project, Tab::Logical);
    press(&mut h, Key::F5);
    press(&mut h, Key::ArrowRight);
    press(&mut h, Key::ArrowRight);
    let Some(keyspace_studio::gui::Selected::Table(name)) = h.state().selection().first().cloned() else {
        panic!("the new table is selected")
    };
    let marker = format!("Out of view: {name}");
    assert_eq!(h.query_by_label(&marker).map(|_| ()), None, "in view: no marker");
    // Pan far to the right and down, as a scroll wheel does.
    let (canvas, _) = h.state().canvas_on_screen();
    h.hover_at(canvas.center());
    h.step();
    for _ in 0..4 {
        h.event(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Point,
            delta: egui::vec2(-1500.0, -1500.0),
            modifiers: egui::Modifiers::NONE,
            phase: egui::TouchPhase::Move,
        });
        h.step();
    }
    h.settle();
    let table = h.state().logical_table_on_screen(&name).expect("drawn");
    assert!(!canvas.intersects(table), "{name} is out of view at {table:?}");
    // AccessKit gives the canvas's own coordinates.
    let at = h.state().logical_canvas_to_screen(h.get_by_label(&marker).rect()).expect("drawn");
    assert!(canvas.contains_rect(at), "the marker {at:?} is inside the canvas {canvas:?}");
    // It sits on the side the table is: toward the top left, where the view was panned from.
    assert!(at.center().x < canvas.center().x && at.center().y < canvas.center().y, "{at:?} in {canvas:?}");
    // A click of the pointer on it, where it is on screen.
    h.hover_at(at.center());
    h.step();
    h.drag_at(at.center());
    h.step();
    h.drop_at(at.center());
    h.settle();
    let table = h.state().logical_table_on_screen(&name).expect("drawn");
    assert!(canvas.expand(1.0).contains_rect(table), "{name} at {table:?} is back in view ({canvas:?})");
    assert_eq!(h.query_by_label(&marker).map(|_| ()), None, "back in view: no marker");
    assert_eq!(h.state().selection().first(), Some(&keyspace_studio::gui::Selected::Table(name)), "still selected");
}

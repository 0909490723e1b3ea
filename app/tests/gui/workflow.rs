//! The Workflow tab in Chebotko's notation, driven with the pointer as a user would: drawing a
//! transition from one query's output dot to another's input leaves every box where it was and
//! says what passes along; a query led to itself is refused and said; each box paints its name,
//! table and given / find / order lines at a legible size; Delete there deletes the selected
//! query only and moves no other box; the right-click menus of a query (duplicate, connect,
//! disconnect, entry point, rename), of the empty workflow (add a query there) and of a table
//! on the Logical tab (copy its CQL, show it in the inspector) do what they say and say it.
//! Right clicks are pointer events at the shapes' places on screen, which the window reports.

use crate::support::Settle;
use crate::support::{click, harness};
use egui::{Event, Modifiers, PointerButton, Pos2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use keyspace_studio::gui::{Selected, StudioApp, Tab};
use model_core::Project;

fn on_workflow(project: Project) -> Harness<'static, StudioApp> {
    let mut app = StudioApp::with_project(project, None);
    app.set_tab(Tab::Workflow);
    let mut h = harness(app);
    h.settle();
    h
}

fn hotel() -> Project {
    crate::support::hotel().0
}

fn boxes(h: &Harness<'_, StudioApp>) -> Vec<(String, egui::Rect, Pos2, Pos2)> {
    h.state().workflow_boxes().into_iter().map(|b| (b.id, b.rect, b.input, b.output)).collect()
}

fn find(h: &Harness<'_, StudioApp>, id: &str) -> (egui::Rect, Pos2, Pos2) {
    boxes(h).into_iter().find(|b| b.0 == id).map(|b| (b.1, b.2, b.3)).unwrap_or_else(|| panic!("{id} is drawn"))
}

/// Presses at `from`, moves in steps, releases at `to`.
fn drag(h: &mut Harness<'_, StudioApp>, from: Pos2, to: Pos2) {
    let button = |pos, pressed| Event::PointerButton {
        pos,
        button: PointerButton::Primary,
        pressed,
        modifiers: Modifiers::NONE,
    };
    h.event(Event::PointerMoved(from));
    h.step();
    h.event(button(from, true));
    h.step();
    for i in 1..=6 {
        h.event(Event::PointerMoved(from + (to - from) * (i as f32 / 6.0)));
        h.step();
    }
    h.event(button(to, false));
    h.settle();
}

fn has_transition(h: &Harness<'_, StudioApp>, from: &str, to: &str) -> bool {
    h.state().project().transitions.iter().any(|t| t.from.as_str() == from && t.to.as_str() == to)
}

#[test]
fn connecting_two_queries_leaves_every_box_where_it_was_and_says_what_passes() {
    let mut h = on_workflow(hotel());
    let before = boxes(&h);
    assert!(before.len() == 9, "every query of the hotel is drawn: {before:?}");
    assert!(!has_transition(&h, "Q2", "Q9"));
    let (_, _, out) = find(&h, "Q2");
    let (_, input, _) = find(&h, "Q9");
    drag(&mut h, out, input);
    assert!(has_transition(&h, "Q2", "Q9"), "status: {}", h.state().status());
    assert!(h.state().status().starts_with("Connected Q2 → Q9"), "{}", h.state().status());
    // Q9 is given Guest.id, which Q2 neither searches on nor returns: said, not refused.
    assert!(h.state().status().contains("Guest.id"), "{}", h.state().status());
    let after = boxes(&h);
    assert_eq!(before.len(), after.len());
    for ((id, a, _, _), (_, b, _, _)) in before.iter().zip(&after) {
        assert!((a.min - b.min).length() < 0.5, "{id} moved from {a:?} to {b:?}");
    }
    // One undo step takes the transition (and the places saved with it) back.
    h.key_press_modifiers(Modifiers::COMMAND, egui::Key::Z);
    h.settle();
    assert!(!has_transition(&h, "Q2", "Q9"));
    assert!(h.state().project().layout.workflow.is_empty(), "the places saved with the transition went with it");
}

#[test]
fn a_query_led_to_itself_is_refused_and_said() {
    let mut h = on_workflow(hotel());
    let transitions = h.state().project().transitions.len();
    let (_, input, out) = find(&h, "Q3");
    drag(&mut h, out, input);
    assert_eq!(h.state().project().transitions.len(), transitions, "nothing added");
    assert!(h.state().status().contains("Q3 cannot lead to itself"), "{}", h.state().status());
    // A transition drawn twice is said too.
    let (_, input, _) = find(&h, "Q2");
    let (_, _, out) = find(&h, "Q1");
    assert!(has_transition(&h, "Q1", "Q2"));
    drag(&mut h, out, input);
    assert_eq!(h.state().project().transitions.len(), transitions);
    assert!(h.state().status().contains("Q1 → Q2 is already there"), "{}", h.state().status());
}

/// Every text painted this frame, with its height on screen.
fn painted_texts(h: &Harness<'_, StudioApp>) -> Vec<(String, f32)> {
    h.output()
        .shapes
        .iter()
        .filter_map(|c| match &c.shape {
            egui::Shape::Text(t) => Some((t.galley.text().to_owned(), t.galley.rect.height())),
            _ => None,
        })
        .collect()
}

#[test]
fn a_query_box_paints_its_name_given_find_order_and_table_legibly() {
    let h = on_workflow(hotel());
    let texts = painted_texts(&h);
    let height = |s: &str| {
        texts.iter().find(|(t, _)| t == s).map(|(_, px)| *px).unwrap_or_else(|| panic!("{s:?} is painted: {texts:?}"))
    };
    // Q1 "Find hotels near a given point of interest": given POI.name =, the table hotels_by_poi.
    for s in ["Q1", "given", "POI.name =", "find", "→ hotels_by_poi", "order", "Room.number ↑"] {
        height(s);
    }
    let q1 = &h.state().project().queries[0];
    let name = texts
        .iter()
        .find(|(t, _)| t.len() >= 10 && q1.description.starts_with(t.split('\n').next().unwrap_or("-")))
        .map(|(_, px)| *px);
    // At the default view (Fit), ids and names at least 10 px high on screen.
    let legible = keyspace_studio::gui::LEGIBLE_NAME_PX;
    assert!(height("Q1") >= legible, "Q1 is {} px", height("Q1"));
    assert!(name.is_some_and(|px| px >= legible), "the name is {name:?} px");
    let floor = keyspace_studio::gui::WORKFLOW_FIT_ZOOM;
    assert!(h.state().zoom().is_some_and(|z| z >= floor - 1e-3), "Fit stays legible: {:?}", h.state().zoom());
}

#[test]
fn delete_on_the_workflow_tab_deletes_the_selected_query_only() {
    let mut app = StudioApp::with_project(hotel(), None);
    app.set_tab(Tab::Conceptual);
    let mut h = harness(app);
    h.settle();
    // An entity selected on the ER diagram, then a query clicked on the Workflow tab.
    click(&mut h, "Hotel");
    assert!(h.state().selection().iter().any(|s| matches!(s, Selected::Entity(_))));
    click(&mut h, "Workflow");
    let (rect, _, _) = find(&h, "Q9");
    h.event(Event::PointerMoved(rect.center()));
    h.step();
    for pressed in [true, false] {
        h.event(Event::PointerButton {
            pos: rect.center(),
            button: PointerButton::Primary,
            pressed,
            modifiers: Modifiers::NONE,
        });
        h.step();
    }
    h.settle();
    assert_eq!(
        h.state().selection(),
        &[Selected::Query(model_core::ids::QueryId::new("Q9"))],
        "a click selects the query"
    );
    let entities = h.state().project().entities.len();
    h.key_press(egui::Key::Delete);
    h.settle();
    let p = h.state().project();
    assert!(p.query(&model_core::ids::QueryId::new("Q9")).is_none(), "Q9 deleted");
    assert_eq!((p.queries.len(), p.entities.len()), (8, entities), "nothing else deleted");
    assert!(h.state().status().contains("Q9"), "{}", h.state().status());
}

#[test]
fn deleting_the_query_a_workflow_starts_with_moves_no_other_box() {
    let mut h = on_workflow(hotel());
    let before = boxes(&h);
    let (rect, _, _) = find(&h, "Q1");
    press(&mut h, rect.center(), PointerButton::Primary);
    h.key_press(egui::Key::Delete);
    h.settle();
    assert!(h.state().project().query(&model_core::ids::QueryId::new("Q1")).is_none(), "{}", h.state().status());
    let after = boxes(&h);
    assert_eq!(after.len(), 8);
    for (id, b, _, _) in &after {
        let a = before.iter().find(|x| &x.0 == id).map(|x| x.1).expect("drawn before");
        assert!((a.min - b.min).length() < 0.5, "{id} moved from {a:?} to {b:?}");
    }
}

/// A press and release of `button` at `pos`.
fn press(h: &mut Harness<'_, StudioApp>, pos: Pos2, button: PointerButton) {
    h.event(Event::PointerMoved(pos));
    h.step();
    for pressed in [true, false] {
        h.event(Event::PointerButton { pos, button, pressed, modifiers: Modifiers::NONE });
        h.step();
    }
    h.settle();
}

/// Right-clicks a query's box and chooses `item` from its menu.
fn node_menu(h: &mut Harness<'_, StudioApp>, query: &str, item: &str) {
    let (rect, _, _) = find(h, query);
    press(h, rect.center(), PointerButton::Secondary);
    click(h, item);
}

#[test]
fn the_menu_of_a_query_duplicates_it_connects_it_and_disconnects_it() {
    let mut h = on_workflow(hotel());
    node_menu(&mut h, "Q2", "Duplicate");
    let p = h.state().project();
    assert_eq!(p.queries.len(), 10);
    let copy = p.queries.last().expect("the copy").clone();
    assert_eq!((copy.given.clone(), copy.find.clone()), (p.queries[1].given.clone(), p.queries[1].find.clone()));
    assert_eq!(h.state().status(), format!("Duplicated Q2 as {} — Ctrl+Z to undo", copy.id));
    // The copy is placed beside the original, on no other box.
    let copy_box = find(&h, copy.id.as_str()).0;
    for (id, r, _, _) in boxes(&h) {
        assert!(id == copy.id.as_str() || !r.intersects(copy_box), "the copy lies on {id}");
    }

    node_menu(&mut h, "Q2", "Connect to ⏵");
    click(&mut h, "Q9 · Find a guest by id");
    assert!(has_transition(&h, "Q2", "Q9"), "{}", h.state().status());
    assert!(h.state().status().starts_with("Connected Q2 → Q9"), "{}", h.state().status());

    node_menu(&mut h, "Q9", "Disconnect ⏵");
    click(&mut h, "Q2 → Q9");
    assert!(!has_transition(&h, "Q2", "Q9"));
    assert_eq!(h.state().status(), "Removed the transition Q2 → Q9 — Ctrl+Z to undo");

    node_menu(&mut h, "Q9", "Entry point");
    assert!(h.state().project().query(&model_core::ids::QueryId::new("Q9")).is_some_and(|q| q.entry));
    assert_eq!(h.state().status(), "Q9 is an entry point now");
}

#[test]
fn rename_from_the_menu_edits_the_querys_name_in_its_box() {
    let mut h = on_workflow(hotel());
    node_menu(&mut h, "Q9", "Rename");
    h.key_press_modifiers(Modifiers::COMMAND, egui::Key::A);
    h.event(Event::Text("Guest by id".to_owned()));
    h.settle();
    h.key_press(egui::Key::Enter);
    h.settle();
    let q9 = h.state().project().query(&model_core::ids::QueryId::new("Q9")).map(|q| q.description.clone());
    assert_eq!(q9.as_deref(), Some("Guest by id"), "{}", h.state().status());
    assert_eq!(h.state().status(), "Renamed Q9 — Ctrl+Z to undo");
}

#[test]
fn the_background_menu_adds_a_query_where_it_was_opened() {
    let mut project = Project::new("t");
    project.queries.push(model_core::project::Query::new("Q1", "users"));
    let mut h = on_workflow(project);
    let (q1, _, _) = find(&h, "Q1");
    let spot = q1.right_bottom() + egui::vec2(60.0, 120.0);
    press(&mut h, spot, PointerButton::Secondary);
    click(&mut h, "Add query here");
    assert_eq!(h.state().project().queries.len(), 2, "{}", h.state().status());
    let added = h.state().project().queries.last().map(|q| q.id.to_string()).expect("added");
    let (rect, _, _) = find(&h, &added);
    assert!((rect.min - spot).length() < 40.0, "the new query is where the menu was opened: {rect:?} / {spot:?}");
    assert!(matches!(h.state().selection(), [Selected::Query(q)] if q.as_str() == added), "selected to be named");
}

#[test]
fn a_tables_menu_copies_its_cql_and_shows_it_in_the_inspector() {
    let mut app = StudioApp::with_project(hotel(), None);
    app.set_tab(Tab::Logical);
    let mut h = harness(app);
    h.settle();
    let table = h.state().logical_table_on_screen("hotels_by_poi").expect("hotels_by_poi drawn");
    // The header (the rows below are the columns', with their own clicks).
    let header = egui::pos2(table.center().x, table.top() + 8.0);
    press(&mut h, header, PointerButton::Secondary);
    // The frame that handles the click is the one that copies.
    h.get_by_label("Copy CQL of this table").click();
    h.step();
    let copied: Vec<&String> = h
        .output()
        .platform_output
        .commands
        .iter()
        .filter_map(|c| if let egui::OutputCommand::CopyText(t) = c { Some(t) } else { None })
        .collect();
    assert!(copied.iter().any(|t| t.contains("CREATE TABLE IF NOT EXISTS hotel.hotels_by_poi (")), "{copied:?}");
    h.settle();
    assert_eq!(h.state().status(), "Copied the CQL of table hotels_by_poi");
    press(&mut h, header, PointerButton::Secondary);
    click(&mut h, "Show in inspector");
    assert_eq!(h.state().selection(), &[Selected::Table("hotels_by_poi".to_owned())]);
    assert_eq!(h.state().status(), "Table hotels_by_poi is selected: the inspector explains it");
}

//! The undo history (issue 44): Edit ▸ History… and the status line's undo menu take a
//! 20-step model to empty and back to full in a few interactions (Ctrl+Z/Ctrl+Shift+Z took 40);
//! every step is named by what it did to what; choosing a key alternative says so and is
//! undone by its name.

use crate::support::{Settle, click, harness, hotel};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use keyspace_studio::gui::{StudioApp, Tab};
use model_core::Project;
use model_core::cql::NativeType;
use model_core::edit::{AttributeOwner, Edit};

/// A window on a model built in 20 undo steps: 10 entities, each with a key attribute.
fn twenty_steps() -> Harness<'static, StudioApp> {
    let mut app = StudioApp::with_project(Project::new("Twenty"), None);
    app.set_native_dialogs(false);
    for i in 0..10 {
        let add = Edit::add_entity(app.project(), &format!("Thing{i}"), None);
        app.apply(&add).expect("add entity");
        let id = app.project().entities.last().expect("the entity added").id.clone();
        let attribute = Edit::add_attribute(
            app.project(),
            AttributeOwner::Entity(id),
            &format!("thing{i}_id"),
            NativeType::Uuid,
            true,
        );
        app.apply(&attribute).expect("add attribute");
    }
    let mut h = harness(app);
    h.settle();
    h
}

fn is_full(p: &Project) -> bool {
    p.entities.len() == 10 && p.entities.iter().all(|e| e.attributes.len() == 1)
}

/// Counts one interaction and lets the window take it.
fn interact(h: &mut Harness<'_, StudioApp>, count: &mut usize, label: &str) {
    click(h, label);
    *count += 1;
}

#[test]
fn before_undoing_a_20_step_model_to_empty_and_back_took_40_key_presses() {
    let mut h = twenty_steps();
    let mut count = 0;
    while h.state().can_undo() {
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
        h.settle();
        count += 1;
        assert!(count <= 20, "one step per press");
    }
    assert!(h.state().project().entities.is_empty());
    while h.state().can_redo() {
        h.key_press_modifiers(egui::Modifiers::COMMAND | egui::Modifiers::SHIFT, egui::Key::Z);
        h.settle();
        count += 1;
    }
    assert!(is_full(h.state().project()));
    assert_eq!(count, 40, "one interaction per step each way without the history");
}

#[test]
fn the_history_window_undoes_to_empty_and_redoes_to_full_in_four_interactions() {
    let mut h = twenty_steps();
    let mut count = 0;
    interact(&mut h, &mut count, "Edit");
    // The menu item shows its shortcut after its name.
    h.get_by(|n| n.label().is_some_and(|l| l.starts_with("History…"))).click();
    h.settle();
    count += 1;
    // Newest first, the current point marked, every step named by what it did to what.
    assert!(h.query_by_label("add attribute thing9_id").is_some(), "the newest step is listed by its words");
    assert!(h.query_by_label("add entity Thing0").is_some(), "the oldest step is listed");
    assert!(h.query_by_label("▶ now").is_some(), "the current point is marked");
    interact(&mut h, &mut count, "start of the history");
    assert!(h.state().project().entities.is_empty(), "undone to empty: {:?}", h.state().project().entities);
    assert_eq!(h.state().status(), "Undone: 20 steps, back to the start");
    // The undone steps stay listed (greyed); the newest of them, at the top, redoes all.
    h.get_by_label("add attribute thing9_id").click();
    h.settle();
    count += 1;
    assert!(is_full(h.state().project()), "redone to full");
    assert!(!h.state().can_redo());
    assert_eq!(count, 4, "open the history, undo to the start, redo to the newest step");
}

#[test]
fn ctrl_h_opens_the_history() {
    let mut h = twenty_steps();
    assert!(h.query_by_label("▶ now").is_none(), "the history is not open yet");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::H);
    h.settle();
    assert!(h.query_by_label("▶ now").is_some(), "the history window is open");
    assert!(h.query_by_label("add entity Thing0").is_some(), "with its steps");
}

#[test]
fn the_status_line_undo_menu_goes_back_to_any_recent_step() {
    let mut h = twenty_steps();
    let mut count = 0;
    // The status line names the last step; its menu lists the recent ones.
    interact(&mut h, &mut count, "↶ add attribute thing9_id");
    interact(&mut h, &mut count, "Undo everything (20)");
    assert!(h.state().project().entities.is_empty());
    interact(&mut h, &mut count, "History");
    interact(&mut h, &mut count, "Redo everything (20)");
    assert!(is_full(h.state().project()));
    assert_eq!(count, 4, "two interactions to empty, two back to full");

    // Undo to a step in the middle: the project is as it was just after it.
    click(&mut h, "↶ add attribute thing9_id");
    click(&mut h, "add entity Thing9");
    assert_eq!(h.state().project().entities.len(), 10);
    assert!(h.state().project().entities[9].attributes.is_empty(), "Thing9's attribute undone, Thing9 kept");
    assert_eq!(h.state().status(), "Undone: 1 step, back to add entity Thing9");
}

/// The hotel sample, saved, on the Logical tab.
fn hotel_on_the_logical_tab() -> Harness<'static, StudioApp> {
    let (project, path) = hotel();
    let mut app = StudioApp::with_project(project, Some(path));
    app.set_native_dialogs(false);
    let mut h = harness(app);
    h.state_mut().set_tab(Tab::Logical);
    h.settle();
    h
}

#[test]
fn choosing_a_key_alternative_says_so_and_undo_names_it() {
    let mut h = hotel_on_the_logical_tab();
    h.get_by_label("Table amenities_by_room").click_accesskit();
    h.settle();
    assert!(h.query_all_by_role(egui::accesskit::Role::RadioButton).count() >= 2, "amenities_by_room has alternatives");
    h.query_all_by_role(egui::accesskit::Role::RadioButton).nth(1).expect("a second alternative").click();
    h.settle();
    let status = h.state().status().to_owned();
    assert!(
        status.starts_with("Chose key alternative ") && status.contains(" for amenities_by_room"),
        "the status line says what was done: {status}"
    );
    let menu = h
        .query_all_by(|n| n.label().is_some_and(|l| l.starts_with("↶ choose key alternative ")))
        .filter_map(|n| n.accesskit_node().label())
        .next()
        .expect("the undo step is named by the alternative");
    assert!(menu.ends_with(" for amenities_by_room"), "{menu}");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.settle();
    let undone = h.state().status().to_owned();
    assert!(undone.starts_with("Undone: choose key alternative "), "{undone}");
}

#[test]
fn a_table_without_alternatives_says_so() {
    let mut h = hotel_on_the_logical_tab();
    let tables: Vec<String> = h.state().logical_diagram().expect("drawn").0.into_iter().map(|(n, _)| n).collect();
    let mut said = 0;
    for table in tables {
        h.get_by_label(&format!("Table {table}")).click_accesskit();
        h.settle();
        let radios = h.query_all_by_role(egui::accesskit::Role::RadioButton).count();
        let none = h.query_by_label("None: only this key answers the query's table.").is_some();
        assert_eq!(none, radios == 0, "{table}: 'none' shown exactly when there are no alternatives");
        said += usize::from(none);
    }
    assert!(said > 0, "the hotel sample has a table with one key");
}

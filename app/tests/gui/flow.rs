//! The acceptance flow of the desktop app, driven through the UI by its AccessKit labels:
//! from an empty project, build Hotel and POI with keys, the m:n `near` relationship and
//! query Q1 "hotels near a POI" given POI.name; see `hotels_by_poi` on the Logical tab;
//! save, reopen, compare; undo back to empty; redo.

use crate::support::Settle;
use crate::support::{click, harness};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use keyspace_studio::gui::{Selected, StudioApp, Tab};
use model_core::Project;
use model_core::logical::Role;
use model_core::project::Direction;
use std::path::PathBuf;

fn type_into_focused(h: &mut Harness<'_, StudioApp>, label: &str, text: &str) {
    let node = h.get_by_label(label);
    assert!(node.is_focused(), "{label} should have the keyboard focus");
    node.type_text(text);
    h.settle();
}

fn add_attribute(h: &mut Harness<'_, StudioApp>, name: &str, key: bool) {
    click(h, "New attribute");
    h.get_by_label("New attribute").type_text(name);
    h.settle();
    crate::support::set_checkbox(h, "Key attribute", key);
    click(h, "Add attribute");
}

/// Menu items carry their shortcut in their label ("Undo Ctrl+Z").
fn menu(h: &mut Harness<'_, StudioApp>, menu: &str, item: &str) {
    click(h, menu);
    let with_shortcut = |l: &str| {
        l.strip_prefix(item).is_some_and(|rest| rest.is_empty() || rest.starts_with(" Ctrl") || rest.starts_with(" ⌘"))
    };
    h.get_by(|n| n.label().is_some_and(|l| with_shortcut(&l))).click();
    h.settle();
}

fn pick(h: &mut Harness<'_, StudioApp>, combo: &str, item: &str) {
    click(h, combo);
    click(h, item);
}

#[test]
fn build_hotel_near_poi_through_the_ui_save_reopen_undo_redo() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path: PathBuf = dir.path().join("hotel-near-poi.json");
    let mut app = StudioApp::with_project(Project::new("Hotel"), Some(path.clone()));
    app.set_native_dialogs(false);
    let empty = app.project().clone();
    let mut h = harness(app);
    h.settle();

    // Hotel with its key, then POI with its key.
    click(&mut h, "Add entity");
    type_into_focused(&mut h, "Name", "Hotel");
    add_attribute(&mut h, "id", true);
    add_attribute(&mut h, "name", false);
    click(&mut h, "Add entity");
    type_into_focused(&mut h, "Name", "POI");
    add_attribute(&mut h, "name", true);
    assert_eq!(h.state().project().entities.len(), 2);
    assert!(h.state().project().entities.iter().all(|e| e.attributes.iter().any(|a| a.key)));
    // The ER canvas shows both entities.
    h.get_by_label("Entity Hotel");
    h.get_by_label("Entity POI");

    // Select both (outline, shift-click) and relate them: the relationship is m:n by default.
    click(&mut h, "Hotel");
    h.get_by_label("POI").click_modifiers(Modifiers::SHIFT);
    h.settle();
    assert_eq!(h.state().selection().len(), 2, "shift-click adds to the selection");
    click(&mut h, "Relate Hotel and POI");
    type_into_focused(&mut h, "Name", "near");
    h.get_by_label("Kind: m:n");
    let rel = &h.state().project().relationships[0];
    assert_eq!(rel.name, "near");

    // Q1 from the Model menu: given POI.name, find the hotel's id and name.
    menu(&mut h, "Model", "Add query");
    assert_eq!(h.state().tab(), Tab::Workflow);
    type_into_focused(&mut h, "Description", "hotels near a POI");
    pick(&mut h, "Add given", "POI.name");
    pick(&mut h, "Add find", "Hotel.id");
    pick(&mut h, "Add find", "Hotel.name");
    let q = &h.state().project().queries[0];
    assert_eq!((q.id.as_str(), q.description.as_str(), q.given.len(), q.find.len()), ("Q1", "hotels near a POI", 1, 2));

    // The Logical tab shows hotels_by_poi with poi_name K and hotel_id C↑.
    click(&mut h, "Logical");
    h.get_by_label("Table hotels_by_poi");
    let table = h.state_mut().derivation().model.table("hotels_by_poi").cloned().expect("hotels_by_poi derived");
    let role = |c: &str| table.column(c).map(|c| c.role);
    assert_eq!(role("poi_name"), Some(Role::PartitionKey));
    assert_eq!(role("hotel_id"), Some(Role::Clustering(Direction::Asc)));
    assert_eq!(table.key_signature(), "((poi_name), hotel_id)");
    // Canvas shapes are painted on a pan/zoom layer: activate them through AccessKit.
    h.get_by_label("Table hotels_by_poi").click_accesskit();
    h.settle();
    assert_eq!(h.state().selection(), &[Selected::Table("hotels_by_poi".to_owned())]);

    // Save from the File menu; the title loses its unsaved mark.
    assert!(h.state().is_dirty());
    menu(&mut h, "File", "Save");
    h.state_mut().wait_for_tasks();
    h.settle();
    assert!(!h.state().is_dirty(), "saved: {}", h.state().status());
    assert!(!h.state().title().contains('●'));
    let built = h.state().project().clone();

    // Close and reopen: identical.
    let mut reopened = StudioApp::with_project(Project::default(), None);
    reopened.open(&path);
    assert_eq!(reopened.error_message(), None);
    assert_eq!(reopened.project(), &built);
    let mut h2 = harness(reopened);
    h2.settle();
    h2.get_by_label("Entity Hotel");
    h2.get_by_label("Entity POI");

    drop(h2);

    // The building session's history reaches back to the empty project, and forward again.
    let mut undos = 0;
    while h.state().can_undo() {
        menu(&mut h, "Edit", "Undo");
        undos += 1;
        assert!(undos < 60, "too many undo steps");
    }
    assert_eq!(h.state().project(), &empty);
    while h.state().can_redo() {
        h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
        h.settle();
    }
    assert_eq!(h.state().project(), &built);
    assert!(!h.state().is_dirty(), "redo back to the saved state clears the unsaved mark");
}

#[test]
fn undo_to_empty_and_redo_with_menus_and_keyboard() {
    let mut app = StudioApp::with_project(Project::new("Hotel"), None);
    app.set_native_dialogs(false);
    let empty = app.project().clone();
    let mut h = harness(app);
    h.settle();
    click(&mut h, "Add entity");
    type_into_focused(&mut h, "Name", "Hotel");
    add_attribute(&mut h, "id", true);
    click(&mut h, "Add entity");
    type_into_focused(&mut h, "Name", "POI");
    add_attribute(&mut h, "name", true);
    click(&mut h, "Hotel");
    h.get_by_label("POI").click_modifiers(Modifiers::SHIFT);
    h.settle();
    click(&mut h, "Relate Hotel and POI");
    type_into_focused(&mut h, "Name", "near");
    let full = h.state().project().clone();
    // Typing "Hotel" was one step, not five.
    let mut steps = 0;
    while h.state().can_undo() {
        menu(&mut h, "Edit", "Undo");
        steps += 1;
        assert!(steps < 30, "too many undo steps");
    }
    assert_eq!(h.state().project(), &empty);
    assert!(steps <= 8, "one undo step per gesture, got {steps}");
    while h.state().can_redo() {
        h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
        h.settle();
        steps -= 1;
        assert!(steps >= 0, "more redo steps than undo steps");
    }
    assert_eq!(h.state().project(), &full);
    // Ctrl/Cmd+Z undoes from the keyboard too.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.settle();
    assert_ne!(h.state().project(), &full);
}

#[test]
fn a_broken_file_shows_line_and_column_and_keeps_the_project() {
    let dir = tempfile::tempdir().expect("temp dir");
    let bad = dir.path().join("broken.json");
    std::fs::write(&bad, "{\n  \"format\": \"keyspace-studio/1\",\n  \"entities\": [,]\n}\n").expect("write");
    let mut app = StudioApp::with_project(Project::new("Kept"), None);
    app.open(&bad);
    let message = app.error_message().expect("an error dialog").to_owned();
    assert!(message.contains("line 3"), "{message}");
    assert_eq!(app.project().name, "Kept");
    let mut h = harness(app);
    h.settle();
    h.get_by_label("Cannot open the project");
    click(&mut h, "OK");
    assert_eq!(h.state().error_message(), None);
}

#[test]
fn the_model_is_derived_once_per_change_not_per_frame() {
    let mut h = harness(StudioApp::with_project(Project::new("Hotel"), None));
    h.settle();
    click(&mut h, "Logical");
    let before = h.state().derive_count();
    for _ in 0..5 {
        h.step();
    }
    assert_eq!(h.state().derive_count(), before);
    click(&mut h, "Conceptual");
    click(&mut h, "Add entity");
    assert_eq!(h.state().derive_count(), before + 1);
}

#[test]
fn chinese_names_render_with_the_embedded_font() {
    let mut p = Project::new("学生项目");
    let e = model_core::edit::Edit::add_entity(&p, "学生", None);
    p.apply(&e).expect("add entity");
    let mut h = harness(StudioApp::with_project(p, None));
    h.settle();
    h.get_by_label("Entity 学生");
    let has_glyph = h.ctx.fonts_mut(|f| f.has_glyphs(&egui::FontId::proportional(14.0), "学生项目"));
    assert!(has_glyph, "the CJK fallback font is installed");
}

/// A double-click at a point of the empty canvas.
fn double_click_at(h: &mut Harness<'_, StudioApp>, pos: egui::Pos2) {
    // Half a second first, so an earlier click does not pair with this one.
    for _ in 0..30 {
        h.step();
    }
    h.hover_at(pos);
    h.settle();
    for _ in 0..2 {
        h.drag_at(pos);
        h.step();
        h.event(egui::Event::PointerButton {
            pos,
            button: egui::PointerButton::Primary,
            pressed: false,
            modifiers: Modifiers::NONE,
        });
        h.step();
    }
    h.settle();
}

#[test]
fn a_double_click_on_the_canvas_puts_the_new_entity_under_the_pointer() {
    // Steps of 1/60 s: egui counts two clicks within 0.3 s as a double-click.
    let mut h = Harness::builder().with_size([1400.0, 900.0]).with_step_dt(1.0 / 60.0).build_ui_state(
        |ui, app: &mut StudioApp| app.frame_ui(ui),
        StudioApp::with_project(Project::new("Empty"), None),
    );
    StudioApp::install_fonts(&h.ctx);
    h.settle();
    let empty_spot = egui::pos2(900.0, 820.0);
    for (n, pos) in
        [egui::pos2(640.0, 420.0), egui::pos2(820.0, 700.0), egui::pos2(420.0, 250.0)].into_iter().enumerate()
    {
        double_click_at(&mut h, pos);
        assert_eq!(h.state().project().entities.len(), n + 1, "a double-click at {pos:?} adds an entity");
        let id = h.state().project().entities[n].id.clone();
        // What is under the pointer is the new entity: a click on empty canvas clears the
        // selection, a click where the user double-clicked selects the entity again.
        click_at(&mut h, empty_spot);
        assert!(h.state().selection().is_empty(), "{empty_spot:?} is empty canvas");
        click_at(&mut h, pos);
        assert_eq!(h.state().selection(), &[Selected::Entity(id)], "the entity added at {pos:?} is under the pointer");
    }
}

/// One click at a point.
fn click_at(h: &mut Harness<'_, StudioApp>, pos: egui::Pos2) {
    h.hover_at(pos);
    h.settle();
    h.drag_at(pos);
    h.step();
    h.event(egui::Event::PointerButton {
        pos,
        button: egui::PointerButton::Primary,
        pressed: false,
        modifiers: Modifiers::NONE,
    });
    h.settle();
}

/// View ▸ Actual size shows the Chebotko diagram at 100 %; Fit to view shrinks the whole hotel
/// diagram into the window again.
#[test]
fn actual_size_zooms_the_logical_diagram_to_100_percent() {
    let project = crate::support::hotel().0;
    let mut app = StudioApp::with_project(project, None);
    app.set_native_dialogs(false);
    app.set_tab(Tab::Logical);
    let mut h = harness(app);
    h.settle();
    let fitted = h.state().zoom().expect("shown");
    let floor = keyspace_studio::gui::CHEBOTKO_FIT_ZOOM;
    assert!(
        (floor - 1e-3..1.0).contains(&fitted),
        "the hotel's nine tables shrunk, but no further than legible: {fitted}"
    );
    menu(&mut h, "View", "Actual size (100 %)");
    assert_eq!(h.state().zoom(), Some(1.0));
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num0);
    h.settle();
    assert_eq!(h.state().zoom(), Some(fitted), "Ctrl+0 fits again");
}

/// "Add entity" ten times: each lands in free space near the middle of the view, never on
/// an entity already there.
#[test]
fn added_entities_never_land_on_one_another() {
    let mut app = StudioApp::with_project(Project::new("empty"), None);
    app.set_native_dialogs(false);
    let mut h = harness(app);
    h.settle();
    // An empty project says where to start.
    h.get_by_label("Start here");
    h.get_by_label("3 · Add the queries the application runs, on the Workflow tab");
    for _ in 0..10 {
        // The name field takes the focus after each; the toolbar button stays reachable.
        click(&mut h, "Add entity");
        h.key_press(Key::Escape);
        h.settle();
    }
    let project = h.state().project().clone();
    assert_eq!(project.entities.len(), 10);
    assert!(h.query_by_label("Start here").is_none(), "the guide goes once there is something");
    let layout = model_core::render::ChenLayout::new(&project);
    let rects: Vec<_> = layout.nodes.iter().map(|n| (n.id.clone(), n.rect)).collect();
    for (i, (a, ra)) in rects.iter().enumerate() {
        for (b, rb) in &rects[i + 1..] {
            assert!(!ra.intersects(rb), "{a} and {b} overlap: {ra:?} {rb:?}");
        }
    }
}

/// Delete acts on what is selected on the tab shown, and the status line says what went.
#[test]
fn delete_acts_on_the_tab_shown_and_says_what_it_deleted() {
    let project = crate::support::hotel().0;
    let entities = project.entities.len();
    let mut h = harness(StudioApp::with_project(project, None));
    h.settle();
    // From the outline (a legible fit need not show every entity at once).
    click(&mut h, "Amenity");
    assert_eq!(h.state().selection(), &[Selected::Entity("amenity".into())]);
    // On the Workflow tab the entity selected on the ER diagram is not what Delete removes.
    click(&mut h, "Workflow");
    h.key_press(Key::Delete);
    h.settle();
    assert_eq!(h.state().project().entities.len(), entities);
    assert_eq!(h.state().status(), "Nothing is selected on this tab: Delete acts on the tab shown");
    click(&mut h, "Conceptual");
    h.key_press(Key::Delete);
    h.settle();
    assert_eq!(h.state().project().entities.len(), entities - 1);
    assert_eq!(h.state().status(), "Deleted Amenity — Ctrl+Z to undo");
}

/// Where no native file dialog opens, Save As and Export open the app's own, in the
/// project's folder, and the chosen file is written: nothing is silently not saved.
#[test]
fn without_a_native_dialog_save_as_and_export_use_the_in_app_one() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("hotel.json");
    std::fs::copy(crate::support::sample("hotel.json"), &path).expect("copy");
    let project = Project::load(&path).expect("hotel");
    let mut app = StudioApp::with_project(project, Some(path));
    app.set_native_dialogs(false);
    let mut h = harness(app);
    h.settle();
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::E);
    h.settle();
    assert!(h.state().fallback_dialog_open(), "{}", h.state().status());
    assert!(h.state().status().starts_with("No system file dialog is available here"));
    // It opened in the project's folder with the file name proposed: Save writes it there.
    click(&mut h, "📥  Save");
    h.settle();
    let written = dir.path().join("queries.cql");
    assert!(written.is_file(), "{}", h.state().status());
    assert!(std::fs::read_to_string(&written).expect("read").contains("SELECT"));
    assert!(!h.state().fallback_dialog_open());
    // Save As too.
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::S);
    h.settle();
    assert!(h.state().fallback_dialog_open());
    click(&mut h, "📥  Save");
    h.settle();
    // The file is there already: the dialog asks before replacing it.
    click(&mut h, "Overwrite");
    h.state_mut().wait_for_tasks();
    h.settle();
    assert!(!h.state().fallback_dialog_open());
    assert_eq!(h.state().path(), Some(dir.path().join("hotel.json").as_path()));
}

/// F11: presentation mode hides the side panels and draws everything larger; F11 again
/// brings them back.
#[test]
fn presentation_mode_shows_only_the_diagram_large() {
    let project = crate::support::hotel().0;
    let mut h = harness(StudioApp::with_project(project, None));
    h.settle();
    h.get_by_label("Outline");
    h.key_press(Key::F11);
    h.settle();
    h.settle();
    assert!(h.state().presentation());
    assert!(h.ctx.zoom_factor() > 1.2);
    assert!(h.query_by_label("Outline").is_none(), "the outline is hidden");
    h.key_press(Key::F11);
    h.settle();
    h.settle();
    assert!(!h.state().presentation());
    assert!((h.ctx.zoom_factor() - 1.0).abs() < f32::EPSILON);
}

/// A name typed or pasted beyond what a project file may hold (1,000 characters) would be
/// saved into a file that does not load: the edit is refused, the status bar says why, and
/// the project keeps its name.
#[test]
fn a_name_longer_than_a_file_may_hold_is_refused_with_a_message() {
    let mut app = StudioApp::with_project(Project::new("Limits"), None);
    app.set_native_dialogs(false);
    let mut h = harness(app);
    h.settle();
    click(&mut h, "Add entity");
    type_into_focused(&mut h, "Name", "Guest");
    assert_eq!(h.state().project().entities[0].name, "Guest");
    type_into_focused(&mut h, "Name", &"x".repeat(1_000));
    assert_eq!(h.state().project().entities[0].name, "Guest", "a 1,005-character name was accepted");
    let status = h.state().status().to_owned();
    assert!(
        status.contains("cannot be made") && status.contains("1005 characters") && status.contains("1000"),
        "{status}"
    );
    let saved = h.state().project().to_json();
    Project::from_json(&saved, std::path::Path::new("p.json")).expect("the project still loads");
}

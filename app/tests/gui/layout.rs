//! Auto-layout from the window: the toolbar button (or View ▸ Auto-layout, Ctrl+Shift+L) lays
//! the diagram out with no two shapes overlapping, says so, and is one undo step.

use crate::support::Settle;
use crate::support::{click, harness, hotel};
use egui_kittest::kittest::Queryable;
use keyspace_studio::gui::{StudioApp, Tab, UiCommand};
use model_core::render::{ChenLayout, conceptual_overlaps};

#[test]
fn auto_layout_spreads_a_piled_up_diagram_in_one_undoable_step() {
    let (mut p, path) = hotel();
    // Everything dropped on one spot, as a careless import or a bad merge leaves it.
    for pos in p.layout.conceptual.values_mut() {
        *pos = model_core::project::Pos::new(0.0, 0.0);
    }
    let piled = p.layout.conceptual.clone();
    assert!(!conceptual_overlaps(&ChenLayout::new(&p), 1).is_empty());
    let mut h = harness(StudioApp::with_project(p, Some(path)));
    h.state_mut().set_tab(Tab::Conceptual);
    h.settle();
    click(&mut h, "Auto-layout");
    // It runs on a thread of its own (seconds for a thousand entities).
    h.state_mut().wait_for_tasks();
    h.settle();
    let arranged = h.state().project().clone();
    assert!(conceptual_overlaps(&ChenLayout::new(&arranged), 3).is_empty(), "no shapes on each other");
    assert!(h.state().status().starts_with("Arranged the Conceptual diagram"), "{}", h.state().status());
    // One step: undo puts every shape back where it was.
    let ctx = h.ctx.clone();
    h.state_mut().run_command(&ctx, UiCommand::Undo);
    h.settle();
    assert_eq!(h.state().project().layout.conceptual, piled);
    // The workflow canvas has the button too.
    h.state_mut().set_tab(Tab::Workflow);
    h.settle();
    click(&mut h, "Auto-layout");
    h.state_mut().wait_for_tasks();
    h.settle();
    assert!(h.state().project().layout.workflow.is_empty(), "the workflow's automatic layout");
}

/// A notch of Ctrl + wheel zooms the canvas by about 10 %, not 22 % (egui's default).
#[test]
fn a_wheel_notch_with_ctrl_zooms_the_canvas_by_about_ten_percent() {
    let (p, path) = hotel();
    let mut h = harness(StudioApp::with_project(p, Some(path)));
    h.state_mut().set_tab(Tab::Conceptual);
    h.settle();
    let before = h.state().zoom().expect("zoom shown");
    let over = h.state().pane_rect(keyspace_studio::gui::dock::Pane::Diagram).expect("the diagram is drawn").center();
    h.hover_at(over);
    h.settle();
    h.event(egui::Event::MouseWheel {
        unit: egui::MouseWheelUnit::Line,
        delta: egui::vec2(0.0, 1.0),
        modifiers: egui::Modifiers::COMMAND,
        phase: egui::TouchPhase::Move,
    });
    h.settle();
    let ratio = h.state().zoom().expect("zoom shown") / before;
    assert!((1.05..1.15).contains(&ratio), "one notch zoomed ×{ratio}");
}

/// F (View ▸ Zoom to selection) brings the selected table to the middle of the diagram at a
/// legible zoom; with nothing selected it says what to do.
#[test]
fn zoom_to_selection_centres_the_selected_table() {
    let (p, path) = hotel();
    let mut app = StudioApp::with_project(p, Some(path));
    app.set_tab(Tab::Logical);
    let mut h = harness(app);
    h.settle();
    h.key_press(egui::Key::F);
    h.settle();
    assert_eq!(h.state().status(), "Select something on this diagram to zoom to it");
    // The last table of the outline (the partitions table names it too), off the first view.
    h.get_all_by_label("reservations_by_guest").next().expect("listed").scroll_to_me();
    h.settle();
    h.get_all_by_label("reservations_by_guest").next().expect("listed").click();
    h.settle();
    assert_eq!(h.state().selection(), &[keyspace_studio::gui::Selected::Table("reservations_by_guest".into())]);
    let middle = h.state().pane_rect(keyspace_studio::gui::dock::Pane::Diagram).expect("the diagram is drawn").center();
    let before = h.state().logical_table_on_screen("reservations_by_guest");
    assert!(before.is_none_or(|r| (r.center() - middle).length() > 200.0), "already in the middle: {before:?}");
    h.key_press(egui::Key::F);
    h.settle();
    let pane = h.state().pane_rect(keyspace_studio::gui::dock::Pane::Diagram).expect("the diagram is drawn");
    let table = h.state().logical_table_on_screen("reservations_by_guest").expect("drawn");
    let zoom = h.state().zoom().expect("zoom");
    assert!((0.89..=1.0).contains(&zoom), "zoom {zoom}");
    assert!(
        (table.center() - pane.center()).length() < 60.0,
        "table at {:?}, the diagram's middle {:?}",
        table.center(),
        pane.center()
    );
}

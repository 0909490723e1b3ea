//! The docking panes: the outline, inspector, diagnostics, partitions and CQL preview around
//! the diagram. Their widths follow the window, not what they show; a small window keeps the
//! diagram usable; a tab dragged out becomes a window of its own; presentation mode hides them
//! all; View ▸ Reset panel layout puts them back.

use crate::support::Settle;
use crate::support::{click, harness_sized, hotel};
use egui::{Key, Pos2, Rect, pos2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use keyspace_studio::gui::dock::Pane;
use keyspace_studio::gui::{Selected, StudioApp};

/// The hotel sample in a laptop-sized window.
fn laptop() -> Harness<'static, StudioApp> {
    let mut h = harness_sized(StudioApp::with_project(hotel().0, None), [1366.0, 768.0]);
    h.settle();
    h
}

fn rect(h: &Harness<'_, StudioApp>, pane: Pane) -> Rect {
    h.state().pane_rect(pane).unwrap_or_else(|| panic!("{pane:?} is not drawn"))
}

/// Every pane's area, in a fixed order.
fn rects(h: &Harness<'_, StudioApp>) -> Vec<Rect> {
    Pane::ALL.iter().map(|p| rect(h, *p)).collect()
}

fn activate(h: &mut Harness<'_, StudioApp>, label: &str) {
    h.get_by_label(label).click_accesskit();
    h.settle();
}

/// The side column used to widen with the inspector's content: an entity with long attribute
/// names pushed it out, a relationship pulled it back. Now nothing moves.
#[test]
fn the_panes_keep_their_widths_whatever_is_selected() {
    let (mut project, _) = hotel();
    let guest = project.entities.iter_mut().find(|e| e.name == "Guest").expect("the hotel sample has guests");
    for (i, a) in guest.attributes.iter_mut().enumerate() {
        a.name = format!("{}_as_written_on_the_identity_document_shown_at_check_in_{i}", a.name);
    }
    let mut h = harness_sized(StudioApp::with_project(project, None), [1366.0, 768.0]);
    h.settle();
    let nothing = rects(&h);
    // From the outline (the diagram's fit need not show Guest).
    click(&mut h, "Guest");
    assert_eq!(h.state().selection(), &[Selected::Entity("guest".into())]);
    let entity = rects(&h);
    activate(&mut h, "Relationship near");
    assert!(matches!(h.state().selection(), [Selected::Relationship(_)]));
    let relationship = rects(&h);
    assert_eq!(nothing, entity, "selecting an entity with long attribute names moved the panes");
    assert_eq!(entity, relationship, "selecting a relationship moved the panes");
}

/// The first-run layout at 1366 × 768: every pane shown at once, the diagram in the middle
/// and the widest.
#[test]
fn the_first_layout_shows_every_pane_beside_the_diagram() {
    let h = laptop();
    for label in ["Outline", "Inspector", "Diagnostics (0)", "Partitions", "CQL preview", "Conceptual"] {
        assert!(h.query_all_by_label(label).next().is_some(), "{label} is not shown");
    }
    let (outline, diagram, inspector) = (rect(&h, Pane::Outline), rect(&h, Pane::Diagram), rect(&h, Pane::Inspector));
    assert!(outline.right() <= diagram.left() && diagram.right() <= inspector.left(), "outline | diagram | side");
    assert!(diagram.width() > 650.0 && diagram.height() > 600.0, "the diagram is {:?}", diagram.size());
    // The side column: the inspector, diagnostics, partitions and CQL preview, top to bottom.
    let column: Vec<Rect> =
        [Pane::Inspector, Pane::Diagnostics, Pane::Partitions, Pane::Cql].iter().map(|p| rect(&h, *p)).collect();
    for pair in column.windows(2) {
        assert!(pair[0].bottom() <= pair[1].top() && (pair[0].width() - pair[1].width()).abs() < 1.0, "{column:?}");
    }
    assert!(inspector.width() >= 400.0, "the side column is {} wide", inspector.width());
}

/// At 800 × 600 (the issue saw the canvas shrink to 75 px) every pane keeps its least width
/// and the diagram most of the window.
#[test]
fn a_small_window_keeps_the_diagram_usable() {
    let mut h = harness_sized(StudioApp::with_project(hotel().0, None), [800.0, 600.0]);
    h.settle();
    let (outline, diagram, side) = (rect(&h, Pane::Outline), rect(&h, Pane::Diagram), rect(&h, Pane::Inspector));
    assert!(diagram.width() >= 355.0, "the diagram is {} wide", diagram.width());
    assert!(
        outline.width() >= 135.0 && side.width() >= 215.0,
        "outline {} and side {} wide",
        outline.width(),
        side.width()
    );
    assert!(side.right() <= 800.5, "the side column is inside the window: {side:?}");
    // The window grows again: the panes share it as before, nothing stays squeezed.
    h.set_size(vec2(1366.0, 768.0));
    h.settle();
    assert!(rect(&h, Pane::Diagram).width() > 650.0);
}

/// A pane's edge drags to resize it, its tab drags out into a window of its own, and
/// presentation mode (F11) hides the panes, docked or not; View ▸ Reset panel layout puts
/// every pane back where it was at first.
#[test]
fn panes_resize_and_detach_and_reset_panel_layout_puts_them_back() {
    let mut h = laptop();
    let first = rects(&h);
    // Drag the edge between the diagram and the side column 150 points to the left.
    // (Near its top: at mid-height the inspector's lower edge meets it.)
    let edge = pos2(rect(&h, Pane::Diagram).right() + 1.0, rect(&h, Pane::Diagram).top() + 60.0);
    drag(&mut h, edge, edge - vec2(150.0, 0.0));
    let widened = rect(&h, Pane::Inspector).width() - first[2].width();
    assert!((widened - 150.0).abs() < 3.0, "the side column widened by {widened}");
    assert_eq!(rect(&h, Pane::Outline), first[1], "the outline stays as it was");
    // Drag the Diagnostics tab out over the middle of the diagram, off its drop targets.
    let tab = h.get_by_label("Diagnostics (0)").rect().center();
    let diagram = rect(&h, Pane::Diagram);
    drag(&mut h, tab, pos2(diagram.left() + 80.0, diagram.bottom() - 80.0));
    assert!(h.state_mut().dock_mut().is_detached(Pane::Diagnostics), "the tab dropped out is a window");
    h.get_by_label("Diagnostics (0)");
    // Presentation mode: the diagram alone, the detached window too is hidden.
    h.key_press(Key::F11);
    h.settle();
    for label in ["Outline", "Inspector", "Diagnostics (0)", "CQL preview"] {
        assert!(h.query_by_label(label).is_none(), "{label} is shown in presentation mode");
    }
    h.get_by_label("Conceptual");
    h.key_press(Key::F11);
    h.settle();
    h.get_by_label("Diagnostics (0)");
    // View ▸ Reset panel layout.
    click(&mut h, "View");
    click(&mut h, "Reset panel layout");
    h.settle();
    assert!(!h.state_mut().dock_mut().is_detached(Pane::Diagnostics));
    assert_eq!(rects(&h), first, "every pane is back where it was at first");
    assert_eq!(h.state().status(), "Panels back in their first places");
}

/// A pane dropped onto the middle of the diagram is tabbed with it: the tab bar, hidden while
/// the diagram is alone, then shows, so the diagram is one click away.
#[test]
fn a_pane_dropped_onto_the_diagram_shows_the_tab_bar() {
    let mut h = laptop();
    assert!(h.query_by_label("Diagram").is_none(), "the diagram alone has no tab bar");
    let tab = h.get_by_label("CQL preview").rect().center();
    let middle = rect(&h, Pane::Diagram).center();
    drag(&mut h, tab, middle);
    assert_eq!(rect(&h, Pane::Cql), rect(&h, Pane::Diagram), "tabbed together");
    click(&mut h, "Diagram");
    h.get_by_label("Conceptual");
}

/// Presses at `from`, moves in steps to `to` and releases there, two frames after each step
/// (while a tab is dragged the dock animates its drop targets: frames are counted, not run
/// until still), then lets the window settle.
fn drag(h: &mut Harness<'_, StudioApp>, from: Pos2, to: Pos2) {
    h.hover_at(from);
    h.run_steps(2);
    h.drag_at(from);
    h.run_steps(2);
    for i in 1..=6 {
        h.hover_at(from + (to - from) * (i as f32 / 6.0));
        h.run_steps(2);
    }
    h.drop_at(to);
    // The dock fades its windows for a fifth of a second after a drop.
    h.run_steps(30);
    h.settle();
}

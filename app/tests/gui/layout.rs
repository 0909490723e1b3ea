//! Auto-layout from the window: the toolbar button (or View ▸ Auto-layout, Ctrl+Shift+L) lays
//! the diagram out with no two shapes overlapping, says so, and is one undo step.

use crate::support::{click, harness, hotel};
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
    h.run();
    click(&mut h, "Auto-layout");
    // It runs on a thread of its own (seconds for a thousand entities).
    h.state_mut().wait_for_tasks();
    h.run();
    let arranged = h.state().project().clone();
    assert!(conceptual_overlaps(&ChenLayout::new(&arranged), 3).is_empty(), "no shapes on each other");
    assert!(h.state().status().starts_with("Arranged the Conceptual diagram"), "{}", h.state().status());
    // One step: undo puts every shape back where it was.
    let ctx = h.ctx.clone();
    h.state_mut().run_command(&ctx, UiCommand::Undo);
    h.run();
    assert_eq!(h.state().project().layout.conceptual, piled);
    // The workflow canvas has the button too.
    h.state_mut().set_tab(Tab::Workflow);
    h.run();
    click(&mut h, "Auto-layout");
    h.state_mut().wait_for_tasks();
    h.run();
    assert!(h.state().project().layout.workflow.is_empty(), "the workflow's automatic layout");
}

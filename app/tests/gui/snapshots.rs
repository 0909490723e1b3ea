//! Image snapshots of the hotel sample: the Conceptual, Workflow and Logical tabs, light and dark.
//!
//! They need a wgpu adapter (a GPU, or lavapipe from Debian's `mesa-vulkan-drivers`, which
//! `.ci/run` installs). Where none exists they are skipped with a note, unless
//! `KS_REQUIRE_SNAPSHOTS=1` is set, which turns a missing renderer into a failure.

use crate::support::Settle;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use egui_kittest::wgpu::WgpuTestRenderer;
use keyspace_studio::gui::{StudioApp, Tab};

/// Whether a wgpu adapter exists, found out once for the whole binary. `WgpuTestRenderer`
/// panics without one; the panic is caught (its message goes to this test's captured output,
/// the process-wide panic hook is left alone, so other tests running meanwhile keep theirs).
fn adapter_available() -> bool {
    static AVAILABLE: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *AVAILABLE.get_or_init(|| std::panic::catch_unwind(WgpuTestRenderer::new).is_ok())
}

fn renderer() -> Option<WgpuTestRenderer> {
    let required = std::env::var("KS_REQUIRE_SNAPSHOTS").is_ok_and(|v| v == "1");
    if adapter_available() {
        return Some(WgpuTestRenderer::new());
    }
    assert!(!required, "KS_REQUIRE_SNAPSHOTS=1 but no wgpu adapter is available (install mesa-vulkan-drivers)");
    println!("note: no wgpu adapter available; image snapshots skipped (set KS_REQUIRE_SNAPSHOTS=1 to fail instead)");
    None
}

fn snapshot(tab: Tab, theme: egui::Theme, name: &str) {
    let Some(renderer) = renderer() else { return };
    // Loaded directly (not through File > Open) so the status bar shows no machine path.
    let (project, _) = crate::support::hotel();
    let mut app = StudioApp::with_project(project, None);
    app.set_tab(tab);
    let mut h = Harness::builder()
        .with_size([1200.0, 680.0])
        .with_theme(theme)
        .renderer(renderer)
        .build_ui_state(|ui, app: &mut StudioApp| app.frame_ui(ui), app);
    StudioApp::install_fonts(&h.ctx);
    h.settle();
    match tab {
        Tab::Logical => {
            h.get_by_label("Table hotels_by_poi");
        }
        Tab::Workflow => assert_eq!(h.state().workflow_boxes().len(), 9, "every query drawn"),
        _ => {
            h.get_by_label("Entity Hotel");
        }
    }
    if tab == Tab::Workflow {
        // egui-snarl draws new boxes and wires in the order of hash sets seeded at random, so
        // glyphs enter the font atlas in a different order each run and the canvas's text,
        // drawn for the canvas's zoom (`canvases::sharp_job`), samples a few hundred edge
        // pixels differently (224–347 measured over six runs; a moved box or line changes
        // thousands).
        h.snapshot_options(name, &egui_kittest::SnapshotOptions::new().max_failed_pixels(700));
    } else {
        h.snapshot(name);
    }
}

#[test]
fn conceptual_light() {
    snapshot(Tab::Conceptual, egui::Theme::Light, "conceptual_light");
}

#[test]
fn conceptual_dark() {
    snapshot(Tab::Conceptual, egui::Theme::Dark, "conceptual_dark");
}

#[test]
fn logical_light() {
    snapshot(Tab::Logical, egui::Theme::Light, "logical_light");
}

#[test]
fn logical_dark() {
    snapshot(Tab::Logical, egui::Theme::Dark, "logical_dark");
}

#[test]
fn workflow_light() {
    snapshot(Tab::Workflow, egui::Theme::Light, "workflow_light");
}

#[test]
fn workflow_dark() {
    snapshot(Tab::Workflow, egui::Theme::Dark, "workflow_dark");
}

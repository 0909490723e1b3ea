//! One UI frame's CPU work (egui layout and tessellation, no GPU) of the busiest views: the
//! Logical tab with 200 tables and the Conceptual tab with 200 entities, both fitted to the
//! window (how a project opens: everything visible, nothing culled) and at 100 % zoom (View ▸
//! Actual size: a working view, the shapes off-screen culled). Also the hotel sample's tabs.
//!
//! `cargo bench -p keyspace-studio --bench ui_frame`

use criterion::{Criterion, criterion_group, criterion_main};
use keyspace_studio::gui::{StudioApp, Tab, UiCommand};
use model_core::Project;
use model_core::synthetic::synthetic_project;
use std::hint::black_box;
use std::path::Path;

/// The allocator the app ships with (`app/src/main.rs`), so the figures stand for the app.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

const SIZE: egui::Vec2 = egui::vec2(1600.0, 1000.0);

/// A frame's input: the window size and a pointer inside the canvas (hover work included).
fn input(frame: u64) -> egui::RawInput {
    let wiggle = (frame % 2) as f32;
    egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, SIZE)),
        time: Some(frame as f64 / 60.0),
        events: vec![egui::Event::PointerMoved(egui::pos2(700.0 + wiggle, 500.0))],
        ..Default::default()
    }
}

/// An app on `project` showing `tab`, settled (derived, laid out), fitted or at 100 %.
fn settled(project: Project, tab: Tab, fit: bool) -> (egui::Context, StudioApp, u64) {
    let ctx = egui::Context::default();
    StudioApp::install_fonts(&ctx);
    let mut app = StudioApp::with_project(project, None);
    app.set_native_dialogs(false);
    app.set_tab(tab);
    let mut frame = 0;
    for _ in 0..3 {
        let _ = ctx.run_ui(input(frame), |ui| app.frame_ui(ui));
        frame += 1;
    }
    // A project opens fitted to the window; the other view is View ▸ Actual size (100 %).
    app.run_command(&ctx, if fit { UiCommand::FitToView } else { UiCommand::ActualSize });
    for _ in 0..5 {
        let _ = ctx.run_ui(input(frame), |ui| app.frame_ui(ui));
        frame += 1;
    }
    (ctx, app, frame)
}

fn bench_frame(c: &mut Criterion, name: &str, project: Project, tab: Tab, fit: bool) {
    let (ctx, mut app, mut frame) = settled(project, tab, fit);
    c.bench_function(name, |b| {
        b.iter(|| {
            let out = ctx.run_ui(input(frame), |ui| app.frame_ui(ui));
            frame += 1;
            black_box(ctx.tessellate(out.shapes, out.pixels_per_point))
        });
    });
}

/// A synthetic project with at least `tables` derived tables.
fn with_tables(tables: usize) -> Project {
    let mut queries = tables;
    loop {
        let p = synthetic_project(queries / 2 + 10, queries, 7);
        if model_core::derive(&p).model.tables.len() >= tables {
            return p;
        }
        queries += 10;
    }
}

fn frames(c: &mut Criterion) {
    let tables = with_tables(200);
    let entities = synthetic_project(200, 100, 11);
    bench_frame(c, "frame/logical_200_tables_fit", tables.clone(), Tab::Logical, true);
    bench_frame(c, "frame/logical_200_tables_100pct", tables, Tab::Logical, false);
    bench_frame(c, "frame/conceptual_200_entities_fit", entities.clone(), Tab::Conceptual, true);
    bench_frame(c, "frame/conceptual_200_entities_100pct", entities, Tab::Conceptual, false);
    let hotel_path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../sample-projects/hotel.json");
    if let Ok(hotel) = Project::load(&hotel_path) {
        for (tab, name) in [
            (Tab::Conceptual, "conceptual"),
            (Tab::Workflow, "workflow"),
            (Tab::Logical, "logical"),
            (Tab::Physical, "physical"),
        ] {
            bench_frame(c, &format!("frame/hotel_{name}"), hotel.clone(), tab, true);
        }
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30);
    targets = frames
}
criterion_main!(benches);

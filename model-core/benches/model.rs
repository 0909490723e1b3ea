//! Derivation, validation and export at every size: the samples and synthetic models of
//! 100, 1,000 and 5,000 queries; project save and load at 5,000 queries; typing through the
//! undo history.
//!
//! `cargo bench -p model-core --bench model`

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use model_core::Project;
use model_core::synthetic::synthetic_project;
use std::hint::black_box;
use std::path::{Path, PathBuf};

/// The allocator the app ships with (`app/src/main.rs`), so the figures stand for the app.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Everything one edit costs in the model, as the app runs it ([`model_core::pipeline::run`]):
/// derive, validate and analyse, export both CQL files.
fn pipeline(p: &Project) -> usize {
    let out = model_core::pipeline::run(p, &model_core::analysis::AnalysisSettings::default());
    out.analysis.diagnostics.len() + out.schema_cql.len() + out.queries_cql.len()
}

fn samples() -> Vec<(String, Project)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../sample-projects");
    let mut out = Vec::new();
    if let Ok(entries) = std::fs::read_dir(&dir) {
        let mut paths: Vec<PathBuf> = entries.filter_map(Result::ok).map(|e| e.path()).collect();
        paths.sort();
        for path in paths.into_iter().filter(|p| p.extension().is_some_and(|e| e == "json")) {
            if let Ok(p) = Project::load(&path) {
                let name = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
                out.push((name, p));
            }
        }
    }
    out
}

fn bench_samples(c: &mut Criterion) {
    let mut g = c.benchmark_group("sample derive+analyse+export");
    for (name, p) in samples() {
        g.bench_with_input(BenchmarkId::from_parameter(name), &p, |b, p| b.iter(|| pipeline(black_box(p))));
    }
    g.finish();
}

/// Entities scale with queries as in real models (about one entity per five queries).
fn synthetic(queries: usize) -> Project {
    synthetic_project((queries / 5).max(10), queries, 42)
}

fn bench_scale(c: &mut Criterion) {
    let mut g = c.benchmark_group("synthetic derive+analyse+export");
    g.sample_size(20);
    for n in [100usize, 1_000, 5_000] {
        let p = synthetic(n);
        g.bench_with_input(BenchmarkId::from_parameter(n), &p, |b, p| b.iter(|| pipeline(black_box(p))));
    }
    g.finish();
}

fn bench_files(c: &mut Criterion) {
    let p = synthetic(5_000);
    let text = p.to_json();
    let mut g = c.benchmark_group("project file 5000 queries");
    g.sample_size(20);
    g.bench_function("save (to JSON)", |b| b.iter(|| black_box(&p).to_json().len()));
    g.bench_function("load (from JSON)", |b| {
        b.iter(|| Project::from_json(black_box(&text), Path::new("bench.json")).map(|p| p.queries.len()).unwrap_or(0));
    });
    g.finish();
}

/// Typing a 40-character name into an entity of the 1,000-query model, one edit per
/// keystroke through the undo history (one gesture: one undo step).
fn bench_history(c: &mut Criterion) {
    use model_core::edit::{Edit, History};
    let p = synthetic(1_000);
    let id = p.entities[0].id.clone();
    let names: Vec<String> = (1..=40).map(|n| "n".repeat(n)).collect();
    let mut g = c.benchmark_group("undo history 1000 queries");
    g.sample_size(20);
    g.bench_function("typing 40 keystrokes", |b| {
        b.iter(|| {
            let (mut project, mut history) = (p.clone(), History::new());
            for name in &names {
                let _ = history.apply(&mut project, &Edit::RenameEntity { id: id.clone(), name: name.clone() });
            }
            history.undo_len()
        });
    });
    g.finish();
}

criterion_group!(benches, bench_samples, bench_scale, bench_files, bench_history);
criterion_main!(benches);

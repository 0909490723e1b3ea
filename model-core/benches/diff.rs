//! `keyspace-studio diff` on two 5,000-query models (target: under 200 ms): the comparison,
//! plan and script of two derived models, and the whole command's work with both derivations.
//!
//! `cargo bench -p model-core --bench diff`

use criterion::{Criterion, criterion_group, criterion_main};
use model_core::Project;
use model_core::diff::{ScriptOptions, Side, compare, plan, script};
use model_core::synthetic::synthetic_project;
use std::hint::black_box;

/// The allocator the app ships with (`app/src/main.rs`), so the figures stand for the app.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// A model of 5,000 queries, and its next version: 50 queries removed, 50 ordered the other
/// way (keys change), an attribute more on every tenth entity, every twentieth entity renamed.
fn versions() -> (Project, Project) {
    let old = synthetic_project(1_000, 5_000, 42);
    let mut new = old.clone();
    new.queries.retain(|q| !q.id.as_str().ends_with("17"));
    for q in new.queries.iter_mut().filter(|q| q.id.as_str().ends_with("3")).take(50) {
        for o in &mut q.order_by {
            o.direction = o.direction.reversed();
        }
    }
    for (i, e) in new.entities.iter_mut().enumerate() {
        if i % 10 == 0 {
            let mut a = e.attributes[0].clone();
            a.id = format!("{}.added", e.id).into();
            a.name = "added".into();
            a.key = false;
            e.attributes.push(a);
        }
        if i % 20 == 0 {
            e.name.push_str("_v2");
        }
    }
    (old, new)
}

fn run(old: Side<'_>, new: Side<'_>) -> usize {
    let diff = compare(old, new);
    let plan = plan(&diff, &old, &new);
    let text = script(&diff, &plan, &ScriptOptions::default());
    diff.changes.len() + text.len()
}

fn bench_diff(c: &mut Criterion) {
    let (old, new) = versions();
    let (om, nm) = (model_core::derive(&old).model, model_core::derive(&new).model);
    let mut g = c.benchmark_group("diff 5,000 queries");
    g.sample_size(20);
    g.bench_function("compare+plan+script", |b| {
        b.iter(|| run(black_box(Side { project: &old, model: &om }), black_box(Side { project: &new, model: &nm })));
    });
    g.bench_function("derive both+compare+plan+script", |b| {
        b.iter(|| {
            let (om, nm) = (model_core::derive(black_box(&old)).model, model_core::derive(black_box(&new)).model);
            run(Side { project: &old, model: &om }, Side { project: &new, model: &nm })
        });
    });
    g.finish();
}

criterion_group!(benches, bench_diff);
criterion_main!(benches);

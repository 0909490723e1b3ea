//! Near-linear growth of the hostile inputs of issues 29 and 41 (SECURITY.md's promise): each case at
//! n and 4n, so a criterion report shows whether 4n costs about 4 times n (within 5x, not 16).
//! The figures at the issue's sizes are in docs/performance.md.
//!
//! `cargo bench -p model-core --bench hostile`

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use model_core::import::import_cql_str;
use std::hint::black_box;

/// The allocator the app ships with (`app/src/main.rs`), so the figures stand for the app.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn bench_import(c: &mut Criterion) {
    let mut g = c.benchmark_group("hostile import");
    g.sample_size(10);
    for n in [2_000usize, 8_000] {
        for (name, text) in model_core::synthetic::hostile_cql(n) {
            g.bench_with_input(BenchmarkId::new(name, n), &text, |b, t| {
                b.iter(|| import_cql_str(black_box(t)).project.to_json().len());
            });
        }
    }
    g.finish();
}

/// The relational import of issue 41's hostile SQL (items 3 and 4): one-line SELECTs,
/// `JOIN … USING`, many columns, look-alike names, foreign keys, `ALTER … ADD`, `COMMENT ON`,
/// chained tables, writes beside queries; each at n and 4n.
fn bench_import_sql(c: &mut Criterion) {
    use model_core::import::sql::{Dialect, SqlFile, import_files};
    let mut g = c.benchmark_group("hostile SQL import");
    g.sample_size(10);
    for n in [1_000usize, 4_000] {
        for (name, text) in model_core::synthetic::hostile_sql(n) {
            g.bench_with_input(BenchmarkId::new(name, n), &text, |b, t| {
                b.iter(|| {
                    import_files(&[SqlFile { name: "h.sql", text: black_box(t) }], "h", Some(Dialect::PostgreSql))
                        .imported
                        .project
                        .queries
                        .len()
                });
            });
        }
    }
    g.finish();
}

/// Markdown escaping of a long text that starts blank: each `-` once looked back over all
/// the output before it.
fn bench_markdown(c: &mut Criterion) {
    let mut g = c.benchmark_group("hostile markdown");
    g.sample_size(10);
    for n in [20_000usize, 80_000] {
        let text = format!("{}{}", " ".repeat(n), "-".repeat(n));
        g.bench_with_input(BenchmarkId::new("blank then dashes", n), &text, |b, t| {
            b.iter(|| model_core::document::md_escape(black_box(t)).len());
        });
    }
    g.finish();
}

/// A project of one entity `a` (key `a.k`) with `attributes` more and `relationships`.
fn one_entity(attributes: &str, relationships: &str) -> model_core::Project {
    let text = format!(
        r#"{{"format": "keyspace-studio/1", "entities": [{{"id": "a", "name": "A", "attributes": [{{"id": "a.k", "name": "k", "type": "int", "key": true}}{attributes}]}}], "relationships": [{relationships}]}}"#
    );
    model_core::Project::from_json(&text, std::path::Path::new("b.json")).expect("loads")
}

/// Auto-layout of one entity with many self-relationships, and with many attributes.
fn bench_arrange(c: &mut Criterion) {
    let mut g = c.benchmark_group("hostile arrange");
    g.sample_size(10);
    let rel = |i: usize| {
        format!(
            r#"{{"id": "r{i}", "name": "r{i}", "ends": [{{"entity": "a", "cardinality": "1"}}, {{"entity": "a", "cardinality": "n"}}]}}"#
        )
    };
    let attr = |i: usize| format!(r#", {{"id": "a.x{i}", "name": "x{i}", "type": "text"}}"#);
    let projects = [250usize, 1_000]
        .map(|n| ("self-relationships", n, one_entity("", &(0..n).map(rel).collect::<Vec<_>>().join(","))))
        .into_iter()
        .chain([250usize, 1_000].map(|n| ("attributes", n, one_entity(&(0..n).map(attr).collect::<String>(), ""))));
    for (what, n, p) in projects {
        g.bench_with_input(BenchmarkId::new(what, n), &p, |b, p| {
            b.iter(|| {
                model_core::render::arrange(
                    black_box(p),
                    model_core::edit::Canvas::Conceptual,
                    &model_core::render::SvgText,
                )
                .len()
            });
        });
    }
    g.finish();
}

/// `check` (derive, validate, analyse) and `document` on a chain of weak entities, each owned
/// by the last; `check` of a chain with queries down it.
fn bench_weak_chain(c: &mut Criterion) {
    let mut g = c.benchmark_group("hostile check");
    g.sample_size(10);
    let settings = model_core::analysis::AnalysisSettings::default();
    for n in [250usize, 1_000] {
        let text = model_core::synthetic::weak_chain_json(n);
        let p = model_core::Project::from_json(&text, std::path::Path::new("c.json")).expect("loads");
        g.bench_with_input(BenchmarkId::new("weak-entity chain", n), &p, |b, p| {
            b.iter(|| model_core::pipeline::run(black_box(p), &settings).schema_cql.len());
        });
        g.bench_with_input(BenchmarkId::new("weak-entity chain, document", n), &p, |b, p| {
            b.iter(|| {
                let d = model_core::derive(black_box(p));
                model_core::document::markdown(p, &d, "model").text.len() + model_core::document::html(p, &d).len()
            });
        });
    }
    // Issue 41, item 6: the chain with ten queries down it, each keyed by the chain above.
    for n in [750usize, 3_000] {
        let text = model_core::synthetic::weak_chain_queries_json(n, n / 10);
        let p = model_core::Project::from_json(&text, std::path::Path::new("q.json")).expect("loads");
        g.bench_with_input(BenchmarkId::new("weak-entity chain with queries", n), &p, |b, p| {
            b.iter(|| model_core::pipeline::run(black_box(p), &settings).schema_cql.len());
        });
    }
    g.finish();
}

/// `check` of n separate users each following itself, one query per user naming both roles
/// (issue 41, item 5: n → 4n under 5×).
fn bench_roles(c: &mut Criterion) {
    let mut g = c.benchmark_group("hostile roles");
    g.sample_size(10);
    let settings = model_core::analysis::AnalysisSettings::default();
    for n in [500usize, 2_000] {
        let text = model_core::synthetic::self_following_json(n);
        let p = model_core::Project::from_json(&text, std::path::Path::new("r.json")).expect("loads");
        g.bench_with_input(BenchmarkId::new("self-following users", n), &p, |b, p| {
            b.iter(|| model_core::pipeline::run(black_box(p), &settings).schema_cql.len());
        });
    }
    g.finish();
}

/// `derive --json --tradeoffs`: the figures of every key alternative and SAI offer of a
/// synthetic project of n entities and n queries, made of n / 250 models of 250 entities (a
/// larger model of the same shape: `synthetic_groups`). One tree of n entities is also a
/// deeper one, with longer keys and more alternatives per table (`docs/performance.md`).
fn bench_tradeoffs(c: &mut Criterion) {
    let mut g = c.benchmark_group("hostile tradeoffs");
    g.sample_size(10);
    let settings = model_core::analysis::AnalysisSettings::default();
    for n in [250usize, 1_000] {
        let p = model_core::synthetic::synthetic_groups(n / 250, 250, 250, 42);
        g.bench_with_input(BenchmarkId::new("every alternative and offer", n), &p, |b, p| {
            b.iter(|| {
                let d = model_core::derive(black_box(p));
                model_core::tradeoff::every_tradeoff(p, &d, &settings).len()
                    + model_core::tradeoff::every_index_tradeoff(p, &d, &settings).len()
            });
        });
    }
    g.finish();
}

criterion_group!(
    benches,
    bench_import,
    bench_import_sql,
    bench_markdown,
    bench_arrange,
    bench_weak_chain,
    bench_roles,
    bench_tradeoffs
);
criterion_main!(benches);

//! CQL import of synthetic schemas of 500 and 5,000 tables, of a minified one-line file (issue
//! 15: 200 KB of `x;` in under a second), and KDM import of the fixtures.
//!
//! `cargo bench -p model-core --bench import`

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use model_core::import::{import_cql_str, import_kdm_str, synthetic_cql};
use std::hint::black_box;
use std::path::PathBuf;

/// The allocator the app ships with (`app/src/main.rs`), so the figures stand for the app.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn bench_cql(c: &mut Criterion) {
    let mut g = c.benchmark_group("import CQL");
    g.sample_size(20);
    for n in [500usize, 5_000] {
        let text = synthetic_cql(n);
        g.throughput(Throughput::Bytes(text.len() as u64));
        g.bench_with_input(BenchmarkId::new("tables", n), &text, |b, t| {
            b.iter(|| import_cql_str(black_box(t)).project.physical.tables.len());
        });
    }
    g.finish();
}

/// 200 KB on one line, 100,000 statements the importer skips: each note's line, column and
/// excerpt must cost the same wherever on the line it is.
fn bench_minified(c: &mut Criterion) {
    let text = "x;".repeat(100_000);
    let mut g = c.benchmark_group("import CQL");
    g.sample_size(10);
    g.throughput(Throughput::Bytes(text.len() as u64));
    g.bench_function("one line of 200 KB", |b| b.iter(|| import_cql_str(black_box(&text)).notes.len()));
    g.finish();
}

fn bench_kdm(c: &mut Criterion) {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/fixtures/kdm");
    let mut g = c.benchmark_group("import KDM");
    for name in ["kdm_sensor_data.xml", "kdm_sensor_data_2.xml"] {
        let Ok(text) = std::fs::read_to_string(dir.join(name)) else { continue };
        g.bench_with_input(BenchmarkId::from_parameter(name), &text, |b, t| {
            b.iter(|| import_kdm_str(black_box(t)).map(|i| i.project.queries.len()).unwrap_or(0));
        });
    }
    // n `<a>` then n `</b>` (n = 100,000: 900 kB; 4n: 3.6 MB): a scan of every open element
    // per unmatched end tag would take 23 s at n. The file is not well-formed, so the import
    // refuses it; what is measured is reading it to that answer, at n and 4n (linear: 4 × the
    // time).
    g.sample_size(10);
    for (n, size) in [(100_000usize, "900 kB"), (400_000, "3.6 MB")] {
        let unmatched = format!("<KDMPROJECT>{}{}</KDMPROJECT>", "<a>".repeat(n), "</b>".repeat(n));
        g.throughput(Throughput::Bytes(unmatched.len() as u64));
        g.bench_with_input(BenchmarkId::new("unmatched end tags", size), &unmatched, |b, t| {
            b.iter(|| import_kdm_str(black_box(t)).is_err());
        });
        // The same depth closed properly: well-formed, imported (nothing in it).
        let nested = format!("<KDMPROJECT>{}{}</KDMPROJECT>", "<a>".repeat(n), "</a>".repeat(n));
        g.throughput(Throughput::Bytes(nested.len() as u64));
        g.bench_with_input(BenchmarkId::new("nested elements", size), &nested, |b, t| {
            b.iter(|| import_kdm_str(black_box(t)).is_ok());
        });
    }
    g.finish();
}

criterion_group!(benches, bench_cql, bench_minified, bench_kdm);
criterion_main!(benches);

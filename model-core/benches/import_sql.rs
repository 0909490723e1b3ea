//! The relational import: Pagila's pg_dump (3,000 lines; issue 32: under 50 ms) and generated
//! schemas of 500 and 2,000 tables (near-linear: 4 times the tables within 5 times the time).
//!
//! `cargo bench -p model-core --bench import_sql`

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use model_core::import::sql::{Dialect, SqlFile, import_files};
use std::fmt::Write as _;
use std::hint::black_box;
use std::path::PathBuf;

/// The allocator the app ships with (`app/src/main.rs`), so the figures stand for the app.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// `n` tables as a pg_dump writes them: each created with a serial key, five columns and a
/// comment, its key and a foreign key to an earlier table added later by ALTER TABLE, an
/// index, and every tenth a junction table between two others.
fn generated(n: usize) -> String {
    let mut s = String::new();
    for i in 0..n {
        let _ = writeln!(
            s,
            "CREATE TABLE public.t{i} (\n    id integer DEFAULT nextval('public.t{i}_seq'::regclass) NOT NULL,\n    name character varying(80) NOT NULL,\n    amount numeric(10,2),\n    created timestamp with time zone DEFAULT now() NOT NULL,\n    tags text[],\n    parent_id integer\n);\nALTER TABLE public.t{i} OWNER TO app;\nCOMMENT ON TABLE public.t{i} IS 'table {i}';"
        );
    }
    for i in 0..n {
        let _ = writeln!(s, "ALTER TABLE ONLY public.t{i}\n    ADD CONSTRAINT t{i}_pkey PRIMARY KEY (id);");
        if i > 0 {
            let _ = writeln!(
                s,
                "ALTER TABLE ONLY public.t{i}\n    ADD CONSTRAINT t{i}_parent_fkey FOREIGN KEY (parent_id) REFERENCES public.t{}(id);",
                i / 2
            );
        }
        let _ = writeln!(s, "CREATE INDEX t{i}_name_idx ON public.t{i} USING btree (name);");
        if i % 10 == 9 {
            let _ = writeln!(
                s,
                "CREATE TABLE public.j{i} (a integer NOT NULL REFERENCES public.t{i}(id), b integer NOT NULL REFERENCES public.t{}(id), since date, PRIMARY KEY (a, b));",
                i - 1
            );
        }
    }
    s
}

fn bench_sql(c: &mut Criterion) {
    let mut g = c.benchmark_group("import SQL");
    g.sample_size(20);
    let pagila = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/fixtures/sql/pagila-postgresql.sql");
    if let Ok(text) = std::fs::read_to_string(pagila) {
        g.throughput(Throughput::Bytes(text.len() as u64));
        g.bench_with_input(BenchmarkId::from_parameter("pagila schema"), &text, |b, t| {
            b.iter(|| {
                import_files(&[SqlFile { name: "pagila.sql", text: black_box(t) }], "pagila", None)
                    .imported
                    .project
                    .entities
                    .len()
            });
        });
    }
    for n in [500usize, 2_000] {
        let text = generated(n);
        g.throughput(Throughput::Bytes(text.len() as u64));
        g.bench_with_input(BenchmarkId::new("tables", n), &text, |b, t| {
            b.iter(|| {
                import_files(&[SqlFile { name: "gen.sql", text: black_box(t) }], "gen", Some(Dialect::PostgreSql))
                    .imported
                    .project
                    .entities
                    .len()
            });
        });
    }
    g.finish();
}

criterion_group!(benches, bench_sql);
criterion_main!(benches);

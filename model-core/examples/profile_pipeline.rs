//! Runs derive + analysis + export on a synthetic model of N queries, for a profiler:
//! `cargo run --release -p model-core --example profile_pipeline -- 1000`.

fn main() {
    let n: usize = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(1000);
    let p = model_core::synthetic::synthetic_project((n / 5).max(10), n, 42);
    let settings = model_core::analysis::AnalysisSettings::default();
    let mut total = 0;
    for _ in 0..10 {
        let d = model_core::derive(&p);
        total += model_core::analysis::check(&p, &d, &settings).diagnostics.len();
        total += model_core::cql::schema_cql(&p, &d.model).text.len();
        total += model_core::cql::queries_cql(&p, &d.model).len();
    }
    println!("{total}");
}

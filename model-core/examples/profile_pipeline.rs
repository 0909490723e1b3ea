//! Runs derive + analysis + export for a profiler, on a synthetic model of N queries or on a
//! project file: `cargo run --release -p model-core --example profile_pipeline -- 1000`, or
//! `... -- sample-projects/hotel.json` (then many rounds, as a small model is fast); a second
//! argument sets the number of rounds.

/// The allocator the app ships with (`app/src/main.rs`).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    let arg = std::env::args().nth(1).unwrap_or_else(|| "1000".to_owned());
    let (p, rounds) = match arg.parse::<usize>() {
        Ok(n) => (model_core::synthetic::synthetic_project((n / 5).max(10), n, 42), 10),
        Err(_) => match model_core::Project::load(std::path::Path::new(&arg)) {
            Ok(p) => (p, 5_000),
            Err(e) => {
                eprintln!("profile_pipeline: {e}");
                std::process::exit(2);
            }
        },
    };
    let rounds = std::env::args().nth(2).and_then(|r| r.parse().ok()).unwrap_or(rounds);
    let settings = model_core::analysis::AnalysisSettings::default();
    let mut total = 0;
    for _ in 0..rounds {
        let out = model_core::pipeline::run(&p, &settings);
        total += out.analysis.diagnostics.len() + out.schema_cql.len() + out.queries_cql.len();
    }
    println!("{total}");
}

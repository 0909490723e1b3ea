//! Times one hostile case of issue 29 at a size, as the command does it (release build):
//! `cargo run --release -p model-core --example hostile_time -- CASE N`.
//!
//! - `weak-chain`: a project file of a chain of N weak entities loaded, then `check` (derive,
//!   validate, analyse) and `document` (Markdown and HTML);
//! - `tradeoffs`: `derive --json --tradeoffs` of a synthetic project of N entities and N
//!   queries (the figures of every alternative and every SAI offer);
//! - `alter-table`, `alter-type`: the CQL import of N `ALTER TABLE … ADD` or `ALTER TYPE … ADD`.

use model_core::analysis::AnalysisSettings;
use model_core::synthetic;
use std::time::Instant;

/// The allocator the app ships with (`app/src/main.rs`).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    let case = std::env::args().nth(1).unwrap_or_default();
    let n: usize = std::env::args().nth(2).and_then(|n| n.parse().ok()).unwrap_or(1_000);
    let settings = AnalysisSettings::default();
    let start = Instant::now();
    let lap = |what: &str, size: usize| println!("{case} {n}: {what} {:.3} s ({size})", start.elapsed().as_secs_f64());
    match case.as_str() {
        "weak-chain" => {
            let text = synthetic::weak_chain_json(n);
            let p = model_core::Project::from_json(&text, std::path::Path::new("chain.json")).expect("loads");
            lap("loaded", text.len());
            let d = model_core::derive(&p);
            let checked = model_core::pipeline::check(&p, &d, &settings);
            lap("check", checked.diagnostics.len());
            let md = model_core::document::markdown(&p, &d, "model");
            lap("document (Markdown)", md.text.len());
            let html = model_core::document::html(&p, &d);
            lap("document (HTML)", html.len());
        }
        "tradeoffs" => {
            let p = model_core::synthetic::synthetic_project(n, n, 42);
            let d = model_core::derive(&p);
            lap("derived", d.model.tables.len());
            let figures = model_core::tradeoff::every_tradeoff(&p, &d, &settings);
            lap("alternatives' figures", figures.iter().map(Vec::len).sum());
            let offers = model_core::tradeoff::every_index_tradeoff(&p, &d, &settings);
            lap("offers' figures", offers.len());
        }
        "alter-table" | "alter-type" => {
            let text = if case == "alter-table" { synthetic::alter_table_adds(n) } else { synthetic::alter_type_adds(n) };
            let imported = model_core::import::import_cql_str(&text);
            lap("imported", imported.project.to_json().len());
        }
        _ => {
            eprintln!("hostile_time: CASE is weak-chain, tradeoffs, alter-table or alter-type");
            std::process::exit(2);
        }
    }
}

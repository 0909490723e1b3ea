//! Imports a CQL schema, a KDM project or a SQL file as `keyspace-studio import` does (the
//! project's JSON made too, as the command writes it) and prints how long it took and what
//! came out, for measuring inputs too large for a benchmark loop (run it
//! under `/usr/bin/time -v` for the memory):
//! `cargo run --release -p model-core --example import_file -- FILE`

use std::path::PathBuf;
use std::time::Instant;

/// The allocator the app ships with.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    let Some(path) = std::env::args_os().nth(1).map(PathBuf::from) else {
        eprintln!("usage: import_file FILE.cql|FILE.xml|FILE.sql");
        std::process::exit(2);
    };
    let t = Instant::now();
    let result = model_core::import::import_path(&path).map(|i| {
        let json = i.project.to_json().len();
        (i, json)
    });
    let elapsed = t.elapsed();
    match result {
        Ok((i, json)) => println!(
            "{}: imported {} table(s), {} entities, {} query(ies), {} note(s), {json} bytes of project JSON in {:.3} s",
            path.display(),
            i.project.physical.tables.len(),
            i.project.entities.len(),
            i.project.queries.len(),
            i.notes.len(),
            elapsed.as_secs_f64()
        ),
        Err(e) => println!("{e} (answered in {:.3} s)", elapsed.as_secs_f64()),
    }
}

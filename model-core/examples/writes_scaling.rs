//! How `writes.cql` scales with the model: synthetic projects of growing size (one query per
//! entity), timed once each. A quadratic version took 24 s for 10,000 entities when every entity
//! looked at every table.
//! `cargo run --release -p model-core --example writes_scaling -- 1000 10000`

use std::time::Instant;

/// The allocator the app ships with.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    let sizes: Vec<usize> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let sizes = if sizes.is_empty() { vec![1_000, 10_000] } else { sizes };
    for n in sizes {
        let p = model_core::synthetic::synthetic_project(n, n, 1);
        let d = model_core::derive(&p);
        let t = Instant::now();
        let text = model_core::export::writes_cql(&p, &d.model);
        println!(
            "{n} entities, {} tables: writes.cql of {} kB in {:.3} s",
            d.model.tables.len(),
            text.len() / 1024,
            t.elapsed().as_secs_f64()
        );
    }
}

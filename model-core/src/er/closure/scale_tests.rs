//! Issue 41, item 6: what a chain of weak entities determines is found in time near-linear in
//! the chain (each entity's full key checked once per owner chain, the owners followed up at
//! once): `check` of a chain n deep with a query every n / 10 entities at n and 4 n within 8
//! times, where the old code took 51 times (750 → 3,000: 3.3 s → 172 s, debug).

use crate::analysis::AnalysisSettings;
use crate::synthetic::weak_chain_queries_json;
use std::time::{Duration, Instant};

/// The fastest of two `check`s of a chain of `n` with ten queries down it.
fn time(n: usize) -> Duration {
    let text = weak_chain_queries_json(n, n / 10);
    let p = crate::Project::from_json(&text, std::path::Path::new("chain.json")).expect("the chain loads");
    assert_eq!(p.queries.len(), 10);
    (0..2)
        .map(|_| {
            let t = Instant::now();
            let d = crate::derive(&p);
            std::hint::black_box(crate::pipeline::check(&p, &d, &AnalysisSettings::default()).diagnostics.len());
            t.elapsed()
        })
        .min()
        .unwrap_or_default()
}

#[test]
fn a_weak_chain_with_queries_is_checked_in_near_linear_time() {
    let (a, b) = (time(200), time(800));
    eprintln!(
        "weak chain with queries: 200 in {a:?}, 800 in {b:?} ({:.1}x)",
        b.as_secs_f64() / a.as_secs_f64().max(1e-9)
    );
    assert!(b < a * 8 + Duration::from_millis(200), "200 took {a:?}, 800 took {b:?}");
}

#[test]
fn the_deepest_query_is_keyed_by_the_whole_chain_above_it() {
    let text = weak_chain_queries_json(40, 13);
    let p = crate::Project::from_json(&text, std::path::Path::new("chain.json")).expect("the chain loads");
    let d = crate::derive(&p);
    let t = d.model.tables.iter().find(|t| t.queries.iter().any(|q| q.as_str() == "Q39")).expect("Q39 has a table");
    assert_eq!(t.columns.iter().filter(|c| c.role.is_key()).count(), 40, "{t:?}");
}

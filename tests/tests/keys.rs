//! The primary key of every table of every sample, pinned: `tests/golden/keys.txt` lists, per
//! sample, each table with the queries it serves and its key with every clustering column's
//! order (`((user_id), uploaded_at↓, video_id↑)`), and each query no table serves. A change
//! of derivation that moves a key fails here until the list is rewritten
//! (`UPDATE_GOLDEN=1 cargo test --workspace --test keys`) and the move reviewed in `git diff
//! tests/golden/keys.txt`: each moved key is a fix named in the change, or a regression.

use end_to_end::{repo_root, sample_projects};
use model_core::logical::{Role, Table};
use model_core::project::Direction;

/// A table's key as the list writes it: the partition key, then each clustering column with
/// its order.
fn key(t: &Table) -> String {
    let partition: Vec<&str> = t.partition_key().map(|c| c.name.as_str()).collect();
    let mut s = format!("(({})", partition.join(", "));
    for c in t.clustering() {
        let arrow = if c.role == Role::Clustering(Direction::Desc) { "↓" } else { "↑" };
        s.push_str(&format!(", {}{arrow}", c.name));
    }
    s.push(')');
    s
}

/// The list for every sample, in file-name order.
fn keys_of_every_sample() -> String {
    let mut out = String::from("# The primary key of every table of every sample (tests/tests/keys.rs).\n");
    for path in sample_projects() {
        let p = model_core::Project::load(&path).unwrap_or_else(|e| panic!("{e}"));
        let d = model_core::derive(&p);
        let name = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        out.push_str(&format!("\n{name}\n"));
        for t in &d.model.tables {
            let queries: Vec<&str> = t.queries.iter().map(|q| q.as_str()).collect();
            out.push_str(&format!("  {} [{}] {}\n", t.name, queries.join(", "), key(t)));
        }
        let served = d.model.tables_by_query();
        for q in p.queries.iter().filter(|q| !served.contains_key(q.id.as_str())) {
            out.push_str(&format!("  no table [{}]\n", q.id));
        }
    }
    out
}

#[test]
fn every_samples_keys_are_the_pinned_ones() {
    let path = repo_root().join("tests").join("golden").join("keys.txt");
    let actual = keys_of_every_sample();
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, &actual).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        return;
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (UPDATE_GOLDEN=1 writes it)", path.display()));
    let moved: Vec<String> = expected
        .lines()
        .zip(actual.lines())
        .filter(|(a, b)| a != b)
        .map(|(a, b)| format!("  pinned: {a}\n  now:    {b}"))
        .collect();
    assert!(
        expected == actual,
        "keys moved (review, then UPDATE_GOLDEN=1 and git diff tests/golden/keys.txt):\n{}\n(pinned {} lines, now {})",
        moved.join("\n"),
        expected.lines().count(),
        actual.lines().count()
    );
}

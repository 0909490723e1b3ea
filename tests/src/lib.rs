//! Shared helpers for the end-to-end tests: where the samples and fixtures are, and an
//! independent check of the CQL we write.

pub mod corpus;
pub mod cql_oracle;

use std::path::PathBuf;

/// The repository root.
pub fn repo_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Every sample project, sorted by file name.
pub fn sample_projects() -> Vec<PathBuf> {
    let dir = repo_root().join("sample-projects");
    let mut out: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    out.sort();
    out
}

pub mod schema_reader;

/// A folder of `../shared/fixtures`, or `None` when the shared folder is absent and `CI` is not
/// `true` (the test then skips); in CI a missing folder fails.
pub fn shared_fixture(rel: &str) -> Option<PathBuf> {
    let dir = repo_root().join("..").join("shared").join("fixtures").join(rel);
    if dir.is_dir() {
        return Some(dir);
    }
    assert!(
        std::env::var("CI").as_deref() != Ok("true"),
        "CI=true and the shared fixtures are missing: expected {}",
        dir.display()
    );
    eprintln!("skipped: {} is absent", dir.display());
    None
}

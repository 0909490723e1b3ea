//! What model-core's integration tests share.

use model_core::project::Project;
use std::path::PathBuf;

/// Every sample project, with its path, in file-name order.
pub fn samples() -> Vec<(String, Project)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../sample-projects");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("sample folder")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    paths.sort();
    paths.iter().map(|p| (p.display().to_string(), Project::load(p).unwrap_or_else(|e| panic!("{e}")))).collect()
}

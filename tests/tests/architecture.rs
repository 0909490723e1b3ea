//! The Architecture Invariants of ARCHITECTURE.md that are about crates rather than modules
//! (those are `module_cycles.rs`'s): model-core, the domain, has no GUI and no network.

use std::path::Path;

/// Crates (or name prefixes) that would give model-core a window, an async runtime, a network
/// or a database driver.
const FORBIDDEN: &[&str] = &[
    "egui",
    "eframe",
    "epaint",
    "emath",
    "winit",
    "wgpu",
    "rfd",
    "tokio",
    "async-std",
    "scylla",
    "reqwest",
    "hyper",
    "rustls",
    "mio",
];

/// The names of the dependencies model-core's manifest declares for building the library
/// (every `[dependencies]` and `[target.….dependencies]` table; dev-dependencies are the
/// tests' own).
fn library_dependencies(manifest: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut in_dependencies = false;
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            in_dependencies =
                line == "[dependencies]" || (line.starts_with("[target.") && line.ends_with(".dependencies]"));
            continue;
        }
        if in_dependencies && !line.is_empty() && !line.starts_with('#') {
            if let Some((name, _)) = line.split_once('=') {
                names.push(name.trim().split('.').next().unwrap_or_default().to_owned());
            }
        }
    }
    names
}

#[test]
fn model_core_has_no_gui_and_no_network() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../model-core/Cargo.toml");
    let manifest = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let names = library_dependencies(&manifest);
    assert!(names.iter().any(|n| n == "petgraph"), "the reader finds model-core's dependencies: {names:?}");
    let bad: Vec<&String> = names.iter().filter(|n| FORBIDDEN.iter().any(|f| n.starts_with(f))).collect();
    assert!(bad.is_empty(), "model-core depends on {bad:?}: the domain has no GUI and no network (ARCHITECTURE.md)");
}

#[test]
fn the_reader_sees_a_forbidden_dependency() {
    let manifest = "[package]\nname = \"x\"\n[dependencies]\npetgraph.workspace = true\n[target.'cfg(unix)'.dependencies]\ntokio = \"1\"\n[dev-dependencies]\negui = \"1\"\n";
    assert_eq!(library_dependencies(manifest), ["petgraph", "tokio"]);
}

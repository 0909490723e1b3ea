//! Embeds the catalogue of words: every `locales/<language>/<area>.ftl` file found at build
//! time is listed in `$OUT_DIR/locales.rs` with its text (`include_str!`), so that a language
//! is added by adding its folder, without Rust (docs/translating.md).

use std::fmt::Write;
use std::path::{Path, PathBuf};

/// The entries of `dir` that `keep` accepts, sorted by name.
fn entries(dir: &Path, keep: impl Fn(&Path) -> bool) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| keep(p))
        .collect();
    found.sort();
    found
}

fn name(p: &Path) -> String {
    p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|e| panic!("CARGO_MANIFEST_DIR: {e}"));
    let root = Path::new(&manifest).join("locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut out = String::from("/// Every language's folder name and its `.ftl` files (name, text), in name order.\n");
    out.push_str("pub(crate) static LOCALES: &[(&str, &[(&str, &str)])] = &[\n");
    for lang in entries(&root, Path::is_dir) {
        let _ = writeln!(out, "    ({:?}, &[", name(&lang));
        for file in entries(&lang, |p| p.extension().is_some_and(|e| e == "ftl")) {
            println!("cargo:rerun-if-changed={}", file.display());
            let _ = writeln!(out, "        ({:?}, include_str!({:?})),", name(&file), file.display().to_string());
        }
        out.push_str("    ]),\n");
    }
    out.push_str("];\n");
    // The languages: English first (the fallback), then the others in folder-name order.
    let mut tags: Vec<String> = entries(&root, Path::is_dir).iter().map(|p| name(p)).collect();
    tags.sort_by_key(|t| (t != "en", t.clone()));
    let _ = writeln!(out, "/// How many languages the catalogue has.\npub const LANG_COUNT: usize = {};", tags.len());
    let _ = writeln!(
        out,
        "/// Every language, English first.\npub(super) const LANGS: [super::Lang; LANG_COUNT] = [{}];",
        tags.iter().map(|t| format!("super::Lang({t:?})")).collect::<Vec<_>>().join(", ")
    );
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap_or_else(|e| panic!("OUT_DIR: {e}"))).join("locales.rs");
    std::fs::write(&dest, out).unwrap_or_else(|e| panic!("{}: {e}", dest.display()));
}

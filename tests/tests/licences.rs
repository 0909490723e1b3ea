//! `THIRD-PARTY-LICENSES.md`, gathered into every package by `packaging/licenses.sh`
//! (cargo-about), names exactly the crates the shipped binary is built from, at the versions
//! `Cargo.lock` holds: a dependency added, removed or updated without regenerating the list
//! fails here. (Whether each licence is allowed is `cargo deny check licenses`, `deny.toml`.)

use end_to_end::repo_root;
use std::collections::BTreeSet;
use std::process::Command;

/// A crate as `name version`.
type Crate = String;

/// The crates `keyspace-studio` is built from on any platform: `cargo tree` over normal and
/// build dependencies (not dev-dependencies), with Cargo's own feature resolution, the set
/// cargo-about walks too.
fn shipped_crates() -> BTreeSet<Crate> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let output = Command::new(cargo)
        .args(["tree", "--locked", "-p", "keyspace-studio", "-e", "normal,build", "--target", "all"])
        .args(["--prefix", "none", "--format", "{p}", "--manifest-path"])
        .arg(repo_root().join("Cargo.toml"))
        .output()
        .unwrap_or_else(|e| panic!("cannot run cargo tree: {e}"));
    assert!(output.status.success(), "cargo tree failed: {}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter_map(|line| {
            // `name v1.2.3`, then ` (/path)`, ` (proc-macro)` or ` (*)` for some.
            let mut words = line.split(' ');
            let name = words.next()?;
            let version = words.next()?.strip_prefix('v')?;
            Some(format!("{name} {version}"))
        })
        .collect()
}

/// The crates the list names (its "Used by" lines: `` - `name version` ``).
fn listed_crates(text: &str) -> BTreeSet<Crate> {
    text.lines()
        .filter_map(|l| l.strip_prefix("- `")?.strip_suffix('`'))
        .filter(|c| c.split(' ').count() == 2)
        .map(str::to_owned)
        .collect()
}

#[test]
fn the_third_party_licence_list_matches_cargo_lock() {
    let path = repo_root().join("THIRD-PARTY-LICENSES.md");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let listed = listed_crates(&text);
    let shipped = shipped_crates();
    assert!(shipped.len() > 100, "the dependency walk found only {} crates", shipped.len());
    let missing: Vec<_> = shipped.difference(&listed).collect();
    let stale: Vec<_> = listed.difference(&shipped).collect();
    assert!(
        missing.is_empty() && stale.is_empty(),
        "THIRD-PARTY-LICENSES.md is out of date (run packaging/licenses.sh): \
         not listed {missing:?}; listed but not shipped {stale:?}"
    );
}

#[test]
fn the_list_carries_the_licence_texts_and_the_embedded_font() {
    let text = std::fs::read_to_string(repo_root().join("THIRD-PARTY-LICENSES.md")).unwrap_or_else(|e| panic!("{e}"));
    for expected in [
        "Permission is hereby granted, free of charge",
        "Apache License",
        "SIL OPEN FONT LICENSE",
        "Droid Sans Fallback",
    ] {
        assert!(text.contains(expected), "THIRD-PARTY-LICENSES.md lacks {expected:?}");
    }
    assert_eq!(listed_crates("- `serde 1.0.229`\n- foo\n- `a b c`\n"), BTreeSet::from(["serde 1.0.229".to_owned()]));
}

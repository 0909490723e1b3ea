//! The corpus of real-world schemas (`../shared/fixtures/cql-corpus`) as a user imports it:
//! the groups of `GROUPS.jsonl` (files imported together, template values given), then every
//! other `.cql` file on its own.

use std::collections::BTreeMap;
use std::path::Path;

/// Files imported together, and the template values they need.
#[derive(Clone, Debug)]
pub struct Group {
    /// File names in the corpus folder, in import order.
    pub files: Vec<String>,
    /// Template placeholders and their values.
    pub define: BTreeMap<String, String>,
}

/// The groups of GROUPS.jsonl, then every other `.cql` file of the corpus on its own.
pub fn groups(dir: &Path) -> Vec<Group> {
    let text = std::fs::read_to_string(dir.join("GROUPS.jsonl")).expect("GROUPS.jsonl");
    let mut out: Vec<Group> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).expect("a JSON line");
            let files =
                v["files"].as_array().expect("files").iter().filter_map(|f| f.as_str().map(str::to_owned)).collect();
            let define = v["define"]
                .as_object()
                .map(|m| m.iter().filter_map(|(k, v)| v.as_str().map(|v| (k.clone(), v.to_owned()))).collect())
                .unwrap_or_default();
            Group { files, define }
        })
        .collect();
    let mut all: Vec<String> = std::fs::read_dir(dir)
        .expect("corpus")
        .filter_map(Result::ok)
        .filter_map(|e| e.file_name().to_str().map(str::to_owned))
        .filter(|f| f.ends_with(".cql"))
        .collect();
    all.sort();
    for f in all {
        if !out.iter().any(|g| g.files.contains(&f)) {
            out.push(Group { files: vec![f], define: BTreeMap::new() });
        }
    }
    out
}

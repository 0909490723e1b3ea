//! No module cycles: data flows one way between the top-level modules of model-core, and
//! between the modules of the window (`app/src/gui`). And the stated Architecture Invariants
//! between them hold: no edge of [`FORBIDDEN`] exists (`cql/`, the language, imports nothing of
//! the model).
//!
//! Reads every `.rs` file of a tree (test code left out: `tests.rs`, `*_tests.rs` and what
//! follows a `#[cfg(test)]` module), resolves each path starting with `crate::`, `super::` or
//! `self::` (braced groups included) to the module it names, and records an edge between two
//! different top-level modules. Any strongly connected component of more than one module is a
//! cycle, reported with the places that make it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// An edge `from -> to` with the first place (`file:line`) it was seen.
type Edges = BTreeMap<(String, String), String>;

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

/// The module path of a file relative to its crate's (or tree's) root: `a/b.rs` is `[a, b]`,
/// `a/mod.rs` is `[a]`.
fn module_path(root: &Path, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(root).unwrap_or(file);
    let mut parts: Vec<String> = rel.iter().map(|p| p.to_string_lossy().into_owned()).collect();
    if let Some(last) = parts.pop() {
        let stem = last.trim_end_matches(".rs").to_owned();
        if stem != "mod" && stem != "lib" {
            parts.push(stem);
        }
    }
    parts
}

fn is_test_file(file: &Path) -> bool {
    let name = file.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    name == "tests.rs" || name.ends_with("_tests.rs")
}

/// The files of modules declared `#[cfg(test)] mod name;` (test code under another name).
fn test_module_files(files: &[PathBuf]) -> BTreeSet<PathBuf> {
    let mut out = BTreeSet::new();
    for file in files {
        let Ok(text) = std::fs::read_to_string(file) else { continue };
        // A declaring file's children live beside it (`mod.rs`, `lib.rs`) or in a folder named
        // after it (`a.rs` -> `a/`).
        let stem = file.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let parent = file.parent().map(Path::to_path_buf).unwrap_or_default();
        let dir = if stem == "mod" || stem == "lib" { parent } else { parent.join(&stem) };
        let mut lines = text.lines();
        while let Some(line) = lines.next() {
            if line.trim() != "#[cfg(test)]" {
                continue;
            }
            let Some(next) = lines.next() else { break };
            if let Some(name) = next.trim().strip_prefix("mod ").and_then(|r| r.strip_suffix(';')) {
                out.insert(dir.join(format!("{name}.rs")));
                out.insert(dir.join(name).join("mod.rs"));
            }
        }
    }
    out
}

/// The code of a file without its test module and without comments.
fn code(text: &str) -> String {
    let mut out = String::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        let t = line.trim_start();
        if t.starts_with("#[cfg(test)]") && lines.peek().is_some_and(|next| next.trim_start().starts_with("mod ")) {
            let next = lines.peek().map(|n| n.trim_end()).unwrap_or_default();
            if next.ends_with('{') {
                // An inline test module runs to the end of the file in this code base.
                break;
            }
            lines.next();
            continue;
        }
        if t.starts_with("//") {
            out.push('\n');
            continue;
        }
        out.push_str(line.split(" // ").next().unwrap_or_default());
        out.push('\n');
    }
    out
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The absolute module paths that `code` names, from a file at `here`, with their lines.
fn references(code: &str, here: &[String], prefix: &[&str]) -> Vec<(Vec<String>, usize)> {
    let mut out = Vec::new();
    for (n, line) in code.lines().enumerate() {
        let bytes: Vec<char> = line.chars().collect();
        let mut i = 0;
        while i < bytes.len() {
            let starts_word = i == 0 || !is_ident(bytes[i - 1]) && bytes[i - 1] != ':';
            let rest: String = bytes[i..].iter().collect();
            let head = ["crate::", "super::", "self::"].into_iter().find(|h| rest.starts_with(h));
            let Some(_) = head.filter(|_| starts_word) else {
                i += 1;
                continue;
            };
            // Read the path: segments and `::`, up to a brace group or the end.
            let mut segments: Vec<String> = Vec::new();
            let mut j = i;
            loop {
                let start = j;
                while j < bytes.len() && is_ident(bytes[j]) {
                    j += 1;
                }
                if j == start {
                    break;
                }
                segments.push(bytes[start..j].iter().collect());
                if bytes.get(j) == Some(&':') && bytes.get(j + 1) == Some(&':') {
                    j += 2;
                } else {
                    break;
                }
            }
            let mut base: Vec<String> = Vec::new();
            let mut resolved = true;
            for (k, s) in segments.iter().enumerate() {
                match s.as_str() {
                    "crate" if k == 0 => base = prefix.iter().map(|s| (*s).to_owned()).collect(),
                    "self" if k == 0 => base = here.to_vec(),
                    "super" if k == 0 || segments[..k].iter().all(|s| s == "super") => {
                        if k == 0 {
                            base = here.to_vec();
                        }
                        if base.pop().is_none() {
                            resolved = false;
                        }
                    }
                    _ => base.push(s.clone()),
                }
            }
            if resolved {
                // A brace group after the path: `use crate::{a, b::c}`.
                if bytes.get(j) == Some(&'{') {
                    let group: String = bytes[j + 1..].iter().take_while(|c| **c != '}').collect();
                    for item in group.split(',') {
                        let first: String = item.trim().chars().take_while(|c| is_ident(*c)).collect();
                        if !first.is_empty() && first != "self" {
                            let mut p = base.clone();
                            p.push(first);
                            out.push((p, n + 1));
                        }
                    }
                }
                out.push((base, n + 1));
            }
            i = j.max(i + 1);
        }
    }
    out
}

/// Edges between the first components (under `prefix`) of the modules of `root`'s files.
fn edges(root: &Path, prefix: &[&str]) -> Edges {
    edges_through(root, prefix, &BTreeMap::new())
}

/// The names the crate root re-exports (`pub use project::Project;` in `lib.rs`): `Project`
/// is module `project`'s.
fn root_aliases(root: &Path) -> BTreeMap<String, String> {
    let text = std::fs::read_to_string(root.join("lib.rs")).unwrap_or_default();
    let mut out = BTreeMap::new();
    for line in text.lines() {
        let Some(path) = line.trim().strip_prefix("pub use ").and_then(|r| r.strip_suffix(';')) else { continue };
        let Some((module, items)) = path.split_once("::") else { continue };
        for item in items.trim_start_matches('{').trim_end_matches('}').split(',') {
            let name = item.trim().rsplit("::").next().unwrap_or_default().trim();
            if !name.is_empty() {
                out.insert(name.to_owned(), module.to_owned());
            }
        }
    }
    out
}

/// [`edges`], a name in `aliases` standing for its module.
fn edges_through(root: &Path, prefix: &[&str], aliases: &BTreeMap<String, String>) -> Edges {
    let mut files = Vec::new();
    rust_files(root, &mut files);
    let tests = test_module_files(&files);
    let mut edges = Edges::new();
    for file in files.iter().filter(|f| !is_test_file(f) && !tests.contains(*f)) {
        let Ok(text) = std::fs::read_to_string(file) else { continue };
        let mut here: Vec<String> = prefix.iter().map(|s| (*s).to_owned()).collect();
        here.extend(module_path(root, file));
        let Some(from) = here.get(prefix.len()).cloned() else { continue };
        for (path, line) in references(&code(&text), &here, prefix) {
            if path.len() <= prefix.len() || path[..prefix.len()].iter().zip(prefix).any(|(a, b)| a != b) {
                continue;
            }
            let named = &path[prefix.len()];
            let to = aliases.get(named).unwrap_or(named).clone();
            let known = root.join(format!("{to}.rs")).exists() || root.join(&to).is_dir();
            if to != from && known {
                let place = format!("{}:{line}", file.strip_prefix(root).unwrap_or(file).display());
                edges.entry((from.clone(), to)).or_insert(place);
            }
        }
    }
    edges
}

/// The strongly connected components of more than one node (Tarjan).
fn cycles(edges: &Edges) -> Vec<Vec<String>> {
    let nodes: BTreeSet<&String> = edges.keys().flat_map(|(a, b)| [a, b]).collect();
    let index_of: BTreeMap<&String, usize> = nodes.iter().enumerate().map(|(i, n)| (*n, i)).collect();
    let names: Vec<&String> = nodes.iter().copied().collect();
    let mut next: Vec<Vec<usize>> = vec![Vec::new(); names.len()];
    for (a, b) in edges.keys() {
        next[index_of[a]].push(index_of[b]);
    }
    struct State {
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on_stack: Vec<bool>,
        stack: Vec<usize>,
        counter: usize,
        out: Vec<Vec<usize>>,
    }
    fn visit(v: usize, next: &[Vec<usize>], s: &mut State) {
        s.index[v] = Some(s.counter);
        s.low[v] = s.counter;
        s.counter += 1;
        s.stack.push(v);
        s.on_stack[v] = true;
        for &w in &next[v] {
            match s.index[w] {
                None => {
                    visit(w, next, s);
                    s.low[v] = s.low[v].min(s.low[w]);
                }
                Some(i) if s.on_stack[w] => s.low[v] = s.low[v].min(i),
                Some(_) => {}
            }
        }
        if Some(s.low[v]) == s.index[v] {
            let mut component = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack[w] = false;
                component.push(w);
                if w == v {
                    break;
                }
            }
            if component.len() > 1 {
                s.out.push(component);
            }
        }
    }
    let n = names.len();
    let mut s = State {
        index: vec![None; n],
        low: vec![0; n],
        on_stack: vec![false; n],
        stack: Vec::new(),
        counter: 0,
        out: Vec::new(),
    };
    for v in 0..n {
        if s.index[v].is_none() {
            visit(v, &next, &mut s);
        }
    }
    let mut out: Vec<Vec<String>> = s
        .out
        .into_iter()
        .map(|c| {
            let mut c: Vec<String> = c.into_iter().map(|i| names[i].clone()).collect();
            c.sort();
            c
        })
        .collect();
    out.sort();
    out
}

fn report(edges: &Edges, found: &[Vec<String>]) -> String {
    let mut s = String::new();
    for component in found {
        s.push_str(&format!("cycle among {component:?}:\n"));
        for ((a, b), place) in edges {
            if component.contains(a) && component.contains(b) {
                s.push_str(&format!("  {a} -> {b}  ({place})\n"));
            }
        }
    }
    s
}

/// The Architecture Invariants of model-core (`ARCHITECTURE.md`): a module and the modules it
/// must never import, with why.
const FORBIDDEN: &[(&str, &[&str], &str)] = &[(
    "cql",
    &["project", "logical", "er", "derive", "validate"],
    "cql/ is the CQL language: it knows CQL, not the model (export/ and import/cql/ stand between them)",
)];

/// The edges of `edges` that `forbidden` rules out, each with why and where it is.
fn broken_invariants(edges: &Edges, forbidden: &[(&str, &[&str], &str)]) -> Vec<String> {
    let mut out = Vec::new();
    for (from, tos, why) in forbidden {
        for to in *tos {
            if let Some(place) = edges.get(&((*from).to_owned(), (*to).to_owned())) {
                out.push(format!("{from} -> {to} ({place}): {why}"));
            }
        }
    }
    out
}

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

#[test]
fn model_core_modules_form_no_cycle() {
    let edges = edges(&workspace().join("model-core/src"), &[]);
    assert!(edges.len() > 20, "only {} edges read: is the reader broken?", edges.len());
    let found = cycles(&edges);
    assert!(found.is_empty(), "{}", report(&edges, &found));
}

#[test]
fn model_core_keeps_its_architecture_invariants() {
    let root = workspace().join("model-core/src");
    let aliases = root_aliases(&root);
    assert_eq!(aliases.get("Project").map(String::as_str), Some("project"), "the crate root's re-exports are read");
    let edges = edges_through(&root, &[], &aliases);
    assert!(edges.keys().any(|(a, _)| a == "cql"), "no edge out of cql read: is the reader broken?");
    let broken = broken_invariants(&edges, FORBIDDEN);
    assert!(broken.is_empty(), "{}", broken.join("\n"));
}

#[test]
fn gui_modules_form_no_cycle() {
    let edges = edges(&workspace().join("app/src/gui"), &["gui"]);
    assert!(edges.len() > 20, "only {} edges read: is the reader broken?", edges.len());
    let found = cycles(&edges);
    assert!(found.is_empty(), "{}", report(&edges, &found));
}

#[test]
fn the_reader_sees_paths_groups_and_super() {
    let code = code(
        "use crate::{a, b::c};\nuse super::d::E;\n// use crate::z;\nfn f() { crate::e::g(); self::h(); }\n#[cfg(test)]\nmod tests {\nuse crate::t;\n}\n",
    );
    let refs: BTreeSet<String> =
        references(&code, &["m".to_owned(), "n".to_owned()], &[]).into_iter().map(|(p, _)| p.join("::")).collect();
    for want in ["a", "b", "m::d::E", "e::g", "m::n::h"] {
        assert!(refs.contains(want), "{want} missing from {refs:?}");
    }
    assert!(!refs.iter().any(|r| r.starts_with('z') || r.starts_with('t')), "{refs:?}");
    let mut e = Edges::new();
    for (a, b) in [("x", "y"), ("y", "z"), ("z", "x"), ("z", "w")] {
        e.insert((a.to_owned(), b.to_owned()), String::new());
    }
    assert_eq!(cycles(&e), vec![vec!["x".to_owned(), "y".to_owned(), "z".to_owned()]]);
}

#[test]
fn a_forbidden_edge_is_reported() {
    let mut e = Edges::new();
    e.insert(("cql".to_owned(), "text".to_owned()), "cql/mod.rs:1".to_owned());
    assert!(broken_invariants(&e, FORBIDDEN).is_empty());
    e.insert(("cql".to_owned(), "project".to_owned()), "cql/ast.rs:4".to_owned());
    e.insert(("project".to_owned(), "cql".to_owned()), "project/physical.rs:4".to_owned());
    let broken = broken_invariants(&e, FORBIDDEN);
    assert_eq!(broken.len(), 1, "{broken:?}");
    assert!(broken[0].starts_with("cql -> project (cql/ast.rs:4)"), "{broken:?}");
}

//! What the live tests share: the node (`KS_CASSANDRA`), the samples, and an edited copy of
//! a sample for the migration tests.

#![allow(dead_code)]

use keyspace_studio::cluster::{Address, Cluster};
use std::path::{Path, PathBuf};
use std::sync::Once;
use std::time::Duration;

static SKIPPED: Once = Once::new();

/// The node, or `None` (said once) when none is configured outside CI.
pub fn node() -> Option<Cluster> {
    match std::env::var("KS_CASSANDRA") {
        Ok(a) if !a.trim().is_empty() => {
            let address = Address::parse(&a).unwrap_or_else(|e| panic!("KS_CASSANDRA: {e}"));
            Some(
                Cluster::connect(&address, Duration::from_secs(60))
                    .unwrap_or_else(|e| panic!("{e} (is dev/cassandra.sh start running?)")),
            )
        }
        _ if std::env::var("CI").is_ok_and(|v| v == "true") => {
            panic!(
                "CI runs the live tests on a real node, and KS_CASSANDRA is not set (.ci/run starts one with dev/cassandra.sh)"
            )
        }
        _ => {
            SKIPPED.call_once(|| {
                eprintln!("live tests skipped: no Cassandra node (run dev/cassandra.sh start and set KS_CASSANDRA to the host:port it prints)");
            });
            None
        }
    }
}

pub fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

pub fn samples() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(repo().join("sample-projects"))
        .expect("sample-projects")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    v.sort();
    v
}

/// An edited copy of a sample, as a modeller edits one, and what was edited: an attribute
/// added to what one query returns (a column added in place), the order of another query
/// reversed (its table rebuilt: Cassandra cannot change a clustering order in place), and the
/// last other query with a table of its own taken away (its table dropped).
pub fn edited(project: &model_core::Project) -> (model_core::Project, Vec<String>) {
    let model = model_core::derive(project).model;
    let mut v: serde_json::Value = serde_json::from_str(&project.to_json()).expect("a project writes JSON");
    let mut said = Vec::new();
    let mut touched: Vec<String> = Vec::new();
    let plain = |q: &serde_json::Value| {
        q["entity"].is_string()
            && q["find"].as_array().is_some_and(|f| !f.is_empty())
            && q.get("aggregates").is_none_or(|a| a.as_array().is_some_and(Vec::is_empty))
    };
    let added = v["queries"].as_array().and_then(|qs| qs.iter().find(|q| plain(q))).map(|q| {
        (q["id"].as_str().unwrap_or_default().to_owned(), q["entity"].as_str().unwrap_or_default().to_owned())
    });
    if let Some((query, entity)) = added {
        let id = format!("{entity}.rehearsal_note");
        for e in v["entities"].as_array_mut().into_iter().flatten().filter(|e| e["id"] == entity.as_str()) {
            e["attributes"]
                .as_array_mut()
                .expect("attributes")
                .push(serde_json::json!({"id": id, "name": "rehearsal_note", "type": "text"}));
        }
        for q in v["queries"].as_array_mut().into_iter().flatten().filter(|q| q["id"] == query.as_str()) {
            q["find"].as_array_mut().expect("find").push(serde_json::json!(id));
        }
        said.push(format!("{query} also returns {id}"));
        touched.push(query);
    }
    if let Some(q) = v["queries"].as_array_mut().into_iter().flatten().find(|q| {
        q["order_by"].as_array().is_some_and(|o| !o.is_empty()) && !touched.iter().any(|t| q["id"] == t.as_str())
    }) {
        let id = q["id"].as_str().unwrap_or_default().to_owned();
        let o = &mut q["order_by"][0];
        let desc = o["direction"].as_str().is_some_and(|d| d.eq_ignore_ascii_case("desc"));
        o["direction"] = serde_json::json!(if desc { "ASC" } else { "DESC" });
        said.push(format!("{id} orders {} the other way", o["attribute"].as_str().unwrap_or_default()));
        touched.push(id);
    }
    let own_table = |id: &str| {
        model.tables.iter().any(|t| t.view_of.is_none() && t.queries.len() == 1 && t.queries[0].as_str() == id)
    };
    let removed = v["queries"].as_array().and_then(|qs| {
        qs.iter()
            .rev()
            .filter_map(|q| q["id"].as_str())
            .find(|id| !touched.iter().any(|t| t == id) && own_table(id))
            .map(str::to_owned)
    });
    if let Some(id) = removed {
        v["queries"].as_array_mut().expect("queries").retain(|q| q["id"] != id.as_str());
        if let Some(t) = v["transitions"].as_array_mut() {
            t.retain(|e| e["from"] != id.as_str() && e["to"] != id.as_str());
        }
        if let Some(o) = v.get_mut("overrides").and_then(|o| o.get_mut("tables")).and_then(|t| t.as_object_mut()) {
            o.remove(&id);
        }
        said.push(format!("{id} taken away"));
    }
    let text = serde_json::to_string(&v).expect("JSON");
    let copy = model_core::Project::from_json(&text, Path::new("edited.json"))
        .unwrap_or_else(|e| panic!("the edited copy loads: {e}"));
    (copy, said)
}

/// The queries known not to hold yet (`app/tests/live_known_differences.txt`, one `name
/// query` a line after its comment): each is a finding of `prove` waiting for its fix. A query
/// listed that holds now fails the test too, so the list only shrinks.
pub fn known_differences() -> Vec<String> {
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/live_known_differences.txt"))
        .unwrap_or_default();
    text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).map(str::to_owned).collect()
}

pub fn known(key: &str) -> bool {
    known_differences().iter().any(|k| k == key)
}

//! Migrations of project files written by older format versions.
//!
//! Version 0 was the pre-release format: queries had `"givens"` instead of `"given"` and
//! there was no `physical` section (the keyspace was a top-level `"keyspace"` string).

use serde_json::{Value, json};

/// Brings a parsed file of `version` up to the current format.
pub fn to_current(mut value: Value, version: u32) -> Value {
    if version == 0 {
        value = from_v0(value);
    }
    value
}

fn from_v0(mut value: Value) -> Value {
    let Some(obj) = value.as_object_mut() else { return value };
    obj.insert("format".to_owned(), json!(super::FORMAT));
    if let Some(Value::Array(queries)) = obj.get_mut("queries") {
        for q in queries.iter_mut().filter_map(Value::as_object_mut) {
            if let Some(g) = q.remove("givens") {
                q.insert("given".to_owned(), g);
            }
        }
    }
    if let Some(Value::String(ks)) = obj.remove("keyspace") {
        let physical = obj.entry("physical").or_insert_with(|| json!({}));
        if let Some(p) = physical.as_object_mut() {
            p.entry("keyspaces")
                .or_insert_with(|| json!([{ "name": ks, "replication": { "class": "SimpleStrategy", "factor": 3 } }]));
        }
    }
    value
}

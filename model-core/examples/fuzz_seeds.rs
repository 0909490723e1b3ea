//! Writes the seed inputs of issue 41's hostile shapes, each under 32 KB for libFuzzer to mutate,
//! into `tests/fuzz/regressions/<target>/` (or the folder given): for `sql_import` the deep
//! and chained statements, the quadratic shapes, a self-join without roles, columns differing
//! only in case and names with terminal controls; for `cql_import` the CQL growth shapes, a
//! data-centre name with a control character, a replication factor of 0 and names with
//! terminal controls; for `project_load` a weak chain with queries, users following
//! themselves, an unknown field, a role `a@b`, `sum(text)` and bidi controls in names.
//!
//! ```sh
//! cargo run -q --example fuzz_seeds -p model-core -- tests/fuzz/regressions
//! ```

use model_core::synthetic::{hostile_cql, hostile_sql, self_following_json, weak_chain_queries_json};
use std::path::Path;

/// The statement on line 2 of a small file, between a table and a query of it.
fn around(deep: &str) -> String {
    format!("CREATE TABLE t (a int PRIMARY KEY, b int);\n{deep};\nSELECT a, b FROM t WHERE a = ?;\n")
}

fn chain(term: &str, op: &str, n: usize) -> String {
    vec![term; n].join(op)
}

/// A file name from a shape's description: lower case, words joined by `_`.
fn file_name(shape: &str) -> String {
    let mut s: String =
        shape.chars().map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_lowercase() } else { '_' }).collect();
    while s.contains("__") {
        s = s.replace("__", "_");
    }
    s.trim_matches('_').to_owned()
}

fn sql_seeds() -> Vec<(String, String)> {
    // Deep shapes just past the depth limit (2,000), each under 8 KiB.
    let n = 2_100;
    let mut seeds: Vec<(String, String)> = vec![
        ("deep_terms".into(), around(&format!("SELECT {}", chain("1", "+", n)))),
        ("deep_parentheses".into(), around(&format!("SELECT {}1{}", "(".repeat(n), ")".repeat(n)))),
        ("deep_and".into(), around(&format!("SELECT a FROM t WHERE {}", chain("a = 1", " AND ", n)))),
        ("deep_union".into(), around(&chain("SELECT 1", " UNION ", n))),
        ("deep_default".into(), format!("CREATE TABLE d (a int PRIMARY KEY, b int DEFAULT {});\n", chain("1", "+", n))),
        ("deep_check".into(), format!("CREATE TABLE c (a int PRIMARY KEY, b int CHECK (b > {}));\n", chain("1", "+", n))),
        ("deep_insert_values".into(), around(&format!("INSERT INTO t (a, b) VALUES (1, {})", chain("1", "+", n)))),
        ("deep_insert_select".into(), around(&format!("INSERT INTO t SELECT a, b FROM t WHERE {}", chain("a = 1", " OR ", n)))),
        (
            "self_join_without_roles".into(),
            "CREATE TABLE employee (id int PRIMARY KEY, name text, manager_id int REFERENCES employee(id));\n\
             SELECT e.name FROM employee e JOIN employee m ON e.manager_id = m.id WHERE m.id = ?;\n"
                .into(),
        ),
        (
            "columns_differing_in_case".into(),
            "CREATE TABLE t (id int PRIMARY KEY, \"Name\" text, name text);\nSELECT * FROM t WHERE id = ?;\n".into(),
        ),
        (
            "terminal_controls_in_names".into(),
            "CREATE TABLE \"t\x1b]0;owned\x07\" (id int PRIMARY KEY, \"c\x1b[2J\" text);\nCOMMENT ON TABLE \"t\x1b]0;owned\x07\" IS 'x\x1b[8m';\n"
                .into(),
        ),
    ];
    seeds.extend(hostile_sql(30).into_iter().map(|(shape, text)| (file_name(shape), text)));
    seeds
}

fn cql_seeds() -> Vec<(String, String)> {
    let ks = |options: &str| {
        format!(
            "CREATE KEYSPACE k WITH replication = {options};\nCREATE TYPE k.u (a int);\nCREATE TABLE k.t (id int PRIMARY KEY, u frozen<u>);\n"
        )
    };
    let mut seeds: Vec<(String, String)> = vec![
        ("data_centre_with_a_control_character".into(), ks("{'class': 'NetworkTopologyStrategy', 'dc\x01one': 3}")),
        ("replication_factor_zero".into(), ks("{'class': 'SimpleStrategy', 'replication_factor': 0}")),
        (
            "terminal_controls_in_names".into(),
            "CREATE TYPE k.\"u\x1b[2J\" (\"f\x1b]0;x\x07\" int);\nCREATE TABLE k.\"t\x1b[8m\" (id int PRIMARY KEY, v frozen<\"u\x1b[2J\">);\n".into(),
        ),
    ];
    seeds.extend(hostile_cql(30).into_iter().map(|(shape, text)| (file_name(shape), text)));
    seeds
}

fn project_seeds() -> Vec<(String, String)> {
    let one = |extra_entity: &str, extra_top: &str| {
        format!(
            r#"{{"format": "keyspace-studio/1"{extra_top}, "entities": [{{"id": "e", "name": "E", "attributes": [{{"id": "e.id", "name": "id", "type": "int", "key": true}}, {{"id": "e.t", "name": "t", "type": "text"}}]{extra_entity}}}], "queries": [{{"id": "Q1", "given": [{{"attribute": "e.id", "op": "="}}], "find": ["e.t"]}}]}}"#
        )
    };
    vec![
        ("weak_chain_with_queries.json".into(), weak_chain_queries_json(40, 5)),
        ("users_following_themselves.json".into(), self_following_json(12)),
        ("unknown_field.json".into(), one(r#", "colour": "red""#, "")),
        ("unknown_top_level_field.json".into(), one("", r#", "extra": 1"#)),
        (
            "role_with_an_at.json".into(),
            r#"{"format": "keyspace-studio/1", "entities": [{"id": "u", "name": "User", "attributes": [{"id": "u.id", "name": "id", "type": "uuid", "key": true}]}], "relationships": [{"id": "f", "name": "follows", "ends": [{"entity": "u", "cardinality": "n", "role": "a@b"}, {"entity": "u", "cardinality": "n", "role": "followed"}]}]}"#.into(),
        ),
        (
            "sum_of_text.json".into(),
            r#"{"format": "keyspace-studio/1", "entities": [{"id": "e", "name": "E", "attributes": [{"id": "e.id", "name": "id", "type": "int", "key": true}, {"id": "e.t", "name": "t", "type": "text"}]}], "queries": [{"id": "Q1", "given": [{"attribute": "e.id", "op": "="}], "find": [{"attribute": "e.t", "aggregate": "sum"}]}]}"#.into(),
        ),
        (
            "bidi_controls_in_names.json".into(),
            "{\"format\": \"keyspace-studio/1\", \"name\": \"p\u{202e}gnp.exe\", \"entities\": [{\"id\": \"e\", \"name\": \"E\u{2066}x\u{2069}\", \"attributes\": [{\"id\": \"e.id\", \"name\": \"i\u{200f}d\", \"type\": \"int\", \"key\": true}]}]}".into(),
        ),
    ]
}

fn main() -> std::io::Result<()> {
    let root = std::env::args().nth(1).unwrap_or_else(|| "tests/fuzz/regressions".to_owned());
    let root = Path::new(&root);
    let groups = [
        ("sql_import", sql_seeds().into_iter().map(|(n, t)| (format!("{n}.sql"), t)).collect::<Vec<_>>()),
        ("cql_import", cql_seeds().into_iter().map(|(n, t)| (format!("{n}.cql"), t)).collect()),
        ("project_load", project_seeds()),
    ];
    for (target, seeds) in groups {
        let dir = root.join(target).join("issue-41");
        std::fs::create_dir_all(&dir)?;
        for (name, text) in seeds {
            std::fs::write(dir.join(&name), text)?;
        }
        println!("{}: {} seeds", dir.display(), std::fs::read_dir(&dir)?.count());
    }
    Ok(())
}

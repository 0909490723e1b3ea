//! The importers never panic on mutated real files: every fixture with random byte edits,
//! insertions of syntax characters, and truncations.

use model_core::import::{import_cql_str, import_kdm_str};
use proptest::prelude::*;

/// Cases per fixture and property (the figure reported in the import note).
const CASES: u32 = 1500;

/// A shared fixture's text, or `None` (the test skips) when the fixtures are absent outside CI.
fn fixture(rel: &str) -> Option<String> {
    let path = end_to_end::shared_fixture("")?.join(rel);
    Some(
        std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("the shared fixture {} is unreadable ({e})", path.display())),
    )
}

/// Runs `check` on [`CASES`] mutations of the fixture `rel`.
fn fuzz(rel: &str, check: impl Fn(&str)) {
    let Some(base) = fixture(rel) else { return };
    let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig {
        cases: CASES,
        source_file: Some(file!()),
        ..ProptestConfig::default()
    });
    let result = runner.run(&mutate(base), |s| {
        check(&s);
        Ok(())
    });
    if let Err(e) = result {
        panic!("{rel}: {e}");
    }
}

/// Random edits: replaced bytes (any value), inserted syntax pieces, then a truncation.
fn mutate(base: String) -> impl Strategy<Value = String> {
    let len = base.len().max(1);
    let pieces = prop::sample::select(vec![
        "",
        ";",
        "'",
        "\"",
        "(",
        ")",
        "<",
        ">",
        "/>",
        "</",
        "{",
        "}",
        ",",
        "--",
        "/*",
        "$$",
        "&",
        "&#x",
        "PRIMARY KEY",
        "é",
    ]);
    let edit = prop_oneof![
        (0..len, any::<u8>()).prop_map(|(at, b)| (at, vec![b])),
        (0..len, pieces).prop_map(|(at, p)| (at, p.as_bytes().to_vec())),
    ];
    (prop::collection::vec(edit, 1..16), 0..=len).prop_map(move |(edits, cut)| {
        let mut bytes = base.as_bytes().to_vec();
        for (at, what) in edits {
            let at = at.min(bytes.len());
            bytes.splice(at..(at + 1).min(bytes.len()), what);
        }
        bytes.truncate(cut.max(1).min(bytes.len()));
        String::from_utf8_lossy(&bytes).into_owned()
    })
}

#[test]
fn cql_killrvideo_mutated() {
    fuzz("cql/killrvideo.cql", |s| {
        let _ = import_cql_str(s);
    });
}

#[test]
fn cql_hotel_mutated() {
    fuzz("cql/hotel-docs.cql", |s| {
        let _ = import_cql_str(s);
    });
}

#[test]
fn kdm_sensor_data_mutated() {
    fuzz("kdm/kdm_sensor_data.xml", |s| {
        let _ = import_kdm_str(s);
    });
}

#[test]
fn kdm_sensor_data_2_mutated() {
    fuzz("kdm/kdm_sensor_data_2.xml", |s| {
        if let Ok(imported) = import_kdm_str(s) {
            // What imports must also derive without panicking.
            let _ = model_core::derive(&imported.project);
        }
    });
}

//! The importers never panic on mutated real files: every fixture with random byte edits,
//! insertions of syntax characters, and truncations.

use model_core::import::{import_cql_str, import_kdm_str};
use proptest::prelude::*;
use std::path::PathBuf;

/// Cases per fixture and property (the figure reported in the import note).
const CASES: u32 = 1500;

fn fixture(rel: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/fixtures").join(rel);
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("the shared fixture {} is missing ({e}); it is expected beside the repository", path.display()))
}

/// Random edits: replaced bytes (any value), inserted syntax pieces, then a truncation.
fn mutate(base: String) -> impl Strategy<Value = String> {
    let len = base.len().max(1);
    let pieces = prop::sample::select(vec![
        "", ";", "'", "\"", "(", ")", "<", ">", "/>", "</", "{", "}", ",", "--", "/*", "$$", "&", "&#x", "PRIMARY KEY", "é",
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

proptest! {
    #![proptest_config(ProptestConfig { cases: CASES, ..ProptestConfig::default() })]

    #[test]
    fn cql_killrvideo_mutated(s in mutate(fixture("cql/killrvideo.cql"))) {
        let _ = import_cql_str(&s);
    }

    #[test]
    fn cql_hotel_mutated(s in mutate(fixture("cql/hotel-docs.cql"))) {
        let _ = import_cql_str(&s);
    }

    #[test]
    fn kdm_sensor_data_mutated(s in mutate(fixture("kdm/kdm_sensor_data.xml"))) {
        let _ = import_kdm_str(&s);
    }

    #[test]
    fn kdm_sensor_data_2_mutated(s in mutate(fixture("kdm/kdm_sensor_data_2.xml"))) {
        if let Ok(imported) = import_kdm_str(&s) {
            // What imports must also derive without panicking.
            let _ = model_core::derive(&imported.project);
        }
    }

    #[test]
    fn random_bytes(bytes in prop::collection::vec(any::<u8>(), 0..2000)) {
        let s = String::from_utf8_lossy(&bytes);
        let _ = import_cql_str(&s);
        let _ = import_kdm_str(&s);
    }
}

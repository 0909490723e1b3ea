//! The project file loader on arbitrary text; what loads is derived, checked, exported and
//! saved (and the saved text must load again).
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::path::Path;

fuzz_target!(|data: &[u8]| {
    // `Project::load` rejects non-UTF-8 before parsing, so only UTF-8 reaches `from_json`.
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(project) = model_core::Project::from_json(text, Path::new("fuzz.json")) {
        keyspace_studio_fuzz::exercise(&project);
    }
});

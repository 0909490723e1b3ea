//! The KDM (XML) importer on arbitrary UTF-8; what imports is derived, checked and exported.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(imported) = model_core::import::import_kdm_str(text) {
        keyspace_studio_fuzz::exercise(&imported.project);
    }
});

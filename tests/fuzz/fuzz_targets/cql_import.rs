//! The CQL importer on arbitrary UTF-8; the imported project is derived, checked and exported.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let imported = model_core::import::import_cql_str(text);
    // A project no file may hold (an over-long name, an id with a control character) is
    // refused by `import_path`, as the command line and the window import files.
    if model_core::project::limits::check(&imported.project).is_err() {
        return;
    }
    keyspace_studio_fuzz::exercise(&imported.project);
});

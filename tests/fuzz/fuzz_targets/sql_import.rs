//! The relational (SQL) importer on arbitrary UTF-8, its dialect guessed as `import` does
//! without `--dialect`; the imported project (ER model and workflow) is derived, checked and
//! exported.
#![no_main]

use libfuzzer_sys::fuzz_target;
use model_core::import::sql::{SqlFile, import_files};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let out = import_files(&[SqlFile { name: "fuzz.sql", text }], "fuzz", None);
    // Every table, query and write is in the report; a project no file may hold is refused
    // by `import_sql_paths`, as the command line and the window import files.
    let _ = out.report.len();
    if model_core::project::limits::check(&out.imported.project).is_err() {
        return;
    }
    keyspace_studio_fuzz::exercise(&out.imported.project);
});

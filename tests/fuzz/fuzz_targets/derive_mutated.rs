//! Varied valid models: a sample or synthetic project changed by a sequence of GUI edits
//! decoded from the input (see `mutated_project`), then derived, checked, exported, saved.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let project = keyspace_studio_fuzz::mutated_project(data);
    keyspace_studio_fuzz::exercise(&project);
});

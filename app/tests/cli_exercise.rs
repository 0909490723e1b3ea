//! `keyspace-studio exercise`, as a teacher runs it: the model saved as an exercise, graded as
//! the model by `grade`, and an exercise holding the student's answer graded as the answer.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn run(args: &[&std::ffi::OsStr]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_keyspace-studio")).args(args).output().expect("the binary runs")
}

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/grade").join(name)
}

fn os(p: &Path) -> &std::ffi::OsStr {
    p.as_os_str()
}

#[test]
fn an_exercise_is_written_and_graded_as_the_model() {
    let dir = tempfile::tempdir().expect("temp dir");
    let exercise = dir.path().join("exercise.json");
    let out = run(&[
        "exercise".as_ref(),
        os(&fixture("supermarket.json")),
        "-o".as_ref(),
        os(&exercise),
        "--instructions".as_ref(),
        "One table per query.".as_ref(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let project = model_core::Project::load(&exercise).expect("an exercise is a project");
    assert_eq!(project.exercise.as_ref().map(|e| e.instructions.as_str()), Some("One table per query."));
    // The exercise as the model grades as the model does.
    let as_model = run(&["grade".as_ref(), os(&exercise), os(&fixture("supermarket.cql")), "--json".as_ref()]);
    let from_model =
        run(&["grade".as_ref(), os(&fixture("supermarket.json")), os(&fixture("supermarket.cql")), "--json".as_ref()]);
    assert_eq!(as_model.status.code(), Some(1));
    assert_eq!(as_model.stdout, from_model.stdout);
    // The student's CQL kept in the exercise is graded when the exercise is the answer.
    let mut handed_in = project;
    if let Some(e) = handed_in.exercise.as_mut() {
        e.answer = std::fs::read_to_string(fixture("supermarket.cql")).expect("answer");
    }
    let handed = dir.path().join("handed-in.json");
    handed_in.save(&handed).expect("saved");
    let graded = run(&["grade".as_ref(), os(&exercise), os(&handed), "--json".as_ref()]);
    let doc: serde_json::Value = serde_json::from_slice(&graded.stdout).expect("JSON");
    assert_eq!(doc["total"], serde_json::json!({"score": 1.0, "out_of": 3.0}));
}

#[test]
fn exercise_refuses_to_write_over_its_model_and_names_a_missing_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let model = dir.path().join("m.json");
    std::fs::copy(fixture("supermarket.json"), &model).expect("copied");
    let out = run(&["exercise".as_ref(), os(&model), "-o".as_ref(), os(&model)]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("refusing to write over it"));
    let missing = dir.path().join("none.json");
    let out = run(&["exercise".as_ref(), os(&missing), "-o".as_ref(), os(&dir.path().join("x.json"))]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("none.json"));
}

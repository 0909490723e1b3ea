//! `keyspace-studio grade`, run as a teacher runs it: the JSON shape, the languages, the HTML
//! report, the exit codes, and one clear line on stderr for a file it cannot read.

use std::path::PathBuf;
use std::process::{Command, Output};

fn grade(args: &[&std::ffi::OsStr]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_keyspace-studio")).arg("grade").args(args).output().expect("the binary runs")
}

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/grade").join(name)
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn json_has_one_object_per_query_then_the_total() {
    let out = grade(&[fixture("orders.json").as_os_str(), fixture("orders.cql").as_os_str(), "--json".as_ref()]);
    assert_eq!(out.status.code(), Some(1), "not full marks: {}", text(&out.stderr));
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let queries = doc["queries"].as_array().expect("queries");
    assert_eq!(queries.len(), 3);
    let q2 = &queries[1];
    assert_eq!(q2["query"], "Q2");
    assert_eq!(q2["tables"], serde_json::json!(["orders_by_status"]));
    assert_eq!(q2["verdict"], "wrong");
    assert_eq!(q2["score"], 0.0);
    let problem = &q2["problems"][0];
    assert_eq!(problem["kind"], "partition-size");
    assert_eq!(problem["table"], "orders_by_status");
    assert!(problem["text"].as_str().is_some_and(|t| t.contains("200 random buckets")), "{problem}");
    assert_eq!(queries[0]["verdict"], "correct");
    assert_eq!(doc["total"], serde_json::json!({"score": 2.0, "out_of": 3.0}));
}

#[test]
fn chinese_reasons_with_lang_zh() {
    let out = grade(&[
        fixture("students.json").as_os_str(),
        fixture("students.cql").as_os_str(),
        "--lang".as_ref(),
        "zh".as_ref(),
    ]);
    let stdout = text(&out.stdout);
    assert!(stdout.contains("Q2 The projects a student takes part in: 无法查询 (0/1)"), "{stdout}");
    assert!(stdout.contains("总分：0 / 2"), "{stdout}");
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn full_marks_exit_zero_and_a_project_answer() {
    let model = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../sample-projects/hotel.json");
    let out = grade(&[model.as_os_str(), model.as_os_str()]);
    assert!(out.status.success(), "{}{}", text(&out.stdout), text(&out.stderr));
    assert!(text(&out.stdout).contains("Total: 9 of 9"));
}

#[test]
fn html_report_written() {
    let dir = tempfile::tempdir().expect("tempdir");
    let page = dir.path().join("report.html");
    let out = grade(&[
        fixture("supermarket.json").as_os_str(),
        fixture("supermarket.cql").as_os_str(),
        "--html".as_ref(),
        "-o".as_ref(),
        page.as_os_str(),
    ]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let html = std::fs::read_to_string(&page).expect("report written");
    assert!(html.contains("<section id=\"Q5\">") && html.contains("class=\"wrong\""), "{html}");
    assert!(html.contains("ORDER BY submission_time DESC"));
}

#[test]
fn an_unreadable_answer_is_one_line_and_exit_two() {
    let out = grade(&[fixture("orders.json").as_os_str(), fixture("no-such-answer.cql").as_os_str()]);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("no-such-answer.cql"), "{err}");
}

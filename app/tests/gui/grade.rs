//! Issue 43 in the window, driven by AccessKit labels: File ▸ Check a design… (the in-app file
//! dialog, the grade pane beside the diagram, a verdict linked to its query, Check again,
//! Export HTML… writing the bytes `grade --html` writes), presentation of the report from the
//! keyboard, and an exercise (the tool's tables hidden, the answer typed, the check).

use crate::support::Settle;
use crate::support::{click, harness, repo_path};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use keyspace_studio::gui::Selected;
use keyspace_studio::gui::StudioApp;
use keyspace_studio::gui::dock::Pane;
use model_core::Project;
use std::path::Path;

/// The supermarket model and the student's answer published with the article, copied to `dir`.
fn supermarket(dir: &Path) -> Project {
    let grade = repo_path("tests/grade");
    for f in ["supermarket.json", "supermarket.cql"] {
        std::fs::copy(grade.join(f), dir.join(f)).expect("fixture copied");
    }
    Project::load(&dir.join("supermarket.json")).expect("model")
}

/// The window on the model at `dir/supermarket.json`, with the in-app file dialog.
fn window(dir: &Path) -> Harness<'static, StudioApp> {
    let mut app = StudioApp::with_project(supermarket(dir), Some(dir.join("supermarket.json")));
    app.set_native_dialogs(false);
    let mut h = harness(app);
    h.settle();
    h
}

/// File ▸ Check a design…, the answer picked in the in-app dialog: four interactions.
fn check_design(h: &mut Harness<'_, StudioApp>, file: &str) {
    click(h, "File");
    click(h, "Check a design…");
    assert!(h.state().fallback_dialog_open(), "{}", h.state().status());
    h.get_by_label_contains(file).click();
    h.settle();
    click(h, "🗀  Open");
}

fn score(h: &Harness<'_, StudioApp>) -> (f64, f64) {
    let g = h.state().grading().expect("graded");
    (g.score, g.out_of)
}

#[test]
fn check_a_design_shows_the_report_beside_the_diagram_links_verdicts_and_exports_the_cli_page() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = window(dir.path());
    check_design(&mut h, "supermarket.cql");
    assert_eq!(score(&h), (1.0, 3.0), "{}", h.state().status());
    // The pane is docked beside the Chebotko diagram, which is shown.
    let (grade, diagram) =
        (h.state().pane_rect(Pane::Grade).expect("grade pane"), h.state().pane_rect(Pane::Diagram).expect("diagram"));
    assert!(grade.left() >= diagram.right() - 1.0, "{grade:?} beside {diagram:?}");
    assert_eq!(h.state().tab(), keyspace_studio::gui::Tab::Logical);
    h.get_by_label("Total: 1 of 3");
    h.get_by_label_contains("[MR4 wrong-order]");
    // The verdict is a link: the query is selected, and its tables are drawn in the pane.
    click(&mut h, "Q5: wrong");
    assert_eq!(h.state().selection(), [Selected::Query("Q5".into())]);
    h.settle();
    h.get_by_label("Q5: the tool's table and the answer's");
    h.get_by_label("Table orders_by_customer (answer)");
    // Export HTML…: the page `grade --html` writes, byte for byte.
    click(&mut h, "Export HTML…");
    click(&mut h, "📥  Save");
    let written = std::fs::read(dir.path().join("supermarket_exercise-grade.html")).expect("report written");
    let cli = dir.path().join("cli.html");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_keyspace-studio"))
        .arg("grade")
        .args([dir.path().join("supermarket.json"), dir.path().join("supermarket.cql")])
        .args(["--html", "-o"])
        .arg(&cli)
        .output()
        .expect("grade runs");
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(written, std::fs::read(&cli).expect("cli page"), "the window and the command write the same page");
    // The answer corrected on disk, then Check again: full marks for Q5.
    let fixed = std::fs::read_to_string(dir.path().join("supermarket.cql")).expect("answer").replace(
        "PRIMARY KEY (customer_id, order_id, submission_time)\n);",
        "PRIMARY KEY (customer_id, submission_time, order_id)\n) WITH CLUSTERING ORDER BY (submission_time DESC, order_id ASC);",
    );
    std::fs::write(dir.path().join("supermarket.cql"), fixed).expect("answer rewritten");
    click(&mut h, "⟳ Check again");
    assert_eq!(score(&h), (3.0, 3.0));
    h.get_by_label("Q5: correct");
    // Closed: the pane leaves the layout.
    click(&mut h, "Close the report");
    assert!(h.state().pane_rect(Pane::Grade).is_none() && h.state().grading().is_none());
}

#[test]
fn a_bad_answer_file_is_said_in_the_pane_never_a_crash() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("broken.cql"), [0xff, 0xfe, 0x00, 0x43]).expect("written");
    std::fs::write(dir.path().join("garbled.cql"), "CREATE TABLE (((;\nSELECT nothing;").expect("written");
    let mut h = window(dir.path());
    check_design(&mut h, "broken.cql");
    h.get_by_label_contains("Cannot read the answer:");
    h.get_by_label_contains("not UTF-8 text");
    check_design(&mut h, "garbled.cql");
    assert_eq!(score(&h).0, 0.0);
    h.get_by_label_contains("The answer has no table at all");
}

#[test]
fn presentation_shows_the_report_large_and_the_keys_drive_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = window(dir.path());
    check_design(&mut h, "supermarket.cql");
    click(&mut h, "⛶ Present");
    assert_eq!(h.state().grade_presenting(), Some((false, 0)));
    h.get_by_label("Query 1 of 2");
    assert!(h.query_by_label("File").is_none(), "full-window: no menu bar");
    h.key_press(egui::Key::ArrowRight);
    h.settle();
    h.get_by_label("Query 2 of 2");
    h.get_by_label("Q6: correct");
    assert!(h.query_by_label("Q5: wrong").is_none(), "one query at a time");
    h.key_press(egui::Key::A);
    h.settle();
    h.get_by_label("Q5: wrong");
    h.get_by_label("Q6: correct");
    h.key_press(egui::Key::Escape);
    h.settle();
    assert!(h.state().grade_presenting().is_none());
    h.get_by_label("File");
    // In Chinese too.
    h.state_mut().set_language(model_core::text::Lang::Zh);
    h.settle();
    click(&mut h, "⛶ 演示");
    h.get_by_label("第 1 个查询，共 2 个");
    h.get_by_label("退出（退出键）");
}

#[test]
fn an_exercise_hides_the_tools_tables_and_checks_the_typed_answer() {
    let dir = tempfile::tempdir().expect("temp dir");
    let model = supermarket(dir.path());
    let path = dir.path().join("exercise.json");
    model.as_exercise("Design one table per query.").save(&path).expect("exercise saved");
    // Opened as a student would: File ▸ Open…, the file, Open (three interactions).
    let mut app = StudioApp::with_project(Project::new("Untitled"), Some(dir.path().join("untitled.json")));
    app.set_native_dialogs(false);
    let mut h = harness(app);
    h.settle();
    let mut interactions = 0;
    click(&mut h, "File");
    // The item's label ends with its shortcut.
    h.get_by_label_contains("Open…").click();
    h.settle();
    interactions += 2;
    h.get_by_label_contains("exercise.json").click();
    h.settle();
    click(&mut h, "🗀  Open");
    interactions += 2;
    h.settle();
    assert!(h.state().project().is_exercise());
    h.get_by_label("Exercise: Supermarket exercise");
    h.get_by_label("Design one table per query.");
    // The tool's tables are nowhere: no Logical or Physical tab, no CQL preview, no outline.
    for hidden in ["Logical", "Physical", "CQL preview", "orders_by_customer"] {
        assert!(h.query_by_label(hidden).is_none(), "{hidden} is shown in an exercise");
    }
    h.state_mut().set_tab(keyspace_studio::gui::Tab::Logical);
    assert_eq!(h.state().tab(), keyspace_studio::gui::Tab::Conceptual);
    assert!(h.state().status().starts_with("The tool's tables are hidden"));
    // The answer typed in the editor, then the check.
    h.get_by_label("Your tables (CQL)").click();
    h.settle();
    h.get_by_label("Your tables (CQL)").type_text(
        "-- Q5\nCREATE TABLE order_delivery.orders_by_customer (customer_id uuid, submission_time timestamp, order_id uuid, status text, \
         total decimal, PRIMARY KEY (customer_id, submission_time, order_id)) WITH CLUSTERING ORDER BY (submission_time DESC, order_id ASC);\n",
    );
    h.settle();
    interactions += 2;
    assert!(h.state().exercise_answer().contains("orders_by_customer"));
    click(&mut h, "✔ Check my design");
    interactions += 1;
    assert_eq!(score(&h), (2.0, 3.0));
    h.get_by_label("Q5: correct");
    h.get_by_label("Q6: not served");
    // The tool's own table stays hidden in the report too.
    assert!(h.query_by_label_contains("model: orders_by_customer").is_none());
    assert_eq!(interactions, 7, "open the exercise (4), write the tables (click, type), check (1)");
    // In Chinese.
    h.state_mut().set_language(model_core::text::Lang::Zh);
    h.settle();
    h.get_by_label("✔ 检查我的设计");
    h.get_by_label("Q5: 正确");
}

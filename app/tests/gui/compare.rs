//! File ▸ Compare with…, end to end in the window: the file is picked (the in-app dialog, as
//! where no system dialog opens), read off the window's thread, compared with the open
//! project, and the migration is written where the user chose, in the background too.

use crate::support::Settle;
use crate::support::{click, frames_until_done, harness, sample};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use keyspace_studio::gui::StudioApp;
use model_core::Project;
use std::path::Path;
use std::process::Command;

/// The hotel sample saved at `dir/hotel.json`, and an older version without query Q3 (and so
/// without its table) at `dir/old.json`.
fn two_versions(dir: &Path) -> (Project, std::path::PathBuf) {
    let new = Project::load(&sample("hotel.json")).expect("hotel");
    let mut old = new.clone();
    old.queries.retain(|q| q.id.as_str() != "Q3");
    old.save(&dir.join("old.json")).expect("old version");
    let path = dir.join("hotel.json");
    new.save(&path).expect("new version");
    (new, path)
}

/// Opens File ▸ Compare with ▸ `item`.
fn compare_with(h: &mut Harness<'_, StudioApp>, item: &str) {
    click(h, "File");
    click(h, "Compare with ⏵");
    click(h, item);
}

#[test]
fn compare_with_a_file_then_export_the_migration_without_a_system_dialog() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (project, path) = two_versions(dir.path());
    let mut app = StudioApp::with_project(project, Some(path));
    app.set_native_dialogs(false);
    let mut h = harness(app);
    h.settle();
    compare_with(&mut h, "A file… (project or CQL schema)");
    // No system dialog: the in-app one opens in the project's folder, and the status says why.
    assert!(h.state().fallback_dialog_open(), "{}", h.state().status());
    assert!(h.state().status().starts_with("No system file dialog is available here"), "{}", h.state().status());
    h.get_by_label_contains("old.json").click();
    h.settle();
    click(&mut h, "🗀  Open");
    assert!(!h.state().fallback_dialog_open());
    frames_until_done(&mut h);
    // The older version's changes, each with its class; the new table is a link.
    let from = format!("From {} to the open project", dir.path().join("old.json").display());
    h.get_by_label(&from);
    h.get_by_label("hotel.pois_by_hotel: table pois_by_hotel added");
    // Export migration…: the in-app dialog again, migrate.cql proposed beside the project.
    click(&mut h, "Export migration…");
    assert!(h.state().fallback_dialog_open(), "{}", h.state().status());
    click(&mut h, "📥  Save");
    frames_until_done(&mut h);
    let written = dir.path().join("migrate.cql");
    let cql = std::fs::read_to_string(&written).unwrap_or_else(|e| panic!("{} not written: {e}", written.display()));
    assert!(cql.contains("CREATE TABLE") && cql.contains("pois_by_hotel"), "{cql}");
    h.get_by_label(&format!("Migration written to {}", written.display()));
    assert!(h.state().error_message().is_none(), "{:?}", h.state().error_message());
}

#[test]
fn a_file_that_does_not_read_is_an_error_and_an_unsaved_project_has_no_last_commit() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("broken.json"), "{ not json").expect("write");
    let (project, path) = two_versions(dir.path());
    let mut app = StudioApp::with_project(project.clone(), Some(path));
    app.set_native_dialogs(false);
    let mut h = harness(app);
    h.settle();
    compare_with(&mut h, "A file… (project or CQL schema)");
    h.get_by_label_contains("broken.json").click();
    h.settle();
    click(&mut h, "🗀  Open");
    frames_until_done(&mut h);
    h.get_by_label("Cannot compare");
    h.get_by_label_contains("broken.json");
    click(&mut h, "OK");

    let mut h = harness(StudioApp::with_project(project, None));
    h.settle();
    compare_with(&mut h, "The last git commit");
    h.get_by_label("Cannot compare");
    h.get_by_label("The project has no file yet: save it in a git repository first");
}

fn git(dir: &Path, args: &[&str]) -> bool {
    Command::new("git")
        .args(["-c", "user.name=Test", "-c", "user.email=test@example.invalid", "-c", "commit.gpgsign=false"])
        .args(args)
        .current_dir(dir)
        .output()
        .is_ok_and(|o| o.status.success())
}

/// The project as last committed is read with `git show` off the window's thread.
#[test]
fn compare_with_the_last_commit_reads_git_in_the_background() {
    let dir = tempfile::tempdir().expect("temp dir");
    if !git(dir.path(), &["init", "-q"]) {
        eprintln!("no git here: skipped");
        return;
    }
    let (project, path) = two_versions(dir.path());
    // Commit the older version as hotel.json, then put the newer one in its place.
    std::fs::copy(dir.path().join("old.json"), &path).expect("copy");
    assert!(git(dir.path(), &["add", "hotel.json"]) && git(dir.path(), &["commit", "-q", "-m", "old"]));
    project.save(&path).expect("new version");
    let mut app = StudioApp::with_project(project, Some(path));
    app.set_native_dialogs(false);
    let mut h = harness(app);
    h.settle();
    compare_with(&mut h, "The last git commit");
    frames_until_done(&mut h);
    h.get_by_label_contains("hotel.json@HEAD");
    h.get_by_label("hotel.pois_by_hotel: table pois_by_hotel added");
}

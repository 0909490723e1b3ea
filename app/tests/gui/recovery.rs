//! Recovery of unsaved work: written at once after structural edits and after a few idle
//! seconds otherwise, removed on save or when the user declines it, and offered back after a
//! real SIGKILL of a process in the middle of editing.

use crate::support::Settle;
use crate::support::{click, harness, sample, shared_fixture};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use keyspace_studio::gui::recovery::{DATA_DIR_ENV, IDLE};
use keyspace_studio::gui::{StudioApp, UiCommand};
use model_core::Project;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// A copy of the hotel sample in `dir`, so that saving never touches the repository.
fn hotel_copy(dir: &Path) -> PathBuf {
    let path = dir.join("hotel.json");
    std::fs::copy(sample("hotel.json"), &path).expect("copy the sample");
    path
}

/// The project kept in a recovery file, if it can be read.
fn recovered_project(file: &Path) -> Option<Project> {
    let text = std::fs::read_to_string(file).ok()?;
    let value: serde_json::Value = serde_json::from_str(&text).ok()?;
    Project::from_json(&value.get("project")?.to_string(), file).ok()
}

/// The recovery files (`*.json`) in a data folder.
fn recovery_files(data: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(data.join("recovery")) else { return Vec::new() };
    entries.filter_map(Result::ok).map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "json")).collect()
}

/// A window on a copy of the hotel sample (in `work`) with recovery in `data`.
fn hotel_with_recovery(work: &Path, data: &Path) -> Harness<'static, StudioApp> {
    let mut app = StudioApp::with_project(Project::default(), None);
    app.set_native_dialogs(false);
    app.open(&hotel_copy(work));
    assert_eq!(app.error_message(), None);
    app.enable_recovery(data);
    let mut h = harness(app);
    h.settle();
    h
}

/// Adds entity `name` with key attribute `key` through the UI (toolbar, inspector).
fn add_entity_through_ui(h: &mut Harness<'_, StudioApp>, name: &str, key: &str) {
    click(h, "Add entity");
    let node = h.get_by_label("Name");
    assert!(node.is_focused(), "the new entity's name has the focus");
    node.type_text(name);
    h.settle();
    click(h, "New attribute");
    h.get_by_label("New attribute").type_text(key);
    h.settle();
    crate::support::set_checkbox(h, "Key attribute", true);
    click(h, "Add attribute");
}

#[test]
fn structural_edits_are_kept_at_once_others_after_idle_and_saving_removes_the_file() {
    let work = tempfile::tempdir().expect("work dir");
    let data = tempfile::tempdir().expect("data dir");
    let mut h = hotel_with_recovery(work.path(), data.path());
    let file = h.state().recovery_file().expect("recovery on").to_owned();
    assert!(!file.exists(), "nothing unsaved, nothing written");

    click(&mut h, "Add entity");
    h.state_mut().wait_for_tasks();
    let kept = recovered_project(&file).expect("written at once after a structural edit");
    assert_eq!(&kept, h.state().project());
    let entity = h.state().project().entities.last().expect("added").id.clone();

    // Typing a name is not structural: written once no edit came for IDLE.
    h.get_by_label("Name").type_text("Guest");
    h.settle();
    let named = |p: &Project| p.entity(&entity).is_some_and(|e| e.name == "Guest");
    assert!(named(h.state().project()));
    assert!(!recovered_project(&file).is_some_and(|p| named(&p)), "not yet: the user is typing");
    h.state_mut().backdate_recovery_edit(IDLE);
    h.step();
    h.state_mut().wait_for_tasks();
    assert_eq!(recovered_project(&file).as_ref(), Some(h.state().project()), "written after the idle time");

    // Save (Ctrl+S): the work is in its file, the recovery file goes.
    let ctx = h.ctx.clone();
    h.state_mut().run_command(&ctx, UiCommand::Save);
    h.state_mut().wait_for_tasks();
    h.settle();
    assert!(!h.state().is_dirty(), "{}", h.state().status());
    assert!(!file.exists(), "removed on save");
}

#[test]
fn declining_to_save_removes_the_recovery_file() {
    let work = tempfile::tempdir().expect("work dir");
    let data = tempfile::tempdir().expect("data dir");
    let mut h = hotel_with_recovery(work.path(), data.path());
    click(&mut h, "Add entity");
    h.state_mut().wait_for_tasks();
    let file = h.state().recovery_file().expect("on").to_owned();
    assert!(file.exists());
    let ctx = h.ctx.clone();
    h.state_mut().run_command(&ctx, UiCommand::New);
    h.settle();
    click(&mut h, "Don't save");
    assert!(h.state().project().entities.is_empty(), "a new project");
    assert!(!file.exists(), "the user declined the work");
}

#[test]
fn an_orphaned_file_is_offered_and_discard_deletes_it() {
    let work = tempfile::tempdir().expect("work dir");
    let data = tempfile::tempdir().expect("data dir");
    let file = {
        let mut h = hotel_with_recovery(work.path(), data.path());
        click(&mut h, "Add entity");
        h.state_mut().wait_for_tasks();
        h.state().recovery_file().expect("on").to_owned()
        // The app is dropped without a clean close: its lock goes, its file stays.
    };
    assert!(file.exists());
    let mut app = StudioApp::with_project(Project::new("Open"), None);
    app.set_native_dialogs(false);
    app.enable_recovery(data.path());
    assert_eq!(app.recovery_offer_count(), 1);
    let mut h = harness(app);
    h.settle();
    h.get_by_label("Recover unsaved work?");
    h.get_by_label(&format!("Original file: {}", work.path().join("hotel.json").display()));
    click(&mut h, "Discard");
    assert!(!file.exists(), "discarded");
    assert_eq!(h.state().project().name, "Open", "the open project is unchanged");
    assert!(h.query_by_label("Recover unsaved work?").is_none());
}

/// Set in the child process: the data folder it runs with.
const CHILD_ENV: &str = "KS_RECOVERY_KILL_CHILD";
/// What the child writes once its edits are done: the project as it has it.
const EXPECTED: &str = "expected.json";

/// The child: the real app in a headless harness, edited through the UI, then kept running
/// (stepping frames) until the parent kills it.
fn child(data: &Path) -> ! {
    let work = data.join("work");
    std::fs::create_dir_all(&work).expect("work dir");
    let mut h = hotel_with_recovery(&work, data);
    add_entity_through_ui(&mut h, "Concierge", "badge");
    add_entity_through_ui(&mut h, "Loyalty", "number");
    // A non-structural last edit, kept only by the idle write.
    click(&mut h, "Name");
    h.get_by_label("Name").type_text(" Program");
    h.settle();
    assert!(h.state().project().entities.iter().any(|e| e.name.contains("Program")), "the name was typed");
    // The idle write comes on the next frame instead of after IDLE.
    h.state_mut().backdate_recovery_edit(IDLE);
    let expected = h.state().project().to_json();
    let tmp = data.join("expected.tmp");
    std::fs::write(&tmp, expected).expect("write expected");
    std::fs::rename(&tmp, data.join(EXPECTED)).expect("publish expected");
    loop {
        h.step();
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[cfg(unix)]
#[test]
fn after_sigkill_mid_session_the_next_start_offers_the_work_back_complete() {
    if let Some(data) = std::env::var_os(CHILD_ENV) {
        child(Path::new(&data));
    }
    let data = tempfile::tempdir().expect("data dir");
    let exe = std::env::current_exe().expect("test binary");
    let mut proc = std::process::Command::new(exe)
        .args([
            "--exact",
            "recovery::after_sigkill_mid_session_the_next_start_offers_the_work_back_complete",
            "--nocapture",
        ])
        .env(CHILD_ENV, data.path())
        .env(DATA_DIR_ENV, data.path())
        .stdout(std::process::Stdio::null())
        .spawn()
        .expect("start the child");

    // Wait until the child's recovery file holds every edit it made.
    let deadline = Instant::now() + Duration::from_secs(180);
    let expected = loop {
        if let Some(status) = proc.try_wait().expect("child status") {
            panic!("the child ended by itself: {status}");
        }
        let expected = std::fs::read_to_string(data.path().join(EXPECTED))
            .ok()
            .and_then(|t| Project::from_json(&t, Path::new(EXPECTED)).ok());
        if let Some(expected) = expected
            && recovery_files(data.path()).iter().any(|f| recovered_project(f).as_ref() == Some(&expected))
        {
            break expected;
        }
        assert!(Instant::now() < deadline, "the child never wrote its work");
        std::thread::sleep(Duration::from_millis(100));
    };
    // SIGKILL: no chance to clean up.
    proc.kill().expect("SIGKILL");
    let status = proc.wait().expect("reaped");
    assert!(!status.success());
    {
        use std::os::unix::process::ExitStatusExt;
        assert_eq!(status.signal(), Some(9), "killed by SIGKILL");
    }
    let files = recovery_files(data.path());
    assert_eq!(files.len(), 1, "{files:?}");

    // A fresh start with the same data folder offers the work back.
    let mut app = StudioApp::with_project(Project::default(), None);
    app.set_native_dialogs(false);
    app.enable_recovery(data.path());
    assert_eq!(app.recovery_offer_count(), 1);
    let mut h = harness(app);
    h.settle();
    h.get_by_label("Recover unsaved work?");
    h.get_by_label(&format!("Project: {}", expected.name));
    let original = data.path().join("work").join("hotel.json");
    h.get_by_label(&format!("Original file: {}", original.display()));
    click(&mut h, "Restore");
    assert_eq!(h.state().project(), &expected, "every edit is back");
    assert!(h.state().is_dirty(), "restored work is unsaved");
    assert_eq!(h.state().path(), Some(original.as_path()), "Save writes to the original file");
    // The structural edits and the last, typed one (kept only by the idle write) are there.
    let names: Vec<&str> = expected.entities.iter().map(|e| e.name.as_str()).collect();
    assert!(names.contains(&"Concierge") && names.iter().any(|n| n.contains("Program")), "{names:?}");
    // Fit keeps names legible: zoom out until the whole diagram is in view (what is out of
    // view is not drawn, so it has no node).
    for _ in 0..8 {
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Minus);
        h.settle();
    }
    for name in names {
        assert!(h.query_all_by_label(&format!("Entity {name}")).next().is_some(), "{name} on the ER canvas");
    }
    // The old file is gone; the restored work is kept by this session now.
    assert!(!files[0].exists());
    let mine = h.state().recovery_file().expect("on").to_owned();
    h.state_mut().wait_for_tasks();
    assert_eq!(recovered_project(&mine).as_ref(), Some(&expected));
    // Saving writes the original file and ends the need for recovery.
    let ctx = h.ctx.clone();
    h.state_mut().run_command(&ctx, UiCommand::Save);
    h.state_mut().wait_for_tasks();
    h.settle();
    assert_eq!(Project::load(&original).expect("saved"), expected);
    assert!(!mine.exists());
}

#[test]
fn an_unreadable_recovery_file_is_offered_for_discarding_only() {
    let data = tempfile::tempdir().expect("data dir");
    let dir = data.path().join("recovery");
    std::fs::create_dir_all(&dir).expect("mkdir");
    let broken = dir.join("session-1-1.json");
    std::fs::write(&broken, b"{\"format\": \"keyspace-studio-recovery/1\", \"proj").expect("write");
    let mut app = StudioApp::with_project(Project::new("Open"), None);
    app.set_native_dialogs(false);
    app.enable_recovery(data.path());
    let mut h = harness(app);
    h.settle();
    h.get_by_label("Recover unsaved work?");
    assert!(h.query_all_by_label_contains("This recovery file cannot be read").next().is_some());
    assert!(h.get_by_label("Restore").accesskit_node().is_disabled(), "nothing to restore");
    click(&mut h, "Discard");
    assert!(!broken.exists());
    assert_eq!(h.state().project().name, "Open");
}

#[test]
fn two_running_windows_keep_separate_files_and_do_not_offer_each_other_s_work() {
    let work = tempfile::tempdir().expect("work dir");
    let data = tempfile::tempdir().expect("data dir");
    let mut a = hotel_with_recovery(work.path(), data.path());
    let mut b = hotel_with_recovery(work.path(), data.path());
    click(&mut a, "Add entity");
    click(&mut b, "Add entity");
    click(&mut b, "Add entity");
    a.state_mut().wait_for_tasks();
    b.state_mut().wait_for_tasks();
    let (fa, fb) = (a.state().recovery_file().expect("a").to_owned(), b.state().recovery_file().expect("b").to_owned());
    assert_ne!(fa, fb);
    assert_eq!(recovered_project(&fa).as_ref(), Some(a.state().project()));
    assert_eq!(recovered_project(&fb).as_ref(), Some(b.state().project()));
    // A third window while both run: nothing to offer.
    let mut c = StudioApp::with_project(Project::default(), None);
    c.enable_recovery(data.path());
    assert_eq!(c.recovery_offer_count(), 0);
    // A clean close of one removes only its own file.
    a.state_mut().close_recovery();
    assert!(!fa.exists() && fb.exists());
}

#[test]
fn a_data_folder_that_cannot_be_made_turns_recovery_off_with_a_message() {
    let dir = tempfile::tempdir().expect("temp dir");
    let not_a_folder = dir.path().join("data");
    std::fs::write(&not_a_folder, b"a file where the folder should be").expect("write");
    let mut app = StudioApp::with_project(Project::new("P"), None);
    app.enable_recovery(&not_a_folder);
    assert_eq!(app.recovery_file(), None);
    assert!(app.status().contains("Cannot write the recovery file"), "{}", app.status());
    assert!(app.status().contains(&not_a_folder.display().to_string()), "{}", app.status());
}

#[test]
fn restoring_over_unsaved_work_asks_first_and_an_import_is_named_as_such() {
    let data = tempfile::tempdir().expect("data dir");
    let (Some(killrvideo), Some(hotel_docs)) =
        (shared_fixture("cql/killrvideo.cql"), shared_fixture("cql/hotel-docs.cql"))
    else {
        return;
    };
    // A session that imported killrvideo.cql and ended without cleaning up.
    let file = {
        let mut app = StudioApp::with_project(Project::default(), None);
        app.enable_recovery(data.path());
        app.import_file(&killrvideo);
        app.wait_for_tasks();
        let mut h = harness(app);
        h.settle();
        click(&mut h, "Add entity Video");
        h.state_mut().wait_for_tasks();
        h.state().recovery_file().expect("on").to_owned()
    };
    let kept = recovered_project(&file).expect("kept");
    // The next start has unsaved work of its own: an import given on the command line.
    let mut app = StudioApp::with_project(Project::default(), None);
    app.set_native_dialogs(false);
    app.import_file(&hotel_docs);
    app.wait_for_tasks();
    app.enable_recovery(data.path());
    let mut h = harness(app);
    h.settle();
    h.get_by_label(&format!("Original file: none (imported from {}, never saved)", killrvideo.display()));
    h.get_by_label("Restore").click();
    // The import report (waiting behind the offer) and the prompt open together: the report's
    // scroll area takes a few frames to settle.
    h.run_steps(8);
    h.settle();
    h.get_by_label("Unsaved changes");
    click(&mut h, "Cancel");
    assert_eq!(h.state().project().name, "hotel-docs", "the open work stays");
    assert!(file.exists(), "kept for the next start");
    // Restore again (next start), this time without saving the open import.
    let mut app = StudioApp::with_project(Project::default(), None);
    app.set_native_dialogs(false);
    app.import_file(&hotel_docs);
    app.wait_for_tasks();
    app.enable_recovery(data.path());
    let mut h = harness(app);
    h.settle();
    h.get_by_label("Restore").click();
    h.run_steps(8);
    h.settle();
    click(&mut h, "Don't save");
    assert_eq!(h.state().project(), &kept);
    assert!(!h.state().import_report_shown(), "the report of the replaced import is put away");
    assert!(h.state().title().contains("killrvideo.cql"), "{}", h.state().title());
    assert!(!file.exists());
}

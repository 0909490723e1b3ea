//! Bad project files through the app's Open (truncated, binary, wrong shape, newer version,
//! missing, empty, a folder): each shows a message naming the file and the problem, the open
//! project stays as it was, and nothing is written. And a save that fails (folder gone,
//! permission denied) says so and keeps both the file on disk and the work in memory.

use crate::support::Settle;
use crate::support::{click, harness, sample};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use keyspace_studio::gui::{StudioApp, UiCommand};
use model_core::Project;
use model_core::edit::Edit;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// A window on the project at `path` with an unsaved edit (a new title); returns the edited
/// project too.
fn edited(path: &Path) -> (Harness<'static, StudioApp>, Project) {
    let mut app = StudioApp::with_project(Project::default(), None);
    app.set_native_dialogs(false);
    app.open(path);
    app.apply(&Edit::RenameProject { name: "Renamed".to_owned() }).expect("rename");
    let project = app.project().clone();
    let mut h = harness(app);
    h.settle();
    (h, project)
}

/// Every file under `dir` with its bytes and modification time.
fn snapshot(dir: &Path) -> BTreeMap<PathBuf, (Vec<u8>, Option<std::time::SystemTime>)> {
    let mut out = BTreeMap::new();
    let mut stack = vec![dir.to_owned()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).expect("ls").filter_map(Result::ok) {
            let p = e.path();
            if p.is_dir() {
                stack.push(p.clone());
                out.insert(p, (Vec::new(), None));
            } else {
                let modified = e.metadata().ok().and_then(|m| m.modified().ok());
                out.insert(p.clone(), (std::fs::read(&p).expect("read"), modified));
            }
        }
    }
    out
}

/// The bad files: (file name, content or `None` for a missing file, what the message says).
fn bad_files() -> Vec<(&'static str, Option<Vec<u8>>, &'static str)> {
    let hotel = std::fs::read(sample("hotel.json")).expect("sample");
    let truncated = hotel[..hotel.len() / 2].to_vec();
    let mut binary = b"\x89PNG\r\n\x1a\n".to_vec();
    binary.extend((0u8..=255).rev());
    vec![
        ("truncated.json", Some(truncated), "line"),
        ("binary.json", Some(binary), "not UTF-8"),
        ("empty.json", Some(Vec::new()), "line 1"),
        (
            "wrong-shape.json",
            Some(br#"{"format": "keyspace-studio/1", "name": "x", "entities": "none"}"#.to_vec()),
            "line 1",
        ),
        ("array.json", Some(b"[1, 2, 3]".to_vec()), "not a Keyspace Studio project"),
        (
            "other-format.json",
            Some(br#"{"format": "drawio/3", "cells": []}"#.to_vec()),
            "not a Keyspace Studio project",
        ),
        ("newer.json", Some(br#"{"format": "keyspace-studio/99", "name": "From the future"}"#.to_vec()), "version 99"),
        ("missing.json", None, "cannot read"),
    ]
}

#[test]
fn every_bad_file_shows_a_clear_message_keeps_the_project_and_writes_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let data = tempfile::tempdir().expect("data dir");
    let own = dir.path().join("own.json");
    std::fs::copy(sample("hotel.json"), &own).expect("copy");
    let cases = bad_files();
    for (name, content, _) in &cases {
        if let Some(bytes) = content {
            std::fs::write(dir.path().join(name), bytes).expect("write");
        }
    }
    std::fs::create_dir(dir.path().join("folder.json")).expect("mkdir");

    let mut app = StudioApp::with_project(Project::default(), None);
    app.set_native_dialogs(false);
    app.open(&own);
    app.enable_recovery(data.path());
    // An unsaved edit in the open project: it must survive every failed open.
    app.apply(&Edit::RenameProject { name: "Hotel, edited".to_owned() }).expect("rename");
    let mut h = harness(app);
    h.settle();
    let project = h.state().project().clone();
    let before = snapshot(dir.path());

    let all = cases.iter().map(|(n, _, why)| (*n, *why)).chain([("folder.json", "cannot read")]);
    for (name, why) in all {
        let path = dir.path().join(name);
        h.state_mut().open(&path);
        h.settle();
        let message = h.state().error_message().unwrap_or_else(|| panic!("{name}: no error shown")).to_owned();
        assert!(message.contains(&path.display().to_string()), "{name}: names the file: {message}");
        assert!(message.contains(why), "{name}: names the problem ({why}): {message}");
        // The dialog is on screen with its title and message; OK closes it.
        h.get_by_label("Cannot open the project");
        h.get_by_label(&message);
        click(&mut h, "OK");
        assert_eq!(h.state().error_message(), None, "{name}: dismissed");
        assert_eq!(h.state().project(), &project, "{name}: the open project is unchanged");
        assert_eq!(h.state().path(), Some(own.as_path()), "{name}: still the open file");
        assert!(h.state().is_dirty(), "{name}: the unsaved edit is still unsaved");
    }
    assert_eq!(snapshot(dir.path()), before, "nothing was created or modified");
    assert!(h.state().title().starts_with("own.json ●"), "{}", h.state().title());
}

/// Saves through the File menu's command and returns the error message shown.
fn save_and_expect_failure(h: &mut Harness<'_, StudioApp>) -> String {
    let ctx = h.ctx.clone();
    h.state_mut().run_command(&ctx, UiCommand::Save);
    h.state_mut().wait_for_tasks();
    h.settle();
    let message = h.state().error_message().expect("the failure is shown").to_owned();
    h.get_by_label("Cannot save the project");
    message
}

#[test]
fn a_save_into_a_folder_that_is_gone_fails_and_keeps_the_work() {
    let dir = tempfile::tempdir().expect("temp dir");
    let folder = dir.path().join("project");
    std::fs::create_dir(&folder).expect("mkdir");
    let path = folder.join("hotel.json");
    std::fs::copy(sample("hotel.json"), &path).expect("copy");
    let (mut h, edited) = edited(&path);
    std::fs::remove_dir_all(&folder).expect("the folder goes away");
    let message = save_and_expect_failure(&mut h);
    assert!(message.contains("hotel.json"), "{message}");
    assert_eq!(h.state().project(), &edited, "the work in memory is intact");
    assert!(h.state().is_dirty(), "still unsaved");
    assert!(!folder.exists(), "nothing was created");
}

#[cfg(unix)]
#[test]
fn a_save_that_cannot_write_leaves_the_file_on_disk_and_the_work_intact() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("hotel.json");
    std::fs::copy(sample("hotel.json"), &path).expect("copy");
    let on_disk = std::fs::read(&path).expect("read");
    let (mut h, edited) = edited(&path);

    // A read-only folder: the temporary file cannot be created next to the project.
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o555)).expect("read-only");
    let probe = dir.path().join("probe");
    let permissions_bite = std::fs::write(&probe, b"x").is_err();
    let blocker = dir.path().join("hotel.json.bak");
    if !permissions_bite {
        // Running as root, where permissions do not stop writes (and temporary names are
        // unpredictable, so they cannot be blocked): make the save fail before the file is
        // replaced with a non-empty folder where the backup goes.
        std::fs::remove_file(&probe).expect("remove probe");
        std::fs::create_dir(&blocker).expect("blocker");
        std::fs::write(blocker.join("keep"), b"x").expect("blocker content");
        eprintln!("permissions do not apply to this user: the backup is blocked by a folder instead");
    }
    let message = save_and_expect_failure(&mut h);
    assert!(message.contains(&path.display().to_string()), "names the file: {message}");
    if permissions_bite {
        assert!(message.to_lowercase().contains("permission"), "names the cause: {message}");
    }
    click(&mut h, "OK");
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).expect("writable again");
    assert_eq!(std::fs::read(&path).expect("read"), on_disk, "the file on disk is intact");
    assert_eq!(h.state().project(), &edited, "the work in memory is intact");
    assert!(h.state().is_dirty());
    let left: Vec<String> = std::fs::read_dir(dir.path())
        .expect("ls")
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n != "hotel.json" && blocker.file_name().is_none_or(|b| b != n.as_str()))
        .collect();
    assert!(left.is_empty(), "no stray files: {left:?}");
    // Once the folder is writable, the same Save works.
    if !permissions_bite {
        std::fs::remove_dir_all(&blocker).expect("unblock");
    }
    let ctx = h.ctx.clone();
    h.state_mut().run_command(&ctx, UiCommand::Save);
    h.state_mut().wait_for_tasks();
    h.settle();
    assert_eq!(h.state().error_message(), None);
    assert_eq!(Project::load(&path).expect("saved"), edited);
}

//! Saving runs off the window's thread: the click returns at once, the status bar says
//! "Saving…" while the file is written, and the next frames deliver the result (the document
//! marked saved) or the error (a dialog with its message, the work still unsaved). The frames
//! alone deliver it: these tests never call `wait_for_tasks`.

use crate::support::Settle;
use crate::support::{frames_until_done, harness, hotel};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use keyspace_studio::gui::{StudioApp, UiCommand};
use model_core::Project;
use model_core::edit::Edit;
use std::path::Path;

/// A window on the hotel sample saved at `path`, with an unsaved edit.
fn edited_at(path: &Path) -> Harness<'static, StudioApp> {
    let (project, _) = hotel();
    let mut app = StudioApp::with_project(project, Some(path.to_owned()));
    app.set_native_dialogs(false);
    app.apply(&Edit::RenameProject { name: "Hotel, renamed".to_owned() }).expect("edit");
    let mut h = harness(app);
    h.settle();
    h
}

/// Starts Save as Ctrl+S does.
fn save(h: &mut Harness<'_, StudioApp>) {
    let ctx = h.ctx.clone();
    h.state_mut().run_command(&ctx, UiCommand::Save);
}

#[test]
fn a_save_in_the_background_completes_and_marks_the_document_saved() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("hotel.json");
    let mut h = edited_at(&path);
    assert!(h.state().is_dirty());
    save(&mut h);
    assert!(h.state().tasks_running(), "the save runs on its own thread");
    h.step();
    if h.state().tasks_running() {
        h.get_by_label("⏳ Saving…");
    }
    frames_until_done(&mut h);
    assert_eq!(h.state().error_message(), None);
    assert!(!h.state().is_dirty(), "{}", h.state().status());
    assert_eq!(h.state().status(), format!("Saved to {}", path.display()));
    assert_eq!(Project::load(&path).expect("written").name, "Hotel, renamed");
}

#[test]
fn a_failed_background_save_shows_its_message_and_keeps_the_work() {
    let dir = tempfile::tempdir().expect("temp dir");
    // The folder the project lives in is gone: the save cannot write.
    let path = dir.path().join("gone").join("hotel.json");
    let mut h = edited_at(&path);
    save(&mut h);
    frames_until_done(&mut h);
    let message = h.state().error_message().expect("the failure is shown").to_owned();
    h.get_by_label("Cannot save the project");
    assert!(message.contains("hotel.json"), "{message}");
    assert!(h.state().is_dirty(), "still unsaved");
    assert_eq!(h.state().project().name, "Hotel, renamed", "the work is intact");
    assert!(!path.exists());
}

#[test]
fn an_edit_made_while_saving_stays_unsaved() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("hotel.json");
    let mut h = edited_at(&path);
    save(&mut h);
    // Typed before the file is on disk: not in the file, so the document stays unsaved.
    h.state_mut().apply(&Edit::RenameProject { name: "Hotel, renamed again".to_owned() }).expect("edit");
    frames_until_done(&mut h);
    assert_eq!(Project::load(&path).expect("written").name, "Hotel, renamed");
    assert!(h.state().is_dirty(), "the later edit is not in the file");
}

#[test]
fn ctrl_s_saves_while_a_text_field_has_the_keyboard() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("hotel.json");
    let mut h = edited_at(&path);
    // The project's title field (the inspector with nothing selected) takes the keyboard.
    h.get_all_by_role(egui::accesskit::Role::TextInput).next().expect("a text field").click();
    h.settle();
    assert!(h.ctx.memory(|m| m.focused().is_some()), "a field has the keyboard");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.step();
    frames_until_done(&mut h);
    assert!(!h.state().is_dirty(), "Ctrl+S saved: {}", h.state().status());
    assert_eq!(Project::load(&path).expect("written").name, "Hotel, renamed");
}

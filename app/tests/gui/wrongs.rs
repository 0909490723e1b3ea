//! Issue 44's wrongs: a sample opens as an untitled copy (Save asks where), the Thresholds
//! and Changes windows open below the menu bar, the CQL pane shows more than five lines and
//! scrolls sideways, and the title and an exported picture's caption are Chinese in Chinese.

use crate::support::{Settle, click, frames_until_done, harness_sized, sample};
use egui_kittest::kittest::Queryable;
use keyspace_studio::gui::i18n::Lang;
use keyspace_studio::gui::{StudioApp, UiCommand};
use model_core::Project;

/// The app at 1366 × 768 on the hotel sample as File ▸ Open sample opens it.
fn hotel_sample() -> egui_kittest::Harness<'static, StudioApp> {
    let mut app = StudioApp::with_project(Project::new("P"), None);
    app.set_native_dialogs(false);
    app.open(&sample("hotel.json"));
    let mut h = harness_sized(app, [1366.0, 768.0]);
    h.settle();
    h
}

#[test]
fn a_sample_opens_as_an_untitled_copy_and_save_asks_where() {
    let mut h = hotel_sample();
    assert_eq!(h.state().path(), None, "the sample's own file is not the document's");
    assert!(!h.state().is_dirty(), "an unchanged copy asks nothing on quitting");
    assert!(h.state().title().contains("hotel"), "{}", h.state().title());
    assert!(h.state().title().contains("copy of sample"), "{}", h.state().title());
    let before = std::fs::read(sample("hotel.json")).expect("the sample");
    let ctx = h.ctx.clone();
    h.state_mut().run_command(&ctx, UiCommand::Save);
    h.settle();
    assert!(h.state().fallback_dialog_open(), "Save asks where: {}", h.state().status());
    assert_eq!(std::fs::read(sample("hotel.json")).expect("the sample"), before, "the sample is untouched");
}

#[test]
fn a_file_of_the_users_own_opens_as_itself() {
    let dir = std::env::temp_dir().join(format!("ks-wrongs-own-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let own = dir.join("hotel.json");
    std::fs::copy(sample("hotel.json"), &own).expect("a copy");
    let mut app = StudioApp::with_project(Project::new("P"), None);
    app.open(&own);
    assert_eq!(app.path(), Some(own.as_path()));
    assert!(app.title().starts_with("hotel.json"), "{}", app.title());
    std::fs::remove_dir_all(&dir).expect("cleaned up");
}

/// The bottom of the menu bar: its File button's.
fn menu_bottom(h: &egui_kittest::Harness<'_, StudioApp>) -> f32 {
    h.get_by_label("File").rect().max.y
}

/// The top of the window titled `title` (its title's label; a window's title is the first
/// thing in it).
fn window_top(h: &egui_kittest::Harness<'_, StudioApp>, title: &str) -> f32 {
    h.get_all_by_label(title).map(|n| n.rect().min.y).fold(f32::INFINITY, f32::min)
}

#[test]
fn the_thresholds_and_changes_windows_open_below_the_menu_bar() {
    let dir = tempfile::tempdir().expect("temp dir");
    let project = Project::load(&sample("hotel.json")).expect("hotel");
    project.save(&dir.path().join("old.json")).expect("old version");
    let own = dir.path().join("hotel.json");
    project.save(&own).expect("own copy");
    let mut app = StudioApp::with_project(Project::new("P"), None);
    app.set_native_dialogs(false);
    app.open(&own);
    let mut h = harness_sized(app, [1366.0, 768.0]);
    h.settle();
    let bottom = menu_bottom(&h);
    click(&mut h, "⚙ Thresholds");
    let top = window_top(&h, "Analysis settings");
    assert!(top >= bottom, "the thresholds at {top}, the menu bar ends at {bottom}");
    click(&mut h, "File");
    click(&mut h, "Compare with ⏵");
    click(&mut h, "A file… (project or CQL schema)");
    assert!(h.state().fallback_dialog_open(), "{}", h.state().status());
    h.get_by_label_contains("old.json").click();
    h.settle();
    click(&mut h, "🗀  Open");
    frames_until_done(&mut h);
    let top = window_top(&h, "Changes");
    assert!(top >= bottom, "the changes at {top}, the menu bar ends at {bottom}");
}

#[test]
fn the_cql_pane_shows_many_lines_and_scrolls_sideways() {
    let h = hotel_sample();
    let pane = h.state().pane_rect(keyspace_studio::gui::dock::Pane::Cql).expect("the CQL pane is drawn");
    // 12-point monospace rows are about 15 points: more than five lines.
    assert!(pane.height() > 8.0 * 15.0, "the CQL pane is {pane:?}");
    // The schema is one label, wider than the pane: it scrolls sideways (the bar is shown).
    let width = h
        .query_all_by(|n| {
            n.label().is_some_and(|l| l.contains("CREATE KEYSPACE"))
                || n.value().is_some_and(|v| v.contains("CREATE KEYSPACE"))
        })
        .map(|n| n.rect().width())
        .fold(0.0, f32::max);
    assert!(width > pane.width(), "the CQL ({width} wide) is wider than its pane {pane:?}");
}

#[test]
fn the_title_and_a_pictures_caption_are_chinese_in_chinese() {
    let mut app = StudioApp::with_project(Project::new("P"), None);
    app.set_language(Lang::Zh);
    assert!(app.title().starts_with("未命名"), "{}", app.title());
    app.open(&sample("hotel.json"));
    assert!(app.title().contains("副本"), "{}", app.title());
    let (project, _) = crate::support::hotel();
    let model = model_core::derive(&project).model;
    let theme = model_core::render::Theme::light();
    for diagram in model_core::render::Diagram::ALL {
        let svg = model_core::render::render_svg_in(&project, &model, diagram, &theme, Lang::Zh);
        assert!(!svg.contains(diagram.title()), "{diagram:?}'s caption is English");
        assert!(!svg.contains("replication factor"), "{diagram:?}'s keyspaces are described in English");
        let en = model_core::render::render_svg_in(&project, &model, diagram, &theme, Lang::En);
        assert_eq!(en, model_core::render::render_svg(&project, &model, diagram, &theme), "English is unchanged");
    }
}

//! The two-entity scenario, counted: from File ▸ New to the table `videos_by_user`
//! (`user_id K, upload_date C↓, video_id C↑`) and `schema.cql` exported, in at most 20
//! interactions. Every click, typed string and key press goes through [`Counted`], which
//! counts it; nothing is set on the app behind the user's back.

use crate::support::harness_sized;
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use keyspace_studio::gui::StudioApp;
use model_core::Project;
use model_core::logical::Role;
use model_core::project::Direction;

/// A harness that counts what the user does.
struct Counted {
    h: Harness<'static, StudioApp>,
    interactions: usize,
    log: Vec<String>,
}

impl Counted {
    fn note(&mut self, what: String) {
        self.interactions += 1;
        self.log.push(what);
    }

    /// One click on the only widget labelled `label`.
    fn click(&mut self, label: &str) {
        self.h.get_by_label(label).click();
        self.h.run();
        self.note(format!("click {label}"));
    }

    /// One click on the menu item whose label starts with `item` (menus show shortcuts).
    fn click_menu_item(&mut self, item: &str) {
        let shows = |l: &str| l.strip_prefix(item).is_some_and(|rest| rest.is_empty() || rest.starts_with(' '));
        self.h.get_by(|n| n.label().is_some_and(|l| shows(&l))).click();
        self.h.run();
        self.note(format!("click {item}"));
    }

    /// One click on the last widget labelled `label` (an item of the open drop-down list,
    /// drawn above the panels that show the same name).
    fn pick(&mut self, label: &str) {
        let nodes: Vec<_> = self.h.get_all_by_label(label).collect();
        nodes.last().unwrap_or_else(|| panic!("no {label}")).click();
        self.h.run();
        self.note(format!("pick {label}"));
    }

    /// One string typed into the field that has the keyboard focus (no click needed first).
    fn type_text(&mut self, text: &str) {
        let focused = self.h.get_by(|n| n.is_focused());
        focused.type_text(text);
        self.h.run();
        self.note(format!("type {text:?}"));
    }

    fn key(&mut self, key: Key) {
        self.h.key_press(key);
        self.h.run();
        self.note(format!("key {key:?}"));
    }
}

#[test]
fn the_video_model_from_file_new_to_schema_cql_takes_at_most_twenty_interactions() {
    let dir = tempfile::tempdir().expect("temp dir");
    // The user was working on a project in this folder; no system file dialog here.
    let before = dir.path().join("earlier.json");
    let mut app = StudioApp::with_project(Project::new("Earlier"), Some(before));
    app.set_native_dialogs(false);
    let mut u = Counted { h: harness_sized(app, [1366.0, 768.0]), interactions: 0, log: Vec::new() };
    u.h.run();

    // File ▸ New.
    u.click("File");
    u.click_menu_item("New");
    assert!(u.h.state().project().entities.is_empty());

    // User(user_id): "Add entity" focuses the name; the shorthand names it and adds the key.
    u.click("Add entity");
    u.type_text("User(user_id)");
    u.key(Key::Enter);
    // Video(video_id, upload_date): the first identifier is the key, the date a date.
    u.click("Add entity");
    u.type_text("Video(video_id, upload_date)");
    u.key(Key::Enter);
    {
        let p = u.h.state().project();
        let shape: Vec<(&str, Vec<(&str, bool, &str)>)> =
            p.entities.iter().map(|e| (e.name.as_str(), e.attributes.iter().map(|a| (a.name.as_str(), a.key, a.ty.name())).collect())).collect();
        assert_eq!(shape, [("User", vec![("user_id", true, "uuid")]), ("Video", vec![("video_id", true, "uuid"), ("upload_date", false, "date")])]);
    }

    // Video ― uploads ― User, n:1, from Video's inspector.
    u.click("Relate to…");

    u.pick("User");
    u.type_text("uploads");
    u.key(Key::Enter);
    u.click("n:1");
    {
        let r = &u.h.state().project().relationships[0];
        assert_eq!(r.name, "uploads");
        assert_eq!(r.kind(), model_core::project::RelationshipKind::OneToMany);
        // The two entities stand side by side: the diamond went where it touches nothing.
        let layout = model_core::render::ChenLayout::new(u.h.state().project());
        assert!(model_core::render::conceptual_overlaps(&layout, 5).is_empty(), "{:?}", model_core::render::conceptual_overlaps(&layout, 5));
    }

    // The query the relationship serves, then newest first.
    u.click("Query: Video by User");
    u.click("Add order by");
    u.pick("Video.upload_date");
    let q = &u.h.state().project().queries[0];
    assert_eq!((q.given.len(), q.find.len(), q.order_by.len()), (1, 2, 1));
    assert_eq!(q.order_by[0].direction, Direction::Desc, "dates order newest first");

    // The table, as the method derives it.
    let table = u.h.state_mut().derivation().model.table("videos_by_user").cloned().expect("videos_by_user is derived");
    let role = |c: &str| table.column(c).map(|c| c.role);
    assert_eq!(role("user_id"), Some(Role::PartitionKey));
    assert_eq!(role("upload_date"), Some(Role::Clustering(Direction::Desc)));
    assert_eq!(role("video_id"), Some(Role::Clustering(Direction::Asc)));
    assert_eq!(table.key_signature(), "((user_id), upload_date, video_id)");

    // File ▸ Export schema.cql: the in-app dialog opens in the folder worked in, the name proposed.
    u.click("File");
    u.click_menu_item("Export schema.cql…");
    assert!(u.h.state().fallback_dialog_open(), "{}", u.h.state().status());
    u.click("📥  Save");
    let written = dir.path().join("schema.cql");
    let cql = std::fs::read_to_string(&written).unwrap_or_else(|e| panic!("{} not written ({e}): {}", written.display(), u.h.state().status()));
    assert!(cql.contains("CREATE TABLE") && cql.contains("videos_by_user"), "{cql}");
    assert!(cql.contains("PRIMARY KEY ((user_id), upload_date, video_id)"), "{cql}");
    assert!(cql.contains("CLUSTERING ORDER BY (upload_date DESC, video_id ASC)"), "{cql}");

    assert!(u.interactions <= 20, "{} interactions:\n{}", u.interactions, u.log.join("\n"));
    eprintln!("{} interactions: {}", u.interactions, u.log.join(" · "));
}

/// The shorthand and the name typed before it are one step: one undo leaves the entity as
/// it was added, not named `Video(video_id, upload_date)`.
#[test]
fn one_undo_takes_back_a_typed_shorthand_whole() {
    let mut app = StudioApp::with_project(Project::new("t"), None);
    app.set_native_dialogs(false);
    let mut h = harness_sized(app, [1366.0, 768.0]);
    h.run();
    crate::support::click(&mut h, "Add entity");
    let added = h.state().project().entities[0].clone();
    h.get_by(|n| n.is_focused()).type_text("Video(video_id, upload_date)");
    h.run();
    h.key_press(Key::Enter);
    h.run();
    assert_eq!(h.state().project().entities[0].attributes.len(), 2);
    let ctx = h.ctx.clone();
    h.state_mut().run_command(&ctx, keyspace_studio::gui::UiCommand::Undo);
    h.run();
    assert_eq!(h.state().project().entities[0], added);
    assert_eq!(h.state().status(), "Undone: change several things — Ctrl+Y to redo");
}

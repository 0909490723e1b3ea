//! Import in the desktop app: CQL schemas and KDM projects open as new unsaved projects, the
//! report lists what was skipped (with its line) and offers the entities the tables imply;
//! accepting one is one undoable step.

use crate::support::Settle;
use crate::support::{click, harness, shared_fixture};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use keyspace_studio::gui::{StudioApp, Tab};
use model_core::Project;
use model_core::logical::Role;
use model_core::project::Direction;

/// An app on an empty project with native dialogs off, that has imported the shared fixture
/// `rel`; `None` (the test skips) when the fixtures are absent outside CI.
fn imported(rel: &str) -> Option<Harness<'static, StudioApp>> {
    let mut app = StudioApp::with_project(Project::new("Before"), None);
    app.set_native_dialogs(false);
    app.import_file(&shared_fixture(rel)?);
    app.wait_for_tasks();
    assert_eq!(app.error_message(), None);
    let mut h = harness(app);
    h.settle();
    Some(h)
}

#[test]
fn killrvideo_imports_eleven_tables_shown_on_the_logical_tab_with_their_roles() {
    let Some(mut h) = imported("cql/killrvideo.cql") else { return };
    // A new, unsaved document named after the file; the report is open.
    assert!(h.state().is_dirty(), "an import is unsaved work");
    assert_eq!(h.state().path(), None);
    assert!(h.state().title().contains("killrvideo.cql") && h.state().title().contains('●'), "{}", h.state().title());
    h.get_by_label("Import report");
    h.get_by_label("killrvideo.cql: imported 11 tables, 0 entities, 0 queries.");
    // `DROP KEYSPACE IF EXISTS` before the keyspace exists drops nothing, silently.
    let report = h.state().import_report().expect("a report").clone();
    assert_eq!(report.tables, 11);
    assert!(report.notes.is_empty(), "{:?}", report.notes);
    click(&mut h, "Close");
    assert!(!h.state().import_report_shown());

    click(&mut h, "Logical");
    assert_eq!(h.state().tab(), Tab::Logical);
    let (tables, _) = h.state().logical_diagram().expect("the Logical tab was drawn");
    assert_eq!(tables.len(), 11, "{tables:?}");
    // Fit keeps names legible, so eleven tables need zooming out to be all in view (what is
    // out of view is not drawn, so it has no node).
    for _ in 0..8 {
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Minus);
        h.settle();
    }
    for (name, _) in &tables {
        h.get_by_label(&format!("Table {name}"));
    }
    // Roles as in the file: K, C↓, C↑ and S.
    let model = h.state_mut().derivation().model.clone();
    let t = model.table("comments_by_video").expect("comments_by_video");
    let role = |c: &str| t.column(c).map(|c| c.role);
    assert_eq!(role("video_id"), Some(Role::PartitionKey));
    assert_eq!(role("posted_timestamp"), Some(Role::Clustering(Direction::Desc)));
    assert_eq!(role("user_id"), Some(Role::Clustering(Direction::Asc)));
    assert_eq!(role("title"), Some(Role::Static));
    let v = model.table("video_interactions_by_user_video").expect("interactions");
    assert_eq!(v.key_signature(), "((user_id, video_id), event_timestamp)");

    // The Physical tab shows the same tables.
    click(&mut h, "Physical");
    for _ in 0..8 {
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Minus);
        h.settle();
    }
    for (name, _) in &tables {
        h.get_by_label(&format!("Table {name}"));
    }
}

#[test]
fn the_hotel_docs_schema_reports_the_broken_guests_statement_with_its_line() {
    let Some(path) = shared_fixture("cql/hotel-docs.cql") else { return };
    let text = std::fs::read_to_string(&path).expect("fixture");
    let start = text.lines().position(|l| l.contains("CREATE TABLE reservation.guests")).expect("guests") + 1;
    // The statement runs to the next CREATE, or to the end of the file.
    let end = start
        + text.lines().skip(start).position(|l| l.trim_start().starts_with("CREATE")).unwrap_or(text.lines().count());
    let Some(mut h) = imported("cql/hotel-docs.cql") else { return };
    let report = h.state().import_report().expect("report").clone();
    assert_eq!(report.tables, 8, "the eight good tables");
    let guests: Vec<_> = report.notes.iter().filter(|n| n.statement.contains("guests")).collect();
    assert_eq!(guests.len(), 1, "{:?}", report.notes);
    let note = guests[0];
    assert!((start..end).contains(&note.line), "line {} outside the guests statement ({start}..{end})", note.line);
    // The dialog shows it: line, column, statement and reason.
    h.get_by_label(&note.line.to_string());
    h.get_by_label(&note.column.to_string());
    h.get_by_label(&note.statement);
    h.get_by_label(&note.message.en());
    h.get_by_label("Skipped or changed (1)");
    // Closed, then shown again from the File menu.
    click(&mut h, "Close");
    assert!(h.query_all_by_label("Import report").next().is_none());
    click(&mut h, "File");
    click(&mut h, "Last import report…");
    h.get_by_label("Import report");
    h.get_by_label(&note.statement);
}

#[test]
fn a_kdm_project_imports_entities_and_queries() {
    let Some(mut h) = imported("kdm/kdm_sensor_data.xml") else { return };
    let p = h.state().project().clone();
    let names: Vec<&str> = p.entities.iter().map(|e| e.name.as_str()).collect();
    for e in ["Network", "Sensor", "Temperature"] {
        assert!(names.contains(&e), "{names:?}");
    }
    assert_eq!(p.queries.len(), 4);
    click(&mut h, "Close");
    for e in ["Network", "Sensor", "Temperature"] {
        h.get_by_label(&format!("Entity {e}"));
    }
    click(&mut h, "Workflow");
    for q in &p.queries {
        assert!(h.query_all_by_label_contains(q.id.as_str()).next().is_some(), "query {} on the workflow", q.id);
    }
    // Each query has a derived table on the Logical tab.
    click(&mut h, "Logical");
    let (tables, _) = h.state().logical_diagram().expect("drawn");
    assert_eq!(tables.len(), 4, "{tables:?}");
}

#[test]
fn accepting_a_suggestion_adds_the_entity_and_undo_removes_it() {
    let Some(mut h) = imported("cql/killrvideo.cql") else { return };
    let report = h.state().import_report().expect("report").clone();
    let video = report.suggestions.iter().position(|s| s.name == "Video").expect("Video suggested");
    assert!(h.state().project().entities.is_empty(), "nothing is invented silently");
    click(&mut h, "Add entity Video");
    let p = h.state().project().clone();
    assert_eq!(p.entities.len(), 1);
    let e = &p.entities[0];
    assert_eq!(e.name, "Video");
    let keys: Vec<&str> = e.attributes.iter().filter(|a| a.key).map(|a| a.name.as_str()).collect();
    let expected: Vec<&str> = report.suggestions[video].key_columns.iter().map(|(c, _)| c.as_str()).collect();
    assert_eq!(keys, expected);
    // The report marks it added; the user closes it and sees the entity on the ER canvas.
    h.get_by_label("✔ Video added");
    click(&mut h, "Close");
    click(&mut h, "Conceptual");
    h.get_by_label("Entity Video");

    // One undo step removes it; the suggestion can be accepted again.
    let ctx = h.ctx.clone();
    h.state_mut().run_command(&ctx, keyspace_studio::gui::UiCommand::Undo);
    h.settle();
    assert!(h.state().project().entities.is_empty());
    assert!(h.query_all_by_label("Entity Video").next().is_none());
    click(&mut h, "File");
    click(&mut h, "Last import report…");
    h.get_by_label("Add entity Video");
}

#[test]
fn a_file_that_is_not_a_kdm_project_shows_an_error_and_keeps_the_open_project() {
    let dir = tempfile::tempdir().expect("temp dir");
    let bad = dir.path().join("page.xml");
    std::fs::write(&bad, "<html><body>not KDM</body></html>").expect("write");
    let mut app = StudioApp::with_project(Project::new("Kept"), None);
    app.set_native_dialogs(false);
    let before = app.project().clone();
    app.import_file(&bad);
    app.wait_for_tasks();
    let msg = app.error_message().expect("error shown").to_owned();
    assert!(msg.contains("page.xml"), "{msg}");
    assert_eq!(app.project(), &before);
    assert!(!app.is_dirty());
    app.import_file(&dir.path().join("missing.cql"));
    app.wait_for_tasks();
    assert!(app.error_message().is_some_and(|m| m.contains("missing.cql")));
    assert_eq!(app.project(), &before);
}

#[test]
fn import_from_the_menu_asks_about_unsaved_work_first() {
    let mut app = StudioApp::with_project(Project::new("Before"), None);
    app.set_native_dialogs(false);
    app.apply(&model_core::edit::Edit::RenameProject { name: "Edited".to_owned() }).expect("edit");
    let mut h = harness(app);
    h.settle();
    for item in ["Import CQL…", "Import KDM project…"] {
        click(&mut h, "File");
        click(&mut h, item);
        h.get_by_label("Unsaved changes");
        click(&mut h, "Cancel");
        assert_eq!(h.state().project().name, "Edited", "{item}: cancel keeps the work");
        assert!(h.state().is_dirty());
    }
    // "Don't save" goes on to the file dialog: no native one in tests, so the app's own opens
    // and the status says why.
    click(&mut h, "File");
    click(&mut h, "Import CQL…");
    click(&mut h, "Don't save");
    assert!(h.state().fallback_dialog_open());
    assert!(h.state().status().starts_with("No system file dialog is available here"), "{}", h.state().status());
    click(&mut h, "🚫 Cancel");
    assert!(!h.state().fallback_dialog_open());
    // The report item is disabled until something was imported.
    click(&mut h, "File");
    assert!(h.get_by_label("Last import report…").accesskit_node().is_disabled());
}

#[test]
fn suggestions_apply_only_to_the_imported_document() {
    let Some(mut h) = imported("cql/killrvideo.cql") else { return };
    click(&mut h, "Close");
    let ctx = h.ctx.clone();
    h.state_mut().run_command(&ctx, keyspace_studio::gui::UiCommand::New);
    h.settle();
    click(&mut h, "Don't save");
    assert_eq!(h.state().path(), None);
    assert!(h.state().project().physical.tables.is_empty(), "a new project");
    click(&mut h, "File");
    click(&mut h, "Last import report…");
    assert!(h.get_by_label("Add entity Video").accesskit_node().is_disabled(), "not for another project");
    h.state_mut().accept_suggestion(0);
    assert!(h.state().project().entities.is_empty());
}

#[test]
fn several_cql_files_import_together_and_the_report_names_each_note_s_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let types = dir.path().join("01-types.cql");
    let tables = dir.path().join("02-tables.cql");
    std::fs::write(
        &types,
        "CREATE KEYSPACE shop WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n\
         CREATE TYPE shop.address (street text, city text, );\n",
    )
    .expect("write");
    std::fs::write(
        &tables,
        "CREATE TABLE shop.customers (id uuid PRIMARY KEY, home frozen<address>, email text MASKED WITH mask_inner(1, 1));\n\
         INSERT INTO shop.customers (id) VALUES (uuid());\n",
    )
    .expect("write");
    let mut app = StudioApp::with_project(Project::new("Before"), None);
    app.set_native_dialogs(false);
    app.import_files(&[types.clone(), tables.clone()]);
    app.wait_for_tasks();
    assert_eq!(app.error_message(), None);
    let mut h = harness(app);
    h.settle();
    h.get_by_label("01-types.cql and 1 more: imported 1 table, 0 entities, 0 queries.");
    let report = h.state().import_report().expect("a report").clone();
    assert_eq!(report.files, [types, tables.clone()]);
    assert_eq!(report.notes.len(), 1, "{:?}", report.notes);
    assert_eq!(report.notes[0].file, tables.display().to_string());
    // The notes grid has a column naming each note's file.
    h.get_by_label("02-tables.cql");
    let p = h.state().project();
    assert_eq!(p.physical.udts.len(), 1, "the type of the first file");
    assert_eq!(p.physical.tables[0].columns[2].mask.as_deref(), Some("mask_inner(1, 1)"));
}

#[test]
fn a_template_schema_gets_its_values_in_the_report_and_imports_again() {
    let dir = tempfile::tempdir().expect("temp dir");
    let schema = dir.path().join("search_schema.cql");
    std::fs::write(
        &schema,
        "CREATE KEYSPACE $KEYSPACE$ WITH replication = {'class': 'SimpleStrategy', 'replication_factor': ${RF}};\n\
         CREATE TABLE $KEYSPACE$.terms (field text, value text, resource text, PRIMARY KEY ((field, value), resource));\n",
    )
    .expect("write");
    let mut app = StudioApp::with_project(Project::new("Before"), None);
    app.set_native_dialogs(false);
    app.import_file(&schema);
    app.wait_for_tasks();
    let mut h = harness(app);
    h.settle();
    assert!(h.state().project().physical.tables.is_empty(), "nothing without values");
    h.get_by_label("Template values");
    let again = "Import again with these values";
    assert!(h.get_by_label(again).accesskit_node().is_disabled(), "not until every placeholder has a value");
    for (name, value) in [("KEYSPACE", "search"), ("RF", "2")] {
        h.get_by_role_and_label(egui::accesskit::Role::TextInput, name).click();
        h.settle();
        h.get_by_role_and_label(egui::accesskit::Role::TextInput, name).type_text(value);
        h.settle();
    }
    click(&mut h, again);
    h.state_mut().wait_for_tasks();
    h.settle();
    let p = h.state().project();
    assert_eq!(p.physical.tables.len(), 1, "{:?}", h.state().import_report().map(|r| &r.notes));
    assert_eq!(p.physical.tables[0].keyspace.as_deref(), Some("search"));
    let report = h.state().import_report().expect("the new report");
    assert!(report.notes.is_empty(), "{:?}", report.notes);
    assert_eq!(report.template, [("KEYSPACE".to_owned(), "search".to_owned()), ("RF".to_owned(), "2".to_owned())]);
}

/// File ▸ Import SQL schema and queries… goes this way once the files are picked: Chinook's
/// schema and the store front's queries become the ER model, laid out, and the workflow, one
/// node per query, each keeping its SQL.
#[test]
fn a_sql_schema_and_its_queries_import_as_the_er_model_and_the_workflow() {
    use egui::Modifiers;
    let Some(schema) = shared_fixture("sql/chinook-postgresql.sql") else { return };
    let queries = crate::support::repo_path("sample-projects/sql/chinook-storefront.sql");
    let mut app = StudioApp::with_project(Project::new("Before"), None);
    app.set_native_dialogs(false);
    app.import_files(&[schema, queries]);
    app.wait_for_tasks();
    assert_eq!(app.error_message(), None);
    let mut h = harness(app);
    h.settle();
    h.get_by_label("Import report");
    let p = h.state().project().clone();
    assert_eq!((p.entities.len(), p.relationships.len(), p.queries.len()), (9, 9, 12));
    assert!(p.entities.iter().all(|e| p.layout.conceptual.contains_key(e.id.as_str())), "the ER diagram is laid out");
    let report = h.state().import_report().expect("a report").clone();
    assert!(report.notes.iter().any(|n| n.message.en().starts_with("Q8: LIKE")), "{:?}", report.notes);
    click(&mut h, "Close");
    h.state_mut().set_tab(Tab::Workflow);
    h.settle();
    h.key_press_modifiers(Modifiers::COMMAND, egui::Key::Num0);
    h.settle();
    let boxes = h.state().workflow_boxes();
    assert_eq!(boxes.len(), 12, "one node per query");
    for q in &p.queries {
        assert!(boxes.iter().any(|b| b.id == q.id.as_str()), "{} is drawn", q.id);
        assert!(model_core::import::sql::query_sql(&q.description).is_some(), "{} keeps its SQL", q.id);
    }
}

/// Issue 46, item 1: the relationships a SQL import inferred from the queries' joins are
/// listed in the report with a Reject button each; rejecting one imports the files again
/// without it, and the report then offers to import again with every one.
#[test]
fn an_inferred_relationship_is_rejected_from_the_report_and_restored() {
    let dir = tempfile::tempdir().expect("temp dir");
    let sql = dir.path().join("shop.sql");
    std::fs::write(
        &sql,
        "CREATE TABLE account (userid varchar(80) PRIMARY KEY, email text);
CREATE TABLE orders (order_id int PRIMARY KEY, userid varchar(80) NOT NULL, total decimal(10,2));
SELECT o.order_id, o.total FROM orders o JOIN account a ON a.userid = o.userid WHERE a.email = ?;
",
    )
    .expect("write");
    let mut app = StudioApp::with_project(Project::new("Before"), None);
    app.set_native_dialogs(false);
    app.import_file(&sql);
    app.wait_for_tasks();
    let mut h = harness(app);
    h.settle();
    assert_eq!(h.state().project().relationships.len(), 1);
    h.get_by_label("Relationships inferred from the queries' joins (1)");
    // The report's first frames lay it out (the modal sizes itself); its buttons keep their
    // ids from then on.
    h.run();
    h.run();
    click(&mut h, "Reject user");
    h.state_mut().wait_for_tasks();
    h.settle();
    assert!(h.state().project().relationships.is_empty(), "imported again without it");
    let report = h.state().import_report().expect("the new report");
    assert!(report.inferred.is_empty() && report.rejected.contains("orders.userid"), "{:?}", report.rejected);
    assert!(report.notes.iter().any(|n| n.message.en().contains("it was rejected")), "{:?}", report.notes);
    click(&mut h, "Import again with every inferred relationship");
    h.state_mut().wait_for_tasks();
    h.settle();
    assert_eq!(h.state().project().relationships.len(), 1);
    assert!(h.state().import_report().is_some_and(|r| r.rejected.is_empty() && r.inferred.len() == 1));
}

//! Issue 44, queries: the queries an entity and a relationship suggest, counted. From a
//! Student and a Project typed in quick entry, "Student by id" is one click in Student's
//! inspector and "Project by Student" one in the relationship's; each finds the key and the
//! named attributes only, and the inspector stays where the user was. A query just added
//! (nothing in it) derives no table and reports nothing.

use crate::support::{Settle, harness_sized};
use egui::Key;
use egui_kittest::kittest::Queryable;
use keyspace_studio::gui::Selected;
use keyspace_studio::gui::StudioApp;
use model_core::Project;

fn one(h: &mut egui_kittest::Harness<'static, StudioApp>, label: &str, count: &mut usize) {
    h.get_by_label(label).click();
    h.settle();
    *count += 1;
}

fn typed(h: &mut egui_kittest::Harness<'static, StudioApp>, text: &str, count: &mut usize) {
    h.get_by(|n| n.is_focused()).type_text(text);
    h.settle();
    h.key_press(Key::Enter);
    h.settle();
    *count += 2;
}

/// The columns of the table derived for query `q`, in order.
fn columns(app: &mut StudioApp, q: &str) -> Vec<String> {
    let id = model_core::ids::QueryId::from(q);
    let t = app.derivation().model.table_for_query(&id).unwrap_or_else(|| panic!("no table for {q}"));
    t.columns.iter().map(|c| c.name.clone()).collect()
}

#[test]
fn student_by_id_and_project_by_student_take_one_click_each_and_find_the_named_attributes() {
    let mut app = StudioApp::with_project(Project::new("t"), None);
    app.set_native_dialogs(false);
    let mut h = harness_sized(app, [1366.0, 768.0]);
    h.settle();
    let mut modelling = 0;
    one(&mut h, "Add entity", &mut modelling);
    typed(&mut h, "Student(id, name, branch, email)", &mut modelling);
    let student = h.state().project().entities[0].id.clone();

    // Student by id: one click in Student's inspector, which stays on Student.
    let mut student_by_id = 0;
    one(&mut h, "Query: Student by id", &mut student_by_id);
    assert_eq!(h.state().selection(), [Selected::Entity(student.clone())], "the inspector stays on Student");
    assert!(
        h.state().status().starts_with("Added Q1: "),
        "the status line names the new query: {}",
        h.state().status()
    );
    let q1 = h.state().project().queries[0].clone();
    assert_eq!((q1.entity.as_ref(), q1.given.len(), q1.find.len()), (Some(&student), 1, 2), "{q1:?}");
    assert_eq!(columns(h.state_mut(), "Q1"), ["id", "name"]);

    // Project(project_id, title, budget), related to Student from its inspector (m:n).
    one(&mut h, "Add entity", &mut modelling);
    typed(&mut h, "Project(project_id, title, budget decimal)", &mut modelling);
    one(&mut h, "Relate to…", &mut modelling);
    let nodes: Vec<_> = h.get_all_by_label("Student").collect();
    nodes.last().expect("Student in the list").click();
    h.settle();
    modelling += 1;
    typed(&mut h, "works on", &mut modelling);
    let rel = h.state().project().relationships[0].id.clone();

    // Project by Student: one click in the relationship's inspector, which stays on it.
    let mut project_by_student = 0;
    one(&mut h, "Query: Project by Student", &mut project_by_student);
    assert_eq!(h.state().selection(), [Selected::Relationship(rel)], "the inspector stays on the relationship");
    assert!(
        h.state().status().starts_with("Added Q2: "),
        "the status line names the new query: {}",
        h.state().status()
    );
    let q2 = h.state().project().queries[1].clone();
    assert_eq!((q2.given.len(), q2.find.len()), (1, 2), "given Student's id, find project_id and title: {q2:?}");
    assert_eq!(columns(h.state_mut(), "Q2"), ["student_id", "project_id", "title"]);
    // The queries are one link away: the relationship's inspector lists them.
    one(&mut h, "Q2 (Find Project by Student)", &mut project_by_student);
    assert_eq!(h.state().selection(), [Selected::Query(q2.id)]);

    // Before issue 44: "Student by id" had no button (Workflow tab, Add query, the given
    // attribute's list and item, then each find attribute's list and item: 2 + 2 + 2×2 = 8);
    // "Project by Student" found every attribute (✕ on budget: 1), after 1 click that moved
    // the inspector to the query (1 click back to the relationship): 3.
    assert_eq!((student_by_id, project_by_student), (1, 2), "after: 1 and 1 (+1 to open the query)");
    eprintln!(
        "modelling {modelling}, Student by id {student_by_id}, Project by Student {project_by_student} (before: 8 and 3)"
    );
}

/// A query added with nothing in it is incomplete, quietly: no table, no diagnostic, one
/// weak line in its inspector.
#[test]
fn an_empty_new_query_shows_no_error_and_no_invented_table() {
    let (project, _) = crate::support::hotel();
    let tables = {
        let mut app = StudioApp::with_project(project.clone(), None);
        app.derivation().model.tables.len()
    };
    let mut app = StudioApp::with_project(project, None);
    app.set_native_dialogs(false);
    let mut h = harness_sized(app, [1366.0, 768.0]);
    h.settle();
    let diagnostics = h.state_mut().analysis().diagnostics.len();
    let ctx = h.ctx.clone();
    h.state_mut().run_command(&ctx, keyspace_studio::gui::UiCommand::AddQuery);
    h.settle();
    let q = h.state().project().queries.last().expect("added").id.clone();
    assert_eq!(h.state().selection(), [Selected::Query(q.clone())]);
    assert_eq!(h.state_mut().derivation().model.tables.len(), tables, "no table for the empty query");
    assert!(h.state_mut().derivation().model.tables.iter().all(|t| !t.name.starts_with("all_")));
    let validated = model_core::validate::validate(h.state().project(), &model_core::derive(h.state().project()));
    assert!(validated.iter().all(|d| d.subject.query.as_ref() != Some(&q)), "{validated:?}");
    let after = &h.state_mut().analysis().diagnostics;
    assert_eq!(after.len(), diagnostics, "{after:?}");
    h.get_by_label("Incomplete: choose what it is given and what it finds; it gets a table then.");
}

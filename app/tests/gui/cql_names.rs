//! Names in Chinese (issue 44, item 1), in a window shown in Chinese: the entities 学生
//! (student) and 项目 (project) give tables Cassandra takes without a rename by hand, every one
//! in `schema.cql`; the inspector shows the CQL name beside the name, a chosen one names the
//! tables in one undo step, and one no table may hold stays in the field with the reason.

use crate::apply::type_into;
use crate::support::{Settle, click, harness};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use keyspace_studio::gui::i18n::Lang;
use keyspace_studio::gui::{Selected, StudioApp, UiCommand};
use model_core::Project;
use model_core::builder::ProjectBuilder;
use model_core::cql::NativeType::{Int, Text};
use model_core::project::Cardinality::Many;
use model_core::project::Predicate::Eq;

/// Students (学号 number, 姓名 name) take part in (参与) projects (编号 number, 名称 name).
fn workshop() -> Project {
    ProjectBuilder::new("学生项目")
        .entity("student", &[("number", Int, true), ("name", Text, false)])
        .entity("project", &[("number", Int, true), ("name", Text, false)])
        .relationship("takes_part", "student", Many, "project", Many)
        .query("Q1", Some("project"), &[("student.number", Eq)], &["project.number", "project.name"], &[])
        .query("Q2", Some("student"), &[("project.number", Eq)], &["student.number", "student.name"], &[])
        .with(|p| {
            let names = [("学生", ["学号", "姓名"]), ("项目", ["编号", "名称"])];
            for (e, (name, attributes)) in p.entities.iter_mut().zip(names) {
                e.name = name.to_owned();
                for (a, n) in e.attributes.iter_mut().zip(attributes) {
                    a.name = n.to_owned();
                }
            }
            p.relationships[0].name = "参与".to_owned();
        })
        .build()
}

fn tables(h: &mut Harness<'_, StudioApp>) -> Vec<String> {
    h.state_mut().derivation().model.tables.iter().map(|t| t.name.clone()).collect()
}

/// `schema.cql` as Export writes it: every derived table created, none left out.
fn schema_holds_every_table(h: &mut Harness<'_, StudioApp>) {
    let project = h.state().project().clone();
    let model = h.state_mut().derivation().model.clone();
    let schema = model_core::export::schema_cql(&project, &model);
    assert!(schema.skipped.is_empty(), "left out: {:?}", schema.skipped);
    for t in &model.tables {
        assert!(schema.text.contains(&format!(".{} (", t.name)), "{} missing\n{}", t.name, schema.text);
    }
    no_errors(h);
}

/// The analysis finds no error (a name the tool made that Cassandra refuses would be one).
pub fn no_errors(h: &mut Harness<'_, StudioApp>) {
    let errors: Vec<String> = h
        .state_mut()
        .analysis()
        .diagnostics
        .iter()
        .filter(|d| d.severity == model_core::Severity::Error)
        .map(|d| d.message.en())
        .collect();
    assert!(errors.is_empty(), "{errors:?}");
}

#[test]
fn chinese_names_give_tables_cassandra_takes_and_a_chosen_cql_name_is_one_undo_step() {
    let mut app = StudioApp::with_project(workshop(), None);
    app.set_language(Lang::Zh);
    let mut h = harness(app);
    h.settle();
    assert_eq!(tables(&mut h), ["xiang_mu_by_xue_sheng", "xue_sheng_by_xiang_mu"]);
    schema_holds_every_table(&mut h);

    // The inspector shows the CQL name beside the name: empty, the transliteration as its hint.
    click(&mut h, "学生");
    assert_eq!(h.state().selection(), &[Selected::Entity("student".into())]);
    type_into(&mut h, "CQL 名称", "student");
    h.key_press(egui::Key::Enter);
    h.settle();
    assert_eq!(tables(&mut h), ["xiang_mu_by_student", "students_by_xiang_mu"]);
    schema_holds_every_table(&mut h);
    // One undo takes the whole word back.
    let ctx = h.ctx.clone();
    h.state_mut().run_command(&ctx, UiCommand::Undo);
    h.settle();
    assert_eq!(tables(&mut h), ["xiang_mu_by_xue_sheng", "xue_sheng_by_xiang_mu"]);

    // A word no table may hold stays in the field, said, and changes nothing.
    let before = h.state().project().clone();
    type_into(&mut h, "CQL 名称", "学生表");
    assert!(h.query_by_label_contains("⚠").is_some(), "the field says why");
    assert_eq!(h.state().project(), &before, "nothing applied");
}

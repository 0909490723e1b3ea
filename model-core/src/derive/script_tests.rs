//! Names in other scripts (issue 44, item 1), as a workshop in Chinese writes them: students
//! who take part in projects and mentor one another. Their tables and columns are names
//! Cassandra takes, without a rename by hand.

use super::*;
use crate::builder::ProjectBuilder;
use crate::cql::NativeType::{Int, Text};
use crate::project::Cardinality::Many;
use crate::project::Predicate::Eq;

/// 学生 (student: 学号 number, 姓名 name) take part in (参与) 项目 (project: 编号 number, 名称
/// name), and mentor (指导) one another as 导师 (mentor) and 学员 (mentee).
fn workshop() -> Project {
    ProjectBuilder::new("学生项目")
        .entity("student", &[("number", Int, true), ("name", Text, false)])
        .entity("project", &[("number", Int, true), ("name", Text, false)])
        .relationship("takes_part", "student", Many, "project", Many)
        .relationship("mentors", "student", Many, "student", Many)
        .roles([Some("导师"), Some("学员")])
        .query("Q1", Some("project"), &[("student.number", Eq)], &["project.number", "project.name"], &[])
        .query("Q2", Some("project"), &[("project.number", Eq)], &["project.name"], &[])
        .query(
            "Q3",
            Some("student@学员"),
            &[("student.number@导师", Eq)],
            &["student.number@学员", "student.name@学员"],
            &[],
        )
        .with(|p| {
            let names = [("学生", ["学号", "姓名"]), ("项目", ["编号", "名称"])];
            for (e, (name, attributes)) in p.entities.iter_mut().zip(names) {
                e.name = name.to_owned();
                for (a, n) in e.attributes.iter_mut().zip(attributes) {
                    a.name = n.to_owned();
                }
            }
            p.relationships[0].name = "参与".to_owned();
            p.relationships[1].name = "指导".to_owned();
        })
        .build()
}

fn table<'a>(d: &'a Derivation, q: &str) -> &'a Table {
    d.model.table_for_query(&QueryId::from(q)).unwrap_or_else(|| panic!("no table for {q}: {:?}", d.diagnostics))
}

fn columns(t: &Table) -> Vec<&str> {
    t.columns.iter().map(|c| c.name.as_str()).collect()
}

#[test]
fn chinese_names_give_tables_cassandra_takes_and_schema_cql_holds_every_one() {
    let p = workshop();
    let d = derive(&p);
    assert_eq!(table(&d, "Q1").name, "xiang_mu_by_xue_sheng", "no English plural on a transliteration");
    assert_eq!(columns(table(&d, "Q1")), ["xue_sheng_xue_hao", "xiang_mu_bian_hao", "ming_cheng"]);
    assert_eq!(table(&d, "Q2").name, "xiang_mu");
    assert_eq!(table(&d, "Q3").name, "xue_yuan_by_dao_shi", "the roles name the table");
    assert_eq!(p.physical.keyspaces[0].name, "xue_sheng_xiang_mu", "the keyspace too");
    let validation = crate::validate::validate(&p, &d);
    let invalid: Vec<String> = d
        .diagnostics
        .iter()
        .chain(&validation)
        .filter(|x| x.code == Code::InvalidCqlName)
        .map(|x| x.message.en())
        .collect();
    assert!(invalid.is_empty(), "{invalid:?}");
    let schema = crate::export::schema::schema_cql(&p, &d.model);
    assert!(schema.skipped.is_empty(), "{:?}", schema.skipped);
    for t in &d.model.tables {
        assert!(
            schema.text.contains(&format!("CREATE TABLE IF NOT EXISTS xue_sheng_xiang_mu.{} (", t.name)),
            "{}\n{}",
            t.name,
            schema.text
        );
    }
    // The display names stay as written: the diagram and the documents show them.
    assert_eq!(p.entities[0].name, "学生");
}

#[test]
fn a_cql_name_the_user_chose_names_the_tables_and_a_bad_one_is_said_and_passed_over() {
    let mut p = workshop();
    p.entities[0].cql_name = Some("student".to_owned());
    p.entities[1].cql_name = Some("Project".to_owned());
    let d = derive(&p);
    assert_eq!(table(&d, "Q1").name, "projects_by_student", "a chosen English word takes its plural");
    assert_eq!(columns(table(&d, "Q1"))[0], "student_xue_hao");
    p.entities[0].cql_name = Some("学生 表".to_owned());
    let d = derive(&p);
    assert_eq!(table(&d, "Q1").name, "projects_by_xue_sheng", "the name's own word stands in");
    let warned: Vec<String> = crate::validate::validate(&p, &d)
        .iter()
        .filter(|x| x.code == Code::InvalidCqlName)
        .map(|x| x.message.en())
        .collect();
    assert_eq!(warned.len(), 1, "{warned:?}");
    assert!(warned[0].contains("学生 表") && warned[0].contains("xue_sheng"), "{}", warned[0]);
}

#[test]
fn other_scripts_and_accents_transliterate_and_ascii_names_are_unchanged() {
    for (written, word) in [
        ("Größe", "grosse"),
        ("Café", "cafe"),
        ("Станция", "stantsiia"),
        ("Σταθμός", "stathmos"),
        ("学生ID", "xue_sheng_id"),
    ] {
        assert_eq!(crate::naming::cql_word(written), word);
    }
    for ascii in ["Point of Interest", "hotelID", "video_id"] {
        assert_eq!(crate::naming::cql_word(ascii), crate::naming::snake_case(ascii));
    }
}

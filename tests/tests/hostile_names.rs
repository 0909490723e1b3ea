//! Hostile names: quotes, semicolons, newlines, reserved words, mixed case, Chinese, emoji,
//! names over 48 characters, in every place a name or text reaches the CQL. Each either
//! exports as valid, correctly quoted CQL that an independent parser accepts, with exactly
//! the statements expected (nothing injected), or raises a diagnostic and is left out.

use model_core::builder::ProjectBuilder;
use model_core::cql::NativeType::{Int, Text};
use model_core::export::{queries_cql, schema_cql};
use model_core::project::Cardinality::{Many, One};
use model_core::project::Predicate::Eq;
use model_core::project::TableOverride;
use model_core::{Code, Project, Severity};

const HOSTILE: &[&str] = &[
    "it's",
    "say \"hi\"",
    "a; DROP KEYSPACE hotel; --",
    "line\nbreak",
    "tab\there",
    "order",
    "table",
    "key",
    "select",
    "MixedCase",
    "学生",
    "名字 with space",
    "emoji 😀",
    "x');DROP TABLE t;--",
    "*/ /* --",
    "a_name_that_is_much_longer_than_the_forty_eight_characters_cql_allows",
    "   ",
    "",
];

/// A project where `name` is used as an entity, attribute, relationship attribute, query
/// description, table rename and column rename.
fn project_with(name: &str, place: usize) -> Project {
    let mut b = ProjectBuilder::new("hostile")
        .entity("a", &[("id", Int, true), ("v", Text, false)])
        .entity("b", &[("id", Int, true), ("w", Text, false)])
        .relationship("r", "a", One, "b", Many)
        .query("Q1", Some("b"), &[("a.id", Eq)], &["b.w", "a.v"], &[]);
    b = match place {
        0 => b.with(|p| p.entities[0].name = name.to_owned()),
        1 => b.with_attribute("b.w", |a| a.name = name.to_owned()),
        2 => b.with_attribute("a.id", |a| a.name = name.to_owned()),
        3 => b.with(|p| p.queries[0].description = name.to_owned()),
        4 => b.with(|p| {
            p.overrides
                .tables
                .insert("Q1".into(), TableOverride { name: Some(name.to_owned()), ..TableOverride::default() });
        }),
        5 => b.with(|p| p.physical.keyspaces[0].name = name.to_owned()),
        6 => b.with(|p| p.name = name.to_owned()),
        7 => b.with_attribute("b.w", |a| {
            a.fields = vec![model_core::project::Field {
                name: name.to_owned(),
                ty: model_core::cql::CqlType::Native(Int),
                extra: Default::default(),
            }];
            a.udt = Some(name.to_owned());
        }),
        _ => b.with(|p| {
            let mut ov = TableOverride::default();
            ov.options.insert("comment".to_owned(), format!("'{}'", name.replace('\'', "''")));
            ov.options.insert(name.to_owned(), "1".to_owned());
            p.overrides.tables.insert("Q1".into(), ov);
        }),
    };
    b.build()
}

#[test]
fn every_hostile_name_yields_valid_cql_or_a_diagnostic() {
    let mut checked = 0;
    for name in HOSTILE {
        for place in 0..9 {
            let p = project_with(name, place);
            let d = model_core::derive(&p);
            let diags = model_core::validate::validate(&p, &d);
            let schema = schema_cql(&p, &d.model);
            let queries = queries_cql(&p, &d.model);
            let ctx = format!("name {name:?} in place {place}");
            let statements = cqlparser::Parser::new(&schema.text)
                .parse()
                .unwrap_or_else(|e| panic!("{ctx}: the independent parser rejects schema.cql: {e:?}\n{}", schema.text));
            // Exactly the statements we meant: one keyspace (unless left out), the UDT, one table.
            let creates = schema.text.lines().filter(|l| l.starts_with("CREATE ")).count();
            assert_eq!(statements.len(), creates, "{ctx}: statement count\n{}", schema.text);
            assert_eq!(schema.text.matches(";\n").count(), creates, "{ctx}: a name ended a statement\n{}", schema.text);
            let table_written = schema.text.contains("CREATE TABLE");
            let reported = diags.iter().any(|x| {
                x.severity == Severity::Error && matches!(x.code, Code::InvalidCqlName | Code::KeyspaceProblem)
            }) || !schema.skipped.is_empty();
            assert!(table_written || reported, "{ctx}: the table is missing and nothing says why\n{}", schema.text);
            // queries.cql: every non-comment line belongs to a SELECT; nothing else sneaks in.
            for line in queries.lines().filter(|l| !l.starts_with("--") && !l.is_empty()) {
                let t = line.trim_start();
                assert!(
                    t.starts_with("SELECT ")
                        || t.starts_with("WHERE ")
                        || t.starts_with("ORDER BY ")
                        || t.starts_with("LIMIT "),
                    "{ctx}: unexpected line in queries.cql: {line:?}"
                );
            }
            checked += 1;
        }
    }
    assert_eq!(checked, HOSTILE.len() * 9);
}

#[test]
fn chinese_entity_names_transliterate_and_a_chinese_table_name_given_by_hand_is_said() {
    // Derived: the entity's name transliterated, a table Cassandra takes (issue 44).
    let p = project_with("学生", 0);
    let d = model_core::derive(&p);
    let diags = model_core::validate::validate(&p, &d);
    assert!(!diags.iter().chain(&d.diagnostics).any(|x| x.code == Code::InvalidCqlName), "{diags:#?}");
    assert!(
        schema_cql(&p, &d.model).text.contains("CREATE TABLE IF NOT EXISTS hostile.bs_by_xue_sheng ("),
        "{}",
        schema_cql(&p, &d.model).text
    );
    // Given by hand: the user's own name is not changed, and is reported.
    let p = project_with("学生", 4);
    let d = model_core::derive(&p);
    let diags: Vec<_> = model_core::validate::validate(&p, &d).into_iter().chain(d.diagnostics.clone()).collect();
    assert!(diags.iter().any(|x| x.code == Code::InvalidCqlName && x.message.en().contains("学生")), "{diags:#?}");
    assert!(!schema_cql(&p, &d.model).text.contains("CREATE TABLE"));
}

#[test]
fn reserved_words_and_mixed_case_are_quoted() {
    let p = project_with("order", 1);
    let d = model_core::derive(&p);
    let s = schema_cql(&p, &d.model).text;
    assert!(s.contains("  \"order\" text"), "{s}");
    let p = project_with("MixedCase", 4);
    let d = model_core::derive(&p);
    let s = schema_cql(&p, &d.model).text;
    assert!(s.contains(".\"MixedCase\" ("), "{s}");
}

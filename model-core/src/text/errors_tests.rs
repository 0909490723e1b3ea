//! The errors of other modules (edits, loads, CQL types, key alternatives) are worded by the
//! catalogue, in the language asked for only.

use super::{Lang, worded};
use crate::edit::EditError;
use crate::edit::{Edit, Estimate, Refusal};
use crate::ids::Thing;
use crate::ids::{EntityId, QueryId};
use crate::logical::AlternativeReason;
use crate::project::Project;
use crate::project::ShapeProblem;
use std::path::Path;

use crate::builder::sample;

/// A load error, an edit error and a type error, each made and shown in English, then in
/// Chinese: the Chinese catalogue is asked only for the Chinese.
#[test]
fn nothing_words_a_language_that_is_not_shown() {
    let (en0, zh0) = (worded(Lang::En), worded(Lang::Zh));
    // Making the errors words nothing.
    let load = Project::from_json("{\"format\": \"keyspace-studio/1\", \"entities\": 7}", Path::new("p.json"))
        .expect_err("shape");
    let mut p = Project::new("x");
    let edit = p.apply(&Edit::RemoveEntity { id: EntityId::new("nowhere") }).expect_err("no such entity");
    let ty = crate::cql::CqlType::parse("map<int").expect_err("unterminated");
    let derived = crate::derive(&sample("hotel"));
    assert!(derived.model.tables.iter().any(|t| t.alternatives.len() > 1), "the sample has alternatives to word");
    assert_eq!((worded(Lang::En), worded(Lang::Zh)), (en0, zh0), "making messages words none");
    // Showing them in English words English only.
    let english = [
        load.message_in(Lang::En),
        edit.to_string(),
        ty.to_string(),
        derived.model.tables[0].alternatives[0].reason.to_string(),
    ];
    assert_eq!(worded(Lang::Zh), zh0, "English words no Chinese: {english:?}");
    assert!(worded(Lang::En) >= en0 + 4);
    // Showing them in Chinese words Chinese, from the typed values.
    let en1 = worded(Lang::En);
    let zh = [
        load.message_in(Lang::Zh),
        edit.said().get(Lang::Zh),
        ty.said().get(Lang::Zh),
        derived.model.tables[0].alternatives[0].reason.said().get(Lang::Zh),
    ];
    assert_eq!(worded(Lang::En), en1, "Chinese words no English: {zh:?}");
    assert!(worded(Lang::Zh) >= zh0 + 4);
    assert_eq!(zh[0], "p.json：第 1 行，第 45 列：类型无效：得到的是整数 `7`，应为数组");
    assert_eq!(zh[1], "实体 nowhere 不存在");
    assert_eq!(zh[2], "无效的 CQL 类型 `map<int`：此处应为 `,`");
}

#[test]
fn edit_refusals_are_whole_sentences_in_each_language() {
    let refusals = [
        Refusal::UnwritableType { ty: "tuple<>".into() },
        Refusal::NoSuchEnd { end: 2 },
        Refusal::OwnsItself { entity: EntityId::new("e1") },
        Refusal::LeadsToItself { query: QueryId::new("Q1") },
        Refusal::PositionNotNumber { id: "e1".into() },
        Refusal::BucketWithoutQuery,
        Refusal::InvalidTableOption { name: "a.b".into() },
        Refusal::IndexOnItself { query: QueryId::new("Q1") },
        Refusal::OptionWithoutQuery,
        Refusal::TooFewBuckets { count: 1 },
        Refusal::NotAnEstimate { what: Estimate::GrowthRate, value: -1.0 },
        Refusal::NotAnAttributeOf { attribute: "a.b".into(), entity: EntityId::new("e1") },
        Refusal::EmptyAlternateKey { entity: "e1".into() },
        Refusal::KeyOfOtherAttribute { attribute: "a.b".into(), entity: "e1".into() },
        Refusal::NoPartitionKey { query: QueryId::new("Q1") },
        Refusal::OwnSubtype { entity: EntityId::new("e1") },
        Refusal::SubtypeTwice { entity: EntityId::new("e1") },
    ];
    for r in refusals {
        let e = EditError::Invalid(r);
        let (en, zh) = (e.said().get(Lang::En), e.said().get(Lang::Zh));
        assert_eq!(en, e.to_string());
        let words = crate::text::english_words(&zh, &["e1", "Q1", "a.b", "tuple"]);
        assert!(words.is_empty(), "{zh:?} has English words {words:?} (English: {en})");
    }
    for thing in [
        Thing::Entity,
        Thing::Attribute,
        Thing::Relationship,
        Thing::Query,
        Thing::Transition,
        Thing::Keyspace,
        Thing::Table,
        Thing::Specialisation,
    ] {
        assert_ne!(thing.said().get(Lang::En), thing.said().get(Lang::Zh));
    }
}

#[test]
fn counts_take_the_plural_they_need() {
    let one = AlternativeReason::Split { count: 1 }.to_string();
    let two = AlternativeReason::Split { count: 2 }.to_string();
    assert_eq!(one, "1 equality attribute in the partition key, the rest as clustering columns");
    assert_eq!(two, "2 equality attributes in the partition key, the rest as clustering columns");
}

/// The problems of a file's shape, read typed from serde's hooks (not from its messages),
/// word serde_json's own English again, at serde_json's position; and in Chinese, no English
/// word of serde's.
#[test]
fn shape_problems_keep_serde_json_wording_in_english() {
    let head = r#"{"format": "keyspace-studio/1", "#;
    for body in [
        r#""entities": [{"id": "a"}]}"#,
        r#""entities": 7}"#,
        r#""entities": [{"id": "a", "name": "A", "attributes": [{"id": "a.x", "name": "x", "type": "nonsense"}]}]}"#,
        r#""entities": [{"id": "a", "name": "A", "attributes": [{"id": "a.x", "name": "x", "type": "map<int"}]}]}"#,
        r#""relationships": [{"id": "r", "name": "r", "ends": [{"entity": "a", "cardinality": "many"}]}]}"#,
        r#""physical": {"keyspaces": [{"name": "k", "replication": {"class": "Nowhere"}}]}}"#,
        r#""physical": {"keyspaces": [{"name": "k", "replication": {"class": "SimpleStrategy", "factor": "3"}}]}}"#,
        r#""physical": {"keyspaces": [{"name": "k", "replication": {"class": "SimpleStrategy", "factor": 3, "x": 1}}]}}"#,
        r#""physical": {"keyspaces": [{"name": "k", "replication": {"factor": 3}}]}}"#,
        r#""queries": [{"id": "Q1", "given": [{"attribute": "a.k", "op": "near"}]}]}"#,
        r#""queries": [{"id": "Q1", "find": [{"role": "x"}]}]}"#,
        r#""queries": [{"id": "Q1", "find": [7]}]}"#,
        r#""layout": {"conceptual": {"a": {"x": "left", "y": 0}}}}"#,
        r#""name": ["x"]}"#,
    ] {
        let text = format!("{head}{body}");
        let serde = serde_json::from_str::<Project>(&text).expect_err("refused by serde_json").to_string();
        let err = Project::from_json(&text, Path::new("p.json")).expect_err("refused");
        let crate::project::LoadError::Syntax { line, column, problem, .. } = &err else { panic!("{err:?}") };
        assert!(!matches!(problem, ShapeProblem::Other(_)), "{problem:?} is not typed ({serde})");
        assert_eq!(format!("{} at line {line} column {column}", err.detail_in(Lang::En)), serde, "{problem:?}");
        let zh = err.detail_in(Lang::Zh);
        for word in ["invalid", "expected", "missing", "unknown", "sequence", "integer", "struct"] {
            assert!(!zh.contains(word), "{zh:?} has serde's {word:?}");
        }
    }
}

/// JSON syntax errors, found typed by reading the text again (not from serde_json's
/// message), word serde_json's own English, at its position.
#[test]
fn syntax_errors_keep_serde_json_wording_in_english() {
    let deep = format!("{}{}", "[".repeat(200), "]".repeat(200));
    for text in [
        "{\"format\": \"keyspace-studio/1\",", // EOF inside an object
        "{\"format\": \"keyspace-studio/1\", \"x\": [1, 2",
        "{\"format\": \"keyspace-studio/1\", \"x\": \"abc",
        "{\"format\": \"keyspace-studio/1\", \"x\": ",
        "{\"format\": \"keyspace-studio/1\", \"x\": tru",
        "{\"format\": \"keyspace-studio/1\", \"x\": 1.",
        "{\"format\": \"keyspace-studio/1\", \"x\": 1e",
        "{\"format\": \"keyspace-studio/1\" \"x\": 1}",
        "{\"format\": \"keyspace-studio/1\", \"x\" 1}",
        "{\"format\": \"keyspace-studio/1\", \"x\": [1 2]}",
        "{\"format\": \"keyspace-studio/1\", \"x\": @}",
        "{\"format\": \"keyspace-studio/1\", \"x\": nul}",
        "{\"format\": \"keyspace-studio/1\"} x",
        "{\"format\": \"keyspace-studio/1\",}",
        "{\"format\": \"keyspace-studio/1\", \"x\": [1,]}",
        "{\"format\": \"keyspace-studio/1\", 7: 1}",
        "{7: 1}",
        "{\"format\": \"keyspace-studio/1\", \"x\": \"\\q\"}",
        "{\"format\": \"keyspace-studio/1\", \"x\": \"\\u12G4\"}",
        "{\"format\": \"keyspace-studio/1\", \"x\": \"\\u12",
        "{\"format\": \"keyspace-studio/1\", \"x\": 01}",
        "{\"format\": \"keyspace-studio/1\", \"x\": -x}",
        "{\"format\": \"keyspace-studio/1\", \"x\": 1e+}",
        "{\"format\": \"keyspace-studio/1\", \"x\": \"a\u{1}b\"}",
        "{\"format\": \"keyspace-studio/1\", \"x\": \"\\udc00\"}",
        "{\"format\": \"keyspace-studio/1\", \"x\": \"\\ud800x\"}",
        "{\"format\": \"keyspace-studio/1\", \"x\": \"\\ud800\\u0041\"}",
        &deep,
    ] {
        let serde = serde_json::from_str::<serde_json::Value>(text).expect_err("not JSON").to_string();
        let err = Project::from_json(text, Path::new("p.json")).expect_err("refused");
        let crate::project::LoadError::Syntax { line, column, problem, .. } = &err else { panic!("{text}: {err:?}") };
        assert!(!matches!(problem, ShapeProblem::Other(_)), "{text}: {problem:?} is not typed ({serde})");
        assert_eq!(format!("{} at line {line} column {column}", err.detail_in(Lang::En)), serde, "{text}: {problem:?}");
        let zh = err.detail_in(Lang::Zh);
        let words = crate::text::english_words(&zh, &["true", "false", "null", "JSON", "Unicode"]);
        assert!(words.is_empty(), "{text}: {words:?}");
    }
}

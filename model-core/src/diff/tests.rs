//! Unit tests of the diff's own decisions: rebuilt tables get a free name, drops run last in
//! dependency order, classes follow the kinds.

use super::*;
use crate::import::import_cql_str;

fn outcome(old: &str, new: &str) -> (Diff, Plan) {
    let (old, new) = (import_cql_str(old).project, import_cql_str(new).project);
    let (om, nm) = (crate::derive(&old).model, crate::derive(&new).model);
    let (o, n) = (Side { project: &old, model: &om }, Side { project: &new, model: &nm });
    let diff = compare(o, n);
    let plan = plan(&diff, &o, &n);
    (diff, plan)
}

const KS: &str = "CREATE KEYSPACE k WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n";

#[test]
fn a_key_change_under_one_name_rebuilds_into_a_free_name() {
    let old = format!(
        "{KS}CREATE TABLE k.t (a int, b int, c text, PRIMARY KEY ((a), b));\nCREATE TABLE k.t_v2 (x int PRIMARY KEY);"
    );
    let new = format!(
        "{KS}CREATE TABLE k.t (a int, b int, c text, PRIMARY KEY ((a, b)));\nCREATE TABLE k.t_v2 (x int PRIMARY KEY);"
    );
    let (diff, plan) = outcome(&old, &new);
    assert!(diff.changes.iter().any(|c| c.class == Class::Impossible));
    let [r] = plan.rebuilds.as_slice() else { panic!("one rebuild expected: {plan:?}") };
    assert_eq!((r.old_table.as_str(), r.new_table.as_str()), ("t", "t_v3"), "t_v2 is taken");
    assert!(r.create.contains("CREATE TABLE IF NOT EXISTS k.t_v3"), "{}", r.create);
    assert_eq!(r.drop_old, "DROP TABLE IF EXISTS k.t;");
    assert!(r.backfill[0].contains("COPY k.t (a, b, c) TO"), "{:?}", r.backfill);
}

#[test]
fn drops_run_last_views_and_indexes_before_their_tables() {
    let old = format!(
        "{KS}CREATE TYPE k.u (f int);\nCREATE TABLE k.t (a int PRIMARY KEY, b int, c int);\nCREATE INDEX t_b ON k.t (b);\n\
         CREATE MATERIALIZED VIEW k.v AS SELECT a, c FROM k.t WHERE c IS NOT NULL AND a IS NOT NULL PRIMARY KEY ((c), a);"
    );
    let new = format!(
        "{KS}CREATE TABLE k.t (a int PRIMARY KEY, c int);\nCREATE TABLE k.n (a int PRIMARY KEY);\nCREATE TABLE k.gone (a int PRIMARY KEY);"
    );
    let old = format!("{old}\nCREATE TABLE k.gone (a int PRIMARY KEY);\nCREATE TABLE k.old (a int PRIMARY KEY);");
    let (_, plan) = outcome(&old, &new);
    let order: Vec<&str> = plan.statements.iter().map(|s| s.cql.as_str()).collect();
    let at = |prefix: &str| {
        order.iter().position(|s| s.starts_with(prefix)).unwrap_or_else(|| panic!("no {prefix}: {order:?}"))
    };
    assert!(at("CREATE TABLE") < at("DROP MATERIALIZED VIEW"));
    assert!(at("DROP MATERIALIZED VIEW") < at("DROP INDEX"));
    assert!(at("DROP INDEX") < at("ALTER TABLE k.t DROP b"));
    assert!(at("ALTER TABLE k.t DROP b") < at("DROP TABLE"));
    assert!(at("DROP TABLE") < at("DROP TYPE"));
    assert!(plan.statements.iter().filter(|s| s.cql.starts_with("DROP")).all(|s| s.drop));
}

#[test]
fn every_kind_has_a_noun_a_code_and_both_languages() {
    let (diff, _) = outcome(
        &format!("{KS}CREATE TABLE k.t (a int PRIMARY KEY, b int, c list<int>);"),
        &format!("{KS}CREATE TABLE k.t (a int PRIMARY KEY, b bigint, c set<int>, d text);"),
    );
    assert_eq!(diff.changes.len(), 3, "{:?}", diff.changes);
    for c in &diff.changes {
        assert!(!c.kind.code().is_empty());
        assert!(c.describe().is_translated(), "{:?}", c.describe());
        assert_eq!(c.noun(), Noun::Column);
    }
}

#[test]
fn chinese_texts_hold_no_english_words_beyond_names() {
    let old = format!(
        "{KS}CREATE TYPE k.u (f int, g int);\nCREATE TABLE k.t (a int, b int, s int STATIC, c list<int>, d text, PRIMARY KEY ((a), b)) WITH default_time_to_live = 1;\n\
         CREATE INDEX t_d ON k.t (d);\nCREATE TABLE k.gone (a int PRIMARY KEY);"
    );
    let new = "CREATE KEYSPACE k WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 2};\n\
         CREATE KEYSPACE k2 WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n\
         CREATE TYPE k.u (f bigint, h int);\nCREATE TYPE k.v (x int);\n\
         CREATE TABLE k.t (a int, b int, s int, c set<int>, e text MASKED WITH mask_default(), PRIMARY KEY ((a), b)) WITH CLUSTERING ORDER BY (b DESC) AND default_time_to_live = 2;\n\
         CREATE TABLE k.n (a int PRIMARY KEY);";
    let (diff, plan) = outcome(&old, new);
    assert!(diff.changes.len() >= 12, "{:?}", diff.changes);
    let mut texts: Vec<(crate::text::Text, Vec<String>)> = Vec::new();
    for c in &diff.changes {
        let names: Vec<String> = serde_json::to_value(c)
            .ok()
            .and_then(|v| v.as_object().cloned())
            .map(|o| o.values().filter_map(|v| v.as_str().map(str::to_owned)).collect())
            .unwrap_or_default();
        texts.push((c.describe(), names));
        texts.push((c.class.label(), Vec::new()));
    }
    texts.extend(
        plan.notes
            .iter()
            .map(|n| (n.clone(), vec!["k".to_owned(), "t".to_owned(), "k.t".to_owned(), "k.u".to_owned()])),
    );
    for (text, names) in &texts {
        let mut allowed: Vec<&str> =
            names.iter().flat_map(|n| n.split(|c: char| !c.is_alphanumeric() && c != '_')).collect();
        allowed.extend([
            "regular",
            "nodetool",
            "repair",
            "full",
            "Cassandra",
            "default_time_to_live",
            "mask_default",
            "ALTER",
            "TABLE",
            "WITH",
        ]);
        let zh = text.zh().unwrap_or_else(|| panic!("no Chinese: {text:?}"));
        let words = crate::text::english_words(&zh, &allowed);
        assert!(words.is_empty(), "{zh}: English words {words:?}");
    }
}

/// A keyspace name export refuses (issue 29: `"hotel""x"`) is not written by the migration
/// either: the change is a note.
#[test]
fn a_keyspace_name_export_refuses_is_not_in_the_script() {
    let old = format!("{KS}CREATE TABLE k.t (a int PRIMARY KEY);");
    let new = "CREATE KEYSPACE \"k\"\"x\" WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\nCREATE TABLE \"k\"\"x\".t (a int PRIMARY KEY);";
    let (diff, plan) = outcome(&old, new);
    assert!(!diff.is_empty());
    let text =
        script(&diff, &plan, &ScriptOptions { allow_drop: true, old_label: "old".into(), new_label: "new".into() });
    assert!(
        !text.contains("\"k\"\"x\"") || text.lines().all(|l| l.starts_with("--") || !l.contains("\"k\"\"x\"")),
        "{text}"
    );
    assert!(plan.notes.iter().any(|n| n.en().contains("k\"x")), "{:?}", plan.notes);
}

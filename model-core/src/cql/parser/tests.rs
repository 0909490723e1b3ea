use super::super::ast::{DropKind, DropStatement};
use super::*;
use crate::cql::NativeType;
use crate::cql::lexer::{Spacing, lex};

fn parse(text: &str) -> Result<Statement> {
    let toks = lex(text, Spacing::Script);
    parse_statement(text, &toks)
}

#[test]
fn table_with_compound_key_statics_and_options() {
    let s = parse(
        "CREATE TABLE IF NOT EXISTS Ks.\"Comments\" (video_id TIMEUUID, ts timestamp, \"User\" uuid, \
         title TEXT STATIC, tags set<frozen<list<text>>>, PRIMARY KEY ((video_id), ts, \"User\")) \
         WITH CLUSTERING ORDER BY (ts DESC, \"User\" ASC) AND comment = 'a; b' \
         AND compaction = {'class': 'LeveledCompactionStrategy', 'sstable_size_in_mb': 160} AND crc_check_chance = -1.0",
    );
    let Ok(Statement::Table(t)) = s else { panic!("{s:?}") };
    assert_eq!(t.name, QualifiedName { keyspace: Some("ks".into()), name: "Comments".into() });
    assert!(t.if_not_exists);
    assert_eq!(t.columns.len(), 5);
    assert!(t.columns[3].is_static);
    assert_eq!(t.columns[4].ty.to_string(), "set<frozen<list<text>>>");
    let key = t.key.expect("key");
    assert_eq!(key.partition.iter().map(|n| n.name.as_str()).collect::<Vec<_>>(), ["video_id"]);
    assert_eq!(key.clustering.iter().map(|n| n.name.as_str()).collect::<Vec<_>>(), ["ts", "User"]);
    assert_eq!(t.with.order[0].1, Direction::Desc);
    let opts: Vec<(&str, &str)> = t.with.options.iter().map(|(n, v)| (n.name.as_str(), v.as_str())).collect();
    assert_eq!(
        opts,
        [
            ("comment", "'a; b'"),
            ("compaction", "{'class': 'LeveledCompactionStrategy', 'sstable_size_in_mb': 160}"),
            ("crc_check_chance", "-1.0")
        ]
    );
}

#[test]
fn inline_key_and_composite_partition() {
    let Ok(Statement::Table(t)) = parse("create table t (id text primary key, n counter)") else { panic!() };
    assert!(t.columns[0].primary_key);
    assert_eq!(t.columns[1].ty, CqlType::Native(NativeType::Counter));
    let Ok(Statement::Table(t)) = parse("CREATE TABLE t (a int, b int, c int, PRIMARY KEY ((a, b), c))") else {
        panic!()
    };
    let key = t.key.expect("key");
    assert_eq!(key.partition.len(), 2);
    assert_eq!(key.clustering.len(), 1);
}

#[test]
fn types_keyspaces_indexes_views() {
    let Ok(Statement::Type(ty)) = parse("CREATE TYPE ks.address (street text, geo frozen<ks.point>)") else { panic!() };
    assert_eq!(ty.fields[1].1.to_string(), "frozen<point>");
    let Ok(Statement::Keyspace(k)) = parse(
        "CREATE KEYSPACE k WITH replication = {'class': 'NetworkTopologyStrategy', 'dc1': 3} AND durable_writes = false",
    ) else {
        panic!()
    };
    assert_eq!(k.options.len(), 2);
    let Ok(Statement::Index(i)) = parse("CREATE INDEX IF NOT EXISTS idx ON ks.t (keys(m))") else { panic!() };
    let names = (i.name.as_ref().map(|n| n.name.as_str()), i.column.as_ref().map(|c| c.name.as_str()), i.target);
    assert_eq!(names, (Some("idx"), Some("m"), IndexTarget::Keys));
    let Ok(Statement::Index(i)) =
        parse("CREATE CUSTOM INDEX ON t (c) USING 'StorageAttachedIndex' WITH OPTIONS = {'a': 'b'}")
    else {
        panic!()
    };
    assert_eq!(i.using.as_deref(), Some("StorageAttachedIndex"));
    assert_eq!(i.options, [("a".to_owned(), "b".to_owned())]);
    let Ok(Statement::View(v)) = parse(
        "CREATE MATERIALIZED VIEW ks.by_email AS SELECT * FROM ks.users WHERE email IS NOT NULL AND id IS NOT NULL \
         PRIMARY KEY (email, id) WITH CLUSTERING ORDER BY (id DESC)",
    ) else {
        panic!()
    };
    assert_eq!(v.base.name, "users");
    assert!(v.columns.is_none());
    assert_eq!(v.key.clustering[0].name, "id");
}

#[test]
fn other_statements_and_errors() {
    assert_eq!(
        parse("DROP KEYSPACE IF EXISTS k"),
        Ok(Statement::Drop(DropStatement {
            kind: DropKind::Keyspace,
            if_exists: true,
            name: QualifiedName { keyspace: None, name: "k".into() }
        }))
    );
    assert_eq!(parse("DROP FUNCTION f"), Ok(Statement::Other("DROP FUNCTION".into())));
    assert_eq!(parse("ALTER ROLE r WITH LOGIN = true"), Ok(Statement::Other("ALTER ROLE".into())));
    assert_eq!(parse("create or replace function f() ..."), Ok(Statement::Other("CREATE OR REPLACE".into())));
    assert_eq!(parse("USE \"Ks\""), Ok(Statement::Use("Ks".into())));
    let e = parse("CREATE TABLE t (a set, PRIMARY KEY (a))").expect_err("set without parameter");
    assert_eq!(e.offset, 18);
    assert!(e.said().en().contains("expected `<`"), "{}", e.said());
    let e = parse("CREATE TABLE t (a int PRIMARY KEY").expect_err("unclosed");
    assert_eq!(e.problem, SyntaxProblem::Expected { expected: Expected::Punct(','), found: Found::End });
    assert_eq!(e.said().en(), "expected `,`, found the end of the statement");
    assert!(parse("CREATE TABLE t (a map<int, PRIMARY KEY (a))").is_err());
    let e = parse("CREATE TABLE t (a int PRIMARY KEY) extra").expect_err("after the end");
    assert_eq!(e.problem, SyntaxProblem::AfterEnd(Found::Code("`extra`".into())));
    let deep = format!("CREATE TABLE t (a {}int{} PRIMARY KEY)", "list<".repeat(200), ">".repeat(200));
    assert_eq!(parse(&deep).map_err(|e| e.problem), Err(SyntaxProblem::NestedTooDeeply(Nested::Type)));
    let e = parse("CREATE TABLE t (a int PRIMARY KEY, b 'open)").expect_err("unterminated");
    assert_eq!(e.problem, SyntaxProblem::Malformed(crate::cql::lexer::Malformed::UnterminatedString));
    assert_eq!(e.said().en(), "an unterminated string here");
    let e = parse("ALTER TABLE t FROB").expect_err("no action");
    assert_eq!(e.said().en(), "expected ADD, DROP, RENAME, ALTER or WITH, found `frob`");
}

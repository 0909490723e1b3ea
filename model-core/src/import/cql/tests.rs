//! Tests of the CQL import as a whole: statements to project, notes, round trip, robustness.

use super::import;
use crate::cql::{CqlType, NativeType};
use crate::logical::Role;
use crate::project::{Direction, IndexDef, IndexKind, Replication, TableDef};
use proptest::prelude::*;

fn table<'a>(tables: &'a [TableDef], name: &str) -> &'a TableDef {
    tables.iter().find(|t| t.name == name).unwrap_or_else(|| panic!("no table {name}"))
}

fn roles(t: &TableDef) -> Vec<(&str, Role)> {
    t.columns.iter().map(|c| (c.name.as_str(), c.role)).collect()
}

#[test]
fn keyspaces_tables_roles_and_options() {
    let imported = import(
        "CREATE KEYSPACE IF NOT EXISTS shop WITH replication = {'class': 'org.apache.cassandra.locator.NetworkTopologyStrategy', 'dc1': '3', 'dc2': 2}
           AND durable_writes = false;
         USE shop;
         CREATE TABLE Orders (
           customer uuid, day date, id timeuuid, total decimal, name text static,
           PRIMARY KEY ((customer, day), id)
         ) WITH CLUSTERING ORDER BY (id DESC) AND comment = 'Q1; orders'
           AND compaction = {'class': 'SizeTieredCompactionStrategy'};
         CREATE TABLE other.\"Hits\" (\"Page\" text PRIMARY KEY, n counter);",
    );
    assert!(imported.notes.iter().all(|n| n.message.en().contains("keyspace other")), "{:#?}", imported.notes);
    let p = &imported.project;
    assert_eq!(p.physical.keyspaces.len(), 2);
    let shop = &p.physical.keyspaces[0];
    assert_eq!(shop.name, "shop");
    assert!(!shop.durable_writes);
    let Replication::NetworkTopology { datacenters, .. } = &shop.replication else { panic!("{shop:?}") };
    assert_eq!(datacenters.get("dc1"), Some(&3));
    assert_eq!(p.physical.keyspaces[1].replication, Replication::Simple { factor: 3 });
    let orders = table(&p.physical.tables, "orders");
    assert_eq!(orders.keyspace.as_deref(), Some("shop"));
    assert_eq!(
        roles(orders),
        [
            ("customer", Role::PartitionKey),
            ("day", Role::PartitionKey),
            ("id", Role::Clustering(Direction::Desc)),
            ("name", Role::Static),
            ("total", Role::Regular)
        ]
    );
    assert_eq!(orders.options.get("comment").map(String::as_str), Some("'Q1; orders'"));
    assert_eq!(orders.options.get("compaction").map(String::as_str), Some("{'class': 'SizeTieredCompactionStrategy'}"));
    let hits = table(&p.physical.tables, "Hits");
    assert_eq!(hits.keyspace.as_deref(), Some("other"));
    assert_eq!(hits.columns[0].name, "Page");
    assert!(hits.columns[1].ty.is_counter());
}

#[test]
fn syntax_errors_name_line_column_and_statement_and_the_rest_imports() {
    let text = "CREATE TABLE a (x int PRIMARY KEY);\n\
                CREATE TABLE b (\n  x int,\n  y set,\n  PRIMARY KEY (x)\n);\n\
                INSERT INTO a (x) VALUES (1);\n\
                CREATE TABLE c (x int PRIMARY KEY, s text STATIC, v list<int>) WITH comment = 'ok';";
    let imported = import(text);
    let names: Vec<&str> = imported.project.physical.tables.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names, ["a", "c"]);
    let n = &imported.notes;
    assert_eq!(n.len(), 4, "{n:#?}");
    assert_eq!((n[0].line, n[0].column), (4, 5));
    assert_eq!(n[0].statement, "CREATE TABLE b (");
    assert!(n[0].message.en().starts_with("syntax error: invalid CQL type `set`"), "{}", n[0].message);
    assert_eq!(n[0].to_string(), format!("line 4, column 5: {}", n[0].message));
    assert_eq!(n[1].line, 7);
    assert!(n[1].message.en().starts_with("INSERT INTO skipped"), "{}", n[1].message);
    assert!(n[2].message.en().contains("s is STATIC but the table has no clustering column"), "{}", n[2].message);
    assert!(n[3].message.en().contains("the files create and use no keyspace"), "{}", n[3].message);
}

#[test]
fn semantic_errors_skip_the_statement() {
    for (text, expect) in [
        ("CREATE TABLE t (a int, b int)", "has no PRIMARY KEY"),
        ("CREATE TABLE t (a int PRIMARY KEY, b int PRIMARY KEY)", "more than one PRIMARY KEY"),
        ("CREATE TABLE t (a int, PRIMARY KEY (a, z))", "key column z is not defined"),
        ("CREATE TABLE t (a int, a text, PRIMARY KEY (a))", "column a is defined twice"),
        ("CREATE TABLE t (a int, b int static, PRIMARY KEY (a, b))", "cannot be STATIC"),
        ("CREATE TABLE t (a counter PRIMARY KEY)", "counter column a cannot be part"),
        ("CREATE INDEX ON nowhere (a)", "the table is not defined"),
        ("CREATE TABLE \"a b\" (a int PRIMARY KEY)", "table name \"a b\" cannot be used in CQL"),
        (
            "CREATE MATERIALIZED VIEW v AS SELECT * FROM nowhere WHERE a IS NOT NULL PRIMARY KEY (a)",
            "base table nowhere",
        ),
    ] {
        let imported = import(text);
        assert!(imported.project.physical.tables.is_empty(), "{text}");
        assert!(imported.notes.iter().any(|n| n.message.en().contains(expect)), "{text}: {:#?}", imported.notes);
    }
}

#[test]
fn indexes_views_and_types() {
    let imported = import(
        "CREATE KEYSPACE k WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};
         CREATE TYPE k.point (x double, y double);
         CREATE TYPE k.place (name text, at frozen<k.point>, tags set<text>);
         CREATE TABLE k.users (id uuid PRIMARY KEY, email text, home frozen<place>, age int);
         CREATE INDEX users_email ON k.users (email);
         CREATE CUSTOM INDEX ON k.users (age) USING 'StorageAttachedIndex';
         CREATE MATERIALIZED VIEW k.users_by_email AS
           SELECT email, id, age FROM k.users WHERE email IS NOT NULL AND id IS NOT NULL
           PRIMARY KEY (email, id) WITH CLUSTERING ORDER BY (id DESC) AND comment = 'by email';",
    );
    let p = &imported.project;
    assert_eq!(p.physical.udts.len(), 2);
    assert_eq!(p.physical.udts[1].fields[1].ty.to_string(), "frozen<point>");
    let users = table(&p.physical.tables, "users");
    assert_eq!(
        users.indexes,
        [
            IndexDef { name: Some("users_email".into()), column: Some("email".into()), ..IndexDef::default() },
            IndexDef { column: Some("age".into()), using: Some("StorageAttachedIndex".into()), ..IndexDef::default() },
        ]
    );
    assert_eq!(users.indexes[1].kind(), IndexKind::Sai);
    assert!(imported.notes.is_empty(), "{:#?}", imported.notes);
    let view = table(&p.physical.tables, "users_by_email");
    assert_eq!(view.view_of.as_deref(), Some("users"));
    assert_eq!(
        roles(view),
        [("email", Role::PartitionKey), ("id", Role::Clustering(Direction::Desc)), ("age", Role::Regular)]
    );
    assert_eq!(view.columns[2].ty, CqlType::Native(NativeType::Int));
}

#[test]
fn round_trip_through_export() {
    let text = "CREATE KEYSPACE k WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};
        USE k;
        CREATE TYPE addr (street text, \"Zip\" int);
        CREATE TABLE \"MixedCase\" (\"Id\" uuid, at timestamp, note text static, a frozen<addr>, m map<int, frozen<set<text>>>,
          PRIMARY KEY ((\"Id\"), at)) WITH CLUSTERING ORDER BY (at DESC) AND comment = 'it''s; here' AND default_time_to_live = 60;
        CREATE TABLE counts (k text, c int, n counter, PRIMARY KEY (k, c));
        CREATE INDEX ON counts (c);
        CREATE MATERIALIZED VIEW counts_by_c AS SELECT k, c FROM counts WHERE c IS NOT NULL AND k IS NOT NULL PRIMARY KEY (c, k);";
    let first = import(text);
    assert!(first.notes.is_empty(), "{:#?}", first.notes);
    let derived = crate::derive(&first.project);
    let exported = crate::export::schema_cql(&first.project, &derived.model);
    assert!(exported.skipped.is_empty(), "{:?}", exported.skipped);
    let second = import(&exported.text);
    assert!(second.notes.is_empty(), "{:#?}\n{}", second.notes, exported.text);
    assert_eq!(second.project.physical.tables, first.project.physical.tables, "{}", exported.text);
    assert_eq!(second.project.physical.udts, first.project.physical.udts);
    assert_eq!(second.project.physical.keyspaces, first.project.physical.keyspaces);
}

#[test]
fn strings_and_comments_do_not_end_statements() {
    let imported = import(
        "/* a; b */ CREATE TABLE t (a int PRIMARY KEY) -- ; not the end\n WITH comment = 'x;y' AND extensions = $$a;b$$;\n\
         CREATE TABLE u (a int PRIMARY KEY)",
    );
    assert_eq!(imported.project.physical.tables.len(), 2, "{:#?}", imported.notes);
    assert_eq!(imported.project.physical.tables[0].options.get("comment").map(String::as_str), Some("'x;y'"));
}

#[test]
fn unterminated_string_is_reported_not_fatal() {
    let imported =
        import("CREATE TABLE a (x int PRIMARY KEY);\nCREATE TABLE b (x int PRIMARY KEY) WITH comment = 'open;\n");
    assert_eq!(imported.project.physical.tables.len(), 1);
    assert_eq!((imported.notes[0].line, imported.notes[0].column), (2, 51));
    assert!(imported.notes[0].message.en().contains("unterminated string"));
}

#[test]
fn five_hundred_tables_import_quickly() {
    let text = crate::import::synthetic_cql(500);
    let start = std::time::Instant::now();
    let imported = import(&text);
    let took = start.elapsed();
    eprintln!("imported {} tables ({} bytes of CQL) in {took:?}", imported.project.physical.tables.len(), text.len());
    assert_eq!(imported.project.physical.tables.len(), 500);
    // Debug builds are slow; the release figure is in the bench. This catches quadratic blow-ups.
    assert!(took.as_secs_f64() < 2.0, "500 tables took {took:?}");
}

/// Random edits of a real schema: truncations, replaced bytes, inserted punctuation.
fn mutated(base: &'static str) -> impl Strategy<Value = String> {
    let len = base.len();
    prop::collection::vec(
        (
            0..len.max(1),
            prop::sample::select(vec![
                "",
                ";",
                "'",
                "\"",
                "(",
                ")",
                "<",
                ">",
                "/*",
                "--",
                "$$",
                ",",
                "{",
                "é",
                "PRIMARY KEY",
            ]),
        ),
        1..8,
    )
    .prop_flat_map(move |edits| (Just(edits), 0..=len))
    .prop_map(move |(edits, cut)| {
        let mut bytes = base.as_bytes().to_vec();
        for (at, what) in edits {
            let at = at.min(bytes.len());
            bytes.splice(at..(at + 1).min(bytes.len()), what.bytes());
        }
        bytes.truncate(cut.max(1).min(bytes.len()));
        String::from_utf8_lossy(&bytes).into_owned()
    })
}

const SAMPLE: &str = "CREATE KEYSPACE k WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};
USE k;
CREATE TYPE a (x int, y frozen<list<text>>);
CREATE TABLE t (id uuid, c timestamp, s text STATIC, m map<int, frozen<a>>, PRIMARY KEY ((id), c))
  WITH CLUSTERING ORDER BY (c DESC) AND comment = 'c; d' AND compaction = {'class': 'X', 'n': 1};
CREATE INDEX ON t (m);
CREATE MATERIALIZED VIEW v AS SELECT * FROM t WHERE c IS NOT NULL PRIMARY KEY (c, id);
DROP TABLE x;
ALTER TABLE t ADD (e text MASKED WITH mask_inner(1, null), f int);
ALTER TABLE t RENAME c TO d;
ALTER TYPE a ADD z int;
CREATE CUSTOM INDEX i ON t () USING 'x.Y' WITH OPTIONS = {'k': 'v'};
CREATE INDEX j ON t (KEYS(m));
DROP INDEX i;
CREATE TABLE $KS$.u (a int PRIMARY KEY);";

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn never_panics_on_random_text(s in "\\PC{0,300}") {
        let _ = import(&s);
    }

    #[test]
    fn never_panics_on_cql_like_tokens(words in prop::collection::vec(prop::sample::select(vec![
        "CREATE", "TABLE", "TYPE", "INDEX", "KEYSPACE", "MATERIALIZED", "VIEW", "USE", "ON", "AS", "SELECT", "FROM", "WHERE",
        "PRIMARY", "KEY", "STATIC", "WITH", "AND", "CLUSTERING", "ORDER", "BY", "DESC", "IF", "NOT", "EXISTS", "frozen",
        "map", "set", "list", "tuple", "int", "text", "counter", "x", "\"Q\"", "'s'", "1", "-", "(", ")", "<", ">", ",",
        ";", ".", "=", "{", "}", ":", "*", "ALTER", "DROP", "ADD", "RENAME", "TO", "MASKED", "DEFAULT", "CUSTOM",
        "USING", "OPTIONS", "KEYS", "FULL", "$", "$K$", "${k}", "mask_inner", "'sai'",
    ]), 0..80)) {
        let _ = import(&words.join(" "));
    }

    #[test]
    fn never_panics_on_mutated_schema(s in mutated(SAMPLE)) {
        let _ = import(&s);
    }
}

/// What `DESCRIBE SCHEMA` prints on Cassandra 4/5: every option, functions with `$$` bodies,
/// SASI and SAI indexes, views, vectors.
const DESCRIBE: &str = r#"CREATE KEYSPACE shop WITH replication = {'class': 'NetworkTopologyStrategy', 'datacenter1': '3'}  AND durable_writes = true;

CREATE TYPE shop.price (
    amount decimal,
    currency text
);

CREATE FUNCTION shop.add(a int, b int)
    RETURNS NULL ON NULL INPUT
    RETURNS int
    LANGUAGE java
    AS $$ return a + b; $$;

CREATE TABLE shop.products (
    id uuid PRIMARY KEY,
    embedding vector<float, 3>,
    name text,
    price frozen<price>,
    ttl duration
) WITH additional_write_policy = '99p'
    AND bloom_filter_fp_chance = 0.01
    AND caching = {'keys': 'ALL', 'rows_per_partition': 'NONE'}
    AND cdc = false
    AND comment = ''
    AND compaction = {'class': 'org.apache.cassandra.db.compaction.SizeTieredCompactionStrategy', 'max_threshold': '32', 'min_threshold': '4'}
    AND compression = {'chunk_length_in_kb': '16', 'class': 'org.apache.cassandra.io.compress.LZ4Compressor'}
    AND memtable = 'default'
    AND crc_check_chance = 1.0
    AND default_time_to_live = 0
    AND extensions = {}
    AND gc_grace_seconds = 864000
    AND read_repair = 'BLOCKING'
    AND speculative_retry = '99p';

CREATE CUSTOM INDEX products_name_idx ON shop.products (name) USING 'org.apache.cassandra.index.sasi.SASIIndex' WITH OPTIONS = {'mode': 'CONTAINS'};

CREATE MATERIALIZED VIEW shop.products_by_name AS
    SELECT *
    FROM shop.products
    WHERE name IS NOT NULL AND id IS NOT NULL
    PRIMARY KEY (name, id)
 WITH CLUSTERING ORDER BY (id ASC)
    AND comment = ''
    AND gc_grace_seconds = 864000;
"#;

#[test]
fn describe_schema_output_imports_and_round_trips() {
    let first = import(DESCRIBE);
    let messages: Vec<String> = first.notes.iter().map(|n| n.message.en()).collect();
    assert_eq!(messages.len(), 1, "{messages:#?}");
    assert!(messages[0].starts_with("CREATE FUNCTION skipped"), "{messages:#?}");
    let products = table(&first.project.physical.tables, "products");
    assert_eq!(products.options.len(), 14);
    assert_eq!(products.options.get("extensions").map(String::as_str), Some("{}"));
    assert_eq!(products.columns[1].ty.to_string(), "vector<float, 3>");
    assert_eq!(products.indexes[0].kind(), IndexKind::Sasi);
    assert_eq!(products.indexes[0].options.get("mode").map(String::as_str), Some("CONTAINS"));
    let view = table(&first.project.physical.tables, "products_by_name");
    assert_eq!(view.columns.len(), 5);
    let derived = crate::derive(&first.project);
    let exported = crate::export::schema_cql(&first.project, &derived.model);
    assert!(exported.skipped.is_empty(), "{:?}", exported.skipped);
    let second = import(&exported.text);
    assert!(second.notes.is_empty(), "{:#?}", second.notes);
    assert_eq!(second.project.physical.tables, first.project.physical.tables, "{}", exported.text);
}

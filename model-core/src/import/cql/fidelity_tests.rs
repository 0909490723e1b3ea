//! Whole real-world schemas import without loss: one test per construct an importer can lose
//! on small schemas written from the CQL reference, each
//! checked through export and re-import.

use super::{CqlFile, import, import_files};
use crate::import::Imported;
use crate::project::{IndexDef, IndexKind, IndexTarget, Project, Replication, TableDef};
use std::collections::BTreeMap;

fn table<'a>(p: &'a Project, name: &str) -> &'a TableDef {
    p.physical.tables.iter().find(|t| t.name == name).unwrap_or_else(|| panic!("no table {name}"))
}

fn exported(p: &Project) -> String {
    let derived = crate::derive(p);
    let out = crate::export::schema_cql(p, &derived.model);
    assert!(out.skipped.is_empty(), "{:?}\n{}", out.skipped, out.text);
    out.text
}

/// Tables without their ids (minted per import).
fn comparable(p: &Project) -> Vec<TableDef> {
    p.physical.tables.iter().map(|t| TableDef { id: "t".into(), ..t.clone() }).collect()
}

/// Exports, imports the export again, and checks the project is the same.
fn round_trip(first: &Imported) -> String {
    let text = exported(&first.project);
    let second = import(&text);
    assert!(second.notes.is_empty(), "{:#?}\n{text}", second.notes);
    assert_eq!(comparable(&second.project), comparable(&first.project), "{text}");
    assert_eq!(second.project.physical.udts, first.project.physical.udts, "{text}");
    assert_eq!(second.project.physical.keyspaces, first.project.physical.keyspaces, "{text}");
    text
}

fn messages(i: &Imported) -> Vec<String> {
    i.notes.iter().map(ToString::to_string).collect()
}

const KS: &str =
    "CREATE KEYSPACE clinic WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\nUSE clinic;\n";

#[test]
fn a_trailing_comma_ends_a_type_field_list_as_it_ends_a_column_list() {
    let imported = import(&format!(
        "{KS}CREATE TYPE address (street text, city text, );\n\
         CREATE TABLE patients (id uuid PRIMARY KEY, home frozen<address>, );"
    ));
    assert!(imported.notes.is_empty(), "{:#?}", messages(&imported));
    assert_eq!(imported.project.physical.udts[0].fields.len(), 2);
    round_trip(&imported);
    let empty = import("CREATE TYPE nothing ( );");
    assert!(messages(&empty)[0].contains("a type needs at least one field"), "{:#?}", messages(&empty));
}

#[test]
fn types_no_table_uses_are_exported_with_a_note() {
    let imported = import(&format!(
        "{KS}CREATE TYPE dosage (amount decimal, unit text);\nCREATE TYPE schedule (times list<time>, dose frozen<dosage>);\n\
         CREATE TYPE loose (x int);\nCREATE TYPE other.elsewhere (y int);"
    ));
    let text = round_trip(&imported);
    for t in ["clinic.dosage", "clinic.schedule", "clinic.loose", "other.elsewhere"] {
        assert!(text.contains(&format!("CREATE TYPE IF NOT EXISTS {t} (")), "{t}: {text}");
    }
    assert!(
        text.find("clinic.dosage").unwrap_or(usize::MAX) < text.find("clinic.schedule").unwrap_or(0),
        "dependencies first"
    );
    let derived = crate::derive(&imported.project);
    let notes: Vec<String> = crate::validate::validate(&imported.project, &derived)
        .into_iter()
        .filter(|d| d.message.en().contains("used by no table"))
        .map(|d| d.message.en())
        .collect();
    assert_eq!(notes.len(), 4, "{notes:#?}");
    // A file of types and nothing else, with no keyspace: the types land in the project's.
    let bare = import("CREATE TYPE a (x int); CREATE TYPE b (y frozen<a>);");
    let text = exported(&bare.project);
    assert_eq!(text.matches("CREATE TYPE").count(), 2, "{text}");
}

#[test]
fn column_masks_are_kept_altered_dropped_shown_and_exported() {
    let imported = import(&format!(
        "{KS}CREATE TABLE patients (\n  id uuid PRIMARY KEY,\n  email text MASKED WITH mask_inner(1, 1),\n  \
         ssn text MASKED WITH DEFAULT,\n  phone text,\n  notes text MASKED WITH system.mask_hash('SHA-256')\n);\n\
         ALTER TABLE patients ALTER phone MASKED WITH mask_replace('***');\n\
         ALTER TABLE patients ALTER notes DROP MASKED;\n\
         ALTER TABLE patients ADD birth date MASKED WITH mask_null();"
    ));
    assert!(imported.notes.is_empty(), "{:#?}", messages(&imported));
    let t = table(&imported.project, "patients");
    let mask = |c: &str| t.columns.iter().find(|x| x.name == c).and_then(|x| x.mask.clone());
    assert_eq!(mask("email").as_deref(), Some("mask_inner(1, 1)"));
    assert_eq!(mask("ssn").as_deref(), Some("mask_default()"));
    assert_eq!(mask("phone").as_deref(), Some("mask_replace('***')"));
    assert_eq!(mask("notes"), None);
    assert_eq!(mask("birth").as_deref(), Some("mask_null()"));
    let text = round_trip(&imported);
    assert!(
        text.contains("  \"email\" text MASKED WITH mask_inner(1, 1),")
            || text.contains("  email text MASKED WITH mask_inner(1, 1),"),
        "{text}"
    );
    let derived = crate::derive(&imported.project);
    let column = derived.model.table("patients").and_then(|t| t.column("ssn")).expect("ssn");
    assert_eq!(crate::render::type_label(column), "TEXT MASKED");
}

#[test]
fn custom_indexes_with_no_column_keep_their_class_and_options() {
    let imported = import(&format!(
        "{KS}CREATE TABLE notes (id uuid PRIMARY KEY, body text, author text);\n\
         CREATE CUSTOM INDEX IF NOT EXISTS notes_search ON clinic.notes ()\n  USING 'com.example.search.Index'\n  \
         WITH OPTIONS = {{'refresh_seconds': '60', 'schema': '{{fields: {{body: {{type: \"text\"}}}}}}'}};"
    ));
    assert!(imported.notes.is_empty(), "{:#?}", messages(&imported));
    let i = &table(&imported.project, "notes").indexes[0];
    assert_eq!((i.name.as_deref(), i.column.as_deref(), i.kind()), (Some("notes_search"), None, IndexKind::Custom));
    assert_eq!(i.options.get("schema").map(String::as_str), Some("{fields: {body: {type: \"text\"}}}"));
    let text = round_trip(&imported);
    assert!(
        text.contains("CREATE CUSTOM INDEX IF NOT EXISTS notes_search ON clinic.notes () USING 'com.example.search.Index' WITH OPTIONS = {"),
        "{text}"
    );
}

#[test]
fn alter_and_drop_statements_apply_in_order() {
    let imported = import(&format!(
        "{KS}CREATE TYPE contact (phone text);\n\
         CREATE TABLE visits (patient uuid, at timestamp, room int, doctor text, fee decimal, PRIMARY KEY (patient, at));\n\
         CREATE TABLE scratch (a int PRIMARY KEY);\n\
         CREATE INDEX visits_room ON visits (room);\n\
         ALTER TABLE visits ADD (reason text, contact frozen<contact>);\n\
         ALTER TABLE visits ADD IF NOT EXISTS reason text;\n\
         ALTER TABLE visits DROP fee;\n\
         ALTER TABLE visits RENAME at TO visited_at;\n\
         ALTER TABLE visits WITH default_time_to_live = 86400 AND compaction = {{'class': 'LeveledCompactionStrategy'}};\n\
         ALTER TYPE contact ADD email text;\n\
         ALTER TYPE contact RENAME phone TO mobile;\n\
         DROP INDEX visits_room;\n\
         CREATE INDEX ON visits (doctor);\n\
         DROP TABLE scratch;\n\
         DROP TABLE IF EXISTS never_there;\n\
         CREATE TYPE unused (x int);\n\
         DROP TYPE unused;\n\
         ALTER TABLE missing ADD x int;\n\
         ALTER TABLE visits DROP doctor;\n\
         ALTER TABLE visits RENAME room TO ward;\n\
         DROP TYPE contact;"
    ));
    let notes = messages(&imported);
    assert_eq!(notes.len(), 4, "{notes:#?}");
    assert!(notes[0].contains("ALTER TABLE missing: no such table"), "{notes:#?}");
    assert!(notes[1].contains("ALTER TABLE visits DROP doctor: index visits_doctor_idx depends on it"), "{notes:#?}");
    assert!(notes[2].contains("ALTER TABLE visits RENAME room: only primary key columns can be renamed"), "{notes:#?}");
    assert!(notes[3].contains("DROP TYPE contact: visits still use it"), "{notes:#?}");
    let p = &imported.project;
    assert_eq!(p.physical.tables.len(), 1);
    let visits = table(p, "visits");
    let names: Vec<&str> = visits.columns.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, ["patient", "visited_at", "room", "doctor", "reason", "contact"]);
    assert_eq!(visits.options.get("default_time_to_live").map(String::as_str), Some("86400"));
    assert_eq!(visits.indexes, [IndexDef::on_column("doctor")]);
    let contact = &p.physical.udts[0];
    assert_eq!(contact.fields.iter().map(|f| f.name.as_str()).collect::<Vec<_>>(), ["mobile", "email"]);
    assert_eq!(p.physical.udts.len(), 1);
    round_trip(&imported);
}

#[test]
fn several_files_import_as_one_schema_in_order_with_notes_naming_their_file() {
    let types = format!("{KS}CREATE TYPE address (street text, city text);");
    let tables = "CREATE TABLE patients (id uuid PRIMARY KEY, home frozen<address>);\nINSERT INTO patients (id) VALUES (uuid());";
    let migration =
        "ALTER TABLE clinic.patients ADD phone text;\nCREATE INDEX patients_phone ON clinic.patients (phone);";
    let files = [
        CqlFile { name: "01-types.cql", text: &types },
        CqlFile { name: "02-tables.cql", text: tables },
        CqlFile { name: "03-migration.cql", text: migration },
    ];
    let imported = import_files(&files, "clinic", &BTreeMap::new());
    let notes = &imported.notes;
    assert_eq!(notes.len(), 1, "{notes:#?}");
    assert_eq!((notes[0].file.as_str(), notes[0].line), ("02-tables.cql", 2));
    let p = &imported.project;
    let patients = table(p, "patients");
    assert_eq!(patients.keyspace.as_deref(), Some("clinic"), "USE carries over to the next file");
    assert_eq!(patients.columns.len(), 3);
    assert_eq!(patients.indexes[0].name.as_deref(), Some("patients_phone"));
    round_trip(&imported);
}

#[test]
fn network_topology_with_the_replication_factor_shorthand_is_kept() {
    let imported = import(
        "CREATE KEYSPACE a WITH replication = {'class': 'NetworkTopologyStrategy', 'replication_factor': 3};\n\
         CREATE KEYSPACE b WITH replication = {'class': 'NetworkTopologyStrategy', 'replication_factor': 2, 'dc_east': 1};\n\
         CREATE TABLE a.t (k int PRIMARY KEY); CREATE TABLE b.t (k int PRIMARY KEY);",
    );
    assert!(imported.notes.is_empty(), "{:#?}", messages(&imported));
    let ks = &imported.project.physical.keyspaces;
    assert_eq!(
        ks[0].replication,
        Replication::NetworkTopology { datacenters: BTreeMap::new(), replication_factor: Some(3) }
    );
    assert_eq!(
        ks[1].replication,
        Replication::NetworkTopology {
            datacenters: BTreeMap::from([("dc_east".to_owned(), 1)]),
            replication_factor: Some(2)
        }
    );
    let text = round_trip(&imported);
    assert!(text.contains("{'class': 'NetworkTopologyStrategy', 'replication_factor': 3}"), "{text}");
    assert!(text.contains("{'class': 'NetworkTopologyStrategy', 'replication_factor': 2, 'dc_east': 1}"), "{text}");
}

#[test]
fn template_placeholders_are_reported_once_or_substituted() {
    let template = "CREATE KEYSPACE $KEYSPACE$ WITH replication = {'class': 'SimpleStrategy', 'replication_factor': $RF$};\n\
                    CREATE TABLE $KEYSPACE$.events (id uuid PRIMARY KEY, body text);\n\
                    CREATE TABLE ${KEYSPACE}.${prefix}_log (id uuid PRIMARY KEY);\n\
                    CREATE TABLE plain (id uuid PRIMARY KEY);";
    let file = [CqlFile { name: "", text: template }];
    let raw = import_files(&file, "t", &BTreeMap::new());
    let notes = messages(&raw);
    assert_eq!(notes.len(), 2, "{notes:#?}");
    assert!(
        notes[0].contains("3 statements use the placeholders $KEYSPACE$, $RF$, ${KEYSPACE}, ${prefix}, which have no value, and are skipped"),
        "{notes:#?}"
    );
    assert!(notes[0].contains("--define NAME=VALUE"), "{notes:#?}");
    assert!(!notes.iter().any(|n| n.contains("syntax error")), "{notes:#?}");
    let defines: BTreeMap<String, String> = [("KEYSPACE", "metrics"), ("RF", "2"), ("prefix", "audit")]
        .iter()
        .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
        .collect();
    let done = import_files(&file, "t", &defines);
    assert!(done.notes.is_empty(), "{:#?}", messages(&done));
    let p = &done.project;
    assert_eq!(p.physical.keyspaces[0].replication, Replication::Simple { factor: 2 });
    assert_eq!(table(p, "audit_log").keyspace.as_deref(), Some("metrics"));
}

#[test]
fn index_names_kinds_targets_and_options_survive() {
    let imported = import(&format!(
        "{KS}CREATE TABLE records (id uuid PRIMARY KEY, tags set<text>, attrs map<text, int>, codes frozen<list<int>>,\n  \
         summary text, embedding vector<float, 4>, ward int, doctor text, history list<date>);\n\
         CREATE INDEX records_tags ON records (tags);\n\
         CREATE INDEX records_history ON records (VALUES(history));\n\
         CREATE INDEX records_attr_keys ON records (KEYS(attrs));\n\
         CREATE INDEX records_attr_entries ON records (entries(attrs));\n\
         CREATE INDEX records_codes ON records (FULL(codes));\n\
         CREATE CUSTOM INDEX records_summary ON records (summary) USING 'org.apache.cassandra.index.sasi.SASIIndex'\n  \
         WITH OPTIONS = {{'mode': 'CONTAINS', 'analyzed': 'true'}};\n\
         CREATE INDEX records_embedding ON records (embedding) USING 'sai' WITH OPTIONS = {{'similarity_function': 'COSINE'}};\n\
         CREATE CUSTOM INDEX ON records (ward) USING 'StorageAttachedIndex';\n\
         CREATE INDEX ON records (doctor);\n\
         CREATE INDEX records_tags ON records (summary);\n\
         CREATE INDEX IF NOT EXISTS records_tags ON records (summary);\n\
         CREATE INDEX bad_keys ON records (KEYS(tags));"
    ));
    let notes = messages(&imported);
    assert_eq!(notes.len(), 2, "{notes:#?}");
    assert!(notes[0].contains("index records_tags already exists"), "{notes:#?}");
    assert!(notes[1].contains("KEYS() needs a map"), "{notes:#?}");
    let idx = &table(&imported.project, "records").indexes;
    let summary: Vec<(Option<&str>, IndexTarget, IndexKind)> =
        idx.iter().map(|i| (i.name.as_deref(), i.target, i.kind())).collect();
    assert_eq!(
        summary,
        [
            (Some("records_tags"), IndexTarget::Column, IndexKind::Secondary),
            (Some("records_history"), IndexTarget::Values, IndexKind::Secondary),
            (Some("records_attr_keys"), IndexTarget::Keys, IndexKind::Secondary),
            (Some("records_attr_entries"), IndexTarget::Entries, IndexKind::Secondary),
            (Some("records_codes"), IndexTarget::Full, IndexKind::Secondary),
            (Some("records_summary"), IndexTarget::Column, IndexKind::Sasi),
            (Some("records_embedding"), IndexTarget::Column, IndexKind::Sai),
            (None, IndexTarget::Column, IndexKind::Sai),
            (None, IndexTarget::Column, IndexKind::Secondary),
        ]
    );
    // The diagram's markers name the kind.
    let derived = crate::derive(&imported.project);
    let t = derived.model.table("records").expect("records");
    let marker = |c: &str| t.column(c).map(|col| crate::render::markers_in(t, col).join(" "));
    assert_eq!(marker("summary").as_deref(), Some("SASI"));
    assert_eq!(marker("ward").as_deref(), Some("SAI"));
    assert_eq!(marker("doctor").as_deref(), Some("IDX"));
    let text = round_trip(&imported);
    for line in [
        "CREATE INDEX IF NOT EXISTS records_attr_keys ON clinic.records (KEYS(attrs));",
        "CREATE INDEX IF NOT EXISTS records_codes ON clinic.records (FULL(codes));",
        "CREATE CUSTOM INDEX IF NOT EXISTS records_summary ON clinic.records (summary) USING 'org.apache.cassandra.index.sasi.SASIIndex' WITH OPTIONS = {'analyzed': 'true', 'mode': 'CONTAINS'};",
        "CREATE CUSTOM INDEX IF NOT EXISTS records_embedding ON clinic.records (embedding) USING 'sai' WITH OPTIONS = {'similarity_function': 'COSINE'};",
        "CREATE INDEX IF NOT EXISTS ON clinic.records (doctor);",
    ] {
        assert!(text.contains(line), "{line}\n{text}");
    }
}

#[test]
fn a_skipped_table_does_not_create_its_keyspace() {
    let imported = import(
        "CREATE TABLE ghost.bad_type (a set, PRIMARY KEY (a));\n\
         CREATE TABLE phantom.no_key (a int, b int);\n\
         USE nowhere;\n\
         CREATE TABLE kept.t (a int PRIMARY KEY);",
    );
    let names: Vec<&str> = imported.project.physical.keyspaces.iter().map(|k| k.name.as_str()).collect();
    assert_eq!(names, ["kept"], "{:#?}", messages(&imported));
    let notes = messages(&imported);
    assert_eq!(notes.iter().filter(|n| n.contains("is assumed")).count(), 1, "{notes:#?}");
}

#[test]
fn a_long_minified_line_keeps_notes_short_and_columns_right() {
    let line = "x;".repeat(50_000);
    let imported = import(&line);
    assert_eq!(imported.notes.len(), 50_000);
    let last = imported.notes.last().expect("notes");
    assert_eq!((last.line, last.column), (1, 99_999));
    assert_eq!(last.statement, "x;");
    assert!(imported.notes.iter().all(|n| n.statement.len() <= 2));
}

#[test]
fn quoted_and_reserved_names_survive_in_indexes_masks_and_alters() {
    let imported = import(
        "CREATE KEYSPACE \"Clinic\" WITH replication = {'class': 'NetworkTopologyStrategy', 'DC-1': 2, 'replication_factor': 1};\n\
         USE \"Clinic\";\n\
         CREATE TYPE \"Addr\" (\"Street\" text, \"select\" int, );\n\
         CREATE TABLE \"Visits\" (\"Id\" uuid, \"key\" text, \"When\" timestamp, \"Tags\" map<text, int>, home frozen<\"Addr\">,\n  \
         \"Email\" text MASKED WITH mask_inner(2, null), PRIMARY KEY ((\"Id\"), \"When\")) WITH CLUSTERING ORDER BY (\"When\" DESC);\n\
         CREATE INDEX \"ByKey\" ON \"Visits\" (\"key\");\n\
         CREATE INDEX ON \"Visits\" (ENTRIES(\"Tags\"));\n\
         CREATE CUSTOM INDEX \"Search\" ON \"Clinic\".\"Visits\" (\"Email\") USING 'sai' WITH OPTIONS = {'case_sensitive': 'false', 'it''s': 'x'};\n\
         ALTER TABLE \"Visits\" RENAME \"When\" TO \"At\";\n\
         ALTER TYPE \"Addr\" RENAME \"select\" TO \"from\";",
    );
    assert!(imported.notes.is_empty(), "{:#?}", messages(&imported));
    let t = table(&imported.project, "Visits");
    assert_eq!(t.indexes.len(), 3);
    assert_eq!(t.indexes[1].effective_name("Visits"), "Visits_Tags_idx");
    assert_eq!(t.indexes[2].options.get("it's").map(String::as_str), Some("x"));
    let text = round_trip(&imported);
    assert!(text.contains("CREATE INDEX IF NOT EXISTS \"ByKey\" ON \"Clinic\".\"Visits\" (\"key\");"), "{text}");
    assert!(text.contains("(ENTRIES(\"Tags\"))"), "{text}");
    assert!(text.contains("'it''s': 'x'"), "{text}");
    assert!(text.contains("\"Email\" text MASKED WITH mask_inner(2, null)"), "{text}");
    assert!(text.contains("'DC-1': 2"), "{text}");
}

/// What `DESCRIBE KEYSPACE` prints for a Cassandra 5.0 keyspace with named SAI (text options
/// and a vector with its similarity function), SASI and secondary indexes on collections.
const DESCRIBED_SHOP: &str = "CREATE KEYSPACE shop WITH replication = {'class': 'NetworkTopologyStrategy', 'dc1': '3'}  AND durable_writes = true;

CREATE TABLE shop.products (
    product_id uuid PRIMARY KEY,
    attributes map<text, text>,
    category text,
    description text,
    embedding vector<float, 8>,
    name text,
    sizes frozen<list<int>>,
    tags set<text>
) WITH additional_write_policy = '99p'
    AND bloom_filter_fp_chance = 0.01
    AND caching = {'keys': 'ALL', 'rows_per_partition': 'NONE'}
    AND comment = ''
    AND compaction = {'class': 'org.apache.cassandra.db.compaction.UnifiedCompactionStrategy'}
    AND default_time_to_live = 0
    AND gc_grace_seconds = 864000;

CREATE CUSTOM INDEX products_name_idx ON shop.products (name) USING 'StorageAttachedIndex' WITH OPTIONS = {'ascii': 'true', 'case_sensitive': 'false', 'normalize': 'true'};

CREATE CUSTOM INDEX products_embedding_ann ON shop.products (embedding) USING 'StorageAttachedIndex' WITH OPTIONS = {'similarity_function': 'dot_product'};

CREATE CUSTOM INDEX products_category_sai ON shop.products (category) USING 'StorageAttachedIndex';

CREATE CUSTOM INDEX products_description_sasi ON shop.products (description) USING 'org.apache.cassandra.index.sasi.SASIIndex' WITH OPTIONS = {'analyzer_class': 'org.apache.cassandra.index.sasi.analyzer.NonTokenizingAnalyzer', 'case_sensitive': 'false', 'mode': 'CONTAINS'};

CREATE INDEX products_tags_idx ON shop.products (values(tags));

CREATE INDEX products_attribute_keys ON shop.products (keys(attributes));

CREATE INDEX products_attribute_entries ON shop.products (entries(attributes));

CREATE CUSTOM INDEX products_attribute_values ON shop.products (values(attributes)) USING 'StorageAttachedIndex';

CREATE INDEX products_sizes_idx ON shop.products (full(sizes));
";

/// An index statement as both sides write it: `IF NOT EXISTS` (export adds it) and the case of
/// the target function (`values(` as `DESCRIBE` prints it) aside, word for word.
fn index_statements(cql: &str) -> Vec<String> {
    cql.split(';')
        .map(|s| s.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|s| s.starts_with("CREATE INDEX") || s.starts_with("CREATE CUSTOM INDEX"))
        .map(|s| {
            let s = s.replace(" IF NOT EXISTS", "");
            ["keys(", "values(", "entries(", "full("].iter().fold(s, |s, f| s.replace(&f.to_ascii_uppercase(), f))
        })
        .collect()
}

#[test]
fn described_sai_sasi_vector_and_named_indexes_export_as_they_were() {
    let imported = import(DESCRIBED_SHOP);
    assert!(imported.notes.is_empty(), "{:#?}", messages(&imported));
    let before = index_statements(DESCRIBED_SHOP);
    assert_eq!(before.len(), 9);
    let text = round_trip(&imported);
    assert_eq!(index_statements(&text), before, "{text}");
    let kinds: Vec<IndexKind> = table(&imported.project, "products").indexes.iter().map(IndexDef::kind).collect();
    assert_eq!(kinds.iter().filter(|k| **k == IndexKind::Sai).count(), 4);
    assert_eq!(kinds.iter().filter(|k| **k == IndexKind::Sasi).count(), 1);
}

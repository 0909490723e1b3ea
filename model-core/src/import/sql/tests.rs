//! The relational import on small schemas written for each rule, and on the shared
//! fixtures (Chinook in four dialects, Pagila's pg_dump) when they are present.

use super::*;
use crate::cql::NativeType;
use crate::project::{Cardinality, Predicate, RelationshipKind};

fn import(sql: &str) -> SqlImported {
    import_files(&[SqlFile { name: "t.sql", text: sql }], "shop", None)
}

pub(super) fn notes(s: &SqlImported) -> Vec<String> {
    s.imported.notes.iter().map(|n| n.message.en()).collect()
}

fn has_note(s: &SqlImported, part: &str) -> bool {
    notes(s).iter().any(|n| n.contains(part))
}

const SHOP: &str = "
CREATE TABLE customer (id serial PRIMARY KEY, email varchar(80) NOT NULL UNIQUE, name text, data jsonb);
CREATE TABLE orders (id bigint PRIMARY KEY, customer_id int NOT NULL REFERENCES customer(id), placed timestamptz NOT NULL DEFAULT now());
CREATE TABLE order_line (order_id bigint NOT NULL, line_no int NOT NULL, qty int CHECK (qty > 0), PRIMARY KEY (order_id, line_no));
ALTER TABLE order_line ADD CONSTRAINT fk FOREIGN KEY (order_id) REFERENCES orders (id);
CREATE TABLE tag (id int PRIMARY KEY, label text);
CREATE TABLE customer_tag (customer_id int REFERENCES customer, tag_id int REFERENCES tag, since date, PRIMARY KEY (customer_id, tag_id));
CREATE TABLE profile (customer_id int PRIMARY KEY REFERENCES customer(id), bio text);
CREATE TABLE employee (id int PRIMARY KEY, boss_id int REFERENCES employee(id));
CREATE VIEW v AS SELECT * FROM customer;
CREATE VIEW w AS SELECT * FROM tag;
";

#[test]
fn tables_and_keys_become_entities_and_relationships() {
    let s = import(SHOP);
    let p = &s.imported.project;
    let names: Vec<&str> = p.entities.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(names, ["Customer", "Employee", "Order", "OrderLine", "Profile", "Tag"], "{:#?}", notes(&s));
    let customer = p.entity(&"customer".into()).expect("customer");
    assert_eq!(
        customer.attributes.iter().map(|a| (a.name.as_str(), a.ty, a.key)).collect::<Vec<_>>(),
        [
            ("id", NativeType::Int, true),
            ("email", NativeType::Text, false),
            ("name", NativeType::Text, false),
            ("data", NativeType::Text, false)
        ]
    );
    assert_eq!(customer.attributes[1].avg_size, Some(80), "varchar(80): the length is the size estimate");
    assert_eq!(customer.alternate_keys, [vec![crate::ids::AttributeId::new("customer.email")]]);
    let order = p.entity(&"order".into()).expect("orders → Order");
    assert!(order.attributes.iter().all(|a| a.name != "customer_id"), "the foreign key is the relationship");
    assert!(order.attributes.iter().any(|a| a.description.contains("DEFAULT now()")));
    let line = p.entity(&"order_line".into()).expect("weak");
    assert_eq!(line.owner.as_ref().map(|o| o.as_str()), Some("order"));
    assert_eq!(line.attributes.iter().filter(|a| a.key).map(|a| a.name.as_str()).collect::<Vec<_>>(), ["line_no"]);
    let profile = p.entity(&"profile".into()).expect("1:1 weak");
    assert_eq!(profile.owner.as_ref().map(|o| o.as_str()), Some("customer"));
    let kinds: Vec<(String, RelationshipKind, bool)> =
        p.relationships.iter().map(|r| (r.name.clone(), r.kind(), r.identifying)).collect();
    assert!(kinds.contains(&("customer_tag".to_owned(), RelationshipKind::ManyToMany, false)), "{kinds:?}");
    assert!(kinds.contains(&("customer".to_owned(), RelationshipKind::OneToMany, false)), "{kinds:?}");
    assert!(kinds.contains(&("boss".to_owned(), RelationshipKind::OneToMany, false)), "{kinds:?}");
    assert!(kinds.contains(&("order".to_owned(), RelationshipKind::OneToMany, true)), "{kinds:?}");
    assert!(kinds.contains(&("customer".to_owned(), RelationshipKind::OneToOne, true)), "{kinds:?}");
    let tag = p.relationships.iter().find(|r| r.name == "customer_tag").expect("m:n");
    assert_eq!(tag.attributes.iter().map(|a| a.name.as_str()).collect::<Vec<_>>(), ["since"]);
    assert!(has_note(&s, "2 views skipped (first: v)"), "{:#?}", notes(&s));
    assert!(has_note(&s, "customer.id is filled by a sequence"));
    assert!(has_note(&s, "customer.data (JSONB) is kept as text"));
    assert!(has_note(&s, "self-relationship boss of Employee"));
    assert!(has_note(&s, "read as PostgreSQL SQL"), "serial and :: mark PostgreSQL: {:#?}", notes(&s));
}

#[test]
fn statement_order_does_not_matter() {
    let statements: Vec<&str> = SHOP.split(";\n").filter(|s| !s.trim().is_empty()).collect();
    let forward = import(SHOP).imported.project;
    let reversed = statements.iter().rev().map(|s| format!("{s};\n")).collect::<String>();
    assert_eq!(import(&reversed).imported.project, forward);
}

#[test]
fn unreadable_statements_are_reported_with_their_line_and_skipped() {
    let s = import(
        "CREATE TABLE a (id int PRIMARY KEY);\nCREATE TABLE (oops;\nCREATE TABLE b (id int PRIMARY KEY, a_id int REFERENCES a);\nALTER DOMAIN d OWNER TO x;",
    );
    assert_eq!(s.imported.project.entities.len(), 2);
    let bad = s.imported.notes.iter().find(|n| n.message.en().contains("cannot read this statement")).expect("a note");
    assert_eq!((bad.line, bad.column, bad.statement.as_str()), (2, 14, "(oops;"), "{bad:?}");
    assert!(has_note(&s, "1 ALTER … OWNER TO statement skipped"), "{:#?}", notes(&s));
}

const QUERIES: &str = "
-- a customer's orders, newest first
SELECT o.id, o.placed FROM orders o WHERE o.customer_id = ? ORDER BY o.placed DESC LIMIT 20;
SELECT * FROM customer WHERE email = :email;
SELECT c.name FROM customer c JOIN customer_tag ct ON ct.customer_id = c.id WHERE ct.tag_id = $1 AND (c.name LIKE 'A%' OR c.name IS NULL);
SELECT COUNT(*) FROM orders WHERE customer_id = ? GROUP BY customer_id;
SELECT id FROM orders WHERE placed BETWEEN ? AND ? AND id IN (1, 2, 3);
SELECT * FROM nowhere;
INSERT INTO orders (id, customer_id, placed) VALUES (?, ?, ?);
";

#[test]
fn selects_become_queries_and_writes_their_write_path() {
    let s = import(&format!("{SHOP}{QUERIES}"));
    let p = &s.imported.project;
    assert_eq!(p.queries.len(), 5, "{:#?}", notes(&s));
    let q1 = &p.queries[0];
    assert!(q1.description.starts_with("a customer's orders, newest first\nSELECT o.id"), "{}", q1.description);
    assert_eq!(query_sql(&q1.description).map(|s| &s[..11]), Some("SELECT o.id"));
    assert_eq!(query_sql("Find hotels near a point of interest"), None);
    assert_eq!(
        q1.given.iter().map(|g| (g.attribute.as_str(), g.predicate)).collect::<Vec<_>>(),
        [("customer.id", Predicate::Eq)]
    );
    assert_eq!(q1.find.iter().map(|a| a.as_str()).collect::<Vec<_>>(), ["order.id", "order.placed"]);
    assert_eq!(q1.order_by[0].attribute.as_str(), "order.placed");
    assert_eq!((q1.limit, q1.entity.as_ref().map(|e| e.as_str())), (Some(20), Some("order")));
    assert_eq!(q1.via.len(), 1);
    let q2 = &p.queries[1];
    assert_eq!(q2.find.len(), 4, "* is every column");
    let q3 = &p.queries[2];
    assert_eq!(q3.given[0].attribute.as_str(), "tag.id");
    assert_eq!(q3.via[0].as_str(), "customer_tag");
    assert!(has_note(&s, "Q3: OR is dropped"), "{:#?}", notes(&s));
    assert_eq!(p.queries[3].aggregates.len(), 1);
    let q5 = &p.queries[4];
    assert_eq!(q5.given.iter().map(|g| g.predicate).collect::<Vec<_>>(), [Predicate::Range, Predicate::In]);
    assert!(has_note(&s, "uses table nowhere"));
    let write = s.report.iter().find(|e| e.subject == Subject::Write("INSERT orders".into())).expect("the write");
    assert!(write.became[0].en().contains("the application now writes"), "{:?}", write.became);
}

pub(super) fn fixture(name: &str) -> Option<String> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/fixtures/sql").join(name);
    std::fs::read_to_string(path).ok()
}

/// The ER model without ids: entities with their attributes (name, type, key) and owner,
/// and relationships by the names of their ends, for comparing dialects.
pub(super) fn shape(p: &crate::project::Project) -> (Vec<String>, Vec<String>) {
    let name = |id: &crate::ids::EntityId| p.entity(id).map(|e| e.name.clone()).unwrap_or_default();
    let entities = p
        .entities
        .iter()
        .map(|e| {
            let attrs: Vec<String> =
                e.attributes.iter().map(|a| format!("{}:{}{}", a.name, a.ty, if a.key { "*" } else { "" })).collect();
            format!("{} owner={:?} [{}]", e.name, e.owner.as_ref().map(&name), attrs.join(" "))
        })
        .collect();
    let mut rels: Vec<String> = p
        .relationships
        .iter()
        .map(|r| {
            let card = |c: Cardinality| if c == Cardinality::One { "1" } else { "n" };
            let attrs: Vec<&str> = r.attributes.iter().map(|a| a.name.as_str()).collect();
            format!(
                "{} {}:{} {}:{} {} {attrs:?}",
                r.name,
                name(&r.ends[0].entity),
                card(r.ends[0].cardinality),
                name(&r.ends[1].entity),
                card(r.ends[1].cardinality),
                r.identifying
            )
        })
        .collect();
    rels.sort();
    (entities, rels)
}

#[test]
fn the_four_chinook_dialects_give_one_er_model() {
    let files = ["chinook-postgresql.sql", "chinook-mysql.sql", "chinook-sqlite.sql", "chinook-sqlserver.sql"];
    let Some(texts) = files.iter().map(|f| fixture(f)).collect::<Option<Vec<_>>>() else { return };
    let dialects = [Dialect::PostgreSql, Dialect::MySql, Dialect::Sqlite, Dialect::MsSql];
    let mut shapes = Vec::new();
    for ((file, text), dialect) in files.iter().zip(&texts).zip(dialects) {
        let s = import_files(&[SqlFile { name: file, text }], "chinook", None);
        assert_eq!(s.dialect, dialect, "{file}: the guess");
        let p = &s.imported.project;
        // 11 tables less the junction table and the invoice lines (a surrogate key and two
        // foreign keys: an m:n relationship with attributes).
        assert_eq!(p.entities.len(), 9, "{file}: {:#?}", notes(&s));
        assert!(s.imported.notes.iter().all(|n| !n.message.en().contains("cannot read")), "{file}: {:#?}", notes(&s));
        shapes.push((file, shape(p)));
    }
    let (first, expected) = &shapes[0];
    for (file, got) in &shapes[1..] {
        assert_eq!(got, expected, "{file} differs from {first}");
    }
    let rels = &expected.1;
    assert!(rels.iter().any(|r| r.starts_with("playlist_track Playlist:n Track:n")), "{rels:#?}");
    assert!(
        rels.iter().any(|r| r.starts_with("invoice_line Invoice:n Track:n") && r.contains("unit_price")),
        "{rels:#?}"
    );
    assert!(rels.iter().any(|r| r.starts_with("reports_to Employee:1 Employee:n")), "{rels:#?}");
    assert_eq!(rels.len(), 9, "11 foreign keys, two pairs of them m:n relationships: {rels:#?}");
}

#[test]
fn pagila_imports_every_table_and_foreign_key_and_says_what_it_skipped() {
    let Some(text) = fixture("pagila-postgresql.sql") else { return };
    let s = import_files(&[SqlFile { name: "pagila.sql", text: &text }], "pagila", None);
    let p = &s.imported.project;
    assert_eq!(s.dialect, Dialect::PostgreSql);
    let names: Vec<&str> = p.entities.iter().map(|e| e.name.as_str()).collect();
    // 15 tables plus film_embedding; film_actor and film_category are m:n relationships.
    assert_eq!(names.len(), 14, "{names:?}\n{:#?}", notes(&s));
    let rels: Vec<&str> = p.relationships.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(rels.len(), 19 - 4 + 2 + 3, "every foreign key (partitions' on payment): {rels:?}");
    for kind in [
        "views skipped",
        "functions, procedures or aggregates skipped",
        "triggers skipped",
        "sequences skipped",
        "partitions of partitioned tables skipped",
        "OWNER TO statements skipped",
        "GRANT",
    ] {
        assert!(has_note(&s, kind), "{kind}: {:#?}", notes(&s));
    }
    let unread: Vec<String> = notes(&s).into_iter().filter(|n| n.contains("cannot read")).collect();
    assert!(unread.len() <= 3, "{unread:#?}");
}

/// The errors `check` finds in an imported project.
pub(super) fn check_errors(p: &crate::project::Project) -> Vec<String> {
    let d = crate::derive::derive(p);
    let a = crate::pipeline::check(p, &d, &crate::analysis::AnalysisSettings::default());
    a.diagnostics
        .iter()
        .filter(|d| d.severity == crate::diagnostic::Severity::Error)
        .map(|d| format!("{:?}: {}", d.code, d.message.en()))
        .collect()
}

/// Issue 41, item 11: a self-join names no role in SQL; the alias joined on the key a
/// foreign key to its own table refers to plays that end's role (`manager`), so `check`
/// accepts the query instead of refusing it for crossing the relationship without one.
#[test]
fn a_self_join_names_the_role_of_the_alias_joined_on_the_key() {
    let s = import(
        "CREATE TABLE employee (id int PRIMARY KEY, name text, manager_id int REFERENCES employee(id));
-- the employees of a manager, by the manager's name
SELECT e.id, e.name FROM employee e JOIN employee m ON e.manager_id = m.id WHERE m.name = ?;
-- an employee's manager
SELECT m.name FROM employee e, employee m WHERE m.id = e.manager_id AND e.id = ?;",
    );
    let p = &s.imported.project;
    assert_eq!(p.queries.len(), 2, "{:#?}", notes(&s));
    let given = |q: usize| p.queries[q].given.iter().map(|g| g.attribute.to_string()).collect::<Vec<_>>();
    let find = |q: usize| p.queries[q].find.iter().map(ToString::to_string).collect::<Vec<_>>();
    assert_eq!(
        (given(0), find(0)),
        (vec!["employee.name@manager".to_owned()], vec!["employee.id".to_owned(), "employee.name".to_owned()])
    );
    assert_eq!((given(1), find(1)), (vec!["employee.id".to_owned()], vec!["employee.name@manager".to_owned()]));
    assert_eq!(check_errors(p), Vec::<String>::new());
}

/// Issue 41, item 11: an m:n table of an entity with itself (who follows whom) gets roles on
/// its ends from its foreign-key columns, and a query joining it names them.
#[test]
fn a_self_relationship_table_gets_roles_from_its_columns() {
    let s = import(
        "CREATE TABLE users (id int PRIMARY KEY, name text);
CREATE TABLE follows (follower_id int REFERENCES users(id), followee_id int REFERENCES users(id), since date, PRIMARY KEY (follower_id, followee_id));
-- the users a user follows
SELECT u.name FROM users u JOIN follows f ON f.followee_id = u.id WHERE f.follower_id = ?;",
    );
    let p = &s.imported.project;
    let follows = p.relationships.iter().find(|r| r.name == "follow").expect("the m:n relationship");
    assert_eq!((follows.role(0), follows.role(1)), (Some("follower"), Some("followee")));
    let q = &p.queries[0];
    assert_eq!(q.given.iter().map(|g| g.attribute.to_string()).collect::<Vec<_>>(), ["user.id@follower"]);
    assert_eq!(
        q.find.iter().map(ToString::to_string).collect::<Vec<_>>(),
        ["user.name"],
        "the user named without a role is the followee"
    );
    assert_eq!(check_errors(p), Vec::<String>::new());
}

/// Issue 41, item 11: a column whose name differs from another's only in case is left out
/// with a note naming both (it was dropped without a word).
#[test]
fn a_column_differing_only_in_case_is_left_out_with_a_note() {
    let s = import(
        "CREATE TABLE item (id int PRIMARY KEY, \"Name\" text, name int);\nALTER TABLE item ADD COLUMN \"ID\" bigint;",
    );
    let item = s.imported.project.entity(&"item".into()).expect("the entity");
    assert_eq!(item.attributes.iter().map(|a| a.name.as_str()).collect::<Vec<_>>(), ["id", "name"]);
    let same: Vec<&crate::import::ImportNote> =
        s.imported.notes.iter().filter(|n| n.message.en().contains("compares names without case")).collect();
    assert_eq!(same.len(), 2, "{:#?}", notes(&s));
    assert!(
        same[0].message.en().contains("column name of table item is left out: the table already has a column Name"),
        "{}",
        same[0].message.en()
    );
    assert_eq!((same[0].line, same[1].line), (1, 2));
    assert!(
        same[1].message.get(crate::text::Lang::Zh).contains("ID"),
        "{}",
        same[1].message.get(crate::text::Lang::Zh)
    );
}

#[test]
fn a_category_tree_joined_on_to_its_products_keeps_its_roles_and_says_nothing_of_missing_ones() {
    // Issue 40, item 7: the self-join's aliases give the tree's ends roles, and the query goes
    // on from the child to its products; the caveat "until roles exist" was written anyway.
    let s = import(
        "CREATE TABLE category (id int PRIMARY KEY, name text NOT NULL, parent_id int REFERENCES category(id));
         CREATE TABLE product (id int PRIMARY KEY, name text NOT NULL, category_id int NOT NULL REFERENCES category(id));
         SELECT c.name, p.id, p.name FROM category parent JOIN category c ON c.parent_id = parent.id JOIN product p ON p.category_id = c.id WHERE parent.id = ?;
         SELECT c.id, c.name FROM category c WHERE c.parent_id = ?;",
    );
    assert!(!has_note(&s, "until roles exist"), "{:#?}", notes(&s));
    let p = &s.imported.project;
    let d = crate::derive(p);
    let keys =
        |q: &str| d.model.table_for_query(&crate::ids::QueryId::from(q)).map(crate::logical::Table::key_signature);
    assert_eq!(keys("Q1").as_deref(), Some("((parent_id), product_id)"), "{:?}", d.diagnostics);
    assert_eq!(keys("Q2").as_deref(), Some("((parent_id), category_id)"), "{:?}", d.diagnostics);
    assert!(!d.diagnostics.iter().any(|x| x.severity == crate::Severity::Error), "{:?}", d.diagnostics);
}

#[test]
fn a_pet_clinic_with_its_six_reads_gets_the_keys_a_cassandra_modeller_writes() {
    // Issue 40: a clinic's owners, pets, visits and vets, written here in the manner of the
    // Spring PetClinic schema (ids from sequences, a vets-specialties junction without a
    // primary key, a non-unique index on names), with one read per table of the reactive
    // PetClinic's Cassandra design.
    let s = import(
        "CREATE TABLE vets (id SERIAL PRIMARY KEY, first_name VARCHAR(30), last_name VARCHAR(30));
         CREATE TABLE specialties (id SERIAL PRIMARY KEY, name VARCHAR(80));
         CREATE INDEX specialties_by_name ON specialties (name);
         CREATE TABLE vet_specialties (vet_id INT NOT NULL REFERENCES vets(id), specialty_id INT NOT NULL REFERENCES specialties(id), UNIQUE (vet_id, specialty_id));
         CREATE TABLE types (id SERIAL PRIMARY KEY, name VARCHAR(80));
         CREATE TABLE owners (id SERIAL PRIMARY KEY, first_name VARCHAR(30), last_name VARCHAR(30), address VARCHAR(255), city VARCHAR(80), telephone VARCHAR(20));
         CREATE INDEX owners_by_last_name ON owners (last_name);
         CREATE TABLE pets (id SERIAL PRIMARY KEY, name VARCHAR(30), birth_date DATE, type_id INT NOT NULL REFERENCES types(id), owner_id INT NOT NULL REFERENCES owners(id));
         CREATE TABLE visits (id SERIAL PRIMARY KEY, pet_id INT NOT NULL REFERENCES pets(id), visit_date DATE, description VARCHAR(255));
         SELECT id, first_name, last_name FROM vets WHERE id = ?;
         SELECT v.id, v.first_name, v.last_name FROM vets v JOIN vet_specialties vs ON vs.vet_id = v.id JOIN specialties s ON s.id = vs.specialty_id WHERE s.name = ?;
         SELECT id, first_name, last_name, address, city, telephone FROM owners WHERE id = ?;
         SELECT id, first_name, last_name, address, city, telephone FROM owners WHERE last_name = ?;
         SELECT pets.id, pets.name, pets.birth_date, types.name FROM pets JOIN types ON types.id = pets.type_id WHERE pets.owner_id = ?;
         SELECT id, visit_date, description FROM visits WHERE pet_id = ?;",
    );
    let p = &s.imported.project;
    let d = crate::derive(p);
    let keys: Vec<String> = (1..=6)
        .map(|i| {
            d.model
                .table_for_query(&crate::ids::QueryId::from(format!("Q{i}").as_str()))
                .map_or_else(|| "none".to_owned(), crate::logical::Table::key_signature)
        })
        .collect();
    assert_eq!(
        keys,
        [
            "((id))",
            // Specialties are a list of names under a surrogate key that the junction points
            // at: the name is taken as unique, as the published design's `((specialty), vet_id)`.
            "((specialty_name), vet_id)",
            "((id))",
            "((last_name), owner_id)",
            "((owner_id), pet_id)",
            "((pet_id), visit_id)",
        ],
        "{:?}",
        d.diagnostics
    );
    // The published design serves owners by last name from the owners' table with an index:
    // offered, one choice away.
    let offer = d.model.index_offers.iter().find(|o| o.query.as_str() == "Q4");
    assert!(offer.is_some_and(|o| o.columns == ["last_name"] && o.table == "owners"), "{:?}", d.model.index_offers);
    // Said in the report, for both lists of names (specialties and pet types), and no other.
    let said: Vec<String> = notes(&s).into_iter().filter(|t| t.contains("taken as unique")).collect();
    assert_eq!(said.len(), 2, "{said:?}");
    assert!(said.iter().any(|t| t.starts_with("specialties lists names (name)")), "{said:?}");
}

#[test]
fn only_a_list_of_names_that_other_tables_point_at_takes_its_name_as_unique() {
    // Tags nobody points at, units with a symbol beside the name, and colours pointed at: only
    // the colours are a list of names.
    let s = import(
        "CREATE TABLE tags (id SERIAL PRIMARY KEY, name TEXT);
         CREATE TABLE units (id SERIAL PRIMARY KEY, name TEXT, symbol TEXT);
         CREATE TABLE colours (id SERIAL PRIMARY KEY, name VARCHAR(40), uuid UUID UNIQUE);
         CREATE TABLE cars (id SERIAL PRIMARY KEY, colour_id INT REFERENCES colours(id), unit_id INT REFERENCES units(id));",
    );
    let p = &s.imported.project;
    let keyed =
        |e: &str| p.entities.iter().find(|x| x.id.as_str() == e).map(|x| x.alternate_keys.clone()).expect("entity");
    assert!(keyed("tag").is_empty() && keyed("unit").is_empty());
    let colour = keyed("colour");
    assert!(colour.contains(&vec![crate::ids::AttributeId::new("colour.name")]), "{colour:?}");
}

//! `keyspace-studio diff` and its migration script: one case per kind of change with
//! its class and statement (impossible ones yield a rebuild plan, never a DROP TABLE then a
//! CREATE TABLE of one name), every sample against itself and its own schema, and every
//! script written here read by the independent CQL parser.

use end_to_end::cql_oracle::check_migration;
use end_to_end::schema_reader::read;
use end_to_end::{repo_root, sample_projects};
use model_core::Project;
use model_core::diff::{Class, Diff, Plan, ScriptOptions, Side, compare, plan, script};
use model_core::import::import_cql_str;

/// The schema most cases edit: two keyspaces, two types, a table with every kind of column
/// (partition, clustering both ways, static, collection, UDT), an index, a view, a table of
/// one key column.
const BASE: &str = "
CREATE KEYSPACE shop WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 3};
CREATE KEYSPACE audit WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};
CREATE TYPE shop.address (street text, city text);
CREATE TYPE shop.phone (kind text, number text);
CREATE TABLE shop.orders_by_customer (
  customer_id uuid,
  order_date date,
  order_id timeuuid,
  customer_name text STATIC,
  total decimal,
  status text,
  tags set<text>,
  note text,
  ship_to frozen<address>,
  PRIMARY KEY ((customer_id), order_date, order_id)
) WITH CLUSTERING ORDER BY (order_date DESC, order_id ASC) AND default_time_to_live = 0;
CREATE INDEX orders_status_idx ON shop.orders_by_customer (status);
CREATE MATERIALIZED VIEW shop.orders_by_status AS
  SELECT customer_id, order_date, order_id, status FROM shop.orders_by_customer
  WHERE status IS NOT NULL AND customer_id IS NOT NULL AND order_date IS NOT NULL AND order_id IS NOT NULL
  PRIMARY KEY ((status), customer_id, order_date, order_id);
CREATE TABLE shop.products (product_id uuid PRIMARY KEY, name text, price decimal);
";

/// What a case expects of the plan.
enum Expect {
    /// This statement, as code (or commented out, for a drop).
    Statement(&'static str),
    /// A rebuild of this table (`ks.table`).
    Rebuild(&'static str),
    /// A note containing this text (no statement can apply it).
    Note(&'static str),
    /// No statement: a change of the model only.
    Nothing,
    /// Whatever the plan (the change's class is what the case checks).
    Any,
    /// An SAI index offered on this table (`ks.table`).
    Offer(&'static str),
}

struct Outcome {
    diff: Diff,
    plan: Plan,
    script: String,
}

fn run(old: &Project, new: &Project, allow_drop: bool) -> Outcome {
    let old_model = model_core::derive(old).model;
    let new_model = model_core::derive(new).model;
    let (o, n) = (Side { project: old, model: &old_model }, Side { project: new, model: &new_model });
    let diff = compare(o, n);
    let plan = plan(&diff, &o, &n);
    let options = ScriptOptions { allow_drop, old_label: "old".into(), new_label: "new".into() };
    let script = script(&diff, &plan, &options);
    Outcome { diff, plan, script }
}

fn check(case: &str, out: &Outcome, kind: &str, class: Class, expect: &Expect) {
    let found = out.diff.changes.iter().find(|c| c.kind.code() == kind);
    let Some(change) = found else {
        panic!(
            "{case}: no {kind} change; found {:?}",
            out.diff.changes.iter().map(|c| c.kind.code()).collect::<Vec<_>>()
        )
    };
    assert_eq!(change.class, class, "{case}: {kind} is {:?}", change.class);
    match expect {
        Expect::Statement(st) => {
            assert!(
                out.script.lines().any(|l| l == *st || l.strip_prefix("-- ") == Some(st)),
                "{case}: the script lacks `{st}`:\n{}",
                out.script
            );
        }
        Expect::Rebuild(table) => {
            assert!(
                out.plan.rebuilds.iter().any(|r| format!("{}.{}", r.keyspace, r.old_table) == *table),
                "{case}: no rebuild of {table}:\n{}",
                out.script
            );
            for step in [
                "Step 1. Create the new table",
                "Step 2. Dual write",
                "Step 3. Backfill",
                "Step 4. Switch reads",
                "Step 5. Drop the old table",
            ] {
                assert!(out.script.contains(step), "{case}: the rebuild lacks {step:?}:\n{}", out.script);
            }
        }
        Expect::Note(text) => assert!(
            out.plan.notes.iter().any(|n| n.en().contains(text)),
            "{case}: no note with {text:?}: {:?}",
            out.plan.notes
        ),
        Expect::Any => {}
        Expect::Offer(table) => assert!(
            out.plan.offers.iter().any(|o| format!("{}.{}", o.keyspace, o.table) == *table),
            "{case}: no index offered on {table}:\n{}",
            out.script
        ),
        Expect::Nothing => {
            assert!(
                out.plan.statements.is_empty() && out.plan.rebuilds.is_empty(),
                "{case}: a model-only change made statements:\n{}",
                out.script
            );
        }
    }
    check_migration(&out.script).unwrap_or_else(|e| panic!("{case}: {e}"));
}

/// Schema cases: BASE with one replacement, the kind and class expected, and the plan.
#[test]
fn each_schema_change_kind_has_its_class_and_statement() {
    use Expect::*;
    let cases: &[(&str, &str, &str, &str, Class, Expect)] = &[
        (
            "add a column",
            "note text,",
            "note text, gift boolean,",
            "column-added",
            Class::InPlace,
            Statement("ALTER TABLE shop.orders_by_customer ADD gift boolean;"),
        ),
        (
            "add a static column",
            "note text,",
            "note text, region text STATIC,",
            "column-added",
            Class::InPlace,
            Statement("ALTER TABLE shop.orders_by_customer ADD region text STATIC;"),
        ),
        (
            "drop a column",
            "  note text,\n",
            "",
            "column-removed",
            Class::WithCare,
            Statement("ALTER TABLE shop.orders_by_customer DROP note;"),
        ),
        (
            "change a column's type",
            "total decimal",
            "total double",
            "column-type-changed",
            Class::Impossible,
            Rebuild("shop.orders_by_customer"),
        ),
        (
            "change a collection's kind",
            "tags set<text>",
            "tags list<text>",
            "collection-kind-changed",
            Class::Impossible,
            Rebuild("shop.orders_by_customer"),
        ),
        (
            "make a static column regular",
            "customer_name text STATIC",
            "customer_name text",
            "column-role-changed",
            Class::Impossible,
            Rebuild("shop.orders_by_customer"),
        ),
        (
            "widen the partition key",
            "PRIMARY KEY ((customer_id), order_date, order_id)\n) WITH CLUSTERING ORDER BY (order_date DESC, order_id ASC)",
            "PRIMARY KEY ((customer_id, order_date), order_id)\n) WITH CLUSTERING ORDER BY (order_id ASC)",
            "partition-key-changed",
            Class::Impossible,
            Rebuild("shop.orders_by_customer"),
        ),
        (
            "drop a clustering column",
            "PRIMARY KEY ((customer_id), order_date, order_id)\n) WITH CLUSTERING ORDER BY (order_date DESC, order_id ASC)",
            "PRIMARY KEY ((customer_id), order_id)\n) WITH CLUSTERING ORDER BY (order_id ASC)",
            "clustering-changed",
            Class::Impossible,
            Rebuild("shop.orders_by_customer"),
        ),
        (
            "reverse a clustering order",
            "order_date DESC",
            "order_date ASC",
            "clustering-order-changed",
            Class::Impossible,
            Rebuild("shop.orders_by_customer"),
        ),
        (
            "change an option",
            "default_time_to_live = 0",
            "default_time_to_live = 86400",
            "option-changed",
            Class::InPlace,
            Statement("ALTER TABLE shop.orders_by_customer WITH default_time_to_live = 86400;"),
        ),
        (
            "unset an option",
            " AND default_time_to_live = 0",
            "",
            "option-changed",
            Class::WithCare,
            Note("default_time_to_live is no longer set"),
        ),
        (
            "add an index",
            "CREATE TABLE shop.products (product_id uuid PRIMARY KEY, name text, price decimal);",
            "CREATE TABLE shop.products (product_id uuid PRIMARY KEY, name text, price decimal);\nCREATE INDEX products_name_idx ON shop.products (name);",
            "index-added",
            Class::InPlace,
            Statement("CREATE INDEX IF NOT EXISTS products_name_idx ON shop.products (name);"),
        ),
        (
            "drop an index",
            "CREATE INDEX orders_status_idx ON shop.orders_by_customer (status);",
            "",
            "index-removed",
            Class::WithCare,
            Statement("DROP INDEX IF EXISTS shop.orders_status_idx;"),
        ),
        (
            "make an index SAI",
            "CREATE INDEX orders_status_idx ON shop.orders_by_customer (status);",
            "CREATE INDEX orders_status_idx ON shop.orders_by_customer (status) USING 'sai';",
            "index-changed",
            Class::WithCare,
            Statement(
                "CREATE CUSTOM INDEX IF NOT EXISTS orders_status_idx ON shop.orders_by_customer (status) USING 'sai';",
            ),
        ),
        (
            "add a table",
            "CREATE TABLE shop.products",
            "CREATE TABLE shop.carts (cart_id uuid PRIMARY KEY, items map<uuid, int>);\nCREATE TABLE shop.products",
            "table-added",
            Class::InPlace,
            Statement("CREATE TABLE IF NOT EXISTS shop.carts ("),
        ),
        (
            "drop a table",
            "CREATE TABLE shop.products (product_id uuid PRIMARY KEY, name text, price decimal);",
            "",
            "table-removed",
            Class::WithCare,
            Statement("DROP TABLE IF EXISTS shop.products;"),
        ),
        (
            "add a view",
            "CREATE TABLE shop.products (product_id uuid PRIMARY KEY, name text, price decimal);",
            "CREATE TABLE shop.products (product_id uuid PRIMARY KEY, name text, price decimal);\nCREATE MATERIALIZED VIEW shop.products_by_name AS SELECT product_id, name FROM shop.products WHERE name IS NOT NULL AND product_id IS NOT NULL PRIMARY KEY ((name), product_id);",
            "view-added",
            Class::InPlace,
            Statement("CREATE MATERIALIZED VIEW IF NOT EXISTS shop.products_by_name AS"),
        ),
        (
            "drop a view",
            "PRIMARY KEY ((status), customer_id, order_date, order_id);",
            "PRIMARY KEY ((status), customer_id, order_date, order_id);\nDROP MATERIALIZED VIEW shop.orders_by_status;",
            "view-removed",
            Class::WithCare,
            Statement("DROP MATERIALIZED VIEW IF EXISTS shop.orders_by_status;"),
        ),
        (
            "change a view's key",
            "PRIMARY KEY ((status), customer_id, order_date, order_id);",
            "PRIMARY KEY ((status, customer_id), order_date, order_id);",
            "view-changed",
            Class::WithCare,
            Note("materialized view cannot change"),
        ),
        (
            "add a keyspace",
            "CREATE TYPE shop.address",
            "CREATE KEYSPACE billing WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 3};\nCREATE TYPE shop.address",
            "keyspace-added",
            Class::InPlace,
            Statement(
                "CREATE KEYSPACE IF NOT EXISTS billing WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 3};",
            ),
        ),
        (
            "drop a keyspace",
            "CREATE KEYSPACE audit WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};",
            "",
            "keyspace-removed",
            Class::WithCare,
            Statement("DROP KEYSPACE IF EXISTS audit;"),
        ),
        (
            "raise the replication",
            "'replication_factor': 1",
            "'replication_factor': 2",
            "replication-changed",
            Class::WithCare,
            Statement("ALTER KEYSPACE audit WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 2};"),
        ),
        (
            "add a type",
            "CREATE TABLE shop.orders_by_customer",
            "CREATE TYPE shop.money (amount decimal, currency text);\nCREATE TABLE shop.orders_by_customer",
            "type-added",
            Class::InPlace,
            Statement("CREATE TYPE IF NOT EXISTS shop.money ("),
        ),
        (
            "drop a type",
            "CREATE TYPE shop.phone (kind text, number text);",
            "",
            "type-removed",
            Class::WithCare,
            Statement("DROP TYPE IF EXISTS shop.phone;"),
        ),
        (
            "add a field to a type",
            "(street text, city text)",
            "(street text, city text, zip text)",
            "type-field-added",
            Class::InPlace,
            Statement("ALTER TYPE shop.address ADD zip text;"),
        ),
        (
            "drop a field of a type",
            "(street text, city text)",
            "(street text)",
            "type-field-removed",
            Class::Impossible,
            Note("cannot drop a field of a type"),
        ),
        (
            "retype a field of a type",
            "(kind text, number text)",
            "(kind text, number bigint)",
            "type-field-type-changed",
            Class::Impossible,
            Note("cannot drop a field of a type or change its type"),
        ),
        (
            "mask a column",
            "  note text,",
            "  note text MASKED WITH mask_default(),",
            "mask-changed",
            Class::InPlace,
            Statement("ALTER TABLE shop.orders_by_customer ALTER note MASKED WITH mask_default();"),
        ),
    ];
    let old = import_cql_str(BASE).project;
    for (case, from, to, kind, class, expect) in cases {
        assert!(BASE.contains(from), "{case}: the base schema lacks {from:?}");
        let new = import_cql_str(&BASE.replacen(from, to, 1)).project;
        let out = run(&old, &new, false);
        check(case, &out, kind, *class, expect);
        // With drops allowed, the script still parses and drops are statements.
        let allowed = run(&old, &new, true);
        check_migration(&allowed.script).unwrap_or_else(|e| panic!("{case} (--allow-drop): {e}"));
        // Replayed by the independent schema reader, the old schema and the script (drops
        // allowed) leave the new schema.
        if let Statement(_) = expect {
            let new_cql = BASE.replacen(from, to, 1);
            let (applied, wanted) = (read(&[BASE, &allowed.script]), read(&[&new_cql]));
            assert!(applied.unread.is_empty(), "{case}: the reader could not read {:?}", applied.unread);
            assert_eq!(applied.keyspaces, wanted.keyspaces, "{case}: keyspaces after the script");
            assert_eq!(applied.types, wanted.types, "{case}: types after the script");
            assert_eq!(applied.tables, wanted.tables, "{case}: tables after the script:\n{}", allowed.script);
            assert_eq!(applied.indexes, wanted.indexes, "{case}: indexes after the script");
        }
        if let Statement(st) = expect
            && st.starts_with("DROP")
        {
            assert!(
                allowed.script.lines().any(|l| l == *st),
                "{case}: --allow-drop does not write `{st}`:\n{}",
                allowed.script
            );
            assert!(
                !out.script.lines().any(|l| l == *st),
                "{case}: a drop is code without --allow-drop:\n{}",
                out.script
            );
        }
    }
}

fn hotel() -> Project {
    Project::load(&repo_root().join("sample-projects").join("hotel.json")).expect("the hotel sample loads")
}

fn supplier(p: &mut Project) {
    let mut e = p.entities[1].clone();
    e.id = model_core::ids::EntityId::from("supplier");
    e.name = "Supplier".into();
    e.attributes.truncate(1);
    e.attributes[0].id = model_core::ids::AttributeId::from("supplier.name");
    p.entities.push(e);
}

fn attribute<'a>(p: &'a mut Project, id: &str) -> &'a mut model_core::project::Attribute {
    p.attribute_mut(&model_core::ids::AttributeId::from(id))
        .unwrap_or_else(|| panic!("the hotel sample has no attribute {id}"))
}

/// Model cases: the hotel sample with one edit of its conceptual model or workflow (applied
/// to the old side for removals), the kind and class expected, and the plan.
#[test]
fn each_model_change_kind_has_its_class_and_plan() {
    use Expect::*;
    type Edit = fn(&mut Project);
    let cases: Vec<(&str, Edit, bool, &str, Class, Expect)> = vec![
        ("add an entity", supplier, false, "entity-added", Class::ModelOnly, Nothing),
        ("remove an entity", supplier, true, "entity-removed", Class::ModelOnly, Nothing),
        ("add an attribute", stars, false, "attribute-added", Class::ModelOnly, Nothing),
        ("remove an attribute", stars, true, "attribute-removed", Class::ModelOnly, Nothing),
        (
            "retype an attribute no query reads",
            |p| attribute(p, "room.rate").ty = model_core::cql::NativeType::Double,
            false,
            "attribute-type-changed",
            Class::ModelOnly,
            Nothing,
        ),
        (
            "make an attribute part of the key",
            |p| attribute(p, "room.rate").key = true,
            false,
            "attribute-key-changed",
            Class::ModelOnly,
            Any,
        ),
        (
            "rename an entity",
            |p| p.entities[1].name = "Landmark".into(),
            false,
            "entity-renamed",
            Class::ModelOnly,
            Any,
        ),
        (
            "rename an entity: its table's name follows",
            |p| p.entities[1].name = "Landmark".into(),
            false,
            "table-renamed",
            Class::Impossible,
            Rebuild("hotel.hotels_by_poi"),
        ),
        (
            "rename an attribute",
            |p| attribute(p, "hotel.phone").name = "telephone".into(),
            false,
            "attribute-renamed",
            Class::ModelOnly,
            Any,
        ),
        (
            "rename a regular column",
            |p| attribute(p, "hotel.phone").name = "telephone".into(),
            false,
            "column-renamed",
            Class::WithCare,
            Note("Cassandra renames only primary-key columns"),
        ),
        (
            "rename a key column",
            |p| attribute(p, "poi.name").column = Some("landmark".into()),
            false,
            "column-renamed",
            Class::InPlace,
            Statement("ALTER TABLE hotel.hotels_by_poi RENAME poi_name TO landmark;"),
        ),
        (
            "change a relationship's cardinality",
            |p| p.relationships[0].ends[0].cardinality = model_core::project::Cardinality::One,
            false,
            "relationship-changed",
            Class::ModelOnly,
            Any,
        ),
        (
            "add a relationship",
            |p| {
                supplier(p);
                let mut r = p.relationships[0].clone();
                r.id = "supplies".into();
                r.name = "supplies".into();
                r.ends[0].entity = "supplier".into();
                p.relationships.push(r);
            },
            false,
            "relationship-added",
            Class::ModelOnly,
            Nothing,
        ),
        (
            "remove a relationship",
            |p| {
                supplier(p);
                let mut r = p.relationships[0].clone();
                r.id = "supplies".into();
                r.name = "supplies".into();
                r.ends[0].entity = "supplier".into();
                p.relationships.push(r);
            },
            true,
            "relationship-removed",
            Class::ModelOnly,
            Nothing,
        ),
        ("limit a query", |p| p.queries[0].limit = Some(10), false, "query-changed", Class::ModelOnly, Nothing),
        (
            "remove a query",
            |p| {
                p.queries.retain(|q| q.id.as_str() != "Q3");
                p.transitions.retain(|t| t.from.as_str() != "Q3" && t.to.as_str() != "Q3");
            },
            false,
            "query-removed",
            Class::ModelOnly,
            Any,
        ),
        (
            "remove a query: its table goes",
            |p| {
                p.queries.retain(|q| q.id.as_str() != "Q3");
                p.transitions.retain(|t| t.from.as_str() != "Q3" && t.to.as_str() != "Q3");
            },
            false,
            "table-removed",
            Class::WithCare,
            Statement("DROP TABLE IF EXISTS hotel.pois_by_hotel;"),
        ),
        ("add a query", add_query, false, "query-added", Class::ModelOnly, Any),
        (
            "add a query: a new table, or an index on a table holding its columns",
            add_query,
            false,
            "table-added",
            Class::InPlace,
            Offer("hotel.hotels"),
        ),
    ];
    let base = hotel();
    for (case, edit, on_old, kind, class, expect) in &cases {
        let mut edited = base.clone();
        edit(&mut edited);
        let (old, new) = if *on_old { (&edited, &base) } else { (&base, &edited) };
        let out = run(old, new, false);
        check(case, &out, kind, *class, expect);
    }
}

/// Hotel.stars, an attribute no query reads.
fn stars(p: &mut Project) {
    let mut a = p.entities[0].attributes[1].clone();
    a.id = "hotel.stars".into();
    a.name = "stars".into();
    p.entities[0].attributes.push(a);
}

/// Q10: hotels by name (a new query whose columns the `hotels` table holds).
fn add_query(p: &mut Project) {
    let mut q = p.queries[1].clone();
    q.id = "Q10".into();
    q.description = "Find hotels by name".into();
    q.given[0].attribute = "hotel.name".into();
    q.find = vec!["hotel.id".into(), "hotel.phone".into(), "hotel.address".into()];
    p.queries.push(q);
}

#[test]
fn there_are_at_least_25_kinds_in_the_cases() {
    // The two tables above: 28 schema cases and 10 model cases over these kinds.
    let source = std::fs::read_to_string(repo_root().join("tests").join("tests").join("diff.rs")).expect("this file");
    let mut kinds: Vec<&str> = source
        .split('"')
        .filter(|w| {
            w.ends_with("-added") || w.ends_with("-removed") || w.ends_with("-changed") || w.ends_with("-renamed")
        })
        .collect();
    kinds.sort_unstable();
    kinds.dedup();
    assert!(kinds.len() >= 25, "only {} kinds: {kinds:?}", kinds.len());
}

#[test]
fn every_sample_against_itself_and_its_own_schema() {
    for path in sample_projects() {
        let project = Project::load(&path).expect("a sample loads");
        let same = run(&project, &project, false);
        assert!(same.diff.is_empty(), "{}: differs from itself: {:?}", path.display(), same.diff.changes);
        check_migration(&same.script).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let model = model_core::derive(&project).model;
        let schema = model_core::export::schema_cql(&project, &model).text;
        let imported = import_cql_str(&schema).project;
        let out = run(&project, &imported, false);
        let moved: Vec<_> = out
            .diff
            .changes
            .iter()
            .filter(|c| {
                matches!(
                    c.noun(),
                    model_core::diff::Noun::Table | model_core::diff::Noun::Key | model_core::diff::Noun::Column
                )
            })
            .collect();
        assert!(moved.is_empty(), "{}: against its own schema.cql: {moved:?}", path.display());
        assert!(!out.diff.model_compared, "{}: a schema has no conceptual model to compare", path.display());
        check_migration(&out.script).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    }
}

#[test]
fn names_that_need_quotes_reach_the_script_quoted_and_comments_stay_comments() {
    let ks = "CREATE KEYSPACE shop WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n";
    let old = format!("{ks}CREATE TABLE shop.\"OddT\" (k int PRIMARY KEY, \"v \"\"x\"\"\" text, \"select\" int);");
    let new = format!(
        "{ks}CREATE TABLE shop.\"OddT\" (k int PRIMARY KEY, \"from\" int, \"naïve -- x\" text);\n\
         CREATE TABLE shop.\"NewT\" (\"k;1\" int PRIMARY KEY);"
    );
    let (old_p, new_p) = (import_cql_str(&old).project, import_cql_str(&new).project);
    for allow_drop in [false, true] {
        let out = run(&old_p, &new_p, allow_drop);
        assert_eq!(out.diff.changes.len(), 5, "{:?}", out.diff.changes);
        check_migration(&out.script).unwrap_or_else(|e| panic!("{e}"));
        if allow_drop {
            let (applied, wanted) = (read(&[&old, &out.script]), read(&[&new]));
            assert!(applied.unread.is_empty(), "{:?}", applied.unread);
            assert_eq!(applied.tables, wanted.tables, "{}", out.script);
        }
    }
}

//! Every text model-core shows in the interface has a Chinese rendering: diagnostics of every
//! code (with their fixes and remedies), project load and save errors, and import notes.
//! Models that trigger each code come from the samples and the validation, derivation and
//! analysis tests' builders.

use super::{Lang, english_words};
use crate::analysis::AnalysisSettings;
use crate::builder::ProjectBuilder;
use crate::cql_type::NativeType as N;
use crate::derive::{Derivation, derive};
use crate::diagnostic::{Code, Diagnostic};
use crate::ids::{AttributeId, EntityId, QueryId};
use crate::logical::Role;
use crate::pipeline::check;
use crate::project::Cardinality::{Many, One};
use crate::project::{Bucket, ColumnEdit, Direction, Predicate, Project, TableOverride, TimeUnit, Transition};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use crate::builder::sample;

fn set_override(p: &mut Project, q: &str, f: impl FnOnce(&mut TableOverride)) {
    f(p.overrides.tables.entry(QueryId::from(q)).or_default());
}

fn base() -> ProjectBuilder {
    ProjectBuilder::new("v")
        .entity("user", &[("id", N::Int, true), ("name", N::Text, false)])
        .entity("book", &[("isbn", N::Text, true), ("title", N::Text, false)])
        .relationship("reads", "user", Many, "book", Many)
        .query("Q1", Some("book"), &[("user.id", Predicate::Eq)], &["book.title"], &[])
}

/// The sensor sample with its readings kept `days` (forever: `None`), one a second per sensor.
fn sensor(days: Option<f64>) -> Project {
    let mut p = sample("sensor-readings.json");
    for e in &mut p.entities {
        if let Some(g) = e.estimates.growth.as_mut() {
            g.rate = 1.0;
            g.per = TimeUnit::Second;
            g.kept_days = days;
        }
    }
    p
}

trait WithTarget {
    fn with_target(self, t: crate::target::Target) -> Self;
}

impl WithTarget for Project {
    fn with_target(mut self, t: crate::target::Target) -> Self {
        self.physical.target = Some(t);
        self
    }
}

/// A defined table with a vector column and an SAI index on it, and a view of it.
fn defined_for_target(t: crate::target::Target) -> Project {
    use crate::cql_type::CqlType;
    use crate::project::{ColumnDef, IndexDef, TableDef};
    let col = |name: &str, ty: CqlType, role: Role| ColumnDef { name: name.into(), ty, role, indexed: false, extra: Default::default(), mask: None };
    let items = TableDef {
        id: "t1".into(),
        name: "items".into(),
        keyspace: None,
        columns: vec![
            col("id", CqlType::Native(N::Int), Role::PartitionKey),
            col("name", CqlType::Native(N::Text), Role::Regular),
            col("embedding", CqlType::Vector(Box::new(CqlType::Native(N::Float)), 3), Role::Regular),
        ],
        options: Default::default(),
        queries: Vec::new(),
        view_of: None,
        extra: Default::default(),
        indexes: vec![IndexDef { using: Some("sai".into()), ..IndexDef::on_column("name") }],
    };
    let mut view = items.clone();
    view.id = "t2".into();
    view.name = "items_by_name".into();
    view.columns =
        vec![col("name", CqlType::Native(N::Text), Role::PartitionKey), col("id", CqlType::Native(N::Int), Role::Clustering(Direction::Asc))];
    view.view_of = Some("items".into());
    view.indexes.clear();
    let mut p = Project::new("t").with_target(t);
    p.physical.tables = vec![items, view];
    p
}

/// Models (with their derivation, sometimes edited by hand) that between them trigger every
/// diagnostic code, most of them several ways.
fn models() -> Vec<(Project, Derivation)> {
    let mut out: Vec<Project> =
        ["hotel.json", "books.json", "online-supermarket.json", "orders.json", "sensor-readings.json", "student-projects.json"]
            .into_iter()
            .map(sample)
            .collect();
    // Validation.
    out.push(base().query("Q2", Some("book"), &[("book.nope", Predicate::Eq)], &["book.title"], &[]).build());
    out.push(base().with(|p| p.relationships[0].ends[1].entity = EntityId::from("ghost")).build());
    out.push(base().with(|p| p.transitions.push(Transition { from: "Q1".into(), to: "Q9".into(), extra: Default::default() })).build());
    out.push(base().with(|p| p.queries[0].entity = Some(EntityId::from("ghost"))).build());
    out.push(base().with(|p| p.entities[0].owner = Some(EntityId::from("ghost"))).build());
    out.push(base().with(|p| p.entities[1].name = "User".into()).build());
    out.push(base().with(|p| p.entities[1].name = " ".into()).build());
    out.push(base().with(|p| p.entities[0].attributes[1].name = "ID".into()).build());
    out.push(base().with(|p| p.entities[0].attributes[1].name = "?!".into()).build());
    out.push(base().with(|p| p.queries.push(p.queries[0].clone())).build());
    out.push(base().with(|p| p.entities[1].attributes[0].key = false).build());
    out.push(base().entity("copy", &[("n", N::Int, false)]).owned_by("book").build());
    out.push(base().with(|p| p.queries[0].find.clear()).build());
    // Roles (issue 28): a relationship of an entity with itself without roles, a query across it
    // naming none (refused), a role no end plays, a role on a relationship's attribute.
    let follows = |roles: [Option<&str>; 2]| {
        ProjectBuilder::new("s")
            .entity("user", &[("name", N::Text, true)])
            .relationship("follows", "user", Many, "user", Many)
            .roles(roles)
            .relationship_attribute("since", N::Int)
    };
    out.push(follows([None, None]).build());
    out.push(follows([Some("fan"), Some("idol")]).query("Q1", None, &[("user.name", Predicate::Eq)], &["user.name"], &[]).build());
    out.push(
        follows([Some("fan"), Some("idol")])
            .query("Q1", None, &[("user.name", Predicate::Eq)], &["user.name@star", "follows.since@fan"], &[])
            .build(),
    );
    out.push(
        ProjectBuilder::new("v")
            .entity("a", &[("id", N::Int, true)])
            .entity("b", &[("id", N::Int, true)])
            .relationship("r", "a", One, "b", Many)
            .relationship_attribute("since", N::Int)
            .relationship_attribute("Since", N::Int)
            .query("Q1", None, &[], &["r.since"], &[])
            .build(),
    );
    out.push(
        base()
            .entity("stats", &[("isbn", N::Text, true), ("reads", N::Counter, false), ("note", N::Text, false)])
            .query("Q3", Some("stats"), &[("stats.isbn", Predicate::Eq)], &["stats.reads", "stats.note"], &[])
            .build(),
    );
    out.push(
        base()
            .entity("tally", &[("n", N::Counter, true), ("hits", N::Counter, false)])
            .query("Q3", Some("tally"), &[("tally.n", Predicate::Eq)], &["tally.hits"], &[])
            .build(),
    );
    // The target: features it lacks, disables or does not document; its row and key limits.
    out.push(defined_for_target(crate::target::Target::Cassandra40));
    out.push(sample("student-projects.json").with_target(crate::target::Target::AstraServerless));
    let mut huge = sample("hotel.json").with_target(crate::target::Target::Keyspaces);
    for a in huge.entities.iter_mut().flat_map(|e| e.attributes.iter_mut()) {
        a.avg_size = Some(2_000_000);
    }
    out.push(huge);
    out.push(base().query("Q2", Some("book"), &[("user.id", Predicate::Eq)], &["book.title"], &[("user.id", Direction::Asc)]).build());
    out.push(
        base()
            .with(|p| {
                p.overrides.tables.insert("Q7".into(), TableOverride::default());
                p.physical.types.insert(AttributeId::from("book.ghost"), crate::cql_type::CqlType::Native(N::Int));
            })
            .build(),
    );
    out.push(
        base()
            .with_attribute("book.title", |a| {
                a.fields =
                    vec![crate::project::Field { name: "x".into(), ty: crate::cql_type::CqlType::Udt("missing".into()), extra: Default::default() }];
            })
            .build(),
    );
    out.push(
        base()
            .with_attribute("book.title", |a| {
                a.udt = Some("label".into());
                a.fields =
                    vec![crate::project::Field { name: "x".into(), ty: crate::cql_type::CqlType::Udt("label".into()), extra: Default::default() }];
            })
            .with_attribute("user.name", |a| {
                a.udt = Some("label".into());
                a.fields = vec![crate::project::Field { name: "y".into(), ty: crate::cql_type::CqlType::Native(N::Int), extra: Default::default() }];
            })
            .query("Q2", Some("user"), &[("user.id", Predicate::Eq)], &["user.name"], &[])
            .build(),
    );
    out.push(base().with(|p| p.physical.keyspaces.clear()).build());
    out.push(base().with(|p| p.physical.keyspaces[0].name = "bad name".into()).build());
    out.push(base().with(|p| p.physical.keyspaces[0].name = "k".repeat(60)).build());
    out.push(base().with(|p| p.entities[1].name = "书".into()).build());
    out.push(base().with(|p| set_override(p, "Q1", |o| drop(o.options.insert("comment".into(), "not a constant".into())))).build());
    // Derivation.
    out.push(
        base()
            .entity("island", &[("id", N::Int, true), ("name", N::Text, false)])
            .query("Q2", Some("book"), &[("user.id", Predicate::Eq)], &["book.title", "island.name"], &[])
            .build(),
    );
    out.push(
        base()
            .with(|p| {
                set_override(p, "Q1", |o| {
                    o.alternative = 99;
                    o.keyspace = Some("nowhere".into());
                    o.columns.push(ColumnEdit::Rename { attribute: AttributeId::from("book.ghost"), name: "g".into() });
                    o.columns.push(ColumnEdit::Remove { attribute: AttributeId::from("user.id") });
                    o.columns.push(ColumnEdit::Remove { attribute: AttributeId::from("book.ghost") });
                    o.columns.push(ColumnEdit::Static { attribute: AttributeId::from("book.ghost"), is_static: true });
                    o.columns.push(ColumnEdit::Index { attribute: AttributeId::from("book.ghost") });
                });
            })
            .build(),
    );
    out.push(base().query("Q2", Some("book"), &[("user.id", Predicate::Eq)], &["book.title", "user.name"], &[]).build());
    out.push(
        base()
            .with_attribute("book.title", |a| a.name = "name".into())
            .query("Q2", Some("book"), &[("user.id", Predicate::Eq)], &["book.title", "user.name"], &[])
            .build(),
    );
    out.push(
        base()
            .query("Q2", Some("book"), &[("book.isbn", Predicate::Eq)], &["book.title"], &[])
            .with(|p| {
                p.overrides.merges.push(vec![QueryId::from("Q1"), QueryId::from("Q2")]);
                p.overrides.merges.push(vec![QueryId::from("Q1"), QueryId::from("Q8")]);
            })
            .build(),
    );
    out.push(
        base()
            .query("Q2", Some("book"), &[("book.isbn", Predicate::Eq)], &["book.title"], &[])
            .with(|p| set_override(p, "Q2", |o| o.name = Some("books_by_user".into())))
            .build(),
    );
    // Analysis.
    out.extend([sensor(None), sensor(Some(36_500.0)), sensor(Some(3_650.0))]);
    let mut p = sample("hotel.json");
    p.relationships.iter_mut().filter(|r| r.id.as_str() == "available").for_each(|r| r.ends[1].fan_out = Some(7_300.0));
    out.push(p);
    for size in [1_000_000u32, 10_000_000] {
        let mut p = sample("hotel.json");
        if let Some(a) = p.attribute_mut(&AttributeId::from("poi.description")) {
            a.avg_size = Some(size);
        }
        out.push(p);
    }
    out.push(
        ProjectBuilder::new("t")
            .entity("hotel", &[("id", N::Text, true), ("name", N::Text, false)])
            .query("Q1", Some("hotel"), &[], &["hotel.id"], &[])
            .build(),
    );
    let mut orders = ProjectBuilder::new("t")
        .entity("order", &[("id", N::Uuid, true), ("status", N::Text, false), ("day", N::Date, false), ("paid", N::Boolean, false)])
        .query("Q1", Some("order"), &[("order.status", Predicate::Eq)], &["order.id"], &[])
        .query("Q2", Some("order"), &[("order.day", Predicate::Eq)], &["order.id"], &[])
        .query("Q3", Some("order"), &[("order.paid", Predicate::Eq)], &["order.id"], &[])
        .build();
    out.push(orders.clone());
    if let Some(e) = orders.entity_mut(&EntityId::from("order")) {
        e.estimates.distinct.insert(AttributeId::from("order.status"), 5.0);
        e.estimates.count = Some(f64::NAN);
    }
    out.push(orders);
    let mut p = sample("hotel.json");
    for q in ["Q4", "Q1"] {
        if let Some(q) = p.query_mut(&QueryId::from(q)) {
            q.deletes = true;
        }
    }
    set_override(&mut p, "Q6", |o| o.columns.push(ColumnEdit::Index { attribute: AttributeId::from("guest.id") }));
    set_override(&mut p, "Q3", |o| o.bucket = Some(Bucket::Time { attribute: AttributeId::from("hotel.id"), unit: TimeUnit::Day }));
    set_override(&mut p, "Q2", |o| o.bucket = Some(Bucket::Random { count: 4 }));
    out.push(p);
    out.push(
        ProjectBuilder::new("t")
            .entity("reading", &[("id", N::Uuid, true), ("time", N::Timestamp, false), ("value", N::Double, false)])
            .query("Q1", Some("reading"), &[("reading.time", Predicate::Ge), ("reading.value", Predicate::Gt)], &["reading.id"], &[])
            .build(),
    );
    out.push(
        ProjectBuilder::new("t")
            .entity("event", &[("id", N::Uuid, true), ("day", N::Int, false), ("x", N::Int, false), ("y", N::Int, false)])
            .query(
                "Q1",
                Some("event"),
                &[("event.day", Predicate::Eq), ("event.x", Predicate::Gt)],
                &["event.id"],
                &[("event.y", Direction::Asc), ("event.x", Direction::Desc)],
            )
            // A key set by hand against the order asked.
            .with_key("Q1", &["event.day"], &[("event.x", Direction::Desc), ("event.y", Direction::Asc), ("event.id", Direction::Asc)])
            .build(),
    );
    // Two queries whose tables share a key, with one table per query (the method's first step):
    // offered to share.
    out.push(
        base().query("Q2", Some("book"), &[("user.id", Predicate::Eq)], &["book.isbn"], &[]).with(|p| p.overrides.one_table_per_query = true).build(),
    );
    // Aggregates that cannot be kept: a sum without an attribute, min beside counters.
    out.push(
        base()
            .with(|p| {
                use crate::project::{Aggregate, AggregateFunction};
                p.queries[0].aggregates = vec![
                    Aggregate::new(AggregateFunction::Count, None),
                    Aggregate::new(AggregateFunction::Sum, None),
                    Aggregate::new(AggregateFunction::Min, Some("book.title".into())),
                ];
            })
            .build(),
    );
    // Specialisations: a subtype of itself, a missing subtype, none at all, a subtype with keys.
    out.push(
        base()
            .with(|p| {
                use crate::project::Specialisation;
                let s = |id: &str, sup: &str, subs: &[&str]| Specialisation {
                    id: id.into(),
                    supertype: sup.into(),
                    subtypes: subs.iter().map(|x| (*x).into()).collect(),
                    disjoint: true,
                    total: false,
                    extra: Default::default(),
                };
                p.specialisations = vec![s("s1", "user", &["user"]), s("s2", "user", &["ghost", "book"]), s("s3", "book", &[])];
            })
            .build(),
    );
    let mut p = sample("hotel.json");
    p.physical.tables.push(crate::project::TableDef {
        id: crate::ids::TableId::from("audit"),
        name: "audit_log".to_owned(),
        keyspace: None,
        columns: vec![
            crate::project::ColumnDef {
                name: "id".to_owned(),
                ty: crate::cql_type::CqlType::Native(N::Uuid),
                role: Role::PartitionKey,
                indexed: false,
                extra: Default::default(),
                mask: None,
            },
            crate::project::ColumnDef {
                name: "at".to_owned(),
                ty: crate::cql_type::CqlType::Native(N::Timestamp),
                role: Role::Clustering(Direction::Asc),
                indexed: false,
                extra: Default::default(),
                mask: None,
            },
        ],
        options: Default::default(),
        queries: Vec::new(),
        view_of: None,
        extra: Default::default(),
        indexes: Vec::new(),
    });
    out.push(p);
    let mut with_derivations: Vec<(Project, Derivation)> = out
        .into_iter()
        .map(|p| {
            let d = derive(&p);
            (p, d)
        })
        .collect();
    // A derivation edited by hand or older than the project.
    let p = sample("hotel.json");
    let mut d = derive(&p);
    for t in &mut d.model.tables {
        if let Some(c) = t.columns.iter_mut().find(|c| c.name == "date") {
            c.role = Role::Regular;
        }
        if t.name == "hotels_by_poi" {
            t.columns.retain(|c| c.role != Role::PartitionKey || c.name != "poi_name");
        }
    }
    with_derivations.push((p, d));
    let mut p = sample("hotel.json");
    let d = derive(&p);
    let mut q = crate::project::Query::new("Q10", "new query");
    q.given.push(crate::project::Given { attribute: AttributeId::from("hotel.id"), predicate: Predicate::Eq, extra: Default::default() });
    p.queries.push(q);
    with_derivations.push((p, d));
    with_derivations
}

/// The names a model's messages may quote: entities, attributes, relationships, queries,
/// tables, columns, keyspaces, types and options, as whole names and word by word.
fn names(p: &Project, d: &Derivation) -> BTreeSet<String> {
    let mut out: BTreeSet<String> = BTreeSet::new();
    let mut add = |s: &str| {
        out.insert(s.to_owned());
        for w in s.split(|c: char| !c.is_alphanumeric() && c != '_') {
            out.insert(w.to_owned());
        }
    };
    for e in &p.entities {
        add(&e.name);
        add(e.id.as_str());
        if let Some(o) = &e.owner {
            add(o.as_str());
        }
        for a in &e.attributes {
            add(&a.name);
            add(a.id.as_str());
            add(&a.udt_name());
            for f in &a.fields {
                add(&f.ty.to_string());
            }
        }
    }
    // Roles are names the user wrote, on relationship ends and in queries.
    for r in &p.relationships {
        for end in &r.ends {
            end.role.iter().for_each(|x| add(x));
        }
    }
    for q in &p.queries {
        for a in crate::er::roles::mentioned(q) {
            a.split_role().1.iter().for_each(|x| add(x));
        }
    }
    for s in &p.specialisations {
        add(s.id.as_str());
        add(s.supertype.as_str());
        for x in &s.subtypes {
            add(x.as_str());
        }
    }
    for r in &p.relationships {
        add(&r.name);
        add(r.id.as_str());
        for end in &r.ends {
            add(end.entity.as_str());
        }
        for a in &r.attributes {
            add(&a.name);
            add(a.id.as_str());
        }
    }
    for q in &p.queries {
        add(q.id.as_str());
        if let Some(e) = &q.entity {
            add(e.as_str());
        }
    }
    for k in &p.physical.keyspaces {
        add(&k.name);
    }
    // Product names are proper nouns, the same in every language.
    for t in crate::target::Target::ALL {
        add(t.name());
    }
    for t in &d.model.tables {
        add(&t.name);
        add(&t.keyspace);
        for c in &t.columns {
            add(&c.name);
        }
        for (k, v) in &t.options {
            add(k);
            add(v);
        }
    }
    for o in p.overrides.tables.values() {
        if let Some(k) = &o.keyspace {
            add(k);
        }
    }
    out
}

/// What is wrong with one rendering, if anything.
fn problem(en: &str, zh: Option<&str>, allowed: &[&str]) -> Option<String> {
    let Some(zh) = zh else { return Some(format!("no Chinese for: {en}")) };
    if zh == en {
        return Some(format!("Chinese is the English: {en}"));
    }
    let words = english_words(zh, allowed);
    (!words.is_empty()).then(|| format!("English words {words:?} in: {zh}"))
}

/// What is wrong with a text's Chinese rendering (see [`problem`]).
fn text_problem(t: &super::Text, allowed: &[&str]) -> Option<String> {
    problem(&t.en(), t.zh().as_deref(), allowed)
}

fn diagnostic_problems(d: &Diagnostic, allowed: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    out.extend(text_problem(&d.message, allowed).map(|p| format!("{}: {p}", d.code)));
    if let Some(fix) = &d.fix {
        out.extend(text_problem(fix, allowed).map(|p| format!("{} (fix): {p}", d.code)));
    }
    out
}

#[test]
fn every_diagnostic_code_has_a_chinese_message_and_fix() {
    let mut seen: BTreeSet<Code> = BTreeSet::new();
    let mut problems: BTreeSet<String> = BTreeSet::new();
    let mut count = 0;
    for (p, d) in models() {
        let names = names(&p, &d);
        let allowed: Vec<&str> = names.iter().map(String::as_str).collect();
        let a = check(&p, &d, &AnalysisSettings::default());
        for diag in &a.diagnostics {
            count += 1;
            seen.insert(diag.code);
            problems.extend(diagnostic_problems(diag, &allowed));
            assert_eq!(diag.message_in(Lang::En), diag.message.en(), "English stays the message");
        }
        for e in &a.partitions {
            let formula = e.breakdown.explain_in(e.rows, Lang::Zh);
            assert_eq!(e.breakdown.explain_in(e.rows, Lang::En), e.breakdown.explain(e.rows));
            problems.extend(problem(&e.breakdown.explain(e.rows), Some(&formula), &allowed).map(|p| format!("formula: {p}")));
            for f in &e.breakdown.rows_factors {
                problems.extend(text_problem(&f.label, &allowed).map(|p| format!("factor: {p}")));
            }
            for r in &e.remedies {
                problems.extend(text_problem(&r.description, &allowed).map(|p| format!("remedy: {p}")));
            }
        }
    }
    let missing: Vec<&str> = Code::ALL.iter().filter(|c| !seen.contains(c)).map(|c| c.as_str()).collect();
    assert!(missing.is_empty(), "no model triggers {missing:?}");
    assert!(problems.is_empty(), "{} of {count} diagnostics:\n{}", problems.len(), problems.into_iter().collect::<Vec<_>>().join("\n"));
}

#[test]
fn load_and_save_errors_in_chinese() {
    let path = Path::new("p.json");
    let texts = [
        "{\n  \"format\": \"keyspace-studio/1\",\n  \"name\": \"x\"\n  \"entities\": []\n}",
        "{\"format\": \"keyspace-studio/1\", \"entities\": 7}",
        "{\"format\": \"keyspace-studio/1\", \"entities\": [{\"id\": \"a\"}]}",
        "{\"format\": \"keyspace-studio/1\", \"name\": \"x\", \"queries\": [{\"id\": \"Q1\", \"given\": [{\"attribute\": \"a.b\", \"predicate\": \"like\"}]}]}",
        "{\"format\": \"keyspace-studio/1\", \"name\": \"x\", \"queries\": [{\"id\": \"Q1\", \"given\": [{\"attribute\": \"a.b\", \"op\": \"like\"}]}]}",
        "{\"format\": \"keyspace-studio/1\", \"name\": ",
        "{\"format\": \"keyspace-studio/1\", \"name\": \"x\"} extra",
        "{\"format\": \"keyspace-studio/1\", \"name\": tru}",
        "{\"format\": \"keyspace-studio/1\", \"name\": \"x\", \"entities\": [{\"id\": \"a\", \"name\": \"A\", \"attributes\": [{\"id\": \"a.x\", \"name\": \"x\", \"type\": \"nonsense\"}]}]}",
        "{\"format\": \"keyspace-studio/1\", \"name\": \"x\", \"entities\": [{\"id\": \"a\", \"name\": \"A\", \"attributes\": [{\"id\": \"a.x\", \"name\": \"x\", \"type\": \"int\"}]}], \"physical\": {\"types\": {\"a.x\": \"map<int\"}}}",
        "{\"format\": \"keyspace-studio/1\", \"name\": \"x\", \"entities\": [{\"id\": \"a\", \"name\": \"A\", \"attributes\": [{\"id\": \"a.x\", \"name\": \"x\", \"type\": \"int\", \"key\": \"yes\"}]}]}",
        "{\"format\": \"keyspace-studio/1\", \"name\": \"x\", \"physical\": {\"keyspaces\": [{\"name\": \"k\", \"replication\": {\"class\": \"Nope\"}}]}}",
        "[1, 2]",
        "{\"name\": \"x\"}",
        "{\"format\": \"drawdb/2\"}",
        "{\"format\": \"keyspace-studio/7\"}",
        "{\"format\": \"keyspace-studio/0\", \"entities\": 5}",
    ];
    let mut errors: Vec<crate::project::LoadError> = texts.iter().filter_map(|t| Project::from_json(t, path).err()).collect();
    assert_eq!(errors.len(), texts.len(), "every text is refused");
    errors.extend(Project::load(Path::new("/nonexistent/x.json")).err());
    let dir = std::env::temp_dir().join(format!("ks-text-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("mkdir");
    let bin = dir.join("b.json");
    std::fs::write(&bin, [b'{', b'\n', 0xff, 0xfe, 0]).expect("write");
    errors.extend(Project::load(&bin).err());
    let save = Project::new("x").save(&dir.join("gone").join("p.json")).expect_err("no folder");
    std::fs::remove_dir_all(&dir).expect("cleanup");
    let mut problems = Vec::new();
    // Field names, values and the parts of paths, as the files and the messages give them.
    let allowed = [
        "format",
        "drawdb",
        "keyspace",
        "studio",
        "like",
        "id",
        "name",
        "entities",
        "queries",
        "given",
        "op",
        "nonexistent",
        "tmp",
        "gone",
        "yes",
        "nonsense",
    ];
    for e in &errors {
        assert_eq!(e.message_in(Lang::En), e.to_string());
        let zh = e.message_in(Lang::Zh);
        problems.extend(problem(&e.to_string(), Some(&zh), &allowed));
    }
    assert_eq!(save.message_in(Lang::En), save.to_string());
    problems.extend(problem(&save.to_string(), Some(&save.message_in(Lang::Zh)), &allowed));
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    let newer = errors.iter().find(|e| matches!(e, crate::project::LoadError::NewerVersion { .. })).expect("newer");
    assert!(newer.message_in(Lang::Zh).contains("版本 7"), "{}", newer.message_in(Lang::Zh));
}

/// CQL that the importer skips or changes, one problem each (and a few syntax errors).
const BAD_CQL: &[&str] = &[
    "CREATE TABLE t (a int, b int)",
    "CREATE TABLE t (a int PRIMARY KEY, b int PRIMARY KEY)",
    "CREATE TABLE t (a int, PRIMARY KEY (a, z))",
    "CREATE TABLE t (a int, a text, PRIMARY KEY (a))",
    "CREATE TABLE t (a int, b int static, PRIMARY KEY (a, b))",
    "CREATE TABLE t (a counter PRIMARY KEY)",
    "CREATE TABLE t (a int, b int, PRIMARY KEY (a, b, b))",
    "CREATE INDEX ON nowhere (a)",
    "CREATE TABLE \"a b\" (a int PRIMARY KEY)",
    "CREATE MATERIALIZED VIEW v AS SELECT * FROM nowhere WHERE a IS NOT NULL PRIMARY KEY (a)",
    "INSERT INTO a (x) VALUES (1)",
    "CREATE TABLE b (x int, y set, PRIMARY KEY (x))",
    "CREATE TABLE b (x int, y map<int>, PRIMARY KEY (x))",
    "CREATE TABLE b (x int, y int<text>, PRIMARY KEY (x))",
    "CREATE TABLE c (x int PRIMARY KEY, s text STATIC)",
    "CREATE TABLE c (x int, y int, PRIMARY KEY (x, y)) WITH CLUSTERING ORDER BY (z DESC)",
    "CREATE TABLE c (x int, y int, z int, PRIMARY KEY (x, y, z)) WITH CLUSTERING ORDER BY (z DESC, y ASC)",
    "CREATE TABLE c (x int PRIMARY KEY) WITH comment = 'a' AND comment = 'b'",
    "CREATE TABLE c (x int PRIMARY KEY) WITH COMPACT STORAGE",
    "CREATE TABLE c (x int PRIMARY KEY, n counter, t text)",
    "CREATE TABLE c (x int PRIMARY KEY, u frozen<address>)",
    "CREATE TABLE d (x int PRIMARY KEY); CREATE TABLE d (x int PRIMARY KEY); CREATE TABLE IF NOT EXISTS d (x int PRIMARY KEY)",
    "CREATE TABLE e (x int PRIMARY KEY, m map<text, text>); CREATE INDEX ON e (KEYS(m)); CREATE CUSTOM INDEX ON e (x) USING 'org.example.Index'; CREATE INDEX ON e (nope)",
    "CREATE TABLE f (x int PRIMARY KEY); CREATE MATERIALIZED VIEW f AS SELECT * FROM f WHERE x IS NOT NULL PRIMARY KEY (x)",
    "CREATE TABLE g (x int PRIMARY KEY); CREATE MATERIALIZED VIEW gv AS SELECT y FROM g WHERE x IS NOT NULL PRIMARY KEY (x)",
    "CREATE TABLE g (x int PRIMARY KEY); CREATE MATERIALIZED VIEW \"g v\" AS SELECT * FROM g WHERE x IS NOT NULL PRIMARY KEY (x)",
    "CREATE TABLE g (x int PRIMARY KEY); CREATE MATERIALIZED VIEW gv AS SELECT * FROM g WHERE x IS NOT NULL PRIMARY KEY (x); CREATE INDEX ON gv (x)",
    "CREATE TABLE h.g (x int PRIMARY KEY); CREATE MATERIALIZED VIEW other.gv AS SELECT * FROM h.g WHERE x IS NOT NULL PRIMARY KEY (x)",
    "CREATE TYPE p (a int); CREATE TYPE p (b int)",
    "CREATE TYPE q (a int, a text)",
    "CREATE KEYSPACE k WITH durable_writes = true",
    "CREATE KEYSPACE k WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 'x'} AND foo = 1",
    "CREATE KEYSPACE k WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 2.7}",
    "CREATE KEYSPACE k WITH replication = {'class': 'NetworkTopologyStrategy'}",
    "CREATE KEYSPACE k WITH replication = {'class': 'NetworkTopologyStrategy', 'replication_factor': 3, 'dc1': 2}",
    "CREATE KEYSPACE k WITH replication = {'class': 'EverywhereStrategy'}; CREATE KEYSPACE k WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}",
    "USE elsewhere; CREATE TABLE t (x int PRIMARY KEY)",
    "CREATE TABLE t (x int PRIMARY KEY) extra",
    "CREATE TABLE t (x int PRIMARY KEY",
    "CREATE TABLE t (x 'int' PRIMARY KEY)",
    "CREATE TABLE t (x int PRIMARY KEY) WITH comment = ",
    "CREATE TABLE t (x int PRIMARY KEY) WITH caching = {'keys': }",
    "CREATE INDEX i ON t (x) USING",
    "CREATE TABLE t (x int PRIMARY KEY, y text = 'a')",
    "CREATE TABLE t (x int PRIMARY KEY, 'y' text)",
    "CREATE TABLE t (x int PRIMARY KEY) /* never closed",
    "CREATE TABLE t (x int PRIMARY KEY, y text) WITH comment = 'unclosed",
    "CREATE TABLE t (x int PRIMARY KEY, \"y text)",
    "CREATE TABLE t (x int PRIMARY KEY, y text) WITH comment = $$ never",
    "CREATE TABLE t (x int PRIMARY KEY, y text ^)",
    "CREATE",
    "SELECT",
    "(x)",
];

/// A KDM project with elements the importer skips or guesses.
const BAD_KDM: &str = r#"<KDMPROJECT>
  <ERMODEL><mxGraphModel><root>
    <mxCell id="0"/><mxCell id="1" parent="0"/>
    <mxCell id="2" value="Shop" style="whiteSpace=wrap" vertex="1" parent="1"/>
    <mxCell id="3" value="code" style="ellipse;fontStyle=4" vertex="1" parent="1"/>
    <mxCell id="4" edge="1" source="3" target="2" parent="1"/>
    <mxCell id="5" value="lost" style="ellipse" vertex="1" parent="1"/>
    <mxCell id="6" edge="1" source="3" parent="1"/>
    <mxCell id="7" value="Item" style="shape=cube;whiteSpace=wrap" vertex="1" parent="1"/>
    <mxCell id="8" value="sells" style="rhombus;whiteSpace=wrap" vertex="1" parent="1"/>
    <mxCell id="9" edge="1" source="8" target="2" parent="1"/>
    <mxCell id="10" edge="1" source="8" target="7" parent="1"/>
  </root></mxGraphModel>
  <KEYS_JSON>[1]</KEYS_JSON></ERMODEL>
  <ACCESS_PATTERNS>
    <Q1><GR><ATTRIBUTE>Shop.code</ATTRIBUTE></GR><FR><ATTRIBUTE>Nobody.nothing</ATTRIBUTE></FR></Q1>
  </ACCESS_PATTERNS>
  <PHYSICAL_MODEL>not json</PHYSICAL_MODEL>
</KDMPROJECT>"#;

#[test]
fn import_notes_and_suggestions_in_chinese() {
    let mut problems = Vec::new();
    let mut notes = 0;
    let mut check_notes = |source: &str, imported: &crate::import::Imported| {
        // The names the file gives may be quoted: every word of the source.
        let words: Vec<String> = source
            .split(|c: char| !c.is_alphanumeric() && c != '_')
            .filter(|w| !w.is_empty())
            .flat_map(|w| [w.to_owned(), w.to_lowercase()])
            .collect();
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        for n in &imported.notes {
            notes += 1;
            problems.extend(text_problem(&n.message, &words).map(|p| format!("{source}: {p}")));
            assert_eq!(n.to_string_in(Lang::En), n.to_string());
            assert!(n.to_string_in(Lang::Zh).starts_with(&format!("第 {} 行，第 {} 列：", n.line, n.column)));
        }
        for s in &imported.suggestions {
            problems.extend(text_problem(&s.reason, &words).map(|p| format!("suggestion: {p}")));
        }
    };
    for &cql in BAD_CQL {
        check_notes(cql, &crate::import::import_cql_str(cql));
    }
    let shared = "CREATE TABLE a (hotel_id int, day date, PRIMARY KEY (hotel_id, day)); CREATE TABLE b (hotel_id int PRIMARY KEY, n text);";
    check_notes(shared, &crate::import::import_cql_str(shared));
    // The relational import: a schema and queries that give each of its notes.
    let sql = concat!(
        "CREATE TABLE a (id serial PRIMARY KEY, doc jsonb, tags text[][], kind mood, y year, v tsvector, e text UNIQUE);\n",
        "CREATE TYPE mood AS ENUM ('x'); CREATE DOMAIN year AS integer;\n",
        "CREATE TABLE b (id int, a_id int NOT NULL REFERENCES a, c_id int NOT NULL REFERENCES c, UNIQUE (a_id, id));\n",
        "CREATE TABLE j (a_id int REFERENCES a, n_id int REFERENCES nowhere, x int REFERENCES a (nope), PRIMARY KEY (a_id, x));\n",
        "CREATE TABLE c (id int PRIMARY KEY, boss int REFERENCES c, w int REFERENCES b);\n",
        "CREATE TABLE a (id int); ALTER TABLE ghost ADD COLUMN z int; CREATE TABLE p (x int REFERENCES);\n",
        "CREATE VIEW v AS SELECT 1; CREATE FUNCTION f() RETURNS int AS $$ SELECT 1 $$ LANGUAGE sql; GRANT ALL ON a TO u;\n",
        "CREATE SEQUENCE s; CREATE INDEX i ON a (e); SET x = 1; DROP TABLE z; ALTER TABLE a OWNER TO u; TRUNCATE a;\n",
        "CREATE TABLE q (x int) PARTITION BY RANGE (x); CREATE TABLE q1 PARTITION OF q FOR VALUES FROM (1) TO (2);\n",
        "SELECT DISTINCT a.e, lower(a.e) FROM a LEFT JOIN b ON b.a_id = a.id JOIN c ON c.id = a.id WHERE a.e LIKE ? OR a.e = ?\n",
        " AND NOT a.e = 1 AND a.e IS NULL AND a.id IN (SELECT 1) AND a.e <> 2 AND upper(a.e) = ? AND a.zz = 1 AND a.id < a.id\n",
        " GROUP BY a.e HAVING COUNT(*) > 1 UNION SELECT e FROM a ORDER BY lower(e) LIMIT 1 OFFSET 2;\n",
        "SELECT * FROM ghost; SELECT ; INSERT INTO a (id) VALUES (1); DELETE FROM c WHERE id = 1;\n",
    );
    let imported = crate::import::sql::import_files(&[crate::import::sql::SqlFile { name: "t.sql", text: sql }], "t", None);
    check_notes(sql, &imported.imported);
    let generic = crate::import::sql::import_files(&[crate::import::sql::SqlFile { name: "t.sql", text: "CREATE TABLE t (id int);" }], "t", None);
    check_notes("", &generic.imported);
    let report: Vec<crate::text::Text> = imported.report.iter().flat_map(|e| e.became.iter().chain(&e.changed).chain(&e.dropped).cloned()).collect();
    for kdm in [BAD_KDM, "<KDMPROJECT></KDMPROJECT>"] {
        check_notes(kdm, &crate::import::import_kdm_str(kdm).expect("a KDM project"));
    }
    assert!(notes >= BAD_CQL.len(), "every bad statement gives a note: {notes}");
    let words: Vec<String> = sql.split(|c: char| !c.is_alphanumeric() && c != '_').flat_map(|w| [w.to_owned(), w.to_lowercase()]).collect();
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    for t in &report {
        problems.extend(text_problem(t, &words).map(|p| format!("report: {p}")));
    }
    let not_kdm = crate::import::import_kdm_str("<html/>").expect_err("not KDM");
    problems.extend(problem(&not_kdm.to_string(), Some(&not_kdm.message_in(Lang::Zh)), &["KDMPROJECT", "text"]));
    let missing = crate::import::import_path(Path::new("/nonexistent/schema.cql")).expect_err("missing");
    problems.extend(problem(&missing.to_string(), Some(&missing.message_in(Lang::Zh)), &["nonexistent", "schema", "cql"]));
    assert!(problems.is_empty(), "{} of {notes} notes:\n{}", problems.len(), problems.join("\n"));
}

/// The arguments of the call whose `(` is at `open` in `src`: up to the matching `)`,
/// skipping string and char literals.
fn call_arguments(src: &str, open: usize) -> &str {
    let bytes = src.as_bytes();
    let (mut depth, mut i) = (0usize, open);
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                depth -= 1;
                if depth == 0 {
                    return &src[open + 1..i];
                }
            }
            _ => {}
        }
        i += 1;
    }
    &src[open + 1..]
}

/// The last of comma-separated arguments (commas inside brackets and strings do not count).
fn last_argument(args: &str) -> &str {
    let mut start = 0;
    let mut depth = 0usize;
    let mut in_string = false;
    let mut escaped = false;
    for (i, c) in args.char_indices() {
        match c {
            _ if in_string => {
                in_string = c != '"' || escaped;
                escaped = c == '\\' && !escaped;
            }
            '"' => in_string = true,
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => start = i + 1,
            _ => {}
        }
    }
    &args[start..]
}

/// Every message a call site builds for the user is a typed message: no diagnostic,
/// fix, import note or rejected statement is given an English-only `format!` or literal
/// (which would compile, through `From<String> for Text`, and show English in Chinese).
/// Whether call arguments build a typed message (a catalogue message or a `said` value).
fn typed(args: &str) -> bool {
    args.contains("said::") || args.contains("msg!(")
}

#[test]
fn every_call_site_builds_both_languages() {
    const CALLS: &[&str] = &[
        "Diagnostic::error(",
        "Diagnostic::warning(",
        "Diagnostic::info(",
        "Diagnostic::new(",
        ".fix(",
        ".note(",
        "notes.at(",
        "reject(",
        "ImportNote::new(",
        "missing(",
        "Item::known(",
        "Item::unknown(",
        ".append(",
    ];
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = vec![root.clone()];
    let mut sources = Vec::new();
    while let Some(p) = files.pop() {
        if p.is_dir() {
            files.extend(std::fs::read_dir(&p).expect("read src").map(|e| e.expect("entry").path()));
        } else if p.extension().is_some_and(|e| e == "rs") && !p.ends_with("tests.rs") && !p.starts_with(root.join("text")) {
            sources.push(p);
        }
    }
    let mut found = Vec::new();
    let mut calls = 0;
    for path in sources {
        let src = std::fs::read_to_string(&path).expect("read source");
        // Unit tests at the end of a file build diagnostics of their own.
        let src = src.split("#[cfg(test)]\nmod tests").next().unwrap_or(&src);
        for call in CALLS {
            for (at, _) in src.match_indices(call) {
                let args = call_arguments(src, at + call.len() - 1);
                if args.trim().is_empty() || args.starts_with("mut ") || args.contains(": ") && !args.contains('"') && !typed(args) {
                    continue; // a definition (`fn fix(mut self, …)`), not a call
                }
                calls += 1;
                // The note's statement (its third argument) is the file's own text.
                let args = if *call == "ImportNote::new(" { last_argument(args) } else { args };
                let english_only = (args.contains("format!(") || args.contains('"')) && !typed(args);
                if english_only {
                    let line = src[..at].lines().count();
                    found.push(format!("{}:{line}: {call}{}", path.display(), args.chars().take(80).collect::<String>()));
                }
            }
        }
    }
    assert!(calls > 150, "the scan finds the call sites ({calls})");
    assert!(found.is_empty(), "English-only texts:\n{}", found.join("\n"));
}

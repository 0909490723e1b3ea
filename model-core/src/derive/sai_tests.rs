//! SAI, vectors, time to live and time windows in the method: offered, chosen, derived,
//! exported and explained.

use crate::analysis::AnalysisSettings;
use crate::builder::ProjectBuilder;
use crate::cql::{CqlType, NativeType as N};
use crate::diagnostic::Severity;
use crate::edit::{Edit, History};
use crate::export::{queries_cql, schema_cql};
use crate::ids::{AttributeId, QueryId};
use crate::logical::Choice;
use crate::project::{Bucket, Direction, Growth, Nearest, Predicate, Project, Similarity, TimeUnit};

/// A catalogue: products by id, by category, and the nearest products to a given embedding.
fn catalogue() -> Project {
    ProjectBuilder::new("shop")
        .entity(
            "product",
            &[
                ("id", N::Uuid, true),
                ("name", N::Text, false),
                ("category", N::Text, false),
                ("price", N::Decimal, false),
                ("embedding", N::Blob, false),
            ],
        )
        .query(
            "Q1",
            Some("product"),
            &[("product.id", Predicate::Eq)],
            &["product.name", "product.category", "product.price"],
            &[],
        )
        .query(
            "Q2",
            Some("product"),
            &[("product.category", Predicate::Eq)],
            &["product.id", "product.name", "product.price"],
            &[],
        )
        .with(|p| {
            p.physical.types.insert(
                AttributeId::from("product.embedding"),
                CqlType::Vector(Box::new(CqlType::Native(N::Float)), 4),
            );
            p.entities[0].estimates.count = Some(100_000.0);
        })
        .build()
}

fn errors(p: &Project) -> Vec<String> {
    let d = crate::derive(p);
    let a = crate::pipeline::check(p, &d, &AnalysisSettings::default());
    d.diagnostics
        .iter()
        .chain(&a.diagnostics)
        .filter(|d| d.severity == Severity::Error)
        .map(|d| d.message.en())
        .collect()
}

#[test]
fn an_index_is_offered_beside_the_own_table_and_applied_only_when_chosen() {
    let mut p = catalogue();
    let d = crate::derive(&p);
    assert_eq!(d.model.tables.len(), 2, "one table per query by default");
    let offer = d.model.index_offers.iter().find(|o| o.query.as_str() == "Q2").expect("an SAI offer for Q2");
    assert_eq!(offer.table, "products");
    assert_eq!(offer.columns, ["category"]);
    assert!(!offer.partition_restricted, "no partition key given: every node is asked");
    let mut h = History::default();
    h.apply(&mut p, &Edit::SetTableIndexOn { query: QueryId::from("Q2"), host: Some(offer.host_query.clone()) })
        .expect("chosen");
    assert_eq!(p.overrides.tables[&QueryId::from("Q2")].index_on.as_ref().map(QueryId::as_str), Some("Q1"));
    let d = crate::derive(&p);
    assert_eq!(d.model.tables.len(), 1, "the index replaces the denormalised table");
    let t = &d.model.tables[0];
    assert_eq!(t.queries.len(), 2);
    assert!(t.choices.iter().any(
        |c| matches!(c, Choice::IndexServes { query, columns, partition_restricted: false } if query.as_str() == "Q2" && columns == &["category"])
    ));
    assert!(d.model.index_offers.iter().all(|o| o.query.as_str() != "Q2"));
    let schema = schema_cql(&p, &d.model).text;
    assert!(
        schema.contains("CREATE CUSTOM INDEX IF NOT EXISTS ON shop.products (category) USING 'StorageAttachedIndex';"),
        "{schema}"
    );
    let queries = queries_cql(&p, &d.model);
    assert!(queries.contains("SELECT id, name, price FROM shop.products\n  WHERE category = ?;"), "{queries}");
    assert!(queries.contains("the SAI indexes ask every node"), "{queries}");
    assert!(errors(&p).is_empty(), "{:?}", errors(&p));
    let why = t.choices.iter().find_map(|c| {
        matches!(c, Choice::IndexServes { .. }).then(|| c.text(crate::text::Lang::En, &|a| a.to_string()))
    });
    assert!(why.is_some_and(|w| w.contains("every node is asked")));
    h.undo(&mut p);
    assert_eq!(crate::derive(&p).model.tables.len(), 2, "undone: its own table again");
    assert!(
        h.apply(&mut p, &Edit::SetTableIndexOn { query: QueryId::from("Q2"), host: Some(QueryId::from("Q2")) })
            .is_err()
    );
    assert!(
        h.apply(&mut p, &Edit::SetTableIndexOn { query: QueryId::from("Q2"), host: Some(QueryId::from("Q9")) })
            .is_err()
    );
}

#[test]
fn a_choice_that_no_longer_holds_keeps_the_own_table_and_says_so() {
    let mut p = catalogue();
    p.overrides.tables.entry(QueryId::from("Q2")).or_default().index_on = Some(QueryId::from("Q7"));
    let d = crate::derive(&p);
    assert_eq!(d.model.tables.len(), 2);
    assert!(d.diagnostics.iter().any(|x| x.message.en().contains("Q7 has no table")), "{:?}", d.diagnostics);
}

#[test]
fn a_partition_restricted_search_indexes_only_what_the_key_does_not_answer() {
    // Reviews of a product: by product (Q1), and by product and rating (Q2), a range the
    // first table's clustering does not give.
    let p = ProjectBuilder::new("shop")
        .entity("product", &[("id", N::Uuid, true)])
        .entity("review", &[("id", N::Timeuuid, true), ("rating", N::Int, false), ("text", N::Text, false)])
        .relationship("has", "product", crate::project::Cardinality::One, "review", crate::project::Cardinality::Many)
        .query(
            "Q1",
            Some("review"),
            &[("product.id", Predicate::Eq)],
            &["review.text", "review.rating"],
            &[("review.id", Direction::Desc)],
        )
        .query(
            "Q2",
            Some("review"),
            &[("product.id", Predicate::Eq), ("review.rating", Predicate::Ge)],
            &["review.text"],
            &[],
        )
        .with(|p| p.overrides.one_table_per_query = true)
        .build();
    let d = crate::derive(&p);
    let offer = d.model.index_offers.iter().find(|o| o.query.as_str() == "Q2").expect("offer");
    assert!(offer.partition_restricted);
    assert_eq!(offer.columns, ["rating"]);
}

#[test]
fn a_nearest_neighbour_search_gets_a_vector_index_and_an_ann_select() {
    let mut p = catalogue();
    let mut h = History::default();
    h.apply(&mut p, &Edit::AddQuery { query: crate::project::Query::new("Q3", "Products like this one"), pos: None })
        .expect("query");
    h.apply(
        &mut p,
        &Edit::SetQueryFind {
            id: QueryId::from("Q3"),
            find: vec![AttributeId::from("product.id"), AttributeId::from("product.name")],
        },
    )
    .expect("find");
    h.apply(&mut p, &Edit::SetQueryEntity { id: QueryId::from("Q3"), entity: Some("product".into()) }).expect("entity");
    let nearest = Nearest {
        attribute: AttributeId::from("product.embedding"),
        similarity: Similarity::DotProduct,
        extra: Default::default(),
    };
    h.apply(&mut p, &Edit::SetQueryNearest { id: QueryId::from("Q3"), nearest: Some(nearest) }).expect("nearest");
    assert!(errors(&p).iter().any(|e| e.contains("needs a LIMIT")), "{:?}", errors(&p));
    h.apply(&mut p, &Edit::SetQueryLimit { id: QueryId::from("Q3"), limit: Some(5) }).expect("limit");
    assert!(errors(&p).is_empty(), "{:?}", errors(&p));
    let d = crate::derive(&p);
    let t = d.model.table_for_query(&QueryId::from("Q3")).expect("table");
    assert_eq!(t.column("embedding").map(|c| c.ty.to_string()).as_deref(), Some("vector<float, 4>"));
    let schema = schema_cql(&p, &d.model).text;
    assert!(
        schema.contains(&format!(
            "ON shop.{} (embedding) USING 'StorageAttachedIndex' WITH OPTIONS = {{'similarity_function': 'DOT_PRODUCT'}};",
            t.name
        )),
        "{schema}"
    );
    let queries = queries_cql(&p, &d.model);
    assert!(queries.contains("ORDER BY embedding ANN OF ?\n  LIMIT 5;"), "{queries}");
    // A vector of another type cannot be searched.
    p.physical.types.remove(&AttributeId::from("product.embedding"));
    assert!(errors(&p).iter().any(|e| e.contains("not a vector")), "{:?}", errors(&p));
}

#[test]
fn retention_gives_a_time_to_live_and_a_time_bucket_a_time_window() {
    let mut p = ProjectBuilder::new("iot")
        .entity("sensor", &[("id", N::Uuid, true)])
        .entity("reading", &[("at", N::Timestamp, true), ("value", N::Double, false)])
        .relationship(
            "records",
            "sensor",
            crate::project::Cardinality::One,
            "reading",
            crate::project::Cardinality::Many,
        )
        .query(
            "Q1",
            Some("reading"),
            &[("sensor.id", Predicate::Eq)],
            &["reading.value"],
            &[("reading.at", Direction::Desc)],
        )
        .build();
    p.entities[1].estimates.growth = Some(Growth {
        rate: 1.0,
        per: TimeUnit::Minute,
        for_each: Some("sensor".into()),
        kept_days: Some(30.0),
        time_attribute: None,
        extra: Default::default(),
    });
    let q1 = QueryId::from("Q1");
    p.overrides.tables.entry(q1.clone()).or_default().bucket =
        Some(Bucket::Time { attribute: AttributeId::from("reading.at"), unit: TimeUnit::Day });
    let d = crate::derive(&p);
    let schema = schema_cql(&p, &d.model).text;
    assert!(schema.contains("AND default_time_to_live = 2592000"), "{schema}");
    assert!(schema.contains("'compaction_window_unit': 'DAYS', 'compaction_window_size': '1'"), "{schema}");
    let t = &d.model.tables[0];
    assert!(
        t.choices.iter().any(|c| matches!(c, Choice::TimeToLive { .. }))
            && t.choices.iter().any(|c| matches!(c, Choice::TimeWindows { .. }))
    );
    // The user's values win, and are undoable; Cassandra's limits are checked.
    let mut h = History::default();
    let set = |v: &str| Edit::SetTableOption {
        queries: vec![q1.clone()],
        name: "default_time_to_live".into(),
        value: Some(v.into()),
    };
    h.apply(&mut p, &set("86400")).expect("ttl");
    let schema = schema_cql(&p, &crate::derive(&p).model).text;
    assert!(schema.contains("default_time_to_live = 86400") && !schema.contains("2592000"), "{schema}");
    h.apply(&mut p, &set("999999999")).expect("a number is taken; validation says it is too long");
    assert!(errors(&p).iter().any(|e| e.contains("630720000")), "{:?}", errors(&p));
    h.apply(&mut p, &set("1; DROP TABLE x")).expect("kept, as typed");
    assert!(errors(&p).iter().any(|e| e.contains("not valid CQL")), "{:?}", errors(&p));
    let schema = schema_cql(&p, &crate::derive(&p).model).text;
    assert!(schema.lines().all(|l| l.starts_with("--") || !l.contains("DROP")), "only comments name it: {schema}");
    let empty = Edit::SetTableOption { queries: vec![q1.clone()], name: " ".into(), value: None };
    assert!(h.apply(&mut p, &empty).is_err());
    h.undo(&mut p);
    h.undo(&mut p);
    h.undo(&mut p);
    assert!(p.overrides.tables[&q1].options.is_empty());
}

#[test]
fn the_offer_has_its_figures_writes_saved_partitions_read_and_caveats() {
    let mut p = catalogue();
    // 100,000 products in 20 categories; names are almost unique.
    p.entities[0].estimates.distinct.insert(AttributeId::from("product.category"), 20.0);
    let d = crate::derive(&p);
    let offer = d.model.index_offers.iter().find(|o| o.query.as_str() == "Q2").expect("offer");
    let f = crate::tradeoff::index_tradeoff(&p, offer, &AnalysisSettings::default());
    assert_eq!((f.tables_written, f.tables_written_with_index), (2, 1), "one table less to write");
    assert!(!f.partition_restricted);
    assert_eq!(f.partitions_read, Some(100_000.0), "one product per partition: every partition is read");
    assert!(f.caveats.is_empty(), "20 categories: low cardinality");
    p.entities[0].estimates.distinct.insert(AttributeId::from("product.category"), 90_000.0);
    let f = crate::tradeoff::index_tradeoff(&p, offer, &AnalysisSettings::default());
    assert_eq!(f.caveats.len(), 1, "{:?}", f.caveats);
    assert!(f.caveats[0].message.en().contains("high-cardinality column category"));
}

#[test]
fn a_target_without_sai_gets_no_offer_and_a_choice_says_why() {
    let mut p = catalogue();
    p.physical.target = Some(crate::dialect::Target::Keyspaces);
    assert!(crate::derive(&p).model.index_offers.is_empty());
    p.overrides.tables.entry(QueryId::from("Q2")).or_default().index_on = Some(QueryId::from("Q1"));
    let d = crate::derive(&p);
    assert_eq!(d.model.tables.len(), 2, "the query keeps its own table");
    assert!(
        d.diagnostics.iter().any(|x| x.message.en().contains("the target has no SAI indexes")),
        "{:?}",
        d.diagnostics
    );
}

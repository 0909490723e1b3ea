//! A query with an error gets no table and no merge (issue 40, item 3): a path that joins
//! nothing, an attribute or relationship that does not exist, an aggregate of what cannot be
//! aggregated. Check names the error and the missing table; export says why the query has none.

use super::*;
use crate::builder::ProjectBuilder;
use crate::cql::NativeType::{Int, Text, Uuid};
use crate::diagnostic::Severity;
use crate::project::Cardinality::{Many, One};
use crate::project::Predicate::Eq;
use crate::project::{Aggregate, AggregateFunction};

/// A shop whose products are in no relationship with their categories (the user has not drawn
/// it yet): Q2 asks for a category's products.
fn shop() -> ProjectBuilder {
    ProjectBuilder::new("shop")
        .entity("category", &[("id", Uuid, true), ("name", Text, false)])
        .entity("product", &[("id", Uuid, true), ("title", Text, false), ("stock", Int, false)])
        .entity("brand", &[("id", Uuid, true), ("name", Text, false)])
        .relationship("makes", "brand", One, "product", Many)
        .query("Q1", Some("category"), &[("category.id", Eq)], &["category.name"], &[])
        .query("Q2", Some("product"), &[("category.id", Eq)], &["product.id", "product.title"], &[])
        .query("Q3", Some("product"), &[("brand.id", Eq)], &["product.id", "product.title"], &[])
}

fn codes_of(p: &Project, q: &str) -> Vec<(Severity, Code)> {
    let d = derive(p);
    crate::pipeline::check(p, &d, &crate::analysis::AnalysisSettings::default())
        .diagnostics
        .into_iter()
        .filter(|x| x.subject.query.as_ref().is_some_and(|x| x.as_str() == q))
        .map(|x| (x.severity, x.code))
        .collect()
}

#[test]
fn a_query_whose_path_is_disconnected_gets_no_table_and_no_merge() {
    let p = shop().build();
    let d = derive(&p);
    assert!(
        d.model.table_for_query(&QueryId::from("Q2")).is_none(),
        "{:?}",
        d.model.tables.iter().map(|t| (&t.name, &t.queries)).collect::<Vec<_>>()
    );
    // Nothing of Q2 reached another table: the category's table holds no product.
    for t in &d.model.tables {
        assert!(!t.queries.contains(&QueryId::from("Q2")), "{} serves Q2", t.name);
        assert!(
            t.name == "products_by_brand" || t.columns.iter().all(|c| !c.name.contains("product") && c.name != "title"),
            "{}: {:?}",
            t.name,
            t.columns
        );
    }
    // The connected queries keep their tables.
    assert!(
        d.model.table_for_query(&QueryId::from("Q1")).is_some()
            && d.model.table_for_query(&QueryId::from("Q3")).is_some()
    );
    let codes = codes_of(&p, "Q2");
    assert!(codes.contains(&(Severity::Error, Code::DisconnectedAccessPath)), "{codes:?}");
    assert!(codes.contains(&(Severity::Error, Code::QueryWithoutTable)), "{codes:?}");
    // Export says so: schema.cql and what it left out name the query and its error.
    let schema = crate::export::schema_cql(&p, &d.model);
    assert!(schema.text.contains("-- no table for Q2"), "{}", schema.text);
    assert!(schema.text.contains("not connected"), "{}", schema.text);
    assert!(
        schema.skipped.iter().any(|s| s.starts_with("query Q2") && s.contains("not connected")),
        "{:?}",
        schema.skipped
    );
    let queries = crate::export::queries_cql(&p, &d.model);
    assert!(queries.contains("-- no table serves Q2"), "{queries}");
    // A merge the user accepted with the query is not applied either, and not called stale.
    let mut merged = p;
    merged.overrides.merges.push(vec![QueryId::from("Q1"), QueryId::from("Q2")]);
    let d = derive(&merged);
    assert!(d.model.table_for_query(&QueryId::from("Q2")).is_none());
    assert!(!d.diagnostics.iter().any(|x| x.code == Code::StaleOverride), "{:?}", d.diagnostics);
}

#[test]
fn a_query_with_any_error_of_its_own_gets_no_table() {
    // An attribute that does not exist.
    let p = shop().query("Q4", Some("product"), &[("brand.id", Eq)], &["product.id", "product.colour"], &[]).build();
    assert!(derive(&p).model.table_for_query(&QueryId::from("Q4")).is_none());
    assert!(codes_of(&p, "Q4").contains(&(Severity::Error, Code::DanglingReference)));
    // A relationship it goes through that does not exist.
    let p = shop()
        .query("Q4", Some("product"), &[("brand.id", Eq)], &["product.id"], &[])
        .with(|p| p.queries[3].via = vec![crate::ids::RelationshipId::from("sells")])
        .build();
    assert!(derive(&p).model.table_for_query(&QueryId::from("Q4")).is_none());
    // The sum of a text.
    let p = shop()
        .query("Q4", Some("product"), &[("brand.id", Eq)], &[], &[])
        .with(|p| {
            p.queries[3].aggregates =
                vec![Aggregate::new(AggregateFunction::Sum, Some(AttributeId::from("product.title")))];
        })
        .build();
    assert!(derive(&p).model.table_for_query(&QueryId::from("Q4")).is_none());
    let codes = codes_of(&p, "Q4");
    assert!(
        codes.contains(&(Severity::Error, Code::AggregateUnserved))
            && codes.contains(&(Severity::Error, Code::QueryWithoutTable)),
        "{codes:?}"
    );
    // A warning is no error: a query that finds nothing still has its table.
    let p = shop().query("Q4", Some("product"), &[("brand.id", Eq), ("product.stock", Eq)], &[], &[]).build();
    assert!(derive(&p).model.table_for_query(&QueryId::from("Q4")).is_some());
}

//! Regression tests for deriving what an expert derives: the defects found on published
//! reference applications (access path, statics, relationship rows, names) and the design
//! choices (owner partition, widening, ordered attributes, to-one hops, merging, serving).

use super::*;
use crate::builder::ProjectBuilder;
use crate::cql::NativeType::{Date, Int, Text, Timestamp, Uuid};
use crate::project::Cardinality::{Many, One};
use crate::project::Direction::{Asc, Desc};
use crate::project::Predicate::{Eq, In, Range};
use crate::project::{Growth, TableOverride, TimeUnit};

fn keys(t: &Table) -> Vec<(&str, &'static str)> {
    t.columns.iter().filter(|c| c.role.is_key()).map(|c| (c.name.as_str(), c.role.marker())).collect()
}

fn table<'a>(d: &'a Derivation, q: &str) -> &'a Table {
    d.model.table_for_query(&QueryId::from(q)).expect("table for query")
}

/// User and Video joined twice: comments (m:n) and uploads (1:n, with its time).
fn users_and_videos(comments_first: bool) -> ProjectBuilder {
    let b = ProjectBuilder::new("v")
        .entity("user", &[("id", Uuid, true), ("name", Text, false)])
        .entity("video", &[("id", Uuid, true), ("title", Text, false)]);
    let comments = |b: ProjectBuilder| {
        b.relationship("comments_on", "user", Many, "video", Many).relationship_attribute("text", Text)
    };
    let uploads = |b: ProjectBuilder| {
        b.relationship("uploads", "user", One, "video", Many).relationship_attribute("at", Timestamp)
    };
    if comments_first { uploads(comments(b)) } else { comments(uploads(b)) }
}

#[test]
fn the_access_path_goes_through_the_relationship_the_query_uses_whatever_the_file_order() {
    for comments_first in [true, false] {
        let p = users_and_videos(comments_first)
            .query("Q1", None, &[("video.id", Eq)], &["video.title", "uploads.at", "user.id"], &[])
            .build();
        let d = derive(&p);
        let t = table(&d, "Q1");
        // The uploader is one per video: no key column for the user, nothing static.
        assert_eq!(keys(t), vec![("id", "K")], "comments first: {comments_first}");
        assert!(t.columns.iter().all(|c| c.role != Role::Static));
    }
}

#[test]
fn a_relationship_attribute_is_not_static_while_another_of_its_attributes_clusters() {
    let p = ProjectBuilder::new("i")
        .entity("user", &[("id", Uuid, true)])
        .entity("video", &[("id", Uuid, true)])
        .relationship("interacts", "user", Many, "video", Many)
        .relationship_attribute("event_ts", Timestamp)
        .relationship_attribute("event_type", Text)
        .query(
            "Q1",
            None,
            &[("user.id", Eq), ("video.id", Eq)],
            &["interacts.event_ts", "interacts.event_type"],
            &[("interacts.event_ts", Desc)],
        )
        .build();
    let d = derive(&p);
    let t = table(&d, "Q1");
    assert_eq!(keys(t), vec![("user_id", "K"), ("video_id", "K"), ("event_ts", "C↓")]);
    assert_eq!(
        t.column("event_type").map(|c| c.role),
        Some(Role::Regular),
        "a new event must not overwrite the type of the earlier ones"
    );
    // Named after the relationship: its rows are interactions, not users.
    assert_eq!(t.name, "interacts_by_user_video");
}

#[test]
fn relationship_rows_are_named_after_the_relationship_and_do_not_take_the_entitys_name() {
    let p = ProjectBuilder::new("r")
        .entity("user", &[("id", Uuid, true)])
        .entity("video", &[("id", Uuid, true), ("title", Text, false)])
        .relationship("rates", "user", Many, "video", Many)
        .relationship_attribute("rating", Int)
        .with(|p| p.relationships[0].noun = Some("rating".into()))
        .query("Q1", None, &[("video.id", Eq)], &["rates.rating"], &[])
        .query("Q2", Some("video"), &[("video.id", Eq)], &["video.title"], &[])
        .build();
    let d = derive(&p);
    assert_eq!(table(&d, "Q1").name, "ratings_by_video");
    assert_eq!(keys(table(&d, "Q1")), vec![("video_id", "K"), ("user_id", "C↑")]);
    assert_eq!(table(&d, "Q2").name, "videos", "the video look-up keeps its name");
}

#[test]
fn sharing_offers_name_the_tables_as_written() {
    let mut p = ProjectBuilder::new("s")
        .entity("video", &[("id", Uuid, true), ("title", Text, false), ("views", Int, false)])
        .query("Q1", Some("video"), &[("video.id", Eq)], &["video.title"], &[])
        .query("Q2", Some("video"), &[("video.id", Eq)], &["video.views"], &[])
        .build();
    p.overrides.one_table_per_query = true;
    let d = derive(&p);
    let offer = d.diagnostics.iter().find(|x| x.code == Code::SharingOffer).expect("an offer");
    assert!(offer.message.en().contains("videos and videos_q2"), "{}", offer.message);
    // Without the workshop setting, the two become one table and nothing is offered.
    p.overrides.one_table_per_query = false;
    let d = derive(&p);
    assert_eq!(d.model.tables.len(), 1);
    assert!(!d.diagnostics.iter().any(|x| x.code == Code::SharingOffer));
    assert_eq!(d.model.tables[0].queries, vec![QueryId::from("Q1"), QueryId::from("Q2")]);
}

#[test]
fn a_query_another_table_answers_is_served_by_it() {
    let p = ProjectBuilder::new("p")
        .entity("category", &[("id", Int, true)])
        .entity("product", &[("sku", Text, true), ("name", Text, false)])
        .owned_by("category")
        .relationship("holds", "category", One, "product", Many)
        .query("Q1", Some("product"), &[("category.id", Eq), ("product.sku", Eq)], &["product.name"], &[])
        .query("Q2", Some("product"), &[("category.id", Eq)], &["product.sku", "product.name"], &[("product.sku", Asc)])
        .build();
    let d = derive(&p);
    assert_eq!(d.model.tables.len(), 1, "{:?}", d.model.tables.iter().map(|t| &t.name).collect::<Vec<_>>());
    let t = &d.model.tables[0];
    assert_eq!(t.key_signature(), "((category_id), product_sku)");
    assert!(t.queries.contains(&QueryId::from("Q1")) && t.queries.contains(&QueryId::from("Q2")));
    assert!(t.choices.iter().any(|c| matches!(c, Choice::Serves { query } if query.as_str() == "Q1")));
    // Kept apart when the user says so.
    let mut p = p;
    p.overrides.tables.insert("Q1".into(), TableOverride { separate: true, ..TableOverride::default() });
    assert_eq!(derive(&p).model.tables.len(), 2);
}

/// Customers and their orders, with a two-valued status and a product.
fn orders(growth: Option<Growth>) -> ProjectBuilder {
    ProjectBuilder::new("o")
        .entity("customer", &[("id", Uuid, true)])
        .entity("order", &[("id", Uuid, true), ("status", Text, false), ("placed", Date, false), ("total", Int, false)])
        .relationship("places", "customer", One, "order", Many)
        .with(move |p| {
            p.entities[1].estimates.count = Some(1_000_000.0);
            p.entities[0].estimates.count = Some(100_000.0);
            p.entities[1].estimates.growth = growth;
        })
}

#[test]
fn one_partition_per_owner_with_the_further_equality_filters_leading_the_clustering() {
    let p = orders(None)
        .query(
            "Q1",
            Some("order"),
            &[("customer.id", Eq), ("order.status", Eq)],
            &["order.total"],
            &[("order.placed", Desc)],
        )
        .build();
    let d = derive(&p);
    assert_eq!(
        keys(table(&d, "Q1")),
        vec![("customer_id", "K"), ("status", "C↑"), ("placed", "C↓"), ("order_id", "C↑")]
    );
    // The method's plain MR2 key is the second alternative.
    assert_eq!(table(&d, "Q1").alternatives[1].reason, crate::logical::AlternativeReason::AllEquality);
}

#[test]
fn an_owner_partition_that_grows_without_bound_takes_the_equality_date_in() {
    let growth = Growth {
        rate: 5.0,
        per: TimeUnit::Day,
        for_each: Some("customer".into()),
        kept_days: None,
        time_attribute: None,
        extra: Default::default(),
    };
    let p = orders(Some(growth))
        .query("Q1", Some("order"), &[("customer.id", Eq), ("order.placed", Eq)], &["order.total"], &[])
        .build();
    let d = derive(&p);
    let t = table(&d, "Q1");
    assert_eq!(keys(t), vec![("customer_id", "K"), ("placed", "K"), ("order_id", "C↑")]);
    assert!(t.choices.iter().any(|c| matches!(c, Choice::PartitionWidened { values: None, .. })));
}

#[test]
fn an_attribute_ordered_by_is_a_clustering_column_even_when_searched_with_in() {
    let p = ProjectBuilder::new("s")
        .entity("site", &[("id", Uuid, true)])
        .entity("sensor", &[("id", Uuid, true)])
        .entity("reading", &[("ts", Timestamp, true), ("value", Int, false)])
        .owned_by("sensor")
        .relationship("hosts", "site", One, "sensor", Many)
        .relationship("records", "sensor", One, "reading", Many)
        .query(
            "Q1",
            Some("reading"),
            &[("site.id", Eq), ("sensor.id", In), ("reading.ts", Range)],
            &["reading.value"],
            &[("sensor.id", Asc), ("reading.ts", Desc)],
        )
        .build();
    let d = derive(&p);
    assert_eq!(keys(table(&d, "Q1")), vec![("site_id", "K"), ("sensor_id", "C↑"), ("reading_ts", "C↓")]);
    let problems = crate::validate::validate(&p, &d);
    assert!(!problems.iter().any(|x| x.code == Code::OrderAgainstClustering), "{problems:?}");
}

#[test]
fn a_to_one_hop_adds_no_key_column_and_what_the_owner_fixes_is_static() {
    let p = ProjectBuilder::new("c")
        .entity("order", &[("id", Uuid, true), ("payment", Text, false)])
        .entity("cart", &[("id", Uuid, true)])
        .entity("item", &[("id", Uuid, true), ("name", Text, false)])
        .relationship("checks_out", "order", One, "cart", One)
        .relationship("contains", "cart", Many, "item", Many)
        .query("Q1", Some("item"), &[("order.id", Eq)], &["item.name", "order.payment"], &[("item.name", Asc)])
        .build();
    let d = derive(&p);
    let t = table(&d, "Q1");
    assert_eq!(keys(t), vec![("order_id", "K"), ("name", "C↑"), ("item_id", "C↑")]);
    assert_eq!(t.column("order_payment").map(|c| c.role), Some(Role::Static));
}

#[test]
fn a_key_set_by_hand_survives_re_derivation_and_a_file_round_trip() {
    let mut p = orders(None)
        .query("Q1", Some("order"), &[("customer.id", Eq), ("order.status", Eq)], &["order.total"], &[])
        .with_key("Q1", &["customer.id", "order.status"], &[("order.id", Desc)])
        .build();
    p.queries[0].find.push("order.placed".into());
    let back = Project::from_json(&p.to_json(), std::path::Path::new("p.json")).expect("reloads");
    let d = derive(&back);
    assert_eq!(keys(table(&d, "Q1")), vec![("customer_id", "K"), ("status", "K"), ("order_id", "C↓")]);
}

#[test]
fn an_alternate_key_needs_no_further_key_column() {
    let p = ProjectBuilder::new("u")
        .entity("user", &[("id", Uuid, true), ("email", Text, false), ("name", Text, false)])
        .with(|p| p.entities[0].alternate_keys = vec![vec!["user.email".into()]])
        .query("Q1", Some("user"), &[("user.email", Eq)], &["user.name", "user.id"], &[])
        .build();
    let d = derive(&p);
    assert_eq!(keys(table(&d, "Q1")), vec![("email", "K")]);
}

#[test]
fn a_lookup_by_identifier_has_its_own_table_beside_the_list_of_all() {
    // Issue 40, item 6 (PetClinic's "owner by id" served from `all_owners ((bucket),
    // owner_id)`): the lookup gives the owner's whole key, so it reads one partition of its
    // own, not every bucket of the listing.
    let p = ProjectBuilder::new("pets")
        .entity("owner", &[("id", Int, true), ("last_name", Text, false)])
        .query("Q1", Some("owner"), &[], &["owner.id", "owner.last_name"], &[])
        .query("Q2", Some("owner"), &[("owner.id", Eq)], &["owner.id", "owner.last_name"], &[])
        .build();
    let d = derive(&p);
    let signatures: Vec<String> = d.model.tables.iter().map(|t| format!("{} {}", t.name, t.key_signature())).collect();
    assert_eq!(d.model.tables.len(), 2, "{signatures:?}");
    let lookup = d.model.tables.iter().find(|t| t.queries.contains(&QueryId::from("Q2"))).expect("Q2 has a table");
    assert_eq!(lookup.key_signature(), "((id))", "{signatures:?}");
    assert!(!lookup.queries.contains(&QueryId::from("Q1")));
}

//! What experts derive in published reference applications, where the tool had derived a
//! wrong design (issue 33): a table serving rows it does not hold, a default `check`
//! rejects, names CQL refuses, partitions an expert would not keep. Each test asserts the
//! expert's table.

use super::*;
use crate::builder::{ProjectBuilder, sample};
use crate::cql::NativeType::{Text, Timestamp, Uuid};
use crate::project::Cardinality::{Many, One};
use crate::project::Direction::{Asc, Desc};
use crate::project::Predicate::{Eq, In, Range};

fn keys(t: &Table) -> Vec<(&str, &'static str)> {
    t.columns.iter().filter(|c| c.role.is_key()).map(|c| (c.name.as_str(), c.role.marker())).collect()
}

fn table<'a>(d: &'a Derivation, q: &str) -> &'a Table {
    d.model.table_for_query(&QueryId::from(q)).expect("table for query")
}

use super::properties::validation_errors as errors;

/// A query of `find` given `given`, through the relationships `via`.
fn via(
    id: &str,
    given: &[(&str, crate::project::Predicate)],
    find: &[&str],
    through: &[&str],
) -> impl FnOnce(&mut Project) {
    let b = ProjectBuilder::new("x").query(id, None, given, find, &[]);
    let mut q = b.build().queries.remove(0);
    q.via = through.iter().map(|r| crate::ids::RelationshipId::from(*r)).collect();
    move |p: &mut Project| p.queries.push(q)
}

#[test]
fn the_videos_a_user_rated_are_not_served_by_the_table_of_the_videos_a_user_uploaded() {
    let mut p = sample("video-sharing");
    via("R1", &[("user.id", Eq)], &["video.id", "video.title"], &["rates"])(&mut p);
    via("U1", &[("user.id", Eq)], &["video.id", "video.title"], &["uploads"])(&mut p);
    let d = derive(&p);
    let (rated, uploaded) = (table(&d, "R1"), table(&d, "U1"));
    assert_ne!(rated.name, uploaded.name, "a user's ratings are not their uploads");
    assert_eq!(keys(rated), vec![("user_id", "K"), ("video_id", "C↑")]);
    assert!(rated.queries == vec![QueryId::from("R1")], "the rated videos' table serves {:?}", rated.queries);
    // The uploads query is served by the table of the user's videos (Q2): the same rows.
    let q2 = table(&d, "Q2");
    assert_eq!(q2.name, uploaded.name);
    assert!(!q2.queries.contains(&QueryId::from("R1")));
    assert!(errors(&p, &d).is_empty(), "{:?}", errors(&p, &d));
}

#[test]
fn two_queries_with_one_key_over_different_relationships_are_never_merged() {
    // Without the sample's Q2, the two tables have the same key ((user_id), video_id): the
    // merge compared keys only and folded the rated videos into the uploads.
    let p = ProjectBuilder::new("v")
        .entity("user", &[("id", Uuid, true)])
        .entity("video", &[("id", Uuid, true), ("title", Text, false)])
        .relationship("uploads", "user", One, "video", Many)
        .relationship("rates", "user", Many, "video", Many)
        .with(via("Q1", &[("user.id", Eq)], &["video.id", "video.title"], &["uploads"]))
        .with(via("Q2", &[("user.id", Eq)], &["video.id", "video.title"], &["rates"]))
        .build();
    let d = derive(&p);
    assert_eq!(d.model.tables.len(), 2);
    assert!(d.model.tables.iter().all(|t| t.queries.len() == 1 && t.choices.is_empty()));
    assert!(d.model.sharing.is_empty(), "no offer to share them either");
    // The one-table-per-query setting offers nothing to share, and a merge by hand is refused.
    let mut by_hand = p;
    by_hand.overrides.merges.push(vec![QueryId::from("Q1"), QueryId::from("Q2")]);
    let d = derive(&by_hand);
    assert_eq!(d.model.tables.len(), 2);
    assert!(d.diagnostics.iter().any(|x| x.code == crate::diagnostic::Code::StaleOverride));
}

#[test]
fn a_relationship_only_read_through_keeps_the_rows_of_its_subject() {
    // "A video with its uploader" reads the uploader through `uploads` (one per video): the
    // same rows as "a video"; the look-up by id still serves both.
    let p = ProjectBuilder::new("v")
        .entity("user", &[("id", Uuid, true), ("name", Text, false)])
        .entity("video", &[("id", Uuid, true), ("title", Text, false)])
        .relationship("uploads", "user", One, "video", Many)
        .query("Q1", Some("video"), &[("video.id", Eq)], &["video.title"], &[])
        .query("Q2", Some("video"), &[("video.id", Eq)], &["video.title", "user.name"], &[])
        .build();
    let d = derive(&p);
    assert_eq!(d.model.tables.len(), 1, "{:?}", d.model.tables.iter().map(|t| &t.name).collect::<Vec<_>>());
}

/// Plants, their sensors, and the sensors' readings (a reading is identified by its sensor,
/// its time and its metric).
fn plant_readings() -> ProjectBuilder {
    ProjectBuilder::new("plants")
        .entity("plant", &[("id", Uuid, true), ("name", Text, false)])
        .entity("sensor", &[("id", Uuid, true), ("kind", Text, false)])
        .relationship("has", "plant", One, "sensor", Many)
        .entity(
            "reading",
            &[("ts", Timestamp, true), ("metric", Text, true), ("value", crate::cql::NativeType::Double, false)],
        )
        .owned_by("sensor")
        .relationship("measures", "sensor", One, "reading", Many)
        // Bounded, so that the IN rule alone decides (not the growth of readings).
        .with(|p| p.relationships[1].ends[1].fan_out = Some(10_000.0))
}

#[test]
fn an_in_attribute_the_query_does_not_order_by_is_in_the_partition_key() {
    let p = plant_readings()
        .query(
            "Q1",
            Some("reading"),
            &[("plant.id", Eq), ("sensor.id", In), ("reading.ts", Range)],
            &["reading.value"],
            &[("reading.ts", Desc), ("reading.metric", Asc)],
        )
        .build();
    let d = derive(&p);
    let t = table(&d, "Q1");
    assert_eq!(keys(t), vec![("plant_id", "K"), ("sensor_id", "K"), ("reading_ts", "C↓"), ("reading_metric", "C↑")]);
    assert!(errors(&p, &d).is_empty(), "{:?}", errors(&p, &d));
    // An IN the query orders by stays a clustering column (CQL orders only within a partition).
    let p = plant_readings()
        .query(
            "Q1",
            Some("reading"),
            &[("plant.id", Eq), ("sensor.id", In)],
            &["reading.value"],
            &[("sensor.id", Asc), ("reading.ts", Desc)],
        )
        .build();
    let d = derive(&p);
    assert_eq!(keys(table(&d, "Q1"))[..3], [("plant_id", "K"), ("sensor_id", "C↑"), ("reading_ts", "C↓")]);
    assert!(errors(&p, &d).is_empty(), "{:?}", errors(&p, &d));
}

/// Submissions of a rhythm game, looked up by four attributes (a name of 52 characters).
fn submissions() -> ProjectBuilder {
    ProjectBuilder::new("rhythm")
        .entity(
            "submission",
            &[
                ("id", Uuid, true),
                ("track", Text, false),
                ("modifiers", Text, false),
                ("difficulty", Text, false),
                ("instrument", Text, false),
            ],
        )
        .query(
            "Q1",
            Some("submission"),
            &[
                ("submission.track", Eq),
                ("submission.modifiers", Eq),
                ("submission.difficulty", Eq),
                ("submission.instrument", Eq),
            ],
            &["submission.id"],
            &[],
        )
}

#[test]
fn a_name_longer_than_cql_takes_is_shortened_and_the_table_exported() {
    let p = submissions().build();
    let d = derive(&p);
    let t = table(&d, "Q1");
    assert_eq!(t.name, "submissions_by_track_modifiers_difficulty");
    let full = "submissions_by_track_modifiers_difficulty_instrument".to_owned();
    assert!(t.choices.contains(&Choice::NameShortened { full }));
    let schema = crate::export::schema::schema_cql(&p, &d.model);
    assert!(schema.skipped.is_empty(), "{:?}", schema.skipped);
    assert!(schema.text.contains("submissions_by_track_modifiers_difficulty"));
    assert!(errors(&p, &d).is_empty(), "{:?}", errors(&p, &d));
}

#[test]
fn long_names_are_shortened_deterministically_and_stay_unique() {
    let parts = |v: &[&str]| v.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
    // The first part alone is still too long: every word abbreviated.
    let long = names::fit_table_name(
        "measurement_observations",
        &parts(&["installation_identifier_of_the_station_network_x", "b"]),
    );
    assert_eq!(long, "meas_obse_by_inst_iden_of_the_stat_netw_x");
    // Abbreviated and still too long: cut, ended by a hash of the full name.
    let words = parts(&["a_b_c_d_e_f_g_h_i_j_k_l_m_n_o_p_q_r_s_t_u_v_w_x_y_z"]);
    let cut = names::fit_table_name("x", &words);
    assert!(cut.len() <= 48 && cut == names::fit_table_name("x", &words));
    assert_ne!(cut, names::fit_table_name("y", &words));
    // Two queries whose names shorten alike get distinct names.
    let p = submissions()
        .query(
            "Q2",
            Some("submission"),
            &[
                ("submission.track", Eq),
                ("submission.modifiers", Eq),
                ("submission.difficulty", Eq),
                ("submission.instrument", Range),
            ],
            &["submission.id"],
            &[],
        )
        .with(|p| p.overrides.tables.entry(QueryId::from("Q2")).or_default().separate = true)
        .build();
    let d = derive(&p);
    let names: Vec<&str> = d.model.tables.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names.len(), 2);
    assert_ne!(names[0], names[1]);
    assert!(names.iter().all(|n| n.len() <= 48), "{names:?}");
}

#[test]
fn what_the_partition_key_determines_is_static_whoever_owns_it() {
    // An order's items: the order fixes its delivery option, so the option's key is static.
    let p = ProjectBuilder::new("shop")
        .entity("delivery_option", &[("id", Uuid, true), ("name", Text, false)])
        .entity("order", &[("id", Uuid, true), ("placed_at", Timestamp, false)])
        .entity("item", &[("id", Uuid, true), ("name", Text, false)])
        .relationship("delivered_by", "delivery_option", One, "order", Many)
        .relationship("contains", "order", One, "item", Many)
        .query(
            "Q1",
            Some("item"),
            &[("order.id", Eq)],
            &["item.name", "order.placed_at", "delivery_option.id"],
            &[("item.name", Asc)],
        )
        .build();
    let d = derive(&p);
    let t = table(&d, "Q1");
    assert_eq!(keys(t), vec![("order_id", "K"), ("name", "C↑"), ("item_id", "C↑")]);
    assert_eq!(t.column("delivery_option_id").map(|c| c.role), Some(Role::Static));
    assert_eq!(t.column("placed_at").or_else(|| t.column("order_placed_at")).map(|c| c.role), Some(Role::Static));
}

#[test]
fn a_time_no_query_orders_clusters_newest_first_and_names_repeat_no_word() {
    let p = ProjectBuilder::new("dive")
        .entity("dive", &[("id", Uuid, true), ("site", Text, false)])
        .entity("depth_sample", &[("sample_time", Timestamp, true), ("depth", crate::cql::NativeType::Double, false)])
        .owned_by("dive")
        .relationship("records", "dive", One, "depth_sample", Many)
        .with(|p| p.entities[1].name = "Depth sample".into())
        .query("Q1", Some("depth_sample"), &[("dive.id", Eq)], &["depth_sample.depth"], &[])
        .build();
    let d = derive(&p);
    let t = table(&d, "Q1");
    assert_eq!(keys(t), vec![("dive_id", "K"), ("sample_time", "C↓")]);
    let c = t.column("sample_time").expect("sample_time");
    assert!(c.provenance.words().en().contains("newest first"), "{}", c.provenance.words().en());
    let why = crate::explain::explain_column(t, "sample_time").expect("explained");
    assert!(why.newest_first && why.to_string().contains("newest first"), "{why}");
    // Ordered by the query: its direction, whatever the type.
    let p = ProjectBuilder::new("dive")
        .entity("dive", &[("id", Uuid, true)])
        .entity("sample", &[("at", Timestamp, true)])
        .owned_by("dive")
        .relationship("records", "dive", One, "sample", Many)
        .query("Q1", Some("sample"), &[("dive.id", Eq)], &["sample.at"], &[("sample.at", Asc)])
        .build();
    assert_eq!(keys(table(&derive(&p), "Q1")), vec![("dive_id", "K"), ("sample_at", "C↑")]);
}

/// Users with playlists of songs; customers paying with their cards.
fn playlists_and_payments() -> ProjectBuilder {
    ProjectBuilder::new("two owners")
        .entity("user", &[("id", Uuid, true)])
        .entity("playlist", &[("id", Uuid, true), ("created_at", Timestamp, false), ("title", Text, false)])
        .entity("song", &[("id", Uuid, true)])
        .relationship("owns", "user", One, "playlist", Many)
        .relationship("holds", "playlist", Many, "song", Many)
        .entity("customer", &[("id", Uuid, true)])
        .entity("card", &[("id", Uuid, true)])
        .entity(
            "payment",
            &[("id", Uuid, true), ("paid_at", Timestamp, false), ("amount", crate::cql::NativeType::Decimal, false)],
        )
        .relationship("has_card", "customer", One, "card", Many)
        .relationship("pays", "customer", One, "payment", Many)
        .relationship("paid_with", "card", One, "payment", Many)
}

#[test]
fn a_second_owner_reached_through_a_many_to_many_step_shares_the_partition() {
    let p = playlists_and_payments()
        .query(
            "Q1",
            Some("playlist"),
            &[("user.id", Eq), ("song.id", Eq)],
            &["playlist.title"],
            &[("playlist.created_at", Desc)],
        )
        .query(
            "Q2",
            Some("payment"),
            &[("customer.id", Eq), ("card.id", Eq)],
            &["payment.amount"],
            &[("payment.paid_at", Desc)],
        )
        .build();
    let d = derive(&p);
    assert_eq!(
        keys(table(&d, "Q1")),
        vec![("user_id", "K"), ("song_id", "K"), ("created_at", "C↓"), ("playlist_id", "C↑")]
    );
    assert_eq!(
        keys(table(&d, "Q2")),
        vec![("customer_id", "K"), ("card_id", "C↑"), ("paid_at", "C↓"), ("payment_id", "C↑")]
    );
    // The other design stays on the list: the user's partition alone.
    let alts = &table(&d, "Q1").alternatives;
    assert!(alts.iter().skip(1).any(|a| a.partition.len() == 1), "{alts:?}");
    assert!(errors(&p, &d).is_empty(), "{:?}", errors(&p, &d));
}

#[test]
fn a_measurement_identified_by_its_time_grows_without_bound_by_default() {
    // No estimate: a sensor's readings of one metric partition by sensor and metric.
    let p = ProjectBuilder::new("iot")
        .entity("sensor", &[("id", Uuid, true)])
        .entity(
            "reading",
            &[("ts", Timestamp, true), ("metric", Text, true), ("value", crate::cql::NativeType::Double, false)],
        )
        .owned_by("sensor")
        .relationship("measures", "sensor", One, "reading", Many)
        .query(
            "Q1",
            Some("reading"),
            &[("sensor.id", Eq), ("reading.metric", Eq)],
            &["reading.value"],
            &[("reading.ts", Desc)],
        )
        .build();
    let d = derive(&p);
    assert_eq!(keys(table(&d, "Q1")), vec![("sensor_id", "K"), ("reading_metric", "K"), ("reading_ts", "C↓")]);
    // A folder's messages, identified by a timeuuid, stay in the folder's partition.
    let p = ProjectBuilder::new("mail")
        .entity("folder", &[("id", Uuid, true)])
        .entity(
            "message",
            &[("id", crate::cql::NativeType::Timeuuid, true), ("label", Text, false), ("subject", Text, false)],
        )
        .owned_by("folder")
        .relationship("files", "folder", One, "message", Many)
        .query("Q1", Some("message"), &[("folder.id", Eq), ("message.label", Eq)], &["message.subject"], &[])
        .build();
    let d = derive(&p);
    assert_eq!(keys(table(&d, "Q1")), vec![("folder_id", "K"), ("label", "C↑"), ("message_id", "C↓")]);
}

#[test]
fn a_table_whose_key_answers_a_query_serves_it_with_the_columns_it_lacks() {
    let p = ProjectBuilder::new("ships")
        .entity("ship", &[("name", Text, true)])
        .entity("voyage", &[("id", Uuid, true), ("summary", Text, false), ("departed", Timestamp, false)])
        .owned_by("ship")
        .relationship("sails", "ship", One, "voyage", Many)
        .query("Q1", Some("voyage"), &[("ship.name", Eq)], &["voyage.id", "voyage.departed"], &[])
        .query("Q2", Some("voyage"), &[("ship.name", Eq), ("voyage.id", Eq)], &["voyage.summary"], &[])
        .build();
    let d = derive(&p);
    assert_eq!(d.model.tables.len(), 1);
    let t = &d.model.tables[0];
    assert_eq!(keys(t), vec![("ship_name", "K"), ("voyage_id", "C↑")]);
    assert!(t.column("summary").is_some());
    let choice = t.choices.iter().find_map(|c| match c {
        Choice::ServesWithColumns { query, columns, added_bytes, table_bytes } => {
            Some((query.clone(), columns.clone(), *added_bytes, *table_bytes))
        }
        _ => None,
    });
    let (query, columns, added, own) = choice.expect("served with columns");
    assert_eq!((query.as_str(), columns), ("Q2", vec!["summary".to_owned()]));
    assert!(added < own, "{added} < {own}");
    // Kept apart by the user: today's two tables.
    let mut apart = p;
    apart.overrides.tables.entry(QueryId::from("Q2")).or_default().separate = true;
    assert_eq!(derive(&apart).model.tables.len(), 2);
}

#[test]
fn aggregates_keep_fractions_and_extremes_in_maintained_columns() {
    let p = ProjectBuilder::new("shop")
        .entity("product", &[("id", Uuid, true)])
        .entity(
            "review",
            &[
                ("id", Uuid, true),
                ("stars", crate::cql::NativeType::Int, false),
                ("price", crate::cql::NativeType::Decimal, false),
            ],
        )
        .relationship("about", "product", One, "review", Many)
        .query("Q1", Some("review"), &[("product.id", Eq)], &[], &[])
        .query("Q2", Some("review"), &[("product.id", Eq)], &[], &[])
        .query("Q3", Some("review"), &[("product.id", Eq)], &[], &[])
        .with(|p| {
            use crate::project::{Aggregate, AggregateFunction as F};
            let agg = |f, a: Option<&str>| Aggregate::new(f, a.map(crate::ids::AttributeId::from));
            p.queries[0].aggregates = vec![agg(F::Count, None), agg(F::Sum, Some("review.stars"))];
            p.queries[1].aggregates = vec![agg(F::Count, None), agg(F::Sum, Some("review.price"))];
            p.queries[2].aggregates = vec![agg(F::Count, None), agg(F::Max, Some("review.stars"))];
        })
        .build();
    let d = derive(&p);
    let ty = |q: &str, c: &str| table(&d, q).column(c).map(|c| c.ty.to_string());
    // Whole numbers: counters.
    assert_eq!((ty("Q1", "num_reviews"), ty("Q1", "sum_stars")), (Some("counter".into()), Some("counter".into())));
    // A sum of fractions: maintained columns, the total in the attribute's type.
    assert_eq!((ty("Q2", "num_reviews"), ty("Q2", "sum_price")), (Some("bigint".into()), Some("decimal".into())));
    // A maximum beside a count: both maintained, nothing dropped.
    assert_eq!((ty("Q3", "num_reviews"), ty("Q3", "max_stars")), (Some("bigint".into()), Some("int".into())));
    assert!(
        !d.diagnostics
            .iter()
            .any(|x| x.severity == crate::Severity::Warning && x.code == crate::diagnostic::Code::AggregateUnserved)
    );
    for q in ["Q1", "Q2", "Q3"] {
        assert!(table(&d, q).columns.iter().all(|c| !c.provenance.words().en().is_empty()));
    }
}

#[test]
fn a_small_reference_list_in_one_partition_is_a_note_not_a_hot_partition() {
    let settings = crate::analysis::AnalysisSettings::default();
    let severity = |p: &Project| {
        let a = crate::analysis::analyse(p, &derive(p), &settings);
        a.with_code(crate::diagnostic::Code::HotPartition).map(|d| d.severity).collect::<Vec<_>>()
    };
    let currencies = |count: Option<f64>| {
        ProjectBuilder::new("fx")
            .entity("currency", &[("code", Text, true), ("name", Text, false)])
            .with(move |p| p.entities[0].estimates.count = count)
            .query("Q1", Some("currency"), &[], &["currency.code", "currency.name"], &[("currency.code", Asc)])
            .build()
    };
    assert_eq!(severity(&currencies(None)), vec![crate::Severity::Info], "no estimate, no growth: a small list");
    assert_eq!(severity(&currencies(Some(40.0))), vec![crate::Severity::Info]);
    assert_eq!(severity(&currencies(Some(5_000_000.0))), vec![crate::Severity::Warning], "a large one stays hot");
    // Events identified by their time grow: one partition for all of them is hot.
    let events = ProjectBuilder::new("log")
        .entity("event", &[("at", Timestamp, true), ("text", Text, false)])
        .query("Q1", Some("event"), &[], &["event.text"], &[("event.at", Desc)])
        .build();
    assert_eq!(severity(&events), vec![crate::Severity::Warning]);
}

#[test]
fn a_query_naming_no_relationship_goes_through_the_one_with_a_to_one_end() {
    // Athletes record activities (1:n) and give kudos to activities (m:n; its id sorts
    // first). "An athlete's activities" are the ones they recorded.
    let p = ProjectBuilder::new("running")
        .entity("athlete", &[("id", Uuid, true)])
        .entity(
            "activity",
            &[("id", crate::cql::NativeType::Timeuuid, true), ("title", Text, false), ("started_at", Timestamp, false)],
        )
        .relationship("gives_kudos", "athlete", Many, "activity", Many)
        .relationship("records", "athlete", One, "activity", Many)
        .query(
            "Q1",
            Some("activity"),
            &[("athlete.id", Eq)],
            &["activity.id", "activity.title"],
            &[("activity.started_at", Desc)],
        )
        .with(via("Q2", &[("athlete.id", Eq)], &["activity.id", "activity.title"], &["gives_kudos"]))
        .build();
    let d = derive(&p);
    let rows = |q: &str| {
        d.rows_of(table(&d, q)).map(|r| r.through.iter().map(|s| s.relationship.to_string()).collect::<Vec<_>>())
    };
    assert_eq!(rows("Q1"), Some(vec!["records".to_owned()]));
    assert_eq!(rows("Q2"), Some(vec!["gives_kudos".to_owned()]));
    // The activity's timeuuid only breaks ties of the time ordered by: ascending (issue 40).
    assert_eq!(keys(table(&d, "Q1")), vec![("athlete_id", "K"), ("started_at", "C↓"), ("activity_id", "C↑")]);
    assert_eq!(keys(table(&d, "Q2")), vec![("athlete_id", "K"), ("activity_id", "C↓")]);
}

#[test]
fn the_data_model_document_gives_counter_columns_their_reason() {
    let p = sample("video-sharing");
    let d = derive(&p);
    let md = crate::document::markdown(&p, &d, "video-sharing").text;
    for column in ["num_ratings", "sum_rating"] {
        let line = md
            .lines()
            .find(|l| l.starts_with(&format!("| {column} | counter")))
            .unwrap_or_else(|| panic!("{column} in\n{md}"));
        assert!(line.contains("aggregate: Q6 "), "{line}");
    }
}

#[test]
fn tables_of_different_rows_named_alike_are_told_apart_by_their_relationships() {
    let p = ProjectBuilder::new("music")
        .entity("user", &[("id", Uuid, true)])
        .entity("song", &[("id", Uuid, true), ("title", Text, false)])
        .relationship("likes", "user", Many, "song", Many)
        .relationship("listens", "user", Many, "song", Many)
        .relationship_attribute("played_at", Timestamp)
        // Each play is another instance: a user plays a song many times.
        .with(|p| p.relationships[1].attributes[0].key = true)
        .with(via("Q8", &[("user.id", Eq)], &["song.id", "song.title"], &["likes"]))
        .with(via("Q10", &[("user.id", Eq)], &["song.id", "song.title"], &["listens"]))
        .build();
    let d = derive(&p);
    assert_eq!(table(&d, "Q8").name, "songs_by_user_likes");
    assert_eq!(table(&d, "Q10").name, "songs_by_user_listens");
    // The songs a user listened to: each song once, however often it was played.
    assert_eq!(keys(table(&d, "Q10")), vec![("user_id", "K"), ("song_id", "C↑")]);
    assert!(!d.diagnostics.iter().any(|x| x.code == crate::diagnostic::Code::NameCollision), "{:?}", d.diagnostics);
}

/// Issue 39, item 2: explain rebuilt "newest first" from the column's CQL type (a
/// `timestamp` or `timeuuid` clustered DESC), derivation decides it from the attribute being
/// a time. With the time's column given another type by hand the two disagreed; derivation
/// was right (it is why the column is DESC), and explain now reads its reason.
#[test]
fn newest_first_is_what_derivation_decided_whatever_the_physical_type() {
    let p = ProjectBuilder::new("dive")
        .entity("dive", &[("id", Uuid, true)])
        .entity("depth_sample", &[("sample_time", Timestamp, true), ("depth", crate::cql::NativeType::Double, false)])
        .owned_by("dive")
        .relationship("records", "dive", One, "depth_sample", Many)
        .query("Q1", Some("depth_sample"), &[("dive.id", Eq)], &["depth_sample.depth"], &[])
        .with(|p| {
            p.physical
                .types
                .insert("depth_sample.sample_time".into(), crate::cql::CqlType::Native(crate::cql::NativeType::Bigint));
        })
        .build();
    let d = derive(&p);
    let t = table(&d, "Q1");
    let c = t.column("sample_time").expect("sample_time");
    let why = crate::explain::explain_column(t, "sample_time").expect("explained");
    assert_eq!(why.newest_first, c.role == Role::Clustering(Desc), "{why}");
    assert_eq!(why.newest_first, c.provenance.words().en().contains("newest first"), "{why}");
}

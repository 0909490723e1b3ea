//! What the live proof of imported relational models found (issue 40, issue 46): a found
//! attribute across a to-many step is a row per instance there, so the key holds that
//! instance's key; a named step further along steps to one only reads through.

use super::*;
use crate::builder::ProjectBuilder;
use crate::cql::NativeType::{Int, Text, Timestamp};
use crate::project::Cardinality::{Many, One};
use crate::project::Direction::Asc;
use crate::project::Predicate::Eq;

fn keys(t: &Table) -> Vec<&str> {
    t.columns.iter().filter(|c| c.role.is_key()).map(|c| c.name.as_str()).collect()
}

fn table<'a>(d: &'a Derivation, q: &str) -> &'a Table {
    d.model.table_for_query(&QueryId::from(q)).expect("table for query")
}

/// A record label: artists make albums, albums hold tracks.
fn music() -> ProjectBuilder {
    ProjectBuilder::new("music")
        .entity("artist", &[("id", Int, true), ("name", Text, false)])
        .entity("album", &[("id", Int, true), ("title", Text, false)])
        .entity("track", &[("id", Int, true), ("name", Text, false)])
        .relationship("made", "artist", One, "album", Many)
        .relationship("holds", "album", One, "track", Many)
}

#[test]
fn an_artist_with_its_albums_is_a_row_per_album_and_with_its_tracks_a_row_per_track() {
    // Chinook's "every track of an artist with its album" read with the artist as subject
    // (prove: the table keyed by the artist and the album's title kept one track per title).
    let p = music()
        .query("Q1", Some("artist"), &[("artist.id", Eq)], &["artist.name", "album.title"], &[])
        .query(
            "Q2",
            Some("artist"),
            &[("artist.id", Eq)],
            &["artist.name", "album.title", "track.name"],
            &[("album.title", Asc)],
        )
        .query("Q3", Some("artist"), &[], &["artist.name", "track.name"], &[])
        .build();
    let d = derive(&p);
    assert_eq!(keys(table(&d, "Q1")), ["id", "album_id"], "{}", table(&d, "Q1").key_signature());
    assert_eq!(
        keys(table(&d, "Q2")),
        ["id", "album_title", "track_id"],
        "a track determines its album: {}",
        table(&d, "Q2").key_signature()
    );
    let q3 = keys(table(&d, "Q3"));
    assert!(q3.contains(&"artist_id") && q3.contains(&"track_id"), "{q3:?}");
}

#[test]
fn aggregates_over_a_to_many_step_are_still_one_row_per_group() {
    let p = music()
        .query("Q1", Some("artist"), &[("artist.id", Eq)], &["artist.name"], &[])
        .with(|p| {
            if let Some(q) = p.queries.last_mut() {
                q.aggregates = vec![crate::project::Aggregate::new(crate::project::AggregateFunction::Count, None)];
                q.via = vec!["made".into()];
            }
        })
        .build();
    let d = derive(&p);
    assert!(!keys(table(&d, "Q1")).contains(&"album_id"), "{}", table(&d, "Q1").key_signature());
}

#[test]
fn a_named_step_along_steps_to_one_only_reads_through() {
    // Pagila: a customer's rentals with the film of the copy rented, naming both steps
    // (rental → inventory → film). A rental determines its one film: the step neither selects
    // nor multiplies the rows, so the rows are those of "a customer's rentals".
    let p = ProjectBuilder::new("rentals")
        .entity("customer", &[("id", Int, true), ("name", Text, false)])
        .entity("rental", &[("id", Int, true), ("rented", Timestamp, false)])
        .entity("inventory", &[("id", Int, true)])
        .entity("film", &[("id", Int, true), ("title", Text, false)])
        .relationship("rents", "customer", One, "rental", Many)
        .relationship("of_copy", "inventory", One, "rental", Many)
        .relationship("copy_of", "film", One, "inventory", Many)
        .query("Q1", Some("rental"), &[("customer.id", Eq)], &["rental.id", "rental.rented", "film.title"], &[])
        .with(|p| {
            if let Some(q) = p.queries.last_mut() {
                q.via = vec!["of_copy".into(), "copy_of".into(), "rents".into()];
            }
        })
        .query("Q2", Some("rental"), &[("customer.id", Eq)], &["rental.id", "rental.rented"], &[])
        .build();
    let index = p.index();
    let graph = crate::er::ErGraph::new(&index);
    let rows = |q: &str| query_rows(&index, &graph, index.query(&QueryId::from(q)).expect("query"));
    let through: Vec<String> = rows("Q1").through.iter().map(|s| s.relationship.to_string()).collect();
    assert_eq!(through, ["rents"], "only the customer selects the rentals");
    assert_eq!(rows("Q1"), rows("Q2"));
}

#[test]
fn the_artists_that_made_an_album_and_the_artists_with_their_albums_are_other_rows() {
    // Random model seed 56 Q20 on the node: "every e0 with its e1s" was served by the table of
    // "the e0s that have an e1" (via the same 1:n), keyed by e0 alone, and lost every e1 but one.
    let p = music()
        .query("Q1", Some("artist"), &[("artist.id", Eq)], &["artist.id", "artist.name"], &[])
        .with(|p| {
            if let Some(q) = p.queries.last_mut() {
                q.via = vec!["made".into()];
            }
        })
        .query("Q2", Some("artist"), &[("artist.id", Eq)], &["artist.name", "album.title"], &[])
        .build();
    let index = p.index();
    let graph = crate::er::ErGraph::new(&index);
    let rows = |q: &str| query_rows(&index, &graph, index.query(&QueryId::from(q)).expect("query"));
    assert_ne!(rows("Q1"), rows("Q2"));
    let d = derive(&p);
    assert_ne!(table(&d, "Q1").name, table(&d, "Q2").name, "one table each");
    assert!(keys(table(&d, "Q2")).contains(&"album_id"), "{}", table(&d, "Q2").key_signature());
}

#[test]
fn the_hourly_average_of_every_sensor_of_a_network_keeps_the_sensor_in_the_key() {
    // Issue 40, item 1: `((network_id), hour)` with the sensor a regular column kept one
    // sensor per hour, and the SELECT returned the sensor alone, not the figures.
    use crate::cql::NativeType::{Float, Uuid};
    use crate::project::{Aggregate, AggregateFunction, Per, TimeUnit};
    let p = ProjectBuilder::new("sensors")
        .entity("network", &[("id", Uuid, true), ("name", Text, false)])
        .entity("sensor", &[("id", Uuid, true), ("location", Text, false)])
        .entity("measurement", &[("at", Timestamp, true), ("temperature", Float, false)])
        .owned_by("sensor")
        .relationship("in_network", "network", One, "sensor", Many)
        .relationship("records", "sensor", One, "measurement", Many)
        .with(|p| {
            if let Some(r) = p.relationships.last_mut() {
                r.identifying = true;
            }
        })
        .query("Q1", Some("measurement"), &[("network.id", Eq)], &["sensor.id", "network.name"], &[])
        .with(|p| {
            if let Some(q) = p.queries.last_mut() {
                q.aggregates = vec![Aggregate::new(AggregateFunction::Avg, Some("measurement.temperature".into()))];
                q.per =
                    Some(Per { attribute: "measurement.at".into(), unit: TimeUnit::Hour, extra: Default::default() });
            }
        })
        .build();
    let d = derive(&p);
    let t = table(&d, "Q1");
    assert_eq!(keys(t), ["network_id", "hour", "sensor_id"], "{}", t.key_signature());
    let plan = crate::query_plan::plan(&p.index(), &p.queries[0], t);
    for c in ["sensor_id", "hour", "sum_temperature"] {
        assert!(plan.select.iter().any(|s| s == c), "{c} is selected: {:?}", plan.select);
    }
}

#[test]
fn a_sensors_measurements_are_never_read_from_its_hourly_figures() {
    // Issue 40, item 2 (random model seed 2 Q7 on the node): a query of raw rows was served by
    // an aggregate's table holding the same member key, and read hourly maxima as rows.
    use crate::cql::NativeType::{Float, Uuid};
    use crate::project::{Aggregate, AggregateFunction, Per, Predicate, TimeUnit};
    let p = ProjectBuilder::new("sensors")
        .entity("network", &[("id", Uuid, true)])
        .entity("sensor", &[("id", Uuid, true), ("at", Timestamp, false), ("temperature", Float, false)])
        .relationship("in_network", "network", One, "sensor", Many)
        .query("Q1", Some("sensor"), &[("network.id", Eq)], &["sensor.id"], &[])
        .with(|p| {
            if let Some(q) = p.queries.last_mut() {
                q.aggregates = vec![Aggregate::new(AggregateFunction::Max, Some("sensor.temperature".into()))];
                q.per = Some(Per { attribute: "sensor.at".into(), unit: TimeUnit::Hour, extra: Default::default() });
            }
        })
        .query(
            "Q2",
            Some("sensor"),
            &[("network.id", Eq), ("sensor.at", Predicate::Range)],
            &["sensor.id", "sensor.temperature"],
            &[("sensor.at", Asc)],
        )
        .build();
    let d = derive(&p);
    assert_ne!(
        table(&d, "Q1").name,
        table(&d, "Q2").name,
        "{:?}",
        d.model.tables.iter().map(|t| (&t.name, &t.queries)).collect::<Vec<_>>()
    );
}

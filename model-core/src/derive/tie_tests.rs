//! Ties after a time (issue 40, item 4): the column that breaks ties between rows of one time
//! ascends, as the published logical models have it (KillrVideo's videos by user, latest
//! videos and comments by user; the DataStax investment portfolio's trades; the messaging
//! example's e-mails by folder), in the table, in every alternative and in the Chebotko
//! diagram; a time kept only as a `timeuuid` is still read newest first, and says so.

use super::*;
use crate::builder::ProjectBuilder;
use crate::cql::NativeType::{Text, Timestamp, Timeuuid, Uuid};
use crate::project::Cardinality::{Many, One};
use crate::project::Direction::{Asc, Desc};
use crate::project::Predicate::{Eq, Range};

fn keys(t: &Table) -> Vec<(&str, &'static str)> {
    t.columns.iter().filter(|c| c.role.is_key()).map(|c| (c.name.as_str(), c.role.marker())).collect()
}

fn table<'a>(d: &'a Derivation, q: &str) -> &'a Table {
    d.model.table_for_query(&QueryId::from(q)).expect("table for query")
}

/// KillrVideo: users upload videos (identified by a `timeuuid`, added at a time), write
/// comments on them; the latest videos site-wide.
fn killrvideo() -> ProjectBuilder {
    ProjectBuilder::new("killrvideo")
        .entity("user", &[("id", Uuid, true), ("name", Text, false)])
        .entity("video", &[("id", Timeuuid, true), ("name", Text, false), ("added_date", Timestamp, false)])
        .entity("comment", &[("id", Timeuuid, true), ("text", Text, false), ("posted_at", Timestamp, false)])
        .relationship("uploads", "user", One, "video", Many)
        .relationship("writes", "user", One, "comment", Many)
        .relationship("on", "video", One, "comment", Many)
        .query("Q1", Some("video"), &[("user.id", Eq)], &["video.id", "video.name"], &[("video.added_date", Desc)])
        .query("Q2", Some("video"), &[], &["video.id", "video.name"], &[("video.added_date", Desc)])
        .query(
            "Q3",
            Some("comment"),
            &[("user.id", Eq)],
            &["comment.id", "comment.text"],
            &[("comment.posted_at", Desc)],
        )
        .query("Q4", Some("comment"), &[("video.id", Eq)], &["comment.id", "comment.text"], &[])
}

#[test]
fn the_tie_after_a_descending_time_ascends_as_killrvideo_has_it() {
    let p = killrvideo().build();
    let d = derive(&p);
    assert_eq!(keys(table(&d, "Q1")), vec![("user_id", "K"), ("added_date", "C↓"), ("video_id", "C↑")]);
    assert_eq!(keys(table(&d, "Q2")), vec![("bucket", "K"), ("added_date", "C↓"), ("video_id", "C↑")]);
    assert_eq!(keys(table(&d, "Q3")), vec![("user_id", "K"), ("posted_at", "C↓"), ("comment_id", "C↑")]);
    // The time kept only as the comment's timeuuid is the time itself: newest first.
    assert_eq!(keys(table(&d, "Q4")), vec![("video_id", "K"), ("comment_id", "C↓")]);
    let why = crate::explain::explain_column(table(&d, "Q4"), "comment_id").expect("explained");
    assert!(why.newest_first, "{why}");
    let tie = crate::explain::explain_column(table(&d, "Q1"), "video_id").expect("explained");
    assert!(!tie.newest_first, "{tie}");
    assert!(table(&d, "Q1").column("video_id").is_some_and(|c| c.provenance.words().en().contains("ties")), "{tie}");
}

#[test]
fn every_alternative_keeps_the_tie_ascending() {
    let p = killrvideo().build();
    let d = derive(&p);
    for q in ["Q1", "Q3"] {
        let t = table(&d, q);
        for a in &t.alternatives {
            let last = a.clustering.last().expect("a clustering column");
            assert_eq!(last.1, Asc, "{q}: {:?}", a.clustering);
        }
    }
    // Two keys appended by MR5: the first breaks ties of the time, the second ties of both.
    let p = ProjectBuilder::new("portfolio")
        .entity("account", &[("number", Text, true)])
        .entity("trade", &[("id", Timeuuid, true), ("symbol", Text, false), ("at", Timestamp, false)])
        .entity("broker", &[("id", Timeuuid, true)])
        .relationship("makes", "account", One, "trade", Many)
        .relationship("executes", "broker", Many, "trade", Many)
        .query("Q1", None, &[("account.number", Eq)], &["trade.symbol"], &[("trade.at", Desc)])
        .with(|p| p.queries[0].relationship = Some(crate::ids::RelationshipId::from("executes")))
        .build();
    let d = derive(&p);
    let t = table(&d, "Q1");
    for a in &t.alternatives {
        let after_time: Vec<Direction> = a
            .clustering
            .iter()
            .skip_while(|(k, _)| *k != KeyPart::Attribute("trade.at".into()))
            .skip(1)
            .map(|(_, d)| *d)
            .collect();
        assert!(!after_time.is_empty() && after_time.iter().all(|d| *d == Asc), "{:?}", a.clustering);
    }
}

#[test]
fn trades_and_emails_keep_their_ties_ascending() {
    // The DataStax investment portfolio: an account's trades in a date range, newest first.
    let p = ProjectBuilder::new("portfolio")
        .entity("account", &[("number", Text, true)])
        .entity("trade", &[("id", Timeuuid, true), ("symbol", Text, false), ("trade_date", Timestamp, false)])
        .relationship("makes", "account", One, "trade", Many)
        .query(
            "Q1",
            Some("trade"),
            &[("account.number", Eq), ("trade.trade_date", Range)],
            &["trade.symbol"],
            &[("trade.trade_date", Desc)],
        )
        .query("Q2", Some("trade"), &[("account.number", Eq), ("trade.trade_date", Range)], &["trade.symbol"], &[])
        .build();
    let d = derive(&p);
    assert_eq!(keys(table(&d, "Q1")), vec![("account_number", "K"), ("trade_date", "C↓"), ("trade_id", "C↑")]);
    // A range no query orders by is read newest first; the trade's id still only breaks ties.
    assert_eq!(keys(table(&d, "Q2")), vec![("account_number", "K"), ("trade_date", "C↓"), ("trade_id", "C↑")]);
    // The messaging example: a folder's e-mails, newest first.
    let p = ProjectBuilder::new("mail")
        .entity("folder", &[("id", Uuid, true)])
        .entity("email", &[("id", Timeuuid, true), ("subject", Text, false), ("sent_at", Timestamp, false)])
        .relationship("holds", "folder", One, "email", Many)
        .query("Q1", Some("email"), &[("folder.id", Eq)], &["email.subject"], &[("email.sent_at", Desc)])
        .build();
    let d = derive(&p);
    assert_eq!(keys(table(&d, "Q1")), vec![("folder_id", "K"), ("sent_at", "C↓"), ("email_id", "C↑")]);
}

#[test]
fn the_chebotko_diagram_draws_the_tie_ascending() {
    let p = killrvideo().build();
    let d = derive(&p);
    let t = table(&d, "Q1");
    let layout = crate::render::ChebotkoLayout::new(&p, &d.model, false);
    let b = layout.tables.iter().find(|b| b.name == t.name).expect("a box");
    let markers = |name: &str| b.rows.iter().find(|r| r.name == name).map(|r| r.markers.clone()).unwrap_or_default();
    assert!(markers("added_date").contains(&"C↓"), "{:?}", markers("added_date"));
    assert!(markers("video_id").contains(&"C↑"), "{:?}", markers("video_id"));
}

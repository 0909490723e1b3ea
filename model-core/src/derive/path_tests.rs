//! Which way a query goes and which rows it asks for, on the shapes a reviewer found wrong
//! (issue 33): a weak entity reached with its owner's key, and a to-one step named in `via`.

use super::*;
use crate::builder::ProjectBuilder;
use crate::cql::NativeType::{Text, Timestamp, Uuid};
use crate::export::writes_cql;
use crate::ids::RelationshipId;
use crate::project::Cardinality::{Many, One};
use crate::project::Direction::Desc;
use crate::project::Predicate::Eq;

fn table<'a>(d: &'a Derivation, q: &str) -> &'a Table {
    d.model.table_for_query(&QueryId::from(q)).expect("table for query")
}

/// The relationships a query's rows go through, by id.
fn through(d: &Derivation, q: &str) -> Vec<String> {
    d.rows_of(table(d, q)).map(|r| r.through.iter().map(|s| s.relationship.to_string()).collect()).unwrap_or_default()
}

/// The relationships of a query's access path, by id.
fn path_of(p: &Project, q: &str) -> Vec<String> {
    let index = p.index();
    let graph = ErGraph::new(&index);
    let query = index.query(&QueryId::from(q)).expect("query");
    access_path(&index, &graph, query).relationships.iter().map(|r| r.to_string()).collect()
}

/// The part of writes.cql under one `-- Entity`/`-- Relationship` header.
fn section<'a>(text: &'a str, header: &str) -> &'a str {
    let start = text.find(&format!("{header}\n")).unwrap_or_else(|| panic!("{header} in {text}"));
    let rest = &text[start..];
    let end =
        rest[1..].find("\n-- Entity ").or_else(|| rest[1..].find("\n-- Relationship ")).map_or(rest.len(), |i| i + 1);
    &rest[..end]
}

fn identifying(id: &str) -> impl FnOnce(&mut Project) + '_ {
    move |p: &mut Project| {
        for r in p.relationships.iter_mut().filter(|r| r.id.as_str() == id) {
            r.identifying = true;
        }
    }
}

fn via(query: &str, rels: &[&str]) -> impl FnOnce(&mut Project) {
    let (query, rels): (String, Vec<String>) = (query.to_owned(), rels.iter().map(|r| (*r).to_owned()).collect());
    move |p: &mut Project| {
        for q in p.queries.iter_mut().filter(|q| q.id.as_str() == query) {
            q.via = rels.iter().map(|r| RelationshipId::from(r.as_str())).collect();
        }
    }
}

/// A shop: a customer places orders; an address is a weak entity of its customer; an order
/// ships to one address (not necessarily one of its buyer's: a gift).
fn shop() -> ProjectBuilder {
    ProjectBuilder::new("shop")
        .entity("customer", &[("customer_id", Uuid, true), ("name", Text, false)])
        .entity("address", &[("label", Text, true), ("street", Text, false)])
        .owned_by("customer")
        .entity("order", &[("order_id", Uuid, true), ("placed_at", Timestamp, false)])
        .relationship("places", "customer", One, "order", Many)
        .relationship("has_address", "customer", One, "address", Many)
        .relationship("ships_to", "order", Many, "address", One)
        .with(identifying("has_address"))
}

#[test]
fn orders_shipped_to_a_customers_address_reach_the_customer_through_the_address() {
    let p = shop()
        .query(
            "Q12",
            Some("order"),
            &[("customer.customer_id", Eq), ("address.label", Eq)],
            &["order.order_id", "order.placed_at"],
            &[],
        )
        .with(via("Q12", &["ships_to"]))
        .build();
    // The customer whose address it is, not the one who placed the order: a gift placed by C
    // to D's home is in partition (D, home).
    assert_eq!(path_of(&p, "Q12"), vec!["ships_to", "has_address"]);
    let d = derive(&p);
    assert_eq!(through(&d, "Q12"), vec!["has_address", "ships_to"]);
    let t = table(&d, "Q12");
    let writes = writes_cql(&p, &d.model);
    let insert = format!("INSERT INTO shop.{} ", t.name);
    assert!(section(&writes, "-- Relationship ships_to (Order - Address)").contains(&insert), "{writes}");
    assert!(!section(&writes, "-- Relationship places (Customer - Order)").contains(&insert), "{writes}");
}

/// Messaging: users are members of conversations, a message is a weak entity of its
/// conversation, a user sends messages and reads them (m:n, with the time read).
fn messaging() -> ProjectBuilder {
    ProjectBuilder::new("chat")
        .entity("user", &[("user_id", Uuid, true), ("handle", Text, false)])
        .entity("conversation", &[("conversation_id", Uuid, true), ("title", Text, false)])
        .entity("message", &[("message_id", Uuid, true), ("body", Text, false)])
        .owned_by("conversation")
        .relationship("member_of", "user", Many, "conversation", Many)
        .relationship("in_conv", "conversation", One, "message", Many)
        .relationship("sends", "user", One, "message", Many)
        .relationship("reads", "user", Many, "message", Many)
        .relationship_attribute("read_at", Timestamp)
        .with(identifying("in_conv"))
}

#[test]
fn read_receipts_reach_the_conversation_through_the_message_never_through_membership() {
    let p = messaging()
        .query(
            "Q6",
            None,
            &[("conversation.conversation_id", Eq), ("message.message_id", Eq)],
            &["user.user_id", "reads.read_at"],
            &[],
        )
        .with(|p| p.queries[0].relationship = Some(RelationshipId::from("reads")))
        .query(
            "Q9",
            Some("message"),
            &[("conversation.conversation_id", Eq), ("user.user_id", Eq)],
            &["message.message_id", "reads.read_at"],
            &[("reads.read_at", Desc)],
        )
        .with(via("Q9", &["reads"]))
        .query(
            "Q11",
            Some("message"),
            &[("user.user_id", Eq)],
            &["conversation.conversation_id", "message.message_id", "reads.read_at"],
            &[("reads.read_at", Desc)],
        )
        .with(via("Q11", &["reads"]))
        .build();
    let d = derive(&p);
    let writes = writes_cql(&p, &d.model);
    for q in ["Q6", "Q9", "Q11"] {
        let path = path_of(&p, q);
        assert!(path.contains(&"in_conv".to_owned()) && !path.contains(&"member_of".to_owned()), "{q}: {path:?}");
        // Q11 only reads the conversation of each message (one per message): its rows are
        // the user's reads alone.
        let expected: &[&str] = if q == "Q11" { &["reads"] } else { &["in_conv", "reads"] };
        assert_eq!(through(&d, q), expected, "{q}");
        let insert = format!("INSERT INTO chat.{} ", table(&d, q).name);
        assert!(section(&writes, "-- Relationship reads (User - Message)").contains(&insert), "{q}: {writes}");
        assert!(
            !section(&writes, "-- Relationship member_of (User - Conversation)").contains(&insert),
            "{q}: {writes}"
        );
    }
}

#[test]
fn a_to_one_step_named_in_via_does_not_split_the_table() {
    // Each message has one sender: naming `sends` to read the sender's id neither selects nor
    // multiplies the messages of a conversation.
    let p = messaging()
        .query(
            "Q4",
            Some("message"),
            &[("conversation.conversation_id", Eq)],
            &["message.message_id", "message.body", "user.user_id"],
            &[("message.message_id", Desc)],
        )
        .with(via("Q4", &["sends"]))
        .query(
            "M1",
            Some("message"),
            &[("conversation.conversation_id", Eq)],
            &["message.message_id", "message.body"],
            &[("message.message_id", Desc)],
        )
        .build();
    let d = derive(&p);
    assert_eq!(through(&d, "Q4"), vec!["in_conv"]);
    assert_eq!(through(&d, "M1"), vec!["in_conv"]);
    assert_eq!(
        table(&d, "Q4").name,
        table(&d, "M1").name,
        "{:?}",
        d.model.tables.iter().map(|t| &t.name).collect::<Vec<_>>()
    );
    assert_eq!(d.model.tables.len(), 1);
    // The messages a user sent still go through `sends`: the user is searched.
    let p = messaging()
        .query(
            "Q7",
            Some("message"),
            &[("conversation.conversation_id", Eq), ("user.user_id", Eq)],
            &["message.message_id"],
            &[],
        )
        .with(via("Q7", &["sends"]))
        .build();
    assert_eq!(through(&derive(&p), "Q7"), vec!["in_conv", "sends"]);
}

#[test]
fn a_table_selected_through_an_entity_it_does_not_hold_is_written_where_that_link_is_made() {
    // Rooms a member has booked: a row appears when a booking of the member is made for the
    // room, though the table holds nothing of the booking.
    let p = ProjectBuilder::new("booking")
        .entity("building", &[("building_id", Uuid, true), ("name", Text, false)])
        .entity("room", &[("room_no", Uuid, true), ("floor", Text, false)])
        .owned_by("building")
        .entity("member", &[("member_id", Uuid, true), ("name", Text, false)])
        .entity("booking", &[("booking_id", Uuid, true), ("day", Timestamp, false)])
        .relationship("has_room", "building", One, "room", Many)
        .relationship("books", "member", One, "booking", Many)
        .relationship("for_room", "booking", Many, "room", One)
        .with(identifying("has_room"))
        .query("Q10", Some("room"), &[("member.member_id", Eq)], &["building.building_id", "room.room_no"], &[])
        .with(via("Q10", &["books", "for_room"]))
        .build();
    let d = derive(&p);
    assert_eq!(through(&d, "Q10"), vec!["books", "for_room"]);
    let writes = writes_cql(&p, &d.model);
    let insert = format!("INSERT INTO booking.{} ", table(&d, "Q10").name);
    for header in ["-- Relationship books (Member - Booking)", "-- Relationship for_room (Booking - Room)"] {
        assert!(section(&writes, header).contains(&insert), "{header}: {writes}");
    }
}

#[test]
fn read_receipts_are_estimated_along_the_query_s_way() {
    // The readers of a message are its `reads`, not its one sender nor the conversation's
    // members.
    let p = messaging()
        .query(
            "Q6",
            None,
            &[("conversation.conversation_id", Eq), ("message.message_id", Eq)],
            &["user.user_id", "reads.read_at"],
            &[],
        )
        .with(|p| {
            p.queries[0].relationship = Some(RelationshipId::from("reads"));
            for r in &mut p.relationships {
                let fan_out = match r.id.as_str() {
                    "member_of" => 500.0,
                    "reads" => 20.0,
                    _ => 100.0,
                };
                r.ends[0].fan_out = Some(fan_out);
                r.ends[1].fan_out = Some(fan_out);
            }
        })
        .build();
    let d = derive(&p);
    let index = p.index();
    let graph = ErGraph::new(&index);
    let ctx = crate::estimate::Ctx { index: &index, graph: &graph };
    let outcome = crate::estimate::rows_per_partition(&ctx, table(&d, "Q6"));
    let labels: Vec<String> = outcome.factors.iter().map(|f| f.label_in(crate::text::Lang::En)).collect();
    assert!(labels.iter().all(|l| !l.contains("member_of") && !l.contains("(sends)")), "{labels:?}");
    assert!(labels.iter().any(|l| l.contains("reads")), "{labels:?}");
}

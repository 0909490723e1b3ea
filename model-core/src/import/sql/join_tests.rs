//! Issue 46, item 1: relationships inferred from the queries' joins. A small shop written
//! for these tests (accounts with their sign-on and profile, items with their stock, orders,
//! their lines and each line's statuses, wish lists) imported with and without its foreign
//! keys; and the shared fixtures (Chinook, Pagila) with any subset of their foreign keys
//! dropped while the queries below still join on them.

use super::tests::{check_errors, fixture, notes, shape};
use super::*;
use crate::diagnostic::Code;
use proptest::prelude::*;

/// The shop's tables, each foreign key written as `/*FK table.column*/ REFERENCES …` so a
/// test can keep or drop it.
const SHOP: &str = "
CREATE TABLE account (userid varchar(80) PRIMARY KEY, email varchar(120) NOT NULL UNIQUE, full_name varchar(80), created timestamp NOT NULL);
CREATE TABLE signon (userid varchar(80) PRIMARY KEY /*FK*/ REFERENCES account (userid) /**/, password varchar(64) NOT NULL, last_login timestamp);
CREATE TABLE profile (userid varchar(80) PRIMARY KEY /*FK*/ REFERENCES account (userid) /**/, language varchar(20), newsletter boolean);
CREATE TABLE category (category_id varchar(20) PRIMARY KEY, name varchar(80) NOT NULL);
CREATE TABLE item (item_id varchar(20) PRIMARY KEY, category_id varchar(20) NOT NULL /*FK*/ REFERENCES category (category_id) /**/, name varchar(80) NOT NULL, list_price decimal(10,2));
CREATE TABLE inventory (item_id varchar(20) PRIMARY KEY /*FK*/ REFERENCES item (item_id) /**/, qty int NOT NULL);
CREATE TABLE orders (order_id int PRIMARY KEY, userid varchar(80) NOT NULL /*FK*/ REFERENCES account (userid) /**/, order_date timestamp NOT NULL, total decimal(10,2));
CREATE TABLE order_line (order_id int NOT NULL /*FK*/ REFERENCES orders (order_id) /**/, line_num int NOT NULL, item_id varchar(20) NOT NULL /*FK*/ REFERENCES item (item_id) /**/, quantity int NOT NULL, PRIMARY KEY (order_id, line_num));
CREATE TABLE order_status (order_id int NOT NULL, line_num int NOT NULL, status_time timestamp NOT NULL, status varchar(2) NOT NULL, PRIMARY KEY (order_id, line_num, status_time) /*FK*/, FOREIGN KEY (order_id, line_num) REFERENCES order_line (order_id, line_num) /**/);
CREATE TABLE wish (userid varchar(80) NOT NULL /*FK*/ REFERENCES account (userid) /**/, item_id varchar(20) NOT NULL /*FK*/ REFERENCES item (item_id) /**/, added timestamp, PRIMARY KEY (userid, item_id));
";

/// The shop's queries: every relationship is a join on a key.
const SHOP_QUERIES: &str = "
-- Sign-in: the password of an account, by its email
SELECT s.password FROM account a JOIN signon s ON s.userid = a.userid WHERE a.email = ?;
-- Account page: the profile of an account
SELECT a.full_name, p.language, p.newsletter FROM account a JOIN profile p ON p.userid = a.userid WHERE a.userid = ?;
-- Catalogue: the items of a category with their stock, by name
SELECT i.item_id, i.name, i.list_price, v.qty FROM category c JOIN item i ON i.category_id = c.category_id JOIN inventory v ON v.item_id = i.item_id WHERE c.category_id = ? ORDER BY i.name;
-- Order history: an account's orders, newest first
SELECT o.order_id, o.order_date, o.total FROM orders o JOIN account a ON a.userid = o.userid WHERE a.userid = ? ORDER BY o.order_date DESC;
-- Order page: the lines of an order with their items
SELECT l.line_num, i.name, l.quantity FROM orders o JOIN order_line l ON l.order_id = o.order_id JOIN item i ON i.item_id = l.item_id WHERE o.order_id = ? ORDER BY l.line_num;
-- Tracking: the statuses of an order line, newest first
SELECT st.status_time, st.status FROM order_line l JOIN order_status st ON st.order_id = l.order_id AND st.line_num = l.line_num WHERE l.order_id = ? AND l.line_num = ? ORDER BY st.status_time DESC;
-- Wish list: the items an account wishes for
SELECT i.item_id, i.name, w.added FROM account a JOIN wish w ON w.userid = a.userid JOIN item i ON i.item_id = w.item_id WHERE a.userid = ?;
";

/// The shop with its foreign keys (`true`) or without.
fn shop(with_keys: bool) -> String {
    let mut out = String::new();
    let mut rest = SHOP;
    while let Some(i) = rest.find("/*FK*/") {
        out.push_str(&rest[..i]);
        let end = rest[i..].find("/**/").map_or(rest.len(), |n| i + n + 4);
        if with_keys {
            out.push_str(&rest[i + 6..end - 4]);
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

fn import_with(schema: &str, queries: &str, joins: JoinInference) -> SqlImported {
    let files = [SqlFile { name: "schema.sql", text: schema }, SqlFile { name: "queries.sql", text: queries }];
    import_files_with(&files, "shop", &SqlOptions { dialect: None, joins })
}

/// The codes of every diagnostic `check` gives.
fn codes(p: &crate::project::Project) -> Vec<Code> {
    let d = crate::derive::derive(p);
    let a = crate::pipeline::check(p, &d, &crate::analysis::AnalysisSettings::default());
    a.diagnostics.iter().map(|d| d.code).collect()
}

#[test]
fn a_schema_without_foreign_keys_gets_its_relationships_from_the_joins() {
    let without = import_with(&shop(false), SHOP_QUERIES, JoinInference::default());
    let with = import_with(&shop(true), SHOP_QUERIES, JoinInference::default());
    let (p, q) = (&without.imported.project, &with.imported.project);
    assert_eq!(q.relationships.len(), 9, "{:#?}", notes(&with));
    assert_eq!(shape(p), shape(q), "the same ER model\n{:#?}", notes(&without));
    assert!(
        with.imported.inferred.is_empty(),
        "declared foreign keys: nothing inferred: {:#?}",
        with.imported.inferred
    );
    let ids: Vec<&str> = without.imported.inferred.iter().map(|i| i.id.as_str()).collect();
    assert_eq!(
        ids,
        [
            "signon.userid",
            "profile.userid",
            "item.category_id",
            "inventory.item_id",
            "orders.userid",
            "order_line.order_id",
            "order_line.item_id",
            "order_status.order_id+line_num",
            "wish.userid",
            "wish.item_id"
        ]
    );
    // Each is a note naming the join and the query.
    let said = notes(&without);
    let note = |part: &str| said.iter().find(|n| n.contains(part)).cloned().unwrap_or_default();
    assert!(note("s.userid = a.userid").contains("of Q1 → Signon is a weak entity identified by account"), "{said:#?}");
    assert!(note("s.userid = a.userid").contains("--reject-join signon.userid"));
    assert!(
        note("st.order_id = l.order_id AND st.line_num = l.line_num")
            .contains("OrderStatus is a weak entity identified by order_line"),
        "{said:#?}"
    );
    assert!(note("w.userid = a.userid").contains("an end of the m:n relationship wish"), "{said:#?}");
    assert!(note("l.order_id = o.order_id").contains("of Q5"));
    assert!(said.iter().any(|n| n.contains("signon and account are both keyed") && n.contains("which more tables join on its key")), "{said:#?}");
    assert!(!said.iter().any(|n| n.contains("uses no foreign key")), "{said:#?}");
    // The queries go through the relationships: no access path is disconnected.
    for (s, which) in [(&without, "without"), (&with, "with")] {
        let p = &s.imported.project;
        assert!(!codes(p).contains(&Code::DisconnectedAccessPath), "{which}: {:?}", codes(p));
        assert_eq!(check_errors(p), Vec::<String>::new(), "{which}");
    }
    let via = |s: &SqlImported| s.imported.project.queries.iter().map(|q| q.via.len()).collect::<Vec<_>>();
    assert_eq!(via(&without), via(&with));
}

#[test]
fn an_inferred_relationship_can_be_rejected_and_inference_turned_off() {
    let rejected = JoinInference { off: false, rejected: ["Signon.UserId".to_owned()].into() };
    let s = import_with(&shop(false), SHOP_QUERIES, rejected);
    let p = &s.imported.project;
    assert_eq!(p.relationships.len(), 8, "{:#?}", notes(&s));
    assert!(!s.imported.inferred.iter().any(|i| i.id == "signon.userid"));
    let signon = p.entity(&"signon".into()).expect("signon");
    assert!(
        signon.owner.is_none() && signon.attributes.iter().any(|a| a.name == "userid" && a.key),
        "its column is its own key again"
    );
    assert!(
        notes(&s).iter().any(|n| n.contains("Q1: the join s.userid = a.userid is not read") && n.contains("rejected")),
        "{:#?}",
        notes(&s)
    );
    let off = import_with(&shop(false), SHOP_QUERIES, JoinInference { off: true, rejected: Default::default() });
    assert!(off.imported.project.relationships.is_empty() && off.imported.inferred.is_empty());
    assert!(notes(&off).iter().any(|n| n.contains("uses no foreign key")), "the joins are said as before");
}

#[test]
fn declared_foreign_keys_win_and_joins_on_no_key_infer_nothing() {
    let schema = "
CREATE TABLE account (userid varchar(80) PRIMARY KEY, email text);
CREATE TABLE supplier (supplier_id int PRIMARY KEY, name text);
CREATE TABLE vendor (vendor_id int PRIMARY KEY, name text);
CREATE TABLE item (item_id int PRIMARY KEY, supplier_id int REFERENCES supplier, name text);
CREATE TABLE review (review_id int PRIMARY KEY, userid varchar(80), item_name text);";
    let queries = "
SELECT v.name FROM item i JOIN vendor v ON v.vendor_id = i.supplier_id WHERE i.item_id = ?;
SELECT r.review_id FROM review r JOIN item i ON i.name = r.item_name WHERE i.item_id = ?;
SELECT r.review_id FROM account a, review r WHERE r.userid = a.userid AND a.email = ?;";
    let s = import_with(schema, queries, JoinInference::default());
    let ids: Vec<&str> = s.imported.inferred.iter().map(|i| i.id.as_str()).collect();
    assert_eq!(ids, ["review.userid"], "{:#?}", notes(&s));
    let said = notes(&s);
    assert!(
        said.iter()
            .any(|n| n.contains("Q1: the join v.vendor_id = i.supplier_id is not read")
                && n.contains("refer to supplier")),
        "{said:#?}"
    );
    assert!(said.iter().any(|n| n.contains("Q2: the join on i.name = r.item_name uses no foreign key")), "{said:#?}");
}

#[test]
fn a_one_to_one_join_takes_the_generated_key_as_the_one_referred_to() {
    let schema = "CREATE TABLE person (id serial PRIMARY KEY, name text);
CREATE TABLE passport (id int PRIMARY KEY, number text);";
    let s = import_with(
        schema,
        "SELECT p.name FROM passport x JOIN person p ON p.id = x.id WHERE x.number = ?;",
        JoinInference::default(),
    );
    assert_eq!(
        s.imported.inferred.iter().map(|i| i.id.as_str()).collect::<Vec<_>>(),
        ["passport.id"],
        "{:#?}",
        notes(&s)
    );
    assert!(notes(&s).iter().any(|n| n.contains("whose key a sequence fills")));
}

/// Chinook's store front as joins: every foreign key of the schema is joined on.
const CHINOOK_JOINS: &str = "
SELECT ar.name, al.title, t.name, g.name, m.name FROM artist ar JOIN album al ON al.artist_id = ar.artist_id
  JOIN track t ON t.album_id = al.album_id JOIN genre g ON g.genre_id = t.genre_id
  JOIN media_type m ON m.media_type_id = t.media_type_id WHERE ar.artist_id = $1;
SELECT il.invoice_line_id, t.name, il.quantity FROM invoice i JOIN invoice_line il ON il.invoice_id = i.invoice_id
  JOIN track t ON t.track_id = il.track_id WHERE i.invoice_id = $1;
SELECT i.invoice_id, i.total FROM customer c JOIN invoice i ON i.customer_id = c.customer_id WHERE c.customer_id = $1;
SELECT c.customer_id, c.email FROM employee e JOIN customer c ON c.support_rep_id = e.employee_id WHERE e.employee_id = $1;
SELECT e.employee_id, e.last_name FROM employee e JOIN employee m ON e.reports_to = m.employee_id WHERE m.employee_id = $1;
SELECT t.track_id, t.name FROM playlist p JOIN playlist_track pt ON pt.playlist_id = p.playlist_id
  JOIN track t ON t.track_id = pt.track_id WHERE p.playlist_id = $1;
";

/// Pagila's rental desk as joins: every foreign key of the schema is joined on.
const PAGILA_JOINS: &str = "
SELECT c.first_name, a.address, ci.city, co.country FROM customer c JOIN address a ON a.address_id = c.address_id
  JOIN city ci ON ci.city_id = a.city_id JOIN country co ON co.country_id = ci.country_id WHERE c.customer_id = $1;
SELECT a.address, st.first_name, sa.address FROM store s JOIN address a ON a.address_id = s.address_id
  JOIN staff st ON st.store_id = s.store_id JOIN address sa ON sa.address_id = st.address_id WHERE s.store_id = $1;
SELECT c.customer_id, c.email FROM store s JOIN customer c ON c.store_id = s.store_id WHERE s.store_id = $1;
SELECT f.title, l.name, ol.name FROM film f JOIN language l ON l.language_id = f.language_id
  JOIN language ol ON ol.language_id = f.original_language_id WHERE f.film_id = $1;
SELECT a.first_name, a.last_name FROM film f JOIN film_actor fa ON fa.film_id = f.film_id JOIN actor a ON a.actor_id = fa.actor_id WHERE f.film_id = $1;
SELECT c.name FROM film f JOIN film_category fc ON fc.film_id = f.film_id JOIN category c ON c.category_id = fc.category_id WHERE f.film_id = $1;
SELECT e.embedding FROM film f JOIN film_embedding e ON e.film_id = f.film_id WHERE f.film_id = $1;
SELECT i.inventory_id FROM film f JOIN inventory i ON i.film_id = f.film_id JOIN store s ON s.store_id = i.store_id WHERE f.film_id = $1 AND s.store_id = $2;
SELECT r.rental_id, r.rental_date, f.title, st.first_name FROM customer c JOIN rental r ON r.customer_id = c.customer_id
  JOIN inventory i ON i.inventory_id = r.inventory_id JOIN film f ON f.film_id = i.film_id
  JOIN staff st ON st.staff_id = r.staff_id WHERE c.customer_id = $1 ORDER BY r.rental_date DESC;
SELECT p.payment_id, p.amount, r.rental_date, st.first_name FROM customer c JOIN payment p ON p.customer_id = c.customer_id
  JOIN rental r ON r.rental_id = p.rental_id JOIN staff st ON st.staff_id = p.staff_id WHERE c.customer_id = $1;
";

/// The `ALTER TABLE … FOREIGN KEY …;` statements of a dump, grouped by the foreign key they
/// declare (table less a partition's `_pYYYY_MM` suffix, and column): each group's byte
/// ranges.
fn foreign_key_statements(text: &str) -> Vec<(String, Vec<std::ops::Range<usize>>)> {
    let mut groups: Vec<(String, Vec<std::ops::Range<usize>>)> = Vec::new();
    for (start, _) in text.match_indices("ALTER TABLE") {
        let end = text[start..].find(';').map_or(text.len(), |n| start + n + 1);
        let statement = &text[start..end];
        let Some(fk) = statement.find("FOREIGN KEY") else { continue };
        let words: Vec<&str> = statement.split_whitespace().collect();
        let table = words.iter().skip(2).find(|w| **w != "ONLY").copied().unwrap_or("");
        let table = table.rsplit('.').next().unwrap_or(table);
        let table = table.split("_p20").next().unwrap_or(table).to_owned();
        let column = statement[fk..].split(['(', ')']).nth(1).unwrap_or("").trim().to_owned();
        let key = format!("{table}.{column}");
        match groups.iter_mut().find(|(k, _)| *k == key) {
            Some((_, ranges)) => ranges.push(start..end),
            None => groups.push((key, std::iter::once(start..end).collect())),
        }
    }
    groups
}

/// The dump without the foreign keys of the groups `dropped` marks (blanked, so lines keep
/// their numbers).
fn without(text: &str, groups: &[(String, Vec<std::ops::Range<usize>>)], dropped: &[bool]) -> String {
    let mut out = text.as_bytes().to_vec();
    for ((_, ranges), _) in groups.iter().zip(dropped).filter(|(_, d)| **d) {
        for r in ranges {
            for b in &mut out[r.clone()] {
                if *b != b'\n' {
                    *b = b' ';
                }
            }
        }
    }
    String::from_utf8(out).unwrap_or_default()
}

/// The relationships (shape) of a fixture imported with its joins, with the foreign keys of
/// the groups `dropped` marks left out.
fn relationships(
    text: &str,
    queries: &str,
    groups: &[(String, Vec<std::ops::Range<usize>>)],
    dropped: &[bool],
) -> (Vec<String>, Vec<String>) {
    let schema = without(text, groups, dropped);
    shape(&import_with(&schema, queries, JoinInference::default()).imported.project)
}

fn fixture_and_groups(name: &str, count: usize) -> Option<(String, Vec<(String, Vec<std::ops::Range<usize>>)>)> {
    let text = fixture(name)?;
    let groups = foreign_key_statements(&text);
    assert_eq!(groups.len(), count, "{name}: {:?}", groups.iter().map(|(k, _)| k).collect::<Vec<_>>());
    Some((text, groups))
}

#[test]
fn chinook_and_pagila_without_any_foreign_key_give_the_same_relationships() {
    for (name, queries, count) in
        [("chinook-postgresql.sql", CHINOOK_JOINS, 11), ("pagila-postgresql.sql", PAGILA_JOINS, 22)]
    {
        let Some((text, groups)) = fixture_and_groups(name, count) else { continue };
        let all = relationships(&text, queries, &groups, &vec![false; groups.len()]);
        let none = relationships(&text, queries, &groups, &vec![true; groups.len()]);
        assert_eq!(none, all, "{name}");
        let s = import_with(&without(&text, &groups, &vec![true; groups.len()]), queries, JoinInference::default());
        assert_eq!(s.imported.inferred.len(), count, "{name}: one inferred relationship per foreign key dropped");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any subset of the declared foreign keys dropped, the queries still joining on them:
    /// the same relationships.
    #[test]
    fn dropping_any_foreign_keys_of_chinook_or_pagila_keeps_the_relationships(chinook in prop::collection::vec(any::<bool>(), 11), pagila in prop::collection::vec(any::<bool>(), 22)) {
        for (name, queries, dropped) in [("chinook-postgresql.sql", CHINOOK_JOINS, &chinook), ("pagila-postgresql.sql", PAGILA_JOINS, &pagila)] {
            let Some((text, groups)) = fixture_and_groups(name, dropped.len()) else { continue };
            let all = relationships(&text, queries, &groups, &vec![false; groups.len()]);
            prop_assert_eq!(relationships(&text, queries, &groups, dropped), all, "{}: {:?}", name, dropped);
        }
    }
}

/// Issue 46, item 3: a write computing from the stored value is said with what to do
/// instead, and a write to a table that queries only join names the tables holding its
/// columns, never "no query reads it".
#[test]
fn writes_cassandra_cannot_do_as_written_are_said() {
    let writes = format!(
        "{SHOP_QUERIES}
-- Checkout: the stock goes down
UPDATE inventory SET qty = qty - ? WHERE item_id = ?;
-- Back office: a new category
INSERT INTO category (category_id, name) VALUES (?, ?);"
    );
    let s = import_with(&shop(false), &writes, JoinInference::default());
    let entry = |w: &str| s.report.iter().find(|e| e.subject == Subject::Write(w.to_owned())).cloned().expect(w);
    let update = entry("UPDATE inventory");
    let said: Vec<String> = update.changed.iter().map(|t| t.en()).collect();
    assert!(
        said.iter().any(|n| n.contains("qty = qty - ? computes from the value stored")
            && n.contains("counter")
            && n.contains("IF qty")),
        "{said:#?}"
    );
    assert!(notes(&s).iter().any(|n| n.contains("computes from the value stored")), "also a note");
    let insert = entry("INSERT category");
    let became: Vec<String> = insert.became.iter().map(|t| t.en()).collect();
    assert!(
        became.iter().all(|n| !n.contains("no query reads it")) && became.iter().any(|n| n.contains("now writes")),
        "{became:#?}"
    );
}

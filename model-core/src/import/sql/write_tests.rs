//! The application's writes in the relational import (issue 46, items 2 and 3): the columns
//! an UPDATE sets are updated in place and compared after reading, and what a write cannot do
//! in Cassandra as written is said with what to do instead.

use super::*;
use crate::analysis::{AnalysisSettings, analyse};
use crate::diagnostic::Code;

/// A small shop with accounts that sign in, a stock of items, an order-number counter kept in
/// a table, and order lines.
const SHOP: &str = "
CREATE TABLE account (userid varchar(80) PRIMARY KEY, email varchar(80) NOT NULL, password varchar(25) NOT NULL, status varchar(2));
CREATE TABLE item (itemid varchar(10) PRIMARY KEY, listprice decimal(10,2), qty int NOT NULL, state varchar(10));
CREATE TABLE counter (name varchar(30) PRIMARY KEY, nextid int NOT NULL);
CREATE TABLE line (orderid int NOT NULL, linenum int NOT NULL, itemid varchar(10), quantity int, PRIMARY KEY (orderid, linenum));
-- sign in
SELECT userid, email FROM account WHERE userid = ? AND password = ?;
-- the next order number
SELECT nextid FROM counter WHERE name = ?;
-- the lines of an order
SELECT linenum, itemid, quantity FROM line WHERE orderid = ?;
-- items in a state
SELECT itemid, listprice FROM item WHERE state = ?;
UPDATE account SET password = ? WHERE userid = ?;
UPDATE account SET status = ? WHERE userid = ?;
UPDATE counter SET nextid = ? WHERE name = ?;
UPDATE item SET qty = qty - ? WHERE itemid = ? AND qty >= ?;
UPDATE item SET state = ? WHERE itemid = ?;
DELETE FROM line WHERE orderid = ?;
UPDATE item SET listprice = ? WHERE listprice < ?;
";

fn import() -> SqlImported {
    import_files(&[SqlFile { name: "shop.sql", text: SHOP }], "shop", None)
}

/// What the report says of the write `subject` ("UPDATE account"), in English, in one list.
fn said(s: &SqlImported, subject: &str) -> Vec<String> {
    s.report
        .iter()
        .filter(|e| e.subject == Subject::Write(subject.into()))
        .flat_map(|e| e.became.iter().chain(&e.changed).chain(&e.dropped))
        .map(|t| t.en())
        .collect()
}

fn updated(s: &SqlImported, id: &str) -> bool {
    s.imported.project.attribute(&id.into()).is_some_and(|(_, a)| a.updated)
}

#[test]
fn the_columns_an_update_sets_are_updated_in_place_and_keys_are_not() {
    let s = import();
    assert!(updated(&s, "account.password") && updated(&s, "account.status"), "{:#?}", tests::notes(&s));
    assert!(updated(&s, "counter.nextid") && updated(&s, "item.state") && updated(&s, "item.listprice"));
    assert!(!updated(&s, "account.email"), "no UPDATE sets the email");
    assert!(!updated(&s, "account.userid") && !updated(&s, "counter.name"), "a key column is never marked");
    let account = said(&s, "UPDATE account");
    assert!(
        account.iter().any(|t| t.contains("updates Account.password in place")
            && t.contains("Q1")
            && t.contains("after reading")),
        "the password write names the sign-in query that compares it: {account:#?}"
    );
    assert!(
        account.iter().any(|t| t.contains("updates Account.status in place") && t.contains("no table keyed by it")),
        "{account:#?}"
    );
    // Items in a state have nothing but the state to find their rows by: said, not hidden.
    let item = said(&s, "UPDATE item");
    assert!(
        item.iter().any(|t| t.contains("updates Item.state in place") && t.contains("Q4 still keys its table by it")),
        "{item:#?}"
    );
    assert!(!item.iter().any(|t| t.contains("Item.state") && t.contains("no table keyed by it")), "{item:#?}");
}

#[test]
fn sign_in_finds_the_account_by_its_id_and_compares_the_password_after_reading() {
    let s = import();
    let p = &s.imported.project;
    let d = crate::derive::derive(p);
    let sign_in: Vec<_> = d.model.tables.iter().filter(|t| t.queries.iter().any(|q| q.as_str() == "Q1")).collect();
    assert_eq!(sign_in.len(), 1, "{:#?}", d.model.tables.iter().map(|t| t.key_signature()).collect::<Vec<_>>());
    let t = sign_in[0];
    let keys: Vec<&str> = t.columns.iter().filter(|c| c.role.is_key()).map(|c| c.name.as_str()).collect();
    assert_eq!(keys, ["userid"], "{}", t.key_signature());
    assert!(t.columns.iter().any(|c| c.name == "password" && !c.role.is_key()), "the password is read to be compared");
    let cql = crate::export::queries_cql(p, &d.model);
    let q1 = cql.split("\n\n").find(|b| b.contains("Q1")).expect("Q1 in queries.cql");
    assert!(q1.contains("password: compared with the given value by the application after reading"), "{q1}");
    let cql_lines: Vec<&str> = q1.lines().filter(|l| !l.starts_with("--")).collect();
    assert!(cql_lines.iter().all(|l| !l.contains("password\" =")), "the password is not in the WHERE: {q1}");
    assert!(cql_lines.iter().any(|l| l.trim() == "WHERE userid = ?;"), "{q1}");
    // The decision is the attribute's: unticked, the table is keyed by the password again.
    let mut keyed = p.clone();
    keyed.attribute_mut(&"account.password".into()).expect("password").updated = false;
    let d = crate::derive::derive(&keyed);
    let t = d.model.tables.iter().find(|t| t.queries.iter().any(|q| q.as_str() == "Q1")).expect("Q1's table");
    assert!(t.columns.iter().any(|c| c.name == "password" && c.role.is_key()), "{}", t.key_signature());
}

#[test]
fn a_table_keyed_by_an_updated_column_is_warned_with_the_delete_and_insert_it_costs() {
    let s = import();
    let p = &s.imported.project;
    let d = crate::derive::derive(p);
    let a = analyse(p, &d, &AnalysisSettings::default());
    let warned: Vec<_> = a.diagnostics.iter().filter(|x| x.code == Code::UpdatedKeyColumn).collect();
    assert_eq!(warned.len(), 1, "items by state alone must key by the state: {warned:#?}");
    let text = warned[0].message.en();
    assert!(text.contains("state") && text.contains("Item.state"), "{text}");
    let fix = warned[0].fix.as_ref().map(|f| f.en()).unwrap_or_default();
    assert!(fix.contains("DELETE + INSERT"), "{fix}");
}

#[test]
fn writes_cassandra_cannot_do_as_written_are_said_with_what_to_do_instead() {
    let s = import();
    let counter = said(&s, "UPDATE counter");
    assert!(
        counter.iter().any(|t| t.contains("sets nextid, which Q2 reads") && t.contains("IF nextid = the value read")),
        "the counter kept in a table is a read-then-write: {counter:#?}"
    );
    let item = said(&s, "UPDATE item");
    assert!(item.iter().any(|t| t.contains("qty = qty - ?") && t.contains("counter")), "arithmetic: {item:#?}");
    assert!(
        item.iter().any(|t| t.contains("writes its row only where qty >= ?") && t.contains("IF qty >= ?")),
        "conditional: {item:#?}"
    );
    assert!(
        item.iter().any(|t| t.contains("chooses its rows by listprice < ?") && t.contains("which is no key")),
        "rows chosen by a condition on no key: {item:#?}"
    );
    let line = said(&s, "DELETE line");
    assert!(
        line.iter().any(|t| t.contains("chooses its rows by orderid of the key (orderid, linenum)")),
        "many rows: {line:#?}"
    );
    // A write by its whole key with no condition is said only as its write path.
    let status_only = import_files(
        &[SqlFile {
            name: "a.sql",
            text: "CREATE TABLE a (id int PRIMARY KEY, v int); SELECT v FROM a WHERE id = ?; DELETE FROM a WHERE id = ?;",
        }],
        "shop",
        None,
    );
    let plain = said(&status_only, "DELETE a");
    assert!(plain.iter().all(|t| t.contains("the write path")), "{plain:#?}");
}

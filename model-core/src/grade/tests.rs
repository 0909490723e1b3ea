//! Unit tests of grading's small parts: naming a query in a comment, the comments above a
//! table, lossy types. The whole report is tested end to end (`tests/tests/grade.rs`).

use super::answer::Answer;
use super::matching::names_query;
use super::types::lossy;
use crate::cql::{CqlType, NativeType as N};

#[test]
fn a_comment_names_a_query_as_a_word() {
    assert!(names_query("-- Q2: orders by status", "Q2"));
    assert!(names_query("'Q1. Get all orders / Q6. The five latest'", "Q6"));
    assert!(names_query("q3", "Q3"));
    assert!(!names_query("Q20 and Q21", "Q2"));
    assert!(!names_query("", "Q1"));
}

#[test]
fn the_comment_lines_above_each_table_are_kept() {
    let cql = "-- Q1: users\n-- by id\nCREATE TABLE ks.users (id int PRIMARY KEY);\n/* Q2 */ CREATE TABLE IF NOT EXISTS \"Odd\" (a int PRIMARY KEY);\nCREATE TABLE plain (a int PRIMARY KEY);";
    let a = Answer::from_cql("a.cql", cql);
    assert_eq!(a.remarks.get("users").map(String::as_str), Some("Q1: users by id"));
    assert_eq!(a.remarks.get("Odd").map(String::as_str), Some("Q2"));
    assert!(!a.remarks.contains_key("plain"));
    assert_eq!(a.tables.len(), 3);
}

#[test]
fn lossy_types() {
    let n = CqlType::Native;
    assert!(lossy(&n(N::Bigint), &n(N::Int)));
    assert!(lossy(&n(N::Decimal), &n(N::Float)));
    assert!(lossy(&n(N::Timestamp), &n(N::Date)));
    assert!(lossy(&n(N::Double), &n(N::Int)));
    assert!(lossy(&CqlType::Set(Box::new(n(N::Bigint))), &CqlType::Set(Box::new(n(N::Int)))));
    assert!(!lossy(&n(N::Int), &n(N::Bigint)));
    assert!(!lossy(&n(N::Int), &n(N::Double)));
    assert!(!lossy(&n(N::Uuid), &n(N::Text)));
    assert!(!lossy(&n(N::Timeuuid), &n(N::Uuid)));
    assert!(!lossy(&n(N::Date), &n(N::Timestamp)));
    assert!(!lossy(&CqlType::Frozen(Box::new(CqlType::Udt("a".into()))), &CqlType::Udt("a".into())));
}

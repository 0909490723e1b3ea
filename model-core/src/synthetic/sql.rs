//! SQL files of issue 41's hostile shapes (items 3 and 4), for the growth bench
//! (`benches/hostile.rs`), the regression tests of the relational import and
//! `examples/hostile_time.rs`.

use std::fmt::Write as _;

/// `n` distinct names that read as one snake-case name: the gaps between the letters of one
/// word each `_` or `-` (`a_b-c…`, quoted where it is written), so each name's id and entity
/// name are minted from one base.
fn look_alike(n: usize) -> Vec<String> {
    let letters: Vec<char> = ('a'..='z').collect();
    let gaps = (usize::BITS - n.max(2).leading_zeros()) as usize;
    (0..n)
        .map(|i| {
            let mut s = String::new();
            for (g, c) in letters.iter().take(gaps + 1).enumerate() {
                if g > 0 {
                    s.push(if (i >> (g - 1)) & 1 == 1 { '-' } else { '_' });
                }
                s.push(*c);
            }
            s
        })
        .collect()
}

fn lines(n: usize, f: impl Fn(usize) -> String) -> String {
    (0..n).fold(String::new(), |mut s, i| {
        let _ = writeln!(s, "{}", f(i));
        s
    })
}

/// The SQL files (PostgreSQL) of issue 41's hostile imports at size `n`, each with its name:
/// `n` one-line SELECTs of one table; one SELECT of `n` `JOIN … USING`; one table of `n`
/// columns, all selected; `n` look-alike column names and `n` look-alike table names; one
/// table with `n` foreign keys; `n` `ALTER TABLE … ADD COLUMN`; `n` `COMMENT ON COLUMN`; a
/// chain of `n` tables each referring to the one before (with a SELECT each), and a chain of
/// `n` weak tables each identified by the one before; `n` INSERTs beside `n` SELECTs.
pub fn hostile_sql(n: usize) -> Vec<(&'static str, String)> {
    let table = "CREATE TABLE t (id int PRIMARY KEY, a text, b int);\n";
    let columns = (0..n).map(|i| format!(", c{i} int")).collect::<String>();
    let names = look_alike(n);
    vec![
        ("one-line SELECTs", format!("{table}{}", lines(n, |i| format!("SELECT a FROM t WHERE id = {i};")))),
        (
            "JOIN USING",
            format!(
                "CREATE TABLE p (id int PRIMARY KEY);\nCREATE TABLE t (id int PRIMARY KEY, p_id int REFERENCES p);\nSELECT t0.id FROM t t0{} WHERE t0.id = ?;\n",
                (1..=n).map(|i| format!(" JOIN t t{i} USING (p_id)")).collect::<String>()
            ),
        ),
        (
            "columns of one table",
            format!("CREATE TABLE t (id int PRIMARY KEY{columns});\nSELECT * FROM t WHERE id = ?;\n"),
        ),
        (
            "look-alike column names",
            format!(
                "CREATE TABLE t (id int PRIMARY KEY{});\n",
                names.iter().map(|c| format!(", \"{c}\" int")).collect::<String>()
            ),
        ),
        ("look-alike table names", lines(n, |i| format!("CREATE TABLE \"{}\" (id int PRIMARY KEY);", names[i]))),
        (
            "foreign keys of one table",
            format!(
                "CREATE TABLE p (id int PRIMARY KEY);\nCREATE TABLE t (id int PRIMARY KEY{});\n",
                (0..n).map(|i| format!(", f{i}_id int REFERENCES p")).collect::<String>()
            ),
        ),
        (
            "ALTER TABLE ADD",
            format!(
                "CREATE TABLE t (id int PRIMARY KEY);\n{}",
                lines(n, |i| format!("ALTER TABLE t ADD COLUMN c{i} int;"))
            ),
        ),
        (
            "COMMENT ON",
            format!(
                "CREATE TABLE t (id int PRIMARY KEY{columns});\n{}",
                lines(n, |i| format!("COMMENT ON COLUMN t.c{i} IS 'column {i}';"))
            ),
        ),
        (
            "chained tables",
            lines(n, |i| match i {
                0 => "CREATE TABLE t0 (id int PRIMARY KEY);".to_owned(),
                _ => format!(
                    "CREATE TABLE t{i} (id int PRIMARY KEY, prev_id int REFERENCES t{}(id));\nSELECT t.id FROM t{i} t WHERE t.prev_id = ?;",
                    i - 1
                ),
            }),
        ),
        (
            "chained weak tables",
            lines(n, |i| match i {
                0 => "CREATE TABLE t0 (id int PRIMARY KEY);".to_owned(),
                _ => format!(
                    "CREATE TABLE t{i} (prev_id int REFERENCES t{}(id), id int, PRIMARY KEY (prev_id, id));",
                    i - 1
                ),
            }),
        ),
        (
            "INSERTs and SELECTs",
            format!(
                "{table}{}",
                lines(n, |i| format!(
                    "SELECT a FROM t WHERE id = {i};\nINSERT INTO t (id, a, b) VALUES ({i}, 'a', {i});"
                ))
            ),
        ),
    ]
}

/// A PostgreSQL file of about `bytes` bytes, as an application's schema and its queries:
/// 100 blocks of two tables (one referring to the other), an index and a comment; then, over
/// and over across the blocks, three SELECTs (one joining the two tables), an INSERT and an
/// UPDATE (issue 41's memory figure, item 4).
pub fn large_sql(bytes: usize) -> String {
    const BLOCKS: usize = 100;
    let mut s = String::with_capacity(bytes + 1024);
    for i in 0..BLOCKS {
        let _ = write!(
            s,
            "CREATE TABLE customer{i} (\n    id integer NOT NULL PRIMARY KEY,\n    email character varying(80) NOT NULL UNIQUE,\n    name text,\n    created timestamp with time zone DEFAULT now() NOT NULL\n);\n\
             CREATE TABLE order{i} (\n    id bigint NOT NULL PRIMARY KEY,\n    customer_id integer NOT NULL REFERENCES customer{i}(id),\n    placed timestamp with time zone NOT NULL,\n    total numeric(10,2)\n);\n\
             CREATE INDEX order{i}_placed ON order{i} (placed);\n\
             COMMENT ON TABLE order{i} IS 'orders of block {i}';\n"
        );
    }
    let mut n = 0;
    while s.len() < bytes {
        let i = n % BLOCKS;
        let _ = write!(
            s,
            "-- a customer's orders, newest first ({n})\n\
             SELECT o.id, o.placed, o.total FROM order{i} o WHERE o.customer_id = ? ORDER BY o.placed DESC LIMIT 20;\n\
             SELECT * FROM customer{i} WHERE email = ?;\n\
             SELECT c.name, o.total FROM customer{i} c JOIN order{i} o ON o.customer_id = c.id WHERE c.id = ? AND o.placed >= ?;\n\
             INSERT INTO order{i} (id, customer_id, placed, total) VALUES (?, ?, ?, ?);\n\
             UPDATE customer{i} SET name = ? WHERE id = ?;\n\n"
        );
        n += 1;
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn look_alike_names_are_distinct_and_one_snake_name() {
        let names = look_alike(300);
        let distinct: std::collections::BTreeSet<&String> = names.iter().collect();
        assert_eq!(distinct.len(), 300);
        let snake: std::collections::BTreeSet<String> = names.iter().map(|n| crate::naming::snake_case(n)).collect();
        assert_eq!(snake.len(), 1, "{snake:?}");
        assert!(large_sql(10_000).len() >= 10_000);
    }
}

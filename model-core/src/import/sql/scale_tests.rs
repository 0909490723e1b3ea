//! Issue 41, item 3: the relational import grows near-linearly on the hostile shapes
//! (`synthetic::hostile_sql`): each at n and 4n within 8 times the time, where the old code
//! took 9 to 48 times (the figures: `docs/reliability.md`).

use super::*;
use crate::synthetic::hostile_sql;
use std::time::{Duration, Instant};

fn import_pg(sql: &str) -> SqlImported {
    import_files(&[SqlFile { name: "h.sql", text: sql }], "h", Some(Dialect::PostgreSql))
}

/// The fastest of two imports of `sql`.
fn time(sql: &str) -> Duration {
    (0..2)
        .map(|_| {
            let t = Instant::now();
            std::hint::black_box(import_pg(sql).imported.project.queries.len());
            t.elapsed()
        })
        .min()
        .unwrap_or_default()
}

/// The import of `shape` at `4 n` takes at most 8 times (plus 0.2 s of noise) its time at `n`.
fn near_linear(shape: &str, n: usize) {
    let text = |n: usize| hostile_sql(n).into_iter().find(|(name, _)| *name == shape).map(|(_, t)| t).expect("a shape");
    let (small, large) = (text(n), text(4 * n));
    let (a, b) = (time(&small), time(&large));
    eprintln!("{shape}: {n} in {a:?}, {} in {b:?} ({:.1}x)", 4 * n, b.as_secs_f64() / a.as_secs_f64().max(1e-9));
    assert!(b < a * 8 + Duration::from_millis(200), "{shape}: {n} took {a:?}, {} took {b:?}", 4 * n);
}

#[test]
fn one_line_selects_grow_linearly() {
    near_linear("one-line SELECTs", 2_000);
}

#[test]
fn join_using_grows_linearly() {
    near_linear("JOIN USING", 1_000);
}

#[test]
fn many_columns_grow_linearly() {
    near_linear("columns of one table", 2_000);
}

#[test]
fn look_alike_names_grow_linearly() {
    near_linear("look-alike column names", 1_000);
    near_linear("look-alike table names", 1_000);
}

#[test]
fn foreign_keys_of_one_table_grow_linearly() {
    near_linear("foreign keys of one table", 1_000);
}

#[test]
fn alter_add_and_comment_on_grow_linearly() {
    near_linear("ALTER TABLE ADD", 2_000);
    near_linear("COMMENT ON", 2_000);
}

#[test]
fn chained_tables_grow_linearly() {
    near_linear("chained tables", 1_000);
    near_linear("chained weak tables", 500);
}

#[test]
fn writes_beside_selects_grow_linearly() {
    near_linear("INSERTs and SELECTs", 1_000);
}

/// Every shape imports what it says: nothing of the fixes drops a query, a column or a
/// relationship.
#[test]
fn the_hostile_shapes_import_whole() {
    let n = 50;
    for (shape, text) in hostile_sql(n) {
        let s = import_pg(&text);
        let p = &s.imported.project;
        let attributes: usize = p.entities.iter().map(|e| e.attributes.len()).sum();
        match shape {
            "one-line SELECTs" => assert_eq!(p.queries.len(), n),
            "JOIN USING" => assert_eq!((p.queries.len(), p.queries[0].via.len()), (1, 1), "{:?}", p.queries),
            "columns of one table" => assert_eq!((attributes, p.queries[0].find.len()), (n + 1, n + 1)),
            "look-alike column names" => assert_eq!(attributes, n + 1),
            "look-alike table names" => assert_eq!(p.entities.len(), n),
            "foreign keys of one table" => assert_eq!(p.relationships.len(), n),
            "ALTER TABLE ADD" | "COMMENT ON" => assert_eq!(attributes, n + 1),
            "chained tables" => {
                assert_eq!((p.entities.len(), p.relationships.len(), p.queries.len()), (n, n - 1, n - 1));
            }
            "chained weak tables" => {
                assert_eq!((p.entities.len(), p.entities.iter().filter(|e| e.owner.is_some()).count()), (n, n - 1));
            }
            "INSERTs and SELECTs" => assert_eq!(p.queries.len(), n),
            other => panic!("a shape without a check: {other}"),
        }
    }
}

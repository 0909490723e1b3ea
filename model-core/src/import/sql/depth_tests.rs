//! Issue 41: SQL nested or chained too deeply to read (`SELECT 1+1+…` with 150,000 terms,
//! deep parentheses, `AND`, `UNION`, `DEFAULT`, `CHECK`, `INSERT … VALUES`) is refused with a
//! note at its line, never a crash, while the rest of the file imports; on a thread with the
//! 2 MiB stack a window's import thread had before the fix.

use super::*;

/// A table on line 1, `deep` on line 2, a query of the table on line 3.
fn around(deep: &str) -> String {
    format!("CREATE TABLE t (a int PRIMARY KEY, b int);\n{deep};\nSELECT a, b FROM t WHERE a = ?;\n")
}

/// Imports `sql` on a thread with a 2 MiB stack.
fn import_on_small_stack(sql: String) -> SqlImported {
    import_on_stack(sql, 2 << 20)
}

/// Imports `sql` on a thread with a stack of `bytes`.
fn import_on_stack(sql: String, bytes: usize) -> SqlImported {
    std::thread::Builder::new()
        .stack_size(bytes)
        .spawn(move || import_files(&[SqlFile { name: "deep.sql", text: &sql }], "deep", Some(Dialect::PostgreSql)))
        .expect("a thread")
        .join()
        .expect("the import does not panic")
}

/// One note says the statement of line 2 is too deep; the table and the query still import.
fn assert_refused_at_line_2(sql: String) {
    let s = import_on_small_stack(sql);
    let deep: Vec<&crate::import::ImportNote> =
        s.imported.notes.iter().filter(|n| n.message.en().contains("too deeply")).collect();
    let all: Vec<String> = s.imported.notes.iter().map(|n| format!("{}: {}", n.line, n.message.en())).collect();
    assert_eq!(deep.len(), 1, "{all:#?}");
    assert_eq!(deep[0].line, 2, "{all:#?}");
    assert!(
        deep[0].message.get(crate::text::Lang::Zh).contains("嵌套"),
        "{}",
        deep[0].message.get(crate::text::Lang::Zh)
    );
    assert!(s.imported.project.entity(&"t".into()).is_some(), "{all:#?}");
    assert_eq!(s.imported.project.queries.len(), 1, "{all:#?}");
}

fn chain(term: &str, op: &str, n: usize) -> String {
    vec![term; n].join(op)
}

#[test]
fn a_select_of_150000_terms_is_refused_not_a_crash() {
    let sql = around(&format!("SELECT {}", chain("1", "+", 150_000)));
    assert!(sql.len() > 300_000);
    let started = std::time::Instant::now();
    assert_refused_at_line_2(sql);
    eprintln!("150,000 terms refused in {:.2} s", started.elapsed().as_secs_f64());
}

#[test]
fn deep_parentheses_are_refused() {
    let n = 50_000;
    assert_refused_at_line_2(around(&format!("SELECT {}1{}", "(".repeat(n), ")".repeat(n))));
    assert_refused_at_line_2(around(&format!("SELECT a FROM t WHERE {}a = 1{}", "(".repeat(n), ")".repeat(n))));
}

#[test]
fn a_deep_and_in_where_is_refused() {
    assert_refused_at_line_2(around(&format!("SELECT a FROM t WHERE {}", chain("a = 1", " AND ", 100_000))));
}

#[test]
fn a_deep_union_is_refused() {
    assert_refused_at_line_2(around(&chain("SELECT a, b FROM t WHERE a = 1", " UNION ", 40_000)));
}

#[test]
fn deep_default_and_check_are_refused() {
    assert_refused_at_line_2(around(&format!("CREATE TABLE d (x int DEFAULT {}, y int)", chain("1", "+", 150_000))));
    assert_refused_at_line_2(around(&format!(
        "CREATE TABLE d (x int CHECK ({} > 0), y int)",
        chain("x", "+", 150_000)
    )));
}

#[test]
fn a_deep_insert_is_refused() {
    assert_refused_at_line_2(around(&format!("INSERT INTO t VALUES ({}, 1)", chain("1", "+", 150_000))));
    assert_refused_at_line_2(around(&format!(
        "INSERT INTO t (a) SELECT a FROM t WHERE {}",
        chain("a = 1", " OR ", 100_000)
    )));
}

/// What is long but flat, or chained within the limit, still imports: 20,000 rows of
/// `VALUES`, a `CASE` of 2,000 branches, an `IN` list of 20,000 values, a 200-term sum, a
/// `WHERE` of 1,000 `AND`ed comparisons.
#[test]
fn long_flat_statements_still_import() {
    let rows = vec!["(1, 2)"; 20_000].join(", ");
    let branches: String = (0..2_000).map(|i| format!(" WHEN a = {i} THEN {i}")).collect();
    let values: Vec<String> = (0..20_000).map(|i| i.to_string()).collect();
    let sql = format!(
        "CREATE TABLE t (a int PRIMARY KEY, b int DEFAULT {});\nINSERT INTO t VALUES {rows};\nSELECT a, CASE{branches} END FROM t WHERE a = ?;\nSELECT a, b FROM t WHERE a IN ({});\nSELECT a, b FROM t WHERE {};\n",
        chain("1", "+", 200),
        values.join(", "),
        chain("b = 1", " AND ", 1_000)
    );
    let s = import_on_small_stack(sql);
    let all: Vec<String> = s.imported.notes.iter().map(|n| format!("{}: {}", n.line, n.message.en())).collect();
    assert!(all.iter().all(|n| !n.contains("too deeply")), "{all:#?}");
    assert!(s.imported.project.entity(&"t".into()).is_some(), "{all:#?}");
    assert_eq!(s.imported.project.queries.len(), 3, "{all:#?}");
}

/// The estimate of `sql` as the PostgreSQL dialect tokenizes it.
fn estimate(sql: &str) -> usize {
    let tokens = sqlparser::tokenizer::Tokenizer::new(&sqlparser::dialect::PostgreSqlDialect {}, sql)
        .tokenize_with_location()
        .expect("tokens");
    super::depth::estimate(&tokens)
}

/// The statement `shape(n)` for the largest `n` whose estimate is at most `limit`.
fn deepest(limit: usize, shape: impl Fn(usize) -> String) -> String {
    let (mut low, mut high) = (1, 4 * limit);
    while low < high {
        let mid = (low + high).div_ceil(2);
        if estimate(&shape(mid)) <= limit { low = mid } else { high = mid - 1 }
    }
    shape(low)
}

/// The deepest statements still read, of each shape, import on the 2 MiB stack (parsed,
/// walked, worded, dropped): the limit leaves the trees shallow enough for every recursion
/// over them, sqlparser's included, with three quarters of it to spare (they are run on 512
/// KiB; 256 KiB was measured enough). One more level is refused.
#[test]
fn the_deepest_statements_read_import_on_a_small_stack() {
    let max = super::depth::MAX_DEPTH;
    let nesting = super::depth::NESTING;
    let shapes: [(usize, Box<dyn Fn(usize) -> String>); 7] = [
        (max, Box::new(|n| format!("SELECT {} FROM t WHERE a = ?", chain("a", "+", n)))),
        (max, Box::new(|n| format!("SELECT a, b FROM t WHERE {}", chain("a = 1", " AND ", n)))),
        (max, Box::new(|n| chain("SELECT a, b FROM t WHERE a = ?", " UNION ", n))),
        (
            max,
            Box::new(|n| {
                format!(
                    "CREATE TABLE d (x int DEFAULT {}, y int CHECK ({} > 0))",
                    chain("1", "+", n),
                    chain("y", "-", n)
                )
            }),
        ),
        (max, Box::new(|n| format!("INSERT INTO t VALUES ({}, 1)", chain("1", "*", n)))),
        (nesting, Box::new(|n| format!("SELECT a, {}1{} FROM t WHERE a = ?", "(".repeat(n), ")".repeat(n)))),
        (nesting / 2, Box::new(|n| format!("SELECT a, {}1{} FROM t WHERE a = ?", "(SELECT ".repeat(n), ")".repeat(n)))),
    ];
    for (limit, shape) in shapes {
        let sql = deepest(limit, &shape);
        let head = sql[..60.min(sql.len())].to_owned();
        let s = import_on_stack(around(&sql), 512 << 10);
        let all: Vec<String> = s.imported.notes.iter().map(|n| format!("{}: {}", n.line, n.message.en())).collect();
        assert!(
            all.iter().all(|n| !n.contains("too deeply") && !n.contains("cannot read")),
            "{head} ({}): {all:#?}",
            estimate(&sql)
        );
        assert!(s.imported.project.entity(&"t".into()).is_some(), "{head}: {all:#?}");
    }
    let one_more = format!("SELECT {} FROM t WHERE a = ?", chain("a", "+", max));
    assert!(estimate(&one_more) > max);
    assert_refused_at_line_2(around(&one_more));
}

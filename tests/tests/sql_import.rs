//! The relational import end to end: Chinook's schema with the store front's own queries
//! (`sample-projects/sql/chinook-storefront.sql`) derives without an error and the document
//! shows each SQL query beside its Cassandra table; generated schemas import without a
//! panic and whatever the order of their statements; mutated fixtures never panic.

use model_core::analysis::AnalysisSettings;
use model_core::diagnostic::Severity;
use model_core::import::sql::{Dialect, SqlFile, SqlImported, import_files};
use proptest::prelude::*;

fn fixture(rel: &str) -> Option<String> {
    let path = end_to_end::shared_fixture("sql")?.join(rel);
    Some(std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{} is unreadable ({e})", path.display())))
}

fn storefront() -> String {
    let path = end_to_end::repo_root().join("sample-projects/sql/chinook-storefront.sql");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn notes(s: &SqlImported) -> Vec<String> {
    s.imported.notes.iter().map(|n| n.message.en()).collect()
}

/// The imported ER diagram has no two shapes on each other (Employee's `email` oval lay on its
/// `reports_to` diamond), nor after Auto-layout; the imported workflow, whose queries no
/// transition joins, is laid out in columns side by side, never one long column.
#[test]
fn the_chinook_import_is_laid_out_without_overlaps_and_its_workflow_in_columns() {
    use model_core::edit::{Canvas, Edit};
    use model_core::render::{ChenLayout, SvgText, WorkflowLayout, arrange, conceptual_overlaps};
    let Some(schema) = fixture("chinook-postgresql.sql") else { return };
    let queries = storefront();
    let files = [
        SqlFile { name: "chinook-postgresql.sql", text: &schema },
        SqlFile { name: "chinook-storefront.sql", text: &queries },
    ];
    let mut p = import_files(&files, "chinook", None).imported.project;
    assert_eq!(conceptual_overlaps(&ChenLayout::new(&p), 5), Vec::new(), "as imported");
    let positions = arrange(&p, Canvas::Conceptual, &SvgText);
    p.apply(&Edit::ArrangeCanvas { canvas: Canvas::Conceptual, positions }).expect("arrange");
    assert_eq!(conceptual_overlaps(&ChenLayout::new(&p), 5), Vec::new(), "after Auto-layout");
    let model = model_core::derive::derive(&p).model;
    let w = WorkflowLayout::new(&p, &model);
    let mut columns: Vec<i64> = w.nodes.iter().map(|n| n.rect.x.round() as i64).collect();
    columns.sort_unstable();
    columns.dedup();
    assert!(columns.len() >= 3, "12 queries in {} column(s)", columns.len());
    let bounds = w.bounds().expect("drawn");
    assert!(bounds.w >= bounds.h * 0.8, "about as wide as a screen: {bounds:?}");
}

#[test]
fn the_chinook_store_front_derives_without_an_error_and_its_document_shows_each_sql_query_beside_its_table() {
    let Some(schema) = fixture("chinook-postgresql.sql") else { return };
    let queries = storefront();
    let files = [
        SqlFile { name: "chinook-postgresql.sql", text: &schema },
        SqlFile { name: "chinook-storefront.sql", text: &queries },
    ];
    let s = import_files(&files, "chinook", None);
    let p = &s.imported.project;
    assert_eq!(s.dialect, Dialect::PostgreSql);
    assert_eq!(p.queries.len(), 12, "{:#?}", notes(&s));
    let d = model_core::derive::derive(p);
    let a = model_core::pipeline::check(p, &d, &AnalysisSettings::default());
    let errors: Vec<String> = a
        .diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .map(|d| format!("{}: {}", d.code, d.message.en()))
        .collect();
    assert!(errors.is_empty(), "{errors:#?}");
    // Every query has its table, and the document's row shows the SQL beside it.
    let doc = model_core::document::markdown(p, &d, "chinook").text;
    for q in &p.queries {
        let table = d
            .model
            .tables
            .iter()
            .find(|t| t.queries.contains(&q.id))
            .unwrap_or_else(|| panic!("{} has no table", q.id));
        let row = doc
            .lines()
            .find(|l| l.starts_with(&format!("| {} |", q.id)))
            .unwrap_or_else(|| panic!("{} has no row", q.id));
        let sql_start = q
            .description
            .lines()
            .find(|l| l.trim_start().starts_with("SELECT"))
            .expect("the SQL is in the description");
        assert!(row.contains(&model_core::document::md_escape(sql_start.trim())), "{row}");
        assert!(row.contains(&table.name), "{} beside {row}", table.name);
    }
    let by_id = |id: &str| p.queries.iter().find(|q| q.id.as_str() == id).expect("query");
    assert!(by_id("Q8").description.contains("LIKE"));
    let said = notes(&s);
    assert!(said.iter().any(|n| n.starts_with("Q8: LIKE on t.name is dropped")), "{said:#?}");
    assert!(said.iter().any(|n| n.starts_with("Q9: OR is dropped")), "{said:#?}");
    // The four-table join goes through three relationships to one table keyed by the artist.
    assert_eq!(by_id("Q10").via.len(), 3);
    let writes: Vec<&model_core::import::sql::ReportEntry> =
        s.report.iter().filter(|e| matches!(e.subject, model_core::import::sql::Subject::Write(_))).collect();
    assert_eq!(writes.len(), 4, "{writes:#?}");
    assert!(writes.iter().all(|w| w.became[0].en().contains("the write path")));
}

/// A generated schema: tables with a key, columns of several types, foreign keys inline,
/// as table constraints or by a later ALTER TABLE, unique constraints, and junction tables.
fn schema() -> impl Strategy<Value = Vec<String>> {
    let types = prop::sample::select(vec![
        "int",
        "bigint",
        "varchar(40)",
        "text",
        "numeric(10,2)",
        "timestamp",
        "boolean",
        "uuid",
        "jsonb",
        "int[]",
        "serial",
    ]);
    let table =
        (prop::collection::vec(types, 1..5), prop::collection::vec((0usize..6, 0usize..3), 0..3), any::<bool>());
    prop::collection::vec(table, 1..7).prop_map(|tables| {
        let n = tables.len();
        let mut out = Vec::new();
        for (i, (cols, fks, unique)) in tables.iter().enumerate() {
            let mut defs = vec![format!("id{i} int NOT NULL")];
            defs.extend(cols.iter().enumerate().map(|(j, t)| format!("c{j} {t}")));
            let mut later = Vec::new();
            for (k, (target, how)) in fks.iter().enumerate() {
                let target = target % n;
                let col = format!("r{k} int NOT NULL");
                match how {
                    0 => defs.push(format!("r{k} int REFERENCES t{target} (id{target})")),
                    1 => {
                        defs.push(col);
                        defs.push(format!("FOREIGN KEY (r{k}) REFERENCES t{target} (id{target})"));
                    }
                    _ => {
                        defs.push(col);
                        later.push(format!(
                            "ALTER TABLE t{i} ADD CONSTRAINT f{i}_{k} FOREIGN KEY (r{k}) REFERENCES t{target};"
                        ));
                    }
                }
            }
            if *unique && !cols.is_empty() {
                defs.push("UNIQUE (c0)".to_owned());
            }
            defs.push(format!("PRIMARY KEY (id{i})"));
            out.push(format!("CREATE TABLE t{i} ({});", defs.join(", ")));
            out.extend(later);
        }
        if n >= 2 {
            out.push(
                "CREATE TABLE j (a int REFERENCES t0 (id0), b int REFERENCES t1 (id1), note text, PRIMARY KEY (a, b));"
                    .to_owned(),
            );
        }
        out
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// The model is the same whatever the order of the statements (a foreign key before or
    /// after its table's CREATE), and nothing panics.
    #[test]
    fn the_import_is_independent_of_statement_order(statements in schema(), seed in any::<u64>()) {
        let text = statements.join("\n");
        let first = import_files(&[SqlFile { name: "a.sql", text: &text }], "p", Some(Dialect::PostgreSql));
        let mut shuffled = statements;
        // A deterministic shuffle from the seed.
        let mut state = seed | 1;
        for i in (1..shuffled.len()).rev() {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            shuffled.swap(i, (state % (i as u64 + 1)) as usize);
        }
        let second = import_files(&[SqlFile { name: "a.sql", text: &shuffled.join("\n") }], "p", Some(Dialect::PostgreSql));
        prop_assert_eq!(&first.imported.project, &second.imported.project);
        prop_assert!(!first.imported.project.entities.is_empty());
        model_core::derive::derive(&first.imported.project);
    }

    /// Any statement the parser accepts or rejects imports without a panic, in every dialect:
    /// SQL-like token soup, built from the words and punctuation of schemas and queries.
    #[test]
    fn any_text_imports_without_a_panic(words in prop::collection::vec(prop::sample::select(vec![
        "CREATE", "TABLE", "t", "u", "(", ")", ",", ";", "id", "int", "PRIMARY", "KEY", "REFERENCES", "FOREIGN", "UNIQUE",
        "NOT", "NULL", "SELECT", "*", "FROM", "WHERE", "=", "?", "$1", "JOIN", "ON", "ALTER", "ADD", "CONSTRAINT", "'x'",
        "ORDER", "BY", "LIMIT", "10", "GROUP", "COUNT(*)", "OR", "AND", "LIKE", "IN", "BETWEEN", "INSERT", "INTO", "VALUES",
        "\n", "GO", "$$", "--", "/*", "*/", "[", "]", "`", "\"", ".", "t.id", "u.id", "VIEW", "AS", "PARTITION", "OF",
    ]), 0..80), dialect in 0usize..5) {
        let text = words.join(" ");
        let s = import_files(&[SqlFile { name: "x.sql", text: &text }], "p", Some(Dialect::ALL[dialect]));
        model_core::derive::derive(&s.imported.project);
    }
}

#[test]
fn mutated_fixtures_import_without_a_panic() {
    let Some(base) = fixture("chinook-sqlserver.sql") else { return };
    let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig { cases: 300, ..ProptestConfig::default() });
    let len = base.len();
    let edit =
        (0..len, prop::sample::select(vec!["", ";", "'", "\"", "(", ")", "[", "]", "GO\n", "$$", "--", "/*", "é"]));
    let result = runner.run(&prop::collection::vec(edit, 1..12), |edits| {
        let mut text = base.clone();
        for (at, what) in edits {
            let mut at = at.min(text.len());
            while !text.is_char_boundary(at) {
                at -= 1;
            }
            text.insert_str(at, what);
        }
        let s = import_files(&[SqlFile { name: "x.sql", text: &text }], "p", None);
        model_core::derive::derive(&s.imported.project);
        Ok(())
    });
    if let Err(e) = result {
        panic!("{e}");
    }
}

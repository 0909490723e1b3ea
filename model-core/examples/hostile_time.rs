//! Times one hostile case of issue 29 at a size, as the command does it (release build):
//! `cargo run --release -p model-core --example hostile_time -- CASE N [REPEAT]`.
//!
//! - `weak-chain`: a project file of a chain of N weak entities loaded, then `check` (derive,
//!   validate, analyse) and `document` (Markdown and HTML);
//! - `tradeoffs`: `derive --json --tradeoffs` of a synthetic project of N entities and N
//!   queries (the derivation, the figures of every alternative and of every SAI offer);
//!   `tradeoffs-groups` the same of N / 250 groups of 250 entities and 250 queries (a larger
//!   model of the same depth, `synthetic::synthetic_groups`);
//! - `import-…`: the CQL import of one of `synthetic::hostile_cql`'s scripts (its name in
//!   lower case, words joined by `-`: `import-fields-of-one-type`, `import-alter-table-add`),
//!   and the project's JSON;
//! - `markdown`: the Markdown escaping of N blanks then N `-`;
//! - `sql-…`: the relational import of one of `synthetic::hostile_sql`'s files (issue 41:
//!   `sql-one-line-selects`, `sql-join-using`, ...) and the project's JSON; `sql-files N DIR`
//!   writes each of them at size N into DIR, `sql-large N FILE` a file of about N bytes of
//!   schema and queries (`synthetic::large_sql`), for timing and measuring the command.
//!
//! Each step runs REPEAT times (1 unless given) in one process, and its fastest, median and
//! slowest times are printed: on a loaded machine the fastest is the steadiest figure.

use model_core::analysis::AnalysisSettings;
use model_core::synthetic;
use std::time::Instant;

/// The allocator the app ships with (`app/src/main.rs`).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// One timed step of a case: its name and what it runs (returning a size, so that nothing
/// is optimised away and the output tells what was made).
type Step<'a> = (&'static str, Box<dyn Fn() -> usize + 'a>);

fn main() {
    let arg = |i: usize| std::env::args().nth(i).unwrap_or_default();
    let case = arg(1);
    let n: usize = arg(2).parse().unwrap_or(1_000);
    let repeat: usize = arg(3).parse().unwrap_or(1).max(1);
    let settings = AnalysisSettings::default();
    match case.as_str() {
        "weak-chain" => {
            let text = synthetic::weak_chain_json(n);
            let load = || model_core::Project::from_json(&text, std::path::Path::new("chain.json")).expect("loads");
            let p = load();
            let d = model_core::derive(&p);
            time(
                &case,
                n,
                repeat,
                vec![
                    ("load", Box::new(|| load().entities.len())),
                    (
                        "check",
                        Box::new(|| {
                            model_core::pipeline::check(&p, &model_core::derive(&p), &settings).diagnostics.len()
                        }),
                    ),
                    ("document (Markdown)", Box::new(|| model_core::document::markdown(&p, &d, "model").text.len())),
                    ("document (HTML)", Box::new(|| model_core::document::html(&p, &d).len())),
                ],
            );
        }
        "tradeoffs" | "tradeoffs-groups" => {
            let p = if case == "tradeoffs" {
                synthetic::synthetic_project(n, n, 42)
            } else {
                synthetic::synthetic_groups(n / 250, 250, 250, 42)
            };
            let d = model_core::derive(&p);
            time(
                &case,
                n,
                repeat,
                vec![
                    ("derive", Box::new(|| model_core::derive(&p).model.tables.len())),
                    (
                        "alternatives' figures",
                        Box::new(|| model_core::tradeoff::every_tradeoff(&p, &d, &settings).iter().map(Vec::len).sum()),
                    ),
                    (
                        "offers' figures",
                        Box::new(|| model_core::tradeoff::every_index_tradeoff(&p, &d, &settings).len()),
                    ),
                ],
            );
        }
        "markdown" => {
            let text = format!("{}{}", " ".repeat(n), "-".repeat(n));
            time(&case, n, repeat, vec![("escape", Box::new(|| model_core::document::md_escape(&text).len()))]);
        }
        "sql-files" => {
            // Writes each SQL shape at size N into the folder given third, for timing the command.
            let dir = std::path::PathBuf::from(arg(3));
            for (name, text) in synthetic::hostile_sql(n) {
                let path = dir.join(format!("{}-{n}.sql", slug(name)));
                if let Err(e) = std::fs::write(&path, text) {
                    eprintln!("{}: {e}", path.display());
                    std::process::exit(1);
                }
                println!("{}", path.display());
            }
        }
        "sql-large" => {
            // Writes a file of about N bytes of schema and queries to the path given third.
            if let Err(e) = std::fs::write(arg(3), synthetic::large_sql(n)) {
                eprintln!("{}: {e}", arg(3));
                std::process::exit(1);
            }
        }
        _ if case.starts_with("sql-") => {
            let Some((_, text)) =
                synthetic::hostile_sql(n).into_iter().find(|(name, _)| format!("sql-{}", slug(name)) == case)
            else {
                let cases: Vec<String> =
                    synthetic::hostile_sql(0).iter().map(|(name, _)| format!("sql-{}", slug(name))).collect();
                eprintln!("hostile_time: the SQL cases are {}", cases.join(", "));
                std::process::exit(2);
            };
            let import = || {
                let file = model_core::import::sql::SqlFile { name: "h.sql", text: &text };
                model_core::import::sql::import_files(&[file], "h", Some(model_core::import::sql::Dialect::PostgreSql))
                    .imported
                    .project
                    .to_json()
                    .len()
            };
            time(&case, n, repeat, vec![("import", Box::new(import))]);
        }
        _ => {
            let script =
                synthetic::hostile_cql(n).into_iter().find(|(name, _)| format!("import-{}", slug(name)) == case);
            let Some((_, text)) = script else {
                let imports: Vec<String> =
                    synthetic::hostile_cql(0).iter().map(|(name, _)| format!("import-{}", slug(name))).collect();
                eprintln!(
                    "hostile_time: CASE is weak-chain, tradeoffs, tradeoffs-groups, markdown or one of {}",
                    imports.join(", ")
                );
                std::process::exit(2);
            };
            time(
                &case,
                n,
                repeat,
                vec![("import", Box::new(|| model_core::import::import_cql_str(&text).project.to_json().len()))],
            );
        }
    }
}

/// A script's name as a case: lower case, words joined by `-`.
fn slug(name: &str) -> String {
    name.to_lowercase().split_whitespace().collect::<Vec<_>>().join("-")
}

/// Runs each step `repeat` times and prints its fastest, median and slowest times.
fn time(case: &str, n: usize, repeat: usize, steps: Vec<Step<'_>>) {
    for (what, run) in steps {
        let mut times: Vec<f64> = Vec::with_capacity(repeat);
        let mut size = 0;
        for _ in 0..repeat {
            let start = Instant::now();
            size = std::hint::black_box(run());
            times.push(start.elapsed().as_secs_f64());
        }
        times.sort_by(f64::total_cmp);
        let ms = |t: f64| format!("{:.3} ms", t * 1e3);
        println!(
            "{case} {n}: {what} fastest {}, median {}, slowest {} of {repeat} ({size})",
            ms(times[0]),
            ms(times[times.len() / 2]),
            ms(times[times.len() - 1])
        );
    }
}

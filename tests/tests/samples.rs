//! Every sample project: derives without errors, exports the CQL recorded in `tests/golden/`
//! (review changes with `UPDATE_GOLDEN=1 cargo test -p end-to-end --test samples` and
//! `git diff tests/golden`), writes CQL an independent parser accepts, and saves
//! byte-identically.

use end_to_end::{repo_root, sample_projects};
use model_core::export::{queries_cql, schema_cql};
use model_core::{Project, Severity};
use std::path::Path;

fn load(path: &Path) -> Project {
    Project::load(path).unwrap_or_else(|e| panic!("{e}"))
}

fn stem(path: &Path) -> String {
    path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default()
}

/// Compares `actual` with the golden file, or rewrites it when `UPDATE_GOLDEN` is set.
fn golden(name: &str, actual: &str) -> Result<(), String> {
    let path = repo_root().join("tests").join("golden").join(name);
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, actual).map_err(|e| format!("{}: {e}", path.display()))?;
        return Ok(());
    }
    let expected = std::fs::read_to_string(&path)
        .map_err(|e| format!("{}: {e} (run with UPDATE_GOLDEN=1 to create it, then review it)", path.display()))?;
    if expected == actual {
        Ok(())
    } else {
        let first = expected.lines().zip(actual.lines()).position(|(a, b)| a != b).unwrap_or(0);
        Err(format!(
            "{name} differs from the golden file at line {}:\n  golden: {:?}\n  actual: {:?}\n(UPDATE_GOLDEN=1 rewrites it; review with git diff)",
            first + 1,
            expected.lines().nth(first).unwrap_or(""),
            actual.lines().nth(first).unwrap_or("")
        ))
    }
}

#[test]
fn every_sample_is_there() {
    let names: Vec<String> = sample_projects().iter().map(|p| stem(p)).collect();
    for expected in [
        "books",
        "hotel",
        "iot-metrics",
        "online-supermarket",
        "orders",
        "product-catalogue",
        "sensor-readings",
        "social",
        "student-projects",
        "vehicle-rental",
        "vet-clinic",
        "video-sharing",
    ] {
        assert!(names.iter().any(|n| n == expected), "sample {expected}.json is missing; have {names:?}");
    }
}

#[test]
fn every_sample_exports_its_golden_cql() {
    let mut failures = Vec::new();
    for path in sample_projects() {
        let p = load(&path);
        let d = model_core::derive(&p);
        let name = stem(&path);
        if let Err(e) = golden(&format!("{name}.schema.cql"), &schema_cql(&p, &d.model).text) {
            failures.push(e);
        }
        if let Err(e) = golden(&format!("{name}.queries.cql"), &queries_cql(&p, &d.model)) {
            failures.push(e);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn every_sample_derives_without_errors_and_every_query_has_a_table() {
    for path in sample_projects() {
        let p = load(&path);
        let d = model_core::derive(&p);
        let diags = model_core::validate::validate(&p, &d);
        let errors: Vec<String> = diags
            .iter()
            .filter(|d| d.severity == Severity::Error)
            .map(|d| format!("{}: {}", d.code, d.message))
            .collect();
        assert!(errors.is_empty(), "{}: {errors:#?}", path.display());
        for q in &p.queries {
            assert!(d.model.table_for_query(&q.id).is_some(), "{}: {} has no table", path.display(), q.id);
        }
    }
}

#[test]
fn every_sample_writes_cql_an_independent_parser_accepts() {
    for path in sample_projects() {
        let p = load(&path);
        let d = model_core::derive(&p);
        let schema = schema_cql(&p, &d.model);
        assert!(schema.skipped.is_empty(), "{}: left out {:?}", path.display(), schema.skipped);
        let queries = end_to_end::cql_oracle::for_independent_parser(&queries_cql(&p, &d.model));
        // Vectors (product-catalogue) become blob for a parser that predates them.
        let schema = end_to_end::cql_oracle::for_independent_parser(&schema.text);
        for (what, text) in [("schema.cql", schema), ("queries.cql", queries)] {
            let statements = cqlparser::Parser::new(&text).parse().unwrap_or_else(|e| {
                panic!("{} {what}: the independent parser rejects it: {e:?}\n{text}", path.display())
            });
            let expected = text.matches(";\n").count();
            assert_eq!(statements.len(), expected, "{} {what}: statement count", path.display());
        }
    }
}

#[test]
fn saving_a_sample_twice_gives_the_same_bytes_and_loses_nothing() {
    for path in sample_projects() {
        let p = load(&path);
        let once = p.to_json();
        let again = Project::from_json(&once, &path).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(again, p, "{}: a save/load round trip changed the project", path.display());
        assert_eq!(again.to_json(), once, "{}: saving twice differs", path.display());
    }
}

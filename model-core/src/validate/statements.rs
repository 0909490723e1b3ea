//! Validation of what `schema.cql` would say: every table, view and type Cassandra would
//! reject (by [`crate::export::rules`], the one place that decides it, which export follows
//! too), and settings that pass the parser but make no sense to Cassandra (a replication
//! factor of 0, a bucket count of 0).

use crate::derive::Derivation;
use crate::diagnostic::{Code, Diagnostic};
use crate::msg;
use crate::project::{Bucket, Project};

/// Pushes an error for each statement Cassandra would reject and each senseless setting.
pub(super) fn check(project: &Project, derivation: &Derivation, d: &mut Vec<Diagnostic>) {
    let model = &derivation.model;
    for (u, problem) in model.udts.iter().zip(crate::export::rules::udt_problems(project, model)) {
        if let Some(problem) = problem {
            let (ks, name) = (&u.keyspace, &u.name);
            d.push(
                Diagnostic::error(
                    Code::InvalidStatement,
                    msg!("validate-type-rejected", ks = ks.to_string(), name = name.to_string(), problem = problem),
                )
                .fix(msg!("validate-give-type-fields")),
            );
        }
    }
    for t in &model.tables {
        let Some(problem) = crate::export::rules::table_problem(project, model, t) else { continue };
        let kind = if t.view_of.is_some() { "view" } else { "table" };
        let name = &t.name;
        let mut diag = Diagnostic::error(
            Code::InvalidStatement,
            msg!("validate-table-rejected", kind = kind.to_owned(), name = name.to_string(), problem = problem),
        )
        .table(&t.name)
        .fix(msg!("validate-give-partition-key"));
        if let Some(q) = t.queries.first() {
            diag = diag.query(q);
        }
        d.push(diag);
    }
    for t in model.tables.iter().filter(|t| t.view_of.is_none()) {
        for i in t.all_indexes() {
            let Some(problem) = crate::export::rules::index_problem(t, &i) else { continue };
            let name = i.effective_name(&t.name);
            d.push(
                Diagnostic::error(
                    Code::InvalidStatement,
                    msg!("validate-index-problem", name = name, table = t.name.to_string(), problem = problem),
                )
                .table(&t.name)
                .fix(msg!("validate-delete-index-or-name-class")),
            );
        }
    }
    for k in &project.physical.keyspaces {
        if let Some(problem) = crate::export::rules::keyspace_problem(k) {
            let name = &k.name;
            let fix = if k.replication.total_factor() == 0 {
                msg!("validate-set-replication-factor")
            } else {
                msg!("validate-rename-datacenter")
            };
            d.push(
                Diagnostic::error(
                    Code::KeyspaceProblem,
                    msg!("validate-keyspace-rejected", name = name.to_string(), problem = problem),
                )
                .fix(fix),
            );
        }
    }
    for (q, o) in &project.overrides.tables {
        if let Some(Bucket::Random { count: 0 }) = o.bucket {
            d.push(
                Diagnostic::error(Code::InvalidStatement, msg!("validate-bucket-count-zero", query = q.to_string()))
                    .query(q)
                    .fix(msg!("validate-use-two-buckets")),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::diagnostic::{Code, Severity};
    use crate::project::Project;
    use std::path::Path;

    /// A project of one hand-made table `t` (columns given as JSON), plus `extra` JSON fields
    /// of `physical`.
    fn with_table(columns: &str, table_extra: &str, physical_extra: &str) -> Project {
        let text = format!(
            r#"{{"format": "keyspace-studio/1", "name": "x",
               "physical": {{"keyspaces": [{{"name": "ks", "replication": {{"class": "SimpleStrategy", "factor": 1}}}}],
                            "tables": [{{"id": "t", "name": "t", "columns": [{columns}]{table_extra}}}]{physical_extra}}}}}"#
        );
        Project::from_json(&text, Path::new("t.json")).unwrap_or_else(|e| panic!("{e}\n{text}"))
    }

    /// The invalid-statement errors, and schema.cql's statements (which the independent
    /// reading below checks name nothing invalid).
    fn run(p: &Project) -> (Vec<String>, String) {
        let d = crate::derive(p);
        let diags = crate::validate::validate(p, &d);
        let errors = diags
            .iter()
            .filter(|x| {
                x.severity == Severity::Error
                    && matches!(x.code, Code::InvalidStatement | Code::KeyspaceProblem | Code::InvalidCqlName)
            })
            .map(|x| x.message.en())
            .collect();
        (errors, crate::export::schema_cql(p, &d.model).text)
    }

    const PK: &str = r#"{"name": "a", "type": "int", "role": "K"}"#;

    /// Each statement Cassandra rejects is an error, and schema.cql leaves
    /// it out (rather than writing it while `check` exits 0).
    #[test]
    fn statements_cassandra_rejects_are_errors_and_not_exported() {
        let cases: Vec<(&str, Project, &str)> = vec![
            ("no columns", with_table("", "", ""), "no columns"),
            ("no key", with_table(r#"{"name": "a", "type": "int"}"#, "", ""), "no partition key"),
            (
                "duplicate column",
                with_table(
                    &format!(r#"{PK}, {{"name": "b", "type": "int"}}, {{"name": "b", "type": "text"}}"#),
                    "",
                    "",
                ),
                "column b appears twice",
            ),
            ("empty column name", with_table(&format!(r#"{PK}, {{"name": "", "type": "int"}}"#), "", ""), "empty name"),
            ("option twice", with_table(PK, r#", "options": {"comment": "'a'", "COMMENT": "'b'"}"#, ""), "given twice"),
            // Found by fuzzing the output oracle: collections Cassandra will not take.
            (
                "unfrozen key collection",
                with_table(r#"{"name": "a", "type": "set<int>", "role": "K"}"#, "", ""),
                "not frozen",
            ),
            (
                "nested collection",
                with_table(&format!(r#"{PK}, {{"name": "b", "type": "list<list<int>>"}}"#), "", ""),
                "inside a collection",
            ),
            (
                "empty vector",
                with_table(&format!(r#"{PK}, {{"name": "b", "type": "vector<float, 0>"}}"#), "", ""),
                "0 dimensions",
            ),
            (
                "line break in a name",
                with_table(&format!(r#"{PK}, {{"name": "b\nDROP TABLE t;", "type": "int"}}"#), "", ""),
                "line break",
            ),
        ];
        for (what, p, expected) in &cases {
            let (errors, schema) = run(p);
            assert!(errors.iter().any(|e| e.contains(expected)), "{what}: {errors:?}");
            assert!(!schema.contains("CREATE TABLE"), "{what}: written anyway\n{schema}");
        }
    }

    #[test]
    fn views_types_options_and_settings_cassandra_rejects() {
        // A view with no columns, and a view of a table that cannot be created.
        let view = r#"{"id": "v", "name": "v", "columns": [], "view_of": "t"}"#;
        let p = with_table(PK, "", "").to_json().replace(r#""tables": ["#, &format!(r#""tables": [{view}, "#));
        let p = Project::from_json(&p, Path::new("v.json")).expect("loads");
        let (errors, schema) = run(&p);
        assert!(errors.iter().any(|e| e.starts_with("view v: it has no columns")), "{errors:?}");
        assert!(schema.contains("CREATE TABLE") && !schema.contains("MATERIALIZED VIEW"), "{schema}");
        let view_of_bad =
            r#"{"id": "v", "name": "v", "columns": [{"name": "a", "type": "int", "role": "K"}], "view_of": "t"}"#;
        let p = with_table(r#"{"name": "a", "type": "int"}"#, "", "")
            .to_json()
            .replace(r#""tables": ["#, &format!(r#""tables": [{view_of_bad}, "#));
        let p = Project::from_json(&p, Path::new("v.json")).expect("loads");
        let (errors, schema) = run(&p);
        assert!(errors.iter().any(|e| e.contains("base table t cannot be created")), "{errors:?}");
        assert!(!schema.contains("MATERIALIZED VIEW"), "{schema}");
        // A used type with no fields: the type and the table using it are left out.
        let p = with_table(
            &format!(r#"{PK}, {{"name": "u", "type": "frozen<empty>"}}"#),
            "",
            r#", "udts": [{"keyspace": "ks", "name": "empty", "fields": []}]"#,
        );
        let (errors, schema) = run(&p);
        assert!(errors.iter().any(|e| e.contains("type ks.empty: it has no fields")), "{errors:?}");
        assert!(errors.iter().any(|e| e.contains("uses the type empty")), "{errors:?}");
        assert!(!schema.contains("CREATE TYPE") && !schema.contains("CREATE TABLE"), "{schema}");
        // 1e999 is not a number Cassandra takes: an error, and the option is not written.
        let p = with_table(PK, r#", "options": {"gc_grace_seconds": "1e999"}"#, "");
        let (errors, schema) = run(&p);
        assert!(errors.iter().any(|e| e.contains("1e999")), "{errors:?}");
        assert!(!schema.contains("1e999"), "{schema}");
        // A value out of the option's range (the CQL fuzzer's `gc_grace_seconds = -3600`, which
        // Cassandra 5.0 refuses): an error naming the range, and the option is not written.
        let p = with_table(PK, r#", "options": {"gc_grace_seconds": "-3600", "crc_check_chance": "0.5"}"#, "");
        let (errors, schema) = run(&p);
        assert!(
            errors.iter().any(|e| e.contains("gc_grace_seconds = -3600") && e.contains("0 … 2147483647")),
            "{errors:?}"
        );
        assert!(!schema.contains("gc_grace_seconds") && schema.contains("crc_check_chance = 0.5"), "{schema}");
        // Replication factor 0 and a bucket count of 0.
        let p = with_table(PK, "", "").to_json().replace(r#""factor": 1"#, r#""factor": 0"#);
        let (errors, _) = run(&Project::from_json(&p, Path::new("rf.json")).expect("loads"));
        assert!(errors.iter().any(|e| e.contains("replication factor is 0")), "{errors:?}");
        let text = r#"{"format": "keyspace-studio/1", "overrides": {"tables": {"Q1": {"bucket": {"kind": "random", "count": 0}}}}}"#;
        let (errors, _) = run(&Project::from_json(text, Path::new("b.json")).expect("loads"));
        assert!(errors.iter().any(|e| e.contains("bucket count of 0")), "{errors:?}");
        // An alternative near 2^64 overflowed when the warning counted
        // from 1; now it is a stale override like any other.
        let text = r#"{"format": "keyspace-studio/1",
            "entities": [{"id": "a", "name": "A", "attributes": [{"id": "a.id", "name": "id", "type": "int", "key": true}]}],
            "queries": [{"id": "Q1", "entity": "a", "given": [{"attribute": "a.id", "op": "="}], "find": ["a.id"]}],
            "overrides": {"tables": {"Q1": {"alternative": 18446744073709551615}}}}"#;
        let p = Project::from_json(text, Path::new("alt.json")).expect("loads");
        let d = crate::derive(&p);
        assert!(
            d.diagnostics
                .iter()
                .any(|x| x.code == Code::StaleOverride && x.message.en().contains("18446744073709551615")),
            "{:?}",
            d.diagnostics
        );
        // A datacenter name with a line break: the keyspace and its tables are left out.
        let p = with_table(PK, "", "").to_json().replace(
            r#""class": "SimpleStrategy",
          "factor": 1"#,
            r#""class": "NetworkTopologyStrategy", "datacenters": {"dc\nDROP KEYSPACE ks;": 3}"#,
        );
        let (errors, schema) = run(&Project::from_json(&p, Path::new("dc.json")).expect("loads"));
        assert!(errors.iter().any(|e| e.contains("keyspace ks") && e.contains("line break")), "{errors:?}");
        assert!(!schema.contains("CREATE KEYSPACE") && !schema.contains("CREATE TABLE"), "{schema}");
    }

    /// Third round (issue 41, item 7): a keyspace `check` rejects (a data-centre name with a
    /// control character, a replication factor of 0) is left out with its types and its
    /// tables, each an error of `check`; export wrote `CREATE TYPE` for the skipped keyspace.
    #[test]
    fn a_rejected_keyspace_is_left_out_with_its_types_and_tables() {
        let base = with_table(
            &format!(r#"{PK}, {{"name": "u", "type": "frozen<addr>"}}"#),
            "",
            r#", "udts": [{"keyspace": "ks", "name": "addr", "fields": [{"name": "street", "type": "text"}]}]"#,
        )
        .to_json();
        let simple = r#""class": "SimpleStrategy",
          "factor": 1"#;
        assert!(base.contains(simple), "{base}");
        for (case, replication) in [
            (
                "escape in a data centre",
                r#""class": "NetworkTopologyStrategy", "datacenters": {"dc\u001b]0;owned\u0007": 3}"#,
            ),
            ("simple, factor 0", r#""class": "SimpleStrategy", "factor": 0"#),
            ("every data centre 0", r#""class": "NetworkTopologyStrategy", "datacenters": {"dc1": 0}"#),
        ] {
            let text = base.replace(simple, replication);
            let p = Project::from_json(&text, Path::new("ks.json")).unwrap_or_else(|e| panic!("{case}: {e}"));
            let (errors, schema) = run(&p);
            for statement in ["CREATE KEYSPACE", "CREATE TYPE", "CREATE TABLE"] {
                assert!(!schema.contains(statement), "{case}: {statement} written:\n{schema}");
            }
            assert!(schema.contains("-- skipped type addr"), "{case}:\n{schema}");
            assert!(
                errors.iter().any(|e| e.contains("type ks.addr") && e.contains("keyspace ks is left out")),
                "{case}: {errors:?}"
            );
            assert!(
                errors.iter().any(|e| e.starts_with("table t") && e.contains("keyspace ks is left out")),
                "{case}: {errors:?}"
            );
        }
    }

    /// Second round of the hostile-files run (issue 29): each statement Cassandra's own
    /// validation refuses is an `invalid-statement` error, and schema.cql leaves it out.
    #[test]
    fn counters_durations_unfrozen_types_and_bad_indexes_are_errors_and_not_exported() {
        let col = |name: &str, ty: &str| format!(r#"{PK}, {{"name": "{name}", "type": "{ty}"}}"#);
        let udt = |fields: &str| format!(r#", "udts": [{{"keyspace": "ks", "name": "u", "fields": [{fields}]}}]"#);
        let cases: Vec<(&str, Project, &str)> = vec![
            ("set<counter>", with_table(&col("b", "set<counter>"), "", ""), "holds a counter inside"),
            (
                "tuple<int, counter>",
                with_table(&col("b", "frozen<tuple<int, counter>>"), "", ""),
                "holds a counter inside",
            ),
            ("map of counters", with_table(&col("b", "map<int, counter>"), "", ""), "holds a counter inside"),
            (
                "counter in a type",
                with_table(&col("b", "frozen<u>"), "", &udt(r#"{"name": "c", "type": "counter"}"#)),
                "cannot be created",
            ),
            (
                "duration key",
                with_table(r#"{"name": "a", "type": "duration", "role": "K"}"#, "", ""),
                "key column a is or holds a duration",
            ),
            (
                "duration clustering",
                with_table(
                    r#"{"name": "a", "type": "int", "role": "K"}, {"name": "d", "type": "frozen<tuple<int, duration>>", "role": "C"}"#,
                    "",
                    "",
                ),
                "key column d",
            ),
            (
                "duration key through a type",
                with_table(
                    r#"{"name": "a", "type": "frozen<u>", "role": "K"}"#,
                    "",
                    &udt(r#"{"name": "d", "type": "duration"}"#),
                ),
                "key column a is or holds a duration",
            ),
            ("set<duration>", with_table(&col("b", "set<duration>"), "", ""), "in a set or as a map key"),
            ("map<duration, int>", with_table(&col("b", "map<duration, int>"), "", ""), "in a set or as a map key"),
            (
                "unfrozen type holding an unfrozen collection",
                with_table(&col("b", "u"), "", &udt(r#"{"name": "tags", "type": "set<text>"}"#)),
                "not frozen, which holds a collection",
            ),
            (
                "time to live on a counter table",
                with_table(&col("b", "counter"), r#", "options": {"default_time_to_live": "86400"}"#, ""),
                "cannot have a default_time_to_live",
            ),
        ];
        for (what, p, expected) in &cases {
            let (errors, schema) = run(p);
            assert!(errors.iter().any(|e| e.contains(expected)), "{what}: {errors:?}");
            assert!(!schema.contains("CREATE TABLE"), "{what}: written anyway\n{schema}");
        }
        // The same table with a frozen type, or a counter table without a time to live, is fine.
        let fine = [
            with_table(&col("b", "frozen<u>"), "", &udt(r#"{"name": "tags", "type": "set<text>"}"#)),
            with_table(&col("b", "counter"), r#", "options": {"default_time_to_live": "0"}"#, ""),
            with_table(&col("b", "list<duration>"), "", ""),
        ];
        for p in &fine {
            let (errors, schema) = run(p);
            assert!(errors.is_empty() && schema.contains("CREATE TABLE"), "{errors:?}\n{schema}");
        }
    }

    #[test]
    fn types_that_refer_to_themselves_are_errors_and_not_exported() {
        let udts = r#", "udts": [
            {"keyspace": "ks", "name": "a", "fields": [{"name": "me", "type": "frozen<a>"}]},
            {"keyspace": "ks", "name": "b", "fields": [{"name": "c", "type": "frozen<c>"}]},
            {"keyspace": "ks", "name": "c", "fields": [{"name": "b", "type": "frozen<b>"}]},
            {"keyspace": "ks", "name": "fine", "fields": [{"name": "x", "type": "int"}]}]"#;
        let p = with_table(&format!(r#"{PK}, {{"name": "v", "type": "frozen<c>"}}"#), "", udts);
        let (errors, schema) = run(&p);
        for name in ["a", "b", "c"] {
            assert!(errors.iter().any(|e| e.contains(&format!("type ks.{name}:"))), "{name}: {errors:?}");
            assert!(!schema.contains(&format!("CREATE TYPE IF NOT EXISTS ks.{name} ")), "{name} written:\n{schema}");
        }
        assert!(schema.contains("CREATE TYPE IF NOT EXISTS ks.fine"), "{schema}");
        assert!(errors.iter().any(|e| e.contains("uses the type c")), "{errors:?}");
        assert!(!schema.contains("CREATE TABLE"), "{schema}");
    }

    #[test]
    fn indexes_cassandra_refuses_are_errors_and_not_exported() {
        let two = r#"{"name": "a", "type": "int", "role": "K"}, {"name": "b", "type": "int", "role": "K"}, {"name": "c", "type": "int"}"#;
        let cases = [
            (
                with_table(
                    &format!(r#"{PK}, {{"name": "c", "type": "int"}}"#),
                    r#", "indexes": [{"column": "a"}]"#,
                    "",
                ),
                "the only partition key column",
            ),
            (
                with_table(
                    &format!(r#"{PK}, {{"name": "c", "type": "int"}}"#),
                    r#", "indexes": [{"column": "a", "using": "sai"}]"#,
                    "",
                ),
                "the only partition key column",
            ),
            (
                with_table(
                    &format!(r#"{PK}, {{"name": "c", "type": "text"}}"#),
                    r#", "indexes": [{"using": "x'\n-- DROP TABLE t;\n"}]"#,
                    "",
                ),
                "not a Java class name",
            ),
            (
                with_table(
                    &format!(r#"{PK}, {{"name": "c", "type": "text"}}"#),
                    r#", "indexes": [{"column": "c", "using": "org.ex ample"}]"#,
                    "",
                ),
                "not a Java class name",
            ),
        ];
        for (p, expected) in &cases {
            let (errors, schema) = run(p);
            assert!(errors.iter().any(|e| e.contains(expected)), "{expected}: {errors:?}");
            assert!(
                schema.contains("CREATE TABLE") && !schema.contains("INDEX IF NOT EXISTS"),
                "{expected}:\n{schema}"
            );
        }
        // An index on one column of a composite partition key, and a Lucene index with no
        // column, are what Cassandra takes.
        let p = with_table(
            two,
            r#", "indexes": [{"column": "a"}, {"using": "com.stratio.cassandra.lucene.Index", "options": {"schema": "{}"}}]"#,
            "",
        );
        let (errors, schema) = run(&p);
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(schema.matches("INDEX IF NOT EXISTS").count(), 2, "{schema}");
    }

    /// A form feed is not whitespace to Cassandra's lexer: an option value holding one is
    /// refused, not copied into schema.cql.
    #[test]
    fn a_form_feed_in_an_option_is_refused() {
        let p = with_table(PK, r#", "options": {"compaction": "{'class':\f'SizeTieredCompactionStrategy'}"}"#, "");
        let d = crate::derive(&p);
        let diags = crate::validate::validate(&p, &d);
        assert!(
            diags.iter().any(|x| x.severity == Severity::Error && x.message.en().contains("compaction")),
            "{diags:?}"
        );
        let schema = crate::export::schema_cql(&p, &d.model).text;
        assert!(!schema.contains('\u{c}') && schema.contains("CREATE TABLE"), "{schema}");
    }

    /// Keyspaces has no CREATE INDEX at all and ScyllaDB loads no Java class: a custom index
    /// is an `unsupported-by-target` error there, and left out of their schema.cql.
    #[test]
    fn custom_indexes_are_refused_by_targets_without_them() {
        let lucene = r#", "indexes": [{"name": "lucene", "using": "com.stratio.cassandra.lucene.Index"}, {"name": "solr", "column": "c", "using": "com.datastax.bdp.search.solr.Cql3SolrSecondaryIndex"}]"#;
        for (target, refused) in [("keyspaces", true), ("scylladb", true), ("cassandra-5.0", false), ("dse-6.8", false)]
        {
            let p = with_table(
                &format!(r#"{PK}, {{"name": "c", "type": "text"}}"#),
                lucene,
                &format!(r#", "target": "{target}""#),
            );
            let d = crate::derive(&p);
            let diags = crate::validate::validate(&p, &d);
            let errors: Vec<String> =
                diags.iter().filter(|x| x.code == Code::UnsupportedByTarget).map(|x| x.message.en()).collect();
            let schema = crate::export::schema_cql(&p, &d.model).text;
            if refused {
                assert_eq!(errors.len(), 2, "{target}: {errors:?}");
                assert!(!schema.contains("INDEX IF NOT EXISTS"), "{target}:\n{schema}");
            } else {
                assert!(errors.is_empty(), "{target}: {errors:?}");
                assert_eq!(schema.matches("INDEX IF NOT EXISTS").count(), 2, "{target}:\n{schema}");
            }
        }
    }
}

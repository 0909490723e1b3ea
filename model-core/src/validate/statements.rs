//! Validation of what `schema.cql` would say: every table, view and type Cassandra would
//! reject (by [`crate::cql::rules`], the one place that decides it, which export follows
//! too), and settings that pass the parser but make no sense to Cassandra (a replication
//! factor of 0, a bucket count of 0).

use crate::derive::Derivation;
use crate::diagnostic::{Code, Diagnostic};
use crate::project::{Bucket, Project, Replication};
use crate::text::{Text, said};

/// Pushes an error for each statement Cassandra would reject and each senseless setting.
pub(super) fn check(project: &Project, derivation: &Derivation, d: &mut Vec<Diagnostic>) {
    let model = &derivation.model;
    for u in &model.udts {
        if let Some(problem) = crate::cql::rules::udt_problem(u) {
            let (ks, name) = (&u.keyspace, &u.name);
            d.push(
                Diagnostic::error(
                    Code::InvalidStatement,
                    Text::from(said::Validate::TypeCassandraWouldRejectSoLeft { ks: ks.to_string(), name: name.to_string(), problem }),
                )
                .fix(Text::from(said::Validate::GiveTypeLeastOneFieldEach)),
            );
        }
    }
    for t in &model.tables {
        let Some(problem) = crate::cql::rules::table_problem(project, model, t) else { continue };
        let kind = if t.view_of.is_some() { "view" } else { "table" };
        let name = &t.name;
        let mut diag = Diagnostic::error(
            Code::InvalidStatement,
            Text::from(said::Validate::CassandraWouldRejectSoLeftOut { kind: kind.to_owned(), name: name.to_string(), problem }),
        )
        .table(&t.name)
        .fix(Text::from(said::Validate::GivePartitionKeyDistinctNonEmpty));
        if let Some(q) = t.queries.first() {
            diag = diag.query(q);
        }
        d.push(diag);
    }
    for k in &project.physical.keyspaces {
        if let Some(problem) = crate::cql::rules::keyspace_problem(k) {
            let name = &k.name;
            d.push(
                Diagnostic::error(
                    Code::KeyspaceProblem,
                    Text::from(said::Validate::KeyspaceTablesLeftOutSchemaCql { name: name.to_string(), problem }),
                )
                .fix(Text::from(said::Validate::RenameDatacenterPhysicalTab)),
            );
        }
        let none = match &k.replication {
            Replication::Simple { factor } => *factor == 0,
            Replication::NetworkTopology { datacenters, replication_factor } => {
                datacenters.values().all(|&n| n == 0) && replication_factor.unwrap_or(0) == 0
            }
        };
        if none {
            d.push(
                Diagnostic::error(Code::KeyspaceProblem, Text::from(said::Validate::KeyspaceHasReplicationFactorNoNode { name: k.name.to_string() }))
                    .fix(Text::from(said::Validate::SetReplicationFactorLeastProduction)),
            );
        }
    }
    for (q, o) in &project.overrides.tables {
        if let Some(Bucket::Random { count: 0 }) = o.bucket {
            d.push(
                Diagnostic::error(Code::InvalidStatement, Text::from(said::Validate::BucketCountLeavesNoBucketAny { q: q.to_string() }))
                    .query(q)
                    .fix(Text::from(said::Validate::UseLeastBucketsRemoveBucket)),
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
            .filter(|x| x.severity == Severity::Error && matches!(x.code, Code::InvalidStatement | Code::KeyspaceProblem | Code::InvalidCqlName))
            .map(|x| x.message.en())
            .collect();
        (errors, crate::cql::schema_cql(p, &d.model).text)
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
                with_table(&format!(r#"{PK}, {{"name": "b", "type": "int"}}, {{"name": "b", "type": "text"}}"#), "", ""),
                "column b appears twice",
            ),
            ("empty column name", with_table(&format!(r#"{PK}, {{"name": "", "type": "int"}}"#), "", ""), "empty name"),
            ("option twice", with_table(PK, r#", "options": {"comment": "'a'", "COMMENT": "'b'"}"#, ""), "given twice"),
            // Found by fuzzing the output oracle: collections Cassandra will not take.
            ("unfrozen key collection", with_table(r#"{"name": "a", "type": "set<int>", "role": "K"}"#, "", ""), "not frozen"),
            ("nested collection", with_table(&format!(r#"{PK}, {{"name": "b", "type": "list<list<int>>"}}"#), "", ""), "inside a collection"),
            ("empty vector", with_table(&format!(r#"{PK}, {{"name": "b", "type": "vector<float, 0>"}}"#), "", ""), "0 dimensions"),
            ("line break in a name", with_table(&format!(r#"{PK}, {{"name": "b\nDROP TABLE t;", "type": "int"}}"#), "", ""), "line break"),
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
        let view_of_bad = r#"{"id": "v", "name": "v", "columns": [{"name": "a", "type": "int", "role": "K"}], "view_of": "t"}"#;
        let p = with_table(r#"{"name": "a", "type": "int"}"#, "", "").to_json().replace(r#""tables": ["#, &format!(r#""tables": [{view_of_bad}, "#));
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
        // Replication factor 0 and a bucket count of 0.
        let p = with_table(PK, "", "").to_json().replace(r#""factor": 1"#, r#""factor": 0"#);
        let (errors, _) = run(&Project::from_json(&p, Path::new("rf.json")).expect("loads"));
        assert!(errors.iter().any(|e| e.contains("replication factor of 0")), "{errors:?}");
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
            d.diagnostics.iter().any(|x| x.code == Code::StaleOverride && x.message.en().contains("18446744073709551615")),
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
}

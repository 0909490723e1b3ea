//! Targets (issue 16, `docs/targets.md`): every sample exported for every target holds only
//! what that target accepts (checked on the text, by the independent CQL parser, and by
//! importing it back and validating it for the target); a model using a feature a target
//! lacks gets the error, for every feature and target; the hotel's row size under Amazon
//! Keyspaces is the documentation's formula worked by hand.

use end_to_end::cql_oracle::code_words;
use end_to_end::{repo_root, sample_projects};
use model_core::analysis::AnalysisSettings;
use model_core::cql::{CqlType, NativeType};
use model_core::dialect::{Feature, OptionSupport, Support, Target};
use model_core::export::schema_cql;
use model_core::project::{ColumnDef, Direction, IndexDef, Role, TableDef};
use model_core::{Code, Project, Severity};

fn load(path: &std::path::Path) -> Project {
    Project::load(path).unwrap_or_else(|e| panic!("{e}"))
}

fn for_target(mut p: Project, t: Target) -> Project {
    p.physical.target = Some(t);
    p
}

/// The table options a schema sets (`WITH name = ...` and `AND name = ...`), lower case.
fn option_names(cql: &str) -> Vec<String> {
    let words = code_words(cql);
    words.windows(3).filter(|w| (w[0] == "with" || w[0] == "and") && w[2] == "=").map(|w| w[1].clone()).collect()
}

/// What `target` refuses, found in the exported text itself (not by the exporter's rules).
fn refused_in_text(target: Target, cql: &str) -> Vec<String> {
    let lower = code_words(cql).join(" ");
    let mut out = Vec::new();
    let mut lacks = |f: Feature, found: bool| {
        if found && target.supports(f) == Support::No {
            out.push(format!("{} in the text", f.name()));
        }
    };
    lacks(Feature::CreateKeyspace, lower.contains("create keyspace"));
    lacks(Feature::MaterializedViews, lower.contains("create materialized view"));
    lacks(Feature::SecondaryIndexes, lower.contains("create index"));
    lacks(Feature::Sai, lower.contains("'sai'") || lower.contains("storageattachedindex"));
    lacks(Feature::Sasi, lower.contains("sasiindex"));
    lacks(Feature::Counters, lower.contains(" counter,") || lower.contains(" counter "));
    lacks(Feature::StaticColumns, lower.contains(" static"));
    lacks(Feature::Vector, lower.contains("vector<") || lower.contains("vector <"));
    for o in option_names(cql) {
        if target.table_option(&o) == OptionSupport::Ignored {
            out.push(format!("option {o}, which the target ignores"));
        }
    }
    out
}

#[test]
fn every_sample_exported_for_every_target_is_accepted_by_it() {
    for path in sample_projects() {
        for target in Target::ALL {
            let p = for_target(load(&path), target);
            let d = model_core::derive(&p);
            let schema = schema_cql(&p, &d.model);
            let what = format!("{} for {}", path.display(), target.name());
            let refused = refused_in_text(target, &schema.text);
            assert!(refused.is_empty(), "{what}: {refused:?}\n{}", schema.text);
            // Vectors and custom (SAI) indexes rewritten for a parser that predates them.
            let parsed = end_to_end::cql_oracle::for_independent_parser(&schema.text);
            let statements = cqlparser::Parser::new(&parsed)
                .parse()
                .unwrap_or_else(|e| panic!("{what}: the independent parser rejects it: {e:?}\n{parsed}"));
            assert_eq!(statements.len(), parsed.matches(";\n").count(), "{what}: statement count");
            // Read back and validated for the same target: nothing it lacks.
            let back = for_target(model_core::import::import_cql_str(&schema.text).project, target);
            let diagnostics = model_core::validate::validate(&back, &model_core::derive(&back));
            let lacking: Vec<String> =
                diagnostics.iter().filter(|d| d.code == Code::UnsupportedByTarget).map(|d| d.message.en()).collect();
            assert!(lacking.is_empty(), "{what}: {lacking:?}");
            if target.supports(Feature::CreateKeyspace) == Support::No {
                assert!(
                    schema.skipped.iter().any(|s| s.contains("CREATE KEYSPACE")),
                    "{what}: the keyspace left out is said: {:?}",
                    schema.skipped
                );
            }
        }
    }
}

fn column(name: &str, ty: CqlType, role: Role) -> ColumnDef {
    ColumnDef { name: name.into(), ty, role, indexed: false, extra: Default::default(), mask: None }
}

fn native(n: NativeType) -> CqlType {
    CqlType::Native(n)
}

/// A project with one defined table `items` using `feature` (and, for a view, the view).
fn using(feature: Feature) -> Option<Project> {
    let mut columns = vec![
        column("id", native(NativeType::Int), Role::PartitionKey),
        column("name", native(NativeType::Text), Role::Regular),
    ];
    let mut indexes = Vec::new();
    let mut view = None;
    match feature {
        Feature::MaterializedViews => view = Some("items_by_name"),
        Feature::SecondaryIndexes => indexes.push(IndexDef::on_column("name")),
        Feature::Sai => {
            indexes.push(IndexDef { using: Some("StorageAttachedIndex".into()), ..IndexDef::on_column("name") });
        }
        Feature::Sasi => indexes.push(IndexDef {
            using: Some("org.apache.cassandra.index.sasi.SASIIndex".into()),
            ..IndexDef::on_column("name")
        }),
        Feature::CustomIndexes => {
            indexes.push(IndexDef {
                using: Some("com.stratio.cassandra.lucene.Index".into()),
                column: None,
                ..IndexDef::default()
            });
        }
        Feature::Counters => columns[1] = column("hits", native(NativeType::Counter), Role::Regular),
        Feature::StaticColumns => {
            columns.push(column("at", native(NativeType::Timestamp), Role::Clustering(Direction::Asc)));
            columns[1].role = Role::Static;
        }
        Feature::Vector => {
            columns.push(column("embedding", CqlType::Vector(Box::new(native(NativeType::Float)), 3), Role::Regular));
        }
        Feature::Udts | Feature::Udfs | Feature::LoggedBatchesAcrossPartitions | Feature::CreateKeyspace => {
            return None;
        }
    }
    let table = TableDef {
        id: "t1".into(),
        name: "items".into(),
        keyspace: None,
        columns,
        options: Default::default(),
        queries: Vec::new(),
        view_of: None,
        extra: Default::default(),
        indexes,
    };
    let mut p = Project::new("features");
    if let Some(v) = view {
        let mut t = table.clone();
        t.id = "t2".into();
        t.name = v.into();
        t.columns = vec![
            column("name", native(NativeType::Text), Role::PartitionKey),
            column("id", native(NativeType::Int), Role::Clustering(Direction::Asc)),
        ];
        t.view_of = Some("items".into());
        p.physical.tables.push(table);
        p.physical.tables.push(t);
    } else {
        p.physical.tables.push(table);
    }
    Some(p)
}

#[test]
fn a_feature_the_target_lacks_is_an_error_and_left_out_for_every_feature_and_target() {
    let mut checked = 0;
    for feature in Feature::ALL {
        let Some(base) = using(feature) else { continue };
        for target in Target::ALL {
            let p = for_target(base.clone(), target);
            let d = model_core::derive(&p);
            let diagnostics = model_core::validate::validate(&p, &d);
            let about = |code: Code| {
                diagnostics
                    .iter()
                    .filter(|x| x.code == code && x.message.en().contains(&feature.name()))
                    .collect::<Vec<_>>()
            };
            let what = format!("{} on {}", feature.name(), target.name());
            let (code, severity) = match target.supports(feature) {
                Support::Yes => {
                    let any: Vec<_> =
                        [Code::UnsupportedByTarget, Code::TargetFeatureDisabled, Code::TargetFeatureUnconfirmed]
                            .into_iter()
                            .flat_map(about)
                            .collect();
                    assert!(any.is_empty(), "{what}: {any:?}");
                    checked += 1;
                    continue;
                }
                Support::No => (Code::UnsupportedByTarget, Severity::Error),
                Support::Disabled(_) => (Code::TargetFeatureDisabled, Severity::Warning),
                Support::Unconfirmed => (Code::TargetFeatureUnconfirmed, Severity::Info),
            };
            let found = about(code);
            assert_eq!(found.len(), 1, "{what}: one {code} expected, got {diagnostics:#?}");
            assert_eq!(found[0].severity, severity, "{what}");
            assert!(found[0].fix.is_some(), "{what}: a fix is given");
            let schema = schema_cql(&p, &d.model);
            let left_out = schema.skipped.iter().any(|s| s.contains(&feature.name()) && s.contains(target.name()));
            assert_eq!(
                left_out,
                severity == Severity::Error,
                "{what}: left out of schema.cql only when the target lacks it: {:?}",
                schema.skipped
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 8 * Target::ALL.len());
}

#[test]
fn export_for_astra_and_keyspaces_leaves_out_what_they_ignore_and_says_why() {
    let mut p = load(&repo_root().join("sample-projects/hotel.json"));
    p.physical.keyspaces[0].durable_writes = false;
    let options = &mut p.overrides.tables.entry("Q2".into()).or_default().options;
    options.insert("compaction".into(), "{'class': 'LeveledCompactionStrategy'}".into());
    options.insert("default_time_to_live".into(), "86400".into());
    let astra = for_target(p.clone(), Target::AstraServerless);
    let out = schema_cql(&astra, &model_core::derive(&astra).model);
    assert!(!code_words(&out.text).join(" ").contains("create keyspace"), "{}", out.text);
    assert!(out.text.contains("-- Target: DataStax Astra DB Serverless."));
    assert!(
        out.skipped.iter().filter(|s| s.contains("CREATE KEYSPACE")).count() == p.physical.keyspaces.len(),
        "{:?}",
        out.skipped
    );
    let keyspaces = for_target(p, Target::Keyspaces);
    let out = schema_cql(&keyspaces, &model_core::derive(&keyspaces).model);
    assert!(out.text.contains("CREATE KEYSPACE") && !out.text.contains("durable_writes"), "{}", out.text);
    assert!(
        out.skipped.iter().any(|s| s.contains("durable_writes") && s.contains("Amazon Keyspaces")),
        "{:?}",
        out.skipped
    );
    assert!(!out.text.contains("compaction") && out.text.contains("default_time_to_live = 86400"), "{}", out.text);
    assert!(
        out.skipped.iter().any(|s| s.starts_with("option compaction") && s.contains("ignores it")),
        "{:?}",
        out.skipped
    );
}

/// The hotel's `hotels` table (Q2: a hotel by id) as Keyspaces' documentation counts one
/// row, worked by hand; and the same project's thresholds under Cassandra.
#[test]
fn the_hotel_row_size_under_keyspaces_is_the_documented_formula_and_cassandra_keeps_its_thresholds() {
    let hotel = load(&repo_root().join("sample-projects/hotel.json"));
    let cassandra = model_core::pipeline::check(&hotel, &model_core::derive(&hotel), &AnalysisSettings::default());
    let thresholds = AnalysisSettings::default().thresholds(hotel.target());
    assert_eq!(hotel.target(), Target::Cassandra50);
    assert_eq!(thresholds.warn_bytes, 100.0 * 1_048_576.0, "Cassandra's large-partition warning, 100 MiB");
    assert_eq!(thresholds.row_bytes, None, "Cassandra has no row limit");
    assert!(cassandra.diagnostics.iter().all(|d| d.code != Code::RowTooLarge));

    let keyspaces = for_target(hotel, Target::Keyspaces);
    let d = model_core::derive(&keyspaces);
    let analysis = model_core::pipeline::check(&keyspaces, &d, &AnalysisSettings::default());
    let table = d.model.tables.iter().find(|t| t.queries.iter().any(|q| q.as_str() == "Q2")).expect("Q2's table");
    let e = analysis.partition(&table.name).expect("an estimate");
    // The table's columns and the widths the analysis gives them (the sample's average sizes).
    let widths: Vec<(&str, f64)> = e.breakdown.columns.iter().map(|c| (c.column.as_str(), c.bytes)).collect();
    assert_eq!(widths, [("id", 12.0), ("name", 30.0), ("phone", 15.0), ("address", 120.0), ("pois", 200.0)]);
    assert_eq!(table.columns[0].role, Role::PartitionKey);
    assert!(table.columns[1..].iter().all(|c| c.role == Role::Regular));
    // By hand, from "Estimate row size in Amazon Keyspaces": 5 columns, so each value carries
    // a 1-byte column identifier (1–62 columns); the partition key's value is stored twice
    // with 3 bytes of metadata; a collection (pois, a set) has 3 bytes of metadata and 1 byte
    // per element (4 elements assumed, as the analysis assumes everywhere).
    let id = 2.0 * 12.0 + 3.0 + 1.0; // 28
    let name = 30.0 + 1.0; // 31
    let phone = 15.0 + 1.0; // 16
    let address = 120.0 + 1.0; // 121
    let pois = 200.0 + 3.0 + 4.0 * 1.0 + 1.0; // 208
    assert_eq!(e.row_bytes, id + name + phone + address + pois);
    assert_eq!(e.row_bytes, 404.0);
    let cassandra_row = cassandra.partition(&table.name).expect("an estimate").row_bytes;
    // Cassandra: the regular values and 8 bytes of timestamp per regular cell.
    assert_eq!(cassandra_row, 30.0 + 15.0 + 120.0 + 200.0 + 4.0 * 8.0);
    assert!(analysis.diagnostics.iter().all(|d| d.code != Code::RowTooLarge), "a hotel row is far under 1 MiB");
}

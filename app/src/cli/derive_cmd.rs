//! `keyspace-studio derive PROJECT [--json]`

use super::terminal::{Screen, print_stdout};
use clap::Args;
use model_core::derive::Derivation;
use model_core::logical::{KeyPart, LogicalModel};
use serde_json::json;
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `derive`.
#[derive(Debug, Args)]
pub struct DeriveArgs {
    /// The project file.
    pub project: PathBuf,
    /// Print JSON: `{"tables": [{"name", "keyspace", "queries", "columns": [{"name", "type",
    /// "role", "rule" (MR1..MR5, bucket, aggregate, manual, defined), "reason" (the typed
    /// reason: `{"kind": "equality", "attribute": "POI.name", "predicate": "Eq"}`), "summary"
    /// (its English words), "plays" (the role its entity plays at a relationship's end, when it
    /// does)}], "alternatives": [{"partition", "clustering", "summary", "reason", "chosen"}], "choices"}],
    /// "index_offers": [{"query", "own_table", "table", "host_query", "columns", "added",
    /// "partition_restricted"}]}`.
    #[arg(long)]
    pub json: bool,
    /// With `--json`: add each alternative's trade-off figures (`"tradeoff": {"rows",
    /// "bytes", "status", "severity", "partitions", "tables_written"}`), measured by deriving
    /// again the tables each alternative reaches; and each SAI offer's (`"tradeoff"`: tables written
    /// now and with the index, partitions read, caveats).
    #[arg(long, requires = "json")]
    pub tradeoffs: bool,
    /// The target whose thresholds the trade-off figures use.
    #[command(flatten)]
    pub target: super::target::TargetArg,
}

/// Runs `derive`.
pub fn run(args: &DeriveArgs) -> Result<ExitCode, String> {
    let project = args.target.load(&args.project)?;
    let derivation = model_core::derive(&project);
    if args.json {
        let text = super::json_text(&document(&project, &derivation, args.tradeoffs))?;
        print_stdout(&Screen::document(&text));
    } else {
        print_stdout(&to_text(&derivation.model));
    }
    Ok(ExitCode::SUCCESS)
}

/// The `derive --json` document (with `--tradeoffs`, each alternative's and offer's figures).
pub(crate) fn document(project: &model_core::Project, derivation: &Derivation, tradeoffs: bool) -> serde_json::Value {
    let mut doc = to_json(&derivation.model);
    if tradeoffs {
        add_tradeoffs(project, derivation, &mut doc);
        add_index_tradeoffs(project, derivation, &mut doc);
    }
    doc
}

/// The logical model as the `derive --json` document.
pub fn to_json(model: &LogicalModel) -> serde_json::Value {
    let tables: Vec<serde_json::Value> = model
        .tables
        .iter()
        .map(|t| {
            json!({
                "name": t.name,
                "keyspace": t.keyspace,
                "queries": t.queries,
                "columns": t.columns.iter().map(|c| {
                    let mut column = json!({
                        "name": c.name,
                        "type": c.ty.to_string(),
                        "role": c.role.marker(),
                        "rule": c.provenance.rule.label(),
                        "reason": c.provenance.reason,
                        "summary": c.provenance.words().en(),
                    });
                    // The role its entity plays at a relationship's end (issue 28).
                    if let Some(plays) = c.attribute.as_ref().and_then(|a| a.split_role().1) {
                        column["plays"] = json!(plays);
                    }
                    column
                }).collect::<Vec<_>>(),
                "alternatives": t.alternatives.iter().enumerate().map(|(i, a)| json!({
                    "partition": a.partition.iter().map(part).collect::<Vec<_>>(),
                    "clustering": a.clustering.iter().map(|(p, d)| json!({ "key": part(p), "order": d.keyword() })).collect::<Vec<_>>(),
                    "summary": a.reason.to_string(),
                    "reason": a.reason,
                    "chosen": i == t.chosen,
                })).collect::<Vec<_>>(),
                "choices": t.choices,
            })
        })
        .collect();
    json!({ "tables": tables, "index_offers": model.index_offers })
}

/// Adds the figures of each SAI offer (`"tradeoff": {"tables_written",
/// "tables_written_with_index", "partition_restricted", "partitions_read", "caveats"}`).
fn add_index_tradeoffs(project: &model_core::Project, derivation: &Derivation, doc: &mut serde_json::Value) {
    let settings = model_core::analysis::AnalysisSettings::default();
    let Some(offers) = doc.get_mut("index_offers").and_then(|t| t.as_array_mut()) else { return };
    for (figures, json) in
        model_core::tradeoff::every_index_tradeoff(project, derivation, &settings).into_iter().zip(offers)
    {
        json["tradeoff"] = serde_json::to_value(figures).unwrap_or_default();
    }
}

/// Adds the trade-off figures of every alternative to the `derive --json` document.
fn add_tradeoffs(project: &model_core::Project, derivation: &Derivation, doc: &mut serde_json::Value) {
    let settings = model_core::analysis::AnalysisSettings::default();
    let Some(tables) = doc.get_mut("tables").and_then(|t| t.as_array_mut()) else { return };
    for (figures, json) in model_core::tradeoff::every_tradeoff(project, derivation, &settings).into_iter().zip(tables)
    {
        if let Some(alts) = json.get_mut("alternatives").and_then(|a| a.as_array_mut()) {
            for (alt, f) in alts.iter_mut().zip(&figures) {
                alt["tradeoff"] = serde_json::to_value(f).unwrap_or_default();
            }
        }
    }
}

/// A key part as `derive --json` names it: the attribute id, or `bucket`.
fn part(p: &KeyPart) -> String {
    match p {
        KeyPart::Attribute(a) => a.to_string(),
        KeyPart::Bucket => "bucket".to_owned(),
    }
}

/// The logical model as readable text, one Chebotko box per table.
fn to_text(model: &LogicalModel) -> Screen {
    let mut s = Screen::new();
    for t in &model.tables {
        let queries: Vec<&str> = t.queries.iter().map(|q| q.as_str()).collect();
        s.line(format_args!("{}.{}  [{}]", t.keyspace, t.name, queries.join(", ")));
        for c in &t.columns {
            s.line(format_args!("  {:<28} {:<30} {}", c.name, c.ty.to_string(), c.role.marker()));
        }
        s.blank();
    }
    for o in &model.index_offers {
        let how = if o.partition_restricted { "one partition searched" } else { "every node asked" };
        let indexes = if o.columns.is_empty() {
            "its vector index".to_owned()
        } else {
            format!("SAI on {}", o.columns.join(", "))
        };
        s.line(format_args!(
            "offer: {} could be served by {} with {indexes} instead of {} ({how})",
            o.query, o.table, o.own_table
        ));
    }
    s
}

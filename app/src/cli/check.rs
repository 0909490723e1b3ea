//! `keyspace-studio check PROJECT [--json]`

use super::terminal::{Screen, print_stdout};
use clap::Args;
use model_core::analysis::{AnalysisSettings, EstimateStatus, PartitionEstimate};
use model_core::{Diagnostic, Severity};
use serde_json::json;
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The project file.
    pub project: PathBuf,
    /// Print JSON: `{"diagnostics": [{"severity", "code", "message", "table", "query", ...}],
    /// "partitions": [{"table", "rows", "values", "bytes", ...}]}`.
    #[arg(long)]
    pub json: bool,
    /// The target to check against.
    #[command(flatten)]
    pub target: super::target::TargetArg,
}

/// Runs `check`: exit 0 without errors, 1 with errors.
pub fn run(args: &CheckArgs) -> Result<ExitCode, String> {
    let project = args.target.load(&args.project)?;
    let derivation = model_core::derive(&project);
    let analysis = model_core::pipeline::check(&project, &derivation, &AnalysisSettings::default());
    let diagnostics = &analysis.diagnostics;
    if args.json {
        print_stdout(&Screen::document(&super::json_text(&document(&project, &analysis))?));
    } else {
        print_stdout(to_text(diagnostics).append(&partitions_text(&analysis.partitions, project.target())));
    }
    let errors = diagnostics.iter().any(|d| d.severity == Severity::Error);
    Ok(if errors { ExitCode::from(1) } else { ExitCode::SUCCESS })
}

/// The `check --json` document: the target, the diagnostics with their fixes, the partition
/// figures and the duplication.
pub(crate) fn document(project: &model_core::Project, analysis: &model_core::analysis::Analysis) -> serde_json::Value {
    let target = project.target();
    json!({
        "target": { "id": target.id(), "name": target.name() },
        "diagnostics": analysis.diagnostics,
        "partitions": analysis.partitions,
        "duplication": analysis.duplication,
    })
}

fn to_text(diagnostics: &[Diagnostic]) -> Screen {
    let mut s = Screen::new();
    for d in diagnostics {
        let mut about: Vec<String> = Vec::new();
        if let Some(q) = &d.subject.query {
            about.push(q.to_string());
        }
        if let Some(t) = &d.subject.table {
            about.push(format!("table {t}"));
        }
        let about = if about.is_empty() { String::new() } else { format!(" ({})", about.join(", ")) };
        s.line(format_args!("{}[{}]{about}: {}", d.severity.name(), d.code, d.message));
        if let Some(fix) = &d.fix {
            s.line(format_args!("  fix: {fix}"));
        }
    }
    let count = |sev: Severity| diagnostics.iter().filter(|d| d.severity == sev).count();
    s.line(format_args!(
        "{} error(s), {} warning(s), {} note(s)",
        count(Severity::Error),
        count(Severity::Warning),
        count(Severity::Info)
    ));
    s
}

/// Partition figures, one line per table: rows, values and bytes per partition, and one
/// row's bytes as the target counts them.
fn partitions_text(partitions: &[PartitionEstimate], target: model_core::dialect::Target) -> Screen {
    let mut s = Screen::new();
    s.blank().line(format_args!("partition sizes (per partition; target {}):", target.name()));
    let num = |v: Option<f64>| v.map_or_else(|| "?".to_owned(), |x| format!("{x:.0}"));
    for p in partitions {
        match p.status {
            EstimateStatus::Unbounded => {
                let growth = p
                    .rows_per_day
                    .filter(|d| *d > 0.0)
                    .map(|d| format!(" (+{} rows a day)", model_core::analysis::human_number(d)))
                    .unwrap_or_default();
                s.line(format_args!("  {:<40} unbounded: grows without limit{growth}", p.table));
            }
            EstimateStatus::Unknown => {
                s.line(format_args!("  {:<40} unknown: estimates missing (see the missing-estimate notes)", p.table));
            }
            EstimateStatus::Estimated => {
                s.line(format_args!(
                    "  {:<40} rows {:>14}  values {:>14}  bytes {:>16}  row bytes {:>10.0}",
                    p.table,
                    num(p.rows),
                    num(p.values),
                    num(p.bytes),
                    p.row_bytes
                ));
            }
        }
    }
    s
}

//! `keyspace-studio check PROJECT [--json]`

use super::{load, print_stdout};
use clap::Args;
use model_core::{Diagnostic, Severity};
use serde_json::json;
use std::fmt::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The project file.
    pub project: PathBuf,
    /// Print JSON: `{"diagnostics": [{"severity", "code", "message", "table", "query", ...}]}`.
    #[arg(long)]
    pub json: bool,
}

/// Runs `check`: exit 0 without errors, 1 with errors.
pub fn run(args: &CheckArgs) -> Result<ExitCode, String> {
    let project = load(&args.project)?;
    let derivation = model_core::derive(&project);
    let diagnostics = model_core::validate::validate(&project, &derivation);
    if args.json {
        let doc = json!({ "diagnostics": diagnostics });
        let mut text = serde_json::to_string_pretty(&doc).map_err(|e| e.to_string())?;
        text.push('\n');
        print_stdout(&text);
    } else {
        print_stdout(&to_text(&diagnostics));
    }
    let errors = diagnostics.iter().any(|d| d.severity == Severity::Error);
    Ok(if errors { ExitCode::from(1) } else { ExitCode::SUCCESS })
}

fn to_text(diagnostics: &[Diagnostic]) -> String {
    let mut s = String::new();
    for d in diagnostics {
        let mut about: Vec<String> = Vec::new();
        if let Some(q) = &d.subject.query {
            about.push(q.to_string());
        }
        if let Some(t) = &d.subject.table {
            about.push(format!("table {t}"));
        }
        let about = if about.is_empty() { String::new() } else { format!(" ({})", about.join(", ")) };
        let _ = writeln!(s, "{}[{}]{about}: {}", d.severity.name(), d.code, d.message);
        if let Some(fix) = &d.fix {
            let _ = writeln!(s, "  fix: {fix}");
        }
    }
    let count = |sev: Severity| diagnostics.iter().filter(|d| d.severity == sev).count();
    let _ = writeln!(
        s,
        "{} error(s), {} warning(s), {} note(s)",
        count(Severity::Error),
        count(Severity::Warning),
        count(Severity::Info)
    );
    s
}

//! `keyspace-studio export PROJECT [-o schema.cql] [--queries queries.cql]`

use super::terminal::{Screen, eprint_line, print_stdout};
use super::write_output;
use clap::Args;
use model_core::export::{queries_cql, schema_cql};
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `export`.
#[derive(Debug, Args)]
pub struct ExportArgs {
    /// The project file.
    pub project: PathBuf,
    /// Where to write schema.cql (`-` or absent: standard output).
    #[arg(short = 'o', long = "output")]
    pub output: Option<PathBuf>,
    /// Where to write queries.cql.
    #[arg(long)]
    pub queries: Option<PathBuf>,
    /// Where to write writes.cql: per entity and relationship, the logged BATCH of INSERTs
    /// that keeps every table holding its data in step.
    #[arg(long)]
    pub writes: Option<PathBuf>,
    /// The target: schema.cql holds only what it accepts; what is left out, and why, is
    /// printed on standard error.
    #[command(flatten)]
    pub target: super::target::TargetArg,
}

/// Runs `export`.
pub fn run(args: &ExportArgs) -> Result<ExitCode, String> {
    let outputs: Vec<&std::path::Path> =
        [&args.output, &args.queries, &args.writes].into_iter().flatten().map(PathBuf::as_path).collect();
    super::refuse_output_over_input(&outputs, &args.project)?;
    super::refuse_named_twice(&outputs)?;
    let project = args.target.load(&args.project)?;
    let derivation = model_core::derive(&project);
    let schema = schema_cql(&project, &derivation.model);
    match &args.output {
        Some(path) => write_output(path, &schema.text)?,
        None => print_stdout(&Screen::document(&schema.text)),
    }
    if let Some(path) = &args.queries {
        write_output(path, &queries_cql(&project, &derivation.model))?;
    }
    if let Some(path) = &args.writes {
        write_output(path, &model_core::export::writes_cql(&project, &derivation.model))?;
    }
    for s in &schema.skipped {
        eprint_line(format_args!("keyspace-studio: {}: left out of schema.cql: {s}", args.project.display()));
    }
    Ok(ExitCode::SUCCESS)
}

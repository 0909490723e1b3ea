//! The command line: `export`, `derive`, `check`, `import`, `render`, `document`, `fmt`, `diff`, `arrange`, `target`, `prove`,
//! `grade`, `exercise`, `mcp`, `apply`, `load-sample`, `verify`. Every failure is one line on
//! stderr naming the file and the cause, with exit code 2; never a panic trace.

mod apply;
mod arrange;
pub(crate) mod check;
pub mod cluster_args;
pub(crate) mod derive_cmd;
pub(crate) mod diff;
mod document;
mod exercise;
mod export;
mod fmt;
pub(crate) mod grade;
pub(crate) mod import;
mod import_live;
mod load_sample;
mod mcp;
mod prove;
mod rehearse;
mod render;
pub(crate) mod target;
pub mod terminal;
mod verify;

use clap::{Parser, Subcommand};
use model_core::Project;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use terminal::{Screen, eprint_line};

/// Command-line arguments.
#[derive(Debug, Parser)]
#[command(name = "keyspace-studio", version, about = "Query-first Apache Cassandra data modelling (Chebotko method)")]
#[command(args_conflicts_with_subcommands = true)]
pub struct Cli {
    /// A project to open in the window.
    pub project: Option<PathBuf>,
    /// A headless subcommand.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The headless subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Write schema.cql (and optionally queries.cql) for a project.
    Export(export::ExportArgs),
    /// Print the derived logical model.
    Derive(derive_cmd::DeriveArgs),
    /// Print diagnostics; exit 0 without errors, 1 with errors, 2 when the file cannot be read.
    Check(check::CheckArgs),
    /// Import a CQL schema (.cql) or a KDM project (.xml) as a Keyspace Studio project.
    Import(import::ImportArgs),
    /// Draw a diagram (conceptual, workflow, logical, physical) as SVG or PNG.
    Render(render::RenderArgs),
    /// Write the data-model document (Markdown with SVG files beside it, or HTML).
    Document(document::DocumentArgs),
    /// Rewrite projects in canonical form (the bytes the window saves); with --check, change
    /// nothing and exit 1 naming each file that is not canonical.
    Fmt(fmt::FmtArgs),
    /// Auto-layout: the ER diagram in layers with no shapes overlapping, the workflow and
    /// Chebotko diagrams back to their automatic layout; rewrites the project (or -o OUT).
    Arrange(arrange::ArrangeArgs),
    /// Compare two models (project files, CQL schemas, or a project at a git revision with
    /// --git REV PROJECT): changes classified by Cassandra's rules, and with --cql the
    /// migration script. Exit 0 when the same, 1 when different, 2 when a side cannot be read.
    Diff(diff::DiffArgs),
    /// Print the database a project is deployed to (and every target known), or save the
    /// project with another: cassandra-4.0, cassandra-4.1, cassandra-5.0, scylladb, astra,
    /// keyspaces, dse-6.8 (`default`: none saved, Apache Cassandra 5.0).
    Target(target::TargetCmdArgs),
    /// Run the model on a real Cassandra cluster in scratch keyspaces: schema.cql statement by
    /// statement, generated data through writes.cql, every query's rows compared with what the
    /// query means. Exit 0 when all holds, 1 when a statement is refused or rows differ, 2
    /// when the cluster cannot be reached.
    Prove(prove::ProveArgs),
    /// Grade a design someone else wrote (CQL or a project) against the model, query by query:
    /// correct, different but correct, wrong or not served, with the rule and the reason. Exit
    /// 0 with full marks, 1 otherwise, 2 when a file cannot be read.
    Grade(grade::GradeArgs),
    /// Save the model as an exercise for students: the window hides the tool's tables until
    /// the student's design is checked; `grade` takes the exercise as the model.
    Exercise(exercise::ExerciseArgs),
    /// Serve the derivation, checks, explanations, import, edits and CQL export to AI
    /// assistants: a Model Context Protocol server on standard input/output.
    Mcp(mcp::McpArgs),
    /// Apply the model's schema to a live cluster after review: the changes from the live
    /// schema, the plan and the exact CQL printed, run only once confirmed (--yes for
    /// scripts); drops only with --allow-drop; rebuilds never run (written with --cql).
    Apply(apply::ApplyArgs),
    /// Write the generated sample data of the proof through the model's writes into a live
    /// cluster's keyspaces (progress and rate on stderr).
    LoadSample(load_sample::LoadSampleArgs),
    /// Run every query on the sample data load-sample wrote: rows compared with what the query
    /// means, latency p50/p99, rows per partition against the estimate.
    Verify(verify::VerifyArgs),
}

/// Runs a subcommand and returns the process exit code, on a thread with a known stack
/// ([`model_core::import::IMPORT_STACK_BYTES`], not whatever `ulimit -s` gives the main
/// thread): imports read untrusted SQL.
pub fn run(command: Command) -> ExitCode {
    let worker = std::thread::Builder::new()
        .name("keyspace-studio".to_owned())
        .stack_size(model_core::import::IMPORT_STACK_BYTES);
    match worker.spawn(move || run_here(command)).map(std::thread::JoinHandle::join) {
        Ok(Ok(code)) => code,
        // The command panicked: its message is already on stderr.
        Ok(Err(_)) => ExitCode::from(101),
        Err(e) => {
            eprint_line(format_args!("keyspace-studio: cannot start a thread: {e}"));
            ExitCode::from(2)
        }
    }
}

/// Runs a subcommand on this thread.
fn run_here(command: Command) -> ExitCode {
    let result = match command {
        Command::Export(a) => export::run(&a),
        Command::Derive(a) => derive_cmd::run(&a),
        Command::Check(a) => check::run(&a),
        Command::Import(a) => import::run(&a),
        Command::Render(a) => render::run(&a),
        Command::Document(a) => document::run(&a),
        Command::Fmt(a) => fmt::run(&a),
        Command::Diff(a) => diff::run(&a),
        Command::Arrange(a) => arrange::run(&a),
        Command::Target(a) => target::run(&a),
        Command::Prove(a) => prove::run(&a),
        Command::Grade(a) => grade::run(&a),
        Command::Exercise(a) => exercise::run(&a),
        Command::Mcp(a) => mcp::run(&a),
        Command::Apply(a) => apply::run(&a),
        Command::LoadSample(a) => load_sample::run(&a),
        Command::Verify(a) => verify::run(&a),
    };
    match result {
        Ok(code) => code,
        Err(message) => {
            eprint_line(format_args!("keyspace-studio: {}", one_line(&message)));
            ExitCode::from(2)
        }
    }
}

/// A JSON document as the `--json` options print it: pretty, with a newline at the end.
pub(crate) fn json_text(doc: &serde_json::Value) -> Result<String, String> {
    let mut text = serde_json::to_string_pretty(doc).map_err(|e| e.to_string())?;
    text.push('\n');
    Ok(text)
}

/// A failure message folded onto one line.
fn one_line(message: &str) -> String {
    message.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Loads a project; the error names the file and the cause.
fn load(path: &Path) -> Result<Project, String> {
    Project::load(path).map_err(|e| e.to_string())
}

/// Refuses, before anything is written, an output that is one of the inputs: the same file
/// by identity (device and inode), whatever the names, links or `..` that lead to it.
pub(crate) fn refuse_output_over_input(outputs: &[&Path], input: &Path) -> Result<(), String> {
    for output in outputs.iter().filter(|o| o.as_os_str() != "-") {
        if model_core::atomic_file::same_file(output, input) {
            return Err(format!(
                "{}: this is the input file {}; refusing to write over it (choose another output file)",
                output.display(),
                input.display()
            ));
        }
    }
    Ok(())
}

/// Refuses, before anything is written, one file named for two outputs of a command (the
/// same file by identity, or the same name in the same folder for files not made yet): the
/// second write would replace the first without a word. Standard output (`-`) may take
/// several.
pub(crate) fn refuse_named_twice(outputs: &[&Path]) -> Result<(), String> {
    let files: Vec<&Path> = outputs.iter().copied().filter(|o| o.as_os_str() != "-").collect();
    for (i, a) in files.iter().enumerate() {
        if let Some(b) = files[i + 1..].iter().find(|b| model_core::atomic_file::same_destination(a, b)) {
            return Err(format!(
                "{} and {}: one file named for two outputs; nothing was written (give each output a file of its own)",
                a.display(),
                b.display()
            ));
        }
    }
    Ok(())
}

/// Writes text to a file (atomically), or to stdout for `-` (through [`terminal`]).
fn write_output(path: &Path, text: &str) -> Result<(), String> {
    if path.as_os_str() == "-" {
        use std::io::Write;
        let mut out = std::io::stdout().lock();
        return out
            .write_all(Screen::document(text).as_str().as_bytes())
            .map_err(|e| format!("cannot write to standard output: {e}"));
    }
    model_core::atomic_file::write(path, text.as_bytes()).map_err(|e| cannot_write(path, &e))
}

/// Why a file could not be written (`path: cannot write: cause`), in the command line's
/// English, worded by the catalogue as the window words it.
pub(crate) fn cannot_write(path: &Path, e: &std::io::Error) -> String {
    model_core::msg!(
        "io-cannot-write",
        path = path.display().to_string(),
        cause = model_core::atomic_file::io_error_text(e)
    )
    .en()
}

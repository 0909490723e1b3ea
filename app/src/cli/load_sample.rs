//! `keyspace-studio load-sample PROJECT --cluster HOST[:PORT] [--keyspace K]... [--rows N]
//! [--seed S]`: the generated instance of the proof written through the model's writes into
//! the live keyspaces (`cluster::verify::load_sample`), a progress bar and the rate on
//! stderr. Exit 0 when every write was taken, 1 when one was refused, 2 when the project
//! cannot be read or the cluster reached.

use super::cluster_args::{ClusterArgs, KeyspaceArgs};
use super::terminal::{Screen, print_stderr, progress as progress_line, terminal_safe};
use crate::cluster::apply::model_keyspaces;
use crate::cluster::prove::Progress;
use crate::cluster::verify::{Sample, load_sample};
use clap::Args;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// Arguments of `load-sample`.
#[derive(Debug, Args)]
pub struct LoadSampleArgs {
    /// The project file.
    pub project: PathBuf,
    /// The cluster and how to reach it.
    #[command(flatten)]
    pub cluster: ClusterArgs,
    /// Where the model's keyspaces are.
    #[command(flatten)]
    pub keyspaces: KeyspaceArgs,
    /// Rows of the largest entity (default: from the model's estimates, at most a few
    /// hundred per entity). `verify` needs the same.
    #[arg(long, value_name = "N")]
    pub rows: Option<u32>,
    /// The seed of the data. `verify` needs the same.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
}

/// The sample of `project` the flags name (shared with `verify`).
pub fn sample(
    project: &model_core::Project,
    keyspaces: &KeyspaceArgs,
    rows: Option<u32>,
    seed: u64,
) -> Result<Sample, String> {
    let model = model_core::derive(project).model;
    let renamed = keyspaces.mapping(&model_keyspaces(project, &model))?;
    Ok(Sample::new(project, &renamed, rows, seed))
}

/// A progress callback drawing `step [####   ] done/total` and the rate of units per
/// second on stderr when it is a terminal.
pub fn bar(unit: &'static str) -> impl FnMut(Progress) {
    let on = std::io::stderr().is_terminal();
    let start = Instant::now();
    move |p: Progress| {
        if on {
            let width = 30usize;
            let filled = (p.done * width).checked_div(p.total).map_or(width, |f| f.min(width));
            let rate = p.done as f64 / start.elapsed().as_secs_f64().max(1e-3);
            progress_line(Some(&format_args!(
                "{:<8} [{}{}] {}/{} {unit} ({rate:.0}/s)   ",
                p.step,
                "#".repeat(filled),
                " ".repeat(width - filled),
                p.done,
                p.total
            )));
        }
    }
}

/// Runs `load-sample`.
pub fn run(args: &LoadSampleArgs) -> Result<ExitCode, String> {
    let project = super::load(&args.project)?;
    let sample = sample(&project, &args.keyspaces, args.rows, args.seed)?;
    let cluster = args.cluster.connect()?;
    let mut progress = bar("batches");
    let report = load_sample(&cluster, &project, &sample, &mut progress, &AtomicBool::new(false));
    progress_line(None);
    let mut s = Screen::new();
    let ks: Vec<String> = sample.keyspaces.values().map(|k| terminal_safe(k)).collect();
    s.line(format_args!(
        "{} rows written into {} in {:.2} s ({:.0} rows/s, {:.2} MB/s of values, {} bytes a row), seed {}, {} statements sent",
        report.rows_written,
        ks.join(", "),
        report.elapsed.as_secs_f64(),
        report.rate(),
        report.megabytes_per_second(),
        report.bytes_written.checked_div(report.rows_written).unwrap_or(0),
        args.seed,
        report.statements
    ));
    for r in &report.refused {
        s.line(format_args!(
            "  refused: {} — {}",
            terminal_safe(&r.statement.replace('\n', " ")),
            terminal_safe(&r.message)
        ));
    }
    print_stderr(&s);
    Ok(if report.refused.is_empty() { ExitCode::SUCCESS } else { ExitCode::from(1) })
}

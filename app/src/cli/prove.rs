//! `keyspace-studio prove PROJECT --cluster HOST[:PORT] [--rows N] [--seed S] [--json]`:
//! the model's CQL run on a real cluster in scratch keyspaces, and every query's rows compared
//! with what the query means (`cluster::prove`). Exit 0 when everything holds, 1 when a
//! statement is refused or a query's rows differ, 2 when the project cannot be read or the
//! cluster cannot be reached.

use super::terminal::{Screen, print_stdout, progress as progress_line, terminal_safe};
use crate::cluster::prove::{Options, Progress, prove};
use clap::Args;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;

/// Arguments of `prove`.
#[derive(Debug, Args)]
pub struct ProveArgs {
    /// The project file.
    pub project: PathBuf,
    /// The cluster and how to reach it.
    #[command(flatten)]
    pub cluster: super::cluster_args::ClusterArgs,
    /// Rows of the largest entity in the generated data (default: from the model's estimates,
    /// at most a few hundred per entity).
    #[arg(long, value_name = "N")]
    pub rows: Option<u32>,
    /// The seed of the generated data and of the parameters tried.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Parameter sets tried per query.
    #[arg(long, value_name = "N", default_value_t = 24)]
    pub parameter_sets: usize,
    /// Print one JSON object instead of the report.
    #[arg(long)]
    pub json: bool,
}

/// Runs `prove`.
pub fn run(args: &ProveArgs) -> Result<ExitCode, String> {
    let project = super::load(&args.project)?;
    let cluster = args.cluster.connect()?;
    let options = Options { rows: args.rows, seed: args.seed, parameter_sets: args.parameter_sets.max(1) };
    let bar = std::io::stderr().is_terminal() && !args.json;
    let mut progress = |p: Progress| {
        if bar {
            let width = 30usize;
            let filled = (p.done * width).checked_div(p.total).map_or(width, |f| f.min(width));
            progress_line(Some(&format_args!(
                "{:<8} [{}{}] {}/{}   ",
                p.step,
                "#".repeat(filled),
                " ".repeat(width - filled),
                p.done,
                p.total
            )));
        }
    };
    let cancel = AtomicBool::new(false);
    let report = prove(&cluster, &project, &options, &mut progress, &cancel);
    if bar {
        progress_line(None);
    }
    if args.json {
        let mut text = serde_json::to_string_pretty(&report.to_json()).map_err(|e| e.to_string())?;
        text.push('\n');
        print_stdout(&Screen::document(&text));
    } else {
        print_stdout(&Screen::document(&report.to_text(&terminal_safe)));
    }
    Ok(if report.holds() { ExitCode::SUCCESS } else { ExitCode::from(1) })
}

//! `keyspace-studio verify PROJECT --cluster HOST[:PORT] [--keyspace K]... [--rows N]
//! [--seed S] [--runs N] [--json]`: every query of the workflow run on the sample data that
//! `load-sample` wrote with the same `--rows` and `--seed` (`cluster::verify::verify`): its
//! rows compared with what it means, its latency over `--runs` executions, each table's rows
//! per partition against the estimate. Exit 0 when every query returns exactly its rows, 1
//! when one does not (or returns none), 2 when the project cannot be read or the cluster
//! reached.

use super::cluster_args::{ClusterArgs, KeyspaceArgs};
use super::load_sample::{bar, sample};
use super::terminal::{Screen, print_stdout, progress as progress_line, terminal_safe};
use crate::cluster::verify::{Verification, verify};
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;

/// Arguments of `verify`.
#[derive(Debug, Args)]
pub struct VerifyArgs {
    /// The project file.
    pub project: PathBuf,
    /// The cluster and how to reach it.
    #[command(flatten)]
    pub cluster: ClusterArgs,
    /// Where the model's keyspaces are.
    #[command(flatten)]
    pub keyspaces: KeyspaceArgs,
    /// The `--rows` `load-sample` was given.
    #[arg(long, value_name = "N")]
    pub rows: Option<u32>,
    /// The `--seed` `load-sample` was given.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Executions timed per query (p50 and p99 over them).
    #[arg(long, value_name = "N", default_value_t = 100)]
    pub runs: usize,
    /// Parameter sets whose rows are compared per query.
    #[arg(long, value_name = "N", default_value_t = 8)]
    pub parameter_sets: usize,
    /// Print one JSON object instead of the report.
    #[arg(long)]
    pub json: bool,
}

/// Runs `verify`.
pub fn run(args: &VerifyArgs) -> Result<ExitCode, String> {
    let project = super::load(&args.project)?;
    let sample = sample(&project, &args.keyspaces, args.rows, args.seed)?;
    let cluster = args.cluster.connect()?;
    let mut progress = bar("queries");
    let v = verify(&cluster, &project, &sample, args.parameter_sets, args.runs, &mut progress, &AtomicBool::new(false));
    progress_line(None);
    if args.json {
        let mut text = serde_json::to_string_pretty(&v.to_json()).map_err(|e| e.to_string())?;
        text.push('\n');
        print_stdout(&Screen::document(&text));
    } else {
        print_stdout(&to_text(&v, args.runs));
    }
    Ok(if v.holds() { ExitCode::SUCCESS } else { ExitCode::from(1) })
}

fn to_text(v: &Verification, runs: usize) -> Screen {
    let mut s = Screen::new();
    let safe = |t: &str| terminal_safe(t);
    let ks: Vec<String> =
        v.keyspaces.iter().map(|(m, l)| if m == l { safe(m) } else { format!("{} as {}", safe(m), safe(l)) }).collect();
    s.line(format_args!(
        "verify on {} (keyspaces {}), latency over {runs} runs of the first parameter set",
        v.cluster,
        ks.join(", ")
    ));
    let ms = |d: Option<std::time::Duration>| {
        d.map_or_else(|| "-".to_owned(), |d| format!("{:.2} ms", d.as_secs_f64() * 1000.0))
    };
    for q in &v.queries {
        let verdict = match (q.compared, q.proof.holds, q.rows_returned) {
            (_, _, 0) => "NO ROWS",
            (false, _, _) => "returns rows",
            (true, true, _) => "holds",
            (true, false, _) => "DIFFERS",
        };
        let table = q.proof.table.as_deref().map_or_else(|| "no table".to_owned(), safe);
        s.line(format_args!(
            "{} on {table}: {verdict}: {} rows compared over {} parameter sets, {} rows timed; p50 {}, p99 {}; own overhead {}",
            safe(&q.proof.query),
            q.proof.rows_compared,
            q.proof.parameter_sets,
            q.rows_returned,
            ms(q.p50),
            ms(q.p99),
            q.overhead_share().map_or_else(|| "-".to_owned(), |s| format!("{:.1} % of p50", s * 100.0))
        ));
        if let Some(r) = &q.proof.reason {
            s.line(format_args!("  {}", safe(r)));
        }
        for d in &q.proof.differences {
            s.line(format_args!(
                "  with {}: {} missing, {} extra{}",
                safe(&d.parameters.join(", ")),
                d.missing.len(),
                d.extra.len(),
                d.note.as_deref().map(|n| format!(" ({})", safe(n))).unwrap_or_default()
            ));
        }
    }
    if !v.partitions.is_empty() {
        s.line(format_args!("partitions (rows per partition, measured against the estimate):"));
        for p in &v.partitions {
            let est = p.estimated_rows.map_or_else(|| "-".to_owned(), |e| format!("{e:.1}"));
            let ratio = p.ratio().map_or_else(|| "-".to_owned(), |r| format!("{r:.2}"));
            s.line(format_args!(
                "  {}: {} partitions, mean {:.1}, max {}, estimated {est}, ratio {ratio}",
                safe(&p.table),
                p.partitions,
                p.mean_rows,
                p.max_rows
            ));
        }
    }
    s.line(format_args!(
        "{}",
        if v.holds() { "every query returns its rows" } else { "some query does NOT return its rows" }
    ));
    s
}

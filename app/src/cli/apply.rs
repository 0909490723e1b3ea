//! `keyspace-studio apply PROJECT --cluster HOST[:PORT] [--keyspace K]... [--dry-run] [--yes]
//! [--allow-drop] [--cql FILE] [--replication-factor N]`: the model's schema applied to a live
//! cluster after review (`cluster::apply`). The changes, the plan and the exact CQL are
//! printed first; the statements run only after confirmation (typed `yes` in a terminal, or
//! `--yes`), each reported as it ends. Exit 0 when everything planned ran (or nothing was to
//! run, or `--dry-run`), 1 when the server refused a statement, 2 when the project cannot be
//! read, the cluster reached, or no confirmation can be asked.

use super::cluster_args::{ClusterArgs, KeyspaceArgs};
use super::terminal::{Screen, print_stdout, terminal_safe};
use super::write_output;
use crate::cluster::apply::{Options, Review, apply, model_keyspaces, review};
use clap::Args;
use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `apply`.
#[derive(Debug, Args)]
pub struct ApplyArgs {
    /// The project file.
    pub project: PathBuf,
    /// The cluster and how to reach it.
    #[command(flatten)]
    pub cluster: ClusterArgs,
    /// Where the model's keyspaces go.
    #[command(flatten)]
    pub keyspaces: KeyspaceArgs,
    /// Replicas in each data centre of the cluster for every keyspace of the model (instead
    /// of the model's replication), for a cluster smaller than the one the model is for.
    #[arg(long, value_name = "N")]
    pub replication_factor: Option<u32>,
    /// Print the plan and the CQL, run nothing.
    #[arg(long)]
    pub dry_run: bool,
    /// Run without asking (for scripts).
    #[arg(long)]
    pub yes: bool,
    /// Run the drops too (columns, tables, indexes, types, keyspaces: data is lost).
    #[arg(long)]
    pub allow_drop: bool,
    /// Write the whole migration script here (the rebuild steps that never run included).
    #[arg(long, value_name = "FILE")]
    pub cql: Option<PathBuf>,
}

/// Runs `apply`.
pub fn run(args: &ApplyArgs) -> Result<ExitCode, String> {
    let project = super::load(&args.project)?;
    if let Some(out) = &args.cql {
        super::refuse_output_over_input(&[out.as_path()], &args.project)?;
    }
    let model = model_core::derive(&project).model;
    let keyspaces = args.keyspaces.mapping(&model_keyspaces(&project, &model))?;
    let cluster = args.cluster.connect()?;
    let options = Options { keyspaces, replication_factor: args.replication_factor, allow_drop: args.allow_drop };
    let review = review(&cluster, &project, &options).map_err(|e| format!("cannot read the live schema: {e}"))?;
    print_stdout(&review_text(&review));
    if let Some(out) = &args.cql {
        write_output(out, &review.script)?;
    }
    if args.dry_run || review.steps.is_empty() {
        return Ok(ExitCode::SUCCESS);
    }
    if !args.yes && !confirmed(&review)? {
        print_stdout(&Screen::document("Nothing was run.\n"));
        return Ok(ExitCode::SUCCESS);
    }
    let total = review.steps.len();
    let applied = apply(&cluster, &review, &mut |i, step, result| {
        let first = first_line(&step.cql);
        let line = match result {
            Ok(()) => format!("[{}/{total}] ran      {first}\n", i + 1),
            Err(e) => format!("[{}/{total}] REFUSED  {first}\n    {}\n", i + 1, terminal_safe(e)),
        };
        print_stdout(&Screen::document(&line));
    });
    let mut s = Screen::new();
    for (i, w) in &applied.warnings {
        s.line(format_args!("warning of statement {}: {}", i + 1, terminal_safe(w)));
    }
    match &applied.refused {
        None => {
            s.line(format_args!("applied {} statement(s) to {}", applied.ran.len(), review.cluster));
        }
        Some((i, _)) => {
            s.line(format_args!("stopped at statement {} of {total}: it did not run (the server refused it or could not be reached, as said above); nothing after it ran.", i + 1));
            if applied.ran.is_empty() {
                s.line(format_args!("nothing ran before it."));
            } else {
                s.line(format_args!("ran before it:"));
                for r in &applied.ran {
                    s.line(format_args!("  {}. {}", r + 1, terminal_safe(&first_line(&review.steps[*r].cql))));
                }
            }
            s.line(format_args!(
                "apply again once the cause is fixed: it reads the live schema anew and continues from there."
            ));
        }
    }
    print_stdout(&s);
    Ok(if applied.refused.is_some() { ExitCode::from(1) } else { ExitCode::SUCCESS })
}

/// Asks for `yes` on the terminal; without a terminal, refuses.
fn confirmed(review: &Review) -> Result<bool, String> {
    if !std::io::stdin().is_terminal() {
        return Err(
            "apply changes the cluster only when confirmed: run it in a terminal, or pass --yes (--dry-run shows the plan only); nothing was run"
                .to_owned(),
        );
    }
    let mut err = std::io::stderr().lock();
    let _ = write!(err, "Run these {} statement(s) on {}? Type yes to go on: ", review.steps.len(), review.cluster);
    let _ = err.flush();
    let mut answer = String::new();
    std::io::stdin().lock().read_line(&mut answer).map_err(|e| format!("cannot read the answer: {e}"))?;
    Ok(answer.trim().eq_ignore_ascii_case("yes"))
}

fn first_line(cql: &str) -> String {
    let one: Vec<&str> = cql.split_whitespace().collect();
    let text = one.join(" ");
    if text.chars().count() > 110 { format!("{}…", text.chars().take(110).collect::<String>()) } else { text }
}

/// The review as printed: the changes and their classes, then each statement that runs with
/// its phase, what it does and its CQL, then what does not run and why.
fn review_text(r: &Review) -> Screen {
    let mut s = Screen::new();
    let safe = |t: &str| terminal_safe(t);
    let ks: Vec<String> =
        r.keyspaces.iter().map(|(m, l)| if m == l { safe(m) } else { format!("{} as {}", safe(m), safe(l)) }).collect();
    s.line(format_args!("apply to {}: keyspaces {}", r.cluster, ks.join(", ")));
    for (m, l) in &r.keyspaces {
        let state = if r.existing.contains(l) { "exists" } else { "new" };
        s.line(format_args!("  {}: {state}", safe(if m == l { m } else { l })));
    }
    if r.diff.is_empty() {
        s.line(format_args!("the live schema is the model's: nothing to do"));
        return s;
    }
    s.line(format_args!("{} change(s) from the live schema to the model:", r.diff.changes.len()));
    for c in &r.diff.changes {
        s.line(format_args!("  [{}] {}", c.class.label().en(), safe(&c.describe().en())));
    }
    s.blank();
    if r.steps.is_empty() {
        s.line(format_args!("no statement will run"));
    } else {
        s.line(format_args!("{} statement(s) will run, in this order (each awaits schema agreement):", r.steps.len()));
    }
    for (i, st) in r.steps.iter().enumerate() {
        s.line(format_args!("{}. [{}] {}", i + 1, st.phase, safe(&st.why.en())));
        for l in st.cql.lines() {
            s.line(format_args!("     {}", safe(l)));
        }
    }
    if !r.held.is_empty() {
        s.blank();
        s.line(format_args!("{} never run here:", r.held.len()));
        for h in &r.held {
            s.line(format_args!("- {} ({})", safe(&h.why.en()), safe(&h.reason)));
            for l in h.cql.lines() {
                s.line(format_args!("     {}", safe(l)));
            }
        }
    }
    for n in &r.plan.notes {
        s.line(format_args!("note: {}", safe(&n.en())));
    }
    s
}

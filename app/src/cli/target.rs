//! Targets on the command line: `--target NAME` on `check`, `export`, `document` and
//! `derive` (deploy the project to NAME for this run, the file unchanged), and
//! `keyspace-studio target PROJECT [NAME]`, which prints the project's target and every
//! target's id, or saves the project with NAME as its target.

use super::load;
use super::terminal::{Screen, print_stdout};
use clap::Args;
use model_core::Project;
use model_core::dialect::Target;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// A target by its id or a short name (`cassandra-4.0`, `scylla`, `astra`, `keyspaces`...).
fn parse_target(text: &str) -> Result<Target, String> {
    Target::parse(text).ok_or_else(|| {
        let known: Vec<&str> = Target::ALL.iter().map(|t| t.id()).collect();
        format!("unknown target {text:?}; known targets: {}", known.join(", "))
    })
}

/// `--target NAME`, shared by the subcommands whose output depends on the target.
#[derive(Debug, Args)]
pub struct TargetArg {
    /// The database to deploy to, instead of the project's own target for this run:
    /// cassandra-4.0, cassandra-4.1, cassandra-5.0, scylladb, astra, keyspaces, dse-6.8.
    #[arg(long, value_name = "NAME", value_parser = parse_target)]
    pub target: Option<Target>,
}

impl TargetArg {
    /// Loads the project with this run's target in place of its own (when one is given).
    pub fn load(&self, path: &Path) -> Result<Project, String> {
        let mut project = load(path)?;
        if let Some(t) = self.target {
            project.physical.target = Some(t);
        }
        Ok(project)
    }
}

/// Arguments of `target`.
#[derive(Debug, Args)]
pub struct TargetCmdArgs {
    /// The project file.
    pub project: PathBuf,
    /// The target to save in the project (`default`: none saved, Apache Cassandra 5.0).
    /// Without it, print the project's target and the targets known.
    pub target: Option<String>,
}

/// Runs `target`.
pub fn run(args: &TargetCmdArgs) -> Result<ExitCode, String> {
    let mut project = load(&args.project)?;
    let Some(name) = &args.target else {
        let current = project.target();
        let mut s = Screen::new();
        s.line(format_args!("{} ({})", current.name(), current.id())).blank().line("targets:");
        for t in Target::ALL {
            let mark = if t == current { "*" } else { " " };
            s.line(format_args!("{mark} {:<14} {}", t.id(), t.name()));
        }
        print_stdout(&s);
        return Ok(ExitCode::SUCCESS);
    };
    let target = if name.eq_ignore_ascii_case("default") { None } else { Some(parse_target(name)?) };
    project
        .apply(&model_core::edit::Edit::SetTarget { target })
        .map_err(|e| format!("{}: {e}", args.project.display()))?;
    project.save(&args.project).map_err(|e| e.to_string())?;
    print_stdout(Screen::new().line(format_args!("{}: target {}", args.project.display(), project.target().name())));
    Ok(ExitCode::SUCCESS)
}

//! `keyspace-studio fmt PROJECT... [--check]`: projects in canonical form, the bytes the
//! window saves (fields in a fixed order, two-space indents, a newline at the end), keeping
//! fields this version does not know at every level. `--check` changes nothing and lists the
//! files that are not canonical, for CI (as `cargo fmt --check` and `prettier --check` do).

use super::terminal::{Screen, eprint_line, print_stdout};
use clap::Args;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Arguments of `fmt`.
#[derive(Debug, Args)]
pub struct FmtArgs {
    /// The project files.
    #[arg(required = true)]
    pub projects: Vec<PathBuf>,
    /// Change nothing: name each file that is not in canonical form and exit 1 if any is.
    #[arg(long)]
    pub check: bool,
}

/// What `fmt` found for one file.
enum Outcome {
    Canonical,
    Rewritten,
    NotCanonical,
}

/// Runs `fmt`: exit 0 when every file is (now) canonical, 1 with `--check` when one is not,
/// 2 when a file cannot be read or written (the other files are still done).
pub fn run(args: &FmtArgs) -> Result<ExitCode, String> {
    let mut failed = false;
    let mut not_canonical = false;
    for path in &args.projects {
        match one(path, args.check) {
            Ok(Outcome::Canonical) => {}
            Ok(Outcome::Rewritten) => {
                print_stdout(Screen::new().line(format_args!("{}: rewritten in canonical form", path.display())));
            }
            Ok(Outcome::NotCanonical) => {
                not_canonical = true;
                print_stdout(Screen::new().line(format_args!("{}: not in canonical form", path.display())));
            }
            Err(message) => {
                failed = true;
                eprint_line(format_args!("keyspace-studio: {}", super::one_line(&message)));
            }
        }
    }
    Ok(if failed {
        ExitCode::from(2)
    } else if not_canonical {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

fn one(path: &Path, check: bool) -> Result<Outcome, String> {
    let bytes =
        model_core::input_file::read(path).map_err(|e| format!("{}: cannot read the file: {e}", path.display()))?;
    let project = super::load(path)?;
    let canonical = project.to_json();
    if bytes == canonical.as_bytes() {
        return Ok(Outcome::Canonical);
    }
    if check {
        return Ok(Outcome::NotCanonical);
    }
    model_core::atomic_file::write(path, canonical.as_bytes()).map_err(|e| super::cannot_write(path, &e))?;
    Ok(Outcome::Rewritten)
}

//! `keyspace-studio`: with no subcommand (or a project path alone) it opens the window;
//! with a subcommand it works headless.

use clap::Parser;
use keyspace_studio::cli::{Cli, run};
use std::process::ExitCode;

/// mimalloc: the model is rebuilt on every edit from many small strings and vectors, and
/// mimalloc makes that about a quarter faster than the system allocators
/// (`docs/performance.md`; the benchmarks use it too).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Some(command) => run(command),
        None => match keyspace_studio::gui::run(cli.project) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                keyspace_studio::cli::terminal::eprint_line(format_args!(
                    "keyspace-studio: cannot open the window: {e}"
                ));
                ExitCode::from(2)
            }
        },
    }
}

//! `keyspace-studio`: with no subcommand (or a project path alone) it opens the window;
//! with a subcommand it works headless.

use clap::Parser;
use keyspace_studio::cli::{Cli, run};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Some(command) => run(command),
        None => match keyspace_studio::gui::run(cli.project) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("keyspace-studio: cannot open the window: {e}");
                ExitCode::from(2)
            }
        },
    }
}

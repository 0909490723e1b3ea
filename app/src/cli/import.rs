//! `keyspace-studio import FILE.cql|FILE.xml -o project.json`

use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `import`.
#[derive(Debug, Args)]
pub struct ImportArgs {
    /// A CQL schema (`.cql`) or a KDM project file (`.xml`).
    pub file: PathBuf,
    /// Where to write the project (`-` or absent: standard output).
    #[arg(short = 'o', long = "output")]
    pub output: Option<PathBuf>,
}

/// Runs `import`.
pub fn run(args: &ImportArgs) -> Result<ExitCode, String> {
    Err(format!("{}: import is not available in this build yet", args.file.display()))
}

//! `keyspace-studio import FILE.cql|FILE.xml -o project.json`

use super::{print_stdout, write_output};
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

/// Runs `import`: writes the project, and lists on stderr what was skipped (with line and
/// column) and the entities the tables imply.
pub fn run(args: &ImportArgs) -> Result<ExitCode, String> {
    if let Some(output) = &args.output {
        super::refuse_output_over_input(&[output], &args.file)?;
    }
    let imported = model_core::import::import_path(&args.file).map_err(|e| e.to_string())?;
    let json = imported.project.to_json();
    match &args.output {
        Some(path) => write_output(path, &json)?,
        None => print_stdout(&json),
    }
    let file = args.file.display();
    for note in &imported.notes {
        eprintln!("{file}: {note}");
    }
    for s in &imported.suggestions {
        eprintln!("{file}: suggestion: entity {} ({})", s.name, s.reason);
    }
    eprintln!(
        "{file}: imported {} table(s), {} type(s), {} query(ies); {} note(s)",
        imported.project.physical.tables.len(),
        imported.project.physical.udts.len(),
        imported.project.queries.len(),
        imported.notes.len()
    );
    Ok(ExitCode::SUCCESS)
}

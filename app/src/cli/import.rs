//! `keyspace-studio import FILE.cql|DIR|FILE.xml... [--define NAME=VALUE]... -o project.json`

use super::{print_stdout, write_output};
use clap::Args;
use std::collections::BTreeMap;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `import`.
#[derive(Debug, Args)]
pub struct ImportArgs {
    /// CQL schemas (`.cql`) imported together in the order given (as `cqlsh` would `SOURCE`
    /// them), folders (their `.cql` files in name order), or one KDM project file (`.xml`).
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// A value for a template placeholder: `--define KEYSPACE=newts` replaces `${KEYSPACE}` and
    /// `$KEYSPACE$` before parsing. Repeatable.
    #[arg(short = 'D', long = "define", value_name = "NAME=VALUE", value_parser = parse_define)]
    pub define: Vec<(String, String)>,
    /// Where to write the project (`-` or absent: standard output).
    #[arg(short = 'o', long = "output")]
    pub output: Option<PathBuf>,
}

/// `NAME=VALUE`, NAME a placeholder name (letters, digits, `_`, not starting with a digit).
fn parse_define(s: &str) -> Result<(String, String), String> {
    let (name, value) = s.split_once('=').ok_or_else(|| format!("{s:?} is not NAME=VALUE"))?;
    let valid =
        name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') && name.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_');
    if !valid {
        return Err(format!("{name:?} is not a placeholder name (letters, digits and _, not starting with a digit)"));
    }
    Ok((name.to_owned(), value.to_owned()))
}

/// Runs `import`: writes the project, and lists on stderr what was skipped (with file, line
/// and column) and the entities the tables imply.
pub fn run(args: &ImportArgs) -> Result<ExitCode, String> {
    if let Some(output) = &args.output {
        for file in model_core::import::expand_paths(&args.files).map_err(|e| e.to_string())? {
            super::refuse_output_over_input(&[output], &file)?;
        }
    }
    let defines: BTreeMap<String, String> = args.define.iter().cloned().collect();
    let imported = model_core::import::import_paths(&args.files, &defines).map_err(|e| e.to_string())?;
    let json = imported.project.to_json();
    match &args.output {
        Some(path) => write_output(path, &json)?,
        None => print_stdout(&json),
    }
    let what = match args.files.as_slice() {
        [one] => one.display().to_string(),
        _ => format!("{} paths", args.files.len()),
    };
    // One buffered writer: a minified file can give 100,000 notes, and a write per line would
    // cost more than the import.
    let mut err = std::io::BufWriter::new(std::io::stderr().lock());
    for note in &imported.notes {
        let file = if note.file.is_empty() { what.as_str() } else { note.file.as_str() };
        let _ = writeln!(err, "{file}: {note}");
    }
    for s in &imported.suggestions {
        let _ = writeln!(err, "{what}: suggestion: entity {} ({})", s.name, s.reason);
    }
    let indexes: usize = imported.project.physical.tables.iter().map(|t| t.all_indexes().len()).sum();
    let _ = writeln!(
        err,
        "{what}: imported {} table(s), {} type(s), {indexes} index(es), {} query(ies); {} note(s)",
        imported.project.physical.tables.len(),
        imported.project.physical.udts.len(),
        imported.project.queries.len(),
        imported.notes.len()
    );
    let _ = err.flush();
    Ok(ExitCode::SUCCESS)
}

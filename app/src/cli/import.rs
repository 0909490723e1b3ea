//! `keyspace-studio import FILE.cql|DIR|FILE.xml... [--define NAME=VALUE]... -o project.json`
//! `keyspace-studio import schema.sql [queries.sql|DIR]... [--dialect postgres] [--json]
//! [--reject-join TABLE.COLUMN]... [--no-inferred-relationships] -o project.json`

use super::terminal::{Screen, print_stderr, print_stdout};
use super::write_output;
use clap::Args;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `import`.
#[derive(Debug, Args)]
pub struct ImportArgs {
    /// CQL schemas (`.cql`) imported together in the order given (as `cqlsh` would `SOURCE`
    /// them), folders (their `.cql` files in name order), or one KDM project file (`.xml`).
    /// Or SQL files (`.sql`): a relational schema and the application's queries, in any
    /// order, become the ER model and the workflow.
    #[arg(required_unless_present = "live")]
    pub files: Vec<PathBuf>,
    /// Import the live schema of this cluster (`host[:port]`, from `system_schema`) instead
    /// of files: exactly as its CQL file would import. System keyspaces only when named.
    #[arg(long, value_name = "HOST[:PORT]", conflicts_with = "files")]
    pub live: Option<String>,
    /// With --live: the keyspaces to import (repeatable; absent: every one that is not a
    /// system keyspace).
    #[arg(long = "keyspace", value_name = "K", requires = "live")]
    pub keyspace: Vec<String>,
    /// With --live: how to reach the cluster.
    #[command(flatten)]
    pub access: super::cluster_args::AccessArgs,
    /// The SQL dialect of `.sql` files: postgres, mysql, sqlite, mssql or generic (guessed
    /// from the files when absent, and the guess said).
    #[arg(long, value_name = "DIALECT", value_parser = parse_dialect)]
    pub dialect: Option<model_core::import::sql::Dialect>,
    /// Of `.sql` files: print the import report (per table, query and write: mapped,
    /// changed, dropped) as JSON on standard output; the project then needs `-o`.
    #[arg(long)]
    pub json: bool,
    /// Of `.sql` files: leave out the relationship inferred from the queries' joins for the
    /// referring table and columns `TABLE.COLUMN` (`signon.userid`; `+` between the columns of
    /// a composite key), as the import report names it. Repeatable.
    #[arg(long = "reject-join", value_name = "TABLE.COLUMN")]
    pub reject_join: Vec<String>,
    /// Of `.sql` files: infer no relationship from the queries' joins; only declared foreign
    /// keys relate tables.
    #[arg(long)]
    pub no_inferred_relationships: bool,
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
    let valid = name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && name.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_');
    if !valid {
        return Err(format!("{name:?} is not a placeholder name (letters, digits and _, not starting with a digit)"));
    }
    Ok((name.to_owned(), value.to_owned()))
}

/// A `--dialect` value.
fn parse_dialect(s: &str) -> Result<model_core::import::sql::Dialect, String> {
    model_core::import::sql::Dialect::from_name(s).ok_or_else(|| {
        let names: Vec<&str> = model_core::import::sql::Dialect::ALL.iter().map(|d| d.name()).collect();
        format!("{s:?} is not a dialect ({})", names.join(", "))
    })
}

/// Runs `import`: writes the project, and lists on stderr what was skipped (with file, line
/// and column) and the entities the tables imply; for SQL files, the import report.
pub fn run(args: &ImportArgs) -> Result<ExitCode, String> {
    if let Some(hosts) = &args.live {
        return super::import_live::run(args, hosts);
    }
    let files = model_core::import::expand_paths(&args.files).map_err(|e| e.to_string())?;
    if let Some(output) = &args.output {
        for file in &files {
            super::refuse_output_over_input(&[output], file)?;
        }
    }
    if model_core::import::is_sql(&files) {
        return run_sql(args);
    }
    if args.dialect.is_some() || args.json || !args.reject_join.is_empty() || args.no_inferred_relationships {
        return Err(
            "--dialect, --json, --reject-join and --no-inferred-relationships are for SQL files (.sql)".to_owned()
        );
    }
    let defines: BTreeMap<String, String> = args.define.iter().cloned().collect();
    let imported = model_core::import::import_paths(&args.files, &defines).map_err(|e| e.to_string())?;
    let what = match args.files.as_slice() {
        [one] => one.display().to_string(),
        _ => format!("{} paths", args.files.len()),
    };
    write_and_report(&imported, args.output.as_deref(), &what)
}

/// Writes an imported CQL schema's project (to `output`, or standard output) and its report
/// on stderr: each note with its file, the entities suggested, the summary (`import --live`
/// reports the same way).
pub(super) fn write_and_report(
    imported: &model_core::import::Imported,
    output: Option<&std::path::Path>,
    what: &str,
) -> Result<ExitCode, String> {
    let json = imported.project.to_json();
    match output {
        Some(path) => write_output(path, &json)?,
        None => print_stdout(&Screen::document(&json)),
    }
    // One write: a minified file can give 100,000 notes, and a write per line would cost more
    // than the import.
    let mut err = Screen::new();
    for note in &imported.notes {
        let file = if note.file.is_empty() { what } else { note.file.as_str() };
        err.line(format_args!("{file}: {note}"));
    }
    for s in &imported.suggestions {
        err.line(format_args!("{what}: suggestion: entity {} ({})", s.name, s.reason));
    }
    let indexes: usize = imported.project.physical.tables.iter().map(|t| t.all_indexes().len()).sum();
    let summary = model_core::msg!(
        "import-summary",
        what = what,
        tables = imported.project.physical.tables.len(),
        types = imported.project.physical.udts.len(),
        indexes = indexes,
        queries = imported.project.queries.len(),
        notes = imported.notes.len()
    );
    err.line(format_args!("{}", summary.en()));
    print_stderr(&err);
    Ok(ExitCode::SUCCESS)
}

/// `import` of SQL files: the project, then the report (on stderr, or as JSON on stdout).
fn run_sql(args: &ImportArgs) -> Result<ExitCode, String> {
    if !args.define.is_empty() {
        return Err("--define is for CQL templates, not SQL files".to_owned());
    }
    let output = args.output.as_ref().filter(|o| o.as_os_str() != "-");
    if args.json && output.is_none() {
        return Err("--json writes the report on standard output: give the project a file with -o".to_owned());
    }
    let joins = model_core::import::sql::JoinInference {
        off: args.no_inferred_relationships,
        rejected: args.reject_join.iter().cloned().collect(),
    };
    let options = model_core::import::sql::SqlOptions { dialect: args.dialect, joins };
    let sql = model_core::import::import_sql_paths_with(&args.files, &options).map_err(|e| e.to_string())?;
    let json = sql.imported.project.to_json();
    match &args.output {
        Some(path) => write_output(path, &json)?,
        None => print_stdout(&Screen::document(&json)),
    }
    if args.json {
        let text = super::json_text(&sql_report(&sql))?;
        print_stdout(&Screen::document(&text));
        return Ok(ExitCode::SUCCESS);
    }
    let mut err = Screen::new();
    for e in &sql.report {
        let file = if e.file.is_empty() {
            args.files.first().map(|f| f.display().to_string()).unwrap_or_default()
        } else {
            e.file.clone()
        };
        err.line(format_args!("{file}:{}: {}", e.line, e.subject.label()));
        for (word, texts) in [("mapped", &e.became), ("changed", &e.changed), ("dropped", &e.dropped)] {
            for t in texts {
                err.line(format_args!("    {word}: {}", t.en()));
            }
        }
    }
    let p = &sql.imported.project;
    err.line(format_args!(
        "imported {} entity(ies), {} relationship(s), {} query(ies) as {} SQL{}; {} note(s)",
        p.entities.len(),
        p.relationships.len(),
        p.queries.len(),
        sql.dialect.title(),
        if sql.guessed { " (guessed)" } else { "" },
        sql.imported.notes.len()
    ));
    print_stderr(&err);
    Ok(ExitCode::SUCCESS)
}

/// The report of a relational import as `import --json` prints it: the dialect, the counts,
/// the relationships inferred from joins and, per table, query and write, what it became.
pub(crate) fn sql_report(sql: &model_core::import::sql::SqlImported) -> serde_json::Value {
    let lang = model_core::text::Lang::En;
    serde_json::json!({
        "dialect": sql.dialect.name(),
        "dialect_guessed": sql.guessed,
        "entities": sql.imported.project.entities.len(),
        "relationships": sql.imported.project.relationships.len(),
        "queries": sql.imported.project.queries.len(),
        "inferred_relationships": sql.imported.inferred.iter().map(|i| serde_json::json!({
            "id": i.id,
            "relationship": i.name,
            "note": i.message.get(lang),
        })).collect::<Vec<_>>(),
        "report": sql.report.iter().map(|e| e.to_json(lang)).collect::<Vec<_>>(),
    })
}

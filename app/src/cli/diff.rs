//! `keyspace-studio diff OLD NEW [--json] [--cql migrate.cql] [--allow-drop]` and
//! `keyspace-studio diff --git REV PROJECT [...]`: the changes between two models, classified
//! by Cassandra's rules, and the migration script. Exit 0 when they are the same, 1 when they
//! differ, 2 when a side cannot be read.

use super::{print_stdout, write_output};
use clap::Args;
use model_core::Project;
use model_core::diff::{Class, Diff, Plan, ScriptOptions, Side};
use model_core::text::Lang;
use serde_json::json;
use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Arguments of `diff`.
#[derive(Debug, Args)]
pub struct DiffArgs {
    /// OLD and NEW, each a project file (`.json`) or a CQL schema (`.cql`, a DESCRIBE output);
    /// with `--git REV`, only the project, compared as committed at REV with its working copy.
    #[arg(required = true, num_args = 1..=2, value_name = "OLD NEW | PROJECT")]
    pub files: Vec<PathBuf>,
    /// Compare PROJECT as committed at this git revision (`HEAD`, `HEAD~1`, a tag...) with the
    /// file as it is now.
    #[arg(long, value_name = "REV")]
    pub git: Option<String>,
    /// Print JSON: `{"old", "new", "model_compared", "summary", "changes": [{"kind", "class",
    /// "noun", "keyspace", "table", "message", ...}], "plan"}`.
    #[arg(long)]
    pub json: bool,
    /// Write the migration script (`migrate.cql`) here (`-`: standard output).
    #[arg(long, value_name = "FILE")]
    pub cql: Option<PathBuf>,
    /// Write drops (columns, tables, indexes, types, keyspaces: data is lost) as statements in
    /// the script instead of commenting them out.
    #[arg(long)]
    pub allow_drop: bool,
}

/// One side: what it is called in messages, and its project (also File ▸ Compare with… in the
/// window).
pub(crate) struct Loaded {
    /// The file, or `file@REV`.
    pub(crate) label: String,
    /// The project, or the schema imported as one.
    pub(crate) project: Project,
}

/// Runs `diff`.
pub fn run(args: &DiffArgs) -> Result<ExitCode, String> {
    let (old, new) = match (&args.git, args.files.as_slice()) {
        (Some(rev), [project]) => (at_revision(rev, project)?, load_side(project)?),
        (Some(_), _) => return Err("diff --git REV PROJECT takes one project file, compared with itself at REV".to_owned()),
        (None, [old, new]) => (load_side(old)?, load_side(new)?),
        (None, _) => return Err("diff takes two files, OLD and NEW (or --git REV PROJECT)".to_owned()),
    };
    if let Some(out) = &args.cql {
        for input in &args.files {
            super::refuse_output_over_input(&[out.as_path()], input)?;
        }
    }
    let old_model = model_core::derive(&old.project).model;
    let new_model = model_core::derive(&new.project).model;
    let old_side = Side { project: &old.project, model: &old_model };
    let new_side = Side { project: &new.project, model: &new_model };
    let diff = model_core::diff::compare(old_side, new_side);
    let plan = model_core::diff::plan(&diff, &old_side, &new_side);
    if args.json {
        let mut text = serde_json::to_string_pretty(&to_json(&old, &new, &diff, &plan)).map_err(|e| e.to_string())?;
        text.push('\n');
        print_stdout(&text);
    } else {
        print_stdout(&to_text(&old, &new, &diff, &plan));
    }
    if let Some(out) = &args.cql {
        let options = ScriptOptions { allow_drop: args.allow_drop, old_label: old.label.clone(), new_label: new.label.clone() };
        write_output(out, &model_core::diff::script(&diff, &plan, &options))?;
    }
    Ok(if diff.is_empty() { ExitCode::SUCCESS } else { ExitCode::from(1) })
}

/// A project file, or a CQL (or KDM) schema imported as a project.
pub(crate) fn load_side(path: &Path) -> Result<Loaded, String> {
    let is_project = path.extension().is_some_and(|e| e.eq_ignore_ascii_case("json"));
    let project = if is_project { super::load(path)? } else { model_core::import::import_path(path).map_err(|e| e.to_string())?.project };
    Ok(Loaded { label: path.display().to_string(), project })
}

/// The project file as committed at `rev`: `git show REV:./FILE`, run in the file's folder.
pub(crate) fn at_revision(rev: &str, path: &Path) -> Result<Loaded, String> {
    if rev.is_empty() || rev.starts_with('-') || rev.contains(':') {
        return Err(format!("{rev:?} is not a git revision"));
    }
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let file = path.file_name().ok_or_else(|| format!("{}: not a file", path.display()))?;
    let spec = format!("{rev}:./{}", file.to_string_lossy());
    let output =
        std::process::Command::new("git").arg("-C").arg(dir).args(["show", "--no-textconv", &spec]).output().map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => "git is not installed or not on the PATH: diff --git needs it".to_owned(),
            _ => format!("cannot run git: {e}"),
        })?;
    let label = format!("{}@{rev}", path.display());
    if !output.status.success() {
        let err = String::from_utf8_lossy(&output.stderr);
        let first = err.lines().find(|l| !l.trim().is_empty()).unwrap_or("git show failed");
        return Err(format!("{label}: cannot read the file at revision {rev}: {}", first.trim()));
    }
    let text = String::from_utf8(output.stdout).map_err(|_| format!("{label}: not UTF-8 text"))?;
    let is_project = path.extension().is_some_and(|e| e.eq_ignore_ascii_case("json"));
    let project = if is_project {
        Project::from_json(&text, Path::new(&label)).map_err(|e| e.to_string())?
    } else {
        model_core::import::import_cql_str(&text).project
    };
    Ok(Loaded { label, project })
}

fn summary(diff: &Diff) -> String {
    let parts: Vec<String> = [Class::InPlace, Class::WithCare, Class::Impossible, Class::ModelOnly]
        .into_iter()
        .map(|c| format!("{} {}", diff.count(c), c.label().en()))
        .collect();
    format!("{} change(s): {}", diff.changes.len(), parts.join(", "))
}

fn to_text(old: &Loaded, new: &Loaded, diff: &Diff, plan: &Plan) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{} -> {}", old.label, new.label);
    if diff.is_empty() {
        let _ = writeln!(s, "no change");
        return s;
    }
    let _ = writeln!(s, "{}", summary(diff));
    if !diff.model_compared {
        let _ = writeln!(s, "(one side is a schema without a conceptual model: only the schemas are compared)");
    }
    for c in &diff.changes {
        let _ = writeln!(s, "  [{}] {}", c.class.label().en(), c.describe().en());
    }
    for r in &plan.rebuilds {
        let _ = writeln!(
            s,
            "rebuild {}.{} -> {}.{}: create the new table, dual write, backfill, switch reads, drop the old table",
            r.keyspace, r.old_table, r.new_keyspace, r.new_table
        );
    }
    for o in &plan.offers {
        let _ = writeln!(s, "lighter alternative: {} could read {}.{} through SAI indexes instead of {}", o.query, o.keyspace, o.table, o.new_table);
    }
    for n in &plan.notes {
        let _ = writeln!(s, "note: {}", n.get(Lang::En));
    }
    s
}

fn to_json(old: &Loaded, new: &Loaded, diff: &Diff, plan: &Plan) -> serde_json::Value {
    let changes: Vec<serde_json::Value> = diff
        .changes
        .iter()
        .map(|c| {
            let mut v = serde_json::to_value(c).unwrap_or_default();
            if let Some(o) = v.as_object_mut() {
                o.insert("noun".to_owned(), json!(c.noun()));
                o.insert("message".to_owned(), json!(c.describe().en()));
            }
            v
        })
        .collect();
    let summary: serde_json::Map<String, serde_json::Value> = Class::ALL.iter().map(|c| (c.code().to_owned(), json!(diff.count(*c)))).collect();
    json!({
        "old": old.label,
        "new": new.label,
        "model_compared": diff.model_compared,
        "summary": summary,
        "changes": changes,
        "plan": plan,
    })
}

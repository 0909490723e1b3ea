//! `keyspace-studio diff OLD NEW [--json] [--cql migrate.cql] [--allow-drop]` and
//! `keyspace-studio diff --git REV PROJECT [...]`: the changes between two models, classified
//! by Cassandra's rules, and the migration script. With `--rehearse HOST[:PORT]`, the
//! migration is also run on a cluster, on the old model's data in scratch keyspaces, and
//! every row checked ([`super::rehearse`]). Exit 0 when they are the same, 1 when they
//! differ, 2 when a side cannot be read or the cluster reached, 3 when the rehearsal finds a
//! statement refused or a row not where the plan says.

use super::terminal::{Screen, print_stdout};
use super::write_output;
use clap::Args;
use model_core::diff::{Class, Diff, Loaded, Plan, ScriptOptions, Side, at_revision, load_pair, load_side};
use model_core::text::Lang;
use serde_json::json;
use std::path::PathBuf;
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
    /// Rehearse the migration on this cluster (`host` or `host:port`): OLD's schema and
    /// generated data in scratch keyspaces, the plan run (drops only with --allow-drop),
    /// every row checked, the scratch keyspaces dropped. Both sides must be project files.
    #[arg(long, value_name = "HOST[:PORT]")]
    pub rehearse: Option<String>,
    /// With --rehearse: rows of the largest entity of OLD's generated data.
    #[arg(long, value_name = "N", requires = "rehearse")]
    pub rows: Option<u32>,
    /// With --rehearse: the seed of the generated data.
    #[arg(long, value_name = "S", default_value_t = 1, requires = "rehearse")]
    pub seed: u64,
    /// With --rehearse: how to reach the cluster.
    #[command(flatten)]
    pub access: super::cluster_args::AccessArgs,
}

/// Runs `diff`.
pub fn run(args: &DiffArgs) -> Result<ExitCode, String> {
    let (old, new) = match (&args.git, args.files.as_slice()) {
        (Some(rev), [project]) => (side(at_revision(rev, project))?, side(load_side(project))?),
        (Some(_), _) => {
            return Err("diff --git REV PROJECT takes one project file, compared with itself at REV".to_owned());
        }
        (None, [old, new]) => side(load_pair(old, new))?,
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
    let rehearsal = match &args.rehearse {
        Some(cluster) => Some(super::rehearse::run(cluster, &old, &new, args)?),
        None => None,
    };
    if args.json {
        let mut value = to_json(&old, &new, &diff, &plan);
        if let (Some(r), Some(o)) = (&rehearsal, value.as_object_mut()) {
            o.insert("rehearsal".to_owned(), serde_json::to_value(r).map_err(|e| e.to_string())?);
        }
        let mut text = serde_json::to_string_pretty(&value).map_err(|e| e.to_string())?;
        text.push('\n');
        print_stdout(&Screen::document(&text));
    } else {
        let mut screen = to_text(&old, &new, &diff, &plan);
        if let Some(r) = &rehearsal {
            super::rehearse::to_text(r, &mut screen);
        }
        print_stdout(&screen);
    }
    if let Some(out) = &args.cql {
        let options =
            ScriptOptions { allow_drop: args.allow_drop, old_label: old.label.clone(), new_label: new.label.clone() };
        write_output(out, &model_core::diff::script(&diff, &plan, &options))?;
    }
    Ok(match rehearsal {
        Some(r) if !r.holds() => ExitCode::from(3),
        _ if diff.is_empty() => ExitCode::SUCCESS,
        _ => ExitCode::from(1),
    })
}

/// A side read by model-core, its error worded in English (the command line's language).
fn side<T>(read: Result<T, model_core::diff::SideError>) -> Result<T, String> {
    read.map_err(|e| e.message_in(Lang::En))
}

fn summary(diff: &Diff) -> String {
    let parts: Vec<String> = [Class::InPlace, Class::WithCare, Class::Impossible, Class::ModelOnly]
        .into_iter()
        .map(|c| format!("{} {}", diff.count(c), c.label().en()))
        .collect();
    format!("{}: {}", model_core::msg!("diff-change-count", count = diff.changes.len()).en(), parts.join(", "))
}

fn to_text(old: &Loaded, new: &Loaded, diff: &Diff, plan: &Plan) -> Screen {
    let mut s = Screen::new();
    s.line(format_args!("{} -> {}", old.label, new.label));
    if diff.is_empty() {
        s.line(format_args!("no change"));
        return s;
    }
    s.line(format_args!("{}", summary(diff)));
    if !diff.model_compared {
        s.line(format_args!("(one side is a schema without a conceptual model: only the schemas are compared)"));
    }
    for c in &diff.changes {
        s.line(format_args!("  [{}] {}", c.class.label().en(), c.describe().en()));
    }
    for r in &plan.rebuilds {
        s.line(format_args!(
            "rebuild {}.{} -> {}.{}: create the new table, dual write, backfill, switch reads, drop the old table",
            r.keyspace, r.old_table, r.new_keyspace, r.new_table
        ));
    }
    for o in &plan.offers {
        s.line(format_args!(
            "lighter alternative: {} could read {}.{} through SAI indexes instead of {}",
            o.query, o.keyspace, o.table, o.new_table
        ));
    }
    for n in &plan.notes {
        s.line(format_args!("note: {}", n.get(Lang::En)));
    }
    s
}

/// One change as `diff --json` lists it: its fields, its noun and its message.
pub(crate) fn change_json(c: &model_core::diff::Change) -> serde_json::Value {
    let mut v = serde_json::to_value(c).unwrap_or_default();
    if let Some(o) = v.as_object_mut() {
        o.insert("noun".to_owned(), json!(c.noun()));
        o.insert("message".to_owned(), json!(c.describe().en()));
    }
    v
}

fn to_json(old: &Loaded, new: &Loaded, diff: &Diff, plan: &Plan) -> serde_json::Value {
    let changes: Vec<serde_json::Value> = diff.changes.iter().map(change_json).collect();
    let summary: serde_json::Map<String, serde_json::Value> =
        Class::ALL.iter().map(|c| (c.code().to_owned(), json!(diff.count(*c)))).collect();
    json!({
        "old": old.label,
        "new": new.label,
        "model_compared": diff.model_compared,
        "summary": summary,
        "changes": changes,
        "plan": plan,
    })
}

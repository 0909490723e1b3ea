//! `diff OLD NEW --rehearse HOST[:PORT]`: the migration run on a cluster, on the old model's
//! data in scratch keyspaces (`cluster::rehearsal`), and its report on the terminal.

use super::diff::DiffArgs;
use super::terminal::Screen;
use crate::cluster::rehearsal::{Options, Rehearsal, rehearse};
use model_core::diff::Loaded;

/// Connects and rehearses. Both sides must have a conceptual model (data is generated from
/// the old one's).
pub fn run(cluster: &str, old: &Loaded, new: &Loaded, args: &DiffArgs) -> Result<Rehearsal, String> {
    let has_model = |l: &Loaded| !l.project.entities.is_empty();
    if !has_model(old) || !has_model(new) {
        return Err(
            "diff --rehearse needs two project files with an ER model: the old one's data is generated from it"
                .to_owned(),
        );
    }
    let cluster = args.access.connect(cluster)?;
    let options = Options { rows: args.rows, seed: args.seed, allow_drop: args.allow_drop };
    Ok(rehearse(&cluster, &old.project, &new.project, &options))
}

/// The rehearsal's lines after the diff's.
pub fn to_text(r: &Rehearsal, s: &mut Screen) {
    s.blank();
    let keyspaces: Vec<String> = r.keyspaces.iter().map(|(a, b)| format!("{a} as {b}")).collect();
    s.line(format_args!(
        "rehearsal on {} (scratch keyspaces {}, dropped after): {} rows loaded",
        r.cluster,
        keyspaces.join(", "),
        r.rows_loaded
    ));
    for x in &r.refused {
        s.line(format_args!("  refused ({}:{}): {} — {}", x.file, x.line, x.statement.replace('\n', " "), x.message));
    }
    for st in &r.steps {
        let first = st.cql.lines().find(|l| !l.trim_start().starts_with("--")).unwrap_or_default();
        match (&st.refused, &st.not_run) {
            (Some(e), _) => s.line(format_args!("  REFUSED  {first} — {e}")),
            (None, Some(why)) => s.line(format_args!("  not run  {first} — {why}")),
            (None, None) => s.line(format_args!("  ran      {first}")),
        };
    }
    for t in &r.tables {
        let mark = if t.holds { "holds" } else { "DIFFERS" };
        let copied = if t.backfilled > 0 { format!(", {} backfilled", t.backfilled) } else { String::new() };
        s.line(format_args!(
            "  {mark}  {}: {}, {} rows before, {} after{copied}",
            t.table, t.fate, t.rows_before, t.rows_after
        ));
        for p in t.problems.iter().chain(&t.notes) {
            s.line(format_args!("      {p}"));
        }
    }
    if !r.manual.is_empty() {
        s.line(format_args!("left to the application or the operator (never run here):"));
        for m in &r.manual {
            s.line(format_args!("  - {m}"));
        }
    }
    let verdict =
        if r.holds() { "every row is where the plan says" } else { "the migration did not do what the plan says" };
    s.line(format_args!("rehearsal: {verdict}"));
}

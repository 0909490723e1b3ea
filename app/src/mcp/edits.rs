//! The `edit` tool: the project's own [`Edit`]s, read from JSON and applied by
//! [`Project::apply`] as the window applies them (each validated, the whole list all or
//! nothing), then what changed in the derived tables, by the comparison `diff` makes.

use super::args::EditArgs;
use super::paths::Allowed;
use super::tools::{Reply, project, project_value, refused};
use model_core::Project;
use model_core::diff::{Noun, Side};
use model_core::edit::Edit;
use rmcp::model::ErrorData;
use serde_json::json;

/// Runs `edit`.
pub fn run(args: &EditArgs, allowed: &Allowed) -> Result<Reply, ErrorData> {
    let before = if args.path.is_none() && args.project.is_none() {
        let mut p = Project::default();
        if let Some(t) = &args.target {
            p = project(
                super::args::Source { path: None, project: Some(&project_value(&p)), target: Some(t) },
                allowed,
            )?;
        }
        p
    } else {
        project(args.source(), allowed)?
    };
    let edits = read(&args.edits)?;
    let save = match &args.save {
        Some(path) => Some(allowed.write(path, args.overwrite).map_err(refused)?),
        None => None,
    };
    let mut after = before.clone();
    for (i, edit) in edits.iter().enumerate() {
        after.apply(edit).map_err(|e| {
            refused(format!("edits[{i}] ({}): refused: {e}; no edit was applied", name(&args.edits[i])))
        })?;
    }
    let old = model_core::derive(&before).model;
    let new = model_core::derive(&after).model;
    let diff = model_core::diff::compare(Side { project: &before, model: &old }, Side { project: &after, model: &new });
    let schema_nouns =
        [Noun::Keyspace, Noun::Type, Noun::Table, Noun::View, Noun::Column, Noun::Key, Noun::Option, Noun::Index];
    let changes: Vec<serde_json::Value> =
        diff.changes.iter().filter(|c| schema_nouns.contains(&c.noun())).map(crate::cli::diff::change_json).collect();
    let json = after.to_json();
    if let Some(path) = &save {
        allowed.save(path, json.as_bytes()).map_err(refused)?;
    }
    let tables: Vec<&str> = new.tables.iter().map(|t| t.name.as_str()).collect();
    let summary = format!(
        "{} edit(s) applied; {} change(s) to the derived tables; tables now: {}{}",
        edits.len(),
        changes.len(),
        if tables.is_empty() { "none".to_owned() } else { tables.join(", ") },
        save.as_ref().map(|s| format!("; saved {}", s.display())).unwrap_or_default()
    );
    let structured = json!({
        "project": project_value(&after),
        "applied": edits.len(),
        "table_changes": changes,
        "tables": tables,
        "saved": save.map(|s| s.display().to_string()),
    });
    Ok(Reply { summary, structured, document: Some(json) })
}

/// The edits, each read by its own name; the first that does not read is refused with
/// serde's words (the unknown edit or field, the type expected).
fn read(values: &[serde_json::Value]) -> Result<Vec<Edit>, ErrorData> {
    if values.is_empty() {
        return Err(refused(
            "\"edits\" is empty: give at least one edit, e.g. {\"rename_project\": {\"name\": \"Hotel\"}}",
        ));
    }
    values
        .iter()
        .enumerate()
        .map(|(i, v)| {
            serde_json::from_value::<Edit>(v.clone()).map_err(|e| refused(format!("edits[{i}] ({}): {e}", name(v))))
        })
        .collect()
}

/// The edit's name as written (its one key).
fn name(value: &serde_json::Value) -> String {
    match value {
        serde_json::Value::Object(o) if o.len() == 1 => o.keys().next().cloned().unwrap_or_default(),
        serde_json::Value::String(s) => s.clone(),
        _ => "not an edit: an object with one key, the edit's name".to_owned(),
    }
}

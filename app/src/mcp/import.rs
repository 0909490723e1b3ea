//! The `import` tool: files (as `keyspace-studio import` reads them, each inside the allowed
//! folders), CQL text, or SQL files as text; the project and the import report.

use super::args::ImportArgs;
use super::paths::Allowed;
use super::tools::{Reply, project_value, refused};
use model_core::import::{Imported, sql};
use rmcp::model::ErrorData;
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::path::PathBuf;

/// Runs `import`.
pub fn run(args: &ImportArgs, allowed: &Allowed) -> Result<Reply, ErrorData> {
    let given =
        usize::from(!args.files.is_empty()) + usize::from(args.cql.is_some()) + usize::from(!args.sql.is_empty());
    if given != 1 {
        return Err(refused(
            "give one of \"files\" (paths), \"cql\" (a CQL schema as text) or \"sql\" (SQL files as text)",
        ));
    }
    let dialect = match &args.dialect {
        Some(name) => Some(sql::Dialect::from_name(name).ok_or_else(|| {
            let names: Vec<&str> = sql::Dialect::ALL.iter().map(|d| d.name()).collect();
            refused(format!("{name:?} is not a dialect ({})", names.join(", ")))
        })?),
        None => None,
    };
    let name = args.name.as_deref().unwrap_or("Imported");
    let (imported, report) = if let Some(cql) = &args.cql {
        (model_core::import::cql::import_named(cql, name), None)
    } else if !args.sql.is_empty() {
        let files: Vec<sql::SqlFile<'_>> =
            args.sql.iter().map(|f| sql::SqlFile { name: &f.name, text: &f.text }).collect();
        let options = sql::SqlOptions { dialect, ..sql::SqlOptions::default() };
        let out = sql::import_files_with(&files, name, &options);
        let report = crate::cli::import::sql_report(&out);
        (out.imported, Some(report))
    } else {
        from_files(&args.files, dialect, allowed)?
    };
    let save = match &args.save {
        Some(path) => Some(allowed.write(path, args.overwrite).map_err(refused)?),
        None => None,
    };
    let json = imported.project.to_json();
    if let Some(path) = &save {
        allowed.save(path, json.as_bytes()).map_err(refused)?;
    }
    let p = &imported.project;
    let summary = format!(
        "imported {} entity(ies), {} relationship(s), {} query(ies), {} table(s); {} note(s){}",
        p.entities.len(),
        p.relationships.len(),
        p.queries.len(),
        p.physical.tables.len(),
        imported.notes.len(),
        save.as_ref().map(|s| format!("; saved {}", s.display())).unwrap_or_default()
    );
    let structured = json!({
        "project": project_value(p),
        "notes": imported.notes.iter().map(|n| json!({ "file": n.file, "line": n.line, "column": n.column, "note": n.to_string() })).collect::<Vec<_>>(),
        "suggestions": imported.suggestions.iter().map(|s| json!({ "entity": s.name, "reason": s.reason.en() })).collect::<Vec<_>>(),
        "report": report.unwrap_or(Value::Null),
        "saved": save.map(|s| s.display().to_string()),
    });
    Ok(Reply { summary, structured, document: Some(json) })
}

/// Files and folders, each inside the allowed folders (and every file a folder stands for),
/// imported as the command imports them.
fn from_files(
    files: &[String],
    dialect: Option<sql::Dialect>,
    allowed: &Allowed,
) -> Result<(Imported, Option<Value>), ErrorData> {
    let mut paths: Vec<PathBuf> = Vec::new();
    for f in files {
        paths.push(allowed.read(f).map_err(refused)?);
    }
    let expanded = model_core::import::expand_paths(&paths).map_err(|e| refused(e.to_string()))?;
    for file in &expanded {
        allowed.read(&file.display().to_string()).map_err(refused)?;
    }
    if model_core::import::is_sql(&expanded) {
        let options = sql::SqlOptions { dialect, ..sql::SqlOptions::default() };
        let out = model_core::import::import_sql_paths_with(&paths, &options).map_err(|e| refused(e.to_string()))?;
        let report = crate::cli::import::sql_report(&out);
        return Ok((out.imported, Some(report)));
    }
    if dialect.is_some() {
        return Err(refused("\"dialect\" is for SQL files (.sql)"));
    }
    let imported = model_core::import::import_paths(&paths, &BTreeMap::new()).map_err(|e| refused(e.to_string()))?;
    Ok((imported, None))
}

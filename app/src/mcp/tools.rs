//! The tools: their list (name, description, input schema) and what each does. Every tool
//! that overlaps a command calls the function the command calls, so its result is the
//! command's: `derive` is `derive --json --tradeoffs`, `check` is `check --json`, `export_cql`
//! is `export`, `import` is `import` (and `import --json` for SQL).

use super::args::{CheckArgs, DeriveArgs, ExplainArgs, ExportArgs, Source};
use super::paths::Allowed;
use crate::cli;
use model_core::Project;
use model_core::analysis::AnalysisSettings;
use model_core::dialect::Target;
use rmcp::model::{ErrorData, JsonObject, Tool, ToolAnnotations};
use rmcp::schemars::JsonSchema;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};
use std::path::Path;
use std::sync::Arc;

/// What a tool gives back: a short text for the assistant, the structured result, and the
/// document the command would print (the same bytes), when there is one.
#[derive(Debug)]
pub struct Reply {
    /// One or two sentences.
    pub summary: String,
    /// The structured result.
    pub structured: Value,
    /// The command's document (`derive --json`, `check --json`, schema.cql, the project file).
    pub document: Option<String>,
}

/// A refused call, said as a protocol error (invalid parameters).
pub fn refused(message: impl Into<String>) -> ErrorData {
    ErrorData::invalid_params(message.into(), None)
}

/// Every tool the server offers (`prove` only with a cluster).
pub fn list(with_cluster: bool) -> Vec<Tool> {
    let read_only = || ToolAnnotations::new().read_only(true);
    let mut tools = vec![
        tool::<DeriveArgs>(
            "derive",
            "Derive the logical model of a Cassandra data model by the Chebotko method (query-first): every table with its \
             columns (K partition key, C↑/C↓ clustering, S static) and the query it serves, each table's primary-key \
             alternatives with their trade-off figures, the design choices and the SAI index offers. The same JSON as \
             `keyspace-studio derive --json --tradeoffs`.",
            read_only(),
        ),
        tool::<CheckArgs>(
            "check",
            "Check a data model: every diagnostic (error, warning, note) with its code, what it is about and its fix, the \
             partition size figures per table, and the duplication. The same JSON as `keyspace-studio check --json`.",
            read_only(),
        ),
        tool::<ExplainArgs>(
            "explain",
            "Explain a derived table, or one column of it: the mapping rule (MR1-MR5, bucket, manual) that placed each \
             column, the query it serves and the reason, and the query's access path on the ER diagram.",
            read_only(),
        ),
        tool::<ExportArgs>(
            "export_cql",
            "Write the CQL of a data model for its target: schema.cql (keyspaces, types, tables, indexes), queries.cql \
             (every query as a prepared SELECT) and writes.cql (the batches that keep tables in step), as \
             `keyspace-studio export`; what the target does not accept is listed. Saves a file only when asked.",
            ToolAnnotations::new().read_only(false).destructive(false),
        ),
        tool::<super::args::ImportArgs>(
            "import",
            "Import a CQL schema (text or files), a KDM project, or a relational SQL schema with the application's SQL \
             queries as a Keyspace Studio project (ER model and query workflow), with the import report: what was kept, \
             changed or dropped. Saves the project only when asked.",
            ToolAnnotations::new().read_only(false).destructive(false),
        ),
        tool::<super::args::EditArgs>(
            "edit",
            "Change a data model through the window's own validated edits (add_entity, add_attribute, set_attribute_key, \
             add_relationship, set_cardinality, add_query, set_query_given, add_transition, rename_table, \
             choose_alternative, set_table_bucket, ... and batch), applied in order, all or nothing. Returns the new \
             project and what changed in the derived tables. Build a model step by step with it instead of writing \
             project JSON by hand. Saves the project only when asked.",
            ToolAnnotations::new().read_only(false).destructive(false),
        ),
        tool::<super::args::GradeArgs>(
            "grade",
            "Grade a Cassandra design someone else wrote (CQL, or a project) against this model, query by query: the \
             table(s) serving it, the verdict (correct, different-but-correct, wrong, not-served), each problem with \
             the rule (MR1-MR5, partition-size formulas) and a reason, a score and the total. The same JSON as \
             `keyspace-studio grade --json`. Reads only.",
            read_only(),
        ),
    ];
    if with_cluster {
        tools.push(tool::<super::args::ProveArgs>(
            "prove",
            "Run the model on the Cassandra cluster this server was started with, in scratch keyspaces it drops \
             afterwards: every schema.cql statement, generated data written through writes.cql, and every query's rows \
             compared with what the query means. As `keyspace-studio prove --json`.",
            ToolAnnotations::new().read_only(false).destructive(false).open_world(true),
        ));
    }
    tools
}

fn tool<T: JsonSchema + 'static>(name: &'static str, description: &'static str, annotations: ToolAnnotations) -> Tool {
    Tool::new(name, description, Arc::new(JsonObject::new())).with_input_schema::<T>().with_annotations(annotations)
}

/// Reads a tool's arguments strictly: a missing or mistyped field, or one the tool does not
/// have, is refused with serde's words (which name the field).
pub fn arguments<T: DeserializeOwned>(tool: &str, arguments: Option<JsonObject>) -> Result<T, ErrorData> {
    let value = Value::Object(arguments.unwrap_or_default());
    serde_json::from_value(value).map_err(|e| refused(format!("{tool}: invalid arguments: {e}")))
}

/// The project of a call: the file (inside the allowed folders) or the project given, with
/// the call's target; the loader's message when it does not load.
pub fn project(source: Source<'_>, allowed: &Allowed) -> Result<Project, ErrorData> {
    let mut project = match (source.path, source.project) {
        (Some(_), Some(_)) => return Err(refused("give the project by \"path\" or as \"project\", not both")),
        (None, None) => {
            return Err(refused("no project: give \"path\" (a project file) or \"project\" (the project itself)"));
        }
        (Some(path), None) => {
            let file = allowed.read(path).map_err(refused)?;
            Project::load(&file).map_err(|e| refused(e.to_string()))?
        }
        (None, Some(value)) => from_value(value)?,
    };
    if let Some(name) = source.target {
        project.physical.target = Some(target(name)?);
    }
    Ok(project)
}

/// A project given in a call, read by the project file's loader (its checks and messages).
pub fn from_value(value: &Value) -> Result<Project, ErrorData> {
    let text = serde_json::to_string(value).map_err(|e| refused(e.to_string()))?;
    Project::from_json(&text, Path::new("(project)")).map_err(|e| refused(e.to_string()))
}

/// A target by its id or short name.
fn target(name: &str) -> Result<Target, ErrorData> {
    Target::parse(name).ok_or_else(|| {
        let known: Vec<&str> = Target::ALL.iter().map(|t| t.id()).collect();
        refused(format!("unknown target {name:?}; known targets: {}", known.join(", ")))
    })
}

/// A project as a JSON value, exactly as its file would hold it.
pub fn project_value(project: &Project) -> Value {
    serde_json::from_str(&project.to_json()).unwrap_or(Value::Null)
}

/// `derive`.
pub fn derive(args: &DeriveArgs, allowed: &Allowed) -> Result<Reply, ErrorData> {
    let project = project(args.source(), allowed)?;
    let derivation = model_core::derive(&project);
    let doc = cli::derive_cmd::document(&project, &derivation, args.tradeoffs);
    let tables = &derivation.model.tables;
    let names: Vec<&str> = tables.iter().map(|t| t.name.as_str()).collect();
    let summary = format!("{} table(s): {}", tables.len(), names.join(", "));
    Ok(Reply { summary, document: Some(text(&doc)?), structured: doc })
}

/// `check`.
pub fn check(args: &CheckArgs, allowed: &Allowed) -> Result<Reply, ErrorData> {
    let project = project(args.source(), allowed)?;
    let derivation = model_core::derive(&project);
    let analysis = model_core::pipeline::check(&project, &derivation, &AnalysisSettings::default());
    let doc = cli::check::document(&project, &analysis);
    let count = |s: model_core::Severity| analysis.diagnostics.iter().filter(|d| d.severity == s).count();
    let summary = format!(
        "{} error(s), {} warning(s), {} note(s)",
        count(model_core::Severity::Error),
        count(model_core::Severity::Warning),
        count(model_core::Severity::Info)
    );
    Ok(Reply { summary, document: Some(text(&doc)?), structured: doc })
}

/// `explain`.
pub fn explain(args: &ExplainArgs, allowed: &Allowed) -> Result<Reply, ErrorData> {
    let project = project(args.source(), allowed)?;
    let model = model_core::derive(&project).model;
    let Some(table) = model.table(&args.table) else {
        let names: Vec<&str> = model.tables.iter().map(|t| t.name.as_str()).collect();
        return Err(refused(format!(
            "no table {:?} in the derived model; its tables: {}",
            args.table,
            names.join(", ")
        )));
    };
    match &args.column {
        Some(column) => {
            let Some(e) = model_core::explain::explain_column(table, column) else {
                let names: Vec<&str> = table.columns.iter().map(|c| c.name.as_str()).collect();
                return Err(refused(format!(
                    "table {} has no column {column:?}; its columns: {}",
                    table.name,
                    names.join(", ")
                )));
            };
            Ok(Reply {
                summary: format!("{}.{}: {e}", e.table, e.column),
                structured: super::explain::column(&e),
                document: None,
            })
        }
        None => {
            let e = model_core::explain::explain_table(&project, table);
            let lines: Vec<String> = e.columns.iter().map(|c| format!("{}: {c}", c.column)).collect();
            Ok(Reply { summary: lines.join("\n"), structured: super::explain::table(&e), document: None })
        }
    }
}

/// `export_cql`.
pub fn export(args: &ExportArgs, allowed: &Allowed) -> Result<Reply, ErrorData> {
    let project = project(args.source(), allowed)?;
    let model = model_core::derive(&project).model;
    let schema = model_core::export::schema_cql(&project, &model);
    let queries = model_core::export::queries_cql(&project, &model);
    let writes = model_core::export::writes_cql(&project, &model);
    let files = [(&args.save_schema, &schema.text), (&args.save_queries, &queries), (&args.save_writes, &writes)];
    let mut targets = Vec::new();
    for (path, text) in files {
        if let Some(path) = path {
            targets.push((allowed.write(path, args.overwrite).map_err(refused)?, text));
        }
    }
    let destinations: Vec<&Path> = targets.iter().map(|(p, _)| p.as_path()).collect();
    cli::refuse_named_twice(&destinations).map_err(refused)?;
    if let Some(input) = args.path.as_deref().and_then(|p| allowed.read(p).ok()) {
        cli::refuse_output_over_input(&destinations, &input).map_err(refused)?;
    }
    let mut saved = Vec::new();
    for (path, text) in &targets {
        allowed.save(path, text.as_bytes()).map_err(refused)?;
        saved.push(path.display().to_string());
    }
    let left_out: Vec<String> = schema.skipped.iter().map(ToString::to_string).collect();
    let summary = format!(
        "schema.cql for {}: {} table(s){}{}",
        project.target().name(),
        model.tables.len(),
        if left_out.is_empty() {
            String::new()
        } else {
            format!(", {} thing(s) left out for the target", left_out.len())
        },
        if saved.is_empty() { String::new() } else { format!("; saved {}", saved.join(", ")) }
    );
    let structured = json!({
        "target": { "id": project.target().id(), "name": project.target().name() },
        "schema": schema.text,
        "queries": queries,
        "writes": writes,
        "left_out": left_out,
        "saved": saved,
    });
    Ok(Reply { summary, document: Some(schema.text), structured })
}

/// A document as its command prints it.
fn text(doc: &Value) -> Result<String, ErrorData> {
    cli::json_text(doc).map_err(|e| ErrorData::internal_error(e, None))
}

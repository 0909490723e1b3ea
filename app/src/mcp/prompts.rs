//! The server's prompts: "design from these queries" and "review this schema", each a
//! message that sets an assistant to work with the tools by the method.

use rmcp::model::{ErrorData, GetPromptResult, JsonObject, Prompt, PromptArgument, PromptMessage, Role};

/// The prompts listed.
pub fn list() -> Vec<Prompt> {
    vec![
        Prompt::new(
            "design_from_queries",
            Some("Design a Cassandra data model from the application's queries, query-first (the Chebotko method)"),
            Some(vec![
                argument(
                    "queries",
                    "The application's queries in words, one a line (\"find hotels near a point of interest\")",
                    true,
                ),
                argument("domain", "What the application is about, its entities and how many of each", false),
            ]),
        ),
        Prompt::new(
            "review_schema",
            Some("Review a Cassandra schema or model: what its queries need, what the checks say, and the fixes"),
            Some(vec![argument("schema", "The CQL schema (CREATE TABLE ...), or the path of a project file", true)]),
        ),
    ]
}

fn argument(name: &str, description: &str, required: bool) -> PromptArgument {
    let mut a = PromptArgument::new(name);
    a.description = Some(description.to_owned());
    a.required = Some(required);
    a
}

/// A prompt with its arguments filled in.
pub fn get(name: &str, arguments: Option<&JsonObject>) -> Result<GetPromptResult, ErrorData> {
    let arg = |key: &str| {
        arguments.and_then(|a| a.get(key)).and_then(|v| v.as_str()).map(str::trim).filter(|s| !s.is_empty())
    };
    let missing = |key: &str| ErrorData::invalid_params(format!("prompt {name}: argument {key:?} is required"), None);
    let text = match name {
        "design_from_queries" => {
            let queries = arg("queries").ok_or_else(|| missing("queries"))?;
            let domain = arg("domain").map(|d| format!("\nThe domain: {d}\n")).unwrap_or_default();
            format!(
                "Design an Apache Cassandra data model for these application queries, query-first, by the Chebotko method \
                 (the resource {method} says how Keyspace Studio applies it):\n\n{queries}\n{domain}\n\
                 Work through the Keyspace Studio tools, never by writing CQL or project JSON by hand:\n\
                 1. Build the conceptual model with `edit`: add_entity (each with its key attributes), add_relationship \
                 with cardinalities, and the volume estimates you know (set_entity_estimates, set_relationship_estimate).\n\
                 2. Add every query with `edit` add_query: what it searches by (given, with = or a range), what it returns \
                 (find), its ORDER BY; add_transition for the workflow.\n\
                 3. Call `derive` and read each table's key and its alternatives; `explain` a column whose place surprises you.\n\
                 4. Call `check` and fix every error and warning through `edit` (a bucket for an unbounded partition, \
                 another key alternative), then `derive` and `check` again.\n\
                 5. When `check` reports no error, `export_cql` gives schema.cql, queries.cql and writes.cql.\n\
                 Say which tables serve which queries, and every trade-off you chose.",
                method = super::resources::METHOD_URI
            )
        }
        "review_schema" => {
            let schema = arg("schema").ok_or_else(|| missing("schema"))?;
            let how = if schema.ends_with(".json") {
                format!("The project file is {schema}: pass it as \"path\" to `check` and `derive`.")
            } else {
                format!(
                    "Import it with `import` (\"cql\": the text below), then `check` and `derive` the project it gives.\n\n{schema}"
                )
            };
            format!(
                "Review this Cassandra schema by the rules of query-first modelling (the resource {method}).\n{how}\n\n\
                 Report: every error and warning `check` gives with its fix (ALLOW FILTERING, a partition that grows \
                 without bound, a key that loses rows, a query no table serves); for each table, the query it serves and \
                 whether its primary key answers it (`explain` the table); and the changes you recommend, made through \
                 `edit` and confirmed by `check` with no error.",
                method = super::resources::METHOD_URI
            )
        }
        _ => {
            return Err(ErrorData::invalid_params(
                format!("no prompt {name:?}; prompts: design_from_queries, review_schema"),
                None,
            ));
        }
    };
    Ok(GetPromptResult::new(vec![PromptMessage::new_text(Role::User, text)]).with_description(match name {
        "design_from_queries" => "Design a data model from the queries",
        _ => "Review a schema",
    }))
}

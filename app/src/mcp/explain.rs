//! The `explain` tool's result: [`model_core::explain`]'s explanations as JSON, each with its
//! English sentence (the words the window's inspector shows).

use model_core::explain::{ColumnExplanation, TableExplanation};
use serde_json::{Value, json};

/// One column explained: its role, the rule that placed it, the query and attribute, and why.
pub fn column(e: &ColumnExplanation) -> Value {
    json!({
        "table": e.table,
        "column": e.column,
        "role": e.role.marker(),
        "rule": e.rule,
        "rule_words": e.rule.words().en(),
        "query": e.query,
        "attribute": e.attribute,
        "reason": e.reason_words().en(),
        "storage": e.storage.map(|s| s.words().en()),
        "newest_first": e.newest_first,
        "explanation": e.to_string(),
    })
}

/// A table explained: its queries, the access path, the rules in the method's order with the
/// columns each placed, and every column.
pub fn table(e: &TableExplanation) -> Value {
    json!({
        "table": e.table,
        "queries": e.queries,
        "path": {
            "target": e.path.target,
            "entities": e.path.entities,
            "relationships": e.path.relationships,
            "names": e.path_names,
        },
        "steps": e.steps.iter().map(|s| json!({ "rule": s.rule, "rule_words": s.rule.words().en(), "columns": s.columns })).collect::<Vec<_>>(),
        "columns": e.columns.iter().map(column).collect::<Vec<_>>(),
    })
}

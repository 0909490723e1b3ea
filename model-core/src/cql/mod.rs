//! CQL text: `schema.cql` (keyspaces, types, tables, indexes, views) and `queries.cql` (one
//! SELECT per query). Every name goes through [`crate::naming::quote_identifier`] and every
//! comment through [`comment_text`], so no name or description can change what a statement
//! does.

mod options;
mod queries;
mod schema;

pub use options::{is_valid_mask, is_valid_option_name, is_valid_option_value};
pub use queries::queries_cql;
pub use schema::{ExportOutcome, schema_cql};
mod writes; pub use writes::writes_cql;

/// Text safe inside a `--` comment: line breaks and other control characters become spaces.
pub fn comment_text(text: &str) -> String {
    text.chars().map(|c| if c.is_control() { ' ' } else { c }).collect::<String>().trim().to_owned()
}

/// A keyspace-qualified table name, each part quoted as needed.
pub fn qualified(keyspace: &str, name: &str) -> String {
    format!("{}.{}", crate::naming::quote_identifier(keyspace), crate::naming::quote_identifier(name))
}

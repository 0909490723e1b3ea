//! CQL text: `schema.cql` (keyspaces, types, tables, indexes, views) and `queries.cql` (one
//! SELECT per query). Every name goes through [`crate::naming::quote_identifier`] and every
//! comment through [`comment_text`], so no name or description can change what a statement
//! does.

pub mod dialect_rules;
pub mod lexer;
mod options;
pub mod queries;
pub mod rules;
pub(crate) mod schema;
pub mod script;
pub mod types;

pub use options::{is_valid_mask, is_valid_option_name, is_valid_option_value, is_writable_option, option_out_of_range};
pub use queries::queries_cql;
pub use types::{CqlType, NativeType, TypeParseError, TypeProblem};
pub use schema::{ExportOutcome, schema_cql, table_cql};
pub mod writes;
pub use writes::writes_cql;

/// Text safe inside a `--` comment, the one escaping of comments: line breaks (including
/// U+2028 and U+2029, which editors show as breaks) and other control characters become
/// spaces, and bidirectional controls, which could make a comment look like code around it
/// (Trojan Source), are dropped. Every string that reaches a comment of any CQL file goes
/// through here, ids included.
pub fn comment_text(text: &str) -> String {
    text.chars().filter(|&c| !is_bidi_control(c)).map(|c| if breaks_text(c) { ' ' } else { c }).collect::<String>().trim().to_owned()
}

/// `true` for a character no CQL text may carry as it is: a control character (line breaks
/// included), U+2028 and U+2029 (shown as line breaks), or a bidirectional control. CQL has
/// no escape for them in quoted names and strings, where they would make one statement look
/// like several; names holding one are not written ([`rules`]).
pub fn breaks_text(c: char) -> bool {
    c.is_control() || matches!(c, '\u{2028}' | '\u{2029}') || is_bidi_control(c)
}

/// `true` for the Unicode bidirectional formatting characters (embeddings, overrides,
/// isolates and marks).
pub fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// A keyspace-qualified table name, each part quoted as needed.
pub fn qualified(keyspace: &str, name: &str) -> String {
    format!("{}.{}", crate::naming::quote_identifier(keyspace), crate::naming::quote_identifier(name))
}

//! CQL text: `schema.cql` (keyspaces, types, tables, indexes, views) and `queries.cql` (one
//! SELECT per query). Every name goes through [`crate::cql::quote_identifier`] and every
//! comment through [`comment_text`], so no name or description can change what a statement
//! does.

pub mod ast;
pub mod dialect_rules;
pub mod keywords;
pub mod lexer;
mod options;
pub mod parser;
pub mod queries;
pub mod quoting;
pub mod rules;
pub(crate) mod schema;
pub mod script;
pub mod template;
pub mod types;

pub use options::{is_valid_mask, is_valid_option_name, is_valid_option_value, is_writable_option, option_out_of_range};
pub use ast::{Direction, IndexTarget};
pub use keywords::is_keyword;
pub use queries::queries_cql;
pub use quoting::{
    MAX_SCHEMA_NAME_LEN, NameProblem, breaks_text, comment_text, is_bidi_control, is_plain_identifier, qualified, quote_identifier, quote_string,
    schema_name_problem,
};
pub use types::{CqlType, NativeType, TypeParseError, TypeProblem};
pub use schema::{ExportOutcome, schema_cql, table_cql};
pub mod writes;
pub use writes::writes_cql;

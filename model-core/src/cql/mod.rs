//! CQL, the language: the one lexer and its token cursor ([`lexer`]), the keywords
//! ([`keywords`]), how names and texts are written ([`quoting`]), the data types ([`types`]),
//! option values and masks ([`is_valid_option_value`], [`is_valid_mask`]), the statements of a
//! DDL script as an AST ([`ast`]) and their parser with typed errors ([`parser`]), a script cut
//! into the statements a server runs ([`script`]) and template placeholders ([`template`]).
//!
//! **Architecture Invariant**: `cql/` imports nothing of `project`, `logical`, `er`, `derive`
//! or `validate`. It knows CQL, not the model: what a model becomes in CQL is `export`'s, what a
//! script becomes in a project is `import::cql`'s. `tests/tests/module_cycles.rs` fails on any
//! such import.
//!
//! A new kind of statement: its node in [`ast`] (a variant of [`ast::Statement`]), its rule in
//! [`parser`] (a new `CREATE …` in `parser/mod.rs`, an `ALTER`/`DROP` in `parser/alter.rs`,
//! each syntax error an [`parser::Expected`]), then what it does to a project in
//! `import/cql/schema.rs`.

pub mod ast;
pub mod cursor;
pub mod keywords;
pub mod lexer;
mod options;
pub mod parser;
pub mod quoting;
pub mod script;
pub mod template;
pub mod types;

pub use ast::{Direction, IndexTarget};
pub use keywords::is_keyword;
pub use options::{
    is_valid_mask, is_valid_option_name, is_valid_option_value, is_writable_option, option_out_of_range,
};
pub use quoting::{
    MAX_SCHEMA_NAME_LEN, NameProblem, breaks_text, comment_text, is_bidi_control, is_plain_identifier, qualified,
    quote_identifier, quote_string, schema_name_problem,
};
pub use types::{CqlType, NativeType, TypeParseError, TypeProblem};

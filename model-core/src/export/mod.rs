//! The CQL files a model is exported as: `schema.cql` (keyspaces, types, tables, indexes,
//! views), `queries.cql` (one SELECT per query) and `writes.cql` (the statements each write
//! runs), and the rules deciding which statements Cassandra ([`rules`]) and the project's
//! target ([`dialect_rules`]) accept, which validation reports and export follows. Every name
//! goes through [`crate::cql::quote_identifier`] and every comment through
//! [`crate::cql::comment_text`], so no name or description can change what a statement does.

pub mod dialect_rules;
pub mod queries;
pub mod rules;
pub(crate) mod schema;
pub mod writes;

pub use queries::queries_cql;
pub use schema::{ExportOutcome, schema_cql, table_cql};
pub use writes::writes_cql;

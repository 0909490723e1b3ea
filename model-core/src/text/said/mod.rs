//! The typed messages model-core shows, one enum per area of the code that finds them.
//!
//! Each variant documents its English wording; its fields are the names and figures the
//! message is built from, already formatted where a figure needs a format. A message is
//! made with `Text::from(said::Area::Variant { .. })` and worded only when shown, by
//! `text::en` or `text::zh`.

mod import;
mod sql_import;

pub use import::Import;
pub use sql_import::SqlImport;

/// A typed message of any area.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Said {
    /// A message of the import area.
    Import(Import),
    /// A message of the relational (SQL) import.
    SqlImport(SqlImport),
}

impl From<Import> for super::Text {
    fn from(m: Import) -> Self {
        super::Text::Said(Box::new(Said::Import(m)))
    }
}

impl From<SqlImport> for super::Text {
    fn from(m: SqlImport) -> Self {
        super::Text::Said(Box::new(Said::SqlImport(m)))
    }
}

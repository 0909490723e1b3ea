//! The catalogue of Simplified Chinese: every typed message's words, one file per area.

mod derive;
mod import;
mod sql_import;
mod validate;

use super::Said;

/// `said` in Simplified Chinese.
pub(super) fn word(said: &Said) -> String {
    match said {
        Said::Derive(m) => derive::word(m),
        Said::Import(m) => import::word(m),
        Said::SqlImport(m) => sql_import::word(m),
        Said::Validate(m) => validate::word(m),
    }
}

//! The catalogue of English: every typed message's words, one file per area.

mod import;
mod sql_import;

use super::Said;

/// `said` in English.
pub(super) fn word(said: &Said) -> String {
    match said {
        Said::Import(m) => import::word(m),
        Said::SqlImport(m) => sql_import::word(m),
    }
}

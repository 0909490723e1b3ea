//! The catalogue of English: every typed message's words, one file per area.

mod analysis;
mod derive;
mod estimate;
mod import;
mod validate;

use super::Said;

/// `said` in English.
pub(super) fn word(said: &Said) -> String {
    match said {
        Said::Analysis(m) => analysis::word(m),
        Said::Derive(m) => derive::word(m),
        Said::Estimate(m) => estimate::word(m),
        Said::Import(m) => import::word(m),
        Said::Validate(m) => validate::word(m),
    }
}

/// A figure and its noun: "1 row", "2 rows", "1.5 rows" (the singular for exactly one).
pub(super) fn counted(figure: &str, one: &str, many: &str) -> String {
    format!("{figure} {}", if figure == "1" { one } else { many })
}

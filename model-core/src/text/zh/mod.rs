//! The catalogue of Simplified Chinese: every typed message's words, one file per area.

mod analysis;
mod cql;
mod derive;
mod diff;
mod er;
mod estimate;
mod import;
mod project;
mod query_plan;
mod sql_import;
mod target;
mod validate;

use super::{Said, Separator};

/// `said` in Simplified Chinese.
pub(super) fn word(said: &Said) -> String {
    match said {
        Said::Analysis(m) => analysis::word(m),
        Said::Cql(m) => cql::word(m),
        Said::Derive(m) => derive::word(m),
        Said::Diff(m) => diff::word(m),
        Said::Er(m) => er::word(m),
        Said::Estimate(m) => estimate::word(m),
        Said::Import(m) => import::word(m),
        Said::SqlImport(m) => sql_import::word(m),
        Said::Project(m) => project::word(m),
        Said::QueryPlan(m) => query_plan::word(m),
        Said::Validate(m) => validate::word(m),
        Said::Target(m) => target::word(m),
    }
}

/// A separator in Simplified Chinese.
pub(super) fn separator(sep: Separator) -> &'static str {
    match sep {
        Separator::Semicolon => "；",
        Separator::Comma => "、",
        Separator::And => "、",
    }
}

/// `subject: what` in Simplified Chinese.
pub(super) fn labelled(subject: &str, what: &str) -> String {
    format!("{subject}：{what}")
}

/// A place in a file in Simplified Chinese.
pub(super) fn at(line: usize, column: usize, what: &str) -> String {
    format!("第 {line} 行，第 {column} 列：{what}")
}

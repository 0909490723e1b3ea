//! The typed messages model-core shows, one enum per area of the code that finds them.
//!
//! Each variant documents its English wording; its fields are the names and figures the
//! message is built from, already formatted where a figure needs a format. A message is
//! made with `Text::from(said::Area::Variant { .. })` and worded only when shown, by
//! `text::en` or `text::zh`.

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

pub use analysis::Analysis;
pub use cql::Cql;
pub use derive::Derive;
pub use diff::Diff;
pub use er::Er;
pub use estimate::Estimate;
pub use import::Import;
pub use project::Project;
pub use query_plan::QueryPlan;
pub use sql_import::SqlImport;
pub use target::TargetSaid;
pub use validate::Validate;

/// A typed message of any area.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Said {
    /// A message of the analysis area.
    Analysis(Analysis),
    /// A message of the cql area.
    Cql(Cql),
    /// A message of the derive area.
    Derive(Derive),
    /// A message of the diff area.
    Diff(Diff),
    /// A message of the er area.
    Er(Er),
    /// A message of the estimate area.
    Estimate(Estimate),
    /// A message of the import area.
    Import(Import),
    /// A message of the project area.
    Project(Project),
    /// A message of the query plan area.
    QueryPlan(QueryPlan),
    /// A message of the relational (SQL) import.
    SqlImport(SqlImport),
    /// A message of the validate area.
    Validate(Validate),
    /// A message about the project's target database.
    Target(TargetSaid),
}

impl From<Analysis> for super::Text {
    fn from(m: Analysis) -> Self {
        super::Text::Said(Box::new(Said::Analysis(m)))
    }
}

impl From<Cql> for super::Text {
    fn from(m: Cql) -> Self {
        super::Text::Said(Box::new(Said::Cql(m)))
    }
}

impl From<Derive> for super::Text {
    fn from(m: Derive) -> Self {
        super::Text::Said(Box::new(Said::Derive(m)))
    }
}

impl From<Diff> for super::Text {
    fn from(m: Diff) -> Self {
        super::Text::Said(Box::new(Said::Diff(m)))
    }
}

impl From<Er> for super::Text {
    fn from(m: Er) -> Self {
        super::Text::Said(Box::new(Said::Er(m)))
    }
}

impl From<Estimate> for super::Text {
    fn from(m: Estimate) -> Self {
        super::Text::Said(Box::new(Said::Estimate(m)))
    }
}

impl From<Import> for super::Text {
    fn from(m: Import) -> Self {
        super::Text::Said(Box::new(Said::Import(m)))
    }
}

impl From<Project> for super::Text {
    fn from(m: Project) -> Self {
        super::Text::Said(Box::new(Said::Project(m)))
    }
}

impl From<QueryPlan> for super::Text {
    fn from(m: QueryPlan) -> Self {
        super::Text::Said(Box::new(Said::QueryPlan(m)))
    }
}

impl From<SqlImport> for super::Text {
    fn from(m: SqlImport) -> Self {
        super::Text::Said(Box::new(Said::SqlImport(m)))
    }
}

impl From<Validate> for super::Text {
    fn from(m: Validate) -> Self {
        super::Text::Said(Box::new(Said::Validate(m)))
    }
}

impl From<TargetSaid> for super::Text {
    fn from(m: TargetSaid) -> Self {
        super::Text::Said(Box::new(Said::Target(m)))
    }
}

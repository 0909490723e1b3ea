//! Analysis of a derived model (methodology §6, §7): partition sizes per table (rows Nr,
//! values Nv, bytes St, with the numbers that went in), bucket remedies for partitions over
//! a threshold, anti-pattern diagnostics, and the duplication factor of each attribute.
//!
//! [`analyse`] is the one entry point; `check` adds validation's diagnostics, so the CLI
//! and the GUI show the same list. Never panics: invalid estimates (negative, NaN, infinite)
//! are reported as missing, huge ones saturate.

mod defaulted;
mod duplication;
mod patterns;
mod remedy;
#[cfg(test)]
mod remedy_tests;
mod row;
mod settings;
mod size;
#[cfg(test)]
mod tests;

pub use crate::estimate::{Factor, FactorValue};
/// Growth is saved in the project file (under an entity's estimates); re-exported for the
/// analysis's users.
pub use crate::project::Growth;
pub use duplication::AttributeDuplication;
pub use remedy::Remedy;
pub use row::row_bytes;
pub use settings::{AnalysisSettings, Thresholds};
pub use size::{
    Breakdown, CELL_OVERHEAD, ColumnSize, DEFAULT_ELEMENTS, EstimateStatus, PartitionEstimate, WidthSource, bytes_text,
    fmt_bytes, human_number,
};

use crate::derive::Derivation;
use crate::diagnostic::{Code, Diagnostic, Severity};
use crate::er::ErGraph;
use crate::ids::AttributeId;
use crate::logical::{LogicalModel, Table};
use crate::msg;
use crate::project::{Index, Project};
use crate::text::Text;
use serde::Serialize;
use std::collections::BTreeMap;

/// What the analysis found.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Analysis {
    /// Anti-patterns, sizes over thresholds, missing estimates (sorted for display).
    pub diagnostics: Vec<Diagnostic>,
    /// One estimate per table, in model order.
    pub partitions: Vec<PartitionEstimate>,
    /// The tables storing each attribute.
    pub duplication: Vec<AttributeDuplication>,
}

impl Analysis {
    /// The estimate of the table with this name (first match).
    pub fn partition(&self, table: &str) -> Option<&PartitionEstimate> {
        self.partitions.iter().find(|p| p.table == table)
    }

    /// The diagnostics with this code.
    pub fn with_code(&self, code: Code) -> impl Iterator<Item = &Diagnostic> {
        self.diagnostics.iter().filter(move |d| d.code == code)
    }

    /// The most severe size diagnostic of a table's partitions (values, bytes, the cell
    /// limit, unbounded growth), `None` when its partitions are within the thresholds.
    pub fn partition_severity(&self, table: &str) -> Option<Severity> {
        self.size_diagnostics().filter(|(t, _)| *t == table).map(|(_, s)| s).max()
    }

    /// [`Analysis::partition_severity`] of every table with a size diagnostic, in one pass
    /// (for views listing every table).
    pub fn partition_severities(&self) -> rustc_hash::FxHashMap<&str, Severity> {
        let mut out = rustc_hash::FxHashMap::default();
        for (table, severity) in self.size_diagnostics() {
            let slot = out.entry(table).or_insert(severity);
            *slot = (*slot).max(severity);
        }
        out
    }

    /// The size diagnostics (values, bytes, the cell limit, unbounded growth) as the table
    /// each is about and its severity.
    fn size_diagnostics(&self) -> impl Iterator<Item = (&str, Severity)> {
        const SIZE: [Code; 4] =
            [Code::PartitionCellLimit, Code::PartitionTooManyValues, Code::PartitionTooLarge, Code::UnboundedPartition];
        self.diagnostics
            .iter()
            .filter(|d| SIZE.contains(&d.code))
            .filter_map(|d| d.subject.table.as_deref().map(|t| (t, d.severity)))
    }
}

/// What the analysis functions share.
pub(crate) struct Ctx<'a> {
    pub index: &'a Index<'a>,
    pub graph: &'a ErGraph<'a>,
    pub model: &'a LogicalModel,
    /// The types the tables' columns may use (the model's own, as a rule).
    pub udts: &'a [crate::logical::Udt],
    pub settings: &'a AnalysisSettings,
    /// The size thresholds: the user's, else the project's target's.
    pub thresholds: Thresholds,
}

/// Analyses a derived project: partition estimates with remedies, anti-patterns and
/// duplication. Does not repeat validation's diagnostics (see [`crate::pipeline::check`]).
/// One thread: the pipeline decides when to use two.
pub fn analyse(project: &Project, derivation: &Derivation, settings: &AnalysisSettings) -> Analysis {
    let index = project.index();
    let graph = ErGraph::new(&index);
    let thresholds = settings.thresholds(project.target());
    let ctx = Ctx {
        index: &index,
        graph: &graph,
        model: &derivation.model,
        udts: &derivation.model.udts,
        settings,
        thresholds,
    };
    let TableSizes { mut diagnostics, partitions, defaulted } = table_sizes(&ctx, &ctx.model.tables);
    diagnostics.extend(defaulted::notes(&ctx, &defaulted));
    patterns::query_plans(&ctx, &mut diagnostics);
    patterns::hot_partitions(&ctx, &mut diagnostics);
    patterns::indexes(&ctx, &mut diagnostics);
    patterns::queues(&ctx, &mut diagnostics);
    patterns::updated_keys(&ctx, &mut diagnostics);
    patterns::coverage(&ctx, &mut diagnostics);
    crate::diagnostic::sort(&mut diagnostics);
    Analysis { diagnostics, partitions, duplication: duplication::duplication(&ctx) }
}

/// The partition estimates of a model's tables with their size diagnostics, and the caveats
/// of their indexes: the part of [`analyse`] that is about each table alone, with the
/// project's index and graph built by the caller, and `udts` the types of the whole model (a
/// choice of key changes no type). The trade-off figures ([`crate::tradeoff`]) measure each
/// key alternative's few tables this way.
pub(crate) fn analyse_tables(
    index: &Index<'_>,
    graph: &ErGraph<'_>,
    model: &LogicalModel,
    udts: &[crate::logical::Udt],
    settings: &AnalysisSettings,
) -> Analysis {
    let thresholds = settings.thresholds(index.project.target());
    let ctx = Ctx { index, graph, model, udts, settings, thresholds };
    let TableSizes { mut diagnostics, partitions, .. } = table_sizes(&ctx, &model.tables);
    patterns::indexes(&ctx, &mut diagnostics);
    Analysis { diagnostics, partitions, duplication: Vec::new() }
}

/// The partition estimates and hot partition keys of tables someone else designed (a
/// student's, graded against the project: [`crate::grade`]), with their diagnostics.
pub(crate) fn analyse_answer(
    index: &Index<'_>,
    graph: &ErGraph<'_>,
    model: &LogicalModel,
    settings: &AnalysisSettings,
) -> Analysis {
    let thresholds = settings.thresholds(index.project.target());
    let ctx = Ctx { index, graph, model, udts: &model.udts, settings, thresholds };
    let TableSizes { mut diagnostics, partitions, .. } = table_sizes(&ctx, &model.tables);
    patterns::hot_partitions(&ctx, &mut diagnostics);
    Analysis { diagnostics, partitions, duplication: Vec::new() }
}

/// The partition estimates of some tables, with their diagnostics.
struct TableSizes {
    partitions: Vec<PartitionEstimate>,
    diagnostics: Vec<Diagnostic>,
    /// The tables (and bytes assumed) of each attribute whose width is a default.
    defaulted: BTreeMap<AttributeId, Vec<(String, f64)>>,
}

/// Estimates the partitions of `tables` (methodology §6) and checks them against the
/// thresholds.
fn table_sizes(ctx: &Ctx<'_>, tables: &[Table]) -> TableSizes {
    let mut out = TableSizes {
        partitions: Vec::with_capacity(tables.len()),
        diagnostics: Vec::new(),
        defaulted: BTreeMap::new(),
    };
    for t in tables {
        let (mut e, missing) = size::estimate(ctx, t);
        for mut d in missing {
            if let Some(most) = e.rows_at_most {
                d.append(&msg!(
                    "analysis-table-has-most-rows-per-partition",
                    name = t.name.to_string(),
                    human_number = crate::text::Arg::Figure((human_number(most)).to_string())
                ));
            }
            out.diagnostics.push(d.table(&t.name));
        }
        for (c, w) in t.columns.iter().zip(&e.breakdown.columns) {
            if let (WidthSource::Default, Some(a)) = (w.source, &c.attribute) {
                out.defaulted.entry(a.clone()).or_default().push((t.name.clone(), w.bytes));
            }
        }
        size_diagnostics(ctx, t, &mut e, &mut out.diagnostics);
        row::diagnostics(ctx, t, &e.breakdown, e.row_bytes, &mut out.diagnostics);
        out.partitions.push(e);
    }
    out
}

/// Thresholds of values and bytes, unbounded growth, and the remedies for them.
fn size_diagnostics(ctx: &Ctx<'_>, t: &Table, e: &mut PartitionEstimate, out: &mut Vec<Diagnostic>) {
    let s = &ctx.thresholds;
    let with_subject = |d: Diagnostic| match t.queries.first() {
        Some(q) => d.table(&t.name).query(q),
        None => d.table(&t.name),
    };
    let mut found: Vec<Diagnostic> = Vec::new();
    let mut target: Option<remedy::Target> = None;
    match (e.status, e.rows, e.values, e.bytes) {
        (EstimateStatus::Estimated, Some(r), Some(v), Some(b)) => {
            let bytes = size::bytes_text(b);
            let figures = msg!(
                "analysis-rows-values",
                human_number = crate::text::Arg::Figure(human_number(r)),
                human_number_v = crate::text::Arg::Figure(human_number(v)),
                bytes = bytes.clone()
            );
            if s.error_values.is_some_and(|limit| v >= limit) {
                found.push(Diagnostic::error(
                    Code::PartitionCellLimit,
                    msg!(
                        "analysis-table-values-per-partition-near-cassandra",
                        name = t.name.to_string(),
                        human_number = human_number(v),
                        figures = figures.clone()
                    ),
                ));
            } else if v > s.warn_values {
                found.push(Diagnostic::warning(
                    Code::PartitionTooManyValues,
                    msg!(
                        "analysis-table-values-per-partition-above",
                        name = t.name.to_string(),
                        human_number = human_number(v),
                        s_warn_values = human_number(s.warn_values),
                        figures = figures.clone()
                    ),
                ));
            }
            if b > s.warn_bytes {
                let limit = size::bytes_text(s.warn_bytes);
                found.push(Diagnostic::warning(
                    Code::PartitionTooLarge,
                    msg!(
                        "analysis-table-per-partition-above",
                        name = t.name.to_string(),
                        bytes = bytes,
                        limit = limit,
                        figures = figures
                    ),
                ));
            } else if b > s.info_bytes {
                let limit = size::bytes_text(s.info_bytes);
                found.push(Diagnostic::info(
                    Code::PartitionTooLarge,
                    msg!(
                        "analysis-table-per-partition-above-ideal",
                        name = t.name.to_string(),
                        bytes = bytes,
                        limit = limit,
                        figures = figures
                    ),
                ));
            }
            if !found.is_empty() {
                let serious = found.iter().any(|d| d.severity >= Severity::Warning);
                target = Some(remedy::Target {
                    values: s.warn_values,
                    bytes: if serious { s.warn_bytes } else { s.info_bytes },
                });
            }
        }
        (EstimateStatus::Unbounded, ..) => {
            let per_day = e.rows_per_day.unwrap_or(0.0);
            let values_per_day = e.breakdown.values(per_day) - e.breakdown.values(0.0);
            let days = if values_per_day > 0.0 {
                (s.warn_values - e.breakdown.values(0.0)).max(0.0) / values_per_day
            } else {
                f64::INFINITY
            };
            let when = if days.is_finite() {
                msg!(
                    "analysis-passes-values-after-days",
                    human_number = human_number(s.warn_values),
                    days_ceil = crate::text::Arg::Figure(human_number(days.ceil()))
                )
            } else {
                Text::empty()
            };
            // Assumed growth (an entity identified by its time, no estimate) has no rate: say why.
            let assumed = e
                .breakdown
                .rows_factors
                .iter()
                .find(|f| f.value == FactorValue::GrowsOverTime)
                .filter(|_| per_day <= 0.0);
            let message = match assumed {
                Some(f) => {
                    msg!("analysis-table-partitions-grow-by-time", name = t.name.to_string(), why = f.label.clone())
                }
                None => msg!(
                    "analysis-table-partitions-grow-without-bound-rows",
                    name = t.name.to_string(),
                    human_number = human_number(per_day),
                    when = when
                ),
            };
            found.push(Diagnostic::warning(Code::UnboundedPartition, message));
            target = Some(remedy::Target { values: s.warn_values, bytes: s.warn_bytes });
        }
        _ => {}
    }
    if let Some(target) = target {
        e.remedies = remedy::remedies(ctx, t, e, target);
    }
    let fix = match e.remedies.first() {
        Some(r) => r.description_text(),
        None => msg!("analysis-add-column-partition-key-split-table"),
    };
    for d in found {
        out.push(with_subject(d.fix(fix.clone())));
    }
}

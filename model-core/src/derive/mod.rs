//! Derivation: conceptual model + workflow + overrides → logical model (pure, deterministic).
//!
//! One table per query (methodology §4), with the mapping rules MR1–MR5, static columns,
//! collections, UDTs and counters; the user's overrides (alternative, rename, column edits,
//! bucket, accepted merges) applied on top; tables the user defined directly added after.
//!
//! This file is the façade: the passes, written once (`derive_on` for the whole project,
//! `derive_rows_of` for the tables of one query's rows share `tables_of` and `design`);
//! one query's table is `table.rs`, merges and sharing offers `sharing.rs`.

mod aggregate;
mod choices;
mod chosen_key;
pub mod collection;
mod key;
mod lifetime;
mod names;
mod partition;
pub mod period;
mod reasons;
mod rows;
mod sai;
mod sharing;
mod table;
mod table_names;
mod udts;

pub use crate::er::{AccessPath, access_path};
pub use crate::er::{ErGraph, target_entity};
pub use key::{KeyInputs, MAX_ALTERNATIVES, alternatives, key_inputs};
pub use lifetime::{MAX_TTL_SECONDS, time_window_compaction, ttl_seconds};
pub use names::{column_name, is_own_table, schema_name_problem, table_name};
pub use rows::{Rows, Step, rows};
pub use sai::{SAI_CLASS, offers_for, offers_sai, sai_index};
use table::order_columns;
pub use table::{attribute_type, bucket_column, defined_table, query_rows};

use crate::diagnostic::Diagnostic;
use crate::ids::QueryId;
use crate::logical::{LogicalModel, Origin, Table};
use crate::project::{Index, Project, Query, TableOverride};
// The names the tests of derivation use through `use super::*`.
#[cfg(test)]
use crate::{
    cql::{CqlType, NativeType},
    diagnostic::Code,
    ids::AttributeId,
    logical::{Choice, KeyPart, Role, Rule},
    project::{ColumnEdit, Direction},
};

/// The result of deriving a project: the logical model and what derivation found wrong.
#[derive(Clone, Debug, Default)]
pub struct Derivation {
    /// Tables, UDTs and sharing offers.
    pub model: LogicalModel,
    /// Problems met while deriving (disconnected paths, invalid names, stale overrides...).
    pub diagnostics: Vec<Diagnostic>,
    /// The rows each query asks for: a table serves or hosts only queries of its own rows.
    pub(crate) rows: rustc_hash::FxHashMap<QueryId, Rows>,
}

impl Derivation {
    /// Adds another part's tables, diagnostics and rows after this one's.
    fn absorb(&mut self, other: Derivation) {
        self.model.tables.extend(other.model.tables);
        self.diagnostics.extend(other.diagnostics);
        self.rows.extend(other.rows);
    }

    /// The rows a derived table holds: those of the query it was derived for (`None` for a
    /// table the user defined).
    pub fn rows_of(&self, table: &Table) -> Option<&Rows> {
        match &table.origin {
            Origin::Derived(q) => self.rows.get(q),
            Origin::Defined(_) => None,
        }
    }
}

/// Derives the logical model of a project.
/// One thread: [`crate::pipeline`] decides when to use two.
pub fn derive(project: &Project) -> Derivation {
    derive_on(project, false)
}

/// [`derive`], on two threads when `parallel` (the result is the same).
pub(crate) fn derive_on(project: &Project, parallel: bool) -> Derivation {
    // A given the application compares after reading is returned instead (issue 46).
    let derived = crate::er::after_read::as_derived(project);
    let project = derived.as_ref();
    let index = project.index();
    let graph = ErGraph::new(&index);
    let overrides_of = |q: &Query| project.overrides.tables.get(&q.id);
    // Each query's table depends on the query alone: large models derive two halves at once.
    let (first, second) = project.queries.split_at(project.queries.len() / 2);
    let (mut out, more) = crate::parallel::join(
        parallel,
        || tables_of(&index, &graph, first.iter(), overrides_of),
        || tables_of(&index, &graph, second.iter(), overrides_of),
    );
    out.absorb(more);
    design(&index, project, project.queries.iter(), overrides_of, &mut out);
    for def in &project.physical.tables {
        out.model.tables.push(defined_table(project, def));
    }
    table_names::tell_rows_apart(project, &mut out);
    table_names::disambiguate(&mut out);
    sai::offers(&index, project, &mut out);
    sharing::offer_sharing(&mut out);
    table_names::check(project, &mut out);
    out.model.udts = udts::collect(&index, &out.model.tables, &mut out.diagnostics);
    out
}

/// Every query's table, with the overrides `overrides_of` gives it (none: the derived one).
fn tables_of<'q>(
    index: &Index<'_>,
    graph: &ErGraph<'_>,
    queries: impl Iterator<Item = &'q Query>,
    overrides_of: impl Fn(&Query) -> Option<&'q TableOverride>,
) -> Derivation {
    let no_override = TableOverride::default();
    let mut out = Derivation::default();
    // A query not begun yet ([`Query::is_empty`]) has no table, and nothing to report.
    for q in queries.filter(|q| !q.is_empty()) {
        let Some((table, rows)) =
            table::derive_one(index, graph, q, overrides_of(q).unwrap_or(&no_override), &mut out.diagnostics)
        else {
            continue;
        };
        out.model.tables.push(table);
        out.rows.insert(q.id.clone(), rows);
    }
    out
}

/// The design choices after the rules, as every derivation makes them: the merges the user
/// accepted, the tool's own ([`choices`]), then the queries served through SAI indexes.
fn design<'q>(
    index: &Index<'_>,
    project: &Project,
    queries: impl Iterator<Item = &'q Query>,
    overrides_of: impl Fn(&Query) -> Option<&'q TableOverride>,
    out: &mut Derivation,
) {
    sharing::apply_merges(project, out);
    choices::choose(index, project, out);
    let index_choices = queries.filter_map(|q| Some((q, overrides_of(q)?.index_on.as_ref()?)));
    sai::apply_index_choices(index, project, index_choices, out);
}

/// The tables of `queries` alone, with `ov` as the overrides of `replaced`'s table instead of
/// the project's: what [`derive`] makes of them when they are all the queries whose rows are
/// the same (a choice of key reaches no further: only tables of the same rows merge, serve
/// each other or host each other's indexes). The trade-off figures ([`crate::tradeoff`])
/// measure each alternative this way, with the index and graph built once, instead of
/// deriving the whole project again. Names are made distinct among these tables only; no
/// offers, no table the user defined, no types (a choice of key changes none: the whole
/// model's serve).
pub(crate) fn derive_rows_of(
    index: &Index<'_>,
    graph: &ErGraph<'_>,
    queries: &[&Query],
    replaced: &QueryId,
    ov: &TableOverride,
) -> Derivation {
    let project = index.project;
    let overrides_of = |q: &Query| if &q.id == replaced { Some(ov) } else { project.overrides.tables.get(&q.id) };
    let mut out = tables_of(index, graph, queries.iter().copied(), overrides_of);
    design(index, project, queries.iter().copied(), overrides_of, &mut out);
    table_names::disambiguate(&mut out);
    out
}

#[cfg(test)]
mod collection_tests;
#[cfg(test)]
mod error_tests;
#[cfg(test)]
mod expert_tests;
#[cfg(test)]
mod owner_tests;
#[cfg(test)]
mod path_tests;
#[cfg(test)]
mod period_tests;
#[cfg(test)]
mod properties;
#[cfg(test)]
mod published_tests;
#[cfg(test)]
mod reach_tests;
#[cfg(test)]
mod role_tests;
#[cfg(test)]
mod sai_tests;
#[cfg(test)]
mod script_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tie_tests;

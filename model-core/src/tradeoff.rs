//! The trade-off of each primary-key alternative of a query's table, in figures: the
//! estimated partition against the thresholds, the partitions each query of the table
//! touches, and how many tables the rows' subject is written to (write amplification).
//!
//! Each alternative is measured by deriving the project with that alternative chosen, so
//! the figures include what the choice changes elsewhere (a table that no longer merges
//! with another, a partition widened by the estimate). A choice of key reaches only the
//! tables of the same rows (only those merge, serve each other or host each other's
//! indexes), so only those are derived again (`crate::derive::derive_rows_of`), with the
//! project's index and graph built once (`Measure`): the figures of every alternative of a
//! model cost about one derivation of it, not one per alternative.

use crate::analysis::{self, AnalysisSettings, EstimateStatus};
use crate::derive::{Derivation, ErGraph, Rows};
use crate::diagnostic::Severity;
use crate::ids::QueryId;
use crate::logical::{IndexOffer, Role, Subject, Table};
use crate::project::{Bucket, Index, Predicate, Project, Query, TableOverride};
use rustc_hash::FxHashMap;

/// The figures of one alternative.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Tradeoff {
    /// Index among the table's alternatives.
    pub alternative: usize,
    /// Estimated rows per partition (`None`: unbounded or unknown).
    pub rows: Option<f64>,
    /// Estimated bytes per partition (`None`: unbounded or unknown).
    pub bytes: Option<f64>,
    /// Whether the figures are estimates, a growth without bound, or unknown.
    pub status: EstimateStatus,
    /// How the partition compares with the thresholds (`None`: within them).
    pub severity: Option<Severity>,
    /// For each query the table serves: the partitions one execution reads.
    pub partitions: Vec<(QueryId, PartitionsTouched)>,
    /// Tables holding rows of the same subject (an insert of one instance writes each).
    pub tables_written: usize,
}

/// The partitions one execution of a query reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct PartitionsTouched {
    /// A fixed factor: 1, or the bucket count of a random bucket every read must visit.
    pub fixed: u32,
    /// One more partition per value of an `IN` list on a partition-key column.
    pub per_in_value: bool,
    /// One partition per time bucket the requested range covers.
    pub per_time_bucket: bool,
}

/// The trade-off figures of every alternative of the table serving `query`, in the table's
/// order (empty when the query has no derived table).
pub fn tradeoffs(project: &Project, query: &QueryId, settings: &AnalysisSettings) -> Vec<Tradeoff> {
    let base = crate::derive(project);
    Measure::new(project, &base, settings).tradeoffs(query)
}

/// The figures of every alternative of every table of `base` (`project`'s derivation), in
/// the model's order; a table that serves no query has none. What `derive --json
/// --tradeoffs` prints.
pub fn every_tradeoff(project: &Project, base: &Derivation, settings: &AnalysisSettings) -> Vec<Vec<Tradeoff>> {
    let measure = Measure::new(project, base, settings);
    base.model.tables.iter().map(|t| t.queries.first().map(|q| measure.tradeoffs(q)).unwrap_or_default()).collect()
}

/// The figures of every SAI offer of `base` (`project`'s derivation), in its order.
pub fn every_index_tradeoff(project: &Project, base: &Derivation, settings: &AnalysisSettings) -> Vec<IndexTradeoff> {
    let measure = Measure::new(project, base, settings);
    base.model.index_offers.iter().map(|o| measure.index_tradeoff(o)).collect()
}

/// What measuring each alternative shares: the project's index and graph, its derivation,
/// the queries grouped by the rows they ask for, and the tables of each subject.
struct Measure<'p> {
    project: &'p Project,
    base: &'p Derivation,
    settings: &'p AnalysisSettings,
    index: Index<'p>,
    graph: ErGraph<'p>,
    /// The queries asking for the same rows, in the project's order.
    same_rows: FxHashMap<&'p Rows, Vec<&'p Query>>,
    /// The tables of `base` holding rows of each subject.
    of_subject: FxHashMap<&'p Subject, usize>,
    /// The same, counting only the tables derived for queries of the given rows.
    of_subject_and_rows: FxHashMap<(&'p Subject, &'p Rows), usize>,
    /// The table of `base` serving each query.
    table_of: FxHashMap<&'p QueryId, &'p Table>,
}

impl<'p> Measure<'p> {
    fn new(project: &'p Project, base: &'p Derivation, settings: &'p AnalysisSettings) -> Self {
        let index = project.index();
        let graph = ErGraph::new(&index);
        let mut same_rows: FxHashMap<&Rows, Vec<&Query>> = FxHashMap::default();
        for q in &project.queries {
            if let Some(rows) = base.rows.get(&q.id) {
                same_rows.entry(rows).or_default().push(q);
            }
        }
        let (mut of_subject, mut of_subject_and_rows) = (FxHashMap::default(), FxHashMap::default());
        let mut table_of = FxHashMap::default();
        for t in &base.model.tables {
            for q in &t.queries {
                table_of.entry(q).or_insert(t);
            }
            let Some(s) = &t.subject else { continue };
            *of_subject.entry(s).or_insert(0) += 1;
            if let Some(rows) = base.rows_of(t) {
                *of_subject_and_rows.entry((s, rows)).or_insert(0) += 1;
            }
        }
        Measure { project, base, settings, index, graph, same_rows, of_subject, of_subject_and_rows, table_of }
    }

    /// The tables of the queries of `query`'s rows, derived with `ov` as `query`'s overrides.
    fn derive_with(&self, query: &QueryId, ov: &TableOverride) -> Option<(Derivation, &'p Rows)> {
        let rows = self.base.rows.get(query)?;
        let queries = self.same_rows.get(rows)?;
        Some((crate::derive::derive_rows_of(&self.index, &self.graph, queries, query, ov), rows))
    }

    /// Tables holding rows of `t`'s subject once `variant` (the tables of `rows`) replaces
    /// the tables `base` has of those rows.
    fn tables_written(&self, t: &Table, variant: &Derivation, rows: &Rows) -> usize {
        let Some(s) = &t.subject else { return 1 };
        let (all, these) = (
            self.of_subject.get(s).copied().unwrap_or(0),
            self.of_subject_and_rows.get(&(s, rows)).copied().unwrap_or(0),
        );
        let elsewhere = all.saturating_sub(these);
        elsewhere + variant.model.tables.iter().filter(|o| o.subject.as_ref() == Some(s)).count()
    }

    /// The figures of every alternative of the table serving `query`.
    fn tradeoffs(&self, query: &QueryId) -> Vec<Tradeoff> {
        let Some(table) = self.table_of.get(query) else { return Vec::new() };
        (0..table.alternatives.len())
            .filter_map(|i| {
                let mut ov = self.project.overrides.tables.get(query).cloned().unwrap_or_default();
                ov.alternative = i;
                ov.key = None;
                let (derivation, rows) = self.derive_with(query, &ov)?;
                let t = derivation.model.table_for_query(query)?;
                let analysis = analysis::analyse_tables(
                    &self.index,
                    &self.graph,
                    &derivation.model,
                    &self.base.model.udts,
                    self.settings,
                );
                let estimate = analysis.partition(&t.name);
                Some(Tradeoff {
                    alternative: i,
                    rows: estimate.and_then(|e| e.rows),
                    bytes: estimate.and_then(|e| e.bytes),
                    status: estimate.map_or(EstimateStatus::Unknown, |e| e.status),
                    severity: analysis.partition_severity(&t.name),
                    partitions: t.queries.iter().map(|q| (q.clone(), partitions_touched(&self.index, t, q))).collect(),
                    tables_written: self.tables_written(t, &derivation, rows),
                })
            })
            .collect()
    }

    /// The figures of an SAI offer.
    fn index_tradeoff(&self, offer: &IndexOffer) -> IndexTradeoff {
        let written_now = self
            .table_of
            .get(&offer.query)
            .map_or(0, |t| t.subject.as_ref().map_or(1, |s| self.of_subject.get(s).copied().unwrap_or(0)));
        let mut ov = self.project.overrides.tables.get(&offer.query).cloned().unwrap_or_default();
        ov.index_on = Some(offer.host_query.clone());
        let with = self.derive_with(&offer.query, &ov);
        let host = with.as_ref().and_then(|(d, _)| d.model.table_for_query(&offer.query));
        let analysis = with
            .as_ref()
            .map(|(d, _)| {
                analysis::analyse_tables(&self.index, &self.graph, &d.model, &self.base.model.udts, self.settings)
            })
            .unwrap_or_default();
        let partitions_read = if offer.partition_restricted {
            Some(1.0)
        } else {
            let count = host.and_then(|t| match &t.subject {
                Some(Subject::Entity(e)) => self.index.entity(e).and_then(|e| e.estimates.count),
                _ => None,
            });
            let rows = host.and_then(|t| analysis.partition(&t.name)).and_then(|e| e.rows).filter(|r| *r >= 1.0);
            count.zip(rows).map(|(n, r)| (n / r).ceil())
        };
        let caveats = analysis
            .with_code(crate::diagnostic::Code::IndexHighCardinality)
            // The host as named among the tables derived again (`offer.table` in the whole model).
            .filter(|d| host.is_some_and(|t| d.subject.table.as_deref() == Some(t.name.as_str())))
            .filter(|d| d.subject.column.as_ref().is_some_and(|c| offer.columns.contains(c)))
            .cloned()
            .collect();
        let tables_written_with_index = match (&with, host) {
            (Some((d, rows)), Some(t)) => self.tables_written(t, d, rows),
            _ => 0,
        };
        IndexTradeoff {
            query: offer.query.clone(),
            table: offer.table.clone(),
            tables_written: written_now,
            tables_written_with_index,
            partition_restricted: offer.partition_restricted,
            partitions_read,
            caveats,
        }
    }
}

/// The trade-off of serving a query through SAI indexes on another table ([`IndexOffer`])
/// instead of its own table, measured by deriving the project both ways.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct IndexTradeoff {
    /// The query.
    pub query: QueryId,
    /// The table that would serve it.
    pub table: String,
    /// Tables holding rows of the query's subject now (each insert writes each).
    pub tables_written: usize,
    /// The same with the index chosen: the duplication factor drops by one.
    pub tables_written_with_index: usize,
    /// `true` when the query gives the partition key: one partition is searched.
    pub partition_restricted: bool,
    /// Partitions one execution reads: 1 when partition-restricted, else every partition of
    /// the table (the subject's count over the rows per partition; `None`: not estimated).
    pub partitions_read: Option<f64>,
    /// The index's caveats from the analysis: high-cardinality columns (every lookup asks
    /// every node).
    pub caveats: Vec<crate::diagnostic::Diagnostic>,
}

/// The figures of an offer (see [`IndexTradeoff`]).
pub fn index_tradeoff(project: &Project, offer: &IndexOffer, settings: &AnalysisSettings) -> IndexTradeoff {
    let base = crate::derive(project);
    Measure::new(project, &base, settings).index_tradeoff(offer)
}

/// The partitions one execution of `query` reads from `table` (the query found by `index`:
/// a walk of the project's queries here, per alternative, made the figures quadratic).
fn partitions_touched(index: &Index<'_>, table: &Table, query: &QueryId) -> PartitionsTouched {
    let mut touched = PartitionsTouched { fixed: 1, per_in_value: false, per_time_bucket: false };
    let Some(q) = index.query(query) else { return touched };
    for c in table.columns.iter().filter(|c| c.role == Role::PartitionKey) {
        match &c.attribute {
            Some(a) => {
                touched.per_in_value |= q.given.iter().any(|g| &g.attribute == a && g.predicate == Predicate::In);
            }
            None => match &table.bucket {
                Some(Bucket::Random { count }) => touched.fixed = touched.fixed.saturating_mul(*count),
                Some(Bucket::Time { .. }) => touched.per_time_bucket = true,
                None => {}
            },
        }
    }
    touched
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::ProjectBuilder;
    use crate::cql::NativeType;
    use crate::project::{Direction, Predicate};

    /// Readings of a sensor: with the sensor alone as partition key the partition grows
    /// without bound; the alternative with the day in the partition key is bounded.
    fn readings() -> Project {
        ProjectBuilder::new("iot")
            .entity("sensor", &[("id", NativeType::Uuid, true)])
            .entity(
                "reading",
                &[
                    ("id", NativeType::Timeuuid, true),
                    ("day", NativeType::Date, false),
                    ("value", NativeType::Double, false),
                ],
            )
            .relationship(
                "records",
                "sensor",
                crate::project::Cardinality::One,
                "reading",
                crate::project::Cardinality::Many,
            )
            .query(
                "Q1",
                Some("reading"),
                &[("sensor.id", Predicate::Eq), ("reading.day", Predicate::Eq)],
                &["reading.value"],
                &[("reading.id", Direction::Desc)],
            )
            .query("Q2", Some("reading"), &[("sensor.id", Predicate::In)], &["reading.value"], &[])
            .build()
    }

    #[test]
    fn every_alternative_gets_figures_and_in_lists_touch_one_partition_per_value() {
        let p = readings();
        let settings = AnalysisSettings::default();
        let q1 = QueryId::from("Q1");
        let table = crate::derive(&p).model.table_for_query(&q1).cloned().expect("table");
        let figures = tradeoffs(&p, &q1, &settings);
        assert_eq!(figures.len(), table.alternatives.len());
        assert!(figures.iter().enumerate().all(|(i, f)| f.alternative == i && f.tables_written >= 1));
        let q2 = QueryId::from("Q2");
        let figures = tradeoffs(&p, &q2, &settings);
        let (_, touched) = figures[0].partitions.iter().find(|(q, _)| q == &q2).expect("Q2 figures");
        assert!(touched.per_in_value, "IN on the partition key reads one partition per value");
        assert_eq!(touched.fixed, 1);
    }

    #[test]
    fn a_random_bucket_multiplies_the_partitions_read() {
        let mut p = readings();
        let q1 = QueryId::from("Q1");
        p.overrides.tables.entry(q1.clone()).or_default().bucket = Some(Bucket::Random { count: 4 });
        let figures = tradeoffs(&p, &q1, &AnalysisSettings::default());
        let (_, touched) = &figures[0].partitions[0];
        assert_eq!(touched.fixed, 4);
        assert!(tradeoffs(&p, &QueryId::from("Q9"), &AnalysisSettings::default()).is_empty());
    }

    /// The figures as they were measured before [`Measure`]: the whole project derived and
    /// analysed again for each alternative (the reference the faster measure must equal).
    fn by_whole_derivation(project: &Project, query: &QueryId, settings: &AnalysisSettings) -> Vec<Tradeoff> {
        let derived = crate::derive(project);
        let Some(table) = derived.model.table_for_query(query) else { return Vec::new() };
        (0..table.alternatives.len())
            .filter_map(|i| {
                let mut variant = project.clone();
                let ov = variant.overrides.tables.entry(query.clone()).or_default();
                ov.alternative = i;
                ov.key = None;
                let derivation = crate::derive(&variant);
                let t = derivation.model.table_for_query(query)?;
                let analysis = analysis::analyse(&variant, &derivation, settings);
                let estimate = analysis.partition(&t.name);
                let tables_written = match &t.subject {
                    Some(s) => derivation.model.tables.iter().filter(|o| o.subject.as_ref() == Some(s)).count(),
                    None => 1,
                };
                Some(Tradeoff {
                    alternative: i,
                    rows: estimate.and_then(|e| e.rows),
                    bytes: estimate.and_then(|e| e.bytes),
                    status: estimate.map_or(EstimateStatus::Unknown, |e| e.status),
                    severity: analysis.partition_severity(&t.name),
                    partitions: t
                        .queries
                        .iter()
                        .map(|q| (q.clone(), partitions_touched(&variant.index(), t, q)))
                        .collect(),
                    tables_written,
                })
            })
            .collect()
    }

    /// An offer's figures with both derivations whole (the reference, as for alternatives).
    fn index_by_whole_derivation(project: &Project, offer: &IndexOffer, settings: &AnalysisSettings) -> IndexTradeoff {
        let written = |d: &Derivation| {
            let Some(t) = d.model.table_for_query(&offer.query) else { return 0 };
            t.subject.as_ref().map_or(1, |s| d.model.tables.iter().filter(|o| o.subject.as_ref() == Some(s)).count())
        };
        let now = crate::derive(project);
        let mut variant = project.clone();
        variant.overrides.tables.entry(offer.query.clone()).or_default().index_on = Some(offer.host_query.clone());
        let with = crate::derive(&variant);
        let analysis = analysis::analyse(&variant, &with, settings);
        let host = with.model.table_for_query(&offer.query);
        let partitions_read = if offer.partition_restricted {
            Some(1.0)
        } else {
            let count = host.and_then(|t| match &t.subject {
                Some(Subject::Entity(e)) => variant.entity(e).and_then(|e| e.estimates.count),
                _ => None,
            });
            let rows = host.and_then(|t| analysis.partition(&t.name)).and_then(|e| e.rows).filter(|r| *r >= 1.0);
            count.zip(rows).map(|(n, r)| (n / r).ceil())
        };
        let caveats = analysis
            .with_code(crate::diagnostic::Code::IndexHighCardinality)
            .filter(|d| {
                d.subject.table.as_deref() == Some(offer.table.as_str())
                    && d.subject.column.as_ref().is_some_and(|c| offer.columns.contains(c))
            })
            .cloned()
            .collect();
        IndexTradeoff {
            query: offer.query.clone(),
            table: offer.table.clone(),
            tables_written: written(&now),
            tables_written_with_index: written(&with),
            partition_restricted: offer.partition_restricted,
            partitions_read,
            caveats,
        }
    }

    /// Every sample project, and each again with its tables merged by hand where two share a
    /// key, one query per table kept separate, and an SAI offer chosen: the figures of every
    /// alternative and offer equal those of deriving the whole project again.
    #[test]
    fn figures_equal_those_of_deriving_the_whole_project_again() {
        let settings = AnalysisSettings::default();
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../sample-projects");
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .expect("samples")
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "json"))
            .collect();
        files.sort();
        let (mut alternatives, mut offers) = (0, 0);
        for file in files {
            let sample = Project::load(&file).expect("sample loads");
            let mut variants = vec![sample.clone()];
            let base = crate::derive(&sample);
            if let Some(offer) = base.model.index_offers.first() {
                let mut p = sample.clone();
                p.overrides.tables.entry(offer.query.clone()).or_default().index_on = Some(offer.host_query.clone());
                variants.push(p);
            }
            if let Some(q) = sample.queries.first() {
                let mut p = sample.clone();
                p.overrides.tables.entry(q.id.clone()).or_default().separate = true;
                variants.push(p);
            }
            let mut alone = sample.clone();
            alone.overrides.one_table_per_query = true;
            let shared = crate::derive(&alone)
                .model
                .tables
                .iter()
                .zip(crate::derive(&alone).model.tables.iter().skip(1))
                .find(|(a, b)| a.key_signature() == b.key_signature())
                .map(|(a, b)| vec![a.queries[0].clone(), b.queries[0].clone()]);
            if let Some(group) = shared {
                alone.overrides.merges.push(group);
            }
            variants.push(alone);
            for p in &variants {
                let base = crate::derive(p);
                let every = every_tradeoff(p, &base, &settings);
                for (t, figures) in base.model.tables.iter().zip(&every) {
                    let Some(q) = t.queries.first() else { continue };
                    let whole = by_whole_derivation(p, q, &settings);
                    assert!(figures == &whole, "{}: {q}\n{figures:#?}\n{whole:#?}", file.display());
                    alternatives += figures.len();
                }
                for (offer, figures) in base.model.index_offers.iter().zip(every_index_tradeoff(p, &base, &settings)) {
                    let whole = index_by_whole_derivation(p, offer, &settings);
                    assert!(
                        figures == whole,
                        "{}: offer for {}\n{figures:#?}\n{whole:#?}",
                        file.display(),
                        offer.query
                    );
                    offers += 1;
                }
            }
        }
        assert!(alternatives > 100 && offers > 5, "{alternatives} alternatives, {offers} offers compared");
    }
}

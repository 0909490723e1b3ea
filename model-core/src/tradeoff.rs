//! The trade-off of each primary-key alternative of a query's table, in figures: the
//! estimated partition against the thresholds, the partitions each query of the table
//! touches, and how many tables the rows' subject is written to (write amplification).
//!
//! Each alternative is measured by deriving the project with that alternative chosen, so
//! the figures include what the choice changes elsewhere (a table that no longer merges
//! with another, a partition widened by the estimate).

use crate::analysis::{self, AnalysisSettings, EstimateStatus};
use crate::diagnostic::Severity;
use crate::ids::QueryId;
use crate::logical::{IndexOffer, Role, Table};
use crate::project::{Bucket, Predicate, Project};

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
                partitions: t.queries.iter().map(|q| (q.clone(), partitions_touched(&variant, t, q))).collect(),
                tables_written,
            })
        })
        .collect()
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
    let written = |d: &crate::derive::Derivation| {
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
            Some(crate::logical::Subject::Entity(e)) => variant.entity(e).and_then(|e| e.estimates.count),
            _ => None,
        });
        let rows = host.and_then(|t| analysis.partition(&t.name)).and_then(|e| e.rows).filter(|r| *r >= 1.0);
        count.zip(rows).map(|(n, r)| (n / r).ceil())
    };
    let caveats = analysis
        .with_code(crate::diagnostic::Code::IndexHighCardinality)
        .filter(|d| d.subject.table.as_deref() == Some(offer.table.as_str()) && d.subject.column.as_ref().is_some_and(|c| offer.columns.contains(c)))
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

/// The partitions one execution of `query` reads from `table`.
fn partitions_touched(project: &Project, table: &Table, query: &QueryId) -> PartitionsTouched {
    let mut touched = PartitionsTouched { fixed: 1, per_in_value: false, per_time_bucket: false };
    let Some(q) = project.query(query) else { return touched };
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
    use crate::cql_type::NativeType;
    use crate::project::{Direction, Predicate};

    /// Readings of a sensor: with the sensor alone as partition key the partition grows
    /// without bound; the alternative with the day in the partition key is bounded.
    fn readings() -> Project {
        ProjectBuilder::new("iot")
            .entity("sensor", &[("id", NativeType::Uuid, true)])
            .entity("reading", &[("id", NativeType::Timeuuid, true), ("day", NativeType::Date, false), ("value", NativeType::Double, false)])
            .relationship("records", "sensor", crate::project::Cardinality::One, "reading", crate::project::Cardinality::Many)
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
}

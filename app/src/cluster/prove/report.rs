//! What `prove` found: statements run and refused, the server's warnings, the round trip,
//! each query's comparison and the partitions measured; as text for a terminal and as the
//! one JSON object of `prove --json`.

use serde_json::{Value as Json, json};
use std::collections::BTreeMap;
use std::fmt::Write;

/// A statement the server refused.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Refusal {
    /// `schema.cql`, `queries.cql`, `writes.cql`, or the step it came from.
    pub file: String,
    /// The line the statement starts on (0: not from a file).
    pub line: usize,
    /// The statement as written in the file.
    pub statement: String,
    /// The server's words.
    pub message: String,
}

/// A warning the server sent with a statement's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Warning {
    /// The file of the statement.
    pub file: String,
    /// Its line.
    pub line: usize,
    /// The server's words.
    pub message: String,
}

/// One statement tried once.
#[derive(Clone, Debug, Default)]
pub struct StatementCheck {
    /// The server's refusal, if any.
    pub refused: Option<String>,
    /// Its warnings.
    pub warnings: Vec<String>,
}

/// The server's schema read back and compared with the exported one.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoundTrip {
    /// `true` when `diff` finds no change.
    pub identical: bool,
    /// The changes found, worded.
    pub changes: Vec<String>,
}

/// One difference between a query's rows and the evaluator's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    /// The parameters, as CQL literals (`name = value`).
    pub parameters: Vec<String>,
    /// Rows the query should have returned and did not.
    pub missing: Vec<Vec<String>>,
    /// Rows it returned and should not have (or in the wrong order: `order`).
    pub extra: Vec<Vec<String>>,
    /// What else went wrong (a refusal, the order, a cut at LIMIT).
    pub note: Option<String>,
}

impl Difference {
    /// The difference as `--json` prints it (`prove`, `verify`).
    pub fn to_json(&self) -> Json {
        json!({"parameters": self.parameters, "missing": self.missing, "extra": self.extra, "note": self.note})
    }
}

/// One query's proof.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct QueryProof {
    /// The query's id.
    pub query: String,
    /// The table that serves it (`None`: no table does).
    pub table: Option<String>,
    /// Every parameter set gave exactly the evaluator's rows.
    pub holds: bool,
    /// Parameter sets tried.
    pub parameter_sets: usize,
    /// Rows compared (returned by the server).
    pub rows_compared: usize,
    /// Why it was not compared, when it was not.
    pub reason: Option<String>,
    /// Every difference found (the first few per query).
    pub differences: Vec<Difference>,
}

/// Rows per partition of one table after loading, beside the tool's estimate.
#[derive(Clone, Debug, PartialEq)]
pub struct PartitionMeasure {
    /// `keyspace.table` (the model's names).
    pub table: String,
    /// Partitions found.
    pub partitions: usize,
    /// Rows found.
    pub rows: usize,
    /// The largest partition's rows.
    pub max_rows: usize,
    /// The mean rows per partition measured.
    pub mean_rows: f64,
    /// The tool's estimate of rows per partition for the same fan-outs (`None`: none made).
    pub estimated_rows: Option<f64>,
}

impl PartitionMeasure {
    /// The measure as `--json` prints it (`prove`, `verify`).
    pub fn to_json(&self) -> Json {
        json!({
            "table": self.table, "partitions": self.partitions, "rows": self.rows, "max_rows": self.max_rows,
            "mean_rows": self.mean_rows, "estimated_rows": self.estimated_rows, "ratio": self.ratio(),
        })
    }

    /// measured ÷ estimated mean rows per partition.
    pub fn ratio(&self) -> Option<f64> {
        self.estimated_rows.filter(|e| *e > 0.0).map(|e| self.mean_rows / e)
    }
}

/// Everything a run found.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// `host:port`.
    pub cluster: String,
    /// The model's keyspace → the scratch keyspace it ran in.
    pub keyspaces: BTreeMap<String, String>,
    /// The replication the scratch keyspaces were created with.
    pub replication: String,
    /// The cluster's data centres.
    pub datacenters: Vec<String>,
    /// Statements executed (schema, each SELECT and write tried once, and the loading).
    pub statements: usize,
    /// Statements refused.
    pub refused: Vec<Refusal>,
    /// Warnings of the server.
    pub warnings: Vec<Warning>,
    /// The round trip of the schema.
    pub round_trip: Option<RoundTrip>,
    /// Rows written while loading the instance.
    pub rows_written: usize,
    /// Per query.
    pub queries: Vec<QueryProof>,
    /// Per table.
    pub partitions: Vec<PartitionMeasure>,
    /// The run was cancelled before its end.
    pub cancelled: bool,
}

impl Report {
    /// `true` when nothing was refused, the round trip is identical and every query holds.
    pub fn holds(&self) -> bool {
        self.refused.is_empty()
            && self.round_trip.as_ref().is_none_or(|r| r.identical)
            && self.queries.iter().all(|q| q.holds)
            && !self.cancelled
    }

    /// The JSON object of `prove --json`.
    pub fn to_json(&self) -> Json {
        json!({
            "cluster": self.cluster,
            "holds": self.holds(),
            "keyspaces": self.keyspaces,
            "replication": self.replication,
            "datacenters": self.datacenters,
            "statements": self.statements,
            "refused": self.refused.iter().map(|r| json!({"file": r.file, "line": r.line, "statement": r.statement, "message": r.message})).collect::<Vec<_>>(),
            "warnings": self.warnings.iter().map(|w| json!({"file": w.file, "line": w.line, "message": w.message})).collect::<Vec<_>>(),
            "round_trip": self.round_trip.as_ref().map(|r| json!({"identical": r.identical, "changes": r.changes})),
            "rows_written": self.rows_written,
            "queries": self.queries.iter().map(|q| json!({
                "query": q.query, "table": q.table, "holds": q.holds, "parameter_sets": q.parameter_sets,
                "rows_compared": q.rows_compared, "reason": q.reason,
                "differences": q.differences.iter().map(Difference::to_json).collect::<Vec<_>>(),
            })).collect::<Vec<_>>(),
            "partitions": self.partitions.iter().map(PartitionMeasure::to_json).collect::<Vec<_>>(),
            "cancelled": self.cancelled,
        })
    }

    /// The report for a terminal. Every name and value from the project or the server goes
    /// through `safe` (the terminal's escaping of control characters).
    pub fn to_text(&self, safe: &dyn Fn(&str) -> String) -> String {
        let mut s = String::new();
        let _ = writeln!(s, "Cluster {} (data centres: {})", safe(&self.cluster), safe(&self.datacenters.join(", ")));
        for (a, b) in &self.keyspaces {
            let _ =
                writeln!(s, "  keyspace {} ran as {} with replication {}", safe(a), safe(b), safe(&self.replication));
        }
        let _ = writeln!(
            s,
            "{} statements executed, {} refused, {} warnings",
            self.statements,
            self.refused.len(),
            self.warnings.len()
        );
        for r in &self.refused {
            let _ = writeln!(
                s,
                "  refused {}:{}: {}\n    {}",
                safe(&r.file),
                r.line,
                safe(&r.message),
                safe(&r.statement.replace('\n', " "))
            );
        }
        for w in &self.warnings {
            let _ = writeln!(s, "  warning {}:{}: {}", safe(&w.file), w.line, safe(&w.message));
        }
        match &self.round_trip {
            Some(r) if r.identical => {
                s.push_str("Round trip: the server's schema imports identical to the exported one\n");
            }
            Some(r) => {
                let _ = writeln!(s, "Round trip: {} differences", r.changes.len());
                for c in &r.changes {
                    let _ = writeln!(s, "  {}", safe(c));
                }
            }
            None => {}
        }
        if self.rows_written > 0 {
            let _ = writeln!(s, "{} rows written through writes.cql", self.rows_written);
        }
        for q in &self.queries {
            let verdict = if q.holds { "holds" } else { "DIFFERS" };
            let table = q.table.as_deref().map_or_else(|| "no table".to_owned(), safe);
            let _ = writeln!(
                s,
                "{} on {}: {verdict} ({} parameter sets, {} rows compared)",
                safe(&q.query),
                table,
                q.parameter_sets,
                q.rows_compared
            );
            if let Some(r) = &q.reason {
                let _ = writeln!(s, "  {}", safe(r));
            }
            for d in &q.differences {
                let _ = writeln!(s, "  with {}", safe(&d.parameters.join(", ")));
                if let Some(n) = &d.note {
                    let _ = writeln!(s, "    {}", safe(n));
                }
                for m in &d.missing {
                    let _ = writeln!(s, "    missing ({})", safe(&m.join(", ")));
                }
                for e in &d.extra {
                    let _ = writeln!(s, "    extra   ({})", safe(&e.join(", ")));
                }
            }
        }
        if !self.partitions.is_empty() {
            s.push_str("Partitions (rows per partition, measured against estimated):\n");
            for p in &self.partitions {
                let est = p.estimated_rows.map_or_else(|| "-".to_owned(), |e| format!("{e:.1}"));
                let ratio = p.ratio().map_or_else(|| "-".to_owned(), |r| format!("{r:.2}"));
                let _ = writeln!(
                    s,
                    "  {}: {} partitions, {} rows, mean {:.1}, max {}, estimated {est}, ratio {ratio}",
                    safe(&p.table),
                    p.partitions,
                    p.rows,
                    p.mean_rows,
                    p.max_rows
                );
            }
        }
        let _ = writeln!(
            s,
            "{}",
            if self.holds() { "The model holds on the cluster." } else { "The model does NOT hold on the cluster." }
        );
        s
    }
}

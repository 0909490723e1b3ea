//! What grading finds: per query the tables matched, the verdict, the problems with their
//! rule and reason, and the score; the total.

use crate::ids::QueryId;
use crate::text::{Lang, Text};
use serde_json::{Value, json};

/// The verdict on one query.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Verdict {
    /// The answer's key is the tool's.
    Correct,
    /// Another key that still serves the query and identifies its rows (another tie-breaker,
    /// another valid order).
    DifferentButCorrect,
    /// Served, but rows overwrite each other, come in the wrong order, a range is impossible,
    /// the partition grows past the guidance, a static or a type is wrong.
    Wrong,
    /// No table answers it without `ALLOW FILTERING`, or a needed column is missing.
    NotServed,
}

impl Verdict {
    /// The word `--json` writes: `correct`, `different-but-correct`, `wrong`, `not-served`.
    pub fn id(self) -> &'static str {
        match self {
            Self::Correct => "correct",
            Self::DifferentButCorrect => "different-but-correct",
            Self::Wrong => "wrong",
            Self::NotServed => "not-served",
        }
    }

    /// The verdict in words.
    pub fn words(self) -> Text {
        match self {
            Self::Correct => crate::msg!("grade-verdict-correct"),
            Self::DifferentButCorrect => crate::msg!("grade-verdict-different"),
            Self::Wrong => crate::msg!("grade-verdict-wrong"),
            Self::NotServed => crate::msg!("grade-verdict-not-served"),
        }
    }
}

/// What kind of problem a table has for a query.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum ProblemKind {
    /// No table of the answer can run the query without `ALLOW FILTERING`.
    NotServed,
    /// A column the query returns or searches is missing.
    MissingColumn,
    /// The key does not identify a row: rows overwrite each other.
    RowsOverwrite,
    /// The rows cannot come back in the order the query asks.
    WrongOrder,
    /// A range the query asks is impossible on that column.
    ImpossibleRange,
    /// A value that can change is part of the primary key.
    ChangeableKey,
    /// The partition grows without bound or passes the target's threshold.
    PartitionSize,
    /// A static column whose value is not the partition's.
    WrongStatic,
    /// A column the model keeps static is repeated in every row.
    MissingStatic,
    /// A type that loses information.
    LossyType,
    /// A column the query does not need (or the model does not know).
    SuperfluousColumn,
}

impl ProblemKind {
    /// The word `--json` writes.
    pub fn id(self) -> &'static str {
        match self {
            Self::NotServed => "not-served",
            Self::MissingColumn => "missing-column",
            Self::RowsOverwrite => "rows-overwrite",
            Self::WrongOrder => "wrong-order",
            Self::ImpossibleRange => "impossible-range",
            Self::ChangeableKey => "changeable-key",
            Self::PartitionSize => "partition-size",
            Self::WrongStatic => "wrong-static",
            Self::MissingStatic => "missing-static",
            Self::LossyType => "lossy-type",
            Self::SuperfluousColumn => "superfluous-column",
        }
    }
}

/// One problem of a table for a query.
#[derive(Clone, Debug, PartialEq)]
pub struct Problem {
    /// Its kind.
    pub kind: ProblemKind,
    /// The answer's table.
    pub table: String,
    /// The rule broken: `MR1`..`MR5`, `Nv`/`St` (the partition-size formulas), `static`, `type`.
    pub rule: &'static str,
    /// What is wrong and why, worded when shown.
    pub text: Text,
    /// `true` when it decides the verdict; `false` for a remark that costs nothing (the
    /// model's own table has it too, a superfluous column, a static left regular).
    pub counts: bool,
}

/// How a query was matched to the answer's tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchedBy {
    /// The table's comment, or a comment line above its `CREATE TABLE`, names the query.
    Comment,
    /// No table names the query: the table whose columns match best.
    Columns,
    /// No table of the answer has the query's columns.
    Nothing,
}

impl MatchedBy {
    /// The word `--json` writes.
    pub fn id(self) -> &'static str {
        match self {
            Self::Comment => "comment",
            Self::Columns => "columns",
            Self::Nothing => "none",
        }
    }
}

/// The grade of one query.
#[derive(Clone, Debug, PartialEq)]
pub struct QueryGrade {
    /// The query.
    pub query: QueryId,
    /// Its description.
    pub description: String,
    /// The answer's tables graded for it (the best first).
    pub tables: Vec<String>,
    /// How they were found.
    pub matched_by: MatchedBy,
    /// The verdict.
    pub verdict: Verdict,
    /// The tool's own table and key, `name ((k), c)`.
    pub model_table: String,
    /// The answer's key, `((k), c)` (empty when no table).
    pub answer_key: String,
    /// The problems, those that count first.
    pub problems: Vec<Problem>,
    /// The teacher's weight (1 unless the model's query says `"weight"`).
    pub weight: f64,
    /// Points earned: the weight when correct or different but correct, else 0.
    pub score: f64,
}

/// The whole report.
#[derive(Clone, Debug, PartialEq)]
pub struct Grading {
    /// One grade per query, in the model's order.
    pub queries: Vec<QueryGrade>,
    /// About the answer or the model as a whole (statements that did not parse, tables in
    /// other keyspaces, no tables, a model with errors, queries not graded).
    pub notes: Vec<Text>,
    /// Points earned.
    pub score: f64,
    /// Points possible.
    pub out_of: f64,
}

impl Grading {
    /// The report of these grades.
    pub fn new(queries: Vec<QueryGrade>, notes: Vec<Text>) -> Self {
        let score = queries.iter().map(|q| q.score).sum();
        let out_of = queries.iter().map(|q| q.weight).sum();
        Self { queries, notes, score, out_of }
    }

    /// `true` when every query scores its weight.
    pub fn full_marks(&self) -> bool {
        self.queries.iter().all(|q| q.score >= q.weight)
    }

    /// The grade of a query.
    pub fn query(&self, id: &str) -> Option<&QueryGrade> {
        self.queries.iter().find(|q| q.query.as_str() == id)
    }

    /// The report as `--json` writes it: `{"queries": [{"query", "tables", "verdict",
    /// "problems": [{"kind", "table", "rule", "text"}], "score", ...}], "total": {...},
    /// "notes": [...]}`, worded in `lang`.
    pub fn to_json(&self, lang: Lang) -> Value {
        let queries: Vec<Value> = self
            .queries
            .iter()
            .map(|q| {
                let problems: Vec<Value> = q
                    .problems
                    .iter()
                    .map(|p| json!({"kind": p.kind.id(), "table": p.table, "rule": p.rule, "text": p.text.get(lang), "counts": p.counts}))
                    .collect();
                json!({
                    "query": q.query.as_str(),
                    "description": q.description,
                    "tables": q.tables,
                    "matched_by": q.matched_by.id(),
                    "verdict": q.verdict.id(),
                    "model_table": q.model_table,
                    "answer_key": q.answer_key,
                    "problems": problems,
                    "weight": q.weight,
                    "score": q.score,
                })
            })
            .collect();
        json!({
            "queries": queries,
            "total": {"score": self.score, "out_of": self.out_of},
            "notes": self.notes.iter().map(|n| n.get(lang)).collect::<Vec<_>>(),
        })
    }
}

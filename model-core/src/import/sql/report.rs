//! What the relational import did with each table, query and write: what it became, what
//! was changed on the way and what was dropped, each with where it is in the files. The
//! command line prints it (`--json` too); every change and drop is also an import note.

use crate::import::note::ImportNote;
use crate::import::source::Source;
use crate::text::{Lang, Text};

/// A place in the imported files: which file, and a byte offset in it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct At {
    /// Index of the file in the import.
    pub file: usize,
    /// Byte offset of the statement.
    pub offset: usize,
}

/// What a report entry is about.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Subject {
    /// The files as a whole (the dialect, statements skipped by kind).
    Files,
    /// A table of the schema (its name as written).
    Table(String),
    /// A query of the workflow (its id, `Q3`), or a SELECT that became none (its first
    /// words).
    Query(String),
    /// A write statement (`INSERT INTO invoice_line`).
    Write(String),
}

impl Subject {
    /// `table album`, `query Q3`, `files`: for the printed report.
    pub fn label(&self) -> String {
        match self {
            Self::Files => "files".to_owned(),
            Self::Table(t) => format!("table {t}"),
            Self::Query(q) => format!("query {q}"),
            Self::Write(w) => w.clone(),
        }
    }
}

/// Whether a finding says what a thing became (`BecameFirst`: what the thing itself became,
/// listed before what its parts became), what changed, or what was dropped (`DroppedHere`: a
/// whole statement, whose line the report says, as the files' entry holds many).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Outcome {
    BecameFirst,
    Became,
    Changed,
    Dropped,
    DroppedHere,
}

/// One finding.
#[derive(Clone, Debug)]
pub(crate) struct Finding {
    pub at: At,
    pub subject: Subject,
    pub outcome: Outcome,
    pub text: Text,
}

/// The findings of one import, in the order found.
#[derive(Debug, Default)]
pub(crate) struct Findings(pub Vec<Finding>);

impl Findings {
    fn push(&mut self, at: At, subject: Subject, outcome: Outcome, text: impl Into<Text>) {
        self.0.push(Finding { at, subject, outcome, text: text.into() });
    }

    /// What `subject` became.
    pub fn became(&mut self, at: At, subject: Subject, text: impl Into<Text>) {
        self.push(at, subject, Outcome::Became, text);
    }

    /// What `subject` itself became (listed first in its entry).
    pub fn became_first(&mut self, at: At, subject: Subject, text: impl Into<Text>) {
        self.push(at, subject, Outcome::BecameFirst, text);
    }

    /// Something of `subject` kept in another form.
    pub fn changed(&mut self, at: At, subject: Subject, text: impl Into<Text>) {
        self.push(at, subject, Outcome::Changed, text);
    }

    /// Something of `subject` left out.
    pub fn dropped(&mut self, at: At, subject: Subject, text: impl Into<Text>) {
        self.push(at, subject, Outcome::Dropped, text);
    }

    /// The statement at `at` left out as a whole: in the files' entry, with its line.
    pub fn dropped_statement(&mut self, at: At, text: impl Into<Text>) {
        self.push(at, Subject::Files, Outcome::DroppedHere, text);
    }
}

/// What the import did with one table, query or write.
#[derive(Clone, Debug, PartialEq)]
pub struct ReportEntry {
    /// What it is about.
    pub subject: Subject,
    /// The file (when several were imported, else empty).
    pub file: String,
    /// The line of its statement (1-based).
    pub line: usize,
    /// What it became.
    pub became: Vec<Text>,
    /// What was kept in another form.
    pub changed: Vec<Text>,
    /// What was left out.
    pub dropped: Vec<Text>,
}

impl ReportEntry {
    /// The entry as JSON, worded in `lang`.
    pub fn to_json(&self, lang: Lang) -> serde_json::Value {
        let words = |v: &[Text]| v.iter().map(|t| serde_json::Value::String(t.get(lang))).collect::<Vec<_>>();
        let (kind, name) = match &self.subject {
            Subject::Files => ("files", String::new()),
            Subject::Table(t) => ("table", t.clone()),
            Subject::Query(q) => ("query", q.clone()),
            Subject::Write(w) => ("write", w.clone()),
        };
        serde_json::json!({
            "kind": kind,
            "name": name,
            "file": self.file,
            "line": self.line,
            "mapped": words(&self.became),
            "changed": words(&self.changed),
            "dropped": words(&self.dropped),
        })
    }
}

/// The files' names (empty when one file was imported) and sources, for positions.
pub(crate) struct Files<'a> {
    pub names: Vec<&'a str>,
    pub sources: Vec<Source<'a>>,
}

impl Files<'_> {
    fn file(&self, at: At) -> String {
        if self.names.len() > 1 { self.names.get(at.file).copied().unwrap_or("").to_owned() } else { String::new() }
    }

    fn position(&self, at: At) -> (usize, usize, String) {
        match self.sources.get(at.file) {
            Some(s) => {
                let (line, column) = s.position(at.offset);
                (line, column, s.statement_at(at.offset))
            }
            None => (1, 1, String::new()),
        }
    }
}

/// The import notes (every change and drop) and the report (findings grouped by subject:
/// the files first, then tables, queries and writes, each in file order).
pub(crate) fn finish(findings: Findings, files: &Files<'_>) -> (Vec<ImportNote>, Vec<ReportEntry>) {
    let mut notes: Vec<(At, ImportNote)> = Vec::new();
    let mut report: Vec<(At, ReportEntry)> = Vec::new();
    let mut places: rustc_hash::FxHashMap<Subject, usize> = rustc_hash::FxHashMap::default();
    for f in findings.0 {
        let text = if matches!(f.outcome, Outcome::Changed | Outcome::Dropped | Outcome::DroppedHere) {
            let (line, column, statement) = files.position(f.at);
            notes.push((f.at, ImportNote::new(line, column, statement, f.text.clone()).in_file(&files.file(f.at))));
            if f.outcome == Outcome::DroppedHere { Text::at(line, column, &f.text) } else { f.text }
        } else {
            f.text
        };
        let i = *places.entry(f.subject.clone()).or_insert_with(|| {
            let e = ReportEntry {
                subject: f.subject.clone(),
                file: String::new(),
                line: 0,
                became: Vec::new(),
                changed: Vec::new(),
                dropped: Vec::new(),
            };
            report.push((f.at, e));
            report.len() - 1
        });
        let (at, e) = &mut report[i];
        *at = (*at).min(f.at);
        match f.outcome {
            Outcome::BecameFirst => e.became.insert(0, text),
            Outcome::Became => e.became.push(text),
            Outcome::Changed => e.changed.push(text),
            Outcome::Dropped | Outcome::DroppedHere => e.dropped.push(text),
        }
    }
    notes.sort_by_key(|(at, _)| *at);
    let rank = |s: &Subject| match s {
        Subject::Files => 0,
        Subject::Table(_) => 1,
        Subject::Query(_) => 2,
        Subject::Write(_) => 3,
    };
    report.sort_by_key(|(at, e)| (rank(&e.subject), *at));
    let report = report
        .into_iter()
        .map(|(at, mut e)| {
            e.file = files.file(at);
            e.line = files.position(at).0;
            e
        })
        .collect();
    (notes.into_iter().map(|(_, n)| n).collect(), report)
}

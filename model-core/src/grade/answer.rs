//! The answer to grade: a student's CQL read by the CQL importer (never a second parser), the
//! comment above each `CREATE TABLE` kept so that a `-- Q2` line can name the query a table
//! is for, and every statement the importer skipped kept as a note with its line.

use crate::cql::cursor::Cursor;
use crate::cql::lexer::{Kind, Spacing, lex};
use crate::import::ImportNote;
use crate::import::cql::import_named;
use crate::msg;
use crate::project::{Project, TableDef};
use crate::text::Text;
use std::collections::BTreeMap;

/// A design to grade.
#[derive(Clone, Debug, Default)]
pub struct Answer {
    /// The answer's name (its file's), for the report.
    pub name: String,
    /// Its tables and views, as the importer read them.
    pub tables: Vec<TableDef>,
    /// The answer's keyspace for tables written without one (`None`: none was created).
    pub default_keyspace: Option<String>,
    /// The comment lines written just above each table's `CREATE TABLE`, by table name.
    pub remarks: BTreeMap<String, String>,
    /// What the importer skipped or changed, with the statement and its line.
    pub notes: Vec<AnswerNote>,
}

/// Something about the answer as a whole: a statement that did not parse, a table left out.
#[derive(Clone, Debug, PartialEq)]
pub struct AnswerNote {
    /// 1-based line (0: about the whole answer).
    pub line: usize,
    /// The statement's first line, trimmed (may be empty).
    pub statement: String,
    /// What happened.
    pub message: Text,
}

impl AnswerNote {
    /// The note in words: `line 3 (CREATE TABLE t (...): ...`.
    pub fn text(&self) -> Text {
        if self.line == 0 {
            return self.message.clone();
        }
        msg!("grade-note-at-line", line = self.line, statement = self.statement.clone(), what = self.message.clone())
    }
}

impl From<&ImportNote> for AnswerNote {
    fn from(n: &ImportNote) -> Self {
        Self { line: n.line, statement: n.statement.clone(), message: n.message.clone() }
    }
}

impl Answer {
    /// Reads a CQL answer. Never fails: what does not parse becomes a note.
    pub fn from_cql(name: &str, text: &str) -> Self {
        let imported = import_named(text, name);
        let project = &imported.project;
        Self {
            name: name.to_owned(),
            tables: project.physical.tables.clone(),
            default_keyspace: project.physical.keyspaces.first().map(|k| k.name.clone()),
            remarks: remarks(text),
            notes: imported.notes.iter().map(AnswerNote::from).collect(),
        }
    }

    /// An answer given as a project: its schema as `export` writes it, read back as CQL (so
    /// both kinds of answer are graded alike).
    pub fn from_project(name: &str, project: &Project) -> Self {
        let derivation = crate::derive(project);
        let schema = crate::export::schema_cql(project, &derivation.model);
        Self::from_cql(name, &schema.text)
    }
}

/// A text file's contents (UTF-8), or why not, naming the file.
pub fn read_text(path: &std::path::Path) -> Result<String, String> {
    let bytes = crate::input_file::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    String::from_utf8(bytes).map_err(|_| format!("{}: not UTF-8 text", path.display()))
}

impl Answer {
    /// The answer in a file: a project file (`.json`; an exercise's answer is the CQL the
    /// student wrote in it) or CQL; why not, naming the file (`grade`, `mcp`'s `grade` and
    /// the window's Check a design… read answers here).
    pub fn read(path: &std::path::Path) -> Result<Self, String> {
        let name = path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into_owned());
        if path.extension().is_some_and(|e| e.eq_ignore_ascii_case("json")) {
            let project = Project::load(path).map_err(|e| e.to_string())?;
            if let Some(exercise) = &project.exercise {
                return Ok(Self::from_cql(&name, &exercise.answer));
            }
            return Ok(Self::from_project(&name, &project));
        }
        Ok(Self::from_cql(&name, &read_text(path)?))
    }
}

/// The comment text just above each `CREATE TABLE` (or `CREATE MATERIALIZED VIEW`), by the
/// table's name (lower case unless quoted, as the importer names it).
fn remarks(text: &str) -> BTreeMap<String, String> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let tokens = lex(text, Spacing::Script);
    let mut out = BTreeMap::new();
    for (i, t) in tokens.iter().enumerate() {
        if !t.is_kw("create") {
            continue;
        }
        // The statement's head, read with the one cursor over CQL's tokens.
        let mut c = Cursor::new(&tokens);
        c.rewind(i + 1);
        c.eat_kw("materialized");
        if !(c.eat_kw("table") || c.eat_kw("view")) {
            continue;
        }
        if c.eat_kw("if") {
            c.skip(2);
        }
        let mut name = None;
        while let Some(n) = c.peek().filter(|t| matches!(t.kind, Kind::Ident | Kind::Quoted)) {
            name = Some(n.text.clone());
            c.bump();
            if !c.eat_punct('.') {
                break;
            }
        }
        let Some(name) = name else { continue };
        let from = if i == 0 { 0 } else { tokens[i - 1].end };
        let gap = text.get(from..t.start).unwrap_or_default();
        let said: Vec<&str> = gap
            .lines()
            .map(|l| {
                l.trim()
                    .trim_start_matches("--")
                    .trim_start_matches("//")
                    .trim_start_matches("/*")
                    .trim_end_matches("*/")
                    .trim()
            })
            .filter(|l| !l.is_empty() && *l != ";")
            .collect();
        if !said.is_empty() {
            out.insert(name, said.join(" "));
        }
    }
    out
}

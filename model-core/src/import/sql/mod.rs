//! From a relational database to Cassandra: a SQL schema becomes the ER model and the
//! application's SQL queries the workflow (`docs/import.md`, "SQL schemas and queries").
//!
//! The files are cut into statements (`split.rs`) and each is parsed by `sqlparser` in the
//! dialect given or guessed (`dialect.rs`); a statement the parser rejects is reported and
//! skipped. Schema statements fill a catalogue in any order (`catalog.rs`); the keys decide
//! what each table and foreign key is (`keys.rs`); the ER model is built from them
//! (`schema.rs`, `types.rs`). SELECTs become queries (`queries.rs`, `conditions.rs`); writes
//! are listed with the tables they must now write. Every change and drop is a note, and the
//! report (`report.rs`) says per table and per query what was mapped, changed and dropped.

mod catalog;
mod conditions;
mod depth;
mod dialect;
mod inference;
mod inferred;
mod joins;
mod key_names;
mod keys;
mod parse;
mod pattern;
mod queries;
mod report;
mod schema;
mod sources;
mod split;
mod types;
mod write_cautions;
mod write_statements;
mod writes;

pub use dialect::Dialect;
pub use inference::JoinInference;
pub use report::{ReportEntry, Subject};

use super::Imported;
use crate::import::source::Source;
use crate::msg;
use crate::project::Project;
use crate::text::Text;
use catalog::{Catalog, Skipped};
use report::{At, Files, Findings};
use sqlparser::ast::Statement;

/// Up to this many entities the ER diagram is laid out by the import (Auto-layout); a larger
/// schema keeps the canvas's default places (Auto-layout in the window arranges it on demand),
/// so the import stays near-linear.
const ARRANGED_UP_TO: usize = 200;

/// The same for relationships: Auto-layout places each diamond between its entities, and
/// thousands between the same two (a table of thousands of foreign keys to one table, issue
/// 41) made the import quadratic.
const ARRANGED_RELATIONSHIPS_UP_TO: usize = 400;

/// One SQL file: its name (shown in notes when several are imported) and text.
#[derive(Clone, Copy, Debug)]
pub struct SqlFile<'a> {
    /// The file's name.
    pub name: &'a str,
    /// Its text.
    pub text: &'a str,
}

/// The result of a relational import: the project and notes, and the report.
#[derive(Clone, Debug)]
pub struct SqlImported {
    /// The project (ER model, workflow) and the notes.
    pub imported: Imported,
    /// The dialect read.
    pub dialect: Dialect,
    /// `true` when the dialect was guessed.
    pub guessed: bool,
    /// Per table, query and write: what it became, what changed, what was dropped.
    pub report: Vec<ReportEntry>,
}

/// How a relational import reads the files.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SqlOptions {
    /// The dialect (`None`: guessed, and the guess said in a note).
    pub dialect: Option<Dialect>,
    /// Relationships from the queries' joins: off, or the ones the user rejected.
    pub joins: JoinInference,
}

/// A SELECT kept for after the schema as its place and text, not its syntax tree (issue 41:
/// every statement's tree kept made the import take 600 times its input in memory): the
/// statement is parsed again when the schema is known.
struct Later<'a> {
    at: At,
    /// The statement's text (the piece of the file it is in).
    sql: &'a str,
    /// Which statement of the piece it is.
    nth: usize,
}

/// Imports SQL files (schema and queries, in any order) as one project named `name`, in
/// `dialect` (`None`: guessed), with every relationship the joins imply. Never fails: what
/// cannot be imported is reported.
pub fn import_files(files: &[SqlFile<'_>], name: &str, dialect: Option<Dialect>) -> SqlImported {
    import_files_with(files, name, &SqlOptions { dialect, ..SqlOptions::default() })
}

/// [`import_files`] with options: the dialect, and which relationships inferred from the
/// queries' joins to leave out.
pub fn import_files_with(files: &[SqlFile<'_>], name: &str, options: &SqlOptions) -> SqlImported {
    let texts: Vec<&str> = files.iter().map(|f| f.text.strip_prefix('\u{feff}').unwrap_or(f.text)).collect();
    let (dialect, guessed, mark) = match options.dialect {
        Some(d) => (d, false, None),
        None => {
            let (d, mark) = dialect::guess(texts.iter().copied());
            (d, true, mark)
        }
    };
    let mut findings = Findings::default();
    if guessed {
        let text = match mark {
            Some(mark) => msg!("sql-dialect-guessed", dialect = dialect.title().to_owned(), mark = mark.to_owned()),
            None => msg!("sql-dialect-not-marked"),
        };
        findings.changed(At::default(), Subject::Files, text);
    }
    let mut catalog = Catalog::default();
    let mut later = Vec::new();
    let mut select_joins = Vec::new();
    let mut writes = Vec::new();
    let parser_dialect = dialect.parser();
    for (file, text) in texts.iter().enumerate() {
        for piece in split::split(text, dialect) {
            let at = At { file, offset: piece.start };
            if piece.meta {
                catalog.skip(Skipped::Session, at, piece.text.to_owned());
                continue;
            }
            match parse::statements(parser_dialect.as_ref(), piece.text) {
                Ok((statements, skipped_columns)) => {
                    for column in skipped_columns {
                        findings.dropped(at, Subject::Files, msg!("sql-column-not-parsed", column = column));
                    }
                    // Each tree is dropped once read: a schema statement into the catalogue,
                    // a write as the table it writes, a SELECT as its place and its joins (read again below).
                    for (nth, statement) in statements.into_iter().enumerate() {
                        if is_session_select(&statement) {
                            catalog.skip(Skipped::Session, at, first_words(piece.text));
                        } else if !catalog.read(&statement, at) {
                            match write_statements::write_of(&statement, at) {
                                Some(w) => writes.push(w),
                                None => {
                                    if let Statement::Query(q) = &statement {
                                        select_joins.extend(joins::read(q, at, later.len()));
                                        later.push(Later { at, sql: piece.text, nth });
                                    }
                                }
                            }
                        }
                    }
                }
                Err(sqlparser::parser::ParserError::RecursionLimitExceeded) => {
                    findings.dropped_statement(
                        at,
                        msg!(
                            "sql-too-deep",
                            nesting = depth::NESTING.to_string(),
                            limit = depth::MAX_DEPTH.to_string()
                        ),
                    );
                }
                Err(e) => match catalog::skipped_kind_of_text(piece.text) {
                    Some(kind) => catalog.skip(kind, at, catalog::object_name_of_text(piece.text)),
                    None => {
                        let (offset, text) = not_parsed(dialect, piece.text, &e);
                        findings.dropped(At { file, offset: piece.start + offset }, Subject::Files, text);
                    }
                },
            }
        }
    }
    catalog.settle();
    let inference = inference::infer(&catalog, &select_joins, &options.joins);
    drop(select_joins);
    for i in &inference.inferred {
        catalog.infer_foreign_key(i.fk.clone());
    }
    let mut project = Project::new(name);
    let keys = keys::decide(&catalog);
    let mapping = schema::build(&catalog, &keys, &mut project, &mut findings);
    project.entities.sort_by(|a, b| a.id.cmp(&b.id));
    project.relationships.sort_by(|a, b| a.id.cmp(&b.id));
    schema_notes(&catalog, &keys, &project, &mapping, &mut findings);
    let (queries, labels) = selects(&later, &texts, parser_dialect.as_ref(), &mapping, &project, &mut findings);
    project.queries.extend(queries);
    let inferred = inferred::notes(&inference, &catalog, &keys, &mapping, &project, &labels, &mut findings);
    write_cautions::mark_updated(&mut project, &mapping, &writes, &mut findings);
    write_path(&catalog, &project, &mapping, &writes, &mut findings);
    if project.entities.len() <= ARRANGED_UP_TO && project.relationships.len() <= ARRANGED_RELATIONSHIPS_UP_TO {
        project.layout.conceptual.extend(crate::render::arrange(
            &project,
            crate::edit::Canvas::Conceptual,
            &crate::render::SvgText,
        ));
    }
    let sources = Files {
        names: files.iter().map(|f| f.name).collect(),
        sources: texts.iter().map(|t| Source::new(t)).collect(),
    };
    let (notes, report) = report::finish(findings, &sources);
    SqlImported { imported: Imported { project, notes, suggestions: Vec::new(), inferred }, dialect, guessed, report }
}

/// The SELECTs kept for after the schema as queries, each parsed again (the piece holding
/// several parsed once), over one index of the project's schema (issue 41: an index made
/// for every SELECT made the import quadratic); and what notes name each SELECT by: its
/// query's id (then `true`), else its first words.
fn selects(
    later: &[Later<'_>],
    texts: &[&str],
    dialect: &dyn sqlparser::dialect::Dialect,
    mapping: &schema::Mapping,
    project: &Project,
    findings: &mut Findings,
) -> (Vec<crate::project::Query>, Vec<(String, bool)>) {
    let index = project.index();
    let mut builder = queries::QueryBuilder::new(mapping, &index);
    let mut out = Vec::new();
    let mut labels = Vec::with_capacity(later.len());
    let mut parsed: Option<(At, Vec<Statement>)> = None;
    for l in later {
        if parsed.as_ref().is_none_or(|(at, _)| *at != l.at) {
            // The same text parses as it did the first time.
            parsed = parse::statements(dialect, l.sql).ok().map(|(statements, _)| (l.at, statements));
        }
        let query = match parsed.as_ref().and_then(|(_, s)| s.get(l.nth)) {
            Some(Statement::Query(q)) => {
                let comment = texts.get(l.at.file).and_then(|text| comment_before(text, l.at.offset));
                builder.select(q, l.sql, comment.as_deref(), l.at, findings)
            }
            _ => None,
        };
        match query {
            Some(query) => {
                labels.push((query.id.to_string(), true));
                out.push(query);
            }
            None => labels.push((first_words(l.sql), false)),
        }
    }
    (out, labels)
}

/// The SQL a query was imported from, kept in its description after the task's words: from
/// its first line that starts a `SELECT` (or a `WITH`), or `None`.
pub fn query_sql(description: &str) -> Option<&str> {
    let mut offset = 0;
    for line in description.split_inclusive('\n') {
        let word = line.trim_start().split(|c: char| !c.is_ascii_alphabetic()).next().unwrap_or("");
        if word.eq_ignore_ascii_case("select") || word.eq_ignore_ascii_case("with") {
            return Some(description[offset..].trim());
        }
        offset += line.len();
    }
    None
}

/// The `--` comment lines just above a statement (the task a query serves), joined.
fn comment_before(text: &str, start: usize) -> Option<String> {
    let before = text.get(..start)?;
    let mut lines: Vec<&str> = Vec::new();
    for line in before.lines().rev().skip_while(|l| l.trim().is_empty()) {
        match line.trim().strip_prefix("--") {
            Some(c) => lines.push(c.trim()),
            None => break,
        }
    }
    lines.reverse();
    let joined = lines.join(" ");
    (!joined.trim().is_empty()).then_some(joined)
}

/// A SELECT that reads no table (`SELECT pg_catalog.set_config(…)` in a dump): a session
/// statement, not a query.
fn is_session_select(s: &Statement) -> bool {
    match s {
        Statement::Query(q) => match q.body.as_ref() {
            sqlparser::ast::SetExpr::Select(sel) => sel.from.is_empty(),
            _ => false,
        },
        _ => false,
    }
}

fn first_words(text: &str) -> String {
    text.split_whitespace().take(4).collect::<Vec<_>>().join(" ")
}

/// Where the parser stopped in a statement it rejects (an offset in the statement), and the
/// note: the token it stopped at, from the file itself.
fn not_parsed(dialect: Dialect, piece: &str, e: &sqlparser::parser::ParserError) -> (usize, Text) {
    let message = e.to_string();
    let offset = parse::error_offset(piece, e).unwrap_or(0);
    let found = message.split_once("found: ").map(|(_, f)| f.split(" at Line: ").next().unwrap_or(f).trim().to_owned());
    let dialect = dialect.title().to_owned();
    match found {
        Some(found) if found != "EOF" && !found.is_empty() => {
            (offset, msg!("sql-not-parsed", dialect = dialect, found = found))
        }
        _ => (offset, msg!("sql-not-parsed-at-end", dialect = dialect)),
    }
}

/// The notes about the schema as a whole: statements skipped by kind (one note each),
/// tables created twice, changes to tables no file creates, partitions; and what each table
/// became.
fn schema_notes(
    catalog: &Catalog,
    keys: &keys::Keys,
    project: &Project,
    mapping: &schema::Mapping,
    findings: &mut Findings,
) {
    for kind in Skipped::ALL {
        let Some((count, at, first)) = catalog.skipped.get(&kind) else { continue };
        let (count, first) = (*count, first.clone());
        let text = match kind {
            Skipped::View => msg!("sql-skipped-views", count = count, first = first),
            Skipped::Function => msg!("sql-skipped-functions", count = count, first = first),
            Skipped::Trigger => msg!("sql-skipped-triggers", count = count, first = first),
            Skipped::Sequence => msg!("sql-skipped-sequences", count = count, first = first),
            Skipped::Grant => msg!("sql-skipped-grants", count = count),
            Skipped::Partition => msg!("sql-skipped-partitions", count = count, first = first),
            Skipped::Owner => msg!("sql-skipped-owners", count = count),
            Skipped::Index => msg!("sql-skipped-indexes", count = count, first = first),
            Skipped::Session => msg!("sql-skipped-session", count = count),
            Skipped::Drop => msg!("sql-skipped-drops", count = count, first = first),
            Skipped::Other => msg!("sql-skipped-other", count = count, first = first),
        };
        findings.dropped(*at, Subject::Files, text);
    }
    for (at, table) in &catalog.duplicates {
        findings.dropped(*at, Subject::Table(table.clone()), msg!("sql-table-created-twice", table = table.clone()));
    }
    for (at, table) in &catalog.unknown_tables {
        findings.dropped(*at, Subject::Files, msg!("sql-no-such-table", table = table.clone()));
    }
    for c in &catalog.same_names {
        let text =
            msg!("sql-column-same-name", table = c.table.clone(), kept = c.kept.clone(), dropped = c.dropped.clone());
        findings.dropped(c.at, Subject::Table(c.table.clone()), text);
    }
    let index = project.index();
    let mut key_names = key_names::KeyNames::new(&index);
    for (key, &i) in &keys.tables {
        let t = &catalog.tables[i];
        let Some(m) = mapping.get(key) else { continue };
        let text = if let Some(e) = m.entity.as_ref().and_then(|e| index.entity(e)) {
            let key = key_names.of(&e.id);
            match e.owner.as_ref().and_then(|o| index.entity(o)) {
                Some(owner) => {
                    msg!(
                        "sql-table-became-weak-entity",
                        table = t.name.clone(),
                        entity = e.name.clone(),
                        owner = owner.name.clone(),
                        key = key
                    )
                }
                None => msg!(
                    "sql-table-became-entity",
                    table = t.name.clone(),
                    entity = e.name.clone(),
                    attributes = e.attributes.len(),
                    key = key
                ),
            }
        } else if let Some(r) = m.relationship.as_ref().and_then(|r| index.relationship(r)) {
            let name = |i: usize| index.entity(&r.ends[i].entity).map(|e| e.name.clone()).unwrap_or_default();
            msg!(
                "sql-table-became-relationship",
                table = t.name.clone(),
                a = name(0),
                b = name(1),
                attributes = r.attributes.len()
            )
        } else {
            continue;
        };
        findings.became_first(t.at, Subject::Table(t.name.clone()), text);
    }
    for (partition, parent) in &catalog.partitions {
        if let Some(t) = catalog.table(partition) {
            findings.became(
                t.at,
                Subject::Table(t.name.clone()),
                msg!("sql-table-is-partition", table = t.name.clone(), parent = parent.clone()),
            );
        }
    }
}

/// Each write statement with the tables of the derived model it must now write: for an
/// INSERT or DELETE, the tables whose rows are instances of what its table became (their
/// subject, or a relationship their queries go through); for an UPDATE, the tables holding a
/// column it sets. The tables of each subject, relationship and attribute are listed once
/// beforehand (issue 41: every write asked every table).
fn write_path(
    catalog: &Catalog,
    project: &Project,
    mapping: &schema::Mapping,
    writes: &[write_statements::Write],
    findings: &mut Findings,
) {
    if writes.is_empty() {
        return;
    }
    let derivation = crate::derive::derive(project);
    let tables = writes::TablesOf::new(project, &derivation.model);
    for w in writes {
        let subject = write_cautions::subject(w);
        let Some(m) = mapping.get(&w.table) else {
            findings.dropped(w.at, subject, msg!("sql-query-unknown-table", table = w.table.clone()));
            continue;
        };
        let names: Vec<String> = if w.kind == "UPDATE" {
            let sets = w.sets.iter().filter_map(|c| match m.columns.get(c) {
                Some(schema::ColumnMap::Attr(a)) => Some(a),
                _ => None,
            });
            tables.holding(sets)
        } else {
            let rows = tables.rows_of(m.entity.as_ref(), m.relationship.as_ref());
            // A table no query returns rows of may still be joined: the tables holding its
            // columns are written (issue 46, item 3).
            let attributes = m.columns.values().filter_map(|c| match c {
                schema::ColumnMap::Attr(a) => Some(a),
                schema::ColumnMap::Foreign(..) => None,
            });
            if rows.is_empty() { tables.holding(attributes) } else { rows }
        };
        write_cautions::cautions(catalog, mapping, project, w, findings);
        let text = if names.is_empty() {
            msg!("sql-write-no-table", kind = w.kind.to_owned(), table = m.name.clone())
        } else {
            msg!(
                "sql-write-path",
                kind = w.kind.to_owned(),
                table = m.name.clone(),
                count = names.len(),
                tables = names.join(", ")
            )
        };
        findings.became(w.at, subject, text);
    }
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod depth_tests;

#[cfg(test)]
mod scale_tests;

#[cfg(test)]
mod join_tests;

#[cfg(test)]
mod write_tests;

//! CQL import: DDL scripts to keyspaces, user-defined types, tables and indexes.
//!
//! The text is split into tokens once ([`crate::cql::lexer`]); statements end at `;` tokens (so a `;`
//! inside a string or comment never ends one); each statement is parsed on its own
//! ([`crate::cql::parser`], the language's), so a syntax error skips that statement only, with a note naming its line
//! and column, and the rest of the file still imports (`schema`). Several files import as
//! one schema, in the order given (as `cqlsh` would `SOURCE` them), `ALTER` and `DROP`
//! statements applied in turn; template placeholders are substituted first ([`crate::cql::template`]). This module
//! only turns the parsed statements ([`crate::cql::ast`]) into a project (`schema`).

mod schema;

use super::source::Source;
use super::{ImportNote, Imported, suggest_entities};
use crate::cql::lexer::{Spacing, lex};
use crate::cql::parser::{SyntaxError, parse_statement};
use crate::cql::template;
use crate::msg;
use crate::project::Project;
use schema::SchemaBuilder;
use std::collections::BTreeMap;

/// The name of a project imported from CQL text (a file import renames it after the file).
pub const DEFAULT_PROJECT_NAME: &str = "Imported CQL schema";

/// One CQL file to import: its name (for notes; empty for text given directly) and its text.
#[derive(Clone, Copy, Debug)]
pub struct CqlFile<'a> {
    /// The file's name as notes show it.
    pub name: &'a str,
    /// Its text.
    pub text: &'a str,
}

/// Imports a CQL script. Never fails and never panics: problems become notes.
pub fn import(text: &str) -> Imported {
    import_named(text, DEFAULT_PROJECT_NAME)
}

/// Imports a CQL script into a project with this name (a keyspace is named after it when the
/// script creates and uses none).
pub fn import_named(text: &str, name: &str) -> Imported {
    import_files(&[CqlFile { name: "", text }], name, &BTreeMap::new())
}

/// Imports several CQL files as one schema, in order, after replacing the `${NAME}` and
/// `$NAME$` placeholders named in `defines`. Never fails and never panics.
pub fn import_files(files: &[CqlFile<'_>], name: &str, defines: &BTreeMap<String, String>) -> Imported {
    let texts: Vec<String> = files
        .iter()
        .map(|f| template::substitute(f.text.strip_prefix('\u{feff}').unwrap_or(f.text), defines))
        .collect();
    let sources: Vec<Source<'_>> = texts.iter().map(|t| Source::new(t)).collect();
    let mut schema: Option<SchemaBuilder<'_>> = None;
    let mut placeholders: Vec<String> = Vec::new();
    let mut seen_placeholders: rustc_hash::FxHashSet<String> = rustc_hash::FxHashSet::default();
    let mut templated = 0usize;
    for (file, src) in files.iter().zip(&sources) {
        let schema = match &mut schema {
            Some(s) => {
                s.next_file(src, file.name);
                s
            }
            None => {
                let mut s = SchemaBuilder::new(src);
                s.next_file(src, file.name);
                schema.insert(s)
            }
        };
        let text = src.text;
        let tokens = lex(text, Spacing::Script);
        for stmt in tokens.split(|t| t.is_punct(';')) {
            let Some(first) = stmt.first() else { continue };
            let left = template::placeholders_in(text, stmt);
            if !left.is_empty() {
                templated += 1;
                for p in left {
                    if seen_placeholders.insert(p.clone()) {
                        placeholders.push(p);
                    }
                }
                continue;
            }
            let result = match stmt.iter().find_map(SyntaxError::malformed) {
                Some(bad) => Err(bad),
                None => parse_statement(text, stmt),
            };
            match result {
                Ok(s) => schema.apply(s, first.start),
                Err(e) => {
                    schema.note(e.offset, first.start, msg!("import-syntax-error", what = e.said()));
                }
            }
        }
    }
    let empty = Source::new("");
    let mut schema = schema.unwrap_or_else(|| SchemaBuilder::new(&empty));
    schema.finish();
    // Each file's notes in file, line and column order; notes about the whole schema (no
    // statement) after them.
    let file_rank: rustc_hash::FxHashMap<&str, usize> =
        files.iter().enumerate().rev().map(|(i, f)| (f.name, i + 1)).collect();
    let rank = |n: &ImportNote| {
        let file = if n.file.is_empty() { 0 } else { file_rank.get(n.file.as_str()).copied().unwrap_or(0) };
        (n.statement.is_empty(), file, n.line, n.column)
    };
    schema.notes.sort_by_key(rank);
    if !placeholders.is_empty() {
        let list = placeholders.join(", ");
        schema.notes.insert(
            0,
            ImportNote::new(1, 1, "", msg!("import-schema-template", count = templated, placeholders = list)),
        );
    }
    let mut project = Project::new(name);
    let has_unplaced =
        schema.tables.iter().any(|t| t.keyspace.is_none()) || schema.udts.iter().any(|u| u.keyspace.is_none());
    if !schema.keyspaces.is_empty() {
        project.physical.keyspaces = std::mem::take(&mut schema.keyspaces);
    } else if has_unplaced {
        let ks = project.default_keyspace().to_owned();
        schema.notes.push(ImportNote::new(1, 1, "", msg!("import-no-keyspace", ks = ks)));
    }
    project.physical.udts = std::mem::take(&mut schema.udts);
    project.physical.tables = std::mem::take(&mut schema.tables);
    let suggestions = suggest_entities(&project.physical.tables);
    Imported { project, notes: std::mem::take(&mut schema.notes), suggestions, inferred: Vec::new() }
}

#[cfg(test)]
mod fidelity_tests;
#[cfg(test)]
mod tests;

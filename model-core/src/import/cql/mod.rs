//! CQL import: a DDL script to keyspaces, user-defined types and directly defined tables.
//!
//! The text is split into tokens once ([`lexer`]); statements end at `;` tokens (so a `;`
//! inside a string or comment never ends one); each statement is parsed on its own
//! ([`parser`]), so a syntax error skips that statement only, with a note naming its line
//! and column, and the rest of the file still imports ([`schema`]).

pub mod lexer;
pub mod parser;
mod schema;
pub mod statement;

use super::source::Source;
use super::{Imported, suggest_entities};
use crate::project::Project;
use lexer::{Kind, lex};
use parser::parse_statement;
use schema::SchemaBuilder;

/// The name of a project imported from CQL text (a file import renames it after the file).
pub const DEFAULT_PROJECT_NAME: &str = "Imported CQL schema";

/// Imports a CQL script. Never fails and never panics: problems become notes.
pub fn import(text: &str) -> Imported {
    import_named(text, DEFAULT_PROJECT_NAME)
}

/// Imports a CQL script into a project with this name (a keyspace is named after it when the
/// script creates and uses none).
pub fn import_named(text: &str, name: &str) -> Imported {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let src = Source::new(text);
    let tokens = lex(text);
    let mut schema = SchemaBuilder::new(&src);
    for stmt in tokens.split(|t| t.is_punct(';')) {
        let Some(first) = stmt.first() else { continue };
        let result = match stmt.iter().find(|t| t.kind == Kind::Error) {
            Some(bad) => Err(parser::SyntaxError::bad_token(bad)),
            None => parse_statement(text, stmt),
        };
        match result {
            Ok(s) => schema.apply(s, first.start),
            Err(e) => {
                let (en, zh) = (&e.message, &e.message_zh);
                schema.note(e.offset, first.start, crate::text!("syntax error: {en}; the statement is skipped", "语法错误：{zh}；跳过该语句"));
            }
        }
    }
    schema.finish();
    let mut project = Project::new(name);
    let has_unplaced_table = schema.tables.iter().any(|t| t.keyspace.is_none());
    if !schema.keyspaces.is_empty() {
        project.physical.keyspaces = std::mem::take(&mut schema.keyspaces);
    } else if has_unplaced_table {
        let ks = project.default_keyspace().to_owned();
        schema.notes.push(super::ImportNote::new(
            1,
            1,
            "",
            crate::text!(
                "the file creates and uses no keyspace; its tables are placed in keyspace {ks}",
                "文件既没有创建也没有使用键空间；其中的表被放入键空间 {ks}"
            ),
        ));
    }
    project.physical.udts = std::mem::take(&mut schema.udts);
    project.physical.tables = std::mem::take(&mut schema.tables);
    let suggestions = suggest_entities(&project.physical.tables);
    Imported { project, notes: std::mem::take(&mut schema.notes), suggestions }
}

#[cfg(test)]
mod tests;

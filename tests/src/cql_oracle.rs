//! The "output" oracle: what every CQL file we write must satisfy, checked with an
//! independent parser (cqlparser, by an Apache Cassandra committer) and an independent reading
//! of comments and quotes. Used by the hostile-string test and by the fuzz targets.
//!
//! - every statement parses, and the number of statements parsed is the number written;
//! - `schema.cql` holds only CREATE KEYSPACE / TYPE / TABLE / INDEX / MATERIALIZED VIEW,
//!   `queries.cql` only SELECT, `writes.cql` only INSERT (in batches): each on a keyspace or
//!   table the model defines;
//! - no reserved word that starts another kind of statement (DROP, ALTER, TRUNCATE, DELETE,
//!   UPDATE, GRANT, REVOKE, USE) is code: such words only appear inside comments, string
//!   literals, quoted names or `$$` strings.

use model_core::Project;
use model_core::logical::LogicalModel;

/// Words that would start or smuggle in a statement the model never defines: reserved words
/// of CQL (so never a name we write unquoted), and the hostile tests' marker.
const FORBIDDEN: &[&str] = &["DROP", "ALTER", "TRUNCATE", "DELETE", "UPDATE", "GRANT", "REVOKE", "USE", "INJECTED"];
/// The words of CQL text outside comments, string literals, quoted names and `$$` strings.
pub fn code_words(cql: &str) -> Vec<String> {
    code_tokens(cql).into_iter().filter(|t| t.chars().all(|c| c.is_alphanumeric() || c == '_')).collect()
}

/// The words and punctuation of CQL text outside comments, string literals, quoted names and
/// `$$` strings, as Cassandra's lexer reads them (a `--` or `//` comment ends at a line feed
/// or a carriage return).
pub fn code_tokens(cql: &str) -> Vec<String> {
    let b: Vec<char> = cql.chars().collect();
    let mut words = Vec::new();
    let mut word = String::new();
    let mut i = 0;
    let flush = |word: &mut String, words: &mut Vec<String>| {
        if !word.is_empty() {
            words.push(std::mem::take(word));
        }
    };
    let closing = |b: &[char], from: usize, a: char, z: char| {
        let mut j = from;
        while j < b.len() && !(b[j] == a && b.get(j + 1) == Some(&z)) {
            j += 1;
        }
        j + 2
    };
    while i < b.len() {
        let c = b[i];
        let next = b.get(i + 1).copied();
        if (c == '-' && next == Some('-')) || (c == '/' && next == Some('/')) {
            flush(&mut word, &mut words);
            while i < b.len() && b[i] != '\n' && b[i] != '\r' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            flush(&mut word, &mut words);
            i = closing(&b, i + 2, '*', '/');
        } else if c == '$' && next == Some('$') {
            flush(&mut word, &mut words);
            i = closing(&b, i + 2, '$', '$');
        } else if c == '\'' || c == '"' {
            flush(&mut word, &mut words);
            i += 1;
            while i < b.len() {
                if b[i] == c && b.get(i + 1) == Some(&c) {
                    i += 2;
                } else if b[i] == c {
                    break;
                } else {
                    i += 1;
                }
            }
            i += 1;
        } else if c.is_alphanumeric() || c == '_' {
            word.push(c);
            i += 1;
        } else {
            flush(&mut word, &mut words);
            if !c.is_whitespace() {
                words.push(c.to_string());
            }
            i += 1;
        }
    }
    flush(&mut word, &mut words);
    words
}

/// `cqlparser` 0.1 knows neither bind markers, nor `IN`, nor `ORDER BY` in SELECT, nor
/// batches, nor `vector<T, n>`, nor collections inside tuples: markers become literals,
/// ORDER BY lines and batch brackets are dropped, vectors and tuples become `blob` (types
/// are checked by model-core's own type parser and rules).
pub fn for_independent_parser(text: &str) -> String {
    let text = &as_blob("tuple<", &as_blob("vector<", text));
    let code = code_mask(text);
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let at_code = code.get(i).copied().unwrap_or(false);
        // `IN ?` that is code becomes `= 0`, any other `?` that is code becomes `0`; text in
        // quoted names, strings and comments is kept as it is.
        if at_code && chars.get(i..i + 4) == Some(&['I', 'N', ' ', '?'][..]) {
            out.push_str("= 0");
            i += 4;
        } else {
            out.push(if at_code && c == '?' { '0' } else { c });
            i += 1;
        }
    }
    out.lines()
        .filter(|l| !matches!(l.trim(), "BEGIN BATCH" | "APPLY BATCH;"))
        .map(|l| {
            if l.trim_start().starts_with("ORDER BY") {
                if l.ends_with(';') { ";".to_owned() } else { String::new() }
            } else {
                l.to_owned()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

/// For each character of `cql`, whether it is code (not inside a comment, a string literal,
/// a quoted name or a `$$` string), as Cassandra's lexer reads it.
fn code_mask(cql: &str) -> Vec<bool> {
    let b: Vec<char> = cql.chars().collect();
    let mut mask = vec![true; b.len()];
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let next = b.get(i + 1).copied();
        let start = i;
        if (c == '-' && next == Some('-')) || (c == '/' && next == Some('/')) {
            while i < b.len() && b[i] != '\n' && b[i] != '\r' {
                i += 1;
            }
        } else if (c == '/' && next == Some('*')) || (c == '$' && next == Some('$')) {
            let (a, z) = if c == '/' { ('*', '/') } else { ('$', '$') };
            i += 2;
            while i < b.len() && !(b[i] == a && b.get(i + 1) == Some(&z)) {
                i += 1;
            }
            i += 2;
        } else if c == '\'' || c == '"' {
            i += 1;
            while i < b.len() {
                if b[i] == c && b.get(i + 1) == Some(&c) {
                    i += 2;
                } else if b[i] == c {
                    break;
                } else {
                    i += 1;
                }
            }
            i += 1;
        } else {
            i += 1;
            continue;
        }
        for m in mask.iter_mut().take(i.min(b.len())).skip(start) {
            *m = false;
        }
    }
    mask
}

/// `text` with each `NAME<...>` that is code (`opening` is `NAME<`) replaced by `blob`.
fn as_blob(opening: &str, text: &str) -> String {
    let code = code_mask(text);
    let mut out = String::with_capacity(text.len());
    let mut chars_before = 0;
    let mut rest = text;
    while let Some(at) = rest.find(opening) {
        let at_char = chars_before + rest[..at].chars().count();
        out.push_str(&rest[..at]);
        let mut end = at + opening.len();
        if code.get(at_char).copied().unwrap_or(false) {
            let mut depth = 0usize;
            end = rest.len();
            for (i, c) in rest[at..].char_indices() {
                match c {
                    '<' => depth += 1,
                    '>' => {
                        depth -= 1;
                        if depth == 0 {
                            end = at + i + 1;
                            break;
                        }
                    }
                    _ => {}
                }
            }
            out.push_str("blob");
        } else {
            out.push_str(opening);
        }
        chars_before = at_char + rest[at..end].chars().count();
        rest = &rest[end..];
    }
    out + rest
}

/// Which CQL file is checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CqlFile {
    /// `schema.cql`.
    Schema,
    /// `queries.cql`.
    Queries,
    /// `writes.cql`.
    Writes,
}

/// A name as the parser gives it, compared without quotes and case (the names we write for
/// keyspaces and tables are ASCII letters, digits and underscores).
fn same_name(parsed: &str, ours: &str) -> bool {
    parsed.trim_matches('"').eq_ignore_ascii_case(ours)
}

/// Checks one CQL file against the oracle; the error says what is wrong.
pub fn check(file: CqlFile, text: &str, project: &Project, model: &LogicalModel) -> Result<(), String> {
    use cqlparser::ast::CqlStatement as S;
    if let Some(w) = code_words(text).into_iter().find(|w| FORBIDDEN.iter().any(|f| f.eq_ignore_ascii_case(w))) {
        return Err(format!("{file:?}: the word {w} is code, not in a comment or a quoted text"));
    }
    let parsed = cqlparser::Parser::new(&for_independent_parser(text))
        .parse()
        .map_err(|e| format!("{file:?}: the independent parser rejects it: {e:?}"))?;
    // Statements written: semicolons that are code (a `;` in a quoted name, a string or a
    // comment ends nothing), less the one closing each batch.
    let semicolons = code_tokens(text).into_iter().filter(|t| t == ";").count();
    let written = semicolons - text.lines().filter(|l| l.trim() == "APPLY BATCH;").count();
    if parsed.len() != written {
        return Err(format!("{file:?}: {} statements parsed, {written} written", parsed.len()));
    }
    let keyspace = |k: &str| project.physical.keyspaces.iter().any(|ks| same_name(k, &ks.name));
    let table = |k: Option<&String>, n: &str| {
        model.tables.iter().any(|t| same_name(n, &t.name) && k.is_none_or(|k| same_name(k, &t.keyspace)))
    };
    let udt = |n: &str| model.udts.iter().any(|u| same_name(n, &u.name));
    for st in &parsed {
        let ok = match (file, st) {
            (CqlFile::Schema, S::CreateKeyspace(k)) => keyspace(&k.keyspace_name),
            (CqlFile::Schema, S::CreateType(t)) => udt(&t.name.name),
            (CqlFile::Schema, S::CreateTable(t)) => table(t.name.keyspace.as_ref(), &t.name.name),
            (CqlFile::Schema, S::CreateIndex(i)) => table(i.table_name.keyspace.as_ref(), &i.table_name.name),
            (CqlFile::Schema, S::CreateMaterializedView(v)) => {
                table(v.name.keyspace.as_ref(), &v.name.name) && table(v.base_table.keyspace.as_ref(), &v.base_table.name)
            }
            (CqlFile::Queries, S::Select(s)) => table(s.table_name.keyspace.as_ref(), &s.table_name.name),
            (CqlFile::Writes, S::Insert(i)) => table(i.table.keyspace.as_ref(), &i.table.name),
            _ => false,
        };
        if !ok {
            return Err(format!("{file:?}: a statement the model does not define: {st:?}"));
        }
    }
    Ok(())
}

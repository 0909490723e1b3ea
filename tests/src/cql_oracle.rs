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
    let mut words = Vec::new();
    let mut word = String::new();
    let flush = |word: &mut String, words: &mut Vec<String>| {
        if !word.is_empty() {
            words.push(std::mem::take(word));
        }
    };
    for (c, kind) in cql.chars().zip(lexed(cql)) {
        if kind == Lexed::Code && (c.is_alphanumeric() || c == '_') {
            word.push(c);
        } else {
            flush(&mut word, &mut words);
            if kind == Lexed::Code && !c.is_whitespace() {
                words.push(c.to_string());
            }
        }
    }
    flush(&mut word, &mut words);
    words
}

/// `cqlparser` 0.1 knows neither bind markers, nor `IN`, nor `ORDER BY` in SELECT, nor
/// batches, nor `vector<T, n>`, nor collections inside tuples, nor `CREATE CUSTOM INDEX`:
/// markers become literals, ORDER BY lines and batch brackets are dropped, vectors and tuples
/// become `blob`, and a custom index line (export writes each on one line) loses `CUSTOM` and
/// its `USING '…' [WITH OPTIONS = {…}]`, and an empty target list `()` (which Cassandra takes
/// for a custom index) gets a column name (types are checked by model-core's own type parser
/// and rules, index classes and options by the import round trip of `import/cql`).
pub fn for_independent_parser(text: &str) -> String {
    let text = &plain_custom_indexes(&as_blob("tuple<", &as_blob("vector<", text)));
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

/// `text` with each `CREATE CUSTOM INDEX … USING '…' [WITH OPTIONS = {…}];` that is code
/// written as the plain `CREATE INDEX …;` cqlparser reads (the options may span lines: a
/// Lucene schema is a multi-line string). Cassandra takes an empty target list for a custom
/// index (a Lucene index covers the whole row); cqlparser needs a column there.
fn plain_custom_indexes(text: &str) -> String {
    const CUSTOM: &str = "CREATE CUSTOM INDEX ";
    const USING: &str = " USING '";
    let code = code_mask(text);
    let chars: Vec<char> = text.chars().collect();
    let at = |i: usize, word: &str| word.chars().enumerate().all(|(k, c)| chars.get(i + k) == Some(&c));
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        if code.get(i).copied().unwrap_or(false) && at(i, CUSTOM) {
            let end = (i..chars.len()).find(|&j| chars[j] == ';' && code.get(j).copied().unwrap_or(false));
            let using = end.and_then(|end| (i..end).find(|&j| code.get(j).copied().unwrap_or(false) && at(j, USING)));
            if let (Some(end), Some(using)) = (end, using) {
                let head: String = chars[i + CUSTOM.len()..using].iter().collect();
                match head.trim_end().strip_suffix("()") {
                    Some(on) => out.push_str(&format!("CREATE INDEX {on}(custom_index_row);")),
                    None => out.push_str(&format!("CREATE INDEX {head};")),
                }
                i = end + 1;
                continue;
            }
        }
        out.push(chars[i]);
        i += 1;
    }
    out
}

/// What a character of CQL is, as Cassandra's lexer reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Lexed {
    /// Code.
    Code,
    /// Inside a comment.
    Comment,
    /// Inside a string literal, a quoted name or a `$$` string.
    Literal,
}

/// What each character of `cql` is.
fn lexed(cql: &str) -> Vec<Lexed> {
    let b: Vec<char> = cql.chars().collect();
    let mut kinds = vec![Lexed::Code; b.len()];
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let next = b.get(i + 1).copied();
        let start = i;
        let kind = if (c == '-' && next == Some('-')) || (c == '/' && next == Some('/')) {
            while i < b.len() && b[i] != '\n' && b[i] != '\r' {
                i += 1;
            }
            Lexed::Comment
        } else if (c == '/' && next == Some('*')) || (c == '$' && next == Some('$')) {
            let (a, z) = if c == '/' { ('*', '/') } else { ('$', '$') };
            i += 2;
            while i < b.len() && !(b[i] == a && b.get(i + 1) == Some(&z)) {
                i += 1;
            }
            i += 2;
            if c == '/' { Lexed::Comment } else { Lexed::Literal }
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
            Lexed::Literal
        } else {
            i += 1;
            continue;
        };
        for k in kinds.iter_mut().take(i.min(b.len())).skip(start) {
            *k = kind;
        }
    }
    kinds
}

/// For each character of `cql`, whether it is code (not inside a comment, a string literal,
/// a quoted name or a `$$` string), as Cassandra's lexer reads it.
fn code_mask(cql: &str) -> Vec<bool> {
    lexed(cql).into_iter().map(|k| k == Lexed::Code).collect()
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
    // `writes.cql` adds to a table's set by an UPDATE (`SET s = s + ?`): there the word is
    // allowed as the start of a statement, each one an UPDATE of a table of the model (below).
    let allowed = |w: &str| file == CqlFile::Writes && w.eq_ignore_ascii_case("UPDATE");
    let words = code_words(text);
    if let Some(w) = words.iter().find(|w| !allowed(w) && FORBIDDEN.iter().any(|f| f.eq_ignore_ascii_case(w))) {
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
    let updates = parsed.iter().filter(|st| matches!(st, S::Update(_))).count();
    let update_words = words.iter().filter(|w| allowed(w)).count();
    if update_words != updates {
        return Err(format!("{file:?}: the word UPDATE is code {update_words} times, for {updates} UPDATE statements"));
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
                table(v.name.keyspace.as_ref(), &v.name.name)
                    && table(v.base_table.keyspace.as_ref(), &v.base_table.name)
            }
            (CqlFile::Queries, S::Select(s)) => table(s.table_name.keyspace.as_ref(), &s.table_name.name),
            (CqlFile::Writes, S::Insert(i)) => table(i.table.keyspace.as_ref(), &i.table.name),
            (CqlFile::Writes, S::Update(u)) => table(u.table.keyspace.as_ref(), &u.table.name),
            _ => false,
        };
        if !ok {
            return Err(format!("{file:?}: a statement the model does not define: {st:?}"));
        }
    }
    Ok(())
}

/// Checks a `migrate.cql` (`keyspace-studio diff --cql`) with the independent parser: each
/// statement that is code is a CREATE, ALTER or DROP of a keyspace, type, table, index or view
/// (no data statement: the batches and COPY lines stay comments), and parses. cqlparser 0.1
/// parses CREATE but neither ALTER nor DROP: an ALTER is given to it as the CREATE carrying the
/// same parts (the column and its type, the options, the replication), and the rest of an
/// ALTER or DROP (`DROP c`, `RENAME a TO b`, `IF EXISTS name`) is checked token by token. No
/// table may be dropped and then created again under its name.
pub fn check_migration(text: &str) -> Result<(), String> {
    let mut dropped: Vec<String> = Vec::new();
    for st in code_statements(text) {
        let t = raw_tokens(&st);
        let up: Vec<String> = t.iter().map(|w| w.to_ascii_uppercase()).collect();
        let word = |i: usize| up.get(i).map(String::as_str).unwrap_or("");
        let as_create = match (word(0), word(1)) {
            ("CREATE", "TABLE") => {
                let name = qualified_name(&t, if word(2) == "IF" { 5 } else { 2 }).0;
                if dropped.contains(&name.to_ascii_lowercase()) {
                    return Err(format!("migrate.cql: table {name} is dropped and then created again"));
                }
                st.clone()
            }
            // cqlparser 0.1 reads no `USING 'class' [WITH OPTIONS = {…}]` after an index:
            // checked here (a string literal, then options or the end), then cut off.
            ("CREATE", "INDEX" | "CUSTOM") => match up.iter().position(|w| w == "USING") {
                Some(at) => {
                    let class = t.get(at + 1).is_some_and(|w| w.starts_with('\'') && w.len() > 2);
                    let rest_ok = matches!(up.get(at + 2).map(String::as_str), Some(";" | "WITH"));
                    if !class || !rest_ok {
                        return Err(format!("migrate.cql: an index class must be a string: {st}"));
                    }
                    format!("{};", t[..at].join(" "))
                }
                None => st.clone(),
            },
            ("CREATE", "KEYSPACE" | "TYPE" | "MATERIALIZED") => st.clone(),
            ("ALTER", "TABLE") => alter_table(&t, &up)?,
            ("ALTER", "TYPE") => {
                let (name, at) = qualified_name(&t, 2);
                expect(&up, at, "ADD", &st)?;
                format!("CREATE TYPE {name} ({});", t[at + 1..t.len() - 1].join(" "))
            }
            ("ALTER", "KEYSPACE") => format!("CREATE KEYSPACE {};", t[2..t.len() - 1].join(" ")),
            ("ALTER", "MATERIALIZED") => {
                expect(&up, 2, "VIEW", &st)?;
                let (name, at) = qualified_name(&t, 3);
                expect(&up, at, "WITH", &st)?;
                format!("CREATE TABLE {name} (oracle_key int PRIMARY KEY) {};", t[at..t.len() - 1].join(" "))
            }
            ("DROP", kind @ ("TABLE" | "TYPE" | "KEYSPACE" | "INDEX" | "MATERIALIZED")) => {
                let at = if kind == "MATERIALIZED" { expect(&up, 2, "VIEW", &st).map(|()| 3)? } else { 2 };
                expect(&up, at, "IF", &st)?;
                expect(&up, at + 1, "EXISTS", &st)?;
                let (name, end) = qualified_name(&t, at + 2);
                if end + 1 != t.len() || !is_name(&name) {
                    return Err(format!("migrate.cql: not `DROP {kind} IF EXISTS name;`: {st}"));
                }
                if kind == "TABLE" {
                    dropped.push(name.to_ascii_lowercase());
                }
                continue;
            }
            _ => return Err(format!("migrate.cql: a statement that is not a schema change: {st}")),
        };
        cqlparser::Parser::new(&for_independent_parser(&as_create)).parse().map_err(|e| {
            format!("migrate.cql: the independent parser rejects {st:?} (read as {as_create:?}): {e:?}")
        })?;
    }
    Ok(())
}

/// `ALTER TABLE name ADD c T [STATIC] | DROP c | RENAME a TO b | WITH … | ALTER c MASKED WITH
/// f(…) | ALTER c DROP MASKED;` as the CREATE TABLE the parser can read (or `""` checked here).
fn alter_table(t: &[String], up: &[String]) -> Result<String, String> {
    let st = t.join(" ");
    let (name, at) = qualified_name(t, 2);
    let rest = &t[at + 1..t.len() - 1];
    let simple = |i: usize| rest.get(i).is_some_and(|w| is_name(w));
    let create =
        |columns: &str, with: &str| format!("CREATE TABLE {name} (oracle_key int PRIMARY KEY{columns}){with};");
    match up.get(at).map(String::as_str) {
        Some("ADD") if simple(0) && rest.len() >= 2 => Ok(create(&format!(", {}", rest.join(" ")), "")),
        Some("DROP") if simple(0) && rest.len() == 1 => Ok(create("", "")),
        Some("RENAME") if simple(0) && rest.len() == 3 && rest[1].eq_ignore_ascii_case("TO") && simple(2) => {
            Ok(create("", ""))
        }
        Some("WITH") => Ok(create("", &format!(" WITH {}", rest.join(" ")))),
        Some("ALTER") if simple(0) => {
            let words: Vec<String> = rest[1..].iter().map(|w| w.to_ascii_uppercase()).collect();
            let masked_with =
                words.len() >= 5 && words[0] == "MASKED" && words[1] == "WITH" && is_name(&words[2]) && words[3] == "(";
            if (masked_with && words.last().map(String::as_str) == Some(")")) || words == ["DROP", "MASKED"] {
                Ok(create("", ""))
            } else {
                Err(format!("migrate.cql: not an ALTER TABLE … ALTER … MASKED statement: {st}"))
            }
        }
        _ => Err(format!("migrate.cql: not an ALTER TABLE statement Cassandra knows: {st}")),
    }
}

fn expect(up: &[String], at: usize, word: &str, st: &str) -> Result<(), String> {
    if up.get(at).map(String::as_str) == Some(word) {
        Ok(())
    } else {
        Err(format!("migrate.cql: expected {word} at word {at} of {st}"))
    }
}

/// An identifier, plain or quoted.
fn is_name(w: &str) -> bool {
    (w.len() > 2 && w.starts_with('"') && w.ends_with('"'))
        || w.split('.').all(|p| !p.is_empty() && p.chars().all(|c| c.is_alphanumeric() || c == '_'))
}

/// The (maybe keyspace-qualified) name starting at token `at`, and the index after it.
fn qualified_name(t: &[String], at: usize) -> (String, usize) {
    let first = t.get(at).cloned().unwrap_or_default();
    if t.get(at + 1).map(String::as_str) == Some(".") {
        (format!("{first}.{}", t.get(at + 2).cloned().unwrap_or_default()), at + 3)
    } else {
        (first, at + 1)
    }
}

/// The statements of a script that are code, comments dropped, each ending with its `;`.
fn code_statements(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    for (c, kind) in text.chars().zip(lexed(text)) {
        match kind {
            Lexed::Comment => {}
            Lexed::Literal => current.push(c),
            Lexed::Code => {
                current.push(c);
                if c == ';' {
                    out.push(current.trim().to_owned());
                    current.clear();
                }
            }
        }
    }
    out
}

/// Words, quoted names and strings (whole), and punctuation of one statement.
fn raw_tokens(st: &str) -> Vec<String> {
    let b: Vec<char> = st.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == '\'' || c == '"' {
            let start = i;
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
            out.push(b[start..i.min(b.len())].iter().collect());
        } else if c.is_alphanumeric() || c == '_' {
            let start = i;
            while i < b.len() && (b[i].is_alphanumeric() || b[i] == '_') {
                i += 1;
            }
            out.push(b[start..i].iter().collect());
        } else {
            if !c.is_whitespace() {
                out.push(c.to_string());
            }
            i += 1;
        }
    }
    out
}

//! SQL text cut into statements before parsing, so that one statement the parser rejects is
//! reported and skipped while the rest of the file still imports.
//!
//! A statement ends at a `;` outside quotes and comments, at a line holding only `GO` (SQL
//! Server batches) or at the delimiter a MySQL `DELIMITER` line sets. Quotes are `'…'`,
//! `"…"`, `` `…` ``, `[…]` (SQL Server only) and PostgreSQL's `$tag$…$tag$`; comments are
//! `--` to the end of the line, `#` (MySQL) and `/* … */`. A psql meta-command (`\c db`) is
//! a statement of its own line.

use super::dialect::Dialect;

/// One statement of a file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Piece<'a> {
    /// Byte offset of its first character (after leading blanks and comments).
    pub start: usize,
    /// Its text, without the terminator.
    pub text: &'a str,
    /// A psql meta-command (`\c chinook`), not SQL.
    pub meta: bool,
}

/// Cuts `text` into statements. Never fails: an unterminated quote or comment ends at the
/// end of the text (the parser then reports that statement).
pub(crate) fn split(text: &str, dialect: Dialect) -> Vec<Piece<'_>> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut delimiter: Vec<u8> = b";".to_vec();
    let mut start: Option<usize> = None;
    let mut i = 0;
    let mut line_start = true;
    while i < bytes.len() {
        let b = bytes[i];
        if line_start && start.is_none() {
            let line_end = text[i..].find('\n').map_or(text.len(), |n| i + n);
            let line = text[i..line_end].trim();
            if line.starts_with('\\') {
                let first = i + (text[i..line_end].len() - text[i..line_end].trim_start().len());
                let body = text[first..line_end].trim_end().trim_end_matches(';');
                out.push(Piece { start: first, text: body, meta: true });
                i = line_end;
                continue;
            }
            if let Some(d) = line.get(..10).filter(|w| w.eq_ignore_ascii_case("delimiter ")).and(line.get(10..)) {
                if !d.trim().is_empty() {
                    delimiter = d.trim().as_bytes().to_vec();
                }
                i = line_end;
                continue;
            }
        }
        if line_start && matches!(dialect, Dialect::MsSql | Dialect::Generic) && is_go_line(text, i) {
            let line_end = text[i..].find('\n').map_or(text.len(), |n| i + n);
            if let Some(s) = start.take() {
                push(&mut out, text, s, i);
            }
            i = line_end;
            continue;
        }
        line_start = false;
        if b == b'\n' {
            line_start = true;
            i += 1;
            continue;
        }
        if b.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if bytes[i..].starts_with(&delimiter) {
            if let Some(s) = start.take() {
                push(&mut out, text, s, i);
            }
            i += delimiter.len();
            continue;
        }
        let skip = match b {
            b'-' if bytes.get(i + 1) == Some(&b'-') => Some(to_line_end(text, i)),
            b'#' if dialect == Dialect::MySql => Some(to_line_end(text, i)),
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                Some(text[i + 2..].find("*/").map_or(text.len(), |n| i + 2 + n + 2))
            }
            _ => None,
        };
        if let Some(end) = skip {
            i = end;
            continue;
        }
        if start.is_none() {
            start = Some(i);
        }
        i = match b {
            b'\'' => quoted(bytes, i, b'\'', dialect == Dialect::MySql),
            b'"' => quoted(bytes, i, b'"', false),
            b'`' => quoted(bytes, i, b'`', false),
            b'[' if dialect.has_bracket_names() => quoted(bytes, i, b']', false),
            b'$' if dialect.has_dollar_quotes() => dollar_quoted(text, i),
            _ => i + utf8_len(b),
        };
    }
    if let Some(s) = start {
        push(&mut out, text, s, text.len());
    }
    out
}

fn push<'a>(out: &mut Vec<Piece<'a>>, text: &'a str, start: usize, end: usize) {
    let body = text.get(start..end).unwrap_or("").trim_end();
    if !body.is_empty() {
        out.push(Piece { start, text: body, meta: false });
    }
}

/// `true` when the line starting at `i` is `GO` (optionally with a count), SQL Server's
/// batch separator.
fn is_go_line(text: &str, i: usize) -> bool {
    let line_end = text[i..].find('\n').map_or(text.len(), |n| i + n);
    let line = text[i..line_end].trim();
    let mut words = line.split_whitespace();
    words.next().is_some_and(|w| w.eq_ignore_ascii_case("go")) && words.all(|w| w.bytes().all(|b| b.is_ascii_digit()))
}

fn to_line_end(text: &str, i: usize) -> usize {
    text[i..].find('\n').map_or(text.len(), |n| i + n)
}

/// The offset after a quoted run opened at `i` and closed by `close` (doubled: escaped).
pub(crate) fn quoted(bytes: &[u8], i: usize, close: u8, backslash: bool) -> usize {
    let mut j = i + 1;
    while j < bytes.len() {
        if backslash && bytes[j] == b'\\' {
            j += 2;
            continue;
        }
        if bytes[j] == close {
            if bytes.get(j + 1) == Some(&close) {
                j += 2;
                continue;
            }
            return j + 1;
        }
        j += 1;
    }
    bytes.len()
}

/// The offset after `$tag$ … $tag$` opened at `i`, or after the `$` when it opens no such
/// quote (a `$1` parameter).
fn dollar_quoted(text: &str, i: usize) -> usize {
    let rest = &text[i + 1..];
    let tag_len = rest.bytes().take_while(|b| b.is_ascii_alphanumeric() || *b == b'_').count();
    let tag = &rest[..tag_len];
    if rest.as_bytes().get(tag_len) != Some(&b'$') || tag.bytes().next().is_some_and(|b| b.is_ascii_digit()) {
        return i + 1;
    }
    let open = &text[i..i + tag_len + 2];
    let body = i + tag_len + 2;
    text[body..].find(open).map_or(text.len(), |n| body + n + open.len())
}

/// Bytes of the UTF-8 character starting with `b` (1 for a continuation byte).
fn utf8_len(b: u8) -> usize {
    match b {
        0xF0..=0xFF => 4,
        0xE0..=0xEF => 3,
        0xC0..=0xDF => 2,
        _ => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(sql: &str, d: Dialect) -> Vec<&str> {
        split(sql, d).into_iter().map(|p| p.text).collect()
    }

    #[test]
    fn statements_end_at_semicolons_outside_quotes_and_comments() {
        let sql = "-- a; comment\nCREATE TABLE a (x text DEFAULT 'a;b'); /* ; */ SELECT \"a;\" FROM a;\nSELECT 1";
        assert_eq!(
            texts(sql, Dialect::Generic),
            ["CREATE TABLE a (x text DEFAULT 'a;b')", "SELECT \"a;\" FROM a", "SELECT 1"]
        );
        let p = split(sql, Dialect::Generic);
        assert_eq!(&sql[p[0].start..p[0].start + 6], "CREATE", "the start skips the comment");
    }

    #[test]
    fn dollar_quotes_go_batches_meta_commands_and_delimiters() {
        let pg = "CREATE FUNCTION f() RETURNS int AS $_$ SELECT 1; $_$ LANGUAGE sql;\n\\c chinook;\nSELECT $1;";
        assert_eq!(
            texts(pg, Dialect::PostgreSql),
            ["CREATE FUNCTION f() RETURNS int AS $_$ SELECT 1; $_$ LANGUAGE sql", "\\c chinook", "SELECT $1"]
        );
        assert!(split(pg, Dialect::PostgreSql)[1].meta);
        let ms = "CREATE TABLE [a;b] (x INT)\nGO\nSELECT 1\n  go  \n";
        assert_eq!(texts(ms, Dialect::MsSql), ["CREATE TABLE [a;b] (x INT)", "SELECT 1"]);
        let my = "DELIMITER //\nCREATE PROCEDURE p() BEGIN SELECT 1; END //\nDELIMITER ;\nSELECT 'it\\'s';";
        assert_eq!(texts(my, Dialect::MySql), ["CREATE PROCEDURE p() BEGIN SELECT 1; END", "SELECT 'it\\'s'"]);
    }

    #[test]
    fn unterminated_runs_end_at_the_end() {
        assert_eq!(texts("SELECT 'abc", Dialect::Generic), ["SELECT 'abc"]);
        assert_eq!(texts("SELECT 1 /* x", Dialect::Generic), ["SELECT 1 /* x"]);
        assert_eq!(texts("é;ü", Dialect::Generic), ["é", "ü"]);
    }
}

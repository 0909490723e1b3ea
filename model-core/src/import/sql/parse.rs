//! One statement parsed by `sqlparser`, with two fallbacks so that one unknown piece of
//! syntax does not lose a whole table: the generic dialect (a PostgreSQL application's
//! queries written with JDBC's `?`), then, for a `CREATE TABLE`, the same statement without
//! the column or constraint the parser stopped at (PostgreSQL 18's virtual generated
//! columns), which is reported. A statement nested or chained too deeply (`depth.rs`) is
//! refused before it is parsed, as [`ParserError::RecursionLimitExceeded`], which the
//! parser's own bound gives too.

use super::depth;
use sqlparser::ast::Statement;
use sqlparser::dialect::{Dialect, GenericDialect};
use sqlparser::parser::{Parser, ParserError};
use sqlparser::tokenizer::Tokenizer;

/// How many column definitions may be left out of one `CREATE TABLE`.
const MAX_LEFT_OUT: usize = 8;

/// Tokenizes `text` once, refuses it when its tree would be too deep (the estimate counts
/// the very tokens the parser then reads), and parses those tokens.
fn parse(dialect: &dyn Dialect, text: &str) -> Result<Vec<Statement>, ParserError> {
    let tokens = Tokenizer::new(dialect, text).with_unescape(true).tokenize_with_location()?;
    if depth::estimate(&tokens) > depth::MAX_DEPTH {
        return Err(ParserError::RecursionLimitExceeded);
    }
    Parser::new(dialect)
        .with_recursion_limit(depth::PARSER_RECURSION_LIMIT)
        .with_tokens_with_locations(tokens)
        .parse_statements()
}

/// The statements of `text`, and the column definitions left out to read it (their text).
pub(crate) fn statements(dialect: &dyn Dialect, text: &str) -> Result<(Vec<Statement>, Vec<String>), ParserError> {
    let first = match parse(dialect, text) {
        Ok(s) => return Ok((s, Vec::new())),
        // Too deep: no other reading makes it shallower.
        Err(ParserError::RecursionLimitExceeded) => return Err(ParserError::RecursionLimitExceeded),
        Err(e) => e,
    };
    if let Ok(s) = parse(&GenericDialect {}, text) {
        return Ok((s, Vec::new()));
    }
    let head: Vec<String> = text.split_whitespace().take(4).map(str::to_ascii_lowercase).collect();
    if !(head.first().is_some_and(|w| w == "create") && head.iter().any(|w| w == "table")) {
        return Err(first);
    }
    let mut current = text.to_owned();
    let mut left_out = Vec::new();
    let mut error = first;
    for _ in 0..MAX_LEFT_OUT {
        let Some(offset) = error_offset(&current, &error) else { break };
        let Some((start, end)) = item_at(&current, offset) else { break };
        left_out.push(
            current[start..end]
                .trim_matches(|c: char| c == ',' || c.is_whitespace())
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" "),
        );
        current.replace_range(start..end, "");
        match parse(dialect, &current) {
            Ok(s) => return Ok((s, left_out)),
            Err(ParserError::RecursionLimitExceeded) => return Err(ParserError::RecursionLimitExceeded),
            Err(e) => error = e,
        }
    }
    Err(error)
}

/// The byte offset of the parser's `Line: l, Column: c`.
pub(crate) fn error_offset(text: &str, e: &ParserError) -> Option<usize> {
    let message = e.to_string();
    let at = message.rsplit_once("Line: ")?.1;
    let (line, column) = at.split_once(", Column: ")?;
    let line: usize = line.trim().parse().ok()?;
    let column: usize = column.trim().trim_end_matches(|c: char| !c.is_ascii_digit()).parse().ok()?;
    let start: usize = text.split_inclusive('\n').take(line.saturating_sub(1)).map(str::len).sum();
    let rest = text.get(start..)?;
    Some(start + rest.char_indices().nth(column.saturating_sub(1)).map_or(rest.len(), |(i, _)| i))
}

/// The comma-separated item of the table's parenthesised list that holds `offset`, with
/// the comma that joins it to its neighbour: the byte range to remove.
fn item_at(text: &str, offset: usize) -> Option<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut quote: Option<u8> = None;
    let mut commas: Vec<usize> = Vec::new();
    let (mut open, mut close) = (None, None);
    for (i, &b) in bytes.iter().enumerate() {
        if let Some(q) = quote {
            if b == q {
                quote = None;
            }
            continue;
        }
        match b {
            b'\'' | b'"' | b'`' => quote = Some(b),
            b'[' => quote = Some(b']'),
            b'(' => {
                depth += 1;
                if depth == 1 && open.is_none() {
                    open = Some(i);
                }
            }
            b')' => {
                if depth == 1 && close.is_none() && open.is_some() {
                    close = Some(i);
                }
                depth = depth.saturating_sub(1);
            }
            b',' if depth == 1 && close.is_none() => commas.push(i),
            _ => {}
        }
    }
    let (open, close) = (open?, close?);
    if offset <= open || offset >= close {
        return None;
    }
    let before = commas.iter().rev().find(|&&c| c < offset).copied();
    let after = commas.iter().find(|&&c| c >= offset).copied();
    match (before, after) {
        (Some(b), _) => Some((b, after.unwrap_or(close))),
        (None, Some(a)) => Some((open + 1, a + 1)),
        (None, None) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sqlparser::dialect::PostgreSqlDialect;

    #[test]
    fn a_column_the_parser_cannot_read_is_left_out_and_said() {
        let sql = "CREATE TABLE film (\n  id int NOT NULL,\n  hours numeric REFERENCES,\n  title text\n)";
        let (read, left_out) = statements(&PostgreSqlDialect {}, sql).expect("read without the column");
        assert_eq!(read.len(), 1);
        assert_eq!(left_out, ["hours numeric REFERENCES"]);
        let first = "CREATE TABLE t (a int REFERENCES, b int)";
        assert_eq!(statements(&PostgreSqlDialect {}, first).expect("read").1, ["a int REFERENCES"]);
        assert!(statements(&PostgreSqlDialect {}, "SELECT FROM WHERE").is_err());
        let (_, none) =
            statements(&PostgreSqlDialect {}, "SELECT a FROM t WHERE b = ?").expect("the generic dialect reads ?");
        assert!(none.is_empty());
    }
}

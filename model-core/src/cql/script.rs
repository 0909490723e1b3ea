//! A CQL script as the statements a server runs one by one: cut at `;` by the one lexer
//! ([`crate::cql::lexer`]), a `BEGIN BATCH … APPLY BATCH` kept whole, each statement with the
//! line it starts on (for a server's refusal to name). And the same statements moved to other
//! keyspaces ([`retarget`]), which is how `prove` runs a model's CQL in scratch keyspaces
//! without touching the user's own: only names in name position change, never a string or a
//! comment.

use crate::cql::lexer::{Kind, Spacing, Token, lex};
use crate::cql::quote_identifier;
use std::collections::BTreeMap;

/// One statement of a script.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScriptStatement<'a> {
    /// The statement's text, from its first token to its last (the `;` left out), comments
    /// inside kept as written.
    pub text: &'a str,
    /// The line it starts on (1-based).
    pub line: usize,
}

/// The statements of a script in order. Comments and blank lines between statements are
/// dropped; a statement without its closing `;` at the end of the script is kept.
pub fn statements(script: &str) -> Vec<ScriptStatement<'_>> {
    let tokens = lex(script, Spacing::Script);
    let mut out = Vec::new();
    let mut start: Option<usize> = None;
    let mut in_batch = false;
    for (i, t) in tokens.iter().enumerate() {
        if start.is_none() {
            if t.is_punct(';') {
                continue;
            }
            start = Some(i);
            in_batch = t.is_kw("begin");
        }
        if t.is_punct(';') && (!in_batch || closes_batch(&tokens, i)) {
            if let Some(s) = start.take() {
                push(script, &tokens, s, i, &mut out);
            }
        }
    }
    if let Some(s) = start {
        push(script, &tokens, s, tokens.len(), &mut out);
    }
    out
}

/// `true` when the `;` at `semi` closes `APPLY BATCH`.
fn closes_batch(tokens: &[Token], semi: usize) -> bool {
    semi >= 2
        && tokens.get(semi - 1).is_some_and(|t| t.is_kw("batch"))
        && tokens.get(semi - 2).is_some_and(|t| t.is_kw("apply"))
}

fn push<'a>(script: &'a str, tokens: &[Token], first: usize, end: usize, out: &mut Vec<ScriptStatement<'a>>) {
    let (Some(a), Some(b)) = (tokens.get(first), end.checked_sub(1).and_then(|l| tokens.get(l))) else { return };
    let Some(text) = script.get(a.start..b.end) else { return };
    let line = script.get(..a.start).map_or(1, |before| before.bytes().filter(|&c| c == b'\n').count() + 1);
    out.push(ScriptStatement { text, line });
}

/// The statements inside `BEGIN [UNLOGGED | COUNTER] BATCH … APPLY BATCH` (each without its
/// `;`), or `None` when `statement` is not a batch.
pub fn batch_statements(statement: &str) -> Option<Vec<&str>> {
    let tokens = lex(statement, Spacing::Script);
    if !tokens.first()?.is_kw("begin") {
        return None;
    }
    let body_start = tokens.iter().position(|t| t.is_kw("batch"))? + 1;
    let apply = tokens.iter().rposition(|t| t.is_kw("apply"))?;
    let body = tokens.get(body_start..apply)?;
    Some(body.split(|t| t.is_punct(';')).filter_map(|s| statement.get(s.first()?.start..s.last()?.end)).collect())
}

/// The statement moved to other keyspaces: every keyspace name in `keyspaces` (the model's
/// name → the scratch name) written before a `.` (a qualified table, type or index name), or
/// named by `CREATE KEYSPACE`, `ALTER KEYSPACE`, `DROP KEYSPACE` or `USE`, is replaced by its
/// scratch name; with `replication`, the replication map of a `CREATE KEYSPACE` or `ALTER
/// KEYSPACE` is replaced by that text (a CQL map literal). Strings and comments are never
/// touched. A name is compared as CQL compares it (unquoted names lower-cased).
pub fn retarget(statement: &str, keyspaces: &BTreeMap<String, String>, replication: Option<&str>) -> String {
    let tokens = lex(statement, Spacing::Script);
    let mut edits: Vec<(usize, usize, String)> = Vec::new();
    let keyspace_statement = tokens.len() >= 2
        && (tokens[0].is_kw("create") || tokens[0].is_kw("alter") || tokens[0].is_kw("drop"))
        && tokens[1].is_kw("keyspace");
    let is_name = |t: &Token| matches!(t.kind, Kind::Ident | Kind::Quoted);
    for (i, t) in tokens.iter().enumerate() {
        if !is_name(t) {
            continue;
        }
        let Some(new) = keyspaces.get(&t.text) else { continue };
        let qualifies = tokens.get(i + 1).is_some_and(|n| n.is_punct('.'));
        let named = (keyspace_statement && keyspace_name_at(&tokens) == Some(i)) || (i == 1 && tokens[0].is_kw("use"));
        if qualifies || named {
            edits.push((t.start, t.end, quote_identifier(new)));
        }
    }
    if let (true, Some(map)) = (keyspace_statement, replication) {
        if let Some((a, b)) = replication_map(&tokens) {
            edits.push((a, b, map.to_owned()));
        }
    }
    edits.sort_by_key(|e| e.0);
    let mut out = String::with_capacity(statement.len() + 32);
    let mut at = 0;
    for (a, b, text) in edits {
        if a < at {
            continue;
        }
        out.push_str(statement.get(at..a).unwrap_or_default());
        out.push_str(&text);
        at = b;
    }
    out.push_str(statement.get(at..).unwrap_or_default());
    out
}

/// The index of the keyspace's name in `CREATE KEYSPACE [IF NOT EXISTS] name`, `ALTER
/// KEYSPACE name`, `DROP KEYSPACE [IF EXISTS] name`.
fn keyspace_name_at(tokens: &[Token]) -> Option<usize> {
    let mut i = 2;
    if tokens.get(i).is_some_and(|t| t.is_kw("if")) {
        i += 1;
        if tokens.get(i).is_some_and(|t| t.is_kw("not")) {
            i += 1;
        }
        i += 1; // `exists`
    }
    (i < tokens.len()).then_some(i)
}

/// The byte span of the map after `replication =`, braces included.
fn replication_map(tokens: &[Token]) -> Option<(usize, usize)> {
    let at = tokens.iter().position(|t| t.is_kw("replication"))?;
    if !tokens.get(at + 1)?.is_punct('=') {
        return None;
    }
    let open = tokens.get(at + 2)?;
    if !open.is_punct('{') {
        return None;
    }
    let close = tokens.iter().skip(at + 3).find(|t| t.is_punct('}'))?;
    Some((open.start, close.end))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statements_are_cut_at_semicolons_outside_strings_and_comments_with_their_lines() {
        let script = "-- head; not a statement\nCREATE TABLE a.t (k int PRIMARY KEY)\n  WITH comment = 'x; y';\n\n/* ; */ SELECT * FROM a.t;\nINSERT INTO a.t (k) VALUES (1)";
        let s = statements(script);
        assert_eq!(s.len(), 3, "{s:?}");
        assert_eq!(s[0].line, 2);
        assert_eq!(s[0].text, "CREATE TABLE a.t (k int PRIMARY KEY)\n  WITH comment = 'x; y'");
        assert_eq!((s[1].line, s[1].text), (5, "SELECT * FROM a.t"));
        assert_eq!((s[2].line, s[2].text), (6, "INSERT INTO a.t (k) VALUES (1)"));
    }

    #[test]
    fn a_batch_is_one_statement() {
        let script = "BEGIN BATCH\n  INSERT INTO a.t (k) VALUES (?);\n  INSERT INTO a.u (k) VALUES (?);\nAPPLY BATCH;\nSELECT k FROM a.t;";
        let s = statements(script);
        assert_eq!(s.len(), 2, "{s:?}");
        assert!(s[0].text.starts_with("BEGIN BATCH") && s[0].text.ends_with("APPLY BATCH"), "{}", s[0].text);
        assert_eq!(s[1].text, "SELECT k FROM a.t");
    }

    #[test]
    fn a_batch_opens_into_its_statements() {
        let b = "BEGIN BATCH\n  INSERT INTO a.t (k) VALUES (?);\n  UPDATE a.u SET c = c + ? WHERE k = ?;\nAPPLY BATCH";
        assert_eq!(
            batch_statements(b),
            Some(vec!["INSERT INTO a.t (k) VALUES (?)", "UPDATE a.u SET c = c + ? WHERE k = ?"])
        );
        assert_eq!(batch_statements("INSERT INTO a.t (k) VALUES (?)"), None);
    }

    #[test]
    fn retarget_moves_names_in_name_position_only() {
        let map: BTreeMap<String, String> = [("hotel".to_owned(), "ks_prove_1_hotel".to_owned())].into();
        let create = "CREATE KEYSPACE IF NOT EXISTS hotel\n  WITH replication = {'class': 'NetworkTopologyStrategy', 'dc1': 3} AND durable_writes = true";
        assert_eq!(
            retarget(create, &map, Some("{'class': 'SimpleStrategy', 'replication_factor': 1}")),
            "CREATE KEYSPACE IF NOT EXISTS ks_prove_1_hotel\n  WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1} AND durable_writes = true"
        );
        let table = "CREATE TABLE IF NOT EXISTS hotel.hotels (hotel text, id text, PRIMARY KEY ((id))) WITH comment = 'hotel.hotels'";
        assert_eq!(
            retarget(table, &map, None),
            "CREATE TABLE IF NOT EXISTS ks_prove_1_hotel.hotels (hotel text, id text, PRIMARY KEY ((id))) WITH comment = 'hotel.hotels'"
        );
        assert_eq!(
            retarget("CREATE TYPE \"hotel\".address (a text)", &map, None),
            "CREATE TYPE ks_prove_1_hotel.address (a text)"
        );
        assert_eq!(
            retarget("SELECT hotel FROM other.hotel WHERE hotel = ?", &map, None),
            "SELECT hotel FROM other.hotel WHERE hotel = ?"
        );
        assert_eq!(retarget("USE hotel", &map, None), "USE ks_prove_1_hotel");
    }
}

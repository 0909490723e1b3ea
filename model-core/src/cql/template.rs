//! Templated schema files: `${NAME}` and `$NAME$` placeholders, which tracing and metrics
//! systems substitute at install time. Known names are replaced before parsing (as the
//! installer would); statements still holding a placeholder are recognised by their `$` tokens
//! (no CQL token outside a `$$` string has one) and reported once, not as syntax errors.

use crate::cql::lexer::{Kind, Token};
use std::collections::BTreeMap;

/// `text` with every `${NAME}` and `$NAME$` whose NAME is in `defines` replaced by its value.
/// Other text, unknown placeholders included, is left as it is. One pass, linear.
pub fn substitute(text: &str, defines: &BTreeMap<String, String>) -> String {
    if defines.is_empty() || !text.contains('$') {
        return text.to_owned();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find('$') {
        out.push_str(&rest[..i]);
        let after = &rest[i..];
        match placeholder_at(after).and_then(|(name, len)| defines.get(name).map(|v| (v, len))) {
            Some((value, len)) => {
                out.push_str(value);
                rest = &after[len..];
            }
            None => {
                out.push('$');
                rest = &after[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// The names of the placeholders in `text` (`KEYSPACE` for `$KEYSPACE$` and `${KEYSPACE}`),
/// each once, in order of appearance.
pub fn placeholder_names(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut seen: rustc_hash::FxHashSet<&str> = rustc_hash::FxHashSet::default();
    for (i, _) in text.match_indices('$') {
        if let Some((name, _)) = text.get(i..).and_then(placeholder_at)
            && seen.insert(name)
        {
            out.push(name.to_owned());
        }
    }
    out
}

/// The placeholder name at the start of `s` (which starts with `$`) and the placeholder's
/// length in bytes: `${NAME}` or `$NAME$`.
fn placeholder_at(s: &str) -> Option<(&str, usize)> {
    let body = s.strip_prefix('$')?;
    let (braced, body) = match body.strip_prefix('{') {
        Some(b) => (true, b),
        None => (false, body),
    };
    let len = body.bytes().take_while(|b| b.is_ascii_alphanumeric() || *b == b'_').count();
    let name = body.get(..len)?;
    if name.is_empty() || name.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    let close = if braced { '}' } else { '$' };
    body[len..].starts_with(close).then_some((name, 1 + usize::from(braced) + len + 1))
}

/// The placeholders a statement's tokens still hold, as written in `src` (`$KEYSPACE$`,
/// `${keyspace}`), each once.
pub fn placeholders_in(src: &str, statement: &[Token]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut seen: rustc_hash::FxHashSet<&str> = rustc_hash::FxHashSet::default();
    for (i, t) in statement.iter().enumerate() {
        if !t.is_punct('$') {
            continue;
        }
        let next = |k: usize| statement.get(i + k);
        let end = match (next(1), next(2), next(3)) {
            (Some(a), Some(b), Some(c)) if a.is_punct('{') && b.kind == Kind::Ident && c.is_punct('}') => Some(c.end),
            (Some(a), Some(b), _)
                if a.kind == Kind::Ident && b.is_punct('$') && a.start == t.end && b.start == a.end =>
            {
                Some(b.end)
            }
            _ => None,
        };
        if let Some(p) = end.and_then(|e| src.get(t.start..e)).filter(|p| seen.insert(p)) {
            out.push(p.to_owned());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cql::lexer::{Spacing, lex};

    #[test]
    fn substitutes_known_names_in_both_styles_and_leaves_the_rest() {
        let defines = BTreeMap::from([("KEYSPACE".to_owned(), "newts".to_owned()), ("rf".to_owned(), "3".to_owned())]);
        let text = "CREATE TABLE $KEYSPACE$.t (a int PRIMARY KEY) -- ${rf} $$ body $$ $OTHER$ ${x} $ $1$";
        assert_eq!(
            substitute(text, &defines),
            "CREATE TABLE newts.t (a int PRIMARY KEY) -- 3 $$ body $$ $OTHER$ ${x} $ $1$"
        );
        assert_eq!(substitute("$KEYSPACE", &defines), "$KEYSPACE", "unclosed");
        assert_eq!(placeholder_names(text), ["KEYSPACE", "rf", "OTHER", "x"]);
    }

    #[test]
    fn finds_the_placeholders_left_in_a_statement() {
        let text = "CREATE TABLE $KEYSPACE$.terms (a int PRIMARY KEY) WITH x = ${rf} AND y = $ k $ AND z = $KEYSPACE$";
        assert_eq!(placeholders_in(text, &lex(text, Spacing::Script)), ["$KEYSPACE$", "${rf}"]);
    }
}

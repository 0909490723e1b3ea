//! How a name or a text is written in CQL: identifiers bare or double-quoted, string
//! literals, comments, keyspace-qualified names, and which names CQL cannot take at all as a
//! keyspace or table name.

use super::keywords::is_keyword;

/// The longest keyspace or table name CQL accepts.
pub const MAX_SCHEMA_NAME_LEN: usize = 48;

/// `true` when `name` can stand unquoted in CQL: lower-case ASCII letter first, then lower-case
/// letters, digits and underscores, and not a keyword.
pub fn is_plain_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    matches!(chars.next(), Some('a'..='z'))
        && chars.all(|c| matches!(c, 'a'..='z' | '0'..='9' | '_'))
        && !is_keyword(name)
}

/// Writes a name as a CQL identifier: bare when it can be, otherwise double-quoted with `"`
/// doubled. Quoting keeps case and any character, so no name can end a statement early.
pub fn quote_identifier(name: &str) -> String {
    if is_plain_identifier(name) { name.to_owned() } else { format!("\"{}\"", name.replace('"', "\"\"")) }
}

/// Writes text as a CQL string literal (single quotes, `'` doubled).
pub fn quote_string(text: &str) -> String {
    format!("'{}'", text.replace('\'', "''"))
}

/// Why a name cannot be a keyspace, table or view name (worded when shown by
/// [`NameProblem::said`]; `Display` is English).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameProblem {
    /// The name is empty.
    Empty,
    /// A character other than ASCII letters, digits and `_`.
    Character(char),
    /// Longer than [`MAX_SCHEMA_NAME_LEN`].
    TooLong {
        /// Its length.
        length: usize,
    },
}

impl NameProblem {
    /// What is wrong with the name, worded when shown.
    pub fn said(&self) -> crate::text::Text {
        match self {
            NameProblem::Empty => crate::msg!("name-problem-empty"),
            NameProblem::Character(c) => crate::msg!("name-problem-character", character = c.to_string()),
            NameProblem::TooLong { length } => {
                crate::msg!("name-problem-too-long", length = length.to_string(), max = MAX_SCHEMA_NAME_LEN.to_string())
            }
        }
    }
}

impl std::fmt::Display for NameProblem {
    /// English.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.said().en())
    }
}

/// Why a name cannot be a keyspace or table name (those allow only ASCII letters, digits and
/// underscores, at most 48), or `None` when it can.
pub fn schema_name_problem(name: &str) -> Option<NameProblem> {
    if name.is_empty() {
        return Some(NameProblem::Empty);
    }
    if let Some(c) = name.chars().find(|c| !(c.is_ascii_alphanumeric() || *c == '_')) {
        return Some(NameProblem::Character(c));
    }
    if name.len() > MAX_SCHEMA_NAME_LEN {
        return Some(NameProblem::TooLong { length: name.len() });
    }
    None
}

/// Text safe inside a `--` comment, the one escaping of comments: line breaks (including
/// U+2028 and U+2029, which editors show as breaks) and other control characters become
/// spaces, and bidirectional controls, which could make a comment look like code around it
/// (Trojan Source), are dropped. Every string that reaches a comment of any CQL file goes
/// through here, ids included.
pub fn comment_text(text: &str) -> String {
    text.chars()
        .filter(|&c| !is_bidi_control(c))
        .map(|c| if breaks_text(c) { ' ' } else { c })
        .collect::<String>()
        .trim()
        .to_owned()
}

/// `true` for a character no CQL text may carry as it is: a control character (line breaks
/// included), U+2028 and U+2029 (shown as line breaks), or a bidirectional control. CQL has
/// no escape for them in quoted names and strings, where they would make one statement look
/// like several; names holding one are not written (`export::rules`).
pub fn breaks_text(c: char) -> bool {
    c.is_control() || matches!(c, '\u{2028}' | '\u{2029}') || is_bidi_control(c)
}

/// `true` for the Unicode bidirectional formatting characters (embeddings, overrides,
/// isolates and marks).
pub fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// A keyspace-qualified table name, each part quoted as needed.
pub fn qualified(keyspace: &str, name: &str) -> String {
    format!("{}.{}", quote_identifier(keyspace), quote_identifier(name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_boolean_constants_are_quoted_as_names() {
        // A keyspace `false` and a table `true`, written bare by export until the CQL fuzzer
        // found them; Cassandra 5.0.9 refuses `CREATE TABLE k.true` as a syntax error.
        for word in ["true", "false", "TRUE", "False"] {
            assert!(!is_plain_identifier(word), "{word}");
            assert_eq!(quote_identifier(word), format!("\"{word}\""));
        }
        assert!(is_plain_identifier("truth") && is_plain_identifier("falsey"));
    }

    #[test]
    fn quoting() {
        assert_eq!(quote_identifier("hotel_id"), "hotel_id");
        assert_eq!(quote_identifier("order"), "\"order\"");
        assert_eq!(quote_identifier("Key"), "\"Key\"");
        assert_eq!(quote_identifier("a\"b"), "\"a\"\"b\"");
        assert_eq!(quote_identifier("名字"), "\"名字\"");
        assert_eq!(quote_string("it's"), "'it''s'");
    }

    #[test]
    fn schema_names() {
        assert!(schema_name_problem("hotels_by_poi").is_none());
        assert!(schema_name_problem("学生").is_some());
        assert!(schema_name_problem(&"a".repeat(49)).is_some());
        assert!(schema_name_problem("").is_some());
    }
}

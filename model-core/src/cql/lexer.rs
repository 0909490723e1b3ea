//! The CQL lexer, the one place CQL text is split into tokens: the importer reads scripts with
//! it, [`super::types`] reads type expressions with it, and `super::options` checks with it the
//! option values and masks export writes; each walks the tokens with [`super::cursor::Cursor`].
//!
//! Its tokens are those of Cassandra's own lexer (`Lexer.g`):
//!
//! | Cassandra | here |
//! |---|---|
//! | `IDENT`, the keywords, `BOOLEAN` (`true`, `false`) | [`Kind::Ident`], lower-cased as CQL does ([`Token::is_kw`]) |
//! | `QUOTED_NAME` (`"My ""T"""`) | [`Kind::Quoted`], `""` undone, case kept |
//! | `STRING_LITERAL` (`'it''s'`, `$$…$$`) | [`Kind::Str`], `''` undone |
//! | `INTEGER`, `FLOAT` (`1e-5`), `HEXNUMBER` (`0xCAFE`), `DURATION` (`1h30m`) | [`Kind::Number`], as written |
//! | punctuation | [`Kind::Punct`] |
//! | `COMMENT` (`--`, `//`), `MULTILINE_COMMENT` (`/* */`), `WS` | between tokens, as the caller's [`Spacing`] allows |
//!
//! A constant starting with a digit is one token up to the first character that is not a
//! letter, a digit, `_` or `.` (a `+` or `-` after an exponent's `e` included), as the importer
//! has always read it; so a UUID starting with a digit is several tokens, and `P1D` an
//! identifier. Unquoted identifiers may start with `_` (Cassandra's may not: the readers that
//! care check it). Malformed input becomes [`Kind::Error`] tokens saying what is wrong
//! ([`Malformed`]), never a panic.

/// What a token is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// An unquoted identifier or keyword; its text is lower-cased.
    Ident,
    /// A double-quoted identifier; its text is the name with `""` undone, case kept.
    Quoted,
    /// A string constant; its text is the content with `''` undone.
    Str,
    /// A number, UUID, blob or other constant starting with a digit; text as written.
    Number,
    /// One punctuation character.
    Punct(char),
    /// Something that cannot start a token, or an unterminated string or comment; the text
    /// is what was read.
    Error(Malformed),
}

/// What is wrong with a malformed token (worded when shown by [`Malformed::said`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Malformed {
    /// A `'` with no closing one.
    UnterminatedString,
    /// A `"` with no closing one.
    UnterminatedQuotedName,
    /// A `/*` with no closing `*/`.
    UnterminatedComment,
    /// A `$$` with no closing one.
    UnterminatedDollarString,
    /// A character that starts no token.
    UnexpectedCharacter(char),
    /// A comment where the [`Spacing`] allows none.
    Comment,
}

impl Malformed {
    /// What is wrong, worded when shown (a phrase: "an unterminated string").
    pub fn said(self) -> crate::text::Text {
        match self {
            Self::UnterminatedString => crate::msg!("cql-syntax-unterminated-string"),
            Self::UnterminatedQuotedName => crate::msg!("cql-syntax-unterminated-quoted-name"),
            Self::UnterminatedComment => crate::msg!("cql-syntax-unterminated-star-comment"),
            Self::UnterminatedDollarString => crate::msg!("cql-syntax-unterminated-dollar-dollar-string"),
            Self::UnexpectedCharacter(c) => {
                crate::msg!("cql-syntax-unexpected-character", character = format!("{c:?}"))
            }
            Self::Comment => crate::msg!("cql-syntax-comment"),
        }
    }
}

/// A token and where it is in the source (byte offsets).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    /// What it is.
    pub kind: Kind,
    /// Its value (see [`Kind`]).
    pub text: String,
    /// Byte offset of its first character.
    pub start: usize,
    /// Byte offset just past its last character.
    pub end: usize,
}

impl Token {
    /// `true` for the unquoted keyword `word` (lower case).
    #[inline]
    pub fn is_kw(&self, word: &str) -> bool {
        self.kind == Kind::Ident && self.text == word
    }

    /// `true` for the punctuation character `c`.
    #[inline]
    pub fn is_punct(&self, c: char) -> bool {
        self.kind == Kind::Punct(c)
    }

    /// `true` for a malformed token.
    #[inline]
    pub fn is_error(&self) -> bool {
        matches!(self.kind, Kind::Error(_))
    }
}

/// What may separate tokens: each reader of CQL text keeps what it has always accepted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spacing {
    /// A script's (the importer's): ASCII white space, a form feed included, and comments,
    /// all dropped.
    Script,
    /// A type expression's (`map<text, frozen<list<int>>>`): ASCII white space, a form feed
    /// included; a comment is an [`Kind::Error`] token.
    Expression,
    /// A constant's written into a statement (an option value, a mask): white space as
    /// Cassandra's lexer takes it (space, tab, line feed, carriage return; a form feed is not,
    /// and is an error token, as fuzzing found), and a comment is an [`Kind::Error`] token.
    Constant,
}

impl Spacing {
    /// `true` for a byte that separates tokens.
    #[inline]
    fn is_space(self, c: u8) -> bool {
        match self {
            Spacing::Script | Spacing::Expression => c.is_ascii_whitespace(),
            Spacing::Constant => matches!(c, b' ' | b'\t' | b'\n' | b'\r'),
        }
    }
}

/// Splits CQL text into tokens, white space and comments between them as `spacing` says.
pub fn lex(text: &str, spacing: Spacing) -> Vec<Token> {
    let b = text.as_bytes();
    let mut out = Vec::with_capacity(text.len() / 4);
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let start = i;
        if spacing.is_space(c) {
            i += 1;
            continue;
        }
        let next = b.get(i + 1).copied();
        let comment_end = if (c == b'-' && next == Some(b'-')) || (c == b'/' && next == Some(b'/')) {
            Some(b.get(i..).and_then(|rest| rest.iter().position(|&x| x == b'\n')).map_or(b.len(), |p| p + i))
        } else if c == b'/' && next == Some(b'*') {
            match find(b, i + 2, b"*/") {
                Some(end) => Some(end + 2),
                None => {
                    out.push(error(text, start, b.len(), Malformed::UnterminatedComment));
                    break;
                }
            }
        } else {
            None
        };
        if let Some(end) = comment_end {
            if spacing != Spacing::Script {
                out.push(error(text, start, end, Malformed::Comment));
            }
            i = end;
            continue;
        }
        match c {
            b'\'' | b'"' => {
                let (value, end, closed) = quoted(text, i, c);
                if closed {
                    let kind = if c == b'\'' { Kind::Str } else { Kind::Quoted };
                    out.push(Token { kind, text: value, start, end });
                } else {
                    let what =
                        if c == b'\'' { Malformed::UnterminatedString } else { Malformed::UnterminatedQuotedName };
                    out.push(error(text, start, end, what));
                }
                i = end;
            }
            b'$' if next == Some(b'$') => match find(b, i + 2, b"$$") {
                Some(end) => {
                    let value = text.get(i + 2..end).unwrap_or("").to_owned();
                    out.push(Token { kind: Kind::Str, text: value, start, end: end + 2 });
                    i = end + 2;
                }
                None => {
                    out.push(error(text, start, b.len(), Malformed::UnterminatedDollarString));
                    i = b.len();
                }
            },
            _ if c.is_ascii_alphabetic() || c == b'_' => {
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                    i += 1;
                }
                let word = text.get(start..i).unwrap_or("").to_ascii_lowercase();
                out.push(Token { kind: Kind::Ident, text: word, start, end: i });
            }
            _ if c.is_ascii_digit() => {
                i += 1;
                while i < b.len() {
                    let d = b[i];
                    let exponent_sign = matches!(d, b'+' | b'-') && matches!(b[i - 1], b'e' | b'E');
                    if d.is_ascii_alphanumeric() || d == b'.' || d == b'_' || exponent_sign {
                        i += 1;
                    } else {
                        break;
                    }
                }
                out.push(Token {
                    kind: Kind::Number,
                    text: text.get(start..i).unwrap_or("").to_owned(),
                    start,
                    end: i,
                });
            }
            _ if c.is_ascii() && !c.is_ascii_control() => {
                out.push(Token {
                    kind: Kind::Punct(char::from(c)),
                    text: char::from(c).to_string(),
                    start,
                    end: i + 1,
                });
                i += 1;
            }
            _ => {
                let ch = text.get(i..).and_then(|s| s.chars().next()).unwrap_or('\u{fffd}');
                let len = ch.len_utf8().max(1);
                out.push(error(text, start, i + len, Malformed::UnexpectedCharacter(ch)));
                i += len;
                while i < b.len() && !text.is_char_boundary(i) {
                    i += 1;
                }
            }
        }
    }
    out
}

fn error(text: &str, start: usize, end: usize, what: Malformed) -> Token {
    Token { kind: Kind::Error(what), text: text.get(start..end).unwrap_or_default().to_owned(), start, end }
}

/// The first occurrence of `needle` at or after `from`.
fn find(hay: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    hay.get(from..)?.windows(needle.len()).position(|w| w == needle).map(|p| p + from)
}

/// A quoted string or name starting at `start` (the quote): its value with doubled quotes
/// undone, the offset after it, and whether it was closed.
fn quoted(text: &str, start: usize, q: u8) -> (String, usize, bool) {
    let b = text.as_bytes();
    let mut i = start + 1;
    let mut value = String::new();
    let mut piece = i;
    while i < b.len() {
        if b[i] == q {
            value.push_str(text.get(piece..i).unwrap_or(""));
            if b.get(i + 1) == Some(&q) {
                value.push(char::from(q));
                i += 2;
                piece = i;
                continue;
            }
            return (value, i + 1, true);
        }
        i += 1;
    }
    (value, b.len(), false)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<(Kind, String)> {
        lex(text, Spacing::Script).into_iter().map(|t| (t.kind, t.text)).collect()
    }

    #[test]
    fn identifiers_strings_and_comments() {
        let toks = kinds("CREATE \"My \"\"T\"\"\" -- comment ; here\n 'a;''b' /* x; */ Foo_1 // more\n;");
        assert_eq!(
            toks,
            vec![
                (Kind::Ident, "create".into()),
                (Kind::Quoted, "My \"T\"".into()),
                (Kind::Str, "a;'b".into()),
                (Kind::Ident, "foo_1".into()),
                (Kind::Punct(';'), ";".into()),
            ]
        );
    }

    #[test]
    fn numbers_dollar_strings_and_punctuation() {
        let toks = kinds("0.1 1e-5 0xCAFE $$ a; b $$ map<int,text>");
        assert_eq!(toks[0], (Kind::Number, "0.1".into()));
        assert_eq!(toks[1], (Kind::Number, "1e-5".into()));
        assert_eq!(toks[2], (Kind::Number, "0xCAFE".into()));
        assert_eq!(toks[3], (Kind::Str, " a; b ".into()));
        assert_eq!(toks[5], (Kind::Punct('<'), "<".into()));
        assert_eq!(toks.len(), 10);
    }

    #[test]
    fn malformed_input_gives_error_tokens() {
        for (text, what) in [
            ("'open", Malformed::UnterminatedString),
            ("\"open", Malformed::UnterminatedQuotedName),
            ("/* open", Malformed::UnterminatedComment),
            ("$$ open", Malformed::UnterminatedDollarString),
            ("a é b", Malformed::UnexpectedCharacter('é')),
            ("\u{1}", Malformed::UnexpectedCharacter('\u{1}')),
        ] {
            let toks = lex(text, Spacing::Script);
            assert!(toks.iter().any(|t| t.kind == Kind::Error(what)), "{text:?}: {toks:?}");
        }
        assert_eq!(Malformed::UnexpectedCharacter('é').said().en(), "an unexpected character 'é'");
    }

    /// A form feed separates tokens in a script and a type expression, not in a constant
    /// (Cassandra's lexer refuses it); a comment is dropped from a script only.
    #[test]
    fn each_spacing_keeps_what_its_reader_accepts() {
        let text = "1\u{c}2 -- c\n3 /* d */";
        let script: Vec<Kind> = lex(text, Spacing::Script).into_iter().map(|t| t.kind).collect();
        assert_eq!(script, [Kind::Number, Kind::Number, Kind::Number]);
        let expression: Vec<(Kind, String)> =
            lex(text, Spacing::Expression).into_iter().map(|t| (t.kind, t.text)).collect();
        assert_eq!(
            expression,
            [
                (Kind::Number, "1".into()),
                (Kind::Number, "2".into()),
                (Kind::Error(Malformed::Comment), "-- c".into()),
                (Kind::Number, "3".into()),
                (Kind::Error(Malformed::Comment), "/* d */".into())
            ]
        );
        let constant = lex(text, Spacing::Constant);
        assert_eq!(constant[1].kind, Kind::Error(Malformed::UnexpectedCharacter('\u{c}')), "{constant:?}");
        assert_eq!(lex("1 \t\r\n2", Spacing::Constant).len(), 2);
        for spacing in [Spacing::Script, Spacing::Expression, Spacing::Constant] {
            let toks = lex("a /* open", spacing);
            assert_eq!(toks.last().map(|t| &t.kind), Some(&Kind::Error(Malformed::UnterminatedComment)));
        }
    }
}

//! Why a text serde_json refused is not JSON, typed: the text read again the way serde_json's
//! reader reads it (its order of checks, its recursion limit, numbers read exactly), stopping
//! at the first error, whose kind serde_json keeps as text only.

use super::file::{JsonKind, JsonSyntax, JsonToken, ShapeProblem};

/// How deep serde_json follows lists and objects.
const RECURSION_LIMIT: u8 = 128;

/// The first syntax error of `text` as serde_json finds it, or `None` when it finds none.
pub(super) fn first_error(text: &str) -> Option<ShapeProblem> {
    let mut reader = Reader { bytes: text.as_bytes(), at: 0, depth: RECURSION_LIMIT };
    reader.document().err()
}

type Read = Result<(), ShapeProblem>;

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
    depth: u8,
}

fn eof(inside: JsonKind) -> ShapeProblem {
    ShapeProblem::Eof { inside }
}

fn bad(syntax: JsonSyntax) -> ShapeProblem {
    ShapeProblem::Json(syntax)
}

impl Reader<'_> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn next(&mut self) -> Option<u8> {
        let b = self.peek();
        if b.is_some() {
            self.at += 1;
        }
        b
    }

    fn whitespace(&mut self) -> Option<u8> {
        while let Some(b' ' | b'\n' | b'\t' | b'\r') = self.peek() {
            self.at += 1;
        }
        self.peek()
    }

    fn document(&mut self) -> Read {
        self.value()?;
        match self.whitespace() {
            Some(_) => Err(bad(JsonSyntax::TrailingCharacters)),
            None => Ok(()),
        }
    }

    fn value(&mut self) -> Read {
        let Some(b) = self.whitespace() else { return Err(eof(JsonKind::Value)) };
        match b {
            b'n' => self.ident(b"null"),
            b't' => self.ident(b"true"),
            b'f' => self.ident(b"false"),
            b'-' => {
                self.at += 1;
                self.number()
            }
            b'0'..=b'9' => self.number(),
            b'"' => {
                self.at += 1;
                self.string()
            }
            b'[' | b'{' => {
                self.depth -= 1;
                if self.depth == 0 {
                    return Err(bad(JsonSyntax::RecursionLimit));
                }
                self.at += 1;
                let read = if b == b'[' { self.list() } else { self.object() };
                self.depth += 1;
                read
            }
            _ => Err(bad(JsonSyntax::ExpectedValue)),
        }
    }

    fn ident(&mut self, word: &[u8]) -> Read {
        self.at += 1;
        for expected in &word[1..] {
            match self.next() {
                None => return Err(eof(JsonKind::Value)),
                Some(b) if b != *expected => return Err(bad(JsonSyntax::ExpectedIdent)),
                Some(_) => {}
            }
        }
        Ok(())
    }

    fn digits(&mut self) -> bool {
        let start = self.at;
        while let Some(b'0'..=b'9') = self.peek() {
            self.at += 1;
        }
        self.at > start
    }

    fn number(&mut self) -> Read {
        match self.next() {
            None => return Err(eof(JsonKind::Value)),
            Some(b'0') => {
                if let Some(b'0'..=b'9') = self.peek() {
                    return Err(bad(JsonSyntax::InvalidNumber));
                }
            }
            Some(b'1'..=b'9') => {
                self.digits();
            }
            Some(_) => return Err(bad(JsonSyntax::InvalidNumber)),
        }
        if self.peek() == Some(b'.') {
            self.at += 1;
            if !self.digits() {
                return Err(if self.peek().is_some() { bad(JsonSyntax::InvalidNumber) } else { eof(JsonKind::Value) });
            }
        }
        if let Some(b'e' | b'E') = self.peek() {
            self.at += 1;
            if let Some(b'+' | b'-') = self.peek() {
                self.at += 1;
            }
            match self.next() {
                None => return Err(eof(JsonKind::Value)),
                Some(b'0'..=b'9') => {
                    self.digits();
                }
                Some(_) => return Err(bad(JsonSyntax::InvalidNumber)),
            }
        }
        Ok(())
    }

    /// A string's contents and closing quote (the opening quote read).
    fn string(&mut self) -> Read {
        loop {
            match self.next() {
                None => return Err(eof(JsonKind::String)),
                Some(b'"') => return Ok(()),
                Some(b'\\') => self.escape()?,
                Some(0x00..=0x1f) => return Err(bad(JsonSyntax::ControlCharacter)),
                Some(_) => {}
            }
        }
    }

    fn escape(&mut self) -> Read {
        match self.next() {
            None => Err(eof(JsonKind::String)),
            Some(b'"' | b'\\' | b'/' | b'b' | b'f' | b'n' | b'r' | b't') => Ok(()),
            Some(b'u') => self.unicode_escape(),
            Some(_) => Err(bad(JsonSyntax::InvalidEscape)),
        }
    }

    fn hex(&mut self) -> Result<u16, ShapeProblem> {
        let Some(digits) = self.bytes.get(self.at..self.at + 4) else {
            self.at = self.bytes.len();
            return Err(eof(JsonKind::String));
        };
        self.at += 4;
        std::str::from_utf8(digits)
            .ok()
            .filter(|d| d.bytes().all(|b| b.is_ascii_hexdigit()))
            .and_then(|d| u16::from_str_radix(d, 16).ok())
            .ok_or(bad(JsonSyntax::InvalidEscape))
    }

    /// A `\u` escape (the `\u` read): a character, or a surrogate pair.
    fn unicode_escape(&mut self) -> Read {
        let n = self.hex()?;
        if (0xDC00..=0xDFFF).contains(&n) {
            return Err(bad(JsonSyntax::LoneSurrogate));
        }
        if !(0xD800..=0xDBFF).contains(&n) {
            return Ok(());
        }
        for expected in [b'\\', b'u'] {
            match self.peek() {
                None => return Err(eof(JsonKind::String)),
                Some(b) if b == expected => self.at += 1,
                Some(_) => return Err(bad(JsonSyntax::ShortHexEscape)),
            }
        }
        let n2 = self.hex()?;
        if (0xDC00..=0xDFFF).contains(&n2) { Ok(()) } else { Err(bad(JsonSyntax::LoneSurrogate)) }
    }

    /// A list's items and closing bracket (the opening bracket read).
    fn list(&mut self) -> Read {
        let mut first = true;
        loop {
            match self.whitespace() {
                None => return Err(eof(JsonKind::List)),
                Some(b']') => {
                    self.at += 1;
                    return Ok(());
                }
                Some(_) if first => first = false,
                Some(b',') => {
                    self.at += 1;
                    match self.whitespace() {
                        Some(b']') => return Err(bad(JsonSyntax::TrailingComma)),
                        Some(_) => {}
                        None => return Err(eof(JsonKind::Value)),
                    }
                }
                Some(_) => return Err(ShapeProblem::ExpectedToken { token: JsonToken::ListCommaOrEnd }),
            }
            self.value()?;
        }
    }

    /// An object's fields and closing brace (the opening brace read).
    fn object(&mut self) -> Read {
        let mut first = true;
        loop {
            match self.whitespace() {
                None => return Err(eof(JsonKind::Object)),
                Some(b'}') => {
                    self.at += 1;
                    return Ok(());
                }
                Some(b) if first => {
                    first = false;
                    if b != b'"' {
                        return Err(bad(JsonSyntax::KeyMustBeString));
                    }
                }
                Some(b',') => {
                    self.at += 1;
                    match self.whitespace() {
                        Some(b'"') => {}
                        Some(b'}') => return Err(bad(JsonSyntax::TrailingComma)),
                        Some(_) => return Err(bad(JsonSyntax::KeyMustBeString)),
                        None => return Err(eof(JsonKind::Value)),
                    }
                }
                Some(_) => return Err(ShapeProblem::ExpectedToken { token: JsonToken::ObjectCommaOrEnd }),
            }
            self.at += 1;
            self.string()?;
            match self.whitespace() {
                Some(b':') => self.at += 1,
                Some(_) => return Err(ShapeProblem::ExpectedToken { token: JsonToken::Colon }),
                None => return Err(eof(JsonKind::Object)),
            }
            self.value()?;
        }
    }
}

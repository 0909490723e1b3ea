//! The one cursor over the lexer's tokens: the statement parser ([`super::parser`]), the type
//! parser ([`super::types`]) and the option reader (`options.rs`) each walk their tokens with
//! it, so peeking, eating a keyword or a punctuation character and reading the tokens written
//! together are one code.

use super::lexer::{Kind, Token};

/// A position in a run of tokens. Every step consumes a token or stops, so a loop over it ends.
#[derive(Clone, Copy, Debug)]
pub struct Cursor<'a> {
    toks: &'a [Token],
    pos: usize,
}

impl<'a> Cursor<'a> {
    /// A cursor at the first of `toks`.
    pub fn new(toks: &'a [Token]) -> Self {
        Self { toks, pos: 0 }
    }

    /// All the tokens, read or not.
    pub fn tokens(&self) -> &'a [Token] {
        self.toks
    }

    /// How many tokens have been read.
    pub fn position(&self) -> usize {
        self.pos
    }

    /// Goes back (or forward) to the token at `pos`.
    pub fn rewind(&mut self, pos: usize) {
        self.pos = pos.min(self.toks.len());
    }

    /// The next token, if any.
    pub fn peek(&self) -> Option<&'a Token> {
        self.toks.get(self.pos)
    }

    /// The token `n` after the next one.
    pub fn peek_at(&self, n: usize) -> Option<&'a Token> {
        self.toks.get(self.pos + n)
    }

    /// The token last read.
    pub fn previous(&self) -> Option<&'a Token> {
        self.pos.checked_sub(1).and_then(|p| self.toks.get(p))
    }

    /// Reads the next token.
    pub fn bump(&mut self) -> Option<&'a Token> {
        let t = self.toks.get(self.pos)?;
        self.pos += 1;
        Some(t)
    }

    /// Reads `n` tokens (fewer at the end).
    pub fn skip(&mut self, n: usize) {
        self.rewind(self.pos + n);
    }

    /// Reads every token left.
    pub fn skip_to_end(&mut self) {
        self.pos = self.toks.len();
    }

    /// `true` when every token has been read.
    pub fn at_end(&self) -> bool {
        self.pos >= self.toks.len()
    }

    /// Byte offset just past the last token (where "the end" is).
    pub fn end_offset(&self) -> usize {
        self.toks.last().map_or(0, |t| t.end)
    }

    /// `true` when the next token is the unquoted keyword `word` (lower case).
    pub fn at_kw(&self, word: &str) -> bool {
        self.peek().is_some_and(|t| t.is_kw(word))
    }

    /// `true` when the next token is the punctuation character `c`.
    pub fn at_punct(&self, c: char) -> bool {
        self.peek().is_some_and(|t| t.is_punct(c))
    }

    /// Reads the keyword `word` if it is next.
    pub fn eat_kw(&mut self, word: &str) -> bool {
        let found = self.at_kw(word);
        if found {
            self.pos += 1;
        }
        found
    }

    /// Reads the punctuation character `c` if it is next.
    pub fn eat_punct(&mut self, c: char) -> bool {
        let found = self.at_punct(c);
        if found {
            self.pos += 1;
        }
        found
    }

    /// The next token if it starts at byte `at` (written right after what came before) and is
    /// of one of `kinds`: a step of a run of tokens written together (`ks.addr_2`, `1e-5`).
    pub fn adjacent(&self, at: usize, kinds: impl Fn(&Kind) -> bool) -> Option<&'a Token> {
        self.peek().filter(|t| t.start == at && kinds(&t.kind))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cql::lexer::{Spacing, lex};

    #[test]
    fn steps_peeks_and_eats() {
        let toks = lex("CREATE TABLE ks.t (", Spacing::Script);
        let mut c = Cursor::new(&toks);
        assert!(c.at_kw("create") && !c.eat_kw("table") && c.eat_kw("create"));
        assert_eq!(c.peek_at(1).map(|t| t.text.as_str()), Some("ks"));
        assert_eq!(c.bump().map(|t| t.text.as_str()), Some("table"));
        assert_eq!(c.previous().map(|t| t.text.as_str()), Some("table"));
        let ks = c.bump().map_or(0, |t| t.end);
        assert!(c.adjacent(ks, |k| matches!(k, Kind::Punct('.'))).is_some());
        assert!(c.adjacent(ks + 1, |_| true).is_none(), "not where the last token ended");
        c.skip(10);
        assert!(c.at_end() && c.peek().is_none() && !c.eat_punct('('));
        assert_eq!(c.end_offset(), 19);
        c.rewind(1);
        assert_eq!((c.position(), c.tokens().len()), (1, 6));
    }
}

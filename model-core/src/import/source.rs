//! Source text with line starts, to turn byte offsets into lines and columns.

/// Bytes between two checkpoints of the character count.
const CHECKPOINT: usize = 1024;

/// The longest statement excerpt a note carries, in characters.
const EXCERPT: usize = 100;

/// Imported text, where each of its lines starts, and how many characters come before every
/// [`CHECKPOINT`]-th byte, so that a column costs at most one checkpoint's span to count, however
/// long the line (minified DDL is one line).
#[derive(Debug)]
pub(crate) struct Source<'a> {
    /// The text.
    pub text: &'a str,
    line_starts: Vec<usize>,
    chars_before: Vec<usize>,
}

impl<'a> Source<'a> {
    /// Indexes the line starts of a text (`\n` ends a line).
    pub fn new(text: &'a str) -> Self {
        let mut line_starts = vec![0];
        line_starts.extend(text.bytes().enumerate().filter(|(_, b)| *b == b'\n').map(|(i, _)| i + 1));
        let mut chars_before = Vec::with_capacity(text.len() / CHECKPOINT + 2);
        let mut count = 0;
        for chunk in text.as_bytes().chunks(CHECKPOINT) {
            chars_before.push(count);
            count += chunk.iter().filter(|b| !is_continuation(**b)).count();
        }
        // The end of a text whose length is a multiple of CHECKPOINT is a checkpoint too.
        chars_before.push(count);
        Self { text, line_starts, chars_before }
    }

    /// 1-based line and column (in characters) of a byte offset; offsets past the end or
    /// inside a character are clamped.
    pub fn position(&self, offset: usize) -> (usize, usize) {
        let offset = self.floor(offset);
        let line = self.line_starts.partition_point(|&s| s <= offset).max(1);
        let start = self.line_starts.get(line - 1).copied().unwrap_or(0);
        (line, self.chars_to(offset).saturating_sub(self.chars_to(start)) + 1)
    }

    /// Characters before a byte offset (a char boundary).
    fn chars_to(&self, offset: usize) -> usize {
        let k = offset / CHECKPOINT;
        let base = self.chars_before.get(k).copied().unwrap_or(0);
        let from = (k * CHECKPOINT).min(offset);
        base + self.text.as_bytes().get(from..offset).map_or(0, |s| s.iter().filter(|b| !is_continuation(**b)).count())
    }

    /// The statement starting at a byte offset, for a note: up to the end of its line or its
    /// `;`, at most [`EXCERPT`] characters, trimmed.
    pub fn statement_at(&self, offset: usize) -> String {
        self.excerpt(offset, true)
    }

    /// The line holding a byte offset, from that offset to the end of the line (at most
    /// [`EXCERPT`] characters), trimmed.
    pub fn line_from(&self, offset: usize) -> String {
        self.excerpt(offset, false)
    }

    fn excerpt(&self, offset: usize, to_semicolon: bool) -> String {
        let offset = self.floor(offset);
        let rest = self.text.get(offset..).unwrap_or("");
        let mut out = String::new();
        for (n, c) in rest.chars().enumerate() {
            if c == '\n' || c == '\r' {
                break;
            }
            if n == EXCERPT {
                out.push('…');
                break;
            }
            out.push(c);
            if to_semicolon && c == ';' {
                break;
            }
        }
        out.trim().to_owned()
    }

    /// The largest char boundary not after `offset`.
    fn floor(&self, offset: usize) -> usize {
        let mut o = offset.min(self.text.len());
        while o > 0 && !self.text.is_char_boundary(o) {
            o -= 1;
        }
        o
    }
}

/// `true` for a byte that continues a UTF-8 character.
fn is_continuation(b: u8) -> bool {
    b & 0xC0 == 0x80
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_are_one_based_in_characters() {
        let s = Source::new("ab\nçd e\n\nx");
        assert_eq!(s.position(0), (1, 1));
        assert_eq!(s.position(3), (2, 1));
        assert_eq!(s.position(6), (2, 3));
        assert_eq!(s.position(4), (2, 1), "inside ç: clamped to its start");
        assert_eq!(s.position(5), (2, 2));
        assert_eq!(s.position(10), (4, 1));
        assert_eq!(s.position(1000), (4, 2));
        assert_eq!(s.statement_at(3), "çd e");
        assert_eq!(s.statement_at(1000), "");
    }

    #[test]
    fn columns_and_excerpts_of_a_long_line_are_bounded() {
        let line = "é;".repeat(10_000);
        let s = Source::new(&line);
        assert_eq!(s.position(line.len() - 2), (1, 9_999 * 2 + 1));
        assert_eq!(s.statement_at(0), "é;");
        let exact = "é".repeat(CHECKPOINT / 2);
        assert_eq!(Source::new(&exact).position(exact.len()), (1, CHECKPOINT / 2 + 1), "the end, on a checkpoint");
        assert_eq!(Source::new("").position(0), (1, 1));
        let long = "a".repeat(500);
        assert_eq!(Source::new(&long).statement_at(0).chars().count(), 101, "100 characters and an ellipsis");
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 200, ..Default::default() })]

        /// Checkpoints give the column a naive count from the line start gives.
        #[test]
        fn positions_match_a_naive_count(text in "[aé\n;€]{0,1500}", at in 0usize..4000) {
            let s = Source::new(&text);
            let mut o = at.min(text.len());
            while !text.is_char_boundary(o) {
                o -= 1;
            }
            let start = text[..o].rfind('\n').map_or(0, |i| i + 1);
            let line = text[..o].matches('\n').count() + 1;
            proptest::prop_assert_eq!(s.position(at), (line, text[start..o].chars().count() + 1));
        }
    }
}

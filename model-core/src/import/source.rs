//! Source text with line starts, to turn byte offsets into lines and columns.

/// Imported text and where each of its lines starts.
#[derive(Debug)]
pub(crate) struct Source<'a> {
    /// The text.
    pub text: &'a str,
    line_starts: Vec<usize>,
}

impl<'a> Source<'a> {
    /// Indexes the line starts of a text (`\n` ends a line).
    pub fn new(text: &'a str) -> Self {
        let mut line_starts = vec![0];
        line_starts.extend(text.bytes().enumerate().filter(|(_, b)| *b == b'\n').map(|(i, _)| i + 1));
        Self { text, line_starts }
    }

    /// 1-based line and column (in characters) of a byte offset; offsets past the end or
    /// inside a character are clamped.
    pub fn position(&self, offset: usize) -> (usize, usize) {
        let offset = self.floor(offset);
        let line = self.line_starts.partition_point(|&s| s <= offset).max(1);
        let start = self.line_starts.get(line - 1).copied().unwrap_or(0);
        let column = self.text.get(start..offset).map_or(0, |s| s.chars().count()) + 1;
        (line, column)
    }

    /// The line holding a byte offset, from that offset to the end of the line, trimmed.
    pub fn line_from(&self, offset: usize) -> String {
        let offset = self.floor(offset);
        let rest = self.text.get(offset..).unwrap_or("");
        rest.lines().next().unwrap_or("").trim().to_owned()
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
        assert_eq!(s.line_from(3), "çd e");
        assert_eq!(s.line_from(1000), "");
    }
}

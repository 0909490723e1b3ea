//! What an importer skipped or changed, and where.

use std::fmt;

/// One thing the importer could not take as it was: a statement skipped, a syntax error, an
/// element of a KDM file it did not understand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportNote {
    /// 1-based line of the problem.
    pub line: usize,
    /// 1-based column (in characters) of the problem.
    pub column: usize,
    /// The statement (or element) concerned: its first line, trimmed; may be empty.
    pub statement: String,
    /// What happened and why.
    pub message: String,
}

impl ImportNote {
    /// A note at a line and column.
    pub fn new(line: usize, column: usize, statement: impl Into<String>, message: impl Into<String>) -> Self {
        Self { line, column, statement: statement.into(), message: message.into() }
    }
}

impl fmt::Display for ImportNote {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: {}", self.line, self.column, self.message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn displays_line_column_and_message() {
        let n = ImportNote::new(98, 3, "CREATE TABLE reservation.guests (", "column emails: bad type");
        assert_eq!(n.to_string(), "line 98, column 3: column emails: bad type");
    }
}

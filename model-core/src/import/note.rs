//! What an importer skipped or changed, and where.

use crate::text::{Lang, Text};
use std::fmt;

/// One thing the importer could not take as it was: a statement skipped, a syntax error, an
/// element of a KDM file it did not understand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportNote {
    /// The file the note is about, when several were imported together (else empty).
    pub file: String,
    /// 1-based line of the problem.
    pub line: usize,
    /// 1-based column (in characters) of the problem.
    pub column: usize,
    /// The statement (or element) concerned: its first line, trimmed; may be empty.
    pub statement: String,
    /// What happened and why, worded when shown.
    pub message: Text,
}

impl ImportNote {
    /// A note at a line and column; `message` is usually a typed message.
    pub fn new(line: usize, column: usize, statement: impl Into<String>, message: impl Into<Text>) -> Self {
        Self { file: String::new(), line, column, statement: statement.into(), message: message.into() }
    }

    /// The same note, about `file`.
    #[must_use]
    pub fn in_file(mut self, file: &str) -> Self {
        file.clone_into(&mut self.file);
        self
    }

    /// What happened and why, in `lang`.
    pub fn message_in(&self, lang: Lang) -> String {
        self.message.get(lang)
    }

    /// The note in `lang`: line, column and message.
    pub fn to_string_in(&self, lang: Lang) -> String {
        Text::at(self.line, self.column, &self.message).get(lang)
    }
}

impl fmt::Display for ImportNote {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_string_in(Lang::En))
    }
}

/// A relationship the relational import inferred from a query's join where no foreign key
/// declares one; the user may reject it (the files are then imported again without it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InferredRelationship {
    /// Its id for rejecting it: the referring table and columns (`signon.userid`), as
    /// `--reject-join` takes it.
    pub id: String,
    /// The relationship's name in the model.
    pub name: String,
    /// What was inferred, from which join of which query, worded when shown (also a note).
    pub message: Text,
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

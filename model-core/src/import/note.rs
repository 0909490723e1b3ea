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
    /// What happened and why, in English.
    pub message: String,
    /// `message` in Chinese, when translated.
    message_zh: Option<String>,
}

impl ImportNote {
    /// A note at a line and column; `message` is usually built with [`text!`](crate::text!)
    /// in both languages.
    pub fn new(line: usize, column: usize, statement: impl Into<String>, message: impl Into<Text>) -> Self {
        let (message, message_zh) = message.into().into_parts();
        Self { file: String::new(), line, column, statement: statement.into(), message, message_zh }
    }

    /// The same note, about `file`.
    #[must_use]
    pub fn in_file(mut self, file: &str) -> Self {
        file.clone_into(&mut self.file);
        self
    }

    /// What happened and why, in `lang` (English when there is no translation).
    pub fn message_in(&self, lang: Lang) -> &str {
        match lang {
            Lang::Zh => self.message_zh.as_deref().unwrap_or(&self.message),
            Lang::En => &self.message,
        }
    }

    /// The message in both languages.
    pub fn message_text(&self) -> Text {
        match &self.message_zh {
            Some(zh) => Text::new(self.message.clone(), zh.clone()),
            None => Text::english(self.message.clone()),
        }
    }

    /// The note in `lang`: line, column and message.
    pub fn to_string_in(&self, lang: Lang) -> String {
        match lang {
            Lang::En => self.to_string(),
            Lang::Zh => format!("第 {} 行，第 {} 列：{}", self.line, self.column, self.message_in(lang)),
        }
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

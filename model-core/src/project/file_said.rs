//! The words of why a project file cannot be loaded or saved: [`LoadError`], [`SaveError`]
//! and [`ShapeProblem`] as messages of the catalogue (`locales/*/project-file.ftl`), worded
//! when shown. What a refused value was and what its field takes are typed
//! (`project::described`), so that a language other than English words them too.

use super::file::{JsonKind, JsonSyntax, JsonToken, LoadError, NotAProject, SaveError, ShapeProblem, UnknownWhat};
use crate::msg;
use crate::text::{Separator, Text};
use std::fmt;

impl LoadError {
    /// The file, where in it, and what is wrong, worded when shown.
    pub fn said(&self) -> Text {
        let path = self.path().display().to_string();
        match self {
            LoadError::Syntax { line, column, .. } => {
                msg!("load-error-at", path = path, line = *line, column = column.to_string(), detail = self.detail())
            }
            _ => msg!("load-error", path = path, detail = self.detail()),
        }
    }

    /// What is wrong, without the file and the position, worded when shown.
    pub fn detail(&self) -> Text {
        match self {
            LoadError::Io { source, .. } => msg!("load-cannot-read", cause = crate::atomic_file::io_error_text(source)),
            LoadError::Syntax { problem, .. } => problem.said(),
            LoadError::NotAProject { found, .. } => {
                let found = match found {
                    NotAProject::NoFormatField => msg!("not-a-project-no-format-field"),
                    NotAProject::NotAnObject => msg!("not-a-project-not-an-object"),
                    NotAProject::Format(f) => msg!("not-a-project-format", format = f),
                };
                msg!("load-not-a-project", found = found)
            }
            LoadError::Content { problem, .. } => problem.said(),
            LoadError::NewerVersion { found, supported, .. } => {
                msg!("load-newer-version", found = found, supported = supported.to_string())
            }
        }
    }

    fn path(&self) -> &std::path::Path {
        match self {
            LoadError::Io { path, .. }
            | LoadError::Syntax { path, .. }
            | LoadError::NotAProject { path, .. }
            | LoadError::Content { path, .. }
            | LoadError::NewerVersion { path, .. } => path,
        }
    }
}

impl SaveError {
    /// The file and why it could not be saved, worded when shown.
    pub fn said(&self) -> Text {
        msg!(
            "save-error",
            path = self.path.display().to_string(),
            cause = crate::atomic_file::io_error_text(&self.source)
        )
    }
}

impl ShapeProblem {
    /// What is wrong with the file's shape, worded when shown.
    pub fn said(&self) -> Text {
        match self {
            ShapeProblem::NotUtf8 => msg!("shape-not-utf8"),
            ShapeProblem::Empty => msg!("shape-empty"),
            ShapeProblem::AfterMigration { version, problem } => {
                msg!("shape-after-migration", version = version.to_string(), problem = problem.said())
            }
            ShapeProblem::UnknownCqlType { name } => msg!("shape-unknown-cql-type", name = name),
            ShapeProblem::InvalidCqlType(e) => e.said(),
            ShapeProblem::UnknownColumnRole { marker } => msg!("shape-unknown-column-role", marker = marker),
            ShapeProblem::Eof { inside } => msg!("shape-eof", inside = inside.said()),
            ShapeProblem::Json(syntax) => syntax.said(),
            ShapeProblem::ExpectedToken { token } => msg!("shape-expected-token", tokens = token.said()),
            ShapeProblem::MissingField { field } => msg!("shape-missing-field", field = field),
            ShapeProblem::DuplicateField { field } => msg!("shape-duplicate-field", field = field),
            ShapeProblem::InvalidType { found, expected } => {
                msg!("shape-invalid-type", found = found.said(), expected = expected.said())
            }
            ShapeProblem::InvalidValue { found, expected } => {
                msg!("shape-invalid-value", found = found.said(), expected = expected.said())
            }
            ShapeProblem::InvalidLength { length, expected } => {
                msg!("shape-invalid-length", length = length, expected = expected.said())
            }
            ShapeProblem::Unknown { what, name, allowed } => {
                let what = match what {
                    UnknownWhat::Variant => "variant",
                    UnknownWhat::Field => "field",
                };
                let names: Vec<Text> = allowed.iter().map(Text::verbatim).collect();
                let list = Text::join(&names, if names.len() == 2 { Separator::Or } else { Separator::Comma });
                msg!("shape-unknown", what = what, name = name, count = allowed.len(), allowed = list)
            }
            ShapeProblem::Other(message) => msg!("shape-other", message = message),
        }
    }
}

impl JsonSyntax {
    /// The JSON syntax error, worded when shown.
    pub fn said(self) -> Text {
        match self {
            JsonSyntax::ExpectedValue => msg!("json-expected-value"),
            JsonSyntax::ExpectedIdent => msg!("json-expected-ident"),
            JsonSyntax::TrailingCharacters => msg!("json-trailing-characters"),
            JsonSyntax::TrailingComma => msg!("json-trailing-comma"),
            JsonSyntax::KeyMustBeString => msg!("json-key-must-be-string"),
            JsonSyntax::InvalidEscape => msg!("json-invalid-escape"),
            JsonSyntax::InvalidNumber => msg!("json-invalid-number"),
            JsonSyntax::NumberOutOfRange => msg!("json-number-out-of-range"),
            JsonSyntax::InvalidCodePoint => msg!("json-invalid-code-point"),
            JsonSyntax::ControlCharacter => msg!("json-control-character"),
            JsonSyntax::RecursionLimit => msg!("json-recursion-limit"),
            JsonSyntax::LoneSurrogate => msg!("json-lone-surrogate"),
            JsonSyntax::ShortHexEscape => msg!("json-short-hex-escape"),
        }
    }
}

impl JsonToken {
    /// The token, or the tokens as a list worded per language.
    fn said(self) -> Text {
        let either = |a: &str, b: &str| Text::join(&[Text::verbatim(a), Text::verbatim(b)], Separator::Or);
        match self {
            JsonToken::Colon => Text::verbatim("`:`"),
            JsonToken::ListCommaOrEnd => either("`,`", "`]`"),
            JsonToken::ObjectCommaOrEnd => either("`,`", "`}`"),
        }
    }
}

impl JsonKind {
    /// The kind of value a file ends inside, as a message.
    fn said(self) -> Text {
        match self {
            JsonKind::Value => msg!("json-a-value"),
            JsonKind::List => msg!("json-a-list"),
            JsonKind::Object => msg!("json-an-object"),
            JsonKind::String => msg!("json-a-string"),
        }
    }
}

impl fmt::Display for LoadError {
    /// English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said().en())
    }
}

impl fmt::Display for SaveError {
    /// English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said().en())
    }
}

impl fmt::Display for ShapeProblem {
    /// English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said().en())
    }
}

//! The words of why a project file cannot be loaded or saved: [`LoadError`], [`SaveError`]
//! and [`ShapeProblem`] as messages of the catalogue (`locales/*/project-file.ftl`), worded
//! when shown. serde's own descriptions (`a sequence`, `integer `7``) become messages too, so
//! that a language other than English words them.

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
                msg!("shape-invalid-type", found = described(found), expected = described(expected))
            }
            ShapeProblem::InvalidValue { found, expected } => {
                msg!("shape-invalid-value", found = described(found), expected = described(expected))
            }
            ShapeProblem::InvalidLength { length, expected } => {
                msg!("shape-invalid-length", length = length, expected = described(expected))
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

/// serde's description of a value or of what a field takes (`a sequence`, `integer `7``,
/// `struct Entity`) as a message; what follows the description (a value, a name) is kept.
fn described(what: &str) -> Text {
    let w = what.trim();
    let known = |phrase: &str| w == phrase || w.strip_prefix(phrase).is_some_and(|r| r.starts_with(' '));
    let rest = |phrase: &str| w[phrase.len()..].to_owned();
    // In the order they are tried: a phrase before a longer one it begins (`integer`, then
    // `an integer` is never reached by `integer`).
    if known("a sequence") {
        msg!("serde-a-sequence", rest = rest("a sequence"))
    } else if known("sequence") {
        msg!("serde-sequence", rest = rest("sequence"))
    } else if known("a string") {
        msg!("serde-a-string", rest = rest("a string"))
    } else if known("string") {
        msg!("serde-string", rest = rest("string"))
    } else if known("a map") {
        msg!("serde-a-map", rest = rest("a map"))
    } else if known("map") {
        msg!("serde-map", rest = rest("map"))
    } else if known("integer") {
        msg!("serde-integer", rest = rest("integer"))
    } else if known("an integer") {
        msg!("serde-an-integer", rest = rest("an integer"))
    } else if known("floating point") {
        msg!("serde-floating-point", rest = rest("floating point"))
    } else if known("a boolean") {
        msg!("serde-a-boolean", rest = rest("a boolean"))
    } else if known("boolean") {
        msg!("serde-boolean", rest = rest("boolean"))
    } else if known("null") {
        msg!("serde-null", rest = rest("null"))
    } else if known("unit value") {
        msg!("serde-unit-value", rest = rest("unit value"))
    } else if known("a number") {
        msg!("serde-a-number", rest = rest("a number"))
    } else if known("number") {
        msg!("serde-number", rest = rest("number"))
    } else if let Some(s) = w.strip_prefix("struct ") {
        msg!("serde-struct", name = s)
    } else if let Some(s) = w.strip_prefix("enum ") {
        msg!("serde-enum", name = s)
    } else {
        msg!("serde-other", text = w)
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

//! The parser's and the lexer's messages, in English and Chinese.

use crate::text::{Text, said};

/// A phrase of the parser's and the lexer's messages (what was expected or found), worded
/// by the catalogues (the Chinese one keeps code in backticks as it is).
pub(super) fn phrase(en: &str) -> Text {
    Text::from(said::Import::ParserPhrase { phrase: en.to_owned() })
}

/// Why a CQL type could not be read, in both languages.
pub(super) fn type_error(e: &crate::cql_type::TypeParseError) -> Text {
    e.said()
}

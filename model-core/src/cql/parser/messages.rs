//! The parser's and the lexer's messages: their phrases (what was expected or found) are
//! messages of the catalogue (`import-phrase-*` in `import.ftl`).

use crate::msg;
use crate::text::{Message, Text};

/// The parser's and the lexer's fixed phrases (their English, as the parser writes them) and
/// the catalogue's message for each.
const PHRASES: &[(&str, &str)] = &[
    ("a statement", "import-phrase-statement"),
    ("a statement keyword such as CREATE", "import-phrase-statement-keyword-such-as-create"),
    ("ADD, DROP, RENAME, ALTER or WITH", "import-phrase-add-drop-rename-alter-or-with"),
    ("ADD, RENAME or ALTER", "import-phrase-add-rename-or-alter"),
    ("`TYPE`, `MASKED` or `DROP MASKED`", "import-phrase-type-masked-or-drop-masked"),
    ("a masking function", "import-phrase-masking-function"),
    ("a masking function argument", "import-phrase-masking-function-argument"),
    ("an index name", "import-phrase-index-name"),
    ("a keyspace name", "import-phrase-keyspace-name"),
    ("an option name", "import-phrase-option-name"),
    ("a constant", "import-phrase-constant"),
    ("a field name", "import-phrase-field-name"),
    ("a type", "import-phrase-type"),
    ("a type name", "import-phrase-type-name"),
    ("a type parameter or `>`", "import-phrase-type-parameter-or-angle"),
    ("one PRIMARY KEY clause only", "import-phrase-one-primary-key-clause-only"),
    ("a column name or PRIMARY KEY", "import-phrase-column-name-or-primary-key"),
    ("a partition key column", "import-phrase-partition-key-column"),
    ("a clustering column", "import-phrase-clustering-column"),
    ("a table option", "import-phrase-table-option"),
    ("an option value", "import-phrase-option-value"),
    ("an index name or ON", "import-phrase-index-name-or-on"),
    ("a column name", "import-phrase-column-name"),
    ("a column name or `*`", "import-phrase-column-name-or-star"),
    ("an index class string", "import-phrase-index-class-string"),
    ("`USING` and the index class", "import-phrase-using-and-the-index-class"),
    ("a table name", "import-phrase-table-name"),
    ("a view name", "import-phrase-view-name"),
    ("the base table's name", "import-phrase-base-tables-name"),
    ("a string", "import-phrase-string"),
    ("the end of the statement", "import-phrase-end-of-the-statement"),
    ("the type is nested too deeply", "import-phrase-type-is-nested-too-deeply"),
    ("the value is nested too deeply", "import-phrase-value-is-nested-too-deeply"),
    ("an unterminated string", "import-phrase-unterminated-string"),
    ("an unterminated quoted name", "import-phrase-unterminated-quoted-name"),
    ("an unterminated `/*` comment", "import-phrase-unterminated-star-comment"),
    ("an unterminated `$$` string", "import-phrase-unterminated-dollar-dollar-string"),
];

/// A phrase of the parser's and the lexer's messages (what was expected or found): a fixed
/// phrase is its catalogue message; code in backticks (a token, a keyword) and an unexpected
/// character are worded around it; anything else (a token's own text) stays as it is.
pub(super) fn phrase(en: &str) -> Text {
    if let Some((_, id)) = PHRASES.iter().find(|(e, _)| *e == en) {
        return Text::from(Message::new(id));
    }
    if let Some(character) = en.strip_prefix("an unexpected character ") {
        return msg!("import-phrase-unexpected-character", character = character);
    }
    if en.starts_with('`') && en.ends_with('`') {
        return msg!("import-phrase-code", code = en);
    }
    Text::verbatim(en)
}

/// Why a CQL type could not be read, in both languages.
pub(super) fn type_error(e: &crate::cql::TypeParseError) -> Text {
    e.said()
}

//! The parser's errors, typed: what was expected ([`Expected`]), what was found ([`Found`]),
//! and the other ways a statement cannot be read ([`SyntaxProblem`]). Each is worded only when
//! shown, by a message of the catalogue (`import-phrase-*`, `import-expected-found`... in
//! `import.ftl`, the messages an import note shows).

use crate::cql::TypeParseError;
use crate::cql::lexer::{Kind, Malformed, Token};
use crate::msg;
use crate::text::Text;

/// What the parser expected where a statement went wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Expected {
    Statement,
    StatementKeyword,
    /// After `ALTER TABLE name`.
    AlterTableAction,
    /// After `ALTER TYPE name`.
    AlterTypeAction,
    /// After `ALTER TABLE name ALTER column`.
    AlterColumnAction,
    MaskingFunction,
    MaskingFunctionArgument,
    IndexName,
    KeyspaceName,
    OptionName,
    Constant,
    FieldName,
    Type,
    TypeName,
    TypeParameterOrAngle,
    OnePrimaryKeyClauseOnly,
    ColumnNameOrPrimaryKey,
    PartitionKeyColumn,
    ClusteringColumn,
    TableOption,
    OptionValue,
    IndexNameOrOn,
    ColumnName,
    ColumnNameOrStar,
    IndexClassString,
    UsingAndIndexClass,
    TableName,
    ViewName,
    BaseTableName,
    /// A keyword or keywords, lower case (`primary key`), written in capitals.
    Keyword(&'static str),
    /// A punctuation character.
    Punct(char),
}

impl Expected {
    /// What was expected, worded when shown ("a column name", "`PRIMARY KEY`").
    pub fn said(self) -> Text {
        match self {
            Self::Keyword(word) => msg!("import-phrase-code", code = format!("`{}`", word.to_ascii_uppercase())),
            Self::Punct(c) => msg!("import-phrase-code", code = format!("`{c}`")),
            Self::Statement => msg!("import-phrase-statement"),
            Self::StatementKeyword => msg!("import-phrase-statement-keyword-such-as-create"),
            Self::AlterTableAction => msg!("import-phrase-add-drop-rename-alter-or-with"),
            Self::AlterTypeAction => msg!("import-phrase-add-rename-or-alter"),
            Self::AlterColumnAction => msg!("import-phrase-type-masked-or-drop-masked"),
            Self::MaskingFunction => msg!("import-phrase-masking-function"),
            Self::MaskingFunctionArgument => msg!("import-phrase-masking-function-argument"),
            Self::IndexName => msg!("import-phrase-index-name"),
            Self::KeyspaceName => msg!("import-phrase-keyspace-name"),
            Self::OptionName => msg!("import-phrase-option-name"),
            Self::Constant => msg!("import-phrase-constant"),
            Self::FieldName => msg!("import-phrase-field-name"),
            Self::Type => msg!("import-phrase-type"),
            Self::TypeName => msg!("import-phrase-type-name"),
            Self::TypeParameterOrAngle => msg!("import-phrase-type-parameter-or-angle"),
            Self::OnePrimaryKeyClauseOnly => msg!("import-phrase-one-primary-key-clause-only"),
            Self::ColumnNameOrPrimaryKey => msg!("import-phrase-column-name-or-primary-key"),
            Self::PartitionKeyColumn => msg!("import-phrase-partition-key-column"),
            Self::ClusteringColumn => msg!("import-phrase-clustering-column"),
            Self::TableOption => msg!("import-phrase-table-option"),
            Self::OptionValue => msg!("import-phrase-option-value"),
            Self::IndexNameOrOn => msg!("import-phrase-index-name-or-on"),
            Self::ColumnName => msg!("import-phrase-column-name"),
            Self::ColumnNameOrStar => msg!("import-phrase-column-name-or-star"),
            Self::IndexClassString => msg!("import-phrase-index-class-string"),
            Self::UsingAndIndexClass => msg!("import-phrase-using-and-the-index-class"),
            Self::TableName => msg!("import-phrase-table-name"),
            Self::ViewName => msg!("import-phrase-view-name"),
            Self::BaseTableName => msg!("import-phrase-base-tables-name"),
        }
    }
}

/// What the parser found instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// A word, a number, a quoted name or a punctuation character, as a message shows it
    /// (`` `foo` ``, `` `"My T"` ``, `` `(` ``).
    Code(String),
    /// A string constant.
    String,
    /// The end of the statement.
    End,
}

impl Found {
    /// What a token is, as a message shows it.
    pub fn token(t: &Token) -> Self {
        match &t.kind {
            Kind::Ident | Kind::Number | Kind::Error(_) => Self::Code(format!("`{}`", t.text)),
            Kind::Quoted => Self::Code(format!("`\"{}\"`", t.text)),
            Kind::Str => Self::String,
            Kind::Punct(c) => Self::Code(format!("`{c}`")),
        }
    }

    /// What was found, worded when shown.
    pub fn said(&self) -> Text {
        match self {
            Self::Code(code) => msg!("import-phrase-code", code = code),
            Self::String => msg!("import-phrase-string"),
            Self::End => msg!("import-phrase-end-of-the-statement"),
        }
    }
}

/// What is nested too deeply to be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Nested {
    /// A type expression (`<` within `<`).
    Type,
    /// An option value (brackets within brackets).
    Value,
}

/// Why a statement cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SyntaxProblem {
    /// Another token (or the end) where something else must be.
    Expected {
        /// What must be there.
        expected: Expected,
        /// What is there.
        found: Found,
    },
    /// A token after a complete statement.
    AfterEnd(Found),
    /// A malformed token (an unterminated string, a stray character).
    Malformed(Malformed),
    /// Deeper than the parser follows.
    NestedTooDeeply(Nested),
    /// `CREATE TYPE t ()`.
    TypeWithoutFields,
    /// A type expression that is not a type.
    Type(TypeParseError),
}

/// A syntax error: where (byte offset) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    /// Byte offset of the offending token (or of the statement's end).
    pub offset: usize,
    /// Why the statement cannot be read.
    pub problem: SyntaxProblem,
}

impl SyntaxError {
    /// An error at a byte offset.
    pub fn new(offset: usize, problem: SyntaxProblem) -> Self {
        Self { offset, problem }
    }

    /// The error for a malformed token, or `None` for a token that is not one.
    pub fn malformed(t: &Token) -> Option<Self> {
        match t.kind {
            Kind::Error(what) => Some(Self::new(t.start, SyntaxProblem::Malformed(what))),
            _ => None,
        }
    }

    /// What is wrong, worded when shown ("expected a column name, found `(`").
    pub fn said(&self) -> Text {
        match &self.problem {
            SyntaxProblem::Expected { expected, found } => msg!("import-expected-found", what = expected.said(), found = found.said()),
            SyntaxProblem::AfterEnd(found) => msg!("import-unexpected-after-end", found = found.said()),
            SyntaxProblem::Malformed(what) => msg!("import-here", what = what.said()),
            SyntaxProblem::NestedTooDeeply(Nested::Type) => msg!("import-phrase-type-is-nested-too-deeply"),
            SyntaxProblem::NestedTooDeeply(Nested::Value) => msg!("import-phrase-value-is-nested-too-deeply"),
            SyntaxProblem::TypeWithoutFields => msg!("import-type-needs-least-one-field"),
            SyntaxProblem::Type(e) => e.said(),
        }
    }
}

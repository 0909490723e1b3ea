//! The parser's errors, typed: what was expected ([`Expected`]), what was found ([`Found`]),
//! and the other ways a statement cannot be read ([`SyntaxProblem`]). Each is worded only when
//! shown, by a message of the catalogue (`cql-syntax.ftl`, which an import note shows).

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
            Self::Keyword(word) => msg!("cql-syntax-code", code = format!("`{}`", word.to_ascii_uppercase())),
            Self::Punct(c) => msg!("cql-syntax-code", code = format!("`{c}`")),
            Self::Statement => msg!("cql-syntax-statement"),
            Self::StatementKeyword => msg!("cql-syntax-statement-keyword-such-as-create"),
            Self::AlterTableAction => msg!("cql-syntax-add-drop-rename-alter-or-with"),
            Self::AlterTypeAction => msg!("cql-syntax-add-rename-or-alter"),
            Self::AlterColumnAction => msg!("cql-syntax-type-masked-or-drop-masked"),
            Self::MaskingFunction => msg!("cql-syntax-masking-function"),
            Self::MaskingFunctionArgument => msg!("cql-syntax-masking-function-argument"),
            Self::IndexName => msg!("cql-syntax-index-name"),
            Self::KeyspaceName => msg!("cql-syntax-keyspace-name"),
            Self::OptionName => msg!("cql-syntax-option-name"),
            Self::Constant => msg!("cql-syntax-constant"),
            Self::FieldName => msg!("cql-syntax-field-name"),
            Self::Type => msg!("cql-syntax-type"),
            Self::TypeName => msg!("cql-syntax-type-name"),
            Self::TypeParameterOrAngle => msg!("cql-syntax-type-parameter-or-angle"),
            Self::OnePrimaryKeyClauseOnly => msg!("cql-syntax-one-primary-key-clause-only"),
            Self::ColumnNameOrPrimaryKey => msg!("cql-syntax-column-name-or-primary-key"),
            Self::PartitionKeyColumn => msg!("cql-syntax-partition-key-column"),
            Self::ClusteringColumn => msg!("cql-syntax-clustering-column"),
            Self::TableOption => msg!("cql-syntax-table-option"),
            Self::OptionValue => msg!("cql-syntax-option-value"),
            Self::IndexNameOrOn => msg!("cql-syntax-index-name-or-on"),
            Self::ColumnName => msg!("cql-syntax-column-name"),
            Self::ColumnNameOrStar => msg!("cql-syntax-column-name-or-star"),
            Self::IndexClassString => msg!("cql-syntax-index-class-string"),
            Self::UsingAndIndexClass => msg!("cql-syntax-using-and-the-index-class"),
            Self::TableName => msg!("cql-syntax-table-name"),
            Self::ViewName => msg!("cql-syntax-view-name"),
            Self::BaseTableName => msg!("cql-syntax-base-tables-name"),
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
            Self::Code(code) => msg!("cql-syntax-code", code = code),
            Self::String => msg!("cql-syntax-string"),
            Self::End => msg!("cql-syntax-end-of-the-statement"),
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
            SyntaxProblem::Expected { expected, found } => {
                msg!("cql-syntax-expected-found", what = expected.said(), found = found.said())
            }
            SyntaxProblem::AfterEnd(found) => msg!("cql-syntax-after-end", found = found.said()),
            SyntaxProblem::Malformed(what) => msg!("cql-syntax-malformed-here", what = what.said()),
            SyntaxProblem::NestedTooDeeply(Nested::Type) => msg!("cql-syntax-type-is-nested-too-deeply"),
            SyntaxProblem::NestedTooDeeply(Nested::Value) => msg!("cql-syntax-value-is-nested-too-deeply"),
            SyntaxProblem::TypeWithoutFields => msg!("cql-syntax-type-without-fields"),
            SyntaxProblem::Type(e) => e.said(),
        }
    }
}

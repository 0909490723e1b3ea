//! CQL data types: parsing (over [`crate::cql::lexer`]'s tokens), printing, and the byte widths the partition-size formula uses.

use super::cursor::Cursor;
use super::lexer::{Kind, Malformed, Spacing, Token, lex};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A CQL native (scalar) type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[allow(missing_docs)]
pub enum NativeType {
    Ascii,
    Bigint,
    Blob,
    Boolean,
    Counter,
    Date,
    Decimal,
    Double,
    Duration,
    Float,
    Inet,
    Int,
    Smallint,
    Text,
    Time,
    Timestamp,
    Timeuuid,
    Tinyint,
    Uuid,
    Varint,
}

impl NativeType {
    /// `true` for the types whose values add up: integers, decimals, floating point numbers
    /// and counters (what a sum or an average can be of).
    pub fn is_number(self) -> bool {
        use NativeType as N;
        matches!(
            self,
            N::Tinyint | N::Smallint | N::Int | N::Bigint | N::Varint | N::Counter | N::Decimal | N::Float | N::Double
        )
    }

    /// Every native type, in alphabetical order (for pick lists).
    pub const ALL: [NativeType; 20] = [
        Self::Ascii,
        Self::Bigint,
        Self::Blob,
        Self::Boolean,
        Self::Counter,
        Self::Date,
        Self::Decimal,
        Self::Double,
        Self::Duration,
        Self::Float,
        Self::Inet,
        Self::Int,
        Self::Smallint,
        Self::Text,
        Self::Time,
        Self::Timestamp,
        Self::Timeuuid,
        Self::Tinyint,
        Self::Uuid,
        Self::Varint,
    ];

    /// The CQL keyword, lower case.
    pub fn name(self) -> &'static str {
        match self {
            Self::Ascii => "ascii",
            Self::Bigint => "bigint",
            Self::Blob => "blob",
            Self::Boolean => "boolean",
            Self::Counter => "counter",
            Self::Date => "date",
            Self::Decimal => "decimal",
            Self::Double => "double",
            Self::Duration => "duration",
            Self::Float => "float",
            Self::Inet => "inet",
            Self::Int => "int",
            Self::Smallint => "smallint",
            Self::Text => "text",
            Self::Time => "time",
            Self::Timestamp => "timestamp",
            Self::Timeuuid => "timeuuid",
            Self::Tinyint => "tinyint",
            Self::Uuid => "uuid",
            Self::Varint => "varint",
        }
    }

    /// Parses a native type name, case-insensitively (`varchar` is `text`).
    pub fn parse(s: &str) -> Option<Self> {
        let lower = s.to_ascii_lowercase();
        if lower == "varchar" {
            return Some(Self::Text);
        }
        Self::ALL.iter().copied().find(|t| t.name() == lower)
    }

    /// Bytes a value of this type takes on disk: exact for fixed-width types, `None` for
    /// variable-width ones (text, blob, varint, decimal...), whose average the user estimates.
    pub fn fixed_width(self) -> Option<u64> {
        match self {
            Self::Boolean | Self::Tinyint => Some(1),
            Self::Smallint => Some(2),
            Self::Int | Self::Date | Self::Float => Some(4),
            Self::Bigint | Self::Counter | Self::Double | Self::Timestamp | Self::Time => Some(8),
            Self::Uuid | Self::Timeuuid | Self::Inet => Some(16),
            Self::Duration | Self::Decimal | Self::Varint | Self::Text | Self::Ascii | Self::Blob => None,
        }
    }

    /// A default average size in bytes for variable-width types when the user gave none.
    pub fn default_width(self) -> u64 {
        self.fixed_width().unwrap_or(match self {
            Self::Duration => 12,
            Self::Decimal | Self::Varint => 8,
            Self::Blob => 256,
            _ => 32,
        })
    }
}

impl Serialize for NativeType {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for NativeType {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        NativeType::parse(&s).ok_or_else(|| serde::de::Error::custom(format!("unknown CQL type `{s}`")))
    }
}

impl fmt::Display for NativeType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A CQL type expression: native, collection, tuple, frozen, user-defined, or vector.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CqlType {
    /// A scalar type such as `int` or `text`.
    Native(NativeType),
    /// `set<T>`
    Set(Box<CqlType>),
    /// `list<T>`
    List(Box<CqlType>),
    /// `map<K, V>`
    Map(Box<CqlType>, Box<CqlType>),
    /// `tuple<A, B, ...>`
    Tuple(Vec<CqlType>),
    /// `frozen<T>`
    Frozen(Box<CqlType>),
    /// A user-defined type, by name (as written, unquoted).
    Udt(String),
    /// `vector<T, n>` (Cassandra 5).
    Vector(Box<CqlType>, u32),
}

/// Why a type expression could not be parsed (worded when shown by [`TypeParseError::said`];
/// `Display` is English).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypeParseError {
    /// The text that was given.
    pub text: String,
    /// What is wrong with it.
    pub reason: TypeProblem,
}

/// What is wrong with a type expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeProblem {
    /// More text after a complete type.
    TrailingText,
    /// A `"` with no closing one.
    UnterminatedQuotedName,
    /// A quoted name whose bytes are not UTF-8.
    NameNotUtf8,
    /// No type name where one must be.
    ExpectedTypeName,
    /// Deeper than the parser follows.
    NestedTooDeeply,
    /// No number where a vector's size must be.
    ExpectedVectorSize,
    /// Another character where this one must be (`<`, `>`, `,`).
    Expected(char),
    /// Type parameters on a type that takes none (`int<text>`).
    TakesNoParameters {
        /// The type, as written.
        name: String,
    },
}

impl TypeProblem {
    /// What is wrong, worded when shown.
    pub fn said(&self) -> crate::text::Text {
        match self {
            TypeProblem::TrailingText => crate::msg!("type-problem-trailing-text"),
            TypeProblem::UnterminatedQuotedName => crate::msg!("type-problem-unterminated-quoted-name"),
            TypeProblem::NameNotUtf8 => crate::msg!("type-problem-name-not-utf8"),
            TypeProblem::ExpectedTypeName => crate::msg!("type-problem-expected-type-name"),
            TypeProblem::NestedTooDeeply => crate::msg!("type-problem-nested-too-deeply"),
            TypeProblem::ExpectedVectorSize => crate::msg!("type-problem-expected-vector-size"),
            TypeProblem::Expected(c) => crate::msg!("type-problem-expected", character = c.to_string()),
            TypeProblem::TakesNoParameters { name } => crate::msg!("type-problem-takes-no-parameters", name = name),
        }
    }
}

impl TypeParseError {
    /// The type's text and what is wrong with it, worded when shown.
    pub fn said(&self) -> crate::text::Text {
        crate::msg!("type-parse-error", text = &self.text, reason = self.reason.said())
    }
}

impl fmt::Display for TypeProblem {
    /// English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said().en())
    }
}

impl fmt::Display for TypeParseError {
    /// English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said().en())
    }
}

impl std::error::Error for TypeParseError {}

impl CqlType {
    /// Shorthand for a native type.
    pub fn native(t: NativeType) -> Self {
        Self::Native(t)
    }

    /// `true` for set, list and map (frozen or not).
    pub fn is_collection(&self) -> bool {
        match self {
            Self::Set(_) | Self::List(_) | Self::Map(..) => true,
            Self::Frozen(inner) => inner.is_collection(),
            _ => false,
        }
    }

    /// `true` for the counter type.
    pub fn is_counter(&self) -> bool {
        matches!(self, Self::Native(NativeType::Counter))
    }

    /// `true` for a user-defined type (frozen or not).
    pub fn is_udt(&self) -> bool {
        match self {
            Self::Udt(_) => true,
            Self::Frozen(inner) => inner.is_udt(),
            _ => false,
        }
    }

    /// The user-defined types this type mentions, in order of appearance.
    pub fn udts(&self) -> Vec<&str> {
        let mut out = Vec::new();
        self.collect_udts(&mut out);
        out
    }

    fn collect_udts<'a>(&'a self, out: &mut Vec<&'a str>) {
        match self {
            Self::Native(_) => {}
            Self::Udt(n) => out.push(n),
            Self::Set(t) | Self::List(t) | Self::Frozen(t) | Self::Vector(t, _) => {
                t.collect_udts(out);
            }
            Self::Map(k, v) => {
                k.collect_udts(out);
                v.collect_udts(out);
            }
            Self::Tuple(ts) => ts.iter().for_each(|t| t.collect_udts(out)),
        }
    }

    /// The collection marker of Chebotko notation: `{}` set, `[]` list, `<>` map, `*` UDT.
    pub fn chebotko_marker(&self) -> Option<&'static str> {
        match self {
            Self::Set(_) => Some("{}"),
            Self::List(_) => Some("[]"),
            Self::Map(..) => Some("<>"),
            Self::Udt(_) => Some("*"),
            Self::Frozen(inner) => inner.chebotko_marker(),
            _ => None,
        }
    }

    /// Parses a type expression such as `map<text, frozen<address>>`.
    pub fn parse(text: &str) -> Result<Self, TypeParseError> {
        let toks = lex(text, Spacing::Expression);
        let mut p = TypeParser { text, cur: Cursor::new(&toks), cut: false };
        let t = p.ty(0)?;
        if !p.at_end() {
            return Err(p.err(TypeProblem::TrailingText));
        }
        Ok(t)
    }
}

impl fmt::Display for CqlType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Native(n) => f.write_str(n.name()),
            Self::Set(t) => write!(f, "set<{t}>"),
            Self::List(t) => write!(f, "list<{t}>"),
            Self::Map(k, v) => write!(f, "map<{k}, {v}>"),
            Self::Tuple(ts) => {
                f.write_str("tuple<")?;
                for (i, t) in ts.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{t}")?;
                }
                f.write_str(">")
            }
            Self::Frozen(t) => write!(f, "frozen<{t}>"),
            Self::Udt(n) => f.write_str(&crate::cql::quote_identifier(n)),
            Self::Vector(t, n) => write!(f, "vector<{t}, {n}>"),
        }
    }
}

impl CqlType {
    /// The type as the physical Chebotko diagram writes it: CQL's own words in capitals, a
    /// user-defined type's name as written (`FROZEN<address>`, `MAP<TEXT, FROZEN<Address>>`).
    pub fn diagram_text(&self) -> String {
        let inner = |t: &CqlType| t.diagram_text();
        match self {
            Self::Native(n) => n.name().to_uppercase(),
            Self::Set(t) => format!("SET<{}>", inner(t)),
            Self::List(t) => format!("LIST<{}>", inner(t)),
            Self::Map(k, v) => format!("MAP<{}, {}>", inner(k), inner(v)),
            Self::Tuple(ts) => format!("TUPLE<{}>", ts.iter().map(inner).collect::<Vec<_>>().join(", ")),
            Self::Frozen(t) => format!("FROZEN<{}>", inner(t)),
            Self::Udt(n) => crate::cql::quote_identifier(n),
            Self::Vector(t, n) => format!("VECTOR<{}, {n}>", inner(t)),
        }
    }
}

impl Serialize for CqlType {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for CqlType {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        CqlType::parse(&s).map_err(serde::de::Error::custom)
    }
}

const MAX_TYPE_DEPTH: usize = 32;

/// A name in a type expression.
enum Name<'a> {
    /// A quoted identifier, `""` undone.
    Quoted(String),
    /// A bare name, as written.
    Bare(&'a str),
}

/// A type expression's reader, over the tokens of [`crate::cql::lexer`].
struct TypeParser<'a> {
    text: &'a str,
    cur: Cursor<'a>,
    /// A token was read only in part (`1e+5` names `1e`): what follows belongs to no type.
    cut: bool,
}

impl<'a> TypeParser<'a> {
    fn err(&self, reason: TypeProblem) -> TypeParseError {
        TypeParseError { text: self.text.to_owned(), reason }
    }

    /// The next token, unless a token was cut short.
    fn peek(&self) -> Option<&'a Token> {
        if self.cut { None } else { self.cur.peek() }
    }

    fn at_end(&self) -> bool {
        !self.cut && self.cur.at_end()
    }

    fn eat(&mut self, c: char) -> bool {
        !self.cut && self.cur.eat_punct(c)
    }

    fn expect(&mut self, c: char) -> Result<(), TypeParseError> {
        if self.eat(c) { Ok(()) } else { Err(self.err(TypeProblem::Expected(c))) }
    }

    /// A name and whether it was quoted: a quoted identifier, or a bare name as written
    /// (letters, digits, `_`, and `.` for keyspace-qualified UDTs: the identifier, number and
    /// `.` tokens written together).
    fn ident(&mut self) -> Result<Name<'a>, TypeParseError> {
        let Some(first) = self.peek() else { return Err(self.err(TypeProblem::ExpectedTypeName)) };
        match first.kind {
            Kind::Quoted => {
                let name = first.text.clone();
                self.cur.skip(1);
                return Ok(Name::Quoted(name));
            }
            Kind::Error(Malformed::UnterminatedQuotedName) => {
                return Err(self.err(TypeProblem::UnterminatedQuotedName));
            }
            _ => {}
        }
        let start = first.start;
        let mut end = start;
        while let Some(t) = self.cur.adjacent(end, |k| matches!(k, Kind::Ident | Kind::Number | Kind::Punct('.'))) {
            self.cur.skip(1);
            // An exponent's sign (`1e+5`) is no part of a name.
            if let Some(sign) = t.text.find(['+', '-']) {
                end = t.start + sign;
                self.cut = true;
                break;
            }
            end = t.end;
        }
        if start == end {
            return Err(self.err(TypeProblem::ExpectedTypeName));
        }
        Ok(Name::Bare(self.text.get(start..end).unwrap_or_default()))
    }

    /// A vector's size: the digits a number starts with.
    fn vector_size(&mut self) -> Result<u32, TypeParseError> {
        let Some(t) = self.peek().filter(|t| t.kind == Kind::Number) else {
            return Err(self.err(TypeProblem::ExpectedVectorSize));
        };
        let digits = t.text.bytes().take_while(u8::is_ascii_digit).count();
        let size = t.text.get(..digits).and_then(|d| d.parse::<u32>().ok());
        self.cut = digits < t.text.len();
        self.cur.skip(1);
        size.ok_or_else(|| self.err(TypeProblem::ExpectedVectorSize))
    }

    fn ty(&mut self, depth: usize) -> Result<CqlType, TypeParseError> {
        if depth > MAX_TYPE_DEPTH {
            return Err(self.err(TypeProblem::NestedTooDeeply));
        }
        let name = match self.ident()? {
            Name::Quoted(name) => return Ok(CqlType::Udt(name)),
            Name::Bare(name) => name,
        };
        let keyword =
            ["set", "list", "frozen", "map", "tuple", "vector"].into_iter().find(|k| name.eq_ignore_ascii_case(k));
        let one = |p: &mut Self| -> Result<Box<CqlType>, TypeParseError> {
            p.expect('<')?;
            let t = p.ty(depth + 1)?;
            p.expect('>')?;
            Ok(Box::new(t))
        };
        Ok(match keyword {
            Some("set") => CqlType::Set(one(self)?),
            Some("list") => CqlType::List(one(self)?),
            Some("frozen") => CqlType::Frozen(one(self)?),
            Some("map") => {
                self.expect('<')?;
                let k = self.ty(depth + 1)?;
                self.expect(',')?;
                let v = self.ty(depth + 1)?;
                self.expect('>')?;
                CqlType::Map(Box::new(k), Box::new(v))
            }
            Some("tuple") => {
                self.expect('<')?;
                let mut ts = vec![self.ty(depth + 1)?];
                while self.eat(',') {
                    ts.push(self.ty(depth + 1)?);
                }
                self.expect('>')?;
                CqlType::Tuple(ts)
            }
            Some("vector") => {
                self.expect('<')?;
                let t = self.ty(depth + 1)?;
                self.expect(',')?;
                let n = self.vector_size()?;
                self.expect('>')?;
                CqlType::Vector(Box::new(t), n)
            }
            _ => match NativeType::parse(name) {
                Some(n) => CqlType::Native(n),
                None => {
                    if self.eat('<') {
                        return Err(self.err(TypeProblem::TakesNoParameters { name: name.to_owned() }));
                    }
                    CqlType::Udt(name.to_owned())
                }
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_diagram_writes_cql_words_in_capitals_and_a_user_type_as_named() {
        // Issue 44: the physical view wrote `FROZEN<ADDRESS>` for the user's `address`.
        let ty = CqlType::parse("map<text, frozen<address>>").expect("type");
        assert_eq!(ty.diagram_text(), "MAP<TEXT, FROZEN<address>>");
        assert_eq!(CqlType::parse("vector<float, 3>").expect("type").diagram_text(), "VECTOR<FLOAT, 3>");
    }

    #[test]
    fn parses_and_prints_nested_types() {
        for (input, printed) in [
            ("int", "int"),
            ("VARCHAR", "text"),
            ("map<text,frozen<address>>", "map<text, frozen<address>>"),
            ("SET<INT>", "set<int>"),
            ("tuple<int, text, uuid>", "tuple<int, text, uuid>"),
            ("vector<float, 3>", "vector<float, 3>"),
            ("frozen<list<map<uuid,int>>>", "frozen<list<map<uuid, int>>>"),
            ("\"Address Type\"", "\"Address Type\""),
        ] {
            let t = CqlType::parse(input).expect(input);
            assert_eq!(t.to_string(), printed, "{input}");
            assert_eq!(CqlType::parse(&t.to_string()).expect("reparse"), t);
        }
    }

    #[test]
    fn rejects_broken_types() {
        for bad in ["", "set", "set<", "map<int>", "int<text>", "list<int", "set<int> x", "vector<float, x>"] {
            assert!(CqlType::parse(bad).is_err(), "{bad:?} should fail");
        }
        let deep = "list<".repeat(100) + "int" + &">".repeat(100);
        assert!(CqlType::parse(&deep).is_err());
    }

    /// What the parser has always accepted and refused, kept when it came to read the one
    /// lexer's tokens: a bare name holds `.` and digits as written, a form feed separates, a
    /// comment does not, and a number's exponent sign ends a name.
    #[test]
    fn reads_the_lexers_tokens_as_it_read_characters() {
        assert_eq!(CqlType::parse("ks.Addr_2"), Ok(CqlType::Udt("ks.Addr_2".into())));
        assert_eq!(CqlType::parse("list<\u{c}int>"), Ok(CqlType::List(Box::new(CqlType::Native(NativeType::Int)))));
        assert_eq!(CqlType::parse("\"a\"\"b\""), Ok(CqlType::Udt("a\"b".into())));
        for (bad, reason) in [
            ("int -- note", TypeProblem::TrailingText),
            ("list</* x */int>", TypeProblem::ExpectedTypeName),
            ("1e+5", TypeProblem::TrailingText),
            ("map<1e-5, int>", TypeProblem::Expected(',')),
            ("vector<float, 3x>", TypeProblem::Expected('>')),
            ("vector<float, 99999999999>", TypeProblem::ExpectedVectorSize),
            ("vector<float, .5>", TypeProblem::ExpectedVectorSize),
            ("list<\"open>", TypeProblem::UnterminatedQuotedName),
            ("list<'s'>", TypeProblem::ExpectedTypeName),
        ] {
            assert_eq!(CqlType::parse(bad).map_err(|e| e.reason), Err(reason), "{bad:?}");
        }
    }

    #[test]
    fn widths_and_markers() {
        assert_eq!(NativeType::Uuid.fixed_width(), Some(16));
        assert_eq!(NativeType::Date.fixed_width(), Some(4));
        assert_eq!(NativeType::Text.fixed_width(), None);
        let m = CqlType::parse("map<uuid,int>").expect("map");
        assert_eq!(m.chebotko_marker(), Some("<>"));
        assert!(m.is_collection());
        assert_eq!(CqlType::parse("frozen<address>").expect("udt").udts(), vec!["address"]);
    }
}

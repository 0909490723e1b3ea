//! CQL data types: parsing, printing, and the byte widths the partition-size formula uses.

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
        let mut p = TypeParser { s: text.as_bytes(), pos: 0, text };
        let t = p.ty(0)?;
        p.ws();
        if p.pos != p.s.len() {
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
            Self::Udt(n) => f.write_str(&crate::naming::quote_identifier(n)),
            Self::Vector(t, n) => write!(f, "vector<{t}, {n}>"),
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

struct TypeParser<'a> {
    s: &'a [u8],
    pos: usize,
    text: &'a str,
}

impl TypeParser<'_> {
    fn err(&self, reason: TypeProblem) -> TypeParseError {
        TypeParseError { text: self.text.to_owned(), reason }
    }

    fn ws(&mut self) {
        while self.pos < self.s.len() && self.s[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    fn eat(&mut self, c: u8) -> bool {
        self.ws();
        if self.s.get(self.pos) == Some(&c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, c: u8) -> Result<(), TypeParseError> {
        if self.eat(c) { Ok(()) } else { Err(self.err(TypeProblem::Expected(c as char))) }
    }

    /// An identifier: bare (letters, digits, `_`, `.` for keyspace-qualified UDTs) or quoted.
    fn ident(&mut self) -> Result<String, TypeParseError> {
        self.ws();
        if self.s.get(self.pos) == Some(&b'"') {
            self.pos += 1;
            let mut out = Vec::new();
            loop {
                match self.s.get(self.pos) {
                    None => return Err(self.err(TypeProblem::UnterminatedQuotedName)),
                    Some(b'"') if self.s.get(self.pos + 1) == Some(&b'"') => {
                        out.push(b'"');
                        self.pos += 2;
                    }
                    Some(b'"') => {
                        self.pos += 1;
                        break;
                    }
                    Some(&c) => {
                        out.push(c);
                        self.pos += 1;
                    }
                }
            }
            return String::from_utf8(out).map_err(|_| self.err(TypeProblem::NameNotUtf8));
        }
        let start = self.pos;
        while self.pos < self.s.len() && (self.s[self.pos].is_ascii_alphanumeric() || self.s[self.pos] == b'_' || self.s[self.pos] == b'.') {
            self.pos += 1;
        }
        if start == self.pos {
            return Err(self.err(TypeProblem::ExpectedTypeName));
        }
        Ok(self.text[start..self.pos].to_owned())
    }

    fn ty(&mut self, depth: usize) -> Result<CqlType, TypeParseError> {
        if depth > MAX_TYPE_DEPTH {
            return Err(self.err(TypeProblem::NestedTooDeeply));
        }
        self.ws();
        let quoted = self.s.get(self.pos) == Some(&b'"');
        let name = self.ident()?;
        if quoted {
            return Ok(CqlType::Udt(name));
        }
        let lower = name.to_ascii_lowercase();
        let one = |p: &mut Self| -> Result<Box<CqlType>, TypeParseError> {
            p.expect(b'<')?;
            let t = p.ty(depth + 1)?;
            p.expect(b'>')?;
            Ok(Box::new(t))
        };
        Ok(match lower.as_str() {
            "set" => CqlType::Set(one(self)?),
            "list" => CqlType::List(one(self)?),
            "frozen" => CqlType::Frozen(one(self)?),
            "map" => {
                self.expect(b'<')?;
                let k = self.ty(depth + 1)?;
                self.expect(b',')?;
                let v = self.ty(depth + 1)?;
                self.expect(b'>')?;
                CqlType::Map(Box::new(k), Box::new(v))
            }
            "tuple" => {
                self.expect(b'<')?;
                let mut ts = vec![self.ty(depth + 1)?];
                while self.eat(b',') {
                    ts.push(self.ty(depth + 1)?);
                }
                self.expect(b'>')?;
                CqlType::Tuple(ts)
            }
            "vector" => {
                self.expect(b'<')?;
                let t = self.ty(depth + 1)?;
                self.expect(b',')?;
                self.ws();
                let start = self.pos;
                while self.pos < self.s.len() && self.s[self.pos].is_ascii_digit() {
                    self.pos += 1;
                }
                let n = self.text[start..self.pos].parse::<u32>().map_err(|_| self.err(TypeProblem::ExpectedVectorSize))?;
                self.expect(b'>')?;
                CqlType::Vector(Box::new(t), n)
            }
            _ => match NativeType::parse(&lower) {
                Some(n) => CqlType::Native(n),
                None => {
                    if self.eat(b'<') {
                        return Err(self.err(TypeProblem::TakesNoParameters { name }));
                    }
                    CqlType::Udt(name)
                }
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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

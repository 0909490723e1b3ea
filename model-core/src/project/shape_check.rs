//! Reading a project's shape from its parsed JSON value, with the cause of a refusal typed.
//!
//! serde_json keeps the errors of a shape (a missing field, a value of another type) as text
//! only. Read through [`ShapeReader`] instead, the same `Deserialize` code calls serde's typed
//! error hooks (`missing_field`, `invalid_type`, `unknown_variant`...) on [`ShapeError`], which
//! keeps what they are given: the loader words a problem from these values, never from serde's
//! English. serde_json still gives the position (line and column), reading the text.
//!
//! The reader gives values to a type's visitor as serde_json's text reader does (an integer
//! that fits as `u64` or `i64`, any other number exactly, as serde_json's private number map),
//! so that a value is refused for the same reason either way.

use super::described::{Asked, Expected, Found};
use super::file::{JsonSyntax, ShapeProblem, UnknownWhat};
use serde::de::{self, DeserializeSeed, Deserializer, IntoDeserializer, MapAccess, SeqAccess, Unexpected, Visitor};
use serde_json::Value;
use std::fmt;

/// The key of serde_json's map for a number read exactly (`arbitrary_precision`): what
/// `serde_json::Value` and `serde_json::Number` recognise as a number.
const NUMBER_TOKEN: &str = "$serde_json::private::Number";

/// Why a value does not have the shape asked for, as serde's hooks gave it.
#[derive(Debug)]
pub(super) enum ShapeError {
    /// `missing_field`.
    Missing(&'static str),
    /// `duplicate_field`.
    Duplicate(&'static str),
    /// `unknown_variant` or `unknown_field`: the name, and the names allowed.
    Unknown(UnknownWhat, String, &'static [&'static str]),
    /// `invalid_type`: what was found, and what was expected.
    InvalidType(Found, Expected),
    /// `invalid_value`.
    InvalidValue(Found, Expected),
    /// `invalid_length`.
    InvalidLength(usize, Expected),
    /// A problem of this crate's own (a CQL type, a role), or one the reader found itself.
    Problem(ShapeProblem),
    /// A `custom` message no typed problem accounts for.
    Custom(String),
}

impl ShapeError {
    /// The problem, to be worded by the catalogue.
    pub(super) fn problem(&self) -> ShapeProblem {
        let ticked = |s: &str| format!("`{s}`");
        match self {
            Self::Missing(field) => ShapeProblem::MissingField { field: ticked(field) },
            Self::Duplicate(field) => ShapeProblem::DuplicateField { field: ticked(field) },
            Self::Unknown(what, name, allowed) => ShapeProblem::Unknown {
                what: *what,
                name: ticked(name),
                allowed: allowed.iter().map(|a| ticked(a)).collect(),
            },
            Self::InvalidType(found, expected) => {
                ShapeProblem::InvalidType { found: found.clone(), expected: expected.clone() }
            }
            Self::InvalidValue(found, expected) => {
                ShapeProblem::InvalidValue { found: found.clone(), expected: expected.clone() }
            }
            Self::InvalidLength(length, expected) => {
                ShapeProblem::InvalidLength { length: length.to_string(), expected: expected.clone() }
            }
            Self::Problem(p) => p.clone(),
            Self::Custom(message) => ShapeProblem::Other(message.clone()),
        }
    }

    /// The same refusal as an error of another deserializer (the one a nested value is read
    /// through): the typed hooks again, so that this reader, reading the outer value, keeps
    /// them typed.
    pub(super) fn raise<E: de::Error>(self) -> E {
        match self {
            Self::Missing(field) => E::missing_field(field),
            Self::Duplicate(field) => E::duplicate_field(field),
            Self::Unknown(UnknownWhat::Variant, name, allowed) => E::unknown_variant(&name, allowed),
            Self::Unknown(UnknownWhat::Field, name, allowed) => E::unknown_field(&name, allowed),
            Self::InvalidType(found, expected) => {
                let (found_en, expected_en) = (found.serde_words(), expected.serde_words_or_said());
                RAISED.with(|r| *r.borrow_mut() = Some(ShapeProblem::InvalidType { found, expected }));
                E::invalid_type(Unexpected::Other(&found_en), &expected_en.as_str())
            }
            Self::InvalidValue(found, expected) => {
                let (found_en, expected_en) = (found.serde_words(), expected.serde_words_or_said());
                RAISED.with(|r| *r.borrow_mut() = Some(ShapeProblem::InvalidValue { found, expected }));
                E::invalid_value(Unexpected::Other(&found_en), &expected_en.as_str())
            }
            Self::InvalidLength(length, expected) => {
                let expected_en = expected.serde_words_or_said();
                RAISED.with(|r| {
                    *r.borrow_mut() = Some(ShapeProblem::InvalidLength { length: length.to_string(), expected });
                });
                E::invalid_length(length, &expected_en.as_str())
            }
            Self::Problem(p) => {
                let message = p.to_string();
                RAISED.with(|r| *r.borrow_mut() = Some(p));
                E::custom(message)
            }
            Self::Custom(message) => E::custom(message),
        }
    }

    /// A `custom` refusal of the string `s`, typed when one of this crate's own refusals of
    /// that string is the one given (checked by reading the string again, not the message).
    fn about_string(self, s: &str) -> Self {
        let Self::Custom(message) = &self else { return self };
        let candidates = [
            crate::cql::NativeType::parse(s).is_none().then(|| ShapeProblem::UnknownCqlType { name: s.to_owned() }),
            crate::cql::CqlType::parse(s).err().map(ShapeProblem::InvalidCqlType),
            super::Role::from_marker(s).is_none().then(|| ShapeProblem::UnknownColumnRole { marker: s.to_owned() }),
        ];
        candidates.into_iter().flatten().find(|p| p.to_string() == *message).map_or(self, Self::Problem)
    }
}

impl fmt::Display for ShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.problem().fmt(f)
    }
}

impl std::error::Error for ShapeError {}

thread_local! {
    /// The problem [`ShapeError::raise`] last gave another deserializer in its words, taken
    /// back typed when the same words reach this reader.
    static RAISED: std::cell::RefCell<Option<ShapeProblem>> = const { std::cell::RefCell::new(None) };
}

impl ShapeError {
    /// `made`, or the problem [`ShapeError::raise`] last gave another deserializer when `made`
    /// says the same: the refusal coming back through that deserializer, typed again.
    fn raised_or(made: Self) -> Self {
        match RAISED.with(|r| r.borrow_mut().take()).filter(|p| p.to_string() == made.problem().to_string()) {
            Some(problem) => Self::Problem(problem),
            None => made,
        }
    }
}

impl de::Error for ShapeError {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        Self::raised_or(Self::Custom(msg.to_string()))
    }
    fn invalid_type(unexp: Unexpected<'_>, exp: &dyn de::Expected) -> Self {
        Self::raised_or(Self::InvalidType(Found::of(unexp), Expected::of(exp)))
    }
    fn invalid_value(unexp: Unexpected<'_>, exp: &dyn de::Expected) -> Self {
        Self::raised_or(Self::InvalidValue(Found::of(unexp), Expected::of(exp)))
    }
    fn invalid_length(len: usize, exp: &dyn de::Expected) -> Self {
        Self::raised_or(Self::InvalidLength(len, Expected::of(exp)))
    }
    fn unknown_variant(variant: &str, expected: &'static [&'static str]) -> Self {
        Self::Unknown(UnknownWhat::Variant, variant.to_owned(), expected)
    }
    fn unknown_field(field: &str, expected: &'static [&'static str]) -> Self {
        Self::Unknown(UnknownWhat::Field, field.to_owned(), expected)
    }
    fn missing_field(field: &'static str) -> Self {
        Self::Missing(field)
    }
    fn duplicate_field(field: &'static str) -> Self {
        Self::Duplicate(field)
    }
}

/// Reads `T` from a parsed JSON value as serde_json reads it from the text, refusing it
/// with a typed cause.
pub(super) fn from_value<T: de::DeserializeOwned>(value: &Value) -> Result<T, ShapeError> {
    T::deserialize(ShapeReader(value, Mode::Text))
}

/// serde_json's refusal (`e`) of `value` as a `T`, as an error of the deserializer `value`
/// was read from: the typed cause, read again by this reader.
pub(super) fn refusal<T: de::DeserializeOwned, E: de::Error>(value: &Value, e: &serde_json::Error) -> E {
    match T::deserialize(ShapeReader(value, Mode::Value)) {
        Err(typed) => typed.raise(),
        Ok(_) => E::custom(e),
    }
}

/// A JSON value as a serde deserializer whose errors are [`ShapeError`]s.
#[derive(Clone, Copy)]
pub(super) struct ShapeReader<'a>(&'a Value, Mode);

/// Which of serde_json's readers this one reads as: of the text, or of a `Value`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Text,
    Value,
}

/// What serde_json says it found, reading `value` where another kind of value is expected:
/// an integer read from the text with its value, any other number as `number`.
fn found_in(value: &Value, mode: Mode) -> Found {
    match value {
        Value::Null => Found::Null,
        Value::Bool(b) => Found::Bool(*b),
        Value::Number(n) if mode == Mode::Text && n.as_u64().is_some() => {
            Found::Integer(n.as_u64().unwrap_or_default().to_string())
        }
        Value::Number(n) if mode == Mode::Text && n.as_i64().is_some() && n.to_string() != "-0" => {
            Found::Integer(n.as_i64().unwrap_or_default().to_string())
        }
        Value::Number(_) => Found::Number,
        Value::String(s) => Found::Str(s.clone()),
        Value::Array(_) => Found::Sequence,
        Value::Object(_) => Found::Map,
    }
}

impl<'de> ShapeReader<'de> {
    /// A number as serde_json's text reader gives it to a visitor that asked for a number (or
    /// for anything but a value of any kind): an integer, else a float.
    fn visit_number<V: Visitor<'de>>(n: &serde_json::Number, visitor: V) -> Result<V::Value, ShapeError> {
        if let Some(u) = n.as_u64() {
            visitor.visit_u64(u)
        } else if let Some(i) = n.as_i64() {
            visitor.visit_i64(i)
        } else {
            match n.as_f64().filter(|f| f.is_finite()) {
                Some(f) => visitor.visit_f64(f),
                None => Err(ShapeError::Problem(ShapeProblem::Json(JsonSyntax::NumberOutOfRange))),
            }
        }
    }

    /// The value, when it is of a kind `takes`, given to the visitor; else refused as
    /// serde_json refuses it, without asking the visitor.
    fn visit_kind<V: Visitor<'de>>(self, takes: fn(&Value) -> bool, visitor: V) -> Result<V::Value, ShapeError> {
        if !takes(self.0) {
            return Err(ShapeError::raised_or(ShapeError::InvalidType(
                found_in(self.0, self.1),
                Expected::of(&visitor),
            )));
        }
        match self.0 {
            Value::Null => visitor.visit_unit(),
            Value::Bool(b) => visitor.visit_bool(*b),
            Value::Number(n) => Self::visit_number(n, visitor),
            Value::String(s) => visitor.visit_borrowed_str(s),
            Value::Array(items) => visitor.visit_seq(Items(items.iter(), self.1)),
            Value::Object(map) => {
                visitor.visit_map(Fields { iter: Some(map.iter()), value: None, number: None, mode: self.1 })
            }
        }
    }
}

/// Reads `seed` from `value`, typing a refusal of a string by this crate's own types.
fn seed_of<'de, S: DeserializeSeed<'de>>(seed: S, value: &'de Value, mode: Mode) -> Result<S::Value, ShapeError> {
    seed.deserialize(ShapeReader(value, mode)).map_err(|e| match value {
        Value::String(s) => e.about_string(s),
        _ => e,
    })
}

macro_rules! takes {
    ($kind:pat => $($method:ident $asked:expr),*) => {
        $(fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ShapeError> {
            $asked.reading(|| self.visit_kind(|v| matches!(v, $kind), visitor))
        })*
    };
}

impl<'de> Deserializer<'de> for ShapeReader<'de> {
    type Error = ShapeError;

    /// A number as serde_json's `Value` gives it (see [`ShapeReader::any`]).
    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ShapeError> {
        Asked::Any.reading(|| self.any(visitor))
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ShapeError> {
        Asked::Option.reading(|| match self.0 {
            Value::Null => visitor.visit_none(),
            _ => visitor.visit_some(self),
        })
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, ShapeError> {
        Asked::TupleStruct(name).reading(|| visitor.visit_newtype_struct(self))
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, ShapeError> {
        Asked::Enum(name).reading(|| match self.0 {
            Value::String(s) => visitor.visit_enum(Variant { name: s, value: None, mode: self.1 }),
            Value::Object(map) if map.len() == 1 => match map.iter().next() {
                Some((name, value)) => visitor.visit_enum(Variant { name, value: Some(value), mode: self.1 }),
                None => Err(ShapeError::Problem(ShapeProblem::Json(JsonSyntax::ExpectedValue))),
            },
            // serde_json's text reader: no value of an enumeration where one must be.
            _ => Err(ShapeError::Problem(ShapeProblem::Json(JsonSyntax::ExpectedValue))),
        })
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ShapeError> {
        Asked::Any.reading(|| visitor.visit_unit())
    }

    takes! { Value::Bool(_) => deserialize_bool Asked::Bool }
    takes! { Value::Number(_) =>
        deserialize_i8 Asked::Number("i8"), deserialize_i16 Asked::Number("i16"),
        deserialize_i32 Asked::Number("i32"), deserialize_i64 Asked::Number("i64"),
        deserialize_i128 Asked::Number("i128"), deserialize_u8 Asked::Number("u8"),
        deserialize_u16 Asked::Number("u16"), deserialize_u32 Asked::Number("u32"),
        deserialize_u64 Asked::Number("u64"), deserialize_u128 Asked::Number("u128"),
        deserialize_f32 Asked::Number("f32"), deserialize_f64 Asked::Number("f64")
    }
    takes! { Value::String(_) =>
        deserialize_char Asked::Char, deserialize_str Asked::Str, deserialize_string Asked::Str,
        deserialize_identifier Asked::Identifier
    }
    takes! { Value::String(_) | Value::Array(_) => deserialize_bytes Asked::Bytes, deserialize_byte_buf Asked::Bytes }
    takes! { Value::Null => deserialize_unit Asked::Unit }
    takes! { Value::Array(_) => deserialize_seq Asked::Sequence }
    takes! { Value::Object(_) => deserialize_map Asked::Map }

    fn deserialize_unit_struct<V: Visitor<'de>>(self, name: &'static str, visitor: V) -> Result<V::Value, ShapeError> {
        Asked::UnitStruct(name).reading(|| self.visit_kind(|v| v.is_null(), visitor))
    }

    fn deserialize_tuple<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, ShapeError> {
        Asked::Tuple(len).reading(|| self.visit_kind(Value::is_array, visitor))
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, ShapeError> {
        Asked::TupleStruct(name).reading(|| self.visit_kind(Value::is_array, visitor))
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, ShapeError> {
        Asked::Struct(name).reading(|| self.visit_kind(|v| v.is_object() || v.is_array(), visitor))
    }
}

impl<'de> ShapeReader<'de> {
    /// `deserialize_any`: a number as serde_json's `Value` gives it: an integer that fits, a
    /// float held exactly, else the number as written.
    fn any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ShapeError> {
        match self.0 {
            Value::Number(n) => {
                let text = n.to_string();
                let same = |f: f64| {
                    serde_json::Number::from_f64(f).is_some_and(|m| m.to_string() == text) || f.to_string() == text
                };
                if let Some(u) = n.as_u64() {
                    visitor.visit_u64(u)
                } else if let Some(i) = n.as_i64() {
                    visitor.visit_i64(i)
                } else if self.1 == Mode::Text {
                    visitor.visit_map(Fields { iter: None, value: None, number: Some(text), mode: self.1 })
                } else if let Some(u) = n.as_u128() {
                    visitor.visit_u128(u)
                } else if let Some(i) = n.as_i128() {
                    visitor.visit_i128(i)
                } else if let Some(f) = n.as_f64().filter(|f| same(*f)) {
                    visitor.visit_f64(f)
                } else {
                    visitor.visit_map(Fields { iter: None, value: None, number: Some(text), mode: self.1 })
                }
            }
            _ => self.visit_kind(|_| true, visitor),
        }
    }
}

/// A list's items.
struct Items<'de>(std::slice::Iter<'de, Value>, Mode);

impl<'de> SeqAccess<'de> for Items<'de> {
    type Error = ShapeError;

    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<Option<T::Value>, ShapeError> {
        self.0.next().map(|v| seed_of(seed, v, self.1)).transpose()
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.0.len())
    }
}

/// An object's fields; or a number read exactly, as serde_json's one-field private map.
struct Fields<'de> {
    iter: Option<serde_json::map::Iter<'de>>,
    value: Option<&'de Value>,
    /// The number's text, until its key is read; then its value.
    number: Option<String>,
    mode: Mode,
}

impl<'de> MapAccess<'de> for Fields<'de> {
    type Error = ShapeError;

    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, ShapeError> {
        if self.number.is_some() {
            return seed.deserialize(NUMBER_TOKEN.into_deserializer()).map(Some);
        }
        match self.iter.as_mut().and_then(Iterator::next) {
            Some((key, value)) => {
                self.value = Some(value);
                seed.deserialize(de::value::BorrowedStrDeserializer::new(key)).map(Some)
            }
            None => Ok(None),
        }
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, ShapeError> {
        if let Some(number) = self.number.take() {
            return seed.deserialize(number.into_deserializer());
        }
        match self.value.take() {
            Some(value) => seed_of(seed, value, self.mode),
            None => Err(ShapeError::Problem(ShapeProblem::Json(JsonSyntax::ExpectedValue))),
        }
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.iter.as_ref().map_or(1, ExactSizeIterator::len))
    }
}

/// A value of an enumeration: its name, and what it holds (an object of one field).
struct Variant<'de> {
    name: &'de str,
    value: Option<&'de Value>,
    mode: Mode,
}

impl<'de> de::EnumAccess<'de> for Variant<'de> {
    type Error = ShapeError;
    type Variant = Self;

    fn variant_seed<S: DeserializeSeed<'de>>(self, seed: S) -> Result<(S::Value, Self), ShapeError> {
        let name = seed.deserialize(de::value::BorrowedStrDeserializer::new(self.name))?;
        Ok((name, self))
    }
}

impl<'de> de::VariantAccess<'de> for Variant<'de> {
    type Error = ShapeError;

    fn unit_variant(self) -> Result<(), ShapeError> {
        match self.value {
            None => Ok(()),
            Some(v) => de::Deserialize::deserialize(ShapeReader(v, self.mode)),
        }
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, ShapeError> {
        match self.value {
            Some(v) => seed_of(seed, v, self.mode),
            None => Err(ShapeError::InvalidType(Found::UnitVariant, Expected::NewtypeVariant)),
        }
    }

    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, ShapeError> {
        match self.value {
            Some(v) => ShapeReader(v, self.mode).visit_kind(Value::is_array, visitor),
            None => Err(ShapeError::InvalidType(Found::UnitVariant, Expected::TupleVariant)),
        }
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, ShapeError> {
        match self.value {
            Some(v) => ShapeReader(v, self.mode).visit_kind(|v| v.is_object() || v.is_array(), visitor),
            None => Err(ShapeError::InvalidType(Found::UnitVariant, Expected::StructVariant)),
        }
    }
}

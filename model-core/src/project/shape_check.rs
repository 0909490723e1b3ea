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

use super::file::{JsonSyntax, ShapeProblem, UnknownWhat};
use serde::de::{
    self, DeserializeSeed, Deserializer, Expected, IntoDeserializer, MapAccess, SeqAccess, Unexpected, Visitor,
};
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
    /// `invalid_type`: serde's description of what was found and of what was expected.
    InvalidType(String, String),
    /// `invalid_value`.
    InvalidValue(String, String),
    /// `invalid_length`.
    InvalidLength(usize, String),
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
            Self::InvalidType(found, expected) => E::invalid_type(Unexpected::Other(&found), &expected.as_str()),
            Self::InvalidValue(found, expected) => E::invalid_value(Unexpected::Other(&found), &expected.as_str()),
            Self::InvalidLength(length, expected) => E::invalid_length(length, &expected.as_str()),
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
    /// The problem [`ShapeError::raise`] last gave another deserializer as a message, taken
    /// back typed when that message reaches this reader.
    static RAISED: std::cell::RefCell<Option<ShapeProblem>> = const { std::cell::RefCell::new(None) };
}

impl de::Error for ShapeError {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        let message = msg.to_string();
        match RAISED.with(|r| r.borrow_mut().take()).filter(|p| p.to_string() == message) {
            Some(problem) => Self::Problem(problem),
            None => Self::Custom(message),
        }
    }
    fn invalid_type(unexp: Unexpected<'_>, exp: &dyn Expected) -> Self {
        Self::InvalidType(found(unexp), exp.to_string())
    }
    fn invalid_value(unexp: Unexpected<'_>, exp: &dyn Expected) -> Self {
        Self::InvalidValue(found(unexp), exp.to_string())
    }
    fn invalid_length(len: usize, exp: &dyn Expected) -> Self {
        Self::InvalidLength(len, exp.to_string())
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

/// serde_json's description of `value` where another kind of value is expected: an integer
/// read from the text with its value, any other number as `number`.
fn unexpected(value: &Value, mode: Mode) -> Unexpected<'_> {
    match value {
        Value::Null => Unexpected::Unit,
        Value::Bool(b) => Unexpected::Bool(*b),
        Value::Number(n) if mode == Mode::Text && n.as_u64().is_some() => {
            Unexpected::Unsigned(n.as_u64().unwrap_or_default())
        }
        Value::Number(n) if mode == Mode::Text && n.as_i64().is_some() && n.to_string() != "-0" => {
            Unexpected::Signed(n.as_i64().unwrap_or_default())
        }
        Value::Number(_) => Unexpected::Other("number"),
        Value::String(s) => Unexpected::Str(s),
        Value::Array(_) => Unexpected::Seq,
        Value::Object(_) => Unexpected::Map,
    }
}

/// serde_json's words for what was found: `null`, not serde's `unit value`.
fn found(unexp: Unexpected<'_>) -> String {
    match unexp {
        Unexpected::Unit => "null".to_owned(),
        Unexpected::Float(f) => format!(
            "floating point `{}`",
            serde_json::Number::from_f64(f).map_or_else(|| f.to_string(), |n| n.to_string())
        ),
        other => other.to_string(),
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
            return Err(de::Error::invalid_type(unexpected(self.0, self.1), &visitor));
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
    ($kind:pat => $($method:ident)*) => {
        $(fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ShapeError> {
            self.visit_kind(|v| matches!(v, $kind), visitor)
        })*
    };
}

impl<'de> Deserializer<'de> for ShapeReader<'de> {
    type Error = ShapeError;

    /// A number as serde_json's `Value` gives it: an integer that fits, a float held exactly,
    /// else the number as written.
    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ShapeError> {
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

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ShapeError> {
        match self.0 {
            Value::Null => visitor.visit_none(),
            _ => visitor.visit_some(self),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, ShapeError> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, ShapeError> {
        match self.0 {
            Value::String(s) => visitor.visit_enum(Variant { name: s, value: None, mode: self.1 }),
            Value::Object(map) if map.len() == 1 => match map.iter().next() {
                Some((name, value)) => visitor.visit_enum(Variant { name, value: Some(value), mode: self.1 }),
                None => Err(ShapeError::Problem(ShapeProblem::Json(JsonSyntax::ExpectedValue))),
            },
            // serde_json's text reader: no value of an enumeration where one must be.
            _ => Err(ShapeError::Problem(ShapeProblem::Json(JsonSyntax::ExpectedValue))),
        }
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ShapeError> {
        visitor.visit_unit()
    }

    takes! { Value::Bool(_) => deserialize_bool }
    takes! { Value::Number(_) =>
        deserialize_i8 deserialize_i16 deserialize_i32 deserialize_i64 deserialize_i128
        deserialize_u8 deserialize_u16 deserialize_u32 deserialize_u64 deserialize_u128 deserialize_f32 deserialize_f64
    }
    takes! { Value::String(_) => deserialize_char deserialize_str deserialize_string deserialize_identifier }
    takes! { Value::String(_) | Value::Array(_) => deserialize_bytes deserialize_byte_buf }
    takes! { Value::Null => deserialize_unit }
    takes! { Value::Array(_) => deserialize_seq }
    takes! { Value::Object(_) => deserialize_map }

    fn deserialize_unit_struct<V: Visitor<'de>>(self, _name: &'static str, visitor: V) -> Result<V::Value, ShapeError> {
        self.visit_kind(|v| v.is_null(), visitor)
    }

    fn deserialize_tuple<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, ShapeError> {
        self.visit_kind(Value::is_array, visitor)
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, ShapeError> {
        self.visit_kind(Value::is_array, visitor)
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, ShapeError> {
        self.visit_kind(|v| v.is_object() || v.is_array(), visitor)
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
            None => Err(de::Error::invalid_type(Unexpected::UnitVariant, &"newtype variant")),
        }
    }

    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, ShapeError> {
        match self.value {
            Some(v) => ShapeReader(v, self.mode).visit_kind(Value::is_array, visitor),
            None => Err(de::Error::invalid_type(Unexpected::UnitVariant, &"tuple variant")),
        }
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, ShapeError> {
        match self.value {
            Some(v) => ShapeReader(v, self.mode).visit_kind(|v| v.is_object() || v.is_array(), visitor),
            None => Err(de::Error::invalid_type(Unexpected::UnitVariant, &"struct variant")),
        }
    }
}

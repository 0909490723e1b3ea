//! What a refused value of a project file was ([`Found`]) and what its field takes
//! ([`Expected`]), typed, so that each language words them (`found-*` and `expected-*`
//! messages of `locales/*/project-file.ftl`).
//!
//! [`Found`] is serde's [`Unexpected`], owned. [`Expected`] is known from what the reader
//! was asked for (`deserialize_struct("Entity")`, `deserialize_seq`...): the reader keeps
//! the kinds it is asked for on a stack ([`Asked`]), and a refusal inside one of them is
//! typed by it. serde hands a refusal its own description of what was expected
//! (`&dyn Expected`); that text is only checked against a typed kind's serde words, never
//! read for its meaning. Inside a value serde buffers itself (the fields of a `flatten`
//! struct, a tagged enum's content) the reader is not asked; there the kinds that carry no
//! name (a sequence, `u32`) are still found, and a named one (`struct Entity`) is kept as
//! serde wrote it.

use crate::msg;
use crate::text::Text;
use serde::de::Unexpected;
use std::cell::RefCell;

/// A value of a project file that its field does not take, as serde describes it.
#[derive(Clone, Debug, PartialEq)]
pub enum Found {
    /// `true` or `false`.
    Bool(bool),
    /// A whole number.
    Integer(String),
    /// A number with a fraction, as serde_json writes it.
    Float(String),
    /// A number read exactly, not an integer of 64 bits.
    Number,
    /// One character.
    Char(char),
    /// A string (its text).
    Str(String),
    /// Bytes.
    Bytes,
    /// `null`.
    Null,
    /// An optional value.
    Option,
    /// A newtype struct.
    NewtypeStruct,
    /// A list.
    Sequence,
    /// An object.
    Map,
    /// An enumeration.
    Enum,
    /// A variant without a value.
    UnitVariant,
    /// A variant holding one value.
    NewtypeVariant,
    /// A variant holding a list.
    TupleVariant,
    /// A variant holding fields.
    StructVariant,
    /// serde's own words for a value of a kind none of the above names.
    Other(String),
}

impl Found {
    /// serde's description, owned; `Unit` is serde_json's `null`.
    pub(super) fn of(unexp: Unexpected<'_>) -> Self {
        match unexp {
            Unexpected::Bool(b) => Self::Bool(b),
            Unexpected::Unsigned(n) => Self::Integer(n.to_string()),
            Unexpected::Signed(n) => Self::Integer(n.to_string()),
            Unexpected::Float(f) => {
                Self::Float(serde_json::Number::from_f64(f).map_or_else(|| f.to_string(), |n| n.to_string()))
            }
            Unexpected::Char(c) => Self::Char(c),
            Unexpected::Str(s) => Self::Str(s.to_owned()),
            Unexpected::Bytes(_) => Self::Bytes,
            Unexpected::Unit => Self::Null,
            Unexpected::Option => Self::Option,
            Unexpected::NewtypeStruct => Self::NewtypeStruct,
            Unexpected::Seq => Self::Sequence,
            Unexpected::Map => Self::Map,
            Unexpected::Enum => Self::Enum,
            Unexpected::UnitVariant => Self::UnitVariant,
            Unexpected::NewtypeVariant => Self::NewtypeVariant,
            Unexpected::TupleVariant => Self::TupleVariant,
            Unexpected::StructVariant => Self::StructVariant,
            Unexpected::Other(s) => Self::Other(s.to_owned()),
        }
    }

    /// serde's words for the value (as [`Unexpected`] displays it), without the catalogue:
    /// what another deserializer is handed when a refusal passes through it.
    pub(super) fn serde_words(&self) -> String {
        match self {
            Self::Bool(b) => format!("boolean `{b}`"),
            Self::Integer(n) => format!("integer `{n}`"),
            Self::Float(n) => format!("floating point `{n}`"),
            Self::Number => "number".to_owned(),
            Self::Char(c) => format!("character `{c}`"),
            Self::Str(s) => format!("string {s:?}"),
            Self::Bytes => "byte array".to_owned(),
            Self::Null => "null".to_owned(),
            Self::Option => "Option value".to_owned(),
            Self::NewtypeStruct => "newtype struct".to_owned(),
            Self::Sequence => "sequence".to_owned(),
            Self::Map => "map".to_owned(),
            Self::Enum => "enum".to_owned(),
            Self::UnitVariant => "unit variant".to_owned(),
            Self::NewtypeVariant => "newtype variant".to_owned(),
            Self::TupleVariant => "tuple variant".to_owned(),
            Self::StructVariant => "struct variant".to_owned(),
            Self::Other(text) => text.clone(),
        }
    }

    /// The value, worded when shown.
    pub fn said(&self) -> Text {
        match self {
            Self::Bool(b) => msg!("found-boolean", value = b.to_string()),
            Self::Integer(n) => msg!("found-integer", value = n),
            Self::Float(n) => msg!("found-float", value = n),
            Self::Number => msg!("found-number"),
            Self::Char(c) => msg!("found-character", value = c.to_string()),
            Self::Str(s) => msg!("found-string", value = format!("{s:?}")),
            Self::Bytes => msg!("found-bytes"),
            Self::Null => msg!("found-null"),
            Self::Option => msg!("found-option"),
            Self::NewtypeStruct => msg!("found-newtype-struct"),
            Self::Sequence => msg!("found-sequence"),
            Self::Map => msg!("found-map"),
            Self::Enum => msg!("found-enum"),
            Self::UnitVariant => msg!("found-unit-variant"),
            Self::NewtypeVariant => msg!("found-newtype-variant"),
            Self::TupleVariant => msg!("found-tuple-variant"),
            Self::StructVariant => msg!("found-struct-variant"),
            Self::Other(text) => msg!("found-other", text = text),
        }
    }
}

/// What a field of a project file takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expected {
    /// An object of the named struct's fields.
    Struct(String),
    /// A value of the named enumeration.
    Enum(String),
    /// The named one-value struct.
    TupleStruct(String),
    /// The named struct without fields.
    UnitStruct(String),
    /// A list.
    Sequence,
    /// A list of this many values.
    Tuple(usize),
    /// An object.
    Map,
    /// A string.
    Str,
    /// A name of a field.
    FieldIdentifier,
    /// A name of a variant.
    VariantIdentifier,
    /// `true` or `false`.
    Bool,
    /// One character.
    Char,
    /// A number of the named Rust type (`u32`, `f64`): a name, the same in every language.
    Number(&'static str),
    /// Nothing (`null`).
    Unit,
    /// An optional value.
    Option,
    /// A variant holding one value.
    NewtypeVariant,
    /// A variant holding a list.
    TupleVariant,
    /// A variant holding fields.
    StructVariant,
    /// A found attribute: its id, or an object with `attribute` and `role`.
    AttributeReference,
    /// serde's own words, where no kind the reader was asked for gives them.
    Said(String),
}

/// What the reader of a query's found attributes says it expects (`role_refs`).
pub(super) const ATTRIBUTE_REFERENCE: &str = "an attribute id, or {\"attribute\": id, \"role\": role}";

impl Expected {
    /// What the field takes, worded when shown.
    pub fn said(&self) -> Text {
        match self {
            Self::Struct(name) => msg!("expected-struct", name = name),
            Self::Enum(name) => msg!("expected-enum", name = name),
            Self::TupleStruct(name) => msg!("expected-tuple-struct", name = name),
            Self::UnitStruct(name) => msg!("expected-unit-struct", name = name),
            Self::Sequence => msg!("expected-sequence"),
            Self::Tuple(size) => msg!("expected-tuple", size = *size),
            Self::Map => msg!("expected-map"),
            Self::Str => msg!("expected-string"),
            Self::FieldIdentifier => msg!("expected-field-identifier"),
            Self::VariantIdentifier => msg!("expected-variant-identifier"),
            Self::Bool => msg!("expected-boolean"),
            Self::Char => msg!("expected-character"),
            Self::Number(name) => msg!("expected-number", name = *name),
            Self::Unit => msg!("expected-unit"),
            Self::Option => msg!("expected-option"),
            Self::NewtypeVariant => msg!("expected-newtype-variant"),
            Self::TupleVariant => msg!("expected-tuple-variant"),
            Self::StructVariant => msg!("expected-struct-variant"),
            Self::AttributeReference => msg!("expected-attribute-reference"),
            Self::Said(text) => msg!("expected-said", text = text),
        }
    }

    /// The kind the reader is reading for, when serde's words for what it expected (`said`)
    /// are that kind's English; else serde's words, kept.
    pub(super) fn of(said: &dyn serde::de::Expected) -> Self {
        let said = said.to_string();
        let asked = ASKED.with(|a| a.borrow().last().cloned());
        // What the reader was asked for first; then the kinds no name tells apart, which a
        // visitor that serde handed a buffered value (a `flatten` struct's fields, a tagged
        // enum's content) may expect without this reader being asked.
        asked
            .into_iter()
            .flat_map(Asked::kinds)
            .chain(Self::UNNAMED.iter().cloned())
            .find(|kind| kind.serde_words().is_some_and(|w| w == said))
            .unwrap_or(Self::Said(said))
    }

    /// The kinds that carry no name of the program's types.
    const UNNAMED: &[Expected] = &[
        Self::Sequence,
        Self::Map,
        Self::Str,
        Self::Bool,
        Self::Char,
        Self::Unit,
        Self::Option,
        Self::FieldIdentifier,
        Self::VariantIdentifier,
        Self::NewtypeVariant,
        Self::TupleVariant,
        Self::StructVariant,
        Self::AttributeReference,
        Self::Number("u8"),
        Self::Number("u16"),
        Self::Number("u32"),
        Self::Number("u64"),
        Self::Number("u128"),
        Self::Number("usize"),
        Self::Number("i8"),
        Self::Number("i16"),
        Self::Number("i32"),
        Self::Number("i64"),
        Self::Number("i128"),
        Self::Number("isize"),
        Self::Number("f32"),
        Self::Number("f64"),
    ];

    /// serde's words for what is expected: [`Expected::serde_words`], or the words kept.
    pub(super) fn serde_words_or_said(&self) -> String {
        match self {
            Self::Said(text) => text.clone(),
            kind => kind.serde_words().unwrap_or_default(),
        }
    }

    /// What serde's visitors (its own types' and those it derives) say they expect when they
    /// expect this: checked against the words a refusal carries, so that a kind is never
    /// assumed of a refusal that says something else. The catalogue's English is the same.
    pub(super) fn serde_words(&self) -> Option<String> {
        Some(match self {
            Self::Struct(name) => format!("struct {name}"),
            Self::Enum(name) => format!("enum {name}"),
            Self::TupleStruct(name) => format!("tuple struct {name}"),
            Self::UnitStruct(name) => format!("unit struct {name}"),
            Self::Sequence => "a sequence".to_owned(),
            Self::Tuple(size) => format!("a tuple of size {size}"),
            Self::Map => "a map".to_owned(),
            Self::Str => "a string".to_owned(),
            Self::FieldIdentifier => "field identifier".to_owned(),
            Self::VariantIdentifier => "variant identifier".to_owned(),
            Self::Bool => "a boolean".to_owned(),
            Self::Char => "a character".to_owned(),
            Self::Number(name) => (*name).to_owned(),
            Self::Unit => "unit".to_owned(),
            Self::Option => "option".to_owned(),
            Self::NewtypeVariant => "newtype variant".to_owned(),
            Self::TupleVariant => "tuple variant".to_owned(),
            Self::StructVariant => "struct variant".to_owned(),
            Self::AttributeReference => ATTRIBUTE_REFERENCE.to_owned(),
            Self::Said(_) => return None,
        })
    }
}

/// What the reader was asked to read: the deserializer method called, and its arguments.
#[derive(Clone, Debug)]
pub(super) enum Asked {
    /// `deserialize_any`, `deserialize_ignored_any`: the visitor alone knows.
    Any,
    /// `deserialize_struct`.
    Struct(&'static str),
    /// `deserialize_enum`.
    Enum(&'static str),
    /// `deserialize_newtype_struct`, `deserialize_tuple_struct`.
    TupleStruct(&'static str),
    /// `deserialize_unit_struct`.
    UnitStruct(&'static str),
    /// `deserialize_seq`.
    Sequence,
    /// `deserialize_tuple`.
    Tuple(usize),
    /// `deserialize_map`.
    Map,
    /// `deserialize_str`, `deserialize_string`.
    Str,
    /// `deserialize_identifier`.
    Identifier,
    /// `deserialize_bool`.
    Bool,
    /// `deserialize_char`.
    Char,
    /// A number method, by the Rust type it names.
    Number(&'static str),
    /// `deserialize_unit`.
    Unit,
    /// `deserialize_option`.
    Option,
    /// `deserialize_bytes`, `deserialize_byte_buf`.
    Bytes,
}

impl Asked {
    /// The kinds a visitor reading for this may say it expects.
    fn kinds(self) -> Vec<Expected> {
        match self {
            Self::Any | Self::Bytes => vec![],
            Self::Struct(name) => vec![Expected::Struct(name.to_owned())],
            Self::Enum(name) => vec![Expected::Enum(name.to_owned())],
            Self::TupleStruct(name) => vec![Expected::TupleStruct(name.to_owned())],
            Self::UnitStruct(name) => vec![Expected::UnitStruct(name.to_owned())],
            Self::Sequence => vec![Expected::Sequence],
            Self::Tuple(size) => vec![Expected::Tuple(size), Expected::Sequence],
            Self::Map => vec![Expected::Map],
            Self::Str => vec![Expected::Str],
            Self::Identifier => vec![Expected::FieldIdentifier, Expected::VariantIdentifier, Expected::Str],
            Self::Bool => vec![Expected::Bool],
            Self::Char => vec![Expected::Char],
            // `usize` (read through `deserialize_u64`) is among the unnamed kinds tried after.
            Self::Number(name) => vec![Expected::Number(name)],
            Self::Unit => vec![Expected::Unit],
            Self::Option => vec![Expected::Option],
        }
    }

    /// Reads with `self` on the stack of what the reader is asked for: a refusal made while
    /// `read` runs, and not inside something read deeper, is typed by `self`.
    pub(super) fn reading<T>(self, read: impl FnOnce() -> T) -> T {
        struct Popped;
        impl Drop for Popped {
            fn drop(&mut self) {
                ASKED.with(|a| a.borrow_mut().pop());
            }
        }
        ASKED.with(|a| a.borrow_mut().push(self));
        let _popped = Popped;
        read()
    }
}

thread_local! {
    /// What the reader is asked for, innermost last.
    static ASKED: RefCell<Vec<Asked>> = const { RefCell::new(Vec::new()) };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::Lang;

    #[test]
    fn found_is_worded_as_serde_describes_it_in_english() {
        for unexp in [
            Unexpected::Bool(true),
            Unexpected::Unsigned(7),
            Unexpected::Signed(-7),
            Unexpected::Float(1.5),
            Unexpected::Char('x'),
            Unexpected::Str("a \"b\""),
            Unexpected::Seq,
            Unexpected::Map,
            Unexpected::Enum,
            Unexpected::UnitVariant,
            Unexpected::NewtypeVariant,
            Unexpected::TupleVariant,
            Unexpected::StructVariant,
            Unexpected::Option,
            Unexpected::NewtypeStruct,
            Unexpected::Other("what"),
        ] {
            let found = Found::of(unexp);
            assert_eq!((found.said().en(), found.serde_words()), (unexp.to_string(), unexp.to_string()));
        }
        assert_eq!(Found::of(Unexpected::Unit).said().en(), "null");
    }

    #[test]
    fn an_expectation_is_typed_by_what_the_reader_was_asked_for() {
        let typed = Asked::Struct("Entity").reading(|| Expected::of(&"struct Entity"));
        assert_eq!(typed, Expected::Struct("Entity".into()));
        assert_eq!(typed.said().get(Lang::Zh), "结构 Entity");
        // serde's words for another kind than the one asked for are kept as they are.
        let kept = Asked::Sequence.reading(|| Expected::of(&"an array of length 3"));
        assert_eq!(kept, Expected::Said("an array of length 3".into()));
        // A name-less kind inside a value serde buffered (the reader was asked for a map).
        assert_eq!(Asked::Map.reading(|| Expected::of(&"u32")), Expected::Number("u32"));
        assert_eq!(Asked::Map.reading(|| Expected::of(&"struct Entity")), Expected::Said("struct Entity".into()));
        // Inside something read deeper, the deeper kind types the refusal; after it, the outer.
        let (inner, outer) = Asked::Map.reading(|| {
            let inner = Asked::Bool.reading(|| Expected::of(&"a boolean"));
            (inner, Expected::of(&"a map"))
        });
        assert_eq!((inner, outer), (Expected::Bool, Expected::Map));
        // The catalogue's English is serde's words.
        for kind in Asked::Struct("E")
            .kinds()
            .into_iter()
            .chain(Asked::Tuple(2).kinds())
            .chain(Asked::Identifier.kinds())
            .chain([
                Expected::Map,
                Expected::Bool,
                Expected::Char,
                Expected::Number("u32"),
                Expected::Unit,
                Expected::Option,
                Expected::Enum("E".into()),
                Expected::TupleStruct("E".into()),
                Expected::UnitStruct("E".into()),
                Expected::NewtypeVariant,
                Expected::TupleVariant,
                Expected::StructVariant,
            ])
        {
            assert_eq!(kind.serde_words(), Some(kind.said().en()), "{kind:?}");
        }
        assert_eq!(Expected::of(&"struct Entity"), Expected::Said("struct Entity".into()), "nothing asked: kept");
    }
}

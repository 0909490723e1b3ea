//! Internally tagged objects (`replication`, `bucket`, `multi`) read through a JSON value.
//!
//! Numbers of a project file are read exactly (serde_json's `arbitrary_precision`), so that
//! an unknown field's `123456789012345678901234567890` or `1e-400` is saved as written. Read
//! straight from the text, such a number reaches an internally tagged enum as a private map
//! (serde buffers the object to find its tag), which no number field takes; read from a
//! [`serde_json::Value`], each number a field holds exactly is given as that number.

use serde::Deserialize;
use serde::de::{DeserializeOwned, Deserializer, Error};

/// Reads `T` (an internally tagged enum, or an `Option` of one) from the JSON value written.
pub(super) fn via_value<'de, D: Deserializer<'de>, T: DeserializeOwned>(d: D) -> Result<T, D::Error> {
    let value = serde_json::Value::deserialize(d)?;
    T::deserialize(&value).map_err(|e| super::shape_check::refusal::<T, D::Error>(&value, &e))
}

/// Reads an optional `T` (an internally tagged enum whose variants without fields serde lets
/// take any field) from the JSON value written, refusing a field not in `known`: the object
/// has no room to keep one, and a field is never dropped without a word.
pub(super) fn strict<'de, D: Deserializer<'de>, T: DeserializeOwned>(
    d: D,
    known: &'static [&'static str],
) -> Result<Option<T>, D::Error> {
    let value = serde_json::Value::deserialize(d)?;
    if let Some(unknown) = value.as_object().and_then(|m| m.keys().find(|k| !known.contains(&k.as_str()))) {
        return Err(D::Error::unknown_field(unknown, known));
    }
    Option::<T>::deserialize(&value).map_err(|e| super::shape_check::refusal::<Option<T>, D::Error>(&value, &e))
}

/// [`strict`] for a multi-valued attribute's `multi` object.
pub(super) fn multi<'de, D: Deserializer<'de>>(d: D) -> Result<Option<super::Multi>, D::Error> {
    strict(d, &["kind", "key"])
}

//! Internally tagged objects (`replication`, `bucket`) read through a JSON value.
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
    serde_json::from_value(value).map_err(D::Error::custom)
}

//! The words of File ▸ Compare with…: since the catalogue of words, fields of the window's one
//! table ([`super::i18n::Strings`], `gui.ftl`), re-exported here so that their readers are
//! unchanged.

pub use super::i18n::tr;

//! Table options as Apache Cassandra 5.0 writes them back: `DESCRIBE` and `system_schema`
//! name every option, each at its default unless set, with the compaction and compression
//! classes in full (`org.apache.cassandra.db.compaction.LeveledCompactionStrategy`) and the
//! thresholds every strategy has. [`canonical_options`] reads a table's options into one form
//! (defaults left out, classes in full, maps sorted), so that what the tool wrote and what the
//! server holds compare equal exactly when the server kept every option as written. Read off
//! Cassandra 5.0.9 by `prove`'s round trip.

use crate::cql::lexer::{Kind, Spacing, lex};
use std::collections::BTreeMap;

/// Options and their 5.0 defaults as CQL text (compared after [`canonical_value`]).
const DEFAULTS: [(&str, &str); 18] = [
    ("additional_write_policy", "'99p'"),
    ("allow_auto_snapshot", "true"),
    ("caching", "{'keys': 'ALL', 'rows_per_partition': 'NONE'}"),
    ("cdc", "false"),
    ("comment", "''"),
    ("compaction", "{'class': 'org.apache.cassandra.db.compaction.SizeTieredCompactionStrategy'}"),
    ("compression", "{'chunk_length_in_kb': '16', 'class': 'org.apache.cassandra.io.compress.LZ4Compressor'}"),
    ("crc_check_chance", "1.0"),
    ("default_time_to_live", "0"),
    ("extensions", "{}"),
    ("gc_grace_seconds", "864000"),
    ("incremental_backups", "true"),
    ("max_index_interval", "2048"),
    ("memtable", "'default'"),
    ("memtable_flush_period_in_ms", "0"),
    ("min_index_interval", "128"),
    ("read_repair", "'BLOCKING'"),
    ("speculative_retry", "'99p'"),
];

/// The compaction sub-options every strategy reports at these values when not set.
const COMPACTION_DEFAULTS: [(&str, &str); 2] = [("max_threshold", "32"), ("min_threshold", "4")];

/// A table's options in one form: names lower case, values canonical ([`canonical_value`]),
/// and every option at its 5.0 default left out (`bloom_filter_fp_chance` defaults to 0.1
/// under leveled compaction, 0.01 otherwise).
pub fn canonical_options(options: &BTreeMap<String, String>) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for (k, v) in options {
        let k = k.to_ascii_lowercase();
        out.insert(k.clone(), canonical_value(&k, v));
    }
    let leveled = out.get("compaction").is_some_and(|c| c.contains("LeveledCompactionStrategy"));
    let defaults: BTreeMap<String, String> = DEFAULTS
        .iter()
        .map(|(k, v)| ((*k).to_owned(), canonical_value(k, v)))
        .chain(std::iter::once((
            "bloom_filter_fp_chance".to_owned(),
            canonical_value("", if leveled { "0.1" } else { "0.01" }),
        )))
        .collect();
    out.retain(|k, v| defaults.get(k) != Some(v));
    out
}

/// An option's value in one form: a number as a decimal (`1` and `1.0` alike), a string's
/// content quoted, `NNpercentile` as `NNp`, a map's entries sorted with compaction and
/// compression classes in full and the compaction thresholds at their defaults left out.
pub fn canonical_value(option: &str, value: &str) -> String {
    let tokens = lex(value, Spacing::Script);
    if tokens.first().is_some_and(|t| t.is_punct('{')) {
        let mut map: BTreeMap<String, String> = BTreeMap::new();
        let inner = tokens.get(1..tokens.len().saturating_sub(1)).unwrap_or_default();
        for entry in inner.split(|t| t.is_punct(',')) {
            if let [k, colon, v @ ..] = entry {
                if colon.is_punct(':') {
                    let text: String = v.iter().map(|t| t.text.as_str()).collect();
                    map.insert(k.text.clone(), text);
                }
            }
        }
        if let Some(class) = map.get_mut("class") {
            if !class.contains('.') {
                let package = if option == "compression" {
                    "org.apache.cassandra.io.compress."
                } else {
                    "org.apache.cassandra.db.compaction."
                };
                *class = format!("{package}{class}");
            }
        }
        if option == "caching" {
            // A caching map that names one of the two settings: the server keeps the other
            // at NONE (seen on 5.0.9: {'rows_per_partition': 'ALL'} reads back with 'keys': 'NONE').
            for k in ["keys", "rows_per_partition"] {
                map.entry(k.to_owned()).or_insert_with(|| "NONE".to_owned());
            }
        }
        if option == "compaction" {
            for (k, v) in COMPACTION_DEFAULTS {
                if map.get(k).is_some_and(|x| number(x) == number(v)) {
                    map.remove(k);
                }
            }
        }
        let entries: Vec<String> = map.iter().map(|(k, v)| format!("'{k}': '{}'", scalar(v))).collect();
        return format!("{{{}}}", entries.join(", "));
    }
    match tokens.as_slice() {
        [t] if t.kind == Kind::Str => format!("'{}'", scalar(&t.text)),
        [t] => scalar(&t.text),
        _ => value.trim().to_owned(),
    }
}

/// The name Cassandra gives an index created without one: `<table>_<column>_idx`, every
/// character that is not a letter, digit or `_` left out (`IndexMetadata`'s default name).
pub fn default_index_name(table: &str, column: &str) -> String {
    format!("{table}_{column}_idx").chars().filter(|c| c.is_alphanumeric() || *c == '_').collect()
}

/// An index class as the server writes it back: the short names of the built-in ones
/// (`sai`, `StorageAttachedIndex`, `SASIIndex`) in full.
pub fn canonical_index_class(class: &str) -> String {
    match class.to_ascii_lowercase().as_str() {
        "sai" | "storageattachedindex" => "org.apache.cassandra.index.sai.StorageAttachedIndex".to_owned(),
        "sasiindex" => "org.apache.cassandra.index.sasi.SASIIndex".to_owned(),
        _ => class.to_owned(),
    }
}

fn number(text: &str) -> Option<f64> {
    text.parse::<f64>().ok()
}

/// A scalar's text: numbers as decimals, `95percentile` as `95p`.
fn scalar(text: &str) -> String {
    if let Some(n) = number(text) {
        return format!("{n}");
    }
    if let Some(p) = text.strip_suffix("percentile").filter(|p| number(p).is_some()) {
        return format!("{p}p");
    }
    text.to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opts(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
        pairs.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect()
    }

    #[test]
    fn what_the_server_writes_back_equals_what_was_written() {
        // As `DESCRIBE` on 5.0.9 writes a table created `WITH compaction = {'class':
        // 'LeveledCompactionStrategy'} AND comment = 'Q1' AND speculative_retry = '95percentile'`.
        let server = opts(&[
            ("additional_write_policy", "'99p'"),
            ("bloom_filter_fp_chance", "0.1"),
            ("caching", "{'keys': 'ALL', 'rows_per_partition': 'NONE'}"),
            ("comment", "'Q1'"),
            (
                "compaction",
                "{'class': 'org.apache.cassandra.db.compaction.LeveledCompactionStrategy', 'max_threshold': '32', 'min_threshold': '4'}",
            ),
            ("compression", "{'chunk_length_in_kb': '16', 'class': 'org.apache.cassandra.io.compress.LZ4Compressor'}"),
            ("crc_check_chance", "1.0"),
            ("gc_grace_seconds", "864000"),
            ("speculative_retry", "'95p'"),
        ]);
        let written = opts(&[
            ("compaction", "{ 'class' :  'LeveledCompactionStrategy'  }"),
            ("comment", "'Q1'"),
            ("speculative_retry", "'95percentile'"),
        ]);
        assert_eq!(canonical_options(&server), canonical_options(&written));
        assert_eq!(canonical_options(&written).len(), 3);
    }

    #[test]
    fn index_names_and_classes_as_the_server_gives_them() {
        assert_eq!(default_index_name("products", "brand"), "products_brand_idx");
        assert_eq!(default_index_name("Users", "e-mail"), "Users_email_idx");
        assert_eq!(
            canonical_index_class("StorageAttachedIndex"),
            "org.apache.cassandra.index.sai.StorageAttachedIndex"
        );
        assert_eq!(canonical_index_class("com.example.Other"), "com.example.Other");
    }

    #[test]
    fn a_changed_option_still_differs() {
        let a = opts(&[("gc_grace_seconds", "3600")]);
        assert_eq!(canonical_options(&a).get("gc_grace_seconds").map(String::as_str), Some("3600"));
        let b = opts(&[("compaction", "{'class': 'SizeTieredCompactionStrategy', 'max_threshold': '64'}")]);
        assert!(canonical_options(&b).contains_key("compaction"));
        assert!(canonical_options(&opts(&[("bloom_filter_fp_chance", "0.1")])).contains_key("bloom_filter_fp_chance"));
    }
}

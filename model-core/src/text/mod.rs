//! Texts for the user in the interface's two languages: English and Simplified Chinese.
//!
//! The one place where model-core decides what a message says in which language. A message
//! for the user (a diagnostic, its fix, an import note, a load error, a remedy) is built once,
//! at its call site, in both languages from the same arguments with [`text!`](crate::text!):
//!
//! ```
//! # use model_core::text::{Lang, Text};
//! let name = "hotels_by_poi";
//! let t = model_core::text!("table {name} serves no query", "表 {name} 不服务于任何查询");
//! assert_eq!(t.en(), "table hotels_by_poi serves no query");
//! assert_eq!(t.get(Lang::Zh), "表 hotels_by_poi 不服务于任何查询");
//! ```
//!
//! English stays the text of record: the command line, its `--json` output and every
//! English field (`Diagnostic::message`, `ImportNote::message`...) are English; the Chinese
//! rendering is asked for with `message_in(Lang::Zh)` and the like. Identifiers, CQL
//! keywords and names stay as they are inside the Chinese text.

use std::fmt;

/// A language the interface speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English: the command line's language and the fallback.
    #[default]
    En,
    /// Simplified Chinese.
    Zh,
}

impl Lang {
    /// Both languages.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Zh];
}

/// A text in English and, when translated, in Simplified Chinese.
///
/// Built with [`text!`](crate::text!) (both renderings) or converted from a `String`/`&str`
/// (English only: [`Text::get`] then falls back to English, and the translation tests flag
/// the message).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Text {
    en: String,
    zh: Option<String>,
}

impl Text {
    /// A text in both languages.
    pub fn new(en: impl Into<String>, zh: impl Into<String>) -> Self {
        Self { en: en.into(), zh: Some(zh.into()) }
    }

    /// A text known only in English.
    pub fn english(en: impl Into<String>) -> Self {
        Self { en: en.into(), zh: None }
    }

    /// The English rendering.
    pub fn en(&self) -> &str {
        &self.en
    }

    /// The Chinese rendering, if there is one.
    pub fn zh(&self) -> Option<&str> {
        self.zh.as_deref()
    }

    /// The rendering in `lang`; English when there is no Chinese one.
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::Zh => self.zh.as_deref().unwrap_or(&self.en),
        }
    }

    /// `true` when both renderings exist.
    pub fn is_translated(&self) -> bool {
        self.zh.is_some()
    }

    /// Appends `more` to both renderings (a Chinese rendering is kept only when both have one).
    pub fn push(&mut self, more: &Text) {
        self.en.push_str(&more.en);
        self.zh = match (self.zh.take(), &more.zh) {
            (Some(mut a), Some(b)) => {
                a.push_str(b);
                Some(a)
            }
            _ => None,
        };
    }

    /// Splits into the English and the (optional) Chinese rendering.
    pub fn into_parts(self) -> (String, Option<String>) {
        (self.en, self.zh)
    }

    /// `subject: what` in both languages (`Q1: …` and `Q1：…`).
    pub fn labelled(subject: &str, what: &Text) -> Text {
        let zh = what.zh.as_ref().map(|zh| format!("{subject}：{zh}"));
        Text { en: format!("{subject}: {}", what.en), zh }
    }

    /// Joins texts with a separator in each language.
    pub fn join(parts: &[Text], en_sep: &str, zh_sep: &str) -> Text {
        let en = parts.iter().map(|p| p.en.as_str()).collect::<Vec<_>>().join(en_sep);
        let zh = parts.iter().map(|p| p.zh.as_deref()).collect::<Option<Vec<_>>>().map(|z| z.join(zh_sep));
        Text { en, zh }
    }
}

impl From<String> for Text {
    fn from(en: String) -> Self {
        Self::english(en)
    }
}

impl From<&str> for Text {
    fn from(en: &str) -> Self {
        Self::english(en)
    }
}

impl From<&String> for Text {
    fn from(en: &String) -> Self {
        Self::english(en.clone())
    }
}

impl fmt::Display for Text {
    /// The English rendering.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.en)
    }
}

/// A [`Text`] in English and Simplified Chinese from two format strings over the same
/// arguments: `text!("table {name} …", "表 {name} …")`. Extra arguments are passed to both
/// (`text!("{} rows", "{} 行", n)`).
#[macro_export]
macro_rules! text {
    ($en:literal, $zh:literal $(,)?) => {
        $crate::text::Text::new(format!($en), format!($zh))
    };
    ($en:literal, $zh:literal, $($arg:expr),+ $(,)?) => {
        $crate::text::Text::new(format!($en, $($arg),+), format!($zh, $($arg),+))
    };
}

/// The English words of a text, for tests that check a Chinese rendering: runs of ASCII
/// letters that are not part of an identifier-like token (one with `_`, `.`, a digit or an
/// upper-case letter after the first), nor quoted as code in backticks, nor in `allowed`
/// (the names and identifiers the message was built from), nor a CQL keyword or type.
pub fn english_words<'a>(text: &'a str, allowed: &[&str]) -> Vec<&'a str> {
    const CQL: &[&str] = &[
        "ALLOW",
        "FILTERING",
        "ORDER",
        "BY",
        "CLUSTERING",
        "STATIC",
        "PRIMARY",
        "KEY",
        "COMPACT",
        "STORAGE",
        "IN",
        "CQL",
        "UTF",
        "JSON",
        "KDM",
        "XML",
        "ER",
        "IDX",
        "TTL",
        "SimpleStrategy",
        "NetworkTopologyStrategy",
        "replication_factor",
        "gc_grace_seconds",
        "schema",
        "cql",
        "text",
        "int",
        "bigint",
        "smallint",
        "tinyint",
        "varint",
        "float",
        "double",
        "decimal",
        "boolean",
        "uuid",
        "timeuuid",
        "timestamp",
        "date",
        "time",
        "duration",
        "blob",
        "ascii",
        "inet",
        "counter",
        "list",
        "set",
        "map",
        "frozen",
        "tuple",
        "vector",
        "KEYS_JSON",
        "Nr",
        "Nv",
        "St",
        "Nc",
        "Npk",
        "Ns",
        "bytes",
        "kB",
        "MB",
        "GB",
        "NaN",
        "inf",
        "Keyspace",
        "Studio",
        "MR",
        "asc",
        "desc",
        "ASC",
        "DESC",
        "app",
        "AND",
        "WITH",
        "CREATE",
        "TABLE",
        "INDEX",
        "TYPE",
        "KEYSPACE",
        "SELECT",
        "WHERE",
        "LIMIT",
        "SASI",
        "ENTRIES",
        "FULL",
        "VALUES",
        "replication",
        "class",
        "e",
        "g",
        "true",
        "false",
        "null",
        "Cassandra",
        "keys",
        "values",
        "entries",
        "full",
        // The name of the artificial bucket column derivation adds.
        "bucket",
    ];
    let mut out = Vec::new();
    let outside_code = text.split('`').step_by(2);
    for token in outside_code.flat_map(|part| part.split(|c: char| c.is_whitespace() || "，。；：、（）()[]{}<>,;:!?\"'“”‘’=+*/÷→·…|".contains(c)))
    {
        if token.is_empty() || allowed.iter().any(|a| a.split_whitespace().any(|w| w == token) || *a == token) {
            continue;
        }
        let identifier_like = token.contains(['_', '.', '-', '$', '#', '@', '\\', '&', '%'])
            || token.chars().any(|c| c.is_ascii_digit())
            || token.chars().skip(1).any(|c| c.is_ascii_uppercase());
        if identifier_like || !token.is_ascii() {
            // Mixed tokens: check the ASCII-letter runs that stand between Chinese characters.
            if !token.is_ascii() {
                for run in token.split(|c: char| !c.is_ascii_alphabetic()) {
                    if run.len() > 1 && !CQL.contains(&run) && !allowed.iter().any(|a| a.split_whitespace().any(|w| w == run)) {
                        out.push(run);
                    }
                }
            }
            continue;
        }
        if token.chars().all(|c| c.is_ascii_alphabetic()) && token.len() > 1 && !CQL.contains(&token) {
            out.push(token);
        }
    }
    out
}

#[cfg(test)]
mod coverage;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_renderings_from_the_same_arguments() {
        let n = 3;
        let t = crate::text!("{n} tables", "{n} 张表");
        assert_eq!((t.en(), t.get(Lang::Zh), t.get(Lang::En)), ("3 tables", "3 张表", "3 tables"));
        let t = crate::text!("{} of {}", "{1}的{0}", "a", "b");
        assert_eq!(t.get(Lang::Zh), "b的a");
    }

    #[test]
    fn untranslated_text_falls_back_to_english_and_says_so() {
        let t = Text::from("only English");
        assert!(!t.is_translated());
        assert_eq!(t.get(Lang::Zh), "only English");
        let mut a = crate::text!("a", "甲");
        a.push(&crate::text!("b", "乙"));
        assert_eq!((a.en(), a.zh()), ("ab", Some("甲乙")));
        a.push(&Text::from("c"));
        assert!(!a.is_translated());
        let j = Text::join(&[crate::text!("x", "十"), crate::text!("y", "一")], "; ", "；");
        assert_eq!((j.en(), j.zh()), ("x; y", Some("十；一")));
    }

    #[test]
    fn english_words_skips_names_identifiers_and_cql() {
        let words = english_words("表 hotels_by_poi 需要 ALLOW FILTERING：Q1 的 hotel 不在 table 中", &["hotel"]);
        assert_eq!(words, vec!["table"]);
        assert_eq!(english_words("分区键 (id)：没有 bucket", &["id", "bucket"]), Vec::<&str>::new());
        assert_eq!(english_words("需要equality搜索", &[]), vec!["equality"]);
    }
}

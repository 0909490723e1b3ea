//! Texts for the user, as typed values worded only in the language shown.
//!
//! A message model-core shows (a diagnostic and its fix, an import note, an estimate factor,
//! a change between two models...) is made where the problem is found as a typed value: a
//! [`Message`], its id and its named arguments (the names and figures it is built from), made
//! with [`crate::msg!`]. Nothing is worded then. [`Text::get`] words it in the language asked,
//! through that language's `.ftl` files (`model-core/locales/<tag>/<area>.ftl`, Project Fluent,
//! embedded in the binary by `locales`; docs/translating.md).
//!
//! ```
//! # use model_core::msg;
//! # use model_core::text::Lang;
//! let t = msg!("analysis-table-serves-no-query", name = "hotels_by_poi");
//! assert_eq!(t.en(), "table hotels_by_poi serves no query: every write to it costs and nothing reads it");
//! assert_eq!(t.get(Lang::Zh), "表 hotels_by_poi 不服务于任何查询：对它的每次写入都有代价，却没有读取");
//! ```
//!
//! English stays the text of record: the command line and its `--json` output are English.
//! Identifiers, CQL keywords and names stay as they are inside the Chinese text.
//!
//! Errors whose type belongs to another module (an edit's refusal, a load error...) are made
//! messages by that module (`EditError::said`), so this module imports none of them.
//!
//! [`worded`] counts, per thread, how many messages were worded in each language: tests use it
//! to prove that nothing words a language that is not shown.

#[cfg(any(test, feature = "testing"))]
mod english_words;
mod locales;
mod message;

#[cfg(any(test, feature = "testing"))]
pub use english_words::english_words;
pub use message::{Arg, Message};

use std::cell::Cell;
use std::fmt;

/// A language the interface speaks: one folder of `.ftl` files under `model-core/locales/`,
/// named by its BCP 47 tag. The languages are the folders found when the program is built
/// ([`Lang::ALL`]), so a translator adds one without Rust (docs/translating.md).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Lang(&'static str);

#[allow(non_upper_case_globals)]
impl Lang {
    /// English: the command line's language and the fallback.
    pub const En: Lang = Lang("en");
    /// Simplified Chinese.
    pub const Zh: Lang = Lang("zh-CN");
    /// Every language of the catalogue, English first.
    pub const ALL: [Lang; locales::LANG_COUNT] = locales::LANGS;

    /// The BCP 47 tag of the language, the name of its folder of `.ftl` files
    /// (`model-core/locales/en`, `model-core/locales/zh-CN`).
    pub fn tag(self) -> &'static str {
        self.0
    }

    /// The language's place in [`Lang::ALL`].
    pub(crate) fn index(self) -> usize {
        Lang::ALL.iter().position(|l| *l == self).unwrap_or(0)
    }

    /// The language's name in its own script ("English", "简体中文"), as a language menu
    /// shows it whatever the current language: its catalogue's `language-name`.
    pub fn native_name(self) -> String {
        Message::new("language-name").word(self)
    }

    /// The language of a saved tag or a locale name (`zh-CN`, `zh_CN.UTF-8`, `en_US`...): the
    /// language whose tag has the same primary subtag, English for other real locales; `None`
    /// for an empty value or the POSIX locales `C` and `POSIX`, which say nothing about the
    /// language.
    pub fn from_tag(tag: &str) -> Option<Self> {
        let primary = |t: &str| t.trim().split(['_', '-', '.', '@']).next().unwrap_or_default().to_ascii_lowercase();
        let base = primary(tag);
        if base.is_empty() || base == "c" || base == "posix" {
            return None;
        }
        Some(Lang::ALL.into_iter().find(|l| primary(l.tag()) == base).unwrap_or(Lang::En))
    }
}

impl Default for Lang {
    /// English.
    fn default() -> Self {
        Lang::En
    }
}

impl fmt::Debug for Lang {
    /// The tag (`en`, `zh-CN`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

thread_local! {
    static WORDED: [Cell<u64>; locales::LANG_COUNT] = const { [const { Cell::new(0) }; locales::LANG_COUNT] };
}

/// Records that a message was worded in `lang` (for [`worded`]).
pub(crate) fn count_worded(lang: Lang) {
    WORDED.with(|w| w[lang.index()].set(w[lang.index()].get() + 1));
}

/// How many messages this thread worded in `lang` so far.
pub fn worded(lang: Lang) -> u64 {
    WORDED.with(|w| w[lang.index()].get())
}

/// A separator between the parts of a [`Text::join`], worded per language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Separator {
    /// Between clauses (`; `).
    Semicolon,
    /// Between items of a list (`, `).
    Comma,
    /// Between the items of a short list read as one (` and `).
    And,
    /// Between names read as one in every language (` and `, `和`).
    AndWord,
    /// Between alternatives (` or `).
    Or,
}

impl Separator {
    /// Its message's id.
    fn id(self) -> &'static str {
        match self {
            Separator::Semicolon => "text-separator-semicolon",
            Separator::Comma => "text-separator-comma",
            Separator::And => "text-separator-and",
            Separator::AndWord => "text-separator-and-word",
            Separator::Or => "text-separator-or",
        }
    }
}

/// A text for the user, worded when shown.
#[derive(Clone, Debug)]
pub enum Text {
    /// A message of the catalogue (`.ftl` files), made with [`crate::msg!`].
    Message(Box<Message>),
    /// Words that are the same in every language: a name, a figure, a file's own text.
    Verbatim(String),
    /// Words known only in English (an operating system's message, a third-party parser's):
    /// shown as they are, and flagged by the translation tests.
    English(String),
    /// Texts one after the other.
    Concat(Vec<Text>),
    /// Texts with a separator between them.
    Joined(Vec<Text>, Separator),
    /// `subject: what` (`Q1: …`, `Q1：…`).
    Labelled(String, Box<Text>),
    /// `line L, column C: what`, a place in a file.
    At(usize, usize, Box<Text>),
}

impl Text {
    /// The empty text.
    pub fn empty() -> Self {
        Text::Verbatim(String::new())
    }

    /// Words that are the same in every language (a name, a figure).
    pub fn verbatim(words: impl Into<String>) -> Self {
        Text::Verbatim(words.into())
    }

    /// The English rendering.
    pub fn en(&self) -> String {
        self.get(Lang::En)
    }

    /// The rendering in `lang` (a part known only in English stays English).
    pub fn get(&self, lang: Lang) -> String {
        let mut out = String::new();
        self.write(lang, &mut out);
        out
    }

    fn write(&self, lang: Lang, out: &mut String) {
        match self {
            Text::Message(m) => {
                count_worded(lang);
                out.push_str(&m.word(lang));
            }
            Text::Verbatim(s) | Text::English(s) => out.push_str(s),
            Text::Concat(parts) => parts.iter().for_each(|p| p.write(lang, out)),
            Text::Joined(parts, sep) => {
                let sep = Message::new(sep.id()).word(lang);
                for (i, p) in parts.iter().enumerate() {
                    if i > 0 {
                        out.push_str(&sep);
                    }
                    p.write(lang, out);
                }
            }
            Text::Labelled(subject, what) => {
                out.push_str(
                    &Message::new("text-labelled").arg("subject", subject).arg("what", what.get(lang)).word(lang),
                );
            }
            Text::At(line, column, what) => {
                let m = Message::new("text-at").arg("line", line.to_string()).arg("column", column.to_string());
                out.push_str(&m.arg("what", what.get(lang)).word(lang));
            }
        }
    }

    /// The Chinese rendering, when every part has one.
    pub fn zh(&self) -> Option<String> {
        self.is_translated().then(|| self.get(Lang::Zh))
    }

    /// `true` when no part is known only in English.
    pub fn is_translated(&self) -> bool {
        match self {
            Text::English(_) => false,
            Text::Message(_) | Text::Verbatim(_) => true,
            Text::Concat(parts) | Text::Joined(parts, _) => parts.iter().all(Text::is_translated),
            Text::Labelled(_, what) | Text::At(_, _, what) => what.is_translated(),
        }
    }

    /// `true` for a text with nothing to word.
    pub fn is_empty(&self) -> bool {
        match self {
            Text::Verbatim(s) | Text::English(s) => s.is_empty(),
            Text::Concat(parts) | Text::Joined(parts, _) => parts.iter().all(Text::is_empty),
            Text::Message(_) | Text::Labelled(..) | Text::At(..) => false,
        }
    }

    /// Appends `more`.
    pub fn push(&mut self, more: &Text) {
        match self {
            Text::Concat(parts) => parts.push(more.clone()),
            _ => {
                let first = std::mem::take(self);
                *self = Text::Concat(vec![first, more.clone()]);
            }
        }
    }

    /// This text followed by `more`.
    #[must_use]
    pub fn then(mut self, more: impl Into<Text>) -> Text {
        self.push(&more.into());
        self
    }

    /// `subject: what` in every language (`Q1: …` and `Q1：…`).
    pub fn labelled(subject: &str, what: &Text) -> Text {
        Text::Labelled(subject.to_owned(), Box::new(what.clone()))
    }

    /// `line L, column C: what` in every language.
    pub fn at(line: usize, column: usize, what: &Text) -> Text {
        Text::At(line, column, Box::new(what.clone()))
    }

    /// The parts with a separator between them.
    pub fn join(parts: &[Text], separator: Separator) -> Text {
        Text::Joined(parts.to_vec(), separator)
    }

    /// A key that identifies the text without wording it (for ordering and equality).
    fn key(&self) -> TextKey<'_> {
        match self {
            Text::Message(m) => TextKey::Message(m),
            Text::Verbatim(s) => TextKey::Verbatim(s),
            Text::English(s) => TextKey::English(s),
            Text::Concat(p) => TextKey::Concat(p.iter().map(Text::key).collect()),
            Text::Joined(p, sep) => TextKey::Joined(p.iter().map(Text::key).collect(), *sep),
            Text::Labelled(s, w) => TextKey::Labelled(s, Box::new(w.key())),
            Text::At(l, c, w) => TextKey::At(*l, *c, Box::new(w.key())),
        }
    }
}

/// What [`Text`]'s equality, order and hash compare: the typed values, never their words.
#[derive(PartialEq, Eq, PartialOrd, Ord, Hash)]
enum TextKey<'a> {
    Message(&'a Message),
    Verbatim(&'a str),
    English(&'a str),
    Concat(Vec<TextKey<'a>>),
    Joined(Vec<TextKey<'a>>, Separator),
    Labelled(&'a str, Box<TextKey<'a>>),
    At(usize, usize, Box<TextKey<'a>>),
}

impl PartialEq for Text {
    fn eq(&self, other: &Self) -> bool {
        self.key() == other.key()
    }
}

impl Eq for Text {}

impl PartialOrd for Text {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Text {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.key().cmp(&other.key())
    }
}

impl std::hash::Hash for Text {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.key().hash(state);
    }
}

impl Default for Text {
    fn default() -> Self {
        Text::empty()
    }
}

impl From<String> for Text {
    /// Words known only in English.
    fn from(en: String) -> Self {
        Text::English(en)
    }
}

impl From<&str> for Text {
    /// Words known only in English.
    fn from(en: &str) -> Self {
        Text::English(en.to_owned())
    }
}

impl From<&String> for Text {
    /// Words known only in English.
    fn from(en: &String) -> Self {
        Text::English(en.clone())
    }
}

impl fmt::Display for Text {
    /// The English rendering.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.en())
    }
}

impl serde::Serialize for Text {
    /// The English rendering (the `--json` output's language).
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.en())
    }
}

#[cfg(test)]
mod catalogue_tests;
#[cfg(test)]
mod errors_tests;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_languages_are_the_folders_of_the_catalogue_english_first() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
        let mut folders: Vec<String> = std::fs::read_dir(&root)
            .expect("locales")
            .filter_map(|e| e.ok())
            .filter(|e| e.path().is_dir())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        folders.sort_by_key(|t| (t != "en", t.clone()));
        let tags: Vec<&str> = Lang::ALL.iter().map(|l| l.tag()).collect();
        assert_eq!(tags, folders);
        assert_eq!(Lang::ALL[0], Lang::En);
        assert_eq!(Lang::from_tag("zh_CN.UTF-8"), Some(Lang::Zh));
        assert_eq!(format!("{:?}", Lang::Zh), "zh-CN");
    }
    use crate::msg;

    #[test]
    fn a_message_is_worded_only_in_the_language_asked() {
        let t = msg!("analysis-table-serves-no-query", name = "hotels_by_poi");
        let (en0, zh0) = (worded(Lang::En), worded(Lang::Zh));
        assert_eq!(t.get(Lang::Zh), "表 hotels_by_poi 不服务于任何查询：对它的每次写入都有代价，却没有读取");
        assert_eq!((worded(Lang::En), worded(Lang::Zh)), (en0, zh0 + 1));
        assert_eq!(t.en(), "table hotels_by_poi serves no query: every write to it costs and nothing reads it");
        assert_eq!((worded(Lang::En), worded(Lang::Zh)), (en0 + 1, zh0 + 1));
    }

    #[test]
    fn composites_word_their_parts_and_separators_per_language() {
        let a = msg!("analysis-table-serves-no-query", name = "t1");
        let b = msg!("analysis-table-serves-no-query", name = "t2");
        let j = Text::join(&[a.clone(), b], Separator::Semicolon);
        let (a_en, b_en) = (
            "table t1 serves no query: every write to it costs and nothing reads it",
            "table t2 serves no query: every write to it costs and nothing reads it",
        );
        assert_eq!(j.en(), format!("{a_en}; {b_en}"));
        assert!(j.get(Lang::Zh).starts_with("表 t1 不服务于任何查询：") && j.get(Lang::Zh).contains("；表 t2"));
        let l = Text::labelled("Q1", &a);
        assert_eq!(l.en(), format!("Q1: {a_en}"));
        assert!(l.get(Lang::Zh).starts_with("Q1：表 t1"));
    }

    #[test]
    fn untranslated_text_falls_back_to_english_and_says_so() {
        let t = Text::from("only English");
        assert!(!t.is_translated());
        assert_eq!(t.get(Lang::Zh), "only English");
        let mut a = Text::verbatim("hotels");
        assert!(a.is_translated());
        a.push(&Text::from(" and more"));
        assert!(!a.is_translated());
        assert_eq!(a.get(Lang::Zh), "hotels and more");
    }

    #[test]
    fn equality_and_order_compare_the_typed_values_without_wording_them() {
        let a = msg!("analysis-table-serves-no-query", name = "a");
        let b = msg!("analysis-table-serves-no-query", name = "b");
        let (en0, zh0) = (worded(Lang::En), worded(Lang::Zh));
        assert!(a < b && a != b && a == a.clone());
        assert_eq!((worded(Lang::En), worded(Lang::Zh)), (en0, zh0));
    }
}

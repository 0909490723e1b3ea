//! The window's words: the table [`Strings`] of every text the window shows, one field per
//! message of the catalogue's `gui.ftl` (`model-core/locales/<lang>/gui.ftl`, generated into
//! this module by `app/build.rs`, so a field without a message does not compile). Texts with
//! `{0}`, `{1}`... are filled by [`fill`]. Words of model-core's own messages come from
//! model-core (`Text::get`).

use model_core::text::{Lang, Message};
use std::cell::Cell;
use std::sync::LazyLock;

include!(concat!(env!("OUT_DIR"), "/gui_strings.rs"));

/// The message `id` of `lang`'s catalogue, with its arguments `$a`, `$b`... shown as `{0}`,
/// `{1}`... for [`fill`]; kept for the life of the process (one table per language).
fn word(lang: Lang, id: &'static str) -> &'static str {
    let m =
        ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"].iter().enumerate().fold(Message::new(id), |m, (i, name)| m.arg(name, format!("{{{i}}}")));
    Box::leak(m.word(lang).into_boxed_str())
}

/// English.
pub static EN: LazyLock<Strings> = LazyLock::new(|| Strings::load(Lang::En));

/// Simplified Chinese.
pub static ZH: LazyLock<Strings> = LazyLock::new(|| Strings::load(Lang::Zh));

/// Every entry as (name, English, Chinese), for checks over all strings.
pub fn all_entries() -> Vec<(&'static str, &'static str, &'static str)> {
    FIELDS.iter().zip(EN.all()).zip(ZH.all()).map(|((name, en), zh)| (*name, en, zh)).collect()
}

/// The languages the UI can show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Language {
    /// English.
    English,
    /// Simplified Chinese.
    Chinese,
}

impl Language {
    /// Every language, in code order.
    pub const ALL: [Language; 2] = [Language::English, Language::Chinese];

    /// The language's name in its own script, as the Language menu shows it whatever the
    /// current language ("English", "简体中文").
    pub fn native_name(self) -> &'static str {
        match self {
            Self::English => "English",
            Self::Chinese => "简体中文",
        }
    }

    /// The BCP 47 tag the choice is saved under (`en`, `zh-CN`).
    pub fn tag(self) -> &'static str {
        match self {
            Self::English => "en",
            Self::Chinese => "zh-CN",
        }
    }

    /// The language of a saved tag or a locale name (`zh-CN`, `zh_CN.UTF-8`, `en_US`...):
    /// Chinese for any `zh` locale, English for other real locales; `None` for an empty
    /// value or the POSIX locales `C` and `POSIX`, which say nothing about the language.
    pub fn from_tag(tag: &str) -> Option<Self> {
        let tag = tag.trim();
        let base = tag.split(['_', '-', '.', '@']).next().unwrap_or_default();
        if base.is_empty() || base.eq_ignore_ascii_case("c") || base.eq_ignore_ascii_case("posix") {
            None
        } else if base.eq_ignore_ascii_case("zh") {
            Some(Self::Chinese)
        } else {
            Some(Self::English)
        }
    }

    /// The language the texts of model-core (diagnostics, load errors...) are asked in.
    pub fn text_lang(self) -> model_core::text::Lang {
        match self {
            Self::English => model_core::text::Lang::En,
            Self::Chinese => model_core::text::Lang::Zh,
        }
    }
}

thread_local! {
    /// The language this thread looks texts up in: set from the window's state (see
    /// [`use_language`]), never shared between threads, so windows (and tests) on different
    /// threads each speak their own.
    static LANGUAGE: Cell<Language> = const { Cell::new(Language::English) };
}

/// Makes `language` the one [`tr`] and [`language`] answer on this thread. The window calls
/// it with the language its state holds when it is made, when the language changes and at
/// the start of every frame; nothing else does.
pub fn use_language(language: Language) {
    LANGUAGE.with(|l| l.set(language));
}

/// The texts of the current language.
pub fn tr() -> &'static Strings {
    texts(language())
}

/// The texts of `language`.
pub fn texts(language: Language) -> &'static Strings {
    match language {
        Language::English => &EN,
        Language::Chinese => &ZH,
    }
}

/// The language the window on this thread shows (English before a window set one).
pub fn language() -> Language {
    LANGUAGE.with(Cell::get)
}

/// A diagnostic's severity, as the diagnostics panel names it.
pub fn severity_name(severity: model_core::Severity) -> &'static str {
    let s = tr();
    match severity {
        model_core::Severity::Error => s.severity_error,
        model_core::Severity::Warning => s.severity_warning,
        model_core::Severity::Info => s.severity_info,
    }
}

/// A primary-key alternative's reason in the interface language (worded by model-core from
/// its typed reason).
pub fn alternative_summary(alt: &model_core::logical::Alternative) -> String {
    alt.reason.said().get(language().text_lang())
}

/// Why an edit was refused, for the status bar.
pub fn edit_error(err: &model_core::edit::EditError) -> String {
    use model_core::edit::EditError;
    let s = tr();
    match err {
        EditError::NotFound { kind, id } => {
            use model_core::ids::Thing;
            let kind = match *kind {
                Thing::Entity => s.entity,
                Thing::Relationship => s.relationship,
                Thing::Attribute => s.attribute,
                Thing::Query => s.query,
                Thing::Keyspace => s.keyspace,
                Thing::Transition | Thing::Table | Thing::Specialisation => s.kind_thing,
            };
            fill(s.edit_not_found, &[kind, id])
        }
        EditError::DuplicateId(id) => fill(s.edit_duplicate_id, &[id]),
        EditError::Invalid(why) => fill(s.edit_invalid, &[&why.said().get(language().text_lang())]),
        EditError::Limit(why) => fill(s.edit_invalid, &[&why.said().get(language().text_lang())]),
    }
}

/// Why a file could not be written (`path: reason`), the common causes in words.
pub fn write_error(path: &std::path::Path, err: &std::io::Error) -> String {
    use std::io::ErrorKind;
    let s = tr();
    let other = err.to_string();
    let reason = match err.kind() {
        ErrorKind::NotFound => s.io_not_found.to_owned(),
        ErrorKind::PermissionDenied => s.io_permission_denied.to_owned(),
        ErrorKind::ReadOnlyFilesystem => s.io_read_only.to_owned(),
        ErrorKind::StorageFull => s.io_storage_full.to_owned(),
        _ => fill(s.io_other, &[&other]),
    };
    fill(s.write_failed, &[&path.display().to_string(), &reason])
}

/// Replaces `{0}`, `{1}`, ... in `template` with `args`.
pub fn fill(template: &str, args: &[&str]) -> String {
    let mut out = template.to_owned();
    for (i, a) in args.iter().enumerate() {
        out = out.replace(&format!("{{{i}}}"), a);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fill_replaces_numbered_placeholders() {
        assert_eq!(fill("{0} and {1}", &["a", "b"]), "a and b");
        assert_eq!(fill(EN.a11y_entity, &["Hotel"]), "Entity Hotel");
        assert_eq!(fill(ZH.a11y_entity, &["Hotel"]), "实体 Hotel");
    }

    #[test]
    fn every_alternative_summary_of_the_samples_is_translated() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../sample-projects");
        let mut seen = 0;
        for file in ["hotel.json", "student-projects.json", "sensor-readings.json", "books.json", "online-supermarket.json"] {
            let project = model_core::Project::load(&dir.join(file)).expect("sample");
            for t in &model_core::derive(&project).model.tables {
                for a in &t.alternatives {
                    seen += 1;
                    let zh = a.reason.said().get(model_core::text::Lang::Zh);
                    assert!(!zh.contains("equality") && !zh.contains("partition"), "{file}: {} has no Chinese", a.reason);
                }
            }
        }
        assert!(seen > 10, "only {seen} alternatives");
    }

    #[test]
    fn every_chinese_entry_is_written_and_keeps_the_placeholders() {
        for (name, en, zh) in all_entries() {
            assert!(!zh.trim().is_empty(), "{name} has no Chinese text");
            for i in 0..4 {
                let p = format!("{{{i}}}");
                assert_eq!(en.contains(&p), zh.contains(&p), "{name}: placeholder {p} differs between languages");
            }
        }
    }
}

//! The window's words: the table [`Strings`] of every text the window shows, one field per
//! message of the catalogue's `gui.ftl` (`model-core/locales/<lang>/gui.ftl`, generated into
//! this module by `app/build.rs`, so a field without a message does not compile). A message's
//! named arguments become `{0}`, `{1}`... in the order they first appear in the English
//! message, filled by [`fill`]. Words of model-core's own messages come from
//! model-core (`Text::get`).

pub use model_core::text::Lang;
use model_core::text::Message;
use std::cell::Cell;
use std::sync::LazyLock;

include!(concat!(env!("OUT_DIR"), "/gui_strings.rs"));

/// The message `id` of `lang`'s catalogue, with its arguments (`arguments`, in the order the
/// window gives them) shown as `{0}`, `{1}`... for [`fill`]; kept for the life of the process
/// (one table per language).
fn word(lang: Lang, id: &'static str, arguments: &[&'static str]) -> &'static str {
    let m = arguments.iter().enumerate().fold(Message::new(id), |m, (i, name)| m.arg(name, format!("{{{i}}}")));
    Box::leak(m.word(lang).into_boxed_str())
}

/// Every language's table, in [`Lang::ALL`]'s order (made on first use).
static TABLES: LazyLock<Vec<Strings>> = LazyLock::new(|| Lang::ALL.iter().map(|l| Strings::load(*l)).collect());

/// English.
pub static EN: LazyLock<&'static Strings> = LazyLock::new(|| texts(Lang::En));

/// Simplified Chinese.
pub static ZH: LazyLock<&'static Strings> = LazyLock::new(|| texts(Lang::Zh));

/// Every entry as (name, English, Chinese), for checks over all strings.
pub fn all_entries() -> Vec<(&'static str, &'static str, &'static str)> {
    FIELDS.iter().zip(EN.all()).zip(ZH.all()).map(|((name, en), zh)| (*name, en, zh)).collect()
}

thread_local! {
    /// The language this thread looks texts up in: set from the window's state (see
    /// [`use_language`]), never shared between threads, so windows (and tests) on different
    /// threads each speak their own.
    static LANGUAGE: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// Makes `language` the one [`tr`] and [`language`] answer on this thread. The window calls
/// it with the language its state holds when it is made, when the language changes and at
/// the start of every frame; nothing else does.
pub fn use_language(language: Lang) {
    LANGUAGE.with(|l| l.set(language));
}

/// The texts of the current language.
pub fn tr() -> &'static Strings {
    texts(language())
}

/// The texts of `language`.
pub fn texts(language: Lang) -> &'static Strings {
    let at = Lang::ALL.iter().position(|l| *l == language).unwrap_or(0);
    &TABLES[at]
}

/// A message of the catalogue in the window's language: a `msg!` whose words depend on its
/// arguments (`words(&msg!("gui-n-tables", count = 2))` is "2 tables").
pub fn words(text: &model_core::text::Text) -> String {
    text.get(language())
}

/// The language the window on this thread shows (English before a window set one).
pub fn language() -> Lang {
    LANGUAGE.with(Cell::get)
}

/// A diagnostic's severity, as the diagnostics panel names it.
pub fn severity_name(severity: model_core::Severity) -> String {
    severity.words().get(language())
}

/// A primary-key alternative's reason in the interface language (worded by model-core from
/// its typed reason).
pub fn alternative_summary(alt: &model_core::logical::Alternative) -> String {
    alt.reason.said().get(language())
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

    /// The top-level items of `list` (`a, f(b, c), &d` has three).
    fn items(list: &str) -> usize {
        let (mut depth, mut n, mut in_string) = (0i32, usize::from(!list.trim().is_empty()), false);
        for c in list.chars() {
            match c {
                '"' => in_string = !in_string,
                '(' | '[' | '{' if !in_string => depth += 1,
                ')' | ']' | '}' if !in_string => depth -= 1,
                ',' if depth == 0 && !in_string => n += 1,
                _ => {}
            }
        }
        n - usize::from(list.trim_end().ends_with(','))
    }

    /// Every `fill(<table>.<field>, &[...])` of the window gives the message as many arguments
    /// as its English shows: they are matched by position, in the order they first appear.
    #[test]
    fn every_fill_gives_its_message_exactly_its_arguments() {
        let (mut checked, mut wrong) = (0, Vec::new());
        for (f, code) in crate::gui::tests::sources("") {
            for (at, _) in code.match_indices("fill(") {
                let rest = &code[at + 5..];
                let Some((head, tail)) = rest.split_once(", &[") else { continue };
                let Some(field) = head.rsplit('.').next().filter(|h| h.chars().all(|c| c.is_alphanumeric() || c == '_')) else { continue };
                let Some(i) = FIELDS.iter().position(|x| *x == field) else { continue };
                let (mut depth, mut end) = (1i32, tail.len());
                for (j, c) in tail.char_indices() {
                    depth += match c {
                        '[' | '(' => 1,
                        ']' | ')' => -1,
                        _ => 0,
                    };
                    if depth == 0 {
                        end = j;
                        break;
                    }
                }
                checked += 1;
                if items(&tail[..end]) != ARGUMENTS[i].len() {
                    wrong.push(format!("{}: {field} takes {:?}, given {}", f.display(), ARGUMENTS[i], &tail[..end]));
                }
            }
        }
        assert!(checked > 100, "the scan finds the fills ({checked})");
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
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

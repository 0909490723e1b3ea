//! The window's words: every text the window shows is a message of the catalogue's `gui.ftl`
//! (`model-core/locales/<lang>/gui.ftl`), made by [`crate::tr!`] with its named arguments and
//! worded at once, by Fluent, in the language this thread shows ([`use_language`]); plurals
//! are the catalogue's selectors. The catalogue test checks every `tr!` call's id and
//! arguments. Words of model-core's own values come from model-core (`Text::get`, [`words`]).

pub use model_core::text::Lang;
pub use model_core::text::{Arg, Message};
use std::cell::Cell;

thread_local! {
    /// The language this thread looks texts up in: set from the window's state (see
    /// [`use_language`]), never shared between threads, so windows (and tests) on different
    /// threads each speak their own.
    static LANGUAGE: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// Makes `language` the one [`crate::tr!`] and [`language`] answer on this thread. The window calls
/// it with the language its state holds when it is made, when the language changes and at
/// the start of every frame; nothing else does.
pub fn use_language(language: Lang) {
    LANGUAGE.with(|l| l.set(language));
}

/// A message of the catalogue in the window's language: a `msg!` whose words depend on its
/// arguments (`words(&msg!("gui-n-tables", count = 2))` is "2 tables").
pub fn words(text: &model_core::text::Text) -> String {
    text.get(language())
}

/// `message` in the window's language: what [`crate::tr!`] makes.
pub fn word(message: &Message) -> String {
    message.word(language())
}

/// One argument of [`crate::tr!`]: text the window formatted (`&n.to_string()`, a grouped
/// figure) is a figure, so a message selects its plural by it when it reads as a number, and
/// shows it exactly as written either way.
pub fn arg(value: impl Into<Arg>) -> Arg {
    match value.into() {
        Arg::Str(s) => Arg::Figure(s),
        other => other,
    }
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

#[cfg(test)]
mod tests {

    #[test]
    fn every_alternative_summary_of_the_samples_is_translated() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../sample-projects");
        let mut seen = 0;
        for file in
            ["hotel.json", "student-projects.json", "sensor-readings.json", "books.json", "online-supermarket.json"]
        {
            let project = model_core::Project::load(&dir.join(file)).expect("sample");
            for t in &model_core::derive(&project).model.tables {
                for a in &t.alternatives {
                    seen += 1;
                    let zh = a.reason.said().get(model_core::text::Lang::Zh);
                    assert!(
                        !zh.contains("equality") && !zh.contains("partition"),
                        "{file}: {} has no Chinese",
                        a.reason
                    );
                }
            }
        }
        assert!(seen > 10, "only {seen} alternatives");
    }
}

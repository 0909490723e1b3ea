//! The interface language: chosen in View ▸ Language, saved in eframe's storage, and on the
//! first run taken from the system locale.

use super::actions::Actions;
use super::i18n::Lang;

/// The storage key the choice is saved under (its value is `Language::tag`).
pub const STORAGE_KEY: &str = "language";

/// The locale variables in POSIX precedence: the first one set and meaningful decides.
const LOCALE_VARIABLES: [&str; 3] = ["LC_ALL", "LC_MESSAGES", "LANG"];

/// The language the locale variables ask for, read through `var`: Chinese when the first
/// meaningful one of `LC_ALL`, `LC_MESSAGES`, `LANG` starts with `zh`, else English.
pub fn from_locale(var: impl Fn(&str) -> Option<String>) -> Lang {
    LOCALE_VARIABLES.iter().find_map(|name| var(name).and_then(|v| Lang::from_tag(&v))).unwrap_or(Lang::En)
}

/// The language of this process's locale.
pub fn system_language() -> Lang {
    from_locale(|name| std::env::var(name).ok())
}

/// The language to start in: the saved choice, else the system's.
pub fn saved_or_system(storage: Option<&dyn eframe::Storage>) -> Lang {
    storage.and_then(|s| s.get_string(STORAGE_KEY)).and_then(|tag| Lang::from_tag(&tag)).unwrap_or_else(system_language)
}

/// Saves the window's language.
pub fn save(storage: &mut dyn eframe::Storage, language: Lang) {
    storage.set_string(STORAGE_KEY, language.tag().to_owned());
}

/// The Language submenu: one entry per language, named in its own script; choosing one asks
/// the window to switch the whole interface.
pub fn language_menu_ui(ui: &mut egui::Ui, current: Lang, actions: &mut Actions) {
    for l in Lang::ALL {
        if ui.radio(current == l, l.native_name()).clicked() {
            if l != current {
                actions.set_language(l);
            }
            ui.close();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn env(vars: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let map: HashMap<String, String> = vars.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect();
        move |name| map.get(name).cloned()
    }

    #[test]
    fn chinese_locales_choose_chinese() {
        assert_eq!(from_locale(env(&[("LANG", "zh_CN.UTF-8")])), Lang::Zh);
        assert_eq!(from_locale(env(&[("LC_MESSAGES", "zh_TW")])), Lang::Zh);
        assert_eq!(from_locale(env(&[("LC_ALL", "zh-Hans"), ("LANG", "en_US.UTF-8")])), Lang::Zh);
    }

    #[test]
    fn other_locales_and_no_locale_choose_english() {
        assert_eq!(from_locale(env(&[])), Lang::En);
        assert_eq!(from_locale(env(&[("LANG", "en_GB.UTF-8")])), Lang::En);
        assert_eq!(from_locale(env(&[("LANG", "de_DE")])), Lang::En);
        // LC_ALL wins over LANG.
        assert_eq!(from_locale(env(&[("LC_ALL", "fr_FR"), ("LANG", "zh_CN")])), Lang::En);
    }

    #[test]
    fn the_c_locale_and_empty_values_defer_to_the_next_variable() {
        assert_eq!(from_locale(env(&[("LC_ALL", ""), ("LANG", "zh_CN.UTF-8")])), Lang::Zh);
        assert_eq!(from_locale(env(&[("LC_ALL", "C"), ("LC_MESSAGES", "POSIX"), ("LANG", "zh_SG")])), Lang::Zh);
        assert_eq!(from_locale(env(&[("LANG", "C.UTF-8")])), Lang::En);
    }

    #[test]
    fn saved_tags_round_trip() {
        for l in Lang::ALL {
            assert_eq!(Lang::from_tag(l.tag()), Some(l));
        }
    }
}

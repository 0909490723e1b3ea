//! The catalogue of words: every language's `.ftl` files (`model-core/locales/<tag>/`),
//! embedded in the binary at build time and parsed once, on first use, into one Fluent bundle
//! per language.
//!
//! Fluent's Unicode isolation marks around placeables are off: the words go into CQL comments,
//! Markdown and terminals, where the marks would be stray characters. A message missing from a
//! language falls back to English, and one missing from English shows its id (the catalogue
//! tests rule both out).

use super::Lang;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use std::sync::LazyLock;

include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// The `.ftl` files of the language whose folder is `tag` (name and text), if it has any.
pub(crate) fn files(tag: &str) -> &'static [(&'static str, &'static str)] {
    LOCALES.iter().find(|(t, _)| *t == tag).map_or(&[], |(_, f)| f)
}

/// Every language folder's name.
#[cfg(test)]
pub(crate) fn tags() -> impl Iterator<Item = &'static str> {
    LOCALES.iter().map(|(t, _)| *t)
}

/// One bundle per [`Lang`], in [`Lang::ALL`]'s order.
static BUNDLES: LazyLock<Vec<FluentBundle<FluentResource>>> =
    LazyLock::new(|| Lang::ALL.iter().map(|l| bundle(l.tag())).collect());

/// The bundle of the language whose folder is `tag`. A file with a syntax error keeps the
/// entries that parse (the catalogue tests fail on the error); a message defined twice keeps
/// the first.
fn bundle(tag: &str) -> FluentBundle<FluentResource> {
    let id = tag.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    bundle.set_use_isolating(false);
    for (_, text) in files(tag) {
        let resource = FluentResource::try_new((*text).to_owned()).unwrap_or_else(|(partial, _)| partial);
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// The message `id` in `lang` with `args`; English when `lang` lacks it, the id when English
/// does too.
pub(crate) fn format(lang: Lang, id: &str, args: &FluentArgs<'_>) -> String {
    [lang, Lang::En]
        .iter()
        .find_map(|l| {
            let bundle = &BUNDLES[l.index()];
            let pattern = bundle.get_message(id)?.value()?;
            let mut errors = Vec::new();
            Some(bundle.format_pattern(pattern, Some(args), &mut errors).into_owned())
        })
        .unwrap_or_else(|| id.to_owned())
}

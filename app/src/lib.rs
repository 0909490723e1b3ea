//! Keyspace Studio, the program: the command line ([`cli`]), the desktop window ([`gui`]),
//! the live cluster both reach ([`cluster`]) and the MCP server for assistants ([`mcp`]).

/// A message of the window's catalogue (`model-core/locales/<lang>/gui.ftl`) worded in the
/// window's language on this thread (`gui::i18n::language`): `tr!("gui-cmd-open")`,
/// `tr!("gui-renamed-query", id = q.id.as_str())`. It is model-core's `msg!` worded at once:
/// each argument is a name or figure (`&str`, `String`), a count (an integer, which Fluent's
/// plurals select by) or a `Text`; the catalogue test checks every call's id and arguments.
/// Defined before the modules so every module of the crate can write `tr!`.
#[macro_export]
macro_rules! tr {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::gui::i18n::word(&$crate::gui::i18n::Message::new($id)$(.arg(stringify!($name), $crate::gui::i18n::arg($value)))*)
    };
}

pub mod cli;
pub mod cluster;
pub mod gui;
pub mod mcp;

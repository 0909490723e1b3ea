//! A message of the catalogue as a typed value: its id and its named arguments, worded only
//! when shown ([`super::Text::get`]), by the `.ftl` files of the language shown.

use super::{Lang, Text, locales};
use fluent_bundle::types::FluentNumber;
use fluent_bundle::{FluentArgs, FluentValue};
use std::str::FromStr;

/// A message: the id of its words in the catalogue (`target-lacks`) and its arguments by name.
/// Made with [`crate::msg!`].
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Message {
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

/// The value of one argument of a [`Message`].
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Arg {
    /// Words the same in every language: a name, an identifier, a figure already formatted.
    Str(String),
    /// A count: a number Fluent's plural selectors choose a form by (`1 table`, `2 tables`).
    Count(i64),
    /// A figure already formatted (`1`, `1.5`, `unbounded`): a number for the selectors when
    /// it reads as one, and shown exactly as written.
    Figure(String),
    /// A text of its own, worded in the same language first (a nested message, a list).
    Text(Text),
}

impl Message {
    /// The message `id`, without arguments yet.
    pub fn new(id: &'static str) -> Self {
        Self { id, args: Vec::new() }
    }

    /// The same message with the argument `name` set to `value`.
    #[must_use]
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Self {
        self.args.push((name, value.into()));
        self
    }

    /// The message's id in the catalogue.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The words in `lang`.
    pub fn word(&self, lang: Lang) -> String {
        let mut args = FluentArgs::with_capacity(self.args.len());
        for (name, value) in &self.args {
            let value = match value {
                Arg::Str(s) => FluentValue::from(s.as_str()),
                Arg::Count(n) => FluentValue::from(*n),
                Arg::Figure(f) => figure(f),
                Arg::Text(t) => FluentValue::from(t.get(lang)),
            };
            args.set(*name, value);
        }
        locales::format(lang, self.id, &args)
    }
}

/// A formatted figure as Fluent's value: a number when Fluent shows it exactly as written.
fn figure(f: &str) -> FluentValue<'_> {
    match FluentNumber::from_str(f) {
        Ok(n) if n.as_string() == f => FluentValue::Number(n),
        _ => FluentValue::from(f),
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Str(s)
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Self {
        Arg::Str(s.clone())
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Str(s.to_owned())
    }
}

impl From<Text> for Arg {
    fn from(t: Text) -> Self {
        Arg::Text(t)
    }
}

impl From<&Text> for Arg {
    fn from(t: &Text) -> Self {
        Arg::Text(t.clone())
    }
}

macro_rules! counts {
    ($($t:ty),*) => {
        $(impl From<$t> for Arg {
            fn from(n: $t) -> Self {
                Arg::Count(i64::try_from(n).unwrap_or(i64::MAX))
            }
        })*
    };
}

counts!(usize, u32, u64, i64, i32, u8, u16);

impl From<Message> for Text {
    fn from(m: Message) -> Self {
        Text::Message(Box::new(m))
    }
}

/// A message of the catalogue, as a [`Text`]: `msg!("target-table", name = t.name)`; each
/// argument's value is a name or figure (`String`, `&str`), a count (an integer: plurals), or
/// a [`Text`] worded in the same language. The catalogue tests check every id used this way
/// against the `.ftl` files, with its argument names.
#[macro_export]
macro_rules! msg {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::text::Text::from($crate::text::Message::new($id)$(.arg(stringify!($name), $value))*)
    };
}

//! The catalogues: the one place where typed messages become words, one module per language.
//!
//! A message for the user is a typed value with named fields, made where the problem is found
//! (a [`LoadError`], an [`EditError`], a [`NameProblem`], a [`TypeProblem`], an
//! [`AlternativeReason`]...). It is worded only when it is shown, in the language shown, by
//! that language's [`Catalogue`]: an exhaustive match per message, so a message cannot be
//! missing from a language, and a third language costs one file (and a [`Lang`] variant).
//! `Display` of these types is the English catalogue (the command line's language).
//!
//! Nothing imports this module inside model-core but the code that words (it depends on the
//! types it words, never the other way), so it adds no module cycle.
//!
//! [`crate::text::worded`] counts, per thread, how often a language was worded: tests use it
//! to prove that nothing words a language that is not shown.

mod en;
mod zh;

use crate::cql_type::{TypeParseError, TypeProblem};
use crate::edit::{EditError, Refusal};
use crate::ids::Thing;
use crate::logical::AlternativeReason;
use crate::naming::NameProblem;
use crate::project::limits::LimitProblem;
use crate::project::{LoadError, SaveError, ShapeProblem};
use crate::text::{Lang, Wordable, count_worded};
use std::fmt;

/// The words of one language for every typed message.
pub trait Catalogue {
    /// A kind of thing, as a noun (`entity`).
    fn thing(&self, thing: Thing) -> &'static str;
    /// Why a CQL type expression does not parse.
    fn type_problem(&self, problem: &TypeProblem) -> String;
    /// A CQL type expression that does not parse, with its text.
    fn type_parse_error(&self, e: &TypeParseError) -> String;
    /// Why a name cannot be a keyspace or table name.
    fn name_problem(&self, problem: &NameProblem) -> String;
    /// Why an edit was refused.
    fn edit_error(&self, e: &EditError) -> String;
    /// Why an edit naming things that exist was refused.
    fn refusal(&self, why: &Refusal) -> String;
    /// What a project file holds that no project may.
    fn limit_problem(&self, problem: &LimitProblem) -> String;
    /// Why a file's text is not a project's shape.
    fn shape_problem(&self, problem: &ShapeProblem) -> String;
    /// Why a project file could not be loaded: the file, where, and what.
    fn load_error(&self, e: &LoadError) -> String;
    /// Why a project file could not be loaded, without the file and the position.
    fn load_detail(&self, e: &LoadError) -> String;
    /// Why a project could not be saved.
    fn save_error(&self, e: &SaveError) -> String;
    /// An I/O error's cause (the operating system's text in English; by its kind elsewhere).
    fn io_error(&self, e: &std::io::Error) -> String;
    /// Why a primary-key alternative is what it is.
    fn alternative(&self, reason: &AlternativeReason) -> String;
}

impl Lang {
    /// This language's catalogue (counted by [`crate::text::worded`]).
    pub fn catalogue(self) -> &'static dyn Catalogue {
        count_worded(self);
        match self {
            Lang::En => &en::English,
            Lang::Zh => &zh::Chinese,
        }
    }
}

macro_rules! english_display {
    ($($ty:ty => $method:ident),* $(,)?) => {
        $(impl fmt::Display for $ty {
            /// The English words ([`Lang::En`]'s catalogue).
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&Lang::En.catalogue().$method(self))
            }
        })*
    };
}

macro_rules! wordable {
    ($($ty:ty => $method:ident),* $(,)?) => {
        $(impl Wordable for $ty {
            /// The words of `lang`'s catalogue.
            fn word(&self, lang: Lang) -> String {
                lang.catalogue().$method(self)
            }
        })*
    };
}

wordable! {
    TypeParseError => type_parse_error,
    NameProblem => name_problem,
    LimitProblem => limit_problem,
    EditError => edit_error,
    LoadError => load_error,
    SaveError => save_error,
}

impl Wordable for crate::atomic_file::IoCause {
    /// The operating system's text in English; by its kind elsewhere.
    fn word(&self, lang: Lang) -> String {
        lang.catalogue().io_error(&self.0)
    }
}

english_display! {
    TypeProblem => type_problem,
    TypeParseError => type_parse_error,
    NameProblem => name_problem,
    EditError => edit_error,
    LimitProblem => limit_problem,
    ShapeProblem => shape_problem,
    LoadError => load_error,
    SaveError => save_error,
    AlternativeReason => alternative,
}

impl std::error::Error for TypeParseError {}
impl std::error::Error for EditError {}

#[cfg(test)]
mod tests;

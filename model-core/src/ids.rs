//! Stable identifiers for the things a user makes.
//!
//! Ids are strings chosen when a thing is created (`"hotel"`, `"hotel.id"`, `"Q1"` in the
//! samples; `"e7"`, `"a12"` when made in the app) and never change afterwards, so renames,
//! deletions and re-derivation never shift what an override or a reference points at.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A kind of thing a project holds, as messages name it ([`Thing::said`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Thing {
    /// An entity type.
    Entity,
    /// An attribute.
    Attribute,
    /// A relationship type.
    Relationship,
    /// A query.
    Query,
    /// A workflow transition.
    Transition,
    /// A keyspace.
    Keyspace,
    /// A table.
    Table,
    /// A specialisation (IsA).
    Specialisation,
}

impl Thing {
    /// The kind as a noun (`entity`), worded when shown.
    pub fn said(self) -> crate::text::Text {
        match self {
            Thing::Entity => crate::msg!("thing-entity"),
            Thing::Attribute => crate::msg!("thing-attribute"),
            Thing::Relationship => crate::msg!("thing-relationship"),
            Thing::Query => crate::msg!("thing-query"),
            Thing::Transition => crate::msg!("thing-transition"),
            Thing::Keyspace => crate::msg!("thing-keyspace"),
            Thing::Table => crate::msg!("thing-table"),
            Thing::Specialisation => crate::msg!("thing-specialisation"),
        }
    }
}

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, Default)]
        #[serde(transparent)]
        pub struct $name(pub String);

        impl $name {
            /// Wraps a string as this kind of id.
            pub fn new(s: impl Into<String>) -> Self {
                Self(s.into())
            }
            /// The id as text.
            pub fn as_str(&self) -> &str {
                &self.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.0)
            }
        }

        impl From<&str> for $name {
            fn from(s: &str) -> Self {
                Self(s.to_owned())
            }
        }
    };
}

id_type!(
    /// Identifies an entity type of the conceptual model.
    EntityId
);
id_type!(
    /// Identifies an attribute type; unique across the whole project.
    AttributeId
);
id_type!(
    /// Identifies a specialisation (IsA) of the conceptual model.
    SpecialisationId
);
id_type!(
    /// Identifies a relationship type of the conceptual model.
    RelationshipId
);
id_type!(
    /// Identifies a query (access pattern) of the workflow, shown to users as `Q1`, `Q2`, ...
    QueryId
);
id_type!(
    /// Identifies a table the user defined directly (imported from CQL or drawn by hand).
    TableId
);

/// Picks a fresh id with the given prefix that none of `taken` uses: `prefix1`, `prefix2`, ...
pub fn fresh_id<'a>(prefix: &str, taken: impl Iterator<Item = &'a str>) -> String {
    let mut max = 0u64;
    for t in taken {
        if let Some(rest) = t.strip_prefix(prefix) {
            if let Ok(n) = rest.parse::<u64>() {
                max = max.max(n);
            }
        }
    }
    format!("{prefix}{}", max + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fresh_id_skips_taken_numbers() {
        let taken = ["e1", "e3", "hotel", "e2x"];
        assert_eq!(fresh_id("e", taken.iter().copied()), "e4");
        assert_eq!(fresh_id("Q", std::iter::empty()), "Q1");
    }
}

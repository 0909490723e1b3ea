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

/// Between an attribute's id and the role its entity plays, in a role-qualified reference
/// held in memory (`user.username@follower`: the username of the user at the `follower` end
/// of a relationship). Files write the role apart (`{"attribute": "user.username", "role":
/// "follower"}`); an id that itself holds the separator is found as it is first
/// ([`crate::project::Index::attribute`]), so no existing id changes meaning.
pub const ROLE_SEPARATOR: char = '@';

impl AttributeId {
    /// This attribute as the entity at the end playing `role` has it (`user.username@follower`);
    /// an empty role gives the attribute itself. `self` is an attribute's own id.
    pub fn with_role(&self, role: &str) -> Self {
        if role.is_empty() { self.clone() } else { Self(format!("{}{ROLE_SEPARATOR}{role}", self.0)) }
    }

    /// The attribute and the role written after it, split at the last separator (`None`: no
    /// role written). Whether the text before it is an attribute is the index's to say.
    pub fn split_role(&self) -> (&str, Option<&str>) {
        split_role(&self.0)
    }
}

/// An id and the role written after it, split at the last separator (`None`: no role).
fn split_role(id: &str) -> (&str, Option<&str>) {
    match id.rsplit_once(ROLE_SEPARATOR) {
        Some((base, role)) if !base.is_empty() && !role.is_empty() => (base, Some(role)),
        _ => (id, None),
    }
}

impl EntityId {
    /// The entity as it plays `role` at a relationship's end (`user@follower`), the subject of
    /// the tables of a role.
    pub fn with_role(&self, role: &str) -> Self {
        Self(format!("{}{ROLE_SEPARATOR}{role}", self.0))
    }

    /// The entity and the role written after it ([`AttributeId::split_role`]).
    pub fn split_role(&self) -> (&str, Option<&str>) {
        split_role(&self.0)
    }
}

impl RelationshipId {
    /// The identifying relationship of a weak entity playing `role`, as the view of a query
    /// naming the role has it (`hosts@follower`: the follower's site hosts the follower); the
    /// instance knows only the relationship itself ([`Self::split_role`]).
    pub fn with_role(&self, role: &str) -> Self {
        Self(format!("{}{ROLE_SEPARATOR}{role}", self.0))
    }

    /// The relationship and the role written after it ([`AttributeId::split_role`]).
    pub fn split_role(&self) -> (&str, Option<&str>) {
        split_role(&self.0)
    }
}

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

    #[test]
    fn a_role_is_written_after_the_attribute_and_read_back() {
        let a = AttributeId::from("user.username");
        let f = a.with_role("follower");
        assert_eq!(f.as_str(), "user.username@follower");
        assert_eq!(f.split_role(), ("user.username", Some("follower")));
        assert_eq!(a.with_role(""), a);
        assert_eq!(AttributeId::from("@x").split_role(), ("@x", None));
    }
}

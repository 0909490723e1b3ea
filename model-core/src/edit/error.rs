//! Why an edit was refused, as typed values, worded when shown ([`EditError::said`]).

use super::*;
use crate::text::Text;

/// Why an edit could not be applied. The project is left unchanged. Worded when shown
/// ([`EditError::said`]); `Display` is English.
#[derive(Clone, Debug, PartialEq)]
pub enum EditError {
    /// The edit names something that does not exist.
    NotFound {
        /// What kind of thing.
        kind: Thing,
        /// Its id.
        id: String,
    },
    /// The edit would add something whose id is already used.
    DuplicateId(String),
    /// The edit is not valid for another reason.
    Invalid(Refusal),
    /// The edited project could not be saved to a file that loads again (a name or a text
    /// over [`crate::project::limits`]).
    Limit(crate::project::limits::LimitProblem),
}

/// Why an edit naming things that exist is still refused.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    /// A CQL type that would not read back as itself from the project file.
    UnwritableType {
        /// The type, as printed.
        ty: String,
    },
    /// A relationship end past the two a relationship has (0-based).
    NoSuchEnd {
        /// The end asked for.
        end: usize,
    },
    /// An entity made its own owner.
    OwnsItself {
        /// The entity.
        entity: EntityId,
    },
    /// A transition from a query to itself.
    LeadsToItself {
        /// The query.
        query: QueryId,
    },
    /// A position that is not a finite number.
    PositionNotNumber {
        /// The node moved.
        id: String,
    },
    /// A bucket set on a table that serves no query.
    BucketWithoutQuery,
    /// A random bucket of fewer than 2 buckets.
    TooFewBuckets {
        /// The count asked for.
        count: u32,
    },
    /// An estimate that is negative or not a number.
    NotAnEstimate {
        /// Which estimate.
        what: Estimate,
        /// The value given.
        value: f64,
    },
    /// A CQL name no table name may hold.
    NotACqlName {
        /// The name given.
        word: String,
        /// What is wrong with it.
        problem: crate::cql::NameProblem,
    },
    /// An alternate key without attributes.
    EmptyAlternateKey {
        /// The entity's name.
        entity: String,
    },
    /// An alternate key naming an attribute of another entity.
    KeyOfOtherAttribute {
        /// The attribute.
        attribute: AttributeId,
        /// The entity's name.
        entity: String,
    },
    /// A table key set by hand without a partition-key column.
    NoPartitionKey {
        /// The query whose table it is.
        query: QueryId,
    },
    /// A specialisation whose supertype is among its subtypes.
    OwnSubtype {
        /// The supertype.
        entity: EntityId,
    },
    /// A subtype listed twice in one specialisation.
    SubtypeTwice {
        /// The subtype.
        entity: EntityId,
    },
    /// A table option whose name or value CQL would not take as a constant.
    InvalidTableOption {
        /// The option's name.
        name: String,
    },
    /// A table option set on a table that serves no query (a defined table keeps its own).
    OptionWithoutQuery,
    /// A query served through SAI by its own table.
    IndexOnItself {
        /// The query.
        query: QueryId,
    },
    /// Distinct values given for an attribute of another entity.
    NotAnAttributeOf {
        /// The attribute.
        attribute: AttributeId,
        /// The entity whose estimates were edited.
        entity: EntityId,
    },
}

/// An estimate an edit sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Estimate {
    /// A relationship end's fan-out.
    FanOut,
    /// An entity's count.
    Count,
    /// An entity's growth rate.
    GrowthRate,
    /// How many days rows are kept.
    DaysKept,
    /// An attribute's number of distinct values.
    DistinctValues,
}

impl EditError {
    /// Why the edit was refused, worded when shown: the sentence the window's status line
    /// shows (`edit-not-found`, `edit-duplicate-id`, or `edit-refused` with the refusal).
    pub fn said(&self) -> Text {
        match self {
            EditError::NotFound { kind, id } => crate::msg!("edit-not-found", kind = kind.said(), id = id),
            EditError::DuplicateId(id) => crate::msg!("edit-duplicate-id", id = id),
            EditError::Invalid(why) => crate::msg!("edit-refused", reason = why.said()),
            EditError::Limit(why) => crate::msg!("edit-refused", reason = why.said()),
        }
    }
}

impl Refusal {
    /// Why the edit was refused, worded when shown.
    pub fn said(&self) -> Text {
        use crate::msg;
        match self {
            Refusal::UnwritableType { ty } => msg!("refusal-unwritable-type", ty = ty),
            Refusal::NoSuchEnd { end } => msg!("refusal-no-such-end", end = end.saturating_add(1).to_string()),
            Refusal::OwnsItself { entity } => msg!("refusal-owns-itself", entity = entity.to_string()),
            Refusal::LeadsToItself { query } => msg!("refusal-leads-to-itself", query = query.to_string()),
            Refusal::PositionNotNumber { id } => msg!("refusal-position-not-number", id = id),
            Refusal::InvalidTableOption { name } => msg!("refusal-invalid-table-option", name = format!("{name:?}")),
            Refusal::OptionWithoutQuery => msg!("refusal-option-without-query"),
            Refusal::IndexOnItself { query } => msg!("refusal-index-on-itself", query = query.to_string()),
            Refusal::BucketWithoutQuery => msg!("refusal-bucket-without-query"),
            Refusal::TooFewBuckets { count } => msg!("refusal-too-few-buckets", count = count.to_string()),
            Refusal::NotAnEstimate { what, value } => {
                msg!("refusal-not-an-estimate", what = what.said(), value = value.to_string())
            }
            Refusal::NotACqlName { word, problem } => {
                msg!("refusal-not-a-cql-name", word = word.clone(), problem = problem.said())
            }
            Refusal::EmptyAlternateKey { entity } => msg!("refusal-empty-alternate-key", entity = entity),
            Refusal::KeyOfOtherAttribute { attribute, entity } => {
                msg!("refusal-key-of-other-attribute", attribute = attribute.to_string(), entity = entity)
            }
            Refusal::NoPartitionKey { query } => msg!("refusal-no-partition-key", query = query.to_string()),
            Refusal::OwnSubtype { entity } => msg!("refusal-own-subtype", entity = entity.to_string()),
            Refusal::SubtypeTwice { entity } => msg!("refusal-subtype-twice", entity = entity.to_string()),
            Refusal::NotAnAttributeOf { attribute, entity } => {
                msg!("refusal-not-an-attribute-of", attribute = attribute.to_string(), entity = entity.to_string())
            }
        }
    }
}

impl Estimate {
    /// The estimate as a noun (`fan-out`), worded when shown.
    pub fn said(self) -> Text {
        match self {
            Estimate::FanOut => crate::msg!("edit-estimate-fan-out"),
            Estimate::Count => crate::msg!("edit-estimate-count"),
            Estimate::GrowthRate => crate::msg!("edit-estimate-growth-rate"),
            Estimate::DaysKept => crate::msg!("edit-estimate-days-kept"),
            Estimate::DistinctValues => crate::msg!("edit-estimate-distinct-values"),
        }
    }
}

impl std::fmt::Display for EditError {
    /// English.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.said().en())
    }
}

impl std::error::Error for EditError {}

//! Why an edit was refused, as typed values (worded by [`crate::catalogue`]).

use super::*;

/// Why an edit could not be applied. The project is left unchanged. Worded by
/// [`crate::catalogue`]; `Display` is English.
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

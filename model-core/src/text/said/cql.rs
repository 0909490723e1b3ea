//! Messages of the cql area, as typed values: one variant per message,
//! its fields the names and figures it is built from (already formatted). Worded by
//! `text::en::cql` and `text::zh::cql`.

/// A message of the cql area.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Cql {
    /// "its keyspace {keyspace} is left out"
    KeyspaceLeftOut {
        /// `{keyspace}` in the message.
        keyspace: String,
    },
    /// "its base table {base} is not a table of keyspace {keyspace}"
    BaseTableNotTableKeyspace {
        /// `{base}` in the message.
        base: String,
        /// `{keyspace}` in the message.
        keyspace: String,
    },
    /// "its base table {base} cannot be created"
    BaseTableCannotCreated {
        /// `{base}` in the message.
        base: String,
    },
    /// "its column {name} uses the type {name2}, which cannot be created"
    ColumnUsesTypeCannotCreated {
        /// `{name}` in the message.
        name: String,
        /// `{name2}` in the message.
        name2: String,
    },
    /// "it has no columns"
    HasNoColumns,
    /// "it has no partition key column"
    HasNoPartitionKeyColumn,
    /// "a column has an empty name"
    ColumnHasEmptyName,
    /// "the column {name} appears twice"
    ColumnAppearsTwice {
        /// `{name}` in the message.
        name: String,
    },
    /// "the key column {name} is a collection that is not frozen"
    KeyColumnCollectionNotFrozen {
        /// `{name}` in the message.
        name: String,
    },
    /// "the column {name} holds a collection inside a collection that is not frozen"
    ColumnHoldsCollectionInsideCollectionNot {
        /// `{name}` in the message.
        name: String,
    },
    /// "the column {name} is a vector of 0 dimensions"
    ColumnVectorDimensions {
        /// `{name}` in the message.
        name: String,
    },
    /// "it mixes counter and other non-key columns (or has a counter in its key)"
    MixesCounterOtherNonKeyColumns,
    /// "it has static columns but no clustering column"
    HasStaticColumnsButNoClustering,
    /// "the option {k} is given twice (also as {first})"
    OptionGivenTwiceAlso {
        /// `{k}` in the message.
        k: String,
        /// `{first}` in the message.
        first: String,
    },
    /// "the type's name is empty"
    TypeNameEmpty,
    /// "it has no fields"
    HasNoFields,
    /// "the field {n} is a vector of 0 dimensions"
    FieldVectorDimensions {
        /// `{n}` in the message.
        n: String,
    },
    /// "a field has an empty name"
    FieldHasEmptyName,
    /// "the field {n} appears twice"
    FieldAppearsTwice {
        /// `{n}` in the message.
        n: String,
    },
    /// "a {what} name is empty"
    NameEmpty {
        /// `{what}` in the message.
        what: String,
    },
    /// "the {what} name {name} holds a line break or another control character, which CQL cannot write"
    NameHoldsLineBreakAnotherControl {
        /// `{what}` in the message.
        what: String,
        /// `{name}` in the message.
        name: String,
    },
}

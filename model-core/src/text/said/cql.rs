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
    /// "default_time_to_live = {value} is not a whole number of seconds from 0 to 630720000 (20 years)"
    TimeToLiveOutOfRange {
        /// `{value}` in the message.
        value: String,
    },
    /// "compaction_window_unit {unit} is not MINUTES, HOURS or DAYS"
    WindowUnitNotTwcs {
        /// `{unit}` in the message.
        unit: String,
    },
    /// "the column {name} holds a counter inside a collection, tuple or type; a counter can only be a column of its own"
    CounterInsideComposite {
        /// `{name}` in the message.
        name: String,
    },
    /// "the field {n} is or holds a counter, which a type cannot hold"
    FieldCounter {
        /// `{n}` in the message.
        n: String,
    },
    /// "the key column {name} is or holds a duration, which a primary key cannot hold"
    DurationInKey {
        /// `{name}` in the message.
        name: String,
    },
    /// "{name} holds a duration in a set or as a map key, where Cassandra does not allow one"
    DurationInSetOrMapKey {
        /// `{name}` in the message.
        name: String,
    },
    /// "the column {name} has the type {ty}, not frozen, which holds a collection that is not frozen"
    UnfrozenTypeHoldsUnfrozenCollection {
        /// `{name}` in the message.
        name: String,
        /// `{ty}` in the message.
        ty: String,
    },
    /// "a table with counters cannot have a default_time_to_live"
    TimeToLiveOnCounterTable,
    /// "it uses the type {name}, which is not created before it (a type cannot refer to itself, directly or through other types)"
    TypeNotCreatedBefore {
        /// `{name}` in the message.
        name: String,
    },
    /// "it indexes {column}, the only partition key column"
    IndexOnlyPartitionKey {
        /// `{column}` in the message.
        column: String,
    },
    /// "its class {class} is not a Java class name"
    IndexClassNotJavaName {
        /// `{class}` in the message.
        class: String,
    },
}

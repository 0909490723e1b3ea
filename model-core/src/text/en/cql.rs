//! The cql area's messages in English.

use crate::text::said::Cql;

/// `m` in English.
pub(super) fn word(m: &Cql) -> String {
    match m {
        Cql::KeyspaceLeftOut { keyspace } => format!("its keyspace {keyspace} is left out"),
        Cql::BaseTableNotTableKeyspace { base, keyspace } => format!("its base table {base} is not a table of keyspace {keyspace}"),
        Cql::BaseTableCannotCreated { base } => format!("its base table {base} cannot be created"),
        Cql::ColumnUsesTypeCannotCreated { name, name2 } => format!("its column {name} uses the type {name2}, which cannot be created"),
        Cql::HasNoColumns => "it has no columns".to_owned(),
        Cql::HasNoPartitionKeyColumn => "it has no partition key column".to_owned(),
        Cql::ColumnHasEmptyName => "a column has an empty name".to_owned(),
        Cql::ColumnAppearsTwice { name } => format!("the column {name} appears twice"),
        Cql::KeyColumnCollectionNotFrozen { name } => format!("the key column {name} is a collection that is not frozen"),
        Cql::ColumnHoldsCollectionInsideCollectionNot { name } => {
            format!("the column {name} holds a collection inside a collection that is not frozen")
        }
        Cql::ColumnVectorDimensions { name } => format!("the column {name} is a vector of 0 dimensions"),
        Cql::MixesCounterOtherNonKeyColumns => "it mixes counter and other non-key columns (or has a counter in its key)".to_owned(),
        Cql::HasStaticColumnsButNoClustering => "it has static columns but no clustering column".to_owned(),
        Cql::OptionGivenTwiceAlso { k, first } => format!("the option {k} is given twice (also as {first})"),
        Cql::TypeNameEmpty => "the type's name is empty".to_owned(),
        Cql::HasNoFields => "it has no fields".to_owned(),
        Cql::FieldVectorDimensions { n } => format!("the field {n} is a vector of 0 dimensions"),
        Cql::FieldHasEmptyName => "a field has an empty name".to_owned(),
        Cql::FieldAppearsTwice { n } => format!("the field {n} appears twice"),
        Cql::NameEmpty { what } => format!("a {what} name is empty"),
        Cql::NameHoldsLineBreakAnotherControl { what, name } => {
            format!("the {what} name {name} holds a line break or another control character, which CQL cannot write")
        }
        Cql::TimeToLiveOutOfRange { value } => {
            format!("default_time_to_live = {value} is not a whole number of seconds from 0 to 630720000 (20 years)")
        }
        Cql::WindowUnitNotTwcs { unit } => format!("compaction_window_unit {unit} is not MINUTES, HOURS or DAYS"),
        Cql::CounterInsideComposite { name } => {
            format!("the column {name} holds a counter inside a collection, tuple or type; a counter can only be a column of its own")
        }
        Cql::FieldCounter { n } => format!("the field {n} is or holds a counter, which a type cannot hold"),
        Cql::DurationInKey { name } => format!("the key column {name} is or holds a duration, which a primary key cannot hold"),
        Cql::DurationInSetOrMapKey { name } => format!("{name} holds a duration in a set or as a map key, where Cassandra does not allow one"),
        Cql::UnfrozenTypeHoldsUnfrozenCollection { name, ty } => {
            format!("the column {name} has the type {ty}, not frozen, which holds a collection that is not frozen")
        }
        Cql::TimeToLiveOnCounterTable => "a table with counters cannot have a default_time_to_live".to_owned(),
        Cql::TypeNotCreatedBefore { name } => {
            format!("it uses the type {name}, which is not created before it (a type cannot refer to itself, directly or through other types)")
        }
        Cql::IndexOnlyPartitionKey { column } => format!("it indexes {column}, the only partition key column"),
        Cql::IndexClassNotJavaName { class } => format!("its class {class} is not a Java class name"),
    }
}

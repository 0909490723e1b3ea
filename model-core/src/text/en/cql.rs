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
    }
}

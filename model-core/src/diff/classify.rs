//! The one place deciding how each kind of change reaches a live cluster, by Cassandra's rules
//! for `ALTER` (sources in `docs/migrations.md`):
//!
//! - in place: `ALTER TABLE … ADD` a regular or static column, `ALTER TABLE … WITH` options,
//!   `ALTER TABLE … RENAME` a primary-key column (not on a table with indexes), new keyspaces,
//!   types (and `ALTER TYPE … ADD` fields), tables, indexes and views;
//! - with care: every `DROP` (a column's, a table's, a keyspace's data is lost; an index or
//!   view must be rebuilt to come back), unsetting an option (its default is not known here), a
//!   replication change (a repair must follow), a view changed (dropped and rebuilt from its
//!   base), a regular column renamed (a new column, copied, then the old dropped);
//! - impossible in place: the partition key, the clustering columns or their order, a
//!   column's type (Cassandra 3.0.11 and 3.10 removed `ALTER … TYPE`, CASSANDRA-12443; a
//!   column dropped and added again must keep its type), a collection's kind, a column moving
//!   between regular and static, a type's field dropped or retyped, a table renamed.

use super::change::{ChangeKind, Class};
use crate::cql::CqlType;

/// The class of a kind of change.
pub fn class(kind: &ChangeKind) -> Class {
    use ChangeKind as K;
    match kind {
        K::EntityAdded { .. }
        | K::EntityRemoved { .. }
        | K::EntityRenamed { .. }
        | K::AttributeAdded { .. }
        | K::AttributeRemoved { .. }
        | K::AttributeRenamed { .. }
        | K::AttributeTypeChanged { .. }
        | K::AttributeKeyChanged { .. }
        | K::RelationshipAdded { .. }
        | K::RelationshipRemoved { .. }
        | K::RelationshipChanged { .. }
        | K::QueryAdded { .. }
        | K::QueryRemoved { .. }
        | K::QueryChanged { .. } => Class::ModelOnly,
        K::KeyspaceAdded { .. }
        | K::TypeAdded { .. }
        | K::TypeFieldAdded { .. }
        | K::TableAdded { .. }
        | K::ViewAdded { .. }
        | K::ColumnAdded { .. }
        | K::ColumnRenamed { key: true, .. }
        | K::MaskChanged { .. }
        | K::OptionChanged { to: Some(_), .. }
        | K::IndexAdded { .. } => Class::InPlace,
        K::KeyspaceRemoved { .. }
        | K::ReplicationChanged { .. }
        | K::TypeRemoved { .. }
        | K::TableRemoved { .. }
        | K::ViewRemoved { .. }
        | K::ViewChanged { .. }
        | K::ColumnRemoved { .. }
        | K::ColumnRenamed { key: false, .. }
        | K::OptionChanged { to: None, .. }
        | K::IndexRemoved { .. }
        | K::IndexChanged { .. } => Class::WithCare,
        K::TypeFieldRemoved { .. }
        | K::TypeFieldTypeChanged { .. }
        | K::TableRenamed { .. }
        | K::ColumnTypeChanged { .. }
        | K::CollectionKindChanged { .. }
        | K::ColumnRoleChanged { .. }
        | K::PartitionKeyChanged { .. }
        | K::ClusteringChanged { .. }
        | K::ClusteringOrderChanged { .. } => Class::Impossible,
    }
}

/// The kind of a column's type change, or `None` when Cassandra stores both the same way
/// (`varchar` is `text`: the type parser already reads them as one).
pub fn type_change(column: &str, from: &CqlType, to: &CqlType) -> Option<ChangeKind> {
    if from == to {
        return None;
    }
    let (column, f, t) = (column.to_owned(), from.to_string(), to.to_string());
    match (collection_kind(from), collection_kind(to)) {
        (Some(a), Some(b)) if a != b => Some(ChangeKind::CollectionKindChanged { column, from: f, to: t }),
        _ => Some(ChangeKind::ColumnTypeChanged { column, from: f, to: t }),
    }
}

/// `list`, `set` or `map` for a collection (frozen or not), else `None`.
fn collection_kind(ty: &CqlType) -> Option<&'static str> {
    match ty {
        CqlType::List(_) => Some("list"),
        CqlType::Set(_) => Some("set"),
        CqlType::Map(..) => Some("map"),
        CqlType::Frozen(inner) => collection_kind(inner),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ty(s: &str) -> CqlType {
        CqlType::parse(s).expect("a valid type")
    }

    #[test]
    fn varchar_is_text_and_collection_kinds_are_told_apart() {
        assert_eq!(type_change("c", &ty("varchar"), &ty("text")), None);
        assert!(matches!(
            type_change("c", &ty("list<int>"), &ty("set<int>")),
            Some(ChangeKind::CollectionKindChanged { .. })
        ));
        assert!(matches!(
            type_change("c", &ty("list<int>"), &ty("list<bigint>")),
            Some(ChangeKind::ColumnTypeChanged { .. })
        ));
        assert!(matches!(type_change("c", &ty("int"), &ty("varint")), Some(ChangeKind::ColumnTypeChanged { .. })));
        assert!(matches!(
            type_change("c", &ty("frozen<list<int>>"), &ty("map<int, int>")),
            Some(ChangeKind::CollectionKindChanged { .. })
        ));
    }
}

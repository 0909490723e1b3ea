//! The target's messages in English.

use crate::target::Feature;
use crate::text::Lang;
use crate::text::said::TargetSaid;

/// How to do without `f`, or where to find it, in English.
fn without(f: Feature) -> &'static str {
    match f {
        Feature::MaterializedViews => {
            "Serve the view's query from a table derived for it (the method's own answer), written with the base table, or choose a target with materialized views."
        }
        Feature::SecondaryIndexes | Feature::Sai | Feature::Sasi | Feature::CustomIndexes => {
            "Remove the index and serve its queries from a table keyed by the indexed column, or choose a target with this kind of index."
        }
        Feature::Counters => "Keep the count in a regular bigint column the application updates, or choose a target with counters.",
        Feature::StaticColumns => "Make the column regular (repeated in every row), or choose a target with static columns.",
        Feature::Vector => {
            "Store the vector as a frozen list<float> or a blob and search it elsewhere, or choose a target with the vector type (Apache Cassandra 5.0, DataStax Astra DB Serverless)."
        }
        Feature::Udts => "Flatten the type's fields into columns, or choose a target with user-defined types.",
        Feature::Udfs | Feature::LoggedBatchesAcrossPartitions | Feature::CreateKeyspace => "Choose a target that has it, or do without it.",
    }
}

/// `m` in English.
pub(super) fn word(m: &TargetSaid) -> String {
    let e = |t: &crate::text::Text| t.get(Lang::En);
    match m {
        TargetSaid::Table { name } => format!("table {name}"),
        TargetSaid::View { name } => format!("view {name}"),
        TargetSaid::Index { index, table } => format!("index {index} on table {table}"),
        TargetSaid::Lacks { what, feature, target } => {
            format!("{} uses {}, which {target} does not have; it is left out of schema.cql", e(what), feature.names().0)
        }
        TargetSaid::Disables { what, feature, target } => format!("{} uses {}, which {target} switches off by default", e(what), feature.names().0),
        TargetSaid::Unconfirmed { what, feature, target } => {
            format!("{} uses {}; the documentation of {target} read for this tool does not confirm it has them", e(what), feature.names().0)
        }
        TargetSaid::DoWithout { feature } => without(*feature).to_owned(),
        TargetSaid::Enable { setting, feature } => {
            format!("Ask the cluster's operator to set {setting} in its configuration, or do without it: {}", without(*feature))
        }
        TargetSaid::CheckWithVendor => "Check with the vendor before deploying (docs/targets.md lists what was read).".to_owned(),
        TargetSaid::RowOverLimit { name, size, target, limit } => format!("table {name}: one row is {}, over {target}'s row limit of {}", e(size), e(limit)),
        TargetSaid::RowOverWarning { name, size, target, limit } => {
            format!("table {name}: one row is {}, over {target}'s large-row warning of {}", e(size), e(limit))
        }
        TargetSaid::SmallerRows => "Move large values to a table of their own keyed like this one, split the row's columns over two tables, or keep large objects outside the database and store a reference.".to_owned(),
        TargetSaid::PartitionKeyOverLimit { name, bytes, target, limit } => {
            format!("table {name}: its partition key holds {bytes} bytes, over {target}'s limit of {limit} bytes")
        }
        TargetSaid::SmallerPartitionKey => {
            "Give the key's text attributes a smaller average size if they are smaller, or key the table by a shorter identifier (a uuid).".to_owned()
        }
        TargetSaid::ClusteringOverLimit { name, column, bytes, target, limit } => {
            format!("table {name}: clustering column {column} holds {bytes} bytes, over {target}'s limit of {limit} bytes")
        }
        TargetSaid::SmallerClustering => {
            "Cluster by a shorter value (an identifier or a prefix of the text), or give the attribute a smaller average size if it is smaller.".to_owned()
        }
        TargetSaid::ColumnsPerWrite { name, count, target, max } => {
            format!("table {name}: {count} regular columns, but {target} writes at most {max} in one INSERT or UPDATE")
        }
        TargetSaid::SplitColumns => "Split the table's columns over two tables with the same key.".to_owned(),
    }
}

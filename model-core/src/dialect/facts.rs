//! The per-target facts: each match arm is one cell of the table in `docs/targets.md`, where
//! its source (the vendor's documentation page) is cited. A fact the documentation read did
//! not confirm is [`Support::Unconfirmed`] or a `None` limit, never a guess.

use super::{Feature, Limits, OptionSupport, Support, Target};

const MIB: f64 = 1_048_576.0;
const KIB: f64 = 1_024.0;

/// Whether `t` has `f` (`docs/targets.md`, "Features").
pub(super) fn support(t: Target, f: Feature) -> Support {
    use Feature as F;
    use Support::{Disabled, No, Unconfirmed, Yes};
    use Target as T;
    let cassandra = matches!(t, T::Cassandra40 | T::Cassandra41 | T::Cassandra50);
    match f {
        // cassandra.yaml: enable_materialized_views (4.0), materialized_views_enabled (4.1+).
        F::MaterializedViews => match t {
            T::Cassandra40 => Disabled("enable_materialized_views"),
            T::Cassandra41 | T::Cassandra50 => Disabled("materialized_views_enabled"),
            T::ScyllaDb => Yes,
            T::AstraServerless | T::Keyspaces => No,
            T::Dse68 => Unconfirmed,
        },
        F::SecondaryIndexes => match t {
            T::Keyspaces => No,
            T::AstraServerless => Unconfirmed,
            _ => Yes,
        },
        F::Sai => match t {
            T::Cassandra50 | T::AstraServerless | T::Dse68 => Yes,
            _ => No,
        },
        F::Sasi => match t {
            T::Cassandra40 => Disabled("enable_sasi_indexes"),
            T::Cassandra41 | T::Cassandra50 => Disabled("sasi_indexes_enabled"),
            // A beta feature in DSE 6.8, off by default.
            T::Dse68 => Disabled("enable_sasi_indexes"),
            T::ScyllaDb | T::AstraServerless | T::Keyspaces => No,
        },
        // A Java class on the node's classpath: Cassandra and DSE load one; ScyllaDB (C++) and
        // Keyspaces have none; Astra's guardrails name SAI as its index.
        F::CustomIndexes => match t {
            T::Cassandra40 | T::Cassandra41 | T::Cassandra50 | T::Dse68 => Yes,
            T::ScyllaDb | T::Keyspaces => No,
            T::AstraServerless => Unconfirmed,
        },
        F::Udts => Yes,
        F::Udfs => match t {
            T::Cassandra40 => Disabled("enable_user_defined_functions"),
            T::Cassandra41 | T::Cassandra50 => Disabled("user_defined_functions_enabled"),
            T::ScyllaDb => Disabled("enable_user_defined_functions (and udf in experimental_features)"),
            T::AstraServerless | T::Keyspaces => No,
            T::Dse68 => Unconfirmed,
        },
        F::Counters => match t {
            T::AstraServerless => Unconfirmed,
            _ => Yes,
        },
        F::StaticColumns => match t {
            T::AstraServerless => Unconfirmed,
            _ => Yes,
        },
        F::Vector => match t {
            T::Cassandra50 | T::AstraServerless => Yes,
            _ => No,
        },
        F::LoggedBatchesAcrossPartitions => match t {
            _ if cassandra => Yes,
            T::Keyspaces => Yes,
            _ => Unconfirmed,
        },
        F::CreateKeyspace => match t {
            T::AstraServerless => No,
            _ => Yes,
        },
    }
}

/// The limits of `t` (`docs/targets.md`, "Limits").
pub(super) fn limits(t: Target) -> Limits {
    use Target as T;
    let cassandra = Limits {
        // compaction_large_partition_warning_threshold: 100MiB
        partition_warn_bytes: 100.0 * MIB,
        partition_warn_rows: None,
        // 2^31 cells per partition.
        partition_max_cells: Some(2_147_483_648.0),
        row_max_bytes: None,
        row_warn_bytes: None,
        partition_key_max_bytes: None,
        clustering_column_max_bytes: None,
        columns_per_write: None,
        batch_warn_bytes: Some(5.0 * KIB),
        batch_fail_bytes: Some(50.0 * KIB),
        tombstone_warn: Some(1_000.0),
        tombstone_fail: Some(100_000.0),
    };
    match t {
        T::Cassandra40 | T::Cassandra41 | T::Cassandra50 => cassandra,
        T::Dse68 => cassandra,
        T::ScyllaDb => Limits {
            // db/config.cc: compaction_large_partition_warning_threshold_mb 1000,
            // compaction_rows_count_warning_threshold 100000,
            // compaction_large_row_warning_threshold_mb 10, batch_size_warn_threshold_in_kb
            // 128, batch_size_fail_threshold_in_kb 1024.
            partition_warn_bytes: 1_000.0 * MIB,
            partition_warn_rows: Some(100_000.0),
            row_warn_bytes: Some(10.0 * MIB),
            batch_warn_bytes: Some(128.0 * KIB),
            batch_fail_bytes: Some(1_024.0 * KIB),
            tombstone_warn: None,
            tombstone_fail: None,
            ..cassandra
        },
        T::AstraServerless => Limits {
            // "A warning is issued if reading or compacting a partition that exceeds 100 MB."
            partition_warn_bytes: 100.0 * MIB,
            batch_warn_bytes: None,
            batch_fail_bytes: None,
            tombstone_warn: None,
            tombstone_fail: None,
            ..cassandra
        },
        T::Keyspaces => Limits {
            // No partition size warning documented: the tool's 100 MB guidance stays.
            partition_warn_bytes: 100.0 * MIB,
            partition_warn_rows: None,
            partition_max_cells: None,
            row_max_bytes: Some(MIB),
            row_warn_bytes: None,
            partition_key_max_bytes: Some(2_048.0),
            clustering_column_max_bytes: Some(850.0),
            columns_per_write: Some(225),
            batch_warn_bytes: None,
            batch_fail_bytes: None,
            tombstone_warn: None,
            tombstone_fail: None,
        },
    }
}

/// Astra DB Serverless's list of table properties it ignores (its warning names them).
const ASTRA_IGNORED: [&str; 18] = [
    "additional_write_policy",
    "bloom_filter_fp_chance",
    "caching",
    "cdc",
    "compaction",
    "compression",
    "crc_check_chance",
    "dse_edge_label_property",
    "dse_vertex_label_property",
    "gc_grace_seconds",
    "id",
    "max_index_interval",
    "memtable",
    "memtable_flush_period_in_ms",
    "min_index_interval",
    "nodesync",
    "read_repair",
    "speculative_retry",
];

/// The settings Amazon Keyspaces lists as not applicable to a managed service.
const KEYSPACES_IGNORED: [&str; 8] = [
    "read_repair",
    "read_repair_chance",
    "dclocal_read_repair_chance",
    "gc_grace_seconds",
    "bloom_filter_fp_chance",
    "compaction",
    "compression",
    "caching",
];

/// The table options Cassandra 4.0 removed (CASSANDRA-13910): 4.0 and later refuse a
/// statement naming them ("Unknown property").
const CASSANDRA4_REMOVED: [&str; 2] = ["read_repair_chance", "dclocal_read_repair_chance"];

/// The table properties of Apache Cassandra 5.0 (`TableParams.Option`, and `ID`): any other
/// name is refused ("Unknown property 'gc_grace_secondc'", seen on 5.0.9; the CQL fuzzer's
/// third finding).
const CASSANDRA_OPTIONS: [&str; 20] = [
    "additional_write_policy",
    "allow_auto_snapshot",
    "bloom_filter_fp_chance",
    "caching",
    "cdc",
    "comment",
    "compaction",
    "compression",
    "crc_check_chance",
    "default_time_to_live",
    "extensions",
    "gc_grace_seconds",
    "id",
    "incremental_backups",
    "max_index_interval",
    "memtable",
    "memtable_flush_period_in_ms",
    "min_index_interval",
    "read_repair",
    "speculative_retry",
];

/// What `t` does with the table option `name` (lower case).
pub(super) fn table_option(t: Target, name: &str) -> OptionSupport {
    if matches!(t, Target::Cassandra40 | Target::Cassandra41 | Target::Cassandra50)
        && CASSANDRA4_REMOVED.contains(&name)
    {
        return OptionSupport::Removed;
    }
    if matches!(t, Target::Cassandra40 | Target::Cassandra41 | Target::Cassandra50)
        && !CASSANDRA_OPTIONS.contains(&name)
    {
        return OptionSupport::Unknown;
    }
    let ignored = match t {
        Target::AstraServerless => ASTRA_IGNORED.contains(&name),
        Target::Keyspaces => KEYSPACES_IGNORED.contains(&name),
        _ => false,
    };
    if ignored { OptionSupport::Ignored } else { OptionSupport::Applies }
}

/// Whether `t` honours `durable_writes`: Amazon Keyspaces lists the toggle as not applicable
/// ("all writes are durable").
pub(super) fn durable_writes(t: Target) -> OptionSupport {
    if t == Target::Keyspaces { OptionSupport::Ignored } else { OptionSupport::Applies }
}

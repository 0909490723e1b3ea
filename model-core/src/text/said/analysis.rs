//! Messages of the analysis area, as typed values: one variant per message,
//! its fields the names and figures it is built from (already formatted). Worded by
//! `text::en::analysis` and `text::zh::analysis`.

/// A message of the analysis area.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Analysis {
    /// "{label} has no average size; {human_number} bytes (a default) is assumed in {arg1}"
    HasNoAverageSizeBytesDefault {
        /// `{label}` in the message.
        label: String,
        /// `{human_number}` in the message.
        human_number: String,
        /// `{arg1}` in the message.
        arg1: String,
    },
    /// "Give {label} an average size in bytes in the inspector."
    GiveAverageSizeBytesInspector {
        /// `{label}` in the message.
        label: String,
    },
    /// "{owner}: no average size for {names}; defaults assumed"
    NoAverageSizeForDefaultsAssumed {
        /// `{owner}` in the message: the entity or relationship.
        owner: String,
        /// `{names}` in the message: its attributes without an average size.
        names: String,
    },
    /// "Give the attributes of {owner} an average size in bytes in the inspector."
    GiveAverageSizesInspector {
        /// `{owner}` in the message.
        owner: String,
    },
    /// "; table {name} has at most {human_number} rows per partition"
    TableHasMostRowsPerPartition {
        /// `{name}` in the message.
        name: String,
        /// `{human_number}` in the message.
        human_number: String,
    },
    /// "{human_number} rows, {human_number_v} values, {bytes}"
    RowsValues {
        /// `{human_number}` in the message.
        human_number: String,
        /// `{human_number_v}` in the message.
        human_number_v: String,
        /// `{bytes}` in the message.
        bytes: super::super::Text,
    },
    /// "table {name}: {human_number} values per partition ({figures}) is near Cassandra's hard limit of 2 billion cells"
    TableValuesPerPartitionNearCassandra {
        /// `{name}` in the message.
        name: String,
        /// `{human_number}` in the message.
        human_number: String,
        /// `{figures}` in the message.
        figures: super::super::Text,
    },
    /// "table {name}: {human_number} values per partition, above {s_warn_values} ({figures})"
    TableValuesPerPartitionAbove {
        /// `{name}` in the message.
        name: String,
        /// `{human_number}` in the message.
        human_number: String,
        /// `{s_warn_values}` in the message.
        s_warn_values: String,
        /// `{figures}` in the message.
        figures: super::super::Text,
    },
    /// "table {name}: {bytes} per partition, above {limit} ({figures})"
    TablePerPartitionAbove {
        /// `{name}` in the message.
        name: String,
        /// `{bytes}` in the message.
        bytes: super::super::Text,
        /// `{limit}` in the message.
        limit: super::super::Text,
        /// `{figures}` in the message.
        figures: super::super::Text,
    },
    /// "table {name}: {bytes} per partition, above the ideal {limit} ({figures})"
    TablePerPartitionAboveIdeal {
        /// `{name}` in the message.
        name: String,
        /// `{bytes}` in the message.
        bytes: super::super::Text,
        /// `{limit}` in the message.
        limit: super::super::Text,
        /// `{figures}` in the message.
        figures: super::super::Text,
    },
    /// "; it passes {human_number} values after {days_ceil} days"
    PassesValuesAfterDays {
        /// `{human_number}` in the message.
        human_number: String,
        /// `{days_ceil}` in the message.
        days_ceil: String,
    },
    /// "table {name}: partitions grow without bound, by {human_number} rows a day{when}"
    TablePartitionsGrowWithoutBoundRows {
        /// `{name}` in the message.
        name: String,
        /// `{human_number}` in the message.
        human_number: String,
        /// `{when}` in the message.
        when: super::super::Text,
    },
    /// "Add a column to the partition key, split the table, or bucket it (a time unit of a timestamp, or a random 0..N-1)."
    AddColumnPartitionKeySplitTable,
    /// "table {name}: partitions grow without bound: {why}"
    TablePartitionsGrowByTime {
        /// The table's name.
        name: String,
        /// Why they grow (the estimate factor that says so).
        why: super::super::Text,
    },
    /// "{name} is a constant bucket"
    ConstantBucket {
        /// `{name}` in the message.
        name: String,
    },
    /// "{name} is a random bucket 0..{arg1}"
    RandomBucket {
        /// `{name}` in the message.
        name: String,
        /// `{arg1}` in the message.
        arg1: String,
    },
    /// "{name} is a {words} bucket: all current writes go to the newest bucket"
    BucketAllCurrentWritesGoNewest {
        /// `{name}` in the message.
        name: String,
        /// `{words}` in the message.
        words: super::super::Text,
    },
    /// "{label} takes {human_number} distinct values"
    TakesDistinctValues {
        /// `{label}` in the message.
        label: String,
        /// `{human_number}` in the message.
        human_number: String,
    },
    /// "{label} identifies a growing number of {name}"
    IdentifiesGrowingNumber {
        /// `{label}` in the message.
        label: String,
        /// `{name}` in the message.
        name: String,
    },
    /// "{label} identifies one of {human_number} {name}"
    IdentifiesOne {
        /// `{label}` in the message.
        label: String,
        /// `{human_number}` in the message.
        human_number: String,
        /// `{name}` in the message.
        name: String,
    },
    /// "{label} is a boolean"
    Boolean {
        /// `{label}` in the message.
        label: String,
    },
    /// "{label} is a date: all of one day's writes go to one partition"
    DateAllOneDayWritesGo {
        /// `{label}` in the message.
        label: String,
    },
    /// "{label} is a {ty} (nearly unique)"
    NearlyUnique {
        /// `{label}` in the message.
        label: String,
        /// `{ty}` in the message.
        ty: String,
    },
    /// "{label} looks like a {last} (few values), judging by its name"
    LooksLikeFewValuesJudgingName {
        /// `{label}` in the message.
        label: String,
        /// `{last}` in the message.
        last: String,
    },
    /// "table {name}: a hot partition key ({key_signature}): {why}"
    TableHotPartitionKey {
        /// `{name}` in the message.
        name: String,
        /// `{key_signature}` in the message.
        key_signature: String,
        /// `{why}` in the message.
        why: super::super::Text,
    },
    /// "Add a high-cardinality column to the partition key (an id the query gives), or spread the writes with a random bucket 0..N-1 and read all N."
    AddHighCardinalityColumnPartitionKey,
    /// ". Give the entity a distinct-values estimate to confirm or clear this"
    GiveEntityDistinctValuesEstimateConfirm,
    /// ", used by {arg0}"
    Used {
        /// `{arg0}` in the message.
        arg0: String,
    },
    /// "table {name}: secondary index on the high-cardinality column {c_name} ({why}){used}: every lookup asks every node"
    TableSecondaryIndexHighCardinalityColumn {
        /// `{name}` in the message.
        name: String,
        /// `{c_name}` in the message.
        c_name: String,
        /// `{why}` in the message.
        why: super::super::Text,
        /// `{used}` in the message.
        used: super::super::Text,
    },
    /// "Serve the query with a table of its own, partitioned by this column, instead of an index."
    ServeQueryTableOwnPartitionedColumn,
    /// "Keep one range attribute in the query and filter the other in the application, or give the second its own table."
    KeepOneRangeAttributeQueryFilter,
    /// "{qid}: {what}, so it cannot be answered without ALLOW FILTERING"
    SoCannotAnsweredWithoutAllowFiltering {
        /// `{qid}` in the message.
        qid: String,
        /// `{what}` in the message.
        what: super::super::Text,
    },
    /// "Add the attribute back to the table's primary key, or re-derive the table."
    AddAttributeBackTablePrimaryKey,
    /// "Choose a key alternative that puts the column in the primary key in query order, or undo the manual edit."
    ChooseKeyAlternativePutsColumnPrimary,
    /// "{id}: rows of {name} are deleted regularly; each delete leaves a tombstone that reads of the partition scan until compaction (a queue)"
    RowsDeletedRegularlyEachDeleteLeaves {
        /// `{id}` in the message.
        id: String,
        /// `{name}` in the message.
        name: String,
    },
    /// "Let rows expire by time bucket (and drop old buckets whole) or with a TTL, or use a queueing system for queues."
    LetRowsExpireTimeBucketDrop,
    /// "{id}: rows of {name} are deleted regularly; with one row per partition tombstones cost little, but keep gc_grace_seconds in mind"
    RowsDeletedRegularlyOneRowPer {
        /// `{id}` in the message.
        id: String,
        /// `{name}` in the message.
        name: String,
    },
    /// "table {name} serves no query: every write to it costs and nothing reads it"
    TableServesNoQuery {
        /// `{name}` in the message.
        name: String,
    },
    /// "Attach the queries it serves (Physical tab), or drop the table."
    AttachQueriesServesPhysicalTabDrop,
    /// "{id} is served by no table"
    ServedNoTable {
        /// `{id}` in the message.
        id: String,
    },
    /// "Re-derive the model, or attach the query to a table that answers it."
    ReDeriveModelAttachQueryTable,
    /// "{human_number} rows, {human_number_v} values, {bytes} per partition"
    RowsValuesPerPartition {
        /// `{human_number}` in the message.
        human_number: String,
        /// `{human_number_v}` in the message.
        human_number_v: String,
        /// `{bytes}` in the message.
        bytes: super::super::Text,
    },
    /// "Bucket by {unit} of {label}: add {col} to the partition key; {after}. A read over a time range reads one partition per {unit}."
    BucketAddPartitionKeyReadOver {
        /// `{unit}` in the message.
        unit: super::super::Text,
        /// `{label}` in the message.
        label: String,
        /// `{col}` in the message.
        col: String,
        /// `{after}` in the message.
        after: super::super::Text,
    },
    /// "Spread each partition over {count} random buckets 0..{arg0}: add bucket to the partition key; {after}. Every read fans out over all {count} buckets."
    SpreadEachPartitionOverRandomBuckets {
        /// `{count}` in the message.
        count: String,
        /// `{arg0}` in the message.
        arg0: String,
        /// `{after}` in the message.
        after: super::super::Text,
    },
    /// "{n} bytes"
    Bytes {
        /// `{n}` in the message.
        n: String,
    },
    /// "table {name} keeps every row in one partition ({key_signature}): the published design for a small list that does not grow (read whole, kept by the application); give {entity} a count or a growth rate if it is large or grows"
    SmallListOnePartition {
        /// The table's name.
        name: String,
        /// Its primary key.
        key_signature: String,
        /// The entity listed.
        entity: String,
    },
}

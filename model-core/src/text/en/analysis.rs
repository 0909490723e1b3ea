//! The analysis area's messages in English.

use super::counted;
use crate::text::Lang;
use crate::text::said::Analysis;

/// `m` in English.
pub(super) fn word(m: &Analysis) -> String {
    match m {
        Analysis::HasNoAverageSizeBytesDefault { label, human_number, arg1 } => format!("{label} has no average size; {human_number} bytes (a default) is assumed in {arg1}"),
        Analysis::GiveAverageSizeBytesInspector { label } => format!("Give {label} an average size in bytes in the inspector."),
        Analysis::NoAverageSizeForDefaultsAssumed { owner, names } => format!("{owner}: no average size for {names}; defaults assumed"),
        Analysis::GiveAverageSizesInspector { owner } => format!("Give the attributes of {owner} an average size in bytes in the inspector."),
        Analysis::TableHasMostRowsPerPartition { name, human_number } => format!("; table {name} has at most {} per partition", counted(human_number, "row", "rows")),
        Analysis::RowsValues { human_number, human_number_v, bytes } => {
            let bytes = bytes.get(Lang::En);
            format!("{}, {}, {bytes}", counted(human_number, "row", "rows"), counted(human_number_v, "value", "values"))
        }
        Analysis::TableValuesPerPartitionNearCassandra { name, human_number, figures } => {
            let figures = figures.get(Lang::En);
            format!("table {name}: {human_number} values per partition ({figures}) is near Cassandra's hard limit of 2 billion cells")
        }
        Analysis::TableValuesPerPartitionAbove { name, human_number, s_warn_values, figures } => {
            let figures = figures.get(Lang::En);
            format!("table {name}: {human_number} values per partition, above {s_warn_values} ({figures})")
        }
        Analysis::TablePerPartitionAbove { name, bytes, limit, figures } => {
            let bytes = bytes.get(Lang::En); let limit = limit.get(Lang::En); let figures = figures.get(Lang::En);
            format!("table {name}: {bytes} per partition, above {limit} ({figures})")
        }
        Analysis::TablePerPartitionAboveIdeal { name, bytes, limit, figures } => {
            let bytes = bytes.get(Lang::En); let limit = limit.get(Lang::En); let figures = figures.get(Lang::En);
            format!("table {name}: {bytes} per partition, above the ideal {limit} ({figures})")
        }
        Analysis::PassesValuesAfterDays { human_number, days_ceil } => format!("; it passes {human_number} values after {}", counted(days_ceil, "day", "days")),
        Analysis::TablePartitionsGrowWithoutBoundRows { name, human_number, when } => {
            let when = when.get(Lang::En);
            format!("table {name}: partitions grow without bound, by {human_number} rows a day{when}")
        }
        Analysis::TablePartitionsGrowByTime { name, why } => {
            let why = why.get(Lang::En);
            format!("table {name}: partitions grow without bound: {why}")
        }
        Analysis::AddColumnPartitionKeySplitTable => "Add a column to the partition key, split the table, or bucket it (a time unit of a timestamp, or a random 0..N-1).".to_owned(),
        Analysis::ConstantBucket { name } => format!("{name} is a constant bucket"),
        Analysis::RandomBucket { name, arg1 } => format!("{name} is a random bucket 0..{arg1}"),
        Analysis::BucketAllCurrentWritesGoNewest { name, words } => {
            let words = words.get(Lang::En);
            format!("{name} is a {words} bucket: all current writes go to the newest bucket")
        }
        Analysis::TakesDistinctValues { label, human_number } => format!("{label} takes {human_number} distinct values"),
        Analysis::IdentifiesGrowingNumber { label, name } => format!("{label} identifies a growing number of {name}"),
        Analysis::IdentifiesOne { label, human_number, name } => format!("{label} identifies one of {human_number} {name}"),
        Analysis::Boolean { label } => format!("{label} is a boolean"),
        Analysis::DateAllOneDayWritesGo { label } => format!("{label} is a date: all of one day's writes go to one partition"),
        Analysis::NearlyUnique { label, ty } => format!("{label} is a {ty} (nearly unique)"),
        Analysis::LooksLikeFewValuesJudgingName { label, last } => format!("{label} looks like a {last} (few values), judging by its name"),
        Analysis::TableHotPartitionKey { name, key_signature, why } => {
            let why = why.get(Lang::En);
            format!("table {name}: a hot partition key ({key_signature}): {why}")
        }
        Analysis::AddHighCardinalityColumnPartitionKey => "Add a high-cardinality column to the partition key (an id the query gives), or spread the writes with a random bucket 0..N-1 and read all N.".to_owned(),
        Analysis::GiveEntityDistinctValuesEstimateConfirm => ". Give the entity a distinct-values estimate to confirm or clear this".to_owned(),
        Analysis::Used { arg0 } => format!(", used by {arg0}"),
        Analysis::TableSecondaryIndexHighCardinalityColumn { name, c_name, why, used } => {
            let why = why.get(Lang::En); let used = used.get(Lang::En);
            format!("table {name}: secondary index on the high-cardinality column {c_name} ({why}){used}: every lookup asks every node")
        }
        Analysis::ServeQueryTableOwnPartitionedColumn => "Serve the query with a table of its own, partitioned by this column, instead of an index.".to_owned(),
        Analysis::KeepOneRangeAttributeQueryFilter => "Keep one range attribute in the query and filter the other in the application, or give the second its own table.".to_owned(),
        Analysis::SoCannotAnsweredWithoutAllowFiltering { qid, what } => {
            let what = what.get(Lang::En);
            format!("{qid}: {what}, so it cannot be answered without ALLOW FILTERING")
        }
        Analysis::AddAttributeBackTablePrimaryKey => "Add the attribute back to the table's primary key, or re-derive the table.".to_owned(),
        Analysis::ChooseKeyAlternativePutsColumnPrimary => "Choose a key alternative that puts the column in the primary key in query order, or undo the manual edit.".to_owned(),
        Analysis::RowsDeletedRegularlyEachDeleteLeaves { id, name } => format!("{id}: rows of {name} are deleted regularly; each delete leaves a tombstone that reads of the partition scan until compaction (a queue)"),
        Analysis::LetRowsExpireTimeBucketDrop => "Let rows expire by time bucket (and drop old buckets whole) or with a TTL, or use a queueing system for queues.".to_owned(),
        Analysis::RowsDeletedRegularlyOneRowPer { id, name } => format!("{id}: rows of {name} are deleted regularly; with one row per partition tombstones cost little, but keep gc_grace_seconds in mind"),
        Analysis::TableServesNoQuery { name } => format!("table {name} serves no query: every write to it costs and nothing reads it"),
        Analysis::AttachQueriesServesPhysicalTabDrop => "Attach the queries it serves (Physical tab), or drop the table.".to_owned(),
        Analysis::ServedNoTable { id } => format!("{id} is served by no table"),
        Analysis::ReDeriveModelAttachQueryTable => "Re-derive the model, or attach the query to a table that answers it.".to_owned(),
        Analysis::RowsValuesPerPartition { human_number, human_number_v, bytes } => {
            let bytes = bytes.get(Lang::En);
            format!("{}, {}, {bytes} per partition", counted(human_number, "row", "rows"), counted(human_number_v, "value", "values"))
        }
        Analysis::BucketAddPartitionKeyReadOver { unit, label, col, after } => {
            let unit = unit.get(Lang::En); let after = after.get(Lang::En);
            format!("Bucket by {unit} of {label}: add {col} to the partition key; {after}. A read over a time range reads one partition per {unit}.")
        }
        Analysis::SpreadEachPartitionOverRandomBuckets { count, arg0, after } => {
            let after = after.get(Lang::En);
            format!("Spread each partition over {count} random buckets 0..{arg0}: add bucket to the partition key; {after}. Every read fans out over all {count} buckets.")
        }
        Analysis::Bytes { n } => counted(n, "byte", "bytes"),
        Analysis::SmallListOnePartition { name, key_signature, entity } => format!(
            "table {name} keeps every row in one partition ({key_signature}): the published design for a small list that does not grow (read whole, kept by the application); give {entity} a count or a growth rate if it is large or grows"
        ),
    }
}

//! Messages of the estimate area, as typed values: one variant per message,
//! its fields the names and figures it is built from (already formatted). Worded by
//! `text::en::estimate` and `text::zh::estimate`.

/// A message of the estimate area.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Estimate {
    /// "{rate} per {per}"
    Per {
        /// `{rate}` in the message.
        rate: String,
        /// `{per}` in the message.
        per: super::super::Text,
    },
    /// "{name} instances"
    Instances {
        /// `{name}` in the message.
        name: String,
    },
    /// "Give {name} a count (or a growth rate) in the inspector's estimates."
    GiveCountGrowthRateInspectorEstimates {
        /// `{name}` in the message.
        name: String,
    },
    /// "{name}: its growth rate, retention or owner count is missing or invalid"
    GrowthRateRetentionOwnerCountMissing {
        /// `{name}` in the message.
        name: String,
    },
    /// " for each of {scale} {entity_name}"
    Each {
        /// `{scale}` in the message.
        scale: String,
        /// `{entity_name}` in the message.
        entity_name: String,
    },
    /// "{label}: {rate}{each}, kept {d} days"
    KeptDays {
        /// `{label}` in the message.
        label: super::super::Text,
        /// `{rate}` in the message.
        rate: super::super::Text,
        /// `{each}` in the message.
        each: super::super::Text,
        /// `{d}` in the message.
        d: String,
    },
    /// "{label}: {rate}{each}, kept forever"
    KeptForever {
        /// `{label}` in the message.
        label: super::super::Text,
        /// `{rate}` in the message.
        rate: super::super::Text,
        /// `{each}` in the message.
        each: super::super::Text,
    },
    /// "{name}: the count estimate {c} is not a valid number"
    CountEstimateNotValidNumber {
        /// `{name}` in the message.
        name: String,
        /// `{c}` in the message.
        c: String,
    },
    /// "{name} has no count estimate"
    HasNoCountEstimate {
        /// `{name}` in the message.
        name: String,
    },
    /// "{to_name} per {from_name} ({name})"
    Per2 {
        /// `{to_name}` in the message.
        to_name: String,
        /// `{from_name}` in the message.
        from_name: String,
        /// `{name}` in the message.
        name: String,
    },
    /// "Give the {to_name} end of {name} a fan-out (how many {to_name} per {from_name})."
    GiveEndFanOutHowMany {
        /// `{to_name}` in the message.
        to_name: String,
        /// `{name}` in the message.
        name: String,
        /// `{from_name}` in the message.
        from_name: String,
    },
    /// "{label}: {rate}, kept {d} days"
    KeptDays2 {
        /// `{label}` in the message.
        label: super::super::Text,
        /// `{rate}` in the message.
        rate: super::super::Text,
        /// `{d}` in the message.
        d: String,
    },
    /// "{label}: {rate}, kept forever"
    KeptForever2 {
        /// `{label}` in the message.
        label: super::super::Text,
        /// `{rate}` in the message.
        rate: super::super::Text,
    },
    /// "{to_name}: its growth rate or retention is not a valid number"
    GrowthRateRetentionNotValidNumber {
        /// `{to_name}` in the message.
        to_name: String,
    },
    /// "{label}, fan-out"
    FanOut {
        /// `{label}` in the message.
        label: super::super::Text,
    },
    /// "relationship {name}: the fan-out {f} is not a valid number"
    RelationshipFanOutNotValidNumber {
        /// `{name}` in the message.
        name: String,
        /// `{f}` in the message.
        f: String,
    },
    /// "{label}: at most one"
    MostOne {
        /// `{label}` in the message.
        label: super::super::Text,
    },
    /// "{label}: {ct} {to_name} / {cf} {from_name}, from the counts"
    FromCounts {
        /// `{label}` in the message.
        label: super::super::Text,
        /// `{ct}` in the message.
        ct: String,
        /// `{to_name}` in the message.
        to_name: String,
        /// `{cf}` in the message.
        cf: String,
        /// `{from_name}` in the message.
        from_name: String,
    },
    /// "relationship {name}: no fan-out for how many {to_name} per {from_name}"
    RelationshipNoFanOutHowMany {
        /// `{name}` in the message.
        name: String,
        /// `{to_name}` in the message.
        to_name: String,
        /// `{from_name}` in the message.
        from_name: String,
    },
    /// "{t} per {b}"
    Per3 {
        /// `{t}` in the message.
        t: String,
        /// `{b}` in the message.
        b: String,
    },
    /// "{t} is not connected to {b} in the ER diagram, so their ratio is unknown"
    NotConnectedErDiagramSoTheir {
        /// `{t}` in the message.
        t: String,
        /// `{b}` in the message.
        b: String,
    },
    /// "{name} arriving in {one} ({why}): {rate}"
    ArrivingOne {
        /// `{name}` in the message.
        name: String,
        /// `{one}` in the message.
        one: super::super::Text,
        /// `{why}` in the message.
        why: super::super::Text,
        /// `{rate}` in the message.
        rate: super::super::Text,
    },
    /// "no clustering column: one row per partition"
    NoClusteringColumnOneRowPer,
    /// "rows of a table defined directly"
    RowsTableDefinedDirectly,
    /// "table {name} is defined directly: its columns are not linked to entities, so its rows per partition are unknown"
    TableDefinedDirectlyColumnsNotLinked {
        /// `{name}` in the message.
        name: String,
    },
    /// "Derive the table from a query to get a size estimate."
    DeriveTableFromQueryGetSize,
    /// "rows of an unknown entity"
    RowsUnknownEntity,
    /// "{id}: the entity it returns is unknown, so its rows are unknown"
    EntityReturnsUnknownSoRowsUnknown {
        /// `{id}` in the message.
        id: String,
    },
    /// "one {name} per partition (its key is the partition key)"
    OnePerPartitionKeyPartitionKey {
        /// `{name}` in the message.
        name: String,
    },
    /// "÷ distinct values of {label}"
    DistinctValues {
        /// `{label}` in the message.
        label: String,
    },
    /// "partition key {label}: how many rows share one value is unknown (relationship attributes take no distinct-values estimate)"
    PartitionKeyHowManyRowsShare {
        /// `{label}` in the message.
        label: String,
    },
    /// "date {label} in the partition key"
    DatePartitionKey {
        /// `{label}` in the message.
        label: String,
    },
    /// "{d} distinct values of {label}"
    DistinctValues2 {
        /// `{d}` in the message.
        d: String,
        /// `{label}` in the message.
        label: String,
    },
    /// "partition key {label}: how many {many} share one value is not known"
    PartitionKeyHowManyShareOne {
        /// `{label}` in the message.
        label: String,
        /// `{many}` in the message.
        many: String,
        /// `{ename}` in the message.
        ename: String,
    },
    /// "Give {name} a distinct-values estimate for {attr_name}."
    GiveDistinctValuesEstimate {
        /// `{name}` in the message.
        name: String,
        /// `{attr_name}` in the message.
        attr_name: String,
    },
    /// "{n} random buckets"
    RandomBuckets {
        /// `{n}` in the message.
        n: String,
    },
    /// "{unit} bucket of {label}"
    Bucket {
        /// `{unit}` in the message.
        unit: super::super::Text,
        /// `{label}` in the message.
        label: String,
    },
    /// "its entity"
    Entity,
    /// "the {unit} bucket of {label}: its effect needs a growth rate (instances per unit of time) on {who}"
    BucketEffectNeedsGrowthRateInstances {
        /// `{unit}` in the message.
        unit: super::super::Text,
        /// `{label}` in the message.
        label: String,
        /// `{who}` in the message.
        who: super::super::Text,
    },
    /// "Give {who} a growth rate in the inspector's estimates."
    GiveGrowthRateInspectorEstimates {
        /// `{who}` in the message.
        who: super::super::Text,
    },
    /// "constant bucket: every row of the table in one partition"
    ConstantBucketEveryRowTableOne,
    /// "{name} is identified by its time ({attribute}): it grows without bound unless its estimates say otherwise (give a count, a fan-out, or a growth rate with how long it is kept)"
    GrowsByItsTime {
        /// The entity's name.
        name: String,
        /// The time attribute identifying it.
        attribute: String,
    },
}

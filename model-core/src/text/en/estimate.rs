//! The estimate area's messages in English.

use super::counted;
use crate::text::Lang;
use crate::text::said::Estimate;

/// `m` in English.
pub(super) fn word(m: &Estimate) -> String {
    match m {
        Estimate::Per { rate, per } => {
            let per = per.get(Lang::En);
            format!("{rate} per {per}")
        }
        Estimate::Instances { name } => format!("{name} instances"),
        Estimate::GiveCountGrowthRateInspectorEstimates { name } => format!("Give {name} a count (or a growth rate) in the inspector's estimates."),
        Estimate::GrowthRateRetentionOwnerCountMissing { name } => format!("{name}: its growth rate, retention or owner count is missing or invalid"),
        Estimate::Each { scale, entity_name } => format!(" for each of {scale} {entity_name}"),
        Estimate::KeptDays { label, rate, each, d } => {
            let label = label.get(Lang::En);
            let rate = rate.get(Lang::En);
            let each = each.get(Lang::En);
            format!("{label}: {rate}{each}, kept {}", counted(d, "day", "days"))
        }
        Estimate::KeptForever { label, rate, each } => {
            let label = label.get(Lang::En);
            let rate = rate.get(Lang::En);
            let each = each.get(Lang::En);
            format!("{label}: {rate}{each}, kept forever")
        }
        Estimate::CountEstimateNotValidNumber { name, c } => format!("{name}: the count estimate {c} is not a valid number"),
        Estimate::HasNoCountEstimate { name } => format!("{name} has no count estimate"),
        Estimate::Per2 { to_name, from_name, name } => format!("{to_name} per {from_name} ({name})"),
        Estimate::GiveEndFanOutHowMany { to_name, name, from_name } => {
            format!("Give the {to_name} end of {name} a fan-out (how many {to_name} per {from_name}).")
        }
        Estimate::KeptDays2 { label, rate, d } => {
            let label = label.get(Lang::En);
            let rate = rate.get(Lang::En);
            format!("{label}: {rate}, kept {}", counted(d, "day", "days"))
        }
        Estimate::KeptForever2 { label, rate } => {
            let label = label.get(Lang::En);
            let rate = rate.get(Lang::En);
            format!("{label}: {rate}, kept forever")
        }
        Estimate::GrowthRateRetentionNotValidNumber { to_name } => format!("{to_name}: its growth rate or retention is not a valid number"),
        Estimate::FanOut { label } => {
            let label = label.get(Lang::En);
            format!("{label}, fan-out")
        }
        Estimate::RelationshipFanOutNotValidNumber { name, f } => format!("relationship {name}: the fan-out {f} is not a valid number"),
        Estimate::MostOne { label } => {
            let label = label.get(Lang::En);
            format!("{label}: at most one")
        }
        Estimate::FromCounts { label, ct, to_name, cf, from_name } => {
            let label = label.get(Lang::En);
            format!("{label}: {ct} {to_name} / {cf} {from_name}, from the counts")
        }
        Estimate::RelationshipNoFanOutHowMany { name, to_name, from_name } => {
            format!("relationship {name}: no fan-out for how many {to_name} per {from_name}")
        }
        Estimate::Per3 { t, b } => format!("{t} per {b}"),
        Estimate::NotConnectedErDiagramSoTheir { t, b } => format!("{t} is not connected to {b} in the ER diagram, so their ratio is unknown"),
        Estimate::ArrivingOne { name, one, why, rate } => {
            let one = one.get(Lang::En);
            let why = why.get(Lang::En);
            let rate = rate.get(Lang::En);
            format!("{name} arriving in {one} ({why}): {rate}")
        }
        Estimate::NoClusteringColumnOneRowPer => "no clustering column: one row per partition".to_owned(),
        Estimate::RowsTableDefinedDirectly => "rows of a table defined directly".to_owned(),
        Estimate::TableDefinedDirectlyColumnsNotLinked { name } => {
            format!("table {name} is defined directly: its columns are not linked to entities, so its rows per partition are unknown")
        }
        Estimate::DeriveTableFromQueryGetSize => "Derive the table from a query to get a size estimate.".to_owned(),
        Estimate::RowsUnknownEntity => "rows of an unknown entity".to_owned(),
        Estimate::EntityReturnsUnknownSoRowsUnknown { id } => format!("{id}: the entity it returns is unknown, so its rows are unknown"),
        Estimate::OnePerPartitionKeyPartitionKey { name } => format!("one {name} per partition (its key is the partition key)"),
        Estimate::DistinctValues { label } => format!("÷ distinct values of {label}"),
        Estimate::PartitionKeyHowManyRowsShare { label } => {
            format!("partition key {label}: how many rows share one value is unknown (relationship attributes take no distinct-values estimate)")
        }
        Estimate::DatePartitionKey { label } => format!("date {label} in the partition key"),
        Estimate::DistinctValues2 { d, label } => format!("{d} distinct values of {label}"),
        Estimate::PartitionKeyHowManyShareOne { label, many, .. } => format!("partition key {label}: how many {many} share one value is not known"),
        Estimate::GiveDistinctValuesEstimate { name, attr_name } => format!("Give {name} a distinct-values estimate for {attr_name}."),
        Estimate::RandomBuckets { n } => format!("{n} random buckets"),
        Estimate::Bucket { unit, label } => {
            let unit = unit.get(Lang::En);
            format!("{unit} bucket of {label}")
        }
        Estimate::Entity => "its entity".to_owned(),
        Estimate::BucketEffectNeedsGrowthRateInstances { unit, label, who } => {
            let unit = unit.get(Lang::En);
            let who = who.get(Lang::En);
            format!("the {unit} bucket of {label}: its effect needs a growth rate (instances per unit of time) on {who}")
        }
        Estimate::GiveGrowthRateInspectorEstimates { who } => {
            let who = who.get(Lang::En);
            format!("Give {who} a growth rate in the inspector's estimates.")
        }
        Estimate::ConstantBucketEveryRowTableOne => "constant bucket: every row of the table in one partition".to_owned(),
        Estimate::GrowsByItsTime { name, attribute } => format!(
            "{name} is identified by its time ({attribute}): it grows without bound unless its estimates say otherwise (give a count, a fan-out, or a growth rate with how long it is kept)"
        ),
    }
}

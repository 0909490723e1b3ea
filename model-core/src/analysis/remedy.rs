//! Remedies for partitions over a threshold: a bucket column in the partition key
//! (methodology §6, seed 000 step 6), with the figures after bucketing.

use super::Ctx;
use super::size::{EstimateStatus, PartitionEstimate, estimate, human_number};
use crate::cql::NativeType;
use crate::derive::bucket_column;
use crate::estimate::is_time_column;
use crate::logical::{Column, Origin, Provenance, Role, Rule, Table};
use crate::msg;
use crate::project::{Bucket, TimeUnit};
use crate::text::{Lang, Text};
use serde::Serialize;

/// A bucket that brings a partition under the thresholds, with the figures after it; the app
/// applies it as the table's `TableOverride.bucket` (undoable).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Remedy {
    /// The bucket to set on the table's override.
    pub bucket: Bucket,
    /// Nr after bucketing.
    pub rows_after: f64,
    /// Nv after bucketing.
    pub values_after: f64,
    /// St after bucketing.
    pub bytes_after: f64,
    /// What it does and what it costs the reads, worded when shown (English in `--json`).
    pub description: Text,
}

impl Remedy {
    fn new(bucket: Bucket, (rows_after, values_after, bytes_after): (f64, f64, f64), description: Text) -> Self {
        Self { bucket, rows_after, values_after, bytes_after, description }
    }

    /// What it does and what it costs the reads, in `lang`.
    pub fn description_in(&self, lang: Lang) -> String {
        self.description.get(lang)
    }

    /// The description.
    pub fn description_text(&self) -> Text {
        self.description.clone()
    }
}

/// The threshold a remedy must clear: values and bytes.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Target {
    pub values: f64,
    pub bytes: f64,
}

impl Target {
    fn cleared_by(self, e: &PartitionEstimate) -> Option<(f64, f64, f64)> {
        match (e.status, e.rows, e.values, e.bytes) {
            (EstimateStatus::Estimated, Some(r), Some(v), Some(b)) if v <= self.values && b <= self.bytes => {
                Some((r, v, b))
            }
            _ => None,
        }
    }
}

/// `table` as derivation would make it with `bucket` in its override: the bucket column
/// added to the partition key (or the automatic bucket column retyped).
pub(crate) fn with_bucket(ctx: &Ctx<'_>, table: &Table, bucket: Bucket) -> Table {
    let mut t = table.clone();
    let (name, ty) = bucket_column(Some(&bucket), ctx.index);
    if let Some(c) = t.columns.iter_mut().find(|c| c.role == Role::PartitionKey && c.attribute.is_none()) {
        c.name = name;
        c.ty = ty;
    } else {
        let at = t.columns.iter().rposition(|c| c.role == Role::PartitionKey).map_or(0, |i| i + 1);
        let query = match &t.origin {
            Origin::Derived(q) => Some(q.clone()),
            Origin::Defined(_) => None,
        };
        t.columns.insert(
            at,
            Column {
                name,
                ty,
                role: Role::PartitionKey,
                attribute: None,
                provenance: Provenance { rule: Rule::Bucket, query, reason: crate::logical::Reason::SuggestedBucket },
                indexed: false,
                mask: None,
            },
        );
    }
    t.bucket = Some(bucket);
    t
}

/// Time buckets coarse to fine: the first that clears is suggested first (the fewest
/// partitions a time-range read has to visit), the next finer one beside it.
fn units(ty: NativeType) -> &'static [TimeUnit] {
    if ty == NativeType::Date {
        &[TimeUnit::Year, TimeUnit::Month, TimeUnit::Week, TimeUnit::Day]
    } else {
        &[TimeUnit::Year, TimeUnit::Month, TimeUnit::Week, TimeUnit::Day, TimeUnit::Hour, TimeUnit::Minute]
    }
}

fn figures(r: f64, v: f64, b: f64) -> Text {
    let bytes = super::size::bytes_text(b);
    msg!(
        "analysis-rows-values-per-partition",
        human_number = crate::text::Arg::Figure(human_number(r)),
        human_number_v = crate::text::Arg::Figure(human_number(v)),
        bytes = bytes
    )
}

/// The times a bucket can be computed from: the table's time columns, then the time each
/// growing entity of the table records its instances' arrival in when the table does not hold
/// it (issue 40, item 5: "every reading of a sensor" kept forever is keyed by the reading's id,
/// and was offered no bucket though its readings arrive with a time).
fn time_attributes(ctx: &Ctx<'_>, table: &Table) -> Vec<(crate::ids::AttributeId, NativeType)> {
    let mut out: Vec<(crate::ids::AttributeId, NativeType)> = Vec::new();
    for c in &table.columns {
        if let (Some(a), Some(ty)) = (&c.attribute, is_time_column(&c.ty)) {
            out.push((a.clone(), ty));
        }
    }
    let subject = match &table.subject {
        Some(crate::logical::Subject::Entity(e)) => Some(e.clone()),
        _ => None,
    };
    let owners = table
        .columns
        .iter()
        .filter_map(|c| c.attribute.as_ref())
        .filter_map(|a| ctx.index.entity_of(a))
        .map(|e| e.id.clone());
    let mut seen = rustc_hash::FxHashSet::default();
    for e in subject.into_iter().chain(owners).filter(|e| seen.insert(e.clone())).filter_map(|e| ctx.index.entity(&e)) {
        let Some(growth) = &e.estimates.growth else { continue };
        // The growth's own time (one place decides which attribute that is).
        for a in
            e.attributes.iter().filter(|a| a.multi.is_none() && crate::estimate::growth_time_matches(growth, e, &a.id))
        {
            if !out.iter().any(|(x, _)| x == &a.id) {
                out.push((a.id.clone(), a.ty));
            }
        }
    }
    out
}

/// The remedies for a table over `target` (derived tables only: a bucket is an override of
/// the query's table).
pub(crate) fn remedies(ctx: &Ctx<'_>, table: &Table, current: &PartitionEstimate, target: Target) -> Vec<Remedy> {
    let mut out = Vec::new();
    if !matches!(table.origin, Origin::Derived(_)) {
        return out;
    }
    for (a, ty) in time_attributes(ctx, table) {
        let a = &a;
        let label = ctx.index.label(a);
        let time_remedy = |unit: TimeUnit| {
            let bucket = Bucket::Time { attribute: a.clone(), unit };
            let t = with_bucket(ctx, table, bucket.clone());
            let (e, _) = estimate(ctx, &t);
            let (r, v, b) = target.cleared_by(&e)?;
            let col = t.partition_key().find(|c| c.attribute.is_none()).map_or_else(String::new, |c| c.name.clone());
            let (unit, after) = (unit.words(), figures(r, v, b));
            let description = msg!(
                "analysis-bucket-add-partition-key-read-over",
                unit = unit,
                label = label.to_string(),
                col = col,
                after = after
            );
            Some(Remedy::new(bucket, (r, v, b), description))
        };
        // The coarsest that clears, then the next finer one (reads of a shorter span, such as
        // a day's events, touch one partition): the user picks.
        let mut coarse_to_fine = units(ty).iter();
        while let Some(&unit) = coarse_to_fine.next() {
            if let Some(r) = time_remedy(unit) {
                out.push(r);
                out.extend(coarse_to_fine.next().and_then(|&finer| time_remedy(finer)));
                break;
            }
        }
    }
    // A random spread only bounds what is already bounded.
    if let (EstimateStatus::Estimated, Some(v), Some(b)) = (current.status, current.values, current.bytes) {
        let need = (v / target.values).max(b / target.bytes).ceil();
        let max = ctx.settings.max_random_buckets.max(2);
        let mut n = if need.is_finite() && need >= 2.0 { need.min(f64::from(max)) } else { 2.0 };
        for _ in 0..32 {
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
            let count = n as u32;
            let bucket = Bucket::Random { count };
            let t = with_bucket(ctx, table, bucket.clone());
            let (e, _) = estimate(ctx, &t);
            if let Some((r, v, b)) = target.cleared_by(&e) {
                let after = figures(r, v, b);
                out.push(Remedy::new(
                    bucket,
                    (r, v, b),
                    msg!(
                        "analysis-spread-each-partition-over-random-buckets",
                        count = count.to_string(),
                        arg0 = (count - 1).to_string(),
                        after = after
                    ),
                ));
                break;
            }
            if count >= max {
                break;
            }
            n = (n * 1.25).ceil().min(f64::from(max));
        }
    }
    out
}

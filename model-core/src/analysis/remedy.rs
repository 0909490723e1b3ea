//! Remedies for partitions over a threshold: a bucket column in the partition key
//! (methodology §6, seed 000 step 6), with the figures after bucketing.

use super::Ctx;
use super::size::{EstimateStatus, PartitionEstimate, estimate, human_number};
use crate::cql_type::NativeType;
use crate::derive::bucket_column;
use crate::estimate::is_time_column;
use crate::logical::{Column, Origin, Provenance, Role, Rule, Table};
use crate::project::{Bucket, TimeUnit};
use crate::text;
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
    /// What it does and what it costs the reads, in words, in English.
    pub description: String,
    /// `description` in Chinese.
    #[serde(skip)]
    description_zh: String,
}

impl Remedy {
    fn new(bucket: Bucket, (rows_after, values_after, bytes_after): (f64, f64, f64), description: Text) -> Self {
        let description_zh = description.get(Lang::Zh).to_owned();
        let (description, _) = description.into_parts();
        Self { bucket, rows_after, values_after, bytes_after, description, description_zh }
    }

    /// What it does and what it costs the reads, in `lang`.
    pub fn description_in(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.description,
            Lang::Zh => &self.description_zh,
        }
    }

    /// The description in both languages.
    pub fn description_text(&self) -> Text {
        Text::new(self.description.clone(), self.description_zh.clone())
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
            (EstimateStatus::Estimated, Some(r), Some(v), Some(b)) if v <= self.values && b <= self.bytes => Some((r, v, b)),
            _ => None,
        }
    }
}

/// `table` as derivation would make it with `bucket` in its override: the bucket column
/// added to the partition key (or the automatic bucket column retyped).
pub(crate) fn with_bucket(ctx: &Ctx<'_>, table: &Table, bucket: Bucket) -> Table {
    let mut t = table.clone();
    let (name, ty) = bucket_column(Some(&bucket), &ctx.index);
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
                provenance: Provenance { rule: Rule::Bucket, query, reason: "bucket suggested by the analysis".to_owned() },
                indexed: false,
                mask: None,
            },
        );
    }
    t.bucket = Some(bucket);
    t
}

/// Time buckets coarse to fine: the first that clears is suggested (the fewest partitions a
/// time-range read has to visit).
fn units(ty: NativeType) -> &'static [TimeUnit] {
    if ty == NativeType::Date {
        &[TimeUnit::Year, TimeUnit::Month, TimeUnit::Week, TimeUnit::Day]
    } else {
        &[TimeUnit::Year, TimeUnit::Month, TimeUnit::Week, TimeUnit::Day, TimeUnit::Hour, TimeUnit::Minute]
    }
}

fn figures(r: f64, v: f64, b: f64) -> Text {
    let bytes = super::size::bytes_text(b);
    let bytes_zh = bytes.get(Lang::Zh);
    text!("{} rows, {} values, {bytes} per partition", "每个分区 {} 行、{} 个值、{bytes_zh}", human_number(r), human_number(v))
}

/// The remedies for a table over `target` (derived tables only: a bucket is an override of
/// the query's table).
pub(crate) fn remedies(ctx: &Ctx<'_>, table: &Table, current: &PartitionEstimate, target: Target) -> Vec<Remedy> {
    let mut out = Vec::new();
    if !matches!(table.origin, Origin::Derived(_)) {
        return out;
    }
    for c in &table.columns {
        let (Some(a), Some(ty)) = (&c.attribute, is_time_column(&c.ty)) else { continue };
        let label = ctx.index.label(a);
        for &unit in units(ty) {
            let bucket = Bucket::Time { attribute: a.clone(), unit };
            let t = with_bucket(ctx, table, bucket.clone());
            let (e, _) = estimate(ctx, &t);
            if let Some((r, v, b)) = target.cleared_by(&e) {
                let col = t.partition_key().find(|c| c.attribute.is_none()).map_or_else(String::new, |c| c.name.clone());
                let (unit, after) = (unit.words(), figures(r, v, b));
                let (unit_zh, after_zh) = (unit.get(Lang::Zh), after.get(Lang::Zh));
                out.push(Remedy::new(
                    bucket,
                    (r, v, b),
                    text!(
                        "Bucket by {unit} of {label}: add {col} to the partition key; {after}. A read over a time range reads one partition per {unit}.",
                        "按{unit_zh}对 {label} 分桶：把 {col} 加入分区键；{after_zh}。按时间范围读取时，每{unit_zh}读一个分区。"
                    ),
                ));
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
                let after_zh = after.get(Lang::Zh);
                out.push(Remedy::new(
                    bucket,
                    (r, v, b),
                    text!(
                        "Spread each partition over {count} random buckets 0..{}: add bucket to the partition key; {after}. Every read fans out over all {count} buckets.",
                        "把每个分区分散到 {count} 个随机桶 0..{} 中：把 bucket 加入分区键；{after_zh}。每次读取都要分散到全部 {count} 个桶。",
                        count - 1
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

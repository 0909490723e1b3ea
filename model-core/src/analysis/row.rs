//! One row's size under the target's rule, and the target's row and key limits: a row over
//! the target's row limit (1 MiB on Amazon Keyspaces) or large-row warning (10 MiB on
//! ScyllaDB), a partition key or clustering column over the target's size limit, more
//! regular columns than one write may set.

use super::Ctx;
use super::size::{Breakdown, CELL_OVERHEAD, DEFAULT_ELEMENTS, bytes_text, human_number};
use crate::diagnostic::{Code, Diagnostic};
use crate::dialect::{ColumnPart, RowColumn, RowSizeRule, Target, keyspaces_row_bytes};
use crate::logical::{Role, Table};
use crate::msg;

fn part(role: Role) -> ColumnPart {
    match role {
        Role::PartitionKey => ColumnPart::PartitionKey,
        Role::Clustering(_) => ColumnPart::Clustering,
        Role::Static => ColumnPart::Static,
        Role::Regular => ColumnPart::Regular,
    }
}

fn elements(c: &crate::logical::Column) -> f64 {
    let collection = c.ty.is_collection() || matches!(&c.ty, crate::cql::CqlType::Frozen(t) if t.is_collection());
    if collection { DEFAULT_ELEMENTS } else { 0.0 }
}

/// The bytes of one row of `t` (widths from `b`) as `target` counts them: Cassandra's St
/// formula for one row (clustering and regular values, 8 bytes of timestamp per regular
/// cell), or Amazon Keyspaces' encoded row size.
pub fn row_bytes(target: Target, t: &Table, b: &Breakdown) -> f64 {
    match target.row_size_rule() {
        RowSizeRule::Cassandra => {
            let cells = t.columns.iter().filter(|c| c.role == Role::Regular).count();
            #[allow(clippy::cast_precision_loss)]
            let cells = cells as f64;
            b.clustering_bytes + b.regular_bytes + CELL_OVERHEAD * cells
        }
        RowSizeRule::Keyspaces => {
            let cols: Vec<RowColumn<'_>> = t
                .columns
                .iter()
                .zip(&b.columns)
                .map(|(c, w)| RowColumn { part: part(c.role), ty: &c.ty, bytes: w.bytes, elements: elements(c) })
                .collect();
            keyspaces_row_bytes(&cols)
        }
    }
}

/// The target's row and key limits for table `t` whose widths are `b` and one row `row` bytes.
pub(super) fn diagnostics(ctx: &Ctx<'_>, t: &Table, b: &Breakdown, row: f64, out: &mut Vec<Diagnostic>) {
    let s = &ctx.thresholds;
    let target = s.target;
    let subject = |d: Diagnostic| match t.queries.first() {
        Some(q) => d.table(&t.name).query(q),
        None => d.table(&t.name),
    };
    let (name, target_name) = (&t.name, target.to_string());
    let size = bytes_text(row);
    if let Some(limit) = s.row_bytes.filter(|l| row > *l) {
        let message =
            msg!("target-row-over-limit", name = name, size = size, target = &target_name, limit = bytes_text(limit));
        out.push(subject(Diagnostic::error(Code::RowTooLarge, message).fix(msg!("target-smaller-rows"))));
    } else if let Some(limit) = s.row_warn_bytes.filter(|l| row > *l) {
        let message =
            msg!("target-row-over-warning", name = name, size = size, target = &target_name, limit = bytes_text(limit));
        out.push(subject(Diagnostic::warning(Code::RowTooLarge, message).fix(msg!("target-smaller-rows"))));
    }
    let limits = target.limits();
    let key_bytes: f64 =
        t.columns.iter().zip(&b.columns).filter(|(c, _)| c.role == Role::PartitionKey).map(|(_, w)| w.bytes).sum();
    if let Some(max) = limits.partition_key_max_bytes.filter(|m| key_bytes > *m) {
        let message = msg!(
            "target-partition-key-over-limit",
            name = name,
            bytes = human_number(key_bytes),
            target = &target_name,
            limit = human_number(max)
        );
        out.push(subject(Diagnostic::error(Code::TargetLimit, message).fix(msg!("target-smaller-partition-key"))));
    }
    if let Some(max) = limits.clustering_column_max_bytes {
        for (c, w) in
            t.columns.iter().zip(&b.columns).filter(|(c, w)| matches!(c.role, Role::Clustering(_)) && w.bytes > max)
        {
            let message = msg!(
                "target-clustering-over-limit",
                name = name,
                column = &c.name,
                bytes = human_number(w.bytes),
                target = &target_name,
                limit = human_number(max)
            );
            out.push(subject(Diagnostic::error(Code::TargetLimit, message).fix(msg!("target-smaller-clustering"))));
        }
    }
    let count = t.columns.iter().filter(|c| c.role == Role::Regular).count();
    if let Some(max) = limits.columns_per_write.filter(|m| count > *m as usize) {
        let message = msg!(
            "target-columns-per-write",
            name = name,
            count = count.to_string(),
            target = &target_name,
            max = max.to_string()
        );
        out.push(subject(Diagnostic::warning(Code::TargetLimit, message).fix(msg!("target-split-columns"))));
    }
}

//! One row's size under the target's rule, and the target's row and key limits: a row over
//! the target's row limit (1 MiB on Amazon Keyspaces) or large-row warning (10 MiB on
//! ScyllaDB), a partition key or clustering column over the target's size limit, more
//! regular columns than one write may set.

use super::Ctx;
use super::size::{Breakdown, CELL_OVERHEAD, DEFAULT_ELEMENTS, bytes_text, human_number};
use crate::diagnostic::{Code, Diagnostic};
use crate::logical::{Role, Table};
use crate::target::{ColumnPart, RowColumn, RowSizeRule, Target, keyspaces_row_bytes};
use crate::text;
use crate::text::Lang;

fn part(role: Role) -> ColumnPart {
    match role {
        Role::PartitionKey => ColumnPart::PartitionKey,
        Role::Clustering(_) => ColumnPart::Clustering,
        Role::Static => ColumnPart::Static,
        Role::Regular => ColumnPart::Regular,
    }
}

fn elements(c: &crate::logical::Column) -> f64 {
    let collection = c.ty.is_collection() || matches!(&c.ty, crate::cql_type::CqlType::Frozen(t) if t.is_collection());
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
    let target = s.target.name();
    let subject = |d: Diagnostic| match t.queries.first() {
        Some(q) => d.table(&t.name).query(q),
        None => d.table(&t.name),
    };
    let size = bytes_text(row);
    let size_zh = size.get(Lang::Zh);
    let fix = text!(
        "Move large values to a table of their own keyed like this one, split the row's columns over two tables, or keep large objects outside the database and store a reference.",
        "请把大的值移到一张主键相同的单独表中、把这一行的列拆到两张表，或把大对象存到数据库之外并只保存引用。"
    );
    if let Some(limit) = s.row_bytes.filter(|l| row > *l) {
        let l = bytes_text(limit);
        let l_zh = l.get(Lang::Zh);
        out.push(subject(
            Diagnostic::error(
                Code::RowTooLarge,
                text!(
                    "table {}: one row is {size}, over {target}'s row limit of {l}",
                    "表 {}：一行为 {size_zh}，超过 {target} 的行大小上限 {l_zh}",
                    t.name
                ),
            )
            .fix(fix),
        ));
    } else if let Some(limit) = s.row_warn_bytes.filter(|l| row > *l) {
        let l = bytes_text(limit);
        let l_zh = l.get(Lang::Zh);
        out.push(subject(
            Diagnostic::warning(
                Code::RowTooLarge,
                text!(
                    "table {}: one row is {size}, over {target}'s large-row warning of {l}",
                    "表 {}：一行为 {size_zh}，超过 {target} 的大行警告阈值 {l_zh}",
                    t.name
                ),
            )
            .fix(fix),
        ));
    }
    let limits = s.target.limits();
    let key_bytes: f64 = t.columns.iter().zip(&b.columns).filter(|(c, _)| c.role == Role::PartitionKey).map(|(_, w)| w.bytes).sum();
    if let Some(max) = limits.partition_key_max_bytes.filter(|m| key_bytes > *m) {
        let (k, m) = (human_number(key_bytes), human_number(max));
        out.push(subject(
            Diagnostic::error(
                Code::TargetLimit,
                text!(
                    "table {}: its partition key holds {k} bytes, over {target}'s limit of {m} bytes",
                    "表 {}：分区键有 {k} 字节，超过 {target} 的上限 {m} 字节",
                    t.name
                ),
            )
            .fix(text!(
                "Give the key's text attributes a smaller average size if they are smaller, or key the table by a shorter identifier (a uuid).",
                "如果键中的文本属性实际更短，请给出更小的平均大小；否则请改用更短的标识符（uuid）作为表的键。"
            )),
        ));
    }
    if let Some(max) = limits.clustering_column_max_bytes {
        for (c, w) in t.columns.iter().zip(&b.columns).filter(|(c, w)| matches!(c.role, Role::Clustering(_)) && w.bytes > max) {
            let (k, m) = (human_number(w.bytes), human_number(max));
            out.push(subject(
                Diagnostic::error(
                    Code::TargetLimit,
                    text!(
                        "table {}: clustering column {} holds {k} bytes, over {target}'s limit of {m} bytes",
                        "表 {}：聚簇列 {} 有 {k} 字节，超过 {target} 的上限 {m} 字节",
                        t.name,
                        c.name
                    ),
                )
                .fix(text!(
                    "Cluster by a shorter value (an identifier or a prefix of the text), or give the attribute a smaller average size if it is smaller.",
                    "请按更短的值聚簇（标识符或文本前缀）；如果该属性实际更短，请给出更小的平均大小。"
                )),
            ));
        }
    }
    let regular = t.columns.iter().filter(|c| c.role == Role::Regular).count();
    if let Some(max) = limits.columns_per_write.filter(|m| regular > *m as usize) {
        out.push(subject(
            Diagnostic::warning(
                Code::TargetLimit,
                text!(
                    "table {}: {regular} regular columns, but {target} writes at most {max} in one INSERT or UPDATE",
                    "表 {}：有 {regular} 个普通列，但 {target} 的一条 INSERT 或 UPDATE 最多写入 {max} 个",
                    t.name
                ),
            )
            .fix(text!("Split the table's columns over two tables with the same key.", "请把这张表的列拆到两张主键相同的表中。")),
        ));
    }
}

//! Values (Nv) and bytes (St) per partition from Nr and the column widths (methodology §6):
//! `Nv = Nr × (Nc − Npk − Ns) + Ns` and
//! `St = Σ sizeOf(pk) + Σ sizeOf(static) + Nr × (Σ sizeOf(regular) + Σ sizeOf(clustering)) + 8 × Nv`.

use super::Ctx;
use super::remedy::Remedy;
use crate::cql::CqlType;
use crate::diagnostic::Diagnostic;
use crate::estimate::{Factor, Nr, rows_per_partition, sat};
use crate::logical::{Column, Role, Table};
use crate::msg;
use serde::{Serialize, Serializer};

/// Bytes of per-cell metadata (the write timestamp) in the St formula.
pub const CELL_OVERHEAD: f64 = 8.0;

/// Elements assumed in a collection whose average size the user did not give.
pub const DEFAULT_ELEMENTS: f64 = 4.0;

/// Where a column's width comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum WidthSource {
    /// The type's fixed width (int 4, uuid 16...).
    Fixed,
    /// The attribute's average size, given by the user.
    Average,
    /// A default for a variable-width type: an assumption, not an estimate.
    Default,
}

/// The width of one column in the formula.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ColumnSize {
    /// Column name.
    pub column: String,
    /// Its role (K, C↑, C↓, S or regular).
    pub role: Role,
    /// Bytes per value.
    pub bytes: f64,
    /// Where the number comes from.
    pub source: WidthSource,
}

/// Is the estimate a figure, a growth, or unknown?
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum EstimateStatus {
    /// Figures from the estimates.
    Estimated,
    /// The partition grows without bound.
    Unbounded,
    /// Estimates are missing (see the `missing-estimate` diagnostics).
    Unknown,
}

/// The numbers that went into a partition estimate (the hover text of the badge).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Breakdown {
    /// The factors of Nr.
    pub rows_factors: Vec<Factor>,
    /// Nc: columns.
    pub nc: usize,
    /// Npk: primary-key columns (partition key and clustering).
    pub npk: usize,
    /// Ns: static columns.
    pub ns: usize,
    /// Σ sizeOf(partition-key columns).
    pub partition_key_bytes: f64,
    /// Σ sizeOf(static columns).
    pub static_bytes: f64,
    /// Σ sizeOf(clustering columns).
    pub clustering_bytes: f64,
    /// Σ sizeOf(regular columns).
    pub regular_bytes: f64,
    /// Each column's width.
    pub columns: Vec<ColumnSize>,
}

/// The size of one table's partitions.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PartitionEstimate {
    /// Table name.
    pub table: String,
    /// Keyspace.
    pub keyspace: String,
    /// Nr: rows per partition (`None` when unbounded or unknown).
    #[serde(serialize_with = "number")]
    pub rows: Option<f64>,
    /// Nv: values (cells) per partition.
    #[serde(serialize_with = "number")]
    pub values: Option<f64>,
    /// St: bytes per partition.
    #[serde(serialize_with = "number")]
    pub bytes: Option<f64>,
    /// Whether the figures are estimates, a growth, or unknown.
    pub status: EstimateStatus,
    /// For an unbounded partition: rows added per day.
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "number")]
    pub rows_per_day: Option<f64>,
    /// For an unknown estimate: an upper bound on Nr, when one is known.
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "number")]
    pub rows_at_most: Option<f64>,
    /// The numbers that went in.
    pub breakdown: Breakdown,
    /// Buckets that bring the partition under the thresholds, when it is over one.
    pub remedies: Vec<Remedy>,
    /// One row's bytes as the project's target counts them (Amazon Keyspaces' encoded row
    /// size, else Cassandra's: clustering and regular values with their timestamps).
    pub row_bytes: f64,
}

/// Writes whole numbers as integers (73000, not 73000.0).
fn number<S: Serializer>(v: &Option<f64>, s: S) -> Result<S::Ok, S::Error> {
    match v {
        None => s.serialize_none(),
        Some(x) if x.fract() == 0.0 && x.abs() < 9.0e15 => {
            #[allow(clippy::cast_possible_truncation)]
            let n = *x as i64;
            s.serialize_i64(n)
        }
        Some(x) => s.serialize_f64(*x),
    }
}

impl Breakdown {
    /// Nv for a given Nr.
    pub fn values(&self, nr: f64) -> f64 {
        let per_row = self.nc.saturating_sub(self.npk).saturating_sub(self.ns);
        sat(nr * per_row as f64 + self.ns as f64)
    }

    /// St for a given Nr.
    pub fn bytes(&self, nr: f64) -> f64 {
        sat(self.partition_key_bytes
            + self.static_bytes
            + nr * (self.regular_bytes + self.clustering_bytes)
            + CELL_OVERHEAD * self.values(nr))
    }

    /// The formulas with the numbers in them, for a hover text, in English.
    pub fn explain(&self, rows: Option<f64>) -> String {
        self.explain_in(rows, crate::text::Lang::En)
    }

    /// The formulas with the numbers in them, in `lang`.
    pub fn explain_in(&self, rows: Option<f64>, lang: crate::text::Lang) -> String {
        let mut s = String::from("Nr = ");
        let parts: Vec<String> = self
            .rows_factors
            .iter()
            .map(|f| {
                let label = f.label_in(lang);
                match f.value {
                    super::FactorValue::Times(v) => format!("{} [{label}]", human_number(v)),
                    super::FactorValue::Divide(v) => format!("÷ {} [{label}]", human_number(v)),
                    super::FactorValue::Unbounded(v) => {
                        msg!("analysis-formula-unbounded", per_day = human_number(v), label = label).get(lang)
                    }
                    super::FactorValue::Unknown => format!("? [{label}]"),
                    super::FactorValue::GrowsOverTime => msg!("analysis-formula-grows", label = label).get(lang),
                }
            })
            .collect();
        s.push_str(&parts.join(" × "));
        let nr = rows.map_or_else(|| "Nr".to_owned(), human_number);
        s.push_str(&format!(
            "\nNv = Nr × (Nc − Npk − Ns) + Ns = {nr} × ({} − {} − {}) + {}",
            self.nc, self.npk, self.ns, self.ns
        ));
        if let Some(r) = rows {
            s.push_str(&format!(" = {}", human_number(self.values(r))));
        }
        s.push_str(&format!(
            "\nSt = {} + 8 × Nv = {} + {} + {nr} × ({} + {}) + 8 × Nv",
            msg!("analysis-formula-sums").get(lang),
            human_number(self.partition_key_bytes),
            human_number(self.static_bytes),
            human_number(self.regular_bytes),
            human_number(self.clustering_bytes)
        ));
        if let Some(r) = rows {
            s.push_str(&format!(" = {}", msg!("analysis-formula-bytes", n = human_number(self.bytes(r))).get(lang)));
        }
        for c in &self.columns {
            let source = match c.source {
                WidthSource::Fixed => msg!("analysis-width-fixed"),
                WidthSource::Average => msg!("analysis-width-average"),
                WidthSource::Default => msg!("analysis-width-default"),
            };
            let column = msg!(
                "analysis-formula-column",
                column = &c.column,
                marker = c.role.marker(),
                n = human_number(c.bytes),
                source = source
            );
            s.push_str(&format!("\n  {}", column.get(lang)));
        }
        s
    }
}

/// A number for people: 73,000, 2.74, 1.2e12.
pub fn human_number(x: f64) -> String {
    if !x.is_finite() {
        return "∞".to_owned();
    }
    if x.abs() >= 1.0e15 {
        return format!("{x:.2e}");
    }
    if x.fract() != 0.0 && x.abs() < 1000.0 {
        return format!("{x:.2}");
    }
    #[allow(clippy::cast_possible_truncation)]
    let n = x.round() as i64;
    let digits = n.unsigned_abs().to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    if n < 0 { format!("-{out}") } else { out }
}

/// Bytes for people: 1.1 MB.
pub fn fmt_bytes(b: f64) -> String {
    if b >= 1.0e9 {
        format!("{:.1} GB", b / 1.0e9)
    } else if b >= 1.0e6 {
        format!("{:.1} MB", b / 1.0e6)
    } else if b >= 1.0e3 {
        format!("{:.1} kB", b / 1.0e3)
    } else {
        // Partial bytes are an artefact of averages: a size is shown in whole bytes.
        format!("{} bytes", human_number(b.round()))
    }
}

/// Bytes for people in English and Chinese: 1.1 MB, 12 bytes / 12 字节.
pub fn bytes_text(b: f64) -> crate::text::Text {
    let en = fmt_bytes(b);
    match en.strip_suffix(" bytes") {
        Some(n) => msg!("analysis-bytes", n = crate::text::Arg::Figure(n.to_owned())),
        None => crate::text::Text::verbatim(en),
    }
}

/// Width of a type: bytes and whether it is exact (fixed) rather than a default.
fn type_width(ctx: &Ctx<'_>, keyspace: &str, ty: &CqlType, depth: usize) -> (f64, bool) {
    if depth > 8 {
        return (64.0, false);
    }
    let w = |t: &CqlType| type_width(ctx, keyspace, t, depth + 1);
    match ty {
        CqlType::Native(n) => n.fixed_width().map_or((n.default_width() as f64, false), |f| (f as f64, true)),
        CqlType::Set(e) | CqlType::List(e) => (DEFAULT_ELEMENTS * w(e).0, false),
        CqlType::Map(k, v) => (DEFAULT_ELEMENTS * (w(k).0 + w(v).0), false),
        CqlType::Tuple(ts) => ts.iter().map(w).fold((0.0, true), |(s, e), (b, x)| (s + b, e && x)),
        CqlType::Frozen(t) => w(t),
        CqlType::Vector(e, n) => {
            let (b, x) = w(e);
            (b * f64::from(*n), x)
        }
        CqlType::Udt(name) => {
            let udt = ctx.udts.iter().find(|u| &u.name == name && u.keyspace == keyspace);
            udt.map_or((64.0, false), |u| {
                u.fields.iter().map(|(_, t)| w(t)).fold((0.0, true), |(s, e), (b, x)| (s + b, e && x))
            })
        }
    }
}

/// The width of a column: the type's fixed width, else the attribute's average size, else
/// a default.
pub(crate) fn column_width(ctx: &Ctx<'_>, table: &Table, c: &Column) -> (f64, WidthSource) {
    let (bytes, exact) = type_width(ctx, &table.keyspace, &c.ty, 0);
    if exact {
        return (bytes, WidthSource::Fixed);
    }
    let avg = c.attribute.as_ref().and_then(|a| ctx.index.attribute(a)).and_then(|(_, a)| a.avg_size);
    match avg {
        Some(n) => (f64::from(n), WidthSource::Average),
        None => (bytes, WidthSource::Default),
    }
}

/// The breakdown of widths of a table (without Nr).
fn widths(ctx: &Ctx<'_>, table: &Table) -> Breakdown {
    let mut b = Breakdown {
        rows_factors: Vec::new(),
        nc: table.columns.len(),
        npk: 0,
        ns: 0,
        partition_key_bytes: 0.0,
        static_bytes: 0.0,
        clustering_bytes: 0.0,
        regular_bytes: 0.0,
        columns: Vec::with_capacity(table.columns.len()),
    };
    for c in &table.columns {
        let (bytes, source) = column_width(ctx, table, c);
        match c.role {
            Role::PartitionKey => {
                b.npk += 1;
                b.partition_key_bytes += bytes;
            }
            Role::Clustering(_) => {
                b.npk += 1;
                b.clustering_bytes += bytes;
            }
            Role::Static => {
                b.ns += 1;
                b.static_bytes += bytes;
            }
            Role::Regular => b.regular_bytes += bytes,
        }
        b.columns.push(ColumnSize { column: c.name.clone(), role: c.role, bytes, source });
    }
    b
}

/// The partition estimate of one table (without remedies) and the estimates it lacked.
pub(crate) fn estimate(ctx: &Ctx<'_>, table: &Table) -> (PartitionEstimate, Vec<Diagnostic>) {
    let rows = rows_per_partition(&crate::estimate::Ctx { index: ctx.index, graph: ctx.graph }, table);
    let mut breakdown = widths(ctx, table);
    breakdown.rows_factors = rows.factors;
    let (status, nr, per_day, at_most) = match rows.nr {
        Nr::Known(n) => (EstimateStatus::Estimated, Some(n), None, None),
        Nr::Unbounded { per_day } => (EstimateStatus::Unbounded, None, Some(per_day), None),
        Nr::Unknown { at_most } => (EstimateStatus::Unknown, None, None, at_most),
    };
    let row_bytes = super::row::row_bytes(ctx.thresholds.target, table, &breakdown);
    let e = PartitionEstimate {
        row_bytes,
        table: table.name.clone(),
        keyspace: table.keyspace.clone(),
        rows: nr,
        values: nr.map(|n| breakdown.values(n)),
        bytes: nr.map(|n| breakdown.bytes(n)),
        status,
        rows_per_day: per_day,
        rows_at_most: at_most,
        breakdown,
        remedies: Vec::new(),
    };
    (e, rows.missing)
}

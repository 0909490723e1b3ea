//! `queries.cql`: one SELECT per query with `?` markers, on the table that serves it.

use crate::cql::{comment_text, qualified};
use crate::cql::{quote_identifier, schema_name_problem};
use crate::ids::AttributeId;
use crate::logical::LogicalModel;
use crate::logical::Table;
use crate::project::{Predicate, Project};
use crate::query_plan::{QueryPlan, Restriction, plan};
use std::fmt::Write;

/// Writes `queries.cql`. A query its table cannot answer without ALLOW FILTERING is written
/// as a comment saying why, never as a SELECT that would fail or scan the cluster.
pub fn queries_cql(project: &Project, model: &LogicalModel) -> String {
    let index = project.index();
    let by_query = model.tables_by_query();
    let mut s = String::new();
    let _ = writeln!(s, "-- queries.cql: {}", comment_text(&project.name));
    let _ = writeln!(s, "-- One statement per query of the workflow; ? marks a bound value.");
    for q in &project.queries {
        s.push('\n');
        let _ = writeln!(s, "-- {}. {}", comment_text(q.id.as_str()), comment_text(&q.description));
        let Some(t) = by_query.get(q.id.as_str()).copied() else {
            let _ = writeln!(s, "-- no table serves {}", comment_text(q.id.as_str()));
            continue;
        };
        if schema_name_problem(&t.name).is_some()
            || schema_name_problem(&t.keyspace).is_some()
            || super::rules::table_problem(project, model, t).is_some()
        {
            let _ = writeln!(
                s,
                "-- table {}.{} needs a valid CQL name first",
                comment_text(&t.keyspace),
                comment_text(&t.name)
            );
            continue;
        }
        let p = plan(&index, q, t);
        for note in &p.notes {
            let _ = writeln!(s, "-- {}", comment_text(&note.en()));
        }
        if !p.is_answerable() {
            for problem in &p.problems {
                let _ = writeln!(s, "-- not answerable: {}", comment_text(&problem.to_string()));
            }
            continue;
        }
        s.push_str(&select(t, &p).text);
        s.push_str(";\n");
    }
    s
}

/// A query's SELECT as `queries.cql` writes it (without the closing `;`), and what each of
/// its `?` markers stands for, in order: what `prove` binds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Select {
    /// The statement's text.
    pub text: String,
    /// One per `?`, in order.
    pub markers: Vec<Marker>,
    /// The columns the application compares with a given value after reading (the plan's
    /// [`QueryPlan::after_read`]), with the attribute each holds: the rows it keeps.
    pub after_read: Vec<(String, Option<AttributeId>)>,
}

/// What one `?` of a SELECT takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Marker {
    /// The column it restricts (or the vector column of a nearest-neighbour search).
    pub column: String,
    /// The attribute the column holds (`None`: a bucket or period column the application
    /// computes).
    pub attribute: Option<AttributeId>,
    /// How it restricts the column.
    pub bound: Bound,
}

/// How a marker restricts its column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// `col = ?`
    Eq,
    /// `col IN ?` (a list)
    In,
    /// A lower bound: `col > ?` (`false`) or `col >= ?` (`true`).
    Low(bool),
    /// An upper bound: `col < ?` (`false`) or `col <= ?` (`true`).
    High(bool),
    /// `ORDER BY col ANN OF ?`
    Nearest,
}

/// The SELECT of an answerable plan on its table: the one place `queries.cql`'s statements
/// are written.
pub fn select(table: &Table, p: &QueryPlan) -> Select {
    let mut s = String::new();
    let mut markers = Vec::new();
    let attribute = |col: &str| table.columns.iter().find(|c| c.name == col).and_then(|c| c.attribute.clone());
    let mut mark = |column: &str, bound: Bound| {
        markers.push(Marker { column: column.to_owned(), attribute: attribute(column), bound });
    };
    let cols: Vec<String> = p.select.iter().map(|c| if c == "*" { c.clone() } else { quote_identifier(c) }).collect();
    let _ = write!(s, "SELECT {} FROM {}", cols.join(", "), qualified(&table.keyspace, &table.name));
    let mut wheres: Vec<String> = Vec::new();
    for (col, r) in &p.restrictions {
        let c = quote_identifier(col);
        wheres.push(match r {
            Restriction::Eq => {
                mark(col, Bound::Eq);
                format!("{c} = ?")
            }
            Restriction::In => {
                mark(col, Bound::In);
                format!("{c} IN ?")
            }
            Restriction::Range(Predicate::Range) => {
                mark(col, Bound::Low(true));
                mark(col, Bound::High(true));
                format!("{c} >= ? AND {c} <= ?")
            }
            Restriction::Range(op) => {
                mark(
                    col,
                    match op {
                        Predicate::Gt => Bound::Low(false),
                        Predicate::Ge => Bound::Low(true),
                        Predicate::Lt => Bound::High(false),
                        _ => Bound::High(true),
                    },
                );
                format!("{c} {} ?", op.symbol())
            }
        });
    }
    if !wheres.is_empty() {
        let _ = write!(s, "\n  WHERE {}", wheres.join(" AND "));
    }
    if let Some(v) = &p.ann {
        mark(v, Bound::Nearest);
        let _ = write!(s, "\n  ORDER BY {} ANN OF ?", quote_identifier(v));
    } else if !p.order.is_empty() {
        let order: Vec<String> =
            p.order.iter().map(|(c, d)| format!("{} {}", quote_identifier(c), d.keyword())).collect();
        let _ = write!(s, "\n  ORDER BY {}", order.join(", "));
    }
    if let Some(n) = p.limit {
        let _ = write!(s, "\n  LIMIT {n}");
    }
    let after_read = p.after_read.iter().map(|(c, _)| (c.clone(), attribute(c))).collect();
    Select { text: s, markers, after_read }
}

//! The application's `INSERT`, `UPDATE` and `DELETE` statements, read for the write path:
//! the table each writes, the columns an UPDATE sets, and how its WHERE chooses the rows
//! (by key columns, or by other conditions Cassandra cannot write by).

use super::At;
use super::catalog::{key_of, last_part, plain_column};
use super::conditions::{Condition, and_operands, classify};
use sqlparser::ast::{AssignmentTarget, Expr, FromTable, Statement, TableFactor, TableObject, TableWithJoins};

/// A write statement: its kind (`INSERT`, `UPDATE`, `DELETE`) and the table it writes.
#[derive(Clone, Debug)]
pub(crate) struct Write {
    /// Where it is.
    pub at: At,
    /// `INSERT`, `UPDATE` or `DELETE`.
    pub kind: &'static str,
    /// The table's key.
    pub table: String,
    /// The columns an UPDATE sets (keys).
    pub sets: Vec<String>,
    /// The assignments of an UPDATE that compute from a column (`qty = qty - ?`): the column
    /// set (as written) and the assignment as written.
    pub arithmetic: Vec<(String, String)>,
    /// The columns (keys) the WHERE of an UPDATE or DELETE compares with `=` or `IN` to a
    /// value.
    pub keyed: Vec<String>,
    /// The other conditions of that WHERE (a range, a function, `OR` …), as written.
    pub filters: Vec<String>,
}

/// The write `s` is, at `at`; `None` for a statement that writes no one table.
pub(crate) fn write_of(s: &Statement, at: At) -> Option<Write> {
    let write = |kind, table| Write {
        at,
        kind,
        table,
        sets: Vec::new(),
        arithmetic: Vec::new(),
        keyed: Vec::new(),
        filters: Vec::new(),
    };
    match s {
        Statement::Insert(i) => match &i.table {
            TableObject::TableName(n) => Some(write("INSERT", key_of(&last_part(n)))),
            _ => None,
        },
        Statement::Update(u) => {
            let TableFactor::Table { name, .. } = &u.table.relation else { return None };
            let mut w = write("UPDATE", key_of(&last_part(name)));
            for a in &u.assignments {
                let AssignmentTarget::ColumnName(c) = &a.target else { continue };
                w.sets.push(key_of(&last_part(c)));
                if computes_from_a_column(&a.value) {
                    w.arithmetic.push((last_part(c), a.to_string()));
                }
            }
            read_where(u.selection.as_ref(), &mut w);
            Some(w)
        }
        Statement::Delete(d) => {
            let from = match &d.from {
                FromTable::WithFromKeyword(t) | FromTable::WithoutKeyword(t) => t,
            };
            let first: Option<&TableWithJoins> = from.first();
            let table = match first.map(|t| &t.relation) {
                Some(TableFactor::Table { name, .. }) => key_of(&last_part(name)),
                _ => key_of(&last_part(d.tables.first()?)),
            };
            let mut w = write("DELETE", table);
            read_where(d.selection.as_ref(), &mut w);
            Some(w)
        }
        _ => None,
    }
}

/// How a WHERE chooses the rows: the columns it gives by `=` or `IN`, and the rest.
fn read_where(selection: Option<&Expr>, w: &mut Write) {
    let Some(e) = selection else { return };
    for operand in and_operands(e) {
        let keyed = match classify(operand) {
            Condition::Compare(c, p) if p.is_equality() => plain_column(c),
            _ => None,
        };
        match keyed {
            Some(c) => w.keyed.push(c),
            None => w.filters.push(operand.to_string()),
        }
    }
}

/// `true` for a value computed with arithmetic from a column (`qty - ?`, `nextid + 1`,
/// `price * 1.1`): walked with a stack, as a chain of operators is as deep as it is long.
fn computes_from_a_column(e: &Expr) -> bool {
    use sqlparser::ast::BinaryOperator as B;
    let mut stack = vec![e];
    let mut arithmetic = false;
    let mut column = false;
    while let Some(e) = stack.pop() {
        match e {
            Expr::BinaryOp { left, op: B::Plus | B::Minus | B::Multiply | B::Divide | B::Modulo, right } => {
                arithmetic = true;
                stack.push(left);
                stack.push(right);
            }
            Expr::Nested(inner) | Expr::UnaryOp { expr: inner, .. } => stack.push(inner),
            other => column |= super::conditions::is_column(other),
        }
    }
    arithmetic && column
}

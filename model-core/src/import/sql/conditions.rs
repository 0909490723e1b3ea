//! A WHERE (or ON) clause cut into its `AND`ed conditions, each read as a given predicate, a
//! join, or something Cassandra cannot serve as asked (with what the design does instead).

use crate::msg;
use crate::project::Predicate;
use crate::text::Text;
use sqlparser::ast::{
    BinaryOperator, Expr, FunctionArg, FunctionArgExpr, FunctionArguments, InTarget, UnaryOperator, Value,
};

/// One condition of a conjunction.
#[derive(Debug)]
pub(crate) enum Condition<'a> {
    /// A column compared with a value (a literal, a parameter `?`, `$1`, `:name`).
    Compare(&'a Expr, Predicate),
    /// Two columns equal: a join.
    Join(&'a Expr, &'a Expr),
    /// `JOIN … USING (col)`: which FROM item, the tables on its left (a prefix of the
    /// item's names), the one joined, the column.
    Using {
        /// The FROM item (its place in the clause).
        item: usize,
        /// The tables joined before, in order.
        left: &'a [String],
        /// The table joined.
        right: &'a str,
        /// The column (key).
        column: String,
    },
    /// What cannot be served as asked.
    Dropped(Dropped),
}

/// A part of a query Cassandra cannot serve as asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Dropped {
    /// `OR`.
    Or,
    /// `LIKE`, `ILIKE`, `SIMILAR TO`, `RLIKE` on a column.
    Like(String),
    /// `NOT`, `<>`, `NOT IN`, `NOT BETWEEN`.
    Not(String),
    /// A function applied to a column (or an expression in the select list).
    Function(String),
    /// A sub-query, `EXISTS`, a derived table.
    Subquery,
    /// `HAVING`.
    Having,
    /// An outer join.
    OuterJoin,
    /// `DISTINCT`.
    Distinct,
    /// `UNION`, `INTERSECT`, `EXCEPT`.
    SetOperation,
    /// `OFFSET`.
    Offset,
    /// `IS NULL`, `IS NOT NULL`.
    Null(String),
    /// A name that is no column of the query's tables.
    NotAColumn(String),
    /// A join on columns no foreign key links.
    JoinWithoutForeignKey(String),
    /// `ORDER BY` an expression (an aggregate, a function).
    OrderByExpression(String),
    /// Any other condition.
    Other(String),
}

impl Dropped {
    /// The note for query `id`.
    pub fn said(&self, id: &str) -> Text {
        let id = id.to_owned();
        match self.clone() {
            Self::Or => msg!("sql-query-or", id = id),
            Self::Like(column) => msg!("sql-query-like", id = id, column = column),
            Self::Not(expr) => msg!("sql-query-not", id = id, expr = expr),
            Self::Function(expr) => msg!("sql-query-function", id = id, expr = expr),
            Self::Subquery => msg!("sql-query-subquery", id = id),
            Self::Having => msg!("sql-query-having", id = id),
            Self::OuterJoin => msg!("sql-query-outer-join", id = id),
            Self::Distinct => msg!("sql-query-distinct", id = id),
            Self::SetOperation => msg!("sql-query-set-operation", id = id),
            Self::Offset => msg!("sql-query-offset", id = id),
            Self::Null(expr) => msg!("sql-query-null", id = id, expr = expr),
            Self::NotAColumn(expr) => msg!("sql-query-not-a-column", id = id, expr = expr),
            Self::JoinWithoutForeignKey(expr) => msg!("sql-query-join-without-foreign-key", id = id, expr = expr),
            Self::OrderByExpression(expr) => msg!("sql-query-order-by-expression", id = id, expr = expr),
            Self::Other(expr) => msg!("sql-query-other-condition", id = id, expr = expr),
        }
    }
}

/// The `AND`ed conditions of an expression.
pub(crate) fn conjuncts(e: &Expr) -> Vec<Condition<'_>> {
    and_operands(e).into_iter().map(classify).collect()
}

/// The operands of an expression's `AND`s, in order, each as written (a loop: a chain of
/// ANDs is as deep as it is long).
pub(crate) fn and_operands(e: &Expr) -> Vec<&Expr> {
    let mut out = Vec::new();
    let mut stack = vec![e];
    while let Some(e) = stack.pop() {
        match e {
            Expr::BinaryOp { left, op: BinaryOperator::And, right } => {
                stack.push(right);
                stack.push(left);
            }
            Expr::Nested(inner) if matches!(inner.as_ref(), Expr::BinaryOp { op: BinaryOperator::And, .. }) => {
                stack.push(inner);
            }
            other => out.push(other),
        }
    }
    out
}

/// `true` for a column reference (`c`, `t.c`), not a `@variable`.
pub(crate) fn is_column(e: &Expr) -> bool {
    match e {
        Expr::Identifier(i) => !i.value.starts_with('@') || i.quote_style.is_some(),
        Expr::CompoundIdentifier(_) => true,
        Expr::Nested(inner) => is_column(inner),
        _ => false,
    }
}

/// `true` when an expression names no column: a literal, a parameter, a function of those.
/// Walked with a stack of its own: a chain of operators is as deep as it is long.
fn is_value(e: &Expr) -> bool {
    let mut stack = vec![e];
    while let Some(e) = stack.pop() {
        let leaf_or_parts = match e {
            Expr::Value(_) | Expr::TypedString(_) | Expr::Interval(_) => true,
            Expr::Identifier(i) => i.value.starts_with('@') && i.quote_style.is_none(),
            Expr::Nested(inner) | Expr::UnaryOp { expr: inner, .. } | Expr::Cast { expr: inner, .. } => {
                stack.push(inner);
                true
            }
            Expr::BinaryOp { left, right, .. } => {
                stack.push(right);
                stack.push(left);
                true
            }
            Expr::Function(f) => match &f.args {
                FunctionArguments::None => true,
                FunctionArguments::List(l) => l.args.iter().all(|a| match a {
                    FunctionArg::Unnamed(FunctionArgExpr::Expr(e)) => {
                        stack.push(e);
                        true
                    }
                    _ => false,
                }),
                FunctionArguments::Subquery(_) => false,
            },
            _ => false,
        };
        if !leaf_or_parts {
            return false;
        }
    }
    true
}

fn compare(op: &BinaryOperator) -> Option<Predicate> {
    Some(match op {
        BinaryOperator::Eq => Predicate::Eq,
        BinaryOperator::Lt => Predicate::Lt,
        BinaryOperator::LtEq => Predicate::Le,
        BinaryOperator::Gt => Predicate::Gt,
        BinaryOperator::GtEq => Predicate::Ge,
        _ => return None,
    })
}

fn flipped(p: Predicate) -> Predicate {
    match p {
        Predicate::Lt => Predicate::Gt,
        Predicate::Le => Predicate::Ge,
        Predicate::Gt => Predicate::Lt,
        Predicate::Ge => Predicate::Le,
        other => other,
    }
}

/// One condition.
pub(crate) fn classify(e: &Expr) -> Condition<'_> {
    let text = || e.to_string();
    match e {
        Expr::Nested(inner) => classify(inner),
        Expr::BinaryOp { op: BinaryOperator::Or, .. } => Condition::Dropped(Dropped::Or),
        Expr::BinaryOp { op: BinaryOperator::NotEq, .. } => Condition::Dropped(Dropped::Not(text())),
        Expr::BinaryOp { left, op, right } => match compare(op) {
            Some(p) if is_column(left) && is_column(right) && p == Predicate::Eq => Condition::Join(left, right),
            Some(p) if is_column(left) && is_value(right) => Condition::Compare(left, p),
            Some(p) if is_value(left) && is_column(right) => Condition::Compare(right, flipped(p)),
            Some(_) if !is_value(left) || !is_value(right) => Condition::Dropped(function_or_other(e)),
            _ => Condition::Dropped(Dropped::Other(text())),
        },
        Expr::In { expr, negated: false, target: InTarget::List(list), .. }
            if is_column(expr) && list.iter().all(is_value) =>
        {
            Condition::Compare(expr, Predicate::In)
        }
        Expr::In { negated: true, .. } => Condition::Dropped(Dropped::Not(text())),
        Expr::In { .. } | Expr::Exists { .. } | Expr::Subquery(_) => Condition::Dropped(Dropped::Subquery),
        Expr::Between { expr, negated: false, low, high } if is_column(expr) && is_value(low) && is_value(high) => {
            Condition::Compare(expr, Predicate::Range)
        }
        Expr::Between { negated: true, .. } => Condition::Dropped(Dropped::Not(text())),
        Expr::Like { expr, .. }
        | Expr::ILike { expr, .. }
        | Expr::SimilarTo { expr, .. }
        | Expr::RLike { expr, .. } => Condition::Dropped(Dropped::Like(expr.to_string())),
        Expr::UnaryOp { op: UnaryOperator::Not, .. } => Condition::Dropped(Dropped::Not(text())),
        Expr::IsNull(_) | Expr::IsNotNull(_) => Condition::Dropped(Dropped::Null(text())),
        Expr::Value(v) if matches!(v.value, Value::Boolean(true)) => Condition::Dropped(Dropped::Other(text())),
        _ => Condition::Dropped(function_or_other(e)),
    }
}

/// A comparison whose column is inside a function (`lower(name) = ?`), or another one.
fn function_or_other(e: &Expr) -> Dropped {
    let text = e.to_string();
    if let Expr::BinaryOp { left, right, .. } = e {
        if [left, right].iter().any(|s| {
            matches!(s.as_ref(), Expr::Function(_) | Expr::Cast { .. } | Expr::Extract { .. } | Expr::Substring { .. })
        }) {
            return Dropped::Function(text);
        }
        if [left, right].iter().any(|s| matches!(s.as_ref(), Expr::Subquery(_))) {
            return Dropped::Subquery;
        }
    }
    Dropped::Other(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use sqlparser::dialect::GenericDialect;
    use sqlparser::parser::Parser;

    fn expr(sql: &str) -> Expr {
        Parser::new(&GenericDialect {}).try_with_sql(sql).expect("tokens").parse_expr().expect("an expression")
    }

    fn kinds(sql: &str) -> Vec<String> {
        let e = expr(sql);
        conjuncts(&e)
            .into_iter()
            .map(|c| match c {
                Condition::Compare(col, p) => format!("{col} {}", p.symbol()),
                Condition::Join(l, r) => format!("{l} join {r}"),
                Condition::Using { .. } => "using".to_owned(),
                Condition::Dropped(d) => format!("{d:?}"),
            })
            .collect()
    }

    #[test]
    fn conditions_are_read_as_givens_joins_or_dropped_parts() {
        assert_eq!(
            kinds("a = ? AND t.b > $1 AND 3 <= c AND d IN (1, 2) AND e BETWEEN :x AND :y"),
            ["a =", "t.b >", "c >=", "d IN", "e range"]
        );
        assert_eq!(kinds("t.a = u.a AND x = 'k'"), ["t.a join u.a", "x ="]);
        assert_eq!(kinds("(a = 1 OR b = 2) AND name LIKE '%x%'"), ["Or", "Like(\"name\")"]);
        assert_eq!(kinds("NOT a = 1 AND b <> 2 AND lower(c) = ? AND d IS NULL").len(), 4);
        assert!(matches!(kinds("a IN (SELECT b FROM t)")[0].as_str(), "Subquery"));
        assert_eq!(kinds("created > now() - INTERVAL '1 day'"), ["created >"]);
    }
}

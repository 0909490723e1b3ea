//! What a query means on an instance ([`Answer`]), its parameters, and how a database's rows
//! are judged against it.

use super::value::Value;
use crate::ids::AttributeId;
use crate::project::Direction;
use std::cmp::Ordering;
use std::collections::BTreeMap;

/// A condition on one given attribute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Condition {
    /// `= v`.
    Eq(Value),
    /// `IN (v, …)`: any of them.
    In(Vec<Value>),
    /// A range: `> low` (`>=` when inclusive) and `< high` (`<=` when inclusive); a missing
    /// bound does not restrict. `<`, `<=`, `>`, `>=` are ranges with one bound, the query's
    /// `range` predicate has both, inclusive.
    Range {
        /// The lower bound and whether it is included.
        low: Option<(Value, bool)>,
        /// The upper bound and whether it is included.
        high: Option<(Value, bool)>,
    },
}

impl Condition {
    /// `true` when `v` satisfies the condition; `Null` never does. Values compare in
    /// Cassandra's order ([`Value::cql_cmp`]), after [`Value::normalized`].
    pub fn holds(&self, v: &Value) -> bool {
        let v = v.normalized();
        if v.is_null() {
            return false;
        }
        match self {
            Self::Eq(x) => x.normalized() == v,
            Self::In(xs) => xs.iter().any(|x| x.normalized() == v),
            Self::Range { low, high } => {
                let above = low.as_ref().is_none_or(|(x, inc)| match v.cql_cmp(&x.normalized()) {
                    Ordering::Greater => true,
                    Ordering::Equal => *inc,
                    Ordering::Less => false,
                });
                let below = high.as_ref().is_none_or(|(x, inc)| match v.cql_cmp(&x.normalized()) {
                    Ordering::Less => true,
                    Ordering::Equal => *inc,
                    Ordering::Greater => false,
                });
                above && below
            }
        }
    }

    /// The values to bind for the query's markers of this given, in order: one for `=` and a
    /// one-sided range, those of the list for `IN`, low then high for a two-sided range.
    pub fn bound_values(&self) -> Vec<Value> {
        match self {
            Self::Eq(v) => vec![v.clone()],
            Self::In(vs) => vs.clone(),
            Self::Range { low, high } => low.iter().chain(high.iter()).map(|(v, _)| v.clone()).collect(),
        }
    }
}

/// The parameters of one run of a query.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Params {
    /// One condition per `given`, in the given's order: the given's attribute (role-qualified
    /// as in the query) and its condition; then, for a nearest-neighbour search, `= v` on the
    /// searched attribute: `v` the query vector. A given on the query's `per` attribute is a
    /// condition on its period (a `date` for a day or longer, else a `timestamp`: what the
    /// period column holds, [`super::period::period`]).
    pub conditions: Vec<(AttributeId, Condition)>,
}

impl Params {
    /// The condition on `attribute` (as the query names it), if the run has one.
    pub fn condition(&self, attribute: &AttributeId) -> Option<&Condition> {
        self.conditions.iter().find(|(x, _)| x == attribute).map(|(_, c)| c)
    }
}

/// The pseudo-attribute of the period of a `per` attribute: `day(reading.ts)`.
pub fn period_column(attribute: &AttributeId, unit: crate::project::TimeUnit) -> AttributeId {
    AttributeId::new(format!("{}({attribute})", unit.name()))
}

/// What a query returns on an instance, by its meaning.
///
/// Columns: the query's find attributes (role-qualified as written), then the order-by
/// attributes not found (so that the order can be checked: select them too). A query with
/// aggregates has instead: its given attributes (the one on the `per` attribute as the period
/// pseudo-column `<unit>(<attribute>)`, [`period_column`]; the period appended when no given
/// names it), then its find attributes, then one pseudo-column per stored aggregate:
/// `count(*)` (a `bigint`: how many subject instances), `sum(<a>)` (a `bigint` for whole
/// numbers, else the attribute's type), `min(<a>)`, `max(<a>)` (the attribute's type); an
/// average is its `sum(<a>)` and `count(*)` (what the table keeps; the reader divides).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The columns, as above.
    pub columns: Vec<AttributeId>,
    /// The rows, in order when `ordered`; LIMIT applied.
    pub rows: Vec<Vec<Value>>,
    /// `true` when the query has ORDER BY or LIMIT: compare as a sequence (with
    /// [`Answer::accepts`]); else as a multiset.
    pub ordered: bool,
    /// The ORDER BY: column indices into `columns` and directions. Rows equal on all of these
    /// columns may come in any order (a comparer treats each run of them as a multiset).
    pub order: Vec<(usize, Direction)>,
    /// The LIMIT, if any.
    pub limit: Option<u32>,
    /// Every row that matches, sorted, before LIMIT: with a tie at the cut, several answers
    /// are right.
    pub matching: Vec<Vec<Value>>,
    /// A nearest-neighbour search's similarity of each row of `matching` to the query vector,
    /// highest first, in millionths of the largest (rows within one millionth are tied:
    /// Cassandra computes in 32-bit floats); empty for any other query.
    pub scores: Vec<i64>,
}

fn normalize(rows: &[Vec<Value>]) -> Vec<Vec<Value>> {
    rows.iter().map(|r| r.iter().map(Value::normalized).collect()).collect()
}

fn multiset(rows: &[Vec<Value>]) -> BTreeMap<Vec<Value>, usize> {
    let mut m = BTreeMap::new();
    for r in rows {
        *m.entry(r.clone()).or_insert(0) += 1;
    }
    m
}

impl Answer {
    /// The answer of `rows` (every row that matches): sorted by the ORDER BY, `matching` all of
    /// them, `rows` those within the LIMIT. The one place an answer is assembled.
    pub(super) fn sorted(
        columns: Vec<AttributeId>,
        mut rows: Vec<Vec<Value>>,
        ordered: bool,
        order: Vec<(usize, Direction)>,
        limit: Option<u32>,
    ) -> Self {
        let mut a =
            Answer { columns, rows: Vec::new(), ordered, order, limit, matching: Vec::new(), scores: Vec::new() };
        rows.sort_by(|x, y| a.order_cmp(x, y));
        a.rows = match limit {
            Some(l) => rows.iter().take(usize::try_from(l).unwrap_or(usize::MAX)).cloned().collect(),
            None => rows.clone(),
        };
        a.matching = rows;
        a
    }

    /// The answer of a nearest-neighbour search: `rows` with each one's similarity to the
    /// query vector, the `limit` most similar (a tie at the cut: any of the tied rows).
    pub(super) fn nearest(columns: Vec<AttributeId>, rows: Vec<(Vec<Value>, f64)>, limit: Option<u32>) -> Self {
        let largest = rows.iter().map(|(_, s)| s.abs()).fold(0.0_f64, f64::max);
        let scale = if largest > 0.0 { 1e6 / largest } else { 1.0 };
        #[allow(clippy::cast_possible_truncation)]
        let mut scored: Vec<(i64, Vec<Value>)> =
            rows.into_iter().map(|(r, s)| ((s * scale).round() as i64, r)).collect();
        scored.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
        let take = limit.map_or(usize::MAX, |l| usize::try_from(l).unwrap_or(usize::MAX));
        let matching: Vec<Vec<Value>> = scored.iter().map(|(_, r)| r.clone()).collect();
        Answer {
            columns,
            rows: matching.iter().take(take).cloned().collect(),
            ordered: true,
            order: Vec::new(),
            limit,
            matching,
            scores: scored.into_iter().map(|(s, _)| s).collect(),
        }
    }

    /// `true` when `rows` are a nearest-neighbour search's answer: as many as the limit allows,
    /// every row more similar than the last one's similarity among them, the rest tied with it
    /// (within one millionth: [`Self::scores`]).
    fn accepts_nearest(&self, got: &[Vec<Value>]) -> bool {
        let all = normalize(&self.matching);
        let want = self.limit.map_or(all.len(), |l| all.len().min(usize::try_from(l).unwrap_or(usize::MAX)));
        if got.len() != want {
            return false;
        }
        let Some(cut) = want.checked_sub(1).and_then(|i| self.scores.get(i)) else { return got.is_empty() };
        let tied = |s: i64| (s - cut).abs() <= 1;
        let required: Vec<Vec<Value>> =
            all.iter().zip(&self.scores).filter(|(_, s)| **s > cut + 1).map(|(r, _)| r.clone()).collect();
        let allowed = multiset(
            &all.iter()
                .zip(&self.scores)
                .filter(|(_, s)| **s > cut + 1 || tied(**s))
                .map(|(r, _)| r.clone())
                .collect::<Vec<_>>(),
        );
        let got_set = multiset(got);
        got_set.iter().all(|(r, n)| allowed.get(r).is_some_and(|m| m >= n))
            && multiset(&required).iter().all(|(r, n)| got_set.get(r).is_some_and(|m| m >= n))
    }

    /// Compares two rows by the ORDER BY.
    pub fn order_cmp(&self, a: &[Value], b: &[Value]) -> Ordering {
        for (i, d) in &self.order {
            let (x, y) = (a.get(*i).unwrap_or(&Value::Null), b.get(*i).unwrap_or(&Value::Null));
            let o = x.cql_cmp(y);
            let o = if *d == Direction::Desc { o.reverse() } else { o };
            if o != Ordering::Equal {
                return o;
            }
        }
        Ordering::Equal
    }

    /// `true` when `rows` (columns in `self.columns`' order) are a correct answer: unordered,
    /// the same multiset; ordered, sorted by the ORDER BY, each run of rows tied on it the
    /// same multiset as the answer's, and with LIMIT the run at the cut any part of the tied
    /// rows of the right size. Values are compared after [`Value::normalized`].
    pub fn accepts(&self, rows: &[Vec<Value>]) -> bool {
        let got = normalize(rows);
        if !self.scores.is_empty() {
            return self.accepts_nearest(&got);
        }
        if !self.ordered {
            return multiset(&got) == multiset(&normalize(&self.rows));
        }
        let all = normalize(&self.matching);
        let want = self.limit.map_or(all.len(), |l| all.len().min(usize::try_from(l).unwrap_or(usize::MAX)));
        if got.len() != want || got.windows(2).any(|w| self.order_cmp(&w[0], &w[1]) == Ordering::Greater) {
            return false;
        }
        let mut pos = 0;
        let mut start = 0;
        while start < all.len() && pos < got.len() {
            let end = (start..all.len())
                .find(|&j| self.order_cmp(&all[start], &all[j]) != Ordering::Equal)
                .unwrap_or(all.len());
            let run = multiset(&all[start..end]);
            let take = (end - start).min(got.len() - pos);
            let part = multiset(&got[pos..pos + take]);
            let inside = part.iter().all(|(r, n)| run.get(r).is_some_and(|m| m >= n));
            if !inside || (take == end - start && part != run) {
                return false;
            }
            pos += take;
            start = end;
        }
        pos == got.len()
    }

    /// The rows the answer has and `rows` lacks, and those `rows` has beyond it (multisets;
    /// both empty when [`Answer::accepts`] them, the order aside).
    pub fn differences(&self, rows: &[Vec<Value>]) -> (Vec<Vec<Value>>, Vec<Vec<Value>>) {
        if self.accepts(rows) {
            return (Vec::new(), Vec::new());
        }
        let mut want = multiset(&normalize(&self.rows));
        let mut extra = Vec::new();
        for r in normalize(rows) {
            match want.get_mut(&r) {
                Some(n) if *n > 0 => *n -= 1,
                _ => extra.push(r),
            }
        }
        let missing = want.into_iter().flat_map(|(r, n)| std::iter::repeat_n(r, n)).collect();
        (missing, extra)
    }
}

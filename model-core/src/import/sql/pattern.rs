//! What a SELECT says, as it is read into an access pattern: its givens, finds, order,
//! aggregates, limit and the relationships its joins go through, and the subject it returns.
//! Each list keeps a set beside it, so a query of thousands of columns, conditions or joins
//! reads in near-linear time (issue 41).

use super::catalog::{key_of, last_part};
use super::conditions::{Condition, Dropped};
use super::schema::{ColumnMap, TableMap};
use super::sources::Sources;
use crate::ids::{AttributeId, EntityId, RelationshipId};
use crate::project::{Aggregate, AggregateFunction, Direction, Given, Index, Ordering, Owner, Predicate};
use rustc_hash::{FxHashMap, FxHashSet};
use sqlparser::ast::{
    Expr, FunctionArg, FunctionArgExpr, FunctionArguments, LimitClause, OrderByKind, OrderBySort, Query as SqlQuery,
    Select, SelectItem, SelectItemQualifiedWildcardKind,
};
use std::collections::BTreeMap;

/// What a SELECT says, as it is read.
#[derive(Default)]
pub(crate) struct Built {
    pub given: Vec<Given>,
    pub find: Vec<AttributeId>,
    pub order_by: Vec<Ordering>,
    pub aggregates: Vec<Aggregate>,
    pub limit: Option<u32>,
    pub via: Vec<RelationshipId>,
    /// Attribute ids found that belong to relationships (subject candidates).
    relationship_finds: Vec<RelationshipId>,
    /// Tables whose own columns are found, given or ordered (subject candidates).
    touched: FxHashSet<String>,
    /// Each given's place in `given`, by attribute.
    given_at: FxHashMap<AttributeId, usize>,
    /// The sets of `find`, `order_by`'s attributes and `via`.
    found: FxHashSet<AttributeId>,
    ordered: FxHashSet<AttributeId>,
    through: FxHashSet<RelationshipId>,
    /// For each `USING` column of a FROM item: how many of its left tables were read, and
    /// whether one of them joined by a foreign key (each join's left is the last one's and
    /// one more table).
    using: FxHashMap<(usize, String), (usize, bool)>,
    /// Tables whose every column was found (`*`).
    starred: FxHashSet<String>,
}

impl Built {
    fn use_column(&mut self, t: &TableMap, c: ColumnMap) -> AttributeId {
        match c {
            ColumnMap::Attr(a) => {
                if !self.touched.contains(&t.name) {
                    self.touched.insert(t.name.clone());
                }
                a
            }
            ColumnMap::Foreign(rel, a) => {
                self.add_via(rel);
                a
            }
        }
    }

    fn add_via(&mut self, rel: RelationshipId) {
        if self.through.insert(rel.clone()) {
            self.via.push(rel);
        }
    }

    /// A given attribute not given yet.
    fn push_given(&mut self, attribute: AttributeId, predicate: Predicate) {
        self.given_at.insert(attribute.clone(), self.given.len());
        self.given.push(Given { attribute, predicate, extra: BTreeMap::new() });
    }

    /// `JOIN right USING (column)` of FROM item `item`: the relationships of its foreign
    /// keys in the tables on the left (those not read by an earlier join of the item on the
    /// same column) and in `right`; `false` when none is a foreign key.
    fn using(&mut self, sources: &Sources<'_>, item: usize, left: &[String], right: &str, column: &str) -> bool {
        let (done, mut joined) = self.using.get(&(item, column.to_owned())).copied().unwrap_or_default();
        let mut right_joined = false;
        let fresh = left
            .get(done..)
            .unwrap_or_default()
            .iter()
            .map(|n| (n.as_str(), false))
            .chain(std::iter::once((right, true)));
        for (name, is_right) in fresh {
            if let Some(ColumnMap::Foreign(rel, _)) = sources.by_alias(name).and_then(|t| t.columns.get(column)) {
                self.add_via(rel.clone());
                if is_right { right_joined = true } else { joined = true }
            }
        }
        self.using.insert((item, column.to_owned()), (left.len().max(done), joined));
        joined || right_joined
    }

    pub fn condition(&mut self, sources: &Sources<'_>, c: Condition<'_>, drop: &mut impl FnMut(Dropped)) {
        match c {
            Condition::Compare(col, predicate) => match sources.column(col) {
                Some((t, c)) => {
                    let a = self.use_column(t, c);
                    self.add_given(a, predicate);
                }
                None => drop(Dropped::NotAColumn(col.to_string())),
            },
            Condition::Join(l, r) => match (sources.column(l), sources.column(r)) {
                (Some((_, lc)), Some((_, rc))) => {
                    let mut joined = false;
                    for side in [&lc, &rc] {
                        if let ColumnMap::Foreign(rel, _) = side {
                            self.add_via(rel.clone());
                            joined = true;
                        }
                    }
                    if !joined {
                        drop(Dropped::JoinWithoutForeignKey(format!("{l} = {r}")));
                    }
                }
                _ => drop(Dropped::NotAColumn(format!("{l} = {r}"))),
            },
            Condition::Using { item, left, right, column } => {
                if !self.using(sources, item, left, right, &column) {
                    drop(Dropped::JoinWithoutForeignKey(column));
                }
            }
            Condition::Dropped(d) => drop(d),
        }
    }

    /// A given attribute; `>=` and `<=` on one attribute make a range.
    fn add_given(&mut self, a: AttributeId, p: Predicate) {
        if let Some(g) = self.given_at.get(&a).and_then(|&i| self.given.get_mut(i)) {
            let lower = |p: Predicate| matches!(p, Predicate::Gt | Predicate::Ge);
            let upper = |p: Predicate| matches!(p, Predicate::Lt | Predicate::Le);
            if (lower(g.predicate) && upper(p)) || (upper(g.predicate) && lower(p)) {
                g.predicate = Predicate::Range;
            }
            return;
        }
        self.push_given(a, p);
    }

    /// A GROUP BY column of an aggregate query: a key is what the aggregates are kept per (a
    /// given of their counter table); another column is only returned.
    pub fn group(&mut self, c: ColumnMap, index: &Index<'_>) {
        let a = match c {
            ColumnMap::Attr(a) => a,
            ColumnMap::Foreign(rel, a) => {
                self.add_via(rel);
                a
            }
        };
        let key = index.attribute(&a).is_some_and(|(_, attr)| attr.key);
        if key && !self.given_at.contains_key(&a) {
            self.push_given(a, Predicate::Eq);
        }
    }

    fn add_find(&mut self, a: AttributeId, index: &Index<'_>) {
        if let Some((crate::project::Owner::Relationship(r), attr)) = index.attribute(&a) {
            if !attr.key && !self.relationship_finds.contains(r) {
                self.relationship_finds.push(r.clone());
            }
        }
        if self.found.insert(a.clone()) {
            self.find.push(a);
        }
    }

    pub fn select_item(
        &mut self,
        sources: &Sources<'_>,
        item: &SelectItem,
        index: &Index<'_>,
        drop: &mut impl FnMut(Dropped),
    ) {
        let expr = match item {
            SelectItem::UnnamedExpr(e)
            | SelectItem::ExprWithAlias { expr: e, .. }
            | SelectItem::ExprWithAliases { expr: e, .. } => e,
            SelectItem::Wildcard(_) => {
                for (_, table) in &sources.by_name {
                    self.all_columns(sources, table, index);
                }
                return;
            }
            SelectItem::QualifiedWildcard(SelectItemQualifiedWildcardKind::ObjectName(n), _) => {
                let alias = key_of(&last_part(n));
                if let Some((_, table)) = sources.by_name.iter().find(|(a, t)| *a == alias || *t == alias) {
                    self.all_columns(sources, table, index);
                }
                return;
            }
            SelectItem::QualifiedWildcard(..) => return drop(Dropped::NotAColumn(item.to_string())),
        };
        if let Some((t, c)) = sources.column(expr) {
            let a = self.use_column(t, c);
            self.add_find(a, index);
            return;
        }
        match aggregate(expr) {
            Some((function, arg)) => {
                let attribute = match arg {
                    None => None,
                    Some(e) => match sources.column(e) {
                        Some((t, c)) => Some(self.use_column(t, c)),
                        None => return drop(Dropped::Function(expr.to_string())),
                    },
                };
                // COUNT(col) counts rows as COUNT(*) does (no NULLs in a key).
                let attribute = if function == AggregateFunction::Count { None } else { attribute };
                self.aggregates.push(Aggregate::new(function, attribute));
            }
            None => drop(Dropped::Function(expr.to_string())),
        }
    }

    /// `*`: every column of a table (its foreign keys as the keys they refer to); a table
    /// read again adds nothing.
    fn all_columns(&mut self, sources: &Sources<'_>, table: &str, index: &Index<'_>) {
        let Some(t) = sources.table(table) else { return };
        if !self.starred.insert(table.to_owned()) {
            return;
        }
        let mut cols: Vec<(&String, &ColumnMap)> = t.columns.iter().collect();
        // Own attributes in the entity's order, then the foreign keys.
        let mut places = Places::default();
        cols.sort_by_cached_key(|(name, c)| {
            let place = match c {
                ColumnMap::Attr(a) => index.attribute(a).map_or(usize::MAX, |(owner, _)| places.of(index, owner, a)),
                ColumnMap::Foreign(..) => usize::MAX,
            };
            (place, (*name).clone())
        });
        for (_, c) in cols {
            let a = self.use_column(t, c.clone());
            self.add_find(a, index);
        }
    }

    pub fn order(&mut self, q: &SqlQuery, sources: &Sources<'_>, drop: &mut impl FnMut(Dropped)) {
        let Some(ob) = &q.order_by else { return };
        let OrderByKind::Expressions(exprs) = &ob.kind else { return };
        for o in exprs {
            let direction =
                if matches!(o.options.sort, Some(OrderBySort::Desc)) { Direction::Desc } else { Direction::Asc };
            match sources.column(&o.expr) {
                Some((t, c)) => {
                    let attribute = self.use_column(t, c);
                    if self.ordered.insert(attribute.clone()) {
                        self.order_by.push(Ordering { attribute, direction, extra: BTreeMap::new() });
                    }
                }
                None => drop(Dropped::OrderByExpression(o.expr.to_string())),
            }
        }
    }

    pub fn limit(&mut self, q: &SqlQuery, select: &Select, drop: &mut impl FnMut(Dropped)) {
        let number = |e: &Expr| e.to_string().trim().parse::<u32>().ok();
        match &q.limit_clause {
            Some(LimitClause::LimitOffset { limit, offset, .. }) => {
                self.limit = limit.as_ref().and_then(number);
                if offset.is_some() {
                    drop(Dropped::Offset);
                }
            }
            Some(LimitClause::OffsetCommaLimit { limit, .. }) => {
                self.limit = number(limit);
                drop(Dropped::Offset);
            }
            None => {}
        }
        if let Some(f) = &q.fetch {
            self.limit = self.limit.or_else(|| f.quantity.as_ref().and_then(number));
        }
        if let Some(top) = &select.top {
            if let Some(sqlparser::ast::TopQuantity::Constant(n)) = &top.quantity {
                self.limit = self.limit.or(u32::try_from(*n).ok());
            }
        }
    }

    /// The relationship whose own attributes the query returns: its rows are the answer.
    pub fn subject_relationship(&self) -> Option<RelationshipId> {
        match self.relationship_finds.as_slice() {
            [one] => Some(one.clone()),
            _ => None,
        }
    }

    /// The entity the query returns: of the tables whose own columns it uses, the first that
    /// is not the `1` end of a relationship it goes through towards another of them.
    pub fn subject_entity(&self, sources: &Sources<'_>) -> Option<EntityId> {
        let tables: Vec<&TableMap> = sources.by_name.iter().filter_map(|(_, t)| sources.table(t)).collect();
        let entities: Vec<(&str, EntityId)> = tables
            .iter()
            .filter(|t| self.touched.contains(&t.name))
            .filter_map(|t| t.entity.clone().map(|e| (t.name.as_str(), e)))
            .collect();
        // The tables another touched table refers to through a relationship the query uses.
        let one_sides: FxHashSet<&str> = tables
            .iter()
            .filter(|other| self.touched.contains(&other.name))
            .flat_map(|other| {
                other
                    .links
                    .iter()
                    .filter(|(rel, target, _)| *target != other.name && self.through.contains(rel))
                    .map(|(_, target, _)| target.as_str())
            })
            .collect();
        entities.iter().find(|(name, _)| !one_sides.contains(name)).or(entities.first()).map(|(_, e)| e.clone())
    }
}

/// The places of attributes in their owners, for `*` in table order: each owner's read once.
#[derive(Default)]
struct Places(FxHashMap<String, FxHashMap<AttributeId, usize>>);

impl Places {
    fn of(&mut self, index: &Index<'_>, owner: Owner<'_>, a: &AttributeId) -> usize {
        let (key, attrs) = match owner {
            Owner::Entity(e) => (format!("e:{e}"), index.entity(e).map(|e| &e.attributes)),
            Owner::Relationship(r) => (format!("r:{r}"), index.relationship(r).map(|r| &r.attributes)),
        };
        let places = self.0.entry(key).or_insert_with(|| {
            let mut out = FxHashMap::default();
            for (i, x) in attrs.into_iter().flatten().enumerate() {
                out.entry(x.id.clone()).or_insert(i);
            }
            out
        });
        places.get(a).copied().unwrap_or(usize::MAX)
    }
}

/// `COUNT(*)`, `SUM(col)`, … : the function and its argument (`None` for `*`).
fn aggregate(e: &Expr) -> Option<(AggregateFunction, Option<&Expr>)> {
    let Expr::Function(f) = e else { return None };
    let function = match last_part(&f.name).to_ascii_lowercase().as_str() {
        "count" => AggregateFunction::Count,
        "sum" => AggregateFunction::Sum,
        "avg" => AggregateFunction::Avg,
        "min" => AggregateFunction::Min,
        "max" => AggregateFunction::Max,
        _ => return None,
    };
    let FunctionArguments::List(list) = &f.args else { return None };
    match list.args.as_slice() {
        [FunctionArg::Unnamed(FunctionArgExpr::Wildcard)] => Some((function, None)),
        [FunctionArg::Unnamed(FunctionArgExpr::Expr(e))] => Some((function, Some(e))),
        _ => None,
    }
}

//! The tool's own write path, bound: the statements of `writes.cql`
//! ([`crate::export::writes::plan`]) with the values the application writes for an instance.
//!
//! Each table's rows are the instance joined along the table's own access path (derivation's,
//! in the view of the roles its query names: this is the write path under test, not the
//! oracle). An entity instance's batch binds each of its statements once per distinct row of
//! the table that instance takes part in; a relationship instance's likewise. A key column
//! without an attribute gets what the application computes: a time bucket the period of its
//! attribute ([`super::period::period`]), a random bucket a hash of the row's other partition
//! key values modulo the bucket count, the constant bucket `0`. A period column holds the
//! period of its time attribute. A table of aggregates maintained by the application
//! (`min_…`, `max_…`, decimal `sum_…`, `bigint` `num_…`) gets each group's final values from
//! every member's write; a counter table gets `UPDATE … SET n = n + ?` once per member (`1`
//! for a count, the value for a sum), only in its subject's batches, in a batch of its own
//! (`logged: false`).

use super::aggregate::sum;
use super::instance::Instance;
use super::join::{Adjacency, Bound, Join, Reach, Source, read};
use super::period::period;
use super::rng::hash;
use super::value::Value;
use super::view::{Node, Step};
use crate::cql::{CqlType, NativeType};
use crate::derive::{ErGraph, access_path, rows};
use crate::export::writes::{Statement, StatementKind, Writer, plan};
use crate::ids::{AttributeId, EntityId};
use crate::logical::{Column, LogicalModel, Origin, Rule, Subject, Table};
use crate::project::{Bucket, Index, Owner, Project, TimeUnit};
use std::collections::{BTreeMap, BTreeSet};

/// One statement of `writes.cql` with its values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoundStatement {
    /// Exactly a statement of `writes.cql` (or, for a counter table, the `UPDATE` it
    /// describes), with `?` markers.
    pub cql: String,
    /// One value per marker, in order.
    pub values: Vec<Value>,
}

/// The statements the application sends for one instance.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Batch {
    /// Whose: `entity Hotel #3`, `relationship near #5` (the index of the record or link).
    pub what: String,
    /// The statements, in `writes.cql`'s order.
    pub statements: Vec<BoundStatement>,
    /// `false` for counter updates, which take no logged batch.
    pub logged: bool,
}

/// What a column's value is computed from.
#[derive(Clone, Debug)]
enum Computed {
    Attr(Source),
    Period(Source, TimeUnit),
    Constant(Value),
    RandomBucket(u32),
    Count,
    Sum(Source, CqlType),
    Min(Source),
    Max(Source),
}

/// A table's rows on the instance.
struct TableRows {
    join: Join,
    bindings: Vec<Vec<Bound>>,
    /// Per column of the table (same order): its computed values, per binding.
    values: Vec<Vec<Value>>,
    subject_link: Option<crate::ids::RelationshipId>,
}

/// The batches the application writes for `instance`: per entity record, then per
/// relationship link, in `writes.cql`'s order.
pub fn batches(project: &Project, model: &LogicalModel, instance: &Instance) -> Vec<Batch> {
    let adj = Adjacency::new(instance);
    let mut cache: BTreeMap<usize, Option<TableRows>> = BTreeMap::new();
    let table_no = |t: &Table| model.tables.iter().position(|x| std::ptr::eq(x, t));
    let mut out = Vec::new();
    for g in plan(project, model) {
        for st in &g.statements {
            if let Some(n) = table_no(st.table) {
                cache.entry(n).or_insert_with(|| table_rows(project, st.table, instance, &adj));
            }
        }
        let count = match g.writer {
            Writer::Entity(e) => instance.records(&e.id).len(),
            Writer::Relationship(r) => instance.links_of(&r.id).len(),
        };
        let (name, kind) = match g.writer {
            Writer::Entity(e) => (e.name.as_str(), "entity"),
            Writer::Relationship(r) => (r.name.as_str(), "relationship"),
        };
        // Per statement, the rows of its table each instance takes part in: found in one pass
        // over the table's rows (looking them up per instance made a load quadratic).
        let parts: Vec<Option<(&TableRows, Vec<Vec<usize>>)>> = g
            .statements
            .iter()
            .map(|st| {
                let rows = table_no(st.table).and_then(|n| cache.get(&n)).and_then(Option::as_ref)?;
                let own_subject = match (&st.table.subject, g.writer) {
                    (Some(Subject::Entity(s)), Writer::Entity(e)) => EntityId::from(s.split_role().0) == e.id,
                    (Some(Subject::Relationship(s)), Writer::Relationship(r)) => *s == r.id,
                    _ => false,
                };
                (st.kind != StatementKind::CounterUpdate || own_subject)
                    .then(|| (rows, rows_taking_part(rows, g.writer, count)))
            })
            .collect();
        for i in 0..count {
            let mut logged = Vec::new();
            let mut counters = Vec::new();
            for (st, part) in g.statements.iter().zip(&parts) {
                let Some((rows, taking)) = part else { continue };
                let bound = bind(st, rows, &taking[i]);
                if st.kind == StatementKind::CounterUpdate { counters.extend(bound) } else { logged.extend(bound) }
            }
            if !logged.is_empty() {
                out.push(Batch { what: format!("{kind} {name} #{i}"), statements: logged, logged: true });
            }
            if !counters.is_empty() {
                out.push(Batch { what: format!("{kind} {name} #{i}"), statements: counters, logged: false });
            }
        }
    }
    out
}

/// For each of the writer's `count` instances, the rows of the table (indexes into
/// `rows.bindings`, in order) it takes part in: an entity's instance where a slot of the
/// entity holds it, a relationship's where a step along the relationship (or the table's own
/// subject) went through it.
fn rows_taking_part(rows: &TableRows, writer: Writer<'_>, count: usize) -> Vec<Vec<usize>> {
    let mut taking: Vec<Vec<usize>> = vec![Vec::new(); count];
    for (k, b) in rows.bindings.iter().enumerate() {
        for (s, (slot, bound)) in rows.join.slots.iter().zip(b).enumerate() {
            let instance = match writer {
                Writer::Entity(e) => bound.record.filter(|_| slot.node.as_ref().is_some_and(|n| n.entity == e.id)),
                Writer::Relationship(r) => bound.link.filter(|_| match &slot.reach {
                    Reach::Root => s == 0 && rows.subject_link.as_ref() == Some(&r.id),
                    Reach::Step(Step::Rel { rel, .. }) => *rel == r.id,
                    _ => false,
                }),
            };
            // Once per row, however many of its slots hold the instance.
            if let Some(list) = instance.and_then(|i| taking.get_mut(i)).filter(|l| l.last() != Some(&k)) {
                list.push(k);
            }
        }
    }
    taking
}

/// The statement bound once per distinct row of its table that an instance of the writer
/// takes part in (`taking`: those rows, [`rows_taking_part`]).
fn bind(st: &Statement<'_>, rows: &TableRows, taking: &[usize]) -> Vec<BoundStatement> {
    let cols: Vec<usize> =
        st.columns.iter().filter_map(|c| st.table.columns.iter().position(|x| std::ptr::eq(x, *c))).collect();
    let mut seen: BTreeSet<Vec<Value>> = BTreeSet::new();
    let mut out = Vec::new();
    for &k in taking {
        let b = &rows.bindings[k];
        let mut values: Vec<Value> =
            cols.iter().map(|&c| rows.values.get(c).and_then(|v| v.get(k)).cloned().unwrap_or(Value::Null)).collect();
        if st.kind == StatementKind::CounterUpdate {
            // A counter's increment: one for a count, the member's value for a sum.
            for (v, c) in values.iter_mut().zip(&st.columns) {
                if c.ty.is_counter() {
                    *v = increment(c, v);
                }
            }
            // Every member increments once, even when its value repeats another's.
            let key = b
                .first()
                .map(|x| vec![Value::BigInt(i64::try_from(x.record.or(x.link).unwrap_or(0)).unwrap_or(0))])
                .unwrap_or_default();
            if seen.insert([key, values.clone()].concat()) {
                out.push(BoundStatement { cql: st.cql.clone(), values });
            }
            continue;
        }
        if st.kind == StatementKind::SetUpdate {
            // `SET specialties = specialties + ?` adds a set: the row's one element (none for
            // an instance without any, which adds nothing).
            if let Some((_, set)) = st.table.collection() {
                for (v, c) in values.iter_mut().zip(&st.columns) {
                    if c.name == set {
                        *v = element_set(std::mem::replace(v, Value::Null));
                    }
                }
            }
        }
        if seen.insert(values.clone()) {
            out.push(BoundStatement { cql: st.cql.clone(), values });
        }
    }
    out
}

/// The set a collection's `+ ?` adds for one row: its element, or nothing for `Null`.
fn element_set(v: Value) -> Value {
    if v.is_null() { Value::Set(Vec::new()) } else { Value::Set(vec![v]) }
}

fn increment(c: &Column, v: &Value) -> Value {
    if c.attribute.is_none() {
        return Value::BigInt(1);
    }
    match v {
        Value::TinyInt(n) => Value::BigInt(i64::from(*n)),
        Value::SmallInt(n) => Value::BigInt(i64::from(*n)),
        Value::Int(n) => Value::BigInt(i64::from(*n)),
        Value::BigInt(n) | Value::Varint(n) | Value::Counter(n) => Value::BigInt(*n),
        _ => Value::BigInt(0),
    }
}

/// A view entity id (`user@follower`) as a node of the join.
fn node_of(id: &EntityId) -> Node {
    match id.split_role() {
        (base, Some(role)) => Node { entity: EntityId::from(base), role: Some(role.to_owned()) },
        _ => Node { entity: id.clone(), role: None },
    }
}

/// A view relationship id (`hosts@follower`, the identifying relationship of a weak entity
/// in a role) as the relationship the instance links.
fn relationship_of(id: &crate::ids::RelationshipId) -> crate::ids::RelationshipId {
    crate::ids::RelationshipId::from(id.split_role().0)
}

/// Derivation's path from `from` to `to` in the view, as join steps (IsA links put back).
fn steps(
    vindex: &Index<'_>,
    graph: &ErGraph<'_>,
    from: &EntityId,
    to: &EntityId,
    preferred: &[&crate::ids::RelationshipId],
) -> Option<Vec<(Step, Node)>> {
    let path = graph.path_preferring(from, to, preferred)?;
    let mut cur = from.clone();
    let mut out = Vec::new();
    let isa = |cur: &EntityId, target: &EntityId, out: &mut Vec<(Step, Node)>| -> Option<EntityId> {
        if vindex.supertype(cur).is_some_and(|s| &s.id == target) {
            out.push((Step::Up { sub: node_of(cur).entity }, node_of(target)));
            return Some(target.clone());
        }
        if vindex.supertype(target).is_some_and(|s| &s.id == cur) {
            out.push((Step::Down { sub: node_of(target).entity }, node_of(target)));
            return Some(target.clone());
        }
        None
    };
    for rid in path {
        let r = vindex.relationship(rid)?;
        if r.ends[0].entity != cur && r.ends[1].entity != cur {
            let end = r.ends.iter().find_map(|e| isa(&cur, &e.entity, &mut Vec::new()).map(|_| e.entity.clone()))?;
            cur = isa(&cur, &end, &mut out)?;
        }
        let from_end = usize::from(r.ends[0].entity != cur);
        let next = r.ends.get(1 - from_end)?.entity.clone();
        out.push((Step::Rel { rel: relationship_of(rid), from: from_end }, node_of(&next)));
        cur = next;
    }
    if &cur != to {
        isa(&cur, to, &mut out)?;
    }
    Some(out)
}

/// The rows of a derived table on the instance; `None` for a table with no query or subject.
fn table_rows(project: &Project, t: &Table, inst: &Instance, adj: &Adjacency) -> Option<TableRows> {
    let Origin::Derived(qid) = &t.origin else { return None };
    let index = project.index();
    let query = index.query(qid)?;
    let view = crate::er::roles::view(&index, query).unwrap_or_else(|| project.clone());
    let vindex = view.index();
    let graph = ErGraph::new(&vindex);
    let q = vindex.query(qid)?;
    let path = access_path(&vindex, &graph, q);
    let through = rows(&vindex, &graph, q, &path).through;
    let mut preferred: Vec<&crate::ids::RelationshipId> = path.relationships.clone();
    for other in t.queries.iter().filter(|x| *x != qid).filter_map(|x| vindex.query(x)) {
        preferred.extend(
            access_path(&vindex, &graph, other)
                .relationships
                .iter()
                .filter_map(|r| vindex.relationship(r))
                .map(|r| &r.id),
        );
    }
    // An owner's key column completes the identity of the weak entity it owns: it is read
    // through the identifying relationships, never through another relationship that touches
    // the owner (the owner met another way is an entity of its own in the view,
    // `crate::er::owner_apart`).
    for e in &path.entities {
        preferred.extend(crate::er::owner_apart::owners(&vindex, e).into_iter().filter_map(|(_, r)| r));
    }
    // Where the join starts: the subject entity's record (slot 0), or a subject link's two
    // ends (slots 1 and 2): an end's attributes are read at the link's own end, never reached
    // again from the other end (which would join the link with every other link of its end).
    let (mut join, starts, subject_link) = match t.subject.as_ref()? {
        Subject::Entity(e) => (Join::entity_root(node_of(e)), vec![(0, e.clone())], None),
        Subject::Relationship(r) => {
            let rel = vindex.relationship(r)?;
            let ends = vec![(1, rel.ends[0].entity.clone()), (2, rel.ends[1].entity.clone())];
            (Join::links_root([node_of(&rel.ends[0].entity), node_of(&rel.ends[1].entity)]), ends, Some(r.clone()))
        }
    };
    // The start nearest to `to` and derivation's steps from it (the first start on a tie).
    let nearest = |to: &EntityId| -> Option<(usize, Vec<(Step, Node)>)> {
        let mut best: Option<(usize, Vec<(Step, Node)>)> = None;
        for (slot, from) in &starts {
            let Some(p) = steps(&vindex, &graph, from, to, &preferred) else { continue };
            if best.as_ref().is_none_or(|(_, b)| p.len() < b.len()) {
                best = Some((*slot, p));
            }
        }
        best
    };
    // The shortest way from a start across `r`: to either of its ends, then over it.
    let to_relationship = |r: &crate::ids::RelationshipId| -> Option<(usize, Vec<(Step, Node)>)> {
        let rel = vindex.relationship(r)?;
        let mut best: Option<(usize, Vec<(Step, Node)>)> = None;
        for i in 0..2 {
            let Some((start, mut p)) = nearest(&rel.ends[i].entity) else { continue };
            if !p.iter().any(|(s, _)| matches!(s, Step::Rel { rel: x, .. } if x == r)) {
                p.push((Step::Rel { rel: r.clone(), from: i }, node_of(&rel.ends[1 - i].entity)));
            }
            if best.as_ref().is_none_or(|(_, b)| p.len() < b.len()) {
                best = Some((start, p));
            }
        }
        best
    };
    let locate = |join: &mut Join, a: &AttributeId, required: bool| -> Option<Source> {
        let (owner, attr) = vindex.attribute(a)?;
        let base = AttributeId::from(attr.id.split_role().0);
        match owner {
            Owner::Relationship(r) if subject_link.as_ref() == Some(r) => Some(Source::Link(0, r.clone(), base)),
            Owner::Relationship(r) => {
                let (start, p) = to_relationship(r)?;
                let pos = p.iter().position(|(s, _)| matches!(s, Step::Rel { rel: x, .. } if x == r))?;
                let slot = join.walk(start, p.get(..=pos)?, required);
                Some(Source::Link(slot, r.clone(), base))
            }
            Owner::Entity(e) => {
                let (start, p) = nearest(e)?;
                Some(Source::Record(join.walk(start, &p, required), base))
            }
        }
    };
    let mut computed = Vec::new();
    for c in &t.columns {
        let required = c.role.is_key();
        let aggregate = c.provenance.rule == Rule::Aggregate;
        let comp = match &c.attribute {
            None if aggregate => Computed::Count,
            None => match &t.bucket {
                Some(Bucket::Time { attribute, unit }) => Computed::Period(locate(&mut join, attribute, true)?, *unit),
                Some(Bucket::Random { count }) => Computed::RandomBucket((*count).max(1)),
                None => Computed::Constant(Value::Int(0)),
            },
            Some(a) if aggregate => {
                let src = locate(&mut join, a, true)?;
                if c.name.starts_with("min_") {
                    Computed::Min(src)
                } else if c.name.starts_with("max_") {
                    Computed::Max(src)
                } else {
                    Computed::Sum(src, crate::derive::attribute_type(&vindex, a, false))
                }
            }
            Some(a) => match t.period() {
                Some((_, unit, col)) if col == c.name => Computed::Period(locate(&mut join, a, true)?, unit),
                _ => Computed::Attr(locate(&mut join, a, required)?),
            },
        };
        computed.push(comp);
    }
    for s in &through {
        let crossed = join.slots.iter().any(
            |x| matches!(&x.reach, Reach::Step(Step::Rel { rel, .. }) if *rel == relationship_of(&s.relationship)),
        );
        if !crossed && subject_link.as_ref() != Some(&s.relationship) {
            if let Some(rel) = vindex.relationship(&s.relationship) {
                if let Some(a) = rel.attributes.first().map(|a| a.id.clone()) {
                    let _ = locate(&mut join, &a, true);
                } else if let Some((start, p)) = to_relationship(&rel.id) {
                    join.walk(start, &p, true);
                }
            }
        }
    }
    let bindings = join.run(inst, adj, subject_link.as_ref(), &|_, _| true).ok()?;
    let values = column_values(t, &join, inst, &bindings, &computed);
    Some(TableRows { join, bindings, values, subject_link })
}

/// Each column's value per binding; aggregates per group of equal other columns.
fn column_values(
    t: &Table,
    join: &Join,
    inst: &Instance,
    bindings: &[Vec<Bound>],
    computed: &[Computed],
) -> Vec<Vec<Value>> {
    let slots = &join.slots;
    let mut values: Vec<Vec<Value>> = computed
        .iter()
        .map(|c| {
            bindings
                .iter()
                .map(|b| match c {
                    Computed::Attr(s) | Computed::Sum(s, _) | Computed::Min(s) | Computed::Max(s) => {
                        read(inst, slots, b, s)
                    }
                    Computed::Period(s, u) => period(&read(inst, slots, b, s), *u),
                    Computed::Constant(v) => v.clone(),
                    Computed::Count | Computed::RandomBucket(_) => Value::Null,
                })
                .collect()
        })
        .collect();
    // A random bucket: a hash of the row's other partition-key values.
    for (ci, c) in computed.iter().enumerate() {
        if let Computed::RandomBucket(n) = c {
            for k in 0..bindings.len() {
                let key: String = t
                    .columns
                    .iter()
                    .enumerate()
                    .filter(|(j, col)| *j != ci && col.role == crate::logical::Role::PartitionKey)
                    .map(|(j, _)| values.get(j).and_then(|v| v.get(k)).map(Value::cql_literal).unwrap_or_default())
                    .collect();
                if let Some(v) = values.get_mut(ci).and_then(|v| v.get_mut(k)) {
                    *v = Value::Int(i32::try_from(hash(&key) % u64::from(*n)).unwrap_or(0));
                }
            }
        }
    }
    let is_agg = |c: &Computed| matches!(c, Computed::Count | Computed::Sum(..) | Computed::Min(_) | Computed::Max(_));
    if !computed.iter().any(is_agg) || t.columns.iter().any(|c| c.ty.is_counter()) {
        return values;
    }
    // Maintained aggregates: each group's final values, for every member's write.
    let mut groups: BTreeMap<Vec<Value>, Vec<usize>> = BTreeMap::new();
    for k in 0..bindings.len() {
        let key: Vec<Value> = computed
            .iter()
            .enumerate()
            .filter(|(_, c)| !is_agg(c))
            .map(|(j, _)| values.get(j).and_then(|v| v.get(k)).cloned().unwrap_or(Value::Null))
            .collect();
        groups.entry(key).or_default().push(k);
    }
    for members in groups.values() {
        let mut first: BTreeMap<Bound, usize> = BTreeMap::new();
        for &k in members {
            if let Some(m) = bindings.get(k).and_then(|b| b.first()) {
                first.entry(*m).or_insert(k);
            }
        }
        for (ci, c) in computed.iter().enumerate() {
            if !is_agg(c) {
                continue;
            }
            let vals: Vec<Value> = first
                .values()
                .filter_map(|&k| values.get(ci).and_then(|v| v.get(k)).cloned())
                .filter(|v| !v.is_null())
                .collect();
            let result = match c {
                Computed::Count => {
                    let n = i64::try_from(first.len()).unwrap_or(0);
                    if matches!(t.columns.get(ci).map(|c| &c.ty), Some(CqlType::Native(NativeType::Int))) {
                        Value::Int(i32::try_from(n).unwrap_or(0))
                    } else {
                        Value::BigInt(n)
                    }
                }
                Computed::Sum(_, ty) => sum(&vals, Some(ty)),
                Computed::Min(_) => vals.iter().min_by(|x, y| x.cql_cmp(y)).cloned().unwrap_or(Value::Null),
                Computed::Max(_) => vals.iter().max_by(|x, y| x.cql_cmp(y)).cloned().unwrap_or(Value::Null),
                _ => continue,
            };
            for &k in members {
                if let Some(v) = values.get_mut(ci).and_then(|v| v.get_mut(k)) {
                    *v = result.clone();
                }
            }
        }
    }
    values
}

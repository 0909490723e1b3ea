//! The reference evaluator: what a query returns on an instance, by its meaning, computed
//! apart from derivation (its own paths over the ER model, [`super::view`]), so that the proof
//! compares the tool's tables with something they were not made from.
//!
//! A query returns its subject's instances (its `relationship`'s links, else its `entity`'s
//! records, else those of a relationship whose attributes it returns and that no entity
//! determines (m:n or with key attributes), else the entity of its first found attribute)
//! that are connected, along the cheapest path of the ER model from the subject to each
//! attribute's entity (the relationships the query names or whose attributes it uses first,
//! identifying ones next; an attribute in a role at the end where its entity plays it), to
//! instances satisfying every given condition. One row per subject instance, per distinct
//! combination of the instances its found and ordered attributes come from (a to-many step
//! multiplies the rows), per link of a many-to-many relationship that selects them (named in
//! `via`, or crossed on the way to a given attribute's entity), per distinct combination of
//! the given attributes' values (an `IN` of two values matching one subject gives two rows,
//! as the partitions of its table do).
//! A found attribute of an entity the subject has no instance of is `Null` across to-one steps;
//! across a to-many step the subject has no row without an instance there (docs/method.md
//! §2a); the way to a given, ordered, aggregated or `per` attribute must exist, and in a
//! query with aggregates to a found one too (a group is of its members). `Null` never satisfies a
//! condition. Aggregates: one row per group of equal given values (the `per` attribute's
//! period instead of its value), period and found values; see [`Answer`].

use super::answer::{Answer, Condition, Params, period_column};
use super::instance::Instance;
use super::join::{Adjacency, Bound, Join, Reach, Source, read};
use super::period::period;
use super::value::Value;
use super::view::{Node, Step, Target, View};
use crate::cql::NativeType;
use crate::ids::{AttributeId, RelationshipId};
use crate::project::{AggregateFunction, Owner, Project, Query, RelationshipKind, Similarity, TimeUnit};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

/// Why the evaluator cannot answer a query.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The query names an attribute the project does not have.
    UnknownAttribute(AttributeId),
    /// The query names a relationship the project does not have.
    UnknownRelationship(RelationshipId),
    /// The query has no subject (no entity, relationship or found attribute).
    NoSubject,
    /// No path of the ER model joins the subject to this attribute's entity.
    Disconnected(AttributeId),
    /// The parameters do not match the query's givens (one condition per given).
    Parameters {
        /// Givens of the query.
        expected: usize,
        /// Conditions given.
        got: usize,
    },
    /// The query returns a counter attribute, which has no generated values.
    Counter(AttributeId),
    /// The join grew past what the proof evaluates.
    TooLarge,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::UnknownAttribute(a) => write!(f, "the query names the unknown attribute {a}"),
            Self::UnknownRelationship(r) => write!(f, "the query names the unknown relationship {r}"),
            Self::NoSubject => f.write_str("the query has no subject: no entity, relationship or found attribute"),
            Self::Disconnected(a) => write!(f, "no relationship path joins the query's subject to {a}"),
            Self::Parameters { expected, got } => {
                write!(f, "the query has {expected} given attributes but {got} conditions were given")
            }
            Self::Counter(a) => write!(f, "the query returns the counter {a}, which the generated data does not set"),
            Self::TooLarge => write!(f, "the query's join is larger than {} bindings", super::join::MAX_BINDINGS),
        }
    }
}

impl std::error::Error for Refusal {}

/// A query made ready to run on an instance: its join and where each value is read.
pub(crate) struct Prepared {
    pub(crate) join: Join,
    pub(crate) subject_link: Option<RelationshipId>,
    /// Each given: where its value is read, and the period unit when it is the `per` attribute.
    pub(crate) given: Vec<(Source, Option<TimeUnit>)>,
    find: Vec<Source>,
    order: Vec<Source>,
    /// The slots of the links of the m:n `via` relationships that select the rows: one row
    /// per link (the key derivation gives such a table holds the far end's key: "every E0 via
    /// x2" is a row per x2 link, not per E0).
    selecting: Vec<usize>,
    /// Where a nearest-neighbour search's vector is read, and how it is compared.
    nearest: Option<(Source, Similarity)>,
}

fn slot_of(s: &Source) -> usize {
    match s {
        Source::Record(i, _) | Source::Link(i, _, _) => *i,
    }
}

/// The value of a given in a binding: the period when it is the `per` attribute.
pub(crate) fn given_value(inst: &Instance, p: &Prepared, b: &[Bound], i: usize) -> Value {
    let Some((src, unit)) = p.given.get(i) else { return Value::Null };
    let v = read(inst, &p.join.slots, b, src);
    unit.map_or(v.clone(), |u| period(&v, u))
}

/// Prepares a query: its subject, its join, its sources.
pub(crate) fn prepare(project: &Project, query: &Query) -> Result<Prepared, Refusal> {
    let index = project.index();
    let view = View::new(&index, query);
    for a in crate::er::roles::mentioned(query) {
        if index.attribute(a).is_none() {
            return Err(Refusal::UnknownAttribute(a.clone()));
        }
    }
    let rel_subject = match &query.relationship {
        Some(r) if index.relationship(r).is_none() => return Err(Refusal::UnknownRelationship(r.clone())),
        Some(r) => Some(r.clone()),
        None if query.entity.is_some() => None,
        None => query.find.iter().chain(query.order_by.iter().map(|o| &o.attribute)).find_map(|a| {
            match index.attribute(a) {
                Some((Owner::Relationship(r), _)) => index
                    .relationship(r)
                    .filter(|r| r.kind() == RelationshipKind::ManyToMany || r.identity().next().is_some())
                    .map(|r| r.id.clone()),
                _ => None,
            }
        }),
    };
    let mut join = match &rel_subject {
        Some(r) => {
            let (Some(a), Some(b)) = (view.end_node(r, 0), view.end_node(r, 1)) else {
                return Err(Refusal::UnknownRelationship(r.clone()));
            };
            Join::links_root([a, b])
        }
        None => {
            let node = match &query.entity {
                Some(e) => {
                    let roles: BTreeSet<Option<&str>> = query
                        .find
                        .iter()
                        .filter(|a| index.entity_of(a).is_some_and(|x| &x.id == e))
                        .map(|a| index.role_of(a))
                        .collect();
                    let role =
                        if roles.len() == 1 { roles.into_iter().next().flatten().map(str::to_owned) } else { None };
                    Node { entity: e.clone(), role }
                }
                None => {
                    let first = query.find.iter().chain(query.given.iter().map(|g| &g.attribute)).find_map(|a| {
                        match view.target(a) {
                            Some(Target::Entity(n)) => Some(n),
                            _ => None,
                        }
                    });
                    first.ok_or(Refusal::NoSubject)?
                }
            };
            Join::entity_root(node)
        }
    };
    let per = query.per.as_ref().filter(|_| !query.aggregates.is_empty());
    let starts: Vec<usize> = if rel_subject.is_some() { vec![1, 2] } else { vec![0] };
    let start_node = |s: usize, j: &Join| j.slots.get(s).and_then(|x| x.node.clone());
    // The shortest way from a start over relationship `r` (either end first, the first on a
    // tie), walked; the slot of its link.
    let cross = |join: &mut Join, r: &RelationshipId, required: bool| -> Option<usize> {
        let mut best: Option<(usize, Vec<(Step, Node)>)> = None;
        for &s in &starts {
            let Some(n) = start_node(s, join) else { continue };
            for i in 0..2 {
                let (Some(here), Some(there)) = (view.end_node(r, i), view.end_node(r, 1 - i)) else { continue };
                let Some(mut p) = view.path(&n, &here) else { continue };
                p.push((Step::Rel { rel: r.clone(), from: i }, there));
                if best.as_ref().is_none_or(|(_, b)| p.len() < b.len()) {
                    best = Some((s, p));
                }
            }
        }
        let (s, p) = best?;
        Some(join.walk(s, &p, required))
    };
    let locate = |join: &mut Join, a: &AttributeId, required: bool| -> Result<Source, Refusal> {
        let base = index.attribute(a).map(|(_, x)| x.id.clone()).ok_or_else(|| Refusal::UnknownAttribute(a.clone()))?;
        match view.target(a).ok_or_else(|| Refusal::UnknownAttribute(a.clone()))? {
            Target::Relationship(r) if rel_subject.as_ref() == Some(&r) => Ok(Source::Link(0, r, base)),
            Target::Relationship(r) => {
                let slot = cross(join, &r, required).ok_or_else(|| Refusal::Disconnected(a.clone()))?;
                Ok(Source::Link(slot, r, base))
            }
            Target::Entity(node) => {
                let mut best: Option<(usize, Vec<(Step, Node)>)> = None;
                for &s in &starts {
                    let Some(n) = start_node(s, join) else { continue };
                    if let Some(p) = view.path(&n, &node) {
                        if best.as_ref().is_none_or(|(_, b)| p.len() < b.len()) {
                            best = Some((s, p));
                        }
                    }
                }
                let (s, p) = best.ok_or_else(|| Refusal::Disconnected(a.clone()))?;
                Ok(Source::Record(join.walk(s, &p, required), base))
            }
        }
    };
    let mut given = Vec::new();
    for g in &query.given {
        let unit = per.filter(|p| p.attribute == g.attribute).map(|p| p.unit);
        given.push((locate(&mut join, &g.attribute, true)?, unit));
    }
    // A many-to-many step on the way to a searched entity selects the rows as `via` does
    // (docs/method.md §2a: it joins the subject to an entity the query searches): each link
    // is a row. "The reports of the managers numbered 7", a manager numbered within its
    // department, lists a report once per such manager (seed 6 Q1, 21 Q4).
    let mut selecting = Vec::new();
    for (src, _) in &given {
        let mut s = Some(slot_of(src));
        while let Some(i) = s {
            let Some(slot) = join.slots.get(i) else { break };
            if let Reach::Step(Step::Rel { rel, .. }) = &slot.reach {
                if index.relationship(rel).is_some_and(|r| r.kind() == RelationshipKind::ManyToMany)
                    && !selecting.contains(&i)
                {
                    selecting.push(i);
                }
            }
            s = slot.parent;
        }
    }
    let mut order = Vec::new();
    for o in &query.order_by {
        order.push(locate(&mut join, &o.attribute, true)?);
    }
    let mut find = Vec::new();
    for a in &query.find {
        if index.attribute(a).is_some_and(|(_, x)| x.ty == NativeType::Counter) {
            return Err(Refusal::Counter(a.clone()));
        }
        // An aggregate groups by what it finds: a row with nothing there is in no group (a
        // measurement of no sensor is no sensor's figure; a key column cannot be empty).
        let source = locate(&mut join, a, !query.aggregates.is_empty())?;
        require_to_many(&mut join, &index, slot_of(&source));
        find.push(source);
    }
    // Aggregated and `per` attributes: the way must exist (their sources are found again below).
    for a in query.aggregates.iter().filter_map(|g| g.attribute.as_ref()).chain(per.map(|p| &p.attribute)) {
        locate(&mut join, a, true)?;
    }
    // A relationship the query names in `via` selects the rows: the subject takes part in it
    // (the videos a user rated, not every video), except a step to one instance from the
    // subject entity (a message's one sender), which only reads through. The documented
    // meaning (docs/method.md §2a, `derive::rows`); read before as a mere preference of the
    // way, which kept the records that take part in no link of it (prove, seed 28 Q5).
    // Ambiguous, decided so: over an m:n relationship each link is a row (`selecting`; the
    // table derivation gives "every E0 via x2" holds the far end's key, seed 28 Q2); over a
    // 1:n from its one side the subject is a row once ("the E0 that have an E2": the table is
    // keyed by E0 alone), as for a to-many step to no found attribute elsewhere.
    let subject_entity = if rel_subject.is_none() {
        join.slots.first().and_then(|s| s.node.as_ref()).map(|n| n.entity.clone())
    } else {
        None
    };
    for r in &query.via {
        let rel = index.relationship(r).ok_or_else(|| Refusal::UnknownRelationship(r.clone()))?;
        if rel_subject.as_ref() == Some(&rel.id) {
            continue;
        }
        let to_one = (0..2).any(|i| {
            subject_entity.as_ref() == Some(&rel.ends[i].entity)
                && rel.ends[1 - i].cardinality == crate::project::Cardinality::One
        });
        if to_one {
            continue;
        }
        // Further along steps to one (a rental's copy's one film), it still only reads through.
        let slot = cross(&mut join, &rel.id, false).ok_or(Refusal::UnknownRelationship(rel.id.clone()))?;
        if subject_entity.is_some() && to_one_from_the_subject(&join, &index, slot) {
            continue;
        }
        join.require(slot);
        if rel.kind() == RelationshipKind::ManyToMany {
            selecting.push(slot);
        }
    }
    let nearest = match &query.nearest {
        Some(n) => Some((locate(&mut join, &n.attribute, true)?, n.similarity)),
        None => None,
    };
    Ok(Prepared { join, subject_link: rel_subject, given, find, order, selecting, nearest })
}

/// `true` when every step from the subject to `slot` reaches at most one instance: the
/// subject determines what is there.
fn to_one_from_the_subject(join: &Join, index: &crate::project::Index<'_>, slot: usize) -> bool {
    let mut s = Some(slot);
    while let Some(i) = s {
        let Some(here) = join.slots.get(i) else { return false };
        let to_one = match &here.reach {
            Reach::Root => return true,
            Reach::LinkEnd(_) => return false,
            Reach::Step(Step::Rel { rel, from }) => index
                .relationship(rel)
                .and_then(|r| r.ends.get(1 - from))
                .is_some_and(|far| far.cardinality == crate::project::Cardinality::One),
            Reach::Step(Step::Up { .. }) | Reach::Step(Step::Down { .. }) => true,
        };
        if !to_one {
            return false;
        }
        s = here.parent;
    }
    false
}

/// Marks required every to-many step on the way to `slot` (and the way to it): a found
/// attribute across a to-many step is one row per instance there, so a subject with none
/// there has no row ("every tag with its posts" lists a tag once per post), as a table keyed
/// by the far instance holds it; a to-one step left empty reads `Null`.
fn require_to_many(join: &mut Join, index: &crate::project::Index<'_>, slot: usize) {
    let mut s = Some(slot);
    while let Some(i) = s {
        let Some(here) = join.slots.get(i) else { break };
        let to_many = match &here.reach {
            Reach::Step(Step::Rel { rel, from }) => index
                .relationship(rel)
                .and_then(|r| r.ends.get(1 - from))
                .is_some_and(|far| far.cardinality == crate::project::Cardinality::Many),
            Reach::Step(Step::Down { .. }) | Reach::Step(Step::Up { .. }) | Reach::Root | Reach::LinkEnd(_) => false,
        };
        let parent = here.parent;
        if to_many {
            join.walk(i, &[], true);
        }
        s = parent;
    }
}

/// Runs a prepared query's join, keeping the bindings that satisfy the conditions.
pub(crate) fn bindings(
    inst: &Instance,
    p: &Prepared,
    conditions: Option<&[(AttributeId, Condition)]>,
) -> Result<Vec<Vec<Bound>>, Refusal> {
    let adj = Adjacency::new(inst);
    let keep = |s: usize, b: &[Bound]| {
        let Some(conds) = conditions else { return true };
        p.given.iter().enumerate().filter(|(_, (src, _))| slot_of(src) == s).all(|(i, _)| {
            conds.get(i).is_some_and(|(_, c)| {
                let bound = b.get(s).is_some_and(|x| x.record.is_some() || x.link.is_some());
                bound && c.holds(&given_value(inst, p, b, i))
            })
        })
    };
    p.join.run(inst, &adj, p.subject_link.as_ref(), &keep).map_err(|_| Refusal::TooLarge)
}

/// What `query` returns on `instance` with these parameters, by its meaning (see the module).
pub fn answer(project: &Project, instance: &Instance, query: &Query, params: &Params) -> Result<Answer, Refusal> {
    let expected = query.given.len() + usize::from(query.nearest.is_some());
    if params.conditions.len() != expected {
        return Err(Refusal::Parameters { expected, got: params.conditions.len() });
    }
    let p = prepare(project, query)?;
    let all = bindings(instance, &p, Some(&params.conditions))?;
    let slots = &p.join.slots;
    let ordered = !query.order_by.is_empty() || query.limit.is_some();
    if !query.aggregates.is_empty() {
        return super::aggregate::answer(project, instance, query, &p, &all, ordered);
    }
    let mut columns: Vec<AttributeId> = query.find.clone();
    let mut sources: Vec<Source> = p.find.clone();
    let mut order = Vec::new();
    for (o, src) in query.order_by.iter().zip(&p.order) {
        let i = match columns.iter().position(|c| c == &o.attribute) {
            Some(i) => i,
            None => {
                columns.push(o.attribute.clone());
                sources.push(src.clone());
                columns.len() - 1
            }
        };
        order.push((i, o.direction));
    }
    let mut key_slots: Vec<usize> = vec![0];
    key_slots.extend(sources.iter().map(slot_of));
    key_slots.extend(p.selecting.iter().copied());
    key_slots.sort_unstable();
    key_slots.dedup();
    let mut seen: BTreeSet<(Vec<Bound>, Vec<Value>)> = BTreeSet::new();
    let mut rows = Vec::new();
    let mut scored = Vec::new();
    let probe = match params.conditions.last() {
        Some((_, Condition::Eq(v))) if p.nearest.is_some() => Some(v),
        _ => None,
    };
    for b in &all {
        let key = (
            key_slots.iter().map(|&s| b.get(s).copied().unwrap_or_default()).collect(),
            (0..p.given.len()).map(|i| given_value(instance, &p, b, i)).collect(),
        );
        if seen.insert(key) {
            let row = sources.iter().map(|s| read(instance, slots, b, s)).collect::<Vec<Value>>();
            match (&p.nearest, probe) {
                // A row without a vector is in no index: never returned.
                (Some((src, f)), Some(q)) => {
                    if let Some(score) = similarity(*f, &read(instance, slots, b, src), q) {
                        scored.push((row, score));
                    }
                }
                _ => rows.push(row),
            }
        }
    }
    if p.nearest.is_some() {
        return Ok(Answer::nearest(columns, scored, query.limit));
    }
    Ok(Answer::sorted(columns, rows, ordered, order, query.limit))
}

/// How similar two vectors are by the index's function, in an order that ranks like
/// Cassandra's (`similarity_cosine` is `(1 + cos) / 2`, `similarity_euclidean` `1 / (1 + d²)`,
/// `similarity_dot_product` `(1 + dot) / 2`: the same ranking as cos, `-d²` and dot). `None`
/// when either is no vector, or they differ in length.
fn similarity(f: Similarity, a: &Value, b: &Value) -> Option<f64> {
    let floats = |v: &Value| -> Option<Vec<f64>> {
        let Value::Vector(xs) = v else { return None };
        xs.iter()
            .map(|x| match x {
                Value::Float(bits) => Some(f64::from(f32::from_bits(*bits))),
                Value::Double(bits) => Some(f64::from_bits(*bits)),
                _ => None,
            })
            .collect()
    };
    let (a, b) = (floats(a)?, floats(b)?);
    if a.len() != b.len() {
        return None;
    }
    let dot: f64 = a.iter().zip(&b).map(|(x, y)| x * y).sum();
    Some(match f {
        Similarity::DotProduct => dot,
        Similarity::Euclidean => -a.iter().zip(&b).map(|(x, y)| (x - y) * (x - y)).sum::<f64>(),
        Similarity::Cosine => {
            let norm = |v: &[f64]| v.iter().map(|x| x * x).sum::<f64>().sqrt();
            let n = norm(&a) * norm(&b);
            if n == 0.0 { 0.0 } else { dot / n }
        }
    })
}

/// The pseudo-columns of a query's aggregates, each once: `count(*)`, `sum(a)`, `min(a)`,
/// `max(a)`; an average is `sum(a)` and `count(*)`.
pub(crate) fn aggregate_columns(query: &Query) -> Vec<(AggregateFunction, Option<AttributeId>, AttributeId)> {
    let mut out: Vec<(AggregateFunction, Option<AttributeId>, AttributeId)> = Vec::new();
    let mut push = |f: AggregateFunction, a: Option<&AttributeId>| {
        let id = match (f, a) {
            (AggregateFunction::Count, _) | (_, None) => AttributeId::new("count(*)"),
            (f, Some(a)) => AttributeId::new(format!("{}({a})", f.name())),
        };
        let f = if a.is_none() { AggregateFunction::Count } else { f };
        if !out.iter().any(|(_, _, x)| x == &id) {
            out.push((f, a.cloned(), id));
        }
    };
    for g in &query.aggregates {
        match g.function {
            AggregateFunction::Avg => {
                push(AggregateFunction::Sum, g.attribute.as_ref());
                push(AggregateFunction::Count, None);
            }
            AggregateFunction::Count => push(AggregateFunction::Count, None),
            f => push(f, g.attribute.as_ref()),
        }
    }
    out
}

/// The column of a query's `per` period, when no given names the `per` attribute.
pub(crate) fn extra_period(query: &Query) -> Option<AttributeId> {
    let per = query.per.as_ref().filter(|_| !query.aggregates.is_empty())?;
    (!query.given.iter().any(|g| g.attribute == per.attribute)).then(|| period_column(&per.attribute, per.unit))
}

/// The find sources of a prepared query.
pub(crate) fn find_sources(p: &Prepared) -> &[Source] {
    &p.find
}

/// Group values of the rows of a map, used by the aggregate module.
pub(crate) type Groups = BTreeMap<Vec<Value>, Vec<Vec<Bound>>>;

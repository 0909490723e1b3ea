//! The evaluator's join: the records a query's subject reaches along its paths, one binding
//! per combination of related instances.

use super::instance::{Instance, Record};
use super::value::Value;
use super::view::{Node, Step};
use crate::ids::{AttributeId, EntityId, RelationshipId};
use std::collections::BTreeMap;

/// How a slot is reached from its parent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Reach {
    /// The subject itself.
    Root,
    /// The record at end `i` of the subject link.
    LinkEnd(usize),
    /// One step of a path.
    Step(Step),
}

/// A place in the join: the subject, or an entity reached from another slot.
#[derive(Clone, Debug)]
pub(crate) struct Slot {
    pub(crate) parent: Option<usize>,
    pub(crate) reach: Reach,
    /// The entity (in its role) whose record the slot binds; `None` for a subject link.
    pub(crate) node: Option<Node>,
    /// A binding without a record here is dropped (the path to a searched attribute); else the
    /// slot is left empty (`Null` values).
    pub(crate) required: bool,
}

/// What one slot binds: a record of its entity and the link crossed to reach it (for a
/// subject link: the link alone).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Bound {
    pub(crate) record: Option<usize>,
    pub(crate) link: Option<usize>,
}

/// Links of each relationship by (end, record at that end).
pub(crate) struct Adjacency {
    by_end: BTreeMap<(RelationshipId, usize), BTreeMap<usize, Vec<usize>>>,
    down: BTreeMap<EntityId, BTreeMap<usize, Vec<usize>>>,
}

impl Adjacency {
    pub(crate) fn new(inst: &Instance) -> Self {
        let mut by_end: BTreeMap<(RelationshipId, usize), BTreeMap<usize, Vec<usize>>> = BTreeMap::new();
        for (r, links) in &inst.links {
            for (k, l) in links.iter().enumerate() {
                for i in 0..2 {
                    by_end.entry((r.clone(), i)).or_default().entry(l.ends[i]).or_default().push(k);
                }
            }
        }
        let mut down: BTreeMap<EntityId, BTreeMap<usize, Vec<usize>>> = BTreeMap::new();
        for (sub, sups) in &inst.isa {
            for (j, s) in sups.iter().enumerate() {
                down.entry(sub.clone()).or_default().entry(*s).or_default().push(j);
            }
        }
        Self { by_end, down }
    }
}

/// Where a value is read: an attribute of the record a slot binds, or of its link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Source {
    Record(usize, AttributeId),
    Link(usize, RelationshipId, AttributeId),
}

/// The join of a query: its slots and, once run, its bindings.
#[derive(Clone, Debug, Default)]
pub(crate) struct Join {
    pub(crate) slots: Vec<Slot>,
}

/// The bindings grew past what the proof evaluates.
#[derive(Debug)]
pub(crate) struct TooLarge;

/// Most bindings a query's join may hold.
pub(crate) const MAX_BINDINGS: usize = 500_000;

impl Join {
    /// The slot reached from `from` by `steps`, made where missing; marks the way required
    /// when `required`.
    pub(crate) fn walk(&mut self, from: usize, steps: &[(Step, Node)], required: bool) -> usize {
        let mut cur = from;
        if required {
            self.require(cur);
        }
        for (step, node) in steps {
            let found = self.slots.iter().position(|s| s.parent == Some(cur) && s.reach == Reach::Step(step.clone()));
            cur = match found {
                Some(i) => i,
                None => {
                    self.slots.push(Slot {
                        parent: Some(cur),
                        reach: Reach::Step(step.clone()),
                        node: Some(node.clone()),
                        required: false,
                    });
                    self.slots.len() - 1
                }
            };
            if required {
                self.require(cur);
            }
        }
        cur
    }

    /// Marks `s` and the way to it required: a binding without a record there is dropped.
    pub(crate) fn require(&mut self, mut s: usize) {
        while let Some(slot) = self.slots.get_mut(s) {
            slot.required = true;
            match slot.parent {
                Some(p) => s = p,
                None => break,
            }
        }
    }

    /// Every binding of the slots, keeping only those `keep` accepts as each slot is bound
    /// (`keep(slot, binding so far)`). The root binds each record of its entity, or each link
    /// of `subject_link` (a relationship subject).
    pub(crate) fn run(
        &self,
        inst: &Instance,
        adj: &Adjacency,
        subject_link: Option<&RelationshipId>,
        keep: &dyn Fn(usize, &[Bound]) -> bool,
    ) -> Result<Vec<Vec<Bound>>, TooLarge> {
        let Some(root) = self.slots.first() else { return Ok(Vec::new()) };
        let mut rows: Vec<Vec<Bound>> = match (subject_link, &root.node) {
            (Some(rel), _) => {
                (0..inst.links_of(rel).len()).map(|l| vec![Bound { record: None, link: Some(l) }]).collect()
            }
            (None, Some(n)) => {
                (0..inst.records(&n.entity).len()).map(|i| vec![Bound { record: Some(i), link: None }]).collect()
            }
            (None, None) => Vec::new(),
        };
        rows.retain(|b| keep(0, b));
        for (s, slot) in self.slots.iter().enumerate().skip(1) {
            let mut next = Vec::new();
            for b in rows {
                let parent = slot.parent.and_then(|p| b.get(p)).copied().unwrap_or_default();
                let found = match (&slot.reach, subject_link) {
                    (Reach::LinkEnd(i), Some(rel)) => parent
                        .link
                        .and_then(|l| inst.links_of(rel).get(l))
                        .and_then(|l| l.ends.get(*i))
                        .map(|r| vec![Bound { record: Some(*r), link: None }])
                        .unwrap_or_default(),
                    _ => expand(inst, adj, slot, parent),
                };
                if found.is_empty() {
                    if !slot.required {
                        let mut b = b;
                        b.push(Bound::default());
                        if keep(s, &b) {
                            next.push(b);
                        }
                    }
                    continue;
                }
                for f in found {
                    let mut nb = b.clone();
                    nb.push(f);
                    if keep(s, &nb) {
                        next.push(nb);
                    }
                }
                if next.len() > MAX_BINDINGS {
                    return Err(TooLarge);
                }
            }
            rows = next;
        }
        Ok(rows)
    }

    /// Starts the join of a relationship subject: its links and both ends.
    pub(crate) fn links_root(ends: [Node; 2]) -> Self {
        let [a, b] = ends;
        Self {
            slots: vec![
                Slot { parent: None, reach: Reach::Root, node: None, required: true },
                Slot { parent: Some(0), reach: Reach::LinkEnd(0), node: Some(a), required: false },
                Slot { parent: Some(0), reach: Reach::LinkEnd(1), node: Some(b), required: false },
            ],
        }
    }

    /// Starts the join of an entity subject.
    pub(crate) fn entity_root(node: Node) -> Self {
        Self { slots: vec![Slot { parent: None, reach: Reach::Root, node: Some(node), required: true }] }
    }
}

/// The records a slot reaches from its parent's binding.
fn expand(inst: &Instance, adj: &Adjacency, slot: &Slot, parent: Bound) -> Vec<Bound> {
    let Some(rec) = parent.record else { return Vec::new() };
    match &slot.reach {
        Reach::Step(Step::Rel { rel, from }) => {
            let links = adj.by_end.get(&(rel.clone(), *from)).and_then(|m| m.get(&rec));
            let all = inst.links_of(rel);
            links
                .map(|ls| {
                    ls.iter()
                        .filter_map(|&k| {
                            all.get(k)
                                .and_then(|l| l.ends.get(1 - from))
                                .map(|&r| Bound { record: Some(r), link: Some(k) })
                        })
                        .collect()
                })
                .unwrap_or_default()
        }
        Reach::Step(Step::Up { sub }) => inst
            .isa
            .get(sub)
            .and_then(|v| v.get(rec))
            .map(|&s| vec![Bound { record: Some(s), link: None }])
            .unwrap_or_default(),
        Reach::Step(Step::Down { sub }) => adj
            .down
            .get(sub)
            .and_then(|m| m.get(&rec))
            .map(|v| v.iter().map(|&j| Bound { record: Some(j), link: None }).collect())
            .unwrap_or_default(),
        Reach::Root | Reach::LinkEnd(_) => Vec::new(),
    }
}

/// The value a source reads in a binding (`Null` when its slot is empty).
pub(crate) fn read(inst: &Instance, slots: &[Slot], b: &[Bound], src: &Source) -> Value {
    let rec = |s: usize| -> Option<&Record> {
        let e = &slots.get(s)?.node.as_ref()?.entity;
        inst.records(e).get(b.get(s)?.record?)
    };
    match src {
        Source::Record(s, a) => rec(*s).map_or(Value::Null, |r| r.get(a).clone()),
        Source::Link(s, rel, a) => b
            .get(*s)
            .and_then(|x| x.link)
            .and_then(|l| inst.links_of(rel).get(l))
            .and_then(|l| l.values.get(a))
            .cloned()
            .unwrap_or(Value::Null),
    }
}

//! The query's own view of the ER model, for the reference evaluator: which entity (in which
//! role) each attribute names, and the shortest way from the subject to it. Written apart from
//! derivation on purpose: the proof compares the two.

use crate::ids::{AttributeId, EntityId, RelationshipId};
use crate::project::{Index, Owner, Query};
use std::collections::{BTreeMap, BTreeSet};

/// An entity as a query sees it: in a role it names (`user@follower`) or plainly.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Node {
    pub(crate) entity: EntityId,
    pub(crate) role: Option<String>,
}

/// One step of a path.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Step {
    /// Across a relationship, from the record at end `from` to the one at the other end.
    Rel { rel: RelationshipId, from: usize },
    /// From a subtype's record to its supertype record.
    Up { sub: EntityId },
    /// From a supertype's record to the subtype's records that are it.
    Down { sub: EntityId },
}

/// What an attribute reference names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Target {
    /// An entity's attribute, at this node.
    Entity(Node),
    /// A relationship's attribute.
    Relationship(RelationshipId),
}

/// The query's view: the roles it names, the relationships it prefers, and the role at which
/// a relationship without one joins an entity the query names only in roles.
pub(crate) struct View<'a> {
    pub(crate) index: &'a Index<'a>,
    named: BTreeSet<(EntityId, String)>,
    preferred: BTreeSet<RelationshipId>,
    joined: BTreeMap<EntityId, String>,
}

impl<'a> View<'a> {
    /// The view of `query`.
    pub(crate) fn new(index: &'a Index<'a>, query: &Query) -> Self {
        let mut named = BTreeSet::new();
        let mut preferred: BTreeSet<RelationshipId> = query.via.iter().cloned().collect();
        preferred.extend(query.relationship.iter().cloned());
        for a in crate::er::roles::mentioned(query) {
            if let Some(role) = index.role_of(a) {
                if let Some(e) = index.entity_of(a) {
                    named.insert((e.id.clone(), role.to_owned()));
                }
            }
            if let Some((Owner::Relationship(r), _)) = index.attribute(a) {
                preferred.insert(r.clone());
            }
        }
        let joined = joined(index, query, &named);
        Self { index, named, preferred, joined }
    }

    /// The node at end `i` of a relationship: the entity in the role written there when the
    /// query names it, else the entity plainly.
    pub(crate) fn end_node(&self, rel: &RelationshipId, i: usize) -> Option<Node> {
        let r = self.index.relationship(rel)?;
        let end = r.ends.get(i)?;
        let role = match r.role(i) {
            Some(role) => self.named.contains(&(end.entity.clone(), role.to_owned())).then(|| role.to_owned()),
            None if !r.is_self() && !r.identifying => self.joined.get(&end.entity).cloned(),
            None => None,
        };
        Some(Node { entity: end.entity.clone(), role })
    }

    /// What a reference names; `None` for an unknown attribute.
    pub(crate) fn target(&self, a: &AttributeId) -> Option<Target> {
        match self.index.attribute(a)? {
            (Owner::Entity(e), _) => {
                Some(Target::Entity(Node { entity: e.clone(), role: self.index.role_of(a).map(str::to_owned) }))
            }
            (Owner::Relationship(r), _) => Some(Target::Relationship(r.clone())),
        }
    }

    /// The steps out of a node, each with its cost: a relationship the query prefers (its
    /// `via`, its subject, those whose attributes it uses) costs 0, an identifying one 1, one
    /// with a to-one end 2 (of two ways between the same entities, "a user's videos" are those
    /// they uploaded, not those they rated), an m:n one 3; IsA links 0. A relationship whose two ends are the node itself (an entity
    /// related to itself, no role named) is not walked.
    fn steps(&self, n: &Node) -> Vec<(u32, Step, Node)> {
        let mut out = Vec::new();
        for r in &self.index.project.relationships {
            for i in 0..2 {
                let (Some(here), Some(there)) = (self.end_node(&r.id, i), self.end_node(&r.id, 1 - i)) else {
                    continue;
                };
                if &here != n || here == there {
                    continue;
                }
                let cost = if self.preferred.contains(&r.id) {
                    0
                } else if r.identifying {
                    1
                } else if r.kind() == crate::project::RelationshipKind::ManyToMany {
                    3
                } else {
                    2
                };
                out.push((cost, Step::Rel { rel: r.id.clone(), from: i }, there));
            }
        }
        if n.role.is_none() {
            if let Some(sup) = self.index.supertype(&n.entity) {
                out.push((0, Step::Up { sub: n.entity.clone() }, Node { entity: sup.id.clone(), role: None }));
            }
            for s in &self.index.project.specialisations {
                if s.supertype == n.entity {
                    for sub in s.subtypes.iter().filter(|x| **x != n.entity) {
                        out.push((0, Step::Down { sub: sub.clone() }, Node { entity: sub.clone(), role: None }));
                    }
                }
            }
        }
        out
    }

    /// The cheapest path from `from` to `to` (then the fewest steps, then the smaller
    /// relationship ids): Dijkstra over the view, deterministic. `None`: not connected.
    pub(crate) fn path(&self, from: &Node, to: &Node) -> Option<Vec<(Step, Node)>> {
        let mut best: BTreeMap<Node, (u32, usize, Vec<(Step, Node)>)> = BTreeMap::new();
        best.insert(from.clone(), (0, 0, Vec::new()));
        let mut frontier: BTreeSet<(u32, usize, Vec<(Step, Node)>, Node)> = BTreeSet::new();
        frontier.insert((0, 0, Vec::new(), from.clone()));
        let mut done: BTreeSet<Node> = BTreeSet::new();
        while let Some(first) = frontier.iter().next().cloned() {
            frontier.remove(&first);
            let (cost, hops, steps, node) = first;
            if &node == to {
                return Some(steps);
            }
            if !done.insert(node.clone()) || hops > 64 {
                continue;
            }
            for (c, step, next) in self.steps(&node) {
                let mut path = steps.clone();
                path.push((step, next.clone()));
                let cand = (cost + c, hops + 1, path);
                let better = best.get(&next).is_none_or(|b| (cand.0, cand.1, &cand.2) < (b.0, b.1, &b.2));
                if better && !done.contains(&next) {
                    best.insert(next.clone(), cand.clone());
                    frontier.insert((cand.0, cand.1, cand.2, next));
                }
            }
        }
        None
    }
}

/// Per entity the query names in roles at both ends of every relationship with itself that it
/// names one of (so no end is left to the entity named plainly): the role at which a
/// relationship without a role joins it. That is the role whose attributes the query finds but
/// does not give when only one is, else the first found in the query's order, else the first
/// named (method §6a).
fn joined(index: &Index<'_>, query: &Query, named: &BTreeSet<(EntityId, String)>) -> BTreeMap<EntityId, String> {
    let mut out = BTreeMap::new();
    let entities: BTreeSet<&EntityId> = named.iter().map(|(e, _)| e).collect();
    for e in entities {
        let has = |role: Option<&str>| role.is_some_and(|r| named.contains(&(e.clone(), r.to_owned())));
        let selfs: Vec<_> =
            index.project.relationships.iter().filter(|r| r.is_self() && &r.ends[0].entity == e).collect();
        let touched: Vec<_> = selfs.iter().filter(|r| has(r.role(0)) || has(r.role(1))).collect();
        if touched.is_empty() || touched.iter().any(|r| !(has(r.role(0)) && has(r.role(1)))) {
            continue;
        }
        // The roles in the query's order, and how the query uses each.
        let role_of = |a: &AttributeId| {
            index.role_of(a).filter(|_| index.entity_of(a).is_some_and(|x| &x.id == e)).map(str::to_owned)
        };
        let mut order: Vec<String> = Vec::new();
        for a in crate::er::roles::mentioned(query) {
            if let Some(r) = role_of(a).filter(|r| !order.contains(r)) {
                order.push(r);
            }
        }
        let given: BTreeSet<String> = query.given.iter().filter_map(|g| role_of(&g.attribute)).collect();
        let found: Vec<&String> = order
            .iter()
            .filter(|r| {
                query
                    .find
                    .iter()
                    .chain(query.order_by.iter().map(|o| &o.attribute))
                    .chain(query.aggregates.iter().filter_map(|a| a.attribute.as_ref()))
                    .any(|a| role_of(a).as_ref() == Some(*r))
            })
            .collect();
        let pick = found
            .iter()
            .find(|r| !given.contains(**r))
            .or_else(|| found.first())
            .map(|r| (*r).clone())
            .or_else(|| order.first().cloned());
        if let Some(role) = pick {
            out.insert(e.clone(), role);
        }
    }
    out
}

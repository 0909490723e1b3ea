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

/// The query's view: the roles it names and the relationships it prefers.
pub(crate) struct View<'a> {
    pub(crate) index: &'a Index<'a>,
    named: BTreeSet<(EntityId, String)>,
    preferred: BTreeSet<RelationshipId>,
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
        Self { index, named, preferred }
    }

    /// The node at end `i` of a relationship: the entity in the role written there when the
    /// query names it, else the entity plainly.
    pub(crate) fn end_node(&self, rel: &RelationshipId, i: usize) -> Option<Node> {
        let r = self.index.relationship(rel)?;
        let end = r.ends.get(i)?;
        let role = r.role(i).filter(|role| self.named.contains(&(end.entity.clone(), (*role).to_owned()))).map(str::to_owned);
        Some(Node { entity: end.entity.clone(), role })
    }

    /// What a reference names; `None` for an unknown attribute.
    pub(crate) fn target(&self, a: &AttributeId) -> Option<Target> {
        match self.index.attribute(a)? {
            (Owner::Entity(e), _) => Some(Target::Entity(Node { entity: e.clone(), role: self.index.role_of(a).map(str::to_owned) })),
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
                let (Some(here), Some(there)) = (self.end_node(&r.id, i), self.end_node(&r.id, 1 - i)) else { continue };
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

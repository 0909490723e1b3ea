//! The ER graph and a query's access path through it (MR1).

use crate::ids::{EntityId, RelationshipId};
use crate::project::{Cardinality, Index, Owner, Query, RelationshipKind};
use petgraph::graph::{NodeIndex, UnGraph};
use petgraph::visit::EdgeRef;
use std::collections::VecDeque;
use rustc_hash::{FxHashMap, FxHashSet};

/// The ER model as an undirected graph: entities are nodes, relationships are edges.
pub struct ErGraph<'a> {
    graph: UnGraph<&'a EntityId, &'a RelationshipId>,
    nodes: FxHashMap<&'a str, NodeIndex>,
}

impl<'a> ErGraph<'a> {
    /// Builds the graph of a project (relationships to missing entities are left out;
    /// validation reports them).
    pub fn new(index: &Index<'a>) -> Self {
        let p = index.project;
        let mut graph = UnGraph::with_capacity(p.entities.len(), p.relationships.len());
        let mut nodes = FxHashMap::with_capacity_and_hasher(p.entities.len(), Default::default());
        for e in &p.entities {
            nodes.entry(e.id.as_str()).or_insert_with(|| graph.add_node(&e.id));
        }
        for r in &p.relationships {
            let (Some(&a), Some(&b)) = (nodes.get(r.ends[0].entity.as_str()), nodes.get(r.ends[1].entity.as_str()))
            else {
                continue;
            };
            graph.add_edge(a, b, &r.id);
        }
        // Weak entities are joined to their owner even when no identifying relationship is drawn.
        Self { graph, nodes }
    }

    /// Shortest path (fewest relationships) from `from` to `to`: the relationships crossed,
    /// or `None` when the two are not connected.
    pub fn path(&self, from: &EntityId, to: &EntityId) -> Option<Vec<&'a RelationshipId>> {
        let (&s, &t) = (self.nodes.get(from.as_str())?, self.nodes.get(to.as_str())?);
        if s == t {
            return Some(Vec::new());
        }
        let mut prev: FxHashMap<NodeIndex, (NodeIndex, &'a RelationshipId)> = FxHashMap::default();
        let mut seen: FxHashSet<NodeIndex> = std::iter::once(s).collect();
        let mut queue = VecDeque::from([s]);
        while let Some(n) = queue.pop_front() {
            let mut edges: Vec<_> = self.graph.edges(n).collect();
            // Deterministic: follow relationships in project order.
            edges.sort_by_key(|e| e.id());
            for e in edges {
                let m = if e.source() == n { e.target() } else { e.source() };
                if seen.insert(m) {
                    prev.insert(m, (n, *e.weight()));
                    if m == t {
                        let mut rels = Vec::new();
                        let mut cur = t;
                        while let Some(&(p, r)) = prev.get(&cur) {
                            rels.push(r);
                            cur = p;
                        }
                        rels.reverse();
                        return Some(rels);
                    }
                    queue.push_back(m);
                }
            }
        }
        None
    }
}

/// The entities and relationships a query touches.
#[derive(Debug, Default)]
pub struct AccessPath<'a> {
    /// The entity the query returns.
    pub target: Option<&'a EntityId>,
    /// Every entity involved (target first).
    pub entities: Vec<&'a EntityId>,
    /// Relationships on the path, in the order met.
    pub relationships: Vec<&'a RelationshipId>,
    /// Entities that could not be reached from the target.
    pub unreachable: Vec<&'a EntityId>,
}

/// Chooses the entity a query returns: the query's explicit entity, else the most specific
/// entity among its find attributes (the one from which the others are reached through
/// to-one relationships: a temperature reading rather than its sensor), else the entity of
/// the first given attribute.
pub fn target_entity<'a>(index: &Index<'a>, graph: &ErGraph<'a>, query: &'a Query) -> Option<&'a EntityId> {
    if let Some(e) = &query.entity {
        return index.entity(e).map(|e| &e.id);
    }
    let mut find_entities: Vec<&'a EntityId> = Vec::new();
    for a in &query.find {
        if let Some(e) = index.entity_of(a) {
            if !find_entities.contains(&&e.id) {
                find_entities.push(&e.id);
            }
        }
    }
    if find_entities.is_empty() {
        return query.given.iter().find_map(|g| index.entity_of(&g.attribute)).map(|e| &e.id);
    }
    let mut best = find_entities[0];
    let mut best_reach = 0;
    for &cand in &find_entities {
        let reach = find_entities.iter().filter(|&&o| o != cand && reaches_to_one(index, graph, cand, o)).count();
        if reach > best_reach {
            best = cand;
            best_reach = reach;
        }
    }
    Some(best)
}

/// `true` when every step of the shortest path from `from` to `to` is to-one (each `from`
/// instance determines one `to` instance).
fn reaches_to_one(index: &Index<'_>, graph: &ErGraph<'_>, from: &EntityId, to: &EntityId) -> bool {
    let Some(path) = graph.path(from, to) else { return false };
    let mut cur = from.clone();
    for rid in path {
        let Some(r) = index.relationship(rid) else { return false };
        let there = usize::from(r.ends[0].entity == cur);
        if r.ends[there].cardinality != Cardinality::One {
            return false;
        }
        cur = r.ends[there].entity.clone();
    }
    true
}

/// The access path of a query: the target, every entity its attributes belong to (both ends
/// for relationship attributes), and the relationships joining them to the target.
pub fn access_path<'a>(index: &Index<'a>, graph: &ErGraph<'a>, query: &'a Query) -> AccessPath<'a> {
    let target = target_entity(index, graph, query);
    let mut path = AccessPath { target, ..AccessPath::default() };
    if let Some(t) = target {
        path.entities.push(t);
    }
    for a in query.attributes() {
        match index.attribute(a) {
            Some((Owner::Entity(e), _)) => {
                if !path.entities.contains(&e) {
                    path.entities.push(e);
                }
            }
            Some((Owner::Relationship(r), _)) => {
                if let Some(rel) = index.relationship(r) {
                    if !path.relationships.contains(&&rel.id) {
                        path.relationships.push(&rel.id);
                    }
                    for end in &rel.ends {
                        if index.entity(&end.entity).is_some() && !path.entities.contains(&&end.entity) {
                            path.entities.push(&end.entity);
                        }
                    }
                }
            }
            None => {}
        }
    }
    let Some(t) = target else { return path };
    for &e in path.entities.clone().iter().skip(1) {
        match graph.path(t, e) {
            Some(rels) => {
                for r in rels {
                    if !path.relationships.contains(&r) {
                        path.relationships.push(r);
                    }
                }
            }
            None => path.unreachable.push(e),
        }
    }
    path
}

/// `true` when a relationship is m:n.
pub fn is_many_to_many(index: &Index<'_>, r: &RelationshipId) -> bool {
    index.relationship(r).is_some_and(|r| r.kind() == RelationshipKind::ManyToMany)
}

//! The ER model as a graph, and what its keys determine: the shared ground of derivation
//! (access paths, keys, static columns) and of the estimates (walks from a partition's owner
//! to its rows). A leaf of model-core: it reads the project and nothing derived.

mod access_path;
pub mod after_read;
mod checks;
mod closure;
pub mod owner_apart;
mod query_checks;
pub mod role_joins;
pub mod roles;
mod subject;

pub use access_path::{AccessPath, access_path, is_many_to_many};
pub use checks::check;
pub use closure::{Determined, determined};
pub use query_checks::{disconnected, has_errors, path_errors, query_errors};
pub use subject::{SubjectRef, subject, target_entity};

use crate::ids::{EntityId, RelationshipId};
use crate::project::Index;
use petgraph::graph::{NodeIndex, UnGraph};
use rustc_hash::FxHashMap;
use std::collections::VecDeque;

/// An edge of the ER graph: a relationship, or the IsA link of a subtype to its supertype.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Link<'a> {
    /// A relationship type.
    Relationship(&'a RelationshipId),
    /// A specialisation: the subtype at one end is an instance of the supertype at the other.
    IsA,
}

/// The ER model as an undirected graph: entities are nodes, relationships (and IsA links)
/// are edges. Each node's edges are kept sorted by relationship id, so that every walk is
/// the same whatever order the file lists things in.
pub struct ErGraph<'a> {
    graph: UnGraph<&'a EntityId, Link<'a>>,
    nodes: FxHashMap<&'a str, NodeIndex>,
    /// Per node: (neighbour, link), sorted by the link's id (IsA links first).
    adjacent: Vec<Vec<(NodeIndex, Link<'a>)>>,
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
        let add = |a: &EntityId, b: &EntityId, link: Link<'a>, graph: &mut UnGraph<&'a EntityId, Link<'a>>| {
            if let (Some(&x), Some(&y)) = (nodes.get(a.as_str()), nodes.get(b.as_str())) {
                graph.add_edge(x, y, link);
            }
        };
        for r in &p.relationships {
            add(&r.ends[0].entity, &r.ends[1].entity, Link::Relationship(&r.id), &mut graph);
        }
        for s in &p.specialisations {
            for sub in &s.subtypes {
                add(&s.supertype, sub, Link::IsA, &mut graph);
            }
        }
        let mut adjacent: Vec<Vec<(NodeIndex, Link<'a>)>> = vec![Vec::new(); graph.node_count()];
        for e in graph.edge_indices() {
            let Some((a, b)) = graph.edge_endpoints(e) else { continue };
            let link = graph[e];
            adjacent[a.index()].push((b, link));
            if a != b {
                adjacent[b.index()].push((a, link));
            }
        }
        // Of two relationships between the same entities, a walk that names neither takes the
        // one with a to-one end (an athlete's activities are the ones they record, not the ones
        // they gave kudos to); then the smaller id.
        let many_to_many: rustc_hash::FxHashSet<&str> = p
            .relationships
            .iter()
            .filter(|r| r.kind() == crate::project::RelationshipKind::ManyToMany)
            .map(|r| r.id.as_str())
            .collect();
        let key = |(n, l): &(NodeIndex, Link<'a>)| -> (u8, &'a str, &'a str) {
            match l {
                Link::IsA => (0, "", graph[*n].as_str()),
                Link::Relationship(r) => {
                    (1 + u8::from(many_to_many.contains(r.as_str())), r.as_str(), graph[*n].as_str())
                }
            }
        };
        for list in &mut adjacent {
            list.sort_by(|x, y| key(x).cmp(&key(y)));
        }
        Self { graph, nodes, adjacent }
    }

    /// The relationships with an end at `entity`, each once, with the entity at the other end
    /// (itself for a relationship of the entity with itself): a lookup in the graph, where a
    /// walk of every relationship per query made derivation quadratic in the model's size.
    pub fn relationships_of(&self, entity: &EntityId) -> impl Iterator<Item = (&'a RelationshipId, &'a EntityId)> + '_ {
        let around = self.nodes.get(entity.as_str()).map_or(&[][..], |n| self.adjacent[n.index()].as_slice());
        around.iter().filter_map(|&(n, link)| match link {
            Link::Relationship(r) => Some((r, self.graph[n])),
            Link::IsA => None,
        })
    }

    /// Shortest path (fewest relationships) from `from` to `to`: the relationships crossed,
    /// or `None` when the two are not connected. Ties go to a relationship with a to-one end,
    /// then to the smaller relationship id.
    pub fn path(&self, from: &EntityId, to: &EntityId) -> Option<Vec<&'a RelationshipId>> {
        self.path_preferring(from, to, &[])
    }

    /// The path from `from` to `to` that crosses the fewest relationships outside
    /// `preferred` (crossing a preferred relationship costs nothing): the relationships a
    /// query names or whose attributes it uses are the way it goes. IsA links cost nothing
    /// and are not listed.
    pub fn path_preferring(
        &self,
        from: &EntityId,
        to: &EntityId,
        preferred: &[&RelationshipId],
    ) -> Option<Vec<&'a RelationshipId>> {
        let (&s, &t) = (self.nodes.get(from.as_str())?, self.nodes.get(to.as_str())?);
        if s == t {
            return Some(Vec::new());
        }
        // Only what the search reaches is stored (a query's path is short; the graph of a
        // large model is not), and the search stops when `to` leaves the queue: in a 0-1
        // breadth-first search a node's first pop has its final distance, and a later equal
        // path never replaces an earlier one, so the path is the one a full search finds.
        let mut seen: rustc_hash::FxHashMap<NodeIndex, (usize, Option<(NodeIndex, Link<'a>)>)> =
            rustc_hash::FxHashMap::default();
        seen.insert(s, (0, None));
        let dist = |seen: &rustc_hash::FxHashMap<NodeIndex, (usize, Option<(NodeIndex, Link<'a>)>)>, v: NodeIndex| {
            seen.get(&v).map_or(usize::MAX, |e| e.0)
        };
        // 0-1 breadth-first search: free links go to the front of the queue.
        let mut queue = VecDeque::from([s]);
        while let Some(u) = queue.pop_front() {
            if u == t {
                break;
            }
            let du = dist(&seen, u);
            for &(v, link) in &self.adjacent[u.index()] {
                let cost = match link {
                    Link::IsA => 0,
                    Link::Relationship(r) => usize::from(!preferred.contains(&r)),
                };
                if du + cost < dist(&seen, v) {
                    seen.insert(v, (du + cost, Some((u, link))));
                    if cost == 0 {
                        queue.push_front(v);
                    } else {
                        queue.push_back(v);
                    }
                }
            }
        }
        if !seen.contains_key(&t) {
            return None;
        }
        let mut rels = Vec::new();
        let mut cur = t;
        let mut steps = 0;
        while let Some((p, link)) = seen.get(&cur).and_then(|e| e.1) {
            if let Link::Relationship(r) = link {
                rels.push(r);
            }
            cur = p;
            steps += 1;
            if cur == s || steps > self.graph.node_count() {
                break;
            }
        }
        rels.reverse();
        Some(rels)
    }
}

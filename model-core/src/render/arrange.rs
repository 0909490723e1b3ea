//! Auto-layout: positions that leave no two shapes of a canvas overlapping.
//!
//! The ER diagram is laid out in layers (Sugiyama's method, by the `rust-sugiyama` crate) over
//! the graph of entities joined by relationships and specialisations. Each entity takes the
//! room of its cluster (the entity and its attribute ovals, as drawn around it alone); the
//! layers are as far apart as their tallest cluster, and the clusters of one layer follow each
//! other left to right in the order the layering chose. Relationship diamonds go between their
//! entities, or to the nearest free spot when something is there; attribute ovals go back to
//! their automatic places around their owner (which avoid the lines), or, where that crowds
//! them, to the places they have around their entity alone. The result is checked shape by
//! shape; while anything overlaps, the gaps grow.
//!
//! The workflow and Chebotko canvases already have an automatic layout without overlaps (by
//! workflow depth): arranging them forgets the saved positions.

use super::chen::{ChenLayout, default_entity_pos};
use super::geom::{Grid, Point, Rect, nearest_free_after};
use super::text::TextMeasure;
use crate::edit::Canvas;
use crate::project::{Pos, Project};
use rustc_hash::FxHashMap;

/// Room between clusters, before any growth.
const GAP: f32 = 60.0;

/// The positions Auto-layout gives `canvas` (every other saved position of it is dropped).
pub fn arrange(project: &Project, canvas: Canvas, measure: &dyn TextMeasure) -> Vec<(String, Pos)> {
    match canvas {
        Canvas::Conceptual => arrange_conceptual(project, measure),
        Canvas::Workflow | Canvas::Logical => Vec::new(),
    }
}

/// Pairs of shapes of the ER diagram that overlap (ids), at most `limit` of them.
pub fn conceptual_overlaps(layout: &ChenLayout, limit: usize) -> Vec<(String, String)> {
    let mut order: Vec<usize> = (0..layout.nodes.len()).collect();
    order.sort_by(|&a, &b| layout.nodes[a].rect.x.total_cmp(&layout.nodes[b].rect.x));
    let mut out = Vec::new();
    for (i, &a) in order.iter().enumerate() {
        let ra = layout.nodes[a].rect;
        for &b in &order[i + 1..] {
            let rb = layout.nodes[b].rect;
            if rb.x >= ra.right() {
                break;
            }
            if ra.intersects(&rb) {
                out.push((layout.nodes[a].id.clone(), layout.nodes[b].id.clone()));
                if out.len() >= limit {
                    return out;
                }
            }
        }
    }
    out
}

/// A measure giving every text a little more room than `0` does: the positions saved are
/// drawn with the window's fonts too, whose widths differ from the pictures' estimate (an
/// `email` oval arranged with the estimate touched its neighbour in the window).
struct WithSlack<'a>(&'a dyn TextMeasure);

impl TextMeasure for WithSlack<'_> {
    fn width(&self, text: &str, size: f32) -> f32 {
        self.0.width(text, size) * 1.12 + 4.0
    }
}

fn arrange_conceptual(project: &Project, measure: &dyn TextMeasure) -> Vec<(String, Pos)> {
    if project.entities.is_empty() {
        return Vec::new();
    }
    let measure = &WithSlack(measure);
    // Each entity's cluster as it is drawn alone: its attribute ovals around it, and its
    // relationships to itself (their diamonds sit beside it, where no oval may go).
    let clusters: Vec<Cluster> = project
        .entities
        .iter()
        .map(|e| {
            let own: Vec<_> =
                project.relationships.iter().filter(|r| r.ends.iter().all(|end| end.entity == e.id)).cloned().collect();
            let alone = Project { entities: vec![e.clone()], relationships: own, ..Project::new("") };
            Cluster::of(&ChenLayout::measured(&alone, measure, &|_| (0.0, 0.0)), e.id.as_str())
        })
        .collect();
    let layers = layers(project);
    let mut scale = 1.0;
    let mut positions = Vec::new();
    // The project the candidate positions are tried on (only its ER positions change).
    let mut trial = project.clone();
    let mut layout_with = |positions: &[(String, Pos)]| {
        trial.layout.conceptual = positions.iter().cloned().collect();
        ChenLayout::measured(&trial, measure, &|_| (0.0, 0.0))
    };
    for _ in 0..6 {
        // Entities first, diamonds where they are free, the attributes placed automatically
        // around their entity (they avoid the lines as they are now)...
        positions = place(project, &clusters, &layers, GAP * scale);
        let layout = layout_with(&positions);
        positions.extend(free_diamonds(project, &layout));
        let layout = layout_with(&positions);
        // ...except around an entity where that leaves ovals on each other: there they keep
        // the arrangement they have around the entity alone.
        let shapes = Shapes::of(&layout);
        let crowded: Vec<usize> = project
            .entities
            .iter()
            .enumerate()
            .filter(|(_, e)| !Cluster::within(&layout, &shapes, e.id.as_str()).tidy)
            .map(|(i, _)| i)
            .collect();
        for i in crowded {
            let Some(at) = layout.get(project.entities[i].id.as_str()).map(|n| n.rect) else { continue };
            positions
                .extend(clusters[i].attributes.iter().map(|(id, d)| (id.clone(), Pos::new(at.x + d.x, at.y + d.y))));
        }
        if conceptual_overlaps(&layout_with(&positions), 1).is_empty() {
            break;
        }
        scale *= 1.6;
    }
    positions
}

/// Positions for the relationship diamonds that, between their entities, land on another
/// shape: the nearest free spot (with room for their own attributes).
fn free_diamonds(project: &Project, layout: &ChenLayout) -> Vec<(String, Pos)> {
    let mut out = Vec::new();
    let mut taken: Vec<Rect> =
        layout.nodes.iter().filter(|n| n.kind != super::chen::NodeKind::Relationship).map(|n| n.rect).collect();
    // The taken shapes filed by grid cell: a probe looks at its neighbours, not at every shape
    // (a thousand diamonds each probing every shape was quadratic).
    let mut resume: FxHashMap<[u32; 5], usize> = FxHashMap::default();
    let mut grid = Grid::default();
    for (i, t) in taken.iter().enumerate() {
        grid.insert(i, t);
    }
    // Rings enough for every diamond around one spot (each takes about a ring step squared
    // four times over): 80 for up to 400 relationships, more beyond.
    let rings = 80usize.max((project.relationships.len() as f64).sqrt().ceil() as usize * 4);
    for r in &project.relationships {
        let Some(d) = layout.get(r.id.as_str()) else { continue };
        let room = 40.0 + if r.attributes.is_empty() { 0.0 } else { 90.0 };
        let blocked = |rect: Rect| {
            let wide = rect.expand(room);
            grid.any_near(&wide, taken.len(), |i| taken[i].intersects(&wide))
        };
        let mut spot = d.rect;
        if blocked(spot) {
            let at = |p: Point| Rect::new(p.x, p.y, d.rect.w, d.rect.h);
            // Shapes are only ever added: a search from the same start for the same size and
            // room resumes after the point the last one took (a thousand self-relationships
            // of one entity each probed every taken point again).
            let key = [d.rect.x, d.rect.y, d.rect.w, d.rect.h, room].map(f32::to_bits);
            let skip = resume.get(&key).copied().unwrap_or(0);
            match nearest_free_after(Point::new(d.rect.x, d.rect.y), 40.0, rings, 1.0, skip, |p| !blocked(at(p))) {
                Some((p, n)) => {
                    resume.insert(key, n + 1);
                    spot = at(p);
                    out.push((r.id.to_string(), Pos::new(p.x, p.y)));
                }
                // Every ring is taken: so it stays for every later search from here (two
                // thousand diamonds each probing the 25,000 points again took a minute).
                None => {
                    resume.insert(key, usize::MAX);
                }
            }
        }
        grid.insert(taken.len(), &spot.expand(room));
        taken.push(spot.expand(room));
    }
    out
}

/// An entity with its attribute ovals around it.
struct Cluster {
    /// The whole cluster's extent, relative to the entity's top-left corner.
    room: Rect,
    /// The top-left corners of its attributes and of its relationships to itself, relative
    /// to the entity's.
    attributes: Vec<(String, Pos)>,
    /// `true` when no two of its shapes overlap.
    tidy: bool,
}

impl Cluster {
    /// `entity`'s cluster in `layout`.
    fn of(layout: &ChenLayout, entity: &str) -> Self {
        Self::within(layout, &Shapes::of(layout), entity)
    }

    /// `entity`'s cluster in `layout`, whose shapes `shapes` has filed by owner (filed once for
    /// every entity: scanning the whole diagram per entity was quadratic).
    fn within(layout: &ChenLayout, shapes: &Shapes<'_>, entity: &str) -> Self {
        let Some(origin) = layout.get(entity).map(|n| n.rect) else {
            return Self { room: Rect::default(), attributes: Vec::new(), tidy: true };
        };
        // Its attributes, its relationships to itself and theirs.
        let own: Vec<&super::chen::ChenNode> =
            shapes.own.get(entity).into_iter().flatten().map(|&i| &layout.nodes[i]).collect();
        let mut fields: Vec<usize> =
            own.iter().filter_map(|n| shapes.children.get(n.id.as_str())).flatten().copied().collect();
        fields.sort_unstable();
        let shapes: Vec<Rect> = std::iter::once(origin)
            .chain(own.iter().map(|n| n.rect))
            .chain(fields.iter().map(|&i| layout.nodes[i].rect))
            .collect();
        let tidy = shapes.iter().enumerate().all(|(i, a)| shapes[i + 1..].iter().all(|b| !a.intersects(b)));
        let room = shapes.iter().fold(origin, |all, r| all.union(r));
        let attributes =
            own.iter().map(|a| (a.id.clone(), Pos::new(a.rect.x - origin.x, a.rect.y - origin.y))).collect();
        Self { room: Rect::new(room.x - origin.x, room.y - origin.y, room.w, room.h), attributes, tidy }
    }
}

/// The shapes of a layout filed by what they belong to, in the layout's order (indexes into
/// its nodes).
struct Shapes<'l> {
    /// Each entity's own shapes: the ovals whose parent it is and its relationships with itself.
    own: FxHashMap<&'l str, Vec<usize>>,
    /// Each shape's ovals (a relationship's attributes, a composite attribute's fields).
    children: FxHashMap<&'l str, Vec<usize>>,
}

impl<'l> Shapes<'l> {
    fn of(layout: &'l ChenLayout) -> Self {
        // The one entity at every end of a relationship (`None`: ends at two entities).
        let mut only_end: FxHashMap<&str, Option<&str>> = FxHashMap::default();
        for e in &layout.edges {
            only_end
                .entry(e.relationship.as_str())
                .and_modify(|at| *at = at.filter(|x| *x == e.entity))
                .or_insert(Some(e.entity.as_str()));
        }
        let (mut own, mut children): (FxHashMap<&str, Vec<usize>>, FxHashMap<&str, Vec<usize>>) = Default::default();
        for (i, n) in layout.nodes.iter().enumerate() {
            if let Some(p) = n.parent.as_deref() {
                children.entry(p).or_default().push(i);
                own.entry(p).or_default().push(i);
            }
            let to_itself = if n.kind == super::chen::NodeKind::Relationship {
                only_end.get(n.id.as_str()).copied().flatten()
            } else {
                None
            };
            if let Some(e) = to_itself.filter(|e| n.parent.as_deref() != Some(*e)) {
                own.entry(e).or_default().push(i);
            }
        }
        Self { own, children }
    }
}

/// The entities' layers, each in its left-to-right order (indexes into `project.entities`).
fn layers(project: &Project) -> Vec<Vec<usize>> {
    let index: FxHashMap<&str, usize> = project.entities.iter().enumerate().map(|(i, e)| (e.id.as_str(), i)).collect();
    let mut edges: Vec<(u32, u32)> = Vec::new();
    let mut seen_edges: rustc_hash::FxHashSet<(u32, u32)> = rustc_hash::FxHashSet::default();
    let mut edge = |a: &str, b: &str| {
        if let (Some(&a), Some(&b)) = (index.get(a), index.get(b))
            && a != b
        {
            let e = (a as u32, b as u32);
            if seen_edges.insert((e.0.min(e.1), e.0.max(e.1))) {
                edges.push(e);
            }
        }
    };
    for r in &project.relationships {
        if let [a, b, ..] = r.ends.as_slice() {
            edge(a.entity.as_str(), b.entity.as_str());
        }
    }
    for s in &project.specialisations {
        for sub in &s.subtypes {
            edge(s.supertype.as_str(), sub.as_str());
        }
    }
    for e in &project.entities {
        if let Some(owner) = &e.owner {
            edge(owner.as_str(), e.id.as_str());
        }
    }
    let vertices: Vec<(u32, (f64, f64))> = (0..project.entities.len() as u32).map(|i| (i, (1.0, 1.0))).collect();
    let config = rust_sugiyama::configure::Config { dummy_vertices: false, ..Default::default() };
    // The crate's layering of a graph it cannot take (it should take any) falls back to the
    // grid: a layout must never cost the user the window.
    let components = std::panic::catch_unwind(|| rust_sugiyama::from_vertices_and_edges(&vertices, &edges, &config))
        .unwrap_or_default();
    let mut seen = vec![false; project.entities.len()];
    // Components side by side: each keeps its own layers, numbered from 0.
    let mut per_component: Vec<Vec<Vec<(f64, usize)>>> = Vec::new();
    for (nodes, _, _) in components {
        let mut ys: Vec<f64> = nodes.iter().map(|(_, (_, y))| *y).collect();
        ys.sort_by(f64::total_cmp);
        ys.dedup_by(|a, b| (*a - *b).abs() < 1e-6);
        let mut rows: Vec<Vec<(f64, usize)>> = vec![Vec::new(); ys.len()];
        for (id, (x, y)) in nodes {
            if id < seen.len() && !seen[id] {
                seen[id] = true;
                let layer = ys.partition_point(|v| *v < y - 1e-6);
                rows[layer.min(ys.len() - 1)].push((x, id));
            }
        }
        for row in &mut rows {
            row.sort_by(|a, b| a.0.total_cmp(&b.0));
        }
        per_component.push(rows);
    }
    // Anything the layering left out (it should leave out nothing) gets a layer of its own.
    let missed: Vec<(f64, usize)> = (0..seen.len()).filter(|&i| !seen[i]).map(|i| (i as f64, i)).collect();
    if !missed.is_empty() {
        per_component.push(vec![missed]);
    }
    // Small components (single entities) share rows under the big ones.
    per_component.sort_by_key(|rows| std::cmp::Reverse(rows.iter().map(Vec::len).sum::<usize>()));
    let mut out: Vec<Vec<usize>> = Vec::new();
    for rows in per_component {
        for (i, row) in rows.into_iter().enumerate() {
            if out.len() <= i {
                out.push(Vec::new());
            }
            out[i].extend(row.into_iter().map(|(_, id)| id));
        }
    }
    out
}

/// Top-left corners of the entities: layers top to bottom, clusters of a layer left to right.
fn place(project: &Project, clusters: &[Cluster], layers: &[Vec<usize>], gap: f32) -> Vec<(String, Pos)> {
    let mut out = Vec::new();
    let mut top = default_entity_pos(0).y;
    for row in layers {
        let height = row.iter().map(|&i| clusters[i].room.h).fold(0.0, f32::max);
        let mut left = 0.0;
        for &i in row {
            let c = &clusters[i].room;
            out.push((project.entities[i].id.to_string(), Pos::new(left - c.x, top - c.y)));
            left += c.w + gap * 2.0;
        }
        top += height + gap * 2.5;
    }
    out
}

//! Geometry of the ER diagram in Chen notation: where each entity rectangle, relationship
//! diamond and attribute oval goes, from the saved layout or a default placement.

use super::canvas::to_pos2;
use model_core::Project;
use model_core::project::{Attribute, Cardinality};
use egui::{Pos2, Rect, Vec2, pos2, vec2};
use std::collections::HashMap;

/// Font size of entity and relationship names.
pub const NAME_SIZE: f32 = 15.0;
/// Font size of attribute names.
pub const ATTR_SIZE: f32 = 13.0;

/// What a node of the diagram stands for.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum NodeKind {
    /// An entity rectangle.
    Entity,
    /// A relationship diamond.
    Relationship,
    /// An attribute oval.
    Attribute,
    /// A field of a composite attribute (not selectable on its own).
    Field,
}

/// One shape of the diagram.
#[derive(Clone, Debug)]
pub struct Node {
    /// The id of the entity, relationship or attribute (fields: `attribute#n`).
    pub id: String,
    /// Kind of shape.
    pub kind: NodeKind,
    /// Bounding rectangle.
    pub rect: Rect,
    /// The text inside.
    pub label: String,
    /// Entity: weak (double rectangle). Relationship: identifying (double diamond).
    /// Attribute: multi-valued (double oval).
    pub double: bool,
    /// Attribute: part of the key (underlined).
    pub key: bool,
    /// The node this one hangs on (attribute → entity/relationship, field → attribute).
    pub parent: Option<String>,
    /// `true` when the position comes from the saved layout (else a default placement).
    pub placed: bool,
}

/// A relationship's line to one of its entities, with the cardinality at the entity's end.
#[derive(Clone, Debug)]
pub struct Edge {
    /// Relationship id.
    pub relationship: String,
    /// Which end (0 or 1).
    pub end: usize,
    /// Entity id.
    pub entity: String,
    /// `1`, `n` or `m`.
    pub label: &'static str,
}

/// The whole diagram's geometry.
#[derive(Clone, Debug, Default)]
pub struct ChenLayout {
    /// Shapes, in drawing order (entities, relationships, attributes, fields).
    pub nodes: Vec<Node>,
    /// Relationship lines.
    pub edges: Vec<Edge>,
    index: HashMap<String, usize>,
    segments: Vec<(Pos2, Pos2)>,
}

impl ChenLayout {
    /// Computes the geometry. `measure(text, size)` gives a text's width; `offsets` moves
    /// nodes being dragged (and what hangs on them).
    pub fn new(project: &Project, measure: &dyn Fn(&str, f32) -> f32, offsets: &HashMap<String, Vec2>) -> Self {
        let mut out = Self::default();
        let saved = &project.layout.conceptual;
        let off = |id: &str| offsets.get(id).copied().unwrap_or(Vec2::ZERO);
        for (i, e) in project.entities.iter().enumerate() {
            let size = vec2((measure(&e.name, NAME_SIZE) + 32.0).max(110.0), 44.0);
            let (min, placed) = match saved.get(e.id.as_str()) {
                Some(p) => (to_pos2(*p), true),
                None => (default_entity_pos(i), false),
            };
            out.push(Node {
                id: e.id.to_string(),
                kind: NodeKind::Entity,
                rect: Rect::from_min_size(min + off(e.id.as_str()), size),
                label: e.name.clone(),
                double: e.owner.is_some(),
                key: false,
                parent: None,
                placed,
            });
        }
        for r in &project.relationships {
            let size = vec2((measure(&r.name, NAME_SIZE) + 48.0).max(96.0), 54.0);
            let centers: Vec<Pos2> =
                r.ends.iter().filter_map(|end| out.get(end.entity.as_str()).map(|n| n.rect.center())).collect();
            let (min, placed) = match saved.get(r.id.as_str()) {
                Some(p) => (to_pos2(*p) + off(r.id.as_str()), true),
                None => {
                    let c = match centers.as_slice() {
                        [a, b] if a.distance(*b) < 1.0 => *a + vec2(200.0, 0.0),
                        [a, b] => pos2((a.x + b.x) * 0.5, (a.y + b.y) * 0.5),
                        [a] => *a + vec2(200.0, 0.0),
                        _ => pos2(0.0, 0.0),
                    };
                    (c - size * 0.5, false)
                }
            };
            out.push(Node {
                id: r.id.to_string(),
                kind: NodeKind::Relationship,
                rect: Rect::from_min_size(min, size),
                label: r.name.clone(),
                double: r.identifying,
                key: false,
                parent: None,
                placed,
            });
            let many = r.ends.iter().all(|e| e.cardinality == Cardinality::Many);
            for (i, end) in r.ends.iter().enumerate() {
                let label = match (end.cardinality, many, i) {
                    (Cardinality::One, _, _) => "1",
                    (Cardinality::Many, true, 0) => "m",
                    (Cardinality::Many, _, _) => "n",
                };
                out.edges.push(Edge { relationship: r.id.to_string(), end: i, entity: end.entity.to_string(), label });
                if let Some(e) = out.get(end.entity.as_str()) {
                    let seg = (e.rect.center(), min + size * 0.5);
                    out.segments.push(seg);
                }
            }
        }
        for e in &project.entities {
            out.place_attributes(e.id.as_str(), &e.attributes, true, project, measure, &off);
        }
        for r in &project.relationships {
            out.place_attributes(r.id.as_str(), &r.attributes, false, project, measure, &off);
        }
        out
    }

    fn push(&mut self, node: Node) {
        self.index.insert(node.id.clone(), self.nodes.len());
        self.nodes.push(node);
    }

    /// The node with this id.
    pub fn get(&self, id: &str) -> Option<&Node> {
        self.index.get(id).and_then(|i| self.nodes.get(*i))
    }

    /// The extent of the diagram.
    pub fn bounds(&self) -> Rect {
        super::canvas::union(self.nodes.iter().map(|n| n.rect))
    }

    /// Ovals around their owner: the free spot nearest the top of a ring around it (then
    /// wider rings), so that no oval covers another shape or a relationship line.
    fn place_attributes(
        &mut self,
        owner: &str,
        attrs: &[Attribute],
        above: bool,
        project: &Project,
        measure: &dyn Fn(&str, f32) -> f32,
        off: &dyn Fn(&str) -> Vec2,
    ) {
        let Some(owner_rect) = self.get(owner).map(|n| n.rect) else { return };
        let mut ordered: Vec<&Attribute> = attrs.iter().filter(|a| !a.is_composite()).collect();
        ordered.extend(attrs.iter().filter(|a| a.is_composite()));
        for a in ordered {
            let size = vec2((measure(&a.name, ATTR_SIZE) + 26.0).max(64.0), 30.0);
            let (rect, placed) = match project.layout.conceptual.get(a.id.as_str()) {
                Some(p) => (Rect::from_min_size(to_pos2(*p) + off(a.id.as_str()) + off(owner), size), true),
                None => (self.free_spot(owner_rect, size, a, above, measure), false),
            };
            self.segments.push((rect.center(), owner_rect.center()));
            self.push(Node {
                id: a.id.to_string(),
                kind: NodeKind::Attribute,
                rect,
                label: a.name.clone(),
                double: a.multi.is_some(),
                key: a.key,
                parent: Some(owner.to_owned()),
                placed,
            });
            self.place_fields(a, rect, above, measure);
        }
    }

    fn free_spot(&self, owner: Rect, size: Vec2, a: &Attribute, above: bool, measure: &dyn Fn(&str, f32) -> f32) -> Rect {
        let fields_w: f32 = a.fields.iter().map(|f| (measure(&f.name, ATTR_SIZE - 1.0) + 28.0).max(58.0)).sum();
        let start = if above { -90.0f32 } else { 90.0f32 };
        let mut first = None;
        for ring in 0..5 {
            let rx = owner.width() * 0.5 + size.x * 0.5 + 12.0 + ring as f32 * (size.x * 0.55 + 10.0);
            let ry = owner.height() * 0.5 + size.y * 0.5 + 22.0 + ring as f32 * 36.0;
            for step in 0..24 {
                let k = (step + 1) / 2;
                let sign = if step % 2 == 0 { 1.0 } else { -1.0 };
                let angle = (start + sign * k as f32 * 15.0).to_radians();
                let c = owner.center() + vec2(rx * angle.cos(), ry * angle.sin());
                let rect = Rect::from_center_size(c, size);
                first.get_or_insert(rect);
                let mut zone = rect.expand(4.0);
                if !a.fields.is_empty() {
                    let dy = if above { -34.0 } else { 34.0 };
                    zone = zone.union(Rect::from_center_size(c + vec2(0.0, dy), vec2(fields_w, 26.0)));
                }
                let blocked = self.nodes.iter().any(|n| n.rect.intersects(zone))
                    || self.segments.iter().any(|(p, q)| segment_hits_rect(*p, *q, zone))
                    || segment_crosses_nodes(&self.nodes, c, owner);
                if !blocked {
                    return rect;
                }
            }
        }
        first.unwrap_or_else(|| Rect::from_center_size(owner.center_top() - vec2(0.0, 40.0), size))
    }

    fn place_fields(&mut self, a: &Attribute, rect: Rect, above: bool, measure: &dyn Fn(&str, f32) -> f32) {
        if a.fields.is_empty() {
            return;
        }
        let sizes: Vec<Vec2> = a.fields.iter().map(|f| vec2((measure(&f.name, ATTR_SIZE - 1.0) + 20.0).max(50.0), 24.0)).collect();
        let total: f32 = sizes.iter().map(|s| s.x).sum::<f32>() + 8.0 * (sizes.len().saturating_sub(1)) as f32;
        let mut x = rect.center().x - total * 0.5;
        let y = if above { rect.top() - 30.0 } else { rect.bottom() + 30.0 };
        for (i, (f, size)) in a.fields.iter().zip(sizes).enumerate() {
            self.push(Node {
                id: format!("{}#{i}", a.id),
                kind: NodeKind::Field,
                rect: Rect::from_center_size(pos2(x + size.x * 0.5, y), size),
                label: f.name.clone(),
                double: false,
                key: false,
                parent: Some(a.id.to_string()),
                placed: false,
            });
            x += size.x + 8.0;
        }
    }
}

/// `true` when the segment from `p` to `q` passes through `r`.
fn segment_hits_rect(p: Pos2, q: Pos2, r: Rect) -> bool {
    if r.contains(p) || r.contains(q) {
        return true;
    }
    let corners = [r.left_top(), r.right_top(), r.right_bottom(), r.left_bottom()];
    (0..4).any(|i| segments_cross(p, q, corners[i], corners[(i + 1) % 4]))
}

fn segments_cross(a: Pos2, b: Pos2, c: Pos2, d: Pos2) -> bool {
    let cross = |o: Pos2, p: Pos2, q: Pos2| (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x);
    let d1 = cross(c, d, a);
    let d2 = cross(c, d, b);
    let d3 = cross(a, b, c);
    let d4 = cross(a, b, d);
    (d1 > 0.0) != (d2 > 0.0) && (d3 > 0.0) != (d4 > 0.0)
}

/// `true` when the line from an oval at `c` to its owner crosses another shape.
fn segment_crosses_nodes(nodes: &[Node], c: Pos2, owner: Rect) -> bool {
    nodes.iter().filter(|n| n.rect != owner).any(|n| segment_hits_rect(c, owner.center(), n.rect.shrink(2.0)))
}

/// Default top-left corner of the `i`-th entity without a saved position: a grid with room
/// for attributes above and relationships between.
pub fn default_entity_pos(i: usize) -> Pos2 {
    let col = (i % 3) as f32;
    let row = (i / 3) as f32;
    pos2(col * 440.0, 140.0 + row * 330.0)
}

/// Where a cardinality label goes: just outside the entity, beside the line to the diamond.
pub fn cardinality_pos(entity: Rect, toward: Pos2) -> Pos2 {
    let exit = super::canvas::rect_exit(entity, toward);
    let dir = (toward - entity.center()).normalized();
    if !dir.is_finite() {
        return exit;
    }
    exit + dir * 14.0 + dir.rot90() * 10.0
}

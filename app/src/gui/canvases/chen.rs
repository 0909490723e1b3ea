//! The ER diagram's geometry on screen: [`model_core::render::ChenLayout`] (the one geometry
//! the pictures draw too), measured with the window's fonts and mapped to egui's types.

use egui::{Pos2, Rect, Vec2, pos2};
use model_core::Project;
use model_core::render::{self, TextMeasure};
use std::collections::HashMap;

pub use model_core::render::{ATTR_SIZE, NAME_SIZE, NodeKind};

/// One shape, in screen-independent canvas coordinates.
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
    /// Weak entity, identifying relationship, multi-valued attribute.
    pub double: bool,
    /// A key attribute (underlined).
    pub key: bool,
    /// How its name is underlined (key, partial key, alternate key).
    pub underline: render::Underline,
    /// The node this one hangs on.
    pub parent: Option<String>,
    /// At a saved position (not placed by default).
    pub placed: bool,
}

/// A relationship's line to one of its entities.
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
    /// The role the entity plays at this end, if any.
    pub role: Option<String>,
    /// How far this end's line runs beside the line joining the centres
    /// ([`render::ChenEdge::offset`]).
    pub offset: f32,
}

/// The ER diagram's geometry in egui's types.
#[derive(Clone, Debug, Default)]
pub struct ChenLayout {
    /// Shapes in drawing order (entities, relationships, attributes, fields).
    pub nodes: Vec<Node>,
    /// Relationship lines.
    pub edges: Vec<Edge>,
    index: HashMap<String, usize>,
}

/// The window's text widths, as the core layout asks for them.
struct Measure<'a>(&'a dyn Fn(&str, f32) -> f32);

impl TextMeasure for Measure<'_> {
    fn width(&self, text: &str, size: f32) -> f32 {
        (self.0)(text, size)
    }
}

/// A core rectangle as egui's.
pub fn to_rect(r: render::Rect) -> Rect {
    Rect::from_min_size(pos2(r.x, r.y), egui::vec2(r.w, r.h))
}

impl ChenLayout {
    /// Computes the geometry. `measure(text, size)` gives a text's width; `offsets` moves
    /// nodes being dragged (and what hangs on them).
    pub fn new(project: &Project, measure: &dyn Fn(&str, f32) -> f32, offsets: &HashMap<String, Vec2>) -> Self {
        let offset = |id: &str| offsets.get(id).map_or((0.0, 0.0), |v| (v.x, v.y));
        Self::from_core(render::ChenLayout::measured(project, &Measure(measure), &offset))
    }

    /// Maps the core layout to egui's types.
    pub fn from_core(core: render::ChenLayout) -> Self {
        let underlines: Vec<render::Underline> = core.nodes.iter().map(|n| core.underline(n)).collect();
        let nodes: Vec<Node> = core
            .nodes
            .into_iter()
            .zip(underlines)
            .map(|(n, underline)| Node {
                id: n.id,
                kind: n.kind,
                rect: to_rect(n.rect),
                label: n.label,
                double: n.double,
                key: n.key,
                underline,
                parent: n.parent,
                placed: n.placed,
            })
            .collect();
        let mut index = HashMap::with_capacity(nodes.len());
        for (i, n) in nodes.iter().enumerate() {
            index.entry(n.id.clone()).or_insert(i);
        }
        let edges = core
            .edges
            .into_iter()
            .map(|e| Edge { relationship: e.relationship, end: e.end, entity: e.entity, label: e.label, role: e.role, offset: e.offset })
            .collect();
        Self { nodes, edges, index }
    }

    /// The node with this id.
    pub fn get(&self, id: &str) -> Option<&Node> {
        self.index.get(id).and_then(|i| self.nodes.get(*i))
    }

    /// The extent of the diagram.
    pub fn bounds(&self) -> Rect {
        super::union(self.nodes.iter().map(|n| n.rect))
    }
}

/// Where a cardinality label goes: just outside the entity, beside the line to the diamond.
pub fn cardinality_pos(entity: Rect, toward: Pos2, offset: f32) -> Pos2 {
    let r = render::Rect::new(entity.min.x, entity.min.y, entity.width(), entity.height());
    let p = render::cardinality_pos(&r, render::Point::new(toward.x, toward.y), offset);
    pos2(p.x, p.y)
}

/// Where the role at an end goes ([`render::role_pos`]).
pub fn role_pos(entity: Rect, toward: Pos2, offset: f32) -> Pos2 {
    let r = render::Rect::new(entity.min.x, entity.min.y, entity.width(), entity.height());
    let p = render::role_pos(&r, render::Point::new(toward.x, toward.y), offset);
    pos2(p.x, p.y)
}

/// The two ends of an end's line ([`render::end_line`]).
pub fn end_line(relationship: Pos2, entity: Pos2, offset: f32) -> [Pos2; 2] {
    let (a, b) = render::end_line(render::Point::new(relationship.x, relationship.y), render::Point::new(entity.x, entity.y), offset);
    [pos2(a.x, a.y), pos2(b.x, b.y)]
}

/// Every sample project, for the tests that compare the canvases with the pictures.
#[cfg(test)]
pub fn sample_projects() -> Vec<(std::path::PathBuf, Project)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../sample-projects");
    let mut out: Vec<(std::path::PathBuf, Project)> = std::fs::read_dir(&dir)
        .expect("samples")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .map(|p| {
            let project = Project::load(&p).expect("sample loads");
            (p, project)
        })
        .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    assert!(out.len() >= 8, "the samples are where they should be");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The canvas maps the pictures' geometry: with the pictures' text widths, every shape
    /// of every sample's ER diagram is where the exported picture draws it.
    #[test]
    fn the_canvas_layout_is_the_exported_one() {
        for (path, project) in sample_projects() {
            let svg_width = |t: &str, size: f32| render::SvgText.width(t, size);
            let canvas = ChenLayout::new(&project, &svg_width, &HashMap::new());
            let exported = render::ChenLayout::new(&project);
            assert_eq!(canvas.nodes.len(), exported.nodes.len(), "{}", path.display());
            for (c, e) in canvas.nodes.iter().zip(&exported.nodes) {
                assert_eq!((c.id.as_str(), c.rect), (e.id.as_str(), to_rect(e.rect)), "{}", path.display());
            }
            assert_eq!(canvas.edges.len(), exported.edges.len());
        }
    }
}

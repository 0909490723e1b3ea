//! The ER diagram in Chen notation (methodology §2): entity rectangles (double when weak),
//! relationship diamonds (double when identifying), attribute ovals (key names underlined,
//! double ovals for multi-valued attributes, fields of composite attributes beside them),
//! cardinalities 1 / n / m at the entity end of each relationship line. The only geometry
//! of the ER diagram: the window's canvas maps it to the screen (measuring text with its own
//! fonts, moving what is being dragged), the pictures draw it. Saved positions, else a grid
//! of entities, diamonds between their entities, ovals on the nearest free spot of rings
//! around their owner.

use super::Theme;
use super::end_labels::{cardinality_box, cardinality_pos, end_line, role_at};
use super::geom::{Grid, Point, Rect, nearest_free, sane, segment_hits_rect, union_all};
use super::svg::{Anchor, Svg, TextStyle};
use super::text::{SvgText, TextMeasure};
use crate::project::{Attribute, Cardinality, Project};
use rustc_hash::FxHashMap;

/// Font size of entity and relationship names.
pub const NAME_SIZE: f32 = 15.0;
/// Font size of attribute names (fields one less).
pub const ATTR_SIZE: f32 = 13.0;

/// What a node stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NodeKind {
    /// An entity rectangle.
    Entity,
    /// A relationship diamond.
    Relationship,
    /// An attribute oval.
    Attribute,
    /// A field of a composite attribute.
    Field,
}

/// One shape.
#[derive(Clone, Debug)]
pub struct ChenNode {
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
    /// The node this one hangs on.
    pub parent: Option<String>,
    /// At a saved position (not placed by default).
    pub placed: bool,
}

/// A relationship's line to one of its entities, with the cardinality at the entity end.
#[derive(Clone, Debug)]
pub struct ChenEdge {
    /// Relationship id.
    pub relationship: String,
    /// Which end of the relationship (0 or 1).
    pub end: usize,
    /// Entity id.
    pub entity: String,
    /// `1`, `n` or `m`.
    pub label: &'static str,
    /// The role the entity plays at this end (Chen: written beside the entity), if any.
    pub role: Option<String>,
    /// How far this end's line runs beside the line joining the centres, to its left seen
    /// from the entity (negative: its right): each end of a relationship of an entity with
    /// itself has a line of its own, so their cardinalities and roles are told apart; 0 for
    /// every other end.
    pub offset: f32,
}

/// Half the gap between the two lines of a relationship of an entity with itself.
const SELF_LINE_HALF_GAP: f32 = 12.0;

/// A specialisation (IsA, EER notation): a circle with `d` (disjoint) or `o` (overlapping)
/// under the supertype, a line up to it (double when total) and one down to each subtype.
#[derive(Clone, Debug)]
pub struct ChenIsa {
    /// Specialisation id.
    pub id: String,
    /// Supertype entity id.
    pub supertype: String,
    /// Subtype entity ids (those on the diagram).
    pub subtypes: Vec<String>,
    /// The circle's centre.
    pub center: Point,
    /// `d` or `o`.
    pub label: &'static str,
    /// Every instance is of a subtype: the supertype's line is double.
    pub total: bool,
}

/// Length of a dash and of the gap after it in an alternate key's underline (dotted).
pub const ALTERNATE_KEY_DASH: (f32, f32) = (1.5, 2.0);

/// Length of a dash and of the gap after it in a weak entity's partial key's underline
/// (dashed, Chen's notation).
pub const PARTIAL_KEY_DASH: (f32, f32) = (4.0, 2.5);

/// How an attribute's name is underlined: a key solidly, a weak entity's partial key dashed,
/// an alternate key dotted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Underline {
    /// Not underlined.
    None,
    /// A key attribute.
    Solid,
    /// A weak entity's partial key (its own key attributes).
    Dashed,
    /// An attribute of an alternate key.
    Dotted,
}

impl ChenLayout {
    /// How `node`'s name is underlined.
    pub fn underline(&self, node: &ChenNode) -> Underline {
        let weak_owner =
            node.parent.as_deref().and_then(|p| self.get(p)).is_some_and(|o| o.kind == NodeKind::Entity && o.double);
        match (node.key, weak_owner) {
            (true, true) => Underline::Dashed,
            (true, false) => Underline::Solid,
            (false, _) if node.kind == NodeKind::Attribute && self.alternate_keys.contains(&node.id) => {
                Underline::Dotted
            }
            (false, _) => Underline::None,
        }
    }
}

/// A dashed or dotted line under a text of `text_width` centred at `center`.
fn dashed_underline(svg: &mut Svg, center: Point, text_width: f32, size: f32, color: &str, (dash, gap): (f32, f32)) {
    let y = center.y + size * 0.5 + 1.0;
    let mut x = center.x - text_width * 0.5;
    let end = center.x + text_width * 0.5;
    while x < end {
        svg.line(Point::new(x, y), Point::new((x + dash).min(end), y), color, 1.2);
        x += dash + gap;
    }
}

/// Radius of a specialisation's circle.
pub const ISA_RADIUS: f32 = 11.0;

/// Where a specialisation's circle goes: halfway between the middle of the supertype's
/// bottom edge and the mean of the subtypes' top-edge middles (40 below the supertype when
/// it has none). One rule for the window and the exported picture.
pub fn isa_center(supertype_bottom: (f32, f32), subtype_tops: &[(f32, f32)]) -> (f32, f32) {
    if subtype_tops.is_empty() {
        return (supertype_bottom.0, supertype_bottom.1 + 40.0);
    }
    let n = subtype_tops.len() as f32;
    let (sx, sy) = subtype_tops.iter().fold((0.0, 0.0), |(x, y), p| (x + p.0, y + p.1));
    ((supertype_bottom.0 + sx / n) * 0.5, (supertype_bottom.1 + sy / n) * 0.5)
}

/// The ER diagram's geometry.
#[derive(Clone, Debug, Default)]
pub struct ChenLayout {
    /// Shapes in drawing order (entities, relationships, attributes, fields).
    pub nodes: Vec<ChenNode>,
    /// Relationship lines.
    pub edges: Vec<ChenEdge>,
    /// Specialisations.
    pub isas: Vec<ChenIsa>,
    /// Attributes in an alternate key (a dashed underline).
    pub alternate_keys: Vec<String>,
    index: FxHashMap<String, usize>,
    segments: Vec<(Point, Point)>,
    /// The boxes of cardinalities and roles (an oval's line to its owner passes none).
    label_boxes: Vec<Rect>,
    /// The nodes and segments by place (attribute placement asks what is near).
    node_grid: Grid,
    segment_grid: Grid,
}

/// Default top-left corner of the `i`-th entity without a saved position (the app's grid).
pub fn default_entity_pos(i: usize) -> Point {
    Point::new((i % 3) as f32 * 440.0, 140.0 + (i / 3) as f32 * 330.0)
}

impl ChenLayout {
    /// Computes the geometry of a project's ER diagram, with the pictures' text widths.
    pub fn new(project: &Project) -> Self {
        Self::measured(project, &SvgText, &|_| (0.0, 0.0))
    }

    /// Computes the geometry with `measure`'s text widths; `offset(id)` moves a node being
    /// dragged (an entity's or relationship's own position, an attribute's own and its
    /// owner's; what is placed by default follows what it is placed around).
    pub fn measured(project: &Project, measure: &dyn TextMeasure, offset: &dyn Fn(&str) -> (f32, f32)) -> Self {
        let mut out = Self::default();
        let saved = &project.layout.conceptual;
        let pos = |id: &str| saved.get(id).copied().and_then(sane);
        let moved = |p: Point, id: &str| {
            let (dx, dy) = offset(id);
            p.offset(dx, dy)
        };
        for (i, e) in project.entities.iter().enumerate() {
            let w = (measure.width(&e.name, NAME_SIZE) + 32.0).max(110.0);
            let saved = pos(e.id.as_str());
            let at = moved(saved.unwrap_or_else(|| default_entity_pos(i)), e.id.as_str());
            out.push(ChenNode {
                id: e.id.to_string(),
                kind: NodeKind::Entity,
                rect: Rect::new(at.x, at.y, w, 44.0),
                label: e.name.clone(),
                double: e.owner.is_some(),
                key: false,
                parent: None,
                placed: saved.is_some(),
            });
        }
        for r in &project.relationships {
            let (w, h) = ((measure.width(&r.name, NAME_SIZE) * 1.2 + 56.0).max(96.0), 54.0);
            let centers: Vec<Point> =
                r.ends.iter().filter_map(|end| out.get(end.entity.as_str()).map(|n| n.rect.center())).collect();
            let placed = pos(r.id.as_str()).is_some();
            let at = match pos(r.id.as_str()) {
                Some(p) => moved(p, r.id.as_str()),
                None => {
                    let c = match centers.as_slice() {
                        [a, b] if a.distance(*b) < 1.0 => a.offset(200.0, 0.0),
                        [a, b] => clear_of_ends(*a, *b, w, h, &ends_of(&out, r)),
                        [a] => a.offset(200.0, 0.0),
                        _ => Point::default(),
                    };
                    c.offset(-w * 0.5, -h * 0.5)
                }
            };
            let rect = Rect::new(at.x, at.y, w, h);
            out.push(ChenNode {
                id: r.id.to_string(),
                kind: NodeKind::Relationship,
                rect,
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
                let role = r.role(i).map(str::to_owned);
                let offset = match (r.is_self(), i) {
                    (false, _) => 0.0,
                    (true, 0) => -SELF_LINE_HALF_GAP,
                    (true, _) => SELF_LINE_HALF_GAP,
                };
                // The line, and the box of the role written beside it: attribute ovals are
                // placed off both.
                if let Some(e) = out.get(end.entity.as_str()).map(|e| e.rect) {
                    let (from, to) = end_line(rect.center(), e.center(), offset);
                    out.push_segment((to, from));
                    out.push_box(cardinality_box(cardinality_pos(&e, rect.center(), offset)));
                    if let Some(role) = &role {
                        let (w, h) = role_size(measure, role);
                        let at = role_at(&e, rect.center(), offset, w, h);
                        out.push_box(Rect::centered(at, w, h));
                    }
                }
                out.edges.push(ChenEdge {
                    relationship: r.id.to_string(),
                    end: i,
                    entity: end.entity.to_string(),
                    label,
                    role,
                    offset,
                });
            }
        }
        for e in &project.entities {
            out.place_attributes(e.id.as_str(), &e.attributes, true, project, measure, offset);
        }
        for r in &project.relationships {
            out.place_attributes(r.id.as_str(), &r.attributes, false, project, measure, offset);
        }
        out.alternate_keys =
            project.entities.iter().flat_map(|e| e.alternate_keys.iter().flatten()).map(ToString::to_string).collect();
        for sp in &project.specialisations {
            let Some(sup) = out.get(sp.supertype.as_str()).map(|n| n.rect) else { continue };
            let subs: Vec<(String, Rect)> =
                sp.subtypes.iter().filter_map(|e| out.get(e.as_str()).map(|n| (e.to_string(), n.rect))).collect();
            let tops: Vec<(f32, f32)> = subs.iter().map(|(_, r)| (r.x + r.w * 0.5, r.y)).collect();
            let (x, y) = isa_center((sup.x + sup.w * 0.5, sup.y + sup.h), &tops);
            out.isas.push(ChenIsa {
                id: sp.id.to_string(),
                supertype: sp.supertype.to_string(),
                subtypes: subs.into_iter().map(|(id, _)| id).collect(),
                center: Point::new(x, y),
                label: if sp.disjoint { "d" } else { "o" },
                total: sp.total,
            });
        }
        out
    }

    fn push_segment(&mut self, seg: (Point, Point)) {
        self.segment_grid.insert_segment(self.segments.len(), seg.0, seg.1, 1.0);
        self.segments.push(seg);
    }

    /// A label's box, as segments (its edges and a diagonal) that ovals are placed off.
    fn push_box(&mut self, b: Rect) {
        self.label_boxes.push(b);
        let corners = [
            Point::new(b.x, b.y),
            Point::new(b.right(), b.y),
            Point::new(b.right(), b.bottom()),
            Point::new(b.x, b.bottom()),
        ];
        for k in 0..4 {
            self.push_segment((corners[k], corners[(k + 1) % 4]));
        }
        self.push_segment((corners[0], corners[2]));
    }

    fn push(&mut self, node: ChenNode) {
        self.node_grid.insert(self.nodes.len(), &node.rect);
        self.index.entry(node.id.clone()).or_insert(self.nodes.len());
        self.nodes.push(node);
    }

    /// The node with this id.
    pub fn get(&self, id: &str) -> Option<&ChenNode> {
        self.index.get(id).and_then(|i| self.nodes.get(*i))
    }

    /// The extent of the diagram (cardinality labels included).
    pub fn bounds(&self) -> Option<Rect> {
        union_all(self.nodes.iter().map(|n| n.rect.expand(20.0)))
    }

    fn place_attributes(
        &mut self,
        owner: &str,
        attrs: &[Attribute],
        above: bool,
        project: &Project,
        measure: &dyn TextMeasure,
        offset: &dyn Fn(&str) -> (f32, f32),
    ) {
        let Some(owner_rect) = self.get(owner).map(|n| n.rect) else { return };
        let mut ordered: Vec<&Attribute> = attrs.iter().filter(|a| !a.is_composite()).collect();
        ordered.extend(attrs.iter().filter(|a| a.is_composite()));
        // Ovals placed on the rings around the owner, and where the next one beyond them goes.
        let (mut on_rings, mut overflow) = (0usize, Overflow::default());
        for a in ordered {
            let (w, h) = ((measure.width(&a.name, ATTR_SIZE) + OVAL_PAD).max(56.0), OVAL_H);
            let saved = project.layout.conceptual.get(a.id.as_str()).copied().and_then(sane);
            let rect = match saved {
                Some(p) => {
                    let ((ax, ay), (ox, oy)) = (offset(a.id.as_str()), offset(owner));
                    Rect::new(p.x + ax + ox, p.y + ay + oy, w, h)
                }
                // The rings have RING_SPOTS places: an owner with more ovals than that has the
                // rest in rows beyond the rings (searching full rings for each was quadratic:
                // 2,000 attributes took 29 s).
                None if on_rings >= RING_SPOTS => overflow.next(owner_rect, w, h, above),
                // Every place on the rings taken (a crowded owner with a relationship to
                // itself): beyond them, never on another oval.
                None => {
                    on_rings += 1;
                    self.free_spot(owner_rect, w, h, a, above, measure)
                        .unwrap_or_else(|| overflow.next(owner_rect, w, h, above))
                }
            };
            self.push_segment((rect.center(), owner_rect.center()));
            self.push(ChenNode {
                id: a.id.to_string(),
                kind: NodeKind::Attribute,
                rect,
                label: a.name.clone(),
                double: a.multi.is_some(),
                key: a.key,
                parent: Some(owner.to_owned()),
                placed: saved.is_some(),
            });
            // Fields go outward: above an oval above its owner, below one below it.
            let outward = match rect.center().y - owner_rect.center().y {
                d if d.abs() < 1.0 => above,
                d => d < 0.0,
            };
            self.place_fields(a, rect, outward, measure);
        }
    }

    /// A free place for an attribute oval of `w` × `h` around `owner`: the first of
    /// [`RING_SPOTS`] places on six widening rings that no shape or line takes (`None` when
    /// every one is taken).
    fn free_spot(
        &self,
        owner: Rect,
        w: f32,
        h: f32,
        a: &Attribute,
        above: bool,
        measure: &dyn TextMeasure,
    ) -> Option<Rect> {
        let fields = field_rows(a, measure);
        let fields_w = fields.iter().map(|row| row_width(row) + 8.0).fold(0.0, f32::max);
        let fields_h = fields.len() as f32 * FIELD_ROW_H;
        let start = if above { -90.0f32 } else { 90.0f32 };
        // Only shapes near the owner can be in the way (keeps big diagrams fast).
        let reach = owner.expand(w * 4.0 + fields_w + 300.0);
        let nodes: Vec<Rect> = self
            .node_grid
            .near(&reach, self.nodes.len())
            .into_iter()
            .map(|i| self.nodes[i].rect)
            .filter(|r| r.intersects(&reach))
            .collect();
        for ring in 0..6 {
            let rx = owner.w * 0.5 + w * 0.5 + 12.0 + ring as f32 * (w * 0.55 + 10.0);
            let ry = owner.h * 0.5 + h * 0.5 + 22.0 + ring as f32 * 36.0;
            for step in 0..24 {
                let k = (step + 1) / 2;
                let sign = if step % 2 == 0 { 1.0 } else { -1.0 };
                let angle = (start + sign * k as f32 * 15.0).to_radians();
                let c = owner.center().offset(rx * angle.cos(), ry * angle.sin());
                let rect = Rect::centered(c, w, h);
                let mut zone = rect.expand(4.0);
                if !a.fields.is_empty() {
                    let dy = h * 0.5 + 4.0 + fields_h * 0.5;
                    let outward = if (c.y - owner.center().y).abs() < 1.0 { above } else { c.y < owner.center().y };
                    zone = zone.union(&Rect::centered(
                        c.offset(0.0, if outward { -dy } else { dy }),
                        fields_w,
                        fields_h + 2.0,
                    ));
                }
                let blocked = nodes.iter().any(|n| n.intersects(&zone))
                    // The lines through the spot's own cells (in a big diagram many long lines
                    // cross the owner's surroundings; few cross one spot).
                    || self.segment_grid.any_near(&zone, self.segments.len(), |i| segment_hits_rect(self.segments[i].0, self.segments[i].1, &zone))
                    || nodes.iter().filter(|n| **n != owner).any(|n| segment_hits_rect(c, owner.center(), &n.expand(-2.0)))
                    || self.label_boxes.iter().any(|b| segment_hits_rect(c, owner.center(), b));
                if !blocked {
                    return Some(rect);
                }
            }
        }
        None
    }

    /// A composite attribute's fields: ovals in rows of at most [`FIELDS_PER_ROW`] beyond its
    /// oval (above it, or below it when `above` is false), each row centred on it.
    fn place_fields(&mut self, a: &Attribute, rect: Rect, above: bool, measure: &dyn TextMeasure) {
        let mut i = 0;
        for (k, row) in field_rows(a, measure).iter().enumerate() {
            let mut x = rect.center().x - row_width(row) * 0.5;
            let dy = rect.h * 0.5 + 4.0 + FIELD_ROW_H * (k as f32 + 0.5);
            let y = rect.center().y + if above { -dy } else { dy };
            for &w in row {
                self.push(ChenNode {
                    id: format!("{}#{i}", a.id),
                    kind: NodeKind::Field,
                    rect: Rect::centered(Point::new(x + w * 0.5, y), w, FIELD_H),
                    label: a.fields[i].name.clone(),
                    double: false,
                    key: false,
                    parent: Some(a.id.to_string()),
                    placed: false,
                });
                x += w + 8.0;
                i += 1;
            }
        }
    }
}

/// Room an attribute oval gives its name, across.
const OVAL_PAD: f32 = 24.0;
/// Height of an attribute oval.
const OVAL_H: f32 = 28.0;
/// Height of a field's oval, and of a row of them with the gap before it.
const FIELD_H: f32 = 22.0;
const FIELD_ROW_H: f32 = FIELD_H + 6.0;
/// The most fields in one row: five fields of an address side by side were as wide as three
/// entities.
const FIELDS_PER_ROW: usize = 3;

/// The widths of a composite attribute's fields' ovals, in their rows.
fn field_rows(a: &Attribute, measure: &dyn TextMeasure) -> Vec<Vec<f32>> {
    let sizes: Vec<f32> = a.fields.iter().map(|f| (measure.width(&f.name, ATTR_SIZE - 1.0) + 20.0).max(46.0)).collect();
    sizes.chunks(FIELDS_PER_ROW).map(<[f32]>::to_vec).collect()
}

/// The width of a row of fields' ovals, 8 apart.
fn row_width(row: &[f32]) -> f32 {
    row.iter().sum::<f32>() + 8.0 * row.len().saturating_sub(1) as f32
}

/// The boxes of a relationship's entities, as laid out so far.
fn ends_of(out: &ChenLayout, r: &crate::project::Relationship) -> Vec<Rect> {
    r.ends.iter().filter_map(|end| out.get(end.entity.as_str()).map(|n| n.rect)).collect()
}

/// The centre of a `w` × `h` diamond between entities centred at `a` and `b`: the midpoint,
/// or when the entities stand too close for it (two added side by side), moved off the line
/// between them, square to it, until it touches neither.
fn clear_of_ends(a: Point, b: Point, w: f32, h: f32, ends: &[Rect]) -> Point {
    let mid = Point::new((a.x + b.x) * 0.5, (a.y + b.y) * 0.5);
    let touches =
        |c: Point| ends.iter().any(|e| e.expand(8.0).intersects(&Rect::new(c.x - w * 0.5, c.y - h * 0.5, w, h)));
    if !touches(mid) {
        return mid;
    }
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    // Square to the line, downwards for a pair side by side.
    let (nx, ny) = if dy.abs() <= dx.abs() {
        (-dy / len * dx.signum(), dx.abs() / len)
    } else {
        (dy.abs() / len, -dx / len * dy.signum())
    };
    (1..=40)
        .map(|step| Point::new(mid.x + nx * step as f32 * 10.0, mid.y + ny * step as f32 * 10.0))
        .find(|c| !touches(*c))
        .unwrap_or(mid)
}

/// Where relationship `id`'s diamond goes when the place the layout gave it touches another
/// shape (a pasted relationship between two copies): the nearest free spot, as its top-left
/// corner; `None` when its place is free already or there is no such diamond.
pub fn free_diamond_spot(layout: &ChenLayout, id: &str) -> Option<Point> {
    let d = layout.nodes.iter().find(|n| n.id == id && n.kind == NodeKind::Relationship)?;
    let blocked = |r: Rect| layout.nodes.iter().any(|n| n.id != id && n.rect.intersects(&r.expand(10.0)));
    if !blocked(d.rect) {
        return None;
    }
    let at = |p: Point| Rect::new(p.x, p.y, d.rect.w, d.rect.h);
    nearest_free(Point::new(d.rect.x, d.rect.y), 40.0, 80, 1.0, |p| !blocked(at(p)))
}

/// Where a new entity of `w` × `h` goes, as close to `near` (its top-left corner) as there is
/// room: the first spot on widening rings around it where the entity, with room for its
/// attribute ovals around it, touches no shape already drawn.
pub fn free_entity_spot(layout: &ChenLayout, near: Point, w: f32, h: f32) -> Point {
    let room = |p: Point| Rect::new(p.x, p.y, w, h).expand(70.0);
    let free = |p: Point| !layout.nodes.iter().any(|n| n.rect.intersects(&room(p)));
    if free(near) {
        return near;
    }
    nearest_free(near, 90.0, 60, 0.75, free).unwrap_or(near)
}

/// The box of a role's text at font size [`ATTR_SIZE`], as [`role_at`] places it.
fn role_size(measure: &dyn TextMeasure, role: &str) -> (f32, f32) {
    (measure.width(role, ATTR_SIZE) + 4.0, ATTR_SIZE + 4.0)
}

fn diamond(r: Rect) -> [Point; 4] {
    let c = r.center();
    [Point::new(c.x, r.y), Point::new(r.right(), c.y), Point::new(c.x, r.bottom()), Point::new(r.x, c.y)]
}

/// Draws the ER diagram.
pub fn draw(layout: &ChenLayout, theme: &Theme, heading: &str) -> String {
    let mut svg = Svg::new();
    // Lines first: filled shapes hide the part of each line inside them.
    for node in &layout.nodes {
        if let Some(parent) = node.parent.as_ref().and_then(|p| layout.get(p)) {
            svg.line(node.rect.center(), parent.rect.center(), theme.weak, 1.3);
        }
    }
    for e in &layout.edges {
        let (Some(r), Some(ent)) = (layout.get(&e.relationship), layout.get(&e.entity)) else { continue };
        let (from, to) = end_line(r.rect.center(), ent.rect.center(), e.offset);
        svg.line(from, to, theme.text, 1.6);
    }
    for isa in &layout.isas {
        let Some(sup) = layout.get(&isa.supertype) else { continue };
        let top = sup.rect.center();
        if isa.total {
            svg.line(top.offset(-2.5, 0.0), isa.center.offset(-2.5, 0.0), theme.text, 1.4);
            svg.line(top.offset(2.5, 0.0), isa.center.offset(2.5, 0.0), theme.text, 1.4);
        } else {
            svg.line(top, isa.center, theme.text, 1.4);
        }
        for sub in isa.subtypes.iter().filter_map(|s| layout.get(s)) {
            svg.line(isa.center, sub.rect.center(), theme.text, 1.4);
        }
    }
    for node in &layout.nodes {
        let class = match node.kind {
            NodeKind::Entity => "entity",
            NodeKind::Relationship => "relationship",
            NodeKind::Attribute => "attribute",
            NodeKind::Field => "field",
        };
        svg.open_group(class, &node.label);
        let r = node.rect;
        let size = match node.kind {
            NodeKind::Entity | NodeKind::Relationship => NAME_SIZE,
            NodeKind::Attribute => ATTR_SIZE,
            NodeKind::Field => ATTR_SIZE - 1.0,
        };
        match node.kind {
            NodeKind::Entity => {
                svg.rect(r, 2.0, theme.fill, theme.text, 1.5, "entity-box");
                if node.double {
                    svg.rect(r.expand(-4.0), 1.0, "none", theme.text, 1.5, "weak");
                }
            }
            NodeKind::Relationship => {
                svg.polygon(&diamond(r), theme.fill, theme.text, 1.5);
                if node.double {
                    svg.polygon(&diamond(r.shrink2(9.0, 6.0)), "none", theme.text, 1.5);
                }
            }
            NodeKind::Attribute | NodeKind::Field => {
                svg.ellipse(r, theme.fill, theme.text, if node.kind == NodeKind::Field { 1.1 } else { 1.4 });
                if node.double {
                    svg.ellipse(r.expand(-4.0), "none", theme.text, 1.4);
                }
            }
        }
        let underline = layout.underline(node);
        let style = TextStyle::new(size, theme.text).anchor(Anchor::Middle).underline(underline == Underline::Solid);
        let style = if node.kind == NodeKind::Entity { style.bold() } else { style };
        svg.text(r.center(), &node.label, style);
        let dash = match underline {
            Underline::Dashed => Some(PARTIAL_KEY_DASH),
            Underline::Dotted => Some(ALTERNATE_KEY_DASH),
            Underline::None | Underline::Solid => None,
        };
        if let Some(dash) = dash {
            dashed_underline(&mut svg, r.center(), SvgText.width(&node.label, size), size, theme.text, dash);
        }
        svg.close_group();
    }
    for isa in &layout.isas {
        svg.open_group("specialisation", isa.label);
        let r = ISA_RADIUS;
        svg.ellipse(Rect::new(isa.center.x - r, isa.center.y - r, 2.0 * r, 2.0 * r), theme.fill, theme.text, 1.4);
        svg.text(isa.center, isa.label, TextStyle::new(ATTR_SIZE, theme.text).anchor(Anchor::Middle).bold());
        svg.close_group();
    }
    for e in &layout.edges {
        let (Some(r), Some(ent)) = (layout.get(&e.relationship), layout.get(&e.entity)) else { continue };
        let at = cardinality_pos(&ent.rect, r.rect.center(), e.offset);
        svg.text(at, e.label, TextStyle::new(14.0, theme.accent).anchor(Anchor::Middle).bold());
        if let Some(role) = &e.role {
            let (w, h) = role_size(&SvgText, role);
            let at = role_at(&ent.rect, r.rect.center(), e.offset, w, h);
            svg.text(at, role, TextStyle::new(ATTR_SIZE, theme.text).anchor(Anchor::Middle).halo(theme.background));
        }
    }
    svg.finish(
        theme,
        heading,
        "rectangle: entity (double: weak) · diamond: relationship (double: identifying) · oval: attribute (underlined: key, dashed: partial key of a weak entity, dotted: alternate key, double: multi-valued) · circle: specialisation (d: disjoint, o: overlapping; double line: total)",
    )
}

/// The places on the rings around an owner ([`ChenLayout::free_spot`]: 6 rings of 24).
const RING_SPOTS: usize = 6 * 24;

/// Rows of attribute ovals beyond the rings around their owner (below it, or above it for a
/// relationship drawn above), left to right, each row at most [`OVERFLOW_ROW`] wide.
#[derive(Default)]
struct Overflow {
    row: usize,
    x: f32,
}

/// The width of a row of ovals beyond the rings.
const OVERFLOW_ROW: f32 = 1600.0;

impl Overflow {
    /// The next oval's place.
    fn next(&mut self, owner: Rect, w: f32, h: f32, above: bool) -> Rect {
        if self.x > 0.0 && self.x + w > OVERFLOW_ROW {
            self.row += 1;
            self.x = 0.0;
        }
        // Beyond the outer ring (6 rings of 36 px) and the fields of composite attributes.
        let dy = owner.h * 0.5 + 6.0 * 36.0 + 80.0 + self.row as f32 * (h + 12.0);
        let c = owner.center().offset(self.x + w * 0.5 - OVERFLOW_ROW * 0.5, if above { -dy } else { dy });
        self.x += w + 12.0;
        Rect::centered(c, w, h)
    }
}

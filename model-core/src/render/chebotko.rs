//! Chebotko diagrams (methodology §5): one box per table, the name in the header, one row
//! per column with its markers (and its CQL type on the physical diagram), an arrow
//! labelled Qn into each table for each query it serves, arrows between tables along the
//! workflow. The only geometry of the diagram: the window maps it (measuring text with its
//! own fonts), the pictures draw it. A column of tables per step of the workflow.

use super::Theme;
use super::badge::BADGE_ROOM;
use super::geom::{Point, Rect, sane, segment_hits_rect, separate, union_all};
use super::svg::{Anchor, Svg, TextStyle, n};
use super::text::{SvgText, TextMeasure, width};
use super::workflow::{ASPECT, workflow_depth};
use crate::ids::QueryId;
use crate::logical::{Column, LogicalModel, Role, Table};
use crate::project::Project;
use rustc_hash::FxHashMap;

/// Height of a table's header.
pub const HEADER_H: f32 = 28.0;
/// Height of one column's row.
pub const ROW_H: f32 = 20.0;
const LAYER_GAP: f32 = 110.0;
const TABLE_GAP: f32 = 40.0;
/// Room above a layer stacked under another column ([`in_shape`]): the band of the top box's
/// partition badge ([`BADGE_ROOM`]), and above it room for an arrow from its column.
const STACK_GAP: f32 = BADGE_ROOM + 16.0;
/// How far above the badge band of the highest box it passes an arrow going back runs.
const ROUTE_CLEAR: f32 = 6.0;
/// Length of an entry arrow.
pub const ENTRY_LEN: f32 = 70.0;
/// Font size of column rows (the header one more).
pub const TEXT_SIZE: f32 = 13.5;
const LABEL_SIZE: f32 = 12.5;

/// One table box.
#[derive(Clone, Debug)]
pub struct TableBox {
    /// Table name.
    pub name: String,
    /// Header text (keyspace-qualified on the physical diagram).
    pub title: String,
    /// The box.
    pub rect: Rect,
    /// `true` when the position comes from the project's layout.
    pub placed: bool,
    /// One row per column.
    pub rows: Vec<Row>,
    /// Width of the widest column name.
    pub name_w: f32,
    /// Width of the widest type (physical diagram).
    pub type_w: f32,
}

/// One column's row in a table box.
#[derive(Clone, Debug)]
pub struct Row {
    /// Column name.
    pub name: String,
    /// Its type as shown (physical diagram; empty otherwise).
    pub ty: String,
    /// Its markers (K, C↑, S, IDX, ...).
    pub markers: Vec<&'static str>,
    /// A key column (drawn bold).
    pub key: bool,
}

/// One arrow into a table, labelled with the query it serves.
#[derive(Clone, Debug)]
pub struct ArrowGeom {
    /// Start point (an entry arrow starts left of the table).
    pub from: Point,
    /// End point on the table's left edge.
    pub to: Point,
    /// `Q1`, `Q2`, ... (empty for a second arrow of one query into one table).
    pub label: String,
    /// The query.
    pub query: String,
    /// `true` when it comes from another table (a workflow transition).
    pub between_tables: bool,
    /// Top of the target box.
    pub target_top: f32,
    /// The height at which an arrow going back passes over the boxes between its ends (or,
    /// into a table stacked under its source's column, under them, just above the target).
    pub route_y: f32,
    /// Where an arrow going back turns down or up after leaving its source: right of the
    /// source, or right of every box it passes beside on its way down its column.
    pub out_x: f32,
    /// Where the label is drawn ([`ArrowGeom::label_at`]).
    pub label_pos: Point,
    /// How much further right a forward arrow's curve keeps its start's height (its first
    /// control point, [`ArrowGeom::controls`]): from a narrow box, past the badges of the wider
    /// boxes of its column.
    pub lead: f32,
}

impl ArrowGeom {
    /// `true` when the arrow goes back (its target is not to the right of its source).
    pub fn goes_back(&self) -> bool {
        self.between_tables && self.to.x < self.from.x + 40.0
    }

    /// Where the label is drawn (right end, vertical centre): above the arrow's end, or, where
    /// that touches another label, a table, a badge's band or a line, the nearest free place
    /// further left or below (`place_labels`).
    pub fn label_at(&self) -> Point {
        self.label_pos
    }

    /// The line as drawn, curves flattened: from the start to the arrow head's base.
    pub fn points(&self) -> Vec<Point> {
        let before = self.to.offset(-9.0, 0.0);
        if self.goes_back() {
            let (out, left) = (Point::new(self.out_x, self.from.y), self.to.x - 40.0);
            vec![
                self.from,
                out,
                Point::new(out.x, self.route_y),
                Point::new(left, self.route_y),
                Point::new(left, self.to.y),
                before,
            ]
        } else if self.between_tables {
            let (c1, c2) = self.controls();
            (0..=16)
                .map(|k| {
                    let t = k as f32 / 16.0;
                    let u = 1.0 - t;
                    let (a, b, c, d) = (u * u * u, 3.0 * u * u * t, 3.0 * u * t * t, t * t * t);
                    Point::new(
                        a * self.from.x + b * c1.x + c * c2.x + d * before.x,
                        a * self.from.y + b * c1.y + c * c2.y + d * before.y,
                    )
                })
                .collect()
        } else {
            vec![self.from, before]
        }
    }

    /// The control points of a forward arrow's curve: half the run each, at least 40, the
    /// first one [`ArrowGeom::lead`] further right.
    pub fn controls(&self) -> (Point, Point) {
        let dx = ((self.to.x - self.from.x).abs() * 0.5).max(40.0);
        (self.from.offset(dx + self.lead, 0.0), self.to.offset(-dx, 0.0))
    }
}

/// The box of an arrow's label drawn at `at` (right end, vertical centre), as the pictures
/// draw it: capitals above the baseline, descenders below.
pub fn label_box(at: Point, label: &str) -> Rect {
    let w = width(label, LABEL_SIZE) * 1.08;
    Rect::new(at.x - w, at.y - LABEL_SIZE * 0.4, w, LABEL_SIZE)
}

/// Places each arrow's label: the first free spot, nearest first, among places above its
/// end and further left along it (then below it), where its box touches no label placed
/// before, no table, no table's badge band and no line but its own arrow's last stretch.
fn place_labels(arrows: &mut [ArrowGeom], boxes: &[TableBox]) {
    let blocks: Vec<Rect> =
        boxes.iter().map(|b| b.rect.union(&Rect::new(b.rect.x, b.rect.y - BADGE_ROOM, b.rect.w, BADGE_ROOM))).collect();
    // Forward curves: led further right while they would cross a badge's band.
    let bands: Vec<Rect> =
        boxes.iter().map(|b| Rect::new(b.rect.x, b.rect.y - BADGE_ROOM, b.rect.w, BADGE_ROOM)).collect();
    for a in arrows.iter_mut().filter(|a| a.between_tables && !a.goes_back()) {
        let crosses =
            |a: &ArrowGeom| a.points().windows(2).any(|w| bands.iter().any(|b| segment_hits_rect(w[0], w[1], b)));
        let run = (a.to.x - a.from.x).abs();
        if let Some(lead) =
            (0..8).map(|k| k as f32 * run * 0.15).find(|l| !crosses(&ArrowGeom { lead: *l, ..a.clone() }))
        {
            a.lead = lead;
        }
    }
    let lines: Vec<Vec<Point>> = arrows.iter().map(ArrowGeom::points).collect();
    let mut placed: Vec<Rect> = Vec::new();
    for a in arrows.iter_mut() {
        let default = Point::new(a.to.x - 12.0, a.to.y - 10.0);
        if a.label.is_empty() {
            a.label_pos = default;
            continue;
        }
        let free = |at: Point| {
            let b = label_box(at, &a.label).expand(1.0);
            !placed.iter().any(|p| p.intersects(&b))
                && !blocks.iter().any(|t| t.intersects(&b))
                && !lines.iter().flat_map(|l| l.windows(2)).any(|w| segment_hits_rect(w[0], w[1], &b))
        };
        let mut spots =
            (0..8).flat_map(|k| [-10.0, 10.0].map(|dy| Point::new(a.to.x - 12.0 - 22.0 * k as f32, a.to.y + dy)));
        let at = spots.find(|p| free(*p)).unwrap_or(default);
        placed.push(label_box(at, &a.label));
        a.label_pos = at;
    }
}

/// The geometry of a whole Chebotko diagram.
#[derive(Clone, Debug, Default)]
pub struct ChebotkoLayout {
    /// Table boxes, in model order.
    pub tables: Vec<TableBox>,
    /// Arrows.
    pub arrows: Vec<ArrowGeom>,
    /// `true` for the physical diagram.
    pub physical: bool,
}

/// A column's type as the physical diagram shows it: the CQL type in capitals (a
/// user-defined type's name as written, [`CqlType::diagram_text`]), and `MASKED` after it when
/// the column has a dynamic data mask (Cassandra 5.0).
///
/// [`CqlType::diagram_text`]: crate::cql::CqlType::diagram_text
pub fn type_label(c: &Column) -> String {
    let ty = c.ty.diagram_text();
    if c.mask.is_some() { format!("{ty} MASKED") } else { ty }
}

/// The markers of a column in its table: as [`markers`], with `IDX` naming the kind of the
/// column's index when it is not a plain secondary one (`SAI`, `SASI`, `CUSTOM`).
pub fn markers_in(t: &Table, c: &Column) -> Vec<&'static str> {
    let kind = t.indexes.iter().find(|i| i.column.as_deref() == Some(c.name.as_str())).map(|i| i.kind().label());
    markers(c).into_iter().map(|m| if m == "IDX" { kind.unwrap_or(m) } else { m }).collect()
}

/// The markers of a column: role, IDX, ++ (counter), collection or UDT.
pub fn markers(c: &Column) -> Vec<&'static str> {
    let mut out = Vec::new();
    if c.role != Role::Regular {
        out.push(c.role.marker());
    }
    if c.indexed {
        out.push("IDX");
    }
    if c.ty.is_counter() {
        out.push("++");
    }
    if let Some(m) = c.ty.chebotko_marker() {
        out.push(m);
    }
    out
}

impl ChebotkoLayout {
    /// Lays out `model`: stored positions (`layout.logical`, by table name) where present,
    /// else a column per workflow step from the entry points; then overlaps are removed.
    pub fn new(project: &Project, model: &LogicalModel, physical: bool) -> Self {
        Self::measured(project, model, physical, &SvgText)
    }

    /// The layout with `measure`'s text widths (the window's fonts).
    pub fn measured(project: &Project, model: &LogicalModel, physical: bool, measure: &dyn TextMeasure) -> Self {
        let depth = workflow_depth(project);
        let max_depth = depth.values().copied().max().unwrap_or(0);
        let mut layers: Vec<Vec<usize>> = Vec::new();
        for (i, t) in model.tables.iter().enumerate() {
            let d = t.queries.iter().filter_map(|q| depth.get(q)).copied().min().unwrap_or(max_depth + 1);
            let d = d.min(model.tables.len());
            if layers.len() <= d {
                layers.resize(d + 1, Vec::new());
            }
            layers[d].push(i);
        }
        let mut boxes: Vec<TableBox> = model.tables.iter().map(|t| table_box(t, physical, measure)).collect();
        layers.retain(|l| !l.is_empty());
        let mut x = 0.0;
        for column in in_shape(layers, &boxes) {
            let mut y = 0.0;
            let mut w: f32 = 0.0;
            for (k, layer) in column.iter().enumerate() {
                if k > 0 {
                    y += STACK_GAP - TABLE_GAP;
                }
                for &i in layer {
                    let b = &mut boxes[i];
                    b.rect = b.rect.at(Point::new(x + ENTRY_LEN, y));
                    y += b.rect.h + TABLE_GAP;
                    w = w.max(b.rect.w);
                }
            }
            x += w + LAYER_GAP;
        }
        for b in &mut boxes {
            if let Some(p) = project.layout.logical.get(&b.name).copied().and_then(sane) {
                b.rect = b.rect.at(p);
                b.placed = true;
            }
        }
        let mut order: Vec<usize> = (0..boxes.len()).filter(|&i| boxes[i].placed).collect();
        order.extend((0..boxes.len()).filter(|&i| !boxes[i].placed));
        let mut rects: Vec<Rect> = boxes.iter().map(|b| b.rect).collect();
        // Room for the entry arrows and their labels left of each box.
        separate(&mut rects, &order, TABLE_GAP * 0.5);
        for (b, r) in boxes.iter_mut().zip(rects) {
            b.rect = r;
        }
        let arrows = arrows(project, model, &boxes);
        Self { tables: boxes, arrows, physical }
    }

    /// The extent of tables, arrows and labels.
    pub fn bounds(&self) -> Option<Rect> {
        let tables = self.tables.iter().map(|t| t.rect);
        let arrows = self.arrows.iter().map(|a| {
            let mut r =
                Rect::from_points(a.from, a.to).union(&Rect::from_points(a.to, Point::new(a.to.x - 40.0, a.route_y)));
            let lw = width(&a.label, LABEL_SIZE);
            r = r.union(&Rect::new(a.label_at().x - lw, a.label_at().y - 8.0, lw, 16.0));
            if a.goes_back() {
                r = r.union(&Rect::from_points(a.from, Point::new(a.out_x, a.route_y)));
            }
            r
        });
        union_all(tables.chain(arrows))
    }
}

/// The columns of the drawing, each a stack of workflow layers: a layer of its own each, but
/// the last layer goes under the shortest column before it while that brings the drawing's
/// shape (width over height) nearer the diagram pane's ([`ASPECT`]). So three columns of wide
/// physical tables, the last one short, become two that a landscape pane shows larger.
fn in_shape(layers: Vec<Vec<usize>>, boxes: &[TableBox]) -> Vec<Vec<Vec<usize>>> {
    let height = |column: &[Vec<usize>]| {
        let tables: f32 = column.iter().flatten().map(|&i| boxes[i].rect.h + TABLE_GAP).sum();
        tables - TABLE_GAP + (STACK_GAP - TABLE_GAP) * (column.len().saturating_sub(1)) as f32
    };
    let width = |column: &[Vec<usize>]| column.iter().flatten().map(|&i| boxes[i].rect.w).fold(0.0, f32::max);
    // How far the drawing's shape is from the pane's (0 when the same).
    let off_shape = |columns: &[Vec<Vec<usize>>]| {
        let w: f32 = columns.iter().map(|c| width(c) + LAYER_GAP).sum::<f32>() - LAYER_GAP + ENTRY_LEN;
        let h = columns.iter().map(|c| height(c)).fold(1.0, f32::max);
        (w / h / ASPECT).ln().abs()
    };
    let mut columns: Vec<Vec<Vec<usize>>> = layers.into_iter().map(|l| vec![l]).collect();
    while columns.len() > 1 {
        let mut tried = columns.clone();
        let last = tried.pop().unwrap_or_default();
        let Some(shortest) = (0..tried.len()).min_by(|&a, &b| height(&tried[a]).total_cmp(&height(&tried[b]))) else {
            break;
        };
        tried[shortest].extend(last);
        if off_shape(&tried) >= off_shape(&columns) {
            break;
        }
        columns = tried;
    }
    columns
}

fn table_box(t: &Table, physical: bool, measure: &dyn TextMeasure) -> TableBox {
    let title = if physical { format!("{}.{}", t.keyspace, t.name) } else { t.name.clone() };
    let rows: Vec<Row> = t
        .columns
        .iter()
        .map(|c| Row {
            name: c.name.clone(),
            ty: if physical { type_label(c) } else { String::new() },
            markers: markers_in(t, c),
            key: c.role.is_key(),
        })
        .collect();
    let name_w =
        rows.iter().map(|r| measure.width(&r.name, TEXT_SIZE) * if r.key { 1.08 } else { 1.0 }).fold(0.0, f32::max);
    let type_w: f32 = rows.iter().map(|r| measure.width(&r.ty, TEXT_SIZE)).fold(0.0, f32::max);
    let marker_w = rows.iter().map(|r| measure.width(&r.markers.join("  "), TEXT_SIZE)).fold(0.0, f32::max);
    let body_w = 12.0 + name_w + if physical { 18.0 + type_w } else { 0.0 } + 18.0 + marker_w + 12.0;
    let w = (measure.width(&title, TEXT_SIZE + 0.5) * 1.08 + 24.0).max(body_w).max(150.0);
    let h = HEADER_H + ROW_H * rows.len().max(1) as f32 + 6.0;
    TableBox { name: t.name.clone(), title, rect: Rect::new(0.0, 0.0, w, h), placed: false, rows, name_w, type_w }
}

fn arrows(project: &Project, model: &LogicalModel, boxes: &[TableBox]) -> Vec<ArrowGeom> {
    let by_name: FxHashMap<&str, &TableBox> = boxes.iter().map(|b| (b.name.as_str(), b)).collect();
    let by_query = model.tables_by_query();
    let table_of = |q: &QueryId| by_query.get(q.as_str()).map(|t| t.name.as_str());
    // (to table, from table, query): one per query served and per table leading to it.
    let mut incoming: Vec<(&str, Option<&str>, &QueryId)> = Vec::new();
    for t in &model.tables {
        for q in &t.queries {
            let mut sources: Vec<&str> = project
                .transitions
                .iter()
                .filter(|tr| &tr.to == q)
                .filter_map(|tr| table_of(&tr.from))
                .filter(|s| *s != t.name)
                .collect();
            sources.sort_unstable();
            sources.dedup();
            if sources.is_empty() {
                incoming.push((&t.name, None, q));
            }
            for s in sources {
                incoming.push((&t.name, Some(s), q));
            }
        }
    }
    // Arrows of one query into one table share their end point (one label).
    let mut slot_of: FxHashMap<(&str, &str), usize> = FxHashMap::default();
    let mut in_count: FxHashMap<&str, usize> = FxHashMap::default();
    let mut out_count: FxHashMap<&str, usize> = FxHashMap::default();
    for (to, from, q) in &incoming {
        let n = in_count.entry(to).or_default();
        slot_of.entry((to, q.as_str())).or_insert_with(|| {
            *n += 1;
            *n - 1
        });
        if let Some(f) = from {
            *out_count.entry(f).or_default() += 1;
        }
    }
    let slot_y = |b: &TableBox, k: usize, count: usize| {
        let usable = (b.rect.h - 12.0).max(1.0);
        let step = (usable / count.max(1) as f32).min(18.0);
        b.rect.y + HEADER_H * 0.5 + step * k as f32
    };
    let mut labelled: Vec<(&str, &str)> = Vec::new();
    let mut out_used: FxHashMap<&str, usize> = FxHashMap::default();
    let mut out = Vec::new();
    for (to, from, q) in &incoming {
        let Some(tb) = by_name.get(to) else { continue };
        let k = slot_of.get(&(*to, q.as_str())).copied().unwrap_or(0);
        let end = Point::new(tb.rect.x, slot_y(tb, k, in_count.get(to).copied().unwrap_or(1)));
        let first = !labelled.contains(&(*to, q.as_str()));
        if first {
            labelled.push((to, q.as_str()));
        }
        let label = if first { q.to_string() } else { String::new() };
        match from.and_then(|f| by_name.get(f)) {
            Some(fb) => {
                let j = out_used.entry(fb.name.as_str()).or_default();
                let start =
                    Point::new(fb.rect.right(), slot_y(fb, *j, out_count.get(fb.name.as_str()).copied().unwrap_or(1)));
                *j += 1;
                // Over every box between the two ends (and the ends themselves).
                let (lo, hi) = (end.x - 40.0, start.x + 30.0);
                let top = boxes
                    .iter()
                    .filter(|b| b.rect.x < hi && b.rect.right() > lo)
                    .map(|b| b.rect.y)
                    .fold(tb.rect.y.min(fb.rect.y), f32::min);
                let lane = out
                    .iter()
                    .filter(|a: &&ArrowGeom| a.between_tables && a.goes_back() && (a.to.x - end.x).abs() < 0.5)
                    .count() as f32;
                let (out_x, route_y) = if (tb.rect.x - fb.rect.x).abs() < 0.5 && tb.rect.y >= fb.rect.bottom() {
                    // Into a table stacked under its source: down the right of the boxes between
                    // them, then under them.
                    let between = boxes
                        .iter()
                        .filter(|b| b.rect.x < hi && b.rect.y >= fb.rect.bottom() && b.rect.bottom() <= tb.rect.y);
                    (
                        between.map(|b| b.rect.right() + 30.0).fold(hi, f32::max),
                        tb.rect.y - BADGE_ROOM - (STACK_GAP - BADGE_ROOM) * 0.5,
                    )
                } else {
                    // Up the right of the boxes (and badges) it passes beside in its column, then
                    // over every box up to there.
                    let (mut out_x, mut top) = (hi, top);
                    for _ in 0..4 {
                        let route_y = top - BADGE_ROOM - ROUTE_CLEAR - 6.0 * lane;
                        let beside = boxes.iter().filter(|b| {
                            b.rect.y - BADGE_ROOM < start.y && b.rect.bottom() > route_y && b.rect.x < out_x
                        });
                        out_x = beside.map(|b| b.rect.right() + 30.0).fold(out_x, f32::max);
                        top = boxes
                            .iter()
                            .filter(|b| b.rect.x < out_x && b.rect.right() > lo)
                            .map(|b| b.rect.y)
                            .fold(top, f32::min);
                    }
                    (out_x, top - BADGE_ROOM - ROUTE_CLEAR - 6.0 * lane)
                };
                out.push(ArrowGeom {
                    from: start,
                    to: end,
                    label,
                    query: q.to_string(),
                    between_tables: true,
                    target_top: tb.rect.y,
                    route_y,
                    out_x,
                    label_pos: Point::default(),
                    lead: 0.0,
                });
            }
            None => out.push(ArrowGeom {
                from: end.offset(-(ENTRY_LEN - 8.0), 0.0),
                to: end,
                label,
                query: q.to_string(),
                between_tables: false,
                target_top: tb.rect.y,
                route_y: tb.rect.y,
                out_x: end.x,
                label_pos: Point::default(),
                lead: 0.0,
            }),
        }
    }
    place_labels(&mut out, boxes);
    out
}

/// Draws a laid-out Chebotko diagram.
pub fn draw(layout: &ChebotkoLayout, theme: &Theme, heading: &str, subheading: &str) -> String {
    let mut svg = Svg::new();
    for a in &layout.arrows {
        svg.open_group("arrow", &a.query);
        let color = if a.between_tables { theme.text } else { theme.weak };
        let tip = a.to;
        let before = tip.offset(-9.0, 0.0);
        if a.goes_back() {
            let out = Point::new(a.out_x, a.from.y);
            let left = a.to.x - 40.0;
            let mid_y = a.route_y;
            let pts =
                [a.from, out, Point::new(out.x, mid_y), Point::new(left, mid_y), Point::new(left, a.to.y), before];
            let d: Vec<String> = pts
                .iter()
                .enumerate()
                .map(|(i, p)| format!("{}{} {}", if i == 0 { "M" } else { "L" }, n(p.x), n(p.y)))
                .collect();
            svg.path(&d.join(" "), &pts, color, 1.5, "back");
        } else if a.between_tables {
            let (c1, c2) = a.controls();
            let d = format!(
                "M{} {} C{} {} {} {} {} {}",
                n(a.from.x),
                n(a.from.y),
                n(c1.x),
                n(c1.y),
                n(c2.x),
                n(c2.y),
                n(before.x),
                n(before.y)
            );
            svg.path(&d, &[a.from, c1, c2, before], color, 1.5, "transition");
        } else {
            svg.line(a.from, before, color, 1.5);
        }
        svg.arrow_head(before, tip, color);
        svg.close_group();
    }
    // Labels over every line, each with a halo.
    for a in layout.arrows.iter().filter(|a| !a.label.is_empty()) {
        svg.open_group("arrow-label", &a.query);
        svg.text(
            a.label_at(),
            &a.label,
            TextStyle::new(LABEL_SIZE, theme.accent).anchor(Anchor::End).bold().halo(theme.background),
        );
        svg.close_group();
    }
    for b in &layout.tables {
        draw_table(&mut svg, b, layout.physical, theme);
    }
    svg.finish(theme, heading, subheading)
}

fn draw_table(svg: &mut Svg, b: &TableBox, physical: bool, theme: &Theme) {
    svg.open_group("table", &b.name);
    svg.title(&b.title);
    svg.rect(b.rect, 3.0, theme.fill, theme.text, 1.3, "table-box");
    svg.rect(Rect::new(b.rect.x, b.rect.y, b.rect.w, HEADER_H), 3.0, theme.header, "none", 0.0, "table-header");
    svg.line(
        Point::new(b.rect.x, b.rect.y + HEADER_H),
        Point::new(b.rect.right(), b.rect.y + HEADER_H),
        theme.text,
        1.3,
    );
    svg.rect(b.rect, 3.0, "none", theme.text, 1.3, "table-outline");
    let c = Point::new(b.rect.center().x, b.rect.y + HEADER_H * 0.5);
    svg.text(c, &b.title, TextStyle::new(TEXT_SIZE + 0.5, theme.text).anchor(Anchor::Middle).bold());
    for (i, r) in b.rows.iter().enumerate() {
        let y = b.rect.y + HEADER_H + 3.0 + ROW_H * (i as f32 + 0.5);
        let x0 = b.rect.x + 12.0;
        svg.text(Point::new(x0, y), &r.name, TextStyle::new(TEXT_SIZE, theme.text).bold_if(r.key));
        if physical {
            svg.text(Point::new(x0 + b.name_w + 18.0, y), &r.ty, TextStyle::new(TEXT_SIZE, theme.weak));
        }
        if !r.markers.is_empty() {
            svg.text(
                Point::new(b.rect.right() - 12.0, y),
                &r.markers.join("  "),
                TextStyle::new(TEXT_SIZE, theme.accent).anchor(Anchor::End).bold(),
            );
        }
    }
    svg.close_group();
}

//! The application workflow: one node per query (Qn, its description and its table), an
//! arrow per transition, entry points marked with a start dot and arrow.

use super::Theme;
use super::geom::{Point, Rect, sane, segment_hits_rect, separate, union_all};
use super::svg::{Anchor, Svg, TextStyle, n};
use super::text::{width, wrap};
use crate::ids::QueryId;
use crate::logical::LogicalModel;
use crate::project::Project;
use rustc_hash::FxHashMap;
use std::collections::VecDeque;

/// Room between two columns of query boxes (the arrows between them, an entry mark).
const COLUMN_GAP: f32 = 56.0;
/// The shape automatic places aim at (width over height): a diagram pane's beside the side
/// panes, so that a workflow fitted into it is as large as it can be.
pub(super) const ASPECT: f32 = 1.2;
/// Vertical room between two stacked query boxes.
const ROW_GAP: f32 = 32.0;
/// Vertical room between two bands of columns.
const BAND_GAP: f32 = 72.0;
/// Vertical room above a band that transitions come down into: enough that the window's
/// wire from the end of the band above to the start of this one clears the boxes between.
const DOWN_GAP: f32 = 120.0;
/// What a workflow pane of a 1366 × 768 window shows at the smallest legible zoom, in canvas
/// units (width, height), less the fit's margins and the entry marks' room: a workflow of
/// columns wider than this is wrapped into bands, one under the other, when that shows more
/// of it.
pub(super) const PANE: (f32, f32) = (940.0, 790.0);
/// A column's width: the window draws every box as wide as the widest text it may hold.
const PITCH: f32 = TEXT_W + 44.0;
/// How far below a box's top the window puts its pins (the header's middle and a little).
const PIN_DY: f32 = 36.0;
const NODE_MIN_W: f32 = 190.0;
/// The width text wraps at inside a box (the details' label column included).
pub const TEXT_W: f32 = 230.0;
/// Room for a detail line's label ("given", "find", "order"), in any language.
pub const LABEL_W: f32 = 52.0;
/// Font size of the query's id.
pub const ID_SIZE: f32 = 15.0;
/// Font size of the description (the query's name) and of the detail lines.
pub const DESC_SIZE: f32 = 14.0;
/// Height of one text line.
pub const LINE_H: f32 = 19.0;
/// Height of the header line (the id and the entry mark).
pub const HEAD_H: f32 = 30.0;
/// The most lines a box gives its description (the rest on hover in the window).
pub const MAX_LINES: usize = 3;
/// The most lines a box gives its given, its find or its order list.
pub const MAX_DETAIL_LINES: usize = 2;

/// Distance of each query from the workflow's start (entry points, or queries nothing leads
/// to), breadth first; queries not reached otherwise start their own walk. The same
/// columns as the desktop app's workflow and Chebotko canvases.
pub fn workflow_depth(project: &Project) -> FxHashMap<QueryId, usize> {
    let mut depth: FxHashMap<QueryId, usize> = FxHashMap::default();
    let mut outgoing: FxHashMap<&QueryId, Vec<&QueryId>> = FxHashMap::default();
    let mut has_incoming: rustc_hash::FxHashSet<&QueryId> = rustc_hash::FxHashSet::default();
    for t in &project.transitions {
        outgoing.entry(&t.from).or_default().push(&t.to);
        if t.from != t.to {
            has_incoming.insert(&t.to);
        }
    }
    let mut bfs = |roots: Vec<&QueryId>| {
        let mut queue: VecDeque<&QueryId> = VecDeque::new();
        for r in roots {
            if !depth.contains_key(r) {
                depth.insert(r.clone(), 0);
                queue.push_back(r);
            }
        }
        while let Some(q) = queue.pop_front() {
            let d = depth.get(q).copied().unwrap_or(0);
            for &to in outgoing.get(q).map(Vec::as_slice).unwrap_or_default() {
                if !depth.contains_key(to) {
                    depth.insert(to.clone(), d + 1);
                    queue.push_back(to);
                }
            }
        }
    };
    // Start where nothing leads in; then entry points inside cycles; then whatever is left.
    bfs(project.queries.iter().filter(|q| !has_incoming.contains(&q.id)).map(|q| &q.id).collect());
    bfs(project.queries.iter().filter(|q| q.entry).map(|q| &q.id).collect());
    bfs(project.queries.iter().map(|q| &q.id).collect());
    depth
}

/// One query node: Chebotko's notation of an access pattern (what is given, what is found,
/// in which order) and the table it leads to.
#[derive(Clone, Debug)]
pub struct WorkflowNode {
    /// The query id (`Q1`).
    pub id: String,
    /// The description (the query's name), wrapped.
    pub lines: Vec<String>,
    /// The search attributes with their predicate (`POI.name =`), wrapped.
    pub given: Vec<String>,
    /// The attributes returned, wrapped.
    pub find: Vec<String>,
    /// The requested order (`date ↓`), wrapped.
    pub order: Vec<String>,
    /// The given, find and order texts before wrapping (what the window's node shows).
    pub details: [String; 3],
    /// The table serving it (`hotels_by_poi`), if any.
    pub table: Option<String>,
    /// An entry point.
    pub entry: bool,
    /// The box.
    pub rect: Rect,
}

impl WorkflowNode {
    /// The number of text lines under the header.
    pub fn line_count(&self) -> usize {
        self.lines.len() + self.given.len() + self.find.len() + self.order.len() + usize::from(self.table.is_some())
    }
}

/// The given, find and order texts of a query, one string each (empty when absent): the
/// words a box and the window's node show.
fn query_details(index: &crate::project::Index<'_>, query: &crate::project::Query) -> [String; 3] {
    let given: Vec<String> =
        query.given.iter().map(|g| format!("{} {}", index.label(&g.attribute), g.predicate.symbol())).collect();
    let find: Vec<String> = query.find.iter().map(|a| index.label(a)).collect();
    let order: Vec<String> = query
        .order_by
        .iter()
        .map(|o| {
            format!(
                "{} {}",
                index.label(&o.attribute),
                if o.direction == crate::project::Direction::Desc { "↓" } else { "↑" }
            )
        })
        .collect();
    [given.join(", "), find.join(", "), order.join(", ")]
}

/// The workflow diagram's geometry.
#[derive(Clone, Debug, Default)]
pub struct WorkflowLayout {
    /// Nodes, in query order.
    pub nodes: Vec<WorkflowNode>,
    /// Transitions as (from node, to node) indexes.
    pub edges: Vec<(usize, usize)>,
}

impl WorkflowLayout {
    /// Stored positions (`layout.workflow`) where present, else automatic ones (a column per
    /// workflow step, see `automatic_places`); then overlaps removed
    /// (stored positions are kept, the others move down).
    pub fn new(project: &Project, model: &LogicalModel) -> Self {
        let depth = workflow_depth(project);
        let by_query = model.tables_by_query();
        let index = project.index();
        let mut nodes = Vec::with_capacity(project.queries.len());
        let mut placed = Vec::with_capacity(project.queries.len());
        for q in &project.queries {
            let lines = wrap(&q.description, DESC_SIZE, TEXT_W, MAX_LINES);
            let details = query_details(&index, q);
            let [given, find, order] = details.clone().map(|t| wrap(&t, DESC_SIZE, TEXT_W - LABEL_W, MAX_DETAIL_LINES));
            let table = by_query.get(q.id.as_str()).map(|t| t.name.clone());
            let detail_w =
                given.iter().chain(&find).chain(&order).map(|l| width(l, DESC_SIZE) + LABEL_W).fold(0.0, f32::max);
            let text_w = lines
                .iter()
                .map(|l| width(l, DESC_SIZE))
                .chain(table.iter().map(|t| width(&format!("→ {t}"), DESC_SIZE)))
                .chain(std::iter::once(detail_w))
                .chain(std::iter::once(width(q.id.as_str(), ID_SIZE) * 1.08 + if q.entry { 60.0 } else { 0.0 }))
                .fold(0.0, f32::max);
            let w = (text_w + 24.0).max(NODE_MIN_W);
            let mut node = WorkflowNode {
                id: q.id.to_string(),
                lines,
                given,
                find,
                order,
                details,
                table,
                entry: q.entry,
                rect: Rect::new(0.0, 0.0, w, 0.0),
            };
            node.rect.h = HEAD_H + LINE_H * node.line_count() as f32 + 10.0;
            nodes.push(node);
        }
        let auto = automatic_places(project, &depth, &nodes);
        for ((q, node), auto) in project.queries.iter().zip(&mut nodes).zip(auto) {
            let stored = project.layout.workflow.get(q.id.as_str()).copied().and_then(sane);
            placed.push(stored.is_some());
            let at = stored.unwrap_or(auto);
            node.rect.x = at.x;
            node.rect.y = at.y;
        }
        let mut order: Vec<usize> = (0..nodes.len()).filter(|&i| placed[i]).collect();
        order.extend((0..nodes.len()).filter(|&i| !placed[i]));
        let mut rects: Vec<Rect> = nodes.iter().map(|n| n.rect).collect();
        separate(&mut rects, &order, 24.0);
        for (node, r) in nodes.iter_mut().zip(rects) {
            node.rect = r;
        }
        let index: FxHashMap<&str, usize> = nodes.iter().enumerate().map(|(i, n)| (n.id.as_str(), i)).collect();
        let mut edges: Vec<(usize, usize)> = project
            .transitions
            .iter()
            .filter_map(|t| Some((*index.get(t.from.as_str())?, *index.get(t.to.as_str())?)))
            .collect();
        edges.dedup();
        Self { nodes, edges }
    }

    /// The extent of nodes, entry marks and arrows.
    pub fn bounds(&self) -> Option<Rect> {
        union_all(self.nodes.iter().map(|n| n.rect.union(&Rect::new(n.rect.x - 48.0, n.rect.y - 30.0, 48.0, 30.0))))
    }
}

/// The automatic top-left corner of each node (in query order): a column per workflow step,
/// the queries of a step stacked; a column taller than the shape [`ASPECT`] asks for is
/// split into columns side by side, and the queries no transition touches (an imported
/// application's, a new model's) fill columns of their own after the workflow, so a
/// workflow is never one long column. Columns wider together than the [`PANE`] wrap into
/// bands, one under the other ([`wrapped`]), so a long path is never one long row.
fn automatic_places(project: &Project, depth: &FxHashMap<QueryId, usize>, nodes: &[WorkflowNode]) -> Vec<Point> {
    let linked: rustc_hash::FxHashSet<&QueryId> = project.transitions.iter().flat_map(|t| [&t.from, &t.to]).collect();
    let mut steps: Vec<Vec<usize>> = Vec::new();
    let mut alone: Vec<usize> = Vec::new();
    for (i, q) in project.queries.iter().enumerate() {
        if linked.contains(&q.id) {
            let d = depth.get(&q.id).copied().unwrap_or(0);
            if steps.len() <= d {
                steps.resize_with(d + 1, Vec::new);
            }
            steps[d].push(i);
        } else {
            alone.push(i);
        }
    }
    steps.retain(|s| !s.is_empty());
    // The tallest column the shape allows: the area the boxes take, as a 4:3 rectangle.
    let area: f32 = nodes.iter().map(|n| (PITCH + COLUMN_GAP) * (n.rect.h + ROW_GAP)).sum();
    let tallest = nodes.iter().map(|n| n.rect.h).fold(0.0, f32::max);
    let limit = (area / ASPECT).sqrt().max(tallest);
    let height = |col: &[usize]| col.iter().map(|&i| nodes[i].rect.h + ROW_GAP).sum::<f32>() - ROW_GAP;
    let mut columns: Vec<Vec<usize>> = Vec::new();
    for step in steps.into_iter().chain((!alone.is_empty()).then_some(alone)) {
        // Split into as many columns as it needs, of about equal height, in order: a
        // column ends where the next box would pass its share by more than half.
        let parts = ((height(&step) / limit).round() as usize).clamp(1, step.len());
        let per = height(&step) / parts as f32;
        let mut column: Vec<usize> = Vec::new();
        for i in step {
            if !column.is_empty() && height(&column) + ROW_GAP + nodes[i].rect.h * 0.5 > per {
                columns.push(std::mem::take(&mut column));
            }
            column.push(i);
        }
        columns.push(column);
    }
    let width = |col: &[usize]| col.iter().map(|&i| window_w(&nodes[i])).fold(PITCH, f32::max);
    let index: FxHashMap<&QueryId, usize> = project.queries.iter().enumerate().map(|(i, q)| (&q.id, i)).collect();
    let edges: Vec<(usize, usize)> =
        project.transitions.iter().filter_map(|t| Some((*index.get(&t.from)?, *index.get(&t.to)?))).collect();
    let place = |bands: &[Vec<Vec<usize>>]| {
        let mut band_of = vec![0; nodes.len()];
        for (k, band) in bands.iter().enumerate() {
            for &i in band.iter().flatten() {
                band_of[i] = k;
            }
        }
        let mut out = vec![Point::new(0.0, 0.0); nodes.len()];
        let mut top = 0.0;
        for (k, band) in bands.iter().enumerate() {
            if k > 0 {
                // Room for the transitions that come down into this band, when any do.
                let down = edges.iter().any(|&(f, t)| band_of[f] < k && band_of[t] == k);
                top += if down { DOWN_GAP } else { BAND_GAP };
            }
            let mut x = 0.0;
            for column in band {
                let mut y = top;
                for &i in column {
                    out[i] = Point::new(x, y);
                    y += nodes[i].rect.h + ROW_GAP;
                }
                x += width(column) + COLUMN_GAP;
            }
            top += band.iter().map(|c| height(c)).fold(0.0, f32::max);
        }
        out
    };
    // The width and height the boxes take, placed in `bands`.
    let extent = |bands: &[Vec<Vec<usize>>]| {
        let at = place(bands);
        let far = |f: &dyn Fn(usize) -> f32| (0..nodes.len()).map(f).fold(0.0, f32::max);
        (far(&|i| at[i].x + window_w(&nodes[i])), far(&|i| at[i].y + nodes[i].rect.h))
    };
    let bands = wrapped(&columns, &extent, &|bands| wires_clear(&place(bands), nodes, &edges));
    place(&bands)
}

/// How wide the window draws `node`'s box: a column's pitch at least.
fn window_w(node: &WorkflowNode) -> f32 {
    node.rect.w.max(PITCH)
}

/// Whether, with the boxes at `at`, the window's wire of each transition that goes down to
/// a band below (about the straight line between the two boxes' pins) passes under no other
/// box: a wire under a box reads as a transition from it.
pub(super) fn wires_clear(at: &[Point], nodes: &[WorkflowNode], edges: &[(usize, usize)]) -> bool {
    let rect = |i: usize| Rect::new(at[i].x, at[i].y, nodes[i].rect.w, nodes[i].rect.h);
    edges.iter().all(|&(from, to)| {
        let (a, b) = (rect(from), rect(to));
        if b.y <= a.bottom() {
            return true;
        }
        let (p, q) = (Point::new(a.right(), a.y + PIN_DY), Point::new(b.x, b.y + PIN_DY));
        (0..nodes.len()).filter(|&k| k != from && k != to).all(|k| !segment_hits_rect(p, q, &rect(k).expand(6.0)))
    })
}

/// `columns` in bands of `per` columns, one under the other; a band below the first lays its
/// queries side by side where that fits the [`PANE`]'s width, so a transition coming down
/// from the band above reaches each without passing under another.
fn in_bands(
    columns: &[Vec<usize>],
    per: usize,
    extent: &impl Fn(&[Vec<Vec<usize>>]) -> (f32, f32),
) -> Vec<Vec<Vec<usize>>> {
    let mut bands: Vec<Vec<Vec<usize>>> = columns.chunks(per.max(1)).map(<[Vec<usize>]>::to_vec).collect();
    for band in bands.iter_mut().skip(1) {
        let side_by_side: Vec<Vec<usize>> = band.iter().flatten().map(|&i| vec![i]).collect();
        if extent(std::slice::from_ref(&side_by_side)).0 <= PANE.0 {
            *band = side_by_side;
        }
    }
    bands
}

/// The columns in bands ([`in_bands`]): all in one when they fit the [`PANE`], else the
/// most columns a band that fit it wrapped (within 6 %) and that `clear` takes (the window's
/// wires pass under no box), else all in one (a workflow no wrap fits is scrolled, as it
/// reads left to right). `extent` measures bands (width, height).
fn wrapped(
    columns: &[Vec<usize>],
    extent: &impl Fn(&[Vec<Vec<usize>>]) -> (f32, f32),
    clear: &impl Fn(&[Vec<Vec<usize>>]) -> bool,
) -> Vec<Vec<Vec<usize>>> {
    let n = columns.len().max(1);
    let fits = |bands: &[Vec<Vec<usize>>], slack: f32| {
        let (w, h) = extent(bands);
        w <= PANE.0 * slack && h <= PANE.1 * slack
    };
    let whole = in_bands(columns, n, extent);
    if fits(&whole, 1.0) {
        return whole;
    }
    (1..n)
        .rev()
        .map(|per| in_bands(columns, per, extent))
        .find(|bands| fits(bands, 1.06) && clear(bands))
        .unwrap_or(whole)
}

/// Where a transition from node `ends.0` down to node `ends.1` (in a band below) crosses
/// from `out_x` to `in_x`: in the room just above the target that no box takes
/// across that width, when the way down to it at `out_x` and from it at `in_x` meets no box
/// either; `None` otherwise (the transition goes over the top).
pub(super) fn down_lane(layout: &WorkflowLayout, ends: (usize, usize), (out_x, in_x): (f32, f32)) -> Option<f32> {
    let (a, b) = (layout.nodes.get(ends.0)?.rect, layout.nodes.get(ends.1)?.rect);
    let xs = (in_x.min(out_x), in_x.max(out_x));
    if b.y < a.bottom() + 2.0 * 12.0 {
        return None;
    }
    let boxes = || layout.nodes.iter().enumerate().map(|(i, n)| (i, n.rect.expand(12.0)));
    let free = |y: f32| !boxes().any(|(_, r)| r.x < xs.1 && r.right() > xs.0 && r.y < y && r.bottom() > y);
    // Up from just above the target to the first box across the way: the room the lane
    // runs in, near its bottom (where the band above ends), so that transitions into one
    // band share a lane.
    let bottom = b.y - 12.0;
    let mut y = bottom;
    while y > a.bottom() + 12.0 && free(y) {
        y -= 4.0;
    }
    if y >= bottom {
        return None;
    }
    let lane = ((y + bottom) / 2.0).max(bottom - 18.0);
    let clear = |x: f32, (y0, y1): (f32, f32), own: usize| {
        !boxes().any(|(i, r)| i != own && r.x < x && r.right() > x && r.y < y0.max(y1) && r.bottom() > y0.min(y1))
    };
    let ok = clear(out_x, (a.center().y, lane), ends.0) && clear(in_x, (lane, b.center().y), ends.1);
    ok.then_some(lane)
}

/// Draws the workflow.
pub fn draw(layout: &WorkflowLayout, theme: &Theme, heading: &str) -> String {
    let mut svg = Svg::new();
    if layout.nodes.is_empty() {
        return svg.finish(theme, heading, "");
    }
    let mut back_lane: FxHashMap<usize, usize> = FxHashMap::default();
    for &(from, to) in &layout.edges {
        let (Some(a), Some(b)) = (layout.nodes.get(from), layout.nodes.get(to)) else { continue };
        svg.open_group("transition", &format!("{} → {}", a.id, b.id));
        let (ar, br) = (a.rect, b.rect);
        if from == to {
            let p = Point::new(ar.right() - 30.0, ar.y);
            let q = Point::new(ar.right(), ar.y + 20.0);
            let c1 = p.offset(0.0, -40.0);
            let c2 = q.offset(40.0, 0.0);
            let d = format!(
                "M{} {} C{} {} {} {} {} {}",
                n(p.x),
                n(p.y),
                n(c1.x),
                n(c1.y),
                n(c2.x),
                n(c2.y),
                n(q.x + 9.0),
                n(q.y)
            );
            svg.path(&d, &[p, c1, c2, q], theme.text, 1.5, "loop");
            svg.arrow_head(q.offset(9.0, 0.0), q, theme.text);
        } else if br.x >= ar.right() + 30.0 {
            let s = Point::new(ar.right(), ar.center().y);
            let t = Point::new(br.x, br.center().y);
            let before = t.offset(-9.0, 0.0);
            let dx = ((t.x - s.x) * 0.5).max(30.0);
            let (c1, c2) = (s.offset(dx, 0.0), t.offset(-dx, 0.0));
            let d = format!(
                "M{} {} C{} {} {} {} {} {}",
                n(s.x),
                n(s.y),
                n(c1.x),
                n(c1.y),
                n(c2.x),
                n(c2.y),
                n(before.x),
                n(before.y)
            );
            svg.path(&d, &[s, c1, c2, before], theme.text, 1.5, "forward");
            svg.arrow_head(before, t, theme.text);
        } else {
            // Back or down: out to the right, then over the top of both, or (to a band below)
            // through the room above it, and in from the left.
            let lane = back_lane.entry(to).or_default();
            let k = *lane as f32;
            *lane += 1;
            let s = Point::new(ar.right(), ar.center().y);
            let t = Point::new(br.x, br.center().y + 8.0);
            let out_x = ar.right() + 20.0 + k * 6.0;
            let in_x = br.x - 24.0 - k * 6.0;
            let (lo, hi) = (in_x.min(out_x), in_x.max(out_x));
            let across = down_lane(layout, (from, to), (out_x, in_x)).map_or_else(
                || {
                    // Over every node between the two ends.
                    let over = layout.nodes.iter().filter(|n| n.rect.x < hi && n.rect.right() > lo).map(|n| n.rect.y);
                    over.fold(ar.y.min(br.y), f32::min) - 14.0 - k * 6.0
                },
                |y| y + k * 6.0,
            );
            let pts = [
                s,
                Point::new(out_x, s.y),
                Point::new(out_x, across),
                Point::new(in_x, across),
                Point::new(in_x, t.y),
                t.offset(-9.0, 0.0),
            ];
            let d: Vec<String> = pts
                .iter()
                .enumerate()
                .map(|(i, p)| format!("{}{} {}", if i == 0 { "M" } else { "L" }, n(p.x), n(p.y)))
                .collect();
            svg.path(&d.join(" "), &pts, theme.text, 1.5, "back");
            svg.arrow_head(t.offset(-9.0, 0.0), t, theme.text);
        }
        svg.close_group();
    }
    for node in &layout.nodes {
        svg.open_group("query", &node.id);
        let r = node.rect;
        if node.entry {
            let dot = Point::new(r.x - 40.0, r.y + HEAD_H * 0.5);
            svg.ellipse(Rect::centered(dot, 10.0, 10.0), theme.accent, "none", 0.0);
            let tip = Point::new(r.x, r.y + HEAD_H * 0.5);
            svg.line(dot, tip.offset(-9.0, 0.0), theme.accent, 1.5);
            svg.arrow_head(tip.offset(-9.0, 0.0), tip, theme.accent);
        }
        svg.rect(
            r,
            6.0,
            theme.fill,
            if node.entry { theme.accent } else { theme.text },
            if node.entry { 2.0 } else { 1.3 },
            "query-box",
        );
        svg.text(Point::new(r.x + 12.0, r.y + HEAD_H * 0.5), &node.id, TextStyle::new(ID_SIZE, theme.accent).bold());
        if node.entry {
            svg.text(
                Point::new(r.right() - 10.0, r.y + HEAD_H * 0.5),
                "entry",
                TextStyle::new(12.0, theme.weak).anchor(Anchor::End),
            );
        }
        let mut y = r.y + HEAD_H + LINE_H * 0.5;
        for l in &node.lines {
            svg.text(Point::new(r.x + 12.0, y), l, TextStyle::new(DESC_SIZE, theme.text));
            y += LINE_H;
        }
        for (label, lines) in [("given", &node.given), ("find", &node.find), ("order", &node.order)] {
            for (i, l) in lines.iter().enumerate() {
                if i == 0 {
                    svg.text(Point::new(r.x + 12.0, y), label, TextStyle::new(DESC_SIZE - 1.0, theme.weak));
                }
                svg.text(Point::new(r.x + 12.0 + LABEL_W, y), l, TextStyle::new(DESC_SIZE, theme.text));
                y += LINE_H;
            }
        }
        if let Some(t) = &node.table {
            svg.text(Point::new(r.x + 12.0, y), &format!("→ {t}"), TextStyle::new(DESC_SIZE, theme.accent));
        }
        svg.close_group();
    }
    svg.finish(theme, heading, "● → entry point; arrows: the result of one query supplies the input of the next")
}

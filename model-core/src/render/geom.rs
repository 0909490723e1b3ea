//! Points and rectangles in diagram units (one unit is one CSS pixel at scale 1).

/// A point.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Point {
    /// Horizontal, growing to the right.
    pub x: f32,
    /// Vertical, growing downwards.
    pub y: f32,
}

impl Point {
    /// A point.
    pub fn new(x: f32, y: f32) -> Self {
        Self { x, y }
    }

    /// This point moved by `(dx, dy)`.
    pub fn offset(self, dx: f32, dy: f32) -> Self {
        Self::new(self.x + dx, self.y + dy)
    }

    /// Distance to another point.
    pub fn distance(self, o: Self) -> f32 {
        ((self.x - o.x).powi(2) + (self.y - o.y).powi(2)).sqrt()
    }
}

/// An axis-aligned rectangle: top-left corner and size.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Rect {
    /// Left edge.
    pub x: f32,
    /// Top edge.
    pub y: f32,
    /// Width (not negative).
    pub w: f32,
    /// Height (not negative).
    pub h: f32,
}

impl Rect {
    /// A rectangle from its top-left corner and size.
    pub fn new(x: f32, y: f32, w: f32, h: f32) -> Self {
        Self { x, y, w: w.max(0.0), h: h.max(0.0) }
    }

    /// A rectangle of the given size centred on `c`.
    pub fn centered(c: Point, w: f32, h: f32) -> Self {
        Self::new(c.x - w * 0.5, c.y - h * 0.5, w, h)
    }

    /// The smallest rectangle holding two points.
    pub fn from_points(a: Point, b: Point) -> Self {
        Self::new(a.x.min(b.x), a.y.min(b.y), (a.x - b.x).abs(), (a.y - b.y).abs())
    }

    /// Right edge.
    pub fn right(&self) -> f32 {
        self.x + self.w
    }

    /// Bottom edge.
    pub fn bottom(&self) -> f32 {
        self.y + self.h
    }

    /// Centre.
    pub fn center(&self) -> Point {
        Point::new(self.x + self.w * 0.5, self.y + self.h * 0.5)
    }

    /// `true` when the interiors of the two rectangles share a point.
    pub fn intersects(&self, o: &Rect) -> bool {
        self.x < o.right() && o.x < self.right() && self.y < o.bottom() && o.y < self.bottom()
    }

    /// `true` when `p` is inside or on the border.
    pub fn contains(&self, p: Point) -> bool {
        p.x >= self.x && p.x <= self.right() && p.y >= self.y && p.y <= self.bottom()
    }

    /// Grown by `m` on every side (shrunk when negative, never below zero size).
    pub fn expand(&self, m: f32) -> Rect {
        Rect::new(self.x - m, self.y - m, self.w + 2.0 * m, self.h + 2.0 * m)
    }

    /// Shrunk by `dx` left and right and `dy` top and bottom.
    pub fn shrink2(&self, dx: f32, dy: f32) -> Rect {
        Rect::new(self.x + dx, self.y + dy, self.w - 2.0 * dx, self.h - 2.0 * dy)
    }

    /// The smallest rectangle holding both.
    pub fn union(&self, o: &Rect) -> Rect {
        let x = self.x.min(o.x);
        let y = self.y.min(o.y);
        Rect::new(x, y, self.right().max(o.right()) - x, self.bottom().max(o.bottom()) - y)
    }

    /// The same rectangle with its top-left corner at `p`.
    pub fn at(&self, p: Point) -> Rect {
        Rect::new(p.x, p.y, self.w, self.h)
    }
}

/// The union of rectangles (`None` when there are none).
pub fn union_all(rects: impl IntoIterator<Item = Rect>) -> Option<Rect> {
    rects.into_iter().fold(None, |acc: Option<Rect>, r| Some(acc.map_or(r, |a| a.union(&r))))
}

/// Positions from a project file may be anything: only finite ones within ±1,000,000 are
/// used; others count as absent (automatic layout).
pub fn sane(p: crate::project::Pos) -> Option<Point> {
    let ok = |v: f32| v.is_finite() && v.abs() <= 1.0e6;
    (ok(p.x) && ok(p.y)).then(|| Point::new(p.x, p.y))
}

/// The first point on widening rings around `start` where `free` holds: ring `n` (from 1 to
/// `rings - 1`) has radius `n × step` (vertically `× squash`) and `8n` points, taken round from
/// the right. `None` when every point of every ring is taken.
pub fn nearest_free(start: Point, step: f32, rings: usize, squash: f32, free: impl Fn(Point) -> bool) -> Option<Point> {
    nearest_free_after(start, step, rings, squash, 0, free).map(|(p, _)| p)
}

/// [`nearest_free`] from the `skip`-th point of the rings on (the points before it are known
/// to be taken), with the number of the point found: a caller filling space around one start
/// resumes where the last search ended instead of probing every taken point again.
pub fn nearest_free_after(
    start: Point,
    step: f32,
    rings: usize,
    squash: f32,
    skip: usize,
    free: impl Fn(Point) -> bool,
) -> Option<(Point, usize)> {
    let mut n = 0;
    for ring in 1..rings {
        let radius = ring as f32 * step;
        let points = 8 * ring;
        if n + points <= skip {
            n += points;
            continue;
        }
        for i in 0..points {
            if n >= skip {
                let angle = std::f32::consts::TAU * i as f32 / points as f32;
                let p = start.offset(radius * angle.cos(), radius * angle.sin() * squash);
                if free(p) {
                    return Some((p, n));
                }
            }
            n += 1;
        }
    }
    None
}

/// Shapes (by index) filed under the cells of a coarse grid their rectangles touch, so that
/// "what is near here" looks at a few cells instead of every shape of a big diagram. The
/// answer is the same as testing every shape, in the same (index) order.
#[derive(Clone, Debug, Default)]
pub struct Grid {
    cells: rustc_hash::FxHashMap<(i32, i32), Vec<usize>>,
}

/// The side of a grid cell, in canvas units.
const CELL: f32 = 256.0;
/// More cells than this for one rectangle: its neighbours are found by looking at everything.
const MANY_CELLS: i64 = 4096;

/// The column (or row) of the grid a coordinate falls in.
fn cell_of(v: f32) -> i32 {
    (v / CELL).floor().clamp(i32::MIN as f32, i32::MAX as f32) as i32
}

/// The cell where shapes too big for the grid are filed, read by every query.
const EVERYWHERE: (i32, i32) = (i32::MIN, i32::MIN);

/// The cells a rectangle touches (`None` when too many to list).
fn cells(r: &Rect) -> Option<impl Iterator<Item = (i32, i32)> + use<>> {
    let (x0, y0, x1, y1) = (cell_of(r.x), cell_of(r.y), cell_of(r.right()), cell_of(r.bottom()));
    let count = (i64::from(x1) - i64::from(x0) + 1) * (i64::from(y1) - i64::from(y0) + 1);
    (r.x.is_finite() && r.y.is_finite() && r.w.is_finite() && r.h.is_finite() && count <= MANY_CELLS)
        .then(|| (x0..=x1).flat_map(move |x| (y0..=y1).map(move |y| (x, y))))
}

impl Grid {
    /// Files shape `index` under the cells `r` touches.
    pub fn insert(&mut self, index: usize, r: &Rect) {
        if let Some(cells) = cells(r) {
            for c in cells {
                self.cells.entry(c).or_default().push(index);
            }
        } else {
            // Too big for the grid: filed under a cell of its own that every query reads.
            self.cells.entry(EVERYWHERE).or_default().push(index);
        }
    }

    /// Files segment `index`, from `p` to `q` and `margin` wide on each side, under the cells
    /// it passes through: a long diagonal line takes a few cells per cell of its length, not
    /// every cell of its bounding box (the lines from one entity to thousands of diamonds
    /// around it filled the grid quadratically).
    pub fn insert_segment(&mut self, index: usize, p: Point, q: Point, margin: f32) {
        let bounds = Rect::from_points(p, q).expand(margin);
        if cells(&bounds).is_none() {
            self.insert(index, &bounds);
            return;
        }
        let (a, b) = if p.x <= q.x { (p, q) } else { (q, p) };
        let run = b.x - a.x;
        let y_at = |x: f32| a.y + (b.y - a.y) * ((x - a.x) / run).clamp(0.0, 1.0);
        for column in cell_of(a.x - margin)..=cell_of(b.x + margin) {
            // The part of the segment whose margin reaches over this column (a vertical
            // segment: all of it).
            let (y0, y1) = if run > f32::EPSILON {
                let x0 = (column as f32 * CELL - margin).clamp(a.x, b.x);
                let x1 = ((column + 1) as f32 * CELL + margin).clamp(a.x, b.x);
                (y_at(x0), y_at(x1))
            } else {
                (a.y, b.y)
            };
            for row in cell_of(y0.min(y1) - margin)..=cell_of(y0.max(y1) + margin) {
                self.cells.entry((column, row)).or_default().push(index);
            }
        }
    }

    /// The shapes filed under the cells `r` touches, some more than once (`None` when `r` is
    /// too big for the grid).
    fn filed_near(&self, r: &Rect) -> Option<impl Iterator<Item = usize> + '_> {
        Some(cells(r)?.chain(std::iter::once(EVERYWHERE)).filter_map(|c| self.cells.get(&c)).flatten().copied())
    }

    /// Whether `hit` holds for a shape that may touch `r` (of all `len` when `r` is too big for
    /// the grid): [`Grid::near`] without listing, sorting and deduplicating the shapes, for a
    /// search that probes thousands of spots.
    pub fn any_near(&self, r: &Rect, len: usize, hit: impl FnMut(usize) -> bool) -> bool {
        match self.filed_near(r) {
            Some(mut filed) => filed.any(hit),
            None => (0..len).any(hit),
        }
    }

    /// The indexes (ascending, each once) of the shapes that may touch `r`; of all `len` when
    /// `r` is too big for the grid.
    pub fn near(&self, r: &Rect, len: usize) -> Vec<usize> {
        let Some(filed) = self.filed_near(r) else { return (0..len).collect() };
        let mut out: Vec<usize> = filed.collect();
        out.sort_unstable();
        out.dedup();
        out
    }
}

/// Moves rectangles down until none overlaps another (with `gap` between them). Rectangles
/// are settled in `order`; one placed is never moved again, and a later one overlapping any
/// goes below every settled rectangle of its column (those sharing some of its width), so
/// one pass suffices: quadratic at worst.
pub fn separate(rects: &mut [Rect], order: &[usize], gap: f32) {
    let mut settled: Vec<usize> = Vec::with_capacity(rects.len());
    for &i in order {
        let Some(&r) = rects.get(i) else { continue };
        let me = r.expand(gap * 0.5);
        if settled.iter().any(|&j| rects[j].expand(gap * 0.5).intersects(&me)) {
            let bottom = settled
                .iter()
                .map(|&j| rects[j])
                .filter(|o| o.x - gap * 0.5 < me.right() && me.x < o.right() + gap * 0.5)
                .map(|o| o.bottom())
                .fold(r.y, f32::max);
            rects[i].y = bottom + gap;
        }
        settled.push(i);
    }
}

/// The point where the segment from the centre of `r` towards `toward` leaves `r`.
pub fn rect_exit(r: &Rect, toward: Point) -> Point {
    let c = r.center();
    let (dx, dy) = (toward.x - c.x, toward.y - c.y);
    if dx.abs() < f32::EPSILON && dy.abs() < f32::EPSILON {
        return c;
    }
    let tx = if dx.abs() > f32::EPSILON { (r.w * 0.5) / dx.abs() } else { f32::INFINITY };
    let ty = if dy.abs() > f32::EPSILON { (r.h * 0.5) / dy.abs() } else { f32::INFINITY };
    let t = tx.min(ty).min(1.0);
    Point::new(c.x + dx * t, c.y + dy * t)
}

/// `true` when the segment from `p` to `q` passes through `r`.
pub fn segment_hits_rect(p: Point, q: Point, r: &Rect) -> bool {
    // Wholly beside the rectangle: most segments a search asks about.
    if p.x.max(q.x) < r.x || p.x.min(q.x) > r.right() || p.y.max(q.y) < r.y || p.y.min(q.y) > r.bottom() {
        return false;
    }
    if r.contains(p) || r.contains(q) {
        return true;
    }
    let c = [
        Point::new(r.x, r.y),
        Point::new(r.right(), r.y),
        Point::new(r.right(), r.bottom()),
        Point::new(r.x, r.bottom()),
    ];
    (0..4).any(|i| segments_cross(p, q, c[i], c[(i + 1) % 4]))
}

fn segments_cross(a: Point, b: Point, c: Point, d: Point) -> bool {
    let cross = |o: Point, p: Point, q: Point| (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x);
    let d1 = cross(c, d, a);
    let d2 = cross(c, d, b);
    let d3 = cross(a, b, c);
    let d4 = cross(a, b, d);
    (d1 > 0.0) != (d2 > 0.0) && (d3 > 0.0) != (d4 > 0.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn separate_leaves_no_overlap() {
        let mut rs = vec![
            Rect::new(0.0, 0.0, 100.0, 50.0),
            Rect::new(10.0, 10.0, 100.0, 50.0),
            Rect::new(0.0, 30.0, 50.0, 50.0),
        ];
        separate(&mut rs, &[0, 1, 2], 10.0);
        for i in 0..rs.len() {
            for j in i + 1..rs.len() {
                assert!(!rs[i].intersects(&rs[j]), "{:?} {:?}", rs[i], rs[j]);
            }
        }
        assert_eq!(rs[0], Rect::new(0.0, 0.0, 100.0, 50.0));
    }

    #[test]
    fn insane_positions_are_absent() {
        use crate::project::Pos;
        assert!(sane(Pos::new(f32::NAN, 0.0)).is_none());
        assert!(sane(Pos::new(0.0, f32::INFINITY)).is_none());
        assert!(sane(Pos::new(2.0e7, 0.0)).is_none());
        assert_eq!(sane(Pos::new(1.0, 2.0)), Some(Point::new(1.0, 2.0)));
    }

    #[test]
    fn a_segment_is_near_every_rectangle_it_passes_through() {
        let mut rng = crate::synthetic::Rng::new(3);
        let mut coordinate = |span: usize| rng.below(span) as f32 - (span / 2) as f32 + 0.25;
        let segments: Vec<(Point, Point)> = (0..300)
            .map(|i| {
                let p = Point::new(coordinate(6000), coordinate(6000));
                // Some vertical, some horizontal, most slanted, a few of no length.
                let q = match i % 10 {
                    0 => Point::new(p.x, coordinate(6000)),
                    1 => Point::new(coordinate(6000), p.y),
                    2 => p,
                    _ => Point::new(coordinate(6000), coordinate(6000)),
                };
                (p, q)
            })
            .collect();
        let mut grid = Grid::default();
        for (i, (p, q)) in segments.iter().enumerate() {
            grid.insert_segment(i, *p, *q, 1.0);
        }
        let cells_filed: usize = grid.cells.values().map(Vec::len).sum();
        for _ in 0..2000 {
            let r =
                Rect::new(coordinate(6000), coordinate(6000), coordinate(400).abs() + 1.0, coordinate(400).abs() + 1.0);
            let near = grid.near(&r, segments.len());
            for (i, (p, q)) in segments.iter().enumerate() {
                if segment_hits_rect(*p, *q, &r.expand(1.0)) {
                    assert!(near.contains(&i), "segment {i} {p:?}-{q:?} passes through {r:?} but is not near it");
                }
            }
        }
        // Filed along their length (4,110 cells), not over their bounding boxes (16,901).
        assert!(cells_filed < 6_000, "{cells_filed} cells");
    }

    #[test]
    fn exit_point_is_on_the_border() {
        let r = Rect::new(0.0, 0.0, 100.0, 40.0);
        let p = rect_exit(&r, Point::new(500.0, 20.0));
        assert!((p.x - 100.0).abs() < 1e-3 && (p.y - 20.0).abs() < 1e-3);
        assert!(segment_hits_rect(Point::new(-10.0, 20.0), Point::new(200.0, 20.0), &r));
        assert!(!segment_hits_rect(Point::new(-10.0, 60.0), Point::new(200.0, 60.0), &r));
    }
}

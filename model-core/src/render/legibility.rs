//! A legibility check of a drawn picture (issue 44): read back the SVG render writes and
//! find every text label whose box (measured with render's own widths) overlaps another
//! label, a shape of another group (tables, entities, diamonds, ovals, query boxes, arrow
//! heads, badges), or a visible line (arrows, transitions, relationship lines); and every
//! text whose colour gives less than 4.5:1 (WCAG) against what it is drawn on.
//!
//! A line under a filled shape drawn after it is hidden there (the pictures draw lines
//! first), so it does not count against a text inside that shape. Test support only.

use super::geom::{Point, Rect, segment_hits_rect};
use super::text::width;

/// The least contrast a text may have (WCAG AA for normal text).
pub const MIN_CONTRAST: f64 = 4.5;

/// One thing wrong with a picture.
#[derive(Clone, Debug, PartialEq)]
pub enum Problem {
    /// Two texts' boxes overlap.
    Labels(String, String),
    /// A text's box overlaps a shape it does not belong to (the shape's class or tag).
    Shape(String, String),
    /// A visible line passes through a text's box.
    Line(String),
    /// A text's colour against what it is drawn on.
    Contrast(String, f64),
}

impl Problem {
    /// `labels`, `shape`, `line` or `contrast`.
    pub fn kind(&self) -> &'static str {
        match self {
            Self::Labels(..) => "labels",
            Self::Shape(..) => "shape",
            Self::Line(..) => "line",
            Self::Contrast(..) => "contrast",
        }
    }
}

/// A filled or outlined shape, as a convex polygon.
#[derive(Clone, Debug)]
struct Shape {
    order: usize,
    group: Option<usize>,
    name: String,
    points: Vec<Point>,
    fill: Option<String>,
}

/// One text element.
#[derive(Clone, Debug)]
struct Label {
    order: usize,
    group: Option<usize>,
    text: String,
    rect: Rect,
    fill: String,
    halo: Option<String>,
}

/// A stroked segment.
#[derive(Clone, Copy, Debug)]
struct Segment {
    order: usize,
    group: Option<usize>,
    a: Point,
    b: Point,
}

/// An extra shape with its text, drawn over the picture by someone else (the window's
/// partition badges): its box, the text's colour and the badge's fill.
#[derive(Clone, Debug)]
pub struct Overlay {
    /// What it is (for messages).
    pub name: String,
    /// Its box.
    pub rect: Rect,
    /// The text's colour (`#rrggbb`).
    pub text: String,
    /// The fill (`#rrggbb`).
    pub fill: String,
}

/// Every problem of `svg`, with `overlays` drawn over it (each a shape whose text must read
/// and which no line may cross).
pub fn check(svg: &str, overlays: &[Overlay]) -> Vec<Problem> {
    let Ok(doc) = roxmltree::Document::parse(svg) else { return vec![Problem::Line("not XML".to_owned())] };
    let (mut shapes, mut labels, mut segments) = (Vec::new(), Vec::new(), Vec::new());
    let mut page = "#ffffff".to_owned();
    let num = |n: &roxmltree::Node<'_, '_>, a: &str| n.attribute(a).and_then(|v| v.parse::<f32>().ok()).unwrap_or(0.0);
    for (order, node) in doc.descendants().filter(roxmltree::Node::is_element).enumerate() {
        let group = node
            .ancestors()
            .skip(1)
            .find(|a| a.has_tag_name("g") && a.attribute("class").is_some())
            .map(|g| g.id().get_usize());
        let name = format!(
            "{}{}",
            node.attribute("class").unwrap_or(node.tag_name().name()),
            group
                .and_then(|_| node.ancestors().find_map(|a| a.attribute("data-name")))
                .map(|n| format!(" of {n}"))
                .unwrap_or_default()
        );
        let fill = node.attribute("fill").filter(|f| *f != "none").map(str::to_owned);
        let stroked = node.attribute("stroke").is_some_and(|s| s != "none") && num(&node, "stroke-width") > 0.0;
        match node.tag_name().name() {
            "rect" if node.attribute("class") == Some("background") => page = fill.unwrap_or(page),
            "rect" => {
                let r = Rect::new(num(&node, "x"), num(&node, "y"), num(&node, "width"), num(&node, "height"));
                shapes.push(Shape { order, group, name, points: corners(&r).to_vec(), fill });
            }
            "ellipse" => {
                let (c, rx, ry) = (Point::new(num(&node, "cx"), num(&node, "cy")), num(&node, "rx"), num(&node, "ry"));
                let points = (0..24)
                    .map(|i| i as f32 * std::f32::consts::TAU / 24.0)
                    .map(|t| c.offset(rx * t.cos(), ry * t.sin()))
                    .collect();
                shapes.push(Shape { order, group, name, points, fill });
            }
            "polygon" => {
                let points =
                    node.attribute("points").unwrap_or_default().split_whitespace().filter_map(point).collect();
                shapes.push(Shape { order, group, name, points, fill });
            }
            "line" if stroked => {
                let (a, b) =
                    (Point::new(num(&node, "x1"), num(&node, "y1")), Point::new(num(&node, "x2"), num(&node, "y2")));
                segments.push(Segment { order, group, a, b });
            }
            "path" if stroked => {
                let pts = path_points(node.attribute("d").unwrap_or_default());
                segments.extend(pts.windows(2).map(|w| Segment { order, group, a: w[0], b: w[1] }));
            }
            "text" => {
                let text = node.text().unwrap_or_default().to_owned();
                let size = num(&node, "font-size");
                let bold = node.attribute("font-weight") == Some("bold");
                let w = width(&text, size) * if bold { 1.08 } else { 1.0 };
                let x = num(&node, "x");
                let x0 = match node.attribute("text-anchor") {
                    Some("middle") => x - w * 0.5,
                    Some("end") => x - w,
                    _ => x,
                };
                // Capitals above the baseline, descenders below it.
                let baseline = num(&node, "y");
                let rect = Rect::new(x0, baseline - size * 0.76, w, size);
                let halo = node.attribute("paint-order").and(node.attribute("stroke")).map(str::to_owned);
                labels.push(Label {
                    order,
                    group,
                    text,
                    rect,
                    fill: node.attribute("fill").unwrap_or("#000000").to_owned(),
                    halo,
                });
            }
            _ => {}
        }
    }
    let last = shapes.len() + labels.len() + segments.len() + 1_000_000;
    for (k, o) in overlays.iter().enumerate() {
        let group = Some(usize::MAX - k);
        shapes.push(Shape {
            order: last + 2 * k,
            group,
            name: o.name.clone(),
            points: corners(&o.rect).to_vec(),
            fill: Some(o.fill.clone()),
        });
        let rect = o.rect.shrink2(4.0, 2.0);
        labels.push(Label {
            order: last + 2 * k + 1,
            group,
            text: o.name.clone(),
            rect,
            fill: o.text.clone(),
            halo: None,
        });
    }
    problems(&shapes, &labels, &segments, &page, last)
}

/// The problems of a picture's texts; those from `overlaid` on are overlays' texts.
fn problems(shapes: &[Shape], labels: &[Label], segments: &[Segment], page: &str, overlaid: usize) -> Vec<Problem> {
    let mut out = Vec::new();
    let same = |a: Option<usize>, b: Option<usize>| a.is_some() && a == b;
    for (i, l) in labels.iter().enumerate() {
        if l.text.trim().is_empty() {
            continue;
        }
        // Half a pixel of slack: boxes that only touch are apart.
        let inner = l.rect.expand(-0.5);
        for m in &labels[i + 1..] {
            if !m.text.trim().is_empty() && inner.intersects(&m.rect.expand(-0.5)) {
                out.push(Problem::Labels(l.text.clone(), m.text.clone()));
            }
        }
        // What the text is drawn on: the last filled shape under its middle drawn before it.
        let under = shapes
            .iter()
            .filter(|s| s.order < l.order && s.fill.is_some() && inside(&s.points, l.rect.center()))
            .max_by_key(|s| s.order);
        for s in shapes.iter().filter(|s| !same(s.group, l.group) && s.points.len() > 2) {
            if convex_overlap(&corners(&inner), &s.points) {
                out.push(Problem::Shape(l.text.clone(), s.name.clone()));
            }
        }
        // A line under a shape drawn later is hidden there, but not under a badge drawn over
        // the picture: it would vanish under it.
        let hidden_after = if l.order >= overlaid { 0 } else { under.map_or(0, |s| s.order) };
        if let Some(s) = segments
            .iter()
            .find(|s| !same(s.group, l.group) && s.order > hidden_after && segment_hits_rect(s.a, s.b, &inner))
        {
            out.push(Problem::Line(format!("{} × ({:.0}, {:.0})–({:.0}, {:.0})", l.text, s.a.x, s.a.y, s.b.x, s.b.y)));
        }
        let back = l.halo.as_deref().or(under.and_then(|s| s.fill.as_deref())).unwrap_or(page);
        let ratio = contrast(&l.fill, back);
        if ratio < MIN_CONTRAST {
            out.push(Problem::Contrast(format!("{} ({} on {back})", l.text, l.fill), ratio));
        }
    }
    out
}

/// The four corners of a rectangle, clockwise from the top left.
fn corners(r: &Rect) -> [Point; 4] {
    [Point::new(r.x, r.y), Point::new(r.right(), r.y), Point::new(r.right(), r.bottom()), Point::new(r.x, r.bottom())]
}

fn point(s: &str) -> Option<Point> {
    let (x, y) = s.split_once(',')?;
    Some(Point::new(x.parse().ok()?, y.parse().ok()?))
}

/// The points of path data of `M`, `L` and `C` commands (a curve flattened into 16 pieces).
fn path_points(d: &str) -> Vec<Point> {
    let mut tokens = d.split(|c: char| c.is_whitespace() || c == ',').filter(|t| !t.is_empty()).peekable();
    let mut out: Vec<Point> = Vec::new();
    let mut command = 'M';
    let mut nums: Vec<f32> = Vec::new();
    while let Some(t) = tokens.next() {
        let (head, rest) =
            t.split_at(t.chars().next().map_or(0, |c| if c.is_ascii_alphabetic() { c.len_utf8() } else { 0 }));
        if let Some(c) = head.chars().next() {
            command = c;
            nums.clear();
        }
        if let Ok(v) = rest.parse::<f32>() {
            nums.push(v);
        }
        let needed = if command == 'C' { 6 } else { 2 };
        if nums.len() == needed {
            match command {
                'C' => {
                    let p0 = out.last().copied().unwrap_or_default();
                    let (c1, c2, p3) =
                        (Point::new(nums[0], nums[1]), Point::new(nums[2], nums[3]), Point::new(nums[4], nums[5]));
                    for k in 1..=16 {
                        let t = k as f32 / 16.0;
                        let u = 1.0 - t;
                        let (a, b, c, e) = (u * u * u, 3.0 * u * u * t, 3.0 * u * t * t, t * t * t);
                        out.push(Point::new(
                            a * p0.x + b * c1.x + c * c2.x + e * p3.x,
                            a * p0.y + b * c1.y + c * c2.y + e * p3.y,
                        ));
                    }
                }
                _ => out.push(Point::new(nums[0], nums[1])),
            }
            nums.clear();
        }
        let _ = tokens.peek();
    }
    out
}

/// `true` when `p` is inside the convex polygon `poly` (either winding).
fn inside(poly: &[Point], p: Point) -> bool {
    if poly.len() < 3 {
        return false;
    }
    let signs: Vec<f32> = (0..poly.len())
        .map(|i| {
            let (a, b) = (poly[i], poly[(i + 1) % poly.len()]);
            (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
        })
        .collect();
    signs.iter().all(|s| *s >= 0.0) || signs.iter().all(|s| *s <= 0.0)
}

/// `true` when two convex polygons' interiors share a point (separating axis test).
fn convex_overlap(a: &[Point], b: &[Point]) -> bool {
    let separated = |p: &[Point], q: &[Point]| {
        (0..p.len()).any(|i| {
            let (u, v) = (p[i], p[(i + 1) % p.len()]);
            let axis = (-(v.y - u.y), v.x - u.x);
            let project = |pts: &[Point]| {
                pts.iter()
                    .map(|t| t.x * axis.0 + t.y * axis.1)
                    .fold((f32::MAX, f32::MIN), |(lo, hi), d| (lo.min(d), hi.max(d)))
            };
            let ((a0, a1), (b0, b1)) = (project(p), project(q));
            a1 <= b0 || b1 <= a0
        })
    };
    !separated(a, b) && !separated(b, a)
}

/// The WCAG relative luminance of `#rrggbb` (black for anything else).
pub fn luminance(hex: &str) -> f64 {
    let h = hex.trim_start_matches('#');
    let channel = |i: usize| {
        let v = h.get(i..i + 2).and_then(|s| u8::from_str_radix(s, 16).ok()).map_or(0.0, |v| f64::from(v) / 255.0);
        if v <= 0.04045 { v / 12.92 } else { ((v + 0.055) / 1.055).powf(2.4) }
    };
    if h.len() != 6 {
        return 0.0;
    }
    0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
}

/// The WCAG contrast ratio of two `#rrggbb` colours (1 to 21).
pub fn contrast(a: &str, b: &str) -> f64 {
    let (x, y) = (luminance(a), luminance(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

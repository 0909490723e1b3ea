//! A small SVG writer: every shape widens the picture's bounding box, every text is
//! escaped, and [`Svg::finish`] sets the `viewBox` to what was drawn.

use super::geom::{Point, Rect};
use super::text::{escape, width};
use super::{FONT_FAMILY, Theme};
use std::fmt::Write;

/// Horizontal text alignment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    /// Text starts at x.
    Start,
    /// Text is centred on x.
    Middle,
    /// Text ends at x.
    End,
}

impl Anchor {
    fn attr(self) -> &'static str {
        match self {
            Self::Start => "start",
            Self::Middle => "middle",
            Self::End => "end",
        }
    }
}

/// Style of one text element.
#[derive(Clone, Copy, Debug)]
pub struct TextStyle<'a> {
    /// Font size in pixels.
    pub size: f32,
    /// Fill colour.
    pub color: &'a str,
    /// Alignment.
    pub anchor: Anchor,
    /// Bold.
    pub bold: bool,
    /// Underlined (key attributes).
    pub underline: bool,
    /// A halo of this colour behind the glyphs (labels drawn over lines).
    pub halo: Option<&'a str>,
}

impl<'a> TextStyle<'a> {
    /// Plain text, left aligned.
    pub fn new(size: f32, color: &'a str) -> Self {
        Self { size, color, anchor: Anchor::Start, bold: false, underline: false, halo: None }
    }

    /// With this alignment.
    pub fn anchor(mut self, a: Anchor) -> Self {
        self.anchor = a;
        self
    }

    /// Bold.
    pub fn bold(mut self) -> Self {
        self.bold = true;
        self
    }

    /// Underlined.
    pub fn underline(mut self, on: bool) -> Self {
        self.underline = on;
        self
    }

    /// With a halo of the background colour, legible over lines.
    pub fn halo(mut self, color: &'a str) -> Self {
        self.halo = Some(color);
        self
    }

    /// Bold when `on`.
    pub fn bold_if(self, on: bool) -> Self {
        if on { self.bold() } else { self }
    }
}

/// A number for an attribute: one decimal at most, `0` for anything not finite.
pub fn n(v: f32) -> String {
    if !v.is_finite() {
        return "0".to_owned();
    }
    let r = (v * 10.0).round() / 10.0;
    if r.fract() == 0.0 { format!("{r:.0}") } else { format!("{r:.1}") }
}

/// An SVG document being drawn.
#[derive(Debug, Default)]
pub struct Svg {
    body: String,
    bounds: Option<Rect>,
}

impl Svg {
    /// An empty picture.
    pub fn new() -> Self {
        Self::default()
    }

    fn grow(&mut self, r: Rect) {
        if !(r.x.is_finite() && r.y.is_finite() && r.w.is_finite() && r.h.is_finite()) {
            return;
        }
        self.bounds = Some(self.bounds.map_or(r, |b| b.union(&r)));
    }

    /// Opens a group with a class and a `data-name` (escaped).
    pub fn open_group(&mut self, class: &str, name: &str) {
        let _ = writeln!(self.body, r#"<g class="{}" data-name="{}">"#, escape(class), escape(name));
    }

    /// Closes a group.
    pub fn close_group(&mut self) {
        self.body.push_str("</g>\n");
    }

    /// A `<title>` (a tooltip in browsers).
    pub fn title(&mut self, text: &str) {
        let _ = writeln!(self.body, "<title>{}</title>", escape(text));
    }

    /// A rectangle.
    pub fn rect(&mut self, r: Rect, radius: f32, fill: &str, stroke: &str, stroke_w: f32, class: &str) {
        self.grow(r.expand(stroke_w));
        let _ = writeln!(
            self.body,
            r#"<rect class="{class}" x="{}" y="{}" width="{}" height="{}" rx="{}" fill="{fill}" stroke="{stroke}" stroke-width="{}"/>"#,
            n(r.x),
            n(r.y),
            n(r.w),
            n(r.h),
            n(radius),
            n(stroke_w)
        );
    }

    /// A straight line.
    pub fn line(&mut self, a: Point, b: Point, stroke: &str, w: f32) {
        self.grow(Rect::from_points(a, b).expand(w));
        let _ = writeln!(
            self.body,
            r#"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{stroke}" stroke-width="{}"/>"#,
            n(a.x),
            n(a.y),
            n(b.x),
            n(b.y),
            n(w)
        );
    }

    /// A closed polygon.
    pub fn polygon(&mut self, pts: &[Point], fill: &str, stroke: &str, w: f32) {
        let mut s = String::new();
        for p in pts {
            self.grow(Rect::new(p.x, p.y, 0.0, 0.0).expand(w));
            let _ = write!(s, "{},{} ", n(p.x), n(p.y));
        }
        let _ = writeln!(
            self.body,
            r#"<polygon points="{}" fill="{fill}" stroke="{stroke}" stroke-width="{}"/>"#,
            s.trim_end(),
            n(w)
        );
    }

    /// An ellipse inscribed in `r`.
    pub fn ellipse(&mut self, r: Rect, fill: &str, stroke: &str, w: f32) {
        self.grow(r.expand(w));
        let c = r.center();
        let _ = writeln!(
            self.body,
            r#"<ellipse cx="{}" cy="{}" rx="{}" ry="{}" fill="{fill}" stroke="{stroke}" stroke-width="{}"/>"#,
            n(c.x),
            n(c.y),
            n(r.w * 0.5),
            n(r.h * 0.5),
            n(w)
        );
    }

    /// A polyline or curve given as path data over the listed points (the points only widen
    /// the bounding box: pass the curve's control points).
    pub fn path(&mut self, d: &str, pts: &[Point], stroke: &str, w: f32, class: &str) {
        for p in pts {
            self.grow(Rect::new(p.x, p.y, 0.0, 0.0).expand(w));
        }
        let _ = writeln!(
            self.body,
            r#"<path class="{class}" d="{d}" fill="none" stroke="{stroke}" stroke-width="{}"/>"#,
            n(w)
        );
    }

    /// A filled arrow head with its tip at `to`, pointing along `from → to`.
    pub fn arrow_head(&mut self, from: Point, to: Point, color: &str) {
        let (dx, dy) = (to.x - from.x, to.y - from.y);
        let len = (dx * dx + dy * dy).sqrt();
        if !len.is_finite() || len < 1e-3 {
            return;
        }
        let (ux, uy) = (dx / len, dy / len);
        let head = 9.0;
        let back = Point::new(to.x - ux * head, to.y - uy * head);
        let side = Point::new(-uy * head * 0.5, ux * head * 0.5);
        self.polygon(&[to, back.offset(side.x, side.y), back.offset(-side.x, -side.y)], color, "none", 0.0);
    }

    /// One line of text whose vertical centre is at `at.y`.
    pub fn text(&mut self, at: Point, s: &str, style: TextStyle<'_>) {
        let w = width(s, style.size) * if style.bold { 1.08 } else { 1.0 };
        let x0 = match style.anchor {
            Anchor::Start => at.x,
            Anchor::Middle => at.x - w * 0.5,
            Anchor::End => at.x - w,
        };
        self.grow(Rect::new(x0, at.y - style.size * 0.65, w, style.size * 1.3));
        let baseline = at.y + style.size * 0.36;
        let mut extra = String::new();
        if style.bold {
            extra.push_str(r#" font-weight="bold""#);
        }
        if let Some(h) = style.halo {
            let _ = write!(extra, r#" stroke="{h}" stroke-width="3" stroke-linejoin="round" paint-order="stroke""#);
        }
        if style.anchor != Anchor::Start {
            let _ = write!(extra, r#" text-anchor="{}""#, style.anchor.attr());
        }
        let _ = writeln!(
            self.body,
            r#"<text x="{}" y="{}" font-size="{}" fill="{}"{extra}>{}</text>"#,
            n(at.x),
            n(baseline),
            n(style.size),
            style.color,
            escape(s)
        );
        // Drawn rather than `text-decoration`, which fallback fonts (CJK) may not honour.
        if style.underline && w > 0.0 {
            let y = baseline + style.size * 0.14;
            self.line(Point::new(x0, y), Point::new(x0 + w, y), style.color, (style.size / 13.0).max(0.8));
        }
    }

    /// The finished document: a background, a title line above the drawing, and a
    /// `viewBox` fitting everything with a margin. An empty picture says so.
    pub fn finish(mut self, theme: &Theme, heading: &str, subheading: &str) -> String {
        let top = self.bounds.map_or(0.0, |b| b.y);
        let left = self.bounds.map_or(0.0, |b| b.x);
        if self.bounds.is_none() {
            self.text(Point::new(0.0, 40.0), "(empty)", TextStyle::new(14.0, theme.weak));
        }
        let mut head = Svg::new();
        head.text(Point::new(left, top - 52.0), heading, TextStyle::new(18.0, theme.text).bold());
        if !subheading.is_empty() {
            head.text(Point::new(left, top - 28.0), subheading, TextStyle::new(13.0, theme.weak));
        }
        let b = match (self.bounds, head.bounds) {
            (Some(a), Some(h)) => a.union(&h),
            (a, h) => a.or(h).unwrap_or_default(),
        };
        let b = b.expand(24.0);
        let mut out = String::with_capacity(self.body.len() + head.body.len() + 1024);
        let _ = writeln!(
            out,
            r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="{} {} {} {}" width="{}" height="{}">"#,
            n(b.x),
            n(b.y),
            n(b.w),
            n(b.h),
            n(b.w),
            n(b.h)
        );
        let _ = writeln!(out, "<title>{}</title>", escape(heading));
        let _ = writeln!(
            out,
            r#"<rect class="background" x="{}" y="{}" width="{}" height="{}" fill="{}"/>"#,
            n(b.x),
            n(b.y),
            n(b.w),
            n(b.h),
            theme.background
        );
        let _ = writeln!(out, r#"<g font-family="{}" font-size="13">"#, escape(FONT_FAMILY));
        out.push_str(&head.body);
        out.push_str(&self.body);
        out.push_str("</g>\n</svg>\n");
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_short_and_finite() {
        assert_eq!(n(1.0), "1");
        assert_eq!(n(1.25), "1.3");
        assert_eq!(n(f32::NAN), "0");
        assert_eq!(n(-3.0), "-3");
    }

    #[test]
    fn view_box_covers_the_drawing() {
        let mut s = Svg::new();
        s.rect(Rect::new(100.0, 200.0, 50.0, 20.0), 0.0, "#fff", "#000", 1.0, "t");
        let doc = s.finish(&Theme::light(), "T", "");
        let b = doc.split("viewBox=\"").nth(1).and_then(|s| s.split('"').next()).unwrap_or_default();
        let v: Vec<f32> = b.split(' ').filter_map(|x| x.parse().ok()).collect();
        assert_eq!(v.len(), 4);
        assert!(v[0] <= 99.0 && v[1] <= 199.0 && v[0] + v[2] >= 151.0 && v[1] + v[3] >= 221.0, "{v:?}");
    }
}

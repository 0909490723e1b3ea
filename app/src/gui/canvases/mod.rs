//! The four diagrams on pan/zoom canvases (`egui::Scene`): the ER diagram (`conceptual`, with
//! its geometry in `chen`), the workflow (`workflow`), and the Chebotko diagram of the Logical
//! and Physical tabs (`chebotko`). This module holds what they share: view state, fit to view,
//! pointer position in canvas coordinates, culling, arrows, text by level of detail.

pub mod chebotko;
pub mod chen;
pub mod conceptual;
pub mod workflow;
pub mod workflow_node;

use egui::{Color32, Pos2, Rect, Stroke, Vec2, vec2};

/// The visible part of a canvas, kept between frames.
#[derive(Clone, Debug)]
pub struct CanvasView {
    /// The canvas rectangle shown (egui's Scene letterboxes it into the panel).
    pub scene_rect: Rect,
    /// Fit everything into view on the next frame.
    pub fit_pending: bool,
    /// Zoom to 100 % around the middle of the view on the next frame.
    pub actual_size_pending: bool,
    /// Show this part of the canvas on the next frame (zoom to selection).
    pub focus_pending: Option<Rect>,
    /// The panel area the scene was last shown in.
    shown_in: Rect,
}

impl Default for CanvasView {
    fn default() -> Self {
        Self { scene_rect: Rect::ZERO, fit_pending: true, actual_size_pending: false, focus_pending: None, shown_in: Rect::NOTHING }
    }
}

/// The smallest zoom "Fit to view" goes to: names (13–15 pt on the canvases) stay at least
/// 12 px high; a larger diagram is shown from its top-left corner and scrolled instead.
pub const MIN_FIT_ZOOM: f32 = 0.9;

/// One step of the zoom buttons and of Ctrl + / Ctrl −.
pub const ZOOM_STEP: f32 = 1.25;

/// The zoom range of the canvases.
pub const ZOOM_RANGE: std::ops::RangeInclusive<f32> = 0.05..=3.0;

impl CanvasView {
    /// Shows `add_contents` on a pan/zoom scene; `bounds` is the extent of the content
    /// (used by fit to view). Ctrl + / Ctrl − / Ctrl 0 zoom the canvas (not the interface),
    /// and a zoom bar (−, %, +, Fit, 100 %) sits in the canvas's bottom-right corner.
    pub fn show<R>(&mut self, ui: &mut egui::Ui, bounds: Rect, add_contents: impl FnOnce(&mut egui::Ui) -> R) -> egui::InnerResponse<R> {
        // Keep the scene inside the panel even if something above it grew wider.
        let rect = ui.available_rect_before_wrap().intersect(ui.clip_rect());
        if self.fit_pending || !self.scene_rect.is_finite() || self.scene_rect.area() <= 0.0 {
            self.scene_rect = legible_fit(bounds, rect);
            self.fit_pending = false;
        }
        if let Some(focus) = self.focus_pending.take()
            && rect.is_positive()
        {
            self.scene_rect = focus_rect(focus, rect);
        }
        if std::mem::take(&mut self.actual_size_pending) && rect.is_positive() {
            // The scene shows `scene_rect` letterboxed into `rect`: the same size is 100 %.
            self.scene_rect = Rect::from_center_size(self.scene_rect.center(), rect.size());
        }
        if let Some(factor) = keyboard_zoom(ui) {
            self.zoom_by(factor, rect);
        }
        self.shown_in = rect;
        let scene_rect = &mut self.scene_rect;
        let inner = ui
            .scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
                ui.set_clip_rect(rect);
                egui::Scene::new().zoom_range(ZOOM_RANGE).max_inner_size(vec2(100_000.0, 100_000.0)).show(ui, scene_rect, add_contents)
            })
            .inner;
        self.zoom_bar(ui, rect, bounds);
        inner
    }

    /// Zooms by `factor` around the middle of the view, within the canvases' zoom range.
    pub fn zoom_by(&mut self, factor: f32, shown_in: Rect) {
        let current = self.zoom_in(shown_in).unwrap_or(1.0);
        let target = (current * factor).clamp(*ZOOM_RANGE.start(), *ZOOM_RANGE.end());
        if shown_in.is_positive() && target.is_finite() && target > 0.0 {
            self.scene_rect = Rect::from_center_size(self.scene_rect.center(), shown_in.size() / target);
        }
    }

    /// The zoom factor of the last frame (1.0 is 100 %), once the canvas was shown.
    pub fn zoom(&self) -> Option<f32> {
        self.zoom_in(self.shown_in)
    }

    fn zoom_in(&self, shown_in: Rect) -> Option<f32> {
        let (view, scene) = (shown_in.size(), self.scene_rect.size());
        (shown_in.is_positive() && self.scene_rect.is_positive()).then(|| (view.x / scene.x).min(view.y / scene.y))
    }

    /// The zoom buttons in the canvas's bottom-right corner, applied to this view.
    fn zoom_bar(&mut self, ui: &mut egui::Ui, rect: Rect, bounds: Rect) {
        match zoom_bar_ui(ui, "zoom-bar", rect, self.zoom_in(rect)) {
            Some(ZoomButton::Out) => self.zoom_by(1.0 / ZOOM_STEP, rect),
            Some(ZoomButton::In) => self.zoom_by(ZOOM_STEP, rect),
            Some(ZoomButton::Fit) => self.scene_rect = legible_fit(bounds, rect),
            Some(ZoomButton::ActualSize) => self.scene_rect = Rect::from_center_size(self.scene_rect.center(), rect.size()),
            None => {}
        }
    }
}

/// A button of the zoom bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ZoomButton {
    /// − (one [`ZOOM_STEP`] out).
    Out,
    /// + (one [`ZOOM_STEP`] in).
    In,
    /// Fit to view.
    Fit,
    /// 100 %.
    ActualSize,
}

/// The zoom bar every canvas shows in its bottom-right corner (−, the zoom in %, +, Fit to
/// view, 100 %); the button clicked, which the canvas applies to its own view.
pub fn zoom_bar_ui(ui: &egui::Ui, id_salt: &str, rect: Rect, zoom: Option<f32>) -> Option<ZoomButton> {
    let s = crate::gui::i18n::tr();
    let c = crate::gui::construct_strings::tr();
    let mut clicked = None;
    egui::Area::new(ui.id().with(id_salt))
        .order(egui::Order::Foreground)
        .fixed_pos(rect.right_bottom() - vec2(8.0, 8.0))
        .pivot(egui::Align2::RIGHT_BOTTOM)
        .constrain_to(rect)
        .show(ui.ctx(), |ui| {
            egui::Frame::popup(ui.style()).inner_margin(4.0).show(ui, |ui| {
                ui.horizontal(|ui| {
                    if ui.small_button("−").on_hover_text(c.zoom_out).clicked() {
                        clicked = Some(ZoomButton::Out);
                    }
                    let percent = zoom.map_or_else(String::new, |z| format!("{:.0} %", z * 100.0));
                    ui.label(percent).on_hover_text(c.zoom_level);
                    if ui.small_button("+").on_hover_text(c.zoom_in).clicked() {
                        clicked = Some(ZoomButton::In);
                    }
                    if ui.small_button(s.cmd_fit_to_view).on_hover_text(s.tip_fit_to_view).clicked() {
                        clicked = Some(ZoomButton::Fit);
                    }
                    if ui.small_button("100 %").on_hover_text(s.tip_actual_size).clicked() {
                        clicked = Some(ZoomButton::ActualSize);
                    }
                });
            });
        });
    clicked
}

/// Ctrl + (or =), Ctrl −, Ctrl 0 as a zoom factor for the canvas, consumed so that egui does
/// not scale the whole interface with them.
pub fn keyboard_zoom(ui: &egui::Ui) -> Option<f32> {
    use egui::{Key, Modifiers};
    ui.input_mut(|i| {
        if i.consume_key(Modifiers::COMMAND, Key::Plus) || i.consume_key(Modifiers::COMMAND, Key::Equals) {
            Some(ZOOM_STEP)
        } else if i.consume_key(Modifiers::COMMAND, Key::Minus) {
            Some(1.0 / ZOOM_STEP)
        } else {
            None
        }
    })
}

/// What "Fit to view" shows of content spanning `bounds` in a panel `shown_in`: all of it
/// when that keeps names legible ([`MIN_FIT_ZOOM`]), else as much as fits at that zoom from
/// the top-left corner.
pub fn legible_fit(bounds: Rect, shown_in: Rect) -> Rect {
    let all = fit_rect(bounds);
    if !shown_in.is_positive() {
        return all;
    }
    let zoom = (shown_in.width() / all.width()).min(shown_in.height() / all.height());
    if zoom >= MIN_FIT_ZOOM {
        return all;
    }
    Rect::from_min_size(all.min, shown_in.size() / MIN_FIT_ZOOM)
}

/// What zoom to selection shows of a selection spanning `bounds` in a panel `shown_in`: the
/// selection in the middle, at 100 % or less, and never below the legible zoom.
pub fn focus_rect(bounds: Rect, shown_in: Rect) -> Rect {
    let all = fit_rect(bounds);
    let zoom = (shown_in.width() / all.width()).min(shown_in.height() / all.height()).clamp(MIN_FIT_ZOOM, 1.0);
    Rect::from_center_size(all.center(), shown_in.size() / zoom)
}

/// The rectangle to show for content spanning `bounds`: with a margin, never degenerate.
pub fn fit_rect(bounds: Rect) -> Rect {
    if !bounds.is_finite() || bounds.is_negative() || bounds.area() <= 0.0 {
        return Rect::from_min_size(Pos2::ZERO, vec2(800.0, 600.0));
    }
    let margin = (bounds.width().max(bounds.height()) * 0.04).clamp(24.0, 80.0);
    bounds.expand(margin)
}

/// The union of rectangles (`Rect::NOTHING` when empty).
pub fn union(rects: impl Iterator<Item = Rect>) -> Rect {
    rects.fold(Rect::NOTHING, |a, b| a.union(b))
}

/// Where the pointer is, in the coordinates of `ui`'s (transformed) layer.
pub fn pointer_in_layer(ui: &egui::Ui) -> Option<Pos2> {
    let pos = ui.ctx().input(|i| i.pointer.latest_pos())?;
    Some(match ui.ctx().layer_transform_from_global(ui.layer_id()) {
        Some(t) => t * pos,
        None => pos,
    })
}

/// `true` when `rect` is at least partly inside the visible area (culling).
pub fn visible(ui: &egui::Ui, rect: Rect) -> bool {
    ui.clip_rect().intersects(rect)
}

/// Screen pixels per canvas point on `ui`'s layer: the canvas zoom times the display's
/// pixel density. Drawing uses it for level of detail.
pub fn screen_scale(ui: &egui::Ui) -> f32 {
    let zoom = ui.ctx().layer_transform_to_global(ui.layer_id()).map_or(1.0, |t| t.scaling);
    zoom * ui.ctx().pixels_per_point()
}

/// Canvas text smaller than this on screen (pixels of font size) cannot be read; it is drawn
/// as a faint bar of its width ("greeked"), which keeps the diagram's look at a fraction
/// of the cost when a large diagram is fitted into the window.
pub const READABLE_PX: f32 = 4.5;

/// Draws `text` anchored at `pos` on a canvas whose [`screen_scale`] is `scale`, greeked when
/// too small to read; returns the rectangle it covers.
pub fn text(painter: &egui::Painter, scale: f32, pos: Pos2, align: egui::Align2, text: &str, font: egui::FontId, color: Color32) -> Rect {
    if font.size * scale >= READABLE_PX {
        return painter.text(pos, align, text, font, color);
    }
    // Roughly the laid-out width: CJK characters are square, Latin ones about half as wide.
    let width: f32 = text.chars().map(|c| if c.is_ascii() { 0.55 } else { 1.0 }).sum::<f32>() * font.size;
    let rect = align.anchor_size(pos, vec2(width, font.size));
    painter.rect_filled(Rect::from_center_size(rect.center(), vec2(width, font.size * 0.4)), 0.0, color.gamma_multiply(0.35));
    rect
}

/// An ellipse (attribute oval) as one shape, filled and outlined, with as many corners as
/// its size on screen needs (egui's own ellipse has at least 32 and computes each with
/// `powf`, which dominated a frame of a fitted 200-entity diagram).
pub fn oval(center: Pos2, radius: Vec2, scale: f32, fill: Color32, stroke: Stroke) -> egui::Shape {
    let on_screen = radius.max_elem() * scale;
    // About one corner per 3 pixels of circumference, 12 to 64.
    let n = ((std::f32::consts::TAU * on_screen / 3.0) as usize).clamp(12, 64);
    let (sin, cos) = (std::f32::consts::TAU / n as f32).sin_cos();
    let (mut x, mut y) = (1.0_f32, 0.0_f32);
    let points = (0..n)
        .map(|_| {
            let p = center + vec2(x * radius.x, y * radius.y);
            (x, y) = (x * cos - y * sin, x * sin + y * cos);
            p
        })
        .collect();
    egui::Shape::convex_polygon(points, fill, stroke)
}

/// Draws an arrow from `from` to `to` with a filled head.
pub fn arrow(painter: &egui::Painter, from: Pos2, to: Pos2, stroke: Stroke) {
    let dir = (to - from).normalized();
    if !dir.is_finite() || dir == Vec2::ZERO {
        return;
    }
    let head = 9.0;
    let back = to - dir * head;
    let side = dir.rot90() * (head * 0.5);
    painter.line_segment([from, back], stroke);
    painter.add(egui::Shape::convex_polygon(vec![to, back + side, back - side], stroke.color, Stroke::NONE));
}

/// Draws a cubic curve from `from` to `to` leaving and entering horizontally, with an
/// arrow head at `to`.
pub fn curved_arrow(painter: &egui::Painter, from: Pos2, to: Pos2, stroke: Stroke) {
    let dx = ((to.x - from.x).abs() * 0.5).max(40.0);
    let c1 = from + vec2(dx, 0.0);
    let c2 = to - vec2(dx, 0.0);
    let curve = egui::epaint::CubicBezierShape::from_points_stroke([from, c1, c2, to - vec2(8.0, 0.0)], false, Color32::TRANSPARENT, stroke);
    painter.add(curve);
    arrow(painter, to - vec2(9.0, 0.0), to, stroke);
}

/// Model coordinates from a point.
pub fn from_pos2(p: Pos2) -> model_core::project::Pos {
    model_core::project::Pos::new(p.x, p.y)
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::pos2;

    fn corners(shape: &egui::Shape) -> &[Pos2] {
        match shape {
            egui::Shape::Path(p) => &p.points,
            other => panic!("an oval is one path, not {other:?}"),
        }
    }

    #[test]
    fn an_oval_has_corners_on_its_ellipse_as_many_as_its_size_on_screen_needs() {
        let (c, r) = (pos2(100.0, 50.0), vec2(40.0, 15.0));
        let fitted = oval(c, r, 0.1, Color32::WHITE, Stroke::new(1.0, Color32::BLACK));
        let zoomed = oval(c, r, 3.0, Color32::WHITE, Stroke::new(1.0, Color32::BLACK));
        assert_eq!(corners(&fitted).len(), 12, "tiny on screen: the fewest corners");
        assert_eq!(corners(&zoomed).len(), 64, "large on screen: the most");
        for p in corners(&zoomed) {
            let d = ((p.x - c.x) / r.x).powi(2) + ((p.y - c.y) / r.y).powi(2);
            assert!((d - 1.0).abs() < 1e-3, "{p:?} is off the ellipse ({d})");
        }
    }

    #[test]
    fn text_too_small_to_read_is_a_bar_of_about_its_width() {
        let ctx = egui::Context::default();
        let painter = egui::Painter::new(ctx, egui::LayerId::background(), Rect::EVERYTHING);
        let font = egui::FontId::proportional(12.0);
        let bar = text(&painter, 0.2, pos2(0.0, 0.0), egui::Align2::LEFT_TOP, "name", font.clone(), Color32::WHITE);
        assert_eq!(bar.height(), 12.0);
        assert!((bar.width() - 4.0 * 0.55 * 12.0).abs() < 0.01, "{bar:?}");
        let cjk = text(&painter, 0.2, pos2(0.0, 0.0), egui::Align2::LEFT_TOP, "学生", font, Color32::WHITE);
        assert!((cjk.width() - 24.0).abs() < 0.01, "CJK characters are square: {cjk:?}");
    }
}

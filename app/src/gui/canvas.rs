//! Shared pieces of the pan/zoom canvases (`egui::Scene`): view state, fit to view,
//! pointer position in canvas coordinates, culling, arrows.

use egui::{Color32, Pos2, Rect, Stroke, Vec2, pos2, vec2};

/// The visible part of a canvas, kept between frames.
#[derive(Clone, Debug)]
pub struct CanvasView {
    /// The canvas rectangle shown (egui's Scene letterboxes it into the panel).
    pub scene_rect: Rect,
    /// Fit everything into view on the next frame.
    pub fit_pending: bool,
}

impl Default for CanvasView {
    fn default() -> Self {
        Self { scene_rect: Rect::ZERO, fit_pending: true }
    }
}

impl CanvasView {
    /// Shows `add_contents` on a pan/zoom scene; `bounds` is the extent of the content
    /// (used by fit to view).
    pub fn show<R>(
        &mut self,
        ui: &mut egui::Ui,
        bounds: Rect,
        add_contents: impl FnOnce(&mut egui::Ui) -> R,
    ) -> egui::InnerResponse<R> {
        if self.fit_pending || !self.scene_rect.is_finite() || self.scene_rect.area() <= 0.0 {
            self.scene_rect = fit_rect(bounds);
            self.fit_pending = false;
        }
        // Keep the scene inside the panel even if something above it grew wider.
        let rect = ui.available_rect_before_wrap().intersect(ui.clip_rect());
        let scene_rect = &mut self.scene_rect;
        ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
            ui.set_clip_rect(rect);
            egui::Scene::new().zoom_range(0.05..=3.0).max_inner_size(vec2(100_000.0, 100_000.0)).show(ui, scene_rect, add_contents)
        })
        .inner
    }
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

/// The point where the segment from the centre of `rect` towards `toward` leaves `rect`.
pub fn rect_exit(rect: Rect, toward: Pos2) -> Pos2 {
    let c = rect.center();
    let d = toward - c;
    if d.x.abs() < f32::EPSILON && d.y.abs() < f32::EPSILON {
        return c;
    }
    let tx = if d.x.abs() > f32::EPSILON { (rect.width() * 0.5) / d.x.abs() } else { f32::INFINITY };
    let ty = if d.y.abs() > f32::EPSILON { (rect.height() * 0.5) / d.y.abs() } else { f32::INFINITY };
    c + d * tx.min(ty).min(1.0)
}

/// A point from model coordinates.
pub fn to_pos2(p: model_core::project::Pos) -> Pos2 {
    pos2(p.x, p.y)
}

/// Model coordinates from a point.
pub fn from_pos2(p: Pos2) -> model_core::project::Pos {
    model_core::project::Pos::new(p.x, p.y)
}

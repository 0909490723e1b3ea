//! A marker at the edge of a canvas pointing to a shape out of view: step mode's new table
//! (or any one table selected) after the user panned away from it. It shows the shape's name
//! beside an arrowhead aimed at it; a click brings the shape back into view.
//!
//! It is drawn inside the scene, in canvas coordinates sized for the screen, so it sits
//! above the diagram and takes clicks like the diagram's shapes.

use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Stroke, Vec2, vec2};

/// Screen pixels between the marker and the canvas's edge.
const MARGIN_PX: f32 = 10.0;
/// The marker's text size on screen.
const TEXT_PX: f32 = 13.0;
/// The marker's height on screen.
const HEIGHT_PX: f32 = 24.0;

/// Where, on the edge of `visible` (canvas coordinates) pulled in by `margin`, the way from
/// its centre to `target`'s centre leaves it; `None` when any of `target` is in view.
pub fn edge_point(visible: Rect, target: Rect, margin: f32) -> Option<Pos2> {
    if !visible.is_positive() || !target.is_finite() || visible.intersects(target) {
        return None;
    }
    let inner = visible.shrink(margin);
    let (c, d) = (inner.center(), target.center() - inner.center());
    let half = inner.size() / 2.0;
    // The ray from the centre meets the edge where its first coordinate runs out.
    let reach = |h: f32, d: f32| if d.abs() < f32::EPSILON { f32::INFINITY } else { h / d.abs() };
    let s = reach(half.x, d.x).min(reach(half.y, d.y));
    s.is_finite().then(|| c + d * s)
}

/// Draws the marker for `target` named `label` when it is out of `visible` (both canvas
/// coordinates, `zoom` screen points to one canvas unit); `true` when it was clicked.
pub fn show(ui: &mut egui::Ui, visible: Rect, zoom: f32, target: Rect, label: &str) -> bool {
    if zoom <= 0.0 {
        return false;
    }
    let unit = 1.0 / zoom;
    let Some(at) = edge_point(visible, target, MARGIN_PX * unit) else { return false };
    let painter = ui.painter().clone();
    let scale = super::screen_scale(ui);
    let font = FontId::proportional(TEXT_PX * unit);
    let visuals = ui.visuals().clone();
    let (fill, stroke) = (visuals.selection.bg_fill, visuals.selection.stroke);
    let text_color = visuals.strong_text_color();
    let width = painter.layout_no_wrap(label.to_owned(), font.clone(), text_color).size().x + 40.0 * unit;
    let size = vec2(width, HEIGHT_PX * unit);
    // The pill against the edge it points through, wholly inside the view.
    let inner = visible.shrink(MARGIN_PX * unit);
    let dir = (target.center() - at).normalized();
    let centre = at - vec2(dir.x * size.x, dir.y * size.y) / 2.0;
    let pill = keep_inside(Rect::from_center_size(centre, size), inner);
    let resp = ui.interact(pill, ui.id().with(("edge-marker", label)), Sense::click());
    resp.widget_info(|| {
        egui::WidgetInfo::labeled(egui::WidgetType::Button, true, crate::tr!("gui-a11y-out-of-view", name = label))
    });
    let resp = resp.on_hover_text(crate::tr!("gui-tip-out-of-view", name = label));
    painter.rect(
        pill,
        HEIGHT_PX * unit / 2.0,
        fill,
        Stroke::new(stroke.width * unit, stroke.color),
        egui::StrokeKind::Inside,
    );
    // The arrowhead at the end of the pill on the shape's side, turned toward it; the name
    // beside it.
    let side = if dir.x < 0.0 { -1.0 } else { 1.0 };
    let head = pill.center() + vec2(side * (pill.width() / 2.0 - 15.0 * unit), 0.0);
    arrow(&painter, head, dir, 16.0 * unit, stroke.color);
    let text_at = pill.center() - vec2(side * 11.0 * unit, 0.0);
    super::text(&painter, scale, text_at, Align2::CENTER_CENTER, label, font, text_color);
    resp.clicked()
}

/// `r` moved, not resized, to lie inside `bounds` (its top-left corner kept when too big).
fn keep_inside(r: Rect, bounds: Rect) -> Rect {
    let dx = (bounds.max.x - r.max.x).min(0.0) + (bounds.min.x - r.min.x).max(0.0);
    let dy = (bounds.max.y - r.max.y).min(0.0) + (bounds.min.y - r.min.y).max(0.0);
    r.translate(vec2(dx, dy))
}

/// An arrow `length` long centred on `centre`, pointing along `dir` (unit length): a shaft
/// and a narrow head, so its way reads at a glance whatever the angle.
fn arrow(painter: &egui::Painter, centre: Pos2, dir: Vec2, length: f32, color: Color32) {
    let (tip, tail) = (centre + dir * (length / 2.0), centre - dir * (length / 2.0));
    let back = tip - dir * (length * 0.55);
    let side = dir.rot90() * (length * 0.3);
    painter.line_segment([tail, back], Stroke::new(length / 8.0, color));
    painter.add(egui::Shape::convex_polygon(vec![tip, back + side, back - side], color, Stroke::NONE));
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::pos2;

    fn view() -> Rect {
        Rect::from_min_size(pos2(0.0, 0.0), vec2(400.0, 200.0))
    }

    #[test]
    fn a_shape_in_view_or_touching_it_gets_no_marker() {
        let inside = Rect::from_min_size(pos2(10.0, 10.0), vec2(50.0, 20.0));
        let half_in = Rect::from_min_size(pos2(380.0, 10.0), vec2(50.0, 20.0));
        assert_eq!(edge_point(view(), inside, 10.0), None);
        assert_eq!(edge_point(view(), half_in, 10.0), None);
    }

    #[test]
    fn the_marker_is_on_the_edge_the_way_to_the_shape_leaves() {
        // Far right, level with the centre: the middle of the right edge.
        let right = Rect::from_center_size(pos2(2000.0, 100.0), vec2(40.0, 20.0));
        assert_eq!(edge_point(view(), right, 10.0), Some(pos2(390.0, 100.0)));
        // Below and to the left: on the bottom edge, on the line to the shape.
        let below = Rect::from_center_size(pos2(100.0, 700.0), vec2(40.0, 20.0));
        let p = edge_point(view(), below, 10.0).expect("a marker");
        assert!((p.y - 190.0).abs() < 1e-3, "{p:?}");
        let on_line = pos2(200.0, 100.0).lerp(pos2(100.0, 700.0), (190.0 - 100.0) / 600.0);
        assert!((p.x - on_line.x).abs() < 1e-3, "{p:?} vs {on_line:?}");
    }

    #[test]
    fn the_pill_is_moved_inside_the_view() {
        let pill = Rect::from_center_size(pos2(395.0, 195.0), vec2(100.0, 24.0));
        let kept = keep_inside(pill, view());
        assert!(view().contains_rect(kept), "{kept:?}");
        assert_eq!(kept.size(), pill.size());
    }
}

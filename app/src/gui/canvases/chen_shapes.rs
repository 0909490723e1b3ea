//! How the ER diagram's shapes are painted on the Conceptual tab: entity boxes, relationship
//! diamonds and attribute ovals (doubled where Chen's notation says), names underlined as
//! keys, partial keys or alternate keys.

use super::chen::{ATTR_SIZE, NAME_SIZE, NodeKind};
use super::geometry::to_rect;
use super::oval;
use egui::{Align2, Color32, FontId, Pos2, Rect, Shape, Stroke, vec2};
use model_core::render::{ChenNode, Underline};

/// The colours a frame draws with, from the theme, and the screen scale (level of detail).
pub struct Pens {
    /// Names and outlines.
    pub text: Color32,
    /// Inside the shapes.
    pub fill: Color32,
    /// The selection.
    pub sel: Color32,
    /// Attribute lines.
    pub weak: Color32,
    /// Screen pixels per canvas point.
    pub scale: f32,
}

impl Pens {
    /// The pens of `ui`'s theme and scale.
    pub fn of(ui: &egui::Ui) -> Self {
        let v = ui.visuals();
        Self {
            text: v.text_color(),
            fill: v.extreme_bg_color,
            sel: v.selection.stroke.color,
            weak: v.weak_text_color(),
            scale: super::screen_scale(ui),
        }
    }
}

/// One node's shape (box, diamond or oval, doubled where the notation says) and its name,
/// underlined as a key, partial key or alternate key (`underline`, the layout's
/// [`model_core::render::ChenLayout::underline`]).
pub fn shape(painter: &egui::Painter, n: &ChenNode, underline: Underline, stroke: Stroke, pens: &Pens) {
    let rect = to_rect(n.rect);
    let size = match n.kind {
        NodeKind::Entity | NodeKind::Relationship => NAME_SIZE,
        NodeKind::Attribute => ATTR_SIZE,
        NodeKind::Field => ATTR_SIZE - 1.0,
    };
    match n.kind {
        NodeKind::Entity => {
            painter.rect(rect, 2.0, pens.fill, stroke, egui::StrokeKind::Inside);
            if n.double {
                painter.rect_stroke(rect.shrink(4.0), 1.0, stroke, egui::StrokeKind::Inside);
            }
        }
        NodeKind::Relationship => {
            painter.add(Shape::convex_polygon(diamond(rect), pens.fill, stroke));
            if n.double {
                painter.add(Shape::closed_line(diamond(rect.shrink2(vec2(9.0, 6.0))), stroke));
            }
        }
        NodeKind::Attribute | NodeKind::Field => {
            let r = rect.size() * 0.5;
            painter.add(oval(rect.center(), r, pens.scale, pens.fill, stroke));
            if n.double {
                painter.add(oval(rect.center(), r - vec2(4.0, 4.0), pens.scale, Color32::TRANSPARENT, stroke));
            }
        }
    }
    let text_rect = super::text(
        painter,
        pens.scale,
        rect.center(),
        Align2::CENTER_CENTER,
        &n.label,
        FontId::proportional(size),
        pens.text,
    );
    let line = [text_rect.left_bottom() + vec2(0.0, 1.0), text_rect.right_bottom() + vec2(0.0, 1.0)];
    let stroke = Stroke::new(1.2, pens.text);
    match underline {
        Underline::Solid => {
            painter.line_segment(line, stroke);
        }
        Underline::Dashed | Underline::Dotted => {
            let (dash, gap) = if underline == Underline::Dashed {
                model_core::render::PARTIAL_KEY_DASH
            } else {
                model_core::render::ALTERNATE_KEY_DASH
            };
            painter.extend(Shape::dashed_line(&line, stroke, dash, gap));
        }
        Underline::None => {}
    }
}

/// The corners of the diamond inscribed in `r`.
pub fn diamond(r: Rect) -> Vec<Pos2> {
    vec![r.center_top(), r.right_center(), r.center_bottom(), r.left_center()]
}

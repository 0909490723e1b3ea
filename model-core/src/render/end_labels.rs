//! The labels at the ends of an ER diagram's relationship lines: the cardinality (1, n, m)
//! just outside the entity, kept a few pixels off it, and the role the entity plays, beside
//! it and clear of the entity, its line and the cardinalities. One rule for the window's
//! canvas and the exported picture.

use super::geom::{Point, Rect, rect_exit, segment_hits_rect};

/// The line of an end `offset` beside the line from the relationship's centre to the
/// entity's (`ChenEdge::offset`): its two ends.
pub fn end_line(relationship: Point, entity: Point, offset: f32) -> (Point, Point) {
    let (dx, dy) = (relationship.x - entity.x, relationship.y - entity.y);
    let len = (dx * dx + dy * dy).sqrt();
    if offset == 0.0 || !len.is_finite() || len < 1e-3 {
        return (relationship, entity);
    }
    let (nx, ny) = (-dy / len * offset, dx / len * offset);
    (relationship.offset(nx, ny), entity.offset(nx, ny))
}

/// The entity's rectangle and the point its end's line goes to, moved `offset` beside the
/// line joining the centres, as [`end_line`] draws it.
fn beside(entity: &Rect, toward: Point, offset: f32) -> (Rect, Point) {
    let (to, from) = end_line(toward, entity.center(), offset);
    let c = entity.center();
    (Rect::new(entity.x + from.x - c.x, entity.y + from.y - c.y, entity.w, entity.h), to)
}

/// Where an end's cardinality goes: just outside the entity, beside its line (on the side
/// away from the other line of a relationship of an entity with itself).
/// A cardinality's box (the window's click target, 18 × 18) stays this far off its entity.
pub fn cardinality_pos(entity: &Rect, toward: Point, offset: f32) -> Point {
    let (moved, toward) = beside(entity, toward, offset);
    let across = if offset < 0.0 { -10.0 } else { 10.0 };
    // 14 past the edge, further along the line while its box would touch the entity (a line
    // leaving a corner at a shallow angle put the letter on the edge).
    (0..40)
        .map(|k| beside_line(&moved, toward, 14.0 + k as f32, across))
        .find(|p| !cardinality_box(*p).intersects(&entity.expand(CARD_GAP)))
        .unwrap_or_else(|| beside_line(&moved, toward, 14.0, across))
}

/// The least gap between a cardinality's box and its entity.
pub const CARD_GAP: f32 = 3.0;

/// The box of a cardinality drawn at `at`: its letter and the window's click target.
pub fn cardinality_box(at: Point) -> Rect {
    Rect::centered(at, 18.0, 18.0)
}

/// The point `along` past where the line from the entity's centre towards `toward` leaves it,
/// and `across` to the line's left (negative: its right).
fn beside_line(entity: &Rect, toward: Point, along: f32, across: f32) -> Point {
    let exit = rect_exit(entity, toward);
    let c = entity.center();
    let (dx, dy) = (toward.x - c.x, toward.y - c.y);
    let len = (dx * dx + dy * dy).sqrt();
    if !len.is_finite() || len < 1e-3 {
        return exit;
    }
    let (ux, uy) = (dx / len, dy / len);
    exit.offset(ux * along - uy * across, uy * along + ux * across)
}

/// Where the role at an end goes: beside the entity, further out than the cardinality and on
/// the other side of the line; each end of a relationship of an entity with itself has its
/// role on the outer side of its own line (`ChenEdge::offset`).
pub fn role_pos(entity: &Rect, toward: Point, offset: f32) -> Point {
    let (entity, toward) = beside(entity, toward, offset);
    beside_line(&entity, toward, 26.0, if offset > 0.0 { 40.0 } else { -40.0 })
}

/// Where a role `w` wide and `h` high is written (its centre): at [`role_pos`], or, when its
/// box would touch the entity, its end's line, or a cardinality of the entity's ends to this
/// relationship (both ends' of a relationship of an entity with itself, `offset` ≠ 0), the
/// nearest place further out and further along where it touches none.
pub fn role_at(entity: &Rect, toward: Point, offset: f32, w: f32, h: f32) -> Point {
    let (moved, toward_moved) = beside(entity, toward, offset);
    let side = if offset > 0.0 { 1.0 } else { -1.0 };
    let offsets: &[f32] = if offset == 0.0 { &[0.0] } else { &[offset, -offset] };
    let lines: Vec<(Point, Point)> = offsets.iter().map(|o| end_line(toward, entity.center(), *o)).collect();
    let cards: Vec<Rect> = offsets.iter().map(|o| cardinality_box(cardinality_pos(entity, toward, *o))).collect();
    let clear = |p: Point| {
        let b = Rect::centered(p, w, h).expand(2.0);
        !b.intersects(entity)
            && !cards.iter().any(|c| c.intersects(&b))
            && !lines.iter().any(|(a, q)| segment_hits_rect(*a, *q, &b))
    };
    (0..40)
        .flat_map(|ring| (0..=ring).map(move |j| (ring - j, j)))
        .map(|(i, j)| beside_line(&moved, toward_moved, 26.0 + 6.0 * j as f32, side * (40.0 + 4.0 * i as f32)))
        .find(|p| clear(*p))
        .unwrap_or_else(|| role_pos(entity, toward, offset))
}

//! The partition badge the window draws above a Chebotko table box (values and bytes per
//! partition in its severity's colour): where it goes and its colours, decided here so the
//! diagram's arrows keep clear of it and its text reads at 4.5:1 at least in both themes.

use super::Theme;
use super::geom::Rect;
use crate::diagnostic::Severity;

/// Font size of a badge's text.
pub const BADGE_SIZE: f32 = 11.5;
/// Height of a badge (its text and 2 px above and below).
pub const BADGE_H: f32 = 18.0;
/// Gap between a badge and the top of its table.
pub const BADGE_GAP: f32 = 3.0;
/// The band above every table box that arrows do not cross: the badge and its gap, and
/// 3 px more.
pub const BADGE_ROOM: f32 = BADGE_H + BADGE_GAP + 3.0;

/// The box of a `w` × `h` badge of the table drawn at `table`: right-aligned just above it,
/// or, wider than the table, from its left edge on (arrows arrive at a table's left edge).
pub fn badge_rect(table: Rect, w: f32, h: f32) -> Rect {
    Rect::new((table.right() - w).max(table.x), table.y - BADGE_GAP - h, w, h)
}

/// A badge's text (and outline) colour and its fill, for a table of this size severity
/// (none: within the thresholds): each pair at least 4.5:1 (WCAG) in both themes.
pub fn badge_colors(theme: &Theme, severity: Option<Severity>) -> (&'static str, &'static str) {
    let dark = theme.name == "dark";
    let text = match (severity, dark) {
        (Some(Severity::Error), false) => "#b3261e",
        (Some(Severity::Error), true) => "#ff8a80",
        (Some(Severity::Warning), false) => "#8a4b00",
        (Some(Severity::Warning), true) => "#f0b45a",
        (Some(Severity::Info), _) => theme.accent,
        (None, _) => theme.weak,
    };
    (text, theme.fill)
}

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::legibility::{MIN_CONTRAST, contrast};

    /// Issue 44: every badge colour reads at 4.5:1 on the badge's fill and on the page, in
    /// both themes (the window's badges were 3:1 in the light theme and 2.8:1 in the dark).
    #[test]
    fn badge_colours_read_at_four_and_a_half_to_one_in_both_themes() {
        for theme in [Theme::light(), Theme::dark()] {
            for severity in [None, Some(Severity::Info), Some(Severity::Warning), Some(Severity::Error)] {
                let (text, fill) = badge_colors(&theme, severity);
                for back in [fill, theme.background] {
                    let ratio = contrast(text, back);
                    assert!(ratio >= MIN_CONTRAST, "{} {severity:?}: {text} on {back} is {ratio:.2}:1", theme.name);
                }
            }
        }
    }

    #[test]
    fn a_badge_sits_just_above_its_table_within_its_width_where_it_fits() {
        let table = Rect::new(100.0, 200.0, 160.0, 80.0);
        let b = badge_rect(table, 120.0, BADGE_H);
        assert_eq!((b.right(), b.bottom()), (table.right(), table.y - BADGE_GAP));
        let wide = badge_rect(table, 200.0, BADGE_H);
        assert_eq!(wide.x, table.x, "wider than its table: from the table's left edge on");
    }
}

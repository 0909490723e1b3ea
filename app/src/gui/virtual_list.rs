//! Long lists that lay out only the rows near the scroll view: the outline, the partitions
//! table and the diagnostics list each have a row per table or entity, and laying out a few
//! hundred rows every frame would cost more than half of a frame's CPU time.
//!
//! Rows may differ in height (wrapped diagnostics, indented attributes). Each row's height is
//! measured when it is drawn and remembered; rows never drawn yet count as `estimate`. The
//! space of the rows skipped above and below is reserved, so the scroll bar and the content
//! size stay right. A margin of rows just outside the view is drawn too (so scrolling by a
//! little never shows a gap, and screen readers find the neighbouring rows).

use egui::{Rect, ScrollArea, Ui};

/// The remembered heights of a list's rows (stored in egui's memory under the list's id).
#[derive(Clone, Debug, Default)]
struct RowHeights(Vec<f32>);

/// The rows to draw for a view: the first index, the space above it, and the end index.
#[derive(Debug, PartialEq)]
struct Window {
    first: usize,
    above: f32,
    end: usize,
}

/// Which rows of `heights` meet the band `top..bottom` (content coordinates, rows stacked
/// from 0).
fn window(heights: &[f32], top: f32, bottom: f32) -> Window {
    let mut y = 0.0;
    let mut first = 0;
    while first < heights.len() && y + heights[first] < top {
        y += heights[first];
        first += 1;
    }
    let above = y;
    let mut end = first;
    while end < heights.len() && y < bottom {
        y += heights[end];
        end += 1;
    }
    Window { first, above, end }
}

/// How far beyond the view rows are still drawn, above and below.
fn margin(viewport: Rect) -> f32 {
    viewport.height().max(120.0)
}

/// The height of as many whole rows of `row` points as fit in `available` (at least one), so a
/// list's last row in sight is never cut in half.
pub fn whole_rows(available: f32, row: f32) -> f32 {
    if row <= 0.0 || !available.is_finite() {
        return available.max(0.0);
    }
    (available / row).floor().max(1.0) * row
}

/// Shows `count` rows in `scroll`, calling `row(ui, i)` only for the rows in or near the view.
/// `estimate` is the height (with the spacing after it) of a row not drawn yet.
pub fn show(ui: &mut Ui, scroll: ScrollArea, count: usize, estimate: f32, mut row: impl FnMut(&mut Ui, usize)) {
    scroll.show_viewport(ui, |ui, viewport| {
        let id = ui.id().with("row-heights");
        let mut heights = ui.data_mut(|d| d.remove_temp::<RowHeights>(id)).unwrap_or_default().0;
        heights.resize(count, estimate);
        let band = margin(viewport);
        let w = window(&heights, viewport.min.y - band, viewport.max.y + band);
        if w.above > 0.0 {
            ui.add_space(w.above);
        }
        for (i, height) in heights.iter_mut().enumerate().take(w.end).skip(w.first) {
            let top = ui.cursor().min.y;
            ui.push_id(i, |ui| row(ui, i));
            *height = ui.cursor().min.y - top;
        }
        let below: f32 = heights[w.end..].iter().sum();
        if below > 0.0 {
            ui.add_space(below);
        }
        ui.data_mut(|d| d.insert_temp(id, RowHeights(heights)));
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_holds_the_rows_meeting_the_band() {
        let h = [10.0; 100];
        assert_eq!(window(&h, 0.0, 25.0), Window { first: 0, above: 0.0, end: 3 });
        assert_eq!(window(&h, 95.0, 120.0), Window { first: 9, above: 90.0, end: 12 });
        assert_eq!(window(&h, -50.0, 5.0), Window { first: 0, above: 0.0, end: 1 });
        assert_eq!(window(&h, 2000.0, 3000.0), Window { first: 100, above: 1000.0, end: 100 });
        assert_eq!(window(&[], 0.0, 100.0), Window { first: 0, above: 0.0, end: 0 });
    }

    #[test]
    fn rows_of_different_heights_are_found_by_their_sums() {
        let h = [5.0, 40.0, 5.0, 5.0];
        // 45..50 is the third row only.
        assert_eq!(window(&h, 46.0, 49.0), Window { first: 2, above: 45.0, end: 3 });
        // A band inside the tall row.
        assert_eq!(window(&h, 10.0, 20.0), Window { first: 1, above: 5.0, end: 2 });
    }

    fn frame(ctx: &egui::Context, count: usize, drawn: &mut Vec<usize>, scroll_to: Option<f32>) -> f32 {
        let mut content_height = 0.0;
        let mut out = ctx.run_ui(
            egui::RawInput {
                screen_rect: Some(Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(300.0, 200.0))),
                ..Default::default()
            },
            |ui| {
                let mut scroll = ScrollArea::vertical().id_salt("list").max_height(200.0);
                if let Some(y) = scroll_to {
                    scroll = scroll.vertical_scroll_offset(y);
                }
                let top = ui.cursor().min.y;
                show(ui, scroll, count, 18.0, |ui, i| {
                    drawn.push(i);
                    ui.label(format!("row {i}"));
                });
                content_height = ui.cursor().min.y - top;
            },
        );
        // No renderer here to take the font texture.
        out.textures_delta.clear();
        content_height
    }

    #[test]
    fn a_long_list_draws_only_the_rows_near_the_view_and_keeps_its_height() {
        let ctx = egui::Context::default();
        let mut drawn = Vec::new();
        frame(&ctx, 1000, &mut drawn, None);
        assert_eq!(drawn.first(), Some(&0));
        assert!(drawn.len() < 40, "{} rows drawn of 1,000", drawn.len());
        // Scrolled far down: the rows there are drawn, those at the top are not.
        drawn.clear();
        frame(&ctx, 1000, &mut drawn, Some(9000.0));
        drawn.clear();
        frame(&ctx, 1000, &mut drawn, None);
        assert!(!drawn.is_empty() && !drawn.contains(&0), "{drawn:?}");
        assert!(drawn.len() < 60, "{} rows drawn", drawn.len());
        // The rows drawn are consecutive.
        assert!(drawn.windows(2).all(|w| w[1] == w[0] + 1), "{drawn:?}");
    }

    #[test]
    fn a_short_list_draws_every_row() {
        let ctx = egui::Context::default();
        let mut drawn = Vec::new();
        frame(&ctx, 5, &mut drawn, None);
        assert_eq!(drawn, vec![0, 1, 2, 3, 4]);
        drawn.clear();
        frame(&ctx, 0, &mut drawn, None);
        assert!(drawn.is_empty());
    }
}

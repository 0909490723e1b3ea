//! A report's table in a dialog: columns as wide as their widest cell (one stretching to
//! the width left), figures aligned right, rows striped, laid out only near the scroll view
//! ([`virtual_list`]). Cluster ▸ Prove on a cluster… shows its queries, problems and
//! partitions in it.

use crate::gui::virtual_list;
use crate::gui::widgets::table_cell;
use egui::{Color32, RichText};

/// One cell of a table: its text, and what it says on hover and to a screen reader.
#[derive(Default)]
pub(super) struct Cell {
    /// What the cell shows (cut short in the stretching column, whole on hover).
    pub text: String,
    /// Its colour, when not the theme's.
    pub colour: Option<Color32>,
    /// What it says on hover.
    pub hover: Option<String>,
    /// What it says to a screen reader, when not its text.
    pub a11y: Option<String>,
}

impl Cell {
    /// A cell showing `text`.
    pub fn new(text: impl Into<String>) -> Self {
        Self { text: text.into(), ..Self::default() }
    }
}

/// A table of `rows` under `headers` (`right`: the column's figures aligned right; no header
/// row when every header is empty), in a scroll view of its own that lays out only the rows
/// near it; the column `stretch` takes the width left and cuts its text short (whole on
/// hover).
pub(super) fn table_ui(ui: &mut egui::Ui, id: &str, headers: &[(String, bool)], rows: &[Vec<Cell>], stretch: usize) {
    let padding = 2.0 * ui.spacing().button_padding.x;
    let font = egui::TextStyle::Body.resolve(ui.style());
    let mut widths: Vec<f32> = headers.iter().map(|(h, _)| text_width(ui, h, &font) + padding).collect();
    for row in rows {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = w.max(text_width(ui, &cell.text, &font) + padding);
        }
    }
    let gap = ui.spacing().item_spacing.x;
    let others: f32 = widths.iter().enumerate().filter(|(c, _)| *c != stretch).map(|(_, w)| w + gap).sum();
    if let Some(w) = widths.get_mut(stretch) {
        *w = (ui.available_width() - others - 16.0).max(120.0);
    }
    let height = ui.spacing().interact_size.y;
    // Nothing is below the table: it takes the rest of the area the dialog may use.
    let scroll =
        egui::ScrollArea::both().id_salt(id).max_height(super::scroll_room(ui, 0.0)).auto_shrink([false, true]);
    let header = usize::from(headers.iter().any(|(h, _)| !h.is_empty()));
    virtual_list::show(ui, scroll, rows.len() + header, height + ui.spacing().item_spacing.y, |ui, i| {
        ui.horizontal(|ui| {
            let Some(i) = i.checked_sub(header) else {
                for ((header, right), w) in headers.iter().zip(&widths) {
                    table_cell(ui, *w, height, *right, |ui| ui.label(RichText::new(header).strong()));
                }
                return;
            };
            let Some(row) = rows.get(i) else { return };
            if i % 2 == 1 {
                let width = widths.iter().sum::<f32>() + gap * widths.len().saturating_sub(1) as f32;
                ui.painter().rect_filled(
                    egui::Rect::from_min_size(ui.cursor().min, egui::vec2(width, height)),
                    0.0,
                    ui.visuals().faint_bg_color,
                );
            }
            for (c, (content, w)) in row.iter().zip(&widths).enumerate() {
                let right = headers.get(c).is_some_and(|(_, r)| *r);
                let mut text = RichText::new(&content.text);
                if let Some(colour) = content.colour {
                    text = text.color(colour);
                }
                let mut resp = table_cell(ui, *w, height, right, |ui| ui.add(egui::Label::new(text).truncate()));
                if let Some(label) = &content.a11y {
                    resp.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Label, true, label));
                }
                if let Some(hover) = &content.hover {
                    resp = resp.on_hover_text(hover);
                }
                let _ = resp;
            }
        });
    });
}

/// How wide `text` is in `font`.
fn text_width(ui: &egui::Ui, text: &str, font: &egui::FontId) -> f32 {
    ui.painter().layout_no_wrap(text.to_owned(), font.clone(), Color32::WHITE).size().x
}

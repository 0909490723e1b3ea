//! The Help menu's windows: the notation legend (Chen and Chebotko symbols, drawn as the
//! canvases draw them), a short guide to the method and the F1 sheet (every shortcut, the
//! mouse gestures of the canvases, step mode; Escape closes it); and the teaching actions the
//! menus ask for.

use crate::gui::canvases::chebotko::marker_meaning;
use crate::gui::canvases::{arrow, curved_arrow};
use crate::gui::i18n::language;
use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Shape, Stroke, pos2, vec2};
use model_core::logical::Rule;

/// Which help windows are open.
#[derive(Debug, Default)]
pub struct HelpWindows {
    /// The notation legend.
    pub legend: bool,
    /// The method guide.
    pub guide: bool,
    /// The keyboard shortcuts.
    pub shortcuts: bool,
}

/// The Chebotko markers, in the legend's order.
const MARKERS: [&str; 10] = ["K", "C↑", "C↓", "S", "IDX", "++", "{}", "[]", "<>", "*"];
const SWATCH: egui::Vec2 = vec2(96.0, 40.0);

/// The help windows that are open.
pub fn windows_ui(ctx: &egui::Context, help: &mut HelpWindows) {
    // Away from the menu bar: the right half for the legend, the left half for the guide.
    let area = ctx.content_rect();
    egui::Window::new(tr!("gui-cmd-notation-legend"))
        .id(egui::Id::new("help-legend"))
        .default_pos(area.center() + vec2(area.width() * 0.1, -area.height() * 0.3))
        .open(&mut help.legend)
        .default_size([520.0, 640.0])
        .vscroll(true)
        .show(ctx, legend_ui);
    egui::Window::new(tr!("gui-cmd-method-guide"))
        .id(egui::Id::new("help-guide"))
        .default_pos(area.center() - vec2(area.width() * 0.4, area.height() * 0.3))
        .open(&mut help.guide)
        .default_size([560.0, 520.0])
        .vscroll(true)
        .show(ctx, guide_ui);
    if ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::F1)) {
        help.shortcuts = !help.shortcuts;
    }
    if help.shortcuts && ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape)) {
        help.shortcuts = false;
    }
    egui::Window::new(tr!("gui-cmd-shortcuts"))
        .id(egui::Id::new("help-shortcuts"))
        .default_pos(area.center() - vec2(area.width() * 0.2, area.height() * 0.35))
        .open(&mut help.shortcuts)
        .default_size([420.0, 520.0])
        .vscroll(true)
        .show(ctx, shortcuts_ui);
}

/// Every command with a shortcut, from the command list itself (so the sheet cannot go
/// stale), the keys that are not commands, the canvases' mouse gestures and step mode.
fn shortcuts_ui(ui: &mut egui::Ui) {
    use crate::gui::ui_command::UiCommand;
    ui.heading(tr!("gui-help-keys"));
    egui::Grid::new("shortcut-sheet").num_columns(2).striped(true).show(ui, |ui| {
        for cmd in UiCommand::ALL {
            let Some(shortcut) = cmd.shortcut() else { continue };
            ui.label(egui::RichText::new(ui.ctx().format_shortcut(&shortcut)).monospace());
            ui.label(cmd.label());
            ui.end_row();
        }
        for (keys, what) in [
            ("Ctrl+Y", tr!("gui-cmd-redo")),
            ("Ctrl + / Ctrl −", tr!("gui-shortcut-zoom")),
            ("F1", tr!("gui-cmd-shortcuts")),
            ("Esc", tr!("gui-help-close")),
            ("Delete / Backspace", tr!("gui-cmd-delete")),
            ("← / →, Page Up / Page Down", tr!("gui-help-step-keys")),
        ] {
            ui.label(egui::RichText::new(keys).monospace());
            ui.label(what);
            ui.end_row();
        }
    });
    ui.separator();
    ui.heading(tr!("gui-help-mouse"));
    egui::Grid::new("gesture-sheet").num_columns(2).striped(true).show(ui, |ui| {
        for (how, what) in gestures() {
            ui.label(egui::RichText::new(how).strong());
            ui.label(what);
            ui.end_row();
        }
    });
    ui.separator();
    ui.heading(tr!("gui-help-step-heading"));
    ui.label(tr!("gui-help-step"));
}

/// What the mouse does on the canvases (`conceptual.rs`, `workflow.rs`, `chebotko.rs` and the
/// pan/zoom scene they share): the gesture, then what it does.
fn gestures() -> [(String, String); 11] {
    [
        (tr!("gui-gesture-pan-how"), tr!("gui-gesture-pan")),
        (tr!("gui-gesture-zoom-how"), tr!("gui-gesture-zoom")),
        (tr!("gui-gesture-select-how"), tr!("gui-gesture-select")),
        (tr!("gui-gesture-move-how"), tr!("gui-gesture-move")),
        (tr!("gui-gesture-new-how"), tr!("gui-gesture-new")),
        (tr!("gui-gesture-rename-how"), tr!("gui-gesture-rename")),
        (tr!("gui-gesture-relate-how"), tr!("gui-gesture-relate")),
        (tr!("gui-gesture-card-how"), tr!("gui-gesture-card")),
        (tr!("gui-gesture-connect-how"), tr!("gui-gesture-connect")),
        (tr!("gui-gesture-table-how"), tr!("gui-gesture-table")),
        (tr!("gui-gesture-menu-how"), tr!("gui-gesture-menu")),
    ]
}

/// A symbol drawn in the legend.
#[derive(Clone, Copy)]
enum Symbol {
    Entity { weak: bool },
    Relationship { identifying: bool },
    Attribute { key: bool, multi: bool, derived: bool },
    Cardinality,
    Table,
    Entry,
    Transition,
    Marker(&'static str),
    QueryNode,
}

fn legend_ui(ui: &mut egui::Ui) {
    ui.heading(tr!("gui-legend-chen"));
    rows(
        ui,
        "legend-chen",
        &[
            (Symbol::Entity { weak: false }, tr!("gui-legend-entity")),
            (Symbol::Entity { weak: true }, tr!("gui-legend-weak-entity")),
            (Symbol::Attribute { key: false, multi: false, derived: false }, tr!("gui-legend-attribute")),
            (Symbol::Attribute { key: true, multi: false, derived: false }, tr!("gui-legend-key-attribute")),
            (Symbol::Attribute { key: false, multi: true, derived: false }, tr!("gui-legend-multi-attribute")),
            (Symbol::Attribute { key: false, multi: false, derived: true }, tr!("gui-legend-derived-attribute")),
            (Symbol::Relationship { identifying: false }, tr!("gui-legend-relationship")),
            (Symbol::Relationship { identifying: true }, tr!("gui-legend-identifying")),
            (Symbol::Cardinality, tr!("gui-legend-cardinality")),
        ],
    );
    ui.separator();
    ui.heading(tr!("gui-legend-workflow"));
    rows(ui, "legend-workflow", &[(Symbol::QueryNode, tr!("gui-legend-query-node"))]);
    ui.separator();
    ui.heading(tr!("gui-legend-chebotko"));
    let mut items = vec![
        (Symbol::Table, tr!("gui-legend-table")),
        (Symbol::Entry, tr!("gui-legend-entry")),
        (Symbol::Transition, tr!("gui-legend-transition")),
    ];
    items.extend(MARKERS.iter().map(|m| (Symbol::Marker(m), marker_meaning(m))));
    rows(ui, "legend-chebotko", &items);
}

fn rows(ui: &mut egui::Ui, id: &str, items: &[(Symbol, String)]) {
    egui::Grid::new(id).num_columns(2).spacing([16.0, 6.0]).show(ui, |ui| {
        for (symbol, text) in items {
            let (rect, resp) = ui.allocate_exact_size(SWATCH, Sense::hover());
            draw(ui, rect, *symbol);
            resp.on_hover_text(text);
            ui.label(text);
            ui.end_row();
        }
    });
}

fn diamond(r: Rect) -> Vec<Pos2> {
    vec![
        pos2(r.center().x, r.top()),
        pos2(r.right(), r.center().y),
        pos2(r.center().x, r.bottom()),
        pos2(r.left(), r.center().y),
    ]
}

fn draw(ui: &egui::Ui, rect: Rect, symbol: Symbol) {
    let v = ui.visuals();
    let text = v.text_color();
    let fill = v.extreme_bg_color;
    let accent = v.selection.stroke.color;
    let stroke = Stroke::new(1.5, text);
    let p = ui.painter();
    let font = FontId::proportional(13.0);
    let shape = rect.shrink2(vec2(4.0, 6.0));
    match symbol {
        Symbol::Entity { weak } => {
            p.rect(shape, 2.0, fill, stroke, egui::StrokeKind::Inside);
            if weak {
                p.rect_stroke(shape.shrink(4.0), 1.0, stroke, egui::StrokeKind::Inside);
            }
            p.text(shape.center(), Align2::CENTER_CENTER, "Hotel", font, text);
        }
        Symbol::Relationship { identifying } => {
            p.add(Shape::convex_polygon(diamond(shape), fill, stroke));
            if identifying {
                p.add(Shape::closed_line(diamond(shape.shrink2(vec2(9.0, 6.0))), stroke));
            }
        }
        Symbol::Attribute { key, multi, derived } => {
            let r = shape.size() * 0.5;
            p.add(Shape::ellipse_filled(shape.center(), r, fill));
            if derived {
                let pts: Vec<Pos2> = (0..=48)
                    .map(|i| {
                        let a = i as f32 / 48.0 * std::f32::consts::TAU;
                        shape.center() + vec2(r.x * a.cos(), r.y * a.sin())
                    })
                    .collect();
                p.extend(Shape::dashed_line(&pts, stroke, 4.0, 3.0));
            } else {
                p.add(Shape::ellipse_stroke(shape.center(), r, stroke));
            }
            if multi {
                p.add(Shape::ellipse_stroke(shape.center(), r - vec2(4.0, 4.0), stroke));
            }
            let g = p.layout_no_wrap("name".to_owned(), font, text);
            let tr = Align2::CENTER_CENTER.anchor_size(shape.center(), g.size());
            if key {
                p.line_segment(
                    [tr.left_bottom() + vec2(0.0, 1.0), tr.right_bottom() + vec2(0.0, 1.0)],
                    Stroke::new(1.2, text),
                );
            }
            p.galley(tr.min, g, text);
        }
        Symbol::Cardinality => {
            let (a, b) = (pos2(shape.left(), shape.center().y), pos2(shape.right(), shape.center().y));
            p.line_segment([a, b], Stroke::new(1.6, text));
            p.text(a + vec2(10.0, -9.0), Align2::CENTER_CENTER, "1", font.clone(), text);
            p.text(b + vec2(-10.0, -9.0), Align2::CENTER_CENTER, "n", font, text);
        }
        Symbol::Table => {
            p.rect_filled(shape, 3.0, fill);
            let header = Rect::from_min_size(shape.min, vec2(shape.width(), 12.0));
            p.rect_filled(header, 3.0, v.faint_bg_color);
            p.line_segment([header.left_bottom(), header.right_bottom()], Stroke::new(1.3, text));
            p.rect_stroke(shape, 3.0, Stroke::new(1.3, text), egui::StrokeKind::Inside);
            p.text(
                pos2(shape.left() + 6.0, header.bottom() + 8.0),
                Align2::LEFT_CENTER,
                "id",
                FontId::proportional(11.0),
                text,
            );
            p.text(
                pos2(shape.right() - 6.0, header.bottom() + 8.0),
                Align2::RIGHT_CENTER,
                "K",
                FontId::proportional(11.0),
                accent,
            );
        }
        Symbol::Entry => {
            let y = shape.center().y;
            arrow(p, pos2(shape.left(), y), pos2(shape.right(), y), Stroke::new(1.5, v.weak_text_color()));
            p.text(pos2(shape.right() - 12.0, y - 3.0), Align2::RIGHT_BOTTOM, "Q1", FontId::proportional(12.5), text);
        }
        Symbol::Transition => {
            curved_arrow(p, shape.left_bottom(), shape.right_top() + vec2(0.0, 8.0), Stroke::new(1.5, text));
        }
        Symbol::Marker(m) => {
            p.text(shape.center(), Align2::CENTER_CENTER, m, FontId::proportional(15.0), accent);
        }
        Symbol::QueryNode => {
            p.rect(shape, 4.0, v.window_fill, Stroke::new(1.0, v.weak_text_color()), egui::StrokeKind::Inside);
            p.text(
                pos2(shape.left() + 6.0, shape.center().y),
                Align2::LEFT_CENTER,
                "Q1",
                FontId::proportional(13.0),
                text,
            );
            p.text(
                pos2(shape.right() - 6.0, shape.center().y),
                Align2::RIGHT_CENTER,
                "▶",
                FontId::proportional(11.0),
                Color32::from_rgb(60, 150, 80),
            );
        }
    }
}

fn guide_ui(ui: &mut egui::Ui) {
    ui.heading(tr!("gui-guide-models"));
    for line in
        [tr!("gui-guide-conceptual"), tr!("gui-guide-workflow"), tr!("gui-guide-logical"), tr!("gui-guide-physical")]
    {
        ui.label(line);
    }
    ui.separator();
    ui.heading(tr!("gui-guide-rules"));
    for rule in [Rule::Mr1, Rule::Mr2, Rule::Mr3, Rule::Mr4, Rule::Mr5, Rule::Bucket] {
        ui.label(rule.line().get(language()));
    }
    ui.separator();
    ui.heading(tr!("gui-guide-naming-heading"));
    ui.label(tr!("gui-guide-naming"));
    ui.separator();
    ui.heading(tr!("gui-guide-where"));
    ui.label(tr!("gui-guide-click"));
}

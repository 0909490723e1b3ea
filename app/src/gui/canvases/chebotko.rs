//! The Logical and Physical tabs: the Chebotko diagram derived live from the model. One box
//! per table (columns with K, C↑, C↓, S, IDX, ++ and collection markers; types on the
//! Physical tab), an arrow labelled Qn into each table, arrows between tables along the
//! workflow, laid out in columns that follow the workflow from its entry points.

use super::geometry::{Measure, to_pos, to_rect};
use super::{CanvasView, arrow, curved_arrow_through, visible};
use crate::gui::context::ViewContext;
use crate::gui::i18n::words;

use crate::gui::selection::Selected;
use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Stroke, pos2, vec2};
use model_core::analysis::{Analysis, PartitionEstimate};
use model_core::logical::LogicalModel;
use model_core::msg;
use model_core::{Project, Severity};
use std::collections::HashMap;

use model_core::render::{ArrowGeom, ChebotkoLayout, HEADER_H, ROW_H, TEXT_SIZE};

/// The diagram's layout: [`model_core::render::ChebotkoLayout`] (the one the pictures draw),
/// measured with the window's fonts. `measure(text)` gives a text's width at the diagram's
/// font size (other sizes are scaled from it).
pub fn measured(
    project: &Project,
    model: &LogicalModel,
    physical: bool,
    measure: &dyn Fn(&str) -> f32,
) -> ChebotkoLayout {
    let scaled = |text: &str, size: f32| measure(text) * size / TEXT_SIZE;
    ChebotkoLayout::measured(project, model, physical, &Measure(&scaled))
}

/// Where an arrow that turns back passes the boxes between its ends (see
/// [`ArrowGeom`]): x where it turns after leaving its source, and the height.
fn route(a: &ArrowGeom) -> Pos2 {
    pos2(a.out_x, a.route_y)
}

/// The extent of the diagram on the canvas, arrows and labels included.
pub fn bounds(layout: &ChebotkoLayout) -> Rect {
    let tables = super::union(layout.tables.iter().map(|t| to_rect(t.rect)));
    let arrows = super::union(layout.arrows.iter().map(|a| {
        let (from, to) = (to_pos(a.from), to_pos(a.to));
        Rect::from_two_pos(from, to).union(Rect::from_two_pos(to, route(a))).expand(40.0)
    }));
    tables.union(arrows)
}

/// What a marker means (tooltip).
pub fn marker_meaning(marker: &str) -> String {
    match marker {
        "K" => tr!("gui-marker-k"),
        "C↑" => tr!("gui-marker-c-asc"),
        "C↓" => tr!("gui-marker-c-desc"),
        "S" => tr!("gui-marker-s"),
        "IDX" => tr!("gui-marker-idx"),
        "SAI" => tr!("gui-marker-sai"),
        "SASI" => tr!("gui-marker-sasi"),
        "CUSTOM" => tr!("gui-marker-custom-index"),
        "++" => tr!("gui-marker-counter"),
        "{}" => tr!("gui-marker-set"),
        "[]" => tr!("gui-marker-list"),
        "<>" => tr!("gui-marker-map"),
        "*" => tr!("gui-marker-udt"),
        _ => String::new(),
    }
}

/// An arrow to a table that is not to the right of its source: leaves the source's right
/// edge, turns at `route` (the core layout's: over the boxes between, or, into a table stacked
/// under its source, down their right and under them) and enters the target from the left.
fn back_arrow(painter: &egui::Painter, from: Pos2, to: Pos2, route: Pos2, stroke: Stroke) {
    let out = pos2(route.x, from.y);
    let left = to.x - 40.0;
    let mid_y = route.y;
    let pts = [from, out, pos2(out.x, mid_y), pos2(left, mid_y), pos2(left, to.y), to - vec2(9.0, 0.0)];
    painter.add(egui::Shape::line(pts.to_vec(), stroke));
    arrow(painter, to - vec2(9.0, 0.0), to, stroke);
}

/// State of a Chebotko canvas between frames.
#[derive(Debug, Default)]
pub struct ChebotkoCanvas {
    /// Pan and zoom.
    pub view: CanvasView,
    /// `true` for the Physical tab (types and keyspaces shown).
    pub physical: bool,
    cache: Option<((u64, u64), ChebotkoLayout)>,
    /// Each table's partition estimate and size severity (the badges), with the derivation
    /// count they were taken at.
    partitions: (u64, HashMap<String, (PartitionEstimate, Option<Severity>)>),
    /// Tables drawn highlighted (the selected query's).
    pub highlight: std::collections::HashSet<String>,
    /// Tables outlined in a colour (File ▸ Compare with…: added, changed).
    pub marks: HashMap<String, egui::Color32>,
    /// Canvas to screen on the last frame.
    to_screen: Option<egui::emath::TSTransform>,
    /// A table to bring into view once it is laid out (step mode's new table).
    reveal: Option<String>,
}

impl ChebotkoCanvas {
    /// A canvas for the Logical (`false`) or Physical (`true`) tab.
    pub fn new(physical: bool) -> Self {
        let view = CanvasView { floor: super::CHEBOTKO_FIT_ZOOM, ..CanvasView::default() };
        Self { physical, view, ..Self::default() }
    }

    /// Takes the partition estimates for the badges from `analysis` (again only when
    /// `generation`, the derivation count, changed).
    pub fn set_partitions(&mut self, analysis: &Analysis, generation: u64) {
        if self.partitions.0 == generation && generation != 0 {
            return;
        }
        let severities = analysis.partition_severities();
        let map = analysis
            .partitions
            .iter()
            .map(|e| (e.table.clone(), (e.clone(), severities.get(e.table.as_str()).copied())))
            .collect();
        self.partitions = (generation, map);
    }

    /// A table's box on screen on the last frame (for tests and screenshots).
    pub fn screen_rect(&self, name: &str) -> Option<Rect> {
        let t = self.to_screen?;
        self.layout()?.tables.iter().find(|b| b.name == name).map(|b| t.mul_rect(to_rect(b.rect)))
    }

    /// `r`, in canvas coordinates, on screen on the last frame.
    pub fn to_screen(&self, r: Rect) -> Option<Rect> {
        self.to_screen.map(|t| t.mul_rect(r))
    }

    /// Every table's box on screen on the last frame, by name (for tests and screenshots).
    pub fn screen_shapes(&self) -> Vec<(String, Rect)> {
        let (Some(t), Some(l)) = (self.to_screen, self.layout()) else { return Vec::new() };
        l.tables.iter().map(|b| (b.name.clone(), t.mul_rect(to_rect(b.rect)))).collect()
    }

    /// The layout of the last frame.
    pub fn layout(&self) -> Option<&ChebotkoLayout> {
        self.cache.as_ref().map(|(_, l)| l)
    }

    /// Brings table `name` into view on the next frame it is drawn (fitted again first when
    /// the view was fitted, as the diagram grew): a step's new table is where the user looks.
    pub fn reveal(&mut self, name: &str) {
        self.reveal = Some(name.to_owned());
    }

    /// The toolbar above the canvas (`stepping`: step mode is on); `true` when its step mode
    /// button was clicked.
    pub fn toolbar_ui(&mut self, ui: &mut egui::Ui, model: &LogicalModel, stepping: bool) -> bool {
        ui.horizontal(|ui| {
            let step = super::step_mode_button(ui, stepping);
            ui.label(egui::RichText::new(words(&msg!("gui-n-tables", count = model.tables.len()))).weak());
            // The whole hint where it fits; else (the Physical tab's keyspace controls take the
            // row) an ℹ that shows it on hover, never the hint cut off with "…".
            let hint = tr!("gui-chebotko-hint");
            let font = egui::TextStyle::Small.resolve(ui.style());
            let width = ui.painter().layout_no_wrap(hint.clone(), font, Color32::PLACEHOLDER).size().x;
            if width <= ui.available_width() {
                ui.label(egui::RichText::new(hint).weak().small());
            } else {
                ui.label(egui::RichText::new("ℹ").weak()).on_hover_text(hint);
            }
            step
        })
        .inner
    }

    /// The diagram of `model` (the derived one, or step mode's), laid out again only when
    /// `key` (the document's edit generation, or step mode's) changes.
    pub fn ui(&mut self, ui: &mut egui::Ui, cx: &mut ViewContext<'_>, model: &LogicalModel, key: (u64, u64)) {
        let project = cx.project;
        let (selection, actions) = (&mut *cx.selection, &mut *cx.actions);
        if self.cache.as_ref().map(|(k, _)| *k) != Some(key) {
            let painter = ui.painter().clone();
            let measure = move |t: &str| {
                painter.layout_no_wrap(t.to_owned(), FontId::proportional(TEXT_SIZE), Color32::WHITE).size().x
            };
            self.cache = Some((key, measured(project, model, self.physical, &measure)));
        }
        let Some((_, layout)) = self.cache.as_ref() else { return };
        if let Some(name) = self.reveal.take()
            && let Some(b) = layout.tables.iter().find(|b| b.name == name)
        {
            self.view.refit_then_reveal(to_rect(b.rect));
        }
        if layout.tables.is_empty() {
            ui.centered_and_justified(|ui| ui.label(egui::RichText::new(tr!("gui-no-tables")).weak()));
            return;
        }
        let visuals = ui.visuals().clone();
        let text = visuals.text_color();
        let weak = visuals.weak_text_color();
        let sel = visuals.selection.stroke.color;
        let header_fill = visuals.faint_bg_color;
        let fill_c = visuals.extreme_bg_color;
        // Column types read at 4.5:1 on the table's fill in both themes.
        let type_color = crate::gui::widgets::secondary_text(&visuals, fill_c);
        let physical = self.physical;
        let mut hit = false;
        let mut to_screen = None;
        let shapes: Vec<Rect> = layout.tables.iter().map(|t| to_rect(t.rect)).collect();
        // The one table selected (step mode's new table), pointed to from the edge when out of view.
        let pointed = match selection.items() {
            [Selected::Table(name)] => {
                layout.tables.iter().find(|b| &b.name == name).map(|b| (name.clone(), to_rect(b.rect)))
            }
            _ => None,
        };
        let mut bring_back = None;
        let resp = self.view.show(ui, bounds(layout), &shapes, |ui| {
            to_screen = Some(ui.ctx().layer_transform_to_global(ui.layer_id()).unwrap_or_default());
            let painter = ui.painter().clone();
            let font = FontId::proportional(TEXT_SIZE);
            let scale = super::screen_scale(ui);
            let text_at =
                |pos, align, s: &str, font: FontId, color| super::text(&painter, scale, pos, align, s, font, color);
            for a in &layout.arrows {
                let (from, to) = (to_pos(a.from), to_pos(a.to));
                let area = Rect::from_two_pos(from, to).expand(40.0);
                if !visible(ui, area) {
                    continue;
                }
                let stroke = Stroke::new(1.5, if a.between_tables { text } else { weak });
                if a.goes_back() {
                    back_arrow(&painter, from, to, route(a), stroke);
                } else if a.between_tables {
                    let (c1, c2) = a.controls();
                    curved_arrow_through(&painter, [from, to_pos(c1), to_pos(c2), to], stroke);
                } else {
                    arrow(&painter, from, to, stroke);
                }
                if !a.label.is_empty() {
                    // Where the layout placed it: touching no other label, table, badge or line.
                    text_at(to_pos(a.label_at()), Align2::RIGHT_CENTER, &a.label, FontId::proportional(12.5), text);
                }
            }
            for b in &layout.tables {
                let rect = to_rect(b.rect);
                if !visible(ui, rect) {
                    continue;
                }
                let item = Selected::Table(b.name.clone());
                let selected = selection.contains(&item);
                let lit = self.highlight.contains(&b.name);
                let stroke = if selected {
                    Stroke::new(2.5, sel)
                } else if lit {
                    Stroke::new(3.0, crate::gui::selection::HIGHLIGHT)
                } else {
                    Stroke::new(1.3, text)
                };
                let resp = ui.interact(rect, ui.id().with(("table", &b.name)), Sense::click());
                resp.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::WidgetType::Button, true, tr!("gui-a11y-table", table = &b.name))
                });
                if resp.clicked() {
                    hit = true;
                    if ui.input(|i| i.modifiers.command || i.modifiers.shift) {
                        selection.toggle(item.clone());
                    } else {
                        selection.set(item.clone());
                    }
                }
                if resp.secondary_clicked() {
                    hit = true;
                }
                resp.context_menu(|ui| table_menu_ui(ui, project, model, &b.name, selection, actions));
                painter.rect_filled(rect, 3.0, fill_c);
                let header = Rect::from_min_size(rect.min, vec2(rect.width(), HEADER_H));
                painter.rect_filled(header, 3.0, header_fill);
                text_at(header.center(), Align2::CENTER_CENTER, &b.title, FontId::proportional(TEXT_SIZE + 0.5), text);
                painter.line_segment([header.left_bottom(), header.right_bottom()], stroke);
                painter.rect_stroke(rect, 3.0, stroke, egui::StrokeKind::Inside);
                if let Some(c) = self.marks.get(&b.name) {
                    painter.rect_stroke(rect.expand(3.0), 5.0, Stroke::new(2.5, *c), egui::StrokeKind::Outside);
                }
                if let Some((e, severity)) = self.partitions.1.get(&b.name) {
                    crate::gui::estimate_view::badge_ui(ui, rect, e, *severity);
                }
                for (i, r) in b.rows.iter().enumerate() {
                    let y = rect.top() + HEADER_H + 3.0 + ROW_H * (i as f32 + 0.5);
                    // A column row: click to select the column (the inspector explains it).
                    let row_rect = Rect::from_center_size(pos2(rect.center().x, y), vec2(rect.width() - 4.0, ROW_H));
                    let col_item = Selected::Column(b.name.clone(), r.name.clone());
                    if selection.contains(&col_item) {
                        painter.rect_filled(row_rect, 2.0, visuals.selection.bg_fill);
                    }
                    let row = ui.interact(row_rect, ui.id().with(("column", &b.name, i)), Sense::click());
                    row.widget_info(|| {
                        egui::WidgetInfo::labeled(
                            egui::WidgetType::Button,
                            true,
                            tr!("gui-a11y-column", column = &r.name, table = &b.name),
                        )
                    });
                    let row = row.on_hover_ui(|ui| {
                        if let Some(e) =
                            model.table(&b.name).and_then(|t| model_core::explain::explain_column(t, &r.name))
                        {
                            ui.label(crate::gui::explain_view::column_text(&e));
                        }
                    });
                    if row.clicked() {
                        hit = true;
                        selection.set(col_item);
                    }
                    let x0 = rect.left() + 12.0;
                    text_at(pos2(x0, y), Align2::LEFT_CENTER, &r.name, font.clone(), text);
                    let mut x = x0 + b.name_w + 18.0;
                    if physical {
                        text_at(pos2(x, y), Align2::LEFT_CENTER, &r.ty, font.clone(), type_color);
                        x += b.type_w + 18.0;
                    }
                    let _ = x;
                    let mut mx = rect.right() - 12.0;
                    for m in r.markers.iter().rev() {
                        let at = text_at(pos2(mx, y), Align2::RIGHT_CENTER, m, FontId::proportional(TEXT_SIZE), sel);
                        let id = ui.id().with(("marker", &b.name, i, *m));
                        ui.interact(at, id, Sense::hover()).on_hover_text(marker_meaning(m));
                        mx = at.left() - 6.0;
                    }
                }
            }
            if let Some((name, shape)) = &pointed {
                let zoom = to_screen.map_or(1.0, |t| t.scaling);
                if super::edge_marker::show(ui, ui.clip_rect(), zoom, *shape, name) {
                    (hit, bring_back) = (true, Some(*shape));
                }
            }
        });
        self.to_screen = to_screen;
        if let Some(shape) = bring_back {
            self.view.reveal(shape.expand(16.0));
        }
        if !hit && resp.response.clicked() {
            selection.clear();
        }
        if !hit {
            resp.response.context_menu(|ui| background_menu_ui(ui, actions));
        }
    }
}

/// The right-click menu of a table: select it (the inspector explains it), copy its CQL, fit.
fn table_menu_ui(
    ui: &mut egui::Ui,
    project: &Project,
    model: &LogicalModel,
    name: &str,
    selection: &mut crate::gui::selection::Selection,
    actions: &mut crate::gui::actions::Actions,
) {
    use crate::gui::ui_command::UiCommand;
    if ui.button(tr!("gui-menu-show-in-inspector")).on_hover_text(tr!("gui-tip-show-in-inspector")).clicked() {
        selection.set(Selected::Table(name.to_owned()));
        actions.say(tr!("gui-table-shown", table = name));
        ui.close();
    }
    if ui.button(tr!("gui-menu-copy-table-cql")).clicked() {
        match model_core::export::table_cql(project, model, name) {
            Some(cql) => {
                ui.ctx().copy_text(cql);
                actions.say(tr!("gui-copied-table-cql", table = name));
            }
            None => actions.say(tr!("gui-no-table-cql", table = name)),
        }
        ui.close();
    }
    ui.separator();
    if UiCommand::FitToView.menu_button(ui, true) {
        actions.command(UiCommand::FitToView);
    }
}

/// The right-click menu of the empty canvas.
fn background_menu_ui(ui: &mut egui::Ui, actions: &mut crate::gui::actions::Actions) {
    use crate::gui::ui_command::UiCommand;
    for command in [UiCommand::FitToView, UiCommand::ActualSize, UiCommand::AutoLayout] {
        if command.menu_button(ui, true) {
            actions.command(command);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use model_core::render::{self, Point, TextMeasure};

    /// The window measures with render's layout: with the pictures' text widths (measured at
    /// one size and scaled), every table box and arrow of every sample's logical and physical
    /// diagram is where the exported picture draws it.
    #[test]
    fn the_canvas_layout_is_the_exported_one() {
        for (path, project) in super::super::geometry::sample_projects() {
            let model = model_core::derive(&project).model;
            for physical in [false, true] {
                let svg_width = |t: &str| render::SvgText.width(t, TEXT_SIZE);
                let canvas = measured(&project, &model, physical, &svg_width);
                let exported = render::ChebotkoLayout::new(&project, &model, physical);
                // The window measures at one size and scales: equal up to rounding.
                let near = |a: Point, b: Point| a.distance(b) < 0.01;
                let corner = |r: render::Rect| Point::new(r.right(), r.bottom());
                assert_eq!(canvas.tables.len(), exported.tables.len());
                for (c, e) in canvas.tables.iter().zip(&exported.tables) {
                    assert!(
                        c.name == e.name
                            && near(Point::new(c.rect.x, c.rect.y), Point::new(e.rect.x, e.rect.y))
                            && near(corner(c.rect), corner(e.rect)),
                        "{}: {} {:?} / {:?}",
                        path.display(),
                        c.name,
                        c.rect,
                        e.rect
                    );
                }
                assert_eq!(canvas.arrows.len(), exported.arrows.len());
                for (c, e) in canvas.arrows.iter().zip(&exported.arrows) {
                    assert!(
                        c.label == e.label && near(c.from, e.from) && near(c.to, e.to),
                        "{}: {c:?} / {e:?}",
                        path.display()
                    );
                }
            }
        }
    }
}

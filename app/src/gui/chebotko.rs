//! The Logical and Physical tabs: the Chebotko diagram derived live from the model. One box
//! per table (columns with K, C↑, C↓, S, IDX, ++ and collection markers; types on the
//! Physical tab), an arrow labelled Qn into each table, arrows between tables along the
//! workflow, laid out in columns that follow the workflow from its entry points.

use super::app::Actions;
use super::canvas::{self, CanvasView, arrow, curved_arrow, visible};
use super::i18n::{fill, tr};
use super::selection::{Selected, Selection};
use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Stroke, pos2, vec2};
use model_core::analysis::{Analysis, PartitionEstimate};
use model_core::{Project, Severity};
use model_core::ids::QueryId;
use model_core::logical::{LogicalModel, Table};
use std::collections::{HashMap, VecDeque};

const HEADER_H: f32 = 28.0;
const ROW_H: f32 = 20.0;
const LAYER_GAP: f32 = 170.0;
const TABLE_GAP: f32 = 56.0;
const ENTRY_LEN: f32 = 70.0;
const TEXT_SIZE: f32 = 13.5;

/// One table box.
#[derive(Clone, Debug)]
pub struct TableBox {
    /// Table name.
    pub name: String,
    /// Header text (keyspace-qualified on the Physical tab).
    pub title: String,
    /// The box.
    pub rect: Rect,
    rows: Vec<Row>,
    name_w: f32,
    type_w: f32,
}

#[derive(Clone, Debug)]
struct Row {
    name: String,
    ty: String,
    markers: Vec<&'static str>,
}

/// One arrow: into a table, labelled with the query it serves.
#[derive(Clone, Debug)]
pub struct ArrowGeom {
    /// Start point (a free entry arrow starts left of the table).
    pub from: Pos2,
    /// End point on the table's left edge.
    pub to: Pos2,
    /// `Q1`, `Q2`, ...
    pub label: String,
    /// `true` when it comes from another table (a workflow transition).
    pub between_tables: bool,
    /// Top of the target box (arrows that turn back pass above it).
    pub target_top: f32,
}

/// The geometry of a whole Chebotko diagram.
#[derive(Clone, Debug, Default)]
pub struct ChebotkoLayout {
    /// Table boxes.
    pub tables: Vec<TableBox>,
    /// Arrows.
    pub arrows: Vec<ArrowGeom>,
}

impl ChebotkoLayout {
    /// Lays out `model` following the workflow of `project`. `measure(text)` gives a text's
    /// width at the diagram's font size.
    pub fn new(project: &Project, model: &LogicalModel, physical: bool, measure: &dyn Fn(&str) -> f32) -> Self {
        let depth = workflow_depth(project);
        let mut layers: Vec<Vec<usize>> = Vec::new();
        let max_depth = depth.values().copied().max().unwrap_or(0);
        for (i, t) in model.tables.iter().enumerate() {
            let d = t.queries.iter().filter_map(|q| depth.get(q)).copied().min().unwrap_or(max_depth + 1);
            if layers.len() <= d {
                layers.resize(d + 1, Vec::new());
            }
            layers[d].push(i);
        }
        let mut boxes: Vec<Option<TableBox>> = vec![None; model.tables.len()];
        let mut x = 0.0;
        for layer in layers.iter().filter(|l| !l.is_empty()) {
            let mut y = 0.0;
            let mut width: f32 = 0.0;
            for &i in layer {
                let mut b = table_box(project, &model.tables[i], physical, measure);
                b.rect = Rect::from_min_size(pos2(x + ENTRY_LEN, y), b.rect.size());
                y += b.rect.height() + TABLE_GAP;
                width = width.max(b.rect.width());
                boxes[i] = Some(b);
            }
            x += ENTRY_LEN + width + LAYER_GAP - ENTRY_LEN;
        }
        let tables: Vec<TableBox> = boxes.into_iter().flatten().collect();
        let arrows = arrows(project, model, &tables);
        Self { tables, arrows }
    }

    /// The extent of the diagram, arrows and labels included.
    pub fn bounds(&self) -> Rect {
        let tables = super::canvas::union(self.tables.iter().map(|t| t.rect));
        let arrows = super::canvas::union(
            self.arrows.iter().map(|a| Rect::from_two_pos(a.from, a.to).union(Rect::from_two_pos(a.to, egui::pos2(a.to.x, a.target_top - 12.0))).expand(40.0)),
        );
        tables.union(arrows)
    }
}

/// Distance of each query from the workflow's start (also used to place workflow nodes) (entry points, or queries nothing leads
/// to), breadth first; queries not reached are at 0.
pub fn workflow_depth(project: &Project) -> HashMap<QueryId, usize> {
    let mut depth: HashMap<QueryId, usize> = HashMap::new();
    let has_incoming = |q: &QueryId| project.transitions.iter().any(|t| &t.to == q && t.from != *q);
    let bfs = |depth: &mut HashMap<QueryId, usize>, roots: Vec<QueryId>| {
        let mut queue: VecDeque<QueryId> = VecDeque::new();
        for r in roots {
            if !depth.contains_key(&r) {
                depth.insert(r.clone(), 0);
                queue.push_back(r);
            }
        }
        while let Some(q) = queue.pop_front() {
            let d = depth.get(&q).copied().unwrap_or(0);
            for t in project.transitions.iter().filter(|t| t.from == q) {
                if !depth.contains_key(&t.to) {
                    depth.insert(t.to.clone(), d + 1);
                    queue.push_back(t.to.clone());
                }
            }
        }
    };
    // Start where nothing leads in; then entry points inside cycles; then whatever is left.
    bfs(&mut depth, project.queries.iter().filter(|q| !has_incoming(&q.id)).map(|q| q.id.clone()).collect());
    bfs(&mut depth, project.queries.iter().filter(|q| q.entry).map(|q| q.id.clone()).collect());
    bfs(&mut depth, project.queries.iter().map(|q| q.id.clone()).collect());
    depth
}

/// What a marker means (tooltip).
pub fn marker_meaning(marker: &str) -> &'static str {
    let s = tr();
    match marker {
        "K" => s.marker_k,
        "C↑" => s.marker_c_asc,
        "C↓" => s.marker_c_desc,
        "S" => s.marker_s,
        "IDX" => s.marker_idx,
        "SAI" => s.marker_sai,
        "SASI" => s.marker_sasi,
        "CUSTOM" => s.marker_custom_index,
        "++" => s.marker_counter,
        "{}" => s.marker_set,
        "[]" => s.marker_list,
        "<>" => s.marker_map,
        "*" => s.marker_udt,
        _ => "",
    }
}

fn table_box(project: &Project, t: &Table, physical: bool, measure: &dyn Fn(&str) -> f32) -> TableBox {
    let title = if physical { format!("{}.{}", t.keyspace, t.name) } else { t.name.clone() };
    let rows: Vec<Row> = t
        .columns
        .iter()
        .map(|c| Row { name: c.name.clone(), ty: if physical { model_core::render::type_label(c) } else { String::new() }, markers: model_core::render::markers_in(t, c) })
        .collect();
    let _ = project;
    let name_w = rows.iter().map(|r| measure(&r.name)).fold(0.0, f32::max);
    let type_w = rows.iter().map(|r| measure(&r.ty)).fold(0.0, f32::max);
    let marker_w = rows.iter().map(|r| r.markers.iter().map(|m| measure(m) + 6.0).sum::<f32>()).fold(0.0, f32::max);
    let body_w = 12.0 + name_w + if physical { 18.0 + type_w } else { 0.0 } + 18.0 + marker_w + 12.0;
    let w = (measure(&title) * 1.1 + 32.0).max(body_w).max(150.0);
    let h = HEADER_H + ROW_H * rows.len().max(1) as f32 + 6.0;
    TableBox { name: t.name.clone(), title, rect: Rect::from_min_size(Pos2::ZERO, vec2(w, h)), rows, name_w, type_w }
}

fn arrows(project: &Project, model: &LogicalModel, boxes: &[TableBox]) -> Vec<ArrowGeom> {
    let by_name: HashMap<&str, &TableBox> = boxes.iter().map(|b| (b.name.as_str(), b)).collect();
    let table_of = |q: &QueryId| model.table_for_query(q).map(|t| t.name.as_str());
    // Incoming arrows per table, then outgoing slots per table, to spread the ends.
    let mut incoming: Vec<(String, Option<String>, String)> = Vec::new(); // (to table, from table, label)
    for t in &model.tables {
        for q in &t.queries {
            let mut sources: Vec<&str> = project
                .transitions
                .iter()
                .filter(|tr| &tr.to == q)
                .filter_map(|tr| table_of(&tr.from))
                .filter(|s| *s != t.name)
                .collect();
            sources.sort_unstable();
            sources.dedup();
            if sources.is_empty() {
                incoming.push((t.name.clone(), None, q.to_string()));
            }
            for s in sources {
                incoming.push((t.name.clone(), Some(s.to_owned()), q.to_string()));
            }
        }
    }
    // Arrows of one query into one table share their end point (one label).
    let mut slot_of: HashMap<(String, String), usize> = HashMap::new();
    let mut in_count: HashMap<&str, usize> = HashMap::new();
    let mut out_count: HashMap<&str, usize> = HashMap::new();
    for (to, from, label) in &incoming {
        let n = in_count.entry(to.as_str()).or_default();
        if let std::collections::hash_map::Entry::Vacant(e) = slot_of.entry((to.clone(), label.clone())) {
            e.insert(*n);
            *n += 1;
        }
        if let Some(f) = from {
            *out_count.entry(f.as_str()).or_default() += 1;
        }
    }
    let slot_y = |b: &TableBox, k: usize, n: usize| {
        let usable = (b.rect.height() - 12.0).max(1.0);
        let step = (usable / n.max(1) as f32).min(18.0);
        b.rect.top() + HEADER_H * 0.5 + step * k as f32
    };
    let mut in_used: HashMap<(String, String), ()> = HashMap::new();
    let mut out_used: HashMap<String, usize> = HashMap::new();
    let mut out = Vec::new();
    for (to, from, label) in &incoming {
        let Some(tb) = by_name.get(to.as_str()) else { continue };
        let k = slot_of.get(&(to.clone(), label.clone())).copied().unwrap_or(0);
        let end = pos2(tb.rect.left(), slot_y(tb, k, in_count.get(to.as_str()).copied().unwrap_or(1)));
        let first = in_used.insert((to.clone(), label.clone()), ()).is_none();
        match from.as_ref().and_then(|f| by_name.get(f.as_str())) {
            Some(fb) => {
                let j = out_used.entry(fb.name.clone()).or_default();
                let start = pos2(fb.rect.right(), slot_y(fb, *j, out_count.get(fb.name.as_str()).copied().unwrap_or(1)));
                *j += 1;
                out.push(ArrowGeom { from: start, to: end, label: if first { label.clone() } else { String::new() }, between_tables: true, target_top: tb.rect.top() });
            }
            None => out.push(ArrowGeom { from: end - vec2(ENTRY_LEN - 8.0, 0.0), to: end, label: label.clone(), between_tables: false, target_top: tb.rect.top() }),
        }
    }
    out
}

/// An arrow to a table that is not to the right of its source: leaves the source's right
/// edge, passes above both boxes' left side and enters the target from the left.
fn back_arrow(painter: &egui::Painter, from: Pos2, to: Pos2, target_top: f32, stroke: Stroke) {
    let out = from + vec2(30.0, 0.0);
    let left = to.x - 40.0;
    let mid_y = target_top - 12.0;
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
}

impl ChebotkoCanvas {
    /// A canvas for the Logical (`false`) or Physical (`true`) tab.
    pub fn new(physical: bool) -> Self {
        Self { physical, ..Self::default() }
    }

    /// Takes the partition estimates for the badges from `analysis` (again only when
    /// `generation`, the derivation count, changed).
    pub fn set_partitions(&mut self, analysis: &Analysis, generation: u64) {
        if self.partitions.0 == generation && generation != 0 {
            return;
        }
        let severities = analysis.partition_severities();
        let map = analysis.partitions.iter().map(|e| (e.table.clone(), (e.clone(), severities.get(e.table.as_str()).copied()))).collect();
        self.partitions = (generation, map);
    }

    /// The layout of the last frame.
    pub fn layout(&self) -> Option<&ChebotkoLayout> {
        self.cache.as_ref().map(|(_, l)| l)
    }

    /// The toolbar above the canvas.
    pub fn toolbar_ui(&mut self, ui: &mut egui::Ui, model: &LogicalModel) {
        use super::command::UiCommand;
        ui.horizontal(|ui| {
            if UiCommand::FitToView.toolbar_button(ui, true) {
                self.view.fit_pending = true;
            }
            ui.label(egui::RichText::new(fill(tr().tables_count, &[&model.tables.len().to_string()])).weak());
            ui.add(egui::Label::new(egui::RichText::new(tr().chebotko_hint).weak().small()).truncate());
        });
    }

    /// The diagram. The layout is recomputed only when `key` (the document's edit
    /// generation) changes.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        project: &Project,
        model: &LogicalModel,
        key: (u64, u64),
        selection: &mut Selection,
        actions: &mut Actions,
    ) {
        if self.cache.as_ref().map(|(k, _)| *k) != Some(key) {
            let painter = ui.painter().clone();
            let measure =
                move |t: &str| painter.layout_no_wrap(t.to_owned(), FontId::proportional(TEXT_SIZE), Color32::WHITE).size().x;
            self.cache = Some((key, ChebotkoLayout::new(project, model, self.physical, &measure)));
        }
        let Some((_, layout)) = self.cache.as_ref() else { return };
        if layout.tables.is_empty() {
            ui.centered_and_justified(|ui| ui.label(egui::RichText::new(tr().no_tables).weak()));
            return;
        }
        let visuals = ui.visuals().clone();
        let text = visuals.text_color();
        let weak = visuals.weak_text_color();
        let sel = visuals.selection.stroke.color;
        let header_fill = visuals.faint_bg_color;
        let fill_c = visuals.extreme_bg_color;
        let physical = self.physical;
        let mut hit = false;
        let resp = self.view.show(ui, layout.bounds(), |ui| {
            let painter = ui.painter().clone();
            let font = FontId::proportional(TEXT_SIZE);
            let scale = canvas::screen_scale(ui);
            let text_at = |pos, align, s: &str, font: FontId, color| canvas::text(&painter, scale, pos, align, s, font, color);
            for a in &layout.arrows {
                let area = Rect::from_two_pos(a.from, a.to).expand(40.0);
                if !visible(ui, area) {
                    continue;
                }
                let stroke = Stroke::new(1.5, if a.between_tables { text } else { weak });
                if a.between_tables && a.to.x < a.from.x + 40.0 {
                    back_arrow(&painter, a.from, a.to, a.target_top, stroke);
                } else if a.between_tables {
                    curved_arrow(&painter, a.from, a.to, stroke);
                } else {
                    arrow(&painter, a.from, a.to, stroke);
                }
                if !a.label.is_empty() {
                    text_at(a.to - vec2(12.0, 3.0), Align2::RIGHT_BOTTOM, &a.label, FontId::proportional(12.5), text);
                }
            }
            for b in &layout.tables {
                if !visible(ui, b.rect) {
                    continue;
                }
                let item = Selected::Table(b.name.clone());
                let selected = selection.contains(&item);
                let lit = self.highlight.contains(&b.name);
                let stroke = if selected {
                    Stroke::new(2.5, sel)
                } else if lit {
                    Stroke::new(3.0, super::selection::HIGHLIGHT)
                } else {
                    Stroke::new(1.3, text)
                };
                let resp = ui.interact(b.rect, ui.id().with(("table", &b.name)), Sense::click());
                resp.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Button, true, fill(tr().a11y_table, &[&b.name])));
                if resp.clicked() {
                    hit = true;
                    if ui.input(|i| i.modifiers.command || i.modifiers.shift) {
                        selection.toggle(item.clone());
                    } else {
                        selection.set(item.clone());
                    }
                }
                painter.rect_filled(b.rect, 3.0, fill_c);
                let header = Rect::from_min_size(b.rect.min, vec2(b.rect.width(), HEADER_H));
                painter.rect_filled(header, 3.0, header_fill);
                text_at(header.center(), Align2::CENTER_CENTER, &b.title, FontId::proportional(TEXT_SIZE + 0.5), text);
                painter.line_segment([header.left_bottom(), header.right_bottom()], stroke);
                painter.rect_stroke(b.rect, 3.0, stroke, egui::StrokeKind::Inside);
                if let Some((e, severity)) = self.partitions.1.get(&b.name) {
                    super::partitions_panel::badge_ui(ui, b.rect, e, *severity);
                }
                for (i, r) in b.rows.iter().enumerate() {
                    let y = b.rect.top() + HEADER_H + 3.0 + ROW_H * (i as f32 + 0.5);
                    // A column row: click to select the column (the inspector explains it).
                    let row_rect = Rect::from_center_size(pos2(b.rect.center().x, y), vec2(b.rect.width() - 4.0, ROW_H));
                    let col_item = Selected::Column(b.name.clone(), r.name.clone());
                    if selection.contains(&col_item) {
                        painter.rect_filled(row_rect, 2.0, visuals.selection.bg_fill);
                    }
                    let row = ui.interact(row_rect, ui.id().with(("column", &b.name, i)), Sense::click());
                    row.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Button, true, fill(tr().a11y_column, &[&r.name, &b.name])));
                    let row = row.on_hover_ui(|ui| {
                        if let Some(e) = model.table(&b.name).and_then(|t| model_core::explain::explain_column(project, t, &r.name)) {
                            ui.label(super::explain_view::column_text(&e));
                        }
                    });
                    if row.clicked() {
                        hit = true;
                        selection.set(col_item);
                    }
                    let x0 = b.rect.left() + 12.0;
                    text_at(pos2(x0, y), Align2::LEFT_CENTER, &r.name, font.clone(), text);
                    let mut x = x0 + b.name_w + 18.0;
                    if physical {
                        text_at(pos2(x, y), Align2::LEFT_CENTER, &r.ty.to_uppercase(), font.clone(), weak);
                        x += b.type_w + 18.0;
                    }
                    let _ = x;
                    let mut mx = b.rect.right() - 12.0;
                    for m in r.markers.iter().rev() {
                        let rect = text_at(pos2(mx, y), Align2::RIGHT_CENTER, m, FontId::proportional(TEXT_SIZE), sel);
                        let id = ui.id().with(("marker", &b.name, i, *m));
                        ui.interact(rect, id, Sense::hover()).on_hover_text(marker_meaning(m));
                        mx = rect.left() - 6.0;
                    }
                }
            }
        });
        if !hit && resp.response.clicked() {
            selection.clear();
        }
        let _ = actions;
    }
}

//! One frame of the workflow canvas as egui-snarl draws it: each query a box in Chebotko's
//! notation (its id and name, what it is given, what it finds, in which order, and the table it
//! leads to, as [`model_core::render::WorkflowLayout`] words them), pins that read as
//! connection points (a filled dot to drag from, an arrow head where transitions arrive),
//! entry arrows into the queries the workflow starts with, and what connecting means
//! ([`model_core::transition::transition_fit`]), said in the status line.

use egui::{Color32, Pos2, Rect, RichText, Stroke, pos2, vec2};
use egui_snarl::ui::{PinWireInfo, SnarlPin, SnarlStyle, SnarlViewer, WireStyle};
use egui_snarl::{InPin, NodeId, OutPin, Snarl};
use model_core::Project;
use model_core::edit::{Canvas, Edit};
use model_core::ids::QueryId;
use model_core::render::WorkflowNode;
use model_core::transition::{TransitionFit, transition_fit};
use std::collections::{HashMap, HashSet};

/// Font size of a query's id on the canvas (at 100 %; Fit never goes below 90 %).
pub const ID_SIZE: f32 = 15.0;
/// Font size of a query's name and of its given / find / order lines.
pub const TEXT_SIZE: f32 = 14.0;
/// The width a box's text wraps at.
pub const BODY_W: f32 = model_core::render::WORKFLOW_TEXT_W;

/// What a menu of the canvas asked for, applied by the canvas after the snarl is drawn.
#[derive(Clone, Debug, PartialEq)]
pub enum MenuRequest {
    /// Edit the query's description in place.
    Rename(QueryId),
    /// Select the query and run Delete.
    Delete(QueryId),
    /// Lay the workflow out again.
    AutoLayout,
    /// Fit everything into view.
    Fit,
    /// 100 %.
    ActualSize,
}

/// A typing gesture on a query's name, in place.
#[derive(Clone, Debug)]
pub struct Rename {
    /// The query.
    pub id: QueryId,
    /// The text being typed.
    pub text: String,
    /// The field got the keyboard focus already.
    pub focused: bool,
}

/// A connection point of a query box.
struct Port {
    /// `true` for the input (where transitions arrive).
    input: bool,
    /// At least one transition uses it.
    connected: bool,
    color: Color32,
    wire: Color32,
    fill: Color32,
}

impl SnarlPin for Port {
    fn draw(self, _snarl_style: &SnarlStyle, _style: &egui::Style, rect: Rect, painter: &egui::Painter) -> PinWireInfo {
        let c = rect.center();
        let r = rect.width().min(rect.height()) * 0.5;
        if self.input && self.connected {
            // The arrow head of every transition arriving here, its tip on the box's edge.
            let back = c - vec2(2.0 * r, 0.0);
            painter.add(egui::Shape::convex_polygon(
                vec![c, back + vec2(0.0, r), back - vec2(0.0, r)],
                self.wire,
                Stroke::NONE,
            ));
        } else if self.input {
            painter.circle(c, r * 0.8, self.fill, Stroke::new(1.5, self.color));
        } else {
            painter.circle(c, r * 0.8, self.color, Stroke::new(1.5, self.fill));
        }
        PinWireInfo { color: self.wire, style: WireStyle::Bezier3 }
    }
}

/// The viewer of one frame.
pub struct Viewer<'a> {
    /// The project drawn.
    pub project: &'a Project,
    /// Each query's box contents, by id.
    pub nodes: HashMap<&'a str, &'a WorkflowNode>,
    /// Edits asked for, in order.
    pub edits: Vec<Edit>,
    /// Status messages, each recorded before the edits of the same index in `edits`.
    pub said: Vec<(usize, String)>,
    /// "Add query here" was chosen, at this canvas point.
    pub new_query_at: Option<Pos2>,
    /// What a node or background menu asked for.
    pub request: Option<MenuRequest>,
    /// The canvas rectangle to fit all nodes into, when asked.
    pub fit: Option<Rect>,
    /// The fit shows the selection (`bounds` are the selected boxes'), in the middle.
    pub focus: bool,
    /// The view to zoom to 100 % around its middle, when asked.
    pub actual_size: Option<Rect>,
    /// Zoom by this factor around the middle of this view, when asked.
    pub zoom: Option<(f32, Rect)>,
    /// Pan, at the same zoom, until this box (canvas coordinates) is inside this view.
    pub reveal: Option<(Rect, Rect)>,
    /// What the content spans (last frame's boxes), for fit.
    pub bounds: Rect,
    /// The transform of this frame (canvas to screen), once known.
    pub transform: Option<egui::emath::TSTransform>,
    /// Queries drawn highlighted.
    pub highlight: &'a HashSet<QueryId>,
    /// Queries selected (outlined).
    pub selected: HashSet<QueryId>,
    /// Each query's input and output pin this frame, in canvas coordinates.
    pub pins: HashMap<QueryId, (Pos2, Pos2)>,
    /// Each query's box this frame, in canvas coordinates.
    pub rects: HashMap<QueryId, Rect>,
    /// The name being typed in place.
    pub rename: &'a mut Option<Rename>,
}

impl<'a> Viewer<'a> {
    fn say(&mut self, text: String) {
        self.said.push((self.edits.len(), text));
    }

    /// Connects `from → to` when that makes sense, and says what it means.
    pub fn connect_queries(&mut self, from: &QueryId, to: &QueryId, snarl: &Snarl<QueryId>) {
        let labels = |attrs: &[model_core::ids::AttributeId]| {
            let index = self.project.index();
            attrs.iter().map(|a| index.label(a)).collect::<Vec<_>>().join(", ")
        };
        let (a, b) = (from.as_str(), to.as_str());
        let said = match transition_fit(self.project, from, to) {
            TransitionFit::Unknown(_) => return,
            TransitionFit::ToItself => return self.say(tr!("gui-transition-to-itself", query = a)),
            TransitionFit::Duplicate => return self.say(tr!("gui-transition-exists", from = a, to = b)),
            TransitionFit::NoInput => tr!("gui-connected", from = a, to = b),
            TransitionFit::Supplies(attrs) => {
                tr!("gui-connected-passes", from = a, to = b, attributes = &labels(&attrs))
            }
            TransitionFit::SuppliesNothing(attrs) => {
                tr!("gui-connected-passes-nothing", from = a, to = b, attributes = &labels(&attrs))
            }
        };
        self.say(said);
        let add = Edit::AddTransition { from: from.clone(), to: to.clone() };
        self.edits.push(match kept_places(self.project, snarl) {
            Some(pins) => Edit::Batch { edits: vec![pins, add] },
            None => add,
        });
    }

    /// Removes `from → to` and says so.
    pub fn disconnect_queries(&mut self, from: &QueryId, to: &QueryId, snarl: &Snarl<QueryId>) {
        self.disconnect_all(vec![(from.clone(), to.clone())], snarl);
    }

    /// Removes these transitions in one step (a pin's wires dropped together: one undo brings
    /// them all back), the other boxes kept where they are.
    fn disconnect_all(&mut self, pairs: Vec<(QueryId, QueryId)>, snarl: &Snarl<QueryId>) {
        if pairs.is_empty() {
            return;
        }
        for (from, to) in &pairs {
            self.say(tr!("gui-disconnected", from = from.as_str(), to = to.as_str()));
        }
        let mut edits: Vec<Edit> = kept_places(self.project, snarl).into_iter().collect();
        edits.extend(pairs.into_iter().map(|(from, to)| Edit::RemoveTransition { from, to }));
        self.edits.push(if edits.len() == 1 { edits.remove(0) } else { Edit::Batch { edits } });
    }

    /// The top-left corner of a free place for a box like `original`, right of it or lower.
    fn free_spot_beside(&self, original: Rect) -> Pos2 {
        let mut spot = original.translate(vec2(original.width() + 40.0, 0.0));
        while self.rects.values().any(|r| r.expand(12.0).intersects(spot)) {
            spot = spot.translate(vec2(0.0, original.height() + 24.0));
        }
        spot.min
    }

    fn port(&self, ui: &egui::Ui, input: bool, connected: bool) -> Port {
        let v = ui.visuals();
        Port { input, connected, color: v.selection.stroke.color, wire: v.text_color(), fill: v.extreme_bg_color }
    }
}

/// Saved places for every query drawn at an automatic one, so that a change of the workflow's
/// shape (a new or removed transition or query changes each query's column) moves nothing;
/// `None` when every query has a saved place already.
pub fn kept_places(project: &Project, snarl: &Snarl<QueryId>) -> Option<Edit> {
    let moves: Vec<(String, model_core::project::Pos)> = snarl
        .nodes_ids_data()
        .filter(|(_, n)| project.query(&n.value).is_some() && !project.layout.workflow.contains_key(n.value.as_str()))
        .map(|(_, n)| (n.value.to_string(), super::from_pos2(n.pos)))
        .collect();
    (!moves.is_empty()).then_some(Edit::MoveNodes { canvas: Canvas::Workflow, moves })
}

/// A snarl style for boxes in Chebotko's notation: pins on the edges, thin curved wires, no
/// collapse button, a floor on zoom-out that is still a useful overview.
pub fn style(visuals: &egui::Visuals) -> SnarlStyle {
    let mut style = SnarlStyle::new();
    style.pin_size = Some(12.0);
    style.pin_placement = Some(egui_snarl::ui::PinPlacement::Edge);
    style.wire_width = Some(1.6);
    style.wire_style = Some(WireStyle::Bezier3);
    style.collapsible = Some(false);
    style.min_scale = Some(*super::ZOOM_RANGE.start());
    style.max_scale = Some(*super::ZOOM_RANGE.end());
    style.node_frame = Some(
        egui::Frame::new()
            .fill(visuals.extreme_bg_color)
            .stroke(Stroke::new(1.3, visuals.text_color()))
            .corner_radius(6.0)
            .inner_margin(egui::Margin::symmetric(10, 6)),
    );
    style.header_frame = Some(egui::Frame::new().inner_margin(egui::Margin::symmetric(10, 4)));
    style
}

/// `text` wrapped at `width` in at most `rows` lines, the last ending in "…" when cut.
fn capped_label(ui: &mut egui::Ui, text: &str, width: f32, rows: usize, color: Color32) -> egui::Response {
    let format = egui::TextFormat { font_id: egui::FontId::proportional(TEXT_SIZE), color, ..Default::default() };
    let mut job = egui::text::LayoutJob::single_section(text.to_owned(), format);
    job.wrap = egui::text::TextWrapping {
        max_width: width,
        max_rows: rows,
        break_anywhere: false,
        overflow_character: Some('…'),
    };
    sharp_label(ui, job)
}

/// The text `job` as a label that takes the room it takes at 100 %, drawn sharp at the
/// canvas's zoom (`super::sharp_job`: an underscore does not vanish zoomed out, Chinese does
/// not blur zoomed in).
fn sharp_label(ui: &mut egui::Ui, job: egui::text::LayoutJob) -> egui::Response {
    let size = ui.painter().layout_job(job.clone()).size();
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::hover());
    let text = job.text.clone();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Label, ui.is_enabled(), &text));
    if ui.is_rect_visible(rect) {
        let zoom = super::screen_scale(ui) / ui.ctx().pixels_per_point();
        super::sharp_job(ui.painter(), zoom, rect.min, job);
    }
    response
}

/// `text` in one line at `size` in `color`, as a [`sharp_label`].
fn sharp_line(ui: &mut egui::Ui, text: &str, size: f32, color: Color32) -> egui::Response {
    let job = egui::text::LayoutJob::simple_singleline(text.to_owned(), egui::FontId::proportional(size), color);
    sharp_label(ui, job)
}

fn detail_row(ui: &mut egui::Ui, label: &str, value: &str, color: Color32) {
    if value.is_empty() {
        return;
    }
    ui.horizontal_top(|ui| {
        ui.add_sized(
            vec2(model_core::render::WORKFLOW_LABEL_W, TEXT_SIZE + 4.0),
            egui::Label::new(RichText::new(label).size(TEXT_SIZE - 1.0).weak()),
        );
        // At most the lines the exported picture gives it (so boxes keep the layout's size);
        // the whole list on hover.
        let width = BODY_W - model_core::render::WORKFLOW_LABEL_W - ui.spacing().item_spacing.x;
        let label = capped_label(ui, value, width, model_core::render::WORKFLOW_DETAIL_LINES, color);
        if label.hovered() {
            label.on_hover_text(value);
        }
    });
}

impl SnarlViewer<QueryId> for Viewer<'_> {
    fn title(&mut self, node: &QueryId) -> String {
        node.to_string()
    }

    fn show_header(
        &mut self,
        node: NodeId,
        _inputs: &[InPin],
        _outputs: &[OutPin],
        ui: &mut egui::Ui,
        snarl: &mut Snarl<QueryId>,
    ) {
        let Some(id) = snarl.get_node(node) else { return };
        let q = self.project.query(id);
        // Text is not selectable here: a press on it moves the box, a right click opens its menu.
        ui.style_mut().interaction.selectable_labels = false;
        ui.horizontal(|ui| {
            let accent = ui.visuals().selection.stroke.color;
            let title = RichText::new(id.as_str()).size(ID_SIZE).strong().color(accent);
            let title = if self.highlight.contains(id) {
                title.color(crate::gui::selection::HIGHLIGHT).underline()
            } else {
                title
            };
            ui.label(title).on_hover_text(tr!("gui-tip-wf-node", query = id.as_str()));
            if q.is_some_and(|q| q.entry) {
                ui.label(RichText::new(tr!("gui-entry-marker")).size(TEXT_SIZE - 1.0).color(accent))
                    .on_hover_text(tr!("gui-tip-entry"));
            }
        });
    }

    fn current_transform(&mut self, to_global: &mut egui::emath::TSTransform, _snarl: &mut Snarl<QueryId>) {
        use egui::emath::TSTransform;
        if let Some(view) = self.actual_size.take() {
            // Keep the canvas point under the middle of the view where it is, at scale 1.
            let middle = to_global.inverse() * view.center();
            *to_global = TSTransform::from_translation(view.center().to_vec2() - middle.to_vec2());
        }
        if let Some((factor, view)) = self.zoom.take() {
            let middle = to_global.inverse() * view.center();
            let range = super::ZOOM_RANGE;
            let scale = (to_global.scaling * factor).clamp(*range.start(), *range.end());
            *to_global = TSTransform::new(view.center().to_vec2() - middle.to_vec2() * scale, scale);
        }
        if let Some(view) = self.fit.take()
            && self.bounds.is_finite()
            && self.bounds.is_positive()
            && view.is_positive()
        {
            // Never smaller than names can be read: a larger workflow is shown from its
            // top-left corner, the rest a scroll away; a selection in the middle.
            let shown = if self.focus {
                super::focus_rect(self.bounds, view, super::WORKFLOW_FIT_ZOOM)
            } else {
                super::legible_fit(
                    self.bounds,
                    view,
                    &self.rects.values().copied().collect::<Vec<_>>(),
                    super::WORKFLOW_FIT_ZOOM,
                )
            };
            // A small workflow is shown at 100 %, not blown up.
            let scale = (view.width() / shown.width()).min(view.height() / shown.height()).min(1.0);
            *to_global = TSTransform::new(view.center().to_vec2() - shown.center().to_vec2() * scale, scale);
        }
        if let Some((r, view)) = self.reveal.take() {
            to_global.translation += reveal_shift(to_global.mul_rect(r), view.shrink(16.0));
        }
        self.transform = Some(*to_global);
    }

    fn inputs(&mut self, _node: &QueryId) -> usize {
        1
    }

    fn show_input(&mut self, pin: &InPin, ui: &mut egui::Ui, snarl: &mut Snarl<QueryId>) -> impl SnarlPin + 'static {
        if let Some(id) = snarl.get_node(pin.id.node) {
            self.pins.entry(id.clone()).or_insert((Pos2::ZERO, Pos2::ZERO)).0.y = ui.max_rect().center().y;
        }
        self.port(ui, true, !pin.remotes.is_empty())
    }

    fn outputs(&mut self, _node: &QueryId) -> usize {
        1
    }

    fn show_output(&mut self, pin: &OutPin, ui: &mut egui::Ui, snarl: &mut Snarl<QueryId>) -> impl SnarlPin + 'static {
        if let Some(id) = snarl.get_node(pin.id.node) {
            self.pins.entry(id.clone()).or_insert((Pos2::ZERO, Pos2::ZERO)).1.y = ui.max_rect().center().y;
        }
        self.port(ui, false, !pin.remotes.is_empty())
    }

    fn has_body(&mut self, _node: &QueryId) -> bool {
        true
    }

    fn show_body(
        &mut self,
        node: NodeId,
        _inputs: &[InPin],
        _outputs: &[OutPin],
        ui: &mut egui::Ui,
        snarl: &mut Snarl<QueryId>,
    ) {
        let Some(id) = snarl.get_node(node).cloned() else { return };
        let Some(q) = self.project.query(&id) else { return };
        ui.style_mut().interaction.selectable_labels = false;
        ui.vertical(|ui| {
            ui.set_width(BODY_W);
            ui.spacing_mut().item_spacing.y = 2.0;
            if let Some(r) = self.rename.as_mut().filter(|r| r.id == id) {
                let edit = egui::TextEdit::singleline(&mut r.text)
                    .id(ui.id().with(("rename", &id)))
                    .desired_width(BODY_W)
                    .font(egui::FontId::proportional(TEXT_SIZE));
                let resp = ui.add(edit);
                if !r.focused {
                    resp.request_focus();
                    r.focused = true;
                }
                let (enter, escape) = ui.input(|i| (i.key_pressed(egui::Key::Enter), i.key_pressed(egui::Key::Escape)));
                if escape {
                    *self.rename = None;
                } else if enter || resp.lost_focus() {
                    let text = r.text.trim().to_owned();
                    if text != q.description {
                        self.said.push((self.edits.len(), tr!("gui-renamed-query", query = id.as_str())));
                        self.edits.push(Edit::SetQueryDescription { id: id.clone(), description: text });
                    }
                    *self.rename = None;
                }
            } else {
                if q.description.is_empty() {
                    ui.add(egui::Label::new(RichText::new(tr!("gui-no-description")).weak().size(TEXT_SIZE)).wrap());
                } else {
                    // At most the lines the layout gives it (an imported query's SQL is long),
                    // the whole text on hover.
                    let color = ui.visuals().text_color();
                    let label =
                        capped_label(ui, &q.description, BODY_W, model_core::render::WORKFLOW_DESC_LINES, color);
                    if label.hovered() {
                        label.on_hover_text(&q.description);
                    }
                }
            }
            let text = ui.visuals().text_color();
            let node = self.nodes.get(id.as_str());
            if let Some([given, find, order]) = node.map(|n| &n.details) {
                detail_row(ui, &tr!("gui-wf-given"), given, text);
                detail_row(ui, &tr!("gui-wf-find"), find, text);
                detail_row(ui, &tr!("gui-wf-order"), order, text);
            }
            if let Some(table) = node.and_then(|n| n.table.as_ref()) {
                let accent = ui.visuals().selection.stroke.color;
                sharp_line(ui, &format!("→ {table}"), TEXT_SIZE, accent).on_hover_text(tr!("gui-tip-wf-table"));
            }
        });
    }

    fn final_node_rect(&mut self, node: NodeId, rect: Rect, ui: &mut egui::Ui, snarl: &mut Snarl<QueryId>) {
        let Some(id) = snarl.get_node(node).cloned() else { return };
        if self.project.query(&id).is_some_and(|q| q.entry) {
            // The entry arrow: from a start dot into the box, at the height of its header.
            let color = ui.visuals().selection.stroke.color;
            let tip = pos2(rect.left() - 2.0, rect.top() + 18.0);
            let dot = tip - vec2(46.0, 0.0);
            let painter = ui.painter();
            painter.circle_filled(dot, 5.0, color);
            super::arrow(painter, dot, tip, Stroke::new(2.0, color));
            let area = Rect::from_two_pos(dot - vec2(6.0, 8.0), tip + vec2(0.0, 8.0));
            ui.interact(area, ui.id().with(("entry", &id)), egui::Sense::hover())
                .on_hover_text(tr!("gui-tip-wf-entry-arrow"));
        }
        if self.selected.contains(&id) {
            let stroke = Stroke::new(2.5, ui.visuals().selection.stroke.color);
            ui.painter().rect_stroke(rect.expand(3.0), 8.0, stroke, egui::StrokeKind::Outside);
        }
        if let Some((input, output)) = self.pins.get_mut(&id) {
            input.x = rect.left();
            output.x = rect.right();
        }
        self.rects.insert(id, rect);
    }

    fn has_graph_menu(&mut self, _pos: Pos2, _snarl: &mut Snarl<QueryId>) -> bool {
        true
    }

    fn show_graph_menu(&mut self, pos: Pos2, ui: &mut egui::Ui, _snarl: &mut Snarl<QueryId>) {
        use crate::gui::ui_command::UiCommand;
        if ui.button(tr!("gui-menu-add-query-here")).clicked() {
            self.new_query_at = Some(pos);
            ui.close();
        }
        ui.separator();
        if UiCommand::AutoLayout.menu_button(ui, true) {
            self.request = Some(MenuRequest::AutoLayout);
        }
        if UiCommand::FitToView.menu_button(ui, true) {
            self.request = Some(MenuRequest::Fit);
        }
        if UiCommand::ActualSize.menu_button(ui, true) {
            self.request = Some(MenuRequest::ActualSize);
        }
    }

    fn has_node_menu(&mut self, _node: &QueryId) -> bool {
        true
    }

    fn show_node_menu(
        &mut self,
        node: NodeId,
        _inputs: &[InPin],
        _outputs: &[OutPin],
        ui: &mut egui::Ui,
        snarl: &mut Snarl<QueryId>,
    ) {
        use crate::gui::ui_command::UiCommand;
        let Some(id) = snarl.get_node(node).cloned() else { return };
        if ui.button(tr!("gui-menu-rename")).clicked() {
            self.request = Some(MenuRequest::Rename(id.clone()));
            ui.close();
        }
        if ui.button(tr!("gui-menu-duplicate")).clicked() {
            let at = self.rects.get(&id).map(|r| self.free_spot_beside(*r));
            if let Some(copy) = Edit::duplicate_query(self.project, &id, at.map(super::from_pos2)) {
                if let Edit::AddQuery { query, .. } = &copy {
                    self.say(tr!("gui-duplicated-query", query = id.as_str(), copy = query.id.as_str()));
                }
                self.edits.push(copy);
            }
            ui.close();
        }
        let entry = self.project.query(&id).is_some_and(|q| q.entry);
        let mut e = entry;
        if ui.checkbox(&mut e, tr!("gui-entry-point")).on_hover_text(tr!("gui-tip-entry")).changed() {
            self.say(if e {
                tr!("gui-entry-on", query = id.as_str())
            } else {
                tr!("gui-entry-off", query = id.as_str())
            });
            self.edits.push(Edit::SetQueryEntry { id: id.clone(), entry: e });
            ui.close();
        }
        ui.separator();
        let others: Vec<QueryId> = self.project.queries.iter().map(|q| q.id.clone()).filter(|q| *q != id).collect();
        ui.add_enabled_ui(!others.is_empty(), |ui| {
            ui.menu_button(tr!("gui-menu-connect-to"), |ui| {
                for to in &others {
                    let there = self.project.transitions.iter().any(|t| t.from == id && &t.to == to);
                    let label = match self.project.query(to).map(|q| q.description.as_str()).filter(|d| !d.is_empty()) {
                        Some(d) => format!("{to} · {d}"),
                        None => to.to_string(),
                    };
                    if ui.add_enabled(!there, egui::Button::new(label)).clicked() {
                        self.connect_queries(&id, to, snarl);
                        ui.close();
                    }
                }
            });
        });
        let touching: Vec<(QueryId, QueryId)> = self
            .project
            .transitions
            .iter()
            .filter(|t| t.from == id || t.to == id)
            .map(|t| (t.from.clone(), t.to.clone()))
            .collect();
        ui.add_enabled_ui(!touching.is_empty(), |ui| {
            ui.menu_button(tr!("gui-menu-disconnect"), |ui| {
                for (from, to) in &touching {
                    if ui.button(format!("{from} → {to}")).clicked() {
                        self.disconnect_queries(from, to, snarl);
                        ui.close();
                    }
                }
            });
        });
        ui.separator();
        if UiCommand::Delete.menu_button(ui, true) {
            self.request = Some(MenuRequest::Delete(id));
        }
        if UiCommand::AutoLayout.menu_button(ui, true) {
            self.request = Some(MenuRequest::AutoLayout);
        }
    }

    fn connect(&mut self, from: &OutPin, to: &InPin, snarl: &mut Snarl<QueryId>) {
        if let (Some(a), Some(b)) = (snarl.get_node(from.id.node).cloned(), snarl.get_node(to.id.node).cloned()) {
            self.connect_queries(&a, &b, snarl);
        }
    }

    fn disconnect(&mut self, from: &OutPin, to: &InPin, snarl: &mut Snarl<QueryId>) {
        if let (Some(a), Some(b)) = (snarl.get_node(from.id.node).cloned(), snarl.get_node(to.id.node).cloned()) {
            self.disconnect_queries(&a, &b, snarl);
        }
    }

    fn drop_outputs(&mut self, pin: &OutPin, snarl: &mut Snarl<QueryId>) {
        let from = snarl.get_node(pin.id.node).cloned();
        let pairs =
            pin.remotes.iter().filter_map(|to| Some((from.clone()?, snarl.get_node(to.node).cloned()?))).collect();
        self.disconnect_all(pairs, snarl);
    }

    fn drop_inputs(&mut self, pin: &InPin, snarl: &mut Snarl<QueryId>) {
        let to = snarl.get_node(pin.id.node).cloned();
        let pairs =
            pin.remotes.iter().filter_map(|from| Some((snarl.get_node(from.node).cloned()?, to.clone()?))).collect();
        self.disconnect_all(pairs, snarl);
    }
}

/// How far to pan so that `shown` (a box on screen) is inside `view`: nothing when it is
/// already; its top-left corner first when it is larger than the view.
fn reveal_shift(shown: Rect, view: Rect) -> egui::Vec2 {
    let axis = |lo: f32, hi: f32, vlo: f32, vhi: f32| {
        if lo < vlo || hi - lo > vhi - vlo {
            vlo - lo
        } else if hi > vhi {
            vhi - hi
        } else {
            0.0
        }
    };
    egui::vec2(
        axis(shown.min.x, shown.max.x, view.min.x, view.max.x),
        axis(shown.min.y, shown.max.y, view.min.y, view.max.y),
    )
}

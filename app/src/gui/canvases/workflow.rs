//! The Workflow tab: the application workflow in Chebotko's notation, drawn with egui-snarl.
//! Each query is a box (`workflow_node`: its id and name, given, find, order and the table it
//! leads to), each transition a wire ending in an arrow head, entry points get an entry arrow.
//! The snarl is a view rebuilt from the project whenever it changes; its node ids are mapped to
//! our [`QueryId`]s and every change goes back as an [`Edit`]. Queries keep their places when
//! the workflow's shape changes: connecting, disconnecting and adding save the places of the
//! queries still drawn at automatic ones in the same undo step.

use super::workflow_node::{MenuRequest, Rename, Viewer};
use crate::gui::context::ViewContext;
use crate::gui::selection::Selected;
use crate::gui::ui_command::UiCommand;
use egui::emath::TSTransform;
use egui::{Pos2, Rect, pos2, vec2};
use egui_snarl::ui::{SnarlWidget, get_selected_nodes};
use egui_snarl::{NodeId, Snarl};
use model_core::Project;
use model_core::edit::{Canvas, Edit};
use model_core::ids::QueryId;
use model_core::logical::LogicalModel;
use model_core::render::WorkflowLayout;
use std::collections::{HashMap, HashSet};

/// State of the workflow canvas between frames.
pub struct WorkflowCanvas {
    snarl: Snarl<QueryId>,
    key: Option<(u64, u64)>,
    /// The boxes' contents and automatic places, from the exported picture's geometry.
    layout: WorkflowLayout,
    /// Positions the nodes were given when the snarl was rebuilt (to detect moves).
    placed: HashMap<QueryId, Pos2>,
    /// The queries with a saved place (the others are at automatic ones).
    saved: HashSet<String>,
    last_selected: Vec<NodeId>,
    /// Fit every node into view on the next frame.
    pub fit_pending: bool,
    /// Zoom to 100 % around the middle of the view on the next frame.
    pub actual_size_pending: bool,
    /// Zoom by this factor on the next frame (zoom buttons, Ctrl + / −).
    zoom_pending: Option<f32>,
    /// Queries drawn highlighted (the selection's).
    pub highlight: HashSet<QueryId>,
    /// Each query's box on the last frame, in canvas coordinates.
    rects: HashMap<QueryId, Rect>,
    /// The boxes the next fit shows instead of all of them (zoom to selection).
    focus: Option<Rect>,
    /// Canvas to screen on the last frame.
    transform: Option<TSTransform>,
    /// The name being typed in place.
    rename: Option<Rename>,
    /// Each query's input and output pin on the last frame, in canvas coordinates.
    pins: HashMap<QueryId, (Pos2, Pos2)>,
    /// A query just added, to be brought into view once its box is drawn.
    reveal: Option<QueryId>,
    /// The last fit could not show every box at the legible zoom (until the zoom changes).
    fit_clamped: bool,
    /// Where the canvas was last shown on screen (the zoom bar's strip not included).
    shown_in: Rect,
    /// The view as the last fit left it (until panned or zoomed): when the canvas changes
    /// size, it is fitted again.
    fitted: Option<TSTransform>,
}

/// A query's box as last drawn on screen, with its connection points.
#[derive(Clone, Debug, PartialEq)]
pub struct WorkflowBox {
    /// The query id.
    pub id: String,
    /// The box.
    pub rect: Rect,
    /// Where transitions arrive.
    pub input: Pos2,
    /// Where transitions leave from.
    pub output: Pos2,
}

impl std::fmt::Debug for WorkflowCanvas {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WorkflowCanvas").field("key", &self.key).field("nodes", &self.placed.len()).finish()
    }
}

impl Default for WorkflowCanvas {
    fn default() -> Self {
        Self {
            snarl: Snarl::new(),
            key: None,
            layout: WorkflowLayout::default(),
            placed: HashMap::new(),
            saved: HashSet::new(),
            last_selected: Vec::new(),
            fit_pending: true,
            actual_size_pending: false,
            zoom_pending: None,
            highlight: HashSet::new(),
            rects: HashMap::new(),
            focus: None,
            transform: None,
            rename: None,
            pins: HashMap::new(),
            reveal: None,
            fit_clamped: false,
            shown_in: Rect::NOTHING,
            fitted: None,
        }
    }
}

fn snarl_id() -> egui::Id {
    egui::Id::new("workflow-snarl")
}

impl WorkflowCanvas {
    fn rebuild(&mut self, project: &Project, model: &LogicalModel) {
        self.snarl = Snarl::new();
        self.placed.clear();
        self.layout = WorkflowLayout::new(project, model);
        let mut nodes: HashMap<&str, NodeId> = HashMap::new();
        for n in &self.layout.nodes {
            let pos = pos2(n.rect.x, n.rect.y);
            let node = self.snarl.insert_node(pos, QueryId::new(n.id.as_str()));
            nodes.insert(n.id.as_str(), node);
            self.placed.insert(QueryId::new(n.id.as_str()), pos);
        }
        for t in &project.transitions {
            if let (Some(from), Some(to)) = (nodes.get(t.from.as_str()), nodes.get(t.to.as_str())) {
                self.snarl.connect(
                    egui_snarl::OutPinId { node: *from, output: 0 },
                    egui_snarl::InPinId { node: *to, input: 0 },
                );
            }
        }
        self.rects.retain(|id, _| nodes.contains_key(id.as_str()));
        self.saved = project.layout.workflow.keys().cloned().collect();
    }

    /// Each query's box on screen on the last frame, by id (for tests and screenshots).
    pub fn screen_boxes(&self) -> Vec<WorkflowBox> {
        let Some(t) = self.transform else { return Vec::new() };
        let mut out: Vec<WorkflowBox> = self
            .rects
            .iter()
            .map(|(id, r)| {
                let (input, output) = self.pins.get(id).copied().unwrap_or((r.left_center(), r.right_center()));
                WorkflowBox { id: id.to_string(), rect: t.mul_rect(*r), input: t * input, output: t * output }
            })
            .collect();
        out.sort_by(|a, b| a.id.cmp(&b.id));
        out
    }

    /// The edit that saves the places of the queries drawn at automatic ones (to go with an
    /// edit that changes the workflow's shape, in the same undo step), when any is.
    pub fn kept_places(&self, project: &Project) -> Option<Edit> {
        self.key?;
        super::workflow_node::kept_places(project, &self.snarl)
    }

    /// Where the canvas was last shown on screen (the zoom bar's strip not included).
    pub fn shown_in(&self) -> Rect {
        self.shown_in
    }

    /// The zoom of the last frame (1.0 is 100 %), once the canvas was shown.
    pub fn zoom(&self) -> Option<f32> {
        self.transform.map(|t| t.scaling)
    }

    /// Starts typing a query's name (its description) in its box.
    pub fn start_rename(&mut self, project: &Project, id: &QueryId) {
        if let Some(q) = project.query(id) {
            self.rename = Some(Rename { id: id.clone(), text: q.description.clone(), focused: false });
        }
    }

    /// The toolbar above the canvas.
    pub fn toolbar_ui(&mut self, ui: &mut egui::Ui, cx: &mut ViewContext<'_>, stepping: bool) {
        let (selection, actions) = (&*cx.selection, &mut *cx.actions);
        ui.horizontal(|ui| {
            if super::step_mode_button(ui, stepping) {
                actions.command(UiCommand::StepMode);
            }
            if UiCommand::AddQuery.toolbar_button(ui, true) {
                actions.command(UiCommand::AddQuery);
            }
            if UiCommand::Delete.toolbar_button(ui, !selection.is_empty()) {
                actions.command(UiCommand::Delete);
            }
            if UiCommand::FitToView.toolbar_button(ui, true) {
                self.fit_pending = true;
            }
            if UiCommand::AutoLayout.toolbar_button(ui, true) {
                actions.command(UiCommand::AutoLayout);
            }
            crate::gui::widgets::toolbar_hint(ui, &tr!("gui-wf-hint"), false);
        });
    }

    /// Shows these queries' boxes on the next frame (zoom to selection); `false` when none
    /// of them has a box.
    pub fn focus_on(&mut self, queries: &[QueryId]) -> bool {
        let boxes = super::union(queries.iter().filter_map(|q| self.rects.get(q).copied()));
        if !boxes.is_finite() || !boxes.is_positive() {
            return false;
        }
        self.focus = Some(boxes);
        self.fit_pending = true;
        true
    }

    /// Where a new query's box goes: the first free place in the visible part of the canvas
    /// (rows from its top-left), as the top-left corner; `None` before the canvas was shown.
    pub fn free_spot_in_view(&self) -> Option<Pos2> {
        let t = self.transform?;
        let visible = t.inverse().mul_rect(self.shown_in).shrink(24.0);
        let size = vec2(model_core::render::WORKFLOW_TEXT_W + 44.0, 130.0);
        let taken = |r: Rect| self.rects.values().any(|o| o.expand(16.0).intersects(r));
        let step = vec2(size.x * 0.25, size.y * 0.25);
        let (cols, rows) =
            (((visible.width() - size.x) / step.x).floor(), ((visible.height() - size.y) / step.y).floor());
        if !(cols >= 0.0 && rows >= 0.0) {
            return Some(visible.center() - size * 0.5);
        }
        let spot = (0..=rows as usize)
            .flat_map(|r| (0..=cols as usize).map(move |c| visible.min + vec2(c as f32 * step.x, r as f32 * step.y)))
            .find(|p| !taken(Rect::from_min_size(*p, size)));
        Some(spot.unwrap_or(visible.center() - size * 0.5))
    }

    /// Brings this query's box into view (panning, at the same zoom) once it is drawn: a
    /// query added lands where the user looks.
    pub fn reveal(&mut self, query: QueryId) {
        self.reveal = Some(query);
    }

    /// What the content spans: the last frame's boxes (or the layout's before the first),
    /// entry arrows included.
    fn bounds(&self) -> Rect {
        let boxes = if self.rects.is_empty() {
            super::union(self.layout.nodes.iter().map(|n| super::geometry::to_rect(n.rect)))
        } else {
            super::union(self.rects.values().copied())
        };
        if boxes.is_finite() { boxes.union(boxes.translate(vec2(-56.0, 0.0))) } else { boxes }
    }

    /// The canvas.
    pub fn ui(&mut self, ui: &mut egui::Ui, cx: &mut ViewContext<'_>) {
        let (project, key) = (cx.project, cx.key);
        let model = &cx.derived.derivation.model;
        let (selection, actions) = (&mut *cx.selection, &mut *cx.actions);
        if self.key != Some(key) {
            self.rebuild(project, model);
            self.key = Some(key);
        }
        let (view, strip) = super::zoom_strip(ui.available_rect_before_wrap().intersect(ui.clip_rect()));
        // A fitted view is fitted again when the window (or the pane) changes size.
        if self.fitted.is_some() && (view.size() - self.shown_in.size()).length() > 0.5 {
            self.fit_pending = true;
        }
        self.shown_in = view;
        if let Some(factor) = super::keyboard_zoom(ui) {
            self.zoom_pending = Some(self.zoom_pending.unwrap_or(1.0) * factor);
        }
        if self.fit_pending && self.focus.is_none() {
            self.fit_clamped = true;
        } else if self.zoom_pending.is_some() || self.actual_size_pending || self.focus.is_some() {
            self.fit_clamped = false;
        }
        // The box of a query just added, once drawn (the frame after the edit).
        let reveal = match &self.reveal {
            Some(id) if self.key == Some(key) => self.rects.get(id).copied(),
            _ => None,
        };
        if reveal.is_some() {
            self.reveal = None;
        } else if self.reveal.is_some() {
            ui.ctx().request_repaint();
        }
        // A fit shows everything, or after zoom to selection the selected boxes.
        let focus = self.focus.take();
        let fitting = self.fit_pending && focus.is_none();
        let bounds = focus.unwrap_or_else(|| self.bounds());
        let mut rename = self.rename.take();
        let mut viewer = Viewer {
            project,
            nodes: self.layout.nodes.iter().map(|n| (n.id.as_str(), n)).collect(),
            edits: Vec::new(),
            said: Vec::new(),
            new_query_at: None,
            request: None,
            fit: std::mem::take(&mut self.fit_pending).then_some(view),
            focus: focus.is_some(),
            actual_size: std::mem::take(&mut self.actual_size_pending).then_some(view),
            zoom: self.zoom_pending.take().map(|f| (f, view)),
            reveal: reveal.map(|r| (r, view)),
            bounds,
            transform: None,
            highlight: &self.highlight,
            selected: selection
                .items()
                .iter()
                .filter_map(|s| if let Selected::Query(q) = s { Some(q.clone()) } else { None })
                .collect(),
            pins: HashMap::new(),
            rects: self.rects.clone(),
            rename: &mut rename,
        };
        let style = super::workflow_node::style(ui.visuals());
        ui.scope_builder(egui::UiBuilder::new().max_rect(view), |ui| {
            ui.set_clip_rect(view);
            SnarlWidget::new().id(snarl_id()).style(style).show(&mut self.snarl, &mut viewer, ui);
        });
        let (edits, said, new_query_at, request) = (viewer.edits, viewer.said, viewer.new_query_at, viewer.request);
        self.fitted = match viewer.transform {
            Some(t) if fitting => Some(t),
            // Panned, zoomed or revealed since: the view is the user's.
            t => self.fitted.filter(|f| t.is_none_or(|t| t == *f)),
        };
        self.transform = viewer.transform.or(self.transform);
        self.rects = viewer.rects;
        self.pins = viewer.pins;
        self.rename = rename;
        let mut said = said.into_iter().peekable();
        for (i, edit) in edits.into_iter().enumerate() {
            while let Some((_, text)) = said.next_if(|(at, _)| *at <= i) {
                actions.say(text);
            }
            actions.edit(edit);
            actions.seal();
        }
        for (_, text) in said {
            actions.say(text);
        }
        if let Some(at) = new_query_at {
            let add = Edit::add_query(project, "", Some(super::from_pos2(at)));
            // The queries at automatic places keep them: a new query reshapes the columns.
            actions.add_new(match self.kept_places(project) {
                Some(kept) => Edit::Batch { edits: vec![kept, add] },
                None => add,
            });
        }
        match request {
            Some(MenuRequest::Rename(id)) => self.start_rename(project, &id),
            Some(MenuRequest::Delete(id)) => {
                let item = Selected::Query(id);
                if !selection.contains(&item) {
                    selection.set(item);
                }
                actions.command(UiCommand::Delete);
            }
            Some(MenuRequest::AutoLayout) => actions.command(UiCommand::AutoLayout),
            Some(MenuRequest::Fit) => self.fit_pending = true,
            Some(MenuRequest::ActualSize) => self.actual_size_pending = true,
            None => {}
        }
        self.record_moves(ui, actions);
        self.click_to_select(ui, view, selection);
        // Selection: follow the snarl's selected nodes when they change.
        let selected = get_selected_nodes(snarl_id(), ui.ctx());
        if selected != self.last_selected {
            let items: Vec<Selected> =
                selected.iter().filter_map(|n| self.snarl.get_node(*n)).map(|q| Selected::Query(q.clone())).collect();
            if !items.is_empty() {
                selection.set_many(items);
            }
            self.last_selected = selected;
        }
        self.zoom_bar(ui, view, strip);
    }

    /// A plain click on a query's box selects it (Ctrl or Shift adds it to the selection);
    /// egui-snarl itself selects only with Shift.
    fn click_to_select(&self, ui: &egui::Ui, view: Rect, selection: &mut crate::gui::selection::Selection) {
        let (clicked, pos, modifiers) =
            ui.input(|i| (i.pointer.primary_clicked(), i.pointer.interact_pos(), i.modifiers));
        let (Some(pos), Some(t)) = (pos.filter(|_| clicked), self.transform) else { return };
        let on_canvas = ui
            .ctx()
            .layer_id_at(pos)
            .is_some_and(|l| l.order != egui::Order::Foreground && l.order != egui::Order::Tooltip);
        if !on_canvas || !view.contains(pos) {
            return;
        }
        let at = t.inverse() * pos;
        if let Some((id, _)) = self.rects.iter().find(|(_, r)| r.contains(at)) {
            let item = Selected::Query(id.clone());
            if modifiers.command || modifiers.shift {
                selection.toggle(item);
            } else {
                selection.set(item);
            }
        }
    }

    /// Moves: one step when the drag ends.
    fn record_moves(&mut self, ui: &egui::Ui, actions: &mut crate::gui::actions::Actions) {
        if ui.input(|i| i.pointer.any_down()) {
            return;
        }
        let mut moves = Vec::new();
        for (_, node) in self.snarl.nodes_ids_data() {
            let placed = self.placed.get(&node.value).copied();
            if placed.is_some_and(|p| p.distance(node.pos) > 0.5) {
                moves.push((node.value.to_string(), super::from_pos2(node.pos)));
            }
        }
        if !moves.is_empty() {
            // The queries still at automatic places keep them: without saved places they would
            // be stacked again around the moved one.
            for (_, node) in self.snarl.nodes_ids_data() {
                let id = node.value.as_str();
                if !self.saved.contains(id) && !moves.iter().any(|(m, _)| m == id) {
                    moves.push((id.to_owned(), super::from_pos2(node.pos)));
                }
            }
            for (id, p) in &moves {
                self.placed.insert(QueryId::new(id.as_str()), pos2(p.x, p.y));
            }
            actions.edit(Edit::MoveNodes { canvas: Canvas::Workflow, moves });
        }
    }

    /// The zoom bar every canvas has, in the strip under the canvas, applied to the snarl's
    /// view on the next frame; with how many boxes a fit left off-screen.
    fn zoom_bar(&mut self, ui: &mut egui::Ui, view: Rect, strip: Rect) {
        let off = match self.transform {
            Some(t) if self.fit_clamped => {
                super::off_screen(t.inverse().mul_rect(view), &self.rects.values().copied().collect::<Vec<_>>())
            }
            _ => 0,
        };
        match super::zoom_bar_ui(ui, strip, self.zoom(), off) {
            Some(super::ZoomButton::Out) => self.zoom_pending = Some(1.0 / super::ZOOM_STEP),
            Some(super::ZoomButton::In) => self.zoom_pending = Some(super::ZOOM_STEP),
            Some(super::ZoomButton::Fit) => self.fit_pending = true,
            Some(super::ZoomButton::ActualSize) => self.actual_size_pending = true,
            None => {}
        }
    }
}

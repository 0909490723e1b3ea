//! The Workflow tab: queries as nodes (Qn and the description), transitions as wires, drawn
//! with egui-snarl. The snarl is a view rebuilt from the project whenever it changes; its
//! node ids are mapped to our [`QueryId`]s and every change goes back as an [`Edit`].

use crate::gui::context::ViewContext;
use crate::gui::i18n::tr;
use crate::gui::selection::Selected;
use egui::{Pos2, pos2};
use egui_snarl::ui::{PinInfo, SnarlStyle, SnarlViewer, SnarlWidget, get_selected_nodes};
use egui_snarl::{InPin, NodeId, OutPin, Snarl};
use model_core::Project;
use model_core::edit::{Canvas, Edit};
use model_core::ids::QueryId;
use std::collections::HashMap;

/// State of the workflow canvas between frames.
pub struct WorkflowCanvas {
    snarl: Snarl<QueryId>,
    key: Option<(u64, u64)>,
    /// Positions the nodes were given when the snarl was rebuilt (to detect moves).
    placed: HashMap<QueryId, Pos2>,
    last_selected: Vec<NodeId>,
    /// Fit every node into view on the next frame.
    pub fit_pending: bool,
    /// Zoom to 100 % around the middle of the view on the next frame.
    pub actual_size_pending: bool,
    /// Queries drawn highlighted (the selection's).
    pub highlight: std::collections::HashSet<QueryId>,
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
            placed: HashMap::new(),
            last_selected: Vec::new(),
            fit_pending: true,
            actual_size_pending: false,
            highlight: std::collections::HashSet::new(),
        }
    }
}

/// Where each query's node goes, from the exported workflow picture's geometry
/// ([`model_core::render::WorkflowLayout`]): saved positions, else a column per step of the
/// workflow from its start, queries of one step stacked. The node boxes themselves are
/// egui-snarl's.
pub fn auto_positions(project: &Project) -> HashMap<QueryId, Pos2> {
    let layout = model_core::render::WorkflowLayout::new(project, &model_core::logical::LogicalModel::default());
    layout.nodes.iter().map(|n| (QueryId::new(n.id.as_str()), pos2(n.rect.x, n.rect.y))).collect()
}

fn snarl_id() -> egui::Id {
    egui::Id::new("workflow-snarl")
}

impl WorkflowCanvas {
    fn rebuild(&mut self, project: &Project) {
        self.snarl = Snarl::new();
        self.placed.clear();
        let mut nodes: HashMap<&QueryId, NodeId> = HashMap::new();
        let auto = auto_positions(project);
        for q in &project.queries {
            let fallback = auto.get(&q.id).copied().unwrap_or_default();
            let pos = project.layout.workflow.get(q.id.as_str()).map_or(fallback, |p| pos2(p.x, p.y));
            let node = self.snarl.insert_node(pos, q.id.clone());
            nodes.insert(&q.id, node);
            self.placed.insert(q.id.clone(), pos);
        }
        for t in &project.transitions {
            if let (Some(from), Some(to)) = (nodes.get(&t.from), nodes.get(&t.to)) {
                self.snarl.connect(egui_snarl::OutPinId { node: *from, output: 0 }, egui_snarl::InPinId { node: *to, input: 0 });
            }
        }
    }

    /// The toolbar above the canvas.
    pub fn toolbar_ui(&mut self, ui: &mut egui::Ui, cx: &mut ViewContext<'_>) {
        let (selection, actions) = (&*cx.selection, &mut *cx.actions);
        use crate::gui::command::UiCommand;
        ui.horizontal(|ui| {
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
            ui.add(egui::Label::new(egui::RichText::new(tr().workflow_hint).weak().small()).truncate());
        });
    }

    /// The canvas.
    pub fn ui(&mut self, ui: &mut egui::Ui, cx: &mut ViewContext<'_>) {
        let (project, key) = (cx.project, cx.key);
        let (selection, actions) = (&mut *cx.selection, &mut *cx.actions);
        if self.key != Some(key) {
            self.rebuild(project);
            self.key = Some(key);
        }
        let view = ui.available_rect_before_wrap();
        let fit = std::mem::take(&mut self.fit_pending).then_some(view);
        let actual_size = std::mem::take(&mut self.actual_size_pending).then_some(view);
        let mut viewer = Viewer { project, edits: Vec::new(), new_query_at: None, fit, actual_size, highlight: &self.highlight };
        let style = SnarlStyle::new();
        SnarlWidget::new().id(snarl_id()).style(style).show(&mut self.snarl, &mut viewer, ui);
        actions.edits(std::mem::take(&mut viewer.edits));
        if let Some(at) = viewer.new_query_at {
            actions.add_new(Edit::add_query(project, "", Some(model_core::project::Pos::new(at.x, at.y))));
        }
        // Moves: one step when the drag ends.
        let pointer_down = ui.input(|i| i.pointer.any_down());
        if !pointer_down {
            let mut moves = Vec::new();
            for (_, node) in self.snarl.nodes_ids_data() {
                let placed = self.placed.get(&node.value).copied();
                if placed.is_some_and(|p| p.distance(node.pos) > 0.5) {
                    moves.push((node.value.to_string(), model_core::project::Pos::new(node.pos.x, node.pos.y)));
                }
            }
            if !moves.is_empty() {
                for (id, p) in &moves {
                    self.placed.insert(QueryId::new(id.as_str()), pos2(p.x, p.y));
                }
                actions.edit(Edit::MoveNodes { canvas: Canvas::Workflow, moves });
            }
        }
        // Selection: follow the snarl's selected nodes when they change.
        let selected = get_selected_nodes(snarl_id(), ui.ctx());
        if selected != self.last_selected {
            let items: Vec<Selected> = selected.iter().filter_map(|n| self.snarl.get_node(*n)).map(|q| Selected::Query(q.clone())).collect();
            if !items.is_empty() {
                selection.set_many(items);
            }
            self.last_selected = selected;
        }
    }
}

struct Viewer<'a> {
    project: &'a Project,
    edits: Vec<Edit>,
    new_query_at: Option<Pos2>,
    /// The canvas rectangle to fit all nodes into, when asked.
    fit: Option<egui::Rect>,
    /// The view to zoom to 100 % around its middle, when asked.
    actual_size: Option<egui::Rect>,
    /// Queries drawn highlighted.
    highlight: &'a std::collections::HashSet<QueryId>,
}

/// The space a query node takes at most (snarl places nodes by their top-left corner).
const NODE_SIZE: egui::Vec2 = egui::vec2(250.0, 110.0);

impl SnarlViewer<QueryId> for Viewer<'_> {
    fn title(&mut self, node: &QueryId) -> String {
        node.to_string()
    }

    fn show_header(&mut self, node: NodeId, _inputs: &[InPin], _outputs: &[OutPin], ui: &mut egui::Ui, snarl: &mut Snarl<QueryId>) {
        let Some(id) = snarl.get_node(node) else { return };
        let q = self.project.query(id);
        ui.horizontal(|ui| {
            let title = egui::RichText::new(id.as_str()).strong();
            let title = if self.highlight.contains(id) { title.color(crate::gui::selection::HIGHLIGHT).underline() } else { title };
            ui.label(title).on_hover_text(crate::gui::i18n::fill(tr().tip_query_node, &[id.as_str()]));
            if q.is_some_and(|q| q.entry) {
                ui.label(egui::RichText::new(tr().entry_marker).small()).on_hover_text(tr().tip_entry);
            }
        });
    }

    fn current_transform(&mut self, to_global: &mut egui::emath::TSTransform, snarl: &mut Snarl<QueryId>) {
        if let Some(view) = self.actual_size.take() {
            // Keep the canvas point under the middle of the view where it is, at scale 1.
            let middle = to_global.inverse() * view.center();
            *to_global = egui::emath::TSTransform::from_translation(view.center().to_vec2() - middle.to_vec2());
        }
        let Some(view) = self.fit.take() else { return };
        let bounds = snarl.nodes_pos().map(|(pos, _)| egui::Rect::from_min_size(pos, NODE_SIZE)).fold(egui::Rect::NOTHING, |a, b| a.union(b));
        if !bounds.is_finite() || bounds.area() <= 0.0 || view.area() <= 0.0 {
            return;
        }
        let bounds = bounds.expand(30.0);
        let scale = (view.size() / bounds.size()).min_elem().clamp(0.2, 1.0);
        *to_global = egui::emath::TSTransform::new(view.center().to_vec2() - bounds.center().to_vec2() * scale, scale);
    }

    fn inputs(&mut self, _node: &QueryId) -> usize {
        1
    }

    fn show_input(&mut self, _pin: &InPin, _ui: &mut egui::Ui, _snarl: &mut Snarl<QueryId>) -> impl egui_snarl::ui::SnarlPin + 'static {
        PinInfo::circle()
    }

    fn outputs(&mut self, _node: &QueryId) -> usize {
        1
    }

    fn show_output(&mut self, _pin: &OutPin, _ui: &mut egui::Ui, _snarl: &mut Snarl<QueryId>) -> impl egui_snarl::ui::SnarlPin + 'static {
        PinInfo::triangle()
    }

    fn has_body(&mut self, _node: &QueryId) -> bool {
        true
    }

    fn show_body(&mut self, node: NodeId, _inputs: &[InPin], _outputs: &[OutPin], ui: &mut egui::Ui, snarl: &mut Snarl<QueryId>) {
        let Some(id) = snarl.get_node(node) else { return };
        let Some(q) = self.project.query(id) else { return };
        ui.vertical(|ui| {
            ui.set_max_width(210.0);
            let desc = if q.description.is_empty() { tr().no_description } else { q.description.as_str() };
            ui.add(egui::Label::new(desc).wrap());
            let index = self.project.index();
            let given: Vec<String> = q.given.iter().map(|g| format!("{} {}", index.label(&g.attribute), g.predicate.symbol())).collect();
            if !given.is_empty() {
                ui.label(egui::RichText::new(format!("{} {}", tr().given_short, given.join(", "))).small().weak());
            }
        });
    }

    fn has_graph_menu(&mut self, _pos: Pos2, _snarl: &mut Snarl<QueryId>) -> bool {
        true
    }

    fn show_graph_menu(&mut self, pos: Pos2, ui: &mut egui::Ui, _snarl: &mut Snarl<QueryId>) {
        if ui.button(tr().cmd_add_query).clicked() {
            self.new_query_at = Some(pos);
            ui.close();
        }
    }

    fn has_node_menu(&mut self, _node: &QueryId) -> bool {
        true
    }

    fn show_node_menu(&mut self, node: NodeId, _inputs: &[InPin], _outputs: &[OutPin], ui: &mut egui::Ui, snarl: &mut Snarl<QueryId>) {
        let Some(id) = snarl.get_node(node).cloned() else { return };
        let entry = self.project.query(&id).is_some_and(|q| q.entry);
        let mut e = entry;
        if ui.checkbox(&mut e, tr().entry_point).changed() {
            self.edits.push(Edit::SetQueryEntry { id: id.clone(), entry: e });
            ui.close();
        }
        if ui.button(tr().cmd_delete).clicked() {
            self.edits.push(Edit::RemoveQuery { id });
            ui.close();
        }
    }

    fn connect(&mut self, from: &OutPin, to: &InPin, snarl: &mut Snarl<QueryId>) {
        if let (Some(a), Some(b)) = (snarl.get_node(from.id.node), snarl.get_node(to.id.node))
            && a != b
        {
            self.edits.push(Edit::AddTransition { from: a.clone(), to: b.clone() });
        }
    }

    fn disconnect(&mut self, from: &OutPin, to: &InPin, snarl: &mut Snarl<QueryId>) {
        if let (Some(a), Some(b)) = (snarl.get_node(from.id.node), snarl.get_node(to.id.node)) {
            self.edits.push(Edit::RemoveTransition { from: a.clone(), to: b.clone() });
        }
    }

    fn drop_outputs(&mut self, pin: &OutPin, snarl: &mut Snarl<QueryId>) {
        for to in &pin.remotes {
            if let (Some(a), Some(b)) = (snarl.get_node(pin.id.node), snarl.get_node(to.node)) {
                self.edits.push(Edit::RemoveTransition { from: a.clone(), to: b.clone() });
            }
        }
    }

    fn drop_inputs(&mut self, pin: &InPin, snarl: &mut Snarl<QueryId>) {
        for from in &pin.remotes {
            if let (Some(a), Some(b)) = (snarl.get_node(from.node), snarl.get_node(pin.id.node)) {
                self.edits.push(Edit::RemoveTransition { from: a.clone(), to: b.clone() });
            }
        }
    }
}

//! The Conceptual tab: the ER diagram in Chen notation on a pan/zoom canvas. Create entities
//! (toolbar, double-click on the empty canvas, shortcut), drag to move, drag from an entity's
//! handle to another entity to relate them, click a cardinality to switch 1/n, double-click to
//! rename, Ctrl/Shift-click to select several.

use super::chen::NodeKind;
use super::chen_marks::{IsaShape, cardinalities_ui, isa_circles_ui, isa_shapes};
use super::chen_shapes::{Pens, shape};
use super::geometry::{to_pos, to_rect};
use super::{CanvasView, from_pos2, pointer_in_layer, visible};
use crate::gui::actions::Actions;
use crate::gui::context::ViewContext;

use crate::gui::selection::{Selected, Selection};
use crate::gui::ui_command::UiCommand;
use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Stroke, Vec2, vec2};
use model_core::Project;
use model_core::edit::{Canvas, Edit};
use model_core::ids::{AttributeId, EntityId, RelationshipId};
use model_core::render::{self, ChenLayout, ChenNode};
use std::collections::HashMap;
use std::rc::Rc;

/// State of the ER canvas between frames.
#[derive(Debug, Default)]
pub struct ConceptualCanvas {
    /// Pan and zoom.
    pub view: CanvasView,
    drag: Option<Drag>,
    link: Option<(EntityId, Pos2)>,
    rename: Option<Rename>,
    /// The geometry of the last frame (for fit to view and tests).
    pub last_bounds: Option<Rect>,
    /// The selected query's access path, drawn highlighted.
    pub highlight: crate::gui::selection::Highlight,
    /// Entities, relationships and attributes outlined in a colour, by id (File ▸ Compare with…).
    pub marks: std::collections::HashMap<String, egui::Color32>,
    /// The last layout and what it was computed for (document key, pixels per point): placing
    /// the attribute ovals is the costly part of a frame, so it is redone only when the model
    /// or the scale changes, or while shapes are dragged.
    cache: Option<((u64, u64), u32, Rc<ChenLayout>)>,
    /// Where the empty canvas was right-clicked (canvas coordinates): "Add entity here".
    menu_at: Option<Pos2>,
    /// Canvas to screen on the last frame.
    to_screen: Option<egui::emath::TSTransform>,
    /// An entity or relationship just added, panned into view once it is laid out.
    reveal: Option<String>,
}

#[derive(Debug)]
struct Drag {
    ids: Vec<String>,
    start: Pos2,
    delta: Vec2,
}

#[derive(Debug)]
struct Rename {
    id: String,
    kind: NodeKind,
    text: String,
    focused: bool,
}

/// A new, empty project: the four steps of the method, in the middle of the canvas.
fn start_here_ui(ui: &egui::Ui, rect: Rect) {
    let steps = [tr!("gui-start-here-1"), tr!("gui-start-here-2"), tr!("gui-start-here-3"), tr!("gui-start-here-4")];
    egui::Area::new(ui.id().with("start-here"))
        .order(egui::Order::Middle)
        .fixed_pos(rect.center())
        .pivot(Align2::CENTER_CENTER)
        .interactable(false)
        .show(ui.ctx(), |ui| {
            egui::Frame::group(ui.style()).inner_margin(16.0).show(ui, |ui| {
                ui.heading(tr!("gui-start-here"));
                for step in steps {
                    ui.label(egui::RichText::new(step).size(15.0));
                }
            });
        });
}

/// What a node id selects.
fn selected_of(kind: &NodeKind, id: &str) -> Option<Selected> {
    match kind {
        NodeKind::Entity => Some(Selected::Entity(EntityId::new(id))),
        NodeKind::Relationship => Some(Selected::Relationship(RelationshipId::new(id))),
        NodeKind::Attribute => Some(Selected::Attribute(AttributeId::new(id))),
        NodeKind::Field => None,
    }
}

impl ConceptualCanvas {
    /// Starts renaming a node in place (after it was created, or on double-click).
    pub fn start_rename(&mut self, project: &Project, item: &Selected) {
        let (id, kind, text) = match item {
            Selected::Entity(e) => (e.to_string(), NodeKind::Entity, project.entity(e).map(|e| e.name.clone())),
            Selected::Relationship(r) => {
                (r.to_string(), NodeKind::Relationship, project.relationship(r).map(|r| r.name.clone()))
            }
            Selected::Attribute(a) => {
                (a.to_string(), NodeKind::Attribute, project.attribute(a).map(|(_, a)| a.name.clone()))
            }
            _ => return,
        };
        if let Some(text) = text {
            self.rename = Some(Rename { id, kind, text, focused: false });
        }
    }

    /// Brings this entity or relationship, with its attributes, into view (panning, at the
    /// same zoom) once it is laid out: a shape added lands where the user looks.
    pub fn reveal(&mut self, id: &str) {
        self.reveal = Some(id.to_owned());
    }

    /// The toolbar above the canvas (`stepping`: step mode is on).
    pub fn toolbar_ui(&mut self, ui: &mut egui::Ui, cx: &mut ViewContext<'_>, stepping: bool) {
        let (selection, actions) = (&*cx.selection, &mut *cx.actions);
        ui.horizontal(|ui| {
            if super::step_mode_button(ui, stepping) {
                actions.command(UiCommand::StepMode);
            }
            if UiCommand::AddEntity.toolbar_button(ui, true) {
                actions.command(UiCommand::AddEntity);
            }
            let two = selection.entities().len() == 2 || selection.entities().len() == 1;
            if UiCommand::AddRelationship.toolbar_button(ui, two) {
                actions.command(UiCommand::AddRelationship);
            }
            if UiCommand::Delete.toolbar_button(ui, !selection.is_empty()) {
                actions.command(UiCommand::Delete);
            }
            if UiCommand::AutoLayout.toolbar_button(ui, true) {
                actions.command(UiCommand::AutoLayout);
            }
            crate::gui::widgets::toolbar_hint(ui, &tr!("gui-conceptual-hint"), true);
        });
    }

    /// Every entity and relationship on screen on the last frame, with its attributes, by name
    /// (for tests and screenshots).
    pub fn screen_shapes(&self) -> Vec<(String, Rect)> {
        let (Some(t), Some((_, _, l))) = (self.to_screen, &self.cache) else { return Vec::new() };
        main_shapes(l).into_iter().map(|(name, r)| (name, t.mul_rect(r))).collect()
    }

    /// An entity's box on screen on the last frame, by name (for tests and screenshots).
    pub fn entity_on_screen(&self, name: &str) -> Option<Rect> {
        let (t, (_, _, l)) = (self.to_screen?, self.cache.as_ref()?);
        l.nodes.iter().find(|n| n.kind == NodeKind::Entity && n.label == name).map(|n| t.mul_rect(to_rect(n.rect)))
    }

    /// The diagram's geometry: the cached one while the model and the scale are unchanged and
    /// nothing is being dragged, else computed afresh (and kept when nothing is dragged).
    fn layout(&mut self, ui: &egui::Ui, project: &Project, key: (u64, u64)) -> Rc<ChenLayout> {
        let scale = ui.ctx().pixels_per_point().to_bits();
        if self.drag.is_none() {
            if let Some((k, s, layout)) = &self.cache {
                if *k == key && *s == scale {
                    return Rc::clone(layout);
                }
            }
        }
        let painter_for_measure = ui.painter().clone();
        let measure = move |text: &str, size: f32| {
            painter_for_measure.layout_no_wrap(text.to_owned(), FontId::proportional(size), Color32::WHITE).size().x
        };
        let offsets: HashMap<String, Vec2> = match &self.drag {
            Some(d) => d.ids.iter().map(|id| (id.clone(), d.delta)).collect(),
            None => HashMap::new(),
        };
        let layout = Rc::new(super::chen::measured(project, &measure, &offsets));
        if self.drag.is_none() {
            self.cache = Some((key, scale, Rc::clone(&layout)));
        }
        layout
    }

    /// The canvas: the diagram on its pan/zoom scene, then the empty canvas's clicks.
    pub fn ui(&mut self, ui: &mut egui::Ui, cx: &mut ViewContext<'_>) {
        let (project, key) = (cx.project, cx.key);
        let (selection, actions) = (&mut *cx.selection, &mut *cx.actions);
        let layout = self.layout(ui, project, key);
        self.last_bounds = Some(super::chen::bounds(&layout));
        let mut layer = None;
        let mut node_hit = false;
        let mut view = std::mem::take(&mut self.view);
        let named = main_shapes(&layout);
        if let Some(id) = self.reveal.take()
            && let Some(n) = layout.get(&id)
        {
            let rect = to_rect(n.rect);
            let (_, whole) = named
                .iter()
                .find(|(name, r)| *name == n.label && r.contains_rect(rect))
                .cloned()
                .unwrap_or((String::new(), rect));
            view.reveal(whole.expand(20.0));
        }
        let shapes: Vec<Rect> = named.into_iter().map(|(_, r)| r).collect();
        let mut to_screen = None;
        let response = view.show(ui, super::chen::bounds(&layout), &shapes, |ui| {
            layer = Some(ui.layer_id());
            to_screen = ui.ctx().layer_transform_to_global(ui.layer_id());
            let pens = Pens::of(ui);
            let isas = isa_shapes(project, &layout);
            // Lines first: shapes are filled and hide the part of each line inside them.
            self.lines_ui(ui, &layout, &isas, &pens);
            self.shapes_ui(ui, &layout, selection, &pens);
            node_hit |= isa_circles_ui(ui, &isas, selection, &pens);
            node_hit |= cardinalities_ui(ui, project, &layout, actions, &pens);
            node_hit |= self.nodes_ui(ui, project, &layout, selection, actions);
            if let Some((from, to)) = &self.link
                && let Some(f) = layout.get(from.as_str())
            {
                ui.painter().line_segment([to_rect(f.rect).center(), *to], Stroke::new(2.0, pens.sel));
            }
            self.rename_ui(ui, &layout, actions);
        });
        self.view = view;
        self.to_screen = to_screen.or(self.to_screen);
        let panel = ui.clip_rect();
        if project.entities.is_empty() && project.queries.is_empty() && panel.is_finite() && panel.is_positive() {
            start_here_ui(ui, panel);
        }
        if !node_hit {
            self.background_ui(ui, project, &response.response, layer, selection, actions);
        }
    }

    /// The lines: attributes to their owners, relationships to their entities (the selected
    /// query's path highlighted), specialisations to their entities.
    fn lines_ui(&self, ui: &egui::Ui, layout: &ChenLayout, isas: &[IsaShape], pens: &Pens) {
        let painter = ui.painter();
        let line = Stroke::new(1.3, pens.weak);
        for n in &layout.nodes {
            if let Some(parent) = n.parent.as_ref().and_then(|p| layout.get(p)) {
                let (a, b) = (to_rect(n.rect).center(), to_rect(parent.rect).center());
                if visible(ui, Rect::from_two_pos(a, b)) {
                    painter.line_segment([a, b], line);
                }
            }
        }
        for e in &layout.edges {
            let (Some(r), Some(ent)) = (layout.get(&e.relationship), layout.get(&e.entity)) else { continue };
            let seg = Rect::from_two_pos(to_rect(r.rect).center(), to_rect(ent.rect).center());
            if visible(ui, seg) {
                let lit = self.highlight.relationships.contains(&e.relationship)
                    && self.highlight.entities.contains(&e.entity);
                let stroke =
                    if lit { Stroke::new(3.0, crate::gui::selection::HIGHLIGHT) } else { Stroke::new(1.6, pens.text) };
                let (a, b) = render::end_line(r.rect.center(), ent.rect.center(), e.offset);
                painter.line_segment([to_pos(a), to_pos(b)], stroke);
            }
        }
        for isa in isas {
            let stroke = Stroke::new(1.4, pens.text);
            if isa.total {
                for dx in [-2.5, 2.5] {
                    painter.line_segment([isa.top + vec2(dx, 0.0), isa.center + vec2(dx, 0.0)], stroke);
                }
            } else {
                painter.line_segment([isa.top, isa.center], stroke);
            }
            for sub in &isa.subtypes {
                painter.line_segment([isa.center, *sub], stroke);
            }
        }
    }

    /// The shapes with their names: entity boxes, relationship diamonds, attribute ovals, in
    /// the selection's or the highlight's colour, outlined when compared, keys underlined.
    fn shapes_ui(&self, ui: &egui::Ui, layout: &ChenLayout, selection: &Selection, pens: &Pens) {
        let painter = ui.painter();
        for n in &layout.nodes {
            let rect = to_rect(n.rect);
            if !visible(ui, rect.expand(4.0)) {
                continue;
            }
            let item = selected_of(&n.kind, &n.id);
            let selected = item.as_ref().is_some_and(|i| selection.contains(i));
            let lit = match n.kind {
                NodeKind::Entity => self.highlight.entities.contains(&n.id),
                NodeKind::Relationship => self.highlight.relationships.contains(&n.id),
                NodeKind::Attribute | NodeKind::Field => false,
            };
            let stroke = if selected {
                Stroke::new(2.5, pens.sel)
            } else if lit {
                Stroke::new(3.0, crate::gui::selection::HIGHLIGHT)
            } else {
                Stroke::new(1.5, pens.text)
            };
            if let Some(c) = self.marks.get(&n.id) {
                painter.rect_stroke(rect.expand(4.0), 6.0, Stroke::new(2.5, *c), egui::StrokeKind::Outside);
            }
            shape(painter, n, layout.underline(n), stroke, pens);
        }
    }

    /// Nodes: select, drag, double-click to rename, right-click for their menu, and an
    /// entity's link handle; `true` when one was hit.
    fn nodes_ui(
        &mut self,
        ui: &mut egui::Ui,
        project: &Project,
        layout: &ChenLayout,
        selection: &mut Selection,
        actions: &mut Actions,
    ) -> bool {
        let modifiers = ui.input(|i| i.modifiers);
        let mut node_hit = false;
        for n in &layout.nodes {
            let rect = to_rect(n.rect);
            if !visible(ui, rect) {
                continue;
            }
            let Some(item) = selected_of(&n.kind, &n.id) else {
                ui.interact(rect, ui.id().with(("field", &n.id)), Sense::hover()).on_hover_text(shape_tip(n));
                continue;
            };
            let resp = ui.interact(rect, ui.id().with(("node", &n.id)), Sense::click_and_drag());
            let label = match n.kind {
                NodeKind::Entity => tr!("gui-a11y-entity", entity = &n.label),
                NodeKind::Relationship => tr!("gui-a11y-relationship", relationship = &n.label),
                _ => tr!("gui-a11y-attribute", attribute = &n.label),
            };
            resp.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Button, true, &label));
            let resp = resp.on_hover_text(shape_tip(n));
            if resp.clicked() || resp.drag_started() {
                node_hit = true;
                if modifiers.command || modifiers.shift {
                    if resp.clicked() {
                        selection.toggle(item.clone());
                    }
                } else if !selection.contains(&item) || resp.clicked() {
                    selection.set(item.clone());
                }
            }
            if resp.double_clicked() {
                self.start_rename(project, &item);
            }
            if node_menu_ui(&resp, &item, selection, actions) {
                self.start_rename(project, &item);
            }
            self.drag_ui(ui, &resp, layout, n, selection, actions);
            if n.kind == NodeKind::Entity {
                self.link_handle_ui(ui, layout, n, selection, actions);
            }
        }
        node_hit
    }

    /// Dragging a node moves it with the rest of the selection; one undo step when it ends.
    fn drag_ui(
        &mut self,
        ui: &egui::Ui,
        resp: &egui::Response,
        layout: &ChenLayout,
        n: &ChenNode,
        selection: &Selection,
        actions: &mut Actions,
    ) {
        if resp.drag_started()
            && let Some(p) = pointer_in_layer(ui)
        {
            let mut ids: Vec<String> = selection
                .items()
                .iter()
                .filter_map(|s| match s {
                    Selected::Entity(e) => Some(e.to_string()),
                    Selected::Relationship(r) => Some(r.to_string()),
                    Selected::Attribute(a) => Some(a.to_string()),
                    _ => None,
                })
                .collect();
            if !ids.contains(&n.id) {
                ids = vec![n.id.clone()];
            }
            self.drag = Some(Drag { ids, start: p, delta: Vec2::ZERO });
        }
        if resp.dragged()
            && let (Some(d), Some(p)) = (self.drag.as_mut(), pointer_in_layer(ui))
        {
            d.delta = p - d.start;
        }
        if resp.drag_stopped()
            && let Some(d) = self.drag.take()
            && d.delta.length() > 0.5
        {
            actions.edit(move_edit(layout, &d));
        }
    }

    /// The empty canvas: click clears the selection, double-click adds an entity there,
    /// right-click opens its menu.
    fn background_ui(
        &mut self,
        ui: &egui::Ui,
        project: &Project,
        bg: &egui::Response,
        layer: Option<egui::LayerId>,
        selection: &mut Selection,
        actions: &mut Actions,
    ) {
        // The raw (global) pointer, mapped once into the canvas layer: the scene's response
        // already reports its positions in canvas coordinates, so mapping those again
        // would put the entity away from the pointer.
        let pos = layer
            .and_then(|l| ui.ctx().layer_transform_from_global(l))
            .zip(ui.ctx().input(|i| i.pointer.interact_pos()))
            .map(|(t, p)| t * p);
        if bg.double_clicked() {
            let at = pos.unwrap_or_default() - vec2(60.0, 22.0);
            actions.add_new(Edit::add_entity(project, &tr!("gui-new-entity-name"), Some(from_pos2(at))));
        } else if bg.clicked() {
            selection.clear();
        }
        if bg.secondary_clicked() {
            self.menu_at = pos;
        }
        let menu_at = self.menu_at;
        bg.context_menu(|ui| {
            if ui.button(tr!("gui-menu-add-entity-here")).clicked() {
                let at = menu_at.unwrap_or_default() - vec2(60.0, 22.0);
                actions.add_new(Edit::add_entity(project, &tr!("gui-new-entity-name"), Some(from_pos2(at))));
                ui.close();
            }
            if UiCommand::Paste.menu_button(ui, true) {
                actions.command(UiCommand::Paste);
            }
            if UiCommand::AutoLayout.menu_button(ui, true) {
                actions.command(UiCommand::AutoLayout);
            }
            if UiCommand::FitToView.menu_button(ui, true) {
                actions.command(UiCommand::FitToView);
            }
        });
    }

    /// The small handle on an entity's right edge: drag it onto another entity to draw a
    /// relationship.
    fn link_handle_ui(
        &mut self,
        ui: &mut egui::Ui,
        layout: &ChenLayout,
        n: &ChenNode,
        selection: &Selection,
        actions: &mut Actions,
    ) {
        let node = to_rect(n.rect);
        let center = node.right_center() + vec2(8.0, 0.0);
        let rect = Rect::from_center_size(center, vec2(14.0, 14.0));
        let resp = ui.interact(rect, ui.id().with(("link", &n.id)), Sense::drag());
        let show = resp.hovered()
            || self.link.is_some()
            || selection.contains(&Selected::Entity(EntityId::new(n.id.as_str())))
            || ui.rect_contains_pointer(node.expand(10.0));
        if show {
            let color = ui.visuals().selection.stroke.color;
            ui.painter().circle(center, 5.0, ui.visuals().extreme_bg_color, Stroke::new(1.5, color));
        }
        let resp = resp.on_hover_text(tr!("gui-tip-link-handle"));
        if resp.drag_started() {
            self.link = Some((EntityId::new(n.id.as_str()), center));
        }
        if resp.dragged()
            && let (Some((_, to)), Some(p)) = (self.link.as_mut(), pointer_in_layer(ui))
        {
            *to = p;
        }
        if resp.drag_stopped()
            && let Some((from, to)) = self.link.take()
        {
            let target = layout.nodes.iter().find(|t| t.kind == NodeKind::Entity && to_rect(t.rect).contains(to));
            if let Some(target) = target {
                actions.relate(from, EntityId::new(target.id.as_str()));
            }
        }
    }

    fn rename_ui(&mut self, ui: &mut egui::Ui, layout: &ChenLayout, actions: &mut Actions) {
        let Some(r) = self.rename.as_mut() else { return };
        let Some(node) = layout.get(&r.id) else {
            self.rename = None;
            return;
        };
        let node = to_rect(node.rect);
        let rect = Rect::from_center_size(node.center(), vec2(node.width().max(140.0), 24.0));
        let edit = egui::TextEdit::singleline(&mut r.text).id(ui.id().with("rename")).desired_width(rect.width());
        let resp = ui.put(rect, edit);
        if !r.focused {
            resp.request_focus();
            r.focused = true;
        }
        let enter = ui.input(|i| i.key_pressed(egui::Key::Enter));
        let escape = ui.input(|i| i.key_pressed(egui::Key::Escape));
        if escape {
            self.rename = None;
        } else if resp.lost_focus() || enter {
            let name = r.text.trim().to_owned();
            if !name.is_empty() {
                let edit = match r.kind {
                    NodeKind::Entity => Some(Edit::RenameEntity { id: EntityId::new(r.id.as_str()), name }),
                    NodeKind::Relationship => {
                        Some(Edit::RenameRelationship { id: RelationshipId::new(r.id.as_str()), name })
                    }
                    NodeKind::Attribute => Some(Edit::RenameAttribute { id: AttributeId::new(r.id.as_str()), name }),
                    NodeKind::Field => None,
                };
                actions.edits(edit);
                actions.seal();
            }
            self.rename = None;
        }
    }
}

/// A node's right-click menu (rename, duplicate, copy, delete, Auto-layout); `true` when
/// Rename was chosen.
fn node_menu_ui(resp: &egui::Response, item: &Selected, selection: &mut Selection, actions: &mut Actions) -> bool {
    let mut rename = false;
    resp.context_menu(|ui| {
        if !selection.contains(item) {
            selection.set(item.clone());
        }
        if ui.button(tr!("gui-menu-rename")).clicked() {
            rename = true;
            ui.close();
        }
        // The same duplicate as Ctrl+D and the Edit menu: the selection, beside it.
        if matches!(item, Selected::Entity(_)) && UiCommand::Duplicate.menu_button(ui, true) {
            actions.command(UiCommand::Duplicate);
        }
        if matches!(item, Selected::Entity(_)) && UiCommand::Copy.menu_button(ui, true) {
            actions.command(UiCommand::Copy);
        }
        if UiCommand::Delete.menu_button(ui, true) {
            actions.command(UiCommand::Delete);
        }
        ui.separator();
        if UiCommand::AutoLayout.menu_button(ui, true) {
            actions.command(UiCommand::AutoLayout);
        }
    });
    rename
}

/// One undo step for a finished drag: the new top-left of every moved node, and of the
/// placed attributes hanging on moved entities and relationships.
fn move_edit(layout: &ChenLayout, d: &Drag) -> Edit {
    let mut moves = Vec::new();
    for n in &layout.nodes {
        let moved = d.ids.contains(&n.id);
        let parent_moved = n.parent.as_ref().is_some_and(|p| d.ids.contains(p));
        if n.kind == NodeKind::Field {
            continue;
        }
        // The layout already includes the drag offset (for placed children of moved parents too).
        if moved || (parent_moved && n.placed) {
            moves.push((n.id.clone(), model_core::project::Pos::new(n.rect.x, n.rect.y)));
        }
    }
    Edit::MoveNodes { canvas: Canvas::Conceptual, moves }
}

/// The hover text of a shape of the ER diagram: what its notation means.
fn shape_tip(n: &ChenNode) -> String {
    use NodeKind;
    match n.kind {
        NodeKind::Entity if n.double => tr!("gui-legend-weak-entity"),
        NodeKind::Entity => tr!("gui-legend-entity"),
        NodeKind::Relationship if n.double => tr!("gui-legend-identifying"),
        NodeKind::Relationship => tr!("gui-legend-relationship"),
        NodeKind::Attribute if n.key => tr!("gui-legend-key-attribute"),
        NodeKind::Attribute if n.double => tr!("gui-legend-multi-attribute"),
        NodeKind::Attribute => tr!("gui-legend-attribute"),
        NodeKind::Field => tr!("gui-legend-field"),
    }
}

/// The shapes Fit shows whole, or counts when it cannot: each entity and relationship with
/// the attribute ovals (and their fields) that hang on it, by name.
fn main_shapes(layout: &ChenLayout) -> Vec<(String, Rect)> {
    let by_id: HashMap<&str, &ChenNode> = layout.nodes.iter().map(|n| (n.id.as_str(), n)).collect();
    // The entity or relationship a node hangs on (itself for one), through attributes' parents.
    fn root<'a>(by_id: &HashMap<&str, &'a ChenNode>, mut n: &'a ChenNode) -> Option<&'a ChenNode> {
        for _ in 0..8 {
            match n.parent.as_deref().and_then(|p| by_id.get(p).copied()) {
                Some(p) if !matches!(n.kind, NodeKind::Entity | NodeKind::Relationship) => n = p,
                _ => break,
            }
        }
        matches!(n.kind, NodeKind::Entity | NodeKind::Relationship).then_some(n)
    }
    let mut groups: Vec<(String, Rect)> = Vec::new();
    let mut at: HashMap<&str, usize> = HashMap::new();
    for n in &layout.nodes {
        let Some(r) = root(&by_id, n) else { continue };
        match at.get(r.id.as_str()) {
            Some(&i) => groups[i].1 = groups[i].1.union(to_rect(n.rect)),
            None => {
                at.insert(r.id.as_str(), groups.len());
                groups.push((r.label.clone(), to_rect(n.rect).union(to_rect(r.rect))));
            }
        }
    }
    groups
}

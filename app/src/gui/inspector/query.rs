//! The inspector for a query: what it is given, finds and orders by, its subject and access
//! path, its aggregates, and where the workflow goes next.

use super::apply_field;
use super::super::app::{Actions, Tab};
use super::super::derived::Derived;
use super::super::i18n::{fill, tr};
use super::super::selection::{Selected, Selection};
use super::super::widgets::{
    attribute_choices, attribute_combo, entity_combo, remove_button, text_field,
};
use model_core::Project;
use model_core::edit::Edit;
use model_core::ids::QueryId;
use model_core::project::{Direction, Given, Ordering, Predicate};

pub(super) fn query_ui(ui: &mut egui::Ui, project: &Project, derived: &Derived, id: &QueryId, focus: bool, selection: &mut Selection, actions: &mut Actions) {
    let Some(q) = project.query(id) else { return };
    let s = tr();
    let choices = attribute_choices(project);
    ui.heading(fill(s.query_heading, &[id.as_str()]));
    let c = text_field(ui, s.description, &q.description, ("query-desc", id), focus);
    apply_field(actions, c, |description| Edit::SetQueryDescription { id: id.clone(), description });
    ui.horizontal(|ui| {
        ui.label(s.returns_entity).on_hover_text(s.tip_query_entity);
        if let Some(entity) = entity_combo(ui, ("q-entity", id), project, q.entity.as_ref(), s.inferred, None, None) {
            actions.edits.push(Edit::SetQueryEntity { id: id.clone(), entity });
        }
    });
    ui.horizontal(|ui| {
        let mut entry = q.entry;
        if ui.checkbox(&mut entry, s.entry_point).on_hover_text(s.tip_entry).changed() {
            actions.edits.push(Edit::SetQueryEntry { id: id.clone(), entry });
        }
        let mut has_limit = q.limit.is_some();
        if ui.checkbox(&mut has_limit, s.limit).changed() {
            actions.edits.push(Edit::SetQueryLimit { id: id.clone(), limit: has_limit.then_some(10) });
        }
        if let Some(limit) = q.limit {
            let mut l = limit;
            let r = ui.add(egui::DragValue::new(&mut l).range(1..=1_000_000));
            if r.changed() {
                actions.edits.push(Edit::SetQueryLimit { id: id.clone(), limit: Some(l) });
            }
            if r.drag_stopped() || r.lost_focus() {
                actions.seal = true;
            }
        }
    });
    ui.separator();
    // Given: attribute and predicate.
    ui.strong(s.given).on_hover_text(s.tip_given);
    let mut given = q.given.clone();
    let mut changed = false;
    let mut remove = None;
    for (i, g) in given.iter_mut().enumerate() {
        ui.horizontal(|ui| {
            if let Some(a) = attribute_combo(ui, ("given-attr", id, i), None, Some(&g.attribute), &choices) {
                g.attribute = a;
                changed = true;
            }
            egui::ComboBox::from_id_salt(("given-op", id, i)).selected_text(g.predicate.symbol()).width(60.0).show_ui(ui, |ui| {
                for p in Predicate::ALL {
                    if ui.selectable_label(g.predicate == p, p.symbol()).clicked() && g.predicate != p {
                        g.predicate = p;
                        changed = true;
                    }
                }
            });
            if remove_button(ui) {
                remove = Some(i);
            }
        });
    }
    if let Some(i) = remove {
        given.remove(i);
        changed = true;
    }
    if let Some(a) = attribute_combo(ui, ("given-add", id), Some(s.add_given), None, &choices) {
        given.push(Given { attribute: a, predicate: Predicate::Eq, extra: Default::default() });
        changed = true;
    }
    if changed {
        actions.edits.push(Edit::SetQueryGiven { id: id.clone(), given });
    }
    ui.separator();
    // Find.
    ui.strong(s.find).on_hover_text(s.tip_find);
    let index = project.index();
    let mut find = q.find.clone();
    let mut changed = false;
    let mut remove = None;
    for (i, a) in find.iter().enumerate() {
        ui.horizontal(|ui| {
            ui.label(index.label(a));
            if remove_button(ui) {
                remove = Some(i);
            }
        });
    }
    if let Some(i) = remove {
        find.remove(i);
        changed = true;
    }
    ui.horizontal(|ui| {
        if let Some(a) = attribute_combo(ui, ("find-add", id), Some(s.add_find), None, &choices)
            && !find.contains(&a)
        {
            find.push(a);
            changed = true;
        }
        let target = q.entity.as_ref().or_else(|| q.find.first().and_then(|a| index.entity_of(a).map(|e| &e.id)));
        if let Some(e) = target.and_then(|t| project.entity(t))
            && ui.button(fill(s.find_all_of, &[&e.name])).clicked()
        {
            for a in &e.attributes {
                if !find.contains(&a.id) {
                    find.push(a.id.clone());
                    changed = true;
                }
            }
        }
    });
    if changed {
        actions.edits.push(Edit::SetQueryFind { id: id.clone(), find });
    }
    ui.separator();
    // Order by.
    ui.strong(s.order_by).on_hover_text(s.tip_order_by);
    let mut order = q.order_by.clone();
    let mut changed = false;
    let mut remove = None;
    for (i, o) in order.iter_mut().enumerate() {
        ui.horizontal(|ui| {
            ui.label(index.label(&o.attribute));
            let before = o.direction;
            ui.selectable_value(&mut o.direction, Direction::Asc, "ASC ↑");
            ui.selectable_value(&mut o.direction, Direction::Desc, "DESC ↓");
            changed |= before != o.direction;
            if remove_button(ui) {
                remove = Some(i);
            }
        });
    }
    if let Some(i) = remove {
        order.remove(i);
        changed = true;
    }
    if let Some(a) = attribute_combo(ui, ("order-add", id), Some(s.add_order_by), None, &choices) {
        order.push(Ordering { attribute: a, direction: Direction::Asc, extra: Default::default() });
        changed = true;
    }
    if changed {
        actions.edits.push(Edit::SetQueryOrderBy { id: id.clone(), order_by: order });
    }
    ui.separator();
    // Transitions.
    ui.strong(s.leads_to).on_hover_text(s.tip_leads_to);
    for t in project.transitions.iter().filter(|t| &t.from == id) {
        ui.horizontal(|ui| {
            if ui.link(t.to.as_str()).clicked() {
                selection.set(Selected::Query(t.to.clone()));
            }
            if remove_button(ui) {
                actions.edits.push(Edit::RemoveTransition { from: id.clone(), to: t.to.clone() });
            }
        });
    }
    let others: Vec<&model_core::project::Query> =
        project.queries.iter().filter(|o| &o.id != id && !project.transitions.iter().any(|t| &t.from == id && t.to == o.id)).collect();
    if !others.is_empty() {
        egui::ComboBox::new(("leads-add", id), s.add_transition).selected_text(s.choose).show_ui(ui, |ui| {
            for o in others {
                let label = if o.description.is_empty() { o.id.to_string() } else { format!("{} {}", o.id, o.description) };
                if ui.selectable_label(false, label).clicked() {
                    actions.edits.push(Edit::AddTransition { from: id.clone(), to: o.id.clone() });
                }
            }
        });
    }
    ui.separator();
    if let Some(t) = derived.derivation.model.table_for_query(id) {
        ui.horizontal(|ui| {
            ui.label(s.served_by);
            if ui.link(&t.name).clicked() {
                selection.set(Selected::Table(t.name.clone()));
                actions.show_tab = Some(Tab::Logical);
            }
        });
        ui.label(egui::RichText::new(t.key_signature()).monospace());
    }
}


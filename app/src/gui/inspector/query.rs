//! The inspector for a query: what it is given, finds and orders by, its subject and access
//! path, its aggregates, and where the workflow goes next.

use super::super::actions::{Actions, Tab};
use super::super::derived::Derived;
use super::super::estimate_view::unit_name;

use super::super::selection::{Selected, Selection};
use super::super::widgets::{
    attribute_choices, attribute_combo, entity_combo, relationship_combo, relationship_label, remove_button, text_area,
    text_field,
};
use super::apply_field;
use model_core::Project;
use model_core::edit::Edit;
use model_core::ids::{AttributeId, EntityId, QueryId};
use model_core::project::{
    Aggregate, AggregateFunction, Direction, Given, Per, Predicate, Query, Relationship, TimeUnit,
};

pub(super) fn query_ui(
    ui: &mut egui::Ui,
    project: &Project,
    derived: &Derived,
    id: &QueryId,
    focus: bool,
    selection: &mut Selection,
    actions: &mut Actions,
) {
    let Some(q) = project.query(id) else { return };
    let choices = attribute_choices(project);
    ui.heading(tr!("gui-query-heading", query = id.as_str()));
    // A description of several lines (an imported query's comment and SQL) is edited as such:
    // a one-line field would show its line breaks as boxes.
    let c = if q.description.contains('\n') {
        text_area(ui, &tr!("gui-description"), &q.description, ("query-desc", id))
    } else {
        text_field(ui, &tr!("gui-description"), &q.description, ("query-desc", id), focus)
    };
    apply_field(actions, c, |description| Edit::SetQueryDescription { id: id.clone(), description });
    imported_sql_ui(ui, q);
    // A query not begun yet: one quiet line, no error (it has no table and no diagnostics).
    if q.is_empty() {
        ui.label(egui::RichText::new(tr!("gui-query-incomplete")).weak());
    }
    ui.separator();
    given_ui(ui, q, &choices, actions);
    ui.separator();
    find_ui(ui, project, q, &choices, actions);
    ui.separator();
    order_by_ui(ui, project, q, &choices, actions);
    // What the table is named after, the path, entry point and limit: after the query's
    // given, find and order, which most queries need and nothing else.
    ui.separator();
    shape_ui(ui, project, q, actions);
    aggregates_ui(ui, project, q, &choices, actions);
    super::sai::nearest_ui(ui, project, q, actions);
    ui.separator();
    transitions_ui(ui, project, id, selection, actions);
    ui.separator();
    served_by_ui(ui, derived, id, selection, actions);
}

/// Given: each attribute with its predicate, and one to add.
fn given_ui(ui: &mut egui::Ui, q: &Query, choices: &[(AttributeId, String)], actions: &mut Actions) {
    let id = &q.id;
    // Given: attribute and predicate.
    ui.strong(tr!("gui-given")).on_hover_text(tr!("gui-tip-given"));
    let mut given = q.given.clone();
    let mut changed = false;
    let mut remove = None;
    for (i, g) in given.iter_mut().enumerate() {
        ui.horizontal(|ui| {
            if let Some(a) = attribute_combo(ui, ("given-attr", id, i), None, Some(&g.attribute), choices) {
                g.attribute = a;
                changed = true;
            }
            egui::ComboBox::from_id_salt(("given-op", id, i)).selected_text(g.predicate.symbol()).width(60.0).show_ui(
                ui,
                |ui| {
                    for p in Predicate::ALL {
                        if ui.selectable_label(g.predicate == p, p.symbol()).clicked() && g.predicate != p {
                            g.predicate = p;
                            changed = true;
                        }
                    }
                },
            );
            if remove_button(ui) {
                remove = Some(i);
            }
        });
    }
    if let Some(i) = remove {
        given.remove(i);
        changed = true;
    }
    if let Some(a) = attribute_combo(ui, ("given-add", id), Some(&tr!("gui-add-given")), None, choices) {
        given.push(Given { attribute: a, predicate: Predicate::Eq, extra: Default::default() });
        changed = true;
    }
    if changed {
        actions.edit(Edit::SetQueryGiven { id: id.clone(), given });
    }
}

/// Find: the attributes returned, one to add, and "All of" an entity.
fn find_ui(ui: &mut egui::Ui, project: &Project, q: &Query, choices: &[(AttributeId, String)], actions: &mut Actions) {
    let id = &q.id;
    // Find.
    ui.strong(tr!("gui-find")).on_hover_text(tr!("gui-tip-find"));
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
        if let Some(a) = attribute_combo(ui, ("find-add", id), Some(&tr!("gui-add-find")), None, choices)
            && !find.contains(&a)
        {
            find.push(a);
            changed = true;
        }
        let target = q.entity.as_ref().or_else(|| q.find.first().and_then(|a| index.entity_of(a).map(|e| &e.id)));
        let all_of = match target.and_then(|t| project.entity(t)) {
            Some(e) => ui.button(tr!("gui-find-all-of", entity = &e.name)).clicked().then_some(e),
            // Before the first find attribute: every entity's "All of".
            None => entity_combo(ui, ("find-all", id), project, None, &tr!("gui-find-all-of-which"), None, None)
                .flatten()
                .and_then(|e| project.entity(&e)),
        };
        if let Some(e) = all_of {
            for a in &e.attributes {
                if !find.contains(&a.id) {
                    find.push(a.id.clone());
                    changed = true;
                }
            }
        }
    });
    if changed {
        actions.edit(Edit::SetQueryFind { id: id.clone(), find });
    }
}

/// Order by: each attribute with its direction, and one to add.
fn order_by_ui(
    ui: &mut egui::Ui,
    project: &Project,
    q: &Query,
    choices: &[(AttributeId, String)],
    actions: &mut Actions,
) {
    let id = &q.id;
    let index = project.index();
    // Order by.
    ui.strong(tr!("gui-order-by")).on_hover_text(tr!("gui-tip-order-by"));
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
    if let Some(a) = attribute_combo(ui, ("order-add", id), Some(&tr!("gui-add-order-by")), None, choices) {
        // Newest first for dates and times, ascending otherwise; one click flips it.
        let ty = project.attribute(&a).map_or(model_core::cql::NativeType::Text, |(_, x)| x.ty);
        order.push(model_core::edit::quick::ordering(a, ty));
        changed = true;
    }
    if changed {
        actions.edit(Edit::SetQueryOrderBy { id: id.clone(), order_by: order });
    }
}

/// What the table is named after, the subject and access path, the entry point and the limit.
fn shape_ui(ui: &mut egui::Ui, project: &Project, q: &Query, actions: &mut Actions) {
    let id = &q.id;
    ui.horizontal(|ui| {
        ui.label(tr!("gui-returns-entity")).on_hover_text(tr!("gui-tip-query-entity"));
        if let Some(entity) =
            entity_combo(ui, ("q-entity", id), project, q.entity.as_ref(), &tr!("gui-inferred"), None, None)
        {
            actions.edit(Edit::SetQueryEntity { id: id.clone(), entity });
        }
    });
    subject_and_path_ui(ui, project, q, actions);
    ui.horizontal(|ui| {
        let mut entry = q.entry;
        if ui.checkbox(&mut entry, tr!("gui-entry-point")).on_hover_text(tr!("gui-tip-entry")).changed() {
            actions.edit(Edit::SetQueryEntry { id: id.clone(), entry });
        }
        let mut has_limit = q.limit.is_some();
        if ui.checkbox(&mut has_limit, tr!("gui-limit")).changed() {
            actions.edit(Edit::SetQueryLimit { id: id.clone(), limit: has_limit.then_some(10) });
        }
        if let Some(limit) = q.limit {
            let mut l = limit;
            let r = ui.add(egui::DragValue::new(&mut l).range(1..=1_000_000));
            if r.changed() {
                actions.edit(Edit::SetQueryLimit { id: id.clone(), limit: Some(l) });
            }
            if r.drag_stopped() || r.lost_focus() {
                actions.seal();
            }
        }
    });
}

/// Where the workflow goes next: each query linked, one to add.
fn transitions_ui(
    ui: &mut egui::Ui,
    project: &Project,
    id: &QueryId,
    selection: &mut Selection,
    actions: &mut Actions,
) {
    // Transitions.
    ui.strong(tr!("gui-leads-to")).on_hover_text(tr!("gui-tip-leads-to"));
    for t in project.transitions.iter().filter(|t| &t.from == id) {
        ui.horizontal(|ui| {
            if ui.link(t.to.as_str()).clicked() {
                selection.set(Selected::Query(t.to.clone()));
            }
            if remove_button(ui) {
                actions.edit(Edit::RemoveTransition { from: id.clone(), to: t.to.clone() });
            }
        });
    }
    let others: Vec<&model_core::project::Query> = project
        .queries
        .iter()
        .filter(|o| &o.id != id && !project.transitions.iter().any(|t| &t.from == id && t.to == o.id))
        .collect();
    if !others.is_empty() {
        egui::ComboBox::new(("leads-add", id), tr!("gui-add-transition")).selected_text(tr!("gui-choose")).show_ui(
            ui,
            |ui| {
                for o in others {
                    let label =
                        if o.description.is_empty() { o.id.to_string() } else { format!("{} {}", o.id, o.description) };
                    if ui.selectable_label(false, label).clicked() {
                        actions.edit(Edit::AddTransition { from: id.clone(), to: o.id.clone() });
                    }
                }
            },
        );
    }
}

/// The table serving the query, a link to it on the Logical tab, and its key.
fn served_by_ui(ui: &mut egui::Ui, derived: &Derived, id: &QueryId, selection: &mut Selection, actions: &mut Actions) {
    if let Some(t) = derived.derivation.model.table_for_query(id) {
        ui.horizontal(|ui| {
            ui.label(tr!("gui-served-by"));
            if ui.link(&t.name).clicked() {
                selection.set(Selected::Table(t.name.clone()));
                actions.show_tab(Tab::Logical);
            }
        });
        ui.label(egui::RichText::new(t.key_signature()).monospace());
    }
}

/// The relationship whose rows the query returns, the access path the derivation takes, and
/// the relationships the user wants it to go through.
/// The SQL an imported query came from, read-only, above the access pattern it became.
fn imported_sql_ui(ui: &mut egui::Ui, q: &Query) {
    let Some(sql) = model_core::import::sql::query_sql(&q.description) else { return };
    egui::CollapsingHeader::new(tr!("gui-query-sql")).id_salt(("query-sql", &q.id)).default_open(true).show(ui, |ui| {
        ui.label(egui::RichText::new(sql).monospace()).on_hover_text(tr!("gui-tip-query-sql"));
    });
}

fn subject_and_path_ui(ui: &mut egui::Ui, project: &Project, q: &Query, actions: &mut Actions) {
    let id = &q.id;
    ui.horizontal(|ui| {
        ui.label(tr!("gui-returns-rows-of")).on_hover_text(tr!("gui-tip-returns-rows-of"));
        if let Some(relationship) = relationship_combo(
            ui,
            ("q-rel", id),
            project,
            q.relationship.as_ref(),
            &tr!("gui-not-a-relationship"),
            &|_| true,
        ) {
            actions.edit(Edit::SetQueryRelationship { id: id.clone(), relationship });
        }
    });
    let path = access_path_names(project, q);
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("gui-access-path")).on_hover_text(tr!("gui-tip-access-path"));
        ui.label(egui::RichText::new(if path.is_empty() { tr!("gui-no-access-path") } else { path }).monospace());
    });
    // Going through a relationship is a choice only where more than one joins the same
    // entities, or where the user already chose one.
    let parallel = |r: &Relationship| {
        q.via.contains(&r.id) || project.relationships.iter().any(|o| o.id != r.id && same_ends(o, r))
    };
    if !project.relationships.iter().any(&parallel) {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("gui-through")).on_hover_text(tr!("gui-tip-through"));
        let mut via = q.via.clone();
        let mut changed = false;
        for (i, r) in q.via.iter().enumerate() {
            let name = project.relationship(r).map_or_else(|| r.to_string(), |r| relationship_label(project, r));
            ui.label(name);
            if remove_button(ui) {
                via.remove(i);
                changed = true;
            }
        }
        let free = |r: &Relationship| parallel(r) && !q.via.contains(&r.id);
        if let Some(Some(r)) = relationship_combo(ui, ("q-via", id), project, None, &tr!("gui-add-through"), &free) {
            via.push(r);
            changed = true;
        }
        if changed {
            actions.edit(Edit::SetQueryVia { id: id.clone(), via });
        }
    });
}

/// Two relationships joining the same two entities (in either order).
fn same_ends(a: &Relationship, b: &Relationship) -> bool {
    let ends = |r: &Relationship| {
        let mut e = [r.ends[0].entity.clone(), r.ends[1].entity.clone()];
        e.sort();
        e
    };
    ends(a) == ends(b)
}

/// The query's access path as the derivation walks it: `Video –uploads– User`.
fn access_path_names(project: &Project, q: &Query) -> String {
    let path = model_core::explain::query_path(project, &q.id);
    let name = |e: &EntityId| project.entity(e).map_or_else(|| e.to_string(), |e| e.name.clone());
    let mut parts: Vec<String> = path.target.as_ref().map(name).into_iter().collect();
    for r in &path.relationships {
        if let Some(r) = project.relationship(r) {
            parts.push(format!("–{}–", r.name));
            if let Some(end) = r.ends.iter().map(|e| name(&e.entity)).find(|n| !parts.contains(n)) {
                parts.push(end);
            }
        }
    }
    if parts.len() < 2 { String::new() } else { parts.join(" ") }
}

/// The aggregates the query returns: function and attribute (or the rows themselves).
fn aggregates_ui(
    ui: &mut egui::Ui,
    project: &Project,
    q: &Query,
    choices: &[(AttributeId, String)],
    actions: &mut Actions,
) {
    let id = &q.id;
    ui.separator();
    ui.strong(tr!("gui-aggregates")).on_hover_text(tr!("gui-tip-aggregates"));
    let index = project.index();
    let mut aggregates = q.aggregates.clone();
    let mut changed = false;
    let mut remove = None;
    for (i, a) in aggregates.iter_mut().enumerate() {
        ui.horizontal(|ui| {
            egui::ComboBox::from_id_salt(("agg-fn", id, i))
                .selected_text(function_name(a.function))
                .width(70.0)
                .show_ui(ui, |ui| {
                    for f in AggregateFunction::ALL {
                        if ui.selectable_label(a.function == f, function_name(f)).clicked() && a.function != f {
                            a.function = f;
                            changed = true;
                        }
                    }
                });
            let shown = a.attribute.as_ref().map_or_else(|| tr!("gui-of-rows"), |x| index.label(x));
            egui::ComboBox::from_id_salt(("agg-attr", id, i)).selected_text(shown).width(160.0).show_ui(ui, |ui| {
                if ui.selectable_label(a.attribute.is_none(), tr!("gui-of-rows")).clicked() && a.attribute.is_some() {
                    a.attribute = None;
                    changed = true;
                }
                for (attr, label) in choices {
                    if ui.selectable_label(a.attribute.as_ref() == Some(attr), label).clicked()
                        && a.attribute.as_ref() != Some(attr)
                    {
                        a.attribute = Some(attr.clone());
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
        aggregates.remove(i);
        changed = true;
    }
    if ui.button(tr!("gui-add-aggregate")).clicked() {
        aggregates.push(Aggregate::new(AggregateFunction::Count, None));
        changed = true;
    }
    if changed {
        actions.edit(Edit::SetQueryAggregates { id: id.clone(), aggregates });
    }
    if !q.aggregates.is_empty() || q.per.is_some() {
        per_ui(ui, project, q, choices, actions);
    }
}

/// The period the aggregates are kept per: a time attribute and a unit, or the whole search.
fn per_ui(ui: &mut egui::Ui, project: &Project, q: &Query, choices: &[(AttributeId, String)], actions: &mut Actions) {
    use model_core::cql::NativeType;
    let id = &q.id;
    let index = project.index();
    let is_time = |a: &AttributeId| {
        index
            .attribute(a)
            .is_some_and(|(_, x)| matches!(x.ty, NativeType::Timestamp | NativeType::Timeuuid | NativeType::Date))
    };
    let times: Vec<&(AttributeId, String)> = choices.iter().filter(|(a, _)| is_time(a)).collect();
    let mut per = q.per.clone();
    ui.horizontal(|ui| {
        ui.label(tr!("gui-per")).on_hover_text(tr!("gui-tip-per"));
        let shown = per.as_ref().map_or_else(
            || tr!("gui-per-whole"),
            |p| {
                times
                    .iter()
                    .find(|(a, _)| *a == p.attribute)
                    .map_or_else(|| p.attribute.to_string(), |(_, l)| l.clone())
            },
        );
        egui::ComboBox::from_id_salt(("per-attr", id)).selected_text(shown).width(160.0).show_ui(ui, |ui| {
            if ui.selectable_label(per.is_none(), tr!("gui-per-whole")).clicked() {
                per = None;
            }
            for (attr, label) in &times {
                let selected = per.as_ref().is_some_and(|p| &p.attribute == attr);
                if ui.selectable_label(selected, label).clicked() && !selected {
                    let unit = per.as_ref().map_or(TimeUnit::Day, |p| p.unit);
                    per = Some(Per::new(attr.clone(), unit));
                }
            }
        });
        if let Some(p) = per.as_mut() {
            egui::ComboBox::from_id_salt(("per-unit", id)).selected_text(unit_name(p.unit)).width(80.0).show_ui(
                ui,
                |ui| {
                    ui.label(tr!("gui-per-period"));
                    for unit in TimeUnit::ALL {
                        if ui.selectable_label(p.unit == unit, unit_name(unit)).clicked() {
                            p.unit = unit;
                        }
                    }
                },
            );
        }
    });
    if per != q.per {
        actions.edit(Edit::SetQueryPer { id: id.clone(), per });
    }
}

/// An aggregate function in the interface language.
fn function_name(f: AggregateFunction) -> String {
    f.said().get(super::super::i18n::language())
}

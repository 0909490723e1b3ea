//! The queries an entity or a relationship suggests, one click each: "Query: Video by User"
//! (given one end's key, find the other end), "Query: Student by id" (an entity by its key)
//! and "Query: Student by…" (by an attribute the user picks). A query added here finds the
//! key and a few named attributes ([`model_core::edit::quick::named_attributes`]), and the inspector stays on
//! what the user was editing: the status line names the query, a link under the buttons opens it.

use super::super::actions::Actions;
use super::super::selection::{Selected, Selection};
use model_core::Project;
use model_core::edit::Edit;
use model_core::ids::{AttributeId, EntityId};
use model_core::project::{Cardinality, Entity, Relationship};

/// A button per query the relationship serves ("Query: Video by User": given the key of one
/// end, find the other): from the one end of a one-to-many relationship, both ways otherwise;
/// then the queries of its two entities, as links.
pub(super) fn along_ui(
    ui: &mut egui::Ui,
    project: &Project,
    r: &Relationship,
    selection: &mut Selection,
    actions: &mut Actions,
) {
    let name = |i: usize| project.entity(&r.ends[i].entity).map_or(r.ends[i].entity.as_str(), |e| e.name.as_str());
    ui.horizontal_wrapped(|ui| {
        for from in 0..2 {
            let found = 1 - from;
            // A one-to-many relationship is read from its one end; a one-to-one or many-to-many both ways.
            if r.ends[from].cardinality == Cardinality::Many && r.ends[found].cardinality == Cardinality::One {
                continue;
            }
            let description = tr!("gui-query-description", found = name(found), given = name(from));
            let Some(edit) = Edit::query_along(project, &r.id, from, &description) else { continue };
            let label = tr!("gui-query-along", found = name(found), given = name(from));
            let tip = tr!("gui-tip-query-along", given = name(from), found = name(found));
            if ui.button(label).on_hover_text(tip).clicked() {
                add(edit, &description, actions);
            }
        }
    });
    let ends: Vec<&EntityId> = r.ends.iter().map(|e| &e.entity).collect();
    queries_of(ui, project, &ends, selection);
}

/// The entity's own queries, in the row `ui` lays out (beside "Relate to…"): by its key
/// ("Query: Student by id") and by an attribute the user picks ("Query: Student by…").
pub(super) fn entity_ui(ui: &mut egui::Ui, project: &Project, e: &Entity, actions: &mut Actions) {
    let keys: Vec<AttributeId> = e.attributes.iter().filter(|a| a.key).map(|a| a.id.clone()).collect();
    {
        if !keys.is_empty() {
            let by: Vec<&str> = e.attributes.iter().filter(|a| a.key).map(|a| a.name.as_str()).collect();
            let by = by.join(", ");
            let description = tr!("gui-query-description", found = &e.name, given = &by);
            if let Some(edit) = Edit::query_by(project, &e.id, &keys, &description) {
                let label = tr!("gui-query-along", found = &e.name, given = &by);
                if ui.button(label).on_hover_text(tr!("gui-tip-query-by", found = &e.name, given = &by)).clicked() {
                    add(edit, &description, actions);
                }
            }
        }
        let others: Vec<_> = e.attributes.iter().filter(|a| !a.key).collect();
        if !others.is_empty() {
            egui::ComboBox::from_id_salt(("query-by", &e.id))
                .selected_text(tr!("gui-query-by-attribute", found = &e.name))
                .show_ui(ui, |ui| {
                    for a in others {
                        if ui.selectable_label(false, &a.name).clicked() {
                            let description = tr!("gui-query-description", found = &e.name, given = &a.name);
                            let given = [a.id.clone()];
                            if let Some(edit) = Edit::query_by(project, &e.id, &given, &description) {
                                add(edit, &description, actions);
                            }
                        }
                    }
                })
                .response
                .on_hover_text(tr!("gui-tip-query-by-attribute", found = &e.name));
        }
    }
}

/// The queries that return entity `e`, as links that open them.
pub(super) fn entity_queries_ui(ui: &mut egui::Ui, project: &Project, e: &Entity, selection: &mut Selection) {
    queries_of(ui, project, &[&e.id], selection);
}

/// Adds a suggested query without leaving the inspector: one undo step, named in the status line.
fn add(edit: Edit, description: &str, actions: &mut Actions) {
    let id = match &edit {
        Edit::AddQuery { query, .. } => query.id.to_string(),
        _ => String::new(),
    };
    actions.edit(edit);
    actions.seal();
    actions.say(tr!("gui-query-added", query = &id, description = description));
}

/// The queries returning one of `entities`, each a link that opens it in the inspector.
fn queries_of(ui: &mut egui::Ui, project: &Project, entities: &[&EntityId], selection: &mut Selection) {
    let returning = |q: &&model_core::project::Query| q.entity.as_ref().is_some_and(|e| entities.contains(&e));
    let queries: Vec<_> = project.queries.iter().filter(returning).collect();
    if queries.is_empty() {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(egui::RichText::new(tr!("gui-queries-of")).weak());
        for q in queries {
            let text = if q.description.is_empty() {
                q.id.to_string()
            } else {
                tr!("gui-parenthesized", text = q.id.as_str(), detail = &q.description)
            };
            if ui.link(text).clicked() {
                selection.set(Selected::Query(q.id.clone()));
            }
        }
    });
}

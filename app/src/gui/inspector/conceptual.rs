//! The inspector for the ER model: an entity, a relationship, an attribute.

use super::super::actions::Actions;

use super::super::selection::{Selected, Selection};
use super::super::widgets::{
    chosen_name_field, cql_name_fault, entity_combo, native_type_combo, remove_button, text_area, text_field,
};
use super::{Inspector, apply_field, missing};
use model_core::Project;
use model_core::cql::{CqlType, NativeType};
use model_core::edit::{AttributeOwner, Edit};
use model_core::ids::{AttributeId, EntityId, RelationshipId, SpecialisationId, fresh_id};
use model_core::project::{Attribute, Cardinality, Entity, Field, Multi, Specialisation};

impl Inspector {
    pub(super) fn entity_ui(
        &mut self,
        ui: &mut egui::Ui,
        project: &Project,
        id: &EntityId,
        focus: bool,
        selection: &mut Selection,
        actions: &mut Actions,
    ) {
        let Some(e) = project.entity(id) else { return };
        ui.heading(tr!("gui-entity"));
        let c = text_field(ui, &tr!("gui-name"), &e.name, ("entity-name", id), focus);
        self.entity_name_typed(ui, project, id, &e.name, c, actions);
        cql_name_ui(ui, &e.name, e.cql_name.as_deref(), ("entity-cql", id), actions, |name| Edit::SetEntityCqlName {
            id: id.clone(),
            name,
        });
        if e.attributes.is_empty() {
            ui.label(egui::RichText::new(tr!("gui-tip-entity-shorthand")).weak());
        }
        // Drawing order: the name, the attributes, how the entity relates; then the rest.
        ui.separator();
        ui.strong(tr!("gui-attributes"));
        self.attributes_ui(ui, project, &e.attributes, &AttributeOwner::Entity(id.clone()), selection, actions);
        ui.separator();
        ui.strong(tr!("gui-relationships"));
        for r in project.relationships.iter().filter(|r| r.touches(id)) {
            let other = r.ends.iter().find(|end| &end.entity != id).map_or(id, |end| &end.entity);
            let other = project.entity(other).map_or("?", |e| e.name.as_str());
            if ui.link(tr!("gui-parenthesized", text = &r.name, detail = other)).clicked() {
                selection.set(Selected::Relationship(r.id.clone()));
            }
        }
        // "Relate to…" and the entity's own queries in one row: the rest stays where it was.
        ui.horizontal_wrapped(|ui| {
            if let Some(Some(other)) = entity_combo(
                ui,
                ("relate", id),
                project,
                None,
                &tr!("gui-choose"),
                Some(id),
                Some(&tr!("gui-relate-to")),
            ) {
                actions.relate(id.clone(), other);
            }
            super::suggested_queries::entity_ui(ui, project, e, actions);
        });
        super::suggested_queries::entity_queries_ui(ui, project, e, selection);
        ui.separator();
        let c = text_area(ui, &tr!("gui-description"), &e.description, ("entity-desc", id));
        apply_field(actions, c, |description| Edit::SetEntityDescription { id: id.clone(), description });
        ui.horizontal(|ui| {
            let mut weak = e.owner.is_some();
            if ui.checkbox(&mut weak, tr!("gui-weak-entity")).on_hover_text(tr!("gui-tip-weak")).changed() {
                // The owner: the entity it already relates to, else the first other one.
                let related = project
                    .relationships
                    .iter()
                    .filter(|r| r.touches(id))
                    .flat_map(|r| r.ends.iter().map(|e| &e.entity))
                    .find(|e| *e != id);
                let owner = if weak {
                    related.or_else(|| project.entities.iter().map(|o| &o.id).find(|o| *o != id)).cloned()
                } else {
                    None
                };
                actions.edit(Edit::SetEntityOwner { id: id.clone(), owner });
            }
            if e.owner.is_some()
                && let Some(owner) =
                    entity_combo(ui, ("owner", id), project, e.owner.as_ref(), &tr!("gui-none"), Some(id), None)
            {
                actions.edit(Edit::SetEntityOwner { id: id.clone(), owner });
            }
        });
        alternate_keys_ui(ui, e, actions);
        specialisation_ui(ui, project, id, selection, actions);
        self.estimates.entity_ui(ui, project, id, actions);
    }

    pub(super) fn relationship_ui(
        &mut self,
        ui: &mut egui::Ui,
        project: &Project,
        id: &RelationshipId,
        focus: bool,
        selection: &mut Selection,
        actions: &mut Actions,
    ) {
        let Some(r) = project.relationship(id) else { return };
        ui.heading(tr!("gui-relationship"));
        let c = text_field(ui, &tr!("gui-name"), &r.name, ("rel-name", id), focus);
        apply_field(actions, c, |name| Edit::RenameRelationship { id: id.clone(), name });
        cql_name_ui(ui, &r.name, r.cql_name.as_deref(), ("rel-cql", id), actions, |name| {
            Edit::SetRelationshipCqlName { id: id.clone(), name }
        });
        let c = text_field(ui, &tr!("gui-rows-noun"), r.noun.as_deref().unwrap_or(""), ("rel-noun", id), false);
        apply_field(actions, c, |noun| Edit::SetRelationshipNoun { id: id.clone(), noun: Some(noun) });
        for (i, end) in r.ends.iter().enumerate() {
            let name = project.entity(&end.entity).map_or(end.entity.as_str(), |e| e.name.as_str());
            ui.horizontal(|ui| {
                if ui.link(name).clicked() {
                    selection.set(Selected::Entity(end.entity.clone()));
                }
                let label = tr!("gui-cardinality-at", entity = name);
                // As the diagram writes it: m at the first end of a many-to-many relationship.
                let many_to_many = r.ends.iter().all(|e| e.cardinality == Cardinality::Many);
                let shown = match (end.cardinality, many_to_many, i) {
                    (Cardinality::One, _, _) => "1",
                    (Cardinality::Many, true, 0) => "m",
                    (Cardinality::Many, _, _) => "n",
                };
                egui::ComboBox::new(("card", id, i), label).selected_text(shown).show_ui(ui, |ui| {
                    for (c, text) in [(Cardinality::One, "1"), (Cardinality::Many, "n")] {
                        if ui.selectable_label(end.cardinality == c, text).clicked() && end.cardinality != c {
                            actions.edit(Edit::SetCardinality { id: id.clone(), end: i, cardinality: c });
                        }
                    }
                });
            });
            // The role the entity plays at this end (Chen: the label beside it on the line).
            let c = text_field(
                ui,
                &tr!("gui-end-role", a = name),
                end.role.as_deref().unwrap_or(""),
                ("rel-role", id, i),
                false,
            );
            apply_field(actions, c, |role| Edit::SetEndRole { id: id.clone(), end: i, role: Some(role) });
        }
        if r.is_self() && !model_core::er::roles::ends_told_apart(r) {
            ui.label(egui::RichText::new(tr!("gui-end-roles-needed")).color(ui.visuals().warn_fg_color));
        }
        // One click for the usual shapes, read from the first end to the second.
        let end_name =
            |i: usize| project.entity(&r.ends[i].entity).map_or(r.ends[i].entity.as_str(), |e| e.name.as_str());
        ui.horizontal_wrapped(|ui| {
            ui.label(tr!("gui-cardinality-presets"));
            ui.label(egui::RichText::new(tr!("gui-read-as", first = end_name(0), second = end_name(1))).weak());
            for (text, first, second) in [
                ("1:1", Cardinality::One, Cardinality::One),
                ("1:n", Cardinality::One, Cardinality::Many),
                ("n:1", Cardinality::Many, Cardinality::One),
                ("m:n", Cardinality::Many, Cardinality::Many),
            ] {
                let current = r.ends[0].cardinality == first && r.ends[1].cardinality == second;
                if ui.selectable_label(current, text).clicked() && !current {
                    actions.edit(Edit::Batch {
                        edits: vec![
                            Edit::SetCardinality { id: id.clone(), end: 0, cardinality: first },
                            Edit::SetCardinality { id: id.clone(), end: 1, cardinality: second },
                        ],
                    });
                }
            }
        });
        let kind = match r.kind() {
            model_core::project::RelationshipKind::OneToOne => "1:1",
            model_core::project::RelationshipKind::OneToMany => "1:n",
            model_core::project::RelationshipKind::ManyToMany => "m:n",
        };
        ui.label(tr!("gui-relationship-kind", kind = kind));
        // How many at each end, or how fast they arrive: asked where the ends are.
        self.estimates.relationship_ui(ui, project, id, actions);
        super::suggested_queries::along_ui(ui, project, r, selection, actions);
        let mut identifying = r.identifying;
        if ui.checkbox(&mut identifying, tr!("gui-identifying")).on_hover_text(tr!("gui-tip-identifying")).changed() {
            actions.edit(Edit::SetIdentifying { id: id.clone(), identifying });
        }
        ui.separator();
        ui.strong(tr!("gui-attributes"));
        self.attributes_ui(ui, project, &r.attributes, &AttributeOwner::Relationship(id.clone()), selection, actions);
    }

    pub(super) fn attribute_ui(
        &mut self,
        ui: &mut egui::Ui,
        project: &Project,
        id: &AttributeId,
        focus: bool,
        selection: &mut Selection,
        actions: &mut Actions,
    ) {
        let Some((owner, a)) = project.attribute(id) else {
            missing(ui);
            return;
        };
        ui.heading(tr!("gui-attribute"));
        let (owner_name, owner_sel) = match owner {
            model_core::project::Owner::Entity(e) => {
                (project.entity(e).map_or(e.as_str(), |x| x.name.as_str()).to_owned(), Selected::Entity(e.clone()))
            }
            model_core::project::Owner::Relationship(r) => (
                project.relationship(r).map_or(r.as_str(), |x| x.name.as_str()).to_owned(),
                Selected::Relationship(r.clone()),
            ),
        };
        ui.horizontal(|ui| {
            ui.label(tr!("gui-belongs-to"));
            if ui.link(owner_name).clicked() {
                selection.set(owner_sel);
            }
        });
        let c = text_field(ui, &tr!("gui-name"), &a.name, ("attr-name-full", id), focus);
        apply_field(actions, c, |name| Edit::RenameAttribute { id: id.clone(), name });
        let column = ChosenName {
            label: &tr!("gui-column-name"),
            tip: &tr!("gui-tip-column-name"),
            chosen: a.column.as_deref(),
            derived: &a.cql_word(),
        };
        column.ui(
            ui,
            ("attr-column", id),
            |_| None,
            actions,
            |column| Edit::SetAttributeColumn { id: id.clone(), column },
        );
        ui.horizontal(|ui| {
            ui.label(tr!("gui-type-label"));
            if let Some(ty) = native_type_combo(ui, ("attr-type-full", id), a.ty) {
                actions.edit(Edit::SetAttributeType { id: id.clone(), ty });
            }
        });
        let mut key = a.key;
        if ui.checkbox(&mut key, tr!("gui-key-attribute")).on_hover_text(tr!("gui-tip-key")).changed() {
            actions.edit(Edit::SetAttributeKey { id: id.clone(), key });
        }
        let mut updated = a.updated;
        if ui.checkbox(&mut updated, tr!("gui-updated-in-place")).on_hover_text(tr!("gui-tip-updated")).changed() {
            actions.edit(Edit::SetAttributeUpdated { id: id.clone(), updated });
        }
        ui.horizontal(|ui| {
            ui.label(tr!("gui-multi-valued")).on_hover_text(tr!("gui-tip-multi"));
            let shown = match &a.multi {
                None => tr!("gui-single-value"),
                Some(Multi::Set) => "set".to_owned(),
                Some(Multi::List) => "list".to_owned(),
                Some(Multi::Map { key }) => format!("map<{}, …>", key.name()),
            };
            egui::ComboBox::from_id_salt(("multi", id)).selected_text(shown).show_ui(ui, |ui| {
                let choices = [
                    (None, tr!("gui-single-value")),
                    (Some(Multi::Set), "set".to_owned()),
                    (Some(Multi::List), "list".to_owned()),
                    (Some(Multi::Map { key: NativeType::Text }), "map<text, …>".to_owned()),
                ];
                for (m, label) in choices {
                    if ui.selectable_label(a.multi == m, label).clicked() && a.multi != m {
                        actions.edit(Edit::SetAttributeMulti { id: id.clone(), multi: m });
                    }
                }
            });
        });
        ui.separator();
        ui.strong(tr!("gui-composite-fields")).on_hover_text(tr!("gui-tip-composite"));
        let mut fields = a.fields.clone();
        let mut changed = false;
        let mut remove = None;
        for (i, f) in fields.iter_mut().enumerate() {
            ui.horizontal(|ui| {
                changed |= ui
                    .add(
                        egui::TextEdit::singleline(&mut f.name)
                            .id(ui.make_persistent_id(("field", id, i)))
                            .desired_width(110.0),
                    )
                    .changed();
                let current = match &f.ty {
                    CqlType::Native(n) => *n,
                    _ => NativeType::Text,
                };
                if let Some(t) = native_type_combo(ui, ("field-type", id, i), current) {
                    f.ty = CqlType::Native(t);
                    changed = true;
                }
                if remove_button(ui) {
                    remove = Some(i);
                }
            });
        }
        if let Some(i) = remove {
            fields.remove(i);
            changed = true;
        }
        if ui.button(tr!("gui-add-field")).clicked() {
            let name = model_core::edit::fresh_name("field", fields.iter().map(|f| f.name.as_str()));
            fields.push(Field { name, ty: CqlType::Native(NativeType::Text), extra: Default::default() });
            changed = true;
        }
        if changed {
            actions.edit(Edit::SetAttributeFields { id: id.clone(), fields });
        }
        ui.separator();
        self.physical_type_ui(ui, project, id, actions);
        self.estimates.attribute_ui(ui, project, id, actions);
    }

    /// The CQL type of an attribute's columns (the Physical choice), parsed as typed.
    pub(super) fn physical_type_ui(
        &mut self,
        ui: &mut egui::Ui,
        project: &Project,
        id: &AttributeId,
        actions: &mut Actions,
    ) {
        let current = project.physical.types.get(id).map(ToString::to_string).unwrap_or_default();
        let buffer = self.type_buffers.entry(id.clone()).or_insert_with(|| current.clone());
        ui.horizontal(|ui| {
            let l = ui.label(tr!("gui-cql-type")).on_hover_text(tr!("gui-tip-cql-type"));
            let resp = ui
                .add(
                    egui::TextEdit::singleline(buffer)
                        .id(ui.make_persistent_id(("cql-type", id)))
                        .hint_text(tr!("gui-domain-type"))
                        .desired_width(150.0),
                )
                .labelled_by(l.id);
            let commit = resp.lost_focus();
            let parsed = if buffer.trim().is_empty() { Ok(None) } else { CqlType::parse(buffer.trim()).map(Some) };
            match &parsed {
                Err(_) => {
                    ui.colored_label(ui.visuals().error_fg_color, "⚠")
                        .on_hover_text(tr!("gui-not-a-cql-type", typed = buffer.trim()));
                }
                Ok(ty) if commit && ty.as_ref().map(ToString::to_string).unwrap_or_default() != current => {
                    actions.edit(Edit::SetPhysicalType { attribute: id.clone(), ty: ty.clone() });
                }
                Ok(_) => {}
            }
            if !resp.has_focus() && !commit && *buffer != current && parsed.is_ok() {
                buffer.clone_from(&current);
            }
        });
    }
}

/// An entity's alternate unique keys: each a set of its attributes, widened or removed here.
fn alternate_keys_ui(ui: &mut egui::Ui, e: &Entity, actions: &mut Actions) {
    let name =
        |a: &AttributeId| e.attributes.iter().find(|x| &x.id == a).map_or_else(|| a.to_string(), |x| x.name.clone());
    ui.separator();
    ui.strong(tr!("gui-alternate-keys")).on_hover_text(tr!("gui-tip-alternate-keys"));
    let mut keys = e.alternate_keys.clone();
    let mut changed = false;
    let mut remove = None;
    for (i, key) in e.alternate_keys.iter().enumerate() {
        ui.horizontal(|ui| {
            ui.label(format!("({})", key.iter().map(name).collect::<Vec<_>>().join(", ")));
            let rest: Vec<&Attribute> = e.attributes.iter().filter(|a| !a.key && !key.contains(&a.id)).collect();
            if !rest.is_empty() {
                egui::ComboBox::from_id_salt(("alt-key-widen", &e.id, i))
                    .selected_text(tr!("gui-widen-alternate-key"))
                    .show_ui(ui, |ui| {
                        for a in rest {
                            if ui.selectable_label(false, &a.name).clicked() {
                                keys[i].push(a.id.clone());
                                changed = true;
                            }
                        }
                    });
            }
            if remove_button(ui) {
                remove = Some(i);
            }
        });
    }
    if let Some(i) = remove {
        keys.remove(i);
        changed = true;
    }
    let candidates: Vec<&Attribute> =
        e.attributes.iter().filter(|a| !a.key && !e.alternate_keys.contains(&vec![a.id.clone()])).collect();
    if !candidates.is_empty() {
        egui::ComboBox::from_id_salt(("alt-key-add", &e.id)).selected_text(tr!("gui-add-alternate-key")).show_ui(
            ui,
            |ui| {
                for a in candidates {
                    if ui.selectable_label(false, &a.name).clicked() {
                        keys.push(vec![a.id.clone()]);
                        changed = true;
                    }
                }
            },
        );
    }
    if changed {
        actions.edit(Edit::SetAlternateKeys { id: e.id.clone(), keys });
    }
}

/// The entity's place in specialisations: the subtypes it specialises into (disjoint or
/// overlapping, total or partial), or the supertype it is a subtype of.
fn specialisation_ui(
    ui: &mut egui::Ui,
    project: &Project,
    id: &EntityId,
    selection: &mut Selection,
    actions: &mut Actions,
) {
    let name = |e: &EntityId| project.entity(e).map_or_else(|| e.to_string(), |e| e.name.clone());
    ui.separator();
    ui.strong(tr!("gui-specialisation")).on_hover_text(tr!("gui-tip-specialisation"));
    for sp in project.specialisations.iter().filter(|sp| sp.subtypes.contains(id)) {
        if ui.link(tr!("gui-subtype-of", entity = &name(&sp.supertype))).clicked() {
            selection.set(Selected::Entity(sp.supertype.clone()));
        }
    }
    let taken = |e: &EntityId| {
        e == id || project.specialisations.iter().any(|sp| sp.supertype == *id && sp.subtypes.contains(e))
    };
    for sp in project.specialisations.iter().filter(|sp| &sp.supertype == id) {
        let mut next = sp.clone();
        let mut changed = false;
        ui.label(tr!("gui-subtypes-of", entity = &name(id)));
        let mut remove = None;
        for (i, sub) in sp.subtypes.iter().enumerate() {
            ui.horizontal(|ui| {
                if ui.link(name(sub)).clicked() {
                    selection.set(Selected::Entity(sub.clone()));
                }
                if remove_button(ui) {
                    remove = Some(i);
                }
            });
        }
        if let Some(i) = remove {
            next.subtypes.remove(i);
            changed = true;
        }
        ui.horizontal(|ui| {
            changed |= ui.checkbox(&mut next.disjoint, tr!("gui-disjoint")).changed();
            changed |= ui.checkbox(&mut next.total, tr!("gui-total")).changed();
        });
        ui.horizontal(|ui| {
            egui::ComboBox::from_id_salt(("subtype-add", &sp.id)).selected_text(tr!("gui-add-subtype")).show_ui(
                ui,
                |ui| {
                    for e in project.entities.iter().filter(|e| !taken(&e.id)) {
                        if ui.selectable_label(false, &e.name).clicked() {
                            next.subtypes.push(e.id.clone());
                            changed = true;
                        }
                    }
                },
            );
            if ui.small_button(tr!("gui-remove-specialisation")).clicked() {
                actions.edit(Edit::RemoveSpecialisation { id: sp.id.clone() });
            }
        });
        if changed {
            actions.edit(Edit::SetSpecialisation { specialisation: next });
        }
    }
    if !project.specialisations.iter().any(|sp| &sp.supertype == id) {
        egui::ComboBox::from_id_salt(("specialise", id)).selected_text(tr!("gui-make-supertype")).show_ui(ui, |ui| {
            for e in project.entities.iter().filter(|e| !taken(&e.id)) {
                if ui.selectable_label(false, &e.name).clicked() {
                    let sid = SpecialisationId::new(fresh_id("isa", project.all_ids().into_iter()));
                    let specialisation = Specialisation {
                        id: sid,
                        supertype: id.clone(),
                        subtypes: vec![e.id.clone()],
                        disjoint: true,
                        total: false,
                        extra: Default::default(),
                    };
                    actions.edit(Edit::AddSpecialisation { specialisation });
                }
            }
        });
    }
}

/// The CQL name field under the name of an entity or a relationship, its transliteration as
/// the hint; what it sets becomes `edit`. Shown where the name has letters other than ASCII
/// (学生, Größe) or a CQL name was chosen: a plain English name's word is its snake_case,
/// with nothing to ask.
fn cql_name_ui(
    ui: &mut egui::Ui,
    name: &str,
    chosen: Option<&str>,
    id_salt: impl std::hash::Hash + std::fmt::Debug,
    actions: &mut Actions,
    edit: impl FnOnce(Option<String>) -> Edit,
) {
    if name.is_ascii() && chosen.is_none_or(|c| c.trim().is_empty()) {
        return;
    }
    let row = ChosenName {
        label: &tr!("gui-cql-name"),
        tip: &tr!("gui-tip-cql-name"),
        chosen,
        derived: &model_core::naming::cql_word(name),
    };
    row.ui(ui, id_salt, cql_name_fault, actions, edit);
}

/// A name the user may choose over the tool's (`derived`), as one inspector row.
struct ChosenName<'a> {
    label: &'a str,
    tip: &'a str,
    chosen: Option<&'a str>,
    derived: &'a str,
}

impl ChosenName<'_> {
    /// The row ([`chosen_name_field`]): what it sets becomes `edit`, and the typing gesture's
    /// end seals the undo step.
    fn ui(
        &self,
        ui: &mut egui::Ui,
        id_salt: impl std::hash::Hash + std::fmt::Debug,
        problem: impl Fn(&str) -> Option<String>,
        actions: &mut Actions,
        edit: impl FnOnce(Option<String>) -> Edit,
    ) {
        let (set, done) = chosen_name_field(ui, self.label, self.tip, self.chosen, self.derived, id_salt, problem);
        if let Some(name) = set {
            actions.edit(edit(name));
        }
        if done {
            actions.seal();
        }
    }
}

//! The inspector: the properties of the selection, edited in place. Every change is returned
//! as an [`Edit`].

use super::app::{Actions, Tab};
use super::derived::Derived;
use super::i18n::{fill, tr};
use super::selection::{Selected, Selection};
use super::widgets::{
    FieldChange, attribute_choices, attribute_combo, entity_combo, native_type_combo, remove_button, text_area, text_field,
};
use model_core::Project;
use model_core::cql_type::{CqlType, NativeType};
use model_core::edit::{AttributeOwner, Edit};
use model_core::ids::{AttributeId, EntityId, QueryId, RelationshipId};
use model_core::logical::{KeyPart, Origin, Table};
use model_core::project::{Attribute, Cardinality, Direction, Field, Given, Multi, Ordering, Predicate};
use std::collections::HashMap;

/// Inspector state kept between frames (text being typed before it becomes an edit).
#[derive(Debug, Default)]
pub struct Inspector {
    new_attribute: String,
    new_attribute_key: bool,
    type_buffers: HashMap<AttributeId, String>,
    /// Focus the name field on the next frame (after creating something).
    pub focus_name: bool,
    estimates: super::estimates_editor::EstimatesEditor,
}

fn apply_field(actions: &mut Actions, change: FieldChange, make: impl FnOnce(String) -> Edit) {
    if let Some(v) = change.value {
        actions.edits.push(make(v));
    }
    if change.done {
        actions.seal = true;
    }
}

impl Inspector {
    /// The inspector panel.
    pub fn ui(&mut self, ui: &mut egui::Ui, project: &Project, derived: &Derived, selection: &mut Selection, tab: Tab, actions: &mut Actions) {
        let focus = std::mem::take(&mut self.focus_name);
        let items = selection.items().to_vec();
        if items.len() > 1 {
            self.multi_ui(ui, project, &items, actions);
            return;
        }
        match items.first() {
            None => project_ui(ui, project, actions),
            Some(Selected::Entity(id)) => match project.entity(id) {
                Some(_) => self.entity_ui(ui, project, id, focus, selection, actions),
                None => missing(ui),
            },
            Some(Selected::Relationship(id)) => match project.relationship(id) {
                Some(_) => self.relationship_ui(ui, project, id, focus, selection, actions),
                None => missing(ui),
            },
            Some(Selected::Attribute(id)) => self.attribute_ui(ui, project, id, focus, selection, actions),
            Some(Selected::Query(id)) => match project.query(id) {
                Some(_) => query_ui(ui, project, derived, id, focus, selection, actions),
                None => missing(ui),
            },
            Some(Selected::Table(name)) => match derived.derivation.model.table(name) {
                Some(t) => {
                    self.table_ui(ui, project, t, tab, selection, actions);
                    self.estimates.table_ui(ui, project, derived, t, actions);
                }
                None => missing(ui),
            },
            Some(Selected::Column(table, column)) => match derived.derivation.model.table(table) {
                Some(t) => super::explain_view::column_ui(ui, project, t, column, selection),
                None => missing(ui),
            },
        }
    }

    fn multi_ui(&mut self, ui: &mut egui::Ui, project: &Project, items: &[Selected], actions: &mut Actions) {
        use super::command::UiCommand;
        ui.heading(fill(tr().n_selected, &[&items.len().to_string()]));
        let entities: Vec<&EntityId> = items
            .iter()
            .filter_map(|s| match s {
                Selected::Entity(e) => Some(e),
                _ => None,
            })
            .collect();
        if let [a, b] = entities.as_slice() {
            let names = |e: &EntityId| project.entity(e).map_or_else(String::new, |e| e.name.clone());
            if ui.button(fill(tr().relate_these, &[&names(a), &names(b)])).clicked() {
                actions.relate = Some(((*a).clone(), (*b).clone()));
            }
        }
        if UiCommand::Delete.toolbar_button(ui, true) {
            actions.commands.push(UiCommand::Delete);
        }
    }

    fn entity_ui(&mut self, ui: &mut egui::Ui, project: &Project, id: &EntityId, focus: bool, selection: &mut Selection, actions: &mut Actions) {
        let Some(e) = project.entity(id) else { return };
        let s = tr();
        ui.heading(s.entity);
        let c = text_field(ui, s.name, &e.name, ("entity-name", id), focus);
        apply_field(actions, c, |name| Edit::RenameEntity { id: id.clone(), name });
        let c = text_area(ui, s.description, &e.description, ("entity-desc", id));
        apply_field(actions, c, |description| Edit::SetEntityDescription { id: id.clone(), description });
        ui.horizontal(|ui| {
            let mut weak = e.owner.is_some();
            if ui.checkbox(&mut weak, s.weak_entity).on_hover_text(s.tip_weak).changed() {
                let owner = if weak { project.entities.iter().find(|o| &o.id != id).map(|o| o.id.clone()) } else { None };
                actions.edits.push(Edit::SetEntityOwner { id: id.clone(), owner });
            }
            if e.owner.is_some()
                && let Some(owner) = entity_combo(ui, ("owner", id), project, e.owner.as_ref(), s.none, Some(id), None)
            {
                actions.edits.push(Edit::SetEntityOwner { id: id.clone(), owner });
            }
        });
        ui.separator();
        ui.strong(s.attributes);
        self.attributes_ui(ui, project, &e.attributes, &AttributeOwner::Entity(id.clone()), selection, actions);
        self.estimates.entity_ui(ui, project, id, actions);
        ui.separator();
        ui.strong(s.relationships);
        for r in project.relationships.iter().filter(|r| r.touches(id)) {
            let other = r.ends.iter().find(|end| &end.entity != id).map_or(id, |end| &end.entity);
            let other = project.entity(other).map_or("?", |e| e.name.as_str());
            if ui.link(fill(s.parenthesized, &[&r.name, other])).clicked() {
                selection.set(Selected::Relationship(r.id.clone()));
            }
        }
        if let Some(Some(other)) = entity_combo(ui, ("relate", id), project, None, s.choose, Some(id), Some(s.relate_to)) {
            actions.relate = Some((id.clone(), other));
        }
    }

    /// The attribute list of an entity or relationship, with a row to add one.
    fn attributes_ui(
        &mut self,
        ui: &mut egui::Ui,
        project: &Project,
        attrs: &[Attribute],
        owner: &AttributeOwner,
        selection: &mut Selection,
        actions: &mut Actions,
    ) {
        let s = tr();
        egui::Grid::new(("attrs", format!("{owner:?}"))).num_columns(5).striped(true).show(ui, |ui| {
            for a in attrs {
                let mut name = a.name.clone();
                let resp = ui.add(egui::TextEdit::singleline(&mut name).id(ui.make_persistent_id(("attr-name", &a.id))).desired_width(110.0));
                if resp.changed() {
                    actions.edits.push(Edit::RenameAttribute { id: a.id.clone(), name });
                }
                if resp.lost_focus() {
                    actions.seal = true;
                }
                if let Some(ty) = native_type_combo(ui, ("attr-type", &a.id), a.ty) {
                    actions.edits.push(Edit::SetAttributeType { id: a.id.clone(), ty });
                }
                let mut key = a.key;
                if ui.checkbox(&mut key, s.key_short).on_hover_text(s.tip_key).changed() {
                    actions.edits.push(Edit::SetAttributeKey { id: a.id.clone(), key });
                }
                let mut multi = a.multi.is_some();
                if ui.checkbox(&mut multi, s.multi_short).on_hover_text(s.tip_multi).changed() {
                    actions.edits.push(Edit::SetAttributeMulti { id: a.id.clone(), multi: multi.then_some(Multi::Set) });
                }
                ui.horizontal(|ui| {
                    if ui.small_button("⏶").on_hover_text(s.move_up).clicked() {
                        actions.edits.push(Edit::ReorderAttribute { id: a.id.clone(), up: true });
                    }
                    if ui.small_button("⏷").on_hover_text(s.move_down).clicked() {
                        actions.edits.push(Edit::ReorderAttribute { id: a.id.clone(), up: false });
                    }
                    if ui.small_button("…").on_hover_text(s.more).clicked() {
                        selection.set(Selected::Attribute(a.id.clone()));
                    }
                    if remove_button(ui) {
                        actions.edits.push(Edit::RemoveAttribute { id: a.id.clone() });
                    }
                });
                ui.end_row();
            }
        });
        ui.horizontal(|ui| {
            let l = ui.label(s.new_attribute);
            let resp = ui
                .add(egui::TextEdit::singleline(&mut self.new_attribute).id(ui.make_persistent_id(("new-attr", format!("{owner:?}")))).desired_width(110.0))
                .labelled_by(l.id);
            ui.checkbox(&mut self.new_attribute_key, s.key_attribute);
            let enter = resp.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            let add = ui.button(s.add_attribute).clicked();
            if (enter || add) && !self.new_attribute.trim().is_empty() {
                let mut edit = Edit::add_attribute(project, owner.clone(), self.new_attribute.trim(), NativeType::Text, self.new_attribute_key);
                if let Edit::AddAttribute { attribute, .. } = &mut edit
                    && self.new_attribute_key
                    && attribute.name.ends_with("id")
                {
                    attribute.ty = NativeType::Uuid;
                }
                actions.edits.push(edit);
                self.new_attribute.clear();
                self.new_attribute_key = false;
                if enter {
                    resp.request_focus();
                }
            }
        });
    }

    fn relationship_ui(&mut self, ui: &mut egui::Ui, project: &Project, id: &RelationshipId, focus: bool, selection: &mut Selection, actions: &mut Actions) {
        let Some(r) = project.relationship(id) else { return };
        let s = tr();
        ui.heading(s.relationship);
        let c = text_field(ui, s.name, &r.name, ("rel-name", id), focus);
        apply_field(actions, c, |name| Edit::RenameRelationship { id: id.clone(), name });
        for (i, end) in r.ends.iter().enumerate() {
            let name = project.entity(&end.entity).map_or(end.entity.as_str(), |e| e.name.as_str());
            ui.horizontal(|ui| {
                if ui.link(name).clicked() {
                    selection.set(Selected::Entity(end.entity.clone()));
                }
                let label = fill(s.cardinality_at, &[name]);
                let shown = if end.cardinality == Cardinality::One { "1" } else { "n" };
                egui::ComboBox::new(("card", id, i), label).selected_text(shown).show_ui(ui, |ui| {
                    for (c, text) in [(Cardinality::One, "1"), (Cardinality::Many, "n")] {
                        if ui.selectable_label(end.cardinality == c, text).clicked() && end.cardinality != c {
                            actions.edits.push(Edit::SetCardinality { id: id.clone(), end: i, cardinality: c });
                        }
                    }
                });
            });
        }
        let kind = match r.kind() {
            model_core::project::RelationshipKind::OneToOne => "1:1",
            model_core::project::RelationshipKind::OneToMany => "1:n",
            model_core::project::RelationshipKind::ManyToMany => "m:n",
        };
        ui.label(fill(s.relationship_kind, &[kind]));
        let mut identifying = r.identifying;
        if ui.checkbox(&mut identifying, s.identifying).on_hover_text(s.tip_identifying).changed() {
            actions.edits.push(Edit::SetIdentifying { id: id.clone(), identifying });
        }
        ui.separator();
        ui.strong(s.attributes);
        self.attributes_ui(ui, project, &r.attributes, &AttributeOwner::Relationship(id.clone()), selection, actions);
        self.estimates.relationship_ui(ui, project, id, actions);
    }

    fn attribute_ui(&mut self, ui: &mut egui::Ui, project: &Project, id: &AttributeId, focus: bool, selection: &mut Selection, actions: &mut Actions) {
        let Some((owner, a)) = project.attribute(id) else {
            missing(ui);
            return;
        };
        let s = tr();
        ui.heading(s.attribute);
        let (owner_name, owner_sel) = match owner {
            model_core::project::Owner::Entity(e) => {
                (project.entity(e).map_or(e.as_str(), |x| x.name.as_str()).to_owned(), Selected::Entity(e.clone()))
            }
            model_core::project::Owner::Relationship(r) => {
                (project.relationship(r).map_or(r.as_str(), |x| x.name.as_str()).to_owned(), Selected::Relationship(r.clone()))
            }
        };
        ui.horizontal(|ui| {
            ui.label(s.belongs_to);
            if ui.link(owner_name).clicked() {
                selection.set(owner_sel);
            }
        });
        let c = text_field(ui, s.name, &a.name, ("attr-name-full", id), focus);
        apply_field(actions, c, |name| Edit::RenameAttribute { id: id.clone(), name });
        ui.horizontal(|ui| {
            ui.label(s.type_label);
            if let Some(ty) = native_type_combo(ui, ("attr-type-full", id), a.ty) {
                actions.edits.push(Edit::SetAttributeType { id: id.clone(), ty });
            }
        });
        let mut key = a.key;
        if ui.checkbox(&mut key, s.key_attribute).on_hover_text(s.tip_key).changed() {
            actions.edits.push(Edit::SetAttributeKey { id: id.clone(), key });
        }
        ui.horizontal(|ui| {
            ui.label(s.multi_valued).on_hover_text(s.tip_multi);
            let shown = match &a.multi {
                None => s.single_value.to_owned(),
                Some(Multi::Set) => "set".to_owned(),
                Some(Multi::List) => "list".to_owned(),
                Some(Multi::Map { key }) => format!("map<{}, …>", key.name()),
            };
            egui::ComboBox::from_id_salt(("multi", id)).selected_text(shown).show_ui(ui, |ui| {
                let choices = [
                    (None, s.single_value.to_owned()),
                    (Some(Multi::Set), "set".to_owned()),
                    (Some(Multi::List), "list".to_owned()),
                    (Some(Multi::Map { key: NativeType::Text }), "map<text, …>".to_owned()),
                ];
                for (m, label) in choices {
                    if ui.selectable_label(a.multi == m, label).clicked() && a.multi != m {
                        actions.edits.push(Edit::SetAttributeMulti { id: id.clone(), multi: m });
                    }
                }
            });
        });
        ui.separator();
        ui.strong(s.composite_fields).on_hover_text(s.tip_composite);
        let mut fields = a.fields.clone();
        let mut changed = false;
        let mut remove = None;
        for (i, f) in fields.iter_mut().enumerate() {
            ui.horizontal(|ui| {
                changed |= ui.add(egui::TextEdit::singleline(&mut f.name).id(ui.make_persistent_id(("field", id, i))).desired_width(110.0)).changed();
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
        if ui.button(s.add_field).clicked() {
            let name = model_core::edit::fresh_name("field", fields.iter().map(|f| f.name.as_str()));
            fields.push(Field { name, ty: CqlType::Native(NativeType::Text), extra: Default::default() });
            changed = true;
        }
        if changed {
            actions.edits.push(Edit::SetAttributeFields { id: id.clone(), fields });
        }
        ui.separator();
        self.physical_type_ui(ui, project, id, actions);
        self.estimates.attribute_ui(ui, project, id, actions);
    }

    /// The CQL type of an attribute's columns (the Physical choice), parsed as typed.
    fn physical_type_ui(&mut self, ui: &mut egui::Ui, project: &Project, id: &AttributeId, actions: &mut Actions) {
        let s = tr();
        let current = project.physical.types.get(id).map(ToString::to_string).unwrap_or_default();
        let buffer = self.type_buffers.entry(id.clone()).or_insert_with(|| current.clone());
        ui.horizontal(|ui| {
            let l = ui.label(s.cql_type).on_hover_text(s.tip_cql_type);
            let resp = ui
                .add(egui::TextEdit::singleline(buffer).id(ui.make_persistent_id(("cql-type", id))).hint_text(s.domain_type).desired_width(150.0))
                .labelled_by(l.id);
            let commit = resp.lost_focus();
            let parsed = if buffer.trim().is_empty() { Ok(None) } else { CqlType::parse(buffer.trim()).map(Some) };
            match &parsed {
                Err(_) => {
                    ui.colored_label(ui.visuals().error_fg_color, "⚠").on_hover_text(fill(s.not_a_cql_type, &[buffer.trim()]));
                }
                Ok(ty) if commit && ty.as_ref().map(ToString::to_string).unwrap_or_default() != current => {
                    actions.edits.push(Edit::SetPhysicalType { attribute: id.clone(), ty: ty.clone() });
                }
                Ok(_) => {}
            }
            if !resp.has_focus() && !commit && *buffer != current && parsed.is_ok() {
                buffer.clone_from(&current);
            }
        });
    }

    fn table_ui(&mut self, ui: &mut egui::Ui, project: &Project, t: &Table, tab: Tab, selection: &mut Selection, actions: &mut Actions) {
        let s = tr();
        ui.heading(s.table);
        let index = project.index();
        match &t.origin {
            Origin::Derived(q) => {
                let mut name = t.name.clone();
                ui.horizontal(|ui| {
                    let l = ui.label(s.table_name);
                    let resp = ui.add(egui::TextEdit::singleline(&mut name).id(ui.make_persistent_id(("table-name", q)))).labelled_by(l.id);
                    if resp.changed() {
                        let new = Some(name.clone()).filter(|n| *n != t.derived_name);
                        selection.set(Selected::Table(name_or(&new, &t.derived_name)));
                        actions.edits.push(Edit::RenameTable { query: q.clone(), name: new });
                    }
                    if resp.lost_focus() {
                        actions.seal = true;
                    }
                });
                if t.name != t.derived_name {
                    ui.horizontal(|ui| {
                        ui.label(fill(s.derived_name_was, &[&t.derived_name]));
                        if ui.small_button(s.reset).clicked() {
                            actions.edits.push(Edit::RenameTable { query: q.clone(), name: None });
                            selection.set(Selected::Table(t.derived_name.clone()));
                        }
                    });
                }
            }
            Origin::Defined(_) => {
                ui.label(&t.name);
            }
        }
        ui.label(egui::RichText::new(fill(s.primary_key_is, &[&t.key_signature()])).monospace());
        ui.horizontal_wrapped(|ui| {
            ui.label(s.serves);
            for q in &t.queries {
                if ui.link(q.as_str()).clicked() {
                    selection.set(Selected::Query(q.clone()));
                    actions.show_tab = Some(Tab::Workflow);
                }
            }
        });
        if let Origin::Derived(q) = &t.origin
            && t.alternatives.len() > 1
        {
            ui.separator();
            ui.strong(s.alternatives).on_hover_text(s.tip_alternatives);
            for (i, alt) in t.alternatives.iter().enumerate() {
                let part = |p: &KeyPart| match p {
                    KeyPart::Attribute(a) => index.attribute(a).map_or_else(|| a.to_string(), |(_, a)| a.name.clone()),
                    KeyPart::Bucket => s.key_part_bucket.to_owned(),
                };
                let pk: Vec<String> = alt.partition.iter().map(part).collect();
                let ck: Vec<String> = alt
                    .clustering
                    .iter()
                    .map(|(p, d)| format!("{}{}", part(p), if *d == Direction::Asc { "↑" } else { "↓" }))
                    .collect();
                let mut key = format!("(({})", pk.join(", "));
                for c in ck {
                    key.push_str(", ");
                    key.push_str(&c);
                }
                key.push(')');
                if ui.radio(t.chosen == i, fill(s.alternative_line, &[&key, &super::i18n::alternative_summary(alt)])).clicked() && t.chosen != i {
                    actions.edits.push(Edit::ChooseAlternative { query: q.clone(), alternative: i });
                }
            }
        }
        ui.separator();
        ui.strong(s.columns);
        egui::Grid::new(("cols", &t.name)).num_columns(4).striped(true).show(ui, |ui| {
            for c in &t.columns {
                ui.label(&c.name);
                let ty = match &c.mask {
                    Some(mask) => format!("{} MASKED WITH {mask}", c.ty),
                    None => c.ty.to_string(),
                };
                ui.label(egui::RichText::new(ty).monospace());
                let markers = model_core::render::markers_in(t, c);
                let m = markers.join(" ");
                let tips: Vec<&str> = markers.into_iter().map(super::chebotko::marker_meaning).collect();
                if tips.is_empty() {
                    ui.label("");
                } else {
                    ui.label(m).on_hover_text(tips.join("\n"));
                }
                // Why the column is there, in the interface language (model-core's reason is English).
                let why = model_core::explain::explain_column(project, t, &c.name).map(|e| super::explain_view::column_text(&e));
                let rule = ui.label(egui::RichText::new(super::explain_view::rule_name(c.provenance.rule)).small());
                if let Some(why) = why {
                    rule.on_hover_text(why);
                }
                ui.end_row();
            }
        });
        super::explain_view::table_ui(ui, project, t, selection);
        if tab == Tab::Physical {
            ui.separator();
            ui.strong(s.column_types).on_hover_text(s.tip_cql_type);
            for c in &t.columns {
                if let Some(a) = &c.attribute {
                    ui.label(index.label(a));
                    self.physical_type_ui(ui, project, a, actions);
                }
            }
        }
    }
}

fn name_or(name: &Option<String>, default: &str) -> String {
    name.clone().unwrap_or_else(|| default.to_owned())
}

fn missing(ui: &mut egui::Ui) {
    ui.label(egui::RichText::new(tr().selection_gone).weak());
}

fn project_ui(ui: &mut egui::Ui, project: &Project, actions: &mut Actions) {
    let s = tr();
    ui.heading(s.project);
    let c = text_field(ui, s.title, &project.name, "project-name", false);
    apply_field(actions, c, |name| Edit::RenameProject { name });
    ui.label(egui::RichText::new(s.nothing_selected).weak());
}

fn query_ui(ui: &mut egui::Ui, project: &Project, derived: &Derived, id: &QueryId, focus: bool, selection: &mut Selection, actions: &mut Actions) {
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

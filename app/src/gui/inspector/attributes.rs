//! Quick entry in the inspector: an entity's or relationship's attribute list with its row
//! to add attributes (`video_id, upload_date`, typed in one line), and an entity's name typed
//! as `Video(video_id, upload_date)`, which names it and adds those attributes in one step.

use super::super::actions::Actions;
use super::super::selection::{Selected, Selection};
use super::super::widgets::{FieldChange, native_type_combo};
use super::Inspector;
use model_core::Project;
use model_core::edit::{AttributeOwner, Edit, quick};
use model_core::ids::EntityId;
use model_core::project::{Attribute, Multi};

/// The width of an attribute's name in the grid, in points (about 16 characters).
const ATTRIBUTE_NAME_WIDTH: f32 = 120.0;

impl Inspector {
    /// The attribute list of an entity or relationship, with a row to add one.
    pub(super) fn attributes_ui(
        &mut self,
        ui: &mut egui::Ui,
        project: &Project,
        attrs: &[Attribute],
        owner: &AttributeOwner,
        selection: &mut Selection,
        actions: &mut Actions,
    ) {
        egui::Grid::new(("attrs", format!("{owner:?}"))).num_columns(6).striped(true).show(ui, |ui| {
            if !attrs.is_empty() {
                for heading in [
                    tr!("gui-attribute"),
                    tr!("gui-type-label"),
                    tr!("gui-key-short"),
                    tr!("gui-multi-short"),
                    tr!("gui-avg-bytes"),
                ] {
                    ui.label(egui::RichText::new(heading).weak());
                }
                ui.end_row();
            }
            for a in attrs {
                let mut name = a.name.clone();
                // Wide enough for a usual column name (`upload_date`) whatever room the grid has.
                let field = egui::TextEdit::singleline(&mut name).id(ui.make_persistent_id(("attr-name", &a.id)));
                let resp = ui.add_sized([ATTRIBUTE_NAME_WIDTH, ui.spacing().interact_size.y], field);
                if resp.changed() {
                    actions.edit(Edit::RenameAttribute { id: a.id.clone(), name });
                }
                if resp.lost_focus() {
                    actions.seal();
                }
                if let Some(ty) = native_type_combo(ui, ("attr-type", &a.id), a.ty) {
                    actions.edit(Edit::SetAttributeType { id: a.id.clone(), ty });
                }
                let mut key = a.key;
                let tip = if matches!(owner, AttributeOwner::Relationship(_)) {
                    tr!("gui-tip-identity-key")
                } else {
                    tr!("gui-tip-key")
                };
                // The column heading names the box: the row stays narrow enough for the side pane.
                if ui.add(egui::Checkbox::without_text(&mut key)).on_hover_text(tip).changed() {
                    actions.edit(Edit::SetAttributeKey { id: a.id.clone(), key });
                }
                let mut multi = a.multi.is_some();
                if ui.add(egui::Checkbox::without_text(&mut multi)).on_hover_text(tr!("gui-tip-multi")).changed() {
                    actions.edit(Edit::SetAttributeMulti { id: a.id.clone(), multi: multi.then_some(Multi::Set) });
                }
                self.estimates.size_cell(ui, a, None, actions);
                // The row's other actions in one menu: the grid fits the side pane.
                let menu = ui.menu_button("⋯", |ui| {
                    if ui.button(format!("⏶ {}", tr!("gui-move-up"))).clicked() {
                        actions.edit(Edit::ReorderAttribute { id: a.id.clone(), up: true });
                    }
                    if ui.button(format!("⏷ {}", tr!("gui-move-down"))).clicked() {
                        actions.edit(Edit::ReorderAttribute { id: a.id.clone(), up: false });
                    }
                    if ui.button(format!("… {}", tr!("gui-more"))).clicked() {
                        selection.set(Selected::Attribute(a.id.clone()));
                    }
                    if ui.button(format!("✖ {}", tr!("gui-remove"))).clicked() {
                        actions.edit(Edit::RemoveAttribute { id: a.id.clone() });
                    }
                });
                menu.response.on_hover_text(tr!("gui-tip-attribute-menu", attribute = &a.name));
                ui.end_row();
            }
        });
        ui.horizontal(|ui| {
            let l = ui.label(tr!("gui-new-attribute"));
            let resp = ui
                .add(
                    egui::TextEdit::singleline(&mut self.new_attribute)
                        .id(ui.make_persistent_id(("new-attr", format!("{owner:?}"))))
                        .hint_text(tr!("gui-new-attribute-hint"))
                        .desired_width(140.0),
                )
                .labelled_by(l.id)
                .on_hover_text(tr!("gui-tip-new-attribute"));
            if std::mem::take(&mut self.focus_new_attribute) {
                resp.request_focus();
            }
            let typed = quick::typed_names(&quick::attribute_list(&self.new_attribute));
            let names = typed.as_deref().unwrap_or_default();
            // Ticked when one of the names will start as the key (see `quick::key_index`).
            let suggested = quick::key_index(project, owner, names).is_some();
            let mut key = self.new_attribute_key.unwrap_or(suggested);
            if ui.checkbox(&mut key, tr!("gui-key-attribute")).changed() {
                self.new_attribute_key = Some(key);
            }
            let enter = resp.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            let add = ui.button(tr!("gui-add-attribute")).clicked();
            if (enter || add)
                && typed.is_ok()
                && let Some(edit) = Edit::add_attributes(project, owner, names, self.new_attribute_key)
            {
                actions.edit(edit);
                actions.seal();
                self.new_attribute.clear();
                self.new_attribute_key = None;
                // The next attribute is typed straight away, whether Enter or Add was used.
                resp.request_focus();
            } else if enter && typed.is_err() {
                // Refused: the text stays, to be corrected where it was typed.
                resp.request_focus();
            }
        });
        let typed = quick::typed_names(&quick::attribute_list(&self.new_attribute));
        planned_ui(ui, project, owner, typed, self.new_attribute_key);
    }

    /// The entity's name as typed: renamed as it changes; Enter goes on to the first
    /// attribute, and `Video(video_id, upload_date)` names the entity and adds those
    /// attributes in the same step.
    pub(super) fn entity_name_typed(
        &mut self,
        ui: &mut egui::Ui,
        project: &Project,
        id: &EntityId,
        current: &str,
        c: FieldChange,
        actions: &mut Actions,
    ) {
        let typed = c.value.clone().unwrap_or_else(|| current.to_owned());
        let shorthand = quick::entity_shorthand(&typed).map(|(name, items)| (name, quick::typed_names(&items)));
        if let Some((_, names)) = &shorthand {
            planned_ui(ui, project, &AttributeOwner::Entity(id.clone()), names.clone(), None);
        }
        if let Some(name) = c.value {
            actions.edit(Edit::RenameEntity { id: id.clone(), name });
        }
        if c.done && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
            match shorthand {
                Some((name, Ok(attributes))) => {
                    let mut edits = vec![Edit::RenameEntity { id: id.clone(), name }];
                    edits.extend(Edit::add_attributes(project, &AttributeOwner::Entity(id.clone()), &attributes, None));
                    // One step with the typing (only after typing): one undo takes both back.
                    actions.edit_continuing(
                        Edit::Batch { edits },
                        Edit::RenameEntity { id: id.clone(), name: String::new() },
                    );
                    self.focus_new_attribute = true;
                }
                // A name refused inside the parentheses: the text stays in the name field, the
                // refusal on the line below it until it is corrected.
                Some((_, Err(_))) => {}
                None => self.focus_new_attribute = true,
            }
        }
        if c.done {
            actions.seal();
        }
    }
}

/// What a typed attribute list will add, shown before Enter ("Adds: number int (K), rate
/// decimal"), or why it is refused, in the error colour on the field's next line.
fn planned_ui(
    ui: &mut egui::Ui,
    project: &Project,
    owner: &AttributeOwner,
    typed: Result<Vec<quick::TypedName>, quick::NotANameAndType>,
    key: Option<bool>,
) {
    match typed {
        Ok(names) if names.is_empty() => {}
        Ok(names) => {
            let planned: Vec<String> = quick::planned(project, owner, &names, key)
                .into_iter()
                .map(
                    |(name, ty, key)| {
                        if key { format!("{name} {} (K)", ty.name()) } else { format!("{name} {}", ty.name()) }
                    },
                )
                .collect();
            ui.label(egui::RichText::new(tr!("gui-will-add", attributes = &planned.join(", "))).weak());
        }
        Err(refused) => {
            ui.colored_label(ui.visuals().error_fg_color, tr!("gui-not-a-name-and-type", typed = &refused.typed));
        }
    }
}

//! Small widgets shared by the panels: labelled text fields that report edits, pickers for
//! attributes, entities and types.

use model_core::Project;
use model_core::cql::NativeType;
use model_core::ids::{AttributeId, EntityId, RelationshipId};

/// What a text field did this frame.
#[derive(Debug, Default)]
pub struct FieldChange {
    /// The new text, when the user typed.
    pub value: Option<String>,
    /// The field lost focus (the typing gesture ended).
    pub done: bool,
}

/// A labelled single-line text field over `current`. The label names the field for screen
/// readers and tests.
pub fn text_field(
    ui: &mut egui::Ui,
    label: &str,
    current: &str,
    id_salt: impl std::hash::Hash + std::fmt::Debug,
    focus: bool,
) -> FieldChange {
    let mut text = current.to_owned();
    let mut out = FieldChange::default();
    ui.horizontal(|ui| {
        let l = ui.label(label);
        let edit =
            egui::TextEdit::singleline(&mut text).id(ui.make_persistent_id(id_salt)).desired_width(f32::INFINITY);
        let resp = ui.add(edit).labelled_by(l.id);
        if focus {
            resp.request_focus();
            if let Some(mut state) = egui::TextEdit::load_state(ui.ctx(), resp.id) {
                let all = egui::text::CCursorRange::two(
                    egui::text::CCursor::new(0),
                    egui::text::CCursor::new(text.chars().count()),
                );
                state.cursor.set_char_range(Some(all));
                egui::TextEdit::store_state(ui.ctx(), resp.id, state);
            }
        }
        if resp.changed() {
            out.value = Some(text.clone());
        }
        out.done = resp.lost_focus();
    });
    out
}

/// A labelled field for a name the user may choose over `derived` (shown grey while the field
/// is empty). What is typed stays in the field while `problem` finds fault with it, the fault
/// beside it, and becomes the new value once it is right: `Some(None)` when cleared,
/// `Some(Some(name))` when set, `None` when nothing changed. The second value is `true` when
/// the typing gesture ended.
pub fn chosen_name_field(
    ui: &mut egui::Ui,
    label: &str,
    tip: &str,
    current: Option<&str>,
    derived: &str,
    id_salt: impl std::hash::Hash + std::fmt::Debug,
    problem: impl Fn(&str) -> Option<String>,
) -> (Option<Option<String>>, bool) {
    let id = ui.make_persistent_id(id_salt);
    let typed_id = id.with("typed");
    let focused = ui.memory(|m| m.has_focus(id));
    let mut text = focused
        .then(|| ui.data(|d| d.get_temp::<String>(typed_id)))
        .flatten()
        .unwrap_or_else(|| current.unwrap_or_default().to_owned());
    let mut out = (None, false);
    ui.horizontal(|ui| {
        let l = ui.label(label).on_hover_text(tip);
        let edit = egui::TextEdit::singleline(&mut text).id(id).hint_text(derived).desired_width(f32::INFINITY);
        let resp = ui.add(edit).labelled_by(l.id).on_hover_text(tip);
        let fault = problem(text.trim());
        if resp.changed() {
            ui.data_mut(|d| d.insert_temp(typed_id, text.clone()));
            let value = Some(text.trim().to_owned()).filter(|t| !t.is_empty());
            if fault.is_none() && value.as_deref() != current {
                out.0 = Some(value);
            }
        }
        if resp.lost_focus() {
            ui.data_mut(|d| d.remove::<String>(typed_id));
            out.1 = true;
        }
        fault.filter(|_| !text.trim().is_empty())
    })
    .inner
    .map(|fault| ui.colored_label(ui.visuals().error_fg_color, format!("⚠ {fault}")));
    out
}

/// Why `word` cannot be a CQL name of an entity or a relationship, in the window's language.
pub fn cql_name_fault(word: &str) -> Option<String> {
    model_core::cql::schema_name_problem(word).map(|p| super::i18n::words(&p.said()))
}

/// A multi-line labelled text field.
pub fn text_area(
    ui: &mut egui::Ui,
    label: &str,
    current: &str,
    id_salt: impl std::hash::Hash + std::fmt::Debug,
) -> FieldChange {
    let mut text = current.to_owned();
    let l = ui.label(label);
    let resp = ui
        .add(
            egui::TextEdit::multiline(&mut text)
                .id(ui.make_persistent_id(id_salt))
                .desired_rows(2)
                .desired_width(f32::INFINITY),
        )
        .labelled_by(l.id);
    FieldChange { value: resp.changed().then_some(text), done: resp.lost_focus() }
}

/// Every attribute of the project as `Entity.attribute`, in model order; where an entity plays
/// roles at relationship ends, its attributes in each role follow (`User (follower).username`).
pub fn attribute_choices(project: &Project) -> Vec<(AttributeId, String)> {
    let index = project.index();
    let mut out = Vec::new();
    for e in &project.entities {
        out.extend(e.attributes.iter().map(|a| (a.id.clone(), index.label(&a.id))));
        for role in model_core::er::roles::roles_of(&index, &e.id) {
            out.extend(e.attributes.iter().map(|a| {
                let id = a.id.with_role(role);
                let label = index.label(&id);
                (id, label)
            }));
        }
    }
    for r in &project.relationships {
        out.extend(r.attributes.iter().map(|a| (a.id.clone(), index.label(&a.id))));
    }
    out
}

/// A combo box listing `Entity.attribute` choices; returns the picked attribute. With a
/// `label`, the label is shown beside it and names it for screen readers and tests.
pub fn attribute_combo(
    ui: &mut egui::Ui,
    id_salt: impl std::hash::Hash + std::fmt::Debug,
    label: Option<&str>,
    current: Option<&AttributeId>,
    choices: &[(AttributeId, String)],
) -> Option<AttributeId> {
    let shown = current
        .and_then(|c| choices.iter().find(|(id, _)| id == c))
        .map_or_else(|| tr!("gui-choose"), |(_, l)| l.clone());
    let mut picked = None;
    let combo = match label {
        Some(l) => egui::ComboBox::new(id_salt, l),
        None => egui::ComboBox::from_id_salt(id_salt),
    };
    combo.selected_text(shown).width(170.0).show_ui(ui, |ui| {
        for (id, l) in choices {
            if ui.selectable_label(current == Some(id), l).clicked() {
                picked = Some(id.clone());
            }
        }
    });
    picked
}

/// A combo box of entities (with a "none" choice named `none`); `Some(choice)` when picked.
pub fn entity_combo(
    ui: &mut egui::Ui,
    id_salt: impl std::hash::Hash + std::fmt::Debug,
    project: &Project,
    current: Option<&EntityId>,
    none: &str,
    exclude: Option<&EntityId>,
    label: Option<&str>,
) -> Option<Option<EntityId>> {
    let shown = current.and_then(|c| project.entity(c)).map_or_else(|| none.to_owned(), |e| e.name.clone());
    let mut picked = None;
    let combo = match label {
        Some(l) => egui::ComboBox::new(id_salt, l),
        None => egui::ComboBox::from_id_salt(id_salt),
    };
    combo.selected_text(shown).width(150.0).show_ui(ui, |ui| {
        if ui.selectable_label(current.is_none(), none).clicked() {
            picked = Some(None);
        }
        for e in project.entities.iter().filter(|e| Some(&e.id) != exclude) {
            if ui.selectable_label(current == Some(&e.id), &e.name).clicked() {
                picked = Some(Some(e.id.clone()));
            }
        }
    });
    picked
}

/// A combo box of relationships, each named with its ends (`rates (User, Video)`), with a
/// "none" choice named `none`; `Some(choice)` when picked. `only` limits the list.
pub fn relationship_combo(
    ui: &mut egui::Ui,
    id_salt: impl std::hash::Hash + std::fmt::Debug,
    project: &Project,
    current: Option<&RelationshipId>,
    none: &str,
    only: &dyn Fn(&model_core::project::Relationship) -> bool,
) -> Option<Option<RelationshipId>> {
    let shown = current
        .and_then(|c| project.relationship(c))
        .map_or_else(|| none.to_owned(), |r| relationship_label(project, r));
    let mut picked = None;
    egui::ComboBox::from_id_salt(id_salt).selected_text(shown).width(180.0).show_ui(ui, |ui| {
        if ui.selectable_label(current.is_none(), none).clicked() {
            picked = Some(None);
        }
        for r in project.relationships.iter().filter(|r| only(r)) {
            if ui.selectable_label(current == Some(&r.id), relationship_label(project, r)).clicked() {
                picked = Some(Some(r.id.clone()));
            }
        }
    });
    picked
}

/// A relationship with its ends: `rates (User, Video)`.
pub fn relationship_label(project: &Project, r: &model_core::project::Relationship) -> String {
    let end = |i: usize| project.entity(&r.ends[i].entity).map_or(r.ends[i].entity.as_str(), |e| e.name.as_str());
    format!("{} ({}, {})", r.name, end(0), end(1))
}

/// A combo box of CQL native types.
pub fn native_type_combo(
    ui: &mut egui::Ui,
    id_salt: impl std::hash::Hash + std::fmt::Debug,
    current: NativeType,
) -> Option<NativeType> {
    let mut picked = None;
    let combo_id = ui.make_persistent_id(&id_salt);
    let search_id = combo_id.with("type-search");
    let shown = egui::ComboBox::from_id_salt(id_salt).selected_text(current.name()).width(90.0).show_ui(ui, |ui| {
        // Type to narrow the list; Enter takes the first type left.
        let mut query: String = ui.data_mut(|d| d.get_temp(search_id).unwrap_or_default());
        let resp = ui.add(
            egui::TextEdit::singleline(&mut query)
                .id(search_id)
                .hint_text(tr!("gui-type-search-hint"))
                .desired_width(90.0),
        );
        if !resp.has_focus() && !resp.lost_focus() {
            resp.request_focus();
        }
        let wanted = query.trim().to_lowercase();
        let shown: Vec<NativeType> = NativeType::ALL.into_iter().filter(|t| t.name().contains(&wanted)).collect();
        // Types that start with what was typed first (`t` gives text, then time, timestamp…).
        let (mut first, rest): (Vec<NativeType>, Vec<NativeType>) =
            shown.into_iter().partition(|t| t.name().starts_with(&wanted));
        first.extend(rest);
        if resp.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
            picked = first.first().copied().filter(|t| *t != current);
            ui.close();
        }
        for t in &first {
            if ui.selectable_label(*t == current, t.name()).clicked() && *t != current {
                picked = Some(*t);
            }
        }
        ui.data_mut(|d| d.insert_temp(search_id, query));
    });
    // A closed list starts from every type next time.
    if picked.is_some() || shown.inner.is_none() {
        ui.data_mut(|d| d.remove::<String>(search_id));
    }
    picked
}

/// A canvas toolbar's hint after its other items: small and weak, wrapped onto a second line
/// when the toolbar is too narrow for it (never cut off with "…").
pub fn toolbar_hint(ui: &mut egui::Ui, text: &str, small: bool) {
    let mut words = egui::RichText::new(text).weak();
    if small {
        words = words.small();
    }
    ui.add(egui::Label::new(words).wrap());
}

/// A small "remove" button with a tooltip.
pub fn remove_button(ui: &mut egui::Ui) -> bool {
    ui.small_button("✖").on_hover_text(tr!("gui-remove")).clicked()
}

/// The theme choice (system, light, dark) as three buttons in the interface's language.
pub fn theme_buttons(ui: &mut egui::Ui) {
    let mut pref = ui.options(|o| o.theme_preference);
    ui.horizontal(|ui| {
        ui.selectable_value(&mut pref, egui::ThemePreference::System, tr!("gui-theme-system"))
            .on_hover_text(tr!("gui-tip-theme-system"));
        ui.selectable_value(&mut pref, egui::ThemePreference::Light, tr!("gui-theme-light"));
        ui.selectable_value(&mut pref, egui::ThemePreference::Dark, tr!("gui-theme-dark"));
    });
    ui.ctx().set_theme(pref);
}

/// WCAG's contrast ratio of two colours (1 to 21; text asks at least 4.5).
pub fn contrast(a: egui::Color32, b: egui::Color32) -> f32 {
    fn luminance(c: egui::Color32) -> f32 {
        let channel = |v: u8| {
            let v = f32::from(v) / 255.0;
            if v <= 0.039_28 { v / 12.92 } else { ((v + 0.055) / 1.055).powf(2.4) }
        };
        0.2126 * channel(c.r()) + 0.7152 * channel(c.g()) + 0.0722 * channel(c.b())
    }
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// Secondary text on `background` (a table's column types): the theme's weak text colour,
/// moved toward the full text colour until it reads at WCAG's 4.5:1.
pub fn secondary_text(visuals: &egui::Visuals, background: egui::Color32) -> egui::Color32 {
    let (weak, strong) = (visuals.weak_text_color(), visuals.text_color());
    (0..=10)
        .map(|i| egui::lerp(egui::Rgba::from(weak)..=egui::Rgba::from(strong), i as f32 / 10.0).into())
        .find(|c| contrast(*c, background) >= 4.5)
        .unwrap_or(strong)
}

/// A table cell `width` × `height`, whatever the width of its content, so the next column
/// starts in line: the content at the left, or at the right (`right`: figures), never wider
/// than the cell.
pub fn table_cell(
    ui: &mut egui::Ui,
    width: f32,
    height: f32,
    right: bool,
    add: impl FnOnce(&mut egui::Ui) -> egui::Response,
) -> egui::Response {
    let layout = if right {
        egui::Layout::right_to_left(egui::Align::Center)
    } else {
        egui::Layout::left_to_right(egui::Align::Center)
    };
    let size = egui::vec2(width, height);
    ui.allocate_ui_with_layout(size, layout, |ui| {
        ui.set_min_size(size);
        ui.set_max_width(width);
        add(ui)
    })
    .inner
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secondary_text_reads_at_four_and_a_half_to_one_in_both_themes() {
        for visuals in [egui::Visuals::dark(), egui::Visuals::light()] {
            for background in [visuals.extreme_bg_color, visuals.panel_fill, visuals.window_fill] {
                let c = secondary_text(&visuals, background);
                assert!(contrast(c, background) >= 4.5, "{:?} on {background:?}: {}", c, contrast(c, background));
            }
        }
        assert!((contrast(egui::Color32::BLACK, egui::Color32::WHITE) - 21.0).abs() < 0.01);
    }

    /// Issue 28: where an entity plays roles, the pickers list its attributes in each role.
    #[test]
    fn the_attribute_pickers_list_an_entity_in_each_of_its_roles() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../sample-projects/social.json");
        let choices = attribute_choices(&Project::load(&path).expect("the social sample loads"));
        let labels: Vec<&str> = choices.iter().map(|(_, l)| l.as_str()).collect();
        for want in ["User.username", "User (follower).username", "User (followed).username", "Message.body"] {
            assert!(labels.contains(&want), "{want} missing from {labels:?}");
        }
        let follower = choices.iter().find(|(_, l)| l == "User (follower).username").map(|(id, _)| id.as_str());
        assert_eq!(follower, Some("user.username@follower"));
    }
}

//! The outline: every entity, relationship, query, table and type of the project as a tree;
//! clicking selects (and shows the canvas where it lives). Sections fold; only the rows near
//! the scroll view are laid out ([`virtual_list`]), so a model of a thousand attributes costs
//! no more a frame than the hotel sample.

use crate::gui::actions::Tab;
use crate::gui::context::ViewContext;
use crate::gui::derived::Derived;

use crate::gui::selection::{Selected, Selection};
use crate::gui::virtual_list;
use model_core::Project;
use model_core::cql::CqlType;
use model_core::ids::AttributeId;

/// A section of the outline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Section {
    Entities,
    Relationships,
    Queries,
    Tables,
    Types,
}

impl Section {
    const ALL: [Section; 5] =
        [Section::Entities, Section::Relationships, Section::Queries, Section::Tables, Section::Types];

    /// Whether the section is open before the user folds or unfolds it.
    fn open_by_default(self) -> bool {
        !matches!(self, Section::Types)
    }
}

/// One line of the outline, by index into the project or the derived model.
#[derive(Clone, Copy, Debug)]
enum Row {
    Heading(Section, usize),
    Entity(usize),
    Attribute(usize, usize),
    Relationship(usize),
    Query(usize),
    Table(usize),
    Udt(usize),
    PhysicalType(usize),
}

/// Which sections are open (kept in egui's memory between frames).
#[derive(Clone, Copy, Debug)]
struct Folding([bool; 5]);

impl Default for Folding {
    fn default() -> Self {
        Folding(Section::ALL.map(Section::open_by_default))
    }
}

impl Folding {
    fn is_open(&self, section: Section) -> bool {
        self.0[section as usize]
    }
}

/// The lines of the outline for the open sections.
fn rows(project: &Project, derived: &Derived, folding: &Folding, physical_types: usize) -> Vec<Row> {
    let model = &derived.derivation.model;
    let mut out = Vec::new();
    let mut section = |section: Section, count: usize, items: &mut dyn FnMut(&mut Vec<Row>)| {
        out.push(Row::Heading(section, count));
        if folding.is_open(section) {
            items(&mut out);
        }
    };
    section(Section::Entities, project.entities.len(), &mut |out| {
        for (i, e) in project.entities.iter().enumerate() {
            out.push(Row::Entity(i));
            out.extend((0..e.attributes.len()).map(|a| Row::Attribute(i, a)));
        }
    });
    section(Section::Relationships, project.relationships.len(), &mut |out| {
        out.extend((0..project.relationships.len()).map(Row::Relationship));
    });
    section(Section::Queries, project.queries.len(), &mut |out| out.extend((0..project.queries.len()).map(Row::Query)));
    section(Section::Tables, model.tables.len(), &mut |out| out.extend((0..model.tables.len()).map(Row::Table)));
    section(Section::Types, model.udts.len() + physical_types, &mut |out| {
        out.extend((0..model.udts.len()).map(Row::Udt));
        out.extend((0..physical_types).map(Row::PhysicalType));
    });
    out
}

fn item_ui(ui: &mut egui::Ui, selection: &mut Selection, item: Selected, label: &str) -> bool {
    let selected = selection.contains(&item);
    // One line per item (long query descriptions are cut with "…", whole on hover).
    let room = ui.available_width();
    let mut resp = ui.add(egui::Button::selectable(selected, label).truncate());
    if resp.rect.width() >= room - 1.0 {
        resp = resp.on_hover_text(label);
    }
    if resp.clicked() {
        if ui.input(|i| i.modifiers.command || i.modifiers.shift) {
            selection.toggle(item);
        } else {
            selection.set(item);
        }
        return true;
    }
    false
}

/// A section's heading with its count ("Entities (4)"), a click folds or unfolds it.
fn heading_ui(ui: &mut egui::Ui, section: Section, count: usize, folding: &mut Folding) {
    let title = match section {
        Section::Entities => tr!("gui-entities"),
        Section::Relationships => tr!("gui-relationships"),
        Section::Queries => tr!("gui-queries"),
        Section::Tables => tr!("gui-tables"),
        Section::Types => tr!("gui-types"),
    };
    let open = folding.is_open(section);
    let text = tr!("gui-parenthesized", text = title, detail = count);
    let arrow = if open { "⏷" } else { "⏵" };
    let resp = ui.add(egui::Button::new(egui::RichText::new(format!("{arrow} {text}")).strong()).frame(false));
    resp.widget_info(|| egui::WidgetInfo::selected(egui::WidgetType::CollapsingHeader, true, open, &text));
    if resp.clicked() {
        folding.0[section as usize] = !open;
    }
}

/// The outline panel.
pub fn outline_ui(ui: &mut egui::Ui, cx: &mut ViewContext<'_>) {
    let (project, derived, tab) = (cx.project, cx.derived, cx.tab);
    let (selection, actions) = (&mut *cx.selection, &mut *cx.actions);
    let folding_id = ui.id().with("outline-folding");
    let mut folding: Folding = ui.data_mut(|d| *d.get_temp_mut_or_default(folding_id));
    let physical_types: Vec<(&AttributeId, &CqlType)> = project.physical.types.iter().collect();
    let all = rows(project, derived, &folding, physical_types.len());
    // Built once a frame when a physical type is in view (it indexes the whole project).
    let mut index = None;
    let model = &derived.derivation.model;
    let indent = ui.spacing().indent;
    let estimate = ui.spacing().interact_size.y + ui.spacing().item_spacing.y;
    let scroll = egui::ScrollArea::vertical().id_salt("outline");
    virtual_list::show(ui, scroll, all.len(), estimate, |ui, i| {
        let row = all[i];
        if let Row::Heading(section, count) = row {
            heading_ui(ui, section, count, &mut folding);
            return;
        }
        ui.horizontal(|ui| {
            let depth = if matches!(row, Row::Attribute(..)) { 2.0 } else { 1.0 };
            ui.add_space(depth * indent - ui.spacing().item_spacing.x);
            // The tab that shows the item, when clicking it elsewhere.
            let (clicked, home) = match row {
                Row::Heading(..) => (false, None),
                Row::Entity(e) => {
                    let e = &project.entities[e];
                    let label = if e.owner.is_some() { format!("{} ▭", e.name) } else { e.name.clone() };
                    (
                        item_ui(ui, selection, Selected::Entity(e.id.clone()), &label),
                        (!matches!(tab, Tab::Conceptual)).then_some(Tab::Conceptual),
                    )
                }
                Row::Attribute(e, a) => {
                    let a = &project.entities[e].attributes[a];
                    let label = if a.key { format!("🔑 {}", a.name) } else { a.name.clone() };
                    (
                        item_ui(ui, selection, Selected::Attribute(a.id.clone()), &label),
                        (!matches!(tab, Tab::Conceptual)).then_some(Tab::Conceptual),
                    )
                }
                Row::Relationship(r) => {
                    let r = &project.relationships[r];
                    let name = |i: usize| {
                        r.ends.get(i).and_then(|e| project.entity(&e.entity)).map_or("?", |e| e.name.as_str())
                    };
                    let label = tr!(
                        "gui-parenthesized",
                        text = &r.name,
                        detail = tr!("gui-between", first = name(0), second = name(1))
                    );
                    (
                        item_ui(ui, selection, Selected::Relationship(r.id.clone()), &label),
                        (!matches!(tab, Tab::Conceptual)).then_some(Tab::Conceptual),
                    )
                }
                Row::Query(q) => {
                    let q = &project.queries[q];
                    let label =
                        if q.description.is_empty() { q.id.to_string() } else { format!("{} {}", q.id, q.description) };
                    (
                        item_ui(ui, selection, Selected::Query(q.id.clone()), &label),
                        matches!(tab, Tab::Conceptual).then_some(Tab::Workflow),
                    )
                }
                Row::Table(t) => {
                    let t = &model.tables[t];
                    (
                        item_ui(ui, selection, Selected::Table(t.name.clone()), &t.name),
                        (!matches!(tab, Tab::Logical | Tab::Physical)).then_some(Tab::Logical),
                    )
                }
                Row::Udt(u) => {
                    let u = &model.udts[u];
                    ui.label(format!("{}.{}", u.keyspace, u.name)).on_hover_ui(|ui| {
                        let fields: Vec<String> = u.fields.iter().map(|(n, t)| format!("{n} {t}")).collect();
                        ui.label(fields.join("\n"));
                    });
                    (false, None)
                }
                Row::PhysicalType(p) => {
                    let (a, t) = physical_types[p];
                    let label = format!("{} : {t}", index.get_or_insert_with(|| project.index()).label(a));
                    (item_ui(ui, selection, Selected::Attribute(a.clone()), &label), Some(Tab::Physical))
                }
            };
            if clicked && let Some(home) = home {
                actions.show_tab(home);
            }
        });
    });
    ui.data_mut(|d| d.insert_temp(folding_id, folding));
}

//! File ▸ Compare with…: the open project against another version of the model (a project
//! file, a CQL schema, or the project as last committed in git), as `keyspace-studio diff`
//! compares them (`docs/migrations.md`): the changes with their class and a legend, the
//! rebuilds a migration needs, and Export migration (`migrate.cql`).
//!
//! The menu items and Export migration record a [`CompareAction`]; the app reads the other
//! side and writes the migration in the background ([`crate::gui::tasks`]) with the file the
//! user picked ([`super::file_picker`]), and hands the outcome back here.

use crate::gui::actions::{Actions, CompareAction};
use crate::gui::i18n::words;
use crate::gui::selection::{Selected, Selection};
use model_core::Project;
use model_core::diff::{Class, Diff, Effect, Noun, Plan, ScriptOptions, Side};
use model_core::logical::LogicalModel;
use model_core::msg;
use model_core::text::Lang;
use std::collections::HashMap;
use std::path::Path;

/// The File menu's Compare with… items.
pub fn menu_ui(ui: &mut egui::Ui, actions: &mut Actions) {
    ui.menu_button(tr!("gui-compare-with"), |ui| {
        for (label, tip, action) in [
            (tr!("gui-compare-file"), tr!("gui-tip-compare-file"), CompareAction::File),
            (tr!("gui-compare-last-commit"), tr!("gui-tip-compare-last-commit"), CompareAction::LastCommit),
        ] {
            if ui.button(label).on_hover_text(tip).clicked() {
                actions.compare(action);
                ui.close();
            }
        }
    });
}

/// The comparison shown, if any.
#[derive(Debug, Default)]
pub struct Compare {
    shown: Option<Shown>,
    error: Option<String>,
    status: Option<String>,
    allow_drop: bool,
    marks: Marks,
}

/// What the diagrams mark while a comparison is shown: tables by name (Chebotko diagrams),
/// entities, relationships and attributes by id (ER diagram), each in the colour of how it
/// changed. Removed things are not on the open project's diagrams: the list names them.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Marks {
    /// Table name → colour.
    pub tables: HashMap<String, egui::Color32>,
    /// Entity, relationship or attribute id → colour.
    pub nodes: HashMap<String, egui::Color32>,
}

/// Added things on the diagrams.
pub const ADDED: egui::Color32 = egui::Color32::from_rgb(46, 139, 87);
/// Changed things on the diagrams.
pub const CHANGED: egui::Color32 = egui::Color32::from_rgb(214, 137, 16);

impl Marks {
    /// The marks of a comparison's changes: added, or else changed.
    fn of(diff: &Diff) -> Self {
        let mut out = Self::default();
        for c in &diff.changes {
            let colour = match (c.kind.effect(), c.noun()) {
                // An index added or removed is a change of its table.
                (Effect::Added | Effect::Removed, Noun::Index) => CHANGED,
                // Removed things are not on the open project's diagrams: the list names them.
                (Effect::Removed, _) => continue,
                (Effect::Added, _) => ADDED,
                (Effect::Changed, _) => CHANGED,
            };
            let (map, name) = match (&c.id, &c.table) {
                (Some(id), _) => (&mut out.nodes, id),
                (None, Some(table)) if !matches!(c.noun(), Noun::Type | Noun::Keyspace) => (&mut out.tables, table),
                _ => continue,
            };
            // Added wins over changed (a new table's index is not a change of it).
            map.entry(name.clone())
                .and_modify(|m| {
                    if colour == ADDED {
                        *m = ADDED;
                    }
                })
                .or_insert(colour);
        }
        out
    }
}

#[derive(Debug)]
struct Shown {
    label: String,
    diff: Diff,
    plan: Plan,
}

/// The class's colour on the list and the legend.
pub fn class_colour(class: Class) -> egui::Color32 {
    match class {
        Class::ModelOnly => egui::Color32::from_rgb(120, 120, 120),
        Class::InPlace => egui::Color32::from_rgb(46, 139, 87),
        Class::WithCare => egui::Color32::from_rgb(214, 137, 16),
        Class::Impossible => egui::Color32::from_rgb(200, 50, 50),
    }
}

fn lang() -> Lang {
    crate::gui::i18n::language()
}

impl Compare {
    /// Compares `old` (another version) with the open project.
    pub fn compare_with(&mut self, old: Result<(String, Project), String>, project: &Project, model: &LogicalModel) {
        self.status = None;
        match old {
            Err(e) => {
                self.error = Some(e);
                self.shown = None;
                self.marks = Marks::default();
            }
            Ok((label, old)) => {
                let old_model = model_core::derive(&old).model;
                let (o, n) = (Side { project: &old, model: &old_model }, Side { project, model });
                let diff = model_core::diff::compare(o, n);
                let plan = model_core::diff::plan(&diff, &o, &n);
                self.error = None;
                self.marks = Marks::of(&diff);
                self.shown = Some(Shown { label, diff, plan });
            }
        }
    }

    /// Shows a comparison made elsewhere: `diff` and `plan` from `label` (the live schema of
    /// a cluster, read by [`crate::cluster::apply::review`]) to the open project, the
    /// diagrams marked as for another file.
    pub fn show_diff(&mut self, label: String, diff: Diff, plan: Plan) {
        self.status = None;
        self.error = None;
        self.marks = Marks::of(&diff);
        self.shown = Some(Shown { label, diff, plan });
    }

    /// What the diagrams mark (nothing when no comparison is shown).
    pub fn marks(&self) -> &Marks {
        &self.marks
    }

    /// The changes found, when a comparison is shown.
    #[cfg(test)]
    fn diff(&self) -> Option<&Diff> {
        self.shown.as_ref().map(|s| &s.diff)
    }

    /// The migration script was written to `path`, or why not: said under the list; when the
    /// Changes window was closed meanwhile, the message is given back for the app to show.
    pub fn exported(&mut self, path: &Path, result: &std::io::Result<()>) -> Option<String> {
        let shown_path = path.display().to_string();
        let message = match result {
            Ok(()) => tr!("gui-compare-exported", path = &shown_path),
            Err(e) => tr!(
                "gui-compare-export-failed",
                path = &shown_path,
                reason = &words(&model_core::atomic_file::io_error_text(e))
            ),
        };
        if self.shown.is_none() {
            return Some(message);
        }
        self.status = Some(message);
        None
    }

    /// Draws the window (the comparison shown, or why there is none). Clicking a change of a
    /// table selects the table, so the canvases and the inspector show it; Export migration
    /// records the script in `actions` (the app asks where to write it).
    pub fn ui(
        &mut self,
        ctx: &egui::Context,
        project: &Project,
        model: &LogicalModel,
        path: Option<&Path>,
        selection: &mut Selection,
        actions: &mut Actions,
    ) {
        if let Some(message) = self.error.clone()
            && crate::gui::files::error_dialog_ui(ctx, &tr!("gui-compare-failed"), &message)
        {
            self.error = None;
        }
        let mut open = self.shown.is_some();
        let mut export = false;
        if let Some(shown) = &self.shown {
            super::fitted_window(ctx, &tr!("gui-compare-title"), "changes", 560.0).open(&mut open).show(ctx, |ui| {
                let tables: std::collections::HashSet<&str> = model.tables.iter().map(|t| t.name.as_str()).collect();
                export = shown_ui(ui, shown, &tables, selection, &mut self.allow_drop, self.status.as_deref());
            });
        }
        if !open {
            self.shown = None;
            self.marks = Marks::default();
        }
        if export && let Some(shown) = &self.shown {
            let new_label = path.map_or_else(|| project.name.clone(), |p| p.display().to_string());
            let options = ScriptOptions { allow_drop: self.allow_drop, old_label: shown.label.clone(), new_label };
            actions.compare(CompareAction::ExportMigration(model_core::diff::script(
                &shown.diff,
                &shown.plan,
                &options,
            )));
        }
    }
}

/// The window's content; `true` when Export migration was clicked.
fn shown_ui(
    ui: &mut egui::Ui,
    shown: &Shown,
    tables: &std::collections::HashSet<&str>,
    selection: &mut Selection,
    allow_drop: &mut bool,
    status: Option<&str>,
) -> bool {
    let lang = lang();
    ui.label(tr!("gui-compare-from", label = &shown.label));
    if shown.diff.is_empty() {
        ui.label(tr!("gui-compare-same"));
        return false;
    }
    if !shown.diff.model_compared {
        ui.label(egui::RichText::new(tr!("gui-compare-schema-only")).weak());
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(words(&msg!("diff-change-count", count = shown.diff.changes.len())));
        for class in [Class::InPlace, Class::WithCare, Class::Impossible, Class::ModelOnly] {
            let label = format!("■ {} ({})", class.label().get(lang), shown.diff.count(class));
            ui.label(egui::RichText::new(label).color(class_colour(class)));
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("gui-compare-on-diagrams"));
        ui.label(egui::RichText::new(format!("■ {}", tr!("gui-compare-added"))).color(ADDED));
        ui.label(egui::RichText::new(format!("■ {}", tr!("gui-compare-changed"))).color(CHANGED));
        ui.label(egui::RichText::new(tr!("gui-compare-removed-listed")).weak());
    });
    ui.separator();
    egui::ScrollArea::vertical().max_height(320.0).auto_shrink([false, true]).show(ui, |ui| {
        for c in &shown.diff.changes {
            ui.horizontal(|ui| {
                ui.label(egui::RichText::new("■").color(class_colour(c.class)))
                    .on_hover_text(c.class.label().get(lang));
                let text = c.describe();
                match c.table.as_deref().filter(|t| tables.contains(t)) {
                    Some(table) => {
                        if ui.link(text.get(lang)).clicked() {
                            selection.set(Selected::Table(table.to_owned()));
                        }
                    }
                    None => {
                        ui.label(text.get(lang));
                    }
                }
            });
        }
    });
    let plan = &shown.plan;
    if !plan.rebuilds.is_empty() {
        ui.separator();
        ui.strong(tr!("gui-compare-rebuilds"));
        for r in &plan.rebuilds {
            ui.label(format!("{}.{} → {}.{}", r.keyspace, r.old_table, r.new_keyspace, r.new_table));
        }
    }
    if !plan.offers.is_empty() {
        ui.separator();
        ui.strong(tr!("gui-compare-offers"));
        for o in &plan.offers {
            ui.label(format!("{}: {}.{} ({})", o.query, o.keyspace, o.table, o.statements.len()));
        }
    }
    if !plan.notes.is_empty() {
        ui.separator();
        ui.strong(tr!("gui-compare-notes"));
        for n in &plan.notes {
            ui.label(n.get(lang));
        }
    }
    ui.separator();
    let mut export = false;
    ui.horizontal(|ui| {
        ui.checkbox(allow_drop, tr!("gui-compare-allow-drop")).on_hover_text(tr!("gui-tip-compare-allow-drop"));
        export = ui.button(tr!("gui-compare-export")).clicked();
    });
    if let Some(status) = status {
        ui.label(egui::RichText::new(status).weak());
    }
    export
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hotel() -> Project {
        let path = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../sample-projects/hotel.json");
        Project::load(&path).expect("the hotel sample loads")
    }

    /// Draws the window for `compare` in a headless frame and returns the texts shown.
    fn texts(compare: &mut Compare, project: &Project, model: &LogicalModel) -> String {
        let ctx = egui::Context::default();
        let mut shown = String::new();
        let mut first = ctx.run_ui(egui::RawInput::default(), |ui| {
            compare.ui(ui.ctx(), project, model, None, &mut Selection::default(), &mut Actions::default());
        });
        first.textures_delta.clear();
        // The second frame has the window laid out.
        let mut out = ctx.run_ui(egui::RawInput::default(), |ui| {
            compare.ui(ui.ctx(), project, model, None, &mut Selection::default(), &mut Actions::default());
        });
        out.textures_delta.clear();
        for shape in &out.shapes {
            if let egui::Shape::Text(t) = &shape.shape {
                shown.push_str(t.galley.text());
                shown.push('\n');
            }
        }
        shown
    }

    #[test]
    fn a_changed_version_lists_its_changes_with_classes_and_rebuilds() {
        let new = hotel();
        let model = model_core::derive(&new).model;
        let mut old = new.clone();
        old.queries[0].order_by.clear();
        let mut compare = Compare::default();
        let mut changed = new.clone();
        changed.queries[0].order_by.push(model_core::project::Ordering {
            attribute: "hotel.name".into(),
            direction: model_core::project::Direction::Desc,
            extra: Default::default(),
        });
        let changed_model = model_core::derive(&changed).model;
        compare.compare_with(Ok(("hotel.json@HEAD".into(), old)), &changed, &changed_model);
        let diff = compare.diff().expect("a comparison is shown");
        assert!(diff.count(Class::Impossible) > 0, "{diff:?}");
        // The diagrams mark the rebuilt table and the changed query.
        assert_eq!(compare.marks().tables.get("hotels_by_poi"), Some(&CHANGED), "{:?}", compare.marks());
        assert_eq!(compare.marks().nodes.get("Q1"), Some(&CHANGED), "{:?}", compare.marks());
        let shown = texts(&mut compare, &changed, &changed_model);
        assert!(shown.contains("hotel.json@HEAD"), "{shown}");
        assert!(shown.contains("impossible in place"), "{shown}");
        assert!(shown.contains("hotels_by_poi_v2"), "the rebuild is listed: {shown}");
        // The same version: no change; an unreadable one: an error, nothing shown.
        compare.compare_with(Ok(("same".into(), new.clone())), &new, &model);
        assert!(compare.diff().is_some_and(Diff::is_empty));
        compare.compare_with(Err("hotel.json@HEAD: cannot read".into()), &new, &model);
        assert!(compare.diff().is_none());
        assert_eq!(compare.marks(), &Marks::default(), "nothing is marked without a comparison");
        assert!(texts(&mut compare, &new, &model).contains("cannot read"));
    }

    #[test]
    fn a_change_of_a_table_is_a_link_that_selects_the_table() {
        let new = hotel();
        let model = model_core::derive(&new).model;
        let mut old = new.clone();
        old.queries.retain(|q| q.id.as_str() != "Q3");
        let mut compare = Compare::default();
        compare.compare_with(Ok(("old".into(), old)), &new, &model);
        let ctx = egui::Context::default();
        let mut selection = Selection::default();
        let mut click_at = None;
        for _ in 0..3 {
            let mut input = egui::RawInput::default();
            if let Some(pos) = click_at {
                input.events.push(egui::Event::PointerMoved(pos));
                input.events.push(egui::Event::PointerButton {
                    pos,
                    button: egui::PointerButton::Primary,
                    pressed: true,
                    modifiers: Default::default(),
                });
                input.events.push(egui::Event::PointerButton {
                    pos,
                    button: egui::PointerButton::Primary,
                    pressed: false,
                    modifiers: Default::default(),
                });
            }
            let mut out = ctx
                .run_ui(input, |ui| compare.ui(ui.ctx(), &new, &model, None, &mut selection, &mut Actions::default()));
            out.textures_delta.clear();
            for shape in &out.shapes {
                if let egui::Shape::Text(t) = &shape.shape
                    && t.galley.text().contains("table pois_by_hotel added")
                {
                    click_at = Some(t.pos + t.galley.rect.center().to_vec2());
                }
            }
        }
        assert!(click_at.is_some(), "the change is shown");
        assert_eq!(compare.marks().tables.get("pois_by_hotel"), Some(&ADDED));
        assert_eq!(compare.marks().nodes.get("Q3"), Some(&ADDED));
        assert_eq!(selection.items(), [Selected::Table("pois_by_hotel".into())]);
    }

    #[test]
    fn the_migration_written_is_said_in_the_window_or_handed_back_when_it_was_closed() {
        let new = hotel();
        let model = model_core::derive(&new).model;
        let mut compare = Compare::default();
        let denied = || Err(std::io::Error::from(std::io::ErrorKind::PermissionDenied));
        let back = compare.exported(Path::new("/x/migrate.cql"), &denied());
        assert!(back.as_deref().is_some_and(|m| m.starts_with("Cannot write /x/migrate.cql")), "{back:?}");
        compare.compare_with(Ok(("old".into(), new.clone())), &new, &model);
        assert_eq!(compare.exported(Path::new("/x/migrate.cql"), &Ok(())), None);
        assert_eq!(compare.status.as_deref(), Some("Migration written to /x/migrate.cql"));
    }

    #[test]
    fn the_classes_have_distinct_colours() {
        let colours: std::collections::BTreeSet<[u8; 4]> =
            Class::ALL.iter().map(|c| class_colour(*c).to_array()).collect();
        assert_eq!(colours.len(), Class::ALL.len());
    }
}

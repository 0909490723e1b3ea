//! The import report: after File ▸ Import CQL / Import KDM project / Import SQL, what was
//! imported, what was skipped and why (line, column, statement, reason), the entities the
//! imported tables imply, each added only when the user accepts it, and the relationships a
//! SQL import inferred from the queries' joins, each of which the user may reject (the files
//! are then imported again without it).

use crate::gui::actions::{Actions, ReportAction};
use crate::gui::i18n::language;
use crate::gui::i18n::words;
use model_core::Project;
use model_core::cql::{CqlType, NativeType};
use model_core::edit::{Edit, fresh_name};
use model_core::ids::{AttributeId, EntityId, fresh_id};
use model_core::import::{EntitySuggestion, ImportNote, Imported, InferredRelationship};
use model_core::msg;
use model_core::project::{Attribute, Entity, EntityEstimates};
use std::path::{Path, PathBuf};

/// What one import brought in, kept so the report can be shown again later.
#[derive(Clone, Debug)]
pub struct ImportReport {
    /// The imported file (the first, when several were imported together).
    pub file: PathBuf,
    /// Every file or folder imported, in order.
    pub files: Vec<PathBuf>,
    /// Tables imported (defined directly, as in the file).
    pub tables: usize,
    /// Entity types imported (KDM).
    pub entities: usize,
    /// Queries imported (KDM).
    pub queries: usize,
    /// What was skipped or changed, and why.
    pub notes: Vec<ImportNote>,
    /// Entities the tables imply.
    pub suggestions: Vec<EntitySuggestion>,
    /// The entity each accepted suggestion added (by suggestion index).
    pub accepted: Vec<Option<EntityId>>,
    /// The document the import opened (suggestions apply to it only).
    pub epoch: u64,
    /// The files' template placeholders and the values being given to them (empty when the
    /// files are no template).
    pub template: Vec<(String, String)>,
    /// Relationships inferred from the SQL queries' joins.
    pub inferred: Vec<InferredRelationship>,
    /// The ids of inferred relationships this import was made without (rejected before).
    pub rejected: std::collections::BTreeSet<String>,
}

impl ImportReport {
    /// The report of an import of `files` (one or more, in order).
    pub fn new(files: &[PathBuf], imported: &Imported, epoch: u64) -> Self {
        let p = &imported.project;
        Self {
            file: files.first().cloned().unwrap_or_default(),
            files: files.to_vec(),
            tables: p.physical.tables.len(),
            entities: p.entities.len(),
            queries: p.queries.len(),
            notes: imported.notes.clone(),
            suggestions: imported.suggestions.clone(),
            accepted: vec![None; imported.suggestions.len()],
            epoch,
            template: Vec::new(),
            inferred: imported.inferred.clone(),
            rejected: std::collections::BTreeSet::new(),
        }
    }
}

impl ImportReport {
    /// The imported files as the report names them: the file's name, or the first file's name
    /// and how many more.
    pub fn files_label(&self) -> String {
        let name =
            |p: &Path| p.file_name().map_or_else(|| p.display().to_string(), |n| n.to_string_lossy().into_owned());
        match self.files.len() {
            0 | 1 => name(&self.file),
            n => tr!("gui-import-and-more", file = &name(&self.file), more = &(n - 1).to_string()),
        }
    }
}

/// The edit that adds the entity a suggestion proposes: its name, and one key attribute per
/// key column (same name, the column's type, and the column name kept so derived tables
/// follow the imported schema). One undoable step.
pub fn suggestion_edit(project: &Project, s: &EntitySuggestion) -> Edit {
    let mut ids: Vec<String> = project.all_ids().into_iter().map(str::to_owned).collect();
    let mut fresh = |prefix: &str| {
        let id = fresh_id(prefix, ids.iter().map(String::as_str));
        ids.push(id.clone());
        id
    };
    let id = EntityId::new(fresh("e"));
    let attributes = s
        .key_columns
        .iter()
        .map(|(column, ty)| {
            let mut a = Attribute::new(AttributeId::new(fresh("a")), column.clone(), native(ty));
            a.key = true;
            a.column = Some(column.clone());
            a
        })
        .collect();
    let entity = Entity {
        cql_name: None,
        id,
        name: fresh_name(&s.name, project.entities.iter().map(|e| e.name.as_str())),
        description: s.reason_in(language()),
        owner: None,
        attributes,
        alternate_keys: Vec::new(),
        estimates: EntityEstimates::default(),
        extra: Default::default(),
    };
    Edit::AddEntity { entity, pos: None }
}

/// The attribute domain for a key column's type: its native type, the element type of a
/// frozen collection, else `blob` (a frozen UDT or tuple key is stored as bytes).
fn native(ty: &CqlType) -> NativeType {
    match ty {
        CqlType::Native(n) => *n,
        CqlType::Frozen(inner) => native(inner),
        _ => NativeType::Blob,
    }
}

/// Shows the report and records what the user did in `actions`. `project` tells which
/// accepted entities still exist (an undo removes them, and the suggestion can be accepted
/// again); `can_accept` is `false` once another document replaced the imported one.
pub fn import_report_ui(
    ctx: &egui::Context,
    report: &mut ImportReport,
    project: &Project,
    can_accept: bool,
    actions: &mut Actions,
) {
    if let Some(a) = report_ui(ctx, report, project, can_accept) {
        actions.import_report(a);
    }
}

/// The report's window; what the user did in it.
fn report_ui(
    ctx: &egui::Context,
    report: &mut ImportReport,
    project: &Project,
    can_accept: bool,
) -> Option<ReportAction> {
    let mut action = None;
    let modal = egui::Modal::new(egui::Id::new("import-report")).show(ctx, |ui| {
        ui.set_max_width(760.0);
        ui.heading(tr!("gui-import-report-title"));
        let file = report.files_label();
        let all: Vec<String> = report.files.iter().map(|f| f.display().to_string()).collect();
        ui.label({
            let (t, e, q) = (
                words(&msg!("gui-n-tables", count = report.tables)),
                words(&msg!("gui-n-entities", count = report.entities)),
                words(&msg!("gui-n-queries", count = report.queries)),
            );
            tr!("gui-import-summary", files = &file, tables = &t, entities = &e, queries = &q)
        })
        .on_hover_text(all.join("\n"));
        ui.add_space(6.0);
        if !report.template.is_empty() {
            action = template_ui(ui, &mut report.template).or(action.take());
            ui.add_space(6.0);
        }
        egui::ScrollArea::vertical().max_height(480.0).auto_shrink([false, true]).show(ui, |ui| {
            // What the user can act on first: the relationships inferred from joins.
            if !report.inferred.is_empty() || !report.rejected.is_empty() {
                action = inferred_ui(ui, report, can_accept).or(action.take());
                ui.add_space(8.0);
            }
            ui.strong(tr!("gui-import-skipped-heading", count = report.notes.len()));
            if report.notes.is_empty() {
                ui.label(egui::RichText::new(tr!("gui-import-nothing-skipped")).weak());
            } else {
                notes_grid(ui, &report.notes);
            }
            ui.add_space(8.0);
            ui.strong(tr!("gui-import-suggestions-heading", count = report.suggestions.len()));
            if report.suggestions.is_empty() {
                ui.label(egui::RichText::new(tr!("gui-import-no-suggestions")).weak());
            } else {
                ui.label(egui::RichText::new(tr!("gui-import-suggestions-hint")).weak());
            }
            for (i, sug) in report.suggestions.iter().enumerate() {
                let added =
                    report.accepted.get(i).and_then(Option::as_ref).is_some_and(|id| project.entity(id).is_some());
                ui.horizontal(|ui| {
                    if added {
                        ui.label(tr!("gui-import-entity-added", entity = &sug.name));
                    } else if ui
                        .add_enabled(can_accept, egui::Button::new(tr!("gui-import-add-entity", entity = &sug.name)))
                        .clicked()
                    {
                        action = Some(ReportAction::Accept(i));
                    }
                    let key: Vec<String> = sug.key_columns.iter().map(|(c, t)| format!("{c} {t}")).collect();
                    ui.label(egui::RichText::new(tr!("gui-import-key-is", key = &key.join(", "))).monospace());
                });
                ui.label(egui::RichText::new(sug.reason_in(language())).weak());
            }
        });
        ui.add_space(8.0);
        if ui.button(tr!("gui-close")).clicked() {
            action = Some(ReportAction::Close);
        }
    });
    if action.is_none() && modal.should_close() {
        action = Some(ReportAction::Close);
    }
    action
}

/// The template's placeholders, a value field for each, and the button that imports the files
/// again with them.
fn template_ui(ui: &mut egui::Ui, template: &mut [(String, String)]) -> Option<ReportAction> {
    ui.strong(tr!("gui-import-template-heading"));
    ui.label(egui::RichText::new(tr!("gui-import-template-hint")).weak());
    egui::Grid::new("import-template").num_columns(2).spacing([12.0, 4.0]).show(ui, |ui| {
        for (name, value) in template.iter_mut() {
            let label = ui.label(egui::RichText::new(name.as_str()).monospace());
            ui.add(egui::TextEdit::singleline(value).desired_width(240.0)).labelled_by(label.id);
            ui.end_row();
        }
    });
    let complete = template.iter().all(|(_, v)| !v.trim().is_empty());
    if ui.add_enabled(complete, egui::Button::new(tr!("gui-import-template-again"))).clicked() {
        return Some(ReportAction::Reimport(template.iter().map(|(n, v)| (n.clone(), v.trim().to_owned())).collect()));
    }
    None
}

/// The relationships inferred from joins, each with a button rejecting it, and the ones
/// rejected before with a button importing again with every one.
fn inferred_ui(ui: &mut egui::Ui, report: &ImportReport, can_reject: bool) -> Option<ReportAction> {
    let mut action = None;
    ui.strong(tr!("gui-import-inferred-heading", count = report.inferred.len()));
    ui.label(egui::RichText::new(tr!("gui-import-inferred-hint")).weak());
    for r in &report.inferred {
        ui.horizontal(|ui| {
            if ui.add_enabled(can_reject, egui::Button::new(tr!("gui-import-reject", name = &r.name))).clicked() {
                let mut rejected = report.rejected.clone();
                rejected.insert(r.id.clone());
                action = Some(ReportAction::RejectJoins(rejected));
            }
            ui.label(egui::RichText::new(&r.id).monospace());
        });
        ui.label(egui::RichText::new(r.message.get(language())).weak());
    }
    if !report.rejected.is_empty() {
        let ids: Vec<&str> = report.rejected.iter().map(String::as_str).collect();
        ui.label(tr!("gui-import-rejected", ids = &ids.join(", ")));
        if ui.add_enabled(can_reject, egui::Button::new(tr!("gui-import-restore"))).clicked() {
            action = Some(ReportAction::RejectJoins(std::collections::BTreeSet::new()));
        }
    }
    action
}

/// The skipped statements: file (when several were imported), line, column, statement,
/// reason.
fn notes_grid(ui: &mut egui::Ui, notes: &[ImportNote]) {
    let with_file = notes.iter().any(|n| !n.file.is_empty());
    let columns = if with_file { 5 } else { 4 };
    egui::Grid::new("import-notes").striped(true).num_columns(columns).spacing([12.0, 4.0]).show(ui, |ui| {
        if with_file {
            ui.strong(tr!("gui-import-file"));
        }
        ui.strong(tr!("gui-import-line"));
        ui.strong(tr!("gui-import-column"));
        ui.strong(tr!("gui-import-statement"));
        ui.strong(tr!("gui-import-reason"));
        ui.end_row();
        for n in notes {
            if with_file {
                let name =
                    Path::new(&n.file).file_name().map_or_else(|| n.file.clone(), |f| f.to_string_lossy().into_owned());
                ui.label(name).on_hover_text(&n.file);
            }
            ui.label(n.line.to_string());
            ui.label(n.column.to_string());
            ui.label(egui::RichText::new(&n.statement).monospace());
            ui.add(egui::Label::new(n.message_in(language())).wrap());
            ui.end_row();
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use model_core::import::import_cql_str;

    #[test]
    fn a_suggestion_becomes_one_entity_with_key_attributes_named_after_the_columns() {
        let imported = import_cql_str(
            "CREATE TABLE videos (video_id uuid PRIMARY KEY, name text);
             CREATE TABLE comments_by_video (video_id uuid, comment_id timeuuid, PRIMARY KEY (video_id, comment_id));",
        );
        let sug = imported.suggestions.first().expect("video_id is shared");
        let mut project = imported.project.clone();
        let edit = suggestion_edit(&project, sug);
        project.apply(&edit).expect("applies");
        let e = project.entities.last().expect("added");
        assert_eq!(e.name, sug.name);
        assert_eq!(e.attributes.len(), 1);
        let a = &e.attributes[0];
        assert_eq!(
            (a.name.as_str(), a.ty, a.key, a.column.as_deref()),
            ("video_id", NativeType::Uuid, true, Some("video_id"))
        );
        // Accepting it twice gives a second entity with a fresh name and ids, not an error.
        let again = suggestion_edit(&project, sug);
        project.apply(&again).expect("applies again");
        assert_ne!(project.entities[0].name, project.entities[1].name);
    }
}

//! The inspector for a logical table: name, key, alternatives, columns, design choices.

use super::super::actions::{Actions, ChooseKey, Tab};
use super::super::derived::Derived;

use super::super::selection::{Selected, Selection};
use super::{Inspector, Shown, name_or};
use model_core::Project;
use model_core::analysis::{EstimateStatus, bytes_text, human_number};
use model_core::edit::Edit;
use model_core::ids::{AttributeId, QueryId};
use model_core::logical::{Alternative, AlternativeReason, Origin, Role, Table};
use model_core::project::{Direction, ManualKey, Ordering};
use model_core::tradeoff::{PartitionsTouched, Tradeoff, tradeoffs};

impl Inspector {
    pub(super) fn table_ui(
        &mut self,
        ui: &mut egui::Ui,
        view: Shown<'_>,
        t: &Table,
        selection: &mut Selection,
        actions: &mut Actions,
    ) {
        let Shown { project, derived, tab } = view;
        ui.heading(tr!("gui-table"));
        let index = project.index();
        match &t.origin {
            Origin::Derived(q) => {
                let mut name = t.name.clone();
                ui.horizontal(|ui| {
                    let l = ui.label(tr!("gui-table-name"));
                    let resp = ui
                        .add(egui::TextEdit::singleline(&mut name).id(ui.make_persistent_id(("table-name", q))))
                        .labelled_by(l.id);
                    if resp.changed() {
                        let new = Some(name.clone()).filter(|n| *n != t.derived_name);
                        selection.set(Selected::Table(name_or(&new, &t.derived_name)));
                        actions.edit(Edit::RenameTable { query: q.clone(), name: new });
                    }
                    if resp.lost_focus() {
                        actions.seal();
                    }
                });
                if t.name != t.derived_name {
                    ui.horizontal(|ui| {
                        ui.label(tr!("gui-derived-name-was", name = &t.derived_name));
                        if ui.small_button(tr!("gui-reset")).clicked() {
                            actions.edit(Edit::RenameTable { query: q.clone(), name: None });
                            selection.set(Selected::Table(t.derived_name.clone()));
                        }
                    });
                }
            }
            Origin::Defined(_) => {
                ui.label(&t.name);
            }
        }
        ui.label(egui::RichText::new(tr!("gui-primary-key-is", key = &t.key_signature())).monospace());
        ui.horizontal_wrapped(|ui| {
            ui.label(tr!("gui-serves"));
            for q in &t.queries {
                if ui.link(q.as_str()).clicked() {
                    selection.set(Selected::Query(q.clone()));
                    actions.show_tab(Tab::Workflow);
                }
            }
        });
        if let Origin::Derived(q) = &t.origin {
            self.alternatives_ui(ui, project, derived, t, q, actions);
            design_choices_ui(ui, project, t, actions);
            super::sai::index_choices_ui(ui, t, actions);
            self.index_offers_ui(ui, project, derived, t, actions);
            super::sai::table_lifetime_ui(ui, project, t, actions);
        }
        ui.separator();
        ui.strong(tr!("gui-columns"));
        let manual = t.alternatives.get(t.chosen).is_some_and(|a| a.reason == AlternativeReason::Manual);
        if manual && let Origin::Derived(q) = &t.origin {
            ui.horizontal(|ui| {
                ui.label(egui::RichText::new(tr!("gui-key-by-hand")).strong());
                if ui.button(tr!("gui-back-to-derived-key")).clicked() {
                    actions.edit(Edit::SetTableKey { query: q.clone(), key: None });
                }
            });
        }
        let mut new_key = None;
        // Why each column is there: one pass over the table, not a project index per column.
        let whys = model_core::explain::explain_columns(t);
        egui::Grid::new(("cols", &t.name)).num_columns(5).striped(true).show(ui, |ui| {
            for (c, why) in t.columns.iter().zip(&whys) {
                ui.label(&c.name);
                match (&t.origin, &c.attribute) {
                    (Origin::Derived(_), Some(a)) => {
                        if let Some(role) = role_combo(ui, (&t.name, &c.name), c.role) {
                            new_key = Some(manual_key_with(t, a, role));
                        }
                    }
                    _ => {
                        ui.label(c.role.marker());
                    }
                }
                let ty = match &c.mask {
                    Some(mask) => format!("{} MASKED WITH {mask}", c.ty),
                    None => c.ty.to_string(),
                };
                ui.label(egui::RichText::new(ty).monospace());
                let markers = model_core::render::markers_in(t, c);
                let m = markers.join(" ");
                let tips: Vec<String> =
                    markers.into_iter().map(super::super::canvases::chebotko::marker_meaning).collect();
                if tips.is_empty() {
                    ui.label("");
                } else {
                    ui.label(m).on_hover_text(tips.join("\n"));
                }
                // Why the column is there, in the interface language.
                let rule = ui
                    .label(egui::RichText::new(c.provenance.rule.words().get(super::super::i18n::language())).small());
                rule.on_hover_text(super::super::explain_view::column_text(why));
                ui.end_row();
            }
        });
        if let (Some(key), Origin::Derived(q)) = (new_key, &t.origin) {
            actions.edit(Edit::SetTableKey { query: q.clone(), key: Some(key) });
        }
        super::super::explain_view::table_ui(ui, project, t, selection);
        if tab == Tab::Physical {
            ui.separator();
            ui.strong(tr!("gui-column-types")).on_hover_text(tr!("gui-tip-cql-type"));
            for c in &t.columns {
                if let Some(a) = &c.attribute {
                    ui.label(index.label(a));
                    self.physical_type_ui(ui, project, a, actions);
                }
            }
        }
    }

    /// The primary-key alternatives as radio buttons, each with its trade-off figures
    /// (measured once per derivation and cached).
    fn alternatives_ui(
        &mut self,
        ui: &mut egui::Ui,
        project: &Project,
        derived: &Derived,
        t: &Table,
        q: &QueryId,
        actions: &mut Actions,
    ) {
        if t.alternatives.len() < 2 {
            // The Logical tab's hint promises alternatives on a click: say there are none.
            ui.separator();
            ui.strong(tr!("gui-alternatives")).on_hover_text(tr!("gui-tip-alternatives"));
            ui.label(egui::RichText::new(tr!("gui-history-no-alternatives")).weak());
            return;
        }
        let fresh = matches!(&self.tradeoffs, Some((n, cached, _)) if *n == derived.derive_count && cached == q);
        if !fresh {
            self.tradeoffs = Some((derived.derive_count, q.clone(), tradeoffs(project, q, derived.settings())));
        }
        let figures: &[Tradeoff] = self.tradeoffs.as_ref().map_or(&[], |(_, _, f)| f.as_slice());
        let index = project.index();
        ui.separator();
        ui.strong(tr!("gui-alternatives")).on_hover_text(tr!("gui-tip-alternatives"));
        for (i, alt) in t.alternatives.iter().enumerate() {
            let key = alt.signature(&index);
            let label = tr!("gui-alternative-line", key = &key, reason = &super::super::i18n::alternative_summary(alt));
            if ui.radio(t.chosen == i, label).clicked() && t.chosen != i {
                // Named by the table and the key: the status line and the history say it.
                actions.choose_key(ChooseKey { edit: choose_alternative(q, i, alt), table: t.name.clone(), key });
            }
            if let Some(f) = figures.get(i) {
                let text = tradeoff_text(f);
                let weak = egui::RichText::new(text).small();
                let weak = if f.severity.is_some() { weak.color(ui.visuals().warn_fg_color) } else { weak.weak() };
                ui.indent(("tradeoff", i), |ui| ui.label(weak));
            }
        }
    }
}

/// The edit that chooses alternative `i`: its key, saved as the key itself so the choice
/// survives re-derivation; the default clears the choice; a key with the artificial bucket
/// can only be named by its index.
fn choose_alternative(q: &QueryId, i: usize, alt: &Alternative) -> Edit {
    let key = if i == 0 { None } else { alt.as_manual_key() };
    let alternative = if i == 0 || key.is_some() { 0 } else { i };
    Edit::Batch {
        edits: vec![
            Edit::SetTableKey { query: q.clone(), key },
            Edit::ChooseAlternative { query: q.clone(), alternative },
        ],
    }
}

/// One alternative's figures in a line: partition size against the thresholds, tables the
/// rows are written to, partitions each query reads.
fn tradeoff_text(f: &Tradeoff) -> String {
    let mut parts = vec![match (f.status, f.rows, f.bytes) {
        (EstimateStatus::Unbounded, ..) => tr!("gui-tradeoff-unbounded"),
        (EstimateStatus::Estimated, Some(rows), Some(bytes)) => {
            tr!(
                "gui-tradeoff-partition",
                rows = &human_number(rows),
                bytes = &bytes_text(bytes).get(super::super::i18n::language())
            )
        }
        _ => tr!("gui-tradeoff-unknown"),
    }];
    if f.severity.is_some() {
        parts[0] = format!("{} ({})", parts[0], tr!("gui-tradeoff-over"));
    }
    parts.push(tr!("gui-tradeoff-tables", tables = f.tables_written));
    for (q, touched) in &f.partitions {
        parts.push(tr!("gui-tradeoff-partitions", query = q.as_str(), partitions = &partitions_text(*touched)));
    }
    parts.join(" · ")
}

/// The partitions one read touches: `1 partition`, `4 partitions`, `1 partition × one per IN value`.
fn partitions_text(t: PartitionsTouched) -> String {
    let mut text = if t.fixed == 1 { tr!("gui-one-partition") } else { tr!("gui-n-partitions", count = t.fixed) };
    if t.per_in_value {
        text = format!("{text} × {}", tr!("gui-per-in-value"));
    }
    if t.per_time_bucket {
        text = format!("{text} × {}", tr!("gui-per-time-bucket"));
    }
    text
}

/// The table's design choices in words, each folded query with a way to keep it apart, and
/// the queries kept apart with a way to let them merge again.
fn design_choices_ui(ui: &mut egui::Ui, project: &Project, t: &Table, actions: &mut Actions) {
    let apart: Vec<&QueryId> =
        t.queries.iter().filter(|q| project.overrides.tables.get(*q).is_some_and(|ov| ov.separate)).collect();
    if t.choices.is_empty() && apart.is_empty() {
        return;
    }
    let index = project.index();
    let label = |a: &AttributeId| index.label(a);
    let lang = super::super::i18n::language();
    ui.separator();
    ui.strong(tr!("gui-design-choices"));
    for choice in &t.choices {
        ui.label(choice.text(lang, &label));
        for q in choice.folded_queries() {
            if ui.small_button(tr!("gui-keep-apart", query = q.as_str())).clicked() {
                actions.edit(Edit::SetTableSeparate { query: q.clone(), separate: true });
            }
        }
    }
    for q in apart {
        ui.horizontal(|ui| {
            ui.label(tr!("gui-kept-apart", query = q.as_str()));
            if ui.small_button(tr!("gui-allow-merging")).clicked() {
                actions.edit(Edit::SetTableSeparate { query: q.clone(), separate: false });
            }
        });
    }
}

/// A column's role as a combo box (partition key, clustering ↑/↓, regular); `Some` when the
/// user picks another.
fn role_combo(ui: &mut egui::Ui, salt: impl std::hash::Hash + std::fmt::Debug, role: Role) -> Option<Role> {
    let name = |r: Role| match r {
        Role::PartitionKey => tr!("gui-role-partition"),
        Role::Clustering(Direction::Asc) => tr!("gui-role-clustering-asc"),
        Role::Clustering(Direction::Desc) => tr!("gui-role-clustering-desc"),
        Role::Static | Role::Regular => tr!("gui-role-regular"),
    };
    let mut picked = None;
    let shown = if role == Role::Static { "S".to_owned() } else { name(role) };
    egui::ComboBox::from_id_salt(("role", salt)).selected_text(shown).width(90.0).show_ui(ui, |ui| {
        for r in
            [Role::PartitionKey, Role::Clustering(Direction::Asc), Role::Clustering(Direction::Desc), Role::Regular]
        {
            let current = role == r || (r == Role::Regular && role == Role::Static);
            if ui.selectable_label(current, name(r)).on_hover_text(tr!("gui-tip-role")).clicked() && !current {
                picked = Some(r);
            }
        }
    });
    picked
}

/// The table's key with `attribute` given `role`: promoted to the end of the partition key
/// or of the clustering columns, or demoted out of the key.
fn manual_key_with(t: &Table, attribute: &AttributeId, role: Role) -> ManualKey {
    let mut partition: Vec<AttributeId> = Vec::new();
    let mut clustering: Vec<Ordering> = Vec::new();
    for c in &t.columns {
        let Some(a) = &c.attribute else { continue };
        if a == attribute {
            continue;
        }
        match c.role {
            Role::PartitionKey => partition.push(a.clone()),
            Role::Clustering(direction) => {
                clustering.push(Ordering { attribute: a.clone(), direction, extra: Default::default() });
            }
            Role::Static | Role::Regular => {}
        }
    }
    match role {
        Role::PartitionKey => partition.push(attribute.clone()),
        Role::Clustering(direction) => {
            clustering.push(Ordering { attribute: attribute.clone(), direction, extra: Default::default() });
        }
        Role::Static | Role::Regular => {}
    }
    ManualKey { partition, clustering }
}

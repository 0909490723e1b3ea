//! Explanations in the inspector: why a column is in its table and in its place, and a
//! table's queries and columns, worded in the UI's language from
//! [`model_core::explain`]'s structured reasons.

use super::i18n::{fill, tr};
use super::selection::{Selected, Selection};
use model_core::Project;
use model_core::explain::{ColumnExplanation, Reason, Storage, TableExplanation, explain_column, explain_table};
use model_core::logical::{Rule, Table};

/// The sentence for a reason, in the UI's language.
pub fn reason_text(r: &Reason) -> String {
    let s = tr();
    match r {
        Reason::EqualitySearch { attribute, predicate, query } => fill(s.reason_equality, &[predicate.symbol(), attribute, query.as_str()]),
        Reason::EqualityAfterPartition { attribute, query } => fill(s.reason_equality_after, &[attribute, query.as_str()]),
        Reason::RangeSearch { attribute, predicate, query } => fill(s.reason_range, &[predicate.symbol(), attribute, query.as_str()]),
        Reason::Ordering { attribute, direction, query } => fill(s.reason_order, &[attribute, direction.keyword(), query.as_str()]),
        Reason::KeyCompletion { attribute, key_of, rows_of, partition, query } if partition.is_empty() => {
            fill(s.reason_key_completion_bucket, &[attribute, key_of, rows_of, query.as_str()])
        }
        Reason::KeyCompletion { attribute, key_of, rows_of, partition, query } => {
            fill(s.reason_key_completion, &[attribute, key_of, rows_of, &partition.join(", "), query.as_str()])
        }
        Reason::NoEqualityBucket { query } => fill(s.reason_no_equality_bucket, &[query.as_str()]),
        Reason::TimeBucket { attribute, unit, query } => {
            fill(s.reason_time_bucket, &[super::estimate_view::unit_name(*unit), attribute, query.as_str()])
        }
        Reason::RandomBucket { count, query } => fill(s.reason_random_bucket, &[&count.to_string(), query.as_str()]),
        Reason::Static { attribute, owner, query } => fill(s.reason_static, &[query.as_str(), attribute, owner]),
        Reason::Returned { attribute, query } => fill(s.reason_returned, &[query.as_str(), attribute]),
        Reason::AddedByHand { attribute, query } => fill(s.reason_added_by_hand, &[attribute, query.as_str()]),
        Reason::MarkedByHand { attribute, is_static: true, query } => fill(s.reason_marked_static, &[attribute, query.as_str()]),
        Reason::MarkedByHand { attribute, is_static: false, query } => fill(s.reason_marked_not_static, &[attribute, query.as_str()]),
        Reason::Aggregated { column, counter: true, query } => fill(s.reason_aggregate_counter, &[query.as_str(), column]),
        Reason::Aggregated { column, counter: false, query } => fill(s.reason_aggregate_column, &[query.as_str(), column]),
        Reason::Defined { table } => fill(s.reason_defined, &[table]),
        Reason::Period { .. } | Reason::Collected { .. } => r.catalogued().map(|t| t.get(super::i18n::language().text_lang())).unwrap_or_default(),
    }
}

/// What a storage note says, in the UI's language.
pub fn storage_text(st: Storage) -> &'static str {
    let s = tr();
    match st {
        Storage::Set => s.storage_set,
        Storage::List => s.storage_list,
        Storage::Map => s.storage_map,
        Storage::Udt => s.storage_udt,
        Storage::Counter => s.storage_counter,
    }
}

/// The short name of a rule: `MR1`..`MR5`, or the translated bucket / manual / defined.
pub fn rule_name(rule: Rule) -> &'static str {
    let s = tr();
    match rule {
        Rule::Bucket => s.rule_bucket,
        Rule::Aggregate => s.rule_aggregate,
        Rule::Manual => s.rule_manual,
        Rule::Defined => s.rule_defined,
        other => other.label(),
    }
}

/// One line saying what a rule does (the method guide, step mode, tooltips).
pub fn rule_line(rule: Rule) -> &'static str {
    let s = tr();
    match rule {
        Rule::Mr1 => s.rule_line_mr1,
        Rule::Mr2 => s.rule_line_mr2,
        Rule::Mr3 => s.rule_line_mr3,
        Rule::Mr4 => s.rule_line_mr4,
        Rule::Mr5 => s.rule_line_mr5,
        Rule::Bucket => s.rule_line_bucket,
        Rule::Aggregate => s.rule_line_aggregate,
        Rule::Manual => s.rule_line_manual,
        Rule::Defined => s.rule_line_defined,
    }
}

/// A column's whole explanation: `K: MR2, equality search (=) on POI.name in Q1`.
pub fn column_text(e: &ColumnExplanation) -> String {
    let s = tr();
    let marker = e.role.marker();
    let reason = reason_text(&e.reason);
    let line = if marker.is_empty() {
        fill(s.teach_line, &[rule_name(e.rule), &reason])
    } else {
        fill(s.teach_line_marker, &[marker, rule_name(e.rule), &reason])
    };
    let line = match e.storage {
        Some(st) => fill(s.teach_line_storage, &[&line, storage_text(st)]),
        None => line,
    };
    if e.newest_first { fill(s.teach_line_storage, &[&line, s.newest_first]) } else { line }
}

/// The inspector for a selected column.
pub fn column_ui(ui: &mut egui::Ui, project: &Project, table: &Table, column: &str, selection: &mut Selection) {
    let s = tr();
    ui.heading(s.teach_column);
    ui.label(egui::RichText::new(column).monospace().strong());
    if ui.link(fill(s.teach_in_table, &[&table.name])).clicked() {
        selection.set(Selected::Table(table.name.clone()));
    }
    let Some(e) = explain_column(project, table, column) else {
        ui.label(egui::RichText::new(s.selection_gone).weak());
        return;
    };
    if let Some(c) = table.column(column) {
        ui.label(egui::RichText::new(c.ty.to_string()).monospace());
    }
    ui.separator();
    ui.strong(s.teach_why_here);
    ui.label(column_text(&e)).on_hover_text(rule_line(e.rule));
    if let Some(q) = &e.query
        && ui.link(q.as_str()).on_hover_text(project.query(q).map_or("", |q| q.description.as_str())).clicked()
    {
        selection.set(Selected::Query(q.clone()));
    }
}

/// A table's explanation: its queries (links), the rules in order, and each column's reason.
pub fn table_ui(ui: &mut egui::Ui, project: &Project, table: &Table, selection: &mut Selection) {
    let s = tr();
    let e: TableExplanation = explain_table(project, table);
    ui.separator();
    ui.strong(s.teach_queries_served);
    for q in &e.queries {
        let text = project.query(q).map_or_else(|| q.to_string(), |x| format!("{q} {}", x.description));
        if ui.link(text).clicked() {
            selection.set(Selected::Query(q.clone()));
        }
    }
    if !e.path_names.is_empty() {
        ui.label(fill(s.teach_access_path, &[&e.path_names.join(", ")]));
    }
    rules_ui(ui, &e);
    ui.separator();
    ui.strong(s.teach_why_columns);
    for c in &e.columns {
        ui.horizontal_wrapped(|ui| {
            if ui.link(egui::RichText::new(&c.column).monospace()).clicked() {
                selection.set(Selected::Column(table.name.clone(), c.column.clone()));
            }
            ui.label(column_text(c));
        });
    }
}

/// The mapping rules applied to a table, in the method's order, each with its columns.
pub fn rules_ui(ui: &mut egui::Ui, e: &TableExplanation) {
    ui.strong(tr().teach_rules_applied);
    for step in &e.steps {
        ui.horizontal_wrapped(|ui| {
            ui.label(egui::RichText::new(rule_name(step.rule)).strong()).on_hover_text(rule_line(step.rule));
            ui.label("→");
            ui.label(egui::RichText::new(step.columns.join(", ")).monospace());
        });
    }
}

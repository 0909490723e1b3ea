//! The inspector's controls for Cassandra 5.0's ways: a query served through SAI indexes
//! instead of its own table (offered with its figures, chosen, undone), a table's time to
//! live and compaction, and a query's nearest-neighbour search.

use super::super::actions::Actions;
use super::super::derived::Derived;
use super::Inspector;
use model_core::Project;
use model_core::analysis::human_number;
use model_core::edit::Edit;
use model_core::logical::{Choice, Table};
use model_core::project::{Nearest, Query, Similarity};
use model_core::tradeoff::{IndexTradeoff, index_tradeoff};

impl Inspector {
    /// The SAI offers for the queries of a table (its own table now), each with its figures
    /// and a button to choose it.
    pub(super) fn index_offers_ui(
        &mut self,
        ui: &mut egui::Ui,
        project: &Project,
        derived: &Derived,
        t: &Table,
        actions: &mut Actions,
    ) {
        let model = &derived.derivation.model;
        let offers: Vec<&model_core::logical::IndexOffer> =
            model.index_offers.iter().filter(|o| o.own_table == t.name).collect();
        if offers.is_empty() {
            return;
        }
        let fresh =
            matches!(&self.index_tradeoffs, Some((n, name, _)) if *n == derived.derive_count && name == &t.name);
        if !fresh {
            let figures = offers.iter().map(|o| index_tradeoff(project, o, derived.settings())).collect();
            self.index_tradeoffs = Some((derived.derive_count, t.name.clone(), figures));
        }
        let figures: &[IndexTradeoff] = self.index_tradeoffs.as_ref().map_or(&[], |(_, _, f)| f.as_slice());
        let lang = super::super::i18n::language();
        ui.separator();
        ui.strong(tr!("gui-sai-offers")).on_hover_text(tr!("gui-tip-sai-offers"));
        for (i, offer) in offers.iter().enumerate() {
            ui.horizontal_wrapped(|ui| {
                let line = if offer.columns.is_empty() {
                    tr!("gui-sai-offer-vector", query = offer.query.as_str(), table = &offer.table)
                } else {
                    tr!(
                        "gui-sai-offer-line",
                        query = offer.query.as_str(),
                        table = &offer.table,
                        columns = &offer.columns.join(", ")
                    )
                };
                ui.label(line);
                if ui.small_button(tr!("gui-sai-choose")).clicked() {
                    actions.edit(Edit::SetTableIndexOn {
                        query: offer.query.clone(),
                        host: Some(offer.host_query.clone()),
                    });
                }
            });
            if let Some(f) = figures.get(i) {
                ui.indent(("sai-offer", i), |ui| {
                    let writes = tr!(
                        "gui-sai-writes",
                        with_index = f.tables_written_with_index,
                        without_index = f.tables_written
                    );
                    let reads = match (f.partition_restricted, f.partitions_read) {
                        (true, _) => tr!("gui-sai-one-partition"),
                        (false, Some(n)) => tr!("gui-sai-scan", partitions = &human_number(n)),
                        (false, None) => tr!("gui-sai-scan-unknown"),
                    };
                    ui.label(egui::RichText::new(format!("{writes} · {reads}")).small().weak());
                    for caveat in &f.caveats {
                        ui.label(
                            egui::RichText::new(caveat.message_in(lang)).small().color(ui.visuals().warn_fg_color),
                        );
                    }
                });
            }
        }
    }
}

/// For each query the table serves through SAI by the user's choice, a way back to its own
/// table.
pub(super) fn index_choices_ui(ui: &mut egui::Ui, t: &Table, actions: &mut Actions) {
    for choice in &t.choices {
        if let Choice::IndexServes { query, .. } = choice
            && ui.small_button(tr!("gui-sai-own-table", query = query.as_str())).clicked()
        {
            actions.edit(Edit::SetTableIndexOn { query: query.clone(), host: None });
        }
    }
}

/// The table's `default_time_to_live` and `compaction`, editable (empty: the derived
/// suggestion, or Cassandra's default); an edit sets it on every query the table serves.
pub(super) fn table_lifetime_ui(ui: &mut egui::Ui, project: &Project, t: &Table, actions: &mut Actions) {
    let Some(first) = t.queries.first() else { return };
    ui.separator();
    ui.strong(tr!("gui-table-lifetime")).on_hover_text(tr!("gui-tip-table-lifetime"));
    let own = project.overrides.tables.get(first).map(|o| &o.options);
    egui::Grid::new(("lifetime", &t.name)).num_columns(2).show(ui, |ui| {
        for (name, label) in
            [("default_time_to_live", tr!("gui-option-ttl")), ("compaction", tr!("gui-option-compaction"))]
        {
            ui.label(label);
            let set = own.and_then(|o| o.iter().find(|(k, _)| k.eq_ignore_ascii_case(name))).map(|(_, v)| v.clone());
            let derived = t.options.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.clone());
            let mut text = set.clone().unwrap_or_default();
            let hint = derived.unwrap_or_default();
            let resp = ui.add(
                egui::TextEdit::singleline(&mut text)
                    .hint_text(hint)
                    .desired_width(260.0)
                    .id(ui.make_persistent_id(("opt", &t.name, name))),
            );
            if resp.changed() {
                let value = Some(text.trim().to_owned()).filter(|v| !v.is_empty());
                actions.edit(Edit::SetTableOption { queries: t.queries.clone(), name: name.to_owned(), value });
            }
            if resp.lost_focus() {
                actions.seal();
            }
            ui.end_row();
        }
    });
}

/// Whether a query is a nearest-neighbour search, of which vector attribute, by which
/// similarity.
pub(super) fn nearest_ui(ui: &mut egui::Ui, project: &Project, q: &Query, actions: &mut Actions) {
    let index = project.index();
    let vectors: Vec<(model_core::ids::AttributeId, String)> = project
        .entities
        .iter()
        .flat_map(|e| &e.attributes)
        .filter(|a| {
            project.physical.types.get(&a.id).is_some_and(|t| matches!(t, model_core::cql::CqlType::Vector(..)))
        })
        .map(|a| (a.id.clone(), index.label(&a.id)))
        .collect();
    if vectors.is_empty() && q.nearest.is_none() {
        return;
    }
    let set = |nearest: Option<Nearest>| Edit::SetQueryNearest { id: q.id.clone(), nearest };
    ui.horizontal(|ui| {
        ui.label(tr!("gui-nearest")).on_hover_text(tr!("gui-tip-nearest"));
        let shown = q.nearest.as_ref().map_or_else(|| tr!("gui-nearest-none"), |n| index.label(&n.attribute));
        egui::ComboBox::from_id_salt(("nearest", &q.id)).selected_text(shown).show_ui(ui, |ui| {
            if ui.selectable_label(q.nearest.is_none(), tr!("gui-nearest-none")).clicked() && q.nearest.is_some() {
                actions.edit(set(None));
            }
            for (a, label) in &vectors {
                let current = q.nearest.as_ref().is_some_and(|n| &n.attribute == a);
                if ui.selectable_label(current, label).clicked() && !current {
                    let similarity = q.nearest.as_ref().map(|n| n.similarity).unwrap_or_default();
                    actions.edit(set(Some(Nearest { attribute: a.clone(), similarity, extra: Default::default() })));
                }
            }
        });
    });
    if let Some(n) = &q.nearest {
        ui.horizontal(|ui| {
            ui.label(tr!("gui-similarity"));
            for s in Similarity::ALL {
                if ui.selectable_label(n.similarity == s, s.cql()).clicked() && n.similarity != s {
                    actions.edit(set(Some(Nearest { similarity: s, ..n.clone() })));
                }
            }
        });
    }
}

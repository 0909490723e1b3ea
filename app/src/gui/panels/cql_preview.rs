//! The CQL preview: `schema.cql` or `queries.cql` as it would be exported, with a copy button.

use crate::gui::context::ViewContext;

/// Which file the preview shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CqlFile {
    /// `schema.cql`.
    #[default]
    Schema,
    /// `queries.cql`.
    Queries,
}

/// The preview panel.
pub fn cql_preview_ui(ui: &mut egui::Ui, cx: &mut ViewContext<'_>, which: &mut CqlFile) {
    let (schema, queries) = (cx.derived.schema_cql.as_str(), cx.derived.queries_cql.as_str());
    ui.horizontal(|ui| {
        ui.selectable_value(which, CqlFile::Schema, "schema.cql");
        ui.selectable_value(which, CqlFile::Queries, "queries.cql");
        let text = match which {
            CqlFile::Schema => schema,
            CqlFile::Queries => queries,
        };
        if ui.button(tr!("gui-copy")).on_hover_text(tr!("gui-tip-copy")).clicked() {
            ui.ctx().copy_text(text.to_owned());
            let file = match which {
                CqlFile::Schema => "schema.cql",
                CqlFile::Queries => "queries.cql",
            };
            cx.actions.say(tr!("gui-copied-file", file = file));
        }
    });
    let text = match which {
        CqlFile::Schema => schema,
        CqlFile::Queries => queries,
    };
    // The whole pane, both scroll bars always shown (solid, not egui's floating bars that
    // appear only under the pointer): a long line scrolls sideways, and the bar says so.
    ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
    egui::ScrollArea::both()
        .id_salt("cql")
        .auto_shrink([false, false])
        .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysVisible)
        .show(ui, |ui| {
            ui.add(egui::Label::new(egui::RichText::new(text).monospace().size(12.0)).extend());
        });
}

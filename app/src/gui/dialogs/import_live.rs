//! Cluster ▸ Import from cluster…: a live cluster's schema, read from `system_schema`
//! ([`crate::cluster::live_schema`]) and imported by the one CQL importer, opened as a new
//! unsaved project with the import report, as `keyspace-studio import --live` does. The
//! dialog asks where the cluster is (or uses the window's connection), the keyspaces, and a
//! user and password (kept in memory for the window's session, never saved or shown); Import asks to replace the open project
//! (the unsaved-changes prompt first), and the work runs off the window's thread.

use super::cluster_fields::{ClusterFields, field_row};
use crate::gui::actions::{Actions, ImportLiveRequest};
use crate::gui::connection::Connection;
use crate::gui::files::Replace;
use egui::{Color32, RichText};

/// The dialog's state for the window's session.
#[derive(Default)]
pub struct ImportLiveDialog {
    /// Shown.
    pub open: bool,
    fields: ClusterFields,
    keyspaces: String,
    input_error: Option<String>,
}

impl std::fmt::Debug for ImportLiveDialog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The password is never printed.
        f.debug_struct("ImportLiveDialog")
            .field("open", &self.open)
            .field("fields", &self.fields)
            .finish_non_exhaustive()
    }
}

impl ImportLiveDialog {
    /// Draws the dialog when it is open (the cluster is `connection` when there is one);
    /// Import records the replacement of the open project.
    pub fn ui(&mut self, ctx: &egui::Context, connection: Option<&Connection>, actions: &mut Actions) {
        if !self.open {
            return;
        }
        let mut open = true;
        super::fitted_window(ctx, &tr!("gui-import-live-title"), "import-from-a-cluster", 520.0).open(&mut open).show(
            ctx,
            |ui| {
                ui.label(RichText::new(tr!("gui-import-live-intro")).weak());
                ui.add_space(4.0);
                egui::Grid::new("import-live-form").num_columns(2).spacing([12.0, 6.0]).show(ui, |ui| {
                    self.fields.ui(ui, true, connection);
                    field_row(
                        ui,
                        true,
                        &tr!("gui-import-live-keyspaces"),
                        Some(&tr!("gui-tip-import-live-keyspaces")),
                        &mut self.keyspaces,
                        false,
                    );
                });
                if ui.button(tr!("gui-import-live-run")).clicked() {
                    match self.request(connection) {
                        Ok(r) => {
                            self.input_error = None;
                            self.open = false;
                            actions.replace(Replace::ImportLive(r));
                        }
                        Err(e) => self.input_error = Some(e),
                    }
                }
                if let Some(e) = &self.input_error {
                    ui.colored_label(Color32::from_rgb(200, 50, 50), e);
                }
            },
        );
        self.open &= open;
    }

    /// The request the fields say, or what is wrong with them.
    fn request(&self, connection: Option<&Connection>) -> Result<ImportLiveRequest, String> {
        let connect = self.fields.options(connection)?;
        let keyspaces = self.keyspaces.split(',').map(str::trim).filter(|k| !k.is_empty()).map(str::to_owned).collect();
        Ok(ImportLiveRequest { connect, keyspaces })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::actions::Action;
    use egui_kittest::kittest::Queryable;

    #[test]
    fn import_asks_to_replace_the_project_with_the_keyspaces_named() {
        let dialog = ImportLiveDialog {
            open: true,
            keyspaces: "shop, telemetry".into(),
            fields: ClusterFields { user: "app".into(), password: "s3cret".into(), ..ClusterFields::default() },
            ..ImportLiveDialog::default()
        };
        assert!(!format!("{dialog:?}").contains("s3cret"));
        let mut h = super::super::recording(dialog, |d, ctx, actions| d.ui(ctx, None, actions));
        h.run();
        h.get_by_label("Import from a cluster");
        h.get_by_label("Import").click();
        h.run();
        let Some(Action::Replace(Replace::ImportLive(r))) = h.state().1.first().cloned() else {
            panic!("asked: {:?}", h.state().1)
        };
        assert_eq!(r.keyspaces, ["shop", "telemetry"]);
        assert_eq!(r.connect.hosts[0].to_string(), "127.0.0.1:9042");
        assert!(!h.state().0.open, "the dialog closes");
        h.state_mut().0.open = true;
        h.state_mut().0.fields.address = "db:port".into();
        h.state_mut().1.clear();
        h.run();
        h.get_by_label("Import").click();
        h.run();
        assert!(h.state().1.is_empty());
        h.get_by_label("“db:port” is not a cluster address: write host or host:port (127.0.0.1:9042)");
    }

    #[test]
    fn without_a_connection_the_form_asks_for_the_data_centre_and_the_ca_file_too() {
        // Issue 42: Import, Apply and Prove asked only for the address, user and password.
        let mut h = super::super::recording(
            ImportLiveDialog { open: true, keyspaces: "shop".into(), ..ImportLiveDialog::default() },
            |d, ctx, actions| {
                d.ui(ctx, None, actions);
            },
        );
        h.run();
        for (field, text) in [("Local data centre", "dc2"), ("TLS CA file (PEM)", "/etc/ssl/cluster-ca.pem")] {
            h.get_by_label(field).click();
            h.run();
            h.get_by_label(field).type_text(text);
            h.run();
        }
        h.get_by_label("Import").click();
        h.run();
        let Some(Action::Replace(Replace::ImportLive(r))) = h.state().1.first().cloned() else {
            panic!("asked: {:?}", h.state().1)
        };
        assert_eq!(r.connect.local_dc.as_deref(), Some("dc2"));
        assert_eq!(r.connect.tls_ca.as_deref(), Some(std::path::Path::new("/etc/ssl/cluster-ca.pem")));
    }
}

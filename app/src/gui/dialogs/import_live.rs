//! Cluster ▸ Import from cluster…: a live cluster's schema, read from `system_schema`
//! ([`crate::cluster::live_schema`]) and imported by the one CQL importer, opened as a new
//! unsaved project with the import report, as `keyspace-studio import --live` does. The
//! dialog asks where the cluster is, the keyspaces, and a user and password (kept in memory
//! for the window's session, never saved or shown); Import asks to replace the open project
//! (the unsaved-changes prompt first), and the work runs off the window's thread.

use crate::cluster::connect::{ConnectOptions, Credentials, Secret};
use crate::gui::actions::{Actions, ImportLiveRequest};
use crate::gui::files::Replace;
use crate::gui::i18n::{fill, tr};
use egui::{Color32, RichText};
use std::time::Duration;

/// The dialog's state for the window's session.
#[derive(Default)]
pub struct ImportLiveDialog {
    /// Shown.
    pub open: bool,
    address: String,
    keyspaces: String,
    user: String,
    password: String,
    input_error: Option<String>,
}

impl std::fmt::Debug for ImportLiveDialog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The password is never printed.
        f.debug_struct("ImportLiveDialog").field("open", &self.open).field("address", &self.address).finish_non_exhaustive()
    }
}

impl ImportLiveDialog {
    /// Draws the dialog when it is open; Import records the replacement of the open project.
    pub fn ui(&mut self, ctx: &egui::Context, actions: &mut Actions) {
        if !self.open {
            return;
        }
        if self.address.is_empty() {
            self.address = super::prove::DEFAULT_ADDRESS.to_owned();
        }
        let s = tr();
        let mut open = true;
        egui::Window::new(s.import_live_title).id(egui::Id::new("import-from-a-cluster")).open(&mut open).default_width(520.0).show(ctx, |ui| {
            ui.label(RichText::new(s.import_live_intro).weak());
            ui.add_space(4.0);
            egui::Grid::new("import-live-form").num_columns(2).spacing([12.0, 6.0]).show(ui, |ui| {
                let field = |ui: &mut egui::Ui, label: &str, tip: Option<&str>, text: &mut String, secret: bool| {
                    super::apply::field_row(ui, true, label, tip, text, secret);
                };
                field(ui, s.prove_address, None, &mut self.address, false);
                field(ui, s.import_live_keyspaces, Some(s.tip_import_live_keyspaces), &mut self.keyspaces, false);
                field(ui, s.apply_user, Some(s.tip_apply_user), &mut self.user, false);
                field(ui, s.apply_password, None, &mut self.password, true);
            });
            if ui.button(s.import_live_run).clicked() {
                match self.request() {
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
        });
        self.open &= open;
    }

    /// The request the fields say, or what is wrong with them.
    fn request(&self) -> Result<ImportLiveRequest, String> {
        let hosts = ConnectOptions::parse_hosts(&self.address).map_err(|_| fill(tr().prove_bad_address, &[self.address.trim()]))?;
        let credentials = (!self.user.trim().is_empty())
            .then(|| Credentials { username: self.user.trim().to_owned(), password: Secret::new(self.password.clone()) });
        let connect = ConnectOptions { hosts, local_dc: None, credentials, tls_ca: None, timeout: Duration::from_secs(20) };
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
            user: "app".into(),
            password: "s3cret".into(),
            ..ImportLiveDialog::default()
        };
        assert!(!format!("{dialog:?}").contains("s3cret"));
        let mut h = super::super::recording(dialog, |d, ctx, actions| d.ui(ctx, actions));
        h.run();
        h.get_by_label("Import from a cluster");
        h.get_by_label("Import").click();
        h.run();
        let Some(Action::Replace(Replace::ImportLive(r))) = h.state().1.first().cloned() else { panic!("asked: {:?}", h.state().1) };
        assert_eq!(r.keyspaces, ["shop", "telemetry"]);
        assert_eq!(r.connect.hosts[0].to_string(), "127.0.0.1:9042");
        assert!(!h.state().0.open, "the dialog closes");
        h.state_mut().0.open = true;
        h.state_mut().0.address = "db:port".into();
        h.state_mut().1.clear();
        h.run();
        h.get_by_label("Import").click();
        h.run();
        assert!(h.state().1.is_empty());
        h.get_by_label("“db:port” is not a cluster address: write host or host:port (127.0.0.1:9042)");
    }
}

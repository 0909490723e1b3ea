//! Cluster ▸ Connect…: the hosts (`host[:port]`, several separated by commas), the local data
//! centre, a user and password and a TLS CA file, as the command line's access options take
//! them ([`crate::cluster::connect`]). Connect records a [`ClusterAction::Connect`]; the app
//! connects on a task (`app/connect_flow.rs`) and the dialog shows the attempt with Cancel,
//! then closes on success, or says the command line's error (host, port and step). The
//! password typed stays in this dialog's memory for the window's session (Disconnect forgets
//! it) and is never printed.

use super::cluster_fields::field_row;
use crate::cluster::connect::ConnectOptions;
use crate::gui::actions::{Actions, ClusterAction};
use crate::gui::connection::Connection;

use egui::{Color32, RichText};

/// The colour of a failure.
const FAILED: Color32 = Color32::from_rgb(200, 50, 50);

/// The dialog's state for the window's session.
pub struct ConnectDialog {
    /// Shown.
    pub open: bool,
    hosts: String,
    local_dc: String,
    user: String,
    password: String,
    tls_ca: String,
    input_error: Option<String>,
    /// The attempt under way (its number and `host:port`), if any.
    attempt: Option<(u64, String)>,
    attempts: u64,
    failed: Option<String>,
}

impl Default for ConnectDialog {
    fn default() -> Self {
        Self {
            open: false,
            hosts: super::cluster_fields::DEFAULT_ADDRESS.to_owned(),
            local_dc: String::new(),
            user: String::new(),
            password: String::new(),
            tls_ca: String::new(),
            input_error: None,
            attempt: None,
            attempts: 0,
            failed: None,
        }
    }
}

impl std::fmt::Debug for ConnectDialog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The password is never printed.
        f.debug_struct("ConnectDialog")
            .field("open", &self.open)
            .field("hosts", &self.hosts)
            .field("user", &self.user)
            .finish_non_exhaustive()
    }
}

impl ConnectDialog {
    /// `true` while an attempt is under way.
    pub fn running(&self) -> bool {
        self.attempt.is_some()
    }

    /// An attempt on `address` starts: its number, to match its answer.
    pub fn started(&mut self, address: &str) -> u64 {
        self.attempts += 1;
        self.attempt = Some((self.attempts, address.to_owned()));
        self.failed = None;
        self.attempts
    }

    /// Attempt `attempt` answered: the connection to keep, unless it was cancelled (or is
    /// not the latest); a failure is shown.
    pub fn finished(&mut self, attempt: u64, result: Result<Box<Connection>, String>) -> Option<Connection> {
        if self.attempt.as_ref().is_none_or(|(n, _)| *n != attempt) {
            return None;
        }
        self.attempt = None;
        match result {
            Ok(c) => {
                self.open = false;
                Some(*c)
            }
            Err(e) => {
                self.failed = Some(e);
                None
            }
        }
    }

    /// The attempt's thread died.
    pub fn lost(&mut self) {
        self.attempt = None;
        self.failed = Some(tr!("gui-prove-cannot-connect"));
    }

    /// Forgets the password typed (on Disconnect).
    pub fn forget_password(&mut self) {
        self.password.clear();
    }

    /// Draws the dialog when it is open; `connection` is the one the window has, if any.
    pub fn ui(&mut self, ctx: &egui::Context, connection: Option<&Connection>, actions: &mut Actions) {
        if !self.open {
            return;
        }
        let mut open = true;
        super::fitted_window(ctx, &tr!("gui-connect-title"), "connect-to-a-cluster", 560.0).open(&mut open).show(
            ctx,
            |ui| {
                ui.label(RichText::new(tr!("gui-connect-intro")).weak());
                ui.add_space(4.0);
                let busy = self.running();
                egui::Grid::new("connect-form").num_columns(2).spacing([12.0, 6.0]).show(ui, |ui| {
                    field_row(ui, !busy, &tr!("gui-connect-hosts"), None, &mut self.hosts, false);
                    field_row(
                        ui,
                        !busy,
                        &tr!("gui-connect-local-dc"),
                        Some(&tr!("gui-tip-connect-local-dc")),
                        &mut self.local_dc,
                        false,
                    );
                    field_row(
                        ui,
                        !busy,
                        &tr!("gui-apply-user"),
                        Some(&tr!("gui-tip-apply-user")),
                        &mut self.user,
                        false,
                    );
                    field_row(ui, !busy, &tr!("gui-apply-password"), None, &mut self.password, true);
                    field_row(
                        ui,
                        !busy,
                        &tr!("gui-connect-tls-ca"),
                        Some(&tr!("gui-tip-connect-tls-ca")),
                        &mut self.tls_ca,
                        false,
                    );
                });
                ui.horizontal(|ui| {
                    if ui.add_enabled(!busy, egui::Button::new(tr!("gui-connect-run"))).clicked() {
                        match self.request() {
                            Ok(options) => {
                                self.input_error = None;
                                actions.cluster(ClusterAction::Connect(options));
                            }
                            Err(e) => self.input_error = Some(e),
                        }
                    }
                    if let Some((_, address)) = &self.attempt {
                        ui.spinner();
                        ui.label(tr!("gui-prove-connecting", address = address));
                        if ui.button(tr!("gui-prove-cancel")).clicked() {
                            self.attempt = None;
                        }
                    }
                });
                if let Some(e) = &self.input_error {
                    ui.colored_label(FAILED, e);
                }
                if let Some(e) = &self.failed {
                    ui.colored_label(FAILED, format!("{}: {e}", tr!("gui-prove-cannot-connect")));
                }
                if let Some(c) = connection {
                    ui.separator();
                    ui.label(tr!("gui-connect-connected", cluster = &c.summary()));
                }
            },
        );
        self.open &= open;
    }

    /// The options the fields say, or what is wrong with them.
    fn request(&self) -> Result<ConnectOptions, String> {
        super::cluster_fields::options(&self.hosts, &self.local_dc, &self.user, &self.password, &self.tls_ca)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cluster::connect::Server;
    use crate::gui::actions::Action;
    use egui_kittest::kittest::Queryable;

    #[test]
    fn connect_asks_for_the_options_typed_and_a_failure_names_its_step() {
        let dialog = ConnectDialog {
            open: true,
            hosts: "db1:9043, db2".into(),
            local_dc: "dc1".into(),
            user: "app".into(),
            password: "s3cret".into(),
            ..ConnectDialog::default()
        };
        assert!(!format!("{dialog:?}").contains("s3cret"));
        let mut h = super::super::recording(dialog, |d, ctx, actions| d.ui(ctx, None, actions));
        h.run();
        h.get_by_label("Connect to a cluster");
        h.get_by_label("Connect").click();
        h.run();
        let Some(Action::Cluster(ClusterAction::Connect(options))) = h.state().1.first().cloned() else {
            panic!("asked: {:?}", h.state().1)
        };
        assert_eq!(options.hosts.iter().map(ToString::to_string).collect::<Vec<_>>(), ["db1:9043", "db2:9042"]);
        assert_eq!(options.local_dc.as_deref(), Some("dc1"));
        assert!(options.tls_ca.is_none());
        assert!(!format!("{options:?}").contains("s3cret"), "the options print no password");
        // An attempt, then the command line's error.
        let n = h.state_mut().0.started("db1:9043");
        h.run_steps(2);
        h.get_by_label("Connecting to db1:9043…");
        let e = "cannot reach Cassandra at host db1 port 9043 (step: connect): refused".to_owned();
        assert!(h.state_mut().0.finished(n, Err(e)).is_none());
        h.run();
        h.get_by_label(
            "Cannot reach the cluster: cannot reach Cassandra at host db1 port 9043 (step: connect): refused",
        );
        // A cancelled attempt's answer is dropped; the latest one's connection is kept.
        let old = h.state_mut().0.started("db1:9043");
        h.run_steps(2);
        h.get_by_label("Cancel").click();
        h.run();
        let server = Server { product: "Apache Cassandra", version: "5.0.4".into() };
        let c = Connection { options, server, datacenters: vec!["dc1".into()] };
        assert!(h.state_mut().0.finished(old, Ok(Box::new(c.clone()))).is_none(), "cancelled");
        let n = h.state_mut().0.started("db1:9043");
        assert_eq!(
            h.state_mut().0.finished(n, Ok(Box::new(c))).map(|c| c.summary()),
            Some("db1:9043 · dc1 · Apache Cassandra 5.0.4".into())
        );
        assert!(!h.state().0.open, "the dialog closes once connected");
    }

    #[test]
    fn bad_hosts_are_said() {
        let dialog = ConnectDialog { open: true, hosts: "db:port".into(), ..ConnectDialog::default() };
        let mut h = super::super::recording(dialog, |d, ctx, actions| d.ui(ctx, None, actions));
        h.run();
        h.get_by_label("Connect").click();
        h.run();
        assert!(h.state().1.is_empty());
        h.get_by_label("“db:port” is not a cluster address: write host or host:port (127.0.0.1:9042)");
    }
}

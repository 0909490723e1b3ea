//! The fields every cluster dialog shares: where the cluster is and who logs in; or, once
//! Cluster ▸ Connect… reached one, that connection, shown in their place instead of asking
//! again ([`crate::gui::connection`]). The password typed is kept in memory for the window's
//! session only and never printed.

use crate::cluster::connect::{ConnectOptions, Credentials, Secret};
use crate::gui::connection::Connection;

use std::time::Duration;

/// How long each step of connecting may take (as the command line's default).
pub const TIMEOUT: Duration = Duration::from_secs(20);

/// The cluster proposed the first time: the node `dev/cassandra.sh start` runs.
pub const DEFAULT_ADDRESS: &str = "127.0.0.1:9042";

/// What was typed: the hosts, the local data centre, the user, the password and the TLS CA
/// file (as Cluster ▸ Connect… asks).
#[derive(Clone, PartialEq, Eq)]
pub struct ClusterFields {
    pub(super) address: String,
    pub(super) local_dc: String,
    pub(super) user: String,
    pub(super) password: String,
    pub(super) tls_ca: String,
}

impl Default for ClusterFields {
    fn default() -> Self {
        Self {
            address: DEFAULT_ADDRESS.to_owned(),
            local_dc: String::new(),
            user: String::new(),
            password: String::new(),
            tls_ca: String::new(),
        }
    }
}

impl std::fmt::Debug for ClusterFields {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The password is never printed.
        f.debug_struct("ClusterFields")
            .field("address", &self.address)
            .field("local_dc", &self.local_dc)
            .field("user", &self.user)
            .field("tls_ca", &self.tls_ca)
            .finish_non_exhaustive()
    }
}

impl ClusterFields {
    /// The rows of a two-column form grid: the connection when there is one, else the
    /// address, the local data centre, the user, the password and the TLS CA file.
    pub fn ui(&mut self, ui: &mut egui::Ui, enabled: bool, connection: Option<&Connection>) {
        if let Some(c) = connection {
            let l = ui.label(tr!("gui-prove-address"));
            ui.label(tr!("gui-cluster-connected", cluster = &c.summary()))
                .labelled_by(l.id)
                .on_hover_text(tr!("gui-tip-cluster-connected"));
            ui.end_row();
            return;
        }
        field_row(ui, enabled, &tr!("gui-prove-address"), None, &mut self.address, false);
        field_row(
            ui,
            enabled,
            &tr!("gui-connect-local-dc"),
            Some(&tr!("gui-tip-connect-local-dc")),
            &mut self.local_dc,
            false,
        );
        field_row(ui, enabled, &tr!("gui-apply-user"), Some(&tr!("gui-tip-apply-user")), &mut self.user, false);
        field_row(ui, enabled, &tr!("gui-apply-password"), None, &mut self.password, true);
        field_row(
            ui,
            enabled,
            &tr!("gui-connect-tls-ca"),
            Some(&tr!("gui-tip-connect-tls-ca")),
            &mut self.tls_ca,
            false,
        );
    }

    /// How to reach the cluster: the connection's options, or the fields', or what is
    /// wrong with them.
    pub fn options(&self, connection: Option<&Connection>) -> Result<ConnectOptions, String> {
        if let Some(c) = connection {
            return Ok(c.options.clone());
        }
        options(&self.address, &self.local_dc, &self.user, &self.password, &self.tls_ca)
    }
}

/// The options typed in a cluster form (here and in Cluster ▸ Connect…), or what is wrong
/// with the hosts; an empty data centre or CA file is none.
pub(super) fn options(
    address: &str,
    local_dc: &str,
    user: &str,
    password: &str,
    tls_ca: &str,
) -> Result<ConnectOptions, String> {
    let hosts =
        ConnectOptions::parse_hosts(address).map_err(|_| tr!("gui-prove-bad-address", typed = address.trim()))?;
    let text = |t: &str| Some(t.trim().to_owned()).filter(|t| !t.is_empty());
    Ok(ConnectOptions {
        hosts,
        local_dc: text(local_dc),
        credentials: credentials(user, password),
        tls_ca: text(tls_ca).map(std::path::PathBuf::from),
        timeout: TIMEOUT,
    })
}

/// The login typed (`None`: no user given).
pub(super) fn credentials(user: &str, password: &str) -> Option<Credentials> {
    (!user.trim().is_empty())
        .then(|| Credentials { username: user.trim().to_owned(), password: Secret::new(password.to_owned()) })
}

/// One labelled text field of a form grid (a password's text hidden), with its tooltip on
/// the label and the field; `—` shown in an empty field that has one.
pub(super) fn field_row(
    ui: &mut egui::Ui,
    enabled: bool,
    label: &str,
    tip: Option<&str>,
    text: &mut String,
    secret: bool,
) {
    let l = ui.label(label);
    let edit = egui::TextEdit::singleline(text).password(secret).desired_width(360.0).hint_text(if tip.is_some() {
        "—"
    } else {
        ""
    });
    let r = ui.add_enabled(enabled, edit).labelled_by(l.id);
    if let Some(tip) = tip {
        l.on_hover_text(tip);
        r.on_hover_text(tip);
    }
    ui.end_row();
}

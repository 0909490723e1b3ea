//! Cluster ▸ Connect… and the status bar's Disconnect: the cluster reached on a thread
//! ([`crate::cluster::Cluster::connect_with`], then what the server is and its data centres),
//! kept as the window's [`Connection`] for the session, never saved. The other cluster
//! dialogs start from it.

use super::*;
use crate::cluster::Cluster;
use crate::cluster::connect::{ConnectOptions, Server};
use crate::gui::connection::Connection;
use crate::gui::tasks::{Kind, Outcome};

impl StudioApp {
    /// Reaches the cluster `options` name, in the background.
    pub(super) fn connect(&mut self, options: ConnectOptions) {
        let attempt = self.shell.connect.started(&options.first().to_string());
        self.shell.tasks.start(Kind::Connect, false, self.shell.language, self.shell.repaint.clone(), move || {
            let result = Cluster::connect_with(&options).map_err(|e| e.to_string()).and_then(|cluster| {
                let server = Server::of(&cluster).map_err(|e| e.message)?;
                let datacenters = cluster.datacenters().map_err(|e| e.message)?;
                Ok(Box::new(Connection { options, server, datacenters }))
            });
            Outcome::Connected { attempt, result }
        });
    }

    /// An attempt answered: the connection kept (the status bar shows it; its message says
    /// what the tool cannot promise on this server, if anything), unless it was cancelled.
    pub(super) fn connected(&mut self, attempt: u64, result: Result<Box<Connection>, String>) {
        if let Some(c) = self.shell.connect.finished(attempt, result) {
            self.shell.status =
                c.server.caveat().map(|caveat| tr!("gui-connect-caveat", caveat = &caveat)).unwrap_or_default();
            self.shell.connection = Some(c);
        }
    }

    /// Forgets the connection and the password typed for it.
    pub(super) fn disconnect(&mut self) {
        if let Some(c) = self.shell.connection.take() {
            self.shell.status = tr!("gui-status-disconnected", cluster = &c.address());
        }
        self.shell.connect.forget_password();
    }

    /// Compares the model with the connected cluster's live schema in the background (the
    /// keyspaces mapped as the Apply dialog's field says), as Apply reads its plan.
    pub(super) fn compare_with_cluster(&mut self) {
        let Some(connection) = &self.shell.connection else {
            self.shell.connect.open = true;
            return;
        };
        let project = self.state.doc.project().clone();
        let options = crate::cluster::apply::Options {
            keyspaces: self.shell.apply.keyspaces(&project),
            replication_factor: None,
            allow_drop: false,
        };
        let connect = connection.options.clone();
        self.shell.tasks.start(Kind::Compare, false, self.shell.language, self.shell.repaint.clone(), move || {
            let result = Cluster::connect_with(&connect)
                .map_err(|e| e.to_string())
                .and_then(|cluster| crate::cluster::apply::review(&cluster, &project, &options).map_err(|e| e.message))
                .map(Box::new);
            Outcome::ComparedLive { result }
        });
    }

    /// The live schema's comparison arrived: shown and marked as File ▸ Compare with… does
    /// (the Changes window), or why it could not be read.
    pub(super) fn compared_live(&mut self, result: Result<Box<crate::cluster::apply::Review>, String>) {
        match result {
            Ok(r) => {
                let r = *r;
                self.state.compare.show_diff(r.cluster, r.diff, r.plan);
            }
            Err(e) => {
                self.state.compare.compare_with(Err(e), self.state.doc.project(), &self.state.derived.derivation.model);
            }
        }
    }
}

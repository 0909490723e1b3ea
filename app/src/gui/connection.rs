//! The window's connection to a cluster (Cluster ▸ Connect…): how to reach it and what it
//! answered when reached. It is kept in memory for the window's session only (the password
//! inside is a [`Secret`](crate::cluster::connect::Secret)): never written to the project,
//! the recent files, a log or a message. Every cluster dialog starts from it, and each task
//! connects anew with its options (a session is not shared between threads).

use crate::cluster::connect::{ConnectOptions, Server};

/// A cluster that was reached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Connection {
    /// How it was reached (hosts, data centre, login, TLS, timeout).
    pub options: ConnectOptions,
    /// What it is (`system.local`'s release version).
    pub server: Server,
    /// Its data centres (from `system.local` and `system.peers`).
    pub datacenters: Vec<String>,
}

impl Connection {
    /// The first contact point, `host:port`.
    pub fn address(&self) -> String {
        self.options.first().to_string()
    }

    /// The data centre requests go to: the local one asked for, else the cluster's.
    pub fn datacenter(&self) -> String {
        self.options.local_dc.clone().unwrap_or_else(|| self.datacenters.join(", "))
    }

    /// `host:port · data centre · product version`, for the status bar and the dialogs.
    pub fn summary(&self) -> String {
        let dc = self.datacenter();
        let mut parts = vec![self.address()];
        if !dc.is_empty() {
            parts.push(dc);
        }
        parts.push(self.server.to_string());
        parts.join(" · ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cluster::Address;
    use crate::cluster::connect::{Credentials, Secret};
    use std::time::Duration;

    #[test]
    fn the_summary_names_host_data_centre_and_version_and_never_the_password() {
        let mut options = ConnectOptions::plain(&Address::parse("db:9043").expect("address"), Duration::from_secs(1));
        options.credentials = Some(Credentials { username: "app".into(), password: Secret::new("s3cret".into()) });
        let c = Connection {
            options,
            server: Server { product: "Apache Cassandra", version: "5.0.4".into() },
            datacenters: vec!["dc1".into()],
        };
        assert_eq!(c.summary(), "db:9043 · dc1 · Apache Cassandra 5.0.4");
        assert!(!format!("{c:?}").contains("s3cret"));
    }
}

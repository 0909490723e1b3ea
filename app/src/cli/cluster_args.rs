//! The flags every cluster command shares (`prove`, `import --live`, `apply`, `load-sample`,
//! `verify`): the hosts, the local data centre, the user, TLS and the timeout, read into one
//! [`ConnectOptions`]. The user comes from `--user` or `KS_CLUSTER_USER`, the password from
//! `KS_CLUSTER_PASSWORD` or a prompt without echo when standard input is a terminal; there is
//! no password flag (a command line is visible to every user of the machine). Neither is
//! ever printed, logged or saved.

use crate::cluster::connect::{ConnectOptions, Credentials, Secret};
use crate::cluster::{Address, Cluster};
use clap::Args;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::time::Duration;

/// The environment variable of the user name.
pub const USER_VAR: &str = "KS_CLUSTER_USER";
/// The environment variable of the password.
pub const PASSWORD_VAR: &str = "KS_CLUSTER_PASSWORD";

/// How to reach a cluster, the hosts aside.
#[derive(Clone, Debug, Args)]
pub struct AccessArgs {
    /// The local data centre: requests go to its nodes only.
    #[arg(long, value_name = "DC")]
    pub local_dc: Option<String>,
    /// The user of Cassandra's PasswordAuthenticator (or KS_CLUSTER_USER); the password
    /// comes from KS_CLUSTER_PASSWORD, or is asked for when run in a terminal.
    #[arg(long, value_name = "NAME")]
    pub user: Option<String>,
    /// TLS: a PEM file of the certificate authorities to trust (rustls).
    #[arg(long, value_name = "FILE")]
    pub tls_ca: Option<PathBuf>,
    /// Seconds each step of connecting (TCP, TLS, login) and each statement may take.
    #[arg(long, value_name = "SECONDS", default_value_t = 20)]
    pub timeout: u64,
}

/// `--cluster HOST[:PORT][,HOST[:PORT]...]` and the access flags.
#[derive(Clone, Debug, Args)]
pub struct ClusterArgs {
    /// The cluster: `host`, `host:port` (port 9042 when not given), or several separated by
    /// commas.
    #[arg(long, value_name = "HOST[:PORT]")]
    pub cluster: String,
    /// How to reach it.
    #[command(flatten)]
    pub access: AccessArgs,
}

impl ClusterArgs {
    /// Connects (a failure names the host, the port and the step).
    pub fn connect(&self) -> Result<Cluster, String> {
        self.access.connect(&self.cluster)
    }
}

impl AccessArgs {
    /// The options to reach `hosts`: credentials from the flags, the environment or a prompt.
    pub fn options(&self, hosts: &str) -> Result<ConnectOptions, String> {
        let hosts = ConnectOptions::parse_hosts(hosts)?;
        let user = self.user.clone().or_else(|| std::env::var(USER_VAR).ok().filter(|u| !u.is_empty()));
        let credentials = match user {
            None => None,
            Some(username) => Some(Credentials { password: password(&username, &hosts[0])?, username }),
        };
        Ok(ConnectOptions {
            hosts,
            local_dc: self.local_dc.clone(),
            credentials,
            tls_ca: self.tls_ca.clone(),
            timeout: Duration::from_secs(self.timeout.max(1)),
        })
    }

    /// Connects to `hosts`, and says on stderr what the server is and what the tool cannot
    /// promise on it (other than Apache Cassandra 4.0 to 5.x).
    pub fn connect(&self, hosts: &str) -> Result<Cluster, String> {
        let cluster = Cluster::connect_with(&self.options(hosts)?).map_err(|e| e.to_string())?;
        if let Ok(server) = crate::cluster::connect::Server::of(&cluster) {
            let mut s = super::terminal::Screen::new();
            s.line(format_args!(
                "connected to {} at {}",
                super::terminal::terminal_safe(&server.to_string()),
                cluster.address
            ));
            if let Some(c) = server.caveat() {
                s.line(format_args!("note: {c}"));
            }
            super::terminal::print_stderr(&s);
        }
        Ok(cluster)
    }
}

/// The password of `user`: `KS_CLUSTER_PASSWORD`, or asked for on the terminal.
fn password(user: &str, host: &Address) -> Result<Secret, String> {
    if let Ok(p) = std::env::var(PASSWORD_VAR) {
        return Ok(Secret::new(p));
    }
    if !std::io::stdin().is_terminal() {
        return Err(format!(
            "the user {user} needs a password: set {PASSWORD_VAR} (standard input is not a terminal to ask on)"
        ));
    }
    rpassword::prompt_password(format!("password of {user} at {host}: "))
        .map(Secret::new)
        .map_err(|e| format!("cannot read the password: {e}"))
}

/// `--keyspace K` (the model's one keyspace applied as K) or `--keyspace MODEL=LIVE`
/// (repeatable): the live keyspace each model keyspace goes to.
#[derive(Clone, Debug, Default, Args)]
pub struct KeyspaceArgs {
    /// The live keyspace: `K` for a model with one keyspace, or `MODEL=LIVE` (repeatable).
    /// Absent: each keyspace of the model under its own name.
    #[arg(long = "keyspace", value_name = "K|MODEL=LIVE")]
    pub keyspace: Vec<String>,
}

impl KeyspaceArgs {
    /// The model's keyspace → the live one, for the keyspaces `model` has.
    pub fn mapping(&self, model: &[String]) -> Result<std::collections::BTreeMap<String, String>, String> {
        crate::cluster::apply::keyspace_mapping(&self.keyspace, model).map_err(|e| format!("--keyspace {e}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keyspaces_map_one_model_keyspace_or_named_pairs() {
        let one = KeyspaceArgs { keyspace: vec!["ks_live_a".into()] };
        assert_eq!(one.mapping(&["hotel".into()]).expect("mapped").get("hotel").map(String::as_str), Some("ks_live_a"));
        let two = vec!["hotel".to_owned(), "reservation".to_owned()];
        assert!(one.mapping(&two).expect_err("ambiguous").contains("MODEL=LIVE"));
        let pairs = KeyspaceArgs { keyspace: vec!["reservation=ks_live_r".into()] };
        assert_eq!(pairs.mapping(&two).expect("mapped").len(), 1);
        let unknown = KeyspaceArgs { keyspace: vec!["nope=x".into()] };
        assert!(unknown.mapping(&two).expect_err("unknown").contains("no keyspace nope"));
    }
}

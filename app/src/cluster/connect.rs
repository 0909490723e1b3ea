//! How to reach a cluster: its hosts, the local data centre, the credentials of Cassandra's
//! `PasswordAuthenticator` and TLS with a CA file (rustls). One [`ConnectOptions`] serves
//! every cluster command (`prove`, `import --live`, `apply`, `load-sample`, `verify`,
//! `diff --rehearse`).
//!
//! The connection is made in two steps so that a failure names its step: a TCP connection to
//! each host (`connect`), then the driver's session (`TLS`, `authentication`, `protocol
//! version`). The password is held in a [`Secret`] whose `Debug` and `Display` print
//! `<hidden>`: it reaches the driver and nothing else (no report, log, error or file).

use super::{Address, ConnectError};
use std::fmt;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

/// A password: never printed.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Secret(String);

impl Secret {
    /// Wraps a password.
    pub fn new(text: String) -> Self {
        Self(text)
    }

    /// The password itself, for the driver only.
    fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("<hidden>")
    }
}

impl fmt::Display for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("<hidden>")
    }
}

/// A user of Cassandra's `PasswordAuthenticator`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Credentials {
    /// The role's name.
    pub username: String,
    /// Its password.
    pub password: Secret,
}

/// Everything needed to reach a cluster.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConnectOptions {
    /// The contact points (at least one).
    pub hosts: Vec<Address>,
    /// The data centre whose nodes take the requests first (`None`: any).
    pub local_dc: Option<String>,
    /// Who logs in (`None`: no authentication).
    pub credentials: Option<Credentials>,
    /// A PEM file of the certificate authorities to trust: TLS on (`None`: plain TCP).
    pub tls_ca: Option<PathBuf>,
    /// How long each step may take.
    pub timeout: Duration,
}

impl ConnectOptions {
    /// One host, no authentication, no TLS.
    pub fn plain(address: &Address, timeout: Duration) -> Self {
        Self { hosts: vec![address.clone()], local_dc: None, credentials: None, tls_ca: None, timeout }
    }

    /// Reads `host[:port][,host[:port]...]`.
    pub fn parse_hosts(text: &str) -> Result<Vec<Address>, String> {
        let hosts: Vec<Address> =
            text.split(',').filter(|h| !h.trim().is_empty()).map(Address::parse).collect::<Result<_, _>>()?;
        if hosts.is_empty() {
            return Err(format!("{text:?}: no host given (write host, host:port, or several separated by commas)"));
        }
        Ok(hosts)
    }

    /// The first contact point (the one reports name).
    pub fn first(&self) -> &Address {
        &self.hosts[0]
    }
}

/// The step of connecting that failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Reading the options (the CA file).
    Options,
    /// The TCP connection to the host.
    Connect,
    /// The TLS handshake.
    Tls,
    /// Logging in.
    Authentication,
    /// Agreeing on a protocol version, and the first metadata read.
    Protocol,
}

impl Step {
    /// Its name in messages.
    pub fn name(self) -> &'static str {
        match self {
            Self::Options => "options",
            Self::Connect => "connect",
            Self::Tls => "TLS",
            Self::Authentication => "authentication",
            Self::Protocol => "protocol version",
        }
    }
}

/// The driver's session for `options`, in `runtime`. Each failure names the host, the port
/// and the step.
pub(super) fn session(
    runtime: &tokio::runtime::Runtime,
    options: &ConnectOptions,
) -> Result<scylla::client::session::Session, ConnectError> {
    use scylla::client::session_builder::SessionBuilder;
    let Some(first) = options.hosts.first() else {
        return Err(ConnectError {
            address: Address { host: String::new(), port: 0 },
            step: Step::Options,
            cause: "no host given".into(),
        });
    };
    let fail = |address: &Address, step: Step, cause: String| ConnectError { address: address.clone(), step, cause };
    let tls = match &options.tls_ca {
        Some(path) => Some(tls_config(path).map_err(|e| fail(first, Step::Options, e))?),
        None => None,
    };
    let secs = options.timeout.as_secs().max(1);
    // Step 1: a TCP connection to some host (every host refusing is reported by the first's
    // address, with each cause).
    let mut reached = None;
    let mut causes = Vec::new();
    for a in &options.hosts {
        let addr = a.to_string();
        match runtime
            .block_on(async { tokio::time::timeout(options.timeout, tokio::net::TcpStream::connect(addr)).await })
        {
            Ok(Ok(_)) => {
                reached = Some(a);
                break;
            }
            Ok(Err(e)) => causes.push(format!("{a}: {e}")),
            Err(_) => causes.push(format!("{a}: no answer within {secs} s")),
        }
    }
    let Some(reached) = reached else {
        return Err(fail(
            first,
            Step::Connect,
            format!("{} (is Cassandra running, and is this its native transport port?)", causes.join("; ")),
        ));
    };
    // Step 2: the driver's session (TLS, protocol version, authentication).
    let mut builder = SessionBuilder::new()
        .known_nodes(options.hosts.iter().map(ToString::to_string))
        .connection_timeout(options.timeout);
    if let Some(c) = &options.credentials {
        builder = builder.user(c.username.clone(), c.password.expose().to_owned());
    }
    if let Some(config) = tls {
        builder = builder.tls_context(Some(config));
    }
    if let Some(dc) = &options.local_dc {
        use scylla::client::execution_profile::ExecutionProfile;
        use scylla::policies::load_balancing::DefaultPolicy;
        let policy = DefaultPolicy::builder().prefer_datacenter(dc.clone()).permit_dc_failover(false).build();
        builder = builder.default_execution_profile_handle(
            ExecutionProfile::builder().load_balancing_policy(policy).build().into_handle(),
        );
    }
    let waiting_for = if options.tls_ca.is_some() { Step::Tls } else { Step::Protocol };
    match runtime.block_on(async { tokio::time::timeout(options.timeout, builder.build()).await }) {
        Err(_) => Err(fail(reached, waiting_for, format!("no answer within {secs} s"))),
        Ok(Err(e)) => {
            let text = scrub(&e.to_string(), options);
            let tls = options.tls_ca.is_some();
            let step = classify(&text, tls);
            Err(fail(reached, step, format!("{text}{}", hint(step, tls, options.credentials.is_some()))))
        }
        Ok(Ok(s)) => Ok(s),
    }
}

/// The step a driver's message is about.
fn classify(text: &str, tls: bool) -> Step {
    let lower = text.to_ascii_lowercase();
    let any = |words: &[&str]| words.iter().any(|w| lower.contains(w));
    if any(&["authenticat", "credentials", "password"]) {
        Step::Authentication
    } else if any(&["tls", "certificate", "handshake"])
        || (tls && any(&["corrupt message", "invalidcontenttype", "eof", "alert"]))
    {
        Step::Tls
    } else if !tls && any(&["early eof", "connection closed", "connection broken", "broken pipe", "reset by peer"]) {
        // A server that wants TLS hangs up on a plain connection after its first bytes.
        Step::Tls
    } else {
        Step::Protocol
    }
}

/// What to try, after a failure at `step` (`login`: a user was given).
fn hint(step: Step, tls: bool, login: bool) -> &'static str {
    match (step, tls, login) {
        (Step::Tls, true, _) => " (does the server speak TLS on this port?)",
        (Step::Tls, false, _) => " (the server hung up at the first request: if it requires TLS, give --tls-ca)",
        (Step::Authentication, _, true) => " (check the user, and KS_CLUSTER_PASSWORD or the password typed)",
        (Step::Authentication, _, false) => {
            " (the cluster requires a login: give --user, or the user in the window's form, and the password)"
        }
        _ => "",
    }
}

/// The driver's message with the password taken out, should it ever echo it.
fn scrub(text: &str, options: &ConnectOptions) -> String {
    match &options.credentials {
        Some(c) if !c.password.expose().is_empty() => text.replace(c.password.expose(), "<hidden>"),
        _ => text.to_owned(),
    }
}

/// A rustls client configuration trusting the certificates of `path` (PEM) only; the
/// server's certificate is checked against the host name or address given.
fn tls_config(path: &std::path::Path) -> Result<Arc<rustls::ClientConfig>, String> {
    use rustls::pki_types::CertificateDer;
    use rustls::pki_types::pem::PemObject;
    let shown = path.display();
    let bytes = std::fs::read(path).map_err(|e| format!("{shown}: cannot read the CA file: {e}"))?;
    let mut roots = rustls::RootCertStore::empty();
    let mut count = 0;
    for cert in CertificateDer::pem_slice_iter(&bytes) {
        let cert = cert.map_err(|e| format!("{shown}: not a PEM certificate file: {e}"))?;
        roots.add(cert).map_err(|e| format!("{shown}: a certificate rustls cannot use: {e}"))?;
        count += 1;
    }
    if count == 0 {
        return Err(format!("{shown}: no certificate in it (a PEM file with BEGIN CERTIFICATE blocks)"));
    }
    let provider = Arc::new(rustls::crypto::aws_lc_rs::default_provider());
    let config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| format!("TLS: {e}"))?
        .with_root_certificates(roots)
        .with_no_client_auth();
    Ok(Arc::new(config))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_password_is_never_printed() {
        let c = Credentials { username: "app".into(), password: Secret::new("s3cret".into()) };
        let options = ConnectOptions {
            credentials: Some(c),
            ..ConnectOptions::plain(&Address::parse("db").expect("address"), Duration::from_secs(1))
        };
        let shown =
            format!("{options:?} {}", options.credentials.as_ref().map(|c| c.password.to_string()).unwrap_or_default());
        assert!(!shown.contains("s3cret") && shown.contains("<hidden>"), "{shown}");
        assert_eq!(scrub("bad login app/s3cret", &options), "bad login app/<hidden>");
    }

    #[test]
    fn hosts_are_read_as_a_list() {
        let hosts = ConnectOptions::parse_hosts("a:9043, b").expect("hosts");
        assert_eq!(hosts.iter().map(ToString::to_string).collect::<Vec<_>>(), ["a:9043", "b:9042"]);
        assert!(ConnectOptions::parse_hosts(" , ").is_err());
    }

    #[test]
    fn a_ca_file_that_is_not_pem_is_refused_with_its_name() {
        let dir = tempfile::tempdir().expect("dir");
        let path = dir.path().join("ca.pem");
        std::fs::write(&path, "not a certificate").expect("write");
        let e = tls_config(&path).expect_err("refused");
        assert!(e.contains("ca.pem") && e.contains("no certificate"), "{e}");
        let missing = tls_config(&dir.path().join("none.pem")).expect_err("refused");
        assert!(missing.contains("cannot read the CA file"), "{missing}");
    }

    #[test]
    fn driver_messages_name_their_step() {
        assert_eq!(classify("Authentication failed: bad credentials", false), Step::Authentication);
        assert_eq!(classify("TLS handshake failed", true), Step::Tls);
        assert_eq!(classify("Connection closed", false), Step::Tls);
        assert_eq!(classify("received corrupt message of type InvalidContentType", true), Step::Tls);
        assert_eq!(classify("Failed to read the frame header: early eof", false), Step::Tls);
        assert_eq!(classify("Unsupported protocol version", false), Step::Protocol);
    }
}

/// What the connected server is, as far as its system tables tell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Server {
    /// `Apache Cassandra`, `ScyllaDB`, `DataStax Astra`, `DataStax Enterprise` or `Amazon Keyspaces`.
    pub product: &'static str,
    /// `release_version` of `system.local`.
    pub version: String,
}

impl Server {
    /// Reads `system.local` and the keyspaces' names.
    pub fn of(cluster: &super::Cluster) -> Result<Self, super::Refused> {
        let version = cluster
            .run("SELECT release_version FROM system.local")?
            .rows
            .into_iter()
            .flatten()
            .find_map(|v| if let model_core::proof::Value::Text(s) = v { Some(s) } else { None })
            .unwrap_or_default();
        let keyspaces = cluster.keyspaces()?;
        let has = |k: &str| keyspaces.iter().any(|x| x == k);
        let product = if has("system_schema_mcs") {
            "Amazon Keyspaces"
        } else if has("datastax_sla") {
            "DataStax Astra"
        } else if keyspaces.iter().any(|k| k.starts_with("dse_")) {
            "DataStax Enterprise"
        } else if cluster.run("SELECT key FROM system.versions LIMIT 1").is_ok() {
            "ScyllaDB"
        } else {
            "Apache Cassandra"
        };
        Ok(Self { product, version })
    }

    /// What the tool cannot promise on this server (`None`: Apache Cassandra 4.0 to 5.x,
    /// what the tests run on).
    pub fn caveat(&self) -> Option<String> {
        let major: u32 = self.version.split('.').next().and_then(|m| m.parse().ok()).unwrap_or(0);
        match self.product {
            "Apache Cassandra" if (4..=5).contains(&major) => None,
            "Apache Cassandra" => Some(format!("Apache Cassandra {}: only 4.0, 4.1 and 5.0 are tested; SAI and vector indexes need 5.0", self.version)),
            "ScyllaDB" => Some("ScyllaDB: its system_schema is read as Cassandra's; SAI and vector indexes, and options ScyllaDB lacks, are refused by it (target scylladb)".into()),
            "Amazon Keyspaces" => Some("Amazon Keyspaces: no materialized views, no secondary indexes, no logged batches across partitions; keyspaces are created by its own replication (target keyspaces)".into()),
            "DataStax Astra" => Some("DataStax Astra: keyspaces are created in its console, not by CQL; reach it through its secure connect bundle's proxy (not read here) (target astra)".into()),
            _ => Some(format!("{} {}: read as Apache Cassandra; not tested (target dse-6.8)", self.product, self.version)),
        }
    }
}

impl fmt::Display for Server {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.product, self.version)
    }
}

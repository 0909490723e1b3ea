//! A live Apache Cassandra cluster, reached with the `scylla` driver: the only module of the
//! program that speaks to a database (model-core stays free of I/O and networking). Its calls
//! are blocking (a current-thread tokio runtime inside), so the command line and the window's
//! background tasks use it like any other I/O.
//!
//! - [`Cluster::connect`]: a session to `host[:port]`, or a [`ConnectError`] naming the host,
//!   the port and what failed;
//! - [`Cluster::run`]: one statement, its server warnings kept, a refusal worded by the
//!   server ([`Refused`]);
//! - [`Cluster::prepare`], [`Cluster::execute`], [`Cluster::batch`]: bound values
//!   ([`values`]);
//! - [`script`]: a CQL file run statement by statement, each refusal with its line;
//! - [`prove`]: a model's CQL and data on the cluster, its queries' rows checked;
//! - [`rehearsal`]: a migration (`diff`'s plan) run on the old model's data, its rows checked.

pub mod answer;
pub mod apply;
pub mod connect;
pub mod live_schema;
pub mod prove;
pub mod rehearsal;
pub mod scratch;
pub mod script;
pub mod values;
pub mod verify;

use model_core::proof::Value;
use scylla::client::session::Session;
use scylla::statement::batch::{Batch, BatchType};
use scylla::statement::prepared::PreparedStatement;
use scylla::value::CqlValue;
use std::fmt;
use std::time::Duration;

/// The native port when none is given.
pub const DEFAULT_PORT: u16 = 9042;

/// Where a cluster is: `host[:port]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Address {
    /// Host name or address.
    pub host: String,
    /// Native transport port.
    pub port: u16,
}

impl Address {
    /// Reads `host`, `host:port`, `[v6]` or `[v6]:port`.
    pub fn parse(text: &str) -> Result<Self, String> {
        let text = text.trim();
        let (host, port) = if let Some(rest) = text.strip_prefix('[') {
            let (host, after) =
                rest.split_once(']').ok_or_else(|| format!("{text}: an IPv6 address needs its closing `]`"))?;
            (host, after.strip_prefix(':'))
        } else {
            match text.rsplit_once(':') {
                Some((h, p)) if !h.contains(':') => (h, Some(p)),
                _ => (text, None),
            }
        };
        if host.is_empty() {
            return Err(format!("{text}: no host given (write host or host:port)"));
        }
        let port = match port {
            None => DEFAULT_PORT,
            Some(p) => p
                .parse::<u16>()
                .ok()
                .filter(|&p| p > 0)
                .ok_or_else(|| format!("{text}: `{p}` is not a port (1 to 65535)"))?,
        };
        Ok(Self { host: host.to_owned(), port })
    }
}

impl fmt::Display for Address {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.host.contains(':') {
            write!(f, "[{}]:{}", self.host, self.port)
        } else {
            write!(f, "{}:{}", self.host, self.port)
        }
    }
}

/// The cluster could not be reached.
#[derive(Clone, Debug)]
pub struct ConnectError {
    /// Where it was looked for.
    pub address: Address,
    /// The step that failed.
    pub step: connect::Step,
    /// What failed, in the driver's words (never a password).
    pub cause: String,
}

impl fmt::Display for ConnectError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "cannot reach Cassandra at host {} port {} (step: {}): {}",
            self.address.host,
            self.address.port,
            self.step.name(),
            self.cause
        )
    }
}

/// A statement the server refused, in its words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused {
    /// The server's (or the driver's) message.
    pub message: String,
}

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// What a statement returned: its rows (none for a write) and the server's warnings.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Outcome {
    /// The column names of the rows, in order.
    pub columns: Vec<String>,
    /// The rows, each value converted back to a [`Value`] (a null is [`Value::Null`]).
    pub rows: Vec<Vec<Value>>,
    /// Warnings the server sent with its answer (guardrails, batch sizes...).
    pub warnings: Vec<String>,
}

/// A session with a cluster.
pub struct Cluster {
    runtime: tokio::runtime::Runtime,
    session: Session,
    /// Where it is.
    pub address: Address,
}

impl Cluster {
    /// Connects to one host without credentials or TLS, waiting at most `timeout` per step.
    pub fn connect(address: &Address, timeout: Duration) -> Result<Self, ConnectError> {
        Self::connect_with(&connect::ConnectOptions::plain(address, timeout))
    }

    /// Connects as `options` say (hosts, local data centre, credentials, TLS); a failure
    /// names the host, the port and the step.
    pub fn connect_with(options: &connect::ConnectOptions) -> Result<Self, ConnectError> {
        let address = options.hosts.first().cloned().unwrap_or(Address { host: String::new(), port: DEFAULT_PORT });
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().map_err(|e| ConnectError {
            address: address.clone(),
            step: connect::Step::Options,
            cause: format!("cannot start the client: {e}"),
        })?;
        let session = connect::session(&runtime, options)?;
        Ok(Self { runtime, session, address })
    }

    /// Runs one statement without bound values.
    pub fn run(&self, statement: &str) -> Result<Outcome, Refused> {
        let result =
            self.runtime.block_on(self.session.query_unpaged(statement, &[] as &[CqlValue])).map_err(refused)?;
        outcome(result)
    }

    /// Prepares a statement with `?` markers. A nearest-neighbour search (`ANN OF`) runs at
    /// `LOCAL_ONE`: Cassandra 5.0 runs top-K queries at ONE or LOCAL_ONE only (and warns that
    /// it downgraded any other level).
    pub fn prepare(&self, statement: &str) -> Result<PreparedStatement, Refused> {
        let mut p = self.runtime.block_on(self.session.prepare(statement)).map_err(refused)?;
        if statement.to_ascii_uppercase().contains(" ANN OF ") {
            p.set_consistency(scylla::statement::Consistency::LocalOne);
        }
        Ok(p)
    }

    /// Runs a prepared statement with its values (converted to the markers' types).
    pub fn execute(&self, prepared: &PreparedStatement, bound: &[Value]) -> Result<Outcome, Refused> {
        self.execute_timed(prepared, bound).map(|(o, _)| o)
    }

    /// [`Self::execute`], with the time of the driver's round trip alone: binding the values
    /// before it and reading the rows after it are the tool's own work, outside that time.
    pub fn execute_timed(
        &self,
        prepared: &PreparedStatement,
        bound: &[Value],
    ) -> Result<(Outcome, std::time::Duration), Refused> {
        let row = values::bind(prepared, bound).map_err(|message| Refused { message })?;
        let start = std::time::Instant::now();
        let result = self.runtime.block_on(self.session.execute_unpaged(prepared, row));
        let driver = start.elapsed();
        Ok((outcome(result.map_err(refused)?)?, driver))
    }

    /// Runs prepared statements as one batch (logged, or unlogged for counters: Cassandra
    /// takes counter updates only in a counter batch).
    pub fn batch(&self, statements: &[(&PreparedStatement, &[Value])], kind: BatchKind) -> Result<Outcome, Refused> {
        let (batch, rows) = batch_of(statements, kind)?;
        let result = self.runtime.block_on(self.session.batch(&batch, rows)).map_err(refused)?;
        outcome(result)
    }

    /// Runs writes (a statement, or a batch of them) with up to `in_flight` requests on the
    /// wire at once; the results in the writes' order. Loading sample data one request at a
    /// time waited a round trip per row (issue 42). The writes of a load are upserts of the
    /// same values, counter increments and set additions, so their order does not change the
    /// rows they leave: a request is sent as soon as any other is answered (answers kept in
    /// order held the slots of answered requests behind a slow one).
    pub fn write_all<'w>(&self, writes: &'w [Write<'w>], in_flight: usize) -> Vec<Result<(), Refused>> {
        use futures_util::stream::{self, StreamExt};
        let session = &self.session;
        let one = |w: &'w Write<'w>| {
            // Bound before the request is sent, so a value that does not fit is said as a refusal.
            let bound = match w {
                Write::One(p, v) => {
                    values::bind(p, v).map(|row| Bound::One(p, row)).map_err(|message| Refused { message })
                }
                Write::Batch(statements, kind) => {
                    batch_of(statements, *kind).map(|(batch, rows)| Bound::Batch(batch, rows))
                }
            };
            async move {
                match bound? {
                    Bound::One(p, row) => session.execute_unpaged(p, row).await.map(|_| ()).map_err(refused),
                    Bound::Batch(batch, rows) => session.batch(&batch, rows).await.map(|_| ()).map_err(refused),
                }
            }
        };
        let numbered = writes.iter().enumerate().map(|(i, w)| {
            let run = one(w);
            async move { (i, run.await) }
        });
        let mut answers: Vec<(usize, Result<(), Refused>)> =
            self.runtime.block_on(stream::iter(numbered).buffer_unordered(in_flight.max(1)).collect());
        answers.sort_unstable_by_key(|(i, _)| *i);
        answers.into_iter().map(|(_, r)| r).collect()
    }

    /// Waits until every node agrees on the schema (after a CREATE or DROP).
    pub fn await_schema(&self) -> Result<(), Refused> {
        self.runtime
            .block_on(self.session.await_schema_agreement())
            .map(|_| ())
            .map_err(|e| Refused { message: e.to_string() })
    }

    /// The names of the cluster's data centres (from `system.local` and `system.peers`).
    pub fn datacenters(&self) -> Result<Vec<String>, Refused> {
        let mut out: Vec<String> = Vec::new();
        for q in ["SELECT data_center FROM system.local", "SELECT data_center FROM system.peers"] {
            for row in self.run(q)?.rows {
                if let Some(Value::Text(dc)) = row.into_iter().next() {
                    if !out.contains(&dc) {
                        out.push(dc);
                    }
                }
            }
        }
        out.sort();
        Ok(out)
    }

    /// The names of the cluster's keyspaces.
    pub fn keyspaces(&self) -> Result<Vec<String>, Refused> {
        let rows = self.run("SELECT keyspace_name FROM system_schema.keyspaces")?.rows;
        Ok(rows
            .into_iter()
            .filter_map(|r| r.into_iter().next())
            .filter_map(|v| if let Value::Text(s) = v { Some(s) } else { None })
            .collect())
    }

    /// The server's own CQL for a keyspace (`DESCRIBE KEYSPACE`, Cassandra 4.0 and later):
    /// its CREATE statements as the server would write them.
    pub fn describe_keyspace(&self, keyspace: &str) -> Result<String, Refused> {
        let o = self.run(&format!("DESCRIBE KEYSPACE {}", model_core::cql::quote_identifier(keyspace)))?;
        let at = o.columns.iter().position(|c| c == "create_statement").unwrap_or(o.columns.len().saturating_sub(1));
        let mut text = String::new();
        for row in o.rows {
            if let Some(Value::Text(s)) = row.into_iter().nth(at) {
                text.push_str(&s);
                text.push_str("\n\n");
            }
        }
        Ok(text)
    }
}

/// A write with its values bound, ready to send ([`Cluster::write_all`]).
enum Bound<'a> {
    One(&'a PreparedStatement, Vec<Option<CqlValue>>),
    Batch(Batch, Vec<Vec<Option<CqlValue>>>),
}

/// A batch of prepared statements with their values bound (logged, or of counters).
fn batch_of(
    statements: &[(&PreparedStatement, &[Value])],
    kind: BatchKind,
) -> Result<(Batch, Vec<Vec<Option<CqlValue>>>), Refused> {
    let mut batch = Batch::new(match kind {
        BatchKind::Logged => BatchType::Logged,
        BatchKind::Counter => BatchType::Counter,
    });
    let mut rows = Vec::with_capacity(statements.len());
    for (p, v) in statements {
        batch.append_statement((*p).clone());
        rows.push(values::bind(p, v).map_err(|message| Refused { message })?);
    }
    Ok((batch, rows))
}

/// One write of a load: a prepared statement with its values, or a batch of them.
pub enum Write<'a> {
    /// One statement.
    One(&'a PreparedStatement, &'a [Value]),
    /// A batch, logged or of counters.
    Batch(Vec<(&'a PreparedStatement, &'a [Value])>, BatchKind),
}

/// The kind of a batch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BatchKind {
    /// A logged batch: all or nothing.
    Logged,
    /// A counter batch (counter updates only).
    Counter,
}

fn refused(e: impl fmt::Display) -> Refused {
    Refused { message: e.to_string() }
}

fn outcome(result: scylla::response::query_result::QueryResult) -> Result<Outcome, Refused> {
    let warnings: Vec<String> = result.warnings().map(str::to_owned).collect();
    if !result.is_rows() {
        return Ok(Outcome { warnings, ..Outcome::default() });
    }
    let rows = result.into_rows_result().map_err(refused)?;
    let columns: Vec<String> = rows.column_specs().iter().map(|c| c.name().to_owned()).collect();
    let mut out = Vec::with_capacity(rows.rows_num());
    for row in rows.rows::<scylla::value::Row>().map_err(refused)? {
        let row = row.map_err(refused)?;
        out.push(row.columns.into_iter().map(|c| c.map_or(Value::Null, values::from_cql)).collect());
    }
    Ok(Outcome { columns, rows: out, warnings })
}

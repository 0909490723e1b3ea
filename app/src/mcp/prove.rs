//! The `prove` tool, offered only when the server was started with `--cluster`: the model
//! run on that cluster as `keyspace-studio prove --json` runs it (scratch keyspaces, dropped
//! afterwards). No other cluster is ever reached: the address is fixed at start.

use super::args::ProveArgs;
use super::paths::Allowed;
use super::tools::{Reply, project};
use crate::cluster::prove::{Options, prove};
use crate::cluster::{Address, Cluster};
use rmcp::model::ErrorData;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Seconds to wait for the cluster to answer.
const CONNECT_SECONDS: u64 = 20;

/// Runs `prove` on the server's cluster; `cancel` stops it between statements.
pub fn run(args: &ProveArgs, allowed: &Allowed, cluster: &Address, cancel: &AtomicBool) -> Result<Reply, ErrorData> {
    let project = project(args.source(), allowed)?;
    let connection = Cluster::connect(cluster, Duration::from_secs(CONNECT_SECONDS)).map_err(|e| {
        ErrorData::internal_error(format!("the server's cluster {}:{}: {e}", cluster.host, cluster.port), None)
    })?;
    let options = Options { rows: args.rows, seed: args.seed, parameter_sets: 24 };
    let report = prove(&connection, &project, &options, &mut |_| {}, cancel);
    let summary = if report.holds() {
        format!(
            "proved on {}:{}: every statement accepted, every query's rows as the query means",
            cluster.host, cluster.port
        )
    } else {
        format!(
            "on {}:{}: a statement was refused or a query's rows differ (see the report)",
            cluster.host, cluster.port
        )
    };
    let structured = report.to_json();
    let document = crate::cli::json_text(&structured).ok();
    Ok(Reply { summary, structured, document })
}

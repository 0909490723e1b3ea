//! `keyspace-studio import --live HOST[:PORT] [--keyspace K]... -o project.json`: the live
//! schema read from `system_schema` (`cluster::live_schema`) and imported by the one CQL
//! importer, as the same schema's CQL file would be, with the same report.

use super::import::{ImportArgs, write_and_report};
use super::terminal::{Screen, print_stderr, terminal_safe};
use crate::cluster::live_schema;
use std::process::ExitCode;

/// Runs `import --live`.
pub fn run(args: &ImportArgs, hosts: &str) -> Result<ExitCode, String> {
    if !args.define.is_empty()
        || args.dialect.is_some()
        || args.json
        || !args.reject_join.is_empty()
        || args.no_inferred_relationships
    {
        return Err(
            "--define, --dialect, --json, --reject-join and --no-inferred-relationships are for files, not --live"
                .to_owned(),
        );
    }
    let cluster = args.access.connect(hosts)?;
    let live = live_schema::read(&cluster, &args.keyspace)
        .map_err(|e| format!("{}: cannot read the schema: {e}", cluster.address))?;
    if live.keyspaces.is_empty() {
        return Err(format!(
            "{}: the cluster has no keyspace but the system ones (name one with --keyspace to import it)",
            cluster.address
        ));
    }
    let name = match live.keyspaces.as_slice() {
        [one] => one.clone(),
        _ => "cluster".to_owned(),
    };
    let imported = model_core::import::cql::import_named(&live.cql, &name);
    if !live.left_out.is_empty() {
        let mut s = Screen::new();
        for l in &live.left_out {
            s.line(format_args!("{}: left out (not imported): {}", cluster.address, terminal_safe(l)));
        }
        print_stderr(&s);
    }
    write_and_report(&imported, args.output.as_deref(), &format!("{} ({})", cluster.address, live.keyspaces.join(", ")))
}

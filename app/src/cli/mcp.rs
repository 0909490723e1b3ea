//! `keyspace-studio mcp [--allow DIR]... [--cluster HOST[:PORT]] [--max-message-bytes N]`:
//! the Model Context Protocol server ([`crate::mcp`]) on standard input and output.

use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `mcp`.
#[derive(Debug, Args)]
#[command(after_long_help = "\
An assistant starts the server itself. In Claude Desktop's claude_desktop_config.json, or any \
client's mcp.json:

  {\"mcpServers\": {\"keyspace-studio\": {\"command\": \"keyspace-studio\",
      \"args\": [\"mcp\", \"--allow\", \"/home/me/models\"]}}}

Tools: derive, check, explain, export_cql, import, edit (and prove with --cluster). \
Resources: the method (docs/method.md) and the samples. Prompts: design_from_queries, \
review_schema. docs/mcp.md says more.")]
pub struct McpArgs {
    /// A folder whose files the tools may read and write (repeatable; default: the current
    /// folder). Nothing outside is read or written, whatever links lead there.
    #[arg(long, value_name = "DIR")]
    pub allow: Vec<PathBuf>,
    /// The cluster `prove` runs on (`host` or `host:port`); without it there is no `prove`
    /// and no connection to any cluster.
    #[arg(long, value_name = "HOST[:PORT]")]
    pub cluster: Option<String>,
    /// The most bytes of one message; a longer one is answered with an error, unread.
    #[arg(long, value_name = "BYTES", default_value_t = crate::mcp::DEFAULT_MAX_MESSAGE_BYTES)]
    pub max_message_bytes: usize,
}

/// Runs the server until the client closes its standard input.
pub fn run(args: &McpArgs) -> Result<ExitCode, String> {
    let allow = if args.allow.is_empty() { vec![PathBuf::from(".")] } else { args.allow.clone() };
    let cluster = args.cluster.as_deref().map(crate::cluster::Address::parse).transpose()?;
    crate::mcp::serve(crate::mcp::Options { allow, cluster, max_message_bytes: args.max_message_bytes.max(1024) })?;
    Ok(ExitCode::SUCCESS)
}

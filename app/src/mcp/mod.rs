//! `keyspace-studio mcp`: the derivation, checks, explanations and CQL export offered to AI
//! assistants as a Model Context Protocol server on standard input and output, built on the
//! protocol's official Rust SDK (`rmcp`). `docs/mcp.md` describes it.
//!
//! Here: the options fixed at start and the loop that runs the server; `frames.rs` bounds
//! each message before the SDK reads it; `server.rs` is the handler; `tools.rs`, `import.rs`,
//! `edits.rs`, `explain.rs` and `prove.rs` the tools (`args.rs` their arguments);
//! `paths.rs` the folders the server may use; `resources.rs` and `prompts.rs` the rest.

mod args;
mod edits;
mod explain;
mod frames;
mod grade;
mod import;
mod paths;
mod prompts;
mod prove;
mod resources;
mod server;
mod tools;

pub use frames::{IdScanner, too_long};

use crate::cluster::Address;
use rmcp::ServiceExt;
use std::path::PathBuf;
use std::sync::Arc;
use tokio::io::{AsyncBufReadExt, BufReader};

/// The most bytes of one message by default: 8 MiB, many times the largest project a person
/// draws, far below what would strain the machine.
pub const DEFAULT_MAX_MESSAGE_BYTES: usize = 8 * 1024 * 1024;

/// Tool calls run at once; more wait for one to end (two cores' worth of work, and the
/// memory of four models).
pub const MAX_TOOLS_AT_ONCE: usize = 4;

/// What the server is given at start, and keeps: nothing else is reached.
#[derive(Clone, Debug)]
pub struct Options {
    /// The folders whose files the tools may read and write.
    pub allow: Vec<PathBuf>,
    /// The one cluster `prove` may connect to (none: no `prove`).
    pub cluster: Option<Address>,
    /// The most bytes of one incoming message.
    pub max_message_bytes: usize,
}

/// Serves MCP on standard input and output until the client closes standard input.
pub fn serve(options: Options) -> Result<(), String> {
    let allowed = paths::Allowed::new(&options.allow)?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        // Tools run on the blocking threads, and an import reads untrusted SQL.
        .thread_stack_size(model_core::import::IMPORT_STACK_BYTES)
        .build()
        .map_err(|e| format!("cannot start the server: {e}"))?;
    let limit = options.max_message_bytes;
    runtime.block_on(run(server::Server::new(allowed, options), limit))
}

/// The server between the framing and standard output.
async fn run(server: server::Server, limit: usize) -> Result<(), String> {
    let out: frames::Output<tokio::io::Stdout> = Arc::new(tokio::sync::Mutex::new(tokio::io::stdout()));
    // The SDK reads what the framing lets through, and writes into a pipe read line by line.
    let (sdk_in, frames_out) = tokio::io::duplex(64 * 1024);
    let (sdk_out, replies) = tokio::io::duplex(64 * 1024);
    let (sdk_read, _) = tokio::io::split(sdk_in);
    let (_, sdk_write) = tokio::io::split(sdk_out);
    let pump = frames::pump(BufReader::new(tokio::io::stdin()), frames_out, out.clone(), limit);
    let forward = forward(BufReader::new(replies), out);
    let service = async {
        let running =
            server.serve((sdk_read, sdk_write)).await.map_err(|e| format!("the MCP session did not start: {e}"))?;
        running.waiting().await.map_err(|e| format!("the MCP session ended badly: {e}"))?;
        Ok::<(), String>(())
    };
    let (pumped, served, forwarded) = tokio::join!(pump, service, forward);
    pumped.map_err(|e| format!("standard input: {e}"))?;
    forwarded.map_err(|e| format!("standard output: {e}"))?;
    served
}

/// Copies the SDK's replies to standard output, a whole line at a time.
async fn forward(
    mut replies: BufReader<tokio::io::DuplexStream>,
    out: frames::Output<tokio::io::Stdout>,
) -> std::io::Result<()> {
    let mut line = Vec::new();
    loop {
        line.clear();
        if replies.read_until(b'\n', &mut line).await? == 0 {
            return Ok(());
        }
        frames::write_line(&out, line.strip_suffix(b"\n").unwrap_or(&line)).await?;
    }
}

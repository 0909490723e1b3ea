//! The MCP handler: lists and calls the tools, reads the resources, fills in the prompts.
//! Each tool runs on a thread of its own (the model's work is synchronous and may take
//! seconds), at most [`super::MAX_TOOLS_AT_ONCE`] at a time, while the handler keeps answering: a request the client cancels is answered no
//! more (the SDK drops it), and its work is told to stop where it can (`prove`).

use super::Options;
use super::paths::Allowed;
use super::tools::{self, Reply};
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, ContentBlock, ErrorData, GetPromptRequestParams,
    GetPromptResponse, Implementation, ListPromptsResult, ListResourcesResult, ListToolsResult, PaginatedRequestParams,
    ReadResourceRequestParams, ReadResourceResponse, ServerCapabilities, ServerConfig,
};
use rmcp::service::{RequestContext, RoleServer};
use rmcp::{ServerHandler, model::JsonObject};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// The server's state: what it may touch, fixed at start.
#[derive(Clone, Debug)]
pub struct Server {
    allowed: Arc<Allowed>,
    options: Arc<Options>,
    /// One permit per tool call running.
    running: Arc<tokio::sync::Semaphore>,
}

impl Server {
    /// A server that may use the folders and cluster the options name.
    pub fn new(allowed: Allowed, options: Options) -> Self {
        Self {
            allowed: Arc::new(allowed),
            options: Arc::new(options),
            running: Arc::new(tokio::sync::Semaphore::new(super::MAX_TOOLS_AT_ONCE)),
        }
    }

    /// Runs one tool to its reply.
    fn run(&self, name: &str, arguments: Option<JsonObject>, cancel: &AtomicBool) -> Result<Reply, ErrorData> {
        let allowed = &self.allowed;
        match name {
            "derive" => tools::derive(&tools::arguments(name, arguments)?, allowed),
            "check" => tools::check(&tools::arguments(name, arguments)?, allowed),
            "explain" => tools::explain(&tools::arguments(name, arguments)?, allowed),
            "export_cql" => tools::export(&tools::arguments(name, arguments)?, allowed),
            "import" => super::import::run(&tools::arguments(name, arguments)?, allowed),
            "edit" => super::edits::run(&tools::arguments(name, arguments)?, allowed),
            "grade" => super::grade::run(&tools::arguments(name, arguments)?, allowed),
            "prove" => match &self.options.cluster {
                Some(cluster) => super::prove::run(&tools::arguments(name, arguments)?, allowed, cluster, cancel),
                None => Err(unknown(name, false)),
            },
            _ => Err(unknown(name, self.options.cluster.is_some())),
        }
    }
}

/// The error for a tool the server does not have.
fn unknown(name: &str, with_cluster: bool) -> ErrorData {
    let names: Vec<String> = tools::list(with_cluster).iter().map(|t| t.name.to_string()).collect();
    let prove = if with_cluster { "" } else { " (prove only when the server is started with --cluster)" };
    tools::refused(format!("unknown tool {name:?}; tools: {}{prove}", names.join(", ")))
}

/// The reply as MCP gives it: the short text, then the command's document, and the
/// structured result.
fn result(reply: Reply) -> CallToolResult {
    let mut content = vec![ContentBlock::text(reply.summary)];
    if let Some(doc) = reply.document {
        content.push(ContentBlock::text(doc));
    }
    let mut r = CallToolResult::success(content);
    r.structured_content = Some(reply.structured);
    r
}

/// Stops a tool's work (where it looks) when its request is dropped: cancelled, or the
/// connection closed.
struct StopOnDrop(Arc<AtomicBool>);

impl Drop for StopOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

impl ServerHandler for Server {
    fn get_info(&self) -> ServerConfig {
        let capabilities = ServerCapabilities::builder().enable_tools().enable_resources().enable_prompts().build();
        ServerConfig::new(capabilities)
            .with_server_info(Implementation::new("keyspace-studio", env!("CARGO_PKG_VERSION")).with_title("Keyspace Studio"))
            .with_instructions(
                "Keyspace Studio models Apache Cassandra data query-first (the Chebotko method). Build or change a model with \
                 `edit` (or `import` a schema), then `derive` its tables, `check` it and `explain` a table or column; \
                 `export_cql` writes its CQL. Projects are files inside the folders this server was started with, or given \
                 whole as `project`. The resource keyspace-studio://docs/method.md says how the method is applied.",
            )
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        Ok(ListToolsResult::with_all_items(tools::list(self.options.cluster.is_some())))
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        let cancel = Arc::new(AtomicBool::new(false));
        let _stop = StopOnDrop(cancel.clone());
        let server = self.clone();
        let name = request.name.to_string();
        let arguments = request.arguments;
        let flag = cancel.clone();
        let work = async move {
            // The permit goes with the work: a cancelled call's work still counts until it ends.
            let permit = server.running.clone().acquire_owned().await;
            tokio::task::spawn_blocking(move || {
                let _permit = permit;
                server.run(&name, arguments, &flag)
            })
            .await
        };
        tokio::select! {
            done = work => match done {
                Ok(reply) => Ok(result(reply?).into()),
                Err(e) => Err(ErrorData::internal_error(format!("the tool failed: {e}"), None)),
            },
            () = context.ct.cancelled() => Err(ErrorData::internal_error("request cancelled", None)),
        }
    }

    async fn list_resources(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListResourcesResult, ErrorData> {
        Ok(ListResourcesResult::with_all_items(super::resources::list()))
    }

    async fn read_resource(
        &self,
        request: ReadResourceRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<ReadResourceResponse, ErrorData> {
        super::resources::read(&request.uri).map(Into::into)
    }

    async fn list_prompts(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListPromptsResult, ErrorData> {
        Ok(ListPromptsResult::with_all_items(super::prompts::list()))
    }

    async fn get_prompt(
        &self,
        request: GetPromptRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<GetPromptResponse, ErrorData> {
        super::prompts::get(&request.name, request.arguments.as_ref()).map(Into::into)
    }
}

//! What the MCP client tests share: finding the clients, running a session, the command
//! line's answers to compare with, and the hotel model as a script of edits.

use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Once;
use std::time::{Duration, Instant};

static SKIPPED: Once = Once::new();

/// The repository's root (the server runs there, and may use it).
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").canonicalize().expect("the repository")
}

fn clients() -> PathBuf {
    match std::env::var_os("KS_MCP_CLIENTS") {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => root().join("target/mcp-clients"),
    }
}

/// A client's program when it is installed; else `None`, said once (a failure under CI).
fn client(relative: &str, what: &str) -> Option<PathBuf> {
    let path = clients().join(relative);
    if path.exists() {
        return Some(path);
    }
    assert!(
        std::env::var("CI").map_or(true, |v| v != "true"),
        "CI runs the MCP client tests and {what} is not at {} (.ci/mcp-clients.sh installs it)",
        path.display()
    );
    SKIPPED.call_once(|| {
        eprintln!("MCP client tests skipped: {what} is not at {} (run .ci/mcp-clients.sh)", path.display());
    });
    None
}

/// The Python SDK's interpreter (its venv).
pub fn python() -> Option<PathBuf> {
    client("venv/bin/python", "the Python MCP SDK")
}

/// The MCP Inspector.
pub fn inspector() -> Option<PathBuf> {
    client("node/node_modules/.bin/mcp-inspector", "the MCP Inspector")
}

/// Every sample project, as `sample-projects/NAME.json`.
pub fn samples() -> Vec<String> {
    let mut out: Vec<String> = std::fs::read_dir(root().join("sample-projects"))
        .expect("samples")
        .filter_map(Result::ok)
        .filter_map(|e| e.file_name().to_str().filter(|n| n.ends_with(".json")).map(|n| format!("sample-projects/{n}")))
        .collect();
    out.sort();
    out
}

/// `sample-projects/hotel.json` → `hotel.json`.
pub fn file_name(sample: &str) -> &str {
    sample.rsplit('/').next().unwrap_or(sample)
}

/// A JSON file of the repository.
pub fn read_json(relative: &str) -> Value {
    serde_json::from_str(&std::fs::read_to_string(root().join(relative)).expect("read")).expect("JSON")
}

/// Runs the command line in the repository; its standard output and exit code.
fn cli(args: &[&str]) -> (String, i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_keyspace-studio"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("the command runs");
    (
        String::from_utf8(out.stdout).expect("UTF-8"),
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The command's JSON document.
pub fn cli_json(args: &[&str]) -> Value {
    serde_json::from_str(&cli(args).0).expect("the command prints JSON")
}

/// The command's one-line error, without the program's name.
pub fn cli_error(args: &[&str]) -> String {
    let (_, code, err) = cli(args);
    assert_eq!(code, 2, "{args:?} fails to read");
    err.trim().trim_start_matches("keyspace-studio: ").to_owned()
}

/// Two JSON documents alike, numbers compared by value (a client may write `5.0` as `5`).
pub fn same_json(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => x.as_f64() == y.as_f64(),
        (Value::Array(x), Value::Array(y)) => x.len() == y.len() && x.iter().zip(y).all(|(x, y)| same_json(x, y)),
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len() && x.iter().all(|(k, v)| y.get(k).is_some_and(|w| same_json(v, w)))
        }
        _ => a == b,
    }
}

/// What the command line answers for one sample.
pub struct Cli {
    /// The sample.
    pub sample: String,
    /// Its text.
    pub file_text: String,
    /// The project in canonical form.
    pub project: Value,
    derive: String,
    check: String,
    schema: String,
    queries: String,
    writes: String,
    imported: String,
    /// Where its schema.cql was written (imported back by the `import` tool).
    pub schema_file: String,
    /// Its first derived table.
    pub first_table: String,
}

impl Cli {
    /// Runs `derive --json --tradeoffs`, `check --json`, `export` and `import` on a sample,
    /// writing into a folder of `scratch`.
    pub fn of(sample: &str, scratch: &Path) -> Self {
        let dir = scratch.join(file_name(sample).trim_end_matches(".json"));
        std::fs::create_dir_all(&dir).expect("folder");
        let file = |name: &str| dir.join(name).display().to_string();
        let (derive, code, _) = cli(&["derive", sample, "--json", "--tradeoffs"]);
        assert_eq!(code, 0, "{sample}: derive");
        let (check, code, _) = cli(&["check", sample, "--json"]);
        assert!(code <= 1, "{sample}: check");
        let (schema_file, queries_file, writes_file) = (file("schema.cql"), file("queries.cql"), file("writes.cql"));
        let (_, code, _) =
            cli(&["export", sample, "-o", &schema_file, "--queries", &queries_file, "--writes", &writes_file]);
        assert_eq!(code, 0, "{sample}: export");
        let imported_file = file("imported.json");
        let (_, code, _) = cli(&["import", &schema_file, "-o", &imported_file]);
        assert_eq!(code, 0, "{sample}: import");
        let read = |f: &str| std::fs::read_to_string(f).expect("written");
        let first_table = serde_json::from_str::<Value>(&derive).expect("JSON")["tables"][0]["name"]
            .as_str()
            .expect("a table")
            .to_owned();
        let file_text = std::fs::read_to_string(root().join(sample)).expect("sample");
        // The project as the window saves it (`fmt`): what the `edit` tool gives back.
        let canonical = file("canonical.json");
        std::fs::write(&canonical, &file_text).expect("write");
        assert!(cli(&["fmt", &canonical]).1 == 0, "{sample}: fmt");
        Self {
            sample: sample.to_owned(),
            project: serde_json::from_str(&read(&canonical)).expect("JSON"),
            file_text,
            check,
            schema: read(&schema_file),
            queries: read(&queries_file),
            writes: read(&writes_file),
            imported: read(&imported_file),
            derive,
            schema_file,
            first_table,
        }
    }

    fn same_document(&self, tool: &str, reply: &Value, document: &str) {
        assert_eq!(
            reply["content"][1]["text"].as_str(),
            Some(document),
            "{}: {tool}'s document is not the command's",
            self.sample
        );
        let parsed: Value = serde_json::from_str(document).expect("JSON");
        assert!(
            same_json(&reply["structuredContent"], &parsed),
            "{}: {tool}'s structured result is not the command's",
            self.sample
        );
    }

    /// The `derive` tool answered as `derive --json --tradeoffs`.
    pub fn same_as_derive(&self, reply: &Value) {
        self.same_document("derive", reply, &self.derive);
    }

    /// The `check` tool answered as `check --json`.
    pub fn same_as_check(&self, reply: &Value) {
        self.same_document("check", reply, &self.check);
    }

    /// The `export_cql` tool gave the files `export` writes.
    pub fn same_as_export(&self, reply: &Value) {
        let s = &reply["structuredContent"];
        assert_eq!(s["schema"].as_str(), Some(self.schema.as_str()), "{}: schema.cql", self.sample);
        assert_eq!(s["queries"].as_str(), Some(self.queries.as_str()), "{}: queries.cql", self.sample);
        assert_eq!(s["writes"].as_str(), Some(self.writes.as_str()), "{}: writes.cql", self.sample);
        assert_eq!(reply["content"][1]["text"].as_str(), Some(self.schema.as_str()));
    }

    /// The `import` tool gave the project `import -o` writes.
    pub fn same_as_import(&self, reply: &Value) {
        assert_eq!(
            reply["content"][1]["text"].as_str(),
            Some(self.imported.as_str()),
            "{}: the imported project",
            self.sample
        );
        let parsed: Value = serde_json::from_str(&self.imported).expect("JSON");
        assert!(same_json(&reply["structuredContent"]["project"], &parsed), "{}: the imported project", self.sample);
    }
}

/// A reply that succeeded: its result.
pub fn ok(reply: &Value) -> &Value {
    assert_eq!(reply["ok"], json!(true), "{reply}");
    &reply["result"]
}

/// Waits for a client, reading what it writes meanwhile, and kills it after five minutes (a
/// hang fails the test, never the run).
fn finish(mut child: std::process::Child, what: &str) -> std::process::Output {
    let drain = |pipe: Option<Box<dyn std::io::Read + Send>>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            if let Some(mut pipe) = pipe {
                let _ = pipe.read_to_end(&mut bytes);
            }
            bytes
        })
    };
    let stdout = drain(child.stdout.take().map(|p| Box::new(p) as Box<dyn std::io::Read + Send>));
    let stderr = drain(child.stderr.take().map(|p| Box::new(p) as Box<dyn std::io::Read + Send>));
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break status;
        }
        if started.elapsed() > Duration::from_secs(300) {
            let _ = child.kill();
            panic!("{what} hung");
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    std::process::Output { status, stdout: stdout.join().expect("stdout"), stderr: stderr.join().expect("stderr") }
}

/// Runs `steps` through the Python SDK's client against `keyspace-studio mcp --allow ROOT
/// [--allow DIR]...`; one reply per step.
pub fn python_session(python: &Path, steps: &[Value], allow: &[&Path]) -> Vec<Value> {
    let mut args: Vec<std::ffi::OsString> = Vec::new();
    for dir in allow {
        args.push("--allow".into());
        args.push(dir.into());
    }
    python_session_with(python, steps, &args)
}

/// [`python_session`] with the server's other arguments.
pub fn python_session_with(python: &Path, steps: &[Value], server_args: &[std::ffi::OsString]) -> Vec<Value> {
    let file = tempfile::NamedTempFile::new().expect("temp file");
    std::fs::write(file.path(), serde_json::to_string(steps).expect("JSON")).expect("write");
    let script = root().join("app/tests/mcp/session.py");
    let mut command = Command::new(python);
    command
        .arg(&script)
        .arg(file.path())
        .arg(env!("CARGO_BIN_EXE_keyspace-studio"))
        .args(["mcp", "--allow"])
        .arg(root())
        .args(server_args);
    let child =
        command.current_dir(root()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().expect("python starts");
    let out = finish(child, "the Python client");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "the Python client failed: {}\n{stdout}", String::from_utf8_lossy(&out.stderr));
    let replies: Vec<Value> = stdout.lines().map(|l| serde_json::from_str(l).expect("a JSON reply")).collect();
    assert_eq!(replies.len(), steps.len(), "one reply per step");
    replies
}

/// One Inspector call against `keyspace-studio mcp` run in the repository, the folder it may
/// use (`scratch` must be inside it); the result, or the error it printed.
pub fn inspector_call(inspector: &Path, args: &[&str], scratch: &Path) -> Result<Value, String> {
    assert!(scratch.starts_with(root()), "the server may use only the repository");
    let child = Command::new(inspector)
        .arg("--cli")
        .arg(env!("CARGO_BIN_EXE_keyspace-studio"))
        .arg("mcp")
        .args(args)
        .current_dir(root())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the Inspector starts");
    let out = finish(child, "the Inspector");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    if out.status.success() {
        serde_json::from_str(&stdout).map_err(|e| format!("not JSON ({e}): {stdout}"))
    } else {
        Err(format!("{stdout}{}", String::from_utf8_lossy(&out.stderr)))
    }
}

/// The hotel sample as the edits a person (or an assistant) would make, one call's worth a
/// list: the keyspaces, each entity with its attributes, key, owner and estimates, the
/// relationships, the queries piece by piece and the workflow, then the table names and the
/// physical types.
pub fn hotel_script(hotel: &Value) -> Vec<Vec<Value>> {
    let list = |key: &str| hotel[key].as_array().cloned().unwrap_or_default();
    let keyspaces = hotel["physical"]["keyspaces"].as_array().cloned().unwrap_or_default();
    let mut calls = Vec::new();
    let mut first = vec![json!({"rename_project": {"name": hotel["name"]}})];
    for (i, k) in keyspaces.iter().enumerate() {
        first.push(if i == 0 {
            json!({"set_keyspace": {"index": 0, "keyspace": k}})
        } else {
            json!({"add_keyspace": {"keyspace": k}})
        });
    }
    calls.push(first);
    for e in list("entities") {
        let id = &e["id"];
        let mut bare = json!({"id": id, "name": e["name"]});
        if let Some(d) = e.get("description") {
            bare["description"] = d.clone();
        }
        let mut edits = vec![json!({"add_entity": {"entity": bare}})];
        for a in e["attributes"].as_array().cloned().unwrap_or_default() {
            let mut attribute = a.clone();
            let key = attribute.as_object_mut().and_then(|o| o.remove("key")) == Some(json!(true));
            edits.push(json!({"add_attribute": {"owner": {"entity": id}, "attribute": attribute}}));
            if key {
                edits.push(json!({"set_attribute_key": {"id": a["id"], "key": true}}));
            }
        }
        if let Some(owner) = e.get("owner") {
            edits.push(json!({"set_entity_owner": {"id": id, "owner": owner}}));
        }
        if let Some(estimates) = e.get("estimates") {
            edits.push(json!({"set_entity_estimates": {"id": id, "estimates": estimates}}));
        }
        calls.push(edits);
    }
    calls.push(list("relationships").into_iter().map(|r| json!({"add_relationship": {"relationship": r}})).collect());
    let mut queries = Vec::new();
    for q in list("queries") {
        let id = &q["id"];
        queries.push(json!({"add_query": {"query": {"id": id, "description": q["description"]}}}));
        queries.push(json!({"set_query_entity": {"id": id, "entity": q["entity"]}}));
        queries.push(json!({"set_query_given": {"id": id, "given": q["given"]}}));
        queries.push(json!({"set_query_find": {"id": id, "find": q["find"]}}));
        if let Some(order) = q.get("order_by") {
            queries.push(json!({"set_query_order_by": {"id": id, "order_by": order}}));
        }
        if q.get("entry") == Some(&json!(true)) {
            queries.push(json!({"set_query_entry": {"id": id, "entry": true}}));
        }
    }
    for t in list("transitions") {
        queries.push(json!({"add_transition": {"from": t["from"], "to": t["to"]}}));
    }
    calls.push(queries);
    let mut last = Vec::new();
    if let Some(tables) = hotel["overrides"]["tables"].as_object() {
        for (query, o) in tables {
            if let Some(name) = o.get("name") {
                last.push(json!({"rename_table": {"query": query, "name": name}}));
            }
            if let Some(keyspace) = o.get("keyspace") {
                last.push(json!({"set_table_keyspace": {"query": query, "keyspace": keyspace}}));
            }
        }
    }
    if let Some(types) = hotel["physical"]["types"].as_object() {
        for (attribute, ty) in types {
            last.push(json!({"set_physical_type": {"attribute": attribute, "ty": ty}}));
        }
    }
    calls.push(last);
    calls
}

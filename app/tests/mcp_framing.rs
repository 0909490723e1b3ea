//! `keyspace-studio mcp` fed bad JSON-RPC through its own standard input: frames that are
//! not JSON, not requests, mutated, cut, or longer than the limit, between valid requests.
//! The server answers each request it can read (an error for the bad ones), never crashes,
//! never hangs, and ends when its input ends.

use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Runs the server on `input` (the lines written, then standard input closed) and returns
/// every line it wrote, each parsed as JSON; panics if it does not end within a minute.
fn serve(input: &[u8], limit: usize) -> Vec<Value> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut child = Command::new(env!("CARGO_BIN_EXE_keyspace-studio"))
        .args(["mcp", "--max-message-bytes", &limit.to_string()])
        .current_dir(&root)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the server starts");
    let mut stdin = child.stdin.take().expect("stdin");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        // The server may answer before reading everything; a closed pipe is not a failure.
        let _ = stdin.write_all(&input);
    });
    let stdout = child.stdout.take().expect("stdout");
    let reader =
        std::thread::spawn(move || BufReader::new(stdout).lines().map(|l| l.expect("a line")).collect::<Vec<String>>());
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break status;
        }
        if started.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            panic!("the server hung");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    writer.join().expect("writer");
    assert!(status.success(), "the server ended with {status}");
    let lines = reader.join().expect("reader");
    lines.iter().map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}"))).collect()
}

fn initialize() -> String {
    json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "framing-test", "version": "1"}}})
    .to_string()
}

fn request(id: u64, method: &str, params: &Value) -> String {
    json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}).to_string()
}

/// The reply to the request `id`.
fn reply(replies: &[Value], id: u64) -> &Value {
    replies.iter().find(|r| r["id"] == json!(id)).unwrap_or_else(|| panic!("no reply to request {id} in {replies:?}"))
}

#[test]
fn bad_frames_get_errors_and_the_server_keeps_answering() {
    let initialized = json!({"jsonrpc": "2.0", "method": "notifications/initialized"}).to_string();
    let big =
        request(3, "tools/call", &json!({"name": "derive", "arguments": {"project": {"name": "x".repeat(200_000)}}}));
    let lines = [
        initialize(),
        initialized,
        "this is not JSON".to_owned(),
        "{\"jsonrpc\":\"2.0\",\"id\":".to_owned(),
        "[1,2,3]".to_owned(),
        request(1, "no/such/method", &json!({})),
        request(2, "tools/call", &json!({"name": "nope", "arguments": {}})),
        big,
        request(
            4,
            "tools/call",
            &json!({"name": "check", "arguments": {"path": "sample-projects/hotel.json", "x": 1}}),
        ),
        request(
            5,
            "tools/call",
            &json!({"name": "check", "arguments": {"project": {"format": "keyspace-studio/1", "name": 5}}}),
        ),
        request(6, "tools/call", &json!({"name": "check", "arguments": {"path": "../../../../../../etc/passwd"}})),
        request(7, "tools/list", &json!({})),
    ];
    let replies = serve(format!("{}\n", lines.join("\n")).as_bytes(), 100_000);
    let error = |id: u64| {
        reply(&replies, id)["error"]["message"].as_str().unwrap_or_else(|| panic!("request {id}: no error")).to_owned()
    };
    assert!(!error(1).is_empty());
    assert!(error(2).contains("unknown tool \"nope\""), "{}", error(2));
    assert!(error(3).contains("longer than this server's limit of 100000 bytes"), "{}", error(3));
    assert!(error(4).contains("unknown field `x`"), "{}", error(4));
    assert!(error(5).contains("(project): line 1") && error(5).contains("expected a string"), "{}", error(5));
    assert!(error(6).contains("outside the folders this server may use"), "{}", error(6));
    assert_eq!(reply(&replies, 7)["result"]["tools"].as_array().map(Vec::len), Some(7));
}

/// A small deterministic generator (xorshift), so that a failure reproduces.
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

/// Valid requests mutated byte by byte, random bytes, cut frames: after all of them, the
/// server still answers a well-formed request, and everything it wrote is JSON.
#[test]
fn fuzzed_frames_never_crash_or_hang_the_server() {
    let seeds = [
        request(10, "tools/call", &json!({"name": "derive", "arguments": {"path": "sample-projects/books.json"}})),
        request(
            11,
            "tools/call",
            &json!({"name": "edit", "arguments": {"edits": [{"rename_project": {"name": "X"}}]}}),
        ),
        request(12, "resources/read", &json!({"uri": "keyspace-studio://samples/hotel.json"})),
        request(
            13,
            "prompts/get",
            &json!({"name": "review_schema", "arguments": {"schema": "CREATE TABLE t (a int PRIMARY KEY);"}}),
        ),
        request(
            14,
            "tools/call",
            &json!({"name": "explain", "arguments": {"path": "sample-projects/books.json", "table": "users"}}),
        ),
    ];
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    let mut input = format!("{}\n{}\n", initialize(), json!({"jsonrpc": "2.0", "method": "notifications/initialized"}));
    for _ in 0..300 {
        let mut frame = seeds[(next(&mut state) % seeds.len() as u64) as usize].clone().into_bytes();
        for _ in 0..next(&mut state) % 6 {
            let at = (next(&mut state) % (frame.len() as u64 + 1)) as usize;
            let alphabet = b"{}[]\":,\\ 0123456789abcxyz\xff\x00";
            let byte = alphabet[(next(&mut state) % alphabet.len() as u64) as usize];
            match next(&mut state) % 3 {
                0 if at < frame.len() => frame[at] = byte,
                1 => frame.insert(at, byte),
                _ => frame.truncate(at),
            }
        }
        frame.retain(|&b| b != b'\n');
        input.push_str(&String::from_utf8_lossy(&frame));
        input.push('\n');
    }
    input.push_str(&request(99, "tools/list", &json!({})));
    input.push('\n');
    let replies = serve(input.as_bytes(), 4096);
    assert!(reply(&replies, 99)["result"]["tools"].is_array());
}

//! The JSON-RPC framing in front of the SDK: one message per line on standard input, each at
//! most [`super::Options::max_message_bytes`] long. A longer line is never held in memory: it
//! is read through to its end, its top-level `"id"` picked up on the way ([`IdScanner`]), and
//! answered with an error naming the limit, so the client is told at once instead of waiting
//! for an answer that never comes (the SDK alone drops such a line without a word). Lines
//! within the limit go to the SDK unchanged; its replies and these errors reach standard
//! output whole, one line at a time ([`Output`]).

use std::sync::Arc;
use tokio::io::{AsyncBufRead, AsyncBufReadExt, AsyncWrite, AsyncWriteExt};
use tokio::sync::Mutex;

/// JSON-RPC's code for a request that is not a valid request object.
pub const INVALID_REQUEST: i64 = -32600;

/// The most bytes of an `"id"` kept (a longer one is not an id the server could answer).
const MAX_ID_BYTES: usize = 256;

/// Standard output shared by the SDK's replies and the framing's errors: whole lines only.
pub type Output<W> = Arc<Mutex<W>>;

/// Writes one line (a newline is added) to the output, whole.
pub async fn write_line<W: AsyncWrite + Unpin>(out: &Output<W>, line: &[u8]) -> std::io::Result<()> {
    let mut out = out.lock().await;
    out.write_all(line).await?;
    out.write_all(b"\n").await?;
    out.flush().await
}

/// Reads messages from `input` until it ends: each line within `limit` bytes is passed to
/// `sdk` (with its newline), each longer one answered on `out` with an error. Returns when
/// the input ends or cannot be read (then `sdk` is shut, and the SDK sees the end too).
pub async fn pump<R, S, W>(mut input: R, mut sdk: S, out: Output<W>, limit: usize) -> std::io::Result<()>
where
    R: AsyncBufRead + Unpin,
    S: AsyncWrite + Unpin,
    W: AsyncWrite + Unpin,
{
    let mut line: Vec<u8> = Vec::new();
    let mut length = 0usize;
    let mut scanner = IdScanner::default();
    loop {
        let chunk = input.fill_buf().await?;
        if chunk.is_empty() {
            // The end: a last message without its newline is still a message.
            if length > limit {
                write_line(&out, &too_long(scanner.id(), length, limit)).await?;
            } else if !line.iter().all(u8::is_ascii_whitespace) {
                line.push(b'\n');
                sdk.write_all(&line).await?;
            }
            sdk.shutdown().await?;
            return Ok(());
        }
        let (part, ended) = match chunk.iter().position(|&b| b == b'\n') {
            Some(at) => (&chunk[..=at], true),
            None => (chunk, false),
        };
        let used = part.len();
        length += used - usize::from(ended);
        if length > limit {
            if !line.is_empty() {
                scanner.feed(&line);
                line = Vec::new();
            }
            scanner.feed(part);
        } else {
            line.extend_from_slice(part);
        }
        input.consume(used);
        if ended {
            if length > limit {
                write_line(&out, &too_long(scanner.id(), length, limit)).await?;
            } else if !line.iter().all(u8::is_ascii_whitespace) {
                sdk.write_all(&line).await?;
                sdk.flush().await?;
            }
            line.clear();
            length = 0;
            scanner = IdScanner::default();
        }
    }
}

/// The error answering a message longer than the limit (`id`: its own, as JSON text).
pub fn too_long(id: Option<&str>, length: usize, limit: usize) -> Vec<u8> {
    let message = format!(
        "message of {length} bytes is longer than this server's limit of {limit} bytes (keyspace-studio mcp --max-message-bytes); \
         it was not read: give a large project by its path instead"
    );
    // `id` is a JSON string or number exactly as the client wrote it (else none is known).
    let id = id.and_then(|id| serde_json::from_str::<serde_json::Value>(id).ok()).unwrap_or(serde_json::Value::Null);
    let reply = serde_json::json!({
        "jsonrpc": "2.0",
        "id": id,
        "error": { "code": INVALID_REQUEST, "message": message },
    });
    reply.to_string().into_bytes()
}

/// Finds the top-level `"id"` of a JSON object read a piece at a time, without keeping the
/// object: the value's text when it is a string or a number (what JSON-RPC ids are).
#[derive(Debug, Default)]
pub struct IdScanner {
    depth: u32,
    in_string: bool,
    escaped: bool,
    /// The string being read at depth 1 (a key, when a colon follows), up to a few bytes.
    text: Vec<u8>,
    /// The last string at depth 1 ended, and no colon or other token came yet.
    after_string: bool,
    capture: Capture,
    id: Option<String>,
}

#[derive(Debug, Default)]
enum Capture {
    /// Not reading an id.
    #[default]
    Idle,
    /// After `"id":`, before its value.
    Value,
    /// Inside the id's string (its text so far, quotes included).
    Text(Vec<u8>),
    /// Inside the id's number.
    Number(Vec<u8>),
}

impl IdScanner {
    /// The id found, as JSON text (`7`, `"abc"`).
    pub fn id(&self) -> Option<&str> {
        self.id.as_deref()
    }

    /// Reads the next bytes of the object.
    pub fn feed(&mut self, bytes: &[u8]) {
        for &b in bytes {
            if self.id.is_some() {
                return;
            }
            self.byte(b);
        }
    }

    fn byte(&mut self, b: u8) {
        if let Capture::Number(digits) = &mut self.capture {
            if b.is_ascii_digit() || b"+-.eE".contains(&b) {
                if digits.len() < MAX_ID_BYTES {
                    digits.push(b);
                } else {
                    self.capture = Capture::Idle;
                }
                return;
            }
            self.id = String::from_utf8(std::mem::take(digits)).ok();
            self.capture = Capture::Idle;
            return;
        }
        if self.in_string {
            self.string_byte(b);
            return;
        }
        if b.is_ascii_whitespace() {
            return;
        }
        if matches!(self.capture, Capture::Value) {
            self.capture = Capture::Idle;
            if b == b'"' {
                self.capture = Capture::Text(vec![b]);
                self.in_string = true;
                return;
            }
            if b == b'-' || b.is_ascii_digit() {
                self.capture = Capture::Number(vec![b]);
                return;
            }
        }
        let key_ended = std::mem::take(&mut self.after_string);
        match b {
            b'"' => {
                self.in_string = true;
                self.text.clear();
            }
            b':' if key_ended && self.depth == 1 && self.text == b"id" => self.capture = Capture::Value,
            b'{' | b'[' => self.depth = self.depth.saturating_add(1),
            b'}' | b']' => self.depth = self.depth.saturating_sub(1),
            _ => {}
        }
    }

    fn string_byte(&mut self, b: u8) {
        let closing = !self.escaped && b == b'"';
        self.escaped = !self.escaped && b == b'\\';
        if let Capture::Text(text) = &mut self.capture {
            if text.len() >= MAX_ID_BYTES {
                self.capture = Capture::Idle;
            } else {
                text.push(b);
                if closing {
                    self.id = String::from_utf8(std::mem::take(text)).ok();
                    self.capture = Capture::Idle;
                }
            }
        } else if self.depth == 1 && !closing && self.text.len() <= 2 {
            self.text.push(b);
        }
        if closing {
            self.in_string = false;
            self.after_string = self.depth == 1;
        }
    }
}

#[cfg(test)]
#[path = "frames_tests.rs"]
mod tests;

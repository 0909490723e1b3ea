use super::*;

/// Runs the framing over `input` and returns what reached the SDK and what was answered.
fn frame(input: &[u8], limit: usize) -> (Vec<u8>, Vec<u8>) {
    let runtime = tokio::runtime::Builder::new_current_thread().build().expect("runtime");
    runtime.block_on(async {
        let out: Output<Vec<u8>> = Arc::new(Mutex::new(Vec::new()));
        let mut sdk: Vec<u8> = Vec::new();
        pump(input, &mut sdk, out.clone(), limit).await.expect("in memory");
        let answered = out.lock().await.clone();
        (sdk, answered)
    })
}

fn id_of(text: &str) -> Option<String> {
    let mut s = IdScanner::default();
    s.feed(text.as_bytes());
    s.id().map(str::to_owned)
}

#[test]
fn the_top_level_id_is_found_wherever_it_is() {
    assert_eq!(id_of(r#"{"jsonrpc":"2.0","id":7,"method":"x"}"#).as_deref(), Some("7"));
    assert_eq!(id_of(r#"{"method":"x","params":{"id":3,"s":"\"id\":9"},"id":"a\"b"}"#).as_deref(), Some(r#""a\"b""#));
    assert_eq!(id_of(r#"{"params":[{"id":1}],"x":"id","id" : -12 }"#).as_deref(), Some("-12"));
    assert_eq!(id_of(r#"{"method":"notifications/cancelled","params":{"requestId":4}}"#), None);
    assert_eq!(id_of(r#"{"id":null}"#), None);
    assert_eq!(id_of(r#"{"idx":5}"#), None);
}

#[test]
fn lines_within_the_limit_pass_unchanged_and_longer_ones_are_answered() {
    let small = r#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#;
    let big = format!(r#"{{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{{"x":"{}"}}}}"#, "y".repeat(500));
    let input = format!("{small}\n{big}\n\n{small}");
    let (sdk, answered) = frame(input.as_bytes(), 100);
    assert_eq!(String::from_utf8(sdk).expect("utf-8"), format!("{small}\n{small}\n"));
    let reply: serde_json::Value =
        serde_json::from_slice(answered.strip_suffix(b"\n").expect("one line")).expect("json");
    assert_eq!(reply["id"], serde_json::json!(2));
    assert_eq!(reply["error"]["code"], serde_json::json!(INVALID_REQUEST));
    let message = reply["error"]["message"].as_str().expect("message");
    assert!(message.contains(&format!("{} bytes", big.len())) && message.contains("limit of 100 bytes"), "{message}");
}

/// A small deterministic generator (xorshift), so that a failure reproduces.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Mutated and random frames: whatever they hold, each line within the limit reaches the SDK
/// as it was, and each longer one gets one error carrying the id serde_json sees in it.
#[test]
fn fuzzed_frames_keep_the_framing_promise() {
    let seeds = [
        r#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"derive","arguments":{"path":"a.json"}}}"#,
        r#"{"jsonrpc":"2.0","id":"x-9","method":"tools/list"}"#,
        r#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}"#,
        r#"{"params":{"id":[1,{"id":2}],"t":"\\\"id\":3"},"id":44,"jsonrpc":"2.0","method":"ping"}"#,
    ];
    let alphabet = b"{}[]\":,\\ \tid0123456789-eE.nul";
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for _ in 0..400 {
        let limit = 20 + rng.below(120);
        let mut lines: Vec<Vec<u8>> = Vec::new();
        for _ in 0..1 + rng.below(6) {
            let mut line = seeds[rng.below(seeds.len())].as_bytes().to_vec();
            for _ in 0..rng.below(8) {
                let at = rng.below(line.len() + 1);
                match rng.below(3) {
                    0 if at < line.len() => {
                        line.remove(at);
                    }
                    1 => line.insert(at, alphabet[rng.below(alphabet.len())]),
                    _ => line.splice(at..at, std::iter::repeat_n(b'z', rng.below(200))).for_each(drop),
                }
            }
            line.retain(|&b| b != b'\n');
            lines.push(line);
        }
        let mut input = lines.join(&b'\n');
        input.push(b'\n');
        let (sdk, answered) = frame(&input, limit);
        let passed: Vec<&Vec<u8>> =
            lines.iter().filter(|l| l.len() <= limit && !l.iter().all(u8::is_ascii_whitespace)).collect();
        let expected: Vec<u8> = passed.iter().flat_map(|l| l.iter().copied().chain([b'\n'])).collect();
        assert_eq!(sdk, expected, "limit {limit}, input {}", String::from_utf8_lossy(&input));
        let long: Vec<&Vec<u8>> = lines.iter().filter(|l| l.len() > limit).collect();
        let replies: Vec<serde_json::Value> = answered
            .split(|&b| b == b'\n')
            .filter(|l| !l.is_empty())
            .map(|l| serde_json::from_slice(l).expect("a reply is JSON"))
            .collect();
        assert_eq!(replies.len(), long.len());
        for (line, reply) in long.iter().zip(&replies) {
            if let Ok(serde_json::Value::Object(o)) = serde_json::from_slice::<serde_json::Value>(line) {
                let id =
                    o.get("id").filter(|v| v.is_string() || v.is_number()).cloned().unwrap_or(serde_json::Value::Null);
                assert_eq!(reply["id"], id, "{}", String::from_utf8_lossy(line));
            }
        }
    }
}

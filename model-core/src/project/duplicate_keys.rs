//! Keys written twice in one JSON object. serde_json keeps the last of them silently in a map
//! (an unknown field kept for a newer version, a datacenter): a project file with one is
//! refused with the key's line, rather than saved without it.

use rustc_hash::FxHashSet;

/// Where a key is written the second time in its object: 1-based line and column (in
/// characters), and the key as decoded.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct Duplicate {
    pub(super) line: usize,
    pub(super) column: usize,
    pub(super) key: String,
}

enum Frame {
    Object { keys: FxHashSet<String>, expect_key: bool },
    Array,
}

/// The first key written twice in one object of `text`, a JSON text serde_json has parsed.
/// One pass; nesting is a stack, not recursion.
pub(super) fn first_duplicate(text: &str) -> Option<Duplicate> {
    let bytes = text.as_bytes();
    let mut stack: Vec<Frame> = Vec::new();
    let (mut line, mut line_start) = (1usize, 0usize);
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\n' => {
                line += 1;
                line_start = i + 1;
            }
            b'{' => stack.push(Frame::Object { keys: FxHashSet::default(), expect_key: true }),
            b'[' => stack.push(Frame::Array),
            b'}' | b']' => {
                stack.pop();
            }
            b',' => {
                if let Some(Frame::Object { expect_key, .. }) = stack.last_mut() {
                    *expect_key = true;
                }
            }
            b'"' => {
                let start = i;
                let (end, decoded) = string_at(text, i);
                if let Some(Frame::Object { keys, expect_key }) = stack.last_mut()
                    && *expect_key
                {
                    *expect_key = false;
                    if !keys.insert(decoded.clone()) {
                        let column = text[line_start..start].chars().count() + 1;
                        return Some(Duplicate { line, column, key: decoded });
                    }
                }
                i = end;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// The string starting at the quote at `start`: the index just past its closing quote, and
/// its value with the escapes decoded (a string holds no raw line break in valid JSON).
fn string_at(text: &str, start: usize) -> (usize, String) {
    let bytes = text.as_bytes();
    let mut out = String::new();
    let mut i = start + 1;
    let mut plain = i;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                out.push_str(&text[plain..i]);
                return (i + 1, out);
            }
            b'\\' => {
                out.push_str(&text[plain..i]);
                let (next, c) = escape(text, i);
                out.extend(c);
                i = next;
                plain = i;
            }
            _ => i += 1,
        }
    }
    out.push_str(&text[plain..]);
    (bytes.len(), out)
}

/// The escape at `i` (a backslash): the index after it and its character (`\uD83D\uDE00`
/// pairs decoded together; a lone surrogate as U+FFFD).
fn escape(text: &str, i: usize) -> (usize, Option<char>) {
    let bytes = text.as_bytes();
    let hex = |at: usize| text.get(at..at + 4).and_then(|h| u32::from_str_radix(h, 16).ok());
    match bytes.get(i + 1) {
        Some(b'u') => {
            let Some(first) = hex(i + 2) else { return (i + 2, None) };
            if (0xD800..0xDC00).contains(&first) && bytes.get(i + 6) == Some(&b'\\') && bytes.get(i + 7) == Some(&b'u')
            {
                if let Some(second) = hex(i + 8).filter(|s| (0xDC00..0xE000).contains(s)) {
                    let c = char::from_u32(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00));
                    return (i + 12, c);
                }
            }
            (i + 6, Some(char::from_u32(first).unwrap_or('\u{fffd}')))
        }
        Some(&c) => {
            let c = match c {
                b'n' => '\n',
                b't' => '\t',
                b'r' => '\r',
                b'b' => '\u{8}',
                b'f' => '\u{c}',
                other => char::from(other),
            };
            (i + 2, Some(c))
        }
        None => (i + 1, None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_second_key_of_an_object_is_found_with_its_line() {
        let text = "{\n  \"a\": 1,\n  \"b\": {\"x\": [1, {\"x\": 2}], \"y\": \"x\"},\n  \"a\": 3\n}";
        assert_eq!(first_duplicate(text), Some(Duplicate { line: 4, column: 3, key: "a".to_owned() }));
        // Keys of different objects, and values equal to keys, are not duplicates.
        assert_eq!(first_duplicate("{\"a\": {\"a\": \"a\"}, \"b\": [{\"a\": 1}, {\"a\": 2}]}"), None);
        // Escapes are decoded: "\u0061" is "a".
        assert_eq!(first_duplicate("{\"a\": 1, \"\\u0061\": 2}").map(|d| d.key), Some("a".to_owned()));
        assert_eq!(first_duplicate("{\"\\ud83d\\ude00\": 1, \"😀\": 2}").map(|d| d.key), Some("😀".to_owned()));
        assert_eq!(
            first_duplicate("{\"a\\\"b\": 1, \"c\": \"\\\\\", \"a\\\"b\": 2}").map(|d| d.key),
            Some("a\"b".to_owned())
        );
    }
}

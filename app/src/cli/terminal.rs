//! The one road from the command line to a terminal: everything it prints on standard output
//! and standard error is a [`Screen`], whose text is only ever made by [`terminal_safe`]. No
//! name from a file (a table, a type, an entity, a file name, a server's message) can move
//! the cursor, retitle the window, clear the screen, reorder what follows it or forge a line
//! of a report (issue 41, item 8).

use std::fmt::Display;
use std::io::Write;

/// Text safe on a terminal: every control character (ESC, line breaks, tabs, DEL, the C1
/// controls), U+2028 and U+2029 and every bidirectional control becomes a visible `\uXXXX`
/// escape. The escape is JSON's own, so a JSON document passed through stays valid and
/// means the same (such characters only occur inside its strings).
pub fn terminal_safe(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    push_safe(&mut out, text);
    out
}

/// Appends `text` to `out`, escaped as [`terminal_safe`] says.
fn push_safe(out: &mut String, text: &str) {
    for c in text.chars() {
        if model_core::cql::breaks_text(c) {
            // Every such character is in the Basic Multilingual Plane: four digits suffice.
            out.push_str(&format!("\\u{:04x}", c as u32));
        } else {
            out.push(c);
        }
    }
}

/// Text bound for a terminal, made only of escaped records: one record is one line, whatever
/// it holds.
#[derive(Debug, Default)]
pub struct Screen(String);

impl Screen {
    /// Nothing yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds one record as one line: a line break inside it (a name's) shows as `\u000a`.
    pub fn line(&mut self, record: impl Display) -> &mut Self {
        push_safe(&mut self.0, &record.to_string());
        self.0.push('\n');
        self
    }

    /// Adds an empty line.
    pub fn blank(&mut self) -> &mut Self {
        self.0.push('\n');
        self
    }

    /// A document whose own line breaks are its structure (CQL, JSON, a report whose fields
    /// were escaped one by one): each of its lines is a record.
    pub fn document(text: &str) -> Self {
        let mut s = Self::new();
        let body = text.strip_suffix('\n');
        for line in body.unwrap_or(text).split('\n') {
            s.line(line);
        }
        if body.is_none() {
            s.0.pop();
        }
        s
    }

    /// Adds the records of another screen after these.
    pub fn append(&mut self, other: &Screen) -> &mut Self {
        self.0.push_str(&other.0);
        self
    }

    /// The escaped text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Prints to standard output, ignoring a closed pipe (as in `| head`).
pub fn print_stdout(screen: &Screen) {
    let _ = std::io::stdout().lock().write_all(screen.0.as_bytes());
}

/// Prints to standard error.
pub fn print_stderr(screen: &Screen) {
    let _ = std::io::stderr().lock().write_all(screen.0.as_bytes());
}

/// Prints one record on standard error.
pub fn eprint_line(record: impl Display) {
    print_stderr(Screen::new().line(record));
}

/// Redraws a progress line on standard error (a terminal's): back to the start of the line,
/// then the record; `None` blanks the line for what follows.
pub fn progress(record: Option<&dyn Display>) {
    let text = match record {
        Some(r) => format!("\r{}", terminal_safe(&r.to_string())),
        None => format!("\r{:<60}\r", ""),
    };
    let _ = std::io::stderr().lock().write_all(text.as_bytes());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_are_escaped_and_a_documents_lines_kept() {
        assert_eq!(terminal_safe("t\u{1b}]0;x\u{7}\n\u{202e}é"), "t\\u001b]0;x\\u0007\\u000a\\u202eé");
        let mut s = Screen::new();
        s.line("a\nforged").line(format_args!("{}", "b"));
        assert_eq!(s.as_str(), "a\\u000aforged\nb\n");
        assert_eq!(Screen::document("x\n\u{1b}y\n").as_str(), "x\n\\u001by\n");
        assert_eq!(Screen::document("x").as_str(), "x");
        let json = serde_json::json!({"name": "a\u{202e}\u{85}b"}).to_string();
        let back: serde_json::Value = serde_json::from_str(Screen::document(&json).as_str()).expect("still JSON");
        assert_eq!(back["name"], "a\u{202e}\u{85}b");
    }
}

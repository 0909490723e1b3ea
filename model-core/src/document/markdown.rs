//! The Markdown writer of the data-model document, and Markdown's escaping: every name is
//! escaped for the format, so a name never becomes markup.

use super::{Heading, Writer};
use crate::render::{Diagram, Theme, render_svg};
use std::fmt::Write;

/// Escapes text for Markdown (inline and table cells): characters Markdown reads as markup
/// are backslash-escaped (`_` only where it could start or end emphasis, so `hotels_by_poi`
/// stays readable), `&`, `<` and `>` become entities, line breaks become spaces, and a
/// leading character that would start a block (list, heading, quote) is escaped; bidirectional
/// controls are dropped.
pub fn md_escape(s: &str) -> String {
    let chars: Vec<char> = s.chars().collect();
    let mut out = String::with_capacity(s.len() + 8);
    // What `out` holds so far, kept as it grows (rescanning it made long texts quadratic):
    // only white space (a block start may follow), or only ASCII digits (a list number).
    let (mut blank, mut digits) = (true, false);
    for (i, &c) in chars.iter().enumerate() {
        let before = out.len();
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '_' => {
                let word = |j: Option<usize>| j.and_then(|j| chars.get(j)).is_some_and(|c| c.is_alphanumeric());
                if !(word(i.checked_sub(1)) && word(Some(i + 1))) {
                    out.push('\\');
                }
                out.push('_');
            }
            '\\' | '`' | '*' | '[' | ']' | '|' | '~' => {
                out.push('\\');
                out.push(c);
            }
            '#' | '-' | '+' | '=' if blank => {
                out.push('\\');
                out.push(c);
            }
            '.' | ')' if digits => {
                out.push('\\');
                out.push(c);
            }
            '\n' | '\r' | '\t' => out.push(' '),
            c if c.is_control() => out.push('\u{FFFD}'),
            // Bidirectional controls are dropped, as in CQL comments: one would reorder what
            // follows it on screen (`txt.exe` shown as `exe.txt`).
            c if crate::cql::is_bidi_control(c) => {}
            c => out.push(c),
        }
        let pushed = &out[before..];
        digits = (before == 0 || digits) && !pushed.is_empty() && pushed.bytes().all(|d| d.is_ascii_digit());
        blank = blank && pushed.chars().all(char::is_whitespace);
    }
    out
}

/// Inline code: line breaks and other control characters become spaces (a code span is one
/// line), and the backtick fence is longer than any run of backticks inside (CommonMark).
pub fn md_code_span(code: &str) -> String {
    let code: String = code.chars().map(|c| if crate::cql::breaks_text(c) { ' ' } else { c }).collect();
    let fence = "`".repeat(longest_backtick_run(&code) + 1);
    let pad = if code.starts_with('`') || code.ends_with('`') { " " } else { "" };
    format!("{fence}{pad}{code}{pad}{fence}")
}

fn longest_backtick_run(code: &str) -> usize {
    let mut longest = 0;
    let mut run = 0;
    for c in code.chars() {
        if c == '`' {
            run += 1;
            longest = longest.max(run);
        } else {
            run = 0;
        }
    }
    longest
}

/// A fenced code block whose fence is longer than any run of backticks in `code`.
pub(super) fn md_code(lang: &str, code: &str) -> String {
    let fence = "`".repeat((longest_backtick_run(code) + 1).max(3));
    let code = code.trim_end_matches('\n');
    format!("{fence}{lang}\n{code}\n{fence}\n")
}

/// Writes Markdown; the diagrams become SVG files beside it (`stem-logical.svg`...).
pub(super) struct Markdown<'a> {
    pub(super) out: String,
    pub(super) files: Vec<(String, String)>,
    pub(super) stem: &'a str,
    /// Whether the last list written (design choices) still needs its closing blank line.
    open_list: bool,
    /// Whether a code block was written: the next one's heading is a line further down.
    after_code: bool,
}

impl<'a> Markdown<'a> {
    pub(super) fn new(stem: &'a str) -> Self {
        Self { out: String::new(), files: Vec::new(), stem, open_list: false, after_code: false }
    }

    fn close_list(&mut self) {
        if std::mem::take(&mut self.open_list) {
            self.out.push('\n');
        }
    }
}

impl Writer for Markdown<'_> {
    fn title(&mut self, title: &str) {
        let _ = writeln!(self.out, "# {}\n", md_escape(title));
    }

    fn paragraph(&mut self, text: &str) {
        self.close_list();
        let _ = writeln!(self.out, "{}\n", md_escape(text));
    }

    fn labelled(&mut self, label: &str, text: &str) {
        let _ = writeln!(self.out, "{label}: {}\n", md_escape(text));
    }

    fn trusted(&mut self, text: &str) {
        let _ = writeln!(self.out, "{text}\n");
    }

    fn code_term(&self, code: &str) -> String {
        md_code_span(code)
    }

    fn heading(&mut self, heading: Heading<'_>) {
        self.close_list();
        match heading {
            Heading::Section(text) => {
                let _ = writeln!(self.out, "## {}\n", md_escape(text));
            }
            Heading::Table { keyspace, name } => {
                let _ = writeln!(self.out, "### {}.{}\n", md_escape(keyspace), md_escape(name));
            }
            Heading::File(name) => {
                let _ = writeln!(self.out, "### {name}\n");
            }
        }
    }

    fn diagram(
        &mut self,
        project: &crate::project::Project,
        model: &crate::logical::LogicalModel,
        d: Diagram,
        title: &str,
    ) {
        let file = super::diagram_file_name(self.stem, d).replace(['<', '>'], "_");
        let _ = writeln!(self.out, "### {}\n\n![{}](<{file}>)\n", md_escape(title), md_escape(title));
        self.files.push((file, render_svg(project, model, d, &Theme::light())));
    }

    fn key_and_queries(&mut self, key_label: &str, key: &str, serves_label: &str, serves: &str) {
        let _ = writeln!(self.out, "{key_label}: {}  ", md_code_span(key));
        let _ = writeln!(self.out, "{serves_label}: {}\n", md_escape(serves));
    }

    fn table(&mut self, head: &[String], rows: &[Vec<String>]) {
        let _ = writeln!(self.out, "| {} |", head.join(" | "));
        let _ = writeln!(self.out, "|{}|", head.iter().map(|_| " --- ").collect::<Vec<_>>().join("|"));
        for r in rows {
            let cells: Vec<String> =
                r.iter().map(|c| if c.is_empty() { " ".to_owned() } else { md_escape(c) }).collect();
            let _ = writeln!(self.out, "| {} |", cells.join(" | "));
        }
        self.out.push('\n');
    }

    fn list(&mut self, label: &str, items: &[String]) {
        for item in items {
            let _ = writeln!(self.out, "- {label}: {}", md_escape(item));
        }
        self.open_list = !items.is_empty();
    }

    fn table_caption(&mut self, caption: &str) {
        let gap = if std::mem::take(&mut self.open_list) { "\n" } else { "" };
        let _ = write!(self.out, "{gap}{caption}:\n\n");
    }

    fn findings(&mut self, findings: &[(&str, &str, String)], none: &str) {
        if findings.is_empty() {
            let _ = writeln!(self.out, "{none}\n");
        }
        for (severity, code, text) in findings {
            let _ = writeln!(self.out, "- **{severity}** `{code}`: {}", md_escape(text));
        }
        self.out.push('\n');
    }

    fn code(&mut self, file: &str, code: &str, left_out: Option<(&str, &[String])>) {
        if std::mem::replace(&mut self.after_code, true) {
            self.out.push('\n');
        }
        self.heading(Heading::File(file));
        self.out.push_str(&md_code("sql", code));
        if let Some((label, items)) = left_out {
            for item in items {
                let _ = writeln!(self.out, "\n- {label}: {}", md_escape(item));
            }
        }
    }
}

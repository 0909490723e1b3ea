//! The HTML writer of the data-model document: one page, the diagrams inline as SVG (light
//! theme), no external resources; also well-formed XML. Every text is escaped.

use super::{Heading, Writer};
use crate::render::text::escape;
use crate::render::{Diagram, Theme, render_svg};
use std::fmt::Write;

const CSS: &str = "body{font-family:system-ui,-apple-system,'Segoe UI','Noto Sans','PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif;max-width:1200px;margin:2em auto;padding:0 1em;color:#1f2328;line-height:1.5}\
table{border-collapse:collapse;margin:.5em 0 1.5em}th,td{border:1px solid #d0d7de;padding:.3em .6em;text-align:left;vertical-align:top}th{background:#f6f8fa}\
pre{background:#f6f8fa;padding:1em;overflow:auto}code,pre{font-family:ui-monospace,'DejaVu Sans Mono',Menlo,Consolas,monospace}\
figure{margin:1em 0 2em;overflow:auto}figure svg{max-width:100%;height:auto}figcaption{color:#5f6670}\
.marker{color:#1a5fb4;font-weight:bold}.error{color:#b42318}.warning{color:#9a6700}.info{color:#5f6670}";

/// Escapes preformatted text, keeping its line breaks.
fn escape_pre(s: &str) -> String {
    s.split('\n').map(escape).collect::<Vec<_>>().join("\n")
}

/// Writes the HTML page.
#[derive(Default)]
pub(super) struct Html {
    pub(super) out: String,
}

impl Html {
    fn items(&mut self, items: impl Iterator<Item = String>) {
        let mut any = false;
        for item in items {
            if !any {
                self.out.push_str("<ul>\n");
                any = true;
            }
            let _ = writeln!(self.out, "<li>{item}</li>");
        }
        if any {
            self.out.push_str("</ul>\n");
        }
    }
}

impl Writer for Html {
    fn title(&mut self, title: &str) {
        let title = escape(title);
        let _ = write!(
            self.out,
            "<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\"/>\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n<title>{title}</title>\n<style>{CSS}</style>\n</head>\n<body>\n<h1>{title}</h1>\n"
        );
    }

    fn paragraph(&mut self, text: &str) {
        let _ = writeln!(self.out, "<p>{}</p>", escape(text));
    }

    fn labelled(&mut self, label: &str, text: &str) {
        let _ = writeln!(self.out, "<p>{}: {}</p>", escape(label), escape(text));
    }

    fn trusted(&mut self, text: &str) {
        let _ = writeln!(self.out, "<p>{text}</p>");
    }

    fn code_term(&self, code: &str) -> String {
        escape(code)
    }

    fn heading(&mut self, heading: Heading<'_>) {
        match heading {
            Heading::Section(text) => {
                let _ = writeln!(self.out, "<h2>{}</h2>", escape(text));
            }
            Heading::Table { keyspace, name } => {
                let _ =
                    writeln!(self.out, "<h3 id=\"table-{}\">{}.{}</h3>", escape(name), escape(keyspace), escape(name));
            }
            Heading::File(name) => {
                let _ = writeln!(self.out, "<h3>{}</h3>", escape(name));
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
        let _ = writeln!(self.out, "<figure id=\"diagram-{}\">", d.name());
        self.out.push_str(&render_svg(project, model, d, &Theme::light()));
        let _ = writeln!(self.out, "<figcaption>{}</figcaption>\n</figure>", escape(title));
    }

    fn key_and_queries(&mut self, key_label: &str, key: &str, serves_label: &str, serves: &str) {
        let (key_label, serves_label) = (escape(key_label), escape(serves_label));
        let _ = writeln!(
            self.out,
            "<p>{key_label}: <code>{}</code><br/>{serves_label}: {}</p>",
            escape(key),
            escape(serves)
        );
    }

    fn table(&mut self, head: &[String], rows: &[Vec<String>]) {
        self.out.push_str("<table>\n<tr>");
        for h in head {
            let _ = write!(self.out, "<th>{}</th>", escape(h));
        }
        self.out.push_str("</tr>\n");
        for r in rows {
            self.out.push_str("<tr>");
            for c in r {
                let _ = write!(self.out, "<td>{}</td>", escape(c));
            }
            self.out.push_str("</tr>\n");
        }
        self.out.push_str("</table>\n");
    }

    fn list(&mut self, label: &str, items: &[String]) {
        let label = escape(label);
        self.items(items.iter().map(|i| format!("{label}: {}", escape(i))));
    }

    fn table_caption(&mut self, caption: &str) {
        let _ = writeln!(self.out, "<p>{}:</p>", escape(caption));
    }

    fn findings(&mut self, findings: &[(&str, &str, String)], none: &str) {
        if findings.is_empty() {
            let _ = writeln!(self.out, "<p>{}</p>", escape(none));
        }
        self.items(findings.iter().map(|(sev, code, text)| {
            format!("<span class=\"{sev}\">{sev}</span> <code>{}</code>: {}", escape(code), escape(text))
        }));
    }

    fn code(&mut self, file: &str, code: &str, left_out: Option<(&str, &[String])>) {
        self.heading(Heading::File(file));
        let _ = writeln!(self.out, "<pre><code>{}</code></pre>", escape_pre(code));
        if let Some((label, items)) = left_out {
            self.list(label, items);
        }
    }

    fn end(&mut self) {
        self.out.push_str("</body>\n</html>\n");
    }
}

//! The data-model document, for sharing and code review: the project's title and
//! description, the four diagrams, the queries, the tables with their keys and columns (and
//! why each column is there), partition figures from [`crate::analysis`], the findings, and
//! the CQL (`schema.cql`, `queries.cql`).
//!
//! [`markdown`] refers to SVG files written beside it (returned in [`DocumentFiles::files`]);
//! [`html`] is one self-contained page with the diagrams inline. All names are escaped for
//! the format, so a name can never become markup.

use crate::analysis::{AnalysisSettings, EstimateStatus, PartitionEstimate, fmt_bytes, human_number};
use crate::derive::Derivation;
use crate::logical::{LogicalModel, Table};
use crate::project::{Index, Project, Query};
use crate::render::text::escape;
use crate::render::{Diagram, Theme, markers, render_svg};
use std::fmt::Write;

/// A document and the files it refers to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DocumentFiles {
    /// The document's text (Markdown or HTML).
    pub text: String,
    /// Files to write beside it: (file name, contents). Markdown only: the diagrams' SVG.
    pub files: Vec<(String, String)>,
}

/// The file name of a diagram written beside a Markdown document named `stem.md`.
pub fn diagram_file_name(stem: &str, diagram: Diagram) -> String {
    let stem: String = stem.chars().map(|c| if c.is_control() || matches!(c, '/' | '\\') { '_' } else { c }).collect();
    format!("{stem}-{}.svg", diagram.name())
}

/// Everything the two formats share: derived once.
struct Parts<'a> {
    project: &'a Project,
    index: Index<'a>,
    model: &'a LogicalModel,
    analysis: crate::analysis::Analysis,
    schema: crate::export::ExportOutcome,
    queries_cql: String,
}

impl<'a> Parts<'a> {
    fn new(project: &'a Project, derivation: &'a Derivation) -> Self {
        let model = &derivation.model;
        Self {
            project,
            index: project.index(),
            model,
            analysis: crate::pipeline::check(project, derivation, &AnalysisSettings::default()),
            schema: crate::export::schema_cql(project, model),
            queries_cql: crate::export::queries_cql(project, model),
        }
    }

    fn title(&self) -> &str {
        if self.project.name.trim().is_empty() { "Untitled" } else { &self.project.name }
    }

    fn given(&self, q: &Query) -> String {
        let parts: Vec<String> = q.given.iter().map(|g| format!("{} {} ?", self.index.label(&g.attribute), g.predicate.symbol())).collect();
        parts.join(", ")
    }

    /// What a query returns: its attributes, then its aggregates (`min(Reading.value)`) and
    /// the period they are kept per.
    fn find(&self, q: &Query) -> String {
        let mut parts: Vec<String> = q.find.iter().map(|a| self.index.label(a)).collect();
        parts.extend(
            q.aggregates.iter().map(|g| format!("{}({})", g.function.name(), g.attribute.as_ref().map_or_else(String::new, |a| self.index.label(a)))),
        );
        let mut s = parts.join(", ");
        if let Some(per) = q.per.as_ref().filter(|_| !q.aggregates.is_empty()) {
            s.push(' ');
            s.push_str(&crate::msg!("query-per", unit = per.unit.words(), attribute = self.index.label(&per.attribute)).en());
        }
        s
    }

    fn order(&self, q: &Query) -> String {
        let parts: Vec<String> = q.order_by.iter().map(|o| format!("{} {}", self.index.label(&o.attribute), o.direction.keyword())).collect();
        parts.join(", ")
    }

    fn table_of(&self, q: &Query) -> String {
        self.model.table_for_query(&q.id).map(|t| t.name.clone()).unwrap_or_default()
    }
}

/// Rows of the partition table: one per table, with Nr, Nv, St and a status word.
/// A table's design choices in words (merged queries, queries served, a widened partition).
fn choice_lines(parts: &Parts<'_>, t: &Table) -> Vec<String> {
    let index = parts.project.index();
    let label = |a: &crate::ids::AttributeId| index.label(a);
    t.choices.iter().map(|c| c.text(crate::text::Lang::En, &label)).collect()
}

/// A table's primary-key alternatives as rows: key, why, chosen (when there is a choice).
fn alternative_rows(parts: &Parts<'_>, t: &Table) -> Vec<Vec<String>> {
    if t.alternatives.len() < 2 {
        return Vec::new();
    }
    let index = parts.project.index();
    t.alternatives
        .iter()
        .enumerate()
        .map(|(i, a)| vec![a.signature(&index), a.reason.to_string(), if i == t.chosen { "chosen".to_owned() } else { String::new() }])
        .collect()
}

fn partition_rows(parts: &Parts<'_>) -> Vec<[String; 5]> {
    parts
        .model
        .tables
        .iter()
        .map(|t| {
            let e = parts.analysis.partitions.iter().find(|p| p.table == t.name && p.keyspace == t.keyspace);
            partition_row(t, e)
        })
        .collect()
}

fn partition_row(t: &Table, e: Option<&PartitionEstimate>) -> [String; 5] {
    let num = |v: Option<f64>| v.map_or_else(|| "?".to_owned(), human_number);
    match e {
        None => [t.name.clone(), "?".into(), "?".into(), "?".into(), "not computed".into()],
        Some(e) => {
            let status = match e.status {
                EstimateStatus::Estimated => "estimated".to_owned(),
                EstimateStatus::Unbounded => {
                    format!("unbounded: +{} rows per day", e.rows_per_day.map_or_else(|| "?".to_owned(), human_number))
                }
                EstimateStatus::Unknown => match e.rows_at_most {
                    Some(m) => format!("estimates missing (Nr ≤ {})", human_number(m)),
                    None => "estimates missing".to_owned(),
                },
            };
            let status = if e.remedies.is_empty() { status } else { format!("{status}; {} bucket remedies offered", e.remedies.len()) };
            [t.name.clone(), num(e.rows), num(e.values), e.bytes.map_or_else(|| "?".to_owned(), fmt_bytes), status]
        }
    }
}

// ---------------------------------------------------------------- Markdown

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
/// A finding's message and its fix, in English (the document's language).
fn finding(d: &crate::diagnostic::Diagnostic) -> String {
    let message = d.message.en();
    match &d.fix {
        Some(fix) => format!("{message}{} Fix: {}", if message.ends_with(['.', '!', '?']) { "" } else { "." }, fix.en()),
        None => message,
    }
}

fn md_code(lang: &str, code: &str) -> String {
    let fence = "`".repeat((longest_backtick_run(code) + 1).max(3));
    let code = code.trim_end_matches('\n');
    format!("{fence}{lang}\n{code}\n{fence}\n")
}

fn md_table(out: &mut String, head: &[&str], rows: &[Vec<String>]) {
    let _ = writeln!(out, "| {} |", head.join(" | "));
    let _ = writeln!(out, "|{}|", head.iter().map(|_| " --- ").collect::<Vec<_>>().join("|"));
    for r in rows {
        let cells: Vec<String> = r.iter().map(|c| if c.is_empty() { " ".to_owned() } else { md_escape(c) }).collect();
        let _ = writeln!(out, "| {} |", cells.join(" | "));
    }
    out.push('\n');
}

/// The Markdown document. `stem` names the SVG files beside it (`stem-logical.svg`...),
/// returned in [`DocumentFiles::files`] in the light theme.
pub fn markdown(project: &Project, derivation: &Derivation, stem: &str) -> DocumentFiles {
    let p = Parts::new(project, derivation);
    let mut s = String::new();
    let _ = writeln!(s, "# {}\n", md_escape(p.title()));
    for para in project.description.split("\n\n").map(str::trim).filter(|x| !x.is_empty()) {
        let _ = writeln!(s, "{}\n", md_escape(para));
    }
    let _ = writeln!(s, "{}\n", md_escape(&summary(&p)));
    s.push_str("## Diagrams\n\n");
    let mut files = Vec::new();
    for d in Diagram::ALL {
        let file = diagram_file_name(stem, d);
        let _ = writeln!(s, "### {}\n\n![{}](<{}>)\n", md_escape(d.title()), md_escape(d.title()), file.replace(['<', '>'], "_"));
        files.push((file.replace(['<', '>'], "_"), render_svg(project, p.model, d, &Theme::light())));
    }
    s.push_str("## Queries\n\n");
    let rows: Vec<Vec<String>> = project
        .queries
        .iter()
        .map(|q| {
            vec![
                format!("{}{}", q.id, if q.entry { " (entry)" } else { "" }),
                q.description.clone(),
                p.given(q),
                p.find(q),
                p.order(q),
                q.limit.map(|l| l.to_string()).unwrap_or_default(),
                p.table_of(q),
            ]
        })
        .collect();
    md_table(&mut s, &["Query", "Description", "Given", "Find", "Order by", "Limit", "Table"], &rows);
    if !project.transitions.is_empty() {
        let edges: Vec<String> = project.transitions.iter().map(|t| format!("{} → {}", t.from, t.to)).collect();
        let _ = writeln!(s, "Workflow: {}\n", md_escape(&edges.join(", ")));
    }
    s.push_str("## Tables\n\n");
    for t in &p.model.tables {
        let _ = writeln!(s, "### {}.{}\n", md_escape(&t.keyspace), md_escape(&t.name));
        let qs: Vec<String> = t.queries.iter().map(ToString::to_string).collect();
        let _ = writeln!(s, "Primary key: {}  ", md_code_span(&t.key_signature()));
        let _ = writeln!(s, "Serves: {}\n", md_escape(&if qs.is_empty() { "no query".to_owned() } else { qs.join(", ") }));
        let rows: Vec<Vec<String>> = t
            .columns
            .iter()
            .map(|c| vec![c.name.clone(), c.ty.to_string(), markers(c).join(" "), format!("{}: {}", c.provenance.rule.label(), c.provenance.reason)])
            .collect();
        md_table(&mut s, &["Column", "Type", "Marker", "Why"], &rows);
        for line in choice_lines(&p, t) {
            let _ = writeln!(s, "- Design choice: {}", md_escape(&line));
        }
        let alternatives = alternative_rows(&p, t);
        if !alternatives.is_empty() {
            s.push_str(if t.choices.is_empty() { "Primary-key alternatives:\n\n" } else { "\nPrimary-key alternatives:\n\n" });
            md_table(&mut s, &["Primary key", "Why", ""], &alternatives);
        } else if !t.choices.is_empty() {
            s.push('\n');
        }
    }
    s.push_str("## Partition sizes\n\n");
    s.push_str(&md_partition_section(&p));
    s.push_str("## Findings\n\n");
    if p.analysis.diagnostics.is_empty() {
        s.push_str("No findings.\n\n");
    }
    for d in &p.analysis.diagnostics {
        let _ = writeln!(s, "- **{}** `{}`: {}", d.severity.name(), d.code, md_escape(&finding(d)));
    }
    s.push('\n');
    s.push_str("## CQL\n\n### schema.cql\n\n");
    s.push_str(&md_code("sql", &p.schema.text));
    for skipped in &p.schema.skipped {
        let _ = writeln!(s, "\n- Left out: {}", md_escape(skipped));
    }
    s.push_str("\n### queries.cql\n\n");
    s.push_str(&md_code("sql", &p.queries_cql));
    DocumentFiles { text: s, files }
}

fn summary(p: &Parts<'_>) -> String {
    let ks: Vec<&str> = p.project.physical.keyspaces.iter().map(|k| k.name.as_str()).collect();
    format!(
        "{} entities, {} relationships, {} queries, {} tables; keyspace{} {}; target {}.",
        p.project.entities.len(),
        p.project.relationships.len(),
        p.project.queries.len(),
        p.model.tables.len(),
        if ks.len() == 1 { "" } else { "s" },
        if ks.is_empty() { "none".to_owned() } else { ks.join(", ") },
        p.project.target().name()
    )
}

/// The partition-size section in Markdown: Nr, Nv and St per table (methodology §6).
fn md_partition_section(p: &Parts<'_>) -> String {
    let mut s = String::from(
        "Rows (Nr), values (Nv) and bytes (St) per partition, from the conceptual model's estimates \
         (`Nv = Nr × (Nc − Npk − Ns) + Ns`; `St = Σpk + Σstatic + Nr × (Σregular + Σclustering) + 8 × Nv`).\n\n",
    );
    let rows: Vec<Vec<String>> = partition_rows(p).into_iter().map(Vec::from).collect();
    md_table(&mut s, &["Table", "Nr", "Nv", "St", "Status"], &rows);
    s
}

// ---------------------------------------------------------------- HTML

const CSS: &str = "body{font-family:system-ui,-apple-system,'Segoe UI','Noto Sans','PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif;max-width:1200px;margin:2em auto;padding:0 1em;color:#1f2328;line-height:1.5}\
table{border-collapse:collapse;margin:.5em 0 1.5em}th,td{border:1px solid #d0d7de;padding:.3em .6em;text-align:left;vertical-align:top}th{background:#f6f8fa}\
pre{background:#f6f8fa;padding:1em;overflow:auto}code,pre{font-family:ui-monospace,'DejaVu Sans Mono',Menlo,Consolas,monospace}\
figure{margin:1em 0 2em;overflow:auto}figure svg{max-width:100%;height:auto}figcaption{color:#5f6670}\
.marker{color:#1a5fb4;font-weight:bold}.error{color:#b42318}.warning{color:#9a6700}.info{color:#5f6670}";

fn html_table(out: &mut String, head: &[&str], rows: &[Vec<String>]) {
    out.push_str("<table>\n<tr>");
    for h in head {
        let _ = write!(out, "<th>{}</th>", escape(h));
    }
    out.push_str("</tr>\n");
    for r in rows {
        out.push_str("<tr>");
        for c in r {
            let _ = write!(out, "<td>{}</td>", escape(c));
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</table>\n");
}

/// The HTML document: one page, the diagrams inline as SVG (light theme), no external
/// resources. Also well-formed XML, so XML tools can read it.
pub fn html(project: &Project, derivation: &Derivation) -> String {
    let p = Parts::new(project, derivation);
    let mut s = String::new();
    let title = escape(p.title());
    let _ = write!(
        s,
        "<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\"/>\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n<title>{title}</title>\n<style>{CSS}</style>\n</head>\n<body>\n<h1>{title}</h1>\n"
    );
    for para in project.description.split("\n\n").map(str::trim).filter(|x| !x.is_empty()) {
        let _ = writeln!(s, "<p>{}</p>", escape(para));
    }
    let _ = writeln!(s, "<p>{}</p>", escape(&summary(&p)));
    s.push_str("<h2>Diagrams</h2>\n");
    for d in Diagram::ALL {
        let _ = writeln!(s, "<figure id=\"diagram-{}\">", d.name());
        s.push_str(&render_svg(project, p.model, d, &Theme::light()));
        let _ = writeln!(s, "<figcaption>{}</figcaption>\n</figure>", escape(d.title()));
    }
    s.push_str("<h2>Queries</h2>\n");
    let rows: Vec<Vec<String>> = project
        .queries
        .iter()
        .map(|q| {
            vec![
                format!("{}{}", q.id, if q.entry { " (entry)" } else { "" }),
                q.description.clone(),
                p.given(q),
                p.find(q),
                p.order(q),
                q.limit.map(|l| l.to_string()).unwrap_or_default(),
                p.table_of(q),
            ]
        })
        .collect();
    html_table(&mut s, &["Query", "Description", "Given", "Find", "Order by", "Limit", "Table"], &rows);
    if !project.transitions.is_empty() {
        let edges: Vec<String> = project.transitions.iter().map(|t| format!("{} → {}", t.from, t.to)).collect();
        let _ = writeln!(s, "<p>Workflow: {}</p>", escape(&edges.join(", ")));
    }
    s.push_str("<h2>Tables</h2>\n");
    for t in &p.model.tables {
        let _ = writeln!(s, "<h3 id=\"table-{}\">{}.{}</h3>", escape(&t.name), escape(&t.keyspace), escape(&t.name));
        let qs: Vec<String> = t.queries.iter().map(ToString::to_string).collect();
        let _ = writeln!(
            s,
            "<p>Primary key: <code>{}</code><br/>Serves: {}</p>",
            escape(&t.key_signature()),
            escape(&if qs.is_empty() { "no query".to_owned() } else { qs.join(", ") })
        );
        let rows: Vec<Vec<String>> = t
            .columns
            .iter()
            .map(|c| vec![c.name.clone(), c.ty.to_string(), markers(c).join(" "), format!("{}: {}", c.provenance.rule.label(), c.provenance.reason)])
            .collect();
        html_table(&mut s, &["Column", "Type", "Marker", "Why"], &rows);
        let choices = choice_lines(&p, t);
        if !choices.is_empty() {
            s.push_str("<ul>\n");
            for line in choices {
                let _ = writeln!(s, "<li>Design choice: {}</li>", escape(&line));
            }
            s.push_str("</ul>\n");
        }
        let alternatives = alternative_rows(&p, t);
        if !alternatives.is_empty() {
            s.push_str("<p>Primary-key alternatives:</p>\n");
            html_table(&mut s, &["Primary key", "Why", ""], &alternatives);
        }
    }
    s.push_str("<h2>Partition sizes</h2>\n");
    s.push_str(&partition_section(&p));
    s.push_str("<h2>Findings</h2>\n");
    if p.analysis.diagnostics.is_empty() {
        s.push_str("<p>No findings.</p>\n");
    } else {
        s.push_str("<ul>\n");
        for d in &p.analysis.diagnostics {
            let sev = d.severity.name();
            let _ = writeln!(s, "<li><span class=\"{sev}\">{sev}</span> <code>{}</code>: {}</li>", escape(d.code.as_str()), escape(&finding(d)));
        }
        s.push_str("</ul>\n");
    }
    s.push_str("<h2>CQL</h2>\n<h3>schema.cql</h3>\n");
    let _ = writeln!(s, "<pre><code>{}</code></pre>", escape_pre(&p.schema.text));
    if !p.schema.skipped.is_empty() {
        s.push_str("<ul>\n");
        for skipped in &p.schema.skipped {
            let _ = writeln!(s, "<li>Left out: {}</li>", escape(skipped));
        }
        s.push_str("</ul>\n");
    }
    s.push_str("<h3>queries.cql</h3>\n");
    let _ = writeln!(s, "<pre><code>{}</code></pre>", escape_pre(&p.queries_cql));
    s.push_str("</body>\n</html>\n");
    s
}

/// Escapes preformatted text, keeping its line breaks.
fn escape_pre(s: &str) -> String {
    s.split('\n').map(escape).collect::<Vec<_>>().join("\n")
}

/// The partition-size section in HTML: Nr, Nv and St per table (methodology §6), from
/// [`crate::pipeline::check`].
fn partition_section(p: &Parts<'_>) -> String {
    let mut s = String::from(
        "<p>Rows (Nr), values (Nv) and bytes (St) per partition, from the conceptual model's estimates \
         (Nv = Nr × (Nc − Npk − Ns) + Ns; St = Σpk + Σstatic + Nr × (Σregular + Σclustering) + 8 × Nv).</p>\n",
    );
    let rows: Vec<Vec<String>> = partition_rows(p).into_iter().map(Vec::from).collect();
    html_table(&mut s, &["Table", "Nr", "Nv", "St", "Status"], &rows);
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::builder::sample;

    #[test]
    fn markdown_has_every_section_table_query_and_diagram_file() {
        let p = sample("hotel");
        let d = crate::derive(&p);
        let doc = markdown(&p, &d, "hotel");
        let t = &doc.text;
        assert!(t.starts_with("# Hotel\n"));
        for h in ["## Diagrams", "## Queries", "## Tables", "## Partition sizes", "## Findings", "## CQL", "### schema.cql", "### queries.cql"] {
            assert!(t.contains(&format!("\n{h}\n")), "{h} missing");
        }
        for table in &d.model.tables {
            assert!(t.contains(&format!("### {}.{}", table.keyspace, md_escape(&table.name))), "{}", table.name);
            assert!(t.contains(&format!("Primary key: `{}`", table.key_signature())), "{}", table.name);
        }
        for q in &p.queries {
            assert!(t.contains(&format!("| {}", q.id)), "{}", q.id);
        }
        let names: Vec<&str> = doc.files.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names, ["hotel-conceptual.svg", "hotel-workflow.svg", "hotel-logical.svg", "hotel-physical.svg"]);
        for n in &names {
            assert!(t.contains(&format!("](<{n}>)")), "{n} not referenced");
        }
        for (_, svg) in &doc.files {
            assert!(roxmltree::Document::parse(svg).is_ok());
        }
        // Partition figures: the methodology's 73,000 rows for available_rooms_by_hotel_date.
        assert!(t.contains("| available_rooms_by_hotel_date | 73,000 | 73,000 |"), "partition figures");
        assert!(t.contains("CREATE TABLE") && t.contains("SELECT"), "CQL");
        assert!(t.contains("MR2: "), "column provenance");
    }

    #[test]
    fn tables_list_their_design_choices_and_key_alternatives() {
        let p = sample("hotel");
        let d = crate::derive(&p);
        let md = markdown(&p, &d, "hotel").text;
        assert!(md.contains("- Design choice: one partition per owner would grow without bound: Reservation.start_date joined"), "{md}");
        let tables_with_alternatives = d.model.tables.iter().filter(|t| t.alternatives.len() > 1).count();
        assert!(tables_with_alternatives > 0);
        assert_eq!(md.matches("Primary-key alternatives:").count(), tables_with_alternatives);
        assert_eq!(md.matches("| chosen |").count(), tables_with_alternatives, "one chosen key per table");
        let html = html(&p, &d);
        assert_eq!(html.matches("<p>Primary-key alternatives:</p>").count(), tables_with_alternatives);
        assert!(html.contains("<li>Design choice: one partition per owner"));
    }

    #[test]
    fn html_is_one_well_formed_page_with_inline_diagrams() {
        for name in ["hotel", "student-projects"] {
            let p = sample(name);
            let d = crate::derive(&p);
            let page = html(&p, &d);
            let doc = roxmltree::Document::parse_with_options(&page, roxmltree::ParsingOptions { allow_dtd: true, ..Default::default() })
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            let svgs = doc.descendants().filter(|n| n.has_tag_name("svg")).count();
            assert_eq!(svgs, 4, "{name}: four inline diagrams");
            let text: String = doc.descendants().filter(|n| n.is_text()).map(|n| n.text().unwrap_or_default()).collect();
            for t in &d.model.tables {
                assert!(text.contains(&t.name), "{name}: {}", t.name);
            }
            assert!(text.contains(&p.name), "{name}: title");
            assert!(!page.contains("src=") && !page.contains("href="), "{name}: no external resources");
        }
    }

    #[test]
    fn hostile_text_stays_text() {
        let mut p = sample("hotel");
        p.name = "<script>alert(1)</script> & ``` \"q\"".to_owned();
        p.description = "- not a list\n\n# not a heading | pipe _under_ *star* [link](x)".to_owned();
        if let Some(q) = p.queries.first_mut() {
            q.description = "<img src=x onerror=alert(1)> | ``` |".to_owned();
        }
        let d = crate::derive(&p);
        let md = markdown(&p, &d, "../evil/name");
        // Outside the CQL code blocks (where text is never read as markup).
        let prose = md.text.split("\n## CQL\n").next().unwrap_or_default();
        assert!(!prose.contains("<script") && !prose.contains("<img"), "raw markup in Markdown");
        assert!(md.text.contains("\\- not a list") && md.text.contains("\\# not a heading"));
        assert!(md.text.contains("\\_under\\_") && md.text.contains("\\*star\\*") && md.text.contains("\\[link\\]"));
        assert!(md.files.iter().all(|(n, _)| !n.contains('/')), "file names stay beside the document");
        // The schema's first comment holds the ``` of the name: its fence is longer.
        assert!(md.text.contains("````sql\n"), "fence longer than the backticks inside");
        let page = html(&p, &d);
        assert!(!page.contains("<script") && !page.contains("<img"), "raw markup in HTML");
        assert!(page.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp;"));
    }

    /// Issue 41, item 12: a bidirectional control in a name (U+202E reverses what follows it,
    /// `txt.exe` shown as `exe.txt`) never reaches a document, its pictures or its HTML.
    #[test]
    fn bidirectional_controls_never_reach_a_document() {
        let mut p = sample("hotel");
        p.name = "Hotel \u{202E}txt.exe\u{202C}".to_owned();
        p.description = "Reads \u{2066}backwards\u{2069} \u{202A}\u{202B}\u{202D}".to_owned();
        if let Some(e) = p.entities.first_mut() {
            e.name = "Ho\u{202E}tel".to_owned();
        }
        if let Some(q) = p.queries.first_mut() {
            q.description = "find \u{2067}\u{2068}x".to_owned();
        }
        let d = crate::derive(&p);
        let md = markdown(&p, &d, "hotel");
        let bidi = |text: &str| text.chars().find(|&c| crate::cql::is_bidi_control(c));
        assert_eq!(bidi(&md.text), None, "Markdown");
        for (name, svg) in &md.files {
            assert_eq!(bidi(svg), None, "{name}");
        }
        assert_eq!(bidi(&html(&p, &d)), None, "HTML");
        assert!(md.text.contains("Hotel txt.exe"), "the rest of the name is kept");
    }

    #[test]
    fn markdown_escaping_keeps_names_readable() {
        assert_eq!(md_escape("hotels_by_poi"), "hotels_by_poi");
        assert_eq!(md_escape("_x_"), "\\_x\\_");
        assert_eq!(md_escape("a|b"), "a\\|b");
        assert_eq!(md_escape("1. x"), "1\\. x");
        assert_eq!(md_escape("学生 & <b>"), "学生 &amp; &lt;b&gt;");
        assert_eq!(md_code("sql", "a ``` b"), "````sql\na ``` b\n````\n");
    }
}

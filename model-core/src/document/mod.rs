//! The data-model document, for sharing and code review: the project's title and
//! description, the four diagrams, the queries, the tables with their keys and columns (and
//! why each column is there), partition figures from [`crate::analysis`], the findings, and
//! the CQL (`schema.cql`, `queries.cql`), in the language asked (`document-*` in
//! `document.ftl`; the reasons are derivation's, worded there).
//!
//! The document is walked once ([`write`]); each format is a `Writer`: `markdown.rs` refers
//! to SVG files written beside it (returned in [`DocumentFiles::files`]), `html.rs` writes one
//! self-contained page with the diagrams inline. All names are escaped by the writer for its
//! format, so a name can never become markup.

mod html;
mod markdown;

pub use markdown::{md_code_span, md_escape};

use crate::analysis::{AnalysisSettings, EstimateStatus, PartitionEstimate, fmt_bytes, human_number};
use crate::derive::Derivation;
use crate::logical::{LogicalModel, Table};
use crate::msg;
use crate::project::{Index, Project, Query};
use crate::render::{Diagram, markers};
use crate::text::{Lang, Text};

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

/// The Markdown document in English. `stem` names the SVG files beside it
/// (`stem-logical.svg`...), returned in [`DocumentFiles::files`] in the light theme.
pub fn markdown(project: &Project, derivation: &Derivation, stem: &str) -> DocumentFiles {
    markdown_in(project, derivation, stem, Lang::En)
}

/// [`markdown`] in `lang`.
pub fn markdown_in(project: &Project, derivation: &Derivation, stem: &str, lang: Lang) -> DocumentFiles {
    let mut w = markdown::Markdown::new(stem);
    write(&Parts::new(project, derivation, lang), &mut w);
    DocumentFiles { text: w.out, files: w.files }
}

/// The HTML document in English: one page, the diagrams inline as SVG (light theme), no
/// external resources. Also well-formed XML, so XML tools can read it.
pub fn html(project: &Project, derivation: &Derivation) -> String {
    html_in(project, derivation, Lang::En)
}

/// [`html`] in `lang`.
pub fn html_in(project: &Project, derivation: &Derivation, lang: Lang) -> String {
    let mut w = html::Html::default();
    write(&Parts::new(project, derivation, lang), &mut w);
    w.out
}

/// A heading of the document.
enum Heading<'a> {
    /// A section (`## Tables`).
    Section(&'a str),
    /// A table's (`### keyspace.table`).
    Table { keyspace: &'a str, name: &'a str },
    /// A CQL file's (`### schema.cql`).
    File(&'a str),
}

/// One format of the document: each writes what [`write`] walks, escaping every text it is
/// given for the format (a `trusted` text is the document's own words, written as they are).
trait Writer {
    /// The document's title, first.
    fn title(&mut self, title: &str);
    /// A paragraph of text.
    fn paragraph(&mut self, text: &str);
    /// A paragraph `label: text`.
    fn labelled(&mut self, label: &str, text: &str);
    /// A paragraph of the document's own words, with code terms made by [`Writer::code_term`].
    fn trusted(&mut self, text: &str);
    /// A formula or term as code, in a trusted paragraph.
    fn code_term(&self, code: &str) -> String;
    /// A heading.
    fn heading(&mut self, heading: Heading<'_>);
    /// A diagram with its title.
    fn diagram(&mut self, project: &Project, model: &LogicalModel, d: Diagram, title: &str);
    /// A table's primary key (as code) and the queries it serves.
    fn key_and_queries(&mut self, key_label: &str, key: &str, serves_label: &str, serves: &str);
    /// A table of rows under a head.
    fn table(&mut self, head: &[String], rows: &[Vec<String>]);
    /// A list of `label: item`.
    fn list(&mut self, label: &str, items: &[String]);
    /// The caption of the table that follows (`Primary-key alternatives:`).
    fn table_caption(&mut self, caption: &str);
    /// The findings: (severity, code, text) each, or `none` said.
    fn findings(&mut self, findings: &[(&str, &str, String)], none: &str);
    /// A CQL file under its name, with what was left out of it.
    fn code(&mut self, file: &str, code: &str, left_out: Option<(&str, &[String])>);
    /// The end of the document.
    fn end(&mut self) {}
}

/// Everything the two formats share: derived once.
struct Parts<'a> {
    project: &'a Project,
    index: Index<'a>,
    model: &'a LogicalModel,
    analysis: crate::analysis::Analysis,
    schema: crate::export::ExportOutcome,
    queries_cql: String,
    lang: Lang,
}

impl<'a> Parts<'a> {
    fn new(project: &'a Project, derivation: &'a Derivation, lang: Lang) -> Self {
        let model = &derivation.model;
        Self {
            project,
            index: project.index(),
            model,
            analysis: crate::pipeline::check(project, derivation, &AnalysisSettings::default()),
            schema: crate::export::schema_cql(project, model),
            queries_cql: crate::export::queries_cql(project, model),
            lang,
        }
    }

    /// A text in the document's language.
    fn say(&self, text: &Text) -> String {
        text.get(self.lang)
    }

    fn title(&self) -> String {
        if self.project.name.trim().is_empty() {
            self.say(&msg!("document-untitled"))
        } else {
            self.project.name.clone()
        }
    }

    fn given(&self, q: &Query) -> String {
        let parts: Vec<String> =
            q.given.iter().map(|g| format!("{} {} ?", self.index.label(&g.attribute), g.predicate.symbol())).collect();
        parts.join(", ")
    }

    /// What a query returns: its attributes, then its aggregates (`min(Reading.value)`) and
    /// the period they are kept per.
    fn find(&self, q: &Query) -> String {
        let mut parts: Vec<String> = q.find.iter().map(|a| self.index.label(a)).collect();
        parts.extend(q.aggregates.iter().map(|g| {
            format!("{}({})", g.function.name(), g.attribute.as_ref().map_or_else(String::new, |a| self.index.label(a)))
        }));
        let mut s = parts.join(", ");
        if let Some(per) = q.per.as_ref().filter(|_| !q.aggregates.is_empty()) {
            s.push(' ');
            s.push_str(&self.say(&msg!(
                "query-per",
                unit = per.unit.words(),
                attribute = self.index.label(&per.attribute)
            )));
        }
        s
    }

    fn order(&self, q: &Query) -> String {
        let parts: Vec<String> = q
            .order_by
            .iter()
            .map(|o| format!("{} {}", self.index.label(&o.attribute), o.direction.keyword()))
            .collect();
        parts.join(", ")
    }

    fn table_of(&self, q: &Query) -> String {
        self.model.table_for_query(&q.id).map(|t| t.name.clone()).unwrap_or_default()
    }

    /// The head of a table: each column's words.
    fn head(&self, columns: &[Text]) -> Vec<String> {
        columns.iter().map(|c| self.say(c)).collect()
    }

    /// One sentence: how many of each thing, the keyspaces and the target.
    fn summary(&self) -> String {
        let ks: Vec<&str> = self.project.physical.keyspaces.iter().map(|k| k.name.as_str()).collect();
        let keyspaces = if ks.is_empty() { msg!("document-no-keyspace") } else { Text::verbatim(ks.join(", ")) };
        self.say(&msg!(
            "document-summary",
            entities = self.project.entities.len(),
            relationships = self.project.relationships.len(),
            queries = self.project.queries.len(),
            tables = self.model.tables.len(),
            keyspace_count = ks.len(),
            keyspaces = keyspaces,
            target = self.project.target().name()
        ))
    }

    /// A finding's message and its fix.
    fn finding(&self, d: &crate::diagnostic::Diagnostic) -> String {
        let message = self.say(&d.message);
        match &d.fix {
            Some(fix) => {
                let stop = if message.ends_with(['.', '!', '?', '。']) { "" } else { "." };
                format!("{message}{stop} {}: {}", self.say(&msg!("document-fix")), self.say(fix))
            }
            None => message,
        }
    }

    /// A table's design choices in words (merged queries, queries served, a widened partition).
    fn choice_lines(&self, t: &Table) -> Vec<String> {
        let label = |a: &crate::ids::AttributeId| self.index.label(a);
        t.choices.iter().map(|c| c.text(self.lang, &label)).collect()
    }

    /// A table's primary-key alternatives as rows: key, why, chosen (when there is a choice).
    fn alternative_rows(&self, t: &Table) -> Vec<Vec<String>> {
        if t.alternatives.len() < 2 {
            return Vec::new();
        }
        let chosen = self.say(&msg!("document-chosen"));
        t.alternatives
            .iter()
            .enumerate()
            .map(|(i, a)| {
                vec![
                    a.signature(&self.index),
                    self.say(&a.reason.said()),
                    if i == t.chosen { chosen.clone() } else { String::new() },
                ]
            })
            .collect()
    }

    /// Rows of the partition table: one per table, with Nr, Nv, St and a status.
    fn partition_rows(&self) -> Vec<Vec<String>> {
        let rows = self.model.tables.iter().map(|t| {
            let e = self.analysis.partitions.iter().find(|p| p.table == t.name && p.keyspace == t.keyspace);
            self.partition_row(t, e)
        });
        rows.collect()
    }

    fn partition_row(&self, t: &Table, e: Option<&PartitionEstimate>) -> Vec<String> {
        let num = |v: Option<f64>| v.map_or_else(|| "?".to_owned(), human_number);
        let Some(e) = e else {
            return vec![t.name.clone(), "?".into(), "?".into(), "?".into(), self.say(&msg!("document-not-computed"))];
        };
        let status = match e.status {
            EstimateStatus::Estimated => msg!("document-estimated"),
            EstimateStatus::Unbounded => {
                msg!("document-unbounded", rows = crate::text::Arg::Figure(num(e.rows_per_day)))
            }
            EstimateStatus::Unknown => match e.rows_at_most {
                Some(m) => msg!("document-estimates-missing-at-most", rows = human_number(m)),
                None => msg!("document-estimates-missing"),
            },
        };
        let status = if e.remedies.is_empty() {
            status
        } else {
            msg!("document-remedies-offered", status = status, count = e.remedies.len())
        };
        vec![
            t.name.clone(),
            num(e.rows),
            num(e.values),
            e.bytes.map_or_else(|| "?".to_owned(), fmt_bytes),
            self.say(&status),
        ]
    }
}

/// A diagram's title in the document.
fn diagram_title(d: Diagram) -> Text {
    match d {
        Diagram::Conceptual => msg!("document-diagram-conceptual"),
        Diagram::Workflow => msg!("document-diagram-workflow"),
        Diagram::Logical => msg!("document-diagram-logical"),
        Diagram::Physical => msg!("document-diagram-physical"),
    }
}

/// The document, walked once for any writer.
fn write(p: &Parts<'_>, w: &mut impl Writer) {
    let project = p.project;
    w.title(&p.title());
    for para in project.description.split("\n\n").map(str::trim).filter(|x| !x.is_empty()) {
        w.paragraph(para);
    }
    w.paragraph(&p.summary());
    w.heading(Heading::Section(&p.say(&msg!("document-diagrams"))));
    for d in Diagram::ALL {
        w.diagram(project, p.model, d, &p.say(&diagram_title(d)));
    }
    w.heading(Heading::Section(&p.say(&msg!("document-queries"))));
    let entry = p.say(&msg!("document-entry"));
    let rows: Vec<Vec<String>> = project
        .queries
        .iter()
        .map(|q| {
            vec![
                if q.entry { format!("{} ({entry})", q.id) } else { q.id.to_string() },
                q.description.clone(),
                p.given(q),
                p.find(q),
                p.order(q),
                q.limit.map(|l| l.to_string()).unwrap_or_default(),
                p.table_of(q),
            ]
        })
        .collect();
    let head = [
        msg!("document-query"),
        msg!("document-description"),
        msg!("document-given"),
        msg!("document-find"),
        msg!("document-order-by"),
        msg!("document-limit"),
        msg!("document-table"),
    ];
    w.table(&p.head(&head), &rows);
    if !project.transitions.is_empty() {
        let edges: Vec<String> = project.transitions.iter().map(|t| format!("{} → {}", t.from, t.to)).collect();
        w.labelled(&p.say(&msg!("document-workflow")), &edges.join(", "));
    }
    w.heading(Heading::Section(&p.say(&msg!("document-tables"))));
    tables(p, w);
    w.heading(Heading::Section(&p.say(&msg!("document-partition-sizes"))));
    let (nv, st) = ("Nv = Nr × (Nc − Npk − Ns) + Ns", "St = Σpk + Σstatic + Nr × (Σregular + Σclustering) + 8 × Nv");
    w.trusted(&p.say(&msg!("document-partition-intro", nv = w.code_term(nv), st = w.code_term(st))));
    let head = [
        msg!("document-table"),
        Text::verbatim("Nr"),
        Text::verbatim("Nv"),
        Text::verbatim("St"),
        msg!("document-status"),
    ];
    w.table(&p.head(&head), &p.partition_rows());
    w.heading(Heading::Section(&p.say(&msg!("document-findings"))));
    let findings: Vec<(&str, &str, String)> =
        p.analysis.diagnostics.iter().map(|d| (d.severity.name(), d.code.as_str(), p.finding(d))).collect();
    w.findings(&findings, &p.say(&msg!("document-no-findings")));
    w.heading(Heading::Section("CQL"));
    let left_out = p.say(&msg!("document-left-out"));
    w.code("schema.cql", &p.schema.text, Some((&left_out, &p.schema.skipped)));
    w.code("queries.cql", &p.queries_cql, None);
    w.end();
}

/// Each table: its key, the queries it serves, its columns and why, its design choices and
/// its key alternatives.
fn tables(p: &Parts<'_>, w: &mut impl Writer) {
    let column_head =
        p.head(&[msg!("document-column"), msg!("document-type"), msg!("document-marker"), msg!("document-why")]);
    let alternative_head = p.head(&[msg!("document-primary-key"), msg!("document-why"), Text::verbatim("")]);
    let (key_label, serves_label) = (p.say(&msg!("document-primary-key")), p.say(&msg!("document-serves")));
    let choice_label = p.say(&msg!("document-design-choice"));
    for t in &p.model.tables {
        w.heading(Heading::Table { keyspace: &t.keyspace, name: &t.name });
        let qs: Vec<String> = t.queries.iter().map(ToString::to_string).collect();
        let serves = if qs.is_empty() { p.say(&msg!("document-no-query")) } else { qs.join(", ") };
        w.key_and_queries(&key_label, &t.key_signature(), &serves_label, &serves);
        let rows: Vec<Vec<String>> = t
            .columns
            .iter()
            .map(|c| {
                let rule = if p.lang == Lang::En {
                    c.provenance.rule.label().to_owned()
                } else {
                    p.say(&c.provenance.rule.words())
                };
                vec![
                    c.name.clone(),
                    c.ty.to_string(),
                    markers(c).join(" "),
                    format!("{rule}: {}", p.say(&c.provenance.words())),
                ]
            })
            .collect();
        w.table(&column_head, &rows);
        w.list(&choice_label, &p.choice_lines(t));
        let alternatives = p.alternative_rows(t);
        if !alternatives.is_empty() {
            w.table_caption(&p.say(&msg!("document-alternatives")));
            w.table(&alternative_head, &alternatives);
        }
    }
}

#[cfg(test)]
mod tests;

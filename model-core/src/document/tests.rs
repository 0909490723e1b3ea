//! Tests of the data-model document: its sections, escaping, hostile names, both formats.

use super::*;
use markdown::md_code;

use crate::builder::sample;

#[test]
fn markdown_has_every_section_table_query_and_diagram_file() {
    let p = sample("hotel");
    let d = crate::derive(&p);
    let doc = markdown(&p, &d, "hotel");
    let t = &doc.text;
    assert!(t.starts_with("# Hotel\n"));
    for h in [
        "## Diagrams",
        "## Queries",
        "## Tables",
        "## Partition sizes",
        "## Findings",
        "## CQL",
        "### schema.cql",
        "### queries.cql",
    ] {
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
    assert!(
        md.contains("- Design choice: one partition per owner would grow without bound: Reservation.start_date joined"),
        "{md}"
    );
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
        let doc = roxmltree::Document::parse_with_options(
            &page,
            roxmltree::ParsingOptions { allow_dtd: true, ..Default::default() },
        )
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

/// Issue 39, item 2: the document in Chinese shows the reasons derivation gave, worded in
/// Chinese, under Chinese headings (it printed derivation's English sentences in every
/// language); the English document is unchanged.
#[test]
fn the_chinese_document_words_its_headings_and_reasons_in_chinese() {
    let p = sample("hotel");
    let d = crate::derive(&p);
    let md = markdown_in(&p, &d, "hotel", Lang::Zh).text;
    for h in ["## 图", "## 查询", "## 表", "## 分区大小", "## 发现的问题"] {
        assert!(md.contains(&format!("\n{h}\n")), "{h} missing");
    }
    assert!(md.contains("| poi_name | text | K | MR2: Q1 中对 POI.name 的等值查询（=） |"), "{md}");
    for english in ["equality search", "## Tables", "Primary key:", "Why", "returns", "key of"] {
        assert!(!md.contains(english), "{english} in the Chinese document");
    }
    let en = markdown(&p, &d, "hotel").text;
    assert!(en.contains("| poi_name | text | K | MR2: equality search (=) on POI.name in Q1 |"), "{en}");
    let page = html_in(&p, &d, Lang::Zh);
    assert!(page.contains("<h2>表</h2>") && page.contains("Q1 中对 POI.name 的等值查询"), "HTML in Chinese");
}

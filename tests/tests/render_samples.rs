//! Pictures and documents of every sample, as a user gets them: every table name and every
//! Qn arrow label in the logical diagram, well-formed SVG, no overlapping table boxes, PNGs
//! of the expected size that are not blank, escaped hostile names, and the documents.

use end_to_end::sample_projects;
use model_core::Project;
use model_core::render::{Diagram, Theme, render_svg, svg_to_png};
use std::path::Path;

fn load(path: &Path) -> Project {
    Project::load(path).unwrap_or_else(|e| panic!("{e}"))
}

fn stem(path: &Path) -> String {
    path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default()
}

fn parse(svg: &str) -> roxmltree::Document<'_> {
    roxmltree::Document::parse(svg).unwrap_or_else(|e| panic!("the SVG is not well-formed XML: {e}"))
}

fn texts(doc: &roxmltree::Document<'_>) -> Vec<String> {
    doc.descendants().filter(|n| n.has_tag_name("text")).map(|n| n.text().unwrap_or_default().to_owned()).collect()
}

/// The boxes of a class as (x, y, w, h).
fn boxes(doc: &roxmltree::Document<'_>, class: &str) -> Vec<[f32; 4]> {
    let num =
        |n: &roxmltree::Node<'_, '_>, a: &str| n.attribute(a).and_then(|v| v.parse::<f32>().ok()).unwrap_or(f32::NAN);
    doc.descendants()
        .filter(|n| n.has_tag_name("rect") && n.attribute("class") == Some(class))
        .map(|n| [num(&n, "x"), num(&n, "y"), num(&n, "width"), num(&n, "height")])
        .collect()
}

#[test]
fn every_table_and_query_label_of_every_sample_is_in_its_logical_diagram() {
    let samples = sample_projects();
    assert!(samples.len() >= 6, "samples: {samples:?}");
    for path in samples {
        let name = stem(&path);
        let p = load(&path);
        let model = model_core::derive(&p).model;
        assert!(!model.tables.is_empty(), "{name}: no tables");
        for theme in [Theme::light(), Theme::dark()] {
            let svg = render_svg(&p, &model, Diagram::Logical, &theme);
            let doc = parse(&svg);
            let t = texts(&doc);
            for table in &model.tables {
                assert!(t.contains(&table.name), "{name} ({}): table {} missing", theme.name, table.name);
            }
            for q in &p.queries {
                assert!(t.contains(&q.id.to_string()), "{name} ({}): arrow label {} missing", theme.name, q.id);
            }
            // One arrow group per arrow; each query has at least one.
            let arrows: Vec<&str> = doc
                .descendants()
                .filter(|n| n.attribute("class") == Some("arrow"))
                .filter_map(|n| n.attribute("data-name"))
                .collect();
            for q in &p.queries {
                assert!(arrows.contains(&q.id.as_str()), "{name}: no arrow drawn for {}", q.id);
            }
            let b = boxes(&doc, "table-box");
            assert_eq!(b.len(), model.tables.len(), "{name}: one box per table");
            for i in 0..b.len() {
                for j in i + 1..b.len() {
                    let (x, y) = (b[i], b[j]);
                    let overlap = x[0] < y[0] + y[2] && y[0] < x[0] + x[2] && x[1] < y[1] + y[3] && y[1] < x[1] + x[3];
                    assert!(!overlap, "{name}: tables {} and {} overlap", model.tables[i].name, model.tables[j].name);
                }
            }
        }
    }
}

#[test]
fn every_diagram_of_every_sample_is_well_formed_svg_and_rasterizes() {
    for path in sample_projects() {
        let name = stem(&path);
        let p = load(&path);
        let model = model_core::derive(&p).model;
        for d in Diagram::ALL {
            let svg = render_svg(&p, &model, d, &Theme::dark());
            let doc = parse(&svg);
            let vb: Vec<f32> = doc
                .root_element()
                .attribute("viewBox")
                .unwrap_or_default()
                .split(' ')
                .filter_map(|v| v.parse().ok())
                .collect();
            assert_eq!(vb.len(), 4, "{name} {}: viewBox", d.name());
            let png = svg_to_png(&svg, 1.0).unwrap_or_else(|e| panic!("{name} {}: {e}", d.name()));
            assert_eq!(
                (png.width, png.height),
                (vb[2].ceil() as u32, vb[3].ceil() as u32),
                "{name} {}: PNG size",
                d.name()
            );
            assert!(png.data.starts_with(b"\x89PNG"), "{name} {}: PNG signature", d.name());
            // Not blank: the compressed picture of a flat colour is tiny.
            assert!(png.data.len() > 4_000, "{name} {}: PNG of {} bytes looks blank", d.name(), png.data.len());
        }
    }
}

#[test]
fn hostile_names_are_escaped_in_pictures_and_documents() {
    let path =
        sample_projects().into_iter().find(|p| stem(p) == "hotel").unwrap_or_else(|| panic!("hotel sample missing"));
    let mut p = load(&path);
    let evil = "<script>alert(\"x\")</script> & 'quotes' 学生 🎓";
    p.name = evil.to_owned();
    for e in &mut p.entities {
        e.name = format!("{evil} {}", e.name);
    }
    for q in &mut p.queries {
        q.description = format!("{evil} {}", q.description);
    }
    let d = model_core::derive(&p);
    for diagram in Diagram::ALL {
        let svg = render_svg(&p, &d.model, diagram, &Theme::light());
        assert!(!svg.contains("<script"), "{}: raw markup", diagram.name());
        let doc = parse(&svg);
        assert!(texts(&doc).iter().any(|t| t.contains(evil)), "{}: the name is not shown as text", diagram.name());
    }
    let page = model_core::document::html(&p, &d);
    assert!(!page.contains("<script"));
    let md = model_core::document::markdown(&p, &d, "model");
    let prose = md.text.split("\n## CQL\n").next().unwrap_or_default();
    assert!(!prose.contains("<script"));
}

#[test]
fn documents_of_every_sample_name_every_table() {
    for path in sample_projects() {
        let name = stem(&path);
        let p = load(&path);
        let d = model_core::derive(&p);
        let md = model_core::document::markdown(&p, &d, &name);
        assert_eq!(md.files.len(), 4, "{name}: four diagram files");
        let page = model_core::document::html(&p, &d);
        let opts = roxmltree::ParsingOptions { allow_dtd: true, ..Default::default() };
        let doc = roxmltree::Document::parse_with_options(&page, opts).unwrap_or_else(|e| panic!("{name}: {e}"));
        let h3: Vec<String> = doc
            .descendants()
            .filter(|n| n.has_tag_name("h3"))
            .map(|n| n.text().unwrap_or_default().to_owned())
            .collect();
        for t in &d.model.tables {
            assert!(h3.contains(&format!("{}.{}", t.keyspace, t.name)), "{name}: table {} has no section", t.name);
            assert!(
                md.text.contains(&format!(".{}\n", model_core::document::md_escape(&t.name))),
                "{name}: {} not in Markdown",
                t.name
            );
        }
    }
}

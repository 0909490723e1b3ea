//! Pictures of the samples and of hostile projects: well-formed XML, every table and query
//! label present, no overlapping boxes, escaped names, PNGs of the right size that are not
//! blank and show CJK glyphs.

use super::*;
use crate::project::Pos;

use crate::builder::sample;

const SAMPLES: [&str; 11] = [
    "books",
    "hotel",
    "iot-metrics",
    "online-supermarket",
    "orders",
    "sensor-readings",
    "social",
    "student-projects",
    "vehicle-rental",
    "vet-clinic",
    "video-sharing",
];

/// The text of every `<text>` element, decoded.
fn texts(svg: &str) -> Vec<String> {
    let doc = roxmltree::Document::parse(svg).unwrap_or_else(|e| panic!("not XML: {e}\n{svg}"));
    doc.descendants().filter(|n| n.has_tag_name("text")).map(|n| n.text().unwrap_or_default().to_owned()).collect()
}

/// The `(x, y, w, h)` of every rectangle of a class.
fn rects(svg: &str, class: &str) -> Vec<(f32, f32, f32, f32)> {
    let doc = roxmltree::Document::parse(svg).unwrap_or_else(|e| panic!("not XML: {e}"));
    let num =
        |n: &roxmltree::Node<'_, '_>, a: &str| n.attribute(a).and_then(|v| v.parse::<f32>().ok()).unwrap_or(f32::NAN);
    doc.descendants()
        .filter(|n| n.has_tag_name("rect") && n.attribute("class") == Some(class))
        .map(|n| (num(&n, "x"), num(&n, "y"), num(&n, "width"), num(&n, "height")))
        .collect()
}

fn view_box(svg: &str) -> (f32, f32, f32, f32) {
    let doc = roxmltree::Document::parse(svg).unwrap_or_else(|e| panic!("not XML: {e}"));
    let v: Vec<f32> =
        doc.root_element().attribute("viewBox").unwrap_or_default().split(' ').filter_map(|x| x.parse().ok()).collect();
    assert_eq!(v.len(), 4, "viewBox");
    (v[0], v[1], v[2], v[3])
}

fn overlapping(rs: &[(f32, f32, f32, f32)]) -> Option<(usize, usize)> {
    for i in 0..rs.len() {
        for j in i + 1..rs.len() {
            let (a, b) = (rs[i], rs[j]);
            if a.0 < b.0 + b.2 && b.0 < a.0 + a.2 && a.1 < b.1 + b.3 && b.1 < a.1 + a.3 {
                return Some((i, j));
            }
        }
    }
    None
}

#[test]
fn every_diagram_of_every_sample_is_well_formed_and_inside_its_view_box() {
    for name in SAMPLES {
        let p = sample(name);
        let model = crate::derive(&p).model;
        for d in Diagram::ALL {
            for theme in [Theme::light(), Theme::dark()] {
                let svg = render_svg(&p, &model, d, &theme);
                let t = texts(&svg);
                assert!(t.len() > 3, "{name} {}: {} texts", d.name(), t.len());
                let (vx, vy, vw, vh) = view_box(&svg);
                assert!(vw > 100.0 && vh > 100.0, "{name} {}: view box {vw}×{vh}", d.name());
                for (x, y, w, h) in rects(&svg, "table-box")
                    .into_iter()
                    .chain(rects(&svg, "query-box"))
                    .chain(rects(&svg, "entity-box"))
                {
                    assert!(
                        x >= vx && y >= vy && x + w <= vx + vw && y + h <= vy + vh,
                        "{name} {}: box outside the view box",
                        d.name()
                    );
                }
                assert!(svg.contains(theme.background), "{name}: background of the {} theme", theme.name);
            }
        }
    }
}

#[test]
fn the_logical_diagram_shows_every_table_and_query_arrow_of_every_sample() {
    for name in SAMPLES {
        let p = sample(name);
        let model = crate::derive(&p).model;
        for d in [Diagram::Logical, Diagram::Physical] {
            let svg = render_svg(&p, &model, d, &Theme::light());
            let t = texts(&svg);
            for table in &model.tables {
                let title = if d == Diagram::Physical {
                    format!("{}.{}", table.keyspace, table.name)
                } else {
                    table.name.clone()
                };
                assert!(t.contains(&title), "{name} {}: table {title} missing", d.name());
                for c in &table.columns {
                    assert!(t.contains(&c.name), "{name}: column {} of {} missing", c.name, table.name);
                }
            }
            for q in &p.queries {
                assert!(t.contains(&q.id.to_string()), "{name} {}: arrow label {} missing", d.name(), q.id);
            }
            let boxes = rects(&svg, "table-box");
            assert_eq!(boxes.len(), model.tables.len(), "{name}: one box per table");
            assert_eq!(overlapping(&boxes), None, "{name} {}: table boxes overlap", d.name());
        }
        // Arrows: one per query at least (entry or between tables).
        let layout = ChebotkoLayout::new(&p, &model, false);
        for q in &p.queries {
            assert!(
                layout.arrows.iter().any(|a| a.query == q.id.as_str() && !a.label.is_empty()),
                "{name}: no arrow for {}",
                q.id
            );
        }
    }
}

#[test]
fn a_specialisation_is_a_circle_between_its_supertype_and_subtypes() {
    let p = sample("vehicle-rental");
    let layout = ChenLayout::new(&p);
    assert_eq!(layout.isas.len(), p.specialisations.len());
    let isa = &layout.isas[0];
    let rect = |id: &str| layout.get(id).map(|n| n.rect).expect("node");
    let sup = rect(&isa.supertype);
    assert_eq!(isa.subtypes.len(), 2);
    assert_eq!((isa.label, isa.total), ("d", true), "disjoint and total, as the sample says");
    // Below the supertype, above the subtypes' mean top edge.
    let mean_top = isa.subtypes.iter().map(|s| rect(s).y).sum::<f32>() / 2.0;
    assert!(isa.center.y > sup.y + sup.h && isa.center.y < mean_top, "{isa:?}");
    let svg = render_svg(&p, &crate::derive(&p).model, Diagram::Conceptual, &Theme::light());
    assert_eq!(svg.matches(r#"<g class="specialisation" data-name="d">"#).count(), 1);
    // A project without specialisations draws none.
    assert!(ChenLayout::new(&sample("hotel")).isas.is_empty());
}

#[test]
fn an_alternate_key_is_underlined_with_dashes() {
    let p = sample("video-sharing");
    let wanted: Vec<String> =
        p.entities.iter().flat_map(|e| e.alternate_keys.iter().flatten()).map(ToString::to_string).collect();
    assert!(!wanted.is_empty(), "the sample has an alternate key");
    let layout = ChenLayout::new(&p);
    assert_eq!(layout.alternate_keys, wanted);
    let model = crate::derive(&p).model;
    let lines = |p: &Project| render_svg(p, &model, Diagram::Conceptual, &Theme::light()).matches("<line ").count();
    let mut plain = p.clone();
    for e in &mut plain.entities {
        e.alternate_keys.clear();
    }
    assert!(lines(&p) > lines(&plain) + 3, "dashes under the alternate key's name");
}

#[test]
fn a_weak_entity_s_partial_key_is_dashed_a_key_solid_an_alternate_key_dotted() {
    let hotel = sample("hotel");
    let layout = ChenLayout::new(&hotel);
    let weak: Vec<&str> = hotel.entities.iter().filter(|e| e.owner.is_some()).map(|e| e.id.as_str()).collect();
    assert!(!weak.is_empty(), "the hotel has weak entities (rooms, availability)");
    for n in layout.nodes.iter().filter(|n| n.kind == NodeKind::Attribute) {
        let owner_weak = n.parent.as_deref().is_some_and(|p| weak.contains(&p));
        let expected = match (n.key, owner_weak) {
            (true, true) => Underline::Dashed,
            (true, false) => Underline::Solid,
            (false, _) => Underline::None,
        };
        assert_eq!(layout.underline(n), expected, "{}", n.id);
    }
    let video = sample("video-sharing");
    let layout = ChenLayout::new(&video);
    let email = layout.nodes.iter().find(|n| n.id == "user.email").expect("email oval");
    assert_eq!(layout.underline(email), Underline::Dotted);
}

#[test]
fn hotel_arrows_follow_the_workflow() {
    let p = sample("hotel");
    let model = crate::derive(&p).model;
    let layout = ChebotkoLayout::new(&p, &model, false);
    let between: Vec<&ArrowGeom> = layout.arrows.iter().filter(|a| a.between_tables).collect();
    // Q1→Q2, Q1→Q3, Q1→Q4, Q4→Q5, Q6→Q9, Q7→Q9, Q8→Q9: seven arrows between tables.
    assert_eq!(between.len(), 7, "{between:#?}");
    let entries: Vec<&str> = layout.arrows.iter().filter(|a| !a.between_tables).map(|a| a.query.as_str()).collect();
    assert_eq!(entries, ["Q1", "Q6", "Q7", "Q8"]);
    // Tables follow the workflow left to right: hotels_by_poi (Q1) left of hotels (Q2).
    let x = |n: &str| layout.tables.iter().find(|t| t.name == n).map(|t| t.rect.x).unwrap_or(f32::NAN);
    assert!(x("hotels_by_poi") < x("hotels") && x("hotels") < x("amenities_by_room"));
}

#[test]
fn workflow_and_conceptual_show_every_query_entity_and_relationship() {
    for name in SAMPLES {
        let p = sample(name);
        let model = crate::derive(&p).model;
        let t = texts(&render_svg(&p, &model, Diagram::Workflow, &Theme::light()));
        for q in &p.queries {
            assert!(t.contains(&q.id.to_string()), "{name}: {} missing from the workflow", q.id);
        }
        let entries = t.iter().filter(|x| *x == "entry").count();
        assert_eq!(entries, p.queries.iter().filter(|q| q.entry).count(), "{name}: entry marks");
        let w = WorkflowLayout::new(&p, &model);
        let rs: Vec<(f32, f32, f32, f32)> = w.nodes.iter().map(|n| (n.rect.x, n.rect.y, n.rect.w, n.rect.h)).collect();
        assert_eq!(overlapping(&rs), None, "{name}: workflow nodes overlap");
        let t = texts(&render_svg(&p, &model, Diagram::Conceptual, &Theme::light()));
        for e in &p.entities {
            assert!(t.contains(&e.name), "{name}: entity {} missing", e.name);
            for a in &e.attributes {
                assert!(t.contains(&a.name), "{name}: attribute {} missing", a.name);
            }
        }
        for r in &p.relationships {
            assert!(t.contains(&r.name), "{name}: relationship {} missing", r.name);
        }
    }
}

#[test]
fn chen_notation_doubles_and_underlines() {
    let p = sample("hotel");
    let layout = ChenLayout::new(&p);
    let node = |label: &str, kind: NodeKind| layout.nodes.iter().find(|n| n.label == label && n.kind == kind).cloned();
    assert!(node("Room", NodeKind::Entity).is_some_and(|n| n.double), "Room is weak");
    assert!(node("has", NodeKind::Relationship).is_some_and(|n| n.double), "has is identifying");
    assert!(node("emails", NodeKind::Attribute).is_some_and(|n| n.double), "emails is multi-valued");
    assert!(node("id", NodeKind::Attribute).is_some_and(|n| n.key), "Hotel.id is a key");
    assert!(node("street", NodeKind::Field).is_some(), "fields of address");
    let cards: Vec<&str> = layout.edges.iter().map(|e| e.label).collect();
    assert!(cards.contains(&"1") && cards.contains(&"n"), "{cards:?}");
    let svg = render_svg(&p, &crate::derive(&p).model, Diagram::Conceptual, &Theme::light());
    let doc = roxmltree::Document::parse(&svg).unwrap_or_else(|e| panic!("{e}"));
    assert!(doc.descendants().filter(|n| n.has_tag_name("polygon")).count() >= p.relationships.len());
    assert!(doc.descendants().filter(|n| n.has_tag_name("ellipse")).count() >= 20);
}

/// Issue 28: the role at each end is written beside its entity, the two ends of a relationship
/// of an entity with itself on either side of their shared line.
#[test]
fn chen_writes_each_role_beside_its_entity() {
    let p = sample("social");
    let layout = ChenLayout::new(&p);
    let roles: Vec<(&str, f32)> =
        layout.edges.iter().filter_map(|e| e.role.as_deref().map(|r| (r, e.offset))).collect();
    assert_eq!(roles, vec![("follower", -12.0), ("followed", 12.0)], "each end of follows has a line of its own");
    let svg = render_svg(&p, &crate::derive(&p).model, Diagram::Conceptual, &Theme::light());
    let t = texts(&svg);
    assert!(t.iter().any(|x| x == "follower") && t.iter().any(|x| x == "followed"), "{t:?}");
    let (user, follows) =
        (layout.get("user").expect("user").rect, layout.get("follows").expect("follows").rect.center());
    let (a, b) = (role_pos(&user, follows, -12.0), role_pos(&user, follows, 12.0));
    let (ca, cb) = (cardinality_pos(&user, follows, -12.0), cardinality_pos(&user, follows, 12.0));
    assert!((ca.x - cb.x).abs() + (ca.y - cb.y).abs() > 30.0, "the two cardinalities are drawn apart: {ca:?} {cb:?}");
    assert!((a.x - b.x).abs() + (a.y - b.y).abs() > 10.0, "the two roles are drawn apart: {a:?} {b:?}");
    assert!(!user.contains(a) && !user.contains(b), "beside the entity, not on it");
}

fn hostile_project() -> (Project, crate::logical::LogicalModel) {
    let mut p = sample("hotel");
    let evil = "<script>alert('x&y')</script> \"q\" & 学生 🎓";
    p.name = format!("{evil} project");
    if let Some(e) = p.entities.first_mut() {
        e.name = format!("{evil} entity");
        if let Some(a) = e.attributes.first_mut() {
            a.name = format!("{evil} attr");
        }
    }
    if let Some(r) = p.relationships.first_mut() {
        r.name = "a<b & c>d".to_owned();
    }
    if let Some(q) = p.queries.first_mut() {
        q.description = format!("{evil} description\nsecond line\u{1}");
    }
    let mut model = crate::derive(&p).model;
    if let Some(t) = model.tables.first_mut() {
        t.name = format!("{evil} table");
        if let Some(c) = t.columns.first_mut() {
            c.name = "col\"<&>'".to_owned();
        }
    }
    (p, model)
}

#[test]
fn hostile_names_are_escaped_everywhere() {
    let (p, model) = hostile_project();
    for d in Diagram::ALL {
        let svg = render_svg(&p, &model, d, &Theme::dark());
        assert!(!svg.contains("<script"), "{}: unescaped markup", d.name());
        let t = texts(&svg);
        assert!(
            t.iter().any(|x| x.contains("<script>alert('x&y')</script> \"q\" & 学生 🎓")),
            "{}: name not kept: {t:?}",
            d.name()
        );
        assert!(!svg.contains('\u{1}'));
    }
    let t = texts(&render_svg(&p, &model, Diagram::Logical, &Theme::light()));
    assert!(t.iter().any(|x| x == "col\"<&>'"), "column name");
    let t = texts(&render_svg(&p, &model, Diagram::Conceptual, &Theme::light()));
    assert!(t.iter().any(|x| x == "a<b & c>d"), "relationship name");
}

#[test]
fn odd_projects_render_without_panicking() {
    let empty = Project::new("");
    for d in Diagram::ALL {
        let svg = render_svg(&empty, &crate::logical::LogicalModel::default(), d, &Theme::light());
        assert!(texts(&svg).iter().any(|t| t == "(empty)"), "{}", d.name());
        #[cfg(feature = "raster")]
        {
            let png = svg_to_png(&svg, 1.0).unwrap_or_else(|e| panic!("{e}"));
            assert!(png.width > 0 && png.height > 0);
        }
    }
    // Stored positions that are not numbers, overlap, or are far away.
    let mut p = sample("hotel");
    let model = crate::derive(&p).model;
    for (i, t) in model.tables.iter().enumerate() {
        let pos = match i % 3 {
            0 => Pos::new(f32::NAN, 0.0),
            1 => Pos::new(10.0, 10.0),
            _ => Pos::new(1.0e30, -1.0e30),
        };
        p.layout.logical.insert(t.name.clone(), pos);
    }
    for q in &p.queries {
        p.layout.workflow.insert(q.id.to_string(), Pos::new(0.0, 0.0));
    }
    for e in &p.entities {
        p.layout.conceptual.insert(e.id.to_string(), Pos::new(f32::INFINITY, 5.0));
    }
    for d in Diagram::ALL {
        let svg = render_svg(&p, &model, d, &Theme::light());
        assert!(
            !svg.contains("=\"NaN") && !svg.contains("=\"inf") && !svg.contains("=\"-inf"),
            "{}: non-finite numbers",
            d.name()
        );
        assert_eq!(overlapping(&rects(&svg, "table-box")), None, "{}", d.name());
        assert_eq!(overlapping(&rects(&svg, "query-box")), None, "{}", d.name());
    }
    // A workflow cycle and a self-loop.
    let mut p = sample("hotel");
    p.transitions.push(crate::project::Transition { from: "Q5".into(), to: "Q1".into(), extra: Default::default() });
    p.transitions.push(crate::project::Transition { from: "Q2".into(), to: "Q2".into(), extra: Default::default() });
    let model = crate::derive(&p).model;
    for d in Diagram::ALL {
        texts(&render_svg(&p, &model, d, &Theme::light()));
    }
}

#[test]
fn stored_positions_are_used() {
    let mut p = sample("hotel");
    let model = crate::derive(&p).model;
    p.layout.logical.insert("hotels".to_owned(), Pos::new(-500.0, 900.0));
    let layout = ChebotkoLayout::new(&p, &model, false);
    let hotels = layout.tables.iter().find(|t| t.name == "hotels").map(|t| t.rect);
    assert_eq!(hotels.map(|r| (r.x, r.y)), Some((-500.0, 900.0)));
    p.layout.workflow.insert("Q3".to_owned(), Pos::new(2000.0, -300.0));
    let w = WorkflowLayout::new(&p, &model);
    let q3 = w.nodes.iter().find(|n| n.id == "Q3").map(|n| n.rect);
    assert_eq!(q3.map(|r| (r.x, r.y)), Some((2000.0, -300.0)));
}

#[cfg(feature = "raster")]
fn luminance_variance(png: &Png) -> f64 {
    let pix = resvg::tiny_skia::Pixmap::decode_png(&png.data).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((pix.width(), pix.height()), (png.width, png.height));
    let lum: Vec<f64> = pix
        .data()
        .chunks_exact(4)
        .map(|c| 0.2126 * f64::from(c[0]) + 0.7152 * f64::from(c[1]) + 0.0722 * f64::from(c[2]))
        .collect();
    let mean = lum.iter().sum::<f64>() / lum.len().max(1) as f64;
    lum.iter().map(|l| (l - mean).powi(2)).sum::<f64>() / lum.len().max(1) as f64
}

#[cfg(feature = "raster")]
#[test]
fn png_has_the_view_box_size_times_the_scale_and_is_not_blank() {
    let p = sample("hotel");
    let model = crate::derive(&p).model;
    for theme in [Theme::light(), Theme::dark()] {
        let svg = render_svg(&p, &model, Diagram::Logical, &theme);
        let (_, _, w, h) = view_box(&svg);
        let png = svg_to_png(&svg, 1.5).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!((png.width, png.height), ((w * 1.5).ceil() as u32, (h * 1.5).ceil() as u32));
        assert!(png.data.starts_with(b"\x89PNG\r\n\x1a\n"));
        let v = luminance_variance(&png);
        assert!(v > 100.0, "{} theme: pixel variance {v}", theme.name);
    }
    assert!(matches!(svg_to_png("<svg", 1.0), Err(PngError::Svg(_))));
    assert!(matches!(
        svg_to_png(&render_svg(&p, &model, Diagram::Logical, &Theme::light()), f32::NAN),
        Err(PngError::Empty(_))
    ));
    // A huge scale is brought down to the size limit rather than failing or allocating all.
    let big = svg_to_png(&render_svg(&p, &model, Diagram::Workflow, &Theme::light()), 1000.0)
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(big.width <= 16_384 && big.height <= 16_384 && u64::from(big.width) * u64::from(big.height) <= 64_000_000);
}

#[cfg(feature = "raster")]
#[test]
fn png_draws_cjk_glyphs_not_boxes() {
    // Two different ideographs look different only when a font has them: missing glyphs
    // would both be the same empty box (or nothing).
    let one = |s: &str| {
        let svg = format!(
            r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 50" width="120" height="50"><rect width="120" height="50" fill="#fff"/><text x="10" y="36" font-size="30" font-family="{}" fill="#000">{s}</text></svg>"##,
            text::escape(FONT_FAMILY)
        );
        svg_to_png(&svg, 1.0).unwrap_or_else(|e| panic!("{e}"))
    };
    let (a, b) = (one("学生"), one("项目"));
    assert!(luminance_variance(&a) > 100.0, "no ink for 学生");
    assert_ne!(a.data, b.data, "学生 and 项目 render the same: no CJK glyphs");
}

#[test]
fn diagram_and_theme_names_parse() {
    for d in Diagram::ALL {
        assert_eq!(d.name().parse::<Diagram>(), Ok(d));
    }
    assert_eq!("LOGICAL".parse::<Diagram>(), Ok(Diagram::Logical));
    assert!("er".parse::<Diagram>().is_err());
    assert_eq!("dark".parse::<Theme>(), Ok(Theme::dark()));
    assert!("blue".parse::<Theme>().is_err());
}

#[test]
fn big_projects_render_quickly_without_overlaps() {
    let p = crate::synthetic::synthetic_project(300, 1_000, 7);
    let model = crate::derive(&p).model;
    let start = std::time::Instant::now();
    for d in Diagram::ALL {
        let svg = render_svg(&p, &model, d, &Theme::light());
        assert_eq!(overlapping(&rects(&svg, "table-box")), None, "{}", d.name());
        assert_eq!(overlapping(&rects(&svg, "query-box")), None, "{}", d.name());
    }
    // Debug builds are slow; this only guards against super-quadratic layouts.
    assert!(start.elapsed().as_secs() < 60, "four diagrams of 1,000 queries took {:?}", start.elapsed());
}

/// The hotel's physical tables are wide (their CQL types): three workflow columns would make a
/// drawing twice as wide as tall, so the short last one (amenities, Q5) goes under the column
/// of the table it comes from, and the drawing takes a landscape pane's shape. Q5's arrow
/// goes down the right of that column and under its boxes. The logical tables are narrow:
/// their three columns stay.
#[test]
fn a_short_last_column_goes_under_another_when_the_drawing_is_too_wide() {
    let p = sample("hotel");
    let model = crate::derive(&p).model;
    let rect = |l: &ChebotkoLayout, n: &str| l.tables.iter().find(|t| t.name == n).map(|t| t.rect).expect(n);
    let physical = ChebotkoLayout::new(&p, &model, true);
    let (hotels, amenities) = (rect(&physical, "hotels"), rect(&physical, "amenities_by_room"));
    assert_eq!(amenities.x, hotels.x, "amenities in the hotels' column");
    let column: Vec<Rect> = physical
        .tables
        .iter()
        .filter(|t| t.rect.x == hotels.x && t.name != "amenities_by_room")
        .map(|t| t.rect)
        .collect();
    assert!(column.iter().all(|r| r.bottom() < amenities.y), "under the column's tables");
    let b = physical.bounds().expect("bounds");
    let shape = b.w / b.h;
    assert!((1.0..1.4).contains(&shape), "a landscape pane's shape: {b:?}");
    let q5 = physical.arrows.iter().find(|a| a.query == "Q5").expect("Q5's arrow");
    assert!(
        q5.goes_back() && q5.to.y > amenities.y,
        "Q5 still comes from a table of the column, into amenities: {q5:?}"
    );
    assert!(
        column.iter().all(|r| q5.out_x > r.right() && q5.route_y > r.bottom()),
        "Q5 passes right of the column and under it: {q5:?}"
    );
    assert!(q5.route_y < amenities.y, "and over amenities: {q5:?}");
    let logical = ChebotkoLayout::new(&p, &model, false);
    assert!(rect(&logical, "amenities_by_room").x > rect(&logical, "hotels").right(), "logical: three columns");
}

/// `n` queries of one entity, each leading to the next (an application's long path).
pub(super) fn chain(n: usize) -> Project {
    use crate::cql::NativeType::{Int, Text};
    let mut b = crate::builder::ProjectBuilder::new("chain")
        .entity("item", &[("id", Int, true), ("name", Text, false), ("note", Text, false)]);
    for i in 1..=n {
        b = b.query(&format!("Q{i}"), Some("item"), &[("item.id", crate::project::Predicate::Eq)], &["item.name"], &[]);
        if i > 1 {
            b = b.transition(&format!("Q{}", i - 1), &format!("Q{i}"));
        }
    }
    b.build()
}

#[test]
fn a_long_workflow_wraps_into_bands_that_fit_the_pane_and_a_short_one_does_not() {
    let (pane_w, pane_h) = workflow::PANE;
    for n in [6, 9, 12] {
        let p = chain(n);
        let w = WorkflowLayout::new(&p, &crate::derive(&p).model);
        let b = w.bounds().expect("nodes");
        // Within the 6 % a wrap may pass it by (the bounds hold the entry marks' room too).
        assert!(
            b.w <= pane_w * 1.06 + 48.0 && b.h <= pane_h * 1.06 + 30.0,
            "{n} queries: {b:?} fits {pane_w} × {pane_h}"
        );
        let tops: std::collections::BTreeSet<i64> = w.nodes.iter().map(|n| n.rect.y as i64).collect();
        assert!(tops.len() > 1, "{n} queries: more than one band");
        for (i, a) in w.nodes.iter().enumerate() {
            for c in &w.nodes[i + 1..] {
                assert!(!a.rect.intersects(&c.rect), "{} overlaps {}", a.id, c.id);
            }
        }
        // Each step to the next band goes down through the room between the bands, not
        // over the top of the diagram.
        for &(from, to) in &w.edges {
            let (a, c) = (w.nodes[from].rect, w.nodes[to].rect);
            if c.y > a.bottom() {
                let (out_x, in_x) = (a.right() + 20.0, c.x - 24.0);
                let lane = workflow::down_lane(&w, (from, to), (out_x, in_x));
                let lane = lane
                    .unwrap_or_else(|| panic!("{n} queries: {} → {} has a way down", w.nodes[from].id, w.nodes[to].id));
                assert!(lane > a.bottom() && lane < c.y, "{lane} is between the bands");
                assert!(
                    !w.nodes.iter().any(|n| n.rect.y < lane
                        && n.rect.bottom() > lane
                        && n.rect.right() > in_x.min(out_x)
                        && n.rect.x < in_x.max(out_x)),
                    "{lane} crosses no box"
                );
            }
        }
    }
    let p = chain(3);
    let w = WorkflowLayout::new(&p, &crate::derive(&p).model);
    let tops: std::collections::BTreeSet<i64> = w.nodes.iter().map(|n| n.rect.y as i64).collect();
    assert_eq!(tops.len(), 1, "three queries in a row fit as they are");
}

#[test]
fn the_wrapped_samples_fit_with_no_window_wire_under_a_box_and_video_sharing_stays_one_row() {
    // One row each was 1282 and 1297 wide, past the pane.
    for name in ["student-projects", "product-catalogue"] {
        let p = sample(name);
        let w = WorkflowLayout::new(&p, &crate::derive(&p).model);
        let b = w.bounds().expect("nodes");
        assert!(b.w <= workflow::PANE.0 + 48.0, "{name}: {b:?} is wrapped to the pane's width");
        let at: Vec<_> = w.nodes.iter().map(|n| geom::Point::new(n.rect.x, n.rect.y)).collect();
        assert!(workflow::wires_clear(&at, &w.nodes, &w.edges), "{name}: a wire coming down passes under a box");
    }
    // Wrapped, its wires from Q3 down to Q4 and Q6 would pass under Q5: it is not wrapped.
    let p = sample("video-sharing");
    let w = WorkflowLayout::new(&p, &crate::derive(&p).model);
    assert!(w.bounds().expect("nodes").w > workflow::PANE.0, "video-sharing keeps its one row");
}

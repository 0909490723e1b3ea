//! Issue 44's acceptance: no text of a drawn diagram overlaps another, a shape it does not
//! belong to or a line, and every text reads at 4.5:1 at least, in both themes, over every
//! sample and over made-up shapes that provoke the cases seen in screenshots (queries
//! sharing a table's entry, cardinalities on every side of an entity, a relationship of an
//! entity with itself with two roles, partition badges with transitions passing).

use super::legibility::{Overlay, Problem, check, contrast};
use super::*;
use crate::builder::{ProjectBuilder, sample};
use crate::cql::NativeType::{Int, Text};
use crate::diagnostic::Severity;
use crate::project::{Cardinality, Pos, Predicate};

use crate::builder::SAMPLES;

/// The partition badges the window draws over a Chebotko diagram, one per table, with a
/// badge text as long as the window's usual one, in each severity's colour in turn.
fn badges(layout: &ChebotkoLayout, theme: &Theme) -> Vec<Overlay> {
    let severities = [None, Some(Severity::Info), Some(Severity::Warning), Some(Severity::Error)];
    layout
        .tables
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let (text, fill) = badge_colors(theme, severities[i % severities.len()]);
            let w = text::width("≈ 1,200 values · 96 KB", BADGE_SIZE) + 10.0;
            Overlay {
                name: format!("badge of {}", t.name),
                rect: badge_rect(t.rect, w, BADGE_H),
                text: text.to_owned(),
                fill: fill.to_owned(),
            }
        })
        .collect()
}

/// Every problem of every diagram of `project` in both themes, named.
fn problems_of(name: &str, project: &Project) -> Vec<(String, Problem)> {
    let model = crate::derive(project).model;
    let mut out = Vec::new();
    for theme in [Theme::light(), Theme::dark()] {
        for diagram in Diagram::ALL {
            let overlays = match diagram {
                Diagram::Logical | Diagram::Physical => {
                    badges(&ChebotkoLayout::new(project, &model, diagram == Diagram::Physical), &theme)
                }
                Diagram::Conceptual | Diagram::Workflow => Vec::new(),
            };
            let svg = render_svg(project, &model, diagram, &theme);
            out.extend(
                check(&svg, &overlays).into_iter().map(|p| (format!("{name} {} {}", diagram.name(), theme.name), p)),
            );
        }
    }
    out
}

/// Several queries entering one table (one entity, the same search), some from a query
/// before them: the table's entry points are shared.
fn shared_entries() -> Project {
    let mut b = ProjectBuilder::new("shared")
        .entity("user", &[("id", Int, true), ("name", Text, false), ("email", Text, false)]);
    for i in 1..=6 {
        b = b.query(&format!("Q{i}"), Some("user"), &[("user.id", Predicate::Eq)], &["user.name"], &[]);
    }
    b.query("Q7", Some("user"), &[("user.email", Predicate::Eq)], &["user.id"], &[])
        .transition("Q7", "Q2")
        .transition("Q7", "Q3")
        .build()
}

/// An entity with a related entity on each of its eight sides, at saved places.
fn every_side() -> Project {
    let mut b = ProjectBuilder::new("sides").entity("hub", &[("id", Int, true)]);
    let mut places = vec![("hub".to_owned(), Pos::new(600.0, 400.0))];
    for k in 0..8 {
        let angle = k as f32 * std::f32::consts::TAU / 8.0;
        let id = format!("e{k}");
        b = b.entity(&id, &[("id", Int, true)]).relationship(
            &format!("r{k}"),
            "hub",
            Cardinality::Many,
            &id,
            Cardinality::One,
        );
        places.push((id, Pos::new(600.0 + 420.0 * angle.cos(), 400.0 + 300.0 * angle.sin())));
        let mid = Pos::new(600.0 + 220.0 * angle.cos() - 20.0, 400.0 + 160.0 * angle.sin());
        places.push((format!("r{k}"), mid));
    }
    b.with(|p| p.layout.conceptual.extend(places)).build()
}

/// An employee managing employees, with both roles written, and one supervising with long
/// role names.
fn self_roles() -> Project {
    ProjectBuilder::new("roles")
        .entity("employee", &[("id", Int, true), ("name", Text, false)])
        .relationship("manages", "employee", Cardinality::One, "employee", Cardinality::Many)
        .roles([Some("manager"), Some("subordinate")])
        .entity("person", &[("id", Int, true)])
        .relationship("mentors", "person", Cardinality::Many, "person", Cardinality::Many)
        .roles([Some("experienced mentor"), Some("newly hired mentee")])
        .build()
}

/// Tables in a workflow that goes back and down (transitions route over and between boxes
/// that carry badges).
fn badges_and_transitions() -> Project {
    let mut b = ProjectBuilder::new("routes");
    for e in ["a", "b", "c", "d"] {
        b = b.entity(e, &[("id", Int, true), ("name", Text, false)]).query(
            &format!("Q{e}"),
            Some(e),
            &[(&format!("{e}.id"), Predicate::Eq)],
            &[&format!("{e}.name")],
            &[],
        );
    }
    b.transition("Qa", "Qb")
        .transition("Qb", "Qc")
        .transition("Qc", "Qa")
        .transition("Qa", "Qd")
        .transition("Qd", "Qb")
        .build()
}

fn report(found: &[(String, Problem)]) -> String {
    let mut counts: std::collections::BTreeMap<&str, usize> = std::collections::BTreeMap::new();
    for (_, p) in found {
        *counts.entry(p.kind()).or_default() += 1;
    }
    let first: Vec<String> = found.iter().take(400).map(|(w, p)| format!("{w}: {p:?}")).collect();
    format!("{} problems {counts:?}\n{}", found.len(), first.join("\n"))
}

#[test]
fn no_sample_diagram_has_overlapping_or_faint_text() {
    let found: Vec<(String, Problem)> = SAMPLES.iter().flat_map(|s| problems_of(s, &sample(s))).collect();
    assert!(found.is_empty(), "{}", report(&found));
}

#[test]
fn the_cases_seen_in_screenshots_are_legible() {
    let cases = [
        ("shared entries", shared_entries()),
        ("every side", every_side()),
        ("self roles", self_roles()),
        ("badges", badges_and_transitions()),
        // A workflow wrapped into bands: the way down from one band to the next.
        ("long path", super::tests::chain(9)),
    ];
    let found: Vec<(String, Problem)> = cases.iter().flat_map(|(n, p)| problems_of(n, p)).collect();
    assert!(found.is_empty(), "{}", report(&found));
}

#[test]
fn the_checker_finds_overlaps_lines_and_faint_text() {
    let mut svg = svg::Svg::new();
    let style = svg::TextStyle::new(13.0, "#1f2328");
    svg.text(Point::new(0.0, 0.0), "Q7", style);
    svg.text(Point::new(4.0, 2.0), "Q2", style);
    svg.line(Point::new(100.0, -20.0), Point::new(100.0, 20.0), "#000000", 1.0);
    svg.text(Point::new(95.0, 0.0), "crossed", style);
    svg.text(Point::new(0.0, 100.0), "faint", svg::TextStyle::new(13.0, "#dddddd"));
    let found = check(&svg.finish(&Theme::light(), "T", ""), &[]);
    let kinds: Vec<&str> = found.iter().map(Problem::kind).collect();
    assert!(kinds.contains(&"labels") && kinds.contains(&"line") && kinds.contains(&"contrast"), "{found:?}");
    assert!((contrast("#000000", "#ffffff") - 21.0).abs() < 1e-6);
}

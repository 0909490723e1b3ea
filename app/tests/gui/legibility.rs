//! Legible at first sight: at the default view of every sample in a 1366×768 window, in
//! both themes, every entity, query and table name the window paints is at least
//! `LEGIBLE_NAME_PX` (10 px) high on screen — measured from the painted shapes (the text's font size times the
//! canvas zoom that was applied to it), not from the code's constants.

use crate::support::sample;
use egui::epaint::{ClippedShape, Shape, TextShape};
use egui_kittest::Harness;
use keyspace_studio::gui::{StudioApp, Tab};
use model_core::Project;

/// The smallest height a name may be drawn at, in screen pixels.
const MIN_PX: f32 = keyspace_studio::gui::LEGIBLE_NAME_PX;

/// A text shape as drawn: its text, its font size on screen, where it is.
struct Drawn {
    text: String,
    px: f32,
    rect: egui::Rect,
}

/// Every text shape of the last frame that is at least partly visible, with its size on
/// screen: its smallest font size, scaled as its rows were scaled by
/// the layer's transform (the canvas zoom), times the pixels per point.
fn drawn_texts(shapes: &[ClippedShape], screen: egui::Rect, pixels_per_point: f32) -> Vec<Drawn> {
    let mut out = Vec::new();
    for clipped in shapes {
        collect(&clipped.shape, clipped.clip_rect.intersect(screen), pixels_per_point, &mut out);
    }
    out
}

fn collect(shape: &Shape, clip: egui::Rect, ppp: f32, out: &mut Vec<Drawn>) {
    match shape {
        Shape::Vec(shapes) => shapes.iter().for_each(|s| collect(s, clip, ppp, out)),
        Shape::Text(t) => {
            let rect = t.visual_bounding_rect();
            if clip.is_positive()
                && clip.intersects(rect)
                && let Some(px) = screen_px(t)
            {
                out.push(Drawn { text: t.galley.text().to_owned(), px: px * ppp, rect });
            }
        }
        _ => {}
    }
}

/// The font size of the text on screen, in points.
fn screen_px(t: &TextShape) -> Option<f32> {
    let row = t.galley.rows.iter().find(|r| !r.glyphs.is_empty())?;
    let glyph = row.glyphs.first()?;
    // The smallest font of the text (a name is one section; a mixed label is judged by its
    // smallest part).
    let size = t.galley.job.sections.iter().map(|s| s.format.font_id.size).reduce(f32::min)?;
    // Rows keep their laid-out glyphs; the transform scaled the row's size.
    let scale = if glyph.line_height > 0.0 { row.size.y / glyph.line_height } else { 1.0 };
    Some(size * scale)
}

/// `drawn` shows `name`: the whole text, or the name first then a space or colon (`Q1 Find…`),
/// after a keyspace.
fn shows(drawn: &str, name: &str) -> bool {
    // The Physical tab names a table with its keyspace (`hotel.hotels_by_poi`).
    let drawn =
        drawn.rsplit_once('.').filter(|(keyspace, _)| !keyspace.contains(' ')).map_or(drawn, |(_, table)| table);
    drawn == name || drawn.strip_prefix(name).is_some_and(|rest| rest.starts_with([' ', ':', '\n']))
}

/// The names a tab shows: entities on the ER diagram, queries on the workflow, tables on
/// the Chebotko diagrams.
fn names(h: &mut Harness<'static, StudioApp>, tab: Tab) -> Vec<String> {
    let project: Project = h.state().project().clone();
    match tab {
        Tab::Conceptual => project.entities.iter().map(|e| e.name.clone()).collect(),
        Tab::Workflow => project.queries.iter().map(|q| q.id.to_string()).collect(),
        Tab::Logical | Tab::Physical => {
            h.state_mut().derivation().model.tables.iter().map(|t| t.name.clone()).collect()
        }
    }
}

fn check(file: &str, theme: egui::Theme, tab: Tab) -> Vec<String> {
    let project = Project::load(&sample(file)).expect("sample loads");
    let mut app = StudioApp::with_project(project, None);
    app.set_tab(tab);
    let mut h = crate::support::window_in(app, theme, None);
    let names = names(&mut h, tab);
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1366.0, 768.0));
    let drawn = drawn_texts(&h.output().shapes, screen, h.ctx.pixels_per_point());
    let diagram = h.state().pane_rect(keyspace_studio::gui::dock::Pane::Diagram).expect("the diagram is drawn");
    let mut problems = Vec::new();
    // Names drawn on the diagram itself (the outline and the panes list them too, and are
    // measured as well, but must not stand in for the diagram).
    let mut seen = 0;
    for d in &drawn {
        if names.iter().any(|n| shows(&d.text, n)) {
            seen += usize::from(diagram.contains(d.rect.center()));
            if d.px < MIN_PX {
                problems.push(format!(
                    "{file} {theme:?} {tab:?}: {:?} drawn {:.1} px high at {:?}",
                    d.text, d.px, d.rect.min
                ));
            }
        }
    }
    if seen == 0 && !names.is_empty() {
        problems
            .push(format!("{file} {theme:?} {tab:?}: none of {} names is drawn as text on the diagram", names.len()));
    }
    problems
}

#[test]
fn every_name_at_the_default_view_of_every_sample_is_at_least_10_px_high_in_both_themes() {
    let mut problems = Vec::new();
    let files = crate::support::sample_files();
    assert!(files.len() >= 9, "{files:?}");
    for file in &files {
        for theme in [egui::Theme::Dark, egui::Theme::Light] {
            for tab in [Tab::Conceptual, Tab::Workflow, Tab::Logical, Tab::Physical] {
                problems.extend(check(file, theme, tab));
            }
        }
    }
    assert!(problems.is_empty(), "{} names too small:\n{}", problems.len(), problems.join("\n"));
}

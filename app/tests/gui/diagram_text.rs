//! What the window paints on the diagrams reads: at the default view of every sample, in
//! both themes and both languages, no two texts on the diagram pane overlap, and every text
//! stands at least 4.5:1 (WCAG AA) against what is painted under it. Read from the shapes
//! of the frame (screen coordinates, in paint order), not from the layout's numbers: the
//! layout is checked apart (`model_core::render::legibility`).

use crate::support::sample;
use egui::epaint::{ClippedShape, Shape};
use egui::{Color32, Pos2, Rect};
use keyspace_studio::gui::i18n::Lang;
use keyspace_studio::gui::{StudioApp, Tab};
use model_core::Project;

/// The least contrast a text may have (WCAG AA for normal text).
const MIN_CONTRAST: f64 = 4.5;

/// A filled area painted before a text: where, and its colour.
struct Fill {
    rect: Rect,
    color: Color32,
}

/// A text as painted: what it says, where, and its colours.
struct Painted {
    text: String,
    rect: Rect,
    colors: Vec<Color32>,
    under: Color32,
}

/// `top` (possibly translucent) painted over the opaque `bottom`.
fn over(top: Color32, bottom: Color32) -> Color32 {
    let a = f32::from(top.a()) / 255.0;
    let [tr, tg, tb, _] = top.to_srgba_unmultiplied();
    let mix = |t: u8, b: u8| (f32::from(t) * a + f32::from(b) * (1.0 - a)).round() as u8;
    Color32::from_rgb(mix(tr, bottom.r()), mix(tg, bottom.g()), mix(tb, bottom.b()))
}

fn hex(c: Color32) -> String {
    format!("#{:02x}{:02x}{:02x}", c.r(), c.g(), c.b())
}

/// Walks the frame's shapes in paint order, keeping the fills seen so far, and each text
/// with the colour under its middle.
fn walk(shape: &Shape, clip: Rect, base: Color32, fills: &mut Vec<Fill>, out: &mut Vec<Painted>) {
    let mut fill = |rect: Rect, color: Color32| {
        if color.a() > 0 && clip.intersects(rect) {
            fills.push(Fill { rect: rect.intersect(clip), color });
        }
    };
    match shape {
        Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, clip, base, fills, out)),
        Shape::Rect(r) => fill(r.rect, r.fill),
        Shape::Circle(c) => fill(Rect::from_center_size(c.center, egui::Vec2::splat(c.radius * 2.0 * 0.7)), c.fill),
        Shape::Ellipse(e) => fill(Rect::from_center_size(e.center, e.radius * 2.0 * 0.7), e.fill),
        Shape::Path(p) if p.closed => {
            // A diamond or a polygon: the box inside its middle half.
            let bounds = Rect::from_points(&p.points);
            fill(Rect::from_center_size(bounds.center(), bounds.size() * 0.5), p.fill);
        }
        Shape::Text(t) => {
            let rect = t.visual_bounding_rect();
            let text = t.galley.text().trim().to_owned();
            if text.is_empty() || !clip.contains(rect.center()) {
                return;
            }
            let at: Pos2 = rect.center();
            let under = fills.iter().filter(|f| f.rect.contains(at)).fold(base, |below, f| over(f.color, below));
            let colors = t
                .galley
                .job
                .sections
                .iter()
                .map(|s| {
                    let c = t.override_text_color.unwrap_or(if s.format.color == Color32::PLACEHOLDER {
                        t.fallback_color
                    } else {
                        s.format.color
                    });
                    over(c.gamma_multiply(t.opacity_factor), under)
                })
                .collect();
            out.push(Painted { text, rect, colors, under });
        }
        _ => {}
    }
}

/// The texts painted inside `pane`.
fn painted(shapes: &[ClippedShape], pane: Rect, base: Color32) -> Vec<Painted> {
    let (mut fills, mut out) = (Vec::new(), Vec::new());
    for clipped in shapes {
        let clip = clipped.clip_rect.intersect(pane);
        if clip.is_positive() {
            walk(&clipped.shape, clip, base, &mut fills, &mut out);
        }
    }
    out
}

/// What is wrong with one sample's tab: texts that overlap, texts of too little contrast.
fn check(file: &str, theme: egui::Theme, lang: Lang, tab: Tab) -> Vec<String> {
    let project = Project::load(&sample(file)).expect("sample loads");
    let mut app = StudioApp::with_project(project, None);
    app.set_language(lang);
    app.set_tab(tab);
    let h = crate::support::window_in(app, theme, None);
    let pane = h.state().pane_rect(keyspace_studio::gui::dock::Pane::Diagram).expect("the diagram is drawn");
    let base = h.ctx.global_style().visuals.panel_fill;
    // An inactive control needs no contrast (WCAG 1.4.3): a disabled button's words are left out.
    let disabled: Vec<String> = {
        use egui_kittest::kittest::{NodeT, Queryable};
        h.query_all_by(|n| n.is_disabled()).filter_map(|n| n.accesskit_node().label()).collect()
    };
    let texts: Vec<Painted> =
        painted(&h.output().shapes, pane, base).into_iter().filter(|t| !disabled.contains(&t.text)).collect();
    problems(&format!("{file} {theme:?} {lang:?} {tab:?}"), &texts)
}

/// Texts of too little contrast, and texts that overlap (more than a sliver of a pixel).
fn problems(at: &str, texts: &[Painted]) -> Vec<String> {
    let mut problems = Vec::new();
    for t in texts {
        for c in &t.colors {
            let ratio = model_core::render::legibility::contrast(&hex(*c), &hex(t.under));
            if ratio < MIN_CONTRAST {
                problems.push(format!(
                    "{at}: {:?} at {:?} stands {ratio:.2}:1 ({} on {})",
                    t.text,
                    t.rect.min,
                    hex(*c),
                    hex(t.under)
                ));
            }
        }
    }
    for (i, a) in texts.iter().enumerate() {
        for b in &texts[i + 1..] {
            let shared = a.rect.shrink(1.0).intersect(b.rect.shrink(1.0));
            if shared.is_positive() && shared.area() > 4.0 {
                problems.push(format!("{at}: {:?} and {:?} overlap at {:?}", a.text, b.text, shared.min));
            }
        }
    }
    problems
}

#[test]
fn the_diagrams_of_every_sample_have_no_overlapping_text_and_no_text_below_4_5_to_1() {
    let files = crate::support::sample_files();
    assert!(files.len() >= 9, "{files:?}");
    let mut problems = Vec::new();
    for file in &files {
        for theme in [egui::Theme::Light, egui::Theme::Dark] {
            for lang in [Lang::En, Lang::Zh] {
                for tab in Tab::ALL {
                    problems.extend(check(file, theme, lang, tab));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

/// The check sees what it looks for: two names drawn over each other, and grey on white.
#[test]
fn the_check_finds_overlapping_names_and_faint_text() {
    let text = |text: &str, x: f32, color: Color32| Painted {
        text: text.to_owned(),
        rect: Rect::from_min_size(Pos2::new(x, 10.0), egui::vec2(60.0, 12.0)),
        colors: vec![color],
        under: Color32::WHITE,
    };
    let clear = [text("hotels", 0.0, Color32::BLACK), text("pois", 70.0, Color32::from_gray(0x6b))];
    assert!(problems("t", &clear).is_empty(), "{:?}", problems("t", &clear));
    let over = [text("hotels", 0.0, Color32::BLACK), text("pois_by_hotel", 30.0, Color32::BLACK)];
    assert_eq!(problems("t", &over), [r#"t: "hotels" and "pois_by_hotel" overlap at [31.0 11.0]"#]);
    let faint = [text("TEXT", 0.0, Color32::from_gray(0x96))];
    assert_eq!(problems("t", &faint), [r#"t: "TEXT" at [0.0 10.0] stands 2.96:1 (#969696 on #ffffff)"#]);
}

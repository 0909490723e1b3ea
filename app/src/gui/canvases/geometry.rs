//! Where render's geometry meets egui's: the canvases hold the layouts the pictures draw
//! (`model_core::render`, in its own `Point` and `Rect`) and convert here where they paint
//! and hit-test, and measure text with the window's fonts through [`Measure`].

use egui::{Pos2, Rect, pos2, vec2};
use model_core::render::{self, TextMeasure};

/// A layout's point on the canvas.
pub fn to_pos(p: render::Point) -> Pos2 {
    pos2(p.x, p.y)
}

/// A layout's rectangle on the canvas.
pub fn to_rect(r: render::Rect) -> Rect {
    Rect::from_min_size(pos2(r.x, r.y), vec2(r.w, r.h))
}

/// The window's text widths as the layouts ask for them: `(text, size) -> width`.
pub struct Measure<'a>(pub &'a dyn Fn(&str, f32) -> f32);

impl TextMeasure for Measure<'_> {
    fn width(&self, text: &str, size: f32) -> f32 {
        (self.0)(text, size)
    }
}

/// Every sample project, for the tests that compare the canvases with the pictures.
#[cfg(test)]
pub fn sample_projects() -> Vec<(std::path::PathBuf, model_core::Project)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../sample-projects");
    let mut out: Vec<(std::path::PathBuf, model_core::Project)> = std::fs::read_dir(&dir)
        .expect("samples")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .map(|p| {
            let project = model_core::Project::load(&p).expect("sample loads");
            (p, project)
        })
        .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    assert!(out.len() >= 8, "the samples are where they should be");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_point_and_a_rectangle_are_the_same_on_the_canvas() {
        assert_eq!(to_pos(render::Point::new(3.5, -2.0)), pos2(3.5, -2.0));
        let r = to_rect(render::Rect::new(10.0, 20.0, 30.0, 40.0));
        assert_eq!((r.min, r.max), (pos2(10.0, 20.0), pos2(40.0, 60.0)));
    }
}

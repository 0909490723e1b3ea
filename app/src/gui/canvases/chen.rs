//! The ER diagram's geometry on screen: [`model_core::render::ChenLayout`] (the one geometry
//! the pictures draw too), measured with the window's fonts; painted through
//! [`super::geometry`].

use super::geometry::{Measure, to_rect};
use egui::{Rect, Vec2};
use model_core::Project;
use model_core::render::{self, ChenLayout};
use std::collections::HashMap;

pub use model_core::render::{ATTR_SIZE, NAME_SIZE, NodeKind};

/// The diagram's layout. `measure(text, size)` gives a text's width; `offsets` moves nodes
/// being dragged (and what hangs on them).
pub fn measured(project: &Project, measure: &dyn Fn(&str, f32) -> f32, offsets: &HashMap<String, Vec2>) -> ChenLayout {
    let offset = |id: &str| offsets.get(id).map_or((0.0, 0.0), |v| (v.x, v.y));
    render::ChenLayout::measured(project, &Measure(measure), &offset)
}

/// The extent of the shapes on the canvas (`Rect::NOTHING` when there are none).
pub fn bounds(layout: &ChenLayout) -> Rect {
    super::union(layout.nodes.iter().map(|n| to_rect(n.rect)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use model_core::render::TextMeasure;

    /// The window measures with render's layout: with the pictures' text widths, every shape
    /// of every sample's ER diagram is where the exported picture draws it.
    #[test]
    fn the_canvas_layout_is_the_exported_one() {
        for (path, project) in super::super::geometry::sample_projects() {
            let svg_width = |t: &str, size: f32| render::SvgText.width(t, size);
            let canvas = measured(&project, &svg_width, &HashMap::new());
            let exported = render::ChenLayout::new(&project);
            assert_eq!(canvas.nodes.len(), exported.nodes.len(), "{}", path.display());
            for (c, e) in canvas.nodes.iter().zip(&exported.nodes) {
                assert_eq!((c.id.as_str(), c.rect), (e.id.as_str(), e.rect), "{}", path.display());
            }
            assert_eq!(canvas.edges.len(), exported.edges.len());
        }
    }
}

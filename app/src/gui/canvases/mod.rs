//! The four diagrams on pan/zoom canvases (`egui::Scene`): the ER diagram (`conceptual`, with
//! its geometry in `chen`), the workflow (`workflow`), and the Chebotko diagram of the Logical
//! and Physical tabs (`chebotko`). They hold render's layouts, converted to egui's types where
//! painted (`geometry`). This module holds what they share: view state, fit to view, pointer
//! position in canvas coordinates, culling, arrows, text by level of detail.

pub mod chebotko;
pub mod chen;
mod chen_marks;
pub mod chen_shapes;
pub mod conceptual;
pub mod edge_marker;
pub mod geometry;
pub mod workflow;
pub mod workflow_node;

use egui::{Color32, Pos2, Rect, Stroke, Vec2, pos2, vec2};

/// The visible part of a canvas, kept between frames.
#[derive(Clone, Debug)]
pub struct CanvasView {
    /// The canvas rectangle shown (egui's Scene letterboxes it into the panel).
    pub scene_rect: Rect,
    /// Fit everything into view on the next frame.
    pub fit_pending: bool,
    /// Zoom to 100 % around the middle of the view on the next frame.
    pub actual_size_pending: bool,
    /// Show this part of the canvas on the next frame (zoom to selection).
    pub focus_pending: Option<Rect>,
    /// The panel area the scene was last shown in.
    shown_in: Rect,
    /// The last fit could not show everything at the legible zoom: the zoom bar says how
    /// many shapes are off-screen until the zoom changes.
    fit_clamped: bool,
    /// The view is as the last fit left it: when the canvas changes size it is fitted again.
    fitted: bool,
    /// The smallest zoom Fit goes to: the canvas's legible zoom ([`MIN_FIT_ZOOM`] unless set).
    pub floor: f32,
    /// Bring this part of the canvas into view on the next frame, after any fit (a step's new
    /// table).
    reveal_pending: Option<Rect>,
}

impl Default for CanvasView {
    fn default() -> Self {
        Self {
            scene_rect: Rect::ZERO,
            fit_pending: true,
            actual_size_pending: false,
            focus_pending: None,
            shown_in: Rect::NOTHING,
            fit_clamped: false,
            fitted: false,
            floor: MIN_FIT_ZOOM,
            reveal_pending: None,
        }
    }
}

/// The smallest height, in points on screen, of the names on a fitted canvas: small print
/// (a map's labels, a dense spreadsheet), read without leaning in on a laptop.
pub const LEGIBLE_NAME_PX: f32 = 10.0;

/// The smallest zoom "Fit to view" and zoom to selection go to on the ER diagram: its
/// smallest names (attribute names, 13 pt) stay
/// [`LEGIBLE_NAME_PX`] high (entity and relationship names about 11.5 px); a larger diagram is shown
/// where the most of it shows, the zoom bar says how many shapes are off-screen, and the rest
/// is a scroll away.
pub const MIN_FIT_ZOOM: f32 = LEGIBLE_NAME_PX / 13.0;

/// The same floor on the Chebotko diagrams, whose smallest names (columns) are 13.5 pt.
pub const CHEBOTKO_FIT_ZOOM: f32 = LEGIBLE_NAME_PX / model_core::render::TEXT_SIZE;

/// The same floor on the workflow, whose names (the attributes a query is given and finds,
/// its table) are 14 pt.
pub const WORKFLOW_FIT_ZOOM: f32 = LEGIBLE_NAME_PX / workflow_node::TEXT_SIZE;

/// One step of the zoom buttons and of Ctrl + / Ctrl −.
pub const ZOOM_STEP: f32 = 1.25;

/// The zoom range of the canvases.
pub const ZOOM_RANGE: std::ops::RangeInclusive<f32> = 0.05..=3.0;

impl CanvasView {
    /// Shows `add_contents` on a pan/zoom scene; `bounds` is the extent of the content
    /// (used by fit to view), `shapes` its shapes (to say how many a fit left off-screen).
    /// Ctrl + / Ctrl − / Ctrl 0 zoom the canvas (not the interface), and the zoom bar (−, %,
    /// +, Fit, 100 %) sits in a strip of its own under the canvas, covering nothing.
    pub fn show<R>(
        &mut self,
        ui: &mut egui::Ui,
        bounds: Rect,
        shapes: &[Rect],
        add_contents: impl FnOnce(&mut egui::Ui) -> R,
    ) -> egui::InnerResponse<R> {
        // Keep the scene inside the panel even if something above it grew wider.
        let (rect, strip) = zoom_strip(ui.available_rect_before_wrap().intersect(ui.clip_rect()));
        let resized = self.fitted && (rect.size() - self.shown_in.size()).length() > 0.5;
        if self.fit_pending || resized || !self.scene_rect.is_finite() || self.scene_rect.area() <= 0.0 {
            self.fit(bounds, rect, shapes);
            self.fit_pending = false;
        }
        if let Some(shape) = self.reveal_pending.take()
            && !self.visible_scene(rect).contains_rect(shape)
        {
            // Only a shape not wholly in view moves the view (a fitted view stays fitted).
            self.shown_in = rect;
            self.reveal(shape.expand(16.0));
        }
        if let Some(focus) = self.focus_pending.take()
            && rect.is_positive()
        {
            self.scene_rect = focus_rect(focus, rect, self.floor);
            (self.fit_clamped, self.fitted) = (false, false);
        }
        if std::mem::take(&mut self.actual_size_pending) && rect.is_positive() {
            // The scene shows `scene_rect` letterboxed into `rect`: the same size is 100 %.
            self.scene_rect = Rect::from_center_size(self.scene_rect.center(), rect.size());
            (self.fit_clamped, self.fitted) = (false, false);
        }
        if let Some(factor) = keyboard_zoom(ui) {
            self.zoom_by(factor, rect);
        }
        self.shown_in = rect;
        let (before, zoom_before) = (self.scene_rect, self.zoom_in(rect));
        let scene_rect = &mut self.scene_rect;
        let inner = ui
            .scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
                ui.set_clip_rect(rect);
                egui::Scene::new().zoom_range(ZOOM_RANGE).max_inner_size(vec2(100_000.0, 100_000.0)).show(
                    ui,
                    scene_rect,
                    add_contents,
                )
            })
            .inner;
        if self.scene_rect != before {
            // Panned or zoomed by hand: a new size of the canvas keeps this view.
            self.fitted = false;
            self.fit_clamped &= matches!((zoom_before, self.zoom_in(rect)), (Some(a), Some(b)) if (a - b).abs() < 1e-3);
        }
        let off = if self.fit_clamped { off_screen(self.visible_scene(rect), shapes) } else { 0 };
        self.zoom_bar(ui, strip, bounds, shapes, off);
        inner
    }

    /// Fits `bounds` into `rect` as far as names stay legible; remembers when it could not.
    fn fit(&mut self, bounds: Rect, rect: Rect, shapes: &[Rect]) {
        self.scene_rect = legible_fit(bounds, rect, shapes, self.floor);
        self.fitted = rect.is_positive();
        self.fit_clamped = rect.is_positive() && !self.visible_scene(rect).contains_rect(fit_rect(bounds).shrink(1.0));
    }

    /// The part of the canvas `rect` shows (the scene letterboxes `scene_rect` into it).
    fn visible_scene(&self, rect: Rect) -> Rect {
        match self.zoom_in(rect) {
            Some(z) if z > 0.0 => Rect::from_center_size(self.scene_rect.center(), rect.size() / z),
            _ => self.scene_rect,
        }
    }

    /// On the next frame: fitted again when the view is as the last fit left it (the content
    /// changed), then `shape` brought into view as [`Self::reveal`] does.
    pub fn refit_then_reveal(&mut self, shape: Rect) {
        self.fit_pending |= self.fitted;
        self.reveal_pending = Some(shape);
    }

    /// Pans, at the same zoom, until `shape` (canvas coordinates) is inside the view with a
    /// margin; a shape larger than the view shows its top-left corner, where its name is (a
    /// shape just added lands where the user looks).
    pub fn reveal(&mut self, shape: Rect) {
        let rect = self.shown_in;
        if !rect.is_positive() || !shape.is_finite() {
            return;
        }
        let visible = self.visible_scene(rect).shrink(16.0);
        let shift = |lo: f32, hi: f32, v_lo: f32, v_hi: f32| {
            if hi - lo > v_hi - v_lo {
                lo - v_lo
            } else if lo >= v_lo && hi <= v_hi {
                0.0
            } else if lo < v_lo {
                lo - v_lo
            } else {
                hi - v_hi
            }
        };
        let d = vec2(
            shift(shape.min.x, shape.max.x, visible.min.x, visible.max.x),
            shift(shape.min.y, shape.max.y, visible.min.y, visible.max.y),
        );
        if d != Vec2::ZERO {
            self.scene_rect = self.scene_rect.translate(d);
            self.fitted = false;
        }
    }

    /// Zooms by `factor` around the middle of the view, within the canvases' zoom range.
    pub fn zoom_by(&mut self, factor: f32, shown_in: Rect) {
        let current = self.zoom_in(shown_in).unwrap_or(1.0);
        let target = (current * factor).clamp(*ZOOM_RANGE.start(), *ZOOM_RANGE.end());
        if shown_in.is_positive() && target.is_finite() && target > 0.0 {
            self.scene_rect = Rect::from_center_size(self.scene_rect.center(), shown_in.size() / target);
            (self.fit_clamped, self.fitted) = (false, false);
        }
    }

    /// The zoom factor of the last frame (1.0 is 100 %), once the canvas was shown.
    pub fn zoom(&self) -> Option<f32> {
        self.zoom_in(self.shown_in)
    }

    /// Where the diagram was last shown on screen (the zoom bar's strip not included).
    pub fn shown_in(&self) -> Rect {
        self.shown_in
    }

    fn zoom_in(&self, shown_in: Rect) -> Option<f32> {
        let (view, scene) = (shown_in.size(), self.scene_rect.size());
        (shown_in.is_positive() && self.scene_rect.is_positive()).then(|| (view.x / scene.x).min(view.y / scene.y))
    }

    /// The zoom buttons in the strip under the canvas, applied to this view; `off` shapes
    /// the last fit left off-screen are said beside them.
    fn zoom_bar(&mut self, ui: &mut egui::Ui, strip: Rect, bounds: Rect, shapes: &[Rect], off: usize) {
        match zoom_bar_ui(ui, strip, self.zoom_in(self.shown_in), off) {
            Some(ZoomButton::Out) => self.zoom_by(1.0 / ZOOM_STEP, self.shown_in),
            Some(ZoomButton::In) => self.zoom_by(ZOOM_STEP, self.shown_in),
            Some(ZoomButton::Fit) => self.fit(bounds, self.shown_in, shapes),
            Some(ZoomButton::ActualSize) => {
                self.scene_rect = Rect::from_center_size(self.scene_rect.center(), self.shown_in.size());
                (self.fit_clamped, self.fitted) = (false, false);
            }
            None => {}
        }
    }
}

/// The height of the strip under every canvas that holds its zoom bar.
pub const ZOOM_STRIP: f32 = 26.0;

/// A canvas's area split into the diagram and the strip under it for the zoom bar.
pub fn zoom_strip(area: Rect) -> (Rect, Rect) {
    let split = (area.max.y - ZOOM_STRIP).max(area.min.y);
    (Rect::from_min_max(area.min, pos2(area.max.x, split)), Rect::from_min_max(pos2(area.min.x, split), area.max))
}

/// How many of `shapes` are not wholly inside `visible`.
pub fn off_screen(visible: Rect, shapes: &[Rect]) -> usize {
    shapes.iter().filter(|s| s.is_finite() && !visible.contains_rect(**s)).count()
}

/// A button of the zoom bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ZoomButton {
    /// − (one [`ZOOM_STEP`] out).
    Out,
    /// + (one [`ZOOM_STEP`] in).
    In,
    /// Fit to view.
    Fit,
    /// 100 %.
    ActualSize,
}

/// The zoom bar every canvas shows at the right of the strip under it (−, the zoom in %, +,
/// Fit to view, 100 %), with how many shapes Fit left off-screen (`off`, when any) at its
/// left; the button clicked, which the canvas applies to its own view.
pub fn zoom_bar_ui(ui: &mut egui::Ui, strip: Rect, zoom: Option<f32>, off: usize) -> Option<ZoomButton> {
    let mut clicked = None;
    let layout = egui::Layout::right_to_left(egui::Align::Center);
    ui.scope_builder(egui::UiBuilder::new().max_rect(strip.shrink2(vec2(6.0, 0.0))).layout(layout), |ui| {
        ui.set_clip_rect(strip);
        // Right to left: 100 %, Fit, +, the zoom, −.
        if ui.small_button("100 %").on_hover_text(tr!("gui-tip-actual-size")).clicked() {
            clicked = Some(ZoomButton::ActualSize);
        }
        if ui.small_button(tr!("gui-cmd-fit-to-view")).on_hover_text(tr!("gui-tip-fit-to-view")).clicked() {
            clicked = Some(ZoomButton::Fit);
        }
        if ui.small_button("+").on_hover_text(tr!("gui-zoom-in")).clicked() {
            clicked = Some(ZoomButton::In);
        }
        let percent = zoom.map_or_else(String::new, |z| format!("{:.0} %", z * 100.0));
        ui.label(percent).on_hover_text(tr!("gui-zoom-level"));
        if ui.small_button("−").on_hover_text(tr!("gui-zoom-out")).clicked() {
            clicked = Some(ZoomButton::Out);
        }
        if off > 0 {
            let text = tr!("gui-off-screen", count = off);
            ui.add(egui::Label::new(egui::RichText::new(text).color(ui.visuals().warn_fg_color)).truncate());
        }
    });
    clicked
}

/// The canvases' toolbar button for step mode (F5), shown pressed while it is on; `true` when
/// clicked.
pub fn step_mode_button(ui: &mut egui::Ui, active: bool) -> bool {
    let cmd = crate::gui::ui_command::UiCommand::StepMode;
    let tip = match cmd.shortcut() {
        Some(s) => tr!("gui-parenthesized", text = cmd.tooltip(), detail = &ui.ctx().format_shortcut(&s)),
        None => cmd.tooltip(),
    };
    ui.add(egui::Button::selectable(active, tr!("gui-step-button"))).on_hover_text(tip).clicked()
}

/// Ctrl + (or =), Ctrl −, Ctrl 0 as a zoom factor for the canvas, consumed so that egui does
/// not scale the whole interface with them.
pub fn keyboard_zoom(ui: &egui::Ui) -> Option<f32> {
    use egui::{Key, Modifiers};
    ui.input_mut(|i| {
        if i.consume_key(Modifiers::COMMAND, Key::Plus) || i.consume_key(Modifiers::COMMAND, Key::Equals) {
            Some(ZOOM_STEP)
        } else if i.consume_key(Modifiers::COMMAND, Key::Minus) {
            Some(1.0 / ZOOM_STEP)
        } else {
            None
        }
    })
}

/// What "Fit to view" shows of content spanning `bounds` (made of `shapes`) in a panel
/// `shown_in`: all of it when that keeps names legible (`floor`, the canvas's legible zoom, or
/// more), else a view at that zoom placed where it shows the most shapes whole (the
/// top-left-most of the best).
pub fn legible_fit(bounds: Rect, shown_in: Rect, shapes: &[Rect], floor: f32) -> Rect {
    let all = fit_rect(bounds);
    if !shown_in.is_positive() {
        return all;
    }
    let zoom = (shown_in.width() / all.width()).min(shown_in.height() / all.height());
    if zoom >= floor {
        return all;
    }
    let size = shown_in.size() / floor;
    let margin = vec2(24.0, 24.0);
    // Where a view may start: the content's corner, each shape's corner (a margin before it),
    // the far edge; at most this many of each, evenly picked, for large models.
    let starts = |lo: f32, hi: f32, of: &dyn Fn(&Rect) -> f32| {
        let mut v: Vec<f32> = shapes.iter().map(of).filter(|x| x.is_finite()).collect();
        v.sort_by(f32::total_cmp);
        let step = (v.len() / 32).max(1);
        let mut out: Vec<f32> = v.into_iter().step_by(step).map(|x| x.clamp(lo, hi.max(lo))).collect();
        out.extend([lo, hi.max(lo)]);
        out
    };
    let xs = starts(all.min.x, all.max.x - size.x, &|r| r.min.x - margin.x);
    let ys = starts(all.min.y, all.max.y - size.y, &|r| r.min.y - margin.y);
    let mut best = (0, f32::INFINITY, all.min);
    for &x in &xs {
        for &y in &ys {
            let view = Rect::from_min_size(pos2(x, y), size);
            let whole = off_screen(view, shapes);
            let shown = shapes.len() - whole;
            let corner = x - all.min.x + y - all.min.y;
            if shown > best.0 || (shown == best.0 && corner < best.1) {
                best = (shown, corner, view.min);
            }
        }
    }
    // Centred on the shapes it shows whole: what it must cut is cut evenly on both sides.
    let view = Rect::from_min_size(best.2, size);
    let inside = union(shapes.iter().copied().filter(|r| view.contains_rect(*r)));
    if !inside.is_positive() {
        return view;
    }
    let centred = Rect::from_center_size(inside.center(), size);
    // Kept within the content where it is smaller than the content.
    let keep_in = |lo: f32, hi: f32, content_lo: f32, content_hi: f32| {
        if hi - lo >= content_hi - content_lo {
            0.0
        } else if lo < content_lo {
            content_lo - lo
        } else if hi > content_hi {
            content_hi - hi
        } else {
            0.0
        }
    };
    centred.translate(vec2(
        keep_in(centred.min.x, centred.max.x, all.min.x, all.max.x),
        keep_in(centred.min.y, centred.max.y, all.min.y, all.max.y),
    ))
}

/// What zoom to selection shows of a selection spanning `bounds` in a panel `shown_in`: the
/// selection in the middle, at 100 % or less, and never below the legible zoom.
pub fn focus_rect(bounds: Rect, shown_in: Rect, floor: f32) -> Rect {
    let all = fit_rect(bounds);
    let zoom = (shown_in.width() / all.width()).min(shown_in.height() / all.height()).clamp(floor, 1.0);
    Rect::from_center_size(all.center(), shown_in.size() / zoom)
}

/// The rectangle to show for content spanning `bounds`: with a margin, never degenerate.
pub fn fit_rect(bounds: Rect) -> Rect {
    if !bounds.is_finite() || bounds.is_negative() || bounds.area() <= 0.0 {
        return Rect::from_min_size(Pos2::ZERO, vec2(800.0, 600.0));
    }
    let margin = (bounds.width().max(bounds.height()) * 0.025).clamp(16.0, 60.0);
    bounds.expand(margin)
}

/// The union of rectangles (`Rect::NOTHING` when empty).
pub fn union(rects: impl Iterator<Item = Rect>) -> Rect {
    rects.fold(Rect::NOTHING, |a, b| a.union(b))
}

/// Where the pointer is, in the coordinates of `ui`'s (transformed) layer.
pub fn pointer_in_layer(ui: &egui::Ui) -> Option<Pos2> {
    let pos = ui.ctx().input(|i| i.pointer.latest_pos())?;
    Some(match ui.ctx().layer_transform_from_global(ui.layer_id()) {
        Some(t) => t * pos,
        None => pos,
    })
}

/// `true` when `rect` is at least partly inside the visible area (culling).
pub fn visible(ui: &egui::Ui, rect: Rect) -> bool {
    ui.clip_rect().intersects(rect)
}

/// Screen pixels per canvas point on `ui`'s layer: the canvas zoom times the display's
/// pixel density. Drawing uses it for level of detail.
pub fn screen_scale(ui: &egui::Ui) -> f32 {
    let zoom = ui.ctx().layer_transform_to_global(ui.layer_id()).map_or(1.0, |t| t.scaling);
    zoom * ui.ctx().pixels_per_point()
}

/// Canvas text smaller than this on screen (pixels of font size) cannot be read; it is drawn
/// as a faint bar of its width ("greeked"), which keeps the diagram's look at a fraction
/// of the cost when a large diagram is fitted into the window.
pub const READABLE_PX: f32 = 4.5;

/// Draws `text` anchored at `pos` on a canvas whose [`screen_scale`] is `scale`, greeked when
/// too small to read; returns the rectangle it covers.
pub fn text(
    painter: &egui::Painter,
    scale: f32,
    pos: Pos2,
    align: egui::Align2,
    text: &str,
    font: egui::FontId,
    color: Color32,
) -> Rect {
    if font.size * scale >= READABLE_PX {
        return sharp_text(painter, scale, pos, align, text, font, color);
    }
    // Roughly the laid-out width: CJK characters are square, Latin ones about half as wide.
    let width: f32 = text.chars().map(|c| if c.is_ascii() { 0.55 } else { 1.0 }).sum::<f32>() * font.size;
    let rect = align.anchor_size(pos, vec2(width, font.size));
    painter.rect_filled(
        Rect::from_center_size(rect.center(), vec2(width, font.size * 0.4)),
        0.0,
        color.gamma_multiply(0.35),
    );
    rect
}

/// The zoom glyphs are rasterised for: the canvas's zoom `zoom` rounded down to an eighth of
/// an octave (so zooming makes a handful of font sizes, not one per frame). Down, never to
/// the nearest step: the glyphs are then drawn enlarged a little (at most 9 %), never
/// shrunk, and shrinking a one-pixel underscore or middle dot by a few percent made it fall
/// between two rows of pixels and vanish (`user_id` read `user id` on the Physical tab at
/// 88 %).
fn raster_zoom(zoom: f32) -> f32 {
    if !zoom.is_finite() || zoom <= 0.0 {
        return 1.0;
    }
    ((zoom.log2() * 8.0).floor() / 8.0).exp2()
}

/// Draws `text` laid out at its size on screen and scaled back into the canvas, so the
/// scene's zoom does not stretch glyphs rasterised for 100 %: names stay sharp zoomed in
/// (Chinese ones most of all) and a thin underscore does not vanish zoomed out (issue 44).
fn sharp_text(
    painter: &egui::Painter,
    scale: f32,
    pos: Pos2,
    align: egui::Align2,
    text: &str,
    font: egui::FontId,
    color: Color32,
) -> Rect {
    let job = egui::text::LayoutJob::simple_singleline(text.to_owned(), font, color);
    let size = painter.layout_job(job.clone()).size();
    let rect = align.anchor_size(pos, size);
    sharp_job(painter, scale / painter.pixels_per_point(), rect.min, job);
    rect
}

/// Paints the text `job` with its top-left corner at `at` on a canvas zoomed by `zoom`: laid
/// out at its size on screen (fonts and wrap width times the zoom, in eighth-octave steps)
/// and scaled back, so that it covers what `job` laid out at 100 % covers, rasterised for
/// the screen.
pub fn sharp_job(painter: &egui::Painter, zoom: f32, at: Pos2, mut job: egui::text::LayoutJob) {
    let raster = raster_zoom(zoom);
    for section in &mut job.sections {
        section.format.font_id.size *= raster;
        section.format.extra_letter_spacing *= raster;
        section.format.line_height = section.format.line_height.map(|h| h * raster);
    }
    job.wrap.max_width *= raster;
    let galley = painter.layout_job(job);
    if !galley.is_empty() {
        let mut shape = egui::epaint::TextShape::new(at, galley, Color32::PLACEHOLDER);
        shape.transform(egui::emath::TSTransform::new(at.to_vec2() * (1.0 - 1.0 / raster), 1.0 / raster));
        painter.add(shape);
    }
}

/// An ellipse (attribute oval) as one shape, filled and outlined, with as many corners as
/// its size on screen needs (egui's own ellipse has at least 32 and computes each with
/// `powf`, which dominated a frame of a fitted 200-entity diagram).
pub fn oval(center: Pos2, radius: Vec2, scale: f32, fill: Color32, stroke: Stroke) -> egui::Shape {
    let on_screen = radius.max_elem() * scale;
    // About one corner per 3 pixels of circumference, 12 to 64.
    let n = ((std::f32::consts::TAU * on_screen / 3.0) as usize).clamp(12, 64);
    let (sin, cos) = (std::f32::consts::TAU / n as f32).sin_cos();
    let (mut x, mut y) = (1.0_f32, 0.0_f32);
    let points = (0..n)
        .map(|_| {
            let p = center + vec2(x * radius.x, y * radius.y);
            (x, y) = (x * cos - y * sin, x * sin + y * cos);
            p
        })
        .collect();
    egui::Shape::convex_polygon(points, fill, stroke)
}

/// Draws an arrow from `from` to `to` with a filled head.
pub fn arrow(painter: &egui::Painter, from: Pos2, to: Pos2, stroke: Stroke) {
    let dir = (to - from).normalized();
    if !dir.is_finite() || dir == Vec2::ZERO {
        return;
    }
    let head = 9.0;
    let back = to - dir * head;
    let side = dir.rot90() * (head * 0.5);
    painter.line_segment([from, back], stroke);
    painter.add(egui::Shape::convex_polygon(vec![to, back + side, back - side], stroke.color, Stroke::NONE));
}

/// Draws a cubic curve from `from` to `to` leaving and entering horizontally, with an
/// arrow head at `to`.
pub fn curved_arrow(painter: &egui::Painter, from: Pos2, to: Pos2, stroke: Stroke) {
    let dx = ((to.x - from.x).abs() * 0.5).max(40.0);
    curved_arrow_through(painter, [from, from + vec2(dx, 0.0), to - vec2(dx, 0.0), to], stroke);
}

/// A curved arrow from `points[0]` to `points[3]` with the curve's two control points between
/// (a Chebotko diagram's, [`model_core::render::ArrowGeom::controls`], keeps clear of badges).
pub fn curved_arrow_through(painter: &egui::Painter, points: [Pos2; 4], stroke: Stroke) {
    let [from, c1, c2, to] = points;
    let curve = egui::epaint::CubicBezierShape::from_points_stroke(
        [from, c1, c2, to - vec2(8.0, 0.0)],
        false,
        Color32::TRANSPARENT,
        stroke,
    );
    painter.add(curve);
    arrow(painter, to - vec2(9.0, 0.0), to, stroke);
}

/// Model coordinates from a point.
pub fn from_pos2(p: Pos2) -> model_core::project::Pos {
    model_core::project::Pos::new(p.x, p.y)
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::pos2;

    fn corners(shape: &egui::Shape) -> &[Pos2] {
        match shape {
            egui::Shape::Path(p) => &p.points,
            other => panic!("an oval is one path, not {other:?}"),
        }
    }

    #[test]
    fn an_oval_has_corners_on_its_ellipse_as_many_as_its_size_on_screen_needs() {
        let (c, r) = (pos2(100.0, 50.0), vec2(40.0, 15.0));
        let fitted = oval(c, r, 0.1, Color32::WHITE, Stroke::new(1.0, Color32::BLACK));
        let zoomed = oval(c, r, 3.0, Color32::WHITE, Stroke::new(1.0, Color32::BLACK));
        assert_eq!(corners(&fitted).len(), 12, "tiny on screen: the fewest corners");
        assert_eq!(corners(&zoomed).len(), 64, "large on screen: the most");
        for p in corners(&zoomed) {
            let d = ((p.x - c.x) / r.x).powi(2) + ((p.y - c.y) / r.y).powi(2);
            assert!((d - 1.0).abs() < 1e-3, "{p:?} is off the ellipse ({d})");
        }
    }

    #[test]
    fn glyphs_are_never_drawn_smaller_than_rasterised_and_at_most_an_eighth_octave_larger() {
        let step = 2f32.powf(1.0 / 8.0);
        for i in 1..=600 {
            let zoom = 0.05 + i as f32 * 0.005;
            let enlarged = zoom / raster_zoom(zoom);
            assert!((1.0 - 1e-4..step + 1e-4).contains(&enlarged), "at {zoom}: drawn at {enlarged} × its raster size");
        }
        assert_eq!(raster_zoom(1.0), 1.0, "100 % is drawn as rasterised");
        assert_eq!(raster_zoom(f32::NAN), 1.0);
    }

    #[test]
    fn text_too_small_to_read_is_a_bar_of_about_its_width() {
        let ctx = egui::Context::default();
        let painter = egui::Painter::new(ctx, egui::LayerId::background(), Rect::EVERYTHING);
        let font = egui::FontId::proportional(12.0);
        let bar = text(&painter, 0.2, pos2(0.0, 0.0), egui::Align2::LEFT_TOP, "name", font.clone(), Color32::WHITE);
        assert_eq!(bar.height(), 12.0);
        assert!((bar.width() - 4.0 * 0.55 * 12.0).abs() < 0.01, "{bar:?}");
        let cjk = text(&painter, 0.2, pos2(0.0, 0.0), egui::Align2::LEFT_TOP, "学生", font, Color32::WHITE);
        assert!((cjk.width() - 24.0).abs() < 0.01, "CJK characters are square: {cjk:?}");
    }
}

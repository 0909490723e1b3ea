//! PNG from SVG with `resvg` (pure Rust). Fonts: the system's (through `fontdb`) and Droid
//! Sans Fallback, the CJK font the desktop app embeds, so Chinese names show as glyphs even
//! where no CJK font is installed.

use super::CJK_FONT;
use resvg::tiny_skia;
use resvg::usvg;
use std::sync::{Arc, OnceLock};

/// Largest picture side in pixels; a larger request is scaled down to fit.
const MAX_SIDE: f32 = 16_384.0;
/// Largest picture area in pixels (256 MB of RGBA at most).
const MAX_PIXELS: f32 = 64.0e6;

/// A PNG picture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Png {
    /// The PNG file's bytes.
    pub data: Vec<u8>,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
}

/// Why an SVG could not be made into a PNG.
#[derive(Debug, thiserror::Error)]
pub enum PngError {
    /// The SVG text is not a picture `usvg` can read.
    #[error("cannot read the SVG: {0}")]
    Svg(String),
    /// The picture has no area, or the scale is not a positive number.
    #[error("the picture has no area (scale {0})")]
    Empty(f32),
    /// PNG encoding failed.
    #[error("cannot encode the PNG: {0}")]
    Encode(String),
}

/// The font database, loaded once: system fonts, then the embedded CJK font.
fn fonts() -> Arc<usvg::fontdb::Database> {
    static DB: OnceLock<Arc<usvg::fontdb::Database>> = OnceLock::new();
    DB.get_or_init(|| {
        let mut db = usvg::fontdb::Database::new();
        db.load_system_fonts();
        db.load_font_data(CJK_FONT.to_vec());
        let has = |family: &str| db.faces().any(|f| f.families.iter().any(|(n, _)| n == family));
        let sans = ["DejaVu Sans", "Noto Sans", "Liberation Sans", "Arial", "Helvetica"]
            .into_iter()
            .find(|f| has(f))
            .unwrap_or("Droid Sans Fallback")
            .to_owned();
        db.set_sans_serif_family(sans);
        Arc::new(db)
    })
    .clone()
}

/// Rasterizes SVG text at `scale` pixels per SVG unit (scaled down if the picture would
/// exceed 16,384 pixels a side or 64 megapixels).
pub fn svg_to_png(svg: &str, scale: f32) -> Result<Png, PngError> {
    if !scale.is_finite() || scale <= 0.0 {
        return Err(PngError::Empty(scale));
    }
    let opt = usvg::Options { fontdb: fonts(), font_family: "sans-serif".to_owned(), ..usvg::Options::default() };
    let tree = usvg::Tree::from_str(svg, &opt).map_err(|e| PngError::Svg(e.to_string()))?;
    let size = tree.size();
    let (w, h) = (size.width(), size.height());
    let mut s = scale.min(MAX_SIDE / w.max(1.0)).min(MAX_SIDE / h.max(1.0));
    if w * h * s * s > MAX_PIXELS {
        s = (MAX_PIXELS / (w * h).max(1.0)).sqrt();
    }
    let (mut pw, mut ph) = ((w * s).ceil(), (h * s).ceil());
    for _ in 0..32 {
        if pw * ph <= MAX_PIXELS {
            break;
        }
        s *= 0.99;
        (pw, ph) = ((w * s).ceil(), (h * s).ceil());
    }
    if !(pw >= 1.0 && ph >= 1.0 && pw <= MAX_SIDE && ph <= MAX_SIDE && pw * ph <= MAX_PIXELS) {
        return Err(PngError::Empty(scale));
    }
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let (pw, ph) = (pw as u32, ph as u32);
    let mut pixmap = tiny_skia::Pixmap::new(pw, ph).ok_or(PngError::Empty(scale))?;
    resvg::render(&tree, tiny_skia::Transform::from_scale(s, s), &mut pixmap.as_mut());
    let data = pixmap.encode_png().map_err(|e| PngError::Encode(e.to_string()))?;
    Ok(Png { data, width: pw, height: ph })
}

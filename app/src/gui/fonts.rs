//! Fonts: egui's defaults plus an embedded CJK-capable fallback, so names in any script
//! (Chinese, Japanese, Korean) render as text rather than boxes on every platform.

use std::sync::Arc;

// The fallback is Droid Sans Fallback (Apache-2.0, see `assets/fonts/README.md`): the same
// bytes the picture export renders PNGs with, `model_core::render::CJK_FONT`, embedded once,
// so the binary carries the 3.4 MB font one time.

/// The name the fallback font is registered under.
pub const CJK_FONT_NAME: &str = "droid-sans-fallback";

/// Registers the CJK fallback after the default fonts of both families.
pub fn install(ctx: &egui::Context) {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(CJK_FONT_NAME.to_owned(), Arc::new(egui::FontData::from_static(model_core::render::CJK_FONT)));
    // Hack (egui's monospace font) has the arrows of the C↑/C↓ markers, which the
    // proportional default lacks: use it as a fallback there too.
    let proportional = fonts.families.entry(egui::FontFamily::Proportional).or_default();
    if !proportional.iter().any(|f| f == "Hack") {
        proportional.push("Hack".to_owned());
    }
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts.families.entry(family).or_default().push(CJK_FONT_NAME.to_owned());
    }
    ctx.set_fonts(fonts);
}

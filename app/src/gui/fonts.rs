//! Fonts: egui's defaults plus an embedded CJK-capable fallback, so names in any script
//! (Chinese, Japanese, Korean) render as text rather than boxes on every platform.

use std::sync::Arc;

// The fallback is Droid Sans Fallback (Apache-2.0, see `assets/fonts/README.md`): the same
// bytes the picture export renders PNGs with, `model_core::render::CJK_FONT`, embedded once,
// so the binary carries the 3.4 MB font one time.

/// The name the fallback font is registered under.
pub const CJK_FONT_NAME: &str = "droid-sans-fallback";

/// Registers the CJK fallback after the default fonts of both families, and makes small
/// text legible ([`SMALL_PX`]).
pub fn install(ctx: &egui::Context) {
    let mut fonts = egui::FontDefinitions::default();
    fonts
        .font_data
        .insert(CJK_FONT_NAME.to_owned(), Arc::new(egui::FontData::from_static(model_core::render::CJK_FONT)));
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
    // egui's small text is 9 px: hints, notes and formulas in it could not be read on a
    // laptop, let alone a projector. 11 px keeps it smaller than the body text (12.5 px).
    ctx.all_styles_mut(|style| {
        style.text_styles.insert(egui::TextStyle::Small, egui::FontId::proportional(SMALL_PX));
    });
}

/// The size of small text (hints, notes, formulas), in points.
pub const SMALL_PX: f32 = 11.0;

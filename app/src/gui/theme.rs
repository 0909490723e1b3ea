//! The window's colours where egui's own read too faintly: weak text (the canvases' hints,
//! the workflow's "given"/"find", the CQL types of the physical diagram), warnings and
//! errors stand at least 4.5:1 (WCAG AA) on every background egui paints them on (panel,
//! window, text field), in both themes. Measured by
//! `app/tests/gui/diagram_text.rs` on the painted diagrams and by the tests below.

use egui::{Color32, Theme, Visuals};

/// Weak text in the light theme: egui's is text × 0.6 alpha, 2.6–3.0:1 on its panels.
const LIGHT_WEAK: Color32 = Color32::from_gray(0x64);
/// Weak text in the dark theme (egui's: 2.6–2.8:1).
const DARK_WEAK: Color32 = Color32::from_gray(0x99);
/// Warnings in the light theme (egui's orange `#ff6400` is 2.8:1 on its panel).
const LIGHT_WARN: Color32 = Color32::from_rgb(0xb3, 0x47, 0x00);
/// Errors in the light theme (egui's red is 3.8:1 on its panel).
const LIGHT_ERROR: Color32 = Color32::from_rgb(0xc0, 0x00, 0x00);
/// Errors in the dark theme (egui's red is 4.3:1 on its panel).
const DARK_ERROR: Color32 = Color32::from_rgb(0xff, 0x5c, 0x5c);

/// Installs the legible colours in both themes of `ctx`.
pub fn install(ctx: &egui::Context) {
    for theme in [Theme::Light, Theme::Dark] {
        ctx.style_mut_of(theme, |style| legible(&mut style.visuals));
    }
}

/// `visuals` with weak text, warnings and errors of at least 4.5:1.
fn legible(visuals: &mut Visuals) {
    if visuals.dark_mode {
        visuals.weak_text_color = Some(DARK_WEAK);
        visuals.error_fg_color = DARK_ERROR;
    } else {
        visuals.weak_text_color = Some(LIGHT_WEAK);
        visuals.warn_fg_color = LIGHT_WARN;
        visuals.error_fg_color = LIGHT_ERROR;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// WCAG's contrast ratio of two opaque colours.
    fn contrast(a: Color32, b: Color32) -> f32 {
        let lum = |c: Color32| {
            let ch = |v: u8| {
                let v = f32::from(v) / 255.0;
                if v <= 0.04045 { v / 12.92 } else { ((v + 0.055) / 1.055).powf(2.4) }
            };
            0.2126 * ch(c.r()) + 0.7152 * ch(c.g()) + 0.0722 * ch(c.b())
        };
        let (x, y) = (lum(a), lum(b));
        (x.max(y) + 0.05) / (x.min(y) + 0.05)
    }

    #[test]
    fn weak_text_warnings_and_errors_stand_4_5_to_1_on_every_background_in_both_themes() {
        for mut v in [Visuals::light(), Visuals::dark()] {
            legible(&mut v);
            // Where text is painted: panels, windows, text fields (a button's own words are
            // its widget colour, and a disabled one needs no contrast).
            let backgrounds = [v.panel_fill, v.window_fill, v.extreme_bg_color];
            for fg in [v.weak_text_color(), v.warn_fg_color, v.error_fg_color, v.text_color()] {
                for bg in backgrounds {
                    assert!(contrast(fg, bg) >= 4.5, "{fg:?} on {bg:?}: {:.2}", contrast(fg, bg));
                }
            }
        }
    }
}

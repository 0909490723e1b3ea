//! Screenshots of every sample on every tab, in both themes and both languages, at
//! 1366×768, for a person to look at (issue 44): run on demand, not in CI,
//!
//! ```sh
//! KS_GALLERY=/tmp/gallery cargo test --workspace --test gui gallery -- --ignored
//! ```
//!
//! and read the pictures (`montage` puts a sample's sixteen on one sheet). It needs a wgpu
//! adapter (lavapipe); each picture is checked to have been drawn (not one flat colour).

use crate::support::sample;
use keyspace_studio::gui::i18n::Lang;
use keyspace_studio::gui::{StudioApp, Tab};
use model_core::Project;

#[test]
#[ignore = "pictures for a person to look at: KS_GALLERY=DIR, with a wgpu adapter"]
fn gallery_of_every_sample_tab_theme_and_language() {
    let dir = std::path::PathBuf::from(std::env::var_os("KS_GALLERY").expect("KS_GALLERY names the folder"));
    std::fs::create_dir_all(&dir).expect("the gallery folder");
    let samples: Vec<_> = crate::support::sample_files().iter().map(|f| sample(f)).collect();
    let mut written = 0;
    for path in &samples {
        let project = Project::load(path).expect("a sample loads");
        let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("sample").to_owned();
        for tab in Tab::ALL {
            for (theme, theme_name) in [(egui::Theme::Light, "light"), (egui::Theme::Dark, "dark")] {
                for (lang, lang_name) in [(Lang::En, "en"), (Lang::Zh, "zh")] {
                    let mut app = StudioApp::with_project(project.clone(), None);
                    app.set_language(lang);
                    app.set_tab(tab);
                    let renderer = egui_kittest::wgpu::WgpuTestRenderer::new();
                    let mut h = crate::support::window_in(app, theme, Some(renderer));
                    let image = h.render().expect("rendered");
                    let first = image.get_pixel(0, 0);
                    assert!(image.pixels().any(|p| p != first), "{stem} {tab:?} drew nothing");
                    let file =
                        dir.join(format!("{stem}-{}-{theme_name}-{lang_name}.png", format!("{tab:?}").to_lowercase()));
                    image.save(&file).expect("the picture is written");
                    written += 1;
                }
            }
        }
    }
    assert_eq!(written, samples.len() * 16);
}

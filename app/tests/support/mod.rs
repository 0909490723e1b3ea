//! What the app's GUI tests share: the headless harness and the repository's files.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use keyspace_studio::gui::StudioApp;
use std::path::{Path, PathBuf};

/// A headless window on `app`, with the app's fonts.
pub fn harness(app: StudioApp) -> Harness<'static, StudioApp> {
    let h = Harness::builder()
        .with_size([1400.0, 900.0])
        .build_ui_state(|ui, app: &mut StudioApp| app.frame_ui(ui), app);
    StudioApp::install_fonts(&h.ctx);
    h
}

/// Clicks the widget labelled `label` and lets the frame settle.
pub fn click(h: &mut Harness<'_, StudioApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// A path relative to the repository's root (`sample-projects/hotel.json`; the shared
/// fixtures are at `../shared/fixtures`).
pub fn repo_path(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(rel)
}

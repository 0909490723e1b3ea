//! What the window's tests share: the headless harness, clicks, and the repository's files.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use keyspace_studio::gui::StudioApp;
use model_core::Project;
use std::path::{Path, PathBuf};

/// A headless window on `app`, with the app's fonts.
pub fn harness(app: StudioApp) -> Harness<'static, StudioApp> {
    harness_sized(app, [1400.0, 900.0])
}

/// A headless window of `size` points on `app`, with the app's fonts.
pub fn harness_sized(app: StudioApp, size: [f32; 2]) -> Harness<'static, StudioApp> {
    // A background task (save, import, pictures, the recovery file) asks for a frame when it
    // is done, whenever that is: a settling frame or two more than kittest's default of 4.
    let h = Harness::builder()
        .with_size(size)
        .with_max_steps(8)
        .build_ui_state(|ui, app: &mut StudioApp| app.frame_ui(ui), app);
    StudioApp::install_fonts(&h.ctx);
    h
}

/// Frames until the window stops asking for more, in real time: the in-app file dialog
/// reads a folder on a thread of its own and asks for a frame until it is read, which on a
/// loaded machine takes longer than the harness's eight frames (CI failed so once). Fails
/// after a minute of asking.
pub trait Settle {
    /// Runs frames until none is asked for, waiting between rounds; panics after a minute.
    fn settle(&mut self);
}

impl<S> Settle for Harness<'_, S> {
    fn settle(&mut self) {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
        while let Err(e) = self.try_run() {
            assert!(std::time::Instant::now() < deadline, "the window kept asking for frames for a minute: {e}");
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
    }
}

/// Steps frames until no background work runs (the thread asks for a frame when done), as
/// the window's own frames deliver it (never `wait_for_tasks`); fails after a minute.
pub fn frames_until_done(h: &mut Harness<'_, StudioApp>) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while h.state().tasks_running() {
        assert!(std::time::Instant::now() < deadline, "the background work never finished");
        h.step();
        std::thread::yield_now();
    }
    h.settle();
}

/// Clicks the widget labelled `label` and runs the one frame that takes the click, then
/// asserts that background work is running: the work went off the window's thread. No
/// settling in between, so fast work (a small load on a fast node) cannot finish first.
pub fn click_to_start(h: &mut Harness<'_, StudioApp>, label: &str, why: &str) {
    h.get_by_label(label).click();
    h.step();
    assert!(h.state().tasks_running(), "{why}");
}

/// Clicks the widget labelled `label` and lets the frame settle.
pub fn click(h: &mut Harness<'_, StudioApp>, label: &str) {
    h.get_by_label(label).click();
    h.settle();
}

/// Sets the checkbox labelled `label` to `on` (clicking it only when it is not so already:
/// the Key box of a new attribute starts ticked when the name reads as an identifier).
pub fn set_checkbox(h: &mut Harness<'_, StudioApp>, label: &str, on: bool) {
    use egui_kittest::kittest::NodeT;
    let ticked = h.get_by_label(label).accesskit_node().toggled() == Some(egui::accesskit::Toggled::True);
    if ticked != on {
        click(h, label);
    }
}

/// A path relative to the repository's root (`sample-projects/hotel.json`; the shared
/// fixtures are at `../shared/fixtures`).
pub fn repo_path(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(rel)
}

/// A sample project's file (`sample-projects/NAME`).
pub fn sample(name: &str) -> PathBuf {
    repo_path("sample-projects").join(name)
}

/// The file names of every sample project (`sample-projects/*.json`), sorted.
pub fn sample_files() -> Vec<String> {
    let mut files: Vec<String> = std::fs::read_dir(repo_path("sample-projects"))
        .expect("samples")
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".json"))
        .collect();
    files.sort();
    files
}

/// The window at 1366×768 in `theme` on `app`, with the app's fonts, settled; drawn by
/// `renderer` when pictures are wanted.
pub fn window_in(
    app: StudioApp,
    theme: egui::Theme,
    renderer: Option<egui_kittest::wgpu::WgpuTestRenderer>,
) -> Harness<'static, StudioApp> {
    let mut builder = Harness::builder().with_size([1366.0, 768.0]).with_theme(theme).with_max_steps(8);
    if let Some(renderer) = renderer {
        builder = builder.renderer(renderer);
    }
    let mut h = builder.build_ui_state(|ui, app: &mut StudioApp| app.frame_ui(ui), app);
    StudioApp::install_fonts(&h.ctx);
    h.settle();
    h
}

/// The hotel sample, loaded, and its file.
pub fn hotel() -> (Project, PathBuf) {
    let path = sample("hotel.json");
    (Project::load(&path).expect("the hotel sample loads"), path)
}

/// A file or folder of the shared fixtures (`../shared/fixtures/REL`), or `None` when they are
/// absent and `CI` is not `true` (the test then skips); in CI a missing fixture fails.
pub fn shared_fixture(rel: &str) -> Option<PathBuf> {
    let path = repo_path("../shared/fixtures").join(rel);
    if path.exists() {
        return Some(path);
    }
    assert!(
        std::env::var("CI").as_deref() != Ok("true"),
        "CI=true and the shared fixture {} is missing",
        path.display()
    );
    eprintln!("skipped: {} is absent", path.display());
    None
}

/// eframe's storage in memory: what the window saves between runs, read back in a test.
#[derive(Default)]
pub struct Memory(std::collections::HashMap<String, String>);

impl eframe::Storage for Memory {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }
    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_owned(), value);
    }
    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }
    fn flush(&mut self) {}
}

/// The window at 1366×768, with a renderer and the folder to save screenshots in when
/// `KS_SCREENSHOTS` names one (the cluster and apply tests).
pub fn window(app: StudioApp) -> (Harness<'static, StudioApp>, Option<std::path::PathBuf>) {
    let shots = std::env::var_os("KS_SCREENSHOTS")
        .and_then(|dir| std::panic::catch_unwind(egui_kittest::wgpu::WgpuTestRenderer::new).ok().map(|r| (dir, r)));
    match shots {
        Some((dir, renderer)) => {
            let h = Harness::builder()
                .with_size([1366.0, 768.0])
                .with_max_steps(8)
                .renderer(renderer)
                .build_ui_state(|ui, app: &mut StudioApp| app.frame_ui(ui), app);
            StudioApp::install_fonts(&h.ctx);
            (h, Some(dir.into()))
        }
        None => (harness_sized(app, [1366.0, 768.0]), None),
    }
}

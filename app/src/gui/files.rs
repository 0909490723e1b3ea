//! Files: opening, saving, exporting, samples, recent files, and the dialogs around them
//! (load errors, the unsaved-changes prompt).

use std::path::{Path, PathBuf};

/// What the window opens on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// This project file.
    File(PathBuf),
    /// The last project opened, else the hotel sample, else an empty project.
    LastOrSample,
    /// An empty project.
    Empty,
}

/// The folder holding the sample projects: the first of `sample_dir_candidates` that
/// exists, for this process's working directory and executable.
pub fn samples_dir() -> Option<PathBuf> {
    let cwd = std::env::current_dir().ok();
    let exe = std::env::current_exe().ok();
    sample_dir_candidates(cwd.as_deref(), exe.as_deref()).into_iter().find(|d| d.is_dir())
}

/// `true` when `path` lies in a folder of installed samples (one of [`sample_dir_candidates`]
/// that exists): it opens as an untitled copy, so Save never overwrites the sample.
pub fn is_installed_sample(path: &Path) -> bool {
    let cwd = std::env::current_dir().ok();
    let exe = std::env::current_exe().ok();
    in_sample_dir(path, &sample_dir_candidates(cwd.as_deref(), exe.as_deref()))
}

/// `true` when `path` (a file) lies directly in one of the folders `dirs` that exist.
fn in_sample_dir(path: &Path, dirs: &[PathBuf]) -> bool {
    let Some(parent) = std::fs::canonicalize(path).ok().and_then(|p| p.parent().map(Path::to_owned)) else {
        return false;
    };
    dirs.iter().filter_map(|d| std::fs::canonicalize(d).ok()).any(|d| d == parent)
}

/// Where the sample projects may be, in order: `sample-projects/` in the working directory or
/// one of its two parents; beside the executable (a zip, the Windows installer); in an
/// installed copy's data folder (`../share/keyspace-studio/` for the .deb and the AppImage,
/// `../Resources/` in a macOS .app); in one of the executable's parents (`target/release`
/// in the source tree); in the source tree it was built from.
fn sample_dir_candidates(cwd: Option<&Path>, exe: Option<&Path>) -> Vec<PathBuf> {
    const SAMPLES: &str = "sample-projects";
    let mut candidates: Vec<PathBuf> = Vec::new();
    if let Some(cwd) = cwd {
        candidates.extend(cwd.ancestors().take(3).map(|d| d.join(SAMPLES)));
    }
    if let Some(exe_dir) = exe.and_then(Path::parent) {
        candidates.push(exe_dir.join(SAMPLES));
        if let Some(prefix) = exe_dir.parent() {
            candidates.push(prefix.join("share").join("keyspace-studio").join(SAMPLES));
            candidates.push(prefix.join("Resources").join(SAMPLES));
        }
        candidates.extend(exe_dir.ancestors().skip(1).take(3).map(|d| d.join(SAMPLES)));
    }
    candidates.push(Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(SAMPLES));
    candidates
}

/// The sample projects (`*.json`), sorted by file name.
pub fn samples() -> Vec<PathBuf> {
    let Some(dir) = samples_dir() else { return Vec::new() };
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    let mut out: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    out.sort();
    out
}

/// The hotel sample, if present.
pub fn hotel_sample() -> Option<PathBuf> {
    samples_dir().map(|d| d.join("hotel.json")).filter(|p| p.is_file())
}

/// Recently opened or saved project files, most recent first.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct RecentFiles {
    /// The files.
    pub paths: Vec<PathBuf>,
}

impl RecentFiles {
    /// How many are kept.
    pub const MAX: usize = 10;
    /// Storage key.
    pub const KEY: &'static str = "recent_files";

    /// Puts `path` first.
    pub fn touch(&mut self, path: &Path) {
        let path = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_owned());
        self.paths.retain(|p| p != &path);
        self.paths.insert(0, path);
        self.paths.truncate(Self::MAX);
    }
}

/// Something the user asked for that would replace the open project.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Replace {
    /// A new empty project.
    New,
    /// Open a file (`None`: ask with a dialog).
    Open(Option<PathBuf>),
    /// Import a CQL schema or a KDM project as a new unsaved project (`None`: ask with a
    /// dialog).
    Import(model_core::import::FileKind, Option<PathBuf>),
    /// Import these files again, with values for their template placeholders and without
    /// the relationships inferred from SQL joins that the user rejected (their ids).
    ImportWith(Vec<PathBuf>, std::collections::BTreeMap<String, String>, std::collections::BTreeSet<String>),
    /// Open the unsaved work kept in this recovery file.
    Restore(PathBuf),
    /// Import a live cluster's schema (Cluster ▸ Import from cluster…).
    ImportLive(crate::gui::actions::ImportLiveRequest),
    /// Close the window.
    Quit,
}

/// The user's answer to "save changes?".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PromptAnswer {
    /// Save, then go on.
    Save,
    /// Go on without saving.
    Discard,
    /// Stay.
    Cancel,
}

/// Shows the unsaved-changes prompt; returns the answer once given.
pub fn unsaved_prompt_ui(ctx: &egui::Context, name: &str) -> Option<PromptAnswer> {
    let mut answer = None;
    let modal = egui::Modal::new(egui::Id::new("unsaved-prompt")).show(ctx, |ui| {
        ui.set_max_width(380.0);
        ui.heading(tr!("gui-unsaved-title"));
        ui.label(tr!("gui-unsaved-message", project = name));
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if ui.button(tr!("gui-save")).clicked() {
                answer = Some(PromptAnswer::Save);
            }
            if ui.button(tr!("gui-discard")).clicked() {
                answer = Some(PromptAnswer::Discard);
            }
            if ui.button(tr!("gui-cancel")).clicked() {
                answer = Some(PromptAnswer::Cancel);
            }
        });
    });
    if answer.is_none() && modal.should_close() {
        answer = Some(PromptAnswer::Cancel);
    }
    answer
}

/// Shows an error dialog (a file that could not be read, saved or written); returns `true`
/// when dismissed.
pub fn error_dialog_ui(ctx: &egui::Context, title: &str, message: &str) -> bool {
    let mut close = false;
    let modal = egui::Modal::new(egui::Id::new("error-dialog")).show(ctx, |ui| {
        ui.set_max_width(520.0);
        ui.heading(title);
        ui.add_space(4.0);
        ui.label(message);
        ui.add_space(4.0);
        ui.label(egui::RichText::new(tr!("gui-nothing-lost")).weak());
        ui.add_space(8.0);
        if ui.button(tr!("gui-ok")).clicked() {
            close = true;
        }
    });
    close || modal.should_close()
}

/// The message for a load error: which file, and where in it (line and column) when known.
pub fn load_error_message(err: &model_core::project::LoadError) -> String {
    use model_core::project::LoadError;
    let lang = super::i18n::language();
    match err {
        LoadError::Syntax { path, line, column, .. } if *line > 0 => {
            tr!(
                "gui-load-error-at",
                path = path.display().to_string(),
                line = *line,
                column = *column,
                detail = &err.detail_in(lang)
            )
        }
        other => other.message_in(lang),
    }
}

/// `true` for files the window imports rather than opens: CQL schemas (`.cql`) and KDM
/// projects (`.xml`, `.kdm`).
pub fn is_import_file(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| ["cql", "xml", "kdm", "sql"].iter().any(|x| e.eq_ignore_ascii_case(x)))
}

/// Why `path` could not be written, in the window's language: the catalogue's
/// `io-cannot-write` with model-core's words for the cause, as the command line says it.
pub fn cannot_write(path: &Path, e: &std::io::Error) -> String {
    super::i18n::words(&model_core::msg!(
        "io-cannot-write",
        path = path.display().to_string(),
        cause = model_core::atomic_file::io_error_text(e)
    ))
}

/// Writes text atomically (the previous file stays intact on failure).
pub fn write_text(path: &Path, text: &str) -> std::io::Result<()> {
    model_core::atomic_file::write(path, text.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn schemas_and_kdm_projects_are_imported_project_files_opened() {
        assert!(is_import_file(Path::new("schema.cql")));
        assert!(is_import_file(Path::new("/a/kdm_sensor_data.XML")));
        assert!(is_import_file(Path::new("model.kdm")));
        assert!(!is_import_file(Path::new("hotel.json")));
        assert!(!is_import_file(Path::new("cql")));
    }

    /// The samples of an installed copy are found from its executable, whatever the
    /// working directory: the .deb/AppImage layout, the macOS .app and the Windows folder.
    #[test]
    fn installed_samples_are_found_beside_the_executable() -> std::io::Result<()> {
        let root = tempfile::tempdir()?;
        let elsewhere = root.path().join("home");
        std::fs::create_dir_all(&elsewhere)?;
        let layouts = [
            ("usr/bin/keyspace-studio", "usr/share/keyspace-studio/sample-projects"),
            (
                "Keyspace Studio.app/Contents/MacOS/keyspace-studio",
                "Keyspace Studio.app/Contents/Resources/sample-projects",
            ),
            ("Keyspace Studio/keyspace-studio.exe", "Keyspace Studio/sample-projects"),
        ];
        for (exe, samples) in layouts {
            let (exe, samples) = (root.path().join(exe), root.path().join(samples));
            std::fs::create_dir_all(&samples)?;
            let found = sample_dir_candidates(Some(&elsewhere), Some(&exe)).into_iter().find(|d| d.is_dir());
            assert_eq!(found.as_deref(), Some(samples.as_path()), "{}", exe.display());
            std::fs::remove_dir_all(&samples)?;
        }
        Ok(())
    }
}

//! Which files the server may read and write: only inside the folders it was started with
//! (`--allow DIR`, the current folder when none is given), each canonicalised once at start.
//! A path is resolved (relative ones against the first folder), every link in it followed,
//! and refused unless what it names is inside one of them: `../`, an absolute path elsewhere
//! and a symbolic link leading out are all refused alike. Writes go through
//! [`model_core::atomic_file::write`] (atomic, never through a link), and never over a file
//! the server did not create in this session unless the tool call says `overwrite`.

use std::collections::HashSet;
use std::path::{Component, Path, PathBuf};
use std::sync::Mutex;

/// The folders the server may use, and the files it wrote.
#[derive(Debug)]
pub struct Allowed {
    roots: Vec<PathBuf>,
    created: Mutex<HashSet<PathBuf>>,
}

impl Allowed {
    /// The folders given at start, canonicalised; each must be an existing folder.
    pub fn new(dirs: &[PathBuf]) -> Result<Self, String> {
        let mut roots = Vec::new();
        for dir in dirs {
            let canonical = dir.canonicalize().map_err(|e| format!("--allow {}: {e}", dir.display()))?;
            if !canonical.is_dir() {
                return Err(format!("--allow {}: not a folder", dir.display()));
            }
            roots.push(canonical);
        }
        if roots.is_empty() {
            return Err("no folder allowed (--allow DIR)".to_owned());
        }
        Ok(Self { roots, created: Mutex::new(HashSet::new()) })
    }

    /// An existing file or folder to read, canonical, when it is inside an allowed folder.
    pub fn read(&self, path: &str) -> Result<PathBuf, String> {
        let joined = self.join(path)?;
        let canonical = joined.canonicalize().map_err(|e| format!("{path}: cannot read: {e}"))?;
        self.inside(path, &canonical)?;
        Ok(canonical)
    }

    /// A file to write, when its folder is inside an allowed folder and it is new, was
    /// written by this server, or `overwrite` says it may be replaced.
    pub fn write(&self, path: &str, overwrite: bool) -> Result<PathBuf, String> {
        let joined = self.join(path)?;
        let Some(name) =
            joined.file_name().filter(|n| Path::new(n).components().all(|c| matches!(c, Component::Normal(_))))
        else {
            return Err(format!("{path}: not a file name"));
        };
        let folder = joined.parent().unwrap_or(Path::new("."));
        let folder =
            folder.canonicalize().map_err(|e| format!("{path}: cannot write into {}: {e}", folder.display()))?;
        self.inside(path, &folder)?;
        let target = folder.join(name);
        if std::fs::symlink_metadata(&target).is_ok() {
            let ours = self.created.lock().is_ok_and(|c| c.contains(&target));
            if !ours && !overwrite {
                return Err(format!(
                    "{path}: the file exists and this server did not create it; nothing was written (call again with \"overwrite\": true to replace it)"
                ));
            }
        }
        Ok(target)
    }

    /// Writes `bytes` to a file [`Allowed::write`] accepted, atomically, and remembers it.
    pub fn save(&self, target: &Path, bytes: &[u8]) -> Result<(), String> {
        model_core::atomic_file::write(target, bytes).map_err(|e| super::super::cli::cannot_write(target, &e))?;
        if let Ok(mut c) = self.created.lock() {
            c.insert(target.to_owned());
        }
        Ok(())
    }

    /// `path` against the first allowed folder when relative.
    fn join(&self, path: &str) -> Result<PathBuf, String> {
        if path.is_empty() || path.contains('\0') {
            return Err(format!("{path:?}: not a path"));
        }
        let p = Path::new(path);
        Ok(if p.is_absolute() { p.to_owned() } else { self.roots[0].join(p) })
    }

    fn inside(&self, path: &str, canonical: &Path) -> Result<(), String> {
        if self.roots.iter().any(|r| canonical.starts_with(r)) {
            return Ok(());
        }
        let roots: Vec<String> = self.roots.iter().map(|r| r.display().to_string()).collect();
        Err(format!(
            "{path}: outside the folders this server may use ({}; started with --allow); it resolves to {}",
            roots.join(", "),
            canonical.display()
        ))
    }
}

#[cfg(test)]
#[path = "paths_tests.rs"]
mod tests;

//! Atomic file replacement: a crash or a full disk never leaves a half-written file.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// The backup path kept beside a saved file: `NAME.json` → `NAME.json.bak`.
pub fn backup_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().map(std::ffi::OsString::from).unwrap_or_default();
    name.push(".bak");
    path.with_file_name(name)
}

/// Writes `bytes` to `path` atomically: a temporary file in the same folder is written and
/// flushed to disk, the previous file (if any) is copied to [`backup_path`], and the temporary
/// file is renamed over `path`. If any step fails, `path` is as it was and the temporary file
/// is removed.
pub fn write(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_owned(),
        _ => PathBuf::from("."),
    };
    if !dir.is_dir() {
        return Err(io::Error::new(io::ErrorKind::NotFound, format!("the folder {} does not exist", dir.display())));
    }
    let file_name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let tmp = dir.join(format!(".{file_name}.{}.tmp", std::process::id()));
    let result = (|| {
        let mut f = OpenOptions::new().write(true).create(true).truncate(true).open(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        drop(f);
        if path.exists() {
            fs::copy(path, backup_path(path))?;
        }
        fs::rename(&tmp, path)?;
        // Make the rename itself durable where the platform allows syncing a folder.
        if let Ok(d) = File::open(&dir) {
            let _ = d.sync_all();
        }
        Ok(())
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_and_keeps_backup() {
        let dir = std::env::temp_dir().join(format!("ks-atomic-{}", std::process::id()));
        fs::create_dir_all(&dir).expect("mkdir");
        let p = dir.join("p.json");
        write(&p, b"one").expect("first write");
        write(&p, b"two").expect("second write");
        assert_eq!(fs::read(&p).expect("read"), b"two");
        assert_eq!(fs::read(backup_path(&p)).expect("bak"), b"one");
        let missing = dir.join("no-such-folder").join("p.json");
        assert!(write(&missing, b"x").is_err());
        fs::remove_dir_all(&dir).expect("cleanup");
    }
}

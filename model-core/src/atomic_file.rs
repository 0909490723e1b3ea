//! Atomic file replacement: a crash or a full disk never leaves a half-written file.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// The error [`write`] gives when the folder to write into does not exist (inside an
/// [`io::Error`] of kind `NotFound`), so that [`io_error_text`] can say it in any language.
#[derive(Debug)]
pub struct MissingFolder {
    /// The folder.
    pub folder: PathBuf,
}

impl std::fmt::Display for MissingFolder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the folder {} does not exist", self.folder.display())
    }
}

impl std::error::Error for MissingFolder {}

/// An I/O error in English (its own text) and Chinese (by its kind; the operating system's
/// English wording is not shown in Chinese).
pub fn io_error_text(e: &io::Error) -> crate::text::Text {
    use io::ErrorKind as K;
    if let Some(m) = e.get_ref().and_then(|inner| inner.downcast_ref::<MissingFolder>()) {
        return crate::text::Text::new(e.to_string(), format!("文件夹 {} 不存在", m.folder.display()));
    }
    let zh = match e.kind() {
        K::NotFound => "找不到该文件或文件夹".to_owned(),
        K::PermissionDenied => "没有访问权限".to_owned(),
        K::AlreadyExists => "文件已存在".to_owned(),
        K::IsADirectory => "这是一个文件夹，不是文件".to_owned(),
        K::NotADirectory => "路径中的某一部分不是文件夹".to_owned(),
        K::StorageFull => "磁盘空间已满".to_owned(),
        K::ReadOnlyFilesystem => "文件系统是只读的".to_owned(),
        K::InvalidData => "数据无效".to_owned(),
        K::InvalidInput | K::InvalidFilename => "文件名或路径无效".to_owned(),
        K::Interrupted => "操作被中断".to_owned(),
        K::UnexpectedEof => "文件意外结束".to_owned(),
        K::WriteZero => "无法写入数据".to_owned(),
        K::TimedOut => "操作超时".to_owned(),
        K::ResourceBusy => "文件或设备正忙".to_owned(),
        K::FileTooLarge => "文件太大".to_owned(),
        K::CrossesDevices => "不能跨设备移动文件".to_owned(),
        _ => match e.raw_os_error() {
            Some(code) => format!("系统错误（错误码 {code}）"),
            None => "输入输出错误".to_owned(),
        },
    };
    crate::text::Text::new(e.to_string(), zh)
}

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
        return Err(io::Error::new(io::ErrorKind::NotFound, MissingFolder { folder: dir }));
    }
    let file_name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let tmp = dir.join(format!(".{file_name}.{}.tmp", std::process::id()));
    let result = (|| {
        let mut f = OpenOptions::new().write(true).create(true).truncate(true).open(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        drop(f);
        if path.exists() {
            keep_backup(path)?;
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

/// Keeps the file at `path` as its [`backup_path`] before it is replaced: a second name for
/// the same file where the file system allows it (no copy: the rename that follows gives
/// `path` the new content and leaves the old one under the backup's name), else a copy.
fn keep_backup(path: &Path) -> io::Result<()> {
    let backup = backup_path(path);
    match fs::remove_file(&backup) {
        Ok(()) => {}
        Err(e) if e.kind() == io::ErrorKind::NotFound => {}
        Err(e) => return Err(e),
    }
    if fs::hard_link(path, &backup).is_ok() {
        return Ok(());
    }
    fs::copy(path, &backup).map(|_| ())
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
        write(&p, b"three").expect("third write");
        assert_eq!(fs::read(&p).expect("read"), b"three");
        assert_eq!(fs::read(backup_path(&p)).expect("bak"), b"two", "the backup is the version before the last");
        let missing = dir.join("no-such-folder").join("p.json");
        let err = write(&missing, b"x").expect_err("no folder");
        let text = io_error_text(&err);
        assert!(text.en().contains("does not exist") && text.en().contains("no-such-folder"), "{text}");
        assert!(text.get(crate::text::Lang::Zh).starts_with("文件夹 ") && text.get(crate::text::Lang::Zh).ends_with(" 不存在"));
        fs::remove_dir_all(&dir).expect("cleanup");
    }
}

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

/// The error [`write`] gives for a destination that is a symbolic link: nothing is ever
/// written through a link, wherever it points (issue 41: a repository committing
/// `schema.cql` as a link to `../../.bashrc` made `export -o schema.cql` replace the user's
/// `~/.bashrc`). `SECURITY.md`, "What a write never does", argues the policy.
#[derive(Debug)]
pub struct LinkedDestination {
    /// The destination as named (the link).
    pub path: PathBuf,
    /// Where the link points, as it says (not resolved).
    pub target: PathBuf,
}

impl std::fmt::Display for LinkedDestination {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (path, target) = (self.path.display(), self.target.display());
        write!(
            f,
            "{path} is a symbolic link to {target}: nothing was written (a write never goes through a link); to write there, name {target} itself, or remove the link"
        )
    }
}

impl std::error::Error for LinkedDestination {}

/// The error [`write`] gives for a destination it will not write: a folder, a socket or
/// another special file that is neither a regular file, a FIFO nor a device.
#[derive(Debug)]
pub struct SpecialFile {
    /// The destination.
    pub path: PathBuf,
    /// What it is, in English (`a folder`, `a socket`, ...).
    pub kind: &'static str,
}

impl std::fmt::Display for SpecialFile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} is {}, not a file: nothing was written", self.path.display(), self.kind)
    }
}

impl std::error::Error for SpecialFile {}

/// An I/O error in words, worded when shown: the operating system's own (English) text on the
/// command line; worded by its kind in other languages (the operating system's English is not
/// shown in Chinese), by the catalogue's `io-*` messages.
pub fn io_error_text(e: &io::Error) -> crate::text::Text {
    use crate::msg;
    use io::ErrorKind as K;
    let os = e.to_string();
    let inner = e.get_ref();
    if let Some(m) = inner.and_then(|i| i.downcast_ref::<MissingFolder>()) {
        return msg!("io-missing-folder", os = os, folder = m.folder.display().to_string());
    }
    if let Some(m) = inner.and_then(|i| i.downcast_ref::<crate::input_file::TooLarge>()) {
        return msg!("io-too-large", os = os, mib = (m.limit / (1024 * 1024)).to_string());
    }
    if let Some(m) = inner.and_then(|i| i.downcast_ref::<LinkedDestination>()) {
        return msg!("io-symbolic-link", path = m.path.display().to_string(), target = m.target.display().to_string());
    }
    if let Some(m) = inner.and_then(|i| i.downcast_ref::<SpecialFile>()) {
        let kind = match m.kind {
            "a folder" => "folder",
            "a socket" => "socket",
            _ => "other",
        };
        return msg!("io-special-file", os = os, path = m.path.display().to_string(), kind = kind);
    }
    match e.kind() {
        K::NotFound => msg!("io-not-found", os = os),
        K::PermissionDenied => msg!("io-permission-denied", os = os),
        K::AlreadyExists => msg!("io-already-exists", os = os),
        K::IsADirectory => msg!("io-is-a-directory", os = os),
        K::NotADirectory => msg!("io-not-a-directory", os = os),
        K::StorageFull => msg!("io-storage-full", os = os),
        K::ReadOnlyFilesystem => msg!("io-read-only-filesystem", os = os),
        K::InvalidData => msg!("io-invalid-data", os = os),
        K::InvalidInput | K::InvalidFilename => msg!("io-invalid-input", os = os),
        K::Interrupted => msg!("io-interrupted", os = os),
        K::UnexpectedEof => msg!("io-unexpected-eof", os = os),
        K::WriteZero => msg!("io-write-zero", os = os),
        K::TimedOut => msg!("io-timed-out", os = os),
        K::ResourceBusy => msg!("io-resource-busy", os = os),
        K::FileTooLarge => msg!("io-file-too-large", os = os),
        K::CrossesDevices => msg!("io-crosses-devices", os = os),
        _ => match e.raw_os_error() {
            Some(code) => msg!("io-os-error", os = os, code = code.to_string()),
            None => msg!("io-other", os = os),
        },
    }
}

/// The backup path kept beside a saved file: `NAME.json` → `NAME.json.bak`.
pub fn backup_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().map(std::ffi::OsString::from).unwrap_or_default();
    name.push(".bak");
    path.with_file_name(name)
}

/// Writes `bytes` to `path` so that no failure, crash or race leaves a half-written,
/// empty or missing file, and no file but `path` (and its backup) is ever touched:
///
/// - a symbolic link is refused with [`LinkedDestination`] (whether it points inside the
///   folder or out of it, dangling or not): nothing is written, the link and what it points
///   at are left as they are. Links among the folders of `path` are followed: the folders
///   are the caller's choice, the file name still the one given;
/// - a FIFO or a device is written directly (no temporary file, no backup; opened without
///   following a link put in its place meanwhile);
/// - a folder, a socket or another special file is refused with [`SpecialFile`];
/// - a regular file is replaced atomically: a temporary file with an unpredictable name is
///   created exclusively in the same folder (never following a planted link), written with
///   the destination's permissions and flushed to disk; the previous file becomes
///   [`backup_path`] in one rename (the backup is never missing, emptied or deleted); then the
///   temporary file is renamed over the destination. On failure the destination and its
///   backup are as they were and the temporary file is removed. Temporary files that a
///   killed writer left beside the destination are removed first.
pub fn write(path: &Path, bytes: &[u8]) -> io::Result<()> {
    match fs::symlink_metadata(path) {
        Ok(meta) => {
            let kind = meta.file_type();
            if kind.is_symlink() {
                let target = fs::read_link(path)?;
                Err(io::Error::new(io::ErrorKind::InvalidInput, LinkedDestination { path: path.to_owned(), target }))
            } else if kind.is_file() {
                replace(path, bytes, Some(&meta))
            } else if is_stream(&kind) {
                let mut f = open_stream(path)?;
                f.write_all(bytes)?;
                f.flush()
            } else {
                let what = if kind.is_dir() {
                    "a folder"
                } else if is_socket(&kind) {
                    "a socket"
                } else {
                    "a special file"
                };
                let error_kind = if kind.is_dir() { io::ErrorKind::IsADirectory } else { io::ErrorKind::InvalidInput };
                Err(io::Error::new(error_kind, SpecialFile { path: path.to_owned(), kind: what }))
            }
        }
        // A link made between the look and the rename is replaced by the rename, not followed.
        Err(e) if e.kind() == io::ErrorKind::NotFound => replace(path, bytes, None),
        Err(e) => Err(e),
    }
}

/// `true` when `a` and `b` name the same existing file (the same device and inode on Unix,
/// the same canonical path elsewhere), whatever the names and links that lead to it. Used to
/// refuse writing a command's output over its input.
pub fn same_file(a: &Path, b: &Path) -> bool {
    let (Ok(ma), Ok(mb)) = (fs::metadata(a), fs::metadata(b)) else { return false };
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        ma.dev() == mb.dev() && ma.ino() == mb.ino()
    }
    #[cfg(not(unix))]
    {
        let _ = (ma, mb);
        matches!((fs::canonicalize(a), fs::canonicalize(b)), (Ok(x), Ok(y)) if x == y)
    }
}

/// Opens a FIFO or a device for writing; a symbolic link put in its place since it was looked
/// at is not followed (`O_NOFOLLOW`: the open fails).
fn open_stream(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.write(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NOFOLLOW);
    }
    options.open(path)
}

#[cfg(unix)]
fn is_stream(kind: &fs::FileType) -> bool {
    use std::os::unix::fs::FileTypeExt;
    kind.is_fifo() || kind.is_char_device() || kind.is_block_device()
}

#[cfg(not(unix))]
fn is_stream(_kind: &fs::FileType) -> bool {
    false
}

#[cfg(unix)]
fn is_socket(kind: &fs::FileType) -> bool {
    use std::os::unix::fs::FileTypeExt;
    kind.is_socket()
}

#[cfg(not(unix))]
fn is_socket(_kind: &fs::FileType) -> bool {
    false
}

/// The folder holding `path` (`.` for a bare file name).
fn folder_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_owned(),
        _ => PathBuf::from("."),
    }
}

/// Replaces the regular file `dest` (or creates it), as [`write`] describes.
fn replace(dest: &Path, bytes: &[u8], existing: Option<&fs::Metadata>) -> io::Result<()> {
    let dir = folder_of(dest);
    if !dir.is_dir() {
        return Err(io::Error::new(io::ErrorKind::NotFound, MissingFolder { folder: dir }));
    }
    let Some(name) = dest.file_name().map(|n| n.to_string_lossy().into_owned()) else {
        return Err(io::Error::new(io::ErrorKind::InvalidInput, format!("{}: not a file name", dest.display())));
    };
    temp::sweep(&dir, &name);
    let (tmp, mut f) = temp::create(&dir, &name)?;
    let result = (|| {
        if let Some(meta) = existing {
            f.set_permissions(meta.permissions())?;
        }
        f.write_all(bytes)?;
        f.sync_all()?;
        drop(f);
        if existing.is_some() {
            keep_backup(dest, &dir, &name)?;
        }
        fs::rename(&tmp, dest)?;
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

/// Makes the file at `dest` its [`backup_path`] in one rename, so the backup is always a
/// whole file: a second name for the current file (a hard link, no copy) or, where the file
/// system has no hard links, a copy, is made under a fresh temporary name and renamed over
/// the old backup. The old backup is never opened, emptied or deleted first.
fn keep_backup(dest: &Path, dir: &Path, name: &str) -> io::Result<()> {
    let bak_name = format!("{name}.bak");
    let mut tmp = temp::path(dir, &bak_name);
    let mut linked = false;
    for _ in 0..8 {
        match fs::hard_link(dest, &tmp) {
            Ok(()) => {
                linked = true;
                break;
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => tmp = temp::path(dir, &bak_name),
            Err(_) => break,
        }
    }
    if !linked {
        let (copy_path, mut copy) = temp::create(dir, &bak_name)?;
        tmp = copy_path;
        let copied = File::open(dest).and_then(|mut from| io::copy(&mut from, &mut copy)).and_then(|_| copy.sync_all());
        if let Err(e) = copied {
            let _ = fs::remove_file(&tmp);
            return Err(e);
        }
    }
    let renamed = fs::rename(&tmp, backup_path(dest));
    // Also after a success: when the backup already is a name of the same file (a racing
    // writer just made it), rename does nothing and leaves the temporary name behind.
    let _ = fs::remove_file(&tmp);
    renamed
}

/// Temporary files beside a destination: `.NAME.PID-RANDOM.tmp`, created exclusively, and
/// swept when the process that made them is gone.
mod temp {
    use std::fs::{self, File, OpenOptions};
    use std::hash::{BuildHasher, Hasher};
    use std::io;
    use std::path::{Path, PathBuf};
    use std::sync::atomic::{AtomicU64, Ordering};

    /// A fresh, unpredictable temporary path for `name` in `dir` (not created).
    pub(super) fn path(dir: &Path, name: &str) -> PathBuf {
        static COUNTER: AtomicU64 = AtomicU64::new(0);
        // RandomState is seeded from the operating system's randomness.
        let mut h = std::collections::hash_map::RandomState::new().build_hasher();
        h.write_u64(COUNTER.fetch_add(1, Ordering::Relaxed));
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
        h.write_u128(now.as_nanos());
        dir.join(format!(".{name}.{}-{:016x}.tmp", std::process::id(), h.finish()))
    }

    /// Creates a new temporary file for `name` in `dir`: exclusively (an existing file or a
    /// planted symbolic link of that name is never opened), under a fresh name each try.
    pub(super) fn create(dir: &Path, name: &str) -> io::Result<(PathBuf, File)> {
        let mut last = None;
        for _ in 0..8 {
            let p = path(dir, name);
            match OpenOptions::new().write(true).create_new(true).open(&p) {
                Ok(f) => return Ok((p, f)),
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => last = Some(e),
                Err(e) => return Err(e),
            }
        }
        Err(last.unwrap_or_else(|| io::Error::other("no free temporary file name")))
    }

    /// The writer's process id in a temporary file name of `name`, or `None` when `file` is
    /// not one: `.NAME.PID-RANDOM.tmp` (and the backup's `.NAME.bak.PID-RANDOM.tmp`), or the
    /// `.NAME.PID.tmp` of earlier versions.
    pub(super) fn owner(file: &str, name: &str) -> Option<u32> {
        let middle = file.strip_prefix('.')?.strip_prefix(name)?.strip_prefix('.')?.strip_suffix(".tmp")?;
        let middle = middle.strip_prefix("bak.").unwrap_or(middle);
        let (pid, random) = middle.split_once('-').unwrap_or((middle, "0"));
        let hex = !random.is_empty() && random.bytes().all(|b| b.is_ascii_hexdigit());
        if pid.is_empty() || !pid.bytes().all(|b| b.is_ascii_digit()) || !hex {
            return None;
        }
        pid.parse().ok()
    }

    /// Removes the temporary files of `name` in `dir` whose writer is gone (killed during a
    /// write). Where running processes cannot be listed (no `/proc`), files older than an
    /// hour count as abandoned. Only plain files and links are removed, never followed.
    pub(super) fn sweep(dir: &Path, name: &str) {
        let Ok(entries) = fs::read_dir(dir) else { return };
        let procs = Path::new("/proc/self").exists();
        let me = std::process::id();
        for entry in entries.filter_map(Result::ok) {
            let file = entry.file_name();
            let Some(pid) = file.to_str().and_then(|f| owner(f, name)) else { continue };
            let Ok(meta) = entry.path().symlink_metadata() else { continue };
            if meta.is_dir() || pid == me {
                continue;
            }
            let gone = if procs {
                !Path::new("/proc").join(pid.to_string()).exists()
            } else {
                meta.modified().ok().and_then(|m| m.elapsed().ok()).is_some_and(|age| age.as_secs() > 3_600)
            };
            if gone {
                let _ = fs::remove_file(entry.path());
            }
        }
    }
}
#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh, empty folder for one test.
    fn folder(test: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("ks-atomic-{test}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("mkdir");
        dir
    }

    fn temp_files(dir: &Path) -> Vec<String> {
        let mut out: Vec<String> = fs::read_dir(dir)
            .expect("list")
            .filter_map(Result::ok)
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".tmp"))
            .collect();
        out.sort();
        out
    }

    #[test]
    fn replaces_and_keeps_backup() {
        let dir = folder("replace");
        let p = dir.join("p.json");
        write(&p, b"one").expect("first write");
        write(&p, b"two").expect("second write");
        assert_eq!(fs::read(&p).expect("read"), b"two");
        assert_eq!(fs::read(backup_path(&p)).expect("bak"), b"one");
        write(&p, b"three").expect("third write");
        assert_eq!(fs::read(&p).expect("read"), b"three");
        assert_eq!(fs::read(backup_path(&p)).expect("bak"), b"two", "the backup is the version before the last");
        assert!(temp_files(&dir).is_empty(), "{:?}", temp_files(&dir));
        let missing = dir.join("no-such-folder").join("p.json");
        let err = write(&missing, b"x").expect_err("no folder");
        let text = io_error_text(&err);
        assert!(text.en().contains("does not exist") && text.en().contains("no-such-folder"), "{text}");
        assert!(text.get(crate::text::Lang::Zh).starts_with("文件夹 ") && text.get(crate::text::Lang::Zh).ends_with(" 不存在"));
        fs::remove_dir_all(&dir).expect("cleanup");
    }

    /// Two writers racing on one file never empty the file or its backup,
    /// and neither is ever missing (a reader checks throughout).
    #[test]
    fn racing_writers_never_empty_or_remove_the_file_or_its_backup() {
        let dir = folder("race");
        let p = dir.join("p.json");
        let content = |w: u8, i: u32| format!("writer {w} round {i:06} end\n").into_bytes();
        write(&p, &content(0, 0)).expect("seed");
        write(&p, &content(0, 1)).expect("seed backup");
        let done = std::sync::atomic::AtomicBool::new(false);
        std::thread::scope(|s| {
            let writers: Vec<_> = (1..=2u8)
                .map(|w| {
                    let p = &p;
                    s.spawn(move || {
                        for i in 0..300 {
                            write(p, &content(w, i)).expect("write");
                        }
                    })
                })
                .collect();
            let reader = s.spawn(|| {
                let mut reads = 0;
                while !done.load(std::sync::atomic::Ordering::Relaxed) {
                    for f in [p.clone(), backup_path(&p)] {
                        let bytes = fs::read(&f).unwrap_or_else(|e| panic!("{} missing during the race: {e}", f.display()));
                        assert!(bytes.starts_with(b"writer ") && bytes.ends_with(b" end\n"), "{}: {bytes:?}", f.display());
                        reads += 1;
                    }
                }
                reads
            });
            for w in writers {
                w.join().expect("writer");
            }
            done.store(true, std::sync::atomic::Ordering::Relaxed);
            assert!(reader.join().expect("reader") > 0);
        });
        assert!(temp_files(&dir).is_empty(), "{:?}", temp_files(&dir));
        fs::remove_dir_all(&dir).expect("cleanup");
    }

    /// A symbolic link planted where the temporary file goes is never
    /// followed (earlier versions wrote through `.NAME.PID.tmp`).
    #[cfg(unix)]
    #[test]
    fn a_planted_link_at_the_temporary_name_is_not_followed() {
        let dir = folder("plant");
        let victim = dir.join("victim.txt");
        fs::write(&victim, b"precious").expect("victim");
        let p = dir.join("p.json");
        let planted = dir.join(format!(".p.json.{}.tmp", std::process::id()));
        std::os::unix::fs::symlink(&victim, &planted).expect("plant");
        write(&p, b"new").expect("write");
        assert_eq!(fs::read(&victim).expect("victim"), b"precious");
        assert_eq!(fs::read(&p).expect("p"), b"new");
        fs::remove_dir_all(&dir).expect("cleanup");
    }

    /// Issue 41: a destination that is a symbolic link (a repository's
    /// `schema.cql -> ../../.bashrc`) is refused, naming the link and where
    /// it points, in both languages; the file it points at, the link and the
    /// folder of the target are untouched. A dangling link creates nothing, a
    /// link to a link inside the folder is refused alike. A `.bak` that is a
    /// link is replaced, never followed; a folder link the user names is
    /// followed (the file name is still the user's).
    #[cfg(unix)]
    #[test]
    fn a_destination_that_is_a_link_is_refused_and_nothing_is_written() {
        use std::os::unix::fs::symlink;
        let dir = folder("links");
        let outside = dir.join("home");
        let repo = dir.join("repo");
        fs::create_dir_all(&outside).expect("home");
        fs::create_dir_all(&repo).expect("repo");
        let victim = outside.join(".bashrc");
        fs::write(&victim, b"precious").expect("victim");
        let link = repo.join("schema.cql");
        symlink("../home/.bashrc", &link).expect("link");
        let err = write(&link, b"-- a name\nrm -rf ~\n").expect_err("a link is refused");
        let text = io_error_text(&err);
        for words in [text.en(), text.get(crate::text::Lang::Zh)] {
            assert!(words.contains(&link.display().to_string()) && words.contains("../home/.bashrc"), "{words}");
        }
        assert!(text.en().contains("symbolic link") && text.en().contains("nothing was written"), "{text}");
        assert_eq!(fs::read(&victim).expect("victim"), b"precious");
        assert!(!backup_path(&victim).exists() && temp_files(&outside).is_empty() && temp_files(&repo).is_empty());
        assert!(fs::symlink_metadata(&link).expect("link").file_type().is_symlink(), "the link is left as it was");
        // A link to a link in the same folder, and a dangling link.
        symlink("schema.cql", repo.join("again.cql")).expect("link to link");
        assert!(write(&repo.join("again.cql"), b"x").is_err());
        symlink("../home/made.cql", repo.join("dangling.cql")).expect("dangling");
        assert!(write(&repo.join("dangling.cql"), b"x").is_err());
        assert!(!outside.join("made.cql").exists(), "a dangling link creates nothing");
        assert_eq!(fs::read(&victim).expect("victim"), b"precious");
        // A committed `.bak` link is replaced by the backup, not written through.
        let p = repo.join("p.json");
        fs::write(&p, b"old").expect("p");
        symlink("../home/.bashrc", backup_path(&p)).expect("bak link");
        write(&p, b"new").expect("a regular file");
        assert_eq!(fs::read(&victim).expect("victim"), b"precious");
        assert!(fs::symlink_metadata(backup_path(&p)).expect("bak").file_type().is_file());
        assert_eq!(fs::read(backup_path(&p)).expect("bak"), b"old");
        // A folder link in the path the user gives is theirs: followed.
        symlink("home", dir.join("out")).expect("folder link");
        write(&dir.join("out").join("schema.cql"), b"into the folder").expect("through a folder link");
        assert_eq!(fs::read(outside.join("schema.cql")).expect("written"), b"into the folder");
        fs::remove_dir_all(&dir).expect("cleanup");
    }

    /// A FIFO and a device are written directly; a socket is refused.
    #[cfg(unix)]
    #[test]
    fn fifos_and_devices_are_written_in_place_and_sockets_refused() {
        use std::os::unix::fs::FileTypeExt;
        let dir = folder("special");
        write(Path::new("/dev/null"), b"into the void").expect("/dev/null");
        assert!(fs::symlink_metadata("/dev/null").expect("null").file_type().is_char_device());
        let fifo = dir.join("pipe");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status().is_ok_and(|s| s.success());
        if made {
            let reader = {
                let fifo = fifo.clone();
                std::thread::spawn(move || fs::read(&fifo).expect("read fifo"))
            };
            write(&fifo, b"through the pipe").expect("fifo");
            assert_eq!(reader.join().expect("reader"), b"through the pipe");
            assert!(fs::symlink_metadata(&fifo).expect("fifo").file_type().is_fifo());
        }
        let sock = dir.join("sock");
        let _listener = std::os::unix::net::UnixListener::bind(&sock).expect("socket");
        let err = write(&sock, b"x").expect_err("socket refused");
        assert!(err.to_string().contains("is a socket, not a file"), "{err}");
        assert!(fs::symlink_metadata(&sock).expect("sock").file_type().is_socket());
        fs::remove_dir_all(&dir).expect("cleanup");
    }

    /// Writing to a folder fails with a message saying so, and leaves the
    /// folder's `.bak` alone.
    #[test]
    fn a_failed_write_keeps_the_backup() {
        let dir = folder("failed");
        let out = dir.join("out");
        fs::create_dir(&out).expect("folder");
        fs::write(backup_path(&out), b"old backup").expect("bak");
        let err = write(&out, b"x").expect_err("a folder");
        assert!(err.to_string().contains("is a folder, not a file"), "{err}");
        assert!(io_error_text(&err).get(crate::text::Lang::Zh).contains("文件夹"));
        assert_eq!(fs::read(backup_path(&out)).expect("bak kept"), b"old backup");
        assert!(temp_files(&dir).is_empty(), "{:?}", temp_files(&dir));
        fs::remove_dir_all(&dir).expect("cleanup");
    }

    /// Temporary files of writers that are gone are swept by the next
    /// write; those of a running process are not.
    #[cfg(target_os = "linux")]
    #[test]
    fn stale_temporary_files_are_swept() {
        let dir = folder("sweep");
        let p = dir.join("p.json");
        // Process ids never exceed 2^22 on Linux, so 999999999 is never running; 1 always is.
        let stale = [".p.json.999999999.tmp", ".p.json.999999999-00ff.tmp", ".p.json.bak.999999999-0a.tmp"];
        for f in stale {
            fs::write(dir.join(f), b"left by a killed writer").expect("stale");
        }
        fs::write(dir.join(".p.json.1-ab.tmp"), b"live").expect("live");
        fs::write(dir.join(".other.json.999999999.tmp"), b"another file's").expect("other");
        write(&p, b"x").expect("write");
        assert_eq!(temp_files(&dir), vec![".other.json.999999999.tmp".to_owned(), ".p.json.1-ab.tmp".to_owned()]);
        fs::remove_dir_all(&dir).expect("cleanup");
    }

    #[test]
    fn temporary_names_are_recognised_exactly() {
        assert_eq!(temp::owner(".p.json.42.tmp", "p.json"), Some(42));
        assert_eq!(temp::owner(".p.json.42-0badf00d.tmp", "p.json"), Some(42));
        assert_eq!(temp::owner(".p.json.bak.42-1.tmp", "p.json"), Some(42));
        assert_eq!(temp::owner(".p.json.x42.tmp", "p.json"), None);
        assert_eq!(temp::owner(".p.json.42-zz.tmp", "p.json"), None);
        assert_eq!(temp::owner("p.json.42.tmp", "p.json"), None);
        assert_eq!(temp::owner(".q.json.42.tmp", "p.json"), None);
        let a = temp::path(Path::new("."), "p.json");
        assert_ne!(a, temp::path(Path::new("."), "p.json"), "names are fresh each time");
    }

    /// The destination keeps its permissions.
    #[cfg(unix)]
    #[test]
    fn the_destination_keeps_its_mode() {
        use std::os::unix::fs::PermissionsExt;
        let dir = folder("mode");
        let p = dir.join("p.json");
        fs::write(&p, b"old").expect("p");
        fs::set_permissions(&p, fs::Permissions::from_mode(0o640)).expect("chmod");
        write(&p, b"new").expect("write");
        assert_eq!(fs::metadata(&p).expect("p").permissions().mode() & 0o777, 0o640);
        fs::remove_dir_all(&dir).expect("cleanup");
    }

    #[test]
    fn same_file_is_by_identity_not_by_name() {
        let dir = folder("same");
        let a = dir.join("a.json");
        fs::write(&a, b"a").expect("a");
        let b = dir.join("b.json");
        fs::write(&b, b"a").expect("b");
        assert!(same_file(&a, &dir.join(".").join("a.json")));
        assert!(!same_file(&a, &b));
        assert!(!same_file(&a, &dir.join("missing.json")));
        fs::hard_link(&a, dir.join("c.json")).expect("link");
        assert!(same_file(&a, &dir.join("c.json")));
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink(&a, dir.join("d.json")).expect("symlink");
            assert!(same_file(&dir.join("d.json"), &a));
        }
        fs::remove_dir_all(&dir).expect("cleanup");
    }
}

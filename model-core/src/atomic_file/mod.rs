//! Atomic file replacement: a crash or a full disk never leaves a half-written file.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// The error [`write()`] gives when the folder to write into does not exist (inside an
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

/// The error [`write()`] gives for a destination that is a symbolic link: nothing is ever
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

/// The error [`write()`] gives for a destination it will not write: a folder, a socket or
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

/// The error [`write()`] gives for a destination it could write but will not: a read-only file
/// (replacing it would defeat what its owner asked), or a FIFO no program reads (the write
/// would wait forever). `SECURITY.md`, "What a write never does", argues both.
#[derive(Debug)]
pub struct Unwritable {
    /// The destination.
    pub path: PathBuf,
    /// Why.
    pub why: Why,
}

/// Why a destination is [`Unwritable`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// A regular file with no write permission (for anyone, or for this user).
    ReadOnly,
    /// A FIFO with no reader.
    NoReader,
}

impl Unwritable {
    /// Why nothing was written, worded when shown.
    pub fn said(&self) -> crate::text::Text {
        let why = match self.why {
            Why::ReadOnly => "read-only",
            Why::NoReader => "no-reader",
        };
        crate::msg!("io-unwritable", path = self.path.display().to_string(), why = why)
    }
}

impl std::fmt::Display for Unwritable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.said().en())
    }
}

impl std::error::Error for Unwritable {}

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
    if let Some(m) = inner.and_then(|i| i.downcast_ref::<Unwritable>()) {
        return m.said();
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
///   following a link put in its place meanwhile); a FIFO no program reads is refused with
///   [`Unwritable`] at once, rather than waited on;
/// - a regular file that is read-only (no write permission at all, or none for this user) is
///   refused with [`Unwritable`]: nothing is written;
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
                if read_only(path, &meta) {
                    return Err(io::Error::new(
                        io::ErrorKind::PermissionDenied,
                        Unwritable { path: path.to_owned(), why: Why::ReadOnly },
                    ));
                }
                replace(path, bytes, Some(&meta))
            } else if is_stream(&kind) {
                let mut f = open_stream(path, is_fifo(&kind))?;
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
/// at is not followed (`O_NOFOLLOW`: the open fails). A FIFO is first opened without waiting
/// (`O_NONBLOCK`, which fails at once when no program reads it: [`Why::NoReader`]); with that
/// open, held until the second is made, the blocking open the write uses returns at once
/// (a reader is there, and never sees the FIFO without a writer meanwhile).
fn open_stream(path: &Path, fifo: bool) -> io::Result<File> {
    let open = |flags: i32| {
        let mut options = OpenOptions::new();
        options.write(true);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            options.custom_flags(libc::O_NOFOLLOW | flags);
        }
        #[cfg(not(unix))]
        let _ = flags;
        options.open(path)
    };
    if !fifo {
        return open(0);
    }
    #[cfg(unix)]
    let probe = match open(libc::O_NONBLOCK) {
        Err(e) if e.raw_os_error() == Some(libc::ENXIO) => {
            return Err(io::Error::new(
                io::ErrorKind::BrokenPipe,
                Unwritable { path: path.to_owned(), why: Why::NoReader },
            ));
        }
        opened => opened?,
    };
    let file = open(0);
    #[cfg(unix)]
    drop(probe);
    file
}

/// `true` for a regular file its owner made read-only (no write permission for anyone), or
/// one this user may not write (opening it for writing, which changes nothing, is refused):
/// replaced by a rename, it would be overwritten whatever its permissions say.
fn read_only(path: &Path, meta: &fs::Metadata) -> bool {
    meta.permissions().readonly()
        || OpenOptions::new().write(true).open(path).is_err_and(|e| e.kind() == io::ErrorKind::PermissionDenied)
}

/// `true` when `a` and `b` name the same destination: the same existing file
/// ([`same_file`]), or, for files not made yet, the same name in the same folder (`dir/a.cql`
/// and `dir/./a.cql`). Used to refuse one file named for two outputs of a command.
pub fn same_destination(a: &Path, b: &Path) -> bool {
    if same_file(a, b) {
        return true;
    }
    let place = |p: &Path| Some((fs::canonicalize(folder_of(p)).ok()?, p.file_name()?.to_owned()));
    matches!((place(a), place(b)), (Some(x), Some(y)) if x == y)
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
fn is_fifo(kind: &fs::FileType) -> bool {
    use std::os::unix::fs::FileTypeExt;
    kind.is_fifo()
}

#[cfg(not(unix))]
fn is_fifo(_kind: &fs::FileType) -> bool {
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
mod tests;

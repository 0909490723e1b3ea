//! Reading an input file (a project, a CQL schema, a KDM project) with a size cap, so that
//! `/dev/zero`, a device or a runaway file gives a clear message instead of reading forever
//! or exhausting memory.

use std::io::{self, Read};
use std::path::Path;

/// The largest input file read: 64 MiB (the largest sample project is a few hundred kB; a
/// model of 10,000 entities is about 10 MB).
pub const MAX_INPUT_BYTES: u64 = 64 * 1024 * 1024;

/// The error [`read`] gives (inside an [`io::Error`] of kind `FileTooLarge`) for a file over
/// [`MAX_INPUT_BYTES`].
#[derive(Debug)]
pub struct TooLarge {
    /// The cap, in bytes.
    pub limit: u64,
}

impl std::fmt::Display for TooLarge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the file is larger than {} MiB, the most Keyspace Studio reads", self.limit / (1024 * 1024))
    }
}

impl std::error::Error for TooLarge {}

/// Reads a whole file of at most [`MAX_INPUT_BYTES`]; reading stops one byte past the cap.
pub fn read(path: &Path) -> io::Result<Vec<u8>> {
    read_capped(path, MAX_INPUT_BYTES)
}

fn read_capped(path: &Path, limit: u64) -> io::Result<Vec<u8>> {
    #[cfg(unix)]
    if is_fifo(path) {
        return read_fifo(path, limit, FIFO_WAIT);
    }
    let file = std::fs::File::open(path)?;
    // A regular file says its size: one over the cap is refused without reading it.
    let known = file.metadata().ok().filter(std::fs::Metadata::is_file).map(|m| m.len());
    if known.is_some_and(|n| n > limit) {
        return Err(io::Error::new(io::ErrorKind::FileTooLarge, TooLarge { limit }));
    }
    let mut bytes = Vec::with_capacity(known.map_or(0, |n| usize::try_from(n).unwrap_or(0)));
    file.take(limit.saturating_add(1)).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(io::Error::new(io::ErrorKind::FileTooLarge, TooLarge { limit }));
    }
    Ok(bytes)
}

/// How long a FIFO no program writes to is waited for before it is read as empty.
#[cfg(unix)]
const FIFO_WAIT: std::time::Duration = std::time::Duration::from_secs(5);

#[cfg(unix)]
fn is_fifo(path: &Path) -> bool {
    use std::os::unix::fs::FileTypeExt;
    std::fs::metadata(path).is_ok_and(|m| m.file_type().is_fifo())
}

/// Reads a FIFO (a named pipe, or `<(command)` in a shell) without blocking on `open`, which
/// would wait forever when no program writes to it: opened non-blocking, read as data comes,
/// until its writer closes it; when no writer has come within `wait`, it reads as empty.
#[cfg(unix)]
fn read_fifo(path: &Path, limit: u64, wait: std::time::Duration) -> io::Result<Vec<u8>> {
    use std::os::unix::fs::OpenOptionsExt;
    let mut file = std::fs::OpenOptions::new().read(true).custom_flags(libc::O_NONBLOCK).open(path)?;
    let started = std::time::Instant::now();
    let mut bytes = Vec::new();
    let mut buf = vec![0u8; 64 * 1024];
    // Until a writer has written, a read of 0 bytes means "no writer yet", not the end.
    let mut heard = false;
    loop {
        match file.read(&mut buf) {
            Ok(0) if heard || started.elapsed() >= wait => break,
            Ok(0) => std::thread::sleep(std::time::Duration::from_millis(20)),
            Ok(n) => {
                heard = true;
                bytes.extend_from_slice(&buf[..n]);
                if bytes.len() as u64 > limit {
                    return Err(io::Error::new(io::ErrorKind::FileTooLarge, TooLarge { limit }));
                }
            }
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => {
                heard = true;
                std::thread::sleep(std::time::Duration::from_millis(5));
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `/dev/zero` is read up to the cap, then refused with a message.
    #[cfg(unix)]
    #[test]
    fn an_endless_file_is_refused_at_the_cap() {
        let err = read_capped(Path::new("/dev/zero"), 1 << 20).expect_err("endless");
        assert_eq!(err.kind(), io::ErrorKind::FileTooLarge);
        assert!(err.to_string().contains("larger than 1 MiB"), "{err}");
        let zh = crate::atomic_file::io_error_text(&err);
        assert!(zh.get(crate::text::Lang::Zh).contains("1 MiB"), "{zh}");
    }

    #[test]
    fn a_regular_file_over_the_cap_is_refused_by_its_size() {
        let path = std::env::temp_dir().join(format!("ks-input-{}.json", std::process::id()));
        std::fs::write(&path, vec![b' '; 2 << 20]).expect("write");
        let err = read_capped(&path, 1 << 20).expect_err("too large");
        assert_eq!(err.kind(), io::ErrorKind::FileTooLarge);
        assert_eq!(read_capped(&path, 2 << 20).expect("at the cap").len(), 2 << 20);
        std::fs::remove_file(&path).expect("cleanup");
    }

    /// Issue 29: a FIFO no program writes to blocked forever on `open`; it now reads as
    /// empty after the wait, and one a program writes to is read whole.
    #[cfg(unix)]
    #[test]
    fn a_fifo_never_blocks() {
        let dir = std::env::temp_dir().join(format!("ks-fifo-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("mkdir");
        let fifo = dir.join("in.cql");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status().is_ok_and(|s| s.success());
        if !made {
            eprintln!("skipped: mkfifo failed");
            return;
        }
        let started = std::time::Instant::now();
        let bytes = read_fifo(&fifo, 1 << 20, std::time::Duration::from_millis(200)).expect("no writer: empty");
        assert!(bytes.is_empty() && started.elapsed() < std::time::Duration::from_secs(3));
        let writer = std::process::Command::new("sh")
            .arg("-c")
            .arg(format!("printf 'CREATE TABLE t (a int PRIMARY KEY);' > '{}'", fifo.display()))
            .spawn();
        let bytes = read_fifo(&fifo, 1 << 20, std::time::Duration::from_secs(5)).expect("read");
        let _ = writer.map(|mut w| w.wait());
        assert_eq!(bytes, b"CREATE TABLE t (a int PRIMARY KEY);");
        std::fs::remove_dir_all(&dir).expect("cleanup");
    }
}

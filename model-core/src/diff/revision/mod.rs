//! A file as committed at a git revision (`diff --git REV FILE`, the window's *Compare with
//! the last commit*), read by running git confined so that no program named by the
//! repository, or by the caller's `GIT_*` environment, can run (`SECURITY.md`).
//!
//! Confinement, each step a defence against a known way a repository runs a program:
//! - the repository is the file's own: the nearest folder above the file holding `.git` is
//!   found here and given to git explicitly (`--git-dir`, `--work-tree`), so a tracked folder
//!   shaped like a git directory (`m/HEAD`, `m/config`, `m/objects`) never becomes the
//!   repository; `safe.bareRepository=explicit` refuses such a folder had git looked for one;
//! - no object is ever fetched: `GIT_NO_LAZY_FETCH=1` (a partial clone would otherwise run its
//!   promisor remote's `uploadpack`) and `protocol.allow=never` (no transport at all);
//! - only plumbing that applies no filter, textconv, diff driver, pager or signature check:
//!   `rev-parse` and `cat-file` (`--batch-check` for the type and size, then `blob`);
//!   `--no-pager`, `core.pager=cat`, `core.fsmonitor=false`, `core.hooksPath=/dev/null`;
//! - the caller's environment cannot redirect git: every `GIT_*` variable is removed (`GIT_DIR`,
//!   `GIT_WORK_TREE`, `GIT_CONFIG*`, `GIT_EXEC_PATH`, `GIT_ASKPASS`, `GIT_SSH*`, `GIT_PAGER`,
//!   `GIT_EXTERNAL_DIFF`, ...), standard input is empty and prompts are off;
//! - the blob's size is asked first and one over [`crate::input_file::MAX_INPUT_BYTES`] is
//!   refused as a file would be; reading stops one byte past the cap anyway;
//! - each git command has [`GIT_TIME_LIMIT`]: a git that does not answer (a FIFO planted as
//!   `.git/config` or `.git/objects/info/alternates` makes it wait for a writer forever) is
//!   killed, and the error says so.

use crate::atomic_file::io_error_text;
use crate::msg;
use crate::text::Text;
use std::ffi::{OsStr, OsString};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// How long one git command may take before it is killed and the read refused: generous for
/// the four small plumbing commands on a local repository (a blob of 64 MiB included).
pub const GIT_TIME_LIMIT: Duration = Duration::from_secs(10);

/// Why a file could not be read at a revision.
#[derive(Debug)]
pub enum RevisionError {
    /// The revision is empty, an option, names a path, or holds control characters.
    NotARevision(String),
    /// The path names no file (it ends in `..` or `/`).
    NotAFile(PathBuf),
    /// The file's folder cannot be read.
    Folder {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// No folder above the file holds a `.git`.
    NoRepository(PathBuf),
    /// Git is not installed.
    GitMissing,
    /// Git could not be started.
    CannotRun(std::io::Error),
    /// The revision names no commit of the repository.
    NoCommit {
        /// `FILE@REV`.
        label: String,
        /// The revision.
        rev: String,
    },
    /// The file is not in the commit.
    NotInCommit {
        /// `FILE@REV`.
        label: String,
    },
    /// The path is a folder or a submodule in the commit.
    NotABlob {
        /// `FILE@REV`.
        label: String,
        /// Git's word for what it is (`tree`, `commit`).
        kind: String,
    },
    /// The commit names the file's content but the repository does not have it (a partial
    /// clone): fetching it could run a program the repository names, so it is never fetched.
    Missing {
        /// `FILE@REV`.
        label: String,
    },
    /// The file at the revision is over the input cap.
    TooLarge {
        /// `FILE@REV`.
        label: String,
        /// The cap.
        source: crate::input_file::TooLarge,
    },
    /// A git command did not finish within its time limit ([`GIT_TIME_LIMIT`]) and was killed.
    TimedOut {
        /// `FILE@REV`.
        label: String,
        /// The limit, in seconds.
        seconds: u64,
    },
    /// Git failed otherwise: its error line.
    Git {
        /// `FILE@REV`.
        label: String,
        /// The revision.
        rev: String,
        /// Git's error (its first `fatal:` or `error:` line, else its last line).
        reason: String,
    },
}

impl RevisionError {
    /// The message, worded when shown.
    pub fn said(&self) -> Text {
        let path = |p: &Path| p.display().to_string();
        match self {
            Self::NotARevision(rev) => msg!("revision-not-a-revision", rev = format!("{rev:?}")),
            Self::NotAFile(p) => msg!("revision-not-a-file", path = path(p)),
            Self::Folder { path: p, source } => msg!("revision-folder", path = path(p), reason = io_error_text(source)),
            Self::NoRepository(p) => msg!("revision-no-repository", path = path(p)),
            Self::GitMissing => msg!("revision-git-missing"),
            Self::CannotRun(source) => msg!("revision-cannot-run", reason = io_error_text(source)),
            Self::NoCommit { label, rev } => msg!("revision-no-commit", label = label, rev = rev),
            Self::NotInCommit { label } => msg!("revision-not-in-commit", label = label),
            Self::NotABlob { label, kind } => msg!("revision-not-a-blob", label = label, kind = kind),
            Self::Missing { label } => msg!("revision-missing", label = label),
            Self::TooLarge { label, source } => {
                msg!("revision-too-large", label = label, mib = source.limit / (1024 * 1024))
            }
            Self::TimedOut { label, seconds } => {
                msg!("revision-timed-out", label = label, seconds = seconds.to_string())
            }
            Self::Git { label, rev, reason } => msg!("revision-git", label = label, rev = rev, reason = reason),
        }
    }
}

impl std::fmt::Display for RevisionError {
    /// The English message.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.said().en())
    }
}

impl std::error::Error for RevisionError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::Folder { source, .. } | Self::CannotRun(source) => Some(source),
            Self::TooLarge { source, .. } => Some(source),
            _ => None,
        }
    }
}

/// The bytes of `path` as committed at `rev` in the file's own repository, read with git
/// confined (the module's comment says how). `path` is a file of a working tree, relative to
/// the current folder or absolute.
pub fn read_at_revision(rev: &str, path: &Path) -> Result<Vec<u8>, RevisionError> {
    read_capped(rev, path, crate::input_file::MAX_INPUT_BYTES)
}

/// `FILE@REV`, how a file at a revision is named in messages.
pub fn label(rev: &str, path: &Path) -> String {
    format!("{}@{rev}", path.display())
}

fn read_capped(rev: &str, path: &Path, limit: u64) -> Result<Vec<u8>, RevisionError> {
    check_revision(rev)?;
    let label = label(rev, path);
    let place = Place::of(path, &label)?;
    let commit = place.run(
        &[
            OsStr::new("rev-parse"),
            "--verify".as_ref(),
            "--quiet".as_ref(),
            "--end-of-options".as_ref(),
            format!("{rev}^{{commit}}").as_ref(),
        ],
        None,
    );
    let commit = match commit? {
        Ran { ok: true, stdout, .. } => String::from_utf8_lossy(&stdout).trim().to_owned(),
        _ => return Err(RevisionError::NoCommit { label, rev: rev.to_owned() }),
    };
    let mut spec = OsString::from(format!("{commit}:"));
    spec.push(&place.relative);
    let blob = match place.run(
        &[OsStr::new("rev-parse"), "--verify".as_ref(), "--quiet".as_ref(), "--end-of-options".as_ref(), &spec],
        None,
    )? {
        Ran { ok: true, stdout, .. } => String::from_utf8_lossy(&stdout).trim().to_owned(),
        _ => return Err(RevisionError::NotInCommit { label }),
    };
    if blob.is_empty() || !blob.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(RevisionError::NotInCommit { label });
    }
    let check = place.run(&[OsStr::new("cat-file"), "--batch-check".as_ref()], Some(format!("{blob}\n").as_bytes()))?;
    let line = String::from_utf8_lossy(&check.stdout).trim().to_owned();
    if !check.ok {
        return Err(RevisionError::Git { label, rev: rev.to_owned(), reason: reason(&check.stderr) });
    }
    let fields: Vec<&str> = line.split(' ').collect();
    let (kind, size) = match fields.as_slice() {
        [_, "missing"] => return Err(RevisionError::Missing { label }),
        [_, kind, size] => (*kind, size.parse::<u64>().unwrap_or(u64::MAX)),
        _ => return Err(RevisionError::Git { label, rev: rev.to_owned(), reason: line }),
    };
    if kind != "blob" {
        return Err(RevisionError::NotABlob { label, kind: kind.to_owned() });
    }
    if size > limit {
        return Err(RevisionError::TooLarge { label, source: crate::input_file::TooLarge { limit } });
    }
    match place.run_capped(&[OsStr::new("cat-file"), "blob".as_ref(), blob.as_ref()], None, limit)? {
        Ran { stdout, .. } if stdout.len() as u64 > limit => {
            Err(RevisionError::TooLarge { label, source: crate::input_file::TooLarge { limit } })
        }
        Ran { ok: true, stdout, .. } => Ok(stdout),
        Ran { stderr, .. } => Err(RevisionError::Git { label, rev: rev.to_owned(), reason: reason(&stderr) }),
    }
}

/// A revision git can be given as one argument: not empty, not an option, no path (`:`), no
/// control characters or spaces, at most 256 bytes.
fn check_revision(rev: &str) -> Result<(), RevisionError> {
    let bad = rev.is_empty()
        || rev.len() > 256
        || rev.starts_with('-')
        || rev.contains(':')
        || rev.chars().any(|c| c.is_control() || c.is_whitespace());
    if bad { Err(RevisionError::NotARevision(rev.to_owned())) } else { Ok(()) }
}

/// Where a file is: its repository's git folder and top-level, and its path from there.
struct Place {
    git_dir: PathBuf,
    top: PathBuf,
    /// `/`-separated, from the top-level.
    relative: OsString,
    /// `FILE@REV`, for a git that does not answer.
    label: String,
}

impl Place {
    /// Finds the file's repository: the nearest folder above the file's (real) folder that
    /// holds `.git` (a folder, or a file pointing to one, as in a worktree or a submodule).
    fn of(path: &Path, label: &str) -> Result<Self, RevisionError> {
        let name = path.file_name().ok_or_else(|| RevisionError::NotAFile(path.to_owned()))?;
        let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
        let dir =
            std::fs::canonicalize(dir).map_err(|source| RevisionError::Folder { path: path.to_owned(), source })?;
        let top = dir
            .ancestors()
            .find(|a| std::fs::symlink_metadata(a.join(".git")).is_ok())
            .ok_or_else(|| RevisionError::NoRepository(path.to_owned()))?;
        let mut relative = OsString::new();
        for part in dir.strip_prefix(top).unwrap_or(Path::new("")).components() {
            relative.push(part.as_os_str());
            relative.push("/");
        }
        relative.push(name);
        Ok(Self { git_dir: top.join(".git"), top: top.to_owned(), relative, label: label.to_owned() })
    }

    /// Git, confined, on this repository.
    fn git(&self) -> Command {
        let mut command = Command::new("git");
        confine(&mut command, std::env::vars_os().map(|(k, _)| k));
        let mut git_dir = OsString::from("--git-dir=");
        git_dir.push(&self.git_dir);
        let mut work_tree = OsString::from("--work-tree=");
        work_tree.push(&self.top);
        command.arg(git_dir).arg(work_tree).current_dir(&self.top);
        command
    }

    /// Runs a git command with `input` on its standard input (its output is small).
    fn run(&self, args: &[&OsStr], input: Option<&[u8]>) -> Result<Ran, RevisionError> {
        self.run_capped(args, input, crate::input_file::MAX_INPUT_BYTES)
    }

    /// Runs a git command with `input` on its standard input, its output read up to one byte
    /// past `limit` (then it is killed: the caller refuses what is over), within
    /// [`GIT_TIME_LIMIT`] (then it is killed and the run is [`RevisionError::TimedOut`]).
    fn run_capped(&self, args: &[&OsStr], input: Option<&[u8]>, limit: u64) -> Result<Ran, RevisionError> {
        let mut command = self.git();
        command
            .args(args)
            .stdin(if input.is_some() { Stdio::piped() } else { Stdio::null() })
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mut child = command.spawn().map_err(started)?;
        if let (Some(input), Some(mut stdin)) = (input, child.stdin.take()) {
            // A git that exits early closes its input: its status says why. The input is a
            // line, far below a pipe's buffer, so this never waits for git to read it.
            let _ = stdin.write_all(input);
        }
        let mut stdout = child.stdout.take().map(|out| reader(out, limit.saturating_add(1)));
        let stderr = child.stderr.take().map(|err| reader(err, 64 * 1024));
        let join = |h: std::thread::JoinHandle<std::io::Result<Vec<u8>>>| h.join().unwrap_or_else(|_| Ok(Vec::new()));
        let mut read = None;
        let deadline = Instant::now() + GIT_TIME_LIMIT;
        let status = loop {
            if let Some(status) = child.try_wait().map_err(RevisionError::CannotRun)? {
                break Some(status);
            }
            if stdout.as_ref().is_some_and(std::thread::JoinHandle::is_finished) {
                read = stdout.take().map(join);
                // Output over the cap: git waits for it to be read, and what it holds is refused.
                if matches!(&read, Some(Ok(bytes)) if bytes.len() as u64 > limit) {
                    kill(&mut child);
                    break None;
                }
            }
            if Instant::now() >= deadline {
                kill(&mut child);
                return Err(RevisionError::TimedOut { label: self.label.clone(), seconds: GIT_TIME_LIMIT.as_secs() });
            }
            std::thread::sleep(Duration::from_millis(5));
        };
        let out = read.or_else(|| stdout.map(join)).transpose().map_err(RevisionError::CannotRun)?.unwrap_or_default();
        let err = stderr.map(join).and_then(Result::ok).unwrap_or_default();
        Ok(Ran { ok: status.is_some_and(|s| s.success()), stdout: out, stderr: err })
    }
}

/// Reads all of `from`, at most `cap` bytes, on a thread of its own (git blocks when a pipe
/// it writes is full, so both of its outputs are read while it runs).
fn reader(from: impl Read + Send + 'static, cap: u64) -> std::thread::JoinHandle<std::io::Result<Vec<u8>>> {
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        from.take(cap).read_to_end(&mut bytes).map(|_| bytes)
    })
}

/// Kills a git that is still running and waits for it, so no process is left behind.
fn kill(child: &mut Child) {
    let _ = child.kill();
    let _ = child.wait();
}

/// What a git command did.
struct Ran {
    ok: bool,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
}

fn started(e: std::io::Error) -> RevisionError {
    match e.kind() {
        std::io::ErrorKind::NotFound => RevisionError::GitMissing,
        _ => RevisionError::CannotRun(e),
    }
}

/// The settings that keep git from running any program the repository or the caller names;
/// `caller` is the names of the caller's environment variables (every `GIT_*` one is removed).
fn confine(command: &mut Command, caller: impl Iterator<Item = OsString>) {
    for key in caller {
        if key.to_string_lossy().to_ascii_uppercase().starts_with("GIT_") {
            command.env_remove(key);
        }
    }
    command
        .env("GIT_NO_LAZY_FETCH", "1")
        .env("GIT_TERMINAL_PROMPT", "0")
        .env("GIT_PAGER", "cat")
        .env("GIT_NO_REPLACE_OBJECTS", "1")
        .env("GIT_PROTOCOL_FROM_USER", "0")
        .env("LC_ALL", "C");
    command.arg("--no-pager").arg("--no-replace-objects");
    for setting in CONFINED {
        command.arg("-c").arg(setting);
    }
}

/// The settings given on git's command line, over any the repository's configuration holds.
const CONFINED: [&str; 9] = [
    "safe.bareRepository=explicit",
    "core.fsmonitor=false",
    "core.hooksPath=/dev/null",
    "core.pager=cat",
    "protocol.allow=never",
    "core.sshCommand=false",
    "core.askPass=",
    "credential.helper=",
    "diff.external=",
];

/// The line of git's error output that says what failed: its first `fatal:` or `error:` line
/// (warnings and hints come before it), else its last non-empty line.
fn reason(stderr: &[u8]) -> String {
    let text = String::from_utf8_lossy(stderr);
    let lines: Vec<&str> = text.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
    let line = lines
        .iter()
        .find_map(|l| l.strip_prefix("fatal:").or_else(|| l.strip_prefix("error:")))
        .or_else(|| lines.last().copied())
        .unwrap_or("git failed");
    line.trim().chars().filter(|c| !c.is_control()).collect()
}

#[cfg(test)]
mod tests;

//! Recovery: unsaved work is written to the app's data folder (`recovery/`) a few seconds
//! after the last edit and at once after structural ones, so that a crash or a kill loses
//! nothing. The next start offers the files of sessions that ended without cleaning up.
//!
//! Each running window is one session with its own file `SESSION.json` (process id, start
//! time and a counter), so that instances never overwrite each other's work. A session holds an advisory
//! lock on `SESSION.lock` while it runs: a file whose lock can be taken belongs to a session
//! that is gone, and only those are offered.

use super::open_project::Document;
use model_core::Project;
use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// The environment variable that replaces the data folder (tests, portable installs).
pub const DATA_DIR_ENV: &str = "KEYSPACE_STUDIO_DATA_DIR";
/// How long after the last edit the work is written (when no structural edit came first).
pub const IDLE: Duration = Duration::from_secs(2);
/// The format tag of recovery files.
const FORMAT: &str = "keyspace-studio-recovery/1";

/// The app's data folder: `$KEYSPACE_STUDIO_DATA_DIR` when set, else the platform's (e.g.
/// `~/.local/share/keyspace-studio` on Linux).
pub fn data_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os(DATA_DIR_ENV).filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("", "", "keyspace-studio").map(|d| d.data_dir().to_owned())
}

/// Seconds since 1970 (0 if the clock is before that).
fn now_secs() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

/// What a recovery file holds besides the project.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
struct Header {
    format: String,
    session: String,
    saved_at: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    original_path: Option<PathBuf>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    source: Option<PathBuf>,
}

/// Unsaved work left by a session that ended without cleaning up (a crash, a kill).
#[derive(Clone, Debug)]
pub struct Orphan {
    /// The recovery file.
    pub file: PathBuf,
    /// When the work was written (seconds since 1970).
    pub saved_at: u64,
    /// The project's file, if it had one (Save writes there after restoring).
    pub original_path: Option<PathBuf>,
    /// The file it was imported from, if it was an import never saved.
    pub source: Option<PathBuf>,
    /// The project, or why the recovery file cannot be read.
    pub project: Result<Project, String>,
}

impl Orphan {
    /// The project's name, or the recovery file's name when it cannot be read.
    pub fn name(&self) -> String {
        match &self.project {
            Ok(p) if !p.name.is_empty() => p.name.clone(),
            _ => self.file.file_name().map_or_else(String::new, |n| n.to_string_lossy().into_owned()),
        }
    }

    /// Reads a recovery file (an unreadable one gives an orphan whose project is the error).
    pub fn read(file: &Path) -> Self {
        let parsed = fs::read_to_string(file).map_err(|e| e.to_string()).and_then(|text| {
            let mut value: serde_json::Value = serde_json::from_str(&text).map_err(|e| e.to_string())?;
            let project =
                value.get_mut("project").map(serde_json::Value::take).ok_or_else(|| tr!("gui-recovery-no-project"))?;
            let header: Header = serde_json::from_value(value).map_err(|e| e.to_string())?;
            if header.format != FORMAT {
                return Err(tr!("gui-recovery-unknown-format", format = &header.format));
            }
            let project =
                Project::from_json(&project.to_string(), file).map_err(|e| super::files::load_error_message(&e))?;
            Ok((header, project))
        });
        match parsed {
            Ok((h, project)) => Self {
                file: file.to_owned(),
                saved_at: h.saved_at,
                original_path: h.original_path,
                source: h.source,
                project: Ok(project),
            },
            Err(e) => Self {
                file: file.to_owned(),
                saved_at: fs::metadata(file)
                    .and_then(|m| m.modified())
                    .ok()
                    .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
                    .map_or(0, |d| d.as_secs()),
                original_path: None,
                source: None,
                project: Err(e),
            },
        }
    }

    /// Deletes the recovery file (and its lock and backup).
    pub fn discard(&self) -> std::io::Result<()> {
        remove_session_files(&self.file)
    }
}

/// Removes a file; one that is already gone is fine.
fn remove_if_present(path: &Path) -> std::io::Result<()> {
    match fs::remove_file(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
}

/// Removes `SESSION.json` and its backup `SESSION.json.bak`.
fn remove_work(json: &Path) -> std::io::Result<()> {
    remove_if_present(&model_core::atomic_file::backup_path(json))?;
    remove_if_present(json)
}

/// Removes `SESSION.json`, `SESSION.json.bak` and `SESSION.lock`.
fn remove_session_files(json: &Path) -> std::io::Result<()> {
    remove_work(json)?;
    remove_if_present(&json.with_extension("lock"))
}

/// This window's recovery session.
#[derive(Debug)]
pub struct Recovery {
    dir: PathBuf,
    file: PathBuf,
    /// Held (locked) while the session runs.
    _lock: Option<File>,
    /// The document state last written (`None`: nothing on disk).
    written: Option<(u64, u64)>,
    /// The document state last seen, and when it was first seen.
    seen: Option<((u64, u64), Instant)>,
    /// The last write error, reported once.
    error: Option<String>,
    /// A write under way on its own thread: the document state it holds, and its answer.
    writing: Option<((u64, u64), std::sync::mpsc::Receiver<std::io::Result<()>>)>,
    /// The window, asked for a frame when a write is done.
    repaint: Option<egui::Context>,
}

impl Recovery {
    /// Starts a session in `data_dir/recovery/`: creates the folder and takes the session's
    /// lock.
    pub fn start(data_dir: &Path) -> std::io::Result<Self> {
        let dir = data_dir.join("recovery");
        fs::create_dir_all(&dir)?;
        let started = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis());
        // Process id and start time tell instances apart; the counter, windows of one process.
        static SESSIONS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let n = SESSIONS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let session = format!("session-{}-{started}-{n}", std::process::id());
        let file = dir.join(format!("{session}.json"));
        let lock = File::create(file.with_extension("lock"))?;
        // Where the platform has no advisory locks, the session runs unlocked: others then
        // treat its file as orphaned only after it is gone.
        let lock = match lock.try_lock() {
            Ok(()) => Some(lock),
            Err(_) => None,
        };
        sweep_stale_locks(&dir);
        Ok(Self { dir, file, _lock: lock, written: None, seen: None, error: None, writing: None, repaint: None })
    }

    /// This session's recovery file.
    pub fn file(&self) -> &Path {
        &self.file
    }

    /// The work of sessions that ended without cleaning up, newest first. Files of sessions
    /// still running (their lock is held) are left alone.
    pub fn orphans(&self) -> Vec<Orphan> {
        let Ok(entries) = fs::read_dir(&self.dir) else { return Vec::new() };
        let mut out: Vec<Orphan> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "json") && p != &self.file)
            .filter(|p| !session_running(p))
            .map(|p| Orphan::read(&p))
            .collect();
        out.sort_by(|a, b| b.saved_at.cmp(&a.saved_at).then_with(|| a.file.cmp(&b.file)));
        out
    }

    /// After a frame: writes the document when it has unsaved changes that are not on disk
    /// yet, at once after a structural edit, else once no edit came for [`IDLE`] (asking
    /// for a repaint then). Removes the file when the document has no unsaved changes.
    pub fn after_frame(&mut self, doc: &mut Document, ctx: &egui::Context) {
        if !self.write_done(false) {
            // One write at a time: the next one starts when this one is on disk (its thread
            // asks for a frame then).
            return;
        }
        let structural = doc.take_structural_change();
        if !doc.is_dirty() {
            self.seen = None;
            if self.written.take().is_some() {
                self.clear();
            }
            return;
        }
        let key = doc.key();
        if self.written == Some(key) {
            return;
        }
        let now = Instant::now();
        let since = match self.seen {
            Some((k, t)) if k == key => t,
            _ => {
                self.seen = Some((key, now));
                now
            }
        };
        let idle = now.duration_since(since);
        if structural || idle >= IDLE {
            self.repaint = Some(ctx.clone());
            self.write(doc);
        } else {
            ctx.request_repaint_after(IDLE.saturating_sub(idle));
        }
    }

    /// Moves the time of the last unwritten edit `by` into the past, as if that long had
    /// passed without another edit: tests check the idle write without sleeping.
    pub fn backdate_last_edit(&mut self, by: Duration) {
        if let Some((_, t)) = &mut self.seen {
            *t = t.checked_sub(by).unwrap_or(*t);
        }
    }

    /// Starts writing the document (atomically, on a thread of its own: the window does not
    /// wait for the disk). The project is serialised here, so later edits are not in it.
    pub fn write(&mut self, doc: &Document) {
        self.write_done(true);
        let header = Header {
            format: FORMAT.to_owned(),
            session: self.file.file_stem().map_or_else(String::new, |s| s.to_string_lossy().into_owned()),
            saved_at: now_secs(),
            original_path: doc.path().map(Path::to_owned),
            source: doc.source().map(Path::to_owned),
        };
        let bytes = serde_json::to_value(&header).and_then(|mut v| {
            let project = serde_json::to_value(doc.project())?;
            if let Some(map) = v.as_object_mut() {
                map.insert("project".to_owned(), project);
            }
            serde_json::to_vec(&v)
        });
        let bytes = match bytes {
            Ok(b) => b,
            Err(e) => {
                self.error = Some(format!("{}: {e}", self.file.display()));
                return;
            }
        };
        let (send, answer) = std::sync::mpsc::channel();
        let (file, repaint) = (self.file.clone(), self.repaint.clone());
        let spawned = std::thread::Builder::new().name("keyspace-studio recovery".to_owned()).spawn(move || {
            let _ = send.send(model_core::atomic_file::write(&file, &bytes));
            if let Some(ctx) = repaint {
                ctx.request_repaint();
            }
        });
        match spawned {
            Ok(_) => self.writing = Some((doc.key(), answer)),
            Err(e) => self.error = Some(format!("{}: {e}", self.file.display())),
        }
    }

    /// Takes the answer of the write under way, waiting for it when `wait`; `true` when no
    /// write is under way any more.
    fn write_done(&mut self, wait: bool) -> bool {
        let Some((key, answer)) = &self.writing else { return true };
        let result = if wait {
            answer.recv().unwrap_or_else(|_| Err(std::io::Error::other(tr!("gui-recovery-writer-stopped"))))
        } else {
            match answer.try_recv() {
                Ok(r) => r,
                Err(std::sync::mpsc::TryRecvError::Empty) => return false,
                Err(std::sync::mpsc::TryRecvError::Disconnected) => {
                    Err(std::io::Error::other(tr!("gui-recovery-writer-stopped")))
                }
            }
        };
        match result {
            Ok(()) => {
                self.written = Some(*key);
                self.error = None;
            }
            Err(e) => self.error = Some(format!("{}: {e}", self.file.display())),
        }
        self.writing = None;
        true
    }

    /// Waits until the write under way, if any, is on disk (tests, and before the file is
    /// removed).
    pub fn flush(&mut self) {
        self.write_done(true);
    }

    /// Removes this session's file (saved, closed cleanly, or the user declined the work).
    pub fn clear(&mut self) {
        // A write still under way would put the file back after its removal.
        self.write_done(true);
        self.written = None;
        if let Err(e) = remove_work(&self.file) {
            self.error = Some(format!("{}: {e}", self.file.display()));
        }
    }

    /// Ends the session on a clean close: removes its file and its lock.
    pub fn close(&mut self) {
        self.write_done(true);
        self.written = None;
        let _ = remove_session_files(&self.file);
    }

    /// A write error not yet reported (taken once).
    pub fn take_error(&mut self) -> Option<String> {
        self.error.take()
    }
}

/// The user's answer to the restore offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OfferAnswer {
    /// Open the work as an unsaved project.
    Restore,
    /// Delete the recovery file.
    Discard,
    /// Keep the file and ask again at the next start.
    Later,
}

/// The restore offer for one orphaned recovery file: the project, its original file and when
/// it was kept; returns the answer once given.
pub fn offer_ui(ctx: &egui::Context, orphan: &Orphan) -> Option<OfferAnswer> {
    let mut answer = None;
    let modal = egui::Modal::new(egui::Id::new("recovery-offer")).show(ctx, |ui| {
        ui.set_max_width(520.0);
        ui.heading(tr!("gui-recovery-title"));
        ui.label(tr!("gui-recovery-message"));
        ui.add_space(6.0);
        ui.strong(tr!("gui-recovery-project", project = &orphan.name()));
        match (&orphan.original_path, &orphan.source) {
            (Some(p), _) => ui.label(tr!("gui-recovery-original", path = p.display().to_string())),
            (None, Some(src)) => ui.label(tr!("gui-recovery-imported-from", source = src.display().to_string())),
            (None, None) => ui.label(tr!("gui-recovery-never-saved")),
        };
        ui.label(tr!("gui-recovery-saved-at", time = &format_time(orphan.saved_at)));
        if let Err(e) = &orphan.project {
            ui.colored_label(ui.visuals().error_fg_color, tr!("gui-recovery-unreadable", reason = e));
        }
        ui.label(egui::RichText::new(orphan.file.display().to_string()).weak().small());
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if ui.add_enabled(orphan.project.is_ok(), egui::Button::new(tr!("gui-restore"))).clicked() {
                answer = Some(OfferAnswer::Restore);
            }
            if ui.button(tr!("gui-recovery-discard")).clicked() {
                answer = Some(OfferAnswer::Discard);
            }
            if ui.button(tr!("gui-recovery-later")).clicked() {
                answer = Some(OfferAnswer::Later);
            }
        });
    });
    if answer.is_none() && modal.should_close() {
        answer = Some(OfferAnswer::Later);
    }
    answer
}

/// Removes the lock files of sessions that are gone and left no work (killed after a save).
fn sweep_stale_locks(dir: &Path) {
    let Ok(entries) = fs::read_dir(dir) else { return };
    for lock in entries.filter_map(Result::ok).map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "lock"))
    {
        let json = lock.with_extension("json");
        if !json.exists() && !session_running(&json) {
            let _ = remove_if_present(&lock);
        }
    }
}

/// `true` when the session owning `json` still runs (its lock file is locked).
fn session_running(json: &Path) -> bool {
    let Ok(lock) = File::options().read(true).write(true).open(json.with_extension("lock")) else { return false };
    matches!(lock.try_lock(), Err(fs::TryLockError::WouldBlock))
}

/// `2026-11-22 06:34 UTC` for seconds since 1970.
pub fn format_time(secs: u64) -> String {
    let days = i64::try_from(secs / 86_400).unwrap_or(0);
    let rem = secs % 86_400;
    // Civil date from days since 1970-01-01 (H. Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02} {:02}:{:02} UTC", rem / 3600, rem % 3600 / 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_utc_times() {
        assert_eq!(format_time(0), "1970-01-01 00:00 UTC");
        assert_eq!(format_time(1_795_329_240), "2026-11-22 06:34 UTC");
        assert_eq!(format_time(951_782_400), "2000-02-29 00:00 UTC");
    }

    #[test]
    fn sessions_do_not_see_each_other_while_running() {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut a = Recovery::start(dir.path()).expect("session a");
        let b = Recovery::start(dir.path()).expect("session b");
        assert_ne!(a.file(), b.file());
        let doc = Document::unsaved(Project::new("A"), None, None, 1);
        a.write(&doc);
        a.flush();
        assert!(a.file().is_file());
        assert!(b.orphans().is_empty(), "a is still running");
        let path = a.file().to_owned();
        drop(a);
        // a's lock is released without cleaning up, as after a kill: b offers its work.
        let orphans = b.orphans();
        assert_eq!(orphans.len(), 1);
        assert_eq!(orphans[0].file, path);
        assert_eq!(orphans[0].name(), "A");
        orphans[0].discard().expect("discard");
        assert!(!path.exists() && !path.with_extension("lock").exists());
        // A session gone after saving leaves only its lock: the next start sweeps it.
        let stale = dir.path().join("recovery").join("session-1-1-0.lock");
        fs::write(&stale, b"").expect("stale lock");
        let c = Recovery::start(dir.path()).expect("session c");
        assert!(!stale.exists(), "swept");
        assert!(
            b.file().with_extension("lock").exists() && c.file().with_extension("lock").exists(),
            "running sessions keep theirs"
        );
    }
}

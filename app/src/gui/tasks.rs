//! Work that must not freeze the window: saving, importing, writing pictures, arranging a
//! large diagram, reading the other side of a comparison (a file, or `git show`), writing
//! the migration and the work on a cluster (connecting, proving, applying, loading sample
//! data, verifying) each run on a thread of their own and send back one [`Outcome`] over a channel that the app polls
//! every frame. While one runs the window stays live (it draws on every input; the status bar
//! says what is under way), the thread asks for a frame when it is done, and every outcome is
//! delivered: a result, an error, or, if the thread died, [`Outcome::Lost`]. The recovery file has its own writer ([`super::recovery`]).

use super::files::Replace;
use super::i18n::{Lang, use_language};
use model_core::import::{ImportError, Imported};
use model_core::project::SaveError;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};

/// Work on a cluster under way (a proof, a load, a verification), shared by its dialog or
/// pane and the thread running it: where it is, and its cancel flag.
#[derive(Debug, Default)]
pub struct Run {
    /// Set to stop the work at its next statement, batch or query.
    pub cancel: AtomicBool,
    progress: Mutex<Option<crate::cluster::prove::Progress>>,
}

impl Run {
    /// The work got this far (told by its progress callback).
    pub fn progressed(&self, progress: crate::cluster::prove::Progress) {
        if let Ok(mut p) = self.progress.lock() {
            *p = Some(progress);
        }
    }

    /// Where the work is (`None`: still connecting).
    pub fn progress(&self) -> Option<crate::cluster::prove::Progress> {
        self.progress.lock().ok().and_then(|p| p.clone())
    }

    /// `true` once Cancel was asked for.
    pub fn cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }
}

/// What a task does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Writes the project file.
    Save,
    /// Reads CQL or KDM files into a new project.
    Import,
    /// Draws diagrams into SVG or PNG files.
    Pictures,
    /// Lays a diagram out again (Auto-layout: seconds for a thousand entities).
    Arrange,
    /// Reads the other side of a comparison: a file, or the project at a git revision.
    Compare,
    /// Writes the migration script (`migrate.cql`).
    Migration,
    /// Proves the model on a live cluster (Cluster ▸ Prove on a cluster…).
    Prove,
    /// Reads a live schema and plans, or runs a reviewed plan (Cluster ▸ Apply to cluster…).
    Apply,
    /// Reaches a cluster and asks what it is (Cluster ▸ Connect…).
    Connect,
    /// Writes the sample data into the live keyspaces (Cluster ▸ Load sample data…).
    LoadSample,
    /// Runs every query on the loaded sample (Cluster ▸ Verify).
    Verify,
}

/// What a finished task reports.
#[derive(Debug)]
pub enum Outcome {
    /// A save: where, the document (epoch) and history revision written, and what to do after
    /// it succeeded (the unsaved-changes prompt's "Save" before a replace).
    Saved { path: PathBuf, epoch: u64, revision: u64, then: Option<Replace>, result: Result<(), SaveError> },
    /// An import of `paths` with the placeholder values `defines`, without the inferred
    /// relationships `rejected`, and the placeholders the files hold.
    Imported {
        paths: Vec<PathBuf>,
        defines: BTreeMap<String, String>,
        rejected: std::collections::BTreeSet<String>,
        placeholders: Vec<String>,
        result: Box<Result<Imported, ImportError>>,
    },
    /// Pictures written to `path` (or next to it), or why not.
    Pictures { path: PathBuf, result: Result<Vec<PathBuf>, String> },
    /// Auto-layout's positions for `canvas` of the document at `key` (epoch, generation):
    /// applied only if the document is still the one arranged.
    Arranged {
        key: (u64, u64),
        canvas: model_core::edit::Canvas,
        name: String,
        positions: Vec<(String, model_core::project::Pos)>,
    },
    /// The other side of a comparison, read (or why not).
    Compared { result: Box<Result<model_core::diff::Loaded, model_core::diff::SideError>> },
    /// The migration script written to `path`, or why not.
    Migration { path: PathBuf, result: std::io::Result<()> },
    /// What a run of `prove` found, or why the cluster could not be reached (the
    /// connection error's words).
    Proved { result: Result<Box<crate::cluster::prove::report::Report>, String> },
    /// The plan from a cluster's live schema to the model, or why it could not be read.
    ApplyReviewed { result: Result<Box<crate::cluster::apply::Review>, String> },
    /// What running a reviewed plan did, or why the cluster could not be reached.
    Applied { result: Result<crate::cluster::apply::Applied, String> },
    /// Connection attempt number `attempt` reached its cluster (or why not, in the
    /// connection error's words: host, port and step).
    Connected { attempt: u64, result: Result<Box<crate::gui::connection::Connection>, String> },
    /// What loading the sample did, or why the cluster could not be reached.
    SampleLoaded { result: Result<crate::cluster::verify::LoadReport, String> },
    /// The connected cluster's live schema compared with the model (`apply`'s review), or
    /// why it could not be read.
    ComparedLive { result: Result<Box<crate::cluster::apply::Review>, String> },
    /// What verifying found, or why the cluster could not be reached.
    Verified { result: Result<Box<crate::cluster::verify::Verification>, String> },
    /// The thread ended without an answer (it panicked): what it was doing.
    Lost(Kind),
}

/// One running task.
#[derive(Debug)]
struct Running {
    kind: Kind,
    blocks: bool,
    answer: Receiver<Outcome>,
}

/// The tasks running for one window.
#[derive(Debug, Default)]
pub struct Tasks {
    running: Vec<Running>,
}

impl Tasks {
    /// Runs `work` on a new thread that looks texts up in `language`; `repaint`, when given,
    /// is asked for a frame as soon as the answer is there. `blocking` says the window takes
    /// no input until it is done: work that replaces the document (an import, a save the
    /// user chose before a replace), so no edit is made to a document about to go.
    pub fn start(
        &mut self,
        kind: Kind,
        blocking: bool,
        language: Lang,
        repaint: Option<egui::Context>,
        work: impl FnOnce() -> Outcome + Send + 'static,
    ) {
        let (send, answer) = mpsc::channel();
        // A known stack, not the platform's default: imports read untrusted SQL.
        let spawned = std::thread::Builder::new()
            .name(format!("keyspace-studio {kind:?}"))
            .stack_size(model_core::import::IMPORT_STACK_BYTES)
            .spawn(move || {
                use_language(language);
                // The receiver may be gone (the window closed): nothing is left to tell.
                let _ = send.send(work());
                if let Some(ctx) = repaint {
                    ctx.request_repaint();
                }
            });
        if let Err(e) = spawned {
            // No thread to be had: a channel with the answer "lost", so the error is shown.
            let (send, lost) = mpsc::channel();
            let _ = send.send(Outcome::Lost(kind));
            eprintln!("keyspace-studio: cannot start a thread for {kind:?}: {e}");
            self.running.push(Running { kind, blocks: blocking, answer: lost });
            return;
        }
        self.running.push(Running { kind, blocks: blocking, answer });
    }

    /// The answers that arrived, in the order the tasks were started; a thread that died
    /// without answering gives [`Outcome::Lost`].
    pub fn finished(&mut self) -> Vec<Outcome> {
        let mut out = Vec::new();
        self.running.retain(|r| match r.answer.try_recv() {
            Ok(o) => {
                out.push(o);
                false
            }
            Err(TryRecvError::Empty) => true,
            Err(TryRecvError::Disconnected) => {
                out.push(Outcome::Lost(r.kind));
                false
            }
        });
        out
    }

    /// Waits for every running task and returns their answers in the order they were started.
    pub fn wait(&mut self) -> Vec<Outcome> {
        self.running.drain(..).map(|r| r.answer.recv().unwrap_or(Outcome::Lost(r.kind))).collect()
    }

    /// What the oldest running task does, if one runs.
    pub fn busy(&self) -> Option<Kind> {
        self.running.first().map(|r| r.kind)
    }

    /// `true` while a task runs that the window must take no input during.
    pub fn blocking(&self) -> bool {
        self.running.iter().any(|r| r.blocks)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_answer_arrives_in_order_and_a_dead_thread_is_reported() {
        let mut tasks = Tasks::default();
        tasks.start(Kind::Pictures, false, Lang::En, None, || Outcome::Pictures {
            path: "a.svg".into(),
            result: Ok(vec!["a.svg".into()]),
        });
        tasks.start(Kind::Save, false, Lang::En, None, || panic!("a bug in the writer"));
        tasks.start(Kind::Import, true, Lang::En, None, || Outcome::Pictures {
            path: PathBuf::new(),
            result: Err("x".to_owned()),
        });
        assert_eq!(tasks.busy(), Some(Kind::Pictures));
        assert!(tasks.blocking());
        let out = tasks.wait();
        assert!(matches!(&out[0], Outcome::Pictures { result: Ok(w), .. } if w.len() == 1));
        assert!(matches!(out[1], Outcome::Lost(Kind::Save)));
        assert!(matches!(&out[2], Outcome::Pictures { result: Err(e), .. } if e == "x"));
        assert_eq!(tasks.busy(), None);
        assert!(tasks.finished().is_empty());
    }

    #[test]
    fn the_thread_speaks_the_window_s_language() {
        let mut tasks = Tasks::default();
        tasks.start(Kind::Pictures, false, Lang::Zh, None, || Outcome::Pictures {
            path: PathBuf::new(),
            result: Err(tr!("gui-cannot-export-picture")),
        });
        let out = tasks.wait();
        assert!(
            matches!(&out[0], Outcome::Pictures { result: Err(e), .. } if *e == model_core::msg!("gui-cannot-export-picture").get(Lang::Zh))
        );
    }
}

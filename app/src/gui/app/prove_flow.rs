//! Cluster ▸ Prove on a cluster…: the open project, as it is when the run starts, proved on a
//! live cluster on a thread of its own ([`crate::cluster::prove::prove`]); the dialog
//! ([`crate::gui::dialogs::prove`]) shares the run's progress and cancel flag, and shows the
//! report when it arrives. The window stays live meanwhile.

use super::*;
use crate::cluster::Cluster;
use crate::cluster::prove::report::Report;
use crate::cluster::prove::{Options, Progress, prove};
use crate::gui::actions::ProveRequest;
use crate::gui::tasks::{Kind, Outcome};

impl StudioApp {
    /// Proves the open project on the cluster the dialog asked for, in the background (one run
    /// at a time).
    pub(super) fn prove_on_cluster(&mut self, request: ProveRequest) {
        if self.shell.prove.running() {
            return;
        }
        let run = self.shell.prove.started(&request.connect.first().to_string());
        let project = self.state.doc.project().clone();
        let repaint = self.shell.repaint.clone();
        self.shell.tasks.start(Kind::Prove, false, self.shell.language, self.shell.repaint.clone(), move || {
            let cluster = match Cluster::connect_with(&request.connect) {
                Ok(c) => c,
                Err(e) => return Outcome::Proved { result: Err(e.to_string()) },
            };
            if run.cancelled() {
                // Cancelled while connecting: nothing was created on the cluster.
                let report = Report { cluster: cluster.address.to_string(), cancelled: true, ..Report::default() };
                return Outcome::Proved { result: Ok(Box::new(report)) };
            }
            let options = Options { rows: request.rows, seed: request.seed, ..Options::default() };
            let mut progress = |p: Progress| {
                run.progressed(p);
                if let Some(ctx) = &repaint {
                    ctx.request_repaint();
                }
            };
            let mut report = prove(&cluster, &project, &options, &mut progress, &run.cancel);
            report.cancelled |= run.cancelled();
            Outcome::Proved { result: Ok(Box::new(report)) }
        });
    }

    /// A run ended: shown in the dialog; when the dialog was closed meanwhile, its verdict is
    /// said in the status bar.
    pub(super) fn proved(&mut self, result: Result<Box<Report>, String>) {
        let verdict = self.shell.prove.finished(result);
        if !self.shell.prove.open {
            self.shell.status = verdict;
        }
    }

    /// The run's thread died: the dialog says so.
    pub(super) fn prove_lost(&mut self) {
        self.shell.prove.lost();
        if !self.shell.prove.open {
            self.shell.status = tr!("gui-prove-lost");
        }
    }
}

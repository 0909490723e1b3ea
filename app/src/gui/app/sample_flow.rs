//! Cluster ▸ Load sample data… and Cluster ▸ Verify on the window's connection: the open
//! project, as it is when the work starts, loaded or verified on a thread
//! ([`crate::cluster::verify`], the code of `keyspace-studio load-sample` and `verify`), its
//! progress and cancel flag shared with the dialog or the Verify pane.

use super::*;
use crate::cluster::Cluster;
use crate::cluster::prove::Progress;
use crate::cluster::verify::{Sample, Verification, load_sample, verify};
use crate::gui::actions::SampleRequest;
use crate::gui::dock::Pane;
use crate::gui::panels::verify_results::{PARAMETER_SETS, RUNS};
use crate::gui::tasks::{Kind, Outcome};

impl StudioApp {
    /// Loads the sample `request` names into the connected cluster (one load at a time).
    pub(super) fn load_sample(&mut self, request: &SampleRequest) {
        let Some(connection) = &self.shell.connection else { return };
        if self.shell.load_sample.running() {
            return;
        }
        let project = self.state.doc.project().clone();
        let sample = Sample::new(&project, &request.keyspaces, request.rows, request.seed);
        let job = self.shell.load_sample.started(&sample.keyspaces.values().cloned().collect::<Vec<_>>());
        let (options, repaint) = (connection.options.clone(), self.shell.repaint.clone());
        self.shell.tasks.start(Kind::LoadSample, false, self.shell.language, self.shell.repaint.clone(), move || {
            let cluster = match Cluster::connect_with(&options) {
                Ok(c) => c,
                Err(e) => return Outcome::SampleLoaded { result: Err(e.to_string()) },
            };
            // The rows the sample writes, for the rate shown while it loads.
            let model = model_core::derive(&project).model;
            let instance = model_core::proof::generate(
                &project,
                &model_core::proof::InstanceOptions { rows: sample.rows, seed: sample.seed },
            );
            job.sized(model_core::proof::batches(&project, &model, &instance).iter().map(|b| b.statements.len()).sum());
            let mut progress = |p: Progress| {
                job.run.progressed(p);
                if let Some(ctx) = &repaint {
                    ctx.request_repaint();
                }
            };
            let report = load_sample(&cluster, &project, &sample, &mut progress, &job.run.cancel);
            Outcome::SampleLoaded { result: Ok(report) }
        });
    }

    /// Verifies every query on the sample the Load sample dialog names (its rows, seed and
    /// keyspaces), the results in the Verify pane; a field that is wrong opens the dialog.
    pub(super) fn verify(&mut self) {
        let Some(connection) = &self.shell.connection else {
            self.shell.connect.open = true;
            return;
        };
        if self.views.verify.running() {
            return;
        }
        let request = match self.shell.load_sample.request(self.state.doc.project()) {
            Ok(r) => r,
            Err(e) => {
                self.shell.status = e;
                self.shell.load_sample.open = true;
                return;
            }
        };
        let project = self.state.doc.project().clone();
        let sample = Sample::new(&project, &request.keyspaces, request.rows, request.seed);
        let job = self.views.verify.started(&connection.address());
        self.views.dock.show(Pane::Verify);
        let (options, repaint) = (connection.options.clone(), self.shell.repaint.clone());
        self.shell.tasks.start(Kind::Verify, false, self.shell.language, self.shell.repaint.clone(), move || {
            let cluster = match Cluster::connect_with(&options) {
                Ok(c) => c,
                Err(e) => return Outcome::Verified { result: Err(e.to_string()) },
            };
            let mut progress = |p: Progress| {
                job.progressed(p);
                if let Some(ctx) = &repaint {
                    ctx.request_repaint();
                }
            };
            let v = verify(&cluster, &project, &sample, PARAMETER_SETS, RUNS, &mut progress, &job.cancel);
            Outcome::Verified { result: Ok(Box::new(v)) }
        });
    }

    /// A verification ended: in the pane, its verdict in the status bar.
    pub(super) fn verified(&mut self, result: Result<Box<Verification>, String>) {
        self.shell.status = self.views.verify.finished(result);
        self.views.dock.show(Pane::Verify);
    }
}

//! Cluster ▸ Apply to cluster…: the open project, as it is when Read the plan is pressed,
//! compared with a live cluster's schema on a thread ([`crate::cluster::apply::review`]);
//! then, once the user confirmed the statements shown, exactly that plan run on the same
//! cluster ([`crate::cluster::apply::apply`]), its progress shared with the dialog
//! ([`crate::gui::dialogs::apply`]). The window stays live meanwhile.

use super::*;
use crate::cluster::Cluster;
use crate::cluster::apply::{Review, apply, review};
use crate::cluster::prove::Progress;
use crate::gui::actions::ApplyRequest;
use crate::gui::tasks::{Kind, Outcome};

impl StudioApp {
    /// Reads the live schema and plans, in the background (one task at a time).
    pub(super) fn apply_review(&mut self, request: ApplyRequest) {
        if self.shell.apply.running() {
            return;
        }
        self.shell.apply.started(None);
        let project = self.state.doc.project().clone();
        self.shell.tasks.start(Kind::Apply, false, self.shell.language, self.shell.repaint.clone(), move || {
            let result = Cluster::connect_with(&request.connect)
                .map_err(|e| e.to_string())
                .and_then(|cluster| review(&cluster, &project, &request.options).map_err(|e| e.message))
                .map(Box::new);
            Outcome::ApplyReviewed { result }
        });
    }

    /// Runs the reviewed plan, in the background, each step's end told to the dialog.
    pub(super) fn apply_run(&mut self, request: ApplyRequest, reviewed: Review) {
        if self.shell.apply.running() {
            return;
        }
        let run = self.shell.apply.started(Some(reviewed.steps.len()));
        let repaint = self.shell.repaint.clone();
        self.shell.tasks.start(Kind::Apply, false, self.shell.language, self.shell.repaint.clone(), move || {
            let cluster = match Cluster::connect_with(&request.connect) {
                Ok(c) => c,
                Err(e) => return Outcome::Applied { result: Err(e.to_string()) },
            };
            let total = reviewed.steps.len();
            let applied = apply(&cluster, &reviewed, &mut |i, _, _| {
                run.progressed(Progress { step: "apply", done: i + 1, total });
                if let Some(ctx) = &repaint {
                    ctx.request_repaint();
                }
            });
            Outcome::Applied { result: Ok(applied) }
        });
    }
}

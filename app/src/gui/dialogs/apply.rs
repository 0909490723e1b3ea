//! Cluster ▸ Apply to cluster…: the open project applied to a live cluster after review
//! ([`crate::cluster::apply`], as `keyspace-studio apply` does).
//!
//! The dialog asks where the cluster is (or uses the window's connection), the live
//! keyspaces, the replicas per data centre, a user and password (kept in memory for the
//! window's session, never saved or shown) and whether drops may run. The plan scrolls inside
//! a dialog that fits the window, its buttons always in sight ([`super::fitted_window`]). Read the plan records an [`Action::ApplyReview`]; the plan arrives
//! from a task (`app/apply_flow.rs`) and is shown statement by statement: its phase, what it
//! does, its exact CQL; then what never runs here and why. Apply is enabled only once the
//! confirmation is ticked, and records an [`Action::ApplyRun`] of exactly the plan shown; each
//! statement's result appears beside it as the run ends.
//!
//! [`Action::ApplyReview`]: crate::gui::actions::Action::ApplyReview
//! [`Action::ApplyRun`]: crate::gui::actions::Action::ApplyRun

use super::cluster_fields::{ClusterFields, field_row};
use crate::cluster::apply::{Applied, Options, Review, keyspace_mapping, model_keyspaces};
use crate::cluster::prove::Progress;
use crate::gui::actions::{Actions, ApplyRequest};
use crate::gui::connection::Connection;

use egui::{Color32, RichText};
use std::sync::{Arc, Mutex};

/// The colour of a statement that ran.
const RAN: Color32 = Color32::from_rgb(46, 139, 87);
/// The colour of a refusal.
const REFUSED: Color32 = Color32::from_rgb(200, 50, 50);

/// A task under way, shared with its thread: how far a run got (`None`: reading the plan).
#[derive(Debug, Default)]
pub struct Job {
    progress: Mutex<Option<Progress>>,
    total: Option<usize>,
}

impl Job {
    /// The run got this far.
    pub fn progressed(&self, progress: Progress) {
        if let Ok(mut p) = self.progress.lock() {
            *p = Some(progress);
        }
    }

    fn done(&self) -> usize {
        self.progress.lock().ok().and_then(|p| p.as_ref().map(|p| p.done)).unwrap_or(0)
    }
}

/// The dialog's state for the window's session.
#[derive(Default)]
pub struct ApplyDialog {
    /// Shown.
    pub open: bool,
    fields: ClusterFields,
    keyspaces: String,
    replication: String,
    allow_drop: bool,
    input_error: Option<String>,
    job: Option<Arc<Job>>,
    request: Option<ApplyRequest>,
    review: Option<Box<Review>>,
    confirmed: bool,
    applied: Option<Applied>,
    failed: Option<String>,
}

impl std::fmt::Debug for ApplyDialog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The password is never printed.
        f.debug_struct("ApplyDialog").field("open", &self.open).field("fields", &self.fields).finish_non_exhaustive()
    }
}

impl ApplyDialog {
    /// `true` while a task is under way.
    pub fn running(&self) -> bool {
        self.job.is_some()
    }

    /// A task starts: reading the plan (`steps` `None`), or running `steps` statements.
    pub fn started(&mut self, steps: Option<usize>) -> Arc<Job> {
        let job = Arc::new(Job { progress: Mutex::new(None), total: steps });
        self.job = Some(job.clone());
        self.failed = None;
        if steps.is_none() {
            self.review = None;
            self.applied = None;
            self.confirmed = false;
        }
        job
    }

    /// The plan arrived, or why it could not be read.
    pub fn reviewed(&mut self, result: Result<Box<Review>, String>) {
        self.job = None;
        match result {
            Ok(r) => self.review = Some(r),
            Err(e) => self.failed = Some(e),
        }
    }

    /// The run ended, or the cluster could not be reached.
    pub fn applied(&mut self, result: Result<Applied, String>) {
        self.job = None;
        match result {
            Ok(a) => self.applied = Some(a),
            Err(e) => self.failed = Some(e),
        }
    }

    /// The task's thread died.
    pub fn lost(&mut self) {
        self.job = None;
        self.failed = Some(tr!("gui-apply-lost"));
    }

    /// Draws the dialog when it is open; `project` (the open one) names the keyspaces the
    /// live keyspaces field maps; `connection`, when there is one, is the cluster.
    pub fn ui(
        &mut self,
        ctx: &egui::Context,
        project: &model_core::Project,
        connection: Option<&Connection>,
        actions: &mut Actions,
    ) {
        if !self.open {
            return;
        }
        let mut open = true;
        super::fitted_window(ctx, &tr!("gui-apply-title"), "apply-to-a-cluster", 820.0).open(&mut open).show(
            ctx,
            |ui| {
                self.form_ui(ui, project, connection, actions);
                self.plan_ui(ui, actions);
            },
        );
        self.open = open;
    }

    fn form_ui(
        &mut self,
        ui: &mut egui::Ui,
        project: &model_core::Project,
        connection: Option<&Connection>,
        actions: &mut Actions,
    ) {
        let busy = self.running();
        ui.label(RichText::new(tr!("gui-apply-intro")).weak());
        ui.add_space(4.0);
        egui::Grid::new("apply-form").num_columns(2).spacing([12.0, 6.0]).show(ui, |ui| {
            self.fields.ui(ui, !busy, connection);
            field_row(
                ui,
                !busy,
                &tr!("gui-apply-keyspaces"),
                Some(&tr!("gui-tip-apply-keyspaces")),
                &mut self.keyspaces,
                false,
            );
            field_row(
                ui,
                !busy,
                &tr!("gui-apply-replication"),
                Some(&tr!("gui-tip-apply-replication")),
                &mut self.replication,
                false,
            );
        });
        ui.add_enabled(!busy, egui::Checkbox::new(&mut self.allow_drop, tr!("gui-apply-allow-drop")));
        if ui.add_enabled(!busy, egui::Button::new(tr!("gui-apply-review"))).clicked() {
            match self.request(project, connection) {
                Ok(r) => {
                    self.input_error = None;
                    self.request = Some(r.clone());
                    actions.apply_review(r);
                }
                Err(e) => self.input_error = Some(e),
            }
        }
        if let Some(e) = &self.input_error {
            ui.colored_label(REFUSED, e);
        }
    }

    /// The live keyspaces field as typed.
    pub fn mapping(&self) -> &str {
        &self.keyspaces
    }

    /// Fills the live keyspaces field with `mapping` (what Load sample data was given) when it
    /// is empty.
    pub fn offer_mapping(&mut self, mapping: &str) {
        if self.keyspaces.trim().is_empty() {
            mapping.clone_into(&mut self.keyspaces);
        }
    }

    /// The live keyspace of each model keyspace, as the field names them (the model's own
    /// names when it is empty or wrong).
    pub fn keyspaces(&self, project: &model_core::Project) -> std::collections::BTreeMap<String, String> {
        let model = model_keyspaces(project, &model_core::derive(project).model);
        let items: Vec<String> = self.keyspaces.split(',').map(str::to_owned).collect();
        keyspace_mapping(&items, &model).unwrap_or_default()
    }

    /// The request the fields say, or what is wrong with them.
    fn request(&self, project: &model_core::Project, connection: Option<&Connection>) -> Result<ApplyRequest, String> {
        let connect = self.fields.options(connection)?;
        let model = model_keyspaces(project, &model_core::derive(project).model);
        let items: Vec<String> = self.keyspaces.split(',').map(str::to_owned).collect();
        let keyspaces = keyspace_mapping(&items, &model)
            .map_err(|e| tr!("gui-apply-bad-keyspaces", typed = self.keyspaces.trim(), reason = &e))?;
        let replication_factor = match self.replication.trim() {
            "" => None,
            typed => Some(
                typed
                    .parse::<u32>()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or_else(|| tr!("gui-apply-bad-replication", typed = typed))?,
            ),
        };
        Ok(ApplyRequest { connect, options: Options { keyspaces, replication_factor, allow_drop: self.allow_drop } })
    }

    /// The cluster the plan is read from, in words.
    fn reading_from(&self) -> String {
        self.request.as_ref().map_or_else(|| self.fields.address.trim().to_owned(), |r| r.connect.first().to_string())
    }

    fn plan_ui(&mut self, ui: &mut egui::Ui, actions: &mut Actions) {
        if let Some(job) = &self.job {
            ui.separator();
            match job.total {
                None => {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.label(tr!("gui-apply-reading", address = &self.reading_from()));
                    });
                }
                Some(total) => {
                    let done = job.done();
                    let fraction = if total == 0 { 1.0 } else { done as f32 / total as f32 };
                    ui.add(egui::ProgressBar::new(fraction).text(tr!(
                        "gui-apply-applying",
                        done = done,
                        total = total
                    )));
                }
            }
        }
        if let Some(e) = &self.failed {
            ui.separator();
            ui.colored_label(REFUSED, format!("{}: {e}", tr!("gui-apply-cannot")));
        }
        let Some(review) = self.review.as_deref() else { return };
        ui.separator();
        if review.steps.is_empty() && review.held.is_empty() {
            ui.label(tr!("gui-apply-nothing"));
            return;
        }
        ui.label(RichText::new(tr!("gui-apply-will-run", count = review.steps.len())).strong());
        // The confirmation, Apply and the run's verdict stay below the plan, in sight.
        let below = 3.0 * ui.spacing().interact_size.y + 4.0 * ui.spacing().item_spacing.y;
        egui::ScrollArea::vertical().max_height(super::scroll_room(ui, below)).auto_shrink([false, true]).show(
            ui,
            |ui| {
                for (i, step) in review.steps.iter().enumerate() {
                    ui.horizontal(|ui| {
                        ui.label(
                            RichText::new(format!(
                                "{}. [{}] {}",
                                i + 1,
                                step.phase,
                                step.why.get(crate::gui::i18n::language())
                            ))
                            .strong(),
                        );
                        if let Some(a) = &self.applied {
                            result_ui(ui, a, i);
                        }
                    });
                    ui.label(RichText::new(&step.cql).monospace());
                }
                if !review.held.is_empty() {
                    ui.add_space(6.0);
                    ui.label(RichText::new(tr!("gui-apply-held")).strong());
                    for h in &review.held {
                        ui.label(format!("– {} ({})", h.why.get(crate::gui::i18n::language()), h.reason));
                        ui.label(RichText::new(&h.cql).monospace().weak());
                    }
                }
            },
        );
        ui.separator();
        match &self.applied {
            Some(a) => match &a.refused {
                None => {
                    ui.colored_label(RAN, tr!("gui-apply-done", count = a.ran.len(), cluster = &review.cluster));
                }
                Some((i, _)) => {
                    ui.colored_label(REFUSED, tr!("gui-apply-stopped", index = &(i + 1).to_string()));
                }
            },
            None if !review.steps.is_empty() => {
                let busy = self.running();
                ui.add_enabled(
                    !busy,
                    egui::Checkbox::new(&mut self.confirmed, tr!("gui-apply-confirm", cluster = &review.cluster)),
                );
                if ui.add_enabled(self.confirmed && !busy, egui::Button::new(tr!("gui-apply-run"))).clicked() {
                    if let Some(request) = self.request.clone() {
                        actions.apply_run(request, review.clone());
                    }
                }
            }
            None => {}
        }
    }
}

/// The result of statement `i` of a run.
fn result_ui(ui: &mut egui::Ui, applied: &Applied, i: usize) {
    if applied.ran.contains(&i) {
        ui.colored_label(RAN, tr!("gui-apply-ran"));
    } else if let Some((at, message)) = applied.refused.as_ref().filter(|(at, _)| *at == i) {
        ui.colored_label(REFUSED, format!("{}: {message}", tr!("gui-apply-refused")))
            .on_hover_text(format!("{}", at + 1));
    } else {
        ui.label(RichText::new(tr!("gui-apply-not-run")).weak());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cluster::apply::{Held, Step};
    use crate::gui::actions::Action;
    use egui_kittest::kittest::Queryable;
    use model_core::text::Text;

    fn review() -> Review {
        Review {
            cluster: "db:9042".into(),
            keyspaces: [("hotel".to_owned(), "hotel".to_owned())].into_iter().collect(),
            existing: vec!["hotel".into()],
            diff: model_core::diff::Diff::default(),
            plan: model_core::diff::Plan::default(),
            steps: vec![
                Step {
                    cql: "ALTER TABLE hotel.hotels ADD note text;".into(),
                    why: Text::verbatim("hotel.hotels: column note added"),
                    phase: "columns",
                },
                Step {
                    cql: "CREATE INDEX ON hotel.hotels (note);".into(),
                    why: Text::verbatim("hotel.hotels: index added"),
                    phase: "indexes",
                },
            ],
            held: vec![Held {
                cql: "DROP TABLE hotel.pois;".into(),
                why: Text::verbatim("hotel.pois: table pois removed"),
                reason: "a drop: run with --allow-drop".into(),
            }],
            script: String::new(),
        }
    }

    fn sample() -> model_core::Project {
        model_core::Project::load(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../sample-projects/hotel.json"),
        )
        .expect("hotel")
    }

    #[test]
    fn the_plan_is_shown_with_its_cql_and_runs_only_once_confirmed() {
        let project = sample();
        let dialog = ApplyDialog { open: true, ..ApplyDialog::default() };
        let mut h = super::super::recording(dialog, move |d, ctx, actions| d.ui(ctx, &project, None, actions));
        h.run();
        h.get_by_label("Read the plan").click();
        h.run();
        let Some(Action::ApplyReview(request)) = h.state().1.first().cloned() else {
            panic!("a review asked for: {:?}", h.state().1)
        };
        assert_eq!(request.connect.hosts[0].to_string(), "127.0.0.1:9042");
        assert!(request.connect.credentials.is_none() && !request.options.allow_drop);
        h.state_mut().1.clear();
        let job = h.state_mut().0.started(None);
        drop(job);
        // The spinner keeps asking for frames: a few steps, not a run to rest.
        h.run_steps(2);
        h.get_by_label("Reading the live schema of 127.0.0.1:9042…");
        h.state_mut().0.reviewed(Ok(Box::new(review())));
        h.run();
        h.get_by_label("2 statement(s) will run, in this order, each awaiting schema agreement:");
        h.get_by_label("ALTER TABLE hotel.hotels ADD note text;");
        h.get_by_label("1. [columns] hotel.hotels: column note added");
        h.get_by_label("– hotel.pois: table pois removed (a drop: run with --allow-drop)");
        h.get_by_label("DROP TABLE hotel.pois;");
        // Apply does nothing until the statements are confirmed.
        h.get_by_label("Apply").click();
        h.run();
        assert!(h.state().1.is_empty(), "nothing runs unconfirmed");
        h.get_by_label("I have read these statements and want them run on db:9042").click();
        h.run();
        h.get_by_label("Apply").click();
        h.run();
        assert!(matches!(h.state().1.first(), Some(Action::ApplyRun(_, r)) if r.steps.len() == 2), "{:?}", h.state().1);
        h.state_mut().0.applied(Ok(Applied {
            ran: vec![0],
            refused: Some((1, "Invalid index".into())),
            warnings: Vec::new(),
        }));
        h.run();
        h.get_by_label("✔ ran");
        h.get_by_label("✖ refused: Invalid index");
        h.get_by_label("Stopped at statement 2: the server refused it, and nothing after it ran. Read the plan again to continue from there.");
    }

    #[test]
    fn bad_fields_are_said_and_the_password_is_never_printed() {
        let project = sample();
        let dialog = ApplyDialog {
            open: true,
            keyspaces: "ks_live_x".into(),
            fields: ClusterFields { user: "app".into(), password: "s3cret".into(), ..ClusterFields::default() },
            ..ApplyDialog::default()
        };
        assert!(!format!("{dialog:?}").contains("s3cret"));
        let mut h = super::super::recording(dialog, move |d, ctx, actions| d.ui(ctx, &project, None, actions));
        h.run();
        h.get_by_label("Read the plan").click();
        h.run();
        assert!(h.state().1.is_empty());
        h.get_by_label(
            "“ks_live_x” does not name the live keyspaces: ks_live_x: the model has 2 keyspaces (hotel, reservation): write MODEL=LIVE for each",
        );
        h.state_mut().0.keyspaces = "hotel=ks_live_h, reservation=ks_live_r".into();
        h.get_by_label("Read the plan").click();
        h.run();
        let Some(Action::ApplyReview(request)) = h.state().1.first().cloned() else {
            panic!("asked: {:?}", h.state().1)
        };
        assert_eq!(request.options.keyspaces.get("reservation").map(String::as_str), Some("ks_live_r"));
        assert!(!format!("{request:?}").contains("s3cret"), "a request prints no password");
        assert_eq!(request.connect.credentials.map(|c| c.username), Some("app".to_owned()));
    }
}

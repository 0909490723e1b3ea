//! Cluster ▸ Load sample data…: the generated sample (the proof's instance: the same rows and
//! seed give the same data) written through the model's writes into the live keyspaces of the
//! window's connection ([`crate::cluster::verify::load_sample`], as `keyspace-studio
//! load-sample` does). The dialog asks the rows, the seed and the keyspace mapping as Apply
//! takes it; Load records a [`ClusterAction::LoadSample`] and the app loads on a task
//! (`app/sample_flow.rs`) sharing a [`Loading`] with the dialog: a progress bar with the rate
//! and Cancel. Then the result: rows written, the rate, any refusal. Cluster ▸ Verify reads
//! the same sample ([`LoadSampleDialog::request`]).

use super::cluster_fields::field_row;
use crate::cluster::apply::{keyspace_mapping, model_keyspaces};
use crate::cluster::verify::LoadReport;
use crate::gui::actions::{Actions, ClusterAction, SampleRequest};
use crate::gui::connection::Connection;

use crate::gui::tasks::Run;
use crate::gui::ui_command::UiCommand;
use egui::{Color32, RichText};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

/// The colour of a load that wrote everything.
const DONE: Color32 = Color32::from_rgb(46, 139, 87);
/// The colour of a refusal.
const REFUSED: Color32 = Color32::from_rgb(200, 50, 50);

/// A load under way, shared by the dialog and its thread.
#[derive(Debug)]
pub struct Loading {
    /// Where it is (batches) and its cancel flag (it stops between batches; what was written
    /// stays).
    pub run: Run,
    /// The rows the sample writes in all (known once it is generated).
    rows: AtomicUsize,
    started: Instant,
}

impl Loading {
    /// The sample writes `rows` rows in all.
    pub fn sized(&self, rows: usize) {
        self.rows.store(rows, Ordering::Relaxed);
    }

    /// `(batches done, batches, rows per second so far)`, once the first batch is told.
    fn state(&self) -> Option<(usize, usize, f64)> {
        let p = self.run.progress()?;
        let rows = self.rows.load(Ordering::Relaxed) as f64;
        let share = if p.total == 0 { 1.0 } else { p.done as f64 / p.total as f64 };
        let secs = self.started.elapsed().as_secs_f64().max(1e-3);
        Some((p.done, p.total, rows * share / secs))
    }
}

/// How the last load ended.
#[derive(Debug)]
enum Finished {
    Report(LoadReport),
    Cannot(String),
    Lost,
}

/// The dialog's state for the window's session.
#[derive(Debug)]
pub struct LoadSampleDialog {
    /// Shown.
    pub open: bool,
    rows: String,
    seed: String,
    keyspaces: String,
    input_error: Option<String>,
    job: Option<Arc<Loading>>,
    target: String,
    finished: Option<Finished>,
}

impl Default for LoadSampleDialog {
    fn default() -> Self {
        Self {
            open: false,
            rows: String::new(),
            seed: "1".to_owned(),
            keyspaces: String::new(),
            input_error: None,
            job: None,
            target: String::new(),
            finished: None,
        }
    }
}

impl LoadSampleDialog {
    /// `true` while a load runs.
    pub fn running(&self) -> bool {
        self.job.is_some()
    }

    /// The live keyspaces field as typed.
    pub fn mapping(&self) -> &str {
        &self.keyspaces
    }

    /// Fills the live keyspaces field with `mapping` (what Apply was given) when it is empty:
    /// the data goes where the schema went, without typing the names again.
    pub fn offer_mapping(&mut self, mapping: &str) {
        if self.keyspaces.trim().is_empty() {
            mapping.clone_into(&mut self.keyspaces);
        }
    }

    /// A load into `keyspaces` (their live names, for the result) starts: the state it shares
    /// with its thread.
    pub fn started(&mut self, keyspaces: &[String]) -> Arc<Loading> {
        let job = Arc::new(Loading { run: Run::default(), rows: AtomicUsize::new(0), started: Instant::now() });
        self.job = Some(job.clone());
        self.target = keyspaces.join(", ");
        self.finished = None;
        job
    }

    /// Stops the load under way, if any.
    pub fn cancel(&self) {
        if let Some(job) = &self.job {
            job.run.cancel.store(true, Ordering::Relaxed);
        }
    }

    /// The load ended, or the cluster could not be reached.
    pub fn finished(&mut self, result: Result<LoadReport, String>) {
        self.job = None;
        self.finished = Some(match result {
            Ok(r) => Finished::Report(r),
            Err(e) => Finished::Cannot(e),
        });
    }

    /// The load's thread died.
    pub fn lost(&mut self) {
        self.job = None;
        self.finished = Some(Finished::Lost);
    }

    /// The sample the fields name for `project` (Load's, and Verify's), or what is wrong.
    pub fn request(&self, project: &model_core::Project) -> Result<SampleRequest, String> {
        let rows = match self.rows.trim() {
            "" => None,
            typed => Some(
                typed.parse::<u32>().ok().filter(|&n| n > 0).ok_or_else(|| tr!("gui-prove-bad-rows", typed = typed))?,
            ),
        };
        let seed = self.seed.trim().parse::<u64>().map_err(|_| tr!("gui-prove-bad-seed", typed = self.seed.trim()))?;
        let model = model_keyspaces(project, &model_core::derive(project).model);
        let items: Vec<String> = self.keyspaces.split(',').map(str::to_owned).collect();
        let keyspaces = keyspace_mapping(&items, &model)
            .map_err(|e| tr!("gui-apply-bad-keyspaces", typed = self.keyspaces.trim(), reason = &e))?;
        Ok(SampleRequest { keyspaces, rows, seed })
    }

    /// Draws the dialog when it is open: the sample of `project`, on `connection`.
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
        super::fitted_window(ctx, &tr!("gui-load-title"), "load-sample-data", 620.0).open(&mut open).show(ctx, |ui| {
            ui.label(RichText::new(tr!("gui-load-intro")).weak());
            ui.add_space(4.0);
            let Some(connection) = connection else {
                ui.label(tr!("gui-not-connected"));
                if UiCommand::Connect.toolbar_button(ui, true) {
                    actions.command(UiCommand::Connect);
                }
                return;
            };
            self.form_ui(ui, project, connection, actions);
            self.progress_ui(ui);
            self.finished_ui(ui);
        });
        if !open {
            self.open = false;
        }
    }

    fn form_ui(
        &mut self,
        ui: &mut egui::Ui,
        project: &model_core::Project,
        connection: &Connection,
        actions: &mut Actions,
    ) {
        let busy = self.running();
        egui::Grid::new("load-sample-form").num_columns(2).spacing([12.0, 6.0]).show(ui, |ui| {
            let l = ui.label(tr!("gui-prove-address"));
            ui.label(tr!("gui-cluster-connected", cluster = &connection.summary())).labelled_by(l.id);
            ui.end_row();
            field_row(ui, !busy, &tr!("gui-prove-rows"), Some(&tr!("gui-tip-prove-rows")), &mut self.rows, false);
            field_row(ui, !busy, &tr!("gui-prove-seed"), None, &mut self.seed, false);
            field_row(
                ui,
                !busy,
                &tr!("gui-apply-keyspaces"),
                Some(&tr!("gui-tip-apply-keyspaces")),
                &mut self.keyspaces,
                false,
            );
        });
        if ui.add_enabled(!busy, egui::Button::new(tr!("gui-load-run"))).clicked() {
            match self.request(project) {
                Ok(r) => {
                    self.input_error = None;
                    actions.cluster(ClusterAction::LoadSample(r));
                }
                Err(e) => self.input_error = Some(e),
            }
        }
        if let Some(e) = &self.input_error {
            ui.colored_label(REFUSED, e);
        }
    }

    fn progress_ui(&self, ui: &mut egui::Ui) {
        let Some(job) = &self.job else { return };
        ui.separator();
        ui.horizontal(|ui| {
            let width = (ui.available_width() - 120.0).max(160.0);
            match job.state() {
                None => {
                    ui.spinner();
                }
                Some((done, total, rate)) => {
                    let fraction = if total == 0 { 1.0 } else { (done as f32 / total as f32).min(1.0) };
                    let text = tr!("gui-load-progress", done = done, total = total, rate = &format!("{rate:.0}"));
                    ui.add(egui::ProgressBar::new(fraction).desired_width(width).text(text));
                }
            }
            if ui.add_enabled(!job.run.cancelled(), egui::Button::new(tr!("gui-prove-cancel"))).clicked() {
                job.run.cancel.store(true, Ordering::Relaxed);
            }
        });
    }

    fn finished_ui(&self, ui: &mut egui::Ui) {
        let Some(finished) = &self.finished else { return };
        ui.separator();
        let report = match finished {
            Finished::Cannot(e) => {
                ui.colored_label(REFUSED, format!("{}: {e}", tr!("gui-prove-cannot-connect")));
                return;
            }
            Finished::Lost => {
                ui.colored_label(REFUSED, tr!("gui-load-lost"));
                return;
            }
            Finished::Report(r) => r,
        };
        let figures = [
            report.rows_written.to_string(),
            self.target.clone(),
            format!("{:.2}", report.elapsed.as_secs_f64()),
            format!("{:.0}", report.rate()),
            report.statements.to_string(),
        ];
        let colour = if report.refused.is_empty() && !report.cancelled { DONE } else { ui.visuals().warn_fg_color };
        ui.colored_label(
            colour,
            tr!(
                "gui-load-done",
                rows = &figures[0],
                keyspaces = &figures[1],
                seconds = &figures[2],
                rate = &figures[3],
                statements = &figures[4]
            ),
        );
        if report.cancelled {
            ui.label(RichText::new(tr!("gui-load-cancelled")).color(ui.visuals().warn_fg_color));
        }
        if !report.refused.is_empty() {
            ui.label(RichText::new(tr!("gui-load-refused", count = report.refused.len())).strong());
            egui::ScrollArea::vertical().max_height(super::scroll_room(ui, 0.0)).auto_shrink([false, true]).show(
                ui,
                |ui| {
                    for r in &report.refused {
                        ui.colored_label(REFUSED, &r.message);
                        ui.label(RichText::new(&r.statement).monospace().weak());
                    }
                },
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cluster::Address;
    use crate::cluster::connect::{ConnectOptions, Server};
    use crate::cluster::prove::report::Refusal;
    use crate::gui::actions::Action;
    use egui_kittest::kittest::Queryable;
    use std::time::Duration;

    fn connection() -> Connection {
        let options = ConnectOptions::plain(&Address::parse("db:9042").expect("address"), Duration::from_secs(1));
        Connection {
            options,
            server: Server { product: "Apache Cassandra", version: "5.0.4".into() },
            datacenters: vec!["dc1".into()],
        }
    }

    fn sample() -> model_core::Project {
        model_core::Project::load(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../sample-projects/hotel.json"),
        )
        .expect("hotel")
    }

    #[test]
    fn load_asks_for_the_sample_shows_the_rate_and_the_result() {
        let project = sample();
        let dialog = LoadSampleDialog {
            open: true,
            rows: "40".into(),
            seed: "3".into(),
            keyspaces: "hotel=h1".into(),
            ..LoadSampleDialog::default()
        };
        let c = connection();
        let mut h = super::super::recording(dialog, move |d, ctx, actions| d.ui(ctx, &project, Some(&c), actions));
        h.run();
        h.get_by_label("db:9042 · dc1 · Apache Cassandra 5.0.4 (connected)");
        h.get_by_label("Load").click();
        h.run();
        let Some(Action::Cluster(ClusterAction::LoadSample(r))) = h.state().1.first().cloned() else {
            panic!("asked: {:?}", h.state().1)
        };
        assert_eq!((r.rows, r.seed, r.keyspaces.get("hotel").map(String::as_str)), (Some(40), 3, Some("h1")));
        let job = h.state_mut().0.started(&["h1".into(), "reservation".into()]);
        job.sized(1000);
        job.run.progressed(crate::cluster::prove::Progress { step: "loading", done: 5, total: 10 });
        h.run();
        let bar = h.query_all_by_role(egui::accesskit::Role::ProgressIndicator).count();
        assert_eq!(bar, 1, "a progress bar");
        h.get_by_label("Cancel").click();
        h.run();
        assert!(job.run.cancelled(), "Cancel asks the load to stop");
        let report = LoadReport {
            rows_written: 1000,
            bytes_written: 64_000,
            statements: 1002,
            refused: vec![Refusal {
                file: "writes.cql".into(),
                line: 3,
                statement: "INSERT INTO x".into(),
                message: "Invalid".into(),
            }],
            elapsed: Duration::from_secs(2),
            cancelled: false,
        };
        h.state_mut().0.finished(Ok(report));
        h.run();
        h.get_by_label("1000 rows written into h1, reservation in 2.00 s (500 rows/s); 1002 statements sent.");
        h.get_by_label("Refused by the server (1):");
        h.get_by_label("Invalid");
    }

    #[test]
    fn without_a_connection_the_dialog_offers_connect_and_bad_fields_are_said() {
        let project = sample();
        let dialog = LoadSampleDialog { open: true, ..LoadSampleDialog::default() };
        let mut h = super::super::recording(dialog, move |d, ctx, actions| d.ui(ctx, &project, None, actions));
        h.run();
        h.get_by_label("Not connected to a cluster.");
        h.get_by_label("Connect…").click();
        h.run();
        assert_eq!(h.state().1, vec![Action::Command(UiCommand::Connect)]);
        let bad = LoadSampleDialog { seed: "x".into(), ..LoadSampleDialog::default() };
        assert_eq!(bad.request(&sample()).err().as_deref(), Some("“x” is not a seed: type a whole number"));
    }
}

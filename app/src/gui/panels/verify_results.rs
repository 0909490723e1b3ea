//! The Verify pane: what Cluster ▸ Verify found on the connected cluster
//! ([`crate::cluster::verify::verify`], as `keyspace-studio verify` reports it), beside the
//! workflow. One row per query: the rows its timed parameter set returned, p50 and p99
//! latency, its table's rows per partition measured against the tool's estimate, and whether
//! it returns exactly its rows (or why not: a refusal, a difference). Clicking a query's row
//! opens (selects) the query, as the outline does; the p99 heading sorts the slowest first.
//! While a run is under way: its progress and Cancel, shared with the task
//! (`app/sample_flow.rs`) through a [`Run`].

use crate::cluster::prove::report::PartitionMeasure;
use crate::cluster::verify::{QueryCheck, Verification};
use crate::gui::actions::Tab;
use crate::gui::context::ViewContext;

use crate::gui::selection::Selected;
use crate::gui::tasks::Run;
use egui::{Color32, RichText};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

/// Executions timed per query (as `verify --runs`' default).
pub const RUNS: usize = 100;
/// Parameter sets compared per query (as `verify --parameter-sets`' default).
pub const PARAMETER_SETS: usize = 8;

/// The colour of a query that holds.
const HOLDS: Color32 = Color32::from_rgb(46, 139, 87);
/// The colour of one that does not.
const DIFFERS: Color32 = Color32::from_rgb(200, 50, 50);

/// How the last run ended.
#[derive(Debug)]
enum Finished {
    Done(Box<Verification>),
    Cannot(String),
    Lost,
}

/// The pane's state for the window's session.
#[derive(Debug, Default)]
pub struct VerifyResults {
    job: Option<Arc<Run>>,
    /// `host:port` of the run under way.
    cluster: String,
    finished: Option<Finished>,
    /// Slowest p99 first (else the workflow's order).
    by_p99: bool,
}

impl VerifyResults {
    /// `true` while a run is under way.
    pub fn running(&self) -> bool {
        self.job.is_some()
    }

    /// A run on `cluster` (`host:port`) starts: the state it shares with its thread.
    pub fn started(&mut self, cluster: &str) -> Arc<Run> {
        let job = Arc::new(Run::default());
        cluster.clone_into(&mut self.cluster);
        self.job = Some(job.clone());
        job
    }

    /// Stops the run under way, if any.
    pub fn cancel(&self) {
        if let Some(job) = &self.job {
            job.cancel.store(true, Ordering::Relaxed);
        }
    }

    /// The run ended (or the cluster could not be reached): the verdict in words, for the
    /// status bar.
    pub fn finished(&mut self, result: Result<Box<Verification>, String>) -> String {
        self.job = None;
        let (verdict, finished) = match result {
            Ok(v) => ((if v.holds() { tr!("gui-verify-holds") } else { tr!("gui-verify-differs") }), Finished::Done(v)),
            Err(e) => (format!("{}: {e}", tr!("gui-verify-cannot")), Finished::Cannot(e)),
        };
        self.finished = Some(finished);
        verdict
    }

    /// The run's thread died.
    pub fn lost(&mut self) {
        self.job = None;
        self.finished = Some(Finished::Lost);
    }

    /// The pane: the run under way, or the last one's results.
    pub fn ui(&mut self, ui: &mut egui::Ui, cx: &mut ViewContext<'_>) {
        if let Some(job) = &self.job {
            let (text, fraction) = match job.progress() {
                None => (tr!("gui-prove-connecting", address = &self.cluster), 0.0),
                Some(p) => {
                    let f = if p.total == 0 { 1.0 } else { (p.done as f32 / p.total as f32).min(1.0) };
                    (tr!("gui-verify-progress", done = p.done, total = p.total), f)
                }
            };
            ui.horizontal(|ui| {
                ui.add(
                    egui::ProgressBar::new(fraction).desired_width((ui.available_width() - 90.0).max(80.0)).text(text),
                );
                let cancelling = job.cancel.load(Ordering::Relaxed);
                if ui.add_enabled(!cancelling, egui::Button::new(tr!("gui-prove-cancel"))).clicked() {
                    job.cancel.store(true, Ordering::Relaxed);
                }
            });
        }
        match &self.finished {
            None if self.job.is_none() => {
                ui.label(RichText::new(tr!("gui-verify-empty")).weak());
            }
            None => {}
            Some(Finished::Cannot(e)) => {
                ui.colored_label(DIFFERS, format!("{}: {e}", tr!("gui-verify-cannot")));
            }
            Some(Finished::Lost) => {
                ui.colored_label(DIFFERS, tr!("gui-verify-lost"));
            }
            Some(Finished::Done(v)) => results_ui(ui, cx, v, &mut self.by_p99),
        }
    }
}

/// The verdict, the caption and the table.
fn results_ui(ui: &mut egui::Ui, cx: &mut ViewContext<'_>, v: &Verification, by_p99: &mut bool) {
    let (verdict, colour) =
        if v.holds() { (tr!("gui-verify-holds"), HOLDS) } else { (tr!("gui-verify-differs"), DIFFERS) };
    ui.label(RichText::new(verdict).strong().color(colour));
    if v.cancelled {
        ui.label(RichText::new(tr!("gui-verify-cancelled")).color(ui.visuals().warn_fg_color));
    }
    ui.label(RichText::new(tr!("gui-verify-caption", cluster = &v.cluster, runs = RUNS)).weak());
    let mut order: Vec<&QueryCheck> = v.queries.iter().collect();
    if *by_p99 {
        order.sort_by_key(|q| std::cmp::Reverse(q.p99.unwrap_or_default()));
    }
    egui::ScrollArea::both().auto_shrink([false, false]).show(ui, |ui| {
        egui::Grid::new("verify-results").striped(true).num_columns(6).spacing([10.0, 4.0]).show(ui, |ui| {
            ui.label(RichText::new(tr!("gui-verify-col-query")).strong());
            ui.label(RichText::new(tr!("gui-verify-col-rows")).strong());
            ui.label(RichText::new(tr!("gui-verify-col-p50")).strong());
            let sort = if *by_p99 { format!("{} ▼", tr!("gui-verify-col-p99")) } else { tr!("gui-verify-col-p99") };
            if ui
                .selectable_label(*by_p99, RichText::new(sort).strong())
                .on_hover_text(tr!("gui-tip-verify-sort"))
                .clicked()
            {
                *by_p99 = !*by_p99;
            }
            ui.label(RichText::new(tr!("gui-verify-col-partition")).strong());
            ui.label(RichText::new(tr!("gui-verify-col-result")).strong());
            ui.end_row();
            for q in order {
                row_ui(ui, cx, q, &v.partitions);
            }
        });
    });
}

/// A latency in milliseconds, `–` when none was timed.
fn ms(d: Option<Duration>) -> String {
    d.map_or_else(|| "–".to_owned(), |d| format!("{:.2} ms", d.as_secs_f64() * 1000.0))
}

/// What a query's check says, and its colour.
fn result_words(q: &QueryCheck) -> (String, Color32) {
    match (q.compared, q.proof.holds, q.rows_returned) {
        (_, _, 0) => (tr!("gui-verify-result-no-rows"), DIFFERS),
        (false, true, _) => (tr!("gui-verify-result-returns-rows"), HOLDS),
        (true, true, _) => (tr!("gui-verify-result-holds"), HOLDS),
        (_, false, _) => (tr!("gui-verify-result-differs"), DIFFERS),
    }
}

/// One query's row: clicking its name opens the query.
fn row_ui(ui: &mut egui::Ui, cx: &mut ViewContext<'_>, q: &QueryCheck, partitions: &[PartitionMeasure]) {
    let query = cx.project.queries.iter().find(|x| x.id.as_str() == q.proof.query);
    let selected = query.is_some_and(|x| cx.selection.contains(&Selected::Query(x.id.clone())));
    let (result, colour) = result_words(q);
    let label =
        ui.selectable_label(selected, &q.proof.query).on_hover_text(query.map_or("", |x| x.description.as_str()));
    let a11y = tr!("gui-verify-a11y-row", query = &q.proof.query, result = &result, p99 = &ms(q.p99));
    label.widget_info(|| egui::WidgetInfo::selected(egui::WidgetType::SelectableLabel, true, selected, &a11y));
    if label.clicked()
        && let Some(x) = query
    {
        cx.selection.set(Selected::Query(x.id.clone()));
        if cx.tab == Tab::Conceptual {
            cx.actions.show_tab(Tab::Workflow);
        }
    }
    ui.label(q.rows_returned.to_string());
    ui.label(ms(q.p50));
    ui.label(ms(q.p99));
    let measured = q.proof.table.as_deref().and_then(|t| partitions.iter().find(|p| p.table == t));
    ui.label(measured.map_or_else(
        || "–".to_owned(),
        |p| match (p.estimated_rows, p.ratio()) {
            (Some(e), Some(r)) => format!("{:.1} / {e:.1} (×{r:.2})", p.mean_rows),
            _ => format!("{:.1} / –", p.mean_rows),
        },
    ));
    let shown = ui.colored_label(colour, &result);
    let why: Vec<String> = q
        .proof
        .reason
        .iter()
        .cloned()
        .chain(q.proof.differences.iter().map(|d| {
            tr!(
                "gui-prove-difference",
                parameters = &d.parameters.join(", "),
                missing = d.missing.len(),
                extra = d.extra.len()
            )
        }))
        .collect();
    if !why.is_empty() {
        shown.on_hover_text(why.join("\n"));
    }
    ui.end_row();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cluster::prove::report::QueryProof;

    fn check(query: &str, p99: u64, holds: bool) -> QueryCheck {
        QueryCheck {
            proof: QueryProof {
                query: query.into(),
                table: Some("hotel.hotels_by_poi".into()),
                holds,
                parameter_sets: 1,
                ..QueryProof::default()
            },
            runs: RUNS,
            p50: Some(Duration::from_micros(p99 / 2)),
            p99: Some(Duration::from_micros(p99)),
            overhead: Some(Duration::from_micros(1)),
            rows_returned: 2,
            compared: true,
        }
    }

    #[test]
    fn the_words_of_a_check_say_what_it_found() {
        assert_eq!(result_words(&check("Q1", 1, true)).0, "✔ holds");
        assert_eq!(result_words(&check("Q1", 1, false)).0, "✖ differs");
        assert_eq!(result_words(&QueryCheck { rows_returned: 0, ..check("Q1", 1, true) }).0, "✖ no rows");
        assert_eq!(ms(Some(Duration::from_micros(1250))), "1.25 ms");
        let mut r = VerifyResults::default();
        let v = Verification {
            cluster: "db:9042".into(),
            queries: vec![check("Q1", 900, true)],
            ..Verification::default()
        };
        assert_eq!(r.finished(Ok(Box::new(v))), "✔ Every query returns exactly its rows");
        assert_eq!(r.finished(Err("refused".into())), "Cannot verify: refused");
    }
}

//! Cluster ▸ Prove on a cluster…: the open project's CQL run on a live Cassandra in scratch
//! keyspaces and every query's rows checked against what the query means
//! ([`crate::cluster::prove`], as `keyspace-studio prove` does).
//!
//! The dialog asks where the cluster is (remembered for the session; the window's connection
//! when there is one), the rows and the seed;
//! Prove records a [`ProveRequest`] and the app runs it on a task (`app/prove_flow.rs`) that
//! shares a [`Run`] with the dialog: where the run is, shown as a progress bar, and its
//! cancel flag (Cancel, or closing the dialog; the run drops its scratch keyspaces itself).
//! Then the report: the verdict and the counts, and by section the queries, the refused
//! statements and the server's warnings, the round trip and the partitions measured. The
//! tables lay out only the rows near their scroll view ([`super::report_table`]).

use super::cluster_fields::ClusterFields;
use crate::cluster::prove::report::{Difference, QueryProof, Report};
use crate::gui::actions::{Actions, ProveRequest};
use crate::gui::connection::Connection;

use super::report_table::{Cell, table_ui};
use egui::{Color32, RichText};
use std::sync::Arc;
use std::sync::atomic::Ordering;

/// The colour of a verdict that holds.
const HOLDS: Color32 = Color32::from_rgb(46, 139, 87);
/// The colour of one that does not.
const DIFFERS: Color32 = Color32::from_rgb(200, 50, 50);

pub use crate::gui::tasks::Run;

/// What the last run ended with.
#[derive(Debug)]
enum Finished {
    /// What it found.
    Report(Box<Report>),
    /// The cluster could not be reached (the connection error's words).
    CannotConnect(String),
    /// The thread died without answering.
    Lost,
}

/// The sections of a report, one shown at a time.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Section {
    #[default]
    Queries,
    Problems,
    RoundTrip,
    Partitions,
}

/// The dialog's state, kept for the window's session (the address, rows and seed typed, the
/// run under way, the last report).
#[derive(Debug)]
pub struct ProveDialog {
    /// Shown.
    pub open: bool,
    fields: ClusterFields,
    rows: String,
    seed: String,
    input_error: Option<String>,
    run: Option<Arc<Run>>,
    running_address: String,
    finished: Option<Finished>,
    section: Section,
}

impl Default for ProveDialog {
    fn default() -> Self {
        Self {
            open: false,
            fields: ClusterFields::default(),
            rows: String::new(),
            seed: "1".to_owned(),
            input_error: None,
            run: None,
            running_address: String::new(),
            finished: None,
            section: Section::Queries,
        }
    }
}

impl ProveDialog {
    /// `true` while a run is under way.
    pub fn running(&self) -> bool {
        self.run.is_some()
    }

    /// A run starts on `address` (`host:port`): the state it shares with its thread.
    pub fn started(&mut self, address: &str) -> Arc<Run> {
        let run = Arc::new(Run::default());
        self.run = Some(run.clone());
        address.clone_into(&mut self.running_address);
        self.finished = None;
        run
    }

    /// Stops the run under way, if any (between statements; its scratch keyspaces are
    /// dropped).
    pub fn cancel(&self) {
        if let Some(run) = &self.run {
            run.cancel.store(true, Ordering::Relaxed);
        }
    }

    /// The run ended: its report, or why the cluster could not be reached. Returns the
    /// verdict in words, for the status bar when the dialog was closed meanwhile.
    pub fn finished(&mut self, result: Result<Box<Report>, String>) -> String {
        self.run = None;
        let verdict = match &result {
            Ok(r) => verdict(r),
            Err(e) => format!("{}: {e}", tr!("gui-prove-cannot-connect")),
        };
        self.finished = Some(match result {
            Ok(r) => Finished::Report(r),
            Err(e) => Finished::CannotConnect(e),
        });
        verdict
    }

    /// The run's thread died without answering.
    pub fn lost(&mut self) {
        self.run = None;
        self.finished = Some(Finished::Lost);
    }

    /// Draws the dialog when it is open; Prove records a [`ProveRequest`] in `actions`.
    /// Closing it while a run is under way cancels the run. The cluster is `connection` when
    /// there is one.
    pub fn ui(&mut self, ctx: &egui::Context, connection: Option<&Connection>, actions: &mut Actions) {
        if !self.open {
            return;
        }
        let mut open = true;
        super::fitted_window(ctx, &tr!("gui-prove-title"), "prove-on-a-cluster", 780.0).open(&mut open).show(
            ctx,
            |ui| {
                self.form_ui(ui, connection, actions);
                self.progress_ui(ui);
                self.finished_ui(ui);
            },
        );
        if !open {
            self.open = false;
            self.cancel();
        }
    }

    /// The address, rows and seed, and Prove.
    fn form_ui(&mut self, ui: &mut egui::Ui, connection: Option<&Connection>, actions: &mut Actions) {
        let running = self.running();
        ui.label(RichText::new(tr!("gui-prove-intro")).weak());
        ui.add_space(4.0);
        let mut submit = false;
        egui::Grid::new("prove-form").num_columns(2).spacing([12.0, 6.0]).show(ui, |ui| {
            self.fields.ui(ui, !running, connection);
            let label = ui.label(tr!("gui-prove-rows")).on_hover_text(tr!("gui-tip-prove-rows"));
            let field = egui::TextEdit::singleline(&mut self.rows).desired_width(120.0).hint_text("—");
            ui.add_enabled(!running, field).labelled_by(label.id).on_hover_text(tr!("gui-tip-prove-rows"));
            ui.end_row();
            let label = ui.label(tr!("gui-prove-seed")).on_hover_text(tr!("gui-tip-prove-seed"));
            ui.add_enabled(!running, egui::TextEdit::singleline(&mut self.seed).desired_width(120.0))
                .labelled_by(label.id)
                .on_hover_text(tr!("gui-tip-prove-seed"));
            ui.end_row();
        });
        ui.horizontal(|ui| {
            submit |= ui.add_enabled(!running, egui::Button::new(tr!("gui-prove-run"))).clicked();
            if let Some(e) = &self.input_error {
                ui.label(RichText::new(e).color(ui.visuals().error_fg_color));
            }
        });
        if submit && !running {
            match self.request(connection) {
                Ok(request) => {
                    self.input_error = None;
                    actions.prove(request);
                }
                Err(e) => self.input_error = Some(e),
            }
        }
    }

    /// What the fields ask for, or what is wrong with them.
    fn request(&self, connection: Option<&Connection>) -> Result<ProveRequest, String> {
        let connect = self.fields.options(connection)?;
        let rows = match self.rows.trim() {
            "" => None,
            typed => Some(
                typed.parse::<u32>().ok().filter(|&n| n > 0).ok_or_else(|| tr!("gui-prove-bad-rows", typed = typed))?,
            ),
        };
        let seed = self.seed.trim().parse::<u64>().map_err(|_| tr!("gui-prove-bad-seed", typed = self.seed.trim()))?;
        Ok(ProveRequest { connect, rows, seed })
    }

    /// While a run is under way: where it is, and Cancel.
    fn progress_ui(&mut self, ui: &mut egui::Ui) {
        let Some(run) = &self.run else { return };
        ui.separator();
        let (text, fraction) = match run.progress() {
            None => (tr!("gui-prove-connecting", address = &self.running_address), 0.0),
            Some(p) => {
                let fraction = if p.total == 0 { 1.0 } else { (p.done as f32 / p.total as f32).min(1.0) };
                (tr!("gui-prove-progress", step = &step_words(p.step), done = p.done, total = p.total), fraction)
            }
        };
        ui.horizontal(|ui| {
            let width = (ui.available_width() - 120.0).max(160.0);
            // Not animated: the run asks for a frame at each step.
            ui.add(egui::ProgressBar::new(fraction).desired_width(width).text(text));
            if ui.add_enabled(!run.cancelled(), egui::Button::new(tr!("gui-prove-cancel"))).clicked() {
                run.cancel.store(true, Ordering::Relaxed);
            }
        });
        if run.cancelled() {
            ui.label(RichText::new(tr!("gui-prove-cancelling")).weak());
        }
    }

    /// How the last run ended.
    fn finished_ui(&mut self, ui: &mut egui::Ui) {
        let Some(finished) = &self.finished else { return };
        ui.separator();
        match finished {
            Finished::CannotConnect(e) => {
                ui.label(RichText::new(tr!("gui-prove-cannot-connect")).strong().color(DIFFERS));
                ui.label(e);
            }
            Finished::Lost => {
                ui.label(RichText::new(tr!("gui-prove-lost")).color(DIFFERS));
            }
            Finished::Report(report) => report_ui(ui, report, &mut self.section),
        }
    }
}

/// The verdict on a report, in words.
fn verdict(report: &Report) -> String {
    if report.holds() {
        tr!("gui-prove-holds", cluster = &report.cluster)
    } else {
        tr!("gui-prove-differs", cluster = &report.cluster)
    }
}

/// A step of `prove` in words (a step this window does not know by its own name).
fn step_words(step: &str) -> String {
    match step {
        "schema" => tr!("gui-prove-step-schema"),
        "queries" => tr!("gui-prove-step-queries"),
        "writes" => tr!("gui-prove-step-writes"),
        "loading" => tr!("gui-prove-step-loading"),
        other => other.to_owned(),
    }
}

/// The report: verdict, counts, where it ran, then one section at a time.
fn report_ui(ui: &mut egui::Ui, report: &Report, section: &mut Section) {
    let colour = if report.holds() { HOLDS } else { DIFFERS };
    ui.label(RichText::new(verdict(report)).strong().size(16.0).color(colour));
    if report.cancelled {
        ui.label(RichText::new(tr!("gui-prove-cancelled")).color(ui.visuals().warn_fg_color));
    }
    let holding = report.queries.iter().filter(|q| q.holds).count();
    let counts = [report.statements, report.refused.len(), report.warnings.len(), holding, report.queries.len()]
        .map(|n| n.to_string());
    ui.label(tr!(
        "gui-prove-counts",
        statements = &counts[0],
        refused = &counts[1],
        warnings = &counts[2],
        holding = &counts[3],
        queries = &counts[4]
    ));
    for (keyspace, scratch) in &report.keyspaces {
        ui.label(RichText::new(tr!("gui-prove-keyspace", keyspace = keyspace, scratch = scratch)).weak());
    }
    if !report.replication.is_empty() {
        ui.label(
            RichText::new(tr!(
                "gui-prove-replication",
                replication = &report.replication,
                datacenters = &report.datacenters.join(", ")
            ))
            .weak(),
        );
    }
    if report.rows_written > 0 {
        ui.label(RichText::new(tr!("gui-prove-rows-written", rows = report.rows_written)).weak());
    }
    ui.add_space(4.0);
    let problems = report.refused.len() + report.warnings.len();
    ui.horizontal_wrapped(|ui| {
        let sections = [
            (Section::Queries, tr!("gui-prove-section-queries", count = report.queries.len())),
            (Section::Problems, tr!("gui-prove-section-problems", count = problems)),
            (Section::RoundTrip, tr!("gui-prove-section-round-trip")),
            (Section::Partitions, tr!("gui-prove-section-partitions", count = report.partitions.len())),
        ];
        for (which, label) in sections {
            ui.selectable_value(section, which, label);
        }
    });
    ui.separator();
    match section {
        Section::Queries => queries_ui(ui, &report.queries),
        Section::Problems => problems_ui(ui, report),
        Section::RoundTrip => round_trip_ui(ui, report),
        Section::Partitions => partitions_ui(ui, report),
    }
}

/// The queries: id, table, holds, parameter sets, rows compared, and the reason or the first
/// difference (every difference on hover).
fn queries_ui(ui: &mut egui::Ui, queries: &[QueryProof]) {
    if queries.is_empty() {
        ui.label(RichText::new(tr!("gui-prove-no-queries")).weak());
        return;
    }
    let rows: Vec<Vec<Cell>> = queries
        .iter()
        .map(|q| {
            let (mark, colour, a11y) = if q.holds {
                ("✔", HOLDS, tr!("gui-prove-a11y-holds", query = &q.query))
            } else {
                ("✖", DIFFERS, tr!("gui-prove-a11y-differs", query = &q.query))
            };
            let why = reason(q);
            let all: Vec<String> = q.differences.iter().map(difference_text).collect();
            let hover = match (&q.reason, all.is_empty()) {
                (Some(r), true) => Some(r.clone()),
                (Some(r), false) => Some(format!("{r}\n{}", all.join("\n"))),
                (None, false) => Some(all.join("\n")),
                (None, true) => None,
            };
            vec![
                Cell::new(q.query.clone()),
                Cell::new(q.table.clone().unwrap_or_else(|| tr!("gui-prove-no-table"))),
                Cell { text: mark.to_owned(), colour: Some(colour), a11y: Some(a11y), hover: None },
                Cell::new(q.parameter_sets.to_string()),
                Cell::new(q.rows_compared.to_string()),
                Cell { text: why, hover, ..Cell::default() },
            ]
        })
        .collect();
    let headers = [
        (tr!("gui-prove-col-query"), false),
        (tr!("gui-prove-col-table"), false),
        (tr!("gui-prove-col-holds"), false),
        (tr!("gui-prove-col-parameter-sets"), true),
        (tr!("gui-prove-col-rows-compared"), true),
        (tr!("gui-prove-col-reason"), false),
    ];
    table_ui(ui, "prove-queries", &headers, &rows, 5);
}

/// Why a query was not compared, else its first difference (empty: it holds).
fn reason(q: &QueryProof) -> String {
    q.reason.clone().or_else(|| q.differences.first().map(difference_summary)).unwrap_or_default()
}

/// A difference in one line: its parameters, how many rows are missing and extra, its note.
fn difference_summary(d: &Difference) -> String {
    let line = tr!(
        "gui-prove-difference",
        parameters = &d.parameters.join(", "),
        missing = d.missing.len(),
        extra = d.extra.len()
    );
    match &d.note {
        Some(note) => format!("{line} — {note}"),
        None => line,
    }
}

/// A difference with its rows, for the hover.
fn difference_text(d: &Difference) -> String {
    let mut out = difference_summary(d);
    for row in &d.missing {
        out.push_str(&format!("\n  - ({})", row.join(", ")));
    }
    for row in &d.extra {
        out.push_str(&format!("\n  + ({})", row.join(", ")));
    }
    out
}

/// The refused statements and the server's warnings, each with its file and line (the
/// statement on hover).
fn problems_ui(ui: &mut egui::Ui, report: &Report) {
    if report.refused.is_empty() && report.warnings.is_empty() {
        ui.label(RichText::new(tr!("gui-prove-nothing-refused")).color(HOLDS));
        return;
    }
    let at = |file: &str, line: usize| if line == 0 { file.to_owned() } else { format!("{file}:{line}") };
    let mut rows: Vec<Vec<Cell>> = report
        .refused
        .iter()
        .map(|r| {
            vec![
                Cell { text: tr!("gui-prove-refused"), colour: Some(DIFFERS), ..Cell::default() },
                Cell { text: at(&r.file, r.line), hover: Some(r.statement.clone()), ..Cell::default() },
                Cell {
                    text: one_line(&r.message),
                    hover: Some(format!("{}\n\n{}", r.message, r.statement)),
                    ..Cell::default()
                },
            ]
        })
        .collect();
    rows.extend(report.warnings.iter().map(|w| {
        vec![
            Cell { text: tr!("gui-prove-warning"), colour: Some(ui.visuals().warn_fg_color), ..Cell::default() },
            Cell::new(at(&w.file, w.line)),
            Cell { text: one_line(&w.message), hover: Some(w.message.clone()), ..Cell::default() },
        ]
    }));
    table_ui(ui, "prove-problems", &[(String::new(), false), (String::new(), false), (String::new(), false)], &rows, 2);
}

fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The round trip's verdict, and the changes found when it is not identical.
fn round_trip_ui(ui: &mut egui::Ui, report: &Report) {
    match &report.round_trip {
        None => {
            ui.label(RichText::new(tr!("gui-prove-round-trip-none")).weak());
        }
        Some(r) if r.identical => {
            ui.label(RichText::new(format!("✔ {}", tr!("gui-prove-round-trip-same"))).color(HOLDS));
        }
        Some(r) => {
            ui.label(RichText::new(format!("✖ {}", tr!("gui-prove-round-trip-differs"))).color(DIFFERS));
            let rows: Vec<Vec<Cell>> = r
                .changes
                .iter()
                .map(|c| vec![Cell { text: one_line(c), hover: Some(c.clone()), ..Cell::default() }])
                .collect();
            table_ui(ui, "prove-round-trip", &[(String::new(), false)], &rows, 0);
        }
    }
}

/// Rows per partition measured, beside the estimate.
fn partitions_ui(ui: &mut egui::Ui, report: &Report) {
    if report.partitions.is_empty() {
        ui.label(RichText::new(tr!("gui-prove-no-partitions")).weak());
        return;
    }
    ui.label(RichText::new(tr!("gui-prove-partitions-caption")).weak());
    let dash = || "–".to_owned();
    let rows: Vec<Vec<Cell>> = report
        .partitions
        .iter()
        .map(|p| {
            vec![
                Cell::new(p.table.clone()),
                Cell::new(p.partitions.to_string()),
                Cell::new(p.rows.to_string()),
                Cell::new(format!("{:.1}", p.mean_rows)),
                Cell::new(p.max_rows.to_string()),
                Cell::new(p.estimated_rows.map_or_else(dash, |e| format!("{e:.1}"))),
                Cell::new(p.ratio().map_or_else(dash, |r| format!("{r:.2}"))),
            ]
        })
        .collect();
    let headers = [
        (tr!("gui-prove-col-table"), false),
        (tr!("gui-prove-col-partitions"), true),
        (tr!("gui-prove-col-rows"), true),
        (tr!("gui-prove-col-mean"), true),
        (tr!("gui-prove-col-max"), true),
        (tr!("gui-prove-col-estimated"), true),
        (tr!("gui-prove-col-ratio"), true),
    ];
    table_ui(ui, "prove-partitions", &headers, &rows, 0);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cluster::prove::report::{PartitionMeasure, Refusal, RoundTrip, Warning};
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;

    /// A report with one query that holds, one that differs, one without a table, a refusal,
    /// a warning, a round trip that differs and a partition measured.
    fn report() -> Report {
        let query = |id: &str, table: Option<&str>, holds: bool| QueryProof {
            query: id.into(),
            table: table.map(Into::into),
            holds,
            parameter_sets: 24,
            rows_compared: if holds { 130 } else { 12 },
            ..QueryProof::default()
        };
        let mut differs = query("Q2", Some("hotels"), false);
        differs.differences.push(Difference {
            parameters: vec!["id = 'h1'".into()],
            missing: vec![vec!["'h1'".into(), "'Ritz'".into()]],
            extra: Vec::new(),
            note: None,
        });
        let mut no_table = query("Q3", None, false);
        no_table.reason = Some("no table serves it".into());
        Report {
            cluster: "db:9042".into(),
            statements: 32,
            refused: vec![Refusal {
                file: "schema.cql".into(),
                line: 12,
                statement: "CREATE TABLE x (…)".into(),
                message: "Unknown type".into(),
            }],
            warnings: vec![Warning { file: "writes.cql".into(), line: 40, message: "Batch is large".into() }],
            round_trip: Some(RoundTrip {
                identical: false,
                changes: vec!["table hotels: option comment changed".into()],
            }),
            queries: vec![query("Q1", Some("hotels_by_poi"), true), differs, no_table],
            partitions: vec![PartitionMeasure {
                table: "hotel.hotels_by_poi".into(),
                partitions: 4,
                rows: 10,
                max_rows: 4,
                mean_rows: 2.5,
                estimated_rows: Some(5.0),
            }],
            ..Report::default()
        }
    }

    #[test]
    fn a_report_shows_its_verdict_queries_problems_round_trip_and_partitions() {
        let mut dialog = ProveDialog { open: true, ..ProveDialog::default() };
        let run = dialog.started("db:9042");
        run.progressed(crate::cluster::prove::Progress { step: "schema", done: 3, total: 13 });
        let mut h = Harness::builder()
            .with_size([1000.0, 700.0])
            .build_ui_state(|ui, d: &mut ProveDialog| d.ui(ui.ctx(), None, &mut Actions::default()), dialog);
        crate::gui::fonts::install(&h.ctx);
        h.run();
        h.get_by_label("Creating the schema: 3 of 13");
        h.get_by_label("Cancel").click();
        h.run();
        assert!(run.cancelled());
        h.get_by_label("Cancelling: the scratch keyspaces are being dropped…");
        let verdict = h.state_mut().finished(Ok(Box::new(report())));
        assert_eq!(verdict, "✖ The model does not hold on db:9042");
        h.run();
        h.get_by_label(&verdict);
        h.get_by_label("Statements run: 32 · refused: 1 · warnings: 1 · queries that hold: 1 of 3");
        h.get_by_label("Q1 holds");
        h.get_by_label("Q2 does not hold");
        h.get_by_label("With id = 'h1': missing 1, extra 0");
        h.get_by_label("(no table)");
        h.get_by_label("no table serves it");
        h.get_by_label("Refused and warnings (2)").click();
        h.run();
        h.get_by_label("schema.cql:12");
        h.get_by_label("Unknown type");
        h.get_by_label("writes.cql:40");
        h.get_by_label("Round trip").click();
        h.run();
        h.get_by_label("table hotels: option comment changed");
        h.get_by_label("Partitions (1)").click();
        h.run();
        h.get_by_label("hotel.hotels_by_poi");
        h.get_by_label("0.50");
        assert!(!h.state().running());
    }

    #[test]
    fn prove_records_the_request_the_fields_say_or_says_what_is_wrong() {
        use crate::gui::actions::Action;
        let dialog = ProveDialog { open: true, rows: "50".into(), seed: "7".into(), ..ProveDialog::default() };
        let mut h = Harness::builder().with_size([1000.0, 700.0]).build_ui_state(
            |ui, (d, asked): &mut (ProveDialog, Vec<Action>)| {
                let mut actions = Actions::default();
                d.ui(ui.ctx(), None, &mut actions);
                asked.extend(actions);
            },
            (dialog, Vec::new()),
        );
        h.run();
        h.get_by_label("Prove").click();
        h.run();
        let address =
            crate::cluster::Address::parse(super::super::cluster_fields::DEFAULT_ADDRESS).expect("the default address");
        let connect = crate::cluster::connect::ConnectOptions::plain(&address, super::super::cluster_fields::TIMEOUT);
        assert_eq!(h.state().1, vec![Action::Prove(ProveRequest { connect, rows: Some(50), seed: 7 })]);
        h.state_mut().0.rows = "many".into();
        h.state_mut().1.clear();
        h.get_by_label("Prove").click();
        h.run();
        assert!(h.state().1.is_empty());
        h.get_by_label("“many” is not a number of rows: leave it empty or type a whole number");
    }
}

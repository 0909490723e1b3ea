//! The partitions panel: rows, values and bytes per partition of every table (methodology
//! §6), sortable by any column, coloured by severity, with the formula and its numbers on
//! hover; one-click bucket remedies; and the window that edits the analysis thresholds.
//! The figures come from [`model_core::analysis`], the same numbers `keyspace-studio check`
//! prints.

use crate::gui::actions::{Actions, Tab};
use crate::gui::context::ViewContext;
use crate::gui::derived::Derived;
use crate::gui::estimate_view::{
    after_text, bucket_edit, bucket_label, bytes_text, formula, rows_text, severity_color, severity_icon,
    severity_label, table_bucket, unit_name, values_text,
};
use crate::gui::i18n::Lang;
use crate::gui::i18n::language;
use crate::gui::i18n::words;
use crate::gui::selection::Selected;
use crate::gui::virtual_list;
use crate::gui::widgets::table_cell;
use egui::{Color32, RichText};
use model_core::analysis::{AnalysisSettings, EstimateStatus, PartitionEstimate};
use model_core::logical::Table;
use model_core::msg;
use model_core::project::Bucket;
use model_core::{Project, Severity};
use rustc_hash::FxHashMap;
use std::cmp::Ordering;
use std::rc::Rc;

/// The eframe storage key of the analysis thresholds (an app setting, per computer).
pub const SETTINGS_KEY: &str = "analysis-settings";

/// The column the table is sorted by.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SortBy {
    /// Model order (the order of the queries).
    #[default]
    Model,
    /// Table name.
    Table,
    /// Rows per partition.
    Rows,
    /// Values per partition.
    Values,
    /// Bytes per partition.
    Bytes,
    /// Severity of the size diagnostics.
    Severity,
}

/// State of the partitions panel between frames.
#[derive(Debug, Default)]
pub struct PartitionsPanel {
    sort: SortBy,
    descending: bool,
    /// The analysis settings window is open.
    pub settings_open: bool,
    /// Column widths and per-table facts of the analysis last shown.
    layout: Option<Rc<TableLayout>>,
}

/// What the table needs of an analysis beyond the estimates, computed once per analysis.
#[derive(Debug)]
struct TableLayout {
    /// The derivation, interface language and pixel density it was measured for.
    key: (u64, Lang, u32),
    /// Widths of the table, rows, values, bytes and severity columns (the widest cell of each).
    widths: [f32; 5],
    /// The most severe size diagnostic of each table (absent: within the thresholds).
    severity: FxHashMap<String, Severity>,
    /// The lines of the remedies list: (table index in the model, estimate index).
    fixable: Vec<(usize, usize)>,
}

/// The least width of the table-name column, in points (a name is cut short to fit).
const MIN_NAME_WIDTH: f32 = 90.0;

/// One table's row: name, Nr, Nv, St and severity; true when clicked (selects the table).
fn row_ui(
    ui: &mut egui::Ui,
    e: &PartitionEstimate,
    severity: Option<Severity>,
    selected: bool,
    widths: &[f32; 5],
    height: f32,
    striped: bool,
) -> bool {
    ui.horizontal(|ui| {
        if striped {
            let width = widths.iter().sum::<f32>() + ui.spacing().item_spacing.x * (widths.len() - 1) as f32;
            ui.painter().rect_filled(
                egui::Rect::from_min_size(ui.cursor().min, egui::vec2(width, height)),
                0.0,
                ui.visuals().faint_bg_color,
            );
        }
        // The formula is built only when a row is hovered.
        let hover_formula = |ui: &mut egui::Ui| {
            ui.strong(&e.table);
            ui.label(formula(e));
        };
        let name = egui::Button::selectable(selected, &e.table).truncate();
        let mut clicked =
            table_cell(ui, widths[0], height, false, |ui| ui.add(name)).on_hover_ui(hover_formula).clicked();
        let color = severity_color(ui, severity);
        let figures = [
            (tr!("gui-part-col-rows"), rows_text(e)),
            (tr!("gui-part-col-values"), values_text(e)),
            (tr!("gui-part-col-bytes"), bytes_text(e)),
        ];
        for (c, (what, text)) in figures.into_iter().enumerate() {
            // An unbounded Nr shows as ∞ (the daily growth is in the label and the hover).
            let shown = if e.status == EstimateStatus::Unbounded { "∞" } else { text.as_str() };
            let button = egui::Button::selectable(false, RichText::new(shown).color(color)).frame(false);
            let resp = table_cell(ui, widths[c + 1], height, true, |ui| ui.add(button));
            resp.widget_info(|| {
                egui::WidgetInfo::labeled(
                    egui::WidgetType::Button,
                    true,
                    tr!("gui-part-a11y-figure", what = &what, table = &e.table, figure = &text),
                )
            });
            clicked |= resp.on_hover_ui(hover_formula).clicked();
        }
        let (icon, label) = (severity_icon(severity), severity_label(severity));
        let resp = table_cell(ui, widths[4], height, false, |ui| {
            ui.label(RichText::new(icon).color(color)).on_hover_text(&label)
        });
        resp.widget_info(|| {
            egui::WidgetInfo::labeled(
                egui::WidgetType::Label,
                true,
                tr!("gui-part-a11y-figure", what = tr!("gui-part-col-severity"), table = &e.table, figure = &label),
            )
        });
        clicked
    })
    .inner
}

/// A figure of an estimate for sorting: unbounded is above every number, unknown sorts last.
fn sort_key(e: &PartitionEstimate, figure: impl Fn(&PartitionEstimate) -> Option<f64>) -> Option<f64> {
    match e.status {
        EstimateStatus::Estimated => figure(e),
        EstimateStatus::Unbounded => Some(f64::INFINITY),
        EstimateStatus::Unknown => None,
    }
}

fn compare_figures(a: Option<f64>, b: Option<f64>, descending: bool) -> Ordering {
    match (a, b) {
        (Some(x), Some(y)) => {
            let o = x.total_cmp(&y);
            if descending { o.reverse() } else { o }
        }
        (Some(_), None) => Ordering::Less,
        (None, Some(_)) => Ordering::Greater,
        (None, None) => Ordering::Equal,
    }
}

impl PartitionsPanel {
    /// Clicking a header sorts by it ascending; clicking it again flips the direction.
    fn click_header(&mut self, by: SortBy) {
        if self.sort == by {
            self.descending = !self.descending;
        } else {
            self.sort = by;
            self.descending = false;
        }
    }

    /// The estimates in display order.
    fn ordered<'a>(&self, derived: &'a Derived) -> Vec<&'a PartitionEstimate> {
        let a = &derived.analysis;
        let mut rows: Vec<&PartitionEstimate> = a.partitions.iter().collect();
        let d = self.descending;
        match self.sort {
            SortBy::Model => {}
            SortBy::Table => rows.sort_by(|x, y| if d { y.table.cmp(&x.table) } else { x.table.cmp(&y.table) }),
            SortBy::Rows => rows.sort_by(|x, y| compare_figures(sort_key(x, |e| e.rows), sort_key(y, |e| e.rows), d)),
            SortBy::Values => {
                rows.sort_by(|x, y| compare_figures(sort_key(x, |e| e.values), sort_key(y, |e| e.values), d));
            }
            SortBy::Bytes => {
                rows.sort_by(|x, y| compare_figures(sort_key(x, |e| e.bytes), sort_key(y, |e| e.bytes), d));
            }
            SortBy::Severity => rows.sort_by(|x, y| {
                let (sx, sy) = (a.partition_severity(&x.table), a.partition_severity(&y.table));
                if d { sy.cmp(&sx) } else { sx.cmp(&sy) }
            }),
        }
        rows
    }

    /// The panel: the number of tables and the settings button, then the table.
    pub fn ui(&mut self, ui: &mut egui::Ui, cx: &mut ViewContext<'_>) {
        let (project, derived, tab) = (cx.project, cx.derived, cx.tab);
        let (selection, actions) = (&mut *cx.selection, &mut *cx.actions);
        ui.horizontal(|ui| {
            // The pane's tab is the heading; here, how many tables and what the figures are.
            let count = words(&msg!("gui-n-tables", count = derived.analysis.partitions.len()));
            ui.label(RichText::new(count).weak()).on_hover_text(tr!("gui-part-tip"));
            if ui.small_button(tr!("gui-part-settings-button")).on_hover_text(tr!("gui-part-settings-tip")).clicked() {
                self.settings_open = !self.settings_open;
            }
        });
        self.settings_window(ui.ctx(), derived.settings(), project.target(), actions);
        if derived.analysis.partitions.is_empty() {
            ui.label(RichText::new(tr!("gui-no-tables")).weak());
            return;
        }
        let ordered = self.ordered(derived);
        let layout = self.layout(ui, project, derived);
        let row_height = ui.spacing().interact_size.y;
        let gap = ui.spacing().item_spacing.x;
        // The names take what the figures leave: a long name is cut short (whole on hover)
        // before a figure or the severity is; only a very narrow pane scrolls sideways.
        let figures: f32 = layout.widths[1..].iter().sum::<f32>() + gap * (layout.widths.len() - 1) as f32;
        let mut widths = layout.widths;
        widths[0] = (ui.available_width() - figures).max(MIN_NAME_WIDTH);
        let remedies = if layout.fixable.is_empty() { 0 } else { layout.fixable.len() + 1 };
        // The remedies, the header, the tables.
        let count = 1 + ordered.len() + remedies;
        let estimate = row_height + ui.spacing().item_spacing.y;
        // Whole rows in sight (less the sideways scroll bar's room): the pane's last line is
        // never cut in half.
        let bar = ui.spacing().scroll.allocated_width();
        let height = virtual_list::whole_rows(ui.available_height() - bar, estimate);
        let scroll = egui::ScrollArea::both().id_salt("partitions").auto_shrink([false, false]).max_height(height);
        // Only the rows near the view are laid out (a large model has hundreds of tables).
        virtual_list::show(ui, scroll, count, estimate, |ui, i| {
            // Remedies first (few, and what the user acts on): a heading, then one line per
            // table over a threshold or with a bucket in place; then the tables under their
            // column headers.
            if i < remedies {
                let model = &derived.derivation.model;
                match i.checked_sub(1).map(|r| layout.fixable[r]) {
                    None => {
                        ui.strong(tr!("gui-part-remedies")).on_hover_text(tr!("gui-part-remedy-tip"));
                    }
                    Some((t, e)) => {
                        let (t, e) = (&model.tables[t], &derived.analysis.partitions[e]);
                        ui.horizontal_wrapped(|ui| {
                            ui.label(&t.name);
                            compact_remedies_ui(ui, project, t, e, actions);
                        });
                    }
                }
                return;
            }
            let Some(i) = (i - remedies).checked_sub(1) else {
                self.header_ui(ui, &widths, row_height);
                return;
            };
            if let Some(e) = ordered.get(i) {
                let severity = layout.severity.get(&e.table).copied();
                if row_ui(
                    ui,
                    e,
                    severity,
                    selection.contains(&Selected::Table(e.table.clone())),
                    &widths,
                    row_height,
                    i % 2 == 1,
                ) {
                    selection.set(Selected::Table(e.table.clone()));
                    if !matches!(tab, Tab::Logical | Tab::Physical) {
                        actions.show_tab(Tab::Logical);
                    }
                }
            }
        });
    }

    /// The sortable column headers, in the columns' widths.
    fn header_ui(&mut self, ui: &mut egui::Ui, widths: &[f32; 5], row_height: f32) {
        ui.horizontal(|ui| {
            let columns = [
                (SortBy::Table, tr!("gui-part-col-table")),
                (SortBy::Rows, tr!("gui-part-col-rows")),
                (SortBy::Values, tr!("gui-part-col-values")),
                (SortBy::Bytes, tr!("gui-part-col-bytes")),
                (SortBy::Severity, tr!("gui-part-col-severity")),
            ];
            for (c, (by, label)) in columns.into_iter().enumerate() {
                let arrow = match (self.sort == by, self.descending) {
                    (true, false) => " ⏶",
                    (true, true) => " ⏷",
                    (false, _) => "",
                };
                let button = egui::Button::new(RichText::new(format!("{label}{arrow}")).strong()).frame(false);
                let resp = table_cell(ui, widths[c], row_height, c > 0, |ui| ui.add(button));
                if resp.on_hover_text(tr!("gui-part-sort-tip")).clicked() {
                    self.click_header(by);
                }
            }
        });
    }

    /// The column widths, severities and remedy lines of the current analysis, measured over
    /// every row once (not per frame, and not over the visible rows only, so columns do not
    /// change width while scrolling).
    fn layout(&mut self, ui: &egui::Ui, project: &Project, derived: &Derived) -> Rc<TableLayout> {
        let key = (derived.derive_count, language(), ui.ctx().pixels_per_point().to_bits());
        if let Some(l) = self.layout.as_ref().filter(|l| l.key == key) {
            return l.clone();
        }
        let padding = 2.0 * ui.spacing().button_padding.x;
        let font = egui::TextStyle::Button.resolve(ui.style());
        let painter = ui.painter();
        let width = |text: String| painter.layout_no_wrap(text, font.clone(), Color32::WHITE).size().x + padding;
        // Room for the sort arrow in the headers.
        let header = |label: &str| width(format!("{label} ⏷"));
        let mut widths = [
            header(&tr!("gui-part-col-table")),
            header(&tr!("gui-part-col-rows")),
            header(&tr!("gui-part-col-values")),
            header(&tr!("gui-part-col-bytes")),
            header(&tr!("gui-part-col-severity")),
        ];
        for e in &derived.analysis.partitions {
            let figures = if e.status == EstimateStatus::Unbounded {
                ["∞".to_owned(), "∞".to_owned(), "∞".to_owned()]
            } else {
                [rows_text(e), values_text(e), bytes_text(e)]
            };
            widths[0] = widths[0].max(width(e.table.clone()));
            for (w, text) in widths[1..].iter_mut().zip(figures) {
                *w = w.max(width(text));
            }
        }
        widths[4] = widths[4].max(width("⛔".to_owned()));
        let severity = derived.analysis.partition_severities().into_iter().map(|(t, s)| (t.to_owned(), s)).collect();
        let model = &derived.derivation.model;
        let table_index: FxHashMap<&str, usize> =
            model.tables.iter().enumerate().map(|(i, t)| (t.name.as_str(), i)).collect();
        let fixable = derived
            .analysis
            .partitions
            .iter()
            .enumerate()
            .filter_map(|(ei, e)| table_index.get(e.table.as_str()).map(|&ti| (ti, ei)))
            .filter(|&(ti, ei)| {
                !derived.analysis.partitions[ei].remedies.is_empty()
                    || table_bucket(project, &model.tables[ti]).is_some()
            })
            .collect();
        let layout = Rc::new(TableLayout { key, widths, severity, fixable });
        self.layout = Some(layout.clone());
        layout
    }

    /// The analysis settings window: the thresholds, kept with the app's settings. A size
    /// threshold not set shows the project's target's and follows it.
    fn settings_window(
        &mut self,
        ctx: &egui::Context,
        current: &AnalysisSettings,
        target: model_core::dialect::Target,
        actions: &mut Actions,
    ) {
        let mut open = self.settings_open;
        let mut next = current.clone();
        let defaults = AnalysisSettings::default().thresholds(target);
        // Below the menu bar, inside the window's free area, like the dialogs.
        let title = tr!("gui-part-settings-title");
        crate::gui::dialogs::fitted_window(ctx, &title, "analysis-settings-window", 420.0)
            .open(&mut open)
            .collapsible(false)
            .show(ctx, |ui| {
                ui.label(tr!("gui-part-settings-target", target = target.name()));
                egui::Grid::new("analysis-settings").num_columns(2).show(ui, |ui| {
                    // Numbers grouped as people read them (73,000), typed with or without the
                    // commas; 0 of a threshold the target does not limit reads "no limit".
                    let number = |ui: &mut egui::Ui,
                                  label: &str,
                                  tip: &str,
                                  value: &mut f64,
                                  unit: f64,
                                  suffix: &str,
                                  unlimited: bool| {
                        let l = ui.label(label).on_hover_text(tip);
                        let mut shown = *value / unit;
                        let speed = shown.max(1.0) * 0.01;
                        let none = unlimited && shown == 0.0;
                        let drag = egui::DragValue::new(&mut shown)
                            .range(0.0..=1.0e12)
                            .speed(speed)
                            .suffix(if none { "" } else { suffix })
                            .custom_formatter(move |v, _| {
                                if none && v == 0.0 {
                                    tr!("gui-part-no-limit")
                                } else {
                                    model_core::analysis::human_number(v)
                                }
                            })
                            .custom_parser(|t| t.replace([',', ' ', '_'], "").parse::<f64>().ok());
                        if ui.add(drag).labelled_by(l.id).on_hover_text(tip).changed() {
                            *value = shown * unit;
                        }
                        ui.end_row();
                    };
                    // A threshold the user has not set shows the target's; changing it sets it.
                    let optional = |ui: &mut egui::Ui,
                                    label: &str,
                                    tip: &str,
                                    value: &mut Option<f64>,
                                    default: Option<f64>,
                                    unit: f64,
                                    suffix: &str| {
                        let mut v = value.or(default).unwrap_or(0.0);
                        number(ui, label, tip, &mut v, unit, suffix, value.is_none() && default.is_none());
                        if v != value.or(default).unwrap_or(0.0) {
                            *value = Some(v);
                        }
                    };
                    optional(
                        ui,
                        &tr!("gui-part-set-warn-values"),
                        &tr!("gui-part-set-warn-values-tip"),
                        &mut next.warn_values,
                        Some(defaults.warn_values),
                        1.0,
                        "",
                    );
                    optional(
                        ui,
                        &tr!("gui-part-set-warn-bytes"),
                        &tr!("gui-part-set-warn-bytes-tip"),
                        &mut next.warn_bytes,
                        Some(defaults.warn_bytes),
                        1.0e6,
                        " MB",
                    );
                    optional(
                        ui,
                        &tr!("gui-part-set-info-bytes"),
                        &tr!("gui-part-set-info-bytes-tip"),
                        &mut next.info_bytes,
                        Some(defaults.info_bytes),
                        1.0e6,
                        " MB",
                    );
                    optional(
                        ui,
                        &tr!("gui-part-set-error-values"),
                        &tr!("gui-part-set-error-values-tip"),
                        &mut next.error_values,
                        defaults.error_values,
                        1.0,
                        "",
                    );
                    optional(
                        ui,
                        &tr!("gui-part-set-row-bytes"),
                        &tr!("gui-part-set-row-bytes-tip"),
                        &mut next.row_bytes,
                        defaults.row_bytes,
                        1.0e6,
                        " MB",
                    );
                    number(
                        ui,
                        &tr!("gui-part-set-low-cardinality"),
                        &tr!("gui-part-set-low-cardinality-tip"),
                        &mut next.low_cardinality,
                        1.0,
                        "",
                        false,
                    );
                    number(
                        ui,
                        &tr!("gui-part-set-index-cardinality"),
                        &tr!("gui-part-set-index-cardinality-tip"),
                        &mut next.index_high_cardinality,
                        1.0,
                        "",
                        false,
                    );
                    let l =
                        ui.label(tr!("gui-part-set-max-buckets")).on_hover_text(tr!("gui-part-set-max-buckets-tip"));
                    ui.add(egui::DragValue::new(&mut next.max_random_buckets).range(2..=1_000_000))
                        .labelled_by(l.id)
                        .on_hover_text(tr!("gui-part-set-max-buckets-tip"));
                    ui.end_row();
                });
                ui.label(RichText::new(tr!("gui-part-settings-note")).weak().small());
                if ui
                    .add_enabled(next != AnalysisSettings::default(), egui::Button::new(tr!("gui-part-settings-reset")))
                    .clicked()
                {
                    next = AnalysisSettings::default();
                }
            });
        self.settings_open = open;
        if next != *current {
            actions.analysis_settings(next);
        }
    }
}

/// The remedies of a table in one line of small buttons (`+ ts_day`), or the bucket in place
/// with a button to remove it.
fn compact_remedies_ui(ui: &mut egui::Ui, project: &Project, t: &Table, e: &PartitionEstimate, actions: &mut Actions) {
    let lang = language();
    if let Some(b) = table_bucket(project, t) {
        let resp = ui.small_button(tr!("gui-part-remove-bucket-short", bucket = &bucket_label(project, b)));
        if resp.on_hover_text(tr!("gui-part-remove-bucket-tip")).clicked() {
            // Said first: a refused edit's message then replaces it.
            actions.say(tr!("gui-removed-bucket", bucket = &bucket_label(project, b), table = &t.name));
            actions.edit(bucket_edit(t, None));
        }
        return;
    }
    for r in &e.remedies {
        let short = match &r.bucket {
            Bucket::Time { attribute, unit } => {
                tr!(
                    "gui-part-remedy-short-time",
                    attribute = &project.index().label(attribute),
                    unit = unit_name(*unit)
                )
            }
            Bucket::Random { count } => tr!("gui-part-remedy-short-random", count = *count),
        };
        let tip = format!("{}\n{}", r.description_in(lang), after_text(r));
        if ui.small_button(short).on_hover_text(tip).clicked() {
            actions.say(tr!("gui-applied-bucket", table = &t.name, bucket = &bucket_label(project, &r.bucket)));
            actions.edit(bucket_edit(t, Some(r.bucket.clone())));
        }
    }
}

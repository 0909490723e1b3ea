//! How a partition estimate is shown wherever it appears (the partitions panel, the estimates
//! editor, the badges on the Chebotko diagrams, the column explanations): figures, severity
//! colours and words, the formula, time units, buckets and their remedies.

use crate::gui::actions::Actions;
use crate::gui::i18n::{Lang, language};
use egui::{Color32, RichText};
use model_core::analysis::{EstimateStatus, PartitionEstimate, Remedy, human_number};
use model_core::edit::Edit;
use model_core::logical::Table;
use model_core::project::{Bucket, TimeUnit};
use model_core::{Project, Severity};
use std::sync::LazyLock;

/// The colour of a severity (none: the weak text colour).
pub fn severity_color(ui: &egui::Ui, severity: Option<Severity>) -> Color32 {
    match severity {
        Some(Severity::Error) => ui.visuals().error_fg_color,
        Some(Severity::Warning) => ui.visuals().warn_fg_color,
        Some(Severity::Info) => ui.visuals().hyperlink_color,
        None => ui.visuals().weak_text_color(),
    }
}

/// The severity as an icon, as the diagnostics list shows it (none: a check mark).
pub fn severity_icon(severity: Option<Severity>) -> &'static str {
    match severity {
        Some(Severity::Error) => "⛔",
        Some(Severity::Warning) => "⚠",
        Some(Severity::Info) => "ℹ",
        None => "✔",
    }
}

/// The severity in words (none: within the thresholds).
pub fn severity_label(severity: Option<Severity>) -> String {
    severity.map_or_else(|| tr!("gui-part-ok"), crate::gui::i18n::severity_name)
}

/// Nr as shown: a number, `∞ (+N a day)` or `?` (`≤ N` when bounded).
pub fn rows_text(e: &PartitionEstimate) -> String {
    match (e.status, e.rows) {
        (EstimateStatus::Estimated, Some(r)) => estimated(r),
        (EstimateStatus::Unbounded, _) => {
            tr!("gui-part-unbounded-rows", rows = &estimated(e.rows_per_day.unwrap_or(0.0)))
        }
        _ => e.rows_at_most.map_or_else(|| "?".to_owned(), |m| format!("≤ {}", human_number(m.round()))),
    }
}

/// An estimated count as shown: whole numbers as they are (`1,200`), others rounded and
/// marked as the estimates they are (`≈ 267`; below 10 to a tenth, `≈ 2.5`).
pub fn estimated(x: f64) -> String {
    if !x.is_finite() || x.fract() == 0.0 {
        return human_number(x);
    }
    if x.abs() < 10.0 { format!("≈ {x:.1}") } else { format!("≈ {}", human_number(x.round())) }
}

/// Nv as shown.
pub fn values_text(e: &PartitionEstimate) -> String {
    match (e.status, e.values) {
        (EstimateStatus::Estimated, Some(v)) => estimated(v),
        (EstimateStatus::Unbounded, _) => "∞".to_owned(),
        _ => "?".to_owned(),
    }
}

/// St as shown.
pub fn bytes_text(e: &PartitionEstimate) -> String {
    match (e.status, e.bytes) {
        (EstimateStatus::Estimated, Some(b)) => fmt_bytes(b),
        (EstimateStatus::Unbounded, _) => "∞".to_owned(),
        _ => "?".to_owned(),
    }
}

/// Bytes for people in the interface language (1.1 MB, 12 bytes / 12 字节).
fn fmt_bytes(b: f64) -> String {
    model_core::analysis::bytes_text(b).get(language())
}

/// The formula with the numbers that went in (hover text of the figures and the badge).
pub fn formula(e: &PartitionEstimate) -> String {
    let head = match e.status {
        EstimateStatus::Estimated => tr!("gui-part-formula-head", table = &e.table),
        EstimateStatus::Unbounded => {
            tr!("gui-part-formula-unbounded", table = &e.table, rows = &human_number(e.rows_per_day.unwrap_or(0.0)))
        }
        EstimateStatus::Unknown => tr!("gui-part-formula-unknown", table = &e.table),
    };
    format!("{head}\n{}", e.breakdown.explain_in(e.rows, language()))
}

/// A time unit in words, as model-core words it ([`TimeUnit::words`]): worded once per
/// language shown and kept for the life of the process.
pub fn unit_name(unit: TimeUnit) -> &'static str {
    /// Every language's words for every unit, in [`Lang::ALL`] and [`TimeUnit::ALL`] order.
    static TABLES: LazyLock<Vec<[&str; 7]>> = LazyLock::new(|| {
        Lang::ALL.iter().map(|l| TimeUnit::ALL.map(|u| &*Box::leak(u.words().get(*l).into_boxed_str()))).collect()
    });
    let lang = Lang::ALL.iter().position(|l| *l == language()).unwrap_or_default();
    let i = TimeUnit::ALL.iter().position(|u| *u == unit).unwrap_or_default();
    TABLES[lang][i]
}

/// A bucket in words: "Bucket by day of Reading.ts", "Random bucket 0..7".
pub fn bucket_label(project: &Project, bucket: &Bucket) -> String {
    match bucket {
        Bucket::Time { attribute, unit } => {
            tr!("gui-part-bucket-time", unit = unit_name(*unit), attribute = &project.index().label(attribute))
        }
        Bucket::Random { count } => tr!("gui-part-bucket-random", last = count.saturating_sub(1)),
    }
}

/// The figures after a remedy, in words.
pub fn after_text(r: &Remedy) -> String {
    tr!(
        "gui-part-after",
        rows = &estimated(r.rows_after),
        values = &estimated(r.values_after),
        bytes = &fmt_bytes(r.bytes_after)
    )
}

/// The bucket the user put on the table (an override of one of its queries), if any.
pub fn table_bucket<'a>(project: &'a Project, t: &Table) -> Option<&'a Bucket> {
    t.queries.iter().find_map(|q| project.overrides.tables.get(q).and_then(|o| o.bucket.as_ref()))
}

/// The edit that puts `bucket` on a table (on every query it serves), or removes it.
pub fn bucket_edit(t: &Table, bucket: Option<Bucket>) -> Edit {
    Edit::SetTableBucket { queries: t.queries.clone(), bucket }
}

/// The remedies of a table as the inspector lists them: each bucket with the figures after
/// it and a button that applies it; or the bucket in place with a button that removes it.
pub fn remedies_ui(ui: &mut egui::Ui, project: &Project, t: &Table, e: &PartitionEstimate, actions: &mut Actions) {
    let lang = language();
    if let Some(b) = table_bucket(project, t) {
        ui.label(tr!("gui-part-bucket-in-place", bucket = &bucket_label(project, b)));
        if ui.button(tr!("gui-part-remove-bucket")).on_hover_text(tr!("gui-part-remove-bucket-tip")).clicked() {
            actions.edit(bucket_edit(t, None));
        }
        return;
    }
    if e.remedies.is_empty() {
        return;
    }
    ui.strong(tr!("gui-part-remedies"));
    for r in &e.remedies {
        if ui.button(bucket_label(project, &r.bucket)).on_hover_text(r.description_in(lang)).clicked() {
            actions.edit(bucket_edit(t, Some(r.bucket.clone())));
        }
        ui.label(RichText::new(after_text(r)).weak());
    }
}

/// The badge above a Chebotko table box: values and bytes per partition in the severity's
/// colour, the formula on hover. Drawn right-aligned just above the box.
pub fn badge_ui(ui: &mut egui::Ui, table_rect: egui::Rect, e: &PartitionEstimate, severity: Option<Severity>) {
    let text = tr!("gui-part-badge", values = &values_text(e), bytes = &bytes_text(e));
    // The pictures' badge colours and place: at least 4.5:1 in both themes, above the band
    // the diagram's arrows keep clear of.
    let theme =
        if ui.visuals().dark_mode { model_core::render::Theme::dark() } else { model_core::render::Theme::light() };
    let (ink, _) = model_core::render::badge_colors(&theme, severity);
    let color = Color32::from_hex(ink).unwrap_or_else(|_| severity_color(ui, severity));
    let font = egui::FontId::proportional(model_core::render::BADGE_SIZE);
    let painter = ui.painter().clone();
    let job = egui::text::LayoutJob::simple_singleline(text.clone(), font, color);
    let size = egui::vec2(painter.layout_job(job.clone()).size().x + 10.0, model_core::render::BADGE_H);
    let table =
        model_core::render::Rect::new(table_rect.min.x, table_rect.min.y, table_rect.width(), table_rect.height());
    let r = model_core::render::badge_rect(table, size.x, size.y);
    let rect = egui::Rect::from_min_size(egui::pos2(r.x, r.y), egui::vec2(r.w, r.h));
    painter.rect(rect, 6.0, ui.visuals().extreme_bg_color, egui::Stroke::new(1.0, color), egui::StrokeKind::Inside);
    // Rasterised for the canvas's zoom, so its middle dot does not vanish zoomed out.
    let zoom = crate::gui::canvases::screen_scale(ui) / painter.pixels_per_point();
    crate::gui::canvases::sharp_job(&painter, zoom, rect.min + egui::vec2(5.0, 2.0), job);
    let resp = ui.interact(rect, ui.id().with(("partition-badge", &e.table)), egui::Sense::hover());
    resp.widget_info(|| {
        egui::WidgetInfo::labeled(
            egui::WidgetType::Label,
            true,
            tr!("gui-part-a11y-badge", table = &e.table, figures = &text, severity = &severity_label(severity)),
        )
    });
    resp.on_hover_ui(|ui| {
        ui.label(formula(e));
    });
}

#[cfg(test)]
mod tests {
    use super::estimated;

    #[test]
    fn estimates_are_shown_rounded_and_marked_as_estimates() {
        assert_eq!(estimated(266.666_666), "≈ 267");
        assert_eq!(estimated(66.67), "≈ 67");
        assert_eq!(estimated(2.5), "≈ 2.5");
        assert_eq!(estimated(73_000.0), "73,000");
        assert_eq!(estimated(123_456.7), "≈ 123,457");
    }
}

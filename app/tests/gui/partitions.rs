//! Partition sizes in the window, driven through the UI by AccessKit labels: the
//! sensor sample's unbounded partition, its one-click day bucket (warning gone, 86,400 rows,
//! the bucket in queries.cql), removing the bucket and undo; the hotel sample's
//! available_rooms_by_hotel_date at 73,000 rows and values; sorting the partitions table by
//! bytes; a fan-out typed into the inspector changing the figures; the badges on the
//! Chebotko diagram.

use crate::support::Settle;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use keyspace_studio::gui::{Selected, StudioApp, Tab};
use model_core::Code;
use model_core::Project;

fn open(name: &str) -> Harness<'static, StudioApp> {
    let project =
        Project::load(&crate::support::repo_path(&format!("sample-projects/{name}"))).expect("sample project");
    let mut app = StudioApp::with_project(project, None);
    app.set_native_dialogs(false);
    let mut h = crate::support::harness(app);
    h.settle();
    h
}

/// Scrolls the widget labelled `label` into view (the partitions panel is small) and
/// clicks it.
fn click(h: &mut Harness<'_, StudioApp>, label: &str) {
    h.get_by_label(label).scroll_to_me();
    h.settle();
    crate::support::click(h, label);
}

fn has_label(h: &Harness<'_, StudioApp>, pred: impl Fn(&str) -> bool) -> bool {
    h.query_all_by(|n| n.label().is_some_and(|l| pred(&l))).next().is_some()
}

fn unbounded_warning_shown(h: &Harness<'_, StudioApp>) -> bool {
    has_label(h, |l| l.starts_with("⚠") && l.contains("readings_by_sensor") && l.contains("grow without bound"))
}

fn undo(h: &mut Harness<'_, StudioApp>) {
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.settle();
}

#[test]
fn sensor_day_bucket_in_one_click_clears_the_unbounded_partition_and_undo_restores_it() {
    let mut h = open("sensor-readings.json");
    let original = h.state().project().clone();

    // The diagnostics list and the partitions table show the unbounded partition.
    assert!(unbounded_warning_shown(&h), "the unbounded-partition warning is listed");
    h.get_by_label("Rows of readings_by_sensor: ∞ (+86,400 a day)");
    h.get_by_label("Values of readings_by_sensor: ∞");
    // The GUI lists what `keyspace-studio check` prints.
    let check = {
        let p = h.state().project().clone();
        let d = model_core::derive(&p);
        model_core::pipeline::check(&p, &d, &model_core::analysis::AnalysisSettings::default()).diagnostics
    };
    assert_eq!(h.state_mut().analysis().diagnostics, check);

    // One click on the day-bucket remedy.
    click(&mut h, "+ Reading.ts by day");
    assert!(!unbounded_warning_shown(&h), "the warning is gone");
    let said = h.state().status().to_owned();
    assert_eq!(said, "readings_by_sensor: Bucket by day of Reading.ts applied — Ctrl+Z to undo");
    h.get_by_label("Rows of readings_by_sensor: 86,400");
    h.get_by_label("Values of readings_by_sensor: 86,400");
    let a = h.state_mut().analysis();
    assert_eq!(a.with_code(Code::UnboundedPartition).count(), 0);
    assert_eq!(a.partition("readings_by_sensor").and_then(|e| e.rows), Some(86_400.0));
    // Both queries of the merged table got the bucket: still one table.
    assert_eq!(a.partitions.len(), 3);

    // The queries.cql preview has the bucket column.
    click(&mut h, "queries.cql");
    // (The preview's text runs are AccessKit values, one per line or so.)
    let cql_has = |h: &Harness<'_, StudioApp>, text: &str| {
        h.query_all_by(|n| n.value().is_some_and(|v| v.contains(text))).next().is_some()
    };
    assert!(cql_has(&h, "AND ts_day = ?"), "the queries in queries.cql give the bucket");
    assert!(cql_has(&h, "ts_day: the day of Reading.ts"), "queries.cql says what the bucket is");

    // Click the row: the table is selected; the inspector shows the bucket and removes it.
    click(&mut h, "Rows of readings_by_sensor: 86,400");
    assert_eq!(h.state().selection(), &[Selected::Table("readings_by_sensor".to_owned())]);
    assert_eq!(h.state().tab(), Tab::Logical);
    h.get_by_label("In place: Bucket by day of Reading.ts");
    h.get_by_label("Partition of readings_by_sensor: 86,400 values · 2.1 MB (within limits)");
    click(&mut h, "Remove the bucket");
    assert!(unbounded_warning_shown(&h), "removing the bucket brings the warning back");
    h.get_by_label("Partition of readings_by_sensor: ∞ values · ∞ (warning)");

    // Undo puts the bucket back; undo again restores the sample as it was.
    undo(&mut h);
    h.get_by_label("Rows of readings_by_sensor: 86,400");
    undo(&mut h);
    assert!(unbounded_warning_shown(&h));
    h.get_by_label("Rows of readings_by_sensor: ∞ (+86,400 a day)");
    assert_eq!(h.state().project(), &original);
}

fn bytes_order(h: &Harness<'_, StudioApp>) -> Vec<String> {
    let mut cells: Vec<(f32, String)> = h
        .query_all_by(|n| n.label().is_some_and(|l| l.starts_with("Bytes of ")))
        .filter_map(|n| {
            let label = n.accesskit_node().label()?;
            let table = label.strip_prefix("Bytes of ")?.split(':').next()?.to_owned();
            Some((n.rect().top(), table))
        })
        .collect();
    cells.sort_by(|a, b| a.0.total_cmp(&b.0));
    cells.into_iter().map(|(_, t)| t).collect()
}

#[test]
fn hotel_rooms_by_date_is_73000_and_the_table_sorts_by_bytes() {
    let mut h = open("hotel.json");
    h.get_by_label("Rows of available_rooms_by_hotel_date: 73,000");
    h.get_by_label("Values of available_rooms_by_hotel_date: 73,000");

    let mut by_bytes: Vec<(f64, String)> = h
        .state_mut()
        .analysis()
        .partitions
        .iter()
        .map(|e| (e.bytes.unwrap_or(f64::INFINITY), e.table.clone()))
        .collect();
    by_bytes.sort_by(|a, b| a.0.total_cmp(&b.0));
    let ascending: Vec<String> = by_bytes.into_iter().map(|(_, t)| t).collect();
    assert_ne!(bytes_order(&h), ascending, "model order is not already the bytes order");

    click(&mut h, "Bytes");
    assert_eq!(bytes_order(&h), ascending);
    click(&mut h, "Bytes ⏶");
    let descending: Vec<String> = ascending.iter().rev().cloned().collect();
    assert_eq!(bytes_order(&h), descending);
    h.get_by_label("Bytes ⏷");
}

#[test]
fn a_fan_out_typed_in_the_inspector_changes_the_partition_and_is_one_undo_step() {
    let mut h = open("hotel.json");
    let original = h.state().project().clone();
    click(&mut h, "has (Hotel – Room)");
    let field = "Room per Hotel";
    // Below the relationship's other fields: scrolled into view, as the user would.
    h.get_by_label(field).scroll_to_me();
    h.settle();
    h.get_by_label(field).click();
    h.settle();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.settle();
    h.get_by_label(field).type_text("50");
    h.settle();
    h.key_press(Key::Enter);
    h.settle();
    h.get_by_label("Rows of available_rooms_by_hotel_date: 36,500");
    undo(&mut h);
    h.get_by_label("Rows of available_rooms_by_hotel_date: 73,000");
    assert_eq!(h.state().project(), &original);

    // Bad input is marked and never applied.
    h.get_by_label(field).click();
    h.settle();
    h.get_by_label(field).type_text("x");
    h.settle();
    assert_eq!(h.state().project(), &original);
}

#[test]
fn badges_on_the_chebotko_tables_show_values_bytes_and_severity() {
    let mut h = open("hotel.json");
    h.state_mut().set_tab(Tab::Logical);
    h.settle();
    h.get_by_label("Partition of available_rooms_by_hotel_date: 73,000 values · 1.1 MB (within limits)");
    h.state_mut().set_tab(Tab::Physical);
    h.settle();
    h.get_by_label("Partition of available_rooms_by_hotel_date: 73,000 values · 1.1 MB (within limits)");
}

#[test]
fn a_lower_value_threshold_in_the_settings_window_warns_about_the_hotel_rooms() {
    let mut h = open("hotel.json");
    let over =
        |h: &mut Harness<'_, StudioApp>| h.state_mut().analysis().with_code(Code::PartitionTooManyValues).count();
    assert_eq!(over(&mut h), 0);
    click(&mut h, "⚙ Thresholds");
    h.get_by_label("Analysis settings");
    // Issue 44: a threshold the target does not limit reads "no limit", not "0.00 MB", and
    // numbers are grouped as people read them.
    let shown = |h: &Harness<'_, StudioApp>, label: &str| h.get_by_label(label).value().unwrap_or_default();
    assert_eq!(shown(&h, "Warn above values"), "100,000");
    let unlimited = h.query_all_by(|n| n.value().is_some_and(|v| v == "no limit")).count();
    assert_eq!(unlimited, 1, "the row-size limit Apache Cassandra 5.0 does not set");
    click(&mut h, "Warn above values");
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.settle();
    h.get_by_label("Warn above values").type_text("50000");
    h.settle();
    h.key_press(Key::Enter);
    h.settle();
    assert_eq!(over(&mut h), 1, "73,000 values is above the new 50,000");
    h.get_by_label("Severity of available_rooms_by_hotel_date: warning");
    assert!(has_label(&h, |l| l.starts_with("⚠") && l.contains("73,000 values per partition, above 50,000")));
    click(&mut h, "Reset to defaults");
    assert_eq!(over(&mut h), 0);
    h.get_by_label("Severity of available_rooms_by_hotel_date: within limits");
}

/// Types `text` into the field labelled `label`, replacing what is there, and presses Enter.
fn type_number(h: &mut Harness<'_, StudioApp>, label: &str, text: &str) {
    click(h, label);
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.settle();
    h.get_by_label(label).type_text(text);
    h.settle();
    h.key_press(Key::Enter);
    h.settle();
}

#[test]
fn a_growth_horizon_typed_for_readings_bounds_the_partition_and_a_size_changes_the_bytes() {
    let mut h = open("sensor-readings.json");
    let original = h.state().project().clone();
    // A legible fit need not show every entity at once: zoom out first.
    for _ in 0..4 {
        h.key_press_modifiers(Modifiers::COMMAND, Key::Minus);
        h.settle();
    }
    h.get_by_label("Entity Reading").click_accesskit();
    h.settle();
    assert!(h.get_by_label("Grows over time").accesskit_node().toggled().is_some());
    // Readings kept 2 days: 172,800 rows per sensor, bounded; over 100,000 values, so warned.
    type_number(&mut h, "Kept (days)", "2");
    h.get_by_label("Rows of readings_by_sensor: 172,800");
    assert!(!unbounded_warning_shown(&h));
    let a = h.state_mut().analysis();
    assert_eq!(a.with_code(Code::PartitionTooManyValues).count(), 1);
    // The day bucket is still offered for the bounded partition.
    assert!(a.partition("readings_by_sensor").is_some_and(|e| !e.remedies.is_empty()));
    undo(&mut h);
    assert_eq!(h.state().project(), &original);

    // An average size for a network's description: the all_networks partition grows by
    // (500 − 100) bytes per network, 200 networks.
    let before = h.state_mut().analysis().partition("all_networks").and_then(|e| e.bytes).expect("bytes");
    h.get_by_label("Attribute description").click_accesskit();
    h.settle();
    type_number(&mut h, "Average size (bytes)", "500");
    let after = h.state_mut().analysis().partition("all_networks").and_then(|e| e.bytes).expect("bytes");
    assert_eq!(after - before, 200.0 * 400.0);
    h.get_by_label("Attribute latitude").click_accesskit();
    h.settle();
    h.get_by_label("double has a fixed width: 8 bytes");
}

/// The product catalogue (issue 16): in the inspector, Q5 gets its own table back, then is
/// served again through the SAI index offered on products_by_category; the project ends as it
/// began. (The offer's figures are tested in model-core's `derive::sai_tests`.)
#[test]
fn an_sai_choice_is_undone_and_made_again_in_the_inspector() {
    let mut h = open("product-catalogue.json");
    let original = h.state().project().clone();
    let q5 = model_core::ids::QueryId::from("Q5");
    click(&mut h, "Rows of products_by_category: 700");
    assert_eq!(h.state().selection(), &[Selected::Table("products_by_category".to_owned())]);
    click(&mut h, "Give Q5 its own table again");
    assert!(h.state().project().overrides.tables.get(&q5).is_none_or(|o| o.index_on.is_none()));
    // Q5's own table is back; its inspector offers the index.
    let own = h
        .query_all_by(|n| n.label().is_some_and(|l| l.starts_with("Rows of ") && l.contains("in_stock")))
        .find_map(|n| n.accesskit_node().label())
        .expect("Q5's own table in the partitions table");
    click(&mut h, &own);
    h.get_by_label("Q5 from products_by_category with SAI on in_stock").scroll_to_me();
    h.settle();
    let offer = h.get_by_label("Q5 from products_by_category with SAI on in_stock").rect().center().y;
    let button = h
        .query_all_by(|n| n.label().is_some_and(|l| l == "Use the index"))
        .min_by(|a, b| (a.rect().center().y - offer).abs().total_cmp(&(b.rect().center().y - offer).abs()))
        .expect("a button beside the offer");
    button.click();
    h.settle();
    assert_eq!(h.state().project(), &original, "chosen again: as the sample saves it");
}

/// The target chosen on the Physical tab is an undoable edit, and the analysis follows it
/// (issue 16).
#[test]
fn choosing_the_target_on_the_physical_tab_is_undoable_and_the_analysis_follows_it() {
    let mut h = open("hotel.json");
    h.state_mut().set_tab(Tab::Physical);
    h.settle();
    click(&mut h, "Target");
    click(&mut h, "Amazon Keyspaces");
    assert_eq!(h.state().project().target(), model_core::dialect::Target::Keyspaces);
    let hotels = |h: &mut Harness<'_, StudioApp>| h.state_mut().analysis().partition("hotels").map(|e| e.row_bytes);
    assert_eq!(hotels(&mut h), Some(404.0), "Amazon Keyspaces' encoded row size (docs/targets.md)");
    undo(&mut h);
    assert_eq!(h.state().project().physical.target, None, "undo restores the project as it was");
    assert_eq!(hotels(&mut h), Some(397.0), "Cassandra's count again");
}

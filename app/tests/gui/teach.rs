//! The teaching features, driven through the UI on the hotel sample: a column's
//! explanation in the inspector, a query lighting up its access path and table, the notation
//! legend and the method guide, step mode from the conceptual model to the physical one,
//! and pictures of the four diagrams (SVG and PNG, light and dark).

use crate::support::Settle;
use crate::support::{click, harness_sized, hotel, sample};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use keyspace_studio::gui::{PictureSet, Selected, StudioApp, Tab};
use model_core::Project;
use model_core::ids::QueryId;
use std::path::PathBuf;

fn harness() -> Harness<'static, StudioApp> {
    let (project, path) = hotel();
    harness_with(project, path)
}

fn harness_with(project: Project, path: PathBuf) -> Harness<'static, StudioApp> {
    let mut app = StudioApp::with_project(project, Some(path));
    app.set_native_dialogs(false);
    let mut h = harness_sized(app, [1500.0, 950.0]);
    h.settle();
    h
}

fn menu(h: &mut Harness<'_, StudioApp>, menu: &str, item: &str) {
    click(h, menu);
    click(h, item);
}

/// The text of a node: a label's is its value in AccessKit, other widgets' their label.
fn text_of(n: &egui_kittest::kittest::AccessKitNode<'_>) -> Option<String> {
    if n.role() == egui::accesskit::Role::Label { n.value() } else { n.label() }
}

/// Texts of every node whose text contains all of `parts`.
fn labels_with(h: &Harness<'_, StudioApp>, parts: &[&str]) -> Vec<String> {
    h.query_all_by(|n| text_of(n).is_some_and(|l| parts.iter().all(|p| l.contains(p))))
        .filter_map(|n| text_of(&n.accesskit_node()))
        .collect()
}

fn logical_tables(h: &Harness<'_, StudioApp>) -> Vec<String> {
    let (tables, _) = h.state().logical_diagram().expect("the logical diagram was drawn");
    tables.into_iter().map(|(name, _)| name).collect()
}

#[test]
fn a_column_explains_itself_and_a_query_lights_up_its_path_and_table() {
    let mut h = harness();
    h.state_mut().set_tab(Tab::Logical);
    h.settle();
    h.get_by_label("Column poi_name of hotels_by_poi").click_accesskit();
    h.settle();
    assert_eq!(h.state().selection(), &[Selected::Column("hotels_by_poi".into(), "poi_name".into())]);
    let why = labels_with(&h, &["MR2", "Q1", "POI.name"]);
    assert_eq!(
        why,
        vec!["K: MR2, equality search (=) on POI.name in Q1".to_owned()],
        "the inspector explains poi_name"
    );
    // The column's table is highlighted with it.
    assert_eq!(h.state().highlighted_tables(), vec!["hotels_by_poi".to_owned()]);

    // A clustering column from MR5.
    h.get_by_label("Column hotel_id of hotels_by_poi").click_accesskit();
    h.settle();
    assert_eq!(labels_with(&h, &["C↑: MR5", "key of Hotel", "Q1"]).len(), 1);

    // The inspector's link to the query selects it: its table and access path light up.
    click(&mut h, "Q1");
    assert_eq!(h.state().selection(), &[Selected::Query(QueryId::from("Q1"))]);
    assert_eq!(h.state().highlighted_tables(), vec!["hotels_by_poi".to_owned()]);
    assert_eq!(h.state().highlighted_path(), vec!["hotel".to_owned(), "near".to_owned(), "poi".to_owned()]);

    // Another query: another table and path.
    h.state_mut().set_tab(Tab::Workflow);
    h.settle();
    h.state_mut().set_tab(Tab::Logical);
    h.settle();
    h.get_by_label("Table available_rooms_by_hotel_date").click_accesskit();
    h.settle();
    assert_eq!(h.state().highlighted_tables(), vec!["available_rooms_by_hotel_date".to_owned()]);
    let path = h.state().highlighted_path();
    for id in ["availability", "room", "hotel", "available", "has_room"] {
        assert!(path.contains(&id.to_owned()), "{id} on Q4's path: {path:?}");
    }
    assert!(!path.contains(&"poi".to_owned()), "{path:?}");
    // Selecting a table lists its queries and each column's reason.
    h.get_by_label("Queries served");
    assert!(!labels_with(&h, &["Q4 Find an available room in a given date range"]).is_empty());
    assert_eq!(labels_with(&h, &["C↑: MR3, range search", "Availability.date", "Q4"]).len(), 1);
    assert_eq!(labels_with(&h, &["C↑: MR5, key of Room", "Q4"]).len(), 1);
    // The conceptual and workflow canvases draw with the highlight.
    for tab in [Tab::Workflow, Tab::Conceptual] {
        h.state_mut().set_tab(tab);
        h.settle();
    }
    h.get_by_label("Entity Hotel");
}

#[test]
fn chinese_explanations_come_from_the_same_structure() {
    use keyspace_studio::gui::i18n::Lang;
    use model_core::project::{Bucket, TimeUnit};
    let (mut project, path) = hotel();
    // A month bucket on Q8's table, to see a unit worded in Chinese too.
    project.overrides.tables.entry(QueryId::from("Q8")).or_default().bucket =
        Some(Bucket::Time { attribute: "reservation.start_date".into(), unit: TimeUnit::Month });
    let mut app = StudioApp::with_project(project, Some(path));
    app.set_native_dialogs(false);
    app.set_language(Lang::Zh);
    let mut h = harness_sized(app, [1500.0, 950.0]);
    h.state_mut().set_tab(Tab::Logical);
    h.settle();
    h.get_by_label("表 hotels_by_poi 的列 poi_name").click_accesskit();
    h.settle();
    let why = labels_with(&h, &["MR2", "Q1", "POI.name"]);
    h.get_by_label("表 reservations_by_guest 的列 start_date_month").click_accesskit();
    h.settle();
    let bucket = labels_with(&h, &["K：", "Reservation.start_date"]);
    assert_eq!(why, vec!["K：MR2，Q1 中对 POI.name 的等值查询（=）".to_owned()]);
    // Derivation's reason, as the document words it: a time bucket names no query.
    assert_eq!(bucket, vec!["K：分桶，时间分桶：按 Reservation.start_date 所在的月分桶，限制分区大小".to_owned()]);
}

#[test]
fn the_notation_legend_and_the_method_guide_open_from_the_help_menu() {
    let mut h = harness();
    assert_eq!(h.state().help_open(), (false, false));
    menu(&mut h, "Help", "Notation legend");
    assert_eq!(h.state().help_open(), (true, false));
    for text in [
        "Weak entity (double rectangle): identified through its owner",
        "Identifying relationship (double diamond): joins a weak entity to its owner",
        "K: partition key column",
        "C↓: clustering column, descending",
        "Entry arrow Qn: the query the table serves",
    ] {
        assert!(!labels_with(&h, &[text]).is_empty(), "legend shows {text}");
    }
    menu(&mut h, "Help", "The method");
    assert_eq!(h.state().help_open(), (true, true));
    h.get_by_label("The mapping rules");
    assert!(!labels_with(&h, &["MR5: key attributes are added"]).is_empty());
}

#[test]
fn step_mode_reveals_the_four_models_one_step_at_a_time() {
    let mut h = harness();
    let queries = h.state().project().queries.len();
    menu(&mut h, "View", "Step mode F5");
    let total = 4 + queries;
    assert_eq!(h.state().step_mode(), Some((1, total)));
    assert_eq!(h.state().tab(), Tab::Conceptual);
    h.get_by_label("1 · Conceptual: the entities, relationships and attributes of the domain");
    // The tabs follow the step, not the clicks.
    click(&mut h, "Physical");
    assert_eq!(h.state().tab(), Tab::Conceptual);

    click(&mut h, "Next ▸");
    assert_eq!((h.state().step_mode(), h.state().tab()), (Some((2, total)), Tab::Workflow));

    // The logical model, one query's table at a time, naming the rules applied.
    click(&mut h, "Next ▸");
    assert_eq!((h.state().step_mode(), h.state().tab()), (Some((3, total)), Tab::Logical));
    assert_eq!(logical_tables(&h), vec!["hotels_by_poi".to_owned()]);
    h.get_by_label("1 table");
    h.get_by_label("3 · Logical: query 1 of 9, Q1 Find hotels near a given point of interest → table hotels_by_poi");
    h.get_by_label("MR2: the equality search attributes form the partition key");
    h.get_by_label("MR5: key attributes are added until every row is unique (key completion)");
    assert!(h.query_by_label("MR3: the range search attributes become clustering columns").is_none());
    assert_eq!(h.state().selection(), &[Selected::Table("hotels_by_poi".into())]);
    for shown in 2..=queries {
        click(&mut h, "Next ▸");
        assert_eq!(logical_tables(&h).len(), shown, "step {}", shown + 2);
        if shown == 4 {
            h.get_by_label("MR3: the range search attributes become clustering columns");
        }
    }
    // Then the optimised design, with each choice and its reason.
    click(&mut h, "Next ▸");
    assert_eq!((h.state().step_mode(), h.state().tab()), (Some((total - 1, total)), Tab::Logical));
    h.get_by_label("3 · Logical, optimised: the method gave 9 tables, one per query; the design has 9");
    assert_eq!(
        labels_with(&h, &["one partition per owner would grow without bound", "joined the partition key"]).len(),
        1
    );
    click(&mut h, "Next ▸");
    assert_eq!((h.state().step_mode(), h.state().tab()), (Some((total, total)), Tab::Physical));
    h.get_by_label("4 · Physical: CQL types and keyspaces");
    // The last step: Next goes no further.
    click(&mut h, "Next ▸");
    assert_eq!(h.state().step_mode(), Some((total, total)));

    click(&mut h, "◂ Previous");
    click(&mut h, "◂ Previous");
    assert_eq!((h.state().step_mode(), h.state().tab()), (Some((total - 2, total)), Tab::Logical));
    assert_eq!(logical_tables(&h).len(), queries);
    click(&mut h, "Leave step mode");
    assert_eq!(h.state().step_mode(), None);
    click(&mut h, "Conceptual");
    assert_eq!(h.state().tab(), Tab::Conceptual);
}

fn orders() -> Harness<'static, StudioApp> {
    let path = sample("orders.json");
    harness_with(Project::load(&path).expect("orders sample loads"), path)
}

#[test]
fn step_mode_shows_one_table_per_query_before_the_merged_design() {
    let mut h = orders();
    let queries = h.state().project().queries.len();
    menu(&mut h, "View", "Step mode F5");
    for _ in 0..queries + 1 {
        click(&mut h, "Next ▸");
    }
    // The method's first step: Q6 has a table of its own beside Q1's.
    h.get_by_label(
        "3 · Logical: query 6 of 6, Q6 The five latest orders of a user (account page) → table orders_by_user_q6",
    );
    assert_eq!(logical_tables(&h).len(), 6);
    click(&mut h, "Next ▸");
    h.get_by_label("3 · Logical, optimised: the method gave 6 tables, one per query; the design has 5");
    assert_eq!(logical_tables(&h).len(), 5);
    assert_eq!(
        labels_with(&h, &["Q6 had tables with the same primary key", "written once instead of 2 times"]).len(),
        1
    );
}

#[test]
fn a_merged_table_can_be_kept_apart_and_merged_again_from_the_inspector() {
    let mut h = orders();
    click(&mut h, "Logical");
    h.get_by_label("Table orders_by_user").click_accesskit();
    h.settle();
    h.get_by_label("Design choices");
    click(&mut h, "Keep Q6 in a table of its own");
    let q6 = QueryId::from("Q6");
    assert!(h.state().project().overrides.tables.get(&q6).is_some_and(|ov| ov.separate));
    assert_eq!(logical_tables(&h).len(), 6, "Q6 has its own table again");
    // Its own table says so and lets it merge again; undo would too.
    h.get_by_label("Table orders_by_user_q6").click_accesskit();
    h.settle();
    h.get_by_label("Q6 is kept in a table of its own");
    click(&mut h, "Allow merging again");
    assert!(!h.state().project().overrides.tables.contains_key(&q6));
    assert_eq!(logical_tables(&h).len(), 5);
}

#[test]
fn each_key_alternative_shows_its_trade_off_figures() {
    let mut h = harness();
    click(&mut h, "Logical");
    h.get_by_label("Table reservations_by_hotel_date").click_accesskit();
    h.settle();
    let figures = labels_with(&h, &["rows written to", "Q7 reads 1 partition"]);
    assert!(figures.len() >= 2, "{figures:?}");
    // The default grows without bound before the date joins the key: the figure says so for
    // the owner-only alternative.
    assert!(figures.iter().any(|f| f.contains("partition grows without bound")), "{figures:?}");
}

#[test]
fn a_chosen_key_alternative_is_saved_as_its_key() {
    let mut h = harness();
    click(&mut h, "Logical");
    h.get_by_label("Table reservations_by_hotel_date").click_accesskit();
    h.settle();
    let q7 = QueryId::from("Q7");
    let table = |h: &Harness<'_, StudioApp>| {
        let p = h.state().project().clone();
        model_core::derive(&p).model.table_for_query(&q7).cloned().expect("Q7's table")
    };
    let before = table(&h);
    let second = before.alternatives[1].clone();
    let index = h.state().project().index();
    let label = format!("{} — {}", second.signature(&index), second.reason);
    click(&mut h, &label);
    let ov = h.state().project().overrides.tables.get(&q7).cloned().expect("a choice is saved");
    assert_eq!(
        (ov.key, ov.alternative),
        (second.as_manual_key(), 0),
        "saved as the key, not as a position in the list"
    );
    let after = table(&h);
    assert_eq!((after.chosen, after.key_signature() != before.key_signature()), (1, true));
    // Undo goes back to the default.
    click(&mut h, "Edit");
    h.get_by(|n| n.label().is_some_and(|l| l.starts_with("Undo"))).click();
    h.settle();
    assert!(h.state().project().overrides.tables.get(&q7).is_none_or(|ov| ov.key.is_none()));
}

#[test]
fn fit_keeps_names_legible_and_the_zoom_bar_and_keys_zoom_the_canvas() {
    let mut h = harness();
    for tab in ["Conceptual", "Logical", "Physical"] {
        click(&mut h, tab);
        h.settle();
        let fitted = h.state().zoom().expect("the canvas was shown");
        let floor = if tab == "Conceptual" {
            keyspace_studio::gui::MIN_FIT_ZOOM
        } else {
            keyspace_studio::gui::CHEBOTKO_FIT_ZOOM
        };
        assert!(fitted >= floor - 1e-3, "{tab}: fitted at {fitted}, names under 10 px");
        h.get_by_label(&format!("{:.0} %", fitted * 100.0));
        click(&mut h, "+");
        let zoomed = h.state().zoom().expect("zoom");
        assert!((zoomed / fitted - 1.25).abs() < 0.01, "{tab}: + went from {fitted} to {zoomed}");
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Minus);
        h.settle();
        let back = h.state().zoom().expect("zoom");
        assert!((back - fitted).abs() < 0.01, "{tab}: Ctrl − went to {back}, not {fitted}");
        click(&mut h, "Fit to view");
    }
    // The interface itself was not scaled by the keys.
    assert!((h.ctx.zoom_factor() - 1.0).abs() < f32::EPSILON);
}

#[test]
fn f1_opens_the_shortcut_sheet_and_ctrl_y_redoes() {
    let mut h = harness();
    h.key_press(egui::Key::F1);
    h.settle();
    // The sheet is made from the commands: Save As's label is on it.
    assert!(!labels_with(&h, &["Save As"]).is_empty());
    h.key_press(egui::Key::F1);
    h.settle();
    assert!(labels_with(&h, &["Save As"]).is_empty(), "F1 again closes it");
    // Ctrl+Y redoes what Ctrl+Z undid.
    h.get_by_label("Add entity").click();
    h.settle();
    h.key_press(egui::Key::Escape);
    h.settle();
    let after = h.state().project().entities.len();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.settle();
    assert_eq!(h.state().project().entities.len(), after - 1);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Y);
    h.settle();
    assert_eq!(h.state().project().entities.len(), after);
}

fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "PNG signature");
    assert_eq!(&bytes[12..16], b"IHDR");
    let be = |b: &[u8]| u32::from_be_bytes([b[0], b[1], b[2], b[3]]);
    (be(&bytes[16..20]), be(&bytes[20..24]))
}

#[test]
fn pictures_of_the_four_diagrams_in_svg_and_png_light_and_dark() {
    let dir = tempfile::tempdir().expect("temp dir");
    // The window opens from the File menu; without a native dialog, Export asks with the
    // in-app one, in the project's folder, the diagram's file name proposed.
    let (project, _) = hotel();
    let mut h = harness_with(project, dir.path().join("hotel.json"));
    menu(&mut h, "File", "Export picture…");
    click(&mut h, "Export…");
    assert!(h.state().fallback_dialog_open(), "{}", h.state().status());
    assert!(h.state().status().starts_with("No system file dialog is available here"), "{}", h.state().status());
    click(&mut h, "📥  Save");
    h.state_mut().wait_for_tasks();
    h.settle();
    // PNG is proposed first (issue 44).
    let proposed = dir.path().join("hotel-conceptual.png");
    assert!(proposed.is_file(), "{}", h.state().status());
    assert_eq!(h.state().status(), format!("Picture written to {}", proposed.display()));

    let names = ["conceptual", "workflow", "logical", "physical"];
    for dark in [false, true] {
        for ext in ["svg", "png"] {
            let theme = if dark { "dark" } else { "light" };
            let path = dir.path().join(format!("hotel-{theme}.{ext}"));
            h.state_mut().export_pictures(&path, PictureSet::AllFour, dark);
            h.state_mut().wait_for_tasks();
            assert_eq!(h.state().error_message(), None);
            assert!(h.state().status().contains("4"), "{}", h.state().status());
            for name in names {
                let file = dir.path().join(format!("hotel-{theme}-{name}.{ext}"));
                let bytes = std::fs::read(&file).expect("file written");
                if ext == "svg" {
                    let svg = String::from_utf8(bytes).expect("SVG is UTF-8");
                    assert!(svg.starts_with("<svg") || svg.starts_with("<?xml"), "{}", file.display());
                    // usvg parses it (the XML and the SVG) and draws it.
                    let png = model_core::render::svg_to_png(&svg, 1.0).expect("the SVG parses");
                    assert!(png.width > 200 && png.height > 100, "{name}: {}x{}", png.width, png.height);
                    let bg = if dark { "#1b1d21" } else { "#ffffff" };
                    assert!(svg.contains(bg), "{name} {theme} background");
                    if name == "logical" || name == "physical" {
                        for t in ["hotels_by_poi", "available_rooms_by_hotel_date", "reservations_by_guest", "guests"] {
                            assert!(svg.contains(t), "{name} shows {t}");
                        }
                    }
                } else {
                    let (w, hgt) = png_size(&bytes);
                    assert!(w > 400 && hgt > 200, "{name}: {w}x{hgt}");
                }
            }
        }
    }
    // The current tab alone, to the path given.
    h.state_mut().set_tab(Tab::Logical);
    let one = dir.path().join("logical-only.png");
    h.state_mut().export_pictures(&one, PictureSet::Current, true);
    h.state_mut().wait_for_tasks();
    assert_eq!(h.state().error_message(), None);
    assert!(png_size(&std::fs::read(&one).expect("written")).0 > 400);
    assert!(h.state().status().contains("logical-only.png"));
    // An unknown extension writes nothing and says why.
    let bad = dir.path().join("picture.gif");
    h.state_mut().export_pictures(&bad, PictureSet::Current, false);
    h.state_mut().wait_for_tasks();
    let err = h.state().error_message().expect("gif refused");
    assert!(err.contains(".svg or .png"), "{err}");
    assert!(err.contains("picture.gif"), "{err}");
    assert!(!bad.exists());
}

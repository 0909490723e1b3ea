//! The canvas's second pass (issue 31), point by point: typed attribute types and refused
//! names, growth typed where the fan-out is asked, the inspector at its top on every new
//! selection, Fit showing every shape (or saying what it could not), the zoom bar over
//! nothing, the language in one click, "Nothing to undo", rounded estimates.

use crate::support::Settle;
use crate::support::{click, harness_sized, hotel, sample};
use egui::Key;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use keyspace_studio::gui::i18n::Lang;
use keyspace_studio::gui::{CHEBOTKO_FIT_ZOOM, MIN_FIT_ZOOM, WORKFLOW_FIT_ZOOM};
use keyspace_studio::gui::{StudioApp, Tab, UiCommand};
use model_core::Project;
use model_core::project::{Cardinality, TimeUnit};

fn open(project: Project) -> Harness<'static, StudioApp> {
    let mut app = StudioApp::with_project(project, None);
    app.set_native_dialogs(false);
    let mut h = harness_sized(app, [1366.0, 768.0]);
    h.settle();
    h
}

/// Types `text` into the field that has the keyboard focus.
fn type_text(h: &mut Harness<'_, StudioApp>, text: &str) {
    h.get_by(|n| n.is_focused()).type_text(text);
    h.settle();
}

/// Ctrl+A in the focused field: what is typed next replaces its text.
fn select_all(h: &mut Harness<'_, StudioApp>) {
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    h.settle();
}

fn key(h: &mut Harness<'_, StudioApp>, key: Key) {
    h.key_press(key);
    h.settle();
}

/// Clicks the text field labelled `label` (not the label itself).
fn click_field(h: &mut Harness<'_, StudioApp>, label: &str) {
    h.get_by(|n| n.role() == Role::TextInput && n.label().is_some_and(|l| l == label)).click();
    h.settle();
}

/// `text` is on screen: a label's text (its AccessKit value) or a widget's name.
fn shown(h: &Harness<'_, StudioApp>, text: &str) -> bool {
    h.query_all_by(|n| n.label().is_some_and(|l| l == text) || n.value().is_some_and(|v| v == text)).next().is_some()
}

/// Clicks the drop-down list showing `value` (a list without a name of its own).
fn click_list(h: &mut Harness<'_, StudioApp>, value: &str) {
    h.get_by(|n| n.role() == Role::ComboBox && n.value().is_some_and(|v| v == value)).click();
    h.settle();
}

/// An entity added and typed in quick entry: `Name(a, b type)` and Enter.
fn add_entity(h: &mut Harness<'_, StudioApp>, typed: &str) {
    click(h, "Add entity");
    type_text(h, typed);
    key(h, Key::Enter);
}

#[test]
fn types_typed_after_names_are_kept_and_a_name_with_a_space_is_refused_on_the_field() {
    let mut h = open(Project::new("t"));
    click(&mut h, "Add entity");
    type_text(&mut h, "Room(number int, rate decimal)");
    // Shown before Enter: what will be added, with the key.
    assert!(shown(&h, "Adds: number int (K), rate decimal"), "the plan is shown before Enter");
    key(&mut h, Key::Enter);
    let attrs = |h: &Harness<'_, StudioApp>| -> Vec<(String, &'static str, bool)> {
        h.state().project().entities[0].attributes.iter().map(|a| (a.name.clone(), a.ty.name(), a.key)).collect()
    };
    assert_eq!(attrs(&h), [("number".into(), "int", true), ("rate".into(), "decimal", false)]);
    // The new-attribute field has the focus: a name with a space is refused, on the field.
    type_text(&mut h, "first name, ts: timestamp");
    let refusal = "“first name” is not a name: a name has no space or colon, and what follows one must be a CQL type (number int, ts: timestamp)";
    assert!(shown(&h, refusal), "the refusal is on the field before Enter");
    key(&mut h, Key::Enter);
    assert_eq!(attrs(&h).len(), 2, "nothing stored");
    assert!(shown(&h, refusal), "the text stays, refused, to be corrected");
    // Corrected: both are added, typed.
    select_all(&mut h);
    type_text(&mut h, "first_name, ts: timestamp, value");
    assert!(shown(&h, "Adds: first_name text, ts timestamp, value double"));
    key(&mut h, Key::Enter);
    assert_eq!(
        attrs(&h)[2..],
        [("first_name".into(), "text", false), ("ts".into(), "timestamp", false), ("value".into(), "double", false)]
    );
}

#[test]
fn a_weak_entity_s_relationship_to_its_owner_starts_identifying_and_growth_is_typed_on_its_end() {
    let mut h = open(Project::new("t"));
    add_entity(&mut h, "Sensor(sensor_id)");
    add_entity(&mut h, "Reading(ts timestamp, value double)");
    click(&mut h, "Weak entity, owned by");
    assert!(h.state().project().entities[1].owner.is_some());
    click(&mut h, "Relate to…");
    let sensor: Vec<_> = h.get_all_by_label("Sensor").collect();
    sensor.last().expect("Sensor in the list").click();
    h.settle();
    let r = h.state().project().relationships[0].clone();
    assert!(r.identifying, "a weak entity's relationship to its owner identifies it");
    assert_eq!(r.ends.each_ref().map(|e| e.cardinality), [Cardinality::Many, Cardinality::One]);

    // "Reading per Sensor": typed as a rate, it is the Reading's growth for each Sensor.
    click_field(&mut h, "Reading per Sensor");
    type_text(&mut h, "1/s");
    let growth = |h: &Harness<'_, StudioApp>| h.state().project().entities[1].estimates.growth.clone();
    let g = growth(&h).expect("a growth");
    assert_eq!(
        (g.rate, g.per, g.for_each.as_ref(), g.kept_days),
        (1.0, TimeUnit::Second, Some(&h.state().project().entities[0].id), None)
    );
    assert!(shown(&h, "per second") && shown(&h, "kept forever"), "the unit and the retention beside the rate");
    // What does not read is refused on the field, and nothing changes.
    select_all(&mut h);
    type_text(&mut h, "1/x");
    assert!(shown(&h, "⚠ “1/x” is neither a number nor a rate: type 100, 1/s, 86400/day or 10 per minute"));
    assert_eq!(growth(&h).map(|g| (g.rate, g.per)), Some((1.0, TimeUnit::Second)));
    select_all(&mut h);
    type_text(&mut h, "10 per minute");
    assert_eq!(growth(&h).map(|g| (g.rate, g.per)), Some((10.0, TimeUnit::Minute)));
    // Kept 90 days, from the list beside it.
    click_list(&mut h, "kept forever");
    let ninety: Vec<_> = h.get_all_by_label("kept 90 days").collect();
    ninety.last().expect("90 days offered").click();
    h.settle();
    assert_eq!(growth(&h).and_then(|g| g.kept_days), Some(90.0));
    assert_eq!(h.state().project().relationships[0].ends[0].fan_out, None, "no fan-out left behind by the typing");
}

#[test]
fn the_inspector_starts_at_its_top_when_the_selection_changes() {
    let (p, path) = hotel();
    let mut app = StudioApp::with_project(p, Some(path));
    app.set_native_dialogs(false);
    let mut h = harness_sized(app, [1366.0, 768.0]);
    h.settle();
    let pane = h.state().pane_rect(keyspace_studio::gui::dock::Pane::Inspector).expect("the inspector is drawn");
    let select = |h: &mut Harness<'_, StudioApp>, name: &str| {
        let n = h.get_all_by_label(name).next().expect("listed");
        n.scroll_to_me();
        h.settle();
        h.get_all_by_label(name).next().expect("listed").click();
        h.settle();
    };
    select(&mut h, "Hotel");
    for _ in 0..12 {
        h.hover_at(pane.center());
        h.event(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Line,
            delta: egui::vec2(0.0, -3.0),
            modifiers: egui::Modifiers::NONE,
            phase: egui::TouchPhase::Move,
        });
        h.settle();
    }
    let heading = |h: &Harness<'_, StudioApp>, text: &str| {
        h.query_all_by(|n| n.role() == Role::Label && n.value().is_some_and(|v| v == text))
            .map(|n| n.rect())
            .find(|r| pane.contains(r.center()))
    };
    assert!(heading(&h, "Entity").is_none(), "scrolled: the heading is out of view");
    select(&mut h, "Guest");
    let top = heading(&h, "Entity").expect("the new selection's heading is in view");
    assert!(top.top() < pane.top() + 60.0, "at the top: {top:?} in {pane:?}");
}

/// Fit on the current tab, then every shape's box on screen with the canvas it is drawn in.
fn fitted(h: &mut Harness<'_, StudioApp>, tab: Tab) -> (egui::Rect, Vec<(String, egui::Rect)>) {
    h.state_mut().set_tab(tab);
    h.settle();
    let ctx = h.ctx.clone();
    h.state_mut().run_command(&ctx, UiCommand::FitToView);
    h.settle();
    h.settle();
    h.state().canvas_on_screen()
}

/// The shapes not wholly inside the canvas, by name.
fn clipped(canvas: egui::Rect, shapes: &[(String, egui::Rect)]) -> Vec<String> {
    shapes.iter().filter(|(_, r)| !canvas.expand(1.0).contains_rect(*r)).map(|(n, _)| n.clone()).collect()
}

/// After Fit, every shape of every tab of the hotel sample is inside the canvas at a legible
/// zoom (names at least 10 px high), in a 1366×768 and a 1920×1080 window, in English and in
/// Chinese; the zoom bar covers no shape.
#[test]
fn fit_shows_every_shape() {
    let mut failures = Vec::new();
    for (size, language) in [([1366.0, 768.0], Lang::En), ([1366.0, 768.0], Lang::Zh), ([1920.0, 1080.0], Lang::En)] {
        let (p, path) = hotel();
        let mut app = StudioApp::with_project(p, Some(path));
        app.set_native_dialogs(false);
        app.set_language(language);
        let mut h = harness_sized(app, size);
        h.settle();
        for tab in [Tab::Conceptual, Tab::Workflow, Tab::Logical, Tab::Physical] {
            let (canvas, shapes) = fitted(&mut h, tab);
            assert!(!shapes.is_empty(), "{tab:?}: shapes drawn");
            let zoom = h.state().zoom().expect("zoom");
            let floor = match tab {
                Tab::Conceptual => MIN_FIT_ZOOM,
                Tab::Workflow => WORKFLOW_FIT_ZOOM,
                Tab::Logical | Tab::Physical => CHEBOTKO_FIT_ZOOM,
            };
            assert!(zoom >= floor - 1e-3, "{tab:?} {size:?}: fitted below the legible zoom ({zoom})");
            let off = clipped(canvas, &shapes);
            if !off.is_empty() {
                failures
                    .push(format!("{tab:?} {size:?} {language:?}: {off:?} clipped at zoom {zoom:.2} in {canvas:?}"));
            }
            // The zoom bar is under the canvas (which clips what it draws), over no shape.
            let fit_label = if language == Lang::En { "Fit to view" } else { "适应窗口" };
            for button in ["−", "+", "100 %", fit_label] {
                let b = h
                    .get_all_by_label(button)
                    .map(|n| n.rect())
                    .find(|r| r.top() >= canvas.bottom() - 1.0)
                    .expect("the zoom bar");
                assert!(!canvas.shrink(1.0).intersects(b), "{tab:?}: the zoom bar's {button} is on the canvas");
                assert!(
                    !shapes.iter().any(|(_, r)| r.intersects(b.shrink(1.0))),
                    "{tab:?}: the zoom bar's {button} covers a shape"
                );
            }
            eprintln!("{tab:?} {size:?} {language:?}: zoom {zoom:.2}, {} shapes in {canvas:?}", shapes.len());
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

/// What Fit cannot show at a legible zoom it says: a workflow of sixty queries in a small
/// window.
#[test]
fn fit_says_how_many_shapes_it_could_not_show() {
    let mut p = Project::new("many");
    for i in 0..60 {
        let edit = model_core::edit::Edit::add_query(&p, &format!("query number {i}"), None);
        p.apply(&edit).expect("add");
    }
    let mut app = StudioApp::with_project(p, None);
    app.set_native_dialogs(false);
    let mut h = harness_sized(app, [1366.0, 768.0]);
    h.settle();
    let (canvas, shapes) = fitted(&mut h, Tab::Workflow);
    let off = clipped(canvas, &shapes);
    assert!(!off.is_empty(), "sixty queries do not fit at a legible zoom");
    let said = format!("{} off-screen at the smallest legible zoom: scroll to see them", off.len());
    assert!(shown(&h, &said), "{} clipped and not said", off.len());
}

/// The workflow is fitted again when the window changes size, until the user pans or zooms.
#[test]
fn the_workflow_is_fitted_again_when_the_window_changes_size() {
    let (p, path) = hotel();
    let mut app = StudioApp::with_project(p, Some(path));
    app.set_native_dialogs(false);
    let mut h = harness_sized(app, [1920.0, 1080.0]);
    h.settle();
    let (_, big) = fitted(&mut h, Tab::Workflow);
    h.set_size(egui::vec2(1366.0, 768.0));
    h.settle();
    h.settle();
    let (canvas, shapes) = h.state().canvas_on_screen();
    assert_eq!(shapes.len(), big.len());
    let off = clipped(canvas, &shapes);
    assert!(off.is_empty(), "after the window shrank: {off:?} clipped in {canvas:?}");
    h.set_size(egui::vec2(1920.0, 1080.0));
    h.settle();
    h.settle();
    let (canvas, shapes) = h.state().canvas_on_screen();
    assert!(clipped(canvas, &shapes).is_empty(), "after it grew again");
    let grown = shapes.iter().map(|(_, r)| r.width()).sum::<f32>();
    let before = big.iter().map(|(_, r)| r.width()).sum::<f32>();
    assert!((grown - before).abs() < 1.0, "the same view as the first fit: {grown} / {before}");
}

#[test]
fn a_new_query_lands_where_the_user_looks() {
    let (p, path) = hotel();
    let mut app = StudioApp::with_project(p, Some(path));
    app.set_tab(Tab::Workflow);
    let mut h = harness_sized(app, [1366.0, 768.0]);
    h.settle();
    for _ in 0..3 {
        click(&mut h, "Add query");
        h.settle();
        let (canvas, shapes) = h.state().canvas_on_screen();
        let id = h.state().project().queries.last().expect("added").id.to_string();
        let (_, r) = shapes.iter().find(|(n, _)| *n == id).expect("the new query is drawn");
        assert!(canvas.contains_rect(*r), "{id} at {r:?}, the canvas {canvas:?}");
        key(&mut h, Key::Escape);
    }
}

#[test]
fn the_language_switches_in_one_click_in_the_status_bar_and_is_remembered() {
    let mut h = open(Project::new("t"));
    click(&mut h, "English");
    assert_eq!(h.state().language(), Lang::Zh);
    h.get_by_label("文件");
    let mut storage = crate::support::Memory::default();
    eframe::App::save(h.state_mut(), &mut storage);
    assert_eq!(
        keyspace_studio::gui::language::saved_or_system(Some(&storage)),
        Lang::Zh,
        "remembered for the next start"
    );
    click(&mut h, "简体中文");
    assert_eq!(h.state().language(), Lang::En);
    h.get_by_label("File");
}

#[test]
fn undo_and_redo_with_nothing_to_do_say_so() {
    let mut h = open(Project::new("t"));
    let ctx = h.ctx.clone();
    h.state_mut().run_command(&ctx, UiCommand::Undo);
    assert_eq!(h.state().status(), "Nothing to undo");
    h.state_mut().run_command(&ctx, UiCommand::Redo);
    assert_eq!(h.state().status(), "Nothing to redo");
}

/// Estimates are rounded where shown: no `266.67 values` in the partitions table.
#[test]
fn the_partitions_table_rounds_its_estimates() {
    for file in ["hotel.json", "sensor-readings.json", "video-sharing.json", "online-supermarket.json"] {
        let h = open(Project::load(&sample(file)).expect("sample"));
        let cells: Vec<String> = h
            .query_all_by(|n| n.label().is_some_and(|l| l.starts_with("Rows of ") || l.starts_with("Values of ")))
            .filter_map(|n| n.accesskit_node().label())
            .collect();
        assert!(!cells.is_empty(), "{file}: the partitions table is shown");
        for c in cells {
            let figure = c.split(": ").nth(1).unwrap_or_default();
            let decimals = figure.split('.').nth(1).map_or(0, |d| d.chars().take_while(char::is_ascii_digit).count());
            assert!(decimals <= 1, "{file}: {c}");
        }
    }
}

/// The partitions panel's remedies read 补救办法 in Chinese, drawn with the embedded font.
#[test]
fn remedies_read_as_remedies_in_chinese() {
    let mut app = StudioApp::with_project(Project::load(&sample("sensor-readings.json")).expect("sample"), None);
    app.set_language(Lang::Zh);
    let mut h = harness_sized(app, [1366.0, 768.0]);
    h.settle();
    assert!(shown(&h, "补救办法"), "the remedies heading");
    assert!(!shown(&h, "补数办法"));
    assert!(
        h.ctx.fonts_mut(|f| f.has_glyphs(&egui::FontId::proportional(14.0), "补救办法")),
        "every glyph in the font"
    );
}

/// The Physical tab's top is one line: the target, the keyspaces' summary and the diagram's
/// toolbar. The keyspace editor is closed at first, one click on the summary opens it, its
/// fields edit the keyspace, and it stays open when the user comes back to the tab.
#[test]
fn the_keyspace_editor_opens_with_one_click_and_stays_open() {
    let mut h = open(hotel().0);
    h.state_mut().set_tab(Tab::Physical);
    h.settle();
    let summary = "Keyspaces: hotel, reservation";
    let field = |h: &Harness<'_, StudioApp>| {
        h.query_all_by(|n| n.role() == Role::TextInput && n.label().is_some_and(|l| l == "Keyspace")).count()
    };
    assert_eq!(field(&h), 0, "closed at first");
    let line = |h: &Harness<'_, StudioApp>, label: &str| h.get_by_label(label).rect();
    let (target, said) = (line(&h, "Target"), line(&h, summary));
    let beside = h.query_all_by_label("9 tables").any(|n| (n.rect().center().y - said.center().y).abs() < 2.0);
    assert!(
        (target.center().y - said.center().y).abs() < 2.0 && beside,
        "one line: {target:?} {said:?} and the table count"
    );
    click(&mut h, summary);
    h.settle();
    assert_eq!(field(&h), 2, "one click opens the editor: a name field per keyspace");
    h.query_all_by(|n| n.role() == Role::TextInput && n.label().is_some_and(|l| l == "Keyspace"))
        .next()
        .expect("the first keyspace's name")
        .click();
    h.settle();
    h.key_press(Key::End);
    type_text(&mut h, "_eu");
    assert_eq!(h.state().project().physical.keyspaces[0].name, "hotel_eu", "typed into the first keyspace's name");
    h.state_mut().set_tab(Tab::Logical);
    h.settle();
    h.state_mut().set_tab(Tab::Physical);
    h.settle();
    assert_eq!(field(&h), 2, "still open on coming back");
    click(&mut h, "Keyspaces: hotel_eu, reservation");
    h.settle();
    assert_eq!(field(&h), 0, "one click closes it");
}

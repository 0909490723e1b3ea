//! Cluster ▸ Connect…, Load sample data…, Verify and the status bar's connection, end to end
//! in the window on the live node (`KS_CASSANDRA`; skipped without it): connect once, the
//! other dialogs start from the connection (Apply asks for no address), the sample is loaded
//! with a rate shown, Verify fills its pane, the slowest query is opened from it; the
//! password typed reaches no file, message or printout; a wrong port is said with its step.
//! The keyspaces are `cluster_ui_…` and dropped at the end. With `KS_SCREENSHOTS=DIR` (and a
//! wgpu adapter) the window is drawn at 1366×768 in English and Chinese into DIR.

use crate::apply::{node, type_into};
use crate::support::{Settle, click, click_to_start, frames_until_done, harness_sized, hotel, window};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use keyspace_studio::gui::{Selected, StudioApp};

/// Every label the window shows that contains `part` (for messages with figures in them).
fn labels_with(h: &Harness<'_, StudioApp>, part: &str) -> Vec<String> {
    h.query_all_by_role(egui::accesskit::Role::Label)
        .chain(h.query_all_by_role(egui::accesskit::Role::Button))
        .filter_map(|n| n.accesskit_node().value().or_else(|| n.accesskit_node().label()))
        .filter(|t| t.contains(part))
        .collect()
}

/// Types the live keyspaces into the Apply dialog (opened, then closed): Compare with the
/// cluster maps them as it says.
fn type_apply_keyspaces(h: &mut Harness<'_, StudioApp>, mapping: &str) {
    click(h, "Cluster");
    click(h, "Apply to cluster…");
    type_into(h, "Live keyspaces", mapping);
    h.get_by_label("Close window").click();
    h.settle();
}

/// Clicks `label`, counting the user's interactions in `n`.
fn act(h: &mut Harness<'_, StudioApp>, n: &mut usize, label: &str) {
    *n += 1;
    click(h, label);
}

/// The window drawn in English and Chinese into `dir` as `NAME_en.png`, `NAME_zh.png`.
fn shoot(h: &mut Harness<'_, StudioApp>, dir: Option<&std::path::Path>, name: &str) {
    use keyspace_studio::gui::i18n::Lang;
    let Some(dir) = dir else { return };
    for (lang, suffix) in [(Lang::En, "en"), (Lang::Zh, "zh")] {
        h.state_mut().set_language(lang);
        h.settle();
        h.render().expect("rendered").save(dir.join(format!("{name}_{suffix}.png"))).expect("saved");
    }
    h.state_mut().set_language(Lang::En);
    h.settle();
}

#[test]
fn connect_load_sample_data_verify_and_open_the_slowest_query() {
    let Some((address, cluster, tag)) = node() else { return };
    // What an interrupted run of this test left behind goes first.
    for k in cluster.keyspaces().expect("keyspaces").iter().filter(|k| k.starts_with("cluster_ui_")) {
        let _ = cluster.run(&format!("DROP KEYSPACE IF EXISTS {k}"));
    }
    let (hotel_ks, reservation_ks) = (format!("cluster_ui_{tag:06x}_hotel"), format!("cluster_ui_{tag:06x}_res"));
    let mapping = format!("hotel={hotel_ks}, reservation={reservation_ks}");
    let password = "cluster-ui-pa55word";
    let (project, _) = hotel();
    let dir = tempfile::tempdir().expect("dir");
    let (mut h, shots) = window(StudioApp::with_project(project, None));
    let shots = shots.as_deref();
    h.settle();
    let mut interactions = 0;
    // Connect (a user and password: the node lets anyone in, and they must go nowhere).
    act(&mut h, &mut interactions, "Cluster");
    act(&mut h, &mut interactions, "Connect…");
    type_into(&mut h, "Hosts (host:port, separated by commas)", &address);
    type_into(&mut h, "User", "cluster_ui");
    type_into(&mut h, "Password", password);
    shoot(&mut h, shots, "connect");
    act(&mut h, &mut interactions, "Connect");
    frames_until_done(&mut h);
    let summary = h
        .state()
        .connection()
        .map(|c| c.summary())
        .unwrap_or_else(|| panic!("not connected: {:?}", labels_with(&h, "Cannot")));
    assert!(summary.contains("Apache Cassandra 5.") && summary.contains(&cluster.address.to_string()), "{summary}");
    h.get_by_label(&format!("Connected: {summary}"));
    h.get_by_label("Disconnect");
    // The live schema compared with the model, the diagrams marked as Compare marks a file.
    type_apply_keyspaces(&mut h, &mapping);
    click(&mut h, "Cluster");
    click(&mut h, "Compare with the cluster");
    frames_until_done(&mut h);
    h.get_by_label("Changes");
    assert!(
        !labels_with(&h, "hotels_by_poi").is_empty(),
        "the tables the cluster lacks are listed: {:?}",
        labels_with(&h, "table")
    );
    click(&mut h, "Logical");
    shoot(&mut h, shots, "compare_cluster");
    click(&mut h, "Conceptual");
    h.get_by_label("Close window").click();
    h.settle();
    // Apply starts from the connection: no address to type, the keyspaces made.
    click(&mut h, "Cluster");
    click(&mut h, "Apply to cluster…");
    h.get_by_label(&format!("{summary} (connected)"));
    assert!(h.query_by_label("Password").is_none(), "Apply asks for no password again");
    type_into(&mut h, "Replicas per data centre", "1");
    click(&mut h, "Read the plan");
    frames_until_done(&mut h);
    // The dialog fits below the menu bar and above the status bar, its buttons in sight.
    let (apply, menu) = (h.get_by_label("Apply").rect(), h.get_by_label("Cluster").rect());
    let title = h.get_by_label("Apply to a cluster").rect();
    assert!(
        title.top() >= menu.bottom() && apply.bottom() <= 768.0 - 20.0,
        "title {title:?}, Apply {apply:?}, menu {menu:?}"
    );
    shoot(&mut h, shots, "apply_connected");
    h.get_by_label(&format!("I have read these statements and want them run on {}", cluster.address)).click_accesskit();
    h.settle();
    click(&mut h, "Apply");
    frames_until_done(&mut h);
    assert!(!labels_with(&h, "Applied").is_empty(), "{:?}", labels_with(&h, "statement"));
    h.get_by_label("Close window").click();
    h.settle();
    // Load sample data: into the keyspaces Apply was given, with nothing to type again.
    act(&mut h, &mut interactions, "Cluster");
    act(&mut h, &mut interactions, "Load sample data…");
    let field = h.get_by_label("Live keyspaces").value().unwrap_or_default();
    assert_eq!(field, mapping, "the mapping Apply was given");
    interactions += 1;
    click_to_start(&mut h, "Load", "the load runs off the window's thread");
    frames_until_done(&mut h);
    let written = labels_with(&h, "rows written into");
    assert!(
        written.iter().any(|t| t.contains(&hotel_ks) && t.contains("rows/s")),
        "{written:?} {:?}",
        labels_with(&h, "Refused")
    );
    eprintln!("load: {written:?}");
    shoot(&mut h, shots, "load_sample");
    h.get_by_label("Close window").click();
    h.settle();
    // Verify: the pane fills.
    act(&mut h, &mut interactions, "Cluster");
    act(&mut h, &mut interactions, "Verify");
    frames_until_done(&mut h);
    assert_eq!(
        h.get_all_by_label("✔ Every query returns exactly its rows").count(),
        2,
        "in the pane and the status bar"
    );
    // The slowest first, then its row opens the query.
    act(&mut h, &mut interactions, "p99");
    let rows: Vec<String> = labels_with(&h, ", p99 ").into_iter().filter(|t| t.starts_with('Q')).collect();
    assert_eq!(rows.len(), h.state().project().queries.len(), "a row per query: {rows:?}");
    eprintln!("verify: {rows:?}");
    let slowest = rows[0].clone();
    act(&mut h, &mut interactions, &slowest);
    let id = slowest.split(':').next().expect("the query's id");
    assert_eq!(h.state().selection(), &[Selected::Query(id.into())], "the row opened {id}");
    shoot(&mut h, shots, "verify");
    eprintln!("connect, load sample data, verify, open the slowest query: {interactions} interactions");
    // The password is in no file, message or printout.
    let file = dir.path().join("hotel.json");
    h.state_mut().save_to(&file);
    frames_until_done(&mut h);
    let saved = std::fs::read_to_string(&file).expect("saved");
    assert!(!saved.contains(password) && !saved.contains("cluster_ui\""), "the project file holds no login");
    let shown: Vec<String> = labels_with(&h, password);
    assert!(shown.is_empty(), "{shown:?}");
    assert!(!format!("{:?} {:?}", h.state(), h.state().connection()).contains(password));
    assert!(!h.state().status().contains(password));
    // Disconnect: the status bar says so, the cluster dialogs ask again.
    click(&mut h, "Disconnect");
    assert!(h.state().connection().is_none());
    assert!(h.state().status().starts_with("Disconnected from "), "{}", h.state().status());
    for k in [&hotel_ks, &reservation_ks] {
        let _ = cluster.run(&format!("DROP KEYSPACE IF EXISTS {k}"));
    }
}

#[test]
fn a_wrong_port_is_said_with_its_host_and_step_and_no_password() {
    let Some((address, _cluster, _)) = node() else { return };
    let host = address.rsplit_once(':').map_or(address.as_str(), |(h, _)| h).to_owned();
    let (project, _) = hotel();
    let mut h = harness_sized(StudioApp::with_project(project, None), [1366.0, 768.0]);
    h.settle();
    click(&mut h, "Cluster");
    click(&mut h, "Connect…");
    type_into(&mut h, "Hosts (host:port, separated by commas)", &format!("{host}:1"));
    type_into(&mut h, "User", "cluster_ui");
    type_into(&mut h, "Password", "wrong-port-s3cret");
    click(&mut h, "Connect");
    frames_until_done(&mut h);
    let said = labels_with(&h, "Cannot reach the cluster");
    assert!(said.iter().any(|t| t.contains(&format!("host {host} port 1 (step: connect)"))), "{said:?}");
    assert!(said.iter().all(|t| !t.contains("wrong-port-s3cret")));
    assert!(h.state().connection().is_none());
}

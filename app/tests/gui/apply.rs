//! Cluster ▸ Apply to cluster…, end to end in the window on the live node (`KS_CASSANDRA`;
//! skipped without it): the menu opens the dialog, Read the plan reads the live schema off
//! the window's thread, the plan's statements and CQL are shown, Apply runs only once
//! confirmed, and each statement's result appears. The keyspaces are `ks_live_g…` and
//! dropped at the end. With `KS_SCREENSHOTS=DIR` (and a wgpu adapter), the dialog is also
//! drawn at 1366×768 in English and Chinese into DIR for a person to look at.

use crate::support::{Settle, click, click_to_start, frames_until_done, harness_sized, hotel, window};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use keyspace_studio::cluster::{Address, Cluster};
use keyspace_studio::gui::StudioApp;
use std::time::Duration;

/// Types `text` into the field labelled `label` in place of what it holds.
pub fn type_into(h: &mut Harness<'_, StudioApp>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    h.settle();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_label(label).type_text(text);
    h.settle();
}

/// The node (`KS_CASSANDRA`) and a tag for fresh keyspace names, or `None` (said) without one.
pub fn node() -> Option<(String, Cluster, u32)> {
    let Some(a) = std::env::var("KS_CASSANDRA").ok().filter(|a| !a.trim().is_empty()) else {
        eprintln!("skipped: no KS_CASSANDRA node");
        return None;
    };
    let address = Address::parse(&a).expect("KS_CASSANDRA");
    let tag =
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.subsec_nanos()) & 0xff_ffff;
    Some((a, Cluster::connect(&address, Duration::from_secs(30)).expect("the node"), tag))
}

#[test]
fn apply_to_cluster_reviews_then_runs_the_plan_on_the_node() {
    let Some((address, cluster, tag)) = node() else { return };
    let (hotel_ks, reservation_ks) = (format!("ks_live_g{tag:06x}_hotel"), format!("ks_live_g{tag:06x}_res"));
    let (project, path) = hotel();
    let app = StudioApp::with_project(project, Some(path));
    let (mut h, dir) = window(app);
    h.settle();
    click(&mut h, "Cluster");
    click(&mut h, "Apply to cluster…");
    h.get_by_label("Apply to a cluster");
    type_into(&mut h, "Cluster (host:port)", &address);
    type_into(&mut h, "Live keyspaces", &format!("hotel={hotel_ks}, reservation={reservation_ks}"));
    type_into(&mut h, "Replicas per data centre", "1");
    click(&mut h, "Read the plan");
    frames_until_done(&mut h);
    h.get_by_label("13 statement(s) will run, in this order, each awaiting schema agreement:");
    h.get_by_label(&format!("CREATE KEYSPACE IF NOT EXISTS {hotel_ks} WITH replication = {{'class': 'NetworkTopologyStrategy', 'datacenter1': 1}};"));
    if let Some(dir) = &dir {
        screenshots(&mut h, std::path::Path::new(dir));
    }
    assert!(!cluster.keyspaces().expect("keyspaces").contains(&hotel_ks), "nothing ran before Apply");
    let confirm = format!("I have read these statements and want them run on {}", cluster.address);
    // Ticked through AccessKit (as a screen reader does): a synthetic pointer click on this
    // box is not taken in the harness without a renderer (it is with one).
    h.get_by_label(&confirm).click_accesskit();
    h.settle();
    assert!(!h.get_by_label("Apply").accesskit_node().is_disabled(), "Apply is enabled once confirmed");
    click_to_start(&mut h, "Apply", "the run started");
    frames_until_done(&mut h);
    let done = format!("Applied 13 statement(s) to {}.", cluster.address);
    if h.query_by_label(&done).is_none() {
        let said: Vec<String> = h
            .query_all_by_role(egui::accesskit::Role::Label)
            .filter_map(|n| n.accesskit_node().value().or_else(|| n.accesskit_node().label()))
            .filter(|t| t.contains("statement") || t.contains("refused") || t.contains("Cannot"))
            .collect();
        panic!("{done} not shown; the dialog says: {said:?}");
    }
    assert_eq!(h.get_all_by_label("✔ ran").count(), 13);
    assert!(cluster.keyspaces().expect("keyspaces").contains(&hotel_ks));
    // Read again: nothing left to do.
    click(&mut h, "Read the plan");
    frames_until_done(&mut h);
    h.get_by_label("The live schema is the model's: nothing to do.");
    for k in [&hotel_ks, &reservation_ks] {
        let _ = cluster.run(&format!("DROP KEYSPACE IF EXISTS {k}"));
    }
}

#[test]
fn import_from_cluster_opens_the_live_schema_as_a_new_project() {
    let Some((address, cluster, tag)) = node() else { return };
    let ks = format!("ks_live_m{tag:06x}_shop");
    for statement in [
        format!("CREATE KEYSPACE {ks} WITH replication = {{'class': 'SimpleStrategy', 'replication_factor': 1}}"),
        format!(
            "CREATE TABLE {ks}.orders_by_user (user_id uuid, placed timestamp, total decimal, PRIMARY KEY ((user_id), placed)) WITH CLUSTERING ORDER BY (placed DESC)"
        ),
    ] {
        cluster.run(&statement).expect("the schema");
        cluster.await_schema().expect("agreement");
    }
    let (project, path) = hotel();
    let mut h = harness_sized(StudioApp::with_project(project, Some(path)), [1366.0, 768.0]);
    h.settle();
    click(&mut h, "Cluster");
    click(&mut h, "Import from cluster…");
    type_into(&mut h, "Cluster (host:port)", &address);
    type_into(&mut h, "Keyspaces", &ks);
    click(&mut h, "Import");
    frames_until_done(&mut h);
    let _ = cluster.run(&format!("DROP KEYSPACE IF EXISTS {ks}"));
    let p = h.state().project();
    assert_eq!(
        p.physical.tables.iter().map(|t| t.name.as_str()).collect::<Vec<_>>(),
        ["orders_by_user"],
        "the live table is the project's"
    );
    assert_eq!(p.physical.keyspaces.first().map(|k| k.name.as_str()), Some(ks.as_str()));
}

/// The window with the dialog drawn in English and Chinese into `dir`.
fn screenshots(h: &mut Harness<'_, StudioApp>, dir: &std::path::Path) {
    use keyspace_studio::gui::i18n::Lang;
    for (lang, name) in [(Lang::En, "apply_en.png"), (Lang::Zh, "apply_zh.png")] {
        h.state_mut().set_language(lang);
        h.settle();
        let image = h.render().expect("rendered");
        image.save(dir.join(name)).expect("saved");
    }
    h.state_mut().set_language(Lang::En);
    h.settle();
}

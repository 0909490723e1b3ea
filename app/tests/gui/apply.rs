//! Cluster ▸ Apply to cluster…, end to end in the window on the live node (`KS_CASSANDRA`;
//! skipped without it): the menu opens the dialog, Read the plan reads the live schema off
//! the window's thread, the plan's statements and CQL are shown, Apply runs only once
//! confirmed, and each statement's result appears. The keyspaces are `ks_live_g…` and
//! dropped at the end. With `KS_SCREENSHOTS=DIR` (and a wgpu adapter), the dialog is also
//! drawn at 1366×768 in English and Chinese into DIR for a person to look at.

use crate::support::{Settle, click, frames_until_done, harness_sized, hotel};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use keyspace_studio::cluster::{Address, Cluster};
use keyspace_studio::gui::StudioApp;
use std::time::Duration;

/// Types `text` into the field labelled `label` in place of what it holds.
fn type_into(h: &mut Harness<'_, StudioApp>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    h.settle();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_label(label).type_text(text);
    h.settle();
}

fn node() -> Option<(String, Cluster)> {
    let a = std::env::var("KS_CASSANDRA").ok().filter(|a| !a.trim().is_empty())?;
    let address = Address::parse(&a).expect("KS_CASSANDRA");
    Some((a, Cluster::connect(&address, Duration::from_secs(30)).expect("the node")))
}

#[test]
fn apply_to_cluster_reviews_then_runs_the_plan_on_the_node() {
    let Some((address, cluster)) = node() else {
        eprintln!("skipped: no KS_CASSANDRA node");
        return;
    };
    let tag = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.subsec_nanos()) & 0xff_ffff;
    let (hotel_ks, reservation_ks) = (format!("ks_live_g{tag:06x}_hotel"), format!("ks_live_g{tag:06x}_res"));
    let (project, path) = hotel();
    let app = StudioApp::with_project(project, Some(path));
    let shots =
        std::env::var_os("KS_SCREENSHOTS").and_then(|dir| std::panic::catch_unwind(egui_kittest::wgpu::WgpuTestRenderer::new).ok().map(|r| (dir, r)));
    let (mut h, dir) = match shots {
        Some((dir, renderer)) => {
            let h = Harness::builder()
                .with_size([1366.0, 768.0])
                .with_max_steps(8)
                .renderer(renderer)
                .build_ui_state(|ui, app: &mut StudioApp| app.frame_ui(ui), app);
            StudioApp::install_fonts(&h.ctx);
            (h, Some(dir))
        }
        None => (harness_sized(app, [1366.0, 768.0]), None),
    };
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
    click(&mut h, &format!("I have read these statements and want them run on {}", cluster.address));
    click(&mut h, "Apply");
    frames_until_done(&mut h);
    h.get_by_label(&format!("Applied 13 statement(s) to {}.", cluster.address));
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

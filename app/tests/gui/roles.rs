//! Roles on relationship ends in the window (issue 28): the relationship's inspector edits the
//! role beside each entity, and a rename carries the queries along in one undo step.

use crate::support::Settle;
use crate::support::{click, harness, sample};
use egui_kittest::kittest::Queryable;
use keyspace_studio::gui::{StudioApp, Tab};
use model_core::Project;

fn social() -> StudioApp {
    let path = sample("social.json");
    let mut app = StudioApp::with_project(Project::load(&path).expect("the social sample loads"), Some(path));
    app.set_tab(Tab::Conceptual);
    app
}

#[test]
fn the_relationship_inspector_edits_each_ends_role_and_undo_restores_it() {
    let mut h = harness(social());
    h.settle();
    h.get_by_label("Relationship follows").click_accesskit();
    h.settle();
    let fields = h.get_all_by_label("Role of User").collect::<Vec<_>>();
    assert_eq!(fields.len(), 2, "one role field per end");
    let values: Vec<String> = fields.iter().map(|f| f.value().unwrap_or_default()).collect();
    assert_eq!(values, vec!["follower".to_owned(), "followed".to_owned()]);
    fields[0].click();
    h.settle();
    h.get_all_by_label("Role of User").next().expect("field").type_text("s");
    h.settle();
    let p = h.state().project();
    let follows = p.relationship(&model_core::ids::RelationshipId::new("follows")).expect("follows");
    assert_eq!(follows.ends[0].role.as_deref(), Some("followers"));
    let q3 = p.query(&model_core::ids::QueryId::new("Q3")).expect("Q3");
    assert_eq!(q3.find[0].as_str(), "user.username@followers", "the query follows the renamed role");
    h.key_press(egui::Key::Escape);
    h.settle();
    click(&mut h, "Edit");
    let undo = |l: &str| {
        l.strip_prefix("Undo")
            .is_some_and(|rest| rest.is_empty() || rest.starts_with(" Ctrl") || rest.starts_with(" ⌘"))
    };
    h.get_by(|n| n.label().is_some_and(|l| undo(&l))).click();
    h.settle();
    let p = h.state().project();
    assert_eq!(p, &Project::load(&sample("social.json")).expect("loads"), "one undo restores the role and the queries");
}

//! An attribute updated in place (issue 46, item 2), ticked in the attribute inspector: the
//! sign-in's table is keyed by the user id alone, the password compared after reading, the
//! CQL preview says so, and Undo keys it by the password again in one step.

use crate::support::Settle;
use crate::support::{click, harness, set_checkbox};
use egui_kittest::kittest::Queryable;
use keyspace_studio::gui::{Selected, StudioApp, Tab};
use keyspace_studio::tr;
use model_core::builder::ProjectBuilder;
use model_core::cql::NativeType::Text;
use model_core::ids::QueryId;
use model_core::project::Predicate::Eq;

#[test]
fn ticking_updated_in_place_keys_the_sign_in_by_the_user_alone_and_undo_restores_it() {
    let project = ProjectBuilder::new("Shop")
        .entity("account", &[("userid", Text, true), ("password", Text, false), ("email", Text, false)])
        .query("Q1", Some("account"), &[("account.userid", Eq), ("account.password", Eq)], &["account.email"], &[])
        .build();
    let mut h = harness(StudioApp::with_project(project, None));
    h.settle();
    let keys = |h: &egui_kittest::Harness<'_, StudioApp>| {
        let d = model_core::derive(h.state().project());
        let t = d.model.table_for_query(&QueryId::from("Q1")).cloned().expect("Q1's table");
        t.columns.iter().filter(|c| c.role.is_key()).map(|c| c.name.clone()).collect::<Vec<_>>()
    };
    assert_eq!(keys(&h), ["account_userid", "password"], "a password given by equality keys the table by default");
    click(&mut h, &Tab::Conceptual.label());
    h.get_all_by_label(&tr!("gui-a11y-attribute", attribute = "password"))
        .next()
        .expect("the password on the ER diagram")
        .click_accesskit();
    h.settle();
    assert!(matches!(h.state().selection(), [Selected::Attribute(a)] if a.as_str() == "account.password"));
    set_checkbox(&mut h, &tr!("gui-updated-in-place"), true);
    let updated = |h: &egui_kittest::Harness<'_, StudioApp>| {
        h.state().project().attribute(&"account.password".into()).is_some_and(|(_, a)| a.updated)
    };
    assert!(updated(&h), "the tick is saved on the attribute");
    assert_eq!(keys(&h), ["userid"], "the sign-in finds the account by its id");
    let cql = model_core::export::queries_cql(h.state().project(), &model_core::derive(h.state().project()).model);
    assert!(cql.contains("password: compared with the given value by the application after reading"), "{cql}");
    click(&mut h, "Edit");
    h.get_by(|n| n.label().is_some_and(|l| l.starts_with("Undo"))).click();
    h.settle();
    assert!(!updated(&h), "one Undo unticks it");
    assert_eq!(keys(&h), ["account_userid", "password"]);
}

//! Roles on relationship ends (issue 28), as a modeller meets them: users who follow users,
//! an order with a billing and a shipping address, a trailer that is a video of another video.

use super::*;
use crate::builder::ProjectBuilder;
use crate::cql::NativeType::{Text, Timestamp, Uuid};
use crate::project::Cardinality::{Many, One};
use crate::project::Direction::Desc;
use crate::project::Predicate::Eq;

fn keys(t: &Table) -> Vec<(&str, &'static str)> {
    t.columns.iter().filter(|c| c.role.is_key()).map(|c| (c.name.as_str(), c.role.marker())).collect()
}

fn table<'a>(d: &'a Derivation, q: &str) -> &'a Table {
    d.model.table_for_query(&QueryId::from(q)).unwrap_or_else(|| panic!("no table for {q}: {:?}", d.diagnostics))
}

fn errors(d: &Derivation, code: Code) -> Vec<String> {
    d.diagnostics
        .iter()
        .filter(|x| x.code == code && x.severity == crate::Severity::Error)
        .map(|x| x.message.en())
        .collect()
}

/// Users follow users (m:n, roles follower and followed) and post messages.
fn social(roles: [Option<&str>; 2]) -> ProjectBuilder {
    ProjectBuilder::new("social")
        .entity("user", &[("username", Text, true), ("name", Text, false)])
        .entity("message", &[("id", Uuid, true), ("body", Text, false), ("at", Timestamp, false)])
        .relationship("follows", "user", Many, "user", Many)
        .roles(roles)
        .relationship("posts", "user", One, "message", Many)
}

#[test]
fn the_users_a_user_follows_and_the_followers_of_a_user_are_two_tables() {
    let p = social([Some("follower"), Some("followed")])
        .query("Q1", None, &[("user.username", Eq)], &["user.username@followed", "user.name@followed"], &[])
        .query("Q2", None, &[("user.username", Eq)], &["user.username@follower", "user.name@follower"], &[])
        .build();
    let d = derive(&p);
    let (followed, followers) = (table(&d, "Q1"), table(&d, "Q2"));
    assert_eq!(followed.name, "users_followed_by_user");
    assert_eq!(keys(followed), vec![("username", "K"), ("followed_username", "C↑")]);
    assert_eq!(followers.name, "followers_by_user");
    assert_eq!(keys(followers), vec![("username", "K"), ("follower_username", "C↑")]);
    // Different rows: never one table, never offered as one.
    assert!(d.model.sharing.is_empty(), "{:?}", d.model.sharing);
    assert_ne!(d.rows_of(followed), d.rows_of(followers));
    assert!(errors(&d, Code::RoleProblem).is_empty());
}

#[test]
fn a_timeline_walks_from_the_follower_through_follows_to_the_messages_the_followed_posted() {
    let p = social([Some("follower"), Some("followed")])
        .query(
            "Q1",
            Some("message"),
            &[("user.username@follower", Eq)],
            &["message.id", "message.body", "user.username"],
            &[("message.at", Desc)],
        )
        .query(
            "Q2",
            Some("message"),
            &[("user.username", Eq)],
            &["message.id", "message.body"],
            &[("message.at", Desc)],
        )
        .build();
    let d = derive(&p);
    let timeline = table(&d, "Q1");
    assert_eq!(timeline.name, "messages_by_follower");
    assert_eq!(keys(timeline), vec![("follower_username", "K"), ("at", "C↓"), ("message_id", "C↑")]);
    // The author is the followed user, one per message: a regular column.
    assert!(timeline.columns.iter().any(|c| c.name == "username" && !c.role.is_key()), "{:?}", timeline.columns);
    let own = table(&d, "Q2");
    assert_eq!(own.name, "messages_by_user");
    assert_ne!(d.rows_of(timeline), d.rows_of(own));
}

#[test]
fn a_query_across_a_relationship_of_an_entity_with_itself_without_roles_is_refused() {
    // Before issue 28 both queries read "given a user's name, find a user's name" and came out
    // as one table keyed ((username)), one row per user.
    let p = social([Some("follower"), Some("followed")])
        .query("Q1", None, &[("user.username", Eq)], &["user.username"], &[])
        .query("Q2", None, &[("user.username", Eq)], &["user.username", "user.name"], &[])
        .with(|p| p.queries[1].via = vec![crate::ids::RelationshipId::from("follows")])
        .build();
    let d = derive(&p);
    let refused = errors(&d, Code::RoleProblem);
    assert_eq!(refused.len(), 2, "{refused:?}");
    assert!(refused.iter().all(|m| m.contains("is refused") && m.contains("follows")), "{refused:?}");
    assert!(
        d.model.table_for_query(&QueryId::from("Q1")).is_none()
            && d.model.table_for_query(&QueryId::from("Q2")).is_none()
    );
    let fix = d.diagnostics.iter().find_map(|x| x.fix.as_ref()).map(|f| f.en()).unwrap_or_default();
    assert!(fix.contains("follower") && fix.contains("followed"), "{fix}");
    // A plain lookup of a user is no query across follows.
    let p = social([Some("follower"), Some("followed")])
        .query("Q1", None, &[("user.username", Eq)], &["user.name"], &[])
        .build();
    assert_eq!(table(&derive(&p), "Q1").name, "users");
}

#[test]
fn a_relationship_of_an_entity_with_itself_needs_two_different_roles() {
    for roles in [[None, None], [Some("follower"), None], [Some("friend"), Some("friend")]] {
        let p = social(roles).build();
        let d = derive(&p);
        let found: Vec<_> =
            crate::validate::validate(&p, &d).into_iter().filter(|x| x.code == Code::RoleProblem).collect();
        assert_eq!(found.len(), 1, "{roles:?}: {found:?}");
        assert_eq!(found[0].severity, crate::Severity::Error);
        assert!(found[0].fix.as_ref().is_some_and(|f| f.en().contains("inspector")), "{roles:?}");
    }
    let p = social([Some("follower"), Some("followed")]).build();
    assert!(crate::validate::validate(&p, &derive(&p)).iter().all(|x| x.code != Code::RoleProblem));
}

#[test]
fn a_role_no_end_plays_is_an_error_naming_the_roles_there_are() {
    let p = social([Some("follower"), Some("followed")])
        .query("Q1", None, &[("user.username", Eq)], &["user.username@fan"], &[])
        .build();
    let d = derive(&p);
    let found: Vec<_> = d.diagnostics.iter().filter(|x| x.code == Code::RoleProblem).collect();
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].message.en().contains("fan"));
    assert!(found[0].fix.as_ref().is_some_and(|f| f.en().contains("follower, followed")));
}

#[test]
fn an_order_with_a_billing_and_a_shipping_address_keeps_both() {
    let p = ProjectBuilder::new("shop")
        .entity("order", &[("id", Uuid, true), ("total", Text, false)])
        .entity("address", &[("id", Uuid, true), ("street", Text, false), ("city", Text, false)])
        .relationship("billed_to", "order", Many, "address", One)
        .roles([None, Some("billing")])
        .relationship("shipped_to", "order", Many, "address", One)
        .roles([None, Some("shipping")])
        .query(
            "Q1",
            Some("order"),
            &[("order.id", Eq)],
            &[
                "order.total",
                "address.street@billing",
                "address.city@billing",
                "address.street@shipping",
                "address.city@shipping",
            ],
            &[],
        )
        .build();
    let d = derive(&p);
    let t = table(&d, "Q1");
    let names: Vec<&str> = t.columns.iter().map(|c| c.name.as_str()).collect();
    for c in ["billing_street", "billing_city", "shipping_street", "shipping_city"] {
        assert!(names.contains(&c), "{c} missing from {names:?}");
    }
    // One order, one billing and one shipping address: one row per order.
    assert_eq!(keys(t), vec![("id", "K")]);
    assert_eq!(t.name, "orders");
}

#[test]
fn the_trailers_of_a_video_are_given_the_full_videos_id() {
    // A trailer is a video (IsA), and a video has trailers (1:n): with one video.id the tool
    // read "the trailers of a video" as given the trailer's own id.
    let p = ProjectBuilder::new("videos")
        .entity("video", &[("id", Uuid, true), ("title", Text, false)])
        .entity("trailer", &[("length", Text, false)])
        .relationship("has_trailer", "video", One, "trailer", Many)
        .roles([Some("feature"), None])
        .query("Q1", Some("trailer"), &[("video.id@feature", Eq)], &["video.id", "video.title", "trailer.length"], &[])
        .with(|p| {
            p.specialisations.push(crate::project::Specialisation {
                id: crate::ids::SpecialisationId::from("video_kinds"),
                supertype: crate::ids::EntityId::from("video"),
                subtypes: vec![crate::ids::EntityId::from("trailer")],
                disjoint: false,
                total: false,
                extra: Default::default(),
            });
        })
        .build();
    let d = derive(&p);
    let t = table(&d, "Q1");
    assert_eq!(t.name, "trailers_by_feature");
    assert_eq!(keys(t), vec![("feature_id", "K"), ("video_id", "C↑")]);
    assert!(errors(&d, Code::RoleProblem).is_empty());
}

#[test]
fn a_role_renamed_in_the_inspector_carries_the_queries_along_and_undoes() {
    let p = social([Some("follower"), Some("followed")])
        .query("Q1", None, &[("user.username", Eq)], &["user.username@follower"], &[])
        .build();
    let mut history = crate::edit::History::default();
    let mut project = p.clone();
    let rename = |role: &str| crate::edit::Edit::SetEndRole {
        id: crate::ids::RelationshipId::from("follows"),
        end: 0,
        role: Some(role.to_owned()),
    };
    history.apply(&mut project, &rename("subscriber")).expect("applies");
    assert_eq!(project.queries[0].find[0].as_str(), "user.username@subscriber");
    assert_eq!(table(&derive(&project), "Q1").name, "subscribers_by_user");
    // Cleared, then typed again letter by letter: the query follows the new role.
    for role in ["", "f", "fa", "fan"] {
        history.apply(&mut project, &rename(role)).expect("applies");
    }
    assert_eq!(project.queries[0].find[0].as_str(), "user.username@fan");
    while history.undo(&mut project) {}
    assert_eq!(project, p);
}

#[test]
fn diff_reads_a_renamed_role_as_renames_never_a_drop_and_an_add() {
    use crate::diff::{ChangeKind, Side, compare};
    let old = social([Some("follower"), Some("followed")])
        .query("Q1", None, &[("user.username", Eq)], &["user.username@follower", "user.name@follower"], &[])
        .build();
    let mut new = old.clone();
    new.apply(&crate::edit::Edit::SetEndRole {
        id: crate::ids::RelationshipId::from("follows"),
        end: 0,
        role: Some("subscriber".to_owned()),
    })
    .expect("applies");
    let (d_old, d_new) = (derive(&old), derive(&new));
    let diff = compare(Side { project: &old, model: &d_old.model }, Side { project: &new, model: &d_new.model });
    let kinds: Vec<&ChangeKind> = diff.changes.iter().map(|c| &c.kind).collect();
    assert!(
        kinds.iter().any(|k| matches!(k, ChangeKind::TableRenamed { to, .. } if to.ends_with("subscribers_by_user"))),
        "{kinds:?}"
    );
    assert!(
        kinds.iter().any(|k| matches!(k, ChangeKind::ColumnRenamed { from, to, .. } if from == "follower_username" && to == "subscriber_username")),
        "{kinds:?}"
    );
    assert!(
        kinds
            .iter()
            .any(|k| matches!(k, ChangeKind::RelationshipChanged { to, .. } if to.contains("User (subscriber)"))),
        "{kinds:?}"
    );
    assert!(
        !kinds.iter().any(|k| matches!(k, ChangeKind::ColumnRemoved { .. } | ChangeKind::TableRemoved { .. })),
        "{kinds:?}"
    );
}

/// Users identified by their site and username (weak, owned by the site) follow users.
fn sites() -> ProjectBuilder {
    ProjectBuilder::new("sites")
        .entity("site", &[("id", Uuid, true)])
        .entity("user", &[("username", Text, true), ("name", Text, false)])
        .owned_by("site")
        .relationship("hosts", "site", One, "user", Many)
        .with(|p| {
            if let Some(r) = p.relationships.last_mut() {
                r.identifying = true;
            }
        })
        .relationship("follows", "user", Many, "user", Many)
        .roles([Some("follower"), Some("followed")])
}

/// Reproducer (prove, random models: seeds 6, 12, 21, 33, 34, 41, 44): a weak user, owned by
/// a site, follows users. Each role's user is identified by its own site and username, so
/// the followers of a user are keyed by both roles' full keys: the followed's site and
/// username, the follower's site and username. Derivation gives one `site_id` column, no
/// role: the follower's site and the followed's are one column, rows of users of two sites
/// with one username merge, and the loader cannot tell which site the column is.
/// The owner plays the role with its weak entity ([`crate::er::roles::view`]).
#[test]
fn a_weak_entity_in_two_roles_keeps_each_roles_owner_key() {
    let p = sites()
        .query("Q1", None, &[("user.username@followed", Eq)], &["user.username@follower", "user.name@follower"], &[])
        .build();
    let d = derive(&p);
    let t = table(&d, "Q1");
    let owner_keys: Vec<&str> =
        t.columns.iter().filter(|c| c.role.is_key() && c.name.contains("site")).map(|c| c.name.as_str()).collect();
    assert_eq!(owner_keys.len(), 2, "one site per role: {:?}", keys(t));
    let mut named: Vec<(&str, &str)> = keys(t);
    named.sort_unstable();
    assert_eq!(
        named,
        vec![
            ("followed_site_id", "C↑"),
            ("followed_username", "K"),
            ("follower_site_id", "C↑"),
            ("follower_username", "C↑")
        ],
        "both users whole, each with its own site"
    );
    assert!(errors(&d, Code::RoleProblem).is_empty());
}

/// The follower's site named in a query: the site plays the role through its weak user, so
/// "the users a site's users follow" is given the follower's site (it was refused, a role
/// the site plays at no end).
#[test]
fn a_query_names_the_site_of_the_follower() {
    let p = sites()
        .query("Q1", None, &[("site.id@follower", Eq)], &["user.username@followed", "user.name@followed"], &[])
        .build();
    let d = derive(&p);
    assert!(errors(&d, Code::RoleProblem).is_empty(), "{:?}", errors(&d, Code::RoleProblem));
    // The follower's site is reached through the follower (issue 40: a query whose path joins
    // nothing gets no table, and this one's did, in the view of its roles).
    assert!(errors(&d, Code::DisconnectedAccessPath).is_empty(), "{:?}", errors(&d, Code::DisconnectedAccessPath));
    let t = table(&d, "Q1");
    assert_eq!(keys(t).first(), Some(&("follower_site_id", "K")), "{:?}", keys(t));
    // The rows are the users followed (each once, however many of the site's users follow
    // them), whole: their own site and username.
    assert!(
        keys(t).iter().any(|(c, _)| *c == "followed_site_id") && keys(t).iter().any(|(c, _)| *c == "followed_username"),
        "{:?}",
        keys(t)
    );
}

/// A query naming a role sees only the part of the model it can reach (issue 41, item 5: a
/// copy of the whole project per such query made roles quadratic): its table is the same
/// whether or not the model holds entities it cannot reach, and the view holds none of them.
#[test]
fn a_role_view_holds_only_what_the_query_reaches_and_derives_the_same_table() {
    let query = |b: ProjectBuilder| {
        b.query("Q1", None, &[("user.username@followed", Eq)], &["user.username@follower", "user.name@follower"], &[])
            .build()
    };
    let alone = query(sites());
    let crowded =
        query(sites().entity("warehouse", &[("code", Text, true)]).entity("shelf", &[("n", Text, true)]).relationship(
            "holds",
            "warehouse",
            One,
            "shelf",
            Many,
        ));
    assert_eq!(keys(table(&derive(&alone), "Q1")), keys(table(&derive(&crowded), "Q1")));
    let index = crowded.index();
    let view = crate::er::roles::view(&index, &crowded.queries[0]).expect("the query names roles");
    let names: Vec<&str> = view.entities.iter().map(|e| e.id.as_str()).collect();
    assert!(!names.contains(&"warehouse") && !names.contains(&"shelf"), "{names:?}");
    assert!(
        view.relationships.iter().all(|r| r.id.as_str() != "holds"),
        "{:?}",
        view.relationships.iter().map(|r| r.id.as_str()).collect::<Vec<_>>()
    );
    assert!(names.contains(&"site") && names.contains(&"user"), "{names:?}");
}

/// Issue 41, item 5: many users each following itself, one "followers of a user" each. Every
/// table is named alike by the rule and told apart by its relationship — counted once per
/// group of one name (each table was compared with every other: 2,000 took 15 s in debug).
#[test]
fn many_tables_of_one_name_are_told_apart_by_their_relationships() {
    let text = crate::synthetic::self_following_json(40);
    let p = Project::from_json(&text, std::path::Path::new("r.json")).expect("loads");
    let d = derive(&p);
    assert_eq!(d.model.tables.len(), 40);
    for i in 0..40 {
        assert_eq!(table(&d, &format!("Q{i}")).name, format!("followers_by_followed_f{i}"));
    }
}

/// A category tree (each category the child of at most one parent) and the products of each
/// category, the tree's roles parent and child, none at the products' end (issue 40, item 7).
fn category_tree() -> ProjectBuilder {
    use crate::cql::NativeType::Int;
    ProjectBuilder::new("shop")
        .entity("category", &[("id", Int, true), ("name", Text, false)])
        .entity("product", &[("id", Int, true), ("name", Text, false)])
        .relationship("contains", "category", One, "category", Many)
        .roles([Some("parent"), Some("child")])
        .relationship("belongs_to", "category", One, "product", Many)
}

#[test]
fn an_entity_in_both_roles_goes_on_across_its_other_relationship_from_the_role_it_finds() {
    // "The products of the subcategories of a category": the query names Category only as
    // parent and child, so a plain Category is at no end of the tree; Product belongs to the
    // child it finds (it was "Product is not connected to Category").
    let p = category_tree()
        .query("Q1", None, &[("category.id@parent", Eq)], &["category.name@child", "product.id", "product.name"], &[])
        .build();
    let d = derive(&p);
    assert!(errors(&d, Code::DisconnectedAccessPath).is_empty(), "{:?}", d.diagnostics);
    let t = table(&d, "Q1");
    assert_eq!(keys(t), vec![("parent_id", "K"), ("product_id", "C↑")]);
    let rows = d.rows_of(t).expect("rows");
    assert!(rows.through.iter().any(|s| s.relationship.as_str() == "contains"), "{rows:?}");
    assert!(rows.through.iter().any(|s| s.relationship.as_str() == "belongs_to"), "{rows:?}");
    // Nothing to warn about: the child is the one role it finds and does not give.
    let mut diags = Vec::new();
    crate::er::check(&p.index(), &mut diags);
    assert!(!diags.iter().any(|x| x.message.en().contains("first it finds")), "{diags:?}");
}

#[test]
fn finding_both_roles_joins_the_first_found_and_says_so_and_a_plain_name_chooses() {
    // "A product's category and its parent": both roles found, neither given; the first found
    // (child) is joined, with a warning whose fix says how to choose.
    let guessed = category_tree()
        .query("Q1", None, &[("product.id", Eq)], &["product.name", "category.name@child", "category.name@parent"], &[])
        .build();
    let index = guessed.index();
    let joins = crate::er::role_joins::joins(&index, &guessed.queries[0]);
    assert_eq!(joins.len(), 1, "{joins:?}");
    assert_eq!((joins[0].relationship.as_str(), joins[0].role, joins[0].guessed), ("belongs_to", "child", true));
    let mut diags = Vec::new();
    crate::er::check(&index, &mut diags);
    let warning = diags.iter().find(|x| x.message.en().contains("first it finds")).expect("a warning");
    assert!(warning.message.en().contains("Category (child)"), "{}", warning.message.en());
    assert_eq!(keys(table(&derive(&guessed), "Q1")), vec![("id", "K")]);
    // Named plainly, the product's own category is the tree's other end: no guess, same rows.
    let plain = category_tree()
        .query("Q1", None, &[("product.id", Eq)], &["product.name", "category.name", "category.name@parent"], &[])
        .build();
    let index = plain.index();
    assert!(crate::er::role_joins::joins(&index, &plain.queries[0]).is_empty());
    let mut diags = Vec::new();
    crate::er::check(&index, &mut diags);
    assert!(!diags.iter().any(|x| x.message.en().contains("first it finds")), "{diags:?}");
}

#[test]
fn a_disconnected_entity_in_a_role_is_named_with_its_role() {
    // Supplier is joined to nothing: the message names the Category the query means.
    let p = category_tree()
        .entity("supplier", &[("id", Uuid, true)])
        .query(
            "Q1",
            Some("category@child"),
            &[("category.id@parent", Eq)],
            &["category.name@child", "supplier.id"],
            &[],
        )
        .build();
    let d = derive(&p);
    let messages = errors(&d, Code::DisconnectedAccessPath);
    assert!(messages.iter().any(|m| m.contains("Category (child)") || m.contains("Category (parent)")), "{messages:?}");
    assert!(!messages.iter().any(|m| m.contains("connected to Category in")), "{messages:?}");
}

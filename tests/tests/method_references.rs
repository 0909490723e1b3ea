//! The worked references of the method (methodology §8): the samples derive the tables the
//! Apache Cassandra documentation (hotel) and seed 000 (online supermarket) design by hand.

use end_to_end::repo_root;
use model_core::Project;
use model_core::logical::{Role, Table};
use model_core::project::Direction;

fn tables(sample: &str) -> Vec<Table> {
    let p = Project::load(&repo_root().join("sample-projects").join(sample)).unwrap_or_else(|e| panic!("{e}"));
    model_core::derive(&p).model.tables
}

fn find<'a>(tables: &'a [Table], name: &str) -> &'a Table {
    tables
        .iter()
        .find(|t| t.name == name)
        .unwrap_or_else(|| panic!("no table {name}; have {:?}", tables.iter().map(|t| &t.name).collect::<Vec<_>>()))
}

/// The documentation's key, and the full key we derive (its key plus MR5 appends).
#[test]
fn hotel_derives_the_documentations_nine_tables() {
    let t = tables("hotel.json");
    assert_eq!(t.len(), 9);
    for (name, docs_key, ours) in [
        ("hotels_by_poi", "((poi_name), hotel_id)", "((poi_name), hotel_id)"),
        ("hotels", "((id))", "((id))"),
        ("pois_by_hotel", "((hotel_id), poi_name)", "((hotel_id), poi_name)"),
        ("available_rooms_by_hotel_date", "((hotel_id), date, room_number)", "((hotel_id), date, room_number)"),
        ("amenities_by_room", "((hotel_id, room_number), amenity_name)", "((hotel_id, room_number), amenity_name)"),
        ("reservations_by_confirmation", "((confirm_number))", "((confirm_number))"),
        // Two reservations of one room on one start date would collide on the docs' key:
        // MR5 appends the confirmation number.
        (
            "reservations_by_hotel_date",
            "((hotel_id, start_date), room_number)",
            "((hotel_id, start_date), room_number, confirm_number)",
        ),
        ("reservations_by_guest", "((guest_last_name), hotel_id)", "((guest_last_name), hotel_id, confirm_number)"),
        ("guests", "((guest_id))", "((guest_id))"),
    ] {
        let table = find(&t, name);
        let sig = table.key_signature();
        assert_eq!(sig, ours, "{name}");
        // Our key starts with the documentation's key, in that order.
        assert!(sig.starts_with(docs_key.trim_end_matches(')')), "{name}: {sig} does not extend {docs_key}");
        assert!(
            table.clustering().all(|c| c.role == Role::Clustering(Direction::Asc)),
            "{name}: all ASC as in the docs"
        );
    }
}

#[test]
fn online_supermarket_derives_seed_000s_six_tables() {
    let t = tables("online-supermarket.json");
    assert_eq!(t.len(), 6, "{:?}", t.iter().map(|t| &t.name).collect::<Vec<_>>());
    assert!(find(&t, "customers").partition_key().count() == 1);
    assert_eq!(find(&t, "customer_addresses").key_signature(), "((customer_id), address_key)");
    let basket = find(&t, "basket_by_customer");
    assert!(
        basket.columns.iter().any(|c| c.ty.to_string() == "map<uuid, int>" && !c.role.is_key()),
        "basket_by_customer needs a map<uuid, int> of products: {:?}",
        basket.columns.iter().map(|c| (&c.name, c.ty.to_string())).collect::<Vec<_>>()
    );
    assert_eq!(find(&t, "delivery_timeslots").key_signature(), "((delivery_date), start_time, delivery_team_id)");
    let orders = find(&t, "orders_by_customer");
    let keys: Vec<(&str, Role)> =
        orders.columns.iter().filter(|c| c.role.is_key()).map(|c| (c.name.as_str(), c.role)).collect();
    assert_eq!(keys[0], ("customer_id", Role::PartitionKey));
    assert_eq!(keys[1].1, Role::Clustering(Direction::Desc), "newest submission first: {keys:?}");
    assert_eq!(keys[2], ("order_id", Role::Clustering(Direction::Asc)));
    let by_date = find(&t, "orders_by_delivery_date");
    assert!(
        by_date.key_signature().starts_with("((delivery_date, delivery_team_id), start_time"),
        "{}",
        by_date.key_signature()
    );
    assert_eq!(by_date.column("start_time").map(|c| c.role), Some(Role::Clustering(Direction::Asc)));
}

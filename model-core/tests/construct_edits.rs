//! The edits behind the ER constructs real diagrams use (alternate keys, IsA, relationship
//! subjects, access paths, aggregates) and the user's table choices (a key set by hand,
//! keeping a table apart, one table per query): each applies, survives a file round trip,
//! is undone exactly, and what it names is forgotten when that thing is deleted.

use model_core::builder::ProjectBuilder;
use model_core::cql::NativeType;
use model_core::derive;
use model_core::edit::{Edit, History};
use model_core::ids::{AttributeId, EntityId, QueryId, RelationshipId, SpecialisationId};
use model_core::logical::Role;
use model_core::project::{
    Aggregate, AggregateFunction, Cardinality, Direction, ManualKey, Ordering, Per, Predicate, Project, Specialisation,
    TimeUnit,
};

fn videos() -> Project {
    ProjectBuilder::new("videos")
        .entity(
            "user",
            &[("id", NativeType::Uuid, true), ("email", NativeType::Text, false), ("name", NativeType::Text, false)],
        )
        .entity("video", &[("id", NativeType::Uuid, true), ("title", NativeType::Text, false)])
        .entity("channel", &[("id", NativeType::Uuid, true)])
        .relationship("uploads", "user", Cardinality::One, "video", Cardinality::Many)
        .relationship_attribute("uploaded_at", NativeType::Timestamp)
        .relationship("rates", "user", Cardinality::Many, "video", Cardinality::Many)
        .relationship_attribute("rating", NativeType::Int)
        .query("Q1", None, &[("video.id", Predicate::Eq)], &["rates.rating", "user.id"], &[])
        .build()
}

fn apply(h: &mut History, p: &mut Project, e: &Edit) {
    h.apply(p, e).unwrap_or_else(|err| panic!("{e:?}: {err}"));
}

fn round_trip(p: &Project) -> Project {
    Project::from_json(&p.to_json(), std::path::Path::new("p.json")).expect("load")
}

#[test]
fn each_construct_edit_applies_round_trips_and_undoes() {
    let mut p = videos();
    let before = p.clone();
    let mut h = History::new();
    let q = QueryId::from("Q1");
    let rates = RelationshipId::from("rates");
    apply(&mut h, &mut p, &Edit::SetQueryRelationship { id: q.clone(), relationship: Some(rates.clone()) });
    apply(&mut h, &mut p, &Edit::SetQueryVia { id: q.clone(), via: vec![rates.clone(), rates.clone()] });
    apply(
        &mut h,
        &mut p,
        &Edit::SetQueryAggregates {
            id: q.clone(),
            aggregates: vec![Aggregate::new(AggregateFunction::Avg, Some(AttributeId::from("rates.rating")))],
        },
    );
    let per = Per::new(AttributeId::from("uploads.uploaded_at"), TimeUnit::Week);
    apply(&mut h, &mut p, &Edit::SetQueryPer { id: q.clone(), per: Some(per.clone()) });
    apply(
        &mut h,
        &mut p,
        &Edit::SetAlternateKeys { id: EntityId::from("user"), keys: vec![vec![AttributeId::from("user.email")]] },
    );
    apply(&mut h, &mut p, &Edit::SetRelationshipNoun { id: rates.clone(), noun: Some("ratings".to_owned()) });
    apply(&mut h, &mut p, &Edit::SetEntityCqlName { id: EntityId::from("user"), name: Some("member".to_owned()) });
    apply(&mut h, &mut p, &Edit::SetRelationshipCqlName { id: rates.clone(), name: Some("scores".to_owned()) });
    apply(
        &mut h,
        &mut p,
        &Edit::SetAttributeColumn { id: AttributeId::from("user.email"), column: Some("mail".to_owned()) },
    );
    let isa = Specialisation {
        id: SpecialisationId::from("s1"),
        supertype: EntityId::from("user"),
        subtypes: vec![EntityId::from("channel")],
        disjoint: true,
        total: false,
        extra: Default::default(),
    };
    apply(&mut h, &mut p, &Edit::AddSpecialisation { specialisation: isa.clone() });
    apply(&mut h, &mut p, &Edit::SetSpecialisation { specialisation: Specialisation { total: true, ..isa } });
    let key = ManualKey {
        partition: vec![AttributeId::from("video.id")],
        clustering: vec![Ordering {
            attribute: AttributeId::from("user.id"),
            direction: Direction::Desc,
            extra: Default::default(),
        }],
    };
    apply(&mut h, &mut p, &Edit::SetTableKey { query: q.clone(), key: Some(key.clone()) });
    apply(&mut h, &mut p, &Edit::SetTableSeparate { query: q.clone(), separate: true });
    apply(&mut h, &mut p, &Edit::SetOneTablePerQuery { on: true });

    let query = p.query(&q).expect("query");
    assert_eq!(query.relationship.as_ref(), Some(&rates));
    assert_eq!(query.via, vec![rates.clone()], "a relationship listed twice is kept once");
    assert_eq!(query.per.as_ref(), Some(&per));
    assert_eq!(p.relationship(&rates).and_then(|r| r.noun.as_deref()), Some("ratings"));
    assert!(p.specialisations[0].total);
    let user = p.entity(&EntityId::from("user")).expect("user");
    assert_eq!((user.cql_name.as_deref(), user.attributes[1].column.as_deref()), (Some("member"), Some("mail")));
    let ov = &p.overrides.tables[&q];
    assert_eq!((ov.key.as_ref(), ov.separate, p.overrides.one_table_per_query), (Some(&key), true, true));

    // The user's key decides the table, also after saving and loading.
    let reloaded = round_trip(&p);
    assert_eq!(reloaded, p);
    let derived = derive(&reloaded).model;
    let table = derived.table_for_query(&q).expect("table");
    assert_eq!(table.key_signature(), derive(&p).model.table_for_query(&q).expect("table").key_signature());
    let user = table.columns.iter().find(|c| c.name == "member_id").expect("member_id column (the user's CQL name)");
    assert_eq!(user.role, Role::Clustering(Direction::Desc), "the hand-set descending clustering column");

    while h.undo(&mut p) {}
    assert_eq!(p, before);
}

#[test]
fn invalid_construct_edits_are_refused_and_change_nothing() {
    let mut p = videos();
    let before = p.clone();
    let q = QueryId::from("Q1");
    let refused = [
        Edit::SetQueryRelationship { id: q.clone(), relationship: Some(RelationshipId::from("nope")) },
        Edit::SetQueryVia { id: q.clone(), via: vec![RelationshipId::from("nope")] },
        Edit::SetQueryPer { id: q.clone(), per: Some(Per::new(AttributeId::from("nope"), TimeUnit::Day)) },
        Edit::SetAlternateKeys { id: EntityId::from("user"), keys: vec![vec![]] },
        Edit::SetEntityCqlName { id: EntityId::from("user"), name: Some("会员".to_owned()) },
        Edit::SetRelationshipCqlName { id: RelationshipId::from("rates"), name: Some("rates it".to_owned()) },
        Edit::SetAlternateKeys { id: EntityId::from("user"), keys: vec![vec![AttributeId::from("video.title")]] },
        Edit::AddSpecialisation {
            specialisation: Specialisation {
                id: SpecialisationId::from("s1"),
                supertype: EntityId::from("user"),
                subtypes: vec![EntityId::from("user")],
                disjoint: false,
                total: false,
                extra: Default::default(),
            },
        },
        Edit::AddSpecialisation {
            specialisation: Specialisation {
                id: SpecialisationId::from("user"),
                supertype: EntityId::from("video"),
                subtypes: vec![EntityId::from("channel")],
                disjoint: false,
                total: false,
                extra: Default::default(),
            },
        },
        Edit::SetSpecialisation {
            specialisation: Specialisation {
                id: SpecialisationId::from("s9"),
                supertype: EntityId::from("video"),
                subtypes: vec![],
                disjoint: false,
                total: false,
                extra: Default::default(),
            },
        },
        Edit::RemoveSpecialisation { id: SpecialisationId::from("s9") },
        Edit::SetTableKey { query: q, key: Some(ManualKey { partition: vec![], clustering: vec![] }) },
        Edit::SetTableKey { query: QueryId::from("Q9"), key: None },
        Edit::SetTableSeparate { query: QueryId::from("Q9"), separate: true },
    ];
    for e in refused {
        assert!(p.apply(&e).is_err(), "{e:?} should be refused");
        assert_eq!(p, before, "{e:?} changed the project");
    }
}

#[test]
fn deleting_what_a_construct_names_forgets_it() {
    let mut p = videos();
    let q = QueryId::from("Q1");
    let edits = [
        Edit::SetQueryRelationship { id: q.clone(), relationship: Some(RelationshipId::from("rates")) },
        Edit::SetQueryVia { id: q.clone(), via: vec![RelationshipId::from("rates"), RelationshipId::from("uploads")] },
        Edit::SetQueryAggregates {
            id: q.clone(),
            aggregates: vec![
                Aggregate::new(AggregateFunction::Count, None),
                Aggregate::new(AggregateFunction::Max, Some(AttributeId::from("rates.rating"))),
            ],
        },
        Edit::SetAlternateKeys {
            id: EntityId::from("user"),
            keys: vec![
                vec![AttributeId::from("user.email")],
                vec![AttributeId::from("user.email"), AttributeId::from("user.name")],
            ],
        },
        Edit::AddSpecialisation {
            specialisation: Specialisation {
                id: SpecialisationId::from("s1"),
                supertype: EntityId::from("user"),
                subtypes: vec![EntityId::from("channel")],
                disjoint: false,
                total: false,
                extra: Default::default(),
            },
        },
        Edit::SetTableKey {
            query: q.clone(),
            key: Some(ManualKey { partition: vec![AttributeId::from("video.id")], clustering: vec![] }),
        },
    ];
    for e in &edits {
        p.apply(e).expect("edit");
    }
    p.apply(&Edit::RemoveRelationship { id: RelationshipId::from("rates") }).expect("remove rates");
    let query = p.query(&q).expect("query");
    assert_eq!(query.relationship, None);
    assert_eq!(query.via, vec![RelationshipId::from("uploads")]);
    assert_eq!(query.aggregates, vec![Aggregate::new(AggregateFunction::Count, None)]);

    p.apply(&Edit::RemoveAttribute { id: AttributeId::from("user.email") }).expect("remove email");
    assert_eq!(
        p.entity(&EntityId::from("user")).expect("user").alternate_keys,
        vec![vec![AttributeId::from("user.name")]]
    );

    p.apply(&Edit::RemoveAttribute { id: AttributeId::from("video.id") }).expect("remove video id");
    assert!(
        p.overrides.tables.get(&q).is_none_or(|ov| ov.key.is_none()),
        "a hand-set key naming a deleted attribute is dropped"
    );

    p.apply(&Edit::RemoveEntity { id: EntityId::from("channel") }).expect("remove channel");
    assert!(p.specialisations[0].subtypes.is_empty());
    p.apply(&Edit::RemoveEntity { id: EntityId::from("user") }).expect("remove user");
    assert!(p.specialisations.is_empty(), "a specialisation goes with its supertype");
    // Whatever is left loads again.
    assert_eq!(round_trip(&p), p);
}

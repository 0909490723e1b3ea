use super::*;
use crate::builder::sample;
use crate::project::{Direction, Predicate};
use crate::text::Lang;

fn add_entity(h: &mut History, p: &mut Project, name: &str) -> EntityId {
    let e = Edit::add_entity(p, name, Some(Pos::new(0.0, 0.0)));
    let Edit::AddEntity { entity, .. } = &e else { unreachable!() };
    let id = entity.id.clone();
    h.apply(p, &e).expect("add entity");
    id
}

fn add_attr(h: &mut History, p: &mut Project, e: &EntityId, name: &str, key: bool) -> AttributeId {
    let mut edit = Edit::add_attribute(p, AttributeOwner::Entity(e.clone()), name, NativeType::Text, key);
    if let Edit::AddAttribute { attribute, .. } = &mut edit {
        attribute.name = name.to_owned();
    }
    let Edit::AddAttribute { attribute, .. } = &edit else { unreachable!() };
    let id = attribute.id.clone();
    h.apply(p, &edit).expect("add attribute");
    id
}

/// Builds the hotel-near-POI model of the acceptance test through edits only.
fn hotel_poi(h: &mut History, p: &mut Project) -> (EntityId, EntityId, QueryId) {
    let hotel = add_entity(h, p, "Hotel");
    let hotel_id = add_attr(h, p, &hotel, "id", true);
    let hotel_name = add_attr(h, p, &hotel, "name", false);
    let poi = add_entity(h, p, "POI");
    let poi_name = add_attr(h, p, &poi, "name", true);
    let rel = Edit::add_relationship(p, &hotel, &poi, "near", [Cardinality::Many, Cardinality::Many], None);
    h.apply(p, &rel).expect("relationship");
    let q = Edit::add_query(p, "hotels near a POI", None);
    let Edit::AddQuery { query, .. } = &q else { unreachable!() };
    let qid = query.id.clone();
    h.apply(p, &q).expect("query");
    let given = vec![Given { attribute: poi_name, predicate: Predicate::Eq, extra: Default::default() }];
    h.apply(p, &Edit::SetQueryGiven { id: qid.clone(), given }).expect("given");
    h.apply(p, &Edit::SetQueryFind { id: qid.clone(), find: vec![hotel_id, hotel_name] }).expect("find");
    h.apply(p, &Edit::SetQueryEntity { id: qid.clone(), entity: Some(hotel.clone()) }).expect("entity");
    (hotel, poi, qid)
}

#[test]
fn hotel_flow_derives_hotels_by_poi_and_undoes_to_empty() {
    let mut p = Project::new("Hotel");
    let empty = p.clone();
    let mut h = History::new();
    hotel_poi(&mut h, &mut p);
    let d = crate::derive(&p);
    let t = d.model.tables.first().expect("one table");
    assert_eq!(t.name, "hotels_by_poi");
    assert_eq!(t.key_signature(), "((poi_name), hotel_id)");
    let full = p.clone();
    while h.undo(&mut p) {}
    assert_eq!(p, empty);
    assert_eq!(h.revision(), 0);
    while h.redo(&mut p) {}
    assert_eq!(p, full);
}

#[test]
fn ids_are_fresh_and_names_unique() {
    let mut p = Project::new("t");
    let mut h = History::new();
    let a = add_entity(&mut h, &mut p, "Entity");
    let b = add_entity(&mut h, &mut p, "Entity");
    assert_ne!(a, b);
    assert_eq!(p.entities[1].name, "Entity 2");
    let q1 = Edit::add_query(&p, "", None);
    h.apply(&mut p, &q1).expect("q1");
    assert_eq!(p.queries[0].id.as_str(), "Q1");
    let q2 = Edit::add_query(&p, "", None);
    h.apply(&mut p, &q2).expect("q2");
    assert_eq!(p.queries[1].id.as_str(), "Q2");
}

#[test]
fn typing_merges_until_sealed() {
    let mut p = Project::new("t");
    let mut h = History::new();
    let e = add_entity(&mut h, &mut p, "E");
    h.seal();
    for name in ["H", "Ho", "Hotel"] {
        h.apply(&mut p, &Edit::RenameEntity { id: e.clone(), name: name.to_owned() }).expect("rename");
    }
    assert_eq!(h.undo_len(), 2);
    h.seal();
    h.apply(&mut p, &Edit::RenameEntity { id: e, name: "Inn".to_owned() }).expect("rename");
    assert_eq!(h.undo_len(), 3);
    assert!(h.undo(&mut p));
    assert_eq!(p.entities[0].name, "Hotel");
    assert!(h.undo(&mut p));
    assert_eq!(p.entities[0].name, "E");
}

/// Issue 44: an entity added, its name typed and the shorthand's attributes: one step.
#[test]
fn an_entity_added_and_named_in_quick_entry_is_one_undo_step() {
    let mut p = Project::new("t");
    let mut h = History::new();
    let e = add_entity(&mut h, &mut p, "Entity");
    for name in ["V", "Video(", "Video(video_id)"] {
        h.apply(&mut p, &Edit::RenameEntity { id: e.clone(), name: name.to_owned() }).expect("rename");
    }
    let names = super::quick::typed_names(&["video_id".to_owned()]).expect("a name");
    let owner = AttributeOwner::Entity(e.clone());
    let mut edits = vec![Edit::RenameEntity { id: e.clone(), name: "Video".to_owned() }];
    edits.extend(Edit::add_attributes(&p, &owner, &names, None));
    let gesture = Edit::RenameEntity { id: e, name: String::new() };
    assert!(h.extend(&mut p, &Edit::Batch { edits }, &gesture).expect("extend"));
    assert_eq!((h.undo_len(), p.entities[0].attributes.len()), (1, 1));
    assert!(h.undo(&mut p));
    assert!(p.entities.is_empty());
}

#[test]
fn no_op_edits_record_nothing_and_errors_change_nothing() {
    let mut p = Project::new("t");
    let mut h = History::new();
    let e = add_entity(&mut h, &mut p, "E");
    // A gesture of its own (a rename right after the add continues the add's step, in place).
    h.seal();
    let gen_before = h.generation();
    h.apply(&mut p, &Edit::RenameEntity { id: e.clone(), name: "E".to_owned() }).expect("same name");
    assert_eq!(h.generation(), gen_before);
    let before = p.clone();
    let bad = Edit::Batch {
        edits: vec![
            Edit::RenameEntity { id: e, name: "X".to_owned() },
            Edit::RenameEntity { id: EntityId::new("missing"), name: "Y".to_owned() },
        ],
    };
    let err = h.apply(&mut p, &bad).expect_err("missing entity");
    assert!(matches!(err, EditError::NotFound { kind: Thing::Entity, .. }));
    assert_eq!(p, before);
    assert_eq!(h.undo_len(), 1);
}

#[test]
fn removing_an_entity_cascades_and_undo_restores_it() {
    let mut p = Project::new("t");
    let mut h = History::new();
    let (hotel, poi, q) = hotel_poi(&mut h, &mut p);
    let full = p.clone();
    h.apply(&mut p, &Edit::RemoveEntity { id: poi.clone() }).expect("remove");
    assert!(p.relationships.is_empty());
    let query = p.query(&q).expect("query kept");
    assert!(query.given.is_empty());
    assert_eq!(query.find.len(), 2);
    assert_eq!(query.entity.as_ref(), Some(&hotel));
    assert!(!p.layout.conceptual.contains_key(poi.as_str()));
    assert!(h.undo(&mut p));
    assert_eq!(p, full);
}

#[test]
fn removing_a_query_drops_transitions_and_overrides() {
    let mut p = Project::new("t");
    let mut h = History::new();
    let (_, _, q1) = hotel_poi(&mut h, &mut p);
    let q2 = Edit::add_query(&p, "second", None);
    h.apply(&mut p, &q2).expect("q2");
    let q2 = p.queries[1].id.clone();
    h.apply(&mut p, &Edit::AddTransition { from: q1.clone(), to: q2 }).expect("edge");
    assert!(h.apply(&mut p, &Edit::AddTransition { from: q1.clone(), to: q1.clone() }).is_err());
    h.apply(&mut p, &Edit::RenameTable { query: q1.clone(), name: Some("near_hotels".to_owned()) }).expect("rename");
    assert_eq!(crate::derive(&p).model.tables[0].name, "near_hotels");
    h.apply(&mut p, &Edit::RemoveQuery { id: q1 }).expect("remove");
    assert!(p.transitions.is_empty());
    assert!(p.overrides.is_empty());
}

#[test]
fn moves_are_one_step_and_reject_nan() {
    let mut p = Project::new("t");
    let mut h = History::new();
    let e = add_entity(&mut h, &mut p, "E");
    let f = add_entity(&mut h, &mut p, "F");
    let moves = vec![(e.to_string(), Pos::new(10.0, 20.0)), (f.to_string(), Pos::new(30.0, 40.0))];
    h.apply(&mut p, &Edit::MoveNodes { canvas: Canvas::Conceptual, moves }).expect("move");
    assert_eq!(p.layout.conceptual.get(f.as_str()), Some(&Pos::new(30.0, 40.0)));
    let bad = vec![(e.to_string(), Pos::new(f32::NAN, 0.0))];
    assert!(h.apply(&mut p, &Edit::MoveNodes { canvas: Canvas::Conceptual, moves: bad }).is_err());
    assert!(h.undo(&mut p));
    assert_eq!(p.layout.conceptual.get(f.as_str()), Some(&Pos::new(0.0, 0.0)));
}

#[test]
fn attribute_edits_and_order_by() {
    let mut p = Project::new("t");
    let mut h = History::new();
    let e = add_entity(&mut h, &mut p, "E");
    let a = add_attr(&mut h, &mut p, &e, "a", true);
    let b = add_attr(&mut h, &mut p, &e, "b", false);
    h.apply(&mut p, &Edit::ReorderAttribute { id: b.clone(), up: true }).expect("reorder");
    assert_eq!(p.entities[0].attributes[0].id, b);
    h.apply(&mut p, &Edit::SetAttributeMulti { id: b.clone(), multi: Some(Multi::List) }).expect("multi");
    h.apply(&mut p, &Edit::SetAttributeType { id: b, ty: NativeType::Int }).expect("type");
    let order = vec![Ordering { attribute: a.clone(), direction: Direction::Desc, extra: Default::default() }];
    let q = Edit::add_query(&p, "", None);
    h.apply(&mut p, &q).expect("q");
    let qid = p.queries[0].id.clone();
    h.apply(&mut p, &Edit::SetQueryOrderBy { id: qid, order_by: order }).expect("order");
    h.apply(&mut p, &Edit::RemoveAttribute { id: a.clone() }).expect("remove");
    assert!(p.queries[0].order_by.is_empty());
    assert!(h.apply(&mut p, &Edit::RenameAttribute { id: a, name: "x".to_owned() }).is_err());
    let attr = &p.entities[0].attributes[0];
    assert_eq!((attr.ty, attr.multi.clone()), (NativeType::Int, Some(Multi::List)));
}

#[test]
fn revision_tracks_content_for_unsaved_marks() {
    let mut p = Project::new("t");
    let mut h = History::new();
    add_entity(&mut h, &mut p, "E");
    let saved = h.revision();
    add_entity(&mut h, &mut p, "F");
    assert_ne!(h.revision(), saved);
    h.undo(&mut p);
    assert_eq!(h.revision(), saved);
    h.redo(&mut p);
    assert_ne!(h.revision(), saved);
}

#[test]
fn entity_estimates_apply_undo_and_reject_bad_numbers() {
    let mut p = Project::new("t");
    let mut h = History::new();
    let (hotel, poi, _) = hotel_poi(&mut h, &mut p);
    let name = p.entities[0].attributes[1].id.clone();
    let before = p.clone();
    h.seal();
    let steps = h.undo_len();
    let mut est = EntityEstimates { count: Some(1_000.0), ..EntityEstimates::default() };
    est.distinct.insert(name, 900.0);
    h.apply(&mut p, &Edit::SetEntityEstimates { id: hotel.clone(), estimates: est.clone() }).expect("estimates");
    assert_eq!(p.entity(&hotel).map(|e| &e.estimates), Some(&est));
    let growth = crate::project::Growth {
        rate: 2.0,
        per: crate::project::TimeUnit::Day,
        for_each: Some(poi),
        kept_days: Some(30.0),
        time_attribute: None,
        extra: Default::default(),
    };
    let grown = EntityEstimates { growth: Some(growth.clone()), ..est.clone() };
    h.apply(&mut p, &Edit::SetEntityEstimates { id: hotel.clone(), estimates: grown }).expect("growth");
    assert_eq!(h.undo_len(), steps + 1, "typing in one entity's estimates is one step");
    let after = p.clone();
    for bad in [
        EntityEstimates { count: Some(f64::NAN), ..EntityEstimates::default() },
        EntityEstimates { count: Some(-1.0), ..EntityEstimates::default() },
        EntityEstimates {
            growth: Some(crate::project::Growth { rate: f64::INFINITY, ..growth.clone() }),
            ..EntityEstimates::default()
        },
        EntityEstimates {
            growth: Some(crate::project::Growth { for_each: Some(EntityId::new("gone")), ..growth }),
            ..EntityEstimates::default()
        },
        EntityEstimates {
            distinct: [(p.entities[1].attributes[0].id.clone(), 3.0)].into_iter().collect(),
            ..EntityEstimates::default()
        },
    ] {
        assert!(h.apply(&mut p, &Edit::SetEntityEstimates { id: hotel.clone(), estimates: bad }).is_err());
        assert_eq!(p, after);
    }
    assert!(h.undo(&mut p));
    assert_eq!(p, before);
}

#[test]
fn fan_out_and_average_size_merge_while_typing_and_undo() {
    let mut p = Project::new("t");
    let mut h = History::new();
    hotel_poi(&mut h, &mut p);
    let rel = p.relationships[0].id.clone();
    let attr = p.entities[0].attributes[1].id.clone();
    h.seal();
    let steps = h.undo_len();
    for f in [1.0, 12.0, 120.0] {
        h.apply(&mut p, &Edit::SetRelationshipEstimate { id: rel.clone(), end: 1, fan_out: Some(f) }).expect("fan-out");
    }
    assert_eq!(h.undo_len(), steps + 1);
    assert_eq!(p.relationships[0].ends[1].fan_out, Some(120.0));
    assert!(h.apply(&mut p, &Edit::SetRelationshipEstimate { id: rel.clone(), end: 2, fan_out: Some(1.0) }).is_err());
    assert!(h.apply(&mut p, &Edit::SetRelationshipEstimate { id: rel, end: 0, fan_out: Some(-3.0) }).is_err());
    h.seal();
    h.apply(&mut p, &Edit::SetAttributeSize { id: attr.clone(), avg_size: Some(40) }).expect("size");
    assert_eq!(p.attribute(&attr).map(|(_, a)| a.avg_size), Some(Some(40)));
    assert!(h.apply(&mut p, &Edit::SetAttributeSize { id: AttributeId::new("gone"), avg_size: Some(1) }).is_err());
    assert!(h.undo(&mut p));
    assert_eq!(p.attribute(&attr).map(|(_, a)| a.avg_size), Some(None));
    assert!(h.undo(&mut p));
    assert_eq!(p.relationships[0].ends[1].fan_out, None);
}

#[test]
fn a_day_bucket_clears_the_unbounded_sensor_partition_and_undo_restores_it() {
    use crate::analysis::{AnalysisSettings, analyse};
    use crate::diagnostic::Code;
    let settings = AnalysisSettings::default();
    let mut p = sample("sensor-readings");
    let before = p.clone();
    let mut h = History::new();
    let d = crate::derive(&p);
    let a = analyse(&p, &d, &settings);
    assert_eq!(a.with_code(Code::UnboundedPartition).count(), 1);
    let table = d.model.table("readings_by_sensor").expect("readings table");
    let q = &table.queries;
    assert_eq!(q.len(), 2, "Q3 and Q4 share the table");
    let remedy = a.partition("readings_by_sensor").and_then(|e| e.remedies.first()).expect("a remedy").clone();
    assert_eq!(
        remedy.bucket,
        Bucket::Time { attribute: AttributeId::new("reading.ts"), unit: crate::project::TimeUnit::Day }
    );
    h.apply(&mut p, &Edit::SetTableBucket { queries: q.clone(), bucket: Some(remedy.bucket) }).expect("bucket");
    let d = crate::derive(&p);
    let a = analyse(&p, &d, &settings);
    assert_eq!(a.with_code(Code::UnboundedPartition).count(), 0);
    assert_eq!(a.partition("readings_by_sensor").and_then(|e| e.rows), Some(86_400.0));
    assert!(crate::export::queries_cql(&p, &d.model).contains("ts_day"));
    assert!(
        h.apply(&mut p, &Edit::SetTableBucket { queries: q.clone(), bucket: Some(Bucket::Random { count: 1 }) })
            .is_err()
    );
    let missing = Bucket::Time { attribute: AttributeId::new("gone"), unit: crate::project::TimeUnit::Hour };
    assert!(h.apply(&mut p, &Edit::SetTableBucket { queries: q.clone(), bucket: Some(missing) }).is_err());
    assert!(h.apply(&mut p, &Edit::SetTableBucket { queries: vec![QueryId::new("Q99")], bucket: None }).is_err());
    assert!(h.apply(&mut p, &Edit::SetTableBucket { queries: Vec::new(), bucket: None }).is_err());
    h.apply(&mut p, &Edit::SetTableBucket { queries: q.clone(), bucket: None }).expect("remove bucket");
    assert_eq!(p, before, "removing the only override leaves no empty override behind");
    assert!(h.undo(&mut p));
    assert!(q.iter().all(|q| p.overrides.tables.get(q).is_some_and(|o| o.bucket.is_some())));
    assert!(h.undo(&mut p));
    assert_eq!(p, before);
}

#[test]
fn removing_an_attribute_or_entity_forgets_its_estimates_and_buckets() {
    let mut p = sample("sensor-readings");
    let mut h = History::new();
    let ts = AttributeId::new("reading.ts");
    let queries = vec![QueryId::new("Q3"), QueryId::new("Q4")];
    let day = Bucket::Time { attribute: ts.clone(), unit: crate::project::TimeUnit::Day };
    h.apply(&mut p, &Edit::SetTableBucket { queries: queries.clone(), bucket: Some(day) }).expect("bucket");
    let reading = EntityId::new("reading");
    let growth = |p: &Project| p.entity(&reading).and_then(|e| e.estimates.growth.clone());
    assert_eq!(growth(&p).and_then(|g| g.time_attribute), Some(ts.clone()));
    h.apply(&mut p, &Edit::RemoveAttribute { id: ts }).expect("remove ts");
    assert_eq!(growth(&p).and_then(|g| g.time_attribute), None);
    assert!(queries.iter().all(|q| p.overrides.tables.get(q).is_none_or(|o| o.bucket.is_none())));
    assert!(!p.overrides.tables.contains_key(&queries[1]), "an override left empty is dropped");
    h.apply(&mut p, &Edit::RemoveEntity { id: EntityId::new("sensor") }).expect("remove sensor");
    assert_eq!(growth(&p).and_then(|g| g.for_each), None);
    let estimates = p.entity(&reading).map(|e| e.estimates.clone()).expect("reading");
    h.apply(&mut p, &Edit::SetEntityEstimates { id: reading, estimates }).expect("estimates stay editable");
}

#[test]
fn types_a_file_cannot_hold_are_refused_and_the_project_still_saves_and_loads() {
    let mut h = History::default();
    let mut p = Project::new("T");
    let e = add_entity(&mut h, &mut p, "Reading");
    let a = add_attr(&mut h, &mut p, &e, "value", false);
    let empty_tuple = CqlType::Tuple(Vec::new());
    let err = h.apply(&mut p, &Edit::SetPhysicalType { attribute: a.clone(), ty: Some(empty_tuple.clone()) });
    assert!(matches!(err, Err(EditError::Invalid(_))), "{err:?}");
    let fields = vec![Field { name: "f".to_owned(), ty: empty_tuple, extra: Default::default() }];
    let err = h.apply(&mut p, &Edit::SetAttributeFields { id: a.clone(), fields });
    assert!(matches!(err, Err(EditError::Invalid(_))), "{err:?}");
    // A type that reads back is taken.
    let ok = CqlType::parse("frozen<tuple<int, text>>").expect("parses");
    h.apply(&mut p, &Edit::SetPhysicalType { attribute: a, ty: Some(ok) }).expect("a writable type is taken");
    Project::from_json(&p.to_json(), std::path::Path::new("t.json")).expect("what was saved loads again");
}

// Edits beyond what a project file may hold (project::limits).
fn with_entity() -> (Project, crate::ids::EntityId) {
    let mut p = Project::new("limits");
    let add = Edit::add_entity(&p, "Guest", None);
    let Edit::AddEntity { entity, .. } = &add else { unreachable!("add_entity gives AddEntity") };
    let id = entity.id.clone();
    p.apply(&add).expect("adds");
    (p, id)
}

/// The window could save what the loader refuses: a name over 1,000 characters or a text
/// over 100,000 typed or pasted. Such an edit is refused, in both languages, and the
/// project is left as it was; at the limits it is accepted.
#[test]
fn limits_edits_beyond_what_a_file_may_hold_are_refused() {
    let (mut p, id) = with_entity();
    let before = p.clone();
    let long_name = Edit::RenameEntity { id: id.clone(), name: "n".repeat(crate::project::limits::MAX_NAME_CHARS + 1) };
    let long_text = Edit::SetEntityDescription {
        id: id.clone(),
        description: "d".repeat(crate::project::limits::MAX_TEXT_CHARS + 1),
    };
    let in_batch = Edit::Batch { edits: vec![Edit::RenameProject { name: "ok".into() }, long_name.clone()] };
    for edit in [&long_name, &long_text, &in_batch] {
        let Err(EditError::Limit(why)) = p.apply(edit) else { panic!("accepted: {:?}", edit.kind()) };
        assert!(
            why.said().get(Lang::En).contains("longer than the")
                && why.said().get(Lang::En).contains("a project file may hold"),
            "{why:?}"
        );
        assert!(why.said().get(Lang::Zh).contains("超过项目文件允许的"), "{}", why.said().get(Lang::Zh));
        assert_eq!(p, before, "a refused edit changed the project");
    }
    p.apply(&Edit::RenameEntity { id: id.clone(), name: "名".repeat(crate::project::limits::MAX_NAME_CHARS) })
        .expect("1,000 characters fit");
    p.apply(&Edit::SetEntityDescription { id, description: "d".repeat(crate::project::limits::MAX_TEXT_CHARS) })
        .expect("100,000 fit");
    let saved = p.to_json();
    Project::from_json(&saved, std::path::Path::new("p.json")).expect("what the edits made loads");
}

/// The shortcut of `Project::apply`: edits whose strings are all plain skip the full check,
/// any edit that could break a limit takes it, decided per edit by its typed fields
/// (`facts.rs`), never by the length of its debug text.
#[test]
fn limits_only_edits_that_could_break_a_limit_are_checked_in_full() {
    let (_, id) = with_entity();
    let rename = |name: String| Edit::RenameEntity { id: id.clone(), name };
    assert!(!rename("Guest".into()).may_break_limits());
    assert!(rename("n".repeat(crate::project::limits::MAX_NAME_CHARS + 1)).may_break_limits());
    assert!(rename("a\u{7}".into()).may_break_limits(), "a control character");
    // A quote or a backslash is plain (its debug text escaped it, which forced a full check).
    assert!(!rename("a \"quoted\" \\ name".into()).may_break_limits());
    // A batch's edits are each checked as they apply.
    assert!(!Edit::Batch { edits: vec![rename("x".into()); 100] }.may_break_limits());
    let moves = (0..100).map(|i| (format!("e{i}"), Pos::new(1.0, 2.0))).collect();
    assert!(
        !Edit::MoveNodes { canvas: crate::edit::Canvas::Conceptual, moves }.may_break_limits(),
        "a drag of many shapes"
    );
}

/// A role holding the role separator came in with a new relationship unchecked (its debug
/// text was short): the project saved, then did not load. Now the edit is refused.
#[test]
fn limits_a_new_relationship_whose_role_no_file_holds_is_refused() {
    let (mut p, id) = with_entity();
    let mut add = Edit::add_relationship(&p, &id, &id, "follows", [Cardinality::Many, Cardinality::Many], None);
    if let Edit::AddRelationship { relationship, .. } = &mut add {
        relationship.ends[0].role = Some("a@b".into());
    }
    assert!(add.may_break_limits());
    let before = p.clone();
    assert!(matches!(p.apply(&add), Err(EditError::Limit(_))), "accepted a role with @");
    assert_eq!(p, before);
}

#[test]
fn a_duplicated_entity_has_fresh_ids_everywhere_and_undoes_in_one_step() {
    let mut p = sample("hotel");
    let before = p.clone();
    let guest = p.entities.iter().find(|e| e.name == "Guest").expect("Guest").clone();
    let edit = Edit::duplicate_entity(&p, &guest.id, Some(Pos::new(900.0, 900.0))).expect("a copy");
    let mut h = History::new();
    h.apply(&mut p, &edit).expect("apply");
    let copy = p.entities.last().expect("the copy");
    assert_ne!(copy.id, guest.id);
    assert_ne!(copy.name, guest.name);
    assert_eq!(copy.attributes.len(), guest.attributes.len());
    assert!(copy.attributes.iter().all(|a| guest.attributes.iter().all(|g| g.id != a.id)), "fresh attribute ids");
    assert_eq!(
        copy.attributes.iter().map(|a| (&a.name, a.key)).collect::<Vec<_>>(),
        guest.attributes.iter().map(|a| (&a.name, a.key)).collect::<Vec<_>>()
    );
    let derived = crate::derive(&p);
    let errors = crate::pipeline::check(&p, &derived, &Default::default())
        .diagnostics
        .into_iter()
        .filter(|d| d.severity == crate::diagnostic::Severity::Error)
        .count();
    assert_eq!(errors, 0, "the copy is valid");
    assert!(h.undo(&mut p));
    assert_eq!(p, before);
    assert!(Edit::duplicate_entity(&p, &EntityId::from("nope"), None).is_none());
}

#[test]
fn a_duplicated_query_is_a_new_query_with_the_same_access_pattern_and_no_transitions() {
    let mut p = sample("hotel");
    let original = p.queries.iter().find(|q| !q.given.is_empty() && !q.find.is_empty()).expect("a query").clone();
    let edit = Edit::duplicate_query(&p, &original.id, Some(Pos::new(10.0, 20.0))).expect("the query exists");
    let before = p.transitions.clone();
    let mut h = History::new();
    h.apply(&mut p, &edit).expect("applies");
    let copy = p.queries.last().expect("added").clone();
    assert_ne!(copy.id, original.id);
    assert!(p.queries.iter().filter(|q| q.id == copy.id).count() == 1, "a fresh id");
    assert_eq!(
        (&copy.given, &copy.find, &copy.order_by, &copy.description),
        (&original.given, &original.find, &original.order_by, &original.description)
    );
    assert_eq!(p.transitions, before, "transitions are not copied");
    assert_eq!(p.layout.workflow.get(copy.id.as_str()).map(|p| (p.x, p.y)), Some((10.0, 20.0)));
    assert!(Edit::duplicate_query(&p, &QueryId::new("Q999"), None).is_none());
    assert!(h.undo(&mut p));
    assert!(p.query(&copy.id).is_none());
}

#[test]
fn a_gesture_extended_by_another_kind_of_edit_undoes_in_one_step() {
    let (mut h, mut p) = (History::new(), Project::new("t"));
    let e = add_entity(&mut h, &mut p, "Entity");
    h.seal();
    let before = p.clone();
    // A name typed keystroke by keystroke, then the shorthand it spelled applied.
    for name in ["V", "Video(", "Video(video_id, upload_date)"] {
        h.apply(&mut p, &Edit::RenameEntity { id: e.clone(), name: name.to_owned() }).expect("rename");
    }
    let names = super::quick::typed_names(&["video_id".to_owned(), "upload_date".to_owned()]).expect("names");
    let mut edits = vec![Edit::RenameEntity { id: e.clone(), name: "Video".to_owned() }];
    edits.extend(Edit::add_attributes(&p, &AttributeOwner::Entity(e.clone()), &names, None));
    let shorthand = Edit::Batch { edits };
    let typing = Edit::RenameEntity { id: e.clone(), name: String::new() };
    assert!(h.extend(&mut p, &shorthand, &typing).expect("extend"));
    h.seal();
    assert_eq!(p.entity(&e).map(|x| (x.name.as_str(), x.attributes.len())), Some(("Video", 2)));
    assert_eq!(h.undo_kind(), Some(EditKind::Batch));
    assert!(h.undo(&mut p));
    assert_eq!(p, before, "one undo takes back the typing and the attributes");
    assert!(h.redo(&mut p));
    assert_eq!(p.entity(&e).map(|x| (x.name.as_str(), x.attributes.len())), Some(("Video", 2)));
    // With no typing open (sealed, or another kind of edit since), extend changes nothing.
    let clip = Edit::RenameEntity { id: e.clone(), name: "Clip".to_owned() };
    assert!(!h.extend(&mut p, &clip, &typing).expect("extend"));
    h.apply(&mut p, &Edit::SetEntityOwner { id: e.clone(), owner: None }).expect("owner");
    h.apply(&mut p, &Edit::SetEntityDescription { id: e.clone(), description: "d".into() }).expect("description");
    assert!(!h.extend(&mut p, &clip, &typing).expect("extend"));
    assert_eq!(p.entity(&e).map(|x| x.name.as_str()), Some("Video"));
}

#[test]
fn a_batch_is_named_by_the_one_change_it_makes_besides_moving_shapes() {
    let (a, b) = (QueryId::new("Q1"), QueryId::new("Q2"));
    let moves = Edit::MoveNodes { canvas: crate::edit::Canvas::Workflow, moves: Vec::new() };
    let connect = Edit::Batch { edits: vec![moves.clone(), Edit::AddTransition { from: a.clone(), to: b.clone() }] };
    assert_eq!(connect.step_kind(), EditKind::AddTransition);
    let mixed =
        Edit::Batch { edits: vec![Edit::AddTransition { from: a.clone(), to: b }, Edit::RemoveQuery { id: a }] };
    assert_eq!(mixed.step_kind(), EditKind::Batch);
    assert_eq!(Edit::Batch { edits: vec![moves] }.step_kind(), EditKind::MoveNodes);
    assert_eq!(Edit::Batch { edits: Vec::new() }.step_kind(), EditKind::Batch);
}

#[test]
fn a_table_goes_to_another_keyspace_of_the_project_and_back() {
    let mut p = sample("hotel");
    let q = QueryId::from("Q1");
    let keyspace_of =
        |p: &Project| crate::derive(p).model.tables.iter().find(|t| t.queries.contains(&q)).map(|t| t.keyspace.clone());
    assert_eq!(keyspace_of(&p).as_deref(), Some("hotel"));
    let mut h = History::new();
    h.apply(&mut p, &Edit::SetTableKeyspace { query: q.clone(), keyspace: Some("reservation".to_owned()) })
        .expect("a keyspace of the project");
    assert_eq!(keyspace_of(&p).as_deref(), Some("reservation"));
    let unknown = Edit::SetTableKeyspace { query: q.clone(), keyspace: Some("nowhere".to_owned()) };
    assert!(matches!(p.apply(&unknown), Err(EditError::NotFound { kind: Thing::Keyspace, .. })));
    assert!(h.undo(&mut p));
    assert_eq!(keyspace_of(&p).as_deref(), Some("hotel"));
    assert_eq!(p, sample("hotel"), "undo restores the overrides as they were");
}

//! Tests of the proof's pure parts.

use super::*;
use crate::builder::sample;
use crate::ids::{AttributeId, EntityId, QueryId, RelationshipId};
use crate::project::{Cardinality, Direction, Predicate, Project, Query};
use std::collections::{BTreeMap, BTreeSet};

use crate::builder::SAMPLES;

fn opts(seed: u64) -> InstanceOptions {
    InstanceOptions { rows: None, seed }
}

fn a(s: &str) -> AttributeId {
    AttributeId::from(s)
}

fn rec(values: &[(&str, Value)]) -> Record {
    Record { values: values.iter().map(|(k, v)| (a(k), v.clone())).collect() }
}

fn link(x: usize, y: usize) -> Link {
    Link { ends: [x, y], values: BTreeMap::new() }
}

fn text(s: &str) -> Value {
    Value::Text(s.to_owned())
}

fn query(p: &Project, id: &str) -> Query {
    p.query(&QueryId::from(id)).cloned().expect("query")
}

#[test]
fn the_same_seed_gives_the_same_instance() {
    for s in SAMPLES {
        let p = sample(s);
        assert_eq!(generate(&p, &opts(7)), generate(&p, &opts(7)), "{s}");
    }
    let p = sample("hotel");
    assert_ne!(generate(&p, &opts(7)), generate(&p, &opts(8)));
}

#[test]
fn cardinalities_self_links_and_keys_hold_on_every_sample() {
    for s in SAMPLES {
        let p = sample(s);
        let inst = generate(&p, &opts(3));
        for r in &p.relationships {
            let links = inst.links_of(&r.id);
            for i in 0..2 {
                if r.ends[i].cardinality == Cardinality::One {
                    let mut per: BTreeMap<usize, usize> = BTreeMap::new();
                    for l in links {
                        *per.entry(l.ends[1 - i]).or_default() += 1;
                    }
                    assert!(per.values().all(|n| *n <= 1), "{s}: {} end {i} is 1", r.id);
                }
            }
            if r.is_self() {
                assert!(links.iter().all(|l| l.ends[0] != l.ends[1]), "{s}: {} links an instance with itself", r.id);
            }
            if r.identity().next().is_none() {
                let pairs: BTreeSet<[usize; 2]> = links.iter().map(|l| l.ends).collect();
                assert_eq!(pairs.len(), links.len(), "{s}: {} repeats a pair", r.id);
            }
            let (n0, n1) = (inst.records(&r.ends[0].entity).len(), inst.records(&r.ends[1].entity).len());
            assert!(links.iter().all(|l| l.ends[0] < n0 && l.ends[1] < n1), "{s}: {} out of range", r.id);
        }
        // Keys: never null, unique among the entity's (per owner for a weak entity).
        let index = p.index();
        for e in p.entities.iter().filter(|e| e.owner.is_none() && index.supertype(&e.id).is_none()) {
            let keys: Vec<&AttributeId> = e.attributes.iter().filter(|a| a.key).map(|a| &a.id).collect();
            let records = inst.records(&e.id);
            let tuples: BTreeSet<Vec<Value>> =
                records.iter().map(|r| keys.iter().map(|k| r.get(k).clone()).collect()).collect();
            assert_eq!(tuples.len(), records.len(), "{s}: {} keys", e.id);
            assert!(records.iter().all(|r| keys.iter().all(|k| !r.get(k).is_null())), "{s}: {}", e.id);
        }
        // Alternate keys are unique too.
        for e in &p.entities {
            for k in &e.alternate_keys {
                let records = inst.records(&e.id);
                let tuples: BTreeSet<Vec<Value>> =
                    records.iter().map(|r| k.iter().map(|a| r.get(a).clone()).collect()).collect();
                assert_eq!(tuples.len(), records.len(), "{s}: {} alternate key", e.id);
            }
        }
        // Counters are never generated.
        for e in &p.entities {
            for c in e.attributes.iter().filter(|a| a.is_counter()) {
                assert!(inst.records(&e.id).iter().all(|r| r.get(&c.id).is_null()), "{s}: {}", c.id);
            }
        }
    }
}

#[test]
fn weak_keys_are_unique_per_owner_and_rows_tie() {
    let p = sample("hotel");
    let inst = generate(&p, &opts(5));
    let rooms = inst.records(&EntityId::from("room"));
    let mut per_hotel: BTreeMap<usize, Vec<Value>> = BTreeMap::new();
    for l in inst.links_of(&RelationshipId::from("has_room")) {
        per_hotel.entry(l.ends[0]).or_default().push(rooms[l.ends[1]].get(&a("room.number")).clone());
    }
    assert_eq!(per_hotel.values().map(Vec::len).sum::<usize>(), rooms.len(), "every room has its hotel");
    for numbers in per_hotel.values() {
        let distinct: BTreeSet<&Value> = numbers.iter().collect();
        assert_eq!(distinct.len(), numbers.len(), "room numbers unique per hotel");
    }
    assert!(per_hotel.values().any(|v| v.len() > 1), "several rooms per hotel");
    // Equal room numbers in different hotels, equal dates in different rooms: ties.
    let all: Vec<&Value> = per_hotel.values().flatten().collect();
    assert!(all.len() > all.iter().collect::<BTreeSet<_>>().len());
    let dates: Vec<&Value> =
        inst.records(&EntityId::from("availability")).iter().map(|r| r.get(&a("availability.date"))).collect();
    assert!(dates.len() > dates.iter().collect::<BTreeSet<_>>().len(), "dates tie");
    let starts: Vec<&Value> =
        inst.records(&EntityId::from("reservation")).iter().map(|r| r.get(&a("reservation.start_date"))).collect();
    assert!(starts.len() > starts.iter().collect::<BTreeSet<_>>().len(), "start dates tie");
    // Subtypes are supertype instances, disjoint.
    let v = sample("vehicle-rental");
    let inst = generate(&v, &opts(5));
    let cars: BTreeSet<usize> = inst.isa[&EntityId::from("car")].iter().copied().collect();
    let vans: BTreeSet<usize> = inst.isa[&EntityId::from("van")].iter().copied().collect();
    assert!(cars.is_disjoint(&vans));
    assert_eq!(cars.len() + vans.len(), inst.records(&EntityId::from("vehicle")).len(), "total");
}

/// Sensors s1, s2; readings of s1 at 10, 20, 20, 30 and of s2 at 20.
fn readings() -> (Project, Instance) {
    let p = sample("sensor-readings");
    let mut inst = Instance::default();
    inst.entities.insert(
        EntityId::from("sensor"),
        vec![rec(&[("sensor.id", Value::Uuid([1; 16]))]), rec(&[("sensor.id", Value::Uuid([2; 16]))])],
    );
    let ts = [10, 20, 20, 30, 20];
    let r: Vec<Record> = ts
        .iter()
        .enumerate()
        .map(|(i, t)| rec(&[("reading.ts", Value::Timestamp(*t)), ("reading.value", Value::double(i as f64))]))
        .collect();
    inst.entities.insert(EntityId::from("reading"), r);
    inst.links
        .insert(RelationshipId::from("records"), vec![link(0, 0), link(0, 1), link(0, 2), link(0, 3), link(1, 4)]);
    (p, inst)
}

fn eq(attr: &str, v: Value) -> (AttributeId, Condition) {
    (a(attr), Condition::Eq(v))
}

#[test]
fn equality_range_and_in() {
    let (p, inst) = readings();
    let q3 = query(&p, "Q3");
    let range = Condition::Range { low: Some((Value::Timestamp(15), true)), high: Some((Value::Timestamp(30), false)) };
    let params = Params { conditions: vec![eq("sensor.id", Value::Uuid([1; 16])), (a("reading.ts"), range)] };
    let ans = answer(&p, &inst, &q3, &params).expect("answers");
    assert_eq!(ans.columns, vec![a("reading.ts"), a("reading.value")]);
    assert_eq!(ans.rows.len(), 2);
    assert!(ans.rows.iter().all(|r| r[0] == Value::Timestamp(20)));
    // IN over both sensors: their readings at 20.
    let mut q = q3.clone();
    q.given[0].predicate = Predicate::In;
    let both = Condition::In(vec![Value::Uuid([1; 16]), Value::Uuid([2; 16]), Value::Uuid([9; 16])]);
    let all = Condition::Range { low: Some((Value::Timestamp(20), true)), high: Some((Value::Timestamp(20), true)) };
    let ans = answer(&p, &inst, &q, &Params { conditions: vec![(a("sensor.id"), both), (a("reading.ts"), all)] })
        .expect("answers");
    assert_eq!(ans.rows.len(), 3);
    // A missing parameter is refused.
    assert!(matches!(
        answer(&p, &inst, &q3, &Params { conditions: vec![] }),
        Err(Refusal::Parameters { expected: 2, got: 0 })
    ));
}

#[test]
fn order_desc_with_ties_and_a_limit_at_the_tie() {
    let (p, inst) = readings();
    let mut q4 = query(&p, "Q4");
    q4.limit = Some(2);
    let ans =
        answer(&p, &inst, &q4, &Params { conditions: vec![eq("sensor.id", Value::Uuid([1; 16]))] }).expect("answers");
    assert_eq!(ans.order, vec![(0, Direction::Desc)]);
    let row = |t: i64, v: f64| vec![Value::Timestamp(t), Value::double(v)];
    // 30 first, then either of the two readings at 20.
    assert!(ans.accepts(&[row(30, 3.0), row(20, 1.0)]));
    assert!(ans.accepts(&[row(30, 3.0), row(20, 2.0)]));
    assert!(!ans.accepts(&[row(20, 1.0), row(30, 3.0)]), "out of order");
    assert!(!ans.accepts(&[row(30, 3.0), row(10, 0.0)]), "not among the first");
    assert!(!ans.accepts(&[row(30, 3.0)]), "too few");
    let (missing, extra) = ans.differences(&[row(30, 3.0), row(10, 0.0)]);
    assert_eq!(extra, vec![row(10, 0.0)]);
    assert_eq!(missing.len(), 1);
    // Without LIMIT: the tied rows in either order.
    q4.limit = None;
    let ans =
        answer(&p, &inst, &q4, &Params { conditions: vec![eq("sensor.id", Value::Uuid([1; 16]))] }).expect("answers");
    assert!(ans.accepts(&[row(30, 3.0), row(20, 2.0), row(20, 1.0), row(10, 0.0)]));
    assert!(ans.accepts(&[row(30, 3.0), row(20, 1.0), row(20, 2.0), row(10, 0.0)]));
}

#[test]
fn followers_by_role() {
    let p = sample("social");
    let mut inst = Instance::default();
    let users =
        ["ann", "bob", "cy"].map(|u| rec(&[("user.username", text(u)), ("user.full_name", text(&u.to_uppercase()))]));
    inst.entities.insert(EntityId::from("user"), users.to_vec());
    // follows: ends [follower, followed]: ann → bob, cy → bob, bob → cy.
    inst.links.insert(RelationshipId::from("follows"), vec![link(0, 1), link(2, 1), link(1, 2)]);
    let followers = answer(&p, &inst, &query(&p, "Q3"), &Params { conditions: vec![eq("user.username", text("bob"))] })
        .expect("answers");
    let names: BTreeSet<Value> = followers.rows.iter().map(|r| r[0].clone()).collect();
    assert_eq!(names, [text("ann"), text("cy")].into_iter().collect());
    let followed = answer(&p, &inst, &query(&p, "Q2"), &Params { conditions: vec![eq("user.username", text("bob"))] })
        .expect("answers");
    assert_eq!(followed.rows, vec![vec![text("cy"), text("CY")]]);
}

#[test]
fn a_relationship_subject_and_via() {
    let p = sample("video-sharing");
    let mut inst = Instance::default();
    inst.entities.insert(EntityId::from("user"), (1..=2).map(|i| rec(&[("user.id", Value::Uuid([i; 16]))])).collect());
    inst.entities.insert(
        EntityId::from("video"),
        (1..=3).map(|i| rec(&[("video.id", Value::Uuid([i; 16])), ("video.title", text(&format!("v{i}")))])).collect(),
    );
    let rating = |u, v, r| Link { ends: [u, v], values: [(a("rates.rating"), Value::Int(r))].into_iter().collect() };
    inst.links.insert(RelationshipId::from("rates"), vec![rating(0, 0, 4), rating(0, 1, 5), rating(1, 0, 2)]);
    inst.links.insert(RelationshipId::from("uploads"), vec![link(0, 2)]);
    let q7 = query(&p, "Q7");
    let ans = answer(
        &p,
        &inst,
        &q7,
        &Params { conditions: vec![eq("user.id", Value::Uuid([1; 16])), eq("video.id", Value::Uuid([1; 16]))] },
    )
    .expect("answers");
    assert_eq!(ans.rows, vec![vec![Value::Int(4)]]);
    // Count and sum of a video's ratings (a relationship subject with aggregates).
    let q6 = query(&p, "Q6");
    let ans =
        answer(&p, &inst, &q6, &Params { conditions: vec![eq("video.id", Value::Uuid([1; 16]))] }).expect("answers");
    assert_eq!(ans.columns, vec![a("video.id"), a("count(*)"), a("sum(rates.rating)")]);
    assert_eq!(ans.rows, vec![vec![Value::Uuid([1; 16]), Value::BigInt(2), Value::BigInt(6)]]);
    // The videos of a user: through uploads by default, through rates with `via`.
    let mut q = Query::new("QV", "videos of a user");
    q.entity = Some(EntityId::from("video"));
    q.given =
        vec![crate::project::Given { attribute: a("user.id"), predicate: Predicate::Eq, extra: Default::default() }];
    q.find = vec![a("video.title")];
    let params = Params { conditions: vec![eq("user.id", Value::Uuid([1; 16]))] };
    assert_eq!(answer(&p, &inst, &q, &params).expect("answers").rows, vec![vec![text("v3")]]);
    q.via = vec![RelationshipId::from("rates")];
    let rated: BTreeSet<Vec<Value>> = answer(&p, &inst, &q, &params).expect("answers").rows.into_iter().collect();
    assert_eq!(rated, [vec![text("v1")], vec![text("v2")]].into_iter().collect());
    // `via` selects the rows even when no attribute is read through it: a video given by its
    // id, via rates, is there only when someone rated it, once per rating (m:n: a row per link).
    let mut q = Query::new("QR", "a rated video");
    q.entity = Some(EntityId::from("video"));
    q.via = vec![RelationshipId::from("rates")];
    q.given =
        vec![crate::project::Given { attribute: a("video.id"), predicate: Predicate::Eq, extra: Default::default() }];
    q.find = vec![a("video.title")];
    let by_id = |i: u8| Params { conditions: vec![eq("video.id", Value::Uuid([i; 16]))] };
    assert_eq!(answer(&p, &inst, &q, &by_id(1)).expect("answers").rows, vec![vec![text("v1")]; 2]);
    assert_eq!(answer(&p, &inst, &q, &by_id(3)).expect("answers").rows, Vec::<Vec<Value>>::new(), "nobody rated v3");
}

#[test]
fn aggregates_per_period() {
    let p = sample("iot-metrics");
    let mut inst = Instance::default();
    inst.entities.insert(EntityId::from("source"), vec![rec(&[("source.id", Value::Uuid([1; 16]))])]);
    let h = 3_600_000;
    let times = [0, 10, h + 5, h + 6, h + 7, 5 * h];
    inst.entities.insert(
        EntityId::from("reading"),
        times
            .iter()
            .enumerate()
            .map(|(i, t)| rec(&[("reading.id", Value::Int(i as i32)), ("reading.ts", Value::Timestamp(*t))]))
            .collect(),
    );
    inst.links.insert(RelationshipId::from("emits"), (0..times.len()).map(|i| link(0, i)).collect());
    let q3 = query(&p, "Q3");
    let range = Condition::Range { low: Some((Value::Timestamp(0), true)), high: Some((Value::Timestamp(h), true)) };
    let ans = answer(
        &p,
        &inst,
        &q3,
        &Params { conditions: vec![eq("source.id", Value::Uuid([1; 16])), (a("reading.ts"), range)] },
    )
    .expect("answers");
    assert_eq!(ans.columns, vec![a("source.id"), a("hour(reading.ts)"), a("count(*)")]);
    let got: BTreeSet<Vec<Value>> = ans.rows.into_iter().collect();
    let want: BTreeSet<Vec<Value>> = [
        vec![Value::Uuid([1; 16]), Value::Timestamp(0), Value::BigInt(2)],
        vec![Value::Uuid([1; 16]), Value::Timestamp(h), Value::BigInt(3)],
    ]
    .into_iter()
    .collect();
    assert_eq!(got, want);
}

#[test]
fn every_sample_query_is_answered_or_refused_and_parameters_hit() {
    for s in SAMPLES {
        let p = sample(s);
        let inst = generate(&p, &opts(11));
        for q in &p.queries {
            let sets = parameter_sets(&p, &inst, q, 8, 2);
            for params in &sets {
                match answer(&p, &inst, q, params) {
                    Ok(a) => assert!(a.accepts(&a.rows.clone()), "{s} {}", q.id),
                    Err(r) => assert!(!r.to_string().is_empty()),
                }
            }
            if q.nearest.is_none() && !q.given.is_empty() && !sets.is_empty() {
                let hits = sets.iter().filter(|ps| answer(&p, &inst, q, ps).is_ok_and(|a| !a.rows.is_empty())).count();
                let counter = q.find.iter().any(|f| p.attribute(f).is_some_and(|(_, x)| x.is_counter()));
                assert!(hits > 0 || counter, "{s} {}: no parameter set hits", q.id);
            }
        }
    }
}

#[test]
fn hotel_batches_are_writes_cql_statements_with_one_value_per_marker() {
    for s in SAMPLES {
        let p = sample(s);
        let model = crate::derive::derive(&p).model;
        let text = crate::export::writes_cql(&p, &model);
        let inst = generate(&p, &opts(4));
        let batches = batches(&p, &model, &inst);
        assert!(!batches.is_empty(), "{s}");
        for b in &batches {
            for st in &b.statements {
                let markers = st.cql.matches('?').count();
                assert_eq!(markers, st.values.len(), "{s} {}: {}", b.what, st.cql);
                if b.logged {
                    assert!(text.lines().any(|l| l.trim() == st.cql), "{s}: {} is not in writes.cql", st.cql);
                } else {
                    assert!(st.cql.starts_with("UPDATE ") && st.cql.contains(" + ?"), "{}", st.cql);
                }
            }
        }
        if s == "hotel" {
            let hotel = batches.iter().find(|b| b.what == "entity Hotel #0").expect("hotel #0");
            assert!(hotel.statements.iter().any(|st| st.cql.starts_with("INSERT INTO hotel.hotels (id,")));
            // Every table of the hotel sample that the writes name gets rows.
            for t in
                text.lines().filter_map(|l| l.trim().strip_prefix("INSERT INTO ")).filter_map(|l| l.split(' ').next())
            {
                assert!(
                    batches.iter().any(|b| b.statements.iter().any(|st| st.cql.contains(&format!("INTO {t} ")))),
                    "{t} never written"
                );
            }
        }
    }
}

/// The statements of the batches of `what #i` (`relationship rates`) that write `table`.
fn written<'b>(batches: &'b [Batch], what: &str, table: &str) -> BTreeMap<String, Vec<&'b BoundStatement>> {
    let mut out: BTreeMap<String, Vec<&BoundStatement>> = BTreeMap::new();
    for b in batches.iter().filter(|b| b.what.starts_with(&format!("{what} #"))) {
        let mine = b.statements.iter().filter(|st| st.cql.contains(&format!("{table} ")));
        out.entry(b.what.clone()).or_default().extend(mine);
    }
    out
}

#[test]
fn a_link_writes_one_row_of_its_relationship_table_at_its_own_ends() {
    // A table whose subject is a relationship holds one row per link: the entity at each end is
    // the link's own, not every instance the other end reaches again over the relationship (a
    // comment listed under every video its author commented on; a rating's counter bumped once
    // per video its user rated).
    for (s, what, tables) in [
        ("video-sharing", "relationship comments on", &["comments_by_video", "comments_by_user"][..]),
        ("video-sharing", "relationship rates", &["ratings_by_user_video", "rating_stats_by_video"][..]),
        ("vehicle-rental", "relationship rents", &["rentals_by_customer"][..]),
    ] {
        let p = sample(s);
        let model = crate::derive::derive(&p).model;
        let inst = generate(&p, &opts(1));
        let all = batches(&p, &model, &inst);
        let rid = p
            .relationships
            .iter()
            .find(|r| format!("relationship {}", r.name) == what)
            .map(|r| r.id.clone())
            .expect("relationship");
        let links = inst.links_of(&rid);
        assert!(!links.is_empty(), "{s}: {what} has links");
        for table in tables {
            let per_link = written(&all, what, table);
            assert_eq!(per_link.len(), links.len(), "{s}: every link of {what} writes {table}");
            for (b, statements) in &per_link {
                assert_eq!(statements.len(), 1, "{s}: {b} writes {} rows of {table}", statements.len());
            }
        }
        // The link's own ends' keys are the row's.
        let ends = |i: usize, l: &Link| {
            let e = &p.relationships.iter().find(|r| r.id == rid).expect("rel").ends[i].entity;
            let key = p.entity(e).and_then(|e| e.attributes.iter().find(|a| a.key)).map(|a| a.id.clone()).expect("key");
            inst.records(e)[l.ends[i]].get(&key).clone()
        };
        let per_link = written(&all, what, tables[0]);
        for (k, l) in links.iter().enumerate() {
            let st = per_link.get(&format!("{what} #{k}")).and_then(|v| v.first()).expect("statement");
            assert!(
                st.values.contains(&ends(0, l)) && st.values.contains(&ends(1, l)),
                "{s}: {what} #{k}: {:?}",
                st.values
            );
        }
    }
}

#[test]
fn a_collection_update_adds_a_set_of_the_rows_element() {
    // vet-clinic's Q5 takes the collection alternative: `SET specialties = specialties + ?`
    // binds a set (the server refuses a scalar there).
    let p = sample("vet-clinic");
    let model = crate::derive::derive(&p).model;
    let inst = generate(&p, &opts(1));
    let all = batches(&p, &model, &inst);
    let updates: Vec<&BoundStatement> =
        all.iter().flat_map(|b| &b.statements).filter(|st| st.cql.contains("specialties = specialties + ?")).collect();
    assert!(!updates.is_empty(), "the collection is written");
    let position = |cql: &str| {
        let set = cql.split(" SET ").nth(1).and_then(|x| x.split(" WHERE ").next()).unwrap_or_default();
        set.split(", ").position(|x| x.starts_with("specialties ")).expect("the set's marker")
    };
    let mut elements = 0;
    for st in updates {
        match &st.values[position(&st.cql)] {
            Value::Set(vs) => elements += vs.len(),
            other => panic!("{} binds {other:?} to the set", st.cql),
        }
    }
    assert!(elements > 0, "some vet has specialties");
}

#[test]
fn every_weak_record_of_a_random_model_has_one_owner() {
    // A weak entity is identified by its owner: each of its records is the end of exactly one
    // link of its identifying relationship (a record without one is lost by every table keyed
    // by the owner's key: prove, seed 33).
    for seed in 0..60 {
        let p = crate::shapes::random_model(seed, &mut crate::shapes::Shapes::default());
        let inst = generate(&p, &opts(1));
        for e in p.entities.iter().filter(|e| e.owner.is_some()) {
            let owner = e.owner.clone().expect("owner");
            let rel = p.relationships.iter().find(|r| r.identifying && r.touches(&owner) && r.touches(&e.id));
            let rel =
                rel.unwrap_or_else(|| panic!("seed {seed}: {} has no identifying relationship with {owner}", e.id));
            let end = usize::from(rel.ends[0].entity != e.id);
            let mut per: BTreeMap<usize, usize> = BTreeMap::new();
            for l in inst.links_of(&rel.id) {
                *per.entry(l.ends[end]).or_default() += 1;
            }
            for i in 0..inst.records(&e.id).len() {
                assert_eq!(per.get(&i).copied().unwrap_or(0), 1, "seed {seed}: {} #{i}", e.id);
            }
        }
    }
}

#[test]
fn a_many_to_many_step_to_an_entity_given_in_part_keeps_a_row_per_link() {
    // Employees numbered within their department; a mentor (m:n `mentors`) given by number
    // alone. Two employees numbered 7 (of two departments) both mentor employee 1 of d1: the
    // step selects the rows as `via` does, one per link (docs/method.md §2a), so employee 1
    // comes back twice, as the table keyed by both links' ends holds it.
    use crate::cql::NativeType::{Int, Uuid};
    let p = crate::builder::ProjectBuilder::new("staff")
        .entity("department", &[("id", Uuid, true)])
        .entity("employee", &[("number", Int, true), ("name", crate::cql::NativeType::Text, false)])
        .owned_by("department")
        .relationship("employs", "department", Cardinality::One, "employee", Cardinality::Many)
        .with(|p| p.relationships[0].identifying = true)
        .relationship("mentors", "employee", Cardinality::Many, "employee", Cardinality::Many)
        .roles([Some("mentor"), Some("mentee")])
        .query(
            "Q1",
            None,
            &[("employee.number@mentor", Predicate::Eq)],
            &["employee.number@mentee", "employee.name@mentee"],
            &[],
        )
        .build();
    let mut inst = Instance::default();
    inst.entities.insert(
        EntityId::from("department"),
        vec![rec(&[("department.id", Value::Uuid([1; 16]))]), rec(&[("department.id", Value::Uuid([2; 16]))])],
    );
    let emp = |n: i32, name: &str| rec(&[("employee.number", Value::Int(n)), ("employee.name", text(name))]);
    inst.entities.insert(EntityId::from("employee"), vec![emp(7, "ann"), emp(7, "bo"), emp(1, "cy")]);
    inst.links.insert(RelationshipId::from("employs"), vec![link(0, 0), link(1, 1), link(0, 2)]);
    inst.links.insert(RelationshipId::from("mentors"), vec![link(0, 2), link(1, 2)]);
    let ans =
        answer(&p, &inst, &query(&p, "Q1"), &Params { conditions: vec![eq("employee.number@mentor", Value::Int(7))] })
            .expect("answers");
    assert_eq!(ans.rows, vec![vec![Value::Int(1), text("cy")]; 2]);
}

#[test]
fn a_nearest_neighbour_search_is_the_top_k_by_similarity_with_any_row_tied_at_the_cut() {
    // Products of one category with embeddings; the query vector is one of them.
    let p = sample("product-catalogue");
    let q6 = query(&p, "Q6");
    let n = q6.nearest.as_ref().expect("Q6 searches nearest");
    let limit = usize::try_from(q6.limit.expect("a limit")).expect("small");
    let inst = generate(&p, &opts(3));
    let sets = parameter_sets(&p, &inst, &q6, 6, 3);
    assert!(!sets.is_empty(), "vectors to search with");
    for params in &sets {
        let (attr, probe) = params.conditions.last().expect("the query vector");
        assert_eq!(attr, &n.attribute);
        assert!(matches!(probe, Condition::Eq(Value::Vector(_))), "{probe:?}");
        let ans = answer(&p, &inst, &q6, params).expect("answers");
        assert!(ans.rows.len() <= limit);
        assert_eq!(ans.scores.len(), ans.matching.len());
        assert!(ans.scores.windows(2).all(|w| w[0] >= w[1]), "most similar first");
        assert!(ans.accepts(&ans.rows), "its own top k");
        if ans.matching.len() > limit {
            // Any row tied with the last one kept may stand in for it; a less similar one not.
            let cut = ans.scores[limit - 1];
            if let Some(j) = (limit..ans.matching.len())
                .find(|&j| (ans.scores[j] - cut).abs() <= 1 && ans.matching[j] != ans.rows[limit - 1])
            {
                let mut other = ans.rows.clone();
                other[limit - 1] = ans.matching[j].clone();
                assert!(ans.accepts(&other), "a tied row at the cut");
            }
            if let Some(j) = (limit..ans.matching.len()).find(|&j| ans.scores[j] < cut - 1) {
                let mut worse = ans.rows.clone();
                worse[0] = ans.matching[j].clone();
                assert!(!ans.accepts(&worse), "a less similar row in the top k");
            }
        }
        assert!(!ans.accepts(&ans.rows[..ans.rows.len().saturating_sub(1)]) || ans.rows.is_empty(), "too few");
    }
}

#[test]
fn a_tie_at_the_nearest_cut_lets_either_row_in() {
    let row = |s: &str| vec![text(s)];
    let ans = Answer::nearest(
        vec![a("p.name")],
        vec![(row("a"), 0.9), (row("b"), 0.5), (row("c"), 0.5), (row("d"), 0.1)],
        Some(2),
    );
    assert_eq!(ans.rows, vec![row("a"), row("b")]);
    assert!(ans.accepts(&[row("a"), row("c")]), "c is tied with b");
    assert!(ans.accepts(&[row("c"), row("a")]), "the set counts");
    assert!(!ans.accepts(&[row("b"), row("c")]), "a, the most similar, left out");
    assert!(!ans.accepts(&[row("a"), row("d")]), "d is less similar");
    assert!(!ans.accepts(&[row("a")]), "too few");
}

#[test]
fn a_weak_entitys_owner_key_column_is_written_from_its_own_owner() {
    // Desks are numbered within their office (weak); an employee works in one office and sits
    // at desks of any office. "The employees at desks numbered 5" is keyed by the desk's whole
    // key, its office included: the loader wrote the employee's own office there (the shortest
    // way to an office from the row), not the desk's (random models, seeds 8, 11, 21).
    use crate::cql::NativeType::{Int, Text, Uuid};
    let p = crate::builder::ProjectBuilder::new("offices")
        .entity("office", &[("id", Uuid, true)])
        .entity("desk", &[("number", Int, true)])
        .owned_by("office")
        .relationship("has", "office", Cardinality::One, "desk", Cardinality::Many)
        .with(|p| p.relationships[0].identifying = true)
        .entity("employee", &[("id", Uuid, true), ("name", Text, false)])
        .relationship("works_in", "employee", Cardinality::Many, "office", Cardinality::One)
        .relationship("sits_at", "employee", Cardinality::Many, "desk", Cardinality::Many)
        .query("Q1", Some("employee"), &[("desk.number", Predicate::Eq)], &["employee.id", "employee.name"], &[])
        .with(|p| p.queries[0].via = vec![RelationshipId::from("sits_at")])
        .build();
    let model = crate::derive::derive(&p).model;
    let t = model.table_for_query(&QueryId::from("Q1")).expect("a table");
    let office_col = t
        .columns
        .iter()
        .position(|c| c.attribute.as_ref().is_some_and(|a| a.as_str() == "office.id"))
        .expect("the desk's office");
    assert!(t.columns[office_col].role.is_key(), "{:?}", t.columns);
    let (o1, o2) = (Value::Uuid([1; 16]), Value::Uuid([2; 16]));
    let mut inst = Instance::default();
    inst.entities.insert(EntityId::from("office"), vec![rec(&[("office.id", o1)]), rec(&[("office.id", o2.clone())])]);
    inst.entities.insert(EntityId::from("desk"), vec![rec(&[("desk.number", Value::Int(5))])]);
    inst.entities.insert(
        EntityId::from("employee"),
        vec![rec(&[("employee.id", Value::Uuid([9; 16])), ("employee.name", text("ann"))])],
    );
    // The desk is office 2's; ann works in office 1 and sits at it.
    inst.links.insert(RelationshipId::from("has"), vec![link(1, 0)]);
    inst.links.insert(RelationshipId::from("works_in"), vec![link(0, 0)]);
    inst.links.insert(RelationshipId::from("sits_at"), vec![link(0, 0)]);
    let all = batches(&p, &model, &inst);
    let rows: Vec<&BoundStatement> =
        all.iter().flat_map(|b| &b.statements).filter(|st| st.cql.contains(&format!("{} ", t.name))).collect();
    assert!(!rows.is_empty(), "the table is written");
    let marker = |st: &BoundStatement| {
        let cols = st.cql.split('(').nth(1).and_then(|s| s.split(')').next()).unwrap_or_default();
        cols.split(',')
            .position(|c| c.trim().trim_matches('"') == t.columns[office_col].name)
            .and_then(|i| st.values.get(i).cloned())
    };
    for st in rows {
        assert_eq!(marker(st), Some(o2.clone()), "{}: the desk's office, not the employee's", st.cql);
    }
}

#[test]
fn a_found_attribute_across_a_to_many_step_is_a_row_per_instance_there_and_none_without() {
    // Every tag with the titles of its posts (m:n `tagged`), and each post's optional author
    // (to one). A tag of no post has no row, as the table keyed by the post holds it (random
    // model seed 9 Q13: every tag with its E4s); a post of no author still has its row, the
    // author's name `Null`.
    use crate::cql::NativeType::{Int, Text};
    let p = crate::builder::ProjectBuilder::new("tags")
        .entity("tag", &[("name", Text, true)])
        .entity("post", &[("id", Int, true), ("title", Text, false)])
        .entity("author", &[("id", Int, true), ("name", Text, false)])
        .relationship("tagged", "tag", Cardinality::Many, "post", Cardinality::Many)
        .relationship("wrote", "author", Cardinality::One, "post", Cardinality::Many)
        .query("Q1", Some("tag"), &[], &["tag.name", "post.title"], &[])
        .query("Q2", Some("post"), &[], &["post.title", "author.name"], &[])
        .build();
    let mut inst = Instance::default();
    inst.entities
        .insert(EntityId::from("tag"), vec![rec(&[("tag.name", text("rust"))]), rec(&[("tag.name", text("idle"))])]);
    let post = |id: i32, title: &str| rec(&[("post.id", Value::Int(id)), ("post.title", text(title))]);
    inst.entities.insert(EntityId::from("post"), vec![post(1, "a"), post(2, "b")]);
    inst.entities
        .insert(EntityId::from("author"), vec![rec(&[("author.id", Value::Int(1)), ("author.name", text("ann"))])]);
    inst.links.insert(RelationshipId::from("tagged"), vec![link(0, 0), link(0, 1)]);
    inst.links.insert(RelationshipId::from("wrote"), vec![link(0, 0)]);
    let mut tags = answer(&p, &inst, &query(&p, "Q1"), &Params { conditions: vec![] }).expect("answers").rows;
    tags.sort();
    assert_eq!(
        tags,
        vec![vec![text("rust"), text("a")], vec![text("rust"), text("b")]],
        "the tag of no post has no row"
    );
    let mut posts = answer(&p, &inst, &query(&p, "Q2"), &Params { conditions: vec![] }).expect("answers").rows;
    posts.sort();
    assert_eq!(
        posts,
        vec![vec![text("a"), text("ann")], vec![text("b"), Value::Null]],
        "a post of no author keeps its row"
    );
}

//! Properties of derivation over many random models: the order things are listed in the file
//! never changes the tables, no static column depends on a clustering column, and validation
//! never rejects a table the tool chose itself.

use crate::er::determined;
use crate::logical::{Role, Table};
use crate::project::{Owner, Project};
use crate::shapes::{Shapes, random_model, random_model_with_errors};
use crate::synthetic::{Rng, synthetic_project};

/// How many random models each property is checked on.
const MODELS: u64 = 1_000;

/// A table as the user sees it, independent of where things stand in the file: its name,
/// keyspace, key, columns with their roles (sorted), and the queries it serves (sorted).
fn shape(t: &Table) -> (String, String, String, Vec<(String, String, String)>, Vec<String>) {
    let mut columns: Vec<(String, String, String)> =
        t.columns.iter().map(|c| (c.name.clone(), c.role.marker().to_owned(), c.ty.to_string())).collect();
    columns.sort();
    let mut queries: Vec<String> = t.queries.iter().map(ToString::to_string).collect();
    queries.sort();
    (t.keyspace.clone(), t.name.clone(), t.key_signature(), columns, queries)
}

fn tables(p: &Project) -> Vec<(String, String, String, Vec<(String, String, String)>, Vec<String>)> {
    let mut v: Vec<_> = crate::derive(p).model.tables.iter().map(shape).collect();
    v.sort();
    v
}

/// Shuffles `items` in place (Fisher–Yates).
fn shuffle<T>(items: &mut [T], rng: &mut Rng) {
    for i in (1..items.len()).rev() {
        items.swap(i, rng.below(i + 1));
    }
}

/// The project with its entities, relationships, queries and each owner's attributes listed
/// in another order. Key attributes keep their order among themselves: a composite key's
/// order is what the user declared, not a listing order.
fn permuted(p: &Project, rng: &mut Rng) -> Project {
    let mut q = p.clone();
    shuffle(&mut q.entities, rng);
    shuffle(&mut q.relationships, rng);
    shuffle(&mut q.queries, rng);
    for e in &mut q.entities {
        let (keys, mut others): (Vec<_>, Vec<_>) = e.attributes.drain(..).partition(|a| a.key);
        shuffle(&mut others, rng);
        // Keys go back in their order, each at a random place among the others.
        let mut out = others;
        let mut at = 0;
        for k in keys {
            at = (at + rng.below(out.len() + 1 - at)).min(out.len());
            out.insert(at, k);
            at += 1;
        }
        e.attributes = out;
    }
    for r in &mut q.relationships {
        shuffle(&mut r.attributes, rng);
    }
    q
}

#[test]
fn derivation_does_not_depend_on_the_order_of_the_file() {
    for seed in 0..MODELS {
        let mut rng = Rng::new(seed ^ 0x5eed);
        let p = synthetic_project(4 + rng.below(8), 3 + rng.below(8), seed);
        let expected = tables(&p);
        let q = permuted(&p, &mut rng);
        assert_eq!(tables(&q), expected, "seed {seed}: the same model listed in another order derives other tables");
    }
}

/// Issue 13's property with roles (issue 28): models with relationships of an entity with
/// itself, roles on one of two relationships between the same entities and queries naming
/// roles derive the same tables however the file lists things.
#[test]
fn derivation_with_roles_does_not_depend_on_the_order_of_the_file() {
    let (mut shapes, mut models_with_roles) = (Shapes::default(), 0);
    for seed in 0..RANDOM_MODELS / 3 {
        let before = shapes.self_roles + shapes.parallel_roles;
        let p = random_model(seed, &mut shapes);
        if shapes.self_roles + shapes.parallel_roles == before {
            continue;
        }
        models_with_roles += 1;
        let mut rng = Rng::new(seed ^ 0x401e);
        let expected = tables(&p);
        let q = permuted(&p, &mut rng);
        assert_eq!(
            tables(&q),
            expected,
            "seed {seed}: the same model listed in another order derives other tables\n{}",
            dump(&p, &crate::derive(&p))
        );
    }
    assert!(models_with_roles >= 100, "only {models_with_roles} models name roles");
}

#[test]
fn no_static_column_depends_on_a_clustering_column() {
    for seed in 0..MODELS {
        let mut rng = Rng::new(seed ^ 0x57a7);
        let p = synthetic_project(4 + rng.below(8), 3 + rng.below(8), seed);
        let index = p.index();
        for t in &crate::derive(&p).model.tables {
            let partition: Vec<_> = t.partition_key().filter_map(|c| c.attribute.as_ref()).collect();
            // What the partition key determines over the whole ER model: static columns are
            // derived from the access path alone, a subset.
            let by_partition = determined(&index, &partition, None);
            for c in t.columns.iter().filter(|c| c.role == Role::Static) {
                let Some(a) = &c.attribute else { continue };
                let fixed = match index.attribute(a) {
                    Some((Owner::Entity(e), _)) => by_partition.entity(e),
                    Some((Owner::Relationship(r), _)) => by_partition.relationship(r),
                    None => false,
                };
                assert!(
                    fixed,
                    "seed {seed}: {}.{} is static, but the partition key {} does not determine it",
                    t.name,
                    c.name,
                    t.key_signature()
                );
            }
        }
    }
}

#[test]
fn validation_never_rejects_the_default_derivation() {
    // The models must hold the hard cases: IN with ORDER BY, ranges.
    let mut in_and_order = 0;
    let mut ranges = 0;
    for seed in 0..MODELS {
        let mut rng = Rng::new(seed ^ 0x7a11);
        let p = synthetic_project(4 + rng.below(8), 3 + rng.below(8), seed);
        for q in &p.queries {
            let has = |pred| q.given.iter().any(|g| g.predicate == pred);
            in_and_order += usize::from(has(crate::project::Predicate::In) && !q.order_by.is_empty());
            ranges += usize::from(has(crate::project::Predicate::Range));
        }
        let errors = validation_errors(&p, &crate::derive(&p));
        assert!(errors.is_empty(), "seed {seed}: validation rejects the tool's own tables:\n{}", errors.join("\n"));
    }
    assert!(in_and_order > 100 && ranges > 100, "IN with ORDER BY: {in_and_order}, ranges: {ranges}");
}

/// The errors validation finds in a derivation, as `code: message`.
pub(super) fn validation_errors(p: &Project, d: &crate::Derivation) -> Vec<String> {
    crate::validate::validate(p, d)
        .into_iter()
        .filter(|x| x.severity == crate::Severity::Error)
        .map(|x| format!("{}: {}", x.code, x.message))
        .collect()
}

/// How many random models the widened properties are checked on.
const RANDOM_MODELS: u64 = 1_500;

#[test]
fn the_default_design_is_sound_on_every_shape_of_query() {
    let started = std::time::Instant::now();
    let mut shapes = Shapes::default();
    for seed in 0..RANDOM_MODELS {
        let p = random_model(seed, &mut shapes);
        let index = p.index();
        let graph = crate::er::ErGraph::new(&index);
        let derivation = crate::derive(&p);
        // (d) a query given a weak entity's owner key reaches the owner through the weak
        // entity's identifying link, never through another relationship touching the owner.
        for (q, own, direct) in std::mem::take(&mut shapes.weak_owner_cases) {
            let query = index.query(&crate::ids::QueryId::from(q.as_str())).expect("query");
            let path: Vec<String> =
                super::access_path(&index, &graph, query).relationships.iter().map(ToString::to_string).collect();
            assert!(
                path.contains(&own) && !path.contains(&direct),
                "seed {seed}: {q} goes {path:?}\n{}",
                dump(&p, &derivation)
            );
        }
        // (f) a query naming an entity in both roles of its relationship with itself still
        // goes on across the entity's other relationships: it has a table, and no error.
        for q in std::mem::take(&mut shapes.role_join_cases) {
            let id = crate::ids::QueryId::from(q.as_str());
            assert!(
                derivation.model.table_for_query(&id).is_some(),
                "seed {seed}: {q} has no table\n{}",
                dump(&p, &derivation)
            );
        }
        // (g) a partition that grows without bound by a stated rate is offered a time bucket
        // that bounds it (issue 40, item 5).
        let analysis = crate::analysis::analyse(&p, &derivation, &crate::analysis::AnalysisSettings::default());
        for e in analysis.partitions.iter().filter(|e| e.status == crate::analysis::EstimateStatus::Unbounded) {
            let stated = p.entities.iter().any(|x| x.estimates.growth.as_ref().is_some_and(|g| g.kept_days.is_none()));
            if stated {
                shapes.unbounded_tables += 1;
                let bucketed = e.remedies.iter().any(|r| matches!(r.bucket, crate::project::Bucket::Time { .. }));
                assert!(
                    bucketed,
                    "seed {seed}: {} grows without bound and is offered no time bucket: {:?}\n{}",
                    e.table,
                    e.remedies,
                    dump(&p, &derivation)
                );
            }
        }
        // (h) a lookup by the whole key of its entity reads a partition of its own, never the
        // listing's bucketed table (issue 40, item 6).
        for (list, one, key) in std::mem::take(&mut shapes.lookup_cases) {
            let t = derivation.model.table_for_query(&crate::ids::QueryId::from(one.as_str()));
            let t = t.unwrap_or_else(|| panic!("seed {seed}: {one} has no table\n{}", dump(&p, &derivation)));
            let partition: Vec<Option<&str>> =
                t.partition_key().map(|c| c.attribute.as_ref().map(crate::ids::AttributeId::as_str)).collect();
            assert_eq!(
                partition,
                [Some(key.as_str())],
                "seed {seed}: {one} is served by {} {}\n{}",
                t.name,
                t.key_signature(),
                dump(&p, &derivation)
            );
            assert!(
                !t.queries.iter().any(|q| q.as_str() == list),
                "seed {seed}: {} serves both {list} and {one}",
                t.name
            );
        }
        // (a) validation never rejects a table the tool chose for its own query.
        let errors = validation_errors(&p, &derivation);
        // Serving or hosting other queries never changes a table's own key.
        let mut alone = p.clone();
        alone.overrides.one_table_per_query = true;
        let alone = crate::derive(&alone);
        assert!(
            errors.is_empty(),
            "seed {seed}: validation rejects the tool's own tables:\n{}\n{}",
            errors.join("\n"),
            dump(&p, &derivation)
        );
        // Choosing a small set's collection is never rejected either.
        if let Some(chosen) = with_collections_chosen(&p, &derivation) {
            let d = crate::derive(&chosen);
            let errors = validation_errors(&chosen, &d);
            assert!(
                errors.is_empty(),
                "seed {seed}: validation rejects a chosen collection:\n{}\n{}",
                errors.join("\n"),
                dump(&chosen, &d)
            );
            shapes.collections += d.model.tables.iter().filter(|t| t.collection().is_some()).count();
        }
        // (e) a status the application compares after reading keys no table made for its query.
        for q in &p.queries {
            for a in crate::er::after_read::givens(&index, q) {
                for t in derivation.model.tables.iter().filter(|t| t.queries.first() == Some(&q.id)) {
                    let keyed = t.columns.iter().any(|c| c.role.is_key() && c.attribute.as_ref() == Some(a));
                    assert!(
                        !keyed,
                        "seed {seed}: {} keys {a}, which {} compares after reading\n{}",
                        t.name,
                        q.id,
                        dump(&p, &derivation)
                    );
                }
            }
        }
        for t in &derivation.model.tables {
            // (b) a table holds exactly the rows of every query it serves or hosts: the same
            // subject, the same relationships (recomputed from each query alone).
            let rows_of = |q: &crate::ids::QueryId| super::query_rows(&index, &graph, index.query(q).expect("query"));
            let own = alone.model.table_for_query(&t.queries[0]).map(crate::logical::Table::key_signature);
            assert_eq!(
                own,
                Some(t.key_signature()),
                "seed {seed}: {} changed its key to serve {:?}",
                t.name,
                t.queries
            );
            if t.queries.len() > 1 {
                shapes.shared_tables += 1;
                let first = rows_of(&t.queries[0]);
                for q in &t.queries[1..] {
                    assert_eq!(
                        rows_of(q),
                        first,
                        "seed {seed}: {} holds the rows of {} but serves {q}\n{}",
                        t.name,
                        t.queries[0],
                        dump(&p, &derivation)
                    );
                    // Independently of how rows are computed: what a query names it goes
                    // through, unless the step is to-one from the entity it returns (a
                    // message's one sender neither selects nor multiplies the messages).
                    let query = index.query(q).expect("query");
                    let target = crate::er::target_entity(&index, &graph, query);
                    let to_one = |r: &crate::ids::RelationshipId| {
                        index.relationship(r).is_some_and(|rel| {
                            (0..2).any(|i| {
                                Some(&rel.ends[i].entity) == target
                                    && rel.ends[1 - i].cardinality == crate::project::Cardinality::One
                            })
                        })
                    };
                    let named: Vec<_> = query.via.iter().filter(|r| !to_one(r)).collect();
                    assert!(
                        named.iter().all(|r| first.through.iter().any(|s| &s.relationship == *r)),
                        "seed {seed}: {} serves {q}, which goes through {named:?}, but its rows do not\n{}",
                        t.name,
                        dump(&p, &derivation)
                    );
                }
            }
            // (c) every derived name is one CQL takes.
            assert!(
                crate::cql::schema_name_problem(&t.name).is_none(),
                "seed {seed}: {} is no valid CQL table name",
                t.name
            );
            shapes.long_names +=
                usize::from(t.choices.iter().any(|c| matches!(c, crate::logical::Choice::NameShortened { .. })));
            for c in &t.columns {
                let plain = !c.name.is_empty()
                    && c.name.chars().all(|x| x.is_ascii_lowercase() || x.is_ascii_digit() || x == '_');
                assert!(plain, "seed {seed}: column {} of {} is no plain CQL name", c.name, t.name);
            }
        }
    }
    let elapsed = started.elapsed();
    let s = &shapes;
    for (what, count) in [
        ("IN then ORDER BY another", s.in_then_order),
        ("IN ordered", s.in_ordered),
        ("= ordered", s.eq_ordered),
        ("range ordered", s.range_ordered),
        ("range not ordered", s.range_unordered),
        ("via", s.via),
        ("relationship subject", s.relationship_subject),
        ("several relationships between two entities", s.parallel),
        ("tables serving several queries", s.shared_tables),
        ("names shortened", s.long_names),
        ("weak entity given its owner's key, the owner joined directly too", s.weak_owner),
        ("roles across a relationship of an entity with itself", s.self_roles),
        ("a role choosing one of two relationships", s.parallel_roles),
        ("aggregates per period", s.per_period),
        ("small sets", s.small_set),
        ("collections chosen", s.collections),
        ("ties after a time", s.ties_after_time),
        ("an updated status compared after reading", s.updated_compared),
        ("an updated status kept in the key", s.updated_keyed),
        ("attributes found across to-many steps", s.across_to_many),
        ("aggregates per period grouped by a member", s.grouped_aggregates),
        ("an entity in both roles joining another relationship", s.role_joins),
        ("  of those, finding both roles and giving neither", s.role_joins_guessed),
        ("an entity arriving at a stated rate", s.growing),
        ("  of those, kept forever", s.growing_forever),
        ("tables growing without bound by a stated rate", s.unbounded_tables),
        ("a lookup by key beside a listing of all", s.lookups_beside_lists),
        ("names in other scripts", s.other_scripts),
        ("  of those, roles so named", s.other_script_roles),
    ] {
        assert!(count >= 100, "{what}: only {count} in {RANDOM_MODELS} models ({s:?})");
    }
    eprintln!("{RANDOM_MODELS} random models derived, validated and checked in {elapsed:?}: {s:?}");
}

/// Issue 40, item 4: in every alternative of every table, a clustering column the query does
/// not order by, after a column that orders the read (anything but an equality filter),
/// ascends: it only breaks ties. Checked against the query alone, not derivation's inputs.
#[test]
fn ties_after_a_column_that_orders_the_read_ascend_in_every_alternative() {
    let mut shapes = Shapes::default();
    let mut ties_after_descending_time = 0;
    for seed in 0..RANDOM_MODELS {
        let p = random_model(seed, &mut shapes);
        let index = p.index();
        let d = crate::derive(&p);
        for t in &d.model.tables {
            let crate::logical::Origin::Derived(q) = &t.origin else { continue };
            let query = index.query(q).expect("query");
            let ordered = |a: &crate::ids::AttributeId| query.order_by.iter().any(|o| &o.attribute == a);
            let equality = |a: &crate::ids::AttributeId| {
                !ordered(a) && query.given.iter().any(|g| &g.attribute == a && g.predicate.is_equality())
            };
            for alt in &t.alternatives {
                let mut before: Option<(&crate::ids::AttributeId, crate::project::Direction)> = None;
                for (part, dir) in &alt.clustering {
                    let Some(a) = part.attribute() else { continue };
                    if let Some((b, bdir)) = before.filter(|_| !ordered(a) && !equality(a)) {
                        assert_eq!(
                            *dir,
                            crate::project::Direction::Asc,
                            "seed {seed}: {} breaks ties of {b} in {:?}\n{}",
                            a,
                            alt.clustering,
                            dump(&p, &d)
                        );
                        let time = |x: &crate::ids::AttributeId| {
                            index.attribute(x).is_some_and(|(_, x)| {
                                matches!(x.ty, crate::cql::NativeType::Timestamp | crate::cql::NativeType::Timeuuid)
                            })
                        };
                        ties_after_descending_time +=
                            usize::from(bdir == crate::project::Direction::Desc && time(b) && time(a));
                    }
                    if !equality(a) {
                        before = Some((a, *dir));
                    }
                }
            }
        }
    }
    assert!(shapes.ties_after_time >= 100, "{shapes:?}");
    assert!(ties_after_descending_time >= 100, "a timeuuid after a descending time: only {ties_after_descending_time}");
}

/// Issue 40, item 3: a query whose path joins nothing gets no table, and nothing of it reaches
/// another table (the connected query of the same key beside it keeps its own columns);
/// every other query keeps the table it has without the broken one.
#[test]
fn a_query_with_an_error_gets_no_table_and_no_merge() {
    let mut shapes = Shapes::default();
    for seed in 0..RANDOM_MODELS / 3 {
        let p = random_model_with_errors(seed, &mut shapes);
        let d = crate::derive(&p);
        let qe = crate::ids::QueryId::from("QE");
        assert!(d.model.table_for_query(&qe).is_none(), "seed {seed}: QE has a table\n{}", dump(&p, &d));
        for t in &d.model.tables {
            let lone = t.columns.iter().any(|c| c.attribute.as_ref().is_some_and(|a| a.as_str().starts_with("lone")));
            assert!(!lone && !t.queries.contains(&qe), "seed {seed}: {} holds QE's columns\n{}", t.name, dump(&p, &d));
        }
        let codes: Vec<crate::Code> = crate::validate::validate(&p, &d)
            .into_iter()
            .filter(|x| x.subject.query.as_ref().is_some_and(|x| x.as_str() == "QE"))
            .map(|x| x.code)
            .collect();
        assert!(codes.contains(&crate::Code::DisconnectedAccessPath), "seed {seed}: {codes:?}");
        // The rest derives as the model without the broken query does.
        let mut without = p.clone();
        without.queries.retain(|q| q.id != qe);
        let alone = crate::derive(&without);
        let keys = |d: &crate::Derivation| {
            d.model.tables.iter().map(|t| (t.name.clone(), t.key_signature(), t.queries.clone())).collect::<Vec<_>>()
        };
        assert_eq!(keys(&d), keys(&alone), "seed {seed}");
        assert!(d.model.table_for_query(&crate::ids::QueryId::from("QT")).is_some(), "seed {seed}");
    }
    assert!(shapes.disconnected >= 100, "{shapes:?}");
}

/// The project with every offered collection alternative chosen, as the window saves a choice
/// (its key and its place in the list); `None` when none is offered.
fn with_collections_chosen(p: &Project, d: &crate::Derivation) -> Option<Project> {
    let mut out = p.clone();
    let mut any = false;
    for t in &d.model.tables {
        let crate::logical::Origin::Derived(q) = &t.origin else { continue };
        let Some(i) = t
            .alternatives
            .iter()
            .position(|a| matches!(a.reason, crate::logical::AlternativeReason::Collection { .. }))
        else {
            continue;
        };
        let ov = out.overrides.tables.entry(q.clone()).or_default();
        ov.key = t.alternatives[i].as_manual_key();
        ov.alternative = i;
        any = true;
    }
    any.then_some(out)
}

/// The model's queries and derived tables, for a failure message.
fn dump(p: &Project, d: &crate::Derivation) -> String {
    let mut out = String::new();
    for q in &p.queries {
        let given: Vec<String> = q.given.iter().map(|g| format!("{} {}", g.attribute, g.predicate.symbol())).collect();
        let order: Vec<String> =
            q.order_by.iter().map(|o| format!("{} {}", o.attribute, o.direction.keyword())).collect();
        out += &format!(
            "{}: entity {:?} relationship {:?} via {:?} given [{}] find {:?} order [{}]\n",
            q.id,
            q.entity,
            q.relationship,
            q.via,
            given.join(", "),
            q.find,
            order.join(", ")
        );
    }
    for t in &d.model.tables {
        out += &format!("  {} {} serves {:?}\n", t.name, t.key_signature(), t.queries);
    }
    out
}

/// Cassandra refuses a SELECT of only partition-key and static columns that restricts a
/// clustering column (found by `prove` on Cassandra 5.0.9, seeds 1, 4, 8, 14, 15 and 28 of
/// these models): no answerable plan of the default derivation is such a SELECT. The
/// generator must make the shape (a query finding only what the partition key determines,
/// with a range on a clustering column): counted.
#[test]
fn no_select_of_only_static_columns_restricts_a_clustering_column() {
    let mut shapes = Shapes::default();
    let mut risky = 0;
    for seed in 0..300 {
        let p = random_model(seed, &mut shapes);
        let index = p.index();
        let d = crate::derive(&p);
        let by_query = d.model.tables_by_query();
        for q in &p.queries {
            let Some(t) = by_query.get(q.id.as_str()) else { continue };
            let plan = crate::query_plan::plan(&index, q, t);
            if !plan.is_answerable() {
                continue;
            }
            let role = |name: &str| t.columns.iter().find(|c| c.name == name).map(|c| c.role);
            let restricts_clustering =
                plan.restrictions.iter().any(|(c, _)| matches!(role(c), Some(Role::Clustering(_))));
            let finds_only_partition_data = q
                .find
                .iter()
                .filter_map(|a| t.column_for(a))
                .all(|c| matches!(c.role, Role::Static | Role::PartitionKey));
            risky += usize::from(restricts_clustering && finds_only_partition_data && !q.find.is_empty());
            let only_static = plan.select.iter().all(|s| matches!(role(s), Some(Role::Static | Role::PartitionKey)));
            assert!(
                !(only_static && restricts_clustering),
                "seed {seed}: {} selects only static columns: {plan:?}\n{}",
                q.id,
                dump(&p, &d)
            );
        }
    }
    assert!(
        risky > 0,
        "the generator made no query finding only what the partition key determines with a clustering restriction"
    );
}

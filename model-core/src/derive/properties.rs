//! Properties of derivation over many random models: the order things are listed in the file
//! never changes the tables, no static column depends on a clustering column, and validation
//! never rejects a table the tool chose itself.

use crate::er::determined;
use crate::logical::{Role, Table};
use crate::project::{Owner, Project};
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
                assert!(fixed, "seed {seed}: {}.{} is static, but the partition key {} does not determine it", t.name, c.name, t.key_signature());
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

/// The shapes of query the widened generator must produce, counted over a run.
#[derive(Debug, Default)]
struct Shapes {
    /// `IN` on one attribute, `ORDER BY` another (the case of issue 33).
    in_then_order: usize,
    /// `IN` on an attribute the query also orders by.
    in_ordered: usize,
    /// `=` on an attribute the query also orders by.
    eq_ordered: usize,
    /// A range on an attribute the query also orders by.
    range_ordered: usize,
    /// A range the query does not order by.
    range_unordered: usize,
    /// A query naming the relationships it goes through (`via`).
    via: usize,
    /// A query whose rows are a relationship's instances.
    relationship_subject: usize,
    /// A query between two entities that several relationships join.
    parallel: usize,
    /// Tables serving or hosting more than one query.
    shared_tables: usize,
    /// Tables whose name was shortened to CQL's 48 characters.
    long_names: usize,
    /// A query through a weak entity given (or finding) its owner's key, the owner also
    /// joined to the query's entity by another relationship (issue 33).
    weak_owner: usize,
    /// This model's queries of that shape: (query, identifying link, the other relationship).
    weak_owner_cases: Vec<(String, String, String)>,
    /// A query across a relationship of an entity with itself, naming roles (issue 28).
    self_roles: usize,
    /// A query naming the role its entity plays at one of two relationships between the same
    /// two entities.
    parallel_roles: usize,
    /// A query keeping its aggregates per period of a time (issue 28).
    per_period: usize,
    /// A query returning the names of a small many-to-many set (issue 28).
    small_set: usize,
    /// Of those, the tables derived with the collection alternative chosen.
    collections: usize,
}

/// Roles of relationships of an entity with itself, as applications name them.
const ROLE_PAIRS: [(&str, &str); 4] = [("follower", "followed"), ("manager", "report"), ("parent", "child"), ("sender", "recipient")];

/// A random model with every shape of query the method meets: entities joined by 1:n, m:n
/// and several relationships between the same two entities (some with attributes), weak
/// entities; queries about an entity or a relationship, given keys, statuses and times by
/// `=`, `IN` and ranges, ordered by any of them, some naming the relationship they go
/// through. At most one range per query, and a range the query orders by comes first in its
/// ORDER BY (the queries CQL can answer at all).
fn random_model(seed: u64, shapes: &mut Shapes) -> Project {
    use crate::builder::ProjectBuilder;
    use crate::cql_type::NativeType;
    use crate::project::{Cardinality, Direction, Predicate};
    let mut rng = Rng::new(seed);
    let n = 2 + rng.below(5);
    let mut b = ProjectBuilder::new("random");
    // (relationship id, end 0, end 1, m:n, attribute ids)
    let mut rels: Vec<(String, usize, usize, bool, Vec<String>)> = Vec::new();
    // Relationships of an entity with itself: (id, entity, role at end 0, role at end 1).
    let mut selfs: Vec<(String, usize, &str, &str)> = Vec::new();
    // Roles at one end of the second relationship between two entities: (id, entity, role).
    let mut roled: Vec<(String, usize, String)> = Vec::new();
    let key_types = [NativeType::Uuid, NativeType::Text, NativeType::Int];
    for i in 0..n {
        let e = format!("e{i}");
        let attrs = [
            (format!("k{i}"), key_types[rng.below(3)], true),
            (format!("ts{i}"), NativeType::Timestamp, false),
            (format!("st{i}"), NativeType::Text, false),
            (format!("v{i}"), NativeType::Int, false),
        ];
        let refs: Vec<(&str, NativeType, bool)> = attrs.iter().map(|(a, t, k)| (a.as_str(), *t, *k)).collect();
        b = b.entity(&e, &refs);
        // Long names (a table name past CQL's 48 characters) for some entities.
        if rng.chance(30) {
            b = b.with(|p| {
                if let Some(x) = p.entities.last_mut() {
                    x.name = format!("Measurement station installation {i}");
                    for a in &mut x.attributes {
                        a.name = format!("operational {} category", a.name);
                    }
                }
            });
        }
        if i == 0 {
            continue;
        }
        let p = rng.below(i);
        if rng.chance(25) {
            b = b.owned_by(&format!("e{p}"));
        }
        b = b.relationship(&format!("r{i}"), &format!("e{p}"), Cardinality::One, &e, Cardinality::Many);
        rels.push((format!("r{i}"), p, i, false, Vec::new()));
        // A second relationship between the same two entities, m:n, sometimes with a time.
        if rng.chance(45) {
            let id = format!("x{i}");
            b = b.relationship(&id, &format!("e{p}"), Cardinality::Many, &e, Cardinality::Many);
            let mut attrs = Vec::new();
            if rng.chance(60) {
                b = b.relationship_attribute("at", NativeType::Timestamp);
                attrs.push(format!("{id}.at"));
            }
            // A role says which of the two relationships a query means.
            if rng.chance(50) {
                let role = format!("holder{p}");
                b = b.roles([Some(&role), None]);
                roled.push((id.clone(), p, role));
            }
            rels.push((id, p, i, true, attrs));
        }
        // A relationship of the entity with itself, its ends told apart by roles.
        if rng.chance(35) {
            let (first, second) = ROLE_PAIRS[rng.below(ROLE_PAIRS.len())];
            let id = format!("s{i}");
            let card = if rng.chance(50) { Cardinality::Many } else { Cardinality::One };
            b = b.relationship(&id, &e, card, &e, Cardinality::Many).roles([Some(first), Some(second)]);
            selfs.push((id, i, first, second));
        }
        // An m:n relationship to another earlier entity.
        let other = rng.below(i);
        if other != p && rng.chance(30) {
            let id = format!("m{i}");
            b = b.relationship(&id, &format!("e{other}"), Cardinality::Many, &e, Cardinality::Many);
            b = b.relationship_attribute("note", NativeType::Text);
            rels.push((id, other, i, true, vec![format!("m{i}.note")]));
        }
    }
    let queries = 3 + rng.below(8);
    if rng.chance(40) {
        b = weak_owner_triangle(b, &mut rng, n, &format!("Q{}", queries + 1), shapes);
    }
    if rng.chance(40) {
        b = period_query(b, &mut rng, n, &format!("Q{}", queries + 2), shapes);
    }
    if rng.chance(40) {
        b = small_set(b, &mut rng, n, &format!("Q{}", queries + 3), shapes);
    }
    for qn in 1..=queries {
        let id = format!("Q{qn}");
        if !selfs.is_empty() && rng.chance(30) {
            let which = rng.below(selfs.len());
            b = self_role_query(b, &mut rng, &id, &selfs[which]);
            shapes.self_roles += 1;
            continue;
        }
        // The relationship the query goes through (its subject, its via, or how it reaches
        // the entity it is given), when there is one.
        let through = if rels.is_empty() { None } else { Some(rels[rng.below(rels.len())].clone()) };
        let (target, given_entity) = match &through {
            Some((_, a, b, _, _)) => {
                if rng.chance(50) {
                    (*b, Some(*a))
                } else {
                    (*a, Some(*b))
                }
            }
            None => (0, None),
        };
        let relationship_subject = through.as_ref().is_some_and(|(_, _, _, many, attrs)| *many && !attrs.is_empty() && rng.chance(35));
        let mut given: Vec<(String, Predicate)> = Vec::new();
        let mut order: Vec<(String, Direction)> = Vec::new();
        let equality = |rng: &mut Rng| if rng.chance(30) { Predicate::In } else { Predicate::Eq };
        match given_entity {
            Some(g) if rng.chance(80) => given.push((format!("e{g}.k{g}"), equality(&mut rng))),
            _ if rng.chance(60) => given.push((format!("e{target}.k{target}"), equality(&mut rng))),
            _ => {}
        }
        if rng.chance(40) {
            given.push((format!("e{target}.st{target}"), equality(&mut rng)));
        }
        // One range at most: the target's time, or the relationship's.
        let time = match &through {
            Some((_, _, _, _, attrs)) if !attrs.is_empty() && rng.chance(40) => attrs[0].clone(),
            _ => format!("e{target}.ts{target}"),
        };
        let ranged = rng.chance(35);
        if ranged {
            let p = [Predicate::Lt, Predicate::Le, Predicate::Gt, Predicate::Ge, Predicate::Range][rng.below(5)];
            given.push((time.clone(), p));
        }
        let direction = |rng: &mut Rng| if rng.chance(50) { Direction::Desc } else { Direction::Asc };
        if rng.chance(55) {
            // Order by any searched attribute or the time, the range first when there is one.
            if ranged {
                order.push((time.clone(), direction(&mut rng)));
            } else {
                let candidates: Vec<String> = given.iter().map(|(a, _)| a.clone()).chain([time.clone(), format!("e{target}.v{target}")]).collect();
                order.push((candidates[rng.below(candidates.len())].clone(), direction(&mut rng)));
            }
            if rng.chance(35) {
                let next = format!("e{target}.v{target}");
                if !order.iter().any(|(a, _)| a == &next) {
                    order.push((next, direction(&mut rng)));
                }
            }
        }
        let mut find = vec![format!("e{target}.k{target}"), format!("e{target}.st{target}"), format!("e{target}.v{target}")];
        if let Some((_, _, _, _, attrs)) = &through {
            if rng.chance(40) {
                find.extend(attrs.iter().cloned());
            }
        }
        // Given the entity at the end of the relationship where it plays a role, by that role.
        if let (Some((r, ..)), Some(g)) = (&through, given_entity) {
            let key = format!("e{g}.k{g}");
            if let Some((_, _, role)) = roled.iter().find(|(x, e, _)| x == r && *e == g) {
                if let Some(at) = given.iter_mut().find(|(a, _)| a == &key).filter(|_| rng.chance(60)) {
                    at.0 = format!("{key}@{role}");
                    shapes.parallel_roles += 1;
                }
            }
        }
        let given_refs: Vec<(&str, Predicate)> = given.iter().map(|(a, p)| (a.as_str(), *p)).collect();
        let find_refs: Vec<&str> = find.iter().map(String::as_str).collect();
        let order_refs: Vec<(&str, Direction)> = order.iter().map(|(a, d)| (a.as_str(), *d)).collect();
        let entity = if relationship_subject || rng.chance(50) { None } else { Some(format!("e{target}")) };
        b = b.query(&id, entity.as_deref(), &given_refs, &find_refs, &order_refs);
        let via = through.as_ref().filter(|_| !relationship_subject && rng.chance(50)).map(|r| r.0.clone());
        let subject = through.as_ref().filter(|_| relationship_subject).map(|r| r.0.clone());
        b = b.with(|p| {
            if let Some(q) = p.queries.last_mut() {
                q.via = via.iter().map(|r| crate::ids::RelationshipId::from(r.as_str())).collect();
                q.relationship = subject.as_deref().map(crate::ids::RelationshipId::from);
            }
        });
        // Count the shapes.
        let ordered = |a: &str| order.iter().any(|(o, _)| o == a);
        let pred = |p: fn(Predicate) -> bool, o: bool| given.iter().any(|(a, x)| p(*x) && ordered(a) == o);
        shapes.in_then_order += usize::from(pred(|p| p == Predicate::In, false) && !order.is_empty());
        shapes.in_ordered += usize::from(pred(|p| p == Predicate::In, true));
        shapes.eq_ordered += usize::from(pred(|p| p == Predicate::Eq, true));
        shapes.range_ordered += usize::from(pred(|p| !p.is_equality(), true));
        shapes.range_unordered += usize::from(pred(|p| !p.is_equality(), false));
        shapes.via += usize::from(via.is_some());
        shapes.relationship_subject += usize::from(subject.is_some());
        shapes.parallel += usize::from(
            through.as_ref().is_some_and(|(_, a, b, _, _)| rels.iter().filter(|(_, x, y, _, _)| (x, y) == (a, b) || (y, x) == (a, b)).count() > 1),
        );
    }
    b.build()
}

/// A query across a relationship of an entity with itself: the entities at one end found,
/// given the other end's key with its role named or left plain (the other end), sometimes
/// ordered by the found end's value and naming the relationship in `via`.
fn self_role_query(
    b: crate::builder::ProjectBuilder,
    rng: &mut Rng,
    id: &str,
    (rel, i, first, second): &(String, usize, &str, &str),
) -> crate::builder::ProjectBuilder {
    use crate::project::{Direction, Predicate};
    let (found, other) = if rng.chance(50) { (*first, *second) } else { (*second, *first) };
    let given = if rng.chance(30) { format!("e{i}.k{i}@{other}") } else { format!("e{i}.k{i}") };
    let find = [format!("e{i}.k{i}@{found}"), format!("e{i}.st{i}@{found}"), format!("e{i}.v{i}@{found}")];
    let order = format!("e{i}.v{i}@{found}");
    let order: Vec<(&str, Direction)> = if rng.chance(40) { vec![(order.as_str(), Direction::Desc)] } else { Vec::new() };
    let predicate = if rng.chance(30) { Predicate::In } else { Predicate::Eq };
    let find_refs: Vec<&str> = find.iter().map(String::as_str).collect();
    let via = rng.chance(30);
    b.query(id, None, &[(given.as_str(), predicate)], &find_refs, &order).with(|p| {
        if let Some(q) = p.queries.last_mut().filter(|_| via) {
            q.via = vec![crate::ids::RelationshipId::from(rel.as_str())];
        }
    })
}

/// Adds an owner `e{n}` joined directly to an existing entity S (1:n or m:n), a weak entity
/// `e{n+1}` of it (identifying link `own{n}`) that S also reaches (to-one or m:n), and a query
/// about S through the weak entity given the owner's key (by `=` or `IN`; the weak entity's own
/// key given or found): "orders shipped to one of a customer's addresses", "what a user has
/// read in a conversation". Its path must reach the owner through the identifying link.
fn weak_owner_triangle(
    mut b: crate::builder::ProjectBuilder,
    rng: &mut Rng,
    n: usize,
    query: &str,
    shapes: &mut Shapes,
) -> crate::builder::ProjectBuilder {
    use crate::cql_type::NativeType;
    use crate::project::{Cardinality, Predicate};
    let (s, o, w) = (rng.below(n), n, n + 1);
    for i in [o, w] {
        let attrs =
            [(format!("k{i}"), NativeType::Uuid, true), (format!("st{i}"), NativeType::Text, false), (format!("v{i}"), NativeType::Int, false)];
        let refs: Vec<(&str, NativeType, bool)> = attrs.iter().map(|(a, t, k)| (a.as_str(), *t, *k)).collect();
        b = b.entity(&format!("e{i}"), &refs);
    }
    let (own, direct, through) = (format!("own{n}"), format!("direct{n}"), format!("to{n}"));
    let many = |rng: &mut Rng| if rng.chance(50) { Cardinality::Many } else { Cardinality::One };
    b = b.owned_by(&format!("e{o}")).relationship(&own, &format!("e{o}"), Cardinality::One, &format!("e{w}"), Cardinality::Many).with(|p| {
        if let Some(r) = p.relationships.last_mut() {
            r.identifying = true;
        }
    });
    let direct_end = many(rng);
    b = b.relationship(&direct, &format!("e{o}"), direct_end, &format!("e{s}"), Cardinality::Many);
    let weak_end = many(rng);
    b = b.relationship(&through, &format!("e{s}"), Cardinality::Many, &format!("e{w}"), weak_end);
    let owner_key = format!("e{o}.k{o}");
    let weak_key = format!("e{w}.k{w}");
    let predicate = if rng.chance(30) { Predicate::In } else { Predicate::Eq };
    let mut given = vec![(owner_key.as_str(), predicate)];
    let mut find = vec![format!("e{s}.k{s}"), format!("e{s}.v{s}")];
    if rng.chance(50) {
        given.push((weak_key.as_str(), Predicate::Eq));
    } else {
        find.push(weak_key.clone());
    }
    let find_refs: Vec<&str> = find.iter().map(String::as_str).collect();
    let subject = format!("e{s}");
    b = b.query(query, Some(&subject), &given, &find_refs, &[]).with(|p| {
        if let Some(q) = p.queries.last_mut() {
            q.via = vec![crate::ids::RelationshipId::from(through.as_str())];
        }
    });
    shapes.weak_owner += 1;
    shapes.weak_owner_cases.push((query.to_owned(), own, direct));
    b
}

/// A query of aggregates of an entity's values per period of its time ("the daily minimum of
/// a reading"): given its status or a related entity's key by `=`, sometimes a range on the
/// time, sometimes ordered by it; count, sum, average, minimum and maximum in any mix.
fn period_query(mut b: crate::builder::ProjectBuilder, rng: &mut Rng, n: usize, query: &str, shapes: &mut Shapes) -> crate::builder::ProjectBuilder {
    use crate::project::{Aggregate, AggregateFunction, Direction, Per, Predicate, TimeUnit};
    let t = rng.below(n);
    let time = format!("e{t}.ts{t}");
    let mut given = vec![(format!("e{t}.st{t}"), Predicate::Eq)];
    if rng.chance(60) {
        given.push((time.clone(), [Predicate::Ge, Predicate::Lt, Predicate::Range][rng.below(3)]));
    }
    let order = if rng.chance(30) { vec![(time.as_str(), if rng.chance(50) { Direction::Asc } else { Direction::Desc })] } else { Vec::new() };
    let given_refs: Vec<(&str, Predicate)> = given.iter().map(|(a, p)| (a.as_str(), *p)).collect();
    let value = crate::ids::AttributeId::from(format!("e{t}.v{t}"));
    let mut aggregates: Vec<Aggregate> = Vec::new();
    for f in AggregateFunction::ALL {
        if rng.chance(50) {
            let of_rows = f == AggregateFunction::Count && rng.chance(50);
            aggregates.push(Aggregate::new(f, (!of_rows).then(|| value.clone())));
        }
    }
    if aggregates.is_empty() {
        aggregates.push(Aggregate::new(AggregateFunction::Count, None));
    }
    let unit = [TimeUnit::Hour, TimeUnit::Day, TimeUnit::Week, TimeUnit::Month][rng.below(4)];
    b = b.query(query, Some(&format!("e{t}")), &given_refs, &[], &order).with(|p| {
        if let Some(q) = p.queries.last_mut() {
            q.aggregates = aggregates;
            q.per = Some(Per::new(crate::ids::AttributeId::from(time.as_str()), unit));
        }
    });
    shapes.per_period += 1;
    b
}

/// A small set of names: an entity `tag{n}` that is only a name, many-to-many with an
/// existing entity (a few per owner), and a query returning the names given the owner's key
/// (sometimes with the owner's status): "a vet's specialties".
fn small_set(mut b: crate::builder::ProjectBuilder, rng: &mut Rng, n: usize, query: &str, shapes: &mut Shapes) -> crate::builder::ProjectBuilder {
    use crate::cql_type::NativeType;
    use crate::project::{Cardinality, Predicate};
    let s = rng.below(n);
    let tag = format!("tag{n}");
    b = b.entity(&tag, &[("name", NativeType::Text, true)]);
    let fan_out = 1.0 + rng.below(40) as f64;
    b = b.relationship(&format!("tagged{n}"), &format!("e{s}"), Cardinality::Many, &tag, Cardinality::Many).with(|p| {
        if let Some(r) = p.relationships.last_mut() {
            r.ends[1].fan_out = Some(fan_out);
        }
    });
    let name = format!("{tag}.name");
    let mut find = vec![name.as_str()];
    let status = format!("e{s}.st{s}");
    if rng.chance(50) {
        find.push(status.as_str());
    }
    let key = format!("e{s}.k{s}");
    let given: Vec<(&str, Predicate)> = if rng.chance(80) { vec![(key.as_str(), Predicate::Eq)] } else { Vec::new() };
    b = b.query(query, Some(&tag), &given, &find, &[]);
    shapes.small_set += 1;
    b
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
            let path: Vec<String> = super::access_path(&index, &graph, query).relationships.iter().map(ToString::to_string).collect();
            assert!(path.contains(&own) && !path.contains(&direct), "seed {seed}: {q} goes {path:?}\n{}", dump(&p, &derivation));
        }
        // (a) validation never rejects a table the tool chose for its own query.
        let errors = validation_errors(&p, &derivation);
        // Serving or hosting other queries never changes a table's own key.
        let mut alone = p.clone();
        alone.overrides.one_table_per_query = true;
        let alone = crate::derive(&alone);
        assert!(errors.is_empty(), "seed {seed}: validation rejects the tool's own tables:\n{}\n{}", errors.join("\n"), dump(&p, &derivation));
        // Choosing a small set's collection is never rejected either.
        if let Some(chosen) = with_collections_chosen(&p, &derivation) {
            let d = crate::derive(&chosen);
            let errors = validation_errors(&chosen, &d);
            assert!(errors.is_empty(), "seed {seed}: validation rejects a chosen collection:\n{}\n{}", errors.join("\n"), dump(&chosen, &d));
            shapes.collections += d.model.tables.iter().filter(|t| t.collection().is_some()).count();
        }
        for t in &derivation.model.tables {
            // (b) a table holds exactly the rows of every query it serves or hosts: the same
            // subject, the same relationships (recomputed from each query alone).
            let rows_of = |q: &crate::ids::QueryId| super::query_rows(&index, &graph, index.query(q).expect("query"));
            let own = alone.model.table_for_query(&t.queries[0]).map(crate::logical::Table::key_signature);
            assert_eq!(own, Some(t.key_signature()), "seed {seed}: {} changed its key to serve {:?}", t.name, t.queries);
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
                            (0..2).any(|i| Some(&rel.ends[i].entity) == target && rel.ends[1 - i].cardinality == crate::project::Cardinality::One)
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
            assert!(crate::naming::schema_name_problem(&t.name).is_none(), "seed {seed}: {} is no valid CQL table name", t.name);
            shapes.long_names += usize::from(t.choices.iter().any(|c| matches!(c, crate::logical::Choice::NameShortened { .. })));
            for c in &t.columns {
                let plain = !c.name.is_empty() && c.name.chars().all(|x| x.is_ascii_lowercase() || x.is_ascii_digit() || x == '_');
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
    ] {
        assert!(count >= 100, "{what}: only {count} in {RANDOM_MODELS} models ({s:?})");
    }
    eprintln!("{RANDOM_MODELS} random models derived, validated and checked in {elapsed:?}: {s:?}");
}

/// The project with every offered collection alternative chosen, as the window saves a choice
/// (its key and its place in the list); `None` when none is offered.
fn with_collections_chosen(p: &Project, d: &crate::Derivation) -> Option<Project> {
    let mut out = p.clone();
    let mut any = false;
    for t in &d.model.tables {
        let crate::logical::Origin::Derived(q) = &t.origin else { continue };
        let Some(i) = t.alternatives.iter().position(|a| matches!(a.reason, crate::logical::AlternativeReason::Collection { .. })) else { continue };
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
        let order: Vec<String> = q.order_by.iter().map(|o| format!("{} {}", o.attribute, o.direction.keyword())).collect();
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

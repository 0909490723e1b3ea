//! Random models with every shape of query the method meets, for the property tests of
//! derivation (`derive/properties.rs`) and for `prove` on a real node (`app/tests/live.rs`):
//! entities joined by 1:n, m:n and several relationships between the same two entities, weak
//! entities and chains of owners, relationships of an entity with itself with roles, queries
//! about an entity or a relationship, given by `=`, `IN` and ranges, ordered by any of them,
//! through the relationships they name (`via`), aggregates per period, small sets. [`Shapes`]
//! counts what a run produced, so a property can show its generator made the shape that
//! would break it.

mod growth;
mod lookup;
mod role_join;
mod scripts;

use crate::project::Project;
use crate::synthetic::Rng;

/// The shapes of query the widened generator must produce, counted over a run.
#[derive(Debug, Default)]
pub struct Shapes {
    /// `IN` on one attribute, `ORDER BY` another (the case of issue 33).
    pub in_then_order: usize,
    /// `IN` on an attribute the query also orders by.
    pub in_ordered: usize,
    /// `=` on an attribute the query also orders by.
    pub eq_ordered: usize,
    /// A range on an attribute the query also orders by.
    pub range_ordered: usize,
    /// A range the query does not order by.
    pub range_unordered: usize,
    /// A query naming the relationships it goes through (`via`).
    pub via: usize,
    /// A query whose rows are a relationship's instances.
    pub relationship_subject: usize,
    /// A query between two entities that several relationships join.
    pub parallel: usize,
    /// Tables serving or hosting more than one query.
    pub shared_tables: usize,
    /// Tables whose name was shortened to CQL's 48 characters.
    pub long_names: usize,
    /// A query through a weak entity given (or finding) its owner's key, the owner also
    /// joined to the query's entity by another relationship (issue 33).
    pub weak_owner: usize,
    /// This model's queries of that shape: (query, identifying link, the other relationship).
    pub weak_owner_cases: Vec<(String, String, String)>,
    /// A query across a relationship of an entity with itself, naming roles (issue 28).
    pub self_roles: usize,
    /// A query naming the role its entity plays at one of two relationships between the same
    /// two entities.
    pub parallel_roles: usize,
    /// A query keeping its aggregates per period of a time (issue 28).
    pub per_period: usize,
    /// A query returning the names of a small many-to-many set (issue 28).
    pub small_set: usize,
    /// Of those, the tables derived with the collection alternative chosen.
    pub collections: usize,
    /// A query ordered by (or ranging over) a time whose rows a `timeuuid` key tells apart:
    /// the tie after the time (issue 40).
    pub ties_after_time: usize,
    /// A query whose path joins nothing, beside a connected query of the same key
    /// ([`random_model_with_errors`]).
    pub disconnected: usize,
    /// A query giving a status the application updates in place beside an equality, so it
    /// compares the status after reading (issue 46, [`crate::er::after_read`]).
    pub updated_compared: usize,
    /// A query giving an updated status that stays in the key (nothing else finds its rows,
    /// it orders by it, or a LIMIT or aggregate is computed first).
    pub updated_keyed: usize,
    /// A query about an entity finding attributes across one or two to-many steps ("an
    /// artist with its albums' tracks": a row per track).
    pub across_to_many: usize,
    /// Aggregates per period over the members of a group, grouped by the member ("the hourly
    /// average of every sensor of a network", issue 40 item 1).
    pub grouped_aggregates: usize,
    /// A query naming an entity in both roles of its relationship with itself that goes on
    /// across another relationship of the entity ("the products of the subcategories of a
    /// category", issue 40 item 7).
    pub role_joins: usize,
    /// Of those, the queries that find the entity in both roles and give neither (the join is
    /// the first found, with a warning).
    pub role_joins_guessed: usize,
    /// This model's queries of that shape.
    pub role_join_cases: Vec<String>,
    /// An entity arriving at a stated rate per instance of its parent (issue 40, item 5).
    pub growing: usize,
    /// Of those, kept forever: the parent's partitions grow without bound.
    pub growing_forever: usize,
    /// Tables whose partitions grow without bound by a stated rate (counted by the property).
    pub unbounded_tables: usize,
    /// A lookup of an entity by its key beside a listing of all its instances (issue 40,
    /// item 6).
    pub lookups_beside_lists: usize,
    /// This model's cases of that shape: (listing, lookup, the key attribute).
    pub lookup_cases: Vec<(String, String, String)>,
    /// A model with names in other scripts (学生, Станция, Größe) for entities, attributes or
    /// relationships (issue 44, item 1).
    pub other_scripts: usize,
    /// Of those, models whose roles of a relationship of an entity with itself are so named.
    pub other_script_roles: usize,
}

/// Roles of relationships of an entity with itself, as applications name them.
const ROLE_PAIRS: [(&str, &str); 4] =
    [("follower", "followed"), ("manager", "report"), ("parent", "child"), ("sender", "recipient")];

/// A random model with every shape of query the method meets: entities joined by 1:n, m:n
/// and several relationships between the same two entities (some with attributes), weak
/// entities; queries about an entity or a relationship, given keys, statuses and times by
/// `=`, `IN` and ranges, ordered by any of them, some naming the relationship they go
/// through. At most one range per query, and a range the query orders by comes first in its
/// ORDER BY (the queries CQL can answer at all).
pub fn random_model(seed: u64, shapes: &mut Shapes) -> Project {
    use crate::builder::ProjectBuilder;
    use crate::cql::NativeType;
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
        let weak = rng.chance(25);
        if weak {
            b = b.owned_by(&format!("e{p}"));
        }
        // A weak entity's relationship with its owner identifies it: each of its instances
        // has exactly one owner (left plain, the instance gave some none, and the tables
        // keyed by the owner's key lost them: prove, seed 33).
        b = b.relationship(&format!("r{i}"), &format!("e{p}"), Cardinality::One, &e, Cardinality::Many).with(|m| {
            if let Some(r) = m.relationships.last_mut() {
                r.identifying = weak;
            }
        });
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
        let relationship_subject =
            through.as_ref().is_some_and(|(_, _, _, many, attrs)| *many && !attrs.is_empty() && rng.chance(35));
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
                let candidates: Vec<String> = given
                    .iter()
                    .map(|(a, _)| a.clone())
                    .chain([time.clone(), format!("e{target}.v{target}")])
                    .collect();
                order.push((candidates[rng.below(candidates.len())].clone(), direction(&mut rng)));
            }
            if rng.chance(35) {
                let next = format!("e{target}.v{target}");
                if !order.iter().any(|(a, _)| a == &next) {
                    order.push((next, direction(&mut rng)));
                }
            }
        }
        let mut find =
            vec![format!("e{target}.k{target}"), format!("e{target}.st{target}"), format!("e{target}.v{target}")];
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
        shapes.parallel += usize::from(through.as_ref().is_some_and(|(_, a, b, _, _)| {
            rels.iter().filter(|(_, x, y, _, _)| (x, y) == (a, b) || (y, x) == (a, b)).count() > 1
        }));
    }
    if rng.chance(40) {
        b = ties_query(b, &mut rng, n, &format!("Q{}", queries + 4), shapes);
    }
    let p = across_to_many(updated_statuses(b.build(), seed, shapes), seed, shapes);
    let p =
        lookup::lookup_beside_list(growth::growing(role_join::role_join(p, seed, shapes), seed, shapes), seed, shapes);
    scripts::other_scripts(p, seed, shapes)
}

/// (parent, child) of each 1:n relationship `r{i}` of the generator, the parent at the one end.
fn children(p: &Project) -> Vec<(String, String)> {
    use crate::project::Cardinality;
    p.relationships
        .iter()
        .filter(|r| {
            r.id.as_str().starts_with('r')
                && r.ends[0].cardinality == Cardinality::One
                && r.ends[1].cardinality == Cardinality::Many
        })
        .map(|r| (r.ends[0].entity.to_string(), r.ends[1].entity.to_string()))
        .collect()
}

/// `p` with, sometimes, a query about an entity that finds attributes of its children or
/// grandchildren across the 1:n relationships `r{i}` (drawn apart from the rest of the model).
fn across_to_many(mut p: Project, seed: u64, shapes: &mut Shapes) -> Project {
    use crate::project::{Direction, Given, Ordering, Predicate, Query};
    let mut rng = Rng::new(seed ^ 0x0040_2a2a_0040_2a2a);
    if !rng.chance(60) {
        return p;
    }
    let children = children(&p);
    if children.is_empty() {
        return p;
    }
    let (parent, child) = children[rng.below(children.len())].clone();
    let grandchild =
        children.iter().filter(|(pa, _)| *pa == child).map(|(_, c)| c.clone()).next().filter(|_| rng.chance(50));
    let n = |e: &str| e.trim_start_matches('e').to_owned();
    let mut q = Query::new(format!("Q{}", p.queries.len() + 10).as_str(), format!("every {parent} with its {child}s"));
    q.entity = Some(parent.as_str().into());
    if rng.chance(70) {
        q.given.push(Given {
            attribute: format!("{parent}.k{}", n(&parent)).into(),
            predicate: Predicate::Eq,
            extra: Default::default(),
        });
    }
    q.find = vec![format!("{parent}.st{}", n(&parent)).into(), format!("{child}.v{}", n(&child)).into()];
    if let Some(g) = &grandchild {
        q.find.push(format!("{g}.st{}", n(g)).into());
    }
    if rng.chance(50) {
        let direction = if rng.chance(50) { Direction::Desc } else { Direction::Asc };
        q.order_by.push(Ordering {
            attribute: format!("{child}.ts{}", n(&child)).into(),
            direction,
            extra: Default::default(),
        });
    }
    p.queries.push(q);
    shapes.across_to_many += 1;
    if rng.chance(60) {
        grouped_aggregate(&mut p, &mut rng, &children, shapes);
    }
    p
}

/// A query of aggregates per period over the members of a group: given a parent's key, per
/// child (its key found), the aggregates of the child's children per period of their time
/// (of the child's own values when it has none).
fn grouped_aggregate(p: &mut Project, rng: &mut Rng, children: &[(String, String)], shapes: &mut Shapes) {
    use crate::project::{Aggregate, AggregateFunction, Given, Per, Predicate, Query, TimeUnit};
    let (parent, member) = children[rng.below(children.len())].clone();
    let counted = children
        .iter()
        .filter(|(pa, _)| *pa == member)
        .map(|(_, c)| c.clone())
        .next()
        .unwrap_or_else(|| member.clone());
    let n = |e: &str| e.trim_start_matches('e').to_owned();
    let mut q = Query::new(
        format!("Q{}", p.queries.len() + 10).as_str(),
        format!("per period, the figures of every {member} of a {parent}"),
    );
    q.entity = Some(counted.as_str().into());
    q.given.push(Given {
        attribute: format!("{parent}.k{}", n(&parent)).into(),
        predicate: Predicate::Eq,
        extra: Default::default(),
    });
    q.find = vec![format!("{member}.k{}", n(&member)).into()];
    let value = crate::ids::AttributeId::from(format!("{counted}.v{}", n(&counted)));
    let function = [AggregateFunction::Count, AggregateFunction::Sum, AggregateFunction::Avg, AggregateFunction::Max]
        [rng.below(4)];
    let of = (function != AggregateFunction::Count || rng.chance(50)).then_some(value);
    q.aggregates = vec![Aggregate::new(function, of)];
    let unit = [TimeUnit::Hour, TimeUnit::Day, TimeUnit::Month][rng.below(3)];
    q.per = Some(Per::new(crate::ids::AttributeId::from(format!("{counted}.ts{}", n(&counted))), unit));
    p.queries.push(q);
    shapes.grouped_aggregates += 1;
}

/// `p` with some entities' statuses updated in place (drawn apart from the rest of the model,
/// so every other shape of a seed stays as it was), counting the queries that give one.
fn updated_statuses(mut p: Project, seed: u64, shapes: &mut Shapes) -> Project {
    let mut rng = Rng::new(seed ^ 0x0046_0046_0046_0046);
    for e in &mut p.entities {
        let updated = rng.chance(35);
        let status = format!("{}.st{}", e.id, e.id.as_str().trim_start_matches('e'));
        for a in e.attributes.iter_mut().filter(|a| a.id.as_str() == status) {
            a.updated = updated;
        }
    }
    let index = p.index();
    for q in &p.queries {
        let compared = crate::er::after_read::givens(&index, q).len();
        let keyed =
            q.given.iter().filter(|g| index.attribute(&g.attribute).is_some_and(|(_, a)| a.updated)).count() - compared;
        shapes.updated_compared += usize::from(compared > 0);
        shapes.updated_keyed += usize::from(keyed > 0);
    }
    drop(index);
    p
}

/// [`random_model`] with a query that has an error beside it: an entity `lone{n}` in no
/// relationship, and a query about an entity given its key that also returns the lone
/// entity's attributes (its path joins nothing), beside a connected query of the same key
/// that it could have been merged into ("a category's products" with no relationship
/// between them). Not for `prove`: a query with an error has no table to prove.
pub fn random_model_with_errors(seed: u64, shapes: &mut Shapes) -> Project {
    use crate::cql::NativeType;
    use crate::project::Predicate;
    let p = random_model(seed, shapes);
    let mut rng = Rng::new(seed ^ 0x10e5);
    let n = p.entities.len();
    let t = rng.below(p.entities.iter().filter(|e| e.id.as_str().starts_with('e')).count().max(1));
    let lone = format!("lone{n}");
    let key = format!("e{t}.k{t}");
    let predicate = if rng.chance(30) { Predicate::In } else { Predicate::Eq };
    let mut b = crate::builder::ProjectBuilder::from_project(p)
        .entity(&lone, &[("k", NativeType::Uuid, true), ("v", NativeType::Int, false)])
        .query("QT", Some(&format!("e{t}")), &[(key.as_str(), predicate)], &[&format!("e{t}.st{t}")], &[]);
    let lone_attr = format!("{lone}.{}", if rng.chance(50) { "k" } else { "v" });
    b = b.query(
        "QE",
        Some(&format!("e{t}")),
        &[(key.as_str(), predicate)],
        &[&format!("e{t}.v{t}"), lone_attr.as_str()],
        &[],
    );
    shapes.disconnected += 1;
    b.build()
}

/// A query about the posts of an entity, each a `timeuuid` with a time: given the owner's key,
/// ordered by the time (newest first, mostly) or ranging over it, sometimes unordered ("a
/// user's videos, newest first"; "a folder's e-mails in a date range").
fn ties_query(
    mut b: crate::builder::ProjectBuilder,
    rng: &mut Rng,
    n: usize,
    query: &str,
    shapes: &mut Shapes,
) -> crate::builder::ProjectBuilder {
    use crate::cql::NativeType;
    use crate::project::{Cardinality, Direction, Predicate};
    let s = rng.below(n);
    let post = format!("post{n}");
    b = b.entity(
        &post,
        &[("id", NativeType::Timeuuid, true), ("at", NativeType::Timestamp, false), ("body", NativeType::Text, false)],
    );
    b = b.relationship(&format!("posts{n}"), &format!("e{s}"), Cardinality::One, &post, Cardinality::Many);
    let (key, at) = (format!("e{s}.k{s}"), format!("{post}.at"));
    let mut given = vec![(key.as_str(), Predicate::Eq)];
    if rng.chance(40) {
        given.push((at.as_str(), Predicate::Range));
    }
    let direction = if rng.chance(75) { Direction::Desc } else { Direction::Asc };
    let order: Vec<(&str, Direction)> = if rng.chance(80) { vec![(at.as_str(), direction)] } else { Vec::new() };
    let find = [format!("{post}.id"), format!("{post}.body")];
    let find_refs: Vec<&str> = find.iter().map(String::as_str).collect();
    b = b.query(query, Some(&post), &given, &find_refs, &order);
    shapes.ties_after_time += 1;
    b
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
    let order: Vec<(&str, Direction)> =
        if rng.chance(40) { vec![(order.as_str(), Direction::Desc)] } else { Vec::new() };
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
    use crate::cql::NativeType;
    use crate::project::{Cardinality, Predicate};
    let (s, o, w) = (rng.below(n), n, n + 1);
    for i in [o, w] {
        let attrs = [
            (format!("k{i}"), NativeType::Uuid, true),
            (format!("st{i}"), NativeType::Text, false),
            (format!("v{i}"), NativeType::Int, false),
        ];
        let refs: Vec<(&str, NativeType, bool)> = attrs.iter().map(|(a, t, k)| (a.as_str(), *t, *k)).collect();
        b = b.entity(&format!("e{i}"), &refs);
    }
    let (own, direct, through) = (format!("own{n}"), format!("direct{n}"), format!("to{n}"));
    let many = |rng: &mut Rng| if rng.chance(50) { Cardinality::Many } else { Cardinality::One };
    b = b
        .owned_by(&format!("e{o}"))
        .relationship(&own, &format!("e{o}"), Cardinality::One, &format!("e{w}"), Cardinality::Many)
        .with(|p| {
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
fn period_query(
    mut b: crate::builder::ProjectBuilder,
    rng: &mut Rng,
    n: usize,
    query: &str,
    shapes: &mut Shapes,
) -> crate::builder::ProjectBuilder {
    use crate::project::{Aggregate, AggregateFunction, Direction, Per, Predicate, TimeUnit};
    let t = rng.below(n);
    let time = format!("e{t}.ts{t}");
    let mut given = vec![(format!("e{t}.st{t}"), Predicate::Eq)];
    if rng.chance(60) {
        given.push((time.clone(), [Predicate::Ge, Predicate::Lt, Predicate::Range][rng.below(3)]));
    }
    let order = if rng.chance(30) {
        vec![(time.as_str(), if rng.chance(50) { Direction::Asc } else { Direction::Desc })]
    } else {
        Vec::new()
    };
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
fn small_set(
    mut b: crate::builder::ProjectBuilder,
    rng: &mut Rng,
    n: usize,
    query: &str,
    shapes: &mut Shapes,
) -> crate::builder::ProjectBuilder {
    use crate::cql::NativeType;
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

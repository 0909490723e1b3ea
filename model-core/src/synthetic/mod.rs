//! Synthetic projects of any size, for property tests and benchmarks: a connected ER model of
//! entities (some weak), 1:n and m:n relationships, and queries over them whose givens,
//! finds and orderings follow the access paths a real workflow would use.
//!
//! Deterministic: the same sizes and seed give the same project.

use crate::builder::ProjectBuilder;
use crate::cql::NativeType;
use crate::project::{Cardinality, Direction, Predicate, Project};

mod sql;
pub use sql::{hostile_sql, large_sql};

/// A small deterministic pseudo-random generator (SplitMix64), so that models are
/// reproducible without a dependency.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// Seeds the generator.
    pub fn new(seed: u64) -> Self {
        Self(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 { 0 } else { usize::try_from(self.next_u64() % n as u64).unwrap_or(0) }
    }

    /// `true` with probability `percent`/100.
    pub fn chance(&mut self, percent: u64) -> bool {
        self.next_u64() % 100 < percent
    }
}

const TYPES: [NativeType; 8] = [
    NativeType::Text,
    NativeType::Int,
    NativeType::Uuid,
    NativeType::Timestamp,
    NativeType::Date,
    NativeType::Bigint,
    NativeType::Boolean,
    NativeType::Decimal,
];

/// A project with `entities` entities and `queries` queries.
///
/// Entity `e{i}` (i ≥ 1) hangs off an earlier entity through a 1:n relationship (a third of
/// them weak, identified by their parent); every fifth entity also has an m:n relationship
/// to another earlier entity. Queries pick a target entity and give the key of a related
/// entity (or of the target), sometimes with a range on a timestamp and an ordering.
///
/// The entities form one tree whose depth grows with its size (about the logarithm of the
/// number of entities), and with it the chains of owners, the keys and their alternatives:
/// a larger project is also a deeper one.
pub fn synthetic_project(entities: usize, queries: usize, seed: u64) -> Project {
    generate(1, entities, queries, seed)
}

/// A project of `groups` copies of one model, each of `entities` entities (a tree as in
/// [`synthetic_project`], its relationships within the copy) and `queries` queries over its
/// own entities: a larger project that is not a deeper one, for measuring how work grows with
/// the size of a model whose shape stays the same. One copy is `synthetic_project(entities,
/// queries, seed)`; the others differ from it only in their names.
pub fn synthetic_groups(groups: usize, entities: usize, queries: usize, seed: u64) -> Project {
    generate(groups.max(1), entities, queries, seed)
}

/// The generator of [`synthetic_project`] and [`synthetic_groups`]: each copy's entities, then
/// each copy's queries, every copy drawn from the same random numbers.
fn generate(groups: usize, entities: usize, queries: usize, seed: u64) -> Project {
    let entities = entities.max(1);
    let mut b = ProjectBuilder::new("synthetic");
    let mut parent: Vec<Option<usize>> = Vec::with_capacity(groups * entities);
    // The generator's state after the first copy's entities: where each copy's queries start.
    let mut after_entities = Rng::new(seed);
    for g in 0..groups {
        let mut rng = Rng::new(seed);
        let start = g * entities;
        for i in start..start + entities {
            let name = format!("e{i}");
            let mut attrs: Vec<(String, NativeType, bool)> = vec![(format!("k{i}"), TYPES[rng.below(3)], true)];
            attrs.push((format!("t{i}"), NativeType::Timestamp, false));
            for j in 0..(2 + rng.below(5)) {
                attrs.push((format!("a{i}_{j}"), TYPES[rng.below(TYPES.len())], false));
            }
            let refs: Vec<(&str, NativeType, bool)> = attrs.iter().map(|(n, t, k)| (n.as_str(), *t, *k)).collect();
            b = b.entity(&name, &refs);
            let local = i - start;
            let p = if local == 0 { None } else { Some(start + rng.below(local)) };
            if let Some(p) = p {
                if rng.chance(33) {
                    b = b.owned_by(&format!("e{p}"));
                }
                b = b.relationship(&format!("r{i}"), &format!("e{p}"), Cardinality::One, &name, Cardinality::Many);
                if local.is_multiple_of(5) && local > 1 {
                    let other = start + rng.below(local);
                    if other != p {
                        b = b.relationship(
                            &format!("m{i}"),
                            &format!("e{other}"),
                            Cardinality::Many,
                            &name,
                            Cardinality::Many,
                        );
                    }
                }
            }
            parent.push(p);
        }
        if g == 0 {
            after_entities = rng;
        }
    }
    for g in 0..groups {
        let mut rng = after_entities.clone();
        let (first_entity, first_query) = (g * entities, g * queries);
        for local in 1..=queries {
            let qn = first_query + local;
            let t = first_entity + rng.below(entities);
            let target = format!("e{t}");
            // Given: the key of the parent (a 1:n lookup), or the target's own key, or nothing.
            let mut given: Vec<(String, Predicate)> = Vec::new();
            match (parent[t], rng.below(10)) {
                (Some(p), 0..=5) => {
                    given.push((format!("e{p}.k{p}"), if rng.chance(15) { Predicate::In } else { Predicate::Eq }));
                }
                (_, 9) => {}
                _ => given.push((format!("{target}.k{t}"), Predicate::Eq)),
            }
            let mut order: Vec<(String, Direction)> = Vec::new();
            if rng.chance(40) {
                let dir = if rng.chance(50) { Direction::Desc } else { Direction::Asc };
                if rng.chance(50) {
                    given.push((format!("{target}.t{t}"), Predicate::Range));
                }
                order.push((format!("{target}.t{t}"), dir));
            }
            let mut find = vec![format!("{target}.k{t}"), format!("{target}.a{t}_0"), format!("{target}.a{t}_1")];
            if let Some(p) = parent[t] {
                if rng.chance(50) {
                    find.push(format!("e{p}.a{p}_0"));
                }
            }
            let given_refs: Vec<(&str, Predicate)> = given.iter().map(|(a, p)| (a.as_str(), *p)).collect();
            let find_refs: Vec<&str> = find.iter().map(String::as_str).collect();
            let order_refs: Vec<(&str, Direction)> = order.iter().map(|(a, d)| (a.as_str(), *d)).collect();
            b = b.query(&format!("Q{qn}"), Some(&target), &given_refs, &find_refs, &order_refs);
            if local > 1 && rng.chance(60) {
                b = b.transition(&format!("Q{}", first_query + rng.below(local - 1) + 1), &format!("Q{qn}"));
            }
        }
    }
    b.build()
}

/// The text of a project file holding a chain of `n` weak entities, each owned by the one
/// before it (`e0` is strong) and with a partial key of its own: each entity's full key is the
/// whole chain above it (issue 29's hostile chain, for `check` and `document`).
pub fn weak_chain_json(n: usize) -> String {
    let entities: Vec<String> = (0..n)
        .map(|i| {
            let owner = if i == 0 { String::new() } else { format!(r#", "owner": "e{}""#, i - 1) };
            format!(r#"{{"id": "e{i}", "name": "E{i}", "attributes": [{{"id": "e{i}.k", "name": "k", "type": "int", "key": true}}]{owner}}}"#)
        })
        .collect();
    format!(r#"{{"format": "keyspace-studio/1", "entities": [{}]}}"#, entities.join(","))
}

/// [`weak_chain_json`] with a query every `every` entities down the chain ("E*i* by its key",
/// `entity` given its own key attribute): each query's key is the chain above its entity
/// (issue 41, item 6: `check` of 3,000 took 20 s, every key check scanning the chain).
pub fn weak_chain_queries_json(n: usize, every: usize) -> String {
    let chain = weak_chain_json(n);
    let queries: Vec<String> = (0..n)
        .step_by(every.max(1))
        .map(|i| format!(r#"{{"id": "Q{i}", "entity": "e{i}", "given": [{{"attribute": "e{i}.k", "op": "="}}], "find": ["e{i}.k"]}}"#))
        .collect();
    format!("{}, \"queries\": [{}]}}", chain.strip_suffix('}').unwrap_or(&chain), queries.join(","))
}

/// The text of a project file with `n` separate users, each following itself (`f<i>`, roles
/// `follower` and `followed`) and one query each naming both roles: "the followers of a user"
/// (issue 41, item 5: every query naming a role copied the project, and the `n` tables of one
/// name were told apart by comparing each with every other).
pub fn self_following_json(n: usize) -> String {
    let entities: Vec<String> = (0..n)
        .map(|i| {
            format!(
                r#"{{"id": "u{i}", "name": "U{i}", "attributes": [{{"id": "u{i}.id", "name": "id", "type": "uuid", "key": true}}, {{"id": "u{i}.name", "name": "name", "type": "text"}}]}}"#
            )
        })
        .collect();
    let relationships: Vec<String> = (0..n)
        .map(|i| {
            format!(
                r#"{{"id": "f{i}", "name": "f{i}", "ends": [{{"entity": "u{i}", "cardinality": "n", "role": "follower"}}, {{"entity": "u{i}", "cardinality": "n", "role": "followed"}}]}}"#
            )
        })
        .collect();
    let queries: Vec<String> = (0..n)
        .map(|i| {
            format!(
                r#"{{"id": "Q{i}", "given": [{{"attribute": "u{i}.id", "role": "followed", "op": "="}}], "find": [{{"attribute": "u{i}.name", "role": "follower"}}]}}"#
            )
        })
        .collect();
    format!(
        r#"{{"format": "keyspace-studio/1", "entities": [{}], "relationships": [{}], "queries": [{}]}}"#,
        entities.join(","),
        relationships.join(","),
        queries.join(",")
    )
}

/// A CQL script creating one table with a clustering column, then adding `n` columns to it,
/// one `ALTER TABLE … ADD` each (every tenth a static column, after regular ones).
pub fn alter_table_adds(n: usize) -> String {
    let mut s = String::from("CREATE TABLE k.t (id int, c int, PRIMARY KEY (id, c));\n");
    for i in 0..n {
        let kind = if i % 10 == 9 { " static" } else { "" };
        s.push_str(&format!("ALTER TABLE k.t ADD a{i} text{kind};\n"));
    }
    s
}

/// A CQL script creating one type, then adding `n` fields to it, one `ALTER TYPE … ADD` each.
pub fn alter_type_adds(n: usize) -> String {
    let mut s = String::from("CREATE TYPE k.u (f int);\n");
    for i in 0..n {
        s.push_str(&format!("ALTER TYPE k.u ADD f{i} text;\n"));
    }
    s.push_str("CREATE TABLE k.t (id int PRIMARY KEY, u frozen<u>);\n");
    s
}

/// The CQL scripts of issue 29's hostile imports at size `n`, each with its name: one table of
/// `n` columns, one type of `n` fields, `n` CREATE and DROP pairs, `n` keyspaces, `n`
/// indexes on one table, `n` types, `n` template placeholders, `n` `ALTER TABLE … ADD` and
/// `n` `ALTER TYPE … ADD` (the growth bench `benches/hostile.rs` and `examples/hostile_time.rs`).
pub fn hostile_cql(n: usize) -> Vec<(&'static str, String)> {
    let list = |f: &dyn Fn(usize) -> String, sep: &str| (0..n).map(f).collect::<Vec<_>>().join(sep);
    let columns = list(&|i| format!("c{i} int"), ", ");
    vec![
        ("columns of one table", format!("CREATE TABLE k.t (id int PRIMARY KEY, {columns});")),
        (
            "fields of one type",
            format!(
                "CREATE TYPE k.u ({});\nCREATE TABLE k.t (id int PRIMARY KEY, u frozen<u>);",
                list(&|i| format!("f{i} int"), ", ")
            ),
        ),
        (
            "CREATE and DROP pairs",
            list(&|i| format!("CREATE TABLE k.t{i} (id int PRIMARY KEY, a text);\nDROP TABLE k.t{i};"), "\n"),
        ),
        (
            "keyspaces",
            list(
                &|i| {
                    format!(
                        "CREATE KEYSPACE k{i} WITH replication = {{'class': 'SimpleStrategy', 'replication_factor': 1}};"
                    )
                },
                "\n",
            ),
        ),
        (
            "indexes of one table",
            format!(
                "CREATE TABLE k.t (id int PRIMARY KEY, {columns});\n{}",
                list(&|i| format!("CREATE INDEX i{i} ON k.t (c{i});"), "\n")
            ),
        ),
        ("types", list(&|i| format!("CREATE TYPE k.u{i} (a int);"), "\n")),
        (
            "template placeholders",
            list(&|i| format!("CREATE TABLE k.t{i} (id int PRIMARY KEY, a${{P{i}}} text);"), "\n"),
        ),
        ("ALTER TABLE ADD", alter_table_adds(n)),
        ("ALTER TYPE ADD", alter_type_adds(n)),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn synthetic_models_are_deterministic_and_valid() {
        let a = synthetic_project(30, 60, 7);
        assert_eq!(a, synthetic_project(30, 60, 7));
        assert_eq!(a.entities.len(), 30);
        assert_eq!(a.queries.len(), 60);
        let d = crate::derive(&a);
        let diags = crate::validate::validate(&a, &d);
        let errors: Vec<_> = diags.iter().filter(|d| d.severity == crate::Severity::Error).collect();
        assert!(errors.is_empty(), "{errors:?}");
    }

    #[test]
    fn groups_keep_their_relationships_inside() {
        let p = synthetic_groups(3, 20, 25, 7);
        assert_eq!((p.entities.len(), p.queries.len()), (60, 75));
        let one = synthetic_project(20, 25, 7);
        assert_eq!(crate::derive(&synthetic_groups(1, 20, 25, 7)).model, crate::derive(&one).model);
        let group_of = |e: &crate::ids::EntityId| p.entities.iter().position(|x| &x.id == e).map(|i| i / 20);
        assert!(p.relationships.len() >= 57, "each entity but the first of a group hangs off another");
        for r in &p.relationships {
            let groups: Vec<_> = r.ends.iter().map(|end| group_of(&end.entity)).collect();
            assert!(groups.iter().all(|g| g.is_some() && *g == groups[0]), "{} joins groups {groups:?}", r.name);
        }
        let d = crate::derive(&p);
        let errors: Vec<_> =
            crate::validate::validate(&p, &d).into_iter().filter(|d| d.severity == crate::Severity::Error).collect();
        assert!(errors.is_empty(), "{errors:?}");
    }
}

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
        let derivation = crate::derive(&p);
        let errors: Vec<String> = crate::validate::validate(&p, &derivation)
            .into_iter()
            .filter(|d| d.severity == crate::Severity::Error)
            .map(|d| format!("{}: {}", d.code, d.message))
            .collect();
        assert!(errors.is_empty(), "seed {seed}: validation rejects the tool's own tables:\n{}", errors.join("\n"));
    }
    assert!(in_and_order > 100 && ranges > 100, "IN with ORDER BY: {in_and_order}, ranges: {ranges}");
}

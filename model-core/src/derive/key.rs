//! The primary key of a query's table: MR2 (equality → partition key), MR3 (range →
//! clustering), MR4 (ordering → clustering with direction), MR5 (keys appended), and the
//! alternatives the method allows (methodology §4.3).

use super::access_path::{AccessPath, is_many_to_many};
use crate::ids::AttributeId;
use crate::logical::{Alternative, KeyPart, Rule};
use crate::project::{Direction, Index, Owner, Query};

/// Most alternatives listed for one query (the default is always first).
pub const MAX_ALTERNATIVES: usize = 24;

/// The key attributes of a query, sorted by the rule that places them.
#[derive(Debug, Default)]
pub struct KeyInputs<'a> {
    /// MR2: equality (and IN) search attributes, in the order given.
    pub equality: Vec<&'a AttributeId>,
    /// MR3: range search attributes, with the direction (ASC unless also ordered DESC).
    pub range: Vec<(&'a AttributeId, Direction)>,
    /// MR4: ordering attributes not already placed.
    pub ordering: Vec<(&'a AttributeId, Direction)>,
    /// MR5: key attributes appended for uniqueness.
    pub uniqueness: Vec<&'a AttributeId>,
}

impl KeyInputs<'_> {
    /// The rule that placed an attribute in the key.
    pub fn rule_of(&self, a: &AttributeId) -> Rule {
        if self.equality.contains(&a) {
            Rule::Mr2
        } else if self.range.iter().any(|(x, _)| *x == a) {
            Rule::Mr3
        } else if self.ordering.iter().any(|(x, _)| *x == a) {
            Rule::Mr4
        } else {
            Rule::Mr5
        }
    }
}

/// Sorts a query's attributes into the MR2–MR5 groups. Dangling attribute ids are skipped
/// (validation reports them).
pub fn key_inputs<'a>(index: &Index<'a>, query: &'a Query, path: &AccessPath<'a>) -> KeyInputs<'a> {
    let exists = |a: &AttributeId| index.attribute(a).is_some();
    let mut k = KeyInputs::default();
    let placed = |k: &KeyInputs<'a>, a: &AttributeId| {
        k.equality.contains(&a)
            || k.range.iter().any(|(x, _)| *x == a)
            || k.ordering.iter().any(|(x, _)| *x == a)
            || k.uniqueness.contains(&a)
    };
    for g in query.given.iter().filter(|g| exists(&g.attribute) && g.predicate.is_equality()) {
        if !placed(&k, &g.attribute) {
            k.equality.push(&g.attribute);
        }
    }
    for g in query.given.iter().filter(|g| exists(&g.attribute) && !g.predicate.is_equality()) {
        if !placed(&k, &g.attribute) {
            let dir = query.order_by.iter().find(|o| o.attribute == g.attribute).map_or(Direction::Asc, |o| o.direction);
            k.range.push((&g.attribute, dir));
        }
    }
    for o in query.order_by.iter().filter(|o| exists(&o.attribute)) {
        if !placed(&k, &o.attribute) {
            k.ordering.push((&o.attribute, o.direction));
        }
    }
    for a in uniqueness_keys(index, query, path) {
        if !placed(&k, a) {
            k.uniqueness.push(a);
        }
    }
    k
}

/// MR5: the full key of the queried entity, then, for each relationship on the path that is
/// m:n or whose attributes the query returns, the full keys of the entities that identify it.
fn uniqueness_keys<'a>(index: &Index<'a>, query: &'a Query, path: &AccessPath<'a>) -> Vec<&'a AttributeId> {
    let mut out: Vec<&'a AttributeId> = Vec::new();
    let push_all = |keys: Vec<&'a AttributeId>, out: &mut Vec<&'a AttributeId>| {
        for a in keys {
            if !out.contains(&a) {
                out.push(a);
            }
        }
    };
    if let Some(t) = path.target {
        push_all(index.full_key(t), &mut out);
    }
    for &rid in &path.relationships {
        let Some(rel) = index.relationship(rid) else { continue };
        let returns_its_attributes = query
            .attributes()
            .iter()
            .any(|a| matches!(index.attribute(a), Some((Owner::Relationship(r), _)) if r == rid));
        if is_many_to_many(index, rid) || returns_its_attributes {
            for e in rel.key_entities() {
                push_all(index.full_key(e), &mut out);
            }
        }
    }
    out
}

/// Every primary-key alternative for the inputs, default first:
/// 1. all equality attributes in the partition key, in the order given; range, ordering and
///    MR5 attributes as clustering columns;
/// 2. the equality attributes in another order, or the trailing ones demoted to clustering
///    columns (KDM's alternatives);
/// 3. the MR5 attributes in another order.
///
/// A query with no equality attribute gets a bucket partition key (methodology §4.2).
pub fn alternatives(k: &KeyInputs<'_>) -> Vec<Alternative> {
    let eq: Vec<KeyPart> = k.equality.iter().map(|a| KeyPart::Attribute((*a).clone())).collect();
    let tail_fixed: Vec<(KeyPart, Direction)> = k
        .range
        .iter()
        .chain(k.ordering.iter())
        .map(|(a, d)| (KeyPart::Attribute((*a).clone()), *d))
        .collect();
    let uniq: Vec<KeyPart> = k.uniqueness.iter().map(|a| KeyPart::Attribute((*a).clone())).collect();

    let eq_orders = permutations(&eq, MAX_ALTERNATIVES);
    let uniq_orders = permutations(&uniq, MAX_ALTERNATIVES);

    let mut out: Vec<Alternative> = Vec::new();
    let mut push = |partition: Vec<KeyPart>, clustering: Vec<(KeyPart, Direction)>, summary: String| {
        let alt = Alternative { partition, clustering, summary };
        if out.len() < MAX_ALTERNATIVES && !out.iter().any(|o| o.partition == alt.partition && o.clustering == alt.clustering) {
            out.push(alt);
        }
    };
    let build = |perm: &[KeyPart], split: usize, uniq: &[KeyPart]| {
        let partition: Vec<KeyPart> = if perm.is_empty() { vec![KeyPart::Bucket] } else { perm[..split].to_vec() };
        let mut clustering: Vec<(KeyPart, Direction)> =
            perm[split.min(perm.len())..].iter().map(|p| (p.clone(), Direction::Asc)).collect();
        clustering.extend(tail_fixed.iter().cloned());
        clustering.extend(uniq.iter().map(|p| (p.clone(), Direction::Asc)));
        (partition, clustering)
    };
    // 1. the default
    let (p, c) = build(&eq, eq.len(), &uniq);
    let default_summary = if eq.is_empty() {
        "no equality attribute: an artificial bucket is the partition key".to_owned()
    } else {
        "all equality attributes in the partition key, in the order given".to_owned()
    };
    push(p, c, default_summary);
    // 2. other orders and splits of the equality attributes
    for perm in &eq_orders {
        for split in (1..=perm.len()).rev() {
            let (p, c) = build(perm, split, &uniq);
            let summary = if split == perm.len() {
                "equality attributes in the partition key, in another order".to_owned()
            } else {
                format!("{split} equality attribute(s) in the partition key, the rest as clustering columns")
            };
            push(p, c, summary);
        }
    }
    // 3. other orders of the MR5 attributes
    for u in uniq_orders.iter().skip(1) {
        let (p, c) = build(&eq, eq.len(), u);
        push(p, c, "uniqueness (MR5) columns in another order".to_owned());
    }
    out
}

/// Up to `max` permutations of `items`, the identity first, in lexicographic index order.
fn permutations<T: Clone>(items: &[T], max: usize) -> Vec<Vec<T>> {
    let n = items.len();
    let mut idx: Vec<usize> = (0..n).collect();
    let mut out = vec![items.to_vec()];
    while out.len() < max {
        // next lexicographic permutation of idx
        let Some(i) = (1..n).rev().find(|&i| idx[i - 1] < idx[i]) else { break };
        let j = (i..n).rev().find(|&j| idx[j] > idx[i - 1]).unwrap_or(i);
        idx.swap(i - 1, j);
        idx[i..].reverse();
        out.push(idx.iter().map(|&k| items[k].clone()).collect());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn permutations_are_lexicographic_and_capped() {
        let p = permutations(&[1, 2, 3], 100);
        assert_eq!(p, vec![vec![1, 2, 3], vec![1, 3, 2], vec![2, 1, 3], vec![2, 3, 1], vec![3, 1, 2], vec![3, 2, 1]]);
        assert_eq!(permutations(&[1, 2, 3, 4, 5], 7).len(), 7);
        assert_eq!(permutations::<u8>(&[], 5), vec![Vec::<u8>::new()]);
    }

    #[test]
    fn two_equality_attributes_give_kdms_four_alternatives() {
        let (s, d) = (AttributeId::from("sensor.id"), AttributeId::from("t.date"));
        let ts = AttributeId::from("t.ts");
        let k = KeyInputs {
            equality: vec![&s, &d],
            range: vec![],
            ordering: vec![(&ts, Direction::Desc)],
            uniqueness: vec![],
        };
        let alts = alternatives(&k);
        let a = |x: &AttributeId| KeyPart::Attribute(x.clone());
        assert_eq!(alts.len(), 4);
        assert_eq!(alts[0].partition, vec![a(&s), a(&d)]);
        assert!(alts.iter().any(|x| x.partition == vec![a(&d), a(&s)]));
        assert!(alts.iter().any(|x| x.partition == vec![a(&s)] && x.clustering[0].0 == a(&d)));
        assert!(alts.iter().any(|x| x.partition == vec![a(&d)] && x.clustering[0].0 == a(&s)));
        assert!(alts.iter().all(|x| x.clustering.last() == Some(&(a(&ts), Direction::Desc))));
    }

    #[test]
    fn no_equality_attribute_gives_a_bucket() {
        let n = AttributeId::from("network.name");
        let k = KeyInputs { ordering: vec![(&n, Direction::Asc)], ..KeyInputs::default() };
        let alts = alternatives(&k);
        assert_eq!(alts.len(), 1);
        assert_eq!(alts[0].partition, vec![KeyPart::Bucket]);
    }
}

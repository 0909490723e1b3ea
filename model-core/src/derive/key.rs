//! The primary key of a query's table: MR2 (equality → partition key), MR3 (range →
//! clustering), MR4 (ordering → clustering with direction), MR5 (what keeps rows apart), and
//! the alternatives the method allows (methodology §4.3), the expert's design first.

use crate::er::{AccessPath, is_many_to_many};
use crate::er::{SubjectRef, determined};
use crate::ids::{AttributeId, EntityId};
use crate::logical::{Alternative, AlternativeReason, KeyPart, Rule};
use crate::project::{Direction, Index, Owner, Predicate, Query};

/// Most alternatives listed for one query (the default is always first).
pub const MAX_ALTERNATIVES: usize = 24;

/// The key attributes of a query, sorted by the rule that places them.
#[derive(Debug, Default)]
pub struct KeyInputs<'a> {
    /// MR2: every equality (and IN) search attribute not ordered by, in the order given.
    pub equality: Vec<&'a AttributeId>,
    /// The default partition key: the key of the entity that owns the rows (the root of the
    /// access path, or both ends of the many-to-many relationship the query is about); all
    /// of `equality` when no entity's key is given.
    pub partition: Vec<&'a AttributeId>,
    /// The owner whose key is `partition`, when there is one.
    pub owner: Vec<&'a EntityId>,
    /// MR3: range search attributes not ordered by, ascending.
    pub range: Vec<(&'a AttributeId, Direction)>,
    /// MR4: the ordering attributes, in the order asked, with their direction (an attribute
    /// ordered by is a clustering column even when searched by equality: CQL orders only
    /// within a partition).
    pub ordering: Vec<(&'a AttributeId, Direction)>,
    /// MR5: key attributes appended so that rows of different instances stay apart.
    pub uniqueness: Vec<&'a AttributeId>,
    /// The instants among the key attributes (`timestamp`, `timeuuid`): clustered newest
    /// first when the query does not order by them.
    pub instants: Vec<&'a AttributeId>,
}

impl<'a> KeyInputs<'a> {
    /// The rule that placed an attribute in the key.
    pub fn rule_of(&self, a: &AttributeId) -> Rule {
        if self.ordering.iter().any(|(x, _)| *x == a) {
            Rule::Mr4
        } else if self.equality.contains(&a) {
            Rule::Mr2
        } else if self.range.iter().any(|(x, _)| *x == a) {
            Rule::Mr3
        } else {
            Rule::Mr5
        }
    }

    /// The equality attributes that lead the clustering columns by default (filters beyond
    /// the owner's key), in the order given.
    pub fn filters(&self) -> impl Iterator<Item = &&'a AttributeId> {
        self.equality.iter().filter(|a| !self.partition.contains(a))
    }

    /// The clustering order of an attribute the query does not order by: newest first for an
    /// instant (a reading's time, a `timeuuid` id: published models read the latest first),
    /// ascending otherwise. A `date` stays ascending: a calendar day is as often looked ahead
    /// (the rooms free from a date on).
    pub fn unordered_direction(&self, a: &AttributeId) -> Direction {
        if self.instants.contains(&a) { Direction::Desc } else { Direction::Asc }
    }

    /// Every attribute of the key before MR5, in no particular order.
    pub(super) fn searched(&self) -> Vec<&'a AttributeId> {
        let mut v: Vec<&'a AttributeId> = self.equality.clone();
        v.extend(self.range.iter().map(|(a, _)| *a));
        v.extend(self.ordering.iter().map(|(a, _)| *a));
        v
    }
}

/// Sorts a query's attributes into the MR2–MR5 groups. Dangling attribute ids are skipped
/// (validation reports them).
pub fn key_inputs<'a>(index: &Index<'a>, query: &'a Query, path: &AccessPath<'a>) -> KeyInputs<'a> {
    let exists = |a: &AttributeId| index.attribute(a).is_some();
    let mut k = KeyInputs::default();
    for o in query.order_by.iter().filter(|o| exists(&o.attribute)) {
        if !k.ordering.iter().any(|(x, _)| *x == &o.attribute) {
            k.ordering.push((&o.attribute, o.direction));
        }
    }
    let ordered = |a: &AttributeId| query.order_by.iter().any(|o| &o.attribute == a);
    for g in query.given.iter().filter(|g| exists(&g.attribute) && !ordered(&g.attribute)) {
        if g.predicate.is_equality() {
            if !k.equality.contains(&&g.attribute) {
                k.equality.push(&g.attribute);
            }
        } else if !k.range.iter().any(|(x, _)| *x == &g.attribute) && !k.equality.contains(&&g.attribute) {
            k.range.push((&g.attribute, Direction::Asc));
        }
    }
    let instant = |a: &AttributeId| {
        matches!(
            super::attribute_type(index, a, true),
            crate::cql::CqlType::Native(crate::cql::NativeType::Timestamp | crate::cql::NativeType::Timeuuid)
        )
    };
    let mark_instants = |k: &mut KeyInputs<'a>| {
        let candidates: Vec<&'a AttributeId> =
            k.equality.iter().chain(k.range.iter().map(|(a, _)| a)).chain(k.uniqueness.iter()).copied().collect();
        k.instants = candidates.into_iter().filter(|a| instant(a)).collect();
        let range: Vec<(&'a AttributeId, Direction)> =
            k.range.iter().map(|(a, _)| (*a, k.unordered_direction(a))).collect();
        k.range = range;
    };
    if !query.aggregates.is_empty() {
        // An aggregate's rows are its groups: one per value of what it is given, its period,
        // and what it finds (the sensor of "the hourly average of every sensor of a network",
        // issue 40 item 1), no owner. What it finds keeps the groups apart, after the period.
        k.partition = k.equality.clone();
        let per = query.period().map(|p| &p.attribute);
        // A value the given equalities determine (the network's name) is one per partition.
        let given = determined(index, &k.equality, Some(&path.relationships));
        let fixed = |a: &AttributeId| matches!(index.attribute(a), Some((Owner::Entity(e), _)) if given.entity(e));
        for a in query.find.iter().filter(|a| exists(a) && Some(*a) != per && !fixed(a)) {
            let placed = k.equality.contains(&a)
                || k.range.iter().any(|(x, _)| *x == a)
                || k.ordering.iter().any(|(x, _)| *x == a);
            if !placed && !k.uniqueness.contains(&a) {
                k.uniqueness.push(a);
            }
        }
        mark_instants(&mut k);
        super::period::place(query, &mut k);
        return k;
    }
    (k.partition, k.owner) = owner_partition(index, &k.equality, path);
    // An IN attribute the query does not order by is in the partition key: one partition per
    // value, read with IN. As a clustering column it would be read in its own order, and the
    // ORDER BY asked after it could not be served.
    let ins: Vec<&'a AttributeId> = k
        .equality
        .iter()
        .copied()
        .filter(|a| query.given.iter().any(|g| &g.attribute == *a && g.predicate == Predicate::In))
        .collect();
    for a in ins {
        if !k.partition.contains(&a) {
            k.partition.push(a);
        }
    }
    k.partition.sort_by_key(|a| k.equality.iter().position(|x| x == a));
    let searched = k.searched();
    k.uniqueness = uniqueness_keys(index, query, path, &searched);
    mark_instants(&mut k);
    k
}

/// The owner's key among the equality attributes: the root of the access path (the first
/// entity, in the order given, whose whole key — or an alternate key — is searched by
/// equality, the deepest when keys nest), or both ends of the many-to-many relationship the
/// query is about. All equality attributes when no entity's key is given.
fn owner_partition<'a>(
    index: &Index<'a>,
    eq: &[&'a AttributeId],
    path: &AccessPath<'a>,
) -> (Vec<&'a AttributeId>, Vec<&'a EntityId>) {
    let in_eq = |k: &[&AttributeId]| !k.is_empty() && k.iter().all(|a| eq.contains(a));
    let key_of = |e: &'a EntityId| -> Option<Vec<&'a AttributeId>> {
        let full = index.full_key(e);
        if in_eq(&full) {
            return Some(full);
        }
        index
            .entity(e)?
            .alternate_keys
            .iter()
            .find(|k| in_eq(&k.iter().collect::<Vec<_>>()))
            .map(|k| k.iter().collect())
    };
    let in_given_order = |mut v: Vec<&'a AttributeId>| {
        v.sort_by_key(|a| eq.iter().position(|x| x == a));
        v.dedup();
        v
    };
    if let Some(SubjectRef::Relationship(r)) = path.subject {
        if let Some(rel) = index.relationship(r).filter(|_| is_many_to_many(index, r)) {
            if let (Some(a), Some(b)) = (key_of(&rel.ends[0].entity), key_of(&rel.ends[1].entity)) {
                let owners = vec![&rel.ends[0].entity, &rel.ends[1].entity];
                return (in_given_order(a.into_iter().chain(b).collect()), owners);
            }
        }
    }
    // Entities whose key is given, each with it; then the deepest (a room, not its hotel).
    let mut covering: Vec<(&'a EntityId, Vec<&'a AttributeId>)> = Vec::new();
    for a in eq {
        let Some(e) = index.entity_of(a) else { continue };
        if covering.iter().any(|(c, _)| *c == &e.id) {
            continue;
        }
        if let Some(k) = key_of(&e.id) {
            covering.push((&e.id, k));
        }
    }
    let maximal = covering.iter().filter(|(id, key)| {
        !covering.iter().any(|(o, ok)| o != id && ok.len() > key.len() && key.iter().all(|a| ok.contains(a)))
    });
    let maximal: Vec<&(&'a EntityId, Vec<&'a AttributeId>)> = maximal.collect();
    let root = maximal.iter().min_by_key(|(_, key)| key.iter().filter_map(|a| eq.iter().position(|x| x == a)).min());
    let Some((root, root_key)) = root else { return (eq.to_vec(), Vec::new()) };
    // A second owner, independent of the first and reached from the rows through a
    // many-to-many step (a user's playlists that hold a given song), shares the partition:
    // one partition per user and song. One a to-one step from the rows fixes (a customer's
    // payments with a given card) stays a clustering column, as a status does.
    let along = Some(path.relationships.as_slice());
    let mut owners = vec![*root];
    let mut partition = root_key.clone();
    let by_rows = path.target.map(|t| determined(index, &index.full_key(t), along));
    for (e, key) in maximal.iter().filter(|(e, _)| e != root) {
        let independent = !determined(index, root_key, along).entity(e) && !determined(index, key, along).entity(root);
        let many_away = by_rows.as_ref().is_some_and(|d| !d.entity(e)) && path.target != Some(*e);
        if independent && many_away {
            owners.push(*e);
            partition.extend(key.iter().copied());
        }
    }
    (in_given_order(partition), owners)
}

/// MR5: what keeps rows apart. The rows are instances of the query's subject (and of every
/// many-to-many relationship on the path, and every relationship whose attributes the query
/// returns); the searched attributes may already determine them (a key, an alternate key,
/// a to-one step from one). For each instance not yet determined, the key attributes it
/// lacks are appended, and what they determine counts for the next.
fn uniqueness_keys<'a>(
    index: &Index<'a>,
    query: &'a Query,
    path: &AccessPath<'a>,
    searched: &[&'a AttributeId],
) -> Vec<&'a AttributeId> {
    let mut key: Vec<&'a AttributeId> = searched.to_vec();
    let mut out: Vec<&'a AttributeId> = Vec::new();
    // What the key holds, as a set beside it: a chain of weak entities gives keys of thousands
    // of attributes, which a search of the key per attribute made quadratic (issue 41, item 6).
    // Every attribute enters the key through `need`.
    let mut held: rustc_hash::FxHashSet<&'a AttributeId> = key.iter().copied().collect();
    let mut need = |attrs: Vec<&'a AttributeId>, key: &mut Vec<&'a AttributeId>, out: &mut Vec<&'a AttributeId>| {
        for a in attrs {
            if held.insert(a) {
                key.push(a);
                out.push(a);
            }
        }
    };
    let entity_needs = |e: &'a EntityId, key: &Vec<&'a AttributeId>| -> Option<Vec<&'a AttributeId>> {
        (!determined(index, key, Some(&path.relationships)).entity(e)).then(|| index.full_key(e))
    };
    match path.subject {
        Some(SubjectRef::Entity(e)) => {
            if let Some(k) = entity_needs(e, &key) {
                need(k, &mut key, &mut out);
            }
        }
        Some(SubjectRef::Relationship(r)) => relationship_needs(index, path, r, true, &mut key, &mut out, &mut need),
        None => {}
    }
    // A found or ordered attribute across a to-many step is a row per instance there
    // (docs/method.md §2a: "an artist with its albums' tracks" is a row per track): each
    // entity such an attribute comes from that the key does not determine yet adds its key,
    // the one that determines most of the others first (a track determines its album).
    // Aggregates group by values instead.
    if query.aggregates.is_empty() {
        let reached = super::rows::found_entities(index, query);
        let along = Some(path.relationships.as_slice());
        loop {
            let known = determined(index, &key, along);
            let open: Vec<&'a EntityId> = reached.iter().copied().filter(|e| !known.entity(e)).collect();
            let covers = |e: &&'a EntityId| {
                let mut with = key.clone();
                with.extend(index.full_key(e));
                let d = determined(index, &with, along);
                open.iter().filter(|o| d.entity(o)).count()
            };
            // The first of those that determine most (max_by_key keeps the last: reversed).
            let Some(best) = open.iter().copied().rev().max_by_key(covers) else { break };
            let before = out.len();
            need(index.full_key(best), &mut key, &mut out);
            if out.len() == before {
                break;
            }
        }
    }
    for &rid in &path.relationships {
        let returns_its_attributes = query
            .attributes()
            .iter()
            .any(|a| matches!(index.attribute(a), Some((Owner::Relationship(r), _)) if r == rid));
        // A relationship only walked through keeps one row per pair of ends: the songs a user
        // listened to are each song once, however often it was played. Its identity
        // attributes (each play) count only when the query returns its attributes.
        if is_many_to_many(index, rid) || returns_its_attributes {
            relationship_needs(index, path, rid, returns_its_attributes, &mut key, &mut out, &mut need);
        }
    }
    out
}

/// Appends what a relationship instance needs to be determined: the keys of its
/// identifying ends not yet determined, then (`with_identity`) its identity attributes.
fn relationship_needs<'a>(
    index: &Index<'a>,
    path: &AccessPath<'a>,
    r: &'a crate::ids::RelationshipId,
    with_identity: bool,
    key: &mut Vec<&'a AttributeId>,
    out: &mut Vec<&'a AttributeId>,
    need: &mut impl FnMut(Vec<&'a AttributeId>, &mut Vec<&'a AttributeId>, &mut Vec<&'a AttributeId>),
) {
    let Some(rel) = index.relationship(r) else { return };
    let along = Some(path.relationships.as_slice());
    if determined(index, key, along).relationship(r) {
        return;
    }
    for e in rel.key_entities() {
        if !determined(index, key, along).entity(e) {
            need(index.full_key(e), key, out);
        }
    }
    if !with_identity {
        return;
    }
    let identity: Vec<&'a AttributeId> = rel.identity().map(|a| &a.id).collect();
    need(identity, key, out);
}

/// The clustering columns of a key whose partition is `partition`: the equality attributes
/// left out of it (in the order given), the unordered ranges, the orderings, then MR5.
fn clustering_for(k: &KeyInputs<'_>, partition: &[KeyPart]) -> Vec<(KeyPart, Direction)> {
    let in_partition = |a: &AttributeId| partition.iter().any(|p| matches!(p, KeyPart::Attribute(x) if x == a));
    clustering_attributes(k, in_partition).into_iter().map(|(a, d)| (KeyPart::Attribute(a.clone()), d)).collect()
}

/// The clustering attributes of a key, given which attributes are in its partition key: the
/// equality attributes left out of it (in the order given), the unordered ranges, the
/// orderings, then MR5, each in its [`directions`].
pub fn clustering_attributes<'a>(
    k: &KeyInputs<'a>,
    in_partition: impl Fn(&AttributeId) -> bool,
) -> Vec<(&'a AttributeId, Direction)> {
    let mut order: Vec<&'a AttributeId> = k.equality.iter().copied().filter(|a| !in_partition(a)).collect();
    order.extend(k.range.iter().chain(k.ordering.iter()).map(|(a, _)| *a));
    order.extend(k.uniqueness.iter().copied());
    directions(k, &order)
}

/// The clustering order of each clustering attribute, in key order: the one place deciding
/// it. An attribute the query orders by takes the order asked. An equality filter holds one
/// value in a read and orders nothing. The first other column orders the read: a time no
/// query orders by is read newest first ([`KeyInputs::unordered_direction`]; a range of
/// periods too). Every column after a column that orders the read only breaks ties between
/// rows equal so far, and ascends, as the published logical models have it
/// (`videos_by_user ((user_id), added_date↓, video_id↑)`), even when it is a `timeuuid`: the
/// time it folds in is the one before it.
pub fn directions<'a>(k: &KeyInputs<'a>, clustering: &[&'a AttributeId]) -> Vec<(&'a AttributeId, Direction)> {
    let mut ordered_so_far = false;
    clustering
        .iter()
        .map(|&a| {
            let dir = if let Some((_, d)) = k.ordering.iter().find(|(x, _)| *x == a) {
                *d
            } else if k.equality.contains(&a) {
                k.unordered_direction(a)
            } else if ordered_so_far {
                Direction::Asc
            } else if let Some((_, d)) = k.range.iter().find(|(x, _)| *x == a) {
                *d
            } else {
                k.unordered_direction(a)
            };
            if !k.equality.contains(&a) {
                ordered_so_far = true;
            }
            (a, dir)
        })
        .collect()
}

/// The column whose ties a clustering column breaks, when it only breaks ties
/// ([`directions`]): the nearest column before it that orders the read, the query ordering by
/// neither the column nor filtering it by equality.
/// `at` is the column's place in `clustering` (found by the caller, who walks the columns).
pub fn ties_of<'c>(k: &KeyInputs<'_>, clustering: &[&'c AttributeId], at: usize) -> Option<&'c AttributeId> {
    let a = *clustering.get(at)?;
    let asked = k.ordering.iter().any(|(o, _)| *o == a) || k.equality.contains(&a);
    if asked {
        return None;
    }
    clustering[..at].iter().rev().find(|x| !k.equality.contains(x)).copied()
}

/// The key whose partition is `partition` (a bucket when empty), the other key attributes
/// clustering as [`alternatives`] places them.
pub fn key_for(k: &KeyInputs<'_>, partition: &[&AttributeId]) -> (Vec<KeyPart>, Vec<(KeyPart, Direction)>) {
    let p: Vec<KeyPart> = partition.iter().map(|a| KeyPart::Attribute((*a).clone())).collect();
    let p = if p.is_empty() { vec![KeyPart::Bucket] } else { p };
    let c = clustering_for(k, &p);
    (p, c)
}

/// Every primary-key alternative for the inputs, default first:
/// 1. the owner's key as the partition key (`partition`, possibly widened by the caller
///    when the owner's partition would be too large), further equality attributes leading
///    the clustering columns;
/// 2. all equality attributes in the partition key, in the order given (the method's
///    plain MR2);
/// 3. the equality attributes in another order, or the trailing ones demoted to clustering
///    columns (KDM's alternatives);
/// 4. the MR5 attributes in another order.
///
/// A query with no equality attribute gets a bucket partition key (methodology §4.2).
pub fn alternatives(
    k: &KeyInputs<'_>,
    partition: &[&AttributeId],
    default_reason: AlternativeReason,
) -> Vec<Alternative> {
    let eq: Vec<KeyPart> = k.equality.iter().map(|a| KeyPart::Attribute((*a).clone())).collect();
    let mut out: Vec<Alternative> = Vec::new();
    let mut push = |partition: Vec<KeyPart>, clustering: Vec<(KeyPart, Direction)>, reason: AlternativeReason| {
        let alt = Alternative::new(partition, clustering, reason);
        if out.len() < MAX_ALTERNATIVES
            && !out.iter().any(|o| o.partition == alt.partition && o.clustering == alt.clustering)
        {
            out.push(alt);
        }
    };
    let with_clustering = |p: Vec<KeyPart>, k: &KeyInputs<'_>| {
        let p = if p.is_empty() { vec![KeyPart::Bucket] } else { p };
        let c = clustering_for(k, &p);
        (p, c)
    };
    // 1. the default
    let (p, c) = with_clustering(partition.iter().map(|a| KeyPart::Attribute((*a).clone())).collect(), k);
    push(p, c, default_reason);
    // 2. the plain MR2 key
    let (p, c) = with_clustering(eq.clone(), k);
    push(p, c, AlternativeReason::AllEquality);
    // 3. other orders and splits of the equality attributes
    for perm in &permutations(&eq, MAX_ALTERNATIVES) {
        for split in (1..=perm.len()).rev() {
            let p = perm[..split].to_vec();
            let mut c: Vec<KeyPart> = perm[split..].to_vec();
            c.extend(clustering_for(k, perm).into_iter().map(|(x, _)| x));
            let c = directed(k, &c);
            let reason = if split == perm.len() {
                AlternativeReason::Reordered
            } else {
                AlternativeReason::Split { count: split }
            };
            push(p, c, reason);
        }
    }
    // 4. other orders of the MR5 attributes
    let fixed = with_clustering(partition.iter().map(|a| KeyPart::Attribute((*a).clone())).collect(), k);
    let n_uniq = k.uniqueness.len();
    let head_len = fixed.1.len() - n_uniq;
    let uniq: Vec<KeyPart> = k.uniqueness.iter().map(|a| KeyPart::Attribute((*a).clone())).collect();
    for u in permutations(&uniq, MAX_ALTERNATIVES).iter().skip(1) {
        let mut c: Vec<KeyPart> = fixed.1[..head_len].iter().map(|(x, _)| x.clone()).collect();
        c.extend(u.iter().cloned());
        push(fixed.0.clone(), directed(k, &c), AlternativeReason::UniquenessReordered);
    }
    out
}

/// Clustering key parts in their [`directions`] (a bucket, never a clustering column, ascends).
fn directed(k: &KeyInputs<'_>, parts: &[KeyPart]) -> Vec<(KeyPart, Direction)> {
    let attrs: Vec<&AttributeId> = parts.iter().filter_map(KeyPart::attribute).collect();
    // `directions` answers in the order asked: walked beside the parts, not searched per part
    // (a chain of 3,000 weak entities keys a query by 3,000 columns: issue 41, item 6).
    let mut dirs = directions(k, &attrs).into_iter();
    parts
        .iter()
        .map(|p| {
            (
                p.clone(),
                if p.attribute().is_some() { dirs.next().map_or(Direction::Asc, |(_, d)| d) } else { Direction::Asc },
            )
        })
        .collect()
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
            partition: vec![&s, &d],
            ordering: vec![(&ts, Direction::Desc)],
            ..KeyInputs::default()
        };
        let alts = alternatives(&k, &[&s, &d], AlternativeReason::AllEquality);
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
        let alts = alternatives(&k, &[], AlternativeReason::Bucket);
        assert_eq!(alts.len(), 1);
        assert_eq!(alts[0].partition, vec![KeyPart::Bucket]);
    }
}

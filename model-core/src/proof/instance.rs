//! The generated data: instances of every entity and relationship of a project, seeded and
//! deterministic ([`generate`]).

use super::rng::{Rng, hash};
use super::scalars::typed;
use super::value::Value;
use crate::cql::{CqlType, NativeType};
use crate::ids::{AttributeId, EntityId, RelationshipId};
use crate::project::{Attribute, Cardinality, Entity, Index, Project, Relationship};
use std::collections::{BTreeMap, BTreeSet};

/// How much data to generate, and from which seed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InstanceOptions {
    /// The scale: rows of the largest entity that has no owner (a weak entity has its rows per
    /// owner instance). `None`: 40, the others scaled from the model's estimates.
    pub rows: Option<u32>,
    /// The seed: the same seed gives the same instance.
    pub seed: u64,
}

impl Default for InstanceOptions {
    fn default() -> Self {
        Self { rows: None, seed: 1 }
    }
}

/// An instance of a project: entity instances (records) and relationship instances (links).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Instance {
    /// Each entity's instances. A weak entity's records hold its own attributes only: its
    /// owner is the record at the other end of its identifying relationship's link.
    pub entities: BTreeMap<EntityId, Vec<Record>>,
    /// Each relationship's instances (identifying relationships included).
    pub links: BTreeMap<RelationshipId, Vec<Link>>,
    /// For each subtype (IsA): the index of the supertype's record each of its records is.
    /// A subtype's records hold the subtype's own attributes; the inherited ones are the
    /// supertype record's.
    pub isa: BTreeMap<EntityId, Vec<usize>>,
}

/// One entity instance: its attributes' values (composite → [`Value::Udt`], multi-valued →
/// set, list or map). An attribute left empty is absent or [`Value::Null`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// Attribute values.
    pub values: BTreeMap<AttributeId, Value>,
}

/// One relationship instance.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Link {
    /// The records joined: indices into the records of the entity at `ends[0]` and at
    /// `ends[1]` of the relationship.
    pub ends: [usize; 2],
    /// The relationship's attribute values.
    pub values: BTreeMap<AttributeId, Value>,
}

impl Record {
    /// The value of an attribute (`Null` when absent).
    pub fn get(&self, a: &AttributeId) -> &Value {
        self.values.get(a).unwrap_or(&Value::Null)
    }
}

impl Instance {
    /// The records of an entity (none when it has none).
    pub fn records(&self, e: &EntityId) -> &[Record] {
        self.entities.get(e).map_or(&[], Vec::as_slice)
    }

    /// The links of a relationship (none when it has none).
    pub fn links_of(&self, r: &RelationshipId) -> &[Link] {
        self.links.get(r).map_or(&[], Vec::as_slice)
    }
}

/// Most records of one entity, whatever the estimates.
const MAX_PER_ENTITY: usize = 200;

/// Generates an instance of a project: pure, seeded and deterministic.
///
/// - Entities without an owner are sized from their estimates on a logarithmic scale (the
///   largest gets `rows`, 40 by default; at least 2); a weak entity gets 0 to 2 × its fan-out
///   (at most 4 on average) records per owner instance, its partial key unique per owner and
///   the same partial keys reused across owners; a subtype's records are supertype records
///   (disjoint: in one subtype at most; total: in one at least).
/// - Relationships respect their cardinalities: an end marked `1` is linked at most once from
///   each instance of the other end; m:n pairs are distinct (repeated only with different
///   values of the relationship's key attributes); a relationship of an entity with itself
///   never links an instance with itself. Parents are picked with a skew, so some have many
///   children and some none.
/// - Key attributes and alternate keys are unique (from a counter) and never `Null`; other attributes are drawn
///   from small pools so that rows tie (equal times, equal partition keys, equal clustering
///   prefixes), and are `Null` about one time in eight unless a query searches, orders,
///   buckets or aggregates by them (a primary-key column takes no null). Counters get no
///   values (they are aggregates).
pub fn generate(project: &Project, options: &InstanceOptions) -> Instance {
    let index = project.index();
    let alternate = project
        .entities
        .iter()
        .flat_map(|e| e.alternate_keys.iter().flatten())
        .map(|a| a.as_str().to_owned())
        .collect();
    let g = Generator { project, index: &index, seed: options.seed, never_null: never_null(project), alternate };
    let mut inst = Instance::default();
    let scale = options.rows.map_or(40, |r| r.clamp(1, 100_000)) as f64;
    let roots: Vec<&Entity> =
        project.entities.iter().filter(|e| e.owner.is_none() && index.supertype(&e.id).is_none()).collect();
    let log_max = roots.iter().map(|e| g.estimate(e).ln()).fold(1.0_f64, f64::max);
    let cap = options.rows.map_or(MAX_PER_ENTITY, |r| usize::try_from(r).unwrap_or(MAX_PER_ENTITY).max(MAX_PER_ENTITY));
    let mut done: BTreeSet<EntityId> = BTreeSet::new();
    for _ in 0..=project.entities.len() {
        for e in &project.entities {
            if done.contains(&e.id) {
                continue;
            }
            let sup = index.supertype(&e.id);
            let owner = e.owner.as_ref().filter(|o| *o != &e.id && index.entity(o).is_some());
            let ready = match (sup, owner) {
                (Some(s), _) => done.contains(&s.id),
                (None, Some(o)) => done.contains(o),
                (None, None) => true,
            };
            if !ready {
                continue;
            }
            match (sup, owner) {
                (Some(s), _) => g.subtype(&mut inst, e, &s.id),
                (None, Some(o)) => g.weak(&mut inst, e, o, cap),
                (None, None) => {
                    let n = (2.0 + (scale - 2.0).max(0.0) * g.estimate(e).ln().max(0.0) / log_max).round();
                    g.root(&mut inst, e, (n as usize).clamp(1, cap));
                }
            }
            done.insert(e.id.clone());
        }
    }
    // Ownership cycles: what is left is generated as if it had no owner.
    for e in project.entities.iter().filter(|e| !done.contains(&e.id)) {
        g.root(&mut inst, e, 3);
    }
    for r in &project.relationships {
        if !inst.links.contains_key(&r.id) {
            let links = g.links(&inst, r);
            inst.links.insert(r.id.clone(), links);
        }
    }
    inst
}

/// Attributes that take no `Null`: those a query searches, orders, buckets, aggregates or
/// searches nearest by (they become key columns, or are computed on).
fn never_null(project: &Project) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for q in &project.queries {
        let all = q
            .given
            .iter()
            .map(|g| &g.attribute)
            .chain(q.order_by.iter().map(|o| &o.attribute))
            .chain(q.aggregates.iter().filter_map(|a| a.attribute.as_ref()))
            .chain(q.per.iter().map(|p| &p.attribute))
            .chain(q.nearest.iter().map(|n| &n.attribute));
        out.extend(all.map(|a| a.split_role().0.to_owned()));
    }
    for t in project.overrides.tables.values() {
        if let Some(crate::project::Bucket::Time { attribute, .. }) = &t.bucket {
            out.insert(attribute.as_str().to_owned());
        }
    }
    out
}

struct Generator<'a> {
    project: &'a Project,
    index: &'a Index<'a>,
    seed: u64,
    never_null: BTreeSet<String>,
    alternate: BTreeSet<String>,
}

impl Generator<'_> {
    /// How many instances the model expects: the count, else growth over its retention (30
    /// days when kept forever), else from a to-many fan-out towards it, else 1,000.
    fn estimate(&self, e: &Entity) -> f64 {
        let valid = |x: f64| (x.is_finite() && x >= 1.0).then_some(x);
        if let Some(c) = e.estimates.count.and_then(valid) {
            return c;
        }
        let count_of =
            |id: &EntityId| self.index.entity(id).and_then(|o| o.estimates.count).and_then(valid).unwrap_or(1000.0);
        if let Some(g) = &e.estimates.growth {
            let days = g.retention_days().flatten().unwrap_or(30.0);
            let per = g.for_each.as_ref().map_or(1.0, count_of);
            if let Some(x) = g.per_day().map(|d| d * days * per).and_then(valid) {
                return x;
            }
        }
        for r in self.project.relationships.iter().filter(|r| r.touches(&e.id)) {
            for i in 0..2 {
                if r.ends[i].entity == e.id && r.ends[1 - i].entity != e.id {
                    if let Some(f) = r.ends[i].fan_out.and_then(valid) {
                        return count_of(&r.ends[1 - i].entity) * f;
                    }
                }
            }
        }
        1000.0
    }

    fn attr_type(&self, a: &AttributeId) -> CqlType {
        crate::derive::attribute_type(self.index, a, false)
    }

    /// A record: the key attributes from `key_pick` (unique), the others from pools of `pool`.
    fn record(
        &self,
        attrs: &[&Attribute],
        key_pick: u64,
        n: usize,
        rng: &mut Rng,
        distinct: &BTreeMap<AttributeId, f64>,
        count: f64,
    ) -> Record {
        let keys: Vec<&&Attribute> = attrs.iter().filter(|a| a.key).collect();
        let mut values = BTreeMap::new();
        for (i, a) in keys.iter().enumerate() {
            // The last key attribute is unique; earlier ones tie by pairs (equal prefixes).
            let shift = u32::try_from(keys.len() - 1 - i).unwrap_or(0);
            let pick = key_pick >> shift;
            values.insert(
                a.id.clone(),
                typed(self.project, Some(a), &self.attr_type(&a.id), pick, hash(a.id.as_str()), rng),
            );
        }
        for a in attrs.iter().filter(|a| !a.key && !a.is_counter()) {
            // An alternate key (a user's email) is unique and present, as the key is.
            let alternate = self.alternate.contains(a.id.as_str());
            let nullable = !alternate && !self.never_null.contains(a.id.as_str());
            if nullable && rng.chance(12) {
                continue;
            }
            let pool = pool_size(a, n, distinct.get(&a.id).copied(), count);
            let pick = if alternate { key_pick } else { rng.below(pool as u64) };
            values.insert(
                a.id.clone(),
                typed(self.project, Some(a), &self.attr_type(&a.id), pick, hash(a.id.as_str()), rng),
            );
        }
        Record { values }
    }

    fn root(&self, inst: &mut Instance, e: &Entity, n: usize) {
        let mut rng = Rng::for_part(self.seed, e.id.as_str());
        let attrs: Vec<&Attribute> = e.attributes.iter().collect();
        let count = e.estimates.count.unwrap_or(1000.0);
        let records = unique(&attrs.iter().filter(|a| a.key).map(|a| a.id.clone()).collect::<Vec<_>>(), n, |j| {
            self.record(&attrs, j, n, &mut rng, &e.estimates.distinct, count)
        });
        inst.entities.insert(e.id.clone(), records);
    }

    fn weak(&self, inst: &mut Instance, e: &Entity, owner: &EntityId, cap: usize) {
        let mut rng = Rng::for_part(self.seed, e.id.as_str());
        let owners = inst.records(owner).len();
        let rel = self.project.relationships.iter().find(|r| r.identifying && r.touches(owner) && r.touches(&e.id));
        let weak_end = rel
            .and_then(|r| {
                r.ends.iter().position(|x| x.entity == e.id && (x.entity != *owner || r.ends[0].entity == *owner))
            })
            .unwrap_or(1);
        let fan = rel
            .and_then(|r| r.ends.get(weak_end))
            .and_then(|x| x.fan_out)
            .filter(|f| f.is_finite() && *f > 0.0)
            .unwrap_or(3.0);
        let avg = fan.clamp(1.0, 4.0).round() as u64;
        let attrs: Vec<&Attribute> = e.attributes.iter().collect();
        let count = e.estimates.count.unwrap_or(1000.0);
        let mut records = Vec::new();
        let mut links = Vec::new();
        for o in 0..owners {
            // The first owner always has several: rows tie on its partition.
            let k = if o == 0 { avg + 1 } else { rng.below(2 * avg + 1) };
            let k = usize::try_from(k).unwrap_or(0).min(cap.saturating_sub(records.len()));
            let mine = unique(&attrs.iter().filter(|a| a.key).map(|a| a.id.clone()).collect::<Vec<_>>(), k, |j| {
                self.record(&attrs, j, k.max(owners), &mut rng, &e.estimates.distinct, count)
            });
            for r in mine {
                let ends = if weak_end == 0 { [records.len(), o] } else { [o, records.len()] };
                links.push(Link { ends, values: BTreeMap::new() });
                records.push(r);
            }
        }
        if let Some(r) = rel {
            let mut lrng = Rng::for_part(self.seed, r.id.as_str());
            for l in &mut links {
                l.values = self.link_values(r, 0, links_len_hint(owners), &mut lrng);
            }
            inst.links.insert(r.id.clone(), links);
        }
        inst.entities.insert(e.id.clone(), records);
    }

    fn subtype(&self, inst: &mut Instance, e: &Entity, sup: &EntityId) {
        let mut rng = Rng::for_part(self.seed, e.id.as_str());
        let spec = self.project.specialisations.iter().find(|s| &s.supertype == sup && s.subtypes.contains(&e.id));
        let n = inst.records(sup).len();
        let attrs: Vec<&Attribute> = e.attributes.iter().filter(|a| !a.key).collect();
        let mut isa = Vec::new();
        let mut records = Vec::new();
        for i in 0..n {
            let member = match spec {
                Some(s) if s.disjoint => {
                    // One subtype per supertype record, chosen by the record, the same for every subtype.
                    let k = s.subtypes.len() + usize::from(!s.total);
                    let mut pick = Rng::for_part(self.seed ^ i as u64, s.id.as_str());
                    s.subtypes.get(pick.index(k)) == Some(&e.id)
                }
                Some(s) if s.total && s.subtypes.first() == Some(&e.id) => true,
                _ => rng.chance(50),
            };
            if member {
                isa.push(i);
                records.push(self.record(&attrs, i as u64, n, &mut rng, &e.estimates.distinct, 1000.0));
            }
        }
        inst.isa.insert(e.id.clone(), isa);
        inst.entities.insert(e.id.clone(), records);
    }

    fn link_values(
        &self,
        r: &Relationship,
        identity_pick: u64,
        n: usize,
        rng: &mut Rng,
    ) -> BTreeMap<AttributeId, Value> {
        let mut values = BTreeMap::new();
        for a in r.attributes.iter().filter(|a| !a.is_counter()) {
            if !a.key && !self.never_null.contains(a.id.as_str()) && rng.chance(12) {
                continue;
            }
            let pick = if a.key { identity_pick } else { rng.below(pool_size(a, n, None, 1000.0) as u64) };
            values.insert(
                a.id.clone(),
                typed(self.project, Some(a), &self.attr_type(&a.id), pick, hash(a.id.as_str()), rng),
            );
        }
        values
    }

    fn links(&self, inst: &Instance, r: &Relationship) -> Vec<Link> {
        let mut rng = Rng::for_part(self.seed, r.id.as_str());
        let (n0, n1) = (inst.records(&r.ends[0].entity).len(), inst.records(&r.ends[1].entity).len());
        if n0 == 0 || n1 == 0 {
            return Vec::new();
        }
        let selfish = r.is_self();
        let mut pairs: Vec<[usize; 2]> = Vec::new();
        let skew = |rng: &mut Rng, n: usize| (rng.index(n) * rng.index(n)) / n.max(1);
        match (r.ends[0].cardinality, r.ends[1].cardinality) {
            (Cardinality::One, Cardinality::One) => {
                let mut free: Vec<usize> = (0..n1).collect();
                for a in 0..n0.min(n1) {
                    if free.is_empty() || rng.chance(25) {
                        continue;
                    }
                    let b = free.remove(rng.index(free.len()));
                    if !(selfish && a == b) {
                        pairs.push([a, b]);
                    }
                }
            }
            (Cardinality::One, Cardinality::Many) | (Cardinality::Many, Cardinality::One) => {
                // The end marked 1 is linked at most once from each instance of the other end.
                let one = usize::from(r.ends[1].cardinality == Cardinality::One);
                let (n_one, n_many) = if one == 0 { (n0, n1) } else { (n1, n0) };
                for m in 0..n_many {
                    if rng.chance(10) {
                        continue;
                    }
                    let o = skew(&mut rng, n_one);
                    if selfish && o == m {
                        continue;
                    }
                    pairs.push(if one == 0 { [o, m] } else { [m, o] });
                }
            }
            (Cardinality::Many, Cardinality::Many) => {
                let avg = r.ends[1].fan_out.filter(|f| f.is_finite() && *f > 0.0).unwrap_or(2.0).clamp(1.0, 3.0).round()
                    as u64;
                for a in 0..n0 {
                    let d = usize::try_from(rng.below(2 * avg + 1)).unwrap_or(0).min(n1);
                    let mut chosen = BTreeSet::new();
                    for _ in 0..d * 3 {
                        if chosen.len() >= d {
                            break;
                        }
                        let b = skew(&mut rng, n1);
                        if !(selfish && a == b) {
                            chosen.insert(b);
                        }
                    }
                    pairs.extend(chosen.into_iter().map(|b| [a, b]));
                }
            }
        }
        let has_identity = r.identity().next().is_some();
        let n = pairs.len();
        let mut links = Vec::new();
        let mut identity = 0u64;
        for p in pairs {
            let times = if has_identity && rng.chance(30) { 2 } else { 1 };
            for _ in 0..times {
                links.push(Link { ends: p, values: self.link_values(r, identity, n, &mut rng) });
                identity += 1;
            }
        }
        links
    }
}

fn links_len_hint(owners: usize) -> usize {
    owners.max(2)
}

/// How many different values a non-key attribute takes among `n` rows: the estimate of
/// distinct values scaled to `n`, else two for a boolean, a third of the rows for times
/// (ties), two thirds otherwise; at least one.
fn pool_size(a: &Attribute, n: usize, distinct: Option<f64>, count: f64) -> usize {
    let n = n.max(1);
    if let Some(d) = distinct.filter(|d| d.is_finite() && *d >= 1.0) {
        let scaled = (n as f64 * (d / count.max(d))).round() as usize;
        return scaled.clamp(1, n).max(if d >= 2.0 { 2 } else { 1 });
    }
    match a.ty {
        NativeType::Boolean => 2,
        NativeType::Timestamp | NativeType::Date | NativeType::Time | NativeType::Timeuuid => (n / 3).max(2),
        _ => (n * 2 / 3).max(2),
    }
}

/// `n` records made by `make` from picks 0, 1, 2…, keeping only those whose key (the
/// attributes `key`) no earlier record has: a key of a small domain (a boolean) gives fewer.
fn unique(key: &[AttributeId], n: usize, mut make: impl FnMut(u64) -> Record) -> Vec<Record> {
    let mut seen: BTreeSet<Vec<Value>> = BTreeSet::new();
    let mut out = Vec::new();
    let mut pick = 0u64;
    while out.len() < n && pick < (n as u64) * 4 + 8 {
        let r = make(pick);
        pick += 1;
        let k: Vec<Value> = key.iter().map(|a| r.get(a).clone()).collect();
        if key.is_empty() || seen.insert(k) {
            out.push(r);
        }
    }
    out
}

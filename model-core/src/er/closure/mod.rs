//! Functional dependencies of the ER model: which entities and relationship instances a set
//! of attribute values pins down. A table's key columns must pin down its rows' subject (and
//! nothing more is needed); a column is static when the partition key alone pins down what
//! it belongs to.

use crate::ids::{AttributeId, EntityId, RelationshipId};
use crate::project::Entity;
use crate::project::{Cardinality, Index, Relationship, RelationshipKind};
use rustc_hash::{FxHashMap, FxHashSet};

/// The entities and relationship instances that given attribute values determine.
#[derive(Debug, Default)]
pub struct Determined<'a> {
    entities: FxHashSet<&'a str>,
    relationships: FxHashSet<&'a str>,
}

impl Determined<'_> {
    /// `true` when one instance of the entity is pinned down.
    pub fn entity(&self, e: &EntityId) -> bool {
        self.entities.contains(e.as_str())
    }

    /// `true` when one instance of the relationship is pinned down.
    pub fn relationship(&self, r: &RelationshipId) -> bool {
        self.relationships.contains(r.as_str())
    }
}

/// What the values of `attributes` determine, following the ER model's keys and, when `along`
/// is given, only the relationships listed there (a query's access path: the uploader of a
/// video is not the author of a comment on it, though both are users):
/// - an entity whose full key, or one of whose alternate keys, is among the attributes;
/// - an entity one to-one step away from a determined one (the `1` end of a relationship
///   whose other end is determined), a weak entity's owner, a subtype's supertype and back;
/// - a relationship instance whose identifying ends are determined (1:1 either end, 1:n the
///   `n` end, m:n both) and whose identity attributes are among the attributes; and both
///   ends of a determined relationship instance.
pub fn determined<'a>(
    index: &Index<'a>,
    attributes: &[&AttributeId],
    along: Option<&[&RelationshipId]>,
) -> Determined<'a> {
    let p = index.project;
    // A set: a weak entity's full key is its whole owner chain, looked up for every entity.
    let given_set: FxHashSet<&str> = attributes.iter().map(|a| a.as_str()).collect();
    let given = |a: &AttributeId| given_set.contains(a.as_str());
    let mut d = Determined::default();
    let mut chains = FxHashMap::default();
    // Only an entity owning one of the attributes, or one with no key attribute of its own (a
    // subtype, a weak entity with no partial key) or with alternate keys, can have a key among
    // them: the others are not looked at.
    let owners = attributes.iter().filter_map(|a| index.entity_of(a));
    let others = index.other_keyed_entities().iter().copied();
    for e in owners.chain(others) {
        if d.entities.contains(e.id.as_str()) {
            continue;
        }
        let by_key = full_key_given(index, &e.id, &given, &mut chains);
        let by_alternate = e.alternate_keys.iter().any(|k| !k.is_empty() && k.iter().all(given));
        if by_key || by_alternate {
            d.entities.insert(e.id.as_str());
        }
    }
    let relationships: Vec<&Relationship> = match along {
        Some(rs) => rs.iter().filter_map(|r| index.relationship(r)).collect(),
        None => p.relationships.iter().collect(),
    };
    // To a fixed point: every pass adds something or ends.
    loop {
        let before = d.entities.len() + d.relationships.len();
        for &r in &relationships {
            if !d.relationships.contains(r.id.as_str()) && instance_determined(r, &d, &given) {
                d.relationships.insert(r.id.as_str());
            }
            if d.relationships.contains(r.id.as_str()) {
                for end in &r.ends {
                    d.entities.insert(end.entity.as_str());
                }
                continue;
            }
            for (j, end) in r.ends.iter().enumerate() {
                let other = &r.ends[1 - j];
                if end.cardinality == Cardinality::One && d.entities.contains(other.entity.as_str()) {
                    d.entities.insert(end.entity.as_str());
                }
            }
        }
        // The owners of the weak entities determined so far, up each chain at once (not a walk
        // of every weak entity of the model: this runs for every query, and for every key
        // alternative weighed; and not one level a pass: a chain n deep took n passes).
        let mut owners: FxHashSet<&'a str> = FxHashSet::default();
        for e in &d.entities {
            let mut at = index.entity(&EntityId::from(*e)).and_then(|x| x.owner.as_ref());
            while let Some(o) = at {
                let Some(owner) = index.entity(o) else { break };
                if d.entities.contains(o.as_str()) || !owners.insert(o.as_str()) {
                    break;
                }
                at = owner.owner.as_ref();
            }
        }
        d.entities.extend(owners);
        for s in &p.specialisations {
            let any_sub = s.subtypes.iter().any(|x| d.entities.contains(x.as_str()));
            if any_sub && index.entity(&s.supertype).is_some() {
                d.entities.insert(s.supertype.as_str());
            }
            if d.entities.contains(s.supertype.as_str()) {
                for x in s.subtypes.iter().filter(|x| index.entity(x).is_some()) {
                    d.entities.insert(x.as_str());
                }
            }
        }
        if d.entities.len() + d.relationships.len() == before {
            return d;
        }
    }
}

/// Whether an entity has a full key ([`Index::full_key`]) and every attribute of it is given,
/// remembered per owner chain in `chains` (for an entity of the chain: whether every key
/// attribute of it and of the chain above it is given, and whether there is one): a weak
/// entity's full key is its whole owner chain, and a chain n deep made the check n² per call.
/// A chain that closes on itself (an ownership cycle, refused by `check`) is not remembered.
fn full_key_given<'a>(
    index: &Index<'a>,
    entity: &EntityId,
    given: &dyn Fn(&AttributeId) -> bool,
    chains: &mut FxHashMap<&'a str, (bool, bool)>,
) -> bool {
    let own = |e: &Entity| {
        let mut keys = e.attributes.iter().filter(|a| a.key).peekable();
        let some = keys.peek().is_some();
        (keys.all(|a| given(&a.id)), some)
    };
    let mut chain: Vec<&'a Entity> = Vec::new();
    let mut in_chain: FxHashSet<&'a str> = FxHashSet::default();
    let mut cur = index.key_root(entity);
    let mut tail = (true, false);
    let mut closed = false;
    while let Some(e) = cur {
        if let Some(&known) = chains.get(e.id.as_str()) {
            tail = known;
            break;
        }
        if !in_chain.insert(e.id.as_str()) {
            closed = true;
            break;
        }
        chain.push(e);
        cur = e.owner.as_ref().and_then(|o| index.entity(o));
    }
    let mut acc = tail;
    for e in chain.iter().rev() {
        let (all, some) = own(e);
        acc = (acc.0 && all, acc.1 || some);
        if !closed {
            chains.insert(e.id.as_str(), acc);
        }
    }
    acc.0 && acc.1
}

/// `true` when a relationship's identifying ends are determined and its identity attributes
/// given.
fn instance_determined(r: &Relationship, d: &Determined<'_>, given: &dyn Fn(&AttributeId) -> bool) -> bool {
    if !r.identity().all(|a| given(&a.id)) {
        return false;
    }
    let has = |j: usize| d.entities.contains(r.ends[j].entity.as_str());
    match r.kind() {
        RelationshipKind::OneToOne => has(0) || has(1),
        RelationshipKind::ManyToMany => has(0) && has(1),
        RelationshipKind::OneToMany => {
            let many = usize::from(r.ends[0].cardinality != Cardinality::Many);
            has(many)
        }
    }
}

#[cfg(test)]
mod scale_tests;

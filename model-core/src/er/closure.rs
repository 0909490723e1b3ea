//! Functional dependencies of the ER model: which entities and relationship instances a set
//! of attribute values pins down. A table's key columns must pin down its rows' subject (and
//! nothing more is needed); a column is static when the partition key alone pins down what
//! it belongs to.

use crate::ids::{AttributeId, EntityId, RelationshipId};
use crate::project::{Cardinality, Index, Relationship, RelationshipKind};
use rustc_hash::FxHashSet;

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
pub fn determined<'a>(index: &Index<'a>, attributes: &[&AttributeId], along: Option<&[&RelationshipId]>) -> Determined<'a> {
    let p = index.project;
    let given = |a: &AttributeId| attributes.contains(&a);
    let mut d = Determined::default();
    // Only an entity owning one of the attributes, or one with no key attribute of its own (a
    // subtype, a weak entity with no partial key) or with alternate keys, can have a key among
    // them: the others are not looked at.
    let owners = attributes.iter().filter_map(|a| index.entity_of(a));
    let others = index.other_keyed_entities().iter().copied();
    for e in owners.chain(others) {
        if d.entities.contains(e.id.as_str()) {
            continue;
        }
        let key = index.full_key(&e.id);
        let by_key = !key.is_empty() && key.iter().all(|a| given(a));
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
        // The owners of the weak entities determined so far (not a walk of every weak entity
        // of the model: this runs for every query, and for every key alternative weighed).
        let owners: Vec<&'a str> = d
            .entities
            .iter()
            .filter_map(|e| index.entity(&EntityId::from(*e))?.owner.as_ref())
            .filter(|o| index.entity(o).is_some())
            .map(|o| o.as_str())
            .collect();
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

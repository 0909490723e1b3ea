//! Changes of the conceptual model (entities, attributes, relationships) and the workflow
//! (queries), matched by stable id: a rename keeps its id, so it is a rename, not a removal
//! and an addition.

use super::change::{Change, ChangeKind};
use crate::project::{Attribute, Cardinality, Multi, Project, Query, Relationship};
use rustc_hash::FxHashMap;

/// Appends the conceptual and workflow changes from `old` to `new`.
pub(super) fn compare(old: &Project, new: &Project, out: &mut Vec<Change>) {
    entities(old, new, out);
    relationships(old, new, out);
    queries(old, new, out);
}

/// A change of the thing with this id.
fn push(out: &mut Vec<Change>, id: &str, kind: ChangeKind) {
    out.push(Change { id: Some(id.to_owned()), ..super::change_at(kind, None, None) });
}

fn entities(old: &Project, new: &Project, out: &mut Vec<Change>) {
    let old_by_id: FxHashMap<&str, _> = old.entities.iter().map(|e| (e.id.as_str(), e)).collect();
    let new_by_id: FxHashMap<&str, _> = new.entities.iter().map(|e| (e.id.as_str(), e)).collect();
    for e in &old.entities {
        if !new_by_id.contains_key(e.id.as_str()) {
            push(out, e.id.as_str(), ChangeKind::EntityRemoved { name: e.name.clone() });
        }
    }
    for e in &new.entities {
        let Some(was) = old_by_id.get(e.id.as_str()) else {
            push(out, e.id.as_str(), ChangeKind::EntityAdded { name: e.name.clone() });
            continue;
        };
        if was.name != e.name {
            push(out, e.id.as_str(), ChangeKind::EntityRenamed { from: was.name.clone(), to: e.name.clone() });
        }
        attributes(&was.name, &was.attributes, &e.name, &e.attributes, out);
    }
}

fn relationships(old: &Project, new: &Project, out: &mut Vec<Change>) {
    let old_by_id: FxHashMap<&str, _> = old.relationships.iter().map(|r| (r.id.as_str(), r)).collect();
    let new_by_id: FxHashMap<&str, _> = new.relationships.iter().map(|r| (r.id.as_str(), r)).collect();
    for r in &old.relationships {
        if !new_by_id.contains_key(r.id.as_str()) {
            push(out, r.id.as_str(), ChangeKind::RelationshipRemoved { name: r.name.clone() });
        }
    }
    for r in &new.relationships {
        let Some(was) = old_by_id.get(r.id.as_str()) else {
            push(out, r.id.as_str(), ChangeKind::RelationshipAdded { name: r.name.clone() });
            continue;
        };
        let (from, to) = (ends(old, was), ends(new, r));
        if from != to || was.name != r.name {
            push(out, r.id.as_str(), ChangeKind::RelationshipChanged { name: r.name.clone(), from, to });
        }
        attributes(&was.name, &was.attributes, &r.name, &r.attributes, out);
    }
}

/// `Hotel 1:n Room` (`identifying` when it is), with entity names.
fn ends(p: &Project, r: &Relationship) -> String {
    let name = |i: usize| {
        let entity = p.entity(&r.ends[i].entity).map_or(r.ends[i].entity.as_str(), |e| e.name.as_str());
        match r.role(i) {
            Some(role) => format!("{entity} ({role})"),
            None => entity.to_owned(),
        }
    };
    let card = |c: Cardinality| match c {
        Cardinality::One => "1",
        Cardinality::Many => "n",
    };
    let identifying = if r.identifying { " (identifying)" } else { "" };
    format!("{} {}:{} {}{identifying}", name(0), card(r.ends[0].cardinality), card(r.ends[1].cardinality), name(1))
}

fn attributes(old_owner: &str, old: &[Attribute], owner: &str, new: &[Attribute], out: &mut Vec<Change>) {
    let old_by_id: FxHashMap<&str, &Attribute> = old.iter().map(|a| (a.id.as_str(), a)).collect();
    let new_ids: rustc_hash::FxHashSet<&str> = new.iter().map(|a| a.id.as_str()).collect();
    for a in old.iter().filter(|a| !new_ids.contains(a.id.as_str())) {
        push(out, a.id.as_str(), ChangeKind::AttributeRemoved { name: format!("{old_owner}.{}", a.name) });
    }
    for a in new {
        let name = format!("{owner}.{}", a.name);
        let Some(was) = old_by_id.get(a.id.as_str()) else {
            push(out, a.id.as_str(), ChangeKind::AttributeAdded { name });
            continue;
        };
        if was.name != a.name {
            push(
                out,
                a.id.as_str(),
                ChangeKind::AttributeRenamed { from: format!("{old_owner}.{}", was.name), to: name.clone() },
            );
        }
        let (from, to) = (attribute_type(was), attribute_type(a));
        if from != to {
            push(out, a.id.as_str(), ChangeKind::AttributeTypeChanged { name: name.clone(), from, to });
        }
        if was.key != a.key {
            push(out, a.id.as_str(), ChangeKind::AttributeKeyChanged { name, key: a.key });
        }
    }
}

/// The attribute's type as the model shows it: `text`, `set<text>`, `address` (composite).
fn attribute_type(a: &Attribute) -> String {
    let base = if a.is_composite() {
        let fields: Vec<String> = a.fields.iter().map(|f| format!("{} {}", f.name, f.ty)).collect();
        format!("{}{{{}}}", a.udt_name(), fields.join(", "))
    } else {
        a.ty.name().to_owned()
    };
    match &a.multi {
        None => base,
        Some(Multi::Set) => format!("set<{base}>"),
        Some(Multi::List) => format!("list<{base}>"),
        Some(Multi::Map { key }) => format!("map<{}, {base}>", key.name()),
    }
}

fn queries(old: &Project, new: &Project, out: &mut Vec<Change>) {
    let old_by_id: FxHashMap<&str, &Query> = old.queries.iter().map(|q| (q.id.as_str(), q)).collect();
    let new_by_id: FxHashMap<&str, &Query> = new.queries.iter().map(|q| (q.id.as_str(), q)).collect();
    for q in &old.queries {
        if !new_by_id.contains_key(q.id.as_str()) {
            push(
                out,
                q.id.as_str(),
                ChangeKind::QueryRemoved { id: q.id.to_string(), description: q.description.clone() },
            );
        }
    }
    for q in &new.queries {
        match old_by_id.get(q.id.as_str()) {
            None => push(
                out,
                q.id.as_str(),
                ChangeKind::QueryAdded { id: q.id.to_string(), description: q.description.clone() },
            ),
            Some(was) if asks(was) != asks(q) => {
                push(
                    out,
                    q.id.as_str(),
                    ChangeKind::QueryChanged { id: q.id.to_string(), description: q.description.clone() },
                );
            }
            Some(_) => {}
        }
    }
}

/// What a query asks, without its words and unknown fields.
fn asks(q: &Query) -> impl PartialEq + '_ {
    let given: Vec<_> = q.given.iter().map(|g| (&g.attribute, g.predicate)).collect();
    let order: Vec<_> = q.order_by.iter().map(|o| (&o.attribute, o.direction)).collect();
    let per = q.per.as_ref().map(|p| (&p.attribute, p.unit));
    (&q.entity, &q.relationship, &q.via, given, &q.find, order, &q.aggregates, per, q.limit, q.deletes)
}

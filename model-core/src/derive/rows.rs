//! Which rows a query asks for: its subject **and** the relationships that select them. Two
//! queries that give the same attributes of the same entities may still ask for different
//! rows: "the videos a user uploaded" and "the videos a user rated" both return videos given a
//! user, but through `uploads` and `rates`. A table holds the rows of the query it was derived
//! for; it may serve or host another query only when that query asks for exactly these rows
//! (the choices, the user's merges, the sharing offers and the SAI offers all ask [`Rows`]).

use super::AccessPath;
use crate::er::{ErGraph, SubjectRef, determined};
use crate::ids::{EntityId, RelationshipId};
use crate::logical::Subject;
use crate::project::{Cardinality, Index, Owner, Query};

/// One relationship walked to select a query's rows, with the roles the query names at its
/// ends (issue 28): the followers of a user and the users a user follows cross `follows` from
/// either end, and are different steps.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Step {
    /// The relationship crossed.
    pub relationship: RelationshipId,
    /// The roles the query names at its ends, in end order (empty: none).
    pub roles: Vec<String>,
}

/// The rows a query asks for: instances of its subject, selected through these steps.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rows {
    /// Whose instances the rows are.
    pub subject: Option<Subject>,
    /// The relationships that select or multiply the rows, sorted (never the file's order).
    pub through: Vec<Step>,
    /// The entities whose instances each make a row of their own: those the query finds or
    /// orders by attributes of that neither its subject, nor what it gives by equality, nor a
    /// many-to-many link it is a row per, determines (a to-many step away), in a query without
    /// aggregates, sorted. "The artists that made an album" and "the artists
    /// with their albums' titles" both go through `made`, but the second is a row per album.
    pub per: Vec<EntityId>,
    /// `true` when the rows are groups with their aggregates, not instances: raw rows are
    /// never served by an aggregate's table (issue 40, item 2: "a sensor's measurements" read
    /// from its hourly figures), nor an aggregate by a table of instances.
    pub grouped: bool,
}

/// The rows a query asks for. A relationship of the access path selects the rows unless the
/// query only reads columns through it: it is kept when it is the subject, the query searches
/// or orders by one of its attributes, it joins the subject to an entity the query searches or
/// orders by, or the subject does not determine its instance (a to-many step multiplies the
/// rows). "A video with its uploader's name" reads through `uploads` and holds one row per
/// video, the rows of "a video"; "the videos a user uploaded" selects through it. Naming a
/// relationship in `via` chooses the way (the access path prefers it) and selects the rows,
/// except a step to one instance from the rows' entity (a message's one sender), or on along
/// steps to one (a rental's copy's one film): it neither selects nor multiplies them, named
/// or not, so it never splits a table.
pub fn rows<'a>(index: &Index<'a>, graph: &ErGraph<'a>, query: &'a Query, path: &AccessPath<'a>) -> Rows {
    let mut through: Vec<&'a RelationshipId> = Vec::new();
    let mut keep = |r: &'a RelationshipId| {
        if !through.contains(&r) {
            through.push(r);
        }
    };
    if let Some(SubjectRef::Relationship(r)) = path.subject {
        keep(r);
    }
    let subject_key = match path.subject {
        Some(SubjectRef::Entity(e)) => index.full_key(e),
        _ => path.target.map(|t| index.full_key(t)).unwrap_or_default(),
    };
    let by_subject = determined(index, &subject_key, Some(&path.relationships));
    // A named step to one instance from the rows (a message's one sender), or further along
    // steps to one (a rental's copy's one film), only reads through.
    for r in query.via.iter().filter_map(|r| index.relationship(r)) {
        let to_one =
            (0..2).any(|i| Some(&r.ends[i].entity) == path.target && r.ends[1 - i].cardinality == Cardinality::One);
        if !to_one && !by_subject.relationship(&r.id) {
            keep(&r.id);
        }
    }
    let searched = query.given.iter().map(|g| &g.attribute).chain(query.order_by.iter().map(|o| &o.attribute));
    let mut searched_entities: Vec<&'a EntityId> = Vec::new();
    for a in searched {
        match index.attribute(a) {
            Some((Owner::Relationship(r), _)) => keep(r),
            Some((Owner::Entity(e), _)) => searched_entities.push(e),
            None => {}
        }
    }
    if let Some(t) = path.target {
        for e in searched_entities {
            for r in graph.path_preferring(t, e, &path.relationships).unwrap_or_default() {
                keep(r);
            }
        }
    }
    // A step the subject does not determine multiplies the rows: it selects them too.
    for &r in &path.relationships {
        if !by_subject.relationship(r) {
            keep(r);
        }
    }
    let roles = |r: &RelationshipId| -> Vec<String> {
        index
            .relationship(r)
            .map(|rel| rel.ends.iter().filter_map(|e| index.plays(&e.entity)).map(str::to_owned).collect())
            .unwrap_or_default()
    };
    let mut through: Vec<Step> =
        through.into_iter().map(|r| Step { relationship: r.clone(), roles: roles(r) }).collect();
    through.sort();
    through.dedup();
    // What already tells the rows apart: the subject's key, the values given by equality,
    // and the ends of each many-to-many step that selects the rows (a row per link).
    let mut known: Vec<&crate::ids::AttributeId> = subject_key.clone();
    known.extend(query.given.iter().filter(|g| g.predicate.is_equality()).map(|g| &g.attribute));
    for s in &through {
        if let Some(rel) =
            index.relationship(&s.relationship).filter(|r| r.kind() == crate::project::RelationshipKind::ManyToMany)
        {
            for end in &rel.ends {
                known.extend(index.full_key(&end.entity));
            }
        }
    }
    let apart = determined(index, &known, Some(&path.relationships));
    let mut per: Vec<EntityId> = Vec::new();
    if query.aggregates.is_empty() {
        per = found_entities(index, query).into_iter().filter(|e| !apart.entity(e)).cloned().collect();
    }
    per.sort();
    Rows { subject: path.subject.map(Subject::from), through, per, grouped: !query.aggregates.is_empty() }
}

/// The entities whose attributes `query` finds or orders by, each once, in the order met: what
/// a row is made per when the subject does not determine them (a to-many step away).
pub(super) fn found_entities<'a>(index: &Index<'a>, query: &Query) -> Vec<&'a EntityId> {
    let mut out: Vec<&'a EntityId> = Vec::new();
    for a in query.find.iter().chain(query.order_by.iter().map(|o| &o.attribute)) {
        if let Some((Owner::Entity(e), _)) = index.attribute(a) {
            if !out.contains(&e) {
                out.push(e);
            }
        }
    }
    out
}

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
}

/// The rows a query asks for. A relationship of the access path selects the rows unless the
/// query only reads columns through it: it is kept when it is the subject, the query searches
/// or orders by one of its attributes, it joins the subject to an entity the query searches or
/// orders by, or the subject does not determine its instance (a to-many step multiplies the
/// rows). "A video with its uploader's name" reads through `uploads` and holds one row per
/// video, the rows of "a video"; "the videos a user uploaded" selects through it. Naming a
/// relationship in `via` chooses the way (the access path prefers it) and selects the rows,
/// except a step to one instance from the rows' entity (a message's one sender): it neither
/// selects nor multiplies them, named or not, so it never splits a table.
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
    // A named step to one instance from the rows (a message's one sender) only reads through.
    for r in query.via.iter().filter_map(|r| index.relationship(r)) {
        let to_one = (0..2).any(|i| Some(&r.ends[i].entity) == path.target && r.ends[1 - i].cardinality == Cardinality::One);
        if !to_one {
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
    let subject_key = match path.subject {
        Some(SubjectRef::Entity(e)) => index.full_key(e),
        _ => path.target.map(|t| index.full_key(t)).unwrap_or_default(),
    };
    let by_subject = determined(index, &subject_key, Some(&path.relationships));
    for &r in &path.relationships {
        if !by_subject.relationship(r) {
            keep(r);
        }
    }
    let roles = |r: &RelationshipId| -> Vec<String> {
        index.relationship(r).map(|rel| rel.ends.iter().filter_map(|e| index.plays(&e.entity)).map(str::to_owned).collect()).unwrap_or_default()
    };
    let mut through: Vec<Step> = through.into_iter().map(|r| Step { relationship: r.clone(), roles: roles(r) }).collect();
    through.sort();
    through.dedup();
    Rows { subject: path.subject.map(Subject::from), through }
}

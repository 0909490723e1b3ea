//! Which instance of an entity a relationship joins when a query names the entity in roles and
//! the relationship gives it none (issue 40, item 7): "the products of the subcategories of a
//! category" names Category as `parent` and as `child`, and Product belongs to a Category with
//! no role at that end. The query names no plain Category, and the category tree's two ends are
//! both named, so the plain entity would join nothing: the relationship joins the instance the
//! query finds and does not give (the child), else the first one it finds (a warning says so).
//!
//! When the query names only some of the roles of the entity's relationships with itself, the
//! plain entity is the instance at the other ends (section 6a of docs/method.md), and a
//! relationship without a role joins it there, as before. An identifying relationship stays
//! where it is (a weak entity's owner in a role is `super::roles::add_in_role`'s).

use super::roles::role_refs;
use crate::diagnostic::{Code, Diagnostic};
use crate::ids::{EntityId, RelationshipId};
use crate::msg;
use crate::project::{Index, Query};

/// A relationship end joined to an entity in a role.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoleJoin<'a> {
    /// The relationship, as the project has it.
    pub relationship: &'a RelationshipId,
    /// The end (0 or 1) where the entity plays no role.
    pub end: usize,
    /// The entity at that end.
    pub entity: &'a EntityId,
    /// The role of the instance it joins.
    pub role: &'a str,
    /// `true` when the query finds several instances in roles and none stands out: the
    /// first one found was taken ([`warnings`]).
    pub guessed: bool,
}

/// The relationship ends without a role that join an entity the query names only in roles.
pub fn joins<'a>(index: &Index<'a>, query: &'a Query) -> Vec<RoleJoin<'a>> {
    let refs = role_refs(index, query);
    let mut entities: Vec<&EntityId> = refs.iter().map(|r| r.entity).collect();
    entities.sort();
    entities.dedup();
    let mut out = Vec::new();
    for entity in entities {
        let named: Vec<&str> = refs.iter().filter(|r| r.entity == entity).map(|r| r.role).collect();
        if !cut_off(index, entity, &named) {
            continue;
        }
        let Some((role, guessed)) = chosen(index, query, entity, &named) else { continue };
        for r in index.around(entity.as_str()).into_iter().flat_map(|a| a.relationships.iter().copied()) {
            if r.is_self() || r.identifying {
                continue;
            }
            for end in 0..2 {
                if &r.ends[end].entity == entity && r.role(end).is_none() {
                    out.push(RoleJoin { relationship: &r.id, end, entity, role, guessed });
                }
            }
        }
    }
    out.sort_by(|a, b| (a.relationship, a.end).cmp(&(b.relationship, b.end)));
    out.dedup();
    out
}

/// `true` when the query names every role at each end of the entity's relationships with
/// itself that it names at one: the plain entity is then at no end of them, and the query
/// cannot reach it.
fn cut_off(index: &Index<'_>, entity: &EntityId, named: &[&str]) -> bool {
    let mut any = false;
    for r in index.around(entity.as_str()).into_iter().flat_map(|a| a.relationships.iter().copied()) {
        if !r.is_self() || &r.ends[0].entity != entity {
            continue;
        }
        let is_named = |i: usize| r.role(i).is_some_and(|x| named.contains(&x));
        match (is_named(0), is_named(1)) {
            (true, true) => any = true,
            (false, false) => {}
            _ => return false,
        }
    }
    any
}

/// The role of the instance a relationship without a role joins: the only one the query finds
/// and does not give, else the first it finds (guessed), else the first it names (guessed).
fn chosen<'a>(index: &Index<'_>, query: &Query, entity: &EntityId, named: &[&'a str]) -> Option<(&'a str, bool)> {
    let of = |a: &crate::ids::AttributeId, role: &str| {
        index.role_of(a) == Some(role) && index.entity_of(a).is_some_and(|e| &e.id == entity)
    };
    let given = |role: &str| query.given.iter().any(|g| of(&g.attribute, role));
    let found = |role: &str| {
        query
            .find
            .iter()
            .chain(query.order_by.iter().map(|o| &o.attribute))
            .chain(query.aggregates.iter().filter_map(|a| a.attribute.as_ref()))
            .any(|a| of(a, role))
    };
    let only_found: Vec<&'a str> = named.iter().copied().filter(|r| found(r) && !given(r)).collect();
    match only_found.as_slice() {
        [one] => Some((one, false)),
        [first, ..] => Some((first, true)),
        [] => named.iter().copied().find(|r| found(r)).or_else(|| named.first().copied()).map(|r| (r, named.len() > 1)),
    }
}

/// A warning for each relationship the query crosses to an instance it had to guess: it finds
/// the entity in several roles and none is the only one it does not give.
pub fn warnings(index: &Index<'_>, query: &Query, d: &mut Vec<Diagnostic>) {
    for j in joins(index, query).into_iter().filter(|j| j.guessed) {
        let Some(r) = index.relationship(j.relationship) else { continue };
        let other = &r.ends[1 - j.end].entity;
        // Only a relationship the query needs: to an entity it mentions.
        let mentions = query.entity.as_ref() == Some(other)
            || super::roles::mentioned(query).any(|a| index.entity_of(a).is_some_and(|e| &e.id == other));
        if !mentions {
            continue;
        }
        let name = index.entity(j.entity).map_or_else(|| j.entity.to_string(), |e| e.name.clone());
        let other_name = index.entity(other).map_or_else(|| other.to_string(), |e| e.name.clone());
        d.push(
            Diagnostic::warning(
                Code::RoleProblem,
                msg!(
                    "er-role-join-guessed",
                    id = query.id.to_string(),
                    relationship = r.name.clone(),
                    entity = name.clone(),
                    role = j.role.to_owned(),
                    other = other_name.clone()
                ),
            )
            .query(&query.id)
            .relationship(&r.id)
            .fix(msg!("er-role-join-guessed-fix", entity = name, other = other_name)),
        );
    }
}

/// An entity's name with the role it plays in a query's view (`Category (child)`), or plain.
pub fn label(index: &Index<'_>, entity: &EntityId) -> String {
    let name = index.entity(entity).map_or_else(|| entity.split_role().0.to_owned(), |e| e.name.clone());
    match entity.split_role() {
        (base, Some(role)) if index.entity(&EntityId::from(base)).is_some() => format!("{name} ({role})"),
        _ => name,
    }
}

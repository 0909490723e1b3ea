//! Roles on relationship ends (Chen: the label beside the entity, issue 28): which ends a
//! role names, what a relationship of an entity with itself needs, and which relationship a
//! query that names no role would cross without being able to tell its ends apart; and the
//! project as a query naming roles sees it ([`view`]), which derivation and the estimates read.
//!
//! In the view each (entity, role) the query names becomes an entity of its own, `user@follower`, standing at the ends where the entity plays
//! that role, with its attributes as `user.username@follower`: the query's role-qualified
//! references are that entity's attributes, and every rule of derivation (the access path,
//! the keys, static columns, names) applies unchanged. The entity named without a role stays
//! at the other ends: in "the followers of a user" (a follower's name found, the user's name
//! given with no role) the given user is the `followed` end.
//!
//! Tables of different roles hold different rows: the subject (`user@follower` or
//! `user@followed`) and the steps (`derive::Step::roles`) tell them apart, so no choice, merge
//! or sharing offer ever puts them in one table.

use crate::diagnostic::{Code, Diagnostic};
use crate::ids::{AttributeId, EntityId, RelationshipId};
use crate::msg;
use crate::project::{Index, Owner, Project, Query, Relationship};
use rustc_hash::FxHashSet;

/// A reference of a query to an attribute in a role: the entity, the role, the reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoleRef<'a> {
    /// The entity whose attribute it is.
    pub entity: &'a EntityId,
    /// The role named.
    pub role: &'a str,
    /// The role-qualified reference (`user.username@follower`).
    pub attribute: &'a AttributeId,
}

/// Every attribute a query mentions: given, found, ordered by, aggregated, searched nearest.
pub fn mentioned(query: &Query) -> impl Iterator<Item = &AttributeId> {
    query
        .given
        .iter()
        .map(|g| &g.attribute)
        .chain(&query.find)
        .chain(query.order_by.iter().map(|o| &o.attribute))
        .chain(query.aggregates.iter().filter_map(|a| a.attribute.as_ref()))
        .chain(query.nearest.iter().map(|n| &n.attribute))
}

/// The references of a query that name a role, each (entity, role) once, in the query's order.
/// A role on a relationship's attribute has no entity: it is left out (see [`query_problems`]).
pub fn role_refs<'a>(index: &Index<'a>, query: &'a Query) -> Vec<RoleRef<'a>> {
    let mut out: Vec<RoleRef<'a>> = Vec::new();
    for a in mentioned(query) {
        let Some(role) = index.role_of(a) else { continue };
        let Some((Owner::Entity(e), _)) = index.attribute(a) else { continue };
        if !out.iter().any(|r| r.entity == e && r.role == role) {
            out.push(RoleRef { entity: e, role, attribute: a });
        }
    }
    out
}

/// The ends (relationship, end index) where `entity` plays `role`.
pub fn ends_playing<'a>(index: &Index<'a>, entity: &EntityId, role: &str) -> Vec<(&'a Relationship, usize)> {
    let mut out = Vec::new();
    for r in index.around(entity.as_str()).into_iter().flat_map(|a| a.relationships.iter().copied()) {
        for i in 0..2 {
            if &r.ends[i].entity == entity && r.role(i) == Some(role) {
                out.push((r, i));
            }
        }
    }
    out
}

/// `true` when `entity` plays `role` at an end, or owns (through a chain of weak entities) an
/// entity that does: the follower's site is the site of the user who follows.
pub fn plays(index: &Index<'_>, entity: &EntityId, role: &str) -> bool {
    !players(index, entity, role).is_empty()
}

/// The entities that play `role` at an end for `entity`: itself when it does, else the weak
/// entities it owns (through a chain) that do: the user who follows, for the follower's site.
fn players<'a>(index: &Index<'a>, entity: &'a EntityId, role: &str) -> Vec<&'a EntityId> {
    let mut seen: rustc_hash::FxHashSet<&EntityId> = rustc_hash::FxHashSet::default();
    let (mut todo, mut out) = (vec![entity], Vec::new());
    while let Some(e) = todo.pop() {
        if !seen.insert(e) {
            continue;
        }
        if !ends_playing(index, e, role).is_empty() {
            out.push(e);
            continue;
        }
        todo.extend(index.around(e.as_str()).into_iter().flat_map(|a| a.owns.iter().copied()));
    }
    out.sort();
    out
}

/// The roles `entity` plays at any end, each once, in file order (for fixes and pick lists).
pub fn roles_of<'a>(index: &Index<'a>, entity: &EntityId) -> Vec<&'a str> {
    let mut out: Vec<&str> = Vec::new();
    for r in index.around(entity.as_str()).into_iter().flat_map(|a| a.relationships.iter().copied()) {
        for i in 0..2 {
            if &r.ends[i].entity == entity {
                if let Some(role) = r.role(i) {
                    if !out.contains(&role) {
                        out.push(role);
                    }
                }
            }
        }
    }
    out
}

/// `true` when a relationship of an entity with itself has a role on each end, and two
/// different ones: only then can a query say which end it means.
pub fn ends_told_apart(r: &Relationship) -> bool {
    !r.is_self() || matches!((r.role(0), r.role(1)), (Some(a), Some(b)) if a != b)
}

/// The relationship of an entity with itself that a query naming no role goes through (its
/// subject, its `via`, or one whose attribute it uses), or whose ends it asks for alike (it
/// gives and finds one attribute of an entity related to itself and nothing else: "given a
/// user's name, find a user's name"). Such a query is refused: derivation cannot tell the
/// ends apart and would put both users in one column.
pub fn crossed_without_roles<'a>(index: &Index<'a>, query: &'a Query) -> Option<&'a RelationshipId> {
    if mentioned(query).any(|a| index.role_of(a).is_some()) {
        return None;
    }
    let named = query.relationship.iter().chain(&query.via).filter_map(|r| index.relationship(r));
    let by_attribute = mentioned(query).filter_map(|a| match index.attribute(a) {
        Some((Owner::Relationship(r), _)) => index.relationship(r),
        _ => None,
    });
    if let Some(r) = named.chain(by_attribute).find(|r| r.is_self()) {
        return Some(&r.id);
    }
    let asked_alike = query.given.iter().all(|g| query.find.contains(&g.attribute))
        && query.find.iter().all(|f| query.given.iter().any(|g| &g.attribute == f));
    if query.given.is_empty() || !asked_alike {
        return None;
    }
    let entity = index.entity_of(&query.given[0].attribute)?;
    index.project.relationships.iter().find(|r| r.is_self() && r.ends[0].entity == entity.id).map(|r| &r.id)
}

/// What is wrong with the roles a query names: a role on a relationship's attribute, or a
/// role its entity plays at no end; and a query refused for naming none
/// ([`crossed_without_roles`]).
pub fn query_problems(index: &Index<'_>, query: &Query) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for a in mentioned(query) {
        let Some(role) = index.role_of(a) else { continue };
        match index.attribute(a) {
            Some((Owner::Entity(e), _)) => {
                if !plays(index, e, role) && !out.iter().any(|d: &Diagnostic| d.subject.attribute.as_ref() == Some(a)) {
                    let name = index.entity(e).map_or_else(|| e.to_string(), |x| x.name.clone());
                    let roles = roles_of(index, e).join(", ");
                    let fix = if roles.is_empty() {
                        msg!("er-role-fix-write-role", entity = name.clone(), role = role.to_owned())
                    } else {
                        msg!("er-role-fix-choose-role", roles = roles)
                    };
                    out.push(
                        Diagnostic::error(
                            Code::RoleProblem,
                            msg!("er-role-unknown", id = query.id.to_string(), entity = name, role = role.to_owned()),
                        )
                        .query(&query.id)
                        .attribute(a)
                        .fix(fix),
                    );
                }
            }
            Some((Owner::Relationship(r), _)) => {
                let name = index.relationship(r).map_or_else(|| r.to_string(), |x| x.name.clone());
                out.push(
                    Diagnostic::error(
                        Code::RoleProblem,
                        msg!("er-role-on-relationship-attribute", id = query.id.to_string(), relationship = name),
                    )
                    .query(&query.id)
                    .attribute(a)
                    .fix(msg!("er-role-fix-remove-role")),
                );
            }
            None => {}
        }
    }
    if let Some(r) = crossed_without_roles(index, query).and_then(|r| index.relationship(r)) {
        let entity = index.entity(&r.ends[0].entity).map_or_else(|| r.ends[0].entity.to_string(), |e| e.name.clone());
        let fix = match (r.role(0), r.role(1)) {
            (Some(a), Some(b)) if a != b => msg!("er-role-fix-name-role-in-query", a = a.to_owned(), b = b.to_owned()),
            _ => msg!("er-role-fix-write-roles", relationship = r.name.clone()),
        };
        out.push(
            Diagnostic::error(
                Code::RoleProblem,
                msg!(
                    "er-role-query-refused",
                    id = query.id.to_string(),
                    relationship = r.name.clone(),
                    entity = entity
                ),
            )
            .query(&query.id)
            .relationship(&r.id)
            .fix(fix),
        );
    }
    out
}

/// Relationships of an entity with itself whose ends have no roles, or the same one.
pub fn check(index: &Index<'_>, d: &mut Vec<Diagnostic>) {
    for r in &index.project.relationships {
        if ends_told_apart(r) {
            continue;
        }
        let entity = index.entity(&r.ends[0].entity).map_or_else(|| r.ends[0].entity.to_string(), |e| e.name.clone());
        let message = match (r.role(0), r.role(1)) {
            (Some(a), Some(_)) => {
                msg!("er-role-self-same", relationship = r.name.clone(), entity = entity, role = a.to_owned())
            }
            _ => msg!("er-role-self-missing", relationship = r.name.clone(), entity = entity),
        };
        d.push(
            Diagnostic::error(Code::RoleProblem, message)
                .relationship(&r.id)
                .fix(msg!("er-role-fix-write-roles", relationship = r.name.clone())),
        );
    }
}

/// The project as `query` sees it, or `None` when it sees the project as it is: each
/// (entity, role) the query names an entity of its own, and the owner of a weak entity apart
/// from the same entity met on the query's path another way ([`super::owner_apart`]).
pub fn view(index: &Index<'_>, query: &Query) -> Option<Project> {
    view_with(index, None, query)
}

/// [`view`], given the project's graph when the caller has it (the view of a query that
/// names no role is then found without building one per query).
pub fn view_with(index: &Index<'_>, graph: Option<&super::ErGraph<'_>>, query: &Query) -> Option<Project> {
    let refs = role_refs(index, query);
    let roles = (!refs.is_empty()).then(|| {
        let mut view = scope(index, query);
        for r in refs {
            // An owner named in a role it plays only through a weak entity (the follower's
            // site) is reached through that entity in the role, which takes its owner into it.
            for w in players(index, r.entity, r.role).into_iter().filter(|w| *w != r.entity) {
                play(index, &mut view, RoleRef { entity: w, ..r });
            }
            play(index, &mut view, r);
        }
        // A relationship without a role at an entity named only in roles joins one of them.
        for j in super::role_joins::joins(index, query) {
            let id = j.entity.with_role(j.role);
            if !view.entities.iter().any(|e| e.id == id) {
                continue;
            }
            if let Some(v) = view.relationships.iter_mut().find(|x| &x.id == j.relationship) {
                v.ends[j.end].entity = id;
            }
        }
        view
    });
    super::owner_apart::apart(index, graph, query, roles)
}

/// The part of the project `query` can reach, with the query alone in it: its paths never
/// leave it, and a copy of the whole project per query naming a role made roles quadratic
/// (issue 41, item 5).
pub(super) fn scope(index: &Index<'_>, query: &Query) -> Project {
    use crate::project::Kind;
    let p = index.project;
    let reach = reach(index, query);
    // The reached part gathered from the index (no scan of the whole model), in file order.
    let mut entities: Vec<&crate::project::Entity> = reach
        .iter()
        .filter_map(|e| index.entity(&EntityId::from(*e)))
        .filter(|e| reach.contains(e.id.as_str()))
        .collect();
    entities.sort_by_key(|e| index.position(Kind::Entity, e.id.as_str()));
    entities.dedup_by(|a, b| a.id == b.id);
    let around = || entities.iter().filter_map(|e| index.around(e.id.as_str()));
    let mut relationships: Vec<&Relationship> = around().flat_map(|a| a.relationships.iter().copied()).collect();
    relationships.sort_by_key(|r| index.position(Kind::Relationship, r.id.as_str()));
    relationships.dedup_by(|a, b| std::ptr::eq(*a, *b));
    let mut specialisations: Vec<&crate::project::Specialisation> =
        around().flat_map(|a| a.specialisations.iter().copied()).collect();
    specialisations.sort_by_key(|s| index.position(Kind::Specialisation, s.id.as_str()));
    specialisations.dedup_by(|a, b| std::ptr::eq(*a, *b));
    let attributes =
        entities.iter().flat_map(|e| e.attributes.iter()).chain(relationships.iter().flat_map(|r| r.attributes.iter()));
    let types = attributes.filter_map(|a| p.physical.types.get(&a.id).map(|t| (a.id.clone(), t.clone()))).collect();
    let physical = crate::project::Physical {
        keyspaces: p.physical.keyspaces.clone(),
        types,
        udts: p.physical.udts.clone(),
        tables: p.physical.tables.clone(),
        target: p.physical.target,
        extra: p.physical.extra.clone(),
    };
    let overrides = crate::project::Overrides {
        tables: p.overrides.tables.get(&query.id).map(|ov| (query.id.clone(), ov.clone())).into_iter().collect(),
        merges: p.overrides.merges.iter().filter(|m| m.contains(&query.id)).cloned().collect(),
        extra: p.overrides.extra.clone(),
        one_table_per_query: p.overrides.one_table_per_query,
    };
    let mut view = Project {
        entities: entities.into_iter().cloned().collect(),
        relationships: relationships.into_iter().cloned().collect(),
        specialisations: specialisations.into_iter().cloned().collect(),
        queries: vec![query.clone()],
        transitions: Vec::new(),
        overrides,
        physical,
        layout: Default::default(),
        ..Project::new(p.name.clone())
    };
    view.format.clone_from(&p.format);
    view
}

/// The entities a query can reach: those it names (its subject, its relationships' ends, the
/// owners of the attributes it mentions) and every entity connected to them by a
/// relationship, a specialisation or ownership, walked through the index's neighbours (no
/// scan of the model).
fn reach<'a>(index: &Index<'a>, query: &'a Query) -> FxHashSet<&'a str> {
    let base = |id: &'a str| id.split('@').next().unwrap_or(id);
    let mut todo: Vec<&'a str> = Vec::new();
    if let Some(e) = &query.entity {
        todo.push(base(e.as_str()));
    }
    for r in query.relationship.iter().chain(&query.via) {
        if let Some(r) = index.relationship(&RelationshipId::from(base(r.as_str()))) {
            todo.extend(r.ends.iter().map(|end| end.entity.as_str()));
        }
    }
    for a in mentioned(query) {
        match index.attribute(a) {
            Some((Owner::Entity(e), _)) => todo.push(e.as_str()),
            Some((Owner::Relationship(r), _)) => {
                if let Some(r) = index.relationship(r) {
                    todo.extend(r.ends.iter().map(|end| end.entity.as_str()));
                }
            }
            None => {}
        }
    }
    let mut seen: FxHashSet<&'a str> = FxHashSet::default();
    while let Some(e) = todo.pop() {
        if !seen.insert(e) {
            continue;
        }
        if let Some(owner) = index.entity(&EntityId::from(e)).and_then(|x| x.owner.as_ref()) {
            todo.push(owner.as_str());
        }
        let Some(around) = index.around(e) else { continue };
        for r in &around.relationships {
            todo.extend(r.ends.iter().map(|end| end.entity.as_str()).filter(|n| !seen.contains(n)));
        }
        for s in &around.specialisations {
            todo.extend(
                std::iter::once(s.supertype.as_str())
                    .chain(s.subtypes.iter().map(EntityId::as_str))
                    .filter(|n| !seen.contains(n)),
            );
        }
        todo.extend(around.owns.iter().map(|w| w.as_str()).filter(|n| !seen.contains(n)));
    }
    seen
}

/// Adds the entity in its role and moves the ends where it plays it onto that entity.
fn play(index: &Index<'_>, view: &mut Project, r: RoleRef<'_>) {
    let Some(id) = add_in_role(index, view, r.entity, r.role) else { return };
    for (rel, end) in ends_playing(index, r.entity, r.role) {
        if let Some(v) = view.relationships.iter_mut().find(|x| x.id == rel.id) {
            v.ends[end].entity = EntityId::clone(&id);
        }
    }
}

/// The entity as it plays `role`, added to the view once, with its attributes in the role.
/// A weak entity's owner plays the role with it: the follower is identified by the
/// follower's site and the followed by the followed's, never by one site column that both
/// share (which merged the rows of users of two sites with one username). The owner in the
/// role is reached through a copy of the identifying relationship (`hosts@follower`), with
/// no attributes of its own; the instance knows the relationship itself.
pub(super) fn add_in_role(index: &Index<'_>, view: &mut Project, entity: &EntityId, role: &str) -> Option<EntityId> {
    let original = index.entity(entity)?;
    let id = original.id.with_role(role);
    if view.entities.iter().any(|e| e.id == id) {
        return Some(id);
    }
    let in_role = |a: &AttributeId| a.with_role(role);
    let mut e = original.clone();
    e.id = id.clone();
    for a in &mut e.attributes {
        if let Some(t) = index.project.physical.types.get(&a.id) {
            view.physical.types.insert(in_role(&a.id), t.clone());
        }
        a.id = in_role(&a.id);
    }
    for k in &mut e.alternate_keys {
        for a in k.iter_mut() {
            *a = in_role(a);
        }
    }
    e.estimates.distinct = e.estimates.distinct.iter().map(|(a, n)| (in_role(a), *n)).collect();
    let owner = e.owner.take();
    view.entities.push(e);
    // A subtype in a role is still identified by its supertype's key.
    for s in &mut view.specialisations {
        if s.subtypes.contains(&original.id) {
            s.subtypes.push(id.clone());
        }
    }
    if let Some(owner) = owner {
        let owner_in_role = add_in_role(index, view, &owner, role);
        if let Some(e) = view.entities.iter_mut().find(|x| x.id == id) {
            e.owner = Some(owner_in_role.clone().unwrap_or(owner.clone()));
        }
        if let Some(owner_in_role) = owner_in_role {
            identify_in_role(index, view, (&original.id, &id), (&owner, &owner_in_role), role);
        }
    }
    Some(id)
}

/// Copies of the identifying relationships between a weak entity and its owner, between the
/// two as they play `role` (`weak` and `owner`: the entity itself and in the role).
fn identify_in_role(
    index: &Index<'_>,
    view: &mut Project,
    weak: (&EntityId, &EntityId),
    owner: (&EntityId, &EntityId),
    role: &str,
) {
    let identifying = index.project.relationships.iter().filter(|r| {
        r.identifying
            && ((&r.ends[0].entity == owner.0 && &r.ends[1].entity == weak.0)
                || (&r.ends[1].entity == owner.0 && &r.ends[0].entity == weak.0))
    });
    let copies: Vec<Relationship> = identifying
        .map(|r| {
            let mut copy = r.clone();
            copy.id = r.id.with_role(role);
            copy.attributes.clear();
            for end in &mut copy.ends {
                end.entity = if &end.entity == weak.0 { weak.1.clone() } else { owner.1.clone() };
            }
            copy
        })
        .filter(|c| !view.relationships.iter().any(|x| x.id == c.id))
        .collect();
    view.relationships.extend(copies);
}

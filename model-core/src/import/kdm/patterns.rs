//! KDM's `<ACCESS_PATTERNS>`: per query `<GR>` given attributes (`<VRS>` marks equality),
//! `<FR>` find attributes with an optional `<ORDERBY>`, and `<DESCR>`. Attribute names sit in
//! nested `<DIV>`s left by an HTML editor.

use super::Notes;
use super::xml::{self, Node};
use crate::ids::AttributeId;
use crate::msg;
use crate::project::{Direction, Given, Ordering, Predicate, Project, Query};

/// Resolves `Entity.attribute` (or `Relationship.attribute`) to an attribute id: exact names
/// first, then ignoring case and spacing.
pub(super) fn resolve(project: &Project, label: &str) -> Option<AttributeId> {
    let (owner, attr) = label.trim().split_once('.')?;
    let norm = |s: &str| {
        s.chars().filter(|c| !c.is_whitespace() && *c != '_').flat_map(char::to_lowercase).collect::<String>()
    };
    let owners = project
        .entities
        .iter()
        .map(|e| (e.name.as_str(), &e.attributes))
        .chain(project.relationships.iter().map(|r| (r.name.as_str(), &r.attributes)));
    let mut loose = None;
    for (name, attrs) in owners {
        let owner_exact = name == owner.trim();
        if !owner_exact && norm(name) != norm(owner) {
            continue;
        }
        if let Some(a) = attrs.iter().find(|a| a.name == attr.trim()) {
            if owner_exact {
                return Some(a.id.clone());
            }
            loose = loose.or_else(|| Some(a.id.clone()));
        }
        if let Some(a) = attrs.iter().find(|a| norm(&a.name) == norm(attr)) {
            loose = loose.or_else(|| Some(a.id.clone()));
        }
    }
    loose
}

fn predicate(given: Node<'_>) -> Option<Predicate> {
    let mut other = None;
    for c in xml::children(given) {
        match xml::name(&c) {
            "ATTRIBUTE" => {}
            "VRS" => return Some(Predicate::Eq),
            _ => other = Some(c),
        }
    }
    let text = xml::deep_text(other?).to_ascii_uppercase();
    Some(match text.as_str() {
        "<" => Predicate::Lt,
        "<=" => Predicate::Le,
        ">" => Predicate::Gt,
        ">=" => Predicate::Ge,
        "IN" => Predicate::In,
        "=" => Predicate::Eq,
        _ => Predicate::Range,
    })
}

/// Reads every `<Qn>` of `<ACCESS_PATTERNS>` into the project's queries.
pub(super) fn read(patterns: Node<'_>, project: &mut Project, notes: &mut Notes<'_>) {
    for q in xml::children(patterns) {
        let id = xml::name(&q).to_owned();
        let is_pattern = ["GR", "FR", "DESCR"].iter().any(|k| xml::child(q, k).is_some());
        if id.is_empty() || !is_pattern {
            continue;
        }
        let mut query = Query::new(id.as_str(), xml::child(q, "DESCR").map(xml::deep_text).unwrap_or_default());
        for part in xml::children(q) {
            let kind = xml::name(&part);
            if kind != "GR" && kind != "FR" {
                continue;
            }
            let label = xml::child(part, "ATTRIBUTE").map(xml::deep_text).unwrap_or_default();
            let Some(attribute) = resolve(project, &label) else {
                notes.at(
                    part,
                    msg!("import-kdm-query-attribute-missing", id = id.to_string(), label = format!("{label:?}")),
                );
                continue;
            };
            if kind == "GR" {
                let predicate = predicate(part).unwrap_or_else(|| {
                    notes.at(part, msg!("import-kdm-no-predicate", id = id.to_string(), label = label.to_string()));
                    Predicate::Eq
                });
                if !query.given.iter().any(|g| g.attribute == attribute) {
                    query.given.push(Given { attribute, predicate, extra: Default::default() });
                }
                continue;
            }
            if let Some(o) = xml::child(part, "ORDERBY") {
                let direction =
                    if xml::deep_text(o).eq_ignore_ascii_case("desc") { Direction::Desc } else { Direction::Asc };
                query.order_by.push(Ordering { attribute: attribute.clone(), direction, extra: Default::default() });
            }
            if !query.find.contains(&attribute) {
                query.find.push(attribute);
            }
        }
        project.queries.push(query);
    }
    if let Some(first) = project.queries.first_mut() {
        first.entry = true;
    }
}

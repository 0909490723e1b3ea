//! What a project file may hold beyond its shape, checked when it is loaded: ids and roles
//! without control characters (roles without `@` either) (an id is a name the program uses verbatim, in comments, file names and
//! the window, so a line break in one could end a CQL comment), and strings of bounded length
//! (a name of megabytes would make every picture and document of it enormous).

use super::{ColumnEdit, Project};
use crate::ids::Thing;

/// Why a project holds something no project file may (worded when shown by
/// [`LimitProblem::said`]; `Display` is English).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LimitProblem {
    /// A string over its length limit.
    TooLong {
        /// What kind of string.
        what: Held,
        /// Its length in characters.
        chars: usize,
        /// Its first 40 characters.
        start: String,
        /// The limit.
        max: usize,
    },
    /// An id with a control character.
    ControlCharacter {
        /// What the id names.
        kind: Thing,
        /// The id.
        id: String,
        /// The character.
        character: char,
    },
    /// A role holding the separator of a role-qualified reference (`@`) or a control
    /// character: `user.name@a@b` would read as the role `b` of an attribute `user.name@a`.
    RoleCharacter {
        /// The role.
        role: String,
        /// The character.
        character: char,
    },
    /// A diagram position beyond the numbers a file can hold.
    PositionOutOfRange {
        /// The node's key in the layout.
        key: String,
    },
}

/// A kind of string a project file holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Held {
    /// A text (description, option value...).
    Text,
    /// A key of a JSON object.
    FieldName,
    /// A name or an id.
    NameOrId,
}

impl LimitProblem {
    /// What the file holds that it may not, worded when shown.
    pub fn said(&self) -> crate::text::Text {
        match self {
            LimitProblem::TooLong { what, chars, start, max } => {
                let what = match what {
                    Held::Text => crate::msg!("held-text"),
                    Held::FieldName => crate::msg!("held-field-name"),
                    Held::NameOrId => crate::msg!("held-name-or-id"),
                };
                let (chars, start, max) = (chars.to_string(), format!("{start:?}"), max.to_string());
                crate::msg!("limit-too-long", what = what, chars = chars, start = start, max = max)
            }
            LimitProblem::ControlCharacter { kind, id, character } => {
                crate::msg!(
                    "limit-control-character",
                    kind = kind.said(),
                    id = format!("{id:?}"),
                    code = format!("{:04X}", u32::from(*character))
                )
            }
            LimitProblem::RoleCharacter { role, character } => {
                let character = if *character == crate::ids::ROLE_SEPARATOR {
                    character.to_string()
                } else {
                    format!("U+{:04X}", u32::from(*character))
                };
                crate::msg!("limit-role-character", role = format!("{role:?}"), character = character)
            }
            LimitProblem::PositionOutOfRange { key } => {
                crate::msg!("limit-position-out-of-range", key = format!("{key:?}"))
            }
        }
    }
}

impl std::fmt::Display for LimitProblem {
    /// English.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.said().en())
    }
}

/// The most characters in a name or an id (entity, attribute, table, keyspace, column...).
pub const MAX_NAME_CHARS: usize = 1_000;
/// The most characters in any other string of a project file (descriptions, option values,
/// fields this version does not know).
pub const MAX_TEXT_CHARS: usize = 100_000;

/// Whether `p` is a project a file may hold (`check_texts` and `check_names`): what
/// `Project::load` would refuse, for importers, whose projects must load again once saved.
pub fn check(p: &Project) -> Result<(), LimitProblem> {
    let value = serde_json::to_value(p).unwrap_or_default();
    check_texts(&value)?;
    check_names(p)
}

/// A string no limit refuses wherever it goes: at most [`MAX_NAME_CHARS`] bytes, with no
/// control character and no role separator ([`crate::ids::ROLE_SEPARATOR`]). An edit whose
/// strings are all plain cannot make a project [`check`] refuses
/// ([`crate::edit::Edit::may_break_limits`]), so `Project::apply` skips the full check.
pub fn plain(s: &str) -> bool {
    s.len() <= MAX_NAME_CHARS && !s.chars().any(|c| c.is_control() || c == crate::ids::ROLE_SEPARATOR)
}

/// Every string of `value` as a file holds it (map keys included) [`plain`].
pub fn plain_value(value: &impl serde::Serialize) -> bool {
    let Ok(value) = serde_json::to_value(value) else { return false };
    let mut stack = vec![&value];
    while let Some(v) = stack.pop() {
        match v {
            serde_json::Value::String(s) if !plain(s) => return false,
            serde_json::Value::Array(items) => stack.extend(items),
            serde_json::Value::Object(map) => {
                if !map.keys().all(|k| plain(k)) {
                    return false;
                }
                stack.extend(map.values());
            }
            _ => {}
        }
    }
    true
}

/// A role as a relationship's end and a query's references name it: without the separator of
/// a role-qualified reference ([`crate::ids::ROLE_SEPARATOR`]) or a control character.
pub fn check_role(role: &str) -> Result<(), LimitProblem> {
    match role.chars().find(|&c| c == crate::ids::ROLE_SEPARATOR || c.is_control()) {
        Some(character) => Err(LimitProblem::RoleCharacter { role: role.to_owned(), character }),
        None => too_long(role, MAX_NAME_CHARS, Held::NameOrId),
    }
}

/// Every string of a parsed project file, map keys included, within [`MAX_TEXT_CHARS`].
pub(super) fn check_texts(value: &serde_json::Value) -> Result<(), LimitProblem> {
    let mut stack = vec![value];
    while let Some(v) = stack.pop() {
        match v {
            serde_json::Value::String(s) => too_long(s, MAX_TEXT_CHARS, Held::Text)?,
            serde_json::Value::Array(items) => stack.extend(items),
            serde_json::Value::Object(map) => {
                for (k, item) in map {
                    too_long(k, MAX_TEXT_CHARS, Held::FieldName)?;
                    stack.push(item);
                }
            }
            _ => {}
        }
    }
    Ok(())
}

fn too_long(s: &str, max: usize, what: Held) -> Result<(), LimitProblem> {
    // Bytes bound characters from above: count only when the bytes could be too many.
    if s.len() > max && s.chars().count() > max {
        let start: String = s.chars().take(40).collect();
        return Err(LimitProblem::TooLong { what, chars: s.chars().count(), start, max });
    }
    Ok(())
}

/// Every id and name of the project: ids without control characters, names and ids within
/// [`MAX_NAME_CHARS`].
pub(super) fn check_names(p: &Project) -> Result<(), LimitProblem> {
    let id = |kind: Thing, s: &str| -> Result<(), LimitProblem> {
        if let Some(character) = s.chars().find(|c| c.is_control()) {
            return Err(LimitProblem::ControlCharacter { kind, id: s.to_owned(), character });
        }
        too_long(s, MAX_NAME_CHARS, Held::NameOrId)
    };
    let name = |s: &str| too_long(s, MAX_NAME_CHARS, Held::NameOrId);
    name(&p.name)?;
    for e in &p.entities {
        id(Thing::Entity, e.id.as_str())?;
        name(&e.name)?;
        if let Some(o) = &e.owner {
            id(Thing::Entity, o.as_str())?;
        }
        for a in &e.attributes {
            attribute(a, &id, &name)?;
        }
        if let Some(g) = &e.estimates.growth {
            if let Some(f) = &g.for_each {
                id(Thing::Entity, f.as_str())?;
            }
            if let Some(t) = &g.time_attribute {
                id(Thing::Attribute, t.as_str())?;
            }
        }
        for a in e.estimates.distinct.keys() {
            id(Thing::Attribute, a.as_str())?;
        }
    }
    for r in &p.relationships {
        id(Thing::Relationship, r.id.as_str())?;
        name(&r.name)?;
        for end in &r.ends {
            id(Thing::Entity, end.entity.as_str())?;
            end.role.as_deref().map_or(Ok(()), check_role)?;
        }
        for a in &r.attributes {
            attribute(a, &id, &name)?;
        }
    }
    for q in &p.queries {
        id(Thing::Query, q.id.as_str())?;
        if let Some(e) = &q.entity {
            id(Thing::Entity, e.as_str())?;
        }
        for a in q.given.iter().map(|g| &g.attribute).chain(&q.find).chain(q.order_by.iter().map(|o| &o.attribute)) {
            id(Thing::Attribute, a.as_str())?;
        }
    }
    for t in &p.transitions {
        id(Thing::Query, t.from.as_str())?;
        id(Thing::Query, t.to.as_str())?;
    }
    for (q, o) in &p.overrides.tables {
        id(Thing::Query, q.as_str())?;
        for s in o.name.iter().chain(&o.keyspace).chain(o.options.keys()) {
            name(s)?;
        }
        for edit in &o.columns {
            let (ColumnEdit::Rename { attribute, .. }
            | ColumnEdit::Add { attribute }
            | ColumnEdit::Remove { attribute }
            | ColumnEdit::Static { attribute, .. }
            | ColumnEdit::Index { attribute }) = edit;
            id(Thing::Attribute, attribute.as_str())?;
            if let ColumnEdit::Rename { name: n, .. } = edit {
                name(n)?;
            }
        }
        if let Some(super::Bucket::Time { attribute, .. }) = &o.bucket {
            id(Thing::Attribute, attribute.as_str())?;
        }
    }
    for q in p.overrides.merges.iter().flatten() {
        id(Thing::Query, q.as_str())?;
    }
    let ph = &p.physical;
    for k in &ph.keyspaces {
        name(&k.name)?;
        if let super::Replication::NetworkTopology { datacenters, .. } = &k.replication {
            for dc in datacenters.keys() {
                name(dc)?;
            }
        }
    }
    for a in ph.types.keys() {
        id(Thing::Attribute, a.as_str())?;
    }
    for u in &ph.udts {
        for s in u.keyspace.iter().chain([&u.name]).chain(u.fields.iter().map(|f| &f.name)) {
            name(s)?;
        }
    }
    for t in &ph.tables {
        id(Thing::Table, t.id.as_str())?;
        for s in [&t.name].into_iter().chain(&t.keyspace).chain(&t.view_of).chain(t.options.keys()) {
            name(s)?;
        }
        for c in &t.columns {
            name(&c.name)?;
        }
        for q in &t.queries {
            id(Thing::Query, q.as_str())?;
        }
    }
    for (k, pos) in p.layout.conceptual.iter().chain(&p.layout.workflow).chain(&p.layout.logical) {
        name(k)?;
        // A number beyond f32 reads as infinity, which no file can hold again.
        if !(pos.x.is_finite() && pos.y.is_finite()) {
            return Err(LimitProblem::PositionOutOfRange { key: k.clone() });
        }
    }
    Ok(())
}

fn attribute(
    a: &super::Attribute,
    id: &impl Fn(Thing, &str) -> Result<(), LimitProblem>,
    name: &impl Fn(&str) -> Result<(), LimitProblem>,
) -> Result<(), LimitProblem> {
    id(Thing::Attribute, a.id.as_str())?;
    for s in [&a.name].into_iter().chain(&a.udt).chain(&a.column).chain(a.fields.iter().map(|f| &f.name)) {
        name(s)?;
    }
    Ok(())
}

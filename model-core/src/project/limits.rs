//! What a project file may hold beyond its shape, checked when it is loaded: ids without
//! control characters (an id is a name the program uses verbatim, in comments, file names and
//! the window, so a line break in one could end a CQL comment), and strings of bounded length
//! (a name of megabytes would make every picture and document of it enormous).

use super::{ColumnEdit, Project};
use crate::text::Text;

/// The most characters in a name or an id (entity, attribute, table, keyspace, column...).
pub const MAX_NAME_CHARS: usize = 1_000;
/// The most characters in any other string of a project file (descriptions, option values,
/// fields this version does not know).
pub const MAX_TEXT_CHARS: usize = 100_000;

/// Whether `p` is a project a file may hold ([`check_texts`] and [`check_names`]): what
/// `Project::load` would refuse, for importers, whose projects must load again once saved.
pub fn check(p: &Project) -> Result<(), Text> {
    let value = serde_json::to_value(p).unwrap_or_default();
    check_texts(&value)?;
    check_names(p)
}

/// Whether a change (an edit) could make a project [`check`] refuses: false when its whole
/// debug text is at most [`MAX_NAME_CHARS`] bytes with no escape in it, since then every
/// string it carries is shorter than any limit and holds no control character (ids the edits
/// make are plain). Counted without building the text, so an edit of every frame (a drag)
/// costs next to nothing; `Project::apply` checks the others' result in full.
pub fn may_exceed(change: &impl std::fmt::Debug) -> bool {
    use std::fmt::Write;
    struct Budget(usize);
    impl Write for Budget {
        fn write_str(&mut self, s: &str) -> std::fmt::Result {
            self.0 = self.0.saturating_sub(s.len());
            if self.0 == 0 || s.contains('\\') { Err(std::fmt::Error) } else { Ok(()) }
        }
    }
    write!(Budget(MAX_NAME_CHARS + 1), "{change:?}").is_err()
}

/// Every string of a parsed project file, map keys included, within [`MAX_TEXT_CHARS`].
pub(super) fn check_texts(value: &serde_json::Value) -> Result<(), Text> {
    let mut stack = vec![value];
    while let Some(v) = stack.pop() {
        match v {
            serde_json::Value::String(s) => too_long(s, MAX_TEXT_CHARS, "a text")?,
            serde_json::Value::Array(items) => stack.extend(items),
            serde_json::Value::Object(map) => {
                for (k, item) in map {
                    too_long(k, MAX_TEXT_CHARS, "a field name")?;
                    stack.push(item);
                }
            }
            _ => {}
        }
    }
    Ok(())
}

fn too_long(s: &str, max: usize, what: &str) -> Result<(), Text> {
    // Bytes bound characters from above: count only when the bytes could be too many.
    if s.len() > max && s.chars().count() > max {
        let start: String = s.chars().take(40).collect();
        let n = s.chars().count();
        let zh_what = match what {
            "a text" => "文本",
            "a field name" => "字段名",
            _ => "名称或标识符",
        };
        return Err(crate::text!(
            "{what} of {n} characters (starting {start:?}) is longer than the {max} characters a project file may hold",
            "{zh_what}有 {n} 个字符（开头为 {start:?}），超过项目文件允许的 {max} 个字符"
        ));
    }
    Ok(())
}

/// Every id and name of the project: ids without control characters, names and ids within
/// [`MAX_NAME_CHARS`].
pub(super) fn check_names(p: &Project) -> Result<(), Text> {
    let id = |kind: &str, s: &str| -> Result<(), Text> {
        if let Some(c) = s.chars().find(|c| c.is_control()) {
            let code = format!("U+{:04X}", u32::from(c));
            let kz = kind_zh(kind);
            return Err(Text::new(
                format!("{kind} id {s:?} contains the control character {code}; ids may not contain control characters (line breaks, tabs, NUL...)"),
                format!("{kz}标识符 {s:?} 含有控制字符 {code}；标识符不能含有控制字符（换行、制表符、NUL 等）"),
            ));
        }
        too_long(s, MAX_NAME_CHARS, "a name or an id")
    };
    let name = |s: &str| too_long(s, MAX_NAME_CHARS, "a name or an id");
    name(&p.name)?;
    for e in &p.entities {
        id("entity", e.id.as_str())?;
        name(&e.name)?;
        if let Some(o) = &e.owner {
            id("entity", o.as_str())?;
        }
        for a in &e.attributes {
            attribute(a, &id, &name)?;
        }
        if let Some(g) = &e.estimates.growth {
            if let Some(f) = &g.for_each {
                id("entity", f.as_str())?;
            }
            if let Some(t) = &g.time_attribute {
                id("attribute", t.as_str())?;
            }
        }
        for a in e.estimates.distinct.keys() {
            id("attribute", a.as_str())?;
        }
    }
    for r in &p.relationships {
        id("relationship", r.id.as_str())?;
        name(&r.name)?;
        for end in &r.ends {
            id("entity", end.entity.as_str())?;
        }
        for a in &r.attributes {
            attribute(a, &id, &name)?;
        }
    }
    for q in &p.queries {
        id("query", q.id.as_str())?;
        if let Some(e) = &q.entity {
            id("entity", e.as_str())?;
        }
        for a in q.given.iter().map(|g| &g.attribute).chain(&q.find).chain(q.order_by.iter().map(|o| &o.attribute)) {
            id("attribute", a.as_str())?;
        }
    }
    for t in &p.transitions {
        id("query", t.from.as_str())?;
        id("query", t.to.as_str())?;
    }
    for (q, o) in &p.overrides.tables {
        id("query", q.as_str())?;
        for s in o.name.iter().chain(&o.keyspace).chain(o.options.keys()) {
            name(s)?;
        }
        for edit in &o.columns {
            let (ColumnEdit::Rename { attribute, .. }
            | ColumnEdit::Add { attribute }
            | ColumnEdit::Remove { attribute }
            | ColumnEdit::Static { attribute, .. }
            | ColumnEdit::Index { attribute }) = edit;
            id("attribute", attribute.as_str())?;
            if let ColumnEdit::Rename { name: n, .. } = edit {
                name(n)?;
            }
        }
        if let Some(super::Bucket::Time { attribute, .. }) = &o.bucket {
            id("attribute", attribute.as_str())?;
        }
    }
    for q in p.overrides.merges.iter().flatten() {
        id("query", q.as_str())?;
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
        id("attribute", a.as_str())?;
    }
    for u in &ph.udts {
        for s in u.keyspace.iter().chain([&u.name]).chain(u.fields.iter().map(|f| &f.name)) {
            name(s)?;
        }
    }
    for t in &ph.tables {
        id("table", t.id.as_str())?;
        for s in [&t.name].into_iter().chain(&t.keyspace).chain(&t.view_of).chain(t.options.keys()) {
            name(s)?;
        }
        for c in &t.columns {
            name(&c.name)?;
        }
        for q in &t.queries {
            id("query", q.as_str())?;
        }
    }
    for (k, pos) in p.layout.conceptual.iter().chain(&p.layout.workflow).chain(&p.layout.logical) {
        name(k)?;
        // A number beyond f32 reads as infinity, which no file can hold again.
        if !(pos.x.is_finite() && pos.y.is_finite()) {
            return Err(crate::text!(
                "the position of {k:?} on a diagram is out of range",
                "{k:?} 在图中的位置超出范围"
            ));
        }
    }
    Ok(())
}

fn attribute(
    a: &super::Attribute,
    id: &impl Fn(&str, &str) -> Result<(), Text>,
    name: &impl Fn(&str) -> Result<(), Text>,
) -> Result<(), Text> {
    id("attribute", a.id.as_str())?;
    for s in [&a.name].into_iter().chain(&a.udt).chain(&a.column).chain(a.fields.iter().map(|f| &f.name)) {
        name(s)?;
    }
    Ok(())
}

/// The kind of thing an id names, in Chinese.
fn kind_zh(kind: &str) -> &'static str {
    match kind {
        "entity" => "实体",
        "attribute" => "属性",
        "relationship" => "关系",
        "query" => "查询",
        _ => "表",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edit::Edit;
    use crate::text::Lang;

    fn with_entity() -> (Project, crate::ids::EntityId) {
        let mut p = Project::new("limits");
        let add = Edit::add_entity(&p, "Guest", None);
        let Edit::AddEntity { entity, .. } = &add else { unreachable!("add_entity gives AddEntity") };
        let id = entity.id.clone();
        p.apply(&add).expect("adds");
        (p, id)
    }

    /// The window could save what the loader refuses: a name over 1,000 characters or a text
    /// over 100,000 typed or pasted. Such an edit is refused, in both languages, and the
    /// project is left as it was; at the limits it is accepted.
    #[test]
    fn edits_beyond_what_a_file_may_hold_are_refused() {
        let (mut p, id) = with_entity();
        let before = p.clone();
        let long_name = Edit::RenameEntity { id: id.clone(), name: "n".repeat(MAX_NAME_CHARS + 1) };
        let long_text = Edit::SetEntityDescription { id: id.clone(), description: "d".repeat(MAX_TEXT_CHARS + 1) };
        let in_batch = Edit::Batch { edits: vec![Edit::RenameProject { name: "ok".into() }, long_name.clone()] };
        for edit in [&long_name, &long_text, &in_batch] {
            let Err(crate::edit::EditError::Limit(why)) = p.apply(edit) else { panic!("accepted: {}", edit.kind()) };
            assert!(why.get(Lang::En).contains("longer than the") && why.get(Lang::En).contains("a project file may hold"), "{why}");
            assert!(why.get(Lang::Zh).contains("超过项目文件允许的"), "{}", why.get(Lang::Zh));
            assert_eq!(p, before, "a refused edit changed the project");
        }
        p.apply(&Edit::RenameEntity { id: id.clone(), name: "名".repeat(MAX_NAME_CHARS) }).expect("1,000 characters fit");
        p.apply(&Edit::SetEntityDescription { id, description: "d".repeat(MAX_TEXT_CHARS) }).expect("100,000 fit");
        let saved = p.to_json();
        Project::from_json(&saved, std::path::Path::new("p.json")).expect("what the edits made loads");
    }

    /// The shortcut of `Project::apply`: short edits without escapes skip the full check, any
    /// edit that could break a limit takes it.
    #[test]
    fn only_edits_that_could_break_a_limit_are_checked_in_full() {
        let (_, id) = with_entity();
        assert!(!may_exceed(&Edit::RenameEntity { id: id.clone(), name: "Guest".into() }));
        assert!(may_exceed(&Edit::RenameEntity { id: id.clone(), name: "n".repeat(MAX_NAME_CHARS + 1) }));
        assert!(may_exceed(&Edit::RenameEntity { id: id.clone(), name: "a\u{7}".into() }), "an escape");
        assert!(may_exceed(&Edit::Batch { edits: vec![Edit::RenameEntity { id, name: "x".into() }; 100] }));
    }
}

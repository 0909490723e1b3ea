//! User-defined types: from composite attributes and from the physical section, per keyspace,
//! in dependency order (a type is created after the types its fields use). Every type of the
//! physical section is kept, used or not (an unused one gets an info diagnostic): a schema's
//! types are never dropped silently.

use crate::cql_type::CqlType;
use crate::diagnostic::{Code, Diagnostic};
use crate::logical::{Table, Udt};
use crate::project::Index;
use crate::text;
use std::collections::BTreeMap;

/// The UDTs the tables need, per keyspace, each after the ones it depends on.
pub fn collect(index: &Index<'_>, tables: &[Table], diags: &mut Vec<Diagnostic>) -> Vec<Udt> {
    let project = index.project;
    // Every known type definition by name: composite attributes first, then the physical list.
    let mut defs: BTreeMap<String, (Option<String>, Vec<(String, CqlType)>)> = BTreeMap::new();
    let composites = project
        .entities
        .iter()
        .flat_map(|e| e.attributes.iter())
        .chain(project.relationships.iter().flat_map(|r| r.attributes.iter()))
        .filter(|a| a.is_composite());
    for a in composites {
        let fields: Vec<(String, CqlType)> = a.fields.iter().map(|f| (f.name.clone(), f.ty.clone())).collect();
        let name = a.udt_name();
        if let Some((_, existing)) = defs.get(&name) {
            if existing != &fields {
                diags.push(
                    Diagnostic::error(
                        Code::UdtProblem,
                        text!("two composite attributes define type {name} with different fields", "有两个复合属性都定义了类型 {name}，但字段不同"),
                    )
                    .attribute(&a.id)
                    .fix(text!("Give one of them another type name in the inspector.", "请在检查器中为其中一个指定另一个类型名。")),
                );
            }
            continue;
        }
        defs.insert(name, (None, fields));
    }
    let default_ks = project.default_keyspace();
    let ks_of = |u: &crate::project::UdtDef| u.keyspace.clone().unwrap_or_else(|| default_ks.to_owned());
    for u in project.physical.udts.iter().filter(|u| u.keyspace.is_none()) {
        defs.entry(u.name.clone()).or_insert_with(|| (None, fields_of(u)));
    }
    let mut out: Vec<Udt> = Vec::new();
    let mut keyspaces: Vec<String> = tables.iter().map(|t| t.keyspace.clone()).collect();
    keyspaces.extend(project.physical.udts.iter().map(ks_of));
    keyspaces.sort_unstable();
    keyspaces.dedup();
    for ks in &keyspaces {
        // A type defined in this keyspace wins over one of the same name defined for all.
        let mut scoped = defs.clone();
        for u in project.physical.udts.iter().filter(|u| u.keyspace.as_deref() == Some(ks.as_str())) {
            scoped.insert(u.name.clone(), (u.keyspace.clone(), fields_of(u)));
        }
        let mut needed: Vec<String> = Vec::new();
        for t in tables.iter().filter(|t| &t.keyspace == ks) {
            for c in &t.columns {
                for u in c.ty.udts() {
                    visit(u, &scoped, &mut needed, &mut Vec::new(), diags);
                }
            }
        }
        let used = needed.len();
        // The physical section's types of this keyspace are kept even when no table uses them.
        for u in project.physical.udts.iter().filter(|u| &ks_of(u) == ks) {
            visit(&u.name, &scoped, &mut needed, &mut Vec::new(), diags);
        }
        for name in needed.iter().skip(used) {
            diags.push(Diagnostic::info(
                Code::UdtProblem,
                text!(
                    "type {name} of keyspace {ks} is used by no table; it is kept and exported all the same",
                    "键空间 {ks} 的类型 {name} 没有被任何表使用；仍然保留并导出"
                ),
            ));
        }
        for name in needed {
            if let Some((_, fields)) = scoped.get(&name) {
                out.push(Udt { keyspace: ks.clone(), name, fields: fields.clone() });
            }
        }
    }
    out
}

/// A physical type's fields as the definitions map holds them.
fn fields_of(u: &crate::project::UdtDef) -> Vec<(String, CqlType)> {
    u.fields.iter().map(|f| (f.name.clone(), f.ty.clone())).collect()
}

/// Depth-first: dependencies are pushed before the type itself; cycles are reported.
fn visit(
    name: &str,
    defs: &BTreeMap<String, (Option<String>, Vec<(String, CqlType)>)>,
    done: &mut Vec<String>,
    stack: &mut Vec<String>,
    diags: &mut Vec<Diagnostic>,
) {
    if done.iter().any(|d| d == name) {
        return;
    }
    if stack.iter().any(|s| s == name) {
        diags.push(Diagnostic::error(
            Code::UdtProblem,
            text!("type {name} refers to itself through its fields", "类型 {name} 通过自己的字段引用了自身"),
        ));
        return;
    }
    let Some((_, fields)) = defs.get(name) else {
        diags.push(Diagnostic::error(Code::UdtProblem, text!("type {name} is used but not defined", "类型 {name} 被使用了，但没有定义")).fix(text!(
            "Define its fields as a composite attribute or on the Physical tab.",
            "请把它的字段定义为一个复合属性，或在“物理模型”页定义。"
        )));
        return;
    };
    stack.push(name.to_owned());
    for (_, ty) in fields {
        for dep in ty.udts() {
            visit(dep, defs, done, stack, diags);
        }
    }
    stack.pop();
    done.push(name.to_owned());
}

//! User-defined types: from composite attributes and from the physical section, per keyspace,
//! in dependency order (a type is created after the types its fields use). Every type of the
//! physical section is kept, used or not (an unused one gets an info diagnostic): a schema's
//! types are never dropped silently.

use crate::cql::CqlType;
use crate::diagnostic::{Code, Diagnostic};
use crate::logical::{Table, Udt};
use crate::msg;
use crate::project::Index;
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
                    Diagnostic::error(Code::UdtProblem, msg!("derive-type-defined-twice", name = name.to_string()))
                        .attribute(&a.id)
                        .fix(msg!("derive-give-another-type-name")),
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
                msg!("derive-type-unused", name = name.to_string(), ks = ks.to_string()),
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
        diags.push(Diagnostic::error(Code::UdtProblem, msg!("derive-type-refers-to-itself", name = name.to_string())));
        return;
    }
    let Some((_, fields)) = defs.get(name) else {
        diags.push(
            Diagnostic::error(Code::UdtProblem, msg!("derive-type-not-defined", name = name.to_string()))
                .fix(msg!("derive-define-type-fields")),
        );
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
